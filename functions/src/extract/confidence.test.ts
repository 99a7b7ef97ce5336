import { describe, expect, it } from 'vitest';
import { CONFIDENCE_THRESHOLD } from '@app/shared/received';
import { debtTypeConfidence } from './confidence';
import { classifyDebtType, debtTypeLead } from './fields';

describe('debt type confidence from the lead of its evidence', () => {
  it('a type that only just wins is a guess the user confirms; one far ahead is not', () => {
    // One mention of a registered keeper is all that points to parking here.
    const thin =
      'Notice of unpaid charge. The DVLA gave us your name as the registered keeper. Total to pay £54.28.';
    expect(classifyDebtType(thin, 'Redmarsh Forecourts Ltd')).toBe('parking');
    expect(debtTypeLead(thin, 'Redmarsh Forecourts Ltd')).toBeLessThan(8);
    expect(debtTypeConfidence('parking', debtTypeLead(thin, 'Redmarsh Forecourts Ltd'))).toBeLessThan(
      CONFIDENCE_THRESHOLD,
    );
    const full =
      'PARKING CHARGE NOTICE. Notice to keeper under Schedule 4 of the Protection of Freedoms Act 2012. The vehicle was parked in the car park without a pay and display ticket. The registered keeper is liable for the parking charge.';
    expect(classifyDebtType(full, 'Marlow Car Parks Ltd')).toBe('parking');
    expect(debtTypeConfidence('parking', debtTypeLead(full, 'Marlow Car Parks Ltd'))).toBeGreaterThanOrEqual(
      CONFIDENCE_THRESHOLD,
    );
  });
  it("'normal' is what the rules fall back to: always confirmed", () => {
    expect(debtTypeConfidence('normal', 40)).toBeLessThan(CONFIDENCE_THRESHOLD);
  });
});
