import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addWorkingDays,
  afterClearDays,
  bankHolidays,
  bankHolidaysEnglandWales,
  computeDeadline,
  deadlineFromSend,
  deadlinesToIcs,
  deadlineToIcs,
  deemedReceipt,
  deemedServiceByPost,
  easterSunday,
  isWorkingDay,
  monthsDeadline,
  rollToWorkingDay,
  workingDaysBetween,
} from './deadlines';

describe('Easter (computus)', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (y, d) => expect(easterSunday(y)).toBe(d));
});

describe('bank holidays in England and Wales', () => {
  it('2026 matches gov.uk', () => {
    expect(bankHolidaysEnglandWales(2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });
  it('2027: Christmas on Saturday gives substitutes on 27 and 28 December', () => {
    expect(bankHolidaysEnglandWales(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });
  it('New Year substitutes: 2022 (Saturday → Monday 3rd) and 2023 (Sunday → Monday 2nd)', () => {
    expect(bankHolidaysEnglandWales(2022)[0].date).toBe('2022-01-03');
    expect(bankHolidaysEnglandWales(2023)[0].date).toBe('2023-01-02');
  });
  it('Christmas on Sunday (2022): Boxing Day Monday, Christmas substitute Tuesday', () => {
    const d = bankHolidaysEnglandWales(2022).map((h) => h.date);
    expect(d).toContain('2022-12-26');
    expect(d).toContain('2022-12-27');
    expect(d).toContain('2022-09-19'); // proclaimed: state funeral
    expect(d).toContain('2022-06-02');
  });
  it('2025 and 2020 (VE day move)', () => {
    expect(bankHolidaysEnglandWales(2025).map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(bankHolidaysEnglandWales(2020).map((h) => h.date)).toContain('2020-05-08');
    expect(bankHolidaysEnglandWales(2020).map((h) => h.date)).not.toContain('2020-05-04');
  });
  it('works for a far year', () => {
    expect(bankHolidaysEnglandWales(2100)).toHaveLength(8);
  });
});

describe('working days', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09'); // Fri → Mon
    expect(isWorkingDay('2026-03-07')).toBe(false);
  });
  it('12 working days across Easter 2026 (Good Friday 3 Apr, Easter Monday 6 Apr)', () => {
    // from Wed 1 Apr: 2 Apr(1), 7–10 Apr (2–5), 13–17 (6–10), 20 (11), 21 (12)
    expect(addWorkingDays('2026-04-01', 12)).toBe('2026-04-21');
    expect(workingDaysBetween('2026-04-01', '2026-04-21')).toBe(12);
  });
  it('across the year end 2026/27', () => {
    // from Thu 24 Dec 2026: 25 and 28 Dec holidays; 29 (1), 30 (2), 31 (3), 1 Jan holiday, 4 Jan (4)
    expect(addWorkingDays('2026-12-24', 4)).toBe('2027-01-04');
  });
  it('deemed service (Interpretation Act 1978 s.7 practice): second working day after posting', () => {
    expect(deemedServiceByPost('2026-03-02')).toBe('2026-03-04'); // Mon → Wed
    expect(deemedServiceByPost('2026-03-06')).toBe('2026-03-10'); // Fri → Tue
    expect(deemedServiceByPost('2026-04-02')).toBe('2026-04-08'); // Thu before Easter → Wed after
    expect(deemedServiceByPost('2025-12-23')).toBe('2025-12-29');
  });
  it('7 clear days for a notice of enforcement skip Sundays and bank holidays', () => {
    // notice Mon 21 Dec 2026: clear days 22,23,24,26,29,30,31 (25 Fri holiday, 27 Sun, 28 holiday) → earliest 1 Jan? 1 Jan is a holiday → not counted but action day is next day
    expect(afterClearDays('2026-12-21', 7)).toBe('2027-01-01');
    expect(afterClearDays('2026-03-02', 7)).toBe('2026-03-11');
  });
});

describe('calendar months (Art 12(3))', () => {
  it.each([
    ['2026-01-15', '2026-02-15'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-31', '2027-01-31'],
    ['2026-08-31', '2026-09-30'],
  ])('%s + 1 month → %s', (a, b) => expect(addMonths(a, 1)).toBe(b));
  it('adds many months across years', () => expect(addMonths('2020-02-29', 72)).toBe('2026-02-28'));
});

describe('computeDeadline', () => {
  it('explains how it counted', () => {
    const d = computeDeadline(
      { amount: 12, unit: 'working-days', from: 'deemed-service', reason: 'the period for a s.78 request' },
      '2026-04-01',
    );
    expect(d.receivedOn).toBe('2026-04-07');
    expect(d.date).toBe('2026-04-23');
    expect(d.rule).toMatch(/12 working days/);
    expect(d.rule).toMatch(/Interpretation Act 1978 s\.7/);
    expect(d.rule).not.toMatch(/CPR 6\.26/);
  });
  it('one month from the letter date', () => {
    const d = computeDeadline(
      { amount: 1, unit: 'months', from: 'letter-date', reason: 'Article 12(3)' },
      '2026-01-31',
    );
    // 28 Feb 2026 is a Saturday: a month-based date moves to the next working day (ICO guidance)
    expect(d.date).toBe('2026-03-02');
  });
  it('rolls month and day deadlines off weekends and bank holidays, never working-day ones', () => {
    expect(monthsDeadline('2026-11-25', 1)).toBe('2026-12-29'); // 25 Dec Fri, 28 Dec substitute Boxing Day
    expect(monthsDeadline('2026-07-31', 1)).toBe('2026-09-01'); // 31 Aug 2026 summer bank holiday
    expect(rollToWorkingDay('2026-03-04')).toBe('2026-03-04');
    const d = computeDeadline(
      { amount: 30, unit: 'calendar-days', from: 'letter-date', reason: 'x' },
      '2026-11-25',
    );
    expect(d.date).toBe('2026-12-29'); // 25 Dec → 29 Dec
  });
});

describe('deadlines from a recorded send', () => {
  const s78 = {
    amount: 12,
    unit: 'working-days' as const,
    from: 'deemed-service' as const,
    reason: 'the prescribed period for a request under section 77 or 78 of the Consumer Credit Act 1974',
  };
  it('posted on the Friday before the Summer bank holiday 2026: received Wed 2 Sep, answer by Fri 18 Sep', () => {
    expect(deemedReceipt('2026-08-28', 'post')).toBe('2026-09-02');
    const d = deadlineFromSend(s78, '2026-08-28', 'recorded');
    expect(d.receivedOn).toBe('2026-09-02');
    expect(d.date).toBe('2026-09-18');
    expect(d.rule).toMatch(/28 August 2026/);
    expect(d.rule).toMatch(/Interpretation Act 1978 s\.7/);
    expect(d.basis).toBe(s78);
  });
  it('emailed the same Friday: received that day, answer by Wed 16 Sep (the Monday holiday is skipped)', () => {
    const d = deadlineFromSend(s78, '2026-08-28', 'email');
    expect(d.receivedOn).toBe('2026-08-28');
    expect(d.date).toBe('2026-09-16');
    expect(d.rule).toMatch(/the working day it was emailed/);
  });
  it('emailed or handed over on Boxing Day 2026 (a Saturday): received Tue 29 December', () => {
    expect(deemedReceipt('2026-12-26', 'email')).toBe('2026-12-29');
    expect(deemedReceipt('2026-12-26', 'hand')).toBe('2026-12-29');
  });
  it('a rule counted from the letter date starts on the day it was sent', () => {
    expect(deadlineFromSend({ ...s78, from: 'letter-date' }, '2026-08-28', 'post').receivedOn).toBe(
      '2026-08-28',
    );
  });
  it('a subject access request posted on Friday 24 April 2026 is due Thursday 28 May', () => {
    const d = deadlineFromSend(
      { amount: 1, unit: 'months', from: 'deemed-service', reason: 'Article 12(3) UK GDPR' },
      '2026-04-24',
      'post',
    );
    expect(d.receivedOn).toBe('2026-04-28');
    expect(d.date).toBe('2026-05-28');
  });
  it('a month landing on the Spring bank holiday moves to the Tuesday', () => {
    const d = deadlineFromSend(
      { amount: 1, unit: 'months', from: 'letter-date', reason: 'Article 12(3) UK GDPR' },
      '2026-04-25',
      'email',
    );
    expect(d.date).toBe('2026-05-26');
  });
});

describe('deadlinesToIcs', () => {
  it('puts every deadline in one calendar with its own UID', () => {
    const ics = deadlinesToIcs(
      [
        { title: 'Reply due from A', date: '2026-09-18', uid: 'a@fairreply' },
        { title: 'Reply due from B', date: '2026-10-01', uid: 'b@fairreply' },
      ],
      { now: new Date('2026-09-01T00:00:00Z'), name: 'FairReply deadlines' },
    );
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:a@fairreply');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261001');
    expect(ics).toContain('X-WR-CALNAME:FairReply deadlines');
  });
});

describe('deadlineToIcs', () => {
  it('builds an all-day event with escaped text and CRLF lines of at most 75 octets', () => {
    const ics = deadlineToIcs({
      title: 'Reply due: Acme Ltd, s.78 request; ref 123',
      date: '2026-04-23',
      description:
        'Line one\nLine two with a long explanation that should be folded because it is far longer than seventy-five octets — with a dash.',
      now: new Date('2026-04-01T10:00:00Z'),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20260423\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20260424\r\n');
    expect(ics).toContain('SUMMARY:Reply due: Acme Ltd\\, s.78 request\\; ref 123');
    expect(ics).toContain('DTSTAMP:20260401T100000Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('Line one\\nLine two');
  });
});

describe('bank holidays in Scotland and Northern Ireland (gov.uk lists)', () => {
  const dates = (year: number, region: 'scotland' | 'northern-ireland') =>
    bankHolidays(year, region).map((h) => h.date);
  it('Scotland 2026: 2 January, no Easter Monday, the first Monday of August, St Andrew’s Day', () => {
    expect(dates(2026, 'scotland')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-04-03',
      '2026-05-04',
      '2026-05-25',
      '2026-08-03',
      '2026-11-30',
      '2026-12-25',
      '2026-12-28',
    ]);
  });
  it('Scotland: New Year’s substitutes (2022: 3 and 4 January; 2023: 2 and 3 January) and St Andrew’s on a weekend', () => {
    expect(dates(2022, 'scotland').slice(0, 2)).toEqual(['2022-01-03', '2022-01-04']);
    expect(dates(2023, 'scotland').slice(0, 2)).toEqual(['2023-01-02', '2023-01-03']);
    expect(dates(2025, 'scotland')).toContain('2025-12-01'); // 30 Nov 2025 is a Sunday
  });
  it('Northern Ireland 2026: England and Wales’ days, St Patrick’s Day and the Boyne (12 July a Sunday → 13)', () => {
    const ni = dates(2026, 'northern-ireland');
    expect(ni).toEqual(expect.arrayContaining(['2026-03-17', '2026-07-13', '2026-04-06', '2026-08-31']));
    expect(ni).toHaveLength(10);
  });
  it('a deadline counts the region’s holidays: St Andrew’s Day delays deemed receipt in Scotland only', () => {
    // Posted Friday 27 November 2026; Monday 30 November is St Andrew's Day.
    expect(deemedServiceByPost('2026-11-27')).toBe('2026-12-01');
    expect(deemedServiceByPost('2026-11-27', 'scotland')).toBe('2026-12-02');
    const rule = {
      amount: 12,
      unit: 'working-days' as const,
      from: 'deemed-service' as const,
      reason: 'test',
    };
    const sc = computeDeadline(rule, '2026-11-27', undefined, 'scotland');
    expect(sc.receivedOn).toBe('2026-12-02');
    expect(sc.rule).toMatch(/excluding bank holidays in Scotland/);
    expect(isWorkingDay('2026-07-13', 'northern-ireland')).toBe(false);
    expect(isWorkingDay('2026-07-13')).toBe(true);
  });
});
