import { describe, expect, it } from 'vitest';
import { mailtoLink } from '../../lib/mailto';
import { gdprEmailSubject, gdprFileName, guessedAddresses } from './gdpr-data';
import { icoEmailBody, icoEmailSubject } from '../ico/ico-data';

describe('GDPR mail draft', () => {
  it('goes to the five addresses built from the organisation name, with the spec subject', () => {
    expect(guessedAddresses('Northgate Recoveries Ltd')).toEqual([
      'complaints@northgaterecoveries.co.uk',
      'legal@northgaterecoveries.co.uk',
      'dpo@northgaterecoveries.co.uk',
      'privacy@northgaterecoveries.co.uk',
      'info@northgaterecoveries.co.uk',
    ]);
    expect(guessedAddresses('Smith & Sons PLC')[0]).toBe('complaints@smithandsons.co.uk');
    expect(gdprEmailSubject('Sterling Bank plc')).toBe('GDPR Data Protection Challenge - Sterling Bank plc');
    const link = mailtoLink({
      to: guessedAddresses('Acme Ltd').join(','),
      subject: gdprEmailSubject('Acme Ltd'),
      body: 'Dear DPO',
    });
    expect(decodeURIComponent(link)).toContain('dpo@acme.co.uk,privacy@acme.co.uk');
    expect(gdprFileName('Acme & Co. Ltd')).toBe('gdpr-challenge-Acme_Co_Ltd.txt');
  });

  it('the ICO draft has the spec subject, a salutation, the complaint and the user’s name', () => {
    expect(icoEmailSubject('Acme Ltd')).toBe('GDPR Complaint - Acme Ltd - Data Protection Violations');
    expect(icoEmailBody('TEXT', 'Ann', 'Smith')).toBe('Dear Sir or Madam,\n\nTEXT\n\nAnn Smith');
  });
});
