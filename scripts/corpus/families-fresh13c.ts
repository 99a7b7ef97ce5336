/**
 * The twelfth fresh held-out set, part c (W154–W156): kinds of letter the corpus does not have yet — a Northern
 * Ireland Enforcement of Judgments Office notice to a judgment debtor (notice of intent to enforce, or an
 * appointment for examination of means), a council housing department's rechargeable repairs invoice to a current
 * or former tenant (first invoice or final reminder), and an HMRC High Income Child Benefit Charge letter (the
 * assessment's demand, or the later reminder with interest). Written blind to the extractor; scored once. Every face
 * is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, person, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Court enforcement (Northern Ireland)
// ------------------------------------------------------------------------------------------------------------

/**
 * A Northern Ireland Enforcement of Judgments Office notice to the judgment debtor after a creditor applied to have a
 * county court or High Court judgment enforced. Either the notice of intent to enforce (pay within 10 days or
 * enforcement goes ahead) or, later, a notice that an enforcement officer will call to examine the debtor about their
 * means. Two layouts: an office letter with a reference panel, or a form with a row of reference cells, a dark band
 * and a reply section.
 * Ground truth: the Office writes and tells the debtor to pay it (not the creditor), quoting the EJO reference, so
 * creditor = "Enforcement of Judgments Office" and accountNumber = the EJO reference; the judgment creditor, its
 * solicitors' reference, the court record number and the Office's bank account are distractors. Amount = the total
 * now due (judgment debt + judgment costs + the enforcement application fee the creditor paid, + on the examination
 * notice the further fee already added, − payments since judgment); the future order fee and the creditor's
 * instalment proposal are not it.
 * Open choices: debtType 'court' — the sender is a court office of the courts service enforcing a civil judgment
 * through its own staff, the README's court-office case, not a certificated enforcement agent ('bailiff'). Both
 * letters are enforcement steps (README: notice of enforcement / enforcement visit notice) → stage 3; kind
 * notice_of_enforcement for the notice of intent (payBy = letter + 10 days), enforcement_visit for the examination
 * appointment (a call at the home; it asks for payment "now", with no date, so no payBy).
 */
const ejoNotice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const office = 'Enforcement of Judgments Office';
  const hv = r.int(0, 2);
  const head =
    hv === 0 ? [office] : hv === 1 ? [office.toUpperCase()] : ['Enforcement of', 'Judgments Office'];
  const yy = String(c.date.getUTCFullYear()).slice(2);
  const ref = pick(r, [
    `${yy}/${r.digits(6)}`,
    `EJO ${r.digits(5)}/${yy}`,
    `${r.letters(1, 'BDLMN')}${yy}-${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const credCo = company(r, [
    'Finance',
    'Motor Finance',
    'Building Supplies',
    'Credit Services',
    'Property Management',
    'Plant Hire',
  ]);
  const cred = credCo.name;
  const sol1 = person(r).last;
  const sol2 = person(r).last;
  const solicitors =
    sol1 === sol2 ? `${sol1} Solicitors` : `${sol1} ${pick(r, ['&', 'and'])} ${sol2} Solicitors`;
  const solRef = `${r.letters(2)}/${r.letters(3)}${r.digits(3)}/${r.int(1, 9)}`;
  const highCourt = r.chance(0.3);
  const court = highCourt
    ? "High Court of Justice in Northern Ireland, King's Bench Division"
    : `County Court for the Division of ${place(r)}`;
  const judged = addDays(c.date, -r.int(60, 200));
  const issuedYy = String(addDays(judged, -r.int(40, 160)).getUTCFullYear()).slice(2);
  const record = highCourt ? `${issuedYy}/${r.digits(6)}` : `${r.digits(4)}/${issuedYy}`;
  const debt = highCourt ? r.money(5200, 38000) : r.money(480, 7800);
  const costs = highCourt ? r.money(380, 2400) : pick(r, [78.5, 112, 146.25, 187, 215.5]);
  const appFee = debt < 1000 ? pick(r, [55, 60]) : debt < 5000 ? pick(r, [140, 155]) : pick(r, [290, 310]);
  const paidSince = r.chance(0.35) ? pick(r, [50, 100, 150, 200, 250]) : 0;
  const exam = r.chance(0.45);
  const examFee = exam ? pick(r, [35, 40, 45]) : 0;
  const total = round2(debt + costs + appFee + examFee - paidSince);
  const orderFee = pick(r, [65, 90, 120, 175]);
  const offer = pick(r, [25, 40, 50, 75, 100]);
  const applied = addDays(c.date, -r.int(6, 20));
  const intentDate = addDays(c.date, -r.int(18, 35));
  const visit = addDays(c.date, r.int(9, 16));
  const window = pick(r, [
    '9.30 am and 12.30 pm',
    '10.00 am and 1.00 pm',
    '1.30 pm and 4.30 pm',
    '4.00 pm and 7.00 pm',
  ]);
  const payBy = addDays(c.date, 10);
  const tel = phone(r);
  const officeAddr = officeAddress(r);
  const bankSort = sortCode(r);
  const bankAcc = r.digits(8);
  const form = r.chance(0.5);
  const officer = person(r);
  const officerName = `${officer.first} ${officer.last}`;

  const rows: string[][] = [
    [`Judgment debt (judgment of ${D(c, judged)})`, fmtMoney(debt)],
    ['Costs awarded with the judgment', fmtMoney(costs)],
    ['Fee paid by the creditor on application to this Office', fmtMoney(appFee)],
    ...(exam ? [['Fee on issue of notice of examination', fmtMoney(examFee)]] : []),
    ...(paidSince ? [['Less: paid since judgment', `-${fmtMoney(paidSince)}`]] : []),
    [exam ? 'Total amount now due' : 'Total amount due', fmtMoney(total)],
  ];
  const parties: [string, string][] = [
    ['Judgment creditor', cred],
    ['Creditor’s solicitors', `${solicitors} (ref. ${solRef})`],
    ['Court', court],
    ...(form ? [] : ([['Record no.', record]] as [string, string][])),
  ];
  const howToPay = `Payments must be made to this Office and not to the creditor or its solicitors. Pay by bank transfer to sort code ${bankSort}, account ${bankAcc}, giving the EJO reference ${ref} as the payment reference, or by debit card on ${tel}. Payments made to the creditor direct may not be credited.`;

  const intentBody: Block[] = [
    {
      p: `${cred} (the judgment creditor) obtained the judgment described below against you and on ${D(c, applied)} applied to this Office to enforce it. The judgment remains unpaid.`,
    },
    { kv: parties },
    { grid: rows, header: ['Amount of the judgment and costs', ''], widths: [0.74, 0.26] },
    {
      boxed: [
        `TAKE NOTICE that unless the total amount due of ${fmtMoney(total)} is paid within 10 days of the date of this notice, that is by ${D(c, payBy)}, the judgment will be enforced against you without further notice.`,
      ],
    },
    {
      p: `Enforcement may include an examination of your means by an enforcement officer, and an order of the Office for attachment of your earnings, an order charging your land or property, the seizure of goods, or an instalment order. If an order is made, a further fee of ${fmtMoney(orderFee)} will be added to the debt.`,
    },
    { p: howToPay },
  ];
  const examBody: Block[] = [
    {
      p: `On ${D(c, intentDate)} this Office served a notice of intent to enforce on you, on the application of ${cred}. The amount due was not paid within 10 days, and the Master has directed that you be examined about your means, assets and liabilities.`,
    },
    { kv: parties },
    {
      boxed: [
        `An enforcement officer will call at the address above on ${D(c, visit)} between ${window} to carry out the examination.`,
      ],
    },
    {
      p: `Please have ready your wage slips, bank statements, benefit award letters and details of your rent or mortgage, loans and other debts. If the time is not convenient, telephone ${tel} before the visit and quote your EJO reference; you may instead be asked to attend the Office at ${officeAddr}.`,
    },
    { grid: rows, header: ['Statement of the amount due', ''], widths: [0.74, 0.26] },
    {
      p: `The creditor has said that it would consider instalments of ${fmtMoney(offer)} a month, but no instalment order has been made and the full amount is due now. ${howToPay}`,
    },
    {
      small: `If you do not make yourself available for examination, the Office may make an order on the information it holds, and the creditor's further costs may be added. A further fee of ${fmtMoney(orderFee)} is payable if an order is made.`,
    },
  ];
  const title = exam
    ? pick(r, [
        'Notice of appointment for examination',
        'NOTICE OF EXAMINATION OF MEANS',
        'Examination of judgment debtor: appointment',
      ])
    : pick(r, [
        'NOTICE OF INTENT TO ENFORCE',
        'Notice of intent to enforce a judgment',
        'Notice of Intent to Enforce Judgment',
      ]);
  const sign = [
    officerName,
    exam ? 'Enforcement Officer' : pick(r, ['Higher Executive Officer', 'Enforcement Officer']),
    `for the ${office}`,
  ];
  const footer = [
    `${office}, ${officeAddr}. Telephone ${tel}. Opening hours Monday to Friday 9.30 am to 4.00 pm. The Office is part of the Northern Ireland Courts and Tribunals Service. Made under the Judgments Enforcement (Northern Ireland) Order 1981.`,
  ];

  const band = r.chance(0.6);
  const spec: Spec = form
    ? {
        face: c.face,
        head,
        headBand: band,
        logoMark: band && head.length === 1 ? undefined : 'shield',
        sub: ['Northern Ireland Courts and Tribunals Service', officeAddr],
        headAlign: pick(r, ['left', 'center'] as const),
        recipient: rcpt(c),
        panel: [['Judgment debtor', `${c.who.first} ${c.who.last}`]],
        panelStacked: r.chance(0.5),
        refGrid: [
          ['EJO reference', ref],
          ['Record no.', record],
          ['Date of notice', D(c, c.date)],
        ],
        title,
        titleStyle: pick(r, ['boxed', 'banner'] as const),
        body: [
          { p: `To the judgment debtor named above:` },
          ...(exam ? examBody : intentBody),
          { p: `Issued by ${sign[0]}, ${sign[1]}, ${sign[2]}.` },
          ...(exam
            ? []
            : ([
                { rule: 'dashed' },
                { h: `Reply to the Office - EJO reference ${ref}` },
                {
                  checks: [
                    'I enclose / have made payment in full',
                    'I cannot pay in full and wish to make an offer of payment (a statement of means form is enclosed)',
                  ],
                },
              ] as Block[])),
        ],
        sign: [],
        footer,
      }
    : {
        face: c.face,
        head,
        logoMark: r.chance(0.5) ? 'shield' : undefined,
        sub: ['Northern Ireland Courts and Tribunals Service', officeAddr, `Telephone ${tel}`],
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel: [
          ['Our reference', ref],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        title,
        titleStyle: pick(r, ['plain', 'rule'] as const),
        body: [dear(c), ...(exam ? examBody : intentBody)],
        closing: 'Yours faithfully',
        sign,
        footer,
      };
  return {
    spec,
    truth: exam
      ? truth(office, total, ref, 'court', 3, 'enforcement_visit', c)
      : truth(office, total, ref, 'court', 3, 'notice_of_enforcement', c, payBy),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Council housing
// ------------------------------------------------------------------------------------------------------------

/** Repair lines: description, cost range, and whether only an end-of-tenancy (void) inspection would find it. */
const REPAIRS: [string, number, number, boolean?][] = [
  ['Renew front entrance door and frame damaged by forced entry', 340, 520],
  ['Supply and fit replacement double-glazed unit, living room window (deliberate damage)', 160, 290],
  ['Replace internal doors damaged beyond repair (x3) and rehang', 210, 380],
  ['Clear rubbish, furniture and belongings left in the property and garden', 180, 460, true],
  ['Remove abandoned vehicle parts and white goods from the rear garden', 95, 240, true],
  ['Remove unauthorised shower installation and make good tiling', 240, 410],
  ['Replace missing kitchen unit doors and drawer fronts', 120, 260],
  ['Lock change and new keys following loss of keys', 65, 140],
  ['Repair holes in plasterboard walls, bedroom 2, and make good', 110, 230],
  ['Clear blocked toilet and waste pipe (foreign object removed)', 70, 150],
  ['Replace damaged bath panel and washbasin', 130, 240],
  ['Remove graffiti and redecorate hallway', 90, 190],
  ['Renew smoke alarm removed from ceiling and test', 45, 95],
];

/**
 * A council housing department's rechargeable repairs invoice (a sundry debt, billed apart from the rent account) to a
 * current tenant for damage the council repaired, or to a former tenant for works found at the end-of-tenancy (void)
 * inspection: the first invoice, or the final reminder that warns of county court action. Two layouts: an invoice
 * with a row of reference cells, an itemised table, a total box and a remittance slip; or a housing officer's
 * letter with a reference panel and a short table.
 * Ground truth: creditor = the council (its letterhead; the slip and sign-off repeat the full name). The letter asks
 * the tenant to quote the invoice number, so accountNumber = the invoice number; the tenancy reference, the rent
 * account number, the customer number and the works order number are distractors. Amount = the invoice total (first
 * invoice) or the balance outstanding after any part payment (final reminder); the weekly instalment offer, the
 * possible court fee and the individual repair lines are not it.
 * Open choices: debtType 'normal' — an ordinary overdue invoice for repairs, not council tax, rent collection by a
 * collector or a court debt. First invoice: stage 1, first_demand, payBy = the due date (28 days). Final reminder
 * (refers to the invoice and a reminder, threatens court): stage 3, final_demand, payBy = letter + 14 days.
 */
const rechargeableRepairs: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const inv = pick(r, [
    `${pick(r, ['91', '93', '70'])}${r.digits(6)}`,
    `SD${r.digits(7)}`,
    `RR${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `INV-${r.digits(3)}-${r.digits(4)}`,
  ]);
  const tenancy = pick(r, [`T${r.digits(6)}/${r.int(1, 4)}`, `${r.digits(3)}-${r.digits(4)}-${r.int(1, 9)}`]);
  const rentAcc = `${r.digits(9)}`;
  const customer = `C${r.digits(7)}`;
  const works = `WO${r.digits(7)}`;
  const former = r.chance(0.5);
  const final = r.chance(0.5);
  const home = address(r);
  const homeLine = former ? `${home[0]}, ${home[1]}, ${home[3]}` : `${c.addr[0]}, ${c.addr[1]}, ${c.addr[3]}`;
  const n = r.int(1, 3);
  const pool = REPAIRS.filter((x) => former || !x[3]);
  const items: [string, number][] = [];
  for (let i = 0; i < n; i++) {
    const [d, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
    items.push([d, r.money(lo, hi)]);
  }
  const worksCost = round2(items.reduce((a, [, v]) => a + v, 0));
  const adminPct = pick(r, [0, 10, 15]);
  const admin = adminPct ? round2((worksCost * adminPct) / 100) : pick(r, [0, 25, 35]);
  const invTotal = round2(worksCost + admin);
  const invDate = final ? addDays(c.date, -r.int(56, 110)) : c.date;
  const due = addDays(invDate, 28);
  const reminder = addDays(due, r.int(10, 21));
  const part = final && r.chance(0.35) ? pick(r, [10, 20, 25, 40, 50]) : 0;
  const balance = round2(invTotal - part);
  const weekly = pick(r, [3, 5, 7.5, 10]);
  const courtFee = invTotal < 300 ? 35 : invTotal < 500 ? 50 : invTotal < 1000 ? 70 : 80;
  const repairDate = addDays(invDate, -r.int(14, 45));
  const ended = addDays(repairDate, -r.int(3, 20));
  const payBy = final ? addDays(c.date, 14) : due;
  const tel = phone(r);
  const dept = pick(r, ['Housing Services', 'Housing Management', 'Neighbourhood Housing Services']);
  const sortC = sortCode(r);
  const bankAcc = r.digits(8);
  const invoiceLayout = r.chance(0.5);
  const site = web(`${council.name.replace(/\b(Council|Borough|of|the|City|District)\b/g, '')}gov`);

  const why = former
    ? `When your tenancy of ${homeLine} ended on ${D(c, ended)}, our end-of-tenancy inspection found damage and items left behind that were not fair wear and tear. Under your tenancy agreement the cost of putting these right is rechargeable to you.`
    : `Following a repair reported at ${homeLine}, our surveyor inspected the property and found that the damage was caused by deliberate act or neglect rather than fair wear and tear. Under your tenancy agreement the cost of the repair is rechargeable to you. The work was completed on ${D(c, repairDate)}.`;
  const itemRows: string[][] = [
    ...items.map(([d, v]) => [d, fmtMoney(v)]),
    ...(admin
      ? [[adminPct ? `Administration charge (${adminPct}%)` : 'Administration charge', fmtMoney(admin)]]
      : []),
    ['VAT', 'Outside scope'],
    ['Invoice total', fmtMoney(invTotal)],
  ];
  const finalRows: string[][] = [
    [`Invoice ${inv} dated ${D(c, invDate)}`, fmtMoney(invTotal)],
    ...(part ? [['Payment received - thank you', `-${fmtMoney(part)}`]] : []),
    ['Balance outstanding', fmtMoney(balance)],
  ];
  const separate = `This charge is separate from your rent${former ? '' : ' and must be paid as well as your weekly rent'}. Paying it to your rent account (no. ${rentAcc}) will not clear it.`;
  const payText = `Pay online at ${site}/pay, by phone on ${tel}, or by bank transfer to sort code ${sortC}, account ${bankAcc}. Always quote the invoice number ${inv}.`;
  const instal = `If you cannot pay in one go, please call us: we can usually agree instalments of at least ${fmtMoney(weekly)} a week.`;
  const courtWarn = `If the balance of ${fmtMoney(balance)} is not paid, or an arrangement agreed, by ${D(c, payBy)}, the Council will issue a claim in the County Court without further notice. Court fees (currently ${fmtMoney(courtFee)}) and interest would then be added, and a judgment could affect your ability to obtain credit.${former ? '' : ' Unpaid rechargeable debts are also taken into account if you apply to transfer to another council home.'}`;

  let spec: Spec;
  if (invoiceLayout) {
    spec = {
      face: c.face,
      head: council.head,
      logo: r.chance(0.5),
      sub: [`${dept} - Rechargeable Repairs`, officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Customer no.', customer],
        ['Tenancy ref', tenancy],
      ],
      panelBoxed: r.chance(0.5),
      refGrid: final
        ? [
            ['Invoice number', inv],
            ['Invoice date', D(c, invDate)],
            ['Reminder date', D(c, c.date)],
            ['Works order', works],
          ]
        : [
            ['Invoice number', inv],
            ['Invoice date', D(c, invDate)],
            ['Payment due', D(c, due)],
            ['Works order', works],
          ],
      title: final
        ? pick(r, ['FINAL REMINDER - RECHARGEABLE REPAIRS', 'Final reminder: sundry debt invoice'])
        : pick(r, [
            'INVOICE - RECHARGEABLE REPAIRS',
            'Sundry Debtor Invoice: Tenant Recharge',
            'Rechargeable repairs invoice',
          ]),
      titleStyle: pick(r, ['banner', 'rule', 'boxed'] as const),
      body: final
        ? [
            {
              p: `We sent you the invoice above on ${D(c, invDate)} for repairs to ${homeLine}, and a reminder on ${D(c, reminder)}. The amount below is still outstanding.`,
            },
            { grid: finalRows, header: ['Account summary', 'Amount'], widths: [0.72, 0.28] },
            { amountBox: ['Balance outstanding', fmtMoney(balance)] },
            { p: courtWarn },
            { p: `${payText} ${instal}` },
          ]
        : [
            { p: why },
            { grid: itemRows, header: ['Description of work', 'Charge'], widths: [0.75, 0.25] },
            { amountBox: ['Amount due', fmtMoney(invTotal)] },
            { p: `Payment is due within 28 days of the invoice date, by ${D(c, due)}. ${payText}` },
            {
              small: `${separate} ${instal} If you disagree with this recharge, write to us within 21 days giving your reasons.`,
            },
          ],
      sign: [],
      slip: {
        title: `Remittance advice - ${council.name}`,
        rows: [
          ['Invoice number', inv],
          [final ? 'Balance outstanding' : 'Amount due', fmtMoney(final ? balance : invTotal)],
          ['Customer no.', customer],
        ],
      },
      footer: [
        `${council.name}, Income Management (Sundry Debts). VAT registration no. ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
      ],
    };
  } else {
    spec = {
      face: c.face,
      head: council.head,
      logoMark: pick(r, ['rings', 'chevron', 'bars'] as const),
      sub: [dept, officeAddress(r), `Telephone ${tel}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Tenancy reference', tenancy],
        ['Date', D(c, c.date)],
        ['Please ask for', `${person(r).first} ${person(r).last}`],
      ],
      panelStacked: r.chance(0.4),
      panelBoxed: r.chance(0.5),
      title: final
        ? pick(r, ['Final reminder: rechargeable repairs', 'Rechargeable repair charge - final reminder'])
        : pick(r, [
            'Rechargeable repairs',
            former ? 'Recharge for repairs at your former home' : 'Recharge for repairs at your home',
          ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: final
        ? [
            dear(c),
            {
              p: `On ${D(c, invDate)} we sent you invoice ${inv} for ${fmtMoney(invTotal)}, the cost of repairs at ${homeLine} that were rechargeable to you, and we wrote again on ${D(c, reminder)}. ${part ? `We have received ${fmtMoney(part)}, but the` : 'The'} balance of ${fmtMoney(balance)} is still outstanding.`,
            },
            { table: finalRows.map(([a, b]) => [a, b] as [string, string]) },
            {
              boxed: [
                `Final reminder: please pay ${fmtMoney(balance)} within 14 days of the date of this letter.`,
              ],
            },
            { p: courtWarn },
            { p: `${payText} ${instal}` },
          ]
        : [
            dear(c),
            { p: why },
            {
              table: itemRows.map(([a, b]) => [a, b] as [string, string]),
              header: ['Work carried out (works order ' + works + ')', 'Cost'],
            },
            {
              p: `Please pay ${fmtMoney(invTotal)} by ${D(c, due)}, 28 days from the date of this invoice. ${payText}`,
            },
            { p: `${separate} ${instal}` },
          ],
      closing: 'Yours sincerely',
      sign: [
        ...signatory(r, ['Income Officer', 'Rechargeable Repairs Officer', 'Housing Officer']),
        `on behalf of ${council.name}`,
      ],
      footer: [
        `${council.name} - ${dept}. Customer number ${customer}. Calls may be recorded for training and monitoring. If you need this letter in another format or language, please contact us.`,
      ],
    };
  }
  return {
    spec,
    truth: final
      ? truth(council.name, balance, inv, 'normal', 3, 'final_demand', c, payBy)
      : truth(council.name, invTotal, inv, 'normal', 1, 'first_demand', c, payBy),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Tax
// ------------------------------------------------------------------------------------------------------------

/** Tax years with the weekly Child Benefit rates for the eldest child and for each other child. */
const CB_YEARS: [string, string, number, number][] = [
  ['2019', '2020', 20.7, 13.7],
  ['2020', '2021', 21.05, 13.95],
  ['2021', '2022', 21.15, 14.0],
  ['2022', '2023', 21.8, 14.45],
  ['2023', '2024', 24.0, 15.9],
];

/**
 * An HMRC letter about the High Income Child Benefit Charge for an earlier tax year: either the letter sent with the
 * assessment (how the charge was worked out from the Child Benefit paid and the adjusted net income, the amount to
 * pay, the due date 30 days on, interest from that date), or the later reminder (charge − payments + late payment
 * interest = total now due). Layouts: a letter with HMRC's reference column, or a reference strip of cells (and on
 * the reminder sometimes a shaded "amount now due" box beside the address).
 * Ground truth: creditor = HMRC exactly as its letterhead spells it on that letter ("HM Revenue & Customs" or
 * "HM Revenue and Customs"). The letter tells you to pay using the payment reference — the 10-digit UTR followed by
 * K — so accountNumber = that payment reference; the UTR printed on its own (spaced), the National Insurance number,
 * the Child Benefit number and HMRC's bank account are distractors. Amount = the charge (assessment letter) or the
 * total now due including the interest already added (reminder); the Child Benefit received, the monthly payment-plan
 * example and the 5% penalty that would be added later are not it.
 * Open choices: debtType 'normal' — a tax demand fits none of the README's specific types, so the general one (the
 * corpus's other HMRC letters are the same kind of sender). Assessment letter: the first demand for this charge →
 * stage 1, first_demand, payBy = the due date. Reminder ("we wrote to you on…"): stage 2, reminder; payBy only when
 * it gives a date to pay by (some just say "pay now").
 */
const hicbcLetter: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const hmrc = pick(r, ['HM Revenue & Customs', 'HM Revenue and Customs']);
  const head = r.chance(0.25)
    ? hmrc === 'HM Revenue & Customs'
      ? ['HM Revenue', '& Customs']
      : ['HM Revenue', 'and Customs']
    : [hmrc];
  const utr = r.digits(10);
  const utrSpaced = `${utr.slice(0, 5)} ${utr.slice(5)}`;
  const payRef = `${utr}K`;
  const nino = `${r.letters(2, 'ABCEGHJKLMNPRSTWXYZ')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${pick(r, ['A', 'B', 'C', 'D'])}`;
  const chb = `CHB${r.digits(8)} ${r.letters(2)}`;
  const [y1, y2, rate1, rate2] = pick(r, CB_YEARS);
  const yearText = pick(r, [`${y1} to ${y2}`, `6 April ${y1} to 5 April ${y2}`]);
  const kids = r.int(1, 3);
  const weeks = r.chance(0.7) ? 52 : r.int(14, 51);
  const cb = round2(weeks * (rate1 + (kids - 1) * rate2));
  const income = r.int(50300, 61500);
  const over = income - 50000;
  const pct = Math.min(100, Math.floor(over / 100));
  const charge = Math.floor((cb * pct) / 100);
  const reminder = r.chance(0.5);
  const assessed = reminder ? addDays(c.date, -r.int(45, 57)) : c.date;
  const due = addDays(assessed, 30);
  const rateI = pick(r, [7.75, 8.0, 8.25, 8.5]);
  const days = wholeDays(due, c.date);
  const paid = reminder && r.chance(0.3) ? pick(r, [50, 100, 150, 200]) : 0;
  const interest = reminder ? round2(((charge - paid) * rateI * days) / 36500) : 0;
  const total = round2(charge - paid + interest);
  const penalty = round2((charge - paid) * 0.05);
  const plan = round2(Math.ceil((charge / 12) * 100) / 100);
  const tel = phone(r);
  const unit = pick(r, ['Self Assessment', 'PAYE and Self Assessment', 'High Income Child Benefit Charge']);
  const addr = `${pick(r, ['HMRC', hmrc])}, ${pick(r, ['BX', 'ZX', 'QX'])}${r.int(2, 9)} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJ')}`;
  const site = 'www.hmrc-online.example';
  const sortC = sortCode(r);
  const bankAcc = r.digits(8);
  const withDate = reminder && r.chance(0.55);
  const payBy = reminder ? (withDate ? addDays(c.date, 14) : undefined) : due;
  const layout = r.int(0, 2);
  const sig = person(r);
  const refNote = `Your payment reference is ${payRef}. This is your 10-digit Unique Taxpayer Reference followed by the letter K. Pay by bank transfer to sort code ${sortC}, account number ${bankAcc} (account name HMRC ${pick(r, ['Collection', 'Receipts'])}), or by debit card at ${site}/pay.`;

  const assessBody: Block[] = [
    {
      p: `We have looked at your income for the tax year ${yearText}. Your adjusted net income was over £50,000 and Child Benefit was paid to you or your partner for part or all of that year. You did not tell us you needed to pay the High Income Child Benefit Charge, so we have made an assessment under section 29 of the Taxes Management Act 1970.`,
    },
    {
      grid: [
        [
          `Child Benefit paid for ${kids} ${kids === 1 ? 'child' : 'children'} (${weeks} weeks)`,
          fmtMoney(cb),
        ],
        ['Your adjusted net income', fmtMoney(income)],
        ['Income over £50,000', fmtMoney(over)],
        ['Charge: 1% of Child Benefit for every £100 over', `${pct}%`],
        ['High Income Child Benefit Charge (rounded down)', fmtMoney(charge)],
      ],
      header: ['How we worked out the charge', ''],
      widths: [0.72, 0.28],
    },
    { h: 'What you need to do' },
    {
      kv: [
        ['Amount you owe', fmtMoney(charge)],
        ['Pay by', D(c, due)],
        ['Payment reference', payRef],
      ],
    },
    {
      p: `If you do not pay in full by ${D(c, due)}, we will charge interest from that date on the amount you have not paid. ${refNote}`,
    },
    {
      p: `If you cannot pay in full, you may be able to set up a payment plan, for example ${fmtMoney(plan)} a month for 12 months. We are also considering whether a penalty is due for not telling us about the charge; we will write to you separately about this.`,
    },
    {
      small: `If you disagree with this assessment, you can appeal in writing within 30 days of the date of this letter, giving your reasons. Child Benefit number ${chb}. If your income is likely to stay above the threshold, you can choose to stop receiving Child Benefit payments and not pay the charge.`,
    },
  ];
  const remRows: string[][] = [
    [`High Income Child Benefit Charge ${y1} to ${y2}`, fmtMoney(charge)],
    ...(paid ? [['Payments received', `-${fmtMoney(paid)}`]] : []),
    [`Late payment interest from ${D(c, due)} to ${D(c, c.date)}`, fmtMoney(interest)],
    ['Total amount now due', fmtMoney(total)],
  ];
  const remBody: Block[] = [
    {
      p: `We wrote to you on ${D(c, assessed)} to tell you that you owe ${fmtMoney(charge)} High Income Child Benefit Charge for the tax year ${yearText}. This was due by ${D(c, due)} and we have not received ${paid ? 'full ' : ''}payment.`,
    },
    { grid: remRows, header: ['What you owe', 'Amount'], widths: [0.74, 0.26] },
    {
      p: withDate
        ? `Please pay the total amount now due of ${fmtMoney(total)} by ${D(c, addDays(c.date, 14))}. ${refNote}`
        : `Please pay the total amount now due of ${fmtMoney(total)} now. ${refNote}`,
    },
    {
      p: `We charge interest every day on tax paid late, at ${rateI}% a year at the moment, until you pay. If the charge is still unpaid on ${D(c, addDays(due, 30))}, we will also charge a late payment penalty of ${fmtMoney(penalty)} (5% of the tax unpaid).`,
    },
    {
      p: `If you cannot pay in full, call us on ${tel} as soon as possible to talk about a payment plan. If you do not pay or contact us, we may collect what you owe through your tax code, take it directly from your bank account or start enforcement action.`,
    },
  ];
  const panel: [string, string][] =
    layout === 0
      ? [
          ['Date', D(c, c.date)],
          ['Unique Taxpayer Reference (UTR)', utrSpaced],
          ['National Insurance number', nino],
          ['Phone', tel],
        ]
      : [
          ['Date', D(c, c.date)],
          ['UTR', utrSpaced],
          ['NI number', nino],
        ];
  const title = reminder
    ? pick(r, [
        'Reminder: High Income Child Benefit Charge',
        'Unpaid High Income Child Benefit Charge',
        `Payment reminder - tax year ${y1} to ${y2}`,
      ])
    : pick(r, [
        `High Income Child Benefit Charge ${y1} to ${y2}`,
        'Notice of assessment: High Income Child Benefit Charge',
        `Child Benefit Charge: tax to pay for ${y1} to ${y2}`,
      ]);
  const spec: Spec = {
    face: c.face,
    head,
    logo: r.chance(0.5),
    sub: [unit, addr, ...(layout === 0 ? [] : [`Phone ${tel}`])],
    headAlign: 'left',
    recipient: rcpt(c),
    panel,
    panelStacked: layout === 0 && r.chance(0.6),
    panelBoxed: layout !== 0 && r.chance(0.5),
    owe:
      reminder && layout === 2
        ? { label: 'Amount now due', amount: fmtMoney(total), note: `Payment reference ${payRef}` }
        : undefined,
    refGrid:
      layout === 0
        ? undefined
        : [
            ['Tax year', `${y1} to ${y2}`],
            ['Payment reference', payRef],
            ...(reminder && layout === 2
              ? []
              : ([[reminder ? 'Amount now due' : 'Amount due', fmtMoney(reminder ? total : charge)]] as [
                  string,
                  string,
                ][])),
            [reminder ? 'Was due by' : 'Pay by', D(c, due)],
          ],
    title,
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [dear(c), ...(reminder ? remBody : assessBody)],
    closing: 'Yours sincerely',
    sign: r.chance(0.5) ? [`${sig.first} ${sig.last}`, `Officer of ${hmrc}`] : [hmrc],
    footer: [
      `For more information about the High Income Child Benefit Charge, go to ${site}/child-benefit-tax-charge. We have a range of services for people who need help or extra support. Calls to ${tel} may be recorded.`,
    ],
  };
  return {
    spec,
    truth: reminder
      ? truth(hmrc, total, payRef, 'normal', 2, 'reminder', c, payBy)
      : truth(hmrc, charge, payRef, 'normal', 1, 'first_demand', c, payBy),
  };
};

export const FRESH13C_FAMILIES: Family[] = [
  {
    id: 'W154',
    name: 'NI Enforcement of Judgments Office notice to a judgment debtor',
    group: 'court_police',
    make: ejoNotice,
  },
  {
    id: 'W155',
    name: 'Council housing rechargeable repairs invoice (tenant recharge)',
    group: 'public_body',
    make: rechargeableRepairs,
  },
  {
    id: 'W156',
    name: 'HMRC High Income Child Benefit Charge demand or reminder',
    group: 'public_body',
    make: hicbcLetter,
  },
];
