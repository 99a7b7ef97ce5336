import { describe, expect, it } from 'vitest';
import {
  completeLegalName,
  isDepartment,
  isSentenceFragment,
  joinBrokenName,
  looksLikeName,
  majoritySpelling,
  preferPrintedCase,
} from './creditor-rules';
import { extractFields } from './fields';

describe('creditor rules', () => {
  it('departments are not creditors', () => {
    expect(isDepartment('Parking Services')).toBe(true);
    expect(isDepartment('Revenues and Benefits Service')).toBe(true);
    expect(isDepartment('Council Tax Section')).toBe(true);
    expect(isDepartment('Northgate Recoveries Ltd')).toBe(false);
    expect(isDepartment('Borough of Eastmere Council')).toBe(false);
  });
  it('sentence fragments are not names', () => {
    expect(isSentenceFragment('An enforcement')).toBe(true);
    expect(isSentenceFragment('Kestrel Enforcement Agents Ltd')).toBe(false);
    expect(looksLikeName('Owner is served on you under the Civil Enforcement')).toBe(false);
    expect(looksLikeName('Council of the Borough of Thornhaven')).toBe(true);
  });
  it('completes the legal name from the sign-off and takes its case', () => {
    const lines = ['GASWORTH Bank', 'Dear Sir', 'Collections Department', 'Gasworth Bank plc'];
    expect(completeLegalName('GASWORTH Bank', lines)).toBe('Gasworth Bank plc');
    expect(completeLegalName('Gasworth Bank', ['Gasworth Bank', 'Gasworth Bank', 'plc is regulated'])).toBe(
      'Gasworth Bank plc',
    );
    expect(
      preferPrintedCase('NORTHGATE Credit Management', [
        'NORTHGATE Credit Management',
        'Northgate Credit Management',
      ]),
    ).toBe('Northgate Credit Management');
  });
  it('end to end: the council, not its department, and not a sentence above the letterhead', () => {
    const text = `An enforcement agent may attend your property if this notice is ignored
Borough of
Wexmarsh Council
Parking Services
PO Box 12, Wexmarsh, QX1 2AB
PENALTY CHARGE NOTICE
PCN number: WX12345678
Amount payable £70.00
Parking Services
Borough of Wexmarsh Council`;
    expect(extractFields(text).creditorName).toBe('Borough of Wexmarsh Council');
  });
});

describe('joinBrokenName', () => {
  it('joins a name that ends with a connective to the next line', () => {
    expect(joinBrokenName('Council of the', ['Council of the', 'Borough of Marlby', 'PO Box 1'])).toBe(
      'Council of the Borough of Marlby',
    );
    expect(joinBrokenName('Holloway &', ['Holloway &', 'Briar Ltd'])).toBe('Holloway & Briar Ltd');
  });
  it('leaves a complete name alone', () => {
    expect(joinBrokenName('Marlby District Council', ['Marlby District Council', 'Parking Services'])).toBe(
      'Marlby District Council',
    );
  });
});

describe('majoritySpelling', () => {
  it('takes the spelling printed most often when OCR misread one mention', () => {
    const lines = [
      'Mariford City Council',
      'Dear Ms Lee,',
      'Yours sincerely',
      'Marlford City Council',
      'Marlford City Council, Town Hall',
    ];
    expect(majoritySpelling('Mariford City Council', lines)).toBe('Marlford City Council');
    expect(
      majoritySpelling('ElImmere Building Society', [
        'ElImmere Building Society',
        'Elmmere Building Society is a member',
        'Elmmere Building Society, 1 High St',
      ]),
    ).toBe('Elmmere Building Society');
  });
  it('keeps the name when it is printed as often as any other spelling, and keeps its capitals', () => {
    expect(
      majoritySpelling('Marlford City Council', ['Marlford City Council', 'Mariford City Council']),
    ).toBe('Marlford City Council');
    expect(
      majoritySpelling('MARIFORD City Council', [
        'MARIFORD City Council',
        'Marlford City Council',
        'Marlford City Council',
      ]),
    ).toBe('MARLFORD City Council');
  });
  it('does not merge different short words', () => {
    expect(majoritySpelling('Arc Ltd', ['Arc Ltd', 'Art Ltd', 'Art Ltd'])).toBe('Arc Ltd');
  });
});
