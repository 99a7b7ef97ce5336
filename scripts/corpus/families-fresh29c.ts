/** The twenty-eighth fresh set, part c: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
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

type KV = [string, string];

// ------------------------------------------------------------------------------------------------------------
// W298 Funeral plan bought by instalments
// ------------------------------------------------------------------------------------------------------------

/**
 * A pre-paid funeral plan provider's letters about a plan bought by monthly instalments, chosen per letter:
 *  v0 missed instalments (the provider's first letter about them): stage 1, kind first_demand;
 *  v1 a reminder that refers to the provider's earlier letter: stage 2, kind reminder;
 *  v2 a final notice before the plan is cancelled: stage 3, kind final_demand;
 *  v3 notice that the plan has been cancelled, with the cancellation fee set against the instalments received and the
 *     shortfall to pay (a termination demand): stage 3, kind termination_notice;
 *  v4 the provider's collection agency for that shortfall: creditor = the agency, 'debt_collection', stage 1
 *     (kind debt_recovery) or stage 2 when it refers to its own earlier letter.
 * Three layouts, drawn per letter independently of the stage: a letter with a reference panel, a notice with a dark
 * letterhead band, an "owe" box, a row of reference cells and a tear-off slip, and a two-column letter with a shaded
 * amount bar and a two-column footer.
 * Amount = the instalments overdue (+ any missed-payment charge already added) while the plan is live; after
 * cancellation, the cancellation fee less everything received. Never the plan price, the total payable under the
 * instalment plan, the monthly instalment, the amount paid so far, the remaining balance of the plan, or the
 * cancellation fee while it is only threatened (a possible future fee).
 * Reference = the plan number (the provider's letters ask for it); for the agency, its own reference (the plan
 * number is then the client's reference). The funeral director named in the plan, its branch code, the Direct Debit
 * account ending and the FCA firm reference are distractors.
 * Open choice: funeral plans are FCA-regulated (since 29 July 2022) but an interest-free instalment plan for a
 * funeral is not lending: it is a business's own overdue payments for a service contract, so 'normal' (the agency's
 * letter is 'debt_collection').
 */
const funeralPlan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 4);
  const layout = r.int(0, 2);
  const co = company(r, ['Funeral Plans', 'Funeral Planning', 'Pre-Paid Funerals', 'Funeral Plan Company']);
  const plan = pick(r, [
    { n: 'Direct Cremation Plan', lo: 1895, steps: 7 },
    { n: 'Simple Cremation Plan', lo: 2895, steps: 8 },
    { n: 'Standard Funeral Plan', lo: 3795, steps: 9 },
    { n: 'Traditional Funeral Plan', lo: 4495, steps: 10 },
  ]);
  const price = plan.lo + 100 * r.int(0, plan.steps);
  const term = pick(r, [12, 24, 36, 48, 60]);
  const surcharge = term > 12 ? pick(r, [0, 150, 250, 375]) : 0;
  const cancelled = v >= 3;
  let deposit = pick(r, [0, 100, 250]);
  const monthly = () => round2((price + surcharge - deposit) / term);
  const fee = pick(r, [295, 350, 395, 450, 495]);
  let paidN: number;
  if (cancelled) {
    if (fee - deposit - 20 < 0 || r.chance(0.5)) deposit = 0;
    const maxN = Math.floor((fee - deposit - 20) / monthly());
    paidN = r.int(0, Math.min(3, Math.max(0, maxN)));
  } else paidN = r.int(3, term - 4);
  const mon = monthly();
  const received = round2(deposit + paidN * mon);
  const missed = v === 0 ? r.int(1, 2) : r.int(2, 3);
  const charge = v === 0 ? pick(r, [0, 0, 15]) : pick(r, [0, 15, 25]);
  const arrears = round2(missed * mon + charge);
  const shortfall = round2(fee - received);
  const remaining = round2(price + surcharge - received);
  const planNo = pick(r, [
    `FP${r.digits(7)}`,
    `${r.letters(2, 'PLFN')}-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
  ]);
  const ddEnd = `****${r.digits(4)}`;
  const fdSurname = person(r).last;
  const fd = pick(r, [
    `${fdSurname} & Sons Funeral Directors`,
    `${place(r)} Family Funeral Service`,
    `${fdSurname} Funeral Services`,
  ]);
  const fdBranch = `${r.letters(2, 'FDB')}${r.digits(4)}`;
  const fdTown = place(r);
  const holderSelf = r.chance(0.55);
  const holder = holderSelf ? c.who : { ...person(r), last: c.who.last };
  const holderName = `${holder.title} ${holder.first[0]} ${holder.last}`;
  const lastDue = addDays(c.date, -r.int(6, 18));
  const dues = Array.from({ length: missed }, (_, i) => addDays(lastDue, -30 * (missed - 1 - i)));
  const letter1 = addDays(dues[0], r.int(5, 9));
  const letter2 = addDays(letter1, r.int(14, 21));
  const cancelOn = addDays(c.date, -(v === 4 ? r.int(35, 80) : r.int(4, 12)));
  const warnedOn = addDays(cancelOn, -r.int(21, 35));
  const pay = addDays(c.date, pick(r, [7, 14]));
  const phoneNo = phone(r);

  // Agency (v4)
  const ag = company(r, ['Credit Management', 'Collection Services', 'Recoveries']);
  const agRef = pick(r, [`${r.letters(3, 'CMR')}${r.digits(7)}`, `${r.digits(2)}/${r.digits(6)}`]);
  const agFollow = v === 4 && r.chance(0.45);
  const agEarlier = addDays(c.date, -r.int(16, 30));

  const agency = v === 4;
  const orgName = agency ? ag.name : co.name;
  const orgHead = agency ? ag.head : co.head;
  const ref = agency ? agRef : planNo;
  const amount = cancelled ? shortfall : arrears;
  const stage: 1 | 2 | 3 = v === 0 ? 1 : v === 1 ? 2 : v <= 3 ? 3 : agFollow ? 2 : 1;
  const kind = (['first_demand', 'reminder', 'final_demand', 'termination_notice', 'debt_recovery'] as const)[
    v
  ];
  const debtType = agency ? 'debt_collection' : 'normal';
  const payBy = v === 4 && !agFollow ? undefined : pay;

  const amountLabel = cancelled
    ? pick(r, ['Balance due', 'Balance to pay', 'Amount now due'])
    : pick(r, ['Amount overdue', 'Arrears now due', 'Total now due']);
  const forWhom = holderSelf
    ? 'for yourself'
    : `for ${holderName}, the plan holder (the person the funeral is for)`;
  const fdLine = `Funeral director named in the plan: ${fd}, ${fdTown} (branch ${fdBranch})`;

  const arrearsRows: string[][] = [
    ...dues.map((d) => [`Instalment due ${D(c, d)}`, fmtMoney(mon), fmtMoney(0), fmtMoney(mon)]),
    ...(charge ? [['Missed payment charge', fmtMoney(charge), '', fmtMoney(charge)]] : []),
    [amountLabel, '', '', fmtMoney(arrears)],
  ];
  const cancelRows: string[][] = [
    [`Plan price (${plan.n}), for information`, fmtMoney(price)],
    [`Cancellation fee (plan terms, section ${r.int(8, 14)})`, fmtMoney(fee)],
    ...(deposit ? [['Less deposit received', `-${fmtMoney(deposit)}`]] : []),
    ...(paidN
      ? [[`Less instalments received (${paidN} x ${fmtMoney(mon)})`, `-${fmtMoney(paidN * mon)}`]]
      : []),
    [amountLabel, fmtMoney(shortfall)],
  ];

  const planKv: KV[] = [
    ['Plan', plan.n],
    ['Plan price', fmtMoney(price)],
    ...(surcharge ? ([['Total payable by instalments', fmtMoney(price + surcharge)]] as KV[]) : ([] as KV[])),
    ['Monthly instalment', `${fmtMoney(mon)} x ${term}`],
    ['Paid so far', fmtMoney(received)],
    ['Left to pay over the plan term', fmtMoney(remaining)],
  ];

  // Paragraphs by variant
  const paras: string[] = [];
  let warn = '';
  let title: string;
  if (v === 0) {
    title = pick(r, [
      'Missed instalment on your funeral plan',
      'Your funeral plan: payment missed',
      'Action needed - funeral plan instalments overdue',
    ]);
    paras.push(
      `We have not been able to collect ${missed === 1 ? `your instalment of ${fmtMoney(mon)} due on ${D(c, dues[0])}` : `your instalments of ${fmtMoney(mon)} due on ${D(c, dues[0])} and ${D(c, dues[1])}`} for the ${plan.n} you are buying ${forWhom}. Your bank returned the Direct Debit from the account ending ${ddEnd.slice(-4)} unpaid${pick(r, [' (reason: instruction cancelled)', ' (reason: refer to payer)', ''])}.`,
      `Please pay the ${cancelled ? 'balance' : 'arrears'} of ${fmtMoney(arrears)} by ${D(c, pay)}, quoting your plan number ${planNo}, or call us on ${phoneNo} to set up a new Direct Debit.${charge ? ` A missed payment charge of ${fmtMoney(charge)} has been added under your plan terms.` : ''}`,
    );
    warn = `Your plan only pays for the funeral in full once every instalment has been received. If instalments stay unpaid we may cancel the plan; a cancellation fee of ${fmtMoney(fee)} would then be kept from the payments you have made.`;
  } else if (v === 1) {
    title = pick(r, [
      'Reminder: your funeral plan instalments are overdue',
      'Second reminder - missed plan instalments',
      'We still have not received your instalments',
    ]);
    paras.push(
      `We wrote to you on ${D(c, letter1)} because the Direct Debit for your ${plan.n} (bought ${forWhom}) had been returned unpaid. We have not received the missed ${missed === 2 ? 'instalments' : 'instalments, and a further one has since fallen due'}, and you have not been in touch.`,
      `Please pay ${fmtMoney(arrears)} by ${D(c, pay)}. If you cannot pay it all at once, call us on ${phoneNo}: we may be able to add the missed instalments to the end of your plan term.`,
    );
    warn = `If we do not hear from you, we will write once more before cancelling the plan. On cancellation a fee of ${fmtMoney(fee)} is kept from the ${fmtMoney(received)} you have paid, and the funeral director will no longer be instructed.`;
  } else if (v === 2) {
    title = pick(r, [
      'FINAL NOTICE BEFORE CANCELLATION OF YOUR PLAN',
      'Final notice - your funeral plan will be cancelled',
    ]);
    paras.push(
      `Despite our letters of ${D(c, letter1)} and ${D(c, letter2)}, ${missed} instalments of ${fmtMoney(mon)} on your ${plan.n} remain unpaid. Under the terms of your plan we may cancel it when instalments are more than 60 days overdue.`,
      `Unless we receive ${fmtMoney(arrears)} by ${D(c, pay)}, we will cancel your plan without further notice.`,
    );
    warn =
      received > fee
        ? `If the plan is cancelled we will keep our cancellation fee of ${fmtMoney(fee)} and refund the rest of the ${fmtMoney(received)} you have paid. There would then be no funeral plan in place ${holderSelf ? 'for you' : `for ${holderName}`}.`
        : `If the plan is cancelled, our cancellation fee of ${fmtMoney(fee)} is more than the ${fmtMoney(received)} you have paid, and the difference would become payable. There would then be no funeral plan in place.`;
  } else if (v === 3) {
    title = pick(r, [
      'Your funeral plan has been cancelled',
      'Notice of cancellation and balance due',
      'Plan cancelled - balance to pay',
    ]);
    paras.push(
      `As we warned in our letter of ${D(c, warnedOn)}, because instalments on your ${plan.n} were not paid, we cancelled the plan on ${D(c, cancelOn)}. The plan no longer provides a funeral${holderSelf ? '' : ` for ${holderName}`}, and we have told ${fd} that it should not act under it.`,
      `Your plan terms allow us to keep a cancellation fee when a plan is cancelled after the 30-day cooling-off period. ${received ? 'What you have paid does not cover that fee' : 'We received no deposit or instalments'}, so please pay the ${cancelled ? 'balance' : 'arrears'} of ${fmtMoney(shortfall)} by ${D(c, pay)}.`,
    );
    warn = `If you would like to restart a plan, we can quote you a new price. We will not refund or charge anything further on the cancelled plan once this balance is paid.`;
  } else {
    title = agFollow
      ? pick(r, ['Your account remains unpaid', 'Reminder - balance outstanding'])
      : pick(r, ['Your account has been passed to us', 'Notice of debt collection']);
    paras.push(
      agFollow
        ? `We wrote to you on ${D(c, agEarlier)} about the balance owed to our client ${co.name} after your ${plan.n} was cancelled on ${D(c, cancelOn)}. We have not received payment or a reply.`
        : `Our client ${co.name} has asked us to collect the balance of your cancelled ${plan.n} (their plan number ${planNo}). The plan was cancelled on ${D(c, cancelOn)} because instalments were not paid, and the cancellation fee of ${fmtMoney(fee)} is more than the ${fmtMoney(received)} received.`,
      agFollow
        ? `Please pay the ${cancelled ? 'balance' : 'arrears'} of ${fmtMoney(shortfall)} by ${D(c, pay)}, or call us to agree a payment plan. We have not added any fees or interest.`
        : `Please pay ${fmtMoney(shortfall)} or contact us within 14 days to agree how you will pay. We do not add fees or interest to this balance.`,
    );
    warn = `Please quote our reference ${agRef} with every payment. Do not pay ${co.name} directly while we hold your account. If you think you do not owe this money, tell us and we will hold the account while we check.`;
  }

  const howToPay: KV[] = [
    ['Online', `${web(orgName)}/pay`],
    ['By phone', `${agency ? phone(r) : phoneNo} (Mon-Fri 9am-5pm)`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Reference', ref],
  ];
  const stateBlock = (total = true): Block =>
    cancelled
      ? { grid: total ? cancelRows : cancelRows.slice(0, -1), widths: [0.72, 0.28], boldLast: total }
      : {
          grid: total ? arrearsRows : arrearsRows.slice(0, -1),
          boldLast: total,
          header: ['Instalments overdue', 'Due', 'Paid', 'Outstanding'],
          widths: [0.46, 0.18, 0.18, 0.18],
        };
  const footer = agency
    ? [fcaLine(ag.name, r)]
    : [
        `${fcaLine(co.name, r)} Funeral plans have been regulated by the Financial Conduct Authority since 29 July 2022. Plan monies are held in trust for you.`,
      ];
  const sub = agency
    ? [officeAddress(r), `${phone(r)}  ${web(ag.name)}`]
    : [
        pick(r, ['Plan Administration', 'Customer Accounts', 'Plan Services']),
        officeAddress(r),
        web(co.name),
      ];
  const sign = agency
    ? [...signatory(r, ['Collections Officer', 'Client Services Agent']), ag.name]
    : [...signatory(r, ['Plan Administration Manager', 'Customer Accounts Team Leader']), co.name];
  const refPanel: KV[] = agency
    ? [
        ['Our reference', agRef],
        ['Client ref', planNo],
      ]
    : [
        ['Plan number', planNo],
        ['Plan holder', holderName],
      ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: orgHead,
      logoMark: pick(r, ['rings', 'shield', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [...refPanel, ['Date', D(c, c.date)]],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: paras[0] },
        stateBlock(),
        { p: paras[1] },
        ...(agency ? [] : [{ small: fdLine }]),
        { kv: howToPay },
        { small: warn },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: orgHead,
      headBand: true,
      headAlign: pick(r, ['left', 'center'] as const),
      sub,
      recipient: rcpt(c),
      owe: {
        label: amountLabel,
        amount: fmtMoney(amount),
        note: payBy ? `Pay by ${D(c, payBy)}` : undefined,
      },
      panel: [],
      refGrid: [...refPanel, ['Date of notice', D(c, c.date)]],
      title: agency ? title : title.toUpperCase(),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: paras[0] },
        ...(cancelled ? [stateBlock()] : [{ kv: planKv }]),
        { p: paras[1] },
        { boxed: [warn] },
        ...(agency ? [] : [{ small: fdLine }]),
      ],
      sign: agency ? [ag.name] : [`${pick(r, ['Plan Administration', 'Customer Accounts'])}, ${co.name}`],
      slip: {
        title: `Payment slip - ${orgName}`,
        rows: [
          [agency ? 'Our reference' : 'Plan number', ref],
          [amountLabel, fmtMoney(amount)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: orgHead,
      logoMark: pick(r, ['bars', 'rings'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [...refPanel, ['Date', D(c, c.date)]],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        {
          cols: [`What has happened: ${paras[0]}`, `What you need to do: ${paras[1]}`],
        },
        stateBlock(false),
        { amountBox: [amountLabel, fmtMoney(amount)] },
        { p: warn },
        ...(agency ? [] : [{ small: fdLine }]),
      ],
      closing: 'Yours sincerely',
      sign,
      footer: [],
      footerCols: [
        footer[0],
        agency
          ? `We act for ${co.name}. Calls may be recorded. Free debt advice is available from independent advice charities.`
          : `Complaints: write to us or call ${phoneNo}. If you are not happy with our answer you may refer it to the Financial Ombudsman Service. Direct Debit from account ending ${ddEnd.slice(-4)}.`,
      ],
    };
  }
  return { spec, truth: truth(orgName, amount, ref, debtType, stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W299 Will-writing or probate firm chasing its fees
// ------------------------------------------------------------------------------------------------------------

/**
 * An unregulated will-writing company or probate service (not solicitors) chasing its own fees for a will, a lasting
 * power of attorney or the administration of an estate. Letters go to the client, or to an executor (estate
 * administration, or a will the client had not paid for when they died). Chosen per letter:
 *  v0 the fee invoice: stage 1, kind first_demand;
 *  v1 a reminder that refers to the unpaid invoice and the firm's earlier letter: stage 2, kind reminder;
 *  v2 a final notice: stage 3, kind final_demand;
 *  v3 a letter before claim under the Pre-Action Protocol for Debt Claims (30 days, reply form): stage 3,
 *     kind letter_of_claim;
 *  v4 the firm's collection agency: creditor = the agency, 'debt_collection', stage 1 (kind debt_recovery) or 2 when
 *     it refers to its own earlier letter.
 * Three layouts drawn per letter: an invoice/statement with a fee table and a remittance slip, a formal letter with a
 * row of reference cells and a breakdown at a tab stop, and a letter with a "balance due" box and a two-column body.
 * Amount = the balance due now: fees + VAT + disbursements − deposit or payment on account (+ a late payment charge
 * only when the letter says it has been added). Never the gross estate value, a fee line, the VAT line, the deposit,
 * an early-payment discount, or a court fee / interest that may be claimed later.
 * Reference: whichever the letter says to quote. Per letter the firm asks for either its invoice number (the client
 * or matter number is then a distractor) or its own matter reference (the invoice number is then a distractor); the
 * agency asks for its own reference. OPG LPA reference, will storage certificate number, VAT number and the
 * deceased's date of death are distractors.
 * Open choice: a will-writer's invoice is an ordinary business invoice: 'normal' (the agency: 'debt_collection').
 * Addressed to an executor, the debt is still the firm's; the creditor is the firm, not the estate.
 */
const willWriterFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 4);
  const layout = r.int(0, 2);
  const probate = r.chance(0.4);
  const firm = company(
    r,
    probate
      ? ['Probate Services', 'Estate Administration', 'Probate & Estates']
      : ['Will Writing', 'Wills & Estate Planning', 'Wills & Trusts', 'Estate Planning'],
  );
  // What was bought: 0 will(s), 1 lasting power(s) of attorney, 2 estate administration
  const svc = probate ? 2 : r.int(0, 1);
  const executor = svc === 2 || (svc === 0 && r.chance(0.3));
  const dec = person(r);
  const decName = `${dec.first} ${r.chance(0.6) ? c.who.last : dec.last}`;
  const diedBack = r.int(30, 300);
  const VAT = 0.2;
  const lines: { d: string; net: number; vat: boolean }[] = [];
  let estateValue = 0;
  let opgRef = '';
  if (svc === 0) {
    const mirror = !executor && r.chance(0.5);
    lines.push({
      d: mirror
        ? 'Mirror wills (two) - taking instructions and drafting'
        : 'Single will - instructions and drafting',
      net: mirror ? pick(r, [295, 325, 350, 395]) : pick(r, [165, 195, 225, 250]),
      vat: true,
    });
    if (r.chance(0.6))
      lines.push({ d: 'Property protection trust', net: pick(r, [125, 150, 195]), vat: true });
    if (r.chance(0.6))
      lines.push({ d: 'Secure will storage (first year)', net: pick(r, [25, 30, 35]), vat: true });
    if (r.chance(0.4))
      lines.push({ d: 'Home visit and signing witnessed', net: pick(r, [45, 60]), vat: true });
  } else if (svc === 1) {
    const both = r.chance(0.6);
    lines.push({
      d: 'LPA - property and financial affairs',
      net: pick(r, [250, 295, 325]),
      vat: true,
    });
    if (both) lines.push({ d: 'LPA - health and welfare', net: pick(r, [195, 250, 295]), vat: true });
    if (r.chance(0.5)) lines.push({ d: 'Certificate provider service', net: pick(r, [45, 75]), vat: true });
    lines.push({
      d: `OPG registration fee${both ? 's (2 x £82.00)' : ''}`,
      net: both ? 164 : 82,
      vat: false,
    });
    opgRef = `7${r.digits(3)}-${r.digits(4)}-${r.digits(4)}`;
  } else {
    estateValue = r.int(140, 680) * 1000 + r.int(0, 999);
    lines.push({
      d: 'Estate administration - fixed fee',
      net: pick(r, [1450, 1750, 1950, 2250, 2750, 3250]),
      vat: true,
    });
    lines.push({ d: 'Probate application fee (disbursement)', net: 300, vat: false });
    lines.push({ d: 'Deceased estates notice (Gazette)', net: pick(r, [95, 105.5, 129]), vat: true });
    lines.push({ d: 'Bankruptcy and land searches', net: pick(r, [8, 14, 21]), vat: false });
    if (r.chance(0.5))
      lines.push({ d: 'Property valuation (agent fee)', net: pick(r, [150, 195, 240]), vat: false });
  }
  const net = round2(lines.filter((l) => l.vat).reduce((a, l) => a + l.net, 0));
  const disb = round2(lines.filter((l) => !l.vat).reduce((a, l) => a + l.net, 0));
  const vat = round2(net * VAT);
  const total = round2(net + vat + disb);
  const paidOnAcc = svc === 2 ? pick(r, [0, 500, 750, 1000]) : r.chance(0.5) ? pick(r, [50, 75, 100]) : 0;
  const late = v >= 2 && r.chance(0.5) ? pick(r, [25, 30, 40]) : 0;
  const balance = round2(total - paidOnAcc);
  const due = round2(balance + late);
  const invNo = pick(r, [`INV-${r.digits(5)}`, `${r.digits(6)}`, `W${r.digits(4)}${oOrI(r)}${r.digits(2)}`]);
  const initials = `${c.who.first[0]}${c.who.last[0]}`;
  const matter = pick(r, [
    `${initials}/${r.digits(5)}`,
    `${r.letters(3, 'WPEL')}-${r.digits(4)}-${initials}`,
    `M${r.digits(6)}`,
  ]);
  const quoteInvoice = r.chance(0.5);
  // Counted back from the letter: the second reminder, the first, the invoice; the death came before the invoice.
  const rem2 = addDays(c.date, -r.int(7, 14));
  const rem1 = addDays(rem2, v === 1 ? r.int(0, 6) : -r.int(14, 21));
  const invDate = v === 0 ? c.date : addDays(rem1, -r.int(21, 30));
  const died = addDays(invDate, -diedBack);
  const days = v === 3 ? 30 : pick(r, [7, 14]);
  const pay = addDays(c.date, days);
  const discount = v === 0 && svc !== 2 && r.chance(0.4) ? round2(Math.floor(balance * 0.05)) : 0;
  const courtFee = balance <= 300 ? 35 : balance <= 500 ? 50 : balance <= 1000 ? 70 : 115;

  const ag = company(r, ['Credit Control', 'Debt Recovery', 'Collections']);
  const agRef = pick(r, [`${r.letters(2, 'DCR')}${r.digits(7)}`, `${r.digits(3)}-${r.digits(5)}`]);
  const agFollow = v === 4 && r.chance(0.45);
  const agEarlier = addDays(c.date, -r.int(15, 28));
  const agency = v === 4;

  const orgName = agency ? ag.name : firm.name;
  const refLabel = agency ? 'Our reference' : quoteInvoice ? 'Invoice no.' : 'Our ref';
  const ref = agency ? agRef : quoteInvoice ? invNo : matter;
  const stage: 1 | 2 | 3 = v === 0 ? 1 : v === 1 ? 2 : v <= 3 ? 3 : agFollow ? 2 : 1;
  const kind = (['first_demand', 'reminder', 'final_demand', 'letter_of_claim', 'debt_recovery'] as const)[v];
  const debtType = agency ? 'debt_collection' : 'normal';
  const payBy = agency && !agFollow ? undefined : pay;

  const what = [
    'your will',
    'your lasting power of attorney',
    `the administration of the estate of the late ${decName}`,
  ][svc];
  const whatShort = [
    executor
      ? `the will we prepared for the late ${decName}`
      : lines[0].d.startsWith('Mirror')
        ? 'your mirror wills'
        : 'your will',
    lines.length > 2 && lines[1].d.includes('health') ? 'your lasting powers of attorney' : what,
    what,
  ][svc];
  const amountLabel = pick(r, ['Balance due', 'Amount due', 'Total now due']);

  const feeRows: string[][] = [
    ...lines.map((l) => [l.d, l.vat ? 'VAT' : 'No VAT', fmtMoney(l.net)]),
    ['VAT at 20% on fees', '', fmtMoney(vat)],
    ['Invoice total', '', fmtMoney(total)],
    ...(paidOnAcc
      ? [[svc === 2 ? 'Less payment on account' : 'Less deposit paid', '', `-${fmtMoney(paidOnAcc)}`]]
      : []),
    ...(late ? [['Late payment charge (terms, clause 9)', '', fmtMoney(late)]] : []),
    [amountLabel, '', fmtMoney(due)],
  ];
  const breakdown: KV[] = [
    [`Invoice ${invNo} of ${D(c, invDate)}:`, fmtMoney(total)],
    ...(paidOnAcc ? ([['Paid on account:', `-${fmtMoney(paidOnAcc)}`]] as KV[]) : []),
    ...(late ? ([['Late payment charge added:', fmtMoney(late)]] as KV[]) : []),
    [`${amountLabel}:`, fmtMoney(due)],
  ];

  const toExec = executor
    ? `You are named as executor of the late ${decName}, who died on ${D(c, died)}. ${svc === 2 ? 'You instructed us to administer the estate; our charges are an expense of the estate and may be paid from its funds.' : `Our fees for ${whatShort} were not paid in their lifetime and are a debt of the estate, payable from its funds.`}`
    : '';
  const quote = `quoting ${refLabel === 'Our ref' ? 'our reference' : 'the invoice number'} ${ref}`;
  const paras: string[] = [];
  let title: string;
  let extra: Block[] = [];
  if (v === 0) {
    title = pick(r, ['INVOICE', 'Fee invoice', 'Invoice for professional services']);
    paras.push(
      `${executor ? toExec : `Thank you for choosing us to prepare ${whatShort}.`} Our invoice is ${layout === 1 ? 'enclosed' : 'set out below'}. Payment is due within ${days} days, by ${D(c, pay)}.`,
      `Please pay by bank transfer, ${quote}.${discount ? ` If you pay in full by ${D(c, addDays(c.date, 7))} you may deduct an early settlement discount of ${fmtMoney(discount)}.` : ''}${svc === 1 ? ` Your LPA has been sent to the Office of the Public Guardian (OPG reference ${opgRef}); registration can take up to 20 weeks.` : ''}`,
    );
  } else if (v === 1) {
    title = pick(r, ['Reminder - invoice unpaid', 'Payment reminder', 'Second request for payment']);
    paras.push(
      `${executor ? `${toExec} ` : ''}Our invoice ${invNo} dated ${D(c, invDate)} for ${whatShort} was due for payment within 14 days. We sent you a statement on ${D(c, rem1)}, but we have not received payment.`,
      `Please pay the ${amountLabel.toLowerCase()} of ${fmtMoney(due)} by ${D(c, pay)}, ${quote}. If you have already paid, thank you, and please let us know the date of payment.`,
    );
  } else if (v === 2) {
    title = pick(r, ['FINAL NOTICE', 'Final notice before further action', 'FINAL REQUEST FOR PAYMENT']);
    paras.push(
      `${executor ? `${toExec} ` : ''}Despite our reminders of ${D(c, rem1)} and ${D(c, rem2)}, invoice ${invNo} for ${whatShort} is still unpaid.${late ? ' In line with our terms of business, a late payment charge has now been added.' : ''}`,
      `Unless the ${amountLabel.toLowerCase()} of ${fmtMoney(due)} is paid by ${D(c, pay)}, ${quote}, we will pass the debt to a collection agency or start proceedings in the county court without further notice.`,
    );
  } else if (v === 3) {
    title = pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - unpaid fees']);
    paras.push(
      `${executor ? `${toExec} ` : ''}We write under the Pre-Action Protocol for Debt Claims. ${whatShort.charAt(0).toUpperCase()}${whatShort.slice(1)} ${svc === 2 ? 'was carried out' : /wills|powers/.test(whatShort) ? 'were prepared' : 'was prepared'} under our terms of business, and invoice ${invNo} of ${D(c, invDate)} remains unpaid despite our letters of ${D(c, rem1)} and ${D(c, rem2)}.`,
      `Please pay ${fmtMoney(due)} within 30 days of the date of this letter, by ${D(c, pay)}, ${quote}, or complete and return the enclosed reply form. If you dispute the debt, tell us why on the form. If we receive neither payment nor the form, we may issue a claim in the county court without further notice, and claim interest and the court fee (currently ${fmtMoney(courtFee)}).`,
    );
    extra = [
      {
        checks: [
          'I enclose / will pay the amount due in full',
          'I dispute the debt (reasons on the reply form)',
          'I need more time to get advice',
        ],
      },
      {
        small: `Enclosed: Information Sheet, Reply Form and Financial Statement. You should seek free debt advice. The court may take into account any failure to follow the Protocol.`,
      },
    ];
  } else {
    title = agFollow
      ? pick(r, ['Payment still required', 'Our letter remains unanswered'])
      : pick(r, ['Notice of debt collection', 'Your account has been passed to us']);
    paras.push(
      agFollow
        ? `We wrote to you on ${D(c, agEarlier)} about the balance owed to our client ${firm.name} for ${whatShort}. We have not received payment or heard from you.`
        : `${firm.name} has instructed us to collect the unpaid balance of their invoice ${invNo} for ${whatShort}.${executor ? ` We are writing to you as executor of the late ${decName}; the debt is payable from the estate.` : ''}`,
      agFollow
        ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting our reference ${agRef}, or call us to discuss a payment plan. Do not send payment to our client.`
        : `Please pay ${fmtMoney(due)} quoting our reference ${agRef}, or contact us within 14 days to agree how it will be paid. Do not send payment to our client. We have not added any collection charges.`,
    );
  }

  const footer = agency
    ? [fcaLine(ag.name, r)]
    : [
        `${firm.name} is a will-writing and ${svc === 2 ? 'probate' : 'estate planning'} company, not a firm of solicitors, and is not regulated by the Solicitors Regulation Authority. Member of the ${pick(r, ['Society of Will Writers', 'Institute of Professional Willwriters'])}. Registered in England and Wales no. ${r.digits(8)}. VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
        ...(svc === 2
          ? [
              'Where a grant of probate is needed, the application is prepared by our partner firm of authorised probate practitioners.',
            ]
          : []),
      ];
  const sub = agency
    ? [officeAddress(r), `${phone(r)}  ${web(ag.name)}`]
    : [officeAddress(r), `${phone(r)}  accounts@${host(firm.name)}`];
  const sign = agency
    ? [...signatory(r, ['Collections Agent', 'Account Manager']), ag.name]
    : [...signatory(r, ['Accounts Manager', 'Director', 'Client Services Manager']), firm.name];
  const matterLine = executor ? `Estate of the late ${decName}` : whatShort.replace('your ', 'Your ');
  const panel: KV[] = agency
    ? [
        ['Our reference', agRef],
        ['Client invoice', invNo],
        ['Date', D(c, c.date)],
      ]
    : quoteInvoice
      ? [
          ['Invoice no.', invNo],
          ['Client no.', matter],
          [v === 0 ? 'Invoice date' : 'Date', D(c, c.date)],
        ]
      : [
          ['Our ref', matter],
          ['Invoice no.', invNo],
          ['Date', D(c, c.date)],
        ];
  const slipRows: KV[] = [
    [refLabel.replace('.', ''), ref],
    [amountLabel, fmtMoney(due)],
  ];
  const bank: KV[] = [
    ['Bank', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Reference', ref],
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: agency ? ag.head : firm.head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel,
      panelBoxed: r.chance(0.6),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        ...(v === 0 ? [] : [dear(c)]),
        { h: matterLine },
        { p: paras[0] },
        ...(agency
          ? [{ kv: breakdown }]
          : [{ grid: feeRows, header: ['Description', 'VAT', 'Amount'], widths: [0.62, 0.14, 0.24] }]),
        { p: paras[1] },
        ...extra,
        ...(v === 0 ? [] : [{ kv: bank }]),
      ],
      closing: v === 0 ? undefined : 'Yours sincerely',
      sign: v === 0 ? [] : sign,
      slip: v === 0 || v === 1 ? { title: `Remittance advice - ${orgName}`, rows: slipRows } : undefined,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: agency ? ag.head : firm.head,
      logoMark: pick(r, ['shield', 'rings', 'chevron'] as const),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ...panel.slice(0, 2),
        ...(executor ? ([['Date of death', D(c, died)]] as KV[]) : []),
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { h: `Re: ${matterLine}` },
        { p: paras[0] },
        { kv: breakdown },
        { p: paras[1] },
        ...extra,
        ...(svc === 2 && !agency
          ? [
              {
                small: `Gross value of the estate as shown in our estate accounts: ${fmtMoney(estateValue)}. Our fixed fee does not depend on this figure.`,
              },
            ]
          : []),
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: agency ? ag.head : firm.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: amountLabel,
        amount: fmtMoney(due),
        note: payBy ? `Please pay by ${D(c, payBy)}` : undefined,
      },
      panel,
      panelStacked: false,
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        { cols: [paras[0], paras[1]] },
        ...(agency
          ? [{ kv: breakdown }]
          : [
              {
                grid: feeRows.slice(0, -1),
                header: ['Item', 'VAT', 'Amount'],
                widths: [0.62, 0.14, 0.24],
                boldLast: false,
              },
            ]),
        ...extra,
        ...(v === 2 ? [{ boxed: [`${amountLabel}: ${fmtMoney(due)} - pay by ${D(c, pay)}`] }] : []),
      ],
      closing: 'Yours sincerely',
      sign,
      footer: [],
      footerCols: [
        footer[0],
        agency
          ? `Acting for ${firm.name}. Calls may be recorded. If you are struggling to pay, free debt advice is available from independent advice charities.`
          : `Complaints: write to the ${pick(r, ['Director', 'Client Services Manager'])} at the address above. Office hours Mon-Fri 9am-5pm. ${svc === 1 ? `OPG reference ${opgRef}.` : `Will storage certificate ${r.letters(2, 'SW')}${r.digits(6)}.`}`,
      ],
    };
  }
  return { spec, truth: truth(orgName, due, ref, debtType, stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W300 Council home-to-school transport charges
// ------------------------------------------------------------------------------------------------------------

const TERMS = ['Autumn', 'Spring', 'Summer'] as const;
/** The school term a date falls in and the academic year's label ("2025/26"). */
function termOf(d: Date, ahead = false): { t: number; ay: string } {
  const m = d.getUTCMonth();
  const y = d.getUTCFullYear();
  // An invoice sent in August is for the coming autumn term; arrears letters in August are still about the summer.
  const autumn = m >= 8 || (ahead && m === 7);
  const t = autumn ? 0 : m <= 2 ? 1 : 2;
  const start = autumn ? y : y - 1;
  return { t, ay: `${start}/${String(start + 1).slice(2)}` };
}

/**
 * A council's charges for home-to-school transport that the law does not oblige it to provide free: a post-16
 * transport contribution, or a concessionary ("spare") seat on a contracted school bus for a pupil not entitled to free
 * travel. Charged per year in termly instalments. Chosen per letter:
 *  v0 the termly invoice / statement: stage 1, kind first_demand;
 *  v1 a reminder that the invoice is unpaid and the bus pass will be withdrawn on a date: stage 2, kind reminder;
 *  v2 a final notice (pass withdrawn or about to be, debt to the sundry debt agents or the county court): stage 3,
 *     kind final_demand;
 *  v3 the council's sundry debt collection agency: creditor = the agency, 'debt_collection', stage 1 (kind
 *     debt_recovery) or 2 when it refers to its own earlier letter.
 * Three layouts per letter: a council letter with a boxed reference panel, a sundry-debtor invoice form with a row of
 * reference cells, an amount box and a remittance slip, and a notice with a dark band, a stacked panel and a boxed
 * warning.
 * Amount = the instalments unpaid now (less any part payment). Never the annual charge, the pay-in-one-sum price,
 * the low-income reduced rate, a term not yet due, or a payment received.
 * Reference: the council's letters ask for the invoice number, or (some letters) the customer reference; the other
 * one, the pass number, the route/service number and the transport application number are distractors. The bus
 * operator named on the pass is a distractor for the creditor.
 * Open choice: the debtType list has no council sundry-debt type; this is an overdue invoice for a service (not
 * council tax, not a penalty), so 'normal'; the agency's letter is 'debt_collection'.
 */
const schoolTransport: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = r.int(0, 3);
  const layout = r.int(0, 2);
  const cn = councilName(r);
  const post16 = r.chance(0.55);
  const annual = post16 ? pick(r, [540, 600, 660, 720, 795, 855]) : pick(r, [450, 495, 570, 630, 690]);
  const termly = round2(annual / 3);
  const reduced = round2(annual / 2);
  const invDate = v === 0 ? c.date : addDays(c.date, -r.int(35, 70));
  // The terms charged are those up to the term the (first) invoice was for.
  const { t, ay } = termOf(invDate, v === 0);
  const oneSum = round2(termly * (3 - t) * 0.95);
  const owedN = v === 0 ? 1 : v === 1 ? r.int(1, 2) : Math.min(r.int(1, 3), t + 1);
  const partPaid = v >= 1 && r.chance(0.35) ? pick(r, [20, 40, 50, 75]) : 0;
  const prevAy = `${Number(ay.slice(0, 4)) - 1}/${ay.slice(2, 4)}`;
  const owedLabels = Array.from({ length: owedN }, (_, k) => {
    const idx = t - (owedN - 1 - k);
    return idx < 0 ? `${TERMS[idx + 3]} term ${prevAy}` : `${TERMS[idx]} term ${ay}`;
  });
  const due = round2(termly * owedN - partPaid);
  const child = `${person(r).first} ${c.who.last}`;
  const school = `${place(r)} ${pick(r, post16 ? ['Sixth Form College', 'Academy Sixth Form', 'High School'] : ['Academy', 'High School', 'Community School', 'CE School'])}`;
  const year = post16
    ? pick(r, ['Year 12', 'Year 13'])
    : pick(r, ['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11']);
  const route = pick(r, [`S${r.int(10, 99)}`, `${r.int(600, 899)}`, `SB${r.int(1, 40)}`]);
  const op = company(r, ['Coaches', 'Travel', 'Buses']).name;
  const passNo = `${r.digits(4)} ${r.digits(4)}`;
  const appNo = `HTST/${ay.slice(0, 4)}/${r.digits(5)}`;
  const inv = pick(r, [
    `91${r.digits(8)}`,
    `SD${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(3)}-${r.digits(6)}`,
  ]);
  const cust = pick(r, [`${r.digits(7)}`, `C${r.digits(6)}`]);
  const quoteInv = r.chance(0.7);
  const rem = addDays(invDate, r.int(14, 21));
  const dept = pick(r, [
    'Passenger Transport Unit',
    'School Travel and Transport',
    'Home to School Transport Team',
    'Travel Assistance Team',
  ]);
  const pay = addDays(c.date, 14);
  const withdraw = addDays(c.date, pick(r, [10, 14]));
  const withdrawn = addDays(rem, r.int(7, 12));
  const passGone = v === 2 && r.chance(0.5);

  const ag = company(r, ['Collection Services', 'Debt Recovery', 'Credit Services']);
  const agRef = pick(r, [`${r.letters(2, 'KLM')}/${r.digits(7)}`, `${r.digits(8)}`]);
  const agFollow = v === 3 && r.chance(0.45);
  const agEarlier = addDays(c.date, -r.int(14, 28));
  const agency = v === 3;

  const orgName = agency ? ag.name : cn.name;
  const refLabel = agency ? 'Our reference' : quoteInv ? 'Invoice number' : 'Customer reference';
  const ref = agency ? agRef : quoteInv ? inv : cust;
  const stage: 1 | 2 | 3 = v === 0 ? 1 : v === 1 ? 2 : v === 2 ? 3 : agFollow ? 2 : 1;
  const kind = (['first_demand', 'reminder', 'final_demand', 'debt_recovery'] as const)[v];
  const debtType = agency ? 'debt_collection' : 'normal';
  const payBy = v === 0 ? pay : v === 1 ? withdraw : v === 2 ? pay : agFollow ? pay : undefined;
  const amountLabel =
    v === 0
      ? pick(r, ['Amount due', 'Total due this term'])
      : pick(r, ['Amount overdue', 'Total now due', 'Balance outstanding']);
  const what = post16
    ? `the post-16 transport contribution for ${child}`
    : `the concessionary seat on school bus route ${route} for ${child}`;
  const seatDesc = post16 ? 'Post-16 transport contribution' : 'Concessionary seat';

  const rows: string[][] = [
    ...owedLabels.map((l) => [`${seatDesc} - ${l}`, fmtMoney(termly)]),
    ...(partPaid ? [[`Payment received, thank you`, `-${fmtMoney(partPaid)}`]] : []),
    [amountLabel, fmtMoney(due)],
  ];
  const pupilKv: KV[] = [
    ['Pupil', `${child} (${year})`],
    ['School', school],
    ['Route / pass', `${route}, operated by ${op}; pass ${passNo}`],
    ['Annual charge', `${fmtMoney(annual)} (${fmtMoney(termly)} a term)`],
  ];

  const paras: string[] = [];
  let warn: string;
  let title: string;
  if (v === 0) {
    title = pick(r, [
      `${seatDesc} - ${owedLabels[0]}`,
      'Invoice - home to school transport',
      'Termly statement: school travel',
    ]);
    paras.push(
      `This invoice is for ${what}, who travels to ${school}. The charge for ${ay} is ${fmtMoney(annual)}, payable in three termly instalments. The instalment for the ${owedLabels[0]} is now due.`,
      `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${refLabel.toLowerCase()} ${ref}.${t < 2 ? ` If you would rather pay for the rest of the year in one sum, the price is ${fmtMoney(oneSum)} (a 5% saving).` : ''}`,
    );
    warn = `If your household receives certain benefits you may qualify for the reduced charge of ${fmtMoney(reduced)} a year. Apply online; the reduced charge applies from the term after we receive your evidence.`;
  } else if (v === 1) {
    title = pick(r, [
      'Reminder: school transport charge unpaid',
      'Unpaid travel charge - bus pass to be withdrawn',
      'Payment reminder',
    ]);
    paras.push(
      `Our invoice of ${D(c, invDate)} for ${what} has not been paid${partPaid ? ' in full' : ''}. We sent a reminder by email on ${D(c, rem)}.`,
      `Travel on the school bus is only available while charges are paid. If we do not receive ${fmtMoney(due)} by ${D(c, withdraw)}, ${child.split(' ')[0]}'s pass ${passNo} will be withdrawn from that date and the operator, ${op}, will be told not to carry them.`,
    );
    warn = `Please do not ask the driver about this letter. If you cannot pay the full amount, call us before ${D(c, withdraw)} to agree instalments. Pupils whose pass is withdrawn must make their own way to school.`;
  } else if (v === 2) {
    title = pick(r, [
      'FINAL NOTICE',
      'Final notice - school transport charges',
      'FINAL DEMAND BEFORE RECOVERY ACTION',
    ]);
    paras.push(
      passGone
        ? `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, rem)}, ${what} has not been paid, and the pass was withdrawn on ${D(c, withdrawn)}. The charges below remain due for the terms in which a seat was provided.`
        : `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, rem)}, ${what} remains unpaid.`,
      `Unless ${fmtMoney(due)} is paid by ${D(c, pay)}, the debt will be passed to the council's debt recovery agents${r.chance(0.5) ? ' or a claim may be issued in the county court' : ''}, which may add to what you pay${passGone ? '' : `, and the pass will be cancelled`}. This is the last letter you will receive from us before that happens.`,
    );
    warn = `Quote your ${refLabel.toLowerCase()} ${ref} when you pay. If there is a reason you cannot pay, or you think the charge is wrong (for example because ${child.split(' ')[0]} has a right to free travel), contact us before ${D(c, pay)}.`;
  } else {
    title = agFollow
      ? pick(r, ['Second letter - balance still owed', 'Payment required'])
      : pick(r, [`Unpaid account - ${cn.name}`, 'Notice of debt collection']);
    paras.push(
      agFollow
        ? `We wrote to you on ${D(c, agEarlier)} about the school transport charges owed to our client ${cn.name} (their invoice ${inv}). We have not received payment or heard from you.`
        : `${cn.name} has passed us the unpaid school transport charges for ${child} (their invoice ${inv}, customer reference ${cust}) to collect on its behalf.`,
      agFollow
        ? `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting our reference ${agRef}, or call us to agree a payment plan.`
        : `Please pay ${fmtMoney(due)}, quoting our reference ${agRef}, or call us within 14 days to agree how you will pay. Payments made to the council now will delay your account being closed.`,
    );
    warn = `We are acting for ${cn.name}. We do not add fees or interest to this account. If you are struggling, free and independent debt advice is available.`;
  }

  const sub = agency
    ? [officeAddress(r), `${phone(r)}  ${web(ag.name)}`]
    : [
        `${pick(r, ["Children's Services", 'Education and Skills', 'Place Directorate'])} - ${dept}`,
        officeAddress(r),
        `${phone(r)}  schooltransport@${host(cn.name)}`,
      ];
  const payKv: KV[] = agency
    ? [
        ['Online', `${web(ag.name)}/pay`],
        ['Phone', phone(r)],
        ['Reference', agRef],
      ]
    : [
        ['Online', `${web(cn.name)}/payinvoice`],
        ['Automated line', `${phone(r)} (24 hours)`],
        ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
        ['Quote', ref],
      ];
  const panel: KV[] = agency
    ? [
        ['Our reference', agRef],
        ['Client ref', inv],
        ['Date', D(c, c.date)],
      ]
    : quoteInv
      ? [
          ['Invoice number', inv],
          ['Customer no.', cust],
          ['Application ref', appNo],
          ['Date', D(c, c.date)],
        ]
      : [
          ['Customer reference', cust],
          ['Invoice number', inv],
          ['Date', D(c, c.date)],
        ];
  const sign = agency
    ? [...signatory(r, ['Recovery Agent', 'Client Services']), ag.name]
    : [
        ...signatory(r, ['Passenger Transport Manager', 'Travel Assistance Officer', 'Income Officer']),
        dept,
        cn.name,
      ];
  const footer = agency
    ? [fcaLine(ag.name, r)]
    : [
        `${cn.name} processes your information to provide travel assistance and to collect charges, as explained in our privacy notice at ${web(cn.name)}/privacy. Transport is arranged under the Education Act 1996.`,
      ];
  const grid: Block = { grid: rows, header: ['Charge', 'Amount'], widths: [0.74, 0.26] };

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: agency ? ag.head : cn.head,
      logo: !agency && r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel,
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...(agency ? [] : [{ h: `${child} - ${school}` }]),
        { p: paras[0] },
        grid,
        { p: paras[1] },
        { kv: payKv },
        { small: warn },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: agency ? ag.head : cn.head,
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub,
      headAlign: pick(r, ['right', 'left'] as const),
      returnAddress: agency ? undefined : `If undelivered return to: ${cn.name}, ${officeAddress(r)}`,
      recipient: rcpt(c),
      owe: { label: amountLabel, amount: fmtMoney(due), note: payBy ? `Due by ${D(c, payBy)}` : undefined },
      panel: [],
      refGrid: agency
        ? [
            ['Our reference', agRef],
            ['Client invoice', inv],
            ['Date', D(c, c.date)],
          ]
        : [
            ['Invoice number', inv],
            ['Customer reference', cust],
            [v === 0 ? 'Invoice date' : 'Date', D(c, c.date)],
          ],
      title: v === 0 ? pick(r, ['SUNDRY DEBTOR INVOICE', 'INVOICE']) : title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        ...(agency ? [dear(c)] : [{ kv: pupilKv }]),
        { p: paras[0] },
        grid,
        { p: paras[1] },
        { small: warn },
      ],
      sign: agency ? sign : [`${dept}, ${cn.name}`],
      slip: {
        title: `Remittance advice - ${orgName}`,
        rows: [
          [refLabel, ref],
          [amountLabel, fmtMoney(due)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: agency ? ag.head : cn.head,
      headBand: true,
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel,
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        { p: paras[0] },
        ...(agency ? [] : [{ kv: pupilKv.slice(0, 3) }]),
        { amountBox: [amountLabel, fmtMoney(due)] },
        { boxed: [paras[1]] },
        { p: warn },
        { kv: payKv },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  }
  return { spec, truth: truth(orgName, due, ref, debtType, stage, kind, c, payBy) };
};

export const FRESH29C_FAMILIES: Family[] = [
  {
    id: 'W298',
    name: 'Pre-paid funeral plan bought by instalments: missed instalments, cancellation fee balance (letter, reminder, final notice, cancellation, or collection agency)',
    group: 'business',
    make: funeralPlan,
  },
  {
    id: 'W299',
    name: 'Will-writing company or probate service unpaid fees for a will, LPA or estate administration, to the client or an executor (invoice, reminder, final notice, letter before claim, or collection agency)',
    group: 'business',
    make: willWriterFees,
  },
  {
    id: 'W300',
    name: 'Council home-to-school transport charges, post-16 or concessionary seat (termly invoice, reminder before the pass is withdrawn, final notice, or sundry debt agency)',
    group: 'public_body',
    make: schoolTransport,
  },
];
