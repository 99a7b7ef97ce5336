/**
 * The twentieth fresh held-out set, part b (W223–W225): kinds of letter the corpus does not have yet — a tour
 * operator's or travel agent's demand for the cancellation charges on a package holiday the customer cancelled (or
 * that was cancelled for non-payment of the balance), with the deposit set against them (the cancellation invoice,
 * a reminder, then the operator's final notice or its collection agency's letter, with ATOL and ABTA numbers, booking
 * and airline references, flight numbers and the passenger list on the page); an NHS hospital trust's Overseas
 * Visitors team invoicing a patient for hospital treatment charged at 150% of the national tariff under the NHS
 * (Charges to Overseas Visitors) Regulations (the invoice with its episode lines, a reminder, a final notice or the
 * trust's debt recovery agency, the hospital number, NHS number, invoice number and patient account number competing
 * as references); and a home security alarm company's account after a monitoring contract was cancelled within its
 * fixed term (missed Direct Debits, returned-payment fees and an early termination charge: the closing statement, a
 * reminder, a final notice or the firm's collector, with the contract number, the police URN and the panel ID on
 * the page). Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage
 * (1–3) and one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the
 * README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  addDays,
  fmtDate,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  web,
  type Rng,
} from './vocab';
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
  type Ctx,
  type Family,
  type Truth,
} from './family-kit';

const stageOf = (r: Rng) => r.int(1, 3) as 1 | 2 | 3;

// ------------------------------------------------------------------------------------------------------------
// A collection agency's letter for a client (used by all three families, each with its own story and figures)
// ------------------------------------------------------------------------------------------------------------

interface AgencyIn {
  c: Ctx;
  stage: 1 | 2 | 3;
  suffixes: string[];
  client: string;
  /** The client's own reference for the debt, printed as a distractor. */
  clientRef: [string, string];
  /** Other numbers the client used (hospital number, contract number…), printed as distractors. */
  more: [string, string][];
  /** What the debt is, in one or two sentences (after "Our client … has instructed us…"). */
  story: string;
  rows: string[][];
  bal: number;
  /** Paragraphs only this client's debts need (Home Office reporting, booking conditions…). */
  extra: Block[];
}

/**
 * The agency writes, asks to be paid to itself and is the creditor (README), 'debt_collection'. Its stage is its own:
 * 1 its first letter (the account has been passed to us), 2 its follow-up ("we wrote to you on…"), 3 its final notice
 * before it recommends legal action. Open choice: kind 'debt_recovery' at every stage (a collector's letter; the
 * agency's final notice is not a letter of claim: it has no Pre-Action Protocol forms and starts nothing itself).
 */
function agencyLetter(r: Rng, a: AgencyIn): { spec: Spec; truth: Truth } {
  const { c, stage } = a;
  const dca = company(r, a.suffixes);
  const ref =
    pick(r, [0, 1, 2]) === 0
      ? `${r.letters(2, 'DCRK')}${r.digits(6)}`
      : r.chance(0.5)
        ? `${r.digits(4)}${oOrI(r)}${r.digits(3)}`
        : `${r.digits(3)}/${r.digits(5)}/${r.letters(1, 'ABT')}`;
  const office = officeAddress(r);
  const tel = phone(r);
  const first = addDays(c.date, -r.int(16, 30));
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const boxLayout = r.chance(0.5);
  const title =
    stage === 1
      ? pick(r, [
          'Your account has been passed to us',
          'Notice of debt collection',
          'Account referred for collection',
        ])
      : stage === 2
        ? pick(r, [
            'Second letter: balance still unpaid',
            'Further to our letter',
            'Reminder: account with us unpaid',
          ])
        : pick(r, ['FINAL NOTICE BEFORE LEGAL ACTION', 'Final notice', 'Final notice - pre-legal review']);
  const opening =
    stage === 1
      ? `Our client ${a.client} has instructed us to collect the balance below from you. ${a.story}`
      : stage === 2
        ? `We wrote to you on ${D(c, first)} to tell you that ${a.client} had passed your account to us. We have not received payment or heard from you. ${a.story}`
        : `We wrote to you on ${D(c, first)} and again on ${D(c, addDays(first, r.int(10, 15)))} about the balance you owe our client ${a.client}, but it remains unpaid. ${a.story}`;
  const ask =
    stage === 3
      ? `Unless the balance of ${fmtMoney(a.bal)} is paid in full by ${D(c, pay)}, or you agree a repayment plan with us by then, we will recommend to our client that it issues a claim against you in the county court. A judgment could affect your ability to obtain credit.`
      : `Please pay the balance of ${fmtMoney(a.bal)} within 14 days of the date of this letter, or call us to agree affordable instalments. We have not added any interest or charges to the amount our client has told us you owe.`;
  const payBlock: Block = {
    kv: [
      ['Pay online', `${web(dca.name)}/pay`],
      ['Call us', `${tel} (Mon-Fri 8am-8pm)`],
      ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
      ['Quote', ref],
    ],
  };
  const grid: Block = { grid: a.rows, header: ['Balance passed to us', 'Amount'], widths: [0.74, 0.26] };
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
    sub: [office, `${tel}  ${web(dca.name)}`],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    ...(boxLayout
      ? {
          owe: {
            label: stage === 3 ? 'Balance to pay now' : 'Balance due',
            amount: fmtMoney(a.bal),
            note: `Pay by ${D(c, pay)}`,
          },
          panel: [
            ['Our ref', ref],
            [a.clientRef[0], a.clientRef[1]],
            ['Date', D(c, c.date)],
          ] as [string, string][],
        }
      : {
          panel: [],
          refGrid: [
            ['Our reference', ref],
            [a.clientRef[0], a.clientRef[1]],
            [
              'Referred to us',
              D(c, stage === 1 ? addDays(c.date, -r.int(2, 9)) : addDays(first, -r.int(3, 10))),
            ],
            ['Date', D(c, c.date)],
          ] as [string, string][],
        }),
    title,
    titleStyle: stage === 3 ? pick(r, ['banner', 'boxed'] as const) : pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      { p: opening },
      grid,
      ...(a.more.length ? [{ small: a.more.map(([k, v]) => `${k}: ${v}`).join('   ') }] : []),
      { p: ask },
      ...a.extra,
      payBlock,
      {
        small: `If you dispute this debt, or you are in financial difficulty, please tell us: we will pause collection while we look into it. Free, independent debt advice is available from debt advice charities. Please quote our reference, not the ${a.clientRef[0].toLowerCase()}, when you contact us.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Collections Officer', 'Client Services Agent', 'Recoveries Team Leader']),
      dca.name,
    ],
    footer: [
      fcaLine(dca.name, r),
      `${dca.name} acts for ${a.client}. Calls may be recorded for training and quality purposes.`,
    ],
  };
  return { spec, truth: truth(dca.name, a.bal, ref, 'debt_collection', stage, 'debt_recovery', c, pay) };
}

// ------------------------------------------------------------------------------------------------------------
// W223 Package holiday cancellation charges
// ------------------------------------------------------------------------------------------------------------

const SCALES = [
  {
    bands: ['71 days or more', '70-43 days', '42-29 days', '28-15 days', '14 days or less'],
    pct: [0, 0.4, 0.6, 0.8, 1],
    lo: [71, 43, 29, 15, 2],
    hi: [120, 70, 42, 28, 14],
  },
  {
    bands: ['85 days or more', '84-57 days', '56-29 days', '28-8 days', '7 days or less'],
    pct: [0, 0.3, 0.5, 0.75, 1],
    lo: [85, 57, 29, 8, 2],
    hi: [140, 84, 56, 28, 7],
  },
];
const RESORTS = [
  'Puerto Calisto',
  'Cala Verdina',
  'Playa Moraleda',
  'Santa Ilora',
  'Agios Melanos',
  'Porto Serrana',
];
const HOTELS = [
  'Hotel Marisol Park',
  'Aquaviva Suites',
  'Costa Serena Beach',
  'Palmera Azul Resort',
  'Villa Lantana',
];

/**
 * A tour operator's (or an ATOL-holding travel agent's) demand for the cancellation charges on a package holiday: the
 * customer cancelled, or the operator cancelled the booking when the balance was not paid by its due date, and the
 * booking conditions' scale charges a percentage of the total holiday cost by days before departure; the deposit
 * (and any later payment) is set against the charge. Stage 1 the cancellation invoice, 2 a reminder of it, 3 the
 * operator's final notice, or (about a third of stage letters) its collection agency's letter at the agency's own
 * stage. Layouts: an invoice with a reference strip, the charges grid and a tear-off slip; or a letter with a panel,
 * the booking summary and the scale printed beside the charges; or the agency's letter.
 * Amount = the amount due after the deposit and payments (plus a reminder fee already added, when there is one); the
 * total holiday cost, the original balance, the deposit, the price per person, the insurance premium line and a
 * possible future collection fee are not it. Reference = the booking reference, which the letter tells the customer
 * to quote; the invoice number, the airline booking reference, the travel agent's reference, the ATOL and ABTA
 * numbers and the flight numbers are not it.
 * Open choices: debtType 'normal' (a business's overdue invoice); stage 1 kind first_demand (a cancellation invoice is
 * the first demand for this sum, although the customer had earlier paid a deposit).
 */
const holidayCancellation: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = stageOf(r);
  const agent = r.chance(0.25);
  const op = company(
    r,
    agent
      ? ['Travel', 'Travel Centre', 'Travel & Cruise']
      : ['Holidays', 'Tours', 'Holidays & Travel', 'Escapes'],
  );
  const ref = pick(r, [
    () => `${r.letters(2, 'HKTV')}${r.digits(6)}`,
    () => `${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `${r.letters(1, 'BH')}-${r.digits(7)}`,
  ])();
  const inv = pick(r, [`INV${r.digits(7)}`, `CX-${r.digits(6)}`, `${r.digits(8)}`]);
  const pnr = r.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
  const atol = `ATOL ${r.int(2100, 11990)}`;
  const abta = `${r.letters(1, 'PVYZ')}${r.digits(4)}`;
  const sc = pick(r, SCALES);
  const band = r.int(1, 4);
  const days = r.int(sc.lo[band], sc.hi[band]);
  const pct = sc.pct[band];
  const pax = r.int(2, 5);
  const names = [c.who];
  for (let i = 1; i < pax; i++) {
    const p = person(r);
    names.push(r.chance(0.6) ? { ...p, last: c.who.last } : p);
  }
  const paxLine = names
    .map((p, i) => `${p.title} ${p.first[0]} ${p.last}${i === 0 ? ' (lead)' : ''}`)
    .join(', ');
  const pp = pick(r, [549, 629, 749, 812, 899, 1049, 1185, 1349, 1525, 1690]);
  const supps: [string, number][] = [];
  if (r.chance(0.6)) supps.push([`Sea view room supplement`, round2(r.int(8, 22) * pax * 7)]);
  if (r.chance(0.6)) supps.push([`Hold luggage ${pax} x 23kg`, round2(pax * pick(r, [38, 44, 52]))]);
  if (r.chance(0.4)) supps.push(['Private return transfers', pick(r, [96, 128, 164])]);
  const total = round2(pp * pax + supps.reduce((s, [, v]) => s + v, 0));
  const depPP = Math.min(pick(r, [100, 150, 200, 250]), Math.floor((pp * 0.2) / 5) * 5);
  const dep = depPP * pax;
  const paid =
    pct >= 0.75 && r.chance(0.5) ? round2(Math.floor((total * pick(r, [0.1, 0.2, 0.3])) / 10) * 10) : 0;
  const insurance = r.chance(0.4) ? round2(pax * pick(r, [18.5, 24, 31.25])) : 0;
  const charge = round2(total * pct);
  const remFee = stage >= 2 && r.chance(0.4) ? pick(r, [15, 20, 25]) : 0;
  const due = round2(charge + insurance + remFee - dep - paid);
  const nonPay = r.chance(0.35);
  // Dates: the letter date, then backwards (invoice, reminder), and the cancellation and departure from them.
  const invDate =
    stage === 1 ? c.date : addDays(c.date, -r.int(stage === 2 ? 18 : 34, stage === 2 ? 30 : 50));
  const remDate = addDays(invDate, r.int(15, 21));
  const cancelled = addDays(invDate, -r.int(2, 7));
  const depart = addDays(cancelled, days);
  const booked = addDays(depart, -r.int(150, 300));
  const balDue = addDays(depart, -(days + r.int(3, 9)));
  const nights = pick(r, [7, 10, 14]);
  const resort = pick(r, RESORTS);
  const hotel = pick(r, HOTELS);
  const board = pick(r, ['All inclusive', 'Half board', 'Bed and breakfast', 'Self catering']);
  const carrier = pick(r, ['XQ', 'ZV', 'JQX', 'VQ']);
  const fOut = `${carrier} ${r.int(1000, 9899)}`;
  const fBack = `${carrier} ${r.int(1000, 9899)}`;
  const airport = `${place(r)} Airport`;
  const agency = !agent && r.chance(0.3) ? company(r, ['Travel', 'Travel Shop', 'World Travel']).name : '';
  const agencyRef = agency ? `${r.digits(6)}` : '';

  const why = nonPay
    ? `The balance of your holiday was due on ${D(c, balDue)}. It was not received, so under our booking conditions we cancelled your booking on ${D(c, cancelled)}, ${days} days before departure, and the cancellation charges below apply as if you had cancelled it yourself.`
    : `You cancelled your holiday on ${D(c, cancelled)}, ${days} days before departure. Under our booking conditions, which you accepted when you booked on ${D(c, booked)}, a cancellation charge of ${Math.round(pct * 100)}% of the total holiday cost applies to cancellations ${sc.bands[band]} before departure.`;
  const rows: string[][] = [
    [`Cancellation charge: ${Math.round(pct * 100)}% of ${fmtMoney(total)}`, fmtMoney(charge)],
    ...(insurance ? [['Travel insurance premium (non-refundable)', fmtMoney(insurance)]] : []),
    ...(remFee ? [['Reminder administration fee', fmtMoney(remFee)]] : []),
    [`Less deposit paid (${pax} x ${fmtMoney(depPP)})`, `-${fmtMoney(dep)}`],
    ...(paid ? [['Less further payment received', `-${fmtMoney(paid)}`]] : []),
    [stage === 1 ? 'Amount due' : stage === 2 ? 'Balance outstanding' : 'Total now due', fmtMoney(due)],
  ];
  const summary: [string, string][] = [
    ['Holiday', `${nights} nights, ${hotel}, ${resort} (${board})`],
    ['Departure', `${D(c, depart)} from ${airport}`],
    ['Flights', `${fOut} out, ${fBack} return (airline ref ${pnr})`],
    [
      'Total holiday cost',
      `${fmtMoney(total)} (${pax} x ${fmtMoney(pp)}${supps.length ? ' plus extras' : ''})`,
    ],
  ];
  const scaleText = `Cancellation charges (days before departure when we receive notice): ${sc.bands
    .map((b, i) => `${b}: ${i === 0 ? 'loss of deposit' : `${Math.round(sc.pct[i] * 100)}%`}`)
    .join('; ')}. Charges are a percentage of the total holiday cost, excluding insurance.`;
  const atolText = `Your flight-inclusive holiday was ATOL protected by the Civil Aviation Authority under ${atol}.${
    agent ? '' : ` We are a Member of ABTA, membership number ${abta}.`
  }${agency ? ` Booked through ${agency} (agent ref ${agencyRef}).` : ''}`;

  if (stage !== 1 && r.chance(0.35)) {
    const stageA = stageOf(r);
    return agencyLetter(r, {
      c,
      stage: stageA,
      suffixes: ['Credit Management', 'Collection Services', 'Recoveries'],
      client: op.name,
      clientRef: ['Booking ref', ref],
      more: [
        ['Departure date', D(c, depart)],
        ['Lead passenger', `${c.who.title} ${c.who.first[0]} ${c.who.last}`],
        ['ATOL', atol.slice(5)],
      ],
      story: nonPay
        ? `The balance is the cancellation charge on the package holiday booked for departure on ${D(c, depart)}, which ${op.name} cancelled when the holiday balance was not paid, less the deposit you paid.`
        : `The balance is the cancellation charge on the package holiday you cancelled ${days} days before its departure on ${D(c, depart)}, less the deposit you paid.`,
      rows,
      bal: due,
      extra: [
        {
          small: `The charge is set by the cancellation scale in ${op.name}'s booking conditions, which you accepted when you booked. ${scaleText}`,
        },
      ],
    });
  }

  const title =
    stage === 1
      ? pick(r, [
          'CANCELLATION INVOICE',
          'Cancellation charges invoice',
          'Invoice: cancellation of your holiday',
        ])
      : stage === 2
        ? pick(r, [
            'Payment reminder',
            'REMINDER - cancellation charges unpaid',
            'Second request for payment',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice before collection', 'FINAL DEMAND - CANCELLATION CHARGES']);
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const collFee = round2(due * pick(r, [0.15, 0.2]));
  const chase =
    stage === 1
      ? `Please pay the amount due of ${fmtMoney(due)} within 14 days, by ${D(c, pay)}, quoting your booking reference ${ref}.`
      : stage === 2
        ? `We sent you our cancellation invoice ${inv} on ${D(c, invDate)}, but we have not received payment.${
            remFee
              ? ` As our booking conditions allow, we have added a reminder fee of ${fmtMoney(remFee)}.`
              : ''
          } Please pay the balance outstanding of ${fmtMoney(due)} by ${D(c, pay)}, quoting booking reference ${ref}.`
        : `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, remDate)}, the charges remain unpaid. If we do not receive ${fmtMoney(due)} by ${D(c, pay)}, we will pass your account to our collection agency without further notice. Its collection fee, currently ${fmtMoney(collFee)}, would then be added to what you owe.`;
  const payHow = `Pay by card on ${phone(r)} or at ${web(op.name)}/mybooking, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote your booking reference, not the invoice number.`;
  const layout = r.int(0, 1);
  const head = {
    face: c.face,
    head: op.head,
    logoMark: pick(r, ['chevron', 'rings', 'bars'] as const),
    sub: [
      agent ? 'Independent travel agent and tour operator' : 'Customer Accounts',
      officeAddress(r),
      `${phone(r)}  accounts@${host(op.name)}`,
    ],
    recipient: rcpt(c),
  };
  if (layout === 0) {
    const spec: Spec = {
      ...head,
      headAlign: pick(r, ['left', 'right'] as const),
      headBand: r.chance(0.4),
      panel: [],
      refGrid: [
        ['Booking reference', ref],
        ['Invoice no.', inv],
        ['Departure', D(c, depart)],
        [stage === 1 ? 'Invoice date' : 'Date', D(c, c.date)],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : pick(r, ['rule', 'boxed'] as const),
      body: [
        { p: `Lead passenger: ${c.who.title} ${c.who.first[0]} ${c.who.last}. Passengers: ${paxLine}.` },
        { kv: summary },
        { p: stage === 1 ? why : `${why.split('. ')[0]}.` },
        { grid: rows, header: ['Description', 'Amount'], widths: [0.74, 0.26] },
        { p: chase },
        { small: `${payHow} ${scaleText}` },
        { small: atolText },
      ],
      sign: [],
      slip: {
        title: `Remittance - ${op.name}`,
        rows: [
          ['Booking reference', ref],
          ['Amount due', fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [regLine(op.name, r)],
    };
    return {
      spec,
      truth: truth(
        op.name,
        due,
        ref,
        'normal',
        stage,
        stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
        c,
        pay,
      ),
    };
  }
  const spec: Spec = {
    ...head,
    headAlign: pick(r, ['left', 'center'] as const),
    panel: [
      ['Booking reference', ref],
      ['Invoice no', inv],
      ...(agency ? ([['Agent ref', agencyRef]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    title,
    titleStyle: stage === 3 ? pick(r, ['boxed', 'plain'] as const) : pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      { h: `${nights} nights at ${hotel}, ${resort} - departing ${D(c, depart)}` },
      { p: why },
      {
        cols: [
          `Passengers: ${paxLine}. Flights ${fOut} and ${fBack} from ${airport}, airline booking reference ${pnr}. Total holiday cost ${fmtMoney(total)}; deposit paid on booking ${fmtMoney(dep)}.`,
          scaleText,
        ],
      },
      { grid: rows, widths: [0.74, 0.26] },
      { p: chase },
      { p: payHow },
      { small: atolText },
    ],
    closing: stage === 3 ? 'Yours faithfully' : 'Kind regards',
    sign: [...signatory(r, ['Customer Accounts', 'Credit Controller', 'Bookings Accounts Team']), op.name],
    footer: [regLine(op.name, r)],
  };
  return {
    spec,
    truth: truth(
      op.name,
      due,
      ref,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W224 NHS hospital treatment charged to an overseas visitor
// ------------------------------------------------------------------------------------------------------------

const hrg = (r: Rng) => `${r.letters(2, 'FAEHKNLJ')}${r.digits(2)}${r.letters(1, 'ABCDEZ')}`;
const SPECIALTIES = [
  'Cardiology',
  'Gynaecology',
  'Trauma and Orthopaedics',
  'Respiratory',
  'Diabetic Medicine',
  'ENT',
];

/**
 * An NHS trust's Overseas Visitors team charging a patient who was not ordinarily resident and not exempt, under the
 * NHS (Charges to Overseas Visitors) Regulations 2015, at 150% of the national tariff: stage 1 the invoice (episode
 * lines with the tariff and the 150% charge, 28 days to pay), 2 a reminder of it (or of a payment plan the patient
 * asked for and did not start), 3 the trust's final notice, or (about a third of later letters) its debt recovery
 * agency's letter at the agency's own stage. Layouts: an invoice form (reference strip, episode grid, amount box,
 * remittance slip), or a letter with a stacked reference panel.
 * Amount = the amount outstanding (charges at 150% less any payment on account); the tariff column, single episode
 * lines, the £500 Home Office reporting threshold and a suggested monthly instalment are not it. Reference = the one
 * the letter tells the patient to quote, drawn per letter: the invoice number or the patient account / customer
 * number; the other, the hospital number and the NHS number are not it.
 * Open choices: the creditor is the trust (the legal entity; the hospital's name is printed too but is not a legal
 * body). debtType 'normal': the list has no health or public-invoice type, and this is an ordinary invoice for
 * services, not council tax, a fine or a collector. Stage 1 kind first_demand.
 */
const nhsOverseas: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = stageOf(r);
  const p1 = place(r);
  let p2 = place(r);
  if (p2 === p1) p2 = `${p2} Vale`;
  const trust = pick(r, [
    `${p1} Hospitals NHS Foundation Trust`,
    `${p1} and ${p2} NHS Trust`,
    `${p1} University Hospitals NHS Trust`,
    `${p1} Teaching Hospitals NHS Foundation Trust`,
  ]);
  const tail = trust.endsWith('NHS Foundation Trust') ? 'NHS Foundation Trust' : 'NHS Trust';
  const head = trust.length > 34 || r.chance(0.6) ? [trust.slice(0, -tail.length - 1), tail] : [trust];
  const hospital = `${pick(r, [p1, p2])} ${pick(r, ['General Hospital', 'Royal Infirmary', 'District Hospital'])}`;
  const hospNo = r.chance(0.5)
    ? `${r.letters(1, 'RKMH')}${r.digits(7)}`
    : `${r.digits(2)}${r.letters(1, 'ABX')}${r.digits(5)}`;
  const nhsNo = r.chance(0.6) ? `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}` : '';
  const invNo = pick(r, [
    () => r.digits(8),
    () => `OV${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `SI-${r.digits(7)}`,
  ])();
  const accNo = pick(r, [() => r.digits(6), () => `C${r.digits(7)}`, () => `PA/${r.digits(6)}`])();
  const accLabel = pick(r, ['Patient account no.', 'Customer number', 'Debtor account']);
  const quoteInvoice = r.chance(0.55);
  const ref = quoteInvoice ? invNo : accNo;
  const quoteLabel = quoteInvoice
    ? 'invoice number'
    : `${accLabel.replace(' no.', '').replace(' number', '').toLowerCase()} number`;
  const sd = (d: Date) => fmtDate(d, c.ds === 1 ? 2 : c.ds);

  const invDate =
    stage === 1 ? c.date : addDays(c.date, -r.int(stage === 2 ? 35 : 60, stage === 2 ? 50 : 90));
  const n = r.int(1, 3);
  const eps: { what: string; on: Date; tariff: number }[] = [];
  let on = addDays(invDate, -r.int(50, 110));
  const kinds = [0, 1, 2, 3, 4, 5, 6];
  for (let i = 0; i < n; i++) {
    const k = kinds.splice(r.int(0, kinds.length - 1), 1)[0];
    const days = r.int(2, 9);
    const e =
      k === 0
        ? { what: `Non-elective admission, ${days} days (${hrg(r)})`, tariff: r.money(1900, 7200) }
        : k === 1
          ? { what: `Elective day case (${hrg(r)})`, tariff: r.money(640, 2300) }
          : k === 2
            ? { what: `Outpatient, ${pick(r, SPECIALTIES)}, first`, tariff: r.money(165, 290) }
            : k === 3
              ? {
                  what: `Outpatient follow-up x ${(days % 4) + 1}`,
                  tariff: round2(((days % 4) + 1) * r.money(85, 150)),
                }
              : k === 4
                ? { what: `Maternity delivery pathway (${hrg(r)})`, tariff: r.money(3100, 6400) }
                : k === 5
                  ? {
                      what: `Adult critical care, ${(days % 3) + 2} bed days`,
                      tariff: round2(((days % 3) + 2) * r.money(1150, 1750)),
                    }
                  : { what: 'CT scan, one area (RD20A)', tariff: r.money(92, 160) };
    eps.push({ ...e, on });
    on = addDays(on, r.int(3, 14));
  }
  const lastSeen = eps[eps.length - 1].on;
  const charges = eps.map((e) => round2(e.tariff * 1.5));
  const total = round2(charges.reduce((s, v) => s + v, 0));
  const paid = r.chance(0.35) ? Math.floor((total * pick(r, [0.1, 0.25, 0.4])) / 50) * 50 : 0;
  const due = round2(total - paid);
  const monthly = pick(r, [50, 75, 100, 150]);
  const epRows: string[][] = eps.map((e, i) => [e.what, sd(e.on), fmtMoney(e.tariff), fmtMoney(charges[i])]);
  const rows: string[][] = [
    ...epRows,
    ...(paid
      ? [
          ['Invoice total', '', '', fmtMoney(total)],
          ['Less payment on account', '', '', `-${fmtMoney(paid)}`],
        ]
      : []),
    [stage === 1 ? 'Amount due' : 'Amount outstanding', '', '', fmtMoney(due)],
  ];
  const homeOffice = `Where a debt of £500 or more for NHS treatment remains unpaid two months after it was invoiced, the Trust must provide your details to the Department of Health and Social Care for the Home Office. This may lead to a future application to enter or remain in the UK being refused.`;
  const regs = `The National Health Service (Charges to Overseas Visitors) Regulations 2015 require the Trust to charge patients who are not ordinarily resident in the UK and not exempt from charges, at 150% of the national tariff. Urgent and immediately necessary treatment is never withheld, but it remains chargeable.`;

  if (stage !== 1 && r.chance(0.35)) {
    const stageA = stageOf(r);
    return agencyLetter(r, {
      c,
      stage: stageA,
      suffixes: ['Healthcare Recoveries', 'Credit Management', 'Collection Services'],
      client: trust,
      clientRef: ['Trust invoice no.', invNo],
      more: [
        ['Hospital no.', hospNo],
        ...(nhsNo ? ([['NHS no.', nhsNo]] as [string, string][]) : []),
        [accLabel, accNo],
      ],
      story: `The balance is for NHS treatment you received at ${hospital}, which the Trust charged to you as an overseas visitor.`,
      rows: [
        [`Invoice ${invNo} dated ${sd(invDate)}`, fmtMoney(total)],
        ...(paid ? [['Payment received by the Trust', `-${fmtMoney(paid)}`]] : []),
        ['Balance due', fmtMoney(due)],
      ],
      bal: due,
      extra: [{ small: homeOffice }],
    });
  }

  const pay = addDays(c.date, stage === 1 ? 28 : 14);
  const remDate = addDays(invDate, r.int(30, 40));
  const planCall = stage === 2 && r.chance(0.4) ? addDays(invDate, r.int(8, 20)) : undefined;
  const text =
    stage === 1
      ? `You received treatment at ${hospital} ${n === 1 ? `on ${D(c, lastSeen)}` : `between ${D(c, eps[0].on)} and ${D(c, lastSeen)}`}. The Overseas Visitors team assessed that you were not ordinarily resident in the UK at the time and that no exemption applied, so this treatment is chargeable. Payment is due within 28 days of the date of this invoice.`
      : stage === 2
        ? planCall
          ? `When you contacted us on ${D(c, planCall)} about invoice ${invNo}, you asked to pay it by monthly instalments, but no instalments have been received. Please pay the amount outstanding of ${fmtMoney(due)} within 14 days, or contact us to set up the plan.`
          : `We sent you invoice ${invNo} on ${D(c, invDate)} for NHS treatment at ${hospital}. Our records show that it has not been paid. Please pay the amount outstanding of ${fmtMoney(due)} within 14 days of the date of this reminder.`
        : `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, remDate)}, the charges for your treatment at ${hospital} remain unpaid. Unless the amount outstanding of ${fmtMoney(due)} is paid, or a payment plan agreed, by ${D(c, pay)}, your account will be passed to the Trust's debt recovery agency and may lead to legal proceedings.`;
  const howPay = `Pay by card on ${phone(r)} (Cashier's Office, Mon-Fri 9am-4pm), online at ${web(trust)}/payments, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Please quote your ${quoteLabel} ${ref} with any payment or letter. If you cannot pay in full, we can agree monthly payments (usually at least ${fmtMoney(monthly)} a month).`;
  const title =
    stage === 1
      ? pick(r, ['INVOICE', 'Invoice - charges for NHS hospital treatment', 'NHS treatment charges: invoice'])
      : stage === 2
        ? pick(r, ['REMINDER', 'Reminder: invoice unpaid', 'Overseas visitor charges - reminder'])
        : pick(r, ['FINAL NOTICE', 'Final notice: NHS treatment charges']);
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const sub = [
    pick(r, [
      'Overseas Visitors Office',
      'Overseas Visitors Team, Finance Department',
      'Overseas Patients Team',
    ]),
    `${hospital}, ${officeAddress(r)}`,
    `${phone(r)}  overseas.visitors@${host(trust)}`,
  ];
  const grid: Block = {
    grid: rows,
    header: ['Treatment', 'Date', 'Tariff', 'Charge 150%'],
    widths: [0.46, 0.16, 0.18, 0.2],
  };
  const footer = [
    `${trust}. Invoices are raised under the NHS (Charges to Overseas Visitors) Regulations 2015. VAT is not charged on NHS treatment.`,
  ];
  if (r.chance(0.5)) {
    const spec: Spec = {
      face: c.face,
      head,
      logo: true,
      sub,
      headAlign: 'right',
      recipient: rcpt(c),
      panel: [
        [accLabel.replace(' no.', ''), accNo],
        ['Payment terms', stage === 1 ? '28 days' : 'Overdue'],
      ],
      panelBoxed: r.chance(0.5),
      refGrid: [
        ['Invoice no.', invNo],
        ['Invoice date', sd(invDate)],
        ['Hospital no.', hospNo],
        nhsNo ? ['NHS no.', nhsNo] : ['Date', sd(c.date)],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : pick(r, ['boxed', 'rule'] as const),
      body: [
        { p: `Patient: ${c.who.title} ${c.who.first[0]} ${c.who.last}. ${text}` },
        grid,
        { amountBox: [stage === 1 ? 'Amount due' : 'Amount outstanding', fmtMoney(due)] },
        { small: howPay },
        { small: stage === 1 ? regs : homeOffice },
      ],
      sign: [],
      slip: {
        title: `Remittance advice - ${trust}`,
        rows: [
          [quoteInvoice ? 'Invoice no.' : accLabel, ref],
          ['Amount', fmtMoney(due)],
        ],
      },
      footer,
    };
    return { spec, truth: truth(trust, due, ref, 'normal', stage, kind, c, pay) };
  }
  const spec: Spec = {
    face: c.face,
    head,
    logo: r.chance(0.5),
    sub,
    headAlign: pick(r, ['right', 'left'] as const),
    recipient: rcpt(c),
    panel: [
      ['Invoice number', invNo],
      [accLabel, accNo],
      ['Hospital number', hospNo],
      ...(nhsNo ? ([['NHS number', nhsNo]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.6),
    panelBoxed: r.chance(0.5),
    title,
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      { p: text },
      grid,
      ...(stage === 1 ? [{ small: regs } as Block] : []),
      { p: howPay },
      { small: homeOffice },
    ],
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, [
        'Overseas Visitors Manager',
        'Overseas Visitors Officer',
        'Income Collection Officer',
      ]),
      trust,
    ],
    footer,
  };
  return { spec, truth: truth(trust, due, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W225 Home security alarm monitoring contract ended early
// ------------------------------------------------------------------------------------------------------------

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A home security company's account after the customer cancelled an alarm monitoring agreement inside its fixed
 * minimum term: the monthly Direct Debits that were returned unpaid before the cancellation (with the returned-payment
 * fee for each), the early termination charge the agreement sets (months left x the monthly fee, less a saved-costs
 * allowance), sometimes an engineer's decommissioning visit and a credit for unused days. Stage 1 the closing
 * statement, 2 a reminder of it (or of a promise to pay the customer made on a call), 3 the firm's final notice, or
 * (about a third of later letters) its collector's letter at the collector's own stage. Layouts: a statement with a
 * reference strip, the system details and a transactions grid with an amount box; or a letter with an "Amount due"
 * box beside the address and a two-column charges table.
 * Amount = the balance due (all of the above, plus a late payment fee when a reminder adds one); the monthly fee, the
 * months remaining, the full-price value of the remaining term and a possible future administration charge are not it.
 * Reference = the customer number, which the letter asks the customer to quote; the contract number, the police URN,
 * the alarm panel ID and the installer's certification numbers are not it.
 * Open choices: debtType 'normal' (a business's overdue account; a monitoring contract is not a utility). The
 * customer gave notice to cancel, so the closing statement is the firm's first demand for this balance: stage 1, kind
 * first_demand (the Direct Debits the bank returned are not letters).
 */
const alarmMonitoring: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = stageOf(r);
  const co = company(r, ['Security', 'Alarms', 'Security Systems', 'Alarm Monitoring']);
  const cust = pick(r, [
    () => r.digits(7),
    () => `SA-${r.digits(6)}`,
    () => `${r.letters(2, 'HSC')}${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(3)} ${r.digits(4)}`,
  ])();
  const custLabel = pick(r, ['Customer number', 'Customer no.', 'Account number']);
  const contract = r.chance(0.5) ? `CT${r.digits(6)}` : `${r.digits(2)}-${r.digits(5)}/${r.letters(1, 'MK')}`;
  const urn = `${r.letters(1, 'ABCDEFGHJKLMN')}/${r.digits(5)}/${r.digits(2)}`;
  const panelId = `${r.letters(3, 'KXPRQ')}-${r.digits(5)}`;
  const monthly = pick(r, [19.99, 24.99, 29.5, 34.99, 39.99, 44]);
  const term = pick(r, [24, 36, 48, 60]);
  const served = r.int(5, term - 6);
  const left = term - served;
  const missed = r.int(1, 3);
  const ddFee = pick(r, [0, 7.5, 10, 12.5]);
  const etcPct = pick(r, [1, 0.9, 0.85]);
  const etc = round2(left * monthly * etcPct);
  const visit = r.chance(0.35) ? pick(r, [65, 79, 95]) : 0;
  const credit = r.chance(0.3) ? round2((monthly * r.int(3, 20)) / 30) : 0;
  const lateFee = stage >= 2 && r.chance(0.4) ? pick(r, [15, 20, 25]) : 0;
  const due = round2(missed * (monthly + ddFee) + etc + visit - credit + lateFee);
  const service = pick(r, [
    'Police response monitoring',
    'Keyholder response monitoring',
    'Smart alarm monitoring and maintenance',
  ]);
  const police = service.startsWith('Police');
  const stmtDate =
    stage === 1 ? c.date : addDays(c.date, -r.int(stage === 2 ? 18 : 35, stage === 2 ? 30 : 55));
  const noticeAt = addDays(stmtDate, -r.int(6, 15));
  const ddDay = pick(r, [1, 5, 15, 28]);
  // The last Direct Debit date on or before the notice, and the missed ones up to it.
  const lastM = noticeAt.getUTCMonth() - (ddDay <= noticeAt.getUTCDate() ? 0 : 1);
  const ddDates: Date[] = [];
  for (let i = missed - 1; i >= 0; i--)
    ddDates.push(new Date(Date.UTC(noticeAt.getUTCFullYear(), lastM - i, ddDay)));
  const start = new Date(Date.UTC(noticeAt.getUTCFullYear(), noticeAt.getUTCMonth() - served, ddDay));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + term, ddDay));
  const mon = (d: Date) => `${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  const rows: string[][] = [
    ...ddDates.flatMap((d) => [
      [`Monitoring fee ${mon(d)} - Direct Debit returned`, D(c, d), fmtMoney(monthly)],
      ...(ddFee ? [['Returned payment fee', D(c, d), fmtMoney(ddFee)]] : []),
    ]),
    [
      `Early termination charge (${left} months x ${fmtMoney(monthly)}${etcPct < 1 ? ` less ${Math.round((1 - etcPct) * 100)}%` : ''})`,
      D(c, noticeAt),
      fmtMoney(etc),
    ],
    ...(visit
      ? [['Engineer visit to decommission signalling', D(c, addDays(noticeAt, 4)), fmtMoney(visit)]]
      : []),
    ...(credit ? [['Credit for unused days in final month', D(c, noticeAt), `-${fmtMoney(credit)}`]] : []),
    ...(lateFee ? [['Late payment fee', D(c, addDays(stmtDate, 15)), fmtMoney(lateFee)]] : []),
    [stage === 1 ? 'Balance due' : stage === 2 ? 'Balance overdue' : 'Total now due', '', fmtMoney(due)],
  ];
  const story = `You gave notice to cancel your ${service.toLowerCase()} agreement on ${D(c, noticeAt)}. The agreement began on ${D(c, start)} with a minimum term of ${term} months, ending ${D(c, end)}, so under its terms an early termination charge applies for the ${left} months that were left.${
    missed
      ? ` Your last ${missed === 1 ? 'Direct Debit was' : `${missed} Direct Debits were`} returned unpaid by your bank.`
      : ''
  }`;
  const after = police
    ? `Monitoring has stopped and we have told the police that your alarm no longer has a monitored response (police URN ${urn} withdrawn). The equipment remains yours; the panel can still sound locally.`
    : `Monitoring has stopped. Your keyholders will no longer be called if the alarm activates. The equipment remains yours.`;

  if (stage !== 1 && r.chance(0.35)) {
    const stageA = stageOf(r);
    const rowsA: string[][] = [
      [
        `Unpaid monitoring fees (${missed} month${missed > 1 ? 's' : ''})`,
        fmtMoney(round2(missed * monthly)),
      ],
      ...(ddFee ? [['Returned payment fees', fmtMoney(round2(missed * ddFee))]] : []),
      ['Early termination charge', fmtMoney(etc)],
      ...(visit ? [['Decommissioning visit', fmtMoney(visit)]] : []),
      ...(credit ? [['Credit for unused days', `-${fmtMoney(credit)}`]] : []),
      ...(lateFee ? [['Late payment fee', fmtMoney(lateFee)]] : []),
      ['Balance due', fmtMoney(due)],
    ];
    return agencyLetter(r, {
      c,
      stage: stageA,
      suffixes: ['Credit Services', 'Debt Recovery', 'Collections'],
      client: co.name,
      clientRef: [custLabel.replace('number', 'no.'), cust],
      more: [['Contract no.', contract], ...(police ? ([['Police URN', urn]] as [string, string][]) : [])],
      story: `The balance is what was left on your alarm monitoring account when you cancelled your agreement on ${D(c, noticeAt)}, ${left} months before the end of its minimum term.`,
      rows: rowsA,
      bal: due,
      extra: [],
    });
  }

  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const callDate = stage === 2 && r.chance(0.4) ? addDays(stmtDate, r.int(5, 12)) : undefined;
  const promised = callDate ? addDays(callDate, r.int(7, 14)) : undefined;
  const admin = pick(r, [30, 45, 60]);
  const chase =
    stage === 1
      ? `Please pay the balance due of ${fmtMoney(due)} within 14 days, by ${D(c, pay)}. As your Direct Debit has ended, please pay by card or bank transfer, quoting your ${custLabel.replace('no.', 'number').toLowerCase()} ${cust}.`
      : stage === 2
        ? callDate
          ? `When you called us on ${D(c, callDate)} about our closing statement, you said you would pay the balance by ${D(c, promised!)}. We have not received it.${lateFee ? ` A late payment fee of ${fmtMoney(lateFee)} has been added, as our terms allow.` : ''} Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${custLabel.replace('no.', 'number').toLowerCase()} ${cust}.`
          : `We sent you our closing statement on ${D(c, stmtDate)}, but the balance has not been paid.${lateFee ? ` A late payment fee of ${fmtMoney(lateFee)} has been added, as our terms allow.` : ''} Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${custLabel.replace('no.', 'number').toLowerCase()} ${cust}.`
        : `We sent you our closing statement on ${D(c, stmtDate)} and a reminder on ${D(c, addDays(stmtDate, r.int(16, 22)))}, but your account remains unpaid. Unless we receive ${fmtMoney(due)} by ${D(c, pay)}, we will pass it to our collection agent, and an administration charge of ${fmtMoney(admin)} will then be added. Please quote your ${custLabel.replace('no.', 'number').toLowerCase()} ${cust} with your payment.`;
  const howPay: [string, string][] = [
    ['By card', `${phone(r)} or ${web(co.name)}/account`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Reference', cust],
  ];
  const cert = `${co.name} is ${pick(r, ['NSI Gold approved', 'NSI Silver approved', 'SSAIB certificated'])} (certificate no. ${r.digits(5)}) for the installation and monitoring of intruder alarm systems.`;
  const title =
    stage === 1
      ? pick(r, [
          'Closing statement',
          'Statement of account: agreement cancelled',
          'Early termination invoice',
        ])
      : stage === 2
        ? pick(r, ['Reminder: balance overdue', 'PAYMENT REMINDER', 'Your account is overdue'])
        : pick(r, ['FINAL NOTICE', 'Final notice before referral', 'Final demand']);
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const sub = ['Customer Accounts', officeAddress(r), `${phone(r)}  accounts@${host(co.name)}`];
  const installAt = r.chance(0.4)
    ? `${r.int(2, 180)} ${pick(r, ['Heron Way', 'Kiln Lane', 'Linden Close', 'Tanner Street'])}, ${place(r)}`
    : 'as above';
  if (r.chance(0.5)) {
    const spec: Spec = {
      face: c.face,
      head: co.head,
      // On the dark band the shield would stand out below it: the rings fit inside.
      ...(r.chance(0.5) ? { headBand: true, logoMark: 'rings' as const } : { logoMark: 'shield' as const }),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [custLabel, cust],
        ['Contract no.', contract],
        [stage === 1 ? 'Statement date' : 'Date', D(c, c.date)],
        ['Page', '1 of 1'],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : pick(r, ['rule', 'plain'] as const),
      body: [
        {
          kv: [
            ['Installation address', installAt],
            ['Service', `${service}, ${fmtMoney(monthly)} a month`],
            ['Alarm panel', police ? `${panelId}   Police URN ${urn}` : panelId],
          ],
        },
        { p: stage === 1 ? `${story} ${after}` : chase },
        { grid: rows, header: ['Description', 'Date', 'Amount'], widths: [0.6, 0.19, 0.21] },
        { amountBox: [rows[rows.length - 1][0], fmtMoney(due)] },
        ...(stage === 1 ? [{ p: chase } as Block] : []),
        { kv: howPay },
        { small: cert },
      ],
      sign: [],
      footer: [regLine(co.name, r)],
    };
    return { spec, truth: truth(co.name, due, cust, 'normal', stage, kind, c, pay) };
  }
  const table: [string, string][] = [
    [`Monitoring fees unpaid (${missed} x ${fmtMoney(monthly)})`, fmtMoney(round2(missed * monthly))],
    ...(ddFee
      ? ([
          [`Returned Direct Debit fees (${missed} x ${fmtMoney(ddFee)})`, fmtMoney(round2(missed * ddFee))],
        ] as [string, string][])
      : []),
    [`Early termination charge (${left} months remaining)`, fmtMoney(etc)],
    ...(visit ? ([['Decommissioning visit', fmtMoney(visit)]] as [string, string][]) : []),
    ...(credit ? ([['Credit for unused days', `-${fmtMoney(credit)}`]] as [string, string][]) : []),
    ...(lateFee ? ([['Late payment fee', fmtMoney(lateFee)]] as [string, string][]) : []),
    [rows[rows.length - 1][0], fmtMoney(due)],
  ];
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['shield', 'bars'] as const),
    sub,
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient: rcpt(c),
    owe: {
      label: stage === 1 ? 'Amount due' : 'Amount overdue',
      amount: fmtMoney(due),
      note: `Please pay by ${D(c, pay)}`,
    },
    panel: [
      [custLabel, cust],
      ['Contract', contract],
      ['Date', D(c, c.date)],
    ],
    title,
    titleStyle: stage === 3 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      { p: stage === 1 ? story : `${chase}` },
      { table, header: ['Your account', 'Amount'] },
      ...(stage === 1
        ? [{ p: chase } as Block, { p: after } as Block]
        : [
            {
              p: `Your ${service.toLowerCase()} agreement (contract ${contract}) was cancelled on ${D(c, noticeAt)} with ${left} months of its ${term}-month minimum term left. Your monthly fee was ${fmtMoney(monthly)}.`,
            } as Block,
          ]),
      { kv: howPay },
      {
        small: `If you think this balance is wrong, or you are having difficulty paying, please call us: we can agree a payment plan. ${cert}`,
      },
    ],
    closing: stage === 3 ? 'Yours faithfully' : 'Yours sincerely',
    sign: [...signatory(r, ['Credit Control', 'Customer Accounts Manager', 'Accounts Team Leader']), co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, due, cust, 'normal', stage, kind, c, pay) };
};

export const FRESH21B_FAMILIES: Family[] = [
  {
    id: 'W223',
    name: 'Package holiday cancellation charges (tour operator, travel agent or its collection agency)',
    group: 'business',
    make: holidayCancellation,
  },
  {
    id: 'W224',
    name: 'NHS trust Overseas Visitors invoice at 150% tariff (invoice, reminder, final notice or debt recovery agency)',
    group: 'public_body',
    make: nhsOverseas,
  },
  {
    id: 'W225',
    name: 'Home security alarm monitoring contract cancelled early: missed Direct Debits and termination charge (or its collector)',
    group: 'business',
    make: alarmMonitoring,
  },
];
