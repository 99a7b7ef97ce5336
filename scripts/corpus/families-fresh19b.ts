/**
 * The eighteenth fresh held-out set, part b (W205–W207): kinds of letter the corpus does not have yet — a
 * second-charge lender's letters on a homeowner loan secured behind a first mortgage (its arrears letter with the
 * payments table, its follow-up after a broken arrangement and its warning of possession proceedings under the
 * mortgage arrears Pre-Action Protocol, with the first-charge lender named on the page), a peer-to-peer lending
 * platform's letters on a loan its investors funded (missed-payment letters, a notice of sums in arrears, a default
 * notice or a termination letter), and an electricity supplier's letters about unpaid Green Deal plan charges
 * collected through its bill (with the electricity account's own figures, the plan number, the Green Deal provider
 * and the plan's remaining balance on the page). Written blind to the extractor; scored once. Every face is drawn
 * per letter; each family draws its stage (1–3) and one of three layouts per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web } from './vocab';
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
  regLine,
  round2,
  signatory,
  truth,
  type Ctx,
  type Family,
} from './family-kit';

/** The same day of the month, `k` months before or after `d` (days 1–28 only, so it always exists). */
const monthShift = (d: Date, k: number, dom: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, dom));

/**
 * Due dates of the last `n` monthly payments on day `dom`, oldest first. The letter date is moved to 8–20 days after
 * the last of them, so every earlier letter, fee and the next payment fall on the right side of it.
 */
function dueDates(c: Ctx, n: number, dom: number): Date[] {
  const last = monthShift(c.date, 0, dom);
  c.date = addDays(last, c.r.int(8, 20));
  return Array.from({ length: n }, (_, i) => monthShift(last, i - (n - 1), dom));
}

/** A long letterhead name broken over two lines at the word nearest its middle (for the dark band). */
function fitHead(head: string[]): string[] {
  if (head.length > 1 || head[0].length <= 28) return head;
  const w = head[0].split(' ');
  let best = 1;
  for (let i = 1; i < w.length; i++)
    if (
      Math.abs(w.slice(0, i).join(' ').length * 2 - head[0].length) <
      Math.abs(w.slice(0, best).join(' ').length * 2 - head[0].length)
    )
      best = i;
  return [w.slice(0, best).join(' '), w.slice(best).join(' ')];
}

// ------------------------------------------------------------------------------------------------------------
// W205 — second-charge (secured homeowner) loan
// ------------------------------------------------------------------------------------------------------------

/**
 * A second-charge lender's letters on a homeowner loan secured on the borrower's home behind a first mortgage held by
 * another lender (a building society or mortgage bank, named on the page as a distractor with a masked account
 * number). Stage drawn per letter:
 *  1 — the arrears letter: a table of payments due, paid and the running arrears, "Total arrears"; kind first_demand.
 *  2 — the follow-up after a broken arrangement: refers to the arrangement agreed on a call and the payment that was
 *      not made; kind reminder.
 *  3 — the warning of possession proceedings under the Pre-Action Protocol for possession claims based on mortgage
 *      arrears, referring to the earlier letters; it asks for the arrears by a date before proceedings start.
 *      Open choice: it is the lender's letter before a possession claim, so kind letter_of_claim (stage 3).
 * Amount = the total arrears asked for now (with the arrears fee only when the table adds it to the arrears; in the
 * other variant the fee is charged to the loan balance and the letter says it is not in the arrears). Never the loan
 * balance, the amount borrowed, the monthly payment or the arrangement instalment.
 * Reference = the loan account number the letter tells you to quote; the Land Registry title number, the first
 * mortgage's masked number and the lender's bank account are not it.
 * Open choice, debtType: a second-charge loan is a mortgage over the home (a legal charge registered against the
 * title, regulated as a mortgage contract, enforced by possession under the mortgage arrears protocol), so
 * 'mortgage', not 'loan', even though the product is sold as a homeowner loan.
 */
const secondCharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const legal = pick(r, [' Ltd', ' Limited', ' plc']);
  const co = company(r, ['Secured Loans', 'Homeowner Loans', 'Second Charge Lending', 'Home Finance'], legal);
  const first = r.chance(0.5)
    ? `${place(r)} Building Society`
    : `${pick(r, ['Harbour', 'Meridian', 'Castlegate', 'Lowther'])} Mortgages plc`;
  const firstMasked = `****${r.digits(4)}`;
  const acc = pick(r, [
    `SC${r.digits(7)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`,
    `HL-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(2)}/${r.digits(6)}`,
  ]);
  const title = `${r.letters(2, 'QXZJ')}${r.digits(6)}`;
  const prop = c.addr;
  const advance = pick(r, [15000, 20000, 25000, 32000, 40000, 55000, 70000]);
  const rate = pick(r, [7.94, 8.49, 9.35, 10.2, 11.75, 12.9]);
  const monthly = round2(advance * pick(r, [0.0118, 0.0126, 0.0139, 0.0152]) + r.money(0, 6));
  const balance = round2(advance * (0.55 + r.next() * 0.38));
  const dom = pick(r, [1, 5, 12, 18, 24, 28]);
  const ddMode = r.chance(0.5);

  // The payments table: some months paid in full, then missed or part-paid months; stage 2 adds an arrangement.
  const n = stage === 1 ? r.int(3, 4) : stage === 2 ? r.int(4, 5) : r.int(4, 6);
  const dates = dueDates(c, n, dom);
  const paid: number[] = [];
  let arrange = 0;
  let arrStart = -1;
  if (stage === 1) {
    const bad = r.int(1, 2);
    for (let i = 0; i < n; i++)
      paid.push(i < n - bad ? monthly : r.chance(0.35) ? round2(Math.floor(monthly * 0.4)) : 0);
  } else if (stage === 2) {
    arrStart = n - r.int(2, 3);
    arrange = pick(r, [25, 40, 50, 60, 75, 100]);
    for (let i = 0; i < n; i++) {
      if (i < arrStart) paid.push(i === 0 ? monthly : r.chance(0.5) ? 0 : round2(Math.floor(monthly / 2)));
      else if (i < n - 1) paid.push(round2(monthly + arrange));
      else paid.push(r.chance(0.6) ? 0 : round2(Math.floor(monthly * 0.5)));
    }
    // make sure there were arrears before the arrangement
    if (paid.slice(0, arrStart).every((p) => p === monthly)) paid[arrStart - 1] = 0;
  } else {
    for (let i = 0; i < n; i++)
      paid.push(i === 0 ? monthly : r.chance(0.7) ? 0 : round2(Math.floor(monthly * pick(r, [0.25, 0.5]))));
  }
  const feeAmt = stage === 1 ? pick(r, [0, 0, 25]) : pick(r, [0, 25, 30, 45]);
  const feeInArrears = feeAmt > 0 && r.chance(0.5);
  let running = 0;
  const rows: string[][] = dates.map((d, i) => {
    running = round2(running + monthly - paid[i]);
    return [D(c, d), fmtMoney(monthly), fmtMoney(paid[i]), fmtMoney(running)];
  });
  const feeDate = addDays(dates[n - 1], r.int(2, 6));
  if (feeInArrears) {
    running = round2(running + feeAmt);
    rows.push([`Arrears fee ${D(c, feeDate)}`, fmtMoney(feeAmt), '', fmtMoney(running)]);
  }
  const arrears = running;
  rows.push(['Total arrears', '', '', fmtMoney(arrears)]);
  const monthsBehind = Math.max(1, Math.round((arrears / monthly) * 10) / 10);
  const feeNote =
    feeAmt && !feeInArrears
      ? `An arrears administration fee of ${fmtMoney(feeAmt)} was charged on ${D(c, feeDate)}. It has been added to your loan balance, not to the arrears, and does not have to be paid now.`
      : '';
  const nextDue = monthShift(dates[n - 1], 1, dom);
  const prior1 = addDays(dates[n - 3], r.int(6, 12));
  const prior2 = addDays(dates[n - 2], r.int(6, 12));
  const call = arrStart >= 0 ? addDays(dates[arrStart], -r.int(6, 14)) : c.date;
  const days = stage === 3 ? pick(r, [14, 21, 28]) : 14;
  const payBy = addDays(c.date, days);
  const askDate = stage === 1 ? r.chance(0.6) : true;
  const tel = phone(r);
  const where = `${prop[0]}, ${prop[1]}, ${prop[3]}`;

  const table: Block = {
    grid: rows,
    header: ['Payment due', 'Amount due', 'Amount paid', 'Arrears'],
    widths: [0.37, 0.21, 0.21, 0.21],
  };
  const warning: Block = {
    small: `YOUR HOME MAY BE REPOSSESSED IF YOU DO NOT KEEP UP REPAYMENTS ON A MORTGAGE OR ANY OTHER DEBT SECURED ON IT. Free, independent debt advice is available.`,
  };
  let heading: string;
  let body: Block[];
  if (stage === 1) {
    heading = pick(r, [
      'Your secured loan is in arrears',
      'Missed payments on your homeowner loan',
      'Arrears on your loan account',
    ]);
    body = [
      dear(c),
      {
        p: `Your monthly payment of ${fmtMoney(monthly)} due on ${D(c, dates[n - 1])} ${paid[n - 1] ? 'was not paid in full' : `was not received${ddMode ? ' - your bank returned the Direct Debit unpaid' : ''}`}, and your loan account is now in arrears. The table shows the payments due and received recently.`,
      },
      table,
      {
        p: askDate
          ? `Please pay the total arrears of ${fmtMoney(arrears)} within 14 days, by ${D(c, payBy)}, as well as your next monthly payment due on ${D(c, nextDue)}. If you cannot do that, call us on ${tel} before then and we will look at an arrangement you can afford.`
          : `Please call us on ${tel} as soon as you can to clear the total arrears of ${fmtMoney(arrears)} or to agree how they will be repaid. Your next monthly payment is due on ${D(c, nextDue)}.`,
      },
      {
        p: `Your loan is secured by a second charge over ${where}. Your first mortgage is with ${first} (account ${firstMasked}); please keep up the payments on that mortgage too. We enclose the Financial Conduct Authority's information sheet on mortgage arrears.`,
      },
      ...(feeNote ? [{ small: feeNote }] : []),
      warning,
    ];
  } else if (stage === 2) {
    const brokenPaid = paid[n - 1];
    heading = pick(r, [
      'Your payment arrangement has ended',
      'Arrangement not kept - arrears on your secured loan',
      'We did not receive your arranged payment',
    ]);
    body = [
      dear(c),
      {
        p: `When we spoke on ${D(c, call)} you agreed to pay your monthly payment of ${fmtMoney(monthly)} plus ${fmtMoney(arrange)} a month towards the arrears, ${fmtMoney(monthly + arrange)} in all, from ${D(c, dates[arrStart])}. Thank you for the ${n - 1 - arrStart > 1 ? 'payments' : 'payment'} you made. ${brokenPaid ? `However, only ${fmtMoney(brokenPaid)} was paid` : 'However, nothing was paid'} on ${D(c, dates[n - 1])}, so the arrangement has now ended.`,
      },
      table,
      {
        p: `Please pay the arrears of ${fmtMoney(arrears)} by ${D(c, payBy)}, or call us on ${tel} within 7 days to set up a new arrangement - we will need to go through your income and outgoings again.`,
      },
      {
        p: `If the arrears are not dealt with, we may have to take legal action to recover possession of your home, the security for this loan. Please keep paying your first mortgage with ${first} as normal.`,
      },
      ...(feeNote && layout !== 1 ? [{ small: feeNote }] : []),
      warning,
    ];
  } else {
    heading = pick(r, [
      'Possession proceedings: Pre-Action Protocol letter',
      'Warning of possession proceedings',
      'We intend to start possession proceedings',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, prior1)} and ${D(c, prior2)} about the arrears on your loan, which is secured by a second charge over ${where} (title number ${title}). The arrears have not been cleared and now equal about ${monthsBehind} monthly payments. We are writing to you in line with the Pre-Action Protocol for Possession Claims based on Mortgage or Home Purchase Plan Arrears in Respect of Residential Property.`,
      },
      ...(layout === 1
        ? [
            {
              kv: [
                ['Total arrears', fmtMoney(arrears)],
                ['Monthly payment', fmtMoney(monthly)],
                ['Loan balance (including arrears)', fmtMoney(round2(balance + arrears))],
                ['Interest rate', `${rate}% variable`],
              ],
            } as Block,
          ]
        : [table]),
      {
        p: `To stop us starting a claim for possession, please pay the arrears of ${fmtMoney(arrears)} by ${D(c, payBy)} or contact us before then with a proposal to repay them. We will not start proceedings before that date, and not while we are considering a reasonable proposal from you or you are taking steps to sell the property.`,
      },
      {
        p: `We have told ${first}, which holds the first charge over the property, that we are considering proceedings. If your home were repossessed and sold, the first mortgage would be repaid first and our loan after it.`,
      },
      ...(feeNote ? [{ small: feeNote }] : []),
      warning,
    ];
  }

  const sign = [
    ...signatory(r, ['Arrears Manager', 'Customer Support Manager', 'Collections Team Leader']),
    `For and on behalf of ${co.name}`,
  ];
  const sub = [
    pick(r, ['Arrears Support', 'Customer Financial Support', 'Collections Department']),
    officeAddress(r),
    `${tel}  ${web(co.name)}`,
  ];
  const payLine: Block = {
    kv: [
      ['Pay by bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
      ['Quote', `your loan account number ${acc}`],
    ],
  };
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Loan account', acc],
        ['Date', D(c, c.date)],
        ...(stage === 3 ? ([['Title number', title]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      title: heading,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [...body.slice(0, -1), payLine, body[body.length - 1]],
      closing: 'Yours sincerely',
      sign,
      footer: [fcaLine(co.name, r)],
    };
  } else if (layout === 1) {
    const s: Block[] =
      stage !== 1
        ? [...body.slice(0, -1), payLine, body[body.length - 1]]
        : [
            body[0],
            body[1],
            { amountBox: ['Your arrears today', fmtMoney(arrears)] },
            ...body.slice(2, -1),
            payLine,
            body[body.length - 1],
          ];
    spec = {
      face: c.face,
      top: stage === 3 ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      head: fitHead(co.head),
      headBand: true,
      sub: sub.slice(1),
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Loan account number', acc],
        ['Security', prop[0]],
        ['First charge', first],
      ],
      title: stage === 3 ? heading.toUpperCase() : heading,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: s,
      closing: 'Yours faithfully',
      sign,
      footer: [fcaLine(co.name, r)],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5) && Math.max(...co.head.map((h) => h.length)) <= 26,
      sub,
      headAlign: 'right',
      recipient: rcpt(c),
      owe: {
        label: stage === 3 ? 'Arrears to pay' : 'Total arrears',
        amount: fmtMoney(arrears),
        note: askDate ? `Please pay by ${D(c, payBy)}` : `Monthly payment ${fmtMoney(monthly)}`,
      },
      panel: [
        ['Our ref', acc],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: heading,
      titleStyle: 'rule',
      body,
      closing: 'Yours sincerely',
      sign,
      footer: [fcaLine(co.name, r)],
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'letter_of_claim';
  return {
    spec,
    truth: truth(co.name, arrears, acc, 'mortgage', stage, kind, c, askDate ? payBy : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W206 — peer-to-peer lending platform
// ------------------------------------------------------------------------------------------------------------

/** Balance left after k monthly repayments of m on a loan of p at monthly rate i. */
const balanceAfter = (p: number, i: number, m: number, k: number) =>
  round2(p * (1 + i) ** k - (m * ((1 + i) ** k - 1)) / i);

/**
 * A peer-to-peer lending platform's letters on a personal loan that its investors funded. Stage drawn per letter:
 *  1 — the missed-payment letter after a returned Direct Debit; kind first_demand.
 *  2 — either the second missed-payment letter ("we wrote to you on …") or the statutory notice of sums in arrears
 *      (s.86B), which refers to the earlier letters; kind reminder.
 *  3 — the default notice under s.87(1) (amount required to remedy the breach by a date; kind default_notice) or the
 *      termination letter that follows it (the whole balance now due; kind termination_notice).
 * Open choice, creditor: in law the loan is owed to the investors ("the lenders"), who are not named, and a trustee
 * company holds the loan agreements for them; the platform writes, signs as the lenders' agent and asks to be paid
 * into its own collection account, so by the README's rule (the organisation that writes and asks to be paid, not
 * its clients) the creditor is the platform's legal name as printed in its sign-off and footer. The trustee and the
 * collection agent named for later are distractors. debtType 'loan'.
 * Amount = the sum asked for now: the overdue repayment(s) and any missed-payment fee the letter adds to that total
 * (stages 1–2), the amount required to remedy the breach (default notice) or the total balance now due (termination).
 * The monthly repayment on its own, the amount borrowed, the balance that termination would make due and the
 * suggested instalment are not it. Reference = the loan ID the letter tells you to quote; the member number is not.
 */
const p2pLoan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const s = stem(r);
  const mid = pick(r, ['Peer Lending', 'Lending Exchange', 'Loan Marketplace', 'P2P Finance']);
  const name = `${s} ${mid}${pick(r, [' Ltd', ' Limited', ' plc'])}`;
  const brand = `${s} ${mid}`;
  const hv = r.int(0, 3);
  const head = hv === 0 ? [name] : hv === 1 ? [brand] : hv === 2 ? [brand.toUpperCase()] : [s, mid];
  const trustee = `${s} ${pick(r, ['Security Trustee', 'Nominees', 'Trustees'])} Limited`;
  const agent = `${pick(r, ['Marlbeck', 'Tollgate', 'Ravensworth', 'Corrie'])} ${pick(r, ['Recoveries', 'Credit Management'])} Ltd`;
  const loanId = pick(r, [
    `L-${r.digits(7)}`,
    `${r.letters(2, 'PLN')}${r.digits(6)}`,
    `${r.digits(3)}-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`,
  ]);
  const member = `M${r.digits(8)}`;
  const principal = pick(r, [3000, 5000, 7500, 10000, 12500, 15000, 20000, 25000]);
  const term = pick(r, [24, 36, 48, 60]);
  const apr = pick(r, [6.9, 8.4, 9.9, 12.5, 15.9, 19.9]);
  const i = apr / 100 / 12;
  const monthly = round2((principal * i) / (1 - (1 + i) ** -term));
  const made = r.int(4, term - 10);
  const dom = pick(r, [1, 3, 8, 15, 20, 27]);
  const missed = stage === 1 ? 1 : stage === 2 ? r.int(2, 3) : r.int(3, 4);
  const dates = dueDates(c, missed, dom);
  const fee = pick(r, [0, 10, 12, 15]);
  const variant = stage === 1 ? 0 : r.int(0, 1);
  const nosia = stage === 2 && variant === 1;
  const termination = stage === 3 && variant === 1;
  const fees = nosia ? 0 : round2(fee * missed);
  const arrearsOnly = round2(monthly * missed);
  const overdue = round2(arrearsOnly + fees);
  const capital = balanceAfter(principal, i, monthly, made);
  const accrued = round2(capital * i * missed);
  const balanceTerm = round2(capital + accrued + fees);
  const termDate = addDays(c.date, -r.int(3, 7));
  const dnDate = addDays(termDate, -r.int(20, 30));
  const dnAmount = round2(arrearsOnly - monthly + fees);
  const letter1 = addDays(dates[0], r.int(3, 6));
  const letter2 = missed > 1 ? addDays(dates[1], r.int(3, 6)) : letter1;
  const remedyDays = pick(r, [17, 21, 28]);
  const payBy =
    stage === 3 && !termination ? addDays(c.date, remedyDays) : addDays(c.date, stage === 1 ? 7 : 14);
  const amount = termination ? balanceTerm : overdue;
  const tel = phone(r);
  const collect = `sort code ${sortCode(r)}, account ${r.digits(8)} (${brand} collection account)`;
  const plan = pick(r, [20, 25, 40, 50, 75]);
  const lendersLine = `Your loan was funded by investors using the ${brand} platform ("the lenders"). ${name} administers it for them, and ${trustee} holds the loan agreements on trust for the lenders.`;

  const rows: string[][] = dates.map((d) => [D(c, d), fmtMoney(monthly), fmtMoney(0), fmtMoney(monthly)]);
  const feeRow = fees
    ? [[`Missed payment fee${missed > 1 ? `s (${missed} x ${fmtMoney(fee)})` : ''}`, '', '', fmtMoney(fees)]]
    : [];
  const grid: Block = {
    grid: [...rows, ...feeRow, [nosia ? 'Total sum in arrears' : 'Total overdue', '', '', fmtMoney(overdue)]],
    header: ['Repayment due', 'Amount due', 'Paid', 'Overdue'],
    widths: [0.4, 0.2, 0.2, 0.2],
  };
  let heading: string;
  let body: Block[];
  let kind: 'first_demand' | 'reminder' | 'default_notice' | 'termination_notice';
  if (stage === 1) {
    kind = 'first_demand';
    heading = pick(r, [
      'You have missed a repayment',
      'Your loan repayment was not paid',
      'Missed repayment',
    ]);
    body = [
      dear(c),
      {
        p: `We tried to collect your monthly repayment of ${fmtMoney(monthly)} by Direct Debit on ${D(c, dates[0])}, but your bank returned it unpaid (reason: ${pick(r, ['refer to payer', 'instruction cancelled', 'insufficient funds'])}).${fee ? ` Under your loan agreement a missed payment fee of ${fmtMoney(fee)} has been added.` : ''}`,
      },
      {
        kv: [
          ['Missed repayment', fmtMoney(monthly)],
          ...(fee ? ([['Missed payment fee', fmtMoney(fee)]] as [string, string][]) : []),
          ['Amount overdue', fmtMoney(overdue)],
        ],
      },
      {
        p: `Please pay the amount overdue of ${fmtMoney(overdue)} by ${D(c, payBy)} from your borrower dashboard, or by bank transfer to ${collect}, quoting your loan ID ${loanId}. Your next repayment will be collected as normal on ${D(c, monthShift(dates[0], 1, dom))}.`,
      },
      {
        p: `If something has changed and you are finding it hard to keep up, please call us on ${tel}. We can talk about a short break or a lower payment for a while.`,
      },
      { small: lendersLine },
    ];
  } else if (!nosia) {
    kind = 'reminder';
    heading = pick(r, [
      'Second missed repayment',
      'Your loan is now further behind',
      'Another repayment has been missed',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, letter1)} about the repayment due on ${D(c, dates[0])}. We have not received it, and ${missed === 2 ? `the repayment due on ${D(c, dates[1])} has` : `the repayments due on ${D(c, dates[1])} and ${D(c, dates[2])} have`} also been returned unpaid. Your loan is now ${missed} repayments behind.`,
      },
      grid,
      {
        p: `Please pay ${fmtMoney(overdue)} by ${D(c, payBy)}, quoting your loan ID ${loanId}. If you cannot pay it all, call us on ${tel}: for example, we could agree that you pay ${fmtMoney(plan)} a month on top of your repayments until the arrears are cleared.`,
      },
      {
        p: `If the loan falls further behind we may send you a default notice, and missed payments are reported to credit reference agencies.`,
      },
      { small: lendersLine },
    ];
  } else {
    kind = 'reminder';
    heading = 'NOTICE OF SUMS IN ARREARS';
    body = [
      ...(layout === 0 ? [dear(c)] : []),
      {
        p: `This notice is given under section 86B of the Consumer Credit Act 1974. It is to tell you that you are behind with your payments under your loan agreement ${loanId}. We wrote to you about the missed repayments on ${D(c, letter1)}${missed > 2 ? ` and ${D(c, letter2)}` : ''}.`,
      },
      grid,
      {
        p: `The total sum in arrears is ${fmtMoney(overdue)}. Please pay it, quoting your loan ID, or contact us on ${tel} to discuss an arrangement. This notice does not take account of any payment made in the last 3 working days. No default sums have been charged.`,
      },
      {
        small: `We enclose a copy of the current arrears information sheet under the Financial Conduct Authority's rules. If you are having difficulty, you should discuss the matter with us; you may also wish to get free, independent debt advice. ${lendersLine}`,
      },
    ];
  }
  if (stage === 3 && !termination) {
    kind = 'default_notice';
    heading = pick(r, ['DEFAULT NOTICE', 'Default Notice']);
    body = [
      { h: 'Served under section 87(1) of the Consumer Credit Act 1974' },
      { p: 'IMPORTANT - YOU SHOULD READ THIS CAREFULLY' },
      {
        kv: [
          ['Agreement', `Fixed-sum loan ${loanId}, ${fmtMoney(principal)} over ${term} months`],
          ['Lenders', `the investors, acting through ${brand}`],
          ['Breach', `repayments due ${D(c, dates[0])} to ${D(c, dates[missed - 1])} not paid`],
        ],
      },
      grid,
      {
        amountBox: ['Amount required to remedy the breach', fmtMoney(overdue)],
      },
      {
        p: `To remedy the breach you must pay ${fmtMoney(overdue)} on or before ${D(c, payBy)}. If the action required by this notice is taken before that date, no further enforcement action will be taken in respect of the breach.`,
      },
      {
        p: `If you do not take that action before that date, the lenders, acting through us, may terminate the agreement and demand the outstanding balance, currently ${fmtMoney(balanceTerm)}, and may then take court action against you. We will also report the default to credit reference agencies.`,
      },
      {
        small: `If you have difficulty in paying any sum owing under the agreement or taking any other action required by this notice, you can apply to the court, which may make an order allowing you or any surety more time. A copy of the current default information sheet under the Financial Conduct Authority's rules is enclosed. Quote loan ID ${loanId} when you pay or write.`,
      },
    ];
  } else if (termination) {
    kind = 'termination_notice';
    heading = pick(r, ['Your loan agreement has been terminated', 'NOTICE OF TERMINATION']);
    body = [
      dear(c),
      {
        p: `On ${D(c, dnDate)} we served a default notice requiring you to pay ${fmtMoney(dnAmount)} to remedy the arrears on your loan. That amount was not paid, so on ${D(c, termDate)} we terminated your loan agreement on behalf of the lenders. The arrears then stood at ${fmtMoney(overdue)}; the whole balance is now payable.`,
      },
      {
        grid: [
          ['Capital outstanding at termination', fmtMoney(capital)],
          ['Interest accrued and unpaid', fmtMoney(accrued)],
          ...(fees ? [['Missed payment fees', fmtMoney(fees)]] : []),
          ['Total balance now due', fmtMoney(balanceTerm)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay the total balance now due of ${fmtMoney(balanceTerm)} within 14 days, by ${D(c, payBy)}, to ${collect}, quoting loan ID ${loanId}. If you cannot, call us on ${tel} to agree a repayment plan; no further interest will be added while a plan is kept.`,
      },
      {
        p: `If we do not hear from you, we may pass the account to ${agent}, which collects for the lenders, or start court proceedings. The default has been registered with credit reference agencies.`,
      },
      { small: lendersLine },
    ];
  }
  const sign = [
    ...signatory(r, ['Collections Manager', 'Borrower Support Team Leader', 'Head of Arrears']),
    r.chance(0.5) ? `${name}, as agent for the lenders` : `For and on behalf of ${name}`,
  ];
  const sub = [officeAddress(r), `${tel}  borrowers@${host(brand)}`];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: ['Borrower Support', ...sub],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Loan ID', loanId],
        ['Member no.', member],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: heading,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body,
      closing: stage === 3 && !termination ? undefined : 'Yours sincerely',
      sign,
      footer: [fcaLine(name, r)],
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      top: stage >= 2 ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['right', 'left'] as const),
      recipient: rcpt(c),
      panel: [['Date of notice', D(c, c.date)]],
      refGrid: [
        ['Loan ID (please quote)', loanId],
        ['Member number', member],
        ['Amount borrowed', fmtMoney(principal)],
      ],
      title: heading,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body,
      closing: stage === 3 && !termination ? undefined : 'Yours faithfully',
      sign,
      footer: [fcaLine(name, r)],
    };
  } else {
    spec = {
      face: c.face,
      head: fitHead(head),
      headBand: true,
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: termination
          ? 'Total balance now due'
          : stage === 3
            ? 'Amount to remedy'
            : nosia
              ? 'Total sum in arrears'
              : 'Amount overdue',
        amount: fmtMoney(amount),
        note: nosia ? `Monthly repayment ${fmtMoney(monthly)}` : `Pay by ${D(c, payBy)}`,
      },
      panel: [
        ['Loan ID', loanId],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: heading,
      titleStyle: 'rule',
      body,
      closing: stage === 3 && !termination ? undefined : 'Kind regards',
      sign,
      footer: [fcaLine(name, r)],
    };
  }
  return {
    spec,
    truth: truth(name, amount, loanId, 'loan', stage, kind, c, nosia ? undefined : payBy),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W207 — Green Deal plan charges collected through the electricity bill
// ------------------------------------------------------------------------------------------------------------

/**
 * An electricity supplier's letters about Green Deal plan charges left unpaid on its bills: the plan (a credit
 * agreement attached to the property, which paid for insulation, a boiler or solar panels) is repaid by a daily charge
 * on the electricity bill, which the supplier collects and passes to the Green Deal provider. The customer has been
 * paying the electricity but not the Green Deal charge. The page carries the electricity account's own figures (each
 * bill's electricity charges, payments, the latest bill not yet due), the meter point number, the Green Deal plan ID,
 * the provider's name, the daily charge and the plan's remaining payments. Stage drawn per letter:
 *  1 — the first letter about the unpaid charges; kind first_demand.
 *  2 — a follow-up: either "we wrote to you on …" or the answer to the customer's call disputing that they should pay
 *      a plan a previous occupier took out; kind reminder.
 *  3 — the final notice (collection agency, credit file, prepayment meter); kind final_demand.
 * Open choices: creditor = the supplier, which writes, collects the charge as part of its bill and asks to be paid
 * into its account; the Green Deal provider (the plan's creditor) is named only as the party the charges are passed
 * to, a distractor like a collector's client. debtType 'utility': the demand is the supplier's, for the unpaid part
 * of its electricity bill, and the charges are collected and enforced as electricity charges are (the README types by
 * who demands and why; 'loan' would fit the provider's own letter, which this is not).
 * Amount = the amount overdue now (the unpaid part of the overdue bills); the latest bill not yet due, the daily
 * charge, the plan's remaining payments, column totals for electricity and payments are not it. Reference = the
 * electricity account number; the MPAN and the Green Deal plan ID are not it.
 */
const greenDeal: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const co = company(
    r,
    ['Energy', 'Power', 'Electricity Supply', 'Energy Retail'],
    pick(r, [' Ltd', ' Limited', ' plc']),
  );
  const provider = `${pick(r, ['Warmwell', 'Thermaline', 'Homewise', 'Ecofold', 'Snugcote'])} ${pick(r, ['Green Deal', 'Home Energy Plans', 'Retrofit'])} Ltd`;
  const acc = pick(r, [
    r.digits(10),
    `${r.letters(1, 'EA')}${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    `${r.digits(4)}-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const planId = `GD-${r.digits(4)}-${r.digits(4)}-${r.digits(3)}`;
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const daily = pick(r, [0.3214, 0.4188, 0.5572, 0.684, 0.7925, 1.0406, 1.3318]);
  const measures = pick(r, [
    'external wall insulation',
    'a new gas boiler and loft insulation',
    'solar panels',
    'cavity wall insulation and a new boiler',
    'double glazing and loft insulation',
    'an air source heat pump',
  ]);
  const planYear = r.int(2013, 2016);
  const yearsLeft = r.int(8, 17);
  const remaining = round2(daily * 365 * yearsLeft);
  const dd = r.chance(0.5);
  const nb = (stage === 1 ? r.int(2, 3) : stage === 2 ? r.int(3, 4) : r.int(4, 5)) + 1;
  const dom = pick(r, [2, 6, 11, 17, 23]);
  const bills = dueDates(c, nb, dom);
  const fixed = r.chance(0.4) ? pick(r, [45, 55, 60, 70, 80]) : 0;
  // In a final notice the customer has sometimes stopped paying altogether for the last overdue bill.
  const stopped = stage === 3 && r.chance(0.5);
  const rows: string[][] = [];
  let sumE = 0;
  let sumG = 0;
  let sumP = 0;
  let total = 0;
  for (let k = 0; k < nb - 1; k++) {
    const days =
      k === 0 ? pick(r, [30, 31]) : Math.round((bills[k].getTime() - bills[k - 1].getTime()) / 86400000);
    const gd = round2(days * daily);
    const elec = fixed ? r.money(fixed * 0.9, fixed * 0.99) : r.money(38, 140);
    const paid = stopped && k === nb - 2 ? 0 : fixed || elec;
    const unpaid = round2(elec + gd - paid);
    sumE = round2(sumE + elec);
    sumG = round2(sumG + gd);
    sumP = round2(sumP + paid);
    total = round2(total + unpaid);
    rows.push([D(c, bills[k]), fmtMoney(elec), fmtMoney(gd), fmtMoney(paid), fmtMoney(unpaid)]);
  }
  rows.push(['Total', fmtMoney(sumE), fmtMoney(sumG), fmtMoney(sumP), fmtMoney(total)]);
  const latestDays = Math.round((bills[nb - 1].getTime() - bills[nb - 2].getTime()) / 86400000);
  const latest = round2(r.money(40, 130) + latestDays * daily);
  const latestDue = addDays(bills[nb - 1], 21);
  const payBy = addDays(c.date, stage === 3 ? 10 : 14);
  const tel = phone(r);
  const first = addDays(bills[1], r.int(16, 24));
  const second = addDays(bills[Math.min(nb - 2, 2)], r.int(16, 24));
  const call = addDays(c.date, -r.int(3, 9));
  const variant = stage === 2 ? r.int(0, 1) : 0;
  const grid: Block = {
    grid: rows,
    header: ['Bill date', 'Electricity', 'Green Deal', 'Paid', 'Unpaid'],
    widths: [0.28, 0.18, 0.18, 0.18, 0.18],
  };
  const how = stopped
    ? `${fixed ? `Your payments of ${fmtMoney(fixed)} a month` : 'Your payments'} covered your electricity but not the Green Deal charges, and nothing at all was paid towards your bill of ${D(c, bills[nb - 2])}.`
    : `${fixed ? `Your payments of ${fmtMoney(fixed)} a month` : 'Your payments'} have covered your electricity, but not the Green Deal charges on the same bills.`;
  const about = `Your electricity bill includes a Green Deal charge of ${(daily * 100).toFixed(2)}p a day for the plan taken out at this property in ${planYear} to pay for ${measures}. We collect it as part of your bill and pass it to the Green Deal provider, ${provider}.`;
  const latestNote = `Your latest bill of ${fmtMoney(latest)}, dated ${D(c, bills[nb - 1])}, is due by ${D(c, latestDue)} and is not included in the amount overdue.`;
  const attached = `The Green Deal plan belongs to the property's electricity meter (MPAN ${mpan}), not to a person: whoever pays the electricity bill there pays the plan. It has about ${yearsLeft} years to run; its remaining payments, about ${fmtMoney(remaining)}, are collected a day at a time and are not due now. Green Deal charges carry no VAT.`;
  let heading: string;
  let body: Block[];
  if (stage === 1) {
    heading = pick(r, [
      'Unpaid Green Deal charges on your electricity account',
      'Your Green Deal payments are behind',
      'Green Deal charges not paid',
    ]);
    body = [
      dear(c),
      { p: `${about} ${how}` },
      grid,
      {
        p: `Please pay the amount overdue of ${fmtMoney(total)} by ${D(c, payBy)}, quoting your account number ${acc}.${dd ? ' We can add it to your Direct Debit over the next few months instead if you prefer - just call us.' : ''} ${latestNote}`,
      },
      { small: attached },
    ];
  } else if (variant === 0 && stage === 2) {
    heading = pick(r, [
      'Green Deal charges - still unpaid',
      'Your account is still overdue',
      'Reminder: Green Deal charges',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, first)} about the Green Deal charges on your electricity bills. We have not received payment, and your latest bills have added to what is overdue. ${how}`,
      },
      grid,
      {
        p: `Please pay the amount overdue of ${fmtMoney(total)} by ${D(c, payBy)}, or call us on ${tel} to agree a payment plan. ${latestNote}`,
      },
      { small: `${about} ${attached}` },
    ];
  } else if (stage === 2) {
    heading = pick(r, [
      'About your call: the Green Deal plan at your home',
      'Your query about Green Deal charges',
    ]);
    body = [
      dear(c),
      {
        p: `Thank you for calling us on ${D(c, call)}. You told us that you did not take out a Green Deal plan and do not think you should pay for it. We have checked, and the plan (ID ${planId}) was taken out by an earlier owner or occupier of ${c.addr[0]} in ${planYear} to pay for ${measures}.`,
      },
      {
        p: `A Green Deal plan stays with the property, and whoever pays the electricity bill there pays its charges, so the charges on your bills are still due. If the plan was not disclosed to you when you bought or rented the property, you can complain to the Green Deal provider, ${provider}, and then to the ombudsman.`,
      },
      grid,
      {
        p: `In the meantime, please pay the amount overdue of ${fmtMoney(total)} by ${D(c, payBy)}, quoting account number ${acc}. ${latestNote}`,
      },
    ];
  } else {
    heading = pick(r, [
      'FINAL NOTICE - unpaid Green Deal charges',
      'Final notice',
      'Final reminder before further action',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, first)} and ${D(c, second)} about the Green Deal charges on your electricity account, but the amount overdue has still not been paid and you have not contacted us. ${how}`,
      },
      grid,
      {
        p: `Please pay the amount overdue of ${fmtMoney(total)} by ${D(c, payBy)}. If you do not pay or agree a payment plan by then, we may pass your account to a debt collection agency, report the arrears to credit reference agencies, and ask to fit a prepayment meter, which would collect the Green Deal charge each day with your electricity.`,
      },
      { small: `${latestNote} ${about}` },
    ];
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const at = body.indexOf(grid) + 1;
  const sign = [
    r.chance(0.5)
      ? 'Customer Accounts Team'
      : signatory(r, ['Customer Accounts Manager', 'Credit Control Team Leader']).join(', '),
    co.name,
  ];
  const foot = [
    `${regLine(co.name, r)} VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const sub = [officeAddress(r), `${tel}  ${web(co.name)}`];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['bars', 'chevron'] as const),
      sub: ['Customer Accounts', ...sub],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Account number', acc],
        ['MPAN', mpan],
        ['Green Deal plan', planId],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      title: heading,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [...body.slice(0, at), { kv: [['Amount overdue now', fmtMoney(total)]] }, ...body.slice(at)],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer: foot,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.4) && Math.max(...co.head.map((h) => h.length)) <= 26,
      sub,
      headAlign: 'right',
      recipient: rcpt(c),
      owe: {
        label: 'Amount overdue',
        amount: fmtMoney(total),
        note: `Please pay by ${D(c, payBy)}`,
      },
      panel: [
        ['Account no.', acc],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title: heading,
      titleStyle: 'rule',
      body,
      closing: 'Yours sincerely',
      sign,
      footer: foot,
    };
  } else {
    spec = {
      face: c.face,
      head: fitHead(co.head),
      headBand: true,
      logoMark: 'bars',
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Account number', acc],
        ['Green Deal plan ID', planId],
        ['Meter point (MPAN)', mpan],
      ],
      title: heading.toUpperCase(),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [...body.slice(0, at), { amountBox: ['Amount overdue', fmtMoney(total)] }, ...body.slice(at)],
      closing: 'Yours sincerely',
      sign,
      footer: foot,
    };
  }
  return { spec, truth: truth(co.name, total, acc, 'utility', stage, kind, c, payBy) };
};

export const FRESH19B_FAMILIES: Family[] = [
  {
    id: 'W205',
    name: 'Second-charge homeowner loan arrears, up to possession warning (first mortgage named)',
    group: 'lender',
    make: secondCharge,
  },
  {
    id: 'W206',
    name: 'Peer-to-peer lending platform loan arrears, to default notice or termination',
    group: 'lender',
    make: p2pLoan,
  },
  {
    id: 'W207',
    name: 'Green Deal plan charges unpaid on the electricity bill (supplier)',
    group: 'utility',
    make: greenDeal,
  },
];
