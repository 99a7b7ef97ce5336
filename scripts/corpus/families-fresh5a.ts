/**
 * The fourth fresh held-out set, part a (W71–W77): letter kinds W01–W70 do not have — a council's Notice of
 * Rejection of Representations for a camera-enforced moving-traffic PCN, a hospital car park operator's Parking
 * Charge Notice by post, an enforcement agent's Notice after Entry (goods taken into control for a traffic penalty
 * warrant), a council tax letter sent after a liability order with an information request, a magistrates' court
 * notice that an unpaid fixed penalty has been registered as a fine, a prescription-charge penalty notice and a
 * vehicle-tax out-of-court settlement offer. Written blind to the extractor; scored once. Every face is drawn per
 * letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * commented on the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, stem, vrm, web, type Rng } from './vocab';
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
} from './family-kit';

const clock = (r: Rng) => `${String(r.int(7, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// Council parking
// ------------------------------------------------------------------------------------------------------------

const MOVING: { code: string; text: string; ground: string; answer: string }[] = [
  {
    code: '31J',
    text: 'Entering and stopping in a box junction when prohibited',
    ground:
      'the exit from the box junction was clear when you entered it and the traffic ahead stopped suddenly',
    answer:
      'The recording shows the vehicle entering the box while the exit was already obstructed by queuing traffic, and it remained stationary inside the markings for several seconds.',
  },
  {
    code: '33J',
    text: 'Using a route restricted to certain vehicles (bus gate)',
    ground: 'you were following your satellite navigation and did not see the bus gate signs',
    answer:
      'The restriction is signed at the entrance to the route and in advance of it, and the signs were checked and found to be clear and correctly placed on the day. Directions given by a navigation device do not override road signs.',
  },
  {
    code: '50J',
    text: 'Performing a prohibited turn',
    ground: 'the no right turn sign was hidden by a parked lorry at the time',
    answer:
      'The footage shows the prohibition sign was visible to approaching drivers, and a second sign is placed on the opposite side of the junction.',
  },
  {
    code: '52J',
    text: 'Failing to comply with a prohibition on certain types of vehicle',
    ground: 'you had only entered the street to turn round after taking a wrong turning',
    answer:
      'The restriction applies to any entry into the street by a vehicle of this type during the hours shown, whatever the reason for entering it.',
  },
];

/**
 * A council's Notice of Rejection of Representations for a camera-enforced moving-traffic PCN (box junction, bus
 * gate, banned turn). It answers the keeper's own representations: stage 2 (README: refers to the consumer's
 * dispute). ReceivedKind has no "notice of rejection": 'penalty_charge_notice' is chosen because for a camera
 * moving-traffic contravention the PCN served by post is the only notice before the charge certificate, and it is
 * that PCN the letter upholds and asks to be paid. 'parking' (README: a council's penalty charge notice).
 * Amount = the full penalty charge. About half the letters re-offer the 50% discount (councils often do when the
 * representations came in within the discount period): that reduced sum is a discount, not the amount; the 50%
 * increase a charge certificate would bring is a possible future sum. Reference = the PCN number; the
 * correspondence reference and the tribunal's appeal verification code are not it.
 */
const rejectionOfRepresentations: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const m = pick(r, MOVING);
  const pcn = `${r.letters(2, 'MTZ')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const corr = `CR-${r.digits(6)}`;
  const verify = `${r.letters(3, 'ABCDEFGHJKMNPQRSTUVWXYZ')}${r.digits(4)}`;
  const full = pick(r, [70, 70, 70, 160]);
  const half = full / 2;
  const raised = round2(full * 1.5);
  const v = vrm(r);
  const seen = addDays(c.date, -r.int(30, 55));
  const repsIn = addDays(seen, r.int(8, 13));
  const reoffer = r.chance(0.5);
  const pay = addDays(c.date, 28);
  const disc = addDays(c.date, 14);
  const street = `${place(r)} ${pick(r, ['Road', 'Street', 'Hill', 'Broadway'])}`;
  const options: string[][] = [
    ...(reoffer ? [['Pay the reduced amount (offer re-opened)', fmtMoney(half), D(c, disc)]] : []),
    ['Pay the penalty charge in full', fmtMoney(full), D(c, pay)],
  ];
  const officer = signatory(r, ['Representations Officer', 'Senior Notice Processing Officer']);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: 'shield',
    sub: [
      pick(r, ['Traffic Enforcement - Moving Traffic', 'Highways and Traffic Enforcement']),
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}/pcn`,
    ],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Penalty Charge Notice', pcn],
      ['Vehicle', v],
      ['Date of contravention', D(c, seen)],
      ['Your correspondence ref', corr],
      ['Date of this notice', D(c, c.date)],
    ],
    panelStacked: r.chance(0.4),
    panelBoxed: true,
    title: 'NOTICE OF REJECTION OF REPRESENTATIONS',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `Thank you for your representations, received on ${D(c, repsIn)}, against Penalty Charge Notice ${pcn}. It was issued by post on the evidence of an approved camera device for the contravention below.`,
      },
      {
        kv: [
          ['Location:', `${street}, ${place(r)}`],
          ['Contravention:', `${m.code} ${m.text}`],
          ['Observed at:', `${clock(r)} on ${D(c, seen)}`],
        ],
      },
      {
        cols: [
          `What you told us: you said that ${m.ground}.`,
          `Our decision: ${m.answer} Having considered your representations and the evidence, the council has decided not to cancel the penalty charge.`,
        ],
      },
      {
        grid: options,
        header: ['Your options', 'Amount', 'Pay by'],
        widths: [0.52, 0.22, 0.26],
        boldLast: false,
      },
      ...(reoffer
        ? [
            {
              p: `As your representations reached us within the discount period, the council will on this occasion accept ${fmtMoney(half)} if it is received by ${D(c, disc)}. After that the full penalty charge of ${fmtMoney(full)} is payable.`,
            },
          ]
        : []),
      {
        p: `If you disagree with this decision you may appeal to an independent adjudicator within 28 days of the date of service of this notice, using the appeal form enclosed or online with verification code ${verify}. The adjudicator's decision is binding on you and on the council.`,
      },
      {
        small: `If you neither pay nor appeal within 28 days, the council may serve a Charge Certificate and the penalty charge will increase by 50% to ${fmtMoney(raised)}. When paying, please quote the PCN number, not your correspondence reference.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...officer, co.name],
    footer: [
      `${co.name}. Traffic Management Act 2004 and the Civil Enforcement of Road Traffic Contraventions regulations. Pay online at ${web(co.name)}/pay or by phone on ${phone(r)}.`,
    ],
  };
  return {
    spec,
    truth: truth(co.name, full, pcn, 'parking', 2, 'penalty_charge_notice', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Private parking
// ------------------------------------------------------------------------------------------------------------

/**
 * A hospital car park operator's Parking Charge Notice posted to the keeper after its ANPR cameras showed a stay
 * longer than the time paid for. The operator (not the health trust that owns the site) asks to be paid: creditor,
 * 'parking', its first notice to the keeper: stage 1, 'notice_to_keeper'. Amount = the parking charge in the box;
 * the reduced sum for payment within 14 days is a discount, and the tariff paid is not owed. Reference = the
 * Parking Charge Number (the site code is not it).
 */
const hospitalPcn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const op = company(r, ['Car Park Services', 'Parking Operations', 'Site Parking']);
  const p = place(r);
  const hospital = `${p} ${pick(r, ['General Hospital', 'Community Hospital', 'Royal Infirmary'])}`;
  const trust = `${p} ${pick(r, ['Health Care Trust', 'Hospitals Trust'])}`;
  const car = pick(r, ['Visitor Car Park B', 'Main Car Park', 'Outpatients Car Park', 'Maternity Car Park']);
  const ref = `${r.digits(3)}${oOrI(r)}${r.letters(1, 'HQ')}${r.digits(5)}`;
  const site = `S${r.digits(4)}`;
  const [full, disc] = pick(r, [
    [100, 60],
    [100, 60],
    [70, 40],
    [90, 54],
  ]);
  const v = vrm(r);
  const seen = addDays(c.date, -r.int(6, 12));
  const paidH = pick(r, [1, 2, 3]);
  const tariff = pick(r, [2.5, 3.2, 4.4, 5.1]) * paidH;
  const stayMin = paidH * 60 + r.int(25, 140);
  const inH = r.int(8, 14);
  const inM = r.int(0, 59);
  const outT = inH * 60 + inM + stayMin;
  const hm = (mins: number) =>
    `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
  const pay = addDays(c.date, 28);
  const discBy = addDays(c.date, 14);
  const portal = web(op.name);
  const spec: Spec = {
    face: c.face,
    head: op.head,
    headBand: r.chance(0.5),
    logoMark: pick(r, ['rings', 'chevron'] as const),
    sub: [`Managing parking at ${hospital}`, officeAddress(r), `${phone(r)}  ${portal}`],
    headAlign: 'left',
    recipient: rcpt(c),
    owe: {
      label: 'Parking charge',
      amount: fmtMoney(full),
      note: `Reduced to ${fmtMoney(disc)} if paid by ${D(c, discBy)}`,
    },
    panel: [
      ['Parking Charge No', ref],
      ['Vehicle', v],
      ['Site code', site],
      ['Date issued', D(c, c.date)],
    ],
    title: 'PARKING CHARGE NOTICE',
    titleStyle: 'banner',
    body: [
      { small: 'Notice to Keeper issued under Schedule 4 of the Protection of Freedoms Act 2012' },
      {
        p: `The cameras at ${car}, ${hospital}, which we operate for ${trust}, recorded vehicle ${v} as shown below. Parking at this site must be paid for, at the pay stations, by app or at the main reception, for the whole time the vehicle is parked. The payment made for this vehicle did not cover its stay, so a parking charge is payable under the terms displayed on the signs.`,
      },
      {
        grid: [
          ['Vehicle entered', D(c, seen), hm(inH * 60 + inM)],
          ['Vehicle left', D(c, seen), hm(outT)],
          ['Time paid for', `${fmtMoney(tariff)} paid`, `${paidH} hr 00 min`],
          ['Length of stay', '', `${Math.floor(stayMin / 60)} hr ${stayMin % 60} min`],
        ],
        header: ['Camera record', 'Date / payment', 'Time'],
        widths: [0.46, 0.3, 0.24],
        boldLast: false,
      },
      {
        p: `Please pay the parking charge of ${fmtMoney(full)} within 28 days, by ${D(c, pay)}. We do not know who was driving. If you were not the driver, tell us the driver's name and a current address for service and pass this notice to them. If, after 28 days from the day after this notice is given, the charge has not been paid in full and we have not been told the driver's name and address, we will have the right to recover any unpaid part of it from you as the keeper.`,
      },
      {
        p: `Free or concessionary parking applies to Blue Badge holders, patients attending for regular treatment and close relatives of seriously ill patients. If that applies to this visit, appeal at ${portal}/appeal with confirmation from the ward or department and we will cancel the charge.`,
      },
    ],
    sign: ['Hospital Parking Team', op.name],
    slip: {
      title: 'Payment counterfoil - return with your cheque',
      rows: [
        ['Parking Charge No', ref],
        ['Vehicle', v],
        ['Amount', fmtMoney(full)],
      ],
    },
    footer: [],
    footerCols: [
      `${regLine(op.name, r)} Member of an accredited parking trade association.`,
      `Appeals must be made within 28 days. If we reject your appeal you will be told how to refer it to the independent appeals service. Cheques payable to ${op.name}.`,
    ],
  };
  return { spec, truth: truth(op.name, full, ref, 'parking', 1, 'notice_to_keeper', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement
// ------------------------------------------------------------------------------------------------------------

const GOODS: [string, string][] = [
  ['Television', 'wall-mounted, 55 inch'],
  ['Games console', 'with two controllers'],
  ['Sofa', 'three-seat, grey fabric'],
  ['Laptop computer', 'silver, in case'],
  ['Dining table', 'oak effect, six chairs'],
  ['Washing machine', 'freestanding'],
  ['Mountain bike', 'adult, black'],
  ['Sound bar', 'with wireless speaker'],
];

/**
 * An enforcement agent's Notice after Entry or Taking Control of Goods, left at the property on a visit under a
 * warrant of control for an unpaid council penalty charge. The enforcement firm writes and asks to be paid: creditor,
 * 'bailiff' (README), final before removal: stage 3. ReceivedKind 'enforcement_visit' (the notice records a visit).
 * Amount = "Balance now due" (the increased penalty, registration fee, compliance and enforcement fees, less any
 * payment); the sale-stage fee that removal would add is a possible future fee. Reference = "Our reference"; the PCN
 * (client reference), warrant number and agent's certificate number are not it.
 */
const noticeAfterEntry: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ea = company(r, ['Enforcement Agency', 'Civil Enforcement', 'Enforcement Group']);
  const client = councilName(r);
  const agent = person(r);
  const ref = `${r.letters(2, 'KTV')}/${r.digits(3)}${oOrI(r)}${r.digits(3)}`;
  const pcn = `${r.letters(2, 'WXK')}${r.digits(8)}`;
  const warrant = `${r.digits(3)}${r.letters(2)}${r.digits(5)}`;
  const cert = r.digits(6);
  const pen = pick(r, [105, 105, 195, 240]);
  const regFee = 9;
  const compliance = 75;
  const enforcement = 235;
  const paid = pick(r, [0, 0, 0, 50, 100]);
  const bal = round2(pen + regFee + compliance + enforcement - paid);
  const pay = addDays(c.date, 7);
  const pool = [...GOODS];
  const goods = Array.from({ length: r.int(2, 4) }, () => pool.splice(r.int(0, pool.length - 1), 1)[0]);
  const fees: [string, string][] = [
    ['Penalty charge (increased)', fmtMoney(pen)],
    ['Court registration fee', fmtMoney(regFee)],
    ['Compliance stage fee', fmtMoney(compliance)],
    ['Enforcement stage fee', fmtMoney(enforcement)],
    ...(paid ? ([['Less paid on account', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
    ['Balance now due', fmtMoney(bal)],
  ];
  const spec: Spec = {
    face: c.face,
    top: [`Left at the premises on ${D(c, c.date)} at ${clock(r)}`],
    head: ea.head,
    logoMark: 'chevron',
    sub: [officeAddress(r), `Payments and enquiries ${phone(r)}  ${web(ea.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our reference', ref],
      ['Client ref (PCN)', pcn],
      ['Date of visit', D(c, c.date)],
    ],
    title: 'NOTICE AFTER ENTRY OR TAKING CONTROL OF GOODS',
    titleStyle: 'rule',
    body: [
      {
        small:
          'Tribunals, Courts and Enforcement Act 2007, Schedule 12, paragraph 34; Taking Control of Goods Regulations 2013, regulation 30',
      },
      {
        kv: [
          ['Enforcement agent:', `${agent.first} ${agent.last}`],
          ['Certificate:', `No. ${cert}, issued at ${place(r)} County Court`],
          ['Client:', client.name],
          ['Authority:', `Warrant of control ${warrant} (unpaid penalty charge)`],
        ],
      },
      {
        p: `Today I entered these premises and took control of the goods listed below. They remain here but are now under my control: you must not sell, move or dispose of them, and doing so is an offence.`,
      },
      {
        grid: goods.map(([item, desc]) => [item, desc]),
        header: ['Goods taken into control', 'Description'],
        widths: [0.45, 0.55],
        boldLast: false,
      },
      { table: fees, header: ['Statement of account', 'Amount'] },
      {
        boxed: [
          `Pay ${fmtMoney(bal)} by ${D(c, pay)}, quoting our reference ${ref}. If it is not paid, the goods may be removed and sold at public auction without further notice; the sale stage fee of £110.00 and storage costs would then be added.`,
        ],
      },
    ],
    sign: [`${agent.first} ${agent.last}`, 'Certificated Enforcement Agent', ea.name],
    footer: [`${regLine(ea.name, r)} Payments must be made to ${ea.name}, not to ${client.name}.`],
  };
  return { spec, truth: truth(ea.name, bal, ref, 'bailiff', 3, 'enforcement_visit', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Council tax
// ------------------------------------------------------------------------------------------------------------

/**
 * A council tax letter sent after the magistrates' court granted a liability order, with the statutory request
 * for employment and benefit details. The council is the creditor, 'council_tax'. It is the council's last letter
 * before enforcement action (attachment of earnings, enforcement agents): stage 3. Kind 'liability_order' (added to
 * ReceivedKind after this set was scored: the writer had used 'council_tax_final_notice', the nearest then, and the
 * reply written for a final notice spoke of an order still to be sought). Amount = "Total now
 * outstanding" (the sum in the order, costs included, less payments since); the sum ordered, the offered monthly
 * arrangement and the maximum fine for not giving the information are not it. Reference = the council tax account
 * number; the court's case number and the property reference are not it.
 */
const liabilityOrder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const acct = r.chance(0.5) ? `${r.digits(4)} ${r.digits(5)}` : `${r.digits(3)}${oOrI(r)}${r.digits(5)}`;
  const caseNo = `LO/${r.digits(2)}/${r.digits(5)}`;
  const prop = `${r.digits(5)}${r.letters(1)}`;
  const annual = r.money(1350, 2600);
  const paidYear = round2(annual * r.int(1, 4) * 0.1);
  const charge = round2(annual - paidYear);
  const costs = pick(r, [72, 85, 95, 110, 124.5]);
  const ordered = round2(charge + costs);
  const since = pick(r, [0, 0, 25, 40, 60]);
  const total = round2(ordered - since);
  const monthly = round2(Math.ceil(total / 10));
  const hearing = addDays(c.date, -r.int(7, 20));
  const court = `${place(r)} Magistrates' Court`;
  const pay = addDays(c.date, 14);
  const year = (() => {
    const y = c.date.getUTCFullYear() - (c.date.getUTCMonth() < 3 ? 1 : 0);
    return `${y}/${String(y + 1).slice(2)}`;
  })();
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [
      pick(r, ['Council Tax Recovery Section', 'Revenues - Recovery Team']),
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}/counciltax`,
    ],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Account number', acct],
      ['Property ref', prop],
      ['Court case no', caseNo],
      ['Date', D(c, c.date)],
    ],
    title: 'COUNCIL TAX - LIABILITY ORDER GRANTED',
    titleStyle: 'banner',
    body: [
      dear(c),
      {
        p: `On ${D(c, hearing)} ${court} granted the council a liability order against you for unpaid council tax for ${year}, together with the costs of the summons. This means the council can now recover the debt from you without going back to court.`,
      },
      {
        grid: [
          [`Council tax ${year} unpaid`, fmtMoney(charge)],
          ['Summons and liability order costs', fmtMoney(costs)],
          ['Amount of the liability order', fmtMoney(ordered)],
          ['Paid since the hearing', since ? `-${fmtMoney(since)}` : '£0.00'],
          ['Total now outstanding', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      { amountBox: [`Pay by ${D(c, pay)}`, fmtMoney(total)] },
      {
        p: `If you cannot pay in full, contact us before that date: we may agree payments of about ${fmtMoney(monthly)} a month. If you do neither, we may without further notice ask your employer to deduct money from your wages, ask for deductions from your benefits, or pass the debt to enforcement agents, whose fees will be added to what you owe.`,
      },
      { h: 'Information you must give us within 14 days - tick one and return this page' },
      {
        checks: [
          "I am employed: employer's name, address and my payroll number ...........................",
          'I am self-employed: business name and address ...........................',
          'I receive benefits: name of benefit ...........................',
          'I am not working and receive no benefits',
        ],
      },
      {
        small: `Regulation 36 of the Council Tax (Administration and Enforcement) Regulations 1992 requires you to give this information. Failing to do so, or knowingly giving false information, is a criminal offence for which you may be fined up to £500 on conviction. Please quote your account number on every payment and letter.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Recovery Manager', 'Council Tax Recovery Officer']), co.name],
    footer: [
      `${co.name}. Free, confidential debt advice is available from independent advice agencies. Large print copies on request.`,
    ],
  };
  return { spec, truth: truth(co.name, total, acct, 'council_tax', 3, 'liability_order', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Courts
// ------------------------------------------------------------------------------------------------------------

/**
 * A magistrates' court's notice that an unpaid fixed penalty (a speeding or other road traffic ticket) has been
 * registered as a fine, increased by one half. The court's fines office asks to be paid: creditor, 'court' (README:
 * a magistrates' court fines office letter is 'court', not 'speeding' — the police are no longer the ones asking).
 * It is the court's first notice about this sum (the police's earlier notices are not the sender's): stage 1,
 * 'fine_notice'. Amount = "Sum registered"; the original fixed penalty is not it. Reference = the court's account
 * number; the police fixed penalty notice number and the driving licence number are not it.
 */
const fineRegistration: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const court = `${place(r)} Magistrates' Court`;
  const force = `${place(r)} ${pick(r, ['Constabulary', 'Police'])}`;
  const acct = `${r.digits(2)}${oOrI(r)}${r.digits(6)}${r.letters(1, 'ABDFHK')}`;
  const fpn = `${r.letters(2, 'FPN')}${r.digits(7)}`;
  const who = c.who.last.toUpperCase().padEnd(5, '9').slice(0, 5);
  const licence = `${who}${r.digits(6)}${c.who.first[0]}${r.letters(1)}${r.digits(1)}${r.letters(2)}`;
  const offence = pick(r, [
    { text: 'Exceeding the 30 mph speed limit', fp: 100 },
    { text: 'Exceeding the 40 mph speed limit', fp: 100 },
    { text: 'Using a hand-held mobile phone while driving', fp: 200 },
    { text: 'Failing to comply with a red traffic light', fp: 100 },
    { text: 'Failing to comply with a no entry sign', fp: 50 },
  ]);
  const inc = offence.fp / 2;
  const reg = offence.fp + inc;
  const when = addDays(c.date, -r.int(60, 110));
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    top: ['PLEASE QUOTE YOUR ACCOUNT NUMBER ON ALL CORRESPONDENCE AND PAYMENTS'],
    head: [court],
    logoMark: 'shield',
    sub: ['Fixed Penalty Registration', officeAddress(r), `Fines enquiries ${phone(r)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Account number', acct],
      ['Date of notice', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'NOTICE OF REGISTRATION OF A FIXED PENALTY AS A FINE',
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      {
        p: `The fixed penalty shown below was not paid, and no request for a court hearing was made, within the 28 days allowed. Under section 71 of the Road Traffic Offenders Act 1988 the penalty, increased by one half, has been registered at this court for enforcement as if it were a fine imposed on you.`,
      },
      {
        kv: [
          ['Issued by:', force],
          ['Fixed penalty notice:', fpn],
          ['Offence:', `${offence.text}, ${D(c, when)}`],
          ['Driving licence no:', licence],
        ],
      },
      {
        table: [
          ['Fixed penalty', fmtMoney(offence.fp)],
          ['Increase of one half', fmtMoney(inc)],
          ['Sum registered', fmtMoney(reg)],
        ],
        header: ['', 'Amount'],
      },
      {
        p: `You must pay the sum registered, ${fmtMoney(reg)}, to this court by ${D(c, pay)}. You can no longer pay the police or ask for a hearing about the offence. If you did not receive the original notice, you may make a statutory declaration to that effect within 21 days of receiving this notice.`,
      },
      {
        small: `If the sum is not paid, the court may make an attachment of earnings order, apply to deduct payments from benefits, or issue a warrant of control to enforcement agents, whose fees would be added. Payments can be made online or by telephone 24 hours a day.`,
      },
    ],
    sign: ['Designated Officer for the Court', court],
    slip: {
      title: `Payment slip - ${court}`,
      rows: [
        ['Account number', acct],
        ['Amount due', fmtMoney(reg)],
      ],
    },
    footer: [
      `${court}, ${officeAddress(r)}. Cheques payable to the court, with the account number on the back.`,
    ],
  };
  return { spec, truth: truth(court, reg, acct, 'court', 1, 'fine_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Public bodies
// ------------------------------------------------------------------------------------------------------------

const EXEMPTIONS = [
  'You hold a valid maternity exemption certificate',
  'You hold a valid medical exemption certificate',
  'You get an income-related support benefit',
  'You are named on a valid low income certificate',
];

/**
 * A prescription-charge penalty notice from an invented health charges authority: an exemption ticked on the
 * prescription form could not be confirmed. Public-body debts that match none of the README's specific types are
 * 'normal' (as W30, W32, W67). Its first letter: stage 1. ReceivedKind 'fine_notice': the letter imposes a civil
 * penalty; 'penalty_charge_notice' is kept for the parking/traffic sequence (notice to owner, charge certificate).
 * Amount = "Total to pay" (prescription charges + penalty charge); the 50% surcharge if unpaid is a possible future
 * sum. Reference = the penalty charge reference; the prescription form serial and the patient number are not it.
 */
const prescriptionPenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const name = `${place(r)} ${pick(r, ['Health Charges Authority', 'Health Service Charges Agency'])}`;
  const ref = `${r.letters(2, 'PXK')}${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const serial = r.digits(10);
  const patient = `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`;
  const items = r.int(1, 4);
  const each = 9.9;
  const charges = round2(items * each);
  const penalty = round2(Math.min(100, charges * 5));
  const total = round2(charges + penalty);
  const surcharge = round2(penalty / 2);
  const dispensed = addDays(c.date, -r.int(50, 120));
  const pharmacy = `${stem(r)} Pharmacy, ${place(r)}`;
  const claim = pick(r, EXEMPTIONS);
  const pay = addDays(c.date, 28);
  const site = web(name);
  const spec: Spec = {
    face: c.face,
    head: [name],
    logoMark: 'rings',
    sub: ['Prescription Exemption Checking Service', officeAddress(r), `${phone(r)}  ${site}`],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Penalty charge ref', ref],
      ['Patient number', patient],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: 'Penalty Charge Notice - prescription charges',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We check claims for free prescriptions. When your prescription was dispensed, the form was marked to say you did not have to pay, but we have not been able to confirm that you were entitled to free prescriptions on that date.`,
      },
      {
        kv: [
          ['Dispensed:', `${D(c, dispensed)} at ${pharmacy}`],
          ['Form serial number:', serial],
          ['Exemption claimed:', claim],
          ['Items:', String(items)],
        ],
      },
      {
        grid: [
          [`Prescription charges (${items} at ${fmtMoney(each)})`, fmtMoney(charges)],
          ['Penalty charge (five times the charges, up to £100)', fmtMoney(penalty)],
          ['Total to pay', fmtMoney(total)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay ${fmtMoney(total)} by ${D(c, pay)} at ${site}/pay, quoting your penalty charge reference. If you were entitled to free prescriptions, send us a copy of your certificate or proof of benefit within 28 days instead and we will cancel this notice. This notice does not mean we think you have been dishonest.`,
      },
      {
        small: `If you neither pay nor send evidence within 28 days, a surcharge of ${fmtMoney(surcharge)} (half the penalty charge) will be added and we may take civil recovery action through the courts. Issued under the penalty charges regulations for health service charges.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Exemption Checking Team', name],
    footer: [],
    footerCols: [
      `${name}, ${officeAddress(r)}. Calls may be recorded for training purposes.`,
      `Need help with health costs? You may be able to get help through a low income scheme or a prepayment certificate. Ask for this letter in another format on ${phone(r)}.`,
    ],
  };
  return { spec, truth: truth(name, total, ref, 'normal', 1, 'fine_notice', c, pay) };
};

/**
 * A vehicle licensing office's offer to settle out of court for an untaxed vehicle with no off-road declaration:
 * arrears of vehicle tax plus a late licensing penalty. A public body's demand of no specific README type: 'normal'.
 * First letter about it: stage 1, 'fine_notice' (an offer to pay a penalty instead of being prosecuted, as W29's
 * conditional offer). Amount = "Total to settle" (back tax + full penalty); the reduced total within 33 days is a
 * discount, the 12-month tax rate is not owed, and the £1,000 maximum fine is never the amount. Reference = the
 * offer reference; the registration mark and the logbook (V5C) document reference are not it.
 */
const vehicleTaxSettlement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const name = `${place(r)} Vehicle Licensing ${pick(r, ['Office', 'Centre'])}`;
  const ref = `LP${r.digits(4)}${oOrI(r)}${r.digits(4)}`;
  const v5c = r.digits(11);
  const v = vrm(r);
  const annual = pick(r, [20, 195, 195, 210, 345]);
  const months = r.int(2, 7);
  const arrears = round2((annual / 12) * months);
  const penalty = 80;
  const reduced = 40;
  const total = round2(arrears + penalty);
  const cut = round2(arrears + reduced);
  const expired = addDays(c.date, -30 * months - r.int(0, 20));
  const early = addDays(c.date, 33);
  const pay = addDays(c.date, 61);
  const site = web(name);
  const spec: Spec = {
    face: c.face,
    head: [name],
    headBand: true,
    logoMark: pick(r, ['rings', 'chevron'] as const),
    sub: ['Vehicle Tax Enforcement', officeAddress(r), site],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Offer reference', ref],
      ['Registration number', v],
      ['Date of letter', D(c, c.date)],
    ],
    title: 'OFFER TO SETTLE OUT OF COURT - UNTAXED VEHICLE',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `Our records show that you are the registered keeper of vehicle ${v}. Its vehicle tax ran out on ${D(c, expired)} and no declaration has been made that it is kept off the road. Keeping an untaxed vehicle without a declaration is an offence, but you can settle the matter without going to court by paying the sum below.`,
      },
      {
        grid: [
          [`Arrears of vehicle tax (${months} months)`, fmtMoney(arrears)],
          ['Late licensing penalty', fmtMoney(penalty)],
          ['Total to settle', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Pay ${fmtMoney(total)} by ${D(c, pay)}. If we receive payment by ${D(c, early)} the penalty is halved to ${fmtMoney(reduced)}, and the total to settle becomes ${fmtMoney(cut)}.`,
      },
      {
        p: `Paying this offer does not tax the vehicle. You must also tax it, or declare it off the road, straight away: 12 months' tax for this vehicle is ${fmtMoney(annual)}. Logbook document reference ${v5c} will be needed.`,
      },
      {
        boxed: [
          "If you do not pay, the case may be passed to the magistrates' court. On conviction you could be fined up to £1,000 and ordered to pay the arrears of tax.",
        ],
      },
    ],
    sign: ['Enforcement Section', name],
    slip: {
      title: 'Settlement payment - detach and return',
      rows: [
        ['Offer reference', ref],
        ['Vehicle', v],
        ['Total to settle', fmtMoney(total)],
      ],
    },
    footer: [`${name}, ${officeAddress(r)}. Pay online at ${site}/settle, 24 hours a day.`],
  };
  return { spec, truth: truth(name, total, ref, 'normal', 1, 'fine_notice', c, pay) };
};

export const FRESH5A_FAMILIES: Family[] = [
  {
    id: 'W71',
    name: 'Moving-traffic PCN: notice of rejection of representations',
    group: 'council_parking',
    make: rejectionOfRepresentations,
  },
  {
    id: 'W72',
    name: 'Hospital car park Parking Charge Notice by post',
    group: 'private_parking',
    make: hospitalPcn,
  },
  {
    id: 'W73',
    name: 'Notice after Entry (goods taken into control)',
    group: 'enforcement',
    make: noticeAfterEntry,
  },
  { id: 'W74', name: 'Council tax liability order granted', group: 'council_tax', make: liabilityOrder },
  { id: 'W75', name: 'Fixed penalty registered as a fine', group: 'court_police', make: fineRegistration },
  { id: 'W76', name: 'Prescription charge penalty notice', group: 'public_body', make: prescriptionPenalty },
  {
    id: 'W77',
    name: 'Vehicle tax out-of-court settlement',
    group: 'public_body',
    make: vehicleTaxSettlement,
  },
];
