/**
 * The tenth fresh held-out set, part b (W124–W126): kinds of letter the corpus does not have yet — a debt collection
 * agency (not enforcement agents) collecting council tax arrears for a council after a liability order, a council's
 * sundry-debt (income) team chasing an unpaid invoice for a garden-waste subscription, bulky-waste collection or a
 * similar household service, and a magistrates' court fines office's notice that a defaulter's vehicle has been (or
 * is about to be) clamped under a clamping order. Written by a writer who had not read the extractor; scored once.
 * Every face is drawn per letter; each family has at least two layouts. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  fcaLine,
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
// W124 Collection agency for council tax arrears (not bailiffs)
// ------------------------------------------------------------------------------------------------------------

/**
 * A debt collection agency writing for a council about council tax arrears on which the magistrates have already
 * made a liability order. The agency stresses that it is not an enforcement agent (no visits, no taking control of
 * goods) and that, if the arrears are not paid, the account goes back to the council, which may then use
 * enforcement agents (their fixed fees are printed as a possible future cost). Three layouts: a letter with a
 * reference panel and a "balance to pay" box; a banded notice with a row of reference cells and an amount bar; a
 * letter with a two-column "what you owe / why we are writing" section.
 * Truth: the agency writes and asks to be paid into its own client account, so it is the creditor (README on-behalf
 * rule) and debtType 'debt_collection' although the debt is council tax. accountNumber = the agency's own
 * reference ("Our reference", the one to quote); the council's council tax account number, the liability order
 * reference and the court's name are not it. Amount = the balance passed to the agency (arrears per year + the
 * summons/liability order costs the council already added − payments since); a suggested monthly instalment, the
 * current year's charge (not included), and the £75/£235 enforcement fees that would only be added later are not
 * it. Stage by letter: 1 the agency's first letter (kind debt_recovery); 2 a follow-up that refers to the agency's
 * earlier letter or a broken telephone arrangement (kind debt_recovery); 3 a "final notice" before the account is
 * returned to the council (kind final_demand). payBy where it asks for payment within N days / by a date.
 */
const ctaxCollector: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, [
    'Recoveries',
    'Collection Services',
    'Credit Management',
    'Revenue Collections',
    'Debt Recovery',
  ]);
  const council = councilName(r);
  const court = `${place(r)} Magistrates' Court`;
  const ref = pick(r, [
    `${r.letters(2, 'CTRK')}${r.digits(7)}`,
    `${r.digits(6)}-${r.digits(2)}`,
    `CR${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(3, 'CTXKV')}/${r.digits(5)}`,
  ]);
  const ctAcc = pick(r, [r.digits(9), `${r.digits(4)} ${r.digits(4)}`, `CT${r.digits(8)}`]);
  const loRef = `LO/${r.int(23, 25)}/${r.digits(5)}`;
  const y1 = r.int(2021, 2023);
  const nYears = r.chance(0.4) ? 2 : 1;
  const years = Array.from({ length: nYears }, (_, i) => `${y1 + i}/${String(y1 + i + 1).slice(2)}`);
  const arrears = years.map(() => r.money(240, 1380));
  const costs = years.map(() => pick(r, [70, 85, 97.5, 110, 123.5]));
  const paid = r.chance(0.45) ? round2(pick(r, [20, 25, 40, 50, 75, 100]) * r.int(1, 3)) : 0;
  const total = round2(arrears.reduce((a, b) => a + b, 0) + costs.reduce((a, b) => a + b, 0) - paid);
  const months = pick(r, [6, 8, 10, 12]);
  const instal = round2(Math.ceil((total / months) * 100) / 100);
  const loDate = addDays(c.date, -r.int(70, 240));
  const stage = pick(r, [1, 1, 2, 2, 3] as const);
  const first = addDays(c.date, -r.int(21, 35));
  const arranged = r.chance(0.5);
  const promise = pick(r, [25, 30, 40, 50, 60]);
  const missed = addDays(c.date, -r.int(6, 12));
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const phoneNo = phone(r);
  const cardEnd = r.digits(4);
  const layout = r.int(0, 2);
  const rows: string[][] = years.flatMap((y, i) => [
    [`Council tax ${y} - unpaid charge`, fmtMoney(arrears[i])],
    [`Summons and liability order costs ${y}`, fmtMoney(costs[i])],
  ]);
  if (paid) rows.push([`Paid since the liability order (card ending ${cardEnd})`, `-${fmtMoney(paid)}`]);
  rows.push(['Balance to pay', fmtMoney(total)]);

  const notEa =
    'We are a debt collection agency. We are NOT enforcement agents (bailiffs): we will not visit your home, we cannot take control of your goods and we do not add enforcement fees.';
  const opening =
    stage === 1
      ? `${council.name} has asked us to collect the council tax you owe for ${years.join(' and ')}. ${court} made a liability order against you for this debt on ${D(c, loDate)}, so the amount is no longer in dispute and the Council's earlier instalment rights have ended.`
      : stage === 2
        ? arranged
          ? `When you telephoned us you agreed to pay ${fmtMoney(promise)} a month towards the council tax arrears that ${council.name} passed to us. The payment due on ${D(c, missed)} has not reached us and the arrangement has therefore lapsed.`
          : `We wrote to you on ${D(c, first)} about the council tax arrears that ${council.name} has passed to us for collection, but we have not received a payment or heard from you. The liability order made by ${court} on ${D(c, loDate)} still stands.`
        : `Despite our previous letters, the council tax arrears that ${council.name} passed to us remain unpaid. This is our final notice before we return your account to the Council for it to decide what further action to take under the liability order made by ${court} on ${D(c, loDate)}.`;
  const ask =
    stage === 3
      ? `Please pay the balance of ${fmtMoney(total)} by ${D(c, pay)}, or call us before that date to agree how you will pay it.`
      : `Please pay the balance of ${fmtMoney(total)} within 14 days of the date of this letter, by ${D(c, pay)}. If you cannot pay in full, call us on ${phoneNo}: we can usually accept a plan such as ${fmtMoney(instal)} a month over ${months} months.`;
  const then = `If you do not pay or contact us, the Council may instruct enforcement agents, who would add a compliance fee of £75.00 and an enforcement fee of £235.00 (not part of the balance above), or ask for deductions from your wages or benefits.`;
  const current = `Your council tax for the current year is not included. Keep paying it to ${council.name} as billed, quoting your council tax account number ${ctAcc}.`;
  const payRows: [string, string][] = [
    ['Online', `${web(ag.name)}/pay`],
    ['Phone (24 hours)', phoneNo],
    ['Bank transfer', `client account ${r.digits(8)}, sort code ${sortCode(r)}`],
    ['Quote', `our reference ${ref}`],
  ];
  const title =
    stage === 1
      ? pick(r, [
          'Council tax arrears passed to us for collection',
          'Your council tax debt',
          'COUNCIL TAX ARREARS',
        ])
      : stage === 2
        ? pick(r, [
            arranged ? 'Your payment arrangement has lapsed' : 'We have not heard from you',
            'Council tax arrears - reminder',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice before return to the Council']);
  const sign = [
    ...signatory(r, ['Collections Officer', 'Client Services Team Leader', 'Account Manager']),
    ag.name,
  ];
  const footer = [fcaLine(ag.name, r)];
  const sub = [
    r.chance(0.5) ? 'Local Authority Collections' : `Collecting for ${council.name}`,
    officeAddress(r),
    `${phoneNo}  ${pick(r, [web(ag.name), `collections@${host(ag.name)}`])}`,
  ];

  let spec: Spec;
  if (layout === 0) {
    const withOwe = r.chance(0.6);
    spec = {
      face: c.face,
      head: ag.head,
      logoMark: pick(r, ['bars', 'rings', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: withOwe ? { label: 'Balance to pay', amount: fmtMoney(total) } : undefined,
      panel: [
        ['Our reference', ref],
        ['Client', council.name],
        ['Council tax a/c', ctAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: !withOwe && r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        { grid: rows, header: ['Liability order ' + loRef, 'Amount'], widths: [0.74, 0.26] },
        withOwe && nYears > 1 ? { p: notEa } : { boxed: [notEa] },
        { p: ask },
        { kv: payRows.filter(([k]) => !k.startsWith('Phone')) },
        { small: withOwe && nYears > 1 ? then : `${then} ${current}` },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: ag.head,
      headBand: true,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub,
      headAlign: 'left',
      returnAddress:
        nYears === 1 ? `If undelivered please return to ${ag.name}, ${officeAddress(r)}` : undefined,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Our reference', ref],
        ['Council tax account', ctAcc],
        ['Liability order', loRef],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            ...years.flatMap((y, i): [string, string][] => [
              [`Council tax ${y}`, fmtMoney(arrears[i])],
              [`Court costs ${y}`, fmtMoney(costs[i])],
            ]),
            ...(paid ? ([['Payments received', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
          ],
        },
        { amountBox: ['Balance to pay', fmtMoney(total)] },
        { p: notEa },
        { p: ask },
        { kv: payRows },
        { small: then },
      ],
      closing: r.chance(0.5) ? 'Yours faithfully' : undefined,
      sign,
      footer,
    };
  } else {
    const align = pick(r, ['center', 'right'] as const);
    spec = {
      face: c.face,
      head: ag.head,
      logo: align === 'right' && r.chance(0.6),
      sub,
      headAlign: align,
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Your council tax account', ctAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          cols: [
            `WHAT YOU OWE. ${years.map((y, i) => `Council tax ${y}: ${fmtMoney(arrears[i])}, costs ${fmtMoney(costs[i])}.`).join(' ')}${paid ? ` Less payments received: ${fmtMoney(paid)}.` : ''} Balance to pay: ${fmtMoney(total)}.`,
            `WHO WE ARE. ${notEa}`,
          ],
        },
        { p: opening },
        { p: ask },
        { p: `Pay online at ${web(ag.name)}/pay or by phone on ${phoneNo}, quoting our reference ${ref}.` },
        { small: `${then} ${current}` },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      ag.name,
      total,
      ref,
      'debt_collection',
      stage,
      stage === 3 ? 'final_demand' : 'debt_recovery',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W125 Council sundry debt reminder (garden waste, bulky waste and similar)
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's sundry-debt (income) team chasing an unpaid invoice for a household service that is not council tax:
 * a garden-waste subscription, a bulky-waste collection, a replacement wheelie bin or a pest-control treatment. The
 * page carries both the sundry debtor (customer) number and invoice numbers. Three layouts: a letter with a
 * reference panel, an invoice table and a remittance slip; a statement with a row of reference cells, a
 * six-column table and an amount bar; a plain letter with a two-column "the charge / what happens now" section.
 * Truth: creditor = the council (it invoiced and asks to be paid). Open choice on debtType: the README has no
 * "council services" type, and a council's invoice for a chargeable service is an ordinary overdue invoice, so
 * 'normal' (not council_tax: the letter says it is not council tax). accountNumber: when one invoice is chased the
 * letter asks you to quote the invoice number, so that is it; when two invoices are chased together as a statement
 * it asks you to quote the customer (debtor) number, so that is it and the invoice numbers are not. Amount = the
 * total outstanding (invoice amounts − part payments + any late-payment administration charge already added);
 * the gross invoice on its own, next year's subscription price, the permit number and the possible collection
 * agency costs are not it. Stage: 1 a first reminder (kind reminder); 2 a second reminder referring to the
 * earlier reminder (kind reminder); 3 a final reminder before recovery action (kind final_demand). payBy = the date
 * the reminder asks payment by.
 */
const sundryReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const dept = pick(r, [
    'Sundry Debt Recovery',
    'Income Management Team',
    'Finance - Accounts Receivable',
    'Corporate Income Section',
  ]);
  const debtor = pick(r, [
    r.digits(8),
    `${r.digits(2)}${oOrI(r)}${r.digits(5)}`,
    `D${r.digits(7)}`,
    `SD/${r.digits(6)}`,
  ]);
  const invShape = r.int(0, 3);
  const invNo = () =>
    [`${r.digits(8)}`, `INV${r.digits(7)}`, `91/${r.digits(6)}`, `SI${r.digits(3)}${oOrI(r)}${r.digits(3)}`][
      invShape
    ];
  const statement = r.chance(0.35);
  type Inv = { no: string; date: Date; desc: string; amount: number; paid: number; note?: string };
  const kinds = ['garden', 'bulky', 'bin', 'pest'] as const;
  const first = pick(r, ['garden', 'garden', 'bulky', 'bulky', 'bin', 'pest'] as const);
  const chosen = statement
    ? [
        first,
        pick(
          r,
          kinds.filter((k) => k !== first),
        ),
      ]
    : [first];
  const permit = `GW${r.digits(6)}`;
  let gardenPrice = 0;
  let gardenYear = 0;
  const invs: Inv[] = chosen.map((k, i) => {
    const date = addDays(c.date, -r.int(45, 120) + i * 9);
    const year = date.getUTCFullYear();
    if (k === 'garden') {
      gardenYear = year;
      const bins = r.chance(0.25) ? 2 : 1;
      gardenPrice = pick(r, [42, 45, 49.5, 52, 58, 64]);
      return {
        no: invNo(),
        date,
        desc: `Garden waste subscription ${year}/${String(year + 1).slice(2)} (${bins} bin${bins > 1 ? 's' : ''})`,
        amount: round2(bins * gardenPrice),
        paid: 0,
        note: `permit ${permit}`,
      };
    }
    if (k === 'bulky') {
      const items = r.int(2, 7);
      const base = pick(r, [25, 28, 32.5, 36]);
      const extra = pick(r, [8, 9.5, 12]);
      const amount = round2(base + Math.max(0, items - 3) * extra);
      return { no: invNo(), date, desc: `Bulky waste collection - ${items} items`, amount, paid: 0 };
    }
    if (k === 'bin')
      return {
        no: invNo(),
        date,
        desc: `Replacement ${pick(r, ['240', '180', '140'])} litre wheelie bin and delivery`,
        amount: pick(r, [27.5, 32, 38.75, 41]),
        paid: 0,
      };
    return {
      no: invNo(),
      date,
      desc: `Pest control treatment - ${pick(r, ['rats', 'mice', 'wasp nest', 'bed bugs', 'fleas'])}`,
      amount: pick(r, [68, 85, 96, 124.5, 142]),
      paid: 0,
    };
  });
  if (r.chance(0.3)) invs[0].paid = round2(Math.floor(invs[0].amount * pick(r, [0.25, 0.4, 0.5])));
  const stage = pick(r, [1, 1, 2, 2, 3] as const);
  const admin = stage > 1 && r.chance(0.45) ? pick(r, [10, 15, 20]) : 0;
  const total = round2(invs.reduce((a, v) => a + v.amount - v.paid, 0) + admin);
  const ref = statement ? debtor : invs[0].no;
  const prev = addDays(c.date, -r.int(14, 24));
  const pay = addDays(c.date, stage === 1 ? 14 : stage === 2 ? 10 : 7);
  const phoneNo = phone(r);
  const nextPrice = gardenPrice ? round2(gardenPrice + pick(r, [2, 3, 4.5, 5])) : 0;
  const lDebtor = pick(r, ['Sundry debtor no.', 'Customer number', 'Debtor account', 'Customer ref']);
  const lInv = pick(r, ['Invoice no.', 'Invoice number', 'Our invoice']);
  const hasGarden = chosen.includes('garden');
  const debtorWord: Record<string, string> = {
    'Sundry debtor no.': 'sundry debtor number',
    'Customer number': 'customer number',
    'Debtor account': 'debtor account number',
    'Customer ref': 'customer reference',
  };
  const refWord = statement ? debtorWord[lDebtor] : 'invoice number';

  const opening =
    stage === 1
      ? statement
        ? `Our records show that the invoices below have not been paid, although payment was due 30 days after each invoice date.`
        : `Our records show that invoice ${invs[0].no}, issued on ${D(c, invs[0].date)} for ${invs[0].desc.toLowerCase()}, has not been paid, although payment was due within 30 days.`
      : stage === 2
        ? `We sent you a reminder on ${D(c, prev)} about the ${statement ? 'invoices' : 'invoice'} below, but ${invs[0].paid ? 'only part of the amount has been paid' : 'we have not received payment'} and you have not contacted us.${admin ? ` A late payment administration charge of ${fmtMoney(admin)} has now been added.` : ''}`
        : `Despite our invoice and the reminders we have sent, the amount below remains unpaid. This is your final reminder.${admin ? ` A late payment administration charge of ${fmtMoney(admin)} has been added to your account.` : ''}`;
  const notCt = `This charge is for a council service you asked for; it is not council tax and is not shown on your council tax bill.`;
  const suspend = hasGarden
    ? `Garden waste collections for ${permit} have been suspended until the subscription is paid. The ${gardenYear + 1}/${String(gardenYear + 2).slice(2)} subscription will cost ${fmtMoney(nextPrice)} per bin; you will be invited to renew nearer the time.`
    : '';
  const ask = `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting your ${refWord} ${ref}.`;
  const consequence =
    stage === 3
      ? `If we do not receive payment by then, we will pass the debt to our external collection agent or issue a claim in the county court without further notice, and collection costs, court fees and interest may be added. If you dispute the charge, or cannot pay in full, contact us now on ${phoneNo}.`
      : `If you have already paid, thank you, and please ignore this reminder. If you think the charge is wrong, or would like to pay by instalments, please call us on ${phoneNo}.`;
  const payLine = `Pay online at ${web(council.name)}/payit (select "Sundry invoice"), by card on ${phone(r)} (automated, 24 hours), or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your ${refWord}.`;

  const invRows: string[][] = invs.map((v) => [
    v.no,
    D(c, v.date),
    fmtMoney(v.amount),
    v.paid ? fmtMoney(v.paid) : fmtMoney(0),
    fmtMoney(round2(v.amount - v.paid)),
  ]);
  if (admin) invRows.push(['Admin charge', D(c, c.date), fmtMoney(admin), fmtMoney(0), fmtMoney(admin)]);
  invRows.push(['Total outstanding', '', '', '', fmtMoney(total)]);
  const descLines: Block[] = invs.map((v) => ({ p: `${v.no}: ${v.desc}${v.note ? ` (${v.note})` : ''}.` }));

  const title =
    stage === 1
      ? pick(r, ['Invoice reminder', 'REMINDER - UNPAID INVOICE', 'Your account is overdue'])
      : stage === 2
        ? pick(r, ['Second reminder', 'SECOND REMINDER - UNPAID INVOICE'])
        : pick(r, ['Final reminder', 'FINAL REMINDER BEFORE RECOVERY ACTION']);
  const sign = [
    ...signatory(r, ['Income Officer', 'Sundry Debt Officer', 'Accounts Receivable Officer']),
    `${dept}, ${council.name}`,
  ];
  const sub = [
    `${dept}, ${pick(r, ['Resources Directorate', 'Finance Services', 'Customer and Corporate Services'])}`,
    officeAddress(r),
    `${phoneNo}  ${pick(r, [web(council.name), `income@${host(council.name)}`])}`,
  ];
  const footer = [
    `${council.name} will use your information to manage and recover this debt, and may share it with our collection agents. VAT registration no. ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const layout = r.int(0, 2);
  const align0 = pick(r, ['left', 'center'] as const);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: council.head,
      logo: align0 === 'left' && r.chance(0.6),
      sub,
      headAlign: align0,
      recipient: rcpt(c),
      panel: [
        [lDebtor, debtor],
        ...(statement ? [] : ([[lInv, invs[0].no]] as [string, string][])),
        ['Date', D(c, c.date)],
        ['Amount due', fmtMoney(total)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: invRows.map((row) => [row[0], row[1], row[4]]),
          header: ['Invoice', 'Invoice date', 'Outstanding'],
          widths: [0.5, 0.25, 0.25],
        },
        ...descLines.map((b) => ({ small: (b as { p: string }).p })),
        { p: `${ask} ${notCt}` },
        ...(suspend ? [{ p: suspend }] : []),
        { p: consequence },
        { small: payLine },
      ],
      closing: 'Yours sincerely',
      sign,
      slip: {
        title: `Remittance advice - ${council.name}`,
        rows: [
          [statement ? lDebtor : lInv, ref],
          ['Amount due', fmtMoney(total)],
        ],
      },
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: council.head,
      logoMark: pick(r, ['shield', 'rings', 'bars'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [lDebtor, debtor],
        statement ? ['Statement date', D(c, c.date)] : [lInv, invs[0].no],
        ...(statement ? [] : ([['Date', D(c, c.date)]] as [string, string][])),
        ['Pay by', D(c, pay)],
      ],
      title: statement && title.length < 26 ? `${title} - statement of account` : title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        { p: opening },
        {
          grid: invRows,
          header: ['Invoice', 'Date', 'Amount', 'Paid', 'Due'],
          widths: [0.27, 0.23, 0.17, 0.15, 0.18],
        },
        ...descLines.map((b) => ({ small: (b as { p: string }).p })),
        { amountBox: ['Total outstanding', fmtMoney(total)] },
        { p: ask },
        { p: [notCt, suspend].filter(Boolean).join(' ') },
        { p: consequence },
        { small: payLine },
      ],
      sign: [`${dept}`, council.name],
      footer,
    };
  } else {
    const lines = invs
      .map(
        (v) =>
          `${v.desc}, invoice ${v.no} of ${D(c, v.date)}: ${fmtMoney(v.amount)}${v.paid ? `, of which ${fmtMoney(v.paid)} has been paid` : ''}.`,
      )
      .join(' ');
    spec = {
      face: c.face,
      head: council.head,
      sub,
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        [lDebtor, debtor],
        ...(statement ? [] : ([[lInv, invs[0].no]] as [string, string][])),
      ],
      panelBoxed: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          cols: [
            `The charge. ${lines}${admin ? ` Administration charge: ${fmtMoney(admin)}.` : ''} Total outstanding: ${fmtMoney(total)}.`,
            `What happens now. ${stage === 3 ? 'This is the last reminder we will send before recovery action.' : 'Please pay now to avoid further reminders and charges.'} ${notCt}`,
          ],
        },
        { p: ask },
        ...(suspend ? [{ p: suspend }] : []),
        { p: consequence },
        { small: payLine },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      council.name,
      total,
      ref,
      'normal',
      stage,
      stage === 3 ? 'final_demand' : 'reminder',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W126 Magistrates' court clamping order notice
// ------------------------------------------------------------------------------------------------------------

/**
 * A magistrates' court fines office's notice about a clamping order made for an unpaid fine: the vehicle has been
 * clamped where it was found, or clamped and removed to storage, or (the order made but not yet carried out) it
 * will be clamped unless the balance is paid by a date. It states the fine account (fine, victim surcharge, costs,
 * payments), the release fees, the storage charge per day and how long before the vehicle is sold. Three layouts:
 * a formal letter with a reference panel, an amounts table and (sometimes) photographs of the clamped vehicle; a
 * banded notice with reference cells, an amount bar and a payment slip; a letter with a two-column "your fine /
 * your vehicle" section.
 * Truth: creditor = the court as printed in its letterhead and sign-off (README example "… Magistrates' Court"),
 * not the enforcement company that fitted the clamp for it; debtType 'court'. accountNumber = the fine account
 * number the notice tells you to quote; the case number, the clamping order number and the vehicle registration are
 * not it. Amount = what the notice asks to be paid now: when clamped, the fine balance + the fees already incurred
 * (clamping fee; removal fee and storage to date when removed); when not yet clamped, the fine balance alone. The
 * original fine, the victim surcharge and each fee on its own, the further storage per day and the fees that would
 * be added later are not it. Stage 3 (an enforcement step after the fine went unpaid); open choice on kind: the
 * notice comes from the court's fines office, not from an enforcement agent under the Taking Control of Goods
 * rules, so 'fine_notice' rather than notice_of_enforcement. payBy = the date by which the notice asks for payment
 * (before sale, or before the clamp is fitted).
 */
const clampingOrder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const apos = r.chance(0.75);
  const court = `${p} Magistrates${apos ? "'" : ''} Court`;
  const region = pick(r, ['Northern', 'Western', 'Midlands', 'Eastern', 'South East', 'Pennine']);
  const acc = pick(r, [
    `${r.digits(8)}${r.letters(1, 'ABCDEFGHJK')}`,
    `${r.digits(2)}/${r.digits(6)}`,
    `${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
    `FA ${r.digits(4)} ${r.digits(4)}`,
  ]);
  const caseNo = r.digits(10);
  const orderNo = `CO/${r.digits(6)}`;
  const reg = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const vehicle = `${pick(r, ['silver', 'black', 'blue', 'white', 'red', 'grey'])} ${pick(r, ['hatchback', 'saloon', 'estate car', 'van', 'SUV'])}`;
  const offence = pick(r, [
    'exceeding a 30 mph speed limit',
    'using a vehicle without insurance',
    'travelling on a train without a valid ticket',
    'using a television receiver without a licence',
    'failing to give information of driver identity',
  ]);
  const convicted = addDays(c.date, -r.int(150, 420));
  const fine = pick(r, [220, 300, 366, 440, 576, 660, 750, 1000]);
  const surcharge = round2(Math.min(2000, Math.max(20, fine * 0.4)));
  const costs = pick(r, [90, 105, 120, 135, 620]);
  const paid = r.chance(0.5) ? round2(pick(r, [10, 20, 25, 40]) * r.int(1, 6)) : 0;
  const balance = round2(fine + surcharge + costs - paid);
  const clampFee = pick(r, [38, 40, 45]);
  const removalFee = pick(r, [150, 165, 180]);
  const perDay = pick(r, [12, 15, 18, 20]);
  const state = pick(r, ['clamped', 'clamped', 'removed', 'order'] as const);
  const clampedOn = addDays(c.date, -(state === 'removed' ? r.int(3, 6) : r.int(0, 1)));
  const storedDays = state === 'removed' ? r.int(2, 5) : 0;
  const storage = round2(storedDays * perDay);
  const total =
    state === 'order'
      ? balance
      : round2(balance + clampFee + (state === 'removed' ? removalFee + storage : 0));
  const pay = state === 'order' ? addDays(c.date, 7) : addDays(clampedOn, pick(r, [10, 14]));
  const where = `${r.int(1, 120)} ${pick(r, ['Mill', 'Church', 'Station', 'Orchard', 'Kiln', 'Heron'])} ${pick(r, ['Road', 'Street', 'Lane', 'Close'])}, ${place(r)}`;
  const yard = `${pick(r, ['Unit', 'Bay'])} ${r.int(2, 19)}, ${place(r)} Trading Estate`;
  const agent = `${pick(r, ['Northgate', 'Kestrel', 'Greystone', 'Halden', 'Tarnbeck'])} ${pick(r, ['Enforcement Services', 'Vehicle Recovery', 'Civil Enforcement'])} Ltd`;
  const phoneNo = phone(r);
  const time = `${String(r.int(7, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const fineRows: string[][] = [
    [`Fine (${offence})`, fmtMoney(fine)],
    ['Victim surcharge', fmtMoney(surcharge)],
    ['Prosecution costs', fmtMoney(costs)],
    ...(paid ? [['Payments received', `-${fmtMoney(paid)}`]] : []),
  ];
  const feeRows: string[][] =
    state === 'order'
      ? []
      : [
          ['Clamping fee', fmtMoney(clampFee)],
          ...(state === 'removed'
            ? [
                ['Removal fee', fmtMoney(removalFee)],
                [`Storage, ${storedDays} days at ${fmtMoney(perDay)}`, fmtMoney(storage)],
              ]
            : []),
        ];
  const totalLabel = state === 'order' ? 'Balance of fine to pay now' : 'Total to pay for release';
  const what =
    state === 'clamped'
      ? `Under the clamping order made by the fines officer (order ${orderNo}), a wheel clamp was fitted to your ${vehicle}, registration ${reg}, at ${time} on ${D(c, clampedOn)} at ${where}.`
      : state === 'removed'
        ? `Under the clamping order made by the fines officer (order ${orderNo}), your ${vehicle}, registration ${reg}, was clamped at ${where} on ${D(c, clampedOn)}. As the fees were not paid within 24 hours, it has been removed to secure storage at ${yard}.`
        : `You have not paid the fine imposed on ${D(c, convicted)} for ${offence}, or kept to the payment terms set by the court. The fines officer has therefore made a clamping order (order ${orderNo}) against your ${vehicle}, registration ${reg}, under Schedule 5 to the Courts Act 2003.`;
  const sale =
    state === 'order'
      ? `Unless the balance of ${fmtMoney(balance)} is paid in full by ${D(c, pay)}, the vehicle may be clamped wherever it is found, without further notice. A clamping fee of ${fmtMoney(clampFee)} would then be added, and a removal fee of ${fmtMoney(removalFee)} and storage at ${fmtMoney(perDay)} a day if it is removed.`
      : `To release the vehicle you must pay ${fmtMoney(total)}, the balance of your fine and the fees so far. ${state === 'clamped' ? `If this is not paid within 24 hours the vehicle will be removed to storage; a removal fee of ${fmtMoney(removalFee)} and storage at ${fmtMoney(perDay)} a day will then be added.` : `Storage continues to be charged at ${fmtMoney(perDay)} a day until the vehicle is collected.`} If the full amount is not paid by ${D(c, pay)}, the vehicle may be sold and the proceeds used to pay the fine and fees; anything left over will be returned to you.`;
  const dont =
    state === 'order'
      ? `Once a clamp is fitted, it is a criminal offence to remove or try to remove it, or to move the vehicle while it is clamped.`
      : `It is a criminal offence to remove or try to remove the clamp, or to move the vehicle while it is clamped.`;
  const owner = `If the vehicle is not yours, or is used by a disabled person or displays a blue badge, contact the fines office at once with evidence. You may appeal against the clamping order to the magistrates' court within 10 working days.`;
  const agentLine = `The clamp was fitted by ${agent}, acting for the court. Do not pay them: pay the court.`;
  const payLine = `Pay online at www.pay-court-fines.example or by card on ${phoneNo} (fines payment line, Monday to Friday 8am to 6pm), quoting your account number ${acc}.${state === 'order' ? '' : ' Release is arranged once cleared funds are received.'}`;
  const sub = [
    pick(r, ['Fines Office', 'Accounts and Enforcement', 'Compliance and Enforcement Unit']),
    `${region} Region Fines Centre, Courts and Tribunals Service`,
    officeAddress(r),
  ];
  const sign = [
    ...signatory(r, ['Fines Officer', 'Deputy Fines Officer', 'Compliance Officer']),
    `for ${court}`,
  ];
  const footer = [
    `Do not send cash by post. Calls to the fines payment line may be recorded. Textphone ${phone(r)}.`,
  ];
  const title =
    state === 'order'
      ? pick(r, ['NOTICE OF CLAMPING ORDER', 'Clamping order - pay now to avoid clamping'])
      : state === 'clamped'
        ? pick(r, ['YOUR VEHICLE HAS BEEN CLAMPED', 'Notice of clamping of vehicle'])
        : pick(r, ['VEHICLE CLAMPED AND REMOVED', 'Notice of removal of clamped vehicle']);
  const layout = r.int(0, 2);
  const photos = layout === 0 && state === 'clamped' && r.chance(0.6);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: r.chance(0.5) ? [court] : [court.toUpperCase()],
      logoMark: 'shield',
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Account number', acc],
        ['Case number', caseNo],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: !photos && r.chance(0.3),
      title,
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        dear(c),
        { p: what },
        ...(photos
          ? ([
              {
                photos: [
                  `${reg} at ${where}, ${D(c, clampedOn)} ${time}`,
                  `Clamp fitted to ${pick(r, ['front nearside', 'front offside', 'rear nearside'])} wheel`,
                ],
              },
            ] as Block[])
          : []),
        {
          grid: [...fineRows, ...feeRows, [totalLabel, fmtMoney(total)]],
          header: ['Account ' + acc, 'Amount'],
          widths: [0.72, 0.28],
        },
        { p: sale },
        { boxed: [dont] },
        { p: payLine },
        { small: photos ? agentLine : state !== 'order' ? `${agentLine} ${owner}` : owner },
      ],
      closing: 'Yours faithfully',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: [court],
      headBand: true,
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Account number', acc],
        ['Clamping order', orderNo],
        ['Vehicle registration', reg],
        ['Date of notice', D(c, c.date)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        { p: what },
        { kv: [...fineRows, ...feeRows].map(([k, v]) => [k, v] as [string, string]) },
        { amountBox: [totalLabel, fmtMoney(total)] },
        { p: sale },
        { boxed: [dont] },
        { p: payLine },
        { small: owner },
      ],
      sign: [`Fines Officer, ${court}`],
      slip: {
        title: `${court} - fine payment`,
        rows: [
          ['Account number', acc],
          ['Amount', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: [court],
      sub,
      headAlign: pick(r, ['right', 'left'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      owe: { label: totalLabel, amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
      panel: [
        ['Account no.', acc],
        ['Clamping order', orderNo],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: what },
        {
          cols: [
            `Your fine. Imposed ${D(c, convicted)}, case ${caseNo}: fine ${fmtMoney(fine)}, victim surcharge ${fmtMoney(surcharge)}, costs ${fmtMoney(costs)}${paid ? `, less ${fmtMoney(paid)} paid` : ''}. Balance ${fmtMoney(balance)}.`,
            state === 'order'
              ? `Your vehicle. Registration ${reg}. No fees have been added yet: pay the balance and the order will be cancelled.`
              : `Your vehicle. Registration ${reg}. Fees so far: ${feeRows.map(([k, v]) => `${k.toLowerCase()} ${v}`).join(', ')}. ${state === 'clamped' ? agentLine : `Held at ${yard}.`}`,
          ],
        },
        { p: sale },
        { p: `${dont} ${payLine}` },
        { small: owner },
      ],
      closing: 'Yours faithfully',
      sign,
      footer,
    };
  }
  return { spec, truth: truth(court, total, acc, 'court', 3, 'fine_notice', c, pay) };
};

export const FRESH10B_FAMILIES: Family[] = [
  {
    id: 'W124',
    name: 'Collection agency for council tax arrears (not bailiffs)',
    group: 'collector',
    make: ctaxCollector,
  },
  {
    id: 'W125',
    name: 'Council garden waste / trade waste sundry invoice reminder',
    group: 'public_body',
    make: sundryReminder,
  },
  {
    id: 'W126',
    name: 'Magistrates court clamping order notice',
    group: 'court_police',
    make: clampingOrder,
  },
];
