/**
 * The twenty-second fresh held-out set, part c (W244–W246): kinds of letter the corpus does not have yet — a council
 * recovering a rent deposit / rent-in-advance loan it made to help a household into a private tenancy (the repayment
 * agreement's arrears statement, the balance left after it recovered the deposit from the tenancy deposit scheme at
 * the end of the tenancy, a reminder, or a final notice before the debt goes to the council's sundry debt team or a
 * collection agency), with housing case numbers, the deposit protection ID, the landlord's name, the amount loaned,
 * the monthly instalment and the loan's remaining balance competing with the loan agreement number and the amount due;
 * an optician chain's contact lens / eyecare subscription plan in arrears after its Direct Debits failed (a statement
 * of the missed monthly payments and the lenses supplied, a reminder, a final notice, or the chain's collection
 * agency's letters), with patient, plan and store numbers, the lens prescription's figures and the monthly plan price
 * as distractors; and a council's or housing association's charges for a community alarm / telecare (lifeline
 * pendant) service (the quarterly invoice, a reminder, a final notice warning that the service will be withdrawn or
 * the debt passed for recovery), with client IDs, service numbers, property references, equipment serials, the weekly
 * charge and the next quarter's charge competing with the reference and the amount.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
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
  oOrI,
  pick,
  rcpt,
  regLine,
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

/** The same day of the month n months on (day kept within 1–28 by the corpus's dates). */
const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), 28)));

// ------------------------------------------------------------------------------------------------------------
// W244 — council rent deposit / rent-in-advance loan
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's housing options team (or, at the final stage, its income team writing for the housing service) recovers
 * a loan it made for a tenancy deposit, with or without a month's rent in advance, paid straight to a private
 * landlord. Two situations: the household is still in the tenancy and has missed monthly instalments under the
 * repayment agreement ("arrears"), or the tenancy has ended, the council has reclaimed the deposit from the tenancy
 * deposit scheme (less the landlord's agreed deductions) and asks for the rest of the loan ("ended").
 * Stage 1: the arrears statement, or the end-of-tenancy statement (first letter asking for that sum), kind
 * first_demand. Stage 2: a reminder that refers to the council's earlier letter or to a broken payment arrangement,
 * kind reminder. Stage 3: a final notice before the debt goes to the sundry debt team / a named collection agency,
 * kind final_demand; in some the agreement is ended for breach and the whole remaining loan is demanded.
 * Amount = the arrears of instalments (arrears letters, unless the final notice demands the whole balance) or the
 * balance after the scheme's repayment (ended letters); the amount loaned, the monthly instalment, the loan's
 * remaining balance when only arrears are asked for, the deposit, the rent and a possible collection charge are not.
 * accountNumber = the loan agreement number, which the letter says to quote; the housing case number, the deposit
 * protection ID and the council's bank account are not it.
 * Open choices: creditor = the council (the legal entity that lent and asks to be paid; the team is only its
 * department). debtType 'loan': the sum is repayable under a written loan agreement, not a council tax or service
 * charge, and no collector is writing yet.
 */
const depositLoan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  const mode: 'arrears' | 'ended' = r.chance(0.55) ? 'arrears' : 'ended';
  const team = pick(r, [
    'Housing Options Service',
    'Housing Solutions Team',
    'Homelessness Prevention Team',
    'Private Rented Sector Access Team',
  ]);
  const scheme = pick(r, [
    'Rent Deposit Loan Scheme',
    'Deposit and Rent in Advance Scheme',
    'Tenancy Start-Up Loan Scheme',
    'Private Rented Access Scheme',
  ]);
  const v = r.int(0, 3);
  const loanRef = [
    `RDL/${r.digits(5)}`,
    `RIA-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `LA ${r.digits(6)}`,
    `${r.digits(2)}/${r.digits(5)}/DL`,
  ][v];
  const loanLabel = pick(r, [
    'Loan agreement no.',
    'Loan agreement number',
    'Agreement ref',
    'Loan account no.',
  ]);
  const caseNo = pick(r, [
    `HOU${r.digits(7)}`,
    `HPR/${r.int(2022, 2024)}/${r.digits(5)}`,
    `H-${r.digits(6)}`,
  ]);
  const caseLabel = pick(r, ['Housing case no.', 'Housing Options case ref', 'Homelessness case no.']);
  const dps = pick(r, [
    'SafeLet Deposit Protection',
    'Tenancy Deposit Guard',
    'Keyhold Deposit Service',
    'DepositShield',
  ]);
  const depId = r.chance(0.5)
    ? `${r.letters(2, 'DKTG')}-${r.digits(7)}`
    : `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
  const lp = person(r);
  const landlordIsPerson = r.chance(0.55);
  const landlord = landlordIsPerson
    ? `${lp.title} ${lp.first[0]} ${lp.last}`
    : `${stem(r)} ${pick(r, ['Lettings Ltd', 'Property Management Ltd', 'Residential Lettings'])}`;
  const rent = pick(r, [575, 625, 650, 695, 725, 780, 825, 875, 950, 1050]);
  const deposit = Math.floor((rent * 12 * 5) / 52);
  const ria = mode === 'ended' || r.chance(0.5) ? rent : 0;
  const loan = deposit + ria;
  const inst = pick(r, [20, 25, 30, 35, 40, 50]);
  const paidN = r.int(2, 8);
  const missed = r.int(2, 4);
  const arrears = round2(inst * missed);
  const balance = round2(loan - inst * paidN);
  const prop = mode === 'ended' ? address(r) : c.addr;
  const propLine = `${prop[0]}, ${prop[1]}`;
  const firstDue = addMonths(c.date, -(paidN + missed));
  const lent = addDays(firstDue, -r.int(20, 40));
  const ended = addDays(c.date, -r.int(35, 110));
  const claim = round2(Math.round(deposit * (0.4 + r.next() * 0.45)));
  const returned = round2(deposit - claim);
  const remaining = round2(balance - returned);
  const full = mode === 'arrears' && stage === 3 && r.chance(0.45);
  const due = mode === 'ended' ? remaining : full ? balance : arrears;
  const pay = addDays(c.date, pick(r, [14, 14, 21]));
  const prev = addDays(c.date, -r.int(18, 35));
  const arrangement = stage === 2 && r.chance(0.4);
  const agent = r.chance(0.5)
    ? `${stem(r)} ${pick(r, ['Collection Services Ltd', 'Credit Management Ltd', 'Recoveries Ltd'])}`
    : '';
  const income = pick(r, ['Sundry Debt Recovery Team', 'Income Recovery Team', 'Corporate Debt Team']);
  const phoneNo = phone(r);
  const cWeb = web(cn.name);
  const dueLabel =
    mode === 'ended'
      ? pick(r, ['Balance now due', 'Amount you now owe', 'Balance to pay'])
      : full
        ? pick(r, ['Full balance now due', 'Total now due'])
        : pick(r, ['Arrears now due', 'Amount now due', 'Arrears to pay']);
  const title =
    stage === 1
      ? mode === 'arrears'
        ? pick(r, [
            'Rent deposit loan - statement of arrears',
            'Your repayment agreement: missed payments',
            'Statement of loan arrears',
          ])
        : pick(r, ['Deposit loan balance - tenancy ended', 'Deposit loan - end of tenancy statement'])
      : stage === 2
        ? pick(r, [
            'Reminder: rent deposit loan',
            'Second letter - loan repayments',
            'Your deposit loan is still in arrears',
          ])
        : pick(r, [
            'FINAL NOTICE',
            'Final notice - rent deposit loan',
            'FINAL NOTICE BEFORE RECOVERY ACTION',
          ]);

  // --- body pieces ---
  const intro: string =
    mode === 'arrears'
      ? `On ${D(c, lent)} the Council lent you ${fmtMoney(loan)} under its ${scheme} to pay ${ria ? "the deposit and the first month's rent" : 'the deposit'} for your tenancy of ${propLine}, let by ${landlord}. Under your loan agreement you agreed to repay the loan at ${fmtMoney(inst)} a month. The deposit is protected with ${dps} (deposit ID ${depId}).`
      : `The Council lent you ${fmtMoney(loan)} under its ${scheme} on ${D(c, lent)}, for the deposit and rent in advance on ${propLine}, let by ${landlord}. Your tenancy there ended on ${D(c, ended)}, and under your loan agreement the rest of the loan became repayable when it ended.`;
  const situation: string =
    mode === 'arrears'
      ? stage === 1
        ? `Our records show that the last ${missed} monthly instalments have not been paid. The arrears are set out below.`
        : `The ${missed} instalments shown below are still unpaid.`
      : `As the deposit was paid with the Council's money, we asked ${dps} to repay it to us (deposit ID ${depId}). ${landlord} claimed ${fmtMoney(claim)} for cleaning and damage, which was agreed, and the scheme repaid the remaining ${fmtMoney(returned)} to the Council, which we have set against your loan.`;
  const follow: string | undefined =
    stage === 1
      ? undefined
      : arrangement
        ? `When you called us on ${D(c, prev)} you agreed to ${mode === 'arrears' ? 'clear the arrears' : 'pay the balance'} by ${D(c, addDays(prev, 14))}. No payment has reached us and the arrangement has been cancelled.`
        : `We wrote to you on ${D(c, prev)} about ${mode === 'arrears' ? 'these arrears' : 'this balance'}, but we have not received payment or heard from you.`;
  const rows: string[][] =
    mode === 'arrears'
      ? [
          ...[...Array(missed).keys()].map((i) => [
            `Instalment due ${D(c, addMonths(firstDue, paidN + i))}`,
            fmtMoney(inst),
            fmtMoney(0),
            fmtMoney(inst),
          ]),
          [full ? 'Arrears of instalments' : dueLabel, '', '', fmtMoney(arrears)],
        ]
      : [
          ['Amount loaned', '', '', fmtMoney(loan)],
          [`Instalments paid (${paidN})`, '', '', `-${fmtMoney(round2(inst * paidN))}`],
          [`Deposit repaid by ${dps}`, '', '', `-${fmtMoney(returned)}`],
          [dueLabel, '', '', fmtMoney(remaining)],
        ];
  const gridBlock: Block =
    mode === 'arrears'
      ? {
          grid: rows,
          header: ['Repayment agreement', 'Due', 'Paid', 'Unpaid'],
          widths: [0.46, 0.18, 0.18, 0.18],
        }
      : { grid: rows.map((x) => [x[0], x[3]]), header: ['Loan account', 'Amount'], widths: [0.72, 0.28] };
  const summary: [string, string][] = [
    ...(mode === 'arrears' ? ([['Remaining loan balance', fmtMoney(balance)]] as [string, string][]) : []),
    [`Deposit protected with ${dps.split(' ')[0]}`, depId],
  ];
  const ask: string =
    stage === 3
      ? full
        ? `Because the instalments have not been paid, the Council has ended your repayment agreement as clause ${r.int(6, 11)} allows, and the full remaining balance of ${fmtMoney(balance)} is now due. Unless you pay it by ${D(c, pay)}, or contact us before then to agree how you will pay, quoting ${loanRef}, the debt will be passed ${agent ? `to ${agent}, the Council's collection agent, which may add a collection charge` : `to the Council's ${income}, which may start county court proceedings`} without further warning.`
        : `Unless you pay ${fmtMoney(due)} by ${D(c, pay)}, or contact us before then to agree how you will pay, quoting ${loanRef}, your account will be passed ${agent ? `to ${agent}, the Council's collection agent, which may add a collection charge of up to 15%` : `to the Council's ${income}, which may start county court proceedings and claim its costs`}. This is the last letter you will receive from the ${team}.`
      : `Please pay ${fmtMoney(due)} within ${pick(r, ['14 days', 'the next 14 days'])}, by ${D(c, pay)}, quoting ${loanRef}. If you cannot pay it all, call us before then on ${phoneNo} so that we can agree a new arrangement${mode === 'arrears' ? ' and keep your loan agreement in place' : ''}.`;
  const how: [string, string][] = [
    ['Online', `${cWeb}/pay (choose "Housing loans")`],
    ['By phone', `${phoneNo} (automated line, 24 hours)`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Quote', `${loanRef} (your loan agreement number)`],
  ];
  const help: Block = {
    small: `Please tell us if your income has gone down or your benefits have changed: we can ${mode === 'arrears' ? 'look again at the instalments' : 'agree affordable instalments'}. Your ${caseLabel.toLowerCase().replace(' no.', ' number').replace(' ref', ' reference')} is ${caseNo}; this is not the reference for payments. Free debt advice is available from independent advice services.`,
  };
  const text: Block[] = [{ p: intro }, ...(follow ? [{ p: follow }] : []), { p: situation }, gridBlock];

  const sign = [
    ...signatory(r, ['Housing Options Officer', 'Senior Housing Adviser', 'Loans and Deposits Officer']),
    team,
    cn.name,
  ];
  const footer = [
    `${cn.name}, ${officeAddress(r)}. ${cWeb}. We use your personal information to run the ${scheme} and to recover money owed to the Council; see ${cWeb}/privacy.`,
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: cn.head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [team, officeAddress(r), `${phoneNo}  ${cWeb}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [loanLabel, loanRef],
        [caseLabel, caseNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...text,
        ...(full ? [{ amountBox: [dueLabel, fmtMoney(due)] as [string, string] }] : []),
        { p: ask },
        { kv: how },
        help,
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: cn.head,
      headBand: r.chance(0.5),
      sub: [`${team} - ${scheme}`, `${phoneNo}  ${cWeb}`],
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [['Date of notice', D(c, c.date)]],
      refGrid: [
        [loanLabel, loanRef],
        [caseLabel, caseNo],
        ['Deposit ID', depId],
        ...(landlordIsPerson ? ([['Landlord', landlord]] as [string, string][]) : []),
      ],
      title: title.toUpperCase(),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        ...text,
        { amountBox: [dueLabel, fmtMoney(due)] },
        { p: ask },
        { kv: how.slice(0, 3) },
        {
          p: `Always quote your ${loanLabel.toLowerCase().replace(' no.', ' number').replace(' ref', ' reference')}, ${loanRef}.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [team, cn.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: cn.head,
      logo: true,
      sub: [team, officeAddress(r), phoneNo],
      headAlign: 'right',
      returnAddress: `If undelivered please return to ${cn.name}, ${officeAddress(r)}`,
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        [caseLabel, caseNo],
        ['Tenancy', propLine],
      ],
      title,
      titleStyle: 'rule',
      body: [dear(c), ...text, { kv: summary }, { p: ask }],
      closing: 'Yours sincerely',
      sign: sign.slice(0, 2).concat(cn.name),
      slip: {
        title: `${cn.name} - loan repayment`,
        rows: [
          [loanLabel, loanRef],
          [dueLabel, fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(cn.name, due, loanRef, 'loan', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W245 — optician chain contact lens / eyecare plan arrears
// ------------------------------------------------------------------------------------------------------------

/**
 * An optician chain's contact lens (or lens-and-eyecare) monthly plan after the customer's Direct Debits were returned
 * or the mandate was cancelled while lenses kept being sent. Written by the chain's plan administration team: a
 * statement of the missed monthly payments and the lenses supplied (stage 1, first_demand), a reminder referring to
 * that statement (stage 2, reminder) or a final notice that the plan is cancelled and the balance will go to its
 * collection agency (stage 3, final_demand); or by that collection agency: its first letter (stage 1), a follow-up
 * (stage 2), both kind debt_recovery, or its final notice before it recommends court action to its client (stage 3,
 * final_demand).
 * Amount = the missed monthly payments plus any returned Direct Debit charges already added (and, in the agency's
 * later letters, an administration fee it has already added); the monthly plan price, the standard retail price of
 * the lenses supplied, the possible collection charge and the cost of restarting the plan are not it.
 * accountNumber: the chain's letters ask for the plan number (patient number, store number and the prescription's
 * figures are not it); the agency's letters ask for the agency's own reference, and the plan number becomes the
 * client's reference. Creditor: the chain's legal name, or the agency's when the agency writes (README on-behalf
 * rule). debtType: 'normal' (an ordinary overdue consumer account with a retailer; the plan is not credit) for the
 * chain, 'debt_collection' for the agency.
 */
const lensPlan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const chain = company(
    r,
    ['Opticians', 'Eyecare', 'Optical', 'Vision Centres'],
    pick(r, [' Ltd', ' Limited']),
  );
  const agencySends = r.chance(0.4);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 1);
  const planName = pick(r, [
    'Lens Plan',
    'ContactCare Plan',
    'EyeCare Plus',
    'Daily Lens Subscription',
    'Lens & Eyecare Membership',
  ]);
  const v = r.int(0, 2);
  const planNo = [
    `CLP-${r.digits(6)}`,
    `LP${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`,
  ][v];
  const patient = r.chance(0.5) ? `P${r.digits(7)}` : r.digits(8);
  const storeNo = r.digits(4);
  const storeName = `${place(r)} ${pick(r, ['High Street', 'Retail Park', 'Shopping Centre', 'Market Square'])}`;
  const lens = pick(r, [
    'AquaDay 1-Day',
    'ClearView Daily',
    'SoftComfort Monthly',
    'HydraLens Toric',
    'OptiSoft Daily Multifocal',
  ]);
  const daily = !lens.includes('Monthly');
  const pack = daily ? pick(r, ['90 pack', '2 x 90 pack', '30 pack']) : pick(r, ['6 pack', '3 pack']);
  const toric = lens.includes('Toric');
  const sph = () =>
    pick(r, ['-0.75', '-1.25', '-1.75', '-2.00', '-2.75', '-3.50', '-4.25', '+1.25', '+2.00']);
  const rx: string[][] = [
    [
      'Right',
      sph(),
      toric ? '-0.75' : '-',
      toric ? String(pick(r, [10, 90, 170, 180])) : '-',
      pick(r, ['8.4', '8.5', '8.6', '8.7']),
      pick(r, ['14.0', '14.2', '14.5']),
    ],
    [
      'Left',
      sph(),
      toric ? pick(r, ['-0.75', '-1.25']) : '-',
      toric ? String(pick(r, [20, 80, 160, 180])) : '-',
      pick(r, ['8.4', '8.5', '8.6', '8.7']),
      pick(r, ['14.0', '14.2', '14.5']),
    ],
  ];
  const monthly = pick(r, [12.5, 15, 16.99, 19.5, 22, 24.99, 28.5, 31]);
  const missed = r.int(2, 4);
  const ddFee = pick(r, [0, 0, 5, 7.5, 10]);
  const ddDay = pick(r, [1, 8, 15, 22]);
  const firstMissed = new Date(
    Date.UTC(c.date.getUTCFullYear(), c.date.getUTCMonth() - missed - (stage === 1 ? 0 : 1), ddDay),
  );
  const missedRows = [...Array(missed).keys()].map((i) => addMonths(firstMissed, i));
  const owed = round2(missed * (monthly + ddFee));
  const retail = round2(monthly * missed * pick(r, [1.35, 1.5, 1.6]));
  const delivered = addDays(firstMissed, r.int(2, 9));
  const masked = `****${r.digits(4)}`;
  const reason = pick(r, [
    'Returned - refer to payer',
    'Returned - instruction cancelled',
    'Returned - no instruction',
  ]);
  const pay = addDays(c.date, pick(r, [10, 14, 14]));
  const prev = addDays(c.date, -r.int(16, 30));
  const plPhone = phone(r);
  const cWeb = web(chain.name);
  let agency = company(r, ['Credit Management', 'Collection Services', 'Recoveries'], ' Ltd');
  while (agency.name.split(' ')[0] === chain.name.split(' ')[0])
    agency = company(r, ['Credit Management', 'Collection Services', 'Recoveries'], ' Ltd');
  const agRef = r.chance(0.5)
    ? `${r.letters(2, 'OCKR')}${r.digits(7)}`
    : `${r.digits(6)}/${r.letters(1, 'OIV')}${r.digits(2)}`;
  const agFee = agencySends && stage > 1 && r.chance(0.5) ? pick(r, [25, 30, 45]) : 0;
  const agDue = round2(owed + agFee);

  const shortChain = chain.name.replace(/ (Ltd|Limited)$/, '');
  const missedGrid: Block = {
    grid: [
      ...missedRows.map((d) => [`Direct Debit due ${D(c, d)}`, reason, fmtMoney(monthly)]),
      ...(ddFee
        ? [[`Returned DD charges (${missed} x ${fmtMoney(ddFee)})`, '', fmtMoney(round2(ddFee * missed))]]
        : []),
      [pick(r, ['Total overdue', 'Amount overdue', 'Balance overdue']), '', fmtMoney(owed)],
    ],
    header: ['Monthly payment', 'Bank response', 'Amount'],
    widths: [0.42, 0.4, 0.18],
  };
  const rxGrid: Block = {
    grid: rx,
    header: ['Eye', 'SPH', 'CYL', 'AXIS', 'BC', 'DIA'],
    widths: [0.3, 0.14, 0.14, 0.14, 0.14, 0.14],
    boldLast: false,
  };
  const supplied = `Lenses sent to you on ${D(c, delivered)}: ${lens} (${pack}) for both eyes, to the prescription from your aftercare check at our ${storeName} store (store ${storeNo}).`;

  let spec: Spec;
  let t;
  if (!agencySends) {
    const title =
      stage === 1
        ? pick(r, [`Your ${planName}: missed payments`, `${planName} statement - payments missed`])
        : stage === 2
          ? pick(r, [`Reminder: your ${planName} is in arrears`, `Your ${planName} payments - reminder`])
          : pick(r, [`Final notice - ${planName}`, 'FINAL NOTICE: plan cancelled']);
    const opening =
      stage === 1
        ? `We have not been able to collect your last ${missed} monthly ${planName} payments of ${fmtMoney(monthly)} by Direct Debit from your account ending ${masked.slice(4)}. Your bank returned them as shown below. We have kept sending your lenses, so these payments are owed for lenses you have already received.`
        : stage === 2
          ? `We wrote to you on ${D(c, prev)} to let you know that your ${planName} Direct Debits had been returned by your bank. We have not yet received the missed payments, so we have paused your lens deliveries until the account is up to date.`
          : `Despite our statement and our reminder of ${D(c, prev)}, the missed payments on your ${planName} have not been paid. We have now cancelled your plan, and your free aftercare appointments have stopped.`;
    const ask =
      stage === 3
        ? `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, quoting your plan number ${planNo}. If we do not receive payment or hear from you by then, we will pass your account to ${agency.name}, our collection agency, which may add a collection charge of up to ${fmtMoney(round2(owed * 0.15))}. Under the plan terms we could also charge our standard price for the lenses you received (${fmtMoney(retail)}) less your payments; we will not do so if the amount overdue is paid in full.`
        : `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, quoting your plan number ${planNo}. You can pay at any of our stores, online at ${cWeb}/myplan or by calling ${plPhone}. Once your account is up to date, you can set up a new Direct Debit and your plan will carry on at ${fmtMoney(monthly)} a month.`;
    const body: Block[] = [
      dear(c),
      { p: opening },
      missedGrid,
      { p: supplied },
      ...(layout === 0 ? [rxGrid] : []),
      { p: ask },
      {
        small: `Your patient number (${patient}) is for clinical records only. If you need to change your prescription, or you have stopped wearing lenses for medical reasons, please tell your store - we can pause or end your plan. ${shortChain} plans are not credit agreements.`,
      },
    ];
    spec =
      layout === 0
        ? {
            face: c.face,
            head: chain.head,
            logoMark: pick(r, ['rings', 'chevron'] as const),
            sub: [`${planName} Customer Care`, officeAddress(r), `${plPhone}  ${cWeb}`],
            headAlign: pick(r, ['left', 'center'] as const),
            recipient: rcpt(c),
            owe:
              stage > 1
                ? { label: 'Amount overdue', amount: fmtMoney(owed), note: `Please pay by ${D(c, pay)}` }
                : undefined,
            panel: [
              ['Plan number', planNo],
              ['Patient no.', patient],
              ['Your store', `${storeNo} ${storeName.split(' ')[0]}`],
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.5),
            title,
            titleStyle: stage === 3 ? 'banner' : 'rule',
            body,
            closing: pick(r, ['Kind regards', 'Yours sincerely']),
            sign: [`${planName} Team`, chain.name],
            footer: [regLine(chain.name, r)],
          }
        : {
            face: c.face,
            head: chain.head,
            headBand: r.chance(0.6),
            sub: [`Plan Administration, ${officeAddress(r)}`],
            headAlign: 'right',
            recipient: rcpt(c),
            panel: [],
            refGrid: [
              ['Plan no.', planNo],
              ['Patient no.', patient],
              ['Store', storeNo],
              ['Statement date', D(c, c.date)],
            ],
            title,
            titleStyle: stage === 3 ? 'boxed' : 'plain',
            body: [
              ...body.slice(0, 2),
              body[2],
              { amountBox: ['Please pay now', fmtMoney(owed)] },
              ...body.slice(3),
            ],
            sign: [],
            slip: {
              title: `Pay in store or post to ${shortChain}`,
              rows: [
                ['Plan number', planNo],
                ['Amount', fmtMoney(owed)],
              ],
            },
            footer: [`${regLine(chain.name, r)} Telephone ${plPhone}.`],
          };
    const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
    t = truth(chain.name, owed, planNo, 'normal', stage, kind, c, pay);
  } else {
    const passed = addDays(c.date, -(stage === 1 ? r.int(3, 9) : r.int(30, 60)));
    const title =
      stage === 1
        ? pick(r, [`Your ${shortChain} account has been passed to us`, 'Notice of debt collection'])
        : stage === 2
          ? pick(r, ['We are still waiting to hear from you', `Outstanding balance - ${shortChain}`])
          : pick(r, ['FINAL NOTICE', 'Final notice before legal recommendation']);
    const opening =
      stage === 1
        ? `${chain.name} has asked us to collect the balance on your ${planName}, which was cancelled after your Direct Debits were returned. The balance is for monthly payments for lenses already sent to you.`
        : stage === 2
          ? `We wrote to you on ${D(c, passed)} about the balance on your ${planName} with ${chain.name}, but we have had no payment or reply.${agFee ? ` As allowed by our client's terms, an administration fee of ${fmtMoney(agFee)} has now been added.` : ''}`
          : `We have written to you about this debt since ${D(c, passed)} and you have not paid or contacted us.${agFee ? ` An administration fee of ${fmtMoney(agFee)} has been added under our client's terms.` : ''}`;
    const ask =
      stage === 3
        ? `Unless ${fmtMoney(agDue)} is paid by ${D(c, pay)}, or an affordable payment plan is agreed with us by then, we will recommend to ${shortChain} that it issues a claim against you in the county court. A county court judgment could affect your ability to get credit.`
        : `Please pay ${fmtMoney(agDue)} by ${D(c, pay)}, or call us to agree a payment plan. Pay online at ${web(agency.name)}, by phone on ${phone(r)} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}.`;
    spec = {
      face: c.face,
      head: agency.head,
      sub: [officeAddress(r), `${phone(r)}  ${web(agency.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${agency.name}, ${officeAddress(r)}` : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our reference', agRef],
        ['Client', chain.name],
        ['Client ref (plan)', planNo],
        ['Patient no.', patient],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      panelBoxed: true,
      title,
      titleStyle: stage === 3 ? 'boxed' : 'plain',
      body: [
        dear(c),
        { p: opening },
        {
          table: [
            [
              `Missed monthly payments (${missed} x ${fmtMoney(monthly)})`,
              fmtMoney(round2(monthly * missed)),
            ],
            ...(ddFee
              ? ([['Returned Direct Debit charges', fmtMoney(round2(ddFee * missed))]] as [string, string][])
              : []),
            ...(agFee ? ([['Administration fee', fmtMoney(agFee)]] as [string, string][]) : []),
            ['Balance to pay', fmtMoney(agDue)],
          ],
          header: ['Account', 'Amount'],
        },
        { p: ask },
        {
          p: `Always quote our reference ${agRef}. Please do not contact ${shortChain} or your store about this balance; they cannot take payment now that your account is with us.`,
        },
        {
          small: `${agency.name} is authorised and regulated by the Financial Conduct Authority. If you are struggling with money, free and confidential advice is available from independent debt advice charities.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Customer Account Manager']), agency.name],
      footer: [regLine(agency.name, r)],
    };
    const kind = stage === 3 ? 'final_demand' : 'debt_recovery';
    t = truth(agency.name, agDue, agRef, 'debt_collection', stage, kind, c, pay);
  }
  return { spec, truth: t };
};

// ------------------------------------------------------------------------------------------------------------
// W246 — community alarm / telecare charges
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's (or a housing association's) community alarm / telecare service: a lifeline alarm unit and pendant
 * monitored around the clock, charged weekly and invoiced quarterly. Stage 1: the quarterly invoice (kind
 * first_demand); stage 2: a reminder about one or two unpaid invoices that refers to them and to the earlier invoice
 * letter (kind reminder); stage 3: a final notice warning that the service will be withdrawn and the equipment
 * collected, or the debt passed to the council's debt recovery team / the association's legal team (kind
 * final_demand). Layouts: an invoice with a row of reference cells and a payment slip, a letter with a reference panel,
 * or a notice with an amount box and two columns.
 * Amount = the invoice total (stage 1) or the total of the unpaid invoices less any part payment (stages 2–3); the
 * weekly charge, the next quarter's charge, a one-off key safe line on its own, the unreturned-equipment charge that
 * may be made and the minimum instalment are not it.
 * accountNumber: the invoice asks for its invoice number; the reminders and final notices, which can cover several
 * invoices, ask for the customer's account number. The client ID, the service number, the property reference / UPRN,
 * the equipment serial numbers and the invoice numbers listed in a reminder are not it.
 * Open choices: creditor = the council or the association (the legal entity that provides the service and asks to be
 * paid; the alarm service is its department). debtType 'normal': an ordinary overdue charge for a service, not council
 * tax, rent or a utility, and nobody collects on the provider's behalf.
 */
const telecare: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = r.chance(0.6);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 2);
  let name: string;
  let head: string[];
  let footer: string[];
  if (council) {
    const cn = councilName(r);
    name = cn.name;
    head = cn.head;
    footer = [
      `${name}, ${officeAddress(r)}. Your information is used to provide your alarm service and to collect charges for it; see ${web(name)}/privacy.`,
    ];
  } else {
    const p = place(r);
    const short = pick(r, [`${p} Housing Association`, `${stem(r)} Homes`, `${p} Housing Trust`]);
    name = `${short} ${pick(r, ['Limited', 'Ltd'])}`;
    head = r.chance(0.5) ? [short] : [short.toUpperCase()];
    footer = [
      `${name} is a charitable registered society under the Co-operative and Community Benefit Societies Act 2014 (no. ${r.digits(5)}R) and is registered with the Regulator of Social Housing (no. L${r.digits(4)}). Registered office: ${officeAddress(r)}.`,
    ];
  }
  const svc = pick(r, [
    'Lifeline',
    'Careline',
    'Community Alarm Service',
    'Telecare Service',
    'Safe at Home alarm service',
  ]);
  const dept = council
    ? pick(r, [`Adult Social Care - ${svc}`, `${svc} (Housing Services)`, `Community Support - ${svc}`])
    : `${svc} - Independent Living Team`;
  const clientId = `${r.letters(1, 'CT')}${r.digits(6)}`;
  const serviceNo = `${pick(r, ['LL', 'CA', 'TC'])}-${r.digits(5)}`;
  const propRef = council
    ? r.chance(0.5)
      ? r.digits(12)
      : `${r.digits(5)}/${r.digits(3)}`
    : `${r.digits(4)}-${r.digits(3)}-${r.digits(2)}`;
  const propLabel = council ? (propRef.length === 12 ? 'UPRN' : 'Property ref') : 'Tenancy ref';
  const hub = `${pick(r, ['DL', 'GT', 'TX'])}${r.digits(8)}`;
  const pendant = `${r.digits(3)}-${r.digits(5)}`;
  const extra = r.chance(0.5)
    ? pick(r, [
        `Smoke detector SD${r.digits(6)}`,
        `Falls detector FD${r.digits(6)}`,
        `Bed sensor BS${r.digits(6)}`,
      ])
    : '';
  const v = r.int(0, 2);
  const invNo0 = [r.digits(8), `SI${r.digits(7)}`, `INV-${r.digits(3)}${oOrI(r)}${r.digits(3)}`][v];
  const step = r.int(800, 3000);
  const invNos = [0, 1, 2].map((k) =>
    v === 0
      ? String(Number(invNo0) + k * step)
      : v === 1
        ? `SI${Number(invNo0.slice(2)) + k * step}`
        : k
          ? `INV-${r.digits(3)}${oOrI(r)}${r.digits(3)}`
          : invNo0,
  );
  const invNo = (k: number) => invNos[k];
  const acct = council ? (r.chance(0.5) ? r.digits(7) : `CA${r.digits(6)}`) : `ALM/${r.digits(6)}`;
  const acctLabel = council
    ? pick(r, ['Customer account no.', 'Debtor number', 'Account number'])
    : 'Alarm account no.';
  const response = r.chance(0.35);
  const weekly = round2(
    pick(r, [3.45, 3.95, 4.3, 4.85, 5.2, 5.75, 6.4]) + (response ? pick(r, [2.5, 3.2]) : 0),
  );
  const level = response ? 'Monitoring and responder service' : 'Alarm and 24-hour monitoring';
  const relief = r.chance(0.75);
  const keySafe = stage === 1 && r.chance(0.3) ? pick(r, [45, 60, 75]) : 0;
  const quarter = round2(weekly * 13);
  const vatOf = (x: number) => (relief ? 0 : round2(x * 0.2));
  const invTotal = (x: number) => round2(x + vatOf(x));
  const nInv = stage === 1 ? 1 : stage === 2 ? r.int(1, 2) : r.int(2, 3);
  const qStart0 = addMonths(c.date, -(stage === 1 ? 0 : 3 * nInv - 1));
  const qStart = (k: number) => addMonths(qStart0, 3 * k);
  const qEnd = (k: number) => addDays(addMonths(qStart0, 3 * k), 90);
  const invDate = (k: number) => addDays(qStart(k), r.int(0, 6));
  const invDates = [...Array(nInv).keys()].map(invDate);
  const part = stage === 3 && r.chance(0.3) ? round2(Math.floor(invTotal(quarter) * 0.5)) : 0;
  const stage1Total = invTotal(round2(quarter + keySafe));
  const due = stage === 1 ? stage1Total : round2(invTotal(quarter) * nInv - part);
  const ref = stage === 1 ? invNo(0) : acct;
  const refLabel = stage === 1 ? pick(r, ['Invoice no.', 'Invoice number']) : acctLabel;
  const pay = stage === 1 ? addDays(c.date, 28) : addDays(c.date, 14);
  const nextQ = invTotal(round2(weekly * 13));
  const tel = phone(r);
  const site = web(name);
  const equipment: [string, string][] = [
    ['Alarm unit serial', hub],
    ['Pendant serial', pendant],
    ...(extra ? ([[extra.split(' ').slice(0, 2).join(' '), extra.split(' ')[2]]] as [string, string][]) : []),
  ];
  const vatText = relief ? 'VAT 0% (zero-rated: eligible for VAT relief)' : 'VAT at 20%';
  const title =
    stage === 1
      ? pick(r, [`${svc} charges - invoice`, 'INVOICE', `Quarterly invoice - ${svc}`])
      : stage === 2
        ? pick(r, [
            `Reminder: unpaid ${svc} charges`,
            'Payment reminder',
            'Your alarm service charges are overdue',
          ])
        : pick(r, [
            'FINAL NOTICE',
            `Final notice - ${svc} charges`,
            'Final notice before withdrawal of service',
          ]);

  const charges: Block =
    stage === 1
      ? {
          grid: [
            [level, '13 weeks', fmtMoney(weekly), fmtMoney(quarter)],
            ...(keySafe ? [['Key safe supplied and fitted', '1', fmtMoney(keySafe), fmtMoney(keySafe)]] : []),
            [vatText, '', '', fmtMoney(vatOf(round2(quarter + keySafe)))],
            [pick(r, ['Invoice total', 'Total due', 'Amount due']), '', '', fmtMoney(due)],
          ],
          header: ['Description', 'Qty', 'Rate', 'Amount'],
          widths: [0.55, 0.13, 0.14, 0.18],
        }
      : {
          grid: [
            ...invDates.map((d, k) => [
              `Invoice ${invNo(k)} (quarter from ${D(c, qStart(k))})`,
              D(c, d),
              fmtMoney(invTotal(quarter)),
            ]),
            ...(part ? [['Part payment received - thank you', '', `-${fmtMoney(part)}`]] : []),
            [pick(r, ['Total overdue', 'Balance outstanding', 'Total now due']), '', fmtMoney(due)],
          ],
          header: ['Unpaid invoice', 'Issued', 'Amount'],
          widths: [0.58, 0.2, 0.22],
        };
  const intro =
    stage === 1
      ? `This invoice is for your ${svc} at ${c.addr[0]} for the quarter ${D(c, qStart(0))} to ${D(c, qEnd(0))}. The charge is ${fmtMoney(weekly)} a week and covers ${response ? 'the alarm equipment, 24-hour monitoring by our control centre and visits from our mobile responders' : 'the alarm equipment and 24-hour monitoring by our control centre'}.`
      : stage === 2
        ? `We sent you ${nInv === 1 ? 'an invoice' : 'invoices'} for your ${svc} charges${nInv === 1 ? '' : ', most recently'} on ${D(c, invDates[nInv - 1])}, but our records show ${nInv === 1 ? 'it has' : 'they have'} not been paid. Your service has not been affected and your alarm is still being monitored.`
        : `We have sent you invoices and a reminder about your ${svc} charges, but the balance below remains unpaid. We do not want to withdraw a service that helps keep you safe at home, so please act on this notice now.`;
  const ask =
    stage === 1
      ? `Please pay ${fmtMoney(due)} by ${D(c, pay)} (within 28 days), quoting the invoice number ${ref}. Your next invoice, for about ${fmtMoney(nextQ)}, will be sent at the start of the next quarter. Paying by Direct Debit spreads the cost over the year.`
      : stage === 2
        ? `Please pay ${fmtMoney(due)} within 14 days, by ${D(c, pay)}, quoting your account number ${ref}. If you are having difficulty paying, we can agree instalments (from ${fmtMoney(pick(r, [5, 8, 10]))} a week) or check whether you qualify for help with the charge.`
        : `Unless ${fmtMoney(due)} is paid by ${D(c, pay)}, or you contact us to agree a payment plan, we will ${pick(
            r,
            [
              `withdraw your ${svc} and arrange to collect the equipment. A charge of up to ${fmtMoney(pick(r, [75, 120, 150]))} may be made for equipment that is not returned, and the balance will still be recovered`,
              council
                ? `pass the balance to the Council's debt recovery team, which may issue a claim in the county court, and your ${svc} may be withdrawn`
                : `pass the balance to our legal team for recovery through the county court and end your ${svc} agreement`,
            ],
          )}. Please quote your account number ${ref}. Before any withdrawal we will contact you and your named responders to make sure you are safe.`;
  const how = `Pay online at ${site}/pay, by phone on ${tel} (24 hours, automated) or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. If someone manages your affairs, please pass this ${stage === 1 ? 'invoice' : 'letter'} to them.`;
  const refs: [string, string][] = [
    [refLabel, ref],
    ['Client ID', clientId],
    ['Service no.', serviceNo],
    [stage === 1 ? 'Invoice date' : 'Date', D(c, c.date)],
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      ...(r.chance(0.5) ? { headBand: true } : { logoMark: pick(r, ['shield', 'bars'] as const) }),
      sub: [dept, `${officeAddress(r)}  ${tel}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [[propLabel, propRef]],
      refGrid: refs,
      title,
      titleStyle: stage === 3 ? 'banner' : 'rule',
      body: [{ p: intro }, charges, { kv: equipment }, { p: ask }, { small: how }],
      sign: stage === 1 ? [] : [dept, name],
      slip: {
        title: `${name} - ${svc} payment`,
        rows: [
          [refLabel, ref],
          ['Amount due', fmtMoney(due)],
          ['Due by', D(c, pay)],
        ],
      },
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub: [dept, officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Client ID', clientId],
        [propLabel, propRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: stage === 3 ? 'boxed' : 'plain',
      body: [
        dear(c),
        { p: intro },
        charges,
        { p: ask },
        {
          p: `Equipment at your home: alarm unit ${hub}, pendant ${pendant}${extra ? `, ${extra.toLowerCase()}` : ''}. Service number ${serviceNo}.`,
        },
        { small: how },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Telecare Co-ordinator', 'Income Officer', 'Service Manager']), name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub: [dept, `${tel}  ${site}`],
      headAlign: 'center',
      recipient: rcpt(c),
      owe: {
        label: stage === 1 ? 'Invoice total' : 'Amount overdue',
        amount: fmtMoney(due),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [
        [refLabel, ref],
        ['Service no.', serviceNo],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : 'rule',
      body: [
        dear(c),
        { p: intro },
        charges,
        {
          cols: [
            ask,
            `${how} Your client ID (${clientId}) and ${propLabel === 'UPRN' ? 'UPRN' : 'property reference'} (${propRef}) identify your alarm record; they are not payment references.`,
          ],
        },
        { kv: equipment },
      ],
      closing: 'Yours sincerely',
      sign: [dept, name],
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(name, due, ref, 'normal', stage, kind, c, pay) };
};

export const FRESH23C_FAMILIES: Family[] = [
  {
    id: 'W244',
    name: 'Council rent deposit / rent-in-advance loan recovery (arrears statement, end-of-tenancy balance, reminder, final notice)',
    group: 'public_body',
    make: depositLoan,
  },
  {
    id: 'W245',
    name: 'Optician chain contact lens / eyecare plan arrears after failed Direct Debits (statement, reminder, final notice or collection agency)',
    group: 'business',
    make: lensPlan,
  },
  {
    id: 'W246',
    name: 'Council or housing association community alarm / telecare (lifeline) charges in arrears (quarterly invoice, reminder, final notice)',
    group: 'public_body',
    make: telecare,
  },
];
