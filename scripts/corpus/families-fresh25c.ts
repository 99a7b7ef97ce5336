/**
 * The twenty-fifth fresh set, part c (W262–W264): kinds of letter the corpus does not have yet — a council's
 * sundry-debt charge for a pest control treatment or a bulky waste collection invoiced after the service (invoice,
 * reminder, final notice, or the council's collection agency), a former employer recovering a net salary overpayment
 * paid after the employee left (payroll/HR first letter, reminder, letter before claim, or its solicitors or a
 * collection agency), and a nanny, childcare or au pair agency chasing its placement or introduction fee and perhaps
 * a replacement-search fee from a family (invoice, reminder, final notice or solicitors' letter before claim).
 * Written blind (by a writer who had not read the extractor). Every face is drawn per letter and each family picks
 * one of several layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a
 * case open the choice is commented at the family. Shared choice: a firm of solicitors or a collection agency that
 * writes in its own name and asks to be paid into its own (client) account, quoting its own reference, is the
 * creditor (README on-behalf rule) and its letter is 'debt_collection'; the client's invoice or case numbers are
 * client references, not the accountNumber.
 */
import type { Spec, Block } from './compose';
import {
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  web,
  type Rng,
  MONTHS,
} from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
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

const money = fmtMoney;
const neg = (v: number) => `-${fmtMoney(v)}`;
/** A signed amount: -£12.50 for a credit. */
const m2 = (v: number) => (v < 0 ? neg(-v) : fmtMoney(v));
const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));
/** n distinct picks. */
function some<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
  return out;
}
/** A firm of solicitors: two surnames or a surname and a practice word. */
function lawFirm(r: Rng): { name: string; head: string[]; ref: string } {
  const a = person(r).last;
  let b = person(r).last;
  while (b === a) b = person(r).last;
  const v = r.int(0, 3);
  const name = [`${a} ${b} LLP`, `${a} & ${b} Solicitors`, `${a} Law LLP`, `${a} ${b} Solicitors Limited`][v];
  const head =
    v === 1
      ? [`${a} & ${b}`, 'Solicitors']
      : name.length <= 22 && r.chance(0.3)
        ? [name.toUpperCase()]
        : [name];
  const fee = `${person(r).first[0]}${person(r).last[0]}`;
  const ref = pick(r, [
    `${fee}/${b.slice(0, 3).toUpperCase()}/${r.digits(5)}-${r.int(1, 9)}`,
    `${fee}.${r.digits(6)}.${r.int(1, 3)}`,
    `DR/${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ]);
  return { name, head, ref };
}

/** The County Court issue fee for a money claim of this size (paper claims; 5% above £10,000). */
const courtFeeFor = (v: number) =>
  v <= 300
    ? 35
    : v <= 500
      ? 50
      : v <= 1000
        ? 70
        : v <= 1500
          ? 80
          : v <= 3000
            ? 115
            : v <= 5000
              ? 205
              : v <= 10000
                ? 455
                : round2(v * 0.05);

// ------------------------------------------------------------------------------------------------------------
// W262 Council pest control / bulky waste charge invoiced after the service
// ------------------------------------------------------------------------------------------------------------

const PESTS: [string, number, string][] = [
  ['Mice - course of treatment (up to 3 visits)', 78, 'mice'],
  ['Rats - internal treatment (up to 3 visits)', 66, 'rats inside the property'],
  ['Wasp nest - single visit', 62.5, 'a wasp nest'],
  ['Bed bugs - two visits, up to 3 bedrooms', 196, 'bed bugs'],
  ['Cockroaches - course of treatment', 148, 'cockroaches'],
  ['Fleas - whole-house treatment', 92, 'fleas'],
  ['Squirrels in roof space - trapping (up to 4 visits)', 165, 'squirrels in the roof space'],
];
const BULKY = [
  'three-seater sofa',
  'armchair',
  'double mattress',
  'single bed frame',
  'wardrobe',
  'chest of drawers',
  'dining table',
  'washing machine',
  'fridge freezer',
  'tumble dryer',
  'garden bench',
  'exercise bike',
  'large television',
  'rolled carpet',
  'office chair',
];

/**
 * A council's sundry-debt charge for a pest control treatment (VAT at 20% included) or a bulky waste collection (no
 * VAT) booked by phone and invoiced after the crew or technician attended. Four senders: the council's invoice
 * (stage 1, first_demand), its reminder ("our invoice of … remains unpaid", stage 2, reminder), its final notice
 * (stage 3, final_demand), or the collection agency the council has passed the debt to (its first letter, stage 1,
 * debt_recovery; or its final notice, stage 3, final_demand). Layouts: an invoice form (row of reference cells,
 * service details, a net/VAT/total grid, amount box and remittance slip), a letter with a reference panel (boxed or
 * stacked), or a notice with a "balance" box and a banner title.
 * Truth: council letters: creditor = the council (letterhead and sign-off), accountNumber = the invoice number the
 * letter says to quote (customer number, booking reference, job number and UPRN are distractors), debtType 'normal'
 * (an ordinary overdue charge for a discretionary service: the README's list has no council-services type, and it is
 * not council tax or a penalty). Agency: creditor = the agency, its own reference, 'debt_collection'; the council's
 * invoice number is the client reference. Amount = amount due / balance outstanding (after any payment at booking or
 * since, plus any reminder or administration charge already added); the concession reduction, a line on its own and
 * the agency or court costs that may be added later are not it.
 */
const councilServiceCharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const council = cn.name;
  const pest = r.chance(0.5);
  const sender = pick(r, ['invoice', 'invoice', 'reminder', 'final', 'agency'] as const);
  const agencyFinal = sender === 'agency' && r.chance(0.4);
  // the council's references
  const inv = pick(r, [
    `${pick(r, ['91', '92', '40'])}${r.digits(8)}`,
    `SD${r.digits(6)}`,
    `SD/${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `INV-${r.digits(4)}-${r.digits(4)}`,
    `${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const cust = pick(r, [r.digits(8), `C${r.digits(7)}`, `${r.digits(6)}/${r.int(1, 9)}`]);
  const booking = pest
    ? pick(r, [`PC-${r.digits(6)}`, `PST${r.digits(5)}`, `EH/PC/${r.digits(5)}`])
    : pick(r, [`BW${r.digits(7)}`, `BLK-${r.digits(3)}-${r.digits(3)}`, `WS${r.digits(6)}`]);
  const job = pick(r, [`J${r.digits(7)}`, `${r.digits(4)}/${r.digits(3)}`, `WO ${r.digits(6)}`]);
  const uprn = `10${r.digits(10)}`;
  const site = rcpt(c).slice(1);
  // the service and its charge lines (gross)
  const lines: [string, number][] = [];
  let what: string;
  if (pest) {
    const [desc, price, noun] = pick(r, PESTS);
    lines.push([desc, price]);
    const visits = r.chance(0.3);
    if (visits) lines.push(['Additional visit requested', pick(r, [32, 38.5, 45])]);
    if (r.chance(0.25)) lines.push(['No access - missed appointment charge', pick(r, [25, 30])]);
    what = `a pest control treatment for ${noun}`;
  } else {
    const n = r.int(3, 7);
    const items = some(r, BULKY, n);
    const base = pick(r, [28.5, 31, 34.75, 37]);
    const extra = pick(r, [7.5, 8.25, 9.5, 11]);
    lines.push(['Bulky waste collection, up to 3 items', base]);
    if (n > 3) lines.push([`Additional items (${n - 3} at ${money(extra)} each)`, round2(extra * (n - 3))]);
    if (items.includes('fridge freezer'))
      lines.push(['Fridge / freezer surcharge (refrigerant removal)', pick(r, [15, 18, 21])]);
    what = `a bulky waste collection (${items.join(', ')})`;
  }
  const concession = r.chance(0.3);
  if (concession)
    lines.push(['Less concession (50%, means-tested benefit)', -round2(sum(lines.map((l) => l[1])) / 2)]);
  const invTotal = sum(lines.map((l) => l[1]));
  const atBooking = r.chance(0.3) ? (pest ? pick(r, [15, 20, 25]) : pick(r, [10, 15])) : 0;
  const invDue = round2(invTotal - atBooking);
  const served = addDays(c.date, sender === 'invoice' ? -r.int(9, 30) : -r.int(70, 120));
  const invDate = sender === 'invoice' ? c.date : addDays(served, r.int(6, 15));
  const remDate = addDays(invDate, r.int(30, 38));
  const partPaid = sender !== 'invoice' && r.chance(0.2) ? round2(Math.floor(invDue * 0.4)) : 0;
  const remFee = sender !== 'invoice' && r.chance(0.3) ? pick(r, [10, 12.5, 15]) : 0;
  const adminFee =
    sender === 'final' || sender === 'agency' ? (r.chance(0.5) ? pick(r, [15, 20, 25, 30]) : 0) : 0;
  const due = round2(invDue - partPaid + (sender === 'reminder' ? remFee : 0) + adminFee);
  const payDays =
    sender === 'invoice' ? pick(r, [14, 28, 30]) : sender === 'reminder' ? 14 : pick(r, [7, 14]);
  const pay = addDays(c.date, payDays);
  const ph = phone(r);
  const dept = pest
    ? pick(r, ['Environmental Health - Pest Control', 'Neighbourhood Services - Pest Control'])
    : pick(r, ['Waste and Recycling Services', 'Street Scene - Bulky Waste']);
  const incomeTeam = pick(r, ['Income Management Team', 'Sundry Debts Team', 'Accounts Receivable']);
  const councilBank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const vatNo = `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;
  const futureCosts = pick(r, [
    'collection costs of up to 15% of the balance may be added',
    'the council may issue a claim in the County Court, adding court fees and interest',
    `an administration charge of ${money(pick(r, [25, 35, 40]))} will be added`,
  ]);
  const netOf = (g: number) => round2(g / 1.2);
  // invoice rows
  const gridRows: string[][] = pest
    ? [
        ...lines.map(([d, g]) => [d, m2(netOf(g)), m2(round2(g - netOf(g))), m2(g)]),
        ...(atBooking ? [['Less paid when booking', '', '', neg(atBooking)]] : []),
        [atBooking ? 'Balance to pay' : 'Invoice total', '', '', money(invDue)],
      ]
    : [
        ...lines.map(([d, g]) => [d, m2(g)]),
        ...(atBooking ? [['Less paid online when booking', neg(atBooking)]] : []),
        [atBooking ? 'Balance to pay' : 'Invoice total', money(invDue)],
      ];
  const tableRows: [string, string][] = [
    [`Invoice ${inv} dated ${D(c, invDate)}`, money(invTotal)],
    ...(atBooking ? ([['Paid when booking', neg(atBooking)]] as [string, string][]) : []),
    ...(partPaid ? ([['Payments received since', neg(partPaid)]] as [string, string][]) : []),
    ...(sender === 'reminder' && remFee ? ([['Reminder charge', money(remFee)]] as [string, string][]) : []),
    ...(adminFee ? ([['Administration charge', money(adminFee)]] as [string, string][]) : []),
    [sender === 'invoice' ? 'Amount due' : pick(r, ['Balance outstanding', 'Amount now due']), money(due)],
  ];
  const serviceKv: [string, string][] = [
    ['Service', pest ? 'Pest control (domestic)' : 'Bulky household waste collection'],
    ['Booking reference', booking],
    ['Job number', job],
    ['Date of service', D(c, served)],
    ['Address', `${site[0]}, ${site[1]}`],
  ];
  if (r.chance(0.5)) serviceKv.push(['Property UPRN', uprn]);
  const payKv: [string, string][] = [
    ['Online', `${web(council)}/pay (choose "sundry invoice")`],
    ['Phone', `${ph} (automated, 24 hours)`],
    ['Bank transfer', councilBank],
  ];

  // ---- the agency
  if (sender === 'agency') {
    const ag = company(r, ['Credit Management', 'Collection Services', 'Revenue Services', 'Recoveries']);
    const ref = pick(r, [
      `${r.letters(2, 'CRW')}${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
      `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
      `${r.letters(3, 'KMT')}/${r.digits(7)}`,
    ]);
    const office = officeAddress(r);
    const boxLayout = r.chance(0.5);
    const letterDate = D(c, c.date);
    const firstLetter = addDays(c.date, -r.int(21, 35));
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      sub: [office, `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['bars', 'chevron', 'rings'] as const) : undefined,
      returnAddress: r.chance(0.5) ? `Return address: ${ag.name}, ${office}` : undefined,
      recipient: rcpt(c),
      owe: boxLayout
        ? { label: 'Balance to pay', amount: money(due), note: `Pay by ${D(c, pay)}` }
        : undefined,
      panel: [
        ['Our reference', ref],
        ['Client', council],
        ['Client ref', inv],
        ['Date', letterDate],
      ],
      panelStacked: !boxLayout && r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: agencyFinal
        ? pick(r, [
            'FINAL NOTICE BEFORE RETURN TO CLIENT FOR LEGAL ACTION',
            'Final notice - unpaid council invoice',
          ])
        : pick(r, ['Your unpaid council invoice', 'Notice of debt recovery - council sundry invoice']),
      titleStyle: boxLayout ? 'banner' : pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: agencyFinal
            ? `We wrote to you on ${D(c, firstLetter)} about the money you owe ${council} for ${what} at your home on ${D(c, served)}. We have not received payment or heard from you.`
            : `${council} has passed to us for collection its unpaid invoice for ${what} at your home on ${D(c, served)} (council booking reference ${booking}). The council sent you the invoice and reminders but has not been paid.`,
        },
        { table: tableRows, header: ['Account', 'Amount'] },
        {
          p: agencyFinal
            ? `Unless you pay ${money(due)} by ${D(c, pay)}, or agree a payment plan with us before then, we will return the account to ${council} recommending legal action, and ${futureCosts}.`
            : `Please pay ${money(due)} to us by ${D(c, pay)}, quoting our reference ${ref}. We do not add any fees to this balance. If you cannot pay in full, call us to agree an affordable plan.`,
        },
        {
          kv: [
            ['Pay online', `${web(ag.name)}/pay`],
            ['Call us', `${phone(r)} (Mon-Fri 8am-6pm)`],
            ['Bank transfer', `Client account: sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ],
        },
        {
          small: `Please do not pay the council directly while we hold this account. If you think you do not owe this charge, tell us within 14 days and we will put the account on hold while the council checks it.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign: agencyFinal
        ? [...signatory(r, ['Collections Manager', 'Team Leader']), ag.name]
        : ['Client Services', ag.name],
      footer: [`${regLine(ag.name, r)} Acting for ${council}.`],
    };
    return {
      spec,
      truth: truth(
        ag.name,
        due,
        ref,
        'debt_collection',
        agencyFinal ? 3 : 1,
        agencyFinal ? 'final_demand' : 'debt_recovery',
        c,
        pay,
      ),
    };
  }

  // ---- the council
  const layout =
    sender === 'invoice' ? pick(r, [0, 0, 1]) : sender === 'reminder' ? pick(r, [0, 1, 2]) : pick(r, [1, 2]);
  const head = cn.head;
  const sub = [
    sender === 'invoice' && layout === 0 ? 'Finance - Sundry Debtors' : layout === 1 ? dept : incomeTeam,
    officeAddress(r),
    `${ph}  ${web(council)}`,
  ];
  const stageTitle =
    sender === 'invoice'
      ? pick(r, [
          'SUNDRY DEBT INVOICE',
          'INVOICE',
          `Invoice - ${pest ? 'Pest Control' : 'Bulky Waste Collection'}`,
        ])
      : sender === 'reminder'
        ? pick(r, [
            'REMINDER - INVOICE UNPAID',
            'Reminder: your invoice is overdue',
            'STATEMENT AND REMINDER',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice: unpaid invoice', 'FINAL REMINDER BEFORE RECOVERY ACTION']);
  const quote = `Please quote invoice number ${inv} with your payment.`;
  const stageText =
    sender === 'invoice'
      ? `This invoice is for ${what} carried out at ${site[0]}, ${site[1]} on ${D(c, served)}, as booked by you. Please pay ${money(due)} within ${payDays} days, by ${D(c, pay)}. ${quote}`
      : sender === 'reminder'
        ? `Our invoice ${inv} of ${D(c, invDate)} for ${what} on ${D(c, served)} is now overdue. ${partPaid ? 'Thank you for your part payment, but a' : 'A'} balance of ${money(due)} is still outstanding. Please pay it within 14 days, by ${D(c, pay)}.${remFee ? ' A reminder charge has been added, as set out in the booking terms.' : ''}`
        : `We sent you invoice ${inv} on ${D(c, invDate)} for ${what} on ${D(c, served)}, and a reminder on ${D(c, remDate)}. The balance has still not been paid. This is your final notice: pay ${money(due)} by ${D(c, pay)}.`;
  const warning =
    sender === 'invoice'
      ? `If you think this invoice is wrong, contact ${dept} on ${ph} within 14 days. The council does not charge interest on sundry invoices paid on time.`
      : sender === 'reminder'
        ? `If you have already paid, thank you, and please ignore this reminder. If you cannot pay in full, call us to discuss a payment plan.`
        : `If the balance is not paid, the account will be passed to the council's collection agents or legal services without further notice and ${futureCosts}. If you are having difficulty paying, contact us now.`;
  const signer =
    layout === 1 && sender === 'invoice'
      ? [
          signatory(r, ['Pest Control Officer', 'Senior Technician', 'Waste Services Officer'])[0],
          dept,
          council,
        ]
      : [incomeTeam, council];
  let spec: Spec;
  if (layout === 0) {
    // invoice / statement form
    const body: Block[] = [];
    if (sender !== 'invoice') body.push(dear(c), { p: stageText });
    body.push({ kv: serviceKv });
    if (sender === 'invoice')
      body.push({
        grid: gridRows,
        header: pest ? ['Description', 'Net', 'VAT 20%', 'Total'] : ['Description', 'Charge'],
        widths: pest ? [0.55, 0.15, 0.15, 0.15] : [0.75, 0.25],
      });
    else
      body.push({
        grid: tableRows.map(([a, b]) => [a, b]),
        header: ['Account', 'Amount'],
        widths: [0.72, 0.28],
      });
    body.push({ amountBox: [sender === 'invoice' ? 'Amount due' : 'Balance outstanding', money(due)] });
    if (sender === 'invoice') body.push({ p: stageText });
    body.push({
      small: `${pest ? 'VAT is charged at 20% on pest control treatments.' : 'Bulky waste collection is a statutory service and is outside the scope of VAT.'} ${warning}`,
    });
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice number', inv],
        ['Customer number', cust],
        [sender === 'invoice' ? 'Invoice date' : 'Date', D(c, c.date)],
        ['Pay by', D(c, pay)],
      ],
      title: stageTitle,
      titleStyle: pick(r, ['rule', 'boxed'] as const),
      body,
      sign: [],
      slip: {
        title: pick(r, ['Remittance advice', 'Payment slip - return with your payment']),
        rows: [
          ['Invoice number', inv],
          ['Customer number', cust],
          ['Amount due', money(due)],
        ],
      },
      footer: [`${council}. VAT registration number ${vatNo}. ${quote}`],
    };
  } else if (layout === 1) {
    // letter with a reference panel
    const panel: [string, string][] = [
      ['Invoice no', inv],
      ['Customer no', cust],
      [pest ? 'Booking ref' : 'Booking reference', booking],
      ['Date', D(c, c.date)],
    ];
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      recipient: rcpt(c),
      panel,
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: stageTitle,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: stageText },
        {
          table:
            sender === 'invoice'
              ? [
                  ...lines.map(([d, g]) => [d, m2(g)] as [string, string]),
                  ...(atBooking ? ([['Paid when booking', neg(atBooking)]] as [string, string][]) : []),
                  ['Amount due', money(due)],
                ]
              : tableRows,
          header: ['Charges', 'Amount'],
        },
        ...(r.chance(0.5)
          ? [
              {
                p: `Technician's job number: ${job}. ${pest ? 'Charges include VAT at 20%.' : 'No VAT is charged on this service.'}`,
              },
            ]
          : []),
        { kv: payKv },
        { p: `${quote} ${warning}` },
      ],
      closing: 'Yours sincerely',
      sign: signer,
      footer: [`${council}, ${officeAddress(r)}. VAT registration ${vatNo}.`],
    };
  } else {
    // notice with a balance box
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      headBand: r.chance(0.4),
      recipient: rcpt(c),
      owe: {
        label: sender === 'final' ? 'Balance outstanding' : 'Amount overdue',
        amount: money(due),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Invoice number', inv],
        ['Customer', cust],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: stageTitle,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: stageText },
        { grid: tableRows.map(([a, b]) => [a, b]), widths: [0.72, 0.28] },
        {
          cols: [
            `How to pay: online at ${web(council)}/pay, by phone on ${ph}, or by bank transfer to ${councilBank}. ${quote}`,
            `Service details: ${pest ? 'pest control' : 'bulky waste'} booking ${booking}, job ${job}, attended ${D(c, served)}.${partPaid ? ` Payment of ${money(partPaid)} received with thanks.` : ''}`,
          ],
        },
        { p: warning },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: signer,
      footer: [`${council}. VAT registration number ${vatNo}. Calls may be recorded.`],
    };
  }
  const stage = sender === 'invoice' ? 1 : sender === 'reminder' ? 2 : 3;
  const kind = sender === 'invoice' ? 'first_demand' : sender === 'reminder' ? 'reminder' : 'final_demand';
  return { spec, truth: truth(council, due, inv, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W263 Former employer recovering a salary overpayment made after the employee left
// ------------------------------------------------------------------------------------------------------------

const dim = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * A former employer recovering the net salary overpaid after the employee left (the month's salary paid in full after
 * a mid-month leaving date, or a whole month paid because the leaver form reached payroll late). The calculation is
 * a table: gross salary paid for the overpaid period (less any holiday pay owed), less PAYE income tax, employee
 * National Insurance, pension and student loan deductions, = net overpayment. Senders: payroll/HR's first letter
 * (stage 1, first_demand) with a repayment-plan reply slip, its reminder ("we wrote to you on …", stage 2, reminder),
 * its letter before claim under the Pre-Action Protocol for Debt Claims (stage 3, letter_of_claim), the employer's
 * solicitors' letter before claim (stage 3, letter_of_claim) or a collection agency's first letter (stage 1,
 * debt_recovery). Layouts: an HR letter with a reference panel, a payroll notice with a row of reference cells and
 * a reply form, or a formal letter before claim with a stacked, boxed panel.
 * Truth: the employer's letters: creditor = the employing company (letterhead and sign-off), 'normal' (an ordinary
 * sum owed to a business; there is no employment type in the README's list), accountNumber = the overpayment
 * reference the letter says to quote (the employee/payroll number, NI number and tax code are not it). Solicitors or
 * agency: creditor = the firm, its own reference, 'debt_collection' (the employer's reference is the client's).
 * Amount = the net overpayment, or what is left of it after payments received, plus statutory interest where a
 * solicitors' letter has added it to the total claimed; the gross overpayment, the tax and NI lines, the annual
 * salary, the suggested monthly instalment and a possible court fee are not it.
 */
const leaverOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const emp = company(r, [
    'Logistics',
    'Care Homes',
    'Facilities Management',
    'Engineering',
    'Hospitality Group',
    'Software',
    'Retail Group',
    'Veterinary Group',
  ]);
  const sender = pick(r, ['first', 'first', 'reminder', 'lbc', 'solicitors', 'agency'] as const);
  const ovpRef = pick(r, [
    `OVP/${r.digits(5)}`,
    `PAY-${r.digits(6)}`,
    `HR${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(2)}-${r.digits(5)}/OP`,
  ]);
  const empNo = pick(r, [`E0${r.digits(5)}`, r.digits(7), `${r.letters(2, 'PRS')}${r.digits(5)}`]);
  const nino = `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${pick(r, ['A', 'B', 'C', 'D'])}`;
  const taxCode = pick(r, ['1257L', '1257L', 'BR', '1100L', 'K475']);
  const salary = r.int(21, 62) * 1000 + pick(r, [0, 500]);
  const higher = salary > 50270;
  // when: the overpaid pay day sits a while before the letter
  const back = sender === 'first' ? r.int(20, 50) : sender === 'reminder' ? r.int(60, 95) : r.int(110, 200);
  const anchor = addDays(c.date, -back);
  const payDayN = pick(r, [25, 26, 28]);
  let y = anchor.getUTCFullYear();
  let m = anchor.getUTCMonth();
  // the overpaid pay day is at least three weeks before the letter
  if (Date.UTC(y, m, payDayN) > addDays(c.date, -21).getTime()) {
    m -= 1;
    if (m < 0) [y, m] = [y - 1, 11];
  }
  const payDay = new Date(Date.UTC(y, m, payDayN));
  const wholeMonth = r.chance(0.35);
  let left: Date;
  let period: string;
  let gross: number;
  let cause: string;
  if (wholeMonth) {
    left = new Date(Date.UTC(y, m, 0)); // last day of the month before
    gross = round2(salary / 12);
    period = `1 to ${dim(y, m)} ${MONTHS[m]}`;
    cause = `Your employment ended on ${D(c, left)}, but the leaver notification reached Payroll after the ${MONTHS[m]} payroll had run, so a full month's salary was paid to you on ${D(c, payDay)}.`;
  } else {
    const ld = r.int(3, 19);
    left = new Date(Date.UTC(y, m, ld));
    const days = dim(y, m) - ld;
    gross = round2(((salary / 12) * days) / dim(y, m));
    period = `${ld + 1} to ${dim(y, m)} ${MONTHS[m]} (${days} days)`;
    cause = `Your last day of employment was ${D(c, left)}. Your ${MONTHS[m]} salary, paid on ${D(c, payDay)}, was paid for the whole month, including the ${days} days after you left.`;
  }
  const holDays = r.chance(0.3) ? r.int(1, 4) : 0;
  const hol = round2((salary / 260) * holDays);
  const grossOver = round2(gross - hol);
  const tax = round2(grossOver * (higher ? 0.4 : 0.2));
  const ni = round2(grossOver * (higher ? 0.02 : 0.08));
  const pensionPct = pick(r, [0, 0, 3, 5, 5.5]);
  const pension = round2((grossOver * pensionPct) / 100);
  const studentLoan = !higher && r.chance(0.2) ? round2(grossOver * 0.09) : 0;
  const net = round2(grossOver - tax - ni - pension - studentLoan);
  const calc: string[][] = [
    [`Gross salary paid for ${period}`, money(gross)],
    ...(hol
      ? [
          [
            `Less holiday pay owed to you (${holDays} day${holDays > 1 ? 's' : ''} accrued, not taken)`,
            neg(hol),
          ],
        ]
      : []),
    ...(hol ? [['Gross overpayment', money(grossOver)]] : []),
    [`Less income tax deducted (PAYE, code ${taxCode})`, neg(tax)],
    [`Less employee National Insurance (${higher ? '2%' : '8%'})`, neg(ni)],
    ...(pension ? [[`Less pension contribution (${pensionPct}%)`, neg(pension)]] : []),
    ...(studentLoan ? [['Less student loan deduction', neg(studentLoan)]] : []),
    ['Net overpayment', money(net)],
  ];
  const firstDate = sender === 'first' ? c.date : addDays(payDay, r.int(12, 25));
  const paidSoFar = sender !== 'first' && r.chance(0.3) ? pick(r, [50, 75, 100, 150]) : 0;
  const balance = round2(net - (paidSoFar < net ? paidSoFar : 0));
  const paid = balance < net;
  const instal = Math.max(25, Math.round(balance / pick(r, [6, 10, 12, 18]) / 5) * 5);
  const months = Math.ceil(balance / instal);
  const pay = addDays(c.date, sender === 'first' ? pick(r, [14, 28]) : sender === 'reminder' ? 14 : 30);
  const hrName = pick(r, [
    'Payroll Services',
    'People Team - Payroll',
    'HR and Payroll',
    'Payroll Department',
  ]);
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const hrPhone = phone(r);
  const hrMail = `payroll@${host(emp.name)}`;

  // ---- third parties: solicitors or a collection agency
  if (sender === 'solicitors' || sender === 'agency') {
    const sol = sender === 'solicitors';
    const firm = sol
      ? lawFirm(r)
      : { ...company(r, ['Credit Management', 'Debt Recovery', 'Collections']), ref: '' };
    const ref = sol
      ? firm.ref
      : pick(r, [
          `${r.letters(2, 'DCR')}${r.digits(6)}`,
          `${r.digits(3)}-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
          `${r.digits(8)}`,
        ]);
    const interestFrom = firstDate;
    const days = Math.round((c.date.getTime() - interestFrom.getTime()) / 86400000);
    const interest = sol && r.chance(0.5) ? round2((balance * 0.08 * days) / 365) : 0;
    const total = round2(balance + interest);
    const courtFee = courtFeeFor(total);
    const rows: string[][] = [
      [`Net salary overpaid (${MONTHS[m]} ${y})`, money(net)],
      ...(paid ? [['Paid to our client since', neg(round2(net - balance))]] : []),
      ...(interest
        ? [[`Interest at 8% a year from ${D(c, interestFrom)} (${days} days)`, money(interest)]]
        : []),
      [sol ? 'Total now claimed' : 'Balance due', money(total)],
    ];
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      top: sol ? [pick(r, ['BY POST AND EMAIL', 'PRIVATE AND CONFIDENTIAL'])] : undefined,
      head: firm.head,
      sub: sol
        ? [office, `DX ${r.digits(5)} ${place(r)}`, `${phone(r)}  ${web(firm.name)}`]
        : [office, `${phone(r)}  ${web(firm.name)}`],
      headAlign: sol ? pick(r, ['right', 'center'] as const) : pick(r, ['left', 'right'] as const),
      logoMark: !sol && r.chance(0.5) ? 'bars' : undefined,
      recipient: rcpt(c),
      panel: sol
        ? [
            ['Our ref', ref],
            ['Your former employer', emp.name],
            ['Their ref', ovpRef],
            ['Date', D(c, c.date)],
          ]
        : [
            ['Our reference', ref],
            ['Client', emp.name],
            ['Client ref', ovpRef],
            ['Date', D(c, c.date)],
          ],
      panelStacked: sol ? r.chance(0.6) : r.chance(0.3),
      panelBoxed: r.chance(0.6),
      owe: !sol && r.chance(0.5) ? { label: 'Balance due', amount: money(total) } : undefined,
      title: sol
        ? pick(r, [
            'LETTER BEFORE CLAIM',
            'Letter before claim: salary overpayment',
            'PRE-ACTION LETTER OF CLAIM',
          ])
        : pick(r, ['Salary overpayment owed to your former employer', 'Notice of debt collection']),
      titleStyle: sol ? pick(r, ['boxed', 'rule'] as const) : pick(r, ['plain', 'banner'] as const),
      body: sol
        ? [
            dear(c),
            {
              p: `We act for ${emp.name}, your former employer. After your employment ended on ${D(c, left)} you were overpaid salary, and our client wrote to you about it on ${D(c, firstDate)} and again afterwards. ${paid ? 'Some payment was made but the balance remains unpaid.' : 'You have not repaid it or proposed a repayment plan.'}`,
            },
            { grid: rows, header: ['Claim', 'Amount'], widths: [0.74, 0.26] },
            {
              p: `This letter is sent under the Pre-Action Protocol for Debt Claims. An Information Sheet and Reply Form are enclosed. Please pay ${money(total)} by ${D(c, pay)}, or complete the Reply Form and return it to us within 30 days of the date of this letter. If you do neither, our client may issue a claim in the County Court without further notice, adding the court fee (currently ${money(courtFee)}), further interest and costs.`,
            },
            {
              kv: [
                ['Payment to', `${firm.name} client account`],
                ['Bank', bank],
                ['Quote', `our reference ${ref}`],
              ],
            },
            {
              small: `If you dispute the overpayment, say why on the Reply Form and enclose copies of any documents you rely on (for example your final payslip or P45). You may wish to take independent advice, for example from a free debt advice charity.`,
            },
          ]
        : [
            dear(c),
            {
              p: `${emp.name} has asked us to collect the salary it overpaid to you after you left its employment on ${D(c, left)}. ${cause}`,
            },
            { table: rows.map(([a, b]) => [a, b] as [string, string]), header: ['Account', 'Amount'] },
            {
              p: `Please pay the balance due of ${money(total)} by ${D(c, pay)}, quoting our reference ${ref}. If you cannot pay in one go, we can agree a plan with you, for example ${money(instal)} a month over ${months} months.`,
            },
            {
              kv: [
                ['Online', `${web(firm.name)}/pay`],
                ['Phone', `${phone(r)} (8am-8pm weekdays)`],
                ['Bank transfer', bank],
              ],
            },
            {
              small: `We have not added any fees or interest. Do not pay ${emp.name} directly while we hold your account.`,
            },
          ],
      closing: sol ? 'Yours faithfully' : 'Yours sincerely',
      sign: sol ? [firm.name] : [...signatory(r, ['Account Manager', 'Collections Officer']), firm.name],
      footer: sol
        ? [
            `${firm.name} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). ${firm.name.endsWith('LLP') ? `A limited liability partnership registered in England and Wales no. OC${r.digits(6)}.` : `Registered in England and Wales no. ${r.digits(8)}.`}`,
          ]
        : [regLine(firm.name, r)],
    };
    return {
      spec,
      truth: truth(
        firm.name,
        total,
        ref,
        'debt_collection',
        sol ? 3 : 1,
        sol ? 'letter_of_claim' : 'debt_recovery',
        c,
        pay,
      ),
    };
  }

  // ---- the employer
  const layout = sender === 'first' ? pick(r, [0, 1]) : sender === 'reminder' ? pick(r, [0, 1]) : 2;
  const rows = paid
    ? [...calc, ['Repaid so far', neg(round2(net - balance))], ['Balance outstanding', money(balance)]]
    : calc;
  const opener =
    sender === 'first'
      ? `${cause} This means you were overpaid. We are sorry for the error, but we are entitled to ask you to repay the overpayment.`
      : sender === 'reminder'
        ? `We wrote to you on ${D(c, firstDate)} about salary overpaid to you after you left on ${D(c, left)}. ${paid ? 'Thank you for the payment received, but the' : 'We have not received repayment or heard from you, and the'} balance below is still owed.`
        : `We wrote to you on ${D(c, firstDate)} and on ${D(c, addDays(firstDate, r.int(28, 40)))} asking you to repay salary overpaid to you after your employment ended on ${D(c, left)}. The balance remains unpaid.`;
  const netNote = `You only need to repay the net amount you received: we will correct the tax and National Insurance with HMRC through our payroll${pension ? ' and ask the pension scheme to reverse the contribution' : ''}.`;
  const askPay =
    sender === 'first'
      ? `Please repay ${money(balance)} by ${D(c, pay)}, quoting reference ${ovpRef}. If this would cause you hardship, we can agree a repayment plan instead, for example ${money(instal)} a month over ${months} months: please contact us before that date.`
      : sender === 'reminder'
        ? `Please pay ${money(balance)} within 14 days, by ${D(c, pay)}, or contact us to agree a repayment plan. Quote reference ${ovpRef}.`
        : `Please pay ${money(balance)} by ${D(c, pay)}, quoting reference ${ovpRef}, or complete the enclosed Reply Form within 30 days of the date of this letter. If we do not hear from you, we intend to issue a claim in the County Court without further notice, and will ask the court to add interest and our costs.`;
  const title =
    sender === 'first'
      ? pick(r, [
          'Overpayment of salary',
          'Salary overpaid after your leaving date',
          'Repayment of salary overpayment',
        ])
      : sender === 'reminder'
        ? pick(r, ['Reminder: salary overpayment', 'SECOND REQUEST - OVERPAYMENT OF SALARY'])
        : pick(r, ['LETTER BEFORE CLAIM', 'Final letter before claim: overpayment of salary']);
  const signer = signatory(r, [
    'Payroll Manager',
    'Payroll and Benefits Lead',
    'HR Business Partner',
    'Head of Reward',
  ]);
  const footer = [`${regLine(emp.name, r)}`];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: emp.head,
      sub: [hrName, officeAddress(r), `${hrPhone}  ${hrMail}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'chevron', 'shield'] as const) : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our ref', ovpRef],
        ['Employee no', empNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opener },
        { grid: rows, header: ['How the overpayment is worked out', 'Amount'], widths: [0.74, 0.26] },
        { p: netNote },
        { p: askPay },
        {
          kv: [
            ['Bank transfer', bank],
            ['Reference', ovpRef],
            ['Questions', `${hrPhone} or ${hrMail}`],
          ],
        },
        ...(r.chance(0.5)
          ? [
              {
                small: `Annual salary at leaving: ${money(salary)}. National Insurance number: ${nino}. Your P45 was issued on ${D(c, addDays(payDay, r.int(2, 9)))}.`,
              },
            ]
          : []),
      ],
      closing: 'Yours sincerely',
      sign: [...signer, emp.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: emp.head,
      headBand: r.chance(0.4),
      sub: [hrName, officeAddress(r)],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Reference', ovpRef],
        ['Employee number', empNo],
        ['Leaving date', D(c, left)],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opener },
        {
          table: rows.map(([a, b]) => [a, b] as [string, string]),
          header: ['Net pay calculation', 'Amount'],
        },
        {
          cols: [
            `${askPay}`,
            `${netNote} Bank details for repayment: ${bank}. Contact: ${hrPhone}, ${hrMail}.`,
          ],
        },
        { h: 'Reply form - please tick one and return' },
        {
          checks: [
            `I will repay ${money(balance)} in full by bank transfer.`,
            'I would like to repay by monthly instalments of £______ starting on ______.',
            'I do not agree that I was overpaid (please explain why).',
          ],
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...signer, emp.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL'],
      head: emp.head,
      sub: [
        pick(r, ['Legal and Payroll', 'HR Operations', 'Finance - Credit Control']),
        officeAddress(r),
        `${hrPhone}  ${web(emp.name)}`,
      ],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Reference', ovpRef],
        ['Former employee no', empNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.7),
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { p: opener },
        { grid: rows, header: ['Overpayment', 'Amount'], widths: [0.74, 0.26] },
        {
          p: `This letter is sent in accordance with the Pre-Action Protocol for Debt Claims. An Information Sheet and Reply Form are enclosed. ${askPay}`,
        },
        {
          kv: [
            ['Pay to', bank],
            ['Quote', ovpRef],
          ],
        },
        { small: `Free independent debt advice is available from debt advice charities. ${netNote}` },
      ],
      closing: 'Yours faithfully',
      sign: [...signer, `for and on behalf of ${emp.name}`],
      footer,
    };
  }
  const stage = sender === 'first' ? 1 : sender === 'reminder' ? 2 : 3;
  const kind = sender === 'first' ? 'first_demand' : sender === 'reminder' ? 'reminder' : 'letter_of_claim';
  return { spec, truth: truth(emp.name, balance, ovpRef, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W264 Nanny, childcare or au pair agency chasing its placement / introduction fee
// ------------------------------------------------------------------------------------------------------------

const ROLES: { role: string; short: string; au: boolean; part: number }[] = [
  { role: 'full-time nanny (live-out)', short: 'nanny', au: false, part: 1 },
  { role: 'live-in nanny', short: 'live-in nanny', au: false, part: 1 },
  { role: 'nanny-housekeeper', short: 'nanny-housekeeper', au: false, part: 1 },
  { role: 'part-time nanny (3 days a week)', short: 'part-time nanny', au: false, part: 0.6 },
  { role: 'after-school nanny', short: 'after-school nanny', au: false, part: 0.5 },
  { role: 'au pair', short: 'au pair', au: true, part: 1 },
  { role: 'au pair plus', short: 'au pair plus', au: true, part: 1 },
];

/**
 * A nanny, childcare or au pair agency chasing the fee it charges a family: the placement fee once the nanny or au
 * pair started (a percentage of the nanny's gross annual salary, four weeks' gross pay, or a fixed au pair fee, plus
 * VAT, sometimes less a registration fee credited), an introduction fee where the family engaged an introduced
 * candidate directly, and/or a replacement-search fee after the free-replacement period ended. Senders: the agency's
 * invoice or first letter (stage 1, first_demand), its reminder (stage 2, reminder), its final notice with a late
 * payment charge (stage 3, final_demand) or its solicitors' letter before claim (stage 3, letter_of_claim). Layouts:
 * an invoice form (row of reference cells, placement details, net/VAT/total grid, amount box), a letter with a
 * reference panel, a notice with an "overdue" box and a banner title, or the solicitors' letter.
 * Truth: the agency's letters: creditor = the agency company, 'normal' (an ordinary overdue invoice from a business).
 * accountNumber = the invoice number the letter says to quote; where a reminder or final notice covers two invoices
 * (placement and replacement) it asks for the client number instead, and the invoice numbers become distractors.
 * Candidate reference, registration number, Ofsted number and VAT number are never it. Solicitors: creditor = the
 * firm, its own reference, 'debt_collection'. Amount = the total now due (fees with VAT, less any credit or payment,
 * plus a late payment charge or interest already added); the nanny's salary, the registration fee, the fee net of
 * VAT, a single invoice in a two-invoice statement and the court fee that may be added are not it.
 */
const nannyAgencyFee: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const role = pick(r, ROLES);
  const ag = company(
    r,
    role.au
      ? ['Au Pairs', 'Au Pair Agency', 'Nannies & Au Pairs']
      : ['Nannies', 'Nanny Agency', 'Childcare Agency', 'Family Staffing'],
  );
  const sender = pick(r, ['invoice', 'invoice', 'reminder', 'final', 'final', 'solicitors'] as const);
  const scenario =
    sender === 'invoice'
      ? pick(r, ['placement', 'placement', 'introduction', 'replacement'] as const)
      : pick(r, ['placement', 'introduction', 'replacement', 'both', 'both'] as const);
  const newInv = () =>
    pick(r, [
      `INV-${r.digits(5)}`,
      `${r.letters(2, 'NPA')}${r.digits(4)}`,
      `${r.digits(4)}/${r.digits(2)}`,
      `N${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
      `SI/${r.digits(6)}`,
    ]);
  const clientNo = pick(r, [
    `FAM${r.digits(4)}`,
    `C-${r.digits(5)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(3)}`,
  ]);
  const candRef = pick(r, [`CAN${r.digits(5)}`, `N-${r.digits(4)}`, `AP${r.digits(4)}`]);
  const ofsted = `${pick(r, ['EY', 'RP', '2'])}${r.digits(6)}`;
  const vatNo = `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;
  const cand = person(r);
  const candName = `${cand.first} ${cand.last}`;
  const prev = person(r);
  // fee basis
  const netWeekly = role.au
    ? pick(r, [100, 110, 120, 135, 150])
    : Math.round((r.int(480, 800) * role.part) / 5) * 5;
  const grossAnnual = Math.round((netWeekly * 52 * 1.32) / 100) * 100;
  let basis: string;
  let fee: number;
  if (role.au) {
    fee = pick(r, [395, 450, 520, 595]);
    basis = `our fixed au pair placement fee of ${money(fee)} plus VAT`;
  } else if (r.chance(0.6)) {
    const pct = pick(r, [8, 10, 12, 12.5, 15]);
    fee = round2((grossAnnual * pct) / 100);
    basis = `${pct}% of the agreed gross annual salary of ${money(grossAnnual)}, plus VAT`;
  } else {
    fee = round2((grossAnnual / 52) * 4);
    basis = `four weeks' gross salary (${money(grossAnnual)} a year gross), plus VAT`;
  }
  const regFee = pick(r, [75, 95, 120]);
  const credited = scenario !== 'replacement' && r.chance(0.3);
  const guarantee = pick(r, [6, 8, 12]);
  const replFee = r.chance(0.5) ? round2(fee / 2) : pick(r, [350, 450, 600]);
  const replBasis =
    replFee === round2(fee / 2) ? '50% of the standard placement fee' : 'our reduced replacement search fee';
  // dates
  const back = sender === 'invoice' ? r.int(5, 14) : sender === 'reminder' ? r.int(40, 60) : r.int(70, 130);
  const invDate = sender === 'invoice' ? c.date : addDays(c.date, -back);
  const start = addDays(invDate, -r.int(0, 10));
  const introduced = addDays(start, -r.int(30, 120));
  const termsDate = addDays(introduced, -r.int(3, 40));
  const prevLeft = addDays(start, -r.int(20, 50));
  const prevStart = addDays(prevLeft, -7 * (guarantee + r.int(2, 20)));
  const inv1 = newInv();
  let inv2 = newInv();
  while (inv2 === inv1) inv2 = newInv();
  const inv1Date = scenario === 'both' ? addDays(prevStart, r.int(0, 7)) : invDate;
  const dueDays = pick(r, [7, 14]);
  // invoice lines [desc, net, vat]
  const l1: [string, number][] =
    scenario === 'replacement'
      ? [[`Replacement search fee - ${role.short}`, replFee]]
      : scenario === 'introduction'
        ? [[`Introduction fee - ${candName} (clause 7.2)`, fee]]
        : [[`Placement fee - ${role.short}`, fee]];
  if (credited) l1.push(['Less registration fee paid (credited)', -regFee]);
  const gross = (n: number) => round2(n * 1.2);
  const inv1Total = sum(l1.map(([, n]) => gross(n)));
  const inv2Total = scenario === 'both' ? gross(replFee) : 0;
  const invoiceTotal = round2(inv1Total + inv2Total);
  const partPaid =
    (sender === 'reminder' || sender === 'final') && r.chance(0.2) ? pick(r, [100, 150, 200, 250]) : 0;
  const late = sender === 'final' && r.chance(0.5) ? pick(r, [40, 50, 75]) : 0;
  const dueDate = addDays(inv1Date, dueDays);
  // the replacement search was invoiced when the new candidate started
  const inv2Date = addDays(start, r.int(0, 5));
  const interestFrom = scenario === 'both' ? addDays(inv2Date, dueDays) : dueDate;
  const solDays = Math.round((c.date.getTime() - interestFrom.getTime()) / 86400000);
  const interest =
    sender === 'solicitors' && solDays > 20 && r.chance(0.5)
      ? round2((invoiceTotal * 0.08 * solDays) / 365)
      : 0;
  const total = round2(invoiceTotal - (partPaid < invoiceTotal ? partPaid : 0) + late + interest);
  const pay = addDays(
    c.date,
    sender === 'invoice' ? dueDays : sender === 'solicitors' ? 30 : pick(r, [7, 14]),
  );
  const useClient = scenario === 'both';
  const quoteRef = useClient ? clientNo : inv1;
  const agPhone = phone(r);
  const agMail = `accounts@${host(ag.name)}`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  // reminders follow the later due date
  const lastDue = useClient ? addDays(inv2Date, dueDays) : dueDate;
  let remDate = addDays(lastDue, r.int(10, 20));
  if (remDate.getTime() > addDays(c.date, -10).getTime()) remDate = addDays(c.date, -r.int(10, 16));
  // statement rows (reminder / final / solicitors)
  const stmt: string[][] = [
    [
      `Invoice ${inv1} dated ${D(c, inv1Date)} (${scenario === 'replacement' ? 'replacement search' : scenario === 'introduction' ? 'introduction fee' : 'placement fee'})`,
      money(inv1Total),
    ],
    ...(scenario === 'both'
      ? [[`Invoice ${inv2} dated ${D(c, inv2Date)} (replacement search)`, money(inv2Total)]]
      : []),
    ...(partPaid ? [['Payment received, thank you', neg(partPaid)]] : []),
    ...(late ? [['Late payment charge (clause 9.3)', money(late)]] : []),
    ...(interest ? [[`Interest at 8% a year from ${D(c, interestFrom)}`, money(interest)]] : []),
    [
      sender === 'solicitors'
        ? 'Total claimed'
        : sender === 'final'
          ? 'Total now due'
          : 'Balance outstanding',
      money(total),
    ],
  ];
  const story =
    scenario === 'introduction'
      ? `On ${D(c, introduced)} we introduced ${candName} (candidate ref ${candRef}) to your family for the position of ${role.role}. We understand that ${cand.first} has been working for you since ${D(c, start)}. Under clause 7.2 of our Terms of Business, accepted on ${D(c, termsDate)}, an introduction fee is payable when a family engages a candidate we introduced within 12 months, whether directly or through another agency. The fee is ${basis}.`
      : scenario === 'replacement'
        ? `${prev.first} ${prev.last} left your employment on ${D(c, prevLeft)}, after the end of our ${guarantee}-week free replacement period. At your request we carried out a replacement search, and ${candName} started with you on ${D(c, start)}. The fee is ${replBasis}, plus VAT.`
        : scenario === 'both'
          ? `Our placement fee for ${prev.first} ${prev.last}, who started with you on ${D(c, prevStart)}, has not been paid. ${prev.first} left on ${D(c, prevLeft)}, after the ${guarantee}-week free replacement period, and we then found ${candName}, who started on ${D(c, start)}; our replacement search fee was invoiced separately.`
          : `Thank you for choosing us. ${candName} started with your family as your ${role.role} on ${D(c, start)}. As set out in our Terms of Business, accepted on ${D(c, termsDate)}, our placement fee is ${basis}.`;
  const salaryLine = role.au
    ? `Pocket money agreed: ${money(netWeekly)} a week`
    : `Agreed salary: ${money(netWeekly)} net a week (${money(grossAnnual)} gross a year)`;
  const regLine2 = credited
    ? `Your registration fee of ${money(gross(regFee))} has been credited against this fee.`
    : `The registration fee of ${money(gross(regFee))} you paid on registering is not refundable and has not been deducted.`;

  // ---- solicitors
  if (sender === 'solicitors') {
    const firm = lawFirm(r);
    const courtFee = courtFeeFor(total);
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['BY FIRST CLASS POST'] : undefined,
      head: firm.head,
      sub: [officeAddress(r), `${phone(r)}  ${web(firm.name)}`],
      headAlign: pick(r, ['right', 'center', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', firm.ref],
        ['Our client', ag.name],
        ['Client account no', clientNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.6),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim: unpaid agency fees']),
      titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${ag.name}, which supplied childcare staff to your family. ${story} Our client sent you reminders, most recently on ${D(c, remDate)}, but the account remains unpaid.`,
        },
        { grid: stmt, header: ['Amount claimed', ''], widths: [0.76, 0.24] },
        {
          p: `This letter is sent under the Pre-Action Protocol for Debt Claims; the Information Sheet and Reply Form are enclosed. Please pay ${money(total)} to us by ${D(c, pay)}, quoting our reference ${firm.ref}, or return the Reply Form within 30 days. Otherwise our client intends to start a claim in the County Court without further notice, and will also claim the court fee (currently ${money(courtFee)}), further interest and fixed costs.`,
        },
        {
          kv: [
            [
              'Pay to',
              `${firm.name} client account, ${bank}`.length > 70
                ? `Client account, ${bank}`
                : `${firm.name} client account, ${bank}`,
            ],
          ],
        },
        {
          small:
            'You should seek independent advice. Free debt advice is available from debt advice charities and Citizens Advice.',
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm.name],
      footer: [
        `${firm.name} is authorised and regulated by the Solicitors Regulation Authority, SRA no. ${r.digits(6)}.`,
      ],
    };
    return {
      spec,
      truth: truth(firm.name, total, firm.ref, 'debt_collection', 3, 'letter_of_claim', c, pay),
    };
  }

  // ---- the agency
  const layout =
    sender === 'invoice'
      ? pick(r, [0, 0, 1])
      : sender === 'reminder'
        ? pick(r, [useClient ? 1 : 0, 1, 2])
        : pick(r, [1, 2]);
  const title =
    sender === 'invoice'
      ? scenario === 'introduction'
        ? pick(r, ['Introduction fee now payable', 'INVOICE - INTRODUCTION FEE'])
        : pick(r, [
            'INVOICE',
            'Tax invoice',
            scenario === 'replacement' ? 'Invoice - replacement search' : 'Invoice - placement fee',
          ])
      : sender === 'reminder'
        ? pick(r, ['Payment reminder', 'REMINDER: ACCOUNT OVERDUE', 'Second request for payment'])
        : pick(r, ['FINAL NOTICE', 'Final demand before legal action', 'FINAL REMINDER']);
  const quote = `Please quote ${useClient ? `your client number ${clientNo}` : `invoice number ${inv1}`} when paying.`;
  const ask =
    sender === 'invoice'
      ? `Payment of ${money(total)} is due within ${dueDays} days, by ${D(c, pay)}. ${quote}`
      : sender === 'reminder'
        ? `${useClient ? `Our invoices ${inv1} and ${inv2} are` : `Our invoice ${inv1} was due on ${D(c, dueDate)} and is`} now overdue. Please pay the balance of ${money(total)} by ${D(c, pay)}. ${quote}`
        : `We sent you a reminder on ${D(c, remDate)}, but ${useClient ? 'our invoices remain' : `invoice ${inv1} remains`} unpaid.${late ? ` A late payment charge has been added under clause 9.3 of our Terms of Business.` : ''} Unless ${money(total)} is paid by ${D(c, pay)}, we will pass the matter to our solicitors, who will issue a claim in the County Court and seek interest and costs. ${quote}`;
  const sig = [
    ...signatory(r, ['Director', 'Accounts Manager', 'Founder and Director', 'Office Manager']),
    ag.name,
  ];
  const footer = [
    `${regLine(ag.name, r)} VAT no. ${vatNo}.${role.au ? '' : ` Registered with Ofsted on the Childcare Register (voluntary part), no. ${ofsted}.`}`,
  ];
  const sub = [officeAddress(r), `${agPhone}  ${agMail}`];
  let spec: Spec;
  if (layout === 0) {
    const grid: string[][] =
      sender === 'invoice'
        ? [
            ...l1.map(([d, n]) => [d, m2(n), m2(round2(gross(n) - n)), m2(gross(n))]),
            ['Total due', '', '', money(total)],
          ]
        : stmt.map(([a, b]) => [a, '', '', b]);
    spec = {
      face: c.face,
      head: ag.head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.6) ? pick(r, ['rings', 'chevron'] as const) : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no', inv1],
        ['Client no', clientNo],
        [sender === 'invoice' ? 'Invoice date' : 'Statement date', D(c, c.date)],
        ['Payment due', D(c, pay)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'boxed'] as const),
      body: [
        ...(sender === 'invoice' ? [] : [dear(c), { p: ask }]),
        {
          kv: [
            ['Family', `${c.who.title} ${c.who.first} ${c.who.last}`],
            ['Candidate', `${candName} (ref ${candRef})`],
            ['Position', role.role],
            ['Start date', D(c, start)],
            [
              role.au ? 'Pocket money' : 'Agreed salary',
              role.au ? `${money(netWeekly)} a week` : `${money(netWeekly)} net a week`,
            ],
          ],
        },
        sender === 'invoice'
          ? { grid, header: ['Description', 'Net', 'VAT 20%', 'Total'], widths: [0.55, 0.15, 0.15, 0.15] }
          : { grid: stmt, header: ['Account', 'Amount'], widths: [0.74, 0.26] },
        { amountBox: [sender === 'invoice' ? 'Amount due' : 'Amount to pay now', money(total)] },
        ...(sender === 'invoice' ? [{ p: `${story} ${ask}` }] : []),
        {
          kv: [
            ['Bank transfer', bank],
            ['Questions', `${agPhone} or ${agMail}`],
          ],
        },
        {
          small: `${regLine2} Fees are payable under our Terms of Business.${scenario === 'introduction' ? '' : ` Our ${guarantee}-week free replacement period runs from the start date.`}`,
        },
      ],
      sign: [],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: ag.head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      panel: [
        [useClient ? 'Client number' : 'Invoice number', useClient ? clientNo : inv1],
        [useClient ? 'Candidate ref' : 'Client no', useClient ? candRef : clientNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: story },
        sender === 'invoice'
          ? {
              table: [
                ...l1.map(([d, n]) => [d, m2(n)] as [string, string]),
                [`VAT at 20%`, money(round2(inv1Total - sum(l1.map(([, n]) => n))))],
                ['Total due', money(total)],
              ],
              header: ['Fee', 'Amount'],
            }
          : { table: stmt.map(([a, b]) => [a, b] as [string, string]), header: ['Account', 'Amount'] },
        { p: ask },
        { p: `${salaryLine}. ${regLine2} Payment by bank transfer to ${bank}.` },
      ],
      closing: pick(r, ['Kind regards', 'Yours sincerely']),
      sign: sig,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: ag.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: sender === 'final' ? 'Total now due' : 'Overdue',
        amount: money(total),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        [useClient ? 'Client no' : 'Invoice', useClient ? clientNo : inv1],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: ask },
        { grid: stmt, widths: [0.74, 0.26] },
        {
          cols: [
            `Placement details: ${candName} (candidate ref ${candRef}), ${role.role}, started ${D(c, start)}. ${salaryLine}.`,
            `How to pay: bank transfer to ${bank}, or call ${agPhone} to pay by card. If there is a problem with this account, please contact us now.`,
          ],
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign: sig,
      footer,
    };
  }
  const stage = sender === 'invoice' ? 1 : sender === 'reminder' ? 2 : 3;
  const kind = sender === 'invoice' ? 'first_demand' : sender === 'reminder' ? 'reminder' : 'final_demand';
  return { spec, truth: truth(ag.name, total, quoteRef, 'normal', stage, kind, c, pay) };
};

export const FRESH25C_FAMILIES: Family[] = [
  {
    id: 'W262',
    name: 'Council pest control or bulky waste collection charge invoiced after the service (sundry invoice, reminder, final notice or collection agency)',
    group: 'public_body',
    make: councilServiceCharge,
  },
  {
    id: 'W263',
    name: 'Former employer recovering net salary overpaid after the employee left (payroll letter, reminder, letter before claim, solicitors or collection agency)',
    group: 'business',
    make: leaverOverpayment,
  },
  {
    id: 'W264',
    name: 'Nanny, childcare or au pair agency placement, introduction or replacement-search fee (invoice, reminder, final notice or solicitors)',
    group: 'business',
    make: nannyAgencyFee,
  },
];
