/**
 * The twelfth fresh held-out set, part b (W151–W153): kinds of letter the corpus does not have yet — a pay-TV and
 * broadband package provider's final bill after cancellation (early termination charges, equipment not returned,
 * a credit), sometimes chased by a collector for the provider; a boiler cover / home emergency plan's arrears letter
 * after failed Direct Debits; and a salary-deduction lender's letter after the borrower left the employer. Written
 * blind to the extractor; scored once. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web, MONTHS } from './vocab';
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

const monthOf = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

// ------------------------------------------------------------------------------------------------------------
// W151 Pay-TV / broadband package: final bill after cancellation
// ------------------------------------------------------------------------------------------------------------

/**
 * The customer cancelled a TV-and-broadband package part-way through its minimum term and did not send back the
 * set-top box and/or router. Three shapes, drawn per letter:
 *  - the provider's closing bill (refGrid, ruled charges table, shaded total, sometimes a giro slip): creditor = the
 *    provider, 'utility' (a home broadband/TV service, as the corpus's broadband letters), stage 1, first_demand —
 *    a "final bill" is the last bill of a closed account, first time the sum is asked for, not a "final demand";
 *  - the provider's overdue reminder about that closing bill ("we sent your final bill on …"): stage 2, reminder;
 *  - a collector acting for the provider: creditor = the collector (README), 'debt_collection', kind
 *    debt_recovery; stage 1 for its first letter, 2 when it says it wrote before.
 * Amount = the total to pay (ETCs for the months left + equipment charges + any unpaid part-month − the credit, less
 * any payment made since); the monthly price, the per-month ETC rate, single charge lines, the refund offered if the
 * kit is still returned and the collector's possible future fee are not it. Reference = the account number for the
 * provider's letters ("quote your account number"), the collector's own reference for the collector; the returns /
 * order reference, the landline number, the equipment serials and the masked card are distractors.
 */
const payTvFinalBill: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const prov = company(
    r,
    ['Vision', 'Connect', 'Home Broadband', 'Digital TV', 'Fibre & TV'],
    pick(r, [' Ltd', ' Limited', ' UK Ltd']),
  );
  const brand = prov.name.replace(/ (UK )?(Ltd|Limited)$/, '');
  const acc = pick(r, [
    `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
    `AC${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    r.digits(9),
    `${r.digits(4)}-${r.digits(5)}`,
  ]);
  const [rtnLabel, rtn] = pick(r, [
    ['Returns reference', `RTN-${r.digits(7)}`],
    ['Order number', `ORD${r.digits(8)}`],
    ['Returns order', `R${r.digits(3)}${oOrI(r)}${r.digits(4)}`],
    ['Collection ref', `CX ${r.digits(4)} ${r.digits(3)}`],
  ]);
  const landline = phone(r);
  const tvMonthly = pick(r, [18, 22.5, 26, 29.99, 34, 41.5]);
  const bbMonthly = pick(r, [24, 27.5, 30.99, 33, 38]);
  const months = r.int(2, 16);
  const etcTv = round2(months * tvMonthly);
  const etcBb = round2(months * bbMonthly);
  const splitEtc = r.chance(0.6);
  const box = pick(r, [75, 95, 120, 150]);
  const boxSerial = `${r.letters(2, 'SBHX')}${r.digits(9)}`;
  const router = r.chance(0.75) ? pick(r, [35, 40, 50, 60]) : 0;
  const routerSerial = `${r.letters(1, 'RW')}${r.digits(10)}`;
  const mini = r.chance(0.25) ? pick(r, [45, 60]) : 0;
  const partMonth = r.chance(0.45) ? r.money(9, 48) : 0;
  const creditKind = pick(r, [
    'Credit for service paid in advance',
    'Refund of unused days',
    'Goodwill credit',
    'Loyalty credit not yet used',
  ]);
  const credit = r.money(4, 36);
  const total = round2(etcTv + etcBb + box + router + mini + partMonth - credit);
  const ended = addDays(c.date, -r.int(20, 45));
  const termEnd = addDays(ended, months * 30 + r.int(0, 20));
  const kitDeadline = addDays(ended, pick(r, [14, 21, 30]));
  const pay = addDays(c.date, pick(r, [14, 21, 28]));
  const billDate = c.date;
  const who = r.int(0, 9);
  const mode: 'bill' | 'reminder' | 'collector' = who < 4 ? 'bill' : who < 6 ? 'reminder' : 'collector';
  const refundIfReturned = round2(box + router + mini);
  const bundle = pick(r, [
    'Entertainment + Fibre 150',
    'TV Essentials & Superfast',
    'Movies Bundle + Fibre 500',
    'Family TV & Broadband',
  ]);

  const chargeRows: string[][] = [
    ...(splitEtc
      ? [
          ['Early termination charge - TV', `${months} months x ${fmtMoney(tvMonthly)}`, fmtMoney(etcTv)],
          [
            'Early termination charge - broadband',
            `${months} months x ${fmtMoney(bbMonthly)}`,
            fmtMoney(etcBb),
          ],
        ]
      : [
          [
            'Early termination charge (TV and broadband)',
            `${months} months x ${fmtMoney(round2(tvMonthly + bbMonthly))}`,
            fmtMoney(round2(etcTv + etcBb)),
          ],
        ]),
    ...(partMonth
      ? [[`Services ${D(c, addDays(ended, -r.int(8, 20)))} to ${D(c, ended)}`, '', fmtMoney(partMonth)]]
      : []),
    ['Set-top box not returned', boxSerial, fmtMoney(box)],
    ...(router ? [['Router not returned', routerSerial, fmtMoney(router)]] : []),
    ...(mini ? [['Multiroom mini box not returned', '', fmtMoney(mini)]] : []),
    [creditKind, '', `-${fmtMoney(credit)}`],
  ];

  if (mode === 'collector') {
    const dca = company(r, ['Collections', 'Credit Management', 'Recovery Services', 'Debt Recovery']);
    const ref = pick(r, [
      `${r.letters(2, 'KXQ')}/${r.digits(7)}`,
      `${r.digits(8)}${r.letters(1)}`,
      `${r.letters(1, 'CO')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    ]);
    const follow = r.chance(0.45);
    const paid = follow && r.chance(0.5) ? pick(r, [10, 20, 25, 40]) : 0;
    const due = round2(total - paid);
    const earlier = addDays(c.date, -r.int(18, 35));
    const payBy = addDays(c.date, 14);
    const fee = pick(r, [0, 0, 30, 50]);
    const stacked = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: dca.head,
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${web(dca.name)}`, `Open Mon-Fri 8am-8pm, Sat 9am-1pm`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Our reference', 'Our ref', 'Your reference with us']), ref],
        ['Client', brand],
        ['Client account no.', acc],
        [rtnLabel, rtn],
        ['Date', D(c, c.date)],
      ],
      panelStacked: stacked,
      panelBoxed: r.chance(0.6),
      title: follow
        ? pick(r, [
            `Your ${brand} account - balance still unpaid`,
            'Outstanding balance: we have not heard from you',
          ])
        : pick(r, [
            `Your closed ${brand} account`,
            `Balance owed to ${brand}`,
            'Notice of outstanding balance',
          ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: follow
            ? `We wrote to you on ${D(c, earlier)} about the balance left on your ${brand} account after your TV and broadband package was closed. ${paid ? `Thank you for your payment of ${fmtMoney(paid)}, but the rest of the balance has not been paid and you have not contacted us to agree a plan.` : 'We have not received a payment or heard from you since then.'}`
            : `${prov.name} has passed us your closed TV and broadband account to collect the balance left on it. Your services ended on ${D(c, ended)}, before the end of your minimum term on ${D(c, termEnd)}, and the equipment sent to you was not returned.`,
        },
        {
          kv: [
            [`Early termination charges (${months} months):`, fmtMoney(round2(etcTv + etcBb))],
            ...(partMonth ? ([['Final month services:', fmtMoney(partMonth)]] as [string, string][]) : []),
            ['Equipment not returned:', fmtMoney(round2(box + router + mini))],
            [`${creditKind}:`, `-${fmtMoney(credit)}`],
            ...(paid ? ([['Paid to us:', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
            [pick(r, ['Balance due:', 'Amount you owe:', 'Total outstanding:']), fmtMoney(due)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(due)} within 14 days, by ${D(c, payBy)}, or call us to agree affordable payments. Pay online at ${web(dca.name)} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}. Do not send payments to ${brand}; they will not reduce this balance.`,
        },
        ...(fee
          ? [
              {
                p: `If the balance is not paid or a plan agreed, ${brand} may ask us to add a collection fee of ${fmtMoney(fee)}, as allowed by your contract. No fee has been added yet.`,
              },
            ]
          : []),
        {
          small: `If you think you have returned the equipment, send us the proof of postage for returns order ${rtn} and we will check with ${brand}. If you are struggling with money, free independent debt advice is available.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign: [
        ...signatory(r, ['Customer Services Agent', 'Accounts Manager', 'Collections Officer']),
        dca.name,
      ],
      footer: [],
      footerCols: [
        fcaLine(dca.name, r),
        `${dca.name} is acting on behalf of ${prov.name}. Calls may be recorded for quality and training. We follow the Credit Services Association Code of Practice.`,
      ],
    };
    return {
      spec,
      truth: truth(dca.name, due, ref, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, payBy),
    };
  }

  if (mode === 'reminder') {
    const sent = addDays(c.date, -r.int(21, 40));
    const payBy = addDays(c.date, pick(r, [7, 10, 14]));
    const card = `**** **** **** ${r.digits(4)}`;
    const spec: Spec = {
      face: c.face,
      head: prov.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: ['Account Closures Team', officeAddress(r), `${phone(r)}  ${web(prov.name)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Still to pay', 'Overdue balance']),
        amount: fmtMoney(total),
        note: `Please pay by ${D(c, payBy)}`,
      },
      panel: [
        ['Account number', acc],
        [rtnLabel, rtn],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, [
        'Your final bill is overdue',
        'Reminder: final bill not paid',
        'We still need payment of your final bill',
      ]),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `We sent your final bill on ${D(c, sent)} after your ${bundle} package ended on ${D(c, ended)}. The payment we tried to take from your card ending ${card.slice(-4)} was declined, and the bill is now overdue.`,
        },
        {
          grid: [
            [`Early termination charges, ${months} months left`, fmtMoney(round2(etcTv + etcBb))],
            ...(partMonth ? [['Final part-month charges', fmtMoney(partMonth)]] : []),
            [
              `Equipment not returned (${rtnLabel.toLowerCase()} ${rtn})`,
              fmtMoney(round2(box + router + mini)),
            ],
            [creditKind, `-${fmtMoney(credit)}`],
            ['Total overdue', fmtMoney(total)],
          ],
          widths: [0.74, 0.26],
        },
        {
          p: `Please pay ${fmtMoney(total)} by ${D(c, payBy)} at ${web(prov.name)}/pay or by calling us, quoting your account number ${acc}. If we do not hear from you, we may pass your account to a debt collection agency, which could affect your credit rating.`,
        },
        {
          p: `Still got the equipment? Book a free courier collection by ${D(c, addDays(c.date, 10))} and we will take ${fmtMoney(refundIfReturned)} off your balance once it arrives.`,
        },
      ],
      closing: pick(r, ['Thanks', 'Kind regards', 'Yours sincerely']),
      sign: ['Account Closures Team', prov.name],
      footer: [regLine(prov.name, r)],
    };
    return { spec, truth: truth(prov.name, total, acc, 'utility', 2, 'reminder', c, payBy) };
  }

  // the closing bill itself
  const withSlip = r.chance(0.55);
  const spec: Spec = {
    face: c.face,
    head: prov.head,
    logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
    sub: ['Billing', officeAddress(r), `${phone(r)}  help@${host(prov.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Account number', acc],
      [rtnLabel, rtn],
      ['Bill date', D(c, billDate)],
      ...(r.chance(0.5) ? ([['Phone line', landline]] as [string, string][]) : []),
    ],
    title: pick(r, ['Your final bill', 'FINAL BILL - ACCOUNT CLOSED', 'Closing bill for your package']),
    titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
    body: [
      {
        p: `Your ${bundle} package ended on ${D(c, ended)} at your request. Your minimum term runs until ${D(c, termEnd)}, so early termination charges apply for the ${months} months left. We sent you a prepaid returns pack, but your ${router ? 'set-top box and router have' : 'set-top box has'} not reached our returns centre by ${D(c, kitDeadline)}, so we have charged for ${router ? 'them' : 'it'}.`,
      },
      {
        grid: [...chargeRows, [pick(r, ['Total to pay', 'Amount due']), '', fmtMoney(total)]],
        header: ['Charges', 'Details', 'Amount'],
        widths: [0.5, 0.3, 0.2],
      },
      { amountBox: [pick(r, ['Total to pay', 'Please pay']), fmtMoney(total)] },
      {
        p: `Please pay by ${D(c, pay)}. Your Direct Debit has been cancelled, so pay online, in the app or by phone, quoting your account number. If you send the equipment back by ${D(c, addDays(c.date, 21))}, we will refund up to ${fmtMoney(refundIfReturned)}.`,
      },
      {
        small: `Early termination charges are the monthly price of each service for the rest of your minimum term, less any saving we make because we no longer supply it. VAT is included where it applies.`,
      },
    ],
    sign: [],
    slip: withSlip
      ? {
          title: `Bank giro credit - ${prov.name}`,
          rows: [
            ['Account number', acc],
            ['Amount due', fmtMoney(total)],
            ['Pay by', D(c, pay)],
          ],
        }
      : undefined,
    footer: [`${regLine(prov.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`],
  };
  if (!withSlip) spec.sign = [`${prov.name} - Billing`];
  return { spec, truth: truth(prov.name, total, acc, 'utility', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W152 Boiler cover / home emergency plan: Direct Debit arrears
// ------------------------------------------------------------------------------------------------------------

const RETURN_REASONS = [
  'Refer to payer',
  'Instruction cancelled by payer',
  'No instruction',
  'Insufficient funds',
];

/**
 * A boiler cover / home emergency plan provider writes after monthly Direct Debits came back unpaid: the cover is
 * suspended (no engineer visits) until the missed payments are made. Two letters in the provider's sequence:
 *  - the first letter (stage 1, first_demand): one or two payments missed;
 *  - the second letter (stage 2, reminder): "we wrote to you on …", another payment missed, sometimes a
 *    returned-payment fee added to the total.
 * Layouts drawn per letter: a plain letter with a side panel and a label/value list; a dark letterhead band with a
 * "to pay" box and a ruled table of the returned collections; a row of reference cells with reply tick-boxes.
 * Creditor = the plan provider (it writes and asks to be paid); the insurer that underwrites the plan, named in the
 * footer, is not it. Open choice: the README's list has no insurance or home-services type; the plan is an ordinary
 * consumer subscription owed to a business and the sender is neither a utility nor a lender, so 'normal'.
 * Amount = the total of the missed payments (+ the fee where already added): the monthly price, the next payment due,
 * the excess, the annual price and the cancellation charge that *may* follow are not it. Reference = the plan /
 * policy number the letter asks you to quote; the Direct Debit mandate reference, the customer helpline and the
 * boiler's serial are distractors. payBy where the letter asks for the missed payments by a date (not where it only
 * asks the customer to call or pay "to restart cover").
 */
const boilerCoverArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Home Cover', 'Heating Care', 'Home Assist', 'Boiler Care', 'Hearth Plans']);
  const brand = co.name.replace(/ Ltd$/, '');
  const [planLabel, plan] = pick(r, [
    ['Plan number', `HC${r.digits(7)}`],
    ['Policy number', `${r.letters(3, 'BHP')}-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`],
    ['Plan no.', `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`],
    ['Agreement number', `P${r.digits(3)}${oOrI(r)}${r.digits(5)}`],
  ]);
  const mandate = `DDI${r.digits(9)}`;
  const product = pick(r, [
    'Boiler and Central Heating Cover',
    'Boiler Care Plus',
    'Home Emergency Cover',
    'Heating, Plumbing and Drains Plan',
  ]);
  const monthly = pick(r, [9.5, 12.75, 14.99, 17.5, 19.25, 23.8, 28, 34.99]);
  const excess = pick(r, [0, 50, 60, 95]);
  const second = r.chance(0.5);
  const missed = second ? r.int(2, 3) : r.int(1, 2);
  const fee = second ? pick(r, [0, 5, 7.5, 10]) : 0;
  const total = round2(missed * monthly + fee);
  const firstMissed = addDays(c.date, -r.int(8, 14) - (missed - 1) * 30);
  const dueDates = Array.from({ length: missed }, (_, i) => addDays(firstMissed, i * 30));
  const lastFailed = dueDates[missed - 1];
  const susp = addDays(dueDates[0], pick(r, [7, 10, 14]));
  const suspended = susp.getTime() < c.date.getTime() ? susp : addDays(c.date, -1);
  const earlier = addDays(c.date, -r.int(24, 32));
  const next = addDays(lastFailed, 30);
  const askDate = r.chance(0.75);
  const payBy = addDays(c.date, pick(r, [10, 14, 14, 21]));
  const cancelOn = addDays(payBy, pick(r, [1, 7]));
  const reason = pick(r, RETURN_REASONS);
  const helpline = phone(r);
  const payLine = phone(r);
  const boiler = `${pick(r, ['Combi', 'System', 'Regular', 'Condensing combi'])} boiler, serial ${r.letters(2, 'GCW')}${r.digits(8)}`;
  const insurer = `${stem(r)} ${pick(r, ['Insurance plc', 'General Insurance Ltd', 'Underwriting Ltd'])}`;
  const layout = r.int(0, 2);
  const signLines = signatory(r, [
    'Customer Accounts Manager',
    'Payments Team Leader',
    'Head of Customer Payments',
  ]);

  const title = second
    ? pick(r, [
        'Second letter: your cover is still suspended',
        'Your plan payments are still overdue',
        'Reminder - missed payments on your plan',
      ])
    : pick(r, [
        'We could not collect your payment',
        'Your cover has been suspended',
        'Missed Direct Debit - action needed',
      ]);
  const opening = second
    ? `We wrote to you on ${D(c, earlier)} because your Direct Debit for your ${product} had been returned unpaid. Since then your payment due on ${D(c, lastFailed)} has also been returned by your bank (reason given: ${reason}), and we have not heard from you.`
    : `Your bank returned your Direct Debit ${missed === 1 ? `payment due on ${D(c, dueDates[0])}` : `payments due on ${D(c, dueDates[0])} and ${D(c, dueDates[1])}`} unpaid, with the reason "${reason}". We have not been able to collect the monthly payment${missed === 1 ? '' : 's'} for your ${product}.`;
  const suspendText = `Your cover was suspended on ${D(c, suspended)}. While it is suspended we cannot send an engineer or pay for repairs, except to make your home safe after a gas leak. Your ${excess ? `${fmtMoney(excess)} ` : ''}excess and the terms of your plan are unchanged.`;
  const askText = askDate
    ? `Please pay ${fmtMoney(total)} by ${D(c, payBy)}, online at ${web(co.name)} or by calling ${payLine}, quoting your ${planLabel.toLowerCase().replace(' no.', ' number')} ${plan}. Cover restarts the day after we receive it.`
    : `To restart your cover, pay ${fmtMoney(total)} online at ${web(co.name)} or call us on ${payLine}, quoting your ${planLabel.toLowerCase().replace(' no.', ' number')} ${plan}. We can also set up a new Direct Debit with you.`;
  const cancelText = second
    ? `If we do not receive payment${askDate ? ` by ${D(c, payBy)}` : ''}, we will cancel your plan${askDate ? ` on ${D(c, cancelOn)}` : ''}. If you then need a repair, it would be charged at our standard rates, and a cancellation charge of ${fmtMoney(pick(r, [25, 30, 35]))} may apply.`
    : `Your next payment of ${fmtMoney(monthly)} is due on ${D(c, next)} and we will try to collect it in the usual way${reason === 'Instruction cancelled by payer' || reason === 'No instruction' ? ' once you have set up a new Direct Debit' : ''}.`;
  const rowsKv: [string, string][] = [
    ...dueDates.map((d): [string, string] => [`Payment due ${D(c, d)}:`, fmtMoney(monthly)]),
    ...(fee ? ([['Returned payment fee:', fmtMoney(fee)]] as [string, string][]) : []),
    [pick(r, ['Total now due:', 'Amount to pay:', 'Total overdue:']), fmtMoney(total)],
  ];
  const footer = [
    `Your plan is underwritten by ${insurer}.`,
    `${co.name} is authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [officeAddress(r), `Customer payments ${phone(r)}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [planLabel, plan],
        ['Your plan', product],
        ['Monthly payment', fmtMoney(monthly)],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        { kv: rowsKv },
        { p: suspendText },
        { p: askText },
        { p: cancelText },
        {
          small: `Emergency helpline (for customers with active cover): ${helpline}, 24 hours. Your Direct Debit reference is ${mandate}. If you are finding it hard to pay, tell us - we may be able to move your payment date or change your cover.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signLines, co.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: ['Customer Payments', officeAddress(r)],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Amount to pay', 'Missed payments']),
        amount: fmtMoney(total),
        note: askDate ? `Please pay by ${D(c, payBy)}` : 'Pay now to restart your cover',
      },
      panel: [
        [planLabel, plan],
        ['Direct Debit ref', mandate],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: [
            ...dueDates.map((d) => [`Monthly payment ${D(c, d)}`, fmtMoney(monthly), 'Returned unpaid']),
            ...(fee ? [['Returned payment fee', fmtMoney(fee), 'Added']] : []),
            ['Total to pay', fmtMoney(total), ''],
          ],
          header: ['Collection', 'Amount', 'Status'],
          widths: [0.5, 0.22, 0.28],
        },
        { p: suspendText },
        { p: askText },
        { p: cancelText },
      ],
      closing: pick(r, ['Kind regards', 'Yours sincerely']),
      sign: [`The ${brand} Payments Team`, co.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [`${officeAddress(r)}  |  ${phone(r)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [planLabel, plan],
        ['Mandate ref', mandate],
        ['Missed payments', String(missed)],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: opening },
        { amountBox: [pick(r, ['Total now due', 'Please pay']), fmtMoney(total)] },
        { p: `${suspendText} ${askText}` },
        { p: cancelText },
        { h: 'Tell us what you would like to do' },
        {
          checks: [
            'I have paid the missed payments online or by phone',
            'Please call me to set up a new Direct Debit',
            `I would like to cancel my ${product}`,
          ],
        },
        { small: `Boiler covered: ${boiler}. Annual service due: ${MONTHS[r.int(0, 11)]}.` },
      ],
      closing: 'Yours sincerely',
      sign: [...signLines, `for ${co.name}`],
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      total,
      plan,
      'normal',
      second ? 2 : 1,
      second ? 'reminder' : 'first_demand',
      c,
      askDate ? payBy : undefined,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W153 Salary-deduction (workplace) loan: borrower has left the employer
// ------------------------------------------------------------------------------------------------------------

/**
 * A lender whose loans are repaid straight from the borrower's pay writes after the employer told it the borrower
 * had left: payroll deductions have stopped, the loan has not ended and must now be paid directly. The page shows
 * both the arrears (repayments missed since the last deduction) and the balance left on the loan, and asks for a
 * Direct Debit to be set up by a date.
 *  - first letter (stage 1, first_demand); second letter, "we wrote to you on …", with another repayment missed and
 *    sometimes a late fee (stage 2, reminder). It warns of a default notice but is not one.
 * Layouts drawn per letter: a letter with a side panel and a loan-summary table; a "what has changed / what you need
 * to do" two-column letter with an "arrears" box; a row of reference cells with a Direct Debit set-up slip.
 * Creditor = the lender (a company or a credit union); the former employer is named but is not it. 'loan'.
 * Amount = the arrears (missed repayments + any fee added): the README puts the whole balance aside when only arrears
 * are demanded, and this letter asks for the arrears now and the rest by monthly Direct Debit; the balance remaining,
 * the amount borrowed, the monthly repayment and the settlement figure are not it. Reference = the agreement number
 * the letter asks you to quote; the employee/payroll number and the employer's scheme code are distractors.
 * payBy only where the arrears are asked for by a date; a date by which only the Direct Debit is to be set up is not
 * a date to pay by (the first letter sometimes asks for the arrears "now", with the DD date only).
 */
const payrollLoanLeaver: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  let lender: { name: string; head: string[] };
  const cu = r.chance(0.3);
  if (cu) {
    const p = place(r);
    const mid = pick(r, ['Workforce', 'Public Service', 'Employees']);
    const name = `${p} ${mid} Credit Union ${pick(r, ['Limited', 'Ltd'])}`;
    lender = { name, head: r.chance(0.5) ? [`${p} ${mid}`, name.slice(p.length + mid.length + 2)] : [name] };
  } else lender = company(r, ['Workplace Loans', 'Payroll Lending', 'Employee Finance', 'Workforce Credit']);
  const employer = pick(r, [
    `${place(r)} Community Health NHS Trust`,
    `${stem(r)} Logistics Ltd`,
    `${place(r)} Academies Trust`,
    `${stem(r)} Care Homes Ltd`,
    `${place(r)} Housing Group`,
    `${place(r)} Fire and Rescue Service`,
  ]);
  const [agrLabel, agr] = pick(r, [
    ['Agreement number', `WL-${r.digits(6)}`],
    ['Loan agreement no.', `${r.digits(2)}/${r.digits(6)}`],
    ['Agreement no.', `AGR${r.digits(4)}${oOrI(r)}${r.digits(2)}`],
    ['Loan account', `${r.letters(2, 'LWP')}${r.digits(8)}`],
  ]);
  const empNo = pick(r, [`E${r.digits(6)}`, r.digits(7), `PAY-${r.digits(5)}`]);
  const scheme = `${r.letters(3, 'SCHEMQ')}${r.digits(4)}`;
  const borrowed = pick(r, [750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000]);
  const term = pick(r, [12, 18, 24, 36, 48, 60]);
  const apr = pick(r, ['7.9%', '9.9%', '12.9%', '14.9%', '19.9%', '24.9%']);
  const factor = { 12: 0.0905, 18: 0.0625, 24: 0.0485, 36: 0.0345, 48: 0.0278, 60: 0.0238 }[term] ?? 0.05;
  const monthly = round2(borrowed * factor + r.money(0, 3));
  const made = r.int(3, term - 6);
  const second = r.chance(0.45);
  const missed = second ? r.int(2, 3) : r.int(1, 2);
  const fee = second ? pick(r, [0, 0, 12, 15]) : 0;
  const arrears = round2(missed * monthly + fee);
  const balance = round2(monthly * (term - made) + fee);
  const payDay = r.int(1, 28);
  const firstMissed = addDays(c.date, -r.int(5, 12) - (missed - 1) * 30);
  const dueDates = Array.from({ length: missed }, (_, i) => addDays(firstMissed, i * 30));
  const lastDeduction = addDays(firstMissed, -30);
  const left = addDays(lastDeduction, r.int(3, 22));
  const told = addDays(left, r.int(2, 5));
  const earlier = addDays(c.date, -r.int(21, 28));
  const ddBy = addDays(c.date, pick(r, [10, 14, 14, 21]));
  const askPay = second || r.chance(0.5);
  const settle = r.chance(0.4) ? round2(balance - r.money(4, 40) - fee) : 0;
  const sort = sortCode(r);
  const bankAcc = r.digits(8);
  const layout = r.int(0, 2);
  const sig = signatory(r, [
    'Customer Support Manager',
    'Collections Team Leader',
    'Member Services Officer',
  ]);
  const lenderWeb = web(lender.name);
  const footer = cu
    ? [
        `${lender.name} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}).`,
        `Registered under the Co-operative and Community Benefit Societies Act 2014, no. ${r.digits(5)}R.`,
      ]
    : [fcaLine(lender.name, r)];

  const title = second
    ? pick(r, [
        'Your loan repayments are overdue',
        'Second letter: please set up your Direct Debit',
        'We still need you to start paying us directly',
      ])
    : pick(r, [
        'Your salary deductions have stopped',
        `You have left ${employer}: how to keep paying your loan`,
        'Your loan now needs to be paid directly',
      ]);
  const whatChanged = second
    ? `We wrote to you on ${D(c, earlier)} to explain that, because you have left ${employer}, your repayments can no longer be taken from your pay. We have not yet received a Direct Debit instruction from you, and your repayment due on ${D(c, dueDates[missed - 1])} has also been missed.${fee ? ` A late payment fee of ${fmtMoney(fee)} has been added, as your agreement allows.` : ''}`
    : `${employer} told us on ${D(c, told)} that you left their employment on ${D(c, left)}. The last repayment was taken from your ${monthOf(lastDeduction)} pay. Leaving your job does not end your loan: your agreement says that if deductions stop, you must pay us directly.`;
  const missedText =
    missed === 1
      ? `The repayment due on ${D(c, dueDates[0])} has not been paid`
      : `The repayments due on ${dueDates.map((d) => D(c, d)).join(' and ')} have not been paid`;
  const ask = askPay
    ? `Please pay the arrears of ${fmtMoney(arrears)} by ${D(c, ddBy)}, and set up a Direct Debit by the same date for your monthly repayment of ${fmtMoney(monthly)}.`
    : `Please pay the arrears of ${fmtMoney(arrears)} now by card or bank transfer, and set up a Direct Debit by ${D(c, ddBy)} for your monthly repayment of ${fmtMoney(monthly)}.`;
  const howTo = `You can set up the Direct Debit at ${lenderWeb}/directdebit or by calling us, or return the form below. To pay by bank transfer use sort code ${sort}, account ${bankAcc}, with your ${agrLabel.toLowerCase().replace(' no.', ' number')} ${agr} as the reference.`;
  const warn = second
    ? `If you do not pay the arrears and set up the Direct Debit by ${D(c, ddBy)}, we may send you a default notice, and missed payments will be reported to credit reference agencies. If you cannot afford the repayment now that your income has changed, please call us before then.`
    : `If your income has gone down, tell us: we can look at a lower repayment for a while. Missed payments may be reported to credit reference agencies.`;
  const summaryRows: string[][] = [
    ['Amount borrowed', fmtMoney(borrowed)],
    [`Term / APR`, `${term} months / ${apr}`],
    ['Monthly repayment', fmtMoney(monthly)],
    ['Repayments taken from your pay', String(made)],
    ['Repayments missed since you left', String(missed)],
    ...(fee ? [['Late payment fee', fmtMoney(fee)]] : []),
    ['Arrears now due', fmtMoney(arrears)],
    ['Balance remaining (includes the arrears)', fmtMoney(balance)],
  ];
  const settleP = settle
    ? [
        {
          small: `If you would rather repay the loan in full, your settlement figure is ${fmtMoney(settle)} if paid by ${D(c, addDays(c.date, 28))}. This is not a demand for the full balance.`,
        },
      ]
    : [];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: lender.head,
      logoMark: pick(r, ['rings', 'bars', 'chevron'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${lenderWeb}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Employee no.', empNo],
        ['Scheme', scheme],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: whatChanged },
        ...(second ? [] : [{ p: `${missedText}, so your loan is now in arrears.` }]),
        { grid: summaryRows, widths: [0.7, 0.3], boldLast: false },
        { p: ask },
        { p: howTo.replace(', or return the form below', '') },
        { p: warn },
        ...settleP,
      ],
      closing: 'Yours sincerely',
      sign: [...sig, lender.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: lender.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [cu ? 'Member Services' : 'Customer Services', officeAddress(r), phone(r)],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Arrears to pay', 'Overdue now', 'Missed repayments']),
        amount: fmtMoney(arrears),
        note: askPay ? `Please pay by ${D(c, ddBy)}` : `Loan balance ${fmtMoney(balance)}`,
      },
      panel: [
        [agrLabel, agr],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'boxed', 'plain'] as const),
      body: [
        dear(c),
        {
          cols: [
            `What has changed. ${whatChanged}${second ? '' : ` ${missedText}.`}`,
            `What you need to do. ${ask} Your ${missed === 1 ? 'missed repayment is' : 'missed repayments are'} ${fmtMoney(round2(missed * monthly))}; ${made} repayments were taken from your pay before you left.`,
          ],
        },
        {
          kv: [
            ['Arrears now due:', fmtMoney(arrears)],
            ['Balance left on your loan:', fmtMoney(balance)],
            ['Monthly repayment from now:', fmtMoney(monthly)],
            [`Former employer:`, `${employer} (employee no. ${empNo})`],
          ],
        },
        { p: howTo.replace(', or return the form below', '') },
        { p: warn },
        ...settleP,
      ],
      closing: pick(r, ['Kind regards', 'Yours sincerely']),
      sign: [...sig, lender.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: lender.head,
      logo: r.chance(0.5),
      sub: [`${officeAddress(r)}  -  ${phone(r)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [agrLabel, agr],
        ['Payroll no.', empNo],
        employer.length > 24 ? ['Scheme code', scheme] : ['Employer', employer],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
      body: [
        dear(c),
        { p: `${whatChanged}${second ? '' : ` ${missedText}.`}` },
        {
          grid: [
            [`Arrears now due${fee ? ' (including late fee)' : ''}`, fmtMoney(arrears)],
            ['Balance remaining on the loan', fmtMoney(balance)],
          ],
          header: ['Your loan', 'Amount'],
          widths: [0.7, 0.3],
          boldLast: false,
        },
        { p: `${ask} ${howTo}` },
        { p: warn },
      ],
      closing: 'Yours sincerely',
      sign: [sig[0], `${sig[1]}, ${lender.name}`],
      slip: {
        title: `Direct Debit set-up - return to ${lender.name}`,
        rows: [
          [agrLabel, agr],
          ['Monthly repayment', fmtMoney(monthly)],
          ['Collection day (1-28)', askPay ? `${payDay}` : '____'],
          ['Arrears to pay', fmtMoney(arrears)],
        ],
      },
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      lender.name,
      arrears,
      agr,
      'loan',
      second ? 2 : 1,
      second ? 'reminder' : 'first_demand',
      c,
      askPay ? ddBy : undefined,
    ),
  };
};

export const FRESH13B_FAMILIES: Family[] = [
  {
    id: 'W151',
    name: 'Pay-TV and broadband final bill after cancellation (ETC, kit not returned)',
    group: 'utility',
    make: payTvFinalBill,
  },
  {
    id: 'W152',
    name: 'Boiler cover / home emergency plan missed Direct Debits, cover suspended',
    group: 'business',
    make: boilerCoverArrears,
  },
  {
    id: 'W153',
    name: 'Salary-deduction loan after leaving the employer (pay directly)',
    group: 'lender',
    make: payrollLoanLeaver,
  },
];
