/**
 * The sixteenth fresh held-out set, part b (W187–W189): kinds of letter the corpus does not have yet — a football
 * club's finance partner (the credit provider behind the club's season-ticket instalment plan) chasing missed monthly
 * payments, from a first missed-payment letter through a reminder to a default notice or a termination notice; a
 * resident landlord, a private individual writing in their own name, chasing a lodger or former lodger for unpaid
 * room rent and a share of the household bills, up to a letter before action; and an estate agency's claim for its
 * commission under sole agency terms after the seller sold through another agent or privately to a buyer the agency
 * introduced (invoice letter, reminder answering the seller's dispute, final demand, or its solicitors' letter of
 * claim). Written blind to the extractor; scored once. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  address,
  addDays,
  fmtMoney,
  fullName,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  web,
} from './vocab';
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
  type Family,
} from './family-kit';

/** The same day of the month, k months on (clamped to the 28th, as monthly collection dates are). */
const addMonths = (d: Date, k: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, Math.min(d.getUTCDate(), 28)));
const mobile = (r: Parameters<Family['make']>[0]) => `07700 900${r.digits(3)}`;

// ------------------------------------------------------------------------------------------------------------
// Lender
// ------------------------------------------------------------------------------------------------------------

/**
 * A football club's season-ticket payment plan: the club introduces supporters to a finance partner, which lends the
 * price of the season ticket(s) under a regulated fixed-sum loan repaid by ten monthly Direct Debits. The finance
 * partner writes (the club is only a credit broker, named in the footer with its own "FC Ltd"), so the creditor is the
 * finance company; the club, its supporter number and the seat are distractors, and the agreement number is the
 * reference (labelled "Agreement number", "Agreement no.", "Plan reference" or "Account number" per letter).
 * Four letters, one per draw:
 *  - a first missed-payment letter (Direct Debit returned unpaid): stage 1, kind first_demand; amount = the amount
 *    overdue (the missed instalment + a missed-payment charge); the next instalment, still to be collected, is not it;
 *  - a second reminder ("we wrote to you on …", a further instalment missed, season card blocked): stage 2, kind
 *    reminder; amount = total arrears; the balance still to pay under the agreement is not it;
 *  - a statutory default notice (s.87(1) CCA): stage 3, kind default_notice; amount = the amount required to remedy
 *    the breach; the balance that termination would make payable is not it; payBy = the remedy date;
 *  - a termination notice after the default notice was not complied with: stage 3, kind termination_notice; amount =
 *    the balance now due (arrears + instalments not yet due − any statutory rebate of interest).
 * Open choice: the debtType list has no "consumer credit for goods/services"; a fixed-sum instalment loan is 'loan'.
 * Layouts: a letter with an overdue box and inline panel, a dark letterhead band with a row of reference cells, or a
 * centred formal notice with a stacked, boxed panel.
 */
const seasonTicketPlan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const fin = company(r, ['Sports Finance', 'Fan Finance', 'Season Ticket Finance', 'Leisure Credit']);
  const nick = pick(r, ['Town', 'United', 'Rovers', 'Athletic', 'Albion', 'City']);
  const club = `${place(r)} ${nick}`;
  const clubFull = `${club} Football Club`;
  const clubLtd = `${club} FC Ltd`;
  const agr = pick(r, [
    `STP${r.digits(7)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `FF-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `A/${r.digits(6)}/${r.letters(2, 'STFC')}`,
  ]);
  const agrLabel = pick(r, ['Agreement number', 'Agreement no.', 'Plan reference', 'Account number']);
  const supporter = r.digits(7);
  const tickets = r.int(1, 3);
  const adult = pick(r, [385, 420, 455, 495, 540, 610, 685]);
  const junior = pick(r, [95, 120, 145, 175]);
  const price = adult + (tickets - 1) * junior;
  const deposit = pick(r, [0, 0, 25, 50]);
  const apr = r.chance(0.5) ? 0 : pick(r, [9.9, 12.9, 14.9]);
  const n = 10;
  const charge = apr ? round2(((price - deposit) * apr * 0.45) / 100) : 0;
  const monthly = round2((price - deposit + charge) / n);
  const v = r.int(0, 3);
  const missed = [1, 2, r.int(2, 3), r.int(3, 4)][v];
  const paidN = r.int(1, n - missed - 2);
  const feeEach = pick(r, [0, 12, 15, 20]);
  const fees = round2(feeEach * missed);
  const arrears = round2(missed * monthly + fees);
  const notDue = n - paidN - missed;
  const balance = round2(arrears + notDue * monthly);
  const rebate = apr ? round2(((charge * notDue) / n) * 0.8) : 0;
  const termTotal = round2(balance - rebate);
  const block = pick(r, [
    'North Stand N3',
    'South Stand S1',
    'East Stand E2',
    'Family Stand B',
    'West Stand W4',
  ]);
  const seat = `${block}, Row ${r.letters(1, 'ABCDEFGHJKLM')}, Seat ${r.int(1, 240)}`;
  const card = `**** **** **** ${r.digits(4)}`;
  // Dates: the last missed instalment a little before this letter (or before the default notice).
  const dn = addDays(c.date, -r.int(26, 40));
  const lastDue = v === 3 ? addDays(dn, -r.int(6, 14)) : addDays(c.date, -r.int(6, 13));
  const dues = Array.from({ length: missed }, (_, i) => addMonths(lastDue, i - (missed - 1)));
  const paidDues = Array.from({ length: Math.min(paidN, 2) }, (_, i) =>
    addMonths(dues[0], i - Math.min(paidN, 2)),
  );
  const agrDate = addMonths(dues[0], -paidN - 1);
  // The season the plan pays for: plans are sold from spring for the season that starts in August.
  const start = agrDate.getUTCFullYear() - (agrDate.getUTCMonth() < 3 ? 1 : 0);
  const season = `${start}${pick(r, ['/', '-'])}${String(start + 1).slice(2)}`;
  const nextDue = addMonths(lastDue, 1);
  const prevLetter = addDays(dues[0], r.int(6, 10));
  const remedy = addDays(c.date, pick(r, [18, 21, 28]));
  const dnRemedy = addDays(dn, 21);
  const terminated = addDays(c.date, -r.int(1, 4));
  const pay = v === 2 ? remedy : addDays(c.date, v === 1 ? 7 : pick(r, [10, 14]));
  const reason = pick(r, ['Refer to payer', 'Insufficient funds', 'Instruction cancelled by payer']);
  const tks = tickets > 1 ? `season tickets (${['', '', 'two', 'three'][tickets]} seats)` : 'season ticket';
  const payWays = `by debit card at ${web(fin.name)}/pay, in the ${pick(r, ['app', 'customer portal'])} or by calling ${phone(r)}`;
  const help = {
    small: pick(r, [
      `Struggling to pay? Call us before the date above and we will look at a reduced payment plan or a short break in payments. Free, confidential debt advice is available from independent debt advice charities.`,
      `If you are in financial difficulty, please talk to us. You can also get free and impartial help from a not-for-profit debt advice service. Missed payments may be reported to credit reference agencies.`,
    ]),
  };
  const lay = r.int(0, 2);
  const T = (s: 0 | 1 | 2) =>
    [
      [
        'Your instalment was returned unpaid',
        'Missed payment - season ticket payment plan',
        'We did not receive your payment',
      ],
      [
        'Second reminder - your payment plan is in arrears',
        'Your plan is now behind by two payments',
        'Arrears on your season ticket plan',
      ],
    ][s];
  let title: string;
  let body: Block[];
  let kind: 'first_demand' | 'reminder' | 'default_notice' | 'termination_notice';
  let amount: number;
  let stage: 1 | 2 | 3;
  if (v === 0) {
    title = pick(r, T(0));
    kind = 'first_demand';
    stage = 1;
    amount = arrears;
    body = [
      dear(c),
      {
        p: `Your monthly instalment of ${fmtMoney(monthly)} for your ${season} ${tks} at ${clubFull}, due on ${D(c, dues[0])}, was returned unpaid by your bank (reason given: "${reason}").${feeEach ? ` As set out in your agreement, a missed payment charge of ${fmtMoney(feeEach)} has been added to your account.` : ''}`,
      },
      lay === 1
        ? { amountBox: ['Amount now overdue', fmtMoney(arrears)] }
        : {
            kv: [
              [`Instalment due ${D(c, dues[0])}`, fmtMoney(monthly)],
              ...(feeEach ? ([['Missed payment charge', fmtMoney(feeEach)]] as [string, string][]) : []),
              ['Amount now overdue', fmtMoney(arrears)],
            ],
          },
      {
        p: `Please pay ${fmtMoney(arrears)} by ${D(c, pay)} ${payWays}, quoting ${agrLabel.toLowerCase()} ${agr}. We will not try to collect this instalment again by Direct Debit. Your Direct Debit stays in place for the rest of the plan: the next instalment of ${fmtMoney(monthly)} will be collected on ${D(c, nextDue)} as normal and is not included above.`,
      },
      {
        p: pick(r, [
          `Under the Club's payment plan terms, ${club} may suspend your season card (supporter number ${supporter}) while a payment is overdue, so please pay before the next home match.`,
          `Please pay promptly: if the plan falls further behind, the Club can block your season card (supporter no. ${supporter}) at the turnstiles until it is up to date.`,
        ]),
      },
      help,
    ];
  } else if (v === 1) {
    title = pick(r, T(1));
    kind = 'reminder';
    stage = 2;
    amount = arrears;
    const rows: string[][] = [
      ...paidDues.map((d, i) => [
        `Instalment ${paidN - paidDues.length + i + 1}`,
        D(c, d),
        fmtMoney(monthly),
        'Paid',
      ]),
      ...dues.map((d, i) => [`Instalment ${paidN + i + 1}`, D(c, d), fmtMoney(monthly), 'Returned unpaid']),
      ...(fees
        ? [[`Missed payment charges (${missed} x ${fmtMoney(feeEach)})`, '', fmtMoney(fees), 'Added']]
        : []),
      ['Total arrears', '', fmtMoney(arrears), ''],
    ];
    body = [
      dear(c),
      {
        p: pick(r, [
          `We wrote to you on ${D(c, prevLetter)} because your instalment due on ${D(c, dues[0])} had not been paid. We have not received that payment, and the instalment due on ${D(c, dues[1])} has now also been returned unpaid by your bank.`,
          `Further to our letter of ${D(c, prevLetter)}, your season ticket payment plan is still in arrears. A second Direct Debit, due on ${D(c, dues[1])}, was returned unpaid (${reason.toLowerCase()}).`,
        ]),
      },
      { grid: rows, header: ['Payment plan', 'Due', 'Amount', 'Status'], widths: [0.4, 0.2, 0.17, 0.23] },
      {
        p: `Please pay the total arrears of ${fmtMoney(arrears)} by ${D(c, pay)} ${payWays}. ${clubFull} has been told that your plan is in arrears, and your season card (supporter number ${supporter}, ${seat}) has been blocked at the turnstiles until the arrears are cleared.`,
      },
      {
        p: `The total still to pay under your agreement is ${fmtMoney(balance)}, but only the arrears are due now. If they are not paid, we may send you a default notice, and missed payments will be reported to credit reference agencies.`,
      },
      help,
    ];
  } else if (v === 2) {
    title = pick(r, ['DEFAULT NOTICE', 'Default Notice', 'NOTICE OF DEFAULT']);
    kind = 'default_notice';
    stage = 3;
    amount = arrears;
    const rows: string[][] = [
      ...dues.map((d) => [`Instalment due ${D(c, d)}`, fmtMoney(monthly)]),
      ...(fees ? [[`Missed payment charges (${missed})`, fmtMoney(fees)]] : []),
      ['Amount required to remedy the breach', fmtMoney(arrears)],
    ];
    body = [
      {
        h: pick(r, [
          'Served under section 87(1) of the Consumer Credit Act 1974',
          'Section 87(1) Consumer Credit Act 1974',
        ]),
      },
      { boxed: ['IMPORTANT - YOU SHOULD READ THIS CAREFULLY'] },
      {
        kv: [
          ['Name of creditor', fin.name],
          ['Name of debtor', `${c.who.title} ${c.who.first} ${c.who.last}`],
          [agrLabel, agr],
          ['Date of agreement', D(c, agrDate)],
          ['Financed', `${season} ${tks}, ${clubFull}`],
        ],
      },
      {
        p: `BREACH OF AGREEMENT: you have failed to pay the monthly instalments below, as required by the agreement (fixed-sum loan agreement regulated by the Consumer Credit Act 1974).`,
      },
      { grid: rows, widths: [0.72, 0.28] },
      {
        boxed: [
          `ACTION REQUIRED TO REMEDY THE BREACH: pay ${fmtMoney(arrears)} on or before ${D(c, remedy)}.`,
        ],
      },
      {
        p: `IF THE ACTION REQUIRED BY THIS NOTICE IS TAKEN BEFORE THE DATE SHOWN, NO FURTHER ENFORCEMENT ACTION WILL BE TAKEN IN RESPECT OF THE BREACH.`,
      },
      {
        p: `IF YOU DO NOT TAKE THE ACTION REQUIRED BY THIS NOTICE BEFORE THE DATE SHOWN, we may terminate the agreement and demand earlier payment of the balance outstanding under it (currently ${fmtMoney(balance)}, less any rebate you are entitled to), and ${club} will cancel your season card. We may also report the default to credit reference agencies.`,
      },
      {
        small: `If you have difficulty paying, you can apply to the court, which may make a time order. A copy of the current default information sheet is enclosed: it contains important information about your rights. Payments ${payWays}.`,
      },
    ];
  } else {
    title = pick(r, [
      'Notice of termination',
      'Your agreement has been terminated',
      'TERMINATION OF AGREEMENT - BALANCE NOW DUE',
    ]);
    kind = 'termination_notice';
    stage = 3;
    amount = termTotal;
    const rows: string[][] = [
      [`Arrears at termination (${missed} instalments${fees ? ' and charges' : ''})`, fmtMoney(arrears)],
      [`Instalments not yet due (${notDue} x ${fmtMoney(monthly)})`, fmtMoney(round2(notDue * monthly))],
      ...(rebate ? [['Less rebate of interest for early settlement', `-${fmtMoney(rebate)}`]] : []),
      ['Balance now due', fmtMoney(termTotal)],
    ];
    body = [
      dear(c),
      {
        p: pick(r, [
          `On ${D(c, dn)} we sent you a default notice asking you to pay ${fmtMoney(arrears)} by ${D(c, dnRemedy)}. That payment was not made, so we have terminated your agreement with effect from ${D(c, terminated)}, and the whole balance is now payable.`,
          `You did not comply with the default notice we served on ${D(c, dn)}. We have therefore ended your season ticket payment plan agreement on ${D(c, terminated)} and the full balance has become due.`,
        ]),
      },
      { grid: rows, header: ['Your account', 'Amount'], widths: [0.72, 0.28] },
      {
        p: `${clubFull} has cancelled your season card (supporter number ${supporter}) and may resell your seat (${seat}). Cancelling the card does not reduce the amount you owe us.`,
      },
      {
        p: `Please pay the balance now due of ${fmtMoney(termTotal)} within 14 days, by ${D(c, pay)}, ${payWays}. If you cannot pay it in full, call us to agree a repayment plan. If we do not hear from you, we may pass your account to a debt collection agency or start court proceedings. The default has been reported to the credit reference agencies.`,
      },
      help,
    ];
  }
  const dept = pick(r, ['Collections', 'Customer Support', 'Arrears']);
  const office = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: fin.head,
    sub:
      lay === 1
        ? [`${dept} Team - ${office}`, `${phone(r)}  ${web(fin.name)}`]
        : [`${dept} Team`, office, `${phone(r)}  ${web(fin.name)}`],
    headAlign: lay === 2 ? 'center' : pick(r, ['left', 'right'] as const),
    logoMark: lay === 2 ? undefined : pick(r, ['shield', 'chevron', 'bars'] as const),
    headBand: lay === 1,
    top: lay === 2 ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
    recipient: rcpt(c),
    owe:
      lay === 0 && v < 2
        ? {
            label: v === 0 ? 'Amount overdue' : 'Total arrears',
            amount: fmtMoney(arrears),
            note: `Please pay by ${D(c, pay)}`,
          }
        : undefined,
    panel:
      lay === 1
        ? []
        : [
            [agrLabel, agr],
            ...(lay === 2 ? [] : ([['Supporter no.', supporter]] as [string, string][])),
            ...(v === 0 && r.chance(0.5) ? ([['Card used', card]] as [string, string][]) : []),
            ['Date', D(c, c.date)],
          ],
    panelBoxed: lay === 2 || r.chance(0.5),
    panelStacked: lay === 2,
    refGrid:
      lay === 1
        ? [
            [agrLabel, agr],
            ['Club', club],
            ['Supporter no.', supporter],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title,
    titleStyle: lay === 1 ? 'banner' : lay === 2 ? 'boxed' : pick(r, ['rule', 'plain'] as const),
    body,
    closing: v === 2 ? undefined : pick(r, ['Yours sincerely', 'Kind regards']),
    sign:
      v === 2
        ? [`Issued by ${fin.name} on ${D(c, c.date)}`]
        : r.chance(0.5)
          ? [`${dept} Team`, fin.name]
          : [...signatory(r, ['Collections Manager', 'Customer Support Manager']), fin.name],
    footer: [
      fcaLine(fin.name, r),
      `Season ticket payment plans for ${clubFull} are provided by ${fin.name}. ${clubLtd} acts as a credit broker, not a lender.`,
    ],
  };
  return { spec, truth: truth(fin.name, amount, agr, 'loan', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Private individual
// ------------------------------------------------------------------------------------------------------------

/** County court fee for a money claim of this size issued online (flavour only: a possible future fee). */
const courtFee = (v: number) => (v <= 300 ? 35 : v <= 500 ? 50 : v <= 1000 ? 70 : v <= 1500 ? 80 : 115);

/**
 * A resident landlord — a private individual who lets a room in their own home — chasing a lodger (still living
 * there, the letter addressed to their room at the landlord's own address) or a former lodger (at a forwarding
 * address) for unpaid room rent and an agreed share of the household bills, less any part payment and, for a former
 * lodger, the deposit the landlord has kept against the debt. The landlord writes in their own name: the name heads
 * the page and signs the letter, so creditorName = that person's name exactly as printed (no title). The landlord
 * asks the lodger to use a payment reference they made up; that is the accountNumber. The landlord's own bank sort
 * code and account number, the weekly or monthly rent, the full bill (of which the lodger owes a share), the deposit
 * and the court fee a claim would add are distractors. Amount = the total owed now (after part payments and the
 * deposit set against it).
 * Stages: a first written request (stage 1, first_demand); a follow-up after the landlord's earlier letter or the
 * lodger's broken promise to pay (stage 2, reminder); a letter before action under the Pre-Action Protocol for Debt
 * Claims, 30 days to pay or reply (stage 3, letter_of_claim; payBy = date + 30).
 * Open choice: the debtType list has nothing for a private person's claim; an ordinary overdue sum owed to the writer
 * is 'normal' (the rent is not a mortgage, loan or utility bill even though energy bills are part of it).
 * Layouts: a personal letter (name and home address at the top, date in the body, no reference panel, payment details
 * as label/value lines) or a typed statement (boxed reference panel, a ruled money table, optional reply tick boxes).
 */
const lodgerArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  let ll = person(r);
  if (ll.last === c.who.last) ll = person(r);
  const llName = `${ll.first} ${ll.last}`;
  const home = address(r);
  const houseNo = home[0].split(' ')[0];
  const stage = pick(r, [1, 2, 3] as const);
  const former = stage === 3 ? r.chance(0.85) : stage === 2 ? r.chance(0.5) : false;
  const roomNo = r.int(1, 4);
  const roomDesc = pick(r, [
    'the back bedroom',
    'the attic room',
    'the front double bedroom',
    'the box room',
  ]);
  const weekly = r.chance(0.5);
  const rate = weekly ? pick(r, [95, 110, 120, 135, 150, 165]) : pick(r, [450, 495, 525, 575, 620, 680]);
  const periods = weekly ? r.int(2, 8) : r.int(1, 3);
  const rent = rate * periods;
  const partPaid = r.chance(0.4) ? Math.floor((rent * pick(r, [0.2, 0.3, 0.5])) / 5) * 5 : 0;
  const billKind = pick(r, [
    'gas and electricity bill for the winter quarter',
    'energy bill for October to December',
    'water and sewerage bill for the year',
    'gas and electricity bill for the summer quarter',
  ]);
  const bill = r.money(240, 720);
  const shareN = pick(r, [2, 3]);
  const share = round2(bill / shareN);
  const broadband = r.chance(0.35) ? pick(r, [10, 12.5, 15]) : 0;
  const bbMonths = r.int(1, 3);
  const extra: [string, number] | null =
    former && r.chance(0.6)
      ? pick(r, [
          ['Replacement keys and fob (not returned)', pick(r, [25, 35, 40])] as [string, number],
          ['Cleaning and clearing items left in the room', r.money(40, 120)] as [string, number],
          ['Repair to the bedroom door', r.money(60, 150)] as [string, number],
        ])
      : null;
  let deposit = former ? pick(r, [0, 200, 250, 300, 400]) : 0;
  const gross = round2(rent - partPaid + share + broadband * bbMonths + (extra ? extra[1] : 0));
  if (gross - deposit < 60) deposit = 0;
  const total = round2(gross - deposit);
  const ref = pick(r, [
    `${houseNo}${home[0].split(' ')[1][0]}-RM${roomNo}`,
    `ROOM${roomNo}-${c.who.last.toUpperCase().slice(0, 5)}`,
    `${ll.first[0]}${ll.last[0]}/${c.who.last.slice(0, 3).toUpperCase()}/${r.int(1, 9)}`,
    `LDG${roomNo}O${r.digits(2)}`,
  ]);
  const agreed = addDays(c.date, -r.int(200, 600));
  const left = addDays(c.date, -r.int(20, 90));
  const arrearsFrom = addDays(former ? left : c.date, -(weekly ? periods * 7 : periods * 30) - r.int(2, 9));
  const prev = addDays(c.date, -r.int(14, 30));
  const promised = addDays(prev, r.int(4, 10));
  const pay = stage === 3 ? addDays(c.date, 30) : addDays(c.date, pick(r, [7, 10, 14]));
  const email = `${ll.first.toLowerCase()}.${ll.last.toLowerCase()}@${pick(r, ['postbox', 'homemail', 'inbox'])}.example`;
  const tel = mobile(r);
  const sc = sortCode(r);
  const bankAcc = r.digits(8);
  const lay = r.int(0, 1);
  const rentLine = weekly
    ? `Rent for ${periods} weeks at ${fmtMoney(rate)} a week`
    : `Rent for ${periods} month${periods > 1 ? 's' : ''} at ${fmtMoney(rate)} a month`;
  const rows: string[][] = [
    [rentLine, fmtMoney(rent)],
    ...(partPaid ? [['Less part payment received', `-${fmtMoney(partPaid)}`]] : []),
    [`Your 1/${shareN} share of the ${billKind.replace(/ for .*/, '')} (${fmtMoney(bill)})`, fmtMoney(share)],
    ...(broadband
      ? [
          [
            `Broadband, ${bbMonths} month${bbMonths > 1 ? 's' : ''} at ${fmtMoney(broadband)}`,
            fmtMoney(broadband * bbMonths),
          ],
        ]
      : []),
    ...(extra ? [[extra[0], fmtMoney(extra[1])]] : []),
    ...(deposit ? [['Less deposit I am keeping towards this', `-${fmtMoney(deposit)}`]] : []),
    ['Total you owe', fmtMoney(total)],
  ];
  const theRoom = `${roomDesc} (Room ${roomNo}) at ${home[0]}, ${home[1]}`;
  const facts = former
    ? pick(r, [
        `You lodged with me in ${theRoom} under our lodger agreement of ${D(c, agreed)}, and moved out on ${D(c, left)}. When you left, the following was still unpaid.`,
        `As you know, you rented ${theRoom} from me as a lodger until ${D(c, left)}. Our agreement (signed on ${D(c, agreed)}) says the rent is payable in advance and that you pay a 1/${shareN} share of the household bills.`,
      ])
    : pick(r, stage > 1 ? [0] : [0, 1]) === 0
      ? `Under our lodger agreement of ${D(c, agreed)} for ${theRoom}, the rent of ${fmtMoney(rate)} is due ${weekly ? 'every week' : 'on the first of each month'} in advance, and you agreed to pay a 1/${shareN} share of the household bills. No rent has been paid in full since ${D(c, arrearsFrom)}.`
      : `I am putting this in writing so that we are both clear about what is owed. Since ${D(c, arrearsFrom)} the rent for your room (Room ${roomNo}) has fallen behind, and your share of the ${billKind} has not been paid.`;
  const money: Block =
    lay === 1
      ? { grid: rows, header: ['What is owed', 'Amount'], widths: [0.74, 0.26] }
      : { kv: rows.map(([k, v]) => [k, v] as [string, string]) };
  const payBlock: Block = {
    kv: [
      ['Account name', llName],
      ['Sort code', sc],
      ['Account number', bankAcc],
      ['Reference', ref],
    ],
  };
  let title: string;
  let body: Block[];
  let kind: 'first_demand' | 'reminder' | 'letter_of_claim';
  if (stage === 1) {
    kind = 'first_demand';
    title = pick(r, [
      `Rent and bills owed - Room ${roomNo}`,
      'Re: unpaid rent and bills',
      'Money owed for your room',
    ]);
    body = [
      dear(c),
      { p: facts },
      money,
      {
        p: pick(r, [
          `Please pay the total of ${fmtMoney(total)} by ${D(c, pay)} by bank transfer to the account below, using the reference ${ref} so that I can match your payment. If you cannot pay it all at once, please talk to me before then and we can agree something in writing.`,
          `I would be grateful if you would clear the ${fmtMoney(total)} by ${D(c, pay)}. Bank details are below; please quote ${ref} as the reference. If something has gone wrong with your work or benefits, let me know and we can try to sort out a plan.`,
        ]),
      },
      payBlock,
      {
        p: `Your next ${weekly ? "week's" : "month's"} rent of ${fmtMoney(rate)} is due as usual and is not included in the total above.`,
      },
    ];
  } else if (stage === 2) {
    kind = 'reminder';
    title = pick(r, [
      'Second letter - rent and bills still unpaid',
      'Reminder: money you owe me',
      `Re: Room ${roomNo} - unpaid rent`,
    ]);
    body = [
      dear(c),
      {
        p: pick(r, [
          `Further to my letter of ${D(c, prev)}, I have still not received the money you owe me for rent and bills.`,
          `When we spoke on ${D(c, prev)} you told me you would pay what you owe by ${D(c, promised)}. Nothing has arrived, and I have had no message from you since.`,
          `I wrote to you on ${D(c, prev)} asking you to pay the rent and bills owed. You replied by text saying you would pay by ${D(c, promised)}, but I have not received anything.`,
        ]),
      },
      { p: facts },
      money,
      {
        p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting ${ref}. ${pick(r, [
          'If I do not hear from you by then, I will have to consider taking the matter further, which I would much rather avoid.',
          'If you want to pay in instalments, send me a proposal in writing before that date and I will consider it.',
        ])}`,
      },
      payBlock,
    ];
  } else {
    kind = 'letter_of_claim';
    const fee = courtFee(total);
    title = pick(r, [
      'Letter before action',
      'LETTER BEFORE CLAIM',
      'Letter before court action - money owed',
    ]);
    body = [
      dear(c),
      {
        p: pick(r, [
          `I have written to you before about the money you owe me, most recently on ${D(c, prev)}, without any payment or reply. I am now sending this letter before action under the Pre-Action Protocol for Debt Claims.`,
          `This is a letter before claim under the Pre-Action Protocol for Debt Claims. Despite my earlier requests, including my letter of ${D(c, prev)}, the sum below remains unpaid.`,
        ]),
      },
      { p: facts },
      money,
      {
        p: `I require payment of ${fmtMoney(total)} within 30 days of the date of this letter, by ${D(c, pay)}, quoting ${ref}. If I have not received payment, or a completed Reply Form, by then, I intend to start a claim against you in the County Court without further notice. I will also ask the court to order you to pay the court fee (currently ${fmtMoney(fee)} for a claim of this size) and interest at 8% a year under section 69 of the County Courts Act 1984.`,
      },
      payBlock,
      ...(lay === 1
        ? [
            {
              checks: [
                'I agree I owe the full amount and will pay it by the date above',
                'I agree I owe the money but need time to pay (please complete the Reply Form)',
                'I dispute the amount claimed (please give your reasons on the Reply Form)',
              ],
            } as Block,
          ]
        : []),
      {
        small: `Enclosed: Information Sheet, Reply Form and Financial Statement. You may wish to get free independent advice, for example from a debt advice charity or Citizens Advice, before you reply. Please reply to me at the address above or by email to ${email}.`,
      },
    ];
  }
  const recipient = former
    ? rcpt(c)
    : [fullName(c.who), `Room ${roomNo}`, home[0], home[1], home[2], home[3]];
  const spec: Spec =
    lay === 0
      ? {
          face: c.face,
          head: [llName],
          sub: [home[0], `${home[1]} ${home[3]}`, `Mobile ${tel}`, email],
          headAlign: 'right',
          recipient,
          panel: [],
          title,
          titleStyle: 'plain',
          body: [{ p: D(c, c.date) }, ...body],
          closing: 'Yours sincerely',
          sign: r.chance(0.5)
            ? [llName]
            : [llName, pick(r, ['Resident landlord', 'Householder and landlord'])],
          footer: [],
        }
      : {
          face: c.face,
          head: [r.chance(0.3) ? llName.toUpperCase() : llName],
          sub: [`${home[0]}, ${home[1]}, ${home[3]}`, `Tel ${tel}  -  ${email}`],
          headAlign: pick(r, ['left', 'center'] as const),
          recipient,
          panel: [
            [pick(r, ['Reference', 'Payment ref', 'My ref']), ref],
            ['Date', D(c, c.date)],
            ...(former ? ([['Moved out', D(c, left)]] as [string, string][]) : []),
          ],
          panelBoxed: true,
          panelStacked: r.chance(0.4),
          title,
          titleStyle: pick(r, ['rule', 'boxed'] as const),
          body,
          closing: 'Yours sincerely',
          sign: [llName],
          footer: [
            `Lodger agreement (resident landlord) for ${home[0]}, ${home[1]}: the occupier shares the landlord's home, so this is not an assured shorthold tenancy.`,
          ],
        };
  return { spec, truth: truth(llName, total, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * An estate agency's claim against a home seller for its commission under sole agency terms: the seller withdrew
 * and sold through another agent while the sole agency period (or its notice period) was still running, or sold
 * privately to a buyer who had first viewed through the agency (the agency was the "effective cause" of the sale).
 * Four letters, one per draw:
 *  - the agency's commission invoice letter: stage 1, kind first_demand, 'normal'; reference = its invoice number;
 *  - the agency's reminder answering the seller's dispute ("we wrote to you on …; in your email of … you said …"):
 *    stage 2, kind reminder, 'normal';
 *  - the agency's final demand with contractual interest added: stage 3, kind final_demand, 'normal';
 *  - its solicitors' letter of claim under the Pre-Action Protocol for Debt Claims, asking to be paid into the firm's
 *    client account and to quote the firm's reference: the solicitors wrote it and ask to be paid, so (README on-behalf
 *    rule) creditor = the solicitors' firm and debtType = 'debt_collection'; the agency's invoice number is the client's
 *    reference (a distractor); stage 3, kind letter_of_claim.
 * Amount = commission + VAT (+ interest already added, + any contractual recovery costs the letter has added); the
 * sale price, the asking price, the commission rate, an upfront marketing fee already paid, the higher multi-agency
 * rate and the court fee and fixed costs a claim would add are not it. The property reference and HM Land Registry
 * title number are distractors too.
 * Open choice: for the agency's own letters the creditor is the agency's legal name ("… Ltd") as printed in the
 * sign-off and registration footer, even where the letterhead shows the trading name without "Ltd".
 * Layouts: a letter with a boxed inline panel and a ruled invoice table, a row of reference cells with label/value
 * lines, and (solicitors) a centred firm letterhead with a stacked panel.
 */
const agencyCommission: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, ['Estate Agents', 'Residential', 'Property Services', 'Homes']);
  const brand = ag.name.replace(/ Ltd$/, '');
  const branch = `${place(r)} branch`;
  const v = r.int(0, 3);
  const viaOther = r.chance(0.55);
  let otherStem = `${person(r).last} ${pick(r, ['& Co', 'Estates', 'Property', 'Moves'])}`;
  if (otherStem.startsWith(brand.split(' ')[0])) otherStem = `${place(r)} ${pick(r, ['Estates', 'Moves'])}`;
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const asking = pick(r, [185, 215, 240, 265, 299.95, 325, 360, 395, 450, 525]) * 1000;
  const sale = Math.round((asking * (0.94 + r.next() * 0.05)) / 500) * 500;
  const fixed = r.chance(0.2);
  const rate = pick(r, [1, 1.2, 1.25, 1.5, 1.75]);
  const multiRate = pick(r, [2.25, 2.5, 2.75]);
  const commission = fixed ? pick(r, [1995, 2495, 2995, 3495]) : round2((sale * rate) / 100);
  const upfront = r.chance(0.3) ? pick(r, [150, 249, 295]) : 0;
  const net = round2(commission - upfront);
  const vat = round2(net * 0.2);
  const inv = round2(net + vat);
  const invNo = pick(r, [
    `INV-${r.digits(5)}`,
    `${r.letters(2, 'SAHE')}${r.digits(6)}`,
    `SA/${r.digits(4)}/${oOrI(r)}${r.digits(2)}`,
    `${r.digits(3)}-${r.digits(4)}`,
  ]);
  const propRef = `${brand.slice(0, 3).toUpperCase()}${r.digits(5)}`;
  const titleNo = `${pick(r, ['QX', 'ZV', 'JQ', 'XK'])}${r.digits(6)}`;
  const completion = addDays(c.date, -(v === 0 ? r.int(10, 40) : r.int(60, 110)));
  const exchange = addDays(completion, -r.int(7, 21));
  const instructed = addDays(completion, -r.int(200, 300));
  const weeks = pick(r, [12, 16, 20, 26]);
  const soleEnd = addDays(instructed, weeks * 7);
  const withdrawn = addDays(instructed, r.int(35, weeks * 7 - 30));
  const offer = addDays(withdrawn, r.int(5, 20));
  const viewing = addDays(instructed, r.int(10, 40));
  const buyer = person(r);
  const invDate = addDays(completion, r.int(7, 20));
  const dispute = addDays(invDate, r.int(6, 14));
  const reminder = addDays(dispute, r.int(10, 20));
  const interestDays = Math.max(14, Math.round((c.date.getTime() - invDate.getTime()) / 86400000) - 14);
  const interestRate = pick(r, [7.5, 8, 8.25]);
  const interest = v >= 2 ? round2((inv * interestRate * interestDays) / 36500) : 0;
  const recovery = v === 3 && r.chance(0.4) ? pick(r, [70, 100]) : 0;
  const total = round2(inv + interest + recovery);
  const clause = pick(r, ['4.2', '5.1', '6', '7.3']);
  const basis = fixed
    ? `a fixed fee of ${fmtMoney(commission)} plus VAT`
    : `commission at ${rate}% of the sale price plus VAT`;
  // The same facts in the agency's voice ("our", "us") or its solicitors' ("our client's", "our client").
  const howIn = (own: boolean) => {
    const our = own ? 'our' : "our client's";
    return viaOther
      ? `The property was sold through ${otherStem}: a sale was agreed on ${D(c, offer)}, while ${our} sole agency was still in force (it ran for ${weeks} weeks from ${D(c, instructed)}, until ${D(c, soleEnd)}), and contracts were exchanged on ${D(c, exchange)}.`
      : `The buyer, ${buyer.title} ${buyer.first} ${buyer.last}, first viewed the property with ${own ? 'us' : 'our client'} on ${D(c, viewing)}. You later agreed a private sale with them, and contracts were exchanged on ${D(c, exchange)}. ${own ? 'We were' : 'Our client was'} therefore the effective cause of the sale.`;
  };
  const termsIn = (own: boolean) => {
    const our = own ? 'our' : "our client's";
    const by = own ? 'us' : 'our client';
    return viaOther
      ? `Under clause ${clause} of ${our} sole agency terms, which you signed on ${D(c, instructed)}, ${basis} is payable if unconditional contracts are exchanged with a buyer introduced during the sole agency period, whether by ${by} or by another agent.`
      : `Under clause ${clause} of ${our} sole agency terms, signed on ${D(c, instructed)}, ${basis} is payable on completion to any buyer introduced by ${by}, including a private sale, if contracts are exchanged within six months of the end of the instruction.`;
  };
  const how = howIn(true);
  const termsLine = termsIn(true);
  const invRows: string[][] = [
    [`Sale price (completed ${D(c, completion)})`, fmtMoney(sale)],
    [fixed ? 'Fixed fee (sole agency)' : `Commission at ${rate}% (sole agency)`, fmtMoney(commission)],
    ...(upfront ? [['Less marketing fee paid at instruction', `-${fmtMoney(upfront)}`]] : []),
    ['VAT at 20%', fmtMoney(vat)],
    ...(interest ? [[`Interest at ${interestRate}% a year (${interestDays} days)`, fmtMoney(interest)]] : []),
    ...(recovery ? [['Recovery costs (clause 9 of the terms)', fmtMoney(recovery)]] : []),
    [v === 0 ? 'Total due' : v === 3 ? 'Total claimed' : 'Balance now due', fmtMoney(total)],
  ];
  const lay = v === 3 ? 2 : r.int(0, 1);
  const pay = addDays(c.date, v === 3 ? 30 : v === 2 ? 7 : 14);
  const bank: Block = {
    small: `Bank transfer: sort code ${sortCode(r)}, account ${r.digits(8)}. Please quote ${v === 3 ? 'our reference' : 'the invoice number'} with any payment.`,
  };
  if (v === 3) {
    const a = person(r).last;
    let b = person(r).last;
    if (b === a) b = 'Tremlow';
    const firm = pick(r, [`${a} ${b} LLP`, `${a} & Co LLP`, `${a} ${b} Solicitors Ltd`]);
    const fe = person(r);
    const ref = pick(r, [
      `${fe.first[0]}${fe.last[0]}/${brand.slice(0, 3).toUpperCase()}/${r.digits(5)}-${r.int(1, 9)}`,
      `${r.letters(3, 'DCRM')}.${r.digits(6)}`,
      `${r.digits(6)}/${r.digits(3)}/${fe.last[0]}${oOrI(r)}`,
    ]);
    const fee = total <= 3000 ? 115 : total <= 5000 ? 205 : round2(total * 0.05);
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.5) ? [firm.replace(/ (LLP|Solicitors Ltd)$/, '')] : [firm],
      sub: ['Solicitors', `Commercial Recoveries - ${officeAddress(r)}`, `${phone(r)}  ${host(firm)}`],
      headAlign: 'center',
      logoMark: r.chance(0.4) ? 'rings' : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', ag.name],
        ['Client invoice', invNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: ag.name.length > 30 || r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER OF CLAIM', 'Letter before claim', `Letter of claim: ${prop[0]}`]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${ag.name} (${brand}, ${branch}) in connection with the sale of ${propLine} (HM Land Registry title ${titleNo}). This letter is sent under the Pre-Action Protocol for Debt Claims.`,
        },
        { p: `${howIn(false)} ${termsIn(false)}` },
        {
          p: `Our client sent you its invoice ${invNo} on ${D(c, invDate)} and wrote again on ${D(c, reminder)}. It remains unpaid. Our client's claim is as follows:`,
        },
        { grid: invRows, header: ['Claim', 'Amount'], widths: [0.72, 0.28] },
        {
          p: `Please pay ${fmtMoney(total)} into our client account within 30 days of the date of this letter, by ${D(c, pay)}, quoting our reference ${ref}. If you dispute the claim, complete and return the enclosed Reply Form within the same period, giving your reasons. If you do neither, we are instructed to issue proceedings in the County Court without further notice, and to claim the court fee (currently ${fmtMoney(fee)}), fixed costs and further interest.`,
        },
        {
          small: `Client account: sort code ${sortCode(r)}, account ${r.digits(8)}. Enclosed: Information Sheet, Reply Form, Financial Statement, copy terms of business and invoice. You may wish to take independent legal advice.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is ${firm.endsWith('LLP') ? `a limited liability partnership registered in England and Wales (OC${r.digits(6)})` : `a company registered in England and Wales (${r.digits(8)})`}, authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). Registered office: ${officeAddress(r)}.`,
      ],
    };
    return { spec, truth: truth(firm, total, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }
  let title: string;
  let body: Block[];
  const invTable: Block =
    lay === 0
      ? { grid: invRows, header: [`Invoice ${invNo}`, 'Amount'], widths: [0.72, 0.28] }
      : { kv: invRows.map(([k, val]) => [k, val] as [string, string]) };
  if (v === 0) {
    title = pick(r, [
      `Commission due - sale of ${prop[0]}`,
      'Our commission invoice',
      'Sole agency commission now payable',
    ]);
    body = [
      dear(c),
      {
        p: `Thank you for instructing us to market ${propLine} (our property ref ${propRef}). ${viaOther ? `We received your notice ending our instruction on ${D(c, withdrawn)}, and we` : 'We'} understand from HM Land Registry (title ${titleNo}) that the sale completed on ${D(c, completion)} at ${fmtMoney(sale)}.`,
      },
      { p: how },
      { p: termsLine },
      invTable,
      {
        p: `Please pay the total due of ${fmtMoney(inv)} within 14 days, by ${D(c, pay)}, quoting invoice ${invNo}. ${viaOther ? `Our multi-agency rate (${multiRate}% plus VAT) has not been applied.` : 'We have not charged for the additional viewings we arranged.'}`,
      },
      bank,
    ];
  } else if (v === 1) {
    title = pick(r, [
      `Invoice ${invNo} - second request`,
      'Commission invoice remains unpaid',
      'Your email about our commission',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, invDate)} enclosing invoice ${invNo} for our commission on the sale of ${propLine}. In your email of ${D(c, dispute)} you said that ${viaOther ? `you owed us nothing because you had withdrawn your instructions and sold through ${otherStem}` : 'you owed us nothing because you had sold privately, without an agent'}.`,
      },
      {
        p: `We have considered your email carefully. ${how} ${viaOther ? `Your notice of ${D(c, withdrawn)} could not end the sole agency before ${D(c, soleEnd)}.` : ''} ${termsLine}`,
      },
      invTable,
      {
        p: `Please pay ${fmtMoney(inv)} by ${D(c, pay)}. If you still believe the commission is not due, please send us any documents you rely on by the same date. Otherwise we will add interest under the terms and refer the matter to our solicitors.`,
      },
      bank,
    ];
  } else {
    title = pick(r, ['FINAL DEMAND', 'Final demand - unpaid commission', 'Final notice before legal action']);
    body = [
      dear(c),
      {
        p: `Despite our letters of ${D(c, invDate)} and ${D(c, reminder)}, our invoice ${invNo} for commission on the sale of ${propLine} (completed ${D(c, completion)}) remains unpaid. ${termsLine}`,
      },
      invTable,
      {
        p: `Interest has been added from the invoice due date at ${interestRate}% a year, as clause ${clause === '6' ? '8' : '10'} of our terms allows. Unless the balance now due of ${fmtMoney(total)} is received within 7 days, by ${D(c, pay)}, we will pass the matter to our solicitors without further notice. Their costs and court fees may then be added.`,
      },
      bank,
    ];
  }
  const office = officeAddress(r);
  const signName = signatory(r, ['Branch Manager', 'Director', 'Accounts Manager', 'Sales Manager']);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    sub: [`${branch} - ${office}`, `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    logoMark: pick(r, ['chevron', 'bars', undefined] as const),
    recipient: rcpt(c),
    panel:
      lay === 0
        ? [
            ['Invoice no.', invNo],
            ['Property ref', propRef],
            ['Date', D(c, c.date)],
          ]
        : [],
    panelBoxed: true,
    refGrid:
      lay === 1
        ? [
            ['Invoice number', invNo],
            ['Property ref', propRef],
            ['Completed', D(c, completion)],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title,
    titleStyle: v === 2 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [...signName, `For and on behalf of ${ag.name}`],
    footer: [`${regLine(ag.name, r)} Member of a government-approved property redress scheme.`],
  };
  return {
    spec,
    truth: truth(
      ag.name,
      total,
      invNo,
      'normal',
      v === 0 ? 1 : v === 1 ? 2 : 3,
      v === 0 ? 'first_demand' : v === 1 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

export const FRESH17B_FAMILIES: Family[] = [
  {
    id: 'W187',
    name: 'Football club season-ticket payment plan arrears (finance partner)',
    group: 'lender',
    make: seasonTicketPlan,
  },
  {
    id: 'W188',
    name: 'Resident landlord chasing a lodger for room rent and bills (own name)',
    group: 'business',
    make: lodgerArrears,
  },
  {
    id: 'W189',
    name: 'Estate agency sole-agency commission claim against a home seller (or its solicitors)',
    group: 'business',
    make: agencyCommission,
  },
];
