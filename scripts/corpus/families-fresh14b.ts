/**
 * The thirteenth fresh held-out set, part b (W160–W162): kinds of letter the corpus does not have yet — a debt
 * purchaser's discounted settlement offer, a guarantor lender's formal demand made on the guarantor (not the
 * borrower) and a heating oil / bulk LPG supplier's overdue account letter for an unpaid delivery. Written blind to
 * the extractor; scored once. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md;
 * where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
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
// Collectors
// ------------------------------------------------------------------------------------------------------------

/**
 * A debt purchaser's discounted settlement offer on an account it bought: the full balance it says is owed, an offer
 * to accept a smaller sum in full and final settlement if paid by a closing date, sometimes a short instalment
 * alternative at a smaller discount. Three layouts: a letter with a shaded "settle for" box beside the address (the
 * offer, not the balance, is the big figure), a statement-style letter with a discount table and a reply form, and a
 * two-column "your options" notice with references in ruled cells.
 * Truth: creditor = the purchaser (it bought the debt and asks to be paid; the original lender is named only as the
 * previous creditor). Amount = the full balance outstanding (README: a settlement offer or discount is never it; the
 * instalment figures are not it either). Reference = the purchaser's own reference, which the letter says to quote;
 * the original creditor's account number (sometimes a masked card number) is a previous-creditor reference.
 * debtType debt_collection (a purchaser's letter). No payBy: the only date is the offer's closing date, which is a
 * settlement window, not a date the balance must be paid by.
 * Open choice: some letters open "we have written to you before" / "further to our letter of …" (stage 2); the
 * others only say the account was bought and make the offer, with no earlier letter from the purchaser mentioned
 * (stage 1). Kind debt_recovery for both (a collector's / purchaser's letter about a bought debt, not a notice of
 * assignment, reminder in the supplier's own sequence or final demand).
 */
const purchaserSettlement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Portfolio Recoveries', 'Credit Acquisitions', 'Debt Purchasing', 'Receivables Management'],
    pick(r, [' Ltd', ' Limited']),
  );
  let s2 = stem(r);
  while (co.name.startsWith(s2)) s2 = stem(r);
  const origin = r.int(0, 3);
  const orig = [`${s2} Bank plc`, `${s2} Mobile Ltd`, `${s2} Direct Ltd`, `${s2} Finance Ltd`][origin];
  const origWhat = ['credit card', 'mobile phone account', 'catalogue account', 'personal loan'][origin];
  const origAcc =
    origin === 0
      ? `${pick(r, ['4', '5'])}${r.digits(3)} **** **** ${r.digits(4)}`
      : origin === 1
        ? `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`
        : r.digits(pick(r, [8, 9, 11]));
  const refShape = r.int(0, 3);
  const ref = [
    `${r.letters(2, 'PRCK')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    r.digits(9),
    `${r.digits(4)}-${r.digits(5)}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(5)}/${r.letters(1, 'ABC')}`,
  ][refShape];
  const refLabel = pick(r, ['Our reference', 'Account reference', 'Our ref', 'Reference number']);
  const balLabel = pick(r, ['Balance outstanding', 'Current balance', 'Outstanding balance', 'Amount owed']);
  const balance = r.money(380, [6400, 1600, 2800, 6400][origin]);
  const pct = pick(r, [30, 35, 40, 45, 50, 55, 60]);
  const settle = Math.round(balance * (1 - pct / 100));
  const saving = round2(balance - settle);
  const closes = addDays(c.date, pick(r, [14, 21, 28, 30]));
  const inst = r.chance(0.6);
  const n = pick(r, [3, 4, 6]);
  const each = Math.round((balance * (1 - (pct - 10) / 100)) / n);
  const instTotal = each * n;
  const assigned = addDays(c.date, -r.int(40, 400));
  const stage: 1 | 2 = r.chance(0.5) ? 2 : 1;
  const earlier = addDays(c.date, -r.int(21, 45));
  const tel = phone(r);
  const site = web(co.name);
  const sc = sortCode(r);
  const bankAcc = r.digits(8);
  const opener =
    stage === 2
      ? pick(r, [
          `Further to our letter of ${D(c, earlier)}, we have not yet heard from you about the balance on this account, so we are writing to make you an offer we hope will help.`,
          `We have written to you before about this account but have not been able to agree a way forward with you. We would now like to offer you the chance to clear it for less than the full balance.`,
        ])
      : pick(r, [
          `As you know, ${orig} sold your ${origWhat} to us on ${D(c, assigned)}, and the balance is now owed to ${co.name}. We would like to help you clear it, and for a limited time we are prepared to accept less than the full amount.`,
          `Your ${origWhat} with ${orig} now belongs to us: it was transferred to ${co.name} on ${D(c, assigned)}. We understand that circumstances change, so we are making you a one-off offer to settle it at a discount.`,
        ]);
  const offerP = `If you pay ${fmtMoney(settle)} in one payment so that it reaches us by ${D(c, closes)}, we will accept it in full and final settlement of the ${balLabel.toLowerCase()} of ${fmtMoney(balance)}. That is a saving of ${fmtMoney(saving)} (${pct}%). We will then close the account and tell the credit reference agencies that it has been partially settled.`;
  const instP = `If you cannot pay it all at once, you can instead settle with ${n} monthly payments of ${fmtMoney(each)} (${fmtMoney(instTotal)} in total), the first by ${D(c, closes)} and the rest on the same day of each following month. Please call us to set this up.`;
  const howPay = `Pay online at ${site}, by phone on ${tel}, or by bank transfer to sort code ${sc}, account ${bankAcc}. Always quote ${refLabel.toLowerCase()} ${ref}.`;
  const lapse = `If we do not receive payment by ${D(c, closes)} the offer will lapse and the full balance of ${fmtMoney(balance)} will remain payable. This offer is made without admission and does not change any arrangement already in place unless you take it up.`;
  const layout = r.int(0, 2);
  const signer = signatory(r, ['Settlements Team Leader', 'Customer Solutions Manager', 'Account Manager']);
  const footer = [fcaLine(co.name, r)];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars', 'shield'] as const),
      sub: [officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Settle for just', 'Your settlement offer', 'Pay only']),
        amount: fmtMoney(settle),
        note: `Offer closes ${D(c, closes)}`,
      },
      panel: [
        [refLabel, ref],
        [balLabel, fmtMoney(balance)],
        ['Original account no.', origAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        `Save ${fmtMoney(saving)} on your account`,
        'A discounted settlement offer',
        `Clear your balance for ${fmtMoney(settle)}`,
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { h: `Re: ${origWhat} originally with ${orig}` },
        { p: opener },
        { p: offerP },
        ...(inst ? [{ p: instP }] : []),
        { p: howPay },
        { p: lapse },
        {
          small: `If you are struggling with money, free and impartial debt advice is available from independent debt advice charities. Telling us about your circumstances will not stop you taking up this offer.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, co.name],
      ...(r.chance(0.5)
        ? {
            slip: {
              title: 'Settlement payment slip',
              rows: [
                [refLabel, ref] as [string, string],
                ['Settlement amount', fmtMoney(settle)] as [string, string],
                ['Offer closes', D(c, closes)] as [string, string],
              ],
            },
          }
        : {}),
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      sub: ['Settlements Department', officeAddress(r), `Telephone ${tel}`, site],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Original creditor', orig],
        ['Original account number', origAcc],
        ['Letter date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.6),
      title: pick(r, ['SETTLEMENT OFFER', 'Full and final settlement offer', 'OFFER TO SETTLE YOUR ACCOUNT']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { p: opener },
        {
          grid: [
            [balLabel, fmtMoney(balance)],
            [`Discount (${pct}%)`, `-${fmtMoney(saving)}`],
            [`Settlement amount if received by ${D(c, closes)}`, fmtMoney(settle)],
          ],
          widths: [0.72, 0.28],
        },
        { p: offerP },
        ...(inst ? [{ p: instP }] : []),
        { p: howPay },
        { h: 'Your reply (tick one and return this page, or call us)' },
        {
          checks: [
            `I will pay ${fmtMoney(settle)} in full and final settlement by ${D(c, closes)}.`,
            ...(inst ? [`I would like to pay ${n} monthly payments of ${fmtMoney(each)}.`] : []),
            `I cannot afford ${inst ? 'either option' : 'this offer'}. Please contact me to discuss a payment plan.`,
          ],
        },
        { small: lapse },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, `for ${co.name}`],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.6),
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [officeAddress(r), `${tel}  help@${host(co.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        [refLabel, ref],
        ['Original account no.', origAcc],
        [balLabel, fmtMoney(balance)],
      ],
      title: pick(r, ['Your options to settle this account', 'Limited-time discount on your balance']),
      titleStyle: 'rule',
      body: [
        dear(c),
        { p: opener },
        ...(stage === 2 ? [{ p: `Previous creditor: ${orig}.` }] : []),
        {
          cols: [
            `Option 1 - pay in one go. Pay ${fmtMoney(settle)} by ${D(c, closes)} and we will write off the remaining ${fmtMoney(saving)}. The account will be closed and recorded as partially settled.`,
            inst
              ? `Option 2 - pay over ${n} months. Pay ${n} monthly payments of ${fmtMoney(each)}, ${fmtMoney(instTotal)} in all, starting by ${D(c, closes)}. If a payment is missed, the discount is withdrawn.`
              : `Not able to pay it all? Call us on ${tel} and we will look at an affordable monthly plan for the ${balLabel.toLowerCase()} of ${fmtMoney(balance)}, based on your income and outgoings.`,
          ],
        },
        {
          kv: [
            ['Online', site],
            ['Bank transfer', `sort code ${sc}, account ${bankAcc}`],
            ['Quote', `${ref} (${refLabel.toLowerCase()})`],
          ],
        },
        { p: lapse },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...signer, co.name],
      footer,
    };
  }
  return { spec, truth: truth(co.name, balance, ref, 'debt_collection', stage, 'debt_recovery', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), 28)));

/**
 * A guarantor lender's formal demand made on the guarantor, not the borrower, after the borrower missed repayments:
 * the borrower named (and their address), the guarantee and the date it was signed, the missed repayments and late
 * fees in a table, the arrears the guarantor must now pay and, as a warning only, the whole loan balance that would
 * fall on the guarantor if the agreement were ended. Three layouts: a formal letter with a missed-payments table, a
 * notice with a dark band, references in ruled cells and an "arrears due from you" box, and a two-column "what has
 * happened / what you need to do" letter with a shaded amount box.
 * Truth: creditor = the lender (it made the loan and demands payment under the guarantee). Amount = the arrears now
 * demanded from the guarantor (missed repayments + the late fees already added); the outstanding loan balance, the
 * amount lent and the monthly repayment are not it (README: never the full balance when only arrears are demanded).
 * Reference = the agreement number, which the letter says to quote; the guarantor ID (a log-in number) is not it.
 * debtType loan. payBy = the date the arrears must be paid by.
 * Open choice (stage): most letters are the lender's first call on the guarantee ("formal demand under guarantee"):
 * nothing earlier from the lender to the guarantor is mentioned, so stage 1, kind first_demand — the word "formal"
 * does not make it a final demand. The others say the lender already wrote to the guarantor and call themselves the
 * final demand before a county court claim: stage 3, kind final_demand.
 */
const guarantorDemand: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Guarantor Loans', 'Guaranteed Lending', 'Family Lending', 'Co-Signed Finance'],
    pick(r, [' Ltd', ' Limited']),
  );
  const agr = [
    `GL${r.digits(6)}${oOrI(r)}${r.digits(1)}`,
    `${r.digits(3)}/${r.digits(5)}`,
    `AGR-${r.digits(7)}`,
    r.digits(10),
    `${r.digits(4)} ${r.digits(2)}${oOrI(r)}${r.digits(2)}`,
  ][r.int(0, 4)];
  const agrLabel = pick(r, ['Agreement number', 'Loan agreement no.', 'Agreement no.']);
  const gid = `G${r.digits(6)}`;
  const showGid = r.chance(0.6);
  const b = person(r);
  if (r.chance(0.3)) b.last = c.who.last;
  const borrower = `${b.first} ${b.last}`;
  const bAddr = `${r.int(2, 180)} ${pick(r, ['Mill', 'Heron', 'Linden', 'Kiln', 'Orchard'])} ${pick(r, ['Road', 'Close', 'Way', 'Court'])}, ${place(r)}`;
  const lent = pick(r, [1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7500]);
  const term = pick(r, [18, 24, 36, 48, 60]);
  const factor = { 18: 0.083, 24: 0.067, 36: 0.052, 48: 0.045, 60: 0.041 }[term] ?? 0.05;
  const monthly = round2(lent * factor + r.money(0, 3));
  const made = r.int(2, term - 7);
  const stage: 1 | 3 = r.chance(0.6) ? 1 : 3;
  const missed = stage === 1 ? r.int(1, 3) : r.int(2, 4);
  const feeEach = pick(r, [0, 12, 15, 20]);
  const arrears = round2((monthly + feeEach) * missed);
  const balance = round2(monthly * (term - made));
  const firstMissed = addMonths(c.date, -missed);
  const dues = Array.from({ length: missed }, (_, i) => addMonths(firstMissed, i));
  const signed = addMonths(firstMissed, -(made + 1));
  const earlier = addDays(c.date, -r.int(18, 30));
  const pay = addDays(c.date, stage === 1 ? 14 : pick(r, [7, 10]));
  const tel = phone(r);
  const site = web(co.name);
  const withinWords =
    stage === 1 ? `within 14 days of the date of this letter, that is by ${D(c, pay)}` : `by ${D(c, pay)}`;
  const rows: string[][] = [
    ...dues.map((d) => [
      `Repayment due ${D(c, d)}`,
      fmtMoney(monthly),
      fmtMoney(feeEach),
      fmtMoney(round2(monthly + feeEach)),
    ]),
  ];
  const total = (label: string) => [...rows, [label, '', '', fmtMoney(arrears)]];
  const tableBlock = {
    grid: total('Arrears now payable by you'),
    header: ['Missed repayments', 'Repayment', 'Late fee', 'Unpaid'],
    widths: [0.46, 0.18, 0.16, 0.2],
  };
  const guaranteeP =
    stage === 1
      ? `You signed a guarantee and indemnity on ${D(c, signed)} for the loan of ${fmtMoney(lent)} we made to ${borrower} of ${bAddr}. Under it you agreed that if ${b.first} did not pay a repayment when it fell due, you would pay it yourself when we asked you to.`
      : `On ${D(c, earlier)} we wrote to you, as guarantor of the loan we made to ${borrower} of ${bAddr}, and asked you to pay the repayments ${b.first} had missed. Neither you nor ${b.first} has paid them, and ${missed === 2 ? 'both' : 'all'} of the repayments below remain unpaid.`;
  const missedP =
    stage === 1
      ? `${borrower} has not made the ${missed === 1 ? 'repayment' : `${missed} repayments`} shown below, and we have not been able to collect ${missed === 1 ? 'it' : 'them'} from ${b.first}.${feeEach ? ` A late payment fee of ${fmtMoney(feeEach)} has been added for each missed repayment, as the agreement allows.` : ''}`
      : `${feeEach ? `Late payment fees of ${fmtMoney(feeEach)} a month have been added as the agreement allows. ` : ''}The monthly repayment on the loan is ${fmtMoney(monthly)}.`;
  const demandP =
    stage === 1
      ? `We therefore formally demand that you, as guarantor, pay the arrears of ${fmtMoney(arrears)} ${withinWords}.`
      : `This is our final demand. Unless the arrears of ${fmtMoney(arrears)} are paid in full ${withinWords}, we intend to issue a claim against you in the county court for the sum due under your guarantee, and to ask the court to add its fee and fixed costs. A county court judgment could make it harder for you to obtain credit.`;
  const warnP = `This demand is for the arrears only. If ${b.first} misses further repayments of ${fmtMoney(monthly)} we will ask you to pay those too, and if the agreement is ended the whole outstanding balance of the loan, at present ${fmtMoney(balance)}, would become payable by you under the guarantee.`;
  const payP = `You can pay by debit card on ${tel} or online at ${site}${showGid ? ` (log in with your guarantor ID ${gid})` : ''}. Please quote the agreement number ${agr} with every payment. If you cannot pay the full arrears, call us before ${D(c, pay)} so that we can discuss an arrangement you can afford.`;
  const advice = `You may wish to get independent legal or debt advice about your position as guarantor. Free, confidential debt advice is available from independent debt advice charities.`;
  const signer = signatory(r, [
    'Collections Manager',
    'Guarantor Support Manager',
    'Head of Arrears Management',
  ]);
  const footer = [fcaLine(co.name, r)];
  const titles1 = [
    'Formal demand under guarantee',
    'DEMAND ON GUARANTOR',
    'Notice to guarantor: payment now required',
  ];
  const titles3 = ['Final demand to guarantor', 'FINAL DEMAND UNDER GUARANTEE'];
  const title = pick(r, stage === 1 ? titles1 : titles3);
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub: ['Arrears Management', officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Borrower', borrower],
        ...(showGid ? [['Guarantor ID', gid] as [string, string]] : []),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: guaranteeP },
        { p: missedP },
        tableBlock,
        { p: demandP },
        { p: warnP },
        { p: payP },
        { small: advice },
      ],
      closing: 'Yours faithfully',
      sign: [...signer, `For and on behalf of ${co.name}`],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      top: ['IMPORTANT - THIS LETTER CONCERNS YOUR LIABILITY AS A GUARANTOR'],
      head: co.head,
      headBand: true,
      logoMark: 'rings',
      sub: [officeAddress(r), `Guarantor helpline ${tel}`],
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Arrears due from you', 'Amount you must pay']),
        amount: fmtMoney(arrears),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [],
      refGrid: [
        [agrLabel, agr],
        ['Borrower', borrower],
        ['Guarantee signed', D(c, signed)],
        ['Date of notice', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        { p: guaranteeP },
        { p: missedP },
        {
          kv: [
            ['Amount lent', fmtMoney(lent)],
            ['Monthly repayment', fmtMoney(monthly)],
            ['Repayments missed', `${missed}`],
            ['Late payment fees added', fmtMoney(round2(feeEach * missed))],
            ['Outstanding loan balance', fmtMoney(balance)],
            ['Arrears now due from you', fmtMoney(arrears)],
          ],
        },
        { p: demandP },
        { p: warnP },
        { p: payP },
      ],
      closing: 'Yours faithfully',
      sign: [...signer, co.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      sub: [officeAddress(r), tel, site],
      headAlign: pick(r, ['center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Borrower', borrower],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        {
          cols: [
            `What has happened. ${guaranteeP}`,
            `What you need to do. ${stage === 1 ? `Please pay the arrears of ${fmtMoney(arrears)} ${withinWords}, quoting agreement number ${agr}.` : `Pay the arrears of ${fmtMoney(arrears)} ${withinWords}, quoting agreement number ${agr}, or we will start court action against you.`} If you cannot, call us on ${tel} before then.`,
          ],
        },
        { ...tableBlock, grid: total('Total unpaid') },
        { amountBox: ['Arrears now payable by you', fmtMoney(arrears)] },
        { p: demandP },
        { p: warnP },
        { small: advice },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: [...signer, co.name],
      footer,
    };
  }
  return {
    spec,
    truth: truth(co.name, arrears, agr, 'loan', stage, stage === 1 ? 'first_demand' : 'final_demand', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * A heating oil (kerosene) or bulk LPG supplier's overdue account letter for one delivery not paid for: the delivery
 * date, the litres delivered, the price per litre, VAT at 5%, the invoice and customer numbers and the driver's
 * delivery ticket, with a warning that the account is on hold / on stop and no further deliveries will be made. A
 * first reminder or a final notice (which may add an administration charge and mentions the reminder). Three
 * layouts: a letter with a delivery table, a statement with a dark band, "amount overdue" box, ruled reference cells
 * and a remittance slip, and a small family-firm letter with the particulars at a tab stop.
 * Truth: creditor = the supplier. Amount = the balance now due (goods + VAT + any administration charge already
 * added − any part payment); the goods-only net, the VAT line, the price per litre, the current price quoted for
 * future orders and the charge on its own are not it. Reference: the letter names which number to quote when paying,
 * the invoice number on some letters and the customer number on others — that one is the accountNumber; the other,
 * the delivery ticket and the supplier's bank account are not.
 * Open choice: delivered heating oil and bottled/bulk LPG are bought per delivery on an invoice, not a metered
 * supply on a utility account, so an ordinary overdue invoice from a business: 'normal'. First reminder: stage 1,
 * kind first_demand (the invoice itself is not an earlier demand); final notice: stage 3, kind final_demand (it
 * mentions the reminder, which does not lower a final letter). payBy = the date the letter asks payment by.
 */
const fuelOverdue: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const lpg = r.chance(0.35);
  const co = company(
    r,
    lpg ? ['Rural Gas', 'LPG', 'Propane'] : ['Fuels', 'Heating Oils', 'Oil Services', 'Fuel Distributors'],
    pick(r, [' Ltd', ' Limited']),
  );
  const product = lpg
    ? pick(r, ['Bulk LPG (propane)', 'Propane - bulk tank'])
    : pick(r, ['Kerosene (28 sec)', 'Premium kerosene', 'Heating oil (kerosene)']);
  const tankSize = lpg ? pick(r, [1200, 2000]) : pick(r, [1000, 1250, 1800, 2500]);
  const litres = lpg
    ? r.int(300, Math.round(tankSize * 0.8))
    : r.chance(0.5)
      ? Math.min(pick(r, [500, 700, 900, 1000, 1200, 1500]), tankSize)
      : r.int(450, Math.round(tankSize * 0.93));
  const ppl = (lpg ? r.int(480, 720) : r.int(545, 795)) / 10;
  const pplText = r.chance(0.6) ? `${ppl.toFixed(2)}p` : `£${(ppl / 100).toFixed(4)}`;
  const net = round2((litres * ppl) / 100);
  const vat = round2(net * 0.05);
  const inv = round2(net + vat);
  const stage: 1 | 3 = r.chance(0.5) ? 1 : 3;
  const fee = stage === 3 ? pick(r, [0, 25, 30, 40]) : 0;
  const part = r.chance(0.25) ? Math.floor(inv * pick(r, [0.2, 0.3, 0.5])) : 0;
  const due = round2(inv + fee - part);
  const custNo = [
    `C${r.digits(6)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(3)}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    r.digits(7),
  ][r.int(0, 3)];
  const invNo = [
    `INV-${r.digits(6)}`,
    `SI${r.digits(6)}`,
    r.digits(6),
    `${r.digits(5)}/${r.letters(1, 'DK')}`,
  ][r.int(0, 3)];
  const ticket = r.digits(6);
  const quoteInv = r.chance(0.5);
  const ref = quoteInv ? invNo : custNo;
  const refName = quoteInv ? 'invoice number' : 'customer number';
  const terms = pick(r, [14, 28, 30]);
  const delivered = addDays(c.date, -(terms + (stage === 1 ? r.int(7, 20) : r.int(35, 60))));
  const dueDate = addDays(delivered, terms);
  const reminder = addDays(c.date, -r.int(14, 24));
  const paidOn = addDays(delivered, r.int(3, 12));
  const pay = addDays(c.date, stage === 1 ? pick(r, [7, 14]) : pick(r, [7, 10]));
  const tel = phone(r);
  const site = web(co.name);
  const sc = sortCode(r);
  const bankAcc = r.digits(8);
  const nowPrice = ((lpg ? r.int(480, 720) : r.int(545, 795)) / 10).toFixed(1);
  const fuelWord = lpg ? 'gas' : 'oil';
  const openP =
    stage === 1
      ? pick(r, [
          `Our records show that invoice ${invNo} for the ${fuelWord} we delivered on ${D(c, delivered)} has not been paid. Payment was due on ${D(c, dueDate)}, ${terms} days after delivery. Perhaps this has been overlooked; if you have paid in the last few days, please accept our thanks and ignore this letter.`,
          `We notice that your account is overdue. Invoice ${invNo}, for the delivery of ${litres.toLocaleString('en-GB')} litres on ${D(c, delivered)}, was payable by ${D(c, dueDate)} and remains unpaid.`,
        ])
      : pick(r, [
          `We wrote to you on ${D(c, reminder)} about the unpaid invoice below, but we have not received payment or heard from you. This is our final notice.`,
          `Despite our reminder of ${D(c, reminder)}, invoice ${invNo} for your delivery on ${D(c, delivered)} is still unpaid, ${terms} days' credit having ended on ${D(c, dueDate)}. This is our final notice before the debt is passed on.`,
        ]);
  const stopP =
    stage === 1
      ? `While the account is overdue it is on hold: we cannot take new orders or make further deliveries${lpg ? ', and your tank has been taken off our automatic top-up round' : ', including top-ups under an automatic (keep-full) arrangement'}. This will be lifted as soon as payment is received.`
      : `Your account has been placed on stop and we will make no further deliveries until it is cleared${lpg ? '. As the tank remains our property, we may also arrange to make it safe and remove it under the terms of your supply agreement' : ''}.${fee ? ` An administration charge of ${fmtMoney(fee)} has been added to cover the cost of chasing this payment.` : ''}`;
  const demandP =
    stage === 1
      ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}.`
      : `Unless ${fmtMoney(due)} is received by ${D(c, pay)}, we will pass your account to our debt recovery agents without further notice, which may lead to a claim in the county court with interest and costs added.`;
  const payP = `Pay by bank transfer to ${co.name}, sort code ${sc}, account ${bankAcc}, using your ${refName} ${ref} as the reference, or by card on ${tel}. Please do not quote the delivery ticket number.`;
  const rows: string[][] = [
    [product, `${litres.toLocaleString('en-GB')} L`, pplText, fmtMoney(net)],
    ['VAT at 5%', '', '', fmtMoney(vat)],
    ...(part ? [[`Paid on account ${D(c, paidOn)}`, '', '', `-${fmtMoney(part)}`]] : []),
    ...(fee ? [['Administration charge', '', '', fmtMoney(fee)]] : []),
    [stage === 1 ? 'Amount overdue' : 'Balance now due', '', '', fmtMoney(due)],
  ];
  const titles1 = ['Payment reminder', 'Overdue account - first reminder', 'Reminder: invoice overdue'];
  const titles3 = ['FINAL NOTICE', 'Final notice - account on stop', 'FINAL DEMAND FOR PAYMENT'];
  const title = pick(r, stage === 1 ? titles1 : titles3);
  const subLine = lpg ? 'Bulk LPG deliveries' : pick(r, ['Heating oil deliveries', 'Domestic heating oil']);
  const priceSmall = `Today's price for a further delivery of ${fuelWord} is ${nowPrice}p per litre plus VAT (minimum order ${lpg ? 250 : 500} litres), available once your account is up to date. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`;
  const layout = r.int(0, 2);
  const signer = signatory(r, ['Credit Controller', 'Accounts Manager', 'Credit Control Supervisor']);
  const footer = [
    `${co.name}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [subLine, officeAddress(r), `${tel}  accounts@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Customer no.', custNo],
        ['Invoice no.', invNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: openP },
        {
          grid: rows,
          header: ['Product', 'Litres', 'Per litre', 'Amount'],
          widths: [0.46, 0.16, 0.16, 0.22],
        },
        {
          kv: [
            ['Delivered', `${D(c, delivered)} to ${c.addr[0]}, ${c.addr[1]}`],
            ['Delivery ticket', ticket],
          ],
        },
        { p: stopP },
        { p: `${demandP} ${payP}` },
        { small: priceSmall },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, co.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub: [subLine, officeAddress(r), `Accounts ${tel}  ${site}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: stage === 1 ? 'Amount overdue' : 'Balance now due',
        amount: fmtMoney(due),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [
        ['Customer number', custNo],
        ['Date', D(c, c.date)],
      ],
      refGrid: [
        ['Invoice number', invNo],
        ['Delivery date', D(c, delivered)],
        ['Ticket no.', ticket],
        ['Payment was due', D(c, dueDate)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        { p: openP },
        {
          table: [
            ['Product', product],
            ['Litres delivered', litres.toLocaleString('en-GB')],
            ['Price per litre (excl. VAT)', pplText],
            ['Goods', fmtMoney(net)],
            ['VAT at 5%', fmtMoney(vat)],
            ...(part ? ([['Paid on account', `-${fmtMoney(part)}`]] as [string, string][]) : []),
            ...(fee ? ([['Administration charge', fmtMoney(fee)]] as [string, string][]) : []),
            [stage === 1 ? 'Amount overdue' : 'Balance now due', fmtMoney(due)],
          ],
        },
        { p: stopP },
        { p: `${demandP} ${payP}` },
      ],
      closing: 'Yours faithfully',
      sign: [...signer],
      slip: {
        title: `Remittance advice - ${co.name}`,
        rows: [
          [quoteInv ? 'Invoice number' : 'Customer number', ref],
          ['Amount due', fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: true,
      sub: [`${place(r)} Depot`, officeAddress(r), tel],
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: openP },
        {
          kv: [
            ['Customer number', custNo],
            ['Invoice number', invNo],
            ['Delivered', `${D(c, delivered)} (ticket ${ticket})`],
            ['Product', `${product}, ${litres.toLocaleString('en-GB')} litres at ${pplText} per litre`],
            ['Invoice total', `${fmtMoney(inv)} including VAT of ${fmtMoney(vat)}`],
            ...(part ? ([['Paid on account', fmtMoney(part)]] as [string, string][]) : []),
            ...(fee ? ([['Administration charge', fmtMoney(fee)]] as [string, string][]) : []),
            [stage === 1 ? 'Amount overdue' : 'Balance now due', fmtMoney(due)],
          ],
        },
        { p: stopP },
        { p: demandP },
        { p: payP },
        { small: priceSmall },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...signer, `for ${co.name}`],
      footer,
    };
  }
  return {
    spec,
    truth: truth(co.name, due, ref, 'normal', stage, stage === 1 ? 'first_demand' : 'final_demand', c, pay),
  };
};

export const FRESH14B_FAMILIES: Family[] = [
  {
    id: 'W160',
    name: 'Debt purchaser discounted settlement offer',
    group: 'collector',
    make: purchaserSettlement,
  },
  {
    id: 'W161',
    name: 'Guarantor loan formal demand to the guarantor',
    group: 'lender',
    make: guarantorDemand,
  },
  {
    id: 'W162',
    name: 'Heating oil or LPG supplier overdue delivery, account on stop',
    group: 'business',
    make: fuelOverdue,
  },
];
