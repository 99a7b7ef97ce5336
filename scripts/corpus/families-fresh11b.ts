/**
 * The tenth fresh held-out set, part b (W133–W135): kinds of letter the corpus does not have yet — a legal aid
 * agency's letter about missed income contributions under a criminal legal aid contribution order (reminder and final
 * warning), a Scottish sheriff officers' Charge for Payment served after a court decree, and a national road company's
 * or highway authority's claim for damage to the road network after a collision (first letter and reminder, sometimes
 * sent by a claims recovery contractor). Written by a writer who had not read the extractor; scored once. Every face
 * is drawn per letter. All organisation names are invented (the agency and the road company too, as the dev README
 * requires); statutes are real and named only in boilerplate. Ground truth follows ../shared/corpus/dev/README.md;
 * where the README leaves a case open the choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, vrm, web } from './vocab';
import {
  ALL_FACES,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

/** The same day of the month n months away (days 29–31 are kept to 28 so every month has them). */
const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(28, d.getUTCDate())));

// ------------------------------------------------------------------------------------------------------------
// Public body
// ------------------------------------------------------------------------------------------------------------

/**
 * A legal aid agency's criminal contributions team writing about an Income Contribution Order (monthly payments
 * towards the cost of the defendant's Crown Court defence) after payments were missed. Two variants:
 * - reminder: "we wrote to you on … about the payment due on …", a further payment has fallen due since: it refers to
 *   the sender's earlier letter about the arrears, so stage 2, kind reminder; pay the arrears within 14 days or by a
 *   date (payBy).
 * - final warning: "final warning", after two earlier letters, listing what the agency may do next (liability order,
 *   enforcement agents with their fees, charging order, motor vehicle order, attachment of earnings): stage 3, kind
 *   final_demand; pay by a date.
 * Two layouts per letter: a plain letter with a reference panel (boxed or stacked) and a payment schedule table, or a
 * notice with a dark letterhead band, an "Arrears now due" box beside the address and a row of reference cells.
 * Amount = the arrears now due (the missed and part-paid monthly contributions, less part payments); the monthly
 * contribution, the total payable under the order, the amount paid to date, the estimated defence costs (the most
 * that can be asked) and enforcement agents' fees that may be added are not it.
 * accountNumber = the contribution reference the letter says to quote; the Crown Court case number, the application
 * (MAAT-style) number and the agency's bank details are not it.
 * Open choice (debtType): the README has no entry for a justice agency's contribution order. The debt arises from
 * criminal proceedings and is enforced through the magistrates' court like a court-imposed sum; it is not a business
 * invoice, a loan or a collector's letter, so the nearest entry is 'court'. The agency writes for itself, so the
 * creditor is the agency (an invented name; the real body is not named).
 */
const legalAidContributions: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const final = r.chance(0.5);
  const agency = pick(r, [
    'Legal Aid Contributions Agency',
    'Criminal Legal Aid Authority',
    'Defence Costs Recovery Agency',
  ]);
  const words = agency.split(' ');
  const head = pick(r, [
    [agency],
    [agency.toUpperCase()],
    [words.slice(0, 2).join(' '), words.slice(2).join(' ')],
  ]);
  const ref = pick(r, [
    () => r.digits(7),
    () => `CON-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    () => `ICO/${r.digits(6)}/${r.letters(1, 'ACFK')}`,
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`,
  ])();
  const caseNo = `T${pick(r, [2024, 2025])}${r.digits(4)}`;
  const appNo = r.digits(8);
  const court = `Crown Court at ${place(r)}`;
  const monthly = r.money(68, 620);
  const n = final ? r.int(4, 5) : r.int(3, 5);
  const lastDue = addDays(c.date, -r.int(6, 18));
  const dues = Array.from({ length: n }, (_, i) => addMonths(lastDue, i - (n - 1)));
  const orderDate = addDays(dues[0], -28);
  // Paid in full up to k, then missed; one of the missed months may be part-paid.
  const k = final ? r.int(1, n - 2) : r.int(Math.max(1, n - 3), n - 2);
  const partIdx = r.chance(0.45) ? k : -1;
  const received = dues.map((_, i) =>
    i < k ? monthly : i === partIdx ? round2(Math.floor(monthly * (0.2 + r.next() * 0.5))) : 0,
  );
  const arrears = round2(dues.reduce((s, _, i) => s + monthly - received[i], 0));
  const paidToDate = round2(received.reduce((s, v) => s + v, 0));
  const totalOrder = round2(monthly * 6);
  const defence = round2(r.money(3800, 26000));
  const firstLetter = addDays(dues[k], r.int(7, 12));
  const secondLetter = addDays(firstLetter, r.int(20, 30));
  const payDays = final ? pick(r, [7, 10, 14]) : 14;
  const pay = addDays(c.date, payDays);
  const byDate = r.chance(0.5);
  const payWhen = byDate ? `by ${D(c, pay)}` : `within ${payDays} days of the date of this letter`;
  const bankSort = sortCode(r);
  const bankAcc = r.digits(8);
  const tel = phone(r);
  const notice = r.chance(0.5);

  const schedule: string[][] = [
    ...dues.map((d, i) => [
      `Payment ${i + 1} due ${D(c, d)}`,
      fmtMoney(monthly),
      fmtMoney(received[i]),
      fmtMoney(round2(monthly - received[i])),
    ]),
    ['Arrears now due', '', '', fmtMoney(arrears)],
  ];
  const opening = final
    ? `We wrote to you on ${D(c, firstLetter)} and again on ${D(c, secondLetter)} because the payments due under your order had not been made. The arrears are still unpaid.`
    : pick(r, [
        `We wrote to you on ${D(c, firstLetter)} because your contribution due on ${D(c, dues[k])} was not received. ${n - k > 2 ? `Since then ${n - k - 1} further payments have fallen due and have not been paid either.` : n - k > 1 ? 'Since then a further payment has fallen due and has not been paid either.' : 'We have still not received it.'}`,
        `Further to our letter of ${D(c, firstLetter)}, our records show that your contributions towards the cost of your defence are still behind.`,
      ]);
  const orderPara = `Your Income Contribution Order dated ${D(c, orderDate)} requires you to pay ${fmtMoney(monthly)} a month towards the cost of your legal representation in the ${court} (case ${caseNo}), for up to six months (${fmtMoney(totalOrder)} in all) or until your case ends, if sooner.`;
  const howToPay: [string, string][] = [
    ['Bank transfer', `sort code ${bankSort}, account ${bankAcc}`],
    ['Reference', `${ref} (your contribution reference)`],
    ['Debit or credit card', `${tel}, Monday to Friday, 9am to 5pm`],
  ];
  const enforcement: string[] = [
    'obtain a liability order and send enforcement agents (fees from £75 would be added)',
    'ask for deductions to be taken from your earnings',
    'apply for a charging order over property you own',
    'apply for a motor vehicle order, so that your vehicle can be clamped and sold',
  ];
  const help = pick(r, [
    `If your income or household has changed since you applied for legal aid, call us on ${tel} to ask for a review of your contributions or a hardship review.`,
    `If you cannot pay the full arrears now, call us on ${tel} before the date above. We will need details of your income and outgoings before we can agree any arrangement.`,
  ]);
  const body: Block[] = [
    dear(c),
    { p: final ? `${orderPara} ${opening}` : orderPara },
    ...(final ? [] : [{ p: opening }]),
    {
      grid: schedule,
      header: ['Contribution', 'Due', 'Received', 'Outstanding'],
      widths: [0.46, 0.18, 0.18, 0.18],
    },
    final
      ? {
          p: `This is our final warning. Unless the arrears of ${fmtMoney(arrears)} are paid in full ${payWhen}, we will take action to recover them without writing to you again. We may:`,
        }
      : {
          p: `Please pay the arrears of ${fmtMoney(arrears)} ${payWhen}, and keep paying ${fmtMoney(monthly)} on the due date each month until the order ends. Paying on time avoids the extra costs of enforcement.`,
        },
    ...(final
      ? [{ checks: enforcement.slice(0, r.int(2, 3)).map((t) => t[0].toUpperCase() + t.slice(1) + '.') }]
      : []),
    { kv: final ? howToPay.slice(0, 2) : howToPay },
    final ? { p: `If there is a reason you cannot pay, call us on ${tel} before that date.` } : { p: help },
    {
      small: final
        ? `Estimated cost of your defence (the most you can be asked to pay): ${fmtMoney(defence)}. Paid so far: ${fmtMoney(paidToDate)}.`
        : `If you are acquitted, your contributions will be refunded with interest; if convicted, you may also have to pay from capital. Estimated cost of your defence (the most you can be asked to pay): ${fmtMoney(defence)}. Paid so far: ${fmtMoney(paidToDate)}.`,
    },
  ];
  const title = final
    ? pick(r, [
        'FINAL WARNING: CONTRIBUTION ARREARS',
        'Final warning before enforcement',
        'Final notice - contributions unpaid',
      ])
    : pick(r, [
        'Reminder: your contributions are overdue',
        'Income contribution payments missed',
        'CONTRIBUTION ARREARS - REMINDER',
      ]);
  const sub = [
    pick(r, ['Criminal Contributions Team', 'Crime Contributions Unit', 'Means Testing and Contributions']),
    officeAddress(r),
    `${tel}  contributions@${host(agency)}`,
  ];
  const footer = [
    `The ${agency} administers criminal legal aid for the Lord Chancellor. Contributions are payable under the Criminal Legal Aid (Contribution Orders) Regulations 2013.`,
  ];
  const spec: Spec = notice
    ? {
        face: c.face,
        head,
        headBand: true,
        logoMark: 'shield',
        sub,
        headAlign: pick(r, ['left', 'center'] as const),
        recipient: rcpt(c),
        owe: {
          label: 'Arrears now due',
          amount: fmtMoney(arrears),
          note: byDate ? `Pay by ${D(c, pay)}` : `Pay within ${payDays} days`,
        },
        panel: [],
        refGrid: [
          ['Contribution reference', ref],
          ['Crown Court case no.', caseNo],
          ['Application no.', appNo],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: pick(r, ['banner', 'boxed'] as const),
        body,
        closing: 'Yours sincerely',
        sign: [pick(r, ['Contributions Team', 'Criminal Contributions Team']), agency],
        footer,
      }
    : {
        face: c.face,
        head,
        logoMark: r.chance(0.6) ? 'shield' : undefined,
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel: [
          ['Our reference', ref],
          ['Case number', caseNo],
          ['Application no.', appNo],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.4),
        title,
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body,
        closing: 'Yours sincerely',
        sign: [...signatory(r, ['Contributions Officer', 'Senior Caseworker']), agency],
        footer,
      };
  return {
    spec,
    truth: truth(agency, arrears, ref, 'court', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement
// ------------------------------------------------------------------------------------------------------------

/**
 * A Scottish sheriff officers' Charge for Payment of Money, served on the debtor after a creditor (a bank, a council,
 * a property factor, an energy supplier) obtained decree in the sheriff court: the sum due made up of the principal
 * sum, interest at the judicial rate, the court expenses and the fee for serving the charge, less anything paid, to be
 * paid within the 14-day charge period, after which diligence (arrestment, attachment, inhibition) or sequestration
 * may follow without further notice. Two layouts per letter: the formal charge itself (boxed form title, parties and
 * decree in a label/value block, the officer's charging words, a sum-due table, signed by the officer with a
 * witness), or the firm's covering letter (dark letterhead band, a row of reference cells, a "Total sum due" box,
 * a what-happens-next list).
 * Ground truth, where the README leaves room:
 * - creditorName = the sheriff officers' firm, not the decree creditor named in the charge: the README makes an
 *   enforcement agent's letter the creditor's own when it writes on someone else's behalf and asks to be paid, and
 *   here payment is made to the firm's client account quoting the firm's reference.
 * - debtType 'bailiff': sheriff officers are Scotland's court enforcement officers, the README's "enforcement agent's
 *   letter is bailiff even when the underlying debt is …".
 * - kind notice_of_enforcement, stage 3: a charge is the formal last warning served before diligence can be done,
 *   the Scottish counterpart of a notice of enforcement (the README puts notices of enforcement at stage 3). It is not
 *   'judgment' (the decree is not the document here) nor a court claim.
 * - debtAmount = the total sum due on the charge (principal + interest to the date of the charge + expenses + charge
 *   fee − paid to account); the principal alone, the daily interest still running, an instalment the creditor would
 *   accept and the costs of later diligence are not it.
 * - accountNumber = the firm's own reference ("our ref", quoted on payment); the sheriff court case number, the
 *   creditor's account/client reference and masked card numbers are not it.
 * - payBy = the end of the 14-day charge period (the charge is dated the day it is served).
 */
const chargeForPayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const a = person(r).last;
  let b = person(r).last;
  if (b === a) b = a === 'Jardine' ? 'Callander' : 'Jardine';
  const st = stem(r);
  const style = r.int(0, 2);
  const firm = style === 0 ? `${a} ${b} Ltd` : style === 1 ? `${st} Sheriff Officers Ltd` : `${a} & ${b} LLP`;
  const head =
    style === 0
      ? pick(r, [[`${a} ${b}`], [`${a} ${b}`.toUpperCase()], [firm]])
      : style === 1
        ? pick(r, [[firm], [st, 'Sheriff Officers Ltd'], [`${st} Sheriff Officers`.toUpperCase()]])
        : pick(r, [[`${a} & ${b}`], [firm]]);
  const ref = pick(r, [
    () => `${r.letters(2, 'SOHK')}/${r.digits(6)}`,
    () => r.digits(7),
    () => `SO${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.letters(3)}${r.digits(5)}-${r.digits(2)}`,
  ])();
  const decree = addDays(c.date, -r.int(35, 140));
  const yy = (decree.getUTCFullYear() % 100) - (r.chance(0.5) ? 1 : 0);
  const town = place(r);
  const court = `Sheriff Court at ${town}`;
  const proc = r.int(0, 2);
  const caseNo =
    proc === 0
      ? `SP${r.int(12, 4800)}/${yy}`
      : proc === 1
        ? `SA${r.int(12, 2900)}/${yy}`
        : `A${r.int(12, 1900)}/${yy}`;
  const procName = ['simple procedure claim', 'summary cause action', 'ordinary action'][proc];
  const cr = r.int(0, 3);
  const credStem = stem(r);
  const creditor = [
    `${credStem} Bank plc`,
    `${place(r)} Council`,
    `${credStem} Property Factors Ltd`,
    `${credStem} Energy Ltd`,
  ][cr];
  const what = [
    pick(r, [
      `credit card account ${r.digits(4)} **** **** ${r.digits(4)}`,
      `personal loan account ${r.digits(8)}`,
    ]),
    `former tenancy rent arrears, rent account ${r.digits(9)}`,
    `unpaid factoring and common repair charges, owner ref ${r.letters(3)}${r.digits(4)}`,
    `closed gas and electricity account ${r.digits(10)}`,
  ][cr];
  const principal = proc === 2 ? r.money(5200, 14800) : r.money(480, 4900);
  const days = Math.round((c.date.getTime() - decree.getTime()) / 86400000);
  const interest = round2((principal * 0.08 * days) / 365);
  const daily = round2((principal * 0.08) / 365);
  const expenses = proc === 2 ? r.money(900, 2600) : r.money(85, 540);
  const fee = pick(r, [36.45, 41.8, 44.1, 48.6]);
  const outlays = pick(r, [0, 2.85, 3.35, 6.7]);
  const paid = r.chance(0.3) ? round2(Math.floor(principal * pick(r, [0.05, 0.1, 0.15]))) : 0;
  const total = round2(principal + interest + expenses + fee + outlays - paid);
  const pay = addDays(c.date, 14);
  const instal = pick(r, [25, 40, 50, 75, 100]);
  const served = pick(r, [
    'by recorded delivery post',
    'by leaving it in a sealed envelope at your dwellinghouse',
    'by delivering it to you personally',
  ]);
  const clientSort = sortCode(r);
  const clientAcc = r.digits(8);
  const tel = phone(r);
  const sumRows: string[][] = [
    [`Principal sum (decree of ${D(c, decree)})`, fmtMoney(principal)],
    [`Interest at 8% a year to ${D(c, c.date)}`, fmtMoney(interest)],
    ['Expenses of the action', fmtMoney(expenses)],
    ['Fee for service of this charge', fmtMoney(fee)],
    ...(outlays ? [['Outlays (mileage and postage)', fmtMoney(outlays)]] : []),
    ...(paid ? [['Less paid to account', `-${fmtMoney(paid)}`]] : []),
    ['Total sum due', fmtMoney(total)],
  ];
  const diligence = [
    'arrest money in your bank or building society accounts',
    'arrest your earnings through your employer',
    'attach goods belonging to you that are kept outside your home, such as a vehicle',
    'register an inhibition, so that property you own cannot be sold or remortgaged',
    'apply for your sequestration (bankruptcy)',
  ];
  const dil = diligence.filter((_, i) => i < 2 || r.chance(0.6));
  const officer = person(r);
  const officerName = `${officer.first} ${officer.last}`;
  const witness = person(r);
  const timeToPay = `You may be able to apply to the sheriff for a time to pay order, or to join the Debt Arrangement Scheme, to pay by instalments. The creditor would consider instalments of ${fmtMoney(instal)} a month. Free advice is available from a money adviser.`;
  const sub = [
    pick(r, [
      'Sheriff Officers and Messengers-at-Arms',
      'Sheriff Officers & Messengers-at-Arms',
      'Sheriff Officers - Debt Recovery - Process Serving',
    ]),
    officeAddress(r),
    `${tel}  ${web(firm)}`,
  ];
  const footer = [
    `${firm} is registered in Scotland${style === 2 ? ' as a limited liability partnership, no. SO' : ', company no. SC'}${r.digits(6)}. Registered office: ${officeAddress(r)}. Sheriff officers are officers of court, commissioned by the Sheriff Principal.`,
  ];
  const formal = r.chance(0.5);
  let spec: Spec;
  if (formal) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? pick(r, ['shield', 'rings'] as const) : undefined,
      sub,
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Court ref', caseNo],
        ['Date of charge', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title: pick(r, ['CHARGE FOR PAYMENT OF MONEY', 'CHARGE FOR PAYMENT']),
      titleStyle: 'boxed',
      body: [
        {
          small:
            'Debtors (Scotland) Act 1987, section 90. IMPORTANT: THIS CHARGE REQUIRES YOU TO PAY. READ IT CAREFULLY.',
        },
        {
          kv: [
            ['Creditor', creditor],
            ['Debtor', `${c.who.first} ${c.who.last}`],
            ['Decree', `${court}, ${D(c, decree)} (${procName})`],
            ['Relating to', what],
          ],
        },
        {
          p: `I, ${officerName}, Sheriff Officer, by virtue of an extract of the above decree, in His Majesty's name and authority and in the name and authority of the Sheriff, charge you to pay the total sum due shown below within 14 days after the date of this charge. Payment must be made to ${firm}, who are authorised to receive it, quoting our reference ${ref}.`,
        },
        { grid: sumRows, widths: [0.74, 0.26] },
        {
          p: `If you do not pay the total sum due within 14 days (by ${D(c, pay)}), the creditor may, without further notice to you, instruct us to: ${dil.slice(0, -1).join('; ')}; or ${dil[dil.length - 1]}. The cost of that diligence may be added to what you owe. Interest continues to run on the principal sum at ${fmtMoney(daily)} a day.`,
        },
        {
          kv: [
            ['Pay to', `${firm} client account`],
            ['Bank details', `sort code ${clientSort}, account ${clientAcc}`],
          ],
        },
        { small: timeToPay },
        {
          small: `This charge was served on you ${served} on ${D(c, c.date)}, before ${witness.first} ${witness.last}, witness.`,
        },
      ],
      sign: [officerName, 'Sheriff Officer', `for and on behalf of ${firm}`],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.35)
        ? `If undelivered please return to ${firm}, ${officeAddress(r)}`
        : undefined,
      recipient: rcpt(c),
      owe: { label: 'Total sum due', amount: fmtMoney(total), note: `Charge expires ${D(c, pay)}` },
      panel: [],
      refGrid: [
        ['Our reference', ref],
        ['Court reference', caseNo],
        ['Date served', D(c, c.date)],
        ['Charge expires', D(c, pay)],
      ],
      title: pick(r, [
        'Charge for Payment: 14 days to pay',
        'You have been served with a Charge for Payment',
      ]),
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${creditor}, which obtained decree against you in the ${court} on ${D(c, decree)} (case ${caseNo}) for ${what}. Today we served a Charge for Payment on you ${served}. The charge gives you 14 days to pay the total sum due:`,
        },
        { grid: sumRows, header: ['Sum due under the decree', 'Amount'], widths: [0.74, 0.26] },
        {
          p: `If you do not pay by ${D(c, pay)}, the charge period will have expired and the creditor may instruct us, without further notice, to:`,
        },
        { checks: dil.slice(0, 3).map((t) => t[0].toUpperCase() + t.slice(1) + '.') },
        {
          p: `Please pay ${fmtMoney(total)} to our client account (sort code ${clientSort}, account ${clientAcc}), or by card on ${tel}, quoting ${ref}. Interest of ${fmtMoney(daily)} a day is added until you pay.`,
        },
        { small: timeToPay },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Sheriff Officer', 'Senior Sheriff Officer', 'Messenger-at-Arms']), firm],
      footer,
    };
  }
  return { spec, truth: truth(firm, total, ref, 'bailiff', 3, 'notice_of_enforcement', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Road damage claims
// ------------------------------------------------------------------------------------------------------------

/**
 * A claim for damage to the road network after a road traffic collision, sent to the driver or the registered keeper:
 * repair of a safety barrier (vehicle restraint system) and posts, traffic management for the lane closure, the
 * emergency crew's attendance, sometimes a sign, lighting column or spillage clean-up, and an administration fee.
 * Three senders: a national trunk road company (invented; "damage to Crown property"), a county council as highway
 * authority, or a claims recovery contractor writing for one of them. Two variants: the first letter (stage 1, kind
 * first_demand, pay within 28 days or by a date) and a reminder that refers to the sender's earlier letter (stage 2,
 * kind reminder, pay within 14 days). Two layouts per letter: a letter with a reference panel and incident details
 * in a label/value block, or a claim notice with a row of reference cells, an "Amount claimed" box and, sometimes,
 * photographs of the damage and a reply form.
 * Amount = the total claimed (repairs + traffic management + attendance + admin fee), the figure the letter asks to
 * be paid; the individual cost lines, the admin fee alone, the suggested monthly instalment and the court fee and
 * interest that a claim would add later are not it.
 * accountNumber = the claim reference the letter says to quote; the police incident log number, the works order
 * number, the marker post, the vehicle registration and (contractor letters) the client's own reference are not it.
 * Open choices: (1) debtType — the README has no entry for a damage claim; it is an ordinary bill for repair costs
 * from the body that owns the road, not a penalty, a council tax or a loan, so 'normal'. (2) When a claims recovery
 * contractor writes for the road owner and asks to be paid to its own account, the README makes the contractor the
 * creditor and the letter a collector's, 'debt_collection'; kind stays first_demand / reminder because the contractor
 * makes the claim in the first instance (it is not chasing a debt already demanded by the owner).
 */
const roadDamageClaim: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const reminder = r.chance(0.5);
  const mode = r.int(0, 2);
  const notice = r.chance(0.5);
  const band = notice && r.chance(0.5);
  const photos = notice && !reminder && !band && r.chance(0.6);
  const ownerKind = mode === 2 ? r.int(0, 1) : mode;
  const owner =
    ownerKind === 0
      ? pick(r, ['National Trunk Roads Ltd', 'Strategic Roads Company Limited', 'Trunk Road Network Ltd'])
      : `${place(r)} County Council`;
  const st = stem(r);
  const contractor = `${st} ${pick(r, ['Claims Recovery', 'Damage Recovery', 'Highway Claims'])} Ltd`;
  const sender = mode === 2 ? contractor : owner;
  const head =
    mode === 2
      ? pick(r, [[contractor], [contractor.replace(/ Ltd$/, '')], [st, contractor.slice(st.length + 1)]])
      : ownerKind === 0
        ? pick(r, [[owner], [owner.toUpperCase()]])
        : pick(r, [[owner], [owner.replace(/ County Council$/, ''), 'County Council']]);
  const yy = c.date.getUTCFullYear() % 100;
  const ref = pick(r, [
    () => `DCP/${yy}/${r.digits(5)}`,
    () => `CR-${r.digits(3)}-${r.digits(1)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.letters(2, 'HDC')}${r.digits(6)}`,
    () => `TPC ${r.digits(4)} ${r.digits(3)}`,
  ])();
  const clientRef = `${r.letters(3, 'NHCA')}-${r.digits(6)}`;
  const works = `WO${r.digits(7)}`;
  const reg = vrm(r);
  const incident = addDays(c.date, -(reminder ? r.int(95, 200) : r.int(45, 120)));
  const police = `${r.digits(4)} of ${String(incident.getUTCDate()).padStart(2, '0')}/${String(incident.getUTCMonth() + 1).padStart(2, '0')}/${incident.getUTCFullYear() % 100}`;
  const time = `${String(r.int(0, 23)).padStart(2, '0')}:${pick(r, ['05', '20', '35', '50', '12', '41'])}`;
  const road =
    ownerKind === 0
      ? pick(r, [`M${r.int(2, 69)}`, `A${r.int(1, 99)}(M)`, `A${r.int(1, 699)}`])
      : `B${r.int(1000, 6999)}`;
  const dir = pick(r, ['northbound', 'southbound', 'eastbound', 'westbound']);
  const where =
    ownerKind === 0
      ? `${road} ${dir}, junction ${r.int(2, 30)}, marker post ${r.int(10, 240)}/${r.int(1, 9)}`
      : `${road} ${pick(r, ['Mill Road', 'Station Hill', 'Kiln Lane', 'Church Bank'])}, ${place(r)}, near ${pick(r, ['the junction with', 'the bridge over'])} ${pick(r, ['Heron Way', 'the river', 'Quarry Lane', 'the railway'])}`;
  const keeper = r.chance(0.5);
  const barrierM = r.int(8, 60);
  const mRate = pick(r, [68, 74.5, 82, 95.25]);
  const posts = r.int(2, 14);
  const pRate = pick(r, [38, 46.5, 55]);
  const tmHours = r.int(4, 14);
  const tmRate = pick(r, [145, 182.5, 210]);
  const lines: [string, string, number][] = [
    ['Safety barrier replaced', `${barrierM} m at ${fmtMoney(mRate)}`, round2(barrierM * mRate)],
    ['Barrier posts replaced', `${posts} at ${fmtMoney(pRate)}`, round2(posts * pRate)],
    ['Traffic management (lane closure)', `${tmHours} hrs at ${fmtMoney(tmRate)}`, round2(tmHours * tmRate)],
  ];
  const crew = r.chance(0.6);
  if (crew) lines.push(['Emergency crew attendance', pick(r, ['call-out', '1 crew']), r.money(180, 650)]);
  if (!photos && r.chance(crew ? 0.3 : 0.6))
    lines.push(
      pick(r, [
        ['Replacement sign and post', '1', r.money(240, 1400)] as [string, string, number],
        ['Lighting column replaced', '1', r.money(900, 2600)] as [string, string, number],
        ['Fuel spillage clean-up', 'sweeper', r.money(150, 900)] as [string, string, number],
      ]),
    );
  const sub = round2(lines.reduce((a, l) => a + l[2], 0));
  const pct = r.chance(0.5) ? pick(r, [10, 12.5, 15]) : 0;
  const admin = pct ? round2((sub * pct) / 100) : pick(r, [75, 95, 150]);
  const total = round2(sub + admin);
  const costRows: string[][] = [
    ...lines.map(([a, b, v]) => [a, b, fmtMoney(v)]),
    [pct ? `Administration fee (${pct}%)` : 'Administration fee', '', fmtMoney(admin)],
    ['Total claimed', '', fmtMoney(total)],
  ];
  const payDays = reminder ? 14 : pick(r, [21, 28]);
  const pay = addDays(c.date, payDays);
  const byDate = r.chance(0.5);
  const payWhen = byDate ? `by ${D(c, pay)}` : `within ${payDays} days`;
  const first = addDays(c.date, -r.int(30, 60));
  const instal = pick(r, [50, 75, 100, 150]);
  const accSort = sortCode(r);
  const accNo = r.digits(8);
  const tel = phone(r);
  const insurerName = `${stem(r)} Motor Insurance`;
  const who = keeper
    ? `Our enquiries with the vehicle licensing authority show that you were the registered keeper of vehicle ${reg}, which`
    : `The police have given us your details as the driver of vehicle ${reg}, which`;
  const forClient = mode === 2 ? ` We act for ${owner}, the highway authority for this road.` : '';
  const crown = mode === 0 ? ' The road and its equipment are Crown property.' : '';
  const intro = reminder
    ? `We wrote to you on ${D(c, first)} about the damage caused on ${D(c, incident)} at ${where}. We have not received payment${r.chance(0.5) ? ', or the details of your motor insurer that we asked for' : ''}.${forClient}`
    : `${who} collided with and damaged ${ownerKind === 0 ? 'the road network' : 'highway property'} at ${where} on ${D(c, incident)}.${crown}${forClient} The damage has been repaired and we claim the cost from you.`;
  const payPara = reminder
    ? `Please pay ${fmtMoney(total)} ${payWhen}, quoting ${ref}. If you were insured, send this letter to your insurer straight away and ask them to contact us; you remain responsible for the claim until it is settled.`
    : `Please pay ${fmtMoney(total)} ${payWhen}, quoting ${ref}, or pass this letter to your motor insurer. We can consider instalments (for example ${fmtMoney(instal)} a month).`;
  const warn = `If the claim is not settled we may issue a claim in the county court, when court fees and interest at 8% a year under section 69 of the County Courts Act 1984 would be added.`;
  const kv: [string, string][] = [
    ['Date and time', `${D(c, incident)} at ${time}`],
    ['Location', where.length > 58 ? where.split(', ').slice(0, 2).join(', ') : where],
    ['Vehicle', reg],
    ['Police reference', police],
  ];
  const payKv: [string, string][] = [
    ['Bank transfer', `sort code ${accSort}, account ${accNo}`],
    ['Card payments', tel],
  ];
  const subLines = [
    mode === 2
      ? 'Acting for highway authorities and road operators'
      : ownerKind === 0
        ? pick(r, ['Damage to Crown Property Team', 'Third Party Claims Unit'])
        : pick(r, ['Highways - Third Party Damage Claims', 'Highway Asset Recovery Team']),
    officeAddress(r),
    `${tel}  claims@${host(sender)}`,
  ];
  const footer =
    mode === 2
      ? [
          `${contractor}, registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
        ]
      : ownerKind === 0
        ? [
            `${owner} is a government-owned company, registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
          ]
        : [`${owner}, Highways and Transport. Claim made under the Highways Act 1980.`];
  const title = reminder
    ? pick(r, [
        'Reminder: claim for damage to highway property',
        'Damage claim - payment reminder',
        'SECOND REQUEST FOR PAYMENT',
      ])
    : ownerKind === 0
      ? pick(r, ['Claim for damage to Crown property', 'DAMAGE TO CROWN PROPERTY: REPAIR COSTS'])
      : pick(r, ['Claim for damage to highway property', 'Road traffic collision: damage to the highway']);
  const signBlock =
    mode === 2
      ? [...signatory(r, ['Claims Handler', 'Recovery Officer']), `for and on behalf of ${contractor}`]
      : [...signatory(r, ['Claims Officer', 'Third Party Claims Manager']), owner];
  let spec: Spec;
  if (!notice) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? pick(r, ['chevron', 'bars'] as const) : undefined,
      sub: subLines,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Claim number', 'Our reference', 'Claim ref']), ref],
        ...(mode === 2 ? ([['Client ref', clientRef]] as [string, string][]) : []),
        ['Works order', works],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: intro },
        ...(reminder ? [] : [{ kv }]),
        { grid: costRows, header: ['Repair costs', 'Quantity', 'Amount'], widths: [0.5, 0.28, 0.22] },
        { p: payPara },
        { kv: payKv },
        { small: `${warn} Damages are not subject to VAT.` },
      ],
      closing: 'Yours sincerely',
      sign: signBlock,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: band,
      logoMark: pick(r, ['chevron', 'rings'] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Amount claimed',
        amount: fmtMoney(total),
        note: byDate ? `Pay by ${D(c, pay)}` : `Pay within ${payDays} days`,
      },
      panel: [],
      refGrid: [
        ['Claim reference', ref],
        ['Incident date', D(c, incident)],
        ['Vehicle', reg],
        ['Date of letter', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: intro },
        ...(photos
          ? [
              {
                photos: [
                  `Damaged barrier, ${ownerKind === 0 ? `${road} ${dir}` : road}`,
                  `Works order ${works}`,
                ],
              },
            ]
          : []),
        { grid: costRows, header: ['Item', 'Detail', 'Cost'], widths: [0.5, 0.28, 0.22] },
        { p: payPara },
        {
          kv: [
            ...(photos ? payKv.slice(0, 1) : [...payKv, ['Police reference', police] as [string, string]]),
            ...(mode === 2
              ? [[`${owner.replace(/ Ltd$| Limited$/, '')} ref`, clientRef] as [string, string]]
              : []),
          ],
        },
        ...(!photos
          ? [
              {
                checks: [
                  keeper
                    ? `I was not the driver. The driver was (name and address):`
                    : `I was not driving the vehicle at the time. Reason:`,
                  `My insurer is dealing with this: insurer's name and claim number:`,
                ],
              },
            ]
          : []),
        { small: `${warn}${keeper || photos ? '' : ` Insurer named at the scene: ${insurerName}.`}` },
      ],
      closing: 'Yours faithfully',
      sign: signBlock,
      footer,
    };
  }
  const debtType = mode === 2 ? 'debt_collection' : 'normal';
  return {
    spec,
    truth: truth(
      sender,
      total,
      ref,
      debtType,
      reminder ? 2 : 1,
      reminder ? 'reminder' : 'first_demand',
      c,
      pay,
    ),
  };
};

export const FRESH11B_FAMILIES: Family[] = [
  {
    id: 'W133',
    name: 'Legal aid income contribution order arrears',
    group: 'public_body',
    make: legalAidContributions,
  },
  {
    id: 'W134',
    name: 'Scottish sheriff officers Charge for Payment',
    group: 'enforcement',
    make: chargeForPayment,
  },
  {
    id: 'W135',
    name: 'Road network damage claim after a collision',
    group: 'public_body',
    make: roadDamageClaim,
  },
];
