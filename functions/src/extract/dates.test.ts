import { describe, expect, it } from 'vitest';
import {
  dateBesideAddress,
  dateUnderHeading,
  findDateHits,
  findDates,
  findLetterDate,
  findPayBy,
  findRespondBy,
} from './dates';

describe('dateBesideAddress', () => {
  it('takes the date at the end of an address line, before the salutation, when no label is legible', () => {
    expect(
      findLetterDate([
        'Mrs H Grayling',
        '70 Quarry Close Former tenancy ref',
        'GARWICK 17 May 2025',
        'Dear Mrs Grayling,',
      ]),
    ).toBe('2025-05-17');
    expect(
      findLetterDate(['199 Quarry Gardens', 'TEVTLIDUR pat 28 Sep 2025', 'ate: ep', 'Dear Dr Pennock,']),
    ).toBe('2025-09-28');
    expect(dateBesideAddress(['THORNHOLT 20/03/2025', 'JQ21 7FR'])).toBe('2025-03-20');
  });
  it('not an event, a deadline or a figure, and nothing after the salutation', () => {
    expect(dateBesideAddress(['Account opened 12/03/2019', 'Dear Sir'])).toBeUndefined();
    expect(dateBesideAddress(['Hearing date 12/03/2025'])).toBeUndefined();
    expect(dateBesideAddress(['Pay by 12 Oct 2025'])).toBeUndefined();
    expect(dateBesideAddress(['Balance due £20.00 12 Oct 2025'])).toBeUndefined();
    expect(dateBesideAddress(['Dear Mr Smith,', 'LONDON 12 Oct 2025'])).toBeUndefined();
    expect(
      dateBesideAddress(['the tenancy of 154 Station Crescent, Norton, which ended on 1 Oct 2023']),
    ).toBeUndefined();
  });
});

describe('findPayBy: a table row above, and a time to get in touch', () => {
  it('a discount row in the table above does not hide the demand under it', () => {
    const text = [
      'Less single person discount (25%) -£406.02',
      'Less payments received -£300.00',
      'Total now payable £918.05',
      'Pay £918.05 by 29/06/2025. If you do not, we will apply for a liability order.',
    ].join('\n');
    expect(findPayBy(text, '2025-06-22')).toBe('2025-06-29');
    expect(
      findPayBy('Parking charge £70.00, reduced to £40.00 if paid by 12/07/2025.', '2025-06-28'),
    ).toBeUndefined();
  });
  it('"contact us within 21 days to tell us how you would like to pay" is no date to pay by', () => {
    expect(
      findPayBy(
        'Please contact us within 21 days to tell us how you would like to pay, quoting 86I721285.',
        '2025-05-20',
      ),
    ).toBeUndefined();
    expect(
      findPayBy('Arrears now due £1,568.75 Please contact us within 14 days.', '2025-03-16'),
    ).toBeUndefined();
    expect(findPayBy('Please pay the arrears or contact us within 14 days.', '2025-03-16')).toBe(
      '2025-03-30',
    );
  });
});

describe('dates', () => {
  it('reads UK dates in the usual styles', () => {
    expect(findDateHits('on 05/03/2025, 7 May 2025 and 25th Aug 2025').map((h) => h.iso)).toEqual([
      '2025-03-05',
      '2025-05-07',
      '2025-08-25',
    ]);
  });
  it("the letter's date is the labelled one, not the PCN's or the hearing's", () => {
    expect(findLetterDate(['Date PCN issued: 01/02/2025', 'Notice date: 18/03/2025'])).toBe('2025-03-18');
    expect(findLetterDate(['Hearing date: 01/04/2025', 'Date of issue: 10 March 2025'])).toBe('2025-03-10');
  });
  it('reads a date under its heading: a label above its value, or a row of table headings over a row of values', () => {
    // Label above value, after a panel's other date: the heading decides, not which date comes first.
    expect(
      findLetterDate(['Date of contravention', '6 November 2025', 'Date of this notice', '12 December 2025']),
    ).toBe('2025-12-12');
    expect(
      findLetterDate([
        'offer reference Registration number Date of letter',
        'LP8490I7887 SB24 BTG 24 Sep 2025',
      ]),
    ).toBe('2025-09-24');
    // The k-th heading goes with the k-th date; another date's heading is skipped.
    expect(dateUnderHeading('Date of contravention  Date of notice', '01/02/2025  18/03/2025')).toBe(
      '2025-03-18',
    );
    expect(dateUnderHeading('Invoice date  Reference', '01/02/2025  INV-1')).toBeUndefined();
    expect(dateUnderHeading('Holholt Date PCN served', 'HOLHOLT 08/08/2025')).toBeUndefined();
    // A statement's rows carry their own dates.
    expect(
      dateUnderHeading('Description Date Amount', 'Cataract surgery 21/05/2025 £2,429.53'),
    ).toBeUndefined();
    expect(dateUnderHeading('Instalment date Due Received', '14 Nov 2025 £25.00 £25.00')).toBeUndefined();
    // Prose is not a heading.
    expect(
      findLetterDate([
        'we have not been able to confirm that you were entitled to free prescriptions on that date.',
        'Dispensed: 20 March 2025',
      ]),
    ).toBeUndefined();
  });
  it('pay-by: an explicit date, else "within N days" from the letter date, never a discount window', () => {
    expect(findPayBy('Please pay by 30/10/2025.', '2025-10-23')).toBe('2025-10-30');
    expect(
      findPayBy('If paid within 14 days the charge is reduced. Please pay within 28 days.', '2025-01-01'),
    ).toBe('2025-01-29');
    // A table row naming the reduced rate's window before it.
    expect(
      findPayBy(
        'Reduced rate (within 14 days of the PCN) £35.00 No longer available. Pay the penalty charge of £70.00 within 28 days of the date this notice is served.',
        '2025-09-08',
      ),
    ).toBe('2025-10-06');
  });
  it("an offer's condition is not the pay-by date; a deadline phrased as a condition is", () => {
    expect(
      findPayBy(
        '£35.00 if paid by 12 July 2025. Pay the penalty charge within 28 days of the date of this notice.',
        '2025-06-28',
      ),
    ).toBe('2025-07-26');
    expect(
      findPayBy('If payment is not received by 22/02/2025, we may pass the debt on.', '2025-02-08'),
    ).toBe('2025-02-22');
    expect(
      findPayBy('We will accept £80.00 if it is received by 26 December 2025.', '2025-12-12'),
    ).toBeUndefined();
    expect(
      findPayBy('Please repay £2,971.84 in full by 19/04/2025, quoting our reference.', '2025-03-20'),
    ).toBe('2025-04-19');
    expect(
      findPayBy(
        'We are willing to reinstate the arrangement if you pay the missed instalment and call us within 7 days.',
        '2025-10-23',
      ),
    ).toBeUndefined();
  });
  it("another date's label is not the letter's date", () => {
    expect(findLetterDate(['Repayment date: 29 Jun 2025', 'Date: 11 Aug 2025'])).toBe('2025-08-11');
    // A qualified label yields to a plain "Date:", and stands when there is none.
    expect(findLetterDate(['Statement date: 20 May 2025', 'Date: 9 June 2025'])).toBe('2025-06-09');
    expect(findLetterDate(['Statement date: 20 May 2025', 'Balance £20.00'])).toBe('2025-05-20');
    // An address word merged before a label of its own is no qualifier.
    expect(findLetterDate(['23 Orchard Road Statement date: 20 May 2025', 'Garwort Date: 9 June 2025'])).toBe(
      '2025-06-09',
    );
    expect(
      findLetterDate(['Agreement No Vehicle Monthly payment Date', 'HP441O4241 BF62 YTY £271.86 01/05/2025']),
    ).toBe('2025-05-01');
    expect(dateUnderHeading('Agreement Payment Date', 'HP441 01/05/2025')).toBeUndefined();
    // A sentence running on after "dated" is not a heading.
    expect(
      findLetterDate([
        'Our client says its invoice dated',
        '11/12/2024 for £2,841.02 was payable within 30 days',
      ]),
    ).toBeUndefined();
    expect(findLetterDate(['Penalty Charge Notice No.: P675I1866', 'Date of certificate: 7 Apr 2025'])).toBe(
      '2025-04-07',
    );
  });
  it('a hearing date', () => {
    expect(
      findDates(
        "Date: 1 March 2025\nYou are summoned to appear before Wexley Magistrates' Court on 22 March 2025 at 10:00.",
      ),
    ).toEqual({
      letterDate: '2025-03-01',
      hearingDate: '2025-03-22',
    });
  });
});

describe('pay-by wordings', () => {
  it('"within 7 clear days" and "unless we receive £x by <date>"', () => {
    expect(
      findPayBy('Unless the total is paid within 7 clear days, an officer will attend.', '2025-03-01'),
    ).toBe('2025-03-08');
    expect(
      findPayBy('Unless we receive £52.10 by 9 April 2025, your service will be suspended.', '2025-04-01'),
    ).toBe('2025-04-09');
  });
});

describe('deadline columns and event dates (sixth round)', () => {
  it('the last deadline column is the date to pay by; the earlier is for paying early', () => {
    const text = 'What you must pay By 7 Jun 2025 By 21 Jun 2025\nPenalty charge £32.50 £65.00';
    expect(findPayBy(text, '2025-05-24')).toBe('2025-06-21');
  });
  it('a sentence running over a line break is no heading', () => {
    expect(
      dateUnderHeading(
        'terms and conditions displayed on the signs at the site, and our client issued parking',
        'charge Z211469571. A Notice to Keeper was sent to you as registered keeper on 1 August 2024.',
      ),
    ).toBeUndefined();
  });
  it("a journey's or a crossing's date under its heading is not the letter's", () => {
    const lines = ['Date of journey', '13 September 2025', 'Date of notice', '2 October 2025'];
    expect(findLetterDate(lines)).toBe('2025-10-02');
    expect(findLetterDate(['Date of crossing', '17 May 2025', 'Date of notice', '24 May 2025'])).toBe(
      '2025-05-24',
    );
  });
  it("a row of values under an event's heading is not the letter's date", () => {
    const lines = [
      'Mx U Mercer',
      'ZV2 7LR',
      'Vehicle TEC case no. Order registered',
      'LF75 FHZ F5XX1738 11 May 2025',
      'Dear Mx Mercer,',
    ];
    expect(dateBesideAddress(lines)).toBeUndefined();
    expect(dateBesideAddress(['Mx U Mercer', 'GARWICK 17 May 2025', 'Dear Mx Mercer,'])).toBe('2025-05-17');
  });
  it("a card left at a visit bears the visit's date", () => {
    expect(
      findLetterDate([
        'Our reference: CD942O373',
        'Date of visit: 20 June 2025',
        'We called to see you today',
      ]),
    ).toBe('2025-06-20');
  });
  it('a pay-by date before the letter is an earlier deadline it recalls', () => {
    const text =
      'It showed £3,579.59 of income tax to pay by 13 Mar 2025. It has not been paid.\nYou need to pay £3,818.30 by 19 Jun 2025.';
    expect(findPayBy(text, '2025-06-05')).toBe('2025-06-19');
  });
});

describe('dates of the seventh and eighth sets', () => {
  it('a court date or the day a notice was served is not the letter’s date', () => {
    expect(findLetterDate(['Earliest court date', '30 May 2025', 'Date', '14 May 2025'])).toBe('2025-05-14');
    expect(findLetterDate(['Notice served', '13 May 2025', 'Date of this letter', '14 May 2025'])).toBe(
      '2025-05-14',
    );
  });
});

describe('dates of the ninth set (a funeral account)', () => {
  it('"Date of funeral" over its date is an event; the statement date is the letter\'s', () => {
    expect(
      findLetterDate([
        'Invoice no.',
        '5471',
        'Date of funeral',
        '5 March 2025',
        'Statement date',
        '12 May 2025',
      ]),
    ).toBe('2025-05-12');
    // A scan's garbled "Date of notice" is still the notice's date.
    expect(findLetterDate(['Date of okie', '20/01/2025'])).toBe('2025-01-20');
  });
  it('the terms an earlier invoice had are not the deadline this letter sets', () => {
    const text =
      'Our account, sent to you on 17 Jul 2025, was payable within 28 days. We would be grateful if you would settle the balance of £1,506.58 within 14 days of the date of this letter.';
    expect(findPayBy(text, '2025-10-06')).toBe('2025-10-20');
  });
  it('"settle the balance … by <date>" asks to be paid by that date', () => {
    expect(
      findPayBy(
        'We would be grateful if you would settle the balance of £1,885.00 by 23 October 2025.',
        '2025-10-09',
      ),
    ).toBe('2025-10-23');
  });
});

describe('dates of the tenth set', () => {
  it('"Date of charge" and "Date of demand" are the document\'s own date', () => {
    expect(findLetterDate(['Our ref: KSF68255-58', 'Date of charge: 22 Apr 2025'])).toBe('2025-04-22');
    expect(findLetterDate(['Date of demand: 18 October 2025'])).toBe('2025-10-18');
  });
  it('a sum to be received within a period is a payment deadline; a reply to be received is not', () => {
    expect(
      findPayBy(
        'Unless the total arrears of £377.25 is received in cleared funds within 14 days of the date of this letter, we will refer the matter.',
        '2025-06-26',
      ),
    ).toBe('2025-07-10');
    expect(
      findPayBy(
        'If your reply is not received within 14 days we will decide on the evidence we have.',
        '2025-06-26',
      ),
    ).toBe(undefined);
  });
});

describe("a panel's row that names the letter's date beside an amount", () => {
  it('is read as the letter date, though "Amount payable" heads a column', () => {
    expect(
      findLetterDate([
        'Notice number Date of notice Vehicle Amount payable',
        'DO-760768 2 Apr 2025 VG68 UZY £118.38',
      ]),
    ).toBe('2025-04-02');
    // A statement's rows keep their own dates.
    expect(findLetterDate(['Date Description Amount', '2 Apr 2025 Fuel £93.38'])).toBeUndefined();
  });
});

describe('dates of the twelfth fresh set (issue 16)', () => {
  it('reads Welsh months and the Welsh label for a date', () => {
    expect(findDateHits('Dyddiad / Date: 2 Ebrill 2025')[0]?.iso).toBe('2025-04-02');
    expect(findDateHits('erbyn 28 Tachwedd 2025')[0]?.iso).toBe('2025-11-28');
    expect(findDateHits('ar 9 Gorffennaf 2025')[0]?.iso).toBe('2025-07-09');
    expect(findLetterDate(['Account no. / Rhif cyfrif: 792701/9', 'Date / Dyddiad: 12 January 2025'])).toBe(
      '2025-01-12',
    );
  });
  it('paying the whole balance by a date to stop a hearing is a pay-by date; a discount’s date is not', () => {
    expect(
      findPayBy(
        'If you pay the balance outstanding of £897.00 in full by 25 May 2025, the hearing will be cancelled.',
        '2025-05-04',
      ),
    ).toBe('2025-05-25');
    expect(findPayBy('£35.00 if paid by 12 July 2025.', '2025-06-20')).toBeUndefined();
  });
  it('a period that has run ("was not paid within 10 days") sets no date', () => {
    expect(
      findPayBy(
        'On 11/04/2025 this Office served a notice on you. The amount due was not paid within 10 days.',
        '2025-05-01',
      ),
    ).toBeUndefined();
  });
});

describe('dates of the fourteenth fresh set (issue 16)', () => {
  it('a charge certificate\'s own date is the letter\'s; a notice it names by "dated" is not', () => {
    expect(
      findLetterDate([
        'PCN number: UL 8817 6671',
        'Certificate date: 26 April 2025',
        'We rejected your representations by a Notice of Rejection dated 29 March 2025.',
      ]),
    ).toBe('2025-04-26');
  });
  it("a settlement offer's deadline is not the date the debt is to be paid by", () => {
    expect(
      findPayBy(
        'our client has authorised us to accept £1,736.00 in full and final\nsettlement if it is received in one payment by 31 Aug 2025. Otherwise the full balance remains payable.',
        '2025-08-01',
      ),
    ).toBeUndefined();
    expect(findPayBy('Please pay £1,736.00 by 31 Aug 2025.', '2025-08-01')).toBe('2025-08-31');
  });
});

describe('findRespondBy (issue 16, fourteenth set)', () => {
  it("a plea's date is an answer-by, not a pay-by date; the label may sit above it", () => {
    expect(
      findRespondBy('URN - quote this\n58LR1703824\nPlea due by\n7 Feb 2025\nNotice of prosecution'),
    ).toBe('2025-02-07');
    expect(findRespondBy('You must respond by 30 Mar 2025 (21 days)')).toBe('2025-03-30');
    expect(findRespondBy('Please pay £20.00 by 30 Mar 2025.')).toBeUndefined();
    // Without a date printed, the plea's period counts from the notice's own date.
    expect(findRespondBy('Within 21 days, plead guilty or not guilty online.', '2025-01-17')).toBe(
      '2025-02-07',
    );
    expect(findRespondBy('Within 21 days, plead guilty or not guilty online.')).toBeUndefined();
    // (A fare "paid" in the table above does not make the plea's 21 days a time to pay.)
    expect(
      findPayBy(
        'Fare for the journey £52.64, less fare paid £34.00 £18.64\nWithin 21 days, plead guilty or not guilty online.',
        '2025-01-17',
      ),
    ).toBeUndefined();
    expect(findDates('Date: 17 Jan 2025\nPlea due by\n7 Feb 2025')).toEqual({
      letterDate: '2025-01-17',
      respondBy: '2025-02-07',
    });
  });
});

describe('dates of the fifteenth fresh set (issue 16)', () => {
  it('a session or a wedding date above its value is not the letter’s; a plain Date below is', () => {
    expect(
      findLetterDate(['Booking reference', '74/8629', 'Wedding date', '29/12/2025', 'Date', '05/10/2025']),
    ).toBe('2025-10-05');
    expect(
      findLetterDate([
        'Invoice no.',
        '3577/66407',
        'Session date',
        '12 December 2024',
        'Date of this letter',
        '20 February 2025',
      ]),
    ).toBe('2025-02-20');
  });
});

describe('dates of the seventeenth fresh set (issue 16)', () => {
  it("an invoice's date in the reminder's panel is not the reminder's; the date alone under the title is", () => {
    expect(
      findLetterDate([
        'Ivyholt Town Council',
        'Invoice number',
        '5025',
        'Invoice date',
        '27 Aug 2025',
        'Allotment rent - reminder',
        '22 Oct 2025',
        'Our records show that the invoice we sent on 27 Aug 2025 has not yet been paid.',
      ]),
    ).toBe('2025-10-22');
  });
  it('"please repay … within 21 days of the date of this letter" sets the date to pay', () => {
    expect(
      findPayBy(
        'Please repay the balance outstanding of £130.78 within 21 days of the date of this letter. If you cannot pay it all, call us.',
        '2025-03-07',
      ),
    ).toBe('2025-03-28');
  });
});

describe('dates of the eighteenth fresh set (issue 16)', () => {
  it('an invoice that prints no other date is dated by its "Invoice date"; a reminder is not', () => {
    const invoice = [
      'Rookton County Council',
      'Invoice no.: 7717303',
      'Invoice date: 10/02/2025',
      'INVOICE - Non-residential care charges',
      'Total now due £563.20',
    ];
    expect(findLetterDate(invoice)).toBe('2025-02-10');
    expect(
      findLetterDate([
        'Rookton County Council',
        'Invoice date: 10/02/2025',
        'REMINDER',
        'Please pay the invoice now.',
      ]),
    ).toBeUndefined();
  });
});

describe('the twentieth fresh set (issue 16)', () => {
  it("a row of headings with the pay-by date beside the letter's own", () => {
    expect(
      findDates(
        'Invoice number Customer no. Date of this notice Please pay by\nSD3790061 8301711 25 Mar 2025 8 Apr 2025\nInvoice reminder',
      ),
    ).toEqual({ letterDate: '2025-03-25', payBy: '2025-04-08' });
  });
  it('"the section 59 notice dated …" wrapped onto its own line is another document\'s date', () => {
    expect(
      findDates(
        'Invoice date\n26 June 2025\nSundry invoice - works in default\nWorks in default at 176 Kiln Gardens, following the\nsection 59 notice dated 24 March 2025. Works carried out on 28 May 2025.',
      ).letterDate,
    ).toBe('2025-06-26');
  });
});

describe('the twenty-third fresh set (issue 16)', () => {
  it('a notice\'s "Issued" date yields to the letter\'s own plain "Date", in a column or a row of headings', () => {
    expect(
      findDates('Notice number\n19/3586658\nIssued\n25 September 2025\nDate\n12 November 2025\nFinal notice')
        .letterDate,
    ).toBe('2025-11-12');
    expect(
      findDates('Notice number Issued Date\n19/3586658 25 September 2025 12 November 2025\nFinal notice')
        .letterDate,
    ).toBe('2025-11-12');
    // Alone, or as "Date issued", it is the letter's date.
    expect(
      findDates('Notice number\nDO946I2127\nIssued: 04/05/2025\nDate of visit\n24/03/2025').letterDate,
    ).toBe('2025-05-04');
    expect(findDates('Date issued: 2 Oct 2025\nParking charge notice').letterDate).toBe('2025-10-02');
  });
});

describe("a summons's hearing date is not the letter's", () => {
  it('"Hearing date" over its date in the panel is skipped; a plain date still counts', () => {
    const panel = ['Council tax account', '3646 6173', 'Hearing date', '18 Dec 2025', 'Time', '2:00pm'];
    expect(findLetterDate(panel)).toBeUndefined();
    expect(findLetterDate([...panel, 'Date', '23 Nov 2025'])).toBe('2025-11-23');
  });
});
