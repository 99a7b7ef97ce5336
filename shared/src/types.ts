import type { ReceivedKind, ReceivedLetter } from './received';

/** Stored entities. Every user-owned record carries userId and id; ISO timestamps. */
export type Status = 'processing' | 'completed' | 'failed';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  credits: number;
  isAdmin: boolean;
  createdAt: string;
}

/** How a letter was sent, as the user recorded it (or as the product sent it, for agency emails). */
export type SendMethod = 'post' | 'recorded' | 'email' | 'hand';

export interface SentRecord {
  /** ISO date (yyyy-mm-dd) the letter left the user. */
  sentAt: string;
  method: SendMethod;
  /** What went with it, e.g. '£1 postal order (s.77/78 fee)', 'copy of the PCN'. */
  enclosures: string[];
  /** Where it went, when the product sent it (an agency's address). */
  to?: string;
}

/**
 * What every letter kind stores besides its own fields (ARCHITECTURE.md "Letter kinds and cases"): the generic
 * routes (ownership, downloads, edits, sends, the job sweep, fail-and-refund) read only these.
 */
export interface LetterBase {
  id: string;
  userId: string;
  status: Status;
  createdAt: string;
  updatedAt: string;
  /** The case this letter belongs to (the user's dealings with one organisation about one account). */
  caseId?: string;
  /** Structured letter from the engine (LetterDoc JSON), kept so PDF/DOCX render the same layout as the text. */
  letter?: unknown;
  /** The user has edited the letter's text (the kind's `textField`), so downloads render that text. */
  edited?: boolean;
  /** Credits spent on this letter (0 for free kinds), so a failure refunds exactly that. */
  creditsSpent?: number;
  creditRefunded?: boolean;
  attempts?: number;
  error?: string;
  /** Every time the user (or the product) sent it. */
  sent?: SentRecord[];
  /** ISO date the recipient must answer by, counted from the latest send (deadline tracker). */
  respondBy?: string;
  /** When the reminders job emailed the user that `reminderFor` (the respondBy it was about) had passed. */
  reminderSentAt?: string;
  reminderFor?: string;
}

export interface DebtLetter extends LetterBase {
  /** 'upload' or 'flow' (debt defence form). */
  source: 'upload' | 'flow';
  originalFileName?: string;
  originalKey?: string;
  originalContentType?: string;
  creditorName?: string;
  debtType?: string;
  debtAmount?: number | null;
  accountNumber?: string;
  /** The reply's place in the user's own sequence with this organisation (from the case). */
  sequenceNumber?: number;
  ocrText?: string;
  /** What was read from the uploaded letter, kept apart from the reply. */
  received?: ReceivedLetter;
  rebuttalText?: string;
  responseDeadline?: string;
  entityType?: string;
  tmNumber?: string;
  feeSchedule?: string;
  entityName?: string;
  /** The user's upload/flow options, as validated. */
  options?: Record<string, unknown>;
}

export interface CreditLetter {
  id: string;
  userId: string;
  status: Status;
  createdAt: string;
  updatedAt: string;
  creditAgency: string;
  agencyEmail: string;
  letterContent: string;
  entityType: string;
  userName: string;
  userAddress: string;
  additionalInfo?: string;
  sentTo?: string[];
}

/**
 * A GDPR challenge letter (the gdpr kind, kinds/gdpr.ts). The Trust fields (trademark, EDP administrator) are kept
 * with the letter and shown on the user's own copy only: the letter itself is written in the data subject's own name
 * (PRODUCT.md rule 5).
 */
export interface GdprLetter extends LetterBase {
  organizationName: string;
  organizationAddress: string;
  yourName: string;
  yourAddress: string;
  yourEmail: string;
  entityType: string;
  edpName: string;
  trademarkName: string;
  trademarkNumber: string;
  trademarkClasses: string;
  scenario: string;
  selectedArticles: string[];
  specificViolations: string[];
  dataTypes: string;
  timeframe: string;
  previousContact: string;
  evidenceDescription: string;
  urgencyLevel: string;
  additionalInfo: string;
  letterContent: string;
  /** ISO date: one month from deemed receipt of the letter posted on its date (Art 12A), off non-working days. */
  responseDeadline?: string;
}

/** The user's earlier complaint to the organisation (DPA 2018 s.164A), as they told us. */
export interface ControllerComplaint {
  /** ISO date the user complained to the organisation; absent when they have not. */
  complainedOn?: string;
  acknowledged: boolean;
  acknowledgedOn?: string;
}

/** An ICO complaint (the ico kind, kinds/ico.ts). */
export interface IcoComplaint extends LetterBase {
  companyName: string;
  companyAddress: string;
  companyResponse: string;
  violationType: string;
  originalGdprDate: string;
  attachedGdprLetter: string;
  evidenceDescription: string;
  controllerComplaint?: ControllerComplaint;
  complaintText: string;
}

/** Someone asked to hear when AI Legal Shield Pro is available (one record per user, id 'pro'). */
export interface ProInterest {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  email: string;
  name: string;
  /** Which of the Pro features they want most (free text, optional). */
  note: string;
}

export interface Consultation {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  status: 'awaiting_payment' | 'active' | 'ended';
  paymentIntentId?: string;
  startedAt?: string;
}

export interface Payment {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  plan: string;
  credits: number;
  amountPence: number;
  status: 'created' | 'succeeded' | 'failed';
  consultationId?: string;
}

/** Why a balance moved. */
export type LedgerReason =
  | 'signup' // the free credit of a new account
  | 'purchase' // a card payment (Stripe webhook)
  | 'spend' // a letter paid for
  | 'refund' // a failed letter's credit given back
  | 'admin' // an admin set the balance
  | 'unlimited' // an admin made the account unlimited (delta 0: unlimited balances are not counted)
  | 'reversal'; // a refunded or disputed card payment takes back unspent credits

/** One credit movement, written in the same transaction as the balance change (SK LEDGER#{id}, time-ordered). */
export interface LedgerEntry {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  delta: number;
  reason: LedgerReason;
  letterId?: string;
  paymentId?: string;
  note?: string;
}

/** A received letter, a letter the user sent, or a reply, in a case's history. */
export type CaseEvent =
  | {
      type: 'received';
      /** When it reached the user (upload date unless the user says otherwise), ISO date. */
      at: string;
      letterId?: string;
      kind?: ReceivedKind | null;
      /** The sender's own date on it. */
      letterDate?: string;
      note?: string;
    }
  | {
      type: 'sent';
      at: string;
      /** The product's letter, when it wrote it; absent for a letter the user tells us they sent themselves. */
      letterId?: string;
      /** Which letter of the user's sequence it was (1 challenge, 2 follow-up, 3 final). */
      stage?: 1 | 2 | 3;
      purpose?: string;
      method: SendMethod;
      enclosures: string[];
      respondBy?: string;
      note?: string;
      /** A letter the user sent themselves: when the reminders job emailed that its reply date passed. */
      reminderSentAt?: string;
    }
  | { type: 'reply'; at: string; letterId?: string; note?: string };

/** The user's dealings with one organisation about one account or reference. */
export interface Case {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  organisation: string;
  reference?: string;
  /** Normalised organisation and reference: how uploads find their case. */
  orgKey: string;
  refKey?: string;
  /** Oldest first. */
  events: CaseEvent[];
}
