/**
 * What an uploaded (received) letter is, kept apart from the reply the product writes. Extraction fills it;
 * the letter engine reads `kind` to pick the response (a Letter of Claim gets a Pre-Action Protocol reply whatever
 * the user's own stage); cases record it for each letter received.
 */
export const RECEIVED_KINDS = [
  'first_demand',
  'reminder',
  'final_demand',
  'notice_of_assignment',
  'default_notice',
  'termination_notice',
  'letter_of_claim',
  'court_claim',
  /** A county court judgment already entered (the claimant's or the court's notice of it): past the claim. */
  'judgment',
  'notice_to_keeper',
  'notice_to_owner',
  'penalty_charge_notice',
  'charge_certificate',
  'debt_recovery',
  'notice_of_enforcement',
  'enforcement_visit',
  'enforcement_update',
  'council_tax_reminder',
  'council_tax_final_notice',
  /** The council's letter once the magistrates have made a liability order (council tax). */
  'liability_order',
  'summons',
  'fine_notice',
  'other',
] as const;
export type ReceivedKind = (typeof RECEIVED_KINDS)[number];

/** 0..1 per field: below CONFIDENCE_THRESHOLD the user is asked to confirm or correct it. */
export const CONFIDENCE_THRESHOLD = 0.75;

/** Dates printed on a received letter (ISO yyyy-mm-dd). */
export interface ReceivedDates {
  /** The letter's own date. */
  letterDate?: string;
  /** "Pay by", "within 14 days" (resolved against letterDate), a hearing date… */
  payBy?: string;
  /**
   * The date by which it asks to be answered, not paid: a plea to a Single Justice Procedure Notice ("Plea due by",
   * "You must respond by"). The court decides without the user once it passes.
   */
  respondBy?: string;
  hearingDate?: string;
}

/** What was read from an uploaded letter (GET /api/debt-letter/{id} → `received`). */
export interface ReceivedLetter {
  creditorName: string | null;
  debtAmount: number | null;
  accountNumber: string | null;
  debtType: string | null;
  /** The received letter's place in the sender's own sequence (1 first demand, 2 follow-up, 3 final). */
  stage: 1 | 2 | 3 | null;
  kind: ReceivedKind | null;
  dates: ReceivedDates;
  confidence: Partial<
    Record<'creditorName' | 'debtAmount' | 'accountNumber' | 'debtType' | 'stage' | 'kind', number>
  >;
}
