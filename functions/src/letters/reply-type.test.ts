import { describe, expect, it } from 'vitest';
import { composeDebtLetter } from './debt';
import { NON_CONTRACT_CLAIM_RE, replyDebtType } from './reply-type';

describe('replyDebtType: the law that answers the letter', () => {
  it('a utility bill is answered as water, energy or telecoms by what it is for', () => {
    expect(
      replyDebtType('utility', 'Your water charges for 2025/26 and sewerage services are overdue.'),
    ).toBe('water');
    expect(replyDebtType('utility', 'Gas and electricity account. Standing charge and kWh used.')).toBe(
      'gas_electric',
    );
    expect(replyDebtType('utility', 'Your broadband and line rental bill is unpaid.')).toBe('telephone');
    // nothing says which: the read type stands
    expect(replyDebtType('utility', 'Your account is overdue.')).toBe('utility');
  });
  it('criminal legal aid contributions are read as court, but answered by the general reply, not as a fine', () => {
    expect(
      replyDebtType(
        'court',
        'Your Income Contribution Order requires you to pay £516.78 a month. Arrears now due.',
      ),
    ).toBe('normal');
    expect(replyDebtType('court', 'Magistrates court fines office: your fine of £300.00 is overdue.')).toBe(
      'court',
    );
  });
  it('a loan or advance of benefit is read as a loan, but not answered as a credit agreement', () => {
    for (const words of [
      'DWP Debt Management: the Universal Credit advance you still owe. Amount now due £210.00.',
      'Repaying your Social Fund budgeting loan of £348.00.',
      'You were paid a budgeting advance of £150.00.',
    ])
      expect(replyDebtType('loan', words)).toBe('normal');
    expect(
      replyDebtType('loan', 'Your personal loan agreement, regulated by the Consumer Credit Act 1974.'),
    ).toBe('loan');
  });
  it('an ordinary debt with rules of its own', () => {
    expect(replyDebtType('normal', 'The rent arrears on your home are £1,197.34.')).toBe('rent_arrears');
    expect(replyDebtType('normal', 'Charges to overseas visitors: invoice for treatment.')).toBe(
      'nhs_charges',
    );
    expect(
      replyDebtType('normal', 'You were overpaid Universal Credit. Overpayment of Universal Credit'),
    ).toBe('benefit_overpayment');
    expect(replyDebtType('normal', 'TV Licensing: no licence is held at this address.')).toBe('tv_licence');
    expect(replyDebtType('normal', 'Invoice 4471 for roofing work is overdue.')).toBe('normal');
  });
  it('a collector for a non-credit debt is not asked for a credit agreement', () => {
    expect(
      replyDebtType(
        'debt_collection',
        'We act for our client Oakworth Water. Your water charges account is unpaid.',
      ),
    ).toBe('normal');
    expect(
      replyDebtType(
        'debt_collection',
        'Our client, a car park operator, issued a parking charge notice to keeper.',
      ),
    ).toBe('parking');
    // a regulated credit agreement keeps the consumer credit reply, whatever else is said
    expect(
      replyDebtType(
        'debt_collection',
        'Your mobile phone contract and the regulated credit agreement for the handset were assigned to us.',
      ),
    ).toBe('debt_collection');
    expect(replyDebtType('debt_collection', 'Your credit card account was assigned to us.')).toBe(
      'debt_collection',
    );
  });
  it("a collector's claim that is no credit by its own words gets the general reply", () => {
    for (const words of [
      'We act for Brightmarket Stores Ltd. Civil recovery: the losses caused by the incident at its store on 3 May.',
      'Our client owns the copyright in the film; the infringement was observed from your IP address.',
      'Licence fee for the photograph used on your website, with an unlicensed use surcharge.',
    ])
      expect(replyDebtType('debt_collection', words)).toBe('normal');
    // …unless it speaks of credit: the consumer credit reply stays.
    expect(
      replyDebtType('debt_collection', 'Your credit card account: the fines and charges we added.'),
    ).toBe('debt_collection');
  });
  it('a collector for money credited by mistake, an insurance excess, a negative balance or rent is no creditor under a credit agreement', () => {
    for (const words of [
      'Our client Halden Bank plc asks you to repay money credited to your account by mistake. If not repaid your account may go overdrawn.',
      'The amount you owe Wexcombe Device Protection Ltd under your gadget insurance policy. Reason: unpaid loss excess.',
      'Our client Greystone Wallet: the negative balance on your account after a chargeback.',
      'Our client paid your former landlord the rent under its rent guarantee policy.',
    ])
      expect(replyDebtType('debt_collection', words)).toBe('normal');
  });
  it('student finance is answered as a student loan, never as a consumer credit agreement; a university hardship loan is not', () => {
    expect(replyDebtType('loan', 'You were overpaid Maintenance Loan for 2024/25 after you withdrew.')).toBe(
      'student_loan',
    );
    expect(
      replyDebtType('loan', 'The direct repayments on your student loan have stopped. Arrears £695.01.'),
    ).toBe('student_loan');
    expect(
      replyDebtType(
        'loan',
        'Your hardship loan from the university. It is not a Student Loans Company loan; pay online (choose "student loan repayment").',
      ),
    ).toBe('loan');
  });
  it('a parking fine abroad is no PoFA parking charge', () => {
    expect(
      replyDebtType(
        'debt_collection',
        'La ville de Montrevel (France) has instructed us to collect the post-parking charge. You owe EUR 90,00; the amount to pay from the UK is £76.20.',
      ),
    ).toBe('normal');
  });
  it("DWP's overpayment decision is a benefit overpayment, whatever benefit; tax credits by their own variant", () => {
    const ca =
      "Department for Work and Pensions. Carer's Allowance Unit. We have made a decision about an overpayment of £2,047.50.";
    expect(replyDebtType('normal', ca)).toBe('benefit_overpayment');
    expect(replyDebtType('normal', `${ca} Your tax credits debt has moved to DWP.`)).toBe('normal');
    // HMRC's own tax credits overpayment is the benefit letters' tax credits variant (the 2002 Act, not the SSAA).
    expect(replyDebtType('normal', 'HMRC: your tax credits overpayment of £1,240.00 must be repaid.')).toBe(
      'benefit_overpayment',
    );
    expect(replyDebtType('normal', 'We overpaid you Child Tax Credit for 2023 to 2024.')).toBe(
      'benefit_overpayment',
    );
    // Tax credits named in passing, with no overpayment of them, make no overpayment letter.
    expect(
      replyDebtType('normal', 'Tax credits ended in April 2025. Your rent account is £300 in arrears.'),
    ).toBe('rent_arrears');
    expect(replyDebtType('normal', 'Overpayment of housing benefit: invoice from the council.')).toBe(
      'benefit_overpayment',
    );
  });
  it("a collector for a council's own charges gets the general reply, unless the letter speaks of credit", () => {
    expect(
      replyDebtType(
        'debt_collection',
        'Halden Debt Recovery Ltd. Council of the Borough of Draydale has passed us your unpaid account for the charges for seizing and kennelling your dog.',
      ),
    ).toBe('normal');
    expect(
      replyDebtType(
        'debt_collection',
        'We act for Marlby Council Credit Union: your loan account is in arrears.',
      ),
    ).toBe('debt_collection');
    expect(
      replyDebtType(
        'debt_collection',
        'Kestrel Recoveries Ltd acts for Social Security Scotland to recover an overpayment of Adult Disability Payment.',
      ),
    ).toBe('normal');
  });
  it('a claim that rests on no contract is known by its own words', () => {
    for (const t of [
      'This is a civil recovery demand following the incident at our store.',
      'Our client owns the copyright in the photograph; this is a claim for copyright infringement.',
      'DAMAGE TO CROWN PROPERTY: REPAIR COSTS after your vehicle damaged the road network.',
      'The sum was credited to your account by mistake.',
    ])
      expect(NON_CONTRACT_CLAIM_RE.test(t), t).toBe(true);
    for (const t of [
      '© Copyright 2025 Northway Water. All rights reserved.',
      'Damage charges under your rental agreement: scratch to rear bumper, repair costs £240.',
      'Our client has a subrogated claim for the rent it paid under the tenancy.',
    ])
      expect(NON_CONTRACT_CLAIM_RE.test(t), t).toBe(false);
  });
  it('other read types are left as read', () => {
    expect(replyDebtType('council_tax', 'Council tax and water charges')).toBe('council_tax');
    expect(replyDebtType('bailiff', 'rent arrears')).toBe('bailiff');
  });
});

describe('the reply written from an upload follows the finer type', () => {
  const base = {
    stage: 1 as const,
    strategy: 'standard' as const,
    sender: { name: 'Jane Doe', address: '1 High Street\nTown\nTN1 2CD' },
    letterDate: '2026-11-20',
    history: { sent: [] },
  };
  const text = (d: ReturnType<typeof composeDebtLetter>) => d.paragraphs.join('\n');
  it('a water bill read as "utility" is not answered with the energy rules', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'utility',
      recipient: { name: 'Oakworth Water Ltd' },
      receivedText:
        'Oakworth Water Ltd\nYour water charges and sewerage services for 2025/26 are overdue. Pay £412.14.',
    });
    expect(d.template).toMatch(/^debt\/water\//);
    expect(text(d) + d.nextStep).not.toMatch(/Energy Ombudsman|back-billing/);
  });
  it('DWP recovering a Universal Credit advance is not asked for a credit agreement', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'loan',
      recipient: { name: 'Department for Work and Pensions' },
      receivedText:
        'Debt Management\nWe wrote to you about the Universal Credit advance you still owe. Amount now due £210.00.',
    });
    expect(d.template).toBe('debt/general/1');
    expect(text(d)).not.toMatch(/Consumer Credit Act|credit agreement/);
  });
  it('a collector for a broadband client is not asked for a credit agreement', () => {
    const d = composeDebtLetter({
      ...base,
      debtType: 'debt_collection',
      recipient: { name: 'Northgate Recoveries Ltd' },
      receivedText:
        'Northgate Recoveries Ltd\nWe have been instructed by our client, Fibrelink Broadband Ltd, to collect your broadband account balance of £212.40.',
    });
    expect(text(d)).not.toMatch(/section 77 or 78 of the Consumer Credit Act/);
    expect(text(d)).toMatch(/instructed to collect it/);
  });
});

describe('a social landlord’s possession notice', () => {
  const input = {
    debtType: 'normal',
    stage: 1 as const,
    strategy: 'standard' as const,
    sender: { name: 'Jane Doe', address: '1 High Street\nTown\nTN1 2CD' },
    recipient: { name: 'Silverbirch Homes Limited' },
    letterDate: '2026-11-20',
    history: { sent: [] },
    receivedText:
      'Silverbirch Homes Limited\nENCLOSURE: NOTICE OF SEEKING POSSESSION\nRent arrears £2,089.15\nWe served on you the enclosed Notice of Seeking Possession.\nSilverbirch Homes Limited is a registered provider of social housing.',
  };
  it('is answered as rent arrears under the social landlords’ Protocol, and the user is told the home is at risk', () => {
    const d = composeDebtLetter(input);
    expect(d.template).toBe('debt/rent_arrears/1');
    expect(d.legalBases).toContain('pap-social-landlord-possession');
    expect(d.paragraphs.join(' ')).toMatch(/Pre-Action Protocol for Possession Claims by Social Landlords/);
    expect(d.userNotes?.[0]).toMatch(/Your home is at risk/);
  });
  it('a private landlord’s rent demand does not cite it', () => {
    const d = composeDebtLetter({
      ...input,
      recipient: { name: 'Ashcombe Lettings Ltd' },
      receivedText:
        'Ashcombe Lettings Ltd\nThe rent arrears on the property are £2,200.00, with the council tax you owe us. If they are not paid we will seek a possession order.',
    });
    expect(d.template).toBe('debt/rent_arrears/1');
    expect(d.legalBases).not.toContain('pap-social-landlord-possession');
    expect(d.userNotes ?? []).not.toContainEqual(expect.stringMatching(/home is at risk/));
  });
});

describe('a collector for a statutory debt', () => {
  it('council tax collected by an agency is not answered under the Consumer Credit Act', () => {
    expect(
      replyDebtType(
        'debt_collection',
        'We are collecting the council tax arrears you owe to Marlby Council.',
      ),
    ).toBe('normal');
    // a collector saying nothing of the debt keeps the consumer credit reply
    expect(replyDebtType('debt_collection', 'We have been instructed to collect your account.')).toBe(
      'debt_collection',
    );
  });
});

describe("Northern Ireland's domestic rates", () => {
  it('are read as council tax, but not answered under the council tax law of England and Wales', () => {
    expect(replyDebtType('council_tax', 'Land & Property Services. Your domestic rates are overdue.')).toBe(
      'normal',
    );
    expect(replyDebtType('council_tax', 'Your council tax instalments are overdue.')).toBe('council_tax');
  });
});

describe('an unpaid toll read as parking', () => {
  it('is answered as a road charge, not under PoFA 2012’s keeper liability', () => {
    const text =
      'Wexcombe Tolling Services Ltd\nUnpaid Toll Notice\nOur cameras recorded vehicle XB52 TMP using the Calwick Tunnel. An unpaid toll charge of £50.00 has been added.';
    expect(replyDebtType('parking', text)).toBe('ulez');
    const d = composeDebtLetter({
      debtType: 'parking',
      stage: 1,
      strategy: 'standard',
      sender: { name: 'Jane Doe', address: '1 High Street\nTown\nTN1 2CD' },
      recipient: { name: 'Wexcombe Tolling Services Ltd' },
      letterDate: '2026-11-20',
      history: { sent: [] },
      receivedText: text,
    });
    expect(d.template).toBe('debt/road_charging/1');
    expect(d.legalBases).not.toContain('pofa-2012-sch4');
  });
});
