/**
 * Statute-barred check. England and Wales: six years (Limitation Act 1980 s.5; twelve for mortgage capital,
 * s.20); Scotland: five-year prescription (1973 Act s.6); Northern Ireland: six years (1989 Order art.6).
 * Statutory debts (council tax, fines, benefit overpayments…) follow their own rules and are not assessed.
 */
import { addMonths, formatUkDate, toIsoDate, type IsoDate } from './deadlines';

export type Jurisdiction = 'england-wales' | 'scotland' | 'northern-ireland';

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
}): StatuteBarredResult {
  const jurisdiction = input.jurisdiction ?? 'england-wales';
  const today = toIsoDate(input.today ?? new Date());
  const type = input.debtType ?? 'normal';

  const warning =
    jurisdiction === 'scotland'
      ? 'Until five years have passed, a payment or a written acknowledgement of the debt starts the five years again. Once the debt has prescribed it is extinguished and cannot be revived, but take advice before paying or signing anything about an old debt.'
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
  const expiresOn = addMonths(last, years * 12);
  const barred = today >= expiresOn;
  const effect =
    jurisdiction === 'scotland'
      ? 'the debt is extinguished: it no longer exists'
      : 'the creditor can no longer obtain a court judgment for it, although the debt itself is not wiped out';
  const explanation = barred
    ? `The last payment or acknowledgement was on ${formatUkDate(last)}. On that date alone, more than ${years} years have passed (the period ended on ${formatUkDate(expiresOn)}), so under ${lawText} ${effect}. This assumes nothing was paid or acknowledged in writing since, and no court claim was issued in time.`
    : `The last payment or acknowledgement was on ${formatUkDate(last)}. The ${years}-year period under ${lawText} does not end until ${formatUkDate(expiresOn)}, so the debt is not statute-barred yet.`;
  return {
    status: barred ? 'statute-barred' : 'not-yet',
    expiresOn,
    years,
    legalBases: [basis, ...warningBases],
    explanation,
    warning,
  };
}
