/**
 * The eighth fresh held-out set, part b (W115–W117): kinds of letter the corpus does not have yet — a pawnbroker's
 * statutory notice of intention to sell a pledge once the redemption period has ended (Consumer Credit Act 1974
 * s.121), a bank's notice that it has used (or will use) its right of set-off to move money from the customer's
 * current or savings account onto an overdue loan or credit card, and a car rental company's demand for damage and
 * excess charges after a rental. Written by a writer who had not read the extractor; scored once. Every face is drawn
 * per letter and each family has at least two layouts. Ground truth follows ../shared/corpus/dev/README.md; where the
 * README leaves a case open the choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web } from './vocab';
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
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W115 Pawnbroker
// ------------------------------------------------------------------------------------------------------------

/**
 * A pawnbroker's notice of intention to sell a pledge (Consumer Credit Act 1974 s.121; the Consumer Credit
 * (Realisation of Pawn) Regulations 1983): the six-month redemption period has ended, the item (ring, chain, watch…)
 * will be sold unless the amount to redeem is paid by a date at least 14 days on. Three layouts: a shop letter with a
 * reference panel and a redemption table; a statutory-form page under a dark band with the references in ruled
 * cells, a shaded amount box and a counterfoil slip; a letter with a "You owe" box and two columns (redeem / sale).
 * Amount = the amount to redeem if paid by the date (loan + interest for the term + interest to that date + any
 * notice charge − any interest already paid). Not it: the loan on its own, the interest-only sum that would renew the
 * agreement (an alternative, like a minimum payment), the daily interest after the date, the valuation, the sale
 * costs that would be deducted from the proceeds (a future fee).
 * accountNumber = the pawn ticket / agreement number the notice tells you to quote; the customer number, the branch
 * number, a watch serial number and the shop's phone numbers are not it.
 * Open choices: a pawn is a regulated credit agreement secured on the pledge, so 'loan'. The notice is the last step
 * before the goods are realised ("unless … by …, we will sell"), the pawnbroker's final notice: stage 3, kind
 * final_demand. payBy = the redemption date in the notice (it asks for payment by then to stop the sale).
 */
const pawnSaleNotice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Pawnbrokers', 'Pawnbrokers & Jewellers', 'Pledge Loans', 'Pawnbroking']);
  const town = place(r);
  const branch = `${town} branch`;
  const branchNo = r.int(11, 96);
  const layout = r.int(0, 2);
  const ticket = pick(r, [
    `P${oOrI(r)}${r.digits(6)}`,
    `${branchNo}/${r.digits(6)}`,
    `${r.digits(3)}-${r.digits(7)}`,
    `${r.letters(2, 'PTKW')}${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const custNo = `C${r.digits(7)}`;
  const serial = r.digits(7);
  const grams = (r.int(45, 620) / 10).toFixed(1);
  const item = pick(r, [
    `18ct yellow gold diamond solitaire ring, approx. 0.${r.int(25, 90)}ct, size ${r.letters(1, 'JKLMNOPQ')}`,
    `9ct gold curb chain, ${r.int(18, 24)}in, ${grams}g`,
    `Gent's stainless steel automatic wristwatch, blue dial, serial no. ${serial}`,
    `22ct gold bangles (pair), ${grams}g total`,
    `Ladies' platinum half-eternity ring set with ${r.int(5, 11)} diamonds`,
    `9ct gold signet ring and 9ct gold belcher chain, ${grams}g`,
    `Ladies' two-tone bracelet watch with diamond bezel, serial no. ${serial}`,
  ]);
  const loan = pick(r, [120, 150, 180, 250, 300, 420, 500, 650, 800, 1100, 1500, 2200]);
  const rate = pick(r, [3.9, 4.5, 5.5, 6.5, 7.9, 8.5]);
  const apr = (Math.pow(1 + rate / 100, 12) * 100 - 100).toFixed(1);
  const monthly = round2((loan * rate) / 100);
  const term = 6;
  const start = addDays(c.date, -r.int(200, 260));
  const ended = addDays(start, 182);
  const valuation = round2(loan * pick(r, [1.4, 1.6, 1.8, 2]));
  const pay = addDays(c.date, pick(r, [14, 21, 28]));
  const daily = round2((monthly * 12) / 365);
  const after = wholeDays(ended, pay);
  const termInt = round2(monthly * term);
  const lateInt = round2(daily * after);
  const fee = pick(r, [0, 0, 4.5, 6, 7.5]);
  const paidInt = r.chance(0.3) ? round2(monthly * r.int(1, 3)) : 0;
  const paidOn = addDays(start, r.int(40, 120));
  const redeem = round2(loan + termInt + lateInt + fee - paidInt);
  const renew = round2(termInt + lateInt + fee - paidInt);
  const offerRenew = r.chance(0.5);
  const saleCost = pick(r, [10, 12.5, 15, 20]);
  const auction = r.chance(0.5);
  const shopPhone = phone(r);
  const shopAddr = officeAddress(r);
  const rows: string[][] = [
    ['Amount lent', fmtMoney(loan)],
    [`Interest for the ${term}-month term at ${rate}% a month`, fmtMoney(termInt)],
    [`Interest from ${D(c, ended)} to ${D(c, pay)} (${after} days)`, fmtMoney(lateInt)],
    ...(fee ? [['Cost of this notice', fmtMoney(fee)]] : []),
    ...(paidInt ? [[`Interest paid ${D(c, paidOn)}`, `-${fmtMoney(paidInt)}`]] : []),
    [`Amount to redeem if paid by ${D(c, pay)}`, fmtMoney(redeem)],
  ];
  const itemKv: [string, string][] = [
    ['Pledge:', item.length > 58 ? item.slice(0, item.indexOf(',')) : item],
    ['Agreement made:', D(c, start)],
    ['Redemption period ended:', D(c, ended)],
    ['Amount lent:', fmtMoney(loan)],
  ];
  const statute = pick(r, [
    'NOTICE OF INTENTION TO SELL PLEDGE',
    'Notice of intention to sell your pledge',
    'Your pledge will be sold',
  ]);
  const saleWord = auction ? 'offered for sale at public auction' : 'sold';
  const sold = `we will write to you within 20 working days with details of the sale, the price and our costs of sale (up to ${saleCost}% of the price). If the price is more than you owe, we will pay you the surplus; if it is less, the shortfall remains a debt that you owe us.`;
  const surplus = `If it is sold, ${sold}`;
  const intro = `Your pawn agreement for the item ${layout === 2 ? 'described below' : 'below'} was made on ${D(c, start)} and its redemption period of ${term} months ended on ${D(c, ended)}. The item has not been redeemed.`;
  const threat = `Unless you redeem it by paying ${fmtMoney(redeem)} on or before ${D(c, pay)}, the item will be ${saleWord} after that date under section 121 of the Consumer Credit Act 1974.`;
  const renewP = offerRenew
    ? `If you cannot redeem in full, you may be able to make a new agreement for a further ${term} months by paying the interest of ${fmtMoney(renew)}; please ask in branch before ${D(c, pay)}.`
    : `After ${D(c, pay)} interest continues at ${fmtMoney(daily)} a day until the item is redeemed or sold.`;
  const quote = `Bring this notice, your pawn ticket and photo ID to our ${branch}, or pay by debit card on ${shopPhone}, quoting ticket number ${ticket}.`;
  const sign = [...signatory(r, ['Branch Manager', 'Pawnbroking Manager', 'Assistant Manager']), co.name];
  const footer = [
    fcaLine(co.name, r),
    `Free, impartial help with money and debt is available from independent advice services.`,
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [`${branch} (no. ${branchNo})`, shopAddr, `Tel ${shopPhone}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Pawn ticket no', ticket],
        ['Customer no', custNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: statute,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: intro },
        { kv: itemKv.slice(0, 3) },
        { p: threat },
        { grid: rows, header: ['To redeem your pledge', 'Amount'], widths: [0.74, 0.26] },
        { p: `${quote} ${renewP}` },
        {
          small: `${surplus} The valuation of ${fmtMoney(valuation)} recorded when you pledged the item is not a guide to the sale price. APR ${apr}%.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [`${branch}, ${shopAddr}`, `${shopPhone}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Agreement / ticket no.', ticket],
        ['Customer number', custNo],
        ['Redemption period ended', D(c, ended)],
        ['Date of notice', D(c, c.date)],
      ],
      title: 'NOTICE OF INTENTION TO SELL PLEDGE',
      titleStyle: 'boxed',
      body: [
        {
          small: `Consumer Credit Act 1974, section 121(1); Consumer Credit (Realisation of Pawn) Regulations 1983.`,
        },
        { p: intro },
        { kv: [itemKv[0], itemKv[3], ['APR:', `${apr}%`]] },
        { p: threat },
        { amountBox: [`To redeem by ${D(c, pay)}`, fmtMoney(redeem)] },
        { p: `${quote} ${renewP}` },
        { small: surplus },
      ],
      sign: [`Issued by ${co.name}, ${branch}`],
      slip: {
        title: 'Redemption counterfoil - hand in with your pawn ticket',
        rows: [
          ['Ticket number', ticket],
          ['Amount to redeem', fmtMoney(redeem)],
          ['Redeem by', D(c, pay)],
        ],
      },
      footer: [fcaLine(co.name, r)],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [`${branch}, ${shopAddr}`, `${shopPhone}  pledges@${host(co.name)}`],
      headAlign: 'right',
      recipient: rcpt(c),
      owe: { label: 'To redeem your item', amount: fmtMoney(redeem), note: `if paid by ${D(c, pay)}` },
      panel: [
        ['Ticket', ticket],
        ['Customer', custNo],
        ['Date', D(c, c.date)],
      ],
      title: statute,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        { p: intro },
        { p: `Pledged item: ${item}.` },
        { p: threat },
        {
          cols: [
            `To redeem: ${quote} Once paid you can collect the item the same day.`,
            `If we sell: ${sold}`,
          ],
        },
        {
          kv: [
            ['Amount lent', fmtMoney(loan)],
            ['Interest and charges to the redeem-by date', fmtMoney(round2(redeem - loan))],
            ['Amount to redeem', fmtMoney(redeem)],
          ],
        },
        { p: renewP },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return { spec, truth: truth(co.name, redeem, ticket, 'loan', 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W116 Bank set-off
// ------------------------------------------------------------------------------------------------------------

/**
 * A bank's (or building society's) notice of set-off: after a default notice on a personal loan or credit card, it has
 * taken money from the customer's current or savings account with it to reduce the debt (or, in a third of letters,
 * tells the customer it will do so on a date unless the balance is paid). It states the sum taken (or to be taken),
 * the money left in the account for essential spending, and the balance still owed. Three layouts: a recoveries
 * letter with a panel and a ruled statement; a "Balance still owed" box beside a stacked panel with two columns
 * (what we have done / what you can do); references in ruled cells with label / value lines and a shaded amount box.
 * Amount = the balance still owed after the set-off (the "used" letters) or the balance due that the letter asks to
 * be paid to avoid it (the "intend" letters). Not it: the sum taken or to be taken, the balance before set-off in the
 * "used" letters, the money left in the account, the former credit limit, the contractual monthly repayment or
 * minimum payment.
 * accountNumber = the loan account number (loans) or "our reference" (cards), which the letter tells you to quote;
 * the current/savings account's sort code and number, the masked card number and the customer ID are not it.
 * debtType: 'loan' for a personal loan, 'credit_card' for a card.
 * Open choices: every letter opens by referring to the bank's own earlier default notice / letters about the arrears
 * (README: follow-up), and none is headed or worded as a final notice: stage 2. A set-off notice is neither a reminder
 * nor a final demand in RECEIVED_KINDS, so kind 'other'. payBy only where the letter asks for the balance to be paid by
 * a date or within 14 days; where it only asks the customer to call to agree a plan, none.
 */
const setOffNotice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const society = r.chance(0.25);
  const short = society
    ? `${s} Building Society`
    : `${s} ${pick(r, ['Bank', 'Savings Bank', 'Banking Group'])}`;
  const bank = society ? short : `${short} plc`;
  const we = society ? 'the Society' : 'the Bank';
  const card = r.chance(0.45);
  const used = r.chance(0.67);
  const layout = r.int(0, 2);
  const ref = card
    ? pick(r, [
        `CR/${r.digits(6)}/${r.letters(1)}`,
        `RC${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
        `${r.digits(10)}`,
      ])
    : pick(r, [
        r.digits(8),
        `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
        `PL-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
      ]);
  const refLabel = card ? 'Our reference' : 'Loan account number';
  const quoting = card ? `our reference ${ref}` : `your loan account number ${ref}`;
  const custId = `${r.digits(4)}-${r.digits(4)}`;
  const maskedCard = `**** **** **** ${r.digits(4)}`;
  const sort = sortCode(r);
  const srcAcc = r.digits(8);
  const srcName = pick(r, [
    'current account',
    'Instant Access Saver',
    'Everyday Saver account',
    'Reward current account',
  ]);
  const masked = r.chance(0.5);
  const srcShown = masked ? `ending ${srcAcc.slice(4)}` : `${sort} ${srcAcc}`;
  const product = card ? `credit card account (card number ${maskedCard})` : `personal loan account ${ref}`;
  const productShort = card ? 'credit card' : 'loan';
  const before = card ? r.money(650, 6400) : r.money(1400, 13800);
  const limit = card ? Math.ceil(before / 500) * 500 + pick(r, [0, 500, 1000]) : 0;
  const monthly = card ? 0 : round2(before / pick(r, [18, 24, 30, 36]) + r.money(0, 20));
  const minPay = card ? round2(Math.max(25, before * 0.03)) : 0;
  const left = pick(r, [100, 150, 200, 250, 300]);
  const avail = round2(r.money(left + 120, Math.min(before * 0.8, 2400)));
  const taken = round2(avail - left);
  const owed = used ? round2(before - taken) : before;
  const dn = addDays(c.date, -r.int(40, 75));
  const closed = addDays(dn, r.int(16, 24));
  const setDate = used ? addDays(c.date, -r.int(1, 4)) : addDays(c.date, pick(r, [14, 21]));
  const askPay = !used || r.chance(0.5);
  const pay = used ? addDays(c.date, 14) : addDays(setDate, -1);
  const tel = phone(r);
  const title = used
    ? pick(r, [
        'Notice of set-off',
        'We have used money from your account to reduce your debt',
        'Use of our right of set-off',
      ])
    : pick(r, [
        'Notice of intention to use our right of set-off',
        'We may use money in your account to repay your debt',
      ]);
  const history = `On ${D(c, dn)} we sent you a default notice about the arrears on your ${product}. The arrears were not paid, so on ${D(c, closed)} we ${card ? 'closed the account and asked you to repay the full balance' : 'ended the agreement and asked you to repay the full balance'}.`;
  const what = used
    ? `Under the terms and conditions of your accounts, ${we} may use money you hold with us to repay money you owe us (the right of set-off). On ${D(c, setDate)} we took ${fmtMoney(taken)} from your ${srcName} ${srcShown} and used it to reduce your ${productShort} balance. We left ${fmtMoney(left)} in that account for your essential spending.`
    : `Under the terms and conditions of your accounts, ${we} may use money you hold with us to repay money you owe us (the right of set-off). Your ${srcName} ${srcShown} has ${fmtMoney(avail)} in it. On or after ${D(c, setDate)} we intend to take up to ${fmtMoney(taken)} from it, leaving ${fmtMoney(left)} for your essential spending, unless the balance has been paid.`;
  const ask = askPay
    ? used
      ? `Please pay the balance still owed of ${fmtMoney(owed)} within 14 days of the date of this letter, or call us on ${tel} before then if you cannot, quoting ${quoting}.`
      : `Please pay the balance due of ${fmtMoney(owed)} by ${D(c, pay)}, quoting ${quoting}. If you cannot, call us on ${tel} before then so that we can agree a plan with you.`
    : `The balance still owed is ${fmtMoney(owed)}. Please call us on ${tel} within 14 days, quoting ${quoting}, so that we can agree how you will repay it.`;
  const hardship = used
    ? `If taking this money has left you unable to pay for essentials such as rent or mortgage, council tax, energy or food, contact us within 14 days and we will consider returning some or all of it.`
    : `If you need the money in your ${srcName} for essentials such as rent or mortgage, council tax, energy or food, tell us before ${D(c, setDate)} and we will take that into account.`;
  const interest = `We stopped adding interest and charges on ${D(c, closed)}.${card ? ` Your former credit limit was ${fmtMoney(limit)}; the minimum payment on your last statement was ${fmtMoney(minPay)}.` : ` Your contractual monthly repayment was ${fmtMoney(monthly)}.`}`;
  const statement: string[][] = used
    ? [
        [`Balance owed on ${D(c, addDays(setDate, -1))}`, fmtMoney(before)],
        [`Taken from ${srcName} ${srcShown} on ${D(c, setDate)}`, `-${fmtMoney(taken)}`],
        ['Balance still owed', fmtMoney(owed)],
      ]
    : [
        [`Held in your ${srcName} today`, fmtMoney(avail)],
        [`Amount we may take on or after ${D(c, setDate)}`, fmtMoney(taken)],
        [`Balance due on your ${productShort}`, fmtMoney(owed)],
      ];
  const regFooter = society
    ? `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Principal office: ${officeAddress(r)}.`
    : `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`;
  const advice = `Free, confidential debt advice is available from independent debt advice charities. If you are worried about this letter, please talk to us.`;
  const panel: [string, string][] = [
    [refLabel, ref],
    ...(card
      ? ([['Card number', maskedCard]] as [string, string][])
      : ([['Customer ID', custId]] as [string, string][])),
    ['Date', D(c, c.date)],
  ];
  const sign = [
    ...signatory(r, ['Recoveries Manager', 'Financial Support Team Leader', 'Customer Support Manager']),
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head: r.chance(0.5) ? [bank] : [short.toUpperCase()],
      sub: [
        pick(r, ['Recoveries', 'Financial Support Team', 'Collections and Recoveries']),
        officeAddress(r),
        `Telephone ${tel}`,
      ],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        dear(c),
        { p: history },
        { p: what },
        { grid: statement, header: [used ? 'Set-off' : 'Proposed set-off', 'Amount'], widths: [0.74, 0.26] },
        { p: ask },
        { p: hardship },
        { small: `${interest} ${advice}` },
      ],
      closing: 'Yours sincerely',
      sign: [...sign, `${we === 'the Society' ? 'For' : 'For and on behalf of'} ${bank}`],
      footer: [regFooter],
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: [short],
      logoMark: pick(r, ['bars', 'rings', 'shield'] as const),
      sub: ['Financial Support', officeAddress(r), `${tel}  ${web(short)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: used ? 'Balance still owed' : 'Balance due',
        amount: fmtMoney(owed),
        note: used ? `after set-off of ${fmtMoney(taken)}` : `set-off from ${D(c, setDate)} if unpaid`,
      },
      panel,
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        { p: history },
        {
          cols: [
            `${used ? 'What we have done' : 'What we intend to do'}: ${what}`,
            `What you can do: ${ask} ${hardship}`,
          ],
        },
        { small: `${interest} ${advice}` },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...sign, bank],
      footer: [regFooter],
    };
  } else {
    spec = {
      face: c.face,
      head: r.chance(0.5) ? [short] : [short.toUpperCase()],
      headBand: r.chance(0.5),
      sub: [`${pick(r, ['Recoveries', 'Collections'])} - ${officeAddress(r)}`, `${tel}  ${web(short)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        card ? ['Card', maskedCard] : ['Customer ID', custId],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: `${history} ${what}` },
        {
          kv: used
            ? [
                ['Balance before set-off', fmtMoney(before)],
                ['Amount taken', fmtMoney(taken)],
                ['Left in your account', fmtMoney(left)],
              ]
            : [
                ['Held in your account', fmtMoney(avail)],
                ['Amount we may take', fmtMoney(taken)],
                ['Set-off date', D(c, setDate)],
              ],
        },
        { amountBox: [used ? 'Balance still owed' : 'Balance due now', fmtMoney(owed)] },
        { p: ask },
        { p: hardship },
        { small: `${interest} ${advice}` },
      ],
      closing: 'Yours sincerely',
      sign: [...sign, bank],
      footer: [regFooter],
    };
  }
  const type = card ? 'credit_card' : 'loan';
  return { spec, truth: truth(bank, owed, ref, type, 2, 'other', c, askPay ? pay : undefined) };
};

// ------------------------------------------------------------------------------------------------------------
// W117 Car hire damage charges
// ------------------------------------------------------------------------------------------------------------

/**
 * A car (or van) rental company's demand for damage and excess charges after a rental: the check-in inspection found
 * damage not on the check-out report; the letter lists it with repair costs, loss of use and an administration fee,
 * caps the damage at the excess in the rental agreement, sets off any security deposit and asks for the rest, warning
 * that unpaid sums go to a debt recovery agent (who may add its own costs). Three stages: the first demand (damage
 * invoice), a reminder referring to that first letter, and a final notice before the account goes to the collector.
 * Three layouts: an invoice under a dark band with references in ruled cells, a damage grid, camera-still boxes and a
 * shaded amount box; a letter with a reference panel and a charges table; a letter with a "You owe" box, two columns
 * (rental / damage found) and a charges grid.
 * Amount = the total now due (capped damage + admin fee − deposit applied + any late payment fee). Not it: the
 * uncapped repair total, the excess on its own, the deposit, the daily rate, the excess-reduction cover price, the
 * collection costs the agent may add (a future fee).
 * accountNumber = the reference the letter says to quote: a damage claim number, an invoice number, or (in a third of
 * letters, when there is no other) the rental agreement number. The rental agreement number when it is not the one
 * quoted, the broker's booking reference, the registration, the masked card and the customer number are not it.
 * creditor = the rental company (the collector is only named as a next step). debtType 'normal' (an ordinary business
 * charge, not a collector's letter). Stage 1 first_demand / 2 reminder ("we wrote to you on …") / 3 final_demand
 * ("final notice"). payBy: each stage asks for payment by a date or within N days.
 */
const carHireDamage: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Car Hire', 'Vehicle Rental', 'Car & Van Rental', 'Self Drive Hire', 'Rent-a-Car']);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const refKind = pick(r, ['claim', 'invoice', 'ra'] as const);
  const ra = pick(r, [`RA${r.digits(8)}`, r.digits(9), `${r.letters(3, 'MNBLTH')}-${r.digits(6)}`]);
  const ref =
    refKind === 'claim'
      ? pick(r, [`DC-${r.digits(6)}`, `DMG${r.digits(4)}${oOrI(r)}${r.digits(2)}`])
      : refKind === 'invoice'
        ? pick(r, [`INV${r.digits(7)}`, `D/${r.digits(6)}/${oOrI(r)}${r.digits(1)}`])
        : ra;
  const refLabel =
    refKind === 'claim'
      ? pick(r, ['Damage claim no.', 'Claim reference'])
      : refKind === 'invoice'
        ? 'Invoice no.'
        : 'Rental agreement no.';
  const custNo = r.digits(7);
  const booking = `BK${r.letters(2)}${r.digits(6)}`;
  const broker = r.chance(0.4);
  const reg = `${r.letters(2)}${r.int(19, 74)} ${r.letters(3)}`;
  const vehicle = pick(r, [
    'Compact hatchback (Group B), white',
    'Family estate (Group E), grey',
    'Medium SUV (Group F), black',
    'Small van (Group V2), white',
    'Seven-seat MPV (Group M), blue',
    'Electric hatchback (Group EB), silver',
  ]);
  const van = vehicle.startsWith('Small van');
  const branch = `${place(r)} ${pick(r, ['branch', 'station', 'rail station branch', 'airport desk'])}`;
  const out = addDays(c.date, -r.int(24, 40));
  const days = r.int(1, 9);
  const back = addDays(out, days);
  const milesOut = r.int(4000, 68000);
  const milesIn = milesOut + r.int(40, 900);
  const panel3 = ['dent, paint damaged', 'deep scratch through to primer', 'dented, 40mm'];
  const damagePool: [string, number, number, string[]][] = [
    ['Nearside rear door', 180, 520, panel3],
    ['Offside front wing', 160, 480, panel3],
    ['Rear bumper', 140, 420, ['scuffed and cracked', 'deep scratch through to primer']],
    ['Front bumper', 150, 460, ['scuffed and cracked', 'lower grille broken']],
    ['Offside rear alloy wheel', 85, 190, ['kerbed, rim damaged']],
    ['Windscreen', 95, 380, ["chipped in driver's line of sight", 'cracked, 120mm']],
    ['Nearside door mirror', 120, 310, ['housing cracked', 'glass broken']],
    ['Tailgate', 200, 560, panel3],
  ];
  const nItems = r.int(1, 3);
  const items: [string, string, number][] = [];
  const used = new Set<number>();
  while (items.length < nItems) {
    const k = r.int(0, damagePool.length - 1);
    if (used.has(k)) continue;
    used.add(k);
    const [area, lo, hi, what] = damagePool[k];
    items.push([area, pick(r, what), round2(r.money(lo, hi) * 1.2)]);
  }
  const repairs = round2(items.reduce((a, x) => a + x[2], 0));
  const louDays = r.int(1, 5);
  const louRate = pick(r, [28, 34, 39.5, 45, 52, 64]);
  const lou = round2(louDays * louRate);
  const excess = pick(r, [500, 750, 900, 1000, 1250, 1500]);
  const damageTotal = round2(repairs + lou);
  const capped = damageTotal > excess;
  const liable = capped ? excess : damageTotal;
  const admin = pick(r, [25, 30, 35, 45, 50]);
  const deposit = r.chance(0.5) ? pick(r, [150, 200, 250, 300]) : 0;
  const late = stage > 1 ? pick(r, [0, 0, 15, 20, 25]) : 0;
  const due = round2(liable + admin - deposit + late);
  const erc = pick(r, [9.99, 12.5, 14.99, 17.5]);
  const card4 = r.digits(4);
  const first = stage === 1 ? c.date : addDays(c.date, -r.int(21, 35));
  const second = addDays(first, r.int(14, 18));
  const pay = addDays(c.date, stage === 1 ? 14 : stage === 2 ? 10 : 7);
  let agentStem = stem(r);
  while (co.name.startsWith(agentStem)) agentStem = stem(r);
  const agent = `${agentStem} ${pick(r, ['Recoveries', 'Debt Recovery', 'Collections'])} Ltd`;
  const agentCost = pick(r, [15, 20, 25]);
  const tel = phone(r);
  const title =
    stage === 1
      ? pick(r, [
          'Damage charge invoice',
          'Vehicle damage - charges for your rental',
          'Damage to your hire vehicle',
        ])
      : stage === 2
        ? pick(r, ['Reminder: damage charges unpaid', 'Second request - vehicle damage charges'])
        : pick(r, ['FINAL NOTICE - damage charges', 'Final notice before debt recovery']);
  const hire = `You hired ${reg}, a ${vehicle.replace(/, [a-z]+$/, '').replace(/^./, (x) => x.toLowerCase())}, from our ${branch} on ${D(c, out)} and returned it on ${D(c, back)}.`;
  const found = `When it was checked in, our inspector found damage that was not on the check-out report you signed: ${items.map(([a, w]) => `${a.toLowerCase()} (${w})`).join('; ')}.`;
  const cap = capped
    ? `Under your rental agreement (${ra}) your liability for damage and loss of use is limited to the excess of ${fmtMoney(excess)}, as you did not take Excess Reduction cover (${fmtMoney(erc)} a day).`
    : `Your rental agreement (${ra}) makes you liable for damage and loss of use up to the excess of ${fmtMoney(excess)}; these costs are under that limit. You did not take Excess Reduction cover (${fmtMoney(erc)} a day).`;
  const depositP = deposit
    ? `We have applied the ${fmtMoney(deposit)} security deposit taken from your card ending ${card4}.`
    : `We tried to take the charges from your card ending ${card4}, but the payment was declined.`;
  const history =
    stage === 1
      ? ''
      : stage === 2
        ? `We wrote to you on ${D(c, first)} with the damage report and invoice, but we have not received payment or heard from you. `
        : `We wrote to you on ${D(c, first)} with the damage report and on ${D(c, second)} with a reminder, but the charges are still unpaid. `;
  const ask =
    stage === 1
      ? `Please pay ${fmtMoney(due)} within 14 days, by ${D(c, pay)}, online at ${web(co.name)}/pay or on ${tel}, quoting ${refLabel.replace(/\.$/, '').toLowerCase()} ${ref}.`
      : stage === 2
        ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting ${refLabel.replace(/\.$/, '').toLowerCase()} ${ref}.`
        : `This is our final notice. Unless ${fmtMoney(due)} is paid by ${D(c, pay)}, quoting ${refLabel.replace(/\.$/, '').toLowerCase()} ${ref}, we will pass your account to ${agent} without further notice.`;
  const collector =
    stage === 3
      ? `${agent} may add collection costs of up to ${agentCost}% of the balance, and may report the debt to credit reference agencies.`
      : `Unpaid sums are passed to our debt recovery agent, ${agent}, which may add its own collection costs.`;
  const dispute = `Disagree with these charges? Write to us within 14 days with your reasons and any photos you took at return; we will hold the account while we look at them.`;
  const rows: string[][] = [
    ...items.map(([a, w, v]) => [`Repair: ${a.toLowerCase()} (${w.split(',')[0]})`, fmtMoney(v)]),
    [`Loss of use (${louDays} day${louDays > 1 ? 's' : ''} at ${fmtMoney(louRate)})`, fmtMoney(lou)],
    ...(capped
      ? [
          ['Total damage costs', fmtMoney(damageTotal)],
          ['Limited to your excess', fmtMoney(excess)],
        ]
      : []),
    ['Administration fee', fmtMoney(admin)],
    ...(deposit ? [['Security deposit applied', `-${fmtMoney(deposit)}`]] : []),
    ...(late ? [['Late payment fee', fmtMoney(late)]] : []),
    [pick(r, ['Amount due', 'Total now due', 'Balance to pay']), fmtMoney(due)],
  ];
  const dueLabel = rows[rows.length - 1][0];
  const footer = [`${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];
  const sign = [
    ...signatory(r, ['Damage Recovery Officer', 'Damage Claims Handler', 'Customer Accounts Manager']),
    co.name,
  ];
  const refCell: [string, string] = [refLabel.replace(/\.$/, ''), ref];
  const second2: [string, string] = refKind === 'ra' ? ['Customer no.', custNo] : ['Rental agreement', ra];
  let spec: Spec;
  if (layout === 0) {
    const photos = items
      .slice(0, 2)
      .map(([a], i) => `Photo ${i + 1}: ${a.toLowerCase()}, check-in ${D(c, back)}`);
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [`Damage Recovery, ${officeAddress(r)}`, `${tel}  damage@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [refCell, second2, ['Registration', reg], ['Date', D(c, c.date)]],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        { p: `${history}${hire} ${found}` },
        ...(stage === 1 ? ([{ photos }] as Block[]) : []),
        { grid: rows, header: ['Charges', 'Amount'], widths: [0.74, 0.26] },
        { p: `${cap} ${depositP}` },
        { p: `${ask} ${collector}` },
        { small: dispute },
      ],
      sign: [`${co.name} - Damage Recovery`],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [officeAddress(r), `Damage claims: ${tel}`, web(co.name)],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel.replace(/\.$/, ''), ref],
        ...(refKind === 'ra' ? [] : ([['Rental agreement', ra]] as [string, string][])),
        ['Vehicle', reg],
        ...(broker ? ([['Booking ref', booking]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'banner'] as const),
      body: [
        dear(c),
        { p: `${history}${hire} ${found}` },
        { p: cap },
        { table: rows.map(([a, b]) => [a, b] as [string, string]), header: ['Charges', 'Amount'] },
        { p: `${depositP} ${ask}` },
        { p: collector },
        {
          small: `${dispute} Mileage out ${milesOut}, in ${milesIn}.${broker ? ` Booked through a broker (ref ${booking}); any cover bought from the broker is claimed from them, not from us.` : ''}`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: [`${branch.replace(/^./, (x) => x.toUpperCase())}`, officeAddress(r), tel],
      headAlign: 'right',
      recipient: rcpt(c),
      owe: { label: dueLabel, amount: fmtMoney(due), note: `Pay by ${D(c, pay)}` },
      panel: [
        [refLabel.replace(/\.$/, ''), ref],
        ...(refKind === 'ra'
          ? ([['Customer no.', custNo]] as [string, string][])
          : ([['Agreement', ra]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'boxed'] as const),
      body: [
        dear(c),
        ...(history ? [{ p: history.trim() }] : []),
        {
          cols: [
            `Your rental: ${reg}, ${vehicle}. Out ${D(c, out)}, back ${D(c, back)} to our ${branch} at ${milesIn} miles. Excess ${fmtMoney(excess)}.`,
            `Damage found at check-in: ${items.map(([a, w]) => `${a.toLowerCase()} - ${w}`).join('; ')}.${history ? '' : ` Damage report and photos: ${web(co.name)}/damage`}`,
          ],
        },
        {
          grid: rows,
          header: [van ? 'Van damage charges' : 'Damage charges', 'Amount'],
          widths: [0.74, 0.26],
        },
        {
          p: `${capped ? `Your liability is limited to your excess of ${fmtMoney(excess)}. ` : ''}${depositP}`,
        },
        { p: `${ask} ${collector}` },
        { small: dispute },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, due, ref, 'normal', stage, kind, c, pay) };
};

export const FRESH9B_FAMILIES: Family[] = [
  {
    id: 'W115',
    name: 'Pawnbroker notice of intention to sell a pledge',
    group: 'lender',
    make: pawnSaleNotice,
  },
  { id: 'W116', name: 'Bank notice of set-off', group: 'lender', make: setOffNotice },
  { id: 'W117', name: 'Car hire damage charge demand', group: 'business', make: carHireDamage },
];
