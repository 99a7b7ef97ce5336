/**
 * The twentieth fresh held-out set, part c (W226–W228): kinds of letter the corpus does not have yet — a livery
 * yard's unpaid livery for a horse kept there (a sole trader or a farm partnership trading under the yard's name: the
 * monthly livery invoice with hay, farrier and worming extras, a reminder with a late payment fee, then a final notice
 * that the yard holds a lien over the horse and will sell it under the Torts (Interference with Goods) Act 1977, or its
 * solicitors' letter of claim); a further education college's unpaid fees for an adult learner's part-time course after
 * an instalment plan broke down or no Advanced Learner Loan was in place (the fee invoice, a reminder, a final notice,
 * or its collection agency's letters), with student ID, ULN, course code and invoice number competing as references;
 * and a car club's (pay-as-you-drive car sharing) unpaid member charges — trips, a late-return fee, a damage excess and
 * an admin fee for a parking ticket transferred to the member — (the account statement, a reminder after the card
 * payment failed and the membership was suspended, a final notice, or its collection agency's letters).
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
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
  postcode,
  sortCode,
  vrm,
  web,
  type Rng,
} from './vocab';
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
  type Ctx,
  type Family,
  type Truth,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared bits
// ------------------------------------------------------------------------------------------------------------

const drawStage = (r: Rng) => r.int(1, 3) as 1 | 2 | 3;
/** "November 2025" */
const monthOf = (d: Date) => fmtDate(d, 1).replace(/^\d+ /, '');
/** A name as it heads the page: as written, in capitals, or broken over two lines at `at` words. */
function headVar(r: Rng, name: string, at?: number): string[] {
  const w = name.split(' ');
  const v = r.int(0, 2);
  if (v === 1) return [name.toUpperCase()];
  if (v === 2 && w.length > 1) {
    const k = at ?? Math.floor(w.length / 2);
    return [w.slice(0, k).join(' '), w.slice(k).join(' ')];
  }
  return [name];
}
const sumOf = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

/**
 * A collection agency's letter for a client (the college, the car club), in its own house style: its first letter
 * (stage 1, debt_recovery), its follow-up (stage 2, debt_recovery) or its final notice (stage 3, final_demand). The
 * agency writes and asks to be paid into its own client account, so it is the creditor (README on-behalf rule) and the
 * type is debt_collection; its own reference is the one to quote, the client's references are not. Amount = balance
 * due (no fees added).
 */
function agencyLetter(
  r: Rng,
  c: Ctx,
  stage: 1 | 2 | 3,
  o: {
    client: string;
    clientRefs: [string, string][];
    what: string;
    rows: string[][];
    bal: number;
    note?: string;
  },
): { spec: Spec; truth: Truth } {
  let ag = company(r, ['Credit Services', 'Collections', 'Recoveries', 'Credit Control']);
  while (o.client.startsWith(ag.name.split(' ')[0]))
    ag = company(r, ['Credit Services', 'Collections', 'Recoveries', 'Credit Control']);
  const ref = pick(r, [
    () => `${r.letters(2, 'CDKR')}${r.digits(7)}`,
    () => `${r.digits(4)}-${r.digits(4)}-${r.letters(1)}`,
    () => `${r.letters(1, 'AC')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ])();
  const first = addDays(c.date, -r.int(16, 30));
  const second = addDays(first, r.int(10, 14));
  const days = stage === 3 ? 7 : stage === 2 ? 10 : 14;
  const pay = addDays(c.date, days);
  const office = officeAddress(r);
  const boxLayout = r.chance(0.5);
  const body: Block[] = [dear(c)];
  if (stage === 1)
    body.push({
      p: `${o.client} has passed your account to us to collect. ${o.what} The balance below is now payable to us, not to ${o.client}.`,
    });
  else if (stage === 2)
    body.push({
      p: `We wrote to you on ${D(c, first)} to tell you that ${o.client} had passed your account to us. We have not received a payment or heard from you. ${o.what}`,
    });
  else
    body.push({
      p: `We wrote to you on ${D(c, first)} and again on ${D(c, second)} about the balance you owe ${o.client}, but it has not been paid and you have not contacted us to agree a plan.`,
    });
  body.push({
    grid: o.rows,
    header: [`Balance passed to us by ${o.client}`, 'Amount'],
    widths: [0.74, 0.26],
  });
  body.push(
    stage === 3
      ? {
          boxed: [
            `Unless you pay ${fmtMoney(o.bal)} or agree an affordable plan with us by ${D(c, pay)}, we will recommend to our client that it issues a claim against you in the county court without further notice.`,
          ],
        }
      : {
          p: `Please pay ${fmtMoney(o.bal)} within ${days} days of the date of this letter, or call us to agree a plan you can afford. ${o.note ?? ''}`.trim(),
        },
  );
  body.push({
    kv: [
      ['Online', `${web(ag.name)}/pay`],
      ['Phone', `${phone(r)} (Mon-Fri 8am-8pm)`],
      ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
      ['Reference', ref],
    ],
  });
  body.push({
    small: `We have not added any fees or interest to the balance. If you dispute this debt, tell us in writing and we will put collection on hold while we check it with our client. Free, confidential debt advice is available from independent debt advice charities.`,
  });
  const title =
    stage === 1
      ? pick(r, [
          'Your account has been passed to us',
          'Notice of debt collection',
          'Account placed with us for collection',
        ])
      : stage === 2
        ? pick(r, [
            'Your account is still unpaid',
            'We have not heard from you',
            'Reminder - payment required',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice before legal action is recommended']);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    sub: [office, `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    returnAddress: r.chance(0.5) ? `Return address: ${ag.name}, ${office}` : undefined,
    recipient: rcpt(c),
    owe: boxLayout ? { label: 'Balance due', amount: fmtMoney(o.bal), note: `Quote ${ref}` } : undefined,
    panel: [['Our ref', ref], ['Client', o.client], ...o.clientRefs, ['Date', D(c, c.date)]],
    panelStacked: !boxLayout && r.chance(0.6),
    panelBoxed: !boxLayout,
    title,
    titleStyle: boxLayout ? 'banner' : 'rule',
    body,
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Account Manager', 'Customer Services']), ag.name],
    footer: [regLine(ag.name, r)],
  };
  const kind = stage === 3 ? 'final_demand' : 'debt_recovery';
  return { spec, truth: truth(ag.name, o.bal, ref, 'debt_collection', stage, kind, c, pay) };
}

// ------------------------------------------------------------------------------------------------------------
// W226 Livery yard
// ------------------------------------------------------------------------------------------------------------

const FARMS = [
  'Heron',
  'Kiln',
  'Orchard',
  'Linden',
  'Quarry',
  'Willow',
  'Saddler',
  'Tanner',
  'Church',
  'Mill',
];
const HORSES = [
  'Bramble',
  'Monty',
  'Dusty',
  'Jasper',
  'Pepper',
  'Tilly',
  'Chester',
  'Rosie',
  'Archie',
  'Hector',
  'Skye',
  'Misty',
];
const BREEDS = [
  'Irish Sport Horse',
  'Welsh Section D',
  'cob',
  'Thoroughbred',
  'Connemara',
  'warmblood',
  'New Forest pony',
];
const LIVERY = [
  { name: 'Full livery', lo: 560, hi: 780 },
  { name: 'Part livery', lo: 320, hi: 460 },
  { name: 'Assisted DIY livery', lo: 190, hi: 280 },
  { name: 'DIY livery', lo: 120, hi: 180 },
  { name: 'Grass livery', lo: 85, hi: 130 },
];

/**
 * A livery yard's letters about unpaid livery for a horse kept there. The yard is a sole trader or a farm
 * partnership trading under the yard's name; that name heads the page and signs the letter ("for …"), and the footer
 * says whose trading name it is.
 * Open choice (creditor): the README takes the organisation as printed in the letterhead / sign-off, and both carry
 * the trading name only (the proprietor or the partners are named in small print as the law requires, not as the
 * sender), so creditor = the yard's trading name. An ordinary overdue bill from a business: 'normal'.
 * Stage 1: the monthly livery invoice (livery in advance + the last month's extras), kind first_demand; the invoice
 * number is the payment reference; amount = invoice total (the deposit held and the prompt-payment discount are not it).
 * Stage 2: a reminder that one or two invoices are overdue, with a late payment fee added, kind reminder; the client
 * account code is the reference (the invoice numbers are lines in it); amount = total now overdue (next month's livery,
 * not yet due, is not it).
 * Stage 3: either the yard's final notice of its lien and its intention to sell the horse under s.12 / Schedule 1 of
 * the Torts (Interference with Goods) Act 1977 (kind final_demand; amount = total now due after the deposit is set
 * against it; the daily livery that keeps accruing and the estimated costs of sale are future sums, not it), or its
 * solicitors' letter of claim under the Pre-Action Protocol for Debt Claims. Open choice (solicitors): they write and
 * ask to be paid into their own client account, so by the README's on-behalf rule the firm is the creditor and the
 * type is debt_collection; their reference is the one to quote; kind letter_of_claim; the possible court fee and
 * interest are future sums. Passport (UELN) and microchip numbers, the box number and the yard's bank account are
 * never the reference.
 */
const liveryYard: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = drawStage(r);
  const farm = `${pick(r, FARMS)} Farm`;
  const p = place(r);
  const yard = pick(r, [
    `${farm} Livery`,
    `${p} Livery Stables`,
    `${p} Equestrian Centre`,
    `${farm} Livery Yard`,
  ]);
  const partnership = r.chance(0.45);
  const owner = person(r);
  let other = person(r);
  while (other.first === owner.first) other = person(r);
  const ownerName = `${owner.first} ${owner.last}`;
  const legalLine = partnership
    ? `${yard} is a trading name of ${owner.first[0]}. & ${other.first[0]}. ${owner.last}, a farming partnership. Partners: ${ownerName} and ${other.first} ${owner.last}.`
    : `${yard} is a trading name of ${ownerName}, sole proprietor.`;
  const yardAddr = `${farm}, ${pick(r, ['Mill', 'Church', 'Moor', 'Back', 'Green'])} Lane, ${place(r)}, ${postcode(r)}`;
  const mail = `${pick(r, ['office', 'yard', 'bookings', owner.first.toLowerCase()])}@${host(yard)}`;
  // The horse and its papers (distractors).
  const horse = pick(r, HORSES);
  const sex = pick(r, ['gelding', 'mare']);
  const breed = pick(r, BREEDS);
  const colour = pick(r, ['bay', 'chestnut', 'grey', 'dun', 'black', 'skewbald']);
  const ueln = `826${r.digits(3)}${r.digits(3)}${r.digits(6)}`;
  const chip = `${pick(r, ['826098', '985141', '276098'])}${r.digits(9)}`;
  const stable = `${pick(r, ['Box', 'Stable'])} ${r.int(1, 24)}`;
  // Charges.
  const pkg = pick(r, LIVERY);
  const monthly = Math.round(r.int(pkg.lo, pkg.hi) / 5) * 5;
  const extrasFor = (): [string, number][] => {
    const out: [string, number][] = [];
    const bales = r.int(4, 14);
    const bp = pick(r, [6.5, 7, 7.5, 8.5]);
    out.push([`Hay, ${bales} small bales at ${fmtMoney(bp)}`, round2(bales * bp)]);
    if (r.chance(0.65)) {
      const [lbl, amt] = pick(r, [
        ['Farrier - trim (paid on your behalf)', pick(r, [35, 38, 42])],
        ['Farrier - front shoes (paid on your behalf)', pick(r, [70, 75, 85])],
        ['Farrier - full set of shoes (paid on your behalf)', pick(r, [95, 110, 125])],
      ] as [string, number][]);
      out.push([lbl, amt]);
    }
    if (r.chance(0.6))
      out.push(
        pick(r, [
          ['Worming - worm egg count', pick(r, [16, 18.5, 22])],
          ['Worming - wormer dose given', pick(r, [14.5, 19, 24])],
          ['Worming - tapeworm saliva test', pick(r, [24, 27.5])],
        ] as [string, number][]),
      );
    if (r.chance(0.35)) {
      const n = r.int(2, 6);
      const sp = pick(r, [9.5, 10.75, 12]);
      out.push([`Shavings, ${n} bales at ${fmtMoney(sp)}`, round2(n * sp)]);
    }
    return out;
  };
  const acct = pick(r, [
    () => `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(3)}`,
    () => `${horse.slice(0, 2).toUpperCase()}-${r.digits(2)}${oOrI(r)}${r.digits(1)}`,
    () => `L${r.digits(4)}`,
  ])();
  const invBase = r.int(1100, 4800);
  const invShape = r.int(0, 2);
  const invNo = (k: number) =>
    [`${invBase + k}`, `INV-${invBase + k}`, `${yard.slice(0, 1)}${farm.slice(0, 1)}/${invBase + k}`][
      invShape
    ];
  const bank: [string, string] = [
    'Bank transfer',
    `${yard}, sort code ${sortCode(r)}, account ${r.digits(8)}`,
  ];
  const form = r.chance(0.5);
  const horseLine = `${horse} (${colour} ${breed} ${sex})`;

  let body: Block[] = [];
  let ref = acct;
  let amount = 0;
  let pay = addDays(c.date, 7);
  let title = '';
  let kind: Truth['kind'] = 'first_demand';
  let refLabel = 'Account';
  const panelExtra: [string, string][] = [];

  if (stage === 1) {
    const inv = invNo(0);
    ref = inv;
    refLabel = 'Invoice no.';
    const lines: [string, number][] = [
      [`${pkg.name} - ${horse} - ${monthOf(addDays(c.date, 20))}`, monthly],
      ...extrasFor(),
    ];
    amount = sumOf(lines.map((l) => l[1]));
    const disc = pick(r, [0, 5, 10]);
    pay = addDays(c.date, pick(r, [7, 10, 14]));
    title = pick(r, ['Livery invoice', 'INVOICE', `Livery account - ${monthOf(addDays(c.date, 20))}`]);
    panelExtra.push(['Account', acct]);
    body = [
      ...(form ? [] : [dear(c)]),
      {
        p: `${form ? '' : 'Please find below your livery invoice. '}Livery is charged monthly in advance; extras are charged for the month just gone and include anything we have paid out on ${horse}'s behalf.`.trim(),
      },
      form
        ? {
            grid: [...lines.map(([k, v]) => [k, fmtMoney(v)]), ['Total due', fmtMoney(amount)]],
            header: ['Description', 'Amount'],
            widths: [0.76, 0.24],
          }
        : {
            table: [
              ...lines.map(([k, v]) => [k, fmtMoney(v)] as [string, string]),
              ['Total due', fmtMoney(amount)],
            ],
          },
      ...(form ? [{ amountBox: ['Please pay', fmtMoney(amount)] as [string, string] }] : []),
      {
        p: `Payment is due by ${D(c, pay)}. Please pay by bank transfer using invoice number ${inv} as your reference.${disc ? ` If you pay by the 5th of the month you may deduct our ${fmtMoney(disc)} prompt-payment discount.` : ''} We still hold your deposit of ${fmtMoney(monthly)} under your livery agreement; it is not used towards monthly invoices.`,
      },
      { kv: [bank] },
    ];
  } else if (stage === 2) {
    kind = 'reminder';
    const d1 = addDays(c.date, -r.int(42, 52));
    const inv1 = invNo(0);
    const a1 = sumOf([monthly, ...extrasFor().map((e) => e[1])]);
    const two = r.chance(0.5);
    const d2 = addDays(d1, r.int(28, 31));
    const inv2 = invNo(r.int(20, 60));
    const a2 = two ? sumOf([monthly, ...extrasFor().map((e) => e[1])]) : 0;
    const late = pick(r, [15, 20, 25, 30]);
    amount = round2(a1 + a2 + late);
    pay = addDays(c.date, 7);
    title = pick(r, ['Reminder - livery unpaid', 'Overdue livery account', 'PAYMENT REMINDER']);
    const rows: string[][] = [
      [`Invoice ${inv1} (${D(c, d1)})`, fmtMoney(a1)],
      ...(two ? [[`Invoice ${inv2} (${D(c, d2)})`, fmtMoney(a2)]] : []),
      ['Late payment fee (clause 9 of your agreement)', fmtMoney(late)],
      ['Now overdue', fmtMoney(amount)],
    ];
    body = [
      dear(c),
      {
        p: `I am writing because ${two ? 'our last two invoices for' : 'our invoice for'} ${horse}'s livery ${two ? 'have' : 'has'} not been paid. ${two ? `Invoice ${inv1} was due on ${D(c, addDays(d1, 7))} and I sent you a text about it; invoice ${inv2} is now overdue as well.` : `It was due on ${D(c, addDays(d1, 7))} and I sent you a text about it, but nothing has come through.`}`,
      },
      form
        ? { grid: rows, header: ['Unpaid', 'Amount'], widths: [0.74, 0.26] }
        : { table: rows.map((x) => [x[0], x[1]] as [string, string]) },
      {
        p: `Please pay ${fmtMoney(amount)} within 7 days, quoting your account code ${acct}. Next month's livery of ${fmtMoney(monthly)} will be invoiced on the 1st as usual and is not included above. If something has changed and you are struggling, please come and talk to me at the yard - I would much rather agree a plan than let this build up.`,
      },
      { kv: [bank] },
    ];
  } else if (r.chance(0.65)) {
    // The yard's own final notice: lien and intention to sell.
    kind = 'final_demand';
    const months = r.int(2, 3);
    const start = addDays(c.date, -r.int(75, 100));
    const rows: string[][] = [];
    const vals: number[] = [];
    for (let k = 0; k < months; k++) {
      const d = addDays(start, k * 30);
      const v = sumOf([monthly, ...extrasFor().map((e) => e[1])]);
      rows.push([`Invoice ${invNo(k * 37)} - livery and extras, ${monthOf(d)}`, fmtMoney(v)]);
      vals.push(v);
    }
    const late = pick(r, [0, 20, 25, 30]) * (months - 1);
    if (late) {
      rows.push(['Late payment fees', fmtMoney(late)]);
      vals.push(late);
    }
    const paid = r.chance(0.5) ? pick(r, [50, 100, 150, 200]) : 0;
    if (paid) {
      rows.push(['Part payment received - thank you', `-${fmtMoney(paid)}`]);
      vals.push(-paid);
    }
    const dep = r.chance(0.6) ? monthly : 0;
    if (dep) {
      rows.push(['Deposit held, now set against the arrears', `-${fmtMoney(dep)}`]);
      vals.push(-dep);
    }
    amount = sumOf(vals);
    rows.push(['Total now due', fmtMoney(amount)]);
    pay = addDays(c.date, pick(r, [14, 21]));
    const sale = addDays(pay, r.int(1, 7));
    const daily = round2(monthly / 30);
    const costs = pick(r, [150, 250, 350, 400]);
    const prev = addDays(c.date, -r.int(20, 34));
    title = pick(r, [
      'FINAL NOTICE - LIEN AND INTENTION TO SELL',
      'Final notice: notice of intention to sell uncollected goods',
      'Final notice - unpaid livery and lien over your horse',
    ]);
    panelExtra.push(['Horse', horse]);
    body = [
      dear(c),
      {
        p: `Despite our invoices and my reminder of ${D(c, prev)}, the livery account for ${horseLine}, kept at ${stable}, remains unpaid as follows.`,
      },
      { grid: rows, header: ['Livery account', 'Amount'], widths: [0.74, 0.26] },
      {
        p: `Under clause 12 of your livery agreement we hold a lien over ${horse} for all unpaid livery and charges, and ${horse} will not be released from the yard until the account is paid in full.`,
      },
      {
        boxed: [
          `Notice under section 12 and Schedule 1 of the Torts (Interference with Goods) Act 1977: unless the total now due of ${fmtMoney(amount)} is paid in full by ${D(c, pay)}, we intend to sell ${horse} (passport UELN ${ueln}, microchip ${chip}) on or after ${D(c, sale)}, by private sale or at auction.`,
        ],
      },
      {
        p: `The proceeds will be applied to the arrears, to livery at ${fmtMoney(daily)} a day from today until the sale, and to the costs of sale (transport, advertising and auctioneer's commission, which we estimate at about ${fmtMoney(costs)}); any surplus will be paid to you. Please quote account ${acct} with your payment.`,
      },
      ...(form ? [{ kv: [bank] }] : []),
    ];
  } else {
    // Solicitors' letter of claim for the yard.
    const a = person(r).last;
    let b = person(r).last;
    while (b === a) b = person(r).last;
    const firm = pick(r, [`${a} & ${b} LLP`, `${a} ${b} Solicitors`, `${a} & Co Solicitors`]);
    const sref = pick(r, [
      () => `${a[0]}${b[0]}/${r.letters(2)}/${r.digits(5)}`,
      () => `${r.digits(6)}.${r.digits(3)}`,
      () => `${r.letters(3, 'LDCV')}/${r.digits(4)}${oOrI(r)}`,
    ])();
    const months = r.int(2, 4);
    const invs = Array.from({ length: months }, (_, k) => invNo(k * 41));
    const arrears = sumOf(
      Array.from({ length: months }, () => sumOf([monthly, ...extrasFor().map((e) => e[1])])),
    );
    const late = pick(r, [0, 25, 50, 75]);
    const dep = r.chance(0.5) ? monthly : 0;
    amount = round2(arrears + late - dep);
    pay = addDays(c.date, 30);
    const fee = [300, 500, 1000, 1500, 3000, 5000, Infinity].findIndex((x) => amount <= x);
    const courtFee = [35, 50, 70, 80, 115, 205, 455][fee];
    const office = officeAddress(r);
    const agreed = addDays(c.date, -r.int(300, 900));
    const spec: Spec = {
      face: c.face,
      head: headVar(r, firm, firm.split(' ').length - 1),
      sub: [
        ...(firm.endsWith('Solicitors') ? [] : ['Solicitors']),
        office,
        `DX ${r.digits(5)} ${place(r)}  ${phone(r)}`,
      ],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', sref],
        ['Client', yard],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      top: r.chance(0.5) ? ['BY FIRST CLASS POST AND EMAIL'] : undefined,
      title: pick(r, ['Letter of Claim', 'LETTER OF CLAIM - UNPAID LIVERY FEES', `Our client: ${yard}`]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${yard}${partnership ? `, the partnership of ${ownerName} and ${other.first} ${owner.last},` : ` (${ownerName})`} of ${yardAddr}. Under a livery agreement dated ${D(c, agreed)} our client has kept your ${colour} ${sex} ${horse} at the yard on ${pkg.name.startsWith('DIY') ? pkg.name : pkg.name[0].toLowerCase() + pkg.name.slice(1)} at ${fmtMoney(monthly)} a month plus extras. Invoices ${invs.join(', ')} have not been paid despite our client's reminders and final notice.`,
        },
        {
          table: [
            [`Unpaid livery and extras (${months} invoices)`, fmtMoney(arrears)],
            ...(late ? [['Late payment fees under the agreement', fmtMoney(late)] as [string, string]] : []),
            ...(dep ? [['Less deposit held by our client', `-${fmtMoney(dep)}`] as [string, string]] : []),
            ['Sum claimed', fmtMoney(amount)],
          ],
        },
        {
          p: `We are instructed to recover the sum claimed of ${fmtMoney(amount)}. Please pay it to our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), quoting our reference ${sref}, within 30 days of the date of this letter. This letter is sent under the Pre-Action Protocol for Debt Claims: the enclosed Information Sheet, Reply Form and Financial Statement explain how to reply, and you should seek advice.`,
        },
        {
          p: `If you do not pay or reply within 30 days our client may issue a claim without further notice, adding a court fee (currently ${fmtMoney(courtFee)}), fixed costs and interest under section 69 of the County Courts Act 1984. Our client also reminds you that it holds a contractual lien over ${horse} and may sell ${sex === 'mare' ? 'her' : 'him'} under the Torts (Interference with Goods) Act 1977.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of partners is available at ${office}.`,
      ],
    };
    return { spec, truth: truth(firm, amount, sref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const panel: [string, string][] =
    refLabel === 'Invoice no.'
      ? [['Invoice no.', ref], ...panelExtra, ['Date', D(c, c.date)]]
      : [['Account', acct], ...panelExtra, ['Date', D(c, c.date)]];
  const spec: Spec = {
    face: c.face,
    head: headVar(r, yard, yard.includes(' Farm') ? 2 : 1),
    sub: form ? [yardAddr, `${phone(r)}  ${mail}`] : [yardAddr, `Tel ${phone(r)}`, mail],
    headAlign: form ? 'left' : 'center',
    logoMark: form ? pick(r, ['chevron', 'shield'] as const) : undefined,
    recipient: rcpt(c),
    panel: form ? [] : panel,
    panelBoxed: r.chance(0.5),
    refGrid: form
      ? [...panel, ...(panelExtra.some(([k]) => k === 'Horse') ? [] : [['Horse', horse] as [string, string]])]
      : undefined,
    title,
    titleStyle: form ? pick(r, ['boxed', 'rule'] as const) : 'plain',
    body: [
      ...body,
      ...(stage === 1 && form ? [{ small: `${horseLine}, ${stable}. Passport UELN ${ueln}.` }] : []),
    ],
    closing: stage === 1 && form ? undefined : pick(r, ['Yours sincerely', 'Kind regards']),
    sign:
      stage === 1 && form
        ? []
        : [ownerName, partnership ? `Partner, for ${yard}` : `Proprietor, for ${yard}`],
    footer: [legalLine],
  };
  return { spec, truth: truth(yard, amount, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W227 Further education college
// ------------------------------------------------------------------------------------------------------------

const COURSES = [
  { title: 'Level 3 Diploma in Accounting', code: 'ACC3', lo: 1150, hi: 1650, exam: [0, 195, 240], level: 3 },
  {
    title: 'Access to HE Diploma (Health Professions)',
    code: 'AHE-HP',
    lo: 2800,
    hi: 3400,
    exam: [0, 95],
    level: 3,
  },
  {
    title: 'Level 3 Diploma in Electrical Installation',
    code: 'ELC3',
    lo: 2200,
    hi: 3100,
    exam: [150, 210],
    level: 3,
  },
  {
    title: 'Level 5 Diploma in People Management',
    code: 'HRM5',
    lo: 2400,
    hi: 3300,
    exam: [0, 180],
    level: 5,
  },
  {
    title: 'Level 3 Award in Education and Training',
    code: 'AET3',
    lo: 395,
    hi: 650,
    exam: [0, 45],
    level: 3,
  },
  {
    title: 'Level 4 Certificate in Counselling Skills',
    code: 'CNS4',
    lo: 1450,
    hi: 2100,
    exam: [0, 85],
    level: 4,
  },
  {
    title: 'Level 2 Certificate in Plumbing Studies',
    code: 'PLB2',
    lo: 850,
    hi: 1300,
    exam: [120, 165],
    level: 2,
  },
  { title: 'Level 2 Certificate in Bookkeeping', code: 'BKP2', lo: 420, hi: 690, exam: [0, 60], level: 2 },
];

/**
 * A further education college's letters to an adult learner about unpaid fees for a part-time course: the instalment
 * plan broke down (the remaining balance became due when it was cancelled) or the learner enrolled expecting an
 * Advanced Learner Loan that was never in place (the fee then falls on the learner under the fee declaration signed at
 * enrolment). The college (a further education corporation, its name as printed in the letterhead and sign-off) is the
 * creditor; an ordinary overdue fee from a provider of a service: 'normal'.
 * Stage 1: the fee invoice, kind first_demand; 2: a reminder that refers to the invoice, kind reminder; 3: a final
 * notice warning that the account will go to the named collection agency, kind final_demand. Or, drawn per letter, the
 * collection agency's own letter at its stage 1–3 (see agencyLetter: agency is creditor, debt_collection).
 * Reference: the college's letter tells the learner which number to quote — the invoice number or the student ID,
 * drawn per letter; the other one, the 10-digit ULN and the course code are printed nearby and are not it.
 * Amount = the balance now due (the course fee less the deposit and instalments paid, plus any failed-payment charge;
 * or the full fee and awarding body fees less any payment). The monthly instalment, the full course fee, the credit
 * the college would give if a loan were approved later and a plan offered in the final notice are not it.
 */
const collegeFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = drawStage(r);
  const p = place(r);
  const college = pick(r, [
    `${p} College`,
    `${p} College of Further Education`,
    `${p} and ${place(r)} College`,
    `${p} College of Technology`,
  ]);
  const cw = college.split(' ');
  const at = college.includes(' and ') ? cw.length - 1 : cw.length > 2 ? 2 : 1;
  const course = pick(r, COURSES);
  const y = c.date.getUTCMonth() >= 7 ? c.date.getUTCFullYear() : c.date.getUTCFullYear() - 1;
  const year = `${y}/${String(y + 1).slice(2)}`;
  const code = `${course.code}-${pick(r, ['PT', 'EV', 'DR'])}${r.int(1, 4)}${r.chance(0.5) ? `/${String(y).slice(2)}` : ''}`;
  const sid = pick(r, [
    () => r.digits(8),
    () => `S${r.digits(7)}`,
    () => `${r.letters(1, 'LCK')}${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
  ])();
  const uln = r.digits(10);
  const inv = pick(r, [
    () => `SIN${r.digits(6)}`,
    () => `INV/${String(y).slice(2)}/${r.digits(5)}`,
    () => `CF-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => r.digits(7),
  ])();
  const byInvoice = r.chance(0.5);
  const fee = Math.round(r.int(course.lo, course.hi) / 5) * 5;
  const exam = pick(r, course.exam);
  const total = fee + exam;
  const loan = course.level >= 3 && r.chance(0.5);
  const first = addDays(c.date, -r.int(28, 40));
  const second = addDays(first, r.int(14, 18));
  let start = addDays(c.date, -r.int(60, 150));
  const rows: string[][] = [[`Tuition fee - ${course.title}`, fmtMoney(fee)]];
  if (exam) rows.push(['Awarding body registration and assessment fees', fmtMoney(exam)]);
  let bal = 0;
  let story = '';
  let inst = 0;
  if (loan) {
    const paid = r.chance(0.4) ? pick(r, [50, 75, 100]) : 0;
    if (paid) rows.push(['Enrolment payment received', `-${fmtMoney(paid)}`]);
    bal = round2(total - paid);
    const why = pick(r, [
      'your application was not completed',
      'your application was withdrawn',
      'your application was not approved',
    ]);
    story = `When you enrolled on ${course.title} (course code ${code}) on ${D(c, start)}, you told us your fees would be paid by an Advanced Learner Loan. Student Finance England has now told us that no loan is in place for you because ${why}. As set out in the fee declaration you signed at enrolment, the fees are therefore payable by you.`;
  } else {
    const deposit = Math.round(total * pick(r, [0.1, 0.15, 0.2]));
    const n = pick(r, [6, 8, 10]);
    inst = round2((total - deposit) / n);
    const k = r.int(1, 3);
    const failed = pick(r, [0, 0, 15, 25]);
    rows.push(['Deposit paid at enrolment', `-${fmtMoney(deposit)}`]);
    rows.push([`Instalments paid (${k} of ${n})`, `-${fmtMoney(round2(inst * k))}`]);
    if (failed) rows.push(['Returned Direct Debit charges', fmtMoney(failed)]);
    bal = round2(total - deposit - inst * k + failed);
    // The (k+1)th and (k+2)th instalments bounced before the invoice was raised.
    const miss = addDays(stage === 1 ? c.date : first, -r.int(36, 45));
    start = addDays(miss, -30 * (k + 1));
    story = `You enrolled on ${course.title} (course code ${code}) on ${D(c, start)} and chose to pay by ${n} monthly instalments of ${fmtMoney(inst)} by Direct Debit. The instalment due on ${D(c, miss)} was returned unpaid by your bank, and so was the one after it, so your instalment plan has been cancelled. Under our Fees Policy, when a plan is cancelled the whole remaining balance becomes due at once.`;
  }
  rows.push(['Balance due', fmtMoney(bal)]);

  const agency = company(r, ['Credit Services', 'Collections', 'Recoveries']);
  if (stage > 1 && r.chance(0.3)) {
    return agencyLetter(r, c, stage, {
      client: college,
      clientRefs: byInvoice ? [['Invoice', inv]] : [['Student ID', sid]],
      what: `The balance is for fees for your part-time course ${course.title}, ${year} (student ID ${sid}, ULN ${uln}).`,
      rows,
      bal,
      note: 'Please do not pay the college directly while we hold your account.',
    });
  }
  if (stage === 1 && r.chance(0.2)) {
    return agencyLetter(r, c, 1, {
      client: college,
      clientRefs: [['Student ID', sid]],
      what: `It is for fees for ${course.title}, ${year}, which the college invoiced to you and which have not been paid.`,
      rows,
      bal,
    });
  }

  const quote = byInvoice ? `invoice number ${inv}` : `student ID ${sid}`;
  const form = r.chance(0.5);
  const days = stage === 3 ? 10 : 14;
  const pay = addDays(c.date, days);
  const office = `${pick(r, ['Finance Office', 'Income Team', 'Student Fees Office'])}`;
  const body: Block[] = [dear(c)];
  if (stage === 1) body.push({ p: story });
  else if (stage === 2)
    body.push({
      p: `We wrote to you on ${D(c, first)} with invoice ${inv} for your fees for ${course.title} (${code}), ${year}. ${loan ? 'No loan has been put in place and' : 'Your instalment plan was cancelled and'} the invoice has not been paid. This is a reminder that the balance below is now overdue.`,
    });
  else
    body.push({
      p: `We wrote to you on ${D(c, first)} with invoice ${inv} and sent a reminder on ${D(c, second)}, but your fees for ${course.title} (${code}) are still unpaid. This is our final notice.`,
    });
  body.push(
    form
      ? { grid: rows, header: ['Fees', 'Amount'], widths: [0.75, 0.25] }
      : { table: rows.map((x) => [x[0], x[1]] as [string, string]) },
  );
  if (form) body.push({ amountBox: [stage === 1 ? 'Amount due' : 'Now overdue', fmtMoney(bal)] });
  if (stage === 1)
    body.push({
      p: `Please pay ${fmtMoney(bal)} within 14 days${loan ? `. If Student Finance England confirms a loan for you before ${D(c, pay)}, we will credit the tuition fee of ${fmtMoney(fee)} to your account and tell you what, if anything, is left to pay` : ''}. Please quote your ${quote} with any payment.`,
    });
  else if (stage === 2)
    body.push({
      p: `Please pay ${fmtMoney(bal)} by ${D(c, pay)}, quoting your ${quote}. Learners with unpaid fees are not entered for final assessment and their certificates are held back until fees are paid. If you are having difficulties, please contact us: you may be eligible for help from the college's Learner Support Fund.`,
    });
  else {
    const plan = Math.max(20, Math.round(bal / 10 / 5) * 5);
    body.push({
      boxed: [
        `Unless ${fmtMoney(bal)} is paid in full by ${D(c, pay)}, your account will be passed to ${agency.name}, our collection agency, without further notice. You will not be able to enrol on another course with us while fees remain unpaid.`,
      ],
    });
    body.push({
      p: `If you cannot pay in full, contact us before that date: we can still agree a repayment plan of at least ${fmtMoney(plan)} a month. Please quote your ${quote}.`,
    });
  }
  body.push({
    kv: [
      ['Pay online', `${web(college)}/payfees`],
      ['By card', `${phone(r)} (${office})`],
      ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ],
  });
  const panel: [string, string][] = [
    ['Student ID', sid],
    ['ULN', uln],
    ['Invoice no.', inv],
    ['Date', D(c, c.date)],
  ];
  const title =
    stage === 1
      ? pick(r, ['Invoice - course fees', 'COURSE FEE INVOICE', `Tuition fees ${year}`])
      : stage === 2
        ? pick(r, ['Reminder: course fees unpaid', 'Payment reminder', 'Your course fees are overdue'])
        : pick(r, ['FINAL NOTICE', 'Final notice - unpaid course fees']);
  const head = headVar(r, college, at);
  const spec: Spec = {
    face: c.face,
    head,
    sub: [
      `${office}, ${pick(r, ['Campus Road', 'College Way', 'Technology Drive'])}, ${place(r)}, ${postcode(r)}`,
      `${phone(r)}  fees@${host(college)}`,
    ],
    headAlign: form ? 'left' : pick(r, ['left', 'center'] as const),
    headBand: form && r.chance(0.6),
    logo: !form && head.every((h) => h.length <= 22) && r.chance(0.7),
    logoMark: form ? pick(r, ['shield', 'bars'] as const) : undefined,
    recipient: rcpt(c),
    panel: form ? [] : panel,
    panelStacked: r.chance(0.4),
    panelBoxed: r.chance(0.5),
    refGrid: form ? panel : undefined,
    title,
    titleStyle: form ? 'rule' : pick(r, ['plain', 'boxed'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Income Manager', 'Student Fees Officer', 'Finance Officer']),
      `${office}, ${college}`,
    ],
    footer: [
      `${college} is a further education corporation and an exempt charity. Course fees are not subject to VAT. Student Finance England and Advanced Learner Loans: see our Fees Policy at ${web(college)}/fees.`,
    ],
  };
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(college, bal, byInvoice ? inv : sid, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W228 Car club
// ------------------------------------------------------------------------------------------------------------

const CARS = [
  'VW Polo',
  'Toyota Yaris Hybrid',
  'Ford Fiesta',
  'Vauxhall Corsa-e',
  'Kia Niro EV',
  'Peugeot 208',
  'Renault Zoe',
  'Ford Transit Custom',
];

/**
 * A car club's (pay-as-you-drive car sharing) letters about a member's unpaid charges: trips (time and mileage), a
 * late-return fee, the damage excess for a damage report and an admin fee for a council parking ticket whose liability
 * was transferred to the member. The club (a company) is the creditor; an ordinary overdue bill from a business:
 * 'normal' — the parking ticket is only the reason for one admin fee, and the penalty itself is paid to the council,
 * so not 'parking'.
 * Stage 1: the monthly account statement, kind first_demand, with the date the club will collect the amount due from
 * the card on file (payBy). Stage 2: a reminder after that card payment was declined and the membership suspended, a
 * failed-payment fee sometimes added, kind reminder. Stage 3: a final notice before the membership is closed and the
 * debt passed to the club's collection agency, kind final_demand. Or, drawn per letter, the agency's own letter at its
 * stage 1–3 (see agencyLetter: agency is creditor, debt_collection).
 * Reference: the membership number, which every club letter asks to be quoted; the statement number, the penalty
 * charge notice number, the damage report number, the vehicle registrations and the masked card number are not it.
 * Amount = amount due / now overdue (the statement total plus any failed-payment fee); the penalty payable to the
 * council, the monthly membership fee still to come and the price of the excess-reduction add-on are not it.
 */
const carClub: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = drawStage(r);
  const co = company(r, ['Car Club', 'Car Share', 'Car Sharing', 'City Cars']);
  const member = pick(r, [
    () => r.digits(7),
    () => `CC${r.digits(6)}`,
    () => `M-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(4)} ${r.digits(4)}`,
  ])();
  const last4 = r.digits(4);
  const card = pick(r, [
    `Visa ending ${last4}`,
    `Mastercard ending ${last4}`,
    `card **** **** **** ${last4}`,
  ]);
  const stmt = `ST${r.digits(6)}`;
  const stmtDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(10, 16) : r.int(30, 42)));
  const collect = addDays(stmtDate, pick(r, [5, 7]));
  const hourRate = pick(r, [5.95, 6.5, 7.25, 8.1]);
  const mileRate = pick(r, [0.22, 0.25, 0.29]);
  const trips = Array.from({ length: r.int(2, 3) }, () => {
    const d = addDays(stmtDate, -r.int(3, 29));
    const car = pick(r, CARS);
    const reg = vrm(r);
    const hrs = r.int(2, 16) / 2;
    const miles = r.int(6, 140);
    return { d, car, reg, hrs, miles, amt: round2(hrs * hourRate + miles * mileRate) };
  }).sort((a, b) => a.d.getTime() - b.d.getTime());
  const lateTrip = pick(r, trips);
  const mins = r.int(18, 95);
  const late = pick(r, [25, 30, 40, 50]);
  const excess = pick(r, [250, 300, 350, 500]);
  const dr = `DR-${r.digits(5)}`;
  const dmg = pick(r, [
    'rear bumper scuffed',
    'wing mirror broken',
    'alloy wheel kerbed',
    'driver door dented',
  ]);
  const dmgTrip = pick(r, trips);
  const admin = pick(r, [15, 20, 25, 30]);
  const pcn = `${r.letters(2, 'ZXWK')}${r.digits(8)}`;
  const pcnFull = pick(r, [70, 110, 130, 160]);
  const council = pick(r, [
    `${place(r)} City Council`,
    `Borough of ${place(r)} Council`,
    `${place(r)} District Council`,
  ]);
  const planFee = pick(r, [0, 4, 6, 9.5]);
  const credit = r.chance(0.3) ? pick(r, [5, 10, 15]) : 0;
  const rows: string[][] = trips.map((t) => [
    `${D(c, t.d)} ${t.car} ${t.reg}, ${t.hrs} h, ${t.miles} miles`,
    fmtMoney(t.amt),
  ]);
  rows.push([`Late return fee - ${lateTrip.reg}, ${mins} min late`, fmtMoney(late)]);
  rows.push([`Damage excess - report ${dr}, ${dmgTrip.reg} (${dmg})`, fmtMoney(excess)]);
  rows.push([`Admin fee - PCN ${pcn} transferred to you`, fmtMoney(admin)]);
  if (planFee) rows.push(['Monthly membership fee', fmtMoney(planFee)]);
  if (credit) rows.push(['Driving credit applied', `-${fmtMoney(credit)}`]);
  const stmtTotal = sumOf([...trips.map((t) => t.amt), late, excess, admin, planFee, -credit]);
  const failed = stage > 1 ? pick(r, [0, 0, 10, 12.5]) : 0;
  if (failed) rows.push(['Failed payment fee', fmtMoney(failed)]);
  const due = round2(stmtTotal + failed);
  const dueLabel = stage === 1 ? 'Amount due' : stage === 2 ? 'Now overdue' : 'Total now due';
  rows.push([dueLabel, fmtMoney(due)]);

  if ((stage > 1 && r.chance(0.3)) || (stage === 1 && r.chance(0.2))) {
    return agencyLetter(r, c, stage, {
      client: co.name,
      clientRefs: [['Member no.', member]],
      what: `It is for car club charges on your membership account (member no. ${member}), which ${co.name} suspended after your card payment was declined.`,
      rows: rows.map((x) => (x[0] === dueLabel ? ['Balance due', x[1]] : x)),
      bal: due,
    });
  }

  const app = r.chance(0.5);
  const declined = addDays(collect, 0);
  const retry = addDays(declined, 3);
  const reminder = addDays(retry, r.int(8, 12));
  const pay = stage === 1 ? collect : addDays(c.date, 7);
  const body: Block[] = app ? [{ p: `Hi ${c.who.first},` }] : [dear(c)];
  if (stage === 1)
    body.push({
      p: `Here is your statement for trips and charges up to ${D(c, addDays(stmtDate, -1))}. The amount due is payable by ${D(c, collect)}, when we will take it from your ${card}, so please make sure the card is up to date in the app.`,
    });
  else if (stage === 2)
    body.push({
      p: `We tried to take ${fmtMoney(stmtTotal)} for your statement of ${D(c, stmtDate)} from your ${card} on ${D(c, declined)}, and again on ${D(c, retry)}, but both payments were declined. We have suspended your membership: you cannot book, and your app and card will not open our cars until the account is paid.`,
    });
  else
    body.push({
      p: `Your statement of ${D(c, stmtDate)} has still not been paid. Your ${card} was declined on ${D(c, declined)}, we suspended your membership on ${D(c, retry)} and we wrote to you on ${D(c, reminder)}, but we have had no payment or reply.`,
    });
  body.push(
    app
      ? { grid: rows, header: ['Charges', 'Amount'], widths: [0.76, 0.24] }
      : { table: rows.map((x) => [x[0], x[1]] as [string, string]) },
  );
  body.push({
    small: `The penalty for PCN ${pcn} (${fmtMoney(pcnFull)}, or ${fmtMoney(pcnFull / 2)} if paid within the discount period) is payable to ${council}, not to us: as the car's registered keeper we transferred the notice into your name under your member terms. Your standard damage cover limits what you pay for damage to the ${fmtMoney(excess)} excess.`,
  });
  if (stage === 1)
    body.push({
      p: `Please quote your membership number ${member} if you contact us about this statement. Disputing a charge? Tell us within 14 days in the app or on ${phone(r)}.`,
    });
  else if (stage === 2)
    body.push({
      p: `Please pay ${fmtMoney(due)} within 7 days: add a new card in the app and we will take the payment straight away, or call us on ${phone(r)} quoting membership number ${member}. Your membership will be reactivated as soon as the account is clear${planFee ? `; the ${fmtMoney(planFee)} monthly fee is paused until then` : ''}.`,
    });
  else
    body.push({
      boxed: [
        `Unless ${fmtMoney(due)} is paid by ${D(c, pay)}, we will close your membership, pass the debt to our collection agency and tell credit reference agencies that the account is in default. Quote membership number ${member}.`,
      ],
    });
  const title =
    stage === 1
      ? pick(r, ['Your monthly statement', 'Account statement', 'STATEMENT OF ACCOUNT'])
      : stage === 2
        ? pick(r, [
            'Your payment failed - membership suspended',
            'Membership suspended: payment needed',
            'Reminder: unpaid charges',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice before your membership is closed']);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: app,
    logoMark: pick(r, ['rings', 'chevron', 'bars'] as const),
    sub: app
      ? [`Member Services, ${officeAddress(r)}`, web(co.name)]
      : [officeAddress(r), `${phone(r)}  members@${host(co.name)}`],
    headAlign: app ? 'left' : pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: app
      ? {
          label: dueLabel,
          amount: fmtMoney(due),
          note: stage === 1 ? `Collected on ${D(c, collect)}` : `Pay by ${D(c, pay)}`,
        }
      : undefined,
    panel: [
      ['Membership no.', member],
      ['Statement no.', stmt],
      ['Date', D(c, c.date)],
    ],
    panelStacked: !app && r.chance(0.5),
    panelBoxed: !app && r.chance(0.6),
    title,
    titleStyle: app ? pick(r, ['banner', 'plain'] as const) : pick(r, ['rule', 'boxed'] as const),
    body,
    closing: app ? 'Thanks,' : 'Yours sincerely',
    sign: app
      ? [`The ${co.name.replace(/ Ltd$/, '')} team`]
      : [
          ...signatory(
            r,
            stage === 1 ? ['Member Accounts'] : ['Member Accounts', 'Credit Control Team Leader'],
          ),
          co.name,
        ],
    footer: [regLine(co.name, r)],
  };
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, due, member, 'normal', stage, kind, c, pay) };
};

export const FRESH21C_FAMILIES: Family[] = [
  {
    id: 'W226',
    name: 'Livery yard unpaid livery and extras, lien and notice of sale of the horse (or its solicitors)',
    group: 'business',
    make: liveryYard,
  },
  {
    id: 'W227',
    name: 'Further education college adult learner course fees (invoice, reminder, final notice or its collection agency)',
    group: 'public_body',
    make: collegeFees,
  },
  {
    id: 'W228',
    name: 'Car club member charges: trips, late return, damage excess, PCN admin fee (statement, suspension, final or agency)',
    group: 'business',
    make: carClub,
  },
];
