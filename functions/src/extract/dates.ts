/**
 * Dates printed on a received letter: its own date, the date to pay by ("pay by 7 May 2025", "within 14 days" of the
 * letter's date) and a court hearing date. ISO yyyy-mm-dd; UK day-first order.
 */
import type { ReceivedDates } from '@app/shared/received';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Welsh councils and public bodies print their dates in Welsh too ("2 Ebrill 2025"): whole words only. */
const WELSH_MONTHS: Record<string, number> = {
  ionawr: 1,
  chwefror: 2,
  mawrth: 3,
  ebrill: 4,
  mai: 5,
  mehefin: 6,
  gorffennaf: 7,
  awst: 8,
  medi: 9,
  hydref: 10,
  tachwedd: 11,
  rhagfyr: 12,
};
const DATE_RE =
  /\b(\d{1,2})(?:st|nd|rd|th)?[ ]([A-Z][a-z]{2,9})\.?,?[ ](\d{4})\b|\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g;

/** 1..12 for an English month name or abbreviation, or a Welsh month name; 0 for anything else. */
function monthOf(word: string): number {
  const w = word.toLowerCase();
  return WELSH_MONTHS[w] ?? MONTHS.indexOf(w.slice(0, 3)) + 1;
}

export interface DateHit {
  iso: string;
  index: number;
  end: number;
}

/** Every date printed in `s`, in order. */
export function findDateHits(s: string): DateHit[] {
  const out: DateHit[] = [];
  DATE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DATE_RE.exec(s))) {
    let d: number, mo: number, y: number;
    if (m[1]) {
      const month = monthOf(m[2]);
      if (!month) continue;
      [d, mo, y] = [+m[1], month, +m[3]];
    } else {
      [d, mo, y] = [+m[4], +m[5], m[6].length === 2 ? 2000 + +m[6] : +m[6]];
    }
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) continue;
    const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (Number.isNaN(Date.parse(iso))) continue;
    out.push({ iso, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Labels of dates that are not the letter's own: events (a journey, a crossing, a sale; not a visit: the notice left
 * at a visit bears its date), hearings, earlier notices, invoices, births, the presumed date of service.
 */
const OTHER_DATE_LABEL_RE =
  /\b(hearing|event|offence|contravention|incident|birth|invoice date|pcn issued|date pcn|issued on|due date|payment due|entry|exit|of hearing|instalment|(re)?payment date|expiry|start date|end date|transaction|purchase|order date|journey|crossing|travel|removal|sale|judge?ment|assignment|of service|court|served|session|wedding)\b/i;

/**
 * "Date of funeral", "Date of death", "Date of supply": the date of an event, not the letter's. (Named events, not
 * "any word but notice": a scan reads "Date of notice" as "Date of okie".)
 */
const EVENT_DATE_OF_RE =
  /\bdate of (funeral|death|birth|supply|sale|purchase|accident|collision|loss|damage|installation|treatment|admission|discharge|arrival|departure|move|moving|agreement|order|booking|stay|delivery|work|works|repair|inspection)\b/i;

/** A date label as a table heading or a label above its value: "Date", "Date of letter", "Our date", "Issued". */
const DATE_HEADING_RE =
  /(?:\b[A-Za-z]+ )?\b(?:date|dated|issued)\b(?: (?:of|on) (?:this )?[A-Za-z]+| [A-Z]{2,} served)?/gi;
/** A heading that names the letter's own date: "Date of notice", "Letter date", "Issue date". */
const OWN_DATE_HEADING_RE =
  /\b(date of (this )?(notice|letter|issue|demand|charge|statement|reminder)|(letter|notice|issue) date)\b/i;

/** The headings of a statement's rows (instalments, charges): their dates are the rows', not the letter's. */
const STATEMENT_HEADING_RE =
  /\b(amount|due|paid|received|balance|description|charge(?! notice| certificate))\b|£/i;

/**
 * The date under a heading: a label on a line of its own ("Date of this notice" / "12 December 2025"), or a row of
 * table headings over a row of values ("Our reference  Registration  Date of letter" / "LP84… SB24 BTG 24 Sep 2025").
 * The k-th date heading goes with the k-th date below it; a heading naming another date (contravention, hearing,
 * invoice) is skipped. Null when the line holds no date heading or its own dates.
 */
export function dateUnderHeading(heading: string, below: string | undefined): string | undefined {
  // A heading is not a sentence: "… free prescriptions on that date." above a line with a date is prose.
  if (below === undefined || findDateHits(heading).length || /[.,;]\s*$/.test(heading)) return undefined;
  // "… the invoice dated" / "11/12/2024 for £2,841.02 …" is a sentence running on, not a heading.
  if (/\bdated\s*$/i.test(heading) && heading.split(' ').length > 4) return undefined;
  // Prose going on over the break ("…, and our client issued parking" / "charge Z211469571. … on 1 August 2024").
  if (/,\s+[a-z]/.test(heading) || /^[a-z]/.test(below.trim())) return undefined;
  // (A panel's row that names the letter's own date beside an "Amount payable" cell is no statement.)
  if (STATEMENT_HEADING_RE.test(heading) && !OWN_DATE_HEADING_RE.test(heading)) return undefined;
  const row = headingRow(heading, below);
  if (!row) return undefined;
  const { labels, dates } = row;
  if (labels.length === dates.length) {
    const k = labels.indexOf('own');
    return k >= 0 ? dates[k].iso : undefined;
  }
  return labels.length === 1 && labels[0] === 'own' && dates.length === 1 ? dates[0].iso : undefined;
}

/** A pay-by column among a row of headings: "Invoice number  Customer no.  Date of this notice  Please pay by". */
const PAY_BY_HEADING_RE = /\b(?:please )?pay(?:ment)? (?:due )?by\b|\bdue by\b/gi;

/**
 * The date headings of a row (the letter's own, a pay-by, or another's) in the order printed, and the dates of the
 * row below; undefined when the heading is prose or names none.
 */
function headingRow(
  heading: string,
  below: string,
): { labels: ('own' | 'payBy' | 'other')[]; dates: DateHit[] } | undefined {
  const found = [...heading.matchAll(DATE_HEADING_RE)];
  if (found.some((m) => /^(the|that|this|a|an|any|same|which|on|by|from|to|of) /i.test(m[0])))
    return undefined;
  // A capital "Date" after a lower-case word opens a column of its own ("Monthly payment | Date"); "Payment Date"
  // is one label.
  // "Notice number  Issued  Date": beside the letter's plain "Date", "Issued" is the notice's, not the letter's.
  const plainDate = found.some((m) => /^date$/i.test(m[0].trim()));
  const labels = [
    ...found.map((m) => {
      const label = m[0].replace(/^[a-z]+ (?=Dat)/, '');
      const issuedBesideDate =
        plainDate && /(?:^|[^ ]+ )issued$/i.test(label) && !/\bdate issued$/i.test(label);
      return {
        at: m.index,
        kind:
          !OTHER_DATE_LABEL_RE.test(label) && !EVENT_DATE_OF_RE.test(label) && !issuedBesideDate
            ? ('own' as const)
            : ('other' as const),
      };
    }),
    ...[...heading.matchAll(PAY_BY_HEADING_RE)].map((m) => ({ at: m.index, kind: 'payBy' as const })),
  ].sort((x, y) => x.at - y.at);
  const dates = findDateHits(below);
  if (!labels.length || !dates.length) return undefined;
  return { labels: labels.map((l) => l.kind), dates };
}

/** The pay-by date of a row of headings over a row of values, each date under its own heading. */
export function payByUnderHeading(heading: string, below: string | undefined): string | undefined {
  if (below === undefined || findDateHits(heading).length || /[.,;]\s*$/.test(heading)) return undefined;
  const row = headingRow(heading, below);
  if (!row || row.labels.length !== row.dates.length || row.labels.length < 2) return undefined;
  const k = row.labels.indexOf('payBy');
  return k >= 0 ? row.dates[k].iso : undefined;
}

/** The word before "date" that makes it the letter's own ("Letter date", "Certificate date"), not another's. */
const OWN_DATE_NOUN_RE = /^(letter|notice|issue|our|this|the|print|printed|certificate)$/;

/**
 * The letter's own date: a "Date:" / "Date of notice" / "Issued" label beside it or above it, else the first date
 * alone on its line.
 */
export function findLetterDate(lines: string[]): string | undefined {
  // A date under a qualified label ("Statement date: 20 May 2025") yields to a plain "Date:" further down.
  let qualified: string | undefined;
  let invoiceDate: string | undefined;
  for (const [i, l] of lines.entries()) {
    for (const h of findDateHits(l)) {
      const label = l.slice(Math.max(0, h.index - 40), h.index);
      if (/\binvoice date\W*$/i.test(label)) invoiceDate ??= h.iso;
      if (
        // ("Dyddiad" is Welsh for date: "Date / Dyddiad: 12 January 2025".)
        !/\b(date|dated|issued|dyddiad)\b[^a-z]{0,3}(of (this )?(notice|issue|letter|certificate|visit|charge|demand|statement|reminder)\b)?\W*$/i.test(
          label,
        )
      )
        continue;
      if (OTHER_DATE_LABEL_RE.test(label)) continue;
      // "… by a Notice of Rejection dated 29 March 2025", "the section 59 notice dated 24 March 2025": another
      // document's date, named in the letter's prose.
      // (The sentence may have wrapped just before: "… following the" / "section 59 notice dated 24 March 2025".)
      const prose = `${i > 0 && h.index < 40 ? lines[i - 1].slice(-40) : ''} ${label}`;
      if (/\b(a|an|our|the|your|its|their)\s+([A-Za-z0-9().]+\s+){0,3}dated\W*$/i.test(prose)) continue;
      // "Statement date:" qualifies the date; "Garwort Date:" is an address word beside a label of its own. (A
      // charge certificate's "Certificate date" is its own.)
      const noun = /\b([A-Za-z]+) date\W*$/.exec(label)?.[1].toLowerCase();
      // "Issued: 14/11/2025" on a reminder is the notice's issue when the page also prints its own plain "Date".
      if (/(?:^|[^a-z ]\s*)issued\W*$/i.test(label) && plainDateBelow(lines, i)) continue;
      if (noun && !OWN_DATE_NOUN_RE.test(noun)) {
        qualified ??= h.iso;
        continue;
      }
      return h.iso;
    }
    const under = dateUnderHeading(l, lines[i + 1]);
    // "Wedding date" / "29/12/2025" above a plain "Date" / "05/10/2025": a qualified heading yields, as inline.
    const headingNoun = /^\s*([A-Za-z]+) date\W*$/.exec(l)?.[1].toLowerCase();
    if (under && /^\s*issued\W*$/i.test(l) && plainDateBelow(lines, i + 1)) continue;
    if (under && headingNoun && !OWN_DATE_NOUN_RE.test(headingNoun)) {
      qualified ??= under;
      continue;
    }
    if (under) return under;
  }
  if (qualified) return qualified;
  for (const [i, l] of lines.slice(0, 30).entries()) {
    const hits = findDateHits(l);
    if (hits.length !== 1 || l.trim().length - (hits[0].end - hits[0].index) > 2) continue;
    if (underEventHeading(lines, i) || earlierDocumentDate(lines, i, hits[0].iso)) continue;
    return hits[0].iso;
  }
  // An invoice that prints no other date is dated by its "Invoice date" (elsewhere that label is an earlier
  // document's: a reminder recalling the invoice it chases).
  const isInvoice = lines.some((l) =>
    /^\s*(?:(?:tax|sales|sundry debtor) )?invoice\b(?! (?:no|number|date)\b)/i.test(l),
  );
  return dateBesideAddress(lines) ?? (isInvoice ? invoiceDate : undefined);
}

/** A plain "Date" label further down, beside its date or above it ("Date" / "09/12/2025"). */
function plainDateBelow(lines: string[], i: number): boolean {
  return lines
    .slice(i + 1)
    .some(
      (l, k) =>
        (/^\s*date\W*$/i.test(l) && findDateHits(lines[i + 2 + k] ?? '').length > 0) ||
        /^\s*date\s*:?\s*\d/i.test(l),
    );
}

/**
 * A date under another document's label that the prose says was sent then: "Invoice date" / "27 Aug 2025" in a
 * reminder's panel, over "the invoice we sent on 27 Aug 2025 has not been paid". (An invoice's own "Invoice date" is
 * its date: only the sending recalled makes it an earlier document's.)
 */
function earlierDocumentDate(lines: string[], i: number, iso: string): boolean {
  const above = lines[i - 1] ?? '';
  if (!/^\s*[A-Za-z]+ date\W*$/i.test(above) || !OTHER_DATE_LABEL_RE.test(above)) return false;
  return lines.some((l) =>
    findDateHits(l).some(
      (h) =>
        h.iso === iso &&
        /\b(sent|issued|posted)( (to )?you)? on\s*$/i.test(l.slice(Math.max(0, h.index - 30), h.index)),
    ),
  );
}

/**
 * The line above names an event whose date this is ("Order registered" / "11 May 2025", or a row of headings ending
 * so over a row of values).
 */
function underEventHeading(lines: string[], i: number): boolean {
  const above = lines[i - 1];
  return (
    above !== undefined &&
    !findDateHits(above).length &&
    // ("Hearing date" / "18 Dec 2025" in a summons's panel: the hearing's, not the letter's.)
    /\b(registered|made|entered|of (hearing|offence|contravention)|(hearing|offence|contravention|incident|journey|crossing|removal|sale|court|session|wedding|event) date)\s*$/i.test(
      above,
    )
  );
}

/** Words before a date that make it another date's: an event, a deadline, a period. */
const EVENT_BEFORE_RE =
  /\b(on|by|from|to|until|since|before|after|of|at|dated|opened|due|paid|served|expires?|ends?|began|between)\W*$/i;

/**
 * The date printed level with the recipient's address, at the end of one of its lines, before the salutation:
 * "GARWICK 17 May 2025", where a two-column letter's date sits on the right ("Date:" set apart, or lost to the
 * scan as "pat 28 Sep 2025"). Only short lines of a few words that end with the date, and no event label before it.
 */
export function dateBesideAddress(lines: string[]): string | undefined {
  for (const [i, l] of lines.slice(0, 30).entries()) {
    if (/^\s*(dear|to whom)\b/i.test(l)) break;
    const hits = findDateHits(l);
    if (hits.length !== 1 || l.slice(hits[0].end).replace(/[^A-Za-z0-9]/g, '').length > 1) continue;
    const before = l.slice(0, hits[0].index);
    if (before.trim().split(/\s+/).length > 4 || /[£:]/.test(before.replace(/\bdate?:/i, ''))) continue;
    if (EVENT_BEFORE_RE.test(before) || OTHER_DATE_LABEL_RE.test(before)) continue;
    // A row of values under a row of headings whose last names an event ("Vehicle TEC case no. Order registered" /
    // "LF75 FHZ F5XX1738 11 May 2025").
    if (underEventHeading(lines, i)) continue;
    return hits[0].iso;
  }
  return undefined;
}

/** A stretch of one sentence: anything but a full stop, though the point inside an amount ("£383.64") is allowed. */
const IN_SENTENCE = String.raw`(?:[^.]|\.(?=\d))`;

/**
 * "Pay … by <date>", "not later than <date>", or "within N days" / "period of N days beginning with the date of this
 * notice" resolved against the letter's date. Only where the letter asks to be paid: a discount window, a settlement
 * offer, an appeal period or a request to get in touch is not a pay-by date.
 */
export function findPayBy(text: string, letterDate: string | undefined): string | undefined {
  const flat = text.replace(/\n/g, ' ');
  const byRe = new RegExp(
    String.raw`\b((?:re)?pay(?:ing|ment)?|(?:re)?paid|settle|remedied|(?:we |you )?receive)${IN_SENTENCE}{0,80}?\b(?:by|before|no later than|not later than)\s+`,
    'gi',
  );
  let m: RegExpExecArray | null;
  while ((m = byRe.exec(flat))) {
    // A refused match is tried again one character on: "payments received … Pay £918.05 by 29/06/2025" holds a
    // second, shorter match inside it.
    byRe.lastIndex = m.index + 1;
    // The offer's words on the same line only (flat keeps text's offsets): a discount row of the table above is
    // another line.
    const lineStart = Math.max(m.index - 60, text.lastIndexOf('\n', m.index) + 1);
    const ctx = flat.slice(lineStart, m.index + m[0].length);
    if (/\b(discount|reduced|reduction|settlement offer|available until)\b/i.test(ctx)) continue;
    // "… accept £1,736.00 in full and final settlement if it is received in one payment by 31 Aug 2025": the offer's
    // deadline, wherever its sentence began (at most 150 characters back), not the date the debt is due.
    const sentence = flat.slice(Math.max(flat.lastIndexOf('. ', m.index) + 1, m.index - 150), m.index);
    if (/\bsettlement\b/i.test(sentence + m[0])) continue;
    // "£35.00 if paid by 12 July": a condition of an offer, not the date the sum is due.
    // ("If payment is not received by …" is the deadline itself.)
    const lead = flat.slice(Math.max(0, m.index - 12), m.index) + m[0];
    // (Unless the condition is paying the whole balance: "If you pay the balance outstanding of £897.00 in full by
    // 25 May 2025, the hearing will be cancelled" is the date the whole sum is asked for.)
    const wholeSum = /\b(in full|the (whole|full|total) (amount|balance|sum)|balance outstanding)\b/i.test(
      m[0],
    );
    if (/\bif (it is )?(paid|received|you pay)\b/i.test(lead) && !/\bnot\b/i.test(m[0]) && !wholeSum)
      continue;
    const at = m.index + m[0].length;
    const hit = findDateHits(flat.slice(at, at + 25))[0];
    // A date before the letter's own is an earlier deadline the letter recalls ("It showed £3,579.59 to pay by 13
    // Mar 2025"), not the one it sets.
    if (hit && hit.index === 0 && !(letterDate && hit.iso < letterDate))
      return lastDeadlineColumn(flat.slice(at + hit.end), hit.iso);
  }
  // A row of headings over a row of values ("Date of this notice  Please pay by" / "25 Mar 2025  8 Apr 2025").
  const lines = text.split('\n');
  for (const [i, l] of lines.entries()) {
    const under = payByUnderHeading(l, lines[i + 1]);
    if (under && !(letterDate && under < letterDate)) return under;
  }
  if (!letterDate) return undefined;
  const withinRe =
    /\b(?:within|period of) (\d{1,2}|seven|fourteen|twenty-one|twenty-eight|thirty) (?:clear |working |calendar )?days\b|\b(\d{1,2}) days (?:of|from|beginning with) the date of this\b/gi;
  const words: Record<string, number> = {
    seven: 7,
    fourteen: 14,
    'twenty-one': 21,
    'twenty-eight': 28,
    thirty: 30,
  };
  while ((m = withinRe.exec(flat))) {
    const n = m[1] ? (words[m[1].toLowerCase()] ?? parseInt(m[1], 10)) : parseInt(m[2], 10);
    // A discount window: "if paid within 14 days … reduced".
    if (
      /\bif (it is |this is )?(paid|settled)\s*$|\bif you pay\s*$/i.test(
        flat.slice(Math.max(0, m.index - 25), m.index),
      )
    )
      continue;
    // "Within 21 days, plead guilty or not guilty": a time to answer a court, not to pay (findRespondBy's).
    if (
      /^\W*(you must )?(plead|enter (a|your) plea|respond|send (us |the court )?your (plea|response))\b/i.test(
        flat.slice(m.index + m[0].length, m.index + m[0].length + 40),
      )
    )
      continue;
    // A discount window after it ("… within 14 days … reduced") or naming it before ("Reduced rate (within 14 days").
    if (/\b(reduc|discount)/i.test(flat.slice(m.index, m.index + 60))) continue;
    if (
      /\b(reduc\w*|discount\w*)( rate| amount)?\W{0,3}$/i.test(flat.slice(Math.max(0, m.index - 25), m.index))
    )
      continue;
    // The sentence around it (tables have no full stops: at most 100 characters back).
    const start = Math.max(flat.lastIndexOf('. ', m.index) + 1, m.index - 100);
    const endDot = flat.indexOf('. ', m.index);
    const clause = flat
      .slice(start, endDot < 0 ? m.index + 60 : Math.min(endDot, m.index + 120))
      .toLowerCase();
    // "Pay … within 28 days …, or make representations": the payment is asked first; an appeal window alone is not.
    const before = flat.slice(start, m.index);
    const asksPayFirst = /\b(pay|paid)\b|\brepay (the|your|this)\b/i.test(before); // ("Please repay the balance …")
    // "Our account, sent to you on 17 Jul 2025, was payable within 28 days": the terms the letter recalls, past.
    if (/\b(was|were|had been)\s+(payable|due|to be paid)\s*$/i.test(before)) continue;
    // "The amount due was not paid within 10 days" of an earlier notice: a period that has run, not one set now.
    if (/\b(was|were|has|have) not (been )?(paid|received|settled)\s*$/i.test(before)) continue;
    // "… willing to reinstate the arrangement if you pay the missed instalment and call us within 7 days": an offer.
    if (/\bif (you |it is )?(pay|paid)\b/i.test(before) && !/\bnot\b/i.test(before)) continue;
    // "Please contact us within 21 days to tell us how you would like to pay", "call us on 020 7946 0118 within 14
    // days … so that we can agree how you will repay it": a time to get in touch.
    if (
      !asksPayFirst &&
      /\b(contact|call|phone|ring|tell|write to|speak to|get in touch with) us( on [\d ]{6,16})?\W*$/i.test(
        before,
      )
    )
      continue;
    if (/\bsettlement\b/.test(clause)) continue;
    if (!asksPayFirst && /\b(appeal|representations|lose the right|not the driver)\b/.test(clause)) continue;
    // "Unless the total arrears of £377.25 is received … within 14 days": a sum to be received is a payment.
    const sumReceived = /\breceived?\b/.test(clause) && /£|\b(arrears|balance|amount|sum)\b/.test(before);
    if (
      !sumReceived &&
      !/\b(pay|paid|payment|payable|settle|remedy|remedied)\b|\brepay (the|your|this)\b/.test(clause)
    )
      continue;
    return addDaysIso(letterDate, n);
  }
  return undefined;
}

/**
 * Deadline columns heading a table ("What you must pay By 7 Jun 2025 By 21 Jun 2025"): the earlier column is the
 * sum for paying early, the last the date the whole sum is due. `rest` is the text after the first column's date.
 */
function lastDeadlineColumn(rest: string, first: string): string {
  let iso = first;
  let tail = rest;
  for (;;) {
    const m = /^\s*\|?\s*(?:by|before)\s+/i.exec(tail);
    if (!m) return iso;
    const hit = findDateHits(tail.slice(m[0].length, m[0].length + 25))[0];
    if (!hit || hit.index !== 0 || hit.iso <= iso) return iso;
    iso = hit.iso;
    tail = tail.slice(m[0].length + hit.end);
  }
}

/** A hearing date: labelled, or "appear before … on <date>". */
export function findHearingDate(text: string): string | undefined {
  const flat = text.replace(/\n/g, ' ');
  const m = /\b(hearing date|date of hearing|hearing)\s*:?\s*/i.exec(flat);
  if (m) {
    const hit = findDateHits(flat.slice(m.index + m[0].length, m.index + m[0].length + 25))[0];
    if (hit && hit.index === 0) return hit.iso;
  }
  const a = /\bappear (before|at) [^.]{0,80}?\bon\s+/i.exec(flat);
  if (a) {
    const hit = findDateHits(flat.slice(a.index + a[0].length, a.index + a[0].length + 25))[0];
    if (hit && hit.index === 0) return hit.iso;
  }
  return undefined;
}

/** What asks for an answer, not a payment: a plea's deadline, a court's "respond by". */
const RESPOND_BY_RE =
  /\b(plea (is )?due by|(you must )?respond by|(your )?response (is )?due by|(make|send|enter) your plea by|return (the|this|your) plea( form)? by)\s*:?\s*/gi;

/**
 * The date by which the letter asks to be answered, not paid ("Plea due by" / "7 Feb 2025", "You must respond by 30
 * Mar 2025"): a Single Justice Procedure Notice's plea, a court form's response. The label may sit above its date.
 */
export function findRespondBy(text: string, letterDate?: string): string | undefined {
  const flat = text.replace(/\n/g, ' ');
  RESPOND_BY_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RESPOND_BY_RE.exec(flat))) {
    const hit = findDateHits(flat.slice(m.index + m[0].length, m.index + m[0].length + 25))[0];
    if (hit && hit.index === 0) return hit.iso;
  }
  // "Within 21 days, plead guilty or not guilty": the period, counted from the notice's own date.
  const within = WITHIN_TO_PLEAD_RE.exec(flat);
  return within && letterDate ? addDaysIso(letterDate, parseInt(within[1], 10)) : undefined;
}

const WITHIN_TO_PLEAD_RE =
  /\bwithin (\d{1,2}) days\W{0,3}(of the date of this notice\W{0,3})?(you must )?(plead|enter (a|your) plea|send (us |the court )?your (plea|response))\b/i;

export function findDates(text: string): ReceivedDates {
  const lines = text.split('\n');
  const letterDate = findLetterDate(lines);
  const payBy = findPayBy(text, letterDate);
  const respondBy = findRespondBy(text, letterDate);
  const hearingDate = findHearingDate(text);
  return {
    ...(letterDate ? { letterDate } : {}),
    ...(payBy ? { payBy } : {}),
    ...(respondBy && respondBy !== payBy ? { respondBy } : {}),
    ...(hearingDate ? { hearingDate } : {}),
  };
}
