import { describe, expect, it } from 'vitest';
import { classifyKind, fallbackKind, findTitle, isValuesLine } from './kind';
import { classifyStage } from './stage';

const pcn = `Borough of Fenmarsh Council
Parking Services
PENALTY CHARGE NOTICE
A penalty charge of £70.00 is now payable within 28 days.
If the penalty charge is not paid, a Charge Certificate may be served and the charge will increase by 50%.`;

describe('classifyKind', () => {
  it('a PCN that says a Charge Certificate may be served is a PCN at stage 1', () => {
    expect(classifyKind(pcn, 'Borough of Fenmarsh Council', 'parking')).toMatchObject({
      kind: 'penalty_charge_notice',
      stage: 1,
    });
  });
  it('a Notice to Owner is stage 2, never final', () => {
    const t = `Fenmarsh District Council\nNOTICE TO OWNER\nThe council may serve a Charge Certificate increasing the charge. This is not a final demand.`;
    expect(classifyKind(t, 'Fenmarsh District Council', 'parking')).toMatchObject({
      kind: 'notice_to_owner',
      stage: 2,
    });
  });
  it("the council's notice of rejection of representations is the PCN's follow-up, not a generic reminder", () => {
    const t = `Council of the Borough of Dundale\nPenalty Charge Notice: ZM871I7125\nVehicle: MF29 ECG\nNOTICE OF REJECTION OF REPRESENTATIONS\nThe council may serve a Charge Certificate.`;
    expect(classifyKind(t, 'Council of the Borough of Dundale', 'parking')).toMatchObject({
      kind: 'penalty_charge_notice',
      stage: 2,
    });
  });
  it("a council's letter after a liability order is its own kind, final", () => {
    const text =
      'Quenfield District Council\nCOUNCIL TAX - LIABILITY ORDER GRANTED\nTotal now outstanding £2,329.34';
    expect(classifyKind(text, 'Quenfield District Council', 'council_tax')).toMatchObject({
      kind: 'liability_order',
      stage: 3,
    });
  });
  it('a penalty charge notice with no vehicle is another civil penalty, never a parking PCN', () => {
    const nhs =
      'Rookmoor Health Service Charges Agency\nPenalty Charge Notice - prescription charges\nDear Mrs Hussain,\nWe could not confirm you were entitled to free prescriptions.\nTotal to pay £139.60';
    expect(classifyKind(nhs, 'Rookmoor Health Service Charges Agency', 'normal').kind).toBe('fine_notice');
    const pcn =
      'Marlford City Council\nPENALTY CHARGE NOTICE\nVehicle registration: AB12 CDE\nContravention code 01\nPay £70.00';
    expect(classifyKind(pcn, 'Marlford City Council', 'parking').kind).toBe('penalty_charge_notice');
  });
  it('an offer to settle out of court is a fine notice', () => {
    const text =
      'Drayley Vehicle Licensing Office\nOFFER TO SETTLE OUT OF COURT - UNTAXED VEHICLE\nDear Mx Tremayne,\nPay £167.50.';
    expect(classifyKind(text, 'Drayley Vehicle Licensing Office', 'normal').kind).toBe('fine_notice');
  });
  it('a Charge Certificate is stage 3', () => {
    const t = `Fenmarsh District Council\nCHARGE CERTIFICATE\nThe penalty charge has increased by 50%.`;
    expect(classifyKind(t, null, 'parking')).toMatchObject({ kind: 'charge_certificate', stage: 3 });
  });
  it("an enforcement agent's account update after a broken arrangement is stage 2", () => {
    const t = `Kestrel Enforcement Agents Ltd\nAccount update\nYou agreed a payment arrangement. The case may return to the enforcement stage and a final notice could follow.`;
    expect(classifyKind(t, 'Kestrel Enforcement Agents Ltd', 'bailiff')).toMatchObject({
      kind: 'enforcement_update',
      stage: 2,
    });
  });
  it('a summons titled as such is stage 3 even without "this summons"', () => {
    expect(
      classifyKind('Wexley Council\nSUMMONS - COUNCIL TAX\nYou are summoned to appear.', null, 'council_tax'),
    ).toMatchObject({
      kind: 'summons',
      stage: 3,
    });
  });
  it('without a title, the wording decides and the kind follows the sender', () => {
    const t = `Northgate Collections Ltd\nDear Ms Smith,\nWe wrote to you on 3 May 2025 on behalf of our client and you have not replied.`;
    const k = classifyKind(t, 'Northgate Collections Ltd', 'debt_collection');
    expect(k).toMatchObject({ kind: 'debt_recovery', stage: 2, title: null });
    expect(k.confidence).toBeLessThan(0.75);
  });
});

describe('findTitle', () => {
  it('skips the letterhead, label: value lines and sentences', () => {
    const lines = [
      'Ashcombe Debt Recovery Ltd',
      'Penalty Charge Notice: WX12345678',
      'A final notice may follow if you do not pay.',
      'REMINDER',
    ];
    expect(findTitle(lines, 'Ashcombe Debt Recovery Ltd')?.line).toBe('REMINDER');
  });
});

describe('fallbackKind', () => {
  it('maps stage and sender to a kind', () => {
    expect(fallbackKind(3, 'bailiff', '')).toBe('notice_of_enforcement');
    expect(fallbackKind(1, 'debt_collection', 'your account has been legally assigned to us')).toBe(
      'notice_of_assignment',
    );
    expect(fallbackKind(2, 'utility', '')).toBe('reminder');
    expect(fallbackKind(1, 'normal', '')).toBe('first_demand');
    // A fines office's own notice is a fine notice; its follow-up a reminder.
    expect(fallbackKind(3, 'court', '')).toBe('fine_notice');
    expect(fallbackKind(1, 'court', '')).toBe('fine_notice');
    expect(fallbackKind(2, 'court', '')).toBe('reminder');
  });
});

describe('classifyKind after the fresh held-out families', () => {
  it("a council's second reminder about council tax is a council tax reminder at stage 2", () => {
    const t = `Wexley District Council\nSECOND REMINDER NOTICE\nWe sent you a reminder earlier this year about your council tax instalments.`;
    expect(classifyKind(t, 'Wexley District Council', 'council_tax')).toMatchObject({
      kind: 'council_tax_reminder',
      stage: 2,
    });
  });
  it('a notice of sums in arrears is a reminder, never final', () => {
    const t = `Larkspur Store Card Ltd\nNOTICE OF SUMS IN ARREARS\nYou have fallen behind with payments. Failure to pay may lead to a default notice.`;
    expect(classifyKind(t, 'Larkspur Store Card Ltd', 'credit_card')).toMatchObject({
      kind: 'reminder',
      stage: 1,
    });
  });
  it('a notice of removal, or goods removed for sale, is past the visit: final', () => {
    const removed = `Marlow Vale Enforcement Agents\nYour goods have been removed for sale\nWe sent you a Notice of Enforcement on 20 Jul 2025 and our agent visited on 1 Aug 2025.`;
    expect(classifyKind(removed, 'Marlow Vale Enforcement Agents', 'bailiff')).toMatchObject({
      kind: 'enforcement_visit',
      stage: 3,
    });
    const sale = `Marlow Vale Enforcement Agents\nNOTICE OF REMOVAL AND SALE\nWe sent you a Notice of Enforcement.`;
    expect(classifyKind(sale, 'Marlow Vale Enforcement Agents', 'bailiff').kind).toBe('enforcement_visit');
  });
  it("the sender's department names no document, a logo's stray letter before it or not", () => {
    const t = `Ashmoor City Council\nI Parking and Traffic Debt Recovery\nORDER FOR RECOVERY OF UNPAID PENALTY CHARGE\nThe charge certificate was not paid.`;
    expect(classifyKind(t, 'Ashmoor City Council', 'parking').kind).toBe('final_demand');
  });
  it("the sender's department names no document", () => {
    const t = `Hatherley Finch\nSolicitors\nDebt Recovery Department\nLetter of Claim - unpaid parking charge\nWe act for our client.`;
    expect(classifyKind(t, 'Hatherley Finch LLP', 'debt_collection')).toMatchObject({
      kind: 'letter_of_claim',
      stage: 3,
    });
  });
  it('a plain arrears notice is the first demand, a reminder once it refers to an earlier letter', () => {
    const first = `Fendale Family Maintenance Service\nArrears notice\nOur records show that the following payments were not made.`;
    expect(classifyKind(first, 'Fendale Family Maintenance Service', 'normal')).toMatchObject({
      kind: 'first_demand',
      stage: 1,
    });
    const again = `Fendale Family Maintenance Service\nArrears notice\nWe wrote to you on 3 March 2025 about these arrears.`;
    expect(classifyKind(again, 'Fendale Family Maintenance Service', 'normal')).toMatchObject({
      kind: 'reminder',
      stage: 2,
    });
  });
  it('orders and notices past the final demand are final, each its own kind', () => {
    const k = (t: string, c: string, type: string) => classifyKind(t, c, type);
    expect(
      k(
        'Ashmoor City Council\nORDER FOR RECOVERY OF UNPAID PENALTY CHARGE\nThe charge certificate was not paid.',
        'Ashmoor City Council',
        'parking',
      ),
    ).toMatchObject({ kind: 'final_demand', stage: 3 });
    expect(
      k(
        'Fenwick Lane Roofing\nCounty Court Judgment entered against you\nWe issued a claim.',
        'Fenwick Lane Roofing Services Ltd',
        'normal',
      ),
    ).toMatchObject({ kind: 'judgment', stage: 3 });
    expect(
      k(
        'Wexley Council\nCouncil tax to be taken from your pay\nWe have sent an attachment of earnings order.',
        'Wexley Council',
        'council_tax',
      ),
    ).toMatchObject({ kind: 'liability_order', stage: 3 });
    expect(
      k(
        'Yarby Magistrates Court\nATTACHMENT OF EARNINGS ORDER\nYour fine will be deducted.',
        "Yarby Magistrates' Court",
        'court',
      ).kind,
    ).toBe('fine_notice');
    expect(
      k(
        'Northgate Energy\nNotice of intention to apply for a warrant of entry\nWe wrote to you on 1 January 2025.',
        'Northgate Energy Ltd',
        'utility',
      ),
    ).toMatchObject({ kind: 'final_demand', stage: 3 });
  });
  it('a notice of default sums is no default notice', () => {
    const t =
      'Wexcombe Bank plc\nDefault sums notice (CCA 1974 s.130A)\nYou have become liable to pay the default sums listed below. This is not a default notice.';
    expect(classifyKind(t, 'Wexcombe Bank plc', 'loan')).toMatchObject({ kind: 'reminder', stage: 1 });
  });
  it('a letter sent under a pre-action protocol is the Letter of Claim, whatever its heading', () => {
    const t =
      'Tarnwick Building Society\nIMPORTANT: YOUR HOME IS AT RISK\nWe wrote to you on 30 Jun 2025. We now write under the Pre-Action Protocol for Possession Claims based on Mortgage Arrears.';
    expect(classifyKind(t, 'Tarnwick Building Society', 'mortgage')).toMatchObject({
      kind: 'letter_of_claim',
      stage: 3,
    });
  });
});

describe('kinds of the seventh fresh set (issue 16)', () => {
  const k = (t: string, c: string, type: string) => classifyKind(t, c, type);
  it('the court’s notice that a warrant of control was issued is the bailiff’s step', () => {
    expect(
      k(
        'The County Court at Coldton\nCounty Court Bailiffs\nWarrant no.\nX48O5288\nNOTICE OF ISSUE OF WARRANT OF CONTROL\nTo the defendant',
        'Kestrel Vehicle Hire Limited',
        'bailiff',
      ),
    ).toMatchObject({ kind: 'notice_of_enforcement', stage: 3 });
  });
  it('a notice of seeking possession, and a notice of intention to take possession, are the last step', () => {
    expect(
      k(
        'Silverbirch Homes Limited\nENCLOSURE: NOTICE OF SEEKING POSSESSION\nRent arrears\nDear Mrs Quayle,',
        'Silverbirch Homes Limited',
        'normal',
      ),
    ).toMatchObject({ kind: 'final_demand', stage: 3 });
    expect(
      k(
        'Northgate Motor Loans\nNOTICE OF INTENTION TO TAKE POSSESSION\nDear Mx Osei,',
        'Northgate Motor Loans Limited',
        'loan',
      ),
    ).toMatchObject({ kind: 'final_demand', stage: 3 });
  });
  it('a panel’s label over a date is not the title ("Default notice" / "2 Aug 2025")', () => {
    expect(
      k(
        'Brightwater Motor Loans Limited\nDefault notice\n2 Aug 2025\nNOTICE OF INTENTION TO TAKE POSSESSION\nDear Ms Iverson,',
        'Brightwater Motor Loans Limited',
        'loan',
      ),
    ).toMatchObject({ kind: 'final_demand', title: 'NOTICE OF INTENTION TO TAKE POSSESSION' });
  });
  it('"Agreement terminated" is a termination notice', () => {
    expect(
      k(
        'Tarnbeck Premium Finance\nAgreement terminated - policy cancelled\nDear Dr Whitcombe,',
        'Tarnbeck Premium Finance Ltd',
        'loan',
      ),
    ).toMatchObject({ kind: 'termination_notice', stage: 3 });
  });
  it('a reminder of a fixed penalty notice already given is a follow-up', () => {
    expect(
      k(
        'Redmarsh Civic Enforcement Ltd\nFixed Penalty Notice - reminder\nThe notice offered you the chance to pay a reduced amount.',
        'Redmarsh Civic Enforcement Ltd',
        'normal',
      ),
    ).toMatchObject({ kind: 'reminder', stage: 2 });
  });
  it('a termination told in the wording, under another heading, is the termination notice', () => {
    expect(
      fallbackKind(
        3,
        'loan',
        'Our default notice asked you to pay. We have therefore terminated your credit agreement.',
      ),
    ).toBe('termination_notice');
    expect(fallbackKind(3, 'loan', 'If you do not pay we may terminate your agreement.')).toBe(
      'final_demand',
    );
  });
  it('a table’s header row over a row of values is no title', () => {
    expect(isValuesLine('VL-46-80583 NR27 XNV 2 Aug 2025 30 Aug 2025')).toBe(true);
    expect(isValuesLine('2 Aug 2025')).toBe(true);
    expect(isValuesLine('Dear Ms Lomax,')).toBe(false);
    expect(isValuesLine('Account number 12345678')).toBe(false);
    expect(
      k(
        'Larkspur Vehicle Finance\nLoan agreement no Registration Default notice Pay by\n6349 2575 UK59 UXV 10/11/2025 17/12/2025\nYOUR VEHICLE WILL BE REPOSSESSED\nWe intend to take possession of the vehicle.',
        'Larkspur Vehicle Finance Ltd',
        'loan',
      ),
    ).toMatchObject({ kind: 'final_demand', stage: 3 });
  });
});

describe('kinds of the eighth fresh set (issue 16)', () => {
  const k = (t: string, c: string, type: string) => classifyKind(t, c, type);
  it('an interim charging order is past the judgment', () => {
    expect(
      k(
        'Pennock Hartwell LLP\nINTERIM CHARGING ORDER - NOTICE OF HEARING\nOn 12/04/2025 a District Judge made an interim charging order over your home.',
        'Pennock Hartwell LLP',
        'debt_collection',
      ),
    ).toMatchObject({ kind: 'judgment', stage: 3 });
  });
  it('a pawnbroker’s notice that the pledge will be sold is the last step', () => {
    expect(
      k(
        'Quickcash Pawnbrokers Ltd\nNOTICE OF INTENTION TO SELL PLEDGE\nDear Ms Hale,',
        'Quickcash Pawnbrokers Ltd',
        'loan',
      ),
    ).toMatchObject({ stage: 3 });
    expect(
      classifyStage(
        'Unless you redeem it by paying £186.49 on or before 1 November 2025, the item will be sold.',
      ),
    ).toBe(3);
  });
});

describe('kinds of the ninth fresh set (issue 16)', () => {
  it('a clamping order and a direct recovery of debts are enforcement under way', () => {
    expect(
      classifyKind(
        "Holstow Magistrates' Court\nCLAMPING ORDER - YOUR VEHICLE HAS BEEN CLAMPED\nDear Mr Hale,",
        "Holstow Magistrates' Court",
        'court',
      ),
    ).toMatchObject({ kind: 'fine_notice', stage: 3 });
    expect(
      classifyKind(
        'HM Revenue and Customs\nDirect recovery of debts\nWe have placed a hold on your accounts.',
        'HM Revenue and Customs',
        'normal',
      ),
    ).toMatchObject({ kind: 'notice_of_enforcement', stage: 3 });
  });
});

describe('kinds of the twelfth fresh set (issue 16)', () => {
  it('a judgment office’s notice of intent to enforce, and its examination appointment, are enforcement', () => {
    expect(
      classifyKind(
        'Enforcement of Judgments Office\nNotice of intent to enforce a judgment\nTo the judgment debtor named above:',
        'Enforcement of Judgments Office',
        'court',
      ),
    ).toMatchObject({ kind: 'notice_of_enforcement', stage: 3 });
    expect(
      classifyKind(
        'Enforcement of Judgments Office\nNotice of appointment for examination\nDear Dr Tremayne,',
        'Enforcement of Judgments Office',
        'court',
      ),
    ).toMatchObject({ kind: 'enforcement_visit', stage: 3 });
  });
  it('a summons to a fine default hearing is a summons, not a fine notice', () => {
    expect(
      classifyKind(
        "Brackworth Magistrates' Court\nNotice of fine default hearing\nDear Miss Iverson,",
        "Brackworth Magistrates' Court",
        'court',
      ),
    ).toMatchObject({ kind: 'summons', stage: 3 });
  });
  it('a free-flow crossing’s unpaid toll notice is a penalty charge; its increased charge notice a follow-up', () => {
    expect(
      classifyKind(
        'Wexcombe Tolling Services\nNotice of unpaid crossing toll\nOur cameras recorded vehicle XB52 TMP using the tunnel.',
        'Wexcombe Tolling Services Ltd',
        'parking',
      ),
    ).toMatchObject({ kind: 'penalty_charge_notice', stage: 1 });
    expect(
      classifyKind(
        'Bridgewater Crossings\nNotice of Increased Charge\nOn 12 Oct 2025 we sent you an Unpaid Toll Charge Notice for vehicle MW68 GEC.',
        'Bridgewater Crossings Ltd',
        'parking',
      ),
    ).toMatchObject({ kind: 'reminder', stage: 2 });
  });
  it('a closed account’s final bill is the first demand for its sum', () => {
    expect(
      classifyKind(
        'Northgate Connect Limited\nFINAL BILL - ACCOUNT CLOSED\nYour package ended at your request. We sent you a prepaid returns pack, but the router has not reached us.',
        'Northgate Connect Limited',
        'utility',
      ),
    ).toMatchObject({ kind: 'first_demand', stage: 1 });
  });
  it('a table row with a figure is not a title, but a heading with a stray digit from a scan still is', () => {
    const rows = [
      'Monthly repayment £20.10',
      'Repayments taken from your pay 7',
      'Repayments missed since you left 2',
    ];
    expect(findTitle(rows, null)).toBeNull();
    expect(
      findTitle(
        ['Date: 24 January 2025', 'Fixed penalty notice for vehicle HY41 GLA 3', 'Dear Miss Hartwell,'],
        null,
      )?.line,
    ).toBe('Fixed penalty notice for vehicle HY41 GLA 3');
  });
});

describe('kinds of the fourteenth fresh set (issue 16)', () => {
  it('a Single Justice Procedure Notice starts a prosecution: a summons, titled or enclosed', () => {
    expect(
      classifyKind(
        'Northgate Rail Ltd\nNotice of prosecution - Single Justice Procedure\nDear Miss Iverson,',
        'Northgate Rail Ltd',
        'court',
      ),
    ).toMatchObject({ kind: 'summons', stage: 3 });
    expect(
      classifyKind(
        'Redmarsh Rail Services\nYour railway journey on 02/05/2025\nDear Miss Whitcombe,\nWe wrote to you on 18/05/2025 about your journey. We enclose a Single Justice Procedure Notice and written charge.',
        'Redmarsh Rail Services',
        'court',
      ),
    ).toMatchObject({ kind: 'summons', stage: 3 });
  });
  it("a Scottish court's enforcement order on a fine is enforcement, not an enforcement agent's update", () => {
    expect(
      classifyKind(
        'Inverlochy Sheriff Court\nEnforcement order - action I intend to take\nDear Mr Quayle,\nI wrote to you on 1 December 2025.',
        'Inverlochy Sheriff Court',
        'court',
      ),
    ).toMatchObject({ kind: 'fine_notice', stage: 3 });
  });
  it('a loan agreement "ended" is terminated, by its title or its words', () => {
    expect(
      classifyKind(
        'Brightwater Home Collected Credit Ltd\nNotice: loan agreement ended - balance due\nDear Miss Jardine,',
        'Brightwater Home Collected Credit Ltd',
        'loan',
      ),
    ).toMatchObject({ kind: 'termination_notice', stage: 3 });
    expect(fallbackKind(3, 'loan', 'The arrears were not paid, so we have now ended your agreement.')).toBe(
      'termination_notice',
    );
  });
});

describe('kinds of the fifteenth fresh set (issue 16)', () => {
  it('a notice of intention to remove a boat is final; a letter under the Practice Direction on Pre-Action Conduct is a Letter of Claim', () => {
    expect(
      classifyKind(
        'Upper Ivel Navigation Trust\nNotice of intention to remove your boat\nDear Mr Okonedo,',
        null,
        'normal',
      ),
    ).toMatchObject({ stage: 3 });
    expect(
      fallbackKind(
        3,
        'debt_collection',
        'This letter is sent in accordance with the Practice Direction on\nPre-Action Conduct; if you dispute any sum, tell us.',
      ),
    ).toBe('letter_of_claim');
  });
});

describe('a department line under the letterhead names no document (issue 16, seventeenth set)', () => {
  it('"Corporate Debt Recovery (Housing Benefit)" is the team, the invoice is a first demand', () => {
    const text = [
      'Fenmoor',
      'City Council',
      'Corporate Debt Recovery (Housing Benefit)',
      'Invoice no.: 64019670',
      'Sundry debtor invoice',
      'Dear Dr Jardine,',
      'We have decided that you were paid too much Housing Benefit. Total due £757.45',
      'Please pay the total due of £757.45 within 28 days.',
    ].join('\n');
    expect(findTitle(text.split('\n'), 'Fenmoor City Council')?.line).not.toBe(
      'Corporate Debt Recovery (Housing Benefit)',
    );
    expect(classifyKind(text, 'Fenmoor City Council', 'normal')).toMatchObject({
      kind: 'first_demand',
      stage: 1,
    });
  });
});

describe('a licence ended for arrears (issue 16, eighteenth set)', () => {
  it('"Termination of your garage licence" and a notice to quit are termination notices', () => {
    const text = (title: string) =>
      `Borough of Norstow Council\nGarage rent account\nGAR496595\n${title}\nDear Ms Nakamura,\nYour licence of Garage D14 will end on 13 July 2025. Arrears now due £174.62`;
    expect(
      classifyKind(text('Termination of your garage licence'), 'Borough of Norstow Council', 'normal'),
    ).toMatchObject({
      kind: 'termination_notice',
      stage: 3,
    });
    expect(classifyKind(text('Notice to quit'), 'Borough of Norstow Council', 'normal').stage).toBe(3);
  });
});

describe('a possession pre-action protocol letter (issue 16, eighteenth set)', () => {
  it('is a letter of claim', () => {
    const text =
      'Marlow Vale Secured Loans\nPOSSESSION PROCEEDINGS: PRE-ACTION PROTOCOL LETTER\nDear Mx Lindqvist,\nTotal arrears £2,527.45';
    expect(classifyKind(text, 'Marlow Vale Secured Loans plc', 'mortgage')).toMatchObject({
      kind: 'letter_of_claim',
      stage: 3,
    });
  });
});

describe('the twenty-second fresh set (issue 16)', () => {
  it('an invoice for the charges of an agreement that ended early under its terms is a first demand', () => {
    const text =
      'Northgate Drive Benefits Ltd\nINVOICE - EARLY TERMINATION OF YOUR CAR AGREEMENT\nDear Mr Okafor,\nYour employment ended on 2 November 2025, so the agreement ended early under its terms.\nEarly termination charge: 3 months rentals £1,238.79\nPlease pay £1,507.34 within 30 days.';
    const k = classifyKind(text, 'Northgate Drive Benefits Ltd', 'normal');
    expect(k.kind).toBe('first_demand');
    expect(k.stage).toBe(1);
  });
});

describe('the twenty-third fresh set (issue 16)', () => {
  it("a school attendance penalty notice is a fine's notice; its follow-up after the reduction ended, a reminder", () => {
    const notice =
      'Council of the Borough of Garfield\nPenalty notice no. 8528 4418\nPENALTY NOTICE - SCHOOL ATTENDANCE\nDear Mrs Pritchard,\nThe penalty is £160.00.';
    expect(classifyKind(notice, 'Council of the Borough of Garfield', 'normal')).toMatchObject({
      kind: 'fine_notice',
      stage: 1,
    });
    const after =
      'Council of the Borough of Larkstow\nPenalty notice - the reduced rate has now ended\nDear Miss Adeyemi,\nOn 10 August 2025 we issued penalty notice PN452440 to you. The full penalty of £160.00 is now payable.';
    expect(classifyKind(after, 'Council of the Borough of Larkstow', 'normal')).toMatchObject({
      kind: 'reminder',
      stage: 2,
    });
    // A penalty charge notice stays one.
    expect(classifyKind('PENALTY CHARGE NOTICE\nVehicle AB12 CDE', 'Elmcombe Council', 'parking').kind).toBe(
      'penalty_charge_notice',
    );
  });
});

describe('a council tax charging order is no judgment', () => {
  it("the council's warning of a charging order under the council tax regulations is read as past the liability orders", () => {
    const t =
      "COUNCIL TAX: CHARGING ORDER ON YOUR PROPERTY\nBrimfield Magistrates' Court has made 2 liability orders against you for unpaid council tax. The Council may, under regulation 50 of the Council Tax (Administration and Enforcement) Regulations 1992, apply to the County Court for a charging order on the property.";
    expect(classifyKind(t, 'Council of the Borough of Thornworth', 'council_tax').kind).toBe(
      'liability_order',
    );
    // A judgment creditor's charging order stays a judgment's.
    expect(
      classifyKind(
        'Interim charging order\nThe court has made an interim charging order on your home.',
        'Ashcombe Bank plc',
        'loan',
      ).kind,
    ).toBe('judgment');
  });
});
