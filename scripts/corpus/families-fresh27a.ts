/** The twenty-sixth fresh set, part a: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
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
// W274 Bank recovering a mistaken credit
// ------------------------------------------------------------------------------------------------------------

/**
 * A bank or building society asking for money back that reached the reader's current account by mistake: another
 * customer's misdirected payment (the payer keyed the wrong account details), a credit the bank's own processing
 * duplicated, or an incoming transfer the sending bank recalled after the bank had already returned it. Part of the
 * credit may still have been in the account and already taken back; the rest is what is asked for.
 * Letters (one per draw): the bank's first letter (stage 1, first_demand); its reminder, "we wrote to you on…"
 * (stage 2, reminder); its final letter before it takes the money from the account under its right of set-off and
 * passes anything left to recoveries (stage 3, final_demand); or a collection agency the bank has passed it to
 * (agency = creditor under the README's on-behalf rule, 'debt_collection', stage 1, kind debt_recovery; the bank's
 * case reference is then the client's reference and the agency's own is quoted).
 * Open choice: the debtType list has no "mistaken payment"; this is not credit the bank lent (no overdraft, no
 * loan agreement) but a sum owed back to a business, so a bank's own letter is 'normal'.
 * Amount = the amount still to repay (credited by mistake − anything already taken back); the full credit, the
 * amount already returned, the account's balance and the minimum monthly plan are not it. The reference to quote is
 * the bank's case reference; sort code, masked account number, transaction date, Faster Payments id and the payer's
 * reference are distractors.
 */
const bankMistakenCredit: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const bs = r.chance(0.3);
  const short = `${s} ${bs ? 'Building Society' : pick(r, ['Bank', 'Savings Bank'])}`;
  const bank = bs ? short : `${short} plc`;
  const variant = r.int(0, 3); // 0 first letter, 1 reminder, 2 final before set-off, 3 collection agency
  const cause = r.int(0, 2); // 0 misdirected payment, 1 duplicated credit, 2 recalled transfer
  const caseRef = pick(r, [
    `PCR/${r.digits(6)}`,
    `MC-${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    `${r.letters(2, 'CPRW')}${r.digits(8)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.letters(1, 'OIX')}`,
  ]);
  const sort = sortCode(r);
  const masked = pick(r, [`****${r.digits(4)}`, `XXXX${r.digits(4)}`, `ending ${r.digits(4)}`]);
  const txn = addDays(c.date, -r.int(variant === 0 ? 10 : 35, variant === 0 ? 30 : 70));
  const credit = pick(r, [r.money(180, 950), r.money(950, 4200), round2(r.int(3, 60) * 50)]);
  const held = r.chance(0.55) ? round2(Math.floor(credit * (0.05 + r.next() * 0.5) * 100) / 100) : 0;
  const due = round2(credit - held);
  const payer = person(r);
  const employer = `${stem(r)} ${pick(r, ['Logistics', 'Care Homes', 'Engineering', 'Foods'])} Ltd`;
  const payerRef =
    cause === 1
      ? pick(r, [
          `SALARY ${r.digits(4)}`,
          `${employer.split(' ')[0].toUpperCase()} PAY WK${r.int(10, 52)}`,
          `REFUND ${r.digits(6)}`,
        ])
      : `${payer.first[0]} ${payer.last.toUpperCase()} ${pick(r, ['RENT', 'DEPOSIT', `INV ${r.digits(4)}`, 'CAR', 'DEC', 'BUILDER'])}`;
  const fpId = `${r.letters(3, 'FPQZ')}${r.digits(6)}${r.letters(2)}${r.digits(4)}`;
  const recalled = addDays(txn, r.int(2, 6));
  const first = addDays(c.date, -r.int(18, 30));
  const second = addDays(first, r.int(10, 14));
  const pay = addDays(c.date, variant === 2 ? 10 : 14);
  const debit = addDays(pay, r.int(1, 4));
  const plan = pick(r, [10, 20, 25, 50]);
  const tel = phone(r);
  const what = [
    `On ${D(c, txn)} we received a payment of ${fmtMoney(credit)} into your account from another customer, ${payer.title} ${payer.first[0]} ${payer.last}. The payer has told us that they entered the wrong account details and that the money was meant for someone else. The payment reference was "${payerRef}".`,
    `On ${D(c, txn)} a payment of ${fmtMoney(credit)} from ${employer} (reference "${payerRef}") was credited to your account twice because of a processing error on our part. The first credit is yours; the second was made in error.`,
    `On ${D(c, txn)} an incoming transfer of ${fmtMoney(credit)} (reference "${payerRef}") was credited to your account. The sending bank recalled the payment on ${D(c, recalled)} and we returned it to them in full, but by then ${held ? 'most of the money' : 'the money'} had been withdrawn from your account.`,
  ][cause];
  const heldLine = !held
    ? `The money is no longer in your account, so the full ${fmtMoney(due)} needs to be repaid.`
    : cause === 2
      ? `We have taken the ${fmtMoney(held)} that was left in your account towards this. The remaining ${fmtMoney(due)} is owed to us and needs to be repaid.`
      : `${fmtMoney(held)} of it was still in your account and we have ${cause === 0 ? 'returned that to the payer' : 'taken that back'}. The rest, ${fmtMoney(due)}, has been spent or transferred out and needs to be repaid.`;
  const txnRow: string[] = [
    D(c, txn),
    cause === 1 ? 'Duplicate credit' : cause === 0 ? 'Faster Payment in' : 'Transfer in (recalled)',
    payerRef,
    fmtMoney(credit),
  ];
  const boxed = r.chance(0.5);
  const footer = [
    bs
      ? `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Principal office: ${officeAddress(r)}.`
      : `${bank}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}).`,
  ];

  if (variant === 3) {
    const dca = company(r, ['Credit Management', 'Collection Services', 'Recoveries']);
    const ref = pick(r, [
      `${r.letters(1, 'KCT')}${r.digits(7)}`,
      `${r.digits(3)}-${r.digits(5)}-${r.digits(2)}`,
      `RC${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    ]);
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: dca.head,
      logoMark: pick(r, ['bars', 'chevron', 'shield'] as const),
      sub: [office, `${phone(r)}  ${web(dca.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${dca.name}, ${office}` : undefined,
      recipient: rcpt(c),
      owe: { label: 'Balance to pay', amount: fmtMoney(due) },
      panel: [
        ['Our reference', ref],
        ['Client', bank],
        ['Client ref', caseRef],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      title: pick(r, [
        'Money credited to your account in error',
        `${bank}: repayment of a mistaken credit`,
        'Notice of referral',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `${bank} has asked us to recover money that was credited to your account (sort code ${sort}, account ${masked}) by mistake and has not been repaid. We act for ${short} and you should now deal with us, not the ${bs ? 'society' : 'bank'}.`,
        },
        {
          grid: [
            txnRow,
            ...(held ? [['', 'Already recovered', '', `-${fmtMoney(held)}`]] : []),
            ['', 'Balance to pay', '', fmtMoney(due)],
          ],
          header: ['Date', 'Transaction', 'Payer reference', 'Amount'],
          widths: [0.2, 0.3, 0.28, 0.22],
        },
        {
          cols: [
            `Please pay ${fmtMoney(due)} by ${D(c, pay)} at ${web(dca.name)}/pay or by calling ${phone(r)}, quoting our reference ${ref}. We do not add interest or charges to this balance.`,
            `If you cannot pay in full, call us before that date. We can usually agree a plan from ${fmtMoney(plan)} a month if you can show us your income and outgoings.`,
          ],
        },
        {
          p: `If you think this money was yours, for example because the payer owed it to you, tell us in writing within 14 days and send us what you have to show it. We will put the account on hold while ${short} looks into it.`,
        },
        {
          small: `Free, impartial debt advice is available from independent debt advice charities. We are a debt collector; any information you give us will be used for that purpose.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Customer Account Manager']), dca.name],
      footer: [fcaLine(dca.name, r)],
    };
    return { spec, truth: truth(dca.name, due, ref, 'debt_collection', 1, 'debt_recovery', c, pay) };
  }

  const title = [
    pick(r, [
      'Money paid into your account by mistake',
      'A payment credited to your account in error',
      'Please return a payment made to you in error',
    ]),
    pick(r, [
      'Reminder: money paid into your account by mistake',
      'Second letter - mistaken credit still unpaid',
      'We have not heard from you',
    ]),
    pick(r, [
      'FINAL NOTICE BEFORE WE TAKE THIS AMOUNT FROM YOUR ACCOUNT',
      'Final letter: repayment of a mistaken credit',
      'Final notice - we intend to recover this money',
    ]),
  ][variant];
  const ask = variant === 0 ? r.chance(0.75) : true;
  const opening: Block[] = [
    dear(c),
    ...(variant === 1
      ? [
          {
            p: `We wrote to you on ${D(c, first)} about money that was paid into your account by mistake. We have not had a reply and the money has not been repaid.`,
          } as Block,
        ]
      : variant === 2
        ? [
            {
              p: `We wrote to you on ${D(c, first)} and again on ${D(c, second)} asking you to repay money credited to your account by mistake. It is still unpaid and you have not contacted us.`,
            } as Block,
          ]
        : []),
    { p: what },
    { p: heldLine },
  ];
  const askBlock: Block =
    variant === 0
      ? {
          p: ask
            ? `Please repay ${fmtMoney(due)} by ${D(c, pay)}. You can pay it back in any branch, by transfer from another account to sort code ${sortCode(r)}, account ${r.digits(8)}, or by calling us on ${tel}. Please quote your case reference ${caseRef}.`
            : `Please call us on ${tel} within 15 working days, quoting your case reference ${caseRef}, so we can agree how you will return the ${fmtMoney(due)}. ${cause === 0 ? 'If you do not reply, we may give the payer your name and address so that they can ask you for it themselves.' : 'If you do not reply, we may take the money from any funds paid into your account.'}`,
        }
      : variant === 1
        ? {
            p: `Please repay ${fmtMoney(due)} by ${D(c, pay)}, quoting ${caseRef}, or call us on ${tel} to agree a plan. Keeping money you know is not yours can be a criminal offence, and we may close your account.`,
          }
        : {
            p: `Unless you repay ${fmtMoney(due)} by ${D(c, pay)}, or agree a repayment plan with us before then, we will take the money from your account on or after ${D(c, debit)}. Your account terms allow us to do this, and to use money in any other account you hold with us. If this takes your account overdrawn, the overdrawn balance will be passed to our Recoveries team and may be sent to a collection agency.`,
          };
  const details: Block = boxed
    ? {
        grid: [
          txnRow,
          ...(held ? [['', 'Already recovered', '', `-${fmtMoney(held)}`]] : []),
          ['', 'Amount to repay', '', fmtMoney(due)],
        ],
        header: ['Date', 'Description', 'Payer reference', 'Amount'],
        widths: [0.2, 0.3, 0.28, 0.22],
      }
    : {
        kv: [
          ['Date credited', D(c, txn)],
          ['Amount credited', fmtMoney(credit)],
          ['Payment reference', payerRef],
          [cause === 1 ? 'Transaction id' : 'Faster Payments id', fpId],
          ...(held ? ([['Already taken back', fmtMoney(held)]] as [string, string][]) : []),
          ['Amount to repay', fmtMoney(due)],
        ],
      };
  const body: Block[] = boxed
    ? [...opening, details, askBlock]
    : [...opening.slice(0, -1), details, opening[opening.length - 1], askBlock];
  if (variant === 2) body.push({ boxed: [`Amount to repay: ${fmtMoney(due)}. Quote ${caseRef}.`] });
  body.push({
    small: `If you believe this money belongs to you, please contact us straight away and tell us why. If you are struggling financially, we can agree an affordable plan (for example ${fmtMoney(plan)} a month) and free debt advice is available from independent charities. Lines open 8am to 8pm, Monday to Saturday.`,
  });
  const spec: Spec = {
    face: c.face,
    top: variant === 2 && r.chance(0.6) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
    head: r.chance(0.3) ? [short.toUpperCase()] : [bank],
    logoMark: pick(r, ['rings', 'shield', 'bars'] as const),
    headBand: r.chance(0.3),
    sub: [
      pick(r, [
        'Payment Investigations',
        'Customer Payments Team',
        variant === 2 ? 'Customer Recoveries' : 'Returned Payments Unit',
      ]),
      officeAddress(r),
      `Telephone ${tel}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: boxed
      ? []
      : [
          ['Case reference', caseRef],
          ['Sort code', sort],
          ['Account', masked],
          ['Date', D(c, c.date)],
        ],
    refGrid: boxed
      ? [
          ['Case reference', caseRef],
          ['Sort code', sort],
          ['Account number', masked],
          ['Letter date', D(c, c.date)],
        ]
      : undefined,
    panelBoxed: r.chance(0.5),
    title,
    titleStyle: boxed ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, [
        'Payment Investigations Manager',
        'Customer Recoveries Officer',
        'Team Leader, Payment Services',
      ]),
      bank,
    ],
    footer,
  };
  const stage = ([1, 2, 3] as const)[variant];
  const kind = (['first_demand', 'reminder', 'final_demand'] as const)[variant];
  return { spec, truth: truth(bank, due, caseRef, 'normal', stage, kind, c, ask ? pay : undefined) };
};

// ------------------------------------------------------------------------------------------------------------
// W275 Tenancy guarantor demand
// ------------------------------------------------------------------------------------------------------------

const COSTS: [string, number, number][] = [
  ['Professional clean (check-out report)', 145, 420],
  ['Redecoration of walls damaged beyond fair wear and tear', 180, 880],
  ['Carpet replacement, bedroom', 220, 760],
  ['Removal of rubbish and furniture left behind', 90, 360],
  ['Replacement keys and entry fob', 35, 140],
  ['Garden clearance', 80, 300],
  ['Repair to damaged internal door', 120, 450],
  ['Oven and hob deep clean', 70, 160],
];

/**
 * A demand on a tenancy guarantor (usually a parent) for what a former tenant left owing: unpaid rent to the end of
 * the tenancy and end-of-tenancy costs from the check-out report, less the deposit the scheme released to the
 * landlord. Letters (one per draw): the landlord's own first letter to the guarantor (a property company, or an
 * individual landlord writing in their own name), a letting agent's first letter, a reminder ("we wrote to you on…"),
 * a final demand, or a Letter Before Claim from the landlord's solicitors under the debt pre-action protocol.
 * Creditor: the landlord when the landlord writes; the letting agent, which writes in its own name and asks to be
 * paid into its client account, when it writes; the solicitors' firm for the Letter Before Claim (README on-behalf
 * rule: the organisation that wrote and asks to be paid).
 * Open choices: rent arrears and end-of-tenancy costs have no debtType of their own; from a landlord or its letting
 * agent they are an ordinary overdue sum owed to a business, 'normal'; from solicitors collecting for the landlord,
 * 'debt_collection'. A first letter to the guarantor that mentions the tenant's own unpaid rent is still the
 * sender's first letter to the reader: stage 1, first_demand. Reminder: stage 2, reminder. Final demand: stage 3,
 * final_demand. Letter Before Claim: stage 3, letter_of_claim.
 * Amount = the balance now claimed from the guarantor (arrears + costs − deposit, plus contractual interest in the
 * Letter Before Claim); the monthly rent, the deposit, each cost line, the guarantee's cap and future court fees are
 * not it. The reference is the sender's own ("Our ref"/"Reference"); the tenant's name, the property, the property
 * and deposit-certificate numbers and the guarantee deed's date are distractors.
 */
const tenancyGuarantor: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const variant = r.int(0, 4); // 0 landlord first, 1 agent first, 2 reminder, 3 final demand, 4 solicitors' LBC
  const byAgent = variant === 1 || ((variant === 2 || variant === 3 || variant === 4) && r.chance(0.5));
  const llIndividual = !byAgent && variant !== 4 ? r.chance(0.4) : r.chance(0.3);
  const llP = person(r);
  const llCo = company(
    r,
    ['Property Holdings', 'Residential', 'Estates', 'Lettings Portfolio'],
    pick(r, [' Ltd', ' Limited']),
  );
  const landlord = llIndividual ? `${llP.first} ${llP.last}` : llCo.name;
  const landlordAs = llIndividual ? `${llP.title} ${llP.first[0]} ${llP.last}` : llCo.name;
  const agent = company(r, ['Lettings', 'Residential Lettings', 'Property Management', 'Letting Agents']);
  const sameName = r.chance(0.7);
  const tenant = `${person(r).first} ${sameName ? c.who.last : person(r).last}`;
  const prop = [
    `${r.chance(0.5) ? `Flat ${r.int(1, 24)}, ` : ''}${r.int(1, 180)} ${pick(r, ['Kiln', 'Heron', 'Linden', 'Tanner', 'Foundry'])} ${pick(r, ['Road', 'Street', 'Court', 'Mews'])}`,
    place(r),
  ];
  const propLine = `${prop[0]}, ${prop[1]}`;
  const rent = round2(r.int(130, 390) * 5);
  const months = r.int(2, 4);
  const partDays = r.int(0, 25);
  const arrears = round2(rent * months + (partDays ? (rent * 12 * partDays) / 365 : 0));
  const nCosts = r.int(1, 4);
  const costRows: [string, number][] = [];
  const pool = [...COSTS];
  for (let i = 0; i < nCosts; i++) {
    const [label, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
    costRows.push([label, r.money(lo, hi)]);
  }
  const costs = round2(costRows.reduce((a, [, v]) => a + v, 0));
  const deposit = round2(Math.floor(((rent * 12) / 52) * 5));
  const balance = round2(arrears + costs - deposit);
  const ended = addDays(c.date, -r.int(variant <= 1 ? 20 : 50, variant <= 1 ? 45 : 110));
  const started = addDays(ended, -r.int(330, 720));
  const deed = addDays(started, -r.int(2, 14));
  const depCert = `${r.letters(1, 'DT')}${r.digits(7)}`;
  const propRef = `P${r.digits(4)}`;
  const capMonths = balance < rent * 5.5 ? pick(r, [6, 12]) : 12;
  const cap = r.chance(0.5) ? round2(rent * capMonths) : 0;
  const first = addDays(c.date, -r.int(variant === 2 ? 14 : 30, variant === 2 ? 24 : 45));
  const second = addDays(first, r.int(14, 18));
  const pay = addDays(c.date, variant === 4 ? 30 : variant === 3 ? 7 : 14);
  const weekly = pick(r, [25, 40, 50, 75]);
  const rows: string[][] = [
    [
      `Rent unpaid to ${D(c, ended)} (${months} months${partDays ? ` and ${partDays} day${partDays > 1 ? 's' : ''}` : ''} at ${fmtMoney(rent)} pcm)`,
      fmtMoney(arrears),
    ],
    ...costRows.map(([k, v]) => [k, fmtMoney(v)]),
    [`Less deposit released by the scheme (certificate ${depCert})`, `-${fmtMoney(deposit)}`],
  ];
  const guaranteeLine = `By a deed of guarantee dated ${D(c, deed)} you guaranteed the obligations of ${tenant} under the tenancy of ${propLine}${cap ? `, up to a maximum of ${fmtMoney(cap)}` : ''}. The tenancy began on ${D(c, started)} and ended on ${D(c, ended)}.`;

  if (variant === 4) {
    const p1 = person(r);
    const p2 = person(r);
    const firm = pick(r, [
      `${p1.last} & ${p2.last} LLP`,
      `${p1.last} ${p2.last} Solicitors`,
      `${stem(r)} Law LLP`,
    ]);
    const ref = `${p1.last[0]}${p2.last[0]}/${r.digits(6)}.${r.int(1, 9)}`;
    const clientRef = byAgent ? `${agent.name.split(' ')[0].slice(0, 3).toUpperCase()}-${r.digits(5)}` : '';
    const dueFrom = addDays(ended, -r.int(40, 100));
    const days = Math.round((c.date.getTime() - dueFrom.getTime()) / 86400000);
    const interest = round2((arrears * 0.0725 * days) / 365);
    const total = round2(balance + interest);
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: [firm],
      sub: [
        firm.endsWith('Solicitors') ? 'Property Litigation' : 'Solicitors',
        office,
        `DX ${r.digits(5)} ${place(r)}  |  ${phone(r)}  |  recoveries@${host(firm)}`,
      ],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      top: ['BY FIRST CLASS POST AND EMAIL'],
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Our ref', ref],
        ['Your ref', '-'],
        ...(clientRef ? ([['Client ref', clientRef]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter Before Claim', 'LETTER OF CLAIM - GUARANTOR']),
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        dear(c),
        {
          h: `Our client: ${landlord}${byAgent ? ` (managing agent ${agent.name})` : ''} - ${propLine}`,
        },
        {
          p: `We act for ${landlordAs}, the landlord of ${propLine}. ${guaranteeLine} The tenant left owing the sums below and has not paid them. As guarantor you are liable for them.`,
        },
        {
          grid: [
            ...rows,
            [
              `Interest on the rent arrears at 3% above base rate (clause ${r.int(3, 9)}.${r.int(1, 6)}), ${days} days`,
              fmtMoney(interest),
            ],
            ['Total now claimed', fmtMoney(total)],
          ],
          widths: [0.76, 0.24],
        },
        {
          p: `Unless the total of ${fmtMoney(total)} is paid, or you have replied using the enclosed Reply Form, within 30 days of the date of this letter, we are instructed to issue a claim against you in the County Court without further notice. Our client will also ask the court for its court fee (currently up to ${fmtMoney(pick(r, [205, 365, 455]))}), fixed costs and further interest.`,
        },
        {
          p: `Payment should be made to our client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}. If you dispute the claim, or would like time to pay, please complete and return the Reply Form and Financial Statement.`,
        },
        {
          small: `Enclosed: Information Sheet, Reply Form and Financial Statement (Pre-Action Protocol for Debt Claims); copy deed of guarantee; check-out report and tenancy account. You may wish to get free independent debt advice before replying. Ignoring this letter may lead to a claim and a county court judgment against you.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of members is available at our registered office, ${office}.`,
      ],
    };
    return { spec, truth: truth(firm, total, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const ref = byAgent
    ? pick(r, [
        `G${r.digits(5)}/${r.letters(2, 'TGL')}`,
        `GUA-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
        `${r.digits(6)}`,
      ])
    : llIndividual
      ? `${tenant.split(' ')[1].slice(0, 3).toUpperCase()}${r.int(1, 99)}-${prop[0]
          .replace(/^Flat \d+, /, '')
          .split(' ')[1]
          .toUpperCase()}`
      : pick(r, [`TA/${r.digits(5)}`, `${r.letters(3, 'RLH')}${r.digits(6)}`]);
  const creditor = byAgent ? agent.name : landlord;
  const me = llIndividual && !byAgent;
  const [We, we, us, our] = me ? ['I', 'I', 'me', 'my'] : ['We', 'we', 'us', 'our'];
  const statement: Block = {
    grid: [...rows, ['Balance due from you as guarantor', fmtMoney(balance)]],
    widths: [0.76, 0.24],
  };
  const statementKv: Block = {
    kv: [
      ['Rent arrears', fmtMoney(arrears)],
      ...costRows.map(([k, v]) => [k, fmtMoney(v)] as [string, string]),
      ['Deposit applied', `-${fmtMoney(deposit)}`],
    ],
  };
  const lead =
    variant === 0 || variant === 1
      ? `${guaranteeLine} ${tenant} left the property owing rent, and the check-out report recorded cleaning and damage beyond fair wear and tear. The deposit of ${fmtMoney(deposit)} has been released to ${byAgent ? 'the landlord' : us} and set against what is owed, which leaves the balance below unpaid. Under the guarantee you are liable for it.`
      : variant === 2
        ? `${We} wrote to you on ${D(c, first)} asking you, as guarantor for ${tenant}, to pay the balance left on the tenancy of ${propLine}, which ended on ${D(c, ended)}. ${We} have not received payment or heard from you.`
        : `${We} wrote to you on ${D(c, first)} and ${D(c, second)} about the balance owed under your guarantee dated ${D(c, deed)} for the tenancy of ${propLine} (tenant: ${tenant}). It remains unpaid.`;
  const askP =
    variant === 3
      ? `Unless the balance of ${fmtMoney(balance)} is paid in full by ${D(c, pay)}, ${byAgent ? "the landlord's" : our} solicitors will be instructed to send you a Letter Before Claim and then to issue proceedings against you for the balance, interest and costs, without further warning.`
      : `Please pay ${fmtMoney(balance)} within 14 days, by ${D(c, pay)}. If you cannot pay it in one sum, contact ${us} before then to propose instalments; ${we} will consider a plan of, for example, ${fmtMoney(weekly)} a week.`;
  const payHow = `Pay by bank transfer to ${byAgent ? `${agent.name} client account` : `${our} account`}, sort code ${sortCode(r)}, account ${r.digits(8)}, using the reference ${ref}.`;
  const layoutB = r.chance(0.5);
  const body: Block[] = [
    llIndividual && !byAgent ? { p: `Dear ${c.who.title} ${c.who.last},` } : dear(c),
    { h: `Re: ${propLine} - guarantee for ${tenant}` },
    { p: lead },
    layoutB ? statementKv : statement,
    ...(layoutB
      ? [
          {
            amountBox: [
              pick(r, ['Balance due', 'Now due from you as guarantor', 'Total due']),
              fmtMoney(balance),
            ],
          } as Block,
        ]
      : []),
    { p: askP },
    { p: payHow },
    {
      small: `${byAgent ? `We act as managing agent for your landlord, ${landlordAs}. ` : ''}Copies of the tenancy agreement, the deed of guarantee, the rent statement and the check-out report are available on request. If you think any of these charges are wrong, tell ${us} in writing and explain why.${byAgent ? ` Property ref ${propRef}.` : ''}`,
    },
  ];
  const titles = [
    pick(r, ['Demand under your guarantee', 'Notice to guarantor: sums due', 'Guarantor - payment required']),
    pick(r, ['Demand under your guarantee', 'Notice to guarantor: sums due', 'Guarantor - payment required']),
    pick(r, ['Reminder: sums due under your guarantee', 'Second letter to guarantor', 'REMINDER']),
    pick(r, ['FINAL DEMAND', 'Final demand to guarantor', 'Final notice before legal action']),
  ];
  const headName = byAgent ? agent.head : llIndividual ? [landlord] : llCo.head;
  const spec: Spec = {
    face: c.face,
    head: headName,
    logoMark: byAgent ? pick(r, ['chevron', 'rings'] as const) : undefined,
    headBand: byAgent && r.chance(0.3),
    sub:
      llIndividual && !byAgent
        ? [
            `${r.int(1, 99)} ${pick(r, ['Orchard', 'Church', 'Mill'])} ${pick(r, ['Lane', 'Road', 'Close'])}, ${place(r)}`,
            `${phone(r)}  ${llP.first.toLowerCase()}.${llP.last.toLowerCase()}@mail.example`,
          ]
        : [
            byAgent ? 'Lettings and Property Management' : 'Residential Lettings',
            officeAddress(r),
            `${phone(r)}  ${web(byAgent ? agent.name : llCo.name)}`,
          ],
    headAlign: llIndividual && !byAgent ? 'right' : pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      [byAgent ? 'Our ref' : 'Reference', ref],
      ['Tenant', tenant],
      ...(byAgent ? ([['Property ref', propRef]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    panelStacked: !layoutB && r.chance(0.5),
    panelBoxed: r.chance(0.5),
    title: titles[variant],
    titleStyle: variant === 3 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: variant === 3 ? 'Yours faithfully' : 'Yours sincerely',
    sign: byAgent
      ? [
          ...signatory(r, ['Credit Control', 'Lettings Manager', 'Property Manager']),
          `For and on behalf of ${agent.name}`,
        ]
      : llIndividual
        ? [landlord]
        : [...signatory(r, ['Director', 'Accounts Manager']), llCo.name],
    footer: byAgent
      ? [
          `${agent.name}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}. Member of a client money protection scheme (membership ${r.digits(5)}) and a redress scheme for lettings agents.`,
        ]
      : llIndividual
        ? []
        : [
            `${llCo.name}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
          ],
  };
  const stage = ([1, 1, 2, 3] as const)[variant];
  const kind = (['first_demand', 'first_demand', 'reminder', 'final_demand'] as const)[variant];
  return { spec, truth: truth(creditor, balance, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W276 Rent guarantee insurer's subrogated recovery
// ------------------------------------------------------------------------------------------------------------

/**
 * A rent guarantee insurer recovering from a former tenant the rent it paid the landlord under the landlord's rent
 * guarantee policy (a subrogated claim), sometimes with the possession costs order it also paid, less any part of
 * the deposit it received. Letters (one per draw): the insurer's own claim letter (stage 1, first_demand) or its
 * reminder (stage 2, reminder); its legal-expenses recovery company's first or second letter (stage 1 or 2, kind
 * debt_recovery); or its solicitors' Letter Before Claim (stage 3, letter_of_claim).
 * Creditor: the insurer when it writes and asks to be paid; the recovery company or the solicitors' firm when they
 * write and ask to be paid to them (README on-behalf rule), not the insurer they act for and never the landlord.
 * Open choices: the insurer is a business seeking an ordinary overdue sum (not credit it lent), so its own letters are
 * 'normal'; the recovery company's and the solicitors' letters are 'debt_collection'.
 * Amount = the total claimed now (rent paid under the policy + costs paid − deposit received, plus interest in the
 * Letter Before Claim); the monthly rent, each monthly payment, the policy excess the landlord bore, the policy's
 * monthly limit and future court fees are not it. Reference = the sender's recovery reference / our reference; the
 * policy number, the claim number, the landlord's name and the possession claim number are distractors.
 */
const rentGuaranteeSubrogation: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const variant = r.int(0, 3); // 0 insurer claim letter, 1 insurer reminder, 2 recovery company, 3 solicitors' LBC
  const s = stem(r);
  const insurer = `${s} ${pick(r, ['Insurance', 'Insurance Company', 'Underwriting'])} ${pick(r, ['plc', 'Limited', 'Ltd'])}`;
  const insShort = insurer.replace(/ (plc|Limited|Ltd)$/, '');
  const product = pick(r, [
    'Rent Guarantee and Legal Expenses',
    'Landlord Rent Protection',
    'Rent Guarantee Plus',
  ]);
  const llPerson = r.chance(0.5);
  const llP = person(r);
  const landlord = llPerson
    ? `${llP.title} ${llP.first[0]} ${llP.last}`
    : `${stem(r)} ${pick(r, ['Property Holdings', 'Homes', 'Lettings'])} Ltd`;
  const policy = pick(r, [
    `RGI/${r.digits(7)}`,
    `${r.letters(3, 'LRP')}${r.digits(8)}`,
    `P-${r.digits(4)}-${r.digits(4)}`,
  ]);
  const claimNo = pick(r, [`CLM${r.digits(7)}`, `${r.digits(3)}/${r.digits(6)}/${r.letters(2, 'RG')}`]);
  const courtNo = `${r.letters(1, 'KHJ')}${r.digits(2)}${r.letters(2, 'QZXO')}${r.digits(3)}`;
  const prop = [
    `${r.int(1, 200)} ${pick(r, ['Copper', 'Saddler', 'Quarry', 'Willow', 'Orchard'])} ${pick(r, ['Road', 'Close', 'Way', 'Terrace'])}`,
    place(r),
  ];
  const propLine = `${prop[0]}, ${prop[1]}`;
  const rent = round2(r.int(110, 400) * 5);
  const limit = pick(r, [2500, 3000, 4000]);
  const k = r.int(2, 6);
  const vacated = addDays(c.date, -r.int(variant === 0 ? 25 : 60, variant === 0 ? 60 : 120));
  const firstMissed = addDays(vacated, -(k + 1) * 30);
  const periods: string[][] = [];
  for (let i = 0; i < k; i++) {
    const from = addDays(firstMissed, 30 * (i + 1));
    const paidOn = addDays(from, r.int(14, 40));
    periods.push([`Rent ${D(c, from)} to ${D(c, addDays(from, 29))}`, D(c, paidOn), fmtMoney(rent)]);
  }
  const paid = round2(rent * k);
  const costs = r.chance(0.6) ? pick(r, [355 + 69.5, 355 + 79, 404.5, 391 + 57.5]) : 0;
  const depositIn = r.chance(0.35) ? r.money(120, Math.min(800, rent * 0.6)) : 0;
  const total = round2(paid + costs - depositIn);
  const possession = addDays(vacated, -r.int(14, 40));
  const first = addDays(c.date, -r.int(20, 35));
  const pay = addDays(c.date, variant === 3 ? 30 : variant === 0 ? 21 : 14);
  const monthly = pick(r, [30, 50, 75, 100]);
  const rows: string[][] = [
    ...periods,
    ...(costs
      ? [
          [
            `Costs order, possession claim ${courtNo}`,
            D(c, addDays(possession, r.int(10, 30))),
            fmtMoney(costs),
          ],
        ]
      : []),
    ...(depositIn
      ? [['Less deposit balance received from the landlord', '', `-${fmtMoney(depositIn)}`]]
      : []),
  ];
  const explain = `Your landlord, ${landlord}, insured the rent for ${propLine} with us under a ${product} policy. When you stopped paying rent from ${D(c, firstMissed)}, we paid your landlord the rent you owed, month by month, until you left the property on ${D(c, vacated)}.${costs ? ` We also paid the costs the court ordered you to pay in the possession claim.` : ''} Under the policy we now stand in your landlord's place and are entitled to recover those sums from you.`;
  const excessLine = `The policy excess of one month's rent (${fmtMoney(rent)}) was borne by your landlord and is not included; your landlord may claim it from you separately.`;

  if (variant === 3) {
    const p1 = person(r);
    const p2 = person(r);
    const firm = pick(r, [`${p1.last} ${p2.last} LLP`, `${p1.last} & Co Solicitors`, `${stem(r)} Legal LLP`]);
    const ref = pick(r, [
      `${insShort.slice(0, 3).toUpperCase()}/${r.digits(5)}/${p1.last[0]}${p2.last[0]}`,
      `${r.digits(6)}-${r.digits(3)}`,
    ]);
    const days = Math.round((c.date.getTime() - vacated.getTime()) / 86400000);
    const interest = round2((total * 0.08 * days) / 365);
    const claimTotal = round2(total + interest);
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: [firm],
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub: ['Insurance Recoveries Department', office, `${phone(r)}  |  ${web(firm)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', insurer],
        ['Claim no.', claimNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter Before Claim - subrogated rent claim']),
      titleStyle: pick(r, ['boxed', 'plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${insurer}, the rent guarantee insurer of your former landlord, ${landlord}, in respect of ${propLine} (policy ${policy}). Our client paid your landlord the rent you failed to pay and, under its right of subrogation, it now claims that sum from you.`,
        },
        {
          kv: [
            [`Rent paid under the policy (${k} months at ${fmtMoney(rent)})`, fmtMoney(paid)],
            ...(costs
              ? ([[`Possession costs order (claim ${courtNo})`, fmtMoney(costs)]] as [string, string][])
              : []),
            ...(depositIn
              ? ([['Deposit balance received', `-${fmtMoney(depositIn)}`]] as [string, string][])
              : []),
            [`Interest at 8% a year (s.69 County Courts Act 1984), ${days} days`, fmtMoney(interest)],
            ['Total claimed', fmtMoney(claimTotal)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(claimTotal)} within 30 days of the date of this letter, to our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), quoting our reference ${ref}. If you do not pay, or reply using the enclosed Reply Form, within that time, we are instructed to issue a claim in the County Court without further notice, and to claim the court fee, fixed costs and continuing interest at ${fmtMoney(round2((total * 0.08) / 365))} a day.`,
        },
        {
          p: `This letter is sent under the Pre-Action Protocol for Debt Claims. The Information Sheet, Reply Form and Financial Statement are enclosed. If you dispute the claim, tell us why on the Reply Form. If you would like to pay by instalments, complete the Financial Statement and we will put your offer to our client.`,
        },
        {
          small: `${excessLine} You are strongly advised to get free independent debt advice. If you ignore this letter, a county court judgment may be entered against you, which could affect your ability to get credit.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA ID ${r.digits(6)}). Registered office: ${office}.`,
      ],
    };
    return { spec, truth: truth(firm, claimTotal, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  if (variant === 2) {
    const arm = `${s} Legal ${pick(r, ['Recoveries', 'Services', 'Expenses Recoveries'])} ${pick(r, ['Ltd', 'Limited'])}`;
    const second = r.chance(0.45);
    const ref = pick(r, [
      `LR${r.digits(6)}`,
      `${r.letters(2, 'SRO')}-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
      `${r.digits(8)}`,
    ]);
    const office = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: [arm],
      logoMark: pick(r, ['rings', 'chevron'] as const),
      headBand: r.chance(0.35),
      sub: [`Subrogated Recoveries - a ${insurer} company`, office, `${phone(r)}  ${web(arm)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: 'Amount claimed', amount: fmtMoney(total) },
      panel: [
        ['Our reference', ref],
        ['Insurer claim no.', claimNo],
        ['Policy no.', policy],
        ['Date', D(c, c.date)],
      ],
      panelStacked: rows.length <= 4 && r.chance(0.5),
      title: second
        ? pick(r, ["Second letter: rent paid by your landlord's insurer", 'We have not heard from you'])
        : pick(r, [
            "Recovery of rent paid by your landlord's insurer",
            'Claim for rent paid under a rent guarantee policy',
          ]),
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        ...(second
          ? [
              {
                p: `We wrote to you on ${D(c, first)} about the rent that ${insurer} paid to your former landlord, ${landlord}, for ${propLine}. We have not received payment or a reply.`,
              } as Block,
            ]
          : [
              {
                p: `${insurer} has asked us to recover from you the rent it paid to your former landlord, ${landlord}, under a rent guarantee policy for ${propLine}, after you stopped paying rent from ${D(c, firstMissed)}. You left the property on ${D(c, vacated)}.`,
              } as Block,
            ]),
        {
          grid: [...rows, ['Amount claimed', '', fmtMoney(total)]],
          header: ['Paid to your landlord', 'Date paid', 'Amount'],
          widths: [0.56, 0.22, 0.22],
        },
        {
          cols: [
            `Why are we writing to you? Your tenancy agreement made you responsible for the rent. When an insurer pays the landlord in your place, the law lets it recover that money from you, as your landlord could have done.`,
            `What should you do? Pay ${fmtMoney(total)} by ${D(c, pay)}, quoting ${ref}, at ${web(arm)}/pay or on ${phone(r)}. If you cannot pay in full, ask us for a plan; we can usually accept ${fmtMoney(monthly)} a month or more.`,
          ],
        },
        {
          p: second
            ? `If we do not hear from you by ${D(c, pay)}, we will recommend that ${insShort} passes this claim to its solicitors, who may send you a Letter Before Claim and then start court proceedings.`
            : `If you believe you do not owe this money, for example because you paid rent that is not shown, or you left the property earlier, please write to us within 14 days with your evidence. ${excessLine}`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Recoveries Handler', 'Senior Recoveries Executive']), arm],
      footer: [fcaLine(arm, r)],
    };
    return {
      spec,
      truth: truth(arm, total, ref, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
    };
  }

  const ref = pick(r, [
    `SUB/${r.digits(6)}/${r.int(24, 25)}`,
    `RR${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.letters(1, 'S')}${r.digits(9)}`,
  ]);
  const askPay = variant === 1 || r.chance(0.75);
  const stackedGrid = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.35) ? [insShort.toUpperCase()] : [insurer],
    logoMark: pick(r, ['shield', 'bars', 'rings'] as const),
    sub: [
      pick(r, ['Claims Recoveries', 'Rent Guarantee Claims - Recoveries Unit', 'Subrogation Team']),
      officeAddress(r),
      `${phone(r)}  ${web(insurer)}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: stackedGrid
      ? []
      : [
          ['Recovery reference', ref],
          ['Claim number', claimNo],
          ['Policyholder', landlord],
          ['Date', D(c, c.date)],
        ],
    refGrid: stackedGrid
      ? [
          ['Recovery ref (please quote)', ref],
          ['Policy number', policy],
          ['Claim number', claimNo],
          ['Date', D(c, c.date)],
        ]
      : undefined,
    panelBoxed: r.chance(0.5),
    title:
      variant === 0
        ? pick(r, [
            'Rent we paid to your landlord',
            'Our claim against you for unpaid rent',
            'Recovery of rent paid under a rent guarantee policy',
          ])
        : pick(r, [
            'Reminder - rent we paid to your landlord',
            'Second request for payment',
            'REMINDER: unpaid rent claim',
          ]),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      ...(variant === 1
        ? [
            {
              p: `We wrote to you on ${D(c, first)} asking you to repay the rent we paid to your former landlord, ${landlord}, for ${propLine}. We have not received payment or heard from you.`,
            } as Block,
          ]
        : [{ p: explain } as Block]),
      ...(variant === 0 && stackedGrid ? [] : [{ p: `Policy ${policy}; property ${propLine}.` } as Block]),
      {
        grid: [...rows, ['Total we are claiming from you', '', fmtMoney(total)]],
        header: ['What we paid', 'Paid on', 'Amount'],
        widths: [0.56, 0.22, 0.22],
      },
      ...(r.chance(0.5) ? [{ amountBox: ['Amount to pay', fmtMoney(total)] } as Block] : []),
      {
        p: askPay
          ? `Please pay ${fmtMoney(total)} by ${D(c, pay)}, by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${phone(r)}, quoting your recovery reference ${ref}. If you cannot pay it all at once, call us before that date to agree instalments.`
          : `Please contact us within 21 days, quoting your recovery reference ${ref}, to tell us how you will repay the ${fmtMoney(total)}. We can agree affordable instalments, for example ${fmtMoney(monthly)} a month.`,
      },
      ...(variant === 1
        ? [
            {
              p: `If we do not hear from you, we may pass your account to our legal recoveries partner or to solicitors, who may start court proceedings to recover the debt, interest and costs.`,
            } as Block,
          ]
        : []),
      {
        small: `${excessLine} Our cover limit of ${fmtMoney(limit)} a month is a limit on what we pay the landlord, not on what you owe. If you are struggling, free and impartial debt advice is available.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Recoveries Officer', 'Claims Recovery Specialist', 'Subrogation Handler']),
      insurer,
    ],
    footer: [fcaLine(insurer, r)],
  };
  return {
    spec,
    truth: truth(
      insurer,
      total,
      ref,
      'normal',
      variant === 1 ? 2 : 1,
      variant === 1 ? 'reminder' : 'first_demand',
      c,
      askPay ? pay : undefined,
    ),
  };
};

export const FRESH27A_FAMILIES: Family[] = [
  {
    id: 'W274',
    name: 'Bank recovering money credited to a current account by mistake (first letter, reminder, final letter before set-off, or collection agency)',
    group: 'lender',
    make: bankMistakenCredit,
  },
  {
    id: 'W275',
    name: "Demand on a tenancy guarantor for a former tenant's rent arrears and end-of-tenancy costs (landlord, letting agent, reminder, final demand, or solicitors' letter before claim)",
    group: 'business',
    make: tenancyGuarantor,
  },
  {
    id: 'W276',
    name: "Rent guarantee insurer recovering rent it paid the landlord from the former tenant (insurer claim letter, reminder, legal recoveries company, or solicitors' letter before claim)",
    group: 'business',
    make: rentGuaranteeSubrogation,
  },
];
