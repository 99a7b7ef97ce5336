/**
 * Response shapes of the API, shared by handlers and the SPA. Errors are always `{ message }` with a 4xx/5xx
 * status; the SPA's fetch wrapper turns them into '{status}: {response text}'.
 */
import type { Jurisdiction } from './legal/limitation';
import type { ReceivedLetter } from './received';
import type { UserView } from './schemas';
import type { CaseEvent, GdprChallengeFields, LedgerReason, SentRecord } from './types';

export type { UserView };

/** GET /api/config */
export interface ConfigResponse {
  /** null when payments are not configured: the checkout shows 'Payment System Not Available'. */
  stripePublishableKey: string | null;
  /** 'local': sign in by email alone + Quick Test Login; 'email-link': a one-time link is emailed. */
  authMode: 'local' | 'email-link';
}

/** POST /api/create-payment-intent: the browser confirms the payment with Stripe.js using this secret. */
export interface CreatePaymentIntentResponse {
  clientSecret: string;
  /** What the server will charge, from the plan (the page shows it; it never sends it). */
  amountPence: number;
  currency: 'gbp';
}

/**
 * POST /api/login: 200 { user, created } in local mode (created: this request opened the account); 200
 * { newAccount: true } when `existingOnly` was asked and there is no account yet (nothing is created, no session);
 * 202 { sent: true, message } in email-link mode, whether or not the account exists.
 */
export type LoginResponse =
  { user: UserView; created: boolean } | { newAccount: true } | { sent: true; message: string };

/** GET /api/admin/users */
export interface AdminUserRow extends UserView {
  createdAt: string;
  letterCount: number;
}

/** A row of GET /api/my-letters. */
export interface DebtLetterSummary {
  id: string;
  status: 'processing' | 'completed' | 'failed';
  createdAt: string;
  creditorName: string | null;
  originalFileName: string | null;
  debtType: string | null;
  debtAmount: number | null;
  accountNumber: string | null;
  sequenceNumber: number | null;
  /** ISO date by which the recipient must reply (deadline tracker). */
  responseDeadline: string | null;
  /** Why a failed letter failed, in plain words; its credit has been refunded. */
  error: string | null;
  hasContent: boolean;
  /** The case this letter is filed in (null while the upload is still being read). */
  caseId: string | null;
  /** Every time the user recorded sending it. */
  sent: SentRecord[];
  /** ISO date the recipient must answer by, counted from the latest send. */
  respondBy: string | null;
  /** Fields read below CONFIDENCE_THRESHOLD and not yet confirmed by the user: shown as guesses, never as certain. */
  unsure: ('creditorName' | 'debtAmount' | 'accountNumber' | 'debtType')[];
  /** Where the 'Email' draft goes: printed on the received letter or found in the creditor directory. */
  creditorEmail: string | null;
}

/** GET /api/debt-letter/{id} */
export interface DebtLetterDetail extends DebtLetterSummary {
  rebuttalText: string | null;
  ocrText: string | null;
  entityType: string | null;
  entityName: string | null;
  tmNumber: string | null;
  feeSchedule: string | null;
  hasOriginal: boolean;
  subject: string | null;
  legalBases: { id: string; title: string; url: string }[];
  deadlineRule: string | null;
  nextStep: string | null;
  /** What to do now, whatever the reply (claim the vehicle, answer the court): listed before sending the letter. */
  actFirst: string | null;
  /** Whether the letter says the user disputes the sum (null for letters that do not record it). */
  disputes: boolean | null;
  /**
   * What the user should know before sending, shown beside the letter and never printed in it: a time limit that
   * has passed, the limitation result, a prompt for the dispute ground, a strategy's caution (the engine's notes).
   */
  userNotes: string[];
  creditRefunded: boolean;
  bailiffName: string | null;
  /** What was read from the uploaded letter, apart from the reply (null for the debt defence form). */
  received: ReceivedLetter | null;
  /** The creditor's postal address read from the received letter (printed in the envelope window). */
  creditorAddress: string | null;
  /** Whose law the reply is written under: what a passed date on the received letter means follows it. */
  jurisdiction: Jurisdiction | null;
}

/** POST /api/upload-debt-letter and POST /api/upload-complete */
export interface UploadResponse {
  letterId: string;
}

/** POST /api/upload-url */
export interface UploadUrlResponse {
  letterId: string;
  url: string;
  headers: Record<string, string>;
}

/** POST /api/verify-bailiff */
export interface BailiffCheckResult {
  bailiffName: string;
  previouslyVerified: { company: string; lastChecked: string } | null;
  officialCheckUrl: string;
  verificationSteps: string[];
}

/** POST /api/find-creditor-email */
export interface CreditorEmailResult {
  found: boolean;
  primaryEmail: string | null;
  emails: string[];
  /** When found: the organisation as the directory names it, what the address is for, where it is published. */
  match?: {
    organisation: string;
    category: string;
    purpose: string;
    source: string;
    checked: string;
  } | null;
}

/** GET /api/credit-ledger: the signed-in user's credit movements, newest first. */
export interface CreditLedgerResponse {
  entries: {
    at: string;
    delta: number;
    reason: LedgerReason;
    letterId?: string;
    paymentId?: string;
    note?: string;
  }[];
}

/** A letter of any kind as a case lists it. */
export interface CaseLetter {
  id: string;
  kind: string;
  title: string;
  status: 'processing' | 'completed' | 'failed';
  createdAt: string;
  sent: SentRecord[];
  respondBy: string | null;
}

/** A row of GET /api/cases. */
export interface CaseSummary {
  id: string;
  organisation: string;
  reference: string | null;
  createdAt: string;
  updatedAt: string;
  received: number;
  sent: number;
  /** The earliest open response date among the letters sent (null when none is pending). */
  respondBy: string | null;
  /** The reply's place in the user's own sequence if they wrote now (1 challenge, 2 follow-up, 3 final). */
  nextStage: 1 | 2 | 3;
}

/** GET /api/cases/{id} */
export interface CaseDetail extends CaseSummary {
  events: CaseEvent[];
  letters: CaseLetter[];
}

/** A row of GET /api/gdpr-letters: every field the dashboard card shows (the user's own copy, Trust details included). */
export interface GdprLetterView extends GdprChallengeFields {
  id: string;
  status: 'processing' | 'completed' | 'failed';
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  caseId: string | null;
  /** ISO date: one month (Art 12A) from deemed receipt of the letter posted on the day it was written. */
  responseDeadline: string | null;
  /** How that date was counted, in plain words. */
  deadlineRule: string | null;
  /** Once the user records sending it: the date counted from that send. */
  respondBy: string | null;
  sent: SentRecord[];
  creditsSpent: number;
}

/** POST /api/generate-gdpr-challenge: `letter` is the letter text (the spec's field); `gdprLetter` the stored copy. */
export interface GenerateGdprResponse {
  letter: string;
  gdprLetter: GdprLetterView;
}

/** An ICO complaint as the SPA shows it. */
export interface IcoComplaintView {
  id: string;
  companyName: string;
  violationType: string;
  originalGdprDate: string;
  complainedOn: string | null;
  acknowledged: boolean;
  acknowledgedOn: string | null;
  complaintText: string;
  createdAt: string;
  caseId: string | null;
  creditsSpent: number;
}

/** POST /api/ico-complaint: `complaintText` is the spec's field. */
export interface IcoComplaintResponse {
  complaintText: string;
  complaint: IcoComplaintView;
}

/** GET /api/admin/pro-interest: who asked to hear about AI Legal Shield Pro, newest first. */
export interface ProInterestRow {
  userId: string;
  email: string;
  name: string;
  note: string;
  createdAt: string;
}

/** GET/POST /api/pro-interest: whether the signed-in user has registered interest. */
export interface ProInterestStatus {
  registered: boolean;
  registeredAt: string | null;
}

/** POST /api/generate-rebuttal: the debt defence flow's letter, written at once and filed in its case. */
export interface GenerateRebuttalResponse {
  letterId: string;
  caseId: string | null;
  /** The reply's place in the user's own sequence, from what the case records as sent. */
  sequenceNumber: 1 | 2 | 3;
  status: 'completed';
}

/** One letter of POST /api/credit-file-cleanse (part 2 §3). */
export interface CreditCleanseLetterOut {
  id: string;
  agency: 'equifax' | 'experian' | 'transunion';
  agencyEmail: string;
  letterContent: string;
}

/** POST /api/credit-file-cleanse */
export interface CreditCleanseResponse {
  letters: CreditCleanseLetterOut[];
  /** Credits taken for the whole request (1; 0 on an unlimited account). */
  creditsSpent: number;
}

/** A row of GET /api/credit-cleansing-letters ('Your Previous Letters'). */
export interface PreviousCreditLetter {
  id: string;
  creditAgency: 'equifax' | 'experian' | 'transunion';
  userName: string;
  /** The first 200 characters of the letter. */
  letterContent: string;
  status: 'processing' | 'completed' | 'failed';
  createdAt: string;
}

/** GET /api/credit-cleansing-letter/{id} */
export interface CreditLetterView {
  id: string;
  creditAgency: 'equifax' | 'experian' | 'transunion';
  status: 'processing' | 'completed' | 'failed';
  letterContent: string;
  entityType: string;
  userName: string;
  userAddress: string;
  createdAt: string;
  updatedAt: string;
  additionalInfo: string | null;
  caseId: string | null;
  sent: SentRecord[];
  respondBy: string | null;
  responseDeadline: string | null;
  /** Where the send panel emails it: the agency's published address, and where that address is published. */
  sendTo: { agency: 'equifax' | 'experian' | 'transunion'; name: string; email: string; source: string };
  /** Agencies already emailed (so the send button shows as sent). */
  sentTo: string[];
  /** Guidance beside the letter and the details kept on the user's copy only (never sent to the agency). */
  userNotes: string[];
  userCopyNotes: string[];
}

/** POST /api/credit-cleansing-letter/{id}/send-email */
export interface SendToAgencyResponse {
  sent: true;
  agency: string;
  to: string;
  sentAt: string;
  respondBy: string | null;
}
