import { describe, expect, it } from 'vitest';
import { findDateHits, findDates, findLetterDate, findPayBy } from './dates';

describe('dates', () => {
  it('reads UK dates in the usual styles', () => {
    expect(findDateHits('on 05/03/2025, 7 May 2025 and 25th Aug 2025').map((h) => h.iso)).toEqual([
      '2025-03-05',
      '2025-05-07',
      '2025-08-25',
    ]);
  });
  it("the letter's date is the labelled one, not the PCN's or the hearing's", () => {
    expect(findLetterDate(['Date PCN issued: 01/02/2025', 'Notice date: 18/03/2025'])).toBe('2025-03-18');
    expect(findLetterDate(['Hearing date: 01/04/2025', 'Date of issue: 10 March 2025'])).toBe('2025-03-10');
  });
  it('pay-by: an explicit date, else "within N days" from the letter date, never a discount window', () => {
    expect(findPayBy('Please pay by 30/10/2025.', '2025-10-23')).toBe('2025-10-30');
    expect(
      findPayBy('If paid within 14 days the charge is reduced. Please pay within 28 days.', '2025-01-01'),
    ).toBe('2025-01-29');
  });
  it('a hearing date', () => {
    expect(
      findDates(
        "Date: 1 March 2025\nYou are summoned to appear before Wexley Magistrates' Court on 22 March 2025 at 10:00.",
      ),
    ).toEqual({
      letterDate: '2025-03-01',
      hearingDate: '2025-03-22',
    });
  });
});

describe('pay-by wordings', () => {
  it('"within 7 clear days" and "unless we receive £x by <date>"', () => {
    expect(
      findPayBy('Unless the total is paid within 7 clear days, an officer will attend.', '2025-03-01'),
    ).toBe('2025-03-08');
    expect(
      findPayBy('Unless we receive £52.10 by 9 April 2025, your service will be suspended.', '2025-04-01'),
    ).toBe('2025-04-09');
  });
});
