/**
 * The seventh fresh held-out set, part c (W109–W111): kinds of letter the corpus does not have yet — the County
 * Court's notice that a warrant of control has been issued on a judgment and a county court bailiff will call, a
 * private day nursery's final warning about unpaid childcare fees, and HMRC's (or, after transfer, the DWP's) notice
 * to pay a tax credits overpayment for a past year. Written blind to the extractor; scored once. Every face is drawn
 * per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * stated at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, postcode, sortCode, MONTHS } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  oOrI,
  pick,
  rcpt,
  round2,
  signatory,
  truth,
  type Family,
  host,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Enforcement
// ------------------------------------------------------------------------------------------------------------

/**
 * The County Court's notice (N326-like) that a warrant of control has been issued on an unpaid judgment: a county
 * court bailiff will call to take control of goods unless the whole amount — the unpaid judgment balance plus the
 * warrant fee (and, when the claimant has solicitors, their fixed costs on issue) — is paid. Two layouts: a court
 * form (letterhead "In the County Court at …", a row of reference cells, a banner title, no signature) and a letter
 * from the court's enforcement (bailiff) office with a reference panel and a sign-off.
 * Amount = the total to pay to stop the warrant; the judgment total on its own, the balance before the warrant fee,
 * the warrant fee line, the monthly instalment the judgment ordered, payments made and possible removal costs are
 * not it.
 * Open choices: creditorName = the claimant (the judgment creditor), not the court: the court neither is owed the
 * money nor asks for it for itself — every variant tells the defendant to pay the claimant, quoting the warrant
 * number (the brief for this family says so too). accountNumber = the warrant number, the reference the letter asks
 * to be quoted when paying; the claim number is the case number (README: never), the claimant's own reference is a
 * client reference. debtType 'bailiff': the letter's whole point is that an enforcement agent (the county court
 * bailiff) will take control of goods — README: an enforcement agent's letter is bailiff whatever the underlying debt.
 * kind notice_of_enforcement, stage 3 (README lists a notice of enforcement as 3). payBy only where the letter
 * asks for payment by a date.
 */
const warrantOfControl: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const town = place(r);
  const court = `County Court at ${town}`;
  const cl = company(
    r,
    ['Finance', 'Credit Services', 'Home Improvements', 'Vehicle Hire', 'Building Supplies', 'Lettings'],
    pick(r, [' Ltd', ' Limited']),
  );
  const claimant = cl.name;
  const claimantAddr = officeAddress(r);
  const claim = pick(r, [
    `${r.letters(1, 'FHJK')}${r.int(0, 9)}QZ${r.digits(3)}${r.letters(1, 'ABCDEFGH')}`,
    `${r.digits(1)}${r.letters(2, 'QZX')}${r.digits(5)}`,
    `${r.int(2, 5)}${r.int(0, 9)}${r.letters(2, 'MQ')}${r.digits(4)}`,
  ]);
  const warrant = pick(r, [
    `${r.letters(1, 'FKM')}${r.letters(1, 'ABW')}${r.digits(6)}`,
    `${r.letters(1, 'KQX')}${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    `W${r.digits(7)}`,
  ]);
  const clientRef = pick(r, [
    `${r.letters(3)}/${r.digits(6)}`,
    `${r.digits(9)}`,
    `AC-${r.digits(5)}-${r.int(1, 9)}`,
  ]);
  const solicitors = r.chance(0.5)
    ? `${pick(r, ['Holloway & Briar', 'Marlow Vale', 'Tarnbeck', 'Greystone'])} ${pick(r, ['LLP', 'Solicitors', 'Legal LLP'])}`
    : '';
  const debt = r.money(420, 3900);
  const claimFee = debt <= 500 ? 50 : debt <= 1000 ? 70 : debt <= 1500 ? 80 : debt <= 3000 ? 115 : 205;
  const costs = solicitors ? pick(r, [50, 70, 80, 100]) : 0;
  const interest = r.chance(0.5) ? r.money(12, 180) : 0;
  const judgment = round2(debt + claimFee + costs + interest);
  const forthwith = r.chance(0.35);
  const instalment = forthwith ? 0 : pick(r, [20, 25, 40, 50, 75, 100]);
  const paidSince = !forthwith && r.chance(0.6) ? instalment * r.int(1, 4) : 0;
  const balance = round2(judgment - paidSince);
  const fee = pick(r, [83, 121]);
  const issueCosts = solicitors ? 2.25 : 0;
  const total = round2(balance + fee + issueCosts);
  const judged = addDays(c.date, -r.int(70, 260));
  const withDate = r.chance(0.6);
  const pay = addDays(c.date, 7);
  const district = `${r.int(1, 28)}`;
  const bailiffLine = `${phone(r)}`;
  const courtPhone = phone(r);
  const totalLabel = pick(r, [
    'Total amount to pay',
    'Total now due',
    'Amount outstanding including warrant fee',
  ]);

  const amounts: string[][] = [
    [`Amount of judgment (${D(c, judged)})`, fmtMoney(judgment)],
    ...(paidSince ? [['Less paid since judgment', `-${fmtMoney(paidSince)}`]] : []),
    ['Balance of judgment unpaid', fmtMoney(balance)],
    ['Warrant fee', fmtMoney(fee)],
    ...(issueCosts ? [["Solicitor's costs on issue of warrant", fmtMoney(issueCosts)]] : []),
    [totalLabel, fmtMoney(total)],
  ];
  const order = forthwith
    ? `On ${D(c, judged)} judgment was entered against you for ${fmtMoney(judgment)}, to be paid forthwith (at once).`
    : `On ${D(c, judged)} judgment was entered against you for ${fmtMoney(judgment)}, payable by instalments of ${fmtMoney(instalment)} a month. The claimant says you have not kept to the payments ordered, so the whole balance is now due.`;
  const payTo = `Pay the claimant, not the court: ${claimant}, ${claimantAddr}, quoting the warrant number ${warrant}.`;
  const stop = withDate
    ? `To stop the bailiff calling you must pay the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} by ${D(c, pay)}.`
    : `To stop the bailiff calling you must pay the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} in full.`;
  const suspend = `If you cannot pay in full, you can ask the court to suspend the warrant on terms you can afford: fill in form N245 (there is a fee unless you qualify for help with fees) and send it to the court office. The bailiff will not call while your application is being dealt with, but the warrant stays in force.`;
  const removal =
    'If goods are removed and sold, the costs of removal, storage and sale will be added to what you owe. The bailiff cannot take items you need for basic domestic needs or for your work up to the value allowed by law.';
  const parties: [string, string][] = [
    ['Claimant', claimant],
    ...(solicitors ? ([["Claimant's legal representative", solicitors]] as [string, string][]) : []),
    ["Claimant's reference", clientRef],
    ['Defendant', `${c.who.first} ${c.who.last}`],
  ];

  let spec: Spec;
  if (r.chance(0.5)) {
    // A court form: no reference panel beside the address, reference cells under it, no signature.
    const body: Block[] = [
      { kv: parties },
      { h: 'To the defendant' },
      {
        p: `${order} The claimant has asked the court to enforce the judgment and a warrant of control has been issued. A county court bailiff will call at your address to take control of goods to the value of the amount shown below.`,
      },
      { grid: amounts, header: ['Warrant of control', 'Amount'], widths: [0.7, 0.3] },
      { boxed: [stop, payTo] },
      {
        p: `If you pay, tell the court straight away so the warrant can be withdrawn (telephone ${courtPhone}). ${suspend}`,
      },
      { small: removal },
    ];
    spec = {
      face: c.face,
      head: r.chance(0.5)
        ? ['In the County Court at', town]
        : [`IN THE COUNTY COURT AT ${town.toUpperCase()}`],
      sub: [
        'Enforcement Section',
        officeAddress(r),
        `Telephone ${courtPhone}  Open 10am to 4pm, Monday to Friday`,
      ],
      headAlign: pick(r, ['center', 'left'] as const),
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Claim number', claim],
        ['Warrant number', warrant],
        ['Date of issue', D(c, c.date)],
        ['Bailiff district', district],
      ],
      title: 'NOTICE OF ISSUE OF WARRANT OF CONTROL',
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body,
      sign: [],
      footer: [
        `Please address all letters to the Court Manager and quote the claim number and the warrant number. Do not send payments to the court. ${court}, ${officeAddress(r)}.`,
        `N326 Notice of issue of warrant of control`,
      ],
    };
  } else {
    // A letter from the court's bailiff office.
    const body: Block[] = [
      dear(c),
      { h: `${claimant} v ${c.who.first} ${c.who.last} - claim number ${claim}` },
      {
        p: `${order} At the claimant's request the court has issued warrant of control number ${warrant} against you, and it has been passed to the county court bailiffs for this area.`,
      },
      { table: amounts.map(([k, v]) => [k, v] as [string, string]) },
      {
        p: `${stop} ${payTo} If you pay, please let us know on ${courtPhone} so that we can stop the bailiff's visit.`,
      },
      {
        p: `If you do not pay, a bailiff will call without further notice and may take control of your goods. The bailiff can be contacted on ${bailiffLine} between 8am and 10am.`,
      },
      { p: suspend },
      { small: `${removal} Claimant's reference (for the claimant's use only): ${clientRef}.` },
    ];
    spec = {
      face: c.face,
      head: r.chance(0.5) ? [`The ${court}`] : ['The County Court', `at ${town}`],
      sub: ['County Court Bailiffs', officeAddress(r), `Telephone ${courtPhone}`],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.4) ? 'shield' : undefined,
      recipient: rcpt(c),
      panel: [
        ['Warrant no.', warrant],
        ['Claim no.', claim],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, ['Warrant of control issued against you', 'A bailiff will call: warrant of control']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body,
      closing: 'Yours faithfully',
      sign: ['County Court Bailiff Manager', `The ${court}`],
      footer: [
        `Please quote the claim number and warrant number on all correspondence. Payments must be made to the claimant, not to the court. The court office is open 10am to 4pm, Monday to Friday.`,
      ],
    };
  }
  return {
    spec,
    truth: truth(
      claimant,
      total,
      warrant,
      'bailiff',
      3,
      'notice_of_enforcement',
      c,
      withDate ? pay : undefined,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/** "March 2025" for the month `back` months before d. */
const monthOf = (d: Date, back: number) => {
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return `${MONTHS[m.getUTCMonth()]} ${m.getUTCFullYear()}`;
};

/**
 * A private day nursery's final warning about unpaid childcare fees: monthly invoices in advance, each with the
 * sessions (and meals) charged less the government-funded hours, a late payment charge, any part payment, and the
 * balance; the child's place will be withdrawn and the debt passed to a collection agency. Two layouts: a letter
 * with a statement grid and a shaded balance box, and a notice with a "Balance outstanding" box beside the address,
 * the invoices as a list and a reply form with tick boxes.
 * Amount = the balance outstanding (invoices less funded hours + late charges − payments); a single invoice, the
 * funded-hours deduction, the next month's invoice (not yet due, said to be excluded), the deposit held, the daily
 * rate and the collector's possible charges are not it. The parent account reference is what the letter asks to be
 * quoted; invoice numbers, the child's funded-hours eligibility code, the Ofsted URN and the collector's name are
 * distractors. Ordinary overdue sum from a business: 'normal'. A final warning ("final notice"): stage 3, kind
 * final_demand, even though it mentions the earlier reminders.
 * Open choice: where the letterhead carries a trading name, the letter is signed for the limited company that
 * trades as the nursery and the footer names it: creditor = that company (the legal entity owed the fees). Where the
 * nursery's own name is a company name ("… Ltd") that is the creditor.
 */
const nurseryFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const trading = pick(r, [
    `${p} Day Nursery`,
    `Little ${pick(r, ['Wrens', 'Otters', 'Conkers', 'Saplings', 'Kestrels', 'Acorns'])} Day Nursery`,
    `${pick(r, ['Orchard', 'Willow', 'Meadow', 'Linden'])} House Nursery & Pre-School`,
  ]);
  const tradingAs = r.chance(0.5);
  const legal = tradingAs
    ? `${pick(r, ['Kestrel', 'Silverbirch', 'Larkspur', 'Oakridge', 'Halden'])} Childcare ${pick(r, ['Ltd', 'Limited'])}`
    : `${trading} Ltd`;
  const head = tradingAs
    ? r.chance(0.5)
      ? [trading]
      : [
          trading.replace(/ (Day Nursery|Nursery & Pre-School)$/, ''),
          trading.match(/(Day Nursery|Nursery & Pre-School)$/)![0],
        ]
    : r.chance(0.6)
      ? [legal]
      : [trading];
  const acc = pick(r, [
    `CH${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(3)}`,
    `P-${r.digits(5)}`,
  ]);
  const accLabel = pick(r, ['Parent account', 'Account ref', 'Family ref']);
  const child = `${person(r).first} ${c.who.last}`;
  const childFirst = child.split(' ')[0];
  const room = pick(r, [
    'the Caterpillars toddler room',
    'the Ladybirds room',
    'our pre-school room',
    'the Owls pre-school room',
  ]);
  const daysPw = r.int(3, 5);
  const rate = pick(r, [58, 62.5, 66, 71, 74.5, 79, 84, 88.5]);
  const meals = pick(r, [0, 4.5, 6, 7.25]);
  const hours = daysPw >= 4 && r.chance(0.5) ? 30 : 15;
  const fundedPm = round2((hours * 38) / 12);
  const hourly = pick(r, [6.45, 7.1, 7.85, 8.4]);
  const n = r.int(2, 3);
  const rows: { inv: string; month: string; fees: number; funded: number; due: number }[] = [];
  let invNo = r.int(21000, 48000);
  for (let k = n - 1; k >= 0; k--) {
    const days = daysPw * 4 + r.int(0, daysPw);
    const fees = round2(days * (rate + meals));
    const funded = round2(fundedPm * hourly);
    rows.push({
      inv: `INV-${(invNo += r.int(30, 90))}`,
      month: monthOf(c.date, k),
      fees,
      funded,
      due: round2(fees - funded),
    });
  }
  const late = pick(r, [0, 20, 25, 30]);
  const lates = late ? n - 1 : 0;
  const paid = r.chance(0.45) ? pick(r, [100, 150, 200, 250]) : 0;
  const total = round2(rows.reduce((a, x) => a + x.due, 0) + late * lates - paid);
  const nextInv = round2(
    round2((daysPw * 4 + r.int(0, daysPw)) * (rate + meals)) - round2(fundedPm * hourly),
  );
  const deposit = pick(r, [100, 150, 200, 250]);
  const code = `50${r.digits(9)}`;
  const urn = `EY${r.digits(6)}`;
  const collector = `${pick(r, ['Redmarsh', 'Greystone', 'Tarnbeck', 'Northgate'])} ${pick(r, ['Credit Management', 'Collections', 'Recoveries'])} Ltd`;
  const r1 = addDays(c.date, -r.int(30, 45));
  const r2 = addDays(r1, r.int(10, 16));
  const within = pick(r, [7, 10, 14]);
  const pay = addDays(c.date, within);
  const withdraw = addDays(pay, 1);
  const mgr = signatory(r, [
    'Nursery Manager',
    'Nursery Manager',
    'Accounts Administrator',
    'Business Manager',
  ]);
  const tel = phone(r);
  const mail = `accounts@${host(trading)}`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const footer = tradingAs
    ? [
        `${trading} is a trading name of ${legal}, registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}. Ofsted URN ${urn}.`,
      ]
    : [`${legal} is registered in England and Wales, company number ${r.digits(8)}. Ofsted URN ${urn}.`];
  const sign = tradingAs ? [...mgr, `for and on behalf of ${legal}`] : [...mgr, legal];
  const sub = [
    `${r.int(1, 60)} ${pick(r, ['Church Lane', 'Mill Road', 'Station Road', 'Orchard Way'])}, ${place(r)}, ${postcode(r)}`,
    `${tel}  ${mail}`,
  ];
  const warning = `If the balance of ${fmtMoney(total)} is not paid in full by ${D(c, pay)}, ${childFirst}'s place will be withdrawn from ${D(c, withdraw)} under clause ${r.int(6, 14)} of your Terms and Conditions, and the debt will be passed to our collection agency, ${collector}, who may add their own charges and report the debt to credit reference agencies.`;
  const howPay = `Please pay by bank transfer to ${bank}, quoting your ${accLabel.toLowerCase()} ${acc} as the reference, or by card at the nursery office. Tax-Free Childcare payments must also be made by the due date; they do not pay any part of the balance until they reach us.`;

  let spec: Spec;
  if (r.chance(0.5)) {
    const grid: string[][] = [
      ...rows.map((x) => [x.inv, x.month, fmtMoney(x.fees), `-${fmtMoney(x.funded)}`, fmtMoney(x.due)]),
      ...(lates
        ? [
            [
              `Late payment charge${lates > 1 ? `s (${lates} x ${fmtMoney(late)})` : ''}`,
              '',
              '',
              '',
              fmtMoney(late * lates),
            ],
          ]
        : []),
      ...(paid
        ? [[`Payment received ${D(c, addDays(r2, -r.int(2, 6)))}`, '', '', '', `-${fmtMoney(paid)}`]]
        : []),
      ['Balance outstanding', '', '', '', fmtMoney(total)],
    ];
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Child', child],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title: pick(r, ['Final notice: unpaid nursery fees', `Unpaid fees for ${childFirst} - final warning`]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `I am writing about the fees for ${childFirst}'s place in ${room}, ${daysPw} days a week. Our fees are invoiced monthly in advance and are due on the 1st of each month. We reminded you about the arrears on ${D(c, r1)} and again on ${D(c, r2)}, but the account below is still unpaid.`,
        },
        {
          grid,
          header: ['Invoice', 'Month', 'Sessions & meals', 'Funded hours', 'Amount'],
          widths: [0.3, 0.17, 0.19, 0.17, 0.17],
        },
        {
          small: `Funded hours: ${hours} hours a week over 38 weeks, spread across 12 months (${fundedPm} hours a month at ${fmtMoney(hourly)} an hour), deducted from each invoice. Eligibility code ${code}. Your invoice for ${monthOf(c.date, -1)} (${fmtMoney(nextInv)}) is not yet due and is not included above.`,
        },
        { amountBox: ['Balance outstanding', fmtMoney(total)] },
        { p: warning },
        { p: howPay },
        {
          p: `We know things can be difficult. If you want to keep ${childFirst}'s place and cannot pay in one go, please speak to me before ${D(c, pay)}. The deposit of ${fmtMoney(deposit)} you paid on registration is held until your notice period ends and cannot be used to reduce these arrears.`,
        },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    const list: [string, string][] = rows.map((x) => [
      `${x.inv} (${x.month})`,
      `${fmtMoney(x.fees)} less funded ${fmtMoney(x.funded)} = ${fmtMoney(x.due)}`,
    ]);
    if (lates) list.push(['Late payment charges', fmtMoney(late * lates)]);
    if (paid) list.push(['Paid on account', `-${fmtMoney(paid)}`]);
    list.push(['Balance outstanding', fmtMoney(total)]);
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'bars', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: 'Balance outstanding', amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
      panel: [
        [accLabel, acc],
        ['Child', child],
        ['Notice date', D(c, c.date)],
      ],
      title: pick(r, ['FINAL NOTICE - NURSERY FEES', 'FINAL NOTICE BEFORE WITHDRAWAL OF PLACE']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `Despite our reminders of ${D(c, r1)} and ${D(c, r2)}, the following fees for ${childFirst}'s place in ${room} remain unpaid. Each month's fees are shown after the deduction for ${hours} funded hours a week.`,
        },
        { kv: list },
        { boxed: [warning] },
        { p: howPay },
        {
          small: `Daily rate ${fmtMoney(rate)}${meals ? ` plus meals and consumables ${fmtMoney(meals)} a day` : ''}. The ${monthOf(c.date, -1)} invoice (${fmtMoney(nextInv)}) is due separately and is not part of this notice. Deposit held: ${fmtMoney(deposit)}.`,
        },
        { h: 'Please tick and return this section, or e-mail us' },
        {
          checks: [
            `I have paid the balance of ${fmtMoney(total)} (date paid: ..............)`,
            `I would like to discuss a payment plan. Best number to call: ..............`,
          ],
        },
      ],
      closing: 'Kind regards',
      sign,
      footer,
    };
  }
  return { spec, truth: truth(legal, total, acc, 'normal', 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Public bodies
// ------------------------------------------------------------------------------------------------------------

/**
 * A tax credits overpayment for a past tax year, now due. Two senders and layouts: HMRC's Tax Credit Office "notice
 * to pay" (reference panel or cells, a table of the year(s) overpaid, what has been recovered, the amount to pay,
 * pay within 30 days, a payslip), and the DWP's Debt Management letter after HMRC transferred the debt (an "Amount
 * you owe" box, the HMRC reference as the previous reference, repayment options).
 * Amount = the amount to pay now (overpayments less what was already recovered; on a joint claim the person's own
 * share); the joint total, the overpayment before recoveries, a suggested monthly instalment and the maximum penalty
 * are not it. accountNumber = HMRC's 16-character payment reference (it starts with the National Insurance number,
 * which is printed separately and is not it) or, for the DWP, its own reference — the HMRC payment reference it
 * prints is a previous creditor's reference. creditorName = "HM Revenue & Customs" / "HM Revenue and Customs" as
 * printed, or "Department for Work and Pensions" (the DWP is not a collector for HMRC: the debt has been transferred
 * to it and it recovers it in its own name).
 * Open choices: debtType 'normal' — the README list has no tax or benefit type, and this is a public body's demand
 * for its own overpaid money, not a collector's, a court's or a lender's. Stage 1, kind first_demand: the notice to
 * pay is HMRC's first demand for the money (the award review that found the overpayment is not a demand), and the
 * DWP's letter is its first about the transferred debt (HMRC's earlier letters are another sender's). payBy where
 * the letter asks for payment within 30 (HMRC) or 14 (DWP, some letters) days.
 */
const taxCreditsOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const pre = pick(r, ['QQ', 'QZ', 'ZQ']);
  const d6 = r.digits(6);
  const suf = pick(r, ['A', 'B', 'C', 'D']);
  const nino = `${pre} ${d6.slice(0, 2)} ${d6.slice(2, 4)} ${d6.slice(4)} ${suf}`;
  const payRef = `${pre}${d6}${r.digits(6)}N${pick(r, ['C', 'A', oOrI(r)])}`;
  const endYear = r.int(2020, 2024);
  const yearLabel = (y: number) => `${y - 1}-${String(y).slice(2)}`;
  const nYears = r.chance(0.35) ? 2 : 1;
  const years = nYears === 2 ? [endYear - 1, endYear] : [endYear];
  const over = years.map(() => r.money(160, 2600));
  const recovered = years.map((_, i) =>
    r.chance(0.4) ? round2(Math.floor(over[i] * pick(r, [0.1, 0.25, 0.4]))) : 0,
  );
  const owedByYear = years.map((_, i) => round2(over[i] - recovered[i]));
  const joint = r.chance(0.3);
  const jointTotal = round2(owedByYear.reduce((a, b) => a + b, 0));
  const due = joint ? round2(jointTotal / 2) : jointTotal;
  const tel = phone(r);
  const inst = pick(r, [12, 18, 24]);
  const monthly = round2(Math.ceil((due / inst) * 100) / 100);
  const benefit = pick(r, [
    'Working Tax Credit and Child Tax Credit',
    'Child Tax Credit',
    'Working Tax Credit',
  ]);

  if (r.chance(0.6)) {
    const name = pick(r, ['HM Revenue & Customs', 'HM Revenue and Customs']);
    const head = r.chance(0.5)
      ? [name]
      : [name.replace(/ (&|and) Customs$/, ''), name.slice(name.indexOf(' ', 4) + 1)];
    const pay = addDays(c.date, 30);
    const rows: string[][] = years.map((y, i) => [
      `${yearLabel(y)} (6 April ${y - 1} to 5 April ${y})`,
      fmtMoney(over[i]),
      recovered[i] ? `-${fmtMoney(recovered[i])}` : fmtMoney(0),
      fmtMoney(owedByYear[i]),
    ]);
    if (joint) rows.push(['Total for your joint claim', '', '', fmtMoney(jointTotal)]);
    rows.push([joint ? 'Your share - amount you must pay' : 'Amount you must pay', '', '', fmtMoney(due)]);
    const refCells = r.chance(0.4);
    const stacked = r.chance(0.4);
    const body: Block[] = [
      ...(r.chance(0.5) ? [dear(c)] : []),
      {
        p: `When we finalised your ${benefit} award for ${years.map(yearLabel).join(' and ')}, we found that we had paid you more than you were entitled to. You are no longer getting tax credits${r.chance(0.5) ? ' or Universal Credit' : ''}, so we cannot take the overpayment back from future payments and you must pay it to us directly.`,
      },
      {
        grid: rows,
        header: ['Tax year', 'Overpaid', 'Recovered', 'Still owed'],
        widths: [0.46, 0.18, 0.18, 0.18],
      },
      ...(joint
        ? [
            {
              small: `You claimed as a couple, so you and your former partner are each responsible for half of the overpayment. We will write to them separately about their share.`,
            } as Block,
          ]
        : []),
      {
        p: `Please pay ${fmtMoney(due)} within 30 days of the date of this notice, that is by ${D(c, pay)}. Use your payment reference ${payRef} whenever you pay, with no spaces, so that the payment reaches your account.`,
      },
      {
        kv: [
          [
            'By bank transfer',
            `sort code ${sortCode(r)}, account ${r.digits(8)}, account name HMRC Tax Credits`,
          ],
          ['By debit card', `call our payment line on ${tel}`],
          ['By Direct Debit', 'call us to set one up'],
        ],
      },
      {
        p: `If you cannot pay in full, call us before ${D(c, pay)}. We may be able to let you pay over up to ${inst} months, for example ${fmtMoney(monthly)} a month, if you can show us you cannot afford more. If you do not pay or contact us, we will take action to recover the money: we may collect it through your tax code, pass the debt to a debt collection agency or transfer it to the Department for Work and Pensions to recover.`,
      },
      {
        small: `If you think we made a mistake, you can ask us to look again at whether you have to pay back the overpayment on form TC846, normally within 3 months of the decision date on your annual review. We will go on asking for payment while we look at it.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? 'rings' : undefined,
      sub: ['Tax Credit Office', officeAddress(r), `Telephone ${tel}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: refCells
        ? []
        : [
            ['Date', D(c, c.date)],
            [stacked ? 'National Insurance number' : 'NI number', nino],
            ['Payment reference', payRef],
          ],
      panelBoxed: r.chance(0.5),
      panelStacked: stacked,
      refGrid: refCells
        ? [
            ['Date of notice', D(c, c.date)],
            ['National Insurance number', nino],
            ['Payment reference', payRef],
          ]
        : undefined,
      title: pick(r, [
        'Notice to pay',
        'Notice to pay - tax credits overpayment',
        'You need to pay back tax credits',
      ]),
      titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
      body,
      sign: body[0] && 'p' in body[0] && body[0].p.startsWith('Dear') ? ['Tax Credit Office', name] : [],
      closing: body[0] && 'p' in body[0] && body[0].p.startsWith('Dear') ? 'Yours sincerely' : undefined,
      slip: r.chance(0.6)
        ? {
            title: `Payslip - ${name}`,
            rows: [
              ['Payment reference', payRef],
              ['Amount due', fmtMoney(due)],
              ['Pay by', D(c, pay)],
            ],
          }
        : undefined,
      footer: [
        `Calls to our helpline may be recorded. If you need extra support because of a health condition or your personal circumstances, tell us when you call. ${name}, ${officeAddress(r)}.`,
      ],
    };
    return { spec, truth: truth(name, due, payRef, 'normal', 1, 'first_demand', c, pay) };
  }

  // The DWP's Debt Management after the transfer.
  const name = 'Department for Work and Pensions';
  const ref = pick(r, [
    `DM${r.digits(8)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
    `D${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const paidSince = r.chance(0.35) ? pick(r, [20, 25, 50, 100]) : 0;
  const owe = round2(due - paidSince);
  const dated = r.chance(0.5);
  const pay = addDays(c.date, 14);
  const transferred = addDays(c.date, -r.int(20, 70));
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.5) ? [name] : ['Department for Work', 'and Pensions'],
    sub: ['Debt Management', officeAddress(r), `Telephone ${tel}  Textphone ${phone(r)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    logoMark: r.chance(0.4) ? 'shield' : undefined,
    recipient: rcpt(c),
    owe: {
      label: 'Amount you owe',
      amount: fmtMoney(owe),
      note: dated ? `Pay by ${D(c, pay)}` : 'Tax credits overpayment',
    },
    panel: [
      ['Our reference', ref],
      ['NI number', nino],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.3),
    title: pick(r, [
      'Your tax credits debt has been transferred to us',
      'Tax credits overpayment: amount now due',
    ]),
    titleStyle: pick(r, ['rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `HM Revenue and Customs (HMRC) has transferred to us the tax credits overpayment you owe for ${years.map(yearLabel).join(' and ')}. From ${D(c, transferred)} the Department for Work and Pensions is responsible for recovering it, and you should no longer pay HMRC. ${joint ? 'As you claimed with a partner, only your share of the overpayment has been transferred to us.' : ''}`,
      },
      {
        table: [
          ['Overpayment transferred by HMRC', fmtMoney(due)] as [string, string],
          ...(paidSince
            ? [['Payments received since the transfer', `-${fmtMoney(paidSince)}`] as [string, string]]
            : []),
          ['Amount you owe', fmtMoney(owe)] as [string, string],
        ],
      },
      {
        p: dated
          ? `Please pay the full amount of ${fmtMoney(owe)} within 14 days, by ${D(c, pay)}, or contact us by then to agree how you will repay it.`
          : `Please pay the full amount of ${fmtMoney(owe)} now, or contact us to agree how you will repay it.`,
      },
      {
        kv: [
          ['Pay by bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference', `${ref} (our reference)`],
          ['Previous HMRC reference', payRef],
        ],
      },
      {
        p: `If you cannot pay in full, we can agree affordable payments, for example ${fmtMoney(monthly)} a month over ${inst} months. If you do not pay or contact us, we may recover the money by taking deductions from any benefits you get, by asking your employer to take it from your earnings (a Direct Earnings Attachment), by passing the debt to a debt collection agency or by taking court action.`,
      },
      {
        small: `If you think you do not owe this money, contact HMRC: only HMRC can look again at the overpayment decision. We will not take recovery action while they do.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Debt Management', name],
    footer: [
      `Please quote our reference ${ref} and your National Insurance number on all letters. ${name}, ${officeAddress(r)}.`,
    ],
  };
  return { spec, truth: truth(name, owe, ref, 'normal', 1, 'first_demand', c, dated ? pay : undefined) };
};

export const FRESH8C_FAMILIES: Family[] = [
  {
    id: 'W109',
    name: 'County court warrant of control notice',
    group: 'enforcement',
    make: warrantOfControl,
  },
  { id: 'W110', name: 'Nursery fees arrears letter', group: 'business', make: nurseryFees },
  {
    id: 'W111',
    name: 'HMRC tax credits overpayment notice to pay',
    group: 'public_body',
    make: taxCreditsOverpayment,
  },
];
