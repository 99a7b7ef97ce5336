import { describe, expect, it } from 'vitest';
import { assessDemand } from './demand';
import { analyseLetter } from './analyse';

describe('assessDemand', () => {
  it('a web page navigation bar is not a demand', async () => {
    const text = 'F | FairReply Help & FAQ GDPR Guide Login\nGet started\nPricing £3.00\nAbout us Contact';
    const a = await analyseLetter(text, null);
    expect(a.isDemand).toBe(false);
    expect(a.kind).toBeNull();
    expect(a.demandReason).toMatch(/does not look like a letter/);
  });
  it('a letter with sender, amount and demand wording is', () => {
    const text = `Northgate Recoveries Ltd
Our ref: NR-1234
Dear Mr Smith,
Your account is overdue and the balance outstanding is £120.00. Please pay the full balance within 14 days.
If you cannot pay, please contact us to discuss an arrangement.
Yours sincerely
Northgate Recoveries Ltd`;
    expect(
      assessDemand(
        { creditorName: 'Northgate Recoveries Ltd', debtAmount: 120, accountNumber: 'NR-1234' },
        text,
      ),
    ).toMatchObject({
      isDemand: true,
    });
  });
});
