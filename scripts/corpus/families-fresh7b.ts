/**
 * The sixth fresh held-out set, part b (W97–W99): kinds of letter the corpus does not have yet — a building
 * society's or bank's pre-action letter under the Pre-Action Protocol for Possession Claims based on Mortgage
 * Arrears, an energy supplier's notice that it will apply to the magistrates' court for a warrant of entry to fit a
 * prepayment meter, and a claimant company's own letter telling the defendant that judgment in default has been
 * entered in the county court. Written by a writer who had not read the extractor; scored once. Every face is drawn
 * per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  regLine,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
  wholeDays,
} from './family-kit';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Mar 2025" for the month `back` months before d. */
const monthBack = (d: Date, back: number) => {
  const m = d.getUTCMonth() - back;
  const y = d.getUTCFullYear() + Math.floor(m / 12);
  return `${MONTHS[((m % 12) + 12) % 12]} ${y}`;
};

// ------------------------------------------------------------------------------------------------------------
// Lender
// ------------------------------------------------------------------------------------------------------------

/**
 * A building society's or bank's pre-action letter under the Pre-Action Protocol for Possession Claims based on
 * Mortgage Arrears: the months missed in an arrears table (payment due, paid, running arrears), the information the
 * protocol asks for (monthly payment, arrears, charges, the full balance outstanding) and a warning that a possession
 * claim may follow. Amount = the total arrears now due (missed payments, plus an arrears fee where the letter has
 * already added it to that total); the contractual monthly payment, the next payment, the full mortgage balance, the
 * property's estimated value and the legal costs a claim *would* add are not it. Reference = the mortgage account
 * number; the customer number, the Land Registry title number and the society's bank account are not it.
 * Open choices: a letter before a possession claim is the README's "letter before action/claim": stage 3 even though
 * it mentions earlier arrears letters; kind letter_of_claim (the pre-action letter the protocol requires); debtType
 * 'mortgage'. payBy is the date by which it asks the arrears to be paid (or a proposal made).
 */
const mortgagePreAction: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const bank = r.chance(0.55);
  const p = place(r);
  const name = bank
    ? pick(r, [`${p} Mortgages plc`, `${p} Bank plc`, `${p} Home Loans Limited`])
    : pick(r, [`${p} Building Society`, `The ${p} Building Society`]);
  const head = name.startsWith('The ')
    ? r.chance(0.5)
      ? [`The ${p}`, 'Building Society']
      : [name]
    : r.chance(0.4)
      ? [name.toUpperCase()]
      : r.chance(0.4) && name.endsWith('Building Society')
        ? [p, 'Building Society']
        : [name];
  const acc = pick(r, [
    `${r.digits(8)}/${r.digits(2)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `M${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(2)}-${r.digits(6)}-${r.digits(2)}`,
  ]);
  const custNo = `${r.letters(1, 'CK')}${r.digits(7)}`;
  const title = `${r.letters(2, 'QXZV')}${r.digits(6)}`;
  const monthly = r.money(520, 1480);
  const rate = pick(r, [4.49, 5.24, 5.79, 6.14, 7.49, 8.19]);
  const balance = round2(monthly * r.int(130, 260) + r.money(0, 900));
  const value = Math.round((balance * pick(r, [1.3, 1.55, 1.9, 2.4])) / 1000) * 1000;
  // the months: some missed, some part-paid
  const n = r.int(3, 5);
  const rows: string[][] = [];
  let run = 0;
  for (let i = n; i >= 1; i--) {
    const paid =
      i === n && n > 3 && r.chance(0.5)
        ? monthly
        : r.chance(0.3)
          ? round2(Math.floor(monthly * pick(r, [0.2, 0.3, 0.4, 0.5])))
          : 0;
    run = round2(run + monthly - paid);
    rows.push([monthBack(c.date, i), fmtMoney(monthly), paid ? fmtMoney(paid) : '-', fmtMoney(run)]);
  }
  const missedTotal = run;
  const feeAdded = r.chance(0.45);
  const fee = pick(r, [25, 30, 45, 50]);
  const arrears = round2(missedTotal + (feeAdded ? fee : 0));
  const next = addDays(c.date, r.int(6, 24));
  const pay = addDays(c.date, pick(r, [14, 15, 21]));
  const earlier1 = addDays(c.date, -r.int(55, 80));
  const earlier2 = addDays(earlier1, r.int(21, 30));
  const legal = pick(r, [650, 850, 1100, 1250]);
  const office = officeAddress(r);
  const prop = c.addr;
  const useGrid = r.chance(0.35);
  const panel: [string, string][] = [
    ['Mortgage account', acc],
    ['Customer no.', custNo],
    ['Date', D(c, c.date)],
  ];
  const infoRows: [string, string][] = [
    ['Contractual monthly payment', fmtMoney(monthly)],
    [`Interest rate (${pick(r, ['variable', 'tracker', 'fixed'])})`, `${rate}%`],
    ['Arrears (missed payments)', fmtMoney(missedTotal)],
    ...(feeAdded ? ([['Arrears administration fee charged', fmtMoney(fee)]] as [string, string][]) : []),
    ['Total amount outstanding on the mortgage', fmtMoney(balance)],
  ];
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'rings', 'bars'] as const),
    sub: [
      pick(r, ['Mortgage Arrears Support', 'Financial Support Team', 'Mortgage Collections']),
      office,
      `${phone(r)}  ${web(name)}`,
    ],
    headAlign: pick(r, ['left', 'left', 'right'] as const),
    recipient: rcpt(c),
    panel: useGrid ? [] : panel,
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    refGrid: useGrid ? panel : undefined,
    title: pick(r, [
      'Pre-action letter - mortgage arrears',
      'IMPORTANT: YOUR HOME IS AT RISK',
      'Mortgage arrears: letter before possession proceedings',
      'Pre-Action Protocol for Possession Claims',
    ]),
    titleStyle: pick(r, ['banner', 'boxed', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `${pick(r, ['Property:', 'Mortgaged property:'])} ${prop[0]}, ${prop[1]}, ${prop[3]} (title number ${title}). We wrote to you about your mortgage arrears on ${D(c, earlier1)} and ${D(c, earlier2)}, but they have not been paid and no arrangement has been agreed. We now write under the Pre-Action Protocol for Possession Claims based on Mortgage Arrears.`,
      },
      {
        grid: rows,
        header: ['Month', 'Payment due', 'Paid', 'Arrears'],
        widths: [0.31, 0.23, 0.23, 0.23],
        boldLast: false,
      },
      { kv: infoRows },
      {
        amountBox: [
          pick(r, ['Total arrears now due', 'Arrears to pay now', 'Amount required to clear the arrears']),
          fmtMoney(arrears),
        ],
      },
      {
        p: `Please pay ${fmtMoney(arrears)} by ${D(c, pay)}, or contact us before then with a realistic proposal to repay the arrears. Your next payment of ${fmtMoney(monthly)}, due on ${D(c, next)}, is not included above. Pay to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your mortgage account number ${acc}.`,
      },
      {
        p: `Otherwise we may claim possession of your home (estimated value ${fmtMoney(value)}) in the county court, and legal costs of about ${fmtMoney(legal)} would be added to your account.`,
      },
      {
        small: `YOUR HOME MAY BE REPOSSESSED IF YOU DO NOT KEEP UP REPAYMENTS ON YOUR MORTGAGE. Free, independent advice is available from debt advice charities and your local council's housing team.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Arrears Support Manager', 'Mortgage Recoveries Officer']), name],
    footer: [
      bank
        ? fcaLine(name, r)
        : `${name} is authorised by the PRA and regulated by the FCA and the PRA (FRN ${r.digits(6)}). Registered under the Building Societies Act 1986, no. ${r.digits(3)}B. Principal office: ${office}.`,
    ],
  };
  return { spec, truth: truth(name, arrears, acc, 'mortgage', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Utilities
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's notice that it will apply to the magistrates' court for a warrant of entry (to fit a
 * prepayment meter, or to disconnect in a minority of letters when a meter cannot be fitted safely) unless the arrears
 * are paid or a payment plan agreed. The supply numbers (MPAN, MPRN) and meter serial numbers sit in the reference
 * panel beside the account number and again in a "your supply" table; they are not the reference: the letter tells
 * you to quote the account number. Amount = the overdue balance (unpaid bills less payments received since); the
 * latest bill not yet due, the weekly amount a prepayment meter would recover, the emergency credit and the warrant
 * costs that *may* be added are not it.
 * Open choices: the last step before the supplier goes to court, after earlier letters and a visit: stage 3. No
 * ReceivedKind names a warrant notice; it is the supplier's final demand before legal action (not a Pre-Action
 * Protocol letter of claim, and not a court document), so kind final_demand. debtType 'utility'. payBy = the date by
 * which it asks the balance to be paid (or a plan agreed); where the letter gives the court's hearing date, that is
 * hearingDate.
 */
const energyWarrant: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Energy', 'Energy Supply', 'Power & Gas', 'Home Energy']);
  const acc = pick(r, [
    r.digits(10),
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `${r.letters(2, 'EAK')}-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(8)}${oOrI(r)}`,
  ]);
  const fuel = pick(r, ['elec', 'gas', 'dual'] as const);
  const hasE = fuel !== 'gas';
  const hasG = fuel !== 'elec';
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const mprn = r.digits(r.int(7, 10));
  const eSerial = `${r.digits(2)}${r.letters(1, 'EKL')}${r.digits(7)}`;
  const gSerial = `G4A${r.digits(5)}${r.letters(2, 'DMN')}`;
  const fuelWords = fuel === 'dual' ? 'gas and electricity' : hasE ? 'electricity' : 'gas';
  // unpaid bills, then any payments received since
  const nb = r.int(2, 4);
  const billDates: Date[] = [];
  const firstBill = addDays(c.date, -(nb * 30 + r.int(20, 40)));
  for (let i = 0; i < nb; i++) billDates.push(addDays(firstBill, i * r.int(28, 31)));
  const bills = billDates.map(() => r.money(fuel === 'dual' ? 140 : 70, fuel === 'dual' ? 420 : 260));
  const paid = r.chance(0.45) ? pick(r, [20, 25, 40, 50, 75]) : 0;
  const owed = round2(bills.reduce((a, b) => a + b, 0) - paid);
  const latest = r.money(60, 240);
  const latestDue = addDays(c.date, r.int(9, 20));
  const weekly = pick(r, [3.7, 4.5, 5, 6.5, 8]);
  const emergency = pick(r, [5, 10, 15]);
  const costs = pick(r, [60, 75, 85, 95, 120, 150]);
  const court = `${place(r)} Magistrates' Court`;
  const pay = addDays(c.date, pick(r, [7, 10, 14]));
  const withHearing = r.chance(0.5);
  const hearing = addDays(pay, r.int(7, 21));
  const lett1 = addDays(firstBill, r.int(40, 50));
  const visit = addDays(c.date, -r.int(8, 16));
  const disconnect = r.chance(0.2);
  const purpose = disconnect
    ? `to enter your home and disconnect your ${fuelWords} supply`
    : `to enter your home and fit a prepayment meter`;
  const panel: [string, string][] = [
    ['Account number', acc],
    ...(hasE ? ([[pick(r, ['MPAN', 'Elec. MPAN']), mpan]] as [string, string][]) : []),
    ...(hasG ? ([[pick(r, ['MPRN', 'Gas MPRN']), mprn]] as [string, string][]) : []),
    ['Date', D(c, c.date)],
  ];
  const supplyRows: string[][] = [
    ...(hasE ? [['Electricity', mpan, eSerial]] : []),
    ...(hasG ? [['Gas', mprn, gSerial]] : []),
  ];
  const billRows: string[][] = [
    ...billDates.map((d, i) => [`Bill dated ${D(c, d)}`, fmtMoney(bills[i])]),
    ...(paid ? [['Payments received since', `-${fmtMoney(paid)}`]] : []),
    [pick(r, ['Balance overdue', 'Total overdue', 'Amount you owe now']), fmtMoney(owed)],
  ];
  const boxOwe = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: r.chance(0.4),
    logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
    sub: [
      pick(r, ['Debt Path Team', 'Customer Debt Team', 'Warrant Team']),
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    owe: boxOwe ? { label: 'Overdue now', amount: fmtMoney(owed), note: `Pay by ${D(c, pay)}` } : undefined,
    panel: boxOwe ? panel.filter(([k]) => !k.endsWith('MPRN') || !hasE) : panel,
    panelBoxed: r.chance(0.5),
    panelStacked: !boxOwe && r.chance(0.35),
    title: pick(r, [
      'Notice of intention to apply for a warrant of entry',
      'NOTICE: WE INTEND TO APPLY FOR A WARRANT',
      disconnect
        ? 'We are going to apply to court to disconnect your supply'
        : 'We are going to apply to court to fit a prepayment meter',
    ]),
    titleStyle: pick(r, ['banner', 'boxed', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `Your ${fuelWords} account is ${fmtMoney(owed)} in arrears. We wrote to you on ${D(c, lett1)} and our agent called at your home on ${D(c, visit)}, but the balance is still unpaid and no payment plan has been agreed.`,
      },
      {
        grid: billRows,
        header: ['Your account', 'Amount'],
        widths: [0.72, 0.28],
      },
      {
        p: `Unless you pay the ${fmtMoney(owed)} overdue or agree a payment plan with us by ${D(c, pay)}, we will apply to ${court} for a warrant under the Rights of Entry (Gas and Electricity Boards) Act 1954 ${purpose}.${withHearing ? ` The application will be heard on ${D(c, hearing)} at ${pick(r, ['10:00', '10:30', '14:00'])}; you may attend and be heard.` : ''}`,
      },
      {
        grid: supplyRows,
        header: ['Your supply', 'Supply number', 'Meter serial'],
        widths: [0.3, 0.4, 0.3],
        boldLast: false,
      },
      {
        cols: [
          `A prepayment meter would recover the arrears at ${fmtMoney(weekly)} a week, on top of what you use, and has ${fmtMoney(emergency)} of emergency credit. Your latest bill of ${fmtMoney(latest)} is due on ${D(c, latestDue)} and is not part of the balance overdue.`,
          `If the warrant is granted, the court fee and our costs (up to ${fmtMoney(costs)}) may be added to your account. Please call ${phone(r)} quoting account number ${acc}, or pay online at ${web(co.name)}/pay.`,
        ],
      },
      {
        small: `Tell us at once if anyone in your home is elderly, disabled, seriously ill, relies on powered medical equipment or is a young child: we will not fit a meter under warrant where it would not be safe. Free debt advice is available from independent charities. Suppliers must follow Ofgem's rules.`,
      },
    ],
    closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
    sign: [...signatory(r, ['Debt Path Manager', 'Collections Team Leader']), co.name],
    footer: [regLine(co.name, r)],
  };
  return {
    spec,
    truth: truth(co.name, owed, acc, 'utility', 3, 'final_demand', c, pay, withHearing ? hearing : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Court (claimant's own letter)
// ------------------------------------------------------------------------------------------------------------

/**
 * A company's own letter (its credit control department, not solicitors and not the court) telling a customer that
 * the county court has entered judgment in default against them on its claim for an unpaid invoice: the claim number,
 * the judgment date, the judgment sum broken down (amount claimed, interest, court fee, fixed costs), the terms of
 * payment (forthwith, or on or before a date), where to pay, and what enforcement could follow.
 * - creditorName: the claimant company, which writes and asks to be paid (the README's "organisation that wrote the
 *   letter and asks to be paid"); the court that entered judgment is named in the letter but is not the creditor.
 * - debtType: the README types by who demands and why; here an ordinary business is owed for its own invoice, so
 *   'normal'. 'court' is the README's type for a (magistrates') court's own letters, and the court demands nothing
 *   here; the court stage is carried by kind and stage instead.
 * - kind: the writer chose court_claim, the nearest kind when ReceivedKind had none for a judgment; 'judgment' was
 *   added after this set's first look (a judgment answered as a claim got a claim's steps and deadlines), and the
 *   truth follows it. Stage 3: after the claim, the sender's last step before enforcement.
 * - accountNumber: the claimant's own reference ("please quote our reference"); the claim number is a case number
 *   (README), and the invoice number and the claimant's bank account are not it.
 * - debtAmount: the judgment sum (claim + interest + court fee + costs), or, where a payment has been received since
 *   judgment, the balance of it now due; the amount originally invoiced, the fee for a warrant of control that *would*
 *   be added and any part-payment are not it. payBy = the date the judgment / the letter says it must be paid by.
 */
const judgmentNotice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, [
    'Home Improvements',
    'Roofing Services',
    'Kitchens & Bathrooms',
    'Windows & Doors',
    'Vehicle Hire',
    'Driveways',
  ]);
  const ref = pick(r, [
    `CC/${r.digits(5)}`,
    `${c.who.last.slice(0, 4).toUpperCase()}${r.digits(4)}`,
    `${r.digits(3)}-${r.digits(4)}`,
    `CR${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const claimNo = `${r.letters(1, 'FHJKL')}${r.int(0, 9)}${r.letters(2, 'QZXV')}${r.digits(3)}${r.letters(1, 'ADHMP')}`;
  const inv = `${r.digits(5)}`;
  const invDate = addDays(c.date, -r.int(150, 260));
  const work = co.name.includes('Vehicle')
    ? 'vehicle hire and damage charges'
    : co.name.includes('Roofing')
      ? 'roof repairs at your home'
      : co.name.includes('Driveways')
        ? 'a new driveway at your home'
        : 'work carried out at your home';
  const claimed = r.money(480, 6800);
  const interest = round2(claimed * 0.08 * (r.int(60, 200) / 365));
  const fee =
    claimed <= 500
      ? 50
      : claimed <= 1000
        ? 70
        : claimed <= 1500
          ? 80
          : claimed <= 3000
            ? 115
            : claimed <= 5000
              ? 205
              : round2(claimed * 0.05);
  const costs = pick(r, [50, 70, 80, 100]);
  const judgmentSum = round2(claimed + interest + fee + costs);
  const partPaid = r.chance(0.3) ? pick(r, [50, 100, 150, 200]) : 0;
  const due = round2(judgmentSum - partPaid);
  // courts enter judgment on working days: step back over weekends and 25 Dec - 1 Jan
  let jDate = addDays(c.date, -r.int(3, 12));
  const closed = (d: Date) =>
    d.getUTCDay() % 6 === 0 ||
    (d.getUTCMonth() === 11 && d.getUTCDate() >= 25) ||
    (d.getUTCMonth() === 0 && d.getUTCDate() === 1);
  while (closed(jDate)) jDate = addDays(jDate, -1);
  const forthwith = r.chance(0.5);
  const byDate = addDays(jDate, pick(r, [14, 21, 28]));
  // an "on or before" date always falls at least a week after the letter
  const pay = forthwith
    ? addDays(c.date, pick(r, [7, 14]))
    : byDate.getTime() < addDays(c.date, 7).getTime()
      ? addDays(byDate, 14)
      : byDate;
  const monthOut = addDays(jDate, 30);
  const courtName = `County Court at ${place(r)}`;
  const issued = addDays(jDate, -r.int(30, 50));
  const warrantFee = pick(r, [83, 119]);
  const grid = r.chance(0.5);
  const refs: [string, string][] = [
    ['Claim number', claimNo],
    ['Our reference', ref],
    ['Date of judgment', D(c, jDate)],
  ];
  const rows: string[][] = [
    [`Amount claimed (invoice ${inv})`, fmtMoney(claimed)],
    ['Interest to the date of the claim', fmtMoney(interest)],
    ['Court fee', fmtMoney(fee)],
    ['Fixed costs', fmtMoney(costs)],
    ...(partPaid
      ? [
          ['Total judgment sum', fmtMoney(judgmentSum)],
          ['Paid since judgment', `-${fmtMoney(partPaid)}`],
          ['Balance now due', fmtMoney(due)],
        ]
      : [['Total judgment sum', fmtMoney(judgmentSum)]]),
  ];
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['chevron', 'bars', 'shield'] as const),
    headBand: r.chance(0.25),
    sub: ['Credit Control', officeAddress(r), `${phone(r)}  accounts@${host(co.name)}`],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: grid ? [['Date', D(c, c.date)]] : [...refs, ['Letter date', D(c, c.date)]],
    panelBoxed: r.chance(0.5),
    panelStacked: !grid && r.chance(0.3),
    refGrid: grid ? refs : undefined,
    title: pick(r, [
      'County Court Judgment entered against you',
      'NOTICE OF JUDGMENT IN DEFAULT',
      'Judgment has been entered on our claim',
    ]),
    titleStyle: pick(r, ['rule', 'boxed', 'plain', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `We issued a claim against you in the county court on ${D(c, issued)} (claim number ${claimNo}) for the unpaid invoice ${inv} of ${D(c, invDate)} for ${work}. You did not file a defence or an acknowledgment of service in time, so on ${D(c, jDate)} the ${courtName} entered judgment in default against you for the sum below.`,
      },
      { grid: rows, header: ['Judgment', 'Amount'], widths: [0.7, 0.3] },
      {
        amountBox: [partPaid ? 'Balance of judgment to pay' : 'Judgment sum to pay', fmtMoney(due)],
      },
      {
        p: forthwith
          ? `The judgment is payable forthwith. Please pay ${fmtMoney(due)} to us within ${wholeDays(c.date, pay)} days, by ${D(c, pay)}. Pay us, not the court: bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}.`
          : `The court ordered you to pay the judgment sum to us on or before ${D(c, pay)}. Please pay ${fmtMoney(due)} by then. Pay us, not the court: bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}.`,
      },
      {
        p: `If you do not pay, we may ask the court to enforce the judgment, for example by a warrant of control (court fee ${fmtMoney(warrantFee)}, which would be added to what you owe) or an attachment of earnings order. If you cannot pay in full, you can ask the court to let you pay by instalments.`,
      },
      {
        small: `The judgment is entered on the Register of Judgments, Orders and Fines. If you pay in full within one month of the date of judgment (by ${D(c, monthOut)}) you can ask the court to remove the entry; otherwise it stays on the register for six years. Free, independent debt advice is available from debt advice charities.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Credit Controller', 'Accounts Manager', 'Director']), co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, due, ref, 'normal', 3, 'judgment', c, pay) };
};

export const FRESH7B_FAMILIES: Family[] = [
  { id: 'W97', name: 'Mortgage possession pre-action letter', group: 'lender', make: mortgagePreAction },
  { id: 'W98', name: 'Energy supplier warrant intention notice', group: 'utility', make: energyWarrant },
  {
    id: 'W99',
    name: 'Notice of county court judgment from the claimant',
    group: 'court_police',
    make: judgmentNotice,
  },
];
