/**
 * Deterministic field extraction from the text of a UK demand letter (text layer or OCR).
 *
 * The rules follow the field definitions of the corpus README (docs/extraction.md summarises them):
 * - creditorName: the organisation that wrote the letter and asks to be paid (letterhead / sign-off / footer),
 *   never its client or the original lender;
 * - debtAmount: the amount demanded now (labelled "now due", "balance outstanding", "total to pay"…), never a
 *   discount, instalment, credit limit, fee line, mortgage balance or possible future fine;
 * - accountNumber: the letter's own reference, exactly as printed, chosen among labelled references by what the
 *   payment instructions tell the reader to quote;
 * - debtType: who is demanding and why;
 * - sequenceStage: 1 first demand, 2 follow-up, 3 final / enforcement.
 *
 * Everything is general: labels are matched by their vocabulary (reference, account, number, due, balance…),
 * not by a list of spellings, and OCR confusions are tolerated when comparing occurrences.
 */
import { DETECTED_DEBT_TYPES } from '@app/shared/constants';
import { findDateHits } from './dates';
import { classifyKind } from './kind';
import {
  agreeWithMentions,
  dropInsertedCharacter,
  preferConsistentMention,
  preferDigitOneOnDisagreement,
  preferLetterMention,
  oneSeparator,
  quotedToAnotherParty,
  resolveConfusions,
  restoreGroupSpaces,
  withLetterSuffix,
} from './reference-rules';
import {
  completeLegalName,
  lowerLInName,
  isDepartment,
  joinSplitWord,
  parenthesisedName,
  isSentenceFragment,
  fullCouncilStyle,
  placeOfCourt,
  fullerName,
  joinBrokenName,
  majoritySpelling,
  claimantOfCourtLetter,
  creditorServingDemand,
  dropLeadingLabel,
  dropTrailingDepartment,
  editDistance,
  legalEntity,
  recipientLines,
  looksLikeName,
} from './creditor-rules';

export { classifyStage } from './stage';

export type DetectedDebtType = (typeof DETECTED_DEBT_TYPES)[number];

export interface LetterFields {
  creditorName: string | null;
  debtAmount: number | null;
  accountNumber: string | null;
  debtType: DetectedDebtType;
  sequenceStage: 1 | 2 | 3;
}

/** Unicode / quote / dash normalisation shared by all rules. */
export function normaliseText(text: string): string {
  return (
    String(text ?? '')
      // Trade and registered marks are a logo's, never a name's letters (NFKC would spell ™ as "TM").
      .replace(/[\u2122\u00AE\u00A9]/g, ' ')
      .normalize('NFKC')
      .replace(/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'")
      .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
      .replace(/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-')
      .replace(/\u00A0/g, ' ')
      // OCR reads a J opening a reference as a bracket ("]Z76564623"); no word opens with a closing bracket.
      .replace(/(^|[\s:(])\](?=[A-Z]{1,3}\d)/gm, '$1J')
      // …an S opening a reference as a dollar sign ("$L9109461") and a C as a euro sign before a long run of digits
      // with no pence ("€254022284"): a UK letter prints no dollar sums, and a euro sum has its cents.
      .replace(/(^|[\s:(])\$(?=[A-Z]{0,3}\d[A-Z0-9]{3,}\b)/gm, '$1S')
      .replace(/(^|[\s:(])€(?=\d{6,}(?![\d.,]))/gm, '$1C')
      // OCR reads a big letter-spaced box figure digit by digit ("£ 7 0 ° 0 0"): no printed sum is spaced so. Only
      // with its pence: without them ("£ 5 4 5 3", the point lost) the digits may not all be there.
      .replace(
        /£ ?(\d(?: \d){1,5}) ?[.,°·] ?(\d) (\d)(?![\d,.])/g,
        (_, d: string, p1: string, p2: string) => `£${d.replace(/ /g, '')}.${p1}${p2}`,
      )
      // …a thousands comma (and its point) spaced, or the comma read as a quote mark ("£1, 191.00", "£5 ,239. 18",
      // "£5 ’ 239.18": a bold comma)…
      .replace(/£(\d{1,3}) ?[,’'‘`] ?(\d{3}) ?\. ?(\d{2})(?![\d,])/g, '£$1,$2.$3')
      // …and a big box figure's point with space around it ("£984 . 90"): pounds and pence, never two sums.
      .replace(/£(\d{1,3}(?:,\d{3})*|\d+) \. ?(\d{2})(?![\d,.])/g, '£$1.$2')
      // …"Ltd" as "Lid", "Lud" or "Itd" after a name ("Ashcombe Enforcement Agency Lid is registered")…
      .replace(/(?<=\b[A-Z][\w&'-]* )(?:Lid|Lud|Itd)\b(?![a-z])/g, 'Ltd')
      // …and "plc" as "pic" ("Silverbirch Cards pic")…
      .replace(/(?<=\b[A-Z][\w&'-]* )(?:pic|pIc|p1c)\b(?![a-z])/g, 'plc')
      // …a capital I read as a lower-case l opening a word ("lvyhaven", "lt is"): no English word opens with an l
      // and then a consonant other than h, l or y…
      .replace(/\bl(?=[bcdfgjkmnpqrstvwxz](?:[a-z]|\b))/g, 'I')
      // …and "is" as "1s" between words ("Enforcement Services Ltd 1s registered").
      .replace(/(?<=[A-Za-z] )1s(?= [a-z])/g, 'is')
      .replace(/\r\n?/g, '\n')
      .split('\n')
      // A box's side or a speck OCR read as a bar or a quote mark standing alone at either end of a line
      // ("| Compliance stage fee £391.06 |", "' Tarnwick Permanent Building Society is authorised").
      .map((l) =>
        l
          // A tilde standing alone is a speck anywhere on the line ("Always quote ~~ 6718666/TF").
          .replace(/(^|[ \t])~+(?=[ \t]|$)/g, '$1')
          .replace(/[ \t]+/g, ' ')
          .trim()
          // (Not a sole trader's "I" read as a bar before a verb: "| sent you a statement", "| also sent you".)
          .replace(
            /^\|(?= (also |have |had )?(sent|wrote|spoke|called|telephoned|emailed|texted|left|gave|issued|have written)\b)/,
            'I',
          )
          .replace(/^[|'‘’`]\s+|\s+[|'‘’`]$/g, ''),
      )
      .filter(Boolean)
      .join('\n')
  );
}

export interface ExtractOptions {
  /**
   * The text was read by OCR. Only then are look-alike characters in the reference settled by its pattern
   * (resolveConfusions): a PDF's text layer is exactly what was printed and is never "corrected".
   */
  ocr?: boolean;
}

export function extractFields(text: string, options: ExtractOptions = {}): LetterFields {
  const norm = normaliseText(text);
  const lines = norm.split('\n');
  const found = findCreditor(lines);
  const serving = creditorServingDemand(lines);
  const named = serving
    ? serving
    : found
      ? legalEntity(
          claimantOfCourtLetter(
            majoritySpelling(
              completeLegalName(
                fullCouncilStyle(
                  parenthesisedName(
                    fullerName(joinBrokenName(placeOfCourt(found, lines), lines), lines),
                    lines,
                  ),
                  lines,
                ),
                lines,
              ),
              lines,
            ),
            lines,
          ),
          lines,
        )
      : legalEntity(null, lines);
  // (The legal entity may come from one line of small print: the page's commonest spelling of it is the one printed.
  // The spelling is settled twice on purpose: before legalEntity, whose trading-name match needs the printed form,
  // and after it, for the company it returns — dropping the first cost three seen scans their creditor.)
  const creditorName =
    named &&
    lowerLInName(
      dropTrailingDepartment(dropLeadingLabel(majoritySpelling(joinSplitWord(named, lines), lines))),
    );
  const debtType = classifyDebtType(norm, creditorName);
  return {
    creditorName,
    debtAmount: findAmount(lines),
    accountNumber: ((r) => {
      if (!r) return r;
      const agreed = withLetterSuffix(preferConsistentMention(agreeWithMentions(r, norm), norm), norm);
      return options.ocr
        ? oneSeparator(
            resolveConfusions(
              preferDigitOneOnDisagreement(
                preferLetterMention(restoreGroupSpaces(dropInsertedCharacter(agreed, norm), norm), norm),
                norm,
              ),
            ),
          )
        : agreed;
    })(findReference(lines)),
    debtType,
    // The title says what the letter is; its wording only decides when no title does.
    sequenceStage: classifyKind(norm, creditorName, debtType).stage,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Amount
// ---------------------------------------------------------------------------------------------------------

/**
 * Money: "£1,234.56", "£100", "GBP 12.00"; OCR variants: "E1,234.56" / "f1,234.56" (misread £),
 * "£1.234.56" / "£1,234,56" (misread separators). A bare number needs pence ("1,234.56").
 */
const MONEY_RE =
  /(£|GBP ?|\b[EfF](?=\d)|)\s?(\d{1,3}(?:[,.]\d{3})+|(?<=£\s?)\d{1,3}(?: \d{3})+(?=[.,]\d{2})|\d+)(?:[.,](\d{2}|(?<=£\s?[\d,.]+[.])[\dOoCcDQ][\dOoCcDQ]))?(?![\d%]|\.\d|[a-z])/g;

interface MoneyHit {
  value: number;
  index: number;
  end: number;
  symbol: boolean;
}

export function findMoney(line: string): MoneyHit[] {
  const out: MoneyHit[] = [];
  MONEY_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MONEY_RE.exec(line))) {
    const sym = m[1].trim();
    const whole = m[2];
    // pence misread by OCR after a £ ("£872.0C", "£12.O0")
    const pence = m[3]?.replace(/[OoCcDQ]/g, '0');
    const before = line.slice(Math.max(0, m.index - 1), m.index);
    if (/[\w/:-]/.test(before) && !sym) continue; // inside a reference, date or time
    if (!sym && !pence) continue; // bare integers are not money
    if (!sym && /[,.]\d{3}$/.test(whole) === false && whole.length > 7) continue;
    if (/^[EfF]$/.test(sym) && !pence) continue;
    if (/^[EfF]$/.test(sym) && m.index > 0 && /\w/.test(line[m.index - 1])) continue;
    const digits = whole.replace(/[,. ]/g, ''); // OCR may read a thousands comma as a space ("£2 945.89")
    const value = parseFloat(digits + '.' + (pence ?? '00'));
    if (!Number.isFinite(value)) continue;
    // "£1,62521": a figure whose point OCR lost is not £1; its digits run on after the comma.
    if (!pence && /^,\d/.test(line.slice(m.index + m[0].length))) continue;
    out.push({ value, index: m.index, end: m.index + m[0].length, symbol: !!sym });
  }
  return out;
}

interface AmountCandidate {
  value: number;
  score: number;
  line: number;
}

const POS: [RegExp, number][] = [
  [
    /\b(now due|due now|now payable|payable now|now owing|now owe|(to|must) pay now|you must (now )?(re)?pay)\b/,
    12,
  ],
  [/\bamount required to (remedy|clear)|required to remedy\b/, 12],
  [/\btotal (amount )?(now )?(due|to pay|payable|outstanding|owing|overdue|owed|claimed)\b/, 11],
  [/\bbalance (now )?(due|outstanding|to pay|payable|owing|owed)\b/, 11],
  [/\b(amount|sum|arrears|debt) (now )?(due|outstanding|overdue|owing|owed|payable|to (re)?pay)\b/, 10],
  [/\barrears to date\b|\bsum required\b|\bbalance owing\b/, 10],
  // What an estate, or the reader, is asked to repay ("To be repaid from the estate", "Balance to be repaid").
  [/\b(to be repaid|to be paid back)\b(?! (by|in) instalments)/, 10],
  // What a charge has come to by the letter's day ("Charges due to date", "Total to date": a pound's storage runs on).
  [/\b(charges|total|amount|sum|balance) (due )?to date\b/, 10],
  // What the arrears are, or an order to pay them: "The amount of your arrears is", "Please pay the arrears of".
  [/\b(amount|sum|total) of (your|the) arrears\b|\b(pay|clear) (the|your|these) arrears\b/, 10],
  // What is left after a payment or a set-off ("Balance still owed"), and what frees a pawned item.
  [
    /\b(balance|amount|sum) (still|remaining|left) (owed|owing|outstanding|due|to (re)?pay)\b|\bstill (owed|owing|outstanding)\b/,
    12,
  ],
  [/\b(amount|sum) (needed |required )?to redeem\b/, 12],
  // The figure as it stands on the letter's day ("Arrears at today's date", "Balance as at the date of this letter").
  [/\b(arrears|balance|amount owed) (at|as at|as of) (today'?s date|today|the date of this letter)\b/, 10],
  // What clears the arrears ("Amount needed to bring your account up to date", with the default sums in it).
  // (Above a running balance: while the agreement runs, the arrears are what is asked for.)
  [/\bbring (your|the) account up to date\b|\bto clear (the|your) arrears\b/, 12],
  [
    /\b(amount|sum) (you owe|owed by you|we claim|claimed|of the debt|of your debt)\b|\bwe (are )?claim(ing)?\b|\byou owe\b/,
    10,
  ],
  [/\b(total|outstanding) (balance|amount|debt|arrears|sum)\b/, 9],
  // The debt named by what it is: "Total tax debt", "Total rent arrears".
  [/\btotal [a-z]+ (debt|arrears)\b/, 9],
  [/\b(to pay|total due|total payable|please (re)?pay|pay the sum of)\b/, 7],
  // An order to pay opening its clause: "Pay £100.00 within 14 days or …" (not "if you pay", "you can pay").
  [/^\s*(now )?pay\s*$/, 7],
  [/\b(current|account|outstanding) balance\b/, 6],
  [/\b(fixed penalty|penalty charge|parking charge|charge notice)( amount)?\b/, 7],
  [/\bbalance\b/, 3],
  [/\b(due|owing|outstanding|payable|overdue|arrears)\b/, 3],
  [/\b(invoice total|total imposed|total)\b/, 2],
];

const NEG: [RegExp, number][] = [
  [
    // (A settlement offer's own words too: "Clear your balance for £2,690.00", "for less than the full balance".)
    // ("If you accept the claim, … pay the sum claimed": admitting the claim, no lesser sum accepted.)
    /\b(discount|reduced|reduction|early|if paid (within|by|in)|settle|settlement|offer|accept(?! (the|our|this|my) claim)|instead of)\b|\bclear (it|your balance|your account|the balance|the debt|the account) for\b|\bfor less than\b/,
    -25,
  ],
  [
    /\b(minimum|monthly|per month|a month|each month|instalments?|per week|weekly|a week|payment plan|repayment plan|plans? start|as little as|from just)\b/,
    -20,
  ],
  [
    /\b(credit limit|limit|borrowed|lent|original|loan amount|advance|mortgage balance|(outstanding|owed|owing|balance) on (the|your) mortgage|annual|for the year|yearly|property value|apr|interest rate)\b/,
    -20,
  ],
  // (Not "up to date": "the amount needed to bring your account up to date" is the demand.)
  [/\b(up to(?! date)|maximum|max\.?|could|might|fined?\b.*\bup)\b/, -15],
  [
    /\b(will|may|would) (be|become)\b|\bwill be added\b|\bmay be added\b|\bfurther\b.*\bfee\b|\bif (this|you do not|a claim|we)\b/,
    -15,
  ],
  [/\b(paid|received|payments? received|paid to date|paid on account|thank you|refund|credit)\b/, -20],
  [/\b(fee|fees|costs?|surcharge|charges?|interest|vat|subtotal|late payment|admin(istration)?)\b/, -6],
  [/\b(owed to|owing to|due to(?! date))\b/, -6],
  [
    /\b(missed|arrears at(?! today| the date of this)|at termination|at default|previous|last bill|brought forward|b\/f|opening)\b/,
    -5,
  ],
  [/\b(sort code|account (number|no\.?)|company (number|no\.?)|tel|telephone)\W*$/, -30],
  // A regulated agreement's total cost over its term is not what is demanded now. (Kept last: negPart() reads
  // the entries above by position.)
  // ("Total payable over 26 weeks": a loan's whole cost, beside the arrears demanded.)
  [
    /\b(payable|repayable) under (the|this|your) agreement\b|\bover (the (term|life) of|\d+ (weeks|months|years))\b/,
    -20,
  ],
  // Money a bank holds for the creditor ("Amount held", "Total held") is not the debt demanded.
  [/\b(amount|total|money|sum|balance) held\b|\bheld in (your|the) accounts?\b/, -20],
  // "Balance left to repay (not due now)": the label itself says it is not demanded.
  [/\bnot (yet )?(due|payable|being (demanded|claimed))\b/, -30],
];

function labelScore(label: string): number {
  // "Amount to redeem if paid by 12 December": what frees a pawned item by its deadline, not an early-payment sum.
  const l = label.toLowerCase().replace(/(\bto redeem\b.*?)\s*\bif paid (by|within|in)\b.*$/, '$1');
  let pos = 0;
  for (const [re, w] of POS) if (re.test(l)) pos = Math.max(pos, w);
  let neg = 0;
  for (const [re, w] of NEG) if (re.test(l)) neg += w;
  // A total/balance/now-due label outweighs the fee/charge words it may contain ("total amount now due
  // including fees"); a discount, instalment or limit never does.
  if (pos >= 9) neg -= negPart(l, 6, 9);
  return pos + neg;
}

function negPart(l: string, from: number, to: number): number {
  let s = 0;
  for (const [re, w] of NEG.slice(from, to)) if (re.test(l)) s += w;
  return s;
}

/** The sentence an amount stands in, up to the amount: the line's head, run back over earlier lines (at most two). */
export function sentenceUpTo(lines: string[], i: number, at: number): string {
  let text = lines[i].slice(0, at);
  for (
    let j = i - 1;
    j >= Math.max(0, i - 2) && !/[.!?:]\s|^\s*$/.test(text) && !/[.!?:]$/.test(lines[j]);
    j--
  )
    text = lines[j] + ' ' + text;
  const stop = text.search(/[^.!?]*$/);
  return text.slice(stop).trimStart();
}

/** A sum the sender says it could (or may) go on to ask for: "we could end your plan and ask you to pay …". */
export function laterDemand(sentence: string): boolean {
  return /\b(we|they|the (court|lender|company))\s+(could|would|may|might)\s+(?:[a-z]+\s+){0,8}?(ask|require|demand)\b/i.test(
    sentence,
  );
}

export function findAmount(lines: string[]): number | null {
  const cands: AmountCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const hits = findMoney(line);
    for (let k = 0; k < hits.length; k++) {
      const h = hits[k];
      if (h.value <= 0 || h.value > 10_000_000) continue;
      let before = line.slice(k > 0 ? hits[k - 1].end : 0, h.index);
      // A box's figure OCR began as a stray "£0" before specks ("Amount now payable £0 ; : £160.00"): the label is
      // the one before that false start.
      if (k > 0 && hits[k - 1].value === 0 && /^[\s;:,.|]*$/.test(before))
        before = line.slice(k > 1 ? hits[k - 2].end : 0, hits[k - 1].index);
      // The label of a wrapped sentence may end on the previous line.
      if (before.replace(/[^a-z]/gi, '').length < 3 && i > 0 && k === 0 && !/[.:!?]$/.test(lines[i - 1]))
        before = lines[i - 1].slice(-60) + ' ' + before;
      // Dot leaders between a label and its figure ("Balance owing . . . £752.01") do not end a sentence.
      before = before.replace(/(?:\s?\.){2,}\s*$/, ' ');
      // Only the clause the amount belongs to.
      // (A closed parenthesis of words stays: "Total claimed (compensation and costs) £168.73" keeps its label; one
      // naming an item, "Amount claimed (invoice 27091)", still ends it.)
      const clause = before.split(/[.;!?](?:\s|$)|\((?![^()\d]*\))/).pop() ?? before;
      const after = line.slice(h.end, k + 1 < hits.length ? hits[k + 1].index : undefined);
      const afterClause = after.split(/[.;!?](?:\s|$)/)[0] ?? '';
      const tabular = /^[A-Za-z][^.]{0,60}?[:\s-]*$/.test(before.trim()) && after.trim().length < 40;
      let score = labelScore(clause);
      // "Total amount payable under the agreement £1,638.00. Balance left to pay £756.00.": the agreement's summary
      // line, not the arrears the letter asks for.
      if (
        /\b(payable|repayable) under (the|this|your) agreement\b/i.test(line) &&
        /\bbalance\b/i.test(clause)
      )
        score -= 12;
      // "… we could end your agreement and ask you to pay the whole balance, which is £320.43": a sum the sender
      // may demand later, if something else happens first, is not the one demanded now.
      if (laterDemand(sentenceUpTo(lines, i, h.index))) score -= 15;
      // What follows can disqualify: "£60.00 if paid within 14 days", "£25.00 per month", "will be added".
      const a = afterClause.toLowerCase();
      if (
        /^\s*(if|per|a month|a week|each|monthly|weekly|will|may|could|would|off|discount|reduction|plus|instead)\b/.test(
          a,
        )
      )
        score -= 20;
      if (/\b(per|a) (month|week)|\binstalments?\b|will be added|may be added|if paid/.test(a)) score -= 15;
      if (/\b(reduced|discount(ed)?)\b/.test(a)) score -= 15;
      if (/\b(no longer (available|applies)|expired|has passed)\b/.test(a)) score -= 20;
      // "The balance outstanding is £853.72; this is not due now": the rest of the sentence takes it back.
      if (/^[^.]{0,40}\b(is|are) not (yet )?(due|payable|being (demanded|claimed))\b/i.test(after))
        score -= 20;
      if (/^\s*\((penalty charge|council tax|fine|debt)\)/.test(after)) score -= 4;
      // "£624.34 is now due", "£80.00 remains outstanding": the label follows the amount.
      if (
        score < 9 &&
        // ("… the full £160.00 must be paid within 28 days": an order to pay it.)
        /^\s*((is|are|remains?|has been|is still)?\s*(now |still |currently )?(due|owed|owing|outstanding|payable|overdue|unpaid)|must (now )?be paid)\b/.test(
          a,
        ) &&
        !/^\s*\S+\s+(will|may)\b/.test(a)
      )
        score = Math.max(score, 9 + Math.min(0, score));
      if (tabular) score += 3;
      // The letter's own order to pay a sum ("Please pay the amount overdue of £103.96 by …", "Please repay £6,529.46")
      // outranks a table's bare "Total" row, whose first column may be the bills' total rather than what is unpaid.
      // (Not once what follows has marked it an instalment or an offer: the score is then below the order's own.)
      if (/\bplease (re)?pay(?: (?:the|your) [a-z ]{0,40}? of)?\s*$/i.test(clause) && score >= 7) score += 4;
      if (!h.symbol) score -= 2;
      // A row under "Monthly | In arrears" columns: the monthly figure is the regular charge, not the sum owed.
      if (hits.length >= 2 && tableRow(line, hits) && periodColumns(lines, i, hits.length)[k]) score -= 20;
      // A row under deadline columns ("By 05/07/2025 | By 19/07/2025"): the earlier column is the sum for paying
      // early, the last the full sum owed; both carry the row's label.
      // (A row: its figures side by side, not a sentence naming two sums under a line of prose with two dates.)
      if (hits.length >= 2 && tableRow(line, hits) && deadlineColumns(lines, i) === hits.length) {
        if (k < hits.length - 1) score -= 15;
        else score = Math.max(score, labelScore(line.slice(0, hits[0].index)) + 3);
      }
      // A total the lines above add up to ("Amount claimed", "Court fee", "Costs", then "Total amount").
      if (k === 0 && /\btotal\b/i.test(clause) && sumsToLinesAbove(lines, i, h.value)) score += 5;
      cands.push({ value: h.value, score, line: i });
    }
  }
  cands.push(...pairedColumnCandidates(lines));
  cands.push(...besideLabelCandidates(lines));
  if (!cands.length) return null;
  // Aggregate by value: the amount demanded is usually printed more than once (table, prose, payment slip).
  const byValue = new Map<number, { best: number; support: number; first: number }>();
  for (const c of cands) {
    const key = Math.round(c.value * 100);
    const v = byValue.get(key) ?? { best: -Infinity, support: 0, first: c.line };
    v.best = Math.max(v.best, c.score);
    if (c.score > 0) v.support += 1;
    byValue.set(key, v);
  }
  let bestKey: number | null = null;
  let bestScore = -Infinity;
  for (const [key, v] of byValue) {
    const s = v.best + Math.min(3, v.support - 1) * 0.5;
    // On a tie the larger figure wins: a total is never smaller than the lines it adds up.
    if (s > bestScore || (s === bestScore && bestKey !== null && key > bestKey)) {
      bestScore = s;
      bestKey = key;
    }
  }
  if (bestKey === null || bestScore < 1) return repeatedFigure(cands);
  return bestKey / 100;
}

/**
 * Do the figures ending the lines just above line i (two or more, consecutive) add up to `value`? That makes the
 * figure on line i the total of an itemised list.
 */
export function sumsToLinesAbove(lines: string[], i: number, value: number): boolean {
  let sum = 0;
  for (let j = i - 1, n = 0; j >= Math.max(0, i - 6); j--) {
    const hits = findMoney(lines[j]);
    if (!hits.length) return false;
    sum += hits[0].value;
    n++;
    if (n >= 2 && Math.abs(sum - value) < 0.005) return true;
    if (sum > value) return false;
  }
  return false;
}

/**
 * No figure is labelled as owed, but one is printed more than once and never as a discount, an instalment or a
 * maximum ("A licence costs £174.50" … "Licence fee £174.50"): the letter is about that figure.
 */
function repeatedFigure(cands: AmountCandidate[]): number | null {
  const seen = new Map<number, { n: number; worst: number }>();
  for (const c of cands) {
    const key = Math.round(c.value * 100);
    const v = seen.get(key) ?? { n: 0, worst: Infinity };
    v.n++;
    v.worst = Math.min(v.worst, c.score);
    seen.set(key, v);
  }
  const repeated = [...seen].filter(([, v]) => v.n >= 2 && v.worst > -10);
  return repeated.length === 1 ? repeated[0][0] / 100 : null;
}

/**
 * A boxed amount beside the address block ("You owe" over "£383.64" in a box to the right): read line by line, OCR
 * puts the label at the end of one address line and the figure at the end of the next ("Ms K Lomax You owe" /
 * "166 Willow Lane £383.64"). A line that ends with an amount label and no figure lends that label to a figure
 * that ends the next line.
 */
export function besideLabelCandidates(lines: string[]): AmountCandidate[] {
  const out: AmountCandidate[] = [];
  const LABEL_END_RE =
    /\b(you owe|amount (now )?(due|owed|outstanding|overdue)|balance (now )?(due|outstanding)|total (now )?(due|to pay|payable|outstanding)|now due|amount to pay)\s*:?\s*$/i;
  for (let i = 0; i + 1 < lines.length; i++) {
    const m = LABEL_END_RE.exec(lines[i]);
    if (!m || findMoney(lines[i]).length) continue;
    // The box may stand beside the next address line but one: OCR then reads a short address line between the two
    // ("49 Church Gardens Total to pay" / "Penmere" / "PENMERE £984.90"), one with no figure of its own.
    const skip =
      i + 2 < lines.length && !findMoney(lines[i + 1]).length && lines[i + 1].split(' ').length <= 3 ? 1 : 0;
    const at = findMoney(lines[i + 1]).length ? i + 1 : i + 1 + skip;
    const next = lines[at];
    const hits = findMoney(next);
    const last = hits[hits.length - 1];
    if (!last || next.slice(last.end).trim().length > 2) continue;
    out.push({ value: last.value, score: labelScore(m[0]) + (last.symbol ? 0 : -2), line: at });
  }
  return out;
}

/**
 * A table row's figures: side by side at the line's end, nothing but spaces (or the rules OCR reads as "|") between
 * them — not a sentence's.
 */
function tableRow(line: string, hits: { index: number; end: number }[]): boolean {
  const bare = (x: string) => x.replace(/[\s|]/g, '') === '';
  return (
    bare(line.slice(hits[hits.length - 1].end)) &&
    hits.every((h, n) => n === 0 || bare(line.slice(hits[n - 1].end, h.index)))
  );
}

/** A column of a regular charge ("Monthly", "Per week", "Instalment") and one of the sum owed ("In arrears", "Balance"). */
const PERIOD_COLUMN_RE = /\b(monthly|weekly|per (month|week)|instalments?)\b/gi;
const OWED_COLUMN_RE = /\b(in arrears|arrears|balance|owed|outstanding|total)\b/gi;

/**
 * For a table row of `n` figures, which are in a regular-charge column: the header up to eight lines above (no money
 * on it) that names both kinds of column, in the order they stand ("Charge Monthly In arrears"). All false when none.
 */
export function periodColumns(lines: string[], i: number, n: number): boolean[] {
  for (let j = i - 1; j >= Math.max(0, i - 8); j--) {
    if (findMoney(lines[j]).length) continue;
    const cols = [
      ...[...lines[j].matchAll(PERIOD_COLUMN_RE)].map((m) => ({ at: m.index, period: true })),
      ...[...lines[j].matchAll(OWED_COLUMN_RE)].map((m) => ({ at: m.index, period: false })),
    ].sort((a, b) => a.at - b.at);
    if (cols.length !== n || !cols.some((c) => c.period) || cols.every((c) => c.period)) continue;
    return cols.map((c) => c.period);
  }
  return new Array<boolean>(n).fill(false);
}

/**
 * How many deadline columns head the table row `i` belongs to: a header line up to four lines above (no money on
 * it) whose dates rise from left to right ("What you must pay By 05/07/2025 By 19/07/2025"). 0 when none.
 */
export function deadlineColumns(lines: string[], i: number): number {
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    if (findMoney(lines[j]).length) continue;
    const dates = findDateHits(lines[j]).map((d) => d.iso);
    if (dates.length < 2) continue;
    return dates.every((d, n) => n === 0 || d > dates[n - 1]) ? dates.length : 0;
  }
  return 0;
}

/**
 * OCR engines sometimes read a two-column table as a block of labels followed by a block of amounts. Pairs
 * a run of amount-only lines with the nearest run of label-only lines before it (aligned from the bottom:
 * the total is the last row of both).
 */
function pairedColumnCandidates(lines: string[]): AmountCandidate[] {
  const out: AmountCandidate[] = [];
  const valueOnly = (l: string) => {
    const h = findMoney(l);
    return h.length === 1 &&
      l.slice(0, h[0].index).trim() === '' &&
      l.slice(h[0].end).replace(/[\s.,]/g, '') === ''
      ? h[0]
      : null;
  };
  const labelOnly = (l: string) =>
    l.length <= 50 && /[a-z]{3}/i.test(l) && !findMoney(l).length && !/[.!?]$/.test(l) && !/\d{3,}/.test(l);
  for (let j = 0; j < lines.length; j++) {
    if (!valueOnly(lines[j]) || (j > 0 && valueOnly(lines[j - 1]))) continue;
    let end = j;
    while (end + 1 < lines.length && valueOnly(lines[end + 1])) end++;
    const values = lines.slice(j, end + 1).map((l) => valueOnly(l)!);
    if (values.length < 2) continue;
    // nearest block of label-only lines above
    let le = j - 1;
    while (le >= 0 && le >= j - 20 && !labelOnly(lines[le])) le--;
    if (le < 0 || le < j - 20) continue;
    let ls = le;
    while (ls - 1 >= 0 && labelOnly(lines[ls - 1])) ls--;
    const labels = lines.slice(ls, le + 1);
    const n = Math.min(labels.length, values.length);
    for (let i = 1; i <= n; i++) {
      const label = labels[labels.length - i];
      const v = values[values.length - i];
      out.push({ value: v.value, score: labelScore(label) + 1 - (v.symbol ? 0 : 2), line: j });
    }
    j = end;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Reference (account number)
// ---------------------------------------------------------------------------------------------------------

/** Vocabulary of a reference label. */
const REF_LABEL_RE =
  /\b(ref|reference|account|acc|a\/c|number|no|num|pcn|notice|invoice|case|customer|policy|agreement|membership|contract|claim|id|file|matter|ticket|urn)\b\.?/i;
/** Labels of numbers that are not the letter's own reference. */
const NOT_REF_LABEL_RE =
  /\b(client|previous|original|former|creditor'?s|vehicle|registration|vrm|reg\.?|card number|card no|meter|mpan|mprn|supply number|sort code|company|firm|fca|registered|vat|telephone|tel|phone|fax|mobile|date|hearing|camera|postcode|payment card|bank|property|review|correspondence|national insurance|ni (number|no)|hospital number|nhs number|employee|student (number|no|id)|ending|ends in|court list|list ref|pf ref|procurator|ofsted|provider (reference|ref|number|no))\b/i;

interface RefCandidate {
  value: string;
  label: string;
  line: number;
  score: number;
}

/** Is this token part of a reference ("AB-1234/25", "3218", "FP321552441", "U")? */
function refToken(tok: string): boolean {
  return /^[A-Z0-9][A-Z0-9\-/.]*$/i.test(tok) && tok.length <= 24;
}

/**
 * A payment reference made of words, which a private person sets for a bank transfer ("Payment ref: HUSSAIN LOAN 8",
 * "LOAN LOMAX"): two to four capitalised words (a number may close it), the whole of the rest of the line, and only
 * after a payment reference's own label.
 */
export function wordsPaymentReference(label: string, rest: string): string | null {
  if (!/\bpayment ref(erence)?\.?$/i.test(label)) return null;
  const v = rest.trim();
  return /^[A-Z]{2,}(?: [A-Z]{2,}){0,2}(?: [A-Z0-9]{1,6})?$/.test(v) && v.includes(' ') ? v : null;
}

/** A month's name as a word of a date ("January", "Jan", "Sept."). */
const MONTH_WORD_RE = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?$/i;

/**
 * Reads a reference from the start of `s`: tokens joined by single spaces while they look like one
 * reference (digit groups "6435 7803 2518", "NR 4829"), stopping at ordinary words and at punctuation
 * ending a sentence.
 */
export function readRefAt(s: string): string | null {
  const toks = s.trim().split(' ');
  const taken: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    let t = toks[i];
    const last = /[.,;:)]$/.test(t) && !/[.][A-Z0-9]/i.test(t.slice(-2, -1) + 'x');
    t = t.replace(/[.,;:)]+$/, '');
    if (!t || !refToken(t)) break;
    const hasDigit = /\d/.test(t);
    if (!hasDigit) {
      // Letters-only token: allowed as a short upper-case prefix/suffix of a reference ("NR 4829", "4829 U").
      if (!(t.length <= 4 && t === t.toUpperCase() && /[A-Z]/.test(t))) break;
      const next = (toks[i + 1] ?? '').replace(/[.,;:)]+$/, '');
      const prevDigit = taken.length && /\d/.test(taken[taken.length - 1]);
      if (!(next && /\d/.test(next) && refToken(next)) && !prevDigit) break;
      if (prevDigit && !(next && /\d/.test(next)) && taken.length) {
        // a trailing letter group only when it is very short and closes digit groups (check letters like "4829 U");
        // after a reference of mixed letters and digits it is OCR debris of the box's edge ("LP8490I7887 I").
        if (t.length > 2 || !/^\d+$/.test(taken[taken.length - 1])) break;
      }
    } else if (taken.length) {
      // A day opening a date after the reference ("K48SH368 22 January 2025") is not one of its groups.
      if (/^\d{1,2}$/.test(t) && MONTH_WORD_RE.test(toks[i + 1] ?? '')) break;
      // Further groups of a spaced reference must look like digit groups or short alphanumerics.
      const prev = taken[taken.length - 1];
      // A single digit closing the reference is a check digit ("2768 5400 8"), never one inside it.
      const checkDigit = /^\d$/.test(t) && /^\d{3,6}$/.test(prev) && (last || i === toks.length - 1);
      // A group of a spaced number may hold a letter ("6409 745I 781"), never only letters.
      const alnumGroup =
        /^\d{3,6}$/.test(prev) && /^[A-Z0-9]{3,6}$/.test(t) && (t.match(/\d/g) ?? []).length >= 2;
      if (!/^\d{2,6}$/.test(t) && !/^[A-Z]{1,4}$/.test(prev) && !checkDigit && !alnumGroup) break;
      if (!/^[A-Z0-9]+$/i.test(prev)) break;
    }
    taken.push(t);
    if (last) break;
  }
  while (taken.length && !/\d/.test(taken[taken.length - 1]) && taken[taken.length - 1].length > 2)
    taken.pop();
  const v = taken.join(' ').replace(/[-/.]+$/, '');
  if (!v || !/\d/.test(v)) return null;
  if (v.replace(/[^A-Z0-9]/gi, '').length < 4) return null;
  return v;
}

/** Case-insensitive key tolerant of the usual OCR confusions (O/0, I/l/1, S/5, B/8, Z/2) and spacing. */
export function foldRef(s: string): string {
  return s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/O|Q|D/g, '0')
    .replace(/[IL|]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(/Z/g, '2')
    .replace(/G/g, '6');
}

function isDateLike(v: string): boolean {
  return /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(v) || /^\d{4}\/\d{2}$/.test(v);
}

function isPhoneLike(v: string): boolean {
  const d = v.replace(/\s/g, '');
  return /^0\d{9,10}$/.test(d) && /\s/.test(v) && /^0\d{2,4} \d{3,4}( \d{3,4})?$/.test(v);
}

function isPostcodeLike(v: string): boolean {
  return /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(v);
}

export function findReference(lines: string[]): string | null {
  const cands: RefCandidate[] = [];
  // 1. Labelled references: "Our ref: X", "Account number X", "PCN Number: X", value on the same line or alone
  //    on the next.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > 120) continue;
    // A separator OCR may double ("Invoice number: : INV-94719").
    // …or a speck after the colon ("our ref: . HR-888O36").
    const re = /([A-Za-z][A-Za-z'&/. ()-]{0,45}?)\s*(?:(?:[:#-]\s*){1,2}(?:[.,'|]\s+)?|\s)\s*(?=[A-Z0-9])/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      const label = m[1].trim();
      const labelWords = label.split(/\s+/);
      if (!REF_LABEL_RE.test(label) || labelWords.length > 6) continue;
      // "sort code 51-21-64, account 54892740": the payee's bank account, not the letter's reference.
      if (/\bsort[- ]?code\b[^.]*$/i.test(line.slice(0, m.index + m[0].length))) continue;
      // …also when the sort code's label is on the line before ("… sort code" / "73-29-93, account 44219071").
      if (/\b\d{2}-\d{2}-\d{2},?\s*$/.test(line.slice(0, m.index))) continue;
      // …or the sort code ends the line before ("… to sort code 25-65-18," / "account 67484009 (… collection account)").
      if (
        !line.slice(0, m.index).trim() &&
        /\bsort[- ]?code\W*\d{2}-\d{2}-\d{2},?\s*$/i.test(lines[i - 1] ?? '')
      )
        continue;
      // A company's registered number ("Registered in England and Wales no. 60799282"), whose label the scan above
      // may have cut to "England and Wales no.".
      if (
        /\bregistered in (england|wales|scotland|northern ireland)\b[a-z ]*\b(no|number)\.?\s*:?\s*$/i.test(
          line.slice(0, m.index + m[0].length),
        )
      )
        continue;
      // The label must be a short noun phrase, not the end of a sentence.
      if (/\b(the|your|our)\s*$/i.test(label) && !/\b(ref|reference|number|no)\b/i.test(label)) continue;
      const rest = line.slice(m.index + m[0].length);
      const v = readRefAt(rest) ?? wordsPaymentReference(label, rest);
      if (!v) continue;
      if (isDateLike(v) || isPhoneLike(v) || isPostcodeLike(v)) continue;
      // A bare "URN" is named by the word before it: an inspectorate's ("Ofsted URN") is not the debt's.
      const owner = /^urn$/i.test(label)
        ? (/([A-Za-z]+)[,\s]*$/.exec(line.slice(0, m.index))?.[1] ?? '')
        : '';
      cands.push({
        value: v,
        label: owner ? `${owner} ${label}` : carriedLabel(lines, i, m.index, label),
        line: i,
        score: 0,
      });
      break;
    }
    // Label alone on its line, value on the next.
    if (
      /^[A-Za-z][A-Za-z'&/. ()-]{1,40}:?$/.test(line) &&
      REF_LABEL_RE.test(line) &&
      i + 1 < lines.length &&
      line.split(' ').length <= 5
    ) {
      const v = readRefAt(lines[i + 1]);
      if (
        v &&
        v.length >= lines[i + 1].replace(/[.,]$/, '').length - 1 &&
        !isDateLike(v) &&
        !isPhoneLike(v) &&
        !isPostcodeLike(v)
      ) {
        cands.push({ value: v, label: line.replace(/:$/, ''), line: i + 1, score: 0 });
      }
    }
  }
  cands.push(...besideLabelReferences(lines), ...rowTableReferences(lines));
  // 2. What the payment instructions ask to quote (lines joined: a reference may wrap).
  const flat = joinForProse(lines);
  const quoted: string[] = [];
  const INSTR: RegExp[] = [
    /\benter (?:your|the) (?:[a-z]+ ){0,3}?(?:reference|ref|number|no\.?)\s*:?\s+(?=[A-Z0-9])/gi,
    /\b(?:use|using) (?=[A-Z0-9]*\d)/gi,
    // "using your customer number 4654672 as the reference": the number named, then what it is used as.
    /\b(?:use|using) (?:your|the|our) (?:[a-z]+ ){0,2}?(?:number|reference|ref|no\.?)\s+(?=[A-Z0-9/-]*\d[A-Z0-9/-]*\s+as (?:the|your|a) (?:payment )?ref)/gi,
    /\bwriting (?=[A-Z0-9]*\d)/gi,
    // (\s+ between the words: the instruction may run over a line break, "quoting your family" / "account code X";
    // a learner's "quoting your student ID S8125091".)
    // ("quoting your Account ID, A1443I48009": a comma may stand for the colon.)
    /\bquot(?:e|ing)\s+(?:(?:your|the|our)\s+)?(?:[a-z]+\s+){0,3}?(?:reference|ref|number|no\.?|code|id)\s*[:,]?\s+(?=[A-Z0-9])/gi,
    // The document's own name for its number: "quoting invoice P66O2577", "quote account 40981".
    // (A prosecutor's unique reference number: "quoting the URN 58LR1703824"; a yard's "quote account TI-33O6".)
    /\bquot(?:e|ing)\s+(?:(?:your|the|our)\s+)?(?:invoice|account|agreement|policy|pcn|claim|urn)\s+(?=[A-Z0-9]*[-/]?[A-Z0-9]*\d)/gi,
    // ("… Your payment reference" / "is 4812929079K.": the verb may open the next line.)
    /\b(?:payment |our |your )reference(?:\s+(?:is|of))?\s*:?\s+(?=[A-Z0-9]*\d)/gi,
    // The value straight after the verb: "Always quote 6110529/FT".
    // ("Quote" may open the sentence; the value's capitals stay case-sensitive.)
    /\b[Qq]uot(?:e|ing)\s+(?=[A-Z]{0,4}[-/]?\d[A-Z0-9/-]{3,}\b)/g,
  ];
  for (const re of INSTR) {
    let m: RegExpExecArray | null;
    re.lastIndex = 0;
    while ((m = re.exec(flat))) {
      const rest = flat.slice(m.index + m[0].length, m.index + m[0].length + 100);
      const v = refAcrossBreak(rest, lines);
      if (!v) continue;
      const tail = rest.replace(/ \u2029 /g, ' ').slice(v.length, v.length + 40);
      if (/^(use|using)$/i.test(m[0].trim()) && !/^\s*as (the|your|a) (payment )?ref/i.test(tail)) continue;
      if (/^writing$/i.test(m[0].trim()) && !/^\s*(on the back|as (the|your) (payment )?ref)/i.test(tail))
        continue;
      if (isDateLike(v) || isPhoneLike(v)) continue;
      if (quotedToAnotherParty(sentenceBefore(flat, m.index))) continue;
      // "our reference" + "4142, Quenmere, VJ23 2WJ": a label OCR merged onto a return address line, whose next
      // line goes on with the address. A number followed by a town and a postcode is a PO box or a house.
      if (/^,\s*[A-Z][a-z]+,?\s+[A-Z]{1,2}\d/.test(tail)) continue;
      quoted.push(v);
    }
  }
  const named = namedInInstructions(flat);
  // A number named so may be printed only in prose ("… against Penalty Charge Notice TM478I2357."), where OCR has
  // merged its panel with the address block.
  if (!cands.length) cands.push(...named.flatMap((n) => namedMentions(n, flat)));
  const quotedKeys = quoted.map(foldRef);
  // A quoted reading may have lost the reference's last letters to a space OCR put in ("QZ373498815851 NA"): it
  // still quotes the labelled reference it begins.
  const quotes = (q: string, key: string) =>
    q === key || (q.length >= 8 && key.startsWith(q) && key.length - q.length <= 2);
  const allFolded = foldRef(lines.join(' '));
  const slip = paymentSlipStart(lines);
  for (const c of cands) {
    const key = foldRef(c.value);
    const l = c.label.toLowerCase();
    let s = 5;
    if (NOT_REF_LABEL_RE.test(l) || REGULATOR_REF_RE.test(l)) s -= 12;
    if (/\bcase (number|no)\b/.test(l)) s -= 3;
    // (A prosecutor's URN is its unique reference number.)
    if (/\b(our|your) (ref|reference|file)\b|\breference\b|\bref\b|\burn\b/.test(l)) s += 3;
    // The agreement number is a lender's account number.
    if (/\b(account|agreement)\b/.test(l) && !/\bclient\b/.test(l)) s += 2;
    if (/\b(pcn|notice|invoice|penalty)\b/.test(l)) s += 2;
    if (/\bcustomer (ref|no|number)\b/.test(l)) s -= 2;
    if (named.some((n) => labelNames(l, n))) s += 6;
    // The payment slip carries the number to quote when paying: a labelled reference on it is the account's.
    if (slip >= 0 && c.line > slip) s += 5;
    const q = quotedKeys.filter((k) => quotes(k, key)).length;
    if (q) s += 15 + q;
    // How often does it appear on the page at all?
    const occurrences = key.length >= 4 ? allFolded.split(key).length - 1 : 0;
    s += Math.min(3, Math.max(0, occurrences - 1));
    c.score = s;
  }
  // Quoted references never labelled (e.g. only in the payment instructions).
  if (quoted.length && !cands.some((c) => quotedKeys.some((k) => quotes(k, foldRef(c.value))))) {
    const v = quoted[0];
    cands.push({ value: v, label: 'quoted', line: -1, score: 14 });
  }
  if (!cands.length) return null;
  cands.sort((a, b) => b.score - a.score || a.line - b.line);
  const best = cands[0];
  if (best.score < 0) return null;
  // OCR: choose the spelling seen most often among occurrences that fold to the same key.
  const key = foldRef(best.value);
  const forms = new Map<string, number>();
  for (const c of cands) if (foldRef(c.value) === key) forms.set(c.value, (forms.get(c.value) ?? 0) + 2);
  // Only spellings of the same shape vote (same separators in the same places): spacing is taken as labelled.
  const shape = (v: string) => v.replace(/[A-Z0-9]/gi, 'x');
  for (const q of quoted)
    if (foldRef(q) === key && shape(q) === shape(best.value)) forms.set(q, (forms.get(q) ?? 0) + 1);
  let form = best.value;
  let n = forms.get(form) ?? 0;
  for (const [f, k] of forms) {
    if (k > n) {
      form = f;
      n = k;
    }
  }
  // A lone letter after a space that the reference's other mentions lack is a box's edge OCR read ("Invoice no.:
  // 21413566 I HE |" beside "quote your invoice number 21413566").
  const bare = form.replace(/\s+[A-Z]$/, '');
  if (bare !== form && quoted.some((q) => q === bare) && flat.split(form).length - 1 <= 1) return bare;
  return form;
}

/** A payment slip's or remittance's heading in the letter's lower half ("Remittance - …", "Pay at any PayPoint"). */
const SLIP_HEADING_RE =
  /^\s*(payment slip|pay(ing)?[- ]in slip|remittance( advice| slip)?|bank giro( credit)?|giro credit|payment counterfoil|tear off|detach (here|and return)|return this (slip|part|section)|pay at any)\b/i;

/** Where the letter's payment slip begins (-1 when it has none): the first slip heading past its first half. */
export function paymentSlipStart(lines: string[]): number {
  for (let i = Math.floor(lines.length / 2); i < lines.length; i++)
    if (SLIP_HEADING_RE.test(lines[i])) return i;
  return -1;
}

/**
 * The regulator's firm reference in its parenthesis, whatever OCR made of "firm" ("Authonty (fire" / "reference
 * 279960)"): a parenthesis opening with a short f-word before "reference", or right after "Authority".
 */
const REGULATOR_REF_RE = /\(\s*f\w{1,3}\s+ref|\bauth\w*\s*\(/i;

/**
 * A label that opens its line inside running prose may have begun on the line before: "… (firm" / "reference
 * 212550)" is the regulator's firm reference, not the account's. The last two words of an unfinished previous line
 * are put in front of the label.
 */
export function carriedLabel(lines: string[], i: number, at: number, label: string): string {
  const prev = i > 0 ? lines[i - 1] : '';
  if (at !== 0 || !prev || /[.:;!?]$/.test(prev) || prev.length < 40) return label;
  return `${prev.split(' ').slice(-2).join(' ')} ${label}`;
}

/** A line that ends with a postcode: the last line of an address. */
const POSTCODE_END_RE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\s*$/;

/**
 * A reference in a panel beside the address block: OCR reads the panel's label at the end of one address line and
 * its value at the end of the next ("Mrs R Fenwick Council Tax account number" / "18 Copper Street 2768 5400 8").
 * The value is the longest tail of the next line that reads, whole, as a reference.
 */
export function besideLabelReferences(lines: string[]): RefCandidate[] {
  const out: RefCandidate[] = [];
  const LABEL_END_RE =
    /\b((?:[A-Za-z]+ ){0,3}(?:ref|reference|account (?:number|no\.?)|number|no\.?|pcn)|(?:your|our) account|penalty charge notice)\s*:?\s*$/i;
  const ok = (v: string) => !isDateLike(v) && !isPhoneLike(v) && !isPostcodeLike(v);
  for (let i = 0; i + 1 < lines.length; i++) {
    const m = LABEL_END_RE.exec(lines[i]);
    if (!m || NOT_REF_LABEL_RE.test(m[1])) continue;
    // A label opening its line is the panel's own line only when it is the whole line ("Our reference" over
    // "Mrs P Hartwell OP/98I25281/Y": the right column's value beside the address block's first line).
    if (m.index === 0 && m[0].trim() !== lines[i].trim()) continue;
    const words = lines[i + 1].split(' ');
    let found = false;
    for (let k = 1; k < words.length; k++) {
      const tail = words
        .slice(k)
        .join(' ')
        .replace(/[\s.,:;|]+$/, ''); // OCR debris after the panel's edge
      const v = readRefAt(tail);
      if (v !== tail) continue;
      if (ok(v)) {
        out.push({ value: v, label: m[1], line: i + 1, score: 0 });
        found = true;
      }
      break;
    }
    // The left column's line wrapped ("…, 38 Our reference" / "Saddler Chambers, Ivyley, QX17 7XD" / "2376722/TT"):
    // the value stands alone on the line after the address's postcode.
    const after = (lines[i + 2] ?? '').replace(/[\s.,:;|]+$/, '');
    if (!found && POSTCODE_END_RE.test(lines[i + 1]) && after && readRefAt(after) === after && ok(after))
      out.push({ value: after, label: m[1], line: i + 2, score: 0 });
  }
  return out;
}

/**
 * The number the letter tells the reader to quote by its label, with no value after it: "Please quote your account
 * number on every payment", "quoting our file number", "quote the PCN number, not your correspondence reference".
 * Returns the label's words ("account number", "file number", "pcn number").
 */
export function namedInInstructions(flat: string): string[] {
  const out: string[] = [];
  const re =
    /\bquot(?:e|ing) (?:(?:your|our|the|this) )?((?:[A-Za-z]+ ){0,2}?(?:reference|ref|number|no|code))\b(?!\s*:?\s*[A-Z0-9][A-Z0-9/.-]*\d)/gi;
  // The instruction may run over a line break ("Quote the PCN" / "number when you pay").
  const prose = flat.replace(/ \u2029 /g, ' ');
  for (const m of prose.matchAll(re))
    if (!quotedToAnotherParty(sentenceBefore(prose, m.index))) out.push(m[1].toLowerCase());
  return out;
}

/** Values printed after the words of a label the instructions named ("pcn number" → "Penalty Charge Notice X"). */
export function namedMentions(named: string, flat: string): RefCandidate[] {
  const words = named.split(' ').filter((w) => !/^(reference|ref|number|no|code)$/.test(w));
  if (!words.length) return [];
  const phrase = words.map((w) => (w === 'pcn' ? '(?:pcn|penalty charge notice)' : escapeRe(w))).join(' ');
  const re = new RegExp(
    `\\b${phrase}(?: (?:number|no\\.?|reference|ref|code))?\\s*:?\\s+(?=[A-Z0-9]*\\d)`,
    'gi',
  );
  const out: RefCandidate[] = [];
  for (const m of flat.matchAll(re)) {
    const v = readRefAt(
      flat.slice(m.index + m[0].length, m.index + m[0].length + 40).replace(/ \u2029 .*$/, ''),
    );
    if (v && !isDateLike(v) && !isPhoneLike(v)) out.push({ value: v, label: named, line: -1, score: 0 });
  }
  return out;
}

/** Does a candidate's label name what the instruction asks for ("Account number" for "account number")? */
function labelNames(label: string, named: string): boolean {
  const words = named.split(' ').filter((w) => !/^(reference|ref|number|no|code)$/.test(w));
  // "quote your reference": any reference label; otherwise its distinctive words must all be in the label.
  if (!words.length) return /\b(ref|reference)\b/.test(label);
  const l = label.replace(/\bpenalty charge( notice)?\b/, 'pcn $&');
  return words.every((w) => new RegExp(`\\b${w}\\b`).test(l));
}

/** A word that ends a reference-table label ("Our file", "Claim No", "Account number", "Date"). */
const LABEL_END_WORD = /^(ref|reference|file|no\.?|number|account|date|pcn|invoice|id|code)$/i;
const VALUE_DATE = /^(\d{1,2} [A-Z][a-z]{2,8} \d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\b/;

/**
 * A reference table printed as one row of labels over one row of values, which OCR reads as two lines: "Our file Writ
 * No Claim No Date" / "HH587O544 2571-435311 L98YE140 3 February 2025". The label row (no digits) is cut after each
 * word that ends a label ("No", "file", "Date"; "Account number" stays whole); the values are read left to right (a
 * date whole) and paired with the labels only when the counts agree.
 */
/** A year alone ("2022" of a "Tax year 2022 to 2023" column) is never a reference. */
const BARE_YEAR_RE = /^(19|20)\d{2}$/;

export function rowTableReferences(lines: string[]): RefCandidate[] {
  const out: RefCandidate[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const words = lines[i].split(' ');
    if (/\d/.test(lines[i]) || words.length > 16) continue;
    const labels: string[] = [];
    let cur: string[] = [];
    words.forEach((w, k) => {
      cur.push(w);
      // "Account number", "Reference No" run on; "Claim No Date" is two labels.
      const runsOn =
        /^(no\.?|number|ref|reference)$/i.test(words[k + 1] ?? '') && !/^(no\.?|number)$/i.test(w);
      if (LABEL_END_WORD.test(w) && !runsOn) {
        labels.push(cur.join(' '));
        cur = [];
      }
    });
    if (cur.length || labels.length < 2 || labels.length > 6 || words.length > 12) {
      // Labels the cut cannot part ("Vehicle registration mark Date of crossing"): the first column still lines
      // up, its label opening the row and its value the next line.
      const first = labels[0];
      const moreColumns = labels.length >= 2 || cur.length >= 2;
      const prose = /\b(please|quote|quoting|when|you|your|the|we|our)\b/i.test(first ?? '');
      if (first && moreColumns && !prose && REF_LABEL_RE.test(first) && !/\bdate\b/i.test(first)) {
        const v = readRefAt(lines[i + 1]);
        if (
          v &&
          lines[i + 1].startsWith(v) &&
          !VALUE_DATE.test(v) &&
          !isPhoneLike(v) &&
          /\d/.test(v) &&
          !BARE_YEAR_RE.test(v)
        )
          out.push({ value: v, label: first, line: i + 1, score: 0 });
      }
      continue;
    }
    const values: string[] = [];
    let rest = lines[i + 1];
    while (rest && values.length <= labels.length) {
      const date = VALUE_DATE.exec(rest);
      const v = date ? date[1] : readRefAt(rest);
      if (!v || !rest.startsWith(v)) break;
      values.push(v);
      rest = rest.slice(v.length).replace(/^[\s,;|]+/, '');
    }
    if (rest || values.length !== labels.length) continue;
    labels.forEach((label, k) => {
      const v = values[k];
      if (
        !REF_LABEL_RE.test(label) ||
        /\bdate\b/i.test(label) ||
        VALUE_DATE.test(v) ||
        isPhoneLike(v) ||
        BARE_YEAR_RE.test(v)
      )
        return;
      out.push({ value: v, label, line: i + 1, score: 0 });
    });
  }
  return out;
}

/**
 * A reference read from prose that may run over a line break: "enter your PCN number 6435 7803" / "2518. Available…"
 * is one reference (digit groups carried on and closed by the sentence); "reference: 254P96590635" / "147 Tanner
 * Close" (an address line beside it) is not. A continuation is also taken when the page prints the whole reference
 * on one line elsewhere.
 */
function refAcrossBreak(rest: string, lines: string[]): string | null {
  const onLine = readRefAt(rest);
  const joined = rest.replace(/ \u2029 /g, ' ');
  const across = readRefAt(joined);
  if (!across || across === onLine) return onLine;
  if (lines.some((l) => l.includes(across))) return across;
  const after = joined.slice(across.length);
  const groupsOnly = onLine !== null && /^\d{2,6}( \d{2,6})*$/.test(onLine) && /^[\d ]+$/.test(across);
  if (groupsOnly && /^([.,;:)]|\s+[a-z]|\s*$)/.test(after)) return across;
  return onLine;
}

/** The sentence that runs up to `at` in joined prose (from the last full stop, question or exclamation mark). */
function sentenceBefore(flat: string, at: number): string {
  const head = flat.slice(Math.max(0, at - 200), at);
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return stop >= 0 ? head.slice(stop + 2) : head;
}

/** Lines joined into prose; a word or reference broken at a hyphen or slash is rejoined. */
function joinForProse(lines: string[]): string {
  let out = '';
  for (const l of lines) {
    if (!out) out = l;
    else if (/[-/]$/.test(out) && /^[A-Z0-9]/i.test(l) && /[A-Z0-9][-/]$/i.test(out)) out += l;
    // A line break stays visible to readRefAt (U+2029 is whitespace to the regexes but not a reference token), so a
    // reference at the end of one line never runs on into the house number that starts the next.
    else out += ' \u2029 ' + l;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Creditor
// ---------------------------------------------------------------------------------------------------------

const ORG_SUFFIX_RE =
  /\b(ltd|limited|plc|llp|lp|inc|group|council|police|constabulary|court|courts|service|services|society|bank|agency|agents|authority|trust|partnership|association|company|co|tribunal|office|hmrc|customs|dvla|solicitors|recoveries|collections?|finance|energy|water|utilities|telecom|enforcement|centre|hospital|hospice|school|college|university|practice|surgery|clinic|foundation|s\.r\.l|s\.p\.a|s\.a|b\.v|n\.v|gmbh|sarl|s\.a\.s|a\/s|aps)\.?$/i;

// (A street and its town, "Church Road, Holdale": an address line whose house number OCR's debris rule took.)
const NOT_ORG_LINE_RE =
  /^(private|strictly|confidential|date|dear|hi|hello|re:|tel|telephone|phone|fax|email|e-mail|www\.|http|our ref|your ref|account|page \d|to:|from:|by (first|second) class|by recorded|recorded delivery|by hand|(mr|mrs|ms|miss|mx)\.? \w)|@|\.example\b|\b(street|road|lane|avenue|close|house|court street|way|place|mews|rise|walk|grove|crescent|terrace|gardens|chambers|quarter|square|drive|po box|suite|unit|floor)\b\s*\d*,?$|\b(street|road|lane|avenue|close|way|place|mews|rise|walk|grove|crescent|terrace|gardens|square|drive),\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?,?$/i;

/**
 * Ends like an organisation ("… Ltd", "… Council"), or is a body styled "Council of the Borough of X" or
 * "Commissioners of the Fenhaven Navigation".
 */
function isOrgName(m: string): boolean {
  return (
    ORG_SUFFIX_RE.test(m.replace(/[.]$/, '')) ||
    /^(the )?((london|royal) )?(council|borough|city|county|commissioners|conservators|trustees|board|university|college)\b.* of\b/i.test(
      m,
    )
  );
}

function tokensKey(s: string): string {
  return (
    s
      .toLowerCase()
      // An apostrophe OCR drops or prints as a quote mark ("Magistrates Court", "Magistrates’ Court") is no
      // difference.
      .replace(/(?<=[a-z])['’`]|['’`](?=[a-z])/g, '')
      .replace(/[,;:|()\[\]]|\s-\s|\n/g, ' # ')
      .replace(/[^a-z0-9&'# ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** An organisation's name in running text: capitalised words, connectives and legal suffixes, up to eight. */
// (A bracketed part of a registered name counts as one word: "Osei & Sons (Funeral Directors) Ltd", "… (UK) Ltd".)
const NAME_WORD =
  "(?:[A-Z][\\w&'.-]*|\\([A-Z][\\w&'.-]*(?: [A-Z][\\w&'.-]*){0,2}\\)|&|and|of|the|for|plc|ltd\\.?|llp)";
const NAME = `${NAME_WORD}(?: ${NAME_WORD}){0,7}`;

/**
 * The companies the page says are registered or regulated ("X Ltd is registered in England and Wales…"): the legal
 * entity that wrote the letter, when it is a company.
 */
function registeredCompanies(lines: string[]): string[] {
  const re = new RegExp(`(?:^|[.]\\s+)(${NAME}) (?:is|are) (?:registered|authorised|regulated)`, 'gm');
  return [...lines.join('\n').matchAll(re)]
    .map((m) => m[1])
    .filter((n) => /\b(ltd|limited|plc|llp)\.?$/i.test(n));
}

/** Phrases where the letter names its author elsewhere: footer, sign-off, payee. */
export function authorMentions(lines: string[]): string[] {
  const out: string[] = [];
  const flat = lines.join('\n');
  const patterns = [
    new RegExp(
      `(?:^|[.]\\s+)(${NAME}) (?:[Ii]s|are) (?:a |an |the )?(?:registered|authorised|regulated|statutory|a member|a trading name|a limited company|a company|exempt charity|charity|charitable company|company limited by guarantee|(?:further|higher) education corporation|sixth form college corporation)`,
      'gm',
    ),
    new RegExp(`payable to ["'“]?(${NAME})`, 'g'),
    new RegExp(`(?:^|[.]\\s+)(${NAME}), (?:registered|a company|company (?:number|no))`, 'gm'),
    new RegExp(`on behalf of (${NAME})\\.`, 'g'),
    // The signatory's line of the sign-off, alone on its line: "For and on behalf of Greystone Savings Bank plc",
    // "on behalf of Council of the Borough of Selmarsh" under a team's name.
    // (A scan's speck after it: "… Education Trust :".)
    new RegExp(`^(?:for and )?on behalf of (${NAME})\\s*[:;|]?\\s*$`, 'gim'),
    // A signatory's role, then whom they sign for: "Proprietor, for Marlfield Equestrian Centre", "Partner, for …".
    new RegExp(`^[A-Z][A-Za-z ]{2,30}, for (?:the )?(${NAME})\\s*$`, 'gm'),
    // …or on the line under the role: "Funeral Director" / "for Fenwick Family Funerals Limited" (a company only).
    new RegExp(`^for (${NAME} (?:Ltd\\.?|Limited|plc|PLC|LLP))\\s*$`, 'gm'),
    // The issuing officer's line: "Issued by Maya Lindqvist, Enforcement Officer, for the Enforcement of Judgments
    // Office.".
    new RegExp(`\\b(?:[Ii]ssued|[Ss]igned|[Ss]ent) by [^.\\n]{0,80}?,? for (?:the )?(${NAME})\\.`, 'g'),
    // The return address of the envelope window: "If undelivered please return to Council of the Borough of X,".
    new RegExp(`\\breturn(?:ed)? to:? (${NAME}),`, 'g'),
    // The privacy notice names the legal entity: "Quencombe City Council is the data controller".
    new RegExp(`(?:^|[.;:]\\s+)(${NAME}) (?:[Ii]s|are) the (?:data )?controller\\b`, 'gm'),
  ];
  // Footer lines that open with the organisation's name: "Millbrook Council, Revenues Service, PO Box 1", "Council
  // of the Borough of Duncombe. Pay online at …", or hold it alone.
  const half = Math.floor(lines.length / 2);
  for (const [j, l] of lines.slice(half).entries()) {
    const m = new RegExp(`^(${NAME})(,\\s|\\.\\s|\\s*$)`).exec(l);
    // Two words at least: a lone "Court," opening a wrapped address line is not a name.
    if (!m || !m[1].includes(' ') || !isOrgName(m[1])) continue;
    // The tail of a name wrapped from the line before ("… our collection agents, Northgate Credit" / "Management Ltd,
    // without further notice"): not a name of its own.
    const prev = lines[half + j - 1] ?? '';
    if (
      /\b[A-Z][\w&'-]*$/.test(prev) &&
      !/[.:!?]$/.test(prev) &&
      /^[A-Z][a-z]+ (ltd|limited|plc|llp)\.?$/i.test(m[1])
    )
      continue;
    // …or any name's tail whose whole name the page prints elsewhere ("… by bank transfer to Gasworth" /
    // "Multi-Academy Trust, sort code …").
    const lastWord = /\b([A-Z][\w&'-]*)$/.exec(prev)?.[1];
    if (lastWord && !/[.:!?]$/.test(prev) && flat.split(`${lastWord} ${m[1]}`).length > 2) continue;
    // Alone or before a full stop, it must be printed again on the page, not inside a longer name, and not be a
    // heading ("NOTICE OF ENFORCEMENT"): else a wrapped line's tail ("Officer of Wexcombe Enforcement Officers Ltd",
    // "Supplies Ltd. We are instructed" of "Bridgewater Building Supplies Ltd") would count.
    const standalone = new RegExp(`(?<![\\w&] )(?<![\\w&])${escapeRe(m[1])}`, 'g');
    // Or the letterhead opens with the same name (its legal suffix aside): "REDMARSH Site Parking" over a
    // footer's "Redmarsh Site Parking Ltd", where the scan garbled every other mention.
    // (Its bracketed part aside too: "Osei & Sons" over "Osei & Sons (Funeral Directors) Ltd".)
    const stem = tokensKey(m[1].replace(/\s+(ltd|limited|plc|llp)\.?$/i, '').replace(/\s*\([^)]*\)$/, ''));
    const heads =
      stem !== tokensKey(m[1]) &&
      stem.split(' ').length >= 2 &&
      lines.slice(0, Math.min(6, half + j)).some((h) => `${tokensKey(h)} `.startsWith(`${stem} `));
    // A council's name is never a wrapped line's tail: alone on its line it is the council's own. (Not "…
    // Authority": "Financial Conduct Authority" ends many a regulatory line.)
    const council = /\bcouncil$/i.test(m[1]) && m[1].split(' ').length >= 2;
    if (
      m[2] !== ', ' &&
      (TITLE_LINE_RE.test(m[1]) || ((flat.match(standalone) ?? []).length < 2 && !heads && !council))
    )
      continue;
    out.push(m[1]);
  }
  for (const re of patterns) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(flat))) {
      // A legal suffix and its full stop end the sentence before: the name is what follows ("Ltd. Bridgewater Pay
      // Later Ltd is authorised", a two-column footer's wrapped "…trading name of Bridgewater Pay Later" / "Ltd.").
      // (Nor does a name open with a number: "GDC no. I50454. Redmarsh Dental Care Ltd is registered".)
      const name = m[1]
        .replace(/^.*?\b(?:Ltd|Limited|plc|PLC|LLP)\.\s+(?=[A-Z])/, '')
        .replace(/^(?:\S*\d\S*\s+)+(?=[A-Z])/, '');
      // "The penalty … is payable to Garmoor City Council, not to us": another body the sender is not.
      if (/^payable to/.test(m[0]) && /^[^.,]*,? not (to )?us\b/.test(flat.slice(m.index + m[0].length)))
        continue;
      if (name.includes(' ') || ORG_SUFFIX_RE.test(name)) out.push(name);
    }
  }
  // A payment slip's or remittance advice's heading names the payee when it is an organisation's name ("Payment
  // slip - London Borough of Brackstow", "Council tax payment - Ashgate District Council", "Payslip - HM Revenue &
  // Customs - tax credits"), not a crossing's or a service's ("Payment slip - Marldale Gateway Bridge").
  for (const m of flat.matchAll(
    new RegExp(
      `\\b(?:(?:[Pp]ayment|[Rr]emittance|[Bb]ank giro) (?:slip|advice|credit|counterfoil)|[Pp]ayslip|^[A-Z][a-z]+(?: [a-z]+)? payment)\\s*[-–:]\\s*(${NAME})(?:\\s+[-–]\\s+[a-z][a-z ]*)?\\s*$`,
      'gm',
    ),
  ))
    if (isOrgName(m[1])) out.push(m[1]);
  // Sign-off block: lines after the closing ("Yours sincerely"), before the footer.
  const close = lines.findIndex((l) =>
    /^(yours (sincerely|faithfully|truly)|kind regards|regards|best regards|signed)\b/i.test(l),
  );
  const start = close >= 0 ? close + 1 : -1;
  if (start > 0) {
    for (let i = start; i < Math.min(lines.length, start + 6); i++) {
      const l = lines[i];
      if (l.length > 60 || /[.]\s/.test(l)) break;
      const signed = l.replace(/\s*[:;,|}\])\\]+$/, ''); // OCR often adds a stray mark at the end of a line
      out.push(signed);
      // "Officer of HM Revenue and Customs": the officer's title names the body.
      const body = /^(?:an? )?officer of (?:the )?(.+)$/i.exec(signed)?.[1];
      if (body && /^[A-Z]/.test(body)) out.push(body);
    }
  }
  // Unsigned letters often end with the sender's name alone on the last line(s).
  for (const l of lines.slice(-2)) if (l.length <= 60 && !/[.:]\s|\d/.test(l)) out.push(l);
  // A name cut by a line break ("Cheques payable to London Borough of" / "Rookford.") is half a name.
  return out.filter((m) => !/\s(of|and|the|for|&)$/i.test(m.trim()));
}

const TITLE_LINE_RE =
  /\b(notice|reminder|demand|invoice|statement|letter|claim|penalty|summons|warning|urgent|important|overdue|arrears|action|certificate|appeal|rejected|re:|page)\b/i;

/** Words of a statement table's headings. */
const TABLE_HEADING_WORD_RE = /\b(due|amount|status|balance|paid|description|date|instalment)\b/gi;

/**
 * Bodies the page names as the sender's parent: "… is part of (the) <Name>" (token keys). A company is no such
 * parent: a unit that is part of one ("Customer Support Unit is part of Clearwater Bank UK PLC") has no legal
 * existence of its own, and the company is the creditor (legalEntity).
 */
export function parentBodies(flat: string): Set<string> {
  const out = new Set<string>();
  for (const m of flat.matchAll(new RegExp(`\\bpart of (?:the )?(${NAME})`, 'g'))) {
    const parent = m[1].split(/[.,]\s/)[0].replace(/[.,]$/, '');
    if (!/\b(ltd|limited|plc|llp)$/i.test(parent)) out.add(tokensKey(parent));
  }
  return out;
}

export function findCreditor(lines: string[]): string | null {
  if (!lines.length) return null;
  // Header: the first lines of the page, without confidentiality banners; a "From:" label is dropped.
  const head: string[] = [];
  const recipient = recipientLines(lines);
  for (let i = 0; i < Math.min(lines.length, 16) && head.length < 12; i++) {
    if (/^dear\b/i.test(lines[i])) break; // the letter's body begins
    // The addressee's own lines (a two-column page may print the sender's panel on the same line: those stay).
    if (recipient.has(i) && lines[i].split(' ').length <= 4 && !ORG_SUFFIX_RE.test(lines[i])) continue;
    // OCR debris before the name ("3 Tarnshire Police", ". . PO Box", a logo's "_B") and a "From:" label are dropped.
    const l = lines[i]
      .replace(
        // (Not an ampersand before a word or two: "HM Revenue" / "& Customs" is a name wrapped over the letterhead.)
        /^(?:(?:(?!&\s+\S+(?:\s+\S+)?$)[^A-Za-z\s]+[A-Za-z]?|[^A-Za-z\s]+[a-z]+|[a-z]|[a-z]{1,4}[^A-Za-z\s]+)\s+)+(?=[A-Z])/,
        '',
      ) // '"esse Coldhaven …'
      .replace(/^(?:[IO0l|]{2,3}\s+)+(?=[A-Z][a-z])/, '') // a logo read as letters: "IO Ashgate District Council"
      .replace(/^(?:[a-z]{1,2}\s+)+(?=[A-Z]{2})/, '') // "oo ASHCOMBE Bank": logo debris before capitals
      .replace(/^(?!(?:the|and|for|of)\s)[a-z]{3}\s+(?=[A-Z][a-z]+ [A-Z])/, '') // "prs Bridgewater Crossings"
      .replace(/^(from|sender|issued by)\s*:\s*/i, '')
      .replace(/(?:\s+[^A-Za-z0-9\s]+[a-z]*)+$/, ''); // a box's edge or a mark after the words ("Recoveries Department )", "Solutions \"sss")
    if (/^(private|strictly|confidential|personal)\b/i.test(l) && l === l.toUpperCase()) continue;
    if ((l.match(/[A-Za-z]/g) ?? []).length < 4) continue; // OCR debris from logos and rules
    // A department under the name, or a sentence printed above the letterhead, is never the creditor.
    // (A panel of the letterhead may follow the department on its line: "Adult Social Care Finance | 60 Linden Yard".)
    if (isDepartment(l.replace(/[,.]$/, '').split(/\s+\|\s+(?=\d|PO Box)/i)[0]) || isSentenceFragment(l))
      continue;
    // …or before its address on the same line ("Student Fees Office, Technology Drive, Coldgate, XK28 9GE").
    const [beforeComma, ...address] = l.split(/,\s+/);
    if (address.length && /\d/.test(address.join(' ')) && isDepartment(beforeComma)) continue;
    // A bilingual letterhead prints both names on one line ("Dŵr Berwen Cyf | Berwen Water"): each is a name.
    const names = l.split(/\s+\|\s+/);
    if (names.length === 2 && names.every((n) => /^[A-Z]/.test(n) && looksLikeName(n))) head.push(...names);
    else head.push(l);
  }
  // The body the sender says it is part of ("The Office is part of the Northern Ireland Courts and Tribunals
  // Service") is its parent, printed under its name: not the creditor.
  const parents = parentBodies(lines.join(' '));
  // A school "Part of Gasworth Multi-Academy Trust" that the trust, a company, signs for: the trust is the legal
  // entity the school belongs to, not a parent above the creditor.
  for (const m of lines
    .join('\n')
    .matchAll(
      new RegExp(
        `(?:^|[.]\\s+)(${NAME}) (?:[Ii]s|are) (?:a |an )?(?:charitable company|company limited by guarantee)`,
        'gm',
      ),
    ))
    parents.delete(tokensKey(m[1]));
  const mentions = authorMentions(lines)
    // A sign-off's department before its body ("Education Welfare Service, Brackton City Council"): the body.
    // A sole trader's sign-off "trading as Brimmere 11+ Tutoring": the business name it trades under.
    .map((m) => m.replace(/^(?:trading as|t\/a)\s+/i, ''))
    .map((m) => {
      const [dept, ...rest] = m.split(/,\s+/);
      return rest.length === 1 && isDepartment(dept) && looksLikeName(rest[0]) ? rest[0] : m;
    })
    .filter(
      (m) => !isDepartment(m) && !isSentenceFragment(m) && looksLikeName(m) && !parents.has(tokensKey(m)),
    );
  const mentionKeys = mentions
    .map((m) => ({ m, k: tokensKey(m) }))
    .filter((x) => x.k.replace(/[^a-z]/g, '').length >= 3);
  // 1. A header line that starts with a name the letter repeats in its sign-off, footer or payee.
  for (let i = 0; i < head.length; i++) {
    const key = tokensKey(head.slice(i, i + 2).join(' ')) + ' ';
    let best: string | null = null;
    for (const { m, k } of mentionKeys) {
      // (A letterhead may print the company's name without its legal suffix: "Greystone Care at Home" over a
      // sign-off's "Greystone Care at Home Ltd".)
      const stem = k.replace(/ (ltd|limited|plc|llp)$/, '');
      const hit = key.startsWith(k + ' ') || (stem !== k && stem.includes(' ') && key.startsWith(stem + ' '));
      if (hit && (!best || k.length > tokensKey(best).length)) best = m;
    }
    if (best) return fuller(cleanOrg(spellingFromHeader(head.slice(i, i + 2), best)), mentionKeys);
  }
  // 1b. A name the sign-off, footer or payee line print at least twice identically: more reliable than a header
  //     the OCR garbled or split (a large letterhead beside small print often is).
  const counts = new Map<string, { m: string; n: number }>();
  for (const { m, k } of mentionKeys) {
    if (!isOrgName(m) || k.includes('#')) continue;
    const c = counts.get(k) ?? { m, n: 0 };
    c.n++;
    counts.set(k, c);
  }
  const strong = [...counts.values()]
    .filter((c) => c.n >= 2)
    .sort((a, b) => b.n - a.n || b.m.length - a.m.length)[0];
  if (strong) return cleanOrg(strong.m);
  // 1c. A header line that is a name's tail ("of Further Education") whose first line the OCR lost (a large, light
  //     letterhead): the name the sign-off or footer prints ending with it.
  //     (The first header line only: under a name's first line, "and Customs" is its own second line.)
  if (/^(of|and|&) [A-Z]/.test(head[0] ?? '')) {
    const tail = ` ${tokensKey(head[0])}`;
    const whole = mentionKeys.find(({ k }) => k.endsWith(tail) && k.length > tail.length);
    if (whole) return cleanOrg(whole.m);
  }
  // 2. The longest prefix of a header line that occurs again on the page. The name may wrap onto the next
  //    line only when the line does not already end like a name; it never crosses punctuation. When the page
  //    names the registered company that wrote it, a header name sharing no word with it is another party (the
  //    court that issued a warrant, printed above an enforcement agent's notice whose letterhead OCR lost).
  const companies = registeredCompanies(lines);
  const sharesWord = (cand: string) =>
    !companies.length ||
    companies.some((c) =>
      tokensKey(cand)
        .split(' ')
        .some((w) => w.length >= 4 && !ORG_SUFFIX_RE.test(w) && tokensKey(c).split(' ').includes(w)),
    );
  for (let i = 0; i < Math.min(head.length, 8); i++) {
    const firstLine = head[i];
    if (parents.has(tokensKey(firstLine))) continue;
    if (TITLE_LINE_RE.test(firstLine) && firstLine === firstLine.toUpperCase()) continue;
    if (NOT_ORG_LINE_RE.test(firstLine)) continue;
    const span =
      !ORG_SUFFIX_RE.test(firstLine.replace(/[,.]$/, '')) && head[i + 1]
        ? `${firstLine} ${head[i + 1]}`
        : firstLine;
    const words = span.split(' ');
    const lineIdx = lines.indexOf(lines.find((l) => l.endsWith(firstLine)) ?? firstLine);
    for (let n = Math.min(words.length, 10); n >= 1; n--) {
      const cand = words
        .slice(0, n)
        .join(' ')
        .replace(/[,;:|]$/, '');
      if (/[,;:|]/.test(cand)) continue;
      const k = tokensKey(cand);
      if (k.length < 4) continue;
      if (!ORG_SUFFIX_RE.test(cand.replace(/[.]$/, '')) && n > 1) continue;
      if (!looksLikeName(cand)) continue;
      if (n === 1) continue; // single words: see step 5
      if (/^,\s*(\d|po box)/i.test(span.slice(words.slice(0, n).join(' ').length))) continue; // "Foundry Court, 72 ..." is an address
      const skip = n > firstLine.split(' ').length ? 2 : 1;
      const hay = tokensKey(lines.slice(Math.max(0, lineIdx) + skip).join('\n'));
      if (new RegExp(`(^| )${escapeRe(k)}( |$)`).test(hay) && sharesWord(cand))
        return fuller(cleanOrg(cand), mentionKeys);
    }
  }
  // 3. Fuzzy agreement with a mention (OCR errors in one of the two places).
  let fuzzy: { s: string; d: number } | null = null;
  for (const { m, k } of mentionKeys) {
    if (k.length < 6) continue;
    for (let i = 0; i < Math.min(head.length, 4); i++) {
      const hk = tokensKey(head.slice(i).join(' '));
      const prefix = hk.slice(0, k.length);
      const d = editDistance(prefix, k);
      if (d <= Math.max(1, Math.floor(k.length * 0.12)) && (!fuzzy || d < fuzzy.d)) fuzzy = { s: m, d };
    }
  }
  if (fuzzy) return cleanOrg(fuzzy.s);
  // 4. A sign-off / footer organisation alone.
  const org = mentions.find((m) => isOrgName(m) && !NOT_ORG_LINE_RE.test(m));
  if (org) return cleanOrg(org);
  // 5. A one-word header line repeated on the page ("Acme").
  for (const l of head.slice(0, 8)) {
    if (!/^[A-Z][\w&'-]{3,}$/.test(l) || NOT_ORG_LINE_RE.test(l)) continue;
    if (lines.filter((x) => x === l).length >= 2) return l;
  }
  // 6. Last resort: the first header line that is not an address, banner or title.
  const first = head.find(
    (l) =>
      !NOT_ORG_LINE_RE.test(l) &&
      !/\d/.test(l) &&
      // A title in any case ("Notice of Sums in Arrears"), unless it is an organisation's name.
      !(TITLE_LINE_RE.test(l) && (l === l.toUpperCase() || !isOrgName(l))) &&
      // A table's headings ("Instalment Due Amount Status").
      (l.match(TABLE_HEADING_WORD_RE) ?? []).length < 2 &&
      looksLikeName(l),
  );
  if (!first) return null;
  // Wrapped name: "Quickwell Personal" + "Finance Ltd".
  const idx = head.indexOf(first);
  const next = head[idx + 1];
  if (!ORG_SUFFIX_RE.test(first) && next && ORG_SUFFIX_RE.test(next) && next.split(' ').length <= 3)
    return cleanOrg(`${first} ${next}`);
  return cleanOrg(first);
}

/**
 * A name read from a (possibly OCR-split) header, completed by the sign-off/footer when they print a longer
 * form of it: "Meridale Portfolio Finance" + "Ltd", "Enforcement Agents Ltd" preceded by "Holloway & Briar".
 */
function fuller(name: string, mentions: { m: string; k: string }[]): string {
  const k = tokensKey(name);
  let best = name;
  for (const { m, k: mk } of mentions) {
    if (mk.length <= k.length || mk.includes('#')) continue;
    if (!ORG_SUFFIX_RE.test(m.replace(/[.]$/, ''))) continue;
    if (
      (mk.startsWith(k + ' ') || mk.endsWith(' ' + k)) &&
      mk.split(' ').length - k.split(' ').length <= 3 &&
      m.length > best.length
    )
      best = cleanOrg(m);
  }
  return best;
}

/** The header's own spelling of a name found elsewhere (same tokens, header punctuation). */
function spellingFromHeader(head: string[], name: string): string {
  const joined = head.join(' ');
  const words = joined.split(' ');
  const target = tokensKey(name);
  for (let n = 1; n <= words.length; n++) {
    const cand = words.slice(0, n).join(' ');
    // The header's punctuation, unless OCR lost an apostrophe the other mention prints ("Magistrates Court").
    if (tokensKey(cand) === target)
      return (name.match(/['’]/g) ?? []).length > (cand.match(/['’]/g) ?? []).length
        ? name
        : cand.replace(/[,;:]$/, '');
  }
  return name;
}

function cleanOrg(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[,;:|-]+$/, '')
    .trim();
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------------------
// Debt type
// ---------------------------------------------------------------------------------------------------------

type Scores = Record<DetectedDebtType, number>;

/**
 * What only a regulated credit agreement's letters say: the agreement itself (also "a linked credit agreement"),
 * the Consumer Credit Act's arrears notices, and a handset's device plan (a credit agreement beside the airtime).
 */
const REGULATED_CREDIT_RE =
  /\brent[- ]to[- ]own\b|\btotal\s+amount\s+payable\s+under\s+the\s+agreement\b|\b(your|the|a)\s+((fixed[- ]sum|regulated|linked)\s+)?(credit|loan|finance)\s+agreement\b|\bnotice\s+of\s+sums\s+in\s+arrears\b|\barrears\s+information\s+sheet\b|\bdevice\s+plan\b|\bpcp\b|\bpersonal\s+contract\s+purchase\b|\bhire\s+purchase\b/;

/** Northern Ireland's domestic rates, billed by Land & Property Services (global: it is counted). */
export const NI_DOMESTIC_RATES_RE = /\bdomestic rates\b|\brate account\b|\bland (&|and) property services\b/g;

/** A criminal legal aid contribution order (income or capital contributions towards defence costs). */
export const CRIMINAL_LEGAL_AID_RE =
  /\b(income|capital) contribution order\b|\bcriminal legal aid\b[^]{0,300}\bcontributions?\b/;

/** Fuel taken without paying, or the cost of damage a vehicle caused: a keeper's debt that is not parking. */
const FUEL_OR_DAMAGE_RE =
  /\b(fuel|petrol|diesel)\b[^.]{0,120}\b(without (being )?pa(id|ying)|not paid for|left the forecourt)|\bdrive[- ]offs?\b|\b(collided with|collision|damage to crown property|damaged the)\b[^]{0,400}\b(repair|insurer)/;

/** "The penalty for PCN X is payable to Y Council, not to us", "we transferred the notice into your name". */
const PCN_PASSED_ON_RE =
  /\b(penalty|pcn|penalty charge notice)\b[^.]{0,120}\bpayable to\b[^.]{0,60}\bnot (to )?us\b|\btransferred (the|this) (notice|pcn|penalty( charge notice)?)\b[^.]{0,30}\b(into|to) your name\b/;

/** A licensing agency's penalty for keeping a vehicle without insurance (continuous insurance enforcement). */
const INSURANCE_ENFORCEMENT_RE =
  /\b(not insured|without insurance|uninsured|continuous insurance enforcement|insurance advisory)\b/;

export function classifyDebtType(text: string, creditor: string | null): DetectedDebtType {
  return pickDebtType(debtTypeScores(text, creditor));
}

/**
 * How far the chosen type's evidence leads the next type's ('normal' included): a type that only just wins is a
 * guess the user should confirm, one far ahead is not. For 'normal' itself, the lead over the strongest other type.
 */
export function debtTypeLead(text: string, creditor: string | null): number {
  const s = debtTypeScores(text, creditor);
  const type = pickDebtType(s);
  const others = DETECTED_DEBT_TYPES.filter((k) => k !== type).map((k) => s[k]);
  return s[type] - Math.max(0, ...others);
}

/**
 * The letter warns that the sender may prosecute, and nobody has been charged or convicted yet: "we may prosecute
 * you", "on conviction", "if you are prosecuted … and convicted", "final notice before prosecution".
 */
export function threatensProsecution(t: string): boolean {
  const threat =
    /\bon conviction\b|\b(will|may|might|could|intends? to|intention to)\b(?: \w+){0,4} (prosecute|be prosecuted)\b|\b(if|unless|should)\b[^.]{0,120}\b(are|is|be) (prosecuted|convicted)\b|\bbefore prosecution\b|\bprosecution may\b/;
  const charged =
    /\b(fine imposed|total imposed|collection order|(you were|you have been|has been|was) convicted|written charge|charged with an offence|you are charged|plead (guilty|not guilty)|enter a plea)\b/;
  return threat.test(t) && !charged.test(t);
}

/** The same words with any line break between them: each space of the pattern matches any whitespace. */
function acrossLines(re: RegExp): RegExp {
  return new RegExp(re.source.replace(/ /g, '\\s'), re.flags);
}

/** A loan or advance of benefit, recovered by DWP: a Social Fund budgeting loan, a Universal Credit advance. */
export const BENEFIT_LOAN_RE =
  /\b(social fund (budgeting )?loans?|budgeting loans?|(universal credit|budgeting|benefit) advances?|advances? (payment )?of (universal credit|benefit))\b/g;

/** The evidence for each type: the sender's name, the letter's own words, and the sender's role over both. */
function debtTypeScores(text: string, creditor: string | null): Scores {
  const t = text.toLowerCase();
  const c = (creditor ?? '').toLowerCase();
  const s: Scores = {
    speeding: 0,
    parking: 0,
    council_tax: 0,
    utility: 0,
    bailiff: 0,
    court: 0,
    credit_card: 0,
    loan: 0,
    mortgage: 0,
    debt_collection: 0,
    normal: 0,
  };
  const count = (re: RegExp) => (t.match(re) ?? []).length;
  // Who is writing (the creditor's name) weighs most.
  // "… Parking Enforcement Ltd" is a parking operator, not an enforcement agent.
  // What the letter says of enforcement agents' work; "… Enforcement Ltd" alone may be a council's litter patrol.
  const agentWork =
    count(
      /enforcement agents?\b|taking control of goods|notice of enforcement|compliance (stage )?fee|enforcement stage|certificated enforcement|warrant of control|writ of control|county court bailiffs?|sheriff officers?\b|messengers?[- ]at[- ]arms|charge for payment|\bdiligence\b/g,
    ) -
    count(/\bnot (a firm of |an? )?(enforcement agents?|bailiffs?)\b/g) -
    // A creditor's warning that it may send agents later is not the agents' own letter.
    count(/\b(send|instruct|use|pass (?:it|this|the (?:debt|matter|account)) to) enforcement agents\b/g) -
    // …nor that it may ask the court for a warrant ("the council may ask the court for a warrant of control").
    count(/\b(?:ask|apply to) the (?:county )?court for (?:a |an )?(?:warrant|writ) of control\b/g) -
    // …nor the steps enforcement "may include" ("which may include a warrant of control, an attachment of earnings
    // order or a charging order").
    count(/\b(?:may|could|might) (?:include|involve|mean) (?:a |an )?(?:warrant|writ) of control\b/g);
  // (A sheriff court is a court: its fines are enforced by its own officers, not by sheriff officers.)
  if (
    /enforcement|bailiff|high court enforcement|sheriff/.test(c) &&
    !/parking|car park|sheriff court/.test(c)
  )
    s.bailiff += agentWork > 0 || /bailiff|sheriff|high court/.test(c) ? 12 : 2;
  // A court, its fines office, or a court office enforcing judgments ("Enforcement of Judgments Office").
  if (/magistrates|\bcourt\b|fines? (office|collection)|hmcts|tribunal|judge?ments? office/.test(c))
    s.court += 12;
  // The police's name leans to a motoring offence only when the letter speaks of one: a force's vehicle pound charging
  // for a seized car's release and storage is no speeding matter.
  if (
    /police|constabulary|safety camera|camera partnership/.test(c) &&
    /\b(speed\w*|mph|camera|penalty points|fixed penalty|conditional offer|intended prosecution|driving licence endorsement)\b/.test(
      t,
    )
  )
    s.speeding += 8;
  if (/parking|car park|\bpcn\b/.test(c)) s.parking += 12;
  // A council's name leans to council tax only when the letter speaks of it (a council also fines litter, lets homes).
  if (
    /council|borough|district|city of|county|corporation/.test(c) &&
    /council tax|liability order|\bband\b/.test(t)
  )
    s.council_tax += 5;
  // A building society lends on homes, but also personal loans and cards: its name leans to a mortgage only when the
  // letter speaks of one.
  if (
    /mortgage|home loans/.test(c) ||
    (/building society/.test(c) &&
      /(?<!(rent|council tax|food|bills)(,| or| and) (a )?)mortgage(?!(,| or) (rent|bills|food))|your home|the property/.test(
        t,
      ))
  )
    s.mortgage += 10;
  // Whole words only: "Bridgewater Finance", "Powerscourt Lending" and "Gasworth Bank" are not utilities.
  const utilityByName =
    // (Not "network" alone: a road or rail network's operator is no utility; "Mobile Networks" has "mobile".)
    // (Not an insurer whose name says what it insures: "Gasworth Mobile Insurance Ltd" sells cover, not airtime.)
    /\b(energy|gas|electric(ity)?|power|water|utilit(y|ies)|broadband|telecoms?|mobile|fibre|wireless)\b/.test(
      c,
    ) && !/\b(insurance|insurers?|assurance)\b/.test(c)
      ? 8
      : 0;
  s.utility += utilityByName;
  if (/\bcards?\b|credit card/.test(c)) s.credit_card += 8;
  if (/\bloans?\b|lending|lender/.test(c)) s.loan += 8;
  // "Car Finance Ltd", "Pay Later Ltd", "Leisure Credit Ltd" (a name ending in "Credit"; not a collector's "Credit
  // Management" or a purchaser's "Credit Acquisitions").
  else if (
    /\b(finance|instalment credit|pay later)\b/.test(c) ||
    // (A card issuer's name ends in "Credit" too: its credit cards decide, not a season card.)
    (/\bcredit( (ltd|limited|plc))?\.?$/.test(c) && !/\bcredit cards?\b|\bcard account\b/.test(t))
  )
    s.loan += 3;
  // A collector or debt purchaser by its trading name ("… Recoveries Ltd", "… Credit Services Ltd"), not any name
  // that contains "collection" (a tax office's "Revenue Collection Office" collects its own debts).
  // (A landlord's letting portfolio, "Greystone Lettings Portfolio Limited", holds homes, not debts.)
  if (
    /\b(collections?|recover(y|ies)|debt|(?<!(lettings?|property|residential|rental) )portfolio|credit (management|control|services)|purchasing|receivables|assets?)\b.*\b(ltd|limited|plc|llp|group)\.?$/.test(
      c,
    )
  )
    s.debt_collection += 10;
  // What the letter says about itself.
  // ("… is not a firm of enforcement agents (bailiffs)": a contractor saying what it is not, counted off.)
  s.bailiff += 4 * agentWork;
  // (A phrase may wrap over a line: "has instructed us to" / "collect the amount below".)
  s.debt_collection +=
    4 *
      count(
        acrossLines(
          /\bour client\b(?! account)|instructed by|(?:has|have) instructed us to (?:collect|recover)|on behalf of our client|collect(?:ing)? on behalf of|(?:is|are) acting (?:for|on behalf of)|previous creditor|original creditor|assigned to (?:us|the creditor)|originally owed to|originally (?:with|from|taken out with)|sold (?:your|the|this) (?:[a-z]+ ){0,3}(?:account|debt|loan|balance|agreement) to us|notice of assignment|legally assigned|sold and (legally )?assigned|debt purchas|we have purchased|now owns? (your|the) (account|debt)|owner of your account|passed (?:your|the|this) (?:[a-z]+ ){0,3}(?:account|debt|balance) to us|asked us to (?:collect|recover)|to us to (?:collect|recover)|credit services association|we are a (debt )?collection agency|\bwe act (?:for|on behalf of)\b|(?:^|\n)acting (?:for|on behalf of)\b|\bpay us,? not\b/g,
        ),
      ) -
    // "Not applicable: the creditor is the original creditor" — a creditor saying it bought nothing.
    4 * count(/\b(?:is|are) the original creditor\b/g) -
    // A council's lawyer "instructed by the council's housing team": its own department, not a client.
    4 * count(acrossLines(/\binstructed by (?:the council's|our) /g));
  s.court +=
    4 *
    count(
      /fines (enforcement )?officer|collection order|victim surcharge|fines collection|further steps notice|total imposed|court fine|fine imposed|single justice procedure|written charge|charged with an offence/g,
    );
  // What a court would do if the sender prosecuted — a victim surcharge on conviction, a Single Justice Procedure
  // Notice the user "would receive" — is a threat of prosecution, not a fine to collect (a council's fly-tipping or
  // school attendance penalty, a train operator's penalty fare before it prosecutes). A notice that charges the user
  // now (a written charge, a plea to enter) is the prosecution itself.
  if (threatensProsecution(t)) s.court -= 4 * count(/victim surcharge|single justice procedure/g);
  // A fixed penalty is a motoring one only beside the police or a speed: councils give them for litter too.
  // (A licensing agency's penalty for an uninsured or untaxed vehicle is not a police motoring offence.)
  const motoring =
    /\b(police|constabulary|speed(ing)?|mph|safety camera|penalty points|driving licence)\b/.test(t) &&
    !INSURANCE_ENFORCEMENT_RE.test(t);
  s.speeding +=
    3 * count(/speed limit|recorded speed|\bmph\b|speed camera|speeding/g) +
    2 * count(/conditional offer|penalty points|notice of intended prosecution/g) +
    (motoring ? 2 * count(/fixed penalty/g) : 0);
  // A car park is a place: litter dropped in one is not a parking matter. It counts beside a vehicle only.
  const vehicleInSight = /\b(vehicles?|registration (mark|number)|vrm|keeper|driver|parked|motorist)\b/.test(
    t,
  );
  s.parking +=
    3 * count(/parking charge|notice to keeper|registered keeper|parking event|parked|pay and display/g) +
    (vehicleInSight ? 3 * count(/car park/g) : 0) +
    // A road's charge on a vehicle (a free-flow toll, a road user charge), read from camera and sent to the keeper:
    // a penalty charge like a parking one.
    (vehicleInSight
      ? 3 *
        count(
          /\b(unpaid toll|toll charge|road user charg\w*|congestion charge|drop[- ]off (zone|charge|fee))\b/g,
        )
      : 0);
  // Vehicle tax is owed by a registered keeper too, but is not parking.
  if (/vehicle tax|untaxed|vehicle excise duty|late licensing penalty/.test(t)) s.parking -= 12;
  // So is a penalty for keeping a vehicle without insurance (continuous insurance enforcement).
  if (INSURANCE_ENFORCEMENT_RE.test(t)) s.parking -= 12;
  // And fuel driven off without paying, or a claim for damage a vehicle did (a crash barrier, a wall): the keeper is
  // written to, but the debt is the fuel or the repair.
  if (FUEL_OR_DAMAGE_RE.test(t)) s.parking -= 12;
  // A hire company or car club passing a council's PCN on to its member or hirer: the penalty is the council's, the
  // letter's own charges are the hire, the damage and its admin fee.
  if (PCN_PASSED_ON_RE.test(t)) s.parking -= 12;
  // A penalty charge is a parking or traffic one only beside a vehicle: the NHS and others issue penalty charge
  // notices too.
  if (
    /vehicle|parking|parked|contravention|registration (mark|number)|\bvrm\b|bus (lane|gate)|yellow box|moving traffic|keeper|driver|motorist/.test(
      t,
    )
  )
    s.parking += 3 * count(/\bpcn\b|penalty charge notice|contravention|notice to owner|charge certificate/g);
  s.council_tax += 4 * count(/council tax/g) + 2 * count(/liability order|property band|valuation band/g);
  // Northern Ireland's domestic rates: the local property tax where council tax is not (the reply is not council
  // tax's: letters/reply-type.ts).
  s.council_tax += 4 * count(NI_DOMESTIC_RATES_RE);
  // Fuel delivered and sold by the litre (heating oil, bulk LPG) is bought on an invoice, not supplied through a
  // meter: the supplier's gas or energy words do not make it a utility.
  const deliveredFuel =
    /\b(per litre|litres (delivered|at)|\d[\d,]* litres|heating oil|kerosene|bulk lpg)\b/.test(t) &&
    !/\b(meter|kwh|mpan|mprn|standing charge)\b/.test(t);
  if (deliveredFuel) s.normal += 12;
  // (A meter is a word of its own: "Fenmarsh Municipal Cemetery" is no utility's.)
  s.utility +=
    2 *
    count(
      /\bgas\b|electricity|\bmpan\b|\bmprn\b|\bmeters?\b|supply address|energy|water (supply|rates|charges)|sewerage|broadband|kwh|mobile (data|number|network|phone|service)|outgoing (calls|service)|premium[- ]rate|roaming|spend cap|\bsim\b|airtime|line rental|phone bill|\bfibre\b|\brouter\b|set-top box/g,
    );
  // A Gas Safe registered engineer (a boiler repair, "… Gas & Heating") sells work, not a supply of gas.
  if (
    /\bgas safe\b/.test(t) &&
    !/\b(mprn|meter|kwh|standing charge|tariff|gas supply|supply address)\b/.test(t)
  )
    s.utility -= utilityByName + 2 * count(/\bgas\b/g);
  s.credit_card +=
    3 *
    count(
      // (Not a way to pay: "by debit or credit card", "credit card payments accepted"; not a library card's number.)
      /(?<!(debit|debit or|corporate|by|or|and|with|using|accept)\s)credit card(?! (payment|hotline|line))|(?<!(library|membership|loyalty|bus|travel|id) )card (number|account)|credit limit(?!ed)|minimum (monthly )?payment|catalogue|home shopping|shopping account|store card|running[- ]account/g,
    );
  // A library's letter labels its card "Card number" too: no credit card where the page speaks of a library card.
  if (/\blibrary card\b/.test(t)) s.credit_card -= 3 * count(/(?<!library )\bcard number\b/g);
  // "APR", not the month in a date ("4 Apr 2025"); not a plan that says it is "not credit agreements".
  s.loan +=
    3 *
    count(
      /\bloan\b|amount borrowed|(?<!\d\s?)\bapr\b(?!\s+\d{4}\b)|loan agreement|personal loan|hire purchase|conditional sale|buy now,? pay later|short[- ]term (credit|loan)|payday|overdraft|overdrawn|personal contract purchase|\bpcp\b|car finance|vehicle finance|\bpayment \d+ of \d+\b|pay in \d+ (instalments|payments)|premium finance|finance agreement|(?<!\bnot\s|\bno\s)credit\s+agreement|device\s+plan/g,
    );
  // (Not the mortgage among a household's essentials: "for essentials such as rent or mortgage", "needed for rent,
  // a mortgage, bills or food".)
  s.mortgage +=
    3 *
    count(
      /(?<!(rent|council tax|food|bills)(,| or| and) (a )?)mortgage(?!(,| or) (rent|bills|food))|repossess|possession (proceedings|claim)|home may be/g,
    );
  // A loan secured by a charge over the home (a second-charge "homeowner" or "secured" loan) is a mortgage in law: it is
  // regulated as one and enforced by possession of the home.
  // (Not a council's charge on a home for deferred care fees or a repayable grant: a council is no mortgage lender.)
  if (!/\b(council|borough|county|city of)\b/.test(c))
    s.mortgage +=
      6 *
      count(
        /\b(first|second) charge (over|on)\b|\bsecond[- ]charge\b|\bsecured (loans?|by a charge|on your home|against your home)\b|\b(your|the) home, the security for\b|\byour first mortgage\b/g,
      );
  // The debt is owed under a credit agreement (a phone's device plan, solar panels bought on finance): lending, whatever
  // the goods — unless it is a card's agreement, or a collector's letter (its own role decides). A lender whose name
  // says what it finances ("… Wireless Ltd", "… Green Energy Finance") is not a utility for it.
  // A regulated consumer hire agreement (a stairlift or a scooter rented, "the stairlift remains our property") gets
  // the same statutory notices as credit, but lends nothing: no loan (hire purchase is credit, and stays one).
  const consumerHire =
    /\b(consumer hire|(regulated |rental |hire )+agreement|remains? (our|the owner'?s) property)\b/.test(t) &&
    /\bhire\b/.test(t) &&
    !/\bhire[- ]purchase\b|\bconditional sale\b|\b(credit|loan|finance) agreement\b|\bloan\b/.test(t);
  if (consumerHire) s.loan = Math.min(s.loan, 0);
  else if (REGULATED_CREDIT_RE.test(t) && s.credit_card < 3 && s.debt_collection < 8) {
    s.loan += 8;
    s.utility -= utilityByName;
  }
  // "We may notify your mortgage lender": a letter that names the reader's mortgage lender is not from it.
  if (
    /\byour\s+mortgage\s+(lender|provider|company)\b/.test(t) &&
    !/\bas\s+your\s+mortgage\s+(lender|provider)\b/.test(t)
  )
    s.mortgage = Math.min(s.mortgage, 0);
  // "… it is not council tax": a council's other charges say what they are not, and are believed.
  if (/\b(is|are) not (part of )?(your )?council tax\b/.test(t)) s.council_tax = Math.min(s.council_tax, 0);
  // Money one person lent another ("I lent you £8,000.00", "my loan to you"): a loan, though no lender wrote.
  s.loan += 6 * count(/\b(i|we) lent you\b|\bmy loan to you\b|\bmoney (i )?lent to you\b/g);
  // A pawn (pledge) agreement is a loan secured on the item.
  s.loan += 3 * count(/\bpawn(broker|ed)?\b|\bpledge(d)?\b|\bpawn ticket\b/g);
  // A payslip's deduction ("Less student loan deduction") is the payroll's line, not a loan owed to the sender.
  s.loan -= 3 * count(/\bstudent loan (deductions?|repayments? deducted)\b/g);
  // An advance of benefit (a Universal Credit advance, a budgeting advance) is money lent and repaid, as a Social Fund
  // budgeting loan is: a loan by what the debt is. (Its reply is not a credit agreement's: letters/reply-type.ts.)
  s.loan += 3 * count(BENEFIT_LOAN_RE);
  // Money credited to the reader's account by mistake, which the bank asks back: nothing was lent, whatever the
  // letter says of an account "overdrawn" if the bank takes it back.
  if (
    acrossLines(
      /\b(credited|paid) (to|into) your account (twice |by mistake|in error)|\b(mistaken|misdirected|duplicated?) (credit|payment|transfer)\b/,
    ).test(t)
  )
    s.loan = Math.min(s.loan, 0);
  // A landlord's possession claim against a tenant is no lender's: without a mortgage named, a tenancy's possession
  // claim counts for nothing.
  if (/\b(tenancy|tenant|landlord)\b/.test(t) && !/\bmortgage\b/.test(t))
    s.mortgage -= 3 * count(/possession (proceedings|claim)/g);
  // "If you have a mortgage, your lender will expect buildings cover": the reader's own mortgage, not this debt.
  s.mortgage -= 3 * count(/\bif you have a mortgage\b/g);
  // "This is not a student loan": a letter saying what the debt is not.
  s.loan -=
    3 *
    count(
      /\b(not|no) (about |for |from |covered by |paid by )?(a |an |your |the )?(tuition fee |student )?loan\b/g,
    );
  s.normal += 2 * count(/\binvoice\b/g) + 1;
  // A site's or a building's own charges (pitch fees, berthing, service charges): the water or electricity recharged
  // with them does not make the operator a utility.
  s.normal += 3 * count(/\b(pitch|site|berth(ing)?|mooring|service) (fees?|charges?)\b/g);
  // A lodger's share of the household's bills, recharged by the landlord: rent and a share, not a supply.
  s.normal +=
    6 *
    count(
      /\blodgers?\b|\b(your )?(\d\/\d |equal |\w+ )?share of the (gas|electricity|energy|water|household|utility)\b/g,
    );
  // A landlord that bills a tenant's water with the rent ("you must pay water and sewerage charges to us with your
  // rent", "payable as part of your rent"): the landlord demands, as for rent, and is no utility.
  if (
    /\b(tenancy|tenants?|rent account)\b/.test(t) &&
    /\bpay(able)?\b[^.]{0,60}\b(with|as part of) (your|the) rent\b|\bcollect the charges from (our|its) tenants\b/.test(
      t,
    )
  )
    s.utility = Math.min(s.utility, 0);
  // A police force's charges for a vehicle it removed or seized (release, storage, disposal under the prescribed
  // charges): a statutory charge for the pound, not a parking contravention, whatever the keeper words around it.
  if (
    /police|constabulary/.test(c) &&
    /\b(seized|removed|removal|seizure)\b/.test(t) &&
    /\bstorage\b/.test(t) &&
    !/penalty charge|parking charge|\bpcn\b/.test(t)
  )
    s.normal += 20;
  // A penalty charge notice from a council is parking, not council tax.
  if (s.council_tax > 0 && /penalty charge notice|\bpcn\b|parking/.test(t) && !/council tax/.test(t))
    s.parking += 8;
  // A firm of solicitors writing for its client plays the collector's part, whatever the client's debt was (the
  // client's own vocabulary, "parking charge", "PCN", fills such a letter: the writer's role must outweigh it).
  if (
    /\b(solicitors?|llp|law|legal)\b/.test(c) &&
    /\bour client\b(?! account)|instructed by|acting (?:for|on behalf of)|\bwe act for|acting as a debt collector/.test(
      t,
    )
  )
    s.debt_collection += 24;
  // So does a firm whose letterhead says whom it acts for ("Kestrel Revenue Protection Services Ltd" / "Acting for
  // Stonebridge Power & Gas Ltd") and that asks to be paid itself: an agent recovering the client's charges (the
  // client's vocabulary, kWh and meters, fills the letter). Not an enforcement agent's letter: its own role decides.
  if (
    /^(?:[^\n]*\n){0,5}(?:acting (?:for|on behalf of)|on behalf of) [a-z][^\n]*\b(?:ltd|limited|plc|llp)\b/.test(
      t,
    ) &&
    s.bailiff < 12
  )
    s.debt_collection += 24;
  // So does a collection agency that says what it is ("We are a debt collection agency", collecting for a council).
  if (/\bwe are (a|an) (debt )?(collection|collections|debt recovery) agency\b/.test(t))
    s.debt_collection += 24;
  // A collector or bailiff names the underlying debt: the writer's role wins.
  // (A council's own letter warning of enforcement agents is still the council's: no boost.)
  if (s.bailiff >= 12 && !/\b(council|borough)\b/.test(c)) s.bailiff += 20;
  if (s.debt_collection >= 14) s.debt_collection += 10;
  // A letting or managing agent acting for the landlord ("We act for your former landlord") collects the rent as the
  // landlord's agent, not as a debt collector: the ordinary debt.
  if (
    /\b(lettings?|letting agents?|property management|estates|residential)\b/.test(c) &&
    /\b(your|the) (former )?landlord\b/.test(t)
  )
    s.debt_collection = Math.min(s.debt_collection, 0);
  // Criminal legal aid contributions under a contribution order: a debt of criminal proceedings, collected like a
  // court's (the reply itself is not a fine's: letters/reply-type.ts).
  if (CRIMINAL_LEGAL_AID_RE.test(t)) s.court += 12;
  // A Procurator Fiscal's offer of a fiscal fine or fiscal fixed penalty (Criminal Procedure (Scotland) Act 1995
  // s.302), and the court's fines office collecting it: a prosecutor's alternative to court, whatever the offence.
  if (/\bprocurator fiscal\b/.test(c) || /\bfiscal (fine|fixed penalty)\b/.test(t)) s.court += 20;
  // A court's fines office collecting a registered penalty is the court, whatever the offence was.
  if (s.court >= 12) s.court += 8;
  return s;
}

function pickDebtType(s: Scores): DetectedDebtType {
  let best: DetectedDebtType = 'normal';
  let bestScore = 0;
  for (const k of DETECTED_DEBT_TYPES) {
    if (s[k] > bestScore) {
      best = k;
      bestScore = s[k];
    }
  }
  // An ordinary debt unless another type has more to show for it: a tie stays 'normal'.
  return bestScore >= 3 && bestScore > s.normal ? best : 'normal';
}
