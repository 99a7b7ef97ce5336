/**
 * The fourteenth fresh held-out set, part c (W172–W174): kinds of letter the corpus does not have yet — an energy
 * supplier's notice that it will ask the magistrates' court for a warrant of entry to fit a prepayment meter (with
 * the hearing date and the costs that a warrant would add), a home-collected credit (doorstep loan) company's
 * letters by post once the weekly collections have stopped (first letter, follow-up, final notice, termination) and
 * a mobile network's demand after a "bill shock" of roaming or premium-rate charges, with the service barred and the
 * account to be closed and passed on if unpaid. Written blind to the extractor; scored once. Every face is drawn per
 * letter and each family has two or three layouts chosen per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, stem, web } from './vocab';
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

// ------------------------------------------------------------------------------------------------------------
// Utilities
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's notice that it has applied, or will apply, to the magistrates' court for a warrant of entry
 * (Rights of Entry (Gas and Electricity Boards) Act 1954) to fit a prepayment meter: the court, the hearing date
 * and time, the arrears on the account and the costs that would be added if the warrant is granted and used.
 * Three layouts: a letter with a reference panel; a dark-band notice with the hearing details in a row of cells, an
 * amount box and a reply form; an "arrears" box beside the address with a two-column "what happens / how to stop it"
 * section.
 * Amount = the arrears now owed (electricity + gas, less any payment since the last letter). The warrant costs
 * (court fee, warrant and attendance charges) are possible future fees — "will be added if" — and are never in it;
 * the weekly debt recovery rate on the meter, the emergency credit and the last payment are not it either.
 * Account number = the supplier's customer account number the letter asks to be quoted; the meter serial number,
 * the MPAN/MPRN and the court's list reference are not it.
 * Open choice: the notice is the supplier's last letter before the court hearing, after earlier letters about the
 * arrears; it is the equivalent of a letter before action (README stage 3), not a court summons (it comes from the
 * creditor, not the court) and not a county court letter of claim: stage 3, kind final_demand, debtType utility.
 * dates.hearingDate = the hearing; dates.payBy only in the letters that ask for the arrears to be paid by a date
 * (the others only ask to be contacted before the hearing).
 */
const warrantHearing: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Energy', 'Energy Supply', 'Gas & Power', 'Home Energy']);
  const acc = pick(r, [
    () => r.digits(10),
    () => `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    () => `EA${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(3)}-${r.digits(5)}-${r.digits(2)}`,
  ])();
  const dual = r.chance(0.6);
  const elec = r.money(240, 1450);
  const gas = dual ? r.money(180, 1100) : 0;
  const paidSince = r.chance(0.3) ? pick(r, [20, 25, 30, 50]) : 0;
  const arrears = round2(elec + gas - paidSince);
  const courtPlace = place(r);
  const court = `${courtPlace} Magistrates' Court`;
  const courtAddr = `${r.int(1, 60)} ${pick(r, ['Court Street', 'Bridge Road', 'Castle Way', 'Market Place'])}, ${courtPlace}`;
  const hearing = addDays(c.date, r.int(12, 24));
  const time = pick(r, ['10:00am', '10:30am', '9:45am', '2:00pm']);
  const listRef = `${pick(r, ['ROE', 'WOE', 'GEB'])}/${r.digits(5)}`;
  const courtFee = pick(r, [22, 24, 25.5]);
  const warrantFee = pick(r, [65, 85, 95, 110]);
  const attend = pick(r, [0, 0, 30, 45]);
  const maxCosts = round2(courtFee + warrantFee + attend);
  const rate = pick(r, [3.7, 4.5, 5.25, 6.1, 7.5]);
  const emergency = pick(r, [5, 10, 15]);
  const meter = `${r.letters(1, 'EFKS')}${r.digits(2)}${r.letters(1)}${r.digits(5)}`;
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const mprn = r.digits(9);
  const earlier = addDays(c.date, -r.int(9, 16));
  const first = addDays(earlier, -r.int(20, 40));
  const askPay = r.chance(0.5);
  const payBy = addDays(hearing, -r.int(2, 4));
  const tel = phone(r);
  const layout = r.int(0, 2);
  const supply = dual ? 'gas and electricity' : 'electricity';
  const arrearsRows: string[][] = [
    ['Electricity', fmtMoney(elec)],
    ...(dual ? [['Gas', fmtMoney(gas)]] : []),
    ...(paidSince ? [[`Payment received ${D(c, addDays(earlier, 3))}`, `-${fmtMoney(paidSince)}`]] : []),
    [pick(r, ['Total arrears', 'Arrears now owed', 'Total amount owed']), fmtMoney(arrears)],
  ];
  const costRows: string[][] = [
    ["Magistrates' court application fee", fmtMoney(courtFee)],
    ['Warrant execution and meter exchange', fmtMoney(warrantFee)],
    ...(attend ? [['Locksmith attendance (if needed)', fmtMoney(attend)]] : []),
    ['Possible costs if the warrant is used', fmtMoney(maxCosts)],
  ];
  const opener = pick(r, [
    `We wrote to you on ${D(c, first)} and again on ${D(c, earlier)} about the ${supply} arrears on your account, and told you that we would ask the court for a warrant if we could not agree a way forward with you. We have not been able to reach an agreement, so we have now applied to ${court} for a warrant of entry.`,
    `Despite our letters of ${D(c, first)} and ${D(c, earlier)}, your ${supply} account is still in arrears and you have not contacted us. We have therefore applied to ${court} for a warrant that would allow us to enter your home and fit a prepayment meter.`,
    `You have not responded to our notice of ${D(c, earlier)}, in which we said we would apply to the magistrates' court for a warrant of entry. The application has now been listed at ${court}.`,
  ]);
  const hearingLine = `The hearing will take place at ${court}, ${courtAddr}, on ${D(c, hearing)} at ${time}. You do not have to attend, but you may do so if you want to tell the magistrates why a warrant should not be granted.`;
  const meterLine = `If the warrant is granted, an authorised officer will visit, with a locksmith if needed, to fit a prepayment meter. Your unit rates will stay the same. The arrears will be recovered through the meter at ${fmtMoney(rate)} a week, and the meter will give you ${fmtMoney(emergency)} of emergency credit.`;
  const stopLine = askPay
    ? `To stop this, please pay the arrears of ${fmtMoney(arrears)} in full by ${D(c, payBy)}, or call us on ${tel} before that date to agree an affordable payment plan. If you do, we will withdraw the application.`
    : `You can still stop this. Please call us on ${tel} before the hearing to agree a payment plan you can afford, or to tell us about anything that means a prepayment meter would not be safe or practical for your household. If we reach an agreement, we will withdraw the application.`;
  const vulnerable = pick(r, [
    `Please tell us straight away if anyone in your home is of pensionable age, has a disability or long-term illness, relies on medical equipment that needs power, or has young children: we will not fit a meter under warrant where it would not be safe and reasonably practicable.`,
    `We will not use a warrant where anyone in the household would be at risk without a continuous supply. If that applies to you, or you are struggling for another reason, please let us know before the hearing.`,
  ]);
  const costsNote = pick(r, [
    'If the warrant is granted and used, the following costs will be added to your account:',
    'These charges are not on your account now. They will be added only if the warrant is granted and we have to use it:',
  ]);
  const legal = `This application is made under the Rights of Entry (Gas and Electricity Boards) Act 1954 and ${dual ? 'the Gas Act 1986 and the Electricity Act 1989' : 'the Electricity Act 1989'}.`;
  const footer = [
    `${regLine(co.name, r)} ${co.name} is licensed by the energy regulator to supply ${supply}.`,
  ];
  const sign = [
    ...signatory(r, ['Warrant Team Leader', 'Credit Management Officer', 'Collections Manager']),
    co.name,
  ];
  const title = pick(r, [
    'Notice of application for a warrant of entry',
    'We have applied for a warrant to fit a prepayment meter',
    'Important: court hearing about your energy account',
    'WARRANT OF ENTRY - HEARING DATE',
  ]);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
      sub: ['Credit Management', officeAddress(r), `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Account number', 'Customer account', 'Account no.']), acc],
        ['Date', D(c, c.date)],
        ['Meter serial', meter],
        ...(r.chance(0.5)
          ? ([[dual ? 'MPRN (gas)' : 'MPAN', dual ? mprn : mpan]] as [string, string][])
          : []),
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opener },
        { p: hearingLine },
        { grid: arrearsRows, header: ['Your arrears', 'Amount'], widths: [0.7, 0.3] },
        { p: costsNote },
        { grid: costRows, widths: [0.7, 0.3], boldLast: false },
        { p: stopLine },
        { small: `${vulnerable} ${legal}` },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    const rows: [string, string][] = [
      ['Court', court],
      [pick(r, ['Hearing date', 'Date of hearing']), D(c, hearing)],
      ['Account', acc],
    ];
    spec = {
      face: c.face,
      top: [`Court list ref. ${listRef}`],
      head: co.head,
      headBand: true,
      sub: [officeAddress(r), `Warrant team ${tel}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date of notice', D(c, c.date)],
        ['Supply address', c.addr[0]],
      ],
      panelStacked: r.chance(0.5),
      refGrid: rows,
      title: title.toUpperCase(),
      titleStyle: 'banner',
      body: [
        { p: opener },
        { p: hearingLine },
        {
          amountBox: [
            pick(r, ['Arrears on your account', 'Amount you owe us', 'Balance in arrears']),
            fmtMoney(arrears),
          ],
        },
        {
          p: `${costsNote} court fee ${fmtMoney(courtFee)}; warrant and meter exchange ${fmtMoney(warrantFee)}${attend ? `; locksmith ${fmtMoney(attend)}` : ''}. ${meterLine}`,
        },
        { p: stopLine },
        { h: 'Please reply before the hearing - tick all that apply' },
        {
          checks: [
            'I will pay the arrears in full',
            'I would like to agree a payment plan - please call me',
            'Someone in my home is vulnerable or relies on a continuous supply',
          ],
        },
      ],
      sign: [],
      footer,
      footerCols: [vulnerable, `${legal} Meter serial ${meter}.`],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [
        pick(r, ['Debt Management Team', 'Customer Credit']),
        officeAddress(r),
        `${tel}  ${host(co.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Your arrears', 'You owe us']),
        amount: fmtMoney(arrears),
        note: askPay ? `Pay by ${D(c, payBy)} to stop the application` : 'Call us before the hearing',
      },
      panel: [
        ['Account', acc],
        ['Date', D(c, c.date)],
        ['Hearing', D(c, hearing)],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'plain'] as const),
      body: [
        dear(c),
        { p: opener },
        {
          kv: [
            ['Court:', court],
            ['Address:', courtAddr],
            ['Date and time:', `${D(c, hearing)} at ${time}`],
          ],
        },
        {
          cols: [`What happens next: ${meterLine}`, `How to stop this: ${stopLine}`],
        },
        { p: costsNote },
        { grid: costRows, widths: [0.7, 0.3], boldLast: false },
        { small: `${vulnerable} ${legal}` },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(co.name, arrears, acc, 'utility', 3, 'final_demand', c, askPay ? payBy : undefined, hearing),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

/**
 * A home-collected credit (doorstep loan) company writing by post once the customer's weekly payments to the
 * collecting agent have stopped: the missed weeks, what is needed to catch up, the balance left on the loan, how to
 * pay (the agent, PayPoint card, online, phone). Four letters of the sequence, chosen per letter: a first letter
 * ("we've missed you"), a follow-up that refers to the earlier letter or to the customer's call, a final notice
 * before a default notice, and a letter after the agreement was terminated. Three layouts: a friendly letter with
 * a shaded box beside the address; a statement with the references in a row of cells and a loan summary table; a
 * formal notice with a boxed title and a tear-off PayPoint slip.
 * Amount = the arrears ("amount needed to bring your account up to date": missed weeks × weekly payment, less any
 * part payment) while the agreement runs — the balance left on the loan, the amount borrowed, the total payable
 * and the weekly payment are not it (README: never the full balance when only arrears are demanded). After
 * termination the whole balance is demanded, so the amount is the balance now due; the early-settlement figure
 * offered in that letter is a settlement amount and not it. debtType loan.
 * Account number = the customer number the letter asks to be quoted; the agreement number, the agent's round
 * number and the masked PayPoint card number are not it.
 * Stages: first letter 1 / first_demand (it mentions the stopped collections, not an earlier letter); follow-up 2 /
 * reminder; final notice 3 / final_demand; after termination 3 / termination_notice. dates.payBy where the letter
 * asks for the money by a date or within N days (not where it only asks the customer to get in touch).
 */
const homeCredit: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, [
    'Home Credit',
    'Home Loans',
    'Doorstep Finance',
    'Home Collected Credit',
    'Family Credit',
  ]);
  const cust = pick(r, [
    () => r.digits(8),
    () => `HC${r.digits(6)}`,
    () => `${r.digits(4)}/${r.digits(4)}`,
    () => `${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ])();
  const custLabel = pick(r, ['Customer number', 'Customer no.', 'Your account number']);
  const agreement = `${pick(r, ['A', 'LN'])}${r.digits(7)}`;
  const agent = person(r);
  const agentName = `${agent.first} ${agent.last[0]}.`;
  const round = `${r.int(1, 9)}-${r.digits(3)}`;
  const stage = pick(r, [1, 2, 3, 4]);
  const borrowed = pick(r, [200, 300, 400, 500, 750, 1000]);
  const term = pick(r, [26, 52, 78]);
  const factor = term === 26 ? 1.5 : term === 52 ? 1.9 : 2.25;
  const weekly = round2((borrowed * factor) / term + r.money(0, 0.9));
  const total = round2(weekly * term);
  const missed =
    stage === 1 ? r.int(2, 4) : stage === 2 ? r.int(5, 8) : stage === 3 ? r.int(8, 13) : r.int(14, 22);
  const made = r.int(4, Math.max(5, term - missed - 6));
  const part = r.chance(0.3) ? pick(r, [5, 10, 15]) : 0;
  const arrears = round2(weekly * missed - part);
  const balance = round2(total - weekly * made - part);
  const settle = round2(balance * pick(r, [0.78, 0.82, 0.86]));
  const due = stage === 4 ? balance : arrears;
  const lastPaid = addDays(c.date, -(missed * 7 + r.int(1, 5)));
  const earlier = addDays(c.date, -r.int(14, 24));
  const earliest = addDays(earlier, -r.int(14, 21));
  const called = addDays(c.date, -r.int(8, 13));
  const dnDate = addDays(c.date, -r.int(24, 40));
  const askPay = stage >= 3 || r.chance(0.5);
  const payBy = addDays(c.date, stage >= 3 ? pick(r, [7, 10, 14]) : 14);
  const card = `633597 **** **** ${r.digits(4)}`;
  const tel = phone(r);
  const web1 = web(co.name);
  const started = addDays(lastPaid, -made * 7);
  const agrLine = r.chance(0.5) ? ` (agreement ${agreement}, taken out on ${D(c, started)})` : '';
  const layout = r.int(0, 2);
  const kind = (['first_demand', 'reminder', 'final_demand', 'termination_notice'] as const)[stage - 1];
  const sstage = (stage === 4 ? 3 : stage) as 1 | 2 | 3;

  const title = [
    pick(r, ["We've missed you", 'Your weekly payments have stopped', 'About your loan payments']),
    pick(r, [
      'Your account is still behind',
      'Reminder: missed weekly payments',
      'We still need to hear from you',
    ]),
    pick(r, ['FINAL NOTICE', 'Final notice - missed payments', 'Final reminder before a default notice']),
    pick(r, [
      'Your agreement has been terminated',
      'Notice: loan agreement ended - balance due',
      'TERMINATION OF YOUR AGREEMENT',
    ]),
  ][stage - 1];
  const opening = [
    pick(r, [
      `${agentName}, your agent, has not been able to collect a payment from you since ${D(c, lastPaid)}. We know things can change quickly, so we wanted to check that you are all right and see how we can help.`,
      `Our records show that your weekly collections stopped after ${D(c, lastPaid)}, and you have now missed ${missed} payments of ${fmtMoney(weekly)} on your loan${agrLine}.`,
    ]),
    pick(r, [
      `We wrote to you on ${D(c, earlier)} because your weekly payments to ${agentName} had stopped. We have not heard from you since, and you have now missed ${missed} weekly payments.`,
      `When you called us on ${D(c, called)} you told us you would start your weekly payments again, but ${agentName} has still not been able to collect anything and no payment has reached us since ${D(c, lastPaid)}.`,
      `Further to our letter of ${D(c, earlier)}, your account remains behind: no payment has been made since ${D(c, lastPaid)}.`,
    ]),
    `We wrote to you on ${D(c, earliest)} and ${D(c, earlier)} about the weekly payments you have missed since ${D(c, lastPaid)}, and ${agentName} has called at your home, but your account has not been brought up to date.`,
    `On ${D(c, dnDate)} we sent you a default notice under section 87(1) of the Consumer Credit Act 1974 asking you to pay the arrears on your loan${agrLine}. The arrears were not paid by the date in that notice, so we have now ended your agreement and the whole balance has become payable.`,
  ][stage - 1];
  const askText = [
    askPay
      ? `To bring your account up to date, please pay ${fmtMoney(arrears)} within 14 days, or call us on ${tel} if you cannot and we will agree a new payment amount with you.`
      : `The amount needed to bring your account up to date is ${fmtMoney(arrears)}. You don't have to pay it all at once: please call us on ${tel}, or tell ${agentName} when it would suit you for them to call again, and we will agree what you can afford.`,
    askPay
      ? `Please pay the ${fmtMoney(arrears)} needed to bring your account up to date by ${D(c, payBy)}, or call us before then to agree a plan you can keep to.`
      : `The amount now needed to bring your account up to date is ${fmtMoney(arrears)}. Please contact us on ${tel} so that we can agree a way to restart your payments - even a smaller weekly amount is better than nothing.`,
    `You must now pay ${fmtMoney(arrears)}, the amount needed to bring your account up to date, by ${D(c, payBy)}. If you do not pay it, or agree a payment plan with us, by then, we will send you a default notice. A default may be recorded with credit reference agencies, and we could then ask you to repay the whole balance.`,
    `The balance now due is ${fmtMoney(balance)}. Please pay it by ${D(c, payBy)} or contact us before then to agree affordable payments. If you do neither, we may pass your account to a debt collection agency or ask the county court for a judgment.`,
  ][stage - 1];
  const reassure = pick(r, [
    'We do not add interest or charges for missed payments.',
    'No late payment fees or extra interest are added to your loan because you have missed payments.',
  ]);
  const howToPay = `You can pay ${stage < 4 ? `${agentName} when they call, ` : ''}online at ${web1}, by debit card on ${tel}, or at any PayPoint with your payment card ending ${card.slice(-4)}. Please quote your ${custLabel.toLowerCase().replace('your ', '')} ${cust}.`;
  const help = pick(r, [
    'If you are finding things difficult, free and confidential advice is available from independent debt advice charities. You can also ask us about our Breathing Space process.',
    'If your circumstances have changed - a new job, reduced hours, illness - please tell us. We can pause or reduce your payments while you get back on track.',
  ]);
  const summary: string[][] = [
    ['Amount borrowed', fmtMoney(borrowed)],
    [`Total payable over ${term} weeks`, fmtMoney(total)],
    ['Weekly payment', fmtMoney(weekly)],
    ['Last payment collected', D(c, lastPaid)],
    ...(part ? [['Part payment since then', `-${fmtMoney(part)}`]] : []),
    ...(stage === 4
      ? [
          [`Missed payments (${missed} weeks) at termination`, fmtMoney(arrears)],
          ['Balance now due', fmtMoney(balance)],
        ]
      : [
          ['Balance left on your loan', fmtMoney(balance)],
          [
            `${pick(r, ['Amount needed to bring your account up to date', 'Amount to catch up now'])} (${missed} missed weeks)`,
            fmtMoney(arrears),
          ],
        ]),
  ];
  const settleLine =
    stage === 4 && r.chance(0.7)
      ? [
          {
            p: `${pick(r, [`If you can pay in one go, we will accept ${fmtMoney(settle)} in full settlement if we receive it by ${D(c, addDays(c.date, 28))}; this includes the rebate you are entitled to under the Consumer Credit (Early Settlement) Regulations 2004.`, `Early settlement: if you clear the account in a single payment by ${D(c, addDays(c.date, 28))}, you only need to pay ${fmtMoney(settle)}, because a rebate of charges is due to you.`])}`,
          } as Block,
        ]
      : [];
  const sign =
    stage >= 3
      ? [...signatory(r, ['Collections Manager', 'Customer Support Manager', 'Arrears Team Leader']), co.name]
      : [pick(r, ['Customer Support Team', 'Your Customer Care Team', 'Customer Services']), co.name];
  const footer = [fcaLine(co.name, r)];
  const dueLabel =
    stage === 4
      ? 'Balance now due'
      : pick(r, ['Amount to catch up', 'Missed payments', 'Arrears on your loan']);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'chevron', 'shield'] as const),
      sub: [officeAddress(r), `${tel}  ${web1}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: dueLabel,
        amount: fmtMoney(due),
        note: askPay ? `Please pay by ${D(c, payBy)}` : 'Please call us to talk it through',
      },
      panel: [
        [custLabel, cust],
        ['Your agent', `${agentName} (round ${round})`],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: stage >= 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            ['Weekly payment:', fmtMoney(weekly)],
            ['Weeks missed:', String(missed)],
            [stage === 4 ? 'Balance at termination:' : 'Balance left on your loan:', fmtMoney(balance)],
          ],
        },
        { p: askText },
        ...settleLine,
        { p: howToPay },
        { small: `${stage < 4 ? `${reassure} ` : ''}${help}` },
      ],
      closing: pick(r, ['Kind regards', 'Yours sincerely']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [pick(r, ['Customer Accounts', 'Arrears Support', 'Collections']), officeAddress(r), tel],
      headAlign: pick(r, ['left', 'center'] as const),
      returnAddress: `If undelivered please return to ${co.name}, ${officeAddress(r)}`,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [custLabel, cust],
        ['Agent / round', `${agentName} ${round}`],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        { p: opening },
        { grid: summary, header: ['Your loan', ''], widths: [0.7, 0.3] },
        { p: askText },
        ...settleLine,
        { p: howToPay },
        { small: help },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      top: stage >= 3 ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head: co.head,
      headBand: r.chance(0.5),
      sub: [officeAddress(r), `${tel}  ${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [custLabel, cust],
        ['Date', D(c, c.date)],
        [pick(r, ['Agent', 'Your agent']), agentName],
        [pick(r, ['Area', 'Round']), round],
      ],
      panelBoxed: true,
      panelStacked: r.chance(0.4),
      title: title.toUpperCase(),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { p: opening },
        { amountBox: [dueLabel, fmtMoney(due)] },
        { p: askText },
        ...settleLine,
        { p: stage === 4 ? help : `Balance left on your loan: ${fmtMoney(balance)}. ${reassure}` },
        ...(r.chance(0.5) ? [{ p: howToPay } as Block] : []),
      ],
      closing: 'Yours faithfully',
      sign,
      slip: {
        title: `Pay at any PayPoint - ${co.name}`,
        rows: [
          [custLabel, cust],
          ['Payment card', card],
          [stage === 4 ? 'Balance due' : 'Amount to catch up', fmtMoney(due)],
        ],
      },
      footer,
    };
  }
  return { spec, truth: truth(co.name, due, cust, 'loan', sstage, kind, c, askPay ? payBy : undefined) };
};

/**
 * A mobile network's demand after "bill shock": data roaming outside the usual zones, a maritime (ferry or cruise)
 * network, or premium-rate calls and texts, on a pay-monthly account. Outgoing service is barred; if the money is
 * not paid the account will be closed and passed to a collection agency (named in the letter). Three letters of the
 * sequence, chosen per letter: a high-usage interim bill issued when the service was barred; a reply after the
 * customer called to query the charges (a goodwill credit taken off); a final notice before closure. Three layouts: a
 * letter with a shaded box beside the address and a charges table; a dark-band page with the references in a row of
 * cells, an amount box and a usage detail list; a plain "Re:" letter with an old-style two-column table and a payment
 * slip.
 * Amount = the amount the letter asks for now: the interim bill (the usage charges to date, not the plan price that
 * will be billed later); after the query, the bill less the goodwill credit and any payment; at the final notice,
 * the unpaid bill plus the late payment fee already charged. The monthly plan price, the usage-alert thresholds, the
 * goodwill credit, the early termination charge and the agency's fees that closure *would* add are not it.
 * Account number = the account number the letter asks to be quoted; the mobile number, the bill number, the SIM or
 * handset number and the masked card number are not it. Creditor = the network, never the collection agency it
 * threatens to pass the debt to. debtType utility (a phone bill from the network itself; the README has no telecoms
 * type and a mobile bill is a household utility bill). Stages: interim bill 1 / first_demand (the first letter
 * asking for that money); after the customer's query 2 / reminder (the README's "call … dispute" — it says a final
 * notice would follow, so it is not itself final); final notice 3 / final_demand. Every letter asks for payment by
 * a date or within N days: dates.payBy.
 */
const mobileBillShock: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Mobile', 'Telecom', 'Mobile Networks', 'Wireless', 'Connect']);
  const acc = pick(r, [
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
    () => `MB-${r.digits(7)}`,
    () => r.digits(9),
    () => `${r.letters(2, 'MNKT')}${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ])();
  const accLabel = pick(r, ['Account number', 'Account no.', 'Your account']);
  const msisdn = `07700 900${r.digits(3)}`;
  const billNo = `${pick(r, ['INV', 'B', ''])}${r.digits(8)}`;
  const sim = `8944 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const plan = pick(r, [10, 12, 15, 18, 22, 27.5, 32]);
  const stage = pick(r, [1, 2, 3] as const);
  const shock = pick(r, ['roaming', 'maritime', 'premium'] as const);
  const country = pick(r, [
    'Turkey',
    'Egypt',
    'the United States',
    'Morocco',
    'Thailand',
    'Switzerland',
    'Canada',
  ]);
  const vessel = pick(r, ['a ferry', 'a cruise ship', 'a ferry crossing']);
  const mb = r.int(40, 260);
  const mbRate = pick(r, [3, 4.5, 6, 7.68]);
  const rows: [string, number][] = [];
  if (shock === 'roaming') {
    rows.push([`Data roaming in ${country} (${mb} MB at ${fmtMoney(mbRate)}/MB)`, round2(mb * mbRate)]);
    if (r.chance(0.6)) rows.push([`Calls made and received in ${country}`, r.money(18, 140)]);
  } else if (shock === 'maritime') {
    rows.push([`Data on a maritime network (${mb} MB)`, round2(mb * pick(r, [8, 10, 12.5]))]);
    rows.push(['Calls and texts on a maritime network', r.money(24, 190)]);
  } else {
    const calls = r.int(6, 40);
    rows.push([`Calls to premium-rate 09 numbers (${calls} calls)`, r.money(calls * 4, calls * 14)]);
    const weeks = r.int(4, 14);
    rows.push([`Premium text service, short code 8${r.digits(4)} (${weeks} x £4.50)`, round2(weeks * 4.5)]);
  }
  const extras = round2(rows.reduce((a, [, v]) => a + v, 0));
  const billDate = addDays(c.date, -r.int(22, 35));
  const billTotal = round2(plan + extras);
  const goodwill = stage === 2 ? round2(pick(r, [0.1, 0.2, 0.25]) * extras) : 0;
  const paidPart = stage !== 1 && r.chance(0.5) ? plan : 0;
  const late = stage === 3 ? pick(r, [5, 7.5, 10, 12.5]) : 0;
  const due =
    stage === 1
      ? extras
      : stage === 2
        ? round2(billTotal - goodwill - paidPart)
        : round2(billTotal + late - paidPart);
  const months = r.int(3, 19);
  const etc = round2(plan * months);
  const dca = `${stem(r)} ${pick(r, ['Recoveries Ltd', 'Credit Services Ltd', 'Collections Ltd'])}`;
  const barred = addDays(c.date, stage === 1 ? -r.int(0, 2) : -r.int(9, 18));
  const alertAt = pick(r, [40, 50, 100]);
  const called = addDays(c.date, -r.int(5, 10));
  const rem = addDays(c.date, -r.int(10, 16));
  const payBy = addDays(c.date, stage === 1 ? 7 : pick(r, [7, 10, 14]));
  const card = `**** **** **** ${r.digits(4)}`;
  const tel = phone(r);
  const layout = r.int(0, 2);
  const kind = (['first_demand', 'reminder', 'final_demand'] as const)[stage - 1];
  const where =
    shock === 'roaming'
      ? `while you were in ${country}`
      : shock === 'maritime'
        ? `on ${vessel}, where your phone connected to a satellite (maritime) network that is not covered by your plan or our roaming bundles`
        : 'to premium-rate numbers and a premium text service';
  const whereShort =
    shock === 'roaming'
      ? `for roaming in ${country}`
      : shock === 'maritime'
        ? 'for use on a maritime network'
        : 'for premium-rate calls and texts';
  const title = [
    pick(r, [
      'High usage on your account - service barred',
      'We have barred your service',
      'Interim bill: unusually high charges',
    ]),
    pick(r, ['Your query about your bill', 'About the charges you queried', 'Your service is still barred']),
    pick(r, ['FINAL NOTICE', 'Final notice before we close your account', 'Final notice - service barred']),
  ][stage - 1];
  const opening = [
    pick(r, [
      `Charges of ${fmtMoney(extras)} have built up on your account since your last bill, mostly ${where}. This is far more than you usually spend, so on ${D(c, barred)} we barred outgoing calls, texts and data on ${msisdn} to stop the charges rising further.`,
      `We have noticed unusually high usage on ${msisdn} since your last bill: ${fmtMoney(extras)} of charges ${where}. To protect you from further charges, outgoing calls, texts and data have been barred from ${D(c, barred)}.`,
    ]),
    pick(r, [
      `Thank you for calling us on ${D(c, called)} about the charges ${whereShort} on your bill of ${D(c, billDate)}. We have looked into them carefully. The usage was made from your SIM, and we sent you usage alerts when your charges passed ${fmtMoney(alertAt)}, so the charges are correct. As a gesture of goodwill we have taken ${fmtMoney(goodwill)} off them.`,
      `You contacted us on ${D(c, called)} to dispute the charges ${whereShort} on your bill dated ${D(c, billDate)}. Our review found that the usage was correctly recorded and that the alerts were sent to your phone, but we have applied a one-off goodwill credit of ${fmtMoney(goodwill)}.`,
    ]),
    pick(r, [
      `Your bill of ${D(c, billDate)}, which included ${fmtMoney(extras)} of charges ${whereShort}, is still unpaid, even though we sent you a reminder on ${D(c, rem)}. Your service has been barred since ${D(c, barred)}.`,
      `We have written to you and sent text messages about your unpaid bill of ${D(c, billDate)}, but we have not received payment. Outgoing service on ${msisdn} has been barred since ${D(c, barred)}.`,
    ]),
  ][stage - 1];
  const askText = [
    `We have issued an interim bill for these charges. Please pay ${fmtMoney(extras)} within 7 days, by ${D(c, payBy)}. Your monthly plan charge of ${fmtMoney(plan)} will be on your next bill as usual. Once the interim bill is paid we will lift the bar.`,
    `The balance now due is ${fmtMoney(due)}. Please pay it by ${D(c, payBy)}. Your service will stay barred until it is paid. If we have not received payment or agreed a plan with you by then, we will send you a final notice and may then close your account.`,
    `Please pay ${fmtMoney(due)} by ${D(c, payBy)}. If you do not, we will close your account, add the early termination charge for the rest of your minimum term (${months} months, ${fmtMoney(etc)}) and pass the debt to ${dca}, who may add their own collection costs. We will also report the default to credit reference agencies.`,
  ][stage - 1];
  const closeWarn =
    stage === 3
      ? ''
      : ` If the account is not paid, we will close it and pass what is owed to our collection agency, ${dca}; closing it early would also add an early termination charge of ${fmtMoney(etc)}.`;
  const howToPay = pick(r, [
    `Pay online at ${web(co.name)} or in our app, or call ${tel} and pay with a debit card. Please quote your account number ${acc}.`,
    `To pay, call ${tel} or go to ${web(co.name)}. Our last Direct Debit collection from your card ending ${card.slice(-4)} was returned unpaid, so please do not wait for it to be taken again. Quote account ${acc}.`,
  ]);
  const help = pick(r, [
    'If you are finding it hard to pay, call us: we can set up a payment plan and we can add a spend cap to your account. Free debt advice is available from independent advice services.',
    'You can set a spend cap or bar roaming and premium-rate services at any time in our app. If you think you have been charged in error, tell us and we will look again.',
  ]);
  const chargeRows: string[][] = [
    [`Monthly plan (${D(c, billDate)} bill)`, fmtMoney(plan)],
    ...rows.map(([k, v]) => [k, fmtMoney(v)]),
    ...(goodwill ? [['Goodwill credit', `-${fmtMoney(goodwill)}`]] : []),
    ...(paidPart ? [['Payment received', `-${fmtMoney(paidPart)}`]] : []),
    ...(late ? [['Late payment fee', fmtMoney(late)]] : []),
    [stage === 3 ? 'Total now due' : 'Balance now due', fmtMoney(due)],
  ];
  const interimRows: string[][] = [
    ...rows.map(([k, v]) => [k, fmtMoney(v)]),
    ['Interim bill - amount due now', fmtMoney(due)],
  ];
  const gridRows = stage === 1 ? interimRows : chargeRows;
  const dueLabel = stage === 1 ? 'Amount due now' : stage === 2 ? 'Balance now due' : 'Total now due';
  const footer = [`${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];
  const sign =
    stage === 3
      ? [...signatory(r, ['Credit Control Manager', 'Head of Collections']), co.name]
      : [pick(r, ['Customer Finance Team', 'Credit Control', 'Customer Relations']), co.name];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [pick(r, ['Credit Control', 'Customer Finance']), officeAddress(r), `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: dueLabel, amount: fmtMoney(due), note: `Please pay by ${D(c, payBy)}` },
      panel: [
        [accLabel, acc],
        ['Mobile number', msisdn],
        ...(stage === 1 ? [] : ([['Bill number', billNo]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: gridRows,
          header: [stage === 1 ? 'Charges since your last bill' : 'Your bill', 'Amount'],
          widths: [0.74, 0.26],
        },
        { p: `${askText}${closeWarn}` },
        { p: howToPay },
        { small: help },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    const detail: [string, string][] =
      shock === 'premium'
        ? [
            ['Service:', 'Premium-rate calls and texts'],
            ['Alerts sent:', `when charges passed ${fmtMoney(alertAt)}`],
          ]
        : [
            ['Where:', shock === 'roaming' ? country : `Maritime network (${vessel})`],
            ['Data used:', `${mb} MB`],
            ['Alerts sent:', `when charges passed ${fmtMoney(alertAt)}`],
          ];
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      sub: [officeAddress(r), tel],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['SIM', sim],
      ],
      panelStacked: true,
      refGrid: [
        [accLabel, acc],
        ['Mobile number', msisdn],
        [stage === 1 ? 'Barred from' : 'Bill number', stage === 1 ? D(c, barred) : billNo],
      ],
      title: title.toUpperCase(),
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: opening },
        { kv: detail },
        { amountBox: [dueLabel, fmtMoney(due)] },
        { p: `${askText}${closeWarn}` },
        {
          cols: [`How to pay: ${howToPay}`, `Need help? ${help}`],
        },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    const table: [string, string][] = gridRows.map(([k, v]) => [k, v]);
    spec = {
      face: c.face,
      head: co.head,
      sub: [officeAddress(r), `${tel}  ${host(co.name)}`],
      headAlign: 'right',
      logo: r.chance(0.5),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: `Re: ${pick(r, ['mobile number', 'your mobile', 'phone number'])} ${msisdn} - ${title.toLowerCase()}`,
      titleStyle: 'plain',
      body: [
        dear(c),
        { p: opening },
        { table, header: ['Description', 'Amount'] },
        { p: `${askText}${closeWarn}` },
        { small: help },
      ],
      closing: stage === 3 ? 'Yours faithfully' : 'Yours sincerely',
      sign,
      slip: {
        title: `Payment slip - ${co.name}`,
        rows: [
          [accLabel, acc],
          ['Mobile number', msisdn],
          [dueLabel, fmtMoney(due)],
        ],
      },
      footer,
    };
  }
  return { spec, truth: truth(co.name, due, acc, 'utility', stage, kind, c, payBy) };
};

export const FRESH15C_FAMILIES: Family[] = [
  {
    id: 'W172',
    name: 'Energy warrant of entry hearing notice (prepayment meter)',
    group: 'utility',
    make: warrantHearing,
  },
  {
    id: 'W173',
    name: 'Home-collected credit letters after weekly collections stopped',
    group: 'lender',
    make: homeCredit,
  },
  {
    id: 'W174',
    name: 'Mobile bill shock (roaming or premium-rate), service barred',
    group: 'utility',
    make: mobileBillShock,
  },
];
