import { describe, expect, it } from 'vitest';
import {
  completeLegalName,
  claimantOfCourtLetter,
  creditorServingDemand,
  dropLeadingLabel,
  fullerName,
  dropTrailingDepartment,
  fullCouncilStyle,
  isDepartment,
  joinSplitWord,
  legalEntity,
  isSentenceFragment,
  joinBrokenName,
  looksLikeName,
  lowerLInName,
  majoritySpelling,
  placeOfCourt,
  preferPrintedCase,
  webLabels,
} from './creditor-rules';
import { extractFields } from './fields';

describe('creditor rules', () => {
  it('departments are not creditors', () => {
    expect(isDepartment('Parking Services')).toBe(true);
    expect(isDepartment('Revenues and Benefits Service')).toBe(true);
    expect(isDepartment('Council Tax Section')).toBe(true);
    expect(isDepartment('Patient Accounts')).toBe(true);
    expect(isDepartment('Customer Billing')).toBe(true);
    expect(isDepartment('Northgate Recoveries Ltd')).toBe(false);
    expect(isDepartment('Borough of Eastmere Council')).toBe(false);
  });
  it("a council service's own finance team is a department", () => {
    expect(isDepartment('Adult Care Finance')).toBe(true);
    expect(isDepartment('Housing Income')).toBe(true);
    expect(isDepartment('Gasworth Finance')).toBe(false);
    expect(isDepartment('Store')).toBe(true);
  });
  it('a unit named for its place is a body of its own, a unit named for its work is not', () => {
    expect(isDepartment('Elmmoor Debt Management Unit')).toBe(false);
    expect(isDepartment('EImmoor Debt Management Unit')).toBe(false); // OCR's capital I
    expect(isDepartment('Debt Management Unit')).toBe(true);
    expect(isDepartment('Overpayment Recovery Unit')).toBe(true);
    expect(isDepartment('Ashby Recovery Team')).toBe(true);
  });
  it("a capital I between a name's capital and its lower-case letters is an l", () => {
    expect(lowerLInName('Borough of EImmarsh Council')).toBe('Borough of Elmmarsh Council');
    expect(lowerLInName('IIford Water Ltd')).toBe('Ilford Water Ltd');
    expect(lowerLInName('DIY Supplies Ltd')).toBe('DIY Supplies Ltd');
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

describe('fullCouncilStyle', () => {
  it('takes the "Borough of" the page prints elsewhere when OCR lost it from the letterhead', () => {
    const lines = [
      'PE Porough of',
      'Thornhaven Council',
      'Borough of Thornhaven Council - care charges payment slip',
    ];
    expect(fullCouncilStyle('Thornhaven Council', lines)).toBe('Borough of Thornhaven Council');
  });
  it('leaves a council named in full, or never styled otherwise, alone', () => {
    expect(fullCouncilStyle('Ashwick District Council', ['Ashwick District Council'])).toBe(
      'Ashwick District Council',
    );
    expect(fullCouncilStyle('Marlby Council', ['Marlby Council', 'Council Offices'])).toBe('Marlby Council');
  });
  it('gives "City Council" alone the one place the page prints before it', () => {
    const lines = ['Ashley O', 'City Council', 'Income Team', 'Ashley City Council - payment slip'];
    expect(fullCouncilStyle('City Council', lines)).toBe('Ashley City Council');
    // Two councils named before it: no guess.
    expect(
      fullCouncilStyle('City Council', ['City Council', 'Ashley City Council', 'Marlby City Council']),
    ).toBe('City Council');
  });
});

describe('looksLikeName', () => {
  it('"to" inside a registered company\'s name, never in a sentence', () => {
    expect(looksLikeName('Stonebridge Rent to Own Limited')).toBe(true);
    expect(looksLikeName('Welcome to Stonebridge')).toBe(false);
  });
});

describe('joinBrokenName', () => {
  it('joins a name that ends with a connective to the next line', () => {
    expect(joinBrokenName('Council of the', ['Council of the', 'Borough of Marlby', 'PO Box 1'])).toBe(
      'Council of the Borough of Marlby',
    );
    expect(joinBrokenName('Holloway &', ['Holloway &', 'Briar Ltd'])).toBe('Holloway & Briar Ltd');
  });
  it('joins a second half that opens with a lower-case connective to the line before', () => {
    expect(joinBrokenName('and Customs', ['HM Revenue', 'and Customs', 'Debt Management'])).toBe(
      'HM Revenue and Customs',
    );
    // The line before is an address, not a name: left alone.
    expect(joinBrokenName('and Customs', ['40 Saddler Yard', 'and Customs'])).toBe('and Customs');
  });
  it('joins a first half to an "and …" line below when the page prints the two together elsewhere', () => {
    const page = [
      'Department for Work',
      'and Pensions',
      'Debt Management',
      'Yours sincerely',
      'Department for Work and Pensions',
    ];
    expect(joinBrokenName('Department for Work', page)).toBe('Department for Work and Pensions');
    // A logo's debris before the second half ("A and Pensions") is no part of it.
    expect(
      joinBrokenName('Department for Work', ['Department for Work', 'A and Pensions', ...page.slice(2)]),
    ).toBe('Department for Work and Pensions');
    // Printed nowhere else whole: the line below may be a second name, not this one's end.
    expect(
      joinBrokenName('Marlby Lettings', ['Marlby Lettings', 'and Property Management', 'Dear Ms Lee']),
    ).toBe('Marlby Lettings');
  });
  it('leaves a complete name alone', () => {
    expect(joinBrokenName('Marlby District Council', ['Marlby District Council', 'Parking Services'])).toBe(
      'Marlby District Council',
    );
  });
});

describe('majoritySpelling', () => {
  it("never takes a capital I beside an l inside a word, however often it is printed; McIntyre's I stands", () => {
    const lines = [
      'ElImmere Building Society',
      'Dear Ms Lee,',
      'Elmmere Building Society is a mutual',
      'ElImmere Building Society is authorised',
    ];
    expect(majoritySpelling('ElImmere Building Society', lines)).toBe('Elmmere Building Society');
    const mc = ['McIntyre Collections Ltd', 'Dear Ms Lee,', 'McIntyre Collections Ltd, 1 High St'];
    expect(majoritySpelling('McIntyre Collections Ltd', [...mc, 'Mclntyre Collections Ltd'])).toBe(
      'McIntyre Collections Ltd',
    );
  });
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

describe('rules from the images of the second fresh set', () => {
  it('a broken council name skips logo debris between its halves', () => {
    const lines = [
      'Council of the -',
      'JR—',
      'Borough of Duncombe -',
      'Traffic Enforcement - Bus Lane Cameras',
    ];
    expect(joinBrokenName('Council of the', lines)).toBe('Council of the Borough of Duncombe');
  });
  it("an office's function is a department, a company or council is not", () => {
    expect(isDepartment('Traffic Enforcement - Bus Lane Cameras')).toBe(true);
    expect(isDepartment('Notice Processing')).toBe(true);
    expect(isDepartment('Enforcement Agents Ltd')).toBe(false);
  });
  it("the claimant named beside the address is a court letter's creditor", () => {
    expect(
      claimantOfCourtLetter('Yarworth County Court', [
        'Thornfield Claimant: Brightwater Asset Recoveries Ltd',
      ]),
    ).toBe('Brightwater Asset Recoveries Ltd');
    expect(
      claimantOfCourtLetter('Powerscourt High Court Enforcement Ltd', ['Claimant: Bridgewater Supplies Ltd']),
    ).toBe('Powerscourt High Court Enforcement Ltd');
  });
  it('the claimant of a court’s enforcement notice: its panel, the payee, the title of the action', () => {
    const court = 'The County Court';
    expect(
      claimantOfCourtLetter(court, ['Claimant Redmarsh Vehicle Hire Limited', "Claimant's reference CCH/5"]),
    ).toBe('Redmarsh Vehicle Hire Limited');
    expect(
      claimantOfCourtLetter(court, [
        'Pay the claimant, not the court: Kestrel Vehicle Hire Limited, 64 Quarry Chambers',
      ]),
    ).toBe('Kestrel Vehicle Hire Limited');
    expect(
      claimantOfCourtLetter(court, ['Kestrel Vehicle Hire Limited v Kezia Iverson - claim number 20MM1750']),
    ).toBe('Kestrel Vehicle Hire Limited');
    // a claimant's legal representative is not the claimant
    expect(claimantOfCourtLetter(court, ["Claimant's legal representative Marlow Vale LLP"])).toBe(court);
  });
  it('a header naming another party yields to the registered company that wrote the letter', () => {
    const text = [
      'Taking Control of Goods Regulations 2013, regulation 7',
      'Mrs J Mercer our ref: MF816O7548',
      "Issued by: Calworth Magistrates' Court",
      'NOTICE OF ENFORCEMENT',
      "Calworth Magistrates' Court has issued a warrant of control because the fine has not been paid.",
      'Total amount due now £747.96',
      'Enforcement Office',
      'Fenwick Lane Enforcement Services Ltd',
      'Fenwick Lane Enforcement Services Ltd is registered in England and Wales.',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Fenwick Lane Enforcement Services Ltd');
  });
  it('the return address of the envelope window names the sender', () => {
    const text = [
      'Council of the oo',
      'If undelivered please return to Council of the Borough of Ivyford, 64 Orchard Court, Holmere',
      'PCN number: TT19O20298',
      'Amount payable: £160.00',
    ].join('\n');
    expect(extractFields(text).creditorName).toBe('Council of the Borough of Ivyford');
  });
});

describe('legalEntity: the twenty-sixth fresh set', () => {
  const footer = (brand: string, entity: string) => [
    `${brand} is a trading name of ${entity}, an electronic money institution authorised by the Financial Conduct Authority.`,
  ];
  it('a bracketed word of the company is part of its name', () => {
    expect(legalEntity('Brightwater Pay', footer('Brightwater Pay', 'Brightwater Payments (UK) Ltd'))).toBe(
      'Brightwater Payments (UK) Ltd',
    );
  });
  it('"a service provided by" names the company; a logo\'s debris before the brand does not hide it', () => {
    const lines = [
      'Em Student Finance Albion',
      'Student Finance Albion is a service provided by Higher Education Loans Company Limited on behalf of the Secretary of State.',
    ];
    expect(legalEntity('Em Student Finance Albion', lines)).toBe('Higher Education Loans Company Limited');
  });
  it('a two-word brand inside a letterhead line among debris names the company, not a client line', () => {
    const lines = [
      'SE Greystone Wallet um.',
      'Account Recovery',
      ...footer('Greystone Wallet', 'Greystone Pay Services Ltd'),
    ];
    expect(legalEntity('Ivybury Account ID', lines)).toBe('Greystone Pay Services Ltd');
    const client = ['Client: Greystone Wallet', ...footer('Greystone Wallet', 'Greystone Pay Services Ltd')];
    expect(legalEntity('Northgate Recoveries Ltd', client)).toBe('Northgate Recoveries Ltd');
  });
});

describe('legalEntity', () => {
  it('the company behind a trading name, signing or named only in the footer, its name wrapped or not', () => {
    const signed = [
      'Bridgewater Cash',
      'Arrears Team Leader',
      'Bridgewater Short Term Credit Ltd',
      'Bridgewater Cash is a trading name of Bridgewater Short Term Credit Ltd. It is authorised.',
    ];
    expect(legalEntity('Bridgewater Cash', signed)).toBe('Bridgewater Short Term Credit Ltd');
    const footer = [
      'Castlegate Water',
      'Castlegate Water is a trading name of Castlegate Water Services Limited.',
    ];
    expect(legalEntity('Castlegate Water', footer)).toBe('Castlegate Water Services Limited');
    // A lower-case brand heads the letter; the company's name is cut by a line break and the cut half was found.
    const wrapped = [
      'clearwatersplit',
      'help.clearwatersplit.example',
      'clearwatersplit is a trading name of Clearwater Retail',
      'Finance Ltd. Clearwater Retail Finance Ltd is authorised.',
    ];
    expect(legalEntity('Finance Ltd', wrapped)).toBe('Clearwater Retail Finance Ltd');
    expect(legalEntity('Hi Harvey', wrapped)).toBe('Clearwater Retail Finance Ltd');
    // The logo lost, the brand is still the letterhead's web address.
    const web = [
      'help.redmarshlater.example (®)',
      'Hi Harvey,',
      'redmarshlater is a trading name of Redmarsh Pay Later Ltd.',
    ];
    expect(legalEntity(null, web)).toBe('Redmarsh Pay Later Ltd');
    expect(legalEntity(null, ['help.other.example', 'Hi,', web[2]])).toBeNull();
    // The brand read alike in the footer's sentence ("clearwatersplt") still names the letterhead's brand.
    const misread = [
      'clearwatersplit pr',
      'Hi Niall,',
      'clearwatersplt is a trading name of Clearwater Retail Finance Ltd.',
    ];
    expect(legalEntity(null, misread)).toBe('Clearwater Retail Finance Ltd');
    expect(
      legalEntity(null, [
        'acme',
        'Hi,',
        'clearwatersplt is a trading name of Clearwater Retail Finance Ltd.',
      ]),
    ).toBeNull();
  });
  it('the charitable foundation or trust that operates a school', () => {
    const lines = [
      'Marlford',
      'House School',
      'for and on behalf of The Marlford Schools Foundation',
      'Marlford House School is operated by The Marlford Schools Foundation, a charitable company.',
    ];
    expect(legalEntity('Marlford', lines)).toBe('The Marlford Schools Foundation');
    expect(legalEntity('Marlford House School', lines)).toBe('The Marlford Schools Foundation');
    const trust = ['Rookdale Hall School is operated by Rookdale Hall School Trust Ltd, a charity.'];
    expect(legalEntity('Rookdale', trust)).toBe('Rookdale Hall School Trust Ltd');
  });
  it('leaves a name that is not the trading name', () => {
    const lines = ['Northgate Recoveries Ltd', 'Acme Pay is a trading name of Acme Credit Ltd, our client.'];
    expect(legalEntity('Northgate Recoveries Ltd', lines)).toBe('Northgate Recoveries Ltd');
  });
  it('drops a department printed before the company on the sign-off line', () => {
    expect(legalEntity('Customer Accounts Redmarsh Home Shopping Ltd', [])).toBe(
      'Redmarsh Home Shopping Ltd',
    );
  });
});

describe('fullerName', () => {
  it('a tail of a fuller company name printed on the page becomes that name', () => {
    const lines = [
      'Holloway & Briar Site —',
      'Parking Ltd —',
      'Holloway & Briar Site Parking Ltd is registered in England',
    ];
    expect(fullerName('Parking Ltd', lines)).toBe('Holloway & Briar Site Parking Ltd');
    expect(
      fullerName('Parking Ltd', [
        'Parking Ltd',
        'Holloway & Briar Site Parking Ltd',
        'association & Briar Site Parking Ltd',
      ]),
    ).toBe('Holloway & Briar Site Parking Ltd');
    expect(fullerName('Energy Ltd', ['Energy Ltd _', 'Payment slip - Ashcombe Home Energy Ltd'])).toBe(
      'Ashcombe Home Energy Ltd',
    );
  });
  it('keeps the name when the words before it are debris, prose, or disagree', () => {
    expect(
      fullerName('Silverbirch Wireless Ltd', ['IO Silverbirch Wireless Ltd', 'Silverbirch Wireless Ltd']),
    ).toBe('Silverbirch Wireless Ltd');
    expect(fullerName('Services Ltd', ['accredited parking trade association Services Ltd.'])).toBe(
      'Services Ltd',
    );
    expect(fullerName('Energy Ltd', ['Ashcombe Energy Ltd', 'Brook Energy Ltd'])).toBe('Energy Ltd');
    expect(fullerName('Dear Energy Ltd', ['Dear Energy Ltd'])).toBe('Dear Energy Ltd');
    // Not a fragment: no legal suffix.
    expect(fullerName('Marlford', ['The Marlford Schools Foundation'])).toBe('Marlford');
  });
});

describe('the web address as a mention of the name', () => {
  it('reads the first label of web and email domains', () => {
    expect(webLabels(['Tel 0161 | www.marlfordcitycounci.example', 'bursary@rookdalehall.example'])).toEqual([
      'marlfordcitycounci',
      'rookdalehall',
    ]);
  });
  it('a domain that spells the name outvotes a misread mention', () => {
    const lines = [
      'Tel 0161 496 0532 | www.marlfordcitycounci.example',
      'Mariford City Council',
      'Marlford City Council, PO Box 1799',
    ];
    expect(majoritySpelling('Mariford City Council', lines)).toBe('Marlford City Council');
    // Without it, a tie keeps the name found.
    expect(majoritySpelling('Mariford City Council', lines.slice(1))).toBe('Mariford City Council');
  });
});

describe('legalEntity, OCR', () => {
  it('an operator sentence whose brand OCR misread still names the entity', () => {
    const lines = [
      'Kesholt',
      'Hall School',
      'Keshoit Hail School is operated by Kesholt Hall School Trust Ltd, a charity',
    ];
    expect(legalEntity('Kesholt', lines)).toBe('Kesholt Hall School Trust Ltd');
    expect(legalEntity('Kesholt Hall School', lines)).toBe('Kesholt Hall School Trust Ltd');
    // The letterhead wrapped: its second line found.
    expect(
      legalEntity('House School', [
        'Marlford',
        'House School',
        'Marliford House School is operated by The Marlford Schools Foundation, a charity',
      ]),
    ).toBe('The Marlford Schools Foundation');
    // "is trading name of" with its article lost.
    expect(
      legalEntity('gasworthpay', [
        'gasworthpay',
        'gasworthpay is trading name of Gasworth Instalment Credit Ltd.',
      ]),
    ).toBe('Gasworth Instalment Credit Ltd');
  });
  it('"Lid" after a name is "Ltd" misread', () => {
    expect(
      extractFields(
        'Oakridge Credit Management Lid\nDear Mr Smith,\nYou owe £120.00.\nAccount number: DTC-362598',
        {
          ocr: true,
        },
      ).creditorName,
    ).toBe('Oakridge Credit Management Ltd');
    expect(
      extractFields(
        'Clearwater Retail Finance Lud\nDear Mr Smith,\nYou owe £120.00.\nAccount number: DTC-362598',
        {
          ocr: true,
        },
      ).creditorName,
    ).toBe('Clearwater Retail Finance Ltd');
    expect(
      extractFields(
        'Silverbirch Cards\nDear Mr Smith,\nYou owe £120.00.\nSilverbirch Cards pic is authorised by the PRA.',
        {
          ocr: true,
        },
      ).creditorName,
    ).toBe('Silverbirch Cards plc');
  });
});

describe('dropLeadingLabel', () => {
  it('drops a panel’s label or a sign-off’s "for" before the name', () => {
    expect(dropLeadingLabel('Claimant Redmarsh Vehicle Hire Limited')).toBe('Redmarsh Vehicle Hire Limited');
    expect(dropLeadingLabel('for Brightwater Motor Loans Limited')).toBe('Brightwater Motor Loans Limited');
    expect(dropLeadingLabel('for and on behalf of Oakridge Manufacturing Limited')).toBe(
      'Oakridge Manufacturing Limited',
    );
    expect(dropLeadingLabel('Forest Energy Ltd')).toBe('Forest Energy Ltd');
  });
});

describe('creditorServingDemand', () => {
  it('the creditor a formal demand names as serving it', () => {
    expect(
      creditorServingDemand([
        'This demand is served on you by the creditor, Larkspur Plant Hire Ltd. The creditor claims that you',
      ]),
    ).toBe('Larkspur Plant Hire Ltd');
    expect(
      creditorServingDemand([
        'This demand is served on you by the creditor, Brightwater Credit Management Limited of 44',
        'Mill Court',
      ]),
    ).toBe('Brightwater Credit Management Limited');
    expect(
      creditorServingDemand(['Our client, the original creditor, Stonebridge Finance Ltd, sold the debt.']),
    ).toBeNull();
  });
});

describe('offices and departments of the twelfth fresh set (issue 16)', () => {
  it('an office named for what it does to what is a body of its own; a line ending "of" is half a name', () => {
    expect(isDepartment('Enforcement of Judgments Office')).toBe(false);
    expect(isDepartment('ENFORCEMENT OF JUDGMENTS OFFICE')).toBe(false);
    expect(isDepartment('Enforcement of')).toBe(false);
    expect(isDepartment('Enforcement Office')).toBe(true);
  });
  it('a name made of function words only is a department', () => {
    expect(isDepartment('Fine Collection and Enforcement')).toBe(true);
    expect(isDepartment('Debt Recovery and Collections')).toBe(true);
    expect(isDepartment('Marston and Partners')).toBe(false);
  });
  it('the judgment office is the creditor, not the courts service it is part of', () => {
    const f = extractFields(
      [
        'ENFORCEMENT OF JUDGMENTS OFFICE',
        'Northern Ireland Courts and Tribunals Service',
        'PO Box 6408, Wexbury, QX25 4YS',
        'EJO reference L25-33O165',
        'Notice of intent to enforce a judgment',
        'Total amount due £2,520.31',
        'Payments must be made to this Office and not to the creditor or its solicitors.',
        'Issued by Maya Lindqvist, Enforcement Officer, for the Enforcement of Judgments Office.',
        'Enforcement of Judgments Office, PO Box 6408, Wexbury, QX25 4YS. The Office is part of the Northern Ireland Courts and Tribunals Service.',
      ].join('\n'),
    );
    expect(f.creditorName?.toLowerCase()).toBe('enforcement of judgments office');
    expect(f.debtType).toBe('court');
  });
});

describe('placeOfCourt (issue 16, twelfth set)', () => {
  it('gives a court printed without its place the place the page’s mentions give it', () => {
    const lines = [
      "Magistrates' Court",
      'Accounts Enforcement Unit',
      "Holfield Magistrates' Court, The Courthouse, 16 Castle Square, Holfield, JQ7 1QL",
      "Holfield Magistrates' Court is part of HM Courts & Tribunals Service.",
    ];
    expect(placeOfCourt("Magistrates' Court", lines)).toBe("Holfield Magistrates' Court");
    expect(placeOfCourt("Holfield Magistrates' Court", lines)).toBe("Holfield Magistrates' Court");
    expect(placeOfCourt("Magistrates' Court", ["Magistrates' Court", 'Pay the court.'])).toBe(
      "Magistrates' Court",
    );
  });
  it('a council’s housing services is a department', () => {
    expect(isDepartment('Housing Services')).toBe(true);
  });
});

describe('departments and OCR of the thirteenth fresh set (issue 16)', () => {
  it('a council’s environmental or street scene enforcement team is a department', () => {
    expect(isDepartment('Environmental Enforcement')).toBe(true);
    expect(isDepartment('Street Scene Enforcement')).toBe(true);
    expect(isDepartment('Penalty Charge Processing')).toBe(true);
  });
  it('a zero opening a word of lower-case letters is an O', () => {
    expect(lowerLInName('Stonebridge Heating 0ils Ltd')).toBe('Stonebridge Heating Oils Ltd');
    expect(lowerLInName('Unit 0 Holdings')).toBe('Unit 0 Holdings');
  });
});

describe('a department with its subject after a dash (issue 16)', () => {
  it('is a department, a body with a dash in its name is not', () => {
    expect(isDepartment('Revenues Service - Council Tax')).toBe(true);
    expect(isDepartment('Finance Services - Revenues')).toBe(true);
    expect(isDepartment('Finance Services')).toBe(true);
    expect(isDepartment('Ashgate District Council - Revenues')).toBe(false);
    expect(isDepartment('Gasworth Finance Services Ltd')).toBe(false);
  });
});

describe('council teams and split letterhead words (issue 16, eighteenth set on images)', () => {
  it("a council's care finance team, housing needs and former tenant arrears are departments, brackets or not", () => {
    expect(isDepartment('Adult Social Care Finance')).toBe(true);
    expect(isDepartment('Adult Social Care Financial Services')).toBe(true);
    expect(isDepartment('Adult Social Care Finance Team (Client Income')).toBe(true);
    expect(isDepartment('Housing Needs - Temporary Accommodation Charges')).toBe(true);
    expect(isDepartment('Former Tenant Arrears (Temporary Accommodation')).toBe(true);
    expect(isDepartment('Marlworth District Council (Housing)')).toBe(false);
  });
  it('a letterhead word OCR split with an I for its l is joined when the page prints it whole', () => {
    const lines = [
      'Mar Iworth District Council',
      'Yours sincerely',
      'Marlworth District Council',
      'Remittance advice - Marlworth District Council',
    ];
    expect(joinSplitWord('Mar Iworth District Council', lines)).toBe('Marlworth District Council');
    expect(joinSplitWord('Mar Iworth District Council', lines.slice(0, 2))).toBe(
      'Mar Iworth District Council',
    );
  });
});

describe('twenty-seventh round: a court with its department, a name with its comma', () => {
  it("drops a department run on after a court's or a council's name", () => {
    expect(dropTrailingDepartment('Garton Justice of the Peace Court Fines Enforcement')).toBe(
      'Garton Justice of the Peace Court',
    );
    expect(dropTrailingDepartment('Marlby Council Parking Services')).toBe('Marlby Council');
    // A court or council that is the whole name keeps it.
    expect(dropTrailingDepartment("Marlgate Magistrates' Court")).toBe("Marlgate Magistrates' Court");
  });
  it('keeps the comma of a name printed with one ("Procurator Fiscal, Norley")', () => {
    const lines = [
      'Procurator Fiscal, Norley',
      'for Procurator Fiscal, Norley',
      'Procurator Fiscal Norley office',
    ];
    expect(majoritySpelling('Procurator Fiscal, Norley', lines)).toBe('Procurator Fiscal, Norley');
  });
});
