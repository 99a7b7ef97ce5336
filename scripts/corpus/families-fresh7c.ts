/**
 * The sixth fresh held-out set, part c (W100–W102): kinds of letter the corpus did not have yet — a national tax
 * office's reminder that a simple assessment is unpaid (late-payment interest, a time-to-pay offer), a private dental
 * practice's final reminder for unpaid treatment (treatment plan table, deposit, collection-agency warning) and a
 * council's notice to the resident that it has sent an attachment of earnings order to their employer after a
 * liability order. Written by a writer who had not read the extractor; scored once. Every face is drawn per letter.
 * Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented
 * at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, sortCode, web } from './vocab';
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
  type Family,
  round2,
  oOrI,
  signatory,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Public bodies
// ------------------------------------------------------------------------------------------------------------

/**
 * A national tax office's reminder that the tax in a simple assessment (tax the office worked out itself, for a
 * taxpayer not in self assessment) is still unpaid after its due date. The original calculation, payments since,
 * late-payment interest to the date of the letter and (more than 30 days late) a 5% late payment penalty already
 * charged, with the "total now due" last; a time-to-pay offer.
 * Amount = "Total now due" (interest and any penalty already charged included); the assessed tax, the tax already
 * deducted through PAYE, the monthly time-to-pay example and the further penalty still to come are not it.
 * Reference: the letter carries the Unique Taxpayer Reference, the National Insurance number and a payment
 * reference, and says plainly to use the payment reference when paying (and not the UTR): accountNumber = the
 * payment reference (it is the reference for this debt; the UTR identifies the taxpayer).
 * Open choices: tax is none of the README's specific types, so 'normal' (as W32 and W55 did). It refers to the
 * office's own earlier simple assessment letter and asks for the overdue tax, but is not a final notice: stage 2,
 * kind reminder. It asks for payment by a date 14 days on, so dates.payBy is set.
 */
const taxSimpleAssessment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const nm = pick(r, [
    ['National Revenue Office', ['National', 'Revenue Office']],
    ['Office of Revenue and Taxation', ['Office of Revenue', 'and Taxation']],
    ['Public Revenue Service', ['Public Revenue', 'Service']],
    ['National Tax Office', ['National', 'Tax Office']],
  ] as [string, string[]][]);
  const name = nm[0];
  const head = r.chance(0.35) ? nm[1] : r.chance(0.3) ? [name.toUpperCase()] : [name];
  const utr = r.chance(0.5) ? `${r.digits(5)} ${r.digits(5)}` : r.digits(10);
  const L = r.letters(1, 'AKLMQ');
  const shape = r.int(0, 2);
  const payRef =
    shape === 0
      ? `X${L}${r.digits(12)}`
      : shape === 1
        ? `X${L}${r.digits(3)}${oOrI(r)}${r.digits(8)}`
        : `X${L} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const nino = `${r.letters(2, 'ABCEHJKLMNPRSTWYZ')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  // The assessment letter, its due date about three months later, and the tax year it was for.
  const assessed = addDays(c.date, -r.int(115, 220));
  const due = addDays(assessed, r.pick([91, 92]));
  const ay = assessed.getUTCFullYear();
  const afterApril =
    assessed.getUTCMonth() > 3 || (assessed.getUTCMonth() === 3 && assessed.getUTCDate() > 5);
  const yEnd = afterApril ? ay : ay - 1;
  const ty = r.chance(0.5) ? `${yEnd - 1} to ${yEnd}` : `${yEnd - 1}-${String(yEnd).slice(2)}`;
  // The simple assessment: tax on the year's income less tax already taken through PAYE.
  const taxDue = r.money(640, 4800);
  const paye = r.chance(0.7) ? round2(Math.floor(taxDue * (0.2 + r.next() * 0.5))) : 0;
  const sa = round2(taxDue - paye);
  const part = r.chance(0.35) ? round2(Math.floor(sa * pick(r, [0.1, 0.2, 0.25, 0.3]))) : 0;
  const unpaid = round2(sa - part);
  const late = wholeDays(due, c.date);
  const rate = pick(r, [7.25, 7.5, 8, 8.25]);
  const interest = round2((unpaid * rate * late) / 36500);
  const penalty = late > 30 ? round2(unpaid * 0.05) : 0;
  const total = round2(unpaid + interest + penalty);
  const pay = addDays(c.date, 14);
  const six = addDays(due, 182);
  const ttpMonths = pick(r, [6, 9, 12]);
  const ttp = round2(total / ttpMonths + r.money(1, 6));
  const rows: string[][] = [
    [`Income tax for ${ty}`, fmtMoney(taxDue)],
    ...(paye ? [['Less tax already paid through PAYE', `-${fmtMoney(paye)}`]] : []),
    [`Simple assessment - due ${D(c, due)}`, fmtMoney(sa)],
    ...(part ? [['Payments received', `-${fmtMoney(part)}`]] : []),
    [`Late payment interest to ${D(c, c.date)}`, fmtMoney(interest)],
    ...(penalty ? [['Late payment penalty (5%)', fmtMoney(penalty)]] : []),
    ['Total now due', fmtMoney(total)],
  ];
  const grid = r.chance(0.5);
  const stacked = r.chance(0.5);
  const date = D(c, c.date);
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'bars'] as const),
    headBand: head.length === 1 && r.chance(0.35),
    sub: [
      pick(r, ['Debt Management', 'Debt Management and Banking', 'Payments and Debt']),
      officeAddress(r),
      `${pick(r, ['Helpline', 'Telephone'])} ${phone(r)}`,
    ],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: grid
      ? []
      : [
          ['Date', date],
          ['Unique Taxpayer Reference', utr],
          ['National Insurance number', nino],
          ...(stacked ? [] : ([['Tax year', ty]] as [string, string][])),
        ],
    panelStacked: stacked,
    panelBoxed: r.chance(0.5),
    refGrid: grid
      ? [
          ['Date of this letter', date],
          ['Unique Taxpayer Reference', utr],
          ['Payment reference', payRef],
          ['Tax year', ty],
        ]
      : undefined,
    title: pick(r, [
      'Simple Assessment - payment reminder',
      'Reminder: your Simple Assessment is unpaid',
      'You have tax to pay - reminder',
      'SIMPLE ASSESSMENT - PAYMENT REMINDER',
    ]),
    titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `We wrote to you on ${D(c, assessed)} with your Simple Assessment for the ${ty} tax year. It showed ${fmtMoney(sa)} of income tax to pay by ${D(c, due)}. ${part ? `We have received ${fmtMoney(part)}, but the rest is still unpaid` : 'Our records show that this has not been paid'}, and late payment interest has been added.`,
      },
      { grid: rows, header: ['How the amount is made up', 'Amount'], widths: [0.72, 0.28] },
      ...(rows.length < 6 && r.chance(0.5)
        ? [{ amountBox: ['Amount to pay now', fmtMoney(total)] as [string, string] }]
        : []),
      {
        p: `${pick(r, ['Please pay', 'You need to pay'])} ${fmtMoney(total)} by ${D(c, pay)}. ${pick(r, ['When you pay, use', 'Always quote'])} your payment reference ${payRef}. Do not use your UTR or National Insurance number as the reference, or your payment may not reach this debt.`,
      },
      {
        kv: [
          ['Online or in the app:', `${web(name)}/pay`],
          ['Bank transfer:', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference:', payRef],
        ],
      },
      {
        p: `Interest is charged every day at ${rate}% a year on tax paid late, until you pay in full.${penalty ? '' : ` If any tax is still unpaid 30 days after the due date, a late payment penalty of 5% of the unpaid tax (${fmtMoney(round2(unpaid * 0.05))}) will be charged.`} A further penalty of 5% may be charged if tax is still unpaid on ${D(c, six)}.`,
      },
      {
        p: `${pick(r, ['If you cannot pay in full,', 'Cannot pay all of it now?'])} Call us before ${D(c, pay)} to ask about a Time to Pay arrangement. If you qualify, you could spread the amount over up to ${ttpMonths} months - about ${fmtMoney(ttp)} a month, as interest continues on the unpaid amount. If you do nothing, we may take steps to recover the debt, including collecting it through your tax code or taking you to court.`,
      },
      ...(grid
        ? []
        : [
            {
              small: `Your Unique Taxpayer Reference (UTR) is ${utr}. Keep it safe: it identifies you, not this payment. If you think your Simple Assessment is wrong, contact us - you had 60 days from ${D(c, assessed)} to query it.`,
            },
          ]),
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Debt Management Officer', 'Officer, Debt Management']), name],
    footer: [
      `${name}. Calls may be recorded. We will never ask for your bank details by text message or e-mail. If you need this letter in large print, braille or another format, call the helpline.`,
    ],
  };
  return { spec, truth: truth(name, total, payRef, 'normal', 2, 'reminder', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

const TREATMENTS: [string, number, number, boolean][] = [
  ['Examination and X-rays', 55, 95, false],
  ['Scale and polish (hygienist)', 65, 110, false],
  ['Composite (white) filling', 120, 220, true],
  ['Root canal treatment', 420, 780, true],
  ['Porcelain crown', 520, 890, true],
  ['Surgical extraction', 180, 320, true],
  ['Occlusal night guard', 210, 360, false],
  ['Home whitening kit and trays', 250, 420, false],
  ['Dental implant (stage 1)', 1250, 1900, true],
];
/** Tooth notation: quadrant and tooth number (UR6 is the upper right first molar). */
const QUADRANTS = ['UR', 'UL', 'LR', 'LL'];

/**
 * A private dental practice's final reminder for a course of treatment left unpaid: the treatment plan as a table
 * (treatment, tooth, date, fee), the deposit taken by card before treatment started (masked card number), any payment
 * since and a reminder charge already added, with "balance outstanding" last; a warning that the account will go to a
 * named collection agency, whose own charge would then be added.
 * Amount = "Balance outstanding" (the reminder charge already added is included); the plan total, the deposit, the
 * three-instalment offer and the agency's future charge are not it. Reference: the letter asks for the invoice
 * number to be quoted; the patient number, the dentists' GDC numbers and the card's last digits are not it.
 * The practice's company (letterhead, sign-off, footer) is the creditor; the agency named in the warning is not.
 * Ordinary overdue bill from a business: 'normal'. A final reminder is a final letter (README: a final letter stays
 * 3 even if it mentions the earlier reminder): stage 3, kind final_demand. Pay within 14 days: dates.payBy.
 */
const dentalFinalReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Dental Practice', 'Dental Care', 'Dental Studio', 'Dental Clinic']);
  const dca = company(r, ['Credit Control', 'Collection Services', 'Recoveries']).name;
  const inv = pick(r, [
    () => `INV-${r.digits(5)}`,
    () => `${r.letters(2, 'DTPK')}${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(4)}/${r.digits(3)}`,
  ])();
  const patient = r.chance(0.5) ? r.digits(6) : `P${r.digits(5)}`;
  const dentist = person(r);
  const n = r.int(2, 4);
  const pool = [...TREATMENTS];
  const items: [string, number, boolean][] = [];
  for (let i = 0; i < n; i++) {
    const [t, lo, hi, tooth] = pool.splice(r.int(0, pool.length - 1), 1)[0];
    items.push([t, Math.round(r.money(lo, hi)), tooth]);
  }
  // Worked back from the letter: the reminder, the invoice after the last visit, the visits before it.
  const rem = addDays(c.date, -r.int(14, 21));
  const invDate = addDays(rem, -r.int(28, 35));
  const dates = items.map(() => 0);
  let d = addDays(invDate, -r.int(0, 3));
  for (let i = n - 1; i >= 0; i--) {
    dates[i] = d.getTime();
    d = addDays(d, -r.int(7, 21));
  }
  const start = new Date(dates[0]);
  const plan = round2(items.reduce((a, [, f]) => a + f, 0));
  const deposit = pick(r, [50, 100, 150, 200, 250]);
  const card = r.digits(4);
  const paid = r.chance(0.35) ? pick(r, [40, 50, 75, 100]) : 0;
  const charge = pick(r, [0, 10, 15, 25]);
  const bal = round2(plan - deposit - paid + charge);
  const pay = addDays(c.date, 14);
  const pct = pick(r, [12, 15, 18]);
  const inst = round2(Math.ceil((bal / 3) * 100) / 100);
  const owe = r.chance(0.4);
  const rows: string[][] = [
    ...items.map(([t, f, tooth], i) => [
      t,
      tooth ? `${pick(r, QUADRANTS)}${r.int(1, 8)}` : '-',
      D(c, new Date(dates[i])),
      fmtMoney(f),
    ]),
    ['Treatment plan total', '', '', fmtMoney(plan)],
    [`Deposit paid by card ending ${card}`, '', D(c, start), `-${fmtMoney(deposit)}`],
    ...(paid
      ? [['Payment received - thank you', '', D(c, addDays(rem, r.int(2, 9))), `-${fmtMoney(paid)}`]]
      : []),
    ...(charge ? [['Reminder charge', '', D(c, rem), fmtMoney(charge)]] : []),
    ['Balance outstanding', '', '', fmtMoney(bal)],
  ];
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['rings', 'shield', 'chevron'] as const),
    sub: [
      officeAddress(r),
      `Reception ${phone(r)}  ${pick(r, ['accounts', 'reception', 'hello'])}@${web(co.name).slice(4)}`,
    ],
    headAlign: pick(r, ['center', 'right', 'left'] as const),
    recipient: rcpt(c),
    owe: owe
      ? { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Due by ${D(c, pay)}` }
      : undefined,
    panel: [
      ['Invoice no.', inv],
      ['Patient no.', patient],
      ...(owe ? [] : ([['Dentist', `Dr ${dentist.first[0]} ${dentist.last}`]] as [string, string][])),
      ['Date', D(c, c.date)],
    ],
    panelStacked: !owe && r.chance(0.4),
    panelBoxed: r.chance(0.5),
    title: pick(r, [
      'FINAL REMINDER',
      'Final reminder - unpaid treatment',
      'Final Reminder: Account Overdue',
      'FINAL REMINDER - PRIVATE TREATMENT ACCOUNT',
    ]),
    titleStyle: pick(r, ['boxed', 'plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `We sent you invoice ${inv} on ${D(c, invDate)} for the private treatment set out in your treatment plan, and a reminder on ${D(c, rem)}. ${paid ? 'Thank you for the payment you made since then, but' : 'Despite this,'} your account still shows an unpaid balance.`,
      },
      {
        grid: rows,
        header: ['Treatment plan', 'Tooth', 'Date', 'Fee'],
        widths: [0.5, 0.11, 0.2, 0.19],
      },
      {
        p: `Please pay the balance outstanding of ${fmtMoney(bal)} within 14 days, by ${D(c, pay)}, quoting invoice number ${inv}. You can pay at reception, by card over the phone, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.`,
      },
      ...(r.chance(0.6)
        ? [
            {
              p: `If paying in one go is difficult, call us before that date: we can accept three monthly payments of ${fmtMoney(inst)}, the first taken now by card.`,
            },
          ]
        : []),
      {
        boxed: [
          `If the balance is not paid or arranged by ${D(c, pay)}, your account will be passed to ${dca}, a debt collection agency, without further notice. Their collection charge of ${pct}% (${fmtMoney(round2((bal * pct) / 100))}) would then be added to the amount you owe.`,
        ],
      },
      {
        small: `Private fees are set out in our price list and in the treatment plan you signed on ${D(c, start)}; they are not NHS charges. If you think this account is wrong, please contact our practice manager. Further appointments may not be booked while the account is overdue, except for emergencies.`,
      },
    ],
    closing: r.chance(0.5) ? 'Yours sincerely' : 'Kind regards',
    sign: [...signatory(r, ['Practice Manager', 'Accounts Administrator']), co.name],
    footer: [
      `Dr ${dentist.first} ${dentist.last} BDS, GDC no. ${r.digits(6)}. ${regLine(co.name, r)} Registered with the Care Quality Commission.`,
    ],
  };
  return { spec, truth: truth(co.name, bal, inv, 'normal', 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Council tax
// ------------------------------------------------------------------------------------------------------------

/** The statutory deduction rates for a council tax attachment of earnings order, weekly and monthly bands. */
const AEO_WEEKLY: [string, string][] = [
  ['Not more than £75', 'Nil'],
  ['More than £75 but not more than £135', '3%'],
  ['More than £135 but not more than £185', '5%'],
  ['More than £185 but not more than £225', '7%'],
  ['More than £225 but not more than £355', '12%'],
  ['More than £355 but not more than £505', '17%'],
  ['More than £505', '17% of £505 + 50% of the rest'],
];
const AEO_MONTHLY: [string, string][] = [
  ['Not more than £300', 'Nil'],
  ['More than £300 but not more than £550', '3%'],
  ['More than £550 but not more than £740', '5%'],
  ['More than £740 but not more than £900', '7%'],
  ['More than £900 but not more than £1,420', '12%'],
  ['More than £1,420 but not more than £2,020', '17%'],
  ['More than £2,020', '17% of £2,020 + 50% of the rest'],
];

/**
 * A council's notice to the council tax payer that, the magistrates having made a liability order and the sum not
 * having been paid, it has sent an attachment of earnings order to their employer (named in the text; the employer's
 * payroll reference for the resident in the panel): the account (charge, payments before the hearing, costs awarded,
 * the sum in the order and payments since) with "balance outstanding" last, the statutory deduction-rate table
 * (weekly or monthly bands), a worked example, the £1 the employer may keep each time, and the duty to tell the
 * council of a change of job (with the maximum fine).
 * Amount = "Balance outstanding" (the sum in the order, costs included, less payments since); the annual charge, the
 * amount of the liability order when payments have been made since, the example deduction, the employer's £1 fee and
 * the fine are not it. Reference = the council tax account number, which the letter asks to be quoted; the employer's
 * payroll reference, and the liability order's court reference are not it.
 * Open choices: the council itself writes about council tax, so 'council_tax' (not 'bailiff': no enforcement agent is
 * involved). Kind: RECEIVED_KINDS has no attachment-of-earnings kind; 'liability_order' is documented as "the
 * council's letter once the magistrates have made a liability order", which this is (W74 used it for the letter
 * asking for employment details that comes before this one). Stage 3: it notifies enforcement that has been taken,
 * after the reminder, final notice, summons and order - like a notice of enforcement in the README's final list.
 * No dates.payBy: the letter does not ask to be paid by a date (deductions run from the next payday; paying in full
 * is only offered as a way to stop them).
 */
const councilTaxAttachment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const acct = pick(r, [
    () => r.digits(8),
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `CT${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(9)}${r.letters(1, 'X')}`,
  ])();
  const town = council.name
    .split(' ')
    .find((w) => !['Borough', 'of', 'the', 'Council', 'City', 'District'].includes(w));
  const court = `${town} Magistrates' Court`;
  const loRef = `${pick(r, ['LO', 'CT', 'MC'])}/${r.digits(4)}/${r.digits(3)}`;
  const emp = company(r, ['Logistics', 'Foods', 'Care Services', 'Engineering', 'Retail Group']).name;
  const payroll = pick(r, [() => r.digits(6), () => `E${r.digits(5)}`, () => `PR-${r.digits(5)}`])();
  const hearing = addDays(c.date, -r.int(35, 110));
  // The council tax year the arrears built up in (April to March), some months before the hearing.
  const arrears = addDays(hearing, -r.int(120, 240));
  const y = arrears.getUTCFullYear();
  const yr = arrears.getUTCMonth() >= 3 ? y : y - 1;
  const year = `${yr}/${String(yr + 1).slice(2)}`;
  const charge = r.money(1150, 2750);
  const paidBefore = r.chance(0.6) ? round2(Math.floor(charge * (0.1 + r.next() * 0.5))) : 0;
  const costs = pick(r, [70, 82.5, 95, 105, 110, 124.5]);
  const order = round2(charge - paidBefore + costs);
  const paidSince = r.chance(0.35) ? pick(r, [25, 40, 50, 100, 150]) : 0;
  const bal = round2(order - paidSince);
  const monthly = r.chance(0.6);
  const netPay = monthly ? pick(r, [980, 1240, 1380, 1650, 1890]) : pick(r, [240, 290, 330, 420, 470]);
  const band = (monthly ? [300, 550, 740, 900, 1420, 2020] : [75, 135, 185, 225, 355, 505]).filter(
    (b) => netPay > b,
  ).length;
  const pct = [0, 3, 5, 7, 12, 17, 17][band];
  const ded = round2((netPay * pct) / 100);
  const per = monthly ? 'month' : 'week';
  const rows: string[][] = [
    [
      `Council tax ${year}${paidSince && paidBefore ? ' unpaid at the hearing' : ''}`,
      fmtMoney(round2(charge - (paidSince ? paidBefore : 0))),
    ],
    ...(paidBefore && !paidSince ? [['Paid before the court hearing', `-${fmtMoney(paidBefore)}`]] : []),
    ['Costs awarded with the liability order', fmtMoney(costs)],
    ...(paidSince
      ? [
          ['Amount of the liability order', fmtMoney(order)],
          ['Paid since the order was made', `-${fmtMoney(paidSince)}`],
        ]
      : []),
    ['Balance outstanding', fmtMoney(bal)],
  ];
  const table = (monthly ? AEO_MONTHLY : AEO_WEEKLY).slice(1).map(([a, b]) => [a, b]);
  const short = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: council.head,
    logo: r.chance(0.4),
    sub: [
      pick(r, [
        'Council Tax Recovery',
        'Revenues and Benefits - Recovery Section',
        'Council Tax Enforcement',
      ]),
      officeAddress(r),
      `${phone(r)}  ${web(council.name)}/counciltax`,
    ],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Council tax account', acct],
      [pick(r, ["Employer's payroll ref", 'Payroll no. (employer)']), payroll],
      ...(short ? [] : ([['Liability order', D(c, hearing)]] as [string, string][])),
      ['Date', D(c, c.date)],
    ],
    panelStacked: short && r.chance(0.6),
    panelBoxed: r.chance(0.6),
    title: pick(r, [
      'Attachment of Earnings Order',
      'COUNCIL TAX - ATTACHMENT OF EARNINGS',
      'Council tax to be taken from your pay',
    ]),
    titleStyle: pick(r, ['banner', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `On ${D(c, hearing)} ${court} made a liability order against you for council tax for ${year} (court reference ${loRef}). ${pick(r, ['As', 'Because'])} the balance has not been paid and no arrangement is in place, we have sent an attachment of earnings order to your employer, ${emp}, under the Council Tax (Administration and Enforcement) Regulations 1992.`,
      },
      { grid: rows, header: [`Account ${acct}`, 'Amount'], widths: [0.72, 0.28] },
      {
        p: `From your next payday your employer must take a percentage of your net earnings each ${per}, set by law as below (nothing is taken if they are ${monthly ? '£300 a month' : '£75 a week'} or less), and send it to us until the balance outstanding of ${fmtMoney(bal)} is cleared. For example, on net earnings of ${fmtMoney(netPay)} a ${per}, ${pct}% (${fmtMoney(ded)}) would be taken.`,
      },
      { grid: table, header: [`Net earnings each ${per}`, 'Deduction'], widths: [0.6, 0.4], boldLast: false },
      {
        small: `Your employer may also keep £1.00 towards its costs each time it makes a deduction; this does not reduce your council tax. Tell us in writing within 14 days if you leave this job or start another; not doing so is an offence with a fine of up to £500. To pay the balance in full instead, or if you think the deductions are wrong, contact us quoting council tax account number ${acct}.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Recovery Officer', 'Revenues Manager', 'Senior Recovery Officer']),
      council.name,
    ],
    footer: [
      `${council.name}. Pay online at ${web(council.name)}/pay or call ${phone(r)} (24 hours). Calls may be recorded.`,
    ],
  };
  return { spec, truth: truth(council.name, bal, acct, 'council_tax', 3, 'liability_order', c) };
};

export const FRESH7C_FAMILIES: Family[] = [
  {
    id: 'W100',
    name: 'Tax office simple assessment payment reminder',
    group: 'public_body',
    make: taxSimpleAssessment,
  },
  { id: 'W101', name: 'Dental practice final reminder', group: 'business', make: dentalFinalReminder },
  {
    id: 'W102',
    name: 'Council tax attachment of earnings notice to the resident',
    group: 'council_tax',
    make: councilTaxAttachment,
  },
];
