/**
 * The tenth fresh held-out set, part c (W136–W138): kinds of letter the corpus does not have yet — a motor finance
 * company's invoice for end-of-agreement charges after a PCP car was handed back (excess mileage and damage beyond
 * fair wear and tear, with the inspection's condition report), a private student accommodation provider's rent
 * arrears letter with a statement of instalments, and a council's or a school caterer's letter about a cashless
 * school meals account left in debit. Each has a first/reminder variant and a later one, and at least two layouts
 * drawn per letter. Written blind to the extractor; scored once. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, person, phone, place, sortCode, vrm, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  fcaLine,
  host,
  oOrI,
  pick,
  rcpt,
  regLine,
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W136 Motor finance: PCP end-of-agreement charges
// ------------------------------------------------------------------------------------------------------------

const CARS = [
  'Corvane Vista 1.5 Hybrid Estate',
  'Marlen Astor 1.0 Turbo Hatchback',
  'Rydell Q30 2.0 Diesel SUV',
  'Tessaro Linea 1.4 Petrol Saloon',
  'Halvor T3 Plug-in Hybrid',
  'Corvane Mira 1.2 Hatchback',
];
/** Condition report lines: item, damage found, repair, base charge. */
const DAMAGE: [string, string, string, number][] = [
  ['Front bumper', 'Scuff over 25mm, paint broken', 'Smart repair', 95],
  ['Nearside rear door', 'Dent 40mm with paint damage', 'Repair and paint', 185],
  ['Offside front alloy', 'Kerbing over 50mm of rim', 'Refurbish', 85],
  ['Windscreen', "Chip in driver's line of sight", 'Replace', 310],
  ['Rear seat', 'Burn hole in upholstery', 'Trim repair', 120],
  ['Nearside front tyre', 'Sidewall cut', 'Replace', 140],
  ['Service history', 'Final service not done', 'Missed service', 195],
  ['Second key', 'Not returned at collection', 'Replace key', 240],
  ['Tailgate', 'Scratch to primer, 110mm', 'Paint', 160],
  ['Offside wing mirror', 'Cover cracked', 'Replace cover', 75],
];

/**
 * A motor finance company's invoice for the charges due when a car on a personal contract purchase was handed back
 * at the end of the agreement instead of paying the optional final payment: excess mileage (miles over the
 * contracted allowance at the agreed pence-per-mile rate) and damage beyond fair wear and tear found by an
 * independent inspector, in a condition report table. Two variants: the invoice itself (stage 1, kind first_demand)
 * and an overdue reminder that says the company sent the invoice on a date and it has not been paid (stage 2, kind
 * reminder). Two layouts per letter: an invoice form (reference cells, vehicle details, tables, a total box, often a
 * payment slip) or a letter (reference panel or an overdue box, "Dear …", the same tables).
 * Amount = the invoice total / "amount now overdue" (mileage + damage − any damage allowance − any part payment);
 * the optional final payment that was not taken up, the monthly payment, the pence-per-mile rate, an individual
 * damage line and the early-settlement discount on the damage charges are not it.
 * Reference: the letter says which number to quote — the invoice number on some letters, the agreement number on
 * others (chosen per letter and stated in the payment instructions and on the slip); the other one, the vehicle
 * registration, the inspection report number and the masked bank account are distractors.
 * Open choice: the debtType list has no hire purchase/PCP; a PCP is a regulated credit agreement and the charges are
 * claimed under it by the lender, so 'loan' (not 'normal'), group 'lender'. The creditor is the finance company that
 * writes, letterheads and signs; the independent inspection company and the dealer named in the text are not it.
 */
const pcpEndCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Motor Finance', 'Car Finance', 'Auto Finance', 'Vehicle Finance'],
    pick(r, [' Ltd', ' Limited', ' plc']),
  );
  const reminder = r.chance(0.5);
  const asLetter = r.chance(0.5);
  const agreement = pick(r, [
    () => r.digits(9),
    () => `PCP${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.letters(2, 'MFCA')}-${r.digits(7)}`,
  ])();
  const invoice = pick(r, [
    () => `INV${r.digits(7)}`,
    () => `EOA/${r.digits(6)}`,
    () => `${r.digits(6)}-${oOrI(r)}${r.digits(1)}`,
  ])();
  const quoteInvoice = r.chance(0.5);
  const ref = quoteInvoice ? invoice : agreement;
  const reg = vrm(r);
  const car = pick(r, CARS);
  const term = pick(r, [24, 36, 48]);
  const annual = pick(r, [6000, 8000, 10000, 12000, 15000]);
  const allowed = (annual * term) / 12;
  const excess = r.int(3, 90) * 100 + r.int(0, 99);
  const actual = allowed + excess;
  const ppm = pick(r, [6.2, 7.5, 8.4, 9.8, 11.3, 12.5]);
  const mileage = round2((excess * ppm) / 100);
  const n = r.int(1, 4);
  const pool = [...DAMAGE];
  const items: [string, string, string, number][] = [];
  for (let i = 0; i < n; i++) {
    const it = pool.splice(r.int(0, pool.length - 1), 1)[0];
    items.push([it[0], it[1], it[2], it[3] + pick(r, [-10, 0, 0, 15, 25, 40])]);
  }
  const damage = round2(items.reduce((s, it) => s + it[3], 0));
  const allowance = r.chance(0.35) ? Math.min(pick(r, [100, 150, 250]), damage) : 0;
  const invTotal = round2(mileage + damage - allowance);
  const part = reminder && r.chance(0.3) ? pick(r, [25, 50, 100]) : 0;
  const due = round2(invTotal - part);
  const gfv = r.int(45, 140) * 100 + pick(r, [0, 25, 50, 75]);
  const monthly = round2(r.money(189, 469));
  const started = addDays(c.date, -(term * 30.4 + r.int(30, 70)));
  const handed = addDays(c.date, reminder ? -r.int(55, 80) : -r.int(12, 30));
  const inspected = addDays(handed, r.int(1, 4));
  const invDate = reminder ? addDays(handed, r.int(12, 20)) : c.date;
  const invDue = addDays(invDate, 30);
  const pay = addDays(c.date, reminder ? 14 : 30);
  const inspector = company(r, ['Vehicle Inspections', 'Remarketing Services', 'Inspection Services']).name;
  const reportNo = `IR${r.digits(8)}`;
  const dealer = `${place(r)} ${pick(r, ['Motors', 'Car Centre', 'Motor Group'])}`;
  const mask = `****${r.digits(4)}`;
  const discount = !reminder && r.chance(0.5) ? round2(damage * 0.1) : 0;
  const office = officeAddress(r);
  const tel = phone(r);
  const quoteLabel = quoteInvoice ? 'invoice number' : 'agreement number';

  const conditionGrid = {
    grid: items.map((it) => [it[0], it[1], it[2], fmtMoney(it[3])]),
    header: ['Item', 'Damage found', 'Repair', 'Charge'],
    widths: [0.24, 0.4, 0.2, 0.16],
    boldLast: false,
  };
  const chargeRows: string[][] = [
    [`Excess mileage: ${excess.toLocaleString('en-GB')} miles at ${ppm}p per mile`, fmtMoney(mileage)],
    [
      `Damage beyond fair wear and tear (${items.length} item${items.length > 1 ? 's' : ''})`,
      fmtMoney(damage),
    ],
    ...(allowance ? [['Less: end of contract damage allowance', `-${fmtMoney(allowance)}`]] : []),
    ...(part ? [['Less: payment received - thank you', `-${fmtMoney(part)}`]] : []),
    [reminder ? 'Amount now overdue' : 'Invoice total', fmtMoney(due)],
  ];
  const mileageKv: [string, string][] = [
    [
      'Mileage',
      `${allowed.toLocaleString('en-GB')} contracted (${annual.toLocaleString('en-GB')} a year), ${actual.toLocaleString('en-GB')} at collection`,
    ],
  ];
  const vehicleLine = `${car}, registration ${reg}`;
  const opening = reminder
    ? `We sent you invoice ${invoice} on ${D(c, invDate)} for the charges due when your agreement ended and ${reg} was handed back on ${D(c, handed)}. Payment was due by ${D(c, invDue)}, but ${part ? 'only part of it has' : 'it has not'} been received.`
    : `Thank you for returning ${reg} at the end of your personal contract purchase agreement, rather than paying the optional final payment of ${fmtMoney(gfv)}. The car was collected on ${D(c, handed)} and inspected by ${inspector} on ${D(c, inspected)} (report ${reportNo}). Under your agreement, the charges below are now payable.`;
  const payPara = reminder
    ? `Please pay ${fmtMoney(due)} within 14 days, by ${D(c, pay)}, quoting your ${quoteLabel} ${ref}. If you cannot pay it all at once, call us on ${tel} to agree instalments. If we do not hear from you, we may pass the account to a debt collection agency and report the unpaid amount to credit reference agencies.`
    : `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${quoteLabel} ${ref}. Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, by debit card on ${tel}, or online at ${web(co.name)}/pay.`;
  const discountPara = discount
    ? `If you pay in full within 14 days of this invoice, we will reduce the damage charges by 10% (${fmtMoney(discount)}). The total above does not include this reduction.`
    : '';
  const disputePara = reminder
    ? `We have not received any challenge to the condition report. Photographs of each item are still available at ${web(co.name)}/myreport using report number ${reportNo}.`
    : `If you disagree with any damage item, you can ask for an independent review within 14 days. Photographs of each item are at ${web(co.name)}/myreport (report ${reportNo}).`;
  const noDD = `We will not collect these charges by Direct Debit from your account ending ${mask}.`;
  const footer = [`${fcaLine(co.name, r)} Charges for excess mileage and damage are not subject to VAT.`];
  const sign = [...signatory(r, ['End of Contract Team Leader', 'Customer Accounts Manager']), co.name];
  const title = reminder
    ? pick(r, ['Reminder: end of agreement invoice overdue', 'PAYMENT REMINDER - END OF CONTRACT CHARGES'])
    : pick(r, [
        'INVOICE - END OF AGREEMENT CHARGES',
        'End of contract charges invoice',
        'Invoice: vehicle return charges',
      ]);

  let spec: Spec;
  if (!asLetter) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars', undefined] as const),
      sub: ['End of Contract Department', office, `${tel}  endofcontract@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', invoice],
        ['Agreement no.', agreement],
        ['Registration', reg],
        [reminder ? 'Reminder date' : 'Invoice date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: opening },
        {
          kv: [
            ['Vehicle', vehicleLine],
            ['Agreement', `${term}-month PCP from ${D(c, started)}`],
            ...(items.length < 4 ? ([['Supplying dealer', dealer]] as [string, string][]) : []),
            ...mileageKv,
          ],
        },
        { h: `Condition report ${reportNo}` },
        conditionGrid,
        { grid: chargeRows, widths: [0.76, 0.24] },
        { amountBox: [reminder ? 'Now overdue' : 'Total due', fmtMoney(due)] },
        { p: payPara },
        ...(discountPara ? [{ small: discountPara }] : []),
        { small: `${disputePara} ${noDD}` },
      ],
      sign: [],
      slip:
        items.length < 4 && r.chance(0.6)
          ? {
              title: `Remittance - ${co.name}`,
              rows: [
                [quoteInvoice ? 'Invoice no.' : 'Agreement no.', ref],
                ['Amount due', fmtMoney(due)],
                ['Pay by', D(c, pay)],
              ],
            }
          : undefined,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.4),
      sub: [office, `Customer services ${tel}`, web(co.name)],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      owe: reminder
        ? { label: 'Now overdue', amount: fmtMoney(due), note: `Please pay by ${D(c, pay)}` }
        : undefined,
      panel: [
        [quoteInvoice ? 'Invoice number' : 'Agreement number', ref],
        [quoteInvoice ? 'Agreement' : 'Invoice', quoteInvoice ? agreement : invoice],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: !reminder && r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          p: `Your ${car} was contracted for ${allowed.toLocaleString('en-GB')} miles over ${term} months and the odometer read ${actual.toLocaleString('en-GB')} miles at collection. Your monthly payments of ${fmtMoney(monthly)} were all received, and the optional final payment is not due because you returned the car.`,
        },
        conditionGrid,
        { grid: chargeRows, header: [reminder ? 'Account' : 'Charges', 'Amount'], widths: [0.76, 0.24] },
        { p: payPara },
        ...(discountPara ? [{ p: discountPara }] : []),
        { small: `${disputePara} ${noDD}` },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  const payBy = pay;
  return {
    spec,
    truth: truth(
      co.name,
      due,
      ref,
      'loan',
      reminder ? 2 : 1,
      reminder ? 'reminder' : 'first_demand',
      c,
      payBy,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W137 Private student accommodation: rent arrears
// ------------------------------------------------------------------------------------------------------------

/**
 * A private (purpose-built) student accommodation provider's letter about unpaid rent instalments for a room under
 * the student's tenancy agreement, with a statement of instalments (due, paid, outstanding). First-letter variant
 * (stage 1, kind first_demand: the first letter about the missed instalment, asking for payment within 7 days) and
 * a final-notice variant (stage 3, kind final_demand: it mentions the earlier letters and says that unless paid by a
 * date the arrears go to the student's guarantor, named, and/or a named collection agency). Two layouts per letter: a
 * letter with a reference panel and the statement, or a residence-office notice with reference cells, an "amount
 * owed" box and a two-column "what happens next / help" section.
 * Amount = the arrears now due ("Total arrears" / "Balance now due"), which on final notices includes interest on
 * late rent already added to the account; the weekly rent, a single instalment, the next instalment not yet due, the
 * deposit held and the whole tenancy's rent are not it.
 * Reference: the provider's tenancy / resident account reference the letter says to quote; the booking reference,
 * the university student number, the room number and the agency's name are not it.
 * Open choice: a private landlord's rent is an ordinary debt to a business, so 'normal', group 'business'; the
 * creditor is the operating company in the letterhead and sign-off, not the residence's name (printed as a brand under
 * the letterhead) nor the university.
 */
const studentRentArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Student Living', 'Student Homes', 'Student Residences', 'Campus Living'],
    pick(r, [' Ltd', ' Limited']),
  );
  const final = r.chance(0.5);
  const notice = r.chance(0.5);
  const city = place(r);
  const residence = `${pick(r, ['Foundry', 'Kiln', 'Mill', 'Tanner', 'Copper', 'Weaver', 'Granary'])} ${pick(r, ['Court', 'House', 'Works', 'Yard', 'Point', 'Quarter'])}`;
  const room = pick(r, [
    () => `Flat ${r.int(1, 14)}${pick(r, ['A', 'B', 'C', 'D', 'E'])}, room ${r.int(1, 8)}`,
    () => `Studio ${r.int(1, 8)}${String(r.int(1, 40)).padStart(2, '0')}`,
    () => `Cluster ${r.int(1, 9)}, bed ${r.int(1, 7)}`,
  ])();
  const ref = pick(r, [
    () => `T${r.digits(7)}`,
    () => `RES-${r.digits(5)}${oOrI(r)}`,
    () => `${r.letters(3, 'SLHCR')}/${r.digits(5)}`,
    () => `${r.digits(4)} ${r.digits(4)}`,
  ])();
  const booking = `BK${r.digits(6)}`;
  const studentNo = r.digits(8);
  const uni = `University of ${city}`;
  const weeks = pick(r, [44, 51, 43, 50]);
  const weekly = pick(r, [149, 162.5, 175, 189, 204, 219.5, 238, 265]);
  const total = round2(weeks * weekly);
  const termly = r.chance(0.5);
  const nInst = termly ? 3 : pick(r, [9, 10]);
  const inst = round2(Math.floor((total / nInst) * 100) / 100);
  // The statement: instalments due so far; the last one or two unpaid or part paid.
  const dueSoFar = termly ? r.int(2, 3) : r.int(4, nInst - 1);
  // A final notice on a monthly plan follows two missed instalments, the latest a week or more ago (so the next one
  // is still to come); on a termly plan one or two, the latest a month or more ago.
  const missed = final ? (termly ? r.int(1, Math.min(2, dueSoFar - 1)) : 2) : 1;
  const lastDue = addDays(c.date, final ? (termly ? -r.int(28, 45) : -r.int(6, 20)) : -r.int(8, 16));
  const step = termly ? 119 : 30;
  const rows: string[][] = [];
  let arrears = 0;
  const shown = termly ? dueSoFar : Math.min(dueSoFar, 4);
  for (let k = dueSoFar - shown + 1; k <= dueSoFar; k++) {
    const when = addDays(lastDue, -(dueSoFar - k) * step);
    const unpaid = k > dueSoFar - missed;
    const partPaid = unpaid && k === dueSoFar - missed + 1 && r.chance(0.4) ? round2(r.int(2, 8) * 25) : 0;
    const paid = unpaid ? partPaid : inst;
    const owed = round2(inst - paid);
    arrears = round2(arrears + owed);
    rows.push([`Instalment ${k} of ${nInst}`, D(c, when), fmtMoney(inst), fmtMoney(paid), fmtMoney(owed)]);
  }
  // Interest at 3% over a 4.25% base rate, a year, on the arrears since the latest missed due date (an approximation
  // the provider's statement prints as one line).
  const daysLate = Math.round((c.date.getTime() - lastDue.getTime()) / 86400000);
  const interest = final && r.chance(0.7) ? round2((arrears * 0.0725 * daysLate) / 365) : 0;
  const balance = round2(arrears + interest);
  if (interest) rows.push(['Interest on late rent', '', '', '', fmtMoney(interest)]);
  rows.push([final ? 'Balance now due' : 'Total arrears', '', '', '', fmtMoney(balance)]);
  const nextDue = addDays(lastDue, step);
  const nextLine =
    dueSoFar < nInst
      ? `Instalment ${dueSoFar + 1} of ${fmtMoney(inst)}, due on ${D(c, nextDue)}, is not included above.`
      : '';
  const deposit = pick(r, [150, 200, 250, 300]);
  const g = person(r);
  const guarantor = `${g.title} ${g.first} ${g.last}`;
  const agency = company(r, ['Credit Management', 'Collection Services', 'Recoveries']).name;
  const first1 = addDays(lastDue, -(missed - 1) * step + r.int(5, 9));
  const first2 = addDays(first1, r.int(10, 14));
  const pay = addDays(c.date, final ? pick(r, [7, 10, 14]) : 7);
  const office = `${residence}, ${address(r)[0].replace(/^\d+ /, `${r.int(1, 90)} `)}, ${city}`;
  const tel = phone(r);
  const mail = `rent@${host(co.name)}`;
  const title = final
    ? pick(r, [
        'FINAL NOTICE - RENT ARREARS',
        'Final notice: unpaid rent',
        'Rent arrears - final notice before referral',
      ])
    : pick(r, ['Your rent instalment is overdue', 'Rent arrears on your room', 'Missed rent payment']);
  const opening = final
    ? `We wrote to you on ${D(c, first1)} and again on ${D(c, first2)} about the unpaid rent for ${room} at ${residence}, but we have not received payment or heard from you. Under your tenancy agreement, rent instalments must be paid on the due dates shown below.`
    : `Our records show that your rent instalment due on ${D(c, lastDue)} for ${room} at ${residence} has not been paid in full. Under your tenancy agreement (${weeks} weeks at ${fmtMoney(weekly)} a week, paid in ${nInst} instalments), rent is due on the dates shown below.`;
  const demand = final
    ? `Unless the balance now due of ${fmtMoney(balance)} is paid in full by ${D(c, pay)}, or you have agreed a payment plan with us by then, we will ask your guarantor, ${guarantor}, to pay it under the guarantee they signed, and we may pass your account to ${agency}, a collection agency, which may add its own charges. We may also start proceedings for the arrears.${interest ? ' Interest has been added at 3% a year above the Bank of England base rate on rent more than 14 days late, as your tenancy agreement allows.' : ''}`
    : `Please pay the arrears of ${fmtMoney(balance)} within 7 days, by ${D(c, pay)}, using your resident portal, by card on ${tel} or by bank transfer quoting your reference ${ref}.`;
  const help = `Waiting for student finance? Tell us the date you expect it and we can hold your account; the ${uni} money advice team can also help. Your deposit of ${fmtMoney(deposit)} is protected in a government-approved scheme and cannot be used to pay arrears while you live here.`;
  const footer = [`${regLine(co.name, r)} ${residence} is managed by ${co.name}.`];
  let spec: Spec;
  if (!notice) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'shield', undefined] as const),
      sub: [`${residence} - Residence Office`, office, `${tel}  ${mail}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Tenancy ref', ref],
        ['Booking ref', booking],
        ['Room', room],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: final ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: rows,
          header: ['Statement of instalments', 'Due date', 'Amount', 'Paid', 'Outstanding'],
          widths: [0.34, 0.2, 0.15, 0.14, 0.17],
        },
        ...(nextLine ? [{ small: nextLine }] : []),
        { p: demand },
        ...(final
          ? [
              {
                p: `To pay, use your resident portal, call ${tel} or transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your tenancy reference ${ref}.`,
              },
            ]
          : []),
        { small: help },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...signatory(r, ['Income Coordinator', 'Residence Manager', 'Credit Control Officer']), co.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      sub: [`${residence}, ${city}`, `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: final ? 'Balance now due' : 'Total arrears',
        amount: fmtMoney(balance),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Date', D(c, c.date)],
        ['Student no.', studentNo],
      ],
      refGrid: [
        ['Resident account', ref],
        ['Residence', residence],
        ['Room', room],
        ['Tenancy', `${weeks} weeks`],
      ],
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        { p: `Dear ${c.who.first},` },
        { p: opening },
        {
          grid: rows.map((row) => [row[0], row[1], row[4]]),
          header: ['Instalment', 'Due', 'Outstanding'],
          widths: [0.56, 0.22, 0.22],
        },
        { p: demand },
        {
          cols: [
            final
              ? `What happens next: if we do not hear from you by ${D(c, pay)}, we will write to ${guarantor} with a copy of this statement.${nextLine ? ` ${nextLine}` : ''}`
              : `Paid already? Thank you - payments can take 3 working days to reach your account.${nextLine ? ` ${nextLine}` : ''}`,
            help,
          ],
        },
      ],
      closing: 'Best wishes,',
      sign: [`${residence} Residence Team`, co.name],
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      balance,
      ref,
      'normal',
      final ? 3 : 1,
      final ? 'final_demand' : 'first_demand',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W138 School meals: cashless dinner-money account in debit
// ------------------------------------------------------------------------------------------------------------

/**
 * A letter about a cashless school meals account left in debit: meals taken on credit by one or two children, less
 * any top-ups, in a table per child. The sender is either a council's school meals service or a catering company that
 * runs the school kitchens under contract (chosen per letter). Reminder variant (stage 2, kind reminder: "we wrote to
 * you on …", the account is still in debit, pay within 14 days) and final-letter variant (stage 3, kind final_demand:
 * unless paid by a date the debt goes to the council's debt recovery team or a collection agency, and an
 * administration charge would then be added). Two layouts per letter: a letter with a reference panel, or a statement
 * with reference cells, an "amount owed" box and a tear-off reply slip.
 * Amount = the total owed across the children; one child's balance, the price of a meal, the debit limit the school
 * allows, a part payment received and the future administration charge are not it.
 * Reference: the payer / parent account number the letter says to quote; the children's pupil (cashless) IDs, the
 * school's telephone number and the council's bank account are not it.
 * Open choices: school meals debt is neither council tax nor a fine, so 'normal' for the council too (as an overdue
 * charge for a service), and 'normal' for the caterer; group 'public_body'. The creditor is whoever letterheads,
 * signs and is to be paid: the council (its full name as printed) or the catering company — not the school or the
 * academy trust the caterer works for.
 */
const schoolMeals: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const isCouncil = r.chance(0.6);
  const final = r.chance(0.5);
  const statement = r.chance(0.5);
  const cn = councilName(r);
  const co = company(
    r,
    ['School Catering', 'Education Catering', 'School Food Services'],
    pick(r, [' Ltd', ' Limited']),
  );
  const creditor = isCouncil ? cn.name : co.name;
  const dept = isCouncil
    ? pick(r, [
        'School Meals Service',
        'Catering Services - School Meals',
        "Children's Services - School Meals Income",
      ])
    : 'Parent Accounts';
  const ref = pick(r, [
    () => `SM${r.digits(6)}`,
    () => `${r.digits(4)}-${r.digits(4)}`,
    () => `P${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `SMD/${r.digits(5)}`,
  ])();
  const refLabel = isCouncil
    ? pick(r, ['Payer reference', 'Debtor no.'])
    : pick(r, ['Parent account no.', 'Customer number']);
  const sharedSchool = `${place(r)} ${pick(r, ['Primary School', 'Junior School', 'C of E Primary School', 'Academy'])}`;
  const secondary = `${place(r)} ${pick(r, ['High School', 'Academy', 'School'])}`;
  const trust = `${place(r)} ${pick(r, ['Learning Trust', 'Academies Trust', 'Schools Partnership'])}`;
  const nKids = r.chance(0.35) ? 2 : 1;
  const priPrice = pick(r, [2.45, 2.6, 2.75, 2.9, 3.05]);
  const secPrice = pick(r, [2.85, 3.1, 3.35, 3.6]);
  const kids: {
    name: string;
    year: number;
    school: string;
    id: string;
    meals: number;
    price: number;
    topup: number;
    owed: number;
  }[] = [];
  for (let k = 0; k < nKids; k++) {
    const sec = r.chance(0.35);
    const year = sec ? r.int(7, 11) : r.int(3, 6);
    const price = sec ? secPrice : priPrice;
    const meals = r.int(final ? 14 : 6, final ? 48 : 26);
    const gross = round2(meals * price);
    const topup = pick(
      r,
      [0, 0, 5, 10, 20].filter((t) => t < gross / 2),
    );
    kids.push({
      name: `${person(r).first} ${c.who.last}`,
      year,
      school: sec ? secondary : sharedSchool,
      id: r.digits(6),
      meals,
      price,
      topup,
      owed: round2(gross - topup),
    });
  }
  const total = round2(kids.reduce((s0, k) => s0 + k.owed, 0));
  const limit = pick(r, [5, 7.5, 10, 15]);
  const admin = pick(r, [15, 20, 25]);
  const earlier = addDays(c.date, -r.int(18, 32));
  const earlier0 = addDays(earlier, -r.int(21, 35));
  const pay = addDays(c.date, 14);
  const tel = phone(r);
  const schoolTel = phone(r);
  const office = officeAddress(r);
  const grid = {
    grid: [
      ...kids.map((k) => [
        `${k.name} (Year ${k.year})`,
        k.id,
        `${k.meals} x ${fmtMoney(k.price)}`,
        k.topup ? `-${fmtMoney(k.topup)}` : fmtMoney(0),
        fmtMoney(k.owed),
      ]),
      ['Total owed', '', '', '', fmtMoney(total)],
    ],
    header: ['Child', 'Pupil ID', 'Meals on credit', 'Top-ups', 'Owed'],
    widths: [0.34, 0.14, 0.2, 0.14, 0.18],
  };
  const schools = [...new Set(kids.map((k) => k.school))].join(' and ');
  const whose = nKids > 1 ? "your children's" : "your child's";
  const opening = final
    ? `We wrote to you on ${D(c, earlier0)} and ${D(c, earlier)} about ${whose} school meals account at ${schools}, which is in debit. The account has still not been brought up to date, and the school's policy allows a debit of no more than ${fmtMoney(limit)}.`
    : `We wrote to you on ${D(c, earlier)} because ${whose} cashless school meals account at ${schools} had gone into debit. Our records show that meals are still being taken without enough money on the account, and the balance below remains unpaid. The school allows a debit of up to ${fmtMoney(limit)} only.`;
  const demand = final
    ? `Please pay the total owed of ${fmtMoney(total)} by ${D(c, pay)}. If it is not paid, or you have not agreed a payment plan with us by then, the debt will be passed to ${isCouncil ? "the Council's corporate debt recovery team" : 'our debt collection agency'} and an administration charge of ${fmtMoney(admin)} will be added. ${nKids > 1 ? 'Your children' : 'Your child'} will not go without lunch, but please send a packed lunch or top up the account first.`
    : `Please pay the total owed of ${fmtMoney(total)} within 14 days, by ${D(c, pay)}, through the school's online payments account or by calling ${tel}, quoting your ${refLabel.toLowerCase()} ${ref}. Please top up in advance for future meals.`;
  const fsm = `If you receive certain benefits, your child may be entitled to free school meals: apply online or ask the school office (${schoolTel}). Meals for children in Reception, Year 1 and Year 2 are free and are not included.`;
  const payHow = `Pay online at ${web(creditor)}/schoolmeals, by phone on ${tel}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${ref}.`;
  const about = isCouncil ? '' : `We provide school meals at ${schools} on behalf of ${trust}. `;
  const title = final
    ? pick(r, [
        'FINAL LETTER - UNPAID SCHOOL MEALS',
        'School meals debt: final notice',
        'Final reminder: school meals account',
      ])
    : pick(r, [
        'Reminder: school meals account in debit',
        'Your dinner money account is overdrawn',
        'School meals - second reminder',
      ]);
  const footer = isCouncil
    ? [`${cn.name}, ${office}. School meals enquiries ${tel}, Monday to Friday 9am to 4pm.`]
    : [regLine(co.name, r)];
  const head = isCouncil ? cn.head : co.head;
  let spec: Spec;
  if (!statement) {
    spec = {
      face: c.face,
      head,
      logo: isCouncil && r.chance(0.5),
      logoMark: isCouncil ? undefined : pick(r, ['rings', 'chevron'] as const),
      sub: [dept, ...(isCouncil ? [`Telephone ${tel}`] : [office, `${tel}  ${web(co.name)}`])],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Date', D(c, c.date)],
        ...(nKids === 1 ? ([['Pupil', kids[0].name]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: final ? pick(r, ['boxed', 'rule'] as const) : pick(r, ['plain', 'rule'] as const),
      body: [
        {
          p: `Dear Parent or Carer${r.chance(0.5) ? ` of ${kids.map((k) => k.name.split(' ')[0]).join(' and ')}` : ''},`,
        },
        { p: `${about}${opening}` },
        grid,
        { p: demand },
        ...(final ? [{ p: payHow }] : []),
        { small: fsm },
      ],
      closing: 'Yours faithfully',
      sign: [
        ...signatory(
          r,
          isCouncil
            ? ['School Meals Income Officer', 'Catering Finance Officer']
            : ['Credit Controller', 'Parent Accounts Manager'],
        ),
        isCouncil ? `for ${cn.name}` : co.name,
      ],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: !isCouncil && r.chance(0.5),
      sub: [dept, isCouncil ? office : `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: final ? 'Total owed - final letter' : 'Total owed',
        amount: fmtMoney(total),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [],
      refGrid: [
        [refLabel, ref],
        ['Letter date', D(c, c.date)],
        ['Children', String(nKids)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'plain'] as const),
      body: [
        { p: `${about}${opening}` },
        grid,
        { p: demand },
        { small: `${final ? `${payHow} ` : ''}${fsm}` },
        { h: 'Please tick and return the slip below' },
        {
          checks: [
            'I have paid the total owed online or by phone',
            'Please contact me to agree a payment plan',
            'I would like to apply for free school meals',
          ],
        },
      ],
      sign: [`${dept}, ${creditor}`],
      slip: {
        title: `Reply slip - return to ${dept}`,
        rows: [
          [refLabel, ref],
          ['Total owed', fmtMoney(total)],
          ['Amount enclosed', '£ ..........'],
        ],
      },
      footer,
    };
  }
  return {
    spec,
    truth: truth(creditor, total, ref, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
  };
};

export const FRESH11C_FAMILIES: Family[] = [
  {
    id: 'W136',
    name: 'PCP end of agreement charges invoice (mileage and damage)',
    group: 'lender',
    make: pcpEndCharges,
  },
  {
    id: 'W137',
    name: 'Student accommodation rent arrears (instalments)',
    group: 'business',
    make: studentRentArrears,
  },
  { id: 'W138', name: 'School meals cashless account in debit', group: 'public_body', make: schoolMeals },
];
