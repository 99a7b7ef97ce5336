/**
 * The seventh fresh held-out set, part a (W103–W105): kinds of letter the earlier sets do not have — a train
 * operating company's posted Unpaid Fare Notice (fare + administration fee within 21 days, prosecution under the
 * Railway Byelaws if unpaid), a council's or its contracted environmental enforcement company's reminder that a
 * littering / fly-tipping fixed penalty notice is unpaid (discount lost, pay within N days or be prosecuted), and a
 * former employer's payroll letter asking for an overpayment of wages after the person left (first letter or a
 * follow-up). Written by a writer who had not read the extractor; scored once. Every face is drawn per letter.
 * Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at
 * the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, web, type Rng, MONTHS } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
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

const hhmm = (r: Rng) =>
  `${String(r.int(5, 22)).padStart(2, '0')}:${String(r.int(0, 11) * 5 + r.int(0, 4)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// W103 Rail operator unpaid fare notice
// ------------------------------------------------------------------------------------------------------------

const station = (r: Rng) => `${place(r)}${r.pick(['', '', ' Central', ' Parkway', ' Junction', ' Road'])}`;

/**
 * A train operating company's Unpaid Fare Notice, posted to the address the passenger gave the on-board revenue
 * protection officer: the journey, why the ticket was not valid, the fare due (full single fare less the value of any
 * ticket held) plus an administration fee, to be paid within 21 days of the notice, failing which the case goes to the
 * company's prosecutions unit (Railway Byelaw 18 / Regulation of Railways Act 1889). Three layouts: a letter with a
 * side panel and a charges table; a boxed form with a reference row, an amount bar and a payment slip (no sign-off);
 * a "you owe" box with two columns.
 * Amount = fare due + administration fee ("Total to pay"); the full fare when a ticket was held, the value of the
 * ticket held, the admin fee line, the Penalty Fare that was NOT charged and the maximum fine on conviction are not it.
 * Reference = the notice number (the letter says to quote it); the officer's number, the train's reporting number,
 * the ticket number, a railcard or a masked declined card are not it.
 * Open choices: the README has no rail type; the notice is a company charging the fare it is owed plus a fee, not a
 * parking charge, court fine or collector, so debtType 'normal'. The notice itself is the first demand for this fare
 * (the on-board conversation is the incident, not an earlier letter): stage 1, kind first_demand. The sender is always
 * the train company (letterhead, sign-off, payee); in some letters a fares-administration company is named in the
 * small print only as the processor of payments, which does not make it the creditor.
 */
const railUnpaidFare: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const toc = company(r, ['Trains', 'Rail', 'Railway', 'Rail Services'], r.chance(0.5) ? ' Limited' : ' Ltd');
  const agent = r.chance(0.4)
    ? company(r, ['Fares Administration', 'Revenue Services', 'Ticketing Services']).name
    : '';
  const v = r.int(0, 3);
  const ref =
    v === 0
      ? `UF${r.digits(8)}`
      : v === 1
        ? `${r.letters(3, 'RPUFN')}-${r.digits(3)}${oOrI(r)}${r.digits(3)}`
        : v === 2
          ? `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`
          : `${r.digits(3)}${oOrI(r)}${r.digits(4)}/${r.letters(1, 'AB')}`;
  const officerRole = pick(r, [
    'Revenue Protection Officer',
    'Revenue Protection Inspector',
    'Travelling Ticket Inspector',
  ]);
  const officer = `${officerRole
    .split(' ')
    .map((w) => w[0])
    .join('')} ${r.digits(4)}`;
  const from = station(r);
  let to = station(r);
  while (to === from) to = station(r);
  const travel = addDays(c.date, -r.int(2, 9));
  const reason = r.int(0, 3);
  // an off-peak ticket is refused on a morning-peak train
  const dep =
    reason === 1 ? `0${r.int(6, 8)}:${String(r.int(0, 11) * 5 + r.int(0, 4)).padStart(2, '0')}` : hhmm(r);
  const headcode = `${r.int(1, 2)}${r.letters(1, 'ACDFHKLNPRTVW')}${r.digits(2)}`;
  const declined = reason === 0 && r.chance(0.5) ? r.digits(4) : '';
  const via = station(r);
  const full = r.money(4.8, 58.9);
  let held = 0;
  let heldName = '';
  let why = '';
  let whyShort = '';
  let fareLabel = 'Anytime Single fare for the journey';
  if (reason === 0) {
    why = `without a ticket, having boarded at a station where ticket-buying facilities were available${declined ? `. You offered a payment card ending ${declined} on board, but the payment was declined` : ''}`;
    whyShort = 'No ticket held';
  } else if (reason === 1) {
    heldName = pick(r, ['Off-Peak Single', 'Off-Peak Day Return', 'Super Off-Peak Return']);
    held = round2(full * pick(r, [0.52, 0.6, 0.68]));
    why = `holding ${heldName.startsWith('Off') ? 'an' : 'a'} ${heldName} ticket, which is not valid on that service because it runs in the morning peak`;
    whyShort = `${heldName} not valid at peak time`;
  } else if (reason === 2) {
    heldName = pick(r, ['16-25 Railcard', 'Two Together Railcard', 'Network Railcard']);
    held = round2(full * (2 / 3));
    why = `holding a discounted ticket that needs a ${heldName}, but no valid railcard could be shown`;
    whyShort = 'Railcard discount, no railcard shown';
    heldName = `${heldName} discounted ticket`;
  } else {
    why = `with a ticket to ${via} only, and you were still on the train after it had left ${via}`;
    whyShort = `Travelled beyond ${via}`;
    fareLabel = `Anytime Single fare, ${via} to ${to}`;
  }
  const fareDue = round2(full - held);
  const admin = pick(r, [10, 15, 20, 25]);
  const total = round2(fareDue + admin);
  const pay = addDays(c.date, 21);
  const ticketNo = held ? `${r.digits(5)} ${r.digits(5)}` : '';
  const penaltyNote = r.chance(0.45);
  const maxFine = pick(r, ['£1,000', 'level 3 on the standard scale (currently £1,000)']);
  const lay = r.int(0, 2);

  const charges: [string, string][] = [
    [fareLabel, fmtMoney(full)],
    ...(held ? ([[`Less value of ${heldName}`, `-${fmtMoney(held)}`]] as [string, string][]) : []),
    ...(held ? ([['Fare due', fmtMoney(fareDue)]] as [string, string][]) : []),
    ['Administration fee', fmtMoney(admin)],
    ['Total to pay', fmtMoney(total)],
  ];
  const incident = `On ${D(c, travel)} you travelled on the ${dep} ${from} to ${to} service (train ${headcode}) ${why}. Our ${officerRole} (${officer}) took your name and address, and this Unpaid Fare Notice has been issued to you.`;
  const payText = `Please pay ${fmtMoney(total)} within 21 days of the date of this notice, that is by ${D(c, pay)}. Quote the notice number ${ref} with your payment.`;
  const prosecute = `If we have not received payment by then, your case will be passed to our Prosecutions Unit without further notice. You may be prosecuted for travelling without a valid ticket under Railway Byelaw 18, or under section 5 of the Regulation of Railways Act 1889. On conviction a magistrates' court may impose a fine of up to ${maxFine}, and order you to pay the unpaid fare and our prosecution costs.`;
  const penalty = penaltyNote
    ? `This is not a Penalty Fare. A Penalty Fare of £100 (or twice the full single fare, if that is more) could have been charged, but our officer issued an Unpaid Fare Notice instead.`
    : '';
  const appeal = `If you think this notice should not have been issued, write to Revenue Protection Appeals at ${officeAddress(r)} or e-mail appeals@${host(toc.name)} within 21 days, giving the notice number. Paying does not stop you appealing.`;
  const howToPay: [string, string][] = [
    ['Online', `${web(toc.name)}/ufn`],
    ['By phone', `${phone(r)} (card payments, Mon-Fri 8am-6pm)`],
    ['By post', `cheque payable to ${toc.name}`],
  ];
  const agentLine = agent
    ? `Unpaid fare notices are administered for ${toc.name} by ${agent}, which processes payments made online and by phone on our behalf.`
    : '';
  const footer = [`${regLine(toc.name, r)} ${agentLine}`.trim()];
  const title =
    lay === 2
      ? pick(r, ['Unpaid Fare Notice', 'Your unpaid fare', 'Notice of unpaid fare'])
      : pick(r, ['UNPAID FARE NOTICE', 'Unpaid Fare Notice', 'Unpaid Fare Notice - payment required']);
  const sub = [
    pick(r, ['Revenue Protection', 'Revenue Protection Unit', 'Fares and Revenue Protection']),
    officeAddress(r),
    `${phone(r)}  ${web(toc.name)}`,
  ];
  const journey: [string, string][] = [
    ['Date of travel', D(c, travel)],
    ['Service', `${dep} ${from} to ${to}`],
    ['Reason', whyShort],
    ...(ticketNo ? ([['Ticket number', ticketNo]] as [string, string][]) : []),
  ];

  let spec: Spec;
  if (lay === 0) {
    spec = {
      face: c.face,
      head: toc.head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Notice number', ref],
        ['Date of issue', D(c, c.date)],
        ['Officer', officer],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: incident },
        { table: charges, header: ['Fare and fee', 'Amount'] },
        { p: payText },
        { kv: howToPay },
        { h: 'If you do not pay' },
        { p: prosecute },
        ...(penalty ? [{ small: penalty }] : []),
        { small: appeal },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Revenue Protection Manager', 'Head of Revenue Protection']), toc.name],
      footer,
    };
  } else if (lay === 1) {
    spec = {
      face: c.face,
      head: toc.head,
      headBand: r.chance(0.6),
      logoMark: 'chevron',
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Notice number', ref],
        ['Date of issue', D(c, c.date)],
        ['Officer', officer],
        ['Pay by', D(c, pay)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        {
          p: `Issued by ${toc.name} under the National Rail Conditions of Travel. ${incident.replace('this Unpaid Fare Notice has been issued to you', 'this notice has been issued')}`,
        },
        { kv: journey },
        {
          grid: charges.map(([k, a]) => [k, a]),
          header: ['Charge', 'Amount'],
          widths: [0.72, 0.28],
        },
        { amountBox: ['Total to pay within 21 days', fmtMoney(total)] },
        {
          p: `Pay online at ${web(toc.name)}/ufn or call ${phone(r)}, quoting notice number ${ref}. ${prosecute}`,
        },
      ],
      sign: [],
      slip: {
        title: `Unpaid fare payment slip - ${toc.name}`,
        rows: [
          ['Notice number', ref],
          ['Total to pay', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: toc.head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: 'Total to pay', amount: fmtMoney(total), note: `Within 21 days - by ${D(c, pay)}` },
      panel: [
        ['Notice no.', ref],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        dear(c),
        {
          cols: [
            `What happened. ${incident}`,
            `What you need to do. ${payText} You can pay at ${web(toc.name)}/ufn, by phone on ${phone(r)}, or by cheque payable to ${toc.name}.`,
          ],
        },
        { grid: charges.map(([k, a]) => [k, a]), widths: [0.72, 0.28] },
        { p: prosecute },
        ...(penalty ? [{ small: penalty }] : []),
        { small: appeal },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: [pick(r, ['Revenue Protection Team', 'Fares Compliance Team']), toc.name],
      footer,
    };
  }
  return { spec, truth: truth(toc.name, total, ref, 'normal', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W104 Environmental fixed penalty reminder (littering / fly-tipping)
// ------------------------------------------------------------------------------------------------------------

const LITTER = [
  'Dropping a cigarette end on the footway',
  'Dropping a drinks can and leaving it',
  'Throwing food packaging on the ground',
  'Dropping a coffee cup and lid',
  'Discarding chewing gum on the pavement',
];
const TIPPING = [
  'Leaving three black sacks of household waste beside a litter bin',
  'Depositing a mattress and bed frame on the verge',
  'Leaving bagged garden waste in the service road',
  'Leaving cardboard boxes and a broken chair next to the recycling bank',
];
const SPOTS = [
  'outside the bus station',
  'in the Market Place, near the fountain',
  'at the junction of Mill Road and Church Street',
  'in the rear service road behind the High Street',
  'in the retail park car park',
  'at the entrance to the railway station',
];

/**
 * A reminder that a fixed penalty notice handed out on the street for littering (Environmental Protection Act 1990
 * s.87/88) or small-scale fly-tipping (s.33 / s.33ZA) has not been paid: the early-payment discount has expired,
 * the full penalty is due within a further N days, or the papers go to the council's legal team for prosecution in
 * the magistrates' court. Sent either by the council itself (Environmental Enforcement team) or, in about a third of
 * letters, by the company the council contracts to run its environmental enforcement, which writes on its own
 * letterhead "on behalf of" the council and takes the payment on its own payment page.
 * Creditor: the council when it writes; the contractor when the contractor writes and asks to be paid (README
 * on-behalf rule), with the council named in the body. Amount = the full penalty now due; the expired discounted
 * amount, the maximum fine on conviction and any court costs mentioned are not it. Reference = the fixed penalty notice
 * number (the letter says to quote it); the officer's id, the body-worn video reference and the contractor's own case
 * number are not it.
 * Open choices: the README has no type for a non-parking, non-police fixed penalty. It is not a penalty charge notice
 * for parking or a speeding offer, not (yet) a court fine, and the contractor is an environmental enforcement officer
 * service, not an enforcement agent (bailiff) under the 2007 Act nor a debt collector: debtType 'normal' for both
 * senders. Stage: it reminds the person of the notice the sender's officer issued, so a follow-up, stage 2, kind
 * reminder; about 30% are headed "Final reminder" / "Final notice before prosecution": stage 3, kind final_demand.
 */
const litterFpnReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const byContractor = r.chance(0.35);
  const ec = company(r, [
    'Environmental Services',
    'Street Enforcement',
    'Environmental Protection',
    'Civic Enforcement',
  ]);
  const creditor = byContractor ? ec.name : council.name;
  const final = r.chance(0.3);
  const tip = r.chance(0.3);
  const offence = pick(r, tip ? TIPPING : LITTER);
  const spot = pick(r, SPOTS);
  const town = council.name.replace(/^(Borough of |Council of the Borough of )/, '').split(' ')[0];
  const full = tip ? pick(r, [400, 500, 600, 800, 1000]) : pick(r, [100, 120, 150, 200, 250, 300, 400, 500]);
  const disc = Math.round((full * pick(r, [0.5, 0.6, 0.7])) / 10) * 10;
  const discDays = pick(r, [10, 14]);
  const payDays = discDays === 10 ? 14 : 28;
  // the full-payment period has run out some days before this letter (longer before a final reminder)
  const issued = addDays(c.date, -(payDays + (final ? r.int(18, 30) : r.int(6, 20))));
  const discEnd = addDays(issued, discDays);
  const payEnd = addDays(issued, payDays);
  const n = pick(r, [7, 10, 14]);
  const pay = addDays(c.date, n);
  const v = r.int(0, 3);
  const fpn =
    v === 0
      ? `${r.letters(2, 'ELFK')}${r.digits(6)}`
      : v === 1
        ? `FPN/${r.digits(5)}`
        : v === 2
          ? `${r.digits(3)}${oOrI(r)}${r.digits(4)}`
          : `${tip ? 'FT' : 'LT'}-${r.digits(2)}-${r.digits(5)}`;
  const officer = `${pick(r, ['EO', 'EEO', 'ENF'])} ${r.digits(3)}`;
  const bwv = `BWV-${r.digits(2)}${r.digits(1)}-${r.digits(5)}`;
  const caseNo = byContractor ? `${r.letters(2, 'CS')}${r.digits(7)}` : '';
  const time = hhmm(r);
  const section = tip
    ? 'section 33(1)(a) of the Environmental Protection Act 1990 (a fixed penalty under section 33ZA)'
    : 'section 87 of the Environmental Protection Act 1990 (a fixed penalty under section 88)';
  const maxFine = tip ? 'an unlimited fine' : 'a fine of up to £2,500';
  const costs = r.chance(0.5) ? pick(r, [150, 250, 320, 400]) : 0;
  const lay = r.int(0, 2);

  const theCouncil = council.name.startsWith('Council') ? `the ${council.name}` : council.name;
  const reminded = addDays(payEnd, r.int(3, 6));
  const finalText = final
    ? `We wrote to you on ${D(c, reminded)} to remind you that the penalty was unpaid, and we have had no payment or reply. This is your final reminder before the case is passed on for prosecution. `
    : '';
  const we = byContractor
    ? `${ec.name} is contracted by ${theCouncil} to enforce against littering and fly-tipping in the district. Our authorised officer`
    : `An authorised officer of the council`;
  const issuedText = `${we} (${officer}) issued you with fixed penalty notice ${fpn} on ${D(c, issued)} at ${time}, ${spot}, ${town}, for the offence of: ${offence.toLowerCase()}, contrary to ${section}.`;
  const lostText = `The notice offered you the chance to pay a reduced amount of ${fmtMoney(disc)} within ${discDays} days. That period ended on ${D(c, discEnd)} and the reduced amount is no longer available. The full penalty of ${fmtMoney(full)} was due by ${D(c, payEnd)} and our records show it has not been paid.`;
  const payText = `${finalText}You must now pay ${fmtMoney(full)} within ${n} days of the date of this letter, by ${D(c, pay)}, quoting the notice number ${fpn}.`;
  const court = `If payment is not received by that date, the case will be passed to ${byContractor ? `${theCouncil}'s` : "the council's"} legal team with a view to prosecution in the magistrates' court for the original offence. On conviction the court can impose ${maxFine}, and a criminal record;${costs ? ` the council will also ask for its costs, which are usually at least ${fmtMoney(costs)}.` : ' the council will also ask for its costs.'}`;
  const how = byContractor
    ? `Pay online at ${web(ec.name)}/pay or by phone on ${phone(r)} (24 hours, automated). We collect payments for the council; do not send cash.`
    : `Pay online at ${web(council.name)}/payfpn, by phone on ${phone(r)}, or at any council customer service centre.`;
  const nopay = `Payment cannot be made by instalments, and we cannot accept the reduced amount. If you believe the notice was issued to the wrong person or in error, write to us within ${n} days giving the notice number; evidence such as body-worn video (${bwv}) is kept for this purpose.`;
  const title = final
    ? pick(r, ['FINAL REMINDER', 'Final notice before prosecution', 'Final reminder - fixed penalty notice'])
    : pick(r, [
        'Fixed Penalty Notice - reminder',
        'Reminder: unpaid fixed penalty notice',
        'Your fixed penalty notice has not been paid',
      ]);
  const dept = pick(r, [
    'Environmental Enforcement',
    'Street Scene Enforcement',
    'Neighbourhood Enforcement Team',
  ]);
  const head = byContractor ? ec.head : council.head;
  const sub = byContractor
    ? [`On behalf of ${council.name}`, officeAddress(r), `${phone(r)}  ${web(ec.name)}`]
    : [dept, officeAddress(r), `${phone(r)}  ${web(council.name)}`];
  const sign = byContractor
    ? [pick(r, ['Processing Team', 'Notice Processing Team', 'Case Administration']), ec.name]
    : [...signatory(r, ['Environmental Enforcement Manager', 'Team Leader, Enforcement']), council.name];
  const footer = byContractor
    ? [
        `${regLine(ec.name, r)} ${ec.name} is not a firm of enforcement agents (bailiffs) and does not visit homes to collect payment.`,
      ]
    : [
        `${council.name}, ${officeAddress(r)}. Personal information is processed for the prevention and detection of crime; see ${web(council.name)}/privacy.`,
      ];
  const amounts: [string, string][] = [
    [`Reduced amount (if paid by ${D(c, discEnd)}) - expired`, fmtMoney(disc)],
    ['Full penalty now due', fmtMoney(full)],
  ];

  let spec: Spec;
  if (lay === 0) {
    spec = {
      face: c.face,
      head,
      logo: !byContractor && r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Notice number', fpn],
        ...(caseNo ? ([['Case no.', caseNo]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: issuedText },
        { p: lostText },
        { table: amounts, header: ['Fixed penalty', 'Amount'] },
        { p: payText },
        { p: how },
        { p: court },
        { small: nopay },
      ],
      closing: 'Yours faithfully',
      sign,
      footer,
    };
  } else if (lay === 1) {
    spec = {
      face: c.face,
      head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Notice number', fpn],
        ['Date issued', D(c, issued)],
        ['Officer', officer],
        ['Pay by', D(c, pay)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        {
          kv: [
            ['Offence', offence],
            ['Where', `${spot}, ${town}`],
            ['When', `${D(c, issued)} at ${time}`],
            ...(caseNo ? ([['Case no.', caseNo]] as [string, string][]) : []),
          ],
        },
        { photos: [`Body-worn video still, ${time}`, `Still ${bwv}`] },
        { p: lostText },
        { amountBox: ['Full penalty now due', fmtMoney(full)] },
        { p: `${payText} ${how}` },
        { p: court },
      ],
      closing: final ? undefined : 'Yours faithfully',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['center', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: 'Full penalty now due', amount: fmtMoney(full), note: `Pay by ${D(c, pay)}` },
      panel: [
        ['FPN no.', fpn],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: `${issuedText} ${lostText}` },
        {
          boxed: [
            final
              ? `${finalText}Pay ${fmtMoney(full)} by ${D(c, pay)} or you are likely to be prosecuted.`
              : `Pay ${fmtMoney(full)} by ${D(c, pay)} to avoid prosecution.`,
          ],
        },
        { p: `${how} Always quote ${fpn}.` },
        { p: court },
        { small: nopay },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(creditor, full, fpn, 'normal', final ? 3 : 2, final ? 'final_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W105 Employer salary overpayment recovery
// ------------------------------------------------------------------------------------------------------------

const monthOf = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const endOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
const TAX_YEAR_START = new Date(Date.UTC(2025, 3, 6));

/**
 * A former employer's payroll / HR letter: after the person left, they were paid more than they had earned (a full
 * month's salary after leaving mid-month, a whole extra month because the leaver form reached payroll late, or
 * annual leave taken beyond the pro-rata entitlement that could not be taken from the final pay). A calculation
 * shows the gross overpayment and the tax, National Insurance and pension deducted from it; the letter asks for the
 * net amount — or, in some letters where the overpayment fell in the 2024/25 tax year, which has closed, the gross
 * amount (the employer cannot recover the tax from HMRC; the person can claim it back) — in one payment or by an
 * agreed plan. About 40% are the second letter: "we wrote to you on …" with no reply, or a repayment plan that
 * stopped (then the balance left after the payments received is demanded).
 * Creditor = the employer's legal name (sign-off "for and on behalf of", footer); debtType 'normal' (money owed to an
 * ordinary business that is not a lender, utility or collector). Stage 1 first letter, kind first_demand; stage 2
 * second letter (it refers to the sender's earlier letter or to the broken arrangement), kind reminder — it warns of
 * a collection agency or a county court claim but is not headed or worded as a final demand. Amount = "Amount to
 * repay" / "Balance outstanding"; the gross overpayment (when the net is asked for), the tax/NI lines, the example
 * monthly instalment and the salary are not it. Reference = the overpayment reference or invoice number the letter
 * says to quote; the employee / payroll number and the National Insurance number are not it.
 */
const salaryOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const emp = company(
    r,
    ['Logistics', 'Foods', 'Care Group', 'Engineering', 'Retail Group', 'Hotels', 'Manufacturing'],
    pick(r, [' Ltd', ' Limited', ' plc']),
  );
  const second = r.chance(0.4);
  const broken = second && r.chance(0.35);
  const salary = pick(r, [21840, 23500, 24960, 26750, 29400, 32100, 38600, 44250]);
  const reason = r.int(0, 2);
  // an extra month's salary (reason 1) is paid at the end of the month after leaving, so that leaving date is earlier
  const left = addDays(c.date, -(second ? r.int(100, 170) : reason === 1 ? r.int(66, 110) : r.int(35, 95)));
  let gross = 0;
  let what = '';
  let period = '';
  // the payday on which the overpayment was made (its tax year decides whether the net or gross is asked for)
  let overpaidOn = endOfMonth(left);
  if (reason === 0) {
    const eom = endOfMonth(left);
    const days = Math.max(3, Math.round((eom.getTime() - left.getTime()) / 86400000));
    gross = round2((salary / 365) * days);
    what = `Your employment ended on ${D(c, left)}, but you were paid your full salary for ${monthOf(left)}. You were overpaid for the ${days} calendar days from the day after you left to the end of the month.`;
    period = `${days} days of ${monthOf(left)}`;
  } else if (reason === 1) {
    const next = new Date(Date.UTC(left.getUTCFullYear(), left.getUTCMonth() + 1, 15));
    gross = round2(salary / 12);
    overpaidOn = endOfMonth(next);
    what = `Your employment ended on ${D(c, left)}. Your leaver notification did not reach the Payroll team until after the monthly cut-off, and you were paid a full month's salary for ${monthOf(next)}, after you had left.`;
    period = `salary for ${monthOf(next)}`;
  } else {
    const ent = pick(r, [25, 28, 30]);
    const accrued = round2((ent * r.int(3, 10)) / 12);
    const excess = pick(r, [1.5, 2, 3, 3.5, 4, 5]);
    gross = round2((salary / 260) * excess);
    what = `When you left on ${D(c, left)} you had taken ${round2(accrued + excess)} days of annual leave this holiday year, but had built up only ${accrued} days. The ${excess} days of leave taken in advance should have been deducted from your final pay; this was not done, so you were overpaid for them.`;
    period = `${excess} days' leave taken in excess`;
  }
  const prevYear =
    overpaidOn.getTime() < TAX_YEAR_START.getTime() && c.date.getTime() >= TAX_YEAR_START.getTime();
  const grossMode = prevYear && r.chance(0.6);
  const tax = round2(gross * 0.2);
  const ni = round2(gross * 0.08);
  const pensionPct = pick(r, [0, 0, 3, 5]);
  const pension = round2((gross * pensionPct) / 100);
  const net = round2(gross - tax - ni - pension);
  const owed = grossMode ? gross : net;
  // a plan of a few months to a year, in round pounds
  const instal = Math.max(20, Math.ceil(owed / pick(r, [3, 4, 6, 8, 10, 12]) / 5) * 5);
  const paidSoFar = broken ? Math.min(instal * r.int(1, 3), Math.floor(owed / 2)) : 0;
  const due = round2(owed - paidSoFar);
  const months = Math.max(2, Math.ceil(due / instal));
  const v = r.int(0, 3);
  const ref =
    v === 0
      ? `OP${r.digits(5)}`
      : v === 1
        ? `PAY/OVP/${r.digits(4)}`
        : v === 2
          ? `HR-${r.digits(3)}${oOrI(r)}${r.digits(2)}`
          : `SI${r.digits(6)}`;
  const refLabel = v === 3 ? 'Invoice no.' : pick(r, ['Our ref', 'Overpayment ref', 'Reference']);
  const empNo = r.chance(0.5) ? r.digits(6) : `E${r.digits(5)}`;
  const nino = `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const firstLetter = addDays(c.date, -r.int(30, 50));
  const lastPaid = addDays(c.date, -r.int(20, 35));
  const days = second ? 14 : pick(r, [28, 30]);
  const pay = addDays(c.date, days);
  const sc = sortCode(r);
  const acct = r.digits(8);
  const lay = r.int(0, 2);
  const dept = pick(r, ['Payroll Services', 'HR & Payroll', 'People Services', 'Payroll Department']);
  const legalName = emp.name;

  const calc: string[][] = [
    [`Gross overpayment (${period})`, fmtMoney(gross)],
    ...(grossMode
      ? [
          ['Income tax deducted at the time', fmtMoney(tax)],
          ['National Insurance deducted at the time', fmtMoney(ni)],
          ...(pension ? [[`Pension contribution (${pensionPct}%)`, fmtMoney(pension)]] : []),
        ]
      : [
          ['Less income tax', `-${fmtMoney(tax)}`],
          ['Less employee National Insurance', `-${fmtMoney(ni)}`],
          ...(pension ? [[`Less pension contribution (${pensionPct}%)`, `-${fmtMoney(pension)}`]] : []),
        ]),
    ...(broken
      ? [
          [grossMode ? 'Amount to repay (gross)' : 'Net overpayment', fmtMoney(owed)],
          ['Repayments received', `-${fmtMoney(paidSoFar)}`],
          ['Balance outstanding', fmtMoney(due)],
        ]
      : [[grossMode ? 'Amount to repay (gross)' : 'Amount to repay', fmtMoney(due)]]),
  ];
  const dueLabel = broken ? 'Balance outstanding' : 'Amount to repay';
  const grossNote = grossMode
    ? `Because the overpayment was made in the 2024/25 tax year, which has now closed, we cannot recover the tax and National Insurance from HMRC, so the gross amount must be repaid. You can ask HMRC to refund the tax you paid on it.`
    : `We have already corrected your tax and National Insurance through payroll, so you only need to repay the net amount you actually received.`;
  const opening = second
    ? broken
      ? `You agreed to repay the overpayment of wages below at ${fmtMoney(instal)} a month. We received ${fmtMoney(paidSoFar)} in total, but the payment due on ${D(c, lastPaid)} did not arrive and we have not heard from you since.`
      : `We wrote to you on ${D(c, firstLetter)} about an overpayment of wages made to you after you left ${legalName}. We have not received payment or a reply to that letter.`
    : `I am writing about an overpayment of wages made to you after you left ${legalName}. ${what}`;
  const ask = second
    ? `Please pay ${broken ? 'the balance outstanding of ' : ''}${fmtMoney(due)} within 14 days, by ${D(c, pay)}, or contact us by then to agree ${broken ? 'a new' : 'a'} repayment plan. If we do not hear from you, we may pass the debt to a collection agency or make a claim in the county court, which could add costs.`
    : `Please repay ${fmtMoney(due)} within ${days} days, by ${D(c, pay)}. If you cannot repay it in one payment, contact us before then to agree a plan - for example ${fmtMoney(instal)} a month over ${months} months.`;
  const howPay = `Pay by bank transfer to ${legalName}, sort code ${sc}, account ${acct}, using the reference ${ref}, or by card on ${phone(r)}.`;
  const contact = `Payroll e-mail: payroll@${host(emp.name)}`;
  const sign = [
    ...signatory(r, [
      'Payroll Manager',
      'Payroll Officer',
      'HR Shared Services Adviser',
      'Payroll Team Leader',
    ]),
    `for and on behalf of ${legalName}`,
  ];
  const footer = [regLine(legalName, r)];
  const title = second
    ? pick(r, [
        'Overpayment of salary - second letter',
        'Reminder: overpayment of wages',
        'Salary overpayment',
      ])
    : pick(r, ['Overpayment of salary', 'Overpayment of wages after leaving', 'Salary overpayment']);

  let spec: Spec;
  if (lay === 0) {
    spec = {
      face: c.face,
      head: emp.head,
      logoMark: pick(r, ['bars', 'rings', 'shield'] as const),
      sub: [dept, officeAddress(r), `${phone(r)}  ${web(emp.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Employee no.', empNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        ...(second && !broken ? [{ p: what }] : []),
        { grid: calc, header: ['Overpayment', 'Amount'], widths: [0.72, 0.28] },
        { small: grossNote },
        { p: ask },
        { p: howPay },
        ...(second
          ? []
          : [
              {
                p: `If you think this is wrong, please tell us within 14 days and we will send you your final payslips and the calculation in full. ${contact}.`,
              },
            ]),
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (lay === 1) {
    spec = {
      face: c.face,
      head: emp.head,
      sub: [`${dept} | ${officeAddress(r)}`, `${phone(r)} | payroll@${host(emp.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        ['Payroll no.', empNo],
        ['Leaving date', D(c, left)],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: 'rule',
      body: [
        dear(c),
        { p: opening },
        ...(second && !broken ? [{ p: what }] : []),
        {
          kv: [
            ['NI number', nino],
            ['Annual salary', fmtMoney(salary)],
          ],
        },
        { grid: calc, widths: [0.72, 0.28] },
        { p: `${grossNote} ${ask}` },
        { p: howPay },
        ...(second
          ? []
          : [
              {
                checks: [
                  `I will repay ${fmtMoney(due)} in full by ${D(c, pay)}`,
                  'I would like to repay by monthly instalments of £______',
                  'I do not agree that I was overpaid (please explain why)',
                ],
              },
            ]),
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: emp.head,
      logo: r.chance(0.5),
      sub: [dept, officeAddress(r)],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: dueLabel, amount: fmtMoney(due), note: `Please pay by ${D(c, pay)}` },
      panel: [
        [refLabel, ref],
        ['Employee no.', empNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: second && !broken ? `${opening} ${what}` : opening },
        { table: calc.map(([k, a]) => [k, a] as [string, string]), header: ['Calculation', 'Amount'] },
        { small: grossNote },
        { p: ask },
        {
          kv: [
            ['Bank transfer', `sort code ${sc}, account ${acct}`],
            ['Reference', ref],
            ['Card payments', phone(r)],
          ],
        },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(legalName, due, ref, 'normal', second ? 2 : 1, second ? 'reminder' : 'first_demand', c, pay),
  };
};

export const FRESH8A_FAMILIES: Family[] = [
  { id: 'W103', name: 'Rail operator unpaid fare notice', group: 'business', make: railUnpaidFare },
  {
    id: 'W104',
    name: 'Environmental fixed penalty reminder (littering)',
    group: 'public_body',
    make: litterFpnReminder,
  },
  { id: 'W105', name: 'Employer salary overpayment recovery', group: 'business', make: salaryOverpayment },
];
