/** The twenty-sixth fresh set, part c: written blind (by a writer who had not read the extractor). */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web } from './vocab';
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
  type Ctx,
  type Family,
} from './family-kit';

/** "2024/25" for the academic year (September to August) a date falls in. */
const academicYear = (d: Date) => {
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 8 ? 1 : 0);
  return { start: y, label: `${y}/${String((y + 1) % 100).padStart(2, '0')}` };
};
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

// ------------------------------------------------------------------------------------------------------------
// W280 Student finance overpayment
// ------------------------------------------------------------------------------------------------------------

const SLC_NAMES = [
  'Student Support Loans Company Limited',
  'National Student Finance Company Ltd',
  'Higher Education Loans Company Limited',
  'Tertiary Student Loans Company Ltd',
];
const SF_BRANDS = [
  'Student Finance Mercia',
  'Student Finance Albion',
  'Student Finance Wessex',
  'Student Finance Northumbria',
];
const COURSES = [
  'BA (Hons) History',
  'BSc (Hons) Computer Science',
  'BEng (Hons) Mechanical Engineering',
  'LLB (Hons) Law',
  'BA (Hons) Fine Art',
  'BSc (Hons) Nursing (Adult)',
  'BSc (Hons) Psychology',
  'BA (Hons) Business Management',
];

/**
 * The student-finance lender's overpayment recovery after a student withdrew from (or suspended) a course: the
 * university's change-of-circumstances report came after the next term's Maintenance Loan instalment had been paid,
 * so the entitlement was recalculated to the last day of attendance. One of four letters of the sequence is drawn:
 * overpayment notice (stage 1, first_demand), reminder that cites the notice (2, reminder), final notice before
 * referral to a named collection agency (3, final_demand), or the collection agency's own letter (agency creditor,
 * debt_collection, stage 1 on its first letter / 2 when it cites its own earlier letter, kind debt_recovery).
 * Two lender layouts (a letter with a side panel and a ruled breakdown; a notice with a reference strip, a shaded
 * amount box and a payment slip) and an agency layout with an "amount due" box.
 * Amount = the overpayment still owed (overpayment − anything repaid since the notice). Not it: the annual loan
 * amount, the instalments paid, the recalculated entitlement, the overall student loan balance (repaid through the
 * tax system and explicitly not demanded), the example monthly instalment.
 * Reference = the overpayment reference the letter says to quote when paying (the agency's own reference on agency
 * letters); the 11-digit Customer Reference Number is printed and explicitly not the payment reference.
 * Open choices: an overpaid Maintenance Loan (sometimes with a grant part) recovered by the lender is 'loan' (the
 * demander is the student-loan lender and the sum is overpaid student finance, not an ordinary trade invoice).
 * Where the letterhead carries the service brand ("Student Finance …"), the legal entity signs and is the creditor.
 */
const studentOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const lender = pick(r, SLC_NAMES);
  const brand = r.chance(0.4) ? pick(r, SF_BRANDS) : null;
  const agency = company(r, ['Collection Services', 'Credit Management', 'Recoveries', 'Debt Recovery']);
  const stage = pick(r, ['notice', 'reminder', 'final', 'agency', 'notice', 'final'] as const);
  // timeline, working back from this letter
  const n1 =
    stage === 'notice'
      ? c.date
      : stage === 'reminder'
        ? addDays(c.date, -r.int(28, 45))
        : stage === 'final'
          ? addDays(c.date, -r.int(58, 80))
          : addDays(c.date, -r.int(110, 150));
  const rem = addDays(n1, r.int(30, 35));
  const fin = addDays(rem, r.int(21, 28));
  const referred = addDays(fin, r.int(24, 32));
  // the student stopped attending in the autumn or spring term; the university reported it after an instalment
  let left = addDays(n1, -r.int(40, 85));
  if (left.getUTCMonth() >= 3 && left.getUTCMonth() <= 8)
    left = utc(left.getUTCFullYear(), r.int(0, 2), r.int(3, 27));
  const autumn = left.getUTCMonth() >= 9;
  const ay = academicYear(left);
  const yearOfStudy = r.int(1, 3);
  const courseStart = utc(ay.start - yearOfStudy + 1, 8, r.int(18, 28));
  const courseEnd = utc(ay.start - yearOfStudy + 4, 5, r.int(6, 27));
  const suspended = r.chance(0.3);
  const uni = r.chance(0.5)
    ? `University of ${place(r)}`
    : `${place(r)} ${pick(r, ['Metropolitan University', 'University', 'Institute of Technology'])}`;
  const course = pick(r, COURSES);
  const crn = r.digits(11);
  const yy = String((ay.start + 1) % 100).padStart(2, '0');
  const shape = r.int(0, 3);
  const opRef = [
    `OP${r.digits(7)}`,
    `OVP/${r.digits(6)}/${yy}`,
    `R${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(4)}-${r.digits(5)}`,
  ][shape];
  // the money
  const annual = pick(r, [4767, 5322, 6854, 7590, 8877, 9978, 10544]) + r.int(0, 90);
  const a1 = round2(annual * 0.33);
  const a2 = round2(annual * 0.33);
  const a3 = round2(annual - a1 - a2);
  const three = !autumn && r.chance(0.5);
  const paid = round2(a1 + a2 + (three ? a3 : 0));
  const entitled = autumn
    ? round2(a1 * pick(r, [0.52, 0.67, 0.81, 1]))
    : round2(a1 + a2 * pick(r, [0.12, 0.27, 0.41, 0.55]));
  const loanOver = round2(paid - entitled);
  const grant = r.chance(0.3);
  const grantPaid = grant ? round2(pick(r, [1010, 1368, 2134, 3387]) * (three ? 1 : 0.66)) : 0;
  const grantOver = grant ? round2(grantPaid * pick(r, [0.33, 0.5])) : 0;
  const over = round2(loanOver + grantOver);
  const repaid = stage !== 'notice' && r.chance(0.35) ? pick(r, [25, 50, 75, 100, 150]) : 0;
  const due = round2(over - repaid);
  const loanBal = r.money(14500, 58000);
  const monthly = pick(r, [20, 25, 30, 40, 50]);
  const status = suspended ? 'suspended your studies' : 'withdrew from your course';
  const statusNoun = suspended ? 'Suspension of studies' : 'Withdrawal';
  const breakdown: string[][] = [
    [`Maintenance Loan ${ay.label} - full-year amount`, fmtMoney(annual)],
    [`Maintenance Loan paid to you (${three ? 3 : 2} instalments)`, fmtMoney(paid)],
    [`Entitlement to your last day of attendance (${D(c, left)})`, fmtMoney(entitled)],
    ['Maintenance Loan overpaid', fmtMoney(loanOver)],
    ...(grant
      ? [
          [`Maintenance Grant paid for ${ay.label}`, fmtMoney(grantPaid)],
          ['Maintenance Grant overpaid', fmtMoney(grantOver)],
        ]
      : []),
    ...(repaid ? [[`Repaid since our notice of ${D(c, n1)}`, `-${fmtMoney(repaid)}`]] : []),
    [stage === 'notice' ? 'Total overpayment to repay' : 'Overpayment still owed', fmtMoney(due)],
  ];
  const payAcct = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const helpline = phone(r);
  const statute =
    'Under the Education (Student Support) Regulations, any amount paid to you for a period in which you were not entitled to it is an overpayment and must be repaid.';
  const balanceNote = `Your overall student loan balance of ${fmtMoney(loanBal)} (tuition and maintenance, including interest) is not affected by this letter and does not have to be paid now: it is repaid through your salary once you earn over the repayment threshold. The overpayment is separate and is due now.`;

  if (stage === 'agency') {
    const follow = r.chance(0.5);
    const aRef = r.chance(0.5)
      ? `${r.letters(2, 'SLCK')}${r.digits(7)}`
      : `${r.digits(3)}/${r.digits(5)}/${oOrI(r)}${r.digits(2)}`;
    const earlier = addDays(referred, r.int(5, 9));
    const payIn = r.chance(0.6);
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: agency.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub: [officeAddress(r), `${helpline}  ${web(agency.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Balance due',
        amount: fmtMoney(due),
        note: payIn ? `Please pay by ${D(c, pay)}` : undefined,
      },
      panel: [
        ['Our reference', aRef],
        ['Client reference', opRef],
        ['CRN', crn],
        ['Date', D(c, c.date)],
      ],
      panelStacked: false,
      panelBoxed: r.chance(0.5),
      title: follow
        ? 'Student finance overpayment - we have not heard from you'
        : 'Overpayment of student finance',
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: follow
            ? `We wrote to you on ${D(c, earlier)} to tell you that ${lender} had passed your student finance overpayment to us to collect. We have not received a payment or heard from you, and the balance of ${fmtMoney(due)} remains outstanding.`
            : `${lender} has instructed us to collect an overpayment of student finance from you. The overpayment arose when you ${status} (${course}, ${uni}) on ${D(c, left)}, after Maintenance Loan had already been paid for the ${ay.label} academic year. ${lender} wrote to you about it on ${D(c, n1)}, ${D(c, rem)} and ${D(c, fin)}.`,
        },
        {
          p: `This is not a demand for your student loan. Your student loan balance is still repaid through the tax system and is not part of this debt. Only the overpayment shown above is due.`,
        },
        {
          p: payIn
            ? `Please pay the balance due of ${fmtMoney(due)} in full by ${D(c, pay)}, quoting our reference ${aRef}. If you cannot pay in full, call us and we will agree an affordable plan - many customers pay around ${fmtMoney(monthly)} a month.`
            : `Please call us on ${helpline} within 10 days to pay or to agree how you will repay, quoting our reference ${aRef}. We can agree affordable monthly payments, for example ${fmtMoney(monthly)} a month.`,
        },
        {
          kv: [
            ['Our client', brand ? `${lender} (${brand})` : lender],
            ['Online', `${web(agency.name)}/pay`],
            ['Bank transfer', payAcct],
            ['Reference', aRef],
          ],
        },
        {
          small: `If you are struggling with debt you can get free, impartial advice from an independent debt advice charity. If you think this overpayment is wrong, tell us and we will put collection on hold while ${lender} looks at it again.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Services Manager', 'Collections Team Leader']), agency.name],
      footer: [fcaLine(agency.name, r), `We act on behalf of ${lender}.`],
    };
    return {
      spec,
      truth: truth(
        agency.name,
        due,
        aRef,
        'debt_collection',
        follow ? 2 : 1,
        'debt_recovery',
        c,
        payIn ? pay : undefined,
      ),
    };
  }

  const payDays = stage === 'notice' ? 28 : 14;
  const pay = addDays(c.date, payDays);
  const byDate = r.chance(0.5);
  const payWhen = byDate ? `by ${D(c, pay)}` : `within ${payDays} days of the date of this letter`;
  const title =
    stage === 'notice'
      ? pick(r, ['Notice of overpayment', 'You have been overpaid student finance', 'Overpayment notice'])
      : stage === 'reminder'
        ? pick(r, ['Reminder: overpayment not yet repaid', 'Overpayment reminder'])
        : pick(r, ['Final notice before referral to a collection agency', 'FINAL NOTICE - overpayment']);
  const opening =
    stage === 'notice'
      ? `${uni} has told us that you ${status} on ${D(c, left)}. We have reassessed your student finance for the ${ay.label} academic year from that date. Because Maintenance Loan had already been paid to you for part of the year after you stopped attending, you have been overpaid.`
      : stage === 'reminder'
        ? `We wrote to you on ${D(c, n1)} to tell you that you had been overpaid student finance for the ${ay.label} academic year after you ${status} on ${D(c, left)}. We have not received full repayment${repaid ? ', although we have received part of it' : ''}, and the balance below is still owed.`
        : `We wrote to you on ${D(c, n1)} and sent a reminder on ${D(c, rem)} about the overpayment of your ${ay.label} student finance, but ${repaid ? 'only part of it has been repaid' : 'it has not been repaid'} and you have not agreed a repayment plan with us.`;
  const action =
    stage === 'final'
      ? `If we do not receive ${fmtMoney(due)} ${payWhen}, or you do not agree a repayment plan with us in that time, we will refer the overpayment to ${agency.name}, a debt collection agency, without further notice. They will contact you to recover it.`
      : `Please repay ${fmtMoney(due)} ${payWhen}. If you cannot pay in full, call us on ${helpline}: we can agree an instalment plan, for example ${fmtMoney(monthly)} a month.`;
  const payHow = `Pay by debit card on ${helpline} or by bank transfer to ${payAcct}, quoting your overpayment reference ${opRef}. Please do not quote your Customer Reference Number for this payment, or it may be credited to your loan account instead.`;
  const head = brand ? [brand] : r.chance(0.3) ? [lender.toUpperCase()] : [lender];
  const sign = ['Overpayment Recovery Team', ...(brand ? [`for and on behalf of ${lender}`] : [lender])];
  const footer = [
    `${brand ? `${brand} is a service provided by ${lender}` : lender} on behalf of the Secretary of State for Education.`,
    `${lender} is registered in England and Wales (no. ${r.digits(8)}). Registered office: ${officeAddress(r)}.`,
  ];
  const team = pick(r, [
    'Overpayment Recovery Team',
    'Overpayments and Debt Recovery',
    'Customer Compliance - Overpayments',
  ]);
  const stageKind = stage === 'notice' ? 'first_demand' : stage === 'reminder' ? 'reminder' : 'final_demand';
  const seq = stage === 'notice' ? 1 : stage === 'reminder' ? 2 : 3;

  if (r.chance(0.5)) {
    // letter with a side panel and a ruled breakdown
    const stacked = r.chance(0.4);
    const spec: Spec = {
      face: c.face,
      head,
      sub: [team, officeAddress(r), `Telephone ${helpline}`],
      headAlign: pick(r, ['left', 'center'] as const),
      logoMark: r.chance(0.3) ? 'shield' : undefined,
      recipient: rcpt(c),
      panelStacked: stacked,
      panel: [
        [stacked ? 'Customer Reference Number' : 'Customer ref. no.', crn],
        ['Overpayment reference', opRef],
        ['Academic year', ay.label],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 'final' ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        { grid: breakdown, header: ['How the overpayment is worked out', 'Amount'], widths: [0.72, 0.28] },
        { p: action },
        { p: payHow },
        { small: `${statute} ${balanceNote}` },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
    return { spec, truth: truth(lender, due, opRef, 'loan', seq, stageKind, c, pay) };
  }
  // notice with a reference strip, course details, a shaded amount box and a payment slip
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['chevron', 'rings'] as const),
    sub: [team, `${officeAddress(r)}  |  ${helpline}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['University or college', uni],
      ['Course', course],
    ],
    panelStacked: true,
    refGrid: [
      ['Date of this notice', D(c, c.date)],
      ['Customer Reference Number', crn],
      ['Overpayment ref.', opRef],
      ['Academic year', ay.label],
    ],
    title,
    titleStyle: 'banner',
    body: [
      { p: opening },
      {
        kv: [
          ['Course start date', D(c, courseStart)],
          ['Expected end date', D(c, courseEnd)],
          [`${statusNoun} date`, D(c, left)],
          ['Maintenance Loan paid', `${fmtMoney(paid)} of ${fmtMoney(annual)}`],
          ['Entitlement recalculated', fmtMoney(entitled)],
          ...(grant ? ([['Maintenance Grant overpaid', fmtMoney(grantOver)]] as [string, string][]) : []),
          ...(repaid ? ([['Received since our notice', fmtMoney(repaid)]] as [string, string][]) : []),
        ],
      },
      { amountBox: [stage === 'notice' ? 'Overpayment to repay' : 'Amount still owed', fmtMoney(due)] },
      { p: action },
      { p: payHow },
      { small: balanceNote },
    ],
    sign: [],
    slip: {
      title: `Repayment slip - ${lender}`,
      rows: [
        ['Overpayment reference', opRef],
        ['Amount', fmtMoney(due)],
        ['Pay by', D(c, pay)],
      ],
    },
    footer,
  };
  return { spec, truth: truth(lender, due, opRef, 'loan', seq, stageKind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W281 Gadget insurance excess or replacement handset cost
// ------------------------------------------------------------------------------------------------------------

const HANDSETS = ['Novaphone', 'Lumo', 'Orbitel', 'Zephyr', 'Kairo'];
const MODELS = ['X12 Pro', 'S24', 'Fold 5', 'Note 9', 'A55', 'Edge 40', 'Mini 3'];

/**
 * A mobile-phone / gadget insurance claims administrator (or the insurer itself) chasing money after a claim: either
 * an unpaid claim excess (the card payment failed, or the excess was to be invoiced after the replacement was
 * delivered), or the cost of a replacement handset sent out before the claim was declined or before the old handset
 * was returned (it never was). One letter of the sequence per draw: invoice (stage 1, first_demand), reminder citing
 * the invoice (2, reminder), final notice with policy cancellation and referral to a collector (3, final_demand), or
 * the collector's own letter (collector creditor, debt_collection, stage 1 / 2 when it cites its earlier letter,
 * debt_recovery).
 * Layouts: an invoice (stacked boxed panel, device block, item table, payment slip, no sign-off), a letter (inline
 * panel, summary lines, signed), and the collector's letter (reference strip and "amount due" box).
 * Amount = the excess, or replacement cost + delivery − any excess already paid. Not it: the monthly premium, the
 * device's cover limit, the excess on a future claim, the replacement cost on its own when the excess is deducted.
 * Reference = the invoice number / payment reference the letter says to quote (the collector's own reference on its
 * letters); policy number, claim number and IMEI are printed but are not it.
 * Open choices: the administrator writes, is paid and signs; the underwriting insurer named in the small print is
 * not the creditor. An insurer's or administrator's overdue invoice is 'normal' (no credit was given).
 */
const gadgetClaimDebt: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const direct = r.chance(0.3);
  const admin = direct
    ? company(r, ['Gadget Insurance', 'Mobile Insurance'])
    : company(r, ['Gadget Cover', 'Device Protection', 'Phone Insurance Services', 'Mobile Protect']);
  const underwriter = `${stem(r)} ${pick(r, ['Insurance plc', 'General Insurance Company Limited', 'Insurance (Europe) Ltd'])}`;
  const collector = company(r, ['Credit Services', 'Collections', 'Recovery Services']);
  const stage = pick(r, ['invoice', 'reminder', 'final', 'collector', 'invoice', 'reminder'] as const);
  const model = `${pick(r, HANDSETS)} ${pick(r, MODELS)} ${pick(r, ['128GB', '256GB', '512GB'])}`;
  const colour = pick(r, ['Graphite', 'Midnight Blue', 'Silver', 'Coral', 'Sage']);
  const imeiRaw = `35${r.digits(13)}`;
  const imei = r.chance(0.5)
    ? imeiRaw
    : `${imeiRaw.slice(0, 2)} ${imeiRaw.slice(2, 8)} ${imeiRaw.slice(8, 14)} ${imeiRaw.slice(14)}`;
  const policy = r.chance(0.5) ? `GP${r.digits(8)}` : `${r.letters(3, 'MGPH')}-${r.digits(6)}`;
  const claim = r.chance(0.5) ? `CL-${r.digits(7)}` : `${r.digits(2)}/${r.digits(6)}`;
  const inv = [
    `INV-${r.digits(6)}`,
    `EX${r.digits(5)}${oOrI(r)}${r.digits(1)}`,
    `${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`,
  ][r.int(0, 2)];
  const premium = pick(r, [6.99, 8.49, 9.99, 12.5, 14.99]);
  const limit = pick(r, [600, 800, 1000, 1200, 1500]);
  const kind = pick(r, ['excess', 'notReturned', 'declined', 'excess'] as const);
  const claimType = pick(
    r,
    kind === 'excess'
      ? ['Accidental damage', 'Theft', 'Loss', 'Liquid damage']
      : ['Accidental damage', 'Liquid damage', 'Theft'],
  );
  const excess =
    claimType === 'Theft' || claimType === 'Loss' ? pick(r, [99, 125, 150]) : pick(r, [50, 75, 85, 99]);
  const incident = addDays(c.date, -r.int(stage === 'invoice' ? 28 : 60, stage === 'invoice' ? 50 : 110));
  const dispatched = addDays(incident, r.int(3, 9));
  const invDate = stage === 'invoice' ? c.date : addDays(dispatched, r.int(16, 24));
  const remDate = addDays(invDate, r.int(28, 32));
  const cost =
    kind === 'excess' ? 0 : round2(pick(r, [329, 449, 579, 689, 849, 999, 1099]) - pick(r, [0, 0.01, 1]));
  const delivery = kind === 'excess' ? 0 : pick(r, [0, 7.99, 9.95]);
  const excessPaid = kind !== 'excess' && r.chance(0.6) ? excess : 0;
  const due = kind === 'excess' ? excess : round2(cost + delivery - excessPaid);
  const rows: string[][] =
    kind === 'excess'
      ? [
          [`Policy excess - ${claimType.toLowerCase()} claim ${claim}`, fmtMoney(excess)],
          ['Amount due', fmtMoney(due)],
        ]
      : [
          [`Replacement ${model} (${colour}) sent ${D(c, dispatched)}`, fmtMoney(cost)],
          ...(delivery ? [['Courier delivery', fmtMoney(delivery)]] : []),
          ...(excessPaid ? [['Less excess already paid', `-${fmtMoney(excessPaid)}`]] : []),
          ['Amount due', fmtMoney(due)],
        ];
  const returnBy = addDays(dispatched, 14);
  const why =
    kind === 'excess'
      ? pick(r, [
          `Your claim for ${claimType.toLowerCase()} to your ${model} was approved and a replacement was delivered on ${D(c, dispatched)}. The card payment for your policy excess of ${fmtMoney(excess)} was declined, so the excess has been invoiced to you.`,
          `When your ${claimType.toLowerCase()} claim was approved you chose to pay the ${fmtMoney(excess)} excess by invoice once your replacement had been delivered. Your replacement ${model} was delivered on ${D(c, dispatched)}.`,
        ])
      : kind === 'notReturned'
        ? `We sent you a replacement ${model} on ${D(c, dispatched)}. A condition of replacement is that the damaged handset (IMEI ${imei}) is returned in the prepaid bag within 14 days, by ${D(c, returnBy)}. We have not received it, so under the terms of your policy the cost of the replacement is now payable by you.`
        : `A replacement ${model} was sent to you on ${D(c, dispatched)} while your claim was being validated. Our checks have since found ${pick(r, ['that the damage happened before your cover started', 'that the theft was not reported to the police within 48 hours, as the policy requires', 'that the handset you claimed for is not the one registered on your policy'])}, so the claim has been declined and the cost of the replacement is payable by you.`;
  const admName = admin.name;
  const helpline = phone(r);
  const frn = r.digits(6);
  const regd = `Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`;
  const footer: string[] = direct
    ? [`${admName} is authorised and regulated by the Financial Conduct Authority (FRN ${frn}).`, regd]
    : [`${admName} is authorised and regulated by the Financial Conduct Authority (FRN ${frn}). ${regd}`];
  const footerCols: [string, string] | undefined = direct
    ? undefined
    : [
        `Your policy is arranged and administered by ${admName} and underwritten by ${underwriter}.`,
        `${admName} collects policy excesses and recovery charges on the insurer's behalf. Please make all payments to ${admName}.`,
      ];
  if (stage === 'collector') {
    const follow = r.chance(0.45);
    const cRef = r.chance(0.5)
      ? `${r.letters(1, 'CR')}${r.digits(8)}`
      : `${r.digits(4)}/${r.digits(4)}${oOrI(r)}`;
    const earlier = addDays(c.date, -r.int(21, 30));
    const pay = addDays(c.date, r.chance(0.5) ? 14 : 10);
    const spec: Spec = {
      face: c.face,
      head: collector.head,
      sub: [officeAddress(r), `${helpline}  ${web(collector.name)}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      logoMark: pick(r, ['bars', 'rings', 'chevron'] as const),
      recipient: rcpt(c),
      owe: { label: 'Amount due', amount: fmtMoney(due), note: `Pay by ${D(c, pay)}` },
      panel: [],
      refGrid: [
        ['Our reference', cRef],
        ['Your policy number', policy],
        ['Date', D(c, c.date)],
      ],
      title: follow ? 'Second letter: amount still unpaid' : 'Your account has been passed to us',
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: follow
            ? `We wrote to you on ${D(c, earlier)} about the amount you owe ${admName} under your gadget insurance policy. It has not been paid and you have not contacted us.`
            : `${admName} has passed us your unpaid ${kind === 'excess' ? 'claim excess' : 'replacement handset charge'} to collect. ${admName} invoiced you on ${D(c, invDate)} (invoice ${inv}) and wrote again on ${D(c, remDate)}, but the amount has not been paid.`,
        },
        {
          kv: [
            ['Our client', admName],
            ['Claim number', claim],
            ['Device', model],
            ['IMEI', imei],
            [
              kind === 'excess' ? 'Reason' : 'Charge',
              kind === 'excess'
                ? `Unpaid ${claimType.toLowerCase()} excess`
                : kind === 'notReturned'
                  ? 'Damaged handset not returned'
                  : 'Claim declined after replacement sent',
            ],
          ],
        },
        {
          p: `Please pay ${fmtMoney(due)} by ${D(c, pay)}, online at ${web(collector.name)} or by phone on ${helpline}, quoting our reference ${cRef}. Do not send payment to ${admName}. If you cannot pay in one go, call us to agree instalments.`,
        },
        ...(follow
          ? [
              {
                p: `If we still have not heard from you by then, we will advise our client on further action, which may include court proceedings to recover the debt.`,
              },
            ]
          : []),
        {
          small: `If you believe you do not owe this amount, please tell us in writing and we will pause collection while our client reviews it. Free debt advice is available from independent advice charities.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Customer Accounts', collector.name],
      footer: [fcaLine(collector.name, r)],
    };
    return {
      spec,
      truth: truth(collector.name, due, cRef, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, pay),
    };
  }

  const pay = addDays(c.date, stage === 'invoice' ? pick(r, [14, 21, 30]) : stage === 'reminder' ? 14 : 7);
  const payLine =
    stage === 'invoice'
      ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting invoice number ${inv}.`
      : stage === 'reminder'
        ? `We sent you invoice ${inv} on ${D(c, invDate)} and it is now overdue. Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting the invoice number.`
        : `We invoiced you on ${D(c, invDate)} and sent a reminder on ${D(c, remDate)}. This is your final notice: unless ${fmtMoney(due)} is paid by ${D(c, pay)}, we will cancel your policy and pass the debt to ${collector.name}, a debt collection agency, who may add it to your credit file. Quote invoice number ${inv}.`;
  const alt =
    kind === 'declined' && stage !== 'final'
      ? `Alternatively, you can return the replacement handset, unused and in its original box, by ${D(c, addDays(c.date, 14))} and we will cancel this invoice.`
      : stage === 'final'
        ? `Your monthly premium of ${fmtMoney(premium)} is collected separately and is not part of this amount.`
        : kind === 'excess'
          ? `Your cover continues for ${fmtMoney(premium)} a month, up to a device value of ${fmtMoney(limit)}. The excess on any future claim will again be ${fmtMoney(excess)}.`
          : `Your monthly premium of ${fmtMoney(premium)} is not included in this amount.`;
  const seq = stage === 'invoice' ? 1 : stage === 'reminder' ? 2 : 3;
  const kindOf = stage === 'invoice' ? 'first_demand' : stage === 'reminder' ? 'reminder' : 'final_demand';
  const dept = pick(r, ['Claims Recovery', 'Customer Accounts', 'Excess Collections']);

  if (r.chance(0.5)) {
    const title =
      stage === 'invoice'
        ? pick(r, ['INVOICE', kind === 'excess' ? 'Excess invoice' : 'Invoice - replacement device'])
        : stage === 'reminder'
          ? pick(r, ['REMINDER - INVOICE OVERDUE', 'Payment reminder'])
          : pick(r, ['FINAL NOTICE', 'Final notice - invoice unpaid']);
    const spec: Spec = {
      face: c.face,
      head: admin.head,
      sub: [dept, officeAddress(r), `${helpline}  claims@${host(admName)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.6) ? pick(r, ['shield', 'rings'] as const) : undefined,
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, invDate)],
        ...(stage === 'invoice' ? [] : ([['Date of this notice', D(c, c.date)]] as [string, string][])),
        ['Policy number', policy],
        ['Claim number', claim],
      ],
      panelStacked: true,
      panelBoxed: true,
      title,
      titleStyle: stage === 'final' ? 'banner' : pick(r, ['rule', 'plain'] as const),
      body: [
        {
          kv: [
            ['Insured device', `${model} (${colour})`],
            ['IMEI', imei],
            ['Claim', `${claimType}, ${D(c, incident)}`],
          ],
        },
        { p: why },
        { grid: rows, header: ['Description', 'Amount'], widths: [0.75, 0.25] },
        { p: payLine },
        { p: alt },
      ],
      sign: [],
      slip: {
        title: `Remittance - ${admName}`,
        rows: [
          ['Invoice no.', inv],
          ['Amount due', fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
      footerCols,
    };
    return { spec, truth: truth(admName, due, inv, 'normal', seq, kindOf, c, pay) };
  }
  const spec: Spec = {
    face: c.face,
    head: admin.head,
    sub: [`${dept}, ${officeAddress(r)}`, `Telephone ${helpline}  |  ${web(admName)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    headBand: r.chance(0.4),
    recipient: rcpt(c),
    panel: [
      ['Payment reference', inv],
      ['Policy number', policy],
      ['Claim number', claim],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    title:
      stage === 'invoice'
        ? kind === 'excess'
          ? 'Your claim excess is unpaid'
          : 'Payment for your replacement phone'
        : stage === 'reminder'
          ? 'We are still waiting for your payment'
          : 'Final notice before we cancel your policy',
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      { p: why },
      { p: `Device: ${model}, IMEI ${imei}` },
      {
        kv:
          kind === 'excess'
            ? [
                [`${claimType} excess`, fmtMoney(excess)],
                ['Amount due', fmtMoney(due)],
              ]
            : [
                ['Replacement handset', fmtMoney(cost)],
                ...(delivery ? ([['Courier delivery', fmtMoney(delivery)]] as [string, string][]) : []),
                ...(excessPaid
                  ? ([['Less excess paid', `-${fmtMoney(excessPaid)}`]] as [string, string][])
                  : []),
                ['Amount due', fmtMoney(due)],
              ],
      },
      {
        p: payLine
          .replace('invoice number', 'payment reference')
          .replace('the invoice number', 'the payment reference'),
      },
      { p: `You can pay by card on ${helpline} or online at ${web(admName)}/pay. ${alt}` },
    ],
    closing: pick(r, ['Yours sincerely', 'Kind regards']),
    sign: [...signatory(r, ['Claims Recovery Adviser', 'Customer Accounts Team Leader']), admName],
    footer,
    footerCols,
  };
  return { spec, truth: truth(admName, due, inv, 'normal', seq, kindOf, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W282 Payment service or marketplace negative balance
// ------------------------------------------------------------------------------------------------------------

/** A 17-character transaction ID of the kind payment services print. */
const txId = (r: { digits(n: number): string; letters(n: number, a?: string): string }) =>
  `${r.digits(1)}${r.letters(2)}${r.digits(5)}${r.letters(2)}${r.digits(7)}`;

/**
 * An online payment service (e-money account) or a selling platform chasing a negative account balance left when a
 * buyer's card chargeback, a refund after a buyer-protection case, or a reversed incoming payment was taken from an
 * account whose money had already been withdrawn; then its collection agency. One letter per draw: notice of
 * negative balance (stage 1, first_demand), reminder citing the notice (2, reminder), final notice before account
 * closure and referral to a named agency (3, final_demand), or the agency's letter (agency creditor,
 * debt_collection; first letter 1, follow-up 2, final demand 3; kind debt_recovery, or final_demand on its final).
 * Layouts: an account statement notice (dark brand band, stacked panel, five-column transaction table, shaded
 * amount box, no signature), a letter (reference strip, events as label/amount lines, signed by a team), and the
 * agency's letter ("total due" box, client details as label/value lines, two-column small print).
 * Amount = the negative balance as a positive sum (plus, on some agency letters, the collection charge the agency
 * says it has added, shown in the total). Not it: the original sale, the chargeback fee line, a money-added credit.
 * Reference = what the letter says to quote: on about a third of the platform's letters only the e-mail address
 * identifying the account ("quote the e-mail address registered to your account"), otherwise the Account ID / Seller
 * ID or a balance reference; the agency's own reference on agency letters. Transaction IDs, dispute/case IDs and
 * order numbers are printed and are not it.
 * Open choices: the letterhead and sign-off carry the brand; the debt is owed to the legal entity named in the small
 * print ("… is a trading name of / is operated by …"), so creditor = that legal entity (a parent company sometimes
 * named beside it is not). A negative e-money or seller balance is not credit given: 'normal'.
 */
const negativeBalance: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const st = stem(r);
  const market = r.chance(0.45);
  const brand = market
    ? `${st} ${pick(r, ['Market', 'Marketplace', 'Bazaar'])}`
    : `${st}${pick(r, [' Pay', 'Pay', ' Wallet'])}`;
  const legal = market
    ? pick(r, [
        `${st} Marketplaces (UK) Limited`,
        `${st} Commerce UK Ltd`,
        `${st} Online Trading Services Ltd`,
      ])
    : pick(r, [`${st} Payments (UK) Ltd`, `${st} Payments Europe Limited`, `${st} Pay Services Ltd`]);
  const parent = r.chance(0.3) ? `${st} Group Holdings Inc (USA)` : null;
  const agency = company(r, ['Collections', 'Credit Management', 'Debt Recovery', 'Receivables Management']);
  const stage = pick(r, ['notice', 'reminder', 'final', 'agency', 'notice', 'agency'] as const);
  const who = c.who;
  const email = `${who.first.toLowerCase()}${pick(r, ['.', '_', ''])}${who.last.toLowerCase()}${r.chance(0.5) ? r.int(1, 99) : ''}@${pick(r, ['postmail', 'mailbox', 'inbox', 'webmail'])}.example`;
  const refMode = pick(r, ['email', 'id', 'ref'] as const);
  const idLabel = market ? 'Seller ID' : 'Account ID';
  const acctId = market ? r.digits(9) : `${r.letters(1, 'AM')}${r.digits(4)}${oOrI(r)}${r.digits(5)}`;
  const balRef = r.chance(0.5) ? `NB-${r.digits(6)}` : `RB${r.digits(4)}/${r.digits(3)}`;
  const platformRef = refMode === 'email' ? email : refMode === 'id' ? acctId : balRef;
  const quote =
    refMode === 'email'
      ? `the e-mail address registered to your account, ${email}`
      : refMode === 'id'
        ? `your ${idLabel}, ${acctId}`
        : `the reference ${balRef}`;
  const trig = pick(r, ['chargeback', 'refund', 'reversal'] as const);
  const caseId =
    trig === 'chargeback' ? `CB${r.digits(10)}` : market ? `5${r.digits(9)}` : `DC-${r.digits(9)}`;
  const caseLabel = trig === 'chargeback' ? 'Dispute ID' : 'Case ID';
  const sale = r.money(24, 890);
  const order = `${r.digits(2)}-${r.digits(5)}-${r.digits(5)}`;
  const ids = [market ? order : txId(r), txId(r), txId(r), txId(r), txId(r)];
  const fee = trig === 'chargeback' ? pick(r, [14, 15, 20]) : trig === 'reversal' ? pick(r, [0, 5, 7.5]) : 0;
  const postage = trig === 'refund' && r.chance(0.5) ? pick(r, [3.2, 4.45, 6.95]) : 0;
  const feeCredit = market && trig === 'refund' ? round2(sale * 0.1) : 0;
  const later = stage !== 'notice' && r.chance(0.3) ? pick(r, [10, 20, 25, 40]) : 0;
  const neg = round2(sale + fee + postage - feeCredit - later);
  const dSale = addDays(c.date, -r.int(stage === 'notice' ? 45 : 80, stage === 'notice' ? 75 : 120));
  const dOut = addDays(dSale, r.int(1, 4));
  const dTrig = addDays(dOut, r.int(16, 32));
  const n1 = stage === 'notice' ? c.date : addDays(dTrig, r.int(2, 6));
  const rem = addDays(n1, r.int(14, 21));
  const fin = addDays(rem, r.int(14, 21));
  const dLater = addDays(n1, r.int(5, 10));
  const td = (d: Date) => D({ ...c, ds: c.ds === 1 ? 2 : c.ds } as Ctx, d);
  const trigText =
    trig === 'chargeback'
      ? `the buyer's card issuer reversed their payment of ${fmtMoney(sale)} (a chargeback)`
      : trig === 'refund'
        ? `the buyer's ${pick(r, ['"item not received"', '"item not as described"'])} case was decided in the buyer's favour and ${fmtMoney(sale)} was refunded to them`
        : `the payment of ${fmtMoney(sale)} you received was reversed because the sender's bank reported it as unauthorised`;
  // the statement rows: description, date, ID, amount, balance
  let bal = 0;
  const rows: string[][] = [];
  const add = (desc: string, d: Date, id: string, amt: number) => {
    bal = round2(bal + amt);
    rows.push([
      desc,
      td(d),
      id,
      `${amt < 0 ? '-' : ''}${fmtMoney(Math.abs(amt))}`,
      `${bal < 0 ? '-' : ''}${fmtMoney(Math.abs(bal))}`,
    ]);
  };
  add(market ? 'Sale - order' : 'Payment received', dSale, ids[0], sale);
  add('Transfer to your bank', dOut, ids[1], -sale);
  add(
    trig === 'chargeback' ? 'Chargeback' : trig === 'refund' ? 'Refund to buyer' : 'Payment reversed',
    dTrig,
    ids[2],
    -sale,
  );
  if (fee) add(trig === 'chargeback' ? 'Chargeback fee' : 'Reversal fee', dTrig, ids[3], -fee);
  if (postage) add('Return postage label', dTrig, ids[3], -postage);
  if (feeCredit) add('Selling fee credit', dTrig, ids[4], feeCredit);
  if (later) add('Money added', dLater, ids[4], later);
  const card = `card ending ${r.digits(4)}`;
  const helpUrl = `${web(brand)}/balance`;
  const smallPrint = market
    ? [
        `${brand} is operated by ${legal}, registered in England and Wales (company no. ${r.digits(8)}).`,
        `Seller balances are held and settled by ${legal}. Registered office: ${officeAddress(r)}.`,
        ...(parent ? [`${legal} is a subsidiary of ${parent}.`] : []),
      ]
    : [
        `${brand} is a trading name of ${legal}, an electronic money institution authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (firm reference ${r.digits(6)}).`,
        `Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
        ...(parent ? [`${legal} is a subsidiary of ${parent}.`] : []),
      ];

  if (stage === 'agency') {
    const step = pick(r, [1, 1, 2, 3] as const);
    const charge = r.chance(0.3) ? round2(Math.max(15, Math.min(60, neg * 0.15))) : 0;
    const total = round2(neg + charge);
    const aRef = r.chance(0.5)
      ? `${r.letters(3, 'CRMK')}${r.digits(6)}`
      : `${r.digits(2)}-${r.digits(6)}-${oOrI(r)}${r.digits(1)}`;
    const prev = addDays(c.date, -r.int(18, 30));
    const pay = addDays(c.date, step === 3 ? 7 : 14);
    const title =
      step === 1
        ? pick(r, ['Notice of debt placement', `Your ${brand} account balance`])
        : step === 2
          ? 'Reminder - balance still outstanding'
          : 'FINAL DEMAND';
    const opening =
      step === 1
        ? `${legal}, which trades as ${brand}, has placed your negative account balance with us for collection. ${brand} wrote to you about it on ${D(c, n1)}, ${D(c, rem)} and ${D(c, fin)} and then closed your account.`
        : step === 2
          ? `We wrote to you on ${D(c, prev)} about the negative balance on your ${brand} account, which ${legal} has placed with us. We have not received payment or heard from you.`
          : `Despite our earlier letters, the balance below is still unpaid. This is our final demand before we recommend to our client, ${legal}, that it issues a claim against you in the county court.`;
    const spec: Spec = {
      face: c.face,
      head: agency.head,
      sub: [officeAddress(r), `${phone(r)}  ${web(agency.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['bars', 'chevron'] as const) : undefined,
      headBand: step === 3 && r.chance(0.5),
      recipient: rcpt(c),
      owe: { label: 'Total due', amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
      panel: [
        ['Our reference', aRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: step === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            ['Client', `${legal} (${brand})`],
            ['Account e-mail', email],
            ...(refMode === 'email'
              ? []
              : ([[refMode === 'id' ? idLabel : 'Client reference', platformRef]] as [string, string][])),
            [caseLabel, caseId],
            ['Transaction ID', ids[2]],
          ],
        },
        {
          grid: [
            ['Negative balance transferred by our client', fmtMoney(neg)],
            ...(charge ? [['Collection charge (under your user agreement)', fmtMoney(charge)]] : []),
            ['Total due', fmtMoney(total)],
          ],
          widths: [0.72, 0.28],
        },
        {
          p: `Please pay ${fmtMoney(total)} by ${D(c, pay)} at ${web(agency.name)} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${aRef}. ${brand} can no longer accept payment of this balance.${step === 3 ? '' : ' If you cannot pay in full, contact us to agree an affordable plan.'}`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Client Services Manager']), agency.name],
      footer: [],
      footerCols: [
        fcaLine(agency.name, r),
        `If you think you do not owe this balance, tell us within 30 days and we will pause collection while ${brand} reviews it. Free debt advice is available from independent charities.`,
      ],
    };
    return {
      spec,
      truth: truth(
        agency.name,
        total,
        aRef,
        'debt_collection',
        step,
        step === 3 ? 'final_demand' : 'debt_recovery',
        c,
        pay,
      ),
    };
  }

  const payDays = stage === 'final' ? 10 : 14;
  const pay = addDays(c.date, payDays);
  const seq = stage === 'notice' ? 1 : stage === 'reminder' ? 2 : 3;
  const kindOf = stage === 'notice' ? 'first_demand' : stage === 'reminder' ? 'reminder' : 'final_demand';
  const why = `On ${D(c, dTrig)} ${trigText}. You had already transferred the money to your bank, so ${fmtMoney(sale)}${fee ? ` and a ${trig === 'chargeback' ? 'chargeback' : 'reversal'} fee of ${fmtMoney(fee)}` : ''} ${fee ? 'were' : 'was'} taken from a balance that was empty, leaving your ${brand} account with a negative balance.`;
  const lead =
    stage === 'notice'
      ? why
      : stage === 'reminder'
        ? `We wrote to you on ${D(c, n1)} to tell you that your ${brand} account has a negative balance after ${trigText}. It has not been repaid${later ? ' in full' : ''}.`
        : `We wrote to you on ${D(c, n1)} and again on ${D(c, rem)} about the negative balance on your account. Your account is restricted and the balance is still unpaid.`;
  const ask =
    stage === 'final'
      ? `This is our final notice. Unless you repay ${fmtMoney(neg)} by ${D(c, pay)}, we will close your account and pass the debt to ${agency.name}, a collection agency, who will contact you to recover it.`
      : `Please repay ${fmtMoney(neg)} within ${payDays} days, by ${D(c, pay)}. Until you do, ${market ? 'you cannot withdraw funds or receive payouts for new sales' : 'you cannot send money, withdraw or receive payments'}. We may also try to collect the amount from the ${card} linked to your account.`;
  const how = `To repay, add money at ${helpUrl} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${quote}.`;
  const teamName = `${brand} ${pick(r, ['Account Recovery', 'Customer Balance Team', 'Seller Account Support'])}`;

  if (r.chance(0.5)) {
    const spec: Spec = {
      face: c.face,
      head: [brand],
      headBand: true,
      sub: [teamName.replace(`${brand} `, ''), helpUrl],
      headAlign: pick(r, ['left', 'center'] as const),
      logoMark: pick(r, ['rings', 'chevron'] as const),
      recipient: rcpt(c),
      panel: [
        ['Account', email],
        ...(refMode === 'email'
          ? []
          : ([[refMode === 'id' ? idLabel : 'Reference', platformRef]] as [string, string][])),
        [caseLabel, caseId],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      title:
        stage === 'notice'
          ? pick(r, ['Your account has a negative balance', 'Action needed: negative balance'])
          : stage === 'reminder'
            ? 'Reminder: your balance is still negative'
            : 'Final notice before we close your account',
      titleStyle: stage === 'final' ? 'banner' : 'rule',
      body: [
        { p: lead },
        {
          grid: rows,
          header: ['Activity', 'Date', market ? 'Order / ID' : 'Transaction ID', 'Amount', 'Balance'],
          widths: [0.29, 0.15, 0.26, 0.15, 0.15],
        },
        { amountBox: [stage === 'final' ? 'Amount to repay now' : 'Amount to repay', fmtMoney(neg)] },
        { p: ask },
        { p: how },
      ],
      sign: [],
      footer: smallPrint,
    };
    return { spec, truth: truth(legal, neg, platformRef, 'normal', seq, kindOf, c, pay) };
  }
  const kvRows: [string, string][] = rows.map(([desc, d, , amt]) => [`${d}  ${desc}`, amt]);
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.3) ? [brand.toUpperCase()] : [brand],
    sub: [teamName, `${officeAddress(r)}  |  ${phone(r)}`],
    headAlign: 'left',
    logoMark: pick(r, ['rings', 'bars', 'shield'] as const),
    returnAddress:
      stage !== 'notice' && r.chance(0.6)
        ? `If undelivered please return to ${brand}, ${officeAddress(r)}`
        : undefined,
    recipient: rcpt(c),
    panel: [['Account e-mail', email]],
    panelStacked: true,
    refGrid: [
      ['Date', D(c, c.date)],
      [caseLabel, caseId],
      refMode === 'email'
        ? ['Transaction ID', ids[2]]
        : [refMode === 'id' ? idLabel : 'Reference', platformRef],
    ],
    title:
      stage === 'notice'
        ? 'Negative balance on your account'
        : stage === 'reminder'
          ? 'Your negative balance - reminder'
          : 'FINAL NOTICE: negative balance',
    titleStyle: stage === 'final' ? 'boxed' : 'plain',
    body: [
      dear(c),
      { p: lead },
      { kv: [...kvRows, ['Balance owed', fmtMoney(neg)]] },
      { p: ask },
      { p: how },
      ...(stage === 'notice'
        ? [
            {
              small: `If you think the ${trig === 'chargeback' ? 'chargeback' : 'decision'} is wrong, you can send us evidence within 10 days quoting ${trig === 'chargeback' ? 'dispute' : 'case'} ID ${caseId}. That does not change the amount due now.`,
            },
          ]
        : []),
    ],
    closing: 'Regards',
    sign: [teamName],
    footer: smallPrint,
  };
  return { spec, truth: truth(legal, neg, platformRef, 'normal', seq, kindOf, c, pay) };
};

export const FRESH27C_FAMILIES: Family[] = [
  {
    id: 'W280',
    name: 'Student finance overpayment after withdrawal or suspension (notice, reminder, final notice or collection agency)',
    group: 'lender',
    make: studentOverpayment,
  },
  {
    id: 'W281',
    name: 'Gadget insurance unpaid claim excess or replacement handset cost (invoice, reminder, final notice or collector)',
    group: 'business',
    make: gadgetClaimDebt,
  },
  {
    id: 'W282',
    name: 'Payment service or marketplace negative balance after a chargeback, refund or reversal (notice, reminder, final notice or agency)',
    group: 'business',
    make: negativeBalance,
  },
];
