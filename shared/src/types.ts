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

export interface DebtLetter {
  id: string;
  userId: string;
  status: Status;
  createdAt: string;
  updatedAt: string;
  /** 'upload' or 'flow' (debt defence form). */
  source: 'upload' | 'flow';
  originalFileName?: string;
  originalKey?: string;
  originalContentType?: string;
  creditorName?: string;
  debtType?: string;
  debtAmount?: number | null;
  accountNumber?: string;
  sequenceNumber?: number;
  ocrText?: string;
  rebuttalText?: string;
  /** Structured letter from the engine (JSON), kept so PDF/DOCX render the same layout as the text. */
  letter?: unknown;
  responseDeadline?: string;
  entityType?: string;
  tmNumber?: string;
  feeSchedule?: string;
  entityName?: string;
  /** The user's upload/flow options, as validated. */
  options?: Record<string, unknown>;
  attempts?: number;
  error?: string;
  creditRefunded?: boolean;
  /** The user has edited rebuttalText, so downloads render that text rather than the structured letter. */
  edited?: boolean;
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

export interface GdprLetter {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
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
  responseDeadline?: string;
}

export interface IcoComplaint {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  companyName: string;
  companyAddress: string;
  companyResponse: string;
  violationType: string;
  originalGdprDate: string;
  attachedGdprLetter: string;
  evidenceDescription: string;
  complaintText: string;
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

export interface LedgerEntry {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  delta: number;
  reason: string;
  ref?: string;
}

/** The record kinds a user owns, by name: the Store keeps each under the user's partition. */
export interface OwnedRecords {
  debtLetter: DebtLetter;
  creditLetter: CreditLetter;
  gdprLetter: GdprLetter;
  icoComplaint: IcoComplaint;
  consultation: Consultation;
  payment: Payment;
  ledger: LedgerEntry;
}
export type RecordKind = keyof OwnedRecords;
