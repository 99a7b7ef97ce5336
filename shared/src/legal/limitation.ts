/**
 * Statute-barred check. England and Wales: six years (Limitation Act 1980 s.5; twelve for mortgage capital,
 * s.20); Scotland: five-year prescription (1973 Act s.6); Northern Ireland: six years (1989 Order art.6).
 * Statutory debts (council tax, fines, benefit overpayments…) follow their own rules and are not assessed.
 *
 * Time runs from when the cause of action accrued, and the day of accrual is excluded: a cause accruing on
 * 30 November 2000 can be sued on until 30 November 2006 inclusive. A payment or written acknowledgement starts
 * it again from that day (s.29(5)). For a regulated credit agreement the creditor cannot sue until a default
 * notice has been served and has expired unremedied (CCA 1974 ss.87–88), so time runs from that expiry, often months
 * after the last payment (Doyle v PRA Group [2019] EWCA Civ 12). Near the end of the period the result is worded
 * "appears to be" (see BOUNDARY_MARGIN_DAYS).
 */
import {
  addCalendarDays,
  addMonths,
  daysBetween,
  deemedServiceByPost,
  formatUkDate,
  toIsoDate,
  type HolidayRegion,
  type IsoDate,
} from './deadlines';

export type Jurisdiction = HolidayRegion;

export type StatuteBarredStatus = 'statute-barred' | 'not-yet' | 'not-applicable' | 'unknown';

export interface StatuteBarredResult {
  status: StatuteBarredStatus;
  /** The date the period ends (or ended), when it can be computed. */
  expiresOn?: IsoDate;
  /** Period in years applied. */
  years?: number;
  /** Catalogue ids relied on. */
  legalBases: string[];
  explanation: string;
  /** Always present: what restarts (or does not restart) the clock. */
  warning: string;
  /** The period ended within BOUNDARY_MARGIN_DAYS: letters say "appears to be statute-barred". */
  nearBoundary?: boolean;
  /** What the period was counted from. */
  countedFrom?: 'last-payment' | 'default-notice-expiry';
  /** Set when the answer depends on a date the user has not given. */
  needs?: 'default-notice-date';
}

/**
 * Within this many days after the period ends the result is only "appears to be statute-barred": the start date
 * is often approximate (the creditor's record of the last payment, the day a default notice was actually served
 * and the remedy period it gave, a forgotten payment or acknowledgement), and 90 days covers a quarter's worth of
 * such error. Past the margin the letter still rests on the dates the user gave, and says so.
 */
export const BOUNDARY_MARGIN_DAYS = 90;

/** Debt types that are regulated consumer credit (the default-notice rule applies). */
export const REGULATED_CREDIT_TYPES = new Set(['credit_card', 'loan', 'debt_collection']);

/**
 * When a default notice served by post expires at the earliest: it is treated as served on the second working
 * day after its date, and s.88(2) requires at least 14 days after service to remedy. The cause of action accrues
 * the day after. A notice giving longer makes the real date later, which BOUNDARY_MARGIN_DAYS allows for.
 */
export function defaultNoticeAccrual(noticeDate: IsoDate): IsoDate {
  return addCalendarDays(addCalendarDays(deemedServiceByPost(noticeDate), 14), 1);
}

/** Debt types whose recovery rests on statute rather than a contract. */
const STATUTORY_TYPES = new Set([
  'council_tax',
  'business_rates',
  'court',
  'court_fines',
  'speeding',
  'parking_council',
  'ulez',
  'benefit_overpayment',
  'child_maintenance',
  'student_loan',
  'tv_licence',
  'bailiff',
]);

export function statuteBarredCheck(input: {
  lastPaymentOrAcknowledgement?: Date | string | null;
  jurisdiction?: Jurisdiction;
  debtType?: string;
  today?: Date | string;
  /** Regulated credit: the date of the default notice (Doyle v PRA). */
  defaultNoticeDate?: Date | string | null;
  /** Whether the agreement is regulated consumer credit; default: from the debt type. */
  regulatedCredit?: boolean;
}): StatuteBarredResult {
  const jurisdiction = input.jurisdiction ?? 'england-wales';
  const today = toIsoDate(input.today ?? new Date());
  // Stryker disable next-line StringLiteral: equivalent, any name outside the statutory and regulated lists acts the same.
  const type = input.debtType ?? 'normal';

  const warning =
    jurisdiction === 'scotland'
      ? 'Until five years have passed, a payment or a written acknowledgement of the debt starts the five years again. Once the debt has prescribed it is extinguished and cannot be revived, but take advice before paying or signing anything about an old debt.'
      : jurisdiction === 'northern-ireland'
        ? 'While the period is still running, any payment, or a written and signed acknowledgement of the debt, starts it again from that date (Limitation (Northern Ireland) Order 1989). Once it has expired a later payment does not revive the right to sue, but it can still cause problems, so take free advice before paying or signing anything about an old debt.'
        : 'While the period is still running, any payment, or a written and signed acknowledgement of the debt, starts it again from that date (Limitation Act 1980 ss.29–30). Once it has expired a later payment does not revive the right to sue, but it can still cause problems, so take free advice before paying or signing anything about an old debt.';
  const warningBases = jurisdiction === 'england-wales' ? ['limitation-1980-s29-30'] : [];

  if (STATUTORY_TYPES.has(type)) {
    return {
      status: 'not-applicable',
      legalBases: [],
      explanation:
        'This kind of demand is imposed by statute, not by a contract, and follows its own time limits; the ordinary six-year (or Scottish five-year) rule for contract debts does not decide it. Ask the organisation which time limit it says applies.',
      warning,
    };
  }
  if (!input.lastPaymentOrAcknowledgement) {
    return {
      status: 'unknown',
      legalBases: [],
      explanation:
        'Without the date of the last payment or written acknowledgement, it is not possible to say whether the debt is statute-barred.',
      warning,
    };
  }
  let last: IsoDate;
  try {
    last = toIsoDate(input.lastPaymentOrAcknowledgement);
  } catch {
    return {
      status: 'unknown',
      legalBases: [],
      explanation: 'The date of the last payment could not be read.',
      warning,
    };
  }
  if (last > today) {
    return {
      status: 'unknown',
      legalBases: [],
      explanation: 'The date of the last payment is in the future; please check it.',
      warning,
    };
  }

  let years: number;
  let basis: string;
  let lawText: string;
  if (jurisdiction === 'scotland') {
    years = 5;
    basis = 'prescription-scotland-1973-s6';
    lawText = 'section 6 of the Prescription and Limitation (Scotland) Act 1973';
  } else if (jurisdiction === 'northern-ireland') {
    years = 6;
    basis = 'limitation-ni-1989-art6';
    lawText = 'Article 6 of the Limitation (Northern Ireland) Order 1989';
  } else if (type === 'mortgage') {
    years = 12;
    basis = 'limitation-1980-s20';
    lawText =
      'section 20 of the Limitation Act 1980 (twelve years for mortgage capital; six years for interest)';
  } else if (type === 'rent_arrears') {
    years = 6;
    basis = 'limitation-1980-s19';
    lawText = 'section 19 of the Limitation Act 1980';
  } else {
    years = 6;
    basis = 'limitation-1980-s5';
    lawText = 'section 5 of the Limitation Act 1980';
  }
  const regulated = input.regulatedCredit ?? REGULATED_CREDIT_TYPES.has(type);
  let notice: IsoDate | undefined;
  if (regulated && input.defaultNoticeDate) {
    try {
      notice = toIsoDate(input.defaultNoticeDate);
    } catch {
      // An unreadable notice date counts as not given: `notice` stays undefined.
    }
  }
  const accrual = notice ? defaultNoticeAccrual(notice) : undefined;
  // A payment after the default starts time again, so the later of the two counts.
  const fromDefault = !!accrual && accrual > last;
  const start = fromDefault ? (accrual as IsoDate) : last;
  const startText = fromDefault
    ? `the expiry of the default notice dated ${formatUkDate(notice as IsoDate)} (about ${formatUkDate(start)}, allowing for service by post and the 14 days the notice must give)`
    : `the last payment or acknowledgement on ${formatUkDate(last)}`;
  // The day of accrual is excluded: a claim may still be issued on the anniversary itself.
  const lastDayToSue = anniversary(start, years);
  const barred = today > lastDayToSue;
  const effect =
    jurisdiction === 'scotland'
      ? 'the debt is extinguished: it no longer exists'
      : 'the creditor can no longer obtain a court judgment for it, although the debt itself is not wiped out';
  const bases = [basis, ...warningBases];
  const countedFrom = fromDefault ? 'default-notice-expiry' : 'last-payment';
  const doyle =
    'For a regulated credit agreement (most credit cards and loans) time runs from when the default notice expired, not from the last payment (Doyle v PRA Group [2019] EWCA Civ 12).';

  if (regulated && !notice) {
    if (!barred)
      return {
        status: 'not-yet',
        expiresOn: lastDayToSue,
        years,
        legalBases: bases,
        countedFrom,
        explanation: `The last payment or acknowledgement was on ${formatUkDate(last)}. The ${years}-year period under ${lawText} cannot end before ${formatUkDate(lastDayToSue)}, and may end later: ${doyle} The debt is not statute-barred yet.`,
        warning,
      };
    return {
      status: 'unknown',
      years,
      legalBases: [],
      needs: 'default-notice-date',
      explanation: `More than ${years} years have passed since the last payment on ${formatUkDate(last)}, but that does not decide it. ${doyle} Give the date of the default notice (it is on the notice, or ask the creditor for a copy) to check whether the debt is statute-barred.`,
      warning,
    };
  }

  const since = barred ? daysBetween(lastDayToSue, today) : 0;
  const nearBoundary = barred && since <= BOUNDARY_MARGIN_DAYS;
  const explanation = barred
    ? `Counting from ${startText}, the ${years}-year period under ${lawText} ended on ${formatUkDate(lastDayToSue)} (the first day is not counted), so ${nearBoundary ? 'it appears that' : ''} ${effect}. ${nearBoundary ? `That was less than ${BOUNDARY_MARGIN_DAYS} days ago, so the letter says the debt "appears to be" statute-barred: check the dates. ` : ''}This assumes nothing was paid or acknowledged in writing since, and no court claim was issued in time.`.replace(
        /\s{2,}/g,
        ' ',
      )
    : `Counting from ${startText}, the ${years}-year period under ${lawText} runs until ${formatUkDate(lastDayToSue)} (the first day is not counted): a claim can still be issued until then, so the debt is not statute-barred yet.`;
  return {
    status: barred ? 'statute-barred' : 'not-yet',
    expiresOn: lastDayToSue,
    years,
    legalBases: bases,
    explanation,
    warning,
    countedFrom,
    ...(nearBoundary ? { nearBoundary } : {}),
  };
}

/** The n-th anniversary of a date; 29 February goes to 1 March (the later day, so never early). */
function anniversary(date: IsoDate, years: number): IsoDate {
  const a = addMonths(date, years * 12);
  return a.slice(5) !== date.slice(5) && date.slice(5) === '02-29' ? addCalendarDays(a, 1) : a;
}
