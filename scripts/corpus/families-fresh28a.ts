/** The twenty-seventh fresh set, part a: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, vrm, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
  host,
  oOrI,
  pick,
  rcpt,
  round2,
  signatory,
  truth,
  type Family,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W283 Claims management company / no-win-no-fee solicitors: success fee on a redress claim
// ------------------------------------------------------------------------------------------------------------

interface ClaimKind {
  what: string;
  short: string;
  lenderSuffix: string[];
  lo: number;
  hi: number;
  /** The main redress line (what was refunded). */
  refund: string;
}
const CLAIMS: ClaimKind[] = [
  {
    what: 'undisclosed car finance commission',
    short: 'car finance commission claim',
    lenderSuffix: ['Motor Finance Ltd', 'Car Finance plc', 'Auto Finance Ltd'],
    lo: 420,
    hi: 4600,
    refund: 'Commission refunded',
  },
  {
    what: 'mis-sold payment protection insurance (PPI)',
    short: 'PPI claim',
    lenderSuffix: ['Bank plc', 'Card Services Ltd', 'Building Society'],
    lo: 880,
    hi: 7400,
    refund: 'PPI premiums refunded',
  },
  {
    what: 'a mis-sold packaged bank account',
    short: 'packaged bank account claim',
    lenderSuffix: ['Bank plc', 'Banking Group plc', 'Savings Bank plc'],
    lo: 310,
    hi: 2600,
    refund: 'Monthly account fees refunded',
  },
];

/** The FCA's cap on a claims management fee for a financial services claim, by the band the redress falls in. */
const feeCap = (redress: number) => (redress < 1500 ? 420 : redress < 10000 ? 2500 : 5000);

/**
 * A claims management company's (or a no-win-no-fee solicitors' firm's) demand for its success fee on a redress
 * claim it ran for the reader — undisclosed car finance commission, mis-sold PPI or a packaged bank account — once
 * the lender has paid the redress straight to the reader. One of five letters, each its own layout:
 *  - fee invoice (ruled reference cells, redress breakdown grid, fee grid, payment slip): stage 1, first_demand;
 *  - reminder (short letter with an owe box, "we sent you our invoice on …"): stage 2, reminder;
 *  - final notice (banner title, amount box, warning of the collection agency): stage 3, final_demand;
 *  - letter before claim under the Pre-Action Protocol for Debt Claims (boxed title, stacked boxed panel, interest
 *    to date added): stage 3, letter_of_claim;
 *  - its collection agency's letter (dark band, owe box, client reference): stage 1 (first letter) or 2 ("we wrote
 *    to you on …"), debt_recovery.
 * creditorName: the firm that ran the claim and asks for its fee; for the agency letter the agency (README: the
 * collector who writes and asks to be paid). debtAmount: fee + VAT (+ the late charge or interest the letter has
 * already added); never the redress, the fee percentage, the fee cap or the daily interest. accountNumber: the
 * reference the letter says to quote — the invoice number on the invoice, "our reference" (the claim reference) on
 * the others, the agency's reference on the agency letter; the lender's complaint reference, the masked agreement
 * number and the client reference are distractors.
 * Open choice: debtType. A success fee for a service is an ordinary business invoice, not credit: 'normal'; the
 * agency letter is 'debt_collection'. The lender's redress is money paid *to* the reader, never the debt.
 */
const claimsSuccessFee: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 4);
  const solicitor = v === 3 ? r.chance(0.7) : r.chance(0.3);
  const firm = solicitor
    ? company(r, ['Legal', 'Law', 'Solicitors', 'Consumer Law'], ' LLP')
    : company(r, ['Claims', 'Refunds', 'Claims Management', 'Consumer Claims', 'Reclaim']);
  const kind = pick(r, CLAIMS);
  let ls = stem(r);
  while (firm.name.startsWith(ls)) ls = stem(r);
  const lender = `${ls} ${pick(r, kind.lenderSuffix)}`;
  const claimRef = pick(r, [
    `CLM-${r.digits(6)}`,
    `RC${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(2, 'PCKFM')}/${r.digits(5)}/${r.letters(1)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(5)}`,
  ]);
  const invNo = pick(r, [`INV-${r.digits(6)}`, `${r.digits(7)}`, `SF${r.digits(5)}`]);
  const lenderRef = `${r.letters(3)}-${r.digits(8)}`;
  const agreement = `****${r.digits(4)}`;
  // Redress: the refund + 8% simple interest (PPI: with income tax deducted from the interest)
  const refund = r.money(kind.lo, kind.hi);
  const contractual = kind.short === 'PPI claim' && r.chance(0.6) ? r.money(60, 900) : 0;
  const interest = round2((refund + contractual) * r.next() * 0.55 + 25);
  const redress = round2(refund + contractual + interest);
  const tax = kind.short === 'PPI claim' ? round2(interest * 0.2) : 0;
  const offset = kind.short === 'car finance commission claim' && r.chance(0.35) ? round2(redress * 0.4) : 0;
  const netPaid = round2(redress - tax - offset);
  const pct = solicitor ? pick(r, [20, 25, 30]) : pick(r, [15, 18, 20]);
  const fee = round2((redress * pct) / 100);
  const vat = round2(fee * 0.2);
  const feeTotal = round2(fee + vat);
  const cap = feeCap(redress);
  // Offer, payment and our invoice come earlier the later the letter is in the sequence.
  const back = [r.int(40, 60), r.int(60, 80), r.int(90, 130), r.int(110, 170), r.int(120, 200)][v];
  const offer = addDays(c.date, -back);
  const paidOn = addDays(offer, r.int(14, 28));
  const invDate = addDays(paidOn, r.int(3, 9));
  const phoneNo = phone(r);
  const office = officeAddress(r);
  const regulator = solicitor
    ? `${firm.name} is a limited liability partnership registered in England and Wales no. OC${r.digits(6)}, authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of members is available at our registered office, ${officeAddress(r)}.`
    : fcaLine(firm.name, r);
  const agreementName = solicitor ? 'No Win No Fee agreement' : 'client agreement';
  const redressRows: string[][] = [
    [kind.refund, fmtMoney(refund)],
    ...(contractual ? [['Interest you paid on the premiums', fmtMoney(contractual)]] : []),
    ['8% simple interest', fmtMoney(interest)],
    ['Total redress', fmtMoney(redress)],
  ];
  const feeRows: string[][] = [
    [`Success fee: ${pct}% of ${fmtMoney(redress)}`, fmtMoney(fee)],
    ['VAT at 20%', fmtMoney(vat)],
    ['Total fee due', fmtMoney(feeTotal)],
  ];
  const paidNote = `${lender} paid ${fmtMoney(netPaid)} directly to you on ${D(c, paidOn)}${tax ? ` (after deducting ${fmtMoney(tax)} income tax from the interest)` : ''}${offset ? `, and used ${fmtMoney(offset)} to clear the balance left on your finance agreement` : ''}.`;
  const head = firm.head;
  const sub = [office, `${phoneNo}  ${web(firm.name)}`];

  if (v === 0) {
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [solicitor ? 'Accounts Department' : 'Client Accounts', ...sub],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', invNo],
        ['Your claim ref', claimRef],
        ['Invoice date', D(c, c.date)],
        ['Payment due', D(c, pay)],
      ],
      title: pick(r, ['INVOICE', 'Fee invoice - successful claim', 'Invoice for our success fee']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `Good news: your ${kind.short} against ${lender} (agreement ${agreement}, lender reference ${lenderRef}) has succeeded. ${paidNote} Under your ${agreementName} our fee is ${pct}% of the total redress, plus VAT.`,
        },
        { grid: redressRows, header: ['Redress awarded by the lender', 'Amount'], widths: [0.72, 0.28] },
        { grid: feeRows, header: ['Our charges', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay ${fmtMoney(feeTotal)} within 14 days, by ${D(c, pay)}, by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${phoneNo}. Please quote invoice number ${invNo} with your payment.`,
        },
        {
          small: `${solicitor ? `Our fee is set out in clause ${r.int(4, 9)} of your ${agreementName}; no fee would have been payable had the claim failed.` : `Our fee for this claim is capped at ${fmtMoney(cap)} including VAT under the FCA's rules; the fee above is within that cap.`} If you are unable to pay in full, please call us to agree a payment plan. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
        },
      ],
      closing: r.chance(0.5) ? 'Yours sincerely' : undefined,
      sign: r.chance(0.5) ? ['Client Accounts Team', firm.name] : [],
      slip: {
        title: `Remittance - ${firm.name}`,
        rows: [
          ['Invoice no.', invNo],
          ['Amount due', fmtMoney(feeTotal)],
          ['Due date', D(c, pay)],
        ],
      },
      footer: [regulator],
    };
    return { spec, truth: truth(firm.name, feeTotal, invNo, 'normal', 1, 'first_demand', c, pay) };
  }

  if (v === 1) {
    const pay = addDays(c.date, 7);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['right', 'center'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      owe: { label: 'Fee outstanding', amount: fmtMoney(feeTotal), note: `Invoice ${invNo}` },
      panel: [
        ['Our ref', claimRef],
        ['Lender', lender],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Reminder: your fee is overdue',
        `Your ${kind.short} - payment reminder`,
        'PAYMENT REMINDER',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `On ${D(c, invDate)} we sent you invoice ${invNo} for our fee on your successful ${kind.short}. ${paidNote} We have not yet received payment of our fee.`,
        },
        {
          kv: [
            ['Total redress:', fmtMoney(redress)],
            ['Fee rate:', `${pct}% + VAT`],
            ['Fee + VAT:', `${fmtMoney(fee)} + ${fmtMoney(vat)}`],
            ['Now due:', fmtMoney(feeTotal)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(feeTotal)} within 7 days, quoting our ref ${claimRef}. You can pay online at ${web(firm.name)}/pay or call ${phoneNo}. If you have already paid, thank you, and please ignore this letter.`,
        },
        {
          p: `If you think the fee is wrong, or you cannot afford to pay it in one go, please contact us: we can offer a payment plan${solicitor ? '' : ' and you can complain to us and then to the Financial Ombudsman Service'}.`,
        },
      ],
      closing: 'Kind regards',
      sign: [...signatory(r, ['Accounts Administrator', 'Credit Controller', 'Client Accounts']), firm.name],
      footer: [regulator],
    };
    return { spec, truth: truth(firm.name, feeTotal, claimRef, 'normal', 2, 'reminder', c, pay) };
  }

  if (v === 2) {
    const late = pick(r, [0, 25, 30, 40]);
    const due = round2(feeTotal + late);
    const pay = addDays(c.date, pick(r, [7, 10, 14]));
    const rem = addDays(invDate, r.int(16, 24));
    let as = stem(r);
    while (firm.name.startsWith(as) || lender.startsWith(as)) as = stem(r);
    const agency = `${as} ${pick(r, ['Credit Management Ltd', 'Collections Ltd', 'Recoveries Ltd'])}`;
    const rows: string[][] = [
      [`Invoice ${invNo} (${D(c, invDate)}) - fee`, fmtMoney(fee)],
      ['VAT at 20%', fmtMoney(vat)],
      ...(late ? [['Late payment charge', fmtMoney(late)]] : []),
    ];
    const spec: Spec = {
      face: c.face,
      head,
      headBand: r.chance(0.4),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', claimRef],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: pick(r, ['FINAL NOTICE', 'Final notice before collection action']),
      titleStyle: 'banner',
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, invDate)} and again on ${D(c, rem)} about our fee for your successful ${kind.short} against ${lender}. The redress of ${fmtMoney(redress)} was paid on ${D(c, paidOn)}, but our fee of ${pct}% + VAT remains unpaid.`,
        },
        { grid: rows, widths: [0.72, 0.28], boldLast: false },
        { amountBox: ['Balance now due', fmtMoney(due)] },
        {
          p: `Unless the balance of ${fmtMoney(due)} is paid by ${D(c, pay)}, your account will be passed to ${agency}, who may add their own costs, and we may begin court proceedings without further notice. Quote our reference ${claimRef} when you pay.`,
        },
        {
          small: `Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or call ${phoneNo}. If you are struggling financially, please tell us now: we will consider a realistic payment plan.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Credit Control Manager', 'Head of Client Accounts']), firm.name],
      footer: [regulator],
    };
    return { spec, truth: truth(firm.name, due, claimRef, 'normal', 3, 'final_demand', c, pay) };
  }

  if (v === 3) {
    const dueOn = addDays(invDate, 14);
    const days = Math.max(20, Math.round((c.date.getTime() - dueOn.getTime()) / 86400000));
    const daily = round2((feeTotal * 0.08) / 365);
    const accrued = round2(daily * days);
    const due = round2(feeTotal + accrued);
    const pay = addDays(c.date, 30);
    const spec: Spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL'],
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', claimRef],
        ['Your agreement with us', agreementName],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: true,
      title: 'LETTER BEFORE CLAIM',
      titleStyle: 'boxed',
      body: [
        dear(c),
        {
          p: `We acted for you in your claim for ${kind.what} against ${lender} under a ${agreementName} signed on ${D(c, addDays(offer, -r.int(120, 300)))}. The claim succeeded and redress of ${fmtMoney(redress)} was paid on ${D(c, paidOn)}. Our fee of ${pct}% plus VAT was invoiced on ${D(c, invDate)} (invoice ${invNo}) and was due by ${D(c, dueOn)}. Despite our reminders it has not been paid.`,
        },
        {
          table: [
            ['Fee invoiced', fmtMoney(fee)],
            ['VAT', fmtMoney(vat)],
            [`Interest at 8% a year for ${days} days`, fmtMoney(accrued)],
            ['Total now claimed', fmtMoney(due)],
          ],
        },
        {
          p: `If within 30 days of the date of this letter you have not paid ${fmtMoney(due)} or agreed a payment plan with us, we intend to issue a claim in the County Court without further notice, which will increase your liability by the court fee and fixed costs. Interest continues to accrue at ${fmtMoney(daily)} a day.`,
        },
        {
          p: `As required by the Pre-Action Protocol for Debt Claims we enclose an Information Sheet and a Reply Form. Please complete and return the Reply Form, quoting our reference ${claimRef}. If you dispute the fee, tell us why and send any documents you rely on. You may wish to get free independent debt advice.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [solicitor ? firm.name : `${firm.name} - Legal Department`],
      footer: [regulator],
    };
    return { spec, truth: truth(firm.name, due, claimRef, 'normal', 3, 'letter_of_claim', c, pay) };
  }

  // v === 4: the firm's collection agency
  let agency = company(r, ['Credit Management', 'Collections', 'Debt Recovery', 'Credit Services']);
  while (agency.name.split(' ')[0] === firm.name.split(' ')[0] || agency.name.split(' ')[0] === ls)
    agency = company(r, ['Credit Management', 'Collections', 'Debt Recovery', 'Credit Services']);
  const agRef = pick(r, [
    `${r.letters(2, 'DCRKX')}${r.digits(7)}`,
    `${r.digits(4)}-${r.digits(5)}`,
    `A${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const coll = r.chance(0.5) ? pick(r, [18, 25, 35]) : 0;
  const due = round2(feeTotal + coll);
  const follow = r.chance(0.5);
  const first = addDays(c.date, -r.int(18, 30));
  const pay = addDays(c.date, 14);
  const aOffice = officeAddress(r);
  const body: Block[] = [
    dear(c),
    {
      p: follow
        ? `We wrote to you on ${D(c, first)} about the money you owe ${firm.name} and have not had a reply. The balance remains unpaid.`
        : `${firm.name} has passed your account to us to collect the unpaid fee for the ${kind.short} they ran for you against ${lender}. That claim succeeded and ${fmtMoney(redress)} in redress was paid to you on ${D(c, paidOn)}.`,
    },
    {
      grid: [
        [`${firm.name} invoice ${invNo}: ${pct}% + VAT`, fmtMoney(feeTotal)],
        ...(coll ? [['Collection charge (per the terms of your agreement)', fmtMoney(coll)]] : []),
        ['Balance to pay', fmtMoney(due)],
      ],
      widths: [0.74, 0.26],
    },
    {
      p: `Please pay ${fmtMoney(due)} within 14 days or call us on ${phone(r)} to agree a payment plan. Pay online at ${web(agency.name)} or by bank transfer to ${agency.name}, sort code ${sortCode(r)}, account ${r.digits(8)}, always quoting our reference ${agRef}.`,
    },
    {
      small: `We are acting for ${firm.name}. Their reference ${claimRef} is shown for information only: do not use it when paying us. If you believe you do not owe this amount, write to us and we will put the account on hold while we look into it.`,
    },
  ];
  const spec: Spec = {
    face: c.face,
    head: agency.head,
    headBand: r.chance(0.6),
    logoMark: pick(r, ['shield', 'rings'] as const),
    sub: [aOffice, `${phone(r)}  ${web(agency.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    returnAddress: r.chance(0.5) ? `Return address: ${agency.name}, ${aOffice}` : undefined,
    recipient: rcpt(c),
    owe: { label: 'Balance to pay', amount: fmtMoney(due) },
    panel: [
      ['Our reference', agRef],
      ['Client', firm.name],
      ['Client ref', claimRef],
      ['Date', D(c, c.date)],
    ],
    panelStacked: firm.name.length > 28 || r.chance(0.3),
    title: follow
      ? 'We have not heard from you'
      : pick(r, ['Notice of debt collection', 'Your account has been passed to us']),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Account Manager']), agency.name],
    footer: [fcaLine(agency.name, r)],
  };
  return {
    spec,
    truth: truth(agency.name, due, agRef, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W284 Personal contract hire: end-of-contract or early termination charges
// ------------------------------------------------------------------------------------------------------------

const MARQUES = ['Arvena', 'Torvik', 'Solano', 'Merrow', 'Kaizen', 'Vestra'];
const MODELS = ['Sola', 'Brio', 'Atlas', 'Fenix', 'Cove', 'Rivo', 'Tundra'];
const TRIMS = [
  '1.0 T SE 5dr',
  '1.5 Hybrid Design 5dr',
  '2.0 TDi Sport Auto',
  'EV 64kWh Long Range',
  '1.2 Icon 5dr',
];

/** Damage beyond fair wear and tear, in the words of an end-of-lease inspection report, with a typical cost range. */
const DAMAGE: [string, number, number][] = [
  ['Front bumper: scuffs over 25mm through to primer, refinish', 95, 210],
  ['Alloy wheel, nearside rear: kerbing over 50mm, refurbish', 65, 120],
  ['Offside rear door: dent over 15mm with paint damage, SMART repair', 110, 240],
  ["Windscreen: chip in the driver's line of vision, replace", 180, 390],
  ['Rear seat: burn to fabric, trim repair', 75, 165],
  ['Tailgate: scratch through clear coat over 25mm, refinish', 120, 260],
  ['Locking wheel nut key missing', 35, 60],
  ['Second key missing', 180, 320],
  ['Service history: annual service not carried out', 160, 240],
  ['Nearside mirror casing: cracked, replace', 70, 150],
];

/**
 * A vehicle leasing company's charges after a personal contract hire agreement (a hire: the reader never owns the car).
 * One of five letters, each its own layout:
 *  - end-of-contract invoice after the car was collected and inspected against the BVRLA fair wear and tear standard:
 *    reference cells, optional damage photos, a damage grid and an excess-mileage grid, remittance slip: stage 1,
 *    first_demand;
 *  - early termination invoice after the reader asked to end the hire early (50% of the remaining rentals + a
 *    collection charge + VAT): letter with an owe box and vehicle details: stage 1, first_demand;
 *  - reminder for either invoice ("we sent you our invoice on …", optional part payment): stage 2, reminder;
 *  - final notice (banner, amount box, optional goodwill reduction after the reader's dispute): stage 3, final_demand;
 *  - its recovery agent's first letter (dark band, owe box, client and client reference): stage 1, debt_recovery.
 * creditorName: the leasing company (its agent, for the agent's letter). debtAmount: the invoice total or the balance
 * now due (after any part payment or goodwill reduction); never the monthly rental, the pence-per-mile rate, an
 * individual damage line, the VAT line or the initial rental. accountNumber: the reference the letter says to quote —
 * the agreement number or the invoice number (the letter names one), the agent's reference for the agent; the
 * vehicle registration, the inspection report number and the client reference are distractors.
 * Open choice: debtType. Contract hire is a hire, not credit: there is no loan, no capital and the reader never owns
 * the car, so these are an ordinary business's charges — 'normal' (README: an overdue invoice from a business), not
 * 'loan'; the agent's letter is 'debt_collection'. Damage charges are shown outside the scope of VAT (compensation),
 * excess mileage and early termination charges with VAT (further payment for the hire).
 */
const contractHireCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 4);
  const co = company(r, [
    'Contract Hire',
    'Vehicle Leasing',
    'Car Leasing',
    'Vehicle Solutions',
    'Lease Management',
  ]);
  const agreement = pick(r, [
    `PCH${r.digits(7)}`,
    `${r.digits(3)}/${r.digits(6)}`,
    `CH-${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const invNo = pick(r, [`EOC${r.digits(6)}`, `SI${r.digits(7)}`, `${r.digits(8)}`]);
  const quoteInvoice = r.chance(0.45);
  const quoted = quoteInvoice ? invNo : agreement;
  const quotedLabel = quoteInvoice ? 'invoice number' : 'agreement number';
  const reg = vrm(r);
  const car = `${pick(r, MARQUES)} ${pick(r, MODELS)} ${pick(r, TRIMS)}`;
  const term = pick(r, [24, 36, 48]);
  const annual = pick(r, [5000, 6000, 8000, 10000, 12000, 15000]);
  const rental = r.money(189, 529);
  const initial = round2(rental * pick(r, [3, 6, 9]));
  const office = officeAddress(r);
  const phoneNo = phone(r);
  const bvrla = `BVRLA member no. ${r.int(1000, 9999)}`;
  const footer = [`${fcaLine(co.name, r)} ${bvrla}.`];
  // The invoice (v 0-1) is this letter; later letters follow an invoice sent after the car was collected.
  const invDate = addDays(c.date, v <= 1 ? 0 : -[0, 0, r.int(34, 48), r.int(50, 75), r.int(70, 110)][v]);
  const collected = addDays(invDate, -r.int(10, 24));
  // End of contract: damage + excess mileage
  const contracted = (annual * term) / 12;
  const excess = r.int(4, 90) * 100 + r.int(0, 99);
  const odo = contracted + excess;
  const ppm = pick(r, [5.5, 6.9, 8.4, 9.6, 11.2, 14.8]);
  const miles = round2((excess * ppm) / 100);
  const milesVat = round2(miles * 0.2);
  const pool = [...DAMAGE];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const items = pool.slice(0, r.int(2, 4));
  const dmg = items.map(([t, lo, hi]) => [t, r.money(lo, hi)] as [string, number]);
  const dmgTotal = round2(dmg.reduce((a, [, x]) => a + x, 0));
  const eocTotal = round2(dmgTotal + miles + milesVat);
  // Early termination: 50% of the remaining rentals (ex VAT) + collection charge, + VAT
  const left = r.int(6, 28);
  const exVat = round2(rental / 1.2);
  const etc = round2((left * exVat) / 2);
  const collect = pick(r, [0, 149, 195, 250]);
  const etcVat = round2((etc + collect) * 0.2);
  const etcTotal = round2(etc + collect + etcVat);
  const early = v === 1 || (v >= 2 && r.chance(0.4));
  const invTotal = early ? etcTotal : eocTotal;
  const inspRef = `IR-${r.digits(6)}`;
  const inspector = `${place(r)} Vehicle Inspections`;
  const vehicleKv: [string, string][] = [
    ['Vehicle', car],
    ['Registration', reg],
    ['Agreement', `${agreement} (${term} months, ${annual.toLocaleString('en-GB')} miles a year)`],
  ];
  const what = early ? 'early termination charges' : 'end of contract charges';

  if (v === 0) {
    const pay = addDays(c.date, 28);
    const shots = dmg.filter(([t]) => !/missing|history/i.test(t)).slice(0, 3);
    const photos = shots.length >= 2 && r.chance(0.6);
    const body: Block[] = [
      dear(c),
      {
        p: `Your ${term}-month contract hire agreement for ${car}, registration ${reg}, ended and the vehicle was collected on ${D(c, collected)}. It was inspected on collection by ${inspector} against the BVRLA Fair Wear and Tear Guide (report ${inspRef}, enclosed). Damage beyond fair wear and tear and mileage over the contracted allowance are charged as set out below.`,
      },
      ...(photos
        ? ([{ photos: shots.map(([t], i) => `Photo ${i + 1}: ${t.split(':')[0]}`) }] as Block[])
        : []),
      {
        grid: [
          ...dmg.map(([t, x]) => [t, fmtMoney(x)]),
          ['Damage charges (outside the scope of VAT)', fmtMoney(dmgTotal)],
        ],
        header: ['Damage beyond fair wear and tear', 'Charge'],
        widths: [0.78, 0.22],
      },
      {
        grid: [
          [
            `Contracted mileage ${contracted.toLocaleString('en-GB')}; odometer at collection ${odo.toLocaleString('en-GB')}`,
            '',
          ],
          [`Excess mileage ${excess.toLocaleString('en-GB')} miles at ${ppm}p per mile`, fmtMoney(miles)],
          ['VAT at 20% on excess mileage', fmtMoney(milesVat)],
        ],
        widths: [0.78, 0.22],
        boldLast: false,
      },
      { amountBox: ['Invoice total', fmtMoney(eocTotal)] },
      {
        p: `Please pay within 28 days, quoting your ${quotedLabel} ${quoted}. If you disagree with any damage item, tell us within 14 days with your own photographs; unresolved disputes can be referred to the BVRLA conciliation service.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
      sub: ['End of Contract Team', office, `${phoneNo}  ${web(co.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', invNo],
        ['Agreement no.', agreement],
        ['Invoice date', D(c, c.date)],
        ['Due date', D(c, pay)],
      ],
      title: pick(r, [
        'End of contract invoice',
        'INVOICE - END OF CONTRACT CHARGES',
        'Your end of lease charges',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body,
      sign: [],
      slip: photos
        ? undefined
        : {
            title: `Remittance advice - ${co.name}`,
            rows: [
              [quoteInvoice ? 'Invoice no.' : 'Agreement no.', quoted],
              ['Amount', fmtMoney(eocTotal)],
            ],
          },
      footer,
    };
    return { spec, truth: truth(co.name, eocTotal, quoted, 'normal', 1, 'first_demand', c, pay) };
  }

  if (v === 1) {
    const pay = addDays(c.date, 14);
    const asked = addDays(collected, -r.int(10, 30));
    const spec: Spec = {
      face: c.face,
      head: co.head,
      sub: ['Customer Accounts', office, `${phoneNo}  ${web(co.name)}`],
      headAlign: pick(r, ['right', 'center'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      owe: { label: 'Amount due', amount: fmtMoney(etcTotal), note: `Pay by ${D(c, pay)}` },
      panel: [
        ['Agreement no', agreement],
        ['Invoice no', invNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Early termination of your contract hire agreement',
        'Invoice: early termination charges',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `As you asked on ${D(c, asked)}, we have ended your contract hire agreement early and collected the vehicle on ${D(c, collected)}. Your agreement allows early termination on payment of 50% of the rentals that would have fallen due for the rest of the term.`,
        },
        { kv: vehicleKv },
        {
          table: [
            [`Remaining rentals: ${left} x ${fmtMoney(exVat)} (ex VAT)`, fmtMoney(round2(left * exVat))],
            ['Early termination charge (50%)', fmtMoney(etc)],
            ...(collect ? ([['Vehicle collection charge', fmtMoney(collect)]] as [string, string][]) : []),
            ['VAT at 20%', fmtMoney(etcVat)],
            ['Amount due', fmtMoney(etcTotal)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(etcTotal)} within 14 days by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${phoneNo}, quoting your ${quotedLabel} ${quoted}. Your monthly rental of ${fmtMoney(rental)} and your initial rental of ${fmtMoney(initial)} are not refundable. The vehicle's condition report will follow separately.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Accounts', 'Early Settlements Team']), co.name],
      footer,
    };
    return { spec, truth: truth(co.name, etcTotal, quoted, 'normal', 1, 'first_demand', c, pay) };
  }

  if (v === 2) {
    const part = r.chance(0.35) ? round2(Math.floor(invTotal * pick(r, [0.2, 0.3, 0.5]))) : 0;
    const bal = round2(invTotal - part);
    const pay = addDays(c.date, pick(r, [7, 14]));
    const spec: Spec = {
      face: c.face,
      head: co.head,
      sub: [office, `${phoneNo}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [quoteInvoice ? 'Invoice number' : 'Agreement number', quoted],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, ['Reminder - invoice overdue', 'Payment reminder', `Your ${what}: reminder`]),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          p: `On ${D(c, invDate)} we sent you our invoice ${invNo} for the ${what} on your contract hire agreement ${agreement} (${car}). Payment was due within ${early ? 14 : 28} days and ${part ? 'has only been paid in part' : 'we have not received it'}.`,
        },
        {
          grid: [
            [`Invoice ${invNo}`, fmtMoney(invTotal)],
            ...(part ? [['Paid', `-${fmtMoney(part)}`]] : []),
            ['Balance outstanding', fmtMoney(bal)],
          ],
          widths: [0.72, 0.28],
        },
        {
          p: `Please pay the balance outstanding of ${fmtMoney(bal)} within ${wholeDays(c.date, pay)} days, quoting ${quoted}. If you cannot pay in full, call us on ${phoneNo} to discuss a payment arrangement.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Credit Control', co.name],
      footer,
    };
    return { spec, truth: truth(co.name, bal, quoted, 'normal', 2, 'reminder', c, pay) };
  }

  if (v === 3) {
    const goodwill = !early && r.chance(0.5) ? round2(dmg[0][1]) : 0;
    const disputed = addDays(invDate, r.int(6, 12));
    const bal = round2(invTotal - goodwill);
    const pay = addDays(c.date, 7);
    let as = stem(r);
    while (co.name.startsWith(as)) as = stem(r);
    const agent = `${as} ${pick(r, ['Asset Recovery Ltd', 'Credit Management Ltd', 'Collections Ltd'])}`;
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head: co.head,
      headBand: r.chance(0.5),
      sub: ['Collections', office],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Agreement no.', agreement],
        ['Invoice no.', invNo],
        ['Registration', reg],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: pick(r, ['FINAL NOTICE', `Final notice: ${what}`]),
      titleStyle: 'banner',
      body: [
        dear(c),
        {
          p: goodwill
            ? `We have reviewed the points you raised on ${D(c, disputed)} about invoice ${invNo}. As a gesture of goodwill we have removed the charge for "${dmg[0][0].split(':')[0]}" (${fmtMoney(goodwill)}). The remaining charges were correctly assessed under the BVRLA Fair Wear and Tear Guide and are now overdue.`
            : `Despite our invoice of ${D(c, invDate)} and our reminder, the ${what} on your contract hire agreement for ${car} remain unpaid.`,
        },
        {
          grid: [
            [`Invoice ${invNo} (${what})`, fmtMoney(invTotal)],
            ...(goodwill ? [['Goodwill reduction', `-${fmtMoney(goodwill)}`]] : []),
          ],
          widths: [0.72, 0.28],
          boldLast: false,
        },
        { amountBox: ['Balance now due', fmtMoney(bal)] },
        {
          p: `If ${fmtMoney(bal)} is not paid by ${D(c, pay)}, we will pass your account to our recovery agent, ${agent}, and report the arrears to credit reference agencies, which may affect your ability to lease or borrow. Quote your ${quotedLabel} ${quoted} when paying.`,
        },
        {
          small: `Pay online at ${web(co.name)}/pay or call ${phoneNo}. Free debt advice is available from independent advice services.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Collections Manager', 'Credit Control Manager']), co.name],
      footer,
    };
    return { spec, truth: truth(co.name, bal, quoted, 'normal', 3, 'final_demand', c, pay) };
  }

  // v === 4: the leasing company's recovery agent
  let ag = company(r, ['Asset Recovery', 'Credit Management', 'Collections', 'Recoveries']);
  while (ag.name.split(' ')[0] === co.name.split(' ')[0])
    ag = company(r, ['Asset Recovery', 'Credit Management', 'Collections', 'Recoveries']);
  const agRef = pick(r, [
    `${r.letters(3, 'ARCM')}${r.digits(6)}`,
    `${r.digits(6)}/${r.digits(2)}`,
    `R${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const pay = addDays(c.date, 14);
  const aOffice = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    headBand: r.chance(0.6),
    logoMark: pick(r, ['shield', 'bars'] as const),
    sub: [aOffice, `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    returnAddress: r.chance(0.5) ? `If undelivered return to ${ag.name}, ${aOffice}` : undefined,
    recipient: rcpt(c),
    owe: { label: 'Amount due', amount: fmtMoney(invTotal) },
    panel: [
      ['Our ref', agRef],
      ['Client', co.name],
      ['Client ref', agreement],
      ['Date', D(c, c.date)],
    ],
    panelStacked: co.name.length > 28 || r.chance(0.3),
    title: pick(r, ['Notice of debt recovery', 'Your account has been passed to us']),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `${co.name} has instructed us to recover the ${what} owed under your contract hire agreement for ${car} (registration ${reg}). ${early ? 'The agreement was ended early at your request' : 'The agreement ended'} and the vehicle was collected on ${D(c, collected)}; the charges were invoiced on ${D(c, invDate)} (invoice ${invNo}) and have not been paid.`,
      },
      {
        kv: [
          ['Amount due:', fmtMoney(invTotal)],
          ['Pay by:', D(c, pay)],
          ['Quote:', agRef],
        ],
      },
      {
        p: `Please pay ${fmtMoney(invTotal)} within 14 days at ${web(ag.name)} or by calling ${phone(r)}, quoting our reference ${agRef}. Payment must be made to us, not to ${co.name}. If you dispute the charges, write to us within 14 days and we will pause collection while ${co.name} reviews them.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Recovery Agent', 'Collections Officer']), ag.name],
    footer: [fcaLine(ag.name, r)],
  };
  return { spec, truth: truth(ag.name, invTotal, agRef, 'debt_collection', 1, 'debt_recovery', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W285 Ride-hailing / taxi app: charges against a rider
// ------------------------------------------------------------------------------------------------------------

const APP_BRANDS = ['Kerbly', 'Hailwell', 'Zuvo', 'Ryddle', 'Pikkup', 'Veloxa', 'Flagr'];
const STREETS = [
  'Kiln Street',
  'Orchard Road',
  'Heron Way',
  'Station Approach',
  'Quarry Lane',
  'Market Square',
];
/** Cleaning fee tiers: the grid label, what the driver reported, the fee. */
const CLEANING: [string, string, number][] = [
  ['Cleaning fee - minor', 'a spilled drink', 25],
  ['Cleaning fee - moderate', 'food and mud on the seats', 60],
  ['Cleaning fee - significant', 'vomit on the seat and floor', 120],
  ['Cleaning fee - major', 'bodily fluids; the car was off the road for valeting', 150],
];
const DAMAGE_FEES = [
  'rear door trim',
  'headrest screen',
  'window switch panel',
  'seat belt buckle',
  'boot liner',
];

/**
 * A ride-hailing (taxi) app's charges against a rider: an unpaid trip after the card was declined, a cleaning or
 * damage fee reported by the driver, cancelled-trip fees; the rider's account is suspended until they are paid. The
 * app brand is a trading name of its UK operating company (the licensed private hire operator), which signs and is
 * the one owed. One of four letters, each its own layout:
 *  - notice of the balance and the suspension (app brand letterhead, owe box, charges grid, fare breakdown, optional
 *    driver's photos): stage 1, first_demand;
 *  - reminder ("we e-mailed you on …") or the reply to the rider's dispute of a fee ("you contacted us on …, the fee
 *    stands"): plain letter, boxed panel, key-value summary: stage 2, reminder;
 *  - final notice before the account goes to a collection agency and is closed (reference cells, boxed title, amount
 *    box): stage 3, final_demand;
 *  - its collection agency (owe box, client and client reference, optional collection charge): stage 1 debt_recovery,
 *    or stage 3 final_demand when the agency's own letter is a final demand.
 * creditorName: the UK operating company (the legal entity the balance is owed to and which signs), not the app brand
 * in the letterhead; the agency for the agency letter (README: the collector who writes and asks to be paid).
 * debtAmount: the balance due (all unpaid items; + the agency's collection charge where it has been added); never a
 * single fee line, a fare component, the promo discount or the ride credit. accountNumber: the notice / balance
 * reference the letter says to quote (the agency's own reference on its letter); rider ID, trip IDs, the masked card
 * and the driver's registration are distractors.
 * Open choice: debtType 'normal' (a business's unpaid charges; no credit), 'debt_collection' for the agency. A page
 * that asks to "pay in the app" with no deadline has no payBy.
 */
const rideHailCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 3);
  const brand = pick(r, APP_BRANDS);
  const st = stem(r);
  const legal = pick(r, [
    `${brand} UK Operations Ltd`,
    `${st} Mobility UK Ltd`,
    `${brand} Technologies UK Limited`,
    `${st} Private Hire (UK) Ltd`,
  ]);
  const riderId = `R-${r.letters(2)}${r.digits(6)}`;
  const notice = pick(r, [
    `BAL-${r.digits(7)}`,
    `N${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
    `${r.letters(2, 'KHZ')}${r.digits(2)}-${r.digits(6)}`,
  ]);
  const card = `${pick(r, ['Visa', 'Mastercard', 'Debit card'])} ending ${r.digits(4)}`;
  const town = place(r);
  const tripId = () => r.letters(8, '0123456789abcdef');
  const when = (back: number) => addDays(c.date, -back);
  const items: { date: Date; what: string; amt: number; id: string }[] = [];
  // Unpaid trip, with its fare breakdown
  const miles = r.money(1.4, 14);
  const mins = r.int(7, 42);
  const base = pick(r, [2.5, 2.8, 3.2]);
  const perMile = pick(r, [1.25, 1.4, 1.6]);
  const perMin = pick(r, [0.2, 0.25, 0.3]);
  const booking = pick(r, [0.85, 1.2, 1.75, 2.2]);
  const promo = pick(r, [0, 0, 2, 3, 5]);
  const fare = round2(base + miles * perMile + mins * perMin + booking - promo);
  const tripDay = when(r.int(12, 30));
  const pickUp = `${pick(r, STREETS)}, ${town}`;
  const dropOff = `${pick(r, STREETS)}, ${place(r)}`;
  const tripNo = tripId();
  const clean = r.chance(0.5) ? pick(r, CLEANING) : null;
  const dmg = !clean && r.chance(0.35) ? pick(r, DAMAGE_FEES) : null;
  // A final notice or a collector is never about cancellation fees alone.
  const unpaid = r.chance(0.65) || (v >= 2 && !clean && !dmg);
  if (unpaid) items.push({ date: tripDay, what: 'Trip fare - card declined', amt: fare, id: tripNo });
  const cleanDay = unpaid && r.chance(0.6) ? tripDay : when(r.int(8, 35));
  if (clean) items.push({ date: cleanDay, what: clean[0], amt: clean[2], id: tripId() });
  if (dmg)
    items.push({
      date: when(r.int(8, 35)),
      what: `Damage fee - ${dmg}`,
      amt: r.money(85, 320),
      id: tripId(),
    });
  const cancels = r.chance(0.4) || items.length === 0 ? r.int(2, 4) : 0;
  const cfee = pick(r, [5, 6, 7.5]);
  for (let i = 0; i < cancels; i++)
    items.push({ date: when(r.int(5, 40)), what: 'Cancellation fee', amt: cfee, id: tripId() });
  items.sort((a, b) => a.date.getTime() - b.date.getTime());
  const total = round2(items.reduce((a, x) => a + x.amt, 0));
  const credit = pick(r, [0, 0, 3, 5, 10]);
  const driverReg = vrm(r);
  const office = officeAddress(r);
  const support = `help@${host(brand + 'uk')}`;
  const opLicence = `operator licence no. ${r.digits(4)}${r.letters(1)}/${r.digits(3)}`;
  const footer = [
    `${brand} is a trading name of ${legal}, a licensed private hire vehicle operator (${opLicence}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  const chargeRows = items.map((x) => [`${D(c, x.date)} ${x.what}`, x.id, fmtMoney(x.amt)]);
  const chargeGrid: Block = {
    grid: [...chargeRows, ['Balance due', '', fmtMoney(total)]],
    header: ['Date and item', 'Trip ID', 'Amount'],
    widths: [0.62, 0.18, 0.2],
  };
  const head = r.chance(0.3) ? [brand.toUpperCase()] : [brand];

  if (v === 0) {
    const askDate = r.chance(0.6);
    const pay = addDays(c.date, 14);
    const body: Block[] = [
      { p: `Hi ${c.who.first},` },
      {
        p: `${unpaid ? `We couldn't take payment for your trip from ${pickUp} to ${dropOff} on ${D(c, tripDay)} - your ${card} was declined, and we tried again over the following days. ` : ''}${clean ? `After a trip on ${D(c, cleanDay)} your driver reported ${clean[1]} and sent us photos, so a cleaning fee has been charged in line with our Rider Terms. ` : ''}${dmg ? `Your driver reported damage to the ${dmg} during a trip and sent us photos and a repair estimate. ` : ''}${cancels ? `You also have ${cancels} unpaid cancellation fees. ` : ''}We have put your account on hold until the balance is paid.`,
      },
      chargeGrid,
      ...(unpaid
        ? ([
            {
              kv: [
                ['Fare breakdown', `trip ${tripNo}`],
                ['Base fare', fmtMoney(base)],
                [
                  `Distance (${miles.toFixed(1)} mi) and time (${mins} min)`,
                  fmtMoney(round2(miles * perMile + mins * perMin)),
                ],
                ['Booking fee', fmtMoney(booking)],
                ...(promo ? ([['Promotion applied', `-${fmtMoney(promo)}`]] as [string, string][]) : []),
              ],
            },
          ] as Block[])
        : []),
      ...(clean && items.length <= 4 && r.chance(0.5)
        ? ([{ photos: ['Rear seat, photo by driver', 'Footwell, photo by driver'] }] as Block[])
        : []),
      {
        p: askDate
          ? `Please pay ${fmtMoney(total)} within 14 days in the app (Account > Payment > Outstanding balance) or at ${web(brand)}/pay, quoting ${notice}. You can then request rides again straight away.`
          : `To start riding again, add a working card in the app and pay the balance of ${fmtMoney(total)}, or pay at ${web(brand)}/pay quoting ${notice}.`,
      },
      {
        small: `${credit ? `The ${fmtMoney(credit)} ride credit on your account can't be used for fees or unpaid trips. ` : ''}If you think a charge is wrong, reply within 30 days via Help in the app or ${support}. Your driver's vehicle (${driverReg}) and trip records are kept for 12 months.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron'] as const),
      headBand: r.chance(0.4),
      sub: [`${legal} - Rider Payments`, office],
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: 'Balance due', amount: fmtMoney(total), note: 'Account on hold' },
      panel: [
        ['Notice no.', notice],
        ['Rider ID', riderId],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, [
        'Your account is on hold',
        'We need you to settle your balance',
        'Outstanding balance on your account',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body,
      closing: 'Thanks,',
      sign: [`The ${brand} Rider Support team`, legal],
      footer,
    };
    return {
      spec,
      truth: truth(legal, total, notice, 'normal', 1, 'first_demand', c, askDate ? pay : undefined),
    };
  }

  if (v === 1) {
    const dispute = (clean || dmg) && r.chance(0.55);
    const first = addDays(c.date, -r.int(14, 24));
    const contacted = addDays(first, r.int(2, 6));
    const pay = addDays(c.date, 14);
    const feeName = clean ? 'cleaning fee' : 'damage fee';
    const spec: Spec = {
      face: c.face,
      head,
      sub: [`Operated in the UK by ${legal}`, office, support],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Reference', notice],
        ['Account', riderId],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: dispute
        ? `About the ${feeName} you disputed`
        : pick(r, ['Reminder: balance still unpaid', 'Your balance is overdue']),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          p: dispute
            ? `Thank you for contacting us on ${D(c, contacted)} about the ${feeName} on your account. We have reviewed the driver's photos, the trip timeline and your comments. The photos were taken within minutes of your trip ending and show ${clean ? 'the soiling your driver reported' : 'damage that was not there at the start of it'}, so the fee stands.`
            : `We e-mailed you on ${D(c, first)} to say your account had been put on hold because of an unpaid balance. We have not received payment, and the balance below is still outstanding.`,
        },
        {
          kv: [
            ...items
              .filter((x) => !x.what.startsWith('Cancellation'))
              .map((x) => [`${x.what}:`, fmtMoney(x.amt)] as [string, string]),
            ...(cancels
              ? ([
                  [`Cancellation fees (${cancels} x ${fmtMoney(cfee)}):`, fmtMoney(round2(cancels * cfee))],
                ] as [string, string][])
              : []),
            ['Balance outstanding:', fmtMoney(total)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(total)} within 14 days in the app or at ${web(brand)}/pay, quoting reference ${notice}. Your account stays on hold until the balance is cleared. We tried your ${card} again on ${D(c, addDays(c.date, -2))} without success.`,
        },
        {
          small: dispute
            ? `If you are still unhappy with our decision you can ask for it to be reviewed by a senior member of the team, by replying to this letter within 28 days.`
            : `If you have already paid, thank you - please ignore this letter. If you are having trouble paying, contact us and we will try to help.`,
        },
      ],
      closing: 'Kind regards',
      sign: [...signatory(r, ['Rider Support Specialist', 'Payments Team']), legal],
      footer,
    };
    return { spec, truth: truth(legal, total, notice, 'normal', 2, 'reminder', c, pay) };
  }

  if (v === 2) {
    const pay = addDays(c.date, pick(r, [7, 10, 14]));
    let as = stem(r);
    while (legal.startsWith(as)) as = stem(r);
    const agency = `${as} ${pick(r, ['Collections Ltd', 'Credit Services Ltd', 'Debt Recovery Ltd'])}`;
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['IMPORTANT - PLEASE READ'] : undefined,
      head,
      headBand: r.chance(0.5),
      sub: [`${legal}`, office],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Notice no.', notice],
        ['Rider account', riderId],
        ['Date', D(c, c.date)],
        ['Pay by', D(c, pay)],
      ],
      title: 'FINAL NOTICE',
      titleStyle: 'boxed',
      body: [
        dear(c),
        {
          p: `We have written to you and sent notifications in the app about the unpaid balance on your ${brand} account, which has been on hold since ${D(c, addDays(items[0].date, 5))}. This is our final notice.`,
        },
        {
          grid: chargeRows,
          header: ['Unpaid item', 'Trip ID', 'Amount'],
          widths: [0.62, 0.18, 0.2],
          boldLast: false,
        },
        { amountBox: ['Amount to pay now', fmtMoney(total)] },
        {
          p: `If we do not receive ${fmtMoney(total)} by ${D(c, pay)}, we will close your account permanently and pass the debt to ${agency}, who may add collection costs. Pay in the app or at ${web(brand)}/pay, quoting notice number ${notice}.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Payments and Collections', legal],
      footer,
    };
    return { spec, truth: truth(legal, total, notice, 'normal', 3, 'final_demand', c, pay) };
  }

  // v === 3: the operating company's collection agency
  let ag = company(r, ['Collections', 'Credit Services', 'Debt Recovery', 'Receivables']);
  while (legal.startsWith(ag.name.split(' ')[0]))
    ag = company(r, ['Collections', 'Credit Services', 'Debt Recovery', 'Receivables']);
  const agRef = pick(r, [
    `${r.digits(9)}`,
    `${r.letters(2, 'CDX')}-${r.digits(4)}-${r.digits(4)}`,
    `Z${r.digits(2)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const fee = r.chance(0.5) ? pick(r, [15, 20, 30]) : 0;
  const due = round2(total + fee);
  const final = r.chance(0.4);
  const pay = addDays(c.date, final ? 7 : 14);
  const aOffice = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    headBand: r.chance(0.5),
    logoMark: pick(r, ['shield', 'bars'] as const),
    sub: [aOffice, `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: { label: final ? 'Final demand' : 'Amount due', amount: fmtMoney(due) },
    panel: [
      ['Our ref', agRef],
      ['Client', brand],
      ['Client ref', notice],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.4),
    title: final
      ? 'FINAL DEMAND'
      : pick(r, ['Your unpaid account has been passed to us', `Unpaid ${brand} balance`]),
    titleStyle: final ? 'banner' : 'rule',
    body: [
      dear(c),
      {
        p: final
          ? `We have written to you about the balance you owe our client ${legal} (trading as ${brand}) for trips and fees on your rider account, and you have not paid or contacted us. This is our final demand before we recommend further action to our client.`
          : `${legal}, which runs the ${brand} app in the UK, has passed us your unpaid rider account balance to collect. It is made up of the items below; your ${brand} account remains closed.`,
      },
      {
        grid: [
          ...items.map((x) => [`${D(c, x.date)} ${x.what}`, fmtMoney(x.amt)]),
          ...(fee ? [['Collection charge', fmtMoney(fee)]] : []),
          ['Total due', fmtMoney(due)],
        ],
        widths: [0.76, 0.24],
      },
      {
        p: `Please pay ${fmtMoney(due)} ${final ? `by ${D(c, pay)}` : 'within 14 days'} at ${web(ag.name)} or call ${phone(r)}, quoting our reference ${agRef}. Payments must be made to us; ${brand} can no longer take payment for this balance. If you dispute the debt, tell us in writing and we will pause collection while we check it with our client.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Agent', 'Customer Accounts Officer']), ag.name],
    footer: [fcaLine(ag.name, r)],
  };
  return {
    spec,
    truth: truth(
      ag.name,
      due,
      agRef,
      'debt_collection',
      final ? 3 : 1,
      final ? 'final_demand' : 'debt_recovery',
      c,
      pay,
    ),
  };
};

export const FRESH28A_FAMILIES: Family[] = [
  {
    id: 'W283',
    name: 'Claims management company or no-win-no-fee solicitors success fee on a redress claim (invoice, reminder, final notice, letter before claim or collection agency)',
    group: 'business',
    make: claimsSuccessFee,
  },
  {
    id: 'W284',
    name: 'Personal contract hire end-of-contract damage and excess mileage or early termination charges (invoice, reminder, final notice or recovery agent)',
    group: 'business',
    make: contractHireCharges,
  },
  {
    id: 'W285',
    name: 'Ride-hailing app charges against a rider: unpaid trip, cleaning or damage fee, cancellation fees, account on hold (notice, reminder or dispute reply, final notice or collection agency)',
    group: 'business',
    make: rideHailCharges,
  },
];
