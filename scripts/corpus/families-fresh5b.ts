/**
 * The fourth fresh held-out set, part b (W78–W84): kinds of letter W01–W70 do not have — an energy supplier's
 * closing bill after a move, a mobile network's suspension letter, a collector for a council chasing former-tenant
 * rent arrears, a debt purchaser's final response to a complaint, a bank's formal demand on a closed overdrawn
 * current account, a guarantor lender's missed-repayment letter to the borrower and an independent school's final
 * demand for fees in lieu of notice. Written by a writer who had not read the extractor; scored once. Every face is
 * drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
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
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Utilities
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's closing ("final") bill after the customer moved out, sent to the forwarding address: meter
 * readings, a charges table with VAT, the account summary (balance brought forward, payments) and a shaded "final
 * balance to pay" box, with a giro slip. Amount = the final balance to pay (charges this bill + anything brought
 * forward − payments received); the charges-only subtotal and the VAT line are not it.
 * Open choice: a "final bill" is the last bill of a closed account, not a "final notice/final demand" in the README's
 * sense, and it is the first time the closing balance is asked for: stage 1, kind first_demand. No sign-off (bills
 * have none); the supplier's legal name is printed in the footer's registration line and on the slip.
 */
const energyClosingBill: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Energy', 'Energy Supply', 'Home Energy']);
  const acc = r.chance(0.5) ? r.digits(10) : `${r.letters(1, 'AK')}-${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const old = address(r);
  const moved = addDays(c.date, -r.int(8, 25));
  const from = addDays(moved, -r.int(28, 62));
  const days = wholeDays(from, moved) + 1;
  const dual = r.chance(0.6);
  const eUnits = r.int(140, 720);
  const eRate = pick(r, [24.5, 25.86, 26.24, 27.03]);
  const eSc = pick(r, [53.35, 56.12, 60.97]);
  const ePrev = r.int(10000, 68000);
  const eUse = round2((eUnits * eRate) / 100);
  const eStand = round2((days * eSc) / 100);
  const m3 = r.int(30, 220);
  const gUnits = Math.round(m3 * 11.14);
  const gRate = pick(r, [6.24, 6.76, 7.11]);
  const gSc = pick(r, [29.1, 31.43, 33.2]);
  const gPrev = r.int(1000, 9800);
  const gUse = dual ? round2((gUnits * gRate) / 100) : 0;
  const gStand = dual ? round2((days * gSc) / 100) : 0;
  const sub = round2(eUse + eStand + gUse + gStand);
  const vat = round2(sub * 0.05);
  const charges = round2(sub + vat);
  const mode = r.int(0, 2);
  const brought = mode === 0 ? r.money(35, 240) : 0;
  const paid = mode === 1 ? round2(Math.floor(charges * (0.2 + r.next() * 0.4))) : 0;
  const toPay = round2(charges + brought - paid);
  const pay = addDays(c.date, 14);
  const tariff = pick(r, ['Standard Variable', 'Fixed Saver 12M', 'Flexible (price cap)']);
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const readings: string[][] = [
    [
      `Electricity ${r.letters(1, 'EFS')}${r.digits(2)}${r.letters(1)}${r.digits(6)}`,
      `${ePrev} ${pick(r, ['A', 'E'])}`,
      `${ePrev + eUnits} C`,
      `${eUnits} kWh`,
    ],
  ];
  if (dual)
    readings.push([
      `Gas G4A${r.digits(7)}`,
      `${gPrev} ${pick(r, ['A', 'E'])}`,
      `${gPrev + m3} C`,
      `${m3} m3 = ${gUnits} kWh`,
    ]);
  const rows: string[][] = [
    ['Electricity used', `${eUnits} kWh`, `${eRate}p`, fmtMoney(eUse)],
    ['Electricity standing charge', `${days} days`, `${eSc}p`, fmtMoney(eStand)],
    ...(dual
      ? [
          ['Gas used', `${gUnits} kWh`, `${gRate}p`, fmtMoney(gUse)],
          ['Gas standing charge', `${days} days`, `${gSc}p`, fmtMoney(gStand)],
        ]
      : []),
    ['VAT at 5%', '', '', fmtMoney(vat)],
    ['Charges this bill', '', '', fmtMoney(charges)],
  ];
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['bars', 'chevron'] as const),
    sub: ['Customer Accounts', officeAddress(r), `${phone(r)}  ${web(co.name)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account number', acc],
      ['Bill date', D(c, c.date)],
      ['Tariff', tariff],
    ],
    panelBoxed: r.chance(0.6),
    title: pick(r, ['Your final bill', 'Closing bill for your previous home', 'Final bill - account closed']),
    titleStyle: 'rule',
    body: [
      {
        p: `This is the last bill for ${dual ? 'gas and electricity' : 'electricity'} at ${old[0]}, ${old[1]}, ${old[3]}, from ${D(c, from)} to ${D(c, moved)}, the day you told us you moved out. We have closed the account using the meter readings you gave us on that day. Supply number (MPAN): ${mpan}.`,
      },
      {
        grid: readings,
        header: ['Meter', 'Previous reading', 'Move-out reading', 'Used'],
        widths: [0.34, 0.2, 0.2, 0.26],
        boldLast: false,
      },
      {
        grid: rows,
        header: ['Charges', 'Quantity', 'Unit rate', 'Amount'],
        widths: [0.43, 0.19, 0.17, 0.21],
      },
      {
        kv: [
          ['Balance from your last bill:', fmtMoney(brought)],
          ['Payments received since then:', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
          ['Charges this bill:', fmtMoney(charges)],
        ],
      },
      { amountBox: ['Final balance to pay', fmtMoney(toPay)] },
      {
        p: `Your Direct Debit has been cancelled, so please pay ${fmtMoney(toPay)} by ${D(c, pay)} online, by phone or by bank transfer, quoting your account number. If you have moved to a new home, we would be glad to supply you there too.`,
      },
      {
        small: `Readings: A actual (read by us), E estimated, C customer reading. Gas is measured in cubic metres and converted to kWh using a volume correction of 1.02264 and a calorific value of 39.2. If you think a reading is wrong, tell us within 28 days.`,
      },
    ],
    sign: [],
    slip: {
      title: `Payment slip - ${co.name}`,
      rows: [
        ['Account number', acc],
        ['Amount due', fmtMoney(toPay)],
        ['Please pay by', D(c, pay)],
      ],
    },
    footer: [`${regLine(co.name, r)} VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`],
  };
  return { spec, truth: truth(co.name, toPay, acc, 'utility', 1, 'first_demand', c, pay) };
};

/**
 * A mobile network's letter telling the customer that outgoing calls and data have been suspended for two unpaid
 * monthly bills. Dark letterhead band, a shaded "Overdue now" box beside the address, a two-column table.
 * Amount = overdue now (the two unpaid bills + the late payment charge); the latest bill (not yet due), the monthly
 * plan price and the early termination charge that disconnection *would* add are not it. The mobile number is not the
 * reference; the account number is.
 * Open choice: it refers to the network's own earlier reminder and text message and says the network will write again
 * before disconnecting, so it is a follow-up, not a final notice: stage 2, kind reminder.
 */
const mobileSuspended: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Mobile', 'Telecom', 'Wireless']);
  const acc = r.chance(0.5)
    ? `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`
    : `MA${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const msisdn = `07700 900${r.digits(3)}`;
  const plan = pick(r, [12, 18, 22.5, 27, 34.99, 42]);
  const bill1 = round2(plan + r.money(0, 14));
  const bill2 = round2(plan + r.money(0, 9));
  const late = pick(r, [5, 7.5, 10]);
  const overdue = round2(bill1 + bill2 + late);
  const latest = round2(plan + r.money(0, 6));
  const months = r.int(4, 17);
  const etc = round2(plan * months * 0.97);
  const b1 = addDays(c.date, -r.int(52, 60));
  const b2 = addDays(b1, 30);
  const rem = addDays(b2, r.int(8, 12));
  const text = addDays(rem, r.int(4, 7));
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: true,
    logoMark: 'rings',
    sub: ['Customer Finance', officeAddress(r)],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: { label: 'Overdue now', amount: fmtMoney(overdue), note: 'Pay this to lift the suspension' },
    panel: [
      ['Account no', acc],
      ['Mobile', msisdn],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, ['We have suspended your service', 'Your outgoing calls and data are suspended']),
    titleStyle: 'banner',
    body: [
      { p: `Hello ${c.who.title} ${c.who.last},` },
      {
        p: `We sent you a payment reminder on ${D(c, rem)} and a text message on ${D(c, text)}, but your last two bills are still unpaid. We have now suspended outgoing calls, texts and mobile data on ${msisdn}. You can still receive calls and call 999 or 112.`,
      },
      {
        table: [
          [`Bill dated ${D(c, b1)}`, fmtMoney(bill1)],
          [`Bill dated ${D(c, b2)}`, fmtMoney(bill2)],
          ['Late payment charge', fmtMoney(late)],
          ['Overdue now', fmtMoney(overdue)],
        ],
        header: ['Unpaid', 'Amount'],
      },
      {
        cols: [
          `To restore your service, pay ${fmtMoney(overdue)} by ${D(c, pay)} in the app, at ${web(co.name)}/pay or by calling 150 from your mobile (free, even while suspended). Quote account number ${acc}. Service is usually back within 2 hours.`,
          `Your latest bill of ${fmtMoney(latest)} is not due until its own due date and is not included above. Your plan costs ${fmtMoney(plan)} a month and keeps running while you are suspended.`,
        ],
      },
      {
        p: `If you do not pay or get in touch, we will write to you again before we disconnect your number. Disconnection would end your agreement early, and an early termination charge (currently ${fmtMoney(etc)} for the ${months} months left on your plan) would then be added.`,
      },
      {
        small: `Finding it hard to pay? We can set up a payment arrangement or move you to a cheaper plan. Call ${phone(r)} or visit ${web(co.name)}/help. Free independent debt advice is available from debt advice charities.`,
      },
    ],
    closing: 'Thanks,',
    sign: ['Customer Finance Team', co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, overdue, acc, 'utility', 2, 'reminder', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Collectors
// ------------------------------------------------------------------------------------------------------------

/**
 * A collection agency's first letter for a council about rent arrears left on a former council tenancy (with
 * rechargeable repairs and possession costs). The agency writes and asks to be paid into its client account, so it is
 * the creditor (README on-behalf rule), 'debt_collection', stage 1, kind debt_recovery. The council's "Former
 * tenancy ref" is the client's reference; the agency's own reference is the one to quote. Amount = "Balance due";
 * the weekly rent, the suggested minimum instalment and the agency's bank account are not it.
 */
const councilFormerTenant: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dca = company(r, ['Credit Management', 'Revenue Recovery', 'Collection Services']);
  const council = councilName(r).name;
  const ref = r.chance(0.5)
    ? `${r.letters(3, 'CDRT')}-${r.digits(6)}`
    : `${r.digits(7)}/${r.letters(2, 'FT')}`;
  const tenancy = `${r.digits(6)}/${r.digits(2)}`;
  const prop = address(r);
  const ended = addDays(c.date, -r.int(150, 720));
  const weekly = r.money(88, 148);
  const weeks = r.int(4, 19);
  const rent = round2(weekly * weeks);
  const costs = pick(r, [0, 0, 355, 480]);
  const repairs = r.chance(0.6) ? r.money(120, 880) : 0;
  const paid = r.chance(0.4) ? r.money(20, 150) : 0;
  const bal = round2(rent + costs + repairs - paid);
  const min = pick(r, [10, 15, 20, 25]);
  const office = officeAddress(r);
  const pay = addDays(c.date, 14);
  const rows: string[][] = [
    [`Rent and service charges unpaid to ${D(c, ended)}`, fmtMoney(rent)],
    ...(costs ? [['Court costs (possession claim)', fmtMoney(costs)]] : []),
    ...(repairs ? [['Rechargeable repairs and house clearance', fmtMoney(repairs)]] : []),
    ...(paid ? [['Payments received by the council', `-${fmtMoney(paid)}`]] : []),
    ['Balance due', fmtMoney(bal)],
  ];
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    sub: [office, `${phone(r)}  ${web(dca.name)}`],
    headAlign: pick(r, ['right', 'center'] as const),
    returnAddress: `If undelivered please return to ${dca.name}, ${office}`,
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Former tenancy ref', tenancy],
      ['Date', D(c, c.date)],
    ],
    panelStacked: true,
    panelBoxed: true,
    title: pick(r, [
      'Former tenant rent arrears',
      'Unpaid rent from your former council tenancy',
      'Arrears on your former tenancy',
    ]),
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `${council} has instructed us to recover the money owed on your former tenancy of ${prop[0]}, ${prop[1]}, which ended on ${D(c, ended)}. The council's rent account for that tenancy shows the following.`,
      },
      { grid: rows, header: ['Former tenancy account', 'Amount'], widths: [0.72, 0.28] },
      {
        p: `Please pay the balance due of ${fmtMoney(bal)} by ${D(c, pay)}. If you cannot pay it all at once, call us before then: the council will usually accept an arrangement of at least ${fmtMoney(min)} a week while your circumstances are reviewed. We do not add any fees or interest to this debt.`,
      },
      {
        kv: [
          ['Online', `${web(dca.name)}/pay`],
          ['By phone', `${phone(r)} (Mon-Fri 8am-8pm, Sat 9am-1pm)`],
          ['Bank transfer', `Client account: sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Always quote', ref],
        ],
      },
      {
        p: `If you believe you do not owe this money, for example because housing benefit or Universal Credit housing costs were still due for the period, write to us within 14 days and we will ask the council to check its records. Please do not pay the council directly while we hold your account.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Client Account Officer', 'Recoveries Agent']), dca.name],
    footer: [],
    footerCols: [
      fcaLine(dca.name, r),
      `${dca.name} is acting for ${council}. We are a member of the Credit Services Association and follow its Code of Practice. Calls may be recorded for training.`,
    ],
  };
  return { spec, truth: truth(dca.name, bal, ref, 'debt_collection', 1, 'debt_recovery', c, pay) };
};

const COMPLAINTS = [
  {
    said: 'you did not recognise the debt and asked us to prove that you owe it',
    found:
      'We asked the original lender for a copy of your signed credit agreement and your statements. We have received them and enclose copies. They show the account was opened in your name at your then address, and that purchases and payments were made on it until it defaulted.',
  },
  {
    said: 'the balance we are asking for is higher than the balance on your last statement from the original lender',
    found:
      'We have compared our records with the final statement the original lender sent you. The difference is made up of charges the lender added before it sold the account; we have not added any interest or charges since we bought it.',
  },
  {
    said: 'you were unhappy with the number of calls you received from us',
    found:
      'Our records show we called you more often than our own policy allows during two weeks. We are sorry for this. We have limited calls on your account and made a goodwill payment to the balance.',
  },
];

/**
 * A debt purchaser's final response to the customer's complaint (FCA DISP), with the Financial Ombudsman referral
 * rights, the account on hold and the balance to repay. The purchaser writes and asks to be paid: creditor,
 * 'debt_collection'. Stage 2: it answers the consumer's complaint (README). Amount = "Balance outstanding" after any
 * goodwill credit; the balance when the account was bought is not it. The complaint reference and the masked original
 * card number are not the reference; the letter asks for "our reference".
 * Open choices: ReceivedKind has no complaint-response kind; the letter is a collector asking for its balance after
 * the hold, so kind debt_recovery (as W51, a collector's follow-up). No payBy: it asks the customer to pay or agree a
 * plan "when the hold ends", not to pay by a date.
 */
const purchaserFinalResponse: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dp = company(r, ['Portfolio Recoveries', 'Credit Investments', 'Debt Purchasing']);
  const lender = company(r, ['Card Services', 'Bank', 'Retail Credit']).name;
  const ref = `${r.letters(1, 'DPQ')}${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const cmp = `CMP-${r.digits(6)}`;
  const card = `****${r.digits(4)}`;
  const bought = addDays(c.date, -r.int(220, 900));
  const received = addDays(c.date, -r.int(18, 50));
  const which = r.int(0, COMPLAINTS.length - 1);
  const k = COMPLAINTS[which];
  const atPurchase = r.money(640, 6400);
  // monthly payments made since the purchase, never more than half the purchased balance
  const paid = r.chance(0.6)
    ? Math.min(r.int(3, 24) * pick(r, [5, 10, 20, 25]), Math.floor(atPurchase / 2))
    : 0;
  const goodwill = which === 2 ? pick(r, [25, 50, 75]) : 0;
  const bal = round2(atPurchase - paid - goodwill);
  const hold = addDays(c.date, 14);
  const decision =
    which === 2
      ? 'We uphold your complaint in part.'
      : pick(r, ['We do not uphold your complaint.', 'We have not upheld your complaint.']);
  const spec: Spec = {
    face: c.face,
    head: dp.head,
    logoMark: 'shield',
    sub: ['Customer Relations', officeAddress(r), `${phone(r)}  complaints@${host(dp.name)}`],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our reference', ref],
      ['Complaint ref', cmp],
      ['Original card', card],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, ['Our final response to your complaint', 'Final response: your complaint']),
    titleStyle: 'plain',
    body: [
      dear(c),
      { h: 'Your complaint' },
      {
        p: `Thank you for your letter, which we received on ${D(c, received)}, about your account with us. It was originally a credit card account with ${lender}, which sold and assigned it to us on ${D(c, bought)}. You told us that ${k.said}.`,
      },
      { h: 'What we found' },
      { p: `${k.found} ${decision}` },
      { h: 'Your account' },
      {
        kv: [
          ['Balance when we bought the account:', fmtMoney(atPurchase)],
          ['Payments received since:', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
          ...(goodwill ? ([['Goodwill credit:', `-${fmtMoney(goodwill)}`]] as [string, string][]) : []),
          ['Balance outstanding:', fmtMoney(bal)],
        ],
      },
      {
        p: `We put your account on hold while we looked into your complaint. The hold ends on ${D(c, hold)}. After that, please pay the balance outstanding or contact us to agree affordable payments, quoting our reference ${ref}. If you are struggling, tell us: we can pause the account again while you get free debt advice.`,
      },
      {
        boxed: [
          `This is our final response. If you are not happy with it, you can refer your complaint to the Financial Ombudsman Service, free of charge, within six months of the date of this letter. If you do not refer it in time, the Ombudsman will not have our permission to consider it. A leaflet about the service is enclosed.`,
        ],
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Complaints Resolution Manager', 'Customer Relations Team Leader']), dp.name],
    footer: [fcaLine(dp.name, r)],
  };
  return { spec, truth: truth(dp.name, bal, ref, 'debt_collection', 2, 'debt_recovery', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

/**
 * A bank's recoveries department's formal demand on a closed, overdrawn current account, after its earlier letters
 * withdrawing the overdraft. Strip of handling lines above the letterhead, a boxed reference panel with the customer's
 * sort code and account number, a boxed title. Amount = "Total balance due" (overdrawn balance + interest and
 * charges to closure); the withdrawn overdraft limit is a credit limit (README: never). The letter asks for "our
 * reference", so that is the accountNumber, not the current account number nor the bank's own collection account in
 * the payment instructions. A formal demand is a final demand: stage 3, kind final_demand (it mentions the earlier
 * letters, which README says does not lower a final letter).
 * Open choice: the debtType enum has no overdraft; an overdraft is bank lending (regulated credit), not a card, so
 * 'loan'.
 */
const overdraftDemand: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const short = `${s} ${pick(r, ['Bank', 'Savings Bank', 'Banking Company'])}`;
  const bank = `${short} plc`;
  const ref = r.chance(0.5) ? `RU/${r.digits(6)}/${r.letters(1)}` : `${r.letters(3, 'RCV')}${r.digits(7)}`;
  const sort = sortCode(r);
  const accNo = r.digits(8);
  const limit = pick(r, [250, 500, 750, 1000, 1500, 2000, 2500]);
  const closing = r.money(limit * 0.7, limit * 1.25);
  const interest = r.money(9, 96);
  const due = round2(closing + interest);
  const withdrawn = addDays(c.date, -r.int(60, 90));
  const second = addDays(withdrawn, r.int(28, 35));
  const closed = addDays(c.date, -r.int(5, 12));
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    top: ['PRIVATE AND CONFIDENTIAL', 'BY FIRST CLASS POST AND RECORDED DELIVERY'],
    head: r.chance(0.5) ? [bank] : [short.toUpperCase()],
    sub: ['Recoveries Department', officeAddress(r), `Telephone ${phone(r)}`],
    headAlign: pick(r, ['center', 'left'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Sort code', sort],
      ['Account number', accNo],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: pick(r, ['FORMAL DEMAND', 'FORMAL DEMAND FOR REPAYMENT']),
    titleStyle: 'boxed',
    body: [
      dear(c),
      { h: `Current account ${sort} ${accNo}` },
      {
        p: `On ${D(c, withdrawn)} we wrote to tell you that we were withdrawing your arranged overdraft and asked you to repay the overdrawn balance. We wrote again on ${D(c, second)}, but the account was not brought back into credit and you did not contact us. We closed the account on ${D(c, closed)}.`,
      },
      {
        grid: [
          [`Arranged overdraft limit (withdrawn ${D(c, withdrawn)})`, fmtMoney(limit)],
          ['Overdrawn balance on closure', fmtMoney(closing)],
          ['Interest and charges to the date of closure', fmtMoney(interest)],
          ['Total balance due', fmtMoney(due)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `We now formally demand repayment of the total balance due of ${fmtMoney(due)}. No further interest or charges will be added. If payment is not received by ${D(c, pay)}, or you have not agreed a repayment plan with us by then, we may pass the debt to a collection agency or start court proceedings, and we will tell credit reference agencies that the account is in default.`,
      },
      {
        kv: [
          ['Pay to', `Recoveries account: sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference', `${ref} (our reference)`],
        ],
      },
      {
        small: `Under the terms of your account we may use money you hold in any other account with us to reduce this debt (our right of set-off). If you are in financial difficulty, please call us; free and impartial debt advice is also available.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [
      ...signatory(r, ['Recoveries Manager', 'Senior Recoveries Officer']),
      `For and on behalf of ${bank}`,
    ],
    footer: [
      `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (financial services register no. ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
    ],
  };
  return { spec, truth: truth(bank, due, ref, 'loan', 3, 'final_demand', c, pay) };
};

/**
 * A guarantor lender's letter to the borrower after a declined repayment, warning that the guarantor will be asked to
 * pay. Right-hand letterhead, "Amount overdue" box, two-column "your loan / your guarantor" section.
 * Amount = "Amount overdue" (the missed repayment + any late fee); the balance remaining, the amount borrowed and the
 * monthly repayment on its own are not it. 'loan'. The declined card payment is not an earlier letter, so this is
 * the lender's first letter about it: stage 1, kind first_demand.
 */
const guarantorMissed: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Guarantor Loans', 'Guarantor Lending', 'Family Finance']);
  const ref = r.chance(0.5) ? `GL${r.digits(7)}` : `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`;
  const borrowed = pick(r, [1500, 2000, 3000, 4000, 5000, 7500]);
  const term = pick(r, [24, 36, 48, 60]);
  const monthly = round2(borrowed * pick(r, [0.058, 0.051, 0.046]) + r.money(0, 4));
  const made = r.int(2, term - 6);
  const remaining = round2(monthly * (term - made));
  const fee = pick(r, [0, 12, 15]);
  const overdue = round2(monthly + fee);
  const g = person(r);
  const gName = `${g.title} ${g.first} ${g.last}`;
  const tried = addDays(c.date, -r.int(3, 8));
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: pick(r, ['chevron', 'rings'] as const),
    sub: [officeAddress(r), `${phone(r)}  ${web(co.name)}`],
    headAlign: 'right',
    recipient: rcpt(c),
    owe: { label: 'Amount overdue', amount: fmtMoney(overdue), note: `Please pay by ${D(c, pay)}` },
    panel: [
      ['Loan account', ref],
      ['Date', D(c, c.date)],
    ],
    title: 'Your repayment was missed',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We tried to take your monthly repayment of ${fmtMoney(monthly)} from your debit card on ${D(c, tried)}, but the payment was declined.${fee ? ` As set out in your loan agreement, a late payment fee of ${fmtMoney(fee)} has been added.` : ''}`,
      },
      {
        cols: [
          `Your loan: you borrowed ${fmtMoney(borrowed)} over ${term} months. You have made ${made} repayments, and ${fmtMoney(remaining)} is left to repay over the rest of the term. Only the amount overdue is due now.`,
          `Your guarantor: ${gName} agreed to make any repayment you miss. If we have not received the amount overdue by ${D(c, pay)}, we will write to them and ask them to pay it. We would much rather sort this out with you first.`,
        ],
      },
      {
        kv: [
          [`Repayment due ${D(c, tried)}:`, fmtMoney(monthly)],
          ...(fee ? ([['Late payment fee:', fmtMoney(fee)]] as [string, string][]) : []),
          ['Amount overdue:', fmtMoney(overdue)],
        ],
      },
      {
        p: `You can pay online at ${web(co.name)}, in our app or by phone, quoting loan account ${ref}. If your income has changed and you cannot keep up your repayments, please call us: we can look at a reduced payment plan or a short payment holiday.`,
      },
      {
        small: `Missed payments may be reported to credit reference agencies and could make it harder for you to borrow. Free, confidential debt advice is available from independent debt advice services.`,
      },
    ],
    closing: 'Kind regards',
    sign: ['Collections Team', co.name],
    footer: [fcaLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, overdue, ref, 'loan', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * An independent school bursar's final demand: a pupil withdrawn without a full term's notice (a term's fees in lieu
 * of notice) or a term's fees left unpaid, with extras, a late payment charge, payments and the deposit set against
 * the account, in a statement table. Crest-style logo, the school's name over two lines.
 * Open choice: the letterhead carries the school's name, but the school is run by a charitable trust company, the
 * legal entity, which signs the letter ("for and on behalf of …") and is printed again in the footer: creditor = the
 * trust (the brief: the legal entity asking to be paid). Ordinary overdue sum from a business: 'normal'. "Final
 * demand": stage 3, kind final_demand. The family account code is quoted; invoice numbers in the statement and the
 * pupil number are not it. Amount = "Balance now due"; the termly fee on its own is not it.
 */
const schoolFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const kindName = pick(r, ['House School', 'Hall School', 'Grange School', 'Preparatory School']);
  const school = `${p} ${kindName}`;
  const legal = pick(r, [
    `${school} Trust Ltd`,
    `${p} Educational Trust Limited`,
    `The ${p} Schools Foundation`,
  ]);
  const code = `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(4)}`;
  const pupil = `${person(r).first} ${c.who.last}`;
  const pupilNo = r.digits(6);
  const year = pick(
    r,
    kindName === 'Preparatory School'
      ? ['Year 3', 'Year 4', 'Year 6']
      : ['Year 5', 'Year 7', 'Year 9', 'Year 10'],
  );
  const fee = pick(r, [4850, 5320, 5975, 6410, 7180]);
  const extras = r.money(140, 620);
  const lieu = r.chance(0.5);
  const deposit = lieu ? pick(r, [500, 750, 1000]) : 0;
  const paid = r.chance(0.5) ? round2(Math.floor(fee * pick(r, [0.25, 0.4, 0.5]))) : 0;
  const late = pick(r, [0, 50, 75, 100]);
  const total = round2(fee + extras + (lieu ? fee : 0) - paid - deposit + late);
  const inv1 = `${r.digits(5)}`;
  const inv2 = `${Number(inv1) + r.int(40, 400)}`;
  const d1 = addDays(c.date, -r.int(70, 110));
  const d2 = addDays(d1, r.int(20, 35));
  const rem1 = addDays(d2, r.int(10, 16));
  const rem2 = addDays(rem1, r.int(14, 21));
  const pay = addDays(c.date, 7);
  const rows: string[][] = [
    [`Invoice ${inv1} - tuition fees for the term`, D(c, d1), fmtMoney(fee)],
    ['Lunches, clubs and music tuition', D(c, d1), fmtMoney(extras)],
    ...(paid ? [['Payment received - thank you', D(c, addDays(d1, 12)), `-${fmtMoney(paid)}`]] : []),
    ...(lieu
      ? [
          [`Invoice ${inv2} - a term's fees in lieu of notice`, D(c, d2), fmtMoney(fee)],
          ['Acceptance deposit applied', D(c, d2), `-${fmtMoney(deposit)}`],
        ]
      : []),
    ...(late ? [['Late payment charge', D(c, rem2), fmtMoney(late)]] : []),
    ['Balance now due', '', fmtMoney(total)],
  ];
  const spec: Spec = {
    face: c.face,
    head: [p, kindName],
    logo: true,
    sub: ["The Bursar's Office", officeAddress(r), `${phone(r)}  bursary@${host(school)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Family account', code],
      ['Pupil', `${pupil} (${year})`],
      ['Pupil no.', pupilNo],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: pick(r, ['FINAL DEMAND - SCHOOL FEES', 'Final demand: fees outstanding']),
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: lieu
          ? `${pupil} left the School without the full term's written notice required by our Terms and Conditions, which you accepted when ${pupil.split(' ')[0]} joined us. A term's fees in lieu of notice are therefore payable, as well as the fees already invoiced. Despite our reminders of ${D(c, rem1)} and ${D(c, rem2)}, your account remains unpaid.`
          : `The fees for this term were due before the first day of term. We sent you reminders on ${D(c, rem1)} and ${D(c, rem2)}, but the balance below has still not been paid.`,
      },
      { grid: rows, header: ['Fee account statement', 'Date', 'Amount'], widths: [0.58, 0.2, 0.22] },
      {
        p: `Unless the balance now due of ${fmtMoney(total)} is received in cleared funds by ${D(c, pay)}, the matter will be passed to the School's solicitors, who will issue proceedings in the county court without further notice, and interest and costs will be claimed.${lieu ? '' : ' The School may also decline to accept your child back next term while fees remain unpaid.'}`,
      },
      {
        p: `Please pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your family account code ${code}. If there is a reason you cannot pay, please contact the Bursar before that date.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Bursar', 'Finance Manager']), `for and on behalf of ${legal}`],
    footer: [
      `${school} is operated by ${legal}, a charitable company limited by guarantee, registered in England and Wales no. ${r.digits(8)}, registered charity no. ${r.digits(7)}. Registered office: ${officeAddress(r)}.`,
    ],
  };
  return { spec, truth: truth(legal, total, code, 'normal', 3, 'final_demand', c, pay) };
};

export const FRESH5B_FAMILIES: Family[] = [
  { id: 'W78', name: 'Energy closing bill after moving out', group: 'utility', make: energyClosingBill },
  { id: 'W79', name: 'Mobile service suspended, overdue box', group: 'utility', make: mobileSuspended },
  {
    id: 'W80',
    name: 'Collector for a council, former tenant arrears',
    group: 'collector',
    make: councilFormerTenant,
  },
  {
    id: 'W81',
    name: 'Debt purchaser final response to a complaint',
    group: 'collector',
    make: purchaserFinalResponse,
  },
  { id: 'W82', name: 'Bank formal demand, closed overdrawn account', group: 'lender', make: overdraftDemand },
  { id: 'W83', name: 'Guarantor loan missed repayment (borrower)', group: 'lender', make: guarantorMissed },
  { id: 'W84', name: 'Independent school final demand for fees', group: 'business', make: schoolFees },
];
