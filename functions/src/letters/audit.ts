/**
 * Audit of the letter received: checks its text against the rules that bind its sender and turns each failure
 * into a paragraph of the reply. It states only what the text shows (or does not show) — never a fact beyond it.
 */
import { addCalendarDays, addWorkingDays, formatUkDate, type IsoDate } from '@app/shared/legal/index';
import { money } from './common';

export interface AuditFinding {
  id:
    | 'pap-missing-forms'
    | 'bailiff-compliance-fee'
    | 'bailiff-enforcement-fee'
    | 'pofa-ntk-late'
    | 'default-notice-short';
  paragraph: string;
  legalBases: string[];
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** Parses '12 Nov 2025', '8th May 2025', '21 November 2025', '14/02/2025'. */
export function parseUkDate(s: string): IsoDate | undefined {
  let m = s.match(/\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/);
  if (m) {
    const mon = MONTHS[m[2].slice(0, 4).toLowerCase()] ?? MONTHS[m[2].slice(0, 3).toLowerCase()];
    if (mon) return iso(Number(m[3]), mon, Number(m[1]));
  }
  m = s.match(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}
function iso(y: number, m: number, d: number): IsoDate | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCMonth() !== m - 1) return undefined;
  return t.toISOString().slice(0, 10);
}

function dateAfterLabel(text: string, labels: RegExp): IsoDate | undefined {
  const m = text.match(labels);
  if (!m || m.index === undefined) return undefined;
  return parseUkDate(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
}

function poundsAfter(text: string, label: RegExp): number | undefined {
  const re = new RegExp(label.source + String.raw`[^£\n]{0,40}£\s?([\d,]+(?:\.\d{2})?)`, 'i');
  const m = text.match(re);
  return m ? Number(m[1].replace(/,/g, '')) : undefined;
}

/** A mortgage debt after the home was sold (a shortfall) is an unsecured debt claim: the Debt Claims protocol. */
export const MORTGAGE_SHORTFALL_RE = /\bshortfall\b|\bafter the sale of (the|your) (property|home)\b/i;

export function auditReceivedLetter(
  text: string,
  debtType: string,
  opts: { amount?: number | null } = {},
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  if (!text || !text.trim()) return findings;
  const t = text.replace(/\r/g, '');

  // 1. Letter of Claim without the protocol's forms.
  const isLetterOfClaim =
    /letter\s+(of|before)\s+(claim|action)/i.test(t) || /pre-action protocol for debt claims/i.test(t);
  // (Not a lender's letter before a possession claim: the mortgage arrears protocol has no such forms.)
  const possession = debtType === 'mortgage' && !MORTGAGE_SHORTFALL_RE.test(t);
  if (isLetterOfClaim && !possession) {
    const missing: string[] = [];
    if (!/reply\s+form/i.test(t)) missing.push('a Reply Form');
    if (!/information\s+sheet/i.test(t)) missing.push('an Information Sheet');
    if (!/financial\s+statement/i.test(t)) missing.push('a Financial Statement');
    if (missing.length) {
      findings.push({
        id: 'pap-missing-forms',
        paragraph: `Your letter appears to be a Letter of Claim, but its text does not mention ${missing.join(', ').replace(/, ([^,]*)$/, ' or $1')}. The Pre-Action Protocol for Debt Claims requires a Letter of Claim to enclose the Information Sheet, the Reply Form and a Financial Statement, and to allow 30 days for a reply. Please send a compliant Letter of Claim, and do not start proceedings until 30 days after you have done so. I reply now in any event.`,
        legalBases: ['pap-debt-claims'],
      });
    }
  }

  // 2. Enforcement agent fees above the Fees Regulations 2014 (non-High Court scale).
  const enforcementContext =
    debtType === 'bailiff' ||
    /enforcement\s+agent|notice\s+of\s+enforcement|taking\s+control\s+of\s+goods/i.test(t);
  if (enforcementContext) {
    const compliance = poundsAfter(t, /compliance\s+(?:stage\s+)?fee/);
    if (compliance !== undefined && compliance > 75) {
      findings.push({
        id: 'bailiff-compliance-fee',
        paragraph: `Your letter shows a compliance stage fee of ${money(compliance)}. The Taking Control of Goods (Fees) Regulations 2014 fix that fee at £75.00. Please remove the excess of ${money(compliance - 75)}.`,
        legalBases: ['tcg-fees-regs-2014'],
      });
    }
    // An enforcement fee that the letter says has been charged (not one it warns "will be added").
    const m = t.match(/enforcement\s+(?:stage\s+)?fee[^£\n]{0,30}£\s?([\d,]+(?:\.\d{2})?)/i);
    if (m && m.index !== undefined) {
      const around = t.slice(Math.max(0, m.index - 60), m.index + m[0].length + 40);
      const future = /\b(will|may|would|could)\b/i.test(around);
      const fee = Number(m[1].replace(/,/g, ''));
      const debt =
        poundsAfter(t, /(?:amount\s+owed|debt|penalty\s+charge|liability\s+order\s+amount)/) ??
        opts.amount ??
        undefined;
      const allowed = debt !== undefined ? 235 + Math.max(0, debt - 1500) * 0.075 : 235;
      if (!future && fee > allowed + 0.005) {
        findings.push({
          id: 'bailiff-enforcement-fee',
          paragraph: `Your letter shows an enforcement stage fee of ${money(fee)}. The Taking Control of Goods (Fees) Regulations 2014 allow £235.00 plus 7.5% of any part of the debt above £1,500${debt !== undefined ? `, which on the sum shown comes to ${money(Math.round(allowed * 100) / 100)}` : ''}, and only once the enforcement stage has actually been reached. Please correct the fee.`,
          legalBases: ['tcg-fees-regs-2014'],
        });
      }
    }
  }

  // 3. Private parking Notice to Keeper given outside 14 days (PoFA Sch.4 para 9, camera/ANPR cases).
  const isPrivateParking =
    (debtType === 'parking' || /parking\s+charge/i.test(t)) &&
    /keeper/i.test(t) &&
    !/penalty\s+charge\s+notice/i.test(t.replace(/parking\s+charge\s+notice/gi, ''));
  const windscreen = /notice\s+to\s+driver|windscreen|affixed\s+to\s+the\s+vehicle/i.test(t);
  if (isPrivateParking && !windscreen) {
    const event = dateAfterLabel(t, /date\s+of\s+(?:event|contravention|parking|incident)\s*:?/i);
    const issued = dateAfterLabel(t, /date\s+of\s+(?:issue|notice)\s*:?|issue\s+date\s*:?|\bdate\s*:/i);
    if (event && issued && issued >= event) {
      const given = addWorkingDays(issued, 2);
      const lastDay = addCalendarDays(event, 14);
      if (given > lastDay) {
        findings.push({
          id: 'pofa-ntk-late',
          paragraph: `Your notice gives the date of the parking event as ${formatUkDate(event)} and its own date as ${formatUkDate(issued)}. A posted Notice to Keeper is presumed given on the second working day after posting, here ${formatUkDate(given)} at the earliest, but paragraph 9 of Schedule 4 to the Protection of Freedoms Act 2012 requires it to be given within 14 days beginning with the day after the parking ended, that is by ${formatUkDate(lastDay)}. On the dates your notice shows, you cannot hold the keeper liable.`,
          legalBases: ['pofa-2012-sch4-para9'],
        });
      }
    }
  }

  // 4. Default notice giving less than 14 days.
  if (/default\s+notice/i.test(t)) {
    const m = t.match(/within\s+(\d{1,2})\s+days/i);
    if (m && Number(m[1]) < 14) {
      findings.push({
        id: 'default-notice-short',
        paragraph: `Your letter describes itself as a default notice but gives ${m[1]} days to remedy the breach. Section 88 of the Consumer Credit Act 1974 requires at least 14 days after service, and without a valid default notice the steps listed in section 87 cannot be taken.`,
        legalBases: ['cca-1974-s88', 'cca-1974-s87'],
      });
    }
  }
  return findings;
}
