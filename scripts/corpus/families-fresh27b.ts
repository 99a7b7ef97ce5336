/** The twenty-sixth fresh set, part b: written blind (by a writer who had not read the extractor). */
import type { Family } from './family-kit';
import type { Spec, Block } from './compose';
import {
  address,
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  web,
  type Rng,
} from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  regLine,
  truth,
  round2,
  oOrI,
  signatory,
  host,
  type Ctx,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W277 Scottish property factor: common charges for a tenement or development
// ------------------------------------------------------------------------------------------------------------

const scotReg = (r: Rng) =>
  `Registered in Scotland, company no. SC${r.digits(6)}. Registered office: ${officeAddress(r)}.`;

/** Two surnames as a Scottish firm's name (solicitors, sheriff officers). */
function firmName(r: Rng, suffixes: string[]): string {
  const a = person(r).last;
  let b = person(r).last;
  if (b === a) b = 'Rutherford' === a ? 'Jardine' : 'Rutherford';
  return `${a}${pick(r, [' ', ' & '])}${b}${pick(r, suffixes)}`;
}

interface FactorCharges {
  rows: string[][];
  total: number;
  periodFrom: Date;
  periodTo: Date;
  owners: number;
}

/** The owner's share of one quarter's common charges, block cost beside each share. */
function factorCharges(c: Ctx, r: Rng, invDate: Date, tenement: boolean): FactorCharges {
  const owners = pick(r, tenement ? [4, 6, 8, 8, 10] : [12, 18, 24, 36]);
  const periodTo = addDays(invDate, -r.int(3, 18));
  const periodFrom = addDays(periodTo, -r.int(89, 91));
  const rows: string[][] = [];
  let total = 0;
  const add = (item: string, block: number | null, share: number) => {
    rows.push([item, block === null ? '' : fmtMoney(block), fmtMoney(share)]);
    total = round2(total + share);
  };
  const perOwner = (block: number) => round2(block / owners);
  if (tenement) {
    const clean = round2(owners * pick(r, [8.5, 9.75, 11, 12.4]) * 6.5);
    add(
      pick(r, ['Stair cleaning (fortnightly)', 'Close and stair cleaning', 'Common stair cleaning']),
      clean,
      perOwner(clean),
    );
    const elec = r.money(38, 140);
    add('Common close lighting (electricity)', elec, perOwner(elec));
  } else {
    const land = r.money(900, 2600);
    add(
      pick(r, ['Landscaping and grounds maintenance', 'Grass cutting and shrub beds']),
      land,
      perOwner(land),
    );
    const clean = r.money(600, 1800);
    add('Common stairwell cleaning and window cleaning', clean, perOwner(clean));
    const elec = r.money(140, 520);
    add('Common lighting and door entry (electricity)', elec, perOwner(elec));
  }
  if (r.chance(0.7)) {
    const job = pick(r, [
      'Roof: replace slipped slates, clear rhones',
      'Rhones and downpipes cleared (cherry picker)',
      'Controlled entry door: new lock and handset',
      'Back court: tree work and bulk uplift',
      'Close redecoration (walls and banister)',
      'Timber treatment to common stair',
      'Emergency leak repair to common pipework',
    ]);
    const cost = r.money(tenement ? 220 : 600, tenement ? 3400 : 6200);
    add(job, cost, perOwner(cost));
  }
  if (r.chance(0.6)) {
    const ins = r.money(tenement ? 1800 : 9000, tenement ? 5200 : 24000);
    add('Buildings insurance (annual premium; 1/4 billed)', ins, round2(perOwner(ins) / 4));
  }
  const fee = pick(r, [28.5, 31.2, 36, 39.75, 42]);
  add(`Management fee (incl. VAT at 20%)`, null, round2(fee * 1.2));
  if (r.chance(0.25)) add('Floating fund top-up', null, pick(r, [25, 50, 75]));
  rows.push([`Total for the quarter`, '', fmtMoney(total)]);
  return { rows, total, periodFrom, periodTo, owners };
}

/**
 * A Scottish property factor's common charges for a tenement close or a modern development, in one of five letters:
 *  - the factor's quarterly common charges invoice (invoice layout with a reference grid and a tear-off slip, or a
 *    letter with an "Amount due" box): amount = total for the quarter; the block costs beside each share, the
 *    floating fund held and the insurance sum insured are not it. First bill: stage 1, kind first_demand.
 *  - a reminder: a first reminder (only the invoice before it: stage 1, kind reminder) or a second reminder that
 *    refers to the factor's earlier reminder (stage 2, kind reminder). Amount = balance now overdue, including a
 *    late payment charge already added; the charge the next letter would add is a future fee.
 *  - the factor's final notice under its debt recovery procedure (stage 3, final_demand): statement table, a
 *    payment received, both late charges; the Notice of Potential Liability registration fee is a future fee.
 *  All three are 'normal' (an overdue account from a business) and the factor is the creditor; the owner account
 *  number is what they ask to be quoted (the invoice number, the PF registration number, the insurance policy and
 *  the factor's bank account are distractors).
 *  - the factor's solicitors: a final letter before raising a simple procedure action (stage 3, letter_of_claim).
 *    Open choice: the solicitors write on the factor's behalf and ask to be paid to their client account, so per
 *    the README the creditor is the solicitors' firm, debtType 'debt_collection', their own reference the
 *    accountNumber (the factor's owner account is a client reference). Amount = total now due including the
 *    interest they have calculated; court fees and expenses are future.
 *  - sheriff officers instructed to enforce a simple procedure decree for the factor, before serving a charge
 *    (stage 3, notice_of_enforcement, 'bailiff'): creditor the sheriff officers (they ask to be paid), their
 *    reference the accountNumber (the court case reference is a case number), amount = total due to them.
 */
const factorCommonCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const fac = company(
    r,
    ['Property Factors', 'Property Management', 'Factoring', 'Residential Factors'],
    pick(r, [' Ltd', ' Limited']),
  );
  const pf = `PF000${r.digits(3)}`;
  const acct = pick(r, [
    `${r.letters(3, 'KGMDLT')}/${r.digits(4)}/${r.digits(2)}`,
    `${r.digits(5)}-${r.digits(2)}`,
    `OW${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(3)}.${r.digits(3)}.${r.digits(2)}`,
  ]);
  const tenement = r.chance(0.6);
  const flat = tenement
    ? pick(r, ['0/1', '0/2', '1/1', '1/2', '2/1', '2/2', '3/1', '3/2', 'G/L', 'G/R', '1F2', '2F1', '3F1'])
    : pick(r, ['1', '4', '7', '12', '15', '23', '31']);
  const resident = r.chance(0.6);
  const pa = resident ? c.addr : address(r);
  const devName = tenement ? '' : `${place(r)} ${pick(r, ['Court', 'Gardens', 'Quay', 'Park', 'Wynd'])}`;
  const property = tenement ? `Flat ${flat}, ${pa[0]}, ${pa[1]}` : `${flat} ${devName}, ${pa[1]}`;
  const recipient = resident
    ? tenement
      ? [rcpt(c)[0], `Flat ${flat}`, ...c.addr]
      : [rcpt(c)[0], `${flat} ${devName}`, ...c.addr.slice(1)]
    : rcpt(c);
  const dev = tenement ? `the tenement at ${pa[0]}, ${pa[1]}` : `${devName}, ${pa[1]}`;
  const facSub = [
    officeAddress(r),
    `${phone(r)}  accounts@${host(fac.name)}`,
    `Registered property factor ${pf}`,
  ];
  const facFoot = [
    `${fac.name} is registered as a property factor (registration no. ${pf}) under the Property Factors (Scotland) Act 2011 and follows the Code of Conduct for Property Factors. ${scotReg(r)}`,
  ];
  const facCols: [string, string] = [
    `If you are unhappy with our service, please use our complaints procedure (see our Written Statement of Services). If we do not resolve your complaint you may apply to the First-tier Tribunal for Scotland (Housing and Property Chamber).`,
    `Bank transfer: sort code ${sortCode(r)}, account ${r.digits(8)}, ${fac.name} client account. Please always quote your owner account number, not the invoice number.`,
  ];
  const roll = r.next();
  // The quarterly invoice this letter chases (its own date for the invoice itself), far enough back for the reminders.
  const invDate = roll < 0.26 ? c.date : addDays(c.date, roll < 0.52 ? -r.int(44, 70) : -r.int(75, 100));
  const invNo = pick(r, [`INV${r.digits(6)}`, `${r.digits(7)}`, `SI-${r.digits(5)}`]);
  const ch = factorCharges(c, r, invDate, tenement);
  const floatHeld = pick(r, [100, 150, 200, 250, 300]);
  const policy = `${r.letters(3, 'BPHC')}${r.digits(7)}`;
  const shareLine = `1/${ch.owners} share`;
  const sig = signatory(r, [
    'Credit Control',
    'Accounts Administrator',
    'Property Manager',
    'Credit Controller',
  ]);

  // ---- the factor's own quarterly invoice
  if (roll < 0.26) {
    const due = addDays(c.date, 28);
    const invLayout = r.chance(0.5);
    const inv = { date: c.date };
    const body: Block[] = [
      ...(invLayout ? [] : [dear(c)]),
      {
        kv: [
          ['Property:', property],
          ['Your share:', `${shareLine} (title deeds / Deed of Conditions)`],
          ['Period:', `${D(c, ch.periodFrom)} to ${D(c, ch.periodTo)}`],
        ],
      },
      ...(invLayout
        ? []
        : [
            {
              p: `Please find below your share of the common charges for ${dev} for the quarter. Charges are shared among the ${ch.owners} owners in terms of your title deeds.`,
            },
          ]),
      {
        grid: ch.rows,
        header: ['Common charges', tenement ? 'Whole close' : 'Whole development', 'Your share'],
        widths: [0.56, 0.22, 0.22],
      },
      ...(invLayout ? [{ amountBox: ['Amount due', fmtMoney(ch.total)] as [string, string] }] : []),
      {
        p: `Payment is due within 28 days, by ${D(c, due)}. Please quote your owner account number ${acct} with your payment. The floating fund of ${fmtMoney(floatHeld)} we hold for you is not used to pay quarterly charges.`,
      },
      {
        small: `Buildings insurance is arranged under the common policy ${policy}; a copy of the schedule is on the owners' portal. Repairs over the delegated spending limit are only instructed after owners have been consulted, as our Written Statement of Services explains.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head: fac.head,
      logoMark: pick(r, ['shield', 'bars', undefined] as const),
      sub: facSub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient,
      panel: invLayout
        ? []
        : [
            ['Owner account', acct],
            ['Invoice no.', invNo],
            ['Date', D(c, inv.date)],
          ],
      panelBoxed: r.chance(0.5),
      owe: invLayout
        ? undefined
        : { label: 'Amount due', amount: fmtMoney(ch.total), note: `Pay by ${D(c, due)}` },
      refGrid: invLayout
        ? [
            ['Owner account', acct],
            ['Invoice no.', invNo],
            ['Invoice date', D(c, c.date)],
            ['Due date', D(c, due)],
          ]
        : undefined,
      title: pick(r, [
        'COMMON CHARGES INVOICE',
        'Quarterly Common Charges',
        "Owner's Invoice - Common Charges",
      ]),
      titleStyle: invLayout ? pick(r, ['rule', 'banner'] as const) : 'plain',
      body,
      closing: invLayout ? undefined : 'Yours sincerely',
      sign: invLayout ? [] : [sig[0], sig[1], fac.name],
      slip: invLayout
        ? {
            title: `Remittance - ${fac.name}`,
            rows: [
              ['Owner account', acct],
              ['Amount due', fmtMoney(ch.total)],
            ],
          }
        : undefined,
      footer: facFoot,
      footerCols: invLayout ? undefined : facCols,
    };
    return { spec, truth: truth(fac.name, ch.total, acct, 'normal', 1, 'first_demand', c, due) };
  }

  const late1 = pick(r, [0, 10, 12, 15, 20]);
  const late2 = pick(r, [25, 30, 35, 40]);

  // ---- reminder (first: stage 1; second, after our earlier reminder: stage 2)
  if (roll < 0.52) {
    const second = r.chance(0.6);
    const rem1 = addDays(invDate, r.int(32, 38));
    const bal = round2(ch.total + (second ? late1 : 0));
    const pay = addDays(c.date, 14);
    const rows: string[][] = [
      [`Invoice ${invNo} (quarter to ${D(c, ch.periodTo)})`, D(c, invDate), fmtMoney(ch.total)],
      ...(second && late1 ? [['Late payment charge', D(c, rem1), fmtMoney(late1)]] : []),
      ['Balance now overdue', '', fmtMoney(bal)],
    ];
    const stacked = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: fac.head,
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      sub: facSub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient,
      panel: [
        ['Owner account', acct],
        ['Property', tenement ? `Flat ${flat}, ${pa[0]}` : `${flat} ${devName}`],
        ['Date', D(c, c.date)],
      ],
      panelStacked: stacked,
      panelBoxed: !stacked || r.chance(0.5),
      title: second
        ? pick(r, ['SECOND REMINDER - COMMON CHARGES', 'Common charges: second reminder'])
        : pick(r, ['Reminder - common charges unpaid', 'PAYMENT REMINDER']),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: second
            ? `We wrote to you on ${D(c, rem1)} to remind you that invoice ${invNo} for your share of the common charges at ${dev} was overdue. We have still not received payment${late1 ? `, and a late payment charge has been added as set out in our Written Statement of Services` : ''}.`
            : `Our records show that invoice ${invNo}, issued on ${D(c, invDate)} for your share of the common charges at ${dev}, has not been paid. It was due within 28 days.`,
        },
        { grid: rows, header: ['Item', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] },
        {
          p: `Please pay ${fmtMoney(bal)} by ${D(c, pay)}, quoting your owner account number ${acct}. If you cannot pay in one sum, contact us to agree a payment plan. If you think any charge is wrong, please tell us now so that we can look into it.`,
        },
        {
          p: second
            ? `If the account is not paid or a plan agreed, we will issue a final notice and a further charge of ${fmtMoney(late2)} will be added. Our debt recovery procedure is available on request, in line with section 4 of the Code of Conduct for Property Factors.`
            : `Our debt recovery procedure, which we follow under the Code of Conduct for Property Factors, is available on request. Unpaid common charges affect all owners, as repairs can only be instructed with funds in hand.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [sig[0], sig[1], `for ${fac.name}`],
      footer: facFoot,
      footerCols: r.chance(0.5) ? facCols : undefined,
    };
    return {
      spec,
      truth: truth(fac.name, bal, acct, 'normal', second ? 2 : 1, 'reminder', c, pay),
    };
  }

  const rem1 = addDays(invDate, r.int(30, 34));
  const rem2 = addDays(rem1, r.int(14, 18));
  const part = r.chance(0.35) ? round2(Math.floor(ch.total * pick(r, [0.25, 0.4, 0.5]))) : 0;
  const fl1 = late1 || 15;
  const factorBal = round2(ch.total + fl1 + late2 - part);
  const nplc = pick(r, [60, 75, 90]);

  // ---- the factor's final notice
  if (roll < 0.74) {
    const pay = addDays(c.date, 14);
    const rows: string[][] = [
      [`Invoice ${invNo}`, D(c, invDate), fmtMoney(ch.total)],
      ['Late payment charge (first reminder)', D(c, rem1), fmtMoney(fl1)],
      ...(part ? [['Payment received - thank you', D(c, addDays(rem1, 6)), `-${fmtMoney(part)}`]] : []),
      ['Late payment charge (second reminder)', D(c, rem2), fmtMoney(late2)],
      ['Balance now due', '', fmtMoney(factorBal)],
    ];
    const spec: Spec = {
      face: c.face,
      head: fac.head,
      headBand: r.chance(0.4),
      sub: facSub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient,
      panel: [
        ['Owner account', acct],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, [
        'FINAL NOTICE',
        'FINAL NOTICE - COMMON CHARGES ARREARS',
        'Final notice before recovery action',
      ]),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { h: `Property: ${property}` },
        {
          p: `Despite our reminders of ${D(c, rem1)} and ${D(c, rem2)}, your share of the common charges remains unpaid. Other owners at ${dev} have paid their shares and the common repairs have been carried out.`,
        },
        { grid: rows, header: ['Account', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] },
        {
          boxed: [
            `Unless the balance now due of ${fmtMoney(factorBal)} is paid in full by ${D(c, pay)}, we will instruct our solicitors to raise a court action against you in the Sheriff Court without further notice.`,
          ],
        },
        {
          p: `We may also register a Notice of Potential Liability for Costs against your property in the Land Register, so that a buyer could be liable for the debt; the registration cost (currently ${fmtMoney(nplc)}) would be added to your account. Under the Deed of Conditions the other owners may be asked to meet your unpaid share meanwhile.`,
        },
        {
          small: `This notice is sent under our debt recovery procedure, as required by the Code of Conduct for Property Factors issued under the Property Factors (Scotland) Act 2011. Please quote owner account ${acct}. If you are having difficulty paying, contact us now; free advice is available from Citizens Advice Scotland.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [sig[0], sig[1], fac.name],
      footer: facFoot,
    };
    return { spec, truth: truth(fac.name, factorBal, acct, 'normal', 3, 'final_demand', c, pay) };
  }

  const town = place(r);
  // ---- the factor's solicitors
  if (roll < 0.92) {
    const sol = firmName(r, [' LLP', ' LLP', ' WS', '']);
    const ref = pick(r, [
      `${sol.slice(0, 1)}${r.letters(2, 'DRCL')}/${r.digits(5)}/${c.who.last.slice(0, 3).toUpperCase()}`,
      `DR${r.digits(6)}`,
      `${r.digits(4)}/${r.digits(3)}${oOrI(r)}`,
    ]);
    const fromD = addDays(invDate, 28);
    const days = Math.round((c.date.getTime() - fromD.getTime()) / 86400000);
    const interest = round2((factorBal * 0.08 * days) / 365);
    const total = round2(factorBal + interest);
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: [sol],
      sub: [
        pick(r, [
          'Solicitors & Notaries',
          'Solicitors - Debt Recovery Department',
          'Solicitors and Estate Agents',
        ]),
        officeAddress(r),
        `DX ${r.digits(6)}  ${phone(r)}`,
      ],
      headAlign: pick(r, ['center', 'right', 'left'] as const),
      recipient,
      panel: [
        ['Our ref', ref],
        ['Client account', acct],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: pick(r, [
        `Re: ${tenement ? `Flat ${flat}, ${pa[0]}` : `${flat} ${devName}`} - common charges`,
        'Common charges arrears: final demand before court action',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${fac.name}, the property factor for ${dev}. Our clients tell us that you are the owner of ${property} and that your share of the common charges has not been paid despite their reminders and final notice. They have followed their debt recovery procedure under the Code of Conduct for Property Factors and have now instructed us.`,
        },
        {
          kv: [
            ['Common charges and late charges', fmtMoney(factorBal)],
            [`Interest at 8% a year from ${D(c, fromD)}`, fmtMoney(interest)],
            ['Total now due', fmtMoney(total)],
          ],
        },
        {
          p: `Unless the total now due of ${fmtMoney(total)} is paid to us by ${D(c, pay)}, we are instructed to raise a simple procedure claim against you at ${town} Sheriff Court without further notice. If decree is granted, court fees and expenses will be added and our clients may use diligence, such as an arrestment of your bank account or wages, to recover the sum.`,
        },
        {
          p: `Payment may be made to our client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}. If you dispute the charges, please tell us in writing with your reasons now.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [sol],
      footer: [
        `${sol} is regulated by the Law Society of Scotland. ${r.chance(0.5) ? `A list of partners is available at our office.` : `Registered in Scotland as a limited liability partnership, no. SO${r.digits(6)}.`} We are acting to recover a debt and any information obtained will be used for that purpose.`,
      ],
    };
    return { spec, truth: truth(sol, total, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  // ---- sheriff officers enforcing a decree
  const so = firmName(r, [' LLP', ' Ltd', '']);
  const ref = pick(r, [
    `${r.letters(2, 'SOCD')}${r.digits(6)}`,
    `${r.digits(6)}/${r.letters(1, 'ABCDK')}`,
    `E${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const caseRef = `SP${r.digits(4)}/${pick(r, ['24', '25'])}`;
  const decree = addDays(c.date, -r.int(20, 40));
  const expenses = r.money(60, 180);
  const interest = r.money(8, 46);
  const total = round2(factorBal + expenses + interest);
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: [so.toUpperCase()],
    sub: ['Sheriff Officers and Messengers-at-Arms', officeAddress(r), `${phone(r)}  ${web(so)}`],
    headAlign: 'center',
    logoMark: 'shield',
    recipient,
    panel: [],
    refGrid: [
      ['Our reference', ref],
      ['Court reference', caseRef],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, ['INTIMATION OF DECREE', 'DECREE FOR PAYMENT: NOTICE BEFORE CHARGE']),
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `On ${D(c, decree)}, at ${town} Sheriff Court, decree was granted against you in the simple procedure case brought by ${fac.name}, property factors, for unpaid common charges for ${property}. We hold the extract decree and have been instructed to enforce it.`,
      },
      {
        grid: [
          ['Sum decerned for', fmtMoney(factorBal)],
          ['Interest at 8% a year to date', fmtMoney(interest)],
          ['Expenses awarded by the court', fmtMoney(expenses)],
          ['Total due', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Pay the total due of ${fmtMoney(total)} to us within 14 days, by ${D(c, pay)}, quoting our reference ${ref}. If you do not, we will serve a Charge for Payment on you, and when it expires we may arrest money in your bank account or your earnings without further warning. Our fees for serving the charge and for any diligence will be added to what you owe.`,
      },
      {
        small: `You may be able to apply to the court for a time to pay direction or order. Free advice is available from Citizens Advice Scotland or a money adviser. Payments: online at ${web(so)} or by card on ${phone(r)}.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Sheriff Officer', 'Messenger-at-Arms']), so],
    footer: [
      `${so}, Sheriff Officers and Messengers-at-Arms. ${officeAddress(r)}. Members of the Society of Messengers-at-Arms and Sheriff Officers.`,
    ],
  };
  return { spec, truth: truth(so, total, ref, 'bailiff', 3, 'notice_of_enforcement', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W278 Council civil penalty to a private landlord (Housing Act 2004, s.249A)
// ------------------------------------------------------------------------------------------------------------

interface Offence {
  short: string;
  /** As it reads after "for": the offence in a running sentence. */
  what: string;
  text: string;
  licence: '' | 'HMO' | 'selective';
}
const OFFENCES: Offence[] = [
  {
    short: 'Control or management of an unlicensed HMO',
    what: 'controlling or managing an unlicensed HMO',
    text: 'having control of or managing a house in multiple occupation that was required to be licensed under Part 2 of the Housing Act 2004 but was not licensed (section 72(1))',
    licence: 'HMO',
  },
  {
    short: 'Unlicensed house (selective licensing)',
    what: 'controlling or managing a house that needed a selective licence but was not licensed',
    text: 'having control of or managing a house in the selective licensing area that was required to be licensed under Part 3 of the Housing Act 2004 but was not licensed (section 95(1))',
    licence: 'selective',
  },
  {
    short: 'Failure to comply with an improvement notice',
    what: 'failing to comply with an improvement notice',
    text: 'failing, without reasonable excuse, to comply with an improvement notice served under Part 1 of the Housing Act 2004 (section 30(1))',
    licence: '',
  },
  {
    short: 'Breach of HMO management regulations',
    what: 'failing to comply with the HMO management regulations',
    text: 'failing to comply with the Management of Houses in Multiple Occupation (England) Regulations 2006 (section 234(3) of the Housing Act 2004)',
    licence: 'HMO',
  },
];

const STARTS: Record<string, number[]> = {
  Low: [1000, 2500, 4000],
  Medium: [2500, 5000, 7500],
  High: [5000, 10000, 15000],
  'Very high': [10000, 17500, 25000],
};

/**
 * A council's civil penalty (financial penalty under section 249A of the Housing Act 2004, inserted by the Housing and
 * Planning Act 2016) to a private landlord: unlicensed HMO, unlicensed house under selective licensing, a failed
 * improvement notice or a breach of the HMO management regulations. The notice of intent is not a demand and is not
 * generated; three letters are:
 *  - the Final Notice (statutory form with numbered sections, or a letter with a reference grid and a penalty box).
 *    Open choice: it is the first letter that asks for payment, but its statutory title is "Final Notice" and the
 *    README lists a final notice as stage 3, so stage 3, kind final_demand. Amount = the financial penalty (the
 *    notice of intent's proposed figure, the starting point, aggravating/mitigating lines, the £30,000 maximum and a
 *    separate notice for another offence are distractors). Reference = the notice number.
 *  - a reminder after the payment period passed (stage 2, kind reminder): from the housing team quoting the notice
 *    number, or from the council's income team quoting the sundry-debt invoice number (then the notice number is a
 *    distractor). Amount = balance outstanding after any part payment; the instalment offered is not it.
 *  - the council's Legal Services' final letter before recovery "as if payable under an order of the county court"
 *    (stage 3, final_demand), quoting its own reference (the notice and invoice numbers are distractors).
 * The creditor is always the council (Legal Services is a department of it, not an agent). debtType: the README has no
 * council-penalty type other than parking; a landlord penalty is an ordinary sum owed to a public body, 'normal'.
 * The property address, licence application number, improvement notice number, UPRN and offence dates are distractors.
 */
const landlordCivilPenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const dept = pick(r, [
    'Private Sector Housing',
    'Housing Standards and Licensing',
    'Environmental Health - Private Housing',
    'Regulatory Services (Housing Enforcement)',
  ]);
  const off = pick(r, OFFENCES);
  const prem = address(r);
  const premises = `${pick(r, ['', '', `Flat ${r.int(1, 6)}, `])}${prem[0]}, ${prem[1]}, ${prem[3]}`;
  const uprn = r.digits(12);
  const yy = String(c.date.getUTCFullYear()).slice(2);
  const noticeNo = pick(r, [
    `FP/${yy}/${r.digits(4)}`,
    `CPN${r.digits(6)}`,
    `PSH-${r.digits(5)}`,
    `HCP/${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const licApp = off.licence ? (off.licence === 'HMO' ? `HMO/APP/${r.digits(5)}` : `SL-${r.digits(6)}`) : '';
  const inRef = `IN/${r.digits(4)}/${pick(r, ['23', '24'])}`;
  const occupiers = r.int(5, 9);
  const households = Math.min(occupiers, r.int(5, 7));
  const culp = pick(r, Object.keys(STARTS));
  const harmI = r.int(0, 2);
  const harm = ['Category 3 (low)', 'Category 2 (medium)', 'Category 1 (high)'][harmI];
  const start = STARTS[culp][harmI];
  const aggr = pick(r, [0, 500, 1000, 1500, 2500]);
  // Reductions stay small beside the starting point, so the penalty is never below about half of it.
  const mitig = Math.min(pick(r, [0, 500, 750, 1000]), Math.round((start * 0.3) / 250) * 250);
  const repsCut = r.chance(0.45)
    ? Math.min(pick(r, [250, 500, 1000, 1500]), Math.round((start * 0.2) / 250) * 250)
    : 0;
  const penalty = start + aggr - mitig - repsCut;
  const proposed = start + aggr - mitig;
  const roll = r.next();
  // Dates run back from this letter: the final notice (this letter, or weeks before), the notice of intent, the offence.
  const fnDate = roll < 0.4 ? c.date : addDays(c.date, roll < 0.72 ? -r.int(45, 80) : -r.int(80, 125));
  const noiDate = addDays(fnDate, -r.int(35, 60));
  const offEnd = addDays(noiDate, -r.int(40, 80));
  const offStart = addDays(offEnd, -r.int(60, 400));
  const housingPhone = phone(r);
  const sub = [dept, officeAddress(r), `${housingPhone}  ${web(council.name)}`];
  const officer = signatory(r, [
    'Private Sector Housing Manager',
    'Principal Environmental Health Officer',
    'Housing Standards Team Leader',
    'Senior Licensing Officer',
  ]);
  const offenceSentence =
    off.licence !== ''
      ? `Between ${D(c, offStart)} and ${D(c, offEnd)} you committed the offence of ${off.text} at ${premises}, which was occupied by ${occupiers} people in ${households} households. ${off.short === 'Breach of HMO management regulations' ? `At our inspection on ${D(c, offEnd)} the fire doors and the means of escape were defective.` : `A licence application (ref. ${licApp}) was not received until ${D(c, addDays(offEnd, 1))}.`}`
      : `Improvement notice ${inRef} served on ${D(c, offStart)} required works at ${premises} (${pick(r, ['a new heating system', 'damp and mould remedial works', 'repairs to the roof and windows', 'electrical remedial works'])}) to be completed by ${D(c, addDays(offStart, 56))}. At our inspection on ${D(c, offEnd)} the works had not been done, and you committed the offence of ${off.text}.`;

  // ---- the Final Notice
  if (roll < 0.4) {
    const pay = addDays(c.date, 28);
    const form = r.chance(0.5);
    const other = r.chance(0.3) && off === OFFENCES[0];
    const calc: Block = {
      grid: [
        [`Starting point (culpability: ${culp}; harm: ${harm})`, fmtMoney(start)],
        ...(aggr ? [['Aggravating factors', `+${fmtMoney(aggr)}`]] : []),
        ...(mitig ? [['Mitigating factors', `-${fmtMoney(mitig)}`]] : []),
        ...(repsCut ? [['Reduction after your representations', `-${fmtMoney(repsCut)}`]] : []),
        ['Financial penalty', fmtMoney(penalty)],
      ],
      widths: [0.72, 0.28],
    };
    const noi = `A notice of intent was given to you on ${D(c, noiDate)}, proposing a penalty of ${fmtMoney(proposed)}. ${repsCut ? 'The council has considered the representations you made and has reduced the amount.' : pick(r, ['No representations were received within the 28 days allowed.', 'The council considered your representations but did not change the amount.'])}`;
    const payP = `You must pay the penalty of ${fmtMoney(penalty)} within 28 days, by ${D(c, pay)}. Pay online at ${web(council.name)}/payments or by card on ${phone(r)}, quoting notice number ${noticeNo}.`;
    const appealP = `You may appeal to the First-tier Tribunal (Property Chamber) against the decision to impose the penalty or its amount within 28 days. If you appeal, this notice is suspended until the appeal is decided or withdrawn.`;
    const failP = `If you do not pay, the council may recover the penalty as if it were payable under an order of the county court. A landlord given two or more financial penalties in 12 months may be entered on the database of rogue landlords and property agents. The maximum penalty is £30,000.`;
    const body: Block[] = form
      ? [
          {
            h: pick(r, [
              'Financial penalty under section 249A of the Housing Act 2004',
              'Housing and Planning Act 2016: civil penalty',
            ]),
          },
          {
            kv: [
              ['Premises:', premises],
              ['Offence:', off.short],
            ],
          },
          { h: '1. The offence' },
          { p: offenceSentence },
          { h: '2. The penalty and the reasons for it' },
          { p: `${noi} The amount was set under the council's civil penalties policy:` },
          calc,
          { h: '3. Payment' },
          { p: payP },
          { h: '4. Appeal and consequences of not paying' },
          { p: `${appealP} ${failP}` },
        ]
      : [
          dear(c),
          { p: `${offenceSentence}` },
          {
            p: `${noi} The council has now decided to impose a financial penalty as an alternative to prosecution, calculated as follows:`,
          },
          calc,
          ...(other ? [] : [{ amountBox: ['Penalty to pay', fmtMoney(penalty)] as [string, string] }]),
          { p: payP },
          { p: appealP },
          { small: failP },
        ];
    if (other)
      body.push({
        small: `A separate final notice (${noticeNo.replace(/\d{2}$/, String(r.int(10, 99)))}) has been given to you today for breach of the HMO management regulations at the same premises, for ${fmtMoney(pick(r, [1500, 2500, 4000]))}. It must be paid separately.`,
      });
    const spec: Spec = {
      face: c.face,
      head: council.head,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: form
        ? [
            ['Notice number', noticeNo],
            ['Date of notice', D(c, c.date)],
            ['UPRN', uprn],
          ]
        : [],
      panelBoxed: true,
      refGrid: form
        ? undefined
        : [
            ['Notice number', noticeNo],
            ['Date', D(c, c.date)],
            [off.licence ? 'Licence application' : 'Improvement notice', off.licence ? licApp : inRef],
          ],
      title: form
        ? 'FINAL NOTICE'
        : pick(r, ['Final Notice of a Financial Penalty', 'FINAL NOTICE - CIVIL PENALTY']),
      titleStyle: form ? 'banner' : pick(r, ['rule', 'boxed'] as const),
      body,
      closing: form ? undefined : 'Yours faithfully',
      sign: [...officer, `For and on behalf of ${council.name}`],
      footer: [
        `This notice is given under section 249A of and Schedule 13A to the Housing Act 2004. Data is processed under the council's housing enforcement privacy notice.`,
      ],
    };
    return { spec, truth: truth(council.name, penalty, noticeNo, 'normal', 3, 'final_demand', c, pay) };
  }

  const paid = r.chance(0.35)
    ? Math.min(pick(r, [250, 500, 750, 1000]), Math.floor((penalty * 0.4) / 50) * 50)
    : 0;
  const bal = penalty - paid;
  const dueDate = addDays(fnDate, 28);
  const invNo = `${pick(r, ['91', '80', '95'])}${r.digits(8)}`;
  const custNo = r.digits(7);

  // ---- reminder after the payment period
  if (roll < 0.72) {
    const income = r.chance(0.5);
    const ref = income ? invNo : noticeNo;
    const pay = addDays(c.date, 14);
    const inst = round2(Math.ceil((bal / 12) * 100) / 100);
    const spec: Spec = {
      face: c.face,
      head: council.head,
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      sub: income
        ? ['Income and Debt Recovery (Sundry Debts)', officeAddress(r), `${phone(r)}  ${web(council.name)}`]
        : sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: income
        ? [
            ['Invoice number', invNo],
            ['Customer number', custNo],
            ['Penalty notice', noticeNo],
            ['Date', D(c, c.date)],
          ]
        : [
            ['Notice number', noticeNo],
            ['Premises', prem[0]],
            ['Date', D(c, c.date)],
          ],
      panelStacked: r.chance(0.4),
      panelBoxed: r.chance(0.6),
      owe: r.chance(0.4) ? { label: 'Balance outstanding', amount: fmtMoney(bal) } : undefined,
      title: pick(r, [
        'Reminder: financial penalty unpaid',
        'CIVIL PENALTY - REMINDER',
        'Unpaid civil penalty (Housing Act 2004)',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `On ${D(c, fnDate)} the council gave you a final notice (${noticeNo}) imposing a financial penalty of ${fmtMoney(penalty)} for ${off.what} at ${premises}. The penalty was due by ${D(c, dueDate)}. No appeal was made to the First-tier Tribunal in the time allowed, so the penalty is now payable in full.${income ? ` Invoice ${invNo} was raised for it.` : ''}`,
        },
        {
          grid: [
            ['Financial penalty', fmtMoney(penalty)],
            ...(paid ? [[`Paid on ${D(c, addDays(dueDate, -r.int(2, 9)))}`, `-${fmtMoney(paid)}`]] : []),
            ['Balance outstanding', fmtMoney(bal)],
          ],
          widths: [0.7, 0.3],
        },
        {
          p: `Please pay the balance of ${fmtMoney(bal)} within 14 days, by ${D(c, pay)}, quoting ${income ? `invoice number ${invNo}` : `notice number ${noticeNo}`}. Pay online at ${web(council.name)}/pay or call ${phone(r)}.`,
        },
        {
          p: `If you cannot pay in one sum, contact us before that date: we may agree payment by up to 12 monthly instalments of about ${fmtMoney(inst)}. If the balance is not paid or an arrangement made, the matter will be passed to the council's Legal Services to recover as if the penalty were payable under an order of the county court.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: income ? ['Income Recovery Team', council.name] : [...officer, council.name],
      footer: [
        `${council.name}. ${off.licence ? `Your licence application ${licApp} is dealt with separately and is not affected by this letter. ` : ''}If you have already paid, thank you - please ignore this letter.`,
      ],
    };
    return { spec, truth: truth(council.name, bal, ref, 'normal', 2, 'reminder', c, pay) };
  }

  // ---- Legal Services: final letter before recovery
  const ls = `LS/${pick(r, ['HSG', 'LIT', 'ENV'])}/${r.digits(5)}${pick(r, ['', `/${r.letters(2)}`])}`;
  const remDate = addDays(c.date, -r.int(14, 30));
  const pay = addDays(c.date, 14);
  const solicitor = person(r);
  const spec: Spec = {
    face: c.face,
    top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
    head: council.head,
    headBand: r.chance(0.35),
    sub: ['Legal Services', officeAddress(r), `DX ${r.digits(5)}  ${phone(r)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our ref', ls],
      ['Penalty notice', noticeNo],
      ...(r.chance(0.5) ? ([['Invoice', invNo]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    title: pick(r, [
      'Unpaid civil penalty - final letter before recovery action',
      'FINAL DEMAND BEFORE ENFORCEMENT',
      `Re: ${premises}`,
    ]),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `I have been instructed by the council's ${dept} team about the financial penalty of ${fmtMoney(penalty)} imposed on you by final notice ${noticeNo} dated ${D(c, fnDate)}, for ${off.what} at ${premises}. Despite the reminder sent to you on ${D(c, remDate)}, it has not been paid.`,
      },
      {
        grid: [
          ['Financial penalty', fmtMoney(penalty)],
          ...(paid ? [['Payments received', `-${fmtMoney(paid)}`]] : []),
          ['Amount now due', fmtMoney(bal)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Under paragraph 11 of Schedule 13A to the Housing Act 2004 the penalty is recoverable as if it were payable under an order of the county court, and a certificate signed by the council's chief finance officer is conclusive evidence that it has not been paid. No further court hearing is needed.`,
      },
      {
        boxed: [
          `Unless ${fmtMoney(bal)} is paid by ${D(c, pay)}, the council will take enforcement action without further notice, which may include a warrant of control, an attachment of earnings order or a charging order on ${premises}. Court fees and the council's costs will then be added.`,
        ],
      },
      {
        p: `To pay, call ${phone(r)} or pay online at ${web(council.name)}, quoting our reference ${ls}. Any proposal to pay by instalments must be made in writing before that date with details of your income and outgoings.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [
      `${solicitor.first} ${solicitor.last}`,
      pick(r, ['Solicitor, Legal Services', 'Senior Litigation Lawyer', 'Legal Officer (Litigation)']),
      `for ${council.name}`,
    ],
    footer: [`${council.name}, Legal Services. Please quote our reference on all correspondence.`],
  };
  return { spec, truth: truth(council.name, bal, ls, 'normal', 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W279 Energy: debt found on a prepayment meter after a move-in, or the new occupier's own arrears
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier (or its collection agent) chasing the balance on a new occupier's account at a home with a
 * prepayment meter: either a debt the meter was carrying when they moved in (left by the previous occupier and
 * transferred to the new account), or their own arrears after moving in (emergency credit used and not repaid,
 * standing charges that built up while the meter had no credit, and sometimes charges since the smart meter was
 * switched to credit mode). Letters:
 *  - the supplier's first statement/bill after the move-in (stage 1, first_demand): two layouts (dark band with an
 *    owe box and a giro slip, or a letter with a reference grid and a shaded total).
 *  - a reminder that refers to the supplier's earlier letter about the debt, and sometimes to the customer's call
 *    saying the debt is not theirs (stage 2, reminder).
 *  - the supplier's final notice before passing the account to a collector (stage 3, final_demand).
 *  - the collector's letter (first letter: stage 1; a follow-up to its own letter: stage 2; kind debt_recovery,
 *    'debt_collection'), creditor the collector (it asks to be paid), its own reference the accountNumber; the
 *    supplier's account number is a client reference.
 * Amount = the total/balance the letter asks to be paid; the weekly recovery rate through the meter, the emergency
 * credit limit, top-ups made and the debt-on-meter line on its own are not it. Supplier letters are 'utility' and
 * quote the supplier account number. MPAN/MPRN, meter serial numbers, the key/card number, move-in date and
 * reading are distractors.
 */
const prepaymentMoveIn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const sup = company(
    r,
    ['Energy', 'Energy Supply', 'Home Energy', 'Gas & Power'],
    pick(r, [' Ltd', ' Limited']),
  );
  const acct = pick(r, [
    r.digits(10),
    `${r.letters(2, 'PKEA')}${r.digits(8)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `A${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const fuel = pick(r, ['electricity', 'electricity', 'gas']);
  const elec = fuel === 'electricity';
  const smart = r.chance(0.6);
  const meterId = elec
    ? pick(r, [
        `${r.digits(2)}P${r.digits(7)}`,
        `${r.letters(1, 'EKS')}${r.digits(2)}${r.letters(1)}${r.digits(5)}`,
      ])
    : pick(r, [`G4P${r.digits(8)}`, `E6S${r.digits(8)}${pick(r, ['19', '20', '21'])}`]);
  const supplyNo = elec
    ? `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`
    : r.digits(pick(r, [8, 9, 10]));
  const supplyLabel = elec ? 'MPAN' : 'MPRN';
  const keyNo = `9826 1${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const meterKind = smart ? 'smart prepayment meter' : elec ? 'key meter' : 'gas card meter';
  const ecLimit = pick(r, [10, 15]);
  const rate = pick(r, [3.5, 5, 7.5, 10, 12.5]);
  const scRate = elec ? pick(r, [49.8, 53.35, 56.12, 60.97]) : pick(r, [29.6, 31.43, 33.2]);
  const prev = r.chance(0.55);
  const roll = r.next();
  const back =
    roll < 0.3 ? r.int(25, 55) : roll < 0.55 ? r.int(55, 90) : roll < 0.78 ? r.int(90, 130) : r.int(120, 200);
  const moveIn = addDays(c.date, -back);
  const moveRead = elec ? `${r.digits(5)} kWh` : `${r.digits(4)} m3`;
  const rows: string[][] = [];
  let total = 0;
  const add = (k: string, v: number) => {
    rows.push([k, fmtMoney(v)]);
    total = round2(total + v);
  };
  if (prev) add(`Debt on the meter when you moved in on ${D(c, moveIn)}`, r.money(45, 640));
  if (!prev || r.chance(0.5)) {
    add('Emergency credit used and not paid back', round2(ecLimit - pick(r, [0, 0, 1.2, 2.85, 4.1])));
    if (!prev) add('Friendly credit used (nights and weekends) and not paid back', r.money(8, 46));
    const days = prev ? r.int(4, 26) : r.int(12, 45);
    add(
      `Standing charges while the meter had no credit (${days} days at ${scRate}p)`,
      round2((days * scRate) / 100),
    );
  }
  const switched = smart && r.chance(prev ? 0.3 : 0.7);
  let switchDate = moveIn;
  if (switched) {
    switchDate = addDays(moveIn, r.int(6, 15));
    const units = r.int(elec ? 160 : 400, elec ? 620 : 1900);
    const unitRate = elec ? pick(r, [24.5, 25.86, 27.03]) : pick(r, [6.24, 6.76, 7.11]);
    const used = round2((units * unitRate) / 100);
    const sdays = Math.max(14, Math.min(back - 20, r.int(28, 40)));
    const st = round2((sdays * scRate) / 100);
    const vat = round2((used + st) * 0.05);
    add(
      `${elec ? 'Electricity' : 'Gas'} used since the switch to credit mode (${units} kWh at ${unitRate}p)`,
      used,
    );
    add(`Standing charge (${sdays} days at ${scRate}p)`, st);
    add('VAT at 5% on credit-mode charges', vat);
  }
  const grid = (label: string): Block => ({
    grid: [...rows, [label, fmtMoney(total)]],
    widths: [0.76, 0.24],
  });
  const topups = r.money(40, 260);
  const meterKv: [string, string][] = [
    ['Supply address:', c.addr.slice(0, 2).join(', ')],
    [`${supplyLabel}:`, supplyNo],
    ['Meter serial number:', meterId],
    ...(smart ? [] : ([[`${elec ? 'Key' : 'Card'} number:`, keyNo]] as [string, string][])),
    ['Moved in:', `${D(c, moveIn)} (reading ${moveRead})`],
  ];
  const prevP = prev
    ? `When you moved in on ${D(c, moveIn)}, the ${meterKind} at your new home was carrying a debt from before your tenancy or purchase. As the new account holder it has been added to your account. If you moved in after this debt was built up, send us your tenancy agreement or completion statement and we will look at it again.`
    : `Since you moved in on ${D(c, moveIn)}, your ${meterKind} has run out of credit more than once. The emergency credit you used (up to ${fmtMoney(ecLimit)}) and the daily standing charges that built up while there was no credit are shown below.`;
  const switchP = switched
    ? ` At your request we switched your smart meter to credit mode on ${D(c, switchDate)}, so you now pay for your energy by bill.`
    : '';
  const meterOpt = switched
    ? `If you would rather not pay in one go, call us to set up a payment plan.`
    : `If you do not pay in one go, we will collect it through your meter at ${fmtMoney(rate)} a week, taken from your top-ups, which leaves less credit for your energy.`;
  const supSub = ['Prepayment Customer Team', officeAddress(r), `${phone(r)}  ${web(sup.name)}`];
  const supFoot = [
    `${regLine(sup.name, r)} If you are worried about paying, call us: we will not switch you to a prepayment tariff or disconnect you while we agree a plan you can afford.`,
  ];

  // ---- the supplier's first statement after the move-in
  if (roll < 0.3) {
    const pay = addDays(c.date, 21);
    const band = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: sup.head,
      headBand: band,
      logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
      sub: supSub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: band ? { label: 'Total to pay', amount: fmtMoney(total), note: `by ${D(c, pay)}` } : undefined,
      panel: band
        ? [
            ['Account number', acct],
            ['Date', D(c, c.date)],
          ]
        : [],
      refGrid: band
        ? undefined
        : [
            ['Account number', acct],
            ['Statement date', D(c, c.date)],
            [supplyLabel, supplyNo],
          ],
      title: pick(r, [
        'Your first bill at your new home',
        'Welcome to your new home - the balance on your account',
        'Statement: balance on your prepayment meter',
      ]),
      titleStyle: band ? 'rule' : pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: `${prevP}${switchP}` },
        ...(band ? [{ kv: meterKv.slice(1) } as Block] : []),
        grid(band ? 'Total to pay' : 'Total'),
        ...(band ? [] : [{ amountBox: ['Total to pay', fmtMoney(total)] as [string, string] }]),
        {
          p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting your account number ${acct}. ${meterOpt}`,
        },
        {
          small: `Your top-ups since you moved in (${fmtMoney(topups)}) paid for the energy you used and are not shown above. Emergency credit limit: ${fmtMoney(ecLimit)}. Friendly-credit hours: 4pm to 10am, weekends and bank holidays.`,
        },
      ],
      closing: band ? undefined : 'Yours sincerely',
      sign: band ? [] : ['Prepayment Customer Team', sup.name],
      slip: band
        ? {
            title: `Bank giro credit - ${sup.name}`,
            rows: [
              ['Account number', acct],
              ['Amount due', fmtMoney(total)],
            ],
          }
        : undefined,
      footer: supFoot,
    };
    return { spec, truth: truth(sup.name, total, acct, 'utility', 1, 'first_demand', c, pay) };
  }

  const first = addDays(moveIn, r.int(18, 24));
  // ---- reminder after our letter (and sometimes the customer's call)
  if (roll < 0.55) {
    const called = prev && r.chance(0.5);
    const callD = addDays(first, r.int(5, 12));
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: sup.head,
      logoMark: pick(r, ['bars', 'rings', undefined] as const),
      sub: supSub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Account number', acct],
        [supplyLabel, supplyNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, ['Reminder: you still have a balance to pay', 'Your account is overdue', 'REMINDER']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: called
            ? `We wrote to you on ${D(c, first)} about the balance on your account. When you called us on ${D(c, callD)} you told us the debt on the meter was not yours, and we asked you for proof of the date you moved in. We have not received it, so the balance is still due.`
            : `We wrote to you on ${D(c, first)} about the balance on your account for ${c.addr[0]}, where you moved in on ${D(c, moveIn)}. We have not received a payment or heard from you.`,
        },
        grid('Balance overdue'),
        {
          p: `Please pay ${fmtMoney(total)} within 14 days, by ${D(c, pay)}, quoting account number ${acct}, or call us to agree a plan. ${switched ? '' : `Until then we are recovering it through your meter at ${fmtMoney(rate)} a week.`}`,
        },
        {
          small: `Meter serial ${meterId}. ${smart ? '' : `${elec ? 'Key' : 'Card'} ${keyNo}. `}If you are struggling with your energy bills, you may be able to get help from our hardship fund or the Warm Home Discount.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Accounts Adviser', 'Collections Team Leader']), sup.name],
      footer: supFoot,
    };
    return { spec, truth: truth(sup.name, total, acct, 'utility', 2, 'reminder', c, pay) };
  }

  const ag = company(r, ['Credit Management', 'Collection Services', 'Recoveries', 'Debt Recovery'], ' Ltd');
  // ---- the supplier's final notice
  if (roll < 0.78) {
    const rem = addDays(first, r.int(28, 35));
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: sup.head,
      headBand: r.chance(0.4),
      sub: supSub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Account number', acct],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      owe: r.chance(0.5) ? { label: 'Amount due now', amount: fmtMoney(total) } : undefined,
      title: pick(r, ['FINAL NOTICE', 'Final notice - please act now']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, first)} and ${D(c, rem)} about the amount owed on your account for ${c.addr[0]}, ${c.addr[1]} (${supplyLabel} ${supplyNo}), but it has not been paid and you have not agreed a plan with us.`,
        },
        grid('Amount due now'),
        {
          boxed: [
            `Unless you pay ${fmtMoney(total)} or agree a payment plan by ${D(c, pay)}, we will pass your account to ${ag.name} to collect, and we will report the arrears to credit reference agencies.`,
          ],
        },
        {
          p: `${switched ? 'We may also ask to switch your smart meter back to prepayment mode, after the checks the rules require.' : `We may also increase the amount we take through your meter from ${fmtMoney(rate)} to ${fmtMoney(rate + 2.5)} a week.`} Please quote account number ${acct} when you pay online, by phone or at a PayPoint.`,
        },
        {
          small: `Free, independent debt advice is available from Citizens Advice and StepChange. If someone in your home is elderly, disabled or has a health condition, tell us so that we can add you to our Priority Services Register.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Credit Management Team', sup.name],
      footer: supFoot,
    };
    return { spec, truth: truth(sup.name, total, acct, 'utility', 3, 'final_demand', c, pay) };
  }

  // ---- the supplier's collection agent
  const agRef = pick(r, [
    `${r.letters(2, 'CRDM')}${r.digits(7)}`,
    `${r.digits(3)}-${r.digits(5)}`,
    `${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const followUp = r.chance(0.45);
  const agFirst = addDays(c.date, -r.int(16, 30));
  const pay = addDays(c.date, 14);
  const inst = pick(r, [10, 15, 20, 25]);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    logoMark: pick(r, ['chevron', 'shield'] as const),
    sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['right', 'left'] as const),
    returnAddress: r.chance(0.5)
      ? `If undelivered please return to ${ag.name}, ${officeAddress(r)}`
      : undefined,
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our reference', agRef],
      ['Client', sup.name.replace(/ (Ltd|Limited)$/, '')],
      ['Client account no.', acct],
    ],
    owe: { label: 'Balance due', amount: fmtMoney(total) },
    title: followUp
      ? pick(r, ['We have not heard from you', 'Second letter - energy account arrears'])
      : pick(r, ['Your energy account has been passed to us', 'Notice of debt collection - energy arrears']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: followUp
          ? `We wrote to you on ${D(c, agFirst)} about the balance of your ${fuel} account with ${sup.name} for ${c.addr[0]}, ${c.addr[1]}, but we have not received a payment or any reply.`
          : `${sup.name} has passed your ${fuel} account for ${c.addr[0]}, ${c.addr[1]} to us to collect the balance below. It relates to the ${meterKind} at that address from ${D(c, moveIn)}, when the account was opened in your name.`,
      },
      grid('Balance due'),
      {
        p: `Please pay the balance due of ${fmtMoney(total)} by ${D(c, pay)}, quoting our reference ${agRef}, or call us to agree an affordable plan (for example ${fmtMoney(inst)} a month). No fees or interest are added to your account by us.`,
      },
      {
        p: prev
          ? `If you did not live at the property when the debt on the meter built up, tell us and send proof of your move-in date; we will put the account on hold while ${sup.name.replace(/ (Ltd|Limited)$/, '')} checks it.`
          : `If you dispute the balance, tell us why in writing and we will hold the account while our client looks into it.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Customer Services Manager']), ag.name],
    footer: [
      `${ag.name} is a debt collection agency acting for ${sup.name}. ${r.chance(0.5) ? `Authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}). ` : ''}Registered in England and Wales no. ${r.digits(8)}.`,
    ],
  };
  return {
    spec,
    truth: truth(ag.name, total, agRef, 'debt_collection', followUp ? 2 : 1, 'debt_recovery', c, pay),
  };
};

export const FRESH27B_FAMILIES: Family[] = [
  {
    id: 'W277',
    name: "Scottish property factor's common charges for a tenement or development (invoice, reminder, final notice, solicitors or sheriff officers)",
    group: 'business',
    make: factorCommonCharges,
  },
  {
    id: 'W278',
    name: 'Council civil penalty to a private landlord, Housing Act 2004 s.249A (final notice, reminder, or Legal Services before recovery as a county court order)',
    group: 'public_body',
    make: landlordCivilPenalty,
  },
  {
    id: 'W279',
    name: "Energy supplier or its collector: debt found on a prepayment meter after a move-in, or the new occupier's own arrears (first bill, reminder, final notice, agent)",
    group: 'utility',
    make: prepaymentMoveIn,
  },
];
