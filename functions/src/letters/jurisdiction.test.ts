import { describe, expect, it } from 'vitest';
import { composeDebtLetter } from './debt';
import { jurisdictionOfLetter } from './jurisdiction';
import { letterToText } from './text';

describe('jurisdictionOfLetter', () => {
  it("reads Scottish and Northern Irish law from the letter's own statutory words", () => {
    expect(jurisdictionOfLetter('Land & Property Services. Your domestic rates are overdue.')).toBe(
      'northern-ireland',
    );
    expect(
      jurisdictionOfLetter('CHARGE FOR PAYMENT. Debtors (Scotland) Act 1987, section 90. Sheriff Officer'),
    ).toBe('scotland');
    expect(
      jurisdictionOfLetter('Council tax reminder. We may apply to the magistrates for a liability order.'),
    ).toBe('england-wales');
  });
  it('a Northern Irish rates letter is not answered under the Protocol or the Limitation Act 1980', () => {
    const t = letterToText(
      composeDebtLetter({
        debtType: 'council_tax',
        stage: 1,
        strategy: 'standard',
        sender: { name: 'Jane Walker', address: '1 High St, Belfast, BT1 1AA' },
        recipient: { name: 'Land & Property Services', address: 'PO Box 1, Belfast, BT1 2AA' },
        amount: 450.12,
        accountNumber: '250 118 9662',
        receivedText: 'Land & Property Services\nDomestic rates reminder. Amount overdue £450.12.',
        letterDate: '2026-11-27',
        history: { sent: [] },
      }),
    );
    expect(t).toMatch(/Limitation \(Northern Ireland\) Order 1989/);
    expect(t).not.toMatch(/Pre-Action Protocol|Limitation Act 1980|Council Tax \(Administration/);
  });
});
