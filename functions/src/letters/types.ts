import type { Jurisdiction } from '@app/shared/legal/index';

export type Strategy = 'standard' | 'edp' | 'trust';
export type Stage = 1 | 2 | 3;
export type EntityType = 'Mr' | 'Mrs' | 'Miss' | 'Ms' | 'Dr' | 'EDP' | 'Ltd' | 'TM';

export interface PartyInput {
  name: string;
  /** Multi-line postal address ('\n' or ', ' separated). */
  address?: string;
  email?: string;
}

/** Everything the debt letter engine needs. Only debtType, stage, strategy, sender and recipient are required. */
export interface DebtLetterInput {
  debtType: string;
  stage: Stage;
  strategy: Strategy;
  entityType?: EntityType | '';
  sender: PartyInput;
  recipient: PartyInput;
  accountNumber?: string;
  /** Pounds. */
  amount?: number | null;
  /** Date of this letter; default today. */
  letterDate?: Date | string;
  /** Date of the sender's previous letter in the sequence (stages 2 and 3). */
  previousLetterDate?: Date | string;
  /** OCR text of the letter received, for the audit. */
  receivedText?: string;
  /** The user's own words, quoted in the letter as their account of the facts. */
  userNotes?: string;
  edpName?: string;
  trustName?: string;
  /** Company name for Ltd. */
  companyName?: string;
  companyNumber?: string;
  trademark?: { number?: string; name?: string; classes?: string };
  feeSchedule?: string;
  bailiff?: { name: string; verified?: boolean };
  warrant?: { type?: string; number?: string; date?: string };
  lastPaymentDate?: Date | string;
  jurisdiction?: Jurisdiction;
  /** Private operator or council, for parking; detected from the recipient and the received text when omitted. */
  parkingKind?: 'private' | 'council';
}

export interface LetterParty {
  name: string;
  addressLines: string[];
  email?: string;
}

export interface LetterReference {
  label: string;
  value: string;
}

export type LetterFamily = 'debt' | 'credit-cleanse' | 'gdpr' | 'ico';

/** A structured letter: every renderer (text, PDF, DOCX) lays out the same fields. */
export interface LetterDoc {
  family: LetterFamily;
  /** Template key (e.g. 'debt/consumer_credit/1'), for tests and analytics. */
  template: string;
  stage?: Stage;
  debtType?: string;
  strategy?: Strategy;
  sender: LetterParty;
  /** E.g. 'Sent by Jane Smith as trustee of the Smith Family Trust'. */
  senderCapacity?: string;
  recipient: LetterParty;
  /** ISO date of the letter. */
  date: string;
  references: LetterReference[];
  subject: string;
  salutation: string;
  paragraphs: string[];
  /** Catalogue ids relied on. */
  legalBases: string[];
  /** ISO date by which the recipient should answer. */
  responseDeadline: string;
  /** How the deadline was counted, in plain English. */
  deadlineRule: string;
  /** What the user does when the deadline passes. */
  nextStep: string;
  enclosures: string[];
  signOff: { closing: string; name: string; capacity?: string };
  disclaimer: string;
  /** Guidance for the user shown beside the letter, never printed in it (statute-barred result, strategy caution…). */
  userNotes?: string[];
  /** Indexes of paragraphs that quote the user's own words: not citation-checked, never rewritten. */
  quotedParagraphs?: number[];
  /** Set when an AI rewrite was applied. */
  tailoredBy?: string;
}
