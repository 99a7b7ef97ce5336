/** The twenty-fifth fresh set, part a: written blind (by a writer who had not read the extractor). */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
import {
  ALL_FACES,
  company,
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
import type { Rng } from './vocab';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

/** A small firm of solicitors: two partners' surnames or a stem, with its legal form. */
function solicitors(r: Rng): { name: string; head: string[] } {
  const a = person(r).last;
  let b = person(r).last;
  if (b === a) b = 'Quayle';
  const v = r.int(0, 3);
  const name = [
    `${a} ${b} LLP`,
    `${a} & ${b} Solicitors`,
    `${stem(r)} Law LLP`,
    `${a} ${pick(r, ['Legal', 'Law'])} Limited`,
  ][v];
  const head =
    v === 1 && r.chance(0.5) ? [`${a} & ${b}`, 'Solicitors'] : r.chance(0.3) ? [name.toUpperCase()] : [name];
  return { name, head };
}
const sraLine = (name: string, r: Rng) =>
  `${name} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of ${name.includes('LLP') ? 'members' : name.includes('Limited') ? 'directors' : 'partners'} is available at our registered office: ${officeAddress(r)}.`;
const hhmm = (r: Rng) => `${String(r.int(8, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
const hhmmss = (r: Rng) => `${hhmm(r)}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// W265 Retail civil recovery
// ------------------------------------------------------------------------------------------------------------

/**
 * A civil recovery agency acting for a named retailer demands a fixed sum for the retailer's losses and costs after
 * an incident in a store (a customer detained for alleged shoplifting, or a member of staff dismissed for alleged
 * staff theft). Per letter: the agency's letter of demand, its reminder, its final demand / letter before claim, or
 * (sometimes) the retailer's solicitors' letter before claim instead of the agency. Three layouts: a letter with a
 * reference panel and a ruled claim table; a notice under a dark letterhead band with a cell row of references, a
 * shaded amount box and a payment slip; a letter with a "Sum claimed" box and two columns.
 * Amount = the total claimed (staff/management time + administration + apportioned security costs + the value of any
 * goods not recovered in saleable condition); the value of the goods recovered (shown as "not claimed"), the monthly
 * instalment, and the court fee and fixed costs that a claim *would* add are not it.
 * Reference = the agency's (or solicitors') own reference, which the letter says to quote; the retailer's incident
 * number, the store number, a police reference and the payroll number are not it.
 * Open choices: the agency (or the solicitors) writes and asks to be paid into its own account, so per the README it
 * is the creditor, not the retailer. It is a third party collecting for its client, so debtType 'debt_collection'
 * (also for the solicitors, who take payment into their client account on the retailer's behalf). Kinds: the agency's
 * first letter and its reminder are a collector's letters, 'debt_recovery' (stages 1 and 2); "Final demand" is stage 3
 * 'final_demand'; a letter before claim is stage 3 'letter_of_claim'.
 */
const civilRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  // 0 first demand, 1 reminder, 2 agency final demand / letter before claim, 3 solicitors' letter before claim
  const stage = pick(r, [0, 0, 1, 1, 2, 2, 3]);
  const staff = r.chance(0.3);
  const ag = company(r, [
    'Civil Recovery',
    'Retail Recovery',
    'Loss Recovery Services',
    'Retail Loss Solutions',
  ]);
  const sol = solicitors(r);
  const byAgency = stage < 3;
  const sender = byAgency ? ag : sol;
  const rp = place(r);
  const rs = pick(r, [
    ['Stores', 'stores'],
    ['Supermarkets', 'supermarket'],
    ['Home & Garden', 'home and garden store'],
    ['Pharmacy', 'pharmacy'],
    ['Fashion', 'fashion store'],
    ['Discount Stores', 'discount store'],
  ]);
  const retailer = `${rp} ${rs[0]} ${pick(r, ['Ltd', 'Limited', 'plc'])}`;
  const brand = `${rp} ${rs[0]}`;
  const town = place(r);
  const storeNo = r.digits(4);
  const street = pick(r, [
    'High Street',
    'Market Place',
    `${town} Retail Park`,
    `${town} Shopping Centre`,
    'Fore Street',
  ]);
  const store = `the ${brand} store at ${street}, ${town} (store no. ${storeNo})`;
  const ref = pick(r, [
    `CR${r.digits(7)}`,
    `${r.letters(2, 'RCLK')}-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(3)}/${r.digits(5)}/${r.letters(1, 'SRT')}`,
    `RL ${r.digits(4)} ${r.digits(4)}`,
  ]);
  const solRef = `${r.letters(2, 'JKMPT')}/${rp.slice(0, 3).toUpperCase()}/${r.digits(5)}`;
  const quote = byAgency ? ref : solRef;
  const incidentNo = `${pick(r, ['INC', 'SEC', 'LP'])}${r.digits(6)}`;
  const policeRef = `${pick(r, ['CRN', 'Occurrence'])} ${r.digits(2)}/${r.digits(5)}/${r.int(24, 25)}`;
  const payroll = `E${r.digits(6)}`;
  // Incident date: further back the later the letter.
  const incident = addDays(c.date, -[r.int(20, 45), r.int(60, 90), r.int(95, 140), r.int(130, 190)][stage]);
  const time = hhmm(r);
  const goods = staff
    ? pick(r, [
        'cash taken from till 3 and unrecorded refunds',
        'stock removed from the warehouse without payment',
        'discounted sales processed to a personal card',
        'staff discount used for third parties and stock taken',
      ])
    : pick(r, [
        'two bottles of fragrance',
        'a quantity of razor blades and batteries',
        'three bottles of spirits',
        'cosmetics and skincare products',
        'a pair of trainers and two T-shirts',
        'meat and cheese products',
        'a cordless drill and drill bits',
      ]);
  const goodsValue = staff ? r.money(40, 420) : r.money(12, 160);
  const lost = staff ? r.chance(0.7) : r.chance(0.35);
  const notRecovered = lost ? round2(staff ? goodsValue * pick(r, [0.5, 0.8, 1]) : r.money(3, 24)) : 0;
  const recovered = round2(goodsValue - notRecovered);
  const time1 = staff ? pick(r, [95, 120, 145, 160]) : pick(r, [55, 62.5, 75, 87.5]);
  const admin = pick(r, [25, 30, 37.5, 40]);
  const security = staff ? pick(r, [45, 60, 75]) : pick(r, [20, 25, 32.5, 40]);
  const total = round2(time1 + admin + security + notRecovered);
  const inst = round2(Math.ceil((total / 3) * 100) / 100);
  const courtFee = pick(r, [35, 50, 70]);
  const fixedCosts = pick(r, [50, 70, 80]);
  const d1 = addDays(incident, r.int(14, 24));
  const d2 = addDays(d1, r.int(28, 35));
  const lbc = stage === 3 || (stage === 2 && r.chance(0.5));
  const payDays = lbc ? 30 : [21, 14, 14][stage];
  const pay = addDays(c.date, payDays);
  const bankSort = sortCode(r);
  const bankAcc = r.digits(8);
  const phoneNo = phone(r);
  const layout = r.int(0, 2);

  const claimRows: [string, string][] = [
    [
      staff
        ? 'Management and HR time: investigation, interviews, disciplinary process'
        : 'Staff and management time dealing with the incident',
      fmtMoney(time1),
    ],
    ['Administration costs', fmtMoney(admin)],
    [
      staff ? 'Security and loss prevention (apportioned)' : 'Security and surveillance costs (apportioned)',
      fmtMoney(security),
    ],
    ...(notRecovered
      ? ([
          [
            staff ? 'Cash and goods not recovered' : 'Goods not recovered in saleable condition',
            fmtMoney(notRecovered),
          ],
        ] as [string, string][])
      : []),
    ['Total claimed', fmtMoney(total)],
  ];
  const recoveredLine =
    recovered > 0
      ? `Goods to the value of ${fmtMoney(recovered)} were recovered in a saleable condition and are not claimed.`
      : 'None of the goods or cash was recovered.';
  const incidentText = staff
    ? `Our client, ${retailer}, has instructed us in connection with an incident at ${store} on or about ${D(c, incident)}, when you were employed by our client (payroll number ${payroll}). Following its investigation, our client alleges that you were responsible for ${goods}, with a total value of ${fmtMoney(goodsValue)}. Your employment with our client has since ended.`
    : `Our client, ${retailer}, has instructed us in connection with an incident at ${store} on ${D(c, incident)} at about ${time}. Our client alleges that you left the store without paying for ${goods}, with a retail value of ${fmtMoney(goodsValue)}, and that you were stopped by store staff.`;
  const civilText =
    'This is a civil claim for the losses our client has suffered because of the incident. It is separate from, and does not depend on, any action taken by the police or the courts. Our client is entitled to recover the cost of the time its staff spent dealing with the incident and a proportion of its security costs, whether or not the goods were recovered.';

  let title: string;
  let opening: Block[];
  let kind: 'debt_recovery' | 'final_demand' | 'letter_of_claim';
  let seq: 1 | 2 | 3;
  if (stage === 0) {
    title = pick(r, ['LETTER OF DEMAND', 'Civil recovery - letter of demand', 'Notice of civil claim']);
    opening = [
      { p: incidentText },
      { p: `${recoveredLine} ${civilText}` },
      {
        p: `Please pay the total claimed of ${fmtMoney(total)} within ${payDays} days of the date of this letter, by ${D(c, pay)}, quoting our reference ${quote}.`,
      },
    ];
    kind = 'debt_recovery';
    seq = 1;
  } else if (stage === 1) {
    title = pick(r, ['REMINDER', 'Second letter - payment not received', 'Reminder: civil claim unpaid']);
    opening = [
      {
        p: `We wrote to you on ${D(c, d1)} on behalf of our client, ${retailer}, about the incident at ${store} on ${D(c, incident)}. We have not received payment or any reply from you.`,
      },
      {
        p: `${recoveredLine} The claim is for our client's costs and losses and remains payable in full. If you think the claim is wrong, tell us why in writing; otherwise please pay the total claimed of ${fmtMoney(total)} by ${D(c, pay)}.`,
      },
    ];
    kind = 'debt_recovery';
    seq = 2;
  } else if (stage === 2) {
    title = lbc ? 'LETTER BEFORE CLAIM' : pick(r, ['FINAL DEMAND', 'Final demand before legal action']);
    opening = [
      {
        p: `Despite our letters of ${D(c, d1)} and ${D(c, d2)}, the sum claimed by our client, ${retailer}, for the incident at ${store} on ${D(c, incident)} remains unpaid. ${recoveredLine}`,
      },
      {
        p: lbc
          ? `This letter is sent under the Practice Direction on Pre-Action Conduct. Unless the total claimed of ${fmtMoney(total)} is paid, or you reply with your reasons for disputing it, within ${payDays} days (by ${D(c, pay)}), our client may issue a claim against you in the County Court without further notice. A reply form and an information sheet are enclosed.`
          : `This is our final demand. Unless the total claimed of ${fmtMoney(total)} is paid by ${D(c, pay)}, we will recommend to our client that it issues a claim against you in the County Court.`,
      },
    ];
    kind = lbc ? 'letter_of_claim' : 'final_demand';
    seq = 3;
  } else {
    title = pick(r, ['Letter before claim', 'LETTER OF CLAIM', 'Pre-action letter']);
    opening = [
      {
        p: `We act for ${retailer}, which has passed this matter to us from its civil recovery agents, ${ag.name} (their reference ${ref}). It concerns the incident at ${store} on ${D(c, incident)}. ${recoveredLine}`,
      },
      {
        p: `Our client claims its losses and costs arising from the incident, which its agents have asked you to pay on several occasions. This letter is sent in accordance with the Practice Direction on Pre-Action Conduct. Unless the total claimed of ${fmtMoney(total)} is paid to this firm, or you reply setting out why you dispute the claim, within 30 days (by ${D(c, pay)}), our client intends to issue proceedings in the County Court without further notice.`,
      },
    ];
    kind = 'letter_of_claim';
    seq = 3;
  }
  const future: Block = {
    small: `If a claim is issued, our client will also ask the court to order you to pay the court issue fee (currently ${fmtMoney(courtFee)} for a claim of this size), fixed legal costs of ${fmtMoney(fixedCosts)} and interest. A county court judgment against you may affect your ability to obtain credit.`,
  };
  const instal: Block = {
    p: `If you cannot pay the full amount at once, we can accept ${r.chance(0.5) ? 'three' : '3'} monthly instalments of ${fmtMoney(inst)}, provided you contact us before ${D(c, pay)} on ${phoneNo}.`,
  };
  const payHow: Block = {
    kv: [
      ['Bank transfer:', `${sender.name}${byAgency ? '' : ' client account'}`],
      ['Sort code / account:', `${bankSort} / ${bankAcc}`],
      ['Reference:', quote],
      ['Card payments:', `${web(sender.name)} or ${phoneNo}`],
    ],
  };
  const legalNote: Block = {
    small: staff
      ? 'Any wages or holiday pay due to you on leaving have already been paid through payroll and are not affected by this claim. If you believe the claim is wrong, tell us in writing and we will consider your reasons with our client.'
      : 'The costs claimed are a fair proportion of the costs our client incurs because of incidents of this kind. If you were under 18 at the time of the incident, please ask a parent or guardian to contact us.',
  };
  const incidentKv: [string, string][] = [
    ['Client', retailer],
    ['Store', `${brand}, ${town} (no. ${storeNo})`],
    ['Date of incident', `${D(c, incident)}${staff ? '' : ` at ${time}`}`],
    [staff ? 'Payroll no.' : 'Client incident no.', staff ? payroll : incidentNo],
    ['Value of goods', fmtMoney(goodsValue)],
    ['Recovered (not claimed)', fmtMoney(recovered)],
  ];

  const sub = byAgency
    ? [
        pick(r, [
          'Acting for retailers nationwide',
          'Civil recovery on behalf of retailers',
          'Retail civil recovery',
        ]),
        officeAddress(r),
        `${phoneNo}  ${web(sender.name)}`,
      ]
    : [officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ${phoneNo}`, `recoveries@${host(sender.name)}`];
  const footer = byAgency ? [regLine(sender.name, r)] : [sraLine(sender.name, r)];
  const closing = pick(r, ['Yours faithfully', 'Yours sincerely']);
  const sign = byAgency
    ? [...signatory(r, ['Case Handler', 'Recovery Officer', 'Senior Case Manager']), sender.name]
    : [sender.name];
  const base = {
    face: c.face,
    head: sender.head,
    sub,
    recipient: rcpt(c),
    footer,
    closing,
    sign,
  };

  let spec: Spec;
  if (layout === 0) {
    spec = {
      ...base,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: byAgency ? pick(r, ['shield', 'bars'] as const) : undefined,
      panel: [
        [byAgency ? 'Our ref' : 'Our reference', quote],
        ...(byAgency ? [] : ([['Agent ref', ref]] as [string, string][])),
        [staff ? 'Payroll no.' : 'Incident no.', staff ? payroll : incidentNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        ...opening,
        { table: claimRows, header: ["Our client's claim", 'Amount'] },
        ...(stage !== 1 && r.chance(0.6) ? [instal] : []),
        payHow,
        ...(seq === 3 ? [future] : [legalNote]),
      ],
    };
  } else if (layout === 1) {
    spec = {
      ...base,
      headAlign: 'left',
      headBand: true,
      logoMark: byAgency ? 'chevron' : undefined,
      panel: [],
      refGrid: [
        ['Our reference', quote],
        ['Date', D(c, c.date)],
        [staff ? 'Payroll no.' : 'Store incident', staff ? payroll : incidentNo],
        ...(r.chance(0.5) && !staff ? ([['Police ref', policeRef]] as [string, string][]) : []),
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        ...opening,
        { kv: incidentKv },
        { amountBox: ['Total claimed', fmtMoney(total)] },
        ...(seq === 3 ? [future] : [legalNote]),
      ],
      closing: undefined,
      sign: byAgency
        ? [`${sender.name} - ${pick(r, ['Case Management', 'Recoveries Team'])}`]
        : [sender.name],
      slip: {
        title: `Payment slip - ${sender.name}`,
        rows: [
          ['Reference', quote],
          ['Amount', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
    };
  } else {
    spec = {
      ...base,
      headAlign: pick(r, ['center', 'left'] as const),
      logo: r.chance(0.5),
      owe: {
        label: pick(r, ['Sum claimed', 'Amount payable']),
        amount: fmtMoney(total),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Reference', quote],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...opening,
        {
          cols: [
            `The incident: ${D(c, incident)}${staff ? '' : `, ${time}`}, ${brand}, ${town}, store ${storeNo}. ${staff ? `Payroll number ${payroll}.` : `Client incident number ${incidentNo}.`} ${staff ? 'Alleged loss' : 'Goods'}: ${goods}, value ${fmtMoney(goodsValue)}; recovered ${fmtMoney(recovered)} (not claimed).`,
            `The claim: staff time ${fmtMoney(time1)}, administration ${fmtMoney(admin)}, security ${fmtMoney(security)}${notRecovered ? `, losses ${fmtMoney(notRecovered)}` : ''}. Total claimed ${fmtMoney(total)}. Please quote ${quote} with any payment or letter.`,
          ],
        },
        payHow,
        ...(seq === 3 ? [future] : [instal]),
      ],
    };
  }
  return {
    spec,
    truth: truth(sender.name, total, quote, 'debt_collection', seq, kind, c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W266 Peer-to-peer copyright infringement
// ------------------------------------------------------------------------------------------------------------

const WORKS = {
  film: {
    owners: ['Pictures Ltd', 'Films Limited', 'Film Productions Ltd'],
    titles: [
      'The Saltmarsh Verdict',
      'Ember Road',
      'A Quiet Tide',
      'Nightjar',
      'The Long Harbour',
      'Coldwater Nine',
    ],
    noun: 'the film',
    file: (t: string, r: Rng) =>
      `${t.replace(/ /g, '.')}.${r.int(2023, 2025)}.${pick(r, ['1080p', '720p', '2160p'])}.WEB-DL.x264-${r.letters(4, 'RGXVNT')}.mkv`,
  },
  game: {
    owners: ['Interactive Ltd', 'Games Limited', 'Studios Ltd'],
    titles: ['Ironfall Tactics', 'Skyhaven Racers', 'Dustline', 'Lantern Keep II', 'Harbour Lights Deluxe'],
    noun: 'the computer game',
    file: (t: string, r: Rng) => `${t.replace(/ /g, '_')}-${r.letters(5, 'CODEXPLAZ')}.iso`,
  },
  music: {
    owners: ['Records Ltd', 'Music Limited', 'Recordings Ltd'],
    titles: ['Glasshouse Summer', 'Neon Orchard', 'Low Country Hymns', 'Paper Satellites'],
    noun: 'the album',
    file: (t: string, r: Rng) => `${t} (${r.int(2022, 2025)}) [FLAC ${pick(r, ['16bit', '24bit'])}]`,
  },
};
const hex = (r: Rng, n: number) => r.letters(n, '0123456789ABCDEF');

/**
 * A rights holder's solicitors write to the broadband account holder whose IP address was disclosed by the ISP under
 * a court order (a Norwich Pharmacal order in the High Court's Intellectual Property List): a film, game or album
 * shared over a peer-to-peer network, with a table of observed uploads (date and time in UTC, IP address, port),
 * the file name and info hash, the ISP, the order and claim number. Per letter: the letter of claim, a reminder, a
 * reply to the account holder's denial, or the final letter before proceedings (where the earlier sum has lapsed and
 * a larger sum including further costs is now required). Three layouts: a letter with a reference panel, a ruled
 * evidence table and a claim table; a notice with a row of reference cells, a shaded amount box and a tick-box reply
 * form; a letter with an "Amount claimed" box and two columns.
 * Amount = the sum the letter requires now (damages + contribution to the costs of the disclosure application and
 * monitoring; in the final letter the revised sum). Not it: the lapsed earlier sum, the ISP's compliance cost paid by
 * the client, the monthly instalment and the costs a court case "could" reach.
 * Reference = the solicitors' own reference ("please quote"); the claim number of the disclosure order, the ISP's
 * subscriber account number, the monitoring agent's evidence ID, the IP address and the info hash are not it.
 * Open choices: the solicitors write and ask to be paid into their own client account, so per the README they are the
 * creditor, not the rights holder; a third party collecting for its client, so 'debt_collection'. The sum is the only
 * figure demanded (there is no larger balance it discounts), so it is the debtAmount even though the letters speak of
 * settling; dates.payBy is the date by which the letter asks for it to be paid. A Letter of Claim is stage 3 per the
 * README ("letter before action/claim") even as the first letter, kind 'letter_of_claim'; the reminder and the reply
 * to the denial are follow-ups, stage 2 'reminder'; the final letter before proceedings is stage 3 'letter_of_claim'.
 */
const p2pCopyright: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  // 0 letter of claim, 1 reminder, 2 reply to a denial, 3 final letter before proceedings
  const stage = pick(r, [0, 0, 1, 2, 3, 3]);
  const sol = solicitors(r);
  const wk = pick(r, ['film', 'film', 'game', 'music'] as const);
  const w = WORKS[wk];
  const title = pick(r, w.titles);
  const holder = `${r.chance(0.5) ? stem(r) : place(r)} ${pick(r, w.owners)}`;
  const fileName = w.file(title, r);
  const infoHash = hex(r, 40);
  const ispBrand = `${r.chance(0.5) ? stem(r) : place(r)} ${pick(r, ['Broadband', 'Fibre', 'Telecom'])}`;
  const isp = `${ispBrand} ${pick(r, ['Ltd', 'Limited', 'plc'])}`;
  const ispAcc = pick(r, [r.digits(10), `${r.letters(2, 'BFT')}${r.digits(8)}`]);
  const claimNo = `IL-${r.int(2024, 2025)}-000${r.digits(3)}`;
  const master = person(r).last;
  const forensic = `${stem(r)} Data Forensics Ltd`;
  const evId = `EV-${r.digits(4)}-${hex(r, 6)}`;
  const ip = `${pick(r, ['203.0.113', '198.51.100', '192.0.2'])}.${r.int(2, 254)}`;
  const port = String(r.int(10000, 65000));
  const client = pick(r, ['qBittorrent 4.6.2', 'Transmission 4.0.5', 'uTorrent 3.6.0', 'Deluge 2.1.1']);
  const nObs = r.int(1, 3);
  const obsStart = addDays(
    c.date,
    -[r.int(150, 260), r.int(190, 300), r.int(200, 310), r.int(230, 340)][stage],
  );
  const obs: Date[] = [];
  for (let i = 0; i < nObs; i++) obs.push(addDays(obsStart, i === 0 ? 0 : r.int(1, 6) * i));
  const stamp = (d: Date) => `${D(c, d)} ${hhmmss(r)}`;
  const obsRows = obs.map((d) => [stamp(d), ip, port]);
  const orderDate = addDays(c.date, -[r.int(20, 40), r.int(50, 75), r.int(60, 90), r.int(100, 130)][stage]);
  const loc = addDays(orderDate, r.int(10, 18));
  const rem = addDays(loc, r.int(21, 30));
  const denial = addDays(loc, r.int(8, 20));
  const base = pick(r, [450, 495, 550, 600, 650, 750, 850, 950]);
  const costs = pick(r, [95, 120, 150, 175]);
  const damages = base - costs;
  const extra = pick(r, [150, 200, 250, 300]);
  const sum = stage === 3 ? base + extra : base;
  const ispCost = r.money(4, 19);
  const courtMax = pick(r, [2500, 5000, 10000]);
  const months = pick(r, [3, 4, 6]);
  const inst = round2(Math.ceil((sum / months) * 100) / 100);
  const pay = addDays(c.date, stage === 3 ? 14 : stage === 0 ? 21 : 14);
  const ref = pick(r, [
    `${r.letters(2, 'JKMPT')}/${holder.slice(0, 3).toUpperCase()}/${r.digits(4)}-${r.digits(3)}`,
    `CP${r.digits(6)}`,
    `${r.letters(3, 'CPY')}.${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(5)}/${r.letters(2, 'HLRW')}`,
  ]);
  const phoneNo = phone(r);
  const layout = r.int(0, 2);

  const intro = `We act for ${holder}, which owns the copyright in ${w.noun} "${title}".`;
  const orderText = `On ${D(c, orderDate)} the High Court (Intellectual Property List, claim no. ${claimNo}) ordered ${isp} to disclose the name and address of the account holder to whom IP address ${ip} was assigned at the times below. ${isp} named you as that account holder.`;
  const evidence = `Our client's monitoring agent, ${forensic}, recorded a copy of the file "${fileName}" being made available to other users of a peer-to-peer network from that IP address, using the ${client} software.`;
  const liability = `As the account holder you are not automatically liable, but if you did not share the file yourself, our client asks you to tell us who had access to your connection at those times.`;
  const claimBlocks: Block[] = [
    {
      table: [
        [`Damages for the infringement of ${w.noun}`, fmtMoney(damages)],
        ['Contribution to costs of the disclosure order and monitoring', fmtMoney(costs)],
        ...(stage === 3
          ? ([['Further costs since our letter of claim', fmtMoney(extra)]] as [string, string][])
          : []),
        ['Sum claimed', fmtMoney(sum)],
      ],
    },
  ];
  let heading: string;
  let paras: Block[];
  let kind: 'letter_of_claim' | 'reminder';
  let seq: 2 | 3;
  if (stage === 0) {
    heading = pick(r, ['LETTER OF CLAIM', 'Letter of Claim - copyright infringement', 'Letter of claim']);
    paras = [
      { p: `${intro} ${orderText}` },
      { p: `${evidence} ${liability}` },
      {
        p: `Sharing a copyright work in this way without a licence infringes our client's rights under sections 16 and 23 of the Copyright, Designs and Patents Act 1988. To resolve the claim without court proceedings, our client requires you to sign the enclosed undertaking not to share its works and to pay the sum claimed of ${fmtMoney(sum)} by ${D(c, pay)}.`,
      },
    ];
    kind = 'letter_of_claim';
    seq = 3;
  } else if (stage === 1) {
    heading = pick(r, ['Reminder', 'REMINDER - LETTER OF CLAIM', 'Our letter of claim - no response']);
    paras = [
      {
        p: `We wrote to you on ${D(c, loc)} on behalf of our client, ${holder}, about the sharing of ${w.noun} "${title}" from IP address ${ip}, which ${isp} has identified as assigned to your account (order in claim no. ${claimNo}). We have had no reply.`,
      },
      {
        p: `${liability} If you accept the claim, please sign and return the undertaking sent with our letter and pay the sum claimed of ${fmtMoney(sum)} by ${D(c, pay)}.`,
      },
    ];
    kind = 'reminder';
    seq = 2;
  } else if (stage === 2) {
    heading = pick(r, [
      'Your reply to our letter of claim',
      'Re: your email of ' + D(c, denial),
      'Response to your denial',
    ]);
    paras = [
      {
        p: `Thank you for your ${pick(r, ['email', 'letter'])} of ${D(c, denial)} replying to our letter of claim of ${D(c, loc)}, in which you say that you did not download or share ${w.noun} "${title}". We have passed your reply to our client, ${holder}.`,
      },
      {
        p: `Our client's evidence is that the file was shared from IP address ${ip}, assigned by ${isp} to your account, on ${nObs === 1 ? 'the occasion' : `${nObs} occasions`} listed below. You have not told us who else used your connection. Unless you can do so, our client maintains its claim and requires payment of the sum claimed of ${fmtMoney(sum)} by ${D(c, pay)}.`,
      },
    ];
    kind = 'reminder';
    seq = 2;
  } else {
    heading = pick(r, [
      'FINAL LETTER BEFORE PROCEEDINGS',
      'Final letter before action',
      'Letter before proceedings - final',
    ]);
    paras = [
      {
        p: `We refer to our letter of claim of ${D(c, loc)} and our reminder of ${D(c, rem)} about the sharing of ${w.noun} "${title}" from your internet connection (IP address ${ip}, ${isp}). The sum of ${fmtMoney(base)} set out in our letter of claim was not paid by the date given and that figure has now lapsed.`,
      },
      {
        p: `Our client has incurred further costs, and now requires payment of ${fmtMoney(sum)}, as set out below, by ${D(c, pay)}. If it is not paid, and you do not give us a full explanation of who used your connection, we are instructed to issue proceedings in the Intellectual Property Enterprise Court without further notice.`,
      },
    ];
    kind = 'letter_of_claim';
    seq = 3;
  }
  const evGrid: Block = {
    grid: obsRows,
    header: ['Date and time (UTC)', 'IP address', 'Port'],
    widths: [0.5, 0.3, 0.2],
    boldLast: false,
  };
  const fileKv: Block = {
    kv: [
      ['Work:', `"${title}" (${holder})`],
      ['File:', fileName],
      ['Info hash:', infoHash],
      ['Evidence ID:', evId],
      ['First seen (UTC):', `${obsRows[0][0]}${nObs > 1 ? ` (and ${nObs - 1} later)` : ''}`],
    ],
  };
  const future: Block = {
    small: `If the claim goes to court, our client will ask for damages, an injunction and its legal costs, which in a case of this kind could exceed ${fmtMoney(courtMax)}. Our client has paid ${isp}'s costs of complying with the order (${fmtMoney(ispCost)} per account) and does not claim them from you. You may wish to take independent legal advice.`,
  };
  const howPay: Block = {
    p: `Payment should be made to our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), by cheque payable to ${sol.name}, or by card on ${phoneNo}, quoting our reference ${ref}.${r.chance(0.5) ? ` If you need time to pay, we can accept ${months} monthly instalments of ${fmtMoney(inst)}.` : ''}`,
  };
  const sub = [officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ${phoneNo}`, `copyright@${host(sol.name)}`];
  const common = {
    face: c.face,
    head: sol.head,
    sub,
    recipient: rcpt(c),
    footer: [sraLine(sol.name, r)],
    closing: 'Yours faithfully',
    sign: [sol.name],
  };
  let spec: Spec;
  if (layout === 0) {
    spec = {
      ...common,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      headAlign: pick(r, ['right', 'left', 'center'] as const),
      panel: [
        ['Our ref', ref],
        ['Your ISP account', ispAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title: heading,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { h: `${holder} - "${title}" - IP address ${ip}` },
        ...paras,
        evGrid,
        ...(stage === 0 || stage === 3 ? claimBlocks : []),
        howPay,
        future,
      ],
    };
  } else if (layout === 1) {
    spec = {
      ...common,
      headAlign: 'left',
      logoMark: pick(r, ['rings', 'shield'] as const),
      panel: [],
      refGrid: [
        ['Our reference', ref],
        ['Order claim no.', claimNo],
        ['Date', D(c, c.date)],
      ],
      title: heading,
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        dear(c),
        ...paras,
        ...(stage === 0 ? [fileKv] : [evGrid]),
        { amountBox: [stage === 3 ? 'Sum now required' : 'Sum claimed', fmtMoney(sum)] },
        howPay,
        ...(stage === 0 || stage === 2
          ? [
              {
                checks: [
                  `I enclose the signed undertaking and payment of ${fmtMoney(sum)}.`,
                  'I did not share the file. The person who used my connection at the times stated is named overleaf.',
                ],
              },
            ]
          : [future]),
      ],
    };
  } else {
    spec = {
      ...common,
      headAlign: pick(r, ['left', 'center'] as const),
      owe: {
        label: stage === 3 ? 'Sum now required' : 'Amount claimed',
        amount: fmtMoney(sum),
        note: `Payable by ${D(c, pay)}`,
      },
      panel: [
        ['Our ref', ref],
        ['Date', D(c, c.date)],
      ],
      title: heading,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        ...paras,
        {
          cols: [
            `Connection: ${isp}, account ${ispAcc}. IP address ${ip}, port ${port}. Observed ${obs.map((d) => D(c, d)).join(', ')} (UTC). Disclosure order: claim no. ${claimNo}, Deputy Master ${master}, ${D(c, orderDate)}.`,
            `The work: ${w.noun} "${title}", owned by ${holder}. Evidence ID ${evId}, recorded by ${forensic}. Software identified: ${client}.`,
          ],
        },
        { kv: [['File name:', fileName]] },
        howPay,
        future,
      ],
    };
  }
  return { spec, truth: truth(sol.name, sum, ref, 'debt_collection', seq, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W267 Image licensing claim
// ------------------------------------------------------------------------------------------------------------

const SUBJECTS = [
  ['Sunset over the harbour at', 'harbour-sunset'],
  ['Bluebell wood near', 'bluebell-walk'],
  ['Frost on the fields above', 'winter-morning'],
  ['Cyclists on the hill climb at', 'club-hill-climb'],
  ['Market stalls in', 'market-day'],
  ['Scones and tea at a cafe in', 'afternoon-tea'],
  ['Canal boats moored at', 'canal-weekend'],
  ['Lighthouse in a storm off', 'storm-watch'],
];

/**
 * An image-licensing (copyright enforcement) agency acting for a photographer or a picture library claims a
 * retrospective licence fee and an unlicensed-use surcharge for photographs found on a personal blog, a club's
 * website or a small business's website. Per letter: the agency's claim, its reminder, its final notice; sometimes the
 * picture library's own compliance team instead of an agency (first claim, reminder or final notice); or the
 * solicitors' letter before claim. A table (or screenshot boxes) lists each image ID, the page where it was found and
 * the screenshot date. Three layouts: a letter with a reference panel, an image table and a fee table; a claim notice
 * with a row of reference cells, screenshot boxes, a shaded amount box and a payment slip; a letter with an "Amount
 * due" box and two columns.
 * Amount = the total now due (licence fees + surcharge + any handling or reminder fee already added; in the solicitors'
 * letter also the interest already added). Not it: a single image's fee, the surcharge line, the reduced sum offered
 * for quick payment, the monthly instalment, and the standard annual licence price quoted for future use.
 * Reference = the sender's own claim reference ("quote"); the photographer's or library's case number, the image IDs,
 * the page URLs and the screenshot dates are not it.
 * Open choices: the agency and the solicitors each write and ask to be paid themselves, so per the README they are the
 * creditor (not the photographer or library), debtType 'debt_collection'; when the picture library writes itself it is
 * the creditor and debtType 'normal' (a business's own claim). Kinds: agency claim and reminder 'debt_recovery'
 * (stages 1, 2), library claim 'first_demand' (1) and reminder 'reminder' (2), any "final notice" 'final_demand' (3),
 * the solicitors' letter before claim 'letter_of_claim' (3).
 */
const imageLicensing: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  // 0 claim, 1 reminder, 2 final notice, 3 solicitors' letter before claim
  const stage = pick(r, [0, 0, 1, 1, 2, 3]);
  const photographer = r.chance(0.4);
  const ph = person(r);
  const client = photographer
    ? `${ph.first} ${ph.last} Photography`
    : `${r.chance(0.5) ? stem(r) : place(r)} ${pick(r, ['Picture Library Ltd', 'Images Ltd', 'Stock Imagery Limited'])}`;
  const byLibrary = !photographer && stage < 3 && r.chance(0.3);
  const ag = company(r, ['Image Rights', 'Copyright Compliance', 'Picture Licensing', 'Rights Enforcement']);
  const sol = solicitors(r);
  const sender = stage === 3 ? sol : byLibrary ? { name: client, head: [client] } : ag;
  const agent = stage < 3 && !byLibrary;
  // The website
  const siteKind = pick(r, ['blog', 'club', 'business'] as const);
  const tp = place(r);
  const site =
    siteKind === 'blog'
      ? `www.${c.who.last.toLowerCase()}${pick(r, ['bakes', 'walks', 'travels', 'garden'])}.example`
      : siteKind === 'club'
        ? `www.${tp.toLowerCase()}${pick(r, ['cyclingclub', 'runners', 'bowlsclub', 'ramblers'])}.example`
        : `www.${tp.toLowerCase()}${pick(r, ['plumbing', 'cafe', 'lettings', 'florist'])}.example`;
  const siteWhat =
    siteKind === 'blog'
      ? 'your blog'
      : siteKind === 'club'
        ? 'the club website for which you are named as the contact'
        : 'the website of your business';
  const nImg = pick(r, [1, 1, 1, 2, 2, 3]);
  const fee = pick(r, [245, 320, 395, 480, 560]);
  const imgs = Array.from({ length: nImg }, (_, i) => {
    const sj = pick(r, SUBJECTS);
    const yr = r.int(2019, 2024);
    const mo = String(r.int(1, 12)).padStart(2, '0');
    const path = `/${yr}/${mo}/${sj[1]}${i ? `-${i + 1}` : ''}/`;
    return {
      id: pick(r, [
        `${r.letters(2, 'PLRSX')}${r.digits(6)}`,
        `IMG-${r.digits(5)}`,
        `${r.digits(4)}-${r.digits(4)}`,
      ]),
      subject: `${sj[0]} ${place(r)}`,
      path,
      yr,
      fee: i === 0 ? fee : pick(r, [fee, 245, 320]),
    };
  });
  const fees = round2(imgs.reduce((a, b) => a + b.fee, 0));
  const pct = pick(r, [50, 100]);
  const surcharge = round2((fees * pct) / 100);
  const handling = pick(r, [0, 0, 45, 75]);
  const reminderFee = stage >= 1 && r.chance(0.5) ? pick(r, [25, 35]) : 0;
  const interest =
    stage === 3 ? round2(((fees + surcharge + handling + reminderFee) * 0.08 * r.int(60, 160)) / 365) : 0;
  const total = round2(fees + surcharge + handling + reminderFee + interest);
  const reduced = round2(Math.floor(total * pick(r, [0.8, 0.85]) * 100) / 100);
  const months = pick(r, [3, 4, 6]);
  const inst = round2(Math.ceil((total / months) * 100) / 100);
  const annual = pick(r, [95, 120, 150, 180]);
  const caseNo = `${pick(r, ['C', 'CASE', 'PL'])}-${r.digits(6)}`;
  const ref = agent
    ? pick(r, [
        `IRC-${r.digits(6)}`,
        `${r.letters(2, 'KMR')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
        `${r.digits(4)}/${r.digits(4)}`,
      ])
    : byLibrary
      ? `LIC${r.digits(7)}`
      : `${r.letters(2, 'JKMPT')}/${r.letters(3, 'IMGRC')}/${r.digits(4)}`;
  const agentRef = `IRC-${r.digits(6)}`;
  const shot = addDays(c.date, -[r.int(25, 50), r.int(60, 90), r.int(90, 130), r.int(120, 180)][stage]);
  const first = addDays(shot, -r.int(20, 400));
  const d1 = addDays(shot, r.int(7, 18));
  const d2 = addDays(d1, r.int(21, 30));
  const d3 = addDays(d2, r.int(21, 30));
  const pay = addDays(c.date, stage === 3 ? 30 : 14);
  const quick = addDays(c.date, 7);
  const phoneNo = phone(r);
  const layout = r.int(0, 2);
  const who = photographer ? `the photographer ${ph.first} ${ph.last}, trading as ${client}` : client;
  const whoMid = photographer ? `${who},` : who;
  const found = `${nImg === 1 ? 'a photograph' : `${nImg} photographs`} owned by our client ${nImg === 1 ? 'was' : 'were'} being displayed on ${siteWhat}, ${site}, without a licence`;
  const feeRows: [string, string][] = [
    ...imgs.map(
      (m) =>
        [`Licence fee, image ${m.id} (website use ${m.yr}-${shot.getUTCFullYear()})`, fmtMoney(m.fee)] as [
          string,
          string,
        ],
    ),
    [`Unlicensed use surcharge (${pct}% of licence fees)`, fmtMoney(surcharge)],
    ...(handling ? ([['Case handling fee', fmtMoney(handling)]] as [string, string][]) : []),
    ...(reminderFee ? ([['Reminder administration fee', fmtMoney(reminderFee)]] as [string, string][]) : []),
    ...(interest
      ? ([['Interest (County Courts Act 1984, s.69, at 8%)', fmtMoney(interest)]] as [string, string][])
      : []),
    [stage === 3 ? 'Total claimed' : 'Total amount due', fmtMoney(total)],
  ];
  const imgGrid: Block = {
    grid: imgs.map((m) => [m.id, m.path, D(c, shot)]),
    header: ['Image ID', `Page on ${site}`, 'Screenshot'],
    widths: [0.2, 0.56, 0.24],
    boldLast: false,
  };
  const quickOffer = stage === 0 && r.chance(0.5);
  let title: string;
  let paras: Block[];
  let kind: 'debt_recovery' | 'first_demand' | 'reminder' | 'final_demand' | 'letter_of_claim';
  let seq: 1 | 2 | 3;
  const usWe = byLibrary ? 'we' : 'our client';
  const owner = byLibrary ? `${client} owns or exclusively licenses` : `${who} owns`;
  if (stage === 0) {
    title = pick(r, [
      'Unlicensed use of copyright images',
      'COPYRIGHT CLAIM - UNLICENSED IMAGE USE',
      'Notice of copyright infringement and licence fee claim',
    ]);
    paras = [
      {
        p: byLibrary
          ? `Our image monitoring found that ${found.replace('owned by our client ', 'from our collection ')} (first detected ${D(c, first)}; screenshot taken ${D(c, shot)}). ${owner} the copyright in ${nImg === 1 ? 'this image' : 'these images'}.`
          : `We act for ${who}. Our image-matching service found that ${found} (first detected ${D(c, first)}; screenshot taken ${D(c, shot)}).`,
      },
      {
        p: `Using a photograph online without the copyright owner's permission infringes copyright under the Copyright, Designs and Patents Act 1988, even if the image was found through a search engine, has been taken down or the site makes no money. ${usWe === 'we' ? 'We charge the fee we' : 'Our client charges the fee it'} would have charged for a licence, with a surcharge for the unlicensed use.`,
      },
      {
        p: `Please pay the total amount due of ${fmtMoney(total)} within 14 days, by ${D(c, pay)}.${quickOffer ? ` If you pay by ${D(c, quick)}, ${usWe} will accept ${fmtMoney(reduced)} in full settlement.` : ''} Removing the ${nImg === 1 ? 'image' : 'images'} now does not settle the claim for past use.`,
      },
    ];
    kind = byLibrary ? 'first_demand' : 'debt_recovery';
    seq = 1;
  } else if (stage === 1) {
    title = pick(r, ['Reminder', 'REMINDER - PAYMENT OUTSTANDING', 'Second notice']);
    paras = [
      {
        p: `We wrote to you on ${D(c, d1)} about the use of ${nImg === 1 ? 'a photograph' : `${nImg} photographs`} ${byLibrary ? 'from our collection' : `owned by ${whoMid}`} on ${site} without a licence. We have not received payment or a reply.`,
      },
      {
        p: `If you hold a licence for ${nImg === 1 ? 'the image' : 'these images'}, please send us a copy. Otherwise please pay the total amount due of ${fmtMoney(total)} by ${D(c, pay)}${reminderFee ? `; a reminder administration fee of ${fmtMoney(reminderFee)} has been added` : ''}.`,
      },
    ];
    kind = byLibrary ? 'reminder' : 'debt_recovery';
    seq = 2;
  } else if (stage === 2) {
    title = pick(r, [
      'FINAL NOTICE',
      'Final notice before legal action',
      'Final notice - image licence claim',
    ]);
    paras = [
      {
        p: `Despite our letters of ${D(c, d1)} and ${D(c, d2)}, the licence fee claim for the use of ${nImg === 1 ? 'a photograph' : `${nImg} photographs`} ${byLibrary ? 'from our collection' : `owned by ${whoMid}`} on ${site} remains unpaid.`,
      },
      {
        p: `This is our final notice. Unless the total amount due of ${fmtMoney(total)} is paid by ${D(c, pay)}, ${byLibrary ? 'we will pass the matter to our solicitors' : "the matter will be passed to our client's solicitors"}, who may issue a claim in the Intellectual Property Enterprise Court small claims track, and further costs and interest will be claimed.`,
      },
    ];
    kind = 'final_demand';
    seq = 3;
  } else {
    title = pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - copyright', 'Letter of claim']);
    paras = [
      {
        p: `We act for ${who}. ${ag.name} wrote to you on our client's behalf on ${D(c, d1)}, ${D(c, d2)} and ${D(c, d3)} (their reference ${agentRef}) about ${nImg === 1 ? 'a photograph' : `${nImg} photographs`} shown without a licence on ${site}. The claim has not been paid and has been passed to us.`,
      },
      {
        p: `This letter is sent in accordance with the Practice Direction on Pre-Action Conduct. Unless the total claimed of ${fmtMoney(total)}, which now includes statutory interest, is paid to this firm by ${D(c, pay)}, or you reply explaining why you dispute the claim, our client intends to issue proceedings in the Intellectual Property Enterprise Court without further notice.`,
      },
    ];
    kind = 'letter_of_claim';
    seq = 3;
  }
  const payText: Block = {
    p: `Pay online at ${web(sender.name)}/pay, by card on ${phoneNo}, or by bank transfer to ${stage === 3 ? `${sender.name} client account` : sender.name}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${ref}.${r.chance(0.5) && stage !== 2 ? ` We can accept ${months} monthly instalments of ${fmtMoney(inst)} if you contact us first.` : ''}`,
  };
  const note: Block = {
    small: `${byLibrary || photographer ? '' : `Our client's case number is ${caseNo}. `}If you would like to keep using ${nImg === 1 ? 'the image' : 'the images'}, a standard website licence costs ${fmtMoney(annual)} per image per year from today; this is not included in the amount above.`,
  };
  const sub =
    stage === 3
      ? [officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ${phoneNo}`, `ip@${host(sender.name)}`]
      : byLibrary
        ? ['Copyright Compliance Team', officeAddress(r), `${phoneNo}  compliance@${host(client)}`]
        : [
            pick(r, [
              'Image licensing and copyright compliance',
              'Acting for photographers and picture libraries',
            ]),
            officeAddress(r),
            `${phoneNo}  ${web(sender.name)}`,
          ];
  const footer =
    stage === 3 ? [sraLine(sender.name, r)] : photographer && !agent ? [] : [regLine(sender.name, r)];
  const sign =
    stage === 3
      ? [sender.name]
      : [
          ...signatory(
            r,
            byLibrary
              ? ['Copyright Compliance Officer', 'Licensing Manager']
              : ['Case Manager', 'Claims Handler', 'Senior Case Handler'],
          ),
          sender.name,
        ];
  const common = {
    face: c.face,
    head: sender.head,
    sub,
    recipient: rcpt(c),
    footer,
    closing: pick(r, ['Yours faithfully', 'Yours sincerely', 'Kind regards']),
    sign,
  };
  const casePanel: [string, string][] = byLibrary || photographer ? [] : [['Client case no.', caseNo]];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      ...common,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: stage === 3 ? undefined : pick(r, ['rings', 'bars'] as const),
      panel: [
        [stage === 3 ? 'Our ref' : 'Claim reference', ref],
        ...casePanel,
        ...(stage === 3 ? ([['Agent ref', agentRef]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        ...paras,
        imgGrid,
        { table: feeRows, header: ['Licence fee claim', 'Amount'] },
        payText,
        note,
      ],
    };
  } else if (layout === 1) {
    spec = {
      ...common,
      headAlign: 'left',
      headBand: r.chance(0.5),
      logoMark: stage === 3 ? undefined : 'chevron',
      panel: [],
      refGrid: [
        [stage === 3 ? 'Our reference' : 'Claim reference', ref],
        ...(byLibrary || photographer ? ([['Image ID', imgs[0].id]] as [string, string][]) : casePanel),
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        ...paras,
        {
          photos: imgs.slice(0, 2).map((m) => `Image ${m.id} - screenshot ${D(c, shot)}`),
        },
        { amountBox: [stage === 3 ? 'Total claimed' : 'Total amount due', fmtMoney(total)] },
        payText,
      ],
      closing: undefined,
      sign: [sender.name],
      slip: {
        title: `Remittance - ${sender.name}`,
        rows: [
          ['Reference', ref],
          ['Amount', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
    };
  } else {
    spec = {
      ...common,
      headAlign: pick(r, ['center', 'left'] as const),
      logo: stage !== 3 && r.chance(0.5),
      owe: {
        label: stage === 3 ? 'Total claimed' : 'Amount due',
        amount: fmtMoney(total),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [
        ['Ref', ref],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...paras,
        {
          cols: [
            `Where: ${site}, page ${imgs[0].path}${nImg > 1 ? ` and ${nImg - 1} other page${nImg > 2 ? 's' : ''}` : ''}. Screenshot ${D(c, shot)}. Image ${imgs.map((m) => m.id).join(', ')}: ${imgs[0].subject}${nImg > 1 ? ' and others' : ''}.${byLibrary || photographer ? '' : ` Client case no. ${caseNo}.`}`,
            `The claim: licence fee${nImg > 1 ? 's' : ''} ${fmtMoney(fees)}; surcharge ${pct}% ${fmtMoney(surcharge)}${handling ? `; handling ${fmtMoney(handling)}` : ''}${reminderFee ? `; reminder fee ${fmtMoney(reminderFee)}` : ''}${interest ? `; interest ${fmtMoney(interest)}` : ''}. Total ${fmtMoney(total)}.`,
          ],
        },
        payText,
        note,
      ],
    };
  }
  return {
    spec,
    truth: truth(
      sender.name,
      total,
      ref,
      agent || stage === 3 ? 'debt_collection' : 'normal',
      seq,
      kind,
      c,
      pay,
    ),
  };
};

export const FRESH26A_FAMILIES: Family[] = [
  {
    id: 'W265',
    name: 'Retail civil recovery demand after alleged shoplifting or staff theft (agency letter of demand, reminder, final demand or letter before claim, or solicitors)',
    group: 'collector',
    make: civilRecovery,
  },
  {
    id: 'W266',
    name: "Peer-to-peer copyright infringement: rights holder's solicitors to the broadband account holder after ISP disclosure (letter of claim, reminder, reply to denial, final letter before proceedings)",
    group: 'collector',
    make: p2pCopyright,
  },
  {
    id: 'W267',
    name: 'Image licensing claim for a photograph used without a licence on a blog, club or small-business website (agency or picture library claim, reminder, final notice, or solicitors)',
    group: 'collector',
    make: imageLicensing,
  },
];
