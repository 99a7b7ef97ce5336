/**
 * The fifth fresh held-out set, part c (W91–W93): a magistrates' court fines office's further steps notice on an
 * unpaid collection order (HM Courts & Tribunals Service), a council's penalty charge notice for an unpaid river
 * crossing charge, and a debt purchaser's annual statement of arrears under the Consumer Credit Act. Written blind to
 * the extractor; scored once. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md;
 * where the README leaves a case open the choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtDate, fmtMoney, officeAddress, phone, place, sortCode, stem, vrm, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Courts
// ------------------------------------------------------------------------------------------------------------

/**
 * A magistrates' court fines office's further steps notice (Courts Act 2003, Schedule 5) after the defendant stopped
 * paying under a collection order: the sums imposed and paid in a table, the balance outstanding, the steps the fines
 * officer may now take (attachment of earnings, deductions from benefits, a warrant of control, a 50% increase…), a
 * short "your details" block (date of birth, a masked National Insurance number) and payment instructions with the
 * court's own bank account. The account number and the court's case number are both printed; the account number is
 * the one to quote (README: case numbers are not it).
 * Open choice: HM Courts & Tribunals Service appears as a strapline/footer, but the letterhead's name and the sign-off
 * are the court's ("for and on behalf of … Magistrates' Court"), so creditor = the court (as the README's example and
 * W28). Amount = "Balance outstanding"; the total imposed, the instalment, the enforcement agents' fees and the 50%
 * increase that *could* follow are not it. A further steps notice is stage 3 (README), kind 'fine_notice' (as W28);
 * it asks for payment within 10 days, so payBy = letter date + 10.
 */
const furtherSteps: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const court = `${p} Magistrates' Court`;
  const acct = pick(r, [
    `${r.digits(2)}${r.letters(1, 'ABCFK')}${r.digits(6)}`,
    `${r.digits(8)}${r.letters(1, 'ADHK')}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(5)}/${r.digits(2)}`,
  ]);
  const caseNo = pick(r, [
    `${r.digits(2)}0${r.digits(7)}`,
    `${r.letters(1, 'CJ')}${r.digits(2)}/${r.digits(6)}`,
    `${r.digits(4)} ${r.digits(6)}`,
  ]);
  const offence = pick(r, [
    'Using a vehicle without insurance',
    'Failing to give information of driver identity',
    'Travelling on a railway without a valid ticket',
    'Failing to send a child regularly to school',
    'Using a television receiver without a licence',
    'Exceeding the 70 mph speed limit',
  ]);
  const fine = pick(r, [120, 180, 220, 300, 440, 660]) + pick(r, [0, 0, 40]);
  const surcharge = Math.max(20, Math.round(fine * 0.4));
  const costs = pick(r, [85, 90, 105, 120, 300]);
  const comp = r.chance(0.3) ? pick(r, [50, 75, 150]) : 0;
  const imposed = fine + surcharge + costs + comp;
  const instal = pick(r, [5, 10, 15, 20, 25]);
  const per = pick(r, ['week', 'fortnight', 'month']);
  const paid = r.chance(0.25) ? 0 : instal * r.int(1, Math.max(1, Math.floor(imposed / instal / 3)));
  const balance = round2(imposed - paid);
  const sentenced = addDays(c.date, -r.int(70, 200));
  const lastPaid = addDays(c.date, -r.int(30, 60));
  const pay = addDays(c.date, 10);
  const dob = `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(1958, 2004)}`;
  const ni = `QQ ** ** ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const compliance = 75;
  const enfFee = 235;
  const increase = round2(balance / 2);
  const useGrid = r.chance(0.4);
  /** One optional block at most (the page is full): 1 the defendant's details, 2 a shaded balance box. */
  const extra = r.int(0, 2);
  const hmcts = 'HM Courts & Tribunals Service';
  const headVariant = r.int(0, 2);
  const head =
    headVariant === 0 ? [court] : headVariant === 1 ? [p, "Magistrates' Court"] : [court.toUpperCase()];
  const unit = pick(r, ['Fines Office', 'Compliance and Enforcement Unit', 'Accounts and Enforcement']);
  const stepsList = [
    `an attachment of earnings order, so that your employer takes regular amounts from your wages;`,
    `deductions from your benefits, applied for through the Department for Work and Pensions;`,
    `a warrant of control: enforcement agents would take control of your goods, and their fees (${fmtMoney(compliance)} compliance, ${fmtMoney(enfFee)} enforcement) would be added;`,
    `referral to the court, which may increase the fine by 50% (${fmtMoney(increase)}), order your vehicle to be clamped, or issue a warrant of arrest.`,
  ];
  const steps: Block[] = r.chance(0.5)
    ? [{ p: stepsList.map((s, i) => `(${String.fromCharCode(97 + i)}) ${s}`).join(' ') }]
    : stepsList.map((s) => ({ p: `- ${s[0].toUpperCase()}${s.slice(1)}` }));
  const rows: string[][] = [
    ['Fine', fmtMoney(fine)],
    ['Victim surcharge', fmtMoney(surcharge)],
    ['Costs to the prosecutor', fmtMoney(costs)],
    ...(comp ? [['Compensation', fmtMoney(comp)]] : []),
    ['Total imposed', fmtMoney(imposed)],
    ['Paid to date', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
    ['Balance outstanding', fmtMoney(balance)],
  ];
  const spec: Spec = {
    face: c.face,
    ...(r.chance(0.5) ? { top: [hmcts] } : {}),
    head,
    logoMark: 'shield',
    sub: [unit, officeAddress(r), `Fines enquiries ${phone(r)}  Pay online ${web(`${p}fines`)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: useGrid
      ? []
      : [
          ['Account number', acct],
          ['Case number', caseNo],
          ['Date of notice', D(c, c.date)],
        ],
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    ...(useGrid
      ? {
          refGrid: [
            ['Account number', acct],
            ['Case number', caseNo],
            ['Date of notice', D(c, c.date)],
          ] as [string, string][],
        }
      : {}),
    title: pick(r, [
      'FURTHER STEPS NOTICE',
      'Further Steps Notice',
      'FURTHER STEPS NOTICE - COLLECTION ORDER',
    ]),
    titleStyle: pick(r, ['banner', 'boxed', 'rule'] as const),
    body: [
      ...(r.chance(0.4) ? [dear(c)] : []),
      {
        p: `On ${D(c, sentenced)} this court ordered you to pay the sums below (${offence.toLowerCase()}) and made a collection order under the Courts Act 2003, Schedule 5, with terms of ${fmtMoney(instal)} a ${per}. ${paid ? `Nothing has been paid since ${D(c, lastPaid)}` : 'No payment has been received'}, so you are in default of the order.`,
      },
      {
        grid: rows,
        header: ['Sums ordered', 'Amount'],
        widths: [0.72, 0.28],
      },
      ...(extra === 1
        ? [
            {
              kv: [
                ['Date of birth:', dob],
                ['National Insurance no:', ni],
              ] as [string, string][],
            },
          ]
        : []),
      {
        h: pick(r, [
          'Unless you pay in full, the fines officer may now take any of these steps:',
          'Further steps that may be taken against you without more warning:',
        ]),
      },
      ...steps,
      ...(extra === 2 ? [{ amountBox: ['Balance outstanding', fmtMoney(balance)] as [string, string] }] : []),
      {
        p: `You must pay the balance outstanding of ${fmtMoney(balance)} within 10 days, by ${D(c, pay)}. Quote your account number ${acct} with every payment. Pay online or by phone with a debit card, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.`,
      },
      {
        small: `You may appeal against this notice to the magistrates' court within 10 working days of its date. If your circumstances have changed and you cannot pay, contact the fines office before then.`,
      },
    ],
    closing: r.chance(0.5) ? 'Yours faithfully' : undefined,
    sign: ['Fines Officer', `for and on behalf of ${court}`],
    footer: [`${hmcts} is an executive agency of the Ministry of Justice. Calls may be recorded.`],
  };
  return { spec, truth: truth(court, balance, acct, 'court', 3, 'fine_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Council penalty charges
// ------------------------------------------------------------------------------------------------------------

/**
 * A penalty charge notice for a river crossing whose road-user charge was not paid by midnight the day after the
 * crossing: a council-run tolled crossing (a charging scheme made by the local traffic authority, enforced under the
 * Road User Charging Schemes (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2013). The PCN
 * number and the vehicle registration are printed (refGrid or panel), the crossing details (journey reference,
 * vehicle class, camera stills sometimes), and a "what you must pay" table: the penalty charge plus the unpaid
 * crossing charge, at the reduced rate within 14 days and in full within 28. An optional payment slip.
 * Open choice (the brief: public_body or council_parking): a council operates the scheme and issues the notice, so
 * group council_parking and debtType 'parking' (README: a council's penalty charge notice is 'parking'), not
 * 'normal'. The crossing's brand and the contractor that runs the customer service centre are printed (letterhead
 * sub-line, footer) but the council is the letterhead and sign-off name: creditor = the council. Amount = the full
 * total (penalty + unpaid charge) due within 28 days; the reduced total, the penalty alone, the crossing charge alone
 * and the 50% charge-certificate increase are not it. First notice about the crossing: stage 1,
 * 'penalty_charge_notice'; payBy = letter date + 28 (the full amount's period; the 14-day one is a discount window).
 * Reference = the PCN number; the journey reference and the registration mark are not it.
 */
const crossingPcn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const river = place(r);
  const crossing = `${river} ${pick(r, ['Crossing', 'Estuary Crossing', 'River Crossing', 'Bridge'])}`;
  const contractor = `${pick(r, ['Tollway', 'Crosslink', 'RoadPay', 'Tagline'])} ${pick(r, ['Services', 'Operations', 'Solutions'])} Ltd`;
  const pcn = pick(r, [
    `${r.letters(2, 'RCX')}${r.digits(8)}`,
    `${r.letters(1, 'CRT')}${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
  ]);
  const v = vrm(r);
  const cls = pick(r, [
    { name: 'Class 2 - cars, motorhomes and minibuses', charge: pick(r, [2.5, 2.2, 3]) },
    { name: 'Class 3 - two-axle goods vehicles', charge: pick(r, [3, 3.6, 4.2]) },
    { name: 'Class 4 - goods vehicles with more than two axles', charge: pick(r, [6, 6.3, 7.2]) },
  ]);
  const penalty = pick(r, [60, 70, 70, 80]);
  const reduced = penalty / 2;
  const full = round2(penalty + cls.charge);
  const low = round2(reduced + cls.charge);
  const cert = round2(penalty * 1.5);
  const crossed = addDays(c.date, -r.int(5, 12));
  const time = `${String(r.int(5, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const dir = pick(r, ['northbound', 'southbound', 'eastbound', 'westbound']);
  const journey = `J${r.digits(10)}`;
  const d14 = addDays(c.date, 14);
  const pay = addDays(c.date, 28);
  const useGrid = r.chance(0.5);
  const photos = r.chance(0.35);
  const withSlip = !photos && r.chance(0.6);
  const title = pick(r, [
    'PENALTY CHARGE NOTICE',
    'Penalty Charge Notice - unpaid crossing charge',
    'PENALTY CHARGE NOTICE - ROAD USER CHARGE',
  ]);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: r.chance(0.4),
    logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
    sub: [`${crossing} - Road User Charging`, officeAddress(r), `${phone(r)}  ${web(`${river}crossing`)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    ...(r.chance(0.5)
      ? { returnAddress: `If undelivered please return to ${crossing} Customer Centre, ${officeAddress(r)}` }
      : {}),
    recipient: rcpt(c),
    owe: r.chance(0.6)
      ? {
          label: pick(r, ['Amount payable', 'Total now due']),
          amount: fmtMoney(full),
          note: `${fmtMoney(low)} if paid by ${D(c, d14)}`,
        }
      : undefined,
    panel: useGrid
      ? []
      : [
          ['PCN number', pcn],
          ['Vehicle registration', v],
          ['Date of notice', D(c, c.date)],
        ],
    panelBoxed: r.chance(0.5),
    ...(useGrid
      ? {
          refGrid: [
            ['Penalty charge notice no.', pcn],
            ['Vehicle registration mark', v],
            ['Date of crossing', D(c, crossed)],
            ['Date of notice', D(c, c.date)],
          ] as [string, string][],
        }
      : {}),
    title,
    titleStyle: pick(r, ['rule', 'banner', 'plain'] as const),
    body: [
      {
        p: `${co.name} operates the ${crossing} road user charging scheme. A charge must be paid for every crossing by midnight on the day after the crossing, unless you have a pre-paid account. Our records show that the charge for the crossing below was not paid, so a penalty charge is now payable by the registered keeper of the vehicle.`,
      },
      ...(photos
        ? [
            {
              photos: [`Camera ${r.int(1, 8)} - ${time} ${dir} approach`, 'Registration mark (enlarged)'],
            },
          ]
        : []),
      {
        kv: [
          ['Crossing:', `${crossing}, ${dir}`],
          ['Date and time:', `${D(c, crossed)} at ${time}`],
          ['Vehicle class:', cls.name],
          ['Journey reference:', journey],
        ] as [string, string][],
      },
      {
        grid: [
          ['Penalty charge', fmtMoney(reduced), fmtMoney(penalty)],
          ['Unpaid crossing charge', fmtMoney(cls.charge), fmtMoney(cls.charge)],
          ['Total to pay', fmtMoney(low), fmtMoney(full)],
        ],
        header: ['What you must pay', `By ${D(c, d14)}`, `By ${D(c, pay)}`],
        widths: [0.5, 0.25, 0.25],
      },
      {
        p: `You must pay ${fmtMoney(full)}, the penalty charge and the unpaid crossing charge, within 28 days of the date of this notice. If you pay within 14 days, the penalty charge is reduced by half and you pay ${fmtMoney(low)}. Quote the PCN number when you pay online, by phone or by post.`,
      },
      {
        small: `You may instead make representations to ${co.name} within 28 days, for example if you were not the keeper of the vehicle, the charge was paid, or the vehicle was taken without consent. If you neither pay nor make representations in time, a charge certificate may be served and the penalty charge increased by 50% to ${fmtMoney(cert)}.`,
      },
    ],
    sign: r.chance(0.5)
      ? ['Penalty Charge Processing Team', `on behalf of ${co.name}`]
      : [...signatory(r, ['Enforcement Manager', 'Road User Charging Manager']), co.name],
    ...(withSlip
      ? {
          slip: {
            title: `Payment slip - ${crossing}`,
            rows: [
              ['PCN number', pcn],
              ['Vehicle registration', v],
              ['Amount payable', fmtMoney(full)],
            ] as [string, string][],
          },
        }
      : {}),
    footer: [
      `The ${crossing} customer centre is run for ${co.name} by ${contractor}, which processes payments and penalty charges under contract. Set up a pre-paid account to avoid penalties in future.`,
    ],
  };
  return { spec, truth: truth(co.name, full, pcn, 'parking', 1, 'penalty_charge_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Collectors and debt purchasers
// ------------------------------------------------------------------------------------------------------------

/**
 * A debt purchaser's annual statement of arrears (Consumer Credit Act 1974, section 86C for a credit card, 86B for a
 * loan) on an account it bought from the original lender after default: the "important - read this carefully"
 * heading, the original lender and its account number (a masked card number or a loan account number) in the panel,
 * the statement period, a transaction table for the year (balance brought forward, payments under an arrangement,
 * no interest or charges) ending in the balance outstanding, the monthly arrangement, sometimes a settlement offer,
 * and a paragraph saying the FCA's arrears information sheet is enclosed.
 * Ground truth: creditor = the purchaser (its letterhead and sign-off; README: not the original lender). Reference =
 * the purchaser's own reference, which the letter says to quote; the original lender's account number is not it.
 * Amount = "Balance outstanding" at the end of the period (the agreement was terminated, so it is all in arrears);
 * the balance brought forward, the monthly arrangement, the settlement figure and the payments are not it.
 * Open choices: the statement refers to the purchaser's own notice of assignment and, in some letters, its previous
 * annual statement, so it is a follow-up: stage 2 (it is not a final notice and not a first letter). A statutory
 * statement is not a demand, reminder or assignment notice; the collector catch-all 'debt_recovery' (as W81) fits
 * best. 'debt_collection' (README: a debt purchaser's letter). It gives no date to pay by (the settlement window is
 * an offer, not a date to pay the debt), so no payBy.
 */
const purchaserArrearsStatement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Portfolio Recoveries', 'Credit Acquisitions', 'Debt Purchasing', 'Receivables'],
    pick(r, [' Ltd', ' Limited']),
  );
  let lenderStem = stem(r);
  while (co.name.startsWith(lenderStem)) lenderStem = stem(r);
  const card = r.chance(0.55);
  const lender = `${lenderStem} ${card ? pick(r, ['Card Services Ltd', 'Bank plc', 'Credit Card Company Ltd']) : pick(r, ['Personal Finance Ltd', 'Loans Ltd', 'Bank plc'])}`;
  const origAcct = card ? `**** **** **** ${r.digits(4)}` : `${r.digits(4)}${r.digits(6)}`;
  const ref = pick(r, [
    `${r.digits(8)}`,
    `PR-${r.digits(7)}`,
    `${r.letters(2, 'CDKP')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
  ]);
  const section = card ? '86C' : '86B';
  const end = addDays(c.date, -r.int(3, 12));
  const start = addDays(end, -364);
  const assigned = addDays(start, -r.int(20, 400));
  const firstYear = wholeDays(assigned, start) < 40;
  const prevStatement = addDays(start, r.int(2, 10));
  const opening = r.money(card ? 900 : 1500, card ? 6500 : 9800);
  const monthly = pick(r, [5, 10, 15, 20, 25, 30, 40]);
  const nPay = r.int(2, 5);
  /** Statements print their transaction dates short, whatever the letter's own date style. */
  const sd = (d: Date) => fmtDate(d, 0);
  const payRows: string[][] = [];
  let balance = opening;
  const step = Math.floor(330 / nPay);
  for (let i = 0; i < nPay; i++) {
    const d = addDays(start, 20 + i * step + r.int(0, 8));
    const amt = r.chance(0.8) ? monthly : round2(monthly * pick(r, [2, 3]));
    balance = round2(balance - amt);
    payRows.push([
      sd(d),
      `Payment received${r.chance(0.3) ? ' - thank you' : ''}`,
      `-${fmtMoney(amt)}`,
      fmtMoney(balance),
    ]);
  }
  const bal = balance;
  const paidTotal = round2(opening - bal);
  const settle = r.chance(0.4) ? round2(Math.round(bal * pick(r, [0.45, 0.5, 0.6]))) : 0;
  const rows: string[][] = [
    [sd(start), firstYear ? 'Balance on transfer to us' : 'Balance brought forward', '', fmtMoney(opening)],
    ...payRows,
    [sd(end), 'Interest and charges this period', fmtMoney(0), fmtMoney(bal)],
    [sd(end), 'Balance outstanding', '', fmtMoney(bal)],
  ];
  const earlier = firstYear
    ? `On ${D(c, assigned)} ${lender} transferred its rights under your ${card ? 'credit card' : 'loan'} agreement to us, as we explained in our notice of assignment of that date, and we are now your creditor.`
    : `${lender} transferred your ${card ? 'credit card' : 'loan'} agreement to us on ${D(c, assigned)}, as our notice of assignment explained. We sent you our last annual statement on ${D(c, prevStatement)}.`;
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['rings', 'bars', 'chevron'] as const),
    sub: [officeAddress(r), `Customer services ${phone(r)}  ${web(co.name)}`],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      [card ? 'Original card number' : 'Original account no.', origAcct],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.3),
    title: pick(r, [
      'ANNUAL STATEMENT OF ARREARS',
      'Annual Statement of Arrears',
      `Annual statement of arrears (CCA 1974, s.${section})`,
    ]),
    titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
    body: [
      ...(r.chance(0.5) ? [dear(c)] : []),
      {
        kv: [
          ['Original creditor:', lender],
          ['Statement period:', `${D(c, start)} to ${D(c, end)}`],
        ] as [string, string][],
      },
      { h: 'IMPORTANT - YOU SHOULD READ THIS CAREFULLY' },
      {
        p: `We must send you this statement each year under section ${section} of the Consumer Credit Act 1974 because your account is in arrears. ${earlier} ${lender} ended the agreement before the transfer, so the whole balance is in arrears.`,
      },
      {
        grid: rows.map(([d, t, a, b]) => [t, d, a, b]),
        header: ['Transactions this period', 'Date', 'Amount', 'Balance'],
        widths: [0.47, 0.17, 0.17, 0.19],
      },
      ...(!settle && r.chance(0.5)
        ? [{ amountBox: ['Balance outstanding', fmtMoney(bal)] as [string, string] }]
        : []),
      {
        p: `You paid ${fmtMoney(paidTotal)} during the period under your arrangement of ${fmtMoney(monthly)} a month${r.chance(0.5) ? ', for which we thank you' : ''}, but some monthly payments were missed. We have not added any interest or charges since we bought the account and we do not intend to. Please keep paying, quoting our reference ${ref}.`,
      },
      ...(settle
        ? [
            {
              p: `If you are able to clear the account sooner, we would accept ${fmtMoney(settle)} in full and final settlement if it reaches us within 30 days. This offer does not change the balance outstanding shown above.`,
            },
          ]
        : []),
      {
        p: `We enclose the arrears information sheet prepared by the Financial Conduct Authority. It explains what being in arrears means and where you can get free, independent debt advice. If you are having difficulty paying, please contact us: it is important that you talk to us.`,
      },
    ],
    closing: pick(r, ['Yours sincerely', 'Kind regards']),
    sign: [...signatory(r, ['Customer Services Manager', 'Head of Customer Operations']), co.name],
    footer: [fcaLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, bal, ref, 'debt_collection', 2, 'debt_recovery', c) };
};

export const FRESH6C_FAMILIES: Family[] = [
  { id: 'W91', name: 'HMCTS further steps notice', group: 'court_police', make: furtherSteps },
  { id: 'W92', name: 'Dart crossing charge PCN', group: 'council_parking', make: crossingPcn },
  {
    id: 'W93',
    name: 'Debt purchaser annual statement of arrears',
    group: 'collector',
    make: purchaserArrearsStatement,
  },
];
