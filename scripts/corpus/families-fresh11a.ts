/**
 * The tenth fresh held-out set, part a (W130–W132): kinds of letter the corpus does not have yet — a petrol
 * station's notice of non-payment for fuel (a "drive-off") sent to the registered keeper, a council's adult social
 * care charges arrears letter from its financial assessment team, and a managing agent's leasehold service charge /
 * ground rent arrears demand with a statement of the service charge account. Written blind to the extractor; scored
 * once. Every face is drawn per letter; each family has at least two layouts chosen per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is explained at the family.
 */
import type { Block, Spec } from './compose';
import {
  addDays,
  fmtDate,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  stem,
  vrm,
  web,
} from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
  ctx,
  D,
  dear,
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

const hhmm = (r: { int(a: number, b: number): number }) =>
  `${String(r.int(6, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// W130 — fuel drive-off
// ------------------------------------------------------------------------------------------------------------

/**
 * A petrol station's "notice of non-payment for fuel" to the registered keeper of a vehicle that was filled and
 * driven off the forecourt without paying. Chosen per letter: sent by the fuel retailer itself (its forecourt loss
 * prevention team), or by a recovery company acting for the retailer (the retailer and its site incident number
 * named in the body). Layouts, chosen per letter independently of the sender: a boxed notice (a row of reference
 * cells, camera stills, incident details, a shaded total) or a letter (reference panel, a fuel/fee table, pay
 * options).
 * Amount = the total now due: the fuel value plus the administration / recovery charge the letter has already added.
 * The price per litre, the litres, the fuel value on its own, the fee line on its own and the further charge that
 * would be added if unpaid are not it. Reference = the notice number (retailer) or the recovery company's own
 * reference (agent); the site number, the till transaction number, the retailer's incident number (agent variant),
 * the police log number and the vehicle registration are not it.
 * Open choices: the retailer variant is an ordinary unpaid sale chased by a business: debtType 'normal', kind
 * first_demand (not notice_to_keeper: that kind is the parking notice that carries statutory keeper liability, which
 * a fuel drive-off does not have; the keeper is written to only as the likely driver). The agent variant: the
 * recovery company writes and asks to be paid, so it is the creditor (README on-behalf rule), 'debt_collection',
 * kind debt_recovery. Either way it is the first letter about the incident: stage 1. payBy = the 14 days to pay.
 */
const fuelDriveOff: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const agent = r.chance(0.5);
  const retail = company(r, ['Forecourts', 'Fuels', 'Motor Fuels', 'Petroleum', 'Roadside Retail']);
  let rec = company(r, [
    'Forecourt Recovery',
    'Fuel Recovery Services',
    'Retail Loss Recovery',
    'Drive-Off Recovery',
  ]);
  for (let i = 0; i < 6 && rec.name.split(' ')[0] === retail.name.split(' ')[0]; i++)
    rec = company(r, ['Forecourt Recovery', 'Fuel Recovery Services', 'Retail Loss Recovery']);
  const sender = agent ? rec : retail;
  const town = place(r);
  const site = `${pick(r, [town, `${town} Road`, `${town} Bypass`])} ${pick(r, ['Service Station', 'Filling Station', 'Petrol Station'])}`;
  const siteNo = r.chance(0.5) ? r.digits(5) : `${r.letters(2, 'SFR')}${r.digits(3)}`;
  const reg = vrm(r);
  const car = `${pick(r, ['Silver', 'Black', 'White', 'Blue', 'Grey', 'Red'])} ${pick(r, ['Ford Focus', 'Vauxhall Astra', 'VW Golf', 'Toyota Yaris', 'Nissan Qashqai', 'Ford Transit Custom', 'BMW 3 Series', 'Kia Sportage'])}`;
  const when = addDays(c.date, -r.int(9, 32));
  const time = hhmm(r);
  const pump = r.int(1, 12);
  const grade = pick(r, ['Unleaded', 'Super Unleaded', 'Diesel', 'Premium Diesel']);
  const litres = round2(r.int(1800, 7400) / 100);
  const ppl = pick(r, [1.329, 1.369, 1.399, 1.429, 1.459, 1.479, 1.529, 1.589]);
  const fuel = round2(litres * ppl);
  const fee = agent ? pick(r, [25, 30, 35, 40, 45]) : pick(r, [0, 12.5, 15, 20, 25]);
  const total = round2(fuel + fee);
  const later = pick(r, [25, 35, 50, 60]);
  const till = `${r.int(1, 4)}-${r.digits(6)}`;
  const notice = pick(r, [
    `NP${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    `DO-${r.digits(6)}`,
    `${siteNo}/${r.digits(5)}`,
  ]);
  const ourRef = pick(r, [
    `FR${r.digits(7)}`,
    `${r.letters(3, 'DFRK')}/${r.digits(6)}`,
    `${r.digits(4)}-${r.digits(4)}-${oOrI(r)}`,
  ]);
  const incident = `INC-${r.digits(6)}`;
  const ref = agent ? ourRef : notice;
  const police = r.chance(0.45)
    ? `${r.digits(2)}${r.letters(1)}${r.digits(4)}/${String(when.getUTCFullYear()).slice(2)}`
    : '';
  const pay = addDays(c.date, 14);
  const byDate = r.chance(0.5);
  const office = officeAddress(r);
  const tel = phone(r);
  const feeLabel = agent ? 'Recovery charge' : 'Administration charge (DVLA enquiry and notice)';
  const totalLabel = pick(r, ['Total now due', 'Amount payable', 'Total to pay']);
  const refLabel = agent
    ? pick(r, ['Our ref', 'Case reference', 'Our reference'])
    : pick(r, ['Notice no.', 'Notice number']);
  const payWhen = byDate ? `by ${D(c, pay)}` : 'within 14 days of the date of this notice';

  const opening = agent
    ? `We act for ${retail.name}, the operator of ${site} (site no. ${siteNo}). Our client has asked us to recover the value of fuel that was not paid for. Their records and CCTV show that on ${D(c, when)} at ${time} the vehicle below was filled with fuel at pump ${pump} and driven off the forecourt without payment. Our client's incident reference is ${incident}.`
    : `Our records and CCTV show that on ${D(c, when)} at ${time} the vehicle below was filled with fuel at pump ${pump} of ${site} and left the forecourt without the fuel being paid for. The DVLA has given us your name and address as the registered keeper of that vehicle.`;
  const oversight = pick(r, [
    'We appreciate this may have been a genuine oversight. Most drivers pay promptly once they are told about it.',
    'Drive-offs are often a simple mistake, for example where a passenger thought the driver had paid. Paying this notice closes the matter.',
    'If this was a mistake, paying now will settle the matter and no further action will be taken.',
  ]);
  const keeperPara = `If you were not driving on ${D(c, when)}, please tell us the name and address of the driver within 14 days, quoting ${ref}. If your vehicle or its number plates were stolen or cloned, send us the crime reference number you were given.`;
  const warn = `If the ${totalLabel.toLowerCase()} is not paid ${payWhen}, a further charge of ${fmtMoney(later)} will be added${agent ? ' and our client may issue a claim in the county court' : ' and the matter will be passed to our recovery agents'}${police ? `. The incident has also been logged with the police (log no. ${police}), who will be told once payment is received` : ''}.`;
  const payKv: [string, string][] = [
    ['Online', `${web(sender.name)}/pay`],
    ['By phone', `${tel} (card payments)`],
    ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ref}`],
  ];
  if (!agent && r.chance(0.6)) payKv.push(['In person', `at the kiosk of ${site}, showing this notice`]);
  const fuelRows: string[][] = [
    [`${grade}, pump ${pump}`, `${litres.toFixed(2)} L`, `${(ppl * 100).toFixed(1)}p`, fmtMoney(fuel)],
    ...(fee ? [[feeLabel, '', '', fmtMoney(fee)]] : []),
    [totalLabel, '', '', fmtMoney(total)],
  ];
  const incidentKv: [string, string][] = [
    ['Date and time:', `${D(c, when)}, ${time}`],
    ['Site:', `${site} (site no. ${siteNo})`],
    ['Vehicle:', `${reg}, ${car}`],
    [
      'Fuel:',
      `${litres.toFixed(2)} litres of ${grade.toLowerCase()} at ${(ppl * 100).toFixed(1)}p per litre`,
    ],
    ['Till transaction:', till],
    ...(agent ? ([['Client incident ref:', incident]] as [string, string][]) : []),
  ];
  const sign = agent
    ? [...signatory(r, ['Recovery Officer', 'Case Handler', 'Client Services Officer']), rec.name]
    : [
        pick(r, ['Forecourt Loss Prevention Team', 'Drive-Off Recovery Team', 'Customer Accounts Team']),
        retail.name,
      ];
  const footer = [regLine(sender.name, r)];
  const dvla = `Keeper details were obtained from the DVLA under regulation 27(1)(e) of the Road Vehicles (Registration and Licensing) Regulations 2002, which allows release to a person with reasonable cause. We use them only to recover this sum.`;
  const notice_ = r.chance(0.5);
  let spec: Spec;
  if (notice_) {
    const title = pick(r, [
      'NOTICE OF NON-PAYMENT FOR FUEL',
      'Notice of Non-Payment for Fuel',
      'UNPAID FUEL - NOTICE TO REGISTERED KEEPER',
    ]);
    const photos = pick(r, [
      [`Pump ${pump}, ${time}`, `Forecourt exit, ${time}`],
      [`Pump ${pump} camera`, `Number plate ${reg}`, `Vehicle leaving site`],
    ]);
    spec = {
      face: c.face,
      head: sender.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['bars', 'chevron', 'shield'] as const),
      sub: agent
        ? [office, `${tel}  ${web(rec.name)}`]
        : [pick(r, ['Forecourt Loss Prevention', 'Drive-Off Recovery']), office, tel],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        ['Date of notice', D(c, c.date)],
        ['Vehicle', reg],
        [totalLabel, fmtMoney(total)],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        { p: opening },
        { photos },
        {
          kv: fee
            ? [
                ...incidentKv.filter(([k]) => k !== 'Till transaction:'),
                ['Fuel value:', fmtMoney(fuel)],
                [agent ? 'Recovery charge:' : 'Administration charge:', fmtMoney(fee)],
              ]
            : incidentKv,
        },
        { amountBox: [totalLabel, fmtMoney(total)] },
        {
          p: `Please pay ${fmtMoney(total)} ${payWhen}, quoting ${ref}: online at ${web(sender.name)}/pay or by calling ${tel}.`,
        },
        { p: warn },
        { small: `${keeperPara} ${dvla}` },
      ],
      sign: [],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: sender.head,
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'bars'] as const) : undefined,
      sub: agent
        ? [office, `Tel ${tel}`, `${pick(r, ['enquiries', 'cases'])}@${host(rec.name)}`]
        : [
            `${pick(r, ['Forecourt Loss Prevention', 'Head Office'])}, ${office}`,
            `Tel ${tel}  ${web(retail.name)}`,
          ],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      returnAddress: r.chance(0.4) ? `If undelivered please return to ${sender.name}, ${office}` : undefined,
      recipient: rcpt(c),
      owe:
        agent && r.chance(0.5)
          ? {
              label: totalLabel,
              amount: fmtMoney(total),
              note: `Please pay ${payWhen.replace(' of the date of this notice', '')}`,
            }
          : undefined,
      panel: [
        [refLabel, ref],
        ...(agent ? ([['Client', retail.name.replace(/ (Ltd|Limited)$/, '')]] as [string, string][]) : []),
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: !agent && r.chance(0.4),
      title: pick(r, [
        'Notice of non-payment for fuel',
        `Fuel not paid for at ${site}`,
        'Unpaid fuel: notice to the registered keeper',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        { h: `Vehicle ${reg} (${car})` },
        { grid: fuelRows, header: ['Details', 'Litres', 'Price', 'Amount'], widths: [0.5, 0.16, 0.14, 0.2] },
        { p: `${oversight} Please pay the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} ${payWhen}.` },
        { kv: payKv },
        { p: warn },
        { small: r.chance(0.5) ? keeperPara : `${keeperPara} Till transaction ${till}.` },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign,
      footer: agent ? [] : [dvla, ...footer],
      footerCols: agent ? [footer[0], dvla] : undefined,
    };
  }
  const t = agent
    ? truth(rec.name, total, ref, 'debt_collection', 1, 'debt_recovery', c, pay)
    : truth(retail.name, total, ref, 'normal', 1, 'first_demand', c, pay);
  return { spec, truth: t };
};

// ------------------------------------------------------------------------------------------------------------
// W131 — council adult social care charges
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's adult social care charges arrears letter from its financial assessment / charging team: unpaid
 * four-weekly invoices for the person's assessed contribution towards home care, or for residential care fees, with
 * a statement of the unpaid invoices. Addressed either to the person receiving care or to their attorney / appointee
 * ("Re: care charges for …"). Two variants: a first reminder and a final reminder. Layouts, chosen per letter: a
 * formal letter (reference panel, statement grid, signed by an officer) or a notice (row of reference cells, an
 * amount box beside the address, two columns, a tear-off payment slip).
 * Creditor = the council (letterhead and sign-off). Amount = the total arrears on the statement (invoices less part
 * payments); the assessed weekly contribution, a single invoice, the next invoice not yet due and a suggested
 * instalment are not it. Reference = the debtor / customer account number the letter says to quote; the person /
 * care record ID, the invoice numbers and the financial assessment reference are not it.
 * Open choices: debtType — care charges are not council tax and the council is not a collector or a lender; it is an
 * overdue invoice for a chargeable service, so 'normal'. First reminder: README lists "first reminder" as stage 1;
 * kind 'reminder' (what the letter is, like a council tax reminder notice at stage 1). Final reminder: a final notice,
 * stage 3, kind final_demand, even though it refers to the first reminder. payBy only where a date or a number of
 * days to pay is given (some first reminders only ask the reader to pay or get in touch).
 */
const careCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const council = councilName(r);
  const final = r.chance(0.5);
  const letter = r.chance(0.5);
  const residential = r.chance(0.5);
  const attorney = r.chance(0.4);
  const su = person(r);
  const suName = attorney
    ? `${su.title} ${su.first} ${c.who.last}`
    : `${c.who.title} ${c.who.first} ${c.who.last}`;
  const role = pick(r, [
    'Lasting Power of Attorney (property and financial affairs)',
    'DWP appointee',
    'deputy appointed by the Court of Protection',
  ]);
  const acct = pick(r, [
    r.digits(8),
    `SC${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    `ASC/${r.digits(6)}`,
  ]);
  const acctLabel = pick(r, ['Debtor number', 'Customer account no.', 'Account reference', 'Debtor account']);
  const personId = r.digits(pick(r, [6, 7]));
  const faRef = `FA${r.digits(5)}`;
  const home = `${place(r)} ${pick(r, ['House', 'Lodge', 'Court Care Home', 'Manor Nursing Home', 'Grange'])}`;
  const weekly = residential ? r.money(185, 820) : r.money(24, 165);
  const n = final ? r.int(3, letter ? 5 : 4) : r.int(2, 4);
  const lastEnd = addDays(c.date, -r.int(10, 24));
  let invNo = r.int(91000000, 91900000);
  const rows: string[][] = [];
  const short = (d: Date) => fmtDate(d, c.ds === 1 ? 2 : c.ds);
  let total = 0;
  let paidAny = false;
  for (let i = 0; i < n; i++) {
    const end = addDays(lastEnd, -28 * (n - 1 - i));
    const start = addDays(end, -27);
    const charged = round2(weekly * 4 + (r.chance(0.2) ? -r.money(5, 30) : 0));
    const paid = !paidAny && r.chance(0.3) ? round2(Math.floor(charged * pick(r, [0.25, 0.4, 0.5]))) : 0;
    if (paid) paidAny = true;
    const out = round2(charged - paid);
    total = round2(total + out);
    rows.push([
      String((invNo += r.int(300, 900))),
      `${short(start)} - ${short(end)}`,
      fmtMoney(charged),
      paid ? fmtMoney(paid) : '-',
      fmtMoney(out),
    ]);
  }
  const totalLabel = pick(r, ['Total arrears', 'Amount now overdue', 'Balance outstanding']);
  rows.push(['', totalLabel, '', '', fmtMoney(total)]);
  const nextInv = round2(weekly * 4);
  const instal = pick(r, [20, 25, 40, 50, 75]);
  const first = addDays(c.date, -r.int(21, 35));
  const days = final ? 14 : pick(r, [14, 21, 0]);
  const pay = days ? addDays(c.date, days) : undefined;
  const payWhen = days
    ? r.chance(0.5)
      ? `by ${D(c, pay!)}`
      : `within ${days} days of the date of this letter`
    : 'now';
  const team = pick(r, [
    'Adult Social Care - Financial Assessment Team',
    'Financial Assessment and Charging Team',
    'Adult Care Finance',
    'Care Charging and Financial Assessments',
  ]);
  const office = `${pick(r, ['Civic Centre', 'Town Hall', 'County Hall', 'Council Offices'])}, ${place(r)}, ${officeAddressTail(r)}`;
  const tel = phone(r);
  const mail = `${pick(r, ['care.charges', 'financial.assessments', 'ascfinance'])}@${host(council.name)}`;
  const service = residential ? `your residential care at ${home}` : 'the home care and support you receive';
  const serviceFor = residential ? `residential care at ${home}` : 'home care and support';
  const who = attorney ? `${suName}'s` : 'your';
  const opening = attorney
    ? `You manage the financial affairs of ${suName} as ${role}. Our records show that the invoices below, for ${suName}'s contribution towards ${serviceFor}, have not been paid in full.`
    : `Our records show that the invoices below, for your contribution towards ${service}, have not been paid in full.`;
  const basis = residential
    ? `The weekly charge of ${fmtMoney(weekly)} was worked out in ${who} financial assessment (ref. ${faRef}) under the Care Act 2014 and is invoiced every four weeks in arrears.`
    : `${attorney ? `${suName}'s` : 'Your'} assessed contribution of ${fmtMoney(weekly)} a week was set in the financial assessment (ref. ${faRef}) carried out under the Care Act 2014, and is invoiced every four weeks.`;
  const ask = final
    ? `We wrote to you on ${D(c, first)} with a first reminder, but the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} has still not been paid. Please pay it in full ${payWhen}.`
    : `Please pay the ${totalLabel.toLowerCase()} of ${fmtMoney(total)} ${payWhen}${days ? '' : ', or contact us to discuss it'}. If you have already paid, thank you, and please ignore this letter.`;
  const warn = final
    ? `If the arrears are not paid, or an arrangement agreed, ${payWhen === 'now' ? 'soon' : payWhen}, the council may recover them as a debt under section 69 of the Care Act 2014, which can include a claim in the county court. Court fees and costs would then be added to the amount owed.${residential && r.chance(0.6) ? ' Where the person owns a property, the council may also ask the court for a charge over it.' : ''} Care will not be withdrawn because of unpaid charges.`
    : `Care and support will not be stopped because of unpaid charges, but the council has a duty to recover what is owed.`;
  const help = `If ${attorney ? `${suName}'s` : 'your'} income or savings have changed, you can ask us to review the financial assessment. If you cannot pay in one go, we can agree instalments, for example ${fmtMoney(instal)} a week alongside the ongoing charge. The next invoice, for about ${fmtMoney(nextInv)}, is not included above.`;
  const howPay: [string, string][] = [
    ['Online', `${web(council.name)}/payit`],
    ['Phone', `${phone(r)} (24-hour automated line)`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Quote', `${acctLabel.toLowerCase()} ${acct}`],
  ];
  const refs: [string, string][] = [
    [acctLabel, acct],
    [attorney ? 'Service user' : 'Person ID', attorney ? suName : personId],
    ...(attorney ? ([['Person ID', personId]] as [string, string][]) : []),
    ['Date', D(c, c.date)],
  ];
  const title = final
    ? pick(r, [
        'FINAL REMINDER - ADULT SOCIAL CARE CHARGES',
        'Final reminder: unpaid care charges',
        'Final Reminder',
      ])
    : pick(r, [
        'First reminder: adult social care charges',
        'REMINDER - CHARGES FOR CARE AND SUPPORT',
        'Unpaid care charges - first reminder',
      ]);
  const grid: Block = {
    grid: rows,
    header: ['Invoice no.', 'Care period', 'Charged', 'Paid', 'Outstanding'],
    widths: [0.17, 0.37, 0.15, 0.13, 0.18],
  };
  const signer = signatory(r, ['Financial Assessment Officer', 'Income Officer', 'Charging Team Leader']);
  let spec: Spec;
  if (letter) {
    spec = {
      face: c.face,
      head: council.head,
      logoMark: r.chance(0.6) ? pick(r, ['shield', 'rings'] as const) : undefined,
      sub: [team, office, `${tel}  ${mail}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: refs,
      panelBoxed: r.chance(0.5),
      panelStacked: !attorney && r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        ...(attorney ? ([{ h: `Re: care charges for ${suName}` }] as Block[]) : []),
        { p: opening },
        grid,
        { p: `${basis} ${ask}` },
        { kv: howPay },
        { p: warn },
        { small: help },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, team.replace(/ - .*/, ''), council.name],
      footer: [],
    };
  } else {
    spec = {
      face: c.face,
      head: council.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub: [team, office],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: totalLabel,
        amount: fmtMoney(total),
        note: days ? `Please pay ${payWhen.replace(' of the date of this letter', '')}` : 'Please pay now',
      },
      panel: [],
      refGrid: attorney ? [refs[0], refs[1], refs[3]] : refs,
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        ...(attorney ? ([{ p: `Re: care charges for ${suName}` }] as Block[]) : [dear(c)]),
        { p: `${opening} ${basis}` },
        grid,
        { p: ask },
        {
          cols: [
            `How to pay: online at ${web(council.name)}/payit, by phone on ${tel}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote ${acct}.`,
            final ? warn : help,
          ],
        },
        {
          small: final
            ? `The next invoice, for about ${fmtMoney(nextInv)}, is not included above. Ask us about paying by instalments.`
            : 'Care and support will not be stopped because of unpaid charges.',
        },
      ],
      sign: [`${team}, ${council.name}`],
      slip: {
        title: `${council.name} - care charges payment slip`,
        rows: [
          [acctLabel, acct],
          ['Name', suName],
          ['Amount due', fmtMoney(total)],
        ],
      },
      footer: [`Enquiries: ${tel} or ${mail}. Calls may be recorded.`],
    };
  }
  const t = final
    ? truth(council.name, total, acct, 'normal', 3, 'final_demand', c, pay)
    : truth(council.name, total, acct, 'normal', 1, 'reminder', c, pay);
  return { spec, truth: t };
};
/** The town and postcode part of an office address. */
const officeAddressTail = (r: Parameters<Family['make']>[0]) => officeAddress(r).split(', ').slice(-1)[0];

// ------------------------------------------------------------------------------------------------------------
// W132 — leasehold service charge / ground rent arrears
// ------------------------------------------------------------------------------------------------------------

/**
 * A block managing agent's arrears demand to a leaseholder, on behalf of the freeholder (the landlord): unpaid
 * on-account service charges, reserve fund contributions, ground rent and sometimes a year-end balancing charge, with
 * a statement of the service charge account (debit / credit / running balance). Variants: a reminder (either the
 * first, which mentions only the demands, or a second reminder that refers to the agent's earlier letter) and a
 * "final notice before referral to our solicitors". Layouts, chosen per letter: a letter (reference panel,
 * statement, statutory notes in small print, signed for the agent) or a statement-style notice (letterhead band,
 * row of reference cells, shaded balance box, two columns, a payment slip).
 * Creditor = the managing agent: it writes, collects into its client account and asks to be paid (README on-behalf
 * rule); the freeholder named as landlord under sections 47/48 of the Landlord and Tenant Act 1987 is its client.
 * Amount = the closing balance of the statement (everything demanded and unpaid, including an arrears
 * administration charge already added on a final notice); the half-yearly service charge, the annual ground rent,
 * the next demand not yet due and the solicitors' referral fee that would be added are not it. Reference = the
 * agent's account / tenant reference to quote; the property / estate code, the landlord's title number and the
 * agent's client bank account are not it.
 * Open choices: debtType — an agent billing service charges under a lease is neither a collector nor a lender; it
 * is an ordinary overdue sum owed to a business, so 'normal'. Stage: a first reminder that only mentions the demands
 * is stage 1 (README: the original bill does not make a follow-up), a second reminder that refers to the earlier
 * reminder is stage 2 (both kind 'reminder'); the final notice before referral to solicitors is stage 3, kind
 * final_demand (not letter_of_claim: it comes from the agent, not a pre-action letter from solicitors). payBy = the
 * date or number of days given to pay.
 */
const serviceCharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, [
    'Property Management',
    'Block Management',
    'Estate Management',
    'Residential Management',
  ]);
  const stage = pick(r, [1, 2, 3, 3] as const);
  const letter = r.chance(0.5);
  const building = `${pick(r, ['Heron', 'Linden', 'Foundry', 'Kiln', 'Quarry', 'Saddler', 'Willow', 'Copper'])} ${pick(r, ['Court', 'House', 'Wharf', 'Point', 'Mansions', 'Lofts'])}`;
  const town = place(r);
  const flat = r.int(1, 48);
  const prop = `Flat ${flat}, ${building}, ${town}`;
  const ll = pick(r, [
    `${building} Freehold Limited`,
    `${stem(r)} Ground Rents Ltd`,
    `${place(r)} Estates (No. ${r.int(2, 9)}) Limited`,
    `${stem(r)} Reversionary Investments Ltd`,
  ]);
  const llAddr = officeAddress(r);
  const code = building.split(' ')[0].slice(0, 3).toUpperCase();
  const acct = pick(r, [
    `${code}${String(flat).padStart(3, '0')}-${r.digits(3)}`,
    `T${r.digits(6)}`,
    `${r.digits(4)}/${String(flat).padStart(2, '0')}/${oOrI(r)}${r.digits(2)}`,
    `LH ${r.digits(5)}`,
  ]);
  const acctLabel = pick(r, ['Tenant ref', 'Account ref', 'Your account', 'Leaseholder ref']);
  const estate = `${code}-${r.digits(4)}`;
  const title = `${pick(r, ['QX', 'ZV', 'JQ', 'XK'])}${r.digits(6)}`;
  // The service charge year runs from 1 January or 1 April, demanded half-yearly in advance.
  const fyStart = pick(r, [0, 3]);
  // The demand chased is the latest half-yearly one due at least a month (stage 1) or more (later stages) before
  // the letter, so the reminders it mentions fall between the demand and the letter.
  const lagged = addDays(c.date, -(stage === 3 ? 60 : stage === 2 ? 50 : 30));
  const m0 = lagged.getUTCFullYear() * 12 + lagged.getUTCMonth();
  const dueM = m0 - ((((m0 - fyStart) % 6) + 6) % 6);
  const dueDay = new Date(Date.UTC(Math.floor(dueM / 12), dueM % 12, 1));
  const ysM = dueM - ((((dueM - fyStart) % 12) + 12) % 12);
  const yearEnd = addDays(new Date(Date.UTC(Math.floor(ysM / 12), ysM % 12, 1)), -1);
  const prevDue = new Date(Date.UTC(dueDay.getUTCFullYear(), dueDay.getUTCMonth() - 6, 1));
  const nextDue = new Date(Date.UTC(dueDay.getUTCFullYear(), dueDay.getUTCMonth() + 6, 1));
  const sc = round2(r.int(280, 1450) + pick(r, [0, 0.5, 0.25, 0.75]));
  const reserve = pick(r, [0, 75, 125, 150, 200, 250]);
  const gr = pick(r, [125, 150, 200, 250, 300, 350]);
  const grHalf = round2(gr / 2);
  const dd = (d: Date) => fmtDate(d, c.ds === 1 ? 2 : c.ds);
  const rows: string[][] = [];
  let bal = 0;
  const add = (desc: string, d: Date, debit: number, credit: number) => {
    bal = round2(bal + debit - credit);
    rows.push([
      desc,
      dd(d),
      debit ? fmtMoney(debit) : '',
      credit ? fmtMoney(credit) : '',
      bal < 0 ? `-${fmtMoney(-bal)}` : fmtMoney(bal),
    ]);
  };
  const bf = r.chance(0.4) ? round2(sc * pick(r, [0.3, 0.5, 1])) : 0;
  if (bf) {
    bal = bf;
    rows.push(['Balance brought forward', dd(prevDue), '', '', fmtMoney(bf)]);
  }
  add('Service charge on account', dueDay, sc, 0);
  if (reserve) add('Reserve fund contribution', dueDay, reserve, 0);
  if (r.chance(0.7)) add('Ground rent (half year)', dueDay, grHalf, 0);
  const bal1 = r.chance(0.35) ? r.money(40, 380) : 0;
  if (bal1)
    add(`Balancing charge y/e ${fmtDate(yearEnd, 0).slice(3)}`, addDays(dueDay, r.int(5, 24)), bal1, 0);
  if (r.chance(0.45))
    add(
      'Payment received - thank you',
      addDays(dueDay, r.int(5, 24)),
      0,
      round2(Math.floor(sc * pick(r, [0.25, 0.5]))),
    );
  const adminFee = stage === 3 ? pick(r, [0, 48, 60, 72]) : 0;
  const remind1 = addDays(c.date, -r.int(14, 24));
  const remind2 = addDays(remind1, -r.int(14, 21));
  if (adminFee) add('Arrears administration charge', remind1, adminFee, 0);
  const balLabel = pick(r, ['Balance now due', 'Total arrears', 'Amount outstanding']);
  rows.push([balLabel, '', '', '', fmtMoney(bal)]);
  const days = stage === 3 ? pick(r, [14, 14, 7]) : pick(r, [14, 21, 0]);
  const pay = days ? addDays(c.date, days) : undefined;
  const payWhen = days
    ? r.chance(0.5)
      ? `by ${D(c, pay!)}`
      : `within ${days} days of the date of this letter`
    : '';
  const solFee = pick(r, [150, 180, 240, 295]);
  const tel = phone(r);
  const office = officeAddress(r);
  const bank = `${ag.name} client account, sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const heading =
    stage === 3
      ? pick(r, [
          'FINAL NOTICE BEFORE REFERRAL TO OUR SOLICITORS',
          'Final notice - service charge arrears',
          'Final Notice: Referral to Solicitors',
        ])
      : stage === 2
        ? pick(r, ['Second reminder - service charge account', 'SECOND REMINDER: SERVICE CHARGE ARREARS'])
        : pick(r, [
            'Reminder - service charges and ground rent',
            'Payment reminder: service charge account',
            'ARREARS REMINDER',
          ]);
  const opening =
    stage === 1
      ? `We are the managing agents for ${building} and act for your landlord. The demands issued on ${D(c, dueDay)} for ${prop} have not been paid in full, and your service charge account is in arrears as shown below.`
      : stage === 2
        ? `We wrote to you on ${D(c, remind1)} about the arrears on your service charge account for ${prop}, as managing agents for your landlord. We have not received payment or heard from you, and the account still stands as shown below.`
        : `Despite our reminders of ${D(c, remind2)} and ${D(c, remind1)}, the arrears on your service charge account for ${prop} remain unpaid. We write as managing agents for your landlord.`;
  const ask =
    stage === 3
      ? `Unless the ${balLabel.toLowerCase()} of ${fmtMoney(bal)} is received in cleared funds ${payWhen}, or an arrangement is agreed with us, our instructions are to refer the matter to the landlord's solicitors without further notice. Their referral fee of ${fmtMoney(solFee)} plus VAT, and any legal costs, will be charged to your account as provided in your lease.`
      : `Please pay the ${balLabel.toLowerCase()} of ${fmtMoney(bal)}${days ? ` ${payWhen}` : ' as soon as possible'}. If you have paid in the last few days, please accept our thanks and disregard this letter.`;
  const mortgagee =
    stage === 3
      ? `We may also notify your mortgage lender, which may pay the arrears and add them to your mortgage. Continued non-payment can put your lease at risk.`
      : `Your lease requires the service charge to be paid on the due date so that the landlord can meet the costs of insuring, repairing and cleaning the building.`;
  const next = `The next on-account demand (${fmtMoney(sc)} service charge${reserve ? ` and ${fmtMoney(reserve)} reserve fund` : ''}) ${nextDue > c.date ? 'falls due on' : 'of'} ${D(c, nextDue)} ${nextDue > c.date ? 'and is not included' : 'is being dealt with separately and is not included'}. Ground rent is ${fmtMoney(gr)} a year.`;
  const statutory = `Landlord's name and address for service (sections 47 and 48 of the Landlord and Tenant Act 1987): ${ll}, ${llAddr}. A summary of your rights and obligations in relation to service charges${adminFee ? ' and administration charges' : ''} is enclosed. Landlord's title number ${title}.`;
  const grid: Block = {
    grid: rows,
    header: ['Service charge account', 'Date', 'Debit', 'Credit', 'Balance'],
    widths: [0.41, 0.16, 0.14, 0.14, 0.15],
  };
  const signer = signatory(r, [
    'Credit Control',
    'Property Accounts Manager',
    'Senior Property Manager',
    'Credit Controller',
  ]);
  let spec: Spec;
  if (letter) {
    spec = {
      face: c.face,
      head: ag.head,
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'chevron', 'bars'] as const) : undefined,
      sub: [office, `${tel}  ${pick(r, ['accounts', 'creditcontrol', 'service.charges'])}@${host(ag.name)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      top: stage === 3 && r.chance(0.5) ? ['BY FIRST CLASS POST AND EMAIL'] : undefined,
      recipient: rcpt(c),
      panel: [
        [acctLabel, acct],
        ['Property', `Flat ${flat}, ${building}`],
        ['Estate', estate],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title: heading,
      titleStyle: pick(r, stage === 3 ? (['boxed', 'rule', 'plain'] as const) : (['plain', 'rule'] as const)),
      body: [
        dear(c),
        { h: `Re: ${prop} - ${acctLabel.toLowerCase()} ${acct}` },
        { p: opening },
        grid,
        { p: ask },
        {
          p: `Please pay by bank transfer to ${bank}, quoting ${acct}, or by card on ${tel}. ${stage === 3 ? mortgagee : 'If you are having difficulty paying, contact us to discuss a payment plan.'}`,
        },
        { small: `${next} ${statutory}` },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, `For and on behalf of ${ag.name}`, 'Managing agents for the landlord'],
      footer: [regLine(ag.name, r)],
    };
  } else {
    spec = {
      face: c.face,
      head: ag.head,
      headBand: r.chance(0.6),
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [office, `${tel}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [acctLabel, acct],
        ['Property', `Flat ${flat}, ${building}`],
        ['Date', D(c, c.date)],
      ],
      title: heading,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        grid,
        { amountBox: [balLabel, fmtMoney(bal)] },
        { p: ask },
        {
          cols: [
            `How to pay: bank transfer to ${bank}, quoting ${acct}; or by debit card on ${tel}.`,
            stage === 3 ? mortgagee : next,
          ],
        },
        { small: stage === 3 ? `${next} ${statutory}` : statutory },
      ],
      sign: [`Credit Control, ${ag.name}, managing agents`],
      // The remittance slip only where the statement is short enough to leave room for it.
      slip:
        rows.length <= 4
          ? {
              title: `Remittance - ${ag.name}`,
              rows: [
                [acctLabel, acct],
                [balLabel, fmtMoney(bal)],
              ],
            }
          : undefined,
      footer: [regLine(ag.name, r)],
    };
  }
  const t =
    stage === 3
      ? truth(ag.name, bal, acct, 'normal', 3, 'final_demand', c, pay)
      : truth(ag.name, bal, acct, 'normal', stage, 'reminder', c, pay);
  return { spec, truth: t };
};

export const FRESH11A_FAMILIES: Family[] = [
  {
    id: 'W130',
    name: 'Petrol station notice of non-payment for fuel (drive-off)',
    group: 'business',
    make: fuelDriveOff,
  },
  { id: 'W131', name: 'Council adult social care charges arrears', group: 'public_body', make: careCharges },
  {
    id: 'W132',
    name: 'Managing agent service charge and ground rent arrears',
    group: 'business',
    make: serviceCharge,
  },
];
