import { describe, expect, it } from 'vitest';
import { readSenderAddress, readSenderContact, readSenderEmail } from './address';

const LETTERHEAD = `Northgate Recoveries Ltd
Unit 4, Example Park, Testford TF1 9ZZ

Ms Ann Smith
12 Any Street, Testford TF2 8ZZ

3 November 2026
Account number: NR-55321`;

describe('readSenderAddress', () => {
  it("reads the letterhead block under the sender's name, one line split for the envelope", () => {
    expect(readSenderAddress(LETTERHEAD, 'Northgate Recoveries Ltd')).toEqual([
      'Unit 4',
      'Example Park',
      'Testford TF1 9ZZ',
    ]);
  });

  it("never takes the addressee's own block (Mr/Ms…) for the sender's", () => {
    const text = `Mr John Doe\n4 Elm Road\nLeeds\nLS6 2AB\n\nDear Mr Doe,\nYou owe £120.00 to Acme Energy.`;
    expect(readSenderAddress(text, 'Acme Energy Ltd')).toBeNull();
  });

  it('prefers a labelled address ("write to us at") over the user\'s block', () => {
    const text = [
      'Mrs Jane Roe',
      '7 Park Lane',
      'Bristol',
      'BS1 5TR',
      '',
      'Dear Mrs Roe,',
      'If you dispute this debt, write to us at:',
      'Customer Relations',
      'PO Box 1234',
      'Manchester',
      'M60 7QX',
    ].join('\n');
    expect(readSenderAddress(text, 'Lowell Financial Ltd')).toEqual([
      'Customer Relations',
      'PO Box 1234',
      'Manchester',
      'M60 7QX',
    ]);
  });

  it('reads a registered office written on one line, without the name and what follows the postcode', () => {
    const text =
      'Registered office: Cabot Financial (UK) Ltd, 1 Kings Hill Avenue, West Malling, ME19 4UA. Registered in England.';
    expect(readSenderAddress(text, 'Cabot Financial (UK) Ltd')).toEqual([
      '1 Kings Hill Avenue',
      'West Malling',
      'ME19 4UA',
    ]);
  });

  it('stops at a contact line above the block and drops a phone number after the postcode', () => {
    const text = `Tel: 0300 123 4567\nCity Council Parking Services\nCivic Centre\nHigh Street\nTestbury TB1 1AA  0300 999 0000`;
    expect(readSenderAddress(text, 'City Council')).toEqual([
      'Civic Centre',
      'High Street',
      'Testbury TB1 1AA',
    ]);
  });

  it('gives nothing when no address is printed', () => {
    expect(readSenderAddress('Dear customer, please pay £50.', 'Acme Ltd')).toBeNull();
  });
});

describe('readSenderEmail', () => {
  it("takes the address whose domain carries the sender's name", () => {
    const text = 'Email us: help@othermail.com or disputes@northgaterecoveries.co.uk';
    expect(readSenderEmail(text, 'Northgate Recoveries Ltd')).toBe('disputes@northgaterecoveries.co.uk');
  });
  it("the only address printed, but never the user's own", () => {
    expect(readSenderEmail('Contact: Team@Collect.example', 'Acme')).toBe('team@collect.example');
    expect(readSenderEmail('Sent to ann@home.example', 'Acme', ['ann@home.example'])).toBeNull();
  });
  it('two unrelated addresses: not clear, none', () => {
    expect(readSenderEmail('a@one.example b@two.example', 'Acme')).toBeNull();
  });
  it('readSenderContact gives both', () => {
    expect(readSenderContact(`${LETTERHEAD}\nqueries@northgate.example`, 'Northgate Recoveries Ltd')).toEqual(
      {
        addressLines: ['Unit 4', 'Example Park', 'Testford TF1 9ZZ'],
        email: 'queries@northgate.example',
      },
    );
  });
});

describe('readSenderAddress on a letterhead of several lines', () => {
  it('keeps the lines as printed (a department line included), without the name', () => {
    const text = [
      'Harrowgate Debt Purchasing Ltd',
      'Customer Accounts',
      'Unit 4, Wheelwright Court',
      '88 Canal Street',
      'Ashbourne Vale',
      'AV12 6RT',
      'Tel: 0800 046 2291',
      'PRIVATE & CONFIDENTIAL',
      'Mr Daniel Okafor',
      '14 Willow Crescent',
      'FENNBRIDGE',
      'FB3 9LQ',
    ].join('\n');
    expect(readSenderAddress(text, 'Harrowgate Debt Purchasing Ltd')).toEqual([
      'Customer Accounts',
      'Unit 4, Wheelwright Court',
      '88 Canal Street',
      'Ashbourne Vale',
      'AV12 6RT',
    ]);
  });
});

describe('readSenderAddress: what is not the address', () => {
  it("drops a slogan and the tail of a name broken over two lines; a supply address is the user's", () => {
    const text = [
      'Lumen Home Energy',
      'Ltd',
      'Home energy for a greener future',
      'The Exchange',
      '111 Orchard Gardens',
      'Greyhallow',
      'GQ11 2LT',
      'PRIVATE AND CONFIDENTIAL',
      'Mrs M Hughes',
      'Fairview Albert Rise',
      'CK20 7LG',
      'Supply address: Fairview Albert Rise, CK20 7LG',
    ].join('\n');
    expect(readSenderAddress(text, 'Lumen Home Energy Ltd')).toEqual([
      'The Exchange',
      '111 Orchard Gardens',
      'Greyhallow',
      'GQ11 2LT',
    ]);
  });

  it('a slogan with a year goes, and a trailing comma is not printed', () => {
    const text = [
      'Quickwell Personal Finance Ltd',
      'Responsible lending since 2008',
      'Suite 7B, Riverside Chambers, 42 Beech Court,',
      'Wyndale, WY23 5DJ',
    ].join('\n');
    expect(readSenderAddress(text, 'Quickwell Personal Finance Ltd')).toEqual([
      'Suite 7B, Riverside Chambers, 42 Beech Court',
      'Wyndale, WY23 5DJ',
    ]);
  });

  it('a block holding a person’s name under "Private and confidential" is never the sender’s', () => {
    const text = [
      'www.marlcombeenforcement.example',
      'PRIVATE AND CONFIDENTIAL',
      'Mr N Turner',
      'Ivy House',
      'KILNMOOR',
      'KM27 7FL',
    ].join('\n');
    expect(readSenderAddress(text, 'Marlcombe Enforcement Group Ltd')).toBeNull();
  });
});

describe('a name broken over the letterhead, then its address on one line', () => {
  it('the name\'s "Ltd" is not the first line of the address', () => {
    expect(
      readSenderAddress(
        'Redmarsh Forecourts\nLtd\nHead Office, 73 Orchard Chambers, Ashhaven, XK21 7AB\nTel 0113 496 0697\nMx O Jardine',
        'Redmarsh Forecourts Ltd',
      ),
    ).toEqual(['Head Office', '73 Orchard Chambers', 'Ashhaven', 'XK21 7AB']);
  });
});

describe('the address the letter gives before its registered office', () => {
  it('a reply goes to the letterhead’s address, not the registered office in the small print', () => {
    const text = [
      'MERCER LINDQVIST',
      'Sheriff Officers and Messengers-at-Arms',
      'PO Box 1741, Quenholt, QZ1 5UX',
      'Miss B Quayle',
      '161 Heron Close',
      'FENSTOW',
      'QZ26 7RZ',
      'CHARGE FOR PAYMENT',
      'Mercer Lindqvist Ltd is registered in Scotland, company no. SC618829. Registered office: PO Box 119, Holbury, QX25 1TZ.',
    ].join('\n');
    expect(readSenderAddress(text, 'Mercer Lindqvist Ltd')).toEqual([
      'Sheriff Officers and Messengers-at-Arms',
      'PO Box 1741, Quenholt, QZ1 5UX',
    ]);
  });
  it('the registered office is still used when the page gives no other address of the sender', () => {
    const text = 'Dear Ms Shah,\nPlease pay.\nRegistered office: Acme Ltd, 1 High St, Leeds, LS1 4AB.';
    expect(readSenderAddress(text, 'Acme Ltd')).toEqual(['1 High St', 'Leeds', 'LS1 4AB']);
  });
});
