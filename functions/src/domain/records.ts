/**
 * The record types a user owns that are not letters (each letter kind declares its own in kinds/). The prefix is
 * the record's SK prefix under USER#{userId} (docs/data-model.md).
 */
import type { Case, Consultation, LedgerEntry, Payment, ProInterest } from '@app/shared';
import { recordType, type PendingMail } from '../ports/store';

export const LEDGER = recordType<LedgerEntry>('ledger', 'LEDGER#');
export const CASE = recordType<Case>('case', 'CASE#');
export const PAYMENT = recordType<Payment>('payment', 'PAYMENT#');
export const CONSULTATION = recordType<Consultation>('consultation', 'CONSULT#');
/** Interest in AI Legal Shield Pro: one per user (id PRO_INTEREST_ID), listed for admins. */
export const PRO_INTEREST = recordType<ProInterest>('proInterest', 'PROINTEREST#');
export const PRO_INTEREST_ID = 'pro';
/** Mail waiting to be sent again (domain/outbox.ts); under its user, so erasing the account erases it. */
export const OUTBOX = recordType<PendingMail>('pendingMail', 'OUTBOX#');
