import { describe, expect, it } from 'vitest';
import { EMPTY_FLOW, missing, parseLetterData, toBody } from './form';

describe('letterData pre-fill', () => {
  const data = { creditorName: 'Lowell Financial Ltd', debtType: 'credit_card', originalFileName: 'a.pdf' };

  it('reads the JSON, once or twice encoded', () => {
    expect(parseLetterData(JSON.stringify(data))).toMatchObject(data);
    expect(parseLetterData(encodeURIComponent(JSON.stringify(data)))).toMatchObject(data);
  });

  it('keeps only known fields with values that fit', () => {
    const out = parseLetterData(
      JSON.stringify({
        ...data,
        debtType: 'bailiff', // not one of the flow's twenty
        entityType: 'Lord',
        creditAgencies: ['equifax', 'nobody'],
        debtAmount: 120.5,
        isAdmin: true,
      }),
    );
    expect(out).toEqual({
      creditorName: 'Lowell Financial Ltd',
      originalFileName: 'a.pdf',
      creditAgencies: ['equifax'],
      debtAmount: '120.5',
    });
  });

  it('is null when it is not a JSON object', () => {
    expect(parseLetterData('not json')).toBeNull();
    expect(parseLetterData('[1,2]')).toBeNull();
  });
});

describe('required fields', () => {
  it('asks for the creditor and the address; classes for EDP and TM; dates of letters sent', () => {
    expect(missing(EMPTY_FLOW)).toEqual(['the creditor’s name', 'your postal address']);
    const f = { ...EMPTY_FLOW, creditorName: 'X Ltd', userAddress: '1 Road', entityType: 'TM' };
    expect(missing(f)).toEqual(['the trademark classes']);
    expect(missing({ ...f, entityType: 'Ltd', alreadySent: 1 })).toEqual(['the date of your first letter']);
  });

  it('sends only the letters the user says were sent, and no bailiff verdict unless one was recorded', () => {
    const f = {
      ...EMPTY_FLOW,
      alreadySent: 1 as const,
      priorLetters: [
        { sentAt: '2026-09-01', method: 'recorded' as const, feeEnclosed: true },
        { sentAt: '2026-10-01', method: 'post' as const, feeEnclosed: false },
      ] as typeof EMPTY_FLOW.priorLetters,
    };
    const body = toBody(f, { bailiffCheckUrl: '', emailFound: false, availableEmails: [] });
    expect(body.priorLetters).toEqual([{ sentAt: '2026-09-01', method: 'recorded', feeEnclosed: true }]);
    expect('bailiffVerified' in body).toBe(false);
    expect('alreadySent' in body).toBe(false);
  });
});
