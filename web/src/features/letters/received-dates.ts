/**
 * What the dates printed on a received letter mean for the user today: its own date, the date it asks to be paid
 * or answered by, a hearing date — and, for a date already passed, what has happened in plain words (the step the
 * sender may now take, and what the user can still do). The meanings follow the letter's kind; a kind without its
 * own rule gets the general one.
 */
import type { Jurisdiction } from '@app/shared/legal/limitation';
import type { ReceivedKind, ReceivedLetter } from '@app/shared/received';

export interface DateLine {
  label: string;
  /** ISO yyyy-mm-dd. */
  date: string;
  passed: boolean;
  /** Plain words: what a passed date means, or what to do before it. */
  meaning?: string;
}

/** What it means that the pay-by / answer-by date has passed, by the received letter's kind. */
const PASSED: Partial<Record<ReceivedKind, string>> = {
  penalty_charge_notice:
    'The 14-day discount window has closed: the council can now ask for the full charge. You can still challenge the PCN (make representations) until a Notice to Owner is served, and then within 28 days of it.',
  notice_to_keeper:
    'The early-payment discount period has closed and the operator may pass the charge to a debt collector. A private parking charge is not a fine: you can still appeal to the operator, then to POPLA or the IAS, and dispute it in writing.',
  notice_to_owner:
    'The 28 days to pay or make representations have passed: the council may now serve a Charge Certificate, which adds 50% to the charge. Write to the council now if you dispute it.',
  charge_certificate:
    'The 14 days to pay the increased charge have passed: the council can register it as a debt with the Traffic Enforcement Centre. You can still ask the TEC for an out-of-time witness statement if you never received the earlier notices.',
  court_claim:
    'The 14 days to respond to a court claim have passed: the claimant can ask the court for judgment in default. Respond at once (acknowledge or file a defence) and get free advice from Citizens Advice or National Debtline today.',
  judgment:
    'The date the judgment gave to pay has passed: the claimant can ask the court to enforce it (a warrant of control, an attachment of earnings order, a charging order). Ask the court now to let you pay by instalments (form N245), or to set the judgment aside (form N244) if you never received the claim, and get free advice today.',
  letter_of_claim:
    'The 30 days to reply under the Pre-Action Protocol for Debt Claims have passed: the creditor may now start a court claim. Reply now, asking for the documents and saying if you dispute the debt.',
  default_notice:
    'The date to put the arrears right has passed: the lender may now end the agreement and ask for the whole balance, and record the default with the credit reference agencies.',
  termination_notice:
    'The date to pay the balance has passed: the lender may pass the account to a collector or start a court claim. Reply in writing if you dispute the amount.',
  notice_of_enforcement:
    'The 7 clear days of notice have passed: enforcement agents may now visit. Contact them (or the creditor) in writing about payment or any complaint, and do not let them in unless you choose to.',
  liability_order:
    'The date to pay has passed: under the liability order the council can now ask your employer to take money from your wages, take it from your benefits, or pass the debt to enforcement agents, whose fees are added. Contact the council now about payment, and write to it if you dispute the bill.',
  council_tax_final_notice:
    'The date to pay has passed: the council may ask the magistrates for a liability order, which adds costs. Contact the council now about payment or to dispute the bill.',
};

/**
 * The meanings above are England and Wales' procedure (the Traffic Enforcement Centre, liability orders, form N245,
 * enforcement agents' 7 clear days). Under Scots or Northern Irish law only the kinds with a meaning of their own
 * there get one; the others get the general meaning.
 */
const PASSED_ELSEWHERE: Partial<Record<Jurisdiction, Partial<Record<ReceivedKind, string>>>> = {
  scotland: {
    notice_of_enforcement:
      'The 14 days the charge for payment gave have passed: sheriff officers may now arrest your earnings or bank account, or attach goods. Contact the creditor in writing now, and ask a free adviser today (Citizens Advice Scotland, National Debtline) about a time to pay order or the Debt Arrangement Scheme.',
  },
};

/** A council tax summons's hearing passed: the magistrates' step is the liability order. */
const COUNCIL_TAX_HEARING_PASSED =
  'The hearing date has passed: the court may have made a liability order, which allows enforcement. Contact the council now about payment or to dispute the debt.';

/**
 * The date to answer a prosecution (a Single Justice Procedure Notice's plea) has passed: a magistrate can decide on
 * the papers without the user (MCA 1980 s.16A), and can be asked to hear the case again in the interests of justice
 * (s.142(2), read on legislation.gov.uk 2026-11-27).
 */
const ANSWER_PASSED =
  "The date to answer the court has passed: a magistrate may decide the case, or may already have decided it, without you. Contact the court at once and ask where the case stands; a magistrates' court can be asked to hear a case again where the interests of justice require it (Magistrates' Courts Act 1980 s.142). Get advice today (Citizens Advice, or a solicitor).";

/** The same date passed under Scots or Northern Irish law: no s.142 there, and no hearing to speak of. */
const ANSWER_PASSED_ELSEWHERE =
  'The date to answer the court has passed: the case may go ahead without you. Contact the court at once and ask where the case stands, and get free advice today (Citizens Advice, or a solicitor).';

/**
 * A mortgage lender's letter before a claim (possession under the mortgage arrears protocol, or a shortfall after a
 * sale): the Debt Claims protocol's 30 days to reply are not its terms.
 */
const MORTGAGE_CLAIM_PASSED =
  'The date this letter gave has passed: the lender may now start court proceedings. Contact it now with a written proposal you can afford, and get free advice today (Shelter, Citizens Advice, National Debtline). If court papers arrive, respond to them and go to any hearing.';

const GENERAL_PASSED =
  'The date this letter gave has passed. The sender may take the next step it described; a reply in writing now still matters.';

const HEARING_PASSED =
  'The hearing date has passed: the court may have decided without you. Contact the court and get free advice (Citizens Advice, National Debtline) at once.';

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "That is today", "1 day from today", "12 days from today". */
function countdown(today: string, date: string): string {
  const left = daysBetween(today, date);
  return left === 0 ? 'That is today' : `${left} day${left === 1 ? '' : 's'} from today`;
}

/** The dates of a received letter, in the order the user needs them, with what each means on `today`. */
export function receivedDateLines(
  received: Pick<ReceivedLetter, 'dates' | 'kind'> & Partial<Pick<ReceivedLetter, 'debtType'>>,
  today: string,
  jurisdiction: Jurisdiction | null = null,
): DateLine[] {
  const ewLaw = !jurisdiction || jurisdiction === 'england-wales';
  const meanings = ewLaw ? PASSED : (PASSED_ELSEWHERE[jurisdiction] ?? {});
  const { letterDate, payBy, respondBy, hearingDate } = received.dates ?? {};
  const out: DateLine[] = [];
  if (letterDate) out.push({ label: 'Date of the letter', date: letterDate, passed: false });
  if (payBy) {
    const passed = payBy < today;
    out.push({
      label: 'It asks you to pay or reply by',
      date: payBy,
      passed,
      meaning: passed
        ? received.kind === 'letter_of_claim' && received.debtType === 'mortgage' && ewLaw
          ? MORTGAGE_CLAIM_PASSED
          : (received.kind && meanings[received.kind]) || GENERAL_PASSED
        : `${countdown(today, payBy)}.`,
    });
  }
  if (respondBy) {
    const passed = respondBy < today;
    out.push({
      label: 'It asks you to answer the court by',
      date: respondBy,
      passed,
      meaning: passed
        ? ewLaw
          ? ANSWER_PASSED
          : ANSWER_PASSED_ELSEWHERE
        : `${countdown(today, respondBy)}: answer the court by then, whatever the prosecutor says.`,
    });
  }
  if (hearingDate) {
    const passed = hearingDate < today;
    out.push({
      label: 'Hearing date',
      date: hearingDate,
      passed,
      meaning: passed
        ? received.kind === 'summons' && ewLaw && received.debtType === 'council_tax'
          ? COUNCIL_TAX_HEARING_PASSED
          : HEARING_PASSED
        : 'You can attend, or write to the court beforehand, to dispute the claim.',
    });
  }
  return out;
}

/** Today as the user's calendar has it (yyyy-mm-dd, local time). */
export function localIsoToday(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
