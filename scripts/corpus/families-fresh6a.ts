/**
 * The fifth fresh held-out set, part a (W85–W87): kinds of letter W01–W84 do not have — a city council's penalty
 * charge notice by post for an unpaid clean air zone daily charge, a firm of solicitors' letter of claim for a private
 * parking operator under the Pre-Action Protocol for Debt Claims, and an enforcement company's notice after goods were
 * removed, with the sale date and the fee stages reached. Written blind to the extractor; scored once. Every face is
 * drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, vrm, web } from './vocab';
import type { Rng } from './vocab';
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
  host,
} from './family-kit';

const hhmm = (r: Rng) => `${String(r.int(6, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// Council parking
// ------------------------------------------------------------------------------------------------------------

/**
 * A city council's penalty charge notice, served by post, for driving a non-compliant vehicle in its clean air zone
 * without paying the daily charge within the payment window. Camera stills with captions, a reference row, and a
 * "how much to pay" grid. The notice demands the penalty charge *and* the unpaid daily charge together, so the amount
 * is that combined total ("Total now payable"); the 50% discounted total (14 days), the penalty and daily charge lines
 * on their own, and the increased penalty a charge certificate would bring are not it. PCN number = the reference;
 * the vehicle registration, the camera ID and the CAZ vehicle class are not. A council's PCN is 'parking' (README).
 * First notice from the council about this journey: stage 1, kind penalty_charge_notice; payBy = the 28-day date by
 * which the full amount must be paid (the 14-day date is a discount window only).
 */
const cleanAirPcn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const form = r.int(0, 2);
  const name = [`${p} City Council`, `City of ${p} Council`, `${p} City Council`][form];
  const head =
    form === 1
      ? r.chance(0.5)
        ? ['City of', `${p} Council`]
        : [name.toUpperCase()]
      : r.chance(0.4)
        ? [p, 'City Council']
        : [r.chance(0.3) ? name.toUpperCase() : name];
  const pcn = pick(r, [
    `${r.letters(2, 'CAZQ')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${p.slice(0, 2).toUpperCase()}${r.digits(8)}`,
    `CZ ${r.digits(4)} ${r.digits(4)}`,
  ]);
  const v = vrm(r);
  // The zone's class must charge the vehicle's type: D charges cars; C and D charge vans; B, C and D coaches and taxis.
  const cls = pick(r, [
    { label: 'car', charge: pick(r, [8, 9, 12.5]), zones: ['D'] },
    { label: 'private hire vehicle', charge: pick(r, [8, 9]), zones: ['B', 'C', 'D'] },
    { label: 'light goods vehicle', charge: pick(r, [9, 12.5, 15]), zones: ['C', 'D'] },
    { label: 'coach', charge: pick(r, [50, 100]), zones: ['B', 'C', 'D'] },
  ]);
  const penalty = pick(r, [120, 120, 130]);
  const total = round2(penalty + cls.charge);
  const reduced = round2(penalty / 2 + cls.charge);
  const increased = round2(penalty * 1.5 + cls.charge);
  const travelled = addDays(c.date, -r.int(10, 21));
  const window = addDays(travelled, 6);
  const disc = addDays(c.date, 14);
  const pay = addDays(c.date, 28);
  const t = hhmm(r);
  const cam = `${r.letters(3, 'ANPRCZ')}-${r.digits(3)}`;
  const road = `${place(r)} ${pick(r, ['Road', 'Street', 'Way', 'Gyratory'])}`;
  const make = pick(
    r,
    cls.label === 'coach'
      ? ['Volvo B9R coach', 'Scania Irizar coach']
      : cls.label === 'light goods vehicle'
        ? ['Ford Transit', 'Volkswagen Caddy', 'Mercedes Vito']
        : ['Vauxhall Astra', 'Toyota Avensis', 'Skoda Octavia'],
  );
  const zone = r.chance(0.4) ? 'Clean Air Zone' : `Clean Air Zone (Class ${pick(r, cls.zones)})`;
  const short = r.chance(0.5);
  const slip = !short && r.chance(0.5);
  const office = officeAddress(r);
  const webAddr = `${web(name)}/caz`;
  const lead = pick(r, [
    `This Penalty Charge Notice is served by post on the registered keeper under the Road User Charging Schemes (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2013, on the evidence of a record produced by an approved device. The vehicle below was used in the ${p} ${zone} and the daily charge for that day was not paid by midnight on ${D(c, window)}, the end of the payment window.`,
    `Our cameras recorded the vehicle below being driven in the ${p} ${zone} on ${D(c, travelled)}. It does not meet the zone's emission standards, and the daily charge was not paid within the payment window, which ended on ${D(c, window)}. This notice is served on you as registered keeper under the Road User Charging Schemes (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2013.`,
  ]);
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'rings', undefined] as const),
    sub: [
      pick(r, ['Clean Air Zone Enforcement', 'Clean Air Zone Team', 'Clean Air Zone - Penalty Processing']),
      office,
      `${phone(r)}  ${webAddr}`,
    ],
    headAlign: pick(r, ['left', 'right'] as const),
    returnAddress: !slip && r.chance(0.5) ? `If undelivered please return to: ${name}, ${office}` : undefined,
    recipient: rcpt(c),
    panel: short
      ? []
      : [
          ['PCN number', pcn],
          ['Date of notice', D(c, c.date)],
          ['Vehicle', v],
        ],
    panelBoxed: r.chance(0.5),
    panelStacked: !slip && r.chance(0.4),
    owe: short
      ? {
          label: 'Total now payable',
          amount: fmtMoney(total),
          note: `or ${fmtMoney(reduced)} if paid by ${D(c, disc)}`,
        }
      : undefined,
    refGrid: short
      ? [
          ['PCN number', pcn],
          ['Vehicle registration', v],
          ['Date of journey', D(c, travelled)],
          ['Date of notice', D(c, c.date)],
        ]
      : undefined,
    title: pick(r, [
      'PENALTY CHARGE NOTICE - CLEAN AIR ZONE',
      'Penalty Charge Notice: Clean Air Zone charge not paid',
      'PENALTY CHARGE NOTICE',
    ]),
    titleStyle: pick(r, ['rule', 'banner', 'boxed'] as const),
    body: [
      { p: lead },
      {
        photos: [
          `Image 1 - ${t}, camera ${cam}`,
          `Image 2 - vehicle ${v} in the zone`,
          'Image 3 - registration mark (close-up)',
        ],
      },
      {
        kv: [
          ...(slip || short
            ? []
            : ([['Date and time:', `${D(c, travelled)} at ${t}`]] as [string, string][])),
          ['Location:', `${road}, inside the ${p} ${zone}`],
          ['Vehicle:', `${v} ${make}, ${cls.label} (diesel, Euro ${pick(r, ['4', '5'])})`],
          [
            'Contravention:',
            pick(r, ['Zone charge not paid (non-compliant vehicle)', 'Failure to pay a road user charge']),
          ],
        ],
      },
      {
        grid: [
          ['Pay by', D(c, pay), D(c, disc)],
          ['Penalty charge', fmtMoney(penalty), fmtMoney(penalty / 2)],
          [`Unpaid daily charge for ${D(c, travelled)}`, fmtMoney(cls.charge), fmtMoney(cls.charge)],
          ['Total now payable', fmtMoney(total), fmtMoney(reduced)],
        ],
        header: ['How much to pay', 'Full amount', pick(r, ['Within 14 days', 'Discounted'])],
        widths: [0.44, 0.28, 0.28],
      },
      {
        p: pick(r, [
          `You must pay the total of ${fmtMoney(total)}, which is the penalty charge together with the daily charge you did not pay, by ${D(c, pay)}, the end of 28 days beginning with the date of service of this notice. If you pay within 14 days the penalty charge is reduced by 50%, and you pay ${fmtMoney(reduced)}; the daily charge itself is not discounted.`,
          `Please pay ${fmtMoney(total)} (penalty charge ${fmtMoney(penalty)} plus the unpaid daily charge of ${fmtMoney(cls.charge)}) within 28 days of the date of service, that is by ${D(c, pay)}. A 50% discount on the penalty charge applies if payment reaches us by ${D(c, disc)}, making ${fmtMoney(reduced)} in all.`,
        ]),
      },
      {
        small: `Pay online at ${webAddr}/pay or by phone on ${phone(r)}, quoting the PCN number ${pcn}. You may make representations to the Council within 28 days on the grounds set out on our website. If you neither pay nor make representations in time, a Charge Certificate may be served and the penalty charge increased by 50%, making ${fmtMoney(increased)} with the daily charge.`,
      },
    ],
    sign: ['Clean Air Zone Enforcement', name],
    slip: slip
      ? {
          title: 'Payment slip - return with your payment',
          rows: [
            ['PCN number', pcn],
            ['Vehicle', v],
            ['Total now payable', fmtMoney(total)],
          ],
        }
      : undefined,
    footer: [
      pick(r, [
        `${name}. Income from the zone is spent on cleaner transport in ${p}.`,
        `Issued by ${name} as charging authority for the ${p} ${zone}.`,
      ]),
    ],
  };
  return { spec, truth: truth(name, total, pcn, 'parking', 1, 'penalty_charge_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Private parking
// ------------------------------------------------------------------------------------------------------------

const FIRMS = ['Ashdown Carrick', 'Belcourt Rowe', 'Hatherley Finch', 'Stanmore Ilsley', 'Wendover Pike'];

/**
 * A firm of solicitors' Letter of Claim under the Pre-Action Protocol for Debt Claims, sent for a private parking
 * operator (its client) over an unpaid parking charge: the charge, contractual recovery costs and sometimes statutory
 * interest in a table, the reply form and information sheet mentioned as enclosures, and the court fee and fixed
 * legal costs a claim *would* add. Creditor = the firm: it wrote the letter and asks to be paid into its own client
 * account ("do not pay our client"), the README's on-behalf rule; the operator named as client is not it. Reference =
 * the firm's own reference, the one the letter says to quote; the operator's parking charge (PCN) number is the
 * client's reference and, like the vehicle registration, is not it. Open choice on debtType: the README names
 * collectors, purchasers and enforcement agents; a solicitors' firm recovering a client's debt plays the collector's
 * role, so 'debt_collection' (as W45 and the builder's solicitors before). Letter of claim: stage 3, kind
 * letter_of_claim. Amount = the total claimed (charge + recovery costs + any interest); the discount the operator once
 * offered, the original charge on its own and the future court fee and legal costs are not it. payBy = the 30 days
 * within which it asks to be paid (or replied to).
 */
const solicitorsParkingClaim: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const f = pick(r, FIRMS);
  const firm = pick(r, [`${f} Solicitors`, `${f} LLP`, `${f} Legal LLP`]);
  const op = company(r, ['Parking Services', 'Car Park Control', 'Parking Compliance', 'Parking Management']);
  const ours = pick(r, [
    `${f.split(' ')[0].slice(0, 2).toUpperCase()}/${r.digits(6)}/PK`,
    `LC${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(7)}-${r.letters(3, 'DCBP')}`,
  ]);
  const pcn = pick(r, [
    `${r.digits(4)}${oOrI(r)}${r.digits(5)}`,
    `PCN-${r.digits(8)}`,
    `${r.letters(1, 'EZ')}${r.digits(9)}`,
  ]);
  const v = vrm(r);
  const charge = pick(r, [60, 85, 100, 100]);
  const costs = pick(r, [60, 70]);
  const event = addDays(c.date, -r.int(120, 420));
  const days = Math.round((c.date.getTime() - addDays(event, 28).getTime()) / 86400000);
  const withInterest = r.chance(0.55);
  const interest = withInterest ? round2(((charge * 0.08) / 365) * days) : 0;
  const total = round2(charge + costs + interest);
  const ntk = addDays(event, r.int(10, 14));
  const pay = addDays(c.date, 30);
  const courtFee = total <= 300 ? 35 : 50;
  const site = `${place(r)} ${pick(r, ['Retail Park', 'Hospital car park', 'Station Car Park', 'Leisure Centre', 'Shopping Centre'])}`;
  const breach = pick(r, [
    'remained longer than the maximum stay permitted',
    'was parked without a valid pay and display ticket or e-permit',
    'was parked in a bay reserved for permit holders without displaying a permit',
    'was parked outside a marked bay',
  ]);
  const officeLine = officeAddress(r);
  const sol = person(r);
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.5) ? [firm.toUpperCase()] : [f, firm.slice(f.length + 1)],
    logoMark: pick(r, ['bars', 'shield', undefined] as const),
    sub: [
      pick(r, ['Debt Recovery Department', 'Solicitors', 'Litigation and Recoveries']),
      officeLine,
      `${phone(r)}  recoveries@${host(firm)}`,
    ],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our reference', ours],
      [pick(r, ['Client PCN ref', 'Your PCN no.', 'Client ref']), pcn],
      ['Vehicle', v],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    panelStacked: false,
    title: pick(r, [
      'LETTER OF CLAIM',
      'Letter of Claim - unpaid parking charge',
      'LETTER OF CLAIM (PRE-ACTION PROTOCOL)',
    ]),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: pick(r, [
          `We act for ${op.name}, which manages the car park at ${site}. On ${D(c, event)} vehicle ${v} ${breach}, contrary to the terms and conditions displayed on the signs at the site, and our client issued parking charge ${pcn}. A Notice to Keeper was sent to you as registered keeper on ${D(c, ntk)}. The charge could have been settled at a reduced rate of ${fmtMoney(charge === 100 ? 60 : charge === 85 ? 50 : 40)} within 14 days, but it remains unpaid.`,
          `We have been instructed by ${op.name} about parking charge ${pcn}, issued when vehicle ${v}, of which you are the registered keeper, ${breach} at ${site} on ${D(c, event)}. Our client's Notice to Keeper of ${D(c, ntk)} and its reminders have not been paid or answered.`,
        ]),
      },
      {
        grid: [
          [`Parking charge ${pcn}`, fmtMoney(charge)],
          ['Contractual debt recovery costs', fmtMoney(costs)],
          ...(withInterest
            ? [[`Interest at 8% a year under s.69 County Courts Act 1984 (${days} days)`, fmtMoney(interest)]]
            : []),
          [pick(r, ['Total claimed', 'Balance due', 'Amount now due']), fmtMoney(total)],
        ],
        header: ['Details of the debt', 'Amount'],
        widths: [0.76, 0.24],
      },
      {
        p: `This letter is sent in accordance with the Pre-Action Protocol for Debt Claims. Please pay ${fmtMoney(total)} within 30 days of the date of this letter, by ${D(c, pay)}, or complete and return the enclosed Reply Form within that time. An Information Sheet and a copy of the Notice to Keeper are also enclosed, and you may wish to get free independent debt advice.`,
      },
      {
        p: `If we receive neither payment nor the Reply Form by then, our client may issue a claim in the county court without further notice. A court fee of ${fmtMoney(courtFee)} and fixed legal representative's costs of ${fmtMoney(50)} would then be claimed in addition${withInterest ? ', and interest continues to accrue' : ''}.`,
      },
      {
        kv: [
          ['Pay online:', `${web(firm)}/pay`],
          ['Bank transfer:', `${firm} client account, sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Quote:', `${ours} (our reference, not the PCN number)`],
        ],
      },
      ...(r.chance(0.5)
        ? [
            {
              small: `Please make payment to us and not to our client. If you have already paid our client, or you dispute the charge, tell us on the Reply Form and send copies of any documents you rely on; we will not start proceedings for 30 days after receiving your completed Reply Form while it is considered.`,
            },
          ]
        : []),
    ],
    closing: 'Yours faithfully',
    sign: [
      `${sol.first} ${sol.last}`,
      pick(r, ['Solicitor', 'Associate', 'Litigation Executive', 'Chartered Legal Executive']),
      `For and on behalf of ${firm}`,
    ],
    footer: [
      `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}).${firm.endsWith('LLP') ? ` A limited liability partnership registered in England and Wales (OC${r.digits(6)}).` : ''} Registered office: ${officeLine}. This firm is acting as a debt collector.`,
    ],
  };
  return { spec, truth: truth(firm, total, ours, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement
// ------------------------------------------------------------------------------------------------------------

/**
 * An enforcement company's notice after its agent removed goods taken into control (a vehicle, or household goods to
 * its store): what was removed, the sale date and place, the fee stages reached under the Taking Control of Goods
 * (Fees) Regulations 2014 (compliance £75; enforcement £235 and sale £110, each + 7.5% of any debt over £1,500),
 * storage costs so far, any part payment, and a shaded "total to pay" to stop the sale. Creditor = the enforcement
 * company (README: an enforcement agent's letter names the EA, not the council or court it acts for); 'bailiff' even
 * though the debt is council tax, a PCN or a fine. Reference = the company's case reference it says to quote; the
 * council's account number, the liability order / warrant number and the vehicle registration are not. Amount = the
 * total to pay; the debt alone, each fee line, the goods' estimated value, the daily storage rate and the
 * auctioneer's commission that a sale would add are not it. Open choices: RECEIVED_KINDS has no "notice of sale";
 * the letter reports the removal visit and is the last notice before sale, so stage 3 and kind enforcement_visit
 * (the README puts enforcement visit notices at 3; the corpus uses enforcement_update for non-final statements).
 * payBy = the last day it says to pay to stop the sale.
 */
const removalNotice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ea = company(r, [
    'Enforcement Services',
    'Enforcement Agents',
    'Civil Enforcement',
    'Enforcement Group',
  ]);
  const ref = pick(r, [
    `${r.letters(2, 'EAK')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(8)}/${r.letters(1, 'CT')}`,
    `${r.letters(3, 'ENF')}-${r.digits(3)}-${r.digits(4)}`,
  ]);
  const council = councilName(r).name;
  const src = r.int(0, 2);
  const debt =
    src === 0 ? r.money(380, 2600) : src === 1 ? pick(r, [195, 210.5, 260, 345]) : r.money(240, 1400);
  const client =
    src === 0
      ? {
          who: council,
          what: 'council tax arrears',
          order: `liability order no. ${r.digits(2)}/${r.digits(5)}`,
          cref: ['Council tax account', r.digits(9)] as [string, string],
        }
      : src === 1
        ? {
            who: council,
            what: 'an unpaid penalty charge',
            order: `warrant of control (TEC ref. ${r.digits(2)}${r.letters(1)}${r.digits(5)})`,
            cref: ['PCN number', `${r.letters(2, 'KMT')}${r.digits(8)}`] as [string, string],
          }
        : {
            who: `${place(r)} Magistrates' Court`,
            what: "an unpaid magistrates' court fine",
            order: 'collection order and warrant of control',
            cref: ['Court account no.', `${r.digits(2)}/${r.digits(6)}/${r.digits(2)}`] as [string, string],
          };
  const over = Math.max(0, debt - 1500);
  const enfFee = round2(235 + over * 0.075);
  const saleFee = round2(110 + over * 0.075);
  const noticeDate = addDays(c.date, -r.int(35, 80));
  const visit1 = addDays(noticeDate, r.int(12, 25));
  const removed = addDays(c.date, -r.int(1, 3));
  const storeDays = Math.round((c.date.getTime() - removed.getTime()) / 86400000);
  const vehicle = r.chance(0.55);
  const rate = vehicle ? pick(r, [15, 20, 25]) : pick(r, [10, 12]);
  const storage = rate * storeDays;
  const lock = !vehicle && r.chance(0.4) ? pick(r, [85, 120]) : 0;
  const paid = r.chance(0.35) ? pick(r, [50, 75, 100, 150]) : 0;
  const total = round2(debt + 75 + enfFee + saleFee + storage + lock - paid);
  const sale = addDays(c.date, r.int(9, 14));
  const pay = addDays(sale, -1);
  const v = vrm(r);
  const goods = vehicle
    ? [
        [
          `${pick(r, ['Silver', 'Blue', 'Black', 'White'])} ${pick(r, ['Ford Fiesta', 'Nissan Qashqai', 'BMW 320d', 'Kia Sportage', 'Audi A3'])}, registration ${v}`,
          fmtMoney(r.int(18, 90) * 100),
        ],
      ]
    : [
        ['55in television and sound bar', fmtMoney(r.int(2, 6) * 50)],
        [
          pick(r, ['Games console and controllers', 'Laptop computer', 'Electric bicycle']),
          fmtMoney(r.int(3, 9) * 40),
        ],
        [
          pick(r, ['Oak dining table and six chairs', 'Leather corner sofa', 'Tumble dryer']),
          fmtMoney(r.int(2, 7) * 60),
        ],
      ];
  const sold = pick(r, [
    `${place(r)} Vehicle Auctions`,
    `${place(r)} Auction Rooms`,
    'our online auction partner',
  ]);
  const agent = person(r);
  const office = officeAddress(r);
  const rows: string[][] = [
    [`Debt due to ${client.who}`, D(c, noticeDate), fmtMoney(debt)],
    ['Compliance stage fee', D(c, noticeDate), fmtMoney(75)],
    [`Enforcement stage fee${over ? ' (£235 + 7.5%)' : ''}`, D(c, visit1), fmtMoney(enfFee)],
    [`Sale or disposal stage fee${over ? ' (£110 + 7.5%)' : ''}`, D(c, removed), fmtMoney(saleFee)],
    [
      `Storage, ${storeDays} day${storeDays > 1 ? 's' : ''} at ${fmtMoney(rate)}`,
      D(c, c.date),
      fmtMoney(storage),
    ],
    ...(lock ? [['Locksmith (disbursement)', D(c, removed), fmtMoney(lock)]] : []),
    ...(paid ? [['Payment received - thank you', D(c, addDays(visit1, 3)), `-${fmtMoney(paid)}`]] : []),
    [pick(r, ['Total to pay', 'Total now due', 'Balance to pay']), '', fmtMoney(total)],
  ];
  const spec: Spec = {
    face: c.face,
    top: r.chance(0.5)
      ? ['Taking Control of Goods Regulations 2013 - notice of removal and sale']
      : undefined,
    head: ea.head,
    headBand: r.chance(0.4),
    logoMark: pick(r, ['chevron', 'bars', undefined] as const),
    sub: [office, `${phone(r)}  ${web(ea.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: r.chance(0.6)
      ? { label: 'Total to pay', amount: fmtMoney(total), note: `to stop the sale on ${D(c, sale)}` }
      : undefined,
    panel: [['Our case ref', ref], client.cref, ['Date', D(c, c.date)]],
    panelBoxed: r.chance(0.5),
    panelStacked: false,
    title: pick(r, [
      'NOTICE OF REMOVAL AND SALE',
      'Your goods have been removed for sale',
      'Notice of sale of goods',
    ]),
    titleStyle: pick(r, ['banner', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `We hold a ${client.order} for ${client.what} owed to ${client.who}. We sent you a Notice of Enforcement on ${D(c, noticeDate)} and our agent visited on ${D(c, visit1)}, when goods were taken into control. As the debt was not paid and no arrangement was kept, enforcement agent ${agent.first} ${agent.last} (certificate no. ${r.digits(3)}/${r.digits(2)}) removed the goods below on ${D(c, removed)}. They are held in ${vehicle ? 'a secure vehicle pound' : 'our secure store'}.`,
      },
      {
        grid: goods,
        header: ['Goods removed', 'Estimated value'],
        widths: [0.74, 0.26],
        boldLast: false,
      },
      {
        p: `The goods will be sold by public auction at ${sold} on ${D(c, sale)}. To stop the sale and have them returned, you must pay the total below in full by ${D(c, pay)}, quoting our case reference ${ref}.`,
      },
      { grid: rows, header: ['Fees and charges', 'Date', 'Amount'], widths: [0.52, 0.25, 0.23] },
      {
        small: `If the goods are sold, the auctioneer's commission (up to 15% of the price) and further storage at ${fmtMoney(rate)} a day will also be taken from the proceeds; any surplus after the debt, fees and costs will be paid to you. If the goods belong to someone else, they must tell us in writing at once. Payment: ${web(ea.name)}/pay or ${phone(r)} (24 hours).`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [pick(r, ['Removals and Sales Team', 'Enforcement Team', 'Case Management']), ea.name],
    footer: [regLine(ea.name, r)],
  };
  return { spec, truth: truth(ea.name, total, ref, 'bailiff', 3, 'enforcement_visit', c, pay) };
};

export const FRESH6A_FAMILIES: Family[] = [
  { id: 'W85', name: 'Clean air zone PCN by post', group: 'council_parking', make: cleanAirPcn },
  {
    id: 'W86',
    name: "Solicitors' letter of claim for a parking charge",
    group: 'private_parking',
    make: solicitorsParkingClaim,
  },
  { id: 'W87', name: 'Enforcement agent notice of removal', group: 'enforcement', make: removalNotice },
];
