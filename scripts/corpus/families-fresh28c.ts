/** The twenty-seventh fresh set, part c: written blind (by a writer who had not read the extractor). */
import type { Spec, Block } from './compose';
import {
  addDays,
  fmtDate,
  fmtMoney,
  MONTHS,
  officeAddress,
  phone,
  place,
  sortCode,
  stem,
  web,
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
  wholeDays,
} from './family-kit';

/** A letterhead line too long for the largest heading size, broken at the space nearest its middle. */
const fitHead = (head: string[]): string[] =>
  head.flatMap((h) => {
    if (h.length <= 30) return [h];
    const mid = h.length / 2;
    let best = -1;
    for (let i = h.indexOf(' '); i >= 0; i = h.indexOf(' ', i + 1))
      if (best < 0 || Math.abs(i - mid) < Math.abs(best - mid)) best = i;
    return best < 0 ? [h] : [h.slice(0, best), h.slice(best + 1)];
  });
const KV = (rows: string[][]): [string, string][] => rows.map(([k, v]) => [k, v] as [string, string]);

// ------------------------------------------------------------------------------------------------------------
// W289 Estate rentcharge / estate management charge
// ------------------------------------------------------------------------------------------------------------

const ESTATE_WORDS = ['Meadows', 'Park', 'Fields', 'Green', 'Rise', 'Grange', 'Chase'];
const ESTATE_HEADS: [string, number, number][] = [
  ['Grounds maintenance and grass cutting', 9000, 26000],
  ['Tree, hedge and shrub-bed works', 1800, 7400],
  ['Play area inspections and repairs', 900, 4200],
  ['Balancing pond and drainage (SuDS) maintenance', 1200, 6800],
  ['Litter picking and dog bins', 700, 3100],
  ['Public liability insurance', 600, 2400],
  ['Accountancy, audit and bank charges', 450, 1600],
  ['Management fee', 3200, 11800],
];
const OLD_YEARS = [1868, 1874, 1881, 1887, 1893, 1902, 1911, 1926, 1934, 1951];
const titleNo = (r: Parameters<Family['make']>[0]) => `${r.letters(pick(r, [2, 3]), 'QXZVJK')}${r.digits(6)}`;

/**
 * A freehold house's estate charge or rentcharge in arrears. The sender is either the management company of a new-build
 * estate's unadopted open spaces (a commercial estate manager, or the estate's own residents' management company),
 * whose estate charge is an estate rentcharge created by the transfer, or a company that owns an old perpetual yearly
 * rentcharge on the house; or, at the last step, that company's solicitors. Four letters:
 * - annual charge invoice / rentcharge demand (stage 1, first_demand): the estate budget with the house's share, any
 *   surplus credited, "Amount due"; or the unpaid years of a small rentcharge plus the cost of the demand;
 * - reminder with a late payment administration charge (stage 2, reminder: it refers to the invoice sent earlier);
 * - final notice warning of the s.121 Law of Property Act 1925 remedies (entry, a lease to a trustee) (stage 3,
 *   final_demand);
 * - the company's solicitors' letter before claim (stage 3, letter_of_claim).
 * Amount = the total the letter asks for now, with the fees it has already added; never the estate budget, a budget
 * head, the instalment, the annual rentcharge on its own, a redemption price, or a further fee or court fee that may
 * be added. Reference = the one the letter says to quote (account number, invoice number, rentcharge reference, or
 * the solicitors' "our ref"); the plot number, the Land Registry title number and the client's account reference are
 * not it.
 * Open choices: the debt type list has no rentcharge or service charge; the management company or rentcharge owner
 * is a business billing its own charge: 'normal'. The solicitors write and ask to be paid into their client account,
 * so (README on-behalf rule) they are the creditor, and their letter is a collector's letter: 'debt_collection'.
 */
const estateRentcharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const variant = pick(r, ['invoice', 'reminder', 'final', 'solicitors'] as const);
  const rc = r.chance(0.35);
  const estate = `${place(r)} ${pick(r, ESTATE_WORDS)}`;
  let owner: { name: string; head: string[] };
  if (rc) owner = company(r, ['Rentcharges', 'Ground Rents', 'Freehold Estates']);
  else if (r.chance(0.55))
    owner = company(r, ['Estate Management', 'Open Space Management', 'Greenspace Management']);
  else {
    const name = r.chance(0.5)
      ? `${estate} Management Company Limited`
      : `${estate} (Management Company) Ltd`;
    owner = { name, head: r.chance(0.5) ? [name] : [estate, name.slice(estate.length + 1)] };
  }
  const prop = `${c.addr[0]}, ${c.addr[1]}`;
  const plot = `Plot ${r.int(3, 318)}`;
  const tn = titleNo(r);
  const acc = rc
    ? pick(r, [`RC${r.digits(5)}`, `R/${r.digits(4)}/${r.letters(2)}`, `${r.digits(3)}-${r.digits(4)}`])
    : r.chance(0.5)
      ? `${r.letters(3, 'KMHEO')}${r.digits(3)}${oOrI(r)}${r.digits(2)}`
      : `${r.letters(2, 'EMK')}/${r.digits(4)}/${r.digits(3)}`;
  const inv = r.chance(0.5) ? `INV-${r.digits(6)}` : `SI${r.digits(7)}`;
  const quoteInv = !rc && variant !== 'solicitors' && r.chance(0.35);
  const ourRef = quoteInv ? inv : acc;
  const yr = c.date.getUTCFullYear();
  const period = pick(r, [`1 January to 31 December ${yr}`, `1 April ${yr} to 31 March ${yr + 1}`]);
  const chargeWord = rc ? 'rentcharge' : 'estate charge';

  // The charge itself
  let heads: string[][] = [];
  let budget = 0;
  let plots = 0;
  let share = 0;
  let surplus = 0;
  let annual = 0;
  let years = 0;
  let demandFee = 0;
  const base: string[][] = [];
  if (rc) {
    annual = pick(r, [2.1, 3.15, 4.2, 5.25, 6.3, 8.4, 10.5, 12.6]);
    years = r.int(2, 6);
    demandFee = pick(r, [0, 25, 35, 45]);
    const y0 = yr - years + 1;
    base.push([
      `Rentcharge ${y0} to ${yr} (${years} years at ${fmtMoney(annual)})`,
      fmtMoney(annual * years),
    ]);
    if (demandFee)
      base.push([
        variant === 'invoice' ? 'Cost of preparing and serving this demand' : 'Cost of the rentcharge demand',
        fmtMoney(demandFee),
      ]);
  } else {
    plots = r.int(64, 340);
    const chosen = ESTATE_HEADS.filter(() => r.chance(0.75));
    heads = (chosen.length >= 4 ? chosen : ESTATE_HEADS.slice(0, 5)).map(([k, lo, hi]) => {
      const v = r.money(lo, hi);
      budget += v;
      return [k, fmtMoney(v)];
    });
    budget = round2(budget);
    share = round2(budget / plots);
    surplus = r.chance(0.3) ? r.money(4, 22) : 0;
    base.push([`Your share: 1/${plots} of the estate budget`, fmtMoney(share)]);
    if (surplus) base.push([`Surplus from last year's accounts credited`, `-${fmtMoney(surplus)}`]);
  }
  const charge = rc ? round2(annual * years + demandFee) : round2(share - surplus);
  const fee1 = pick(r, [30, 36, 42, 48, 60]);
  const fee2 = pick(r, [60, 72, 90, 96]);
  const interest = !rc && r.chance(0.5) ? r.money(1.2, 9.8) : 0;
  const costs = pick(r, [90, 120, 150, 180]);
  const invDate = addDays(c.date, -(variant === 'reminder' ? r.int(35, 62) : r.int(95, 150)));
  const remDate = addDays(invDate, r.int(35, 45));
  const finDate = addDays(remDate, r.int(21, 35));
  const rows: string[][] = [...base];
  let total = charge;
  if (variant !== 'invoice') {
    rows.push([`Late payment administration charge (${D(c, addDays(invDate, 31))})`, fmtMoney(fee1)]);
    total += fee1;
  }
  if (variant === 'final' || variant === 'solicitors') {
    rows.push(['Final notice administration charge', fmtMoney(fee2)]);
    total += fee2;
    if (interest) {
      rows.push(['Interest on overdue sums (4% a year)', fmtMoney(interest)]);
      total += interest;
    }
  }
  if (variant === 'solicitors') {
    rows.push(['Our fixed costs of this letter', fmtMoney(costs)]);
    total += costs;
  }
  total = round2(total);
  const totalLabel = pick(
    r,
    variant === 'invoice'
      ? ['Amount due', 'Total due', 'Amount payable']
      : ['Total now due', 'Balance now due', 'Amount now due'],
  );
  rows.push([totalLabel, fmtMoney(total)]);

  const pay = addDays(c.date, variant === 'invoice' ? 30 : variant === 'solicitors' ? 30 : 14);
  const futureFee = pick(r, [60, 90, 120]);
  const redeem = round2(annual * r.int(11, 24));
  const s121 = `Section 121 of the Law of Property Act 1925 gives the owner of a rentcharge, including an estate rentcharge, remedies against the land itself. If the ${chargeWord} is unpaid for 21 days after it falls due, the owner may enter the land and take its income until the arrears and costs are paid. If it is unpaid for 40 days, the owner may grant a lease of the land to a trustee, who may raise the money owed, with costs, by mortgaging or letting that lease. A lease would be registered against your title (${tn}) at HM Land Registry and could stop you selling or remortgaging your home.`;
  const origin = rc
    ? `Your home at ${prop} is subject to a yearly rentcharge of ${fmtMoney(annual)} created by a conveyance dated ${r.int(1, 28)} ${pick(r, ['March', 'June', 'September', 'December'])} ${pick(r, OLD_YEARS)}. ${owner.name} owns the rentcharge and is entitled to collect it from the owner of the house.`
    : `The transfer of your home at ${prop} (${plot} on the ${estate} development) requires the owner to pay a share of the cost of looking after the estate's open spaces, landscaping, play area and drainage, which have not been adopted by the council. The charge is an estate rentcharge within section 2(4) of the Rentcharges Act 1977.`;

  // Letterhead and sign-off
  const sub = [
    rc ? 'Rentcharge Collections' : pick(r, ['Estate Charges', 'Customer Accounts', 'Resident Accounts']),
    officeAddress(r),
    `${phone(r)}  accounts@${host(owner.name)}`,
  ];
  let head = owner.head;
  let creditor = owner.name;
  let debtType = 'normal';
  let footer = [regLine(owner.name, r)];
  let sign: string[] = [
    ...signatory(
      r,
      rc ? ['Rentcharge Manager', 'Collections Officer'] : ['Credit Controller', 'Estate Accounts Manager'],
    ),
    owner.name,
  ];
  let refs: [string, string][];
  if (variant === 'solicitors') {
    const names = [
      'Hartwell',
      'Okonedo',
      'Lindqvist',
      'Callander',
      'Jardine',
      'Lomax',
      'Tremayne',
      'Whitcombe',
    ].filter((n) => n !== c.who.last);
    const a = pick(r, names);
    const b = pick(
      r,
      names.filter((n) => n !== a),
    );
    const firm = pick(r, [`${a} ${b} LLP`, `${a} & ${b} Solicitors LLP`, `${stem(r)} Property Law LLP`]);
    const sref = r.chance(0.5)
      ? `${r.letters(2, 'JKMPR')}/${r.digits(4)}${oOrI(r)}${r.digits(2)}`
      : `${r.letters(3, 'LDRC')}.${r.digits(6)}.${r.int(1, 9)}`;
    creditor = firm;
    debtType = 'debt_collection';
    head = r.chance(0.3) ? [firm.toUpperCase()] : [firm];
    sub.splice(0, 3, 'Solicitors', officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ${phone(r)}`);
    footer = [
      `${firm} is a limited liability partnership registered in England and Wales (OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of members is available at our registered office.`,
    ];
    sign = [...signatory(r, ['Solicitor', 'Associate, Debt Recovery', 'Chartered Legal Executive']), firm];
    refs = [
      ['Our ref', sref],
      ['Client account', acc],
      ['Title number', tn],
      ['Date', D(c, c.date)],
    ];
    const lay = r.int(0, 1);
    const body: Block[] = [
      dear(c),
      {
        h: `${rc ? 'Rentcharge' : 'Estate charge'} arrears: ${prop}`,
      },
      {
        p: `We act for ${owner.name}, ${rc ? `the owner of a yearly rentcharge of ${fmtMoney(annual)} on your home` : `the management company for the open spaces on the ${estate} development, which is owed an estate rentcharge by the owner of your home under its transfer`}. Our client sent you ${rc ? 'a demand' : 'an invoice'} on ${D(c, invDate)}, a reminder on ${D(c, remDate)} and a final notice on ${D(c, finDate)}, but the following sums remain unpaid.`,
      },
      lay === 0
        ? { grid: rows, header: ['Sums due to our client', 'Amount'], widths: [0.74, 0.26] }
        : { table: KV(rows) },
      {
        p: `Unless the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} is paid to us, or you contact us with a proposal for payment, within 30 days of the date of this letter (by ${D(c, pay)}), our client intends to issue a claim in the County Court for the arrears, interest and costs, and may also exercise its rights under section 121 of the Law of Property Act 1925, which include granting a lease of your property to a trustee. If a claim is issued, the court fee (currently ${fmtMoney(pick(r, [35, 50, 70]))}) and fixed costs will be added.`,
      },
      {
        small: `We enclose an Information Sheet and a Reply Form as required by the Practice Direction on Pre-Action Conduct. Please complete the Reply Form if you dispute the debt or need time to pay. You should consider getting free independent advice.`,
      },
      {
        kv: [
          ['Pay to', `Client account, sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference', sref],
        ],
      },
    ];
    const spec: Spec = {
      face: c.face,
      head: fitHead(head),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: lay === 0 ? [] : refs,
      refGrid: lay === 0 ? refs : undefined,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      title: pick(r, [
        'LETTER BEFORE CLAIM',
        'Letter before action',
        'Letter before claim: unpaid estate charges',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body,
      closing: 'Yours faithfully',
      sign,
      footer,
    };
    return { spec, truth: truth(creditor, total, sref, debtType, 3, 'letter_of_claim', c, pay) };
  }

  refs = rc
    ? [
        [pick(r, ['Rentcharge ref', 'Customer number', 'Account ref']), acc],
        ['Property title', tn],
        ['Date', D(c, c.date)],
      ]
    : [
        [pick(r, ['Account no.', 'Customer account', 'Account number']), acc],
        ['Invoice no.', inv],
        ['Plot', plot.slice(5)],
        [variant === 'invoice' ? 'Invoice date' : 'Date', D(c, c.date)],
      ];
  const quoteText = quoteInv ? `invoice number ${inv}` : `${rc ? 'reference' : 'account number'} ${acc}`;
  const lay = r.int(0, 2);
  const oweBox = lay === 2 && r.chance(0.6);
  const table: Block =
    lay === 0
      ? {
          grid: rows.slice(0, -1),
          header: [rc ? 'Rentcharge account' : `Estate charge ${period}`, 'Amount'],
          widths: [0.74, 0.26],
          boldLast: false,
        }
      : lay === 1
        ? { table: KV(rows) }
        : { kv: KV(rows) };
  const body: Block[] = lay === 0 ? [] : [dear(c)];
  let title: string;
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  if (variant === 'invoice') {
    stage = 1;
    kind = 'first_demand';
    title = rc
      ? pick(r, ['Rentcharge demand', 'Notice of rentcharge due', 'RENTCHARGE DEMAND'])
      : pick(r, [
          'Estate charge invoice',
          `Annual estate charge ${period.includes('April') ? `${yr}/${String(yr + 1).slice(2)}` : yr}`,
          'ESTATE MAINTENANCE CHARGE',
        ]);
    body.push({ p: origin });
    if (!rc)
      body.push({
        grid: [...heads, ['Estate budget for the year', fmtMoney(budget)]],
        header: [`Estate budget ${period}`, 'Whole estate'],
        widths: [0.74, 0.26],
      });
    body.push(table);
    if (lay === 0) body.push({ amountBox: [totalLabel, fmtMoney(total)] });
    body.push({
      p: `Please pay ${fmtMoney(total)} within 30 days, by ${D(c, pay)}, quoting your ${quoteText}.${rc ? '' : ` If you would rather spread the cost, you can pay by Direct Debit in two instalments of ${fmtMoney(round2(total / 2))}; call us to set this up.`}`,
    });
    body.push({
      small: rc
        ? `You may be able to end the rentcharge by redemption under the Rentcharges Act 1977. On the current formula the redemption price would be about ${fmtMoney(redeem)}, plus the fees for the certificate. Paying this demand does not redeem the rentcharge.`
        : `The budget is an estimate; the actual costs are set out in the estate accounts each year and any surplus or deficit is carried to the next year. Copies of the accounts are at ${web(owner.name)}.`,
    });
  } else if (variant === 'reminder') {
    stage = 2;
    kind = 'reminder';
    title = pick(r, ['Reminder: unpaid ' + chargeWord, 'PAYMENT REMINDER', 'Second request for payment']);
    body.push({
      p: `We sent you ${rc ? 'a rentcharge demand' : `an invoice (${inv}) for the estate charge for ${period}`} on ${D(c, invDate)}, but we have not received payment. As the ${rc ? 'deed creating the rentcharge' : 'transfer of your home'} allows, we have added a late payment administration charge of ${fmtMoney(fee1)}.`,
    });
    body.push(table);
    if (lay === 0) body.push({ amountBox: [totalLabel, fmtMoney(total)] });
    body.push({
      p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting your ${quoteText}. If it is not paid by then, a further administration charge of ${fmtMoney(futureFee)} will be added when we send a final notice.`,
    });
    body.push({
      small: `If you think you do not owe this, or you are having difficulty paying, please contact us before that date. You can ask us for a breakdown of how the charge is worked out.`,
    });
  } else {
    stage = 3;
    kind = 'final_demand';
    title = pick(r, [
      'FINAL NOTICE',
      `Final notice: ${chargeWord} arrears`,
      'FINAL DEMAND BEFORE LEGAL ACTION',
    ]);
    body.push({
      p: `${origin} We sent you ${rc ? 'a demand' : 'an invoice'} on ${D(c, invDate)} and a reminder on ${D(c, remDate)}, but your account is still unpaid.`,
    });
    body.push(table);
    if (lay === 0) body.push({ amountBox: [totalLabel, fmtMoney(total)] });
    body.push({ boxed: [s121] });
    body.push({
      p: `Unless ${fmtMoney(total)} is received by ${D(c, pay)}, quoting your ${quoteText}, we will instruct our solicitors to recover it, by a County Court claim or under section 121, without further notice. Their costs (from ${fmtMoney(costs)} plus VAT) will be added to your account.`,
    });
  }
  const spec: Spec = {
    face: c.face,
    head: fitHead(head),
    sub,
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    logoMark: rc ? undefined : pick(r, ['chevron', 'rings', undefined] as const),
    recipient: rcpt(c),
    panel: lay === 0 ? [] : refs,
    refGrid: lay === 0 ? refs : undefined,
    panelBoxed: r.chance(0.5),
    panelStacked: lay === 2 && !oweBox,
    owe: oweBox ? { label: totalLabel, amount: fmtMoney(total) } : undefined,
    title,
    titleStyle: lay === 0 ? pick(r, ['rule', 'banner'] as const) : pick(r, ['plain', 'boxed'] as const),
    body,
    closing: lay === 0 ? undefined : 'Yours sincerely',
    sign: lay === 0 ? [] : sign,
    slip:
      lay === 0
        ? {
            title: `Remittance - ${owner.name}`,
            rows: [
              [quoteInv ? 'Invoice no.' : 'Account', ourRef],
              ['Amount', fmtMoney(total)],
            ],
          }
        : undefined,
    footer,
  };
  return { spec, truth: truth(creditor, total, ourRef, debtType, stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W290 Dog warden: stray dog seizure and kennelling charges
// ------------------------------------------------------------------------------------------------------------

const DOGS = ['Bramble', 'Tyson', 'Luna', 'Buster', 'Pip', 'Max', 'Skye', 'Bonnie', 'Rocco', 'Nala', 'Alfie'];
const BREEDS = [
  'Staffordshire bull terrier cross',
  'Border collie',
  'Jack Russell terrier',
  'Labrador retriever',
  'Lurcher',
  'Cocker spaniel',
  'German shepherd',
  'Husky cross',
];
const STREETS = [
  'Kiln Lane',
  'Mill Road',
  'the recreation ground, Station Road',
  'Orchard Way',
  'Quarry Lane',
];

/**
 * A council's (or its dog warden contractor's) charges for a stray dog seized, kennelled and returned to its owner:
 * the statutory fee, the seizure and administration fee, daily kennelling, any vet treatment, microchipping the
 * council arranged and an out-of-hours release fee, less anything paid at release. Four letters:
 * - invoice after release (stage 1, first_demand);
 * - reminder referring to the invoice (stage 2, reminder);
 * - final notice before the collection agency or the county court (stage 3, final_demand);
 * - the council's sundry debt collection agency (first letter stage 1, or its follow-up stage 2; debt_recovery).
 * Amount = the balance the letter asks for (charges less the part payment at release); never the daily kennel rate,
 * a fee line, an instalment, the maximum fine for ignoring a microchipping notice or the future court costs.
 * Reference = the invoice number the council or contractor tells you to quote, or the agency's own reference; the
 * customer number, dog warden case number, kennel reference, microchip number and the masked card are not it.
 * Open choices: the debt type list has nothing for a council's sundry charge; it is neither council tax nor a
 * penalty but an ordinary invoice for a service the council (or a business) provided: 'normal'. A contractor that
 * bills the owner in its own name is the creditor (it asks to be paid), not the council it works for. The agency's
 * letter is 'debt_collection' and the agency is the creditor (README on-behalf rule).
 */
const dogWarden: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const variant = pick(r, ['invoice', 'reminder', 'final', 'agency'] as const);
  const contractor = variant !== 'agency' && r.chance(0.3);
  const co = contractor
    ? company(r, ['Animal Services', 'Dog Warden Services', 'Animal Welfare Services'])
    : null;
  const dog = pick(r, DOGS);
  const breed = pick(r, BREEDS);
  const street = pick(r, STREETS);
  const yr = c.date.getUTCFullYear();
  const inv = pick(r, [`9${r.digits(7)}`, `SD${r.digits(6)}`, `${r.digits(4)}${oOrI(r)}${r.digits(4)}`]);
  const cust = `${pick(r, ['C', 'D', ''])}${r.digits(6)}`;
  const caseNo = `DW/${yr}/${r.digits(4)}`;
  const kennelRef = `K${r.digits(4)}`;
  const chip = `${pick(r, ['826', '941', '985', '977'])}${r.digits(12)}`;
  const days = r.int(2, 7);
  const rate = pick(r, [14.5, 16, 18.5, 21, 24.75]);
  const seizure = pick(r, [45, 55, 65, 75, 95]);
  const vet = r.chance(0.6) ? r.money(38, 265) : 0;
  const chipFee = r.chance(0.45) ? pick(r, [15, 20, 25, 29.5]) : 0;
  const ooh = r.chance(0.3) ? pick(r, [30, 40, 50]) : 0;
  const lines: string[][] = [
    ['Statutory fee (EPA 1990, s.149)', '1', fmtMoney(25), fmtMoney(25)],
    ['Seizure and administration fee', '1', fmtMoney(seizure), fmtMoney(seizure)],
    ['Kennelling and feeding', `${days} days`, fmtMoney(rate), fmtMoney(days * rate)],
    ...(vet ? [['Veterinary examination and treatment', '1', fmtMoney(vet), fmtMoney(vet)]] : []),
    ...(chipFee ? [['Microchip implanted and registered', '1', fmtMoney(chipFee), fmtMoney(chipFee)]] : []),
    ...(ooh ? [['Out-of-hours release', '1', fmtMoney(ooh), fmtMoney(ooh)]] : []),
  ];
  const charges = round2(25 + seizure + days * rate + vet + chipFee + ooh);
  const paid = r.chance(0.4) ? pick(r, [25, 50, round2(25 + seizure)]) : 0;
  const card = `**** **** **** ${r.digits(4)}`;
  const bal = round2(charges - paid);
  const released = addDays(
    c.date,
    -{ invoice: r.int(3, 10), reminder: r.int(40, 70), final: r.int(75, 110), agency: r.int(110, 170) }[
      variant
    ],
  );
  const seized = addDays(released, -days);
  const invDate = variant === 'invoice' ? c.date : addDays(released, r.int(2, 8));
  const remDate = addDays(invDate, r.int(28, 35));
  const finDate = addDays(remDate, r.int(21, 28));
  const pay = addDays(c.date, pick(r, [14, 21, 28]));
  const sender = co ?? council;
  const creditorName = co ? co.name : council.name;
  const lay = variant === 'agency' ? 2 : r.int(0, 1);
  const story = `Our dog warden collected your dog, ${dog} (${breed}, microchip ${chip}), on ${D(c, seized)} from ${street}, where it was found straying. It was kept at our contracted kennels until you collected it on ${D(c, released)}${paid ? `, when you paid ${fmtMoney(paid)} by card (${card})` : ' on your signed undertaking to pay the charges'}.`;
  const law = `Under section 149 of the Environmental Protection Act 1990 the owner of a seized stray dog must pay the council's expenses of keeping it and the fee of £25.00 prescribed by the Environmental Protection (Stray Dogs) Regulations 1992.`;
  const chipNote = chipFee
    ? `${dog} was not microchipped, so we had a microchip implanted and the cost is recovered from you. Keeping your details up to date on the database is your duty; failing to comply with a microchipping notice is an offence, with a fine of up to £500 on conviction.`
    : `Please make sure the details held for microchip ${chip} are up to date; a dog whose keeper cannot be traced is kept for only seven days before it may be rehomed.`;
  const sub = co
    ? [`Dog warden service for ${council.name}`, officeAddress(r), `${phone(r)}  ${web(co.name)}`]
    : [
        pick(r, [
          'Environmental Health - Dog Warden Service',
          'Neighbourhood Services: Animal Welfare',
          'Public Protection (Dog Warden)',
        ]),
        officeAddress(r),
        `Telephone ${phone(r)}`,
      ];

  if (variant === 'agency') {
    const ag = company(r, ['Credit Management', 'Debt Recovery', 'Collection Services']);
    const ref = pick(r, [
      `${r.letters(2, 'CDRO')}${r.digits(7)}`,
      `${r.digits(3)}/${r.digits(5)}/${r.letters(1)}`,
    ]);
    const follow = r.chance(0.4);
    const first = addDays(c.date, -r.int(21, 35));
    const pay2 = addDays(c.date, 14);
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: fitHead(ag.head),
      sub: [office, `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['bars', 'shield'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${ag.name}, ${office}` : undefined,
      recipient: rcpt(c),
      owe: { label: 'Balance due', amount: fmtMoney(bal), note: `Pay by ${D(c, pay2)}` },
      panel: [
        ['Our ref', ref],
        ['Client', council.name.replace(/ Council$/, '')],
        ['Client ref', inv],
        ['Date', D(c, c.date)],
      ],
      title: follow ? 'We have not heard from you' : `Unpaid account: ${council.name}`,
      titleStyle: 'banner',
      body: [
        dear(c),
        {
          p: follow
            ? `We wrote to you on ${D(c, first)} about the money you owe ${council.name} for the seizure and kennelling of your dog, ${dog}, but we have not received payment or heard from you.`
            : `${council.name} has passed us your unpaid account for the charges for seizing and kennelling your dog, ${dog}, in ${MONTHS[seized.getUTCMonth()]} ${seized.getUTCFullYear()}. The council sent you an invoice on ${D(c, invDate)}, a reminder on ${D(c, remDate)} and a final notice on ${D(c, finDate)}.`,
        },
        {
          kv: [
            ['Charges invoiced by the council', fmtMoney(charges)],
            ...(paid ? ([['Paid at release', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
            ['Balance due', fmtMoney(bal)],
          ],
        },
        {
          p: `Please pay the balance due of ${fmtMoney(bal)} by ${D(c, pay2)}, quoting our reference ${ref}, at ${web(ag.name)}/pay or by calling ${phone(r)}. If you cannot pay in full, call us to agree instalments (for example ${fmtMoney(pick(r, [10, 15, 20]))} a month). We do not add fees or interest to council accounts.`,
        },
        {
          p: `If you do not pay or contact us, we will return the account to the council with a recommendation that it issues a claim in the county court, and court fees and costs would be added to what you owe.`,
        },
        {
          small: `Free and impartial debt advice is available from independent debt charities. ${ag.name} is acting for ${council.name}; please do not pay the council direct while we hold your account.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Client Services', ag.name],
      footer: [regLine(ag.name, r)],
    };
    return {
      spec,
      truth: truth(ag.name, bal, ref, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, pay2),
    };
  }

  const total = lay === 0 ? 'Balance due' : pick(r, ['Amount due', 'Balance outstanding', 'Total now due']);
  const account: string[][] = [
    ...lines,
    ['Total charges', '', '', fmtMoney(charges)],
    ...(paid ? [['Paid at release, thank you', '', '', `-${fmtMoney(paid)}`]] : []),
  ];
  const refs: [string, string][] = [
    ['Invoice number', inv],
    [pick(r, ['Customer no.', 'Debtor no.']), cust],
    ['Case ref', caseNo],
    [variant === 'invoice' ? 'Invoice date' : 'Date', D(c, c.date)],
  ];
  if (r.chance(0.4)) {
    refs.splice(3, 0, ['Kennel ref', kennelRef]);
    // five cells across the page leave no room for a long month name
    if (lay === 0) refs[4] = [refs[4][0], fmtDate(c.date, c.ds === 1 ? 2 : c.ds)];
  }
  let title: string;
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  const body: Block[] = lay === 0 ? [] : [dear(c)];
  if (variant === 'invoice') {
    stage = 1;
    kind = 'first_demand';
    title = pick(r, ['INVOICE', 'Stray dog charges: invoice', 'Invoice - dog warden charges']);
    body.push({ p: story }, { p: law });
  } else if (variant === 'reminder') {
    stage = 2;
    kind = 'reminder';
    title = pick(r, ['REMINDER', 'Payment reminder', 'Reminder: stray dog charges unpaid']);
    body.push({
      p: `We sent you invoice ${inv} on ${D(c, invDate)} for the charges for seizing and kennelling your dog, ${dog}, which you collected from the kennels on ${D(c, released)}. Our records show it has not been paid.`,
    });
  } else {
    stage = 3;
    kind = 'final_demand';
    title = pick(r, ['FINAL NOTICE', 'Final reminder before recovery action', 'FINAL DEMAND']);
    body.push({
      p: `We sent you invoice ${inv} on ${D(c, invDate)} and a reminder on ${D(c, remDate)} for the charges for seizing and kennelling your dog, ${dog}, but the balance has still not been paid.`,
    });
  }
  body.push(
    lay === 0
      ? {
          grid: account,
          header: ['Description', 'Qty', 'Rate', 'Amount'],
          widths: [0.52, 0.14, 0.16, 0.18],
          boldLast: false,
        }
      : {
          table: [
            ...account.map(
              ([k, , , v]) =>
                [
                  k === 'Kennelling and feeding'
                    ? `Kennelling and feeding, ${days} days at ${fmtMoney(rate)}`
                    : k,
                  v,
                ] as [string, string],
            ),
            [total, fmtMoney(bal)],
          ],
        },
  );
  if (lay === 0) body.push({ amountBox: [total, fmtMoney(bal)] });
  if (variant === 'invoice')
    body.push(
      {
        p: `Please pay ${fmtMoney(bal)} within ${wholeDays(c.date, pay)} days of the date of this invoice, by ${D(c, pay)}, quoting invoice number ${inv}. ${lay === 0 ? 'You can pay online, by phone or at any Post Office using the payment slip below.' : 'You can pay online at our website or by phone with a debit or credit card.'}`,
      },
      { small: chipNote },
    );
  else if (variant === 'reminder')
    body.push(
      {
        p: `Please pay ${fmtMoney(bal)} by ${D(c, pay)}, quoting invoice number ${inv}. If you have already paid, thank you, and please ignore this reminder. If you are having difficulty, we can agree instalments: call us before that date.`,
      },
      { small: law },
    );
  else
    body.push(
      {
        boxed: [
          `Unless ${fmtMoney(bal)} is paid by ${D(c, pay)}, the debt will be passed to our collection agents or we will issue a claim in the county court without further notice. Court fees and costs would then be added.`,
        ],
      },
      {
        p: `Pay online or by phone quoting invoice number ${inv}. If you dispute the charges, write to us before that date with your reasons.`,
      },
    );
  const signOff = co
    ? [...signatory(r, ['Accounts Manager', 'Operations Manager']), co.name]
    : [
        ...signatory(r, ['Senior Dog Warden', 'Animal Welfare Officer', 'Income Officer']),
        `${pick(r, ['For', 'On behalf of'])} ${council.name}`,
      ];
  const spec: Spec = {
    face: c.face,
    head: fitHead(sender.head),
    sub,
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    logoMark: co ? pick(r, ['rings', 'bars'] as const) : pick(r, ['shield', undefined] as const),
    recipient: rcpt(c),
    panel: lay === 0 ? [] : refs.filter(([k]) => k !== 'Case ref'),
    refGrid: lay === 0 ? refs : undefined,
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.3),
    title,
    titleStyle: lay === 0 ? pick(r, ['rule', 'banner'] as const) : pick(r, ['plain', 'boxed'] as const),
    body,
    closing: lay === 0 ? undefined : 'Yours sincerely',
    sign: lay === 0 ? [] : signOff,
    slip:
      lay === 0
        ? {
            title: `Payment slip - ${creditorName}`,
            rows: [
              ['Invoice number', inv],
              ['Amount', fmtMoney(bal)],
            ],
          }
        : undefined,
    footer: co
      ? [regLine(co.name, r)]
      : [
          `${council.name}. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}. Statutory charges are outside the scope of VAT.`,
        ],
  };
  return { spec, truth: truth(creditorName, bal, inv, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W291 Water charges collected with the rent by a social landlord
// ------------------------------------------------------------------------------------------------------------

/**
 * Water and sewerage charges that a council or housing association bills its tenant with the rent: the water company
 * bills the landlord for its homes, the landlord pays it and recovers the charges from tenants under the tenancy
 * agreement. Three letters:
 * - water charges arrears statement (stage 1, first_demand): 4-weekly charges, payments and running balance;
 * - reminder after an earlier statement or a broken arrangement (stage 2, reminder; the earlier arrears figure it
 *   quotes is not the amount now);
 * - final notice (stage 3, final_demand): a current tenant is warned of a notice of seeking possession (water charges
 *   are payable as rent under the tenancy), a former tenant of a county court claim.
 * Amount = the water charges arrears now; never the weekly rent, the weekly water charge, the rent account balance,
 * the suggested weekly repayment, an earlier letter's arrears or a court fee that may be added. Reference = the rent /
 * tenancy account the letter says to quote; the property reference (UPRN), the masked payment card and the landlord's
 * bank account are not it.
 * Open choices: the debt is owed to the landlord, not to the water company (the landlord has already paid the water
 * company and bills the tenant under the tenancy), so the creditor is the council or housing association as printed
 * in its letterhead and sign-off, and the water company named on the page is not. Who demands is a landlord, not a
 * utility supplier, and the README's list has no rent type: 'normal' (a landlord's own charge), not 'utility'.
 */
const landlordWater: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const isCouncil = r.chance(0.5);
  let landlord: { name: string; head: string[] };
  if (isCouncil) landlord = councilName(r);
  else {
    const st = stem(r);
    const p = place(r);
    const name = pick(r, [
      `${st} Homes Limited`,
      `${p} Housing Association Limited`,
      `${st} Housing Group Ltd`,
      `${p} Community Housing Ltd`,
    ]);
    const cut = name.indexOf(' ', name.startsWith(p) ? p.length : st.length);
    landlord = {
      name,
      head: r.chance(0.4)
        ? [name.slice(0, cut), name.slice(cut + 1)]
        : [r.chance(0.3) ? name.toUpperCase() : name],
    };
  }
  const waterCo = pick(r, [`${place(r)} Water plc`, `${place(r)} Water Services Ltd`]);
  const former = stage === 3 && r.chance(0.4);
  const ref = isCouncil
    ? pick(r, [`${r.digits(6)}/${r.digits(2)}`, r.digits(8), `HRA${r.digits(6)}`])
    : pick(r, [
        `${r.letters(2, 'TH')}${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
        `T${r.digits(7)}`,
        `${r.digits(5)}-${r.digits(3)}`,
      ]);
  const refLabel = pick(r, ['Rent account', 'Tenancy ref', 'Payment reference', 'Account number']);
  const uprn = `10${r.digits(10)}`;
  const cardEnd = r.digits(4);
  const wc = r.money(6.8, 12.9);
  const rent = r.money(88, 142);
  const chargeWeeks = isCouncil && r.chance(0.5) ? 48 : 52;
  const home = former
    ? `${r.int(1, 120)} ${pick(r, ['Heron', 'Linden', 'Kiln', 'Tanner'])} ${pick(r, ['Court', 'House', 'Walk'])}, ${place(r)}`
    : `${c.addr[0]}, ${c.addr[1]}`;

  // The statement: 4-weekly water charges from an opening balance, with occasional payments
  const start = addDays(c.date, -7 * 16 - r.int(0, 6));
  let bal = r.chance(0.5) ? r.money(35, 260) : 0;
  const fd = (d: Date) => fmtDate(d, c.ds === 1 ? 0 : c.ds);
  const stmt: string[][] = [[`${fd(start)} Balance brought forward`, '', '', fmtMoney(bal)]];
  for (let i = 0; i < 4; i++) {
    const d = addDays(start, i * 28);
    const ch = round2(wc * 4);
    bal = round2(bal + ch);
    stmt.push([`${fd(d)} Water and sewerage charges, 4 weeks`, fmtMoney(ch), '', fmtMoney(bal)]);
    if (r.chance(0.45)) {
      const p = pick(r, [10, 15, 20, 25]);
      if (bal - p >= 15) {
        bal = round2(bal - p);
        stmt.push([`${fd(addDays(d, r.int(5, 20)))} Payment received`, '', fmtMoney(p), fmtMoney(bal)]);
      }
    }
  }
  // later letters: more weeks have built up since the statement
  const extraWeeks = stage === 1 ? 0 : stage === 2 ? r.int(3, 6) : r.int(8, 14);
  const earlier = bal;
  const arrears = former ? round2(bal + wc * r.int(2, 5)) : round2(bal + wc * extraWeeks);
  const ended = addDays(c.date, -r.int(40, 120));
  const stmtDate = former ? addDays(ended, r.int(3, 10)) : addDays(c.date, -7 * extraWeeks - r.int(0, 4));
  const callDate = addDays(stmtDate, r.int(5, 12));
  const weekly = pick(r, [3, 4, 5, 7.5, 10]);
  const pay = addDays(c.date, stage === 2 ? pick(r, [7, 14]) : 14);
  const court = pick(r, [35, 50, 70, 80]);
  const label = pick(r, ['Water charges arrears', 'Water charges balance due', 'Amount now due']);
  const lay = stage === 1 ? r.int(0, 1) : stage === 2 ? r.int(0, 2) : r.int(1, 2);

  const why = `Your tenancy agreement says you must pay water and sewerage charges to us with your rent. ${waterCo} supplies your home and bills ${isCouncil ? 'the council' : 'us'} for it; we pay ${waterCo} in full and collect the charges from our tenants.`;
  const uc = `Universal Credit housing costs and Housing Benefit do not cover water charges, so you must pay them yourself even if your rent is paid direct to us.`;
  const refs: [string, string][] = [
    [refLabel, ref],
    ['Property ref', uprn],
    [stage === 1 ? 'Statement date' : 'Date', D(c, c.date)],
  ];
  const summary: [string, string][] = former
    ? [
        [`Tenancy ended`, D(c, ended)],
        [label, fmtMoney(arrears)],
      ]
    : [
        ['Weekly rent', fmtMoney(rent)],
        [`Weekly water charge (${chargeWeeks} weeks a year)`, fmtMoney(wc)],
        ['Rent account balance (rent only)', pick(r, ['£0.00', `${fmtMoney(r.money(2, 60))} in credit`])],
        [label, fmtMoney(arrears)],
      ];
  const body: Block[] = lay === 0 ? [] : [dear(c)];
  let title: string;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  if (stage === 1) {
    kind = 'first_demand';
    title = pick(r, [
      'Water charges arrears statement',
      'Your water charges account',
      'WATER CHARGES STATEMENT',
    ]);
    body.push({ p: `${why} ${uc}` });
    body.push({
      grid: stmt,
      header: ['Date and details', 'Charged', 'Paid', 'Balance'],
      widths: [0.52, 0.16, 0.16, 0.16],
      boldLast: false,
    });
    body.push(lay === 0 ? { amountBox: [label, fmtMoney(arrears)] } : { table: summary });
    body.push({
      p: `Please pay the arrears of ${fmtMoney(arrears)} within 14 days, by ${D(c, pay)}, quoting your ${refLabel.toLowerCase()} ${ref}. If you cannot pay it all, contact us to agree a plan: for example ${fmtMoney(weekly)} a week on top of your weekly charges.`,
    });
  } else if (stage === 2) {
    kind = 'reminder';
    title = pick(r, [
      'Water charges: reminder',
      'REMINDER - WATER CHARGES ARREARS',
      'Your water charges are still behind',
    ]);
    body.push({
      p: r.chance(0.5)
        ? `We wrote to you on ${D(c, stmtDate)} with a statement showing water charges arrears of ${fmtMoney(earlier)}. We have not received the payment we asked for, and the arrears have gone up.`
        : `On ${D(c, callDate)} you agreed with us on the phone to pay ${fmtMoney(weekly)} a week towards your water charges arrears, on top of your weekly charges. That arrangement has not been kept, and the arrears have gone up since our statement of ${D(c, stmtDate)}.`,
    });
    body.push({ p: why });
    body.push(lay === 0 ? { amountBox: [label, fmtMoney(arrears)] } : { kv: summary });
    body.push({
      p: `Please pay ${fmtMoney(arrears)} by ${D(c, pay)}, or call us before then to make a new arrangement you can keep, quoting your ${refLabel.toLowerCase()} ${ref}.`,
    });
    body.push({ small: uc });
  } else {
    kind = 'final_demand';
    title = pick(r, ['FINAL NOTICE - WATER CHARGES', 'Final notice: unpaid water charges', 'FINAL DEMAND']);
    body.push({
      p: former
        ? `Your tenancy of ${home} ended on ${D(c, ended)}, leaving unpaid water and sewerage charges that you were due to pay us with your rent. We sent you a statement on ${D(c, stmtDate)} and have written since, but the balance has not been paid.`
        : `We sent you a statement of your water charges arrears on ${D(c, stmtDate)} and a reminder on ${D(c, addDays(stmtDate, r.int(21, 30)))}, but the arrears have not been paid and no arrangement has been made.`,
    });
    body.push(lay === 2 ? { kv: summary } : { table: summary });
    body.push({
      boxed: [
        former
          ? `Unless ${fmtMoney(arrears)} is paid, or an arrangement is agreed, by ${D(c, pay)}, we will issue a claim in the County Court without further notice. The court fee (currently ${fmtMoney(court)}) and fixed costs would be added, and a County Court Judgment could make it harder for you to get credit.`
          : `Under your tenancy agreement water charges are payable as part of your rent, so unpaid water charges are rent arrears. Unless ${fmtMoney(arrears)} is paid, or an arrangement is agreed and kept, by ${D(c, pay)}, we may serve a ${isCouncil ? 'Notice of Seeking Possession under section 83 of the Housing Act 1985' : 'notice seeking possession under section 8 of the Housing Act 1988'}. This is the first step towards asking the court for a possession order.`,
      ],
    });
    body.push({
      p: `Please quote your ${refLabel.toLowerCase()} ${ref} when you pay. If you are struggling, speak to us or get free independent debt advice straight away: we would much rather agree a plan than go to court.`,
    });
  }
  body.push({
    small: `Ways to pay: online at ${web(landlord.name)}, by phone on ${phone(r)}, with your rent payment card (ending ${cardEnd}) at any PayPoint or Post Office, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.`,
  });
  const sign = [
    ...signatory(r, [
      'Income Officer',
      'Tenancy Income Officer',
      'Rent Recovery Officer',
      'Income Recovery Team Leader',
    ]),
    isCouncil ? `Housing Services, ${landlord.name}` : landlord.name,
  ];
  const footer = isCouncil
    ? [
        `${landlord.name}, Housing Services. Calls may be recorded. We can provide this letter in large print or another language on request.`,
      ]
    : [
        `${landlord.name} is a registered society under the Co-operative and Community Benefit Societies Act 2014 (no. ${r.digits(5)}R) and a registered provider of social housing (no. ${pick(r, ['L', 'LH'])}${r.digits(4)}). Registered office: ${officeAddress(r)}.`,
      ];
  const spec: Spec = {
    face: c.face,
    head: fitHead(landlord.head),
    sub: [
      pick(r, [
        'Income Management Team',
        'Rents and Income',
        'Tenancy Income Team',
        'Housing Services - Rents',
      ]),
      officeAddress(r),
      `${phone(r)}  rents@${host(landlord.name)}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    logoMark: pick(r, ['rings', 'chevron', 'bars', 'shield', undefined] as const),
    recipient: rcpt(c),
    panel: lay === 0 ? [] : refs,
    refGrid: lay === 0 ? [...refs, ['Weekly water', fmtMoney(wc)]] : undefined,
    panelBoxed: r.chance(0.5),
    panelStacked: lay === 1 && r.chance(0.4),
    owe: lay === 2 ? { label, amount: fmtMoney(arrears), note: `Please pay by ${D(c, pay)}` } : undefined,
    title,
    titleStyle: lay === 2 ? 'banner' : lay === 0 ? 'rule' : pick(r, ['plain', 'boxed'] as const),
    body,
    closing: lay === 0 ? undefined : 'Yours sincerely',
    sign: lay === 0 ? [] : sign,
    footer,
  };
  return { spec, truth: truth(landlord.name, arrears, ref, 'normal', stage, kind, c, pay) };
};

export const FRESH28C_FAMILIES: Family[] = [
  {
    id: 'W289',
    name: 'Freehold estate rentcharge or estate management charge arrears (invoice, reminder with fees, s.121 final notice, or solicitors)',
    group: 'business',
    make: estateRentcharge,
  },
  {
    id: 'W290',
    name: 'Council dog warden charges for a seized stray dog: kennelling, vet and microchip (invoice, reminder, final notice, or sundry debt agency)',
    group: 'public_body',
    make: dogWarden,
  },
  {
    id: 'W291',
    name: 'Social landlord water and sewerage charges collected with the rent (arrears statement, reminder, final notice before possession or a county court claim)',
    group: 'public_body',
    make: landlordWater,
  },
];
