// Calendar facts the deadline arithmetic rests on, pinned year by year (deadlines.test.ts covers the counting rules).
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bankHolidaysEnglandWales,
  computeDeadline,
  daysBetween,
  deadlineFromSend,
  deadlineToIcs,
  easterSunday,
  formatUkDate,
  isBankHoliday,
  toIsoDate,
  weekday,
} from './deadlines';

describe('Easter Sunday every year 1990–2060', () => {
  // From an independent implementation (python-dateutil's easter(), Western method), month-day for each year.
  const TABLE = (
    '04-15 03-31 04-19 04-11 04-03 04-16 04-07 03-30 04-12 04-04 04-23 04-15 03-31 04-20 04-11 03-27 04-16 04-08 ' +
    '03-23 04-12 04-04 04-24 04-08 03-31 04-20 04-05 03-27 04-16 04-01 04-21 04-12 04-04 04-17 04-09 03-31 04-20 ' +
    '04-05 03-28 04-16 04-01 04-21 04-13 03-28 04-17 04-09 03-25 04-13 04-05 04-25 04-10 04-01 04-21 04-06 03-29 ' +
    '04-17 04-09 03-25 04-14 04-05 04-18 04-10 04-02 04-21 04-06 03-29 04-18 04-02 04-22 04-14 03-30 04-18'
  ).split(' ');
  it('matches the table', () => {
    expect(TABLE).toHaveLength(71);
    const got = TABLE.map((_, i) => easterSunday(1990 + i));
    expect(got).toEqual(TABLE.map((md, i) => `${1990 + i}-${md}`));
  });
  it('moves Good Friday and Easter Monday with it (2029: Easter on 1 April)', () => {
    const d = bankHolidaysEnglandWales(2029);
    expect(d.find((h) => h.name === 'Good Friday')?.date).toBe('2029-03-30');
    expect(d.find((h) => h.name === 'Easter Monday')?.date).toBe('2029-04-02');
  });
});

const dates = (y: number) => bankHolidaysEnglandWales(y).map((h) => h.date);

describe('bank holidays moved or added by proclamation, in date order (gov.uk)', () => {
  it.each([
    [1995, ['01-02', '04-14', '04-17', '05-08', '05-29', '08-28', '12-25', '12-26']], // VE Day 50: May holiday moved
    [1999, ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28', '12-31']], // millennium
    [2002, ['01-01', '03-29', '04-01', '05-06', '06-03', '06-04', '08-26', '12-25', '12-26']], // golden jubilee
    [2011, ['01-03', '04-22', '04-25', '04-29', '05-02', '05-30', '08-29', '12-26', '12-27']], // royal wedding
    [2012, ['01-02', '04-06', '04-09', '05-07', '06-04', '06-05', '08-27', '12-25', '12-26']], // diamond jubilee
    [2020, ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28']], // VE Day 75
    [2022, ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27']], // jubilee, funeral
    [2023, ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26']], // coronation
  ])('%i', (year, md) => {
    expect(dates(year)).toEqual(md.map((x) => `${year}-${x}`));
  });
  it('the years around them follow the rules alone', () => {
    expect(dates(2024)).toEqual(
      ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'].map((x) => `2024-${x}`),
    );
    expect(dates(2021)).toEqual(
      ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'].map((x) => `2021-${x}`),
    );
  });
  it('names each day as gov.uk does, substitutes included', () => {
    expect(bankHolidaysEnglandWales(2022).map((h) => h.name)).toEqual([
      "New Year's Day",
      'Good Friday',
      'Easter Monday',
      'Early May bank holiday',
      'Spring bank holiday',
      'Additional bank holiday',
      'Summer bank holiday',
      'Additional bank holiday',
      'Boxing Day',
      'Christmas Day (substitute day)',
    ]);
    expect(
      bankHolidaysEnglandWales(2021)
        .slice(-2)
        .map((h) => h.name),
    ).toEqual(['Christmas Day (substitute day)', 'Boxing Day (substitute day)']);
    // Christmas on a Friday: Boxing Day's substitute is the Monday
    expect(bankHolidaysEnglandWales(2026).slice(-2)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    expect(bankHolidaysEnglandWales(2025).slice(-2)).toEqual([
      { date: '2025-12-25', name: 'Christmas Day' },
      { date: '2025-12-26', name: 'Boxing Day' },
    ]);
  });
  it('a second call for a year gives the same days', () => {
    expect(bankHolidaysEnglandWales(2031)).toEqual(bankHolidaysEnglandWales(2031));
    expect(isBankHoliday('2031-12-25')).toBe(true);
    expect(isBankHoliday('2031-12-24')).toBe(false);
  });
});

describe('turning a moment into the UK calendar day', () => {
  it('keeps an ISO date as it is', () => expect(toIsoDate('2026-06-05')).toBe('2026-06-05'));
  it('late evening in summer is already the next day in the UK (BST)', () => {
    expect(toIsoDate('2026-06-05T23:30:00Z')).toBe('2026-06-06');
    expect(toIsoDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
  it('in winter the UK day is the UTC day (GMT)', () => {
    expect(toIsoDate('2026-01-15T23:30:00Z')).toBe('2026-01-15');
    expect(toIsoDate(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  });
  it('refuses what is not a date', () => {
    expect(() => toIsoDate('next Tuesday')).toThrow('Not a date: next Tuesday');
    expect(() => toIsoDate('x2026-06-05')).toThrow('Not a date');
    expect(() => toIsoDate(new Date('nonsense'))).toThrow('Invalid date');
  });
});

describe('small helpers', () => {
  it('formats every month', () => {
    const names = Array.from({ length: 12 }, (_, i) =>
      formatUkDate(`2026-${String(i + 1).padStart(2, '0')}-05`),
    );
    expect(names).toEqual([
      '5 January 2026',
      '5 February 2026',
      '5 March 2026',
      '5 April 2026',
      '5 May 2026',
      '5 June 2026',
      '5 July 2026',
      '5 August 2026',
      '5 September 2026',
      '5 October 2026',
      '5 November 2026',
      '5 December 2026',
    ]);
  });
  it('counts days and weekdays', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-03-01')).toBe(0);
    expect(weekday('2026-03-07')).toBe(6);
  });
});

describe('computeDeadline by unit', () => {
  it('calendar days from deemed service, rolled off a weekend, explained', () => {
    // posted Mon 2 Mar 2026, deemed received Wed 4 Mar; + 14 days = Wed 18 Mar
    const d = computeDeadline(
      { amount: 14, unit: 'calendar-days', from: 'deemed-service', reason: 'the notice period' },
      '2026-03-02',
    );
    expect(d).toEqual({
      date: '2026-03-18',
      receivedOn: '2026-03-04',
      rule: '14 calendar days (a date on a weekend or bank holiday moves to the next working day) counted from 4 March 2026, the second working day after posting on 2 March 2026, when a first class letter is treated as received in the ordinary course of post (Interpretation Act 1978 s.7): the notice period.',
    });
    // + 10 days = Sat 14 Mar → Mon 16 Mar
    expect(
      computeDeadline(
        { amount: 10, unit: 'calendar-days', from: 'deemed-service', reason: 'x' },
        '2026-03-02',
      ).date,
    ).toBe('2026-03-16');
  });
  it('weeks are seven days each', () => {
    const d = computeDeadline({ amount: 2, unit: 'weeks', from: 'letter-date', reason: 'r' }, '2026-03-02');
    expect(d.date).toBe('2026-03-16');
    expect(d.rule).toBe(
      '2 weeks (a date on a weekend or bank holiday moves to the next working day) counted from the date of the letter, 2 March 2026: r.',
    );
    expect(
      computeDeadline({ amount: 1, unit: 'weeks', from: 'letter-date', reason: 'r' }, '2026-03-02').rule,
    ).toMatch(/^1 week \(/);
  });
  it('the day the user says it arrived replaces the deemed day, unless it is before the letter', () => {
    const rule = { amount: 1, unit: 'months', from: 'deemed-service', reason: 'Article 12(3)' } as const;
    const d = computeDeadline(rule, '2026-03-02', '2026-03-09');
    expect(d.receivedOn).toBe('2026-03-09');
    expect(d.date).toBe('2026-04-09');
    expect(d.rule).toBe(
      '1 calendar month (to the corresponding day of the month, or the last day of a shorter month; a date on a weekend or bank holiday moves to the next working day) counted from 9 March 2026, the day it was received: Article 12(3).',
    );
    // received on the letter's own date is allowed
    expect(computeDeadline(rule, '2026-03-02', '2026-03-02').receivedOn).toBe('2026-03-02');
    // a receipt date before the letter's date is a mistake: the deemed day is used
    expect(computeDeadline(rule, '2026-03-02', '2026-02-20').receivedOn).toBe('2026-03-04');
    // and from the letter date the receipt day does not matter
    expect(computeDeadline({ ...rule, from: 'letter-date' }, '2026-03-02', '2026-03-09').rule).toContain(
      'counted from the date of the letter, 2 March 2026',
    );
  });
  it('says "day" for one and "months" for several', () => {
    const one = computeDeadline(
      { amount: 1, unit: 'calendar-days', from: 'letter-date', reason: 'r' },
      '2026-03-02',
    );
    expect(one.date).toBe('2026-03-03');
    expect(one.rule).toMatch(/^1 calendar day \(/);
    const three = computeDeadline(
      { amount: 3, unit: 'months', from: 'letter-date', reason: 'r' },
      '2026-03-02',
    );
    expect(three.date).toBe('2026-06-02');
    expect(three.rule).toMatch(/^3 calendar months \(/);
  });
  it('working days are explained as Monday to Friday without bank holidays', () => {
    const d = computeDeadline(
      { amount: 1, unit: 'working-days', from: 'letter-date', reason: 'r' },
      '2026-03-06',
    );
    expect(d.date).toBe('2026-03-09');
    expect(d.rule).toBe(
      '1 working day (Monday to Friday, excluding bank holidays in England and Wales) counted from the date of the letter, 6 March 2026: r.',
    );
  });
});

describe('deadlineFromSend: how each way of sending is explained', () => {
  const rule = { amount: 14, unit: 'calendar-days', from: 'letter-date', reason: 'r' } as const;
  it.each([
    ['post', 'posted'],
    ['recorded', 'posted (signed for)'],
    ['email', 'emailed'],
    ['hand', 'handed over'],
  ] as const)('counted from the day it was sent (%s)', (method, words) => {
    const d = deadlineFromSend(rule, '2026-08-28', method);
    expect(d.receivedOn).toBe('2026-08-28');
    expect(d.rule).toContain(`counted from 28 August 2026, the day it was ${words}: r.`);
  });
  const received = { ...rule, from: 'deemed-service' } as const;
  it('from receipt: a letter handed over on a working day is received that day', () => {
    const d = deadlineFromSend(received, '2026-08-28', 'hand');
    expect(d.receivedOn).toBe('2026-08-28');
    expect(d.rule).toContain('counted from 28 August 2026, the working day it was handed over: r.');
  });
  it('from receipt: an email on a Saturday is received on the next working day, and says so', () => {
    const d = deadlineFromSend(received, '2026-12-26', 'email');
    expect(d.receivedOn).toBe('2026-12-29');
    expect(d.rule).toContain(
      'counted from 29 December 2026, the next working day after it was emailed on 26 December 2026: r.',
    );
  });
  it('from receipt: only post waits for the second working day', () => {
    expect(deadlineFromSend(received, '2026-03-02', 'post').receivedOn).toBe('2026-03-04');
    expect(deadlineFromSend(received, '2026-03-02', 'recorded').receivedOn).toBe('2026-03-04');
    expect(deadlineFromSend(received, '2026-03-02', 'email').receivedOn).toBe('2026-03-02');
    expect(deadlineFromSend(received, '2026-03-02', 'post').rule).toContain(
      'the second working day after posting on 2 March 2026',
    );
  });
});

describe('deadlineToIcs', () => {
  const now = new Date('2026-04-01T10:00:00.123Z');
  it('is a complete all-day event with a reminder the day before', () => {
    const ics = deadlineToIcs({ title: 'Reply due', date: '2026-04-23', uid: 'fixed@fairreply', now });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//FairReply//Deadline tracker//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:fixed@fairreply',
      'DTSTAMP:20260401T100000Z',
      'DTSTART;VALUE=DATE:20260423',
      'DTEND;VALUE=DATE:20260424',
      'SUMMARY:Reply due',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-P1D',
      'DESCRIPTION:Reply due',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
  it('derives a stable uid from the date, title and description', () => {
    const a = deadlineToIcs({ title: 'Reply due', description: 'x', date: '2026-04-23', now });
    const uid = a.match(/^UID:(.*)$/m)![1];
    expect(uid).toMatch(/^20260423-[0-9a-f]{8}@fairreply$/);
    expect(deadlineToIcs({ title: 'Reply due', description: 'x', date: '2026-04-23', now })).toContain(
      `UID:${uid}`,
    );
    expect(deadlineToIcs({ title: 'Reply due', description: 'y', date: '2026-04-23', now })).not.toContain(
      `UID:${uid}`,
    );
    expect(deadlineToIcs({ title: 'Reply due!', description: 'x', date: '2026-04-23', now })).not.toContain(
      `UID:${uid}`,
    );
    // the hash is always eight hex digits, zero-padded
    expect(deadlineToIcs({ title: 'Reply due 12', date: '2026-04-23', now })).toContain(
      'UID:20260423-0eaa2c58@fairreply',
    );
    // FNV-1a of the empty string is its offset basis
    expect(deadlineToIcs({ title: '', date: '2026-04-23', now })).toContain(
      'UID:20260423-811c9dc5@fairreply',
    );
  });
  it('takes a Date as the UK day', () => {
    expect(deadlineToIcs({ title: 't', date: new Date('2026-06-05T23:30:00Z'), now })).toContain(
      'DTSTART;VALUE=DATE:20260606\r\n',
    );
  });
  it('escapes backslashes, semicolons, commas and both kinds of line break', () => {
    const ics = deadlineToIcs({
      title: 'a\\b;c,d',
      description: 'one\r\ntwo\nthree',
      date: '2026-04-23',
      now,
    });
    expect(ics).toContain('SUMMARY:a\\\\b\\;c\\,d\r\n');
    expect(ics).toContain('DESCRIPTION:one\\ntwo\\nthree\r\n');
  });
  it('folds at 75 octets without splitting a character, continuation lines at 74 plus the space', () => {
    const title = '€'.repeat(60); // 3 octets each
    const ics = deadlineToIcs({ title, date: '2026-04-23', uid: 'u', now });
    const summary = ics
      .split('\r\n')
      .filter((l, i, all) => l.startsWith('SUMMARY:') || all[i - 1]?.startsWith('SUMMARY:'));
    // 'SUMMARY:' is 8 octets, then 22 euro signs (66) = 74 ≤ 75; a 23rd would make 77
    expect(summary[0]).toBe(`SUMMARY:${'€'.repeat(22)}`);
    expect(summary[1]).toBe(` ${'€'.repeat(24)}`); // 1 + 72 = 73; 25 would be 1 + 75
    const a = 'a'.repeat(200);
    const lines = deadlineToIcs({ title: a, date: '2026-04-23', uid: 'u', now }).split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    expect(lines[at]).toHaveLength(75);
    expect(lines[at + 1]).toHaveLength(75); // a space and 74 characters
    expect(lines[at + 2]).toBe(` ${'a'.repeat(200 - 67 - 74)}`);
  });
});
