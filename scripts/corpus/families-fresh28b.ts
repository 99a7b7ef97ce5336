/** The twenty-seventh fresh set, part b: written blind (by a writer who had not read the extractor). */
import type { Spec } from './compose';
import {
  addDays,
  fmtMoney,
  fullName,
  officeAddress,
  person,
  phone,
  place,
  postcode,
  sortCode,
  web,
} from './vocab';
import type { Rng } from './vocab';
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
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

/** The next weekday on or after d (letters do not set hearings or pay-by dates at weekends). */
const weekdayOnOrAfter = (d: Date) => {
  let x = d;
  while (x.getUTCDay() === 0 || x.getUTCDay() === 6) x = addDays(x, 1);
  return x;
};
/** The last weekday on or before d. */
const weekdayOnOrBefore = (d: Date) => {
  let x = d;
  while (x.getUTCDay() === 0 || x.getUTCDay() === 6) x = addDays(x, -1);
  return x;
};
/** A National Insurance number with a prefix that is never issued (QQ, QV…), spaced as HMRC prints it. */
const nino = (r: Rng) =>
  `${pick(r, ['QQ', 'QV', 'QZ'])} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${pick(r, ['A', 'B', 'C', 'D'])}`;

// ------------------------------------------------------------------------------------------------------------
// W286 — HMRC Child Benefit Office: Child Benefit overpayment
// ------------------------------------------------------------------------------------------------------------

const HMRC = 'HM Revenue & Customs';

/** Child Benefit weekly rates by the Monday they took effect (eldest or only child, each additional child). */
const CB_RATES = [
  { from: Date.UTC(2023, 3, 10), eldest: 24.0, other: 15.9 },
  { from: Date.UTC(2024, 3, 8), eldest: 25.6, other: 16.95 },
  { from: Date.UTC(2025, 3, 7), eldest: 26.05, other: 17.25 },
];
const cbRate = (monday: Date, eldest: boolean) => {
  let row = CB_RATES[0];
  for (const x of CB_RATES) if (monday.getTime() >= x.from) row = x;
  return eldest ? row.eldest : row.other;
};
/** Whole weeks from Monday `start` to Sunday `end`, split where the weekly rate changes. */
function cbSegments(start: Date, end: Date, eldest: boolean) {
  const segs: { from: Date; to: Date; weeks: number; rate: number }[] = [];
  for (let m = start; m.getTime() < end.getTime(); m = addDays(m, 7)) {
    const rate = cbRate(m, eldest);
    const last = segs[segs.length - 1];
    if (last && last.rate === rate) {
      last.weeks += 1;
      last.to = addDays(m, 6);
    } else segs.push({ from: m, to: addDays(m, 6), weeks: 1, rate });
  }
  return segs;
}
const ABROAD = ['Spain', 'Portugal', 'Poland', 'Romania', 'Pakistan', 'Nigeria', 'Canada', 'Ireland'];

/**
 * HMRC's Child Benefit Office recovering a Child Benefit overpayment, one of four letters chosen per letter:
 * - the overpayment notice (a letter: reason, a week-by-week table of the period overpaid at the weekly rates, how to
 *   pay within 30 days): stage 1, kind first_demand;
 * - a reminder ("we wrote to you on … about …", part repaid or taken from ongoing Child Benefit): stage 2, reminder;
 * - a final notice before the debt goes to HMRC Debt Management, who may collect it through the tax code, from other
 *   payments or by a collection agency (reference cells across the page, banner title, shaded amount, payment slip):
 *   stage 3, final_demand;
 * - a debt collection agency's first letter for HMRC, asking to be paid into its client account: the agency is the
 *   creditor (README on-behalf rule), 'debt_collection', stage 1 (HMRC's earlier letters are the client's, not the
 *   sender's), kind debt_recovery; its own reference is quoted, the Child Benefit number is the client's reference.
 * Open choice (debtType for HMRC's own letters): the README list has no tax or benefit type, and HMRC is not a
 * collector, court, council or lender demanding a loan; a public body asking for its own overpaid money is an
 * ordinary debt: 'normal'. The creditor is printed as "HM Revenue & Customs" in the letterhead and sign-off (the
 * Child Benefit Office is a department line, not the legal entity).
 * Amount = the overpayment still owed (total overpaid − anything repaid or recovered); the weekly rates, the weeks,
 * each period's line, the suggested monthly instalment and the 4-weekly deduction from ongoing Child Benefit are not
 * it. Reference: HMRC tells you to quote the Child Benefit number (CHB… ) as the payment reference; the National
 * Insurance number, HMRC's bank account and the leaflet/form codes are not it.
 */
const childBenefitOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 3); // 0 notice, 1 reminder, 2 final notice, 3 collection agency
  const chb = `CHB${r.digits(8)} ${r.letters(2, 'ABCDEFGHJKLMNPRSTW')}`;
  const ni = nino(r);
  const why = r.int(0, 2); // 0 left education, 1 went to live with former partner, 2 abroad
  const kids = [person(r).first, person(r).first].filter((k, i, a) => a.indexOf(k) === i);
  // living abroad stops Child Benefit for every child; the other two reasons concern one child
  const both = why === 2 && kids.length === 2;
  const overpaidKids = both ? kids : [kids[0]];
  const eldestFirst = why === 2 || r.chance(0.5);
  // the period overpaid: whole weeks, Monday to Sunday, ending some weeks before the first letter
  const notice = v === 0 ? c.date : addDays(c.date, -r.int(v === 3 ? 90 : 35, v === 3 ? 200 : 75));
  let end = addDays(notice, -r.int(14, 60));
  while (end.getUTCDay() !== 0) end = addDays(end, -1);
  const weeks = r.int(6, 44);
  const start = addDays(end, -7 * weeks + 1);
  const rows: string[][] = [];
  let total = 0;
  overpaidKids.forEach((k, i) => {
    for (const s of cbSegments(start, end, i === 0 && eldestFirst)) {
      const amt = round2(s.weeks * s.rate);
      total = round2(total + amt);
      rows.push([k, D(c, s.from), D(c, s.to), String(s.weeks), fmtMoney(s.rate), fmtMoney(amt)]);
    }
  });
  const told = addDays(end, -r.int(3, 12));
  const event = addDays(start, why === 2 ? -56 : -r.int(0, 6));
  const country = pick(r, ABROAD);
  const whyText = [
    `${kids[0]} left approved full-time education on ${D(c, event)}, so Child Benefit stopped being payable for them from ${D(c, start)}. We did not find out until ${D(c, told)}, when ${pick(r, ['their college told us', 'you told us', 'we checked our records with their school'])}, and payments carried on until ${D(c, end)}.`,
    `${kids[0]} went to live with your former partner on ${D(c, event)}, and your former partner claimed Child Benefit for them from then. You did not tell us about this change until ${D(c, told)}, so we paid you for ${kids[0]} until ${D(c, end)}.`,
    `You ${both ? 'and your children' : `and ${kids[0]}`} went to live in ${country} on ${D(c, event)}. Child Benefit cannot normally be paid once you have been out of the UK for more than 8 weeks, but we were not told until ${D(c, told)} and paid you until ${D(c, end)}.`,
  ][why];
  // repaid so far (letters after the first)
  const repaid =
    v > 0 && r.chance(0.55) ? Math.min(round2(total * 0.4), r.int(1, 5) * pick(r, [10, 20, 25, 40])) : 0;
  const owed = round2(total - repaid);
  const monthly = pick(r, [10, 15, 20, 25, 30]);
  const deduction = pick(r, [5.9, 6.45, 8.6, 12.9]);
  const stillPaid = why !== 2 && kids.length === 2 && !both;
  const office = `PO Box ${r.int(1000, 9999)}, ${place(r)}, ${postcode(r)}`;
  const hPhone = phone(r);
  const bank = `sort code ${sortCode(r)}, account number ${r.digits(8)}`;
  const formCode = `CH ${pick(r, ['OP1', 'OP2', 'OPF', 'OR4'])} ${pick(r, ['HMRC 04/25', 'HMRC 09/24', 'HMRC 01/25'])}`;
  const head = pick(r, [[HMRC], ['HM Revenue', '& Customs'], [HMRC.toUpperCase()]]);
  const periodGrid = {
    grid: [...rows, ['Total overpaid', '', '', '', '', fmtMoney(total)]],
    header: ['Child', 'From', 'To', 'Weeks', 'Weekly rate', 'Amount'],
    widths: [0.17, 0.2, 0.2, 0.1, 0.15, 0.18],
  };

  if (v === 3) {
    // A collection agency writing for HMRC.
    const dca = company(r, ['Collection Services', 'Credit Management', 'Recoveries']);
    const ref = `${r.letters(2, 'HCBR')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
    const dOffice = officeAddress(r);
    const placed = addDays(c.date, -r.int(6, 20));
    const pay = addDays(c.date, 14);
    const askPay = r.chance(0.6);
    const spec: Spec = {
      face: c.face,
      head: dca.head,
      logoMark: pick(r, ['bars', 'chevron', undefined]),
      sub: [dOffice, `${phone(r)}  ${web(dca.name)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${dca.name}, ${dOffice}` : undefined,
      recipient: rcpt(c),
      owe: { label: pick(r, ['Balance due', 'Amount owed']), amount: fmtMoney(owed) },
      panel: [
        ['Our reference', ref],
        ['HMRC reference', chb],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: pick(r, [
        'Child Benefit overpayment',
        'Your Child Benefit overpayment - we are collecting for HMRC',
        'Money owed to HM Revenue & Customs',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `${HMRC} (HMRC) has asked us to collect the Child Benefit overpayment on your claim, which it passed to us on ${D(c, placed)}. HMRC wrote to you about the overpayment on ${D(c, notice)}. Our records show the following.`,
        },
        {
          kv: [
            ['Child Benefit overpaid:', `${fmtMoney(total)} (${D(c, start)} to ${D(c, end)})`],
            ['Repaid to HMRC:', repaid ? `-${fmtMoney(repaid)}` : fmtMoney(0)],
            ['Balance due:', fmtMoney(owed)],
          ],
        },
        {
          p: askPay
            ? `Please pay the balance of ${fmtMoney(owed)} within 14 days, by ${D(c, pay)}, or call us to agree affordable payments. We do not add any fees or interest; every payment goes to HMRC.`
            : `Please call us within 14 days to pay the balance of ${fmtMoney(owed)} or to agree affordable payments. We do not add any fees or interest; every payment goes to HMRC.`,
        },
        {
          kv: [
            ['Online', `${web(dca.name)}/pay`],
            ['Phone', `${phone(r)} (Mon-Fri 8am-8pm)`],
            ['Client account', bank],
            ['Reference', `${ref} (always quote this)`],
          ],
        },
        {
          p: `If you think you do not owe this money, or you have already paid HMRC, tell us and we will pause collection while HMRC checks. If you cannot pay in full, payments of ${fmtMoney(monthly)} a month or more are usually accepted after we have looked at your income and outgoings.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Services Manager', 'Collections Officer']), dca.name],
      footer: [],
      footerCols: [
        fcaLine(dca.name, r),
        `${dca.name} is a debt collection agency acting for ${HMRC}. We follow the Credit Services Association Code of Practice. Calls may be recorded.`,
      ],
    };
    return {
      spec,
      truth: truth(dca.name, owed, ref, 'debt_collection', 1, 'debt_recovery', c, askPay ? pay : undefined),
    };
  }

  if (v === 2) {
    // Final notice: reference cells, banner title, shaded amount, what happens next, a payment slip.
    const reminder = addDays(notice, r.int(28, 40));
    const pay = addDays(c.date, 14);
    const dm = pick(r, ['HMRC Debt Management', 'our Debt Management team']);
    const spec: Spec = {
      face: c.face,
      top: [formCode],
      head,
      logoMark: 'shield',
      sub: ['Child Benefit Office - Overpayment Recovery', office, `Telephone ${hPhone}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Child Benefit number', chb],
        ['National Insurance number', ni],
        ['Date of this notice', D(c, c.date)],
      ],
      title: pick(r, ['FINAL NOTICE - CHILD BENEFIT OVERPAYMENT', 'Final notice before recovery action']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, notice)} to tell you that you had been paid ${fmtMoney(total)} too much Child Benefit for ${overpaidKids.join(' and ')} between ${D(c, start)} and ${D(c, end)}, and reminded you on ${D(c, reminder)}. ${repaid ? `You have repaid ${fmtMoney(repaid)}, but the rest` : 'The overpayment'} has not been paid and you have not contacted us to agree a payment plan.`,
        },
        { amountBox: ['Amount you must pay now', fmtMoney(owed)] },
        {
          p: `You must pay ${fmtMoney(owed)} by ${D(c, pay)}. Pay by bank transfer to HMRC, ${bank}, using your Child Benefit number ${chb} as the payment reference, or call us on ${hPhone} to pay by debit card.`,
        },
        { h: 'If you do not pay' },
        {
          p: `If we have not received payment or heard from you by ${D(c, pay)}, we will pass your debt to ${dm}. They may collect it by changing your tax code so that it is taken from your wages or pension (up to £3,000 a year if you earn less than £30,000), by taking it from other payments we make to you${stillPaid ? `, including the Child Benefit you get for ${kids[1]}` : ''}, by using a debt collection agency, or by taking court action.`,
        },
        {
          small: `Cannot pay in full? Call us before ${D(c, pay)}. We can usually agree monthly payments if you tell us about your income and outgoings. Free, independent debt advice is also available. If you have already paid, thank you - please ignore this notice.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: ['Overpayment Recovery Team', 'Child Benefit Office', HMRC],
      slip: {
        title: `Payment slip - ${HMRC}`,
        rows: [
          ['Child Benefit number', chb],
          ['Name', fullName(c.who)],
          ['Amount due', fmtMoney(owed)],
        ],
      },
      footer: [`Find out more about Child Benefit overpayments at ${web(HMRC)}/childbenefit.`],
    };
    return { spec, truth: truth(HMRC, owed, chb, 'normal', 3, 'final_demand', c, pay) };
  }

  // The overpayment notice (v 0) or a reminder (v 1): a letter with the reference panel beside the address.
  const pay = addDays(c.date, v === 0 ? 30 : 14);
  const first = v === 0;
  const how: [string, string][] = [
    ['Bank transfer', `HMRC, ${bank}`],
    ['Payment reference', chb],
    ['By phone (debit card)', hPhone],
  ];
  const spec: Spec = {
    face: c.face,
    top: r.chance(0.6) ? [formCode] : undefined,
    head,
    logoMark: r.chance(0.6) ? 'shield' : undefined,
    sub: ['Child Benefit Office', office],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Child Benefit number', chb],
      ['NI number', ni],
      ['Date', D(c, c.date)],
      ['Phone', hPhone],
    ],
    panelStacked: r.chance(0.4),
    panelBoxed: r.chance(0.5),
    title: first
      ? pick(r, [
          'Child Benefit overpayment',
          'You have been paid too much Child Benefit',
          'CHILD BENEFIT - NOTICE OF OVERPAYMENT',
        ])
      : pick(r, ['Reminder: Child Benefit overpayment', 'REMINDER - you still owe us Child Benefit']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: first
      ? [
          dear(c),
          {
            p: `We have looked at your Child Benefit claim and you have been paid ${fmtMoney(total)} more than you were entitled to. ${whyText}`,
          },
          periodGrid,
          {
            p: `You must pay back ${fmtMoney(total)}. Please pay within 30 days of the date of this letter, by ${D(c, pay)}, quoting your Child Benefit number.`,
          },
          { kv: how },
          {
            p: stillPaid
              ? `If you cannot pay it all at once, call us. You still get Child Benefit for ${kids[1]}, so we can take ${fmtMoney(deduction)} a week from those payments instead, or agree monthly payments (for example ${fmtMoney(monthly)} a month).`
              : `If you cannot pay it all at once, call us to agree monthly payments (for example ${fmtMoney(monthly)} a month). We will ask about your income and outgoings.`,
          },
          {
            small: `If you think this decision is wrong, you can ask us to look at it again (a mandatory reconsideration) within one month of the date of this letter. You must still repay the overpayment unless the decision is changed.`,
          },
        ]
      : [
          dear(c),
          {
            p: `We wrote to you on ${D(c, notice)} to tell you that you had been paid ${fmtMoney(total)} too much Child Benefit for ${overpaidKids.join(' and ')} between ${D(c, start)} and ${D(c, end)}. We have not yet received full repayment.`,
          },
          {
            grid: [
              [`Overpayment (our letter of ${D(c, notice)})`, fmtMoney(total)],
              [
                stillPaid ? 'Taken from your ongoing Child Benefit' : 'Payments received',
                repaid ? `-${fmtMoney(repaid)}` : fmtMoney(0),
              ],
              ['Amount you still owe', fmtMoney(owed)],
            ],
            widths: [0.72, 0.28],
          },
          {
            p: `Please pay ${fmtMoney(owed)} within 14 days, by ${D(c, pay)}, or call us on ${hPhone} to agree a payment plan. Use your Child Benefit number ${chb} as the payment reference.`,
          },
          { kv: how.slice(0, 1) },
          {
            p: `If you do not pay or contact us, we may pass the debt to HMRC Debt Management, who can collect it through your tax code, from other payments we make to you, or by using a debt collection agency.`,
          },
        ],
    closing: 'Yours sincerely',
    sign: ['Child Benefit Office', HMRC],
    footer: [
      `Information is available in large print, Braille and audio. Call ${phone(r)} or go to ${web(HMRC)}/childbenefit. Calls may be recorded.`,
    ],
  };
  return {
    spec,
    truth: truth(HMRC, owed, chb, 'normal', first ? 1 : 2, first ? 'first_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W287 — council Direct Payments: unspent or misused money after an audit of the Direct Payment account
// ------------------------------------------------------------------------------------------------------------

const NOT_AGREED_ADULT = [
  'Cash withdrawals with no receipts or timesheets',
  'Payments to a relative in the same household (not agreed)',
  'Supermarket shopping',
  'Holiday accommodation',
  'Mobile phone contract',
  'Transfers to a personal bank account',
  'Gym membership not in the support plan',
];
const NOT_AGREED_CHILD = [
  'Family holiday costs',
  'School uniform and clothing',
  'Cash withdrawals with no receipts',
  'Transfers to a personal bank account',
  'Games console and subscriptions',
];

/**
 * A council's adult social care (or children's services) recovering Direct Payments after an audit of the reader's
 * Direct Payment account (the reader is the person supported, or the parent / nominated person who manages the
 * payments). One of five letters, chosen per letter:
 * - the audit outcome letter: an account statement for the audit period (payments in, agreed spending, spending not
 *   agreed, the contingency the person may keep), a table of the items not agreed, the total to repay and the
 *   sundry-debt invoice number to quote, pay within 28 days: stage 1, kind first_demand;
 * - a reminder from the council's income / accounts receivable team (reference cells, invoice grid, payment slip,
 *   "we wrote to you on … with the outcome of the audit"): stage 2, reminder;
 * - a final notice from the same team (passed to Legal Services or the collection agent if not paid in 14 days):
 *   stage 3, final_demand;
 * - Legal Services' letter before claim under the Pre-Action Protocol for Debt Claims (reply form, 30 days; the
 *   letter asks for "our reference", the invoice number is printed beside it): stage 3, letter_of_claim;
 * - the council's collection agency's first letter, asking to be paid into its client account: the agency is the
 *   creditor (README on-behalf rule), 'debt_collection', stage 1, kind debt_recovery, its own reference quoted.
 * Open choice (debtType for the council's own letters): the money is a sundry debt, not council tax (a tax with its
 * own type), and the council is neither a collector nor a court; the README's residual for an ordinary overdue sum
 * is 'normal', also for the Legal Services letter (it is still the council asking for its own money).
 * Amount = the total to repay (unspent money above the contingency + spending not agreed), less anything paid since
 * for the later letters; the weekly Direct Payment, the payments in, the account balance, the contingency, each item,
 * a possible court fee and fixed costs, and any suggested instalment are not it. The person ID, the customer number
 * (except where the letter asks for it — it never does here), the masked Direct Payment card and the council's bank
 * account are not the reference.
 */
const directPaymentRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const council = cn.name;
  const kidsSvc = r.chance(0.3);
  const dept = kidsSvc ? "Children's Services" : 'Adult Social Care';
  const team = kidsSvc
    ? 'Short Breaks and Direct Payments Team'
    : pick(r, [
        'Direct Payments Team',
        'Direct Payments Audit and Monitoring',
        'Self-Directed Support Finance',
      ]);
  const self = !kidsSvc && r.chance(0.55);
  const su = self ? `${c.who.first} ${c.who.last}` : `${person(r).first} ${c.who.last}`;
  const v = r.int(0, 4); // 0 audit outcome, 1 reminder, 2 final notice, 3 letter before claim, 4 agency
  // the audit
  const weeks = pick(r, [26, 52]);
  const auditTo = addDays(c.date, -r.int(v === 0 ? 30 : 110, v === 0 ? 90 : 200));
  const auditFrom = addDays(auditTo, -(weeks * 7 - 1));
  const weekly = r.money(95, 640);
  const paidIn = round2(weekly * weeks);
  const opening = r.chance(0.5) ? r.money(20, weekly * 2) : 0;
  const cw = pick(r, [4, 8]);
  const contingency = round2(weekly * cw);
  const misuse = r.chance(0.55);
  const items: string[][] = [];
  let notAgreed = 0;
  if (misuse) {
    const pool = [...(kidsSvc ? NOT_AGREED_CHILD : NOT_AGREED_ADULT)];
    const n = r.int(1, 3);
    const found: { what: string; day: number; amt: number }[] = [];
    for (let i = 0; i < n; i++) {
      const what = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const amt = r.money(35, weekly * 1.4);
      notAgreed = round2(notAgreed + amt);
      found.push({ what, day: r.int(10, weeks * 7 - 10), amt });
    }
    // listed in date order, as on the statements
    found.sort((a, b) => a.day - b.day);
    for (const f of found) items.push([f.what, D(c, addDays(auditFrom, f.day)), fmtMoney(f.amt)]);
  }
  const unspent = !misuse || r.chance(0.6) ? round2(paidIn * (0.05 + r.next() * 0.22)) : 0;
  const balance = round2(contingency + unspent);
  const agreed = round2(opening + paidIn - notAgreed - balance);
  const total = round2(unspent + notAgreed);
  const outcome = addDays(c.date, -r.int(v === 0 ? 0 : 50, v === 0 ? 0 : 80));
  const paid =
    v > 0 && r.chance(0.4) ? Math.min(round2(total * 0.3), r.int(1, 3) * pick(r, [20, 25, 50])) : 0;
  const owed = round2(total - paid);
  const inv = pick(r, [
    () => r.digits(8),
    () => `SI${r.digits(7)}`,
    () => `INV${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
  ])();
  const personId = r.digits(pick(r, [6, 7]));
  const custNo = `${r.digits(7)}`;
  const card = `**** **** **** ${r.digits(4)}`;
  const cPhone = phone(r);
  const cAddr = officeAddress(r);
  const cWeb = web(council);
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const forWhom = self ? 'your' : `${su}'s`;
  const period = `${D(c, auditFrom)} to ${D(c, auditTo)}`;

  if (v === 4) {
    const dca = company(r, ['Collection Services', 'Revenue Recovery', 'Debt Recovery']);
    const ref = pick(r, [
      () => `${r.letters(3, 'CDRK')}-${r.digits(6)}`,
      () => `${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
    ])();
    const dOffice = officeAddress(r);
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: dca.head,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [dOffice, `${phone(r)}  ${web(dca.name)}`],
      headAlign: pick(r, ['right', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', council],
        ['Client ref', inv],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title: pick(r, ['Unpaid council invoice - Direct Payments', 'Notice of debt: council Direct Payments']),
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `${council} has passed us an unpaid invoice for collection. It is for Direct Payments for ${self ? 'your care and support' : `${su}'s ${kidsSvc ? 'short breaks' : 'care and support'}`} that the council's audit of the Direct Payment account for ${period} found were ${misuse ? (unspent ? 'unspent or used for things not in the support plan' : 'used for things not in the support plan') : 'not spent'}.`,
        },
        {
          grid: [
            [`Council invoice ${inv}`, fmtMoney(total)],
            ...(paid ? [['Paid to the council', `-${fmtMoney(paid)}`]] : []),
            ['Balance due', fmtMoney(owed)],
          ],
          header: ['Account', 'Amount'],
          widths: [0.72, 0.28],
        },
        {
          p: `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, or contact us by then to agree how you will pay. We do not charge you fees or interest. Quote our reference ${ref} with every payment.`,
        },
        {
          kv: [
            ['Pay online', `${web(dca.name)}/pay`],
            ['Call', `${phone(r)} (8am-6pm weekdays)`],
            ['Client account', bank],
          ],
        },
        {
          p: `If you disagree with the audit, tell us in writing and we will refer your account back to the council's ${team}. Please do not pay the council directly while we hold this account.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Account Manager', 'Client Services Officer']), dca.name],
      footer: [
        fcaLine(dca.name, r),
        `${dca.name} collects unpaid invoices on behalf of local authorities. Member of the Credit Services Association.`,
      ],
    };
    return { spec, truth: truth(dca.name, owed, ref, 'debt_collection', 1, 'debt_recovery', c, pay) };
  }

  if (v === 3) {
    // Legal Services: letter before claim.
    const ref = pick(r, [
      () => `LS/${r.letters(3, 'DEBCT')}/${r.digits(5)}`,
      () => `LEG${r.digits(6)}`,
      () => `${r.letters(2, 'LD')}.${r.digits(4)}.${r.digits(2)}`,
    ])();
    const pay = addDays(c.date, 30);
    const courtFee = pick(r, [80, 115, 205]);
    const fixed = pick(r, [50, 70, 80]);
    const finalNotice = addDays(outcome, r.int(40, 60));
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      logo: r.chance(0.5),
      sub: ['Legal Services', cAddr, `DX ${r.digits(5)} ${place(r)}`, `${cPhone}  legal@${host(council)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Invoice no.', inv],
        ['Date', D(c, c.date)],
        ['Contact', `${person(r).first} ${person(r).last}`],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Letter before claim',
        'LETTER BEFORE CLAIM - DIRECT PAYMENTS DEBT',
        'Pre-action letter: money owed to the Council',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${council} (${dept}). Following an audit of ${forWhom} Direct Payment account for ${period}, the Council wrote to you on ${D(c, outcome)} asking you to repay ${fmtMoney(total)} and sent invoice ${inv}. The Council's income team sent a final notice on ${D(c, finalNotice)}.`,
        },
        {
          kv: [
            ['Amount invoiced:', fmtMoney(total)],
            ['Paid:', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
            ['Amount now due:', fmtMoney(owed)],
          ],
        },
        {
          p: `The Council is entitled to recover Direct Payments that were not used to meet the needs in the support plan (${kidsSvc ? 'section 17A of the Children Act 1989' : 'Care and Support (Direct Payments) Regulations 2014'}). Unless you pay ${fmtMoney(owed)} within 30 days, by ${D(c, pay)}, or agree a repayment plan, the Council may issue a claim in the County Court without further notice.`,
        },
        {
          p: `If a claim is issued you may also have to pay the court fee (${fmtMoney(courtFee)} on a claim of this size), fixed costs of ${fmtMoney(fixed)} and interest. Please complete and return the enclosed Reply Form and Financial Statement. The enclosed Information Sheet explains your options, and you should consider getting free independent debt advice.`,
        },
        {
          p: `Pay to the Council by bank transfer (${bank}) or by card on ${cPhone}, quoting our reference ${ref}.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [
        ...signatory(r, ['Solicitor', 'Senior Litigation Officer', 'Legal Executive']),
        `for the Director of Law and Governance, ${council}`,
      ],
      footer: [`${council}, ${cAddr}. ${cWeb}`],
    };
    return { spec, truth: truth(council, owed, ref, 'normal', 3, 'letter_of_claim', c, pay) };
  }

  if (v === 1 || v === 2) {
    // The income / accounts receivable team's reminder or final notice.
    const fin = v === 2;
    const reminderDate = addDays(outcome, r.int(28, 35));
    const pay = addDays(c.date, 14);
    const next = pick(r, ['our Legal Services team', "the Council's collection agent", 'Legal Services']);
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'rings', undefined]),
      sub: [
        pick(r, ['Income Team', 'Accounts Receivable', 'Sundry Debt Recovery']),
        cAddr,
        `${cPhone}  ${cWeb}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice number', inv],
        ['Customer no.', custNo],
        ['Invoice date', D(c, outcome)],
        ['Date', D(c, c.date)],
      ],
      title: fin
        ? pick(r, ['FINAL NOTICE', 'Final notice - unpaid invoice'])
        : pick(r, ['REMINDER', 'Invoice reminder', 'Payment reminder']),
      titleStyle: pick(r, ['boxed', 'banner', 'rule'] as const),
      body: [
        dear(c),
        {
          p: fin
            ? `We wrote to you on ${D(c, outcome)} with the outcome of the audit of ${forWhom} Direct Payment account for ${period} and sent the invoice below, and sent you a reminder on ${D(c, reminderDate)}. The invoice is still unpaid.`
            : `We wrote to you on ${D(c, outcome)} with the outcome of the audit of ${forWhom} Direct Payment account for ${period} and sent the invoice below. We have not received payment.`,
        },
        {
          grid: [
            [
              pick(r, [
                'Recovery of Direct Payments',
                'Direct Payments - audit repayment',
                'DP audit recovery',
              ]),
              fmtMoney(total),
              fmtMoney(paid),
              fmtMoney(owed),
            ],
            ['Outstanding', '', '', fmtMoney(owed)],
          ],
          header: ['Description', 'Invoiced', 'Paid', 'Due'],
          widths: [0.55, 0.15, 0.15, 0.15],
        },
        fin
          ? {
              boxed: [
                `Pay ${fmtMoney(owed)} by ${D(c, pay)}. If you do not, we will pass this debt to ${next} without further warning, and court action may follow, adding costs to what you owe.`,
              ],
            }
          : {
              p: `Please pay ${fmtMoney(owed)} within 14 days, by ${D(c, pay)}. If you are having difficulty paying, call us and we can agree instalments.`,
            },
        {
          kv: [
            ['Online', `${cWeb}/payit`],
            ['Automated line', phone(r)],
            ['Bank transfer', bank],
            ['Quote', `invoice number ${inv}`],
          ],
        },
        {
          small: `If you are querying the audit findings, contact ${dept} (${team}) on ${phone(r)}. A query does not stop this reminder process unless the team asks us to put the invoice on hold.`,
        },
      ],
      closing: fin ? 'Yours faithfully' : undefined,
      sign: fin ? ['Income Recovery Manager', council] : [],
      slip: {
        title: `${council} - payment slip`,
        rows: [
          ['Invoice number', inv],
          ['Customer no.', custNo],
          ['Amount due', fmtMoney(owed)],
        ],
      },
      footer: [`VAT is not charged on this invoice. ${council} data protection notice: ${cWeb}/privacy.`],
    };
    return {
      spec,
      truth: truth(council, owed, inv, 'normal', fin ? 3 : 2, fin ? 'final_demand' : 'reminder', c, pay),
    };
  }

  // v 0: the audit outcome letter.
  const pay = addDays(c.date, 28);
  const statement: string[][] = [
    ...(opening ? [[`Balance in the account on ${D(c, auditFrom)}`, fmtMoney(opening)]] : []),
    [`Direct Payments paid by the Council (${weeks} weeks at ${fmtMoney(weekly)})`, fmtMoney(paidIn)],
    ['Spending agreed as meeting the support plan', `-${fmtMoney(agreed)}`],
    ...(notAgreed ? [['Spending not agreed (see below)', `-${fmtMoney(notAgreed)}`]] : []),
    [`Balance in the account on ${D(c, auditTo)}`, fmtMoney(balance)],
    [`Contingency you may keep (${cw} weeks)`, `-${fmtMoney(contingency)}`],
    ['Unspent money to return', fmtMoney(unspent)],
  ];
  const spec: Spec = {
    face: c.face,
    head: cn.head,
    logo: r.chance(0.4),
    sub: [`${dept} - ${team}`, cAddr, `${cPhone}  ${cWeb}`],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Invoice number', inv],
      [kidsSvc ? 'Child ID' : 'Person ID', personId],
      ['Direct Payment card', card],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.4),
    panelBoxed: r.chance(0.5),
    title: pick(r, [
      'Direct Payment account audit - outcome',
      'Outcome of your Direct Payment audit',
      'Audit of Direct Payments: money to be repaid',
    ]),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `We have audited ${forWhom} Direct Payment account for ${period}, using the bank or card statements, receipts and timesheets ${self ? 'you sent us' : `you sent us as the person managing ${su}'s Direct Payments`}. Direct Payments may only be spent on the support agreed in the support plan.`,
      },
      { grid: statement, header: ['Direct Payment account', 'Amount'], widths: [0.72, 0.28] },
      ...(items.length
        ? [
            {
              grid: [...items, ['Spending not agreed', '', fmtMoney(notAgreed)]],
              header: ['Not agreed', 'Date', 'Amount'],
              widths: [0.6, 0.2, 0.2],
            },
          ]
        : []),
      { amountBox: ['Total to repay', fmtMoney(total)] as [string, string] },
      {
        p: `Please repay ${fmtMoney(total)} within 28 days, by ${D(c, pay)}, by bank transfer to ${bank}${kidsSvc || self ? '' : ' (from the Direct Payment account where possible)'}, quoting invoice number ${inv}. An invoice is enclosed.${kidsSvc || !self ? '' : ` Your weekly Direct Payment of ${fmtMoney(weekly)} will continue.`}`,
      },
      {
        small: `If you disagree with these findings, send us any receipts or evidence we have not seen within 28 days and we will look again. If repaying in one sum would cause hardship, ask us about instalments. Keep all receipts: Direct Payment accounts are audited each year.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Direct Payments Audit Officer', 'Finance Officer (Direct Payments)']), dept],
    footer: [`${council}, ${cAddr}`],
  };
  return { spec, truth: truth(council, total, inv, 'normal', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W288 — council tax after the liability order and the enforcement agents' return: committal, insolvency
// ------------------------------------------------------------------------------------------------------------

/** The financial year a date falls in, as council tax letters print it (2024/25). */
const fy = (d: Date) => {
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 3 ? 1 : 0);
  return `${y}/${String((y + 1) % 100).padStart(2, '0')}`;
};

/**
 * A council's council tax letters at the far end of enforcement, after one or more liability orders and after the
 * enforcement agents returned the account unable to recover it. One of three letters, chosen per letter:
 * - notice of a committal hearing: the council's letter serving the summons to a means inquiry at the magistrates'
 *   court (regulations 47 and 48 of the Council Tax (Administration and Enforcement) Regulations 1992), reference cells
 *   across the page, a boxed "you are summoned" panel, a table of the liability orders, "pay in full by … to stop
 *   the hearing": stage 3 (the last step the council can take), kind summons, with the hearing date and that
 *   pay-by date;
 * - a warning that the council will present a bankruptcy petition (reg 49, arrears of £5,000 or more) or apply for a
 *   charging order on the reader's home (reg 50, £1,000 or more): pay within 14 days or the matter goes to court:
 *   stage 3, final_demand;
 * - the council's final letter before the committal hearing offering an arrangement (shaded balance box, reply
 *   tick-boxes and slip): it refers to the summons already sent but says it is the final letter, so stage 3 (README: a
 *   final letter stays 3), kind final_demand, with the hearing date; it asks the reader to call or return the slip by
 *   a date, not to pay by it, so no payBy.
 * The council writes and asks to be paid its council tax: creditor = the council, 'council_tax' (not 'court': the
 * court's name is only where the hearing is; not 'bailiff': the enforcement agents have handed the account back).
 * Amount = the total outstanding under the liability orders (council tax + costs awarded − payments since); a year's
 * line, the costs on their own, the £5,000 / £1,000 thresholds, estimated petition or court costs, a suggested monthly
 * arrangement and this year's instalments are not it. Reference = the council tax account number; the summons / court
 * reference, the enforcement agents' reference and the property reference are not it.
 */
const councilTaxCommittal: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const council = cn.name;
  const v = pick(r, ['committal', 'committal', 'insolvency', 'insolvency', 'arrange'] as const);
  const acc = pick(r, [
    () => r.digits(9),
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `CT${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(8)}${pick(r, ['A', 'X'])}`,
  ])();
  const ea = company(r, ['Enforcement', 'Enforcement Services', 'Enforcement Agents']).name;
  const eaRef = `${r.letters(2, 'EACT')}${r.digits(7)}`;
  const returned = addDays(c.date, -r.int(v === 'arrange' ? 50 : 18, v === 'arrange' ? 90 : 60));
  const court = `${place(r)} Magistrates' Court`;
  const courtAddr = `The Court House, ${pick(r, ['Mill Street', 'Castle Road', 'Station Way', 'Market Square'])}, ${place(r)}, ${postcode(r)}`;
  const prop = r.chance(0.7)
    ? c.addr
    : [`${r.int(1, 240)} ${pick(r, ['Orchard', 'Kiln', 'Heron'])} ${pick(r, ['Road', 'Close'])}`, place(r)];
  const big = v === 'insolvency';
  const n = big ? r.int(2, 4) : r.int(1, 3);
  const orders: { year: string; date: Date; tax: number; costs: number }[] = [];
  // the latest order is for the year before it was made (or the same year); each earlier order a year before that
  let lo = addDays(returned, -r.int(90, 200));
  const lastYear = Number(fy(addDays(lo, -r.int(60, 200))).slice(0, 4));
  for (let i = 0; i < n; i++) {
    const y = lastYear - i;
    orders.push({
      year: `${y}/${String((y + 1) % 100).padStart(2, '0')}`,
      date: weekdayOnOrBefore(lo),
      tax: big ? r.money(1300, 2900) : r.money(320, 2100),
      costs: pick(r, [76, 85, 92.5, 105, 110, 121.5]),
    });
    lo = addDays(lo, -r.int(330, 390));
  }
  orders.reverse();
  const taxSum = round2(orders.reduce((a, o) => a + o.tax, 0));
  const costSum = round2(orders.reduce((a, o) => a + o.costs, 0));
  const paid = r.chance(0.35) ? r.int(1, 6) * pick(r, [10, 20, 25, 50]) : 0;
  const total = round2(taxSum + costSum - paid);
  const bankrupt = total > 5000;
  const cPhone = phone(r);
  const cAddr = officeAddress(r);
  const cWeb = web(council);
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const propText = `${prop[0]}, ${prop[1]}`;
  const ordersText =
    n === 1
      ? `On ${D(c, orders[0].date)} ${court} made a liability order against you for unpaid council tax at ${propText}`
      : `${court} has made ${n} liability orders against you for unpaid council tax at ${propText}, the latest on ${D(c, orders[n - 1].date)}`;
  const eaText = `We instructed ${ea}, enforcement agents, to recover the debt. On ${D(c, returned)} they returned your account to us (their ref. ${eaRef}) because they could not recover what you owe.`;
  const hearing = weekdayOnOrAfter(addDays(c.date, r.int(21, 42)));
  const time = pick(r, ['10:00am', '10:30am', '1:45pm', '2:00pm']);
  const room = `Court ${r.int(1, 6)}`;
  const sumNo = `${r.digits(2)}/${r.digits(5)}/${pick(r, ['25', 'C25', 'MI'])}`;

  if (v === 'committal') {
    const payBy = weekdayOnOrBefore(addDays(hearing, -3));
    const rows: string[][] = orders.map((o) => [
      o.year,
      D(c, o.date),
      fmtMoney(o.tax),
      fmtMoney(o.costs),
      fmtMoney(round2(o.tax + o.costs)),
    ]);
    if (paid) rows.push(['Paid since the orders', '', '', '', `-${fmtMoney(paid)}`]);
    rows.push(['Amount outstanding', '', '', '', fmtMoney(total)]);
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.6)
        ? ['IMPORTANT - THIS CONCERNS A COURT HEARING. DO NOT IGNORE THIS LETTER.']
        : undefined,
      head: cn.head,
      logoMark: pick(r, ['shield', 'rings', undefined]),
      sub: [
        pick(r, ['Revenues Service - Council Tax Recovery', 'Council Tax Enforcement Team']),
        cAddr,
        cPhone,
      ],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Council tax account', acc],
        ['Summons no.', sumNo],
        ['Hearing date', D(c, hearing)],
        ['Time', time],
      ],
      title: pick(r, [
        'SUMMONS TO A MEANS INQUIRY',
        'Notice of committal hearing - means inquiry',
        'COMMITTAL SUMMONS: COUNCIL TAX',
      ]),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: `${ordersText}. ${eaText}` },
        {
          p: `The Council has therefore applied under regulation 47 of the Council Tax (Administration and Enforcement) Regulations 1992 for a warrant committing you to prison. The court must first inquire, in your presence, into your means and whether your failure to pay is due to wilful refusal or culpable neglect.`,
        },
        {
          boxed: [
            `You are summoned to appear before ${court}, ${courtAddr}, on ${D(c, hearing)} at ${time} (${room}).`,
            'If you do not attend, the court may issue a warrant for your arrest.',
          ],
        },
        {
          grid: rows,
          header: ['Year', 'Order made', 'Council tax', 'Costs', 'Total'],
          widths: [0.3, 0.2, 0.17, 0.14, 0.19],
        },
        {
          p: `The hearing will only be cancelled if you pay ${fmtMoney(total)} in full by ${D(c, payBy)}; part payment will not stop it. Pay at ${cWeb}/counciltax, on our 24-hour line ${phone(r)} or by bank transfer (${bank}), quoting your council tax account number ${acc}. If the court issues a warrant, it may also order further costs.`,
        },
        {
          small: `Bring to court your recent payslips or benefit award letters, bank statements and details of your rent or mortgage and bills, with the enclosed statement of means completed. Free, independent debt advice is available.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Recovery Manager', 'Council Tax Recovery Officer']), council],
      footer: [`${council}, ${cAddr}. ${cWeb}`],
    };
    return {
      spec,
      truth: truth(council, total, acc, 'council_tax', 3, 'summons', c, payBy, hearing),
    };
  }

  if (v === 'insolvency') {
    const pay = addDays(c.date, 14);
    const uprn = r.digits(12);
    const est = bankrupt ? pick(r, [2350, 2790, 3100]) : pick(r, [420, 560, 690]);
    const months = pick(r, [6, 9, 12]);
    const spec: Spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL'],
      head: cn.head,
      logo: r.chance(0.4),
      sub: [
        pick(r, ['Council Tax Recovery - Insolvency Team', 'Revenues Enforcement Team']),
        cAddr,
        `${cPhone}  ${cWeb}`,
      ],
      headAlign: pick(r, ['right', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Account number', acc],
        ['Property ref', uprn],
        ['Date', D(c, c.date)],
        ['Ask for', `${person(r).first} ${person(r).last}`],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.3),
      title: bankrupt
        ? pick(r, ['Warning of bankruptcy proceedings', 'NOTICE OF INTENDED BANKRUPTCY PETITION'])
        : pick(r, [
            'Notice of intention to apply for a charging order',
            'COUNCIL TAX: CHARGING ORDER ON YOUR PROPERTY',
          ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: `${ordersText}. ${eaText}` },
        {
          grid: [
            ...orders.map((o) => [
              `Council tax ${o.year} and costs`,
              D(c, o.date),
              fmtMoney(round2(o.tax + o.costs)),
            ]),
            ...(paid ? [['Payments received since', '', `-${fmtMoney(paid)}`]] : []),
            ['Total owed under liability orders', '', fmtMoney(total)],
          ],
          header: ['Liability order', 'Made on', 'Amount'],
          widths: [0.56, 0.22, 0.22],
        },
        {
          p: bankrupt
            ? `Because you owe more than £5,000 under liability orders, the Council may, under regulation 49 of the Council Tax (Administration and Enforcement) Regulations 1992, present a bankruptcy petition against you. We may first serve a statutory demand. If you are made bankrupt, a trustee may sell your assets, which could include your home, and the costs of the petition (likely to be at least ${fmtMoney(est)}) would be added to what you owe.`
            : `Because you owe more than £1,000 under liability orders and our records show you own ${propText}, the Council may, under regulation 50 of the Council Tax (Administration and Enforcement) Regulations 1992, apply to the County Court for a charging order on the property. The debt would then be secured on your home and the Council could later apply for an order for its sale. Court fees and legal costs (estimated at ${fmtMoney(est)}) would be added.`,
        },
        {
          boxed: [
            `To stop this, pay ${fmtMoney(total)} in full within 14 days, by ${D(c, pay)}, quoting your account number ${acc}.`,
          ],
        },
        {
          p: `If you cannot pay in full, contact us before that date with a completed statement of income and expenditure. We will only consider an arrangement that clears the whole amount within ${months} months and keeps up this year's instalments. Pay by bank transfer (${bank}) or by card on ${cPhone}.`,
        },
        {
          small: `Seek independent advice now. Free, confidential debt advice is available from debt advice charities and your local advice centre. If you have already paid or made an arrangement, please contact us so we can check your account.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Senior Recovery Officer', 'Revenues Enforcement Manager']), `For ${council}`],
      footer: [`${council}, ${cAddr}`],
    };
    return { spec, truth: truth(council, total, acc, 'council_tax', 3, 'final_demand', c, pay) };
  }

  // v 'arrange': the final letter before the committal hearing, offering an arrangement.
  const served = addDays(c.date, -r.int(10, 18));
  const contactBy = weekdayOnOrBefore(addDays(hearing, -r.int(5, 8)));
  const months = pick(r, [6, 9, 12, 18]);
  const offer = round2(Math.ceil((total / months) * 100) / 100);
  const current = r.money(95, 210);
  const spec: Spec = {
    face: c.face,
    head: cn.head,
    headBand: r.chance(0.6),
    logoMark: pick(r, ['chevron', 'bars', undefined]),
    sub: ['Council Tax Recovery', cAddr, `${cPhone}  ${cWeb}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: { label: 'Balance outstanding', amount: fmtMoney(total), note: `Hearing ${D(c, hearing)} ${time}` },
    panel: [
      ['Account no', acc],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, [
      'Final opportunity to agree an arrangement',
      'Your court hearing - last chance to arrange payment',
      'FINAL LETTER BEFORE YOUR MEANS INQUIRY',
    ]),
    titleStyle: pick(r, ['banner', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `On ${D(c, served)} we sent you a summons to attend ${court} on ${D(c, hearing)} at ${time} for an inquiry into your means, after the enforcement agents ${ea} returned your council tax account to us unpaid. This is our final letter before that hearing.`,
      },
      {
        grid: [
          [
            `Council tax under ${n === 1 ? 'the liability order' : `${n} liability orders`}`,
            fmtMoney(taxSum),
          ],
          ['Costs awarded with the orders', fmtMoney(costSum)],
          ['Payments received', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
          ['Balance outstanding', fmtMoney(total)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `If you pay the balance in full, or agree an arrangement with us and make the first payment, before the hearing, we will ask the court to adjourn it. We can usually accept about ${fmtMoney(offer)} a month, clearing the balance in ${months} months, as long as you also pay this year's council tax instalments of ${fmtMoney(current)}.`,
      },
      {
        checks: [
          'I will pay the balance outstanding in full',
          'I would like to pay £________ each month, starting on ____________',
          'I enclose my completed statement of income and outgoings',
        ],
      },
      {
        p: `Please call us on ${cPhone} by ${D(c, contactBy)}, or return the slip below. If we do not hear from you, the hearing will go ahead and the court may issue a warrant committing you to prison.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Council Tax Recovery Team', council],
    slip: {
      title: 'Reply slip - please return in the envelope provided',
      rows: [
        ['Account no', acc],
        ['Name', fullName(c.who)],
        ['Hearing date', D(c, hearing)],
      ],
    },
    footer: [`${council} is the billing authority for council tax. ${cWeb}/counciltax`],
  };
  return { spec, truth: truth(council, total, acc, 'council_tax', 3, 'final_demand', c, undefined, hearing) };
};

export const FRESH28B_FAMILIES: Family[] = [
  {
    id: 'W286',
    name: 'HMRC Child Benefit Office overpayment recovery (notice with periods and weekly rates, reminder, final notice before Debt Management, or a collection agency for HMRC)',
    group: 'public_body',
    make: childBenefitOverpayment,
  },
  {
    id: 'W287',
    name: "Council Direct Payments recovery after an audit of the Direct Payment account (audit outcome, reminder, final notice, Legal Services letter before claim, or the council's collection agency)",
    group: 'public_body',
    make: directPaymentRecovery,
  },
  {
    id: 'W288',
    name: 'Council tax after liability order and enforcement agents returned it (committal summons to a means inquiry, bankruptcy or charging order warning, or final letter offering an arrangement before the hearing)',
    group: 'council_tax',
    make: councilTaxCommittal,
  },
];
