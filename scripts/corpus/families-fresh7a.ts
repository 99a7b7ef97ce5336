/**
 * The sixth fresh held-out set, part a (W94–W96): kinds of letter W01–W93 do not have — a council's letter serving
 * the Order for Recovery after its charge certificate went unpaid and the charge was registered at the county court's
 * Traffic Enforcement Centre, a debt collection agency's doorstep calling card left by a field agent (who is not an
 * enforcement agent), and a lender's statutory notice of default sums (Consumer Credit Act 1974, section 130A).
 * Written blind to the extractor; scored once. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, sortCode, vrm, web } from './vocab';
import type { Rng } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

const hhmm = (r: Rng) => `${String(r.int(8, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// Council parking
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's letter serving the Order for Recovery: the charge certificate went unpaid, so the council registered
 * the increased penalty charge at the county court's Traffic Enforcement Centre (TEC) and now demands it with the
 * court's registration fee. A reference grid (PCN, vehicle, TEC case number, dates), a charge table, the keeper's two
 * options (pay, or file a witness statement) and the enforcement agents' fees that would follow.
 * Amount = the increased charge + the registration fee ("Total now payable"); the original penalty charge, the
 * lapsed 50% discount, the 50% increase line and the registration fee on their own, and the enforcement agents'
 * compliance and enforcement fees (future fees) are not it. The PCN number is the reference the letter asks to be
 * quoted; the TEC case / order number, the vehicle registration and the council's bank account are not.
 * A council's penalty charge letter is 'parking' (the council writes, not an enforcement agent). It follows the
 * charge certificate and is the last step before enforcement agents are instructed: stage 3.
 * Open choice (kind): ReceivedKind has no order-for-recovery kind. It is not a charge certificate (that step is past),
 * not a notice of enforcement (that is the enforcement agent's notice once a warrant is issued) and liability_order
 * is the council-tax order; it is the council's last demand before enforcement, so kind final_demand.
 * payBy = 21 days from the letter: the letter asks the keeper to pay (or file a statement) within 21 days.
 */
const orderForRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const pcn = pick(r, [
    `${r.letters(2, 'WXKZ')}${r.digits(8)}`,
    `${r.letters(2, 'WXKZ')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${p2(r)}${r.digits(7)}`,
  ]);
  const v = vrm(r);
  const band = r.chance(0.5);
  const full = band ? pick(r, [70, 110, 160]) : pick(r, [50, 60, 80]);
  const disc = full / 2;
  const up = round2(full * 1.5);
  const fee = pick(r, [8, 9, 10]);
  const total = round2(up + fee);
  const tec = `${r.letters(1, 'KTF')}${r.digits(1)}${r.letters(2, 'QXKZ')}${r.digits(4)}`;
  const [code, contra] = pick(r, [
    ['01', 'Parked in a restricted street during prescribed hours'],
    ['12', "Parked in a residents' or shared use parking place without a valid permit"],
    ['30', 'Parked for longer than permitted'],
    ['48', 'Stopped in a restricted area outside a school when prohibited'],
    ['25', 'Parked in a loading place during restricted hours without loading'],
  ]);
  const issued = addDays(c.date, -r.int(110, 170));
  const cert = addDays(issued, r.int(70, 90));
  const order = addDays(c.date, -r.int(2, 6));
  const pay = addDays(c.date, 21);
  const ca = 75;
  const es = 235;
  const form = r.int(0, 1);
  const mono = c.face === 'mono' || c.face === 'courier';
  const tick = r.chance(0.5);
  const band2 = r.chance(0.35);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: band2,
    logoMark: r.chance(0.5) ? pick(r, ['shield', 'chevron'] as const) : undefined,
    sub: [
      pick(r, [
        'Parking Services - Debt Recovery',
        'Parking Enforcement, Recovery Team',
        'Parking and Traffic Debt Recovery',
      ]),
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}/parking`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    // only under a one-line letterhead without a band, so the page keeps room for the sign-off
    returnAddress:
      co.head.length === 1 && !band2 && r.chance(0.5)
        ? `If undelivered please return to: ${co.name}, ${officeAddress(r)}`
        : undefined,
    recipient: rcpt(c),
    panel: form
      ? [
          ['Penalty Charge Notice', pcn],
          ['Date of this letter', D(c, c.date)],
        ]
      : [['Date', D(c, c.date)]],
    panelBoxed: r.chance(0.5),
    // a stacked two-line panel only beside a short letterhead (it is taller than the address block)
    panelStacked: r.chance(0.4) && (form === 0 || (co.head.length === 1 && !band2)),
    refGrid: [
      ...(form ? [] : ([['PCN number', pcn]] as [string, string][])),
      ['Vehicle', v],
      [pick(r, ['TEC case no.', 'Court ref']), tec],
      ['Order registered', D(c, order)],
    ],
    title: pick(r, [
      'ORDER FOR RECOVERY OF UNPAID PENALTY CHARGE',
      'Order for Recovery - Traffic Enforcement Centre',
      'Notice of Order for Recovery',
    ]),
    titleStyle: pick(r, ['banner', 'boxed', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `Penalty Charge Notice ${pcn} was issued on ${D(c, issued)} to vehicle ${v} (contravention ${code}: ${contra}). It was neither paid nor challenged, and the Charge Certificate served on ${D(c, cert)} was not paid. We have therefore registered the increased charge at the county court's Traffic Enforcement Centre, which on ${D(c, order)} authorised us to recover it as if it were payable under a county court order (the Order for Recovery, enclosed).`,
      },
      {
        grid: [
          ['Penalty charge', fmtMoney(full)],
          ['Increase of 50% under the Charge Certificate', fmtMoney(round2(full / 2))],
          ['Court registration fee', fmtMoney(fee)],
          ['Total now payable', fmtMoney(total)],
        ],
        header: ['Amount registered', 'Amount'],
        widths: [0.72, 0.28],
      },
      {
        p: r.chance(0.5)
          ? `What you must do now: either pay the total of ${fmtMoney(total)} by ${D(c, pay)}, quoting PCN ${pcn}, or, if a ground below applies, send the enclosed witness statement (form TE9) to the Traffic Enforcement Centre, not to us, by that date.`
          : `Pay ${fmtMoney(total)} within 21 days of the date of this letter, quoting PCN number ${pcn}, or, if a ground below applies, send a witness statement on form TE9 to the Traffic Enforcement Centre within those 21 days.`,
      },
      // The grounds as tick boxes, or (with the late-statement note) as one sentence: both together overrun the page.
      ...(tick
        ? [
            {
              checks: [
                'I did not receive the Notice to Owner',
                'I made representations but did not receive a rejection notice',
                'I appealed to the adjudicator but have had no response',
                'The penalty charge has been paid in full',
              ],
            },
          ]
        : [
            {
              p: `The grounds are: you did not receive the Notice to Owner; you made representations but had no rejection notice; you appealed to the adjudicator but had no response; or the charge has been paid in full.${mono ? '' : ' If the 21 days have passed, you may ask the court for permission to file a late statement on form TE7.'}`,
            },
          ]),
      {
        p: `If we receive neither payment nor notice of a statement, we will ask the court for a warrant of control and instruct enforcement agents, whose fees (${fmtMoney(ca)} at the compliance stage, then ${fmtMoney(es)} at the enforcement stage) would be added. The discounted rate of ${fmtMoney(disc)} is no longer available.`,
      },
      {
        small: `Pay online at ${web(co.name)}/pay, by phone on ${phone(r)} (24 hours) or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${pcn}. Do not send cash by post.`,
      },
    ],
    closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
    sign: [
      ...(r.chance(0.5)
        ? [pick(r, ['Parking Debt Recovery Officer', 'Recovery Team Leader', 'Parking Services Manager'])]
        : []),
      co.name,
    ],
    footer: [`${co.name}, ${officeAddress(r)}. Enquiries: parking@${host(co.name)}`],
  };
  return { spec, truth: truth(co.name, total, pcn, 'parking', 3, 'final_demand', c, pay) };
};
// ------------------------------------------------------------------------------------------------------------
// Collectors
// ------------------------------------------------------------------------------------------------------------

/**
 * A debt collection agency's calling card, left through the letterbox by its field agent after a doorstep visit that
 * found nobody in (or, in one variant, a card handed over after a short doorstep talk). Visit details (date, time,
 * field agent, agent ID), the balance the agency holds for its client, a boxed statement that the agent is not an
 * enforcement agent and cannot take goods, and a call-back request.
 * Creditor = the agency (it writes and asks to be paid), not its client; 'debt_collection'. Amount = the balance
 * outstanding held for the client; the settlement-offer figure, the suggested monthly instalment, the client's
 * original bill and payments already made are not it. Our reference = the account number; the client's account
 * number, the agent ID and the visit card serial number are not.
 * Open choices: the card says the agency has written before and had no reply, so it is a follow-up: stage 2 (a
 * collector's doorstep visit is not an "enforcement visit notice": no enforcement agent, no goods, no fees).
 * Kind debt_recovery (a collector's letter), not enforcement_visit. No payBy: it asks the reader to call (to pay or
 * agree a plan), with a contact-by date only; the settlement offer's window is not a payment deadline.
 */
const doorstepCard: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dca = company(r, ['Collections', 'Credit Management', 'Field Services', 'Recoveries']);
  const clientOf = () =>
    company(r, ['Energy', 'Mobile', 'Home Shopping', 'Water Services', 'Broadband', 'Catalogue'], '');
  let client = clientOf();
  // a client that shares the agency's name stem would blur which of the two is asking to be paid
  while (dca.name.startsWith(client.name.split(' ')[0])) client = clientOf();
  const clientName = pick(r, [client.name, `${client.name} Ltd`, `${client.name} plc`]);
  const ref = pick(r, [
    `${r.letters(2, 'FDCV')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(7)}/${r.letters(2, 'FVKO')}`,
    `${r.digits(3)}-${r.digits(4)}-${r.digits(2)}`,
  ]);
  const clientRef = pick(r, [
    r.digits(10),
    `${r.letters(1, 'ACM')}${r.digits(9)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`,
  ]);
  const agent = person(r);
  const agentName = `${agent.first} ${agent.last}`;
  const agentId = `${pick(r, ['FA', 'FV', 'FE'])}${r.digits(4)}`;
  const serial = `No. ${r.digits(6)}`;
  const orig = r.money(180, 2400);
  const paid = r.chance(0.5) ? round2(Math.floor(orig * pick(r, [0.1, 0.15, 0.2, 0.25]))) : 0;
  const bal = round2(orig - paid);
  const pct = pick(r, [15, 20, 25, 30]);
  const settle = round2(bal * (1 - pct / 100));
  const monthly = pick(r, [10, 15, 20, 25, 40]);
  const time = hhmm(r);
  const lastLetter = addDays(c.date, -r.int(10, 30));
  const callBy = addDays(c.date, pick(r, [3, 5, 7]));
  const handed = r.chance(0.25);
  const offer = r.chance(0.55);
  const tel = phone(r);
  const free = `0808 157 0${r.digits(3)}`;
  const inBox = r.chance(0.5);
  const statement = pick(r, [
    `${agentName} is not an enforcement agent (bailiff) and does not act under any court order or warrant. A field agent has no power to enter your home, and cannot take, list or remove any of your goods. This visit does not add any fees or charges to your account.`,
    `Please note: our field agents are NOT bailiffs or enforcement agents. They cannot force entry, take control of or remove goods, or add fees. Their role is only to speak to you about the account and help you agree a way to pay.`,
  ]);
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    logoMark: r.chance(0.6) ? pick(r, ['bars', 'rings', 'chevron'] as const) : undefined,
    headBand: r.chance(0.3),
    sub: [
      pick(r, ['Field Services Team', 'Doorstep Collections', 'Customer Visits']),
      officeAddress(r),
      `${tel}  ${web(dca.name)}`,
    ],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: inBox
      ? {
          label: pick(r, ['Balance outstanding', 'Balance to pay']),
          amount: fmtMoney(bal),
          note: `Held on behalf of ${clientName}`,
        }
      : undefined,
    panel: [
      [pick(r, ['Our reference', 'Our ref', 'Account no']), ref],
      ['Date of visit', D(c, c.date)],
      ...(r.chance(0.5) ? ([['Card', serial]] as [string, string][]) : []),
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: !inBox && r.chance(0.5),
    title: handed
      ? pick(r, ['Record of our visit today', 'FIELD VISIT - RECORD OF CALL'])
      : pick(r, ['Sorry we missed you', 'We called to see you today', 'CALLING CARD - WE VISITED TODAY']),
    titleStyle: pick(r, ['banner', 'boxed', 'rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: handed
          ? `Thank you for speaking to our field agent at your door today at ${time}. As ${agentName} explained, ${clientName} has passed your account to us to collect the balance below. We wrote to you about it on ${D(c, lastLetter)} but had not heard from you, which is why we called.`
          : `Our field agent called at your home today at ${time} but was unable to speak to you. ${clientName} has passed your account to us to collect the balance below. We wrote to you on ${D(c, lastLetter)} and have not had a reply, so we arranged this visit to try to discuss it with you in person.`,
      },
      {
        kv: [
          ['Field agent:', `${agentName} (agent ID ${agentId})`],
          ['Our client:', clientName],
          ['Client account no:', clientRef],
          ...(paid
            ? ([
                ['Amount passed to us:', fmtMoney(orig)],
                ['Paid since:', `-${fmtMoney(paid)}`],
              ] as [string, string][])
            : []),
        ],
      },
      ...(inBox ? [] : [{ amountBox: ['Balance outstanding', fmtMoney(bal)] as [string, string] }]),
      { boxed: [statement] },
      {
        p: `Please call us on ${free} (free from landlines and mobiles) or ${tel} by ${D(c, callBy)}, quoting reference ${ref}, to pay the balance of ${fmtMoney(bal)} or to agree an affordable plan. Many customers choose to pay from ${fmtMoney(monthly)} a month. You can also pay online at ${web(dca.name)}/pay.`,
      },
      ...(offer
        ? [
            {
              p: `If you can clear the account in one payment, ${clientName} has authorised us to accept ${fmtMoney(settle)} in full and final settlement (a ${pct}% reduction) if it is received within 30 days. This offer does not affect the balance if you choose to pay in instalments.`,
            },
          ]
        : []),
      // the call-back boxes only when there is no settlement offer, so the page keeps room for the sign-off
      ...(!offer && r.chance(0.7)
        ? [
            {
              checks: [
                'Please call me back in the morning',
                'Please call me back in the afternoon or evening',
                'I have already paid - please check your records',
              ],
            },
          ]
        : []),
      {
        small: `If you are struggling with money, free and impartial advice is available from independent debt advice charities. If you think you do not owe this money, or you have a health condition or other circumstances we should know about, please tell us and we will put the account on hold while we look into it.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [agentName, `Field Agent, ${dca.name}`],
    footer: [`${fcaLine(dca.name, r)} ICO registration ${r.letters(1, 'ZA')}${r.digits(7)}.`],
  };
  return { spec, truth: truth(dca.name, bal, ref, 'debt_collection', 2, 'debt_recovery', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

/**
 * A lender's statutory Notice of Default Sums (Consumer Credit Act 1974, section 130A) on a credit card or a personal
 * loan: the fees charged for late or returned payments in a dated grid with their total, an account summary, and a
 * request to bring the account up to date.
 * Amount (the open choice the README settles): the letter asks the customer to pay the sum that brings the account up
 * to date — the missed payments plus the default sums already charged ("Amount needed to bring your account up to
 * date"), i.e. the arrears including the fees the letter has added. Not the total of the default sums (a fee total,
 * and each fee line is an individual fee line), not the full balance outstanding (only the arrears are demanded),
 * not the minimum / monthly payment, the credit limit or the amount borrowed.
 * 'credit_card' for a card account, 'loan' for a personal loan. The account number is the reference; the masked card
 * number, the lender's sort code / account in the payment instructions and the FCA firm reference are not.
 * Open choices: a notice of default sums is not a default notice (section 87) — some variants say so — and it refers
 * to no earlier letter about the arrears: stage 1. Kind reminder, as the store card notice of sums in arrears (W37).
 * payBy only in the variants that ask for payment within 14 days / by a date; "as soon as possible" has none.
 */
const defaultSums: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const card = r.chance(0.55);
  const co = company(
    r,
    card ? ['Card Services', 'Credit Card', 'Bank'] : ['Personal Finance', 'Loans', 'Bank'],
    pick(r, [' Ltd', ' plc', ' Limited']),
  );
  const acc = pick(r, [
    `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`,
    `${r.letters(2, card ? 'CK' : 'LP')}${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(8)}-${r.digits(2)}`,
  ]);
  const masked = `**** **** **** ${r.digits(4)}`;
  const limit = pick(r, [1200, 2500, 3500, 5000, 7500]);
  const borrowed = pick(r, [3000, 5000, 7500, 10000, 15000]);
  const bal = card ? round2(limit * (0.82 + r.next() * 0.2)) : round2(borrowed * (0.35 + r.next() * 0.5));
  const monthly = card ? round2(Math.max(25, bal * 0.03)) : round2(borrowed * pick(r, [0.031, 0.024, 0.019]));
  const missed = r.int(1, 3);
  const lateFee = 12;
  const since = addDays(c.date, -r.int(24, 32));
  const dues = Array.from({ length: missed }, (_, i) => addDays(since, -30 * (missed - 1 - i)));
  const fees: [Date, string, number][] = dues.map((d) => [
    addDays(d, r.int(1, 3)),
    'Late payment fee',
    lateFee,
  ]);
  if (card && bal > limit && r.chance(0.7))
    fees.push([addDays(since, r.int(2, 5)), 'Over credit limit fee', 12]);
  if (!card && r.chance(0.6))
    fees.push([addDays(dues[0], r.int(4, 6)), 'Returned Direct Debit fee', pick(r, [12, 15])]);
  fees.sort((a, b) => a[0].getTime() - b[0].getTime());
  // the notice covers the default sums up to the last one charged
  const upTo = addDays(fees[fees.length - 1][0], r.int(0, 2));
  const feeTotal = round2(fees.reduce((t, f) => t + f[2], 0));
  const arrears = round2(missed * monthly + feeTotal);
  const balance = round2(bal + feeTotal);
  const pay = addDays(c.date, 14);
  const dated = r.int(0, 2);
  const ask = [
    `Please pay ${fmtMoney(arrears)} as soon as possible to bring your account up to date. This is made up of your ${missed === 1 ? 'missed payment' : `${missed} missed payments`} of ${fmtMoney(monthly)} and the default sums shown above.`,
    `To bring your account up to date, please pay ${fmtMoney(arrears)} within 14 days of the date of this notice. This includes the default sums shown above.`,
    `Please pay ${fmtMoney(arrears)} by ${D(c, pay)} so that your account is brought up to date. This covers the ${missed === 1 ? 'payment' : 'payments'} you have missed and the default sums above.`,
  ][dated];
  const summary: [string, string][] = card
    ? [
        ['Credit limit', fmtMoney(limit)],
        ['Balance outstanding (including default sums)', fmtMoney(balance)],
        ['Minimum payment each month', fmtMoney(monthly)],
        ['Payments missed', String(missed)],
      ]
    : [
        ['Amount borrowed', fmtMoney(borrowed)],
        ['Balance outstanding (including default sums)', fmtMoney(balance)],
        ['Monthly repayment', fmtMoney(monthly)],
        ['Payments missed', String(missed)],
      ];
  const notDefault = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: r.chance(0.5) ? pick(r, ['rings', 'bars', 'shield'] as const) : undefined,
    logo: r.chance(0.2),
    sub: [
      pick(r, ['Customer Financial Support', 'Collections Department', 'Account Services']),
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Account number', acc],
      ...(card
        ? ([['Card number', masked]] as [string, string][])
        : ([['Product', 'Personal loan']] as [string, string][])),
      ['Date of notice', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.6),
    panelStacked: r.chance(0.35),
    title: pick(r, [
      'NOTICE OF DEFAULT SUMS',
      'Notice of Default Sums',
      'Default sums notice (CCA 1974 s.130A)',
    ]),
    titleStyle: pick(r, ['plain', 'boxed', 'rule', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `This notice is given to you because you have become liable to pay the default sums listed below in connection with your ${card ? 'credit card agreement' : 'loan agreement'}, which is regulated by the Consumer Credit Act 1974. It does not include any default sums you may have become liable to pay after ${D(c, upTo)}.`,
      },
      {
        grid: [
          ...fees.map(([d, what, amt]) => [what, D(c, d), fmtMoney(amt)]),
          ['Total default sums', '', fmtMoney(feeTotal)],
        ],
        header: ['Default sum', 'Date charged', 'Amount'],
        widths: [0.5, 0.26, 0.24],
      },
      {
        p: pick(r, [
          'We do not charge interest on default sums.',
          'Any interest we charge on these default sums will be simple interest only: interest will not be charged on interest.',
        ]),
      },
      { kv: summary },
      { amountBox: ['Amount needed to bring your account up to date', fmtMoney(arrears)] },
      { p: `${ask} Please quote your account number ${acc} when you pay.` },
      ...(notDefault
        ? [
            {
              p: `This is not a default notice and we are not asking you to repay the whole balance. If you cannot afford to pay, please call us on ${phone(r)} so we can talk about your options, including a reduced payment plan.`,
            },
          ]
        : []),
      {
        small: `Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or online at ${web(co.name)}/pay. We enclose a copy of the Financial Conduct Authority's information sheet on default sums. Free, independent debt advice is available from debt advice charities and the Money and Pensions Service.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: r.chance(0.5)
      ? [...signatory(r, ['Head of Collections', 'Customer Support Manager']), co.name]
      : [co.name],
    footer: [fcaLine(co.name, r)],
  };
  const payBy = dated === 0 ? undefined : pay;
  return {
    spec,
    truth: truth(co.name, arrears, acc, card ? 'credit_card' : 'loan', 1, 'reminder', c, payBy),
  };
};

/** A two-letter prefix with an O or I in it, as some council PCN runs print. */
const p2 = (r: Rng) => pick(r, ['O', 'I']) + r.letters(1, 'KXZW');

export const FRESH7A_FAMILIES: Family[] = [
  {
    id: 'W94',
    name: 'Traffic enforcement order for recovery',
    group: 'council_parking',
    make: orderForRecovery,
  },
  { id: 'W95', name: 'Doorstep collection agent visit card', group: 'collector', make: doorstepCard },
  { id: 'W96', name: 'Notice of default sums', group: 'lender', make: defaultSums },
];
