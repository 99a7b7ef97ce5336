import { describe, expect, it } from 'vitest';
import { receivedDateLines } from './received-dates';

describe('receivedDateLines', () => {
  it("a PCN's pay-by date passed: the discount window closed, in plain words", () => {
    const lines = receivedDateLines(
      { kind: 'penalty_charge_notice', dates: { letterDate: '2026-10-01', payBy: '2026-10-15' } },
      '2026-11-24',
    );
    expect(lines.map((l) => [l.label, l.date, l.passed])).toEqual([
      ['Date of the letter', '2026-10-01', false],
      ['It asks you to pay or reply by', '2026-10-15', true],
    ]);
    expect(lines[1].meaning).toMatch(/14-day discount window has closed/);
  });

  it('a court claim past its date: judgment in default, respond at once', () => {
    const [line] = receivedDateLines({ kind: 'court_claim', dates: { payBy: '2026-11-01' } }, '2026-11-24');
    expect(line.passed).toBe(true);
    expect(line.meaning).toMatch(/14 days to respond to a court claim have passed/);
  });

  it('a judgment past its date: enforcement may follow; instalments or setting aside, not a defence', () => {
    const [line] = receivedDateLines({ kind: 'judgment', dates: { payBy: '2026-11-01' } }, '2026-11-24');
    expect(line.passed).toBe(true);
    expect(line.meaning).toMatch(/ask the court to enforce it/);
    expect(line.meaning).not.toMatch(/file a defence/);
  });

  it('after a liability order: the order is used now, not sought', () => {
    const [line] = receivedDateLines(
      { kind: 'liability_order', dates: { payBy: '2026-11-01' } },
      '2026-11-24',
    );
    expect(line.meaning).toMatch(/under the liability order the council can now/);
    expect(line.meaning).not.toMatch(/may ask the magistrates/);
  });

  it('a date still ahead counts the days left; the same day is today', () => {
    expect(
      receivedDateLines({ kind: 'letter_of_claim', dates: { payBy: '2026-11-27' } }, '2026-11-24')[0],
    ).toMatchObject({ passed: false, meaning: '3 days from today.' });
    expect(
      receivedDateLines({ kind: 'letter_of_claim', dates: { payBy: '2026-11-24' } }, '2026-11-24')[0].meaning,
    ).toBe('That is today.');
  });

  it('a kind without its own rule gets the general meaning; a passed hearing is flagged', () => {
    const lines = receivedDateLines(
      { kind: 'reminder', dates: { payBy: '2026-01-01', hearingDate: '2026-02-01' } },
      '2026-11-24',
    );
    expect(lines[0].meaning).toMatch(/The date this letter gave has passed/);
    expect(lines[1]).toMatchObject({ label: 'Hearing date', passed: true });
    expect(lines[1].meaning).toMatch(/court may have decided/);
  });

  it('nothing read, nothing shown', () => {
    expect(receivedDateLines({ kind: null, dates: {} }, '2026-11-24')).toEqual([]);
  });
});
