/**
 * The seventeenth fresh held-out set, part b (W196–W198): kinds of letter the corpus does not have yet — a motor
 * finance house chasing the shortfall left on a terminated hire purchase agreement after the car was repossessed or
 * handed back and sold at auction (its statement of the sale proceeds, fees and shortfall, its reminder and its
 * letter before claim, or the same from its recoveries agent or solicitors), a point-of-sale finance house's arrears
 * letters on an interest-free agreement for furniture or a kitchen bought in a store, where the retailer's name is
 * printed prominently but the lender is the finance house (notice of sums in arrears, default notice, termination
 * letter), and a bank's own recoveries / customer support unit (a department with its own name on the letterhead)
 * chasing the balance of a closed, overdrawn current account, or the external collector the bank then instructs.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family picks one of two or three
 * layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
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
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W196 — hire purchase shortfall after the car was sold at auction
// ------------------------------------------------------------------------------------------------------------

const MAKES = ['Corvane', 'Alderra', 'Pelham', 'Vistra', 'Marano', 'Halcyon', 'Tervo'];
const MODELS = [
  'Sportline 1.5 TSi 5dr',
  'Estate 2.0 diesel automatic',
  'Hatch 1.2 petrol 5dr',
  'Crossover 1.6 hybrid',
  'Tourer 2.0 TDCi SE',
  'Coupe 1.4 turbo',
];

/**
 * The shortfall on a regulated hire purchase agreement that has already ended: the finance house terminated it after
 * a default notice and collected the car, or the customer voluntarily surrendered it (handed it back, which is not a
 * voluntary termination under s.99, so the customer stays liable for the whole shortfall). The car went to auction;
 * the statement sets the balance at termination (after the rebate for early settlement) plus collection, storage,
 * auction and preparation fees against the sale proceeds. Amount = the shortfall (less any payment since), the
 * figure asked for; the hammer price, the cash price, the deposit, the monthly instalment, the individual fee lines
 * and the statutory interest a claim *might* add are not it. Reference = the agreement number for the finance house
 * itself; the vehicle registration and the auction lot number are not it.
 * - Finance house statement (two layouts: a letter with a statement grid, or a "statement of sale" form with a
 *   reference strip, a shaded shortfall box and a payment slip): its first demand for the shortfall, stage 1,
 *   first_demand. It mentions the agreement and its termination / the surrender, never an earlier letter or notice
 *   (not even the default notice), so it stays stage 1.
 * - Its reminder, "we wrote to you on … with a statement of the sale": stage 2, reminder.
 * - Its letter before claim under the Pre-Action Protocol for Debt Claims: stage 3, letter_of_claim.
 * - A recoveries agent's first letter: the agent writes and asks to be paid, so it is the creditor (README), its own
 *   reference is the one to quote (the agreement number is the client's), 'debt_collection', stage 1, debt_recovery.
 * - Open choice: the finance house's solicitors' letter before claim. The firm writes on its letterhead and asks to
 *   be paid into its client account, so by the README's rule for a third party writing on behalf of someone else the
 *   firm is the creditor and the type is 'debt_collection'; its own file reference ("Our ref") is the one to quote.
 * The finance house's own letters are 'loan' (hire purchase is credit from a lender).
 */
const hpShortfall: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const fh = company(r, ['Motor Finance', 'Car Finance', 'Auto Finance', 'Vehicle Finance']);
  const v = pick(r, [0, 0, 1, 1, 2, 2, 3, 4]);
  const agr = pick(r, [
    () => `${r.digits(3)}-${r.digits(6)}-${r.digits(2)}`,
    () => `HP${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(10)}`,
    () => `MF/${r.digits(7)}`,
  ])();
  const custNo = r.digits(8);
  const reg = vrm(r);
  const car = `${r.int(2017, 2022)} ${pick(r, MAKES)} ${pick(r, MODELS)}`;
  const dealer = `${place(r)} ${pick(r, ['Motors', 'Car Centre', 'Vehicle Sales', 'Autos'])}`;
  const cash = r.int(85, 285) * 100 - 5;
  const deposit = r.int(5, 30) * 100;
  const term = pick(r, [36, 48, 60]);
  const monthly = round2(((cash - deposit) * (1 + pick(r, [0.18, 0.22, 0.27]))) / term);
  const paidN = r.int(6, Math.floor(term * 0.45));
  const remaining = round2(monthly * (term - paidN));
  const rebate = round2(remaining * (0.07 + r.next() * 0.1));
  const termBal = round2(remaining - rebate);
  const handed = r.chance(0.45);
  const ended = addDays(c.date, -r.int(45, 120));
  const collect = handed ? pick(r, [0, 95, 145]) : pick(r, [225, 295, 345, 395]);
  const storeDays = r.int(9, 38);
  const storeRate = pick(r, [10, 12, 15]);
  const storage = storeDays * storeRate;
  const entry = pick(r, [85, 110, 135]);
  const lot = `${r.int(1, 480)}`;
  const hammer = Math.round((termBal * (0.42 + r.next() * 0.3)) / 25) * 25;
  const commission = round2(hammer * pick(r, [0.025, 0.03, 0.035]));
  const prep = r.chance(0.6) ? r.money(60, 420) : 0;
  const saleDay = addDays(ended, r.int(18, 40));
  const sinceTerm = r.chance(0.3) ? pick(r, [25, 50, 100, 150]) : 0;
  const shortfall = round2(termBal + collect + storage + entry + commission + prep - hammer - sinceTerm);
  const auction = `${place(r)} ${pick(r, ['Vehicle Auctions', 'Car Auctions', 'Remarketing'])}`;
  const stmtRows: string[][] = [
    [`Balance outstanding at ${handed ? 'surrender' : 'termination'} (after rebate)`, fmtMoney(termBal)],
    ...(collect
      ? [
          [
            handed ? 'Collection of the vehicle' : 'Recovery agent\u2019s charge (repossession)',
            fmtMoney(collect),
          ],
        ]
      : []),
    [`Storage, ${storeDays} days at ${fmtMoney(storeRate)}`, fmtMoney(storage)],
    ...(prep ? [['Pre-sale preparation and valet', fmtMoney(prep)]] : []),
    ['Auction entry fee', fmtMoney(entry)],
    ["Seller's commission", fmtMoney(commission)],
    [`Less: sale proceeds, lot ${lot} (${D(c, saleDay)})`, `-${fmtMoney(hammer)}`],
    ...(sinceTerm ? [['Less: payments received since', `-${fmtMoney(sinceTerm)}`]] : []),
    ['Shortfall now due', fmtMoney(shortfall)],
  ];
  const endWords = handed
    ? `You handed the vehicle back to us on ${D(c, ended)} as a voluntary surrender. This was not a voluntary termination under section 99 of the Consumer Credit Act 1974, so you remain liable for any shortfall after the sale.`
    : `Your agreement was terminated and the vehicle was repossessed on ${D(c, ended)}.`;
  const fhPhone = phone(r);
  const fhOffice = officeAddress(r);
  const fhSig = signatory(r, ['Collections Manager', 'Customer Resolutions Team', 'Recoveries Officer']);
  const pay14 = addDays(c.date, 14);
  const pay30 = addDays(c.date, 30);
  const vehicleKv: [string, string][] = [
    ['Vehicle', car],
    ['Registration', reg],
    ['Supplying dealer', dealer],
  ];
  const payLine = (ref: string, where: string) =>
    `Pay by bank transfer to ${where}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${ref}, or by debit card on ${phone(r)}.`;

  // -- 0: finance house statement of sale (stage 1), two layouts
  if (v === 0) {
    const form = r.chance(0.5);
    const title = pick(r, [
      'Statement of sale and shortfall',
      'Sale of your vehicle - final account statement',
      'Your vehicle has been sold',
    ]);
    const intro = `${endWords} Your ${car} was sold at ${auction} on ${D(c, saleDay)}. The sale proceeds have been credited to your account and the statement below shows the balance that remains.`;
    const ask = `Please pay the shortfall of ${fmtMoney(shortfall)} within 14 days of the date of this letter. If you cannot pay it in full, call us on ${fhPhone} to discuss an affordable repayment plan; we will not add interest while a plan is kept up.`;
    if (form) {
      const spec: Spec = {
        face: c.face,
        head: fh.head,
        logoMark: pick(r, ['chevron', 'bars'] as const),
        sub: ['Remarketing and Recoveries', fhOffice, `${fhPhone}  ${web(fh.name)}`],
        headAlign: 'left',
        recipient: rcpt(c),
        owe: {
          label: 'Shortfall now due',
          amount: fmtMoney(shortfall),
          note: `Please pay by ${D(c, pay14)}`,
        },
        panel: [['Date', D(c, c.date)]],
        refGrid: [
          ['Agreement number', agr],
          ['Customer number', custNo],
          ['Registration', reg],
          ['Agreement ended', D(c, ended)],
        ],
        title,
        titleStyle: 'rule',
        body: [
          dear(c),
          { p: intro },
          { grid: stmtRows, header: ['Account', 'Amount'], widths: [0.74, 0.26] },
          { p: ask },
          {
            small: `Cash price ${fmtMoney(cash)}; deposit ${fmtMoney(deposit)}; ${term} monthly payments of ${fmtMoney(monthly)}, of which ${paidN} were paid. The rebate was calculated under the Consumer Credit (Early Settlement) Regulations 2004. The vehicle was sold through an independent auction to obtain the best price reasonably available.`,
          },
        ],
        sign: [],
        slip: {
          title: `Payment slip - ${fh.name}`,
          rows: [
            ['Agreement number', agr],
            ['Amount due', fmtMoney(shortfall)],
          ],
        },
        footer: [fcaLine(fh.name, r)],
      };
      return { spec, truth: truth(fh.name, shortfall, agr, 'loan', 1, 'first_demand', c, pay14) };
    }
    const spec: Spec = {
      face: c.face,
      head: fh.head,
      sub: [fhOffice, `Telephone ${fhPhone}`, web(fh.name)],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Agreement no', agr],
        ['Customer no', custNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { h: `Hire purchase agreement ${agr} - vehicle ${reg}` },
        { p: intro },
        { table: stmtRows.map(([k, x]) => [k, x] as [string, string]) },
        { p: ask },
        {
          p: `If you think any figure above is wrong, tell us in writing within 21 days and we will send you the auction house's sale report and the invoices for the charges.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...fhSig, fh.name],
      footer: [fcaLine(fh.name, r)],
    };
    return { spec, truth: truth(fh.name, shortfall, agr, 'loan', 1, 'first_demand', c, pay14) };
  }

  // -- 1: finance house reminder (stage 2)
  if (v === 1) {
    const wrote = addDays(c.date, -r.int(21, 40));
    const spec: Spec = {
      face: c.face,
      head: fh.head,
      logo: r.chance(0.4),
      sub: ['Customer Resolutions', fhOffice, fhPhone],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Agreement number', 'Your agreement']), agr],
        ['Vehicle registration', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Reminder: shortfall balance outstanding',
        'Outstanding balance after the sale of your vehicle',
        'SECOND LETTER - BALANCE OUTSTANDING',
      ]),
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, wrote)} with a statement of the sale of your vehicle at auction and the shortfall left on your hire purchase agreement. We have not received payment${sinceTerm ? ' of the full balance' : ''} or heard from you.`,
        },
        ...(r.chance(0.5) ? [{ kv: vehicleKv }] : []),
        {
          kv: [
            [`Balance after sale (${D(c, saleDay)}):`, fmtMoney(round2(shortfall + sinceTerm))],
            ...(sinceTerm ? ([['Paid since:', `-${fmtMoney(sinceTerm)}`]] as [string, string][]) : []),
            ['Balance outstanding:', fmtMoney(shortfall)],
          ],
        },
        {
          p: `Please pay the balance outstanding of ${fmtMoney(shortfall)} within 14 days, or contact us to agree how you will repay it. Even a small regular payment, for example ${fmtMoney(pick(r, [20, 25, 40, 50]))} a month, will stop further action while we look at your circumstances.`,
        },
        { p: payLine(agr, fh.name) },
        {
          small: `If we do not hear from you, we may pass your account to a recoveries agent or send you a letter before claim. Free, independent debt advice is available from debt advice charities and your local advice service. Original monthly payment: ${fmtMoney(monthly)}.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...fhSig, fh.name],
      footer: [fcaLine(fh.name, r)],
    };
    return { spec, truth: truth(fh.name, shortfall, agr, 'loan', 2, 'reminder', c, pay14) };
  }

  // -- 2 / 4: letter before claim, from the finance house or from its solicitors (stage 3)
  const daily = round2((shortfall * 0.08) / 365);
  const lbcBody = (ref: string, ours: boolean): Block[] => [
    {
      p: `${ours ? 'You entered into' : 'You entered into, with our client,'} hire purchase agreement ${agr} dated ${D(c, addDays(ended, -paidN * 30 - r.int(10, 60)))} for the ${car}, registration ${reg}, supplied by ${dealer}. The agreement ended on ${D(c, ended)} and the vehicle was sold at auction on ${D(c, saleDay)} for ${fmtMoney(hammer)}, leaving the balance below unpaid.`,
    },
    { amountBox: ['Balance now claimed', fmtMoney(shortfall)] },
    {
      p: `This letter is sent under the Pre-Action Protocol for Debt Claims. Unless you pay ${fmtMoney(shortfall)} within 30 days of the date of this letter, or agree a repayment plan, ${ours ? 'we may' : 'we are instructed to'} issue a claim against you in the County Court without further notice. The claim may include statutory interest at 8% a year (currently ${fmtMoney(daily)} a day) and court fees.`,
    },
    {
      p: `Enclosed are an Information Sheet, a Reply Form and a Financial Statement. Please complete and return the Reply Form within 30 days. If you dispute the debt, say why on the form. If you need more time to get advice, tell us and we will not start a claim while you do.`,
    },
    { p: payLine(ref, ours ? fh.name : 'our client account') },
  ];
  if (v === 2) {
    const spec: Spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL'],
      head: fh.head,
      sub: ['Legal Recoveries', fhOffice, `${fhPhone}  ${web(fh.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Agreement number', agr],
        ['Customer number', custNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim', 'Letter before legal action']),
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [dear(c), ...lbcBody(agr, true)],
      closing: 'Yours faithfully',
      sign: [...fhSig, `for and on behalf of ${fh.name}`],
      footer: [fcaLine(fh.name, r)],
    };
    return { spec, truth: truth(fh.name, shortfall, agr, 'loan', 3, 'letter_of_claim', c, pay30) };
  }
  if (v === 4) {
    const firm = company(r, ['Solicitors', 'Law', 'Legal'], ' LLP');
    const initials = `${person(r).first[0]}${person(r).last[0]}`;
    const ref = r.chance(0.5)
      ? `${initials}/${r.digits(6)}/${fh.name.slice(0, 3).toUpperCase()}`
      : `${r.letters(2, 'LMOK')}${r.digits(5)}.${r.int(1, 9)}`;
    const sol = signatory(r, ['Solicitor', 'Associate Solicitor', 'Litigation Executive']);
    const spec: Spec = {
      face: c.face,
      head: firm.head,
      headBand: r.chance(0.4),
      sub: [
        officeAddress(r),
        `DX ${r.int(10000, 99999)} ${place(r)}`,
        `${phone(r)}  recoveries@${host(firm.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', fh.name],
        ['Client ref', agr],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['Letter before claim', 'LETTER OF CLAIM']),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          p: `We act for ${fh.name} ("our client") in connection with the sum you owe under a hire purchase agreement. Please quote our reference ${ref} in all correspondence and payments.`,
        },
        ...lbcBody(ref, false),
      ],
      closing: 'Yours faithfully',
      sign: [...sol, firm.name],
      footer: [
        `${firm.name} is a limited liability partnership registered in England and Wales (no. OC${r.digits(6)}) and is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}).`,
      ],
    };
    return {
      spec,
      truth: truth(firm.name, shortfall, ref, 'debt_collection', 3, 'letter_of_claim', c, pay30),
    };
  }

  // -- 3: recoveries agent's first letter (stage 1)
  const ag = company(r, ['Asset Recoveries', 'Recoveries', 'Credit Services', 'Collections']);
  const agRef = pick(r, [
    () => `${r.letters(3, 'ARCOK')}${r.digits(6)}`,
    () => `${r.digits(4)}-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(9)}`,
  ])();
  const agPhone = phone(r);
  const agOffice = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    logoMark: pick(r, ['shield', 'rings'] as const),
    sub: [agOffice, `${agPhone}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    returnAddress: r.chance(0.5) ? `Return address: ${ag.name}, ${agOffice}` : undefined,
    recipient: rcpt(c),
    owe: r.chance(0.5) ? { label: 'Balance to pay', amount: fmtMoney(shortfall) } : undefined,
    panel: [
      ['Our reference', agRef],
      ['Client', fh.name],
      [pick(r, ['Client agreement no', 'Previous account no']), agr],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: pick(r, [
      'Your hire purchase shortfall has been passed to us',
      'Notice of instruction - vehicle finance shortfall',
    ]),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `${fh.name} has instructed us to collect the balance left on your hire purchase agreement after the ${car} (${reg}) was sold at auction. Your account is now managed by us, and you should contact us, not ${fh.name}, about it.`,
      },
      {
        grid: [
          ['Shortfall after sale of the vehicle', fmtMoney(round2(shortfall + sinceTerm))],
          ...(sinceTerm ? [['Payments received', `-${fmtMoney(sinceTerm)}`]] : []),
          ['Balance to pay', fmtMoney(shortfall)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay ${fmtMoney(shortfall)} within 14 days, or call us to agree a plan you can afford. We do not charge you for our service and no interest is being added.`,
      },
      {
        kv: [
          ['Online', `${web(ag.name)}/pay`],
          ['Phone', `${agPhone} (8am-8pm weekdays)`],
          ['Bank', `sort code ${sortCode(r)} account ${r.digits(8)}`],
          ['Quote', agRef],
        ],
      },
      {
        small: `If you are struggling with debt, free independent advice is available from debt advice charities. If you dispute this balance, tell us and we will put the account on hold while we ask our client for the sale documents.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Client Services', ag.name],
    footer: [fcaLine(ag.name, r)],
  };
  return { spec, truth: truth(ag.name, shortfall, agRef, 'debt_collection', 1, 'debt_recovery', c, pay14) };
};

// ------------------------------------------------------------------------------------------------------------
// W197 — interest-free retail finance arrears (the finance house, retailer named prominently)
// ------------------------------------------------------------------------------------------------------------

const GOODS: { kind: 'sofa' | 'kitchen' | 'bed'; items: string[]; lo: number; hi: number }[] = [
  {
    kind: 'sofa',
    items: [
      '4-seater fabric sofa and matching armchair',
      'Corner sofa with power recliners',
      '3-seater leather sofa and footstool',
      'Modular sofa (5 pieces) and storage footstool',
    ],
    lo: 899,
    hi: 3999,
  },
  {
    kind: 'kitchen',
    items: [
      'Fitted kitchen: units, worktops and appliances',
      'Shaker-style kitchen with island and installation',
      'Kitchen units, quartz worktops and fitting',
    ],
    lo: 4500,
    hi: 13900,
  },
  {
    kind: 'bed',
    items: [
      'King-size divan bed with storage and pocket-sprung mattress',
      'Super king ottoman bed and hybrid mattress',
      'Adjustable bed and memory foam mattress',
    ],
    lo: 699,
    hi: 2799,
  },
];

/**
 * A point-of-sale finance house's arrears letters on an interest-free (0% APR) fixed-sum loan agreement for a sofa, a
 * kitchen or a bed bought in a store. The retailer's name is printed prominently (a strip above the letterhead, "your
 * … purchase", the goods, the store and its order number, "introduced by … as a credit broker"), but the lender is the
 * finance house: it writes, signs and is paid, so it is the creditor (the retailer is neither the writer nor the
 * legal entity owed). Reference = the agreement number; the retailer's order number, the store and the masked card of
 * the Direct Debit are not it. 'loan' (credit from a lender, not a card).
 * - Notice of sums in arrears (s.86B): amount = "total sum in arrears" (the missed payments less any part payments);
 *   the balance of the agreement, the monthly payment and the default fees listed apart from it are not it. The first
 *   one, which refers to no earlier letter, is stage 1, first_demand (the README's "first demand or notice"); a
 *   further six-monthly notice that refers to the earlier one is stage 2, reminder. It asks for the arrears "as soon
 *   as you can", with no date, so no payBy.
 * - Default notice (s.87): amount = "amount required to remedy the breach" by the date given (payBy); the balance that
 *   would become due on termination and the default fees "not required to remedy" are not it. Stage 3, default_notice.
 * - Termination letter: the agreement is terminated and the whole balance (unpaid credit + default fees) is now due:
 *   amount = "balance now due"; the earlier remedy sum is not it. Stage 3, termination_notice; payBy only where it
 *   asks for payment within 14 days.
 */
const retailFinance: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const fh = company(r, ['Retail Finance', 'Consumer Finance', 'Point of Sale Finance', 'Retail Credit']);
  const g = pick(r, GOODS);
  const rp = place(r);
  const retailer =
    g.kind === 'sofa'
      ? pick(r, [`${rp} Sofa Company`, `Sofas of ${rp}`, `The ${rp} Sofa Warehouse`])
      : g.kind === 'kitchen'
        ? pick(r, [`${rp} Kitchens`, `${person(r).last} Kitchen Studio`, `${rp} Kitchen & Bath`])
        : pick(r, [`${rp} Beds`, `The ${rp} Bed Centre`, `${person(r).last} Sleep Store`]);
  const goods = pick(r, g.items);
  const store = `${retailer.replace(/^The /, '')}, ${place(r)} store`;
  const order = pick(r, [() => `SO-${r.digits(6)}`, () => `${r.digits(7)}`, () => `ORD${r.digits(5)}`])();
  const agr = pick(r, [
    () => `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`,
    () => `PF${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(3)}/${r.digits(7)}`,
    () => `RC-${r.digits(8)}`,
  ])();
  const cash = r.int(g.lo, g.hi);
  const deposit = r.chance(0.5) ? 0 : Math.round(cash * pick(r, [0.1, 0.2]));
  const credit = cash - deposit;
  const term = g.kind === 'kitchen' ? pick(r, [24, 36, 48]) : pick(r, [12, 18, 24, 36]);
  const monthly = round2(credit / term);
  const made = r.int(2, term - 5);
  const missed = r.int(2, 4);
  const part = r.chance(0.3) ? round2(Math.floor(monthly * pick(r, [0.25, 0.5]))) : 0;
  const arrears = round2(monthly * missed - part);
  const fee = pick(r, [12, 12, 15]);
  const fees = round2(fee * missed);
  const owing = round2(credit - monthly * made - part);
  const bought = addDays(c.date, -(made + missed) * 30 - r.int(20, 50));
  const card = `**** **** **** ${r.digits(4)}`;
  const v = pick(r, [0, 0, 1, 2, 2, 3, 3]);
  const fhPhone = phone(r);
  const fhOffice = officeAddress(r);
  const fhSig = signatory(r, ['Collections Team Leader', 'Customer Support Manager', 'Arrears Manager']);
  const brand = r.chance(0.5);
  const top = brand
    ? [
        pick(r, [
          `Your ${retailer.replace(/^The /, '')} interest free credit`,
          `${retailer.toUpperCase()} 0% FINANCE`,
        ]),
      ]
    : undefined;
  const broker = `Your agreement was introduced by ${retailer}, who acted as a credit broker and not as the lender. The lender is ${fh.name}, and your payments are made to us, not to the store.`;
  const dueRows: string[][] = [];
  for (let i = 0; i < missed; i++) {
    const due = addDays(c.date, -(missed - i) * 30 + r.int(-2, 2) - 10);
    const paid = i === 0 ? part : 0;
    dueRows.push([D(c, due), fmtMoney(monthly), fmtMoney(paid), fmtMoney(round2(monthly - paid))]);
  }
  dueRows.push(['Total sum in arrears', '', '', fmtMoney(arrears)]);
  const agrKv: [string, string][] = [
    ['Agreement', `Interest free credit (0% APR) fixed-sum loan agreement`],
    ['Goods', goods],
    ['Retailer', store],
    ['Cash price', `${fmtMoney(cash)}${deposit ? ` (deposit paid ${fmtMoney(deposit)})` : ''}`],
    ['Monthly payment', `${fmtMoney(monthly)} x ${term}`],
  ];

  // -- 0 / 1: notice of sums in arrears (first, stage 1; further, stage 2)
  if (v === 0 || v === 1) {
    const further = v === 1;
    const earlier = addDays(c.date, -r.int(170, 185));
    const form = r.chance(0.5);
    const plainTitle = further ? 'Further notice of sums in arrears' : 'Notice of sums in arrears';
    const branded = `${retailer.replace(/^The /, '')} finance: ${plainTitle.toLowerCase()}`;
    const nosiaTitle = branded.length <= 50 && r.chance(0.5) ? branded : plainTitle;
    const body: Block[] = [
      dear(c),
      {
        p: further
          ? `We gave you a notice of sums in arrears on ${D(c, earlier)}. Your agreement is still in arrears, so the law requires us to send you this further notice. You have missed at least two payments in total, shown below.`
          : `You have not made ${missed === 2 ? 'two' : missed === 3 ? 'three' : 'four'} of the monthly payments due under your interest free credit agreement for your ${g.kind === 'kitchen' ? 'new kitchen' : goods.toLowerCase()} from ${retailer}. This notice is to tell you how much is in arrears.`,
      },
      ...(form ? ([{ h: `Your purchase from ${retailer}` }, { kv: agrKv }] as Block[]) : []),
      {
        grid: dueRows,
        header: ['Payment due', 'Amount due', 'Paid', 'Unpaid'],
        widths: [0.4, 0.2, 0.2, 0.2],
      },
      {
        p: `Please pay the total sum in arrears of ${fmtMoney(arrears)} as soon as you can, by card on ${fhPhone} or online, quoting your agreement number. Your Direct Debit from the card ending ${card.slice(-4)} will continue to collect your normal monthly payment of ${fmtMoney(monthly)}.`,
      },
      {
        small: `The balance outstanding on your agreement is ${fmtMoney(owing)}; this is not due now. Default fees of ${fmtMoney(fees)} have been charged to your account (${missed} x ${fmtMoney(fee)}) and are not included in the sum in arrears. We enclose a copy of the current arrears information sheet from the Financial Conduct Authority. It tells you about the free help available from independent debt advice services.`,
      },
      { p: broker },
    ];
    const spec: Spec = {
      face: c.face,
      top,
      head: fh.head,
      logoMark: form ? pick(r, ['rings', 'chevron'] as const) : undefined,
      sub: [fhOffice, `${fhPhone}  ${web(fh.name)}`],
      headAlign: form ? 'left' : pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: form
        ? [['Date', D(c, c.date)]]
        : [
            ['Agreement number', agr],
            ['Retailer', retailer],
            ['Order no', order],
            ['Date', D(c, c.date)],
          ],
      panelBoxed: !form && r.chance(0.6),
      refGrid: form
        ? [
            ['Agreement number', agr],
            ['Purchased from', retailer],
            ['Order number', order],
          ]
        : undefined,
      title: nosiaTitle,
      titleStyle: form ? 'banner' : pick(r, ['plain', 'rule'] as const),
      body: [
        {
          small: `This notice is given under section 86B of the Consumer Credit Act 1974 and relates to your agreement dated ${D(c, bought)}.`,
        },
        ...body,
      ],
      closing: 'Yours sincerely',
      sign: [...fhSig, fh.name],
      footer: [fcaLine(fh.name, r)],
    };
    return {
      spec,
      truth: truth(fh.name, arrears, agr, 'loan', further ? 2 : 1, further ? 'reminder' : 'first_demand', c),
    };
  }

  // -- 2: default notice (stage 3)
  if (v === 2) {
    const remedy = addDays(c.date, pick(r, [16, 18, 21]));
    const ifTerm = round2(owing + fees);
    const spec: Spec = {
      face: c.face,
      top: top ?? ['IMPORTANT - YOU SHOULD READ THIS CAREFULLY'],
      head: fh.head,
      sub: ['Collections Department', fhOffice, fhPhone],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Agreement no', agr],
        ['Date of notice', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: true,
      title: pick(r, [
        'DEFAULT NOTICE',
        'Default notice served under section 87(1) Consumer Credit Act 1974',
      ]),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        {
          p: `${top ? 'IMPORTANT - YOU SHOULD READ THIS CAREFULLY. ' : ''}This notice is served by ${fh.name} on ${rcpt(c)[0]} under the interest free credit agreement dated ${D(c, bought)} for: ${goods}, supplied by ${store}.`,
        },
        { h: 'Breach of agreement' },
        {
          p: `You have failed to make the monthly payments due under the agreement. ${missed} payments of ${fmtMoney(monthly)} are unpaid${part ? ` (less ${fmtMoney(part)} part paid)` : ''}.`,
        },
        { amountBox: ['Amount required to remedy the breach', fmtMoney(arrears)] },
        {
          p: `Action required: pay ${fmtMoney(arrears)} on or before ${D(c, remedy)}. If the action required by this notice is taken before that date, no further enforcement action will be taken in respect of the breach.`,
        },
        {
          p: `If you do not take the action required by that date, we intend to terminate the agreement and demand payment of the full balance, currently ${fmtMoney(ifTerm)}, and the default will be reported to credit reference agencies. Default fees of ${fmtMoney(fees)} already charged are not required to remedy the breach.`,
        },
        {
          small: `IF YOU HAVE DIFFICULTY IN PAYING ANY SUM OWING UNDER THE AGREEMENT, YOU CAN APPLY TO THE COURT WHICH MAY MAKE AN ORDER ALLOWING YOU OR ANY SURETY MORE TIME. IF YOU ARE NOT SURE WHAT TO DO, YOU SHOULD GET HELP AS SOON AS POSSIBLE. A copy of the FCA default information sheet is enclosed.`,
        },
        { small: broker },
      ],
      closing: 'Yours faithfully',
      sign: [fh.name],
      footer: [fcaLine(fh.name, r)],
    };
    return { spec, truth: truth(fh.name, arrears, agr, 'loan', 3, 'default_notice', c, remedy) };
  }

  // -- 3: termination letter (stage 3)
  const dn = addDays(c.date, -r.int(30, 45));
  const rem = addDays(dn, pick(r, [16, 18, 21]));
  const bal = round2(owing + fees);
  const within = r.chance(0.6);
  const pay = addDays(c.date, 14);
  const layoutB = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    top,
    head: fh.head,
    headBand: layoutB,
    logoMark: layoutB ? 'bars' : undefined,
    sub: ['Customer Support', fhOffice, `${fhPhone}  ${web(fh.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: layoutB ? { label: 'Balance now due', amount: fmtMoney(bal) } : undefined,
    panel: [
      ['Agreement number', agr],
      ...(layoutB ? [] : ([['Retailer', retailer]] as [string, string][])),
      ['Date', D(c, c.date)],
    ],
    title: pick(r, [
      'Notice of termination of your agreement',
      'Your interest free credit agreement has been terminated',
      'Termination of agreement',
      `Your ${retailer.replace(/^The /, '')} finance agreement has ended`,
    ]),
    titleStyle: layoutB ? 'rule' : 'plain',
    body: [
      dear(c),
      {
        p: `We served a default notice on you on ${D(c, dn)}, asking you to pay ${fmtMoney(arrears)} by ${D(c, rem)} to put right the missed payments on your agreement for the ${goods.toLowerCase()} you bought from ${retailer}. That amount was not paid, so we have now terminated the agreement.`,
      },
      {
        table: [
          ['Unpaid credit at termination', fmtMoney(owing)],
          ['Default fees', fmtMoney(fees)],
          ['Balance now due', fmtMoney(bal)],
        ],
      },
      {
        p: within
          ? `The whole balance of ${fmtMoney(bal)} is now due. Please pay it within 14 days of the date of this letter, or call us on ${fhPhone} to agree an affordable plan.`
          : `The whole balance of ${fmtMoney(bal)} is now due and payable. If you cannot pay it in one go, call us on ${fhPhone} and we will look at a repayment plan with you.`,
      },
      {
        p: `We have reported the default to credit reference agencies. If we do not hear from you we may pass your account to a collection agency or ask the court for a judgment. Your agreement is interest free and we will not add interest to the balance. The goods remain yours; ${retailer} has no further part in this account.`,
      },
      { small: `Order ${order}. Payments from card ${card} have been cancelled. ${broker}` },
    ],
    closing: 'Yours sincerely',
    sign: [...fhSig, fh.name],
    footer: [fcaLine(fh.name, r)],
  };
  return {
    spec,
    truth: truth(fh.name, bal, agr, 'loan', 3, 'termination_notice', c, within ? pay : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W198 — closed overdrawn current account: the bank's own recoveries unit, then an external collector
// ------------------------------------------------------------------------------------------------------------

/**
 * The balance of a current account the bank has closed while overdrawn, passed to the bank's own recoveries /
 * customer support unit: a department with its own name on the letterhead (printed large, with the bank's name
 * smaller, or a unit name such as "Kestrel Recoveries" with "a department of … plc" under it). The unit is not a
 * separate company: the bank is the legal entity owed, and the letters are signed "for and on behalf of" it, so the
 * creditor is the bank's legal name (… plc), exactly as printed in the sign-off / footer, not the unit's name. The
 * unit moves the debt to a recoveries account with its own number, and that number ("Recoveries account" / "Our
 * reference") is the one to quote; the closed account's sort code and number, the withdrawn overdraft limit and the
 * bank's own collection account in the payment details are not it. Amount = the balance outstanding (overdrawn
 * balance at closure + interest and charges to closure − payments since); the arranged limit, an offered or broken
 * monthly instalment and a suggested token payment are not it.
 * Open choice: the README's list has no overdraft; an overdraft is bank lending, so 'loan' (as W82 chose).
 * - Unit's first letter, which tells the customer the balance has moved to it and refers to no earlier letter: stage 1,
 *   first_demand; payBy only in the wording that asks for payment within 21 days (the other asks to be contacted).
 * - Unit's follow-up ("we wrote to you on …", or a broken payment arrangement): stage 2, reminder.
 * - Unit's final demand before the account goes to a collection agency: stage 3, final_demand.
 * - The external collector the bank instructs (the bank still owns the debt): the collector writes and asks to be
 *   paid, so it is the creditor (README), with its own reference; 'debt_collection', kind debt_recovery, stage 1 for
 *   its first letter, 2 for its reminder.
 */
const overdraftUnit: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const short = `${s} ${pick(r, ['Bank', 'Savings Bank', 'Bank UK'])}`;
  const bank = `${short} ${pick(r, ['plc', 'PLC'])}`;
  const unit = pick(r, [
    'Customer Support Unit',
    'Financial Support Centre',
    'Borrowing Recoveries Unit',
    `${s} Recoveries`,
    'Specialist Customer Support',
    'Collections & Recoveries',
  ]);
  const unitIsBrand = unit.startsWith(s);
  const recAcc = pick(r, [
    () => `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}`,
    () => `REC${r.digits(8)}`,
    () => `${r.digits(4)}/${r.digits(6)}`,
    () => `CSU-${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
  ])();
  const sort = sortCode(r);
  const oldAcc = r.digits(8);
  const limit = pick(r, [0, 100, 250, 500, 750, 1000, 1500, 2000]);
  const overdrawn = limit ? r.money(limit * 0.8, limit * 1.3) : r.money(45, 480);
  const charges = r.money(8, 85);
  const closedOn = addDays(c.date, -r.int(20, 75));
  const since = r.chance(0.35) ? pick(r, [10, 20, 25, 50, 75]) : 0;
  const bal = round2(overdrawn + charges - since);
  const uPhone = phone(r);
  const uOffice = officeAddress(r);
  const v = pick(r, [0, 0, 1, 1, 2, 2, 3, 3, 4]);
  const payKv = (ref: string): [string, string][] => [
    ['By phone', `${uPhone} (debit card)`],
    ['Online', `${web(short)}/repay`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ref}`],
  ];
  const balGrid: string[][] = [
    [`Overdrawn balance when the account closed (${D(c, closedOn)})`, fmtMoney(overdrawn)],
    ['Interest and charges to the date of closure', fmtMoney(charges)],
    ...(since ? [['Payments received since', `-${fmtMoney(since)}`]] : []),
    ['Balance outstanding', fmtMoney(bal)],
  ];
  const head = (): { head: string[]; sub: string[] } => {
    const h = r.int(0, 2);
    if (h === 0) return { head: [short], sub: [unit, uOffice, `Telephone ${uPhone}`] };
    if (h === 1 && !unitIsBrand) return { head: [unit], sub: [bank, uOffice, `${uPhone}  ${web(short)}`] };
    return {
      head: unitIsBrand ? [unit] : [short, unit],
      sub: [`${unitIsBrand ? 'A department of ' : 'Part of '}${bank}`, uOffice, uPhone],
    };
  };
  const unitFooter = `${unit} is ${unitIsBrand ? 'a department' : 'part'} of ${bank}, authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`;
  const unitSign = (titles: string[]) => [...signatory(r, titles), unit, `For and on behalf of ${bank}`];
  const oldAccLine = `Former current account: sort code ${sort}, account ${oldAcc}${limit ? ` (arranged overdraft limit ${fmtMoney(limit)}, withdrawn)` : ''}.`;

  // -- 0: unit's first letter (stage 1)
  if (v === 0) {
    const h = head();
    const payAsk = r.chance(0.5);
    const pay = addDays(c.date, 21);
    const refLabel = pick(r, ['Recoveries account', 'Our reference', 'Your reference with us']);
    const spec: Spec = {
      face: c.face,
      head: h.head,
      sub: h.sub,
      logoMark: r.chance(0.5) ? pick(r, ['shield', 'rings'] as const) : undefined,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, recAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, [
        'Your closed current account',
        'We are now looking after your account',
        'The balance of your closed current account',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `Your current account with ${short} was closed on ${D(c, closedOn)} while it was overdrawn, and the balance has been transferred to us, the bank's ${unit}. We help customers repay money they owe to the bank when an account has closed. ${oldAccLine}`,
        },
        { grid: balGrid, header: ['Your balance', 'Amount'], widths: [0.74, 0.26] },
        {
          p: payAsk
            ? `Please repay the balance outstanding of ${fmtMoney(bal)} within 21 days of the date of this letter. If you cannot pay it all at once, call us before then and we will work out an affordable plan with you.`
            : `We would like to agree with you how the balance outstanding of ${fmtMoney(bal)} will be repaid. Please call us within 14 days: we can set up a plan based on what you can afford, starting from as little as ${fmtMoney(pick(r, [5, 10, 15]))} a month.`,
        },
        {
          p: `We have stopped adding interest and charges to this balance. Please quote ${refLabel === 'Recoveries account' ? 'your recoveries account number' : 'our reference'} ${recAcc} whenever you contact us or make a payment; your old account number can no longer be used.`,
        },
        { kv: payKv(recAcc) },
        {
          small: `If you are worried about money, free and confidential debt advice is available from independent debt advice charities. Under the terms of your account we may use money you hold in other accounts with us to reduce this balance.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: unitSign(['Customer Support Manager', 'Recoveries Officer', 'Team Manager']),
      footer: [unitFooter],
    };
    return {
      spec,
      truth: truth(bank, bal, recAcc, 'loan', 1, 'first_demand', c, payAsk ? pay : undefined),
    };
  }

  // -- 1: unit's follow-up (stage 2)
  if (v === 1) {
    const h = head();
    const broken = r.chance(0.5);
    const wrote = addDays(c.date, -r.int(21, 45));
    const plan = pick(r, [15, 20, 25, 30, 40, 50]);
    const lastPaid = addDays(c.date, -r.int(40, 70));
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: h.head,
      sub: h.sub,
      headBand: r.chance(0.4),
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: r.chance(0.5) ? { label: 'Balance outstanding', amount: fmtMoney(bal) } : undefined,
      panel: [
        ['Our reference', recAcc],
        ['Date', D(c, c.date)],
      ],
      title: broken
        ? pick(r, ['Your payment plan has stopped', 'Missed payments on your repayment plan'])
        : pick(r, ['We have not heard from you', 'Reminder: your closed current account']),
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body: [
        dear(c),
        {
          p: broken
            ? `You agreed to repay the balance of your closed current account at ${fmtMoney(plan)} a month. We have not received a payment since ${D(c, lastPaid)}, so the plan has now ended and the full balance outstanding of ${fmtMoney(bal)} is due.`
            : `We wrote to you on ${D(c, wrote)} to tell you that the overdrawn balance of your closed current account had been passed to our ${unit}. We have not received a payment or heard from you since.`,
        },
        {
          table: balGrid.map(([k, x]) => [k, x] as [string, string]),
        },
        {
          p: `Please pay the balance outstanding of ${fmtMoney(bal)} within 14 days, or call us on ${uPhone} to ${broken ? 'restart your plan' : 'agree a plan'}. If your circumstances have changed, tell us and we will look at what you can afford.`,
        },
        { small: oldAccLine },
        {
          small: `If we do not hear from you, we may ask a debt collection agency to contact you on our behalf. Free debt advice is available from independent debt advice charities.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: unitSign(['Customer Support Officer', 'Recoveries Officer']),
      footer: [unitFooter],
    };
    return { spec, truth: truth(bank, bal, recAcc, 'loan', 2, 'reminder', c, pay) };
  }

  // -- 2: unit's final demand (stage 3)
  if (v === 2) {
    const h = head();
    const pay = addDays(c.date, 14);
    const dca = `${place(r)} ${pick(r, ['Credit Services', 'Collections', 'Recoveries'])} Ltd`;
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      head: h.head,
      sub: h.sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Recoveries account', recAcc],
        ['Former sort code', sort],
        ['Former account', oldAcc],
        ['Pay by', D(c, pay)],
      ],
      title: pick(r, ['FINAL DEMAND', 'Final demand before we pass your account on', 'Final Demand']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `Despite our letters, the balance of your closed current account remains unpaid. This is our final demand. ${since ? `We are grateful for the ${fmtMoney(since)} you have paid, but a balance remains.` : ''}`.trim(),
        },
        { amountBox: ['Balance outstanding', fmtMoney(bal)] },
        {
          p: `Unless you pay ${fmtMoney(bal)} by ${D(c, pay)}, or contact us and agree a repayment plan by then, we intend to instruct a debt collection agency, such as ${dca}, to recover the debt for us, and we will register a default with credit reference agencies. This may affect your ability to get credit in future. We may also consider court action.`,
        },
        { kv: payKv(recAcc) },
        {
          small: `Arranged overdraft limit before closure: ${limit ? fmtMoney(limit) : 'none'}. No further interest or charges are being added. If you are in financial difficulty please call us; free debt advice is available from independent debt advice charities.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: unitSign(['Recoveries Manager', 'Senior Recoveries Officer']),
      footer: [unitFooter],
    };
    return { spec, truth: truth(bank, bal, recAcc, 'loan', 3, 'final_demand', c, pay) };
  }

  // -- 3 / 4: the external collector's first letter (stage 1) or reminder (stage 2)
  const ag = company(r, ['Credit Management', 'Collection Services', 'Debt Recovery', 'Credit Services']);
  const agRef = pick(r, [
    () => `${r.letters(2, 'CKMO')}${r.digits(7)}`,
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    () => `${r.digits(6)}-${r.letters(1, 'OIB')}${r.digits(1)}`,
  ])();
  const agOffice = officeAddress(r);
  const agPhone = phone(r);
  const second = v === 4;
  const wrote = addDays(c.date, -r.int(18, 35));
  const pay = addDays(c.date, 14);
  const slip = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    logoMark: pick(r, ['bars', 'chevron'] as const),
    sub: [agOffice, `${agPhone}  ${web(ag.name)}`],
    headAlign: 'left',
    returnAddress: r.chance(0.5) ? `If undelivered return to ${ag.name}, ${agOffice}` : undefined,
    recipient: rcpt(c),
    owe: { label: 'Balance due', amount: fmtMoney(bal), note: `Please pay by ${D(c, pay)}` },
    panel: [
      ['Our ref', agRef],
      ['Client', bank],
      ['Client ref', recAcc],
      ['Date', D(c, c.date)],
    ],
    title: second
      ? pick(r, ['Reminder - balance still due', 'Second letter: your account with us'])
      : pick(r, [`${short} has asked us to contact you`, 'Your closed bank account - balance due']),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: second
          ? `We wrote to you on ${D(c, wrote)} about the overdrawn balance of your closed current account with ${bank}, which the bank has asked us to collect. We have not received payment or heard from you.`
          : `${bank} has instructed us to collect the overdrawn balance of your closed current account (sort code ${sort}, account ending ${oldAcc.slice(-4)}). The bank still owns the debt, but you should now deal with us about it.`,
      },
      {
        p: `The balance due is ${fmtMoney(bal)}. Please pay it within 14 days, or call us to agree a plan you can afford. We do not add fees or interest, and payments made to us are passed to the bank.`,
      },
      {
        kv: [
          ['Pay online', `${web(ag.name)}/pay`],
          ['Pay by phone', `${agPhone}`],
          ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Quote', agRef],
        ],
      },
      {
        small: second
          ? `If you do not pay or contact us, we will report back to our client, who may decide to take further action. If you think you do not owe this money, tell us in writing and we will put the account on hold while we check with the bank.`
          : `If you think you do not owe this money, tell us in writing and we will put the account on hold while we check with the bank. Free, independent debt advice is available from debt advice charities.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Services', ag.name],
    slip: slip
      ? {
          title: `Payment slip - ${ag.name}`,
          rows: [
            ['Our ref', agRef],
            ['Balance due', fmtMoney(bal)],
          ],
        }
      : undefined,
    footer: [fcaLine(ag.name, r)],
  };
  return {
    spec,
    truth: truth(ag.name, bal, agRef, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
  };
};

export const FRESH18B_FAMILIES: Family[] = [
  {
    id: 'W196',
    name: 'Car finance shortfall after auction sale (finance house, agent or solicitors)',
    group: 'lender',
    make: hpShortfall,
  },
  {
    id: 'W197',
    name: 'Interest-free retail finance arrears, retailer named (finance house)',
    group: 'lender',
    make: retailFinance,
  },
  {
    id: 'W198',
    name: "Closed overdrawn current account, bank's recoveries unit or its collector",
    group: 'lender',
    make: overdraftUnit,
  },
];
