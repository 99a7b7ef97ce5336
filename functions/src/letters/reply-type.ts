/**
 * The debt type the reply is written for: finer than the debt type read from the letter.
 *
 * The read type is one of the eleven the dev corpus defines (it is what the user sees and what the spec's fields
 * carry): `utility` covers water, energy and telecoms alike, and `normal` every ordinary sum. The law that answers
 * the letter is not the same across them — water charges are statutory and go to CCW, an energy bill to the Energy
 * Ombudsman, a broadband bill to Ofcom's ADR; rent arrears, NHS overseas-visitor charges, a benefit overpayment or a
 * TV licence demand each have their own rules — so the engine (templates/debt.ts, DEBT_TYPE_GROUP) is given the
 * finer type the debt defence form would have offered, when the letter plainly says which. When it does not, the
 * read type stands.
 */
import { BENEFIT_LOAN_RE, CRIMINAL_LEGAL_AID_RE, NI_DOMESTIC_RATES_RE } from '../extract/fields';

/** Counts of a vocabulary in the text. */
const count = (t: string, re: RegExp) => (t.match(re) ?? []).length;

const WATER_RE = /\bwater (supply|charges?|rates|services?|bill|account)\b|\bsewerage\b|\bwaste ?water\b/g;
const ENERGY_RE =
  /\b(gas|electricity|energy (supply|supplier|account|bill)|kwh|mpan|mprn|prepayment meter|standing charge)\b/g;
const TELECOM_RE =
  /\b(broadband|mobile (phone|number|account|contract|service|network)|landline|line rental|airtime|sim only|handset|phone (bill|line|contract))\b/g;

/** What the letter's own words say the underlying debt is, when one vocabulary clearly leads. */
function utilityKind(t: string): 'water' | 'gas_electric' | 'telephone' | null {
  const scores = [
    ['water', count(t, WATER_RE)],
    ['gas_electric', count(t, ENERGY_RE)],
    ['telephone', count(t, TELECOM_RE)],
  ] as const;
  const sorted = [...scores].sort((a, b) => b[1] - a[1]);
  return sorted[0][1] > 0 && sorted[0][1] > sorted[1][1] ? sorted[0][0] : null;
}

/** Tax credits overpaid, in one sentence: HMRC's (or DWP's, collecting for it) recovery under the 2002 Act. */
export const TAX_CREDITS_OVERPAYMENT_RE =
  /\btax credits?\b[^.]{0,80}\boverpa(id|yments?)\b|\boverpa(id|yments?)\b[^.]{0,80}\btax credits?\b/i;

/**
 * A claim that rests on no contract by its own words: a retailer's civil recovery of its losses, a rights holder's
 * for copyright infringement, a highway authority's or an insurer's for damage (not a hirer's damage charges, which
 * rest on the hire agreement), a bank's for money credited by mistake. The general reply asks for the facts and law
 * the claim rests on, not for a contract that never existed.
 */
export const NON_CONTRACT_CLAIM_RE =
  /\b(civil recovery|shoplifting|copyright infringement|infring\w* (of )?(our client'?s? |the |its |their )?copyright|image licen[cs]ing|(photograph|image)s? (was |were )?used without|damage (caused )?to (the |our |a )?(road|highway|bridge|barrier|street furniture|crossing|crown property)|damaged (the|our) (road|highway)|road network damage|third[- ]party damage claims?|(about|for) the damage caused (on|at|to)|claim for damage to (our client'?s?|your|the) (insured )?(vehicle|property)|(credited|paid) (to|into) your account (twice|by mistake|in error)|(mistaken|misdirected) (credit|payment|transfer))\b/i;

/** Ordinary-debt families with rules of their own, most specific first. */
const NORMAL_FAMILIES: [RegExp, string][] = [
  [/\b(overseas visitors?|charges to overseas visitors)\b/, 'nhs_charges'],
  [/\b(tv licen[cs]e|television licen[cs]e|tv licensing|viewing licen[cs]e)\b/, 'tv_licence'],
  [/\bchild maintenance\b/, 'child_maintenance'],
  [/\b(business rates|non-domestic rates)\b/, 'business_rates'],
  [/\bstudent loans? (company|account|repayments?)\b/, 'student_loan'],
  // Tax credits overpaid: the benefit letters' tax credits variant (the Tax Credits Act 2002 and HMRC's COP26).
  [TAX_CREDITS_OVERPAYMENT_RE, 'benefit_overpayment'],
  // (The rules below exclude tax credits: a letter that names them without their overpayment is not one of these.)
  [
    /^(?![^]*\btax credits?\b)[^]*(\boverpa(id|yment) of (benefit|universal credit|housing benefit|jobseeker|pension credit|[a-z']+ allowance)\b|\b(benefit|universal credit|housing benefit) overpayment\b)/,
    'benefit_overpayment',
  ],
  // DWP's own decision about an overpayment, whatever benefit it names ("Carer's Allowance Unit … we have decided that
  // you must repay"). Not tax credits or housing benefit, which DWP may mention: other Acts recover them (the Tax
  // Credits Act 2002; s.75 for housing benefit), which the benefit letters do not cite.
  [
    /^(?![^]*\b(tax credits?|housing benefit)\b)[^]*\b(department for work (and|&) pensions|dwp)\b[^]*\boverpa(id|yment)\b/,
    'benefit_overpayment',
  ],
  [/\b(rent arrears|arrears of rent|rent account|unpaid rent|your tenancy)\b/, 'rent_arrears'],
];

/** A charge for using a road, a bridge or a tunnel, enforced on the keeper. */
const ROAD_CHARGE_RE =
  /\b(unpaid toll|toll charge|road user charg\w*|congestion charge|clean air zone|low emission zone|ultra low emission zone|ulez)\b/;

/** A private parking charge collected by an agent. */
const PARKING_RE = /\b(parking charge|notice to keeper|parking event|car park)\b/;

/** A debt the law imposes, collected by an agent: council tax, a penalty charge, a court fine. */
const STATUTORY_RE = /\b(council tax|business rates|penalty charge|liability order|magistrates|court fine)\b/;

/**
 * A collector's debt that is no credit by its own words: a retailer's civil recovery claim, a rights holder's claim
 * for copyright infringement or an unlicensed photograph, a fine or toll, an insurance excess, a payment service's
 * negative balance, rent, a property factor's charges. Only when the letter says nothing of credit (CREDIT_WORDS_RE).
 */
const NOT_CREDIT_RE =
  /\b(civil recovery|shoplifting|theft|copyright|infring\w*|licen[cs]e fees?|unlicensed|photographs?|fines?|tolls?|speeding|chargebacks?|negative balance|(policy|claim|loss) excess|insurance polic(y|ies)|rent guarantee|landlord|tenancy|common charges|property factor)\b/;

/** Money credited to the reader's account by mistake and asked back: never credit, whatever else the letter says. */
const MISTAKEN_CREDIT_RE =
  /\b(credited|paid) (to|into) your account (twice|by mistake|in error)|\b(mistaken|misdirected) (credit|payment|transfer)\b/;
/** A public body as the collector's client: a council, or a government department or agency. */
const PUBLIC_CLIENT_RE =
  /\b(council|social security scotland|department for communities|department for work (and|&) pensions|dwp|hm revenue (and|&) customs|hmrc)\b/;
/** Words of credit: with any of them, a collector's letter keeps the consumer credit reply. */
const CREDIT_WORDS_RE =
  /\b(credit cards?|card account|loans?|credit (agreement|account|limit)|finance agreement|overdra(ft|wn)|catalogue|store card|hire purchase|apr|buy now|lender|borrow\w*)\b/;

/**
 * A fine, toll or charge incurred abroad, collected for a foreign authority or operator: no PoFA 2012 keeper
 * liability (its car parks are in England and Wales) and no credit agreement.
 */
const ABROAD_RE =
  /€|\beur\s?\d|\b(nok|dkk|chf|sek)\s?\d|\b(france|italy|spain|germany|netherlands|norway|denmark|switzerland|belgium|austria|portugal)\b/;

/** Student finance under the student support regulations: a maintenance loan or grant, a student loan's account. */
const STUDENT_FINANCE_RE =
  /\bstudent loans? (company|service|account|repayments?|arrears)\b|\bon your student loan\b|\bstudent finance\b|\bmaintenance (loan|grant)\b|\btuition fee loan\b|\bincome[- ]contingent\b/;
/** A university's own hardship loan says it is none of them. */
const NOT_STUDENT_FINANCE_RE = /\bnot (a|an|your) student loans?( company)?( loan)?\b/;

/** A regulated credit agreement: the consumer credit reply fits whatever else the letter mentions. */
const REGULATED_RE = /\b(consumer credit act|regulated (consumer )?credit agreement|regulated agreement)\b/;

export function replyDebtType(readType: string, text: string): string {
  const t = text.toLowerCase().replace(/\s+/g, ' ');
  // Criminal legal aid contributions are read as `court` (a debt of criminal proceedings), but they are not a fine:
  // the fines reply (means enquiry, fines officer, Courts Act 2003) would cite the wrong law.
  if (readType === 'court' && CRIMINAL_LEGAL_AID_RE.test(t)) return 'normal';
  // A Social Fund budgeting loan or an advance of Universal Credit is read as `loan` (money lent and repaid), but it is
  // made and recovered under social security law, not under a credit agreement: the consumer credit reply would ask
  // DWP for one under the Consumer Credit Act. The general reply asks for the award and how the sum is made up.
  if (readType === 'loan' && t.search(BENEFIT_LOAN_RE) >= 0 && !REGULATED_RE.test(t)) return 'normal';
  // Student finance (a maintenance loan overpaid, a student loan) is made under the student support regulations,
  // not a consumer credit agreement: its own reply, never a s.77/78 request.
  if (
    readType === 'loan' &&
    STUDENT_FINANCE_RE.test(t) &&
    !NOT_STUDENT_FINANCE_RE.test(t) &&
    !REGULATED_RE.test(t)
  )
    return 'student_loan';
  // Northern Ireland's domestic rates are read as `council_tax`, but the council tax reply cites the law of England
  // and Wales: the general reply instead.
  if (readType === 'council_tax' && t.search(NI_DOMESTIC_RATES_RE) >= 0) return 'normal';
  // A road's charge on a vehicle (a free-flow crossing's unpaid toll, a congestion or clean air zone charge) is read
  // as `parking` (a penalty sent to the keeper), but PoFA 2012's keeper liability is for car parks: the road
  // charging reply (representations, then the adjudicator).
  if (readType === 'parking' && ROAD_CHARGE_RE.test(t)) return 'ulez';
  if (readType === 'utility') return utilityKind(t) ?? readType;
  if (readType === 'normal') {
    for (const [re, type] of NORMAL_FAMILIES) if (re.test(t)) return type;
    return readType;
  }
  // A collector for a parking operator, a supplier, a landlord, a council…: no credit agreement exists to ask for
  // under the Consumer Credit Act (the collector's reply would otherwise ask for one, with a £1 fee). A parking charge
  // keeps its keeper-liability points; any other debt the letter shows is not credit gets the ordinary contract-debt
  // reply, which asks a collector for its authority. A collector's letter that says nothing of the debt keeps the
  // consumer credit reply: most debts collectors hold are credit, and its requests are the debtor's strongest.
  if (readType === 'debt_collection' && !REGULATED_RE.test(t)) {
    if (ABROAD_RE.test(t) || MISTAKEN_CREDIT_RE.test(t)) return 'normal';
    if (PARKING_RE.test(t)) return 'parking';
    if (NOT_CREDIT_RE.test(t) && !CREDIT_WORDS_RE.test(t)) return 'normal';
    // A council's or a government body's own charges passed to a collector (Direct Payments to repay, a dog warden's
    // fees, a benefit overpayment): a public body lends under no consumer credit agreement.
    if (PUBLIC_CLIENT_RE.test(t) && !CREDIT_WORDS_RE.test(t)) return 'normal';
    if (utilityKind(t) || NORMAL_FAMILIES.some(([re]) => re.test(t)) || STATUTORY_RE.test(t)) return 'normal';
  }
  return readType;
}
