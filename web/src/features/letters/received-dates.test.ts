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

describe('a passed date under Scots or Northern Irish law', () => {
  const received = { kind: 'notice_of_enforcement' as const, dates: { payBy: '2025-05-06' } };
  it('a Scottish charge for payment speaks of sheriff officers, not enforcement agents’ 7 clear days', () => {
    const [line] = receivedDateLines(received, '2026-11-27', 'scotland');
    expect(line.meaning).toMatch(/14 days the charge for payment gave have passed: sheriff officers/);
    expect(line.meaning).not.toMatch(/7 clear days/);
    expect(receivedDateLines(received, '2026-11-27')[0].meaning).toMatch(/7 clear days/);
  });
  it('a kind with no meaning of its own there gets the general one, not England and Wales’ procedure', () => {
    const cc = { kind: 'charge_certificate' as const, dates: { payBy: '2025-05-06' } };
    expect(receivedDateLines(cc, '2026-11-27', 'northern-ireland')[0].meaning).not.toMatch(
      /Traffic Enforcement Centre/,
    );
    const summons = { kind: 'summons' as const, dates: { hearingDate: '2025-05-06' } };
    expect(receivedDateLines(summons, '2026-11-27', 'scotland')[0].meaning).not.toMatch(/liability order/);
  });
});

describe('a prosecution and a summons', () => {
  it("a Single Justice Procedure Notice's plea date: days left while ahead; once passed, the court may decide without you", () => {
    const sjpn = { kind: 'summons' as const, debtType: 'court', dates: { respondBy: '2026-12-04' } };
    expect(receivedDateLines(sjpn, '2026-11-27')[0]).toMatchObject({
      label: 'It asks you to answer the court by',
      passed: false,
      meaning: '7 days from today: answer the court by then, whatever the prosecutor says.',
    });
    const [passed] = receivedDateLines(sjpn, '2026-12-05');
    expect(passed.passed).toBe(true);
    expect(passed.meaning).toMatch(/may already have decided it, without you/);
    expect(passed.meaning).toMatch(/s\.142/);
    const scots = receivedDateLines(sjpn, '2026-12-05', 'scotland')[0].meaning;
    expect(scots).not.toMatch(/s\.142/);
    // No hearing was set: the passed date is the one to answer by.
    expect(scots).toMatch(/^The date to answer the court has passed/);
  });
  it('a passed hearing speaks of a liability order only for council tax', () => {
    const hearing = { kind: 'summons' as const, dates: { hearingDate: '2025-05-06' } };
    expect(receivedDateLines({ ...hearing, debtType: 'council_tax' }, '2026-11-27')[0].meaning).toMatch(
      /liability order/,
    );
    expect(receivedDateLines({ ...hearing, debtType: 'court' }, '2026-11-27')[0].meaning).not.toMatch(
      /liability order|council/,
    );
  });
});

describe("a mortgage lender's letter before a claim", () => {
  it('past its date speaks of court proceedings and the lender, not the Debt Claims protocol’s 30 days', () => {
    const [, payBy] = receivedDateLines(
      {
        kind: 'letter_of_claim',
        debtType: 'mortgage',
        dates: { letterDate: '2025-09-28', payBy: '2025-10-12' },
      },
      '2026-11-27',
    );
    expect(payBy.passed).toBe(true);
    expect(payBy.meaning).toMatch(/lender may now start court proceedings/);
    expect(payBy.meaning).not.toMatch(/Pre-Action Protocol for Debt Claims/);
  });
});
