/**
 * The ninth fresh held-out set, part c (W118–W120): kinds of letter the corpus does not have yet — a judgment
 * creditor's solicitors telling the debtor that the county court has made an interim charging order over their home
 * (with the hearing for the final order), an NHS hospital trust's overseas visitors team chasing an unpaid invoice for
 * treatment charged under the overseas visitor charging regulations, and a university finance office chasing unpaid
 * self-funded tuition fees with academic sanctions. Written by a writer who had not read the extractor; scored once.
 * Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case
 * open the choice is commented at the family.
 */
import type { Spec } from './compose';
import {
  addDays,
  fmtDate,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  stem,
  web,
} from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  truth,
  type Ctx,
  type Family,
  round2,
  oOrI,
  signatory,
  wholeDays,
} from './family-kit';

/** A date in a narrow table column: the long month style is shortened. */
const short = (c: Ctx, d: Date) => fmtDate(d, c.ds === 1 ? 2 : c.ds);

// ------------------------------------------------------------------------------------------------------------
// W118 Solicitors for a judgment creditor: interim charging order
// ------------------------------------------------------------------------------------------------------------

/**
 * A firm of solicitors acting for a judgment creditor writes that the County Court has made an interim charging order
 * over the debtor's home to secure an unpaid county court judgment, and gives the date of the hearing at which the
 * court will decide whether to make the order final. A statement of the judgment debt (judgment sum, payments since
 * judgment, 8% judgment interest where the judgment is £5,000 or more, the court fee and fixed costs of the
 * application) ends in "Total now due" — the debtAmount. Not it: the daily interest rate, the estimated costs of the
 * final hearing and the Land Registry fee (future costs), the judgment sum or a fee line on its own.
 * accountNumber = the firm's "Our ref", which the letter asks to be quoted; the claim number, the client's own
 * account reference (a masked card or account number), the Land Registry title number and the firm's client bank
 * account are not it.
 * Open choices: the solicitors write and ask to be paid into their client account, so by the README's on-behalf rule
 * the creditor is the firm (printed in its letterhead and signed off in the firm's name), not the client; a law firm
 * collecting for a client is 'debt_collection' (who is demanding and why), not 'court' (a court's own office). An
 * interim charging order is an enforcement step after judgment: stage 3, and kind 'judgment' (a CCJ already entered,
 * past the claim) is the nearest kind. dates.hearingDate = the final-order hearing; dates.payBy only in the variant
 * that asks for payment within 14 days.
 */
const interimChargingOrder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const a = person(r).last;
  let b = person(r).last;
  if (b === a) b = b === 'Mercer' ? 'Lomax' : 'Mercer';
  const nv = r.int(0, 2);
  const firm = [`${a} ${b} LLP`, `${a} & ${b} Solicitors`, `${stem(r)} Law LLP`][nv];
  const head =
    nv === 1 && r.chance(0.5) ? [`${a} & ${b}`, 'Solicitors'] : r.chance(0.3) ? [firm.toUpperCase()] : [firm];
  const client = company(r, [
    'Finance',
    'Building Services',
    'Card Services',
    'Credit',
    'Property Lettings',
  ]).name;
  const clientRef = r.chance(0.5) ? `**** **** **** ${r.digits(4)}` : `${r.letters(2, 'ACKL')}${r.digits(7)}`;
  const initials = `${a[0]}${b[0]}${r.letters(1, 'JKMPT')}`;
  const ref = pick(r, [
    `${initials}/${r.digits(5)}/${r.int(1, 9)}`,
    `CO-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(6)}.${r.digits(3)}`,
    `${initials}.${client.slice(0, 3).toUpperCase()}.${r.digits(4)}`,
  ]);
  const claim = `${r.letters(1, 'FGHJK')}${r.int(0, 9)}${r.letters(2, 'QXZV')}${r.digits(4)}`;
  const court = `County Court at ${place(r)}`;
  const courtAddr = officeAddress(r);
  const title = `${r.letters(2, 'QXZVJK')}${r.digits(6)}`;
  const judgmentDay = addDays(c.date, -r.int(70, 420));
  const icoDay = addDays(c.date, -r.int(3, 9));
  const hearing = addDays(c.date, r.int(28, 56));
  const time = pick(r, ['10:00 am', '10:30 am', '11:00 am', '2:00 pm', '2:30 pm']);
  const judgment = r.money(1450, 27500);
  const paid = r.chance(0.4) ? round2(r.int(2, 12) * pick(r, [25, 40, 50])) : 0;
  const days = wholeDays(judgmentDay, c.date);
  const interest = judgment >= 5000 ? round2((judgment * 0.08 * days) / 365) : 0;
  const daily = round2((judgment * 0.08) / 365);
  const fee = 119;
  const fixed = pick(r, [110, 110, 125.5]);
  const total = round2(judgment - paid + interest + fee + fixed);
  const hearingCosts = pick(r, [250, 330, 395, 450]);
  const lrFee = pick(r, [20, 40]);
  const ask14 = r.chance(0.55);
  const pay = addDays(c.date, 14);
  const prop = `${c.addr[0]}, ${c.addr[1]}, ${c.addr[3]}`;
  const tel = phone(r);
  const site = web(firm.replace(/ (LLP|Solicitors)$/, ''));
  const rows: string[][] = [
    [`Judgment entered ${D(c, judgmentDay)} (debt, interest and costs)`, fmtMoney(judgment)],
    ...(paid ? [['Less payments received since judgment', `-${fmtMoney(paid)}`]] : []),
    ...(interest ? [[`Judgment interest at 8% a year to ${D(c, c.date)}`, fmtMoney(interest)]] : []),
    ['Court fee on the charging order application', fmtMoney(fee)],
    ['Fixed costs of the application', fmtMoney(fixed)],
    ['Total now due', fmtMoney(total)],
  ];
  const what = `The interim order secures the judgment debt against your interest in ${prop} (HM Land Registry title number ${title}) much as a mortgage would, and we have applied to register it at HM Land Registry. It does not mean you have to leave your home.`;
  const objection = `If you object to the order being made final, you must file at court, and send to us, written evidence of your reasons at least 7 days before the hearing.`;
  const payText = ask14
    ? `Please pay the total now due of ${fmtMoney(total)} within 14 days of the date of this letter, by ${D(c, pay)}. If it is paid in full we will ask the court to discharge the order and vacate the hearing.`
    : `If you pay the total now due of ${fmtMoney(total)} in full before the hearing, we will consent to the interim order being discharged. Otherwise send us a written offer with details of your income and outgoings.`;
  const future = `${interest ? `Interest continues to run at ${fmtMoney(daily)} a day. ` : ''}If the order is made final we will ask for our costs of the hearing, estimated at ${fmtMoney(hearingCosts)}, and the Land Registry fee of ${fmtMoney(lrFee)}; these are not included above. A final order can later be enforced by an application for an order for sale.`;
  const bank = `Payment should be made to our client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}. Do not send cash.`;
  const sra = `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}).${firm.endsWith('LLP') ? ` A limited liability partnership registered in England and Wales no. OC${r.digits(6)}.` : ''} Registered office: ${officeAddress(r)}.`;
  const layout = r.int(0, 1);
  const sign = [firm];
  const closing = 'Yours faithfully';
  if (layout === 0) {
    // A solicitor's letter: reference panel, a "Re:" heading, the statement as a ruled table.
    const spec: Spec = {
      face: c.face,
      head,
      sub: [
        pick(r, ['Debt Recovery & Enforcement', 'Litigation Department', 'Commercial Recoveries']),
        officeAddress(r),
        `DX ${r.digits(5)} ${place(r)}  |  ${tel}  |  enforcement@${site.slice(4)}`,
      ],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      top: r.chance(0.5) ? ['BY FIRST CLASS POST'] : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ...(r.chance(0.5) ? ([['Your ref', '-']] as [string, string][]) : []),
        ['Claim no.', claim],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: `Re: ${client} v ${c.who.first[0]} ${c.who.last}`,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        { h: pick(r, ['Interim Charging Order', 'Charging order application - interim order made']) },
        dear(c),
        {
          p: `We act for ${client}, the judgment creditor in the above claim. On ${D(c, judgmentDay)} the ${court} entered judgment against you. It has not been paid${paid ? ' in full' : ''}, so our client applied for a charging order over your home, and on ${D(c, icoDay)} the court made an interim charging order (copy enclosed, with the application and evidence).`,
        },
        { p: what },
        {
          kv: [
            ['Hearing (final order):', `${D(c, hearing)} at ${time}`],
            ['Court:', `${court}, ${courtAddr}`],
          ],
        },
        { p: objection },
        { grid: rows, header: ['Judgment debt', 'Amount'], widths: [0.74, 0.26] },
        { p: payText },
        { small: future },
        { p: bank },
        ...(r.chance(0.5)
          ? [
              {
                small: `Our client's account reference ${clientRef} is given for identification only. You may wish to take independent legal advice.`,
              },
            ]
          : []),
      ],
      closing,
      sign,
      footer: [sra],
    };
    return {
      spec,
      truth: truth(firm, total, ref, 'debt_collection', 3, 'judgment', c, ask14 ? pay : undefined, hearing),
    };
  }
  // A notice form: references in ruled cells, a boxed hearing notice, two columns and an amount box.
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'bars', undefined] as const),
    sub: [officeAddress(r), `Tel ${tel}  ${site}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our reference', ref],
      ['Claim number', claim],
      ['Title number', title],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, [
      'NOTICE OF INTERIM CHARGING ORDER',
      'Interim Charging Order - Your Home',
      'IMPORTANT: CHARGING ORDER ON YOUR PROPERTY',
    ]),
    titleStyle: pick(r, ['boxed', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `We act for ${client}. The judgment the ${court} gave against you on ${D(c, judgmentDay)} remains unpaid, and on ${D(c, icoDay)} a District Judge made an interim charging order over your home (copy enclosed).`,
      },
      {
        boxed: [
          `Hearing to decide whether the order is made final: ${D(c, hearing)} at ${time}, ${court}, ${courtAddr}.`,
        ],
      },
      {
        cols: [`What this means. ${what}`, `What you can do. ${objection}`],
      },
      {
        grid: rows.slice(0, -1),
        header: ['Statement of the judgment debt', 'Amount'],
        widths: [0.74, 0.26],
        boldLast: false,
      },
      { amountBox: ['Total now due', fmtMoney(total)] },
      { p: `${payText} ${bank}` },
      { small: future },
    ],
    closing,
    sign,
    footer: [sra],
  };
  return {
    spec,
    truth: truth(firm, total, ref, 'debt_collection', 3, 'judgment', c, ask14 ? pay : undefined, hearing),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W119 NHS trust overseas visitors team: unpaid treatment invoice
// ------------------------------------------------------------------------------------------------------------

const TREATMENTS: { what: string; lo: number; hi: number }[] = [
  { what: 'Inpatient stay - general surgery', lo: 3800, hi: 16500 },
  { what: 'Maternity care and delivery', lo: 6200, hi: 11800 },
  { what: 'Outpatient clinics - cardiology', lo: 480, hi: 1650 },
  { what: 'Day case procedure - endoscopy', lo: 890, hi: 2400 },
  { what: 'Diagnostic imaging (CT and MRI)', lo: 520, hi: 1900 },
  { what: 'Inpatient stay - respiratory', lo: 2900, hi: 12400 },
  { what: 'Outpatient clinics - orthopaedics', lo: 390, hi: 1300 },
];

/**
 * An NHS hospital trust's Overseas Visitors Team chasing treatment charged under the National Health Service (Charges
 * to Overseas Visitors) Regulations 2015 at 150% of the national tariff, with the Home Office warning (NHS debts of
 * £500 or more unpaid for two months are reported and can lead to an immigration application being refused).
 * Two layouts: a single-invoice letter whose invoice number is the reference to quote (the hospital number and NHS
 * number beside it are not it), and a statement of several invoices under a customer number, which is then the
 * reference to quote (the invoice numbers in the table are not it). Amount = "Balance outstanding" / "Total
 * outstanding" (charges less payments received); the monthly payment-plan figure, the deposit asked for a future
 * appointment and a masked card number are not it.
 * Open choices: debtType — an NHS trust billing for treatment is an ordinary overdue invoice for a service, 'normal'
 * (the list has no health or public-body type). Stage: the reminder refers to the team's earlier reminder or to a
 * broken payment plan agreed on a call, so stage 2, kind 'reminder'; the "final reminder" before referral to the
 * trust's debt collection agency is stage 3, kind 'final_demand'.
 */
const nhsOverseasCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const kindName = pick(r, [
    'Hospitals',
    'University Hospitals',
    'Teaching Hospitals',
    'and District Hospitals',
  ]);
  const ft = r.chance(0.6);
  const trust = `${p} ${kindName} NHS ${ft ? 'Foundation Trust' : 'Trust'}`;
  const head =
    trust.length > 40 || r.chance(0.5)
      ? [`${p} ${kindName}`, `NHS ${ft ? 'Foundation Trust' : 'Trust'}`]
      : [trust];
  const hospital = pick(r, [
    `${p} General Hospital`,
    `${place(r)} Royal Infirmary`,
    `St ${pick(r, ['Anne', 'Luke', 'Hilda', 'Oswald'])}'s Hospital, ${p}`,
  ]);
  const site = `${p.toLowerCase()}hospitals.example`;
  const email = `overseas.visitors@${site}`;
  const hospNo = pick(r, [`${r.letters(1, 'RKM')}${r.digits(7)}`, `${r.letters(2, 'RH')}${r.digits(6)}`]);
  const nhsNo = `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`;
  const child = r.chance(0.25);
  const patient = child ? `${person(r).first} ${c.who.last}` : `${c.who.first} ${c.who.last}`;
  const final = r.chance(0.4);
  const multi = r.chance(0.5);
  const n = multi ? r.int(2, 3) : 1;
  const invs: { no: string; date: Date; what: string; amt: number; paid: number }[] = [];
  let d = addDays(c.date, -r.int(120, 220));
  const invShape = r.int(0, 2);
  for (let i = 0; i < n; i++) {
    const t = pick(r, TREATMENTS);
    const no = [`${r.digits(8)}`, `OV${r.digits(6)}`, `${r.digits(4)}${oOrI(r)}${r.digits(3)}`][invShape];
    invs.push({ no, date: d, what: t.what, amt: r.money(t.lo, t.hi), paid: 0 });
    d = addDays(d, r.int(9, 25));
  }
  const card = `${r.digits(4)}`;
  if (r.chance(0.45)) invs[0].paid = round2(Math.min(invs[0].amt * 0.6, r.int(2, 10) * 50));
  const charged = round2(invs.reduce((a, x) => a + x.amt, 0));
  const paid = round2(invs.reduce((a, x) => a + x.paid, 0));
  const bal = round2(charged - paid);
  const ref = multi ? pick(r, [`C${r.digits(6)}`, `${r.digits(7)}`, `OVS-${r.digits(5)}`]) : invs[0].no;
  const plan = pick(r, [50, 75, 100, 150, 200]);
  const remDay = addDays(c.date, -r.int(18, 35));
  const callDay = addDays(c.date, -r.int(40, 70));
  const pay = addDays(c.date, 14);
  const dca = `${stem(r)} ${pick(r, ['Credit Management', 'Recoveries', 'Collection Services'])} Ltd`;
  const nextAppt = r.chance(0.35) ? { day: addDays(c.date, r.int(10, 40)), dep: r.money(180, 950) } : null;
  const arranged = !final && r.chance(0.4);
  const opening = final
    ? `We have written to you ${pick(r, ['twice', 'several times'])} about the charges for ${child ? `${patient}'s` : 'your'} treatment at ${hospital}, most recently on ${D(c, remDay)}, and the account has still not been paid. This is our final reminder.`
    : arranged
      ? `When you called us on ${D(c, callDay)} you agreed to pay ${fmtMoney(plan)} a month towards the charges for ${child ? `${patient}'s` : 'your'} treatment at ${hospital}. We have not received the payments agreed, so the arrangement has been cancelled and the balance below is now due.`
      : `We sent you a reminder on ${D(c, remDay)} about the charges for ${child ? `${patient}'s` : 'your'} treatment at ${hospital}. Our records show that the account is still unpaid.`;
  const legal = `Charges were made under the National Health Service (Charges to Overseas Visitors) Regulations 2015, as amended, at 150% of the national tariff, because ${child ? `${patient} was` : 'you were'} not ordinarily resident in the UK and no exemption applied.`;
  const homeOffice = `Important: we must tell the Home Office about NHS charges of £500 or more that are left unpaid for two months. An unpaid NHS debt of £500 or more may lead to a future application to enter or stay in the UK being refused.`;
  const ask = final
    ? `Please pay the balance outstanding of ${fmtMoney(bal)} within 14 days of this letter, by ${D(c, pay)}. If it is not paid, or a payment plan agreed, the account will be passed to our debt collection agency, ${dca}, and the Trust may take legal action to recover it.`
    : `Please pay the balance outstanding of ${fmtMoney(bal)} by ${D(c, pay)}. If you cannot pay in full, contact us before then: we can usually agree a monthly payment plan (for example ${fmtMoney(plan)} a month), which must be kept up.`;
  const howPay = `Pay by card on ${phone(r)} (Monday to Friday, 9am to 4pm), online at www.${site}/pay or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote ${multi ? 'your customer number' : 'the invoice number'} ${ref}.`;
  const exempt = `If you believe an exemption applied (for example, the immigration health surcharge had been paid), send us the evidence.`;
  const title = final
    ? pick(r, ['FINAL REMINDER - NHS TREATMENT CHARGES', 'Final reminder: unpaid invoice for NHS treatment'])
    : pick(r, [
        'Reminder: charges for NHS hospital treatment',
        'OVERSEAS VISITOR CHARGES - PAYMENT REMINDER',
      ]);
  const sign = [
    ...signatory(r, [
      'Overseas Visitor Manager',
      'Overseas Visitors Officer',
      'Income and Overseas Visitors Lead',
    ]),
    trust,
  ];
  const footer = [
    `${trust}. ${pick(r, ['Chair', 'Chief Executive'])}: ${person(r).first} ${person(r).last}. Patient Advice and Liaison Service (PALS): ${phone(r)}.`,
  ];
  const sub = [
    pick(r, [
      'Overseas Visitors Team',
      'Overseas Visitors Office - Finance Directorate',
      'Private Patients and Overseas Visitors',
    ]),
    hospital,
    officeAddress(r),
    `${phone(r)}  ${email}`,
  ];
  const dob = `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${child ? r.int(2012, 2022) : r.int(1958, 2002)}`;
  const moneyRow = (x: (typeof invs)[number]) => [
    x.what,
    x.no,
    short(c, x.date),
    fmtMoney(x.amt),
    fmtMoney(round2(x.amt - x.paid)),
  ];
  if (!multi) {
    const x = invs[0];
    const oweBox = r.chance(0.4);
    const spec: Spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'right',
      recipient: rcpt(c),
      owe: oweBox
        ? { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Invoice ${x.no}` }
        : undefined,
      panel: [
        ['Invoice no.', x.no],
        ['Hospital no.', hospNo],
        ...(r.chance(0.5) ? ([['NHS no.', nhsNo]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelStacked: !oweBox && r.chance(0.35),
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { h: `Patient: ${patient} (date of birth ${dob})` },
        { p: opening },
        {
          kv: [
            ['Invoice date', D(c, x.date)],
            ['Treatment', x.what],
            ['Amount invoiced', fmtMoney(x.amt)],
            ...(x.paid
              ? ([['Paid (card ending ' + card + ')', `-${fmtMoney(x.paid)}`]] as [string, string][])
              : []),
            ['Balance outstanding', fmtMoney(bal)],
          ],
        },
        { p: ask },
        { p: homeOffice },
        { small: `${legal} ${exempt}` },
        ...(nextAppt
          ? [
              {
                small: `Your next appointment on ${D(c, nextAppt.day)} will need a payment in advance of ${fmtMoney(nextAppt.dep)} (an estimate of its full cost); this is not part of the balance above.`,
              },
            ]
          : []),
        { p: howPay },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
    return {
      spec,
      truth: truth(trust, bal, ref, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
    };
  }
  const spec: Spec = {
    face: c.face,
    head,
    logo: r.chance(0.4),
    headBand: r.chance(0.35),
    sub,
    headAlign: pick(r, ['right', 'left'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Customer number', ref],
      ['Hospital number', hospNo],
      ['Patient', patient],
      ['Statement date', D(c, c.date)],
    ],
    title,
    titleStyle: pick(r, ['banner', 'rule'] as const),
    body: [
      dear(c),
      { p: opening },
      {
        grid: [
          ...invs.map(moneyRow),
          ...(paid ? [[`Paid by card ending ${card}`, '', '', `-${fmtMoney(paid)}`, '']] : []),
        ],
        header: ['Treatment', 'Invoice', 'Date', 'Charged', 'Unpaid'],
        widths: [0.4, 0.15, 0.15, 0.15, 0.15],
        boldLast: false,
      },
      { amountBox: ['Total outstanding', fmtMoney(bal)] },
      { p: ask },
      { boxed: [homeOffice] },
      { small: `${legal} ${exempt}` },
      { p: howPay },
    ],
    closing: pick(r, ['Yours sincerely', 'Kind regards']),
    sign,
    footer,
  };
  return {
    spec,
    truth: truth(trust, bal, ref, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W120 University finance office: unpaid self-funded tuition fees
// ------------------------------------------------------------------------------------------------------------

const COURSES = [
  'BSc (Hons) Computer Science',
  'BA (Hons) Business Management',
  'MSc Data Science',
  'LLB (Hons) Law',
  'BEng (Hons) Mechanical Engineering',
  'MA International Relations',
  'BSc (Hons) Nursing (Adult)',
  'MBA (full-time)',
];

/**
 * A university finance office (credit control / student income) chasing unpaid tuition fees that the student pays
 * personally (self-funded: no tuition fee loan, so not the student loan), with a statement of the fee invoices,
 * the academic sanctions under the university's fee regulations (no re-enrolment, no graduation, no certificate or
 * transcript) and, in the final notice, referral to a collection agency.
 * accountNumber = the customer (debtor) number the letter asks to be quoted; the student number printed beside it
 * (and again on the payment slip) and the invoice numbers in the table are not it. Amount = the balance now due: the
 * overdue instalments less any payment or scholarship credit, plus a late payment charge where added; not the
 * full annual fee, not an instalment that is not yet due, not the agency's possible costs.
 * Open choices: a university's ordinary contractual fee debt is 'normal' (it is not a loan). A reminder that refers
 * to the office's earlier letter and e-mail is stage 2, kind 'reminder'; the "final notice" before referral to the
 * collection agency is stage 3, kind 'final_demand'. Creditor = the university named in the letterhead and sign-off.
 */
const tuitionFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const nv = r.int(0, 2);
  const uni = [`University of ${p}`, `${p} University`, `${p} Metropolitan University`][nv];
  const head =
    nv === 2 && r.chance(0.5)
      ? [p, 'Metropolitan University']
      : r.chance(0.35) && uni.length < 30
        ? [uni.toUpperCase()]
        : [uni];
  const domain = `${p.toLowerCase()}${nv === 2 ? 'met' : ''}.ac.example`;
  const studentNo = pick(r, [`${r.int(20, 24)}${r.digits(6)}`, `${r.digits(9)}`, `S${r.digits(7)}`]);
  const ref = pick(r, [
    `${r.digits(6)}`,
    `CUS${r.digits(6)}`,
    `D${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(3)}-${r.digits(4)}`,
  ]);
  const course = pick(r, COURSES);
  const pg = /^M/.test(course);
  const month = c.date.getUTCMonth();
  const y0 = month >= 10 ? 2025 : 2024;
  const yearLabel = `${y0}/${String(y0 + 1).slice(2)}`;
  const intl = r.chance(0.5);
  const annual = intl
    ? pick(r, [15950, 17500, 18750, 21200, 24600])
    : pg
      ? pick(r, [9900, 11250, 12400])
      : y0 === 2025
        ? 9535
        : 9250;
  const three = r.chance(0.6);
  const dues = three
    ? [new Date(Date.UTC(y0, 9, 15)), new Date(Date.UTC(y0 + 1, 0, 15)), new Date(Date.UTC(y0 + 1, 3, 15))]
    : [new Date(Date.UTC(y0, 9, 15)), new Date(Date.UTC(y0 + 1, 1, 15))];
  const n = dues.length;
  const base = Math.floor((annual / n) * 100) / 100;
  const parts = dues.map((_, i) => (i < n - 1 ? base : round2(annual - base * (n - 1))));
  const invStart = r.int(100000, 890000);
  const invPre = pick(r, ['SI', 'INV', '']);
  const inv = (i: number) => `${invPre}${invStart + i * r.int(800, 4000)}`;
  const overdueIdx = dues.map((d, i) => (wholeDays(d, c.date) > 14 ? i : -1)).filter((i) => i >= 0);
  const future = dues.map((_, i) => i).filter((i) => !overdueIdx.includes(i));
  const paid0 = r.chance(0.5) ? round2(r.int(2, 8) * pick(r, [100, 250])) : 0;
  const scholarship = intl && r.chance(0.4) ? pick(r, [1000, 1500, 2000, 3000]) : 0;
  const late = r.chance(0.4) ? pick(r, [25, 50, 75]) : 0;
  type Row = { no: string; what: string; due: string; amt: number; out: number };
  const rows: Row[] = overdueIdx.map((i) => {
    const out = i === 0 ? round2(Math.max(parts[i] - paid0, parts[i] * 0.2)) : parts[i];
    return {
      no: inv(i),
      what: `Tuition fee instalment ${i + 1} of ${n}`,
      due: short(c, dues[i]),
      amt: parts[i],
      out,
    };
  });
  if (scholarship)
    rows.push({
      no: `CN${r.digits(5)}`,
      what: `Scholarship credit (${pick(r, ['Global Merit', 'VC Award', 'Excellence Award'])})`,
      due: short(c, dues[0]),
      amt: -scholarship,
      out: -scholarship,
    });
  let due = round2(rows.reduce((a, x) => a + x.out, 0));
  if (due < 150) {
    // A scholarship larger than what is overdue: it is applied to the annual fee instead.
    rows.pop();
    due = round2(rows.reduce((a, x) => a + x.out, 0));
  }
  if (late) {
    rows.push({
      no: `${invPre}${invStart + 9000 + r.int(1, 900)}`,
      what: 'Late payment charge',
      due: short(c, addDays(c.date, -r.int(5, 12))),
      amt: late,
      out: late,
    });
    due = round2(due + late);
  }
  const final = r.chance(0.5);
  // The e-mail and the earlier letter both come after the first instalment fell due.
  const span = wholeDays(dues[0], c.date);
  const rem = addDays(c.date, -r.int(7, Math.max(8, Math.min(30, span - 6))));
  const mail = addDays(rem, -r.int(2, Math.max(3, Math.min(14, wholeDays(dues[0], rem) - 1))));
  const pay = addDays(c.date, final ? 14 : pick(r, [10, 14]));
  const dca = `${stem(r)} ${pick(r, ['Credit Management', 'Collections', 'Recovery Services'])} Ltd`;
  const agencyPct = pick(r, [10, 12.5, 15]);
  const plan = round2(Math.ceil(due / pick(r, [3, 4, 6]) / 5) * 5);
  const fx = future.length
    ? `Instalment ${future[0] + 1} (${fmtMoney(parts[future[0]])}) falls due on ${D(c, dues[future[0]])} and is not included in the amount now due.`
    : '';
  const selfFunded = `You are paying your own tuition fees for ${yearLabel} (${intl ? 'international' : 'home'} fee status, annual fee ${fmtMoney(annual)}); no tuition fee loan or sponsor pays the University for this year. This is not about a student loan.`;
  const opening = final
    ? `We e-mailed you on ${D(c, mail)} and wrote to you on ${D(c, rem)} about your overdue tuition fees, but your account has not been paid and you have not contacted us. This is your final notice.`
    : `Further to our e-mail of ${D(c, mail)} and our letter of ${D(c, rem)}, our records show that the tuition fee instalments below are still unpaid.`;
  const sanctions = [
    'you will not be able to re-enrol or progress to the next stage of your course;',
    'you will not be able to graduate or attend a graduation ceremony;',
    'we will not issue your award certificate, academic transcript or HEAR;',
    'your access to library and IT services may be restricted.',
  ];
  const sanctionsIntro = `Under the University's Student Fees Regulations, while tuition fees remain unpaid:`;
  const ask = final
    ? `Please pay ${fmtMoney(due)} within 14 days, by ${D(c, pay)}. If the balance is not paid in full, or an instalment plan agreed, by then, your account will be passed to our debt collection agency, ${dca}, whose costs of up to ${agencyPct}% may be added, and the University may take legal action.`
    : `Please pay the balance now due of ${fmtMoney(due)} by ${D(c, pay)}. If you cannot pay it in one sum, contact us before then to agree a short instalment plan (for example ${fmtMoney(plan)} a month).`;
  const howPay = `Pay online at pay.${domain}, by card on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Quote your customer number ${ref}${r.chance(0.6) ? ', not your student number,' : ''} so that we can match your payment.`;
  const support = `If you are in financial hardship, the Student Money Advice team can help (money.advice@${domain}).`;
  const sign = [
    ...signatory(r, ['Credit Control Manager', 'Student Income Officer', 'Senior Credit Controller']),
    pick(r, ['Student Income Team', 'Credit Control, Finance Office']),
    uni,
  ];
  const footer = [
    `${uni} is an exempt charity under the Charities Act 2011. ${r.chance(0.5) ? `VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}. ` : ''}Finance Office, ${officeAddress(r)}.`,
  ];
  const sub = [
    pick(r, [
      'Finance Office - Student Income',
      'Finance Directorate | Credit Control',
      'Student Fees and Credit Control',
    ]),
    `${phone(r)}  studentfees@${domain}`,
  ];
  const grid = {
    grid: rows.map((x) => [
      x.what,
      x.no,
      x.due,
      fmtMoney(x.amt).replace('£-', '-£'),
      fmtMoney(x.out).replace('£-', '-£'),
    ]),
    header: ['Description', 'Invoice', 'Due', 'Amount', 'Outstanding'],
    widths: [0.38, 0.15, 0.15, 0.16, 0.16],
    boldLast: false,
  };
  const title = final
    ? pick(r, ['FINAL NOTICE - UNPAID TUITION FEES', 'Final notice: tuition fees overdue'])
    : pick(r, [
        'Tuition fees overdue - reminder',
        'SECOND REMINDER: UNPAID TUITION FEES',
        'Your tuition fee account is overdue',
      ]);
  const layout = r.int(0, 1);
  if (layout === 0) {
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      sub: [...sub.slice(0, 1), officeAddress(r), sub[1]],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Customer no.', ref],
        ['Student no.', studentNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { h: `${course} - ${yearLabel}` },
        { p: opening },
        grid,
        { kv: [['Balance now due', fmtMoney(due)]] },
        ...(fx ? [{ small: fx }] : []),
        { p: ask },
        { p: sanctionsIntro },
        ...sanctions.map((t) => ({ p: `\u2022 ${t}` })),
        { small: `${selfFunded} ${support}` },
        { p: howPay },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
    return {
      spec,
      truth: truth(uni, due, ref, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
    };
  }
  const withSlip = rows.length <= 3 && r.chance(0.55);
  const spec: Spec = {
    face: c.face,
    head,
    headBand: r.chance(0.5),
    sub,
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: {
      label: final ? 'Balance now due' : 'Amount overdue',
      amount: fmtMoney(due),
      note: `Pay by ${D(c, pay)}`,
    },
    panel: [],
    refGrid: [
      ['Customer number', ref],
      ['Student number', studentNo],
      ['Academic year', yearLabel],
      ['Date', D(c, c.date)],
    ],
    title,
    titleStyle: pick(r, ['banner', 'boxed'] as const),
    body: [
      dear(c),
      { p: `${opening} ${selfFunded}` },
      grid,
      ...(fx ? [{ small: fx }] : []),
      { p: ask },
      {
        cols: [
          `What happens if you do not pay. While tuition fees remain unpaid, under our Student Fees Regulations ${sanctions.slice(0, 3).join(' ').replace(/;$/, '.')}`,
          `How to pay. ${howPay}${withSlip ? '' : ` ${support}`}`,
        ],
      },
    ],
    closing: pick(r, ['Yours sincerely', 'Kind regards']),
    sign: withSlip ? sign.slice(-2) : sign,
    slip: withSlip
      ? {
          title: `Payment slip - ${uni}`,
          rows: [
            ['Customer number', ref],
            ['Student number', studentNo],
            [final ? 'Balance now due' : 'Amount overdue', fmtMoney(due)],
          ],
        }
      : undefined,
    footer,
  };
  return {
    spec,
    truth: truth(uni, due, ref, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
  };
};

export const FRESH9C_FAMILIES: Family[] = [
  { id: 'W118', name: 'Interim charging order notice', group: 'collector', make: interimChargingOrder },
  {
    id: 'W119',
    name: 'NHS overseas visitor charges invoice reminder',
    group: 'public_body',
    make: nhsOverseasCharges,
  },
  { id: 'W120', name: 'University tuition fee debt letter', group: 'business', make: tuitionFees },
];
