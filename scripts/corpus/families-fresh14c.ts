/**
 * The thirteenth fresh held-out set, part c (W163–W165): kinds of letter the corpus does not have yet — a letting
 * agent's (or landlord company's) claim for the costs left over after a tenancy deposit was used up, a firm of
 * solicitors chasing its own unpaid bill from a former client, and a council's amended council tax bill after it
 * cancelled a single person discount back to an earlier date. Written blind to the extractor; scored once. Every
 * face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open
 * the choice is commented at the family.
 */
import type { Spec } from './compose';
import {
  address,
  addDays,
  fmtMoney,
  officeAddress,
  person,
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
  pick,
  rcpt,
  regLine,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
  wholeDays,
} from './family-kit';

const neg = (v: number) => `-${fmtMoney(v)}`;

// ------------------------------------------------------------------------------------------------------------
// Business: letting agent / landlord, end of tenancy
// ------------------------------------------------------------------------------------------------------------

/**
 * A letting agent (or a landlord company letting its own homes) claims from the former tenant, at a forwarding
 * address, the costs left over once the tenancy deposit had been used up: a schedule of cleaning, damage and unpaid
 * rent; the deposit taken off (released by the deposit scheme by agreement, or awarded by the scheme's adjudicator,
 * in which case the schedule has "claimed" and "allowed" columns); the balance owed. Two layouts: a letter with a
 * reference panel, or a statement with a ruled reference row and an amount box beside the address.
 * Truth: creditor = the company that writes and asks to be paid into its (client) account — the agent, not the
 * landlord it acts for (README: the writer who asks to be paid). Amount = the balance (costs allowed − deposit);
 * the deposit, the monthly rent, single cost lines, the claimed (not allowed) total and the suggested monthly plan
 * are not it. Reference = the tenancy reference the letter says to quote; the deposit ID and dispute reference are the
 * scheme's. debtType 'normal' (an ordinary sum owed to a business, not a collector).
 * Open choice on stage: no dispute and no earlier letter → 1, first_demand; after the tenant's own dispute was
 * adjudicated (README: a reference to the consumer's dispute) → 2, reminder; a final demand that mentions the
 * agent's earlier letters and threatens a county court claim → 3, final_demand.
 */
const tenancyClaim: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const agent = r.chance(0.65);
  const co = agent
    ? company(r, ['Lettings', 'Residential Lettings', 'Property Management', 'Letting Agents'])
    : company(r, ['Property Holdings', 'Residential Property', 'Estates'], pick(r, [' Ltd', ' Limited']));
  const lordP = person(r);
  const lord = `${lordP.title} ${lordP.first} ${lordP.last}`;
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const ref = pick(r, [
    () => `TR${r.digits(6)}`,
    () => `${r.letters(3, 'LKTH')}/${r.digits(4)}/${r.int(19, 24)}`,
    () => `T-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `${prop[1].slice(0, 3).toUpperCase()}${r.digits(3)}-${r.digits(2)}`,
  ])();
  const refLabel = pick(r, ['Tenancy ref', 'Tenancy reference', 'Our ref']);
  const scheme = pick(r, [
    'SafeKeep Deposit Scheme',
    'Hearthguard Tenancy Deposits',
    'Keystone Deposit Protection',
    'Tenancy Deposit Shield',
  ]);
  const depId = `${r.digits(3)}${r.letters(1)}${r.digits(6)}`;
  const disputeId = r.chance(0.5) ? `ADJ-${r.digits(6)}` : `${r.digits(8)}`;
  const disputed = r.chance(0.5);
  const final = r.chance(0.4);
  const rent = pick(r, [725, 795, 850, 925, 995, 1100, 1250, 1375, 1495, 1650, 1850]);
  const weeks = pick(r, [4, 5, 5]);
  const deposit = Math.floor((rent * 12 * weeks) / 52);
  const ended = addDays(c.date, -(final ? r.int(110, 170) : r.int(48, 95)));
  const started = addDays(ended, -r.int(360, 1150));
  const adjDate = addDays(ended, r.int(28, 40));
  const released = disputed ? addDays(adjDate, r.int(2, 6)) : addDays(ended, r.int(12, 26));
  const wrote1 = addDays(released, r.int(3, 9));
  const wrote2 = addDays(wrote1, r.int(16, 28));

  // Schedule of costs: the clean always, then a few others; allowed = claimed unless an adjudicator cut it.
  const pool: [string, number][] = [
    [
      pick(r, [
        'Carpet cleaning, lounge and bedrooms',
        'Replacement bedroom carpet (pro rata, 3 of 8 years)',
      ]),
      r.money(190, 780),
    ],
    ['Redecoration: filling and repainting damaged walls', r.money(240, 720)],
    ['Garden clearance and removal of green waste', r.money(85, 310)],
    ['Removal and disposal of items left behind', r.money(110, 360)],
    [
      pick(r, [
        'Replacement oven shelf and broken roller blind',
        'Repair to burn mark on kitchen worktop',
        'Replacement shower screen (cracked)',
      ]),
      r.money(45, 280),
    ],
    ['Keys not returned: lock change and new keys', r.money(95, 210)],
  ];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const rows: { item: string; claimed: number; allowed: number }[] = [
    { item: 'Professional clean of the whole property', claimed: r.money(185, 420), allowed: 0 },
    ...pool
      .slice(0, r.int(2, disputed || final ? 3 : 4))
      .map(([item, claimed]) => ({ item, claimed, allowed: 0 })),
  ];
  for (const row of rows)
    row.allowed =
      disputed && r.chance(0.35) ? round2(row.claimed * pick(r, [0.5, 0.6, 0.75, 0.8])) : row.claimed;
  let allowedSum = round2(rows.reduce((s, x) => s + x.allowed, 0));
  const rentLabel = pick(r, [
    `Rent unpaid to the end of the tenancy (${D(c, ended)})`,
    'Rent arrears at the end of the tenancy',
  ]);
  if (r.chance(0.5) || allowedSum - deposit < 150) {
    const owed =
      allowedSum - deposit < 150
        ? round2(deposit - allowedSum + r.money(160, 640))
        : round2(rent * pick(r, [0.5, 1]));
    rows.push({ item: rentLabel, claimed: owed, allowed: owed });
    allowedSum = round2(allowedSum + owed);
  }
  const claimedSum = round2(rows.reduce((s, x) => s + x.claimed, 0));
  const balance = round2(allowedSum - deposit);
  const plan = round2(Math.ceil(balance / pick(r, [4, 6, 10])));
  const payBy = addDays(c.date, final ? pick(r, [7, 14]) : 14);
  const who = agent ? 'your landlord' : 'us';
  const letterLayout = r.chance(0.5);

  const depositStory = final
    ? disputed
      ? `On ${D(c, adjDate)} the scheme's adjudicator (dispute reference ${disputeId}) awarded ${who} your whole deposit of ${fmtMoney(deposit)} and accepted the costs shown below.`
      : `Your deposit of ${fmtMoney(deposit)} (${scheme}, deposit ID ${depId}) was applied to the costs below.`
    : disputed
      ? `You disputed the deductions we proposed from your deposit, and the case was decided by the independent adjudicator of ${scheme} on ${D(c, adjDate)} (dispute reference ${disputeId}). The adjudicator awarded ${who} the whole deposit of ${fmtMoney(deposit)}, the most a scheme can award, paid out on ${D(c, released)}. Only the costs the adjudicator accepted are claimed from you.`
      : `Your deposit of ${fmtMoney(deposit)} was protected with ${scheme} (deposit ID ${depId}) and was released to ${agent ? 'us for your landlord' : 'us'} on ${D(c, released)}, with your agreement, against the costs below. Those costs are more than the deposit, so part of them is still owed.`;
  const opening = agent
    ? `We managed ${prop[0]}, ${prop[1]} on behalf of your former landlord, ${lord}, under the tenancy that began on ${D(c, started)}. The tenancy ended on ${D(c, ended)}, and the property was checked against the check-in inventory the following day.`
    : `Your tenancy of ${propLine}, which began on ${D(c, started)}, ended on ${D(c, ended)}. We inspected the property against the check-in inventory the following day.`;

  const grid = disputed
    ? {
        grid: [
          ...rows.map((x) => [x.item, fmtMoney(x.claimed), fmtMoney(x.allowed)]),
          ['Total', fmtMoney(claimedSum), fmtMoney(allowedSum)],
        ],
        header: ['Schedule of costs', 'Claimed', 'Allowed'],
        widths: [0.6, 0.2, 0.2],
      }
    : {
        grid: [...rows.map((x) => [x.item, fmtMoney(x.claimed)]), ['Total costs', fmtMoney(allowedSum)]],
        header: ['Schedule of costs', 'Amount'],
        widths: [0.76, 0.24],
      };
  const summary = {
    kv: [
      ...(disputed
        ? ([['Costs allowed by the adjudicator', fmtMoney(allowedSum)]] as [string, string][])
        : []),
      [disputed ? 'Less deposit awarded from the scheme' : 'Less deposit applied', neg(deposit)],
    ] as [string, string][],
  };
  const balanceLabel = final ? 'Balance now due' : pick(r, ['Balance owed', 'Balance due from you']);
  const payPara = {
    p: `Please pay ${fmtMoney(balance)} by ${D(c, payBy)} by bank transfer to ${agent ? 'our client account' : 'our account'}: sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${refLabel === 'Our ref' ? 'our reference' : 'your tenancy reference'} ${ref}.${final ? '' : ` If you cannot pay in one sum, call us on ${phone(r)} to agree a plan, for example ${fmtMoney(plan)} a month.`}`,
  };
  const finalPara = {
    p: `This is our final demand. If the balance is not paid by ${D(c, payBy)}, ${agent ? `we have your landlord's instructions to` : 'we will'} issue a claim against you in the County Court without further notice, adding interest under section 69 of the County Courts Act 1984, the court fee and fixed costs. A judgment could make it harder for you to rent another home or obtain credit.`,
  };
  const title = final
    ? pick(r, ['FINAL DEMAND', 'Final demand before court action', 'FINAL NOTICE: END OF TENANCY BALANCE'])
    : disputed
      ? pick(r, ['Balance owed after the deposit adjudication', 'Your deposit dispute: balance still owed'])
      : pick(r, ['End of tenancy: balance owed', 'Statement of costs after your tenancy ended']);
  const body = [
    dear(c),
    ...(final
      ? [
          {
            p: `We wrote to you on ${D(c, wrote1)} and again on ${D(c, wrote2)} about the costs left unpaid after your tenancy of ${propLine} ended on ${D(c, ended)}. You have not paid or replied.`,
          },
        ]
      : [{ p: opening }]),
    { p: depositStory },
    grid,
    summary,
    { amountBox: [balanceLabel, fmtMoney(balance)] as [string, string] },
    ...(final ? [finalPara] : []),
    payPara,
    final
      ? {
          small:
            'If you are struggling with debt, free and confidential advice is available from debt advice charities.',
        }
      : {
          small: `The check-out report, photographs and contractors' invoices are available on request. Deductions allow for fair wear and tear and the age of each item.`,
        },
  ];
  const sub = [
    agent ? 'Lettings and Property Management' : 'Tenancy Accounts',
    officeAddress(r),
    `${phone(r)}  accounts@${host(co.name)}`,
  ];
  const footer = [
    agent
      ? `${regLine(co.name, r)} Client money protected by ${pick(r, ['Hallmark CMP', 'Propsafe CMP'])} (no. ${r.digits(6)}); redress scheme member no. ${r.digits(5)}.`
      : regLine(co.name, r),
  ];
  const sign = agent
    ? [
        ...signatory(r, ['Property Manager', 'Lettings Manager', 'Deposits and Check-out Coordinator']),
        co.name,
      ]
    : [...signatory(r, ['Tenancy Accounts Manager', 'Credit Controller']), `for ${co.name}`];
  const spec: Spec = letterLayout
    ? {
        face: c.face,
        head: co.head,
        sub,
        headAlign: pick(r, ['left', 'center', 'right'] as const),
        logoMark: r.chance(0.5) ? pick(r, ['shield', 'chevron'] as const) : undefined,
        recipient: rcpt(c),
        panel: [
          [refLabel, ref],
          ['Property', prop[0]],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.35),
        title,
        titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
        body,
        closing: pick(r, ['Yours sincerely', 'Kind regards']),
        sign,
        footer,
      }
    : {
        face: c.face,
        head: co.head,
        headBand: r.chance(0.5),
        sub,
        headAlign: 'left',
        recipient: rcpt(c),
        owe: { label: balanceLabel, amount: fmtMoney(balance), note: `Please pay by ${D(c, payBy)}` },
        panel: [],
        refGrid: [
          [refLabel, ref],
          [disputed ? 'Dispute ref' : 'Deposit ID', disputed ? disputeId : depId],
          ['Tenancy ended', D(c, ended)],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: 'banner',
        body: body.filter((b) => !('amountBox' in b) && (final || !('small' in b))),
        closing: 'Yours sincerely',
        sign,
        footer: [],
        footerCols: [
          footer[0],
          `Monthly rent during the tenancy: ${fmtMoney(rent)}. Deposit ${fmtMoney(deposit)} (${weeks} weeks' rent), scheme ${scheme}.`,
        ],
      };
  const [stage, kind] = final
    ? ([3, 'final_demand'] as const)
    : disputed
      ? ([2, 'reminder'] as const)
      : ([1, 'first_demand'] as const);
  return { spec, truth: truth(co.name, balance, ref, 'normal', stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// Business: solicitors' own fees
// ------------------------------------------------------------------------------------------------------------

/**
 * A firm of solicitors' accounts department chasing its own unpaid bill from a former client (a house purchase, a
 * sale that fell through, a divorce and financial settlement, or an estate): the bill broken down (charges, VAT,
 * disbursements, money on account), contractual interest from the due date to today, and the total now due. Either a
 * final reminder (pay within 7 or 14 days or the firm issues proceedings) or a formal letter before claim under the
 * Pre-Action Protocol for Debt Claims (30 days, reply form enclosed). Two layouts: a letter with a reference panel and
 * a "Re:" line, or a ruled reference row with an amount box beside the address.
 * Truth: creditor = the firm, as printed in the letterhead and sign-off (it is owed its own fees; 'normal', an
 * ordinary overdue invoice from a business — not a collector, even though it is a law firm). Amount = "Total now due"
 * (balance of the bill + interest accrued to the letter date); the bill total before money on account, the VAT line,
 * disbursements, the daily interest rate and the future court fee are not it. Reference: the page carries both the
 * matter reference ("Our ref") and the bill number; the letter names one of them in its "please quote" sentence and
 * payment reference, drawn per letter, and that one is the truth. The client number and the DX number are not it.
 * Stage 3 either way: kind final_demand for the final reminder, letter_of_claim for the protocol letter.
 */
const solicitorFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const a = person(r).last;
  let b = person(r).last;
  if (b === a) b = a === 'Sadler' ? 'Lomax' : 'Sadler';
  const v = r.int(0, 3);
  const s0 = stem(r);
  const firm = [`${a} ${b} LLP`, `${a} & ${b} Solicitors`, `${a} & Co Solicitors`, `${s0} Law LLP`][v];
  const hv = r.int(0, 2);
  const head =
    hv === 0
      ? [firm]
      : hv === 1
        ? [firm.toUpperCase()]
        : [
            [a, `${b} LLP`],
            [`${a} & ${b}`, 'Solicitors'],
            [`${a} & Co`, 'Solicitors'],
            [`${s0} Law`, 'LLP'],
          ][v];
  const fe = person(r);
  const feInit = `${fe.first[0]}${r.letters(1)}${fe.last[0]}`;
  const matter = pick(r, [
    () => `${feInit}/${c.who.last.slice(0, 4).toUpperCase()}/${r.digits(5)}-${r.int(1, 9)}`,
    () => `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(4)}.${r.int(1, 9)}`,
    () => `M${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
  ])();
  const bill = pick(r, [
    () => r.digits(6),
    () => `INV-${r.digits(5)}`,
    () => `B${r.digits(5)}/${r.int(24, 25)}`,
    () => `${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
  ])();
  const clientNo = r.digits(5);
  const quoteBill = r.chance(0.5);
  const payRef = quoteBill ? bill : matter;
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}`;
  const other = person(r);
  const mt = r.int(0, 3);
  const matterDesc = [
    `Purchase of ${propLine}`,
    `Proposed sale of ${propLine} (abortive)`,
    `Your divorce from ${other.first} ${c.who.last} and financial settlement`,
    `Estate of the late ${other.first} ${other.last}`,
  ][mt];
  const costs = mt === 2 ? r.money(2400, 7800) : r.money(850, 3600);
  const vat = round2(costs * 0.2);
  const disb: [string, number][] = [
    [
      ['Local authority, drainage and environmental searches', r.money(210, 340)],
      ['HM Land Registry fee', pick(r, [20, 45, 150, 295])],
      ['Telegraphic transfer fee (incl. VAT)', 42],
    ],
    [
      ['Office copy entries and title plan', 14],
      ['Leasehold management information pack', r.money(180, 420)],
    ],
    [
      ['Court fee: divorce application', pick(r, [593, 612])],
      ["Counsel's fee for the financial hearing (incl. VAT)", r.money(600, 1500)],
    ],
    [
      ['Probate application fee', pick(r, [273, 300])],
      ['Statutory notices to creditors (Gazette and local press)', r.money(190, 290)],
    ],
  ][mt] as [string, number][];
  const billTotal = round2(costs + vat + disb.reduce((x, [, y]) => x + y, 0));
  const onAcc = pick(
    r,
    [0, 0, 250, 500, 1000].filter((x) => x < billTotal / 2),
  );
  const balance = round2(billTotal - onAcc);
  const lbc = r.chance(0.45);
  const billDate = addDays(c.date, -r.int(95, 230));
  const terms = pick(r, [14, 28, 30]);
  const due = addDays(billDate, terms);
  const days = wholeDays(due, c.date);
  const base = r.chance(0.4);
  const rate = base ? pick(r, [8, 8.25, 8.5]) : pick(r, [4, 8]);
  const rateText = base
    ? `4% over Bank of England base rate (${rate}% a year in all)`
    : `${rate}% a year simple`;
  const interest = round2((balance * rate * days) / 36500);
  const total = round2(balance + interest);
  const daily = round2((balance * rate) / 36500);
  const engaged = addDays(billDate, -r.int(60, 300));
  const rem1 = addDays(due, r.int(7, 14));
  const rem2 = addDays(rem1, r.int(14, 28));
  const payBy = addDays(c.date, lbc ? 30 : pick(r, [7, 14]));
  // The issue fee a claim of that size would carry (a possible future cost, not part of the total).
  const courtFee = [35, 50, 70, 80, 115, 205, 455][
    [300, 500, 1000, 1500, 3000, 5000, Infinity].findIndex((x) => total <= x)
  ];
  const host1 = host(firm);
  const disbTotal = round2(disb.reduce((x, [, y]) => x + y, 0));
  const gridRows: string[][] = [
    ['Our professional charges', fmtMoney(costs)],
    ['VAT at 20%', fmtMoney(vat)],
    [
      `Disbursements (${['searches, Land Registry fee, transfer fee', 'office copies, management pack', "court fee, counsel's fee", 'probate fee, statutory notices'][mt]})`,
      fmtMoney(disbTotal),
    ],
    ...(onAcc ? [['Less money received on account', neg(onAcc)]] : []),
    [`Interest from ${D(c, due)} to ${D(c, c.date)} (${days} days)`, fmtMoney(interest)],
    ['Total now due', fmtMoney(total)],
  ];
  const quoteText = quoteBill ? `bill number ${bill}` : `our reference ${matter}`;
  const intro = lbc
    ? `We acted for you in the matter above. Our bill ${bill} of ${D(c, billDate)} for ${fmtMoney(billTotal)} was payable by ${D(c, due)}, and despite our reminders of ${D(c, rem1)} and ${D(c, rem2)} it has not been paid${onAcc ? ` beyond the ${fmtMoney(onAcc)} you paid on account` : ''}.`
    : `Our bill ${bill} of ${D(c, billDate)} for ${fmtMoney(billTotal)}, for our work on the matter above, was due by ${D(c, due)}. We sent reminders on ${D(c, rem1)} and ${D(c, rem2)}, but ${onAcc ? `apart from the ${fmtMoney(onAcc)} paid on account ` : ''}it remains unpaid.`;
  const interestPara = `Under clause ${r.int(8, 19)} of our terms of business, accepted by you on ${D(c, engaged)}, interest runs on unpaid bills at ${rateText}. It is included to today and continues at ${fmtMoney(daily)} a day.`;
  const demand = lbc
    ? `This letter is sent under the Pre-Action Protocol for Debt Claims; an Information Sheet, Reply Form and Financial Statement are enclosed. Please pay ${fmtMoney(total)}, or return the Reply Form, within 30 days, by ${D(c, payBy)}. If not, we may issue a County Court claim without further notice for the debt, continuing interest, the court fee (currently ${fmtMoney(courtFee)}) and fixed costs.`
    : `This is our final reminder. Unless ${fmtMoney(total)} is paid by ${D(c, payBy)}, we will issue proceedings against you in the County Court without further notice for the debt, continuing interest, the court fee and our costs. A county court judgment could affect your ability to obtain credit.`;
  const body = [
    dear(c),
    { h: `${matterDesc}` },
    { p: intro },
    { grid: gridRows, header: [`Bill ${bill}`, 'Amount'], widths: [0.78, 0.22] },
    { p: interestPara },
    { p: demand },
    {
      p: `Please pay to our office account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${quoteText} as the payment reference. We never change our bank details by e-mail.`,
    },
  ];
  const rights = `You may be entitled to apply to the court for an assessment of our bill under Part III of the Solicitors Act 1974, and to complain to us and then to the Legal Ombudsman.`;
  const sub = [
    'Accounts Department',
    officeAddress(r),
    `DX ${r.digits(5)} ${place(r)}  Tel ${phone(r)}  accounts@${host1}`,
  ];
  const footer = [
    `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}).${v === 0 || v === 3 ? ` A limited liability partnership registered in England and Wales, no. OC${r.digits(6)}.` : ''} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const title = lbc
    ? pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim: unpaid legal fees'])
    : pick(r, ['FINAL REMINDER', 'Final reminder before proceedings', 'Unpaid bill: final reminder']);
  const sign = [
    ...signatory(r, ['Credit Controller', 'Head of Finance', 'Accounts Manager', 'Partner']),
    firm,
  ];
  const spec: Spec = r.chance(0.5)
    ? {
        face: c.face,
        head,
        sub,
        headAlign: pick(r, ['left', 'center', 'right'] as const),
        logoMark: r.chance(0.4) ? 'shield' : undefined,
        top: lbc ? ['BY FIRST CLASS POST AND E-MAIL'] : undefined,
        recipient: rcpt(c),
        panel: [
          ['Our ref', matter],
          ['Bill no.', bill],
          ['Client no.', clientNo],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.3),
        title,
        titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
        body: [...body, { small: rights }],
        closing: 'Yours sincerely',
        sign,
        footer,
      }
    : {
        face: c.face,
        head,
        sub,
        headAlign: 'left',
        headBand: r.chance(0.4),
        recipient: rcpt(c),
        owe: { label: 'Total now due', amount: fmtMoney(total), note: `Pay by ${D(c, payBy)}` },
        panel: [],
        refGrid: [
          ['Matter reference', matter],
          ['Bill number', bill],
          ['Client number', clientNo],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: pick(r, ['banner', 'rule'] as const),
        body,
        closing: 'Yours sincerely',
        sign,
        footer: [rights, ...footer],
      };
  return {
    spec,
    truth: truth(firm, total, payRef, 'normal', 3, lbc ? 'letter_of_claim' : 'final_demand', c, payBy),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Council tax: single person discount cancelled back-dated
// ------------------------------------------------------------------------------------------------------------

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * A council's amended council tax bill after it cancelled the 25% single person discount back to the date another
 * adult moved in: a table of the years affected (charge already billed with the discount, the correct charge, the extra
 * tax), the extra for past years due now in one sum within 14 days (with, on some letters, a £70 civil penalty for not
 * reporting the change), and the extra for the current year spread over the remaining monthly instalments. Two
 * layouts: a bill with a ruled reference row, an "amount due now" band and a payment slip; or a letter with a
 * reference panel and an amount box beside the address.
 * Truth: creditor = the council; debtType council_tax; reference = the council tax account number (the property
 * reference, band and penalty notice number are not it). Amount = "amount due now": the past years' extra tax plus
 * the penalty where one is imposed (it is added to the account and payable with it); the extra for all years
 * together, the current year's extra and its instalments, the annual charge and the discount are not it. When the
 * letter is dated in March there are no instalments left, so the current year's extra joins the amount due now.
 * Open choice on stage/kind: this is the first demand for the extra tax (the council's own information, not an earlier
 * letter about arrears, triggered it): stage 1, first_demand; the RECEIVED_KINDS council tax kinds are reminders and
 * later, which this is not.
 */
const councilSpd: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  // A long name in capitals on one line would run off the page at the larger heading sizes: break it in two.
  const h0 = cn.head[0];
  const cut = h0.lastIndexOf(' ', Math.ceil(h0.length / 2));
  const head = cn.head.length === 1 && h0.length > 28 ? [h0.slice(0, cut), h0.slice(cut + 1)] : cn.head;
  const acc = pick(r, [
    () => r.digits(8),
    () => r.digits(9),
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `${r.digits(8)}${r.letters(1, 'OIKX')}`,
  ])();
  const accLabel = pick(r, ['Account number', 'Council tax account', 'Account reference']);
  const uprn = `${r.digits(3)}0${r.digits(8)}`;
  const band = pick(r, ['A', 'B', 'C', 'D', 'E']);
  const ratio = { A: 6 / 9, B: 7 / 9, C: 8 / 9, D: 1, E: 11 / 9 }[band]!;
  const bandD25 = r.money(2050, 2450);
  const annual = (y: number) => round2(((bandD25 / Math.pow(1.0499, 2025 - y)) * ratio * 100) / 100);
  const m = c.date.getUTCMonth();
  const cur = m >= 3 ? c.date.getUTCFullYear() : c.date.getUTCFullYear() - 1;
  const fyLabel = (y: number) => `${y}/${String(y + 1).slice(2)}`;
  const from = addDays(utc(cur, 3, 1), -r.int(120, 700));
  const fromFy = from.getUTCMonth() >= 3 ? from.getUTCFullYear() : from.getUTCFullYear() - 1;
  const segs: { y: number; label: string; billed: number; correct: number; extra: number }[] = [];
  for (let y = fromFy; y <= cur; y++) {
    const start = y === fromFy ? from : utc(y, 3, 1);
    const end = utc(y + 1, 2, 31);
    const yearDays = wholeDays(utc(y, 3, 1), end) + 1;
    const days = wholeDays(start, end) + 1;
    const correct = round2((annual(y) * days) / yearDays);
    const billed = round2(correct * 0.75);
    segs.push({
      y,
      label: y === fromFy && days < yearDays ? `${fyLabel(y)} from ${D(c, start)}` : `${fyLabel(y)}`,
      billed,
      correct,
      extra: round2(correct - billed),
    });
  }
  const curSeg = segs[segs.length - 1];
  const prevExtra = round2(segs.slice(0, -1).reduce((x, g) => x + g.extra, 0));
  const allExtra = round2(prevExtra + curSeg.extra);
  const penalty = r.chance(0.5) ? 70 : 0;
  const n = m >= 3 ? 14 - m : 2 - m; // instalments left, 1st of each month to March
  const march = n <= 0;
  const dueNow = round2(prevExtra + penalty + (march ? curSeg.extra : 0));
  const payBy = addDays(c.date, 14);
  const inst = march ? 0 : Math.floor((curSeg.extra / n) * 100) / 100;
  const firstInst = round2(curSeg.extra - inst * (n - 1));
  const firstDate = utc(m === 11 ? c.date.getUTCFullYear() + 1 : c.date.getUTCFullYear(), (m + 1) % 12, 1);
  const adult = person(r);
  const adultName = `${adult.first} ${adult.last === c.who.last ? (adult.last === 'Osei' ? 'Lomax' : 'Osei') : adult.last}`;
  const source = pick(r, [
    'the electoral register',
    'a data-matching review of credit reference records',
    "a visit by one of our inspectors and the occupier's own confirmation",
    'records held by our Housing Benefit section',
  ]);
  const prop = c.addr;
  const instText = march
    ? `As no instalments for ${fyLabel(cur)} remain, the extra ${fmtMoney(curSeg.extra)} for this year is included in the amount due now.`
    : n === 1
      ? `The extra ${fmtMoney(curSeg.extra)} for ${fyLabel(cur)} is not due now: it will be collected as one further instalment on ${D(c, firstDate)}, in addition to any instalment already shown on your bill for this year.`
      : `The extra ${fmtMoney(curSeg.extra)} for ${fyLabel(cur)} is not due now: it has been added to your remaining instalments, ${fmtMoney(firstInst)} on ${D(c, firstDate)} and then ${fmtMoney(inst)} on the 1st of each month to ${D(c, utc(cur + 1, 2, 1))}.`;
  const rows = [
    ...segs.map((g) => [g.label, fmtMoney(g.billed), fmtMoney(g.correct), fmtMoney(g.extra)]),
    ['Total additional council tax', '', '', fmtMoney(allExtra)],
  ];
  const explain = `Our records showed you as the only adult living at ${prop[0]}, ${prop[1]}, so your council tax was reduced by 25% for a single occupier. Information from ${source} shows that ${adultName} has lived there with you since ${D(c, from)}, so we have cancelled the discount from that date and recalculated your bills.`;
  const penaltyText = penalty
    ? `As you did not tell us within 21 days that you no longer qualified, a penalty of ${fmtMoney(penalty)} has been imposed (paragraph 1, Schedule 3, Local Government Finance Act 1992) and added to your account. You may appeal against it to the Valuation Tribunal.`
    : '';
  const dueKv: [string, string][] = [
    [
      `Additional tax for ${segs.length > 2 ? 'previous years' : `${fyLabel(segs[0].y)}`}`,
      fmtMoney(prevExtra),
    ],
    ...(march
      ? ([[`Additional tax for ${fyLabel(cur)}`, fmtMoney(curSeg.extra)]] as [string, string][])
      : []),
    ...(penalty ? ([['Penalty: failure to notify', fmtMoney(penalty)]] as [string, string][]) : []),
  ];
  const dueLabel = pick(r, ['Amount due now', 'Amount now due', 'Total to pay now']);
  const appeal = `If you think the discount should not have been cancelled, write to us and say why; you may then appeal to the Valuation Tribunal, but must pay the amount due meanwhile. All adults living at the property are jointly liable.`;
  const grid = {
    grid: rows,
    header: ['Period', 'Billed with discount', 'Correct charge', 'Extra tax'],
    widths: [0.4, 0.22, 0.18, 0.2],
  };
  const sub = ['Revenues Service - Council Tax', officeAddress(r), `${phone(r)}  ${web(cn.name)}`];
  const payText = `Please pay ${fmtMoney(dueNow)} by ${D(c, payBy)}, online at ${web(cn.name)}/counciltax, by phone on ${phone(r)} or at any post office with the slip below, quoting your account number ${acc}.`;
  const title = pick(r, [
    `AMENDED COUNCIL TAX BILL ${fyLabel(cur)}`,
    'Council Tax: revised demand notice',
    'Single person discount cancelled - amended bill',
  ]);
  const spec: Spec = r.chance(0.5)
    ? {
        face: c.face,
        head,
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        headBand: r.chance(0.5),
        logoMark: pick(r, ['shield', 'rings', 'bars'] as const),
        returnAddress: r.chance(0.5)
          ? undefined
          : `If undelivered please return to: ${cn.name}, Revenues, ${officeAddress(r)}`,
        recipient: rcpt(c),
        panel: [],
        refGrid: [
          [accLabel, acc],
          ['Property reference', uprn],
          ['Band', band],
          ['Date of issue', D(c, c.date)],
        ],
        title,
        titleStyle: 'banner',
        body: [
          { p: explain },
          grid,
          ...(penalty ? [{ p: penaltyText }] : []),
          { kv: dueKv },
          { amountBox: [dueLabel, fmtMoney(dueNow)] as [string, string] },
          { p: `${payText} ${instText}` },
          ...(dueKv.length < 3 ? [{ small: appeal }] : []),
        ],
        sign: [],
        slip: {
          title: `Council tax payment - ${cn.name}`,
          rows: [
            [accLabel, acc],
            [dueLabel, fmtMoney(dueNow)],
            ['Pay by', D(c, payBy)],
          ],
        },
        footer: [],
      }
    : {
        face: c.face,
        head,
        sub,
        headAlign: pick(r, ['left', 'center'] as const),
        logoMark: r.chance(0.5) ? 'shield' : undefined,
        recipient: rcpt(c),
        owe: { label: dueLabel, amount: fmtMoney(dueNow), note: `Pay by ${D(c, payBy)}` },
        panel: [
          [accLabel, acc],
          ['Property ref', uprn],
          ['Band', band],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        title,
        titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
        body: [
          dear(c),
          { p: explain },
          grid,
          ...(penalty ? [{ p: penaltyText }] : []),
          { kv: [...dueKv, [dueLabel, fmtMoney(dueNow)]] as [string, string][] },
          {
            p: `${payText.replace(' or at any post office with the slip below', ' or by bank transfer')} ${instText}`,
          },
          { small: appeal },
        ],
        closing: 'Yours sincerely',
        sign: [...signatory(r, ['Revenues Manager', 'Council Tax Team Leader']), `${cn.name}`],
        footer: [
          `Band ${band} annual charge ${fyLabel(cur)}: ${fmtMoney(annual(cur))}. Single person discount: 25% (s.11 Local Government Finance Act 1992).`,
        ],
      };
  return { spec, truth: truth(cn.name, dueNow, acc, 'council_tax', 1, 'first_demand', c, payBy) };
};

export const FRESH14C_FAMILIES: Family[] = [
  {
    id: 'W163',
    name: 'Letting agent end-of-tenancy claim beyond the deposit',
    group: 'business',
    make: tenancyClaim,
  },
  { id: 'W164', name: 'Solicitors chasing their own unpaid bill', group: 'business', make: solicitorFees },
  {
    id: 'W165',
    name: 'Council tax amended bill, single person discount cancelled back-dated',
    group: 'council_tax',
    make: councilSpd,
  },
];
