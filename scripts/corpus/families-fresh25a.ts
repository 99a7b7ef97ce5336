/**
 * The twenty-fifth fresh held-out set, part a (W256–W258): kinds of letter the corpus did not have — a train
 * operating company's station car park penalty under the Railway Byelaws (the operator's penalty notice to the
 * registered keeper, its reminder, its final notice warning of prosecution, or the same letters from its car park
 * contractor), HMRC's Simple Assessment (the PA302 tax calculation, HMRC's reminder, Debt Management's final letter
 * before recovery action, or a private collection agency HMRC uses) and DWP Debt Management recovering a Social
 * Fund budgeting loan or a Universal Credit budgeting advance / advance payment after the benefit ended (recovery
 * letter, reminder or broken-plan letter, final notice before a Direct Earnings Attachment or court). Written by a
 * writer who had not read the extractor; every face is drawn per letter and every family has at least two layouts.
 * Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented
 * at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, postcode, sortCode, stem, vrm, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  oOrI,
  pick,
  rcpt,
  regLine,
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

type KV = [string, string];
const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// Railway car park penalty (Railway Byelaws)
// ------------------------------------------------------------------------------------------------------------

const CONTRAVENTIONS = [
  'Parked without a valid ticket, permit or phone payment',
  'Parked for longer than the time paid for',
  'Parked outside the markings of a parking bay',
  'Parked in a Blue Badge bay without displaying a badge',
  'Parked in a permit holders area without a valid permit',
  'Parked on hatched markings / in a restricted area',
  'Parked in an electric vehicle bay while not charging',
];

/**
 * A station car park penalty under Byelaw 14 of the Railway Byelaws, sent by post to the registered keeper: railway
 * land is not "relevant land" under the Protection of Freedoms Act 2012, so this is a byelaw penalty (unpaid, the
 * operator prosecutes in the magistrates' court), not a keeper-liability parking charge and not a council PCN.
 * Sender: the train operating company itself, or (about 2 in 5) its car park contractor writing "on behalf of" the
 * operator and asking to be paid. Three stages: the penalty notice, a reminder (after the reduced period, or after
 * the keeper's representations were rejected), a final notice warning of prosecution. Three layouts drawn per letter:
 * a form-like notice (reference cells, details at a tab, optional ANPR stills, amount bar, payment slip), an ordinary
 * letter (reference panel, summary table), an "amount payable" box with two columns and a boxed warning.
 * Truth: creditor = the sender (README: an agent that writes and asks to be paid is the creditor, not its client —
 * so the contractor, not the operator, on the contractor's letters). Amount = the full penalty now payable (plus the
 * case handling charge some final notices add); the 50% reduced amount is an early-payment discount (never), the
 * daily tariff, the maximum court fine and prosecution costs are not it. Reference = the penalty notice number; the
 * vehicle registration, site code, officer / camera number, prosecution file number and masked card are not it.
 * debtType 'parking' (a car park penalty, whoever issues it).
 * Open choice (kind): the byelaw notice is a penalty issued under statutory powers, not a POFA notice to keeper or a
 * contractual charge, so stage 1 = 'penalty_charge_notice'; the reminder = 'reminder' (stage 2); the final notice
 * before prosecution = 'final_demand' (stage 3; not a summons — nothing has been laid before a court yet).
 */
const railCarPark: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = r.chance(0.5) ? stem(r) : place(r);
  const tocShort = `${s} ${pick(r, ['Trains', 'Railway', 'Rail', 'Railways'])}`;
  const toc = `${tocShort} ${pick(r, ['Limited', 'Ltd'])}`;
  const byCon = r.chance(0.4);
  let con = company(r, ['Parking Services', 'Car Park Management', 'Parking Solutions', 'Parking Control']);
  while (con.name.startsWith(s)) con = company(r, ['Parking Services', 'Car Park Management']);
  const sender = byCon ? con.name : toc;
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const station = `${place(r)}${pick(r, ['', ' Parkway', ' Central', ' Road', ' Junction'])}`;
  const carPark = pick(r, [
    'Main car park',
    'North car park',
    'Station forecourt',
    'Multi-storey',
    'Long stay car park',
  ]);
  const site = pick(r, [`${r.letters(3)}${r.digits(2)}`, `${r.digits(4)}`, `S-${r.digits(3)}`]);
  const ref = pick(r, [
    `BP${r.digits(8)}`,
    `${r.letters(2, 'RBT')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `RB14/${r.digits(6)}`,
    `${r.letters(3, 'PNCKX')}-${r.digits(7)}`,
  ]);
  const reg = vrm(r);
  const anpr = r.chance(0.55);
  const officer = anpr ? `Camera ${r.letters(1, 'EX')}${r.digits(2)}` : `Officer ${r.digits(4)}`;
  const full = pick(r, [100, 100, 90, 80]);
  const reduced = full / 2;
  const redDays = pick(r, [14, 21]);
  const fee = stage === 3 && r.chance(0.45) ? pick(r, [20, 25, 35]) : 0;
  const due = round2(full + fee);
  const seen = addDays(c.date, stage === 1 ? -r.int(5, 14) : stage === 2 ? -r.int(36, 55) : -r.int(75, 110));
  const issued = stage === 1 ? c.date : addDays(seen, r.int(3, 8));
  const reminded = addDays(issued, r.int(32, 42));
  const rejected = stage === 2 && r.chance(0.35);
  const repsDate = addDays(issued, r.int(6, 15));
  const pay = addDays(c.date, stage === 1 ? 28 : 14);
  const contra = pick(r, CONTRAVENTIONS);
  const h = r.int(6, 17);
  const m = r.int(0, 59);
  const stay = r.int(2, 10);
  const tIn = hhmm(h, m);
  const tOut = hhmm(h + stay, (m + r.int(3, 50)) % 60);
  const tariff = pick(r, [5.6, 6.8, 7.4, 8.2, 9.5, 11.3]);
  const card = `**** **** **** ${r.digits(4)}`;
  const court = `${place(r)} Magistrates' Court`;
  const file = `PR/${r.digits(5)}/${r.int(24, 25)}`;
  const ph = phone(r);
  const site2 = web(byCon ? con.name : tocShort);
  const forWhom = byCon ? ` on behalf of ${toc}` : '';
  const title = [
    pick(r, ['PENALTY NOTICE', 'Penalty Notice - Railway Byelaws', 'Car Park Penalty Notice']),
    pick(r, ['Reminder - penalty unpaid', 'PENALTY NOTICE REMINDER', 'Your penalty is still unpaid']),
    pick(r, ['FINAL NOTICE - INTENTION TO PROSECUTE', 'Final notice before prosecution', 'FINAL NOTICE']),
  ][stage - 1];
  const amountLabel =
    stage === 1
      ? pick(r, ['Penalty amount', 'Penalty payable', 'Amount of penalty'])
      : stage === 2
        ? pick(r, ['Amount now due', 'Penalty now payable', 'Full penalty due'])
        : pick(r, ['Total now due', 'Amount to pay', 'Balance due']);

  const details: KV[] = [
    ['Station:', `${station} - ${carPark}`],
    ['Site code:', site],
    ['Date:', D(c, seen)],
    [anpr ? 'Entry / exit:' : 'Time observed:', anpr ? `${tIn} / ${tOut}` : tIn],
    ['Contravention:', contra],
    [anpr ? 'Recorded by:' : 'Issued by:', officer],
  ];
  const what1 = `On ${D(c, seen)} the vehicle ${reg} was ${anpr ? `recorded by our automatic number plate recognition cameras in the ${carPark.toLowerCase()} at ${station} station from ${tIn} to ${tOut}` : `seen at ${tIn} in the ${carPark.toLowerCase()} at ${station} station by an authorised person`}. ${contra}. The tariff for the day was ${fmtMoney(tariff)} and no valid payment was found for the vehicle.`;
  const law = `The car park is on operational railway land, where the Railway Byelaws apply. A penalty is payable under Byelaw 14 for parking other than in accordance with the signs and conditions displayed. This is not a parking charge under the Protection of Freedoms Act 2012.`;
  const keeper = `Our records, obtained from the DVLA, show that you are the registered keeper of the vehicle. If you were not driving, please tell us the name and current address of the driver within 21 days and we will write to them instead.`;
  const pay1 = `Pay the penalty of ${fmtMoney(full)} within 28 days of the date of this notice, that is by ${D(c, pay)}. If payment is received within ${redDays} days the penalty is reduced to ${fmtMoney(reduced)}.`;
  const earlier = rejected
    ? `We wrote to you on ${D(c, addDays(repsDate, r.int(10, 20)))} to say that we had considered the representations you made on ${D(c, repsDate)} and could not accept them.`
    : `We sent a Penalty Notice to you as registered keeper on ${D(c, issued)}. Our records show that it has not been paid${r.chance(0.5) ? ` and a card payment attempted with ${card} was declined` : ''}.`;
  const pay2 = `The period in which the reduced amount of ${fmtMoney(reduced)} could be paid has ended. Please pay the full penalty of ${fmtMoney(full)} within 14 days of the date of this letter.`;
  const earlier3 = `We issued Penalty Notice ${ref} on ${D(c, issued)} and sent a reminder on ${D(c, reminded)}. The penalty has not been paid and you have not made representations.`;
  const warn3 = byCon
    ? `If ${fmtMoney(due)} is not paid by ${D(c, pay)}, the file will be returned to ${toc} with a recommendation that proceedings are brought under the Railway Byelaws at ${court}.`
    : `If ${fmtMoney(due)} is not paid by ${D(c, pay)}, we intend to prosecute the offence under Byelaw 14 at ${court} without further notice.`;
  const court3 = `On conviction the court may impose a fine of up to £1,000 (level 3 on the standard scale) and order you to pay prosecution costs and a victim surcharge. A conviction under the Byelaws is a criminal record.`;
  const how = `Pay online at ${site2}, by phone on ${ph} (debit or credit card) or by cheque payable to ${sender}, writing the penalty notice number ${ref} on the back.`;
  const reps = `If you believe the penalty should not have been issued, write to us within 21 days with your reasons and any ticket or receipt. There is no independent appeals service for byelaw penalties.`;
  const feeText = fee
    ? ` A case handling charge of ${fmtMoney(fee)} has been added for preparing the prosecution file.`
    : '';

  const para: string[][] = [
    [what1, law, keeper, pay1],
    [
      earlier,
      pay2,
      byCon
        ? `If the penalty is not paid, ${toc} may bring a prosecution under the Railway Byelaws.`
        : `If the penalty is not paid, we may bring a prosecution under the Railway Byelaws.`,
    ],
    [earlier3 + feeText, warn3, court3],
  ];
  const sums: string[][] =
    stage === 3 && fee
      ? [
          ['Penalty', fmtMoney(full)],
          ['Case handling charge', fmtMoney(fee)],
          [amountLabel, fmtMoney(due)],
        ]
      : [
          [`Daily tariff (for information)`, fmtMoney(tariff)],
          [amountLabel, fmtMoney(due)],
        ];
  const foot = [
    `${regLine(sender, r)}${byCon ? ` Acting as car park operator's agent for ${toc}.` : ''}`,
    `Penalties are payable under the Railway Byelaws made under section 219 of the Transport Act 2000. Site ${site}.`,
  ];
  const signer = byCon
    ? [...signatory(r, ['Penalty Processing Manager', 'Compliance Team Leader']), con.name]
    : [pick(r, ['Car Park Revenue Protection', 'Byelaw Penalty Team', 'Prosecutions Unit']), toc];
  const sub = [
    byCon
      ? `Railway car park enforcement${forWhom}`
      : pick(r, ['Car Parks', 'Revenue Protection - Car Parks']),
    officeAddress(r),
    `${ph}  ${site2}`,
  ];
  const head = byCon ? con.head : pick(r, [[toc], [toc.toUpperCase()], [s, toc.slice(s.length + 1)]]);
  const ret = r.chance(0.5) ? `If undelivered please return to ${sender}, ${officeAddress(r)}` : undefined;

  let spec: Spec;
  if (layout === 0) {
    const body: Block[] =
      stage === 1
        ? [
            { kv: details },
            ...(anpr ? [{ photos: [`Entry ${tIn} ${reg}`, `Exit ${tOut} ${reg}`] } as Block] : []),
            { amountBox: [amountLabel, fmtMoney(due)] as KV },
            { p: keeper },
            { p: pay1 },
            { small: `${how} ${reps} ${law}` },
          ]
        : [
            { kv: details },
            { p: para[stage - 1][0] },
            { amountBox: [amountLabel, fmtMoney(due)] as KV },
            ...para[stage - 1].slice(1).map((p) => ({ p })),
            { p: how },
            { small: reps },
          ];
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      logoMark: pick(r, ['chevron', 'bars', undefined] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Penalty Notice no.', ref],
        ['Vehicle registration', reg],
        [stage === 1 ? 'Date of notice' : 'Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body,
      sign: byCon ? [con.name] : [toc],
      slip: {
        title: `Payment slip - ${sender}`,
        rows: [
          ['Penalty Notice no.', ref],
          ['Vehicle', reg],
          ['Amount payable', fmtMoney(due)],
        ],
      },
      footer: foot,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logo: r.chance(0.4),
      returnAddress: ret,
      recipient: rcpt(c),
      panel: [
        ['Penalty notice number', ref],
        ['Vehicle', reg],
        ['Station', station],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...para[stage - 1].map((p) => ({ p })),
        { grid: sums, widths: [0.7, 0.3] },
        { p: how },
        ...(stage === 3
          ? [
              {
                small: `Prosecution file ${file}. Please quote the penalty notice number, not the file number, when you pay.`,
              },
            ]
          : [{ small: reps }]),
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: signer,
      footer: foot,
    };
  } else {
    spec = {
      face: c.face,
      top: stage === 3 ? ['IMPORTANT - PLEASE READ NOW'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      headBand: r.chance(0.5),
      recipient: rcpt(c),
      owe: {
        label: amountLabel,
        amount: fmtMoney(due),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Notice no.', ref],
        ['Vehicle reg', reg],
        ['Issued', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        {
          cols: [
            stage === 1 ? what1 : para[stage - 1][0],
            stage === 1 ? `${keeper} ${reps}` : para[stage - 1].slice(1).join(' '),
          ],
        },
        {
          boxed: [
            stage === 1
              ? pay1
              : stage === 2
                ? `Pay ${fmtMoney(full)} by ${D(c, pay)}.`
                : `Pay ${fmtMoney(due)} by ${D(c, pay)} to avoid prosecution.`,
          ],
        },
        { p: how },
        ...(stage === 1 ? [{ small: law }] : []),
        ...(stage === 3
          ? [
              {
                small: `Prosecution file ${file}. ${anpr ? 'Camera' : 'Officer'} evidence is held for this file.`,
              },
            ]
          : []),
      ],
      closing: 'Yours faithfully',
      sign: signer,
      footer: foot,
    };
  }
  const kind = (['penalty_charge_notice', 'reminder', 'final_demand'] as const)[stage - 1];
  return { spec, truth: truth(sender, due, ref, 'parking', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// HMRC Simple Assessment
// ------------------------------------------------------------------------------------------------------------

const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), 28)));
/** A National Insurance number with a prefix that is never issued (invented). */
const nino = (r: Parameters<Family['make']>[0]) =>
  `${r.letters(1, 'QDF')}${r.letters(1, 'QVD')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
/** The tax year a Simple Assessment issued on `iss` is for (ending 5 April of the returned year) and its due date. */
function saYear(iss: Date): { y: number; due: Date } {
  const y = iss.getUTCMonth() >= 5 ? iss.getUTCFullYear() : iss.getUTCFullYear() - 1;
  const due = iss.getTime() <= Date.UTC(y, 9, 31) ? new Date(Date.UTC(y + 1, 0, 31)) : addMonths(iss, 3);
  return { y, due };
}

/**
 * HMRC Simple Assessment, for someone outside Self Assessment whose income (a State Pension with additional State
 * Pension above the Personal Allowance, sometimes with a private pension taxed under PAYE) left tax unpaid. Four
 * letters, each drawn with one of two layouts:
 * - the PA302 tax calculation itself (letter with a calculation table and amount bar, or reference cells with the
 *   calculation at a tab stop and two columns) — stage 1, 'first_demand', payBy = the due date (31 January after the
 *   tax year, or three months after the letter when it is issued after 31 October);
 * - HMRC's reminder after the due date, with late payment interest (and a 5% late payment penalty once 30 days late)
 *   already added — stage 2, 'reminder'; payBy only when it says "within 14 days" (otherwise "pay now");
 * - HMRC Debt Management's final letter before recovery action (county court, taking control of goods, coding out,
 *   a collection agency) — stage 3, 'final_demand';
 * - a private debt collection agency HMRC has passed the debt to, first contact or a follow-up — stage 1 or 2,
 *   'debt_recovery'; it asks to be paid itself, so creditor = the agency (README: a collector writing for a client),
 *   debtType 'debt_collection', reference = the agency's own reference (HMRC's payment reference is the client's).
 * Open choice: the README has no tax type; HMRC's own letters are an ordinary sum owed to a public body: 'normal'
 * (Debt Management is HMRC's own department, not a collector). Amount = the total the letter asks for now (tax +
 * interest + penalty already charged); the pension figures, the Personal Allowance, tax already deducted, a monthly
 * payment-plan figure and possible court costs are not it. Reference on HMRC's letters = the Simple Assessment payment
 * reference (it is what the letter says to quote when paying); the National Insurance number, the pension payer's
 * PAYE reference, the Debt Management case number and HMRC's bank account are not it.
 */
const simpleAssessment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = pick(r, [0, 0, 0, 1, 1, 2, 2, 3, 3]);
  const lay = r.int(0, 1);
  const HM = 'HM Revenue & Customs';
  // when the assessment was issued, and when it was due (before the letter for every letter but the PA302 itself)
  let iss = c.date;
  let sa = saYear(iss);
  if (v > 0) {
    iss = addDays(c.date, -r.int(v === 1 ? 60 : 120, v === 1 ? 150 : 260));
    sa = saYear(iss);
    const gap = [0, 21, 60, 90][v];
    while (sa.due.getTime() > addDays(c.date, -gap).getTime()) {
      iss = addDays(iss, -45);
      sa = saYear(iss);
    }
  }
  const Y = sa.y;
  const ty = `6 April ${Y - 1} to 5 April ${Y}`;
  const tyShort = `${Y - 1} to ${Y}`;
  const PA = 12570;
  const sp = r.money(12900, 15800);
  const priv = r.chance(0.5) ? r.money(1800, 9200) : 0;
  const payer = `${stem(r)} ${pick(r, ['Pension Trustees', 'Pensions Ltd', 'Retirement Plan'])}`;
  const payerRef = `${r.digits(3)}/${r.letters(2)}${r.digits(5)}`;
  const privTax = priv ? round2(Math.floor(priv * 0.2 * pick(r, [0.35, 0.5, 0.65]))) : 0;
  const interestIncome = r.chance(0.4) ? r.money(60, 940) : 0;
  const income = round2(sp + priv);
  const taxable = Math.floor(income - PA);
  const taxAt20 = round2(taxable * 0.2);
  const tax = round2(taxAt20 - privTax);
  const ni = nino(r);
  const payRef = r.chance(0.5)
    ? `X${r.letters(1, 'ABCDFJ')}${r.digits(12)}`
    : `X${r.letters(1, 'ABCDFJ')} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const daysLate = Math.max(0, Math.round((c.date.getTime() - sa.due.getTime()) / 86400000));
  const interest = v > 0 ? round2((tax * 0.0825 * daysLate) / 365) : 0;
  const penalty = v > 0 && daysLate > 30 ? round2(tax * 0.05) : 0;
  const total = round2(tax + interest + penalty);
  const ph = phone(r);
  const hmBank: KV[] = [
    ['Sort code', sortCode(r)],
    ['Account number', r.digits(8)],
    ['Account name', pick(r, ['HMRC Simple Assessment', 'HMRC General Receipts'])],
  ];
  const hmHead = pick(r, [[HM], ['HM Revenue', '& Customs'], [HM.toUpperCase()]]);
  const hmAddr = `${pick(r, ['Pay As You Earn', 'PAYE and Self Assessment', 'Simple Assessment'])}, ${place(r)}, ${postcode(r)}`;
  const calc: string[][] = [
    ['State Pension', fmtMoney(sp)],
    ...(priv ? [[`Pension from ${payer}`, fmtMoney(priv)]] : []),
    ['Total income', fmtMoney(income)],
    ['less Personal Allowance', `-${fmtMoney(PA)}`],
    ['Income on which tax is due', fmtMoney(taxable)],
    [`Tax at 20% on ${fmtMoney(taxable)}`, fmtMoney(taxAt20)],
    ...(priv ? [['less tax already deducted under PAYE', `-${fmtMoney(privTax)}`]] : []),
    ['Total tax you owe', fmtMoney(tax)],
  ];
  const lateRows: string[][] = [
    [`Tax for ${tyShort} (due ${D(c, sa.due)})`, fmtMoney(tax)],
    [`Late payment interest to ${D(c, c.date)}`, fmtMoney(interest)],
    ...(penalty ? [['Late payment penalty (5%)', fmtMoney(penalty)]] : []),
  ];

  let spec: Spec;
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand' | 'debt_recovery';
  let creditor = HM;
  let ref = payRef;
  let debtType = 'normal';
  let payBy: Date | undefined;
  const hmFooter = [
    `${['PA302', 'PA302 R1', 'DMB F2', ''][v]}  HMRC ${String(c.date.getUTCMonth() + 1).padStart(2, '0')}/${String(c.date.getUTCFullYear()).slice(2)}`,
    `For help in other formats, or if you need extra support, phone ${phone(r)}. Textphone ${phone(r)}.`,
  ];

  if (v === 0) {
    stage = 1;
    kind = 'first_demand';
    payBy = sa.due;
    const intro = `We have worked out that you did not pay enough tax for the tax year ${ty}. This is because your State Pension is paid without tax taken off${priv ? `, and the tax code used for your pension from ${payer} did not collect all of the tax due on it` : ''}. This letter is your Simple Assessment.`;
    const why = `The figures in this letter are the income we hold for you. Check them carefully. If you think they are wrong, contact us within 60 days of the date of this letter; you will not have to pay any amount we are reviewing until we have replied.`;
    const payText = `You must pay ${fmtMoney(tax)} by ${D(c, sa.due)}. Use your payment reference ${payRef} when you pay, online through your personal tax account, by bank transfer or by cheque. If you do not pay on time we will charge interest and you may have to pay a penalty.`;
    const sav = interestIncome
      ? `Bank and building society interest of ${fmtMoney(interestIncome)} is covered by your Personal Savings Allowance of £1,000, so there is no tax to pay on it.`
      : '';
    const stacked = r.chance(0.5);
    if (lay === 0) {
      spec = {
        face: c.face,
        head: hmHead,
        logoMark: 'shield',
        sub: [hmAddr, `Phone ${ph}`, 'www.gov.uk/simple-assessment'],
        headAlign: 'left',
        recipient: rcpt(c),
        panel: [
          ['Date', D(c, c.date)],
          [stacked ? 'National Insurance number' : 'NI number', ni],
          ['Payment reference', payRef],
          ['Tax year', tyShort],
        ],
        panelStacked: stacked,
        title: `Tax calculation: ${ty}`,
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body: [
          dear(c),
          { p: intro },
          { grid: calc, header: ['How we worked this out', 'Amount'], widths: [0.72, 0.28] },
          ...(sav ? [{ small: sav }] : []),
          { amountBox: [`Pay by ${D(c, sa.due)}`, fmtMoney(tax)] as KV },
          { p: payText },
          { p: why },
          {
            small: `${priv ? `Pension payer PAYE reference ${payerRef}. ` : ''}We will use this calculation to adjust your tax code for later years where we can. If you cannot pay in full, call us to ask about paying in instalments.`,
          },
        ],
        sign: [],
        footer: hmFooter,
      };
    } else {
      spec = {
        face: c.face,
        head: hmHead,
        sub: [hmAddr, 'www.gov.uk/simple-assessment'],
        headAlign: pick(r, ['right', 'center'] as const),
        logo: true,
        recipient: rcpt(c),
        panel: [],
        refGrid: [
          ['National Insurance number', ni],
          ['Payment reference', payRef],
          ['Date of issue', D(c, c.date)],
        ],
        title: pick(r, ['Simple Assessment', `Your tax for ${tyShort}`, 'SIMPLE ASSESSMENT TAX CALCULATION']),
        titleStyle: pick(r, ['boxed', 'banner'] as const),
        body: [
          { p: intro },
          {
            kv: calc.map(([k, val]) => [`${k}`, val] as KV),
          },
          { p: `Amount you owe for ${tyShort}: ${fmtMoney(tax)}. Pay by ${D(c, sa.due)}.` },
          { cols: [why, payText] },
          ...(sav ? [{ small: sav }] : []),
          { kv: hmBank },
          {
            small: `${priv ? `Pension payer reference ${payerRef}. ` : ''}Do not use your National Insurance number as a payment reference.`,
          },
        ],
        sign: [],
        footer: hmFooter,
      };
    }
  } else if (v === 1) {
    stage = 2;
    kind = 'reminder';
    const within = r.chance(0.5);
    payBy = within ? addDays(c.date, 14) : undefined;
    const first = `We sent you a Simple Assessment on ${D(c, iss)} for the tax year ${tyShort}. It showed ${fmtMoney(tax)} to pay by ${D(c, sa.due)}. We have not received your payment.`;
    const now = within
      ? `Please pay ${fmtMoney(total)} within 14 days of the date of this letter, using payment reference ${payRef}.`
      : `Please pay ${fmtMoney(total)} now, using payment reference ${payRef}.`;
    const more = `We charge interest on tax paid late and will keep adding it, every day, until you have paid in full.${penalty ? ' Because the tax was not paid 30 days after it was due, a late payment penalty of 5% has been charged.' : ''} If you cannot pay in full, you may be able to set up a payment plan by calling us on ${ph}.`;
    const rows = [...lateRows, ['Total now due', fmtMoney(total)]];
    spec =
      lay === 0
        ? {
            face: c.face,
            head: hmHead,
            logoMark: 'shield',
            sub: [hmAddr, `Phone ${ph}`],
            headAlign: 'left',
            recipient: rcpt(c),
            owe: {
              label: 'Total now due',
              amount: fmtMoney(total),
              note: within ? `Pay by ${D(c, addDays(c.date, 14))}` : 'Please pay now',
            },
            panel: [
              ['Payment reference', payRef],
              ['NI number', ni],
              ['Date', D(c, c.date)],
            ],
            title: pick(r, ['Your Simple Assessment is overdue', 'Reminder: tax to pay']),
            titleStyle: 'rule',
            body: [
              dear(c),
              { p: first },
              { grid: rows, widths: [0.72, 0.28] },
              { p: now },
              { p: more },
              { kv: hmBank },
            ],
            closing: 'Yours sincerely',
            sign: [pick(r, ['Simple Assessment Team', 'Pay As You Earn']), HM],
            footer: hmFooter,
          }
        : {
            face: c.face,
            head: hmHead,
            sub: [hmAddr],
            headAlign: 'right',
            recipient: rcpt(c),
            panel: [
              ['Date', D(c, c.date)],
              ['Our reference', payRef],
              ['NI number', ni],
              ['Tax year', tyShort],
            ],
            panelBoxed: true,
            title: pick(r, ['PAYMENT REMINDER', 'Simple Assessment - payment reminder']),
            titleStyle: 'boxed',
            body: [
              dear(c),
              { p: first },
              { p: more },
              { table: [...rows.map(([a, b]) => [a, b] as KV)] },
              { p: now },
              { small: `Bank details: ${hmBank.map(([k, val]) => `${k} ${val}`).join(', ')}. Phone ${ph}.` },
            ],
            closing: 'Yours faithfully',
            sign: [HM],
            footer: hmFooter,
          };
  } else if (v === 2) {
    stage = 3;
    kind = 'final_demand';
    payBy = addDays(c.date, pick(r, [7, 14]));
    const caseNo = `${r.digits(3)}${oOrI(r)}${r.digits(5)}`;
    const court = pick(r, [120, 185, 205, 272]);
    const plan = round2(Math.ceil((total / pick(r, [6, 10, 12])) * 100) / 100);
    const opening = `We have written to you about the tax you owe for ${tyShort}, but it is still unpaid. This is our final reminder before we take action to recover it.`;
    const actions = [
      `start proceedings against you in the county court, which could add court fees of up to ${fmtMoney(court)} and lead to a county court judgment`,
      'visit you to take control of goods you own and sell them to pay what you owe',
      'collect the debt through your tax code if you receive a pension or wages',
      'pass the debt to a debt collection agency to collect for us',
    ];
    const ask = `Pay ${fmtMoney(total)} in full by ${D(c, payBy)}, quoting payment reference ${payRef}. If you cannot pay in full, call us before that date: we may agree a Time to Pay arrangement, for example ${fmtMoney(plan)} a month.`;
    const rows = [...lateRows, ['Amount you must pay now', fmtMoney(total)]];
    spec =
      lay === 0
        ? {
            face: c.face,
            top: ['URGENT - FINAL REMINDER'],
            head: hmHead,
            logoMark: 'shield',
            sub: ['Debt Management', `${place(r)}, ${postcode(r)}`, `Phone ${ph}`],
            headAlign: 'left',
            recipient: rcpt(c),
            panel: [
              ['Payment reference', payRef],
              ['Case number', caseNo],
              ['NI number', ni],
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.6),
            title: pick(r, ['We are about to take recovery action', 'Final reminder before recovery action']),
            titleStyle: 'banner',
            body: [
              dear(c),
              { p: opening },
              { grid: rows, widths: [0.72, 0.28] },
              { p: `If you do not pay or contact us by ${D(c, payBy)}, we may without further notice:` },
              ...actions.map((a) => ({ p: `- ${a}` })),
              { boxed: [ask] },
              {
                small: `Quote the case number ${caseNo} if you phone us. Interest will continue to be charged until you pay.`,
              },
            ],
            closing: 'Yours sincerely',
            sign: [
              ...signatory(r, ['Debt Management Officer', 'Officer of Revenue and Customs']),
              'Debt Management',
            ],
            footer: hmFooter,
          }
        : {
            face: c.face,
            head: hmHead,
            sub: ['Debt Management', `${place(r)}, ${postcode(r)}`],
            headAlign: 'center',
            headBand: true,
            recipient: rcpt(c),
            owe: { label: 'Amount you must pay now', amount: fmtMoney(total), note: `By ${D(c, payBy)}` },
            panel: [
              ['Payment ref', payRef],
              ['Case no.', caseNo],
            ],
            title: 'FINAL NOTICE BEFORE RECOVERY ACTION',
            titleStyle: 'rule',
            body: [
              dear(c),
              {
                p: `${opening} It includes ${fmtMoney(interest)} late payment interest${penalty ? ` and a ${fmtMoney(penalty)} late payment penalty` : ''} on tax of ${fmtMoney(tax)}.`,
              },
              {
                cols: [
                  `What happens next: if you do not pay or contact us by ${D(c, payBy)}, we may ${actions[0]}, ${actions[1]}, or ${actions[2]}.`,
                  ask,
                ],
              },
              { kv: [...hmBank, ['Reference', payRef]] },
              { small: `National Insurance number ${ni}. Case number ${caseNo} (for phone calls only).` },
            ],
            closing: 'Yours faithfully',
            sign: ['Debt Management', HM],
            footer: hmFooter,
          };
  } else {
    const dca = company(r, ['Collection Services', 'Debt Recovery', 'Credit Management', 'Collections']);
    creditor = dca.name;
    debtType = 'debt_collection';
    kind = 'debt_recovery';
    stage = r.chance(0.5) ? 1 : 2;
    ref = pick(r, [
      `${r.letters(2, 'HMRTX')}${r.digits(7)}`,
      `${r.digits(3)}-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`,
      `${r.letters(1, 'C')}${r.digits(4)}/${r.digits(4)}`,
    ]);
    const placed = addDays(c.date, stage === 1 ? -r.int(4, 12) : -r.int(30, 50));
    const wrote = addDays(placed, r.int(3, 8));
    const within = r.chance(0.6);
    payBy = within ? addDays(c.date, 14) : undefined;
    const plan = round2(Math.ceil((total / pick(r, [4, 6, 8])) * 100) / 100);
    const open1 =
      stage === 1
        ? `${HM} (HMRC) has asked us to contact you about unpaid tax for the tax year ${tyShort}, charged in a Simple Assessment. We are a private debt collection agency working for HMRC; this is not a scam, and you can check this with HMRC on ${ph}.`
        : `We wrote to you on ${D(c, wrote)} on behalf of ${HM} (HMRC) about unpaid tax for ${tyShort}. We have not received a payment or heard from you.`;
    const ask = within
      ? `Please pay the balance of ${fmtMoney(total)} within 14 days, or call us to agree a payment plan, quoting our reference ${ref}.`
      : `Please pay the balance of ${fmtMoney(total)} or call us to agree a payment plan, quoting our reference ${ref}.`;
    const limits = `We cannot take legal action or visit your home. If you do not pay or contact us, we will return your account to HMRC, who may take further action to recover it. HMRC continues to charge interest until the tax is paid.`;
    const bank: KV[] = [
      ['Client account', `${sortCode(r)}  ${r.digits(8)}`],
      ['Reference', ref],
    ];
    spec =
      lay === 0
        ? {
            face: c.face,
            head: dca.head,
            logoMark: pick(r, ['rings', 'bars'] as const),
            sub: [officeAddress(r), `${phone(r)}  ${web(dca.name)}`],
            headAlign: pick(r, ['left', 'right'] as const),
            recipient: rcpt(c),
            panel: [
              ['Our reference', ref],
              ['Client', 'HMRC'],
              ['HMRC reference', payRef],
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.5),
            panelStacked: r.chance(0.4),
            title:
              stage === 1
                ? pick(r, ['Unpaid tax - HMRC', 'Your HMRC tax debt'])
                : 'Second letter: unpaid HMRC tax',
            titleStyle: pick(r, ['plain', 'rule'] as const),
            body: [
              dear(c),
              { p: open1 },
              { grid: [...lateRows, ['Balance due', fmtMoney(total)]], widths: [0.72, 0.28] },
              { p: ask },
              {
                p: `If you cannot pay in full, we can agree instalments - for example ${fmtMoney(plan)} a month - or you can pay HMRC directly. ${limits}`,
              },
              { kv: bank },
            ],
            closing: 'Yours sincerely',
            sign: [...signatory(r, ['Customer Services Manager', 'Account Manager']), dca.name],
            footer: [regLine(dca.name, r), `National Insurance number held by HMRC for you: ${ni}.`],
          }
        : {
            face: c.face,
            head: dca.head,
            sub: [`Acting for ${HM}`, officeAddress(r), phone(r)],
            headAlign: 'left',
            recipient: rcpt(c),
            owe: { label: 'Balance due', amount: fmtMoney(total), note: `Our reference ${ref}` },
            panel: [
              ['Date', D(c, c.date)],
              ['HMRC ref', payRef],
            ],
            title: stage === 1 ? 'HMRC has passed your account to us' : 'We have not heard from you',
            titleStyle: 'banner',
            body: [
              dear(c),
              { p: open1 },
              { cols: [ask, limits] },
              { table: [...lateRows.map(([a, b]) => [a, b] as KV), ['Balance due', fmtMoney(total)]] },
              {
                checks: [
                  'I will pay in full',
                  `I want to pay by instalments (for example ${fmtMoney(plan)} a month)`,
                  'I do not owe this - please call me',
                ],
              },
            ],
            closing: 'Yours sincerely',
            sign: ['Customer Services', dca.name],
            slip: { title: `Payment slip - ${dca.name}`, rows: [...bank, ['Amount', fmtMoney(total)]] },
            footer: [regLine(dca.name, r)],
          };
  }
  return { spec, truth: truth(creditor, total, ref, debtType, stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// DWP Debt Management: budgeting loan / budgeting advance / advance payment after benefit ended
// ------------------------------------------------------------------------------------------------------------

/**
 * DWP Debt Management recovering a Social Fund budgeting loan, a Universal Credit budgeting advance or a Universal
 * Credit advance payment once the benefit it was being repaid from has ended. Three letters: the first recovery
 * letter (benefit ended, repayments from benefit stopped, balance to pay or a plan to agree) — stage 1,
 * 'first_demand'; a reminder (after an earlier letter, or after a broken repayment plan) — stage 2, 'reminder'; the
 * final notice before a Direct Earnings Attachment or county court action — stage 3, 'final_demand'. Three layouts
 * drawn per letter: an ordinary letter with a reference panel and a loan summary table; reference cells, an amount
 * bar and two columns with a tear-off slip; an "amount you owe" box with a boxed warning.
 * Truth: creditor = the department exactly as its letterhead prints it (with "and" or "&"); the sign-off names only
 * the Debt Management unit. Amount = the balance outstanding (all of it is due once repayments from benefit stop);
 * the amount first lent, the amount repaid from benefit, the old weekly / monthly deduction, a suggested monthly
 * plan, the DEA percentages and possible court costs are not it. Reference = Debt Management's own debt reference
 * (what the letter says to quote when paying); the National Insurance number, the benefit / claim reference and the
 * Social Fund loan number printed beside it, an employer's PAYE reference and DWP's bank account are distractors.
 * Open choice: the README has no benefit type. A budgeting loan / advance is money lent and repaid, and the
 * department asks for it as a loan (it is not an overpayment or a fine), so 'loan'; Debt Management is the
 * department's own unit, not a collector, so not 'debt_collection'.
 */
const dwpLoanRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dwp = pick(r, ['Department for Work and Pensions', 'Department for Work & Pensions']);
  const head = pick(r, [[dwp], [dwp.toUpperCase()], ['Department for', dwp.slice('Department for '.length)]]);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const origin = pick(r, ['bl', 'ba', 'ap'] as const);
  const benefit =
    origin === 'bl'
      ? pick(r, [
          'Income Support',
          "income-based Jobseeker's Allowance",
          'income-related Employment and Support Allowance',
        ])
      : 'Universal Credit';
  const what =
    origin === 'bl'
      ? 'Social Fund budgeting loan'
      : origin === 'ba'
        ? 'Budgeting Advance'
        : 'Universal Credit advance';
  const lent =
    origin === 'ap'
      ? pick(r, [350, 420, 500, 640, 750, 900, 1100])
      : pick(r, [150, 200, 250, 348, 400, 464, 600, 812]);
  const weeks = origin === 'bl' ? r.int(8, 60) : r.int(2, 14);
  const deduct = round2(origin === 'bl' ? lent / pick(r, [52, 78, 104]) : lent / pick(r, [12, 24]));
  const repaid = Math.min(round2(deduct * weeks), round2(lent * 0.8));
  const bal = round2(lent - repaid);
  const ni = nino(r);
  const ref = pick(r, [
    `DM${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    `${r.letters(1, 'RSTW')}${r.digits(9)}`,
    `DMC/${r.digits(7)}`,
  ]);
  const benRef = origin === 'bl' ? `SF ${r.digits(2)}/${r.digits(6)}${r.letters(1)}` : `${r.digits(10)}`;
  const benLabel = origin === 'bl' ? 'Social Fund loan number' : 'Universal Credit account';
  const granted = addDays(c.date, -r.int(200, 560));
  const ended = addDays(
    c.date,
    stage === 1 ? -r.int(20, 50) : stage === 2 ? -r.int(70, 110) : -r.int(130, 200),
  );
  const first = addDays(ended, r.int(14, 30));
  const second = addDays(first, r.int(30, 45));
  const broken = stage === 2 && r.chance(0.4);
  const planAmt = pick(r, [10, 15, 20, 25, 30, 40]);
  const planStart = addDays(first, r.int(10, 20));
  const payDays = pick(r, [14, 14, 21]);
  const pay = addDays(c.date, payDays);
  const employer = `${stem(r)} ${pick(r, ['Logistics Ltd', 'Care Services Ltd', 'Retail plc', 'Facilities Ltd'])}`;
  const payeRef = `${r.digits(3)}/${r.letters(1)}${r.digits(4)}`;
  const suggested = round2(Math.max(5, Math.ceil(bal / pick(r, [12, 18, 24]))));
  const ph = phone(r);
  const bank: KV[] = [
    ['Sort code', sortCode(r)],
    ['Account number', r.digits(8)],
    ['Payment reference', ref],
  ];
  const label =
    stage === 3
      ? pick(r, ['Total outstanding', 'Amount now due', 'Balance outstanding'])
      : pick(r, ['Balance outstanding', 'Amount you owe', 'Outstanding balance']);
  const summary: string[][] = [
    [`${what} paid on ${D(c, granted)}`, fmtMoney(lent)],
    [`Repaid from your ${benefit}`, `-${fmtMoney(repaid)}`],
    [label, fmtMoney(bal)],
  ];
  const title = [
    pick(r, [
      `Repaying your ${what}`,
      'You need to repay money you owe us',
      `Your ${what}: balance to repay`,
    ]),
    broken
      ? pick(r, ['Your repayment plan has stopped', 'Missed repayments'])
      : pick(r, ['Reminder: money you owe us', 'We have not heard from you', 'REMINDER']),
    pick(r, [
      'FINAL NOTICE',
      'Final notice before we take further action',
      'FINAL NOTICE - ACTION TO RECOVER A DEBT',
    ]),
  ][stage - 1];
  const p1 = [
    `You were paid a ${what} of ${fmtMoney(lent)} on ${D(c, granted)}. It was being repaid by deductions of ${fmtMoney(deduct)} from your ${benefit}. Your ${benefit} ended on ${D(c, ended)}, so we can no longer take repayments from it.`,
    broken
      ? `On ${D(c, planStart)} you agreed to repay what you owe at ${fmtMoney(planAmt)} a month. We have not received the payments due under that plan, so it has been cancelled and the full balance of ${fmtMoney(bal)} is now due.`
      : `We wrote to you on ${D(c, first)} about the ${what} you still owe after your ${benefit} ended on ${D(c, ended)}. We have not received a payment or heard from you.`,
    `We wrote to you on ${D(c, first)} and ${D(c, second)} about the ${what} you still owe. You have not repaid it or agreed a repayment plan with us.`,
  ][stage - 1];
  const ask = [
    `You still owe ${fmtMoney(bal)}. Please pay this in full by ${D(c, pay)}. If you cannot, contact us before then to agree an affordable plan - for example ${fmtMoney(suggested)} a month.`,
    `Please pay ${fmtMoney(bal)} within ${payDays} days of the date of this letter, or call us to agree a new plan.`,
    `You must pay ${fmtMoney(bal)} by ${D(c, pay)} or contact us to agree a repayment plan.`,
  ][stage - 1];
  const dea = `If you do not, we may ask your employer${r.chance(0.5) ? ` (our records show ${employer}, PAYE reference ${payeRef})` : ''} to take money from your earnings and pay it to us. This is a Direct Earnings Attachment: we do not need a court order, and the deduction can be between 3% and 20% of your net earnings each pay day.`;
  const courtText = `We may also start proceedings in the county court. If the court makes a judgment against you, court fees and costs may be added to the debt and the judgment could affect your ability to get credit.`;
  const howPay = `Pay by bank transfer or at a bank using the details below, by debit card on ${ph}, or online. Always quote your debt reference ${ref}, not your National Insurance number.`;
  const help = `If you are getting benefits again, tell us: we may be able to take repayments from them instead. Free debt advice is available from independent advice services.`;
  const paras: string[] =
    stage === 3
      ? [p1, ask, dea, courtText]
      : [
          p1,
          ask,
          ...(stage === 2
            ? [
                `If you do not pay or contact us, we may take further action to recover the debt, including from your earnings.`,
              ]
            : []),
        ];
  const sub = [
    'Debt Management',
    `PO Box ${r.int(100, 9999)}, ${place(r)}, ${postcode(r)}`,
    `Telephone ${ph}  Textphone ${phone(r)}`,
    pick(r, ['Monday to Friday, 8am to 6pm', 'Lines open 8am to 6pm, Monday to Friday']),
  ];
  const sign = pick(r, [
    ['Debt Management'],
    ['DWP Debt Management'],
    signatory(r, ['Debt Management', 'Debt Manager']),
  ]);

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.4) ? 'bars' : undefined,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', ref],
        [stageNiLabel(r), ni],
        [benLabel === 'Universal Credit account' ? 'UC account' : 'Loan number', benRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...paras.map((p) => ({ p })),
        { grid: summary, widths: [0.72, 0.28] },
        { p: howPay },
        { kv: bank },
        { small: help },
      ],
      closing: 'Yours sincerely',
      sign,
      footer: [
        `Please quote your debt reference on all letters and payments. We handle your information in line with data protection law; see our personal information charter.`,
      ],
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'center',
      logo: head.length === 2 && r.chance(0.6),
      returnAddress: r.chance(0.5)
        ? `If undelivered return to DWP Debt Management, PO Box ${r.int(100, 9999)}, ${place(r)}, ${postcode(r)}`
        : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Debt reference', ref],
        ['National Insurance number', ni],
        [benLabel, benRef],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: p1 },
        { amountBox: [label, fmtMoney(bal)] as KV },
        {
          cols: [stage === 3 ? `${ask} ${dea}` : `${ask} ${help}`, stage === 3 ? courtText : howPay],
        },
        ...(stage === 3 ? [{ small: howPay } as Block] : []),
        {
          checks: [
            'I will pay in full',
            `I want to agree a plan of £______ a month`,
            'I am getting benefits again',
          ],
        },
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${dwp}`,
        rows: [
          ['Debt reference', ref],
          ['Amount', fmtMoney(bal)],
          ['Sort code / account', `${bank[0][1]} / ${bank[1][1]}`],
        ],
      },
      footer: [
        `${what} recovered under the Social Security Administration Act 1992. Keep this letter for your records.`,
      ],
    };
  } else {
    spec = {
      face: c.face,
      top: stage === 3 ? ['IMPORTANT - YOU NEED TO ACT NOW'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      headBand: r.chance(0.4),
      recipient: rcpt(c),
      owe: {
        label,
        amount: fmtMoney(bal),
        note: stage === 2 ? `Pay within ${payDays} days` : `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Reference', ref],
        ['NI number', ni],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        { p: p1 },
        { kv: summary.map(([a, b]) => [a, b] as KV) },
        { boxed: [ask] },
        ...(stage === 3 ? [{ p: dea }, { p: courtText }] : [{ p: help }]),
        { p: howPay },
        {
          small: `${benLabel} ${benRef}. ${bank[0][0]} ${bank[0][1]}, ${bank[1][0].toLowerCase()} ${bank[1][1]}.`,
        },
      ],
      closing: 'Yours faithfully',
      sign,
      footer: [
        `Calls to our helpline are free from mobiles and landlines. If you need this letter in another format, phone ${phone(r)}.`,
      ],
    };
  }
  const kind = (['first_demand', 'reminder', 'final_demand'] as const)[stage - 1];
  return { spec, truth: truth(dwp, bal, ref, 'loan', stage, kind, c, pay) };
};
const stageNiLabel = (r: Parameters<Family['make']>[0]) => pick(r, ['NI number', 'National Insurance no.']);

export const FRESH25A_FAMILIES: Family[] = [
  {
    id: 'W256',
    name: 'Train operating company station car park penalty under the Railway Byelaws (penalty notice, reminder, final notice before prosecution, or its car park contractor)',
    group: 'private_parking',
    make: railCarPark,
  },
  {
    id: 'W257',
    name: 'HMRC Simple Assessment (PA302 tax calculation, reminder, Debt Management final letter before recovery, or its collection agency)',
    group: 'public_body',
    make: simpleAssessment,
  },
  {
    id: 'W258',
    name: 'DWP Debt Management recovering a budgeting loan, budgeting advance or Universal Credit advance after the benefit ended (recovery letter, reminder, final notice before DEA or court)',
    group: 'public_body',
    make: dwpLoanRecovery,
  },
];
