/**
 * Response shapes of the API, shared by handlers and the SPA. Errors are always `{ message }` with a 4xx/5xx
 * status; the SPA's fetch wrapper turns them into '{status}: {response text}'.
 */
import type { UserView } from './schemas';

export type { UserView };

/** GET /api/config */
export interface ConfigResponse {
  /** null when payments are not configured: the checkout shows 'Payment System Not Available'. */
  stripePublishableKey: string | null;
  /** 'local': sign in by email alone + Quick Test Login; 'email-link': a one-time link is emailed. */
  authMode: 'local' | 'email-link';
  /** true in AWS: the SPA uploads straight to storage (POST /api/upload-url, PUT, POST /api/upload-complete). */
  directUpload: boolean;
}

/** POST /api/login: 200 { user } in local mode; 202 { sent: true, message } in email-link mode. */
export type LoginResponse = { user: UserView } | { sent: true; message: string };

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
  creditRefunded: boolean;
  bailiffName: string | null;
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
}
