/**
 * The seventeenth fresh held-out set, part c (W199–W201): kinds of letter the corpus does not have yet — an energy
 * supplier's letters to "The Occupier" (or to the new occupier once it has a name) at an address it supplies under a
 * deemed contract: the first bill since the move-in date, a reminder and a final notice that may warn of a warrant
 * to fit a prepayment meter; a tool and equipment hire shop's charges for kit returned late, damaged, dirty or not at
 * all, its reminder and its final demand, or its debt recovery partner's letter; and a double glazing company's
 * cancellation charges after the customer cancelled an order outside the cancellation period (its invoice for loss of
 * profit or survey costs, a reminder, and its solicitors' letter before claim). Written blind to the extractor;
 * scored once. Every face is drawn per letter, each family has at least two layouts chosen per letter and draws the
 * sender's stage per letter, and ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case
 * open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, fullName, officeAddress, person, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  host,
  oOrI,
  pick,
  regLine,
  round2,
  signatory,
  truth,
  wholeDays,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Utilities
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's letters to whoever lives at an address it supplies under a deemed contract (nobody opened an
 * account when they moved in). Stage drawn per letter:
 *  1 the first bill for the energy used since the move-in date (the day the previous occupier's account closed),
 *    addressed to "The Occupier" (now and then to a named occupier who has just rung in);
 *  2 a reminder that refers to that bill (or to the occupier's call giving a name);
 *  3 a final notice: pay by a date or the supplier may apply to the magistrates' court for a warrant of entry to fit
 *    a prepayment meter, pass the debt to a collection agency, and so on.
 * The occupier is named on some stage 2 and 3 letters (alone, or "… or The Occupier"); on the rest no debtor is named.
 * Layouts per letter: a bill (boxed or stacked panel, meter-reading and charges grids, shaded amount box, giro slip;
 * first bills only), a letter (amount box beside the address, a short statement; any stage), and a notice (dark
 * letterhead band, a row of reference cells, boxed warning; later letters only).
 * Amount = the amount to pay on the bill (charges + 5% VAT) or, later, the balance now due (bills − any payment);
 * the charges before VAT, the estimated annual cost, the suggested monthly Direct Debit, the weekly amount a
 * prepayment meter would recover and the warrant costs that *would* be added are not it. Reference = the account
 * number the letter says to quote; the MPAN/MPRN supply numbers, meter serials and the supplier's bank account are not.
 * 'utility' throughout. Kinds: first_demand, reminder, final_demand. dates.payBy where it asks to be paid by a
 * date or within N days.
 */
const occupierDeemed: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Energy', 'Energy Supply', 'Power & Gas', 'Home Energy', 'Gas & Power']);
  const stage = pick(r, [1, 2, 3] as const);
  const named = stage === 1 ? r.chance(0.15) : r.chance(0.45);
  const orOcc = named && r.chance(0.5);
  const recipient = named
    ? [orOcc ? `${fullName(c.who)} or The Occupier` : fullName(c.who), ...c.addr]
    : [pick(r, ['The Occupier', 'The Occupier', 'The Energy User', 'The Homeowner or Occupier']), ...c.addr];
  const greet: Block = named
    ? dear(c)
    : { p: pick(r, ['Dear Occupier,', 'Dear Sir or Madam,', 'Dear Customer,']) };
  const accLabel = pick(r, ['Account number', 'Account no.', 'Your account number', 'Customer account']);
  const acc = pick(r, [
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `OC-${r.digits(6)}${oOrI(r)}${r.digits(1)}`,
    r.digits(9),
    `${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const dual = r.chance(0.6);
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const mprn = r.digits(10);
  const eSerial = `${r.digits(2)}${r.letters(1, 'LPE')}${r.digits(7)}`;
  const gSerial = `G4${r.letters(1, 'AKE')}${r.digits(8)}`;
  // Dates: move-in, first bill, reminder, final notice.
  const billDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(24, 38) : r.int(50, 72)));
  const moveIn = addDays(billDate, -r.int(62, 118));
  const billEnd = addDays(billDate, -r.int(2, 6));
  const days = wholeDays(moveIn, billEnd) + 1;
  const remDate = addDays(billDate, r.int(22, 30));
  // Charges on the first bill (deemed rates).
  const eRate = pick(r, [27.64, 28.12, 29.05, 30.41]);
  const eSc = pick(r, [54.8, 58.27, 61.9, 63.44]);
  const eUnits = r.int(260, 1250);
  const eUse = round2((eUnits * eRate) / 100);
  const eStand = round2((days * eSc) / 100);
  const gRate = pick(r, [6.93, 7.28, 7.61]);
  const gSc = pick(r, [30.15, 32.88, 34.02]);
  const gUnits = dual ? r.int(700, 3900) : 0;
  const gUse = dual ? round2((gUnits * gRate) / 100) : 0;
  const gStand = dual ? round2((days * gSc) / 100) : 0;
  const sub = round2(eUse + eStand + gUse + gStand);
  const vat = round2(sub * 0.05);
  const bill = round2(sub + vat);
  // Later letters: a payment on account may have come in; a final notice may carry a second bill.
  const paid = stage > 1 && r.chance(0.3) ? pick(r, [20, 25, 40, 50, 75]) : 0;
  const paidDate = addDays(billDate, r.int(6, 18));
  const bill2 = stage === 3 && r.chance(0.5) ? r.money(95, 360) : 0;
  const bill2Date = addDays(remDate, r.int(5, 12));
  const due = stage === 1 ? bill : round2(bill + bill2 - paid);
  const payDays = pick(r, [7, 10, 14]);
  const pay = addDays(c.date, stage === 1 ? 14 : payDays);
  const byDate = stage === 1 || r.chance(0.6);
  const payText = byDate ? `by ${D(c, pay)}` : `within ${payDays} days of the date of this letter`;
  const annual = round2(bill * (365 / days) * (0.9 + r.next() * 0.2));
  const monthly = Math.ceil(annual / 12);
  const weekly = pick(r, [5, 7.5, 8.5, 10]);
  const warrant = pick(r, [120, 150, 175]);
  const tel = phone(r);
  const fuel = dual ? 'gas and electricity' : 'electricity';
  const addrLine = `${c.addr[0]}, ${c.addr[1]}, ${c.addr[3]}`;
  const who = named ? 'you' : 'the occupier';
  const layout =
    stage === 1 ? pick(r, ['bill', 'bill', 'letter'] as const) : pick(r, ['letter', 'notice'] as const);

  const chargeRows: string[][] = [
    ['Electricity used', `${eUnits} kWh`, `${eRate}p`, fmtMoney(eUse)],
    ['Electricity standing charge', `${days} days`, `${eSc}p`, fmtMoney(eStand)],
    ...(dual
      ? [
          ['Gas used', `${gUnits} kWh`, `${gRate}p`, fmtMoney(gUse)],
          ['Gas standing charge', `${days} days`, `${gSc}p`, fmtMoney(gStand)],
        ]
      : []),
    ['Charges before VAT', '', '', fmtMoney(sub)],
    ['VAT at 5%', '', '', fmtMoney(vat)],
    ['Total charges this bill', '', '', fmtMoney(bill)],
  ];
  const ePrev = r.int(10000, 60000);
  const gPrev = r.int(1000, 9000);
  const readRows: string[][] = [
    [
      `Electricity ${eSerial}`,
      `${ePrev} A`,
      `${ePrev + eUnits} ${pick(r, ['E', 'E', 'C'])}`,
      `${eUnits} kWh`,
    ],
    ...(dual
      ? [[`Gas ${gSerial}`, `${gPrev} A`, `${gPrev + Math.round(gUnits / 11.2)} E`, `${gUnits} kWh`]]
      : []),
  ];
  const statement: [string, string][] = [
    [`Bill of ${D(c, billDate)}`, fmtMoney(bill)],
    ...(paid ? ([[`Payment received ${D(c, paidDate)}`, `-${fmtMoney(paid)}`]] as [string, string][]) : []),
    ...(bill2 ? ([[`Bill of ${D(c, bill2Date)}`, fmtMoney(bill2)]] as [string, string][]) : []),
  ];
  const amountLabel =
    stage === 1
      ? pick(r, ['Amount to pay', 'Total to pay', 'Please pay'])
      : stage === 2
        ? pick(r, ['Balance overdue', 'Amount now due', 'Balance to pay'])
        : pick(r, ['Amount now due', 'Total balance due', 'Balance outstanding']);

  const notYou = {
    small: `If you are not responsible for the energy bills at this address (for example, your landlord pays them), or you have already opened an account with another supplier, please call us on ${tel} so that we can put this right. If you or anyone at home is of pensionable age, disabled, has a long-term illness or relies on electricity for medical equipment, tell us: we can add you to our Priority Services Register.`,
  };
  const title =
    stage === 1
      ? named
        ? pick(r, ['Your first bill for this address', 'Your first energy bill', 'Welcome - your first bill'])
        : pick(r, [
            'Your first bill for this address',
            'Energy bill - to the occupier',
            'We supply your energy - here is your bill',
          ])
      : stage === 2
        ? pick(r, [
            'Reminder: your energy bill is overdue',
            'Your bill has not been paid',
            'Second request for payment',
          ])
        : pick(r, [
            'FINAL NOTICE',
            'Final notice before further action',
            'Final notice - unpaid energy bills',
          ]);

  let paras: Block[];
  if (stage === 1) {
    paras = [
      {
        p: named
          ? `Thank you for letting us know that you moved in to ${addrLine} on ${D(c, moveIn)}. You have been supplied with ${fuel} by us from that date on our deemed contract terms, because no tariff had been chosen for the property. This is your first bill.`
          : `We supply ${fuel} to ${addrLine}. The previous customer's account closed on ${D(c, moveIn)} and energy has been used there since. Whoever moves in takes over the supply from that day, on our deemed contract terms until they choose a tariff. We do not know your name yet, so this bill is addressed to the occupier.`,
      },
      {
        p: `Please pay ${fmtMoney(bill)} ${payText}, quoting your account number ${acc}. Then call us on ${tel} or register at ${web(co.name)} with your name and a meter reading, so that we can open the account in your name and move you to a standard tariff, which usually costs less.`,
      },
    ];
  } else if (stage === 2) {
    paras = [
      {
        p: named
          ? `Thank you for speaking to us on ${D(c, addDays(remDate, -r.int(3, 9)))} and giving us your name. We have put the account for ${addrLine} in your name from ${D(c, moveIn)}, the date you moved in. Our bill of ${D(c, billDate)} for ${fmtMoney(bill)} is now overdue${paid ? `, and after your payment of ${fmtMoney(paid)} a balance remains` : ''}.`
          : `We wrote to the occupier of ${addrLine} on ${D(c, billDate)} with a bill of ${fmtMoney(bill)} for the ${fuel} used at the property since ${D(c, moveIn)}. ${paid ? `Thank you for the payment of ${fmtMoney(paid)}, but` : 'We have not received payment and'} the account has not been opened in anyone's name.`,
      },
      {
        p: `Please pay ${fmtMoney(due)} ${payText}. If you cannot pay it all at once, call us on ${tel}: we can spread it, for example over a payment plan of about ${fmtMoney(Math.ceil(due / 6))} a month alongside your usual ${fuel}.`,
      },
    ];
  } else {
    paras = [
      {
        p: `We sent ${who} a bill on ${D(c, billDate)} and a reminder on ${D(c, remDate)} for the ${fuel} used at ${addrLine} since ${D(c, moveIn)}. The account is still unpaid and nobody has contacted us to arrange payment. This is our final notice.`,
      },
      {
        p: `Please pay ${fmtMoney(due)} ${payText}, or call us before then to agree how you will pay. If you do not, we may:`,
      },
      {
        boxed: [
          `(a) apply to the magistrates' court for a warrant of entry to fit a prepayment meter at the property. The costs of the warrant, currently ${fmtMoney(warrant)}, would be added to the account, and the debt would then be recovered through the meter at ${fmtMoney(weekly)} a week;`,
          `(b) pass the account to a debt collection agency${named ? ' and report the arrears to credit reference agencies' : ''}.`,
        ],
      },
      {
        small: `We will not fit a prepayment meter under warrant where it would not be safe and reasonably practicable for the people living there, and we will visit to check before applying. Call us if anyone at the property is in a vulnerable situation.`,
      },
    ];
  }
  const supplyLine = `Supply numbers: electricity (MPAN) ${mpan}${dual ? `; gas (MPRN) ${mprn}` : ''}.`;
  const estLine = {
    small: `Estimated annual cost at this address on deemed rates: ${fmtMoney(annual)}. A monthly Direct Debit of ${fmtMoney(monthly)} would cover it. Readings: A actual, E estimated, C customer.`,
  };
  const howPay: [string, string][] = [
    ['Online', web(co.name)],
    ['By phone', `${tel} (debit or credit card)`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${acc}`],
  ];
  const footer = [
    `${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
    ...(layout === 'bill'
      ? []
      : [
          'If you are unhappy with how we have dealt with a complaint, you can contact the Energy Ombudsman once eight weeks have passed.',
        ]),
  ];
  const head = co.head;
  const subLines = [
    pick(r, ['Occupier Accounts', 'Customer Accounts', 'New Occupier Team']),
    officeAddress(r),
  ];
  const sign = r.chance(0.5)
    ? [...signatory(r, ['Collections Manager', 'Customer Accounts Manager']), co.name]
    : [`${pick(r, ['Occupier Accounts Team', 'Collections Team', 'Customer Accounts'])}`, co.name];

  let spec: Spec;
  if (layout === 'bill') {
    const stackedPanel = r.chance(0.35);
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
      sub: [...subLines, `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient,
      panel: stackedPanel
        ? [
            [accLabel, acc],
            ['Bill date', D(c, billDate)],
            ['Tariff', 'Deemed contract'],
          ]
        : [
            [accLabel, acc],
            ['Bill date', D(c, billDate)],
            ['Period from', D(c, moveIn)],
            ['Period to', D(c, billEnd)],
            ['Tariff', 'Deemed contract'],
          ],
      panelBoxed: r.chance(0.6),
      panelStacked: stackedPanel,
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        ...(r.chance(0.5) ? [greet] : []),
        ...paras,
        { small: supplyLine },
        {
          grid: readRows,
          header: ['Meter', 'Move-in reading', 'Latest reading', 'Used'],
          widths: [0.34, 0.21, 0.21, 0.24],
          boldLast: false,
        },
        {
          grid: chargeRows,
          header: ['Charges', 'Quantity', 'Unit rate', 'Amount'],
          widths: [0.43, 0.19, 0.17, 0.21],
        },
        { amountBox: [amountLabel, fmtMoney(due)] },
        estLine,
      ],
      sign: [],
      slip: {
        title: `Bank giro credit - ${co.name}`,
        rows: [
          [accLabel, acc],
          ['Amount due', fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else if (layout === 'letter') {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.3),
      sub: [...subLines, `Telephone ${tel}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient,
      owe: {
        label: amountLabel,
        amount: fmtMoney(due),
        note: byDate ? `Please pay by ${D(c, pay)}` : `Please pay within ${payDays} days`,
      },
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        greet,
        ...paras,
        ...(stage === 1
          ? [
              {
                table: [
                  ...chargeRows
                    .slice(0, -3)
                    .map((x) => [`${x[0]} (${x[1]} at ${x[2]})`, x[3]] as [string, string]),
                  ['VAT at 5%', fmtMoney(vat)],
                  [amountLabel, fmtMoney(due)],
                ] as [string, string][],
              },
            ]
          : [{ table: [...statement, [amountLabel, fmtMoney(due)]] as [string, string][] }]),
        { kv: howPay },
        ...(stage < 3 ? [notYou] : [{ small: supplyLine }]),
      ],
      closing: named ? 'Yours sincerely' : 'Yours faithfully',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: head.map((h) => h.toUpperCase()),
      headBand: true,
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub: subLines,
      headAlign: 'left',
      recipient,
      returnAddress: r.chance(0.5)
        ? `If undelivered please return to: ${co.name}, ${officeAddress(r)}`
        : undefined,
      panel: [],
      refGrid: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
        [amountLabel, fmtMoney(due)],
        [byDate ? 'Pay by' : 'Pay within', byDate ? D(c, pay) : `${payDays} days`],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        greet,
        ...paras,
        {
          grid: [...statement.map(([a, b]) => [a, b]), [amountLabel, fmtMoney(due)]],
          widths: [0.7, 0.3],
        },
        {
          p: `Pay online at ${web(co.name)}, by phone on ${tel}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your account number ${acc}. ${supplyLine}`,
        },
        ...(stage === 2 ? [notYou] : []),
      ],
      closing: named ? 'Yours sincerely' : 'Yours faithfully',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      due,
      acc,
      'utility',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/** Hire kit: name, day rate (ex VAT), replacement cost (ex VAT). */
const HIRE_KIT: [string, number, number][] = [
  ['Petrol plate compactor', 38, 890],
  ['Electric breaker 110V (heavy)', 42, 1150],
  ['SDS rotary hammer drill 110V', 22, 385],
  ['Wet tile cutter 110V', 28, 460],
  ['Petrol cut-off saw 300mm', 34, 720],
  ['Carpet cleaner', 26, 540],
  ['Drum floor sander', 36, 980],
  ['Dehumidifier (large)', 19, 420],
  ['Petrol pressure washer', 31, 650],
  ['Petrol hedge trimmer', 24, 340],
  ['Cement mixer (petrol)', 29, 520],
  ['Plasterboard lifter', 18, 310],
  ['Transformer 3kVA 110V', 8, 95],
  ['Extension lead 110V 14m', 4, 38],
  ['Wallpaper stripper', 14, 160],
  ['Aluminium tower 5.2m', 45, 1240],
];
const DAMAGE = [
  'broken guard and switch, repair and labour',
  'bent base plate, straightening and new mounts',
  'cracked housing, replacement part fitted',
  'motor burnt out (wrong voltage used), rewind',
  'diamond blade missing',
  'hose and lance damaged, replaced',
];
const DIRT = ['covered in wet concrete', 'caked in plaster', 'with mud and debris', 'with tar on the drum'];

/**
 * A tool and equipment hire shop's charges after a hire ended badly — kit returned late (extended hire days at the
 * day rate), not returned at all (replacement cost and hire charged until it was treated as lost), returned damaged
 * (repair) or dirty (cleaning fee) — with VAT and the retained deposit set against them. Stage drawn per letter:
 *  1 the shop's invoice for the charges (an "off-hire" or "non-return" invoice);
 *  2 its reminder, which refers to the invoice and may add a late payment administration fee and mention a declined
 *    attempt on the card held for the deposit;
 *  3 either the shop's own final demand (pay within 7 days or it goes to its debt recovery partner or to court, and
 *    unreturned kit may be reported to the police), or the debt recovery partner's first letter.
 * Layouts per letter: an invoice (boxed panel, four-column grid of charge lines down to the balance), a letter
 * (amount box beside the address, two-column table), and for the recovery partner a notice with a dark band and a
 * row of reference cells or a plain letter with a stacked panel.
 * Amount = the balance due after VAT, less the deposit held, plus any admin fee or recovery costs the letter has
 * already added; the hire charge paid at the counter, the deposit, the day rates, the net subtotal, the VAT line and
 * the recovery partner's *possible* costs are not it. Reference = the invoice number the shop asks to be quoted; the
 * hire contract number, the cash customer number and the masked card are not it. For the recovery partner the
 * creditor is the partner (it writes and asks to be paid, README), the reference is its own "Our ref" (the shop's
 * invoice number is printed as the client reference), debtType 'debt_collection', kind debt_recovery and stage 1
 * (its first letter in its own sequence). The shop's own letters are 'normal' (an ordinary overdue invoice from a
 * business): first_demand 1, reminder 2, final_demand 3.
 */
const toolHire: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const hs = company(r, ['Tool Hire', 'Hire Centre', 'Plant & Tool Hire', 'Hire Shop', 'Tool & Plant Hire']);
  const branch = place(r);
  const stage = pick(r, [1, 2, 3] as const);
  const collector = stage === 3 && r.chance(0.5);
  // The hire and what went wrong with it.
  const n = r.int(1, 3);
  const kit: [string, number, number][] = [];
  while (kit.length < n) {
    const k = pick(r, HIRE_KIT);
    if (!kit.includes(k)) kit.push(k);
  }
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(28, 40) : r.int(55, 80)));
  const out = addDays(invDate, -r.int(24, 50));
  const period = pick(r, [1, 2, 3, 7, 7, 14]);
  const dueBack = addDays(out, period);
  const periodText =
    period === 7 ? '1 week' : period === 14 ? '2 weeks' : `${period} day${period > 1 ? 's' : ''}`;
  const lines: string[][] = [];
  let net = 0;
  let lost = false;
  const notes: string[] = [];
  kit.forEach(([name, rate, repl], i) => {
    const fate =
      i === 0 ? pick(r, ['late', 'lost', 'damaged', 'late']) : pick(r, ['late', 'dirty', 'damaged', 'ok']);
    if (fate === 'late') {
      const extra = r.int(2, 12);
      const amt = round2(extra * rate);
      lines.push([`Extra hire - ${name}`, `${extra} days`, fmtMoney(rate), fmtMoney(amt)]);
      notes.push(`${name} returned ${D(c, addDays(dueBack, extra))}, ${extra} days late.`);
      net += amt;
    } else if (fate === 'lost') {
      lost = true;
      const extra = r.int(10, 16);
      const amt = round2(extra * rate);
      lines.push([`Extra hire - ${name}`, `${extra} days`, fmtMoney(rate), fmtMoney(amt)]);
      lines.push([`Replacement - ${name}`, '1', fmtMoney(repl), fmtMoney(repl)]);
      notes.push(
        `${name} not returned: hire charged to ${D(c, addDays(dueBack, extra))}, then replacement at list price.`,
      );
      net += amt + repl;
    } else if (fate === 'damaged') {
      const amt = r.money(45, Math.min(320, repl * 0.6));
      lines.push([`Repair - ${name}`, '1', fmtMoney(amt), fmtMoney(amt)]);
      notes.push(`${name}: ${pick(r, DAMAGE)}.`);
      net += amt;
    } else if (fate === 'dirty') {
      const amt = pick(r, [25, 30, 35, 45]);
      lines.push([`Cleaning - ${name}`, '1', fmtMoney(amt), fmtMoney(amt)]);
      notes.push(`${name} returned ${pick(r, DIRT)}.`);
      net += amt;
    }
  });
  if (!lines.length) {
    const [name, rate] = kit[0];
    const extra = r.int(2, 9);
    lines.push([`Extra hire - ${name}`, `${extra} days`, fmtMoney(rate), fmtMoney(extra * rate)]);
    notes.push(`${name} returned ${D(c, addDays(dueBack, extra))}, ${extra} days late.`);
    net += extra * rate;
  }
  const failed = lost && r.chance(0.5) ? pick(r, [45, 55, 65]) : 0;
  if (failed) {
    lines.push(['Failed collection', '1', fmtMoney(failed), fmtMoney(failed)]);
    notes.push('Our driver called to collect the missing equipment, but it was not available.');
  }
  net = round2(net + failed);
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  const deposit = Math.min(pick(r, [50, 75, 100, 150]), Math.floor(gross * 0.4));
  const balance = round2(gross - deposit);
  const admin = stage > 1 && r.chance(0.5) ? pick(r, [15, 20, 25]) : 0;
  const shopDue = round2(balance + admin);
  const costs = collector && r.chance(0.5) ? round2(shopDue * pick(r, [0.1, 0.15])) : 0;
  const due = collector ? round2(shopDue + costs) : shopDue;
  const hireOriginal = round2(
    kit.reduce((a, k) => a + k[1], 0) * (period === 14 ? 4 : period === 7 ? 2.5 : period),
  );
  // References.
  const inv = pick(r, [
    `INV-${r.digits(6)}`,
    `${r.letters(2, 'THBK')}${r.digits(6)}`,
    `${r.digits(3)}/${r.digits(5)}`,
    `SI${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const contract = pick(r, [`HC${r.digits(7)}`, `${r.digits(2)}-${r.digits(6)}`, `C/${r.digits(6)}`]);
  const custNo = pick(r, [`CASH${r.digits(4)}`, `C${r.digits(5)}`]);
  const card = `**** **** **** ${r.digits(4)}`;
  const tel = phone(r);
  const payDays = stage === 1 ? pick(r, [14, 30]) : 7;
  const pay = addDays(c.date, collector ? 14 : payDays);
  const remDate = addDays(invDate, r.int(20, 30));
  const names = kit.map(([k]) =>
    /^[A-Z]{2}/.test(k)
      ? `${/^[AEFHILMNORSX]/.test(k) ? 'an' : 'a'} ${k}`
      : `${/^[AEIOU]/.test(k) ? 'an' : 'a'} ${k[0].toLowerCase()}${k.slice(1)}`,
  );
  const kitList =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  const notesBlock: Block = { small: `Notes: ${notes.join(' ')}` };
  const dueLabel =
    stage === 1
      ? pick(r, ['Balance due', 'Amount due', 'Total due'])
      : pick(r, ['Balance now due', 'Amount overdue', 'Total now due']);

  const chargeGrid: Block = {
    grid: [
      ...lines,
      ['Net total', '', '', fmtMoney(net)],
      ['VAT at 20%', '', '', fmtMoney(vat)],
      ['Less deposit held', '', '', `-${fmtMoney(deposit)}`],
      ...(admin ? [['Late payment administration fee', '', '', fmtMoney(admin)]] : []),
      [dueLabel, '', '', fmtMoney(shopDue)],
    ],
    header: ['Description', 'Qty', 'Rate', 'Amount'],
    widths: [0.58, 0.12, 0.14, 0.16],
  };
  const chargeTable: Block = {
    table: [
      ...(lines.map((l) => [l[0], l[3]]) as [string, string][]),
      ['VAT at 20%', fmtMoney(vat)],
      ['Less deposit held', `-${fmtMoney(deposit)}`],
      ...(admin ? ([['Administration fee (late payment)', fmtMoney(admin)]] as [string, string][]) : []),
      [dueLabel, fmtMoney(shopDue)],
    ],
  };
  const hireFacts = `You hired ${kitList} from our ${branch} branch on ${D(c, out)} for ${periodText} (hire contract ${contract}), to be returned by ${D(c, dueBack)}. The hire charge of ${fmtMoney(hireOriginal)} was paid when you collected the equipment.`;
  const lostLine = lost
    ? ' Equipment not returned within 14 days of the end of the hire is treated as lost under our hire terms: hire charges stop on that date and the replacement cost is charged.'
    : '';
  const footer = [
    `${regLine(hs.name, r)} VAT registration no. ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const heads = hs.head;

  if (collector) {
    const dc = company(r, ['Debt Recovery', 'Credit Management', 'Collections', 'Recoveries']);
    const ref = pick(r, [
      `DR${r.digits(7)}`,
      `${r.digits(4)}-${r.digits(5)}`,
      `${r.letters(3, 'CRM')}/${r.digits(6)}`,
      `${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
    ]);
    const dTel = phone(r);
    const stacked = r.chance(0.5);
    const body: Block[] = [
      dear(c),
      {
        p: `${hs.name} has passed your account to us to collect. Its invoice ${inv} for charges after the end of your hire of ${kitList} (hire contract ${contract}) remains unpaid despite its reminder and final demand.`,
      },
      {
        kv: [
          ['Balance transferred by our client', fmtMoney(shopDue)],
          ...(costs
            ? ([["Recovery costs under our client's hire terms", fmtMoney(costs)]] as [string, string][])
            : []),
          ['Amount now payable to us', fmtMoney(due)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(due)} by ${D(c, pay)}, or call us on ${dTel} to agree a payment plan. Pay online at ${web(dc.name)} or by bank transfer to ${bank}, quoting our reference ${ref}. Do not send payment to ${hs.name}.`,
      },
      {
        p: `If you do not pay or contact us, we will recommend to our client that it issues a claim against you in the county court${costs ? '' : ', and our costs of recovery may then be added to the balance'}.${lost ? ` Our client has also asked us to tell you that unreturned equipment remains its property.` : ''}`,
      },
      {
        small: `If you dispute this debt, tell us in writing and we will put the account on hold while we look into it. Free, independent debt advice is available if you are struggling to pay.`,
      },
    ];
    const spec: Spec = stacked
      ? {
          face: c.face,
          head: dc.head,
          logoMark: pick(r, ['rings', 'shield'] as const),
          sub: [officeAddress(r), `${dTel}  ${web(dc.name)}`],
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: [fullName(c.who), ...c.addr],
          panel: [
            ['Our reference', ref],
            ['Our client', hs.name],
            ['Client reference', inv],
            ['Date', D(c, c.date)],
          ],
          panelStacked: true,
          panelBoxed: r.chance(0.5),
          title: pick(r, [
            'Your account has been passed to us',
            'Notice of debt recovery',
            `Debt owed to ${hs.name}`,
          ]),
          titleStyle: pick(r, ['plain', 'rule'] as const),
          body,
          closing: 'Yours sincerely',
          sign: [...signatory(r, ['Recovery Officer', 'Collections Agent']), dc.name],
          footer: [
            `${regLine(dc.name, r)} Authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}).`,
          ],
        }
      : {
          face: c.face,
          head: dc.head.map((h) => h.toUpperCase()),
          headBand: true,
          sub: [officeAddress(r)],
          headAlign: 'left',
          returnAddress: `Return address: ${dc.name}, ${officeAddress(r)}`,
          recipient: [fullName(c.who), ...c.addr],
          panel: [],
          refGrid: [
            ['Our ref', ref],
            ['Client ref', inv],
            ['Balance', fmtMoney(due)],
            ['Date', D(c, c.date)],
          ],
          title: pick(r, ['NOTICE OF DEBT RECOVERY', 'ACCOUNT PLACED FOR COLLECTION']),
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body,
          closing: 'Yours sincerely',
          sign: [pick(r, ['Recoveries Team', 'Collections Department']), dc.name],
          footer: [
            `${regLine(dc.name, r)} Authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}).`,
          ],
        };
    return { spec, truth: truth(dc.name, due, ref, 'debt_collection', 1, 'debt_recovery', c, pay) };
  }

  const title =
    stage === 1
      ? pick(r, [
          'INVOICE',
          'Invoice - charges after your hire',
          lost ? 'Non-return charges' : 'Off-hire charges',
        ])
      : stage === 2
        ? pick(r, ['Reminder: invoice overdue', 'PAYMENT REMINDER', 'Your invoice is still unpaid'])
        : pick(r, ['FINAL DEMAND', 'Final demand before recovery action']);
  const paras: Block[] =
    stage === 1
      ? [
          {
            p: `${hireFacts} ${lost ? 'Some of the equipment has not been returned.' : 'The equipment was not returned in the condition or on the date agreed.'}${lostLine} The charges below are made under our hire terms, which you signed at the counter.`,
          },
        ]
      : stage === 2
        ? [
            {
              p: `We wrote to you on ${D(c, invDate)} with our invoice ${inv} for charges after your hire of ${kitList} on ${D(c, out)}. Payment was due within 14 days and we have not received it.${r.chance(0.5) ? ` We tried to take the balance from the card you registered for the deposit (${card}) but the payment was declined.` : ''}${admin ? ` As our terms allow, a late payment administration fee of ${fmtMoney(admin)} has been added.` : ''}`,
            },
          ]
        : [
            {
              p: `Our invoice ${inv} of ${D(c, invDate)} and our reminder of ${D(c, remDate)} have not been paid. This is our final demand.`,
            },
          ];
  const payPara: Block = {
    p:
      stage === 1
        ? `Please pay ${fmtMoney(shopDue)} within ${payDays} days of the date of this invoice, quoting invoice number ${inv}: at any of our branches, by card on ${tel}, or by bank transfer to ${bank}.`
        : stage === 2
          ? `Please pay ${fmtMoney(shopDue)} within 7 days, quoting invoice number ${inv}, by card on ${tel} or by bank transfer to ${bank}. If you think the charges are wrong, call the branch and ask for the branch manager.`
          : `Unless ${fmtMoney(shopDue)} is paid within 7 days, quoting invoice ${inv}, we will pass the account to our debt recovery partner without further notice. Their costs of up to 15% of the balance may then be added under clause 11 of our hire terms, and a claim may be issued in the county court.${lost ? ' The equipment not returned remains our property, and we may also report it to the police.' : ''} Pay by card on ${tel} or by bank transfer to ${bank}.`,
  };
  const layout = pick(r, ['invoice', 'letter'] as const);
  const spec: Spec =
    layout === 'invoice'
      ? {
          face: c.face,
          head: heads,
          logoMark: pick(r, ['bars', 'chevron', 'shield'] as const),
          sub: [
            `${branch} branch: ${r.int(2, 90)} ${pick(r, ['Trade Park', 'Industrial Estate', 'Retail Park'])}, ${branch}`,
            `${tel}  ${web(hs.name)}`,
          ],
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: [fullName(c.who), ...c.addr],
          panel: [
            ['Invoice no.', inv],
            ['Invoice date', D(c, invDate)],
            ['Hire contract', contract],
            ['Customer', custNo],
            ...(stage > 1 ? ([['Date', D(c, c.date)]] as [string, string][]) : []),
          ],
          panelBoxed: r.chance(0.6),
          title,
          titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
          body: [
            ...(stage > 1 ? [dear(c)] : []),
            ...paras,
            chargeGrid,
            notesBlock,
            payPara,
            {
              small: `Hire terms: the hirer is responsible for the equipment from collection until it is returned to the branch. Damage waiver (charged at 12% of the hire) covers accidental damage only; it does not cover loss, theft, misuse or cleaning.`,
            },
          ],
          ...(stage > 1
            ? {
                closing: 'Yours sincerely',
                sign: [...signatory(r, ['Branch Manager', 'Credit Controller']), hs.name],
              }
            : { sign: [] }),
          footer,
        }
      : {
          face: c.face,
          head: heads,
          logo: r.chance(0.4),
          sub: [`${branch} branch`, officeAddress(r), `Tel ${tel}`],
          headAlign: pick(r, ['center', 'left'] as const),
          recipient: [fullName(c.who), ...c.addr],
          owe: { label: dueLabel, amount: fmtMoney(shopDue), note: `Invoice ${inv}` },
          panel: [
            ['Hire contract', contract],
            ['Date', D(c, c.date)],
          ],
          title,
          titleStyle: pick(r, ['plain', 'banner', 'rule'] as const),
          body: [
            dear(c),
            ...paras,
            ...(stage === 1 ? [] : [{ p: hireFacts }]),
            chargeTable,
            notesBlock,
            payPara,
          ],
          closing: pick(r, ['Yours sincerely', 'Regards']),
          sign: [...signatory(r, ['Branch Manager', 'Accounts Department', 'Credit Controller']), hs.name],
          footer,
        };
  return {
    spec,
    truth: truth(
      hs.name,
      shopDue,
      inv,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

/** Double glazing / home improvement products and a rough price each, installed. */
const GLAZING: [string, number][] = [
  ['A-rated uPVC casement windows', 640],
  ['uPVC tilt-and-turn windows', 720],
  ['timber-effect sash windows', 1150],
  ['composite front door', 2250],
  ['uPVC French doors', 2600],
  ['aluminium bi-fold doors (3 panel)', 5400],
  ['bay window (5 section)', 2900],
  ['a tiled replacement roof for the conservatory', 9800],
  ['new fascias, soffits and guttering', 3200],
];

/**
 * A double glazing / home improvement company's claim for cancellation charges after the customer cancelled an order
 * outside the 14-day cancellation period (the period ran from the contract date; the technical survey had been done
 * and, on some letters, the made-to-measure frames ordered). Stage drawn per letter:
 *  1 the company's invoice (or "statement") for its cancellation charges — loss of profit at a percentage of the
 *    contract price plus the survey fee, or its survey, design and non-returnable materials costs — less the deposit;
 *  2 its reminder, which refers to the invoice and sometimes to the customer's call disputing the charge, sometimes
 *    with a reduced full-and-final settlement offer;
 *  3 its solicitors' letter before claim under the Pre-Action Protocol for Debt Claims (Information Sheet and Reply
 *    Form enclosed, 30 days), with contractual interest sometimes added to date.
 * Layouts per letter: for the company an invoice (boxed panel, ruled grid, shaded amount box) or a letter (amount box,
 * two-column "your order / why we are charging" section, table); for the solicitors a formal letter (handling line,
 * centred name, reference panel, boxed title) or a modern one (drawn mark, row of reference cells, ruled title).
 * Amount = the balance due after the deposit (plus interest to date where the solicitors have added it); the
 * contract price, the deposit, the individual charge lines, a settlement offer, daily interest, court fees and fixed
 * costs that *would* be claimed are not it. Reference = the reference the letter asks to be quoted: the invoice
 * number, or the contract number where the company issues a statement without an invoice number, and the solicitors'
 * own "Our ref" (the client's invoice or contract number printed beside it is not it); survey and finance application
 * references are not it either. Company letters are 'normal' (an ordinary overdue invoice from a business), kinds
 * first_demand 1 and reminder 2. Open choice: the solicitors write on the company's behalf and ask to be paid into
 * their client account, so, as the README does for collectors, the creditor is the firm that wrote and asks to be
 * paid, 'debt_collection' (a third party collecting another's debt), kind letter_of_claim, stage 3.
 */
const glazingCancellation: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Windows & Doors', 'Home Improvements', 'Glazing', 'Window Company', 'Windows']);
  const stage = pick(r, [1, 2, 3] as const);
  // The order.
  const items: string[] = [];
  const used: string[] = [];
  let list = 0;
  const nItems = r.int(1, 3);
  while (items.length < nItems) {
    const [it, each] = pick(r, GLAZING);
    if (used.includes(it)) continue;
    used.push(it);
    const n = /windows$/.test(it) ? r.int(2, 8) : 1;
    items.push(n > 1 ? `${n} x ${it}` : /^(a|new) /.test(it) ? it : `1 x ${it}`);
    list += n * each;
  }
  // The contract price: the list price less the "today only" discount, rounded as salesmen quote it.
  const price = round2(Math.round((list * pick(r, [0.8, 0.85, 0.9, 1])) / 5) * 5 - pick(r, [0, 0, 5, 10]));
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(24, 35) : r.int(60, 95)));
  const cancelled = addDays(invDate, -r.int(5, 12));
  const orderDate = addDays(cancelled, -r.int(17, 42));
  const periodEnd = addDays(orderDate, 14);
  const survey = addDays(orderDate, r.int(3, 10));
  const remDate = addDays(invDate, r.int(18, 28));
  const model = pick(r, ['profit', 'profit', 'costs'] as const);
  const pct = pick(r, [15, 20, 25, 30]);
  const surveyFee = pick(r, [150, 175, 195, 250]);
  const chargeLines: [string, string][] =
    model === 'profit'
      ? [
          [
            `Loss of profit: ${pct}% of the contract price of ${fmtMoney(price)}`,
            fmtMoney(round2((price * pct) / 100)),
          ],
          ['Technical survey', fmtMoney(surveyFee)],
        ]
      : [
          ['Technical survey and measurement', fmtMoney(surveyFee)],
          ['Design, planning and order processing', fmtMoney(pick(r, [95, 120, 150]))],
          ['Made-to-measure frames ordered (non-returnable)', fmtMoney(r.money(price * 0.12, price * 0.32))],
        ];
  const charges = round2(chargeLines.reduce((a, [, v]) => a + Number(v.replace(/[£,]/g, '')), 0));
  const financed = r.chance(0.3);
  const deposit = financed
    ? 0
    : Math.min(round2(price * pick(r, [0.05, 0.1])), Math.floor(charges * 0.6), 1000);
  const balance = round2(charges - deposit);
  const finCo = `${pick(r, ['Greystone', 'Larkspur', 'Halden', 'Redmarsh'])} Consumer Finance Ltd`;
  const finRef = `FA${r.digits(8)}`;
  // References.
  const useInvoice = r.chance(0.65);
  const invNo = pick(r, [
    `CAN-${r.digits(5)}`,
    r.digits(6),
    `INV ${r.digits(5)}`,
    `C${oOrI(r)}${r.digits(5)}`,
  ]);
  const contractNo = pick(r, [
    `ORD${r.digits(6)}`,
    `${r.letters(2, 'WDG')}-${r.digits(5)}`,
    `${r.digits(4)}/${r.digits(2)}`,
  ]);
  const surveyRef = `SV${r.digits(5)}`;
  const coRef = useInvoice ? invNo : contractNo;
  const coRefName = useInvoice ? 'invoice number' : 'contract number';
  const tel = phone(r);
  const card = `card ending ${r.digits(4)}`;
  const orderText =
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items[0];
  const footerCo = [
    `${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}. FENSA registered installer no. ${r.digits(5)}.`,
  ];

  if (stage === 3) {
    const p1 = person(r);
    let p2 = person(r);
    while (p2.last === p1.last) p2 = person(r);
    const firm = pick(r, [
      `${p1.last} ${p2.last} Solicitors LLP`,
      `${p1.last} & Co Solicitors`,
      `${p1.last} ${p2.last} LLP`,
    ]);
    const ref = pick(r, [
      `${p1.first[0]}${p2.last[0]}/${r.digits(5)}/${r.digits(3)}`,
      `DR${r.digits(6)}`,
      `${r.letters(3, 'KLM')}.${r.digits(4)}.${r.digits(2)}`,
    ]);
    const interest = r.chance(0.5) ? round2(balance * 0.08 * (r.int(40, 90) / 365)) : 0;
    const total = round2(balance + interest);
    const daily = round2((balance * 0.08) / 365);
    const pay = addDays(c.date, 30);
    const courtFee =
      balance <= 300 ? 35 : balance <= 500 ? 50 : balance <= 1000 ? 70 : balance <= 1500 ? 80 : 115;
    const body: Block[] = [
      dear(c),
      { h: `Our client: ${co.name}` },
      ...(interest || r.chance(0.4) ? [] : [{ h: `Cancelled order - ${coRefName} ${coRef}` }]),
      {
        p: `We act for ${co.name}. On ${D(c, orderDate)} you signed a contract with our client for the supply and installation of ${orderText} at a price of ${fmtMoney(price)}. The 14-day cancellation period under the Consumer Contracts Regulations ended on ${D(c, periodEnd)}. Our client carried out its technical survey on ${D(c, survey)}, and you cancelled the order on ${D(c, cancelled)}, after that period had ended.`,
      },
      {
        p: `Under clause ${pick(r, ['8.3', '9.2', '11.1', '14'])} of the contract, which you signed, a customer who cancels after the cancellation period must pay our client's reasonable losses. Our client invoiced you on ${D(c, invDate)} and wrote again on ${D(c, remDate)}, but the invoice has not been paid.`,
      },
      {
        grid: [
          ...chargeLines.map(([a, b]) => [a, b]),
          ...(deposit ? [['Less deposit paid', `-${fmtMoney(deposit)}`]] : []),
          ...(interest
            ? [
                ['Balance of invoice', fmtMoney(balance)],
                ['Contractual interest at 8% a year to date', fmtMoney(interest)],
              ]
            : []),
          [pick(r, ['Total now due', 'Amount claimed', 'Sum due to our client']), fmtMoney(total)],
        ],
        widths: [0.74, 0.26],
      },
      {
        p: `Unless, within 30 days of the date of this letter, you pay ${fmtMoney(total)} or return the enclosed Reply Form, our client intends to issue a claim in the County Court without further notice. It would also claim interest${interest ? ' continuing' : ''} at ${fmtMoney(daily)} a day, the court fee (currently ${fmtMoney(courtFee)}) and fixed legal costs.`,
      },
      {
        p: `Payment should be made to ${firm} client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}, or by card on ${phone(r)}. If you dispute the debt, say why on the Reply Form.`,
      },
      {
        small: `Enclosed, as the Pre-Action Protocol for Debt Claims requires: Information Sheet, Reply Form and Financial Statement. Consider taking independent debt advice; if you tell us you are doing so, our client will wait a further 30 days.`,
      },
    ];
    const formal = r.chance(0.5);
    const firmSub = [
      officeAddress(r),
      `Tel ${phone(r)}  DX ${r.int(10000, 99999)} ${place(r)}`,
      `recoveries@${host(firm)}`,
    ];
    const spec: Spec = formal
      ? {
          face: c.face,
          top: ['PRIVATE AND CONFIDENTIAL'],
          head: [firm],
          sub: firmSub,
          headAlign: 'center',
          recipient: [fullName(c.who), ...c.addr],
          panel: [
            ['Our ref', ref],
            ['Client ref', coRef],
            ['Date', D(c, c.date)],
          ],
          panelBoxed: r.chance(0.5),
          title: pick(r, ['LETTER BEFORE CLAIM', 'LETTER OF CLAIM']),
          titleStyle: 'boxed',
          body,
          closing: 'Yours faithfully',
          sign: [firm],
          footer: [
            `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of members is open to inspection at our registered office.`,
          ],
        }
      : {
          face: c.face,
          head: [firm],
          logoMark: pick(r, ['shield', 'rings'] as const),
          sub: firmSub,
          headAlign: 'left',
          recipient: [fullName(c.who), ...c.addr],
          panel: [],
          refGrid: [
            ['Our reference', ref],
            ['Client reference', coRef],
            ['Date', D(c, c.date)],
          ],
          title: pick(r, ['Letter before claim', 'Letter of claim - debt']),
          titleStyle: 'rule',
          body,
          closing: 'Yours faithfully',
          sign: [
            ...signatory(r, ['Solicitor', 'Associate Solicitor', 'Head of Debt Recovery']),
            `for ${firm}`,
          ],
          footer: [
            `Authorised and regulated by the Solicitors Regulation Authority, SRA number ${r.digits(6)}.${firm.endsWith('LLP') ? ` ${firm} is a limited liability partnership registered in England and Wales no. OC${r.digits(6)}.` : ` ${firm} is the trading name of ${p1.first} ${p1.last}, solicitor.`}`,
          ],
        };
    return { spec, truth: truth(firm, total, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const payDays = stage === 1 ? 14 : 7;
  const pay = addDays(c.date, payDays);
  const byDate = r.chance(0.5);
  const payText = byDate ? `by ${D(c, pay)}` : `within ${payDays} days`;
  const settle = stage === 2 && r.chance(0.4) ? round2(Math.round(balance * 0.75)) : 0;
  const settleBy = addDays(c.date, 21);
  const dispute = stage === 2 && r.chance(0.5);
  const dueLabel =
    stage === 1
      ? pick(r, ['Balance due', 'Amount payable', 'Total due'])
      : pick(r, ['Balance overdue', 'Amount outstanding', 'Balance now due']);
  const facts = `On ${D(c, orderDate)} you placed an order with us for ${orderText} (contract ${contractNo}, price ${fmtMoney(price)}). You cancelled it on ${D(c, cancelled)}. Your 14-day cancellation period ended on ${D(c, periodEnd)}, and by then our surveyor had measured your home (survey ${surveyRef}, ${D(c, survey)})${model === 'costs' ? ' and your frames had been ordered from the factory' : ''}.`;
  const why = `As your contract says, if you cancel after the cancellation period you must pay the losses we have suffered. ${model === 'profit' ? `We charge a fixed ${pct}% of the contract price as our loss of profit, a fair estimate of what we lose, and the cost of the survey.` : 'We charge only the costs we have actually incurred on your order.'}${deposit ? ` We have taken off the deposit of ${fmtMoney(deposit)} you paid by ${card}.` : ''}`;
  const finLine = financed
    ? `Your application to ${finCo} (application ${finRef}) for finance on this order has been withdrawn, and you owe ${finCo} nothing.`
    : '';
  const paras: Block[] =
    stage === 1
      ? [{ p: `${facts} ${why}` }]
      : [
          {
            p: `We wrote to you on ${D(c, invDate)} enclosing our ${useInvoice ? `invoice ${invNo}` : 'statement of cancellation charges'} for ${fmtMoney(balance)}, payable within 14 days. We have not received payment.${dispute ? ` When you called us on ${D(c, addDays(invDate, r.int(4, 12)))}, you said that you did not think you should have to pay because no work had started. The cancellation period had ended on ${D(c, periodEnd)}, and the charge is set out in the contract you signed, so it remains payable.` : ''}`,
          },
        ];
  const payPara: Block = {
    p: `Please pay ${fmtMoney(balance)} ${payText}, quoting your ${coRefName} ${coRef}, by card on ${tel} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.${stage === 2 ? ' If we do not hear from you, we will pass the matter to our solicitors, which may add to what you have to pay.' : ''}`,
  };
  const settleBlock: Block[] = settle
    ? [
        {
          p: `To close the matter, we will accept ${fmtMoney(settle)} in full and final settlement if it reaches us by ${D(c, settleBy)}. After that date the full balance applies.`,
        },
      ]
    : [];
  const small: Block = {
    small: `Cancellation charges are compensation, not payment for goods or services, so no VAT is charged on them.${finLine ? ` ${finLine}` : ''} If you are unhappy with how we have dealt with your cancellation, you can use our complaints procedure.`,
  };
  const title =
    stage === 1
      ? useInvoice
        ? pick(r, ['INVOICE - CANCELLATION CHARGES', 'Invoice: cancelled order'])
        : pick(r, ['Statement of cancellation charges', 'Your cancelled order'])
      : pick(r, ['Reminder - cancellation charges unpaid', 'PAYMENT REMINDER', 'Your account is overdue']);
  const layout = pick(r, ['invoice', 'letter'] as const);
  const boxTotal = r.chance(0.5);
  const panelRefs: [string, string][] = useInvoice
    ? [
        ['Invoice no.', invNo],
        ['Contract no.', contractNo],
      ]
    : [
        ['Contract no.', contractNo],
        ['Survey ref', surveyRef],
      ];
  const spec: Spec =
    layout === 'invoice'
      ? {
          face: c.face,
          head: co.head,
          logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
          sub: [officeAddress(r), `${tel}  ${web(co.name)}`],
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: [fullName(c.who), ...c.addr],
          panel: [...panelRefs, ['Date', D(c, c.date)]],
          panelBoxed: r.chance(0.6),
          panelStacked: r.chance(0.3),
          title,
          titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
          body: [
            dear(c),
            ...paras,
            {
              grid: [
                ...chargeLines.map(([a, b]) => [a, b]),
                ...(deposit ? [['Less deposit paid', `-${fmtMoney(deposit)}`]] : []),
                ...(boxTotal ? [] : [[dueLabel, fmtMoney(balance)]]),
              ],
              header: ['Cancellation charges', 'Amount'],
              widths: [0.74, 0.26],
              boldLast: !boxTotal,
            },
            ...(boxTotal ? [{ amountBox: [dueLabel, fmtMoney(balance)] as [string, string] }] : []),
            payPara,
            ...settleBlock,
            small,
          ],
          closing: 'Yours sincerely',
          sign: [
            ...signatory(r, ['Customer Accounts', 'Credit Controller', 'Sales Office Manager']),
            co.name,
          ],
          footer: footerCo,
        }
      : {
          face: c.face,
          head: co.head,
          logo: r.chance(0.4),
          sub: [
            pick(r, ['Customer Accounts', 'Orders & Installations']),
            officeAddress(r),
            `Telephone ${tel}`,
          ],
          headAlign: pick(r, ['center', 'left', 'right'] as const),
          recipient: [fullName(c.who), ...c.addr],
          owe: { label: dueLabel, amount: fmtMoney(balance), note: `Quote ${coRefName} ${coRef}` },
          panel: [
            [useInvoice ? 'Invoice' : 'Contract', coRef],
            ['Date', D(c, c.date)],
          ],
          title,
          titleStyle: pick(r, ['plain', 'banner', 'rule'] as const),
          body: [
            dear(c),
            ...(stage === 1
              ? [{ cols: [facts, why] as [string, string] }]
              : [...paras, { cols: [facts, why] as [string, string] }]),
            {
              table: [
                ...chargeLines,
                ...(deposit ? ([['Less deposit paid', `-${fmtMoney(deposit)}`]] as [string, string][]) : []),
                [dueLabel, fmtMoney(balance)],
              ],
            },
            payPara,
            ...settleBlock,
            small,
          ],
          closing: pick(r, ['Yours sincerely', 'Kind regards']),
          sign: [...signatory(r, ['Customer Accounts Manager', 'Credit Controller']), co.name],
          footer: footerCo,
        };
  return {
    spec,
    truth: truth(co.name, balance, coRef, 'normal', stage, stage === 1 ? 'first_demand' : 'reminder', c, pay),
  };
};

export const FRESH18C_FAMILIES: Family[] = [
  {
    id: 'W199',
    name: 'Energy supplier to the occupier under a deemed contract (bill, reminder, final notice)',
    group: 'utility',
    make: occupierDeemed,
  },
  {
    id: 'W200',
    name: 'Tool hire shop charges for kit returned late, damaged or not returned (or its recovery partner)',
    group: 'business',
    make: toolHire,
  },
  {
    id: 'W201',
    name: 'Double glazing cancellation charges (invoice, reminder, solicitors letter before claim)',
    group: 'business',
    make: glazingCancellation,
  },
];
