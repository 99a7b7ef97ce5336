/** The twenty-eighth fresh set, part a: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, person, phone, place, postcode, sortCode, web, type Rng } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  round2,
  oOrI,
  signatory,
  truth,
  wholeDays,
  type Ctx,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared bits
// ------------------------------------------------------------------------------------------------------------

/** A National Insurance number with the QQ prefix, which is never issued. */
const nino = (r: Rng) => `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
/** Ofcom's drama ranges: Edinburgh, Glasgow, Belfast and freephone. */
const scotPhone = (r: Rng) => pick(r, [`0131 496 0${r.digits(3)}`, `0141 496 0${r.digits(3)}`]);
const niPhone = (r: Rng) => `028 9649 6${r.digits(3)}`;
const freephone = (r: Rng) => `0808 157 0${r.digits(3)}`;
/** An invented town with a BT postcode. */
const btPostcode = (r: Rng) => `BT${r.int(1, 94)} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
const niAddress = (r: Rng): string[] => {
  const town = place(r);
  return [
    `${r.int(1, 180)} ${pick(r, ['Glen', 'Lough', 'Drumard', 'Ballyhenry', 'Church', 'Mill', 'Rathmore'])} ${pick(r, ['Road', 'Park', 'Avenue', 'Gardens', 'Crescent', 'Drive'])}`,
    town,
    town.toUpperCase(),
    btPostcode(r),
  ];
};
/** Benefit up-ratings: 8 April 2024 and 7 April 2025. Index 0 = 2023-24 rates, 1 = 2024-25, 2 = 2025-26. */
const UPRATE = [new Date(Date.UTC(2024, 3, 8)), new Date(Date.UTC(2025, 3, 7))];
const yearOf = (d: Date) => (d < UPRATE[0] ? 0 : d < UPRATE[1] ? 1 : 2);
/** A period split at the up-rating dates: [from, to, rate year]. */
function segments(from: Date, to: Date): [Date, Date, number][] {
  const out: [Date, Date, number][] = [];
  let a = from;
  for (const u of UPRATE)
    if (a < u && to >= u) {
      out.push([a, addDays(u, -1), yearOf(a)]);
      a = u;
    }
  out.push([a, to, yearOf(a)]);
  return out;
}
const dayRate = (days: number, weekly: number) => round2((days * weekly) / 7);

// ------------------------------------------------------------------------------------------------------------
// W292 Social Security Scotland
// ------------------------------------------------------------------------------------------------------------

interface ScotCase {
  benefit: string;
  /** Weekly amount paid in each rate year, and what should have been paid. */
  paid: number[];
  due: number[];
  reason: string;
  /** Who it was paid for, when not the recipient. */
  forWhom?: string;
}

const R_DL_STD = [68.1, 72.65, 73.9];
const R_DL_ENH = [101.75, 108.55, 110.4];
const R_MOB_STD = [26.9, 28.7, 29.2];
const R_MOB_ENH = [71.0, 75.75, 77.05];
const R_SCP = [25.0, 26.7, 27.15];
const R_CSP = [76.75, 81.9, 83.3];
const add = (a: number[], b: number[]) => a.map((v, i) => round2(v + b[i]));
const times = (a: number[], n: number) => a.map((v) => round2(v * n));
const ZERO = [0, 0, 0];

function scotCase(r: Rng, c: Ctx, from: Date, k: number): ScotCase {
  const child = `${pick(r, ['Ava', 'Callum', 'Isla', 'Rory', 'Eilidh', 'Fraser', 'Skye', 'Lewis'])} ${c.who.last}`;
  if (k === 0) {
    const enh = r.chance(0.5);
    const dl = enh ? R_DL_ENH : R_DL_STD;
    const mob = pick(r, [ZERO, R_MOB_STD, R_MOB_ENH]);
    const paid = add(dl, mob);
    const v = r.int(0, 2);
    if (v === 2 && enh)
      return {
        benefit: 'Adult Disability Payment',
        paid,
        due: add(R_DL_STD, mob),
        reason: `When we reviewed your Adult Disability Payment we found that your needs had changed from ${D(c, from)}. From that date you should have been getting the standard rate of the daily living component, not the enhanced rate.`,
      };
    return {
      benefit: 'Adult Disability Payment',
      paid,
      due: ZERO,
      reason:
        v === 0
          ? `You went into hospital on ${D(c, addDays(from, -28))} and stayed there for more than 28 days. Adult Disability Payment stops after 28 days in hospital, but we were not told, so it carried on being paid.`
          : `You moved to live in ${pick(r, ['England', 'Wales'])} on ${D(c, from)}. Adult Disability Payment can only be paid to people who live in Scotland, and we were not told about the move until later.`,
    };
  }
  if (k === 1) {
    const care = pick(r, [R_MOB_STD, R_DL_STD, R_DL_ENH]);
    const mob = pick(r, [ZERO, R_MOB_STD, R_MOB_ENH]);
    return {
      benefit: 'Child Disability Payment',
      paid: add(care, mob),
      due: ZERO,
      forWhom: child,
      reason: r.chance(0.5)
        ? `${child} went to live with another parent on ${D(c, from)}. Child Disability Payment can only be paid to the person the child lives with, so you were not entitled to it from that date.`
        : `${child} moved to live outside Scotland on ${D(c, from)}. Child Disability Payment is only paid for children who live in Scotland.`,
    };
  }
  if (k === 2) {
    const n = r.int(1, 3);
    const lost = n > 1 && r.chance(0.5);
    return {
      benefit: 'Scottish Child Payment',
      paid: times(R_SCP, n),
      due: lost ? times(R_SCP, n - 1) : ZERO,
      forWhom: n === 1 ? child : `${n} children`,
      reason: lost
        ? `${child} stopped living with you on ${D(c, from)}. From that date Scottish Child Payment should have been paid for ${n - 1 === 1 ? 'one child' : `${n - 1} children`}, not ${n}.`
        : `Your Universal Credit stopped on ${D(c, addDays(from, -1))}. Scottish Child Payment can only be paid while you or your partner get a qualifying benefit such as Universal Credit, so it should have stopped then.`,
    };
  }
  return {
    benefit: 'Carer Support Payment',
    paid: R_CSP,
    due: ZERO,
    reason: r.chance(0.5)
      ? `Your earnings went above the earnings limit of ${fmtMoney(196)} a week (after allowable expenses) from ${D(c, from)}. You cannot get Carer Support Payment for weeks when you earn more than the limit.`
      : `You stopped providing at least 35 hours of care a week for ${person(r).first} ${person(r).last} from ${D(c, from)}, but we were not told until later.`,
  };
}

/**
 * Social Security Scotland recovering an overpayment of a devolved benefit (Adult Disability Payment, Child Disability
 * Payment, Scottish Child Payment, Carer Support Payment), at one of four stages, in one of two layouts chosen per
 * letter (a letter with a reference panel, or a notice with a dark band, a "you owe" box and a row of reference
 * cells), or the letter of an external collection agency acting for it.
 *
 * Ground truth:
 * - creditorName: "Social Security Scotland" (letterhead and sign-off); for the agency letter, the agency, which
 *   writes and asks to be paid into its own client account (README's on-behalf rule).
 * - debtAmount: stage 1 the total overpayment (sum of the period lines); later the balance outstanding after any
 *   payments. Weekly rates, the suggested deduction per 4-weekly payment, the minimum plan amount and the earnings
 *   limit are not it.
 * - accountNumber: the "overpayment reference" the letter asks to be quoted; the client reference, the National
 *   Insurance number and (for the agency) Social Security Scotland's reference are not it.
 * - debtType: an overpayment demanded by the public body itself is an ordinary sum owed, 'normal' (the list has no
 *   benefit category; it is not a collector, court or council); the agency letter is 'debt_collection'.
 * - stage / kind: the overpayment decision letter is the first demand, 1 first_demand; the reminder (refers to the
 *   decision letter or a stopped repayment plan) 2 reminder; the final letter before deductions / sheriff court /
 *   referral 3 final_demand; the agency 1 debt_recovery, or 2 debt_recovery when it refers to its own earlier letter.
 */
const scotOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const SSS = 'Social Security Scotland';
  // the period ends at least three weeks before the letter; Carer Support Payment began on 18 November 2024
  const launch = new Date(Date.UTC(2024, 10, 18));
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 4, 4] as const);
  const inst = pick(r, [10, 15, 20, 25, 30]);
  const nPaid = stage >= 2 && r.chance(0.5) ? r.int(1, 4) : 0;
  const planBroke = stage === 2 && nPaid > 0 && r.chance(0.6);
  // dates run backwards from the letter: the earlier reminder, the decision letter, the end of the period
  const rem = addDays(c.date, -r.int(21, 35));
  const decided = stage === 1 ? c.date : addDays(c.date, -r.int(60, 90) - nPaid * 30 - (planBroke ? 60 : 0));
  const agreed = addDays(decided, r.int(7, 14));
  const to = addDays(decided, stage === 1 ? -r.int(21, 45) : -r.int(10, 18));
  const k = r.int(0, addDays(to, -35) > launch ? 3 : 2);
  let from = addDays(to, -r.int(56, 300));
  if (k === 3 && from < launch) from = addDays(launch, r.int(0, wholeDays(launch, to) - 28));
  const cs = scotCase(r, c, from, k);
  const segs = segments(from, to);
  const rows: string[][] = [];
  let total = 0;
  for (const [a, b, y] of segs) {
    const days = wholeDays(a, b) + 1;
    const over = round2(dayRate(days, cs.paid[y]) - dayRate(days, cs.due[y]));
    total = round2(total + over);
    rows.push([`${D(c, a)} to ${D(c, b)}`, fmtMoney(cs.paid[y]), fmtMoney(cs.due[y]), fmtMoney(over)]);
  }
  rows.push(['Total overpayment', '', '', fmtMoney(total)]);

  const agency = stage === 4;
  const debtRef = pick(r, [
    `OP${r.digits(7)}`,
    `DR${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `SSS-OP-${r.digits(6)}`,
    `${r.digits(4)} ${r.digits(3)} ${oOrI(r)}${r.digits(2)}`,
  ]);
  const client = pick(r, [`C${r.digits(8)}`, `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`]);
  const ni = nino(r);
  const paidSoFar = round2(inst * nPaid);
  const balance = round2(total - paidSoFar);
  const ded = pick(r, [20, 25, 30, 40]);
  const sssPhone = freephone(r);
  const ben = cs.benefit;
  const forLine = cs.forWhom ? ` for ${cs.forWhom}` : '';
  const payDays = stage === 1 ? 30 : 14;
  const pay = addDays(c.date, payDays);
  const sssWeb = 'www.socialsecurity-scot.example';
  const bank: [string, string] = [
    'Bank transfer',
    `sort code ${sortCode(r)}, account ${r.digits(8)}, name SSS Overpayments`,
  ];

  if (agency) {
    const a = company(r, ['Debt Recovery', 'Collection Services', 'Credit Management', 'Revenue Services']);
    const ref = pick(r, [`${r.letters(2, 'SCK')}${r.digits(7)}`, `${r.digits(6)}/${r.letters(1, 'SGT')}`]);
    const second = r.chance(0.35);
    const first = addDays(c.date, -r.int(18, 30));
    const office = `${r.int(2, 90)} ${pick(r, ['Bothwell', 'Canal', 'Queen', 'Links', 'Abbey'])} ${pick(r, ['Street', 'Place', 'Wynd', 'Quay'])}, ${place(r)}, ${postcode(r)}`;
    const spec: Spec = {
      face: c.face,
      head: a.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'chevron', 'bars'] as const),
      sub: [office, `${scotPhone(r)}  ${web(a.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${a.name}, ${office}` : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our reference', ref],
        ['Client', SSS],
        ['Client reference', debtRef],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: second
        ? pick(r, ['Overpayment still unpaid', 'Second letter: Social Security Scotland overpayment'])
        : pick(r, [
            'Social Security Scotland overpayment',
            `Overpayment of ${ben}`,
            'Your account has been passed to us',
          ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: second
            ? `We wrote to you on ${D(c, first)} about the overpayment of ${ben}${forLine} that Social Security Scotland has asked us to collect. We have not received a payment or heard from you.`
            : `Social Security Scotland has asked us to collect an overpayment of ${ben}${forLine} that was paid to you between ${D(c, from)} and ${D(c, to)}. It wrote to you about the overpayment on ${D(c, decided)}${paidSoFar ? ' and has taken your payments into account below' : ''}.`,
        },
        {
          grid: [
            [`Overpayment decided on ${D(c, decided)}`, fmtMoney(total)],
            ...(paidSoFar ? [['Paid to Social Security Scotland', `-${fmtMoney(paidSoFar)}`]] : []),
            ['Balance now due', fmtMoney(balance)],
          ],
          widths: [0.7, 0.3],
        },
        {
          p: `Please pay ${fmtMoney(balance)} to us by ${D(c, pay)}, quoting our reference ${ref}, or call us to agree a plan you can afford. We do not add any fees or interest, and paying us clears the debt with Social Security Scotland.`,
        },
        {
          kv: [
            ['Pay online', `${web(a.name)}/pay`],
            ['Phone', `${scotPhone(r)} (8am to 8pm weekdays)`],
            ['Bank', `client account ${sortCode(r)} / ${r.digits(8)}`],
          ],
        },
        {
          small: `If you think you do not owe this money, or you want to ask Social Security Scotland to look at its decision again, tell us and we will put your account on hold while it checks. Free, confidential advice is available from advice agencies such as a local Citizens Advice Bureau.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Customer Services Manager']), a.name],
      footer: [
        `${a.name} is registered in Scotland, company number SC${r.digits(6)}. Registered office: ${office}. Acting on behalf of Social Security Scotland.`,
      ],
    };
    return {
      spec,
      truth: truth(a.name, balance, ref, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
    };
  }

  // Social Security Scotland's own letters
  const notice = r.chance(0.5);
  const amountLabel =
    stage === 1 ? 'Amount you need to pay back' : stage === 2 ? 'Balance outstanding' : 'Amount now due';
  const title =
    stage === 1
      ? pick(r, [
          'We have decided you were overpaid',
          `Overpayment of ${ben}`,
          'You need to pay back an overpayment',
        ])
      : stage === 2
        ? pick(r, ['Reminder: overpayment still to be repaid', `Reminder - ${ben} overpayment`])
        : pick(r, ['Final letter before we take further action', 'FINAL NOTICE: OVERPAYMENT']);
  const gridBlock: Block = {
    grid: rows,
    header: ['Period', 'Paid each week', 'Due each week', 'Overpaid'],
    widths: [0.43, 0.19, 0.19, 0.19],
  };
  const summary: Block = {
    kv: [
      [`Overpayment (${D(c, from)} to ${D(c, to)})`, fmtMoney(total)],
      ...(paidSoFar ? ([['Payments received', `-${fmtMoney(paidSoFar)}`]] as [string, string][]) : []),
      [amountLabel, fmtMoney(balance)],
    ],
  };
  const body: Block[] = [];
  if (!notice) body.push(dear(c));
  if (stage === 1) {
    body.push(
      {
        p: `We have looked again at your ${ben}${forLine} and decided that you were paid ${fmtMoney(total)} more than you were entitled to between ${D(c, from)} and ${D(c, to)}.`,
      },
      ...(notice ? [{ h: 'Why this happened' }] : []),
      { p: cs.reason },
      gridBlock,
      {
        p: `Because the change was not reported to us, you need to pay this money back (section 63 of the Social Security (Scotland) Act 2018). Please pay ${fmtMoney(total)} within ${payDays} days of the date of this letter, or contact us to agree a repayment plan. Plans can start from ${fmtMoney(10)} a month.`,
      },
      {
        p: `If you still get a benefit from us, we may instead take ${fmtMoney(ded)} from each 4-weekly payment until the overpayment is repaid. We will write to you before we do this.`,
      },
      {
        small: `If you think this decision is wrong, you can ask us to look at it again. This is called a redetermination. You need to ask within 42 days of the date of this letter. You do not have to pay anything while we look at it again.`,
      },
    );
  } else if (stage === 2) {
    body.push(
      {
        p: planBroke
          ? `On ${D(c, agreed)} you agreed to repay your overpayment of ${ben}${forLine} at ${fmtMoney(inst)} a month, but we have not received your last two payments. Because your plan has stopped, the full balance is now due.`
          : `We wrote to you on ${D(c, decided)} to tell you that you had been overpaid ${fmtMoney(total)} of ${ben}${forLine} between ${D(c, from)} and ${D(c, to)}. ${paidSoFar ? 'We have received some payments, but the' : 'We have not received a payment or heard from you, and the'} overpayment has not been repaid.`,
      },
      summary,
      {
        p: `Please pay ${fmtMoney(balance)} by ${D(c, pay)}, or contact us before then to agree a ${planBroke ? 'new ' : ''}repayment plan you can afford. Always quote your overpayment reference ${debtRef}.`,
      },
    );
  } else {
    body.push(
      {
        p: `We wrote to you on ${D(c, decided)} and again on ${D(c, rem)} about the overpayment of ${ben}${forLine} paid between ${D(c, from)} and ${D(c, to)}. ${paidSoFar ? 'You made some payments, but they have stopped and the balance has not been repaid.' : 'The overpayment has still not been repaid and you have not agreed a repayment plan with us.'}`,
      },
      summary,
      {
        p: `This is our final letter. If you do not pay ${fmtMoney(balance)} or agree a repayment plan by ${D(c, pay)}, we may:`,
      },
      { p: `- take up to ${fmtMoney(ded)} from each payment of any Scottish benefit you get;` },
      { p: '- ask the Department for Work and Pensions to take deductions from benefits it pays you;' },
      { p: '- pass your debt to an external debt collection agency; or' },
      {
        p: '- make a claim against you in the sheriff court under the simple procedure, which could lead to an arrestment of your earnings or bank account.',
      },
    );
  }
  body.push(
    notice
      ? {
          cols: [
            `Pay online at ${sssWeb}/repay, call us free on ${sssPhone}, or pay by bank transfer to ${bank[1]}. Always quote ${debtRef}.`,
            `If you cannot pay in full, call us. We will look at your income and outgoings and agree an amount you can afford. You can also get free, independent advice about money.`,
          ],
        }
      : { kv: [['Online', `${sssWeb}/repay`], ['By phone', `${sssPhone} (free)`], bank] },
  );
  const footer = [
    `Social Security Scotland is an executive agency of the Scottish Government. We can give you this letter in large print, braille, audio or another language. Call us free on ${sssPhone}.`,
  ];
  const sub = [
    ...(r.chance(0.6) ? ['Tèarainteachd Shòisealta Alba'] : []),
    pick(r, ['Overpayment Recovery', 'Debt Management', 'Overpayments Team']),
    `PO Box ${r.int(1000, 9999)}, ${place(r)}, ${postcode(r)}`,
  ];
  const spec: Spec = notice
    ? {
        face: c.face,
        head: r.chance(0.5) ? [SSS] : ['Social Security', 'Scotland'],
        headBand: true,
        logoMark: pick(r, ['rings', 'chevron'] as const),
        sub,
        headAlign: 'left',
        recipient: rcpt(c),
        owe: {
          label: amountLabel,
          amount: fmtMoney(balance),
          note: `Please pay by ${D(c, pay)}`,
        },
        panel: [],
        refGrid: [
          ['Overpayment reference', debtRef],
          ['Client reference', client],
          ['National Insurance no.', ni],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: 'banner',
        body,
        sign: [SSS],
        footer,
      }
    : {
        face: c.face,
        head: r.chance(0.3) ? [SSS.toUpperCase()] : [SSS],
        logoMark: r.chance(0.5) ? 'rings' : undefined,
        sub,
        headAlign: pick(r, ['left', 'center'] as const),
        recipient: rcpt(c),
        panel: [
          ['Date', D(c, c.date)],
          ['Overpayment reference', debtRef],
          ['Client reference', client],
          ['National Insurance no.', ni],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.4),
        title,
        titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
        body,
        closing: 'Yours sincerely',
        sign: [...signatory(r, ['Overpayment Recovery Team', 'Debt Management Officer']), SSS],
        footer,
      };
  const [st, kind] =
    stage === 1
      ? ([1, 'first_demand'] as const)
      : stage === 2
        ? ([2, 'reminder'] as const)
        : ([3, 'final_demand'] as const);
  return { spec, truth: truth(SSS, balance, debtRef, 'normal', st, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W293 Department for Communities (Northern Ireland) Debt Management
// ------------------------------------------------------------------------------------------------------------

interface NiCase {
  benefit: string;
  reason: string;
  rows: string[][];
  total: number;
  from: Date;
  until: Date;
  /** "Assessment period" for Universal Credit, "Period" for the weekly benefits. */
  cols: string[];
}

const R_ESA = [84.8, 90.5, 92.05];
const EMPLOYERS = ['Foods', 'Logistics', 'Care Services', 'Retail', 'Engineering', 'Hospitality'];

function niCase(r: Rng, c: Ctx, to: Date): NiCase {
  const k = pick(r, [0, 0, 1, 1, 2, 3]);
  if (k === 0) {
    // Universal Credit: monthly assessment periods ending on `to`
    const n = r.int(2, 6);
    const apDay = r.int(1, 28);
    // the last assessment period ends on or before `to`
    const y = to.getUTCFullYear();
    const m = to.getUTCMonth() - (apDay > to.getUTCDate() ? 1 : 0);
    const apStart = (i: number) => new Date(Date.UTC(y, m - n + i, apDay));
    const v = r.int(0, 2);
    const employer = `${pick(r, ['Lagan', 'Mourne', 'Sperrin', 'Erne', 'Foyle', 'Bann'])} ${pick(r, EMPLOYERS)} Ltd`;
    const base = r.money(480, 1380);
    const share = 0.3 + r.next() * 0.5;
    const rows: string[][] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const paid = round2(base + (i && r.chance(0.5) ? r.money(-60, 60) : 0));
      const cut =
        v === 2 ? paid : v === 1 ? round2(paid * share) : Math.min(paid, round2(r.money(260, 1500) * 0.55));
      total = round2(total + cut);
      rows.push([
        `${D(c, apStart(i))} to ${D(c, addDays(apStart(i + 1), -1))}`,
        fmtMoney(paid),
        fmtMoney(round2(paid - cut)),
        fmtMoney(cut),
      ]);
    }
    const from = apStart(0);
    const until = addDays(apStart(n), -1);
    return {
      benefit: 'Universal Credit',
      rows,
      total,
      from,
      until,
      cols: ['Assessment period', 'UC paid', 'UC due', 'Overpaid'],
      reason: [
        `You did not tell us about your earnings from ${employer} from ${D(c, from)}. Your Universal Credit should have been reduced by 55p for every pound you earned.`,
        `Your partner moved in with you on ${D(c, from)}, but this was not reported. Your Universal Credit should have been worked out as a joint claim from then, taking your partner's income into account.`,
        `You had savings and capital of more than ${fmtMoney(16000)} from ${D(c, from)}. You cannot get Universal Credit while your capital is over this limit.`,
      ][v],
    };
  }
  // the weekly benefits: one line per rate year
  const from = addDays(to, -r.int(56, 320));
  let paid: number[];
  let due: number[] = ZERO;
  let benefit: string;
  let reason: string;
  if (k === 1) {
    benefit = 'Personal Independence Payment';
    const dl = pick(r, [R_DL_STD, R_DL_ENH]);
    const mob = pick(r, [ZERO, R_MOB_STD, R_MOB_ENH]);
    paid = add(dl, mob);
    const v = r.int(0, mob === ZERO ? 1 : 2);
    if (v === 2) due = dl;
    reason = [
      `You went into hospital on ${D(c, addDays(from, -28))} and stayed there for more than 28 days. Personal Independence Payment stops after 28 days in hospital, but we were not told.`,
      `You went abroad on ${D(c, addDays(from, -91))} and stayed away for more than 13 weeks. Personal Independence Payment could not be paid after the first 13 weeks.`,
      `Our review found that your mobility needs had changed from ${D(c, from)}, and you should not have been paid the mobility component from that date.`,
    ][v];
  } else if (k === 2) {
    benefit = 'Employment and Support Allowance';
    paid = R_ESA;
    reason = `You started work on ${D(c, from)} and earned more than the permitted work limit, but did not tell us. You could not get Employment and Support Allowance while working above that limit.`;
  } else {
    benefit = "Carer's Allowance";
    paid = R_CSP;
    reason = `Your earnings were more than the earnings limit for Carer's Allowance from ${D(c, from)}, and you did not tell us.`;
  }
  const rows: string[][] = [];
  let total = 0;
  for (const [a, b, y] of segments(from, to)) {
    const days = wholeDays(a, b) + 1;
    const over = round2(dayRate(days, paid[y]) - dayRate(days, due[y]));
    total = round2(total + over);
    rows.push([`${D(c, a)} to ${D(c, b)}`, fmtMoney(paid[y]), fmtMoney(due[y]), fmtMoney(over)]);
  }
  return {
    benefit,
    reason,
    rows,
    total,
    from,
    until: to,
    cols: ['Period', 'Weekly rate paid', 'Weekly rate due', 'Overpaid'],
  };
}

/**
 * Northern Ireland's Department for Communities, Debt Management, recovering a social security overpayment (Universal
 * Credit by assessment period, or Personal Independence Payment, Employment and Support Allowance or Carer's Allowance
 * by weekly rate): the recovery letter, a reminder, a final notice before a Direct Earnings Attachment or a court
 * claim, or the letter of a collection agency acting for the Department. Two layouts for the Department, chosen per
 * letter: a letter with a reference panel and a period table, or a statement with a row of reference cells, a shaded
 * amount box and a tear-off payment slip. BT postcodes, Belfast drama-range numbers, NI wording (Enforcement of
 * Judgments Office, Advice NI-style advice, company number NI…).
 *
 * Ground truth:
 * - creditorName: "Department for Communities" (letterhead and sign-off; "Debt Management" is its section); the
 *   agency for the agency letter (it writes and asks to be paid).
 * - debtAmount: the total overpayment (recovery letter) or the balance outstanding after payments / benefit
 *   deductions. The monthly UC amounts, the weekly rates, the deduction from benefit, the DEA percentage and any
 *   instalment offered are not it.
 * - accountNumber: the Debt Management reference the letter asks to be quoted; the National Insurance number, the
 *   benefit's own reference and (agency) the Department's reference are not it.
 * - debtType: the Department's own recovery section is not a collector: 'normal' (as W292); the agency
 *   'debt_collection'.
 * - stage / kind: Debt Management's recovery letter mentions the benefit office's decision letter (the "original
 *   bill"), so it is the first demand: 1 first_demand. Reminder / broken arrangement: 2 reminder. Final notice
 *   before DEA or court: 3 final_demand. Agency: 1 debt_recovery, or 2 when it refers to its own earlier letter.
 */
const niOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const DFC = 'Department for Communities';
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 4, 4] as const);
  const inst = pick(r, [15, 20, 25, 40, 50]);
  const nPaid = stage >= 2 && r.chance(0.5) ? r.int(1, 4) : 0;
  const planBroke = stage === 2 && nPaid > 0 && r.chance(0.6);
  const rem = addDays(c.date, -r.int(21, 35));
  const sent = stage === 1 ? c.date : addDays(c.date, -r.int(56, 84) - nPaid * 30 - (planBroke ? 60 : 0));
  const agreed = addDays(sent, r.int(10, 20));
  const decision = addDays(sent, -r.int(14, 30));
  const to = addDays(decision, -r.int(14, 40));
  const cs = niCase(r, c, to);
  const viaBenefit = nPaid > 0 && r.chance(0.4);
  const paidSoFar = round2(Math.min(inst * nPaid, cs.total * 0.6));
  const balance = round2(cs.total - paidSoFar);
  const ref = pick(r, [
    `DM${r.digits(7)}`,
    `${r.digits(3)}/${r.digits(5)}/${r.letters(1, 'RDM')}`,
    `NI-${r.digits(2)}${oOrI(r)}${r.digits(5)}`,
    `${r.digits(2)} ${r.digits(4)} ${r.digits(4)}`,
  ]);
  const ni = nino(r);
  const benRef =
    cs.benefit === 'Universal Credit'
      ? ['UC account', `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`]
      : ['Benefit reference', `${r.letters(3, 'PECA')}${r.digits(6)}`];
  const phoneNo = niPhone(r);
  const pay = addDays(c.date, stage === 1 ? 28 : 14);
  const dfcWeb = 'www.communities-ni.example';
  const ded = cs.benefit === 'Universal Credit' ? r.money(40, 95) : pick(r, [9.15, 11.9, 13.25]);
  const dedLine =
    cs.benefit === 'Universal Credit'
      ? `${fmtMoney(ded)} from each monthly Universal Credit payment`
      : `${fmtMoney(ded)} a week from your benefit`;
  const bankLine = `sort code ${sortCode(r)}, account ${r.digits(8)} (DfC Debt Management)`;

  if (stage === 4) {
    const a = company(r, ['Debt Recovery', 'Collections', 'Credit Services', 'Recoveries']);
    const agRef = pick(r, [`${r.letters(2, 'NBL')}${r.digits(6)}`, `${r.digits(7)}-${r.letters(2, 'DF')}`]);
    const second = r.chance(0.35);
    const first = addDays(c.date, -r.int(18, 30));
    const addr = niAddress(r);
    const office = `${addr[0]}, ${addr[1]}, ${addr[3]}`;
    const spec: Spec = {
      face: c.face,
      head: a.head,
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub: [office, `Tel ${niPhone(r)}  ${web(a.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: [rcpt(c)[0], ...niAddress(r)],
      owe: r.chance(0.5) ? { label: 'Amount due', amount: fmtMoney(balance) } : undefined,
      panel: [
        ['Our ref', agRef],
        ['Your DfC ref', ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: second
        ? pick(r, ['Reminder: Department for Communities overpayment', 'We have not heard from you'])
        : pick(r, ['Department for Communities: benefit overpayment', `Overpayment of ${cs.benefit}`]),
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: second
            ? `We wrote to you on ${D(c, first)} asking you to repay the overpayment of ${cs.benefit} that the Department for Communities has passed to us. We have not received a payment or an offer of payment.`
            : `The Department for Communities has instructed us to recover an overpayment of ${cs.benefit} on its behalf. The overpayment was for the period ${D(c, cs.from)} to ${D(c, cs.until)}, as explained in the Department's decision letter of ${D(c, decision)}.`,
        },
        {
          grid: [
            ['Overpayment', fmtMoney(cs.total)],
            ...(paidSoFar ? [['Recovered by the Department', `-${fmtMoney(paidSoFar)}`]] : []),
            ['Amount due', fmtMoney(balance)],
          ],
          widths: [0.7, 0.3],
        },
        {
          p: `Please pay ${fmtMoney(balance)} by ${D(c, pay)}, quoting our reference ${agRef}. If you cannot pay in full, ring us and we will agree affordable instalments with you, for example ${fmtMoney(inst)} a month. No fees or interest are added to this debt.`,
        },
        {
          kv: [
            ['Online', `${web(a.name)}/pay`],
            ['Phone', `${niPhone(r)} (Mon to Fri, 8.30am to 6pm)`],
            ['Bank transfer', `${sortCode(r)} ${r.digits(8)}, reference ${agRef}`],
          ],
        },
        {
          small: `If you dispute the overpayment, tell us in writing and we will refer it back to the Department. Free, independent advice is available from your local advice centre. We are acting on behalf of the Department for Communities (Debt Management).`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Account Manager', 'Collections Team Leader']), a.name],
      footer: [
        `${a.name} is registered in Northern Ireland, company number NI${r.digits(6)}. Registered office: ${office}. Authorised and regulated by the Financial Conduct Authority, firm reference ${r.digits(6)}.`,
      ],
    };
    return {
      spec,
      truth: truth(a.name, balance, agRef, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
    };
  }

  const statement = r.chance(0.5);
  const amountLabel = stage === 1 ? 'Amount to repay' : stage === 2 ? 'Balance outstanding' : 'Total now due';
  const title =
    stage === 1
      ? pick(r, ['Recovery of overpayment', `Overpayment of ${cs.benefit}`, 'You owe us money'])
      : stage === 2
        ? pick(r, ['Reminder - overpayment not repaid', 'Your overpayment: reminder', 'REMINDER'])
        : pick(r, [
            'FINAL NOTICE BEFORE FURTHER ACTION',
            'Final notice - Direct Earnings Attachment',
            'Final notice before court action',
          ]);
  const table: Block = {
    grid: [...cs.rows, ['Total overpaid', '', '', fmtMoney(cs.total)]],
    header: cs.cols,
    widths: [0.43, 0.19, 0.19, 0.19],
  };
  const summary: Block = {
    grid: [
      [`Overpayment of ${cs.benefit}`, fmtMoney(cs.total)],
      ...(paidSoFar
        ? [[viaBenefit ? 'Recovered from your benefit' : 'Payments received', `-${fmtMoney(paidSoFar)}`]]
        : []),
      [amountLabel, fmtMoney(balance)],
    ],
    widths: [0.72, 0.28],
  };
  const body: Block[] = [];
  if (!statement) body.push(dear(c));
  if (stage === 1) {
    body.push(
      {
        p: `You have been overpaid ${fmtMoney(cs.total)} of ${cs.benefit}. The decision letter sent to you on ${D(c, decision)} explains that this overpayment can be recovered from you. Debt Management is responsible for recovering it.`,
      },
      { p: cs.reason },
      table,
      {
        p: `Please repay ${fmtMoney(cs.total)} within 28 days of the date of this letter. If you cannot pay in full, contact us to agree a repayment plan. If you are still getting a benefit, we will recover the overpayment by taking ${dedLine} unless you arrange to pay another way.`,
      },
    );
  } else if (stage === 2) {
    body.push(
      {
        p: planBroke
          ? `You agreed on ${D(c, agreed)} to repay your ${cs.benefit} overpayment at ${fmtMoney(inst)} a month. We have not received a payment for two months, so your arrangement has been cancelled and the full balance is now due.`
          : `We wrote to you on ${D(c, sent)} asking you to repay your overpayment of ${cs.benefit}. ${paidSoFar ? (viaBenefit ? 'Deductions from your benefit have now stopped, and the' : 'Your payments have stopped, and the') : 'We have had no payment or reply, and the'} balance below is still outstanding.`,
      },
      summary,
      {
        p: `Please pay ${fmtMoney(balance)} by ${D(c, pay)} or ring us on ${phoneNo} to discuss how you can repay. Quote ${ref} whenever you contact us.`,
      },
    );
  } else {
    const dea = pick(r, [3, 5, 7, 11, 15, 20]);
    body.push(
      {
        p: `We wrote to you on ${D(c, sent)} and ${D(c, rem)} about your overpayment of ${cs.benefit}. You have not repaid it or agreed a repayment plan, and you are no longer getting a benefit we can recover from.`,
      },
      summary,
      {
        p: `If you do not pay ${fmtMoney(balance)} or contact us by ${D(c, pay)}, we may do one or both of the following without further notice:`,
      },
      {
        p: `- Direct Earnings Attachment: we can tell your employer to deduct a percentage of your net earnings (for example ${dea}%) each pay day and send it to us. You must tell us within 7 days if you change your job.`,
      },
      {
        p: `- Court action: we can make a claim against you in the County Court. If the court gives judgment against you, it can be enforced through the Enforcement of Judgments Office, and you may have to pay court costs as well.`,
      },
    );
  }
  if (!statement)
    body.push({
      kv: [
        ['Pay online', `${dfcWeb}/repay`],
        ['By phone', `${phoneNo} (debit card)`],
        ['By bank transfer', bankLine],
      ],
    });
  else
    body.push({
      small: `Ways to pay: online at ${dfcWeb}/repay; by debit card on ${phoneNo}; by bank transfer to ${bankLine}; or at any Post Office with the slip below. Always quote ${ref}. Free independent advice on debt is available from advice centres across Northern Ireland.`,
    });
  const sub = [
    ...(r.chance(0.5) ? ['An Roinn Pobal  ·  Depairtment fur Commonities'] : []),
    'Debt Management',
    `PO Box ${r.int(100, 999)}, ${place(r)}, ${btPostcode(r)}`,
    ...(statement ? [] : [`Telephone ${phoneNo}  ${dfcWeb}`]),
  ];
  const footer = [
    `Department for Communities, Debt Management. Lines are open Monday to Friday, 9am to 5pm. Calls may be recorded. Textphone ${freephone(r)}. This letter is available in other formats on request.`,
  ];
  const [st, kind] =
    stage === 1
      ? ([1, 'first_demand'] as const)
      : stage === 2
        ? ([2, 'reminder'] as const)
        : ([3, 'final_demand'] as const);
  const recipient = [rcpt(c)[0], ...niAddress(r)];
  const spec: Spec = statement
    ? {
        face: c.face,
        head: [DFC],
        logoMark: 'shield',
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient,
        panel: [[benRef[0], benRef[1]]],
        refGrid: [
          ['Debt Management ref', ref],
          ['National Insurance no.', ni],
          ['Date of issue', D(c, c.date)],
          ['Telephone', phoneNo],
        ],
        title,
        titleStyle: 'boxed',
        body: [...body.slice(0, -1), { amountBox: [amountLabel, fmtMoney(balance)] }, body[body.length - 1]],
        sign: [],
        slip: {
          title: `Payment slip - ${DFC}, Debt Management`,
          rows: [
            ['Reference', ref],
            ['Name', `${c.who.first[0]} ${c.who.last}`],
            ['Amount due', fmtMoney(balance)],
          ],
        },
        footer,
      }
    : {
        face: c.face,
        head: r.chance(0.5) ? [DFC] : ['Department for', 'Communities'],
        sub,
        headAlign: 'center',
        recipient,
        panel: [
          ['Our reference', ref],
          ['National Insurance no.', ni],
          [benRef[0], benRef[1]],
          ['Date', D(c, c.date)],
        ],
        panelStacked: r.chance(0.5),
        panelBoxed: r.chance(0.4),
        title,
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body,
        closing: 'Yours sincerely',
        sign: [...signatory(r, ['Debt Management Officer', 'Debt Recovery Manager']), DFC],
        footer,
      };
  return { spec, truth: truth(DFC, balance, ref, 'normal', st, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W294 DWP: Funeral Expenses Payment recovered from the estate
// ------------------------------------------------------------------------------------------------------------

/**
 * The Department for Work and Pensions recovering a Social Fund Funeral Expenses Payment from the estate of the person
 * who died, writing to the executor, administrator or next of kin: the first request (with how the payment was
 * worked out and the estate figures), a reminder (earlier letter, or the recipient's call saying probate was
 * awaited), a final letter before a county court claim against the estate, or DWP Debt Management once the debt has
 * been transferred to it. Two layouts for the request letters, chosen per letter (a letter with a reference panel and
 * a summary list; a notice with a row of reference cells, an amount box and two columns); Debt Management has its
 * own (dark band, stacked panel).
 *
 * Ground truth:
 * - creditorName: "Department for Work and Pensions" on every letter (letterhead; "Funeral Payment Recovery" and
 *   "Debt Management" are its sections, printed under the name). The funeral director named as payee is not it.
 * - debtAmount: the amount to be repaid from the estate now: the payment, or the estate's value where that is lower
 *   (the letter says so), less anything already received. The funeral director's total bill, the burial/cremation
 *   fee, the £1,000-style "other expenses" line, the estate value and the suggested instalment are not it.
 * - accountNumber: "Our reference" (Funeral Payment Recovery) or the Debt Management reference on its letters; the
 *   deceased's National Insurance number, the funeral director's invoice number and (Debt Management) the old
 *   Funeral Payment reference are not it.
 * - debtType: the Department recovering its own payment: 'normal' (not a collector; the list has no benefit type).
 * - stage / kind: first request 1 first_demand; reminder (refers to the earlier letter or the recipient's call)
 *   2 reminder; final letter before court action 3 final_demand. Debt Management's letter refers to the earlier
 *   requests from the same Department: 2, kind debt_recovery (a debt recovery section's letter, not a final notice).
 */
const funeralPaymentEstate: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const DWP = 'Department for Work and Pensions';
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 4, 4] as const);
  const dm = stage === 4;
  const dec = person(r);
  const decName = `${dec.first} ${r.chance(0.8) ? c.who.last : dec.last}`;
  const role = pick(r, ['executor', 'administrator', 'next of kin', 'person dealing with the estate']);
  const died = addDays(c.date, -(stage === 1 ? r.int(110, 240) : r.int(200, 420)));
  const funeral = addDays(died, r.int(9, 24));
  const paidOn = addDays(funeral, r.int(20, 60));
  const cremation = r.chance(0.6);
  const necessary = cremation ? r.money(780, 1190) : r.money(1450, 3250);
  const travel = r.chance(0.4) ? r.money(18, 140) : 0;
  const other = pick(r, [1000, 1000, 1000, 850, 700]);
  const plan = r.chance(0.3) ? r.money(200, 900) : 0;
  const fep = round2(necessary + travel + other - plan);
  const bill = round2(fep + plan + r.money(650, 2600));
  const estateCovers = r.chance(0.65);
  const estate = estateCovers ? round2(fep + r.money(150, 22000)) : round2(r.money(300, fep - 120));
  const recoverable = Math.min(fep, estate);
  const received =
    stage >= 2 && r.chance(0.3) ? round2(Math.floor(recoverable * pick(r, [0.2, 0.25, 0.5]))) : 0;
  const due = round2(recoverable - received);
  const ref = pick(r, [
    `FEP/${r.digits(6)}/${r.letters(1, 'ABCDE')}`,
    `FP ${r.digits(3)} ${r.digits(3)}${oOrI(r)}`,
    `SFF${r.digits(7)}`,
  ]);
  const dmRef = pick(r, [`DM${r.digits(8)}`, `${r.digits(4)} ${r.digits(4)} ${oOrI(r)}${r.digits(2)}`]);
  const decNi = nino(r);
  const fd = pick(r, [
    `${pick(r, ['Hartley', 'Pemberton', 'Ashworth', 'Greaves', 'Thornton'])} & Sons Funeral Directors`,
    `${place(r)} Funeral Service`,
    `${pick(r, ['Co-operative', 'Family', 'Independent'])} Funeralcare ${place(r)}`,
  ]);
  const fdInv = `${r.letters(2, 'FDINV')}${r.digits(5)}`;
  const first = addDays(paidOn, r.int(20, 40));
  const rem = addDays(c.date, -r.int(21, 35));
  const call = addDays(first, r.int(10, 30));
  const byCall = stage === 2 && r.chance(0.45);
  const pay = addDays(c.date, stage === 1 ? 28 : 14);
  const inst = pick(r, [25, 50, 75, 100]);
  const tel = phone(r);
  const dwpWeb = 'www.dwp-estates.example';
  const ourRef = dm ? dmRef : ref;
  const addrTo = r.chance(0.3);
  const recipient = addrTo
    ? [
        `The ${role === 'executor' ? 'Executor' : 'Personal Representative'}`,
        `Estate of the late ${decName}`,
        ...c.addr,
      ]
    : rcpt(c);
  const greet: Block = addrTo ? { p: 'Dear Sir or Madam,' } : dear(c);
  const estateLine = estateCovers
    ? `The information we hold shows that the estate is worth about ${fmtMoney(estate)}, which is enough to repay the payment in full.`
    : `You told us the estate is worth ${fmtMoney(estate)}. This is less than the payment, so we are only asking for the value of the estate.`;
  const howWorked: Block = {
    grid: [
      [cremation ? 'Cremation fees' : 'Burial fees (including the right to burial)', fmtMoney(necessary)],
      ...(travel ? [['Travel to arrange or attend the funeral', fmtMoney(travel)]] : []),
      ['Other funeral expenses', fmtMoney(other)],
      ...(plan ? [['Less: paid by a funeral plan or insurance', `-${fmtMoney(plan)}`]] : []),
      ['Funeral Expenses Payment made', fmtMoney(fep)],
    ],
    header: ['How the payment was worked out', 'Amount'],
    widths: [0.72, 0.28],
  };
  const summary: [string, string][] = [
    ['Person who died', decName],
    ['Date of death', D(c, died)],
    ['Payment made', `${fmtMoney(fep)} on ${D(c, paidOn)}`],
    ['Paid to', fd],
    ...(estateCovers
      ? []
      : ([['Value of the estate (the most we can recover)', fmtMoney(estate)]] as [string, string][])),
    ...(received ? ([['Received from the estate', fmtMoney(received)]] as [string, string][]) : []),
    ['To be repaid from the estate', fmtMoney(due)],
  ];
  const body: Block[] = [greet];
  const law = `The law says that a Funeral Expenses Payment from the Social Fund must be repaid from the estate of the person who died, if there is money or property in the estate (section 78(4) of the Social Security Administration Act 1992). You do not have to repay it from your own money.`;

  if (dm) {
    body.push(
      {
        p: `Our Funeral Payment Recovery team wrote to you on ${D(c, first)} and ${D(c, rem)} asking for the Funeral Expenses Payment made towards the funeral of ${decName} to be repaid from the estate. The debt has now been transferred to Debt Management, and you should deal with us from now on.`,
      },
      {
        grid: [
          [`Funeral Expenses Payment (ref. ${ref})`, fmtMoney(fep)],
          ...(estateCovers ? [] : [['Limited to the value of the estate', fmtMoney(estate)]]),
          ...(received ? [['Received from the estate', `-${fmtMoney(received)}`]] : []),
          ['Balance to be repaid from the estate', fmtMoney(due)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay ${fmtMoney(due)} from the estate by ${D(c, pay)}. If the estate cannot pay it all at once, call us to agree instalments, for example ${fmtMoney(inst)} a month. Quote your Debt Management reference ${dmRef}, not the old Funeral Payment reference.`,
      },
      {
        kv: [
          ['Online or by phone', `${dwpWeb}/pay-a-debt, or ${tel} (debit card)`],
          ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}, DWP Debt Management`],
        ],
      },
      {
        small: `If the estate has been shared out without this debt being paid, the personal representatives may have to repay it themselves. If you think the estate does not owe this money, write to us and tell us why.`,
      },
    );
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.5) ? [DWP] : ['Department for', 'Work and Pensions'],
      headBand: true,
      logoMark: pick(r, ['bars', 'chevron'] as const),
      sub: [
        'Debt Management',
        `Mail Handling Site ${pick(r, ['A', 'B', 'C'])}, ${place(r)}, ${postcode(r)}`,
        `Telephone ${tel}  Textphone ${freephone(r)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient,
      panel: [
        ['Debt Management reference', dmRef],
        ['Funeral Payment reference', ref],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        `Estate of the late ${decName}`,
        'Funeral Expenses Payment: debt transferred to Debt Management',
        'Repayment from the estate',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body,
      closing: 'Yours faithfully',
      sign: ['Debt Management', DWP],
      footer: [
        `We may use the information we hold to check other records. Calls to ${tel} are charged at your local rate. Find out how we use your personal information at ${dwpWeb}/privacy.`,
      ],
    };
    return { spec, truth: truth(DWP, due, dmRef, 'normal', 2, 'debt_recovery', c, pay) };
  }

  const notice = r.chance(0.5);
  if (stage === 1) {
    body.push(
      {
        p: `We made a Funeral Expenses Payment of ${fmtMoney(fep)} towards the funeral of ${decName}, who died on ${D(c, died)}. We understand that you are the ${role}. ${law}`,
      },
      ...(r.chance(0.6) || notice ? [howWorked] : []),
      { p: estateLine },
      {
        p: `Please arrange for ${fmtMoney(due)} to be paid from the estate within 28 days of the date of this letter. If the estate has not been settled yet, for example because you are waiting for probate, tell us when you expect it to be and we will wait.`,
      },
    );
  } else if (stage === 2) {
    body.push(
      {
        p: byCall
          ? `When you called us on ${D(c, call)}, you told us you were waiting for probate before the estate of ${decName} could be settled. We have now been told that a grant was made on ${D(c, addDays(c.date, -r.int(10, 30)))}, but the Funeral Expenses Payment has not been repaid.`
          : `We wrote to you on ${D(c, first)} asking for the Funeral Expenses Payment made towards the funeral of ${decName} to be repaid from the estate. ${received ? 'We have received part of it, but the rest is still outstanding.' : 'We have not received the repayment or heard from you.'}`,
      },
      { kv: summary },
      {
        p: `Please arrange for ${fmtMoney(due)} to be paid from the estate by ${D(c, pay)}. ${law}`,
      },
    );
  } else {
    body.push(
      {
        p: `We wrote to you on ${D(c, first)} and again on ${D(c, rem)} asking for the Funeral Expenses Payment made towards the funeral of ${decName} to be repaid from the estate. We have not received ${received ? 'the rest of the' : 'the'} repayment.`,
      },
      { kv: summary },
      {
        p: `This is our final request. If ${fmtMoney(due)} is not paid from the estate by ${D(c, pay)}, we may start proceedings in the county court against the personal representatives of the estate to recover it, and ask the court to add our costs.`,
      },
      {
        small: `If the estate has already been shared out without this debt being paid, the personal representatives may be personally responsible for repaying it. If the estate cannot pay in full, please contact us now.`,
      },
    );
  }
  if (!notice)
    body.push({
      kv: [
        ['Pay by bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
        ['Reference', `${ref} and the surname ${c.who.last.toUpperCase()}`],
        ['Questions', `${tel}, Monday to Friday, 8am to 5pm`],
      ],
    });
  else
    body.push({
      cols: [
        `How to pay: by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by debit card on ${tel}. Please quote ${ref}.`,
        `Tell us straight away if the estate is worth less than we think, if there is no estate, or if someone else is dealing with it.`,
      ],
    });
  const title =
    stage === 1
      ? pick(r, [
          'Repaying a Funeral Expenses Payment from the estate',
          `Estate of the late ${decName}`,
          'Funeral Expenses Payment - recovery from the estate',
        ])
      : stage === 2
        ? pick(r, ['Reminder: Funeral Expenses Payment', `Reminder - estate of the late ${decName}`])
        : pick(r, ['Final request for repayment from the estate', 'FINAL LETTER BEFORE COURT ACTION']);
  const sub = [
    pick(r, ['Funeral Payment Recovery', 'Bereavement Service - Estates Recovery', 'Social Fund Recovery']),
    `${r.chance(0.5) ? `Mail Handling Site ${pick(r, ['A', 'B', 'C'])}` : `PO Box ${r.int(100, 9999)}`}, ${place(r)}, ${postcode(r)}`,
  ];
  const footer = [
    `Department for Work and Pensions. If you need this letter in another format, such as braille, large print or audio, call ${tel}. Find out how we use your personal information at ${dwpWeb}/privacy.`,
  ];
  const [st, kind] =
    stage === 1
      ? ([1, 'first_demand'] as const)
      : stage === 2
        ? ([2, 'reminder'] as const)
        : ([3, 'final_demand'] as const);
  const spec: Spec = notice
    ? {
        face: c.face,
        head: [DWP],
        logoMark: 'chevron',
        sub,
        headAlign: 'left',
        recipient,
        owe: {
          label: 'To be repaid from the estate',
          amount: fmtMoney(due),
          note: `Please pay by ${D(c, pay)}`,
        },
        panel: [],
        refGrid: [
          ['Our reference', ourRef],
          ['Date of death', D(c, died)],
          ["Deceased's NI number", decNi],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: 'banner',
        body: [...body, { small: `Funeral director: ${fd}, invoice ${fdInv}, total ${fmtMoney(bill)}.` }],
        closing: addrTo ? 'Yours faithfully' : 'Yours sincerely',
        sign: [sub[0], DWP],
        footer,
      }
    : {
        face: c.face,
        head: r.chance(0.5) ? [DWP] : ['Department for', 'Work and Pensions'],
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient,
        panel: [
          ['Our reference', ourRef],
          ['Date', D(c, c.date)],
          ['Telephone', tel],
        ],
        panelBoxed: r.chance(0.5),
        title,
        titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
        body,
        closing: addrTo ? 'Yours faithfully' : 'Yours sincerely',
        sign: [...signatory(r, ['Recovery Officer', 'Estates Recovery Team']), DWP],
        footer,
      };
  return { spec, truth: truth(DWP, due, ourRef, 'normal', st, kind, c, pay) };
};

export const FRESH29A_FAMILIES: Family[] = [
  {
    id: 'W292',
    name: 'Social Security Scotland benefit overpayment (decision, reminder, final letter, or its collection agency)',
    group: 'public_body',
    make: scotOverpayment,
  },
  {
    id: 'W293',
    name: 'Northern Ireland Department for Communities Debt Management benefit overpayment (recovery letter, reminder, final notice before DEA or court, or its collection agency)',
    group: 'public_body',
    make: niOverpayment,
  },
  {
    id: 'W294',
    name: 'DWP Funeral Expenses Payment recovered from the estate (request to the executor, reminder, final letter before court, or DWP Debt Management)',
    group: 'public_body',
    make: funeralPaymentEstate,
  },
];
