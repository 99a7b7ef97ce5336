/**
 * The credit-file letter kind (part 2 §2–§3): one letter to one credit reference agency, asking for the file (UK GDPR
 * Art 15), correction of what is wrong (Art 16, 18, 19) and, for the entries the user disputes, notice under s.159
 * Consumer Credit Act 1974 (28 days). Built inline by POST /api/credit-file-cleanse: one request writes one letter per
 * agency chosen, and the whole request costs one credit (the first letter carries the debit; README "Pricing").
 */
import {
  CREDIT_AGENCY_NAMES,
  CreditCleanseRequest,
  PREVIOUS_LETTER_PREVIEW_CHARS,
  type CreditLetter,
  type CreditLetterView,
  type PreviousCreditLetter,
} from '@app/shared';
import { recordType, type Owned } from '../ports/store';
import { AGENCY_SEND_ADDRESSES } from '../data/agency-addresses';
import { defineKind, type FileExt } from './kind';

export const CREDIT = recordType<CreditLetter>('creditLetter', 'CREDIT#');

/** Spec (part 2 §2): the file is named after the agency and the user, spaces turned into underscores. */
export function creditFileName(l: Pick<CreditLetter, 'creditAgency' | 'userName'>, ext: FileExt): string {
  const base = `${CREDIT_AGENCY_NAMES[l.creditAgency] ?? l.creditAgency}_${l.userName}`
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\w.-]/g, '');
  return `${base || 'credit_letter'}.${ext}`;
}

export const creditKind = defineKind<CreditLetter, CreditCleanseRequest>({
  name: 'credit',
  record: CREDIT,
  price: 1,
  queued: false,
  textField: 'letterContent',
  fileName: creditFileName,
  title: (l) => `Letter to ${CREDIT_AGENCY_NAMES[l.creditAgency] ?? l.creditAgency}`,
  // The agency is the organisation; a credit-file request has no account reference of its own.
  caseKey: (l) => ({ organisation: CREDIT_AGENCY_NAMES[l.creditAgency] ?? l.creditAgency }),
  summary: toPrevious,
  detail: toView,
  request: CreditCleanseRequest,
});

/** 'Your Previous Letters': a 200-character preview each. */
export function toPrevious(l: CreditLetter): PreviousCreditLetter {
  return {
    id: l.id,
    creditAgency: l.creditAgency,
    userName: l.userName,
    letterContent: (l.letterContent ?? '').slice(0, PREVIOUS_LETTER_PREVIEW_CHARS),
    status: l.status,
    createdAt: l.createdAt,
  };
}

export function toView(l: CreditLetter): CreditLetterView {
  const to = AGENCY_SEND_ADDRESSES[l.creditAgency];
  const doc = (l.letter ?? {}) as {
    userNotes?: string[];
    userCopyNotes?: string[];
    responseDeadline?: string;
  };
  return {
    id: l.id,
    creditAgency: l.creditAgency,
    status: l.status,
    letterContent: l.letterContent ?? '',
    entityType: l.entityType,
    userName: l.userName,
    userAddress: l.userAddress,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
    additionalInfo: l.additionalInfo || null,
    caseId: l.caseId ?? null,
    sent: l.sent ?? [],
    respondBy: l.respondBy ?? null,
    responseDeadline: doc.responseDeadline ?? null,
    sendTo: { agency: l.creditAgency, name: to.name, email: to.email, source: to.source },
    sentTo: l.sentTo ?? [],
    userNotes: doc.userNotes ?? [],
    userCopyNotes: doc.userCopyNotes ?? [],
  };
}

/**
 * A lock on "this letter was emailed to this agency": one per letter and agency, kept while a send is under way and
 * for a day after it (POST …/send-email answers 429 meanwhile). Its conditional put is what stops two concurrent sends.
 */
export interface AgencySendLock extends Owned {
  agency: string;
}
export const AGENCY_SEND_LOCK = recordType<AgencySendLock>('agencySendLock', 'AGENCYSEND#');
