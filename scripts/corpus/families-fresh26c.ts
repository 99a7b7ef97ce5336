/** The twenty-fifth fresh set, part c: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
import {
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  postcode,
  sortCode,
  stem,
  web,
} from './vocab';
import {
  ALL_FACES,
  ctx,
  D,
  dear,
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
// W271 Funeral director's account
// ------------------------------------------------------------------------------------------------------------

/**
 * A family funeral director's account for a funeral, sent to the person who arranged it (next of kin or executor),
 * chosen per letter along its sequence:
 *  - the final account: the firm's own charges, the disbursements it paid out on the family's behalf (crematorium or
 *    burial fee, minister or celebrant, doctors' fees, flowers, notices), the deposit paid at the arrangement
 *    meeting, and the balance due. Stage 1, kind first_demand: it is the first time the balance is asked for.
 *  - a reminder ("our account dated … remains unpaid"): stage 2, kind reminder.
 *  - a final notice with a late payment charge added: stage 3, kind final_demand.
 *  - the firm's solicitors' letter before claim under the Pre-Action Protocol for Debt Claims, asking to be paid into
 *    the solicitors' client account: stage 3, kind letter_of_claim.
 * Creditor: the funeral director's limited company, as printed in its sign-off and footer (the letterhead carries its
 * trading name). Open choice for the solicitors' letter: the README's on-behalf rule names collectors, purchasers and
 * agents; a solicitor writing for a client and asking to be paid to its own client account is the same position, so
 * the creditor is the solicitors' firm and the debtType 'debt_collection' (an ordinary business debt from the funeral
 * director itself is 'normal'). Account number: the funeral account number the letter asks to be quoted (the
 * solicitors' letter: their own reference); the invoice number printed beside it in some accounts, the deceased's
 * details, the probate registry's grant number and the estate's value are distractors. Amount: the balance due now
 * (after the deposit and any payment from the deceased's bank; with the late charge or interest once added); the
 * gross account, the deposit, the possible court fee and fixed costs are not it.
 */
const funeralAccount: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, ['account', 'account', 'reminder', 'final', 'solicitor'] as const);
  const fam = person(r).last;
  const v = r.int(0, 2);
  const trading = [`${fam} & Sons`, `${stem(r)} Funeral Service`, `${fam} Family Funerals`][v];
  const legal = [`${fam} & Sons (Funeral Directors) Ltd`, `${trading} Ltd`, `${fam} Family Funerals Limited`][
    v
  ];
  const head = r.chance(0.5) ? [trading, 'Funeral Directors'] : [trading.toUpperCase()];
  const town = place(r);
  const firmAddr = `${r.int(2, 140)} ${pick(r, ['High Street', 'Church Road', 'Market Place', 'Station Road'])}, ${town}`;
  const ref = pick(r, [
    `F${r.digits(5)}`,
    `${r.int(23, 25)}/${r.digits(4)}`,
    `FD-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `${fam.slice(0, 2).toUpperCase()}${r.digits(4)}`,
  ]);
  const invoice = `INV ${r.digits(6)}`;
  const showInvoice = r.chance(0.5);

  // The funeral itself
  const kin = r.chance(0.55);
  const dec = person(r);
  const decName = `${dec.first} ${kin ? c.who.last : dec.last}`;
  const back =
    stage === 'account'
      ? r.int(6, 14)
      : stage === 'reminder'
        ? r.int(32, 45)
        : stage === 'final'
          ? r.int(62, 80)
          : r.int(110, 170);
  const accDate = addDays(c.date, -(stage === 'account' ? 0 : back));
  const funeral = addDays(c.date, -(stage === 'account' ? back : back + r.int(5, 12)));
  const death = addDays(funeral, -r.int(10, 24));
  const age = r.int(58, 97);
  const cremation = r.chance(0.7);
  const venue = cremation
    ? `${place(r)} Crematorium`
    : `St ${pick(r, ['Michael', 'Mary', 'Andrew', 'Peter', 'John'])}'s Church and ${place(r)} Cemetery`;

  // Charges
  const services = round2(pick(r, [1895, 2150, 2375, 2640, 2995, 3250]) + pick(r, [0, 0, 45, 90]));
  const coffin = pick(r, [395, 525, 695, 850, 1150]);
  const limo = r.chance(0.5) ? pick(r, [275, 295, 340]) : 0;
  const embalm = r.chance(0.4) ? pick(r, [145, 180, 210]) : 0;
  const firm: [string, number][] = [
    [
      pick(r, ["Funeral director's services and staff", 'Professional services (arrangements, care, staff)']),
      services,
    ],
    [
      `Coffin: ${pick(r, ['oak veneer', 'light oak effect', 'solid pine', 'wicker'])}, with fittings and gown`,
      coffin,
    ],
    ...(embalm ? ([['Hygienic treatment', embalm]] as [string, number][]) : []),
    ...(limo ? ([['Limousine for family mourners', limo]] as [string, number][]) : []),
  ];
  const doctor = pick(r, [164, 176, 110]);
  const disb: [string, number][] = [
    [
      cremation ? 'Crematorium fee' : 'Cemetery interment fee',
      cremation ? pick(r, [890, 965, 1040, 1125]) : pick(r, [1250, 1480, 1720]),
    ],
    [`${pick(r, ["Minister's fee", 'Celebrant fee', 'Officiant fee'])}`, pick(r, [195, 220, 245])],
    [doctor === 110 ? "Medical examiner's fee" : "Doctors' fees (cremation certificates)", doctor],
    ...(r.chance(0.8) ? ([['Flowers (florist invoice)', r.money(85, 320)]] as [string, number][]) : []),
    ...(r.chance(0.5) ? ([['Newspaper death notice', r.money(88, 190)]] as [string, number][]) : []),
    ...(r.chance(0.5) ? ([['Printed order of service', r.money(55, 140)]] as [string, number][]) : []),
  ];
  const firmTotal = round2(firm.reduce((s, [, v2]) => s + v2, 0));
  const disbTotal = round2(disb.reduce((s, [, v2]) => s + v2, 0));
  const gross = round2(firmTotal + disbTotal);
  const deposit = pick(r, [0, 250, 500, 750, 1000]);
  const bankPaid =
    stage !== 'account' && r.chance(0.35) ? round2(Math.floor(gross * pick(r, [0.25, 0.4]))) : 0;
  const balance = round2(gross - deposit - bankPaid);
  const late = stage === 'final' ? pick(r, [25, 35, 40, 50]) : 0;
  const interest = stage === 'solicitor' ? round2((balance * 0.08 * (back - 28)) / 365) : 0;
  const due = round2(balance + late + interest);

  const payDays = stage === 'account' ? pick(r, [14, 28]) : stage === 'solicitor' ? 30 : pick(r, [7, 14]);
  const pay = addDays(c.date, payDays);
  const tel = phone(r);
  const pc = postcode(r);
  const footer = [
    `${legal}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${firmAddr}, ${pc}. Member of the ${pick(r, ['National Association of Funeral Directors', 'National Society of Allied and Independent Funeral Directors'])}. Funeral services are exempt from VAT.`,
  ];
  const chargeRows: string[][] = [
    ...firm.map(([k, v2]) => [k, fmtMoney(v2)]),
    ['Disbursements paid on your behalf', ''],
    ...disb.map(([k, v2]) => [`  ${k}`, fmtMoney(v2)]),
    ['Total funeral account', fmtMoney(gross)],
  ];
  const lessRows: [string, string][] = [
    ...(stage === 'account' ? [] : ([['Total funeral account', fmtMoney(gross)]] as [string, string][])),
    ...(deposit
      ? ([['Less deposit paid at arrangement', `-${fmtMoney(deposit)}`]] as [string, string][])
      : []),
    ...(bankPaid
      ? ([[`Less payment received from the estate's bank`, `-${fmtMoney(bankPaid)}`]] as [string, string][])
      : []),
    ...(late ? ([['Late payment charge', fmtMoney(late)]] as [string, string][]) : []),
    [stage === 'final' ? 'Total now due' : 'Balance due', fmtMoney(due)],
  ];
  const funeralLine = `the funeral of the late ${decName}${r.chance(0.5) ? ` (aged ${age})` : ''} at ${venue} on ${D(c, funeral)}`;
  const estateNote = `Funeral accounts are paid before other debts of the estate. If probate has not yet been granted, most banks and building societies will pay this account direct from ${dec.first}'s account on sight of a copy of it and the death certificate.`;

  if (stage === 'solicitor') {
    const sol = `${person(r).last} ${person(r).last} ${pick(r, ['Solicitors LLP', 'LLP', 'Solicitors'])}`;
    const solRef = pick(r, [
      `${r.letters(2, 'DKRT')}/${r.digits(5)}/${r.int(1, 9)}`,
      `DR${r.digits(6)}`,
      `${fam.slice(0, 3).toUpperCase()}.${r.digits(4)}-${r.digits(3)}`,
    ]);
    const grant = `2025${r.digits(7)}`;
    const estate = round2(pick(r, [86, 142, 215, 318, 465]) * 1000 + r.int(0, 999) * 10);
    const courtFee = due <= 3000 ? 115 : 205;
    const solAddr = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      head: r.chance(0.5) ? [sol] : [sol.toUpperCase()],
      sub: [solAddr, `DX ${r.digits(5)} ${place(r)}  |  ${phone(r)}  |  recoveries@${host(sol)}`],
      headAlign: pick(r, ['right', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', solRef],
        ['Client', trading],
        ["Client's ref", ref],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - unpaid funeral account']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${legal}, trading as ${trading}, who arranged ${funeralLine} on your instructions${kin ? '' : ' as executor of the estate'}. Our client's account dated ${D(c, accDate)} has not been paid despite its reminders, and it has instructed us to recover the balance.`,
        },
        {
          grid: [
            ['Funeral account (after deposit and payments received)', fmtMoney(balance)],
            [`Interest at 8% a year from ${D(c, addDays(accDate, 28))}`, fmtMoney(interest)],
            ['Amount claimed', fmtMoney(due)],
          ],
          widths: [0.72, 0.28],
        },
        {
          p: `We understand that a grant of probate (no. ${grant}) was issued on ${D(c, addDays(c.date, -r.int(10, 40)))} and that the gross value of the estate is stated as ${fmtMoney(estate)}. The funeral account is a first call on the estate and there is no reason for further delay.`,
        },
        {
          p: `Unless the amount claimed of ${fmtMoney(due)} is paid, or you have replied using the enclosed Reply Form, within 30 days of the date of this letter, our client intends to issue proceedings in the County Court without further notice. If it does, it will also claim the court fee (currently ${fmtMoney(courtFee)}), fixed costs and further interest.`,
        },
        {
          kv: [
            ['Pay to', `${sol} client account`],
            ['Sort code / account', `${sortCode(r)} / ${r.digits(8)}`],
            ['Reference', solRef],
          ],
        },
        {
          small: `Enclosed: Information Sheet, Reply Form and Financial Statement as required by the Pre-Action Protocol for Debt Claims, and a copy of the funeral account. You should seek independent advice about this letter. If you dispute the account, or need time to pay while the estate is administered, please tell us on the Reply Form.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [sol],
      footer: [
        `${sol} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of partners is available at our office: ${solAddr}.`,
      ],
    };
    return { spec, truth: truth(sol, due, solRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const layout = r.int(0, 1);
  const refLabel = pick(r, ['Funeral no.', 'Account no.', 'Our ref']);
  const deceasedCell: [string, string] = ['The late', decName];
  const panel: [string, string][] = [
    [refLabel, ref],
    ...(showInvoice ? ([['Invoice no.', invoice]] as [string, string][]) : []),
    ['Funeral of', decName],
    ...(showInvoice ? [] : ([['Date of death', D(c, death)]] as [string, string][])),
    ['Date of funeral', D(c, funeral)],
    ['Date', D(c, c.date)],
  ];
  const refWords: Record<string, string> = {
    'Funeral no.': 'your funeral number',
    'Account no.': 'your account number',
    'Our ref': 'our reference',
  };
  const quote = `Please quote ${refWords[refLabel]} ${ref} with your payment.`;
  const payKv: Block = {
    kv: [
      ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
      ['Card', `by telephone on ${tel}, or at our office`],
      ['Reference', ref],
    ],
  };
  let title: string;
  let titleStyle: Spec['titleStyle'];
  let body: Block[];
  let st: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  if (stage === 'account') {
    st = 1;
    kind = 'first_demand';
    title = pick(r, ['Funeral Account', 'FINAL ACCOUNT', 'Account for funeral services']);
    titleStyle = pick(r, ['boxed', 'rule'] as const);
    body = [
      ...(layout === 0 ? [dear(c)] : []),
      {
        p: `${pick(r, ['Thank you for allowing us to care for', 'It was a privilege to look after'])} ${dec.first} and your family. As promised at the arrangement meeting, here is our final account for ${funeralLine}.`,
      },
      { grid: chargeRows, header: ['Description', 'Amount'], widths: [0.76, 0.24] },
      ...(lessRows.length > 1 ? [{ table: lessRows }] : []),
      {
        p: `Our terms ask for the balance of ${fmtMoney(due)} to be paid within ${payDays} days of the date of this account. ${quote}`,
      },
      payKv,
      ...(chargeRows.length <= 10 ? [{ small: estateNote }] : []),
    ];
  } else if (stage === 'reminder') {
    st = 2;
    kind = 'reminder';
    title = pick(r, ['Reminder: funeral account', 'Account reminder', 'Funeral account - payment reminder']);
    titleStyle = pick(r, ['plain', 'rule'] as const);
    body = [
      dear(c),
      {
        p: `We sent you our account dated ${D(c, accDate)} for ${funeralLine}. We appreciate that this is a difficult time and that sorting out the estate can take a while, but our records show that the balance has not yet been paid.`,
      },
      { table: lessRows },
      {
        p: `We would be grateful if you could pay ${fmtMoney(due)} within ${payDays} days, or let us know when payment can be expected, for instance if you are waiting for the bank to release funds or for a Funeral Expenses Payment from the Department for Work and Pensions. ${quote}`,
      },
      payKv,
      { small: estateNote },
    ];
  } else {
    st = 3;
    kind = 'final_demand';
    const rem = addDays(accDate, r.int(30, 38));
    title = pick(r, ['FINAL NOTICE', 'Final notice - funeral account', 'FINAL REQUEST FOR PAYMENT']);
    titleStyle = pick(r, ['banner', 'boxed'] as const);
    body = [
      dear(c),
      {
        p: `Our account dated ${D(c, accDate)} for ${funeralLine} remains unpaid, and we have had no reply to our reminder of ${D(c, rem)}. As set out in the terms you signed when the funeral was arranged, a late payment charge has now been added.`,
      },
      { table: lessRows },
      {
        boxed: [
          `Please pay the total now due of ${fmtMoney(due)} by ${D(c, pay)}.`,
          `If it is not paid by then, we will pass the account to our solicitors, who may start court proceedings against you without further notice and claim interest and costs.`,
        ],
      },
      payKv,
      {
        small: `If you are the executor and the estate cannot yet pay, or there is a dispute about the account, please call us on ${tel} before ${D(c, pay)}. ${estateNote}`,
      },
    ];
  }
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: r.chance(0.5) ? pick(r, ['rings', 'shield'] as const) : undefined,
    sub: [
      firmAddr,
      `${pc}  Tel ${tel} (24 hours)`,
      r.chance(0.5) ? web(trading) : `accounts@${host(trading)}`,
    ],
    headAlign: pick(r, ['center', 'left'] as const),
    recipient: rcpt(c),
    panel: layout === 0 ? panel : [],
    panelBoxed: r.chance(0.5),
    panelStacked: panel.length <= 4 && r.chance(0.4),
    refGrid:
      layout === 1
        ? [[refLabel, ref], deceasedCell, ['Funeral', D(c, funeral)], ['Date of account', D(c, c.date)]]
        : undefined,
    title,
    titleStyle,
    body,
    closing: pick(r, ['Yours sincerely', 'With kind regards']),
    sign: [...signatory(r, ['Funeral Director', 'Office Manager', 'Accounts']), `for ${legal}`],
    footer,
  };
  return { spec, truth: truth(legal, due, ref, 'normal', st, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W272 Scottish Low Emission Zone penalty charge
// ------------------------------------------------------------------------------------------------------------

const STREETS = [
  'Argyle',
  'Hope',
  'Union',
  'Nethergate',
  'Queen',
  'Cowgate',
  'Market',
  'Castle',
  'Trongate',
  'Seagate',
];
const ST_T = ['Street', 'Road', 'Place', 'Wynd', 'Bridge'];

/**
 * A Scottish city council's Low Emission Zone penalty charge by post to the registered keeper, picked along its
 * sequence per letter:
 *  - the penalty charge notice: base charge £60, doubled for each further contravention by the same vehicle within
 *    90 days (printed as base charge + surcharge) up to the cap for the vehicle class, halved if paid within 14 days.
 *    Stage 1, kind penalty_charge_notice. A repeat-contravention notice lists the vehicle's earlier PCNs, but each is a
 *    separate charge, so it is still a first notice for this one.
 *  - the notice of rejection of representations: it answers the keeper's representations and asks for the charge
 *    within 28 days. Stage 2 (it refers to the keeper's own challenge). Open choice: the kinds list has no
 *    "rejection" entry and this is neither a reminder nor a charge certificate, so kind 'other'.
 *  - the charge certificate: the charge increased by 50% for not paying within 28 days. Stage 3, charge_certificate.
 *  - the sheriff officers' letter after the charge certificate went unpaid (the council enforces it as an extract
 *    registered decree arbitral through sheriff officers): the sheriff officers write and ask to be paid, so they are
 *    the creditor, 'bailiff', stage 3, notice_of_enforcement, their own reference; the council's PCN number is then
 *    the client's reference.
 * debtType 'parking' for the council's own notices (a council's penalty charge notice, README). Amount = the penalty
 * charge due now (full charge, or the increased charge, or with the officers' fees added); the reduced 14-day amount,
 * the base charge and surcharge lines, the cap and the future 50% increase are not it. Vehicle registration, camera
 * location and ID, and the contravention time are distractors.
 */
const scottishLez: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, ['pcn', 'pcn', 'rejection', 'certificate', 'officers'] as const);
  const p = place(r);
  const v = r.int(0, 2);
  const council = [`${p} City Council`, `The City of ${p} Council`, `${p} City Council`][v];
  const head =
    v === 1
      ? r.chance(0.5)
        ? ['The City of', `${p} Council`]
        : [council]
      : r.chance(0.4)
        ? [p, 'City Council']
        : [council.toUpperCase()];
  const pcn = pick(r, [
    `${p.slice(0, 2).toUpperCase()}${r.digits(8)}`,
    `LZ${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    `${p[0]}LEZ${r.digits(7)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  ]);
  const reg = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const heavy = r.chance(0.15);
  const vehicle = heavy
    ? pick(r, ['Goods vehicle over 3.5t, Euro IV diesel', 'Coach, Euro IV diesel'])
    : pick(r, [
        'Car, Euro 5 diesel',
        'Car, Euro 3 petrol',
        'Light van, Euro 4 diesel',
        'Motor caravan, Euro 4 diesel',
      ]);
  const make = pick(r, ['Vauxhall', 'Ford', 'Peugeot', 'Volkswagen', 'Renault', 'Mercedes-Benz', 'Citroen']);
  const colour = pick(r, ['Silver', 'Black', 'White', 'Blue', 'Grey', 'Red']);
  const nth = pick(r, [1, 1, 1, 2, 2, 3, 4]);
  const cap = heavy ? 960 : 480;
  const charge = Math.min(60 * 2 ** (nth - 1), cap);
  const reduced = charge / 2;
  const increased = round2(charge * 1.5);
  const s1 = pick(r, STREETS);
  const s2 = pick(
    r,
    STREETS.filter((x) => x !== s1),
  );
  const cam = `${s1} ${pick(r, ST_T)} at ${s2} ${pick(r, ST_T)}`;
  const camId = `${pick(r, ['ANPR', 'CAM', 'LEZ-C'])}${r.digits(3)}`;
  const dir = pick(r, ['northbound', 'southbound', 'eastbound', 'westbound']);
  const back =
    stage === 'pcn'
      ? r.int(5, 12)
      : stage === 'rejection'
        ? r.int(28, 40)
        : stage === 'certificate'
          ? r.int(40, 50)
          : r.int(80, 140);
  const seen = addDays(c.date, -back);
  const issued = addDays(seen, r.int(3, 7));
  const time = `${String(r.int(6, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const ordinal = ['first', 'second', 'third', 'fourth'][nth - 1];
  const prev: string[][] = [];
  let when = seen;
  for (let k = nth - 1; k >= 1; k--) {
    when = addDays(when, -r.int(6, 25));
    prev.unshift([
      `PCN ${pcn.includes(' ') ? `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` : pcn.slice(0, -4) + r.digits(4)}`,
      D(c, when),
      fmtMoney(Math.min(60 * 2 ** (k - 1), cap)),
    ]);
  }
  const tel = phone(r);
  const pcOffice = `${pick(r, ['LEZ Penalty Processing', 'Low Emission Zone Team', 'Parking and LEZ Services'])}, PO Box ${r.int(1000, 9999)}, ${p}, ${postcode(r)}`;
  const statute = 'Transport (Scotland) Act 2019 and the Low Emission Zones (Scotland) Regulations 2021';
  const contravention = `The vehicle was driven within the ${p} Low Emission Zone while it did not meet the emission standards for the zone and was not exempt.`;
  const details: [string, string][] = [
    ['Vehicle registration', reg],
    ['Make / colour', `${make} / ${colour}`],
    ['Vehicle type', vehicle],
    ['Date and time', `${D(c, seen)} at ${time}`],
    ['Camera location', `${cam} (${dir})`],
    ['Camera', camId],
  ];
  const footer = [
    `${council}. Penalty charges are payable under the ${statute}. Data about your vehicle was obtained from the Driver and Vehicle Licensing Agency.`,
  ];
  const sub = [pcOffice, `${tel}  ${web(`${p}lez`)}`];
  const pay28 = addDays(c.date, 28);
  const pay14 = addDays(c.date, 14);

  if (stage === 'officers') {
    const a = person(r).last;
    const firm = r.chance(0.5)
      ? `${a} & ${person(r).last} Sheriff Officers Ltd`
      : `${stem(r)} Sheriff Officers LLP`;
    const ourRef = pick(r, [
      `SO/${r.digits(6)}`,
      `${r.letters(3, 'ESW')}${r.digits(6)}`,
      `${r.digits(2)}-${r.digits(5)}-${oOrI(r)}`,
    ]);
    const certDate = addDays(issued, r.int(30, 36));
    const service = pick(r, [38.45, 42.1, 46.8]);
    const vat = round2(service * 0.2);
    const total = round2(increased + service + vat);
    const officeA = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.5) ? [firm] : [firm.toUpperCase()],
      sub: ['Sheriff Officers and Messengers-at-Arms', officeA, `${phone(r)}  ${web(firm)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      headBand: r.chance(0.4),
      recipient: rcpt(c),
      panel: [
        ['Our reference', ourRef],
        ['Client', council],
        ['Client ref (PCN)', pcn],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'NOTICE OF ENFORCEMENT - UNPAID LOW EMISSION ZONE PENALTY',
        'Intimation of diligence: Low Emission Zone charge certificate',
      ]),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `${council} has instructed us to recover the Low Emission Zone penalty charge for vehicle ${reg}, seen on ${cam} on ${D(c, seen)}. A charge certificate dated ${D(c, certDate)} increased the charge to ${fmtMoney(increased)}. It has not been paid, and under the ${statute} it may now be recovered as if it were an extract registered decree arbitral bearing a warrant for execution issued by the sheriff.`,
        },
        {
          grid: [
            ['Increased penalty charge (charge certificate)', fmtMoney(increased)],
            ["Sheriff officers' fees (instruction and intimation)", fmtMoney(service)],
            ['VAT on fees at 20%', fmtMoney(vat)],
            ['Total due', fmtMoney(total)],
          ],
          widths: [0.72, 0.28],
        },
        {
          boxed: [
            `Pay ${fmtMoney(total)} within 14 days of the date of this letter, quoting ${ourRef}.`,
            `If you do not, we may serve a charge for payment and then arrest your wages or bank account without further warning. Each step adds fees set by statute.`,
          ],
        },
        {
          p: `Pay by card on ${phone(r)} (24 hours) or at ${web(firm)}/pay, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Do not pay the council: it will pass any payment to us and the fees will remain. If you cannot pay in full, call us to discuss a time to pay arrangement.`,
        },
        {
          small: `The council can no longer accept representations about this penalty charge. Free, impartial money advice is available in Scotland from citizens advice bureaux and local council money advice services.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Sheriff Officer', 'Enforcement Manager']), firm],
      footer: [`${firm}. Registered in Scotland no. SC${r.digits(6)}. Registered office: ${officeA}.`],
    };
    return { spec, truth: truth(firm, total, ourRef, 'bailiff', 3, 'notice_of_enforcement', c, pay14) };
  }

  const pcnLabel = pick(r, ['Penalty Charge Notice number', 'PCN number', 'Notice number']);
  if (stage === 'pcn') {
    const form = r.chance(0.5);
    const ladder: [string, string][] = [
      ['Base penalty charge', fmtMoney(60)],
      ...(nth > 1
        ? ([[`Surcharge (${ordinal} contravention within 90 days)`, fmtMoney(charge - 60)]] as [
            string,
            string,
          ][])
        : []),
      ['Penalty charge', fmtMoney(charge)],
    ];
    const body: Block[] = [
      { p: `${contravention} A penalty charge is payable by you as the registered keeper.` },
      ...(form && nth <= 2
        ? [{ kv: details } as Block, { photos: [`${camId} ${D(c, seen)} ${time}`, `Plate: ${reg}`] } as Block]
        : [{ kv: details } as Block]),
      { table: ladder },
      ...(prev.length
        ? [
            {
              p: `This vehicle has incurred ${nth - 1} earlier Low Emission Zone penalty charge${nth > 2 ? 's' : ''} in the 90 days before this contravention, so the charge has been increased:`,
            } as Block,
            {
              grid: prev,
              header: ['Earlier notice', 'Contravention', 'Charge'],
              widths: [0.5, 0.25, 0.25],
              boldLast: false,
            } as Block,
          ]
        : []),
      {
        cols: [
          `Pay ${fmtMoney(charge)} within 28 days of the date of this notice. If you pay within 14 days of that date, the charge is reduced to ${fmtMoney(reduced)}.`,
          `If it is not paid or challenged within 28 days, the council may issue a charge certificate increasing the charge by 50% to ${fmtMoney(increased)}.`,
        ],
      },
      {
        p: `To pay or to make representations, visit ${web(`${p}lez`)} or call ${tel}, quoting the ${pcnLabel.toLowerCase().replace('pcn', 'PCN')} ${pcn}. You may make representations if, for example, the vehicle was exempt, had been sold, or the charge exceeds the amount applicable. Penalty charges for ${heavy ? 'buses, coaches and heavy goods vehicles are capped at £960' : 'cars and vans are capped at £480'}.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${pcOffice}` : undefined,
      recipient: rcpt(c),
      panel: form
        ? []
        : [
            [pcnLabel.replace('Penalty Charge Notice number', 'PCN number'), pcn],
            ['Date of notice', D(c, c.date)],
            ['Vehicle', reg],
          ],
      panelBoxed: true,
      refGrid: form
        ? [
            [pcnLabel, pcn],
            ['Date of notice', D(c, c.date)],
            ['Amount', fmtMoney(charge)],
          ]
        : undefined,
      title: pick(r, [
        'LOW EMISSION ZONE PENALTY CHARGE NOTICE',
        'Penalty Charge Notice - Low Emission Zone',
      ]),
      titleStyle: form ? 'banner' : 'rule',
      body,
      sign: [],
      slip: form
        ? undefined
        : {
            title: 'Payment slip',
            rows: [
              ['PCN number', pcn],
              ['Vehicle', reg],
              ['Full charge', fmtMoney(charge)],
            ],
          },
      footer,
    };
    return { spec, truth: truth(council, charge, pcn, 'parking', 1, 'penalty_charge_notice', c, pay28) };
  }

  if (stage === 'rejection') {
    const reps = addDays(issued, r.int(5, 18));
    const reoffer = r.chance(0.5);
    const reason = pick(r, [
      'that you had not seen any signs for the zone',
      'that the vehicle had been lent to a relative',
      'that you were only driving through the zone to reach a hospital appointment',
      'that you did not know your vehicle was not compliant',
    ]);
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [pcnLabel.replace('Penalty Charge Notice number', 'PCN'), pcn],
        ['Vehicle', reg],
        ['Contravention', D(c, seen)],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, ['Notice of Rejection of Representations', 'Your representations have been rejected']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `Thank you for your representations received on ${D(c, reps)} about the Low Emission Zone penalty charge notice issued on ${D(c, issued)} to vehicle ${reg}, seen by camera ${camId} on ${cam} at ${time}. You said ${reason}.`,
        },
        {
          p: `We have considered what you said and the camera evidence. Signs are placed at every entry point to the zone and the emission standards were published before enforcement began. None of the grounds for representations applies, so your representations are rejected.`,
        },
        {
          kv: [
            ['Penalty charge', fmtMoney(charge)],
            ...(nth > 1 ? ([['Contraventions within 90 days', String(nth)]] as [string, string][]) : []),
            ...(reoffer
              ? ([['Reduced if paid within 14 days', fmtMoney(reduced)]] as [string, string][])
              : []),
          ],
        },
        {
          p: `You must now pay the penalty charge of ${fmtMoney(charge)} within 28 days of the date of this notice${reoffer ? `, or ${fmtMoney(reduced)} if you pay within 14 days (we have decided to offer the reduced rate again)` : ''}. Alternatively you may appeal to the First-tier Tribunal for Scotland (General Regulatory Chamber) within 28 days; the appeal form and guidance are enclosed. If you neither pay nor appeal, a charge certificate may be served increasing the charge to ${fmtMoney(increased)}.`,
        },
        { p: `Pay at ${web(`${p}lez`)} or on ${tel}, quoting ${pcn}.` },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['LEZ Appeals Officer', 'Senior Case Officer']), council],
      footer,
    };
    return { spec, truth: truth(council, charge, pcn, 'parking', 2, 'other', c, pay28) };
  }

  // charge certificate
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: r.chance(0.5) ? 'shield' : undefined,
    sub,
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      [pcnLabel.replace('Penalty Charge Notice number', 'PCN number'), pcn],
      ['Vehicle', reg],
      ['Date of certificate', D(c, c.date)],
      ['Now due', fmtMoney(increased)],
    ],
    title: 'CHARGE CERTIFICATE',
    titleStyle: pick(r, ['boxed', 'banner'] as const),
    body: [
      {
        p: `${council} certifies that the penalty charge notice served on the registered keeper of vehicle ${reg} on ${D(c, issued)} has not been paid, and no representations or appeal were made within the 28 days allowed. Under the ${statute} the penalty charge is increased by 50%.`,
      },
      {
        kv: [
          ['Contravention', `${D(c, seen)} ${time}, ${cam}`],
          ['Camera', `${camId} (${dir})`],
          ['Contravention in 90-day period', `${ordinal}`],
        ],
      },
      {
        grid: [
          ['Penalty charge', fmtMoney(charge)],
          ['Increase of 50%', fmtMoney(round2(charge * 0.5))],
          ['Amount now due', fmtMoney(increased)],
        ],
        widths: [0.7, 0.3],
      },
      {
        boxed: [
          `The increased charge of ${fmtMoney(increased)} must be paid within 14 days of the date of this certificate.`,
        ],
      },
      {
        p: `If it is not paid, the council may recover it as if it were payable under an extract registered decree arbitral bearing a warrant for execution issued by the sheriff of any sheriffdom in Scotland. The debt will then be passed to sheriff officers, whose fees will be added, and diligence such as an earnings arrestment or bank arrestment may follow.`,
      },
      {
        p: `Pay online at ${web(`${p}lez`)}, by phone on ${tel}, or by post with the slip below. Quote ${pcn}.`,
      },
    ],
    sign: [],
    slip: r.chance(0.5)
      ? {
          title: 'Charge certificate payment',
          rows: [
            ['PCN', pcn],
            ['Amount', fmtMoney(increased)],
          ],
        }
      : undefined,
    footer,
  };
  return { spec, truth: truth(council, increased, pcn, 'parking', 3, 'charge_certificate', c, pay14) };
};

// ------------------------------------------------------------------------------------------------------------
// W273 DWP recovering a Carer's Allowance overpayment
// ------------------------------------------------------------------------------------------------------------

/** Carer's Allowance weekly rate and weekly earnings limit by tax year (the year starting 6 April of `y`). */
const CA_YEARS = [
  { y: 2023, rate: 76.75, limit: 139 },
  { y: 2024, rate: 81.9, limit: 151 },
  { y: 2025, rate: 83.3, limit: 196 },
];
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * The Department for Work and Pensions recovering Carer's Allowance paid while the carer's weekly earnings were over
 * the earnings limit, picked along its sequence per letter:
 *  - the Carer's Allowance Unit's overpayment decision: the periods, the average weekly earnings against the limit,
 *    the weekly rate paid, the total overpayment (with a £50 civil penalty in some), the right to ask for a mandatory
 *    reconsideration; it says Debt Management will write about repayment, so it sets no date to pay. Stage 1, kind
 *    first_demand (the first letter that tells the carer the sum is owed).
 *  - DWP Debt Management's notice asking for repayment in full or a plan, or deductions from other benefits: the first
 *    request to pay. It names the decision letter, but that is the debt's origin, like the original bill (README), so
 *    stage 1, kind first_demand.
 *  - Debt Management's reminder (no reply, or a missed plan payment): stage 2, kind reminder.
 *  - Debt Management's final letter before a Direct Earnings Attachment or a county court claim: stage 3,
 *    kind final_demand.
 * Creditor: Department for Work and Pensions, printed in every letterhead (the Carer's Allowance Unit and Debt
 * Management are its parts, not separate bodies). Open choice for debtType: a government department recovering its
 * own overpaid benefit is the creditor itself, not a collector, and none of the specific types fits, so 'normal'.
 * Account number: the reference the letter asks to be quoted (the Unit's overpayment reference, or Debt
 * Management's debt reference); the National Insurance number, the Unit's reference reprinted in a Debt Management
 * letter and the DWP bank account are distractors. Amount: the overpayment, or the balance outstanding after any
 * repayments; the weekly rate, weekly earnings, the earnings limit, a suggested instalment and the DEA percentages are
 * not it.
 */
const carersAllowanceOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, ['decision', 'notice', 'reminder', 'final'] as const);
  const dept = 'Department for Work and Pensions';
  const niLabel = pick(r, ['NI number', 'National Insurance no.']);
  const ni = `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const caRef = pick(r, [`CA/OP/${r.digits(7)}`, `OP-${r.digits(6)}`, `CAU ${r.digits(4)} ${r.digits(4)}`]);
  const dmRef = pick(r, [
    `DM${r.digits(9)}`,
    `${r.digits(2)} ${r.digits(4)} ${r.digits(4)}`,
    `DMS${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
  ]);
  // Dates along the sequence
  const noticeGap = r.int(14, 35);
  const remGap = r.int(28, 42);
  const finGap = r.int(21, 35);
  const back =
    stage === 'decision'
      ? 0
      : stage === 'notice'
        ? noticeGap
        : stage === 'reminder'
          ? noticeGap + remGap
          : noticeGap + remGap + finGap;
  const decided = addDays(c.date, -back);
  const noticeDate = addDays(decided, noticeGap);
  const remDate = addDays(noticeDate, remGap);

  // Overpaid periods: the latest ends a few weeks before the decision; an earlier one may fill the previous tax year.
  const lastOk = addDays(decided, -r.int(21, 70));
  let yi = CA_YEARS.length - 1;
  while (yi > 0 && lastOk < addDays(utc(CA_YEARS[yi].y, 3, 6), 35)) yi--;
  const nPeriods = yi > 0 && r.chance(0.45) ? 2 : 1;
  const periods: {
    from: Date;
    to: Date;
    weeks: number;
    earn: number;
    rate: number;
    limit: number;
    amt: number;
  }[] = [];
  for (let k = 0; k < nPeriods; k++) {
    const ty = CA_YEARS[yi - k];
    const yStart = utc(ty.y, 3, 6);
    const yEnd =
      k === 0 ? (lastOk < utc(ty.y + 1, 3, 5) ? lastOk : utc(ty.y + 1, 3, 5)) : utc(ty.y + 1, 3, 5);
    const room = Math.floor((yEnd.getTime() - yStart.getTime()) / (7 * 86400000));
    const weeks = r.int(Math.min(4, room), Math.min(room, 30));
    const from = addDays(yEnd, -weeks * 7 + 1);
    const earn = round2(ty.limit + r.money(6, 145));
    periods.unshift({
      from,
      to: yEnd,
      weeks,
      earn,
      rate: ty.rate,
      limit: ty.limit,
      amt: round2(weeks * ty.rate),
    });
  }
  const overpaid = round2(periods.reduce((s2, q) => s2 + q.amt, 0));
  const penalty = r.chance(0.3) ? 50 : 0;
  const total = round2(overpaid + penalty);
  const instal = pick(r, [20, 25, 30, 40, 50]);
  const paidCount = stage === 'reminder' || stage === 'final' ? pick(r, [0, 0, 1, 2, 3]) : 0;
  const repaid = round2(paidCount * instal);
  const balance = round2(total - repaid);
  const stopped = r.chance(0.5);
  const employer = `${stem(r)} ${pick(r, ['Care Homes Ltd', 'Retail Ltd', 'Logistics plc', 'Foods Ltd', 'Academy Trust'])}`;
  const tel = phone(r);
  const mhs = `Mail Handling Site ${pick(r, ['A', 'B'])}, ${place(r)}, ${postcode(r)}`;
  const sortC = sortCode(r);
  const bankAcc = r.digits(8);
  const periodRows = [
    ...periods.map((q) => [
      `${D(c, q.from)} to ${D(c, q.to)}`,
      `${q.weeks}`,
      fmtMoney(q.earn),
      fmtMoney(q.limit),
      fmtMoney(q.rate),
      fmtMoney(q.amt),
    ]),
    ...(penalty ? [['Civil penalty (change not reported)', '', '', '', '', fmtMoney(penalty)]] : []),
    ['Total overpayment', '', '', '', '', fmtMoney(total)],
  ];
  const footer = [
    `${dept}. Overpayments of benefit are recoverable under section 71ZB of the Social Security Administration Act 1992. We may use information from HM Revenue and Customs about your earnings. Calls to our numbers cost the same as calls to 01 and 02 numbers.`,
  ];

  if (stage === 'decision') {
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.5) ? [dept] : ['Department for Work', 'and Pensions'],
      logoMark: r.chance(0.4) ? 'bars' : undefined,
      sub: ["Carer's Allowance Unit", mhs, `Telephone ${tel}  Textphone ${phone(r)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Our reference', caRef],
        [niLabel, ni],
        ['Date', D(c, decided)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, [
        "You have been paid too much Carer's Allowance",
        "Carer's Allowance: overpayment decision",
        'We have made a decision about an overpayment',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We have looked again at your Carer's Allowance using information about your pay from ${employer} and from HM Revenue and Customs. For the weeks below, your earnings after allowable deductions were more than the earnings limit, so you were not entitled to Carer's Allowance. You did not tell us about this change, and we have decided that you must repay the Carer's Allowance you were paid for those weeks.`,
        },
        {
          grid: periodRows,
          header: ['Period', 'Weeks', 'Earnings', 'Limit', 'CA a week', 'Overpaid'],
          widths: [0.4, 0.08, 0.14, 0.12, 0.12, 0.14],
        },
        { amountBox: ['Overpayment to be repaid', fmtMoney(total)] },
        {
          p: stopped
            ? `Your Carer's Allowance stopped on ${D(c, addDays(lastOk, 1))}. You can claim it again for any week your earnings are at or below the limit.`
            : `Your earnings are now below the limit, so your Carer's Allowance carries on. You must tell us straight away if your earnings go over ${fmtMoney(periods[periods.length - 1].limit)} a week again.`,
        },
        {
          p: `You do not need to pay anything yet. DWP Debt Management will write to you about how to repay this amount, for example in instalments or by deductions from a benefit you get. Please quote our reference ${caRef} if you contact us.`,
        },
        {
          small: `If you think this decision is wrong, you can ask us to look at it again (a mandatory reconsideration). You should do this within one month of the date of this letter. After that you can appeal to an independent tribunal. The notes enclosed explain how we worked out your earnings.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ["Carer's Allowance Unit", dept],
      footer,
    };
    return { spec, truth: truth(dept, total, caRef, 'normal', 1, 'first_demand', c) };
  }

  // Debt Management letters
  const pay = addDays(c.date, 14);
  const layout = r.int(0, 1);
  const head = r.chance(0.5) ? [dept] : ['Department for Work', 'and Pensions'];
  const sub = ['Debt Management', mhs, `${tel}  Monday to Friday, 8am to 6pm`];
  const bankKv: Block = {
    kv: [
      ['Bank transfer', `sort code ${sortC}, account ${bankAcc} (DWP Debt Management)`],
      ['By debit card', `${phone(r)} or online at www.gov.example/pay-dwp`],
      ['Reference', `${dmRef} (your debt reference)`],
    ],
  };
  const summary: Block = {
    grid: [
      ["Carer's Allowance overpaid", fmtMoney(overpaid)],
      ...(penalty ? [['Civil penalty', fmtMoney(penalty)]] : []),
      ...(repaid
        ? [[`Repaid so far (${paidCount} payment${paidCount > 1 ? 's' : ''})`, `-${fmtMoney(repaid)}`]]
        : []),
      [stage === 'notice' ? 'Amount you owe' : 'Balance outstanding', fmtMoney(balance)],
    ],
    widths: [0.7, 0.3],
  };
  const panel: [string, string][] = [
    [pick(r, ['Debt reference', 'Our reference']), dmRef],
    [niLabel, ni],
    ...(r.chance(0.5) ? ([['Benefit overpayment ref', caRef]] as [string, string][]) : []),
    ['Date', D(c, c.date)],
  ];
  let title: string;
  let titleStyle: Spec['titleStyle'];
  let body: Block[];
  let st: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  if (stage === 'notice') {
    st = 1;
    kind = 'first_demand';
    title = pick(r, [
      "Please repay your Carer's Allowance overpayment",
      'You need to pay back money you owe us',
    ]);
    titleStyle = pick(r, ['plain', 'rule'] as const);
    body = [
      dear(c),
      {
        p: `The Carer's Allowance Unit wrote to you on ${D(c, decided)} to say you were paid ${fmtMoney(overpaid)} more Carer's Allowance than you were entitled to, because your weekly earnings were over the earnings limit. We are the part of the Department for Work and Pensions that collects this money.`,
      },
      summary,
      {
        p: `Please pay the full amount of ${fmtMoney(balance)} by ${D(c, pay)}. If you cannot, contact us by that date to agree a repayment plan. We will ask about your income and outgoings; a plan of about ${fmtMoney(instal)} a month would clear this debt in ${Math.ceil(balance / instal)} months. If you get another benefit, such as Universal Credit or State Pension, we can take a fixed amount from it each week instead.`,
      },
      bankKv,
      {
        small: `If you do not pay or contact us, we can ask your employer to take money from your wages (a Direct Earnings Attachment) or go to court. Free debt advice is available from independent advice services. Asking for a mandatory reconsideration does not stop the debt being due.`,
      },
    ];
  } else if (stage === 'reminder') {
    st = 2;
    kind = 'reminder';
    const broken = paidCount > 0 && r.chance(0.7);
    title = pick(r, ['Reminder: you still owe us money', 'Reminder about your overpayment', 'REMINDER']);
    titleStyle = pick(r, ['plain', 'boxed'] as const);
    body = [
      dear(c),
      {
        p: broken
          ? `You agreed to repay your Carer's Allowance overpayment at ${fmtMoney(instal)} a month, but we have not received your last payment. We wrote to you about this debt on ${D(c, noticeDate)}.`
          : `We wrote to you on ${D(c, noticeDate)} asking you to repay your Carer's Allowance overpayment or to contact us. We have not ${paidCount ? 'received anything further from you since your last payment' : 'received a payment or heard from you'}.`,
      },
      summary,
      {
        p: `Please pay the balance outstanding of ${fmtMoney(balance)} by ${D(c, pay)}${broken ? `, or bring your plan up to date by paying ${fmtMoney(instal)} now` : ''}. If your circumstances have changed, call us on ${tel} and we will look at what you can afford.`,
      },
      bankKv,
    ];
  } else {
    st = 3;
    kind = 'final_demand';
    title = pick(r, [
      'FINAL NOTICE BEFORE FURTHER ACTION',
      'Final letter: we will take action to recover this debt',
    ]);
    titleStyle = pick(r, ['banner', 'boxed'] as const);
    const dea = pick(r, [3, 5, 7, 11, 15, 20]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, noticeDate)} and ${D(c, remDate)} about the Carer's Allowance you were overpaid. The debt has not been repaid and you have not agreed a way to repay it. This is our final letter before we take action.`,
      },
      summary,
      {
        boxed: [`Pay ${fmtMoney(balance)} by ${D(c, pay)}, or call ${tel} before then to agree a plan.`],
      },
      {
        cols: [
          `Direct Earnings Attachment. We know you work for ${employer}. We can tell them to take money from your pay each payday and send it to us, without going to court. The amount depends on your earnings: between 3% and 20% of your net pay (about ${dea}% at your current earnings).`,
          `Court action. We may instead ask the county court to order you to pay. If the court makes a judgment against you, it could affect your ability to get credit, and court fees may be added to what you owe.`,
        ],
      },
      bankKv,
      {
        small: `If you are struggling with debts, get free advice now from an independent debt advice service. Tell us if you have a health condition or other circumstances we should take into account.`,
      },
    ];
  }
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: r.chance(0.4) ? 'bars' : undefined,
    sub,
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: layout === 0 ? panel : [],
    panelBoxed: r.chance(0.5),
    owe:
      layout === 1
        ? {
            label: stage === 'notice' ? 'You owe' : 'Balance outstanding',
            amount: fmtMoney(balance),
            note: `Please pay by ${D(c, pay)}`,
          }
        : undefined,
    refGrid: layout === 1 ? panel : undefined,
    title,
    titleStyle,
    body,
    closing: 'Yours sincerely',
    sign: ['Debt Management', dept],
    footer,
  };
  return { spec, truth: truth(dept, balance, dmRef, 'normal', st, kind, c, pay) };
};

export const FRESH26C_FAMILIES: Family[] = [
  {
    id: 'W271',
    name: "Funeral director's account to the next of kin or executor (account, reminder, final notice or solicitors' letter before claim)",
    group: 'business',
    make: funeralAccount,
  },
  {
    id: 'W272',
    name: 'Scottish Low Emission Zone penalty by post (PCN with 90-day surcharge, rejection, charge certificate or sheriff officers)',
    group: 'council_parking',
    make: scottishLez,
  },
  {
    id: 'W273',
    name: "DWP Carer's Allowance overpayment, earnings over the limit (decision, Debt Management notice, reminder, final letter before DEA or court)",
    group: 'public_body',
    make: carersAllowanceOverpayment,
  },
];
