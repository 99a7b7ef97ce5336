/**
 * The twelfth fresh held-out set, part a: written blind to the extractor; scored once.
 *
 * W148 a Welsh council's bilingual council tax reminder notice, W149 a free-flow river-crossing toll operator's unpaid
 * toll charge notice (first and increased-charge), W150 a magistrates' court fines office summons to a fine default
 * (means inquiry) hearing. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where
 * the README leaves a case open the choice is commented at the family. Every name, place and number is invented.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, postcode, sortCode, vrm } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  truth,
  type Ctx,
  type Family,
  round2,
  oOrI,
  signatory,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Council tax (Wales)
// ------------------------------------------------------------------------------------------------------------

const CY_A = ['Llan', 'Aber', 'Cwm', 'Pont', 'Bryn', 'Glan', 'Tre', 'Maes', 'Rhyd'];
const CY_B = ['wenlli', 'ferin', 'hesgyn', 'nantlas', 'rhosydd', 'deilon', 'gwenrig', 'elfryn'];
const CY_MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];
/** A date in Welsh, in the same style as the letter's English dates. */
const Dcy = (c: Ctx, d: Date) =>
  c.ds === 0 ? D(c, d) : `${d.getUTCDate()} ${CY_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** Welsh soft mutation of a place name after "Sir" (Cyngor Sir Benfro). */
function soft(n: string): string {
  const pairs: [string, string][] = [
    ['Ll', 'L'],
    ['Rh', 'R'],
    ['P', 'B'],
    ['T', 'D'],
    ['C', 'G'],
    ['B', 'F'],
    ['D', 'Dd'],
    ['M', 'F'],
  ];
  for (const [a, b] of pairs) if (n.startsWith(a)) return b + n.slice(a.length);
  if (n.startsWith('G')) return n.charAt(1).toUpperCase() + n.slice(2);
  return n;
}

/**
 * A Welsh council's council tax reminder, printed in both languages as Welsh councils do: the letterhead, title,
 * reference labels, the statement grid and every paragraph appear in Welsh and in English. Which language leads is
 * drawn per letter, and so is the layout: the two languages side by side in two columns, or one language's text
 * stacked above the other's, with a rule between them (a notice: no salutation, no closing). About a quarter of the letters (from the
 * fourth instalment of the year on) are the second reminder of the year.
 * Amount = the instalment(s) missed ("Swm i'w dalu nawr / Amount to pay now"), net of any part payment: not the
 * annual charge, not the rest of the year's balance that falls due if the reminder is ignored, not the next
 * instalment. Account number = "Rhif cyfrif / Account number"; the property reference is not it.
 * Open choice: the council's name is printed in both languages in the letterhead (and again under the signature). The
 * truth is the English form of the name ("Aberferin County Council"), the one a reply in English would address and
 * the one printed on its own in the English sign-off and in the payment instructions.
 * First reminder: stage 1 (the missed instalment is part of the annual bill, not an earlier letter). Second reminder:
 * stage 2, as it refers to the first reminder the council sent. Kind council_tax_reminder; pay within 7 days.
 */
const welshCtaxReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stemName = pick(r, CY_A) + pick(r, CY_B);
  const v = r.int(0, 2);
  const en = [`${stemName} County Council`, `${stemName} County Borough Council`, `${stemName} Council`][v];
  const cy = [`Cyngor Sir ${soft(stemName)}`, `Cyngor Bwrdeistref Sirol ${stemName}`, `Cyngor ${stemName}`][
    v
  ];
  const cyLead = r.chance(0.6);
  const twoCol = r.chance(0.5);
  const secondDraw = r.chance(0.25);
  const acc = pick(r, [
    r.digits(8),
    `${r.digits(3)} ${r.digits(5)}`,
    `CT${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(6)}/${r.int(1, 9)}`,
  ]);
  const propRef = `${r.digits(4)}${r.digits(8)}`;
  const band = pick(r, ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  const ratio = { A: 6, B: 7, C: 8, D: 9, E: 11, F: 13, G: 15 }[band] as number;
  const bandD = r.money(1620, 2140);
  let annual = round2((bandD * ratio) / 9);
  const spd = r.chance(0.3);
  if (spd) annual = round2(annual * 0.75);
  const dueDate = addDays(c.date, -r.int(9, 16));
  const prevDue = addDays(dueDate, -r.int(28, 31));
  const nextDue = addDays(dueDate, r.int(28, 31));
  // Instalments run monthly from April; the one now missed is the k-th of the financial year.
  const k = ((dueDate.getUTCMonth() - 3 + 12) % 12) + 1;
  const n = k >= 10 ? 12 : pick(r, [10, 12]);
  // A second reminder needs room in the same financial year for the first one.
  const second = secondDraw && k >= 4;
  const fyStart = dueDate.getUTCFullYear() - (dueDate.getUTCMonth() < 3 ? 1 : 0);
  const fy = `${fyStart}/${String(fyStart + 1).slice(2)}`;
  const inst = Math.floor(annual / n);
  const firstInst = round2(annual - inst * (n - 1));
  const missed = second || k < 2 ? 1 : pick(r, [1, 1, 2]);
  const paidInst = k - missed;
  const paid = paidInst ? round2(firstInst + inst * (paidInst - 1)) : 0;
  const missedAmt = paidInst ? inst * missed : round2(firstInst + inst * (missed - 1));
  const part = !second && r.chance(0.25) ? pick(r, [20, 25, 40, 50]) : 0;
  const due = round2(missedAmt - part);
  const balYear = round2(annual - paid - part);
  const hasNext = !second && k < n && r.chance(0.5);
  /** The year's last instalment: nothing more falls due if the right to instalments is lost. */
  const last = k === n;
  const rem1 = addDays(dueDate, -r.int(45, 75));
  const pay = addDays(c.date, 7);
  const tel = phone(r);
  const site = `www.${stemName.toLowerCase()}.gov.example`;
  const cyT = second ? 'Ail Hysbysiad Atgoffa' : 'Hysbysiad Atgoffa';
  const enT = second ? 'Second Reminder Notice' : 'Reminder Notice';
  const ttl = cyLead ? `${cyT} / ${enT}` : `${enT} / ${cyT}`;
  const both = (w: string, e: string) => (cyLead ? `${w} / ${e}` : `${e} / ${w}`);
  const instCy = missed === 2 ? 'rhandaliadau' : 'rhandaliad';
  const datesCy = missed === 2 ? `${Dcy(c, prevDue)} a ${Dcy(c, dueDate)}` : Dcy(c, dueDate);
  const datesEn = missed === 2 ? `${D(c, prevDue)} and ${D(c, dueDate)}` : D(c, dueDate);
  const cyParas = [
    second
      ? `Anfonwyd hysbysiad atgoffa atoch ar ${Dcy(c, rem1)} am fod rhandaliad yn hwyr. Nid yw'r rhandaliad a oedd yn ddyledus ar ${Dcy(c, dueDate)} wedi ei dalu chwaith. Dyma'r ail hysbysiad atgoffa i chi ei gael eleni.`
      : `Yn ôl ein cofnodion, nid yw'r ${instCy} Treth Gyngor a oedd yn ddyledus ar ${datesCy} wedi ${missed === 2 ? 'eu talu' : 'ei dalu'}${part ? ' yn llawn' : ''}.`,
    `Talwch ${fmtMoney(due)} o fewn 7 diwrnod, erbyn ${Dcy(c, pay)}. Os na fyddwch yn talu mewn pryd, ${last ? 'gallai' : `byddwch yn colli'r hawl i dalu fesul rhandaliad a bydd y balans llawn o ${fmtMoney(balYear)} am y flwyddyn yn ddyledus. Gallai`}'r Cyngor wedyn gyflwyno gwŷs i chi ymddangos gerbron Llys yr Ynadon, a byddai costau'n cael eu hychwanegu at eich cyfrif.`,
    ...(second && !last
      ? [
          `Os bydd unrhyw randaliad arall yn hwyr eleni, ni fyddwn yn anfon hysbysiad atgoffa arall: bydd y balans llawn yn ddyledus ar unwaith.`,
        ]
      : []),
    `${hasNext ? `Mae eich rhandaliad nesaf o ${fmtMoney(inst)} yn ddyledus ar ${Dcy(c, nextDue)}. ` : ''}Os ydych wedi talu'n ddiweddar, anwybyddwch yr hysbysiad hwn. Os na allwch dalu, cysylltwch â ni ar unwaith: efallai bod gennych hawl i ostyngiad.`,
  ];
  const enParas = [
    second
      ? `We sent you a reminder notice on ${D(c, rem1)} because an instalment was late. The instalment due on ${D(c, dueDate)} has not been paid either. This is the second reminder notice you have had this year.`
      : `Our records show that the council tax ${missed === 2 ? 'instalments' : 'instalment'} due on ${datesEn} ${missed === 2 ? 'have' : 'has'} not been paid${part ? ' in full' : ''}.`,
    `Please pay ${fmtMoney(due)} within 7 days, by ${D(c, pay)}. If you do not pay in time, ${last ? 'the Council may' : `you will lose the right to pay by instalments and the full balance for the year of ${fmtMoney(balYear)} will become payable. The Council may then`} issue a summons for you to appear before the magistrates' court, and costs would be added to your account.`,
    ...(second && !last
      ? [
          `If any other instalment is late this year, we will not send another reminder: the full balance will be due at once.`,
        ]
      : []),
    `${hasNext ? `Your next instalment of ${fmtMoney(inst)} is due on ${D(c, nextDue)}. ` : ''}If you have paid recently, please ignore this notice. If you cannot pay, contact us straight away: you may be entitled to a reduction.`,
  ];
  const lead = cyLead ? cyParas : enParas;
  const follow = cyLead ? enParas : cyParas;
  const grid: string[][] = [
    [both(`Tâl am ${fy}`, `Charge for ${fy}`), fmtMoney(annual)],
    ...(spd
      ? [[both('(ar ôl gostyngiad person sengl o 25%)', '(after 25% single person discount)'), '']]
      : []),
    [both(`Taliadau a dderbyniwyd`, `Payments received`), fmtMoney(round2(paid + part))],
    [both(`Y balans am y flwyddyn`, `Balance for the year`), fmtMoney(balYear)],
    [both(`Swm i'w dalu nawr`, `Amount to pay now`), fmtMoney(due)],
  ];
  const payKv: [string, string][] = [
    [both('Ar-lein', 'Online'), site],
    [both('Ffôn 24 awr', '24-hour phone'), `${phone(r)} (${both('awtomatig', 'automated')})`],
    [both('Banc', 'Bank'), `${sortCode(r)} / ${r.digits(8)}, ${both('cyfeirnod', 'reference')} ${acc}`],
  ];
  const body: Block[] = [];
  const greetCy = `Annwyl ${c.who.title} ${c.who.last},`;
  const greetEn = `Dear ${c.who.title} ${c.who.last},`;
  if (twoCol) {
    body.push({ cols: cyLead ? [greetCy, greetEn] : [greetEn, greetCy] });
    lead.forEach((p, i) => body.push({ cols: [p, follow[i]] }));
    body.push({ grid, widths: [0.75, 0.25] });
    body.push({ kv: payKv });
  } else {
    body.push({ grid, widths: [0.75, 0.25] });
    for (const p of lead) body.push({ p });
    body.push({ rule: 'solid' });
    for (const p of follow) body.push({ p });
    body.push({ kv: payKv });
  }
  const panel: [string, string][] = [
    [both('Rhif cyfrif', 'Account no.'), acc],
    [both('Dyddiad', 'Date'), cyLead ? Dcy(c, c.date) : D(c, c.date)],
    ['Band', band],
    ...(r.chance(0.6) ? ([[both('Cyf. eiddo', 'Property ref.'), propRef]] as [string, string][]) : []),
  ];
  const useSlip = twoCol && !second && !hasNext && r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: cyLead ? [cy, en] : [en, cy],
    logoMark: pick(r, ['shield', 'rings', undefined] as const),
    sub: [
      both('Gwasanaethau Refeniw - Treth Gyngor', 'Revenue Services - Council Tax'),
      `${officeAddress(r)}`,
      `${both('Ffôn', 'Tel')} ${tel}  ${both('E-bost', 'Email')} ${pick(r, ['trethgyngor', 'counciltax', 'refeniw'])}@${stemName.toLowerCase()}.gov.example`,
    ],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel,
    panelBoxed: r.chance(0.5),
    panelStacked: r.chance(0.3),
    title: r.chance(0.3) ? ttl.toUpperCase() : ttl,
    titleStyle: pick(r, ['boxed', 'banner', 'plain'] as const),
    body,
    closing: twoCol ? (cyLead ? 'Yn gywir / Yours faithfully' : 'Yours faithfully / Yn gywir') : undefined,
    // The stacked notice has no salutation and is signed by the post alone, to keep both languages on one page.
    sign: [...(twoCol ? [signatory(r, ['x'])[0]] : []), both('Rheolwr Refeniw', 'Revenue Manager'), en],
    ...(useSlip
      ? {
          slip: {
            title: both('Slip talu', 'Payment slip'),
            rows: [
              [both('Rhif cyfrif', 'Account no.'), acc],
              [both('Swm', 'Amount'), fmtMoney(due)],
            ] as [string, string][],
          },
        }
      : {}),
    footer: [
      cyLead
        ? `Mae croeso i chi gysylltu â ni yn Gymraeg neu yn Saesneg. You are welcome to contact us in Welsh or in English.`
        : `You are welcome to contact us in English or in Welsh. Mae croeso i chi gysylltu â ni yn Saesneg neu yn Gymraeg.`,
    ],
  };
  return {
    spec,
    truth: truth(en, due, acc, 'council_tax', second ? 2 : 1, 'council_tax_reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Road tolls
// ------------------------------------------------------------------------------------------------------------

/**
 * A free-flow (barrier-less, number-plate camera) river crossing's toll operator writing to the registered keeper
 * because a crossing's toll was not paid by midnight the next day: the toll plus an unpaid toll charge, the vehicle
 * registration, make and colour, the date, time and direction of the crossing, the camera stills, a notice number.
 * About 45% are the later "increased charge" notice, when the first was neither paid nor challenged in 28 days. Two
 * layouts: a form-like notice (reference cells across the page, camera stills, charges grid, amount box, payment
 * slip) or a letter (reference panel, salutation, crossing details as label/value lines, the charges grid).
 * Amount = the total now due: toll(s) + unpaid toll charge(s) at the full (or, later, increased) rate. The 14-day
 * reduced figure, the toll on its own, the charge the notice *will* increase to and the collector's future costs are
 * not it. Account number = the notice number; the journey ID, the online PIN, the camera ID and the registration are
 * not it.
 * Open choices: the operator runs the crossing under a concession for a crossings board named in the footer; it
 * issues the notice in its own name and asks to be paid itself, so it is the creditor (README: the organisation that
 * wrote and asks to be paid). debtType: the enum has no road-charge type; a charge levied on a vehicle's keeper for
 * using a road without paying, issued from camera evidence like a PCN, is filed with the parking penalties:
 * 'parking'. First notice: stage 1, kind penalty_charge_notice (the nearest kind: a penalty charge on a vehicle,
 * challengeable within 28 days). Increased-charge notice: it refers to the first notice and is not a final notice or
 * a charge certificate (it warns of a collector and court action as next steps, without calling itself final):
 * stage 2, kind reminder. Both ask for payment within a stated time: payBy is set.
 */
const tollUnpaid: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const crossing = pick(r, [
    `${p} Tunnel`,
    `${p} Tunnels`,
    `${p} Bridge`,
    `${p} Gateway Bridge`,
    `${p} River Crossing`,
  ]);
  const board = pick(r, [`${p} Crossings Board`, `${p} and ${place(r)} Joint Crossings Authority`]);
  const co = company(r, ['Crossings', 'River Crossings', 'Tolling Services', 'Crossing Company']);
  const increased = r.chance(0.45);
  const form = r.chance(0.5);
  const notice = pick(r, [
    `UT${r.digits(8)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `TC-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(1, 'NSEW')}${r.digits(2)}/${r.digits(6)}`,
  ]);
  const nLabel = pick(r, ['Notice number', 'Notice no.', 'UTC number', 'Notice reference']);
  const reg = vrm(r);
  const make = pick(r, [
    'Ford',
    'Vauxhall',
    'Toyota',
    'Kia',
    'Volkswagen',
    'Nissan',
    'Peugeot',
    'Skoda',
    'Renault',
  ]);
  const colour = pick(r, ['Silver', 'Black', 'Blue', 'White', 'Grey', 'Red']);
  const base = pick(r, [2.2, 2.5, 2.8, 3]);
  const cls = pick(r, [
    { name: 'Class 2 (car or small van)', toll: base },
    { name: 'Class 2 (car or small van)', toll: base },
    { name: 'Class 2 (car or small van)', toll: base },
    { name: 'Class 3 (large van or minibus)', toll: round2(base * 2) },
    { name: 'Class 4 (goods vehicle over 3.5t)', toll: round2(base * 3.5) },
  ]);
  const utc = pick(r, [40, 50, 60, 70]);
  const up = round2(utc * 1.5);
  const cut = round2(utc / 2);
  const trips = r.chance(0.25) ? 2 : 1;
  const [dirA, dirB] = pick(r, [
    ['Northbound', 'Southbound'],
    ['Eastbound', 'Westbound'],
    ['Southbound', 'Northbound'],
  ]);
  const firstDate = increased ? addDays(c.date, -r.int(30, 38)) : c.date;
  const crossDay = addDays(firstDate, -r.int(8, 19));
  const hh = r.int(6, 20);
  const mm = r.int(0, 59);
  const t1 = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  const t2 = `${String(Math.min(hh + r.int(1, 3), 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const charge = increased ? up : utc;
  const total = round2(trips * (cls.toll + charge));
  const reduced = round2(trips * (cls.toll + cut));
  const future = round2(trips * (cls.toll + up));
  const pay = addDays(c.date, increased ? 14 : 28);
  const disc = addDays(c.date, 14);
  const journey = r.digits(10);
  const pin = `${r.letters(3)}${r.int(2, 9)}${r.letters(2)}`;
  const cam = `${pick(r, ['N', 'S', 'E', 'W'])}${r.int(1, 4)}-L${r.int(1, 4)}`;
  const site = pick(r, [`www.${p.toLowerCase()}crossing.example`, `www.pay${p.toLowerCase()}tolls.example`]);
  const tel = phone(r);
  const collector = company(r, ['Recoveries', 'Credit Management', 'Collections']).name;
  const rows: string[][] = [
    [
      `${D(c, crossDay)} ${t1} ${dirA}`,
      fmtMoney(cls.toll),
      fmtMoney(charge),
      fmtMoney(round2(cls.toll + charge)),
    ],
    ...(trips === 2
      ? [
          [
            `${D(c, crossDay)} ${t2} ${dirB}`,
            fmtMoney(cls.toll),
            fmtMoney(charge),
            fmtMoney(round2(cls.toll + charge)),
          ],
        ]
      : []),
    ['Total now due', '', '', fmtMoney(total)],
  ];
  const grid: Block = {
    grid: rows,
    header: [
      'Crossing (date, time, direction)',
      'Toll',
      increased ? 'Increased charge' : 'Unpaid toll charge',
      'Due',
    ],
    widths: [0.43, 0.15, 0.24, 0.18],
  };
  const plural = trips === 2;
  const intro = increased
    ? `On ${D(c, firstDate)} we sent you an Unpaid Toll Charge Notice because the toll for ${plural ? 'two crossings' : 'a crossing'} of the ${crossing} by vehicle ${reg} was not paid. That notice has not been paid or challenged within 28 days, so the unpaid toll charge has increased from ${fmtMoney(utc)} to ${fmtMoney(up)}${plural ? ' for each crossing' : ''}, as the notice explained.`
    : `Our cameras recorded vehicle ${reg} using the ${crossing} ${plural ? 'twice ' : ''}on ${D(c, crossDay)}. There are no toll booths or barriers at the crossing: the toll has to be paid online, by phone or from a pre-pay account by midnight on the day after the crossing. We have no record of payment, so an unpaid toll charge of ${fmtMoney(utc)} has been added${plural ? ' for each crossing' : ''}. We obtained your details from the DVLA as the registered keeper of the vehicle on that date.`;
  const ask = increased
    ? `Please pay ${fmtMoney(total)} within 14 days, by ${D(c, pay)}. The reduced rate no longer applies. If you do not pay, we will pass the debt to our debt recovery agent, ${collector}, and may take county court action to recover it, which would add further costs.`
    : `Please pay the total of ${fmtMoney(total)} within 28 days, by ${D(c, pay)}. If you pay within 14 days, by ${D(c, disc)}, the unpaid toll charge is halved to ${fmtMoney(cut)} and you pay ${fmtMoney(reduced)} in all. If you neither pay nor challenge this notice within 28 days, the charge will increase to ${fmtMoney(up)}${plural ? ' for each crossing' : ''} (${fmtMoney(future)} in all).`;
  const challenge = increased
    ? `If you have already paid, thank you. If you did not receive our first notice, or you were not the keeper of the vehicle at the time, contact us at once with evidence; we will put the charge on hold while we look into it.`
    : `You can challenge this notice if the vehicle had been sold or stolen before the crossing, the toll was paid, the vehicle was exempt or on a valid account, or it was on hire to someone else (give us the hirer's details). Write to us or use the online form within 28 days, quoting the notice number.`;
  const howPay = `Pay at ${site} (your online PIN is ${pin}), by phone on ${tel}, or send a cheque payable to ${co.name} with the notice number on the back.`;
  const details: [string, string][] = [
    ['Vehicle', `${reg} - ${colour} ${make}`],
    ['Vehicle class', cls.name],
    ['Crossing', `${crossing}, ${dirA.toLowerCase()}`],
    ['Recorded', `${D(c, crossDay)} at ${t1}${plural ? ` and ${t2} (${dirB.toLowerCase()})` : ''}`],
    ['Camera', cam],
    ['Journey ID', journey],
  ];
  const title = increased
    ? pick(r, [
        'INCREASED UNPAID TOLL CHARGE NOTICE',
        'Notice of Increased Charge',
        'Unpaid toll: increased charge notice',
      ])
    : pick(r, ['UNPAID TOLL CHARGE NOTICE', 'Unpaid Toll Notice', 'Notice of unpaid crossing toll']);
  const footer = [
    `${co.name} operates the ${crossing} for the ${board} under the ${p} River Crossing (Tolls and Charges) Order. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  let spec: Spec;
  if (form) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.6),
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [`${crossing} - Customer Services`, officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [nLabel, notice],
        ['Vehicle registration', reg],
        ['Date of notice', D(c, c.date)],
        [increased ? 'Pay by' : 'Pay in full by', D(c, pay)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        {
          photos: [
            `${cam} ${D(c, crossDay)} ${t1}:${String(r.int(0, 59)).padStart(2, '0')} ${dirA}`,
            `Plate read: ${reg}`,
          ],
        },
        {
          kv: [
            ['Vehicle', `${reg} - ${colour} ${make}, ${cls.name}`],
            ['Journey ID', journey],
          ],
        },
        { p: intro },
        grid,
        { p: ask },
        { small: `${challenge} ${howPay}` },
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${crossing}`,
        rows: [
          [nLabel, notice],
          ['Vehicle', reg],
          ['Amount due', fmtMoney(total)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: [`Operator of the ${crossing}`, officeAddress(r), `Telephone ${tel}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [nLabel, notice],
        ['Date', D(c, c.date)],
        ['Vehicle', reg],
        ...(increased ? ([['First notice', D(c, firstDate)]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [dear(c), { p: intro }, { kv: details }, grid, { p: ask }, { p: challenge }, { p: howPay }],
      closing: 'Yours faithfully',
      sign: [pick(r, ['Enforcement Team', 'Customer Services', 'Toll Compliance Team']), co.name],
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      total,
      notice,
      'parking',
      increased ? 2 : 1,
      increased ? 'reminder' : 'penalty_charge_notice',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Courts
// ------------------------------------------------------------------------------------------------------------

/**
 * A magistrates' court fines office summoning a defaulter to a fine default (means inquiry) hearing: the offence and
 * date of conviction, what was imposed (fine, victim surcharge, prosecution costs, sometimes compensation), payments
 * made, the balance outstanding, the hearing date, time, courtroom and court address, what to bring, and what the
 * court can do (warrant for arrest if they stay away; deductions from benefits, attachment of earnings, a warrant of
 * control, clamping; custody for wilful refusal). Two layouts: a formal summons notice (reference cells, boxed
 * hearing details, imposition grid, boxed list of outcomes) or a letter (reference panel, salutation, two-column
 * "what to bring / what can happen").
 * Amount = the balance outstanding (everything imposed − payments). Not it: the fine alone, the collection order's
 * weekly/monthly instalment, the enforcement agents' fees that a warrant would add, the maximum custodial term.
 * Account number = the fine account number the letter asks to be quoted; the case number, the prosecutor's URN and
 * the court's bank account are not it. Creditor = the magistrates' court named in the letterhead (README's example).
 * debtType 'court'. Open choices: it comes after the court's earlier letters (payments missed, a further steps
 * notice) and is the last step before coercive enforcement; the README lists a further steps notice as stage 3 and a
 * summons is a step beyond it: stage 3, kind summons, hearingDate set. payBy only in the variant that says the hearing
 * is cancelled if the full balance is paid by a stated date; the other variant says pay or not, you must attend.
 */
const meansInquirySummons: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const court = `${p} Magistrates' Court`;
  const unit = pick(r, ['Fines Office', 'Accounts Enforcement Unit', 'Fine Collection and Enforcement']);
  const acc = pick(r, [
    `${r.digits(2)}/${r.digits(5)}/${r.int(20, 25)}`,
    `FA${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(4)}-${r.digits(4)}-${r.digits(3)}`,
    `${r.digits(9)}`,
  ]);
  const accLabel = pick(r, ['Account number', 'Fine account no.', 'Account no.']);
  const caseNo = `${r.digits(6)}${r.letters(2)}${r.digits(2)}`;
  const urn = `${r.digits(2)}${r.letters(2)}${r.digits(7)}/${r.int(22, 25)}`;
  const offence = pick(r, [
    { what: 'Using a television receiver without a licence', fine: [180, 440] },
    { what: 'Travelling on a railway without a valid ticket (byelaws)', fine: [200, 660] },
    { what: 'Exceeding a 30 mph speed limit', fine: [220, 560] },
    { what: 'Failing to secure regular school attendance', fine: [120, 400] },
    { what: 'Keeping a vehicle without insurance', fine: [300, 900] },
    { what: 'Careless driving', fine: [250, 780] },
  ]);
  const fine = round2(Math.round(r.money(offence.fine[0], offence.fine[1]) / 10) * 10);
  const vs = round2(Math.max(32, Math.round(fine * 0.4)));
  const costs = pick(r, [85, 90, 105, 120, 135, 150, 620]);
  const comp = r.chance(0.2) ? pick(r, [50, 75, 100, 150]) : 0;
  const imposed = round2(fine + vs + costs + comp);
  const weekly = r.chance(0.6);
  const rate = weekly ? pick(r, [5, 10, 15, 20, 25]) : pick(r, [20, 30, 40, 50, 75]);
  const paid = r.chance(0.8) ? round2(rate * r.int(1, weekly ? 12 : 4)) : 0;
  const bal = round2(imposed - paid);
  const convicted = addDays(c.date, -r.int(150, 420));
  const lastPay = addDays(c.date, -r.int(45, 120));
  const fsn = addDays(c.date, -r.int(20, 40));
  let hearing = addDays(c.date, r.int(21, 42));
  while (hearing.getUTCDay() === 0 || hearing.getUTCDay() === 6) hearing = addDays(hearing, 1);
  const time = pick(r, ['9:30 am', '10:00 am', '10:30 am', '2:00 pm']);
  const room = `Courtroom ${r.int(1, 9)}`;
  const courtAddr = `The Courthouse, ${r.int(1, 60)} ${pick(r, ['Castle', 'Market', 'Guildhall', 'Bridge', 'Victoria'])} ${pick(r, ['Street', 'Road', 'Square'])}, ${p}, ${postcode(r)}`;
  const cancelBy = r.chance(0.5) ? addDays(hearing, -r.int(3, 5)) : undefined;
  const formal = r.chance(0.5);
  const enfFee = pick(r, [75, 310]);
  const maxDays = bal <= 200 ? 7 : bal <= 500 ? 14 : bal <= 1000 ? 28 : 45;
  const tel = phone(r);
  const site = pick(r, ['www.payfines.example', 'www.courtfines.example']);
  const grid: Block = {
    grid: [
      ['Fine', fmtMoney(fine)],
      ['Victim surcharge', fmtMoney(vs)],
      ['Prosecution costs', fmtMoney(costs)],
      ...(comp ? [['Compensation', fmtMoney(comp)]] : []),
      ['Total imposed', fmtMoney(imposed)],
      ['Paid to date', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
      ['Balance outstanding', fmtMoney(bal)],
    ],
    header: [`Imposed on ${D(c, convicted)}`, 'Amount'],
    widths: [0.7, 0.3],
  };
  const why = `On ${D(c, convicted)} this court ordered you to pay ${fmtMoney(imposed)} for the offence of ${offence.what.toLowerCase()}, at ${fmtMoney(rate)} a ${weekly ? 'week' : 'month'}. ${paid ? `The last payment we received was on ${D(c, lastPay)}` : 'We have received no payment'}, and you did not respond to the further steps notice we sent you on ${D(c, fsn)}.`;
  const summons = `You are therefore summoned to appear before the magistrates on the date below so that the court can inquire into your means and the reasons why the balance of ${fmtMoney(bal)} has not been paid.`;
  const payLine = cancelBy
    ? `If you pay the balance outstanding of ${fmtMoney(bal)} in full by ${D(c, cancelBy)}, the hearing will be cancelled and you need not attend. Quote your account number ${acc}.`
    : `You must attend even if you make a payment before the hearing: bring your receipt. Any payment must quote your account number ${acc}.`;
  const bring =
    'Bring with you: the enclosed statement of means, completed and signed; your last three payslips or your benefit award letter; bank statements for the last two months; and details of your rent or mortgage, council tax and other bills.';
  const outcomes = [
    `If you do not attend, the court may issue a warrant for your arrest, with or without bail.`,
    `At the hearing the court may order deductions from your benefits or your earnings, issue a warrant of control so that enforcement agents can take and sell your goods (their fees start at ${fmtMoney(enfFee)}), or order a vehicle you own to be clamped and sold.`,
    `If the court finds that you have wilfully refused or culpably neglected to pay, it may send you to prison; for a balance of this size the period could be up to ${maxDays} days.`,
  ];
  const howPay = `Pay online at ${site} or by phone on ${tel} (24 hours), quoting ${acc}. Bank transfer to HMCTS fines: sort code ${sortCode(r)}, account ${r.digits(8)}.`;
  const title = pick(r, [
    'SUMMONS - FINE DEFAULT HEARING',
    'Summons to appear: means inquiry',
    'Notice of fine default hearing',
  ]);
  const issued = `Issued under section 86 of the Magistrates' Courts Act 1980 on behalf of the Justices' Clerk.`;
  const footer = [
    `${court} is part of HM Courts & Tribunals Service. If you need an interpreter or help to get into the building, call the court office on ${tel} as soon as possible.`,
  ];
  let spec: Spec;
  if (formal) {
    spec = {
      face: c.face,
      top: [pick(r, ['SUMMONS - YOU MUST ATTEND', 'IMPORTANT - COURT HEARING'])],
      head: r.chance(0.5) ? [p, "Magistrates' Court"] : [court],
      logoMark: 'shield',
      sub: [unit, officeAddress(r), `Telephone ${tel}`],
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [accLabel, acc],
        ['Case number', caseNo],
        ['Date', D(c, c.date)],
        ['Balance', fmtMoney(bal)],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        { p: why },
        { p: summons },
        {
          boxed: [`Hearing: ${D(c, hearing)} at ${time}, ${room}`, `${court}, ${courtAddr}`],
        },
        grid,
        { p: payLine },
        { h: 'What can happen' },
        ...outcomes.map((o) => ({ small: o })),
        { small: `${bring} Prosecutor's reference ${urn}. ${howPay}` },
        { small: issued },
      ],
      sign: [],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: [court],
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub: [unit, officeAddress(r), `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Case no.', caseNo],
        ['URN', urn],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: why },
        { p: summons },
        {
          kv: [
            ['Date of hearing', D(c, hearing)],
            ['Time', `${time} (please arrive 30 minutes early)`],
            ['Court', `${room}, ${court}`],
            ['Address', courtAddr],
          ],
        },
        { amountBox: ['Balance outstanding', fmtMoney(bal)] },
        { p: payLine },
        { cols: [`${bring} ${outcomes[0]}`, `${outcomes[1]} ${outcomes[2]}`] },
        { small: howPay },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Fines Officer', 'Enforcement Officer', 'Legal Adviser']), `${unit}, ${court}`],
      footer: [issued, ...footer],
    };
  }
  return {
    spec,
    truth: truth(court, bal, acc, 'court', 3, 'summons', c, cancelBy, hearing),
  };
};

export const FRESH13A_FAMILIES: Family[] = [
  {
    id: 'W148',
    name: 'Welsh council tax reminder, bilingual (Welsh and English)',
    group: 'council_tax',
    make: welshCtaxReminder,
  },
  {
    id: 'W149',
    name: 'River crossing unpaid toll charge notice (free-flow)',
    group: 'private_parking',
    make: tollUnpaid,
  },
  {
    id: 'W150',
    name: "Magistrates' court fines office summons to a means inquiry",
    group: 'court_police',
    make: meansInquirySummons,
  },
];
