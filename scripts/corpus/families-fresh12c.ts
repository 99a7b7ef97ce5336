/**
 * The eleventh fresh held-out set, part c (W145–W147): kinds of letter the corpus does not have yet — a marina's
 * letter about unpaid berthing (mooring) fees for a boat, with a statement (a first or second reminder, or a final
 * notice that the marina is exercising its lien over the vessel and will sell her), a holiday park operator's demand
 * for a privately owned static caravan's unpaid annual pitch fees and recharged utilities under a holiday-home licence
 * agreement (a first demand, or a final notice threatening termination of the licence and removal of the caravan),
 * and an energy supplier's catch-up bill after actual meter readings replaced estimates (the first bill, with the
 * 12-month back-billing rule applied, or an overdue reminder about it). Written by a writer who had not read the
 * extractor; scored once. Every face is drawn per letter, and each family picks one of two or three layouts per
 * letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtDate, fmtMoney, phone, place, postcode, sortCode, stem, web } from './vocab';
import {
  ALL_FACES,
  company,
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

/** "March 2025" for the month a date falls in. */
const monthOf = (d: Date) => fmtDate(d, 1).split(' ').slice(1).join(' ');
/** The first day of the month n months after the month of d (n may be negative). */
const monthStart = (d: Date, n = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
/** The same day n months later (clamped to the 28th, which every generated date is). */
const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), 28)));

// ------------------------------------------------------------------------------------------------------------
// W145 Marina: unpaid berthing fees, reminder or notice of lien and intended sale
// ------------------------------------------------------------------------------------------------------------

const VESSELS = [
  'Sea Wren',
  'Halcyon',
  'Morning Tern',
  'Blue Heron II',
  'Kittiwake',
  'Saltmarsh Lady',
  'Nimbus',
  'Second Wind',
  'Curlew',
  'Pippa Jane',
  'Moonraker',
  'Tide Runner',
];

/**
 * A marina's letter to a berth holder about unpaid berthing (mooring) fees for a boat, with a statement of the berth
 * holder's account: annual berthing licence (length overall × rate per metre) or monthly berthing, metered shore
 * power, sometimes a lift-out or a fuel account, payments, a late payment charge. Three variants:
 * - a first reminder that only refers to the invoices (and, sometimes, a card payment that was declined): stage 1,
 *   kind reminder (README: a first reminder is stage 1; mentioning the original invoice does not make it a follow-up);
 * - a second reminder that refers to the marina's earlier letter: stage 2, kind reminder;
 * - a final notice that the marina is exercising its lien over the vessel and will sell her if the balance is not paid
 *   within 14 or 28 days: stage 3, kind final_demand (it also mentions the earlier reminders; README: a final letter
 *   stays 3).
 * Amount = the balance outstanding in the statement (charges − payments + late charge/lien fee). Not it: the annual
 *   or monthly berthing line on its own, the daily berthing rate that keeps accruing, the estimated costs of lifting
 *   and sale, next year's renewal fee. Reference = the berth holder's account number the letter says to quote; the
 *   berth number, Small Ships Register number, hull identification number, invoice numbers and masked card are not.
 * Open choice: the marina is often trading under a place name while the legal entity is a marina company; the
 *   creditor is the company that signs ("for and on behalf of …") and whose registration is in the footer. An
 *   ordinary overdue bill from a business: 'normal'. Three layouts: a letter with a panel, a notice with a dark
 *   letterhead band and a row of reference cells, and a letter with an amount box and two columns.
 */
const marinaBerthing: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const variant = pick(r, ['first', 'second', 'final', 'final'] as const);
  const final = variant === 'final';
  const p = place(r);
  const kindName = pick(r, ['Marina', 'Quay Marina', 'Harbour Marina', 'Yacht Haven']);
  const marina = `${p} ${kindName}`;
  const groupCo = r.chance(0.45);
  const legal = groupCo
    ? `${stem(r)} ${pick(r, ['Marinas', 'Marine Estates', 'Harbours'])} ${pick(r, ['Ltd', 'Limited'])}`
    : `${marina} ${pick(r, ['Ltd', 'Limited'])}`;
  const layout = r.int(0, 2);
  const head = groupCo
    ? r.chance(0.5)
      ? [p, kindName]
      : [marina]
    : r.chance(0.5)
      ? [legal]
      : [r.chance(0.4) ? marina.toUpperCase() : marina];
  const ref = pick(r, [
    `BH${r.digits(5)}`,
    `${p.slice(0, 2).toUpperCase()}M-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `C${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(3)} ${r.digits(4)}`,
  ]);
  const refLabel = pick(r, ['Berth holder no.', 'Customer account', 'Account ref', 'Our ref']);
  const vessel = pick(r, VESSELS);
  const type = pick(r, ['sailing yacht', 'motor cruiser', 'motor sailer', 'sports boat']);
  const loa = r.int(62, 146) / 10;
  const berth = `${pick(r, ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'K'])}${r.int(1, 48)}`;
  const pontoon = `Pontoon ${berth[0]}, berth ${berth.slice(1)}`;
  const ssr = `SSR ${r.digits(6)}`;
  const hin = `GB-${r.letters(3)}${r.digits(5)}${r.letters(1)}${r.digits(3)}`;
  const inv = () => `INV ${r.digits(6)}`;
  const monthly = r.chance(0.45);
  const rows: string[][] = [];
  let charges = 0;
  let firstDue: Date;
  const dayRate = round2(loa * pick(r, [2.4, 2.85, 3.1, 3.6]));
  let renewal = 0;
  if (monthly) {
    const n = final ? r.int(3, 4) : variant === 'second' ? r.int(2, 3) : r.int(1, 2);
    const perM = round2(loa * pick(r, [28.5, 33, 36.75, 41.2, 46]));
    firstDue = monthStart(c.date, -n + (final ? 0 : 1));
    for (let i = 0; i < n; i++) {
      const m = monthStart(firstDue, i);
      rows.push([`Berthing ${monthOf(m)}, ${loa.toFixed(1)} m`, D(c, m), fmtMoney(perM), '']);
      charges += perM;
    }
  } else {
    firstDue = addDays(
      c.date,
      final ? -r.int(120, 190) : variant === 'second' ? -r.int(55, 80) : -r.int(32, 48),
    );
    const rate = pick(r, [318, 356, 389.5, 412, 447, 496]);
    const annual = round2(loa * rate);
    renewal = round2(annual * pick(r, [1.04, 1.05, 1.06]));
    rows.push([`${inv()} berthing ${loa.toFixed(1)} m @ £${rate}/m`, D(c, firstDue), fmtMoney(annual), '']);
    charges += annual;
  }
  const units = r.int(60, 780);
  const unitRate = pick(r, [0.32, 0.35, 0.38, 0.41]);
  const power = round2(units * unitRate);
  const powerDate = addDays(firstDue, r.int(10, 25));
  rows.push([
    `${inv()} shore power ${units} units @ ${Math.round(unitRate * 100)}p`,
    D(c, powerDate),
    fmtMoney(power),
    '',
  ]);
  charges += power;
  const extraKind = final && monthly ? 0 : r.int(0, 2);
  if (extraKind === 1) {
    const lift = r.money(165, 420);
    rows.push([`${inv()} lift-out and relaunch`, D(c, addDays(powerDate, 3)), fmtMoney(lift), '']);
    charges += lift;
  } else if (extraKind === 2) {
    const litres = r.int(40, 260);
    const fuel = round2(litres * pick(r, [1.42, 1.55, 1.61]));
    rows.push([`${inv()} diesel, ${litres} litres`, D(c, addDays(powerDate, 5)), fmtMoney(fuel), '']);
    charges += fuel;
  }
  const paid = !monthly && r.chance(0.45) ? round2(Math.floor(charges * pick(r, [0.2, 0.25, 0.4]))) : 0;
  if (paid)
    rows.push([
      'Payment received - thank you',
      D(c, addDays(firstDue, r.int(8, 20))),
      '',
      `-${fmtMoney(paid)}`,
    ]);
  const late = variant === 'first' ? 0 : pick(r, [25, 35, 40, 50]);
  if (late) rows.push(['Late payment charge', D(c, addDays(c.date, -r.int(10, 20))), fmtMoney(late), '']);
  const lienFee = final && r.chance(0.6) ? pick(r, [60, 75, 95, 120]) : 0;
  if (lienFee) rows.push(['Lien notice administration fee', D(c, c.date), fmtMoney(lienFee), '']);
  const total = round2(charges - paid + late + lienFee);
  rows.push(['Balance outstanding', '', fmtMoney(total), '']);

  const rem1 = addDays(c.date, -r.int(40, 60));
  const rem2 = addDays(rem1, r.int(14, 21));
  const days = final ? pick(r, [14, 28]) : 14;
  const pay = addDays(c.date, days);
  const card = `${pick(r, ['Visa', 'Mastercard'])} ending ${r.digits(4)}`;
  const saleCost = round2(r.int(9, 24) * 50 + loa * 40);
  const clause = r.int(9, 21);
  const tel = phone(r);

  const statement: Block = {
    grid: rows,
    header: ['Berth holder account statement', 'Date', 'Charges', 'Credits'],
    widths: [0.43, 0.23, 0.17, 0.17],
  };
  const vesselKv: Block = {
    kv: [
      ...(final
        ? []
        : ([
            ['Vessel:', `${vessel} (${type}, LOA ${loa.toFixed(1)} m)`],
            ['Berth:', pontoon],
          ] as [string, string][])),
      ['Registration:', `${ssr}   HIN ${hin}`],
    ],
  };
  const howToPay: Block = {
    p: `You can pay at the marina office, by card on ${tel}, or by bank transfer to ${legal}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${ref}.`,
  };
  const intro: Block[] =
    variant === 'first'
      ? [
          {
            p: `Our records show that the ${monthly ? 'monthly berthing charges' : 'invoices'} listed below for ${vessel}, berthed at ${pontoon}, ${monthly ? 'remain unpaid' : 'were due for payment within 30 days but remain unpaid'}.${monthly ? ` We tried to take payment from the card we hold for you (${card}), but it was declined.` : ''} Please pay the balance outstanding of ${fmtMoney(total)} within 14 days, by ${D(c, pay)}.`,
          },
        ]
      : variant === 'second'
        ? [
            {
              p: `We wrote to you on ${D(c, rem1)} about the overdue berthing charges for ${vessel} at ${pontoon}, but we have not received payment or heard from you. As set out in our Terms and Conditions for Berth Holders, a late payment charge has now been added to your account.`,
            },
            {
              p: `Please pay the balance outstanding of ${fmtMoney(total)} by ${D(c, pay)}. If your circumstances have changed, please speak to the marina office; we may be able to agree monthly payments.`,
            },
          ]
        : [
            {
              p: `We wrote to you on ${D(c, rem1)} and again on ${D(c, rem2)} about the unpaid charges on your berth holder account for ${vessel}, berthed at ${pontoon}. The balance has still not been paid.`,
            },
            {
              p: `Under clause ${clause} of your Berthing Agreement and our lien at common law, we are now exercising a lien over the vessel, her equipment and tender. She will be held at the marina and may not leave her berth until the balance outstanding has been paid in full.`,
            },
            {
              boxed: [
                `If the balance outstanding of ${fmtMoney(total)} is not paid within ${days} days of the date of this notice, that is by ${D(c, pay)}, we intend to sell the vessel, by private treaty or at auction, in accordance with the Agreement and the Torts (Interference with Goods) Act 1977.`,
              ],
            },
            {
              p: `The proceeds will be applied first to the costs of sale (estimated at ${fmtMoney(saleCost)}) and then to the sum owed; any surplus will be paid to you. Berthing continues to be charged at ${fmtMoney(dayRate)} a day until the vessel is released or sold.`,
            },
          ];
  const title =
    variant === 'first'
      ? pick(r, [
          'Payment reminder - berthing account',
          'Reminder: berthing charges overdue',
          'Overdue account',
        ])
      : variant === 'second'
        ? pick(r, ['Second reminder', 'SECOND REMINDER - BERTHING FEES', 'Berthing fees: second reminder'])
        : pick(r, [
            'FINAL NOTICE - LIEN AND INTENDED SALE OF VESSEL',
            `Notice of lien over the vessel "${vessel}"`,
            'Final notice: lien and intended sale',
          ]);
  const sign = [
    ...signatory(r, ['Marina Manager', 'Berthing Manager', 'Accounts Manager', 'Harbour Master']),
    ...(head.join(' ') === legal ? [marina] : [`for and on behalf of ${legal}`]),
  ];
  const sub = [
    groupCo
      ? `A ${legal.replace(/ (Ltd|Limited)$/, '')} marina`
      : pick(r, ['Marina Office', 'Berthing & Accounts']),
    `${kindName === 'Yacht Haven' ? 'The Haven' : 'The Quay'}, ${p}, ${postcode(r)}`,
    `${tel}  ${pick(r, ['VHF channel 80', 'VHF ch. 37 (M)'])}  accounts@${host(marina)}`,
  ];
  const footer = [`${regLine(legal, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];
  const renewalNote: Block[] = renewal
    ? [
        {
          small: `Your berthing agreement renews on ${D(c, addMonths(firstDue, 12))}; the renewal fee for a vessel of ${loa.toFixed(1)} m will be ${fmtMoney(renewal)}. We cannot renew the agreement while any balance is outstanding.`,
        },
      ]
    : [];
  const privacy: Block = {
    small: final
      ? 'Moving the vessel while a lien is being exercised is a breach of the Agreement. If you dispute the sum due, write to us at once giving your reasons.'
      : 'If you have already paid, thank you, and please ignore this letter. Payments made in the last three working days may not be shown.',
  };

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Berth', berth],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: final ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [dear(c), ...intro, statement, howToPay, ...(final ? [] : renewalNote), privacy],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: head.map((h) => h.toUpperCase()),
      headBand: true,
      logoMark: 'rings',
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      top: final ? ['BY RECORDED DELIVERY AND FIRST CLASS POST'] : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        ['Vessel', vessel],
        ['Berth', berth],
        ['Date of notice', D(c, c.date)],
      ],
      title,
      titleStyle: final ? 'banner' : 'boxed',
      body: [vesselKv, ...intro, statement, howToPay, ...(final ? [] : [privacy])],
      closing: final ? undefined : 'Kind regards',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: final ? 'Balance outstanding' : 'Amount overdue',
        amount: fmtMoney(total),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [
        [refLabel, ref],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        ...intro,
        statement,
        final
          ? howToPay
          : {
              cols: [
                `Your vessel: ${vessel}, ${type}, LOA ${loa.toFixed(1)} m, ${ssr}, at ${pontoon}.`,
                `How to pay: at the marina office, by card on ${tel}, or online at ${web(marina)}, quoting ${ref}.`,
              ],
            },
        ...(final ? [] : renewalNote),
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  const stage = variant === 'first' ? 1 : variant === 'second' ? 2 : 3;
  return {
    spec,
    truth: truth(legal, total, ref, 'normal', stage, final ? 'final_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W146 Holiday park: unpaid annual pitch fees for a privately owned static caravan
// ------------------------------------------------------------------------------------------------------------

/**
 * A holiday park operator's demand to the owner of a privately owned static caravan (a "holiday home") for the
 * season's unpaid pitch fees under the holiday-home licence agreement, with the utilities the park recharges (metered
 * electricity for last season, water and sewerage, sometimes piped gas and a business rates contribution), less any
 * payment or the Direct Debit instalments received before the plan failed. Two variants:
 * - a first demand after the due date: stage 1, kind first_demand;
 * - a final notice that refers to the park's earlier letters and says the licence will be terminated and the caravan
 *   must be removed from the park (or the park will remove, store and may sell it) if not paid by a date: stage 3, kind
 *   final_demand.
 * Amount = the balance now due (charges − payments + the late payment fee on the final notice). When an instalment
 *   plan has failed the licence makes the whole remaining balance due, so that is the demand; the monthly instalment is
 *   not it. Nor are next season's pitch fee, the estimated removal costs, the weekly storage charge or a single line.
 * Reference = the owner account number the letter says to quote; the pitch, the licence agreement number, the
 *   caravan's serial number, the electricity meter number and the park's site licence number are not.
 * Open choice: the kind is final_demand rather than termination_notice, because the licence has not been terminated
 *   yet — the notice says it will be unless the balance is paid. The park's name heads the page; the creditor is the
 *   operating company that signs ("for and on behalf of …") and is registered in the footer (when the company is the
 *   park's own name with "Ltd", that is the same name). An ordinary overdue bill from a business: 'normal'. Three
 *   layouts: a letter with a reference panel, a statement with a row of reference cells, a holiday-home panel and an
 *   amount band, and a letter with an amount box and a tear-off payment slip.
 */
const caravanPitchFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const final = r.chance(0.5);
  const layout = r.int(0, 2);
  const p = place(r);
  const parkKind = pick(r, [
    'Holiday Park',
    'Leisure Park',
    'Country Park',
    'Holiday Village',
    'Caravan Park',
  ]);
  const park = `${p} ${parkKind}`;
  const groupCo = r.chance(0.5);
  const op = groupCo
    ? `${stem(r)} ${pick(r, ['Leisure Parks', 'Holiday Parks', 'Park Resorts', 'Leisure'])} ${pick(r, ['Ltd', 'Limited'])}`
    : `${park} ${pick(r, ['Ltd', 'Limited'])}`;
  const head = !groupCo && r.chance(0.35) ? [op] : r.chance(0.4) ? [p, parkKind] : [park];
  const acc = pick(r, [
    `HH${r.digits(5)}`,
    `${p.slice(0, 1)}${parkKind.slice(0, 1)}${r.digits(4)}`,
    `OA-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(2)}/${r.digits(4)}`,
  ]);
  const accLabel = pick(r, ['Owner account', 'Holiday home owner no.', 'Customer no.', 'Account no.']);
  const mode = pick(r, ['none', 'part', 'plan'] as const);
  const k = r.int(2, 4);
  const failed = addDays(c.date, final ? -r.int(62, 80) : -r.int(10, 21));
  const due =
    mode === 'plan' ? addMonths(failed, -k) : addDays(c.date, final ? -r.int(95, 150) : -r.int(18, 40));
  const season = due.getUTCMonth() >= 6 ? due.getUTCFullYear() + 1 : due.getUTCFullYear();
  const licNo = `LA${season - r.int(1, 7)}-${r.digits(4)}`;
  const pitch = `${pick(r, ['Birch', 'Heron', 'Dune', 'Meadow', 'Cliff', 'Orchard', 'Lakeside'])} ${r.int(1, 96)}`;
  const make = pick(r, ['Seacrest', 'Dunmore', 'Harbourline', 'Westbay', 'Kingfisher']);
  const model = `${make} ${pick(r, ['Lodge', 'Classic', 'Elite', 'Haven'])} ${pick(r, ['35 x 12', '38 x 12', '40 x 13', '36 x 12'])}`;
  const built = season - r.int(3, 16);
  const serial = `${make.slice(0, 2).toUpperCase()}${String(built).slice(2)}${r.digits(6)}`;
  const meter = `E${r.digits(7)}`;

  const pitchFee = r.money(3150, 7400);
  const rows: string[][] = [[`Pitch fee ${season} season (${pitch})`, D(c, due), fmtMoney(pitchFee)]];
  let charges = pitchFee;
  if (r.chance(0.5)) {
    const rates = r.money(160, 540);
    rows.push([`Business rates contribution ${season}`, D(c, due), fmtMoney(rates)]);
    charges += rates;
  }
  const water = r.money(120, 295);
  rows.push([`Water and sewerage ${season}`, D(c, due), fmtMoney(water)]);
  charges += water;
  const prev = r.int(4000, 38000);
  const units = r.int(700, 3300);
  const uRate = pick(r, [0.29, 0.31, 0.335, 0.36]);
  const elec = round2(units * uRate);
  rows.push([
    `Electricity ${season - 1}: ${units} units @ ${+(uRate * 100).toFixed(1)}p`,
    D(c, due),
    fmtMoney(elec),
  ]);
  charges += elec;
  if (r.chance(0.35)) {
    const gas = r.money(90, 420);
    rows.push([`Piped gas recharge ${season - 1}`, D(c, due), fmtMoney(gas)]);
    charges += gas;
  }
  charges = round2(charges);
  const nInst = pick(r, [8, 10]);
  const inst = round2(charges / nInst);
  const paid =
    mode === 'part'
      ? round2(Math.floor(charges * pick(r, [0.25, 0.3, 0.5])))
      : mode === 'plan'
        ? round2(inst * k)
        : 0;
  if (mode === 'part')
    rows.push(['Payment received - thank you', D(c, addDays(due, r.int(1, 12))), `-${fmtMoney(paid)}`]);
  if (mode === 'plan')
    rows.push([`Direct Debit instalments received (${k} x ${fmtMoney(inst)})`, '', `-${fmtMoney(paid)}`]);
  const fee = final ? pick(r, [50, 75, 95, 120, 150]) : 0;
  if (fee)
    rows.push(['Late payment administration fee', D(c, addDays(c.date, -r.int(3, 12))), fmtMoney(fee)]);
  const total = round2(charges - paid + fee);
  rows.push([final ? 'Balance now due' : 'Balance due', '', fmtMoney(total)]);

  const pay = addDays(c.date, 14);
  const l1 = mode === 'plan' ? addDays(failed, r.int(10, 16)) : addDays(due, r.int(20, 30));
  const l2 = addDays(l1, r.int(21, 30));
  const next = round2(pitchFee * pick(r, [1.045, 1.06, 1.07]));
  const removal = round2(r.int(18, 36) * 50);
  const storage = pick(r, [25, 30, 35, 45]);
  const tel = phone(r);
  const cl = r.int(5, 9);

  const planLine =
    mode === 'plan'
      ? ` Your Direct Debit plan ended when the instalment of ${D(c, failed)} was returned unpaid, making the whole balance payable (clause ${cl}).`
      : '';
  const firstLine =
    mode === 'plan'
      ? `You chose to pay your pitch fees and charges for the ${season} season, under your Holiday Home Licence Agreement (no. ${licNo}), by ${nInst} monthly Direct Debit instalments of ${fmtMoney(inst)}. The instalment collected on ${D(c, failed)} was returned unpaid by your bank; as clause ${cl} of the Agreement provides, the plan has ended and the whole remaining balance is now payable.`
      : `Pitch fees and charges for the ${season} season were due on ${D(c, due)} under your Holiday Home Licence Agreement (no. ${licNo}). ${mode === 'part' ? `Thank you for your payment of ${fmtMoney(paid)}, but the rest of the account remains unpaid.` : 'We have not received payment.'}`;
  const intro: Block[] = final
    ? [
        {
          p: `We wrote to you on ${D(c, l1)} and ${D(c, l2)} about the unpaid pitch fees and charges for your holiday home on pitch ${pitch}. The balance has still not been paid.${planLine}`,
        },
        {
          boxed: [
            `If the balance now due of ${fmtMoney(total)} is not received by ${D(c, pay)}, we will terminate your Licence Agreement under clause ${cl + 6} and you must then remove your holiday home from the park within 28 days at your own cost.`,
          ],
        },
        {
          p: `If it is not removed, we may remove it and store it at ${fmtMoney(storage)} a week, then sell it and use the proceeds towards what you owe and our costs (removal by crane and haulage costs around ${fmtMoney(removal)}). Owner's passes are suspended meanwhile.`,
        },
      ]
    : [
        { p: firstLine },
        {
          p: `Please pay the balance due of ${fmtMoney(total)} within 14 days, by ${D(c, pay)}. Owner's passes for the ${season} season will be issued once the account is clear.`,
        },
      ];
  const payBlock: Block = {
    p: `Pay online at ${web(park)}, by card on ${tel}, at Reception, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your ${accLabel.toLowerCase().replace(' no.', ' number')} ${acc}.`,
  };
  const small: Block = {
    small: `Your holiday home is for holiday use only and may not be used as your only or main residence; the Mobile Homes Act 1983 does not apply to your agreement. ${final ? '' : `Pitch fees for the ${season + 1} season (${fmtMoney(next)} for your pitch) will be invoiced in the autumn. `}Electricity is recharged at cost from meter ${meter}; last season's readings were ${prev} and ${prev + units}.`,
  };
  const statement: Block = {
    grid: rows,
    header: ['Pitch fee account', 'Date', 'Amount'],
    widths: [0.56, 0.24, 0.2],
  };
  const title = final
    ? pick(r, ['FINAL NOTICE', 'Final notice - pitch fees', 'FINAL NOTICE: TERMINATION OF LICENCE'])
    : pick(r, [
        'Pitch fees now overdue',
        'Payment request - pitch fees',
        `${season} pitch fees: first demand`,
      ]);
  const sign = [
    ...signatory(r, ['Park Manager', 'Owner Services Manager', 'General Manager', 'Accounts Supervisor']),
    ...(head.join(' ') === op ? [] : [`for and on behalf of ${op}`]),
  ];
  const sub = [
    pick(r, ["Holiday Home Owners' Office", 'Owner Services', 'Park Reception & Accounts']),
    `${pick(r, ['Coast Road', 'Warren Lane', 'Dune Road', 'Lakeside Drive'])}, ${p}, ${postcode(r)}`,
    `${tel}  owners@${host(park)}`,
  ];
  const footer = [
    `${regLine(op, r)} Site licence ${r.digits(4)}/${r.letters(2)} (${place(r)} District Council).`,
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.4),
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Pitch', pitch],
        ['Licence no.', licNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: final ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
      body: [dear(c), ...intro, statement, payBlock, ...(final ? [] : [small])],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'chevron', 'bars'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [accLabel, acc],
        ['Pitch', pitch],
        ['Statement date', D(c, c.date)],
      ],
      title,
      titleStyle: final ? 'banner' : 'rule',
      body: [
        ...(final ? [] : [dear(c)]),
        {
          kv: [
            ['Holiday home:', `${model} (${built}), serial no. ${serial}`],
            ...(final ? [] : ([['Licence agreement:', licNo]] as [string, string][])),
          ],
        },
        ...intro,
        { ...statement, grid: rows.slice(0, -1), boldLast: false },
        { amountBox: [final ? 'Balance now due' : 'Balance due', fmtMoney(total)] },
        payBlock,
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      logo: true,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: final ? 'Balance now due' : 'Balance due',
        amount: fmtMoney(total),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: final ? 'boxed' : 'plain',
      body: [dear(c), ...intro, statement, payBlock],
      closing: 'Yours sincerely',
      sign,
      slip: final
        ? undefined
        : {
            title: `Pitch fee payment - ${park}`,
            rows: [
              [accLabel, acc],
              ['Amount due', fmtMoney(total)],
            ],
          },
      footer,
    };
  }
  return {
    spec,
    truth: truth(op, total, acc, 'normal', final ? 3 : 1, final ? 'final_demand' : 'first_demand', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W147 Energy supplier: catch-up (back-billing) bill after actual readings replaced estimates
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's catch-up bill: an actual meter reading showed that the customer had used more than the
 * estimated bills charged for, so the supplier bills the extra energy over the earlier periods — less any energy used
 * more than 12 months before the bill, which the back-billing rule (Standard Licence Condition 21BA) stops it charging.
 * Two variants:
 * - the catch-up bill itself (readings, the extra energy, the back-billing deduction, VAT, any credit on the account,
 *   "amount to pay" by a date): stage 1, kind first_demand. Open choice: a bill is the first request for this sum;
 *   the earlier estimated bills it corrects were paid and are not about arrears.
 * - an overdue reminder about that bill: stage 1, kind reminder, when it only refers to the bill (README: mentioning
 *   the original bill does not make a follow-up); stage 2, kind reminder, when it refers to the supplier's earlier
 *   reminder ("we wrote to you on …").
 * Amount = the amount to pay (catch-up charges incl. VAT − credit on the account) or, on the reminder, the amount
 *   overdue (that bill less any part payment). Not it: the charges before the back-billing deduction, the deduction,
 *   the VAT line, the monthly payment-plan instalment, the new Direct Debit. Reference = the account number the letter
 *   says to quote; the bill number, MPAN/MPRN and meter serial numbers are not. 'utility'. Two layouts for each variant.
 */
const catchUpBill: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const reminder = r.chance(0.5);
  const second = reminder && r.chance(0.5);
  const layout = r.int(0, 1);
  const co = company(r, ['Energy', 'Energy Supply', 'Home Energy', 'Gas & Power']);
  const acc = pick(r, [
    `${r.digits(3)} ${r.digits(4)} ${r.digits(3)}`,
    r.digits(10),
    `K${r.digits(3)}-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `A/${r.digits(8)}`,
  ]);
  const billNo = `${r.digits(3)}${r.digits(6)}`;
  const billDate = reminder ? addDays(c.date, second ? -r.int(40, 55) : -r.int(21, 30)) : c.date;
  const billDue = addDays(billDate, 14);
  const readDate = addDays(billDate, -r.int(4, 12));
  const lastActual = addDays(readDate, -r.int(290, 900));
  const days = Math.round((readDate.getTime() - lastActual.getTime()) / 86400000);
  const cutoff = addMonths(billDate, -12);
  const oldDays = Math.max(0, Math.round((cutoff.getTime() - lastActual.getTime()) / 86400000));
  const frac = oldDays / days;
  const dual = r.chance(0.55);
  const eExtra = r.int(450, 3800);
  const eRate = pick(r, [24.5, 25.73, 27.03, 28.62]);
  const eActual = r.int(8000, 72000);
  const gExtra = dual ? r.int(1400, 9200) : 0;
  const gRate = pick(r, [5.93, 6.33, 6.99]);
  const gActual = r.int(1200, 9800);
  const eFull = round2((eExtra * eRate) / 100);
  const gFull = round2((gExtra * gRate) / 100);
  const eOld = Math.round(eExtra * frac);
  const gOld = Math.round(gExtra * frac);
  const writeOff = round2((eOld * eRate + gOld * gRate) / 100);
  const net = round2(eFull + gFull - writeOff);
  const vat = round2(net * 0.05);
  const catchUp = round2(net + vat);
  const credit = r.chance(0.5) ? r.money(12, Math.min(160, catchUp * 0.3)) : 0;
  const toPay = round2(catchUp - credit);
  const part = reminder && r.chance(0.35) ? round2(Math.floor(toPay * pick(r, [0.2, 0.25, 0.5]))) : 0;
  const overdue = round2(toPay - part);
  const underMonths = Math.max(1, Math.round((days - oldDays) / 30.4));
  const planMonths = Math.max(underMonths, 6);
  const perMonth = round2((reminder ? overdue : toPay) / planMonths);
  const ddOld = pick(r, [68, 74, 85, 96, 112, 128, 145]);
  const ddNew = ddOld + pick(r, [12, 18, 25, 31, 40]);
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const mprn = r.digits(10);
  const eSerial = `${r.digits(2)}${r.letters(1, 'LPKE')}${r.digits(7)}`;
  const gSerial = `G4K${r.digits(5)}${r.letters(2)}`;
  const tel = phone(r);
  const pay = reminder ? addDays(c.date, pick(r, [7, 10, 14])) : billDue;
  const rem1 = addDays(billDue, r.int(7, 12));
  const what = dual ? 'gas and electricity' : 'electricity';

  const readings: string[][] = [
    [`Electricity ${eSerial}`, `${eActual - eExtra} E`, `${eActual} A`, `${eExtra} kWh`],
    ...(dual
      ? [[`Gas ${gSerial}`, `${Math.round(gActual - gExtra / 11.2)} E`, `${gActual} A`, `${gExtra} kWh`]]
      : []),
  ];
  const chargeRows: string[][] = [
    [`Extra electricity ${eExtra} kWh @ ${eRate}p`, fmtMoney(eFull)],
    ...(dual ? [[`Extra gas ${gExtra} kWh @ ${gRate}p`, fmtMoney(gFull)]] : []),
    ...(writeOff ? [[`Back-billing: energy used before ${D(c, cutoff)}`, `-${fmtMoney(writeOff)}`]] : []),
    ['VAT at 5%', fmtMoney(vat)],
    ['Catch-up charges', fmtMoney(catchUp)],
  ];
  const rule = writeOff
    ? `The back-billing rule means we can't charge you for energy used more than 12 months before this bill when you weren't billed correctly. ${eOld + gOld} kWh of the extra energy was used before ${D(c, cutoff)}, so we have taken ${fmtMoney(writeOff)} off - you don't have to pay it.`
    : `The back-billing rule means we can't charge you for energy used more than 12 months before this bill when you weren't billed correctly. All the extra energy on this bill was used after ${D(c, cutoff)}, so none of it falls outside the 12 months.`;
  const why = `Your bills since ${D(c, lastActual)} were based on estimated readings. The actual reading${dual ? 's' : ''} taken on ${D(c, readDate)} show${dual ? '' : 's'} you used more ${what} than we estimated, so this bill catches up on the difference.`;
  const summaryKv: Block = {
    kv: [
      ['Catch-up charges (incl. VAT):', fmtMoney(catchUp)],
      ['Credit on your account before this bill:', credit ? `-${fmtMoney(credit)}` : fmtMoney(0)],
    ],
  };
  const planText = `You can pay the ${fmtMoney(toPay)} by ${D(c, billDue)}, or spread it: we can set up a plan of ${fmtMoney(perMonth)} a month over ${planMonths} months, at least as long as the period we under-billed. Your Direct Debit for future use will also go up from ${fmtMoney(ddOld)} to ${fmtMoney(ddNew)} a month from ${D(c, addMonths(billDate, 1))}.`;
  const footer = [
    `${regLine(co.name, r)} VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const sub = [
    pick(r, ['Billing Team', 'Customer Accounts', 'Customer Service']),
    `${phone(r)}  ${web(co.name)}`,
  ];

  let spec: Spec;
  let stage: 1 | 2 = 1;
  if (!reminder && layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['bars', 'rings'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Account number', acc],
        ['Bill number', billNo],
        ['Bill date', D(c, billDate)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title: pick(r, [
        'Your catch-up bill',
        'Catch-up bill - actual meter reading',
        'Your bill: catching up after estimates',
      ]),
      titleStyle: 'rule',
      body: [
        { p: `${why} Supply number (MPAN): ${mpan}${dual ? `; gas meter point (MPRN): ${mprn}` : ''}.` },
        {
          grid: readings,
          header: ['Meter', 'Last billed (E)', 'Actual (A)', 'Not yet billed'],
          widths: [0.34, 0.22, 0.2, 0.24],
          boldLast: false,
        },
        { grid: chargeRows, header: ['What we are charging', 'Amount'], widths: [0.74, 0.26] },
        summaryKv,
        { amountBox: ['Amount to pay', fmtMoney(toPay)] },
        { p: planText },
        {
          small: `${rule} Readings: E estimated, A actual (read by us or by your smart meter). Please quote your account number when you pay.`,
        },
      ],
      sign: [],
      slip: r.chance(0.4)
        ? {
            title: `Bank giro credit - ${co.name}`,
            rows: [
              ['Account number', acc],
              ['Amount to pay', fmtMoney(toPay)],
            ],
          }
        : undefined,
      footer,
    };
  } else if (!reminder) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: 'Amount to pay', amount: fmtMoney(toPay), note: `by ${D(c, billDue)}` },
      panel: [
        ['Account no.', acc],
        ['Bill no.', billNo],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, ['Your catch-up bill', 'We have caught up on your bills']),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          cols: [`Why is this bill higher? ${why}`, `The 12-month rule. ${rule}`],
        },
        { grid: chargeRows, header: [`Catch-up to ${D(c, readDate)}`, 'Amount'], widths: [0.74, 0.26] },
        ...(credit ? [summaryKv] : []),
        { p: planText },
        {
          p: `To pay, call ${tel} or go to ${web(co.name)}, quoting account number ${acc}. If you think the reading is wrong, send us a photo of your meter within 28 days.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Best wishes']),
      sign: [...signatory(r, ['Head of Billing', 'Billing Team Manager']), co.name],
      footer,
    };
  } else {
    stage = second ? 2 : 1;
    const paraBill = `Your catch-up bill dated ${D(c, billDate)} (bill number ${billNo}) for ${fmtMoney(toPay)} was due to be paid by ${D(c, billDue)}.${part ? ` Thank you for the ${fmtMoney(part)} you have paid, but ${fmtMoney(overdue)} is still owed.` : ' We have not received payment.'}`;
    const paraSecond = second
      ? `We wrote to you on ${D(c, rem1)} to remind you about it, but we haven't heard from you.`
      : '';
    const body: Block[] = [
      dear(c),
      { p: `${paraBill}${second ? ` ${paraSecond}` : ''}` },
      {
        p: `The bill caught up on ${what} you used between ${D(c, lastActual)} and ${D(c, readDate)}, after an actual reading replaced our estimates. ${writeOff ? `Under the back-billing rule we did not charge you ${fmtMoney(writeOff)} for energy used more than 12 months before the bill.` : 'Under the back-billing rule we can only charge for energy used in the 12 months before the bill, and all of it was.'}`,
      },
      ...(layout === 1 ? [{ amountBox: ['Amount overdue', fmtMoney(overdue)] } as Block] : []),
      {
        p: `Please pay ${fmtMoney(overdue)} by ${D(c, pay)}, quoting account number ${acc}. If that's hard for you, call us on ${tel}: we can spread it over ${planMonths} months (${fmtMoney(perMonth)} a month) or longer, and free advice is available from debt charities.`,
      },
      {
        small: second
          ? `If we don't hear from you, we may pass your account to a debt collection agency, which could affect your credit rating. Your usual Direct Debit of ${fmtMoney(ddNew)} a month for ongoing use is not affected by this letter.`
          : `If you have paid in the last few days, thank you. Your usual Direct Debit of ${fmtMoney(ddNew)} a month for ongoing use is separate from this bill.`,
      },
    ];
    const title = second
      ? pick(r, ['Second reminder: catch-up bill unpaid', 'Your catch-up bill is still unpaid'])
      : pick(r, ['Your catch-up bill is overdue', 'Payment reminder', 'Reminder: catch-up bill']);
    spec =
      layout === 0
        ? {
            face: c.face,
            head: co.head,
            logoMark: pick(r, ['chevron', 'bars'] as const),
            sub,
            headAlign: pick(r, ['left', 'center'] as const),
            recipient: rcpt(c),
            panel: [
              ['Account number', acc],
              ['Amount overdue', fmtMoney(overdue)],
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.6),
            title,
            titleStyle: pick(r, ['plain', 'rule'] as const),
            body,
            closing: 'Yours sincerely',
            sign: ['Customer Accounts Team', co.name],
            footer,
          }
        : {
            face: c.face,
            head: co.head.map((h) => h.toUpperCase()),
            headBand: true,
            logoMark: 'rings',
            sub,
            headAlign: pick(r, ['left', 'right'] as const),
            recipient: rcpt(c),
            panel: [],
            refGrid: [
              ['Account number', acc],
              ['Bill date', D(c, billDate)],
              ['Supply number', mpan],
            ],
            title,
            titleStyle: 'boxed',
            body,
            closing: 'Kind regards',
            sign: [...signatory(r, ['Collections Manager', 'Customer Accounts Manager']), co.name],
            footer,
          };
  }
  return {
    spec,
    truth: truth(
      co.name,
      reminder ? overdue : toPay,
      acc,
      'utility',
      stage,
      reminder ? 'reminder' : 'first_demand',
      c,
      pay,
    ),
  };
};

export const FRESH12C_FAMILIES: Family[] = [
  {
    id: 'W145',
    name: 'Marina berthing fees, reminder or lien and sale',
    group: 'business',
    make: marinaBerthing,
  },
  { id: 'W146', name: 'Holiday park pitch fees, static caravan', group: 'business', make: caravanPitchFees },
  {
    id: 'W147',
    name: 'Energy catch-up bill after estimates (back-billing)',
    group: 'utility',
    make: catchUpBill,
  },
];
