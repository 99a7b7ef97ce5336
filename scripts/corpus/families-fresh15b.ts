/**
 * The fourteenth fresh held-out set, part b (W169–W171): kinds of letter the corpus does not have yet — a timeshare /
 * holiday club's annual maintenance fee arrears letter (from the club's own owner services, or from a collection
 * agency acting for the club), a Scottish court Fines Enforcement Officer's notice that an enforcement order has been
 * made (with the sanctions open to the officer), and a bank's letter saying it has used its right of set-off (money
 * taken from the customer's savings or current account to reduce a terminated loan, a defaulted credit card or a
 * closed overdrawn account) and demanding what is left. Written by a writer who had not read the extractor; scored
 * once. Every face is drawn per letter, and each family picks one of several layouts and wordings per letter. Ground
 * truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the
 * family.
 */
import type { Spec } from './compose';
import {
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  postcode,
  sortCode,
  stem,
  web,
  vrm,
} from './vocab';
import type { Rng } from './vocab';
import {
  ALL_FACES,
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
// W169 Timeshare / holiday club maintenance fees
// ------------------------------------------------------------------------------------------------------------

/**
 * A holiday club's unpaid annual management (maintenance) charge. Four shapes, chosen per letter:
 *  0. the club's Owner Services second reminder (letter, statement grid, payment options) — stage 2, kind reminder;
 *  1. the club's final notice (dark band letterhead, reference cells, shaded total, reply boxes, payment slip),
 *     warning of suspended usage rights and referral to its collection agent — stage 3, kind final_demand;
 *  2. a collection agency's first letter for the club ("You owe" box, stacked reference panel) — stage 1,
 *     kind debt_recovery;
 *  3. the same agency's follow-up ("we wrote to you on…", with a settlement offer) — stage 2, kind debt_recovery.
 * Club letters: the creditor is the club company (its legal name in the sign-off / footer; the letterhead may print
 * only the brand), debtType 'normal' (an ordinary overdue charge from a business, not credit), the reference is the
 * membership number the letter says to quote (the invoice number in the statement and the resort / week / points are
 * not it). Agency letters: the agency writes and asks to be paid, so it is the creditor (README on-behalf rule),
 * 'debt_collection'; the agency's own reference is quoted, the club's membership number is a client reference.
 * Amount = the total arrears / balance due (including late charges or collection costs already added); not the
 * monthly Direct Debit offer, next year's estimated charge, the possible collection charge of up to 15%, the late
 * charge waiver or the settlement figure.
 */
const timeshareFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const brand = `${s} ${pick(r, ['Holiday Club', 'Vacation Club', 'Resorts Club', 'Leisure Owners Club'])}`;
  const club = `${brand} ${pick(r, ['Ltd', 'Limited', 'plc'])}`;
  const resort = `${place(r)} ${pick(r, ['Sands', 'Bay', 'Lodges', 'Country Club', 'Marina', 'Heights'])}`;
  const yr = c.date.getUTCFullYear();
  const fy = yr;
  const member = pick(r, [
    `${r.digits(3)}-${r.digits(5)}`,
    `${r.letters(2, 'OWMC')}${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(6)}/${r.letters(1, 'PWF')}`,
  ]);
  const points = r.chance(0.5);
  const holding = points
    ? `${(r.int(4, 24) * 1000).toLocaleString('en-GB')} points a year`
    : `Week ${r.int(1, 52)}, Apartment ${r.int(1, 48)}${r.letters(1, 'ABC')}`;
  const mgmt = r.money(480, 1450);
  const sinking = r.chance(0.6) ? r.money(60, 240) : 0;
  const clubFee = r.chance(0.5) ? pick(r, [45, 65, 89]) : 0;
  const prev = r.chance(0.35) ? r.money(420, 1300) : 0;
  const late = pick(r, [0, 25, 35, 50, 75]);
  const paid = r.chance(0.3) ? round2(Math.floor(mgmt * pick(r, [0.2, 0.25, 0.3]))) : 0;
  const inv = `AMC${String(fy).slice(2)}-${r.digits(5)}`;
  const invDate = addDays(c.date, -r.int(95, 160));
  const due = addDays(invDate, pick(r, [28, 30, 42]));
  const rem1 = addDays(due, r.int(14, 24));
  const mode = r.int(0, 3);
  const agency = mode >= 2;
  const collCost = agency && r.chance(0.5) ? pick(r, [0.1, 0.12, 0.15]) : 0;
  const arrears = round2(mgmt + sinking + clubFee + prev + late - paid);
  const collFee = round2(arrears * collCost);
  const total = round2(arrears + collFee);
  const nextYear = round2(mgmt * pick(r, [1.04, 1.06, 1.07]));
  const dd = round2(Math.ceil((total / pick(r, [6, 8, 10])) * 100) / 100);
  const rows: string[][] = [
    ...(prev ? [[`Annual management charge ${fy - 1} (brought forward)`, fmtMoney(prev)]] : []),
    [`Annual management charge ${fy} - invoice ${inv}`, fmtMoney(mgmt)],
    ...(sinking ? [[`Sinking fund / reserve contribution ${fy}`, fmtMoney(sinking)]] : []),
    ...(clubFee ? [['Club membership subscription', fmtMoney(clubFee)]] : []),
    ...(late ? [['Late payment charge', fmtMoney(late)]] : []),
    ...(paid ? [['Part payment received - thank you', `-${fmtMoney(paid)}`]] : []),
  ];
  const office = officeAddress(r);
  const ph = phone(r);

  if (!agency) {
    const finalN = mode === 1;
    const rem2 = addDays(rem1, r.int(18, 28));
    const pay = addDays(c.date, finalN ? 14 : pick(r, [14, 21]));
    const label = finalN ? 'Total arrears' : pick(r, ['Amount now due', 'Balance outstanding']);
    const footer = [
      `${regLine(club, r)} ${brand} is the members' club that holds the resort on trust for its members.`,
    ];
    if (!finalN) {
      const spec: Spec = {
        face: c.face,
        head: r.chance(0.5) ? [brand] : [brand.toUpperCase()],
        logoMark: pick(r, ['rings', 'chevron'] as const),
        sub: ['Owner Services', office, `${ph}  ownerservices@${host(brand)}`],
        headAlign: pick(r, ['left', 'center'] as const),
        recipient: rcpt(c),
        panel: [
          ['Membership no.', member],
          ['Resort', resort],
          [points ? 'Holding' : 'Ownership', holding],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.4),
        title: pick(r, [
          `Second reminder - ${fy} annual management charge`,
          `Your ${fy} maintenance fees are overdue`,
          `Management charge ${fy}: second reminder`,
        ]),
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body: [
          dear(c),
          {
            p: pick(r, [
              `We sent you the invoice for your ${fy} annual management charge on ${D(c, invDate)}, payable by ${D(c, due)}, and a reminder on ${D(c, rem1)}. Our records show that the account is still unpaid.`,
              `Your ${fy} management charge was invoiced on ${D(c, invDate)} and fell due on ${D(c, due)}. We wrote to remind you on ${D(c, rem1)}, but we have not yet received your payment.`,
            ]),
          },
          {
            grid: [...rows, [label, fmtMoney(total)]],
            header: ['Your account', 'Amount'],
            widths: [0.74, 0.26],
          },
          {
            p: `The management charge pays for the upkeep, cleaning, insurance and staffing of ${resort} and is shared by every owner under the Club Rules. Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting your membership number ${member}. Until it is paid you will not be able to make new bookings${points ? ' or use your points' : ''}.`,
          },
          {
            kv: [
              ['Online', `${web(brand)}/owners`],
              ['By phone', `${ph} (Mon-Fri 9am-5.30pm)`],
              ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
            ],
          },
          {
            small: `Prefer to spread the cost? We can set up a monthly Direct Debit of ${fmtMoney(dd)} instead; call Owner Services. Your ${fy + 1} management charge, currently estimated at ${fmtMoney(nextYear)}, will be invoiced in January and is not included above.`,
          },
        ],
        closing: pick(r, ['Yours sincerely', 'Kind regards']),
        sign: [...signatory(r, ['Owner Services Manager', 'Member Accounts Team Leader']), club],
        footer,
      };
      return { spec, truth: truth(club, total, member, 'normal', 2, 'reminder', c, pay) };
    }
    const spec: Spec = {
      face: c.face,
      head: [brand],
      headBand: true,
      logoMark: 'shield',
      sub: ['Owner Services - Member Accounts', office, ph],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Membership number', member],
        ['Resort', resort],
        ['Notice date', D(c, c.date)],
      ],
      title: pick(r, ['FINAL NOTICE', 'FINAL NOTICE - MANAGEMENT CHARGES', 'Final notice before referral']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `Despite our invoice of ${D(c, invDate)} and our reminders of ${D(c, rem1)} and ${D(c, rem2)}, the management charges on your membership (${holding}) remain unpaid.`,
        },
        { grid: rows, widths: [0.74, 0.26], boldLast: false },
        { amountBox: [label, fmtMoney(total)] },
        {
          p: `Unless ${fmtMoney(total)} is received by ${D(c, pay)}: your usage rights${points ? ' and points' : ''} will be suspended and any bookings cancelled; the account will be passed to our collection agent, whose charges of up to 15% of the debt may be added under Rule ${r.int(8, 19)}.${r.int(1, 6)} of the Club Rules; and we may start proceedings to recover the debt. ${late ? `If you pay in full by that date we will waive the late payment charge of ${fmtMoney(late)}.` : ''}`.trim(),
        },
        {
          checks: [
            `I enclose / have paid ${fmtMoney(total)} in full`,
            'Please call me to arrange a payment plan',
            'I would like to discuss giving up (relinquishing) my membership',
          ],
        },
      ],
      closing: 'Yours faithfully',
      sign: ['Member Accounts', club],
      slip: {
        title: `Remittance - ${club}`,
        rows: [
          ['Membership number', member],
          ['Amount due', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
    return { spec, truth: truth(club, total, member, 'normal', 3, 'final_demand', c, pay) };
  }

  // The collection agency
  let dcaStem = stem(r);
  while (dcaStem === s) dcaStem = stem(r);
  const dcaMid = pick(r, ['Credit Management', 'Collection Services', 'Recoveries', 'Credit Control']);
  const dca = `${dcaStem} ${dcaMid} Ltd`;
  const dcaHead = r.chance(0.5) ? [dca] : [`${dcaStem}`, `${dcaMid} Ltd`];
  const ref = pick(r, [
    `${r.letters(3, 'TSHC')}/${r.digits(6)}`,
    `${r.digits(8)}`,
    `${r.letters(1, 'KOD')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const follow = mode === 3;
  const first = addDays(c.date, -r.int(21, 35));
  const pay = addDays(c.date, 14);
  const settle = round2(Math.round(total * pick(r, [0.7, 0.75, 0.8])));
  const label = pick(r, ['Balance due', 'Total now due', 'Amount outstanding']);
  const agRows = [
    ...rows,
    ...(collFee
      ? [[`Collection costs (${Math.round(collCost * 100)}%, Club Rules)`, fmtMoney(collFee)]]
      : []),
    [label, fmtMoney(total)],
  ];
  const spec: Spec = {
    face: c.face,
    head: dcaHead,
    sub: [office, `${ph}  ${web(dca)}`],
    headAlign: pick(r, ['right', 'left'] as const),
    returnAddress: r.chance(0.5) ? `Return address: ${dca}, ${office}` : undefined,
    recipient: rcpt(c),
    owe: {
      label,
      amount: fmtMoney(total),
      note: follow ? 'Please contact us now' : `Please pay by ${D(c, pay)}`,
    },
    panel: [
      ['Our ref', ref],
      ['Client', brand],
      ['Client ref', member],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: follow
      ? pick(r, ['We have not heard from you', `Unpaid ${brand} charges - no reply received`])
      : pick(r, [`${brand}: unpaid management charges`, 'Your account has been passed to us']),
    titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: follow
          ? `We wrote to you on ${D(c, first)} about the unpaid management charges on your ${brand} membership at ${resort}. We have not received payment or any reply. The balance remains due to us.`
          : `${club} has passed your membership account to us to collect the unpaid management charges for ${resort} (${holding}). Our client has written to you about these charges and tells us they have not been paid. Please now deal with us and not with the Club.`,
      },
      { grid: agRows, header: ['Membership account', 'Amount'], widths: [0.74, 0.26] },
      follow
        ? {
            p: `To bring this to an end, our client has authorised us to accept ${fmtMoney(settle)} in full and final settlement if it is received in one payment by ${D(c, addDays(c.date, 10))}. Otherwise the full balance of ${fmtMoney(total)} remains payable, and we may recommend that our client starts court proceedings.`,
          }
        : {
            p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, or call us before then if you need time to pay. If you believe you do not owe this money, for example because your membership ended before ${fy}, tell us in writing within 14 days and we will put the matter on hold while we check with our client.`,
          },
      {
        kv: [
          ['Pay online', `${web(dca)}/pay`],
          ['Call', `${ph} (8am-8pm weekdays)`],
          ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference to quote', ref],
        ],
      },
      {
        small: `Free, independent debt advice is available from debt advice charities. We are a member of the Credit Services Association and follow its Code of Practice.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Client Accounts Manager']), dca],
    footer: [regLine(dca, r)],
  };
  return {
    spec,
    truth: truth(
      dca,
      total,
      ref,
      'debt_collection',
      follow ? 2 : 1,
      'debt_recovery',
      c,
      follow ? undefined : pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W170 Scottish court Fines Enforcement Officer: enforcement order
// ------------------------------------------------------------------------------------------------------------

const SC_A = [
  'Kil',
  'Inver',
  'Auch',
  'Strath',
  'Glen',
  'Dal',
  'Bal',
  'Kin',
  'Aber',
  'Carn',
  'Lochan',
  'Drum',
];
const SC_B = [
  'more',
  'keith',
  'burn',
  'lochy',
  'ross',
  'mair',
  'nock',
  'lorn',
  'brae',
  'cairn',
  'ness',
  'vie',
];
const scotPlace = (r: Rng) => `${pick(r, SC_A)}${pick(r, SC_B)}`;

/**
 * A Fines Enforcement Officer's notice, from the fines office of a Scottish sheriff court or justice of the peace
 * court, that an enforcement order is in force because a court fine has not been paid as ordered, listing the
 * sanctions the officer may now use (deduction from benefits, arrestment of earnings or of a bank account, clamping
 * and sale of a vehicle, referral back to court) and asking for the balance by a date. Three shapes, per letter:
 *  0. an official notice: crest, reference cells, boxed title, case details, account grid, two-column sanctions,
 *     payment slip;
 *  1. a letter from the officer with a reference panel and a plain table, sanctions as paragraphs;
 *  2. the officer's follow-up once the order has been notified and not paid, naming the step about to be taken.
 * Creditor: the court whose fines office writes and is paid (the invented court in the letterhead and sign-off). The
 * Scottish Courts and Tribunals Service, the real body that runs the courts, is named only in footer boilerplate (the
 * README keeps real names to statutes and regulators), so it is never the truth. 'court' (a court fines office).
 * Stage 3, kind fine_notice: notice of an enforcement order / the officer's further steps is an enforcement notice,
 * the README's stage-3 list (a notice of enforcement, further steps notice) — shape 2 mentions the earlier notice,
 * which does not lower a final letter. Amount = the balance outstanding (fine + victim surcharge + compensation −
 * payments); not the instalment rate, the original fine alone, the clamping / removal / storage charges that would be
 * added later, nor the payments made. accountNumber = the fine account number the notice says to quote; the court
 * case reference, the procurator fiscal reference, the date of birth, the masked National Insurance number and the
 * vehicle registration are not it.
 */
const scotFineEnforcement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = scotPlace(r);
  const jp = r.chance(0.4);
  const court = `${p} ${jp ? 'Justice of the Peace Court' : 'Sheriff Court'}`;
  const head = r.chance(0.5)
    ? [court]
    : r.chance(0.5)
      ? [p, jp ? 'Justice of the Peace Court' : 'Sheriff Court']
      : [court.toUpperCase()];
  const acc = pick(r, [
    `FA${r.digits(7)}`,
    `${r.digits(4)}/${r.digits(5)}`,
    `${r.letters(2, 'SFO')}-${r.digits(3)}-${oOrI(r)}${r.digits(3)}`,
  ]);
  const yy = String(c.date.getUTCFullYear() - r.int(0, 1)).slice(2);
  const caseRef = `${r.letters(2, 'SJKC')}${r.digits(5)}/${yy}`;
  const pfRef = `${r.letters(2, 'PFDG')}${r.digits(8)}`;
  const offence = pick(r, [
    'Driving without insurance (Road Traffic Act 1988, s.143)',
    'Speeding (Road Traffic Regulation Act 1984, s.89)',
    'Threatening or abusive behaviour',
    'Travelling on a train without a valid ticket',
    'Using a mobile phone while driving',
  ]);
  const fine = pick(r, [150, 200, 240, 300, 350, 400, 450, 500, 600, 750, 900]);
  const surcharge = fine <= 200 ? 20 : fine <= 500 ? 40 : 75;
  const comp = r.chance(0.3) ? pick(r, [50, 75, 120, 150, 250]) : 0;
  const imposed = addDays(c.date, -r.int(90, 300));
  const rate = pick(r, [5, 10, 15, 20, 25]);
  const per = pick(r, ['week', 'fortnight', 'month']);
  const nPaid = r.chance(0.6) ? r.int(1, 5) : 0;
  const paid = nPaid * rate;
  const bal = round2(fine + surcharge + comp - paid);
  const shape = r.int(0, 2);
  const orderDate = addDays(c.date, shape === 2 ? -r.int(24, 45) : -r.int(2, 9));
  const pay = addDays(c.date, pick(r, [10, 14, 14, 21]));
  const within = r.chance(0.4);
  const payText = within
    ? `within ${Math.round((pay.getTime() - c.date.getTime()) / 86400000)} days of the date of this notice (by ${D(c, pay)})`
    : `by ${D(c, pay)}`;
  const dob = new Date(Date.UTC(r.int(1962, 2004), r.int(0, 11), r.int(1, 28)));
  const ni = `${r.letters(2, 'JKLNPRSTW')} ** ** ** ${r.letters(1, 'ABCD')}`;
  const reg = vrm(r);
  const clamp = pick(r, [100, 125, 150]);
  const removal = pick(r, [150, 175, 200]);
  const storage = pick(r, [12, 15, 20]);
  let feo = person(r);
  while (feo.last === c.who.last) feo = person(r);
  const feoName = `${feo.first} ${feo.last}`;
  const office = `${r.int(1, 60)} ${pick(r, ['Chambers Street', 'Court Wynd', 'Tolbooth Street', 'Castle Brae'])}, ${p}, ${postcode(r)}`;
  const ph = phone(r);
  const payWeb = `www.${pick(r, ['payfines', 'courtfines', 'finespay'])}-scot.example`;
  const statute = 'section 226A of the Criminal Procedure (Scotland) Act 1995';
  const amountRows: string[][] = [
    [`Fine imposed ${D(c, imposed)}`, fmtMoney(fine)],
    ['Victim surcharge', fmtMoney(surcharge)],
    ...(comp ? [['Compensation order', fmtMoney(comp)]] : []),
    ...(paid ? [[`Paid to date (${nPaid} payment${nPaid > 1 ? 's' : ''})`, `-${fmtMoney(paid)}`]] : []),
    ['Balance outstanding', fmtMoney(bal)],
  ];
  const sanctions = [
    `Deduction from benefits: a regular deduction from Universal Credit, Jobseeker's Allowance or other benefits, paid direct to the court.`,
    `Arrestment of earnings: an instruction to your employer to take payments from your wages until the fine is paid.`,
    `Arrestment of funds: money held in your bank or building society account can be frozen and taken.`,
    `Vehicle seizure: a vehicle registered to you (our records show ${reg}) can be clamped, removed and sold. A clamping charge of ${fmtMoney(clamp)}, a removal charge of ${fmtMoney(removal)} and storage at ${fmtMoney(storage)} a day would then be added.`,
    `Referral to the court: I can refer your case back to the court, which may impose other penalties.`,
  ];
  const footer = [
    `Courts in Scotland are administered by the Scottish Courts and Tribunals Service. Fines Enforcement Officers act under ${statute} and the Criminal Proceedings etc. (Reform) (Scotland) Act 2007.`,
    `We hold and use your personal information to collect and enforce the sums imposed by the court. If you need this notice in another format, call ${ph}.`,
  ];

  if (shape === 0) {
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: 'shield',
      sub: ['Fines Enforcement Unit', office, `Telephone ${ph}`],
      headAlign: pick(r, ['left', 'center'] as const),
      top: r.chance(0.5) ? ['OFFICIAL - SENSITIVE: PERSONAL'] : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Fine account number', acc],
        ['Date of birth', D(c, dob)],
        ['Date of notice', D(c, c.date)],
      ],
      title: pick(r, [
        'ENFORCEMENT ORDER - NOTICE TO PAY',
        'NOTICE OF ENFORCEMENT ORDER',
        'Enforcement Order Notice',
      ]),
      titleStyle: 'boxed',
      body: [
        {
          p: `You have not paid the fine imposed on you by the court as ordered. An enforcement order was made on ${D(c, orderDate)} under ${statute}, and your account is now with a Fines Enforcement Officer.`,
        },
        {
          kv: [
            ['Court', court],
            ['Case reference', caseRef],
            ['Offence', offence],
            ['Payment terms set', `${fmtMoney(rate)} per ${per}`],
          ],
        },
        { grid: amountRows, header: ['Fine account', 'Amount'], widths: [0.72, 0.28] },
        { boxed: [`You must pay the balance outstanding of ${fmtMoney(bal)} ${payText}.`] },
        { h: 'If you do not pay, I may without further notice use any of these:' },
        {
          cols: [
            `Deduction from benefits. Arrestment of earnings (your employer pays the court from your wages). Arrestment of funds held in your bank or building society account.`,
            `Clamping, removal and sale of a vehicle registered to you (${reg}): a ${fmtMoney(clamp)} clamping charge, ${fmtMoney(removal)} removal charge and ${fmtMoney(storage)} a day storage would be added. Referral back to the court.`,
          ],
        },
        {
          small: `Pay online at ${payWeb}, by phone on ${ph}, or at any Scottish court public counter, quoting your fine account number. If you cannot pay, contact the Fines Enforcement Unit before the date above.`,
        },
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${court}`,
        rows: [
          ['Fine account number', acc],
          ['Balance outstanding', fmtMoney(bal)],
          ['Name', `${c.who.first} ${c.who.last}`],
        ],
      },
      footer: footer.slice(0, 1),
    };
    return { spec, truth: truth(court, bal, acc, 'court', 3, 'fine_notice', c, pay) };
  }

  const follow = shape === 2;
  const step = pick(r, [0, 1, 3]);
  const stepText = [
    `ask the Department for Work and Pensions to make deductions from your benefits`,
    `serve an earnings arrestment on your employer`,
    '',
    `arrange for a vehicle registered to you (${reg}) to be clamped`,
  ][step];
  const spec: Spec = {
    face: c.face,
    head,
    logo: r.chance(0.4),
    sub: [
      pick(r, ['Fines Enforcement Office', 'Fines Enforcement Unit']),
      office,
      `${ph}  ${p.toLowerCase()}.fines@${pick(r, ['courts-scot', 'scotcourts-mail'])}.example`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Account no.', acc],
      ['Court ref', caseRef],
      ['PF ref', pfRef],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.35),
    title: follow
      ? pick(r, ['Enforcement order - action I intend to take', 'Unpaid fine: further enforcement action'])
      : pick(r, ['An enforcement order has been made', 'Notice of enforcement order']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: follow
          ? `I wrote to you on ${D(c, addDays(orderDate, 1))} to tell you that an enforcement order had been made because you had not paid your fine as the court ordered. Since then you have not paid or contacted this office.`
          : `At ${court} on ${D(c, imposed)} you were fined for: ${offence}. You were ordered to pay ${fmtMoney(rate)} per ${per}, but you have not kept to those terms. An enforcement order has therefore been made under ${statute}. I am the Fines Enforcement Officer responsible for your account.`,
      },
      { table: amountRows.map(([k, v]) => [k, v] as [string, string]), header: ['Account', 'Amount'] },
      ...(follow
        ? [
            {
              p: `Unless the balance outstanding of ${fmtMoney(bal)} is paid in full ${payText}, I intend to ${stepText}. I may also use any of the other sanctions open to me, including arrestment of funds in your bank account and referral back to the court.`,
            },
            {
              small: `National Insurance number held: ${ni}. If your circumstances have changed (new job, benefits or address), tell this office now.`,
            },
          ]
        : [
            {
              p: `Please pay the balance outstanding of ${fmtMoney(bal)} ${payText}. If you do not, I may use the following sanctions without further warning:`,
            },
            ...sanctions.map((t) => ({ small: t })),
          ]),
      {
        p: `You can pay online at ${payWeb}, by phone on ${ph} or at any court public counter. Please quote your account number ${acc}. If you genuinely cannot pay, call me before that date; I can consider new payment terms.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [feoName, 'Fines Enforcement Officer', court],
    footer,
  };
  return { spec, truth: truth(court, bal, acc, 'court', 3, 'fine_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W171 Bank: right of set-off used, remaining balance demanded
// ------------------------------------------------------------------------------------------------------------

/**
 * A bank's or building society's letter saying it has used its right of set-off: it has moved money from the
 * customer's savings account (or, for a card debt, the current account) to reduce a terminated personal loan, a
 * defaulted credit card or a closed overdrawn current account, and it asks for what is still owed. Two layouts per
 * letter: a letter with a before / set-off / after grid per account and a shaded "balance still owed" bar, or a
 * "You still owe" box with a stacked reference panel, a banner title and a two-column "what we did / what happens
 * next" section.
 * Amount = the balance still owed after the set-off; not the debt before set-off, the amount taken, the savings
 * balance, the amount left in savings for living costs, the original loan, the credit limit or the suggested monthly
 * payment. accountNumber = the reference the letter says to quote: the recoveries "Our reference" where there is one,
 * otherwise (some loan letters) the loan account number; the savings account number, sort codes, masked card numbers
 * and the bank's collection account are not it. debtType: 'credit_card' for the card, 'loan' for the loan and for the
 * overdraft (bank lending; the enum has no overdraft). Stage / kind, open choice: every letter refers to the bank's
 * earlier letter (termination / default notice / demand) that warned about set-off, so the plain notice is a
 * follow-up, stage 2, kind 'reminder' (it chases the rest of a debt already demanded; none of the other kinds fits a
 * set-off notice better); when worded as a final demand with a court / collection-agency deadline it is stage 3,
 * kind 'final_demand'.
 */
const setOffRemainder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const bs = r.chance(0.35);
  const short = bs ? `${s} Building Society` : `${s} ${pick(r, ['Bank', 'Savings Bank', 'Bank UK'])}`;
  const bank = bs ? short : `${short} plc`;
  const debtKind = r.int(0, 2); // 0 terminated loan, 1 defaulted credit card, 2 closed overdrawn current account
  const final = r.chance(0.45);
  const layout = r.int(0, 1);
  const cardLast = r.digits(4);
  const fromCurrent = debtKind === 1 && r.chance(0.5);
  const srcName = fromCurrent
    ? 'Current Account'
    : pick(r, ['Instant Access Saver', 'Easy Access Savings', 'Everyday Saver', 'Regular Saver']);
  const srcSort = sortCode(r);
  const srcAcc = r.digits(8);
  const loanAcc = pick(r, [r.digits(8), `${r.digits(4)} ${r.digits(4)}`, `PL${r.digits(7)}`]);
  const curSort = sortCode(r);
  const curAcc = r.digits(8);
  const ourRef = pick(r, [
    `RCV${r.digits(7)}`,
    `${r.letters(2, 'COR')}/${r.digits(6)}`,
    `${r.digits(4)}-${oOrI(r)}${r.digits(5)}`,
  ]);
  const useOurRef = debtKind !== 0 || r.chance(0.5);
  const ref = useOurRef ? ourRef : loanAcc;
  const before =
    debtKind === 0 ? r.money(1800, 14000) : debtKind === 1 ? r.money(600, 7500) : r.money(300, 3200);
  const srcBal = r.money(90, before * 0.7);
  const left = r.chance(0.5) ? 0 : round2(Math.min(pick(r, [75, 100, 150]), Math.floor(srcBal * 0.4)));
  const taken = round2(srcBal - left);
  const after = round2(before - taken);
  const limit = Math.max(500, Math.round((before * pick(r, [0.95, 1, 1.2, 1.5])) / 250) * 250);
  const original = Math.round((before * pick(r, [1.3, 1.5, 1.8])) / 500) * 500;
  const odLimit = Math.max(250, Math.round((before * pick(r, [0.9, 1, 1.25])) / 250) * 250);
  const monthly = pick(r, [25, 40, 50, 75, 100]);
  const earlier = addDays(c.date, -r.int(24, 70));
  const setDate = addDays(c.date, -r.int(1, 6));
  const pay = addDays(c.date, final ? 14 : pick(r, [14, 21, 28]));
  const askDate = final || r.chance(0.5);
  const ph = phone(r);
  const debtLabel = [
    `Personal loan ${loanAcc}`,
    `Credit card ending ${cardLast}`,
    `Current account ${curSort} ${curAcc}`,
  ][debtKind];
  const earlierText = [
    `On ${D(c, earlier)} we wrote to tell you that, because the arrears on your personal loan had not been paid after our default notice, we had ended your loan agreement and the whole balance was due. We also told you we might use money in your other accounts with us to reduce it.`,
    `On ${D(c, earlier)} we wrote to tell you that your credit card account had been closed and defaulted, and that the full balance was now due. That letter explained that we could use money in other accounts you hold with us towards the debt.`,
    `On ${D(c, earlier)} we wrote to you about your overdrawn current account, which we have now closed, and asked you to repay the overdrawn balance. We said that if you did not, we might use our right to take money from your other accounts with us.`,
  ][debtKind];
  const didText = `On ${D(c, setDate)} we used our right of set-off: we transferred ${fmtMoney(taken)} from your ${srcName} (${srcSort}, account ending ${srcAcc.slice(4)}) to ${debtKind === 1 ? `your credit card account (card number **** **** **** ${cardLast})` : debtKind === 0 ? `your loan account ${loanAcc}` : 'your closed current account'}.${left ? ` We have left ${fmtMoney(left)} in that account so that you can meet essential living costs.` : ''}`;
  const clause = `${pick(r, ['Condition', 'Clause', 'Section'])} ${r.int(9, 31)}.${r.int(1, 8)} of our ${pick(r, ['General Terms and Conditions', 'Savings Account Terms', 'Personal Banking Terms'])}`;
  const demandText = final
    ? `We now formally demand payment of the remaining balance of ${fmtMoney(after)} within 14 days, by ${D(c, pay)}. If it is not paid, or a repayment plan agreed, by then we may pass the debt to a debt collection agency or start court proceedings without further notice.`
    : askDate
      ? `The remaining balance of ${fmtMoney(after)} is still owed. Please pay it by ${D(c, pay)}, or call us before then to agree an affordable repayment plan (for example ${fmtMoney(monthly)} a month).`
      : `The remaining balance of ${fmtMoney(after)} is still owed. Please pay it, or call us to agree an affordable repayment plan (for example ${fmtMoney(monthly)} a month), so that we do not have to take further action.`;
  const quoteLabel = useOurRef ? 'Our reference' : 'Loan account number';
  const distractor: [string, string] =
    debtKind === 0
      ? ['Amount originally borrowed', fmtMoney(original)]
      : debtKind === 1
        ? ['Former credit limit', fmtMoney(limit)]
        : ['Former overdraft limit', fmtMoney(odLimit)];
  const help = `If the money we took was needed for rent, a mortgage, bills or food, or included benefits or wages paid in for a specific purpose, please call us on ${ph} straight away and we will look at returning some or all of it. We have set off under ${clause}. If you are unhappy with what we have done you can complain to us, and then to the ombudsman. Free, independent debt advice is available from debt advice charities.`;
  const footer = [
    bs
      ? `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Principal office: ${officeAddress(r)}.`
      : fcaLine(bank, r),
  ];
  const titles = final
    ? [
        'Notice of set-off and final demand',
        'FINAL DEMAND: balance after set-off',
        'Set-off applied - final demand',
      ]
    : ['We have used money from your other account', 'Notice of set-off', 'Use of our right of set-off'];
  const title = pick(r, titles);
  const sign = [
    ...signatory(r, ['Recoveries Manager', 'Customer Support Manager', 'Financial Support Team Leader']),
    bank,
  ];
  const panelRef: [string, string][] = useOurRef
    ? [
        ['Our reference', ourRef],
        ...(debtKind === 0 ? ([['Loan account', loanAcc]] as [string, string][]) : []),
      ]
    : [['Loan account number', loanAcc]];
  const stage = final ? 3 : 2;
  const kind = final ? 'final_demand' : 'reminder';
  const debtType = debtKind === 1 ? 'credit_card' : 'loan';

  if (layout === 0) {
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head: r.chance(0.4) ? [short.toUpperCase()] : [bank],
      logoMark: pick(r, ['bars', 'shield', 'chevron'] as const),
      sub: [
        pick(r, ['Recoveries', 'Financial Support Team', 'Collections and Recoveries']),
        officeAddress(r),
        `Telephone ${ph}`,
      ],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [...panelRef, ['Date', D(c, c.date)]],
      panelBoxed: r.chance(0.6),
      title,
      titleStyle: pick(r, ['boxed', 'rule', 'plain'] as const),
      body: [
        dear(c),
        { p: earlierText },
        { p: didText },
        {
          grid: [
            [`${srcName} ${srcSort} ${srcAcc}`, fmtMoney(srcBal), `-${fmtMoney(taken)}`, fmtMoney(left)],
            [`${debtLabel} (owed)`, fmtMoney(before), `-${fmtMoney(taken)}`, fmtMoney(after)],
          ],
          header: ['Account', 'Before set-off', 'Set-off', 'Balance now'],
          widths: [0.43, 0.19, 0.19, 0.19],
        },
        {
          amountBox: [
            pick(r, ['Balance still owed', 'Remaining balance due', 'Amount now due']),
            fmtMoney(after),
          ],
        },
        { p: demandText },
        {
          kv: [
            [
              'Pay to',
              `Sort code ${sortCode(r)}, account ${r.digits(8)} (${bank.replace(/ plc$/, '')} Recoveries)`,
            ],
            ['Quote', `${ref} (${quoteLabel.toLowerCase()})`],
            ['Phone', `${ph}, Monday to Friday 8am-6pm`],
          ],
        },
        { small: help },
      ],
      closing: final ? 'Yours faithfully' : 'Yours sincerely',
      sign,
      footer,
    };
    return { spec, truth: truth(bank, after, ref, debtType, stage, kind, c, askDate ? pay : undefined) };
  }

  const spec: Spec = {
    face: c.face,
    head: bs ? [s, 'Building Society'] : [bank],
    headBand: r.chance(0.5),
    logoMark: pick(r, ['rings', 'chevron'] as const),
    sub: [`Recoveries Department, ${officeAddress(r)}`, `${ph}  ${web(short)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: {
      label: pick(r, ['You still owe', 'Balance remaining']),
      amount: fmtMoney(after),
      note: askDate ? `Please pay by ${D(c, pay)}` : 'after our set-off',
    },
    panel: [...panelRef, ['Letter date', D(c, c.date)]],
    panelStacked: true,
    title,
    titleStyle: 'banner',
    body: [
      dear(c),
      { p: earlierText },
      {
        cols: [`What we have done. ${didText}`, `What happens now. ${demandText}`],
      },
      {
        kv: [
          distractor,
          [`${debtLabel} before set-off`, fmtMoney(before)],
          [`Taken from your ${srcName}`, `-${fmtMoney(taken)}`],
          ['Remaining balance', fmtMoney(after)],
        ],
      },
      {
        p: `Pay by online banking or by phone on ${ph}, quoting ${quoteLabel.toLowerCase()} ${ref}. Interest and charges on this debt have been frozen, so the balance will not increase while you make agreed payments.`,
      },
      { small: help },
    ],
    closing: final ? 'Yours faithfully' : 'Yours sincerely',
    sign,
    footer,
  };
  return { spec, truth: truth(bank, after, ref, debtType, stage, kind, c, askDate ? pay : undefined) };
};

export const FRESH15B_FAMILIES: Family[] = [
  {
    id: 'W169',
    name: 'Timeshare / holiday club maintenance fee arrears',
    group: 'business',
    make: timeshareFees,
  },
  {
    id: 'W170',
    name: 'Scottish court Fines Enforcement Officer, enforcement order',
    group: 'court_police',
    make: scotFineEnforcement,
  },
  {
    id: 'W171',
    name: 'Bank set-off used, remaining balance demanded',
    group: 'lender',
    make: setOffRemainder,
  },
];
