import { describe, expect, it } from 'vitest';
import { S78_FEE, S79_FEE, feeFor, isCreditAgreementRequest } from './SentPanel';

const bases = (...ids: string[]) => ({ legalBases: ids.map((id) => ({ id })) }) as never;

describe('the £1 fee on the record of a sent letter', () => {
  it('goes with a request for the credit agreement (s.77/78) or the hire agreement (s.79), not other letters', () => {
    expect(isCreditAgreementRequest(bases('cca-1974-s78', 'cca-1974-s78-6'))).toBe(true);
    expect(isCreditAgreementRequest(bases('cca-1974-s79', 'cca-prescribed-periods-1983'))).toBe(true);
    expect(isCreditAgreementRequest(bases('pap-debt-claims', 'cca-1974-s87'))).toBe(false);
  });
  it('is named for the section the letter asks under', () => {
    expect(feeFor(bases('cca-1974-s77', 'cca-1974-s78'))).toBe(S78_FEE);
    expect(feeFor(bases('cca-1974-s79'))).toBe(S79_FEE);
  });
});
