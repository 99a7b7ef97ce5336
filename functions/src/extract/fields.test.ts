import { describe, expect, it } from 'vitest';
import {
  authorMentions,
  besideLabelCandidates,
  besideLabelReferences,
  carriedLabel,
  classifyDebtType,
  classifyStage,
  deadlineColumns,
  extractFields,
  findAmount,
  findCreditor,
  findMoney,
  findReference,
  laterDemand,
  namedInInstructions,
  parentBodies,
  periodColumns,
  sentenceUpTo,
  normaliseText,
  readRefAt,
  rowTableReferences,
  sumsToLinesAbove,
  wordsPaymentReference,
} from './fields';
import { dropLeadingLabel, isDepartment } from './creditor-rules';

// Synthetic letters written for these tests, deliberately laid out unlike the development corpus.

const WATER = `ACCOUNT REF 88-1204-55/B                                   Page 1 of 1
Riverbend Water Services Ltd
Customer Billing, 4 Weir Lane, Millbrook, MB3 9QT
Mr P Example
12 Any Street
Millbrook MB4 1AA
12 March 2025
Dear Mr Example
Your water and sewerage charges are overdue
Our records show the following charges for your supply at 12 Any Street remain unpaid.
Water supply charges 01/10/24 - 31/03/25: £211.40
Sewerage charges: £187.12
Amount to pay: £398.52
You can spread the cost with a payment plan of £33.21 a month.
Please quote your customer reference 88-1204-55/B when you contact us.
Meter serial number: 19M004512
Regards
Billing Team
Riverbend Water Services Ltd`;

const HCEO = `Stonegate High Court Enforcement Limited
Notice of Enforcement
Our Ref: SHC/229134
Your Ref (Claimant): 7712-AB
Writ of Control issued in the High Court of Justice
Dear Ms Sample,
We have been instructed by our client, Fairdeal Motors Ltd, to enforce a judgment against you.
Judgment debt £1,250.00
Interest £18.30
Compliance fee £75.00
Balance to pay £1,343.30
Payment of the balance to pay must be made within 7 clear days to avoid an enforcement visit and further fees of £190.00.
Pay online and quote SHC/229134.
Yours faithfully
Stonegate High Court Enforcement Limited`;

const PCN = `Millbrook City Council
Parking Services
PENALTY CHARGE NOTICE - CHARGE CERTIFICATE
PCN No. MB 40213377
Vehicle registration mark: AB12 CDE
Date of contravention: 04/02/2025
The penalty charge of £70.00 has not been paid and has now been increased by 50%.
Amount now payable: £105.00
If you do not pay within 14 days the council may register the debt at the Traffic Enforcement Centre.
Please write the PCN number MB 40213377 on the back of any cheque.
Millbrook City Council is the enforcement authority for this area.`;

const DEFAULT_NOTICE = `DEFAULT NOTICE
served under section 87(1) of the Consumer Credit Act 1974
Hillcrest Bank plc
Agreement number 004-118822-09
Card ending 4481 (full card number not shown)
IMPORTANT - YOU SHOULD READ THIS CAREFULLY
Your credit card agreement. Credit limit £3,000.00. Balance £2,804.11.
ACTION REQUIRED TO REMEDY THE BREACH
Amount required to remedy the breach: £312.40
This must be paid on or before 30 May 2025.
If you do not take the action required, we may terminate the agreement and demand the full balance.
Hillcrest Bank plc, registered in England, company number 00012345.`;

const COLLECTOR = `Redwood Credit Management Ltd
Recoveries Division | 1 Quay Street | Portford | PF1 1AA
Client: Northlight Broadband Ltd
Client account number: 55612019
Our account number: RCM/5519-0021
Dear Customer
Re: your Northlight Broadband Ltd account
Northlight Broadband Ltd has passed your account to us to collect the outstanding balance.
Balance transferred from client £240.00
Collection charge £24.00
Total outstanding £264.00
Or settle today for £200.00 - a saving of £64.00.
Please use RCM/5519-0021 as the payment reference.
Redwood Credit Management Ltd is authorised and regulated by the Financial Conduct Authority.`;

const INVOICE = `INVOICE REMINDER
From: Oak & Ash Joinery
Invoice No: OAJ 2025-117
Dear Sir,
We have not yet received payment of our invoice for the fitted wardrobes.
Total: £1,480.00
Deposit received: £500.00
Balance due: £980.00
Thank you in advance.
Oak & Ash Joinery`;

describe('extractFields on layouts unlike the corpus', () => {
  it('water company: amount to pay, quoted reference, not the meter number', () => {
    const f = extractFields(WATER);
    expect(f.creditorName).toBe('Riverbend Water Services Ltd');
    expect(f.debtAmount).toBe(398.52);
    expect(f.accountNumber).toBe('88-1204-55/B');
    expect(f.debtType).toBe('utility');
    expect(f.sequenceStage).toBe(1);
  });

  it('High Court enforcement: bailiff, balance to pay including the fee, our ref not the claimant ref', () => {
    const f = extractFields(HCEO);
    expect(f.creditorName).toBe('Stonegate High Court Enforcement Limited');
    expect(f.debtAmount).toBe(1343.3);
    expect(f.accountNumber).toBe('SHC/229134');
    expect(f.debtType).toBe('bailiff');
    expect(f.sequenceStage).toBe(3);
  });

  it('council charge certificate: parking, stage 3, spaced PCN reference kept as printed', () => {
    const f = extractFields(PCN);
    expect(f.creditorName).toBe('Millbrook City Council');
    expect(f.debtAmount).toBe(105);
    expect(f.accountNumber).toBe('MB 40213377');
    expect(f.debtType).toBe('parking');
    expect(f.sequenceStage).toBe(3);
  });

  it('default notice: amount required to remedy, not the balance or credit limit', () => {
    const f = extractFields(DEFAULT_NOTICE);
    expect(f.creditorName).toBe('Hillcrest Bank plc');
    expect(f.debtAmount).toBe(312.4);
    expect(f.accountNumber).toBe('004-118822-09');
    expect(f.debtType).toBe('credit_card');
    expect(f.sequenceStage).toBe(3);
  });

  it('collector: the collector, not its client; total outstanding, not the settlement offer', () => {
    const f = extractFields(COLLECTOR);
    expect(f.creditorName).toBe('Redwood Credit Management Ltd');
    expect(f.debtAmount).toBe(264);
    expect(f.accountNumber).toBe('RCM/5519-0021');
    expect(f.debtType).toBe('debt_collection');
    expect(f.sequenceStage).toBe(1);
  });

  it('small business invoice: normal debt, balance due after the deposit', () => {
    const f = extractFields(INVOICE);
    expect(f.creditorName).toBe('Oak & Ash Joinery');
    expect(f.debtAmount).toBe(980);
    expect(f.accountNumber).toBe('OAJ 2025-117');
    expect(f.debtType).toBe('normal');
  });

  it('reference box with a header row, arrears letter: the arrears, not the loan balance', () => {
    const f = extractFields(
      'Harlow Finance Group plc\n1 High St, Newtown, NT1 1AA\nMs J Bloggs\n5 Low Road\nNewtown NT2 2BB\nYour account number Amount due Pay by\n4471 2290 18 £250.00 1 May 2025\nDear Ms Bloggs\nNotice of sums in arrears\nYou have fallen behind with your loan repayments. Your total arrears are £250.00. The outstanding balance of your loan is £4,120.55.\nPlease quote your account number 4471 2290 18 when you pay.\nHarlow Finance Group plc is authorised and regulated by the Financial Conduct Authority.',
    );
    expect(f).toEqual({
      creditorName: 'Harlow Finance Group plc',
      debtAmount: 250,
      accountNumber: '4471 2290 18',
      debtType: 'loan',
      sequenceStage: 1,
    });
  });

  it('letterhead after the address block, amount only in prose, follow-up', () => {
    const f = extractFields(
      'PRIVATE AND CONFIDENTIAL\nMr A Person\n1 Road\nTown AB1 2CD\nCastlegate Water\nCustomer Services\nDate 4 June 2025\nReference: CW/00912/77\nDear Customer\nYou owe us £88.20 for your water and sewerage services. We wrote to you on 2 May but have not received payment.\nIf you pay now you avoid a £10 late fee.\nCastlegate Water\nCastlegate Water is a trading name of Castlegate Water Services Limited.',
    );
    expect(f).toEqual({
      creditorName: 'Castlegate Water Services Limited',
      debtAmount: 88.2,
      accountNumber: 'CW/00912/77',
      debtType: 'utility',
      sequenceStage: 2,
    });
  });

  it('tolerates OCR noise: £ read as E or f, stray spaces', () => {
    const ocr = `Brookfield Energy Ltd\nAccount number: 7730 1184 20\nDear Ms Doe,\nCharges for electricity used E212.40\nVAT at 5% f10.62\nTotal amount overdue E223.02\nPlease use 7730 1184 20 as the payment reference.\nBrookfield Energy Ltd is registered in England and Wales.`;
    const f = extractFields(ocr);
    expect(f.debtAmount).toBe(223.02);
    expect(f.accountNumber).toBe('7730 1184 20');
    expect(f.creditorName).toBe('Brookfield Energy Ltd');
    expect(f.debtType).toBe('utility');
  });

  it('returns nulls and defaults for text with nothing to find', () => {
    expect(extractFields('')).toEqual({
      creditorName: null,
      debtAmount: null,
      accountNumber: null,
      debtType: 'normal',
      sequenceStage: 1,
    });
  });
});

describe('stage rules', () => {
  it('a first reminder is stage 1; one that refers to an earlier letter is stage 2', () => {
    expect(classifyStage('REMINDER\nOur records show your invoice dated 1 May is unpaid.')).toBe(1);
    expect(classifyStage('We wrote to you on 3 March about your arrears.')).toBe(2);
    expect(classifyStage('Thank you for your letter disputing the debt.')).toBe(2);
    expect(classifyStage('Further to our letter of 2 June, the balance remains unpaid.')).toBe(2);
    expect(
      classifyStage(
        'Following your missed payment on 1 May your account is in arrears. Thank you for your custom.',
      ),
    ).toBe(1);
    expect(
      classifyStage('When we spoke on 3 May you agreed to pay an extra £20 a month towards your arrears.'),
    ).toBe(2);
  });
  it('a final letter is stage 3 even when it mentions earlier letters; a promised final notice is not', () => {
    expect(classifyStage('FINAL DEMAND\nWe wrote to you on 3 March.')).toBe(3);
    expect(classifyStage('LETTER BEFORE CLAIM')).toBe(3);
    expect(
      classifyStage('This is your second reminder. If you do not pay we will send a final notice.'),
    ).toBe(2);
    expect(classifyStage('If you do not pay we may send you a Default Notice.')).toBe(1);
  });
});

describe('helpers', () => {
  it('findMoney reads pounds and pence and skips dates, times and percentages', () => {
    expect(findMoney('Total £1,234.56 on 12.05.2025 at 8.00am, APR 9.90%').map((m) => m.value)).toEqual([
      1234.56,
    ]);
    expect(findMoney('Fine £100 and costs £85.00').map((m) => m.value)).toEqual([100, 85]);
  });
  it('readRefAt keeps spaced digit groups and stops at words', () => {
    expect(readRefAt('6435 7803 2518. Available 24 hours')).toBe('6435 7803 2518');
    // A check letter closes digit groups; after a mixed reference a lone capital is the box edge's debris.
    expect(readRefAt('4829 U')).toBe('4829 U');
    expect(readRefAt('LP8490I7887 I')).toBe('LP8490I7887');
    expect(readRefAt('BT28I62547 IH I I')).toBe('BT28I62547');
    expect(readRefAt('72-17979520-U.')).toBe('72-17979520-U');
    expect(readRefAt('KLS-4116/25 as the payment reference')).toBe('KLS-4116/25');
    expect(readRefAt('on the back')).toBeNull();
  });
});

describe('besideLabelCandidates', () => {
  it('reads a "You owe" box that OCR merged into the address lines', () => {
    const lines = ['Ms K Lomax You owe', '166 Willow Lane £383.64', 'Norford', 'Previous bill £423.64'];
    expect(besideLabelCandidates(lines).map((c) => c.value)).toEqual([383.64]);
    expect(findAmount(lines)).toBe(383.64);
  });
  it('reads a box figure whose thousands comma OCR spaced ("£1, 191.00")', () => {
    const lines = normaliseText(
      'Mrs P Lindqvist\n14 Mill Crescent You owe\nQuenholt\nQuenholt £1, 191.00\nZV28 1XR',
    ).split('\n');
    expect(findAmount(lines)).toBe(1191);
    expect(normaliseText('Judgment sum to pay £5 ’ 239.18')).toBe('Judgment sum to pay £5,239.18');
    expect(normaliseText('Judgment sum to pay £5 ,239. 18')).toBe('Judgment sum to pay £5,239.18');
  });
  it('reads the box figure one short address line further down, its point spaced apart', () => {
    const lines = normaliseText(
      'Miss L Hartwell\n49 Church Gardens Total to pay\nPenmere\nPENMERE £984 . 90\nZV9 2LL to stop the sale',
    ).split('\n');
    expect(besideLabelCandidates(lines)).toEqual([expect.objectContaining({ value: 984.9, line: 3 })]);
  });
  it('ignores a label line that already carries its figure', () => {
    expect(besideLabelCandidates(['Total due £10.00', '2 High Street £5.00'])).toEqual([]);
  });
});

describe('debt type from what the letter says, not from a name', () => {
  it('a regulated credit card Letter of Claim from a "water" name is credit_card', () => {
    const text = `Bridgewater Finance Ltd
LETTER OF CLAIM
Account number: 1234-567890
Your credit card account, a regulated agreement under the Consumer Credit Act 1974, was terminated.
The amount we claim is £2,400.00.
Yours faithfully
Bridgewater Finance Ltd`;
    expect(extractFields(text).debtType).toBe('credit_card');
  });
  it('a firm of solicitors writing for a parking operator is collecting: debt_collection', () => {
    const t =
      'We act for Brightwater Parking Compliance Ltd, which manages the car park. Our client issued parking charge PCN-54342151 when your vehicle was parked outside a bay. A Notice to Keeper was sent to you as registered keeper. Client ref: PCN-54342151. Our client may issue a claim in the county court.';
    expect(classifyDebtType(t, 'Hatherley Finch LLP')).toBe('debt_collection');
    expect(classifyDebtType(t, 'Brightwater Parking Compliance Ltd')).toBe('parking');
  });
  it("a collector's letter for a broadband client is debt_collection", () => {
    const text = `Northgate Credit Management Ltd
Our ref: OY372914
Client: Selbrook Fibre Ltd
Your account with Selbrook Fibre Ltd for your broadband service has been passed to us to collect on our client's behalf.
Amount owed: £174.37
Yours sincerely
Northgate Credit Management Ltd`;
    expect(extractFields(text)).toMatchObject({ debtType: 'debt_collection', accountNumber: 'OY372914' });
  });
});

describe('references in prose across a line break', () => {
  it('does not run on into the address line beside it', () => {
    const text = `Norbrook Revenue Office
Mx C Okonedo Payment reference: 254P96590635
147 Tanner Close Date: 18/04/2025
Total to pay: £3,504.85
Pay by 02/05/2025 using 254P96590635 as the payment reference.`;
    expect(extractFields(text).accountNumber).toBe('254P96590635');
  });
  it('joins a spaced reference wrapped onto the next line when the page prints it whole elsewhere', () => {
    const text = `Bayfield Parking Ltd
PCN Number: 6435 7803 2518
Amount due £100.00
Pay online and enter your PCN number 6435 7803
2518 when asked.`;
    expect(extractFields(text).accountNumber).toBe('6435 7803 2518');
  });
});

describe('rules from the second fresh set (issue 16)', () => {
  it('a text layer is exact; only OCR text has its look-alikes settled by the pattern', () => {
    const text =
      'Acme Recoveries Ltd\nOur ref: 0Y372914\nPlease pay £20.00 now.\nAcme Recoveries Ltd is registered in England.';
    expect(extractFields(text).accountNumber).toBe('0Y372914');
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('OY372914');
    // A capital I among digits is what the OCR adapter's glyph check decided: kept either way.
    expect(extractFields(text.replace('0Y372914', 'KK1875I440'), { ocr: true }).accountNumber).toBe(
      'KK1875I440',
    );
  });
  it('reads a panel reference beside the address block, with a closing check digit', () => {
    const lines = ['Mrs R Fenwick Council Tax account number', '18 Copper Street 2768 5400 8 :', 'Quendale'];
    expect(besideLabelReferences(lines).map((c) => c.value)).toEqual(['2768 5400 8']);
    expect(readRefAt('2768 5400 8')).toBe('2768 5400 8');
    expect(readRefAt('2768 5400 8 of the')).toBe('2768 5400');
    // A date's day after the reference is not a group of it.
    expect(readRefAt('K48SH368 22 January 2025')).toBe('K48SH368');
    expect(readRefAt('4821 22 Jan 2025')).toBe('4821');
    // "Your account" is a label too.
    expect(
      besideLabelReferences([
        'Dr A Tremayne Your account',
        '6 Copper Drive 8503 4968 88',
        'Thornford Meter serial',
      ]).map((c) => c.value),
    ).toEqual(['8503 4968 88']);
    expect(
      besideLabelReferences(['Miss E Yardley Penalty Charge Notice', '203 Mill Terrace TM478I2357']).map(
        (c) => c.value,
      ),
    ).toEqual(['TM478I2357']);
  });
  it("reads a panel reference below the return address's wrapped line", () => {
    const lines = [
      'If undelivered please return to Wexcombe Revenue Recovery Ltd, 38 Our reference',
      'Saddler Chambers, Ivyley, QX17 7XD',
      '2376722/TT',
      'Miss K Okonedo Former tenancy ref',
    ];
    expect(besideLabelReferences(lines).map((c) => c.value)).toEqual(['2376722/TT']);
    // Not when the line under the label is not the end of an address.
    expect(besideLabelReferences(['Acme Ltd, 38 Our reference', 'Please pay now', '2376722/TT'])).toEqual([]);
  });
  it('never takes the payee bank account for the reference', () => {
    const text =
      'Penworth Energy Supply Ltd\nAccount number: ]Z76564623\nBalance due £75.90\nPay by bank transfer to sort code 51-21-64, account 54892740, quoting your account number\n]Z76564623.';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('JZ76564623');
  });
  it('reads a thousands comma OCR turned into a space, after a pound sign only', () => {
    expect(findMoney('Total amount you owe: £2 945.89').map((h) => h.value)).toEqual([2945.89]);
    expect(findMoney('Ref 2 945.89').map((h) => h.value)).not.toContain(2945.89);
  });
  it('a figure whose point OCR lost is no £1; dot leaders do not cut a label from its figure', () => {
    expect(findMoney('Amount claimed £1,62521').map((h) => h.value)).not.toContain(1);
    expect(
      findAmount([
        'Amount claimed £1,62521',
        'Court fee | £115.00',
        'Costs £80.00',
        'Total amount £1,820.21',
      ]),
    ).toBe(1820.21);
    expect(
      findAmount([
        'Surgery 24 Aug 2025 £2,797.10',
        'Not covered by your policy £252.01',
        'Balance owing . . £752.01',
      ]),
    ).toBe(752.01);
  });
  it('an order to pay is a demand; a reduced rate no longer available is not', () => {
    expect(findAmount(['Pay £100.00 within 14 days or we will pass the debt for recovery.'])).toBe(100);
    expect(
      findAmount([
        'Reduced rate (within 14 days) | £35.00 | No longer available',
        'Penalty charge | £70.00 | Payable now',
      ]),
    ).toBe(70);
  });
  it('the addressee town is never the sender; a team is never the creditor', () => {
    const text = [
      'Financial Support Team',
      '13 Mill Chambers, Quenbrook, JQ20 8XL',
      'Mr R Nakamura',
      '164 Pottery Street',
      'Marlholt',
      'MARLHOLT',
      'XK25 9GT',
      'DEFAULT NOTICE',
      'Kestrel Bank plc',
      'Kestrel Bank plc is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Kestrel Bank plc');
  });
  it('"Apr" in a date is not an APR; a collector writing on behalf of a supplier is debt collection', () => {
    expect(
      classifyDebtType(
        'Date 4 Apr 2025. Please pay the tax you owe by 18 Apr 2025.',
        'Ashbrook Revenue Office',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'Collecting on behalf of Selbrook Energy Supply Ltd. Your closed energy account, meter point 9084.',
        'Powerscourt Recoveries Ltd',
      ),
    ).toBe('debt_collection');
    // The collector's footer says it, though the letterhead's "Collecting" was misread.
    expect(
      classifyDebtType(
        'Coilecting on behalf of Selbrook Energy Supply Ltd\nYour closed Selbrook Energy Supply Ltd energy account, meter point 9084. Supplier account 2732.\nPowerscourt Recoveries Ltd is acting on behalf of Selbrook Energy Supply Ltd.',
        'Powerscourt Recoveries Ltd',
      ),
    ).toBe('debt_collection');
  });
  it('a telephone conversation is earlier contact', () => {
    expect(classifyStage('Following our telephone conversation, we have not received your payment.')).toBe(2);
    expect(classifyStage('Thank you for speaking to us on 07/07/2025 about your account.')).toBe(2);
  });
});

describe('rules from the even half of the second fresh set (issue 16)', () => {
  const claim = [
    'Yarworth County Court',
    'Civil Money Claims',
    'Dr L Jardine',
    '165 Mill Lane',
    'QZ25 5GG',
    'Claim number: K7QQ1I92',
    'Claimant: Brightwater Asset Recoveries Ltd',
    'Claim Form issued against you',
    'Dear Dr Jardine,',
    'Brightwater Asset Recoveries Ltd has issued a claim against you in this court.',
    'Amount claimed £1,625.21',
    'Court fee £115.00',
    "Legal representative's costs £80.00",
    'Total amount £1,820.21',
    'Always quote the claim number K7QQ1I92 when you write to the court.',
    'Yarworth County Court',
  ].join('\n');
  it("a court's claim letter: the claimant is the creditor, the claim form is final, the itemised total is owed", () => {
    const f = extractFields(claim);
    expect(f.creditorName).toBe('Brightwater Asset Recoveries Ltd');
    expect(f.sequenceStage).toBe(3);
    expect(f.debtType).toBe('debt_collection');
    expect(f.debtAmount).toBe(1820.21);
  });
  it('a total counts as one only when the lines above add up to it', () => {
    const lines = ['Amount claimed £100.00', 'Fee £15.00', 'Total £115.00', 'Total £999.00'];
    expect(sumsToLinesAbove(lines, 2, 115)).toBe(true);
    expect(sumsToLinesAbove(lines, 3, 999)).toBe(false);
  });
  it('a figure printed twice is the subject when none is labelled as owed; a maximum fine never is', () => {
    expect(
      findAmount([
        'A licence costs £174.50. Buy one today.',
        'Licence fee £174.50',
        'You could be fined up to £1,000 plus costs.',
      ]),
    ).toBe(174.5);
  });
  it('a spaced reference may hold a letter inside a group', () => {
    expect(readRefAt('6409 745I 781')).toBe('6409 745I 781');
    expect(readRefAt('6409 ABCD')).toBe('6409');
  });
  it('an appeal the reader may make is not earlier contact', () => {
    expect(
      classifyStage('If we reject your appeal you may refer it to the independent appeals service.'),
    ).toBe(1);
    expect(classifyStage('Thank you for your appeal, which we have rejected.')).toBe(2);
  });
});

describe('rules from the third fresh set, after its first look (issue 16)', () => {
  it('arrears to date, not the total payable under the agreement', () => {
    expect(
      findAmount([
        'Arrears to date: £693.33',
        'Total amount payable under the agreement: £10,853.28',
        'Please pay the arrears to date of £693.33 as soon as you can.',
      ]),
    ).toBe(693.33);
  });
  it('hire purchase and catalogue accounts are typed by what they are', () => {
    expect(
      classifyDebtType('Your hire purchase agreement is in arrears.', 'Fenwick Lane Car Finance Ltd'),
    ).toBe('loan');
    expect(classifyDebtType('Your catalogue account is in arrears.', 'Redmarsh Home Shopping Ltd')).toBe(
      'credit_card',
    );
    expect(classifyDebtType('Please pay into our client account.', 'Stonebridge Lettings Ltd')).toBe(
      'normal',
    );
  });
  it('a penalty charge notice is parking only beside a vehicle; an overdraft or car finance is a loan', () => {
    const nhs =
      'Penalty Charge Notice (PCN). You claimed free prescriptions but were not entitled. Penalty charge £100.00.';
    expect(classifyDebtType(nhs, 'Prescription Services Authority')).toBe('normal');
    expect(
      classifyDebtType(`${nhs} Vehicle registration mark AB12 CDE.`, 'Prescription Services Authority'),
    ).toBe('parking');
    expect(classifyDebtType('Your overdraft is £420.00 over its limit.', 'Northgate Bank plc')).toBe('loan');
    expect(
      classifyDebtType('Your personal contract purchase agreement is in arrears.', 'Ivy Motors Ltd'),
    ).toBe('loan');
  });
  it('vehicle tax is not parking; a mobile service is a utility; a fines office is the court', () => {
    expect(
      classifyDebtType(
        'You are the registered keeper of vehicle DD26 TFD. Its vehicle tax ran out. Late licensing penalty £80.00.',
        'Ivydale Vehicle Licensing Centre',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'We have suspended outgoing calls, texts and mobile data.',
        'Holloway & Briar Wireless Ltd',
      ),
    ).toBe('utility');
    expect(
      classifyDebtType(
        'Your fixed penalty for speeding (42 mph in a 30 mph limit, speed camera) has been registered as a fine.',
        "Normere Magistrates' Court",
      ),
    ).toBe('court');
  });
  it('boosts the reference the instructions name by its label ("quote your account number")', () => {
    const text = [
      'Quenfield District Council',
      'Account number: 367I42867',
      'Property ref: 36703B',
      'Total now outstanding £2,329.34',
      'Please quote your account number on every payment and letter.',
    ].join('\n');
    expect(extractFields(text).accountNumber).toBe('367I42867');
    expect(namedInInstructions('please quote the PCN number, not your correspondence reference.')).toEqual([
      'pcn number',
    ]);
    expect(namedInInstructions('quoting our reference TV/972I607')).toEqual([]);
    // Printed only in prose (the panel lost to OCR): found by the label the instructions name.
    const prose = [
      'Dunmarsh District Council',
      'Thank you for your representations against Penalty Charge Notice TM478I2357. We have rejected them.',
      'You must now pay the penalty charge of £160.00.',
      'When paying, please quote the PCN number, not your correspondence reference.',
    ].join('\n');
    expect(extractFields(prose).accountNumber).toBe('TM478I2357');
    expect(
      extractFields(
        'Marlford House School\nBalance now due £5,250.37\nPay by transfer quoting your family account code HUS9900.',
      ).accountNumber,
    ).toBe('HUS9900');
  });
  it('a shopping account with a minimum monthly payment, a pay-later plan, a gym account passed to a collector', () => {
    expect(
      classifyDebtType(
        'Your shopping account is 4 payments behind. Minimum monthly payment £43.10.',
        'Greystone Direct Shopping Ltd',
      ),
    ).toBe('credit_card');
    expect(
      classifyDebtType(
        'Payment 2 of 4 was missed. Missed payments may be reported to credit reference agencies.',
        'Gasworth Instalment Credit Ltd',
      ),
    ).toBe('loan');
    expect(
      classifyDebtType(
        'Pulse Gyms Ltd has passed your unpaid membership account to us to collect. We are a member of the Credit Services Association.',
        'Marlow Vale Credit Control Ltd',
      ),
    ).toBe('debt_collection');
  });
  it('a pre-legal notice and a letter before county court claim are final', () => {
    expect(classifyStage('PRE-LEGAL NOTICE. Please pay the amount now payable.')).toBe(3);
    expect(classifyStage('Letter before county court claim. Pay within 30 days.')).toBe(3);
  });
});

describe('carriedLabel', () => {
  it("joins a label begun on the previous prose line, so a firm's FCA reference is not the account's", () => {
    const lines = [
      'Your account: CS91O5608',
      'Ltd is authorised and regulated by the Financial Conduct Authority (firm',
      'reference 212550). Registered in England and Wales no. 56149393.',
    ];
    expect(carriedLabel(lines, 2, 0, 'reference')).toBe('Authority (firm reference');
    expect(carriedLabel(lines, 0, 0, 'Your account')).toBe('Your account');
    expect(extractFields(lines.join('\n')).accountNumber).toBe('CS91O5608');
  });
  it('leaves a label whose previous line is finished or a short panel line', () => {
    expect(carriedLabel(['Payment details.', 'Reference 1234'], 1, 0, 'Reference')).toBe('Reference');
    expect(carriedLabel(['Your details', 'Reference 1234'], 1, 0, 'Reference')).toBe('Reference');
  });
});

describe('normaliseText', () => {
  it('joins a letter-spaced box figure read digit by digit, and reads "1s" between words as "is"', () => {
    expect(normaliseText('CALFIELD £ 7 0 ° 0 0')).toBe('CALFIELD £70.00');
    expect(normaliseText('Total £ 5 4 5 3')).toBe('Total £ 5 4 5 3');
    expect(normaliseText('Pay £70.00 or £5 2 days late')).toBe('Pay £70.00 or £5 2 days late');
    expect(normaliseText('Powerscourt Ltd 1s registered in England')).toBe(
      'Powerscourt Ltd is registered in England',
    );
    expect(normaliseText('Flat 1s 2 High Street')).toBe('Flat 1s 2 High Street');
    expect(
      normaliseText(
        '| Compliance stage fee £391.06 |\nOur file Writ No Date |\n\u2019 Tarnwick Ltd is \u2019',
      ),
    ).toBe('Compliance stage fee £391.06\nOur file Writ No Date\nTarnwick Ltd is');
  });
});

describe('rowTableReferences', () => {
  it('pairs a row of labels with the row of values OCR reads beneath it', () => {
    const lines = ['Our file Writ No Claim No Date', 'HH587O544 2571-435311 L98YE140 3 February 2025'];
    expect(rowTableReferences(lines).map((c) => [c.label, c.value])).toEqual([
      ['Our file', 'HH587O544'],
      ['Writ No', '2571-435311'],
      ['Claim No', 'L98YE140'],
    ]);
    expect(rowTableReferences(['Account number Date', '1234 5678 02/03/2025']).map((c) => c.value)).toEqual([
      '1234 5678',
    ]);
  });
  it('leaves rows whose counts do not agree, and prose', () => {
    expect(rowTableReferences(['Our file Writ No', 'HH587O544 2571-435311 L98YE140'])).toEqual([]);
    expect(rowTableReferences(['Please quote the number', 'AB1234 when you pay'])).toEqual([]);
  });
  it('pairs the first column when the labels after it cannot be parted', () => {
    const row = [
      'Penalty charge notice no. Vehicle registration mark Date of crossing Date of notice',
      'XR53512066 FL35 LFA 5 Apr 2025 13 Apr 2025',
    ];
    expect(rowTableReferences(row)).toEqual([expect.objectContaining({ value: 'XR53512066' })]);
  });
  it('finds the reference of such a table in a whole letter', () => {
    const text = [
      'TARNBECK Enforcement Officers',
      'Our file Writ No Claim No Date',
      'HH587O544 2571-435311 L98YE140 3 February 2025',
      'NOTICE OF ENFORCEMENT',
      'Now payable £7,829.21',
      'You must pay £7,829.21 within 7 clear days, quoting our file number.',
      'Tarnbeck Enforcement Officers Ltd',
    ].join('\n');
    expect(extractFields(text).accountNumber).toBe('HH587O544');
  });
});

describe('what is never the creditor (issue 16, fifth round)', () => {
  const body = '\nWe have not received your payment of £45.00.\nPlease pay now.';
  it.each([
    ['a greeting', 'Hi Harvey,'],
    ['a postal marking', 'BY FIRST CLASS POST AND RECORDED DELIVERY'],
    ['a title in ordinary case', 'Notice of Sums in Arrears'],
    ['a title in capitals', 'CHARGE CERTIFICATE'],
    ["a statement table's headings", 'Instalment Due Amount Status'],
    ['a department behind a box edge', 'Recoveries Department )'],
  ])('%s', (_, line) => {
    expect(extractFields(`${line}${body}`, { ocr: true }).creditorName).toBeNull();
  });
  it('a department heads the page: the hospital that signs is the creditor', () => {
    const text =
      'Patient Accounts\n83 Church Yard, Coldholt, QX14 1GF\nDear Ms Osei,\nPlease pay £752.01 now.\nYours sincerely\nIvygate Private Hospital\nIvygate Private Hospital, 78 Copper House, Wexcombe.';
    expect(extractFields(text, { ocr: true }).creditorName).toBe('Ivygate Private Hospital');
  });
  it('a trading name heading the letter still names its company when no other name is found', () => {
    const text =
      'redmarshlater\nhelp.redmarshlater.example\nHi Harvey,\nYou owe £45.00.\nredmarshlater is a trading name of Redmarsh Pay Later Ltd.';
    expect(extractFields(text).creditorName).toBe('Redmarsh Pay Later Ltd');
  });
});

describe('authorMentions (footer lines)', () => {
  const top = ['garbled letterhead', 'Dear Mx Osei,', 'Please pay £70.00.', 'More prose here.', 'And here.'];
  it('a name alone or before a full stop in the footer counts when the page prints it again', () => {
    const lines = [
      ...top,
      'Council of the Borough of Duncombe',
      'Council of the Borough of Duncombe. Pay online at www.example.example.',
    ];
    expect(authorMentions(lines)).toContain('Council of the Borough of Duncombe');
  });
  it('a name printed once alone in the footer counts when the letterhead opens with it', () => {
    const foot = [
      'Hospital Parking Team',
      'Redmarsh Site Parking Ltd',
      'Charge No: 880IH29259',
      'Amount: £100.00',
    ];
    expect(authorMentions(['REDMARSH Site Parking mmresaimsy', ...top, ...foot])).toContain(
      'Redmarsh Site Parking Ltd',
    );
    expect(authorMentions(['Site Parking Team', ...top, ...foot])).not.toContain('Redmarsh Site Parking Ltd');
  });
  it("a council's name alone in the footer counts though printed once (the letterhead lost to the scan)", () => {
    const foot = ['Notice Processing Team', 'Brimwick City Council', 'PCN: P675I1860', 'Amount : £105.00'];
    expect(authorMentions(['5 Notice Processing', ...top, ...foot])).toContain('Brimwick City Council');
  });
  it('not a heading, a name printed once, or the tail of a longer name', () => {
    expect(
      authorMentions([...top, 'NOTICE OF ENFORCEMENT', 'NOTICE OF ENFORCEMENT', 'Page 1 of 2', 'Ref 12']),
    ).not.toContain('NOTICE OF ENFORCEMENT');
    expect(
      authorMentions([...top, 'Officer of Wexcombe Enforcement Officers Ltd', 'Page 1 of 2', 'Ref 12']),
    ).toEqual([]);
    expect(
      authorMentions([
        ...top,
        'Claimant: Bridgewater Building Supplies Ltd',
        'Supplies Ltd. We are instructed to enforce',
      ]),
    ).not.toContain('Supplies Ltd');
  });
  it("takes the signatory's 'For and on behalf of' line, not a client named mid-sentence", () => {
    const signed = [...top, 'Yours faithfully', 'Rhys Quayle', 'Recoveries Manager'];
    expect(authorMentions([...signed, 'For and on behalf of Greystone Savings Bank plc'])).toContain(
      'Greystone Savings Bank plc',
    );
    expect(
      authorMentions([...top, 'We write for and on behalf of Greystone Savings Bank plc']),
    ).not.toContain('Greystone Savings Bank plc');
  });
  it('starts a registered line\'s name after the sentence the line break cut ("Ltd. Bridgewater…")', () => {
    expect(
      authorMentions([
        'Dear Ms B,',
        'Pay now.',
        'bridgewatersplit is a trading name of Bridgewater Pay Later Questions about this letter: 0113 496 0634',
        'Ltd. Bridgewater Pay Later Ltd is authorised and regulated by Lines may be recorded.',
      ]),
    ).toContain('Bridgewater Pay Later Ltd');
  });
  it('drops a box edge after a sign-off name', () => {
    expect(
      authorMentions(['Dear Mr A,', 'Pay now.', 'Yours sincerely', 'Powerscourt Car Finance Ltd }']),
    ).toContain('Powerscourt Car Finance Ltd');
  });
});

describe('what the instructions quote', () => {
  it('the value straight after "quote" is the reference, over a stray number in a merged panel', () => {
    const text =
      'Kestrel Credit Management Ltd\nIf undelivered please return to Kestrel Credit Management Ltd, PO Box 9033. 0 f\nXK16 7LE ur rererence\n6419285/TT\nMrs Varga\n. Former tenancy ref\n139 Station Avenue 317107/63\nDear Mrs Varga,\nPlease pay £1,200.00 by 1 June 2025.\nAlways quote 6419285/TT';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('6419285/TT');
    // "our reference" merged onto the return address, its "value" the address going on: a PO box, not the reference.
    const merged =
      'Oakridge Revenue Recovery Ltd\nIf undelivered please return to Oakridge Revenue Recovery Ltd, PO Box our reference\n4142, Quenmere, VJ23 2w)\n. 6110529/FT\nDear Mrs Grayling,\nPlease pay £1,348.44 by 31 May 2025.\nAlways quote 6110529/FT';
    expect(extractFields(merged, { ocr: true }).accountNumber).toBe('6110529/FT');
    // The instruction runs over a line break; the panel's spelling is garbled ("KOwW2547").
    const wrapped =
      'Garbury Grange School\nFamily account\nKOwW2547\nDear Mx Kowalczyk,\nInvoice 44603 - tuition fees £6,410.00\nBalance now due £9,961.82\nPlease pay by bank transfer, quoting your family\naccount code KOW2547. If there is a problem, call us.';
    expect(extractFields(wrapped, { ocr: true }).accountNumber).toBe('KOW2547');
    // A sum or a count after "quote" is not a reference.
    expect(
      extractFields('Acme Ltd\nPlease quote 2 references.\nYou owe £50.00.', { ocr: true }).accountNumber,
    ).toBeNull();
  });
});

describe('rules of the sixth round (issue 16)', () => {
  it('the arrears to pay, not the whole mortgage; the sum to bring the account up to date, not the fees in it', () => {
    expect(
      findAmount([
        'Total amount outstanding on the mortgage £289,779.72',
        'Arrears to pay now £4,031.28',
        'Please pay £4,031.28 by 2 April 2025.',
      ]),
    ).toBe(4031.28);
    expect(
      findAmount([
        'Late payment fee 23 July 2025 £12.00',
        'Late payment fee 23 August 2025 £12.00',
        'Late payment fee 23 September 2025 £12.00',
        'Total default sums £36.00',
        'Amount needed to bring your account up to date £891.00',
        'To bring your account up to date, please pay £891.00 within 14 days.',
      ]),
    ).toBe(891);
  });
  it("a council's letter warning of enforcement agents is the council's parking letter", () => {
    const t = [
      'Penalty Charge Notice: OX6724260',
      'ORDER FOR RECOVERY OF UNPAID PENALTY CHARGE',
      'Penalty Charge Notice OX6724260 was issued to vehicle XJ49 ZSW (contravention 48). The Charge Certificate was not paid.',
      'Penalty charge £80.00',
      'Increase of 50% under the Charge Certificate £40.00',
      'If you do not pay we will instruct enforcement agents, whose fees (£75.00 at the compliance stage, then £235.00 at',
      'the enforcement stage) would be added. Enforcement agents can take goods.',
    ].join('\n');
    expect(classifyDebtType(t, 'Ashmoor City Council')).toBe('parking');
    expect(classifyDebtType(t, 'Redmarsh Enforcement Services Ltd')).toBe('bailiff');
  });
  it('a table under deadline columns: the last column is the sum owed, the earlier one the early-payment sum', () => {
    const lines = [
      'What you must pay By 05/07/2025 By 19/07/2025',
      'Penalty charge £35.00 £70.00',
      'Unpaid crossing charge £2.50 £2.50',
      'Total to pay £37.50 £72.50',
    ];
    expect(deadlineColumns(lines, 3)).toBe(2);
    expect(findAmount(lines)).toBe(72.5);
    // Columns that are not deadlines (amount, paid, balance) are left to the labels.
    expect(deadlineColumns(['Amount Paid Balance', 'Total £100.00 £20.00 £80.00'], 1)).toBe(0);
  });
  it('a sign-off "on behalf of" a council under a team name; a quote instruction over a line break', () => {
    const text =
      'Council of the\nBorough of Selmarsh\nIf undelivered please return to Coldstow Estuary Crossing Customer Centre, PO\nBox 1878, Normarsh, VJ9 9TT\nPenalty charge notice no.\nXR53512066\nDear Ms Rutherford,\nJourney reference: J6844466560\nYou must pay £73.00 within 28 days. Quote the PCN\nnumber when you pay online.\nPenalty Charge Processing Team\non behalf of Council of the Borough of Selmarsh';
    const f = extractFields(text);
    expect(f.creditorName).toBe('Council of the Borough of Selmarsh');
    expect(f.accountNumber).toBe('XR53512066');
  });
  it('never takes the regulator\'s firm reference, whatever OCR made of "firm"', () => {
    const text =
      'TARNBECK CASH\nPO Box 2974, Ashgate, QX26 4YP\nDr U Lindqvist Your account: SC81O4505\nDear Dr Lindqvist,\nBalance owing £327.00\nPlease repay the balance owing of £327.00 by 19 June 2025.\nYours sincerely\nTarnbeck Short Term Credit Ltd\nTarnbeck Cash is a trading name of Tarnbeck Short Term Credit Ltd, which is authorised and regulated by the Financial Conduct Authonty (fire\nreference 279960). Registered in England and Wales no. 60780119';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('SC81O4505');
  });
});

describe('a capital I read as l', () => {
  it('opening a word before a consonant', () => {
    expect(normaliseText('lvyhaven Private Hospital\nlt is due.\nllama lymph Lloyds')).toBe(
      'Ivyhaven Private Hospital\nIt is due.\nllama lymph Lloyds',
    );
  });
});

describe('a speck on a line', () => {
  it('a tilde before a total is debris, not part of its label', () => {
    const text =
      'Quenmere Debt Management Unit\nDear Mrs Osei,\nOverpaid each week £42.69\nNumber of weeks 35\n~ Total overpayment to repay £1,494.15\nQuenmere Debt Management Unit';
    expect(extractFields(text, { ocr: true }).debtAmount).toBe(1494.15);
  });
  it('a tilde between "quote" and the reference is debris too', () => {
    const text =
      'Bridgewater Revenue Recovery\nDear Mr Fenwick,\nPlease pay £420.00 now.\nAlways quote ~~ 6718666/TF';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('6718666/TF');
  });
});

describe("a logo's debris before the letterhead", () => {
  it('a mark and a stray capital before a name in capitals', () => {
    const lines = [
      '_B OFFICE OF REVENUE AND TAXATION',
      'Payments and Debt',
      'Dear Dr Hussain,',
      'You need to pay £3,818.30 by 19 Jun 2025.',
      'Office of Revenue and Taxation',
      'Office of Revenue and Taxation. Calls may be recorded.',
    ];
    expect(extractFields(lines.join('\n')).creditorName).toBe('Office of Revenue and Taxation');
  });
});

describe('apostrophes OCR drops', () => {
  it("a court's name broken over the header, its apostrophe lost, is the sign-off's court", () => {
    const lines = [
      'HM Courts & Tribunals Service',
      'Rookmere',
      ': 1',
      'Magistrates Court',
      'Accounts and Enforcement',
      'Dear Miss A,',
      'Pay the balance.',
      "for and on behalf of Rookmere Magistrates' Court",
      'HM Courts & Tribunals Service is an executive agency of the Ministry of Justice.',
    ];
    expect(findCreditor(lines)).toBe("Rookmere Magistrates' Court");
  });
});

describe('rules of the seventh round (issue 16)', () => {
  it('a dollar or euro sign OCR read for the S or C opening a reference', () => {
    expect(normaliseText('Your account: $L9109461')).toBe('Your account: SL9109461');
    expect(normaliseText('PCN ref: €254022284')).toBe('PCN ref: C254022284');
    // a euro sum keeps its sign
    expect(normaliseText('Fee €250.00 or €1,250')).toBe('Fee €250.00 or €1,250');
  });
  it('a personal identifier (National Insurance, hospital number) is not the letter’s reference', () => {
    const text =
      'Quenmere Debt Management Unit\nOur reference\nMrs P Hartwell OP/98I25281/Y\n148 Copper Way National Insurance number\nIvywick QQ 995145 A\nDear Mrs Hartwell,\nPlease repay £1,105.46 in full, quoting our reference.';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('OP/98I25281/Y');
  });
  it('a label that is its own line over the address block: the value at the end of the next line', () => {
    expect(
      besideLabelReferences(['Our reference', 'Mrs P Hartwell OP/98I25281/Y', '148 Copper Way']),
    ).toMatchObject([{ value: 'OP/98I25281/Y', label: 'Our reference' }]);
    // a label that opens a longer line is prose or a table, not the panel
    expect(besideLabelReferences(['Quote our reference', 'Mrs P Hartwell OP/98I25281/Y'])).toMatchObject([
      { value: 'OP/98I25281/Y' },
    ]);
    expect(besideLabelReferences(['Our reference is on the slip', 'Mrs P Hartwell OP/98I25281/Y'])).toEqual(
      [],
    );
  });
  it('"quoting invoice X": the document’s own name for its number', () => {
    const text =
      'Brimby Private Hospital\nHospital number\nGARDALE 376 162 4610\nSECOND REMINDER\nBalance owing £295.39\nPlease pay within 14 days quoting invoice P66O2577. If you believe your insurer should have paid more, tell us.';
    expect(extractFields(text, { ocr: true }).accountNumber).toBe('P66O2577');
  });
});

describe('debt type, amount and creditor from the seventh fresh set (issue 16)', () => {
  it('a council’s fixed penalty for litter is neither speeding nor council tax', () => {
    const text =
      'Council of the Borough of Garford\nEnvironmental Enforcement\nFixed Penalty Notice - reminder\nAn authorised officer issued you with fixed penalty notice FPN/73545 for dropping a cigarette end, contrary to section 87 of the Environmental Protection Act 1990 (a fixed penalty under section 88). Pay £150.00 to avoid prosecution.';
    expect(classifyDebtType(text, 'Council of the Borough of Garford')).toBe('normal');
    // beside a vehicle the same words are a motoring penalty
    expect(
      classifyDebtType(
        'Fixed penalty notice. The driver of vehicle AB12 CDE exceeded the limit.',
        'Tarnshire Police',
      ),
    ).toBe('speeding');
  });
  it('"… Enforcement Ltd" that says it is no firm of enforcement agents is not a bailiff', () => {
    const text =
      'Redmarsh Civic Enforcement Ltd\nOn behalf of Garley District Council\nFixed Penalty Notice - reminder\nFull penalty now due £150.00\nRedmarsh Civic Enforcement Ltd is not a firm of enforcement agents (bailiffs) and does not visit homes.';
    expect(classifyDebtType(text, 'Redmarsh Civic Enforcement Ltd')).toBe('normal');
    expect(
      classifyDebtType(
        'The court has issued warrant of control number X48O5288 and passed it to the county court bailiffs.',
        'Kestrel Vehicle Hire Limited',
      ),
    ).toBe('bailiff');
  });
  it('"Credit Limited" is not a credit limit; a premium finance agreement is a loan', () => {
    const text =
      'Marlow Vale Premium Credit Limited\nTERMINATION NOTICE\nYour home insurance policy is paid for by monthly instalments under a credit agreement with us.\nMarlow Vale Premium Credit Limited is authorised and regulated by the Financial Conduct Authority.';
    expect(classifyDebtType(text, 'Marlow Vale Premium Credit Limited')).toBe('loan');
  });
  it('the arrears "you must pay now" and the "amount to repay", not the balance or the gross figure', () => {
    expect(
      findAmount([
        'Total balance outstanding £1,565.20',
        'Arrears you must pay now £305.80',
        'The sale price may be less than the total balance of £1,565.20 still due.',
      ]),
    ).toBe(305.8);
    expect(
      findAmount([
        'Gross overpayment (21 days of July 2025) £2,220.82',
        'Less income tax -£444.16',
        'Amount to repay £1,487.95',
      ]),
    ).toBe(1487.95);
    // "if you pay now you avoid a £10 late fee" is no demand
    expect(
      findAmount(['You owe us £88.20 for your water.', 'If you pay now you avoid a £10 late fee.']),
    ).toBe(88.2);
  });
  it('"HM Revenue" over "and Customs": the name is both lines, not the office under it', () => {
    const lines = [
      'HM Revenue',
      'and Customs',
      'Tax Credit Office',
      'PO Box 5370, Yarbrook, XK6 6XF',
      'Dear Ms Pritchard,',
      'Please pay £1,408.26.',
      'Payslip - HM Revenue and Customs',
    ];
    expect(findCreditor(lines)).toBe('HM Revenue and Customs');
    expect(
      findCreditor([
        'HM Revenue & Customs',
        'Tax Credit Office',
        'Dear Mrs Pennock,',
        'Payslip - HM Revenue & Customs',
      ]),
    ).toBe('HM Revenue & Customs');
  });
});

describe('the seventh fresh set on images (issue 16)', () => {
  it('"Arrears at today’s date" is the figure owed now, not an arrears figure of the past', () => {
    expect(
      findAmount([
        'by then, call us before that date to agree to pay your rent £391.00, which would be added',
        'Arrears at today’s date £1,197.34',
      ]),
    ).toBe(1197.34);
  });
  it('a speck after the label’s colon; an employee number or a card ending is not the reference', () => {
    expect(
      extractFields(
        'Marlow Vale Logistics plc\nMx S Okonedo our ref: . HR-888O36\n161 Saddler Lane Employee no.: E25633\nPlease repay £215.41.',
        {
          ocr: true,
        },
      ).accountNumber,
    ).toBe('HR-888O36');
    expect(
      extractFields(
        'Larkspur Instalment Finance Ltd\nPlease pay £283.02. Your Direct Debit from the account ending 5023 has been cancelled.\nagreement CA-764803 on the back',
        { ocr: true },
      ).accountNumber,
    ).toBe('CA-764803');
  });
  it('a quoted reading that lost the reference’s last letters still quotes the labelled one', () => {
    expect(
      extractFields(
        'HM Revenue & Customs\nPayment reference: QZ373498815851NA\nPlease pay £100.00. Use your payment reference QZ373498815851 NA whenever you pay.',
        { ocr: true },
      ).accountNumber,
    ).toBe('QZ373498815851NA');
  });
});

describe('rules from the eighth fresh set (issue 16)', () => {
  it('a way to pay by card, a student loan the debt is not, and a building society’s personal loan', () => {
    expect(
      classifyDebtType(
        'HM Revenue and Customs\nSelf Assessment: you still need to pay your penalty.\nPay by debit or corporate\ncredit card, or at your bank.',
        'HM Revenue and Customs',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'Oakridge University Finance Office\nYour tuition fees are overdue. This is not about a student loan; no tuition fee loan or sponsor pays the university for this year. Contact us to agree a short instalment plan.',
        'Oakridge University',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'We sent you a default notice about the arrears on your personal loan account. Quote your loan account number. Keep money for essentials such as rent or mortgage.',
        'Tarnwick Building Society',
      ),
    ).toBe('loan');
  });
  it('a penalty for an uninsured vehicle is neither parking nor a police motoring offence', () => {
    expect(
      classifyDebtType(
        'Fixed penalty: £100. It is an offence to keep a vehicle that is not insured (continuous insurance enforcement). The registered keeper may get penalty points on their driving licence if prosecuted.',
        'Vehicle Licensing Agency',
      ),
    ).toBe('normal');
  });
  it('a pawn is a loan, and its "amount to redeem" by the date is the demand', () => {
    expect(
      classifyDebtType(
        'Your pledge will be sold. Bring your pawn ticket to our branch.',
        'Quickcash Pawnbrokers Ltd',
      ),
    ).toBe('loan');
    expect(
      findAmount([
        'Amount lent £300.00',
        'Interest from 5 November 2025 to 12 December 2025 (37 days) £31.08',
        'Amount to redeem if paid by 12 December 2025 £413.58',
      ]),
    ).toBe(413.58);
  });
  it('the balance still owed after a set-off, not the balance before it', () => {
    expect(
      findAmount([
        'Balance owed on 26 February 2025 £2,939.70',
        'Taken from Everyday Saver account ending 8013 on 27 February 2025 -£637.86',
        'Balance still owed £2,301.84',
      ]),
    ).toBe(2301.84);
  });
  it('a statutory demand’s creditor is the one serving it, not the solicitors who signed it', () => {
    const text =
      'Rutherford Solicitors\nSTATUTORY DEMAND\nThis demand is served on you by the creditor, Holloway & Briar Portfolio Recoveries Ltd of 28 Mill Chambers, Brimholt. The creditor claims that you owe the sum of £11,269.22.\nAssociate Solicitor, Rutherford Solicitors, solicitors for the creditor\nRutherford Solicitors is authorised and regulated by the Solicitors Regulation Authority.';
    expect(extractFields(text).creditorName).toBe('Holloway & Briar Portfolio Recoveries Ltd');
  });
  it('a tax office’s function and an officer’s title are never the creditor', () => {
    expect(
      findCreditor([
        'HM Revenue and Customs',
        'Return address: HM Revenue and Customs, Self Assessment, PO Box 1',
        'Dear Mr Hale,',
        'Please pay £100.00.',
        'Officer of Revenue and Customs',
      ]),
    ).toBe('HM Revenue and Customs');
  });
});

describe('the eighth fresh set on images (issue 16)', () => {
  it('a pawn ticket quoted by its name, not the customer number beside it', () => {
    expect(
      extractFields(
        'Brightwater Pawnbroking\nTicket: PI119466\nCustomer: C2374442\nYour pledge will be sold\nUnless you redeem it by paying £186.49, the item will be sold.\nTo redeem: bring this notice or pay by card, quoting ticket number (up to 10% of the price).',
        { ocr: true },
      ).accountNumber,
    ).toBe('PI119466');
    expect(namedInInstructions('pay by card quoting ticket number when you call')).toEqual(['ticket number']);
  });
  it('a student number is the person’s, not the account’s', () => {
    expect(
      extractFields(
        'University of Penbrook\nStudent number: 518111164\nCustomer number: 361885\nPlease pay £3,775.00.',
        {
          ocr: true,
        },
      ).accountNumber,
    ).toBe('361885');
  });
  it('the payee in quotes, and a charity’s footer, name the creditor', () => {
    expect(authorMentions(['Pay by cheque made payable to "Driver and Vehicle Records Agency"'])).toContain(
      'Driver and Vehicle Records Agency',
    );
    expect(
      authorMentions(['University of Thornley is an exempt charity under the Charities Act 2011.']),
    ).toContain('University of Thornley');
  });
});

describe('rules from the ninth fresh set (issue 16)', () => {
  it('a collection agency that says what it is, collecting council tax, is a collector', () => {
    expect(
      classifyDebtType(
        'Marlow Vale Collections Ltd\nCouncil tax arrears for Holstow Council. The council tax liability order was made. We are a debt collection agency. We are NOT enforcement agents. Council tax owed: £812.40.',
        'Marlow Vale Collections Ltd',
      ),
    ).toBe('debt_collection');
  });
  it('a council charge that says it is not council tax', () => {
    expect(
      classifyDebtType(
        'Holstow Council\nGarden waste subscription invoice. This charge is for a council service you asked for; it is not council tax and is not shown on your council tax bill.',
        'Holstow Council',
      ),
    ).toBe('normal');
  });
  it('solar panels bought on a credit agreement are a loan, whatever the goods', () => {
    expect(
      classifyDebtType(
        'Brightwater Home Finance Ltd\nYour solar panels and battery were bought with a fixed-sum loan from us. You have missed two payments under the credit agreement. The energy your panels make is not affected.',
        'Brightwater Home Finance Ltd',
      ),
    ).toBe('loan');
  });
});

describe('rules from the ninth fresh set, second look (issue 16)', () => {
  it("a phone company's device plan is a credit agreement: a loan, though the lender's name says wireless", () => {
    const t =
      'Wexcombe Wireless UK Ltd\nNotice of sums in arrears\nPayments on your Device Plan for your Aurora S5 have been missed. This notice is sent under the Consumer Credit Act 1974. Your Airtime Plan for 07700 900168 is billed separately and is not in arrears. Mobile number 07700 900168.';
    expect(classifyDebtType(t, 'Wexcombe Wireless UK Ltd')).toBe('loan');
    // The same company's airtime bill is still a utility.
    expect(
      classifyDebtType(
        'Wexcombe Wireless UK Ltd\nYour mobile bill is overdue. Airtime and line rental for 07700 900168: £42.10. Outgoing calls may be barred.',
        'Wexcombe Wireless UK Ltd',
      ),
    ).toBe('utility');
  });
  it('solar finance from a lender named for energy, under a linked credit agreement, is a loan', () => {
    expect(
      classifyDebtType(
        'Wexcombe Green Energy Finance Limited\nMissed payment on your solar loan. Supplied by Holton Energy Solutions Ltd. Contact Holton Energy Solutions Ltd first.\nBecause your loan is a linked credit\nagreement, you may have a claim against us. Goods: 8 panels, 5.8 kWh battery.',
        'Wexcombe Green Energy Finance Limited',
      ),
    ).toBe('loan');
  });
  it("a number quoted to the installer is not the lender's reference", () => {
    const lines = [
      'Kestrel Home Finance Ltd',
      'Agreement number',
      '975/8337610',
      'Supplied and installed by Thornton Energy Solutions Ltd (job no. JOB-84673)',
      'If something is wrong with the panels, contact them first on 0161 496 0828 quoting job no. JOB-84673. Because',
      'your loan is a linked credit agreement, you may also have a claim against us.',
    ];
    expect(findReference(lines)).toBe('975/8337610');
    // Quoted to the sender, the same words name the reference.
    expect(namedInInstructions('Please call us on 0161 496 0828 quoting job no. and your name.')).toEqual([
      'job no',
    ]);
    expect(
      namedInInstructions('If the panels fail, contact them first quoting job no. and your name.'),
    ).toEqual([]);
  });
  it('the arrears demanded, not the balance the lender could ask for later', () => {
    const lines = [
      'Device Plan arrears £58.26',
      'Please pay the arrears of £58.26 by 08/08/2025, quoting your Device Plan number.',
      'If the arrears are not paid, we may send you a default notice. If that is not complied with, we could end your',
      'Device Plan and ask you to pay the whole balance, which is £320.43 at the moment, and missed payments will',
    ];
    expect(findAmount(lines)).toBe(58.26);
    expect(sentenceUpTo(lines, 3, lines[3].indexOf('£'))).toMatch(
      /^If that is not complied with, we could end/,
    );
    expect(
      laterDemand(
        'If that is not complied with, we could end your plan and ask you to pay the whole balance, which is',
      ),
    ).toBe(true);
    expect(laterDemand('You must now pay the whole balance, which is')).toBe(false);
  });
  it('"the amount of your arrears is" names the sum demanded, not the loan\'s total still to pay', () => {
    const lines = [
      'The amount of your arrears is £579.75. Please pay this by 27/03/2025.',
      'Your loan: £9,775.00 over 120 months at 12.9%',
      'APR. Monthly payment £141.35; total still to pay £13,301.25.',
    ];
    expect(findAmount(lines)).toBe(579.75);
  });
  it('"using X as the payment reference" and a sentence opening "Quote X" name the reference', () => {
    const lines = [
      'Our reference UTR Date of notice Hold placed',
      'VK9794O96004 62268 80662 26/01/2025 22/01/2025',
      'Pay online or by transfer to sort code 81-82-14, account 42805691,',
      'using VK9794O96004 as the payment reference. Quote VK9794O96004 on any letter you send us.',
    ];
    expect(findReference(lines)).toBe('VK9794O96004');
    expect(findReference(['Quote VK9794O96004 on any letter you send us.'])).toBe('VK9794O96004');
  });
  it('the total tax debt, not the money a bank holds for it', () => {
    const lines = [
      'DIRECT RECOVERY OF DEBTS',
      'Total tax debt £10,261.66',
      'Bank or building society Sort code Account Amount held',
      'Fenwick Lane Bank plc 91-41-76 ****9122 £6,613.47',
      'Total held £6,613.47',
    ];
    expect(findAmount(lines)).toBe(10261.66);
  });
});

describe('debt type: places, assignments and original creditors (issue 16)', () => {
  it('litter dropped in a car park is not a parking matter', () => {
    expect(
      classifyDebtType(
        'Redmarsh Civic Enforcement Ltd\nFixed Penalty Notice - reminder\nOffence Dropping a coffee cup. Where: the retail park car park. The full penalty of £150.00 is now due.',
        'Redmarsh Civic Enforcement Ltd',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'Parking charge for vehicle AB12 CDE in the retail park car park. The registered keeper must pay.',
        'Marlow Car Parks Ltd',
      ),
    ).toBe('parking');
  });
  it("a debt purchaser's statutory demand on an assigned loan is a collector's", () => {
    expect(
      classifyDebtType(
        'Statutory Demand. The creditor, Brightwater Credit Management Limited, claims that you owe £17,308.77 under a loan agreement with Northgate Personal Loans Ltd, the benefit of which has been assigned to the creditor. The debt was originally owed to Northgate Personal Loans Ltd.',
        'Brightwater Credit Management Limited',
      ),
    ).toBe('debt_collection');
  });
  it('a creditor that says it is the original creditor is no collector', () => {
    expect(
      classifyDebtType(
        'Statutory demand - judgment debt. Part B - assignment. Not applicable: the creditor is the original creditor. Plant hire invoice.',
        'Larkspur Plant Hire Ltd',
      ),
    ).toBe('normal');
  });
});

describe('rules from the tenth fresh set (issue 16)', () => {
  it("a sheriff officers' charge for payment is enforcement, whatever the decree was for", () => {
    const t =
      'Mercer Iverson\nSheriff Officers and Messengers-at-Arms\nCharge for Payment: 14 days to pay\nWe act for Powerscourt Energy Ltd, which obtained decree against you for closed gas and electricity account 5857062536. Today we served a Charge for Payment on you. If you do not pay, the creditor may instruct us to arrest your earnings. Una Tremayne, Messenger-at-Arms';
    expect(classifyDebtType(t, 'Mercer Iverson Ltd')).toBe('bailiff');
    expect(classifyStage(t)).toBe(3);
  });
  it('fuel driven off without paying is not parking, though the keeper is written to', () => {
    expect(
      classifyDebtType(
        'Our CCTV shows that the vehicle below was filled with fuel at pump 12 and left the forecourt without the fuel being paid for. The DVLA gave us your name as the registered keeper. Paying this notice closes the matter.',
        'Redmarsh Forecourts Ltd',
      ),
    ).toBe('normal');
  });
  it("a claim for damage a vehicle did to the road is not parking, and a road network's operator is no utility", () => {
    const t =
      'DAMAGE TO CROWN PROPERTY: REPAIR COSTS. You were the registered keeper of vehicle AY12 WKR, which collided with and damaged the road network. Safety barrier replaced. Please pay, or pass this letter to your motor insurer.';
    expect(classifyDebtType(t, 'Strategic Roads Company Limited')).toBe('normal');
    expect(classifyDebtType(t, 'Trunk Road Network Ltd')).toBe('normal');
  });
  it('"we act for" the highway authority makes a claims contractor a collector', () => {
    expect(
      classifyDebtType(
        'We wrote to you about the damage caused on 9 Aug 2025. We act for Elmton County Council, the highway authority for this road. Total claimed £5,172.00.',
        'Silverbirch Highway Claims Ltd',
      ),
    ).toBe('debt_collection');
  });
  it("a managing agent's letter that names the reader's mortgage lender is not a mortgage debt", () => {
    expect(
      classifyDebtType(
        'Service charge arrears on your lease. We may also notify your\nmortgage lender, which may pay the arrears and add them to your mortgage.',
        'Redmarsh Property Management Ltd',
      ),
    ).toBe('normal');
  });
  it('end-of-agreement charges under a PCP are owed under a credit agreement', () => {
    expect(
      classifyDebtType(
        'We sent you invoice EOA/552467 for the charges due when your agreement ended. Agreement 48-month PCP from 11 Dec 2020. Excess mileage. Invoice total £352.38, invoice now overdue.',
        'Stonebridge Motor Finance Limited',
      ),
    ).toBe('loan');
  });
  it('criminal legal aid contributions are a debt of criminal proceedings; a warning of agents later is not an agent', () => {
    expect(
      classifyDebtType(
        'Your Income Contribution Order requires you to pay £516.78 a month towards your legal representation in the Crown Court. Final warning: we may obtain a liability order and send enforcement agents.',
        'Criminal Legal Aid Authority',
      ),
    ).toBe('court');
  });
});

describe("the payee's bank account, its sort code's label on the line before", () => {
  it('is never the reference', () => {
    const lines = [
      'How to pay: bank transfer to Larkspur Estate Management Ltd client account, sort code',
      '73-29-93, account 44219071, or by debit card.',
      'Leaseholder ref: LH 75620',
    ];
    expect(findReference(lines)).toBe('LH 75620');
    expect(findReference(lines.slice(0, 2))).toBeNull();
  });
});

describe('rules from the eleventh fresh set (issue 16)', () => {
  it("Northern Ireland's domestic rates are the local property tax, read as council tax", () => {
    expect(
      classifyDebtType(
        'Land & Property Services\nDomestic rates reminder. Your rate account 4417 2290 is in arrears: amount overdue £412.50.',
        'Land & Property Services',
      ),
    ).toBe('council_tax');
  });
  it('rent-to-own goods are bought on credit; the arrears, not the balance left under the agreement', () => {
    const t =
      'Marlow Vale Home Rentals Limited\nYou have missed some weekly payments for your sofa.\nArrears £26.50\nPlease pay the arrears of £26.50 by 20 Jan 2025.\nTotal amount payable under the agreement £1,638.00. Balance left to pay £756.00.';
    expect(classifyDebtType(t, 'Marlow Vale Home Rentals Limited')).toBe('loan');
    expect(findAmount(t.split('\n'))).toBe(26.5);
  });
  it("a discount review's reference is another process's, not the council tax account", () => {
    const lines = [
      'Council tax account',
      '76838057',
      'Property ref',
      '592828/2',
      'Review ref',
      'DR/25/40194',
    ];
    expect(findReference(lines)).toBe('76838057');
  });
  it('"Amount still to repay" is the demand, not the gross total of the overpaid payments', () => {
    const lines = [
      'Amount still to repay',
      '£677.76',
      'Payment date Period Gross Tax Net paid',
      '1 Apr 2025 April 2025 £345.39 £69.00 £276.39',
      '1 May 2025 May 2025 £345.39 £69.00 £276.39',
      'Total £690.78 £138.00 £552.78',
    ];
    expect(findAmount(lines)).toBe(677.76);
  });
  it("a park's pitch fees are its own charges, though water and electricity are recharged with them", () => {
    expect(
      classifyDebtType(
        'Pitch fees and charges for the 2026 season were due under your Holiday Home Licence Agreement.\nPitch fee 2026 season £5,771.72\nWater and sewerage 2026 £287.86\nElectricity 2025: 2391 units @ 36p £860.76\nBalance due £3,589.46',
        'Wexcombe Park Resorts Limited',
      ),
    ).toBe('normal');
  });
});

describe('debt types of the twelfth fresh set (issue 16)', () => {
  it('an unpaid toll read from a camera and sent to the keeper is a parking-type penalty', () => {
    const t =
      'On 12 Oct 2025 we sent you an Unpaid Toll Charge Notice because the toll for a crossing of the bridge by vehicle MW68 GEC was not paid. That notice has not been paid, so the unpaid toll charge has increased from £40.00 to £60.00. Total now due £62.80.';
    expect(classifyDebtType(t, 'Bridgewater Crossings Ltd')).toBe('parking');
  });
  it('a pay-TV and fibre package’s final bill is a utility’s', () => {
    const t =
      'Your Movies Bundle + Fibre 500 package ended at your request. Early termination charges apply. Set-top box not returned £150.00. Router not returned £40.00. Amount due £453.68.';
    expect(classifyDebtType(t, 'Northgate Home Broadband Limited')).toBe('utility');
    expect(classifyDebtType(t.replace(/Broadband /, ''), 'Northgate Home Limited')).toBe('utility');
  });
});

describe('creditor and reference on the twelfth fresh set’s images (issue 16)', () => {
  it('the body the sender is part of is not the creditor, and the issuing officer’s line names the sender', () => {
    const lines = [
      'Northern Ireland Courts and Tribunals Service',
      'PO Box 6408, Wexbury, QX25 4YS',
      'Ms H Nakamura',
      'Notice of intent to enforce a judgment',
      'Greystone Credit Services Ltd (the judgment creditor) obtained the judgment described below',
      'Judgment creditor Greystone Credit Services Ltd',
      'Issued by Maya Lindqvist, Enforcement Officer, for the Enforcement of Judgments Office.',
      'Enforcement of Judgments Office, PO Box 6408, Wexbury, QX25 4YS. Telephone 0161 496 0400.',
      'The Office is part of the Northern Ireland Courts and Tribunals Service. Made under the Order 1981.',
    ];
    expect([...parentBodies(lines.join(' '))]).toEqual(['northern ireland courts and tribunals service']);
    expect(authorMentions(lines)).toContain('Enforcement of Judgments Office');
    expect(findCreditor(lines)).toBe('Enforcement of Judgments Office');
  });
  it('three letters of logo debris before a name are dropped', () => {
    expect(
      extractFields(
        [
          'prs Bridgewater Crossings',
          'Marldale Gateway Bridge - Customer Services',
          'fod 75 Foundry Court, Calbrook, 2ZVv8 1BA',
          'Ms K Sadler',
          '58 Heron Lane',
          'QX21 2ZQ',
          'Notice of Increased Charge',
          'On 12 Oct 2025 we sent you an Unpaid Toll Charge Notice because the toll for a crossing of',
          'the Marldale Gateway Bridge by vehicle MW68 GEC was not paid.',
          'Payment slip - Marldale Gateway Bridge',
          'Pay at www.paymarldaletolls.example, by phone, or send a cheque payable to',
          'Bridgewater Crossings Ltd with the notice number on the back.',
          'Bridgewater Crossings Ltd operates the Marldale Gateway Bridge for the Joint Crossings Authority under the',
        ].join('\n'),
      ).creditorName,
    ).toBe('Bridgewater Crossings Ltd');
  });
  it('"Officer of HM Revenue and Customs" names the body', () => {
    const lines = [
      'High Income Child Benefit Charge',
      'Dear Ms Pennock,',
      'Yours sincerely',
      'J Smith',
      'Officer of HM Revenue and Customs',
    ];
    expect(authorMentions(lines)).toContain('HM Revenue and Customs');
  });
  it('a tax year in a table is no reference; the payment reference the letter gives over a line break is', () => {
    expect(
      rowTableReferences([
        'Tax year Payment reference Amount now due Was due by',
        '2022 to 2023 4812929079K £786.01 2 August 2025',
      ]),
    ).toEqual([]);
    expect(
      findReference([
        'Please pay the total amount now due of £786.01 by 7 September 2025. Your payment reference',
        'is 4812929079K. This is your 10-digit Unique Taxpayer Reference followed by the letter K.',
      ]),
    ).toBe('4812929079K');
  });
});

describe('rules from the thirteenth fresh set (issue 16)', () => {
  it('a name cut by a line break is no mention; a payment slip names an organisation payee, not a crossing', () => {
    const lines = [
      'How to pay: quoting notice number LV97I20383. Cheques payable to London Borough of',
      'Rookford.',
      'Payment slip - London Borough of Rookford',
      'Payment slip - Marldale Gateway Bridge',
    ];
    const m = authorMentions(lines);
    expect(m).toContain('London Borough of Rookford');
    expect(m).not.toContain('London Borough of');
    expect(m).not.toContain('Marldale Gateway Bridge');
    expect(
      authorMentions(['If undelivered please return to: Council of the Borough of Wexmoor, PO Box 6944']),
    ).toContain('Council of the Borough of Wexmoor');
  });
  it('a logo read as letters before or after the name is dropped', () => {
    const tail = ['Dear Mr Reid,', 'Please pay the balance.', 'Yours faithfully', 'Revenues Manager'];
    expect(findCreditor(['IO Ashgate District Council', 'Revenues Service - Council Tax', ...tail])).toBe(
      'Ashgate District Council',
    );
    expect(findCreditor(['"esse Coldhaven City Council', 'PO Box 4, Coldhaven', ...tail])).toBe(
      'Coldhaven City Council',
    );
  });
  it('"using your customer number X as the reference" quotes it', () => {
    expect(
      findReference([
        'Customer number: 4654672',
        'Invoice number',
        '69759/K',
        'Pay by bank transfer, using your customer number 4654672 as the reference, or by card.',
      ]),
    ).toBe('4654672');
  });
  it('a settlement offer is not the debt; "Amount owed" is', () => {
    expect(
      findAmount([
        'Your settlement offer',
        '£2,690.00',
        'Amount owed: £3,842.50',
        'Clear your balance for £2,690.00',
        'If you pay £2,690.00 in one payment we will accept it in full and final settlement.',
      ]),
    ).toBe(3842.5);
  });
  it('a purchaser that says the loan was sold to it is a debt collector; fuel sold by the litre is not a utility', () => {
    expect(
      classifyDebtType(
        'Re: personal loan originally with Holloway Finance Ltd. Holloway Finance Ltd sold your personal loan to us on 29/10/2024. Your loan balance is £3,000.',
        'Kestrel Debt Purchasing Ltd',
      ),
    ).toBe('debt_collection');
    expect(
      classifyDebtType(
        'Product Bulk LPG (propane), 570 litres at £0.5760 per litre. Your account is on stop: no further deliveries of gas.',
        'Fenwick Lane Rural Gas Ltd',
      ),
    ).toBe('normal');
  });
});

describe('amounts, references and types of the fourteenth fresh set (issue 16)', () => {
  it('a total keeps its label across a parenthesis of words, not one naming an item', () => {
    expect(
      findAmount([
        'The prosecutor asks the court to order you to pay Amount',
        'Compensation - unpaid fare, Holbrook to Calford £18.73',
        'Prosecution costs £150.00',
        'Total claimed (compensation and costs) £168.73',
      ]),
    ).toBe(168.73);
  });
  it("the arrears that bring the account up to date, not a loan's total payable over its term", () => {
    expect(
      findAmount([
        'Total payable over 26 weeks £1,135.68',
        'Balance left on your loan £611.52',
        'Amount needed to bring your account up to date (4 missed weeks) £174.72',
        'The amount needed to bring your account up to date is £174.72. You do not have to pay it all at once.',
      ]),
    ).toBe(174.72);
  });
  it("a prosecutor's URN is the reference; a court list reference is the court's", () => {
    expect(
      findReference(['Incident no.: RPI-575722', 'URN - quote this', '58LR1703824', 'Plea due by']),
    ).toBe('58LR1703824');
    expect(
      findReference([
        'Parent account: RUT581',
        'Registered office: PO Box 7118, Thornmoor, XK4 9AB. Ofsted URN EY531823.',
      ]),
    ).toBe('RUT581');
    expect(findReference(['Court list ref. GEB/20752', 'Supply address', 'Account', '854-97172-95'])).toBe(
      '854-97172-95',
    );
  });
  it('the reference on the payment slip is the one to quote', () => {
    expect(
      findReference([
        'Customer no.: 65762040',
        'Date: 27 July 2025',
        'Dear Mx Quayle,',
        'you have now missed 4 payments of £7.37',
        'on your loan (agreement LN4238501, taken out on 29 April 2025).',
        'Arrears on your loan £24.48',
        'Yours faithfully',
        'Pay at any PayPoint - Bridgewater Doorstep Finance Ltd',
        'Customer no.: 65762040',
      ]),
    ).toBe('65762040');
  });
  it("a sheriff court's fines officer is a court's; a mortgage among the essentials is not a mortgage; premium-rate calls are a phone bill", () => {
    expect(
      classifyDebtType(
        'Fines Enforcement Officer. Fine imposed £300.00. I intend to serve an earnings arrestment on your employer.',
        'Inverlochy Sheriff Court',
      ),
    ).toBe('court');
    expect(
      classifyDebtType(
        'We wrote to you about your overdrawn current account. If the money we took was needed for rent, a mortgage, bills or food, please call us.',
        'Halden Building Society',
      ),
    ).toBe('loan');
    expect(
      classifyDebtType(
        'Outgoing service on 07700 900635 has been barred. Calls to premium-rate 09 numbers £199.09. Mobile number: 07700 900635.',
        'Larkspur Connect Ltd',
      ),
    ).toBe('utility');
  });
});

describe('amounts of the fifteenth fresh set (issue 16)', () => {
  it('under "Monthly | In arrears" columns the arrears are owed, not the monthly charge', () => {
    const lines = [
      'Charge Monthly In arrears',
      'Rent on unsold share (70%) £367.50 £735.00',
      'Service charge £132.34 £264.68',
      'Total arrears now due £499.84 £999.68',
      'Please pay the arrears of £999.68 within 14 days, as well as your normal payment of £499.84 when it falls due.',
    ];
    expect(periodColumns(lines, 3, 2)).toEqual([true, false]);
    expect(findAmount(lines)).toBe(999.68);
    // (OCR reads the table's rules as bars.)
    expect(findAmount([lines[0], 'Total arrears now due | £499.84 | £999.68', lines[4]])).toBe(999.68);
  });
});

describe('creditors and types of the sixteenth fresh set (issue 16)', () => {
  it('a signatory’s job title is no creditor; the Welsh "Mae" opening a registration line is no part of the name', () => {
    expect(isDepartment('Housing Officer')).toBe(true);
    expect(isDepartment('Income Manager')).toBe(true);
    expect(isDepartment('Glenlisk Homes Ltd')).toBe(false);
    expect(dropLeadingLabel('Mae Cwmderwen Water Ltd')).toBe('Cwmderwen Water Ltd');
  });
  it('an airport drop-off charge is a parking matter; a lodger’s share of the bills is not a utility; a "… Credit Ltd" lends', () => {
    expect(
      classifyDebtType(
        'Drop-off zone charge unpaid. Our cameras recorded vehicle AB12 CDE in the drop-off zone for 14 minutes. Drop-off charge £6.00.',
        'Skyport Airport Ltd',
      ),
    ).toBe('parking');
    expect(
      classifyDebtType(
        'You rented Room 3 from me as a lodger. Rent £550.00. Your 1/2 share of the gas and electricity bill £267.30.',
        'Wren Okonedo',
      ),
    ).toBe('normal');
    expect(
      classifyDebtType(
        'Your payment plan is behind by two payments. Total arrears £151.00. Your season card has been blocked.',
        'Fenwick Lane Leisure Credit Ltd',
      ),
    ).toBe('loan');
    expect(
      classifyDebtType(
        'We have purchased your account. Balance £5,324.97.',
        'Marlow Vale Credit Acquisitions Ltd',
      ),
    ).toBe('debt_collection');
  });
});

describe('letterheads that name a department, two languages or a logo first (issue 16, images)', () => {
  const creditorOf = (lines: string[]) => extractFields(lines.join('\n')).creditorName;
  it("a logo's lower-case debris and a dash before the council's name", () => {
    expect(
      creditorOf([
        'res— Kilfernie Islands Council',
        'Finance Services - Revenues',
        '30 High Street, Kilcarrick, QX19 6YP',
        'Dr K Lomax',
        'Reminder Notice 2024/25',
        'Dear Dr Lomax,',
        'Please pay the overdue amount of £169.26 within 7 days. If you do not, Kilfernie Islands Council may apply',
        'to the Sheriff for a summary warrant.',
        'Chief Financial Officer, Kilfernie Islands C',
      ]),
    ).toBe('Kilfernie Islands Council');
  });
  it("a department with its subject after a dash, the council named only on the payment slip's heading", () => {
    expect(
      creditorOf([
        'Revenues Service - Council Tax',
        '46 Linden House, Holworth, VJ1 3ZT',
        'Dr V Callander',
        'Single person discount cancelled - amended bill',
        'Dear Dr Callander,',
        'Please pay £466.25 by 05/01/2026.',
        'Council tax payment - Ashgate District Council',
        'Council tax account: 76006502I',
      ]),
    ).toBe('Ashgate District Council');
  });
  it('a licensing team above a statutory body that names itself in the small print', () => {
    const letter = (body: string) => [
      'Boat Licensing',
      '48 Orchard House, Garton, JQ7 3HN',
      'Mrs R Kowalczyk',
      'Licence renewal: payment required',
      'Dear Mrs Kowalczyk,',
      'Please pay £731.52 within 14 days.',
      'Yours sincerely',
      'Tom Okonedo',
      'Licensing Officer',
      `for ${body}`,
      `${body} ${body.startsWith('Commissioners') ? 'are the' : 'is a'} statutory navigation authority for the River Wex.`,
    ];
    expect(creditorOf(letter('Upper Wex Navigation Trust'))).toBe('Upper Wex Navigation Trust');
    expect(creditorOf(letter('Commissioners of the Fenhaven Navigation'))).toBe(
      'Commissioners of the Fenhaven Navigation',
    );
  });
  it('a bilingual letterhead is two names, the one the page repeats is the creditor', () => {
    expect(
      creditorOf([
        'Dŵr Berwen Cyf | Berwen Water',
        'Tîm Incwm Cwsmeriaid / Customer Income Team',
        'Dr R Grayling',
        'AIL NODYN ATGOFFA / SECOND REMINDER',
        'Dear Dr Grayling,',
        'Please pay this amount within 14 days.',
        'Una Callander, Rheolwr Credyd / Credit Manager, Berwen Water Ltd',
        'Berwen Water Ltd (Dŵr Berwen Cyf) is registered in Wales, company number 78741030.',
      ]),
    ).toBe('Berwen Water Ltd');
  });
  it("a university signs under its finance office's teams", () => {
    expect(
      creditorOf([
        'Finance Office - Student Income',
        '4 Kiln Yard, Larkton, VJ10 5DF',
        'Mr E Sadler',
        'SECOND REMINDER: UNPAID TUITION FEES',
        'Dear Mr Sadler,',
        'Please pay the £4,625.00 now due.',
        'Yours sincerely',
        'Sana Pennock',
        'Senior Credit Controller',
        'Credit Control, Finance Office',
        'University of Thornley',
        'University of Thornley is an exempt charity under the Charities Act 2011.',
      ]),
    ).toBe('University of Thornley');
  });
});

describe('rules from the seventeenth fresh set (issue 16)', () => {
  const POUND = [
    'YARGATE AND WEXWORTH POLICE',
    'Vehicle Recovery Unit',
    'Our reference: RM551O961',
    'NOTICE OF INTENDED DISPOSAL',
    'Dear Mrs Okonedo,',
    'Our records and those of the DVLA show you as the registered keeper of the black Ford Fiesta, registration RL27 BSW.',
    'The vehicle was seized by a police officer under section 165A of the Road Traffic Act 1988. It was removed to',
    'Halden Motor Recovery Ltd, where it is held on our behalf.',
    'Statutory release fee £150.00',
    'Storage from 26 October 2025 to 19 November 2025 25 x £20.00 £500.00',
    'Charges due to date £650.00',
    'Unless you claim it and pay the sum due by 29 November 2025, it will be disposed of by sale at auction.',
    'The registered keeper is presumed to be the owner unless the contrary is shown.',
  ].join('\n');
  it("a police force's pound charges are neither speeding nor parking; a speeding offer still is speeding", () => {
    expect(classifyDebtType(POUND, 'Yargate and Wexworth Police')).toBe('normal');
    expect(
      classifyDebtType(
        'Conditional offer of a fixed penalty. Your vehicle was recorded at 38 mph in a 30 mph limit.',
        'Yargate and Wexworth Police',
      ),
    ).toBe('speeding');
  });
  it("a pound's charges to date are the sum due; a balance 'not due now' is not", () => {
    expect(
      findAmount([
        'Removal fee £150.00',
        'Storage from 13 Mar 2025 to 18 Mar 2025 6 x £12.00 £72.00',
        'Charges due to date £222.00',
        'Storage is charged at £12.00 for each day or part of a day the vehicle stays in the pound.',
      ]),
    ).toBe(222);
    expect(
      findAmount([
        'Payment due Amount due Paid Unpaid',
        '20/06/2025 £189.56 £94.00 £95.56',
        '18/07/2025 £189.56 £0.00 £189.56',
        'Total sum in arrears £284.68',
        'Please pay the total sum in arrears of £284.68 as soon as you can.',
        'The balance outstanding on your agreement is £853.72; this is not due now.',
      ]),
    ).toBe(284.68);
  });
  it("a bank's recoveries unit is part of the bank: the bank is the creditor", () => {
    const text = [
      'Clearwater Bank UK',
      'Customer Support Unit',
      'Part of Clearwater Bank UK PLC',
      'Mr N Osei',
      'Recoveries account: REC55597012',
      'Dear Mr Osei,',
      'Your current account was closed while it was overdrawn. Balance outstanding £216.87',
      'Yours sincerely',
      'Maya Lindqvist',
      'Senior Recoveries Officer',
      'Customer Support Unit',
      'For and on behalf of Clearwater Bank UK PLC',
      'Customer Support Unit is part of Clearwater Bank UK PLC, authorised by the Prudential Regulation Authority.',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Clearwater Bank UK PLC');
    // A public office part of a service is still the office's own (not a company).
    expect([...parentBodies('The Office is part of Clearwater Bank UK PLC.')]).toEqual([]);
  });
  it("a trade mark before the letterhead is the logo's, and a removals office is the force's department", () => {
    expect(normaliseText('™ DUNBY CONSTABULARY').trim()).toBe('DUNBY CONSTABULARY');
    expect(isDepartment('Removals and Seizures Office')).toBe(true);
    expect(
      findCreditor(
        [
          '™ DUNBY CONSTABULARY',
          'Removals and Seizures Office',
          'PO Box 4370, Garfield, QZ15 1RE',
          'Ms E Adeyemi',
          'NOTICE OF INTENDED DISPOSAL',
          'Dear Ms Adeyemi,',
          'Quote removal reference W91-62784.',
          'Yours faithfully',
          'Tom Mabry',
          'Removals Officer',
          'Removals and Seizures Office, Dunby Constabulary',
          'Dunby Constabulary. Information about how we use personal data is on our website.',
        ].map(normaliseText),
      ),
    ).toBe('DUNBY CONSTABULARY');
  });
  it('a collector the bank instructed, named "… Credit Services Ltd", collects', () => {
    expect(
      classifyDebtType(
        'Ashcombe Savings Bank plc has instructed us to collect the overdrawn balance of your closed current account.',
        'Holloway & Briar Credit Services Ltd',
      ),
    ).toBe('debt_collection');
  });
});

describe("the legal entity's spelling (issue 16, images)", () => {
  it('a company named once in misread small print takes the spelling the page prints most', () => {
    const text = [
      'Ashcombe Bank',
      'Specialist Customer Support',
      'Part of Ashcombe Bank PLC',
      'Mr R Sadler',
      'Dear Mr Sadler,',
      'Your current account with Ashcombe Bank was closed while it was overdrawn. Balance outstanding £435.31',
      'Yours sincerely',
      'Recoveries Officer',
      'For and on behalf of Ashcombe Bank PLC',
      'Specialist Customer Support is part of Ashoombe Bank PLC, authorised by the Prudential Regulation Authority.',
    ].join('\n');
    expect(extractFields(text, { ocr: true }).creditorName).toBe('Ashcombe Bank PLC');
  });
});

describe('rules from the eighteenth fresh set (issue 16)', () => {
  it('a loan secured by a second charge over the home is a mortgage', () => {
    expect(
      classifyDebtType(
        'Your loan, which is secured by a second charge over 75 Quarry Street. Total arrears £2,527.45. Loan balance £35,041.45. ' +
          'YOUR HOME MAY BE REPOSSESSED IF YOU DO NOT KEEP UP REPAYMENTS ON A MORTGAGE OR ANY OTHER DEBT SECURED ON IT.',
        'Marlow Vale Secured Loans plc',
      ),
    ).toBe('mortgage');
    expect(
      classifyDebtType(
        'We may have to take legal action to recover possession of your home, the security for this loan. Please keep paying your first mortgage as normal. Total arrears £614.35.',
        'Tarnbeck Home Finance plc',
      ),
    ).toBe('mortgage');
  });
  it("the payee's account under a sort code that ends the line before is no reference", () => {
    expect(
      findReference([
        'Loan ID (please quote)',
        '521-1946-O11',
        'Please pay the total balance now due of £6,339.71 within 14 days, by 01/09/2025, to sort code 25-65-18,',
        'account 67484009 (Brightwater Peer Lending collection account), quoting loan ID 521-1946-O11.',
      ]),
    ).toBe('521-1946-O11');
  });
  it('a company whose name holds a bracket keeps it, also when the letterhead wrapped before the bracket', () => {
    const text = [
      'Marlley Gardens',
      '(Estate Management) Ltd',
      'Estate Management Office',
      'Mr P Lomax',
      'PARKING CHARGE NOTICE',
      'Dear Mr Lomax,',
      'Marlley Gardens (Estate Management) Ltd manages the private roads and parking areas at Marlley Gardens.',
      'Parking charge £100.00',
      'Keeper Marlley Gardens (Estate Management) Ltd, may recover it from you, the keeper.',
      'Payment slip - Marlley Gardens (Estate Management) Ltd',
      'Marlley Gardens (Estate Management) Ltd is registered in England and Wales, company number 15316242.',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Marlley Gardens (Estate Management) Ltd');
  });
});

describe('the eighteenth fresh set on images (issue 16)', () => {
  it('a department beside the letterhead panel on its line is still a department', () => {
    const text = [
      'Fenby Council',
      'Adult Social Care Finance | 60 Linden Yard, Ashworth, ZV15 7NX | 0161 496 0221',
      'Ms G Adeyemi',
      'Dear Ms Adeyemi,',
      'Total overdue £1,279.80',
      'Yours sincerely',
      'Victor Lindqvist',
      'Adult Social Care Finance',
      'Borough of Fenby Council',
      'Adult Social Care Finance, Borough of Fenby Council, 60 Linden Yard, Ashworth, ZV15 7NX.',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Borough of Fenby Council');
  });
  it("the letter's order to pay a sum outranks a bills table's first total column", () => {
    expect(
      findAmount([
        'Bill date Electricity Green Deal Paid Unpaid',
        '17 June 2025 £123.07 £20.52 £123.07 £20.52',
        '17 July 2025 £79.54 £20.52 £79.54 £20.52',
        '17 August 2025 £72.08 £21.20 £72.08 £21.20',
        'Total £274.69 £62.24 £274.69 £62.24',
        'Please pay the amount overdue of £62.24 by 17 December 2025. If you do not pay or agree a',
        'payment plan by then, we may pass your account to a debt collection agency.',
      ]),
    ).toBe(62.24);
  });
  it("a collector's name wrapped onto the next line is no footer name of its own", () => {
    const lines = [
      'THE',
      'KESFIELD HOTEL',
      'Invoice number: INV957385',
      'PAYMENT REMINDER',
      'Dear Ms Saar,',
      'Amount outstanding £550.00',
      'Please pay £550.00 by 27 November 2025. If payment is not received by then, we will pass the account',
      'to our collection agents, Northgate Credit',
      'Management Ltd, without further notice.',
      'Yours sincerely',
      'Credit Controller',
      'For and on behalf of Kesfield Hotel Ltd',
    ];
    expect(authorMentions(lines)).not.toContain('Management Ltd');
  });
});

describe('rules from the nineteenth fresh set (issue 16)', () => {
  it("a private lender's payment reference in words, and not a Tax-Free Childcare provider reference", () => {
    expect(
      findReference(['Date: 27/12/2025', 'Payment ref: HUSSAIN LOAN 8', 'Repayment of my loan to you']),
    ).toBe('HUSSAIN LOAN 8');
    expect(wordsPaymentReference('Our ref', 'HUSSAIN LOAN 8')).toBeNull();
    expect(
      findReference([
        'Invoice no.',
        'UJ/25/13I',
        'You can pay by bank transfer using UJ/25/13I as the reference, or through your Tax-Free Childcare account',
        '(my provider reference 91068253330).',
      ]),
    ).toBe('UJ/25/13I');
  });
  it("an inspectorate's URN after a comma is still the inspectorate's", () => {
    expect(
      findReference(['Registered with Ofsted, URN 2940018. Childcare on the Early Years Register.']),
    ).toBeNull();
  });
  it('money one person lent another is a loan; a letting agent acting for the landlord is no collector', () => {
    expect(
      classifyDebtType(
        'As you know, I lent you £8,000.00 on 08/03/2024 for your course fees. Still owed to me £7,100.00.',
        'Dev Hussain',
      ),
    ).toBe('loan');
    expect(
      classifyDebtType(
        'We act for your former landlord, Ms E Iverson, and write under the Pre-Action Protocol for Debt Claims about rent owed. Please pay £1,453.00 to our client account.',
        'Wexcombe Lettings Ltd',
      ),
    ).toBe('normal');
  });
  it("a council's legal charge for deferred care fees is no mortgage", () => {
    expect(
      classifyDebtType(
        'Deferred payment agreement: the fees deferred are secured by a legal charge over 12 Kiln Road. Total now due £48,210.55. The first charge over the property is ours.',
        'Rookton County Council',
      ),
    ).toBe('normal');
  });
  it('"Please repay £…" outranks the first column of a claim table\'s total', () => {
    expect(
      findAmount([
        'Claim 43-136650 Date Invoiced Paid by us',
        'Scans and tests - hospital 3 April 2025 £1,046.51 £1,046.51',
        'Hospital charges 8 April 2025 £3,734.39 £3,584.39',
        'Surgeon fee 8 April 2025 £1,650.88 £1,650.88',
        'Total £6,431.78 £6,281.78',
        'Please repay £6,281.78 by 29 September 2025, by bank transfer, quoting claim number 43-136650.',
      ]),
    ).toBe(6281.78);
  });
});

describe('the twentieth fresh set (issue 16)', () => {
  const COLLEGE = [
    'Wexstow College of Technology',
    'Finance Office, Technology Drive, Calbrook, QX28 4TL',
    'Mrs U Adeyemi',
    'Student ID',
    'S8125091',
    'Invoice no.',
    'SIN590891',
    'Date',
    '17/04/2025',
    'Dear Mrs Adeyemi,',
    'Balance due £852.00',
    'Please pay £852.00 by 01/05/2025, quoting your student ID S8125091.',
    'Yours sincerely',
    'Harvey Quayle',
    'Finance Office, Wexstow College of Technology',
    'Wexstow College of Technology is a further education corporation and an exempt charity.',
  ];
  it('a college that says it is a further education corporation is named whole; its fees office is a department', () => {
    expect(findCreditor(COLLEGE)).toBe('Wexstow College of Technology');
    expect(isDepartment('Student Fees Office')).toBe(true);
    // The fees office before its address opens the page when the OCR lost the letterhead.
    expect(
      findCreditor([
        'Student Fees Office, Technology Drive, Coldgate, XK28 9GE',
        'Mx G Pritchard',
        'Dear Mx Pritchard,',
        'Please pay £200.00.',
        'Yours sincerely',
        'Student Fees Office, Ivybrook and Brackholt College',
        'Ivybrook and Brackholt College is a further education corporation and an exempt charity.',
      ]),
    ).toBe('Ivybrook and Brackholt College');
  });
  it('"quoting your student ID" names the reference over the invoice number', () => {
    expect(findReference(COLLEGE)).toBe('S8125091');
  });
  it('a letterhead\'s lost first line: the tail "of Further Education" is completed by the name that ends with it', () => {
    expect(
      findCreditor([
        'of Further Education (+',
        'Finance Office, Campus Road, Calford, JQ19 2SE',
        'Dear Mrs Quayle,',
        'Please pay £414.74 within 14 days.',
        'Yours sincerely',
        'Finance Office, Selbrook College of Further Education',
        'Selbrook College of Further Education is a further education corporation and an exempt charity.',
      ]),
    ).toBe('Selbrook College of Further Education');
  });
  it("a car club passing a council's PCN on is no parking debt; the council it is payable to is not the creditor", () => {
    const text = [
      'LARKSPUR City Cars RS ARR a',
      'Member Services, PO Box 4331, Ashdale, JQ5 2LN',
      'Dear Mr Grayling,',
      'Admin fee - PCN WZ46913893 transferred to you £15.00',
      'Total now due £462.10',
      "The penalty for PCN WZ46913893 (£110.00) is payable to Garmoor City Council, not to us: as the car's registered keeper",
      'we transferred the notice into your name under your member terms. Quote membership number 2461148.',
      'Thanks,',
      'The Larkspur City Cars team',
      'Larkspur City Cars Ltd Is registered in England and Wales, company number 25368632.',
    ].join('\n');
    expect(classifyDebtType(text, 'Larkspur City Cars Ltd')).toBe('normal');
    expect(findCreditor(text.split('\n'))).toBe('Larkspur City Cars Ltd');
  });
  it('a victim surcharge the court would add on conviction does not make a council penalty a court fine', () => {
    const text =
      "Council of the Borough of Quenworth\nFINAL WARNING - INTENTION TO PROSECUTE\nWe issued fixed penalty notice EP/25/98101. Unless the full penalty is received, the Council will prosecute you in the magistrates' court.\nOn conviction the offence carries an unlimited fine. The Council will also ask the court to order you to pay its costs and a victim surcharge.";
    expect(classifyDebtType(text, 'Council of the Borough of Quenworth')).toBe('normal');
  });
  it('a cemetery is no meter', () => {
    const text =
      'Okonedo & Rutherford Funeral Directors Ltd\nInterment fee, Fenmarsh Municipal Cemetery £1,150.00\nthe funeral at Fenmarsh Municipal Cemetery\nBalance due £2,856.00';
    expect(classifyDebtType(text, 'Okonedo & Rutherford Funeral Directors Ltd')).toBe('normal');
  });
  it('"Proprietor, for …" names the body signed for', () => {
    expect(
      authorMentions([
        'Dear Ms X,',
        'Yours sincerely',
        'Gemma Mabry',
        'Proprietor, for Marlfield Equestrian Centre',
      ]),
    ).toContain('Marlfield Equestrian Centre');
  });
  it('"quote account TI-33O6": a hyphened reference after the document\'s name for it', () => {
    expect(
      findReference([
        'TI-33O6 Tilly 8 Sep 2025',
        'Invoice CC/3183 - livery and extras, June 2025 £177.00',
        'any surplus will be paid to you. Please quote account',
        'TI-33O6 with your payment.',
      ]),
    ).toBe('TI-33O6');
  });
  it("a lone letter after a labelled reference, that the quoted one lacks, is a box's edge", () => {
    expect(
      findReference([
        'Please quote your invoice number 21413566 with any payment.',
        'Remittance advice - Coldmoor Hospitals NHS Foundation Trust',
        'Invoice no.: 21413566 I HE |',
      ]),
    ).toBe('21413566');
  });
});

describe('the twenty-first fresh set (issue 16)', () => {
  it("a library's card number is no credit card", () => {
    const text =
      'Dunholt Libraries\nCard number\n2 7187 19329 7389\nPlease pay £31.98, quoting your library card number 2 7187 19329 7389.\nPay online or by card.';
    expect(classifyDebtType(text, 'Dunholt City Council')).toBe('normal');
  });
  it('a school "Part of" a trust that is a company and signs for it: the trust, not a wrapped tail of its name', () => {
    expect(
      findCreditor([
        'LARKBURY HIGH SCHOOL',
        'Part of Gasworth Multi-Academy Trust',
        '46 Pottery Court, Larkley, ZV12 3WD',
        'Dear Dr Mercer,',
        'Please pay £285.00 by 15/12/2025.',
        'You can pay by bank transfer to Gasworth',
        'Multi-Academy Trust, sort code 36-61-46, account 24668409.',
        'Yours sincerely',
        'Gemma Varga',
        'for and on behalf of Gasworth Multi-Academy Trust :',
        'Gasworth Multi-Academy Trust is a charitable company limited by guarantee and an exempt charity.',
      ]),
    ).toBe('Gasworth Multi-Academy Trust');
  });
  it('a letterhead without the legal suffix the sign-off prints ("Greystone Care at Home" / "… Ltd")', () => {
    expect(
      findCreditor([
        'Greystone Care at Home',
        'Accounts Department',
        'PO Box 1116, Brackmarsh, JQ5 8WR',
        'Mrs N Hussain',
        'Client: Tom Underhill',
        'Dear Mrs Hussain,',
        'Please pay the overdue amount of £2,626.20.',
        'Yours sincerely',
        'Liam Pennock',
        'Registered Manager',
        'Greystone Care at Home Ltd',
      ]),
    ).toBe('Greystone Care at Home Ltd');
  });
  it('"HM Revenue" over "& Customs", and a payslip heading with its subject after the name', () => {
    const lines = [
      'HM Revenue',
      '& Customs',
      'Tax Credit Office | Brackford QZ20 5JJ',
      'Dear Miss Underhill,',
      'Please pay £1,204.00.',
      'Payslip - HM Revenue & Customs - tax credits',
    ];
    expect(findCreditor(lines)).toBe('HM Revenue & Customs');
    expect(authorMentions(lines)).toContain('HM Revenue & Customs');
  });
  it('a name does not open with a number ("GDC no. I50454. Redmarsh Dental Care Ltd is registered")', () => {
    const m = authorMentions([
      'Dear Dr Rutherford,',
      'Dr Rhys Rutherford BDS, GDC no. I50454. Redmarsh Dental Care Ltd is registered in England and Wales.',
    ]);
    expect(m).toContain('Redmarsh Dental Care Ltd');
    expect(m.some((x) => /I50454/.test(x))).toBe(false);
  });
});

describe('the twenty-second fresh set (issue 16)', () => {
  it('a plan that says it is "not credit agreements" is no loan', () => {
    const text =
      'Ashcombe Eyecare Limited\nPlease pay £85.50, quoting your plan number LP4518I540.\nAshcombe Eyecare plans are not\ncredit agreements.';
    expect(classifyDebtType(text, 'Ashcombe Eyecare Limited')).toBe('normal');
  });
  it('a Gas Safe registered heating engineer is no gas supplier', () => {
    const text =
      'Hussain Gas & Heating\nInvoice 2231 - boiler repair\nEngineer: Gas Safe registered no. 517095\nBalance now due £312.00\nHussain Gas & Heating is the trading name of Omar Hussain. Gas Safe Register no. 517095.';
    expect(classifyDebtType(text, 'Hussain Gas & Heating')).toBe('normal');
  });
  it("a university's accommodation office is a department", () => {
    expect(isDepartment('Campus Accommodation Office')).toBe(true);
    expect(
      findCreditor([
        'Metropolitan University',
        'Campus Accommodation Office',
        'Student Centre, Brackmarsh Campus, QX3 1LT',
        'Dear Mr Lomax,',
        'Please pay £240.00.',
        'Yours sincerely',
        'Campus Accommodation Office',
        'Elmcombe Metropolitan University',
        'Elmcombe Metropolitan University',
      ]),
    ).toBe('Elmcombe Metropolitan University');
  });
});

describe('the twenty-third fresh set (issue 16)', () => {
  it('a threat to prosecute is no court fine; a notice that charges the user is the prosecution', () => {
    const penaltyFare =
      "Kestrel Railway Ltd\nFinal notice before prosecution\nUnless £121.60 is paid by 26 November 2025, we may cancel the penalty fare and prosecute you.\nCases like this are usually dealt with under the Single Justice Procedure: you would receive a Single Justice Procedure\nNotice from the magistrates' court. On conviction the court may fine you up to £1,000 and order a victim surcharge.";
    expect(classifyDebtType(penaltyFare, 'Kestrel Railway Ltd')).toBe('normal');
    const attendance =
      "Borough of Brackford Council\nPenalty now payable £160.00\nIf you are prosecuted under section 444(1) of the Education Act 1996 and convicted, the court can fine you up to £1,000, order you to pay the council's costs and a victim surcharge.";
    expect(classifyDebtType(attendance, 'Borough of Brackford Council')).toBe('normal');
    const sjpn =
      'Northgate Rail Ltd\nSingle Justice Procedure Notice\nYou are charged with an offence under Byelaw 18(1). Plead guilty or not guilty within 21 days. If you are convicted the court will add a victim surcharge. Single Justice Procedure.';
    expect(classifyDebtType(sjpn, 'Northgate Rail Ltd')).toBe('court');
  });
  it('the privacy notice names the legal entity when the scan lost the letterhead', () => {
    expect(isDepartment("Children's Services - Attendance Team")).toBe(true);
    expect(
      findCreditor([
        "Hed Q Children's Services - Attendance Team",
        'PO Box 4367. Dunhalt, }Q20 3PE',
        'Dear Mrs Adeyemi,',
        'Please pay £160.00.',
        'Yours sincerely',
        'Isla Okonedo',
        'Education Welfare Officer',
        'We use the information in this notice to administer penalty notices. Quencombe City Council is the data controller;',
      ]),
    ).toBe('Quencombe City Council');
  });
  it('a sentence naming the full penalty and its reduction, under prose with two dates, is no row of deadline columns', () => {
    const lines = [
      'Garbury Community College has reported 16 sessions of leave taken in term time, from 21 April 2025 to 30 April 2025.',
      'Jonah Pritchard is a registered pupil in Year 9 at',
      'Garbury Community College. The penalty is £160.00. It is reduced to £80.00 if you pay within 21 days of',
      'the date of issue, by 6 July 2025. Otherwise the full £160.00 must be paid within 28 days, by 13 July',
      '2025.',
      'Amount payable Pay by Amount',
      'Reduced amount if paid within 21 days 6 July 2025 £80.00',
      'Penalty if paid after 21 days but within 28 days 13 July 2025 £160.00',
    ];
    expect(findAmount(lines)).toBe(160);
  });
  it("a council's warning that it may ask the court for a warrant of control is no enforcement agent's letter", () => {
    const text =
      'Oakworth City Council\nElectoral Services\nFINAL NOTICE - CIVIL PENALTY UNPAID\nAmount now due £50.00\nUnless £50.00 is paid by 3 May 2025, the council will recover the penalty as a civil debt, and the council may ask the court for a warrant of control or an attachment of earnings order without further warning.';
    expect(classifyDebtType(text, 'Oakworth City Council')).toBe('normal');
  });
  it("a regulated consumer hire agreement gets credit's notices but lends nothing; hire purchase stays a loan", () => {
    const hire =
      'Fenwick Lane Home Access Ltd\nNotice of sums in arrears under a regulated hire agreement\nRegulated consumer hire agreement for a straight stairlift. Section 86B of the Consumer Credit Act 1974.\nTotal sum in arrears £212.18\nYour agreement is a regulated consumer hire agreement: the stairlift remains our property.';
    expect(classifyDebtType(hire, 'Fenwick Lane Home Access Ltd')).toBe('normal');
    const hp =
      'Fenwick Motor Finance Ltd\nNotice of sums in arrears under a regulated hire purchase agreement\nTotal sum in arrears £212.18';
    expect(classifyDebtType(hp, 'Fenwick Motor Finance Ltd')).toBe('loan');
  });
  it('a box\'s figure that OCR began as a stray "£0" keeps its label', () => {
    expect(
      findAmount([
        'The reduced amount of £80.00 applied if payment reached us within 21 days, by 31 August 2025. We',
        'have no record of a payment, so the reduced rate is no longer available and the full penalty of £160.00 is',
        'Reduced amount (£80.00) available until : | 31 August 2025',
        'Amount now payable £0 ; : £160.00',
      ]),
    ).toBe(160);
  });
  it('"Balance left to repay (not due now)" is not the sum demanded', () => {
    expect(
      findAmount([
        'Missed repayment £133.44',
        'Amount overdue £133.44',
        'Balance left to repay (not due now) £2,401.92',
        'Please pay £133.44 by 12 September 2025, quoting agreement number PF91496I22.',
      ]),
    ).toBe(133.44);
  });
  it('"Acting for" a client under the letterhead, and "please pay us, not" the client, make a collector', () => {
    const text =
      'Marlow Vale Fares Compliance Ltd\nActing for Ashcombe Railway Limited\nPenalty fare notice PF11774560 is unpaid. Marlow Vale Fares Compliance Ltd administers penalty fares for Ashcombe Railway Limited; please pay us, not Ashcombe Railway Limited.\nTotal due £128.90';
    expect(classifyDebtType(text, 'Marlow Vale Fares Compliance Ltd')).toBe('debt_collection');
  });
  it("a council's education welfare service is a department, also before the council in the sign-off", () => {
    expect(isDepartment('Education Welfare Service')).toBe(true);
    expect(isDepartment("Children's Services")).toBe(true);
    expect(
      findCreditor([
        'Education Welfare Service',
        '49 Willow Chambers, Oakstow, QZ3 1PX',
        'Dear Miss Rutherford,',
        'Please pay £160.00.',
        'Yours sincerely',
        'Wren Varga',
        'Penalty Notice Coordinator',
        'Education Welfare Service, Brackton City Council',
      ]),
    ).toBe('Brackton City Council');
  });
});

describe('OCR of a sole trader’s letter (issue 16, twenty-third set)', () => {
  it('"| sent you a statement" at a line’s start is "I sent you", not a box’s edge', () => {
    expect(
      normaliseText('Dear Miss Quayle,\n| sent you a statement on 25 September 2025.\n| Total due £352.50 |'),
    ).toBe('Dear Miss Quayle,\nI sent you a statement on 25 September 2025.\nTotal due £352.50');
  });
});

describe('the twenty-fourth fresh set (issue 16)', () => {
  it('a sole trader signing "trading as" a business name: the business name, not the person', () => {
    expect(
      findCreditor([
        'Brimmere 11+ Tutoring',
        'Harvey Underhill BSc PGCE - qualified private tutor',
        '234 Willow Street, Coldstow, QX5 7TZ',
        'Dear Miss Yardley,',
        'Please pay £534.00.',
        'Regards',
        'Harvey Underhill',
        'trading as Brimmere 11+ Tutoring',
      ]),
    ).toBe('Brimmere 11+ Tutoring');
  });
  it("a council's environmental health or pest control service is a department", () => {
    expect(isDepartment('Environmental Health - Pest Control')).toBe(true);
    expect(isDepartment('Bulky Waste Collections')).toBe(true);
  });
  it('a payslip\'s "student loan deduction" is no loan; "if you have a mortgage" is the reader\'s own', () => {
    const payroll =
      'Ashby Logistics Ltd\nSalary overpayment\nGross salary paid for 15 to 30 April £977.78\nLess income tax -£195.56\nLess student loan deduction -£57.54\nNet overpayment £601.10\nPlease repay £601.10.';
    expect(classifyDebtType(payroll, 'Ashby Logistics Ltd')).toBe('normal');
    const insurer =
      'Greystone Home Insurance Ltd\nYour policy has been cancelled\nYour home and belongings are no longer insured. If you have a mortgage, your lender will expect buildings cover.\nBalance now due £84.20';
    expect(classifyDebtType(insurer, 'Greystone Home Insurance Ltd')).toBe('normal');
  });
  it('a Universal Credit or budgeting advance is a loan, as a Social Fund budgeting loan is', () => {
    const advance =
      'DEPARTMENT FOR WORK & PENSIONS\nDebt Management\nFINAL NOTICE - ACTION TO RECOVER A DEBT\nWe wrote to you about the Universal Credit advance you still owe.\nUniversal Credit advance paid on 21 April 2024 £420.00\nAmount now due £210.00';
    expect(classifyDebtType(advance, 'Department for Work & Pensions')).toBe('loan');
    const budgeting =
      'Department for Work and Pensions\nDebt Management\nYou were paid a budgeting advance of £150.00 on 3 February 2025.\nAmount now due £90.00';
    expect(classifyDebtType(budgeting, 'Department for Work and Pensions')).toBe('loan');
  });
});

describe('the twenty-fifth fresh set: names, collectors, amounts', () => {
  const funeral = (head: string) =>
    `${head}\nFuneral Directors\n24 Station Road, Normoor, JQ8 7EL\nMs K Mabry\n12 Saddler Avenue\nNormarsh\nQX20 5DJ\nOur ref: F35990\nFINAL NOTICE\nDear Ms Mabry,\nOur account for the funeral remains unpaid.\nTotal now due £3,259.79\nYours sincerely\nErin Rutherford\nOffice Manager\nfor Pritchard & Sons (Funeral Directors) Ltd\nPritchard & Sons (Funeral Directors) Ltd. Registered in England and Wales no. 28672365.`;
  it('a registered name with a bracketed part is the legal entity behind the letterhead', () => {
    expect(extractFields(funeral('Pritchard & Sons')).creditorName).toBe(
      'Pritchard & Sons (Funeral Directors) Ltd',
    );
  });
  it('a street and its town is no name, and a company signed for under the role is the author', () => {
    const lines = funeral('108 Church Road, Holdale').split('\n');
    expect(authorMentions(lines)).toContain('Pritchard & Sons (Funeral Directors) Ltd');
    expect(findCreditor(lines)).not.toMatch(/Church Road/);
    expect(extractFields(lines.join('\n')).creditorName).toBe('Pritchard & Sons (Funeral Directors) Ltd');
  });
  it("a European company's legal form ends a name", () => {
    const agency =
      'Halden Credit Recovery S.r.l.\nCross-border penalty collection\nTel +44 191 498 0759\nDr A Hartwell\n100 Pottery Gardens\nRookcombe\nVJ12 3GD\nOur reference: 53O769356\nDEMANDE DE PAIEMENT - PAYMENT REQUEST\nThe amount to pay is £76.20.\nCordialement / Yours faithfully\nHalden Credit Recovery S.r.l.';
    expect(findCreditor(agency.split('\n'))).toBe('Halden Credit Recovery S.r.l.');
  });
  it("a collector's words count across a line break, and a letterhead that says whom it acts for is a collector's", () => {
    const wrapped =
      'Halden Credit Recovery S.r.l.\nVille de Montrevel (France) has instructed us to\ncollect the amount below, which is unpaid.\nParking charge of 10 June 2024.\nYou owe £76.20.';
    expect(classifyDebtType(wrapped, 'Halden Credit Recovery S.r.l.')).toBe('debt_collection');
    const agent =
      'Kestrel Revenue Protection Services Ltd\nActing for Stonebridge Power & Gas Ltd\n79 Pottery House, Norton\nRevenue protection - charges due\nOur officer found that the gas meter had been tampered with. MPRN 9692725037. Unrecorded energy 8,353 kWh £575.52. Gas supply standing charge £254.58. Meter replacement £175.50.\nBalance due £1,287.11';
    expect(classifyDebtType(agent, 'Kestrel Revenue Protection Services Ltd')).toBe('debt_collection');
    // The supplier's own bill for the same charges is a utility's.
    expect(
      classifyDebtType(
        agent.replace(/^.*\n.*\n/, 'Stonebridge Power & Gas Ltd\n'),
        'Stonebridge Power & Gas Ltd',
      ),
    ).toBe('utility');
  });
  it('"the sum claimed" is the demand, also after "if you accept the claim"', () => {
    const lines = [
      'Reminder',
      'If you accept the claim, please sign and return the undertaking sent with our letter and pay the sum claimed',
      'of £550.00 by 11 March 2025.',
      'If you need time to pay, we can accept 6 monthly instalments of £91.67.',
    ];
    expect(findAmount(lines)).toBe(550);
  });
});

describe('the twenty-sixth fresh set: what the debt is and whose number', () => {
  it('money credited by mistake is no loan, whatever "overdrawn" the letter warns of', () => {
    const t =
      'Halden Bank plc\nFinal letter: repayment of a mistaken credit\nWe asked you to repay money credited\nto your account by mistake. If this takes your account overdrawn, the overdrawn balance will be passed to our Recoveries team.\nAmount to repay £1,204.80';
    expect(classifyDebtType(t, 'Halden Bank plc')).toBe('normal');
  });
  it("a landlord's letting portfolio is no debt purchaser, and a tenancy's possession claim no mortgage", () => {
    const guarantor =
      'Greystone Lettings Portfolio Limited\nGuarantor - payment required\nUnder the guarantee you are liable for the rent arrears.\nNow due from you as guarantor £2,303.75';
    expect(classifyDebtType(guarantor, 'Greystone Lettings Portfolio Limited')).toBe('normal');
    const insurer =
      'Tarnbeck Insurance Company Ltd\nWe paid your former landlord the rent under the rent guarantee policy, and the costs the court ordered you to pay in the possession claim.\nTotal due £3,424.50';
    expect(classifyDebtType(insurer, 'Tarnbeck Insurance Company Ltd')).toBe('normal');
  });
  it("a council's lawyer instructed by its own team, warning of steps that may include a warrant of control, is the council's", () => {
    const t =
      "Borough of Marlcombe Council\nLegal Services\nI have been instructed by the council's Regulatory Services team about the financial penalty.\nUnless £26,500.00 is paid by 16/03/2025, the council will take enforcement action, which may include a warrant of control or a charging order.";
    expect(classifyDebtType(t, 'Borough of Marlcombe Council')).toBe('normal');
  });
  it('an energy account passed "to us to collect" is a collector\'s; an insurer named for what it insures is no utility', () => {
    const collector =
      'Oakridge Credit Management\nYour energy account has been passed to us\nKestrel Energy Limited has passed your electricity account for 108 Copper Road to us to collect the balance below. It relates to the key meter at that address.\nDebt on the meter when you moved in £124.16\nBalance due £124.16';
    expect(classifyDebtType(collector, 'Oakridge Credit Management Ltd')).toBe('debt_collection');
    const insurer =
      'Gasworth Mobile Insurance Ltd\nYour policy excess of £150.00 was declined, so the excess has been invoiced to you.\nLoss excess £150.00';
    expect(classifyDebtType(insurer, 'Gasworth Mobile Insurance Ltd')).toBe('normal');
  });
  it("a landlord's water charges collected with the rent are the landlord's demand, not a utility's", () => {
    const t =
      'Holmere Housing Association Limited\nRents and Income\nTenancy ref: HT4891O31\nFINAL NOTICE - WATER CHARGES\nYour tenancy agreement says you must pay water and sewerage charges to us with your rent. Penmere Water Services Ltd supplies your home and bills us for it; we pay it in full and collect the charges from our tenants.\nWeekly water charge £7.92\nAmount now due £322.11';
    expect(classifyDebtType(t, 'Holmere Housing Association Limited')).toBe('normal');
    // The water company's own bill stays a utility's.
    expect(
      classifyDebtType(
        'Penmere Water Services Ltd\nYour water charges for 2025/26: water supply £212.40, sewerage £248.10.',
        'Penmere Water Services Ltd',
      ),
    ).toBe('utility');
  });
  it("a Procurator Fiscal's fiscal fine or fixed penalty is the court's, whatever the offence", () => {
    const offer =
      'Procurator Fiscal, Quenmoor\nOFFER OF A FIXED PENALTY\nYou committed the offence of driving while not in proper control of the vehicle. I am offering you a fiscal fixed penalty of £150.00.';
    expect(classifyDebtType(offer, 'Procurator Fiscal, Quenmoor')).toBe('court');
  });
  it('"To be repaid from the estate" labels the sum asked for, not the payment it limits', () => {
    expect(
      findAmount([
        'To be repaid from the estate',
        '£380.21',
        'Please pay by 13/03/2025',
        'We made a Funeral Expenses Payment of £1,591.28 towards the funeral of Orla Underhill.',
        'How the payment was worked out Amount',
        'Cremation fees £891.28',
        'Other funeral expenses £700.00',
        'Funeral Expenses Payment made £1,591.28',
        'You told us the estate is worth £380.21. This is less than the payment, so we are only asking for the value',
        'of the estate.',
      ]),
    ).toBe(380.21);
  });
  it('quoting "your Account ID, X" names the reference; a registered company number never is one', () => {
    expect(
      findReference([
        'Date Case ID Account ID',
        'To repay, add money by bank transfer to sort code 61-88-63, account',
        '37702172, quoting your Account ID, A1443I48009.',
        'Registered in England and Wales no. 88299104. Registered office: PO Box 650, Holgate, VJ18 7RW.',
      ]),
    ).toBe('A1443I48009');
    expect(
      findReference([
        'Hello',
        'Registered in England and Wales no. 60799282. Registered office: PO Box 503.',
      ]),
    ).toBeNull();
  });
});
