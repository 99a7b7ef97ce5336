/**
 * The eleventh fresh held-out set, part b (W142–W144): kinds of letter the corpus does not have yet — a rent-to-own
 * (weekly payments) household goods retailer's arrears letter, an occupational pension scheme's request to repay a
 * pension overpayment, and a former employer's demand to repay training costs under a training agreement. Written by
 * a writer who had not read the extractor; scored once. Every face is drawn per letter; each family has several
 * layouts and wording variants chosen per letter. Ground truth follows ../shared/corpus/dev/README.md; where the
 * README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web, MONTHS } from './vocab';
import {
  ALL_FACES,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Lender: rent-to-own
// ------------------------------------------------------------------------------------------------------------

const RTO_GOODS: { item: string; cash: [number, number]; weekly: [number, number] }[] = [
  { item: 'Washing machine 8kg', cash: [329, 449], weekly: [5.5, 8.5] },
  { item: 'Washer dryer 9/6kg', cash: [449, 599], weekly: [7.5, 10.5] },
  { item: 'Fridge freezer 60/40', cash: [379, 529], weekly: [6, 9] },
  { item: '55in 4K smart TV', cash: [429, 649], weekly: [7, 11] },
  { item: '65in QLED smart TV', cash: [699, 949], weekly: [11, 15.5] },
  { item: '3-seater fabric sofa', cash: [549, 899], weekly: [9, 14] },
  { item: 'Corner sofa, grey', cash: [749, 1149], weekly: [12, 17.5] },
  { item: 'Double bed and mattress', cash: [399, 649], weekly: [6.5, 10] },
  { item: '15.6in laptop', cash: [379, 599], weekly: [6, 9.5] },
  { item: 'Tumble dryer 8kg', cash: [299, 429], weekly: [5, 7.5] },
];

/**
 * A rent-to-own retailer's letter about missed weekly payments on a regulated hire-purchase agreement for household
 * goods (one or two items), with a table of the recent weeks (week commencing / due / paid / shortfall). Three
 * variants: (0) a first "you've missed payments" letter, (1) a statutory-style notice of sums in arrears that refers
 * to the earlier letter and the store's calls, (2) a final notice before a default notice. Three layouts chosen per
 * letter: a letter with a reference panel, a dark letterhead band with ruled reference cells, an "arrears" box beside
 * the address.
 * Amount = the arrears total (the shortfall in the table) plus, in some letters, a missed-payment charge the letter
 * says it has already added ("total arrears now due"). Never it: the weekly payment, the cash price, the total
 * amount payable, the balance left on the agreement, a settlement (pay-off-early) figure, a future collection-visit
 * charge, the masked card number.
 * Reference = the agreement number the letter asks to be quoted; the customer number and the store's number are not it.
 * Open choices: rent-to-own is consumer credit (hire purchase) regulated by the FCA and the enum has no hire-purchase
 * type, so debtType 'loan' (the retailer is the lender, not a collector). The creditor is the retailer's legal name
 * printed in the sign-off and the FCA footer (the letterhead may print only its trading style). Stages: (0) first
 * letter about these arrears: 1, first_demand; (1) the notice of sums in arrears refers to "our letter of …" and the
 * store's calls: 2, reminder (the kinds have no NOSIA); (2) "final notice": 3, final_demand. payBy where the letter
 * asks for the arrears by a date (variants 0 and 2; the NOSIA only asks the customer to pay or get in touch).
 */
const rentToOwnArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const trading = `${s} ${pick(r, ['Home Rentals', 'Rent to Own', 'Homestore', 'Home Choice', 'Home Living'])}`;
  const legal = `${trading} ${pick(r, ['Ltd', 'Limited'])}`;
  const variant = r.int(0, 2);
  const layout = r.int(0, 2);
  const agr = pick(r, [
    () => `RTO-${r.digits(7)}`,
    () => `${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`,
    () => `AG${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.letters(2, 'HWKO')}/${r.digits(6)}`,
  ])();
  const cust = `C${r.digits(7)}`;
  const storeNo = r.digits(3);
  const storeTown = place(r);
  const storePhone = phone(r);
  // goods on the agreement
  const nItems = r.chance(0.35) ? 2 : 1;
  const goods: { item: string; cash: number; weekly: number }[] = [];
  const pool = [...RTO_GOODS];
  for (let i = 0; i < nItems; i++) {
    const g = pool.splice(r.int(0, pool.length - 1), 1)[0];
    goods.push({
      item: g.item,
      cash: Math.round(r.money(g.cash[0], g.cash[1])) - 0.01,
      weekly: round2(Math.round(r.money(g.weekly[0], g.weekly[1]) * 2) / 2),
    });
  }
  const cover = r.chance(0.5) ? pick(r, [1.25, 1.5, 1.99, 2.5]) : 0;
  const weekly = round2(goods.reduce((a, g) => a + g.weekly, 0) + cover);
  const term = pick(r, [104, 130, 156]);
  const totalPayable = round2(goods.reduce((a, g) => a + g.weekly, 0) * term + cover * term);
  const madeWeeks = r.int(Math.ceil(term * 0.2), Math.floor(term * 0.7));
  // recent weeks: some paid in full at the top, then missed and part-paid weeks
  const missed = variant === 0 ? r.int(2, 3) : variant === 1 ? r.int(4, 5) : r.int(5, 7);
  const lead = variant === 0 ? r.int(1, 2) : variant === 1 ? 1 : r.int(0, 1);
  const lastMonday = (() => {
    let d = addDays(c.date, -r.int(3, 8));
    while (d.getUTCDay() !== 1) d = addDays(d, -1);
    return d;
  })();
  const n = lead + missed;
  const partAt = r.chance(0.6) ? lead + r.int(0, missed - 1) : -1;
  const rows: string[][] = [];
  let arrears = 0;
  for (let i = 0; i < n; i++) {
    const wc = addDays(lastMonday, -7 * (n - 1 - i));
    const paid =
      i < lead ? weekly : i === partAt ? round2(Math.floor(weekly * pick(r, [0.3, 0.4, 0.5]) * 2) / 2) : 0;
    const short = round2(weekly - paid);
    arrears = round2(arrears + short);
    rows.push([D(c, wc), fmtMoney(weekly), paid ? fmtMoney(paid) : '-', short ? fmtMoney(short) : 'nil']);
  }
  const fee = variant === 0 ? 0 : r.chance(0.5) ? pick(r, [5, 6, 10, 12]) : 0;
  const due = round2(arrears + fee);
  if (!fee) rows.push(['Arrears', '', '', fmtMoney(arrears)]);
  const leftToPay = round2(weekly * (term - madeWeeks));
  const settle = round2(leftToPay * pick(r, [0.62, 0.68, 0.71]));
  const visitFee = pick(r, [15, 20, 25]);
  const card = r.digits(4);
  // letters sent after the first missed week: the last one 10-20 days ago, the one before it 7-10 days earlier
  const earlier = addDays(c.date, -(variant === 2 ? r.int(10, 14) : r.int(12, 20)));
  const earlier2 = addDays(earlier, -r.int(7, 10));
  const pay = addDays(c.date, variant === 0 ? 7 : 14);
  const goodsText = goods
    .map((g) =>
      g.item
        .replace(/^[\d.]+in /, '')
        .replace(/ [\d/]+kg$| 60\/40$|, grey$/, '')
        .toLowerCase(),
    )
    .join(' and ');
  const first = c.who.title === 'Mx' || r.chance(0.5) ? `${c.who.title} ${c.who.last}` : c.who.first;
  const feeRow: [string, string][] = fee ? [['Missed payment charge (added)', fmtMoney(fee)]] : [];

  const titles = [
    pick(r, [
      "You've missed some weekly payments",
      'Missed payments on your agreement',
      'Your payments are behind',
    ]),
    pick(r, ['NOTICE OF SUMS IN ARREARS', 'Notice of Sums in Arrears']),
    pick(r, ['FINAL NOTICE', 'Final notice - arrears on your agreement', 'FINAL NOTICE BEFORE DEFAULT']),
  ];
  const opening = [
    `Dear ${first}, we haven't received all of your weekly payments for your ${goodsText}. The table shows the last few weeks on your account. We know things can be tight, so if something has changed, please talk to us - your local store can often help.`,
    `We wrote to you on ${D(c, earlier)} about missed payments, and our ${storeTown} store has tried to call you since. As you have now missed at least four weekly payments under your regulated hire-purchase agreement, we must send you this notice under section 86B of the Consumer Credit Act 1974. IMPORTANT: you should read this carefully.`,
    `We wrote to you on ${D(c, earlier2)} and again on ${D(c, earlier)} about the arrears on your agreement for your ${goodsText}, and we have sent you a notice of sums in arrears. We have not received the missing payments and you have not contacted us to agree a plan.`,
  ][variant];
  const ask = [
    `Please pay the arrears of ${fmtMoney(due)} by ${D(c, pay)}, as well as your normal weekly payment of ${fmtMoney(weekly)}. You can pay in store, online or by phone with your card ending ${card}. Please quote agreement number ${agr}.`,
    `The total arrears on your agreement are ${fmtMoney(due)}${fee ? `, including a missed payment charge of ${fmtMoney(fee)}` : ''}. Please pay this as soon as you can, or contact us to talk about an affordable plan. When you pay, quote your agreement number ${agr}. We will send you a further notice at least every six months while you remain in arrears.`,
    `Unless the total arrears now due of ${fmtMoney(due)} reach us by ${D(c, pay)}, we will serve a default notice. If the default is not put right, we may end your agreement and ask for the goods back.${madeWeeks * 3 > term ? ' As you have paid more than a third of the total amount payable, we would need a court order to take the goods back.' : ''} Quote agreement number ${agr} with any payment.`,
  ][variant];
  const goodsGrid: string[][] = [
    ...goods.map((g) => [g.item, fmtMoney(g.cash), fmtMoney(g.weekly)]),
    ...(cover ? [['Repair and replacement cover', '', fmtMoney(cover)]] : []),
    ['Your weekly payment', '', fmtMoney(weekly)],
  ];
  const body: Spec['body'] = [
    ...(variant === 0 ? [] : [dear(c)]),
    { p: opening },
    {
      grid: rows,
      header: ['Week commencing', 'Due', 'Paid', 'Shortfall'],
      widths: [0.37, 0.21, 0.21, 0.21],
      boldLast: !fee,
    },
    ...(fee
      ? [
          {
            kv: [
              ['Arrears on payments:', fmtMoney(arrears)],
              ...feeRow,
              [variant === 2 ? 'Total arrears now due:' : 'Total arrears:', fmtMoney(due)],
            ] as [string, string][],
          },
        ]
      : []),
    { p: ask },
    ...(n + goodsGrid.length <= (layout === 1 ? 7 : 8) && variant !== 1 && r.chance(0.7)
      ? [
          {
            grid: goodsGrid,
            header: ['On your agreement', 'Cash price', 'Weekly'],
            widths: [0.56, 0.22, 0.22],
          },
        ]
      : []),
    {
      small: pick(r, [
        `Your agreement: ${term} weekly payments, total amount payable ${fmtMoney(totalPayable)}; ${madeWeeks} payments made, ${fmtMoney(leftToPay)} left to pay over the rest of the term. Want to own your goods sooner? Your settlement figure today would be ${fmtMoney(settle)}.`,
        `Total amount payable under the agreement ${fmtMoney(totalPayable)}. Balance left to pay ${fmtMoney(leftToPay)}. If a member of our team has to visit your home to collect payment, a visit charge of ${fmtMoney(visitFee)} may be added to your account.`,
      ]),
    },
    ...(variant === 1
      ? [
          {
            boxed: [
              'If you are having difficulty paying, contact us or get free debt advice. An information sheet from the Financial Conduct Authority about arrears is enclosed with this notice.',
            ],
          },
        ]
      : variant === 2
        ? [
            {
              small:
                'Missed payments and a default will be reported to credit reference agencies and may affect your ability to get credit. Free, independent debt advice is available from debt advice charities.',
            },
          ]
        : []),
  ];
  const headBand = layout === 1;
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.4)
      ? [trading.toUpperCase()]
      : layout !== 1 && r.chance(0.5)
        ? [s, trading.slice(s.length + 1)]
        : [trading],
    headBand,
    logoMark: pick(r, ['chevron', 'rings', 'bars'] as const),
    sub: [officeAddress(r), `Customer Accounts ${phone(r)}  ${web(trading)}`],
    headAlign: layout === 2 ? 'right' : pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel:
      layout === 1
        ? []
        : layout === 2
          ? [
              ['Agreement no.', agr],
              ['Date', D(c, c.date)],
            ]
          : [
              ['Agreement no.', agr],
              ['Customer no.', cust],
              ['Your store', `${storeTown} (${storeNo})`],
              ['Date', D(c, c.date)],
            ],
    panelBoxed: layout === 0 && r.chance(0.6),
    panelStacked: layout === 0 && r.chance(0.4),
    owe:
      layout === 2
        ? {
            label: variant === 2 ? 'Total arrears now due' : 'Arrears to pay',
            amount: fmtMoney(due),
            note: variant === 1 ? 'plus your weekly payments' : `by ${D(c, pay)}`,
          }
        : undefined,
    refGrid:
      layout === 1
        ? [
            ['Agreement number', agr],
            ['Customer number', cust],
            ['Store', `${storeTown} ${storeNo}`],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title: titles[variant],
    titleStyle: layout === 1 ? 'banner' : variant === 0 ? 'rule' : pick(r, ['boxed', 'plain'] as const),
    body,
    closing: variant === 0 ? 'Thanks' : 'Yours sincerely',
    sign: [
      ...(variant === 0
        ? ['The Customer Accounts Team']
        : signatory(r, ['Collections Manager', 'Customer Accounts Manager'])),
      legal,
      ...(layout === 0 ? [] : [`Your store: ${storeTown} (${storeNo}), ${storePhone}  Customer no. ${cust}`]),
    ],
    footer: [fcaLine(legal, r)],
  };
  return {
    spec,
    truth: truth(
      legal,
      due,
      agr,
      'loan',
      ([1, 2, 3] as const)[variant],
      (['first_demand', 'reminder', 'final_demand'] as const)[variant],
      c,
      variant === 1 ? undefined : pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Business: occupational pension scheme
// ------------------------------------------------------------------------------------------------------------

/** The first of the month `k` months after d's month. */
const monthStart = (d: Date, k = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, 1));
const monthLabel = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const daysIn = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

/**
 * An occupational pension scheme's pensions office asking for an overpaid pension back, with a schedule of the
 * overpaid monthly instalments. Two cases: (a) the pension went on being paid after the member's death (a part month,
 * then whole months until the scheme was told), written to the member's personal representatives care of a relative;
 * (b) the pension was paid at the wrong rate (a bridging pension not stopped at State Pension age, a pension increase
 * applied at the wrong rate, a dependant's pension set up at the member's full rate), written to the pensioner. First
 * request and reminder variants (the reminder may record a part payment). Three layouts: letter with reference
 * panel, ruled reference cells with a shaded amount bar, an amount box beside the address.
 * Amount = the net overpayment the letter asks to be repaid (after tax deducted at the time, which the scheme says
 * it deals with itself), or in a reminder the balance still to repay after a part payment. Never it: the gross
 * overpayment, the annual or monthly pension, an offered monthly deduction from future pension.
 * Reference = the reference the letter says to quote: "our reference" where the letter prints one, otherwise the
 * pension (member) reference; the National Insurance number, the scheme's tax reference and the scheme bank account
 * are not it.
 * Open choices: the letterhead may be the scheme's name, but a scheme is not a legal person; the trustee company
 * signs "for and on behalf of", receives the money (payee) and is printed in the footer, so the creditor is the
 * trustee company (the legal entity the overpayment is owed to). debtType 'normal' (an ordinary overpayment owed to
 * a private body; not a lender, not a collector). First request: stage 1, first_demand; reminder ("we wrote to you
 * on …"): stage 2, reminder. payBy only where the letter asks for repayment within N days / by a date (some first
 * requests only ask the reader to get in touch about how it will be repaid).
 */
const pensionOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const schemeTail = pick(r, [
    'Group Pension Scheme',
    'Pension Scheme',
    'Staff Pension Fund',
    'Retirement Benefits Scheme',
  ]);
  const scheme = `${s} ${schemeTail}`;
  const trusteeTail = pick(r, ['Pension Trustees Limited', 'Trustee Company Ltd', 'Pensions Trustee Ltd']);
  const trustee = `${s} ${trusteeTail}`;
  const death = r.chance(0.5);
  const reminder = r.chance(0.5);
  const layout = r.int(0, 2);
  const caseRef = pick(r, [
    () => `OVP/${r.digits(5)}`,
    () => `PO${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.letters(2, 'PRSO')}-${r.digits(4)}-${r.digits(2)}`,
  ])();
  const memberNo = r.chance(0.5) ? r.digits(7) : `${r.letters(1, 'MPS')}${r.digits(6)}`;
  const quoteCase = r.chance(0.55);
  const ref = quoteCase ? caseRef : memberNo;
  const nino = `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const pstr = `00${r.digits(6)}R${r.letters(1, 'HJLMNPRTX')}`;
  const taxRate = pick(r, [0.2, 0.2, 0.16, 0.11, 0]);
  const taxOf = (g: number) => round2(Math.floor(g * taxRate));
  const annual = round2(Math.round(r.money(3200, 18500) * 100) / 100);
  const monthly = round2(annual / 12);
  const rows: string[][] = [];
  let gross = 0;
  let tax = 0;
  let header: string[];
  let widths: number[];
  let story: string;
  let deceasedName = '';
  let option: string;
  // a reminder follows the first request by 30-45 days; the overpayment was found before that first letter
  const firstLetter = addDays(c.date, -r.int(30, 45));
  const anchor = reminder ? firstLetter : c.date;
  if (death) {
    const m = { title: pick(r, ['Mr', 'Mrs', 'Ms', 'Dr']), first: person(r).first, last: c.who.last };
    deceasedName = `${m.title} ${m.first} ${m.last}`;
    const told = addDays(anchor, -r.int(12, 30));
    const k = r.int(1, 3);
    const m0 = monthStart(told, -k);
    const dd = r.int(2, daysIn(m0) - 3);
    const died = new Date(Date.UTC(m0.getUTCFullYear(), m0.getUTCMonth(), dd));
    header = ['Payment date', 'Period', 'Gross', 'Tax', 'Net paid'];
    widths = [0.22, 0.33, 0.15, 0.13, 0.17];
    for (let i = 0; i <= k; i++) {
      const ms = monthStart(m0, i);
      const dim = daysIn(ms);
      const g = i === 0 ? round2((monthly * (dim - dd)) / dim) : monthly;
      const t = taxOf(g);
      gross = round2(gross + g);
      tax = round2(tax + t);
      rows.push([
        D(c, ms),
        i === 0 ? `${dd + 1}-${dim} ${MONTHS[ms.getUTCMonth()].slice(0, 3)} (part)` : monthLabel(ms),
        fmtMoney(g),
        fmtMoney(t),
        fmtMoney(round2(g - t)),
      ]);
    }
    story = `We were very sorry to learn of the death of ${deceasedName} on ${D(c, died)}. The pension was paid monthly in advance on the first of each month and stops on the date of death. We were told of the death on ${D(c, told)}, so the payments below, made for the period after the death, were overpaid.`;
    option = r.chance(0.5)
      ? `If a dependant's pension is payable from the Scheme, we can set the overpayment against its first payments instead; please tell us if you would like us to do this.`
      : `We appreciate that the estate may not yet have been settled. If you are not the person dealing with the estate, please pass this letter to them or let us know who they are.`;
  } else {
    const why = r.int(0, 2);
    const k = r.int(3, 5);
    const start = monthStart(addDays(anchor, -r.int(15, 30)), -(k - 1));
    const spa = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, r.int(2, 27)));
    const bridge = round2(r.money(140, 520));
    const badPct = pick(r, [5, 6.7, 4.1]);
    const goodPct = pick(r, [2.5, 3, 1.7]);
    const base = round2(monthly / (1 + badPct / 100));
    const paid = why === 0 ? round2(monthly + bridge) : why === 1 ? monthly : round2(monthly * 2);
    const correct = why === 0 ? monthly : why === 1 ? round2(base * (1 + goodPct / 100)) : monthly;
    const over = round2(paid - correct);
    header = ['Payment date', 'Paid', 'Correct amount', 'Overpaid'];
    widths = [0.34, 0.22, 0.22, 0.22];
    for (let i = 0; i < k; i++) {
      const ms = monthStart(start, i);
      gross = round2(gross + over);
      rows.push([D(c, ms), fmtMoney(paid), fmtMoney(correct), fmtMoney(over)]);
    }
    tax = taxOf(gross);
    story = [
      `Your pension from the ${scheme} included a bridging pension of ${fmtMoney(bridge)} a month, which under the Scheme rules stops when you reach State Pension age on ${D(c, spa)}. Because of an error in our records it was not stopped, so the payments below were overpaid.`,
      `At the last annual review your pension should have been increased by ${goodPct}%, the rate the Scheme rules allow. It was increased by ${badPct}% in error, so each payment below was higher than it should have been.`,
      `When your dependant's pension from the Scheme was set up after the member's death, it was put into payment at the full rate of the member's pension instead of the one-half rate the Scheme rules provide. We have now corrected it, but the payments below were overpaid.`,
    ][why];
    const inst = round2(Math.ceil(((gross - tax) / pick(r, [6, 10, 12])) * 100) / 100);
    option = `If repaying in one amount would cause you hardship, we can instead deduct ${fmtMoney(inst)} a month from your pension until the overpayment is cleared. Please let us know if you would prefer this.`;
  }
  const net = round2(gross - tax);
  if (death) rows.push(['Total', '', fmtMoney(gross), fmtMoney(tax), fmtMoney(net)]);
  else
    rows.push(
      ...(tax
        ? [
            ['Total overpaid (gross)', '', '', fmtMoney(gross)],
            ['Less tax deducted at the time', '', '', `-${fmtMoney(tax)}`],
            ['Net overpayment', '', '', fmtMoney(net)],
          ]
        : [['Total overpaid', '', '', fmtMoney(gross)]]),
    );
  const partPaid = reminder && r.chance(0.4) ? round2(Math.floor(net * pick(r, [0.2, 0.25, 0.5]))) : 0;
  const due = round2(net - partPaid);
  const asksPay = reminder ? r.chance(0.75) : r.chance(0.6);
  const pay = addDays(c.date, reminder ? 14 : 30);
  const quote = quoteCase ? `our reference ${caseRef}` : `the pension reference ${memberNo}`;
  const taxNote =
    tax > 0
      ? `We will recover the tax deducted (${fmtMoney(tax)}) from HM Revenue & Customs ourselves, so only the net amount is repayable.`
      : 'No tax was deducted from these payments, so the full amount is repayable.';
  const label = reminder
    ? partPaid
      ? 'Balance still to repay'
      : 'Amount still to repay'
    : 'Amount to repay';
  const ask = reminder
    ? `We wrote to you on ${D(c, firstLetter)} asking for the overpayment of ${fmtMoney(net)} to be repaid${partPaid ? `. Thank you for the payment of ${fmtMoney(partPaid)} we have since received, which leaves ${fmtMoney(due)} still to repay` : ', but we have not received payment or heard from you'}. ${asksPay ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting ${quote}.` : `Please pay ${fmtMoney(due)} or contact us now, quoting ${quote}, so that we can agree how it will be repaid.`}`
    : asksPay
      ? `Please repay ${fmtMoney(due)} within 30 days of the date of this letter, quoting ${quote}. ${taxNote}`
      : `The amount to be repaid is ${fmtMoney(due)}. Please contact us within 28 days, quoting ${quote}, to tell us how it will be repaid. ${taxNote}`;
  const payHow = `Bank transfer: ${trustee}, sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ref}. Cheques should be made payable to ${trustee}.`;
  const recipient = death
    ? [
        pick(r, ['The Personal Representatives of', 'The Executor(s) of']),
        `the late ${deceasedName.replace(/ (\w)\w+ /, ' $1 ')}`,
        `c/o ${c.who.title} ${c.who.first[0]} ${c.who.last}`,
        ...c.addr,
      ]
    : rcpt(c);
  const title = reminder
    ? pick(r, [
        'Reminder: overpayment of pension',
        'Pension overpayment - second request',
        'Overpaid pension: reminder',
      ])
    : death
      ? pick(r, ['Pension paid after death - repayment request', 'Overpayment of pension following a death'])
      : pick(r, ['Overpayment of your pension', 'Pension overpayment - request for repayment']);
  const refs: [string, string][] = [
    ...(quoteCase ? ([['Our ref', caseRef]] as [string, string][]) : []),
    [quoteCase ? 'Member no.' : 'Pension ref', memberNo],
    ['NI number', nino],
    ['Date', D(c, c.date)],
  ];
  const body: Spec['body'] = [
    death && r.chance(0.5) ? { p: 'Dear Sir or Madam,' } : dear(c),
    ...(death && layout !== 1 ? [{ h: `${scheme}: the late ${deceasedName}` }] : []),
    { p: story },
    { grid: rows, header, widths },
    ...(partPaid
      ? [
          {
            kv: [
              ['Net overpayment:', fmtMoney(net)],
              ['Received, thank you:', `-${fmtMoney(partPaid)}`],
              ...(layout === 1 ? [] : [[`${label}:`, fmtMoney(due)]]),
            ] as [string, string][],
          },
        ]
      : []),
    ...(layout === 1 ? [{ amountBox: [label, fmtMoney(due)] as [string, string] }] : []),
    { p: ask },
    {
      p: reminder
        ? pick(r, [option, 'If you cannot repay the full amount at once, please call us to agree a plan.'])
        : option,
    },
    { small: payHow },
    ...(reminder
      ? []
      : [
          {
            small: `The Trustee must recover money paid in error. If you disagree, you can ask for a review under the Scheme's internal dispute resolution procedure; free guidance is available from MoneyHelper, and the Pensions Ombudsman can look at complaints.`,
          },
        ]),
  ];
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.6) ? (r.chance(0.5) ? [s, schemeTail] : [scheme]) : [s, trusteeTail],
    logoMark: pick(r, ['shield', 'rings', 'bars'] as const),
    sub: [
      pick(r, ['Pensions Office', 'Pensions Administration', 'Pensioner Payroll Team']),
      officeAddress(r),
      `${phone(r)}  pensions@${host(scheme)}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient,
    panel: layout === 1 ? [] : layout === 2 ? refs.filter(([k]) => k !== 'NI number') : refs,
    panelBoxed: layout === 0 && r.chance(0.5),
    panelStacked: layout === 0 && refs.length < 4 && r.chance(0.5),
    owe:
      layout === 2
        ? { label, amount: fmtMoney(due), note: asksPay ? `Please pay by ${D(c, pay)}` : undefined }
        : undefined,
    refGrid: layout === 1 ? refs : undefined,
    title,
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Pensions Administrator', 'Pensions Manager', 'Senior Pensions Administrator']),
      `for and on behalf of ${trustee}`,
    ],
    footer: [
      `Registered pension scheme, PSTR ${pstr}. Trustee: ${trustee}, registered in England and Wales no. ${r.digits(8)}, registered office ${officeAddress(r)}.`,
    ],
  };
  return {
    spec,
    truth: truth(
      trustee,
      due,
      ref,
      'normal',
      reminder ? 2 : 1,
      reminder ? 'reminder' : 'first_demand',
      c,
      asksPay ? pay : undefined,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Business: training costs clawback
// ------------------------------------------------------------------------------------------------------------

const TRAINING: { sector: string[]; course: string; lines: [string, number, number][] }[] = [
  {
    sector: ['Logistics', 'Haulage', 'Freight Services'],
    course: 'Category C+E (class 1) HGV licence',
    lines: [
      ['Driver training and practical test', 1850, 2650],
      ['Driver CPC initial qualification', 350, 520],
      ['Medical and provisional licence fees', 110, 190],
    ],
  },
  {
    sector: ['Engineering Services', 'Electrical Contractors', 'Building Services'],
    course: 'Level 3 electrotechnical qualification and AM2 assessment',
    lines: [
      ['College course fees', 2400, 3900],
      ['AM2 end-point assessment', 390, 520],
      ['18th Edition wiring regulations course', 260, 380],
    ],
  },
  {
    sector: ['Accountants', 'Accountancy Services', 'Tax and Accounts'],
    course: 'professional accountancy qualification (tuition and exams)',
    lines: [
      ['Tuition provider fees', 2900, 4800],
      ['Exam entry fees', 520, 980],
      ['Study materials', 180, 360],
    ],
  },
  {
    sector: ['Care Group', 'Care Services', 'Healthcare Staffing'],
    course: 'Level 5 Diploma in Leadership for Health and Social Care',
    lines: [
      ['Diploma course and registration', 1650, 2600],
      ['Assessor fees', 320, 610],
    ],
  },
  {
    sector: ['Aviation Services', 'Aero Engineering'],
    course: 'aircraft maintenance licence modules',
    lines: [
      ['Licence module training', 3800, 6900],
      ['Examination fees', 480, 880],
      ['Travel and accommodation', 420, 950],
    ],
  },
  {
    sector: ['Plant Hire', 'Civil Engineering', 'Groundworks'],
    course: 'plant operator tickets (excavator and dumper)',
    lines: [
      ['Operator training and tests', 1200, 2100],
      ['Card application fees', 60, 120],
      ['Health, safety and environment test', 40, 60],
    ],
  },
];
/** Clawback scales: [months after completion at which each band ends, percentage repayable]. */
const SCALES: [number, number][][] = [
  [
    [6, 100],
    [12, 75],
    [18, 50],
    [24, 25],
  ],
  [
    [12, 100],
    [24, 50],
  ],
  [
    [3, 100],
    [12, 80],
    [18, 60],
    [24, 40],
    [30, 20],
  ],
  [
    [12, 100],
    [24, 66],
    [36, 33],
  ],
];

/**
 * A former employer asking a leaver to repay training it paid for, under the training (repayment) agreement the
 * employee signed: the course costs, the tapering scale from the agreement (months after completion / percentage
 * repayable / amount) with the leaver's band marked, any deduction already made from final pay. Two variants:
 * (0) a first demand from HR or payroll with an invoice or reference number, (1) a final letter before a small
 * claim in the county court (pre-action protocol for debt claims: information sheet and reply form enclosed, 30
 * days). Three layouts: letter with reference panel, dark letterhead band with ruled reference cells and an amount
 * bar, an amount box beside the address.
 * Amount = the amount now due: the repayable percentage of the training costs less anything already deducted from
 * final pay. Never it: the total cost of the training, the other bands' amounts, the deduction itself, an offered
 * monthly instalment, the future court fee or interest the letter says it would add to a claim.
 * Reference = our reference / invoice number the letter tells the reader to quote; the employee (payroll) number is
 * not it.
 * Open choices: the employer is an ordinary business claiming a contractual debt: debtType 'normal'; the creditor is
 * the company's legal name in the letterhead or sign-off. First demand: stage 1, first_demand. The final letter refers
 * to the earlier demand and reminder, but a letter before claim is stage 3 whatever it mentions; kind letter_of_claim.
 * payBy in both (14 or 28 days / 30 days).
 */
const trainingClawback: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const t = pick(r, TRAINING);
  const s = stem(r);
  const mid = pick(r, t.sector);
  const legalSfx = pick(r, [' Ltd', ' Limited']);
  const co = `${s} ${mid}${legalSfx}`;
  const variant = r.int(0, 1);
  const layout = r.int(0, 2);
  const ref = pick(r, [
    () => `TRN-${r.digits(5)}`,
    () => `HR/TA/${r.digits(4)}`,
    () => `INV${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(2)}${r.letters(1, 'OI')}${r.digits(5)}`,
  ])();
  const refLabel = ref.startsWith('INV') ? 'Invoice no.' : 'Our ref';
  const empNo = r.chance(0.5) ? `E${r.digits(5)}` : r.digits(6);
  const costs = t.lines.map(([k, lo, hi]) => [k, round2(Math.round(r.money(lo, hi)))] as [string, number]);
  const total = round2(costs.reduce((a, [, v]) => a + v, 0));
  const scale = pick(r, SCALES);
  const band = r.int(0, scale.length - 1);
  const bandStart = band === 0 ? 0 : scale[band - 1][0];
  const served = r.int(bandStart, scale[band][0] - 1);
  const pct = scale[band][1];
  const repayable = round2((total * pct) / 100);
  const deducted = r.chance(0.45) ? round2(Math.round(r.money(150, Math.min(900, repayable * 0.5)))) : 0;
  const due = round2(repayable - deducted);
  const left = addDays(c.date, -(variant === 0 ? r.int(20, 45) : r.int(90, 130)));
  const completed = addDays(left, -Math.round(served * 30.44) - r.int(1, 20));
  const signed = addDays(completed, -r.int(90, 300));
  const demand1 = addDays(left, r.int(14, 25));
  const reminder1 = addDays(demand1, r.int(28, 35));
  const pay = addDays(c.date, variant === 0 ? pick(r, [14, 28]) : 30);
  // the online money claim issue fee for the claim's size
  const courtFee = [35, 50, 70, 80, 115, 205, 455][
    [300, 500, 1000, 1500, 3000, 5000, 10000].findIndex((x) => due <= x)
  ];
  const inst = round2(Math.ceil((due / pick(r, [6, 10, 12])) * 100) / 100);
  const fmtBand = (i: number) => {
    const from = i === 0 ? 0 : scale[i - 1][0];
    return i === 0 ? `Less than ${scale[i][0]} months` : `${from} to ${scale[i][0]} months`;
  };
  const scaleRows: string[][] = scale.map(([, p], i) => [
    `${fmtBand(i)}${i === band ? ' (you left here)' : ''}`,
    `${p}%`,
    fmtMoney(round2((total * p) / 100)),
  ]);
  scaleRows.push([`${scale[scale.length - 1][0]} months or more`, 'nil', fmtMoney(0)]);
  const costRows: string[][] = [
    ...costs.map(([k, v]) => [k, fmtMoney(v)]),
    ['Total training costs', fmtMoney(total)],
  ];
  const calc: [string, string][] = [
    [`Repayable (${pct}% of ${fmtMoney(total)}):`, fmtMoney(repayable)],
    ...(deducted
      ? ([
          [
            pick(r, ['Deducted from your final pay:', 'Less deduction from final salary:']),
            `-${fmtMoney(deducted)}`,
          ],
        ] as [string, string][])
      : []),
    ['Amount now due:', fmtMoney(due)],
  ];
  const name = `${c.who.title} ${c.who.last}`;
  const intro = [
    `You left your employment with ${co} on ${D(c, left)}. Before you started your ${t.course}, you signed a training agreement dated ${D(c, signed)}: if you left within ${scale[scale.length - 1][0]} months of completing the training, you would repay its cost on the scale below. You completed it on ${D(c, completed)} and left ${served} complete month${served === 1 ? '' : 's'} later, so ${pct}% is repayable.`,

    `We wrote to you on ${D(c, demand1)} asking you to repay ${due === total ? `the ${fmtMoney(total)} we paid for` : `${fmtMoney(due)} towards the ${fmtMoney(total)} we paid for`} your ${t.course}, under the training agreement you signed on ${D(c, signed)}, and sent a reminder on ${D(c, reminder1)}. You have not paid, and you have not told us that you dispute the amount.`,
  ][variant];
  const ask = [
    `Please pay the amount now due of ${fmtMoney(due)} by ${D(c, pay)}, quoting ${refLabel === 'Invoice no.' ? 'the invoice number' : 'our reference'} ${ref}. If you cannot pay in one go, contact us: we can agree instalments of ${fmtMoney(inst)} a month.`,
    `Unless we receive ${fmtMoney(due)}, or you reply using the enclosed reply form, within 30 days of the date of this letter (by ${D(c, pay)}), we intend to issue a claim against you in the County Court without further notice. The claim would be for the amount due, statutory interest at 8% a year and the court fee (currently ${fmtMoney(courtFee)}), and would be expected to be allocated to the small claims track. Please quote ${ref} in any payment or reply.`,
  ][variant];
  const bank = `Payment by bank transfer to ${co}, sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ref}.`;
  const body: Spec['body'] = [
    variant === 1 ? { p: `Dear ${name},` } : dear(c),
    ...(variant === 1 && layout !== 1
      ? [{ h: `Debt owed: ${fmtMoney(due)} - repayment of training costs` }]
      : []),
    { p: intro },
    ...(variant === 0 && costRows.length + scaleRows.length <= (layout === 1 ? 7 : 8)
      ? [{ grid: costRows, header: ['Training costs paid by us', 'Amount'], widths: [0.7, 0.3] }]
      : []),
    {
      grid: scaleRows,
      header: ['Leaving after completing the course', 'Repayable', 'Amount'],
      widths: [0.56, 0.18, 0.26],
      boldLast: false,
    },
    ...(layout === 1
      ? [
          ...(deducted ? [{ kv: calc.slice(0, -1) }] : []),
          { amountBox: ['Amount now due', fmtMoney(due)] as [string, string] },
        ]
      : [{ kv: calc }]),
    { p: ask },
    ...(variant === 1
      ? [
          {
            small: `Enclosed: Information Sheet, Reply Form and Financial Statement (Pre-Action Protocol for Debt Claims) and a copy of your training agreement. Free, independent advice is available from Citizens Advice.`,
          },
        ]
      : [{ small: bank }]),
  ];
  // on the dark band the name is one line without "Ltd" (the legal name is in the sign-off and the footer)
  const head =
    layout === 1
      ? [`${s} ${mid}`]
      : co.length > 30
        ? [s, `${mid}${legalSfx}`]
        : r.chance(0.35)
          ? [`${s} ${mid}`.toUpperCase()]
          : r.chance(0.5)
            ? [s, `${mid}${legalSfx}`]
            : [co];
  const panelRefs: [string, string][] = [
    [refLabel, ref],
    ['Employee no.', empNo],
    ['Date', D(c, c.date)],
  ];
  const spec: Spec = {
    face: c.face,
    top: variant === 1 && layout !== 1 && r.chance(0.6) ? ['BY FIRST CLASS POST AND EMAIL'] : undefined,
    head,
    headBand: layout === 1,
    logoMark: pick(r, ['bars', 'chevron', 'shield'] as const),
    sub: [
      pick(
        r,
        variant === 0
          ? ['People Team', 'HR and Payroll', 'Human Resources']
          : ['Finance Department', 'Legal and Credit Control', 'Human Resources'],
      ),
      officeAddress(r),
      `${phone(r)}  ${pick(r, ['hr', 'payroll', 'accounts'])}@${host(co)}`,
    ],
    headAlign: layout === 2 ? 'left' : pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: layout === 1 ? [] : panelRefs,
    panelBoxed: layout === 0 && r.chance(0.6),
    panelStacked: layout === 0 && r.chance(0.35),
    owe:
      layout === 2
        ? { label: 'Amount now due', amount: fmtMoney(due), note: `Please pay by ${D(c, pay)}` }
        : undefined,
    refGrid:
      layout === 1
        ? [
            [refLabel, ref],
            ['Employee number', empNo],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title:
      variant === 0
        ? pick(r, [
            'Repayment of training costs',
            'Training agreement - repayment now due',
            'Training costs: request for payment',
          ])
        : pick(r, [
            'LETTER BEFORE CLAIM',
            'Final letter before court action',
            'Letter before claim - training costs',
          ]),
    titleStyle:
      layout === 1 ? pick(r, ['plain', 'rule'] as const) : pick(r, ['plain', 'rule', 'boxed'] as const),
    body,
    closing: variant === 1 ? 'Yours sincerely' : pick(r, ['Yours sincerely', 'Kind regards']),
    sign: [
      ...signatory(
        r,
        variant === 0
          ? ['HR Manager', 'Payroll Manager', 'Head of People']
          : ['Finance Director', 'Credit Controller', 'Head of People'],
      ),
      co,
    ],
    footer: [
      `${co} is registered in England and Wales, company number ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
    ],
  };
  return {
    spec,
    truth: truth(
      co,
      due,
      ref,
      'normal',
      variant === 0 ? 1 : 3,
      variant === 0 ? 'first_demand' : 'letter_of_claim',
      c,
      pay,
    ),
  };
};

export const FRESH12B_FAMILIES: Family[] = [
  {
    id: 'W142',
    name: 'Rent-to-own weekly payments arrears (household goods)',
    group: 'lender',
    make: rentToOwnArrears,
  },
  {
    id: 'W143',
    name: 'Occupational pension overpayment repayment request',
    group: 'business',
    make: pensionOverpayment,
  },
  {
    id: 'W144',
    name: 'Former employer training costs repayment (clawback)',
    group: 'business',
    make: trainingClawback,
  },
];
