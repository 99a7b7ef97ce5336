import type { ReceivedKind } from '@app/shared';
import type { DeadlineRule, Jurisdiction } from '@app/shared/legal/index';

export type Strategy = 'standard' | 'edp' | 'trust';
export type Stage = 1 | 2 | 3;
export type EntityType = 'Mr' | 'Mrs' | 'Miss' | 'Ms' | 'Dr' | 'EDP' | 'Ltd' | 'TM';

/** What a letter the user sent was for (recorded in the case; the engine reads it, never guesses it). */
export type SentPurpose =
  'cca_request' | 'dispute' | 'sar' | 'complaint' | 'pap_reply' | 'statute_barred' | 'other';

/** One letter the user has already sent in this case. */
export interface SentLetter {
  /** Its place in the user's own sequence (1 challenge, 2 follow-up, 3 final). */
  stage?: Stage;
  purpose?: SentPurpose;
  /** ISO date it was sent (posted or emailed). */
  sentAt: string;
  method?: 'post' | 'email' | 'recorded' | 'hand';
  enclosures?: string[];
  /** For a s.77/78 request: whether the £1 fee went with it (without it the request is not valid). */
  feePaid?: boolean;
  /** The letter told the recipient the user disputes the sum (a s.77/78 request may or may not have). */
  disputed?: boolean;
}

/** The user's history with one organisation, oldest first. */
export interface LetterHistory {
  sent: SentLetter[];
}

/** CONC 7.14.2G: the ground on which the customer disputes the debt. */
export type DisputeGround = 'not_mine' | 'amount_wrong' | 'already_paid' | 'no_agreement' | 'other';

export interface PartyInput {
  name: string;
  /** Multi-line postal address ('\n' or ', ' separated). */
  address?: string;
  email?: string;
}

/** Everything the debt letter engine needs. Only debtType, stage, strategy, sender and recipient are required. */
export interface DebtLetterInput {
  debtType: string;
  /**
   * The reply's place in the user's own sequence, as asked for (kept for the spec's debt-defence form). Ignored when
   * `history` is given (nextStage(history) decides). Without history only 1 is written: a 2 or 3 falls back to 1 and
   * `userNotes` says why.
   */
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
  /**
   * Not used to choose the stage (a bare date says neither what was sent nor whether the £1 fee went with it):
   * put the earlier letter in `history` instead. Kept so existing callers compile.
   */
  previousLetterDate?: Date | string;
  /** What the user has already sent in this case, oldest first (from the case; never guessed). */
  history?: LetterHistory;
  /**
   * The case holds a council letter saying the magistrates made a liability order: a follow-up in the case must not
   * speak of an order still to be sought, though the letter it answers is the user's own earlier one.
   */
  liabilityOrderMade?: boolean;
  /** What the received letter is (shared/src/received.ts ReceivedKind) and its printed dates. */
  /** What the received letter is and its printed dates; `respondBy` is a date to answer a court by (a plea). */
  received?: { kind?: ReceivedKind | null; letterDate?: string; receivedOn?: string; respondBy?: string };
  /** Regulated credit: the default notice date (limitation runs from its expiry — Doyle v PRA). */
  defaultNoticeDate?: string;
  /** CONC 7.14.2G dispute ground (also the council-tax s.16(6) ground when the debt is council tax). */
  disputeGround?: DisputeGround;
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
  /**
   * A line under the sender block. Only a real company's director line (entity type Ltd) sets it; a debt letter
   * never carries an EDP, trust or trademark capacity (PRODUCT.md rule 5).
   */
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
  /**
   * The rule itself, so a caller can count the deadline again from the day the letter was actually sent
   * (computeDeadline(deadline, sentAt)).
   */
  deadline?: DeadlineRule;
  /** Whose law the letter is written under; its deadlines count that jurisdiction's bank holidays. */
  jurisdiction?: Jurisdiction;
  /** What the user does when the deadline passes. */
  nextStep: string;
  /**
   * What to do now, whatever the reply (claim the vehicle before the disposal date, answer the court): the page
   * lists it first, before sending the letter. Not printed.
   */
  actFirst?: string;
  enclosures: string[];
  signOff: { closing: string; name: string; capacity?: string };
  disclaimer: string;
  /** Guidance for the user shown beside the letter, never printed in it (statute-barred result, strategy caution…). */
  userNotes?: string[];
  /**
   * For the user's own copy only, never printed in the letter by any renderer: the strategy details they gave
   * (EDP or trust name, trademark, fee schedule) and anything else kept with the letter but not sent.
   */
  userCopyNotes?: string[];
  /** What this letter is, for the case history the lead records (e.g. 'pap_reply', 'cca_request'). */
  purpose?: SentPurpose;
  /**
   * Debt letters: whether the letter says the user disputes the sum. The case records it when sent, so a later
   * letter may say "I have told you that I dispute this debt"; the escalation ladder counts it as the dispute step.
   * Absent where the kind of letter takes no dispute either way (a prosecution, a speeding notice).
   */
  disputes?: boolean;
  /**
   * ISO date by which the USER must send this letter, when the law sets one (the Pre-Action Protocol Reply:
   * 30 days from the date of the Letter of Claim). Shown to the user, not printed.
   */
  sendBy?: string;
  /** Indexes of paragraphs that quote the user's own words: not citation-checked, never rewritten. */
  quotedParagraphs?: number[];
  /** Set when an AI rewrite was applied. */
  tailoredBy?: string;
}
