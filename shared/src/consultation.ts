/**
 * The AI lawyer consultation (issue 13; part 1 §1, §3, §9): a paid ten-minute conversation. The record extends the
 * payments' `Consultation` (status, expiresAt) with the transcript, the documents read and the interview's state;
 * it lives under the user's partition, so it is exported and deleted with the account.
 */
import * as z from 'zod';
import type { ReceivedKind } from './received';
import type { Consultation } from './types';

export const MAX_CONSULTATION_MESSAGE = 2000;
/** Characters of a document's text kept for the assistant (a letter is a few thousand). */
export const MAX_DOCUMENT_TEXT = 20_000;
/** Documents one consultation may read. */
export const MAX_CONSULTATION_DOCUMENTS = 5;
/** The warning the screen shows when this many seconds are left. */
export const CONSULTATION_WARNING_SECONDS = 120;

export type ConsultationRole = 'user' | 'assistant';

export interface ConsultationMessage {
  role: ConsultationRole;
  text: string;
  at: string;
  /** Letters this answer drafted (open at /letter/{id}). */
  letterIds?: string[];
  /** Catalogue ids this answer relies on. */
  legalBases?: string[];
}

export interface ConsultationDocument {
  id: string;
  fileName: string;
  contentType: string;
  uploadedAt: string;
  /** What the text says it is, in plain English ('a Letter of Claim', 'a parking charge notice'…). */
  description: string;
  /** Who sent it, its reference and the sum demanded, when read. */
  organisation: string | null;
  reference: string | null;
  amount: number | null;
  debtType: string | null;
  /** What kind of letter the extraction rules read it as. */
  kind: ReceivedKind | null;
  /** The letter's own date (ISO), when printed. */
  letterDate: string | null;
  /** How it was read. */
  method: 'pdf-text' | 'ocr';
}

/** What the guided interview has learned so far (the deterministic assistant's memory; also the Claude context). */
export interface ConsultationFacts {
  organisation?: string;
  reference?: string;
  amount?: number;
  debtType?: string;
  /** What the user says the problem is, in their words. */
  problem?: string;
  /** ISO date of the letter received (or when the problem began). */
  when?: string;
  /** What the user has already sent: 'nothing', or their words. */
  alreadySent?: string;
  /** The user's dispute, if any: not_mine, amount_wrong, already_paid, no_agreement. */
  disputeGround?: 'not_mine' | 'amount_wrong' | 'already_paid' | 'no_agreement';
  /** The question the interview asked last (so a short answer is read as its answer). */
  asked?: 'who' | 'what' | 'when' | 'sent' | 'address' | 'confirm';
  /** The user's postal address, for the letter ('' when they chose to add it later). */
  address?: string;
  /** Letters this consultation has written. */
  drafted?: string[];
}

export interface ConsultationSession extends Consultation {
  messages?: ConsultationMessage[];
  documents?: (ConsultationDocument & { text: string })[];
  facts?: ConsultationFacts;
}

/** GET /api/consultations/{id} */
export interface ConsultationView {
  id: string;
  status: Consultation['status'];
  createdAt: string;
  startedAt: string | null;
  expiresAt: string | null;
  messages: ConsultationMessage[];
  documents: ConsultationDocument[];
  /** The disclaimer shown at the start of every consultation. */
  disclaimer: string;
  minutes: number;
}

/** GET /api/consultations */
export interface ConsultationSummary {
  id: string;
  status: Consultation['status'];
  createdAt: string;
  expiresAt: string | null;
  messageCount: number;
}

/** POST /api/consultations */
export interface CreateConsultationResponse {
  id: string;
  status: 'unpaid';
  /** Where the SPA sends the user to pay. */
  checkoutUrl: string;
}

/** POST /api/consultations/{id}/messages (JSON; the SSE stream ends with the same object as its `done` event). */
export interface ConsultationReplyResponse {
  reply: ConsultationMessage & { role: 'assistant' };
  expiresAt: string;
}

/** POST /api/consultations/{id}/documents */
export interface ConsultationDocumentResponse {
  document: ConsultationDocument;
}

export const ConsultationMessageRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please type a message.')
    .max(MAX_CONSULTATION_MESSAGE, `must be at most ${MAX_CONSULTATION_MESSAGE} characters`),
});
export type ConsultationMessageRequest = z.infer<typeof ConsultationMessageRequest>;

export const CONSULTATION_DISCLAIMER =
  'This consultation is general legal information from an automated assistant, not advice from a solicitor. ' +
  'It does not create a solicitor–client relationship. Check every letter before you send it, and for court ' +
  'papers, bailiffs at the door or anything urgent, contact a free debt adviser (StepChange, National Debtline, ' +
  'Citizens Advice) or a solicitor.';

export const checkoutPathFor = (consultationId: string) =>
  `/checkout?plan=consultation&consultation=${encodeURIComponent(consultationId)}`;
