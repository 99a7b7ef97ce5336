/**
 * The twenty-fourth fresh held-out set, part b (W250–W252): kinds of letter the corpus did not have — a driving
 * school (a franchised school billing centrally, or a sole-trader instructor trading under a school name) chasing
 * unpaid lessons, a block-booking balance, late-cancellation fees and a DVSA test fee; a kitchen, bathroom or
 * furniture/sofa retailer chasing the balance of a made-to-order order after delivery or fitting (deposit paid,
 * sometimes through a named finance partner, sometimes a disputed snag list); and a stairlift, mobility scooter or
 * hearing-aid supplier chasing missed rentals under a regulated consumer hire agreement, up to a default notice,
 * termination and collection of the equipment. Each family has the sender's own letters in several layouts
 * (statement or invoice with a reference grid, letter with a side panel, boxed final notice with an amount box,
 * statutory notice) and, at the end of the sequence, a solicitors' letter before claim or a collection agency's letter.
 * Written by a writer who had not read the extractor. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
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
  regLine,
  round2,
  signatory,
  truth,
  wholeDays,
  type Family,
} from './family-kit';
import type { Rng } from './vocab';

// ------------------------------------------------------------------------------------------------------------
// Shared pieces
// ------------------------------------------------------------------------------------------------------------

const money = fmtMoney;
const neg = (v: number) => `-${fmtMoney(v)}`;
const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));
const vatNo = (r: Rng) => `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;
const mobile = (r: Rng) => `07700 900${r.digits(3)}`;

/** A firm of solicitors with a debt recovery department, not sharing its stem with the client. */
function lawFirm(r: Rng, avoid: string): { name: string; head: string[] } {
  let s = stem(r);
  for (let i = 0; i < 6 && avoid.startsWith(s); i++) s = stem(r);
  const suffix = pick(r, ['Solicitors LLP', 'Law LLP', 'Solicitors', 'Legal LLP']);
  const name = `${s} ${suffix}`;
  const head = r.chance(0.4) ? [s.toUpperCase(), suffix.toUpperCase()] : r.chance(0.5) ? [name] : [s, suffix];
  return { name, head };
}
const sraLine = (firm: string, r: Rng) =>
  `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of partners is open to inspection at ${officeAddress(r)}.`;
/** The county court issue fee for a money claim of this size (paper claim bands). */
const issueFee = (v: number) =>
  v <= 300 ? 35 : v <= 500 ? 50 : v <= 1000 ? 70 : v <= 1500 ? 80 : v <= 3000 ? 115 : 205;
/** Simple interest at 8% a year for the days between two dates. */
const interest8 = (v: number, from: Date, to: Date) => round2((v * 0.08 * wholeDays(from, to)) / 365);

// ------------------------------------------------------------------------------------------------------------
// W250 Driving school
// ------------------------------------------------------------------------------------------------------------

/**
 * A driving school chasing a pupil: either a franchised school (a limited company that takes bookings and payments
 * centrally for its self-employed franchisee instructors) or a sole-trader instructor trading under a school name.
 * Charges: a block booking with part paid, extra lessons, late-cancellation fees, the DVSA practical test fee paid
 * on the pupil's behalf and use of the car for the test; a late payment admin fee on later letters.
 * Letters, each in its own layout: statement (reference grid, charges grid, amount box, optional remittance slip)
 * stage 1 first_demand; reminder (side panel, "we sent you a statement on…") stage 2 reminder; final notice (banner
 * or boxed title, owe box) stage 3 final_demand; the school's own Pre-Action Protocol letter before claim stage 3
 * letter_of_claim; or its solicitors' letter before claim stage 3 letter_of_claim.
 * Amount = the balance asked for now (charges − payments + admin fee already added; for the solicitors the balance +
 * the interest already added). Not it: the hourly rate, the block's full price, the DVSA fee line, the settlement
 * offer some reminders make, a future collection fee, court fees, daily interest.
 * Reference = the one the letter says to quote: pupil number or invoice number (the other is printed as well); for
 * the solicitors their own reference (the school's pupil number is a client reference). The DVSA booking
 * reference and the instructor's ADI number are not it.
 * Open choices: a sole trader's creditorName is the trading name in the letterhead (the README's "organisation …
 * as printed in its letterhead", like "Oakhollow Garden Services"); the instructor's own name is printed as the
 * proprietor. The solicitors write and ask to be paid into their client account, so by the README the creditor is
 * the firm and the debtType debt_collection (a collector-type letter); the school's own letters are 'normal'.
 */
const drivingSchool: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const franchise = r.chance(0.5);
  const ins = person(r);
  const insName = `${ins.first} ${ins.last}`;
  const adi = r.digits(6);
  let school: string;
  let head: string[];
  if (franchise) {
    const co = company(r, ['School of Motoring', 'Driving School', 'Driver Training', 'Driving Academy']);
    school = co.name;
    head = co.head;
  } else {
    school = `${pick(r, [place(r), stem(r), `${ins.first}'s`])} ${pick(r, ['Driving School', 'School of Motoring', 'Driving Tuition', 'Driver Training'])}`;
    head = [r.chance(0.3) ? school.toUpperCase() : school];
  }
  const email = `${franchise ? 'accounts' : ins.first.toLowerCase()}@${host(school)}`;
  const sub = franchise
    ? ['Pupil Accounts', officeAddress(r), `${phone(r)}  ${email}`]
    : [
        `Proprietor: ${insName}, DVSA Approved Driving Instructor (ADI ${adi})`,
        officeAddress(r),
        `Mobile ${mobile(r)}  ${email}`,
      ];
  const pupilNo = pick(r, [
    `P${r.digits(6)}`,
    `${r.letters(2, 'LDP')}-${r.digits(5)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(3)}`,
  ]);
  const invNo = pick(r, [
    `INV-${r.digits(5)}`,
    `${r.int(24, 25)}/${r.digits(4)}`,
    `DS${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    r.digits(4),
  ]);

  // Charges, in date order.
  const rate = pick(r, [34, 36, 37.5, 40, 42, 45, 48]);
  let d = addDays(c.date, -r.int(90, 130));
  const next = (lo: number, hi: number) => (d = addDays(d, r.int(lo, hi)));
  const rows: { d: Date; t: string; a: number }[] = [];
  const block = r.chance(0.5);
  let blockHrs = 0;
  let blockFull = 0;
  if (block) {
    blockHrs = pick(r, [10, 20]);
    blockFull = round2(blockHrs * rate);
    const price = round2(blockFull - (pick(r, [20, 30, 40, 50]) * blockHrs) / 10);
    rows.push({ d: next(0, 2), t: `${blockHrs}-hour lesson block`, a: price });
    const paid = Math.round((price * pick(r, [0.25, 0.3, 0.4, 0.5])) / 10) * 10;
    rows.push({ d: next(0, 3), t: 'Payment received - thank you', a: -paid });
  }
  const nLess = block ? r.int(0, 2) : r.int(2, 4);
  for (let i = 0; i < nLess; i++) {
    const h = pick(r, [1, 1.5, 2]);
    rows.push({
      d: next(5, 10),
      t: `${block ? 'Extra lesson' : 'Lesson'}, ${h} hour${h === 1 ? '' : 's'}`,
      a: round2(rate * h),
    });
  }
  const half = r.chance(0.4);
  const nLate = r.int(block ? 1 : 0, 2);
  for (let i = 0; i < nLate; i++) {
    const h = pick(r, [1.5, 2]);
    rows.push({
      d: next(4, 9),
      t: `Late cancellation (under 48 hrs' notice)`,
      a: round2(rate * h * (half ? 0.5 : 1)),
    });
  }
  const test = r.chance(0.6);
  const weekend = r.chance(0.35);
  const testFee = weekend ? 75 : 62;
  const testCar = test && r.chance(0.6);
  const testDate = addDays(c.date, r.int(-12, 24));
  const future = testDate.getTime() > c.date.getTime();
  const centre = `${place(r)} driving test centre`;
  const dvsa = r.digits(8);
  if (test) {
    rows.push({
      d: next(3, 6),
      t: `DVSA practical test fee (${weekend ? 'Saturday' : 'weekday'})`,
      a: testFee,
    });
    if (testCar) rows.push({ d, t: 'Car for test and pre-test lesson', a: round2(rate * 2) });
  }
  const balance = sum(rows.map((x) => x.a));
  const firstName = c.who.first;
  const policy = `Lessons cancelled or moved with less than 48 hours' notice are charged ${half ? 'at half the lesson price' : 'in full'}, as set out in the terms you accepted when you booked${block ? `; block bookings are paid ${pick(r, ['in two halves', 'before the last lesson of the block', 'within 30 days of booking'])}` : ''}.`;
  const fmtRow = (x: { d: Date; t: string; a: number }) => [x.t, D(c, x.d), x.a < 0 ? neg(-x.a) : money(x.a)];
  const statementDate = addDays(c.date, -r.int(24, 40));
  const reminderDate = addDays(statementDate, r.int(10, 16));
  const signSchool = (titles: string[]) =>
    franchise ? [...signatory(r, titles), school] : [insName, `trading as ${school}`, `ADI ${adi}`];
  const sc = sortCode(r);
  const acct = r.digits(8);
  const footer = franchise
    ? [
        `${regLine(school, r)} Our instructors are self-employed franchisees; lessons are booked and paid for through ${school}.`,
      ]
    : [
        `${school} is the trading name of ${insName}, a sole trader. Not registered for VAT. Bank: ${sc} / ${acct}. Payee name: ${insName}.`,
      ];
  const bankLine = `sort code ${sc}, account ${acct}`;
  const quotePupil = r.chance(0.5);
  const ref = quotePupil ? pupilNo : invNo;
  const refWord = quotePupil ? pick(r, ['pupil number', 'pupil reference']) : 'invoice number';
  const testLine =
    test && future
      ? `Your practical test is booked for ${D(c, testDate)} at ${centre} (DVSA booking reference ${dvsa}). We cannot provide the car for the test while the account is overdue, so please clear it at least three working days before.`
      : test
        ? `The DVSA fee for your test on ${D(c, testDate)} (booking reference ${dvsa}) was paid by us on your behalf and is not refundable.`
        : '';

  const variant = pick(r, ['statement', 'reminder', 'final', 'lbc', 'sols'] as const);

  if (variant === 'statement') {
    const pay = addDays(c.date, pick(r, [7, 14]));
    const grid = [...rows.map(fmtRow), ['Balance due', '', money(balance)]];
    const slip = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      logoMark: franchise ? pick(r, ['chevron', 'shield'] as const) : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', invNo],
        ['Pupil no.', pupilNo],
        ['Date', D(c, c.date)],
        ['Instructor', franchise ? insName : `ADI ${adi}`],
      ],
      title: pick(r, ['Statement of account', 'Invoice - driving tuition', 'Lesson account statement']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        {
          p: pick(r, [
            `Hi ${firstName}, here is your lesson account up to ${D(c, c.date)}. The balance below is now due.`,
            `This statement shows your lessons, fees and payments to ${D(c, c.date)}. Please check it and pay the balance due.`,
          ]),
        },
        { grid, header: ['Details', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] },
        ...(block
          ? [
              {
                small: `Block price shown after the block discount (${blockHrs} hours at the standard rate would be ${money(blockFull)}). Standard rate: ${money(rate)} an hour.`,
              },
            ]
          : [{ small: `Standard lesson rate: ${money(rate)} an hour.` }]),
        ...(testLine ? [{ p: testLine }] : []),
        {
          p: `Please pay ${money(balance)} within ${wholeDays(c.date, pay)} days, by ${D(c, pay)}, by bank transfer to ${bankLine}, using your ${refWord} ${ref} as the reference, or by card on ${franchise ? phone(r) : mobile(r)}.`,
        },
        { small: policy },
      ],
      sign: franchise ? [] : ['Thanks,', ins.first],
      ...(slip
        ? {
            slip: {
              title: 'Remittance',
              rows: [
                [quotePupil ? 'Pupil no.' : 'Invoice no.', ref],
                ['Pupil', `${c.who.first[0]} ${c.who.last}`],
                ['Amount due', money(balance)],
              ] as [string, string][],
            },
          }
        : {}),
      footer,
    };
    return { spec, truth: truth(school, balance, ref, 'normal', 1, 'first_demand', c, pay) };
  }

  const admin = pick(r, [0, 0, 10, 15, 20]);
  const total = round2(balance + admin);
  const lessonSum = sum(
    rows.filter((x) => /lesson|block|Payment/i.test(x.t) && !/test/i.test(x.t)).map((x) => x.a),
  );
  const lateSum = sum(rows.filter((x) => /Late/.test(x.t)).map((x) => x.a));
  const testSum = sum(rows.filter((x) => /test/i.test(x.t)).map((x) => x.a));
  const summary: [string, string][] = [
    [block ? 'Lessons and block balance' : 'Lessons', money(lessonSum)],
    ...(lateSum ? ([['Late cancellation fees', money(lateSum)]] as [string, string][]) : []),
    ...(testSum ? ([['Test fee and car for test', money(testSum)]] as [string, string][]) : []),
    ...(admin ? ([['Late payment admin fee', money(admin)]] as [string, string][]) : []),
  ];

  if (variant === 'reminder') {
    const pay = addDays(c.date, 7);
    const offer = r.chance(0.35) && lateSum > 0;
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: franchise && r.chance(0.5) ? 'rings' : undefined,
      recipient: rcpt(c),
      panel: [
        [quotePupil ? 'Pupil no.' : 'Invoice no.', ref],
        [quotePupil ? 'Invoice' : 'Pupil no.', quotePupil ? invNo : pupilNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title: pick(r, [
        'Reminder - unpaid lessons',
        'Your lesson account is overdue',
        'Second request for payment',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: pick(r, [
            `I sent you a statement on ${D(c, statementDate)} for your driving lessons and fees, payable within 7 days. ${franchise ? `Your instructor, ${insName}, has also mentioned it at your lessons` : 'I also sent you a text about it'}, but the account has still not been paid.`,
            `Further to our statement of ${D(c, statementDate)}, we have not received payment for the lessons and fees below${franchise ? ` booked with your instructor ${insName}` : ''}.`,
          ]),
        },
        { kv: [...summary, ['Now due', money(total)]] },
        ...(admin
          ? [
              {
                small: `A late payment admin fee of ${money(admin)} has been added, as our terms allow once an account is 14 days overdue.`,
              },
            ]
          : []),
        ...(testLine ? [{ p: testLine }] : []),
        {
          p: `Please pay ${money(total)} by ${D(c, pay)}, quoting your ${refWord} ${ref}. Bank transfer: ${bankLine}. If you can't pay it all at once, ${franchise ? 'call us' : 'give me a ring'} and we can spread it over a few weeks - but please don't ignore this.`,
        },
        ...(offer
          ? [
              {
                p: `If the full lesson balance is paid by ${D(c, pay)}, ${franchise ? 'we' : 'I'} will waive the late cancellation fees, so you would pay ${money(round2(total - lateSum))} instead. This offer ends on that date.`,
              },
            ]
          : []),
      ],
      closing: pick(r, ['Kind regards', 'Yours sincerely']),
      sign: signSchool(['Pupil Accounts', 'Accounts Administrator', 'Bookings and Accounts']),
      footer,
    };
    return { spec, truth: truth(school, total, ref, 'normal', 2, 'reminder', c, pay) };
  }

  if (variant === 'final') {
    const pay = addDays(c.date, pick(r, [7, 10]));
    const coll = round2(total * 0.15);
    const after = pick(r, ['agency', 'solicitors', 'court'] as const);
    const oweBox = r.chance(0.6);
    const body: Block[] = [
      dear(c),
      {
        p: `Despite our statement of ${D(c, statementDate)} and reminder of ${D(c, reminderDate)}, the balance on your lesson account remains unpaid. ${franchise ? 'Your instructor has been told not to book further lessons or tests for you' : 'I will not be able to book further lessons or tests for you'} until it is settled.`,
      },
      {
        grid: [
          ...rows.map(fmtRow),
          ...(admin ? [['Late payment admin fee', D(c, reminderDate), money(admin)]] : []),
          [oweBox ? 'Amount now due' : 'Total', '', money(total)],
        ],
        header: ['Item', 'Date', 'Amount'],
        widths: [0.56, 0.22, 0.22],
      },
      ...(oweBox ? [] : [{ amountBox: ['Amount now due', money(total)] as [string, string] }]),
      {
        boxed: [
          `If ${money(total)} is not paid in full by ${D(c, pay)}, ${{ agency: 'your account will be passed to a debt collection agency', solicitors: 'your account will be passed to our solicitors', court: 'we will issue a claim against you in the County Court' }[after]} without further notice.`,
          after === 'agency'
            ? `A collection charge of 15% (${money(coll)}) may then be added to what you owe.`
            : `Court fees (${money(issueFee(total))} to issue a claim of this size), interest and costs may then be added to what you owe.`,
        ],
      },
      { p: `To pay, use ${bankLine} and quote ${ref}, or call ${franchise ? phone(r) : mobile(r)}.` },
    ];
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      headBand: r.chance(0.5),
      recipient: rcpt(c),
      ...(oweBox
        ? { owe: { label: 'Amount now due', amount: money(total), note: `Pay by ${D(c, pay)}` } }
        : {}),
      panel: [
        [quotePupil ? 'Pupil number' : 'Invoice number', ref],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, ['FINAL NOTICE', 'Final notice - lesson account', 'FINAL DEMAND']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body,
      closing: 'Yours sincerely',
      sign: signSchool(['Accounts Manager', 'Pupil Accounts']),
      footer,
    };
    return { spec, truth: truth(school, total, ref, 'normal', 3, 'final_demand', c, pay) };
  }

  if (variant === 'lbc') {
    const pay = addDays(c.date, 30);
    const we = franchise ? 'We' : 'I';
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, ['Letter before claim', 'LETTER BEFORE ACTION', 'Letter of claim']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `This letter is sent under the Pre-Action Protocol for Debt Claims. You owe ${school} ${money(total)} for driving tuition and related fees, made up as follows. ${we} wrote to you about this on ${D(c, statementDate)} and ${D(c, reminderDate)} and have had no reply.`,
        },
        { grid: [...summary, ['Total owed', money(total)]], widths: [0.7, 0.3] },
        {
          p: `Unless you pay ${money(total)} or agree a repayment plan with ${franchise ? 'us' : 'me'} within 30 days, by ${D(c, pay)}, ${franchise ? 'we' : 'I'} intend to start a claim in the County Court without further notice. The court fee (${money(issueFee(total))}) and interest would then be added to the claim.`,
        },
        {
          p: `Please quote ${ref} with any payment or reply. An Information Sheet and Reply Form are enclosed; if you dispute the debt, say why on the form. You can get free debt advice from a debt advice charity or Citizens Advice.`,
        },
        {
          checks: [
            'I enclose payment in full',
            'I would like to pay by instalments',
            'I dispute the amount (reasons on the form)',
          ],
        },
      ],
      closing: 'Yours sincerely',
      sign: signSchool(['Director', 'Accounts Manager']),
      footer,
    };
    return { spec, truth: truth(school, total, ref, 'normal', 3, 'letter_of_claim', c, pay) };
  }

  // Solicitors' letter before claim.
  const firm = lawFirm(r, school);
  const solRef = pick(r, [
    `${firm.name.replace(/[^A-Z]/g, '').slice(0, 2)}/DR/${r.digits(5)}`,
    `DR${r.digits(6)}.${r.int(1, 9)}`,
    `${r.letters(2, 'KOM')}/${r.digits(4)}/${oOrI(r)}${r.digits(2)}`,
  ]);
  const since = addDays(statementDate, 7);
  const int = interest8(balance, since, c.date);
  const claimed = round2(balance + int);
  const daily = round2((balance * 0.08) / 365);
  const pay = addDays(c.date, 30);
  const spec: Spec = {
    face: c.face,
    head: firm.head,
    sub: ['Debt Recovery Department', officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ${phone(r)}`],
    headAlign: pick(r, ['right', 'left'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our ref', solRef],
      ['Client', school],
      ['Client ref', pupilNo],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: pick(r, ['LETTER BEFORE CLAIM', 'Letter of claim - Pre-Action Protocol for Debt Claims']),
    titleStyle: pick(r, ['boxed', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `We act for ${school} ("our client"), ${franchise ? 'a driving school' : `the driving school run by ${insName}`}. Our client has asked us to recover the sum you owe for driving lessons${test ? ', a driving test fee' : ''}${lateSum ? ' and late cancellation charges' : ''} under the terms you accepted, which remains unpaid despite their statement of ${D(c, statementDate)} and later reminders.`,
      },
      {
        grid: [
          ['Balance of lesson account', money(balance)],
          [`Interest at 8% a year from ${D(c, since)}`, money(int)],
          ['Total now claimed', money(claimed)],
        ],
        widths: [0.74, 0.26],
      },
      {
        p: `Please pay ${money(claimed)} within 30 days of the date of this letter, by ${D(c, pay)}, to our client account, ${bankLine}, quoting our reference ${solRef}. Please do not pay our client direct. Interest is claimed under section 69 of the County Courts Act 1984 and continues to run at ${money(daily)} a day.`,
      },
      {
        p: `If you do not pay, or reply using the enclosed Reply Form, within that time, we are instructed to issue a claim without further notice. You would then also be liable for the court fee of ${money(issueFee(claimed))} and fixed legal costs. The Information Sheet enclosed explains where to get free advice.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [firm.name],
    footer: [sraLine(firm.name, r)],
  };
  return { spec, truth: truth(firm.name, claimed, solRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W251 Made-to-order kitchen, bathroom or furniture balance
// ------------------------------------------------------------------------------------------------------------

type Product = 'kitchen' | 'bathroom' | 'sofa' | 'furniture';
/** Order lines (description, net price) for one made-to-order job. */
function orderLines(r: Rng, p: Product): [string, number][] {
  const colour = pick(r, ['sage green', 'dove grey', 'ivory', 'navy', 'oak', 'graphite']);
  const fabric = pick(r, [
    'Harbour weave',
    'Linen-look slate',
    'Velvet moss',
    'Boucle oatmeal',
    'Brushed cotton rust',
  ]);
  const lines: [string, number][] = [];
  const opt = (p0: number, t: string, lo: number, hi: number) => {
    if (r.chance(p0)) lines.push([t, r.money(lo, hi)]);
  };
  if (p === 'kitchen') {
    opt(
      1,
      `${pick(r, ['Shaker', 'Handleless', 'In-frame'])} units in ${colour}, ${r.int(12, 22)} cabinets`,
      3200,
      8800,
    );
    opt(
      1,
      `${pick(r, ['Quartz', 'Solid oak', 'Granite', 'Compact laminate'])} worktops, templated`,
      780,
      3400,
    );
    opt(0.6, 'Integrated appliances (oven, hob, hood)', 1150, 3300);
    opt(1, 'Sink, tap and waste', 240, 690);
    opt(0.3, 'Variation on site: extra upstands', 90, 380);
    opt(1, 'Fitting, plumbing and connection', 1250, 3100);
  } else if (p === 'bathroom') {
    opt(1, 'Vanity unit, basin and mixer tap', 420, 1180);
    opt(1, 'Walk-in shower, tray and thermostatic valve', 720, 2150);
    opt(1, 'Back-to-wall WC and concealed cistern', 310, 790);
    opt(1, `Wall and floor tiles, ${r.int(18, 34)} sq m`, 520, 1580);
    opt(0.5, 'Heated towel rail', 140, 430);
    opt(1, 'Strip-out, plumbing, tiling and making good', 2150, 4900);
  } else if (p === 'sofa') {
    opt(1, `${pick(r, ['Three-seater', 'Four-seater', 'Corner'])} sofa in ${fabric}`, 1090, 3150);
    opt(0.5, `Matching armchair in ${fabric}`, 480, 1090);
    opt(0.4, 'Storage footstool', 180, 420);
    opt(0.5, 'Fabric protection, 5-year cover', 110, 230);
    opt(1, 'Delivery and placement', 45, 110);
  } else {
    opt(1, `Made-to-measure ${colour === 'oak' ? 'oak' : 'walnut'} dining table`, 880, 2350);
    opt(1, `Upholstered dining chairs x ${pick(r, [4, 6, 8])}`, 590, 1480);
    opt(0.5, 'Sideboard, made to order', 690, 1590);
    opt(1, 'Delivery and assembly', 55, 145);
  }
  return lines;
}
const SNAGS: Record<Product, string[]> = {
  kitchen: [
    'Scratched end panel',
    'Drawer front out of line',
    'Worktop joint visible',
    'Plinth clip missing',
    'Cracked wall unit door',
  ],
  bathroom: [
    'Grout stained by shower',
    'Towel rail loose',
    'Chipped tile by door',
    'Basin waste slow to drain',
  ],
  sofa: ['Seam open on left arm', 'Shade difference on back cushion', 'Foot scuffed on delivery'],
  furniture: ['Scratch on table top', 'Chair leg wobbles', 'Sideboard door does not close'],
};
const SNAG_STATUS = [
  'Replacement ordered',
  'Fixed at our visit',
  'Within tolerance - no fault',
  'Engineer booked',
];

/**
 * A kitchen, bathroom, sofa or dining furniture retailer chasing the balance of a made-to-order order after delivery
 * or fitting: deposit (and for a kitchen sometimes a stage payment) already paid, balance unpaid, sometimes a snag list
 * the customer raised. Order lines with net, VAT at 20% and gross; order number, invoice number, delivery note number,
 * masked card number of the deposit payment; some letters name a finance partner that funded the deposit under a
 * separate credit agreement (its name and agreement number are distractors: the retailer asks for the balance).
 * Letters, each its own layout: balance invoice (reference grid or stacked panel, 4-column VAT grid, totals at a
 * tab stop, amount box, optional slip) stage 1 first_demand; reminder (side panel, refers to the invoice and to the
 * customer's snag email or the retailer's call, snag table with statuses) stage 2 reminder; final notice (owe box,
 * banner title, boxed warning) stage 3 final_demand; solicitors' letter before claim stage 3 letter_of_claim.
 * Amount = what the letter asks to be paid now: the order balance (total − deposit − stage payment), less any sum the
 * retailer says it is holding back until a snag is put right; the solicitors add interest already accrued. Not it:
 * the order total, the VAT line, the deposit, the retention itself, future court fees.
 * Reference = the number the letter says to quote (invoice or order number); the delivery note, customer number,
 * finance agreement and card digits are not it; the solicitors' own reference for theirs.
 * Open choices: where the shop's name is a trading name, the creditor is the limited company it is a trading name of
 * (printed under the letterhead and in the sign-off) — the legal entity owed the money, as in the worked example's
 * school and trust. Solicitors asking to be paid into their client account: creditor = the firm, debt_collection.
 */
const madeToOrder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const product = pick(r, ['kitchen', 'bathroom', 'sofa', 'furniture'] as const);
  const fitted = product === 'kitchen' || product === 'bathroom';
  const suffixes = {
    kitchen: ['Kitchens', 'Kitchen Studio', 'Kitchen Company'],
    bathroom: ['Bathrooms', 'Bathroom Studio', 'Bathroom Centre'],
    sofa: ['Sofa Company', 'Sofas', 'Sofa Workshop'],
    furniture: ['Furniture', 'Furniture Makers', 'Oak Furniture'],
  }[product];
  let creditor: string;
  let shop: string;
  let head: string[];
  const tradingSplit = r.chance(0.4);
  if (tradingSplit) {
    const s = stem(r);
    shop = `${s} ${pick(r, suffixes)}`;
    creditor = `${s} ${pick(r, ['Interiors', 'Home Furnishings', 'Retail', 'Design Group'])} Ltd`;
    head = r.chance(0.35) ? [shop.toUpperCase()] : [shop];
  } else {
    const co = company(r, suffixes);
    creditor = co.name;
    shop = co.name.replace(/ Ltd$/, '');
    head = co.head;
  }
  const sub = [
    ...(tradingSplit ? [`A trading name of ${creditor}`] : []),
    pick(r, ['Showroom and accounts: ', 'Accounts Department, ', '']) + officeAddress(r),
    `${phone(r)}  ${web(shop)}`,
  ];
  const orderNo = pick(r, [
    `SO-${r.digits(6)}`,
    `${r.letters(2, 'KBO')}${r.digits(5)}`,
    `ORD ${r.digits(4)} ${r.digits(3)}`,
    `KO${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const invNo = pick(r, [
    `INV${r.digits(6)}`,
    r.digits(5),
    `B/${r.digits(5)}`,
    `SI-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`,
  ]);
  const dn = pick(r, [`DN${r.digits(6)}`, `${r.digits(7)}/D`]);
  const custNo = `C${r.digits(6)}`;

  const lines = orderLines(r, product);
  const vatOf = (v: number) => round2(v * 0.2);
  const net = sum(lines.map(([, v]) => v));
  const vat = sum(lines.map(([, v]) => vatOf(v)));
  const total = round2(net + vat);
  const deposit = Math.round((total * pick(r, [0.25, 0.3, 0.4, 0.5])) / 10) * 10;
  const stage = product === 'kitchen' && r.chance(0.35) ? Math.round((total * 0.3) / 10) * 10 : 0;
  const balance = round2(total - deposit - stage);
  const variant = pick(r, ['invoice', 'reminder', 'final', 'sols'] as const);
  const back = { invoice: [3, 12], reminder: [24, 36], final: [45, 62], sols: [70, 95] }[variant];
  const done = addDays(c.date, -r.int(back[0], back[1]));
  const ordered = addDays(done, -r.int(42, 84));
  const invDate = addDays(done, r.int(0, 2));
  const card = r.digits(4);
  const finance = r.chance(0.35);
  let fin = stem(r);
  for (let i = 0; i < 6 && creditor.startsWith(fin); i++) fin = stem(r);
  const finName = `${fin} ${pick(r, ['Retail Finance', 'Consumer Finance', 'Point of Sale Finance'])} Ltd`;
  const finAgr = r.digits(8);
  const depositLine = finance
    ? `Deposit (paid via ${finName})`
    : `Deposit paid ${D(c, ordered)}, card ending ${card}`;
  const financeNote = `Your deposit of ${money(deposit)} was funded under a separate credit agreement with our finance partner, ${finName} (agreement ${finAgr}). Keep paying them as agreed; the balance on this page is owed to ${creditor}, not to them.`;
  const what = { kitchen: 'kitchen', bathroom: 'bathroom', sofa: 'sofa', furniture: 'furniture' }[product];
  const whatA = product === 'furniture' ? 'made-to-order dining furniture' : `a made-to-order ${what}`;
  const doneWord = fitted
    ? `fitting was completed on ${D(c, done)}`
    : `was delivered on ${D(c, done)} (delivery note ${dn})`;
  const sc = sortCode(r);
  const acct = r.digits(8);
  const bankLine = `sort code ${sc}, account ${acct}`;
  const vatLine = `VAT registration no. ${vatNo(r)}`;
  const footer = [`${regLine(creditor, r)} ${vatLine}.`];
  const quoteOrder = r.chance(0.5);
  const ref = quoteOrder ? orderNo : invNo;
  const refWord = quoteOrder ? 'order number' : 'invoice number';
  const signCo = (titles: string[]) => [
    ...signatory(r, titles),
    ...(tradingSplit ? [`for and on behalf of ${creditor}`] : [creditor]),
  ];
  const totals: [string, string][] = [
    ['Goods and services (ex VAT)', money(net)],
    ['VAT at 20%', money(vat)],
    ['Order total (inc VAT)', money(total)],
    [depositLine, neg(deposit)],
    ...(stage ? ([['Stage payment on delivery of units', neg(stage)]] as [string, string][]) : []),
  ];

  if (variant === 'invoice') {
    const pay = addDays(c.date, pick(r, [7, 7, 14]));
    const grid = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['bars', 'rings', 'chevron'] as const) : undefined,
      recipient: rcpt(c),
      ...(grid
        ? {
            panel: [],
            refGrid: [
              ['Invoice no.', invNo],
              ['Order no.', orderNo],
              [fitted ? 'Customer no.' : 'Delivery note', fitted ? custNo : dn],
              ['Tax point', D(c, invDate)],
            ] as [string, string][],
          }
        : {
            panel: [
              ['Invoice number', invNo],
              ['Order number', orderNo],
              ['Customer', custNo],
              ['Invoice date', D(c, invDate)],
            ] as [string, string][],
            panelStacked: true,
            panelBoxed: r.chance(0.5),
          }),
      title: pick(r, [
        'TAX INVOICE - BALANCE',
        'Balance invoice',
        `Invoice: balance due on ${fitted ? 'completion' : 'delivery'}`,
      ]),
      titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
      body: [
        {
          p: `Thank you for your order of ${D(c, ordered)}. Your ${what} ${doneWord}. This invoice is for the balance of the order, which our terms make payable on ${fitted ? 'completion' : 'delivery'}.`,
        },
        {
          grid: [
            ...lines.map(([t, v]) => [t, money(v), money(vatOf(v)), money(round2(v + vatOf(v)))]),
            ['Order total', money(net), money(vat), money(total)],
          ],
          header: ['Description', 'Net', 'VAT 20%', 'Gross'],
          widths: [0.52, 0.16, 0.16, 0.16],
        },
        { kv: totals.slice(2) },
        { amountBox: ['Balance due', money(balance)] },
        {
          p: `Please pay ${money(balance)} by ${D(c, pay)} by bank transfer to ${bankLine}, quoting ${refWord} ${ref}, or by card on the number above.`,
        },
        ...(finance ? [{ small: financeNote }] : []),
        {
          small: `The goods remain the property of ${creditor} until the order is paid for in full. Please tell us within 14 days of ${fitted ? 'completion' : 'delivery'} about anything that is not right; it will not delay your ${fitted ? 'guarantee' : 'warranty'}.`,
        },
      ],
      sign: [],
      ...(r.chance(0.4)
        ? {
            slip: {
              title: `Remittance - ${shop}`,
              rows: [
                [quoteOrder ? 'Order no.' : 'Invoice no.', ref],
                ['Balance due', money(balance)],
                ['Due by', D(c, pay)],
              ] as [string, string][],
            },
          }
        : {}),
      footer,
    };
    return { spec, truth: truth(creditor, balance, ref, 'normal', 1, 'first_demand', c, pay) };
  }

  const snag = r.chance(0.6);
  const snags = [...SNAGS[product]].sort(() => r.next() - 0.5).slice(0, r.int(2, 3));
  const statuses = snags.map((_, i) =>
    i === 0 ? SNAG_STATUS[r.chance(0.5) ? 0 : 3] : pick(r, SNAG_STATUS.slice(1, 3)),
  );
  const retain = snag ? pick(r, [0, 50, 100, 150, 250]) : 0;
  const now = round2(balance - retain);
  const emailDate = addDays(invDate, r.int(3, 9));
  const visit = addDays(c.date, r.int(5, 20));
  const remDate = addDays(invDate, r.int(16, 22));

  if (variant === 'reminder') {
    const pay = addDays(c.date, 7);
    const body: Block[] = [
      dear(c),
      {
        p: `Our invoice ${invNo} of ${D(c, invDate)} for the balance of your ${what} order (${money(balance)}) was due on ${fitted ? 'completion' : 'delivery'} and has not been paid.`,
      },
    ];
    if (snag) {
      body.push(
        {
          p: `Thank you for your email of ${D(c, emailDate)} listing the points you were unhappy with. We have looked at each one:`,
        },
        {
          grid: snags.map((t, i) => [t, statuses[i]]),
          header: ['Item raised', 'Where it stands'],
          widths: [0.55, 0.45],
          boldLast: false,
        },
        {
          p: `${statuses[0] === 'Engineer booked' ? 'Our engineer' : 'Our fitter'} will return on ${D(c, visit)} to deal with the first point. These points are covered by our guarantee, but they do not entitle you to withhold the whole balance. ${retain ? `We are happy to hold back ${money(retain)} until that visit is done, so we ask you to pay ${money(now)} now.` : 'Please therefore pay the balance now.'}`,
        },
      );
    } else
      body.push({
        p: `We also left you a voicemail on ${D(c, emailDate)} and have not heard back. If there is a problem with the ${what}, please tell us so that we can put it right; otherwise please pay the balance now.`,
      });
    body.push(
      {
        kv: [
          ['Balance of order', money(balance)],
          ...(retain ? ([['Held back until the return visit', neg(retain)]] as [string, string][]) : []),
          ['Please pay now', money(now)],
        ],
      },
      { p: `Please pay by ${D(c, pay)} to ${bankLine}, quoting your ${refWord} ${ref}.` },
      ...(finance ? [{ small: financeNote }] : []),
    );
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [quoteOrder ? 'Order no.' : 'Invoice no.', ref],
        [quoteOrder ? 'Invoice no.' : 'Order no.', quoteOrder ? invNo : orderNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        `Balance outstanding - order ${orderNo}`,
        'Reminder: balance of your order',
        'Payment reminder',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body,
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: signCo(['Customer Accounts', 'Accounts Manager', 'Aftercare Manager']),
      footer,
    };
    return { spec, truth: truth(creditor, now, ref, 'normal', 2, 'reminder', c, pay) };
  }

  if (variant === 'final') {
    const pay = addDays(c.date, 7);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      headBand: r.chance(0.5),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Balance now due', 'Amount due now']),
        amount: money(now),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        [quoteOrder ? 'Order' : 'Invoice', ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['FINAL NOTICE', 'Final notice before legal action', 'FINAL DEMAND']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, remDate)} about the unpaid balance of your ${what} order ${orderNo}${snag ? `, and answered the points in your email of ${D(c, emailDate)}` : ''}. We have still not received payment.`,
        },
        {
          grid: [
            ...totals,
            ...(retain ? [['Held back pending remedial work', neg(retain)]] : []),
            ['Balance now due', money(now)],
          ],
          widths: [0.72, 0.28],
        },
        {
          boxed: [
            `Unless ${money(now)} is received by ${D(c, pay)}, we will instruct solicitors to start court proceedings without further notice. You would then also be asked to pay interest at 8% a year, the court fee (${money(issueFee(now))}) and fixed costs.`,
          ],
        },
        ...(fitted
          ? []
          : [
              {
                p: `The ${what} remains our property until it is paid for in full, and we may arrange to collect it.`,
              },
            ]),
        { p: `Pay by bank transfer to ${bankLine} quoting ${ref}, or call ${phone(r)} to pay by card.` },
      ],
      closing: 'Yours sincerely',
      sign: signCo(['Credit Controller', 'Finance Director']),
      footer,
    };
    return { spec, truth: truth(creditor, now, ref, 'normal', 3, 'final_demand', c, pay) };
  }

  // Solicitors' letter before claim.
  const firm = lawFirm(r, creditor);
  const solRef = pick(r, [
    `${r.letters(3, 'DRCL')}/${r.digits(6)}`,
    `${r.digits(5)}/${c.who.last.slice(0, 4).toUpperCase()}`,
    `L${oOrI(r)}${r.digits(6)}`,
  ]);
  const since = addDays(invDate, 7);
  const int = interest8(now, since, c.date);
  const claimed = round2(now + int);
  const pay = addDays(c.date, 30);
  const asTrading = tradingSplit ? ` trading as ${shop}` : '';
  const spec: Spec = {
    face: c.face,
    head: firm.head,
    sub: [officeAddress(r), `Telephone ${phone(r)}  recoveries@${host(firm.name)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    logoMark: r.chance(0.4) ? 'shield' : undefined,
    recipient: rcpt(c),
    panel: [
      ['Our ref', solRef],
      ['Your order no.', orderNo],
      ['Customer no. (client)', custNo],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - unpaid balance']),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `We are instructed by ${creditor}${asTrading} ("our client"). On ${D(c, ordered)} you ordered ${whatA} from our client for ${money(total)} including VAT and paid a deposit of ${money(deposit)}${finance ? ` (through ${finName})` : ''}. The ${fitted ? 'installation was completed' : 'goods were delivered'} on ${D(c, done)} and our client invoiced the balance (invoice ${invNo}).`,
      },
      ...(snag
        ? [
            {
              p: `You complained of the following: ${snags.map((x) => x.toLowerCase()).join('; ')}. Our client has dealt with or offered to deal with each point${retain ? ` and has deducted ${money(retain)} pending the final remedial visit` : ''}; none of them is a reason to withhold payment.`,
            },
          ]
        : []),
      {
        grid: [
          ['Balance due to our client', money(now)],
          [`Interest at 8% a year from ${D(c, since)}`, money(int)],
          ['Total now claimed', money(claimed)],
        ],
        widths: [0.74, 0.26],
      },
      {
        p: `Under the Pre-Action Protocol for Debt Claims, please pay ${money(claimed)} to our client account (${bankLine}) quoting our reference ${solRef}, or reply using the enclosed Reply Form, within 30 days, by ${D(c, pay)}. If you do neither, we will issue a claim in the County Court without further notice, and the court fee and fixed costs will be added.`,
      },
      {
        small:
          'An Information Sheet and Reply Form are enclosed. You may wish to get independent advice, for example from Citizens Advice.',
      },
    ],
    closing: 'Yours faithfully',
    sign: [firm.name],
    footer: [sraLine(firm.name, r)],
  };
  return { spec, truth: truth(firm.name, claimed, solRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W252 Stairlift, scooter or hearing-aid rental under a regulated consumer hire agreement
// ------------------------------------------------------------------------------------------------------------

/**
 * A stairlift, mobility scooter or hearing-aid supplier that rents the equipment under a regulated consumer hire
 * agreement (Consumer Credit Act 1974), chasing missed monthly or four-weekly rentals: a first arrears letter (missed
 * Direct Debits table, amount box) stage 1 first_demand; a Notice of Sums in Arrears (reference grid, statutory
 * wording, arrears table; stage 2 reminder when it refers to an earlier letter, else stage 1 first_demand); a Default
 * Notice under s.87(1) (boxed statutory notice, label/value rows) stage 3 default_notice; a notice of termination and
 * of intention to collect the equipment (owe box, collection appointment) stage 3 termination_notice; or the
 * supplier's collection agency after termination (stage 1 debt_recovery, or its final notice stage 3 final_demand).
 * Amount = the arrears asked for now: missed rentals (+ returned payment charges already added, except on the Notice
 * of Sums in Arrears, which leaves them to a separate notice of default sums, as the Act does), "amount required to
 * remedy the breach" on the default notice, "total now due" on termination (arrears + rent to termination + any
 * collection charge already applied). Not it: the monthly rental, the next rental, the installation fee paid, the
 * replacement value of the equipment, a collection charge that may be added later, rentals for the rest of a term.
 * Reference = the agreement number, or the customer number where the letter says to quote that; the equipment serial
 * number is not it; for the collector its own reference (the agreement number is then a client reference).
 * Open choices: a hire agreement lends nothing and the hirer never owns the goods, so it is not a 'loan' (nor
 * credit_card); the supplier's letters are an ordinary overdue sum from a business, 'normal'; the collector's are
 * 'debt_collection' and its name is the creditor. A default notice is its own kind (default_notice), stage 3 by the
 * README; termination with collection of the goods is termination_notice.
 */
const hireArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const eq = pick(r, ['stairlift', 'scooter', 'hearing'] as const);
  const co = company(
    r,
    {
      stairlift: ['Stairlifts', 'Home Access', 'Stairlift Company'],
      scooter: ['Mobility', 'Mobility Hire', 'Scooters'],
      hearing: ['Hearing Care', 'Hearing', 'Hearing Centres'],
    }[eq],
  );
  const supplier = co.name;
  const curved = eq === 'stairlift' && r.chance(0.4);
  const item =
    eq === 'stairlift'
      ? `${curved ? 'curved' : 'straight'} stairlift (${pick(r, ['Glide 3', 'Contour C', 'Stair-Ease 120', 'SL-200'])})`
      : eq === 'scooter'
        ? `${pick(r, ['class 3 road scooter', 'class 2 boot scooter', 'mid-size class 3 scooter'])} (${pick(r, ['Trekker 8', 'Rover S4', 'Breeze 4+'])})`
        : `pair of ${pick(r, ['rechargeable behind-the-ear', 'receiver-in-canal', 'in-the-ear'])} hearing aids`;
  const short = { stairlift: 'stairlift', scooter: 'scooter', hearing: 'hearing aids' }[eq];
  const serial =
    eq === 'hearing' ? `L ${r.digits(8)} / R ${r.digits(8)}` : `${r.letters(2, 'SLMKT')}${r.digits(7)}`;
  const rent =
    eq === 'stairlift'
      ? curved
        ? r.money(155, 260)
        : r.money(62, 115)
      : eq === 'scooter'
        ? r.money(48, 128)
        : r.money(42, 110);
  const fourWeekly = eq === 'scooter' && r.chance(0.4);
  const step = fourWeekly ? 28 : 30;
  const period = fourWeekly ? 'four-weekly' : 'monthly';
  const install =
    eq === 'stairlift' ? pick(r, [195, 250, 295, 350]) : eq === 'hearing' ? pick(r, [0, 95, 150]) : 0;
  const replacement =
    eq === 'stairlift'
      ? pick(r, [2950, 3400, 6800])
      : eq === 'scooter'
        ? pick(r, [1650, 2400, 3100])
        : pick(r, [1800, 2600, 3400]);
  const agreement = pick(r, [
    `HA${r.digits(6)}`,
    `${r.digits(4)}-${r.digits(4)}`,
    `RH/${r.digits(5)}/${oOrI(r)}`,
    `${r.letters(3, 'SLMH')}${r.digits(5)}`,
  ]);
  const custNo = r.digits(7);
  const quoteCust = r.chance(0.35);
  const ref = quoteCust ? custNo : agreement;
  const refWord = quoteCust ? 'customer number' : 'agreement number';
  const started = addDays(c.date, -r.int(220, 900));

  const variant = pick(r, ['arrears', 'nosia', 'default', 'terminate', 'collector'] as const);
  const nMissed = {
    arrears: r.int(1, 2),
    nosia: r.int(2, 3),
    default: r.int(3, 4),
    terminate: r.int(3, 5),
    collector: r.int(3, 5),
  }[variant];
  const lastDue = addDays(
    c.date,
    -r.int(variant === 'arrears' ? 5 : 8, 20) - (variant === 'terminate' || variant === 'collector' ? 30 : 0),
  );
  const dues = Array.from({ length: nMissed }, (_, i) => addDays(lastDue, -step * (nMissed - 1 - i)));
  const part = r.chance(0.3) ? round2(Math.floor(rent * pick(r, [0.3, 0.5]))) : 0;
  const missedRows = dues.map((d, i) => {
    const paid = i === 0 ? part : 0;
    return { d, due: rent, paid, out: round2(rent - paid) };
  });
  const arrears = sum(missedRows.map((x) => x.out));
  const rdFee = pick(r, [0, 0, 12, 15, 20]);
  const rdTotal = round2(rdFee * nMissed);
  const nextDue = addDays(lastDue, step);
  const sc = sortCode(r);
  const acct = r.digits(8);
  const payLine = `pay by bank transfer to ${co.name}, sort code ${sc}, account ${acct}, or by debit card on ${phone(r)}, quoting your ${refWord} ${ref}`;
  const hireFoot = `${fcaLine(supplier, r)} Your agreement is a regulated consumer hire agreement: the ${short} remain${eq === 'hearing' ? '' : 's'} our property.`;
  const attorney =
    'If someone helps you with your finances, such as a family member or an attorney, you may want to show them this letter.';
  const advice =
    'Free, independent debt advice is available from the national debt advice charities and from Citizens Advice.';
  const arrearsGrid = (withFees: boolean, label: string): Block => ({
    grid: [
      ...missedRows.map((x) => [D(c, x.d), money(x.due), x.paid ? money(x.paid) : money(0), money(x.out)]),
      ...(withFees && rdFee
        ? [[`Returned DD charges (${nMissed} x ${money(rdFee)})`, '', '', money(rdTotal)]]
        : []),
      [label, '', '', money(round2(arrears + (withFees ? rdTotal : 0)))],
    ],
    header: ['Rental due', 'Amount due', 'Paid', 'Outstanding'],
    widths: [0.46, 0.18, 0.18, 0.18],
  });
  const signCo = (titles: string[]) => [...signatory(r, titles), supplier];
  const head = co.head;
  const sub = [
    pick(r, ['Customer Accounts', 'Rentals Team', 'Accounts and Collections']),
    officeAddress(r),
    `${phone(r)}  ${web(supplier)}`,
  ];

  if (variant === 'arrears') {
    const total = round2(arrears + rdTotal);
    const pay = addDays(c.date, 14);
    const box = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'chevron'] as const) : undefined,
      recipient: rcpt(c),
      ...(box
        ? { owe: { label: 'Arrears to pay', amount: money(total), note: `Please pay by ${D(c, pay)}` } }
        : {}),
      panel: [
        [quoteCust ? 'Customer number' : 'Agreement number', ref],
        [quoteCust ? 'Agreement number' : 'Customer number', quoteCust ? agreement : custNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        `Your ${short} rental payments`,
        'Missed rental payment',
        `We haven't received your ${period} rental`,
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `Your ${period} rental for the ${item}, serial number ${serial}, was due on ${D(c, lastDue)}${nMissed > 1 ? ` and we have not received the payment due on ${D(c, dues[0])} either` : ''}. Your bank returned the Direct Debit marked "refer to payer".${rdFee ? ` As your agreement allows, a returned payment charge of ${money(rdFee)} has been added for each returned Direct Debit.` : ''}`,
        },
        arrearsGrid(true, 'Arrears now due'),
        {
          p: `Please ${payLine}, by ${D(c, pay)}. Your next rental of ${money(rent)} is due on ${D(c, nextDue)}; if you would like us to set up a new Direct Debit, just call us.`,
        },
        {
          p: `Your ${eq === 'hearing' ? 'aftercare, batteries and repairs' : 'servicing and breakdown cover'} continue as normal. If you are finding the rental hard to afford, please talk to us - we may be able to agree a payment plan. ${attorney}`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: signCo(['Customer Accounts Adviser', 'Rentals Administrator']),
      footer: [hireFoot],
    };
    return { spec, truth: truth(supplier, total, ref, 'normal', 1, 'first_demand', c, pay) };
  }

  if (variant === 'nosia') {
    const earlier = r.chance(0.6);
    const prev = addDays(lastDue, r.int(3, 7));
    const askBy = r.chance(0.5);
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Agreement number', agreement],
        ['Customer number', custNo],
        ['Date of notice', D(c, c.date)],
        ['Agreement date', D(c, started)],
      ],
      title: pick(r, [
        'NOTICE OF SUMS IN ARREARS',
        'Notice of sums in arrears under a regulated hire agreement',
      ]),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        {
          small: `Regulated consumer hire agreement for a ${item}${install ? `; installation charge of ${money(install)} paid on ${D(c, started)}` : ''}. Section 86B of the Consumer Credit Act 1974.`,
        },
        dear(c),
        {
          p: `${earlier ? `We wrote to you on ${D(c, prev)} about the rental you had missed. ` : ''}This notice is given because you are behind with your payments under the agreement. You should pay the arrears as soon as you can${askBy ? `, and in any event by ${D(c, pay)}` : ''}. When paying, please quote your ${refWord} ${ref}.`,
        },
        arrearsGrid(false, 'Total sum in arrears'),
        {
          p: `Returned payment charges${rdFee ? ` of ${money(rdTotal)}` : ''} are not included in the total above; if we charge them we will send you a separate notice of default sums. Your ${period} rental of ${money(rent)} continues to fall due.`,
        },
        {
          boxed: [
            'We are required by law to send you this notice. It does not mean that we will take any action against you, but if you do not pay the arrears, or agree a way of paying them, we may do so.',
          ],
        },
        {
          small: `An information sheet prepared by the Financial Conduct Authority about arrears is enclosed. It explains what you can do if you are having difficulty paying. ${advice} ${attorney}`,
        },
      ],
      closing: 'Yours sincerely',
      sign: signCo(['Collections Manager', 'Head of Customer Accounts']),
      footer: [hireFoot],
    };
    return {
      spec,
      truth: truth(
        supplier,
        arrears,
        ref,
        'normal',
        earlier ? 2 : 1,
        earlier ? 'reminder' : 'first_demand',
        c,
        askBy ? pay : undefined,
      ),
    };
  }

  if (variant === 'default') {
    const remedy = round2(arrears + rdTotal);
    const by = addDays(c.date, pick(r, [16, 21, 28]));
    const collect = pick(r, [75, 95, 120, 150]);
    const spec: Spec = {
      face: c.face,
      top: ['IMPORTANT - YOU SHOULD READ THIS CAREFULLY'],
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      headBand: r.chance(0.4),
      recipient: rcpt(c),
      panel: [
        ['Agreement', agreement],
        ['Customer', custNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      panelStacked: r.chance(0.5),
      title: 'DEFAULT NOTICE',
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        {
          p: `Served under section 87(1) of the Consumer Credit Act 1974 on ${c.who.title} ${c.who.first[0]} ${c.who.last}, the hirer under regulated consumer hire agreement ${agreement} dated ${D(c, started)} for the hire of a ${item}.`,
        },
        {
          kv: [
            [
              'Breach of agreement:',
              `${period === 'monthly' ? 'Monthly' : 'Four-weekly'} rentals not paid (clause ${r.int(3, 9)})`,
            ],
            ['Rentals missed:', `${nMissed} of ${money(rent)}${part ? ` (${money(part)} paid)` : ''}`],
            ['First and last missed:', `${D(c, dues[0])} and ${D(c, lastDue)}`],
            ...(rdFee ? ([['Returned payment charges:', money(rdTotal)]] as [string, string][]) : []),
            ['Amount required to remedy the breach:', money(remedy)],
            ['Pay this by:', D(c, by)],
          ],
        },
        {
          boxed: [
            `If the action required by this notice is taken before the date shown, no further enforcement action will be taken in respect of the breach.`,
            `If you do not pay ${money(remedy)} by ${D(c, by)}, we intend to end the agreement and arrange to collect the ${short}. A collection charge of ${money(collect)} would then be added.`,
          ],
        },
        {
          p: `Quote agreement number ${agreement} when you pay. ${eq === 'stairlift' ? 'We know how important the stairlift may be to you. ' : ''}If you are having difficulty, please contact us before that date: we would much rather agree a way forward than collect the equipment.`,
        },
        {
          small: `If you have difficulty paying any sum owing under the agreement, you can apply to the court, which may make an order allowing you more time. If you are not sure what to do, get help as soon as possible from a solicitor, Citizens Advice or a debt advice charity. ${attorney}`,
        },
      ],
      closing: 'Yours faithfully',
      sign: signCo(['Collections Manager', 'Credit Control Manager']),
      footer: [hireFoot],
    };
    return { spec, truth: truth(supplier, remedy, agreement, 'normal', 3, 'default_notice', c, by) };
  }

  if (variant === 'terminate') {
    const dn = addDays(c.date, -r.int(24, 40));
    const ended = addDays(c.date, -r.int(2, 6));
    const collectAdded = r.chance(0.5);
    const collect = pick(r, [75, 95, 120, 150]);
    const total = round2(arrears + rdTotal + (collectAdded ? collect : 0));
    const appt = addDays(c.date, r.int(8, 15));
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['bars', 'shield'] as const) : undefined,
      recipient: rcpt(c),
      owe: { label: 'Total now due', amount: money(total), note: `Pay by ${D(c, pay)}` },
      panel: [
        [quoteCust ? 'Customer no.' : 'Agreement no.', ref],
        ['Serial no.', eq === 'hearing' ? serial.split(' / ')[0] : serial],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, [
        `Notice of termination and collection of your ${short}`,
        'TERMINATION OF HIRE AGREEMENT',
        'Your hire agreement has ended',
      ]),
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `On ${D(c, dn)} we served a default notice asking you to pay the arrears under your hire agreement ${agreement}. The arrears were not paid, so we have terminated the agreement with effect from ${D(c, ended)}. You no longer have the right to keep the ${item}.`,
        },
        {
          grid: [
            [`Unpaid rentals (${nMissed}, due ${D(c, dues[0])} to ${D(c, lastDue)})`, money(arrears)],
            ...(rdFee ? [['Returned payment charges', money(rdTotal)]] : []),
            ...(collectAdded ? [['Collection and removal charge', money(collect)]] : []),
            ['Total now due', money(total)],
          ],
          widths: [0.76, 0.24],
        },
        {
          p: `Our ${eq === 'hearing' ? 'audiologist will call at your home' : 'engineers will call'} on ${D(c, appt)} between ${pick(r, ['8am and 12 noon', '9am and 1pm', '12 noon and 5pm'])} to collect the ${short}${eq === 'stairlift' ? ', remove the rail and fill the fixing holes' : ''}. Please make ${eq === 'hearing' ? 'them' : 'it'} available and call us if that day is not convenient. Please do not sell or give away the ${short}: the replacement value is ${money(replacement)}${collectAdded ? '' : `, and a collection charge of ${money(collect)} will be added once it is collected`}.`,
        },
        {
          p: `Please ${payLine}, by ${D(c, pay)}. If you still need the ${short} and can clear the arrears, call us before the collection date and we will talk about a new agreement.`,
        },
        { small: `${advice} ${attorney}` },
      ],
      closing: 'Yours sincerely',
      sign: signCo(['Collections Manager', 'Customer Accounts Manager']),
      footer: [hireFoot],
    };
    return { spec, truth: truth(supplier, total, ref, 'normal', 3, 'termination_notice', c, pay) };
  }

  // The supplier's collection agency, after termination.
  let agency = company(r, ['Credit Management', 'Collections', 'Recovery Services']);
  for (let i = 0; i < 6 && agency.name.split(' ')[0] === supplier.split(' ')[0]; i++)
    agency = company(r, ['Credit Management', 'Collections', 'Recovery Services']);
  const ourRef = pick(r, [
    `${r.letters(3, 'CRMO')}${r.digits(7)}`,
    `${r.digits(3)}/${r.digits(6)}`,
    `D${oOrI(r)}-${r.digits(7)}`,
  ]);
  const ended = addDays(lastDue, r.int(5, 15));
  const collect = pick(r, [0, 95, 120]);
  const bal = round2(arrears + rdTotal + collect);
  const final = r.chance(0.45);
  const prev = addDays(ended, r.int(5, 10));
  const pay = addDays(c.date, final ? 7 : 14);
  const offer = round2(Math.ceil((bal / pick(r, [6, 8, 10])) * 100) / 100);
  const spec: Spec = {
    face: c.face,
    head: agency.head,
    sub: [officeAddress(r), `Payments ${phone(r)}  ${web(agency.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    headBand: r.chance(0.35),
    recipient: rcpt(c),
    ...(r.chance(0.5) ? { owe: { label: 'Balance due', amount: money(bal) } } : {}),
    panel: [
      ['Our reference', ourRef],
      ['Client', supplier],
      ['Client ref', agreement],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    title: final
      ? pick(r, ['FINAL NOTICE', 'Final notice before legal action is recommended'])
      : pick(r, ['Your account has been passed to us', 'Notice of debt collection']),
    titleStyle: final ? 'banner' : pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: final
          ? `We wrote to you on ${D(c, prev)} about the balance owed to our client, ${supplier}, under your hire agreement for a ${item}, which ended on ${D(c, ended)}. You have not paid or contacted us.`
          : `${supplier} ended your hire agreement for a ${item} on ${D(c, ended)} because rentals were not paid, and has instructed us to collect the balance. ${supplier} remains the owner of the debt; please now deal with us about it.`,
      },
      {
        kv: [
          ['Unpaid rentals', money(arrears)],
          ...(rdFee ? ([['Returned payment charges', money(rdTotal)]] as [string, string][]) : []),
          ...(collect
            ? ([['Collection charge (equipment collected)', money(collect)]] as [string, string][])
            : []),
          ['Balance due', money(bal)],
        ],
      },
      final
        ? {
            boxed: [
              `Unless ${money(bal)} is paid by ${D(c, pay)}, or you agree a payment plan with us, we will recommend to our client that it starts court proceedings against you.`,
            ],
          }
        : {
            p: `Please pay ${money(bal)} by ${D(c, pay)}, quoting our reference ${ourRef}, at ${web(agency.name)} or by calling us. If you cannot pay in full, we can accept instalments, for example ${money(offer)} a month, if you tell us about your income and outgoings.`,
          },
      ...(final
        ? [{ p: `Quote our reference ${ourRef} when paying at ${web(agency.name)} or by phone.` }]
        : []),
      { small: `No interest or further charges are being added by us. ${advice} ${attorney}` },
    ],
    closing: 'Yours sincerely',
    sign: [pick(r, ['Customer Services', 'Collections Team', 'Accounts Team']), agency.name],
    footer: [fcaLine(agency.name, r)],
  };
  return {
    spec,
    truth: truth(
      agency.name,
      bal,
      ourRef,
      'debt_collection',
      final ? 3 : 1,
      final ? 'final_demand' : 'debt_recovery',
      c,
      pay,
    ),
  };
};

export const FRESH24B_FAMILIES: Family[] = [
  {
    id: 'W250',
    name: 'Driving school unpaid lessons, block balance, late cancellations and test fee (statement, reminder, final, letter before claim or solicitors)',
    group: 'business',
    make: drivingSchool,
  },
  {
    id: 'W251',
    name: 'Made-to-order kitchen, bathroom or sofa balance after delivery or fitting, deposit paid, snag list (balance invoice, reminder, final notice or solicitors)',
    group: 'business',
    make: madeToOrder,
  },
  {
    id: 'W252',
    name: 'Stairlift, mobility scooter or hearing-aid rental arrears under a regulated hire agreement (arrears letter, NOSIA, default notice, termination and collection, or collector)',
    group: 'business',
    make: hireArrears,
  },
];
