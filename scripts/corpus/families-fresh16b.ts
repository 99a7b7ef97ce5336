/**
 * The fifteenth fresh held-out set, part b (W178–W180): kinds of letter the corpus did not have — a motor repair
 * garage holding a customer's car under its repairer's lien until the bill is paid (invoice, reminder with storage
 * accruing, then a notice of intention to sell the uncollected car), a wedding / events venue's demand for
 * cancellation charges under its booking terms after the couple cancelled (the venue's own invoice or reply to the
 * couple's dispute, or its solicitors' letter before claim), and a magazine publisher's or subscription-box company's
 * invoice for an automatic renewal the customer says they did not want, later passed to a collection agency.
 * Written by a writer who had not read the extractor; scored once. Every face is drawn per letter; each family has
 * at least two layouts chosen per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README
 * leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, vrm, web } from './vocab';
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
  type Family,
  wholeDays as wd,
} from './family-kit';

const VAT = (r: ReturnType<typeof ctx>['r']) =>
  `VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;

// ------------------------------------------------------------------------------------------------------------
// W178 Motor repair garage: repairer's lien, storage, notice of intention to sell
// ------------------------------------------------------------------------------------------------------------

/**
 * An independent garage's letters about a repaired car the customer has not paid for or collected. The garage keeps
 * the car under its repairer's lien. Three stages, two layouts (a letter with the reference panel beside the address
 * and an invoice grid; or a formal notice with a ruled reference row under the address, a dark or boxed title and a
 * label/value summary):
 *  - stage 1, kind first_demand: the repair invoice, "your car is ready, we will keep it until the invoice is paid";
 *    daily storage *will* be charged from a stated date (a future fee, not in the amount). Amount = invoice total
 *    (parts + labour + VAT − any deposit taken when the work was booked).
 *  - stage 2, kind reminder: "further to our invoice / letter of …", storage has now accrued for N days and is added:
 *    amount = invoice balance + storage to date ("Amount now due").
 *  - stage 3, kind final_demand: a notice of intention to sell under the Torts (Interference with Goods) Act 1977,
 *    giving a date after which the car will be sold unless the sum is paid and the car collected. A final notice in
 *    the README's sense. Amount = "amount now payable" (invoice balance + storage to the date of the notice); the
 *    daily storage rate going forward, the estimated auction / sale costs that would come out of the proceeds, the
 *    authorised estimate and the deposit are not it.
 * The invoice number is the reference the letter asks to be quoted; the job card number, registration mark, VIN
 * ending, mileage and the garage's bank account are not it. An ordinary overdue bill from a business: 'normal'.
 * payBy: stage 1/2 ask for payment within N days; stage 3 the date by which to pay and collect.
 */
const garageLien: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Motors', 'Auto Services', 'Motor Engineers', 'Autocentre', 'Garage Services']);
  const stage = pick(r, [1, 2, 3, 3] as const);
  const notice = stage === 3 ? r.chance(0.75) : r.chance(0.3);
  const inv = pick(r, [
    () => r.digits(5),
    () => `INV-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    () => `SI${r.digits(6)}`,
    () => `${r.digits(4)}/${r.letters(1, 'ABCW')}`,
  ])();
  const job = `${pick(r, ['JC', 'WO', 'Job '])}${r.digits(4)}`;
  const reg = vrm(r);
  const vin = r.letters(2) + r.digits(4);
  const miles = r.int(21000, 148000).toLocaleString('en-GB');
  const car = `${pick(r, ['silver', 'grey', 'blue', 'white', 'black', 'red'])} ${pick(r, [
    '5-door hatchback',
    'estate',
    '4-door saloon',
    'small van',
    'people carrier',
    'SUV',
  ])}`;
  const rate = pick(r, [58, 64, 72, 78, 85, 96]);
  const hours = pick(r, [1.5, 2, 3.2, 4, 5.5, 7, 8.4]);
  const labour = round2(rate * hours);
  // Each part with a plausible price range (pounds, before VAT).
  const partsList: [string, number, number][] = pick(r, [
    [
      ['Clutch kit', 140, 260],
      ['Dual mass flywheel', 320, 560],
      ['Gearbox oil', 18, 36],
    ],
    [
      ['Timing belt kit', 70, 160],
      ['Water pump', 45, 120],
      ['Coolant', 12, 28],
    ],
    [
      ['Front brake discs (pair)', 55, 140],
      ['Front brake pads', 25, 70],
      ['Brake fluid', 8, 18],
    ],
    [
      ['Turbocharger (exchange)', 380, 780],
      ['Oil feed pipe', 30, 75],
      ['Engine oil and filter', 38, 72],
    ],
    [
      ['Exhaust front pipe', 60, 190],
      ['Catalytic converter', 240, 680],
      ['Fitting kit', 14, 40],
    ],
    [
      ['Front coil springs (pair)', 70, 180],
      ['Drop links', 22, 60],
      ['Wheel alignment', 45, 75],
    ],
  ] as [string, number, number][][]);
  const parts = partsList.map(([p, lo, hi]) => [p, r.money(lo, hi)] as const);
  const net = round2(labour + parts.reduce((s, [, v]) => s + v, 0));
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  const deposit = r.chance(0.35) ? pick(r, [50, 100, 150, 200]) : 0;
  const invBal = round2(gross - deposit);
  const estimate = round2(Math.ceil((gross * pick(r, [0.92, 0.97, 1.05])) / 10) * 10);
  const per = pick(r, [10, 12, 15, 20, 25]);
  const ready = addDays(c.date, stage === 1 ? -r.int(1, 4) : stage === 2 ? -r.int(21, 40) : -r.int(60, 110));
  const storageFrom = addDays(ready, pick(r, [3, 5, 7]));
  const storageDays = stage === 1 ? 0 : Math.round((c.date.getTime() - storageFrom.getTime()) / 86400000);
  const storage = round2(per * storageDays);
  const due = round2(invBal + storage);
  const invDate = ready;
  const booked = addDays(ready, -r.int(3, 12));
  const prev1 = addDays(ready, r.int(8, 14));
  const prev2 = addDays(prev1, r.int(14, 21));
  const payBy = stage === 3 ? addDays(c.date, pick(r, [28, 30, 35])) : addDays(c.date, pick(r, [7, 14]));
  const saleFrom = addDays(payBy, 1);
  const saleCost = pick(r, [150, 195, 240, 275]);
  const tel = phone(r);
  const office = officeAddress(r);
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const invLines: string[][] = [
    [`Labour ${hours} hrs @ ${fmtMoney(rate)}`, fmtMoney(labour)],
    ...parts.map(([p, v]) => [p, fmtMoney(v)]),
    ['Net', fmtMoney(net)],
    ['VAT @ 20%', fmtMoney(vat)],
    ...(deposit ? [['Less deposit paid when booked', `-${fmtMoney(deposit)}`]] : []),
    [stage === 1 ? 'Invoice total due' : 'Invoice balance', fmtMoney(invBal)],
  ];
  const sumRows: [string, string][] = [
    [`Invoice ${inv} (${D(c, invDate)})`, fmtMoney(invBal)],
    [
      `Storage ${D(c, storageFrom)} to ${D(c, c.date)}, ${storageDays} days @ ${fmtMoney(per)}`,
      fmtMoney(storage),
    ],
    [stage === 3 ? 'Amount now payable' : 'Amount now due', fmtMoney(due)],
  ];
  const carLine = `${car}, registration ${reg}`;
  const sign = [...signatory(r, ['Service Manager', 'Workshop Manager', 'Proprietor', 'Accounts']), co.name];
  let title: string;
  let body: Block[];
  if (stage === 1) {
    title = pick(r, [
      'INVOICE - VEHICLE READY FOR COLLECTION',
      'Your vehicle is ready: invoice',
      'Repair invoice',
    ]);
    body = [
      dear(c),
      {
        p: pick(r, [
          `The work you authorised on ${D(c, booked)} on your ${carLine}, has been completed and the vehicle is ready for collection. Our invoice is set out below.`,
          `We have finished the repairs to your ${carLine}, which you booked in on ${D(c, booked)}. The car is ready to collect and our invoice follows.`,
        ]),
      },
      { grid: invLines, header: [`Invoice ${inv}`, 'Amount'], widths: [0.72, 0.28] },
      {
        p: `Please pay ${fmtMoney(invBal)} within ${wd(c.date, payBy)} days, quoting invoice number ${inv}. As our terms of business explain, we keep the vehicle until the invoice has been paid in full, and the keys are released only against payment. ${pick(r, ['You authorised an estimate of', 'The estimate you approved by phone was'])} ${fmtMoney(estimate)}.`,
      },
      {
        p: `Vehicles left with us more than ${wd(ready, storageFrom)} days after we tell you they are ready are charged storage at ${fmtMoney(per)} a day (including VAT) from ${D(c, storageFrom)}. Nothing has been charged for storage yet.`,
      },
      {
        kv: [
          ['Pay by card', `call ${tel} or pay at our reception`],
          ['Bank transfer', bank],
          ['Reference', inv],
        ],
      },
    ];
  } else if (stage === 2) {
    title = pick(r, [
      'Vehicle awaiting collection - payment reminder',
      'REMINDER: UNPAID INVOICE AND STORAGE',
      'Your car is still with us',
    ]);
    body = [
      dear(c),
      {
        p: pick(r, [
          `Further to our invoice of ${D(c, invDate)} and our letter of ${D(c, prev1)}, your ${carLine}, is still at our premises and the invoice has not been paid.`,
          `We wrote to you on ${D(c, prev1)} about invoice ${inv} for the repairs to your ${carLine}. We have not received payment and the vehicle has not been collected.`,
        ]),
      },
      {
        p: `We are holding the vehicle under our lien as repairer until the amount below is paid. Storage has been charged at ${fmtMoney(per)} a day since ${D(c, storageFrom)}, as set out in our terms and in our earlier letter.`,
      },
      { table: sumRows, header: ['', 'Amount'] },
      {
        p: `Please pay the amount now due within ${wd(c.date, payBy)} days and arrange to collect your car. Storage will continue to be added at ${fmtMoney(per)} a day until the vehicle is collected, so the sooner it is collected the less it will cost. Quote invoice ${inv} with your payment (card by phone on ${tel}, or bank transfer to ${bank}).`,
      },
      {
        small: `If the vehicle is not collected, we may give you formal notice of our intention to sell it under the Torts (Interference with Goods) Act 1977 and recover what is owed from the proceeds.`,
      },
    ];
  } else {
    title = pick(r, [
      'NOTICE OF INTENTION TO SELL UNCOLLECTED GOODS',
      'Notice of intention to sell your vehicle',
      'FINAL NOTICE - UNCOLLECTED VEHICLE',
    ]);
    body = [
      ...(notice ? [] : [dear(c)]),
      { h: 'Torts (Interference with Goods) Act 1977, section 12 and Schedule 1' },
      {
        p: `This notice concerns the ${carLine}, VIN ending ${vin}, recorded mileage ${miles}, which you left with us for repair on ${D(c, booked)} and which has been ready for collection since ${D(c, ready)}.`,
      },
      {
        p: pick(r, [
          `We wrote to you on ${D(c, prev1)} and ${D(c, prev2)}, but the invoice has not been paid and the vehicle remains here. We are holding it under our repairer's lien.`,
          `Despite our letters of ${D(c, prev1)} and ${D(c, prev2)} you have neither paid nor collected the vehicle, which we continue to hold under our lien.`,
        ]),
      },
      notice
        ? { kv: sumRows.map(([k, v]) => [k, v] as [string, string]) }
        : { table: sumRows, header: ['Charges', 'Amount'] },
      {
        boxed: [
          `Unless the amount now payable of ${fmtMoney(due)} is paid and the vehicle collected by ${D(c, payBy)}, we intend to sell it on or after ${D(c, saleFrom)}.`,
        ],
      },
      {
        p: `Storage continues at ${fmtMoney(per)} a day after the date of this notice. If the vehicle is sold, the sale costs (estimated at ${fmtMoney(saleCost)}) and all charges to the date of sale will be taken from the proceeds; any surplus will be paid to you, and you will remain liable for any shortfall.`,
      },
      {
        p: `To pay, call ${tel} or transfer to ${bank}, quoting invoice number ${inv}. Bring photo ID and the V5C logbook when you collect.`,
      },
    ];
  }
  const panel: [string, string][] = [
    ['Invoice no.', inv],
    ['Job card', job],
    ['Registration', reg],
    ['Date', D(c, c.date)],
  ];
  const spec: Spec = notice
    ? {
        face: c.face,
        top:
          stage === 3
            ? [pick(r, ['SENT BY RECORDED DELIVERY', 'BY RECORDED DELIVERY AND FIRST CLASS POST'])]
            : undefined,
        head: co.head,
        headBand: r.chance(0.5),
        logoMark: pick(r, ['chevron', 'bars', undefined] as const),
        sub: [office, `Tel ${tel}  ${web(co.name)}`],
        headAlign: pick(r, ['left', 'center'] as const),
        recipient: rcpt(c),
        panel: [],
        refGrid: [
          ['Invoice number', inv],
          ['Vehicle', reg],
          ['Job card', job],
          [stage === 3 ? 'Date of notice' : 'Date', D(c, c.date)],
        ],
        title,
        titleStyle: pick(r, ['banner', 'boxed'] as const),
        body,
        closing:
          stage === 3
            ? pick(r, ['Yours faithfully', 'Signed'])
            : pick(r, ['Yours sincerely', 'Kind regards']),
        sign,
        footer: [`${regLine(co.name, r)} ${VAT(r)}.`],
      }
    : {
        face: c.face,
        head: co.head,
        logo: r.chance(0.4),
        sub: [
          pick(r, [
            'MOT, servicing and repairs',
            'Independent vehicle repairs since 1987',
            'Servicing - Diagnostics - MOT',
          ]),
          office,
          `${tel}  accounts@${host(co.name)}`,
        ],
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel,
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.3),
        title,
        titleStyle: pick(r, ['plain', 'rule'] as const),
        body,
        closing: pick(r, ['Yours sincerely', 'Regards', 'Yours faithfully']),
        sign,
        footer: [`${regLine(co.name, r)} ${VAT(r)}.`],
      };
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, stage === 1 ? invBal : due, inv, 'normal', stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W179 Wedding / events venue: cancellation charges under the booking terms
// ------------------------------------------------------------------------------------------------------------

const MONTHS_BANDS = [
  { label: 'More than 12 months before the event', pct: 0, text: 'deposit retained' },
  { label: '9 to 12 months before', pct: 40, text: '40% of the booking value' },
  { label: '6 to 9 months before', pct: 60, text: '60% of the booking value' },
  { label: '3 to 6 months before', pct: 80, text: '80% of the booking value' },
  { label: 'Less than 3 months before', pct: 100, text: '100% of the booking value' },
];

/**
 * A wedding / events venue's demand for the cancellation charge its booking terms set when the couple cancelled.
 * The booking value (venue hire + the minimum catering spend per guest + extras) times the percentage in the band the
 * cancellation fell in, less what the couple had already paid (the deposit and any stage payment) = the balance of the
 * cancellation charge. Three variants, three layouts:
 *  - the venue's cancellation invoice (stage 1, kind first_demand): either a letter with the booking details in a
 *    stacked panel and a statement grid, or an invoice-style page with a ruled reference row, label/value pairs, a
 *    shaded "Balance due" box and bank details in a two-column footer;
 *  - the venue's reply to the couple's e-mail disputing the charge (stage 2, kind reminder — README: a letter that
 *    refers to the consumer's dispute), still asking for the balance; it says any re-let of the date would be
 *    refunded, and makes a goodwill offer (a reduced sum if paid within 14 days: a settlement offer, not the amount);
 *  - the venue's solicitors' letter before claim (stage 3, kind letter_of_claim) under the Pre-Action Protocol for
 *    Debt Claims, adding statutory interest to date: amount = "Total now claimed" (balance + interest); the daily
 *    interest going forward, the court fee and fixed costs that a claim *would* add are not it.
 * Open choices: in the solicitors' letter the firm writes on the venue's behalf and asks for payment to its own client
 * account, so by the README's on-behalf rule the creditor is the firm and the debtType 'debt_collection' (as for a
 * collector), the reference the firm's "Our ref"; the venue's booking reference is then a client reference. In the
 * venue's own letters creditor = the venue company as signed off (its legal name, "… Ltd"), 'normal' (an ordinary
 * sum owed to a business), reference = the booking reference the couple are asked to quote (the VAT number, invoice
 * date, event date and guest numbers are not it).
 */
const venueCancellation: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, [
    'Hall',
    'Manor Weddings',
    'Barn Weddings',
    'Court Events',
    'House Weddings',
    'Estate Events',
  ]);
  const variant = pick(r, ['invoice', 'invoice', 'dispute', 'lba', 'lba'] as const);
  const invoiceLayout = variant === 'invoice' && r.chance(0.5);
  const booking = pick(r, [
    () => `WED-${r.digits(5)}`,
    () => `BK${r.digits(4)}${oOrI(r)}${r.digits(1)}`,
    () => `${r.digits(2)}/${r.digits(4)}`,
    () => `${c.who.last.slice(0, 4).toUpperCase()}${r.digits(4)}`,
  ])();
  const invNo = `${pick(r, ['CX', 'INV', 'C'])}${r.digits(5)}`;
  const band = r.int(1, 4);
  const b = MONTHS_BANDS[band];
  const monthsBefore = [0, r.int(9, 11), r.int(6, 8), r.int(3, 5), r.int(1, 2)][band];
  const cancelled = addDays(
    c.date,
    -(variant === 'invoice' ? r.int(5, 15) : variant === 'dispute' ? r.int(30, 50) : r.int(70, 120)),
  );
  const event = addDays(cancelled, monthsBefore * 30 + r.int(3, 20));
  const hire = pick(r, [3950, 4500, 5250, 6200, 7800, 9500, 11250]);
  const guests = r.int(60, 150);
  const perHead = pick(r, [55, 62.5, 68, 75, 84, 92]);
  const catering = round2(guests * perHead);
  const extras = r.chance(0.5) ? pick(r, [350, 480, 650, 900]) : 0;
  const value = round2(hire + catering + extras);
  const deposit = pick(r, [1000, 1500, 2000, 2500]);
  const stagePaid = b.pct >= 80 && r.chance(0.5) ? round2(Math.floor(value * 0.25)) : 0;
  const charge = round2((value * b.pct) / 100);
  const balance = round2(charge - deposit - stagePaid);
  const couple = `${c.who.first} ${c.who.last} and ${person(r).first} ${pick(r, [c.who.last, person(r).last])}`;
  const tel = phone(r);
  const office = officeAddress(r);
  const email = `events@${host(co.name)}`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const termsClause = `clause ${pick(r, [7, 9, 11, 12])}.${r.int(1, 4)}`;
  const stmt: string[][] = [
    ['Venue hire', fmtMoney(hire)],
    [`Minimum catering spend, ${guests} guests @ ${fmtMoney(perHead)}`, fmtMoney(catering)],
    ...(extras ? [['Drinks package and evening extras', fmtMoney(extras)]] : []),
    ['Booking value', fmtMoney(value)],
    [`Cancellation charge, ${b.text}`, fmtMoney(charge)],
    ['Less deposit paid', `-${fmtMoney(deposit)}`],
    ...(stagePaid ? [['Less stage payment received', `-${fmtMoney(stagePaid)}`]] : []),
    ['Balance due', fmtMoney(balance)],
  ];
  const bandsGrid: string[][] = MONTHS_BANDS.map((x) => [x.label, x.pct ? `${x.pct}%` : 'Deposit']);

  if (variant === 'lba') {
    const firm = `${pick(r, [stem(r), person(r).last])} ${pick(r, ['& Co', 'Pryce', 'Legal', 'Hale'])} ${pick(r, ['LLP', 'Solicitors'])}`;
    const ourRef = pick(r, [
      () => `${r.letters(2)}/${r.letters(3, 'DBCR')}/${r.digits(5)}`,
      () => `${r.digits(6)}.${r.digits(3)}`,
      () => `DR${r.digits(5)}-${r.digits(2)}`,
    ])();
    const due = addDays(cancelled, 14);
    const days = wd(due, c.date);
    const interest = round2((balance * 0.08 * days) / 365);
    const daily = round2((balance * 0.08) / 365);
    const total = round2(balance + interest);
    const payBy = addDays(c.date, 30);
    const fee = balance <= 5000 ? 205 : 455;
    const fixed = balance <= 5000 ? 80 : 100;
    const prev = addDays(cancelled, r.int(20, 35));
    const spec: Spec = {
      face: c.face,
      top: [
        pick(
          r,
          ['BY FIRST CLASS POST AND E-MAIL', 'FIRST CLASS POST', 'WITHOUT PREJUDICE SAVE AS TO COSTS'].slice(
            0,
            2,
          ),
        ),
      ],
      head: r.chance(0.4) ? [firm.toUpperCase()] : [firm],
      sub: ['Solicitors - Commercial Recoveries', office, `DX ${r.digits(5)} ${place(r)}  |  ${tel}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      logoMark: pick(r, ['shield', undefined] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ourRef],
        ['Client', co.name],
        ['Client ref', booking],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim', 'LETTER BEFORE ACTION']),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { h: `Our client: ${co.name} - wedding booking for ${D(c, event)}` },
        {
          p: `We act for ${co.name}. On ${D(c, addDays(event, -r.int(400, 600)))} you booked its venue for your wedding on ${D(c, event)} and signed its booking terms. You cancelled on ${D(c, cancelled)}, ${b.label.toLowerCase()} the event, so under ${termsClause} of those terms a cancellation charge of ${b.pct}% of the booking value became payable. Our client invoiced the balance on ${D(c, addDays(cancelled, 1))} and wrote to you again on ${D(c, prev)}, but it remains unpaid.`,
        },
        {
          grid: [
            [`Cancellation charge (${b.pct}% of ${fmtMoney(value)})`, fmtMoney(charge)],
            [
              stagePaid ? 'Paid by you (deposit and stage payment)' : 'Deposit paid by you',
              `-${fmtMoney(round2(deposit + stagePaid))}`,
            ],
            [`Interest at 8% a year from ${D(c, due)} to date`, fmtMoney(interest)],
            ['Total now claimed', fmtMoney(total)],
          ],
          widths: [0.72, 0.28],
        },
        {
          p: `We enclose a copy of the booking terms, the invoice, the Information Sheet and a Reply Form, as the Pre-Action Protocol for Debt Claims requires. Please pay ${fmtMoney(total)}, or complete and return the Reply Form, within 30 days of the date of this letter. Payment should be made to our client account (${bank}) quoting our reference ${ourRef}.`,
        },
        {
          p: `If we do not hear from you, our client may issue a claim against you in the county court without further notice. Interest will continue at ${fmtMoney(daily)} a day, and the claim would add the court fee (currently ${fmtMoney(fee)}) and fixed legal costs (${fmtMoney(fixed)}), which could increase what you have to pay.`,
        },
        {
          small: `If you dispute the debt, say so on the Reply Form and give your reasons; you should seek independent advice. You can find free debt advice from a debt advice charity. This firm is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}).`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is a ${firm.endsWith('LLP') ? 'limited liability partnership registered in England and Wales no. OC' + r.digits(6) : 'firm of solicitors'}. A list of partners is available at our office. We do not accept service by e-mail.`,
      ],
    };
    return { spec, truth: truth(firm, total, ourRef, 'debt_collection', 3, 'letter_of_claim', c, payBy) };
  }

  if (variant === 'dispute') {
    const emailed = addDays(c.date, -r.int(5, 12));
    const invDate = addDays(cancelled, r.int(1, 3));
    const payBy = addDays(c.date, 14);
    const goodwill = round2(Math.floor((balance * pick(r, [0.8, 0.85, 0.9])) / 5) * 5);
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.3),
      logoMark: pick(r, ['rings', undefined] as const),
      sub: [office, `${tel}  ${email}`],
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Booking ref', booking],
        ['Event date', D(c, event)],
        ['Invoice', invNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Your cancellation - our response',
        'Re: cancellation charges for your wedding booking',
        'Cancellation charges: reply to your e-mail',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        { p: `Dear ${couple},` },
        {
          p: pick(r, [
            `Thank you for your e-mail of ${D(c, emailed)}. We are sorry that you felt our cancellation charge was unfair, and we have looked again at your booking.`,
            `We have received your e-mail of ${D(c, emailed)} disputing our invoice ${invNo} of ${D(c, invDate)}, and we have reviewed the booking carefully.`,
          ]),
        },
        {
          p: `You cancelled on ${D(c, cancelled)}, ${b.label.toLowerCase()} your wedding. Your booking terms (${termsClause}) set the charge for that period at ${b.pct}% of the booking value, because by then we had turned away other enquiries for the date and committed staff and suppliers. The charge is calculated as follows.`,
        },
        { grid: stmt, header: ['How the charge is worked out', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `We have advertised the date but it has not been re-booked. If it is, we will refund the hire fee received for it, up to the amount you have paid. In the meantime the balance of ${fmtMoney(balance)} remains due and we ask you to pay it by ${D(c, payBy)}, quoting booking reference ${booking}.`,
        },
        {
          p: `As a gesture of goodwill only, we will accept ${fmtMoney(goodwill)} in full settlement if it reaches us by that date. If you would like to pay in instalments, please call ${tel}.`,
        },
      ],
      closing: pick(r, ['Kind regards,', 'Yours sincerely,']),
      sign: [...signatory(r, ['Events Manager', 'Wedding Co-ordinator', 'General Manager']), co.name],
      footer: [`${regLine(co.name, r)} ${VAT(r)}.`],
    };
    return { spec, truth: truth(co.name, balance, booking, 'normal', 2, 'reminder', c, payBy) };
  }

  // The venue's cancellation invoice
  const payBy = addDays(c.date, pick(r, [14, 21, 28]));
  const intro = pick(r, [
    `We were very sorry to receive your notice of ${D(c, cancelled)} cancelling your wedding at ${co.name.replace(/ Ltd$/, '')} on ${D(c, event)}.`,
    `Thank you for letting us know on ${D(c, cancelled)} that you have decided to cancel your wedding booked for ${D(c, event)}.`,
  ]);
  const terms = `As you cancelled ${b.label.toLowerCase()} the event, the cancellation charge in ${termsClause} of your booking terms is ${b.text}. ${stagePaid ? 'The deposit and stage payment you have paid are' : 'The deposit you paid is'} set against it.`;
  if (invoiceLayout) {
    const spec: Spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: [office, `${tel}  ${web(co.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', invNo],
        ['Booking ref', booking],
        ['Invoice date', D(c, c.date)],
        ['Due date', D(c, payBy)],
      ],
      title: pick(r, ['CANCELLATION INVOICE', 'Invoice - cancellation charges']),
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        { p: `${intro} ${terms}` },
        {
          kv: [
            ['Event', `Wedding reception, ${guests} guests`],
            ['Event date', D(c, event)],
            ['Date cancelled', D(c, cancelled)],
            ['Charge band', `${b.label} (${b.pct}%)`],
          ],
        },
        { grid: stmt, header: ['Description', 'Amount'], widths: [0.72, 0.28] },
        { amountBox: ['Balance due', fmtMoney(balance)] },
        {
          p: `Please pay by ${D(c, payBy)} by bank transfer, quoting your booking reference ${booking} (not the invoice number), so that we can match your payment. Cancellation charges are outside the scope of VAT.`,
        },
      ],
      sign: [],
      footer: [regLine(co.name, r)],
      footerCols: [
        `Payment details: ${co.name}, ${bank}. Card payments: ${tel}.`,
        `Questions about this invoice: ${email}. Office hours Tuesday to Saturday, 9am to 5pm.`,
      ],
    };
    return { spec, truth: truth(co.name, balance, booking, 'normal', 1, 'first_demand', c, payBy) };
  }
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logo: r.chance(0.5),
    sub: [
      pick(r, [
        'Weddings & Celebrations',
        'Weddings - Parties - Private Dining',
        'Exclusive-use wedding venue',
      ]),
      office,
      `${tel}  ${email}`,
    ],
    headAlign: pick(r, ['center', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Booking reference', booking],
      ['Wedding date', D(c, event)],
      ['Date', D(c, c.date)],
    ],
    panelStacked: true,
    panelBoxed: r.chance(0.5),
    title: pick(r, [
      'Cancellation of your wedding booking',
      'Your cancellation and the charges due',
      'Cancellation charges',
    ]),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      { p: `Dear ${couple},` },
      { p: intro },
      { p: terms },
      { grid: stmt, header: ['Your booking', 'Amount'], widths: [0.72, 0.28] },
      ...(r.chance(0.5)
        ? [
            { h: 'Cancellation charges in your booking terms' },
            { grid: bandsGrid, header: ['Notice given', 'Charge'], widths: [0.72, 0.28], boldLast: false },
          ]
        : []),
      {
        p: `Please pay the balance due of ${fmtMoney(balance)} within ${wd(c.date, payBy)} days by bank transfer to ${bank}, quoting your booking reference ${booking}. If we are able to re-book your date for a similar event, we will let you know and refund what we can.`,
      },
    ],
    closing: pick(r, ['With best wishes,', 'Kind regards,', 'Yours sincerely,']),
    sign: [...signatory(r, ['Wedding Co-ordinator', 'Events Manager', 'Owner']), co.name],
    footer: [`${regLine(co.name, r)} ${VAT(r)}.`],
  };
  return { spec, truth: truth(co.name, balance, booking, 'normal', 1, 'first_demand', c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W180 Magazine / subscription box: unwanted automatic renewal, then a collection agency
// ------------------------------------------------------------------------------------------------------------

/**
 * An automatic renewal of a magazine subscription or a subscription box that the customer says they did not want,
 * first from the publisher / box company and later from a collection agency it has passed the account to. Four
 * variants over four layouts:
 *  - the company's renewal invoice after the card payment was declined (stage 1, kind first_demand): an "Amount due"
 *    box beside the address and a tear-off slip, or a plain letter with the panel and a grid;
 *  - the company's reply to the customer's call or e-mail saying they had not wanted to renew (stage 2, kind reminder —
 *    README: it refers to the consumer's dispute): it has stopped future renewals but holds the current term payable;
 *  - the collection agency's first letter (stage 1, kind debt_recovery) and its final notice (stage 3, kind
 *    final_demand), with a ruled reference row or a panel, sometimes a dark letterhead band.
 * Amount = the renewal invoice total (subscription price − any loyalty discount), plus, in the agency's letters, a
 * collection fee the client's terms allow when the letter has already added it to the balance. Not it: the cover or
 * shop-price value of the term, the quarterly Direct Debit alternative, the "issues/boxes sent so far" figure the
 * company offers as a pro-rata alternative if it cancels now, last year's introductory price.
 * Reference: the company's letters say which to quote — the subscriber / customer number or the invoice number (drawn
 * per letter, the other is printed too); the agency's own reference in its letters (the client's subscriber number and
 * invoice number are client references). README collector rule: the agency writes and asks to be paid, so it is the
 * creditor and the debtType 'debt_collection'; the company's own letters are 'normal' (an ordinary business invoice).
 */
const subscriptionRenewal: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const mag = r.chance(0.55);
  const co = mag
    ? company(r, ['Publishing', 'Magazines', 'Media Group'])
    : company(r, ['Boxes', 'Box Club', 'Subscriptions']);
  const product = mag
    ? `${pick(r, ['Practical', 'Country', 'Modern', 'Weekend', 'Coastal'])} ${pick(r, ['Gardener', 'Angler', 'Woodworker', 'Cyclist', 'Baker', 'Railway Modeller', 'Birdwatcher'])}`
    : `${pick(r, ['snack', 'craft', 'coffee', 'houseplant', 'beauty', 'dog treat', 'sock'])} box`;
  const n = mag ? pick(r, [12, 13, 26, 51]) : pick(r, [6, 12]);
  const unit = mag ? 'issues' : 'boxes';
  const each = mag ? pick(r, [4.99, 5.5, 5.99, 6.99]) : pick(r, [14.99, 17.5, 19.99, 24]);
  const shopValue = round2(n * (mag ? each : each * 1.4));
  const price = round2(Math.round(n * each * (mag ? pick(r, [0.7, 0.75, 0.8]) : 1) * 100) / 100);
  const intro = mag ? pick(r, [5, 12, 15, 19.99]) : round2(price * 0.5);
  const loyalty = r.chance(0.4) ? round2(Math.round(price * 0.1 * 100) / 100) : 0;
  const inv = round2(price - loyalty);
  const dd = round2(Math.ceil((inv / 4) * 100) / 100);
  const sentSoFar = r.int(1, 3);
  const proRata = round2(sentSoFar * (inv / n));
  const subNo = pick(r, [
    () => r.digits(8),
    () => `${r.letters(1, 'ACS')}${r.digits(7)}`,
    () => `${r.digits(3)}-${r.digits(5)}`,
  ])();
  const invNo = pick(r, [
    () => `RN${r.digits(6)}`,
    () => `${r.digits(7)}`,
    () => `INV/${r.digits(5)}${oOrI(r)}`,
  ])();
  const card = `${pick(r, ['Visa', 'Mastercard', 'debit card'])} ending ${r.digits(4)}`;
  const variant = pick(r, ['invoice', 'dispute', 'dca1', 'dca1', 'dca3'] as const);
  const renewed = addDays(
    c.date,
    -{ invoice: r.int(5, 12), dispute: r.int(30, 75), dca1: r.int(60, 120), dca3: r.int(110, 180) }[variant],
  );
  const noticeSent = addDays(renewed, -pick(r, [28, 30, 21]));
  const termName = mag ? `${n}-issue subscription to ${product}` : `${n}-month ${product} plan`;

  if (variant === 'invoice' || variant === 'dispute') {
    const quoteSub = r.chance(0.5);
    const ref = quoteSub ? subNo : invNo;
    const refWords = quoteSub
      ? `your ${mag ? 'subscriber' : 'customer'} number ${subNo}`
      : `invoice number ${invNo}`;
    const payBy = addDays(c.date, 14);
    const tel = phone(r);
    const lines: string[][] = [
      [`${termName}, renewed ${D(c, renewed)}`, fmtMoney(price)],
      ...(loyalty ? [['Loyal customer discount (10%)', `-${fmtMoney(loyalty)}`]] : []),
      ['Amount due', fmtMoney(inv)],
    ];
    const panel: [string, string][] = [
      [mag ? 'Subscriber no.' : 'Customer no.', subNo],
      ['Invoice no.', invNo],
      ['Date', D(c, c.date)],
    ];
    if (r.chance(0.5)) panel.reverse();
    let title: string;
    let body: Block[];
    let stage: 1 | 2;
    if (variant === 'invoice') {
      stage = 1;
      title = pick(r, [
        'Your subscription has renewed',
        'Renewal invoice',
        'RENEWAL INVOICE - PAYMENT NEEDED',
      ]);
      body = [
        dear(c),
        {
          p: pick(r, [
            `Your ${termName} renewed automatically on ${D(c, renewed)}, as set out in the terms you accepted when you first subscribed at the introductory price of ${fmtMoney(intro)}. We tried to take payment from your ${card}, but it was declined.`,
            `Thank you for staying with us. Your ${termName} renewed on ${D(c, renewed)}; we wrote to remind you about the renewal on ${D(c, noticeSent)}. Unfortunately the payment from your ${card} did not go through.`,
          ]),
        },
        { grid: lines, header: ['Renewal', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay ${fmtMoney(inv)} by ${D(c, payBy)}, quoting ${refWords}, online at ${web(co.name)}/pay or by calling ${tel}. That is less than the ${fmtMoney(shopValue)} the same ${n} ${unit} would cost ${mag ? 'in the shops' : 'bought separately'}. You can also spread the cost at ${fmtMoney(dd)} a quarter by Direct Debit.`,
        },
        {
          p: `Didn't mean to renew? Call us within 14 days and we will cancel; you would then pay only for the ${sentSoFar} ${unit} already sent (${fmtMoney(proRata)}).${mag ? '' : ' Boxes already sent cannot be returned.'}`,
        },
      ];
    } else {
      stage = 2;
      const contacted = addDays(c.date, -r.int(4, 12));
      const byMail = r.chance(0.5);
      title = pick(r, [
        'Your renewal - our reply',
        byMail ? 'Re: your e-mail about your renewal' : 'About your call: your subscription renewal',
        'Re: your renewal query',
      ]);
      body = [
        dear(c),
        {
          p: byMail
            ? `Thank you for your e-mail of ${D(c, contacted)} telling us that you did not want your ${termName} to renew and asking us to cancel the invoice.`
            : `When you called us on ${D(c, contacted)} you told us that you had not wanted your ${mag ? 'subscription' : 'plan'} to renew automatically. We are sorry for any frustration this has caused.`,
        },
        {
          p: `We have looked into this. The renewal terms were shown when you subscribed, and we sent a renewal reminder to your e-mail address on ${D(c, noticeSent)}, ${wd(noticeSent, renewed)} days before the renewal date of ${D(c, renewed)}. Because you contacted us after the 14-day cooling-off period, the renewed term remains payable. We have switched off automatic renewal, so you will not be charged again after this term.`,
        },
        { grid: lines, header: ['Invoice', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay the amount due of ${fmtMoney(inv)} by ${D(c, payBy)}, quoting ${refWords}. Your ${unit} will keep arriving until the end of the term. If paying in one go is difficult, we can split it into quarterly payments of ${fmtMoney(dd)}; call ${tel}.`,
        },
        {
          small: `If you remain unhappy, you can ask for our complaints procedure. Accounts left unpaid for more than 28 days may be passed to a collection agency.`,
        },
      ];
    }
    const owe = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'bars', 'chevron', undefined] as const),
      sub: [
        pick(r, ['Subscriptions Department', 'Customer Services', 'Member Accounts']),
        officeAddress(r),
        `${tel}  help@${host(co.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: owe
        ? { label: 'Amount due', amount: fmtMoney(inv), note: `Please pay by ${D(c, payBy)}` }
        : undefined,
      panel,
      panelBoxed: !owe && r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body,
      closing: pick(r, ['Kind regards', 'Best wishes', 'Yours sincerely']),
      sign: [
        pick(r, ['The Subscriptions Team', 'Customer Services', `${person(r).first}, Customer Care`]),
        co.name,
      ],
      slip: owe
        ? {
            title: `Payment slip - ${co.name}`,
            rows: [
              [quoteSub ? (mag ? 'Subscriber no.' : 'Customer no.') : 'Invoice no.', ref],
              ['Amount due', fmtMoney(inv)],
            ],
          }
        : undefined,
      footer: [`${regLine(co.name, r)} ${VAT(r)}.`],
    };
    return {
      spec,
      truth: truth(co.name, inv, ref, 'normal', stage, stage === 1 ? 'first_demand' : 'reminder', c, payBy),
    };
  }

  // The collection agency
  let dca = company(r, ['Credit Management', 'Collections', 'Recovery Services', 'Credit Services']);
  while (dca.name.split(' ')[0] === co.name.split(' ')[0])
    dca = company(r, ['Credit Management', 'Collections', 'Recovery Services', 'Credit Services']);
  const ref = pick(r, [
    () => `${r.letters(2, 'CDRMK')}${r.digits(7)}`,
    () => `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`,
    () => `${r.digits(5)}/${r.letters(1, 'OI')}${r.digits(2)}`,
  ])();
  const fee = r.chance(0.4) ? pick(r, [10, 15, 20]) : 0;
  const bal = round2(inv + fee);
  const final = variant === 'dca3';
  const payBy = addDays(c.date, final ? 7 : 14);
  const tel = phone(r);
  const office = officeAddress(r);
  const passed = addDays(c.date, -(final ? r.int(35, 60) : r.int(3, 9)));
  const l1 = addDays(passed, r.int(2, 5));
  const l2 = addDays(l1, r.int(14, 21));
  const rows: string[][] = [
    [`${co.name} invoice ${invNo} (${termName})`, fmtMoney(inv)],
    ...(fee ? [["Collection fee (client's terms)", fmtMoney(fee)]] : []),
    ['Balance due', fmtMoney(bal)],
  ];
  const grid = r.chance(0.5);
  const body: Block[] = final
    ? [
        dear(c),
        {
          p: pick(r, [
            `We wrote to you on ${D(c, l1)} and ${D(c, l2)} about the balance you owe ${co.name} for the automatic renewal of your ${termName}. You have not paid or contacted us.`,
            `Despite our letters of ${D(c, l1)} and ${D(c, l2)}, the balance below for your renewed ${termName} with ${co.name} remains unpaid.`,
          ]),
        },
        {
          p: `We understand you have told our client that you did not want the ${mag ? 'subscription' : 'plan'} to renew. Our client has checked its records and confirmed that the renewal was made under its terms and that a reminder was sent before the renewal date, so the balance is still owed.`,
        },
        { grid: rows, header: ['Account', 'Amount'], widths: [0.72, 0.28] },
        {
          boxed: [
            `Pay ${fmtMoney(bal)} by ${D(c, payBy)}, quoting our reference ${ref}. If you do not, we may recommend to our client that it takes legal action to recover the debt.`,
          ],
        },
        {
          p: `You can pay at ${web(dca.name)}, by phone on ${tel} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. If you cannot pay in full, call us to agree a plan, for example ${fmtMoney(round2(Math.ceil(bal / 4)))} a month.`,
        },
      ]
    : [
        dear(c),
        {
          p: pick(r, [
            `${co.name} has passed your account to us to collect the unpaid balance for your ${termName}, which renewed on ${D(c, renewed)}. Please now deal with us, not with ${co.name}.`,
            `We are a debt collection agency. Our client, ${co.name}, has asked us to collect the money owed for the renewal of your ${termName} on ${D(c, renewed)}.`,
          ]),
        },
        grid
          ? { grid: rows, header: ['Details of the debt', 'Amount'], widths: [0.72, 0.28] }
          : {
              table: rows.map(([k, v]) => [k, v] as [string, string]),
              header: ['Details of the debt', 'Amount'],
            },
        {
          p: `Please pay the balance due of ${fmtMoney(bal)} within 14 days, by ${D(c, payBy)}, quoting our reference ${ref}. Pay online at ${web(dca.name)} or call ${tel}. If you cannot pay it all at once, we can usually agree monthly payments.`,
        },
        {
          p: `If you think you do not owe this money, please tell us in writing within 14 days and say why; we will put the account on hold and ask our client for its records.`,
        },
      ];
  const head = dca.head;
  const band = r.chance(0.4);
  const spec: Spec = {
    face: c.face,
    top: final ? [pick(r, ['FINAL NOTICE', 'IMPORTANT - FINAL NOTICE'])] : undefined,
    head,
    headBand: band,
    logoMark: band ? pick(r, ['bars', 'shield'] as const) : undefined,
    sub: [office, `${tel}  ${web(dca.name)}`],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    returnAddress: r.chance(0.4) ? `Return address: ${dca.name}, ${office}` : undefined,
    recipient: rcpt(c),
    panel: grid
      ? []
      : [
          ['Our ref', ref],
          ['Client', co.name],
          [mag ? 'Subscriber no.' : 'Customer no.', subNo],
          ['Date', D(c, c.date)],
        ],
    panelBoxed: r.chance(0.5),
    refGrid: grid
      ? [
          ['Our reference', ref],
          ['Client reference', subNo],
          ['Original invoice', invNo],
          ['Date', D(c, c.date)],
        ]
      : undefined,
    title: final
      ? pick(r, [
          'FINAL NOTICE BEFORE LEGAL ACTION IS CONSIDERED',
          'Final notice: unpaid subscription balance',
        ])
      : pick(r, [
          'Your account has been passed to us',
          'Notice of debt collection',
          `Unpaid balance - ${co.name}`,
        ]),
    titleStyle: final ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body: [
      ...body,
      {
        small: `Free, independent debt advice is available from debt advice charities. ${dca.name} is acting as a debt collector on behalf of ${co.name}.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [pick(r, ['Collections Department', 'Customer Resolution Team']), dca.name],
    footer: [fcaLine(dca.name, r)],
  };
  return {
    spec,
    truth: truth(
      dca.name,
      bal,
      ref,
      'debt_collection',
      final ? 3 : 1,
      final ? 'final_demand' : 'debt_recovery',
      c,
      payBy,
    ),
  };
};

export const FRESH16B_FAMILIES: Family[] = [
  {
    id: 'W178',
    name: 'Motor garage repair bill, lien, storage and notice of sale',
    group: 'business',
    make: garageLien,
  },
  {
    id: 'W179',
    name: 'Wedding venue cancellation charges (venue invoice, dispute reply or solicitors)',
    group: 'business',
    make: venueCancellation,
  },
  {
    id: 'W180',
    name: 'Unwanted magazine / subscription-box auto-renewal, then collection agency',
    group: 'collector',
    make: subscriptionRenewal,
  },
];
