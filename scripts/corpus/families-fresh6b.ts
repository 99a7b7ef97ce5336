/**
 * The fifth fresh held-out set, part b (W88–W90): kinds of letter the corpus does not have yet — a child
 * maintenance collection service's arrears notice to a paying parent, a credit union's second letter about missed
 * loan repayments and a veterinary practice's final reminder for an unpaid treatment invoice. Written blind to the
 * extractor; scored once. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where
 * the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, web, type Rng } from './vocab';
import {
  ALL_FACES,
  company,
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
} from './family-kit';

/** A National Insurance number in the reserved QQ range. */
const nino = (r: Rng) => `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;

// ------------------------------------------------------------------------------------------------------------
// Public body
// ------------------------------------------------------------------------------------------------------------

/**
 * An (invented) government child maintenance collection service's arrears notice to the paying parent: a table of
 * the collection payments missed or part-paid (maintenance + the 20% collection fee, less anything paid), the total
 * arrears, a request to pay them within 14 days and a warning that a deduction from earnings order may follow.
 * Amount = the total arrears (collection fees already charged are in it); the regular collection amount, the next
 * collection (not yet due), the suggested extra amount towards the arrears and the enforcement fee a deduction order
 * *would* add are not it. Reference = the service's reference ("quote it when you pay"); the National Insurance
 * number, the employer's payroll number and the service's bank account are not it.
 * Open choices: the debtType enum has no child maintenance and this is a public body's demand of no specific
 * README type, so 'normal' (as W30, W32, W67). It tells the parent of the arrears for the first time and does not
 * refer to an earlier letter; the deduction-order warning is a threat of enforcement, not a final notice: stage 1,
 * kind first_demand.
 */
const childMaintenanceArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const rest = pick(r, [
    'Child Maintenance Office',
    'Child Support Collection Service',
    'Family Maintenance Service',
  ]);
  const name = `${p} ${rest}`;
  const headV = name.length > 36 ? 1 : name.length > 34 ? r.int(0, 1) : r.int(0, 2);
  const head = headV === 0 ? [name] : headV === 1 ? [p, rest] : [name.toUpperCase()];
  const ref = pick(r, [
    `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`,
    `CM${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
    `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`,
  ]);
  const ni = nino(r);
  const freq = pick(r, [
    { word: 'weekly', step: 7, each: r.money(14, 72) },
    { word: 'every 4 weeks', step: 28, each: r.money(60, 290) },
    { word: 'monthly', step: 30, each: r.money(65, 310) },
  ]);
  const fee = round2(freq.each * 0.2);
  const due = round2(freq.each + fee);
  const n = freq.step === 7 ? r.int(3, 4) : r.int(2, 4);
  // The next collection falls a few days after the letter; the n before it were missed or part-paid.
  const next = addDays(c.date, r.int(3, freq.step === 7 ? 6 : 12));
  const first = addDays(next, -freq.step * n);
  const rows: string[][] = [];
  let arrears = 0;
  for (let i = 0; i < n; i++) {
    const paid = r.chance(0.3) ? round2(Math.floor(due * pick(r, [0.25, 0.4, 0.5]))) : 0;
    const missed = round2(due - paid);
    arrears = round2(arrears + missed);
    rows.push([
      D(c, addDays(first, i * freq.step)),
      fmtMoney(freq.each),
      fmtMoney(fee),
      paid ? fmtMoney(paid) : '-',
      fmtMoney(missed),
    ]);
  }
  rows.push(['Total arrears', '', '', '', fmtMoney(arrears)]);
  const extra = pick(r, [5, 10, 15, 20, 25]);
  const deoFee = 50;
  const pay = addDays(c.date, 14);
  const site = web(name);
  const refGrid = r.chance(0.3);
  const panel: [string, string][] = [
    ['Our reference', ref],
    ['National Insurance no.', ni],
    ['Date', D(c, c.date)],
  ];
  // At most one of the optional blocks, so the page always fits: an arrangement offer or the employer on record.
  const extraBlock = r.int(0, 2);
  const employer = extraBlock === 2;
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'rings', undefined] as const),
    sub: ['Collection and Enforcement', officeAddress(r), `${phone(r)}  ${site}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: refGrid ? [] : panel,
    refGrid: refGrid ? panel : undefined,
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    title: pick(r, [
      'Arrears notice',
      'ARREARS NOTICE - CHILD MAINTENANCE',
      'You have missed child maintenance payments',
    ]),
    titleStyle: pick(r, ['rule', 'banner', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `You are the paying parent on this case. You must pay child maintenance of ${fmtMoney(freq.each)} ${freq.word}, plus a collection fee of 20% (${fmtMoney(fee)}) because we collect the payments for you, a total of ${fmtMoney(due)} each time. Our records show that the following payments were not made in full.`,
      },
      {
        grid: rows,
        header: ['Collection due', 'Maintenance', 'Collection fee', 'Paid', 'Missed'],
        widths: [0.28, 0.18, 0.2, 0.14, 0.2],
      },
      {
        p: `Please pay the total arrears of ${fmtMoney(arrears)} within 14 days, by ${D(c, pay)}. Your next collection of ${fmtMoney(due)} is still due on ${D(c, next)} and is not included in the arrears above.`,
      },
      ...(extraBlock === 1
        ? [
            {
              p: `If you cannot pay the arrears in one go, call us before ${D(c, pay)}. We may agree that you pay an extra ${fmtMoney(extra)} ${freq.word} on top of your regular collection until the arrears are cleared.`,
            },
          ]
        : []),
      {
        boxed: [
          `If you do not pay or contact us, we may make a deduction from earnings order. Your employer would then take the maintenance and an amount towards the arrears straight from your pay. A fee of ${fmtMoney(deoFee)} is charged when an order is made.`,
        ],
      },
      {
        kv: [
          ['Pay by phone:', `${phone(r)} (debit card)`],
          ['Bank transfer:', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Quote:', `${ref} (our reference)`],
          ...(employer
            ? ([
                [
                  'Employer on our records:',
                  `${pick(r, ['Halden', 'Redmarsh', 'Oakridge', 'Tarnbeck'])} ${pick(r, ['Logistics', 'Foods', 'Care Homes', 'Engineering'])} (payroll no. ${r.digits(6)})`,
                ],
              ] as [string, string][])
            : []),
        ],
      },
      {
        small: `If your income has fallen by 25% or more, or you think the amount is wrong, tell us straight away. Payments made directly to the other parent do not count while we collect for you. This notice is given under the Child Support Act 1991 and the regulations made under it.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Arrears Caseworker', 'Collection Officer']), name],
    footer: [
      `Calls may be recorded. You can ask for this letter in large print, Braille or another language on ${phone(r)}.`,
    ],
  };
  return { spec, truth: truth(name, arrears, ref, 'normal', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Lender
// ------------------------------------------------------------------------------------------------------------

/**
 * A small credit union's second letter about missed loan repayments, after its first arrears letter: the member
 * and loan references, a schedule of the repayments missed or part-paid, the arrears, and a summary with the amount
 * borrowed, the monthly (or weekly) repayment, the loan balance and the member's shares as distractors.
 * Creditor = the society's registered name ("… Credit Union Limited"), printed in the sign-off and the footer (the
 * letterhead sometimes drops "Limited"). Amount = the arrears (missed repayments less part-payments); the loan
 * balance (the whole loan still to repay), the repayment on its own, the amount borrowed and the shares are not it.
 * Reference = the loan reference, which the letter asks to be quoted; the member number is not it. 'loan'. It
 * refers to the credit union's earlier letter ("we wrote to you on …"), so stage 2, kind reminder; the warning that
 * a default notice may follow does not make it a final notice.
 */
const creditUnionSecond: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const short = pick(r, [`${p} Credit Union`, `${p} & District Credit Union`, `${p} Community Credit Union`]);
  const name = `${short} Limited`;
  const hv = r.int(0, 3);
  const head =
    hv === 0
      ? [name]
      : hv === 1
        ? [short]
        : hv === 2
          ? [short.toUpperCase()]
          : [p, short.slice(p.length + 1)];
  const member = r.chance(0.5) ? r.digits(5) : `M${r.digits(5)}`;
  const ref = pick(r, [
    `LN${r.digits(6)}`,
    `${member.replace('M', '')}/L0${r.int(1, 4)}`,
    `L-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const weekly = r.chance(0.3);
  const step = weekly ? 7 : 30;
  const borrowed = pick(r, [500, 750, 1000, 1500, 2000, 3000, 5000]);
  const term = weekly ? pick(r, [52, 78, 104]) : pick(r, [12, 18, 24, 36]);
  const rep = round2((borrowed * (weekly ? 1.1 : 1.14)) / term + r.money(0, 3));
  const n = weekly ? r.int(3, 5) : r.int(2, 3);
  const lastDue = addDays(c.date, -r.int(2, weekly ? 6 : 12));
  const rows: string[][] = [];
  let arrears = 0;
  for (let i = n - 1; i >= 0; i--) {
    const paid = r.chance(0.25) ? round2(Math.floor(rep * pick(r, [0.3, 0.5]))) : 0;
    const short2 = round2(rep - paid);
    arrears = round2(arrears + short2);
    rows.push([
      D(c, addDays(lastDue, -i * step)),
      fmtMoney(rep),
      paid ? fmtMoney(paid) : fmtMoney(0),
      fmtMoney(short2),
    ]);
  }
  const arrearsLabel = pick(r, ['Arrears', 'Amount in arrears', 'Arrears now due']);
  rows.push([arrearsLabel, '', '', fmtMoney(arrears)]);
  const made = r.int(2, Math.max(3, Math.floor(term / 2)));
  const balance = round2(rep * (term - made) * pick(r, [0.9, 0.93, 0.96]));
  const shares = r.money(40, 600);
  // The first arrears letter went out a week or so after the first repayment was missed.
  const firstLetter = addDays(lastDue, -(n - 1) * step + r.int(6, 10));
  const pay = addDays(c.date, pick(r, [10, 14]));
  const freqWord = weekly ? 'weekly' : 'monthly';
  const office = officeAddress(r);
  const owe = r.chance(0.45);
  const spec: Spec = {
    face: c.face,
    head,
    logo: Math.max(...head.map((h) => h.length)) < 26 && r.chance(0.35),
    sub: [office, `${phone(r)}  ${pick(r, ['loans', 'credit.control', 'members'])}@${web(short).slice(4)}`],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient: rcpt(c),
    owe: owe
      ? { label: arrearsLabel, amount: fmtMoney(arrears), note: `Please pay by ${D(c, pay)}` }
      : undefined,
    panel: [
      ['Member number', member],
      ['Loan reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: !owe && r.chance(0.4),
    title: pick(r, [
      'Your loan repayments - second letter',
      'Missed loan repayments: second reminder',
      'SECOND ARREARS LETTER',
    ]),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      r.chance(0.5) ? dear(c) : { p: `Dear ${c.who.first},` },
      {
        p: pick(r, [
          `We wrote to you on ${D(c, firstLetter)} because your loan repayments had fallen behind. We have not heard from you since then, and the account is now further in arrears.`,
          `Further to our letter of ${D(c, firstLetter)}, we are sorry to see that your loan account is still behind with its repayments and that we have not received the payment we asked for.`,
        ]),
      },
      {
        grid: rows,
        header: ['Repayment due', 'Amount due', 'Received', 'Missed'],
        widths: [0.4, 0.2, 0.2, 0.2],
      },
      {
        kv: [
          ['Amount borrowed:', fmtMoney(borrowed)],
          [`${weekly ? 'Weekly' : 'Monthly'} repayment:`, fmtMoney(rep)],
          ['Loan balance:', `${fmtMoney(balance)} (the whole loan still to repay)`],
          ['Your shares (savings):', fmtMoney(shares)],
        ],
      },
      {
        p: `Please pay the ${arrearsLabel.toLowerCase()} of ${fmtMoney(arrears)} by ${D(c, pay)}, as well as your next ${freqWord} repayment when it falls due. You do not need to repay the loan balance now. You can pay at our office, by standing order or bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your loan reference ${ref}.`,
      },
      ...(r.chance(0.6)
        ? [
            {
              p: `If you are struggling, please come and talk to us. As a credit union we are owned by our members and we would rather agree a lower ${freqWord} repayment for a while than see you fall further behind. We do not charge late payment fees.`,
            },
          ]
        : []),
      {
        small: `If the arrears are not paid or an arrangement agreed, we may send you a default notice, report the arrears to credit reference agencies and, under our rules, use your shares to reduce what you owe. Free, impartial debt advice is available from independent advice services.`,
      },
    ],
    closing: r.chance(0.5) ? 'Yours sincerely' : 'With best wishes',
    sign: [...signatory(r, ['Credit Control Officer', 'Loans Officer', 'Credit Controller']), name],
    footer: [
      `${name} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN ${r.digits(6)}). Registered society no. ${r.digits(4)}${pick(r, ['R', 'C'])}.`,
    ],
  };
  return { spec, truth: truth(name, arrears, ref, 'loan', 2, 'reminder', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

const PETS = ['Biscuit', 'Luna', 'Murphy', 'Pepper', 'Otis', 'Hazel', 'Bramble', 'Ziggy', 'Rolo', 'Nell'];
const SPECIES = [
  'Dog (Labrador)',
  'Dog (Border Terrier)',
  'Dog (Cockapoo)',
  'Cat (DSH)',
  'Cat (Maine Coon)',
  'Rabbit',
];
/** Treatment lines (net of VAT) a practice might bill for an illness or an operation. */
const TREATMENTS: [string, number, number][] = [
  ['Emergency out-of-hours consultation', 145, 210],
  ['Hospitalisation and nursing (per day)', 68, 110],
  ['Radiographs (X-rays) under sedation', 210, 390],
  ['Blood tests - haematology and biochemistry', 96, 160],
  ['General anaesthetic and monitoring', 160, 280],
  ['Surgery - exploratory laparotomy', 620, 1150],
  ['Intravenous fluids', 58, 95],
  ['Medication dispensed', 24, 88],
  ['Ultrasound scan', 150, 260],
  ['Dental procedure and extractions', 290, 540],
];

/**
 * A veterinary practice's final reminder for an unpaid treatment invoice: the itemised invoice (treatments, VAT at
 * 20%, invoice total), the deposit paid on admission set against it, sometimes a late-payment administration fee,
 * and a warning that a small claim will be issued in the county court. Amount = the balance outstanding (invoice
 * total − deposit + any admin fee already added); the invoice total on its own, the VAT line, single treatment lines,
 * the deposit, the instalment suggested and the court fee that *would* be added are not it. Reference = the invoice
 * number the letter asks to be quoted; the client number, the microchip number, the insurer's claim reference and
 * the masked card number are not it. An ordinary overdue invoice from a business: 'normal'. A final reminder with
 * a warning of court action: stage 3, kind final_demand (it mentions earlier reminders, which does not lower a
 * final letter).
 * Open choice: some practices are partnerships with no "Ltd": the name is then printed without it.
 */
const vetFinalReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Veterinary Surgery', 'Veterinary Centre', 'Vets', 'Animal Hospital', 'Veterinary Clinic'],
    r.chance(0.3) ? '' : ' Ltd',
  );
  const inv = pick(r, [
    `INV-${r.digits(6)}`,
    r.digits(6),
    `SI/${r.digits(5)}`,
    `V${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const client = `${r.letters(1, 'CK')}${r.digits(5)}`;
  const pet = pick(r, PETS);
  const species = pick(r, SPECIES);
  const chip = `${pick(r, ['826', '900', '981'])}${r.digits(12)}`;
  const k = r.int(4, 6);
  const pool = [...TREATMENTS];
  const items: [string, string, number][] = [];
  for (let i = 0; i < k; i++) {
    const [label, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
    const qty = label.includes('per day') ? r.int(1, 3) : 1;
    items.push([label, String(qty), round2(r.money(lo, hi) * qty)]);
  }
  const net = round2(items.reduce((a, x) => a + x[2], 0));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const deposit = pick(r, [0, 150, 200, 250, 300, 500]);
  const admin = pick(r, [0, 0, 15, 20, 25]);
  const bal = round2(total - deposit + admin);
  const treated = addDays(c.date, -r.int(45, 80));
  const invDate = addDays(treated, r.int(0, 3));
  const rem1 = addDays(invDate, 30);
  const rem2 = addDays(rem1, r.int(10, 14));
  const pay = addDays(c.date, 7);
  const courtFee = bal <= 300 ? 35 : bal <= 500 ? 50 : bal <= 1000 ? 70 : bal <= 1500 ? 80 : 115;
  const card = `**** **** **** ${r.digits(4)}`;
  const insurer = r.chance(0.4);
  const rows: string[][] = [
    ...items.map(([l, q, v]) => [l, q, fmtMoney(v)]),
    ['Subtotal (excluding VAT)', '', fmtMoney(net)],
    ['VAT at 20%', '', fmtMoney(vat)],
    [`Invoice total`, '', fmtMoney(total)],
    ...(deposit
      ? [[`Deposit paid ${D(c, treated)} (card ending ${card.slice(-4)})`, '', `-${fmtMoney(deposit)}`]]
      : []),
    ...(admin ? [['Late payment administration fee', '', fmtMoney(admin)]] : []),
    ['Balance outstanding', '', fmtMoney(bal)],
  ];
  const office = officeAddress(r);
  const stacked = r.chance(0.4);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['rings', 'chevron', 'bars', undefined] as const),
    sub: [office, `Accounts: ${phone(r)}  accounts@${web(co.name.replace(/ Ltd$/, '')).slice(4)}`],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Invoice no.', inv],
      ['Client no.', client],
      ['Patient', `${pet} - ${species}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: stacked,
    title: pick(r, [
      'FINAL REMINDER',
      'Final reminder - unpaid invoice',
      'Final reminder before court action',
    ]),
    titleStyle: pick(r, ['boxed', 'banner', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `We treated ${pet} on ${D(c, treated)} and sent you invoice ${inv} on ${D(c, invDate)}. Our terms, which you signed on admission, ask for payment in full when treatment is completed. Despite our reminders of ${D(c, rem1)} and ${D(c, rem2)}, the balance below is still unpaid.`,
      },
      {
        grid: rows,
        header: [`Invoice ${inv}`, 'Qty', 'Amount'],
        widths: [0.64, 0.1, 0.26],
      },
      ...(insurer
        ? [
            {
              p: `Your insurer, ${pick(r, ['Halden', 'Larkspur', 'Silverbirch', 'Kestrel'])} Pet Insurance, has told us it will not pay us directly (claim ref. ${r.letters(2, 'PCX')}${r.digits(7)}). Any claim is now between you and your insurer and does not change what you owe us.`,
            },
          ]
        : []),
      {
        boxed: [
          `Unless the balance outstanding of ${fmtMoney(bal)} is paid within 7 days, by ${D(c, pay)}, we will issue a claim against you in the county court (small claims track) without further notice. The court fee of ${fmtMoney(courtFee)} and interest would be added to the claim.`,
        ],
      },
      {
        p: `You can pay by card on ${phone(r)}, at reception, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting invoice number ${inv}.${r.chance(0.5) ? ` If you cannot pay in full, call us before ${D(c, pay)}: we may accept payment by agreed instalments.` : ''}`,
      },
      ...(stacked
        ? []
        : [
            {
              small: `Microchip number on our records for ${pet}: ${chip}. Please tell us if your address has changed.`,
            },
          ]),
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Practice Manager', 'Accounts Administrator', 'Client Accounts']), co.name],
    footer: [
      co.name.endsWith(' Ltd')
        ? `${regLine(co.name, r)} RCVS Practice Standards Scheme accredited practice.`
        : `${co.name} is a partnership of veterinary surgeons registered with the RCVS. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
    ],
  };
  return { spec, truth: truth(co.name, bal, inv, 'normal', 3, 'final_demand', c, pay) };
};

export const FRESH6B_FAMILIES: Family[] = [
  {
    id: 'W88',
    name: 'Child maintenance arrears notice',
    group: 'public_body',
    make: childMaintenanceArrears,
  },
  { id: 'W89', name: 'Credit union loan arrears, second letter', group: 'lender', make: creditUnionSecond },
  {
    id: 'W90',
    name: 'Veterinary practice final invoice reminder',
    group: 'business',
    make: vetFinalReminder,
  },
];
