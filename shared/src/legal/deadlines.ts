/**
 * Deadline arithmetic for England and Wales, isomorphic (the dashboard and the letter engine share it).
 * Dates are ISO calendar dates ('YYYY-MM-DD') handled in UTC, so no time zone can shift a day.
 */

export type IsoDate = string;

const DAY_MS = 86_400_000;

export function toIsoDate(d: Date | string): IsoDate {
  if (typeof d === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(d)) return d;
    const parsed = new Date(d);
    if (Number.isNaN(parsed.getTime())) throw new Error(`Not a date: ${d}`);
    d = parsed;
  }
  if (Number.isNaN(d.getTime())) throw new Error('Invalid date');
  // A Date from the user's clock: take its UK calendar day, not its UTC day.
  return localUkDay(d);
}

function localUkDay(d: Date): IsoDate {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function ms(iso: IsoDate): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}
function fromMs(t: number): IsoDate {
  return new Date(t).toISOString().slice(0, 10);
}
function ymd(y: number, m: number, d: number): IsoDate {
  return fromMs(Date.UTC(y, m - 1, d));
}

export function addCalendarDays(date: IsoDate, n: number): IsoDate {
  return fromMs(ms(date) + n * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(ms(date)).getUTCDay();
}

/** Days from a to b (b − a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((ms(b) - ms(a)) / DAY_MS);
}

/** Easter Sunday (Gregorian), anonymous computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

function firstMonday(year: number, month: number): IsoDate {
  const first = ymd(year, month, 1);
  return addCalendarDays(first, (8 - weekday(first)) % 7);
}
function lastMonday(year: number, month: number): IsoDate {
  const last = fromMs(Date.UTC(year, month, 0)); // day 0 of next month
  return addCalendarDays(last, -((weekday(last) + 6) % 7));
}

/**
 * One-off changes made by royal proclamation. The rules below give every year; these are the known exceptions
 * (moved days replace the rule day, extra days are added).
 */
const PROCLAIMED: Record<number, { moved?: Record<string, IsoDate>; extra?: IsoDate[] }> = {
  1995: { moved: { earlyMay: '1995-05-08' } },
  1999: { extra: ['1999-12-31'] },
  2002: { moved: { spring: '2002-06-04' }, extra: ['2002-06-03'] },
  2011: { extra: ['2011-04-29'] },
  2012: { moved: { spring: '2012-06-04' }, extra: ['2012-06-05'] },
  2020: { moved: { earlyMay: '2020-05-08' } },
  2022: { moved: { spring: '2022-06-02' }, extra: ['2022-06-03', '2022-09-19'] },
  2023: { extra: ['2023-05-08'] },
};

export interface BankHoliday {
  date: IsoDate;
  name: string;
}

/** The UK's three legal jurisdictions; their bank holidays differ too. */
export type HolidayRegion = 'england-wales' | 'scotland' | 'northern-ireland';

/** Each jurisdiction's name in running text ("the law of Scotland", "bank holidays in Northern Ireland"). */
export const JURISDICTION_NAMES: Record<HolidayRegion, string> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

const cache = new Map<number, BankHoliday[]>();
const regionCache = new Map<string, BankHoliday[]>();

/**
 * Fixed-date holidays that share a weekend's substitutes (Christmas and Boxing Day; New Year's Day and 2 January in
 * Scotland): a day on a weekday stays; a day on a weekend moves to the next weekday none of the others takes.
 */
function withSubstitutes(days: { date: IsoDate; name: string }[]): BankHoliday[] {
  const taken = new Set(days.filter((d) => weekday(d.date) % 6 !== 0).map((d) => d.date));
  return days.map((d) => {
    if (weekday(d.date) % 6 !== 0) return d;
    let sub = addCalendarDays(d.date, 1);
    while (weekday(sub) % 6 === 0 || taken.has(sub)) sub = addCalendarDays(sub, 1);
    taken.add(sub);
    return { date: sub, name: `${d.name} (substitute day)` };
  });
}

/** A fixed-date holiday on a weekend moves to the following Monday (St Andrew's, St Patrick's, the Boyne). */
function nextMondayIfWeekend(date: IsoDate, name: string): BankHoliday {
  const w = weekday(date);
  return w === 6
    ? { date: addCalendarDays(date, 2), name: `${name} (substitute day)` }
    : w === 0
      ? { date: addCalendarDays(date, 1), name: `${name} (substitute day)` }
      : { date, name };
}

/**
 * Bank holidays for any year in the region, by rule. Scotland has 2 January, St Andrew's Day and the first Monday of
 * August, and no Easter Monday; Northern Ireland adds St Patrick's Day and the Battle of the Boyne to England and
 * Wales' days. Proclaimed one-off days are UK-wide.
 */
export function bankHolidays(year: number, region: HolidayRegion = 'england-wales'): BankHoliday[] {
  if (region === 'england-wales') return bankHolidaysEnglandWales(year);
  const key = `${region}:${year}`;
  const hit = regionCache.get(key);
  if (hit) return hit;
  const ew = bankHolidaysEnglandWales(year);
  let out: BankHoliday[];
  if (region === 'scotland') {
    const easterMonday = addCalendarDays(easterSunday(year), 1);
    const summer = lastMonday(year, 8);
    out = ew.filter((h) => h.date !== easterMonday && h.date !== summer && !/^New Year/.test(h.name));
    out.push(
      ...withSubstitutes([
        { date: ymd(year, 1, 1), name: "New Year's Day" },
        { date: ymd(year, 1, 2), name: '2nd January' },
      ]),
      { date: firstMonday(year, 8), name: 'Summer bank holiday' },
      nextMondayIfWeekend(ymd(year, 11, 30), "St Andrew's Day"),
    );
  } else {
    out = [
      ...ew,
      nextMondayIfWeekend(ymd(year, 3, 17), "St Patrick's Day"),
      nextMondayIfWeekend(ymd(year, 7, 12), 'Battle of the Boyne (Orangemen’s Day)'),
    ];
  }
  out.sort((a, b) => a.date.localeCompare(b.date));
  regionCache.set(key, out);
  return out;
}

/** Bank holidays in England and Wales for any year, computed by rule (plus known proclamations). */
export function bankHolidaysEnglandWales(year: number): BankHoliday[] {
  const hit = cache.get(year);
  if (hit) return hit;
  const out: BankHoliday[] = [];
  const p = PROCLAIMED[year] ?? {};

  // New Year's Day, substitute Monday if at a weekend.
  const ny = ymd(year, 1, 1);
  const nyw = weekday(ny);
  out.push({
    date: nyw === 6 ? addCalendarDays(ny, 2) : nyw === 0 ? addCalendarDays(ny, 1) : ny,
    name: "New Year's Day",
  });

  const easter = easterSunday(year);
  out.push({ date: addCalendarDays(easter, -2), name: 'Good Friday' });
  out.push({ date: addCalendarDays(easter, 1), name: 'Easter Monday' });
  out.push({ date: p.moved?.earlyMay ?? firstMonday(year, 5), name: 'Early May bank holiday' });
  out.push({ date: p.moved?.spring ?? lastMonday(year, 5), name: 'Spring bank holiday' });
  out.push({ date: lastMonday(year, 8), name: 'Summer bank holiday' });

  // Christmas and Boxing Day with substitutes.
  const xmas = ymd(year, 12, 25);
  const xw = weekday(xmas);
  if (xw === 6) {
    out.push({ date: ymd(year, 12, 27), name: 'Christmas Day (substitute day)' });
    out.push({ date: ymd(year, 12, 28), name: 'Boxing Day (substitute day)' });
  } else if (xw === 0) {
    out.push({ date: ymd(year, 12, 26), name: 'Boxing Day' });
    out.push({ date: ymd(year, 12, 27), name: 'Christmas Day (substitute day)' });
  } else if (xw === 5) {
    out.push({ date: xmas, name: 'Christmas Day' });
    out.push({ date: ymd(year, 12, 28), name: 'Boxing Day (substitute day)' });
  } else {
    out.push({ date: xmas, name: 'Christmas Day' });
    out.push({ date: ymd(year, 12, 26), name: 'Boxing Day' });
  }
  for (const d of p.extra ?? []) out.push({ date: d, name: 'Additional bank holiday' });
  out.sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, out);
  return out;
}

export function isBankHoliday(date: IsoDate, region: HolidayRegion = 'england-wales'): boolean {
  const year = Number(date.slice(0, 4));
  return bankHolidays(year, region).some((h) => h.date === date);
}

/** A working (business) day: Monday to Friday and not a bank holiday in the region (England and Wales by default). */
export function isWorkingDay(date: IsoDate, region: HolidayRegion = 'england-wales'): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !isBankHoliday(date, region);
}

/** The n-th working day after `date` (the start day itself never counts). n = 0 → date itself. */
export function addWorkingDays(date: IsoDate, n: number, region: HolidayRegion = 'england-wales'): IsoDate {
  let d = date;
  let left = n;
  while (left > 0) {
    d = addCalendarDays(d, 1);
    if (isWorkingDay(d, region)) left--;
  }
  return d;
}

/** Working days strictly after a and up to and including b. */
export function workingDaysBetween(a: IsoDate, b: IsoDate, region: HolidayRegion = 'england-wales'): number {
  let n = 0;
  for (let d = addCalendarDays(a, 1); d <= b; d = addCalendarDays(d, 1)) if (isWorkingDay(d, region)) n++;
  return n;
}

/**
 * Calendar months (ICO guidance on Art 12(3)/12A UK GDPR): the corresponding day of the later month; if that month
 * is shorter, its last day. Pure arithmetic: a deadline counted in months must then go through rollToWorkingDay
 * (computeDeadline does this); limitation periods must not.
 */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const targetMonthIndex = m - 1 + n;
  const ty = y + Math.floor(targetMonthIndex / 12);
  const tm = ((targetMonthIndex % 12) + 12) % 12; // 0-based
  const lastDay = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return ymd(ty, tm + 1, Math.min(d, lastDay));
}

/**
 * The date itself if it is a working day, else the next working day: "If the corresponding date falls on a
 * weekend or a public holiday, you have until the next working day to respond" (ICO, right of access guidance).
 */
export function rollToWorkingDay(date: IsoDate, region: HolidayRegion = 'england-wales'): IsoDate {
  let d = date;
  while (!isWorkingDay(d, region)) d = addCalendarDays(d, 1);
  return d;
}

/** A month-based response deadline: n calendar months from `from`, rolled off weekends and bank holidays. */
export function monthsDeadline(from: IsoDate, n: number, region: HolidayRegion = 'england-wales'): IsoDate {
  return rollToWorkingDay(addMonths(from, n), region);
}

/**
 * When a first class letter is treated as received: the second working day after posting. This is the practice
 * under section 7 of the Interpretation Act 1978 (service "in the ordinary course of post"); it is one working day
 * later than CPR 6.26 for a Friday posting, so it errs in the recipient's favour. Not CPR 6.26, which governs
 * court documents only.
 */
export function deemedServiceByPost(posted: IsoDate, region: HolidayRegion = 'england-wales'): IsoDate {
  return addWorkingDays(posted, 2, region);
}

/**
 * The first day on which an act may be done after `n` clear days from `from`, not counting Sundays, bank holidays
 * (Taking Control of Goods Regulations 2013 reg 6: Sundays, bank holidays, Good Friday and Christmas Day do not count).
 */
export function afterClearDays(from: IsoDate, n: number): IsoDate {
  let d = from;
  let left = n;
  while (left > 0) {
    d = addCalendarDays(d, 1);
    if (weekday(d) !== 0 && !isBankHoliday(d)) left--;
  }
  return addCalendarDays(d, 1);
}

export type DeadlineUnit = 'calendar-days' | 'working-days' | 'months' | 'weeks';

export interface DeadlineRule {
  amount: number;
  unit: DeadlineUnit;
  /**
   * 'letter-date': counted from the date of the letter; 'deemed-service': from the day the post is treated as
   * received (or the actual day of receipt when computeDeadline is given it).
   */
  from: 'letter-date' | 'deemed-service';
  /** Why this period (plain English, e.g. 'the period under Article 12(3) UK GDPR'). */
  reason: string;
}

export interface ComputedDeadline {
  date: IsoDate;
  /** Plain-English explanation of how the date was counted. */
  rule: string;
  receivedOn: IsoDate;
}

const UNIT_WORDS: Record<DeadlineUnit, [string, string]> = {
  'calendar-days': ['calendar day', 'calendar days'],
  'working-days': ['working day', 'working days'],
  months: ['calendar month', 'calendar months'],
  weeks: ['week', 'weeks'],
};

/** The date a rule gives, counted from `start` (the day of receipt or of the letter). */
function countFrom(rule: DeadlineRule, start: IsoDate, region: HolidayRegion): IsoDate {
  // A date this product sets for the recipient never falls on a weekend or bank holiday: it moves to the next
  // working day, in the recipient's favour, as the ICO counts a month (the rule for month periods).
  switch (rule.unit) {
    case 'calendar-days':
      return rollToWorkingDay(addCalendarDays(start, rule.amount), region);
    case 'weeks':
      return rollToWorkingDay(addCalendarDays(start, rule.amount * 7), region);
    case 'working-days':
      return addWorkingDays(start, rule.amount, region);
    case 'months':
      return monthsDeadline(start, rule.amount, region);
  }
}

function describeRule(rule: DeadlineRule, from: string, region: HolidayRegion): string {
  const [one, many] = UNIT_WORDS[rule.unit];
  const amount = `${rule.amount} ${rule.amount === 1 ? one : many}`;
  const how =
    rule.unit === 'working-days'
      ? ` (Monday to Friday, excluding bank holidays in ${JURISDICTION_NAMES[region]})`
      : rule.unit === 'months'
        ? ' (to the corresponding day of the month, or the last day of a shorter month; a date on a weekend or bank holiday moves to the next working day)'
        : ' (a date on a weekend or bank holiday moves to the next working day)';
  return `${amount}${how} counted ${from}: ${rule.reason}.`;
}

const POSTED_FROM = (start: IsoDate, posted: IsoDate) =>
  `from ${formatUkDate(start)}, the second working day after posting on ${formatUkDate(posted)}, when a first class letter is treated as received in the ordinary course of post (Interpretation Act 1978 s.7)`;

/**
 * The date by which the recipient must act. `receivedOn`, when known (the user recorded the day the letter
 * arrived), replaces the deemed day of receipt. Month-based dates that land on a weekend or bank holiday move to
 * the next working day.
 */
export function computeDeadline(
  rule: DeadlineRule,
  letterDate: IsoDate,
  receivedOn?: IsoDate,
  region: HolidayRegion = 'england-wales',
): ComputedDeadline {
  const known =
    rule.from === 'deemed-service' && receivedOn && receivedOn >= letterDate ? receivedOn : undefined;
  const start =
    rule.from === 'deemed-service' ? (known ?? deemedServiceByPost(letterDate, region)) : letterDate;
  const from =
    rule.from !== 'deemed-service'
      ? `from the date of the letter, ${formatUkDate(letterDate)}`
      : known
        ? `from ${formatUkDate(start)}, the day it was received`
        : POSTED_FROM(start, letterDate);
  return { date: countFrom(rule, start, region), receivedOn: start, rule: describeRule(rule, from, region) };
}

/** How a letter left the user (the same names as SendMethod in shared/src/types.ts). */
export type DeliveryMethod = 'post' | 'recorded' | 'email' | 'hand';

/**
 * The day a letter sent this way is treated as received: by post (first class or signed for) the second working day
 * after posting, in the ordinary course of post (Interpretation Act 1978 s.7); an email or a letter handed over the
 * day it was sent if that is a working day, otherwise the next one (a recorded send has a date, not a time of day).
 */
export function deemedReceipt(
  sentOn: IsoDate,
  method: DeliveryMethod,
  region: HolidayRegion = 'england-wales',
): IsoDate {
  return method === 'post' || method === 'recorded'
    ? deemedServiceByPost(sentOn, region)
    : rollToWorkingDay(sentOn, region);
}

const METHOD_WORDS: Record<DeliveryMethod, string> = {
  post: 'posted',
  recorded: 'posted (signed for)',
  email: 'emailed',
  hand: 'handed over',
};

/** A deadline counted from a real send, with the rule it was counted by (the tracker shows its source). */
export interface SendDeadline extends ComputedDeadline {
  basis: DeadlineRule;
}

/**
 * The reply date counted from a real send (the letter page's "I sent it"): from the day the letter is treated as
 * received for the way it went when the rule runs from receipt (deemedReceipt), from the day it was sent otherwise.
 */
export function deadlineFromSend(
  rule: DeadlineRule,
  sentOn: IsoDate,
  method: DeliveryMethod,
  region: HolidayRegion = 'england-wales',
): SendDeadline {
  const start = rule.from === 'deemed-service' ? deemedReceipt(sentOn, method, region) : sentOn;
  const posted = method === 'post' || method === 'recorded';
  const from =
    rule.from !== 'deemed-service'
      ? `from ${formatUkDate(sentOn)}, the day it was ${METHOD_WORDS[method]}`
      : posted
        ? POSTED_FROM(start, sentOn)
        : start === sentOn
          ? `from ${formatUkDate(sentOn)}, the working day it was ${METHOD_WORDS[method]}`
          : `from ${formatUkDate(start)}, the next working day after it was ${METHOD_WORDS[method]} on ${formatUkDate(sentOn)}`;
  return {
    date: countFrom(rule, start, region),
    receivedOn: start,
    rule: describeRule(rule, from, region),
    basis: rule,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '5 March 2026'. */
export function formatUkDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

// ── Calendar export ─────────────────────────────────────────────────────────

function icsEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const enc = new TextEncoder();
  const out: string[] = [];
  let cur = '';
  let curBytes = 0;
  for (const ch of line) {
    const b = enc.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (curBytes + b > limit) {
      out.push(cur);
      cur = '';
      curBytes = 0;
    }
    cur += ch;
    curBytes += b;
  }
  out.push(cur);
  return out.join('\r\n ');
}

function simpleHash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export interface DeadlineEvent {
  title: string;
  date: IsoDate | Date;
  description?: string;
  uid?: string;
}

/**
 * An all-day iCalendar event for a deadline, with a reminder the day before. `now` is injectable for tests.
 */
export function deadlineToIcs(input: DeadlineEvent & { now?: Date }): string {
  return deadlinesToIcs([input], { now: input.now });
}

/**
 * A calendar of all-day deadline events (each with a reminder the day before): the per-letter .ics file and the
 * subscribed feed of every open deadline. `name` titles a subscribed calendar in Google, Apple and Outlook.
 */
export function deadlinesToIcs(events: DeadlineEvent[], opts: { now?: Date; name?: string } = {}): string {
  const stamp = (opts.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//FairReply//Deadline tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(opts.name ? [`X-WR-CALNAME:${icsEscape(opts.name)}`] : []),
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function eventLines(input: DeadlineEvent, stamp: string): string[] {
  const date = toIsoDate(input.date);
  const compact = (d: IsoDate) => d.replace(/-/g, '');
  const uid =
    input.uid ?? `${compact(date)}-${simpleHash(input.title + (input.description ?? ''))}@fairreply`;
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(date)}`,
    `DTEND;VALUE=DATE:${compact(addCalendarDays(date, 1))}`,
    `SUMMARY:${icsEscape(input.title)}`,
    ...(input.description ? [`DESCRIPTION:${icsEscape(input.description)}`] : []),
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P1D',
    `DESCRIPTION:${icsEscape(input.title)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}
