import { afterEach, describe, expect, it, vi } from 'vitest';
import { art12aDeadline, deadlinePassed, onOrNextWorkingDay } from './art12a';

afterEach(() => vi.useRealTimers());

describe('Art 12A response date', () => {
  it('a month ending on the August bank holiday moves to the next working day', () => {
    // Posted Mon 27 Jul 2026 → received Wed 29 Jul → a month later Sat 29 Aug; Sun 30; Mon 31 Aug is the summer
    // bank holiday → Tue 1 Sep 2026.
    const d = art12aDeadline('2026-07-27');
    expect(d.receivedOn).toBe('2026-07-29');
    expect(d.monthEnds).toBe('2026-08-29');
    expect(d.due).toBe('2026-09-01');
    expect(d.rule).toMatch(/not a working day/);
  });

  it('a month landing on Christmas Day skips the substitute Boxing Day too', () => {
    // Posted Mon 23 Nov 2026 → received Wed 25 Nov → Fri 25 Dec (Christmas); Sat; Sun; Mon 28 Dec (Boxing Day
    // substitute) → Tue 29 Dec 2026.
    expect(art12aDeadline('2026-11-23').due).toBe('2026-12-29');
  });

  it('a working day stays put, and the last day of a shorter month is used', () => {
    // Posted Thu 29 Jan 2026 → received Mon 2 Feb → Mon 2 Mar.
    expect(art12aDeadline('2026-01-29').due).toBe('2026-03-02');
    // Posted Wed 28 Jan 2026 → received Fri 30 Jan → 28 Feb (Sat) → Mon 2 Mar.
    expect(art12aDeadline('2026-01-28').monthEnds).toBe('2026-02-28');
    expect(onOrNextWorkingDay('2026-03-03')).toBe('2026-03-03');
  });

  it("counts from today's date when given the clock (system time injected)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-27T09:00:00Z'));
    expect(art12aDeadline(new Date()).due).toBe('2026-09-01');
    expect(deadlinePassed('2026-09-01')).toBe(false);
    vi.setSystemTime(new Date('2026-09-01T22:30:00Z')); // 23:30 in London on 1 Sep: still in time
    expect(deadlinePassed('2026-09-01')).toBe(false);
    vi.setSystemTime(new Date('2026-09-02T08:00:00Z'));
    expect(deadlinePassed('2026-09-01')).toBe(true);
  });
});
