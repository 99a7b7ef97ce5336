/** The twenty-eighth fresh set, part b: written blind (by a writer who had not read the extractor). */
import type { ReceivedKind } from '../../shared/src/received';
import type { Spec, Block } from './compose';
import {
  address,
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  postcode,
  sortCode,
  stem,
  web,
} from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  regLine,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

type KV = [string, string][];

// ------------------------------------------------------------------------------------------------------------
// W295 Mortgage shortfall years after a repossession sale
// ------------------------------------------------------------------------------------------------------------

const LENDER_TYPES: [string, string][] = [
  ['Building Society', ''],
  ['Mortgages', ' Ltd'],
  ['Home Loans', ' Limited'],
  ['Bank', ' plc'],
];

/**
 * A mortgage shortfall pursued years after the lender took possession and sold the home. The sender is drawn per
 * letter: the former lender (its shortfall letter, a reminder, or a final letter / letter before claim), a debt
 * purchaser that bought the shortfall (notice of assignment), or solicitors sending a letter before claim. Each page
 * carries the property sale: the sale price, the redemption figure at completion, the arrears when possession was
 * taken, the costs of sale, the original advance and the old mortgage account number.
 * Ground truth:
 * - Amount = the balance outstanding now (shortfall at sale + any interest since − payments since). The sale price,
 *   redemption figure, arrears at possession, advance, suggested instalments, a settlement discount and possible court
 *   fees/fixed costs are not it.
 * - Lender: creditor = the lender's legal name (printed in the sign-off/footer even when the letterhead shortens it);
 *   'mortgage' (the lender demanding the rest of its mortgage debt, now unsecured). Stage 1 first_demand for the
 *   shortfall letter; 2 reminder (it refers to the lender's own earlier letter or a broken arrangement); 3 for the final
 *   letter (letter_of_claim when it follows the Pre-Action Protocol, otherwise final_demand). Reference = the one the
 *   letter asks to be quoted: the shortfall account reference, or on some letters only the old mortgage account number.
 * - Purchaser: its own notice of assignment: creditor = the purchaser (README on purchasers), 'debt_collection',
 *   stage 1, kind notice_of_assignment; its reference, not the lender's. It asks to be contacted, not paid by a date, so
 *   no payBy.
 * - Solicitors: open choice. The README's rule for those who write on behalf of someone else and ask to be paid is
 *   applied: the firm asks for payment into its client account, so creditor = the firm, 'debt_collection', stage 3,
 *   letter_of_claim; reference = the firm's "Our ref" (the client's reference is printed too).
 */
const mortgageShortfall: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const [lk, lg] = pick(r, LENDER_TYPES);
  const lenderShort = `${s} ${lk}`;
  const lender = `${lenderShort}${lg}`;
  const sender = pick(r, ['lender', 'lender', 'lender', 'lender', 'purchaser', 'solicitors'] as const);
  const stage: 1 | 2 | 3 =
    sender === 'purchaser' ? 1 : sender === 'solicitors' ? 3 : (r.int(1, 3) as 1 | 2 | 3);

  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const sold = addDays(c.date, -r.int(720, 2150));
  const poss = addDays(sold, -r.int(70, 240));
  const startYear = sold.getUTCFullYear() - r.int(6, 17);
  const advance = r.int(68, 255) * 1000 + pick(r, [0, 250, 500, 750]);
  const redemption = r.money(advance * 0.74, advance * 1.02);
  const arrearsPoss = r.money(2150, 15900);
  const target = r.money(4800, 41000);
  const sale = Math.round((redemption - target * 0.72) / 500) * 500;
  const agentPct = pick(r, [1.2, 1.5, 1.75]);
  const agent = round2(((sale * agentPct) / 100) * 1.2);
  const legal = r.money(640, 1480);
  const upkeep = r.money(380, 2900);
  const shortfall = round2(redemption + agent + legal + upkeep - sale);
  const interest = sender !== 'purchaser' && r.chance(0.35) ? r.money(240, 3900) : 0;
  const paid = r.chance(0.4)
    ? Math.min(r.int(2, 30) * pick(r, [5, 10, 20, 25]), Math.floor(shortfall / 3))
    : 0;
  const bal = round2(shortfall + interest - paid);
  const titleNo = `${pick(r, ['QX', 'ZV', 'JQ', 'XK'])}${r.digits(6)}`;

  const mortAcc = r.chance(0.5)
    ? `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`
    : `${r.digits(8)}/${r.digits(2)}`;
  const sfRef = r.chance(0.5) ? `SF${r.digits(3)}${oOrI(r)}${r.digits(4)}` : `MSR/${r.digits(6)}`;
  const lenderQuotesMort = sender === 'lender' && r.chance(0.3);
  const dpRef = r.chance(0.5)
    ? `${r.letters(2, 'PQRX')}${r.digits(7)}`
    : `${r.digits(4)}-${r.digits(3)}${oOrI(r)}${r.digits(2)}`;

  // The shortfall statement, printed on every letter in one shape or another.
  const saleRows: string[][] = [
    ['Redemption figure at completion (balance, arrears, interest)', fmtMoney(redemption)],
    [`Estate agent's commission (${agentPct}% + VAT)`, fmtMoney(agent)],
    ['Legal fees on the sale', fmtMoney(legal)],
    ['Insurance, security and upkeep while in possession', fmtMoney(upkeep)],
    [`Less: sale price achieved on ${D(c, sold)}`, `-${fmtMoney(sale)}`],
    ['Shortfall at the date of sale', fmtMoney(shortfall)],
  ];
  const nowRows: string[][] = [
    ...(interest ? [['Interest added since the sale', fmtMoney(interest)]] : []),
    ...(paid ? [['Payments received since the sale', `-${fmtMoney(paid)}`]] : []),
    ['Balance outstanding', fmtMoney(bal)],
  ];
  const fullRows = [...saleRows, ...nowRows];
  const layout =
    sender === 'solicitors' ? pick(r, ['firm', 'letter'] as const) : pick(r, ['letter', 'notice'] as const);
  const advice = `Free, confidential debt advice is available from independent debt advice charities. If you are struggling, tell us: we will not ask for more than you can afford.`;

  // Sender-specific parts
  let creditor: string;
  let ref: string;
  let head: string[];
  let sub: string[];
  let footer: string[];
  let sign: string[];
  let title: string;
  let body: Block[];
  let payBy: Date | undefined;
  let debtType = 'mortgage';
  let kind: ReceivedKind;
  let refs: KV;
  const tel = phone(r);

  if (sender === 'lender') {
    creditor = lender;
    ref = lenderQuotesMort ? mortAcc : sfRef;
    const caps = r.chance(0.3);
    head = caps ? [lenderShort.toUpperCase()] : r.chance(0.4) ? [s, `${lk}${lg}`] : [lenderShort];
    sub = [
      pick(r, ['Mortgage Recoveries', 'Shortfall Recovery Team', 'Secured Lending Recoveries']),
      officeAddress(r),
      `${tel}  ${web(lenderShort)}`,
    ];
    refs = lenderQuotesMort
      ? [
          ['Mortgage account number', mortAcc],
          ['Date', D(c, c.date)],
        ]
      : [
          ['Shortfall account', sfRef],
          ['Former mortgage account', mortAcc],
          ['Date', D(c, c.date)],
        ];
    const refWord = lenderQuotesMort ? 'your mortgage account number' : 'your shortfall account reference';
    sign = [
      ...signatory(r, ['Recoveries Officer', 'Shortfall Recovery Manager', 'Senior Case Handler']),
      lender,
    ];
    footer = [
      lk === 'Building Society'
        ? `${lender} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Principal office: ${officeAddress(r)}.`
        : fcaLine(lender, r),
    ];
    if (stage === 1) {
      kind = 'first_demand';
      const askPay = r.chance(0.6);
      payBy = askPay ? addDays(c.date, 28) : undefined;
      title = pick(r, [
        'Shortfall on your former mortgage',
        'Your mortgage shortfall debt',
        'Mortgage shortfall: amount still owed',
      ]);
      body = [
        dear(c),
        { h: `Former property: ${propLine}` },
        {
          p: `Your mortgage with us (taken out in ${startYear}, advance ${fmtMoney(advance)}) was secured on the property above. We took possession of it on ${D(c, poss)}, when the arrears on the account stood at ${fmtMoney(arrearsPoss)}, and it was sold on ${D(c, sold)}. The sale did not raise enough to repay everything owed under the mortgage, so a shortfall remains. You are still responsible for it, even though the property has been sold and some years have passed.`,
        },
        { grid: fullRows, header: ['How the shortfall is made up', 'Amount'], widths: [0.74, 0.26] },
        {
          p: askPay
            ? `Please pay the balance outstanding of ${fmtMoney(bal)}, or contact us to agree an affordable repayment plan, by ${D(c, payBy!)}. Quote ${refWord}, ${ref}, when you pay or call us on ${tel}.`
            : `We would like to agree with you how this balance will be repaid. Please call us on ${tel} within 21 days, quoting ${refWord}, ${ref}, and have details of your income and outgoings to hand.`,
        },
        {
          small: `The Limitation Act 1980 allows a lender to recover the capital part of a mortgage shortfall for twelve years, and interest for six years, from the date it became due. The land registry title number of the former property (${titleNo}) is shown for identification only. ${advice}`,
        },
      ];
    } else if (stage === 2) {
      kind = 'reminder';
      const prev = addDays(c.date, -r.int(28, 70));
      const broken = r.chance(0.45);
      const instal = pick(r, [25, 40, 50, 75, 100]);
      payBy = addDays(c.date, 14);
      title = pick(r, [
        'Mortgage shortfall - reminder',
        'Second letter: your mortgage shortfall',
        'Reminder: shortfall balance unpaid',
      ]);
      body = [
        dear(c),
        {
          p: broken
            ? `On ${D(c, prev)} you agreed to repay the shortfall on your former mortgage at ${fmtMoney(instal)} a month. Our records show that the last ${r.int(2, 3)} payments under that arrangement have not been made, so the arrangement has been cancelled.`
            : `We wrote to you on ${D(c, prev)} about the shortfall left on your former mortgage after the sale of ${propLine}. We have not received a payment or heard from you since.`,
        },
        {
          kv: [
            ['Date of sale:', D(c, sold)],
            ['Sale price:', fmtMoney(sale)],
            ['Arrears when we took possession:', fmtMoney(arrearsPoss)],
            ['Shortfall at the date of sale:', fmtMoney(shortfall)],
            ...(nowRows.slice(0, -1).map(([k, v]) => [`${k}:`, v]) as KV),
            ['Balance outstanding:', fmtMoney(bal)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(bal)} by ${D(c, payBy)}, or call us on ${tel} before then to ${broken ? 'set up a new arrangement' : 'agree how you will repay it'}. Quote ${refWord} ${ref}. If we do not hear from you, we will consider passing the account to solicitors.`,
        },
        { small: advice },
      ];
    } else {
      const lbc = r.chance(0.6);
      kind = lbc ? 'letter_of_claim' : 'final_demand';
      const prev1 = addDays(c.date, -r.int(75, 140));
      const prev2 = addDays(prev1, r.int(30, 45));
      payBy = addDays(c.date, lbc ? 30 : 14);
      const courtFee = pick(r, [115, 205, 455, 605]);
      title = lbc
        ? pick(r, ['Letter before claim', 'LETTER OF CLAIM - MORTGAGE SHORTFALL'])
        : pick(r, ['Final demand: mortgage shortfall', 'FINAL NOTICE BEFORE LEGAL ACTION']);
      body = [
        dear(c),
        {
          p: `Despite our letters of ${D(c, prev1)} and ${D(c, prev2)}, the shortfall on your former mortgage account ${mortAcc} remains unpaid. The property at ${propLine} was sold on ${D(c, sold)} for ${fmtMoney(sale)}, leaving a shortfall of ${fmtMoney(shortfall)} after the redemption figure of ${fmtMoney(redemption)} and the costs of sale.`,
        },
        { grid: [['Shortfall at the date of sale', fmtMoney(shortfall)], ...nowRows], widths: [0.74, 0.26] },
        lbc
          ? {
              p: `This letter is sent under the Pre-Action Protocol for Debt Claims. An Information Sheet, a Reply Form and a Financial Statement are enclosed. Please pay the balance outstanding of ${fmtMoney(bal)}, or complete and return the Reply Form, within 30 days of the date of this letter (by ${D(c, payBy)}). If you do neither, we may issue a claim against you in the County Court without further notice, and the court fee (currently ${fmtMoney(courtFee)}) and costs would be added.`,
            }
          : {
              p: `This is our final demand. Unless the balance outstanding of ${fmtMoney(bal)} is paid, or an acceptable repayment plan agreed, by ${D(c, payBy)}, we will instruct solicitors to issue a claim in the County Court. A court fee of ${fmtMoney(courtFee)} and legal costs could then be claimed from you as well.`,
            },
        { p: `Quote ${refWord} ${ref} with any payment or reply. Our recoveries team is on ${tel}.` },
        { small: advice },
      ];
    }
  } else if (sender === 'purchaser') {
    const dp = company(r, [
      'Asset Recovery',
      'Portfolio Investments',
      'Credit Acquisitions',
      'Capital Recoveries',
    ]);
    creditor = dp.name;
    ref = dpRef;
    debtType = 'debt_collection';
    kind = 'notice_of_assignment';
    head = dp.head;
    sub = ['Customer Services', officeAddress(r), `${tel}  ${web(dp.name)}`];
    const assigned = addDays(c.date, -r.int(6, 30));
    const disc = pick(r, [40, 45, 50, 60]);
    refs = [
      ['Our reference', dpRef],
      ["Lender's ref", sfRef],
      ['Former mortgage account', mortAcc],
      ['Date', D(c, c.date)],
    ];
    title = pick(r, [
      'Notice of assignment',
      'NOTICE OF ASSIGNMENT OF DEBT',
      'Your mortgage shortfall debt has been sold to us',
    ]);
    sign = [...signatory(r, ['Customer Services Manager', 'Head of Operations']), dp.name];
    footer = [fcaLine(dp.name, r)];
    body = [
      dear(c),
      {
        p: `${lender} has assigned (sold) to us its rights in the shortfall debt on your former mortgage account ${mortAcc}, with effect from ${D(c, assigned)}. This letter is formal notice of that assignment under section 136 of the Law of Property Act 1925. ${lenderShort} is writing to you separately to confirm it.`,
      },
      {
        kv: [
          ['Property sold:', propLine],
          ['Date of sale:', D(c, sold)],
          ['Sale price:', fmtMoney(sale)],
          ['Redemption figure at completion:', fmtMoney(redemption)],
          ['Shortfall at the date of sale:', fmtMoney(shortfall)],
          ...(paid ? ([['Paid to ' + lenderShort + ' since the sale:', `-${fmtMoney(paid)}`]] as KV) : []),
          ['Balance outstanding:', fmtMoney(bal)],
        ],
      },
      {
        p: `From now on, please make all payments to us and not to ${lenderShort}. We will not add interest or charges to the balance. Please contact us within 14 days, quoting our reference ${dpRef}, to tell us how you would like to repay. If you can pay a lump sum, we may accept ${disc}% of the balance in full and final settlement; ask us for a written offer.`,
      },
      {
        small: `Your rights and obligations under the original mortgage deed are unchanged by the assignment. ${advice}`,
      },
    ];
  } else {
    const a = person(r).last;
    let b = person(r).last;
    if (b === a) b = 'Mercer' === a ? 'Lomax' : 'Mercer';
    const firm = r.chance(0.5) ? `${a} ${b} LLP` : `${a} & ${b} Solicitors`;
    const forPurchaser = r.chance(0.4);
    const client = forPurchaser
      ? company(r, ['Asset Recovery', 'Portfolio Investments', 'Credit Acquisitions']).name
      : lender;
    const clientRef = forPurchaser ? dpRef : sfRef;
    const initials = `${r.letters(2, 'ABDGHJKLMPRSTW')}${r.letters(1, 'ABDGHJKLMPRSTW')}`;
    creditor = firm;
    ref = `${initials}/${r.digits(5)}/${r.digits(3)}`;
    debtType = 'debt_collection';
    kind = 'letter_of_claim';
    payBy = addDays(c.date, 30);
    const courtFee = pick(r, [205, 455, 605]);
    const fixed = pick(r, [80, 100, 110]);
    head = firm.endsWith('LLP') ? [firm.toUpperCase()] : [firm];
    sub = ['Debt Recovery Department', officeAddress(r), `DX ${r.digits(5)} ${place(r)}  |  ${tel}`];
    refs = [
      ['Our ref', ref],
      ['Client ref', clientRef],
      ['Date', D(c, c.date)],
    ];
    title = pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim: mortgage shortfall debt']);
    sign = [firm];
    footer = [
      `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of partners is available at our registered office: ${officeAddress(r)}.`,
    ];
    body = [
      { p: `Dear ${c.who.title} ${c.who.last}` },
      { h: `Our client: ${client}` },
      {
        p: `We are instructed by ${client}${forPurchaser ? `, to whom ${lender} assigned the debt,` : ''} in connection with the shortfall on your former mortgage account ${mortAcc} with ${lender}. The mortgaged property at ${propLine} was taken into possession on ${D(c, poss)} and sold on ${D(c, sold)} for ${fmtMoney(sale)}. After the redemption figure of ${fmtMoney(redemption)} and the costs of sale, a shortfall of ${fmtMoney(shortfall)} remained.`,
      },
      { grid: [['Shortfall at the date of sale', fmtMoney(shortfall)], ...nowRows], widths: [0.74, 0.26] },
      {
        p: `This letter is sent under the Pre-Action Protocol for Debt Claims; the Information Sheet and Reply Form are enclosed. Please pay the balance outstanding of ${fmtMoney(bal)} into our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), quoting our reference ${ref}, or return the Reply Form, within 30 days of the date of this letter. Otherwise our client may issue a claim in the County Court without further notice, seeking the balance, interest, the court fee (currently ${fmtMoney(courtFee)}) and fixed costs of ${fmtMoney(fixed)}.`,
      },
      {
        small: `If you dispute the debt, say so on the Reply Form and our client will not start proceedings while it considers your reply. ${advice}`,
      },
    ];
  }

  const notice = layout === 'notice';
  const firmLayout = layout === 'firm';
  if (notice) {
    // Boxed notice: references in ruled cells, the balance in a box beside the address, a tear-off slip. The small
    // print gives way to the slip.
    body = body.filter((b) => !('small' in b));
    const firstP = body.findIndex((b) => 'p' in b && !b.p.startsWith('Dear'));
    if (firstP > 0 && stage !== 1 && r.chance(0.5)) {
      const p1 = body[firstP] as { p: string };
      const cut = p1.p.indexOf('. ', p1.p.length / 2);
      if (cut > 0) body[firstP] = { cols: [p1.p.slice(0, cut + 1), p1.p.slice(cut + 2)] };
    }
  }
  const spec: Spec = {
    face: c.face,
    head,
    sub,
    headAlign: firmLayout ? 'center' : pick(r, ['left', 'right'] as const),
    logoMark: firmLayout ? undefined : pick(r, ['shield', 'bars', 'rings', undefined] as const),
    headBand: notice && r.chance(0.4),
    top: sender === 'solicitors' && r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
    recipient: rcpt(c),
    panel: notice || firmLayout ? [] : refs,
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.4),
    refGrid: notice ? refs : undefined,
    owe: notice ? { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Quote ${ref}` } : undefined,
    title,
    titleStyle: firmLayout ? 'boxed' : notice ? 'banner' : pick(r, ['plain', 'rule'] as const),
    body: firmLayout ? [{ kv: refs.map(([k, v]) => [`${k}:`, v]) as KV }, ...body] : body,
    closing: sender === 'solicitors' ? 'Yours faithfully' : 'Yours sincerely',
    sign,
    footer,
    slip:
      notice && sender !== 'solicitors'
        ? {
            title: `Payment slip - ${creditor}`,
            rows: [
              ['Reference', ref],
              ['Balance outstanding', fmtMoney(bal)],
            ],
          }
        : undefined,
  };
  return { spec, truth: truth(creditor, bal, ref, debtType, stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W296 Scottish fiscal fine / fiscal fixed penalty collected by the court's fines enforcement
// ------------------------------------------------------------------------------------------------------------

const FISCAL_OFFENCES = [
  'Threatening or abusive behaviour (section 38, Criminal Justice and Licensing (Scotland) Act 2010)',
  'Vandalism (section 52, Criminal Law (Consolidation) (Scotland) Act 1995)',
  'Theft by shoplifting (common law)',
  'Urinating in a public place (section 47, Civic Government (Scotland) Act 1982)',
  'Being drunk and incapable in a public place (section 50, Civic Government (Scotland) Act 1982)',
  'Breach of the peace (common law)',
];
const PENALTY_OFFENCES = [
  'Using a motor vehicle without a test certificate (section 47, Road Traffic Act 1988)',
  'Failing to comply with a traffic sign (section 36, Road Traffic Act 1988)',
  'Driving while not in proper control of the vehicle (regulation 104, Road Vehicles (Construction and Use) Regulations 1986)',
];
const LOCI = [
  'High Street',
  'Castle Wynd',
  'Market Place',
  'Station Road',
  'Kirk Street',
  'Harbour Brae',
  'Bridge Street',
];
const scotPhone = (r: Parameters<Family['make']>[0]) =>
  pick(r, [`0131 496 0${r.digits(3)}`, `0141 496 0${r.digits(3)}`]);

/**
 * A Scottish fiscal fine (or fiscal fixed penalty) offered by the Procurator Fiscal in place of prosecution, not paid,
 * and then collected by the court's fines enforcement office. Three letters, drawn per letter: the fiscal's offer
 * (the amount and the date by which to pay or refuse, with a refusal form), the fines office's reminder, and its final
 * warning before enforcement action (arrestment of earnings or bank funds, deduction from benefits, clamping).
 * Ground truth:
 * - The offer: creditor = the Procurator Fiscal's office as printed in its letterhead and sign-off (open choice: payment
 *   goes to the court's fines office, but the fiscal is the one offering and demanding the fine; the court is only where
 *   it is paid). Stage 1, kind fine_notice; payBy = the date by which to pay (deemed acceptance after 28 days).
 *   Reference = the offer number it asks to be quoted with payment; the PF reference and the police report reference
 *   are not it. Amount = the fiscal fine; the instalment and the maximum fine a court could impose are not it.
 * - The fines office's letters: creditor = the court whose fines office writes (its name heads the page and signs it;
 *   the national courts service is named only in the sub-lines). Stage 2 reminder (it refers to its own earlier letter
 *   or to the missed instalment arrangement), stage 3 final_demand for the final warning. Reference = the fine account
 *   number; the PF reference and a vehicle registration are not it. Amount = the balance outstanding; the original
 *   fine, the instalment, and the clamp release and storage charges that enforcement would add are not it.
 * - debtType 'court' throughout: a criminal fine enforced by the court's fines office (the README's magistrates' fines
 *   office analogue); none of the offences is speeding, so 'speeding' never applies.
 */
const fiscalFine: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const jp = r.chance(0.3);
  const court = jp ? `${p} Justice of the Peace Court` : `${p} Sheriff Court`;
  const fiscal = `Procurator Fiscal, ${p}`;
  const stage = r.int(1, 3) as 1 | 2 | 3;
  const fp = r.chance(0.3);
  const offence = pick(r, fp ? PENALTY_OFFENCES : FISCAL_OFFENCES);
  const fine = fp ? pick(r, [50, 75, 100, 150, 300]) : pick(r, [50, 75, 100, 150, 200, 250, 300, 400, 500]);
  const scheme = fp ? 'fiscal fixed penalty' : 'fiscal fine';
  const Scheme = fp ? 'Fiscal fixed penalty' : 'Fiscal fine';
  const maxFine = jp ? 2500 : 10000;
  const instal = pick(r, [5, 10, 15, 20, 25]);
  const freq = pick(r, ['week', 'fortnight', 'month']);
  const offDate = addDays(c.date, -(stage === 1 ? r.int(20, 60) : r.int(110, 260)));
  const offerDate = stage === 1 ? c.date : addDays(offDate, r.int(25, 50));
  const locus = `${pick(r, LOCI)}, ${p}`;
  const pfRef = `PF${r.digits(5)}/${r.int(23, 25)}`;
  const policeRef = `${r.letters(2, 'CDGNP')}${r.digits(7)}/${r.int(23, 25)}`;
  const offerNo = r.chance(0.5)
    ? `${fp ? 'FP' : 'FF'}${r.digits(6)}`
    : `${r.letters(1, 'FQ')}${oOrI(r)}${r.digits(7)}`;
  const fineAcc = r.chance(0.5)
    ? `${r.digits(2)}/${r.digits(6)}`
    : `FA${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const tel = scotPhone(r);
  const street = pick(r, [
    'Chambers Street',
    'Court Street',
    'Castle Wynd',
    'Sheriff Court Square',
    'Tolbooth Street',
  ]);
  const courtAddr = `${jp ? 'Court House' : 'Sheriff Court House'}, ${r.int(1, 60)} ${street}, ${p}, ${postcode(r)}`;
  const layout = pick(r, ['letter', 'form'] as const);
  const paidSoFar = stage === 1 ? 0 : r.chance(0.5) ? Math.min(instal * r.int(1, 6), fine - instal) : 0;
  const bal = round2(fine - paidSoFar);

  let creditor: string;
  let ref: string;
  let head: string[];
  let sub: string[];
  let refs: KV;
  let title: string;
  let body: Block[];
  let sign: string[];
  let footer: string[];
  let payBy: Date;
  let kind: ReceivedKind;
  let slipRows: KV | undefined;

  if (stage === 1) {
    creditor = fiscal;
    ref = offerNo;
    kind = 'fine_notice';
    payBy = addDays(c.date, 28);
    head = r.chance(0.3) ? [fiscal.toUpperCase()] : [fiscal];
    sub = [
      `${r.int(1, 90)} ${pick(r, ['Kirk Street', 'Queen Street', 'Tolbooth Wynd', 'Chambers Street'])}, ${p}, ${postcode(r)}`,
      `Telephone ${tel}`,
    ];
    refs = [
      ['Offer number', offerNo],
      ['PF reference', pfRef],
      ['Police report ref', policeRef],
      ['Date of offer', D(c, c.date)],
    ];
    title = fp
      ? pick(r, ['Conditional offer of a fiscal fixed penalty', 'OFFER OF A FIXED PENALTY'])
      : pick(r, ['Conditional offer of a fiscal fine', 'FISCAL FINE OFFER']);
    const offenceKv: KV = [
      ['Offence:', offence.replace(/ \(.*$/, '')],
      ['Date of offence:', D(c, offDate)],
      ['Place:', locus],
      [`${Scheme}:`, fmtMoney(fine)],
      ['Pay or refuse by:', D(c, payBy)],
    ];
    body = [
      { p: `Dear ${c.who.title} ${c.who.last}` },
      {
        p: `I have received a report from the police that on ${D(c, offDate)} at ${locus} you committed the offence of ${offence.charAt(0).toLowerCase()}${offence.slice(1)}. Instead of prosecuting you in court, I am offering you the opportunity to pay a ${scheme} of ${fmtMoney(fine)} under section 302 of the Criminal Procedure (Scotland) Act 1995.`,
      },
      layout === 'form'
        ? {
            grid: offenceKv.map(([k, v]) => [
              k.replace(/:$/, ''),
              v.length > 48 ? v.slice(0, 46) + '...' : v,
            ]),
            widths: [0.32, 0.68],
            boldLast: true,
          }
        : { kv: offenceKv },
      { h: 'If you accept the offer' },
      {
        p: `You do not need to reply. Unless you refuse the offer by ${D(c, payBy)}, you will be treated as having accepted it. You must then pay ${fmtMoney(fine)} to the Fines Enforcement Office at ${court} by that date, or by instalments of ${fmtMoney(instal)} a ${freq} starting on that date. Quote offer number ${offerNo}. Accepting is not a conviction, but a record of it is kept for two years and may be disclosed to a court.`,
      },
      { h: 'If you refuse the offer' },
      {
        p: `Complete the refusal notice below and send it to me so that it arrives by ${D(c, payBy)}. I may then prosecute you. If you are convicted, the court could fine you up to ${fmtMoney(maxFine)}.`,
      },
      { rule: 'dashed' },
      {
        checks: [
          `I refuse the offer of a ${scheme} (offer number ${offerNo}).`,
          'I understand that the Procurator Fiscal may now prosecute me.',
        ],
      },
    ];
    sign = [...signatory(r, ['Procurator Fiscal Depute', 'Depute Fiscal']), `for ${fiscal}`];
    footer = [
      `Please do not send payment to this office: payments go to the Fines Enforcement Office at ${court}, ${courtAddr}, telephone ${scotPhone(r)}.`,
    ];
    slipRows = undefined;
  } else {
    creditor = court;
    ref = fineAcc;
    head = r.chance(0.35) ? [p, jp ? 'Justice of the Peace Court' : 'Sheriff Court'] : [court];
    if (head.length === 2 && r.chance(0.5)) head = head.map((h) => h.toUpperCase());
    sub = [
      'Fines Enforcement Office',
      'Scottish Courts and Tribunals Service',
      courtAddr,
      `${tel}  |  fines.${p.toLowerCase()}@${host(court)}`,
    ];
    refs = [
      ['Fine account no.', fineAcc],
      ['PF reference', pfRef],
      ['Date', D(c, c.date)],
    ];
    const prev = addDays(c.date, -r.int(21, 45));
    const missed = paidSoFar > 0;
    const tableRows: string[][] = [
      [`${Scheme} offered ${D(c, offerDate)}`, fmtMoney(fine)],
      ...(paidSoFar ? [['Paid to date', `-${fmtMoney(paidSoFar)}`]] : []),
      ['Balance outstanding', fmtMoney(bal)],
    ];
    sign = [...signatory(r, ['Fines Enforcement Officer', 'Fines Enforcement Officer (FEO)']), court];
    footer = [
      `Fines for ${court} are collected by the Scottish Courts and Tribunals Service. Pay online, by phone on ${tel} (debit card), or in person at any sheriff court. Do not send cash by post.`,
    ];
    slipRows = [
      ['Fine account no.', fineAcc],
      ['Balance outstanding', fmtMoney(bal)],
    ];
    if (stage === 2) {
      kind = 'reminder';
      payBy = addDays(c.date, 14);
      title = pick(r, [`${Scheme}: payment reminder`, 'REMINDER - FINE UNPAID', `Unpaid ${scheme}`]);
      body = [
        dear(c),
        {
          p: `On ${D(c, offerDate)} the Procurator Fiscal at ${p} offered you a ${scheme} of ${fmtMoney(fine)} for an offence on ${D(c, offDate)}. You did not refuse the offer, so it was treated as accepted and passed to this office to collect. ${
            missed
              ? `You have paid ${fmtMoney(paidSoFar)} by instalments of ${fmtMoney(instal)} a ${freq}, but no instalment has been received since ${D(c, prev)}.`
              : `We wrote to you on ${D(c, prev)} with details of how to pay, but no payment has been received.`
          }`,
        },
        { grid: tableRows, widths: [0.72, 0.28] },
        {
          p: `Please pay the balance outstanding of ${fmtMoney(bal)} by ${D(c, payBy)}, quoting fine account number ${fineAcc}. If you cannot pay in full, contact the Fines Enforcement Officer before that date to ${missed ? 'restart your instalments' : `ask to pay by instalments (for example ${fmtMoney(instal)} a ${freq})`}.`,
        },
        {
          p: `If you do not pay or get in touch, the Fines Enforcement Officer can take action to recover the fine without going back to court, including arresting your wages or bank account.`,
        },
      ];
    } else {
      kind = 'final_demand';
      payBy = addDays(c.date, pick(r, [7, 10, 14]));
      const reminded = addDays(c.date, -r.int(24, 40));
      const clamp = pick(r, [100, 150]);
      const storage = pick(r, [15, 20, 25]);
      const vehicle = r.chance(0.5) ? `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}` : '';
      title = pick(r, [
        'FINAL WARNING BEFORE ENFORCEMENT ACTION',
        `Final warning: unpaid ${scheme}`,
        'Final notice before enforcement',
      ]);
      body = [
        dear(c),
        {
          p: `Despite our reminder of ${D(c, reminded)}, the ${scheme} offered to you by the Procurator Fiscal at ${p} on ${D(c, offerDate)} (PF reference ${pfRef}) is still unpaid. This is your final warning.`,
        },
        { grid: tableRows, widths: [0.72, 0.28] },
        {
          boxed: [
            `Pay the balance outstanding of ${fmtMoney(bal)} in full by ${D(c, payBy)}, quoting fine account number ${fineAcc}.`,
          ],
        },
        {
          p: `If you do not, the Fines Enforcement Officer may make an enforcement order without further notice and use one or more of these powers:`,
        },
        layout === 'form'
          ? {
              cols: [
                `Earnings arrestment: your employer takes money from your wages. Arrestment of funds held in your bank or building society account.`,
                `Deduction from benefits. Clamping${vehicle ? ` of vehicle ${vehicle}` : ' of a vehicle registered to you'}, which may then be seized and sold.`,
              ],
            }
          : {
              p: `an earnings arrestment, where your employer takes money from your wages; an arrestment of funds held in your bank or building society account; a deduction from benefits order; or the clamping${vehicle ? ` of vehicle ${vehicle}` : ' of a vehicle registered to you'}, which may then be seized and sold.`,
            },
        {
          small: `If a vehicle is clamped, a release charge of ${fmtMoney(clamp)} and storage charges of ${fmtMoney(storage)} a day after seizure will be added to what you owe. If enforcement fails, the fine may be referred to the court, which can impose a prison sentence for non-payment.`,
        },
      ];
    }
  }

  const form = layout === 'form';
  const spec: Spec = {
    face: c.face,
    head,
    sub,
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    logo: !form && r.chance(0.4),
    logoMark: form ? pick(r, ['shield', 'rings'] as const) : undefined,
    headBand: form && stage !== 1 && r.chance(0.5),
    top: stage === 3 && r.chance(0.5) ? ['IMPORTANT - THIS NOTICE REQUIRES ACTION'] : undefined,
    recipient: rcpt(c),
    panel: form ? [] : refs,
    panelBoxed: r.chance(0.6),
    panelStacked: r.chance(0.4),
    refGrid: form ? refs : undefined,
    owe:
      form && stage !== 1
        ? { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Pay by ${D(c, payBy)}` }
        : undefined,
    title,
    titleStyle: form ? pick(r, ['banner', 'boxed'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: stage === 1 ? 'Yours faithfully' : pick(r, ['Yours faithfully', 'Yours sincerely']),
    sign,
    footer,
    slip:
      slipRows && (form || r.chance(0.4))
        ? { title: `Payment slip - ${court} Fines Enforcement`, rows: slipRows }
        : undefined,
  };
  return { spec, truth: truth(creditor, bal, ref, 'court', stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W297 Introduction / dating agency membership fees
// ------------------------------------------------------------------------------------------------------------

const PACKAGES: [string, number, number][] = [
  ['Classic membership (12 months)', 2950, 12],
  ['Premier Matchmaking (12 months)', 4950, 12],
  ['Select membership (6 months)', 1650, 6],
  ['Executive Search (18 months)', 7450, 18],
  ['Personal Introductions Gold (12 months)', 3600, 12],
];

/**
 * An introduction (dating) agency's membership fees after the member cancelled part-way or stopped the monthly
 * instalments. Sender and letter drawn per letter: the agency's invoice (a cancellation invoice, or an invoice for the
 * missed instalments), its reminder, its final notice or letter before claim, or its collection agency.
 * Layouts: an invoice (line items, VAT note, "Balance due" box, bank details, no sign-off), a letter with a stacked or
 * boxed reference panel, or a notice with ruled reference cells, an amount box and a reply form.
 * Ground truth:
 * - Amount = what the letter asks for now: for a cancellation, the cancellation charge under the terms less what was
 *   paid; for a member who stopped paying, the missed instalments and late fees, or (on some final letters and the
 *   agency's collector) the whole unpaid balance the terms make due on termination, plus a collection charge already
 *   added. The full membership fee, the joining fee paid, the monthly instalment, the VAT included, the remaining
 *   balance when only arrears are asked, and a settlement offer are not it.
 * - Agency: creditor = the agency's company name (its letterhead or footer), 'normal' (an ordinary overdue sum owed to a
 *   business). Stage 1 first_demand for the invoice; 2 reminder (it refers to the agency's own invoice and an earlier
 *   e-mail or letter); 3 final_demand for a final notice, letter_of_claim for a Pre-Action Protocol letter.
 *   Reference = the one the letter asks to be quoted (invoice number on invoices and some letters, the member number
 *   on others); the agreement number, the member number when the invoice number is asked for, and the masked card
 *   number are not it.
 * - Collector: creditor = the collection agency (README on collectors), 'debt_collection'; stage 1 debt_recovery for
 *   its first letter (mentioning the agency's own letters does not make it a follow-up), or stage 3 final_demand for its
 *   final notice before passing the debt to solicitors. Reference = the collector's own reference; the client's member
 *   number and invoice number are not it.
 */
const datingAgency: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, [
    'Introductions',
    'Personal Introductions',
    'Matchmaking',
    'Executive Introductions',
    'Introduction Agency',
  ]);
  const sender = pick(r, ['agency', 'agency', 'agency', 'collector'] as const);
  const [pkg, fee, months] = pick(r, PACKAGES);
  const joining = Math.round((fee * r.money(0.2, 0.35)) / 50) * 50;
  const k = pick(r, months === 6 ? [5, 6] : [10, 12]);
  const m = round2((fee - joining) / k);
  const cancelled = r.chance(0.5);
  const paidN = cancelled ? r.int(0, 3) : r.int(1, k - 4);
  const missedN = cancelled ? 0 : r.int(1, 3);
  const stage: 1 | 2 | 3 = sender === 'collector' ? pick(r, [1, 3] as const) : (r.int(1, 3) as 1 | 2 | 3);
  // The agency's invoice (the first demand) comes soon after the cancellation or the missed instalments.
  const invDate = stage === 1 && sender === 'agency' ? c.date : addDays(c.date, -r.int(35, 80));
  const cancelDate = addDays(invDate, -r.int(5, 20));
  const joined = cancelled
    ? addDays(cancelDate, -(r.int(20, 40) + paidN * 30))
    : addDays(invDate, -(30 * (paidN + missedN) + r.int(3, 12)));
  const memberNo = r.chance(0.5) ? `M${r.digits(5)}` : `${r.letters(2, 'LMVK')}-${r.digits(4)}`;
  const agreeNo = `AGR/${r.digits(5)}`;
  const invNo = r.chance(0.5) ? `INV-${r.digits(5)}` : `SI${r.digits(3)}${oOrI(r)}${r.digits(2)}`;
  const card = `**** **** **** ${r.digits(4)}`;
  const paidTotal = round2(joining + paidN * m);
  const tel = phone(r);
  const vat = (v: number) => round2(v / 6);

  // What is owed, and the lines that explain it
  let owed: number;
  let lines: string[][];
  let story: string;
  let whyTitle: string;
  const remaining = round2(fee - paidTotal);
  let accelerated = false;
  const late = cancelled ? 0 : pick(r, [0, 15, 20, 25]);
  if (cancelled) {
    const byIntro = r.chance(0.6);
    if (byIntro) {
      const profile = pick(r, [395, 495, 650]);
      let per = pick(r, [195, 245, 295, 350]);
      let n = r.int(3, 8);
      // A member who paid a large joining fee was on a dearer tier: at most eight introductions, priced to suit.
      if (profile + n * per < paidTotal + 150) {
        n = 8;
        per = Math.ceil((paidTotal + 150 - profile) / 8 / 5) * 5;
      }
      const charge = Math.min(fee, profile + n * per);
      owed = round2(charge - paidTotal);
      lines = [
        ['Profile interview, photography and vetting', fmtMoney(profile)],
        [`Introductions provided (${n} at ${fmtMoney(per)})`, fmtMoney(round2(n * per))],
        ...(charge < profile + n * per
          ? [['Capped at the membership fee', `-${fmtMoney(round2(profile + n * per - charge))}`]]
          : []),
        ['Less joining fee paid', `-${fmtMoney(joining)}`],
        ...(paidN
          ? [[`Less instalments paid (${paidN} x ${fmtMoney(m)})`, `-${fmtMoney(round2(paidN * m))}`]]
          : []),
      ];
      story = `You cancelled your ${pkg} on ${D(c, cancelDate)}, after the 14-day cancellation period had ended. Under clause 9.2 of your membership agreement, when a member cancels early the fee becomes the cost of the profile work and of each introduction provided up to cancellation, less what you have paid.`;
    } else {
      const pct = pick(r, [40, 50, 60]);
      owed = round2((remaining * pct) / 100);
      lines = [
        [`Membership fee: ${pkg}`, fmtMoney(fee)],
        ['Less joining fee and instalments paid', `-${fmtMoney(paidTotal)}`],
        ['Unpaid membership fee', fmtMoney(remaining)],
        [`Cancellation charge: ${pct}% of the unpaid fee`, fmtMoney(owed)],
      ];
      story = `You cancelled your ${pkg} on ${D(c, cancelDate)}, after the 14-day cancellation period had ended. Clause 9.3 of your membership agreement provides that a member who cancels after that period pays a cancellation charge of ${pct}% of the membership fee still unpaid.`;
    }
    whyTitle = 'Cancellation charge';
  } else {
    accelerated =
      missedN >= 2 &&
      ((sender === 'collector' && r.chance(0.7)) || (sender === 'agency' && stage === 3 && r.chance(0.6)));
    const arrears = round2(missedN * m + late * missedN);
    const rest = round2(remaining + late * missedN);
    owed = accelerated ? rest : arrears;
    lines = accelerated
      ? [
          [`Membership fee: ${pkg}`, fmtMoney(fee)],
          ['Less joining fee and instalments paid', `-${fmtMoney(paidTotal)}`],
          ...(late ? [[`Late payment fees (${missedN} x ${fmtMoney(late)})`, fmtMoney(late * missedN)]] : []),
        ]
      : [
          [`Missed instalments (${missedN} x ${fmtMoney(m)})`, fmtMoney(round2(missedN * m))],
          ...(late ? [[`Late payment fees (${missedN} x ${fmtMoney(late)})`, fmtMoney(late * missedN)]] : []),
        ];
    story = `Your ${pkg} is paid by ${k} monthly instalments of ${fmtMoney(m)} after the joining fee of ${fmtMoney(joining)}. Your Direct Debit was cancelled after the instalment of ${D(c, addDays(joined, 30 * paidN))}, and ${missedN === 1 ? 'the next instalment has' : `the next ${missedN} instalments have`} not been paid.${accelerated ? ' Under clause 11.1 of your membership agreement, if two or more instalments are missed the whole unpaid fee becomes due at once.' : ` Your introductions were paused from ${D(c, addDays(joined, 30 * (paidN + missedN) + 1))}, so no further instalments have fallen due, but the missed ${missedN === 1 ? 'one remains' : 'ones remain'} payable.`}`;
    whyTitle = accelerated ? 'Unpaid membership fee' : 'Missed instalments';
  }
  const collFee = sender === 'collector' && r.chance(0.5) ? round2(owed * 0.15) : 0;
  const demand = round2(owed + collFee);
  if (collFee) lines.push(['Collection charge (clause 14.4, 15%)', fmtMoney(collFee)]);
  const totalLabel =
    stage === 1 && sender === 'agency'
      ? 'Balance due'
      : pick(r, ['Balance due', 'Amount now due', 'Total now due']);
  lines.push([totalLabel, fmtMoney(demand)]);

  let creditor = ag.name;
  let debtType = 'normal';
  let kind: ReceivedKind;
  let ref: string;
  let refs: KV;
  let title: string;
  let body: Block[];
  let payBy: Date | undefined;
  let head = ag.head;
  let sub = ['Membership Accounts', officeAddress(r), `${tel}  accounts@${host(ag.name)}`];
  let sign: string[] = [
    ...signatory(r, ['Membership Accounts Manager', 'Client Accounts', 'Head of Member Services']),
    ag.name,
  ];
  let footer = [`${regLine(ag.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];
  let layout: 'invoice' | 'letter' | 'notice';
  const memberKv: Block = {
    kv: [
      ['Membership:', pkg],
      ['Membership fee:', fmtMoney(fee)],
      ['Joining fee paid:', `${fmtMoney(joining)} on ${D(c, joined)}`],
      ['Monthly instalment:', `${fmtMoney(m)} x ${k}`],
    ],
  };
  const vatNote = `Fees include VAT at 20% (${fmtMoney(vat(owed))} on this ${sender === 'agency' && stage === 1 ? 'invoice' : 'balance'}).`;

  if (sender === 'agency') {
    if (stage === 1) {
      kind = 'first_demand';
      layout = pick(r, ['invoice', 'invoice', 'letter'] as const);
      ref = invNo;
      payBy = addDays(c.date, 14);
      refs = [
        ['Invoice no.', invNo],
        ['Member no.', memberNo],
        ['Invoice date', D(c, c.date)],
        ['Due date', D(c, payBy)],
      ];
      title =
        layout === 'invoice'
          ? pick(r, ['INVOICE', 'Tax invoice'])
          : cancelled
            ? 'Your cancellation: final account'
            : 'Your membership payments';
      body = [
        ...(layout === 'letter' ? [dear(c)] : []),
        { p: story },
        ...(layout === 'invoice' && !lines[0][0].startsWith('Membership fee') ? [memberKv] : []),
        { grid: lines, header: [whyTitle, 'Amount'], widths: [0.72, 0.28] },
        ...(layout === 'invoice'
          ? [{ amountBox: ['Balance due', fmtMoney(demand)] as [string, string] }]
          : []),
        {
          p: `Please pay ${fmtMoney(demand)} by ${D(c, payBy)}, quoting invoice number ${invNo}. You can pay by card on ${tel} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.${cancelled ? '' : ` Once the arrears are paid your introductions will resume.`}`,
        },
        {
          small: `${vatNote} Card on file: ${card}. Membership agreement ${agreeNo}, signed ${D(c, joined)}.`,
        },
      ];
    } else if (stage === 2) {
      kind = 'reminder';
      layout = pick(r, ['letter', 'invoice'] as const);
      const quoteInv = r.chance(0.5);
      ref = quoteInv ? invNo : memberNo;
      payBy = addDays(c.date, pick(r, [7, 10, 14]));
      const mail = addDays(invDate, r.int(14, 21));
      refs = [
        ['Member no.', memberNo],
        ['Invoice no.', invNo],
        ['Date', D(c, c.date)],
      ];
      title =
        layout === 'invoice'
          ? pick(r, ['STATEMENT - REMINDER', 'Statement of account: overdue'])
          : pick(r, ['Reminder: your account is overdue', 'Second reminder']);
      body = [
        ...(layout === 'letter' ? [dear(c)] : []),
        {
          p: `We sent you our invoice ${invNo} on ${D(c, invDate)} and a reminder by e-mail on ${D(c, mail)}, but we have not received payment. ${cancelled ? `It is for the charges due after you cancelled your ${pkg} on ${D(c, cancelDate)}.` : `It is for the instalments of your ${pkg} that have not been paid since your Direct Debit was cancelled.`}`,
        },
        ...(layout === 'invoice' && !lines[0][0].startsWith('Membership fee') ? [memberKv] : []),
        { grid: lines, header: ['Overdue', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay ${fmtMoney(demand)} by ${D(c, payBy)}, quoting your ${quoteInv ? `invoice number ${invNo}` : `member number ${memberNo}`}. If you think this account is wrong, or you cannot pay it all at once, reply to this letter or call ${tel} and we will talk it through with you.`,
        },
        { small: `${vatNote} Agreement ${agreeNo}.` },
      ];
    } else {
      const lbc = r.chance(0.5);
      kind = lbc ? 'letter_of_claim' : 'final_demand';
      layout = pick(r, ['letter', 'notice'] as const);
      const quoteInv = r.chance(0.4);
      ref = quoteInv ? invNo : memberNo;
      payBy = addDays(c.date, lbc ? 30 : 7);
      const rem = addDays(invDate, r.int(20, 30));
      const courtFee = pick(r, [80, 115, 205]);
      refs = [
        ['Member no.', memberNo],
        ['Agreement', agreeNo],
        ...(quoteInv ? ([['Invoice no.', invNo]] as KV) : []),
        ['Date', D(c, c.date)],
      ];
      title = lbc
        ? pick(r, ['Letter before claim', 'LETTER BEFORE ACTION'])
        : pick(r, ['FINAL NOTICE', 'Final notice before court action']);
      body = [
        dear(c),
        {
          p: `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, rem)}, your account remains unpaid. ${story}`,
        },
        { grid: lines, header: ['Your account', 'Amount'], widths: [0.72, 0.28] },
        lbc
          ? {
              p: `This letter follows the Pre-Action Protocol for Debt Claims; an Information Sheet and Reply Form are enclosed. Unless you pay ${fmtMoney(demand)} or return the Reply Form within 30 days (by ${D(c, payBy)}), we intend to start a claim in the County Court, and the court fee (${fmtMoney(courtFee)}) and interest will be added. Quote ${quoteInv ? `invoice number ${invNo}` : `your member number ${memberNo}`}.`,
            }
          : {
              p: `Unless ${fmtMoney(demand)} is received by ${D(c, payBy)}, quoting ${quoteInv ? `invoice number ${invNo}` : `your member number ${memberNo}`}, we will pass your account to our collection agency or issue a claim in the County Court without further notice. Court fees and interest would then be added.`,
            },
        ...(layout === 'notice'
          ? [
              { h: 'Reply form' } as Block,
              {
                checks: [
                  `I enclose payment of ${fmtMoney(demand)}.`,
                  'I cannot pay in full and would like to agree instalments.',
                  'I dispute this account (please give your reasons).',
                ],
              } as Block,
            ]
          : []),
      ];
    }
  } else {
    const dca = company(r, ['Credit Control', 'Collection Services', 'Debt Recovery']);
    creditor = dca.name;
    debtType = 'debt_collection';
    head = dca.head;
    sub = [officeAddress(r), `${tel}  ${web(dca.name)}`];
    sign = [...signatory(r, ['Collections Officer', 'Recovery Agent', 'Team Leader']), dca.name];
    footer = [fcaLine(dca.name, r)];
    layout = pick(r, ['letter', 'notice'] as const);
    ref = r.chance(0.5) ? `${r.letters(3, 'CDRK')}${r.digits(6)}` : `${r.digits(5)}/${oOrI(r)}${r.digits(3)}`;
    refs = [
      ['Our ref', ref],
      ['Client ref', memberNo],
      ['Date', D(c, c.date)],
    ];
    const disc = round2(demand * pick(r, [0.7, 0.75, 0.8]));
    if (stage === 1) {
      kind = 'debt_recovery';
      payBy = addDays(c.date, 14);
      title = pick(r, [
        'Your account has been passed to us',
        `Unpaid membership fees: ${ag.name}`,
        'Notice of debt collection',
      ]);
      body = [
        dear(c),
        {
          p: `${ag.name} has instructed us to collect the money due under your membership agreement ${agreeNo}, because its invoice ${invNo} has not been paid. ${story}`,
        },
        { grid: lines, header: ['Account', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay ${fmtMoney(demand)} by ${D(c, payBy)}, quoting our reference ${ref}, online at ${web(dca.name)}/pay or on ${tel}. If you pay ${fmtMoney(disc)} in one payment within that time, our client will accept it in full and final settlement. If you dispute the debt, tell us in writing and we will put the account on hold while we check with our client.`,
        },
        {
          small: `Please deal with us, not with ${ag.name}, while we hold your account. Free, impartial debt advice is available from independent debt advice charities.`,
        },
      ];
    } else {
      kind = 'final_demand';
      payBy = addDays(c.date, 7);
      const prev = addDays(c.date, -r.int(21, 40));
      title = pick(r, ['FINAL NOTICE', 'Final notice before referral to solicitors']);
      body = [
        dear(c),
        {
          p: `We wrote to you on ${D(c, prev)} about the membership fees you owe our client ${ag.name} (membership agreement ${agreeNo}, invoice ${invNo}). You have not paid or contacted us. ${story}`,
        },
        { grid: lines, header: ['Account', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `This is our final notice. Unless ${fmtMoney(demand)} is paid by ${D(c, payBy)}, quoting our reference ${ref}, we will recommend that our client passes the matter to its solicitors to issue a claim in the County Court. A judgment could affect your ability to obtain credit.`,
        },
        ...(layout === 'notice'
          ? [
              {
                checks: [
                  `I enclose payment of ${fmtMoney(demand)} (ref ${ref}).`,
                  'Please call me to arrange payments. My phone number is: ____________',
                ],
              } as Block,
            ]
          : []),
      ];
    }
  }

  const spec: Spec = {
    face: c.face,
    head,
    sub,
    headAlign: layout === 'invoice' ? 'right' : pick(r, ['left', 'center', 'right'] as const),
    logo: layout === 'invoice' && r.chance(0.5),
    logoMark: layout !== 'invoice' ? pick(r, ['rings', 'chevron', undefined] as const) : undefined,
    headBand: layout === 'notice' && r.chance(0.5),
    recipient: rcpt(c),
    panel: layout === 'notice' ? [] : refs,
    panelBoxed: layout === 'invoice' || r.chance(0.5),
    panelStacked: layout === 'letter' && r.chance(0.5),
    refGrid: layout === 'notice' ? refs : undefined,
    owe:
      layout === 'notice'
        ? { label: totalLabel, amount: fmtMoney(demand), note: payBy ? `Pay by ${D(c, payBy)}` : undefined }
        : undefined,
    title,
    titleStyle:
      layout === 'invoice'
        ? pick(r, ['rule', 'plain'] as const)
        : layout === 'notice'
          ? 'banner'
          : pick(r, ['plain', 'rule', 'boxed'] as const),
    body,
    closing: layout === 'invoice' ? undefined : pick(r, ['Yours sincerely', 'Kind regards']),
    sign: layout === 'invoice' ? [] : sign,
    footer,
  };
  return { spec, truth: truth(creditor, demand, ref, debtType, stage, kind, c, payBy) };
};

export const FRESH29B_FAMILIES: Family[] = [
  {
    id: 'W295',
    name: 'Mortgage shortfall years after a repossession sale (lender letter, reminder, letter before claim, debt purchaser assignment or solicitors)',
    group: 'lender',
    make: mortgageShortfall,
  },
  {
    id: 'W296',
    name: "Scottish fiscal fine or fiscal fixed penalty: Procurator Fiscal's offer, then court fines office reminder or final warning before arrestment or clamping",
    group: 'court_police',
    make: fiscalFine,
  },
  {
    id: 'W297',
    name: 'Introduction or dating agency membership fees after cancellation or stopped instalments (invoice, reminder, final notice or letter before claim, or its collection agency)',
    group: 'business',
    make: datingAgency,
  },
];
