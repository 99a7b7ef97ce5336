import { TmDetailsRequest, UpdateLetterText, UploadFields } from '@app/shared/schemas';
import { MAX_ADDITIONAL_INFO } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { firstProblem, maxLengthOf } from './schema-form';

describe('schema-form', () => {
  it('reads text limits from the shared schemas, through optional and default wrappers', () => {
    expect(maxLengthOf(UploadFields, 'edpName')).toBe(200);
    expect(maxLengthOf(UploadFields, 'trademarkNumber')).toBe(50);
    expect(maxLengthOf(UploadFields, 'additionalInfo')).toBe(MAX_ADDITIONAL_INFO);
    expect(maxLengthOf(TmDetailsRequest, 'feeSchedule')).toBe(2000);
    expect(maxLengthOf(UploadFields, 'useEDPChallenge')).toBeUndefined();
  });

  it('words a refusal as the server does', () => {
    expect(firstProblem(UploadFields, { edpName: 'x'.repeat(201) })).toBe(
      'edpName must be at most 200 characters',
    );
    expect(firstProblem(UploadFields, { lastPaymentDate: '2999-01-01' })).toBe(
      'lastPaymentDate must be a real date, not in the future',
    );
    expect(firstProblem(UpdateLetterText, { rebuttalText: '  ' })).toBe('Letter text cannot be empty');
    expect(firstProblem(UploadFields, { edpName: 'Acme', lastPaymentDate: '' })).toBeNull();
  });
});
