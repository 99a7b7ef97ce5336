/**
 * The second fresh held-out set (W42 on): families written after every extraction rule change, by someone who had
 * not read the extractor, and scored once. They cover the same senders as W01–W41 with different layouts (letterhead
 * bands, reference cells, stacked reference panels, multi-column tables, camera stills, reply forms, tear-off slips)
 * and wording, and are the only families drawn in the Liberation faces (Arial / Times / Courier metrics).
 * Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented.
 */
import type { Spec } from './compose';
import type { Face } from './layout';
import { addDays, fmtMoney, officeAddress, phone, place, vrm, web } from './vocab';
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
  regLine,
  truth,
  type Family,
  round2,
  oOrI,
} from './family-kit';

const SERIFS: Face[] = ['times', 'serif'];
/** The council tax year a date falls in ("2025/26" from April 2025). */
const ctaxYear = (d: Date) => {
  const y = d.getUTCFullYear() - (d.getUTCMonth() < 3 ? 1 : 0);
  return `${y}/${String(y + 1).slice(2)}`;
};

// ------------------------------------------------------------------------------------------------------------
// Council parking
// ------------------------------------------------------------------------------------------------------------

/** A bus lane PCN served by post on the evidence of a camera: stills, a cell row of references, a payment slip. */
const busLanePcn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const pcn = `${r.letters(2, 'BLT')}${r.digits(2)}${oOrI(r)}${r.digits(5)}`;
  const full = pick(r, [60, 70, 160]);
  const half = full / 2;
  const v = vrm(r);
  const seen = addDays(c.date, -r.int(4, 9));
  const pay = addDays(c.date, 28);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: true,
    logoMark: 'chevron',
    sub: [
      'Traffic Enforcement - Bus Lane Cameras',
      officeAddress(r),
      `${phone(r)}  ${web(co.name)}/buslanes`,
    ],
    headAlign: 'left',
    returnAddress: `If undelivered please return to ${co.name}, ${officeAddress(r)}`,
    recipient: rcpt(c),
    panel: [],
    owe: {
      label: 'Amount payable',
      amount: fmtMoney(full),
      note: `${fmtMoney(half)} if paid by ${D(c, addDays(c.date, 14))}`,
    },
    refGrid: [
      ['PCN number', pcn],
      ['Vehicle registration mark', v],
      ['Date of contravention', D(c, seen)],
      ['Date of notice', D(c, c.date)],
    ],
    title: 'PENALTY CHARGE NOTICE',
    titleStyle: 'rule',
    body: [
      {
        p: `Issued by post under the Bus Lane Contraventions (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2005 on the evidence of a record produced by an approved device. The vehicle shown below was in a bus lane during its hours of operation.`,
      },
      {
        photos: [
          `Image 1 - ${pick(r, ['07:52', '08:14', '17:36'])} vehicle enters bus lane`,
          'Image 2 - vehicle in bus lane',
          'Image 3 - registration mark',
        ],
      },
      {
        kv: [
          [
            'Location:',
            `${place(r)} Road (${pick(r, ['northbound', 'eastbound'])}), ${place(r)} Way junction`,
          ],
          ['Contravention:', '34J Being in a bus lane'],
        ],
      },
      {
        grid: [
          ['Reduced amount', fmtMoney(half), D(c, addDays(c.date, 14))],
          ['Full penalty charge', fmtMoney(full), D(c, pay)],
        ],
        header: ['How much to pay', 'Amount', 'Pay by'],
        widths: [0.5, 0.25, 0.25],
      },
      {
        p: `The penalty charge of ${fmtMoney(full)} must be paid not later than the last day of the period of 28 days beginning with the date of service of this notice. A discount of 50% applies if it is paid within 14 days.`,
      },
      {
        small: `You may make representations against this notice on the grounds set out overleaf. If you neither pay nor make representations within 28 days, a Charge Certificate may be served and the penalty charge increased by 50%.`,
      },
    ],
    sign: ['Bus Lane Enforcement Team', co.name],
    slip: {
      title: 'Payment slip - please return with your payment',
      rows: [
        ['PCN number', pcn],
        ['Vehicle', v],
        ['Amount payable', fmtMoney(full)],
      ],
    },
    footer: [`${co.name}. Pay online at ${web(co.name)}/pay or call the automated line on ${phone(r)}.`],
  };
  return { spec, truth: truth(co.name, full, pcn, 'parking', 1, 'penalty_charge_notice', c, pay) };
};

/**
 * A Notice to Owner whose charges table still shows the (expired) reduced rate and the 50% increase to come; the
 * amount demanded is the full penalty charge (README: not a discount, not a possible future increase).
 */
const noticeToOwnerTable: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const pcn = `${r.letters(2, 'KMTZ')}${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const full = pick(r, [50, 70, 110]);
  const served = addDays(c.date, -r.int(30, 42));
  const pay = addDays(c.date, 28);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: 'shield',
    sub: [pick(r, ['Parking Services', 'Civil Enforcement Office']), officeAddress(r)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['PCN No.', pcn],
      ['Date PCN served', D(c, served)],
      ['Vehicle', vrm(r)],
      ['Date of this notice', D(c, c.date)],
    ],
    panelStacked: true,
    panelBoxed: true,
    title: 'NOTICE TO OWNER',
    titleStyle: 'boxed',
    body: [
      {
        small: `Traffic Management Act 2004 - The Civil Enforcement of Parking Contraventions (England) General Regulations 2007, regulation 19`,
      },
      {
        p: `A Penalty Charge Notice was served on ${D(c, served)} for a parking contravention at ${place(r)} ${pick(r, ['High Street', 'Market Place', 'Bridge Street'])}. The penalty charge has not been paid. Our records show that you are the owner of the vehicle, so this notice is served on you.`,
      },
      {
        grid: [
          ['Reduced rate (within 14 days of the PCN)', fmtMoney(full / 2), 'No longer available'],
          ['Penalty charge', fmtMoney(full), 'Payable now'],
          ['If a Charge Certificate is served', fmtMoney(full * 1.5), 'Increase of 50%'],
        ],
        header: ['Charge', 'Amount', 'Status'],
        widths: [0.5, 0.2, 0.3],
        boldLast: false,
      },
      {
        cols: [
          `What you must do now: pay the penalty charge of ${fmtMoney(full)} within 28 days of the date this notice is served, or make formal representations to the council.`,
          `If you do neither within 28 days, the council may serve a Charge Certificate. The charge will then rise by 50% and may be registered as a debt.`,
        ],
      },
      {
        p: `Representations may be made on the grounds that the contravention did not occur, that the vehicle had been taken without consent, or that the penalty exceeded the amount applicable. Write to us quoting the PCN number ${pcn}.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: ['Parking Services Manager', co.name],
    footer: [`${co.name}, ${officeAddress(r)}. Telephone ${phone(r)}. ${web(co.name)}`],
  };
  return { spec, truth: truth(co.name, full, pcn, 'parking', 2, 'notice_to_owner', c, pay) };
};

/** Charge Certificate: "increased by 50%", a large amount box, a future registration fee that is not yet due. */
const chargeCertificateBox: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const pcn = `${r.letters(1, 'PZ')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const full = pick(r, [70, 110, 130, 160]);
  const up = full * 1.5;
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: co.head.map((h) => h.toUpperCase()),
    logoMark: 'rings',
    sub: ['Notice Processing', officeAddress(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Penalty Charge Notice No.', pcn],
      ['Vehicle reg.', vrm(r)],
      ['Date of certificate', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'CHARGE CERTIFICATE',
    titleStyle: 'banner',
    body: [
      {
        p: `The council served a Notice to Owner for the penalty charge shown above. No payment has been received and no representations were made within 28 days, so the penalty charge has been increased by 50%.`,
      },
      {
        grid: [
          ['Penalty charge', fmtMoney(full)],
          ['Increase of 50%', fmtMoney(full / 2)],
          ['Total now payable', fmtMoney(up)],
        ],
        widths: [0.7, 0.3],
      },
      { amountBox: ['Total now payable', fmtMoney(up)] },
      {
        p: `If the total is not paid within 14 days of the date of service of this certificate, the council may register the charge as a debt at the Traffic Enforcement Centre without further notice. A registration fee of £9.00 would then be added and an Order for Recovery served.`,
      },
      { p: `Quote the Penalty Charge Notice number on any payment or letter.` },
    ],
    sign: ['Notice Processing Team', co.name],
    slip: {
      title: 'Remittance advice',
      rows: [
        ['PCN', pcn],
        ['Amount', fmtMoney(up)],
      ],
    },
    footer: [`${co.name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, up, pcn, 'parking', 3, 'charge_certificate', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Private parking
// ------------------------------------------------------------------------------------------------------------

const FIRMS = ['Tolland Reeve', 'Marrick Hale', 'Penrose Dunn', 'Carrow Lisle', 'Ebbing Vance'];

/**
 * A solicitors' first letter for a parking operator. The firm wrote it and asks to be paid (into its client
 * account), so under the README's on-behalf rule the firm is the creditor and the type is debt_collection.
 * Stage 1: the earlier Notice to Keeper and reminder it mentions were the operator's, not the firm's (the README's
 * follow-up means an earlier letter *from the sender*).
 */
const solicitorParkingRecovery: Family['make'] = (r) => {
  const c = ctx(r, SERIFS.concat(['arial']));
  const s = pick(r, FIRMS);
  const name = pick(r, [`${s} Solicitors LLP`, `${s} Legal LLP`]);
  const op = company(r, ['Parking Management', 'Car Park Operations', 'Parking Control']);
  const ref = `PK/${r.digits(6)}/${r.letters(2)}`;
  const charge = pick(r, [60, 85, 100]);
  const costs = 70;
  const total = charge + costs;
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: [name.toUpperCase()],
    sub: ['Solicitors', officeAddress(r), `DX ${r.digits(5)} ${place(r)}  ·  ${phone(r)}`],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Our ref', ref],
      ['Your ref', '-'],
      ['Parking charge no.', `${r.digits(3)}${oOrI(r)}${r.digits(6)}`],
      ['Date', D(c, c.date)],
    ],
    title: `Unpaid parking charge - ${op.name}`,
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We are instructed by our client, ${op.name}, which manages the car park at ${place(r)} ${pick(r, ['Leisure Centre', 'Retail Park', 'Hospital'])}. Our client issued a parking charge to the keeper of vehicle ${vrm(r)} and sent a Notice to Keeper and a reminder, neither of which has been paid.`,
      },
      {
        p: `Our client has asked us to recover the sum below. Payment should be made to us, not to our client.`,
      },
      {
        grid: [
          ['Parking charge', fmtMoney(charge)],
          ['Contractual debt recovery costs', fmtMoney(costs)],
          ['Total now payable', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Please pay the total now payable within 14 days of the date of this letter. If you dispute the charge, tell us why in writing within the same period. If we hear nothing, our client may consider issuing a claim in the county court.`,
      },
      { p: `Please quote our reference ${ref} in all correspondence and payments.` },
    ],
    closing: 'Yours faithfully',
    sign: [name],
    footer: [
      `${name} is a limited liability partnership registered in England and Wales (OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). Registered office: ${officeAddress(r)}.`,
    ],
  };
  return {
    spec,
    truth: truth(name, total, ref, 'debt_collection', 1, 'debt_recovery', c, pay),
  };
};

/** Notice to Keeper under POFA 2012 Schedule 4 paragraph 9: entry/exit stills, the paragraph 9 wording. */
const pofaNtk: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const op = company(r, ['Parking Management', 'Car Park Operations', 'Parking Services']);
  const ref = `${r.digits(4)}${oOrI(r)}${r.digits(5)}`;
  const charge = pick(r, [70, 90, 100]);
  const disc = pick(r, [40, 60]);
  const event = addDays(c.date, -r.int(5, 12));
  const entry = `${r.int(9, 12)}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const exit = `${r.int(14, 18)}:${r.int(10, 59)}`;
  const pay = addDays(c.date, 28);
  const spec: Spec = {
    face: c.face,
    head: op.head,
    logoMark: 'bars',
    sub: [officeAddress(r), web(op.name)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Parking Charge Notice', ref],
      ['Date issued', D(c, c.date)],
      ['Vehicle', vrm(r)],
    ],
    panelBoxed: true,
    owe: {
      label: 'Parking charge',
      amount: fmtMoney(charge),
      note: `${fmtMoney(disc)} if paid within 14 days`,
    },
    title: 'NOTICE TO KEEPER',
    titleStyle: 'rule',
    body: [
      { small: `Protection of Freedoms Act 2012, Schedule 4, paragraph 9` },
      {
        photos: [`Entry ${D(c, event)} ${entry}`, `Exit ${D(c, event)} ${exit}`],
      },
      {
        kv: [
          ['Car park:', `${place(r)} ${pick(r, ['Shopping Centre', 'Quayside', 'Station Approach'])}`],
          ['Reason:', 'Stayed longer than the maximum period allowed (2 hours)'],
        ],
      },
      {
        p: `The driver of the vehicle was required to pay a parking charge in accordance with the terms on the signs at the car park, and the parking charge has not been paid in full. We do not know both the name of the driver and a current address for service for the driver.`,
      },
      {
        p: `You are invited to pay the parking charge of ${fmtMoney(charge)} or, if you were not the driver, to tell us the name and a current address for service of the driver and pass this notice to them. If, at the end of 29 days beginning with the day after this notice is given, the charge has not been paid in full and we do not know the driver's name and address, we will have the right to recover any unpaid part of the parking charge from you, the keeper.`,
      },
      {
        cols: [
          `Pay ${fmtMoney(disc)} if you pay within 14 days of the date of issue. After that the full charge of ${fmtMoney(charge)} is payable.`,
          `Appeals can be made online within 28 days. If we reject your appeal you may refer it to the independent appeals service.`,
        ],
      },
    ],
    sign: [op.name],
    footer: [regLine(op.name, r)],
  };
  return { spec, truth: truth(op.name, charge, ref, 'parking', 1, 'notice_to_keeper', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement agents
// ------------------------------------------------------------------------------------------------------------

/**
 * An account update after a broken payment arrangement; it says it is not a final notice (stage 2). The amount is
 * the balance outstanding, not the missed instalment the letter would accept to reinstate the arrangement (the
 * README excludes instalments).
 */
const eaArrangementStatement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ea = company(r, ['Enforcement Agency', 'Bailiff Services', 'Enforcement Services']);
  const co = councilName(r);
  const ref = `${r.letters(2, 'CE')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const inst = pick(r, [20, 25, 40, 50]);
  const bal = r.money(300, 1400);
  const d1 = addDays(c.date, -42);
  const d2 = addDays(c.date, -28);
  const d3 = addDays(c.date, -14);
  const spec: Spec = {
    face: c.face,
    head: ea.head,
    sub: [officeAddress(r), `Payments line ${phone(r)}`],
    headAlign: 'left',
    logoMark: 'rings',
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Liability order ref', `${r.digits(2)}/${r.digits(5)}`],
      ['Client', co.name],
      ['Date', D(c, c.date)],
    ],
    title: 'ACCOUNT UPDATE',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `On ${D(c, addDays(c.date, -60))} you agreed to pay ${fmtMoney(inst)} a fortnight towards the council tax debt that ${co.name} has passed to us. Your payments so far are shown below.`,
      },
      {
        grid: [
          [D(c, d1), fmtMoney(inst), fmtMoney(inst)],
          [D(c, d2), fmtMoney(inst), fmtMoney(inst)],
          [D(c, d3), fmtMoney(inst), '£0.00'],
          ['Balance outstanding', '', fmtMoney(bal)],
        ],
        header: ['Instalment date', 'Due', 'Received'],
        widths: [0.5, 0.25, 0.25],
      },
      {
        p: `The instalment due on ${D(c, d3)} was not received, so your arrangement has lapsed. This letter is not a final notice: we are willing to reinstate the arrangement if you pay the missed instalment and call us within 7 days.`,
      },
      {
        p: `If we do not hear from you, the case will be returned to an enforcement agent and further fees may be added in line with the Taking Control of Goods (Fees) Regulations 2014.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Accounts', ea.name],
    footer: [regLine(ea.name, r)],
  };
  return { spec, truth: truth(ea.name, bal, ref, 'bailiff', 2, 'enforcement_update', c) };
};

/** Notice of Enforcement for a magistrates' fine: warrant of control, compliance fee, the fees still to come. */
const fineNoticeOfEnforcement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ea = company(r, ['Enforcement Agency', 'Enforcement Services', 'Civil Enforcement']);
  const court = `${place(r)} Magistrates' Court`;
  const ref = `MF${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const fine = r.money(180, 1100);
  const total = round2(fine + 75);
  const pay = addDays(c.date, 8);
  const spec: Spec = {
    face: c.face,
    top: ['Taking Control of Goods Regulations 2013, regulation 7'],
    head: ea.head.map((h) => h.toUpperCase()),
    headBand: r.chance(0.5),
    sub: [officeAddress(r), `${phone(r)}  ${web(ea.name)}`],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Our ref', ref],
      ['Court account no.', `${r.digits(2)}/${r.digits(6)}`],
      ['Issued by', court],
      ['Date of notice', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'NOTICE OF ENFORCEMENT',
    titleStyle: 'boxed',
    body: [
      {
        p: `${court} has issued a warrant of control because the fine imposed on you has not been paid. We are authorised to enforce it. The amount below must be paid in full.`,
      },
      {
        grid: [
          ['Fine outstanding under the warrant', fmtMoney(fine)],
          ['Compliance stage fee', fmtMoney(75)],
          ['Total amount due now', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `You have 7 clear days from the date of this notice to pay, that is by ${D(c, pay)}. If you do not pay, an enforcement agent will visit to take control of your goods and the fees below will be added.`,
      },
      {
        grid: [
          ['Enforcement stage', '£235.00 + 7.5% over £1,500'],
          ['Sale or disposal stage', '£110.00 + 7.5% over £1,500'],
        ],
        header: ['Fees that will be added if you do not pay', 'Fee'],
        widths: [0.55, 0.45],
        boldLast: false,
      },
      { p: `Quote our reference ${ref} when you pay by phone or online.` },
    ],
    sign: ['Enforcement Office', ea.name],
    footer: [regLine(ea.name, r)],
  };
  return {
    spec,
    truth: truth(ea.name, total, ref, 'bailiff', 3, 'notice_of_enforcement', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Council tax
// ------------------------------------------------------------------------------------------------------------

/**
 * A first council tax reminder whose small print says a summons may follow: still stage 1 (a first notice); the
 * amount is the overdue instalments, not the year's balance that would fall due later.
 */
const ctaxReminderSummonsSmallPrint: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const ref = `${r.digits(4)} ${r.digits(4)} ${r.digits(1)}`;
  const inst = r.money(95, 240);
  const missed = r.int(1, 2);
  const due = round2(inst * missed);
  const rest = round2(inst * (10 - r.int(3, 5)));
  const pay = addDays(c.date, 7);
  const d1 = addDays(c.date, -40);
  const d2 = addDays(c.date, -10);
  const rows: string[][] =
    missed === 2
      ? [
          [D(c, d1), fmtMoney(inst), '£0.00'],
          [D(c, d2), fmtMoney(inst), '£0.00'],
        ]
      : [[D(c, d2), fmtMoney(inst), '£0.00']];
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: 'bars',
    sub: [pick(r, ['Council Tax Recovery', 'Local Taxation']), officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Council Tax account number', ref],
      ['Date of issue', D(c, c.date)],
      ['Property', c.addr[0]],
    ],
    panelStacked: true,
    title: 'Reminder Notice - Council Tax',
    titleStyle: 'plain',
    body: [
      { small: `Council Tax (Administration and Enforcement) Regulations 1992, regulation 23(1)` },
      {
        p: `The instalments below have not been received. Please pay the amount overdue within 7 days of the date of this notice so that you can keep paying by instalments.`,
      },
      {
        grid: [...rows, ['Amount overdue now', '', fmtMoney(due)]],
        header: ['Instalment due', 'Amount due', 'Amount paid'],
        widths: [0.5, 0.25, 0.25],
      },
      {
        kv: [
          [`Annual charge ${ctaxYear(c.date)}:`, fmtMoney(round2(inst * 10))],
          ['Remaining balance for the year:', fmtMoney(rest)],
        ],
      },
      {
        p: `Pay online at ${web(co.name)}/counciltax, by phone on ${phone(r)}, or at any post office with the barcode on your bill.`,
      },
      {
        small: `If you do not pay the amount overdue within 7 days, you will lose the right to pay by instalments and the remaining balance for the year will become payable after a further 7 days. If that is not paid we may ask the magistrates' court to issue a summons, and costs will be added. If you are on a low income you may be entitled to council tax support.`,
      },
    ],
    sign: ['Council Tax Recovery', co.name],
    footer: [`${co.name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, due, ref, 'council_tax', 1, 'council_tax_reminder', c, pay) };
};

/** A final notice laid out as a statement: band letterhead, reference cells, a discount line, a slip. */
const ctaxFinalStatement: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const ref = `${r.digits(2)}${oOrI(r)}${r.digits(6)}`;
  const annual = r.money(1400, 2600);
  const spd = r.chance(0.5) ? round2(annual * 0.25) : 0;
  const paid = round2(r.int(1, 3) * 100);
  const bal = round2(annual - spd - paid);
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    headBand: true,
    sub: ['Revenues Service', officeAddress(r)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Council tax ref', ref],
      ['Date', D(c, c.date)],
      ['Band', pick(r, ['A', 'B', 'C', 'D'])],
      ['Year', ctaxYear(c.date)],
    ],
    title: 'FINAL NOTICE',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We sent you a reminder on ${D(c, addDays(c.date, -24))} because your instalments were late. You did not bring your account up to date, so you have lost the right to pay by instalments and the full amount for the year is now due.`,
      },
      {
        grid: [
          ['Council tax charge for the year', fmtMoney(annual)],
          ...(spd ? [['Less single person discount (25%)', `-${fmtMoney(spd)}`]] : []),
          ['Less payments received', `-${fmtMoney(paid)}`],
          ['Total now payable', fmtMoney(bal)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Pay ${fmtMoney(bal)} by ${D(c, pay)}. If you do not, we will apply to the magistrates' court for a liability order without further warning, and summons costs will be added to your account.`,
      },
    ],
    sign: ['Revenues Manager', co.name],
    slip: {
      title: 'Council tax payment slip',
      rows: [
        ['Council tax ref', ref],
        ['Amount', fmtMoney(bal)],
      ],
    },
    footer: [`${co.name}, ${officeAddress(r)}. ${web(co.name)}`],
  };
  return { spec, truth: truth(co.name, bal, ref, 'council_tax', 3, 'council_tax_final_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Collectors, purchasers
// ------------------------------------------------------------------------------------------------------------

/**
 * A collector writing on behalf of an energy supplier, after the customer's phone call (stage 2). README: the
 * creditor is the collector that wrote and asks to be paid, not the supplier named large on the page.
 */
const energyCollectorAfterCall: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dca = company(r, ['Credit Services', 'Recoveries', 'Collection Services']);
  const supplier = `${place(r)} ${pick(r, ['Energy Supply', 'Gas & Power', 'Energy'])} Ltd`;
  const ref = `${r.letters(2, 'CR')}${r.digits(2)}${oOrI(r)}${r.digits(5)}`;
  const bal = r.money(180, 1900);
  const plan = pick(r, [15, 20, 30]);
  const spec: Spec = {
    face: c.face,
    top: [`Collecting on behalf of ${supplier}`],
    head: dca.head,
    logoMark: 'chevron',
    sub: [officeAddress(r), `${phone(r)}  ·  ${web(dca.name)}`],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Customer reference', ref],
      ['Supplier account', `${r.digits(10)}`],
      ['Meter point', `${r.digits(13)}`],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: 'Following our telephone conversation',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `Thank you for speaking to us on ${D(c, addDays(c.date, -9))} about your closed ${supplier} energy account. You told us you would set up a payment plan, but we have not yet received the first payment.`,
      },
      { boxed: [`Amount outstanding: ${fmtMoney(bal)}`] },
      {
        p: `You can clear the amount outstanding in one payment, or pay ${fmtMoney(plan)} a month by direct debit. Either way, please call us or pay online within 14 days. If you are in financial difficulty, free debt advice is available and we will put your account on hold for 30 days while you get it.`,
      },
      {
        p: `Please quote your customer reference ${ref}; the supplier account number will not find your account with us.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Support Team', dca.name],
    footer: [`${dca.name} is acting on behalf of ${supplier}. ${fcaLine(dca.name, r)}`],
  };
  return { spec, truth: truth(dca.name, bal, ref, 'debt_collection', 2, 'debt_recovery', c) };
};

/**
 * A mobile account defaulted and assigned to a debt purchaser: the purchaser's letter, with an inset notice given on
 * behalf of the network. The purchaser wrote it and asks to be paid, so it is the creditor; the network's account
 * number and the masked phone number are previous-creditor references.
 */
const mobileAssignment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const buyer = company(r, ['Credit Portfolio', 'Debt Purchasing', 'Receivables Management']);
  const net = `${place(r)} Mobile Ltd`;
  const ref = `${r.digits(2)}${oOrI(r)}${r.digits(6)}-${r.digits(2)}`;
  const atDefault = r.money(220, 1300);
  const paid = pick(r, [0, 25, 50]);
  const bal = round2(atDefault - paid);
  const spec: Spec = {
    face: c.face,
    head: buyer.head,
    logoMark: 'bars',
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account No.', ref],
      ['Previous creditor', net],
      ['Previous account', `${r.digits(9)}`],
      ['Mobile number', `07*** ***${r.digits(3)}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Notice of Assignment',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `Your ${net} mobile account was defaulted on ${D(c, addDays(c.date, -r.int(60, 200)))} after the payments due under your contract were not made. ${net} has now sold and assigned the account to us.`,
      },
      {
        boxed: [
          `Notice given on behalf of the assignor, ${net}: we have assigned to ${buyer.name} all our rights in your account. Please make all future payments to ${buyer.name}.`,
        ],
      },
      {
        grid: [
          ['Balance at default', fmtMoney(atDefault)],
          ['Payments received since default', paid ? `-${fmtMoney(paid)}` : '£0.00'],
          ['Balance outstanding', fmtMoney(bal)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `We will not add interest or charges. Please contact us within 21 days to tell us how you would like to pay, quoting your new account number ${ref}.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Services', buyer.name],
    footer: [fcaLine(buyer.name, r)],
  };
  return { spec, truth: truth(buyer.name, bal, ref, 'debt_collection', 1, 'notice_of_assignment', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

/**
 * A personal loan Default Notice under s.87(1) CCA 1974 with arrears and total-balance columns: the amount demanded
 * is the sum required to remedy the breach (the arrears), not the total balance (README).
 */
const loanDefaultNoticeTwoCol: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const bank = company(r, ['Bank', 'Savings Bank'], ' plc');
  const ref = `${r.digits(3)}-${r.digits(6)}-${r.digits(3)}`;
  const monthly = r.money(90, 380);
  const n = r.int(2, 4);
  const arrears = round2(monthly * n);
  const notDue = round2(monthly * r.int(12, 40));
  const total = round2(arrears + notDue);
  const pay = addDays(c.date, 18);
  const spec: Spec = {
    face: c.face,
    head: bank.head,
    logoMark: 'shield',
    sub: ['Financial Support Team', officeAddress(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Agreement number', ref],
      ['Date of notice', D(c, c.date)],
    ],
    title: 'DEFAULT NOTICE',
    titleStyle: 'banner',
    body: [
      {
        small: `Served under section 87(1) of the Consumer Credit Act 1974 in respect of your personal loan agreement, regulated by the Consumer Credit Act 1974.`,
      },
      {
        p: `You have failed to make ${n} monthly repayments of ${fmtMoney(monthly)} due under the agreement. This is a breach of the agreement.`,
      },
      {
        grid: [
          ['Repayments due and not paid', fmtMoney(arrears), fmtMoney(arrears)],
          ['Balance not yet due', '', fmtMoney(notDue)],
          ['Total', fmtMoney(arrears), fmtMoney(total)],
        ],
        header: ['', 'Arrears', 'Total balance'],
        widths: [0.5, 0.25, 0.25],
      },
      {
        boxed: [
          `ACTION REQUIRED TO REMEDY THE BREACH: pay the arrears of ${fmtMoney(arrears)} on or before ${D(c, pay)}.`,
        ],
      },
      {
        p: `If the action required is taken before the date shown, no further enforcement action will be taken in respect of the breach. If it is not, we intend to terminate the agreement and demand payment of the total balance, and we may register the default with credit reference agencies.`,
      },
      {
        small: `IMPORTANT - YOU SHOULD READ THIS CAREFULLY. If you have difficulty in paying any sum owing under the agreement, you can apply to the court which may make an order allowing you more time. If you are not sure what to do, get help from a debt advice service. A copy of the current default information sheet is enclosed.`,
      },
    ],
    sign: [bank.name],
    footer: [fcaLine(bank.name, r)],
  };
  return { spec, truth: truth(bank.name, arrears, ref, 'loan', 3, 'default_notice', c, pay) };
};

/** A credit card Letter of Claim with a statement of account and the Reply Form's options. */
const cardLetterOfClaimReplyForm: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const card = company(r, ['Card Services', 'Credit Card Company', 'Cards'], pick(r, [' Ltd', ' plc']));
  const ref = `${r.letters(1, 'CK')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const atTerm = r.money(900, 7500);
  const paid = pick(r, [0, 30, 60, 120]);
  const bal = round2(atTerm - paid);
  const term = addDays(c.date, -r.int(40, 120));
  const pay = addDays(c.date, 30);
  const spec: Spec = {
    face: c.face,
    head: card.head,
    sub: ['Recoveries Department', officeAddress(r)],
    headAlign: r.pick(['left', 'center']),
    recipient: rcpt(c),
    panel: [
      ['Customer reference', ref],
      ['Card number', `**** **** **** ${r.digits(4)}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'LETTER OF CLAIM',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We write in accordance with the Pre-Action Protocol for Debt Claims. Your credit card agreement was terminated on ${D(c, term)} after a Default Notice was not complied with. We intend to start court proceedings unless the amount claimed is paid or you reply within 30 days of the date of this letter.`,
      },
      {
        grid: [
          [`Balance at termination (${D(c, term)})`, fmtMoney(atTerm)],
          ['Payments received since termination', paid ? `-${fmtMoney(paid)}` : '£0.00'],
          ['Amount claimed', fmtMoney(bal)],
        ],
        header: ['Statement of account', 'Amount'],
        widths: [0.7, 0.3],
      },
      {
        p: `We enclose an Information Sheet, a Reply Form and a Financial Statement. Please read the Information Sheet, then complete and return the Reply Form. If you are seeking debt advice, tell us on the form and we will allow you extra time.`,
      },
      { rule: 'dashed' },
      { h: `REPLY FORM - customer reference ${ref}` },
      {
        checks: [
          'I agree I owe the debt and will pay the amount claimed in full.',
          'I agree I owe the debt and want to pay by instalments (complete the Financial Statement).',
          'I dispute the debt, or part of it, for the reasons I give below.',
          'I need more time because I am getting debt advice.',
        ],
      },
    ],
    sign: ['Recoveries Department', card.name],
    footer: [fcaLine(card.name, r)],
  };
  return { spec, truth: truth(card.name, bal, ref, 'credit_card', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Public bodies and courts
// ------------------------------------------------------------------------------------------------------------

/**
 * A tax payment reminder in a revenue department's house style: stacked reference column, "Total amount you owe"
 * including interest already added; the payment reference (UTR + K) is what to quote, not the bare UTR. First letter
 * about the arrears (mentioning the due date of the bill does not make it a follow-up): stage 1. Tax is none of the
 * README's specific types, so 'normal' (as W32).
 */
const taxReminderHouseStyle: Family['make'] = (r) => {
  const c = ctx(r, ['arial', 'arial', 'sans']);
  const name = `${place(r)} Revenue and Duties Office`;
  const utr = r.digits(10);
  // the balancing payment fell due on the last 31 January before the letter
  const dueYear = c.date.getUTCFullYear() - (c.date.getUTCMonth() === 0 ? 1 : 0);
  const payRef = `${utr}K`;
  const due = r.money(250, 5200);
  const interest = round2(due * 0.012 * r.int(1, 4));
  const total = round2(due + interest);
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: [name],
    logoMark: 'shield',
    sub: [],
    headAlign: 'left',
    returnAddress: `${name}, ${officeAddress(r)}`,
    recipient: rcpt(c),
    panel: [
      ['Date', D(c, c.date)],
      ['Unique Taxpayer Reference (UTR)', utr],
      ['Phone', phone(r)],
    ],
    panelStacked: true,
    title: 'You have tax to pay',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `Our records show that you have not paid all of the tax due on 31 January ${dueYear} for the ${dueYear - 2} to ${dueYear - 1} tax year. Interest is charged on tax paid late.`,
      },
      {
        kv: [
          ['Tax due:', fmtMoney(due)],
          ['Interest added to date:', fmtMoney(interest)],
          ['Total amount you owe:', fmtMoney(total)],
        ],
      },
      { p: `Please pay the total amount you owe by ${D(c, pay)}.` },
      {
        boxed: [
          `How to pay: use your payment reference ${payRef} when paying by online banking or debit card. Using the wrong reference may delay your payment.`,
        ],
      },
      {
        p: `If you cannot pay in full, you may be able to set up a payment plan; call us before the date above. If you do not pay or contact us, we may take action to recover what you owe, and a late payment penalty of 5% may be charged.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Debt Management', name],
    footer: [`${name}. We may record calls. Find out more at ${web(name)}`],
  };
  return { spec, truth: truth(name, total, payRef, 'normal', 1, 'reminder', c, pay) };
};

/**
 * A licensing enquiry letter (no licence at the address), second in the sequence ("we wrote to you on…"). The amount
 * it asks for is the licence fee to buy a licence now; the maximum court fine it mentions is not it (README). It is
 * not a demand for an existing debt, so kind 'other' (ReceivedKind has nothing closer); type 'normal' as W30.
 */
const licenceEnquiry: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const name = `${p} Broadcast Licensing Office`;
  const ref = `${r.digits(4)} ${r.digits(3)}${oOrI(r)} ${r.digits(3)}`;
  const fee = 174.5;
  const spec: Spec = {
    face: c.face,
    head: [p.toUpperCase(), 'BROADCAST LICENSING OFFICE'],
    sub: [officeAddress(r), web(name)],
    headAlign: 'left',
    logoMark: 'rings',
    recipient: ['The Legal Occupier', ...c.addr],
    panel: [
      ['Enquiry reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'OFFICIAL ENQUIRY - NO LICENCE AT THIS ADDRESS',
    titleStyle: 'boxed',
    body: [
      {
        p: `We wrote to you on ${D(c, addDays(c.date, -30))} because there is no licence at ${c.addr[0]}, ${c.addr[1]}, and we have not had a reply. An investigation has now been opened and an Enquiry Officer may visit.`,
      },
      {
        cols: [
          `If you watch or record live programmes on any channel or device, you need a licence. A licence costs ${fmtMoney(fee)}. Buy one today at ${web(name)} quoting your enquiry reference.`,
          `If you do not need a licence, tell us online or by phone on ${phone(r)} so we can update our records and close the enquiry.`,
        ],
      },
      { amountBox: ['Licence fee', fmtMoney(fee)] },
      {
        small: `Watching or recording live programmes without a licence is a criminal offence. If you are prosecuted and convicted you could be fined up to £1,000 plus costs.`,
      },
    ],
    sign: ['Enquiries Manager', name],
    footer: [`${name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(name, fee, ref, 'normal', 2, 'other', c) };
};

/** Student loan arrears, second letter: a month-by-month table; the loan balance is for information only. */
const studentLoanMonthly: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const name = `${place(r)} Student Loans Service`;
  const ref = `SL${r.digits(3)}${oOrI(r)}${r.digits(5)}`;
  const inst = r.money(60, 240);
  const arrears = round2(inst * 3);
  const pay = addDays(c.date, 14);
  const month = (k: number) => {
    const d = addDays(c.date, -30 * k);
    return d.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  };
  const spec: Spec = {
    face: c.face,
    head: [name],
    headBand: true,
    sub: ['Direct Repayments', officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Customer reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Your repayments are still overdue',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We wrote to you on ${D(c, addDays(c.date, -21))} because the direct repayments on your student loan had stopped. We have still not received them.`,
      },
      {
        grid: [
          [month(3), fmtMoney(inst), '£0.00'],
          [month(2), fmtMoney(inst), '£0.00'],
          [month(1), fmtMoney(inst), '£0.00'],
          ['Arrears', '', fmtMoney(arrears)],
        ],
        header: ['Month', 'Repayment due', 'Received'],
        widths: [0.5, 0.25, 0.25],
      },
      {
        kv: [
          ['Loan balance (for information):', fmtMoney(round2(inst * r.int(90, 220)))],
          ['Monthly repayment:', fmtMoney(inst)],
        ],
      },
      {
        p: `Please pay the arrears of ${fmtMoney(arrears)} by ${D(c, pay)} and restart your monthly repayments. If your income has fallen, tell us: you may be able to repay through the tax system instead.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Repayments Team', name],
    footer: [`${name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(name, arrears, ref, 'loan', 2, 'reminder', c, pay) };
};

/** County court fee for a money claim (issue fee bands for a paper claim). */
function issueFee(v: number): number {
  if (v <= 300) return 35;
  if (v <= 500) return 50;
  if (v <= 1000) return 70;
  if (v <= 1500) return 80;
  if (v <= 3000) return 115;
  if (v <= 5000) return 205;
  return round2(v * 0.05);
}

/**
 * A court's cover letter for a Claim Form. README ambiguities, decided here:
 * - creditor: the court sent the letter but does not ask to be paid; the claimant demands payment (the total on the
 *   claim form is payable to the claimant), so the creditor is the claimant, named in the panel, not the letterhead;
 * - accountNumber: the claim number is what the letter tells you to quote when replying, so it is taken although the
 *   README lists "case numbers" among numbers that are not it; the claimant's own reference is a client reference;
 * - debtType: the README types by who demands and why; the claimant is a debt purchaser, so 'debt_collection'
 *   (the court stage is carried by kind 'court_claim' and stage 3);
 * - dates: the response date asks for a response, not a payment, so no payBy.
 */
const countyCourtClaimCover: Family['make'] = (r) => {
  const c = ctx(r, ['arial', 'times', 'arial']);
  const court = `${place(r)} County Court`;
  const claimant = company(r, ['Asset Recoveries', 'Receivables', 'Portfolio Finance']);
  const claim = `${r.letters(1, 'FGHK')}${r.digits(1)}${r.letters(2, 'QZ')}${r.digits(1)}${oOrI(r)}${r.digits(2)}`;
  const amount = r.money(280, 6500);
  const fee = issueFee(amount);
  const costs = amount <= 500 ? 50 : amount <= 1000 ? 70 : amount <= 5000 ? 80 : 100;
  const total = round2(amount + fee + costs);
  const respond = addDays(c.date, 19);
  const spec: Spec = {
    face: c.face,
    head: [court],
    logoMark: 'shield',
    sub: ['Civil Money Claims', officeAddress(r), `${phone(r)}  ·  ${web(court)}`],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Claim number', claim],
      ['Issue date', D(c, c.date)],
      ['Claimant', claimant.name],
      ['Claimant ref', `${r.digits(8)}`],
    ],
    panelBoxed: true,
    title: 'Claim Form issued against you',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `${claimant.name} has issued a claim against you in this court. The Claim Form and a response pack are enclosed. The claimant says you owe money under a credit agreement that was assigned to it.`,
      },
      {
        grid: [
          ['Amount claimed', fmtMoney(amount)],
          ['Court fee', fmtMoney(fee)],
          ["Legal representative's costs", fmtMoney(costs)],
          ['Total amount', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `You must respond by ${D(c, respond)} (14 days after the date of service). You can pay the total amount to the claimant, admit all or part of the claim, or file an acknowledgment of service or a defence using the forms in the response pack.`,
      },
      {
        boxed: [
          `If you do not respond by ${D(c, respond)}, the claimant can ask the court for judgment against you without a hearing.`,
        ],
      },
      { p: `Always quote the claim number ${claim} when you write to the court.` },
    ],
    sign: ['Court Manager', court],
    footer: [`${court}, ${officeAddress(r)}. The court staff cannot give legal advice.`],
  };
  return {
    spec,
    truth: truth(claimant.name, total, claim, 'debt_collection', 3, 'court_claim', c),
  };
};

export const FRESH2_FAMILIES: Family[] = [
  { id: 'W42', name: 'Bus lane PCN by post (camera stills)', group: 'council_parking', make: busLanePcn },
  {
    id: 'W43',
    name: 'Notice to Owner, reduced-rate table',
    group: 'council_parking',
    make: noticeToOwnerTable,
  },
  { id: 'W44', name: 'Charge Certificate, amount box', group: 'council_parking', make: chargeCertificateBox },
  {
    id: 'W45',
    name: 'Solicitors for a parking operator',
    group: 'private_parking',
    make: solicitorParkingRecovery,
  },
  { id: 'W46', name: 'POFA Schedule 4 para 9 Notice to Keeper', group: 'private_parking', make: pofaNtk },
  {
    id: 'W47',
    name: 'Enforcement arrangement statement (not final)',
    group: 'enforcement',
    make: eaArrangementStatement,
  },
  {
    id: 'W48',
    name: "Notice of Enforcement, magistrates' fine",
    group: 'enforcement',
    make: fineNoticeOfEnforcement,
  },
  {
    id: 'W49',
    name: 'Council tax reminder, summons in small print',
    group: 'council_tax',
    make: ctaxReminderSummonsSmallPrint,
  },
  { id: 'W50', name: 'Council tax final notice, statement', group: 'council_tax', make: ctaxFinalStatement },
  {
    id: 'W51',
    name: 'Collector for an energy supplier, after a call',
    group: 'collector',
    make: energyCollectorAfterCall,
  },
  { id: 'W52', name: 'Mobile account assigned to a purchaser', group: 'collector', make: mobileAssignment },
  {
    id: 'W53',
    name: 'Loan Default Notice, arrears/total columns',
    group: 'lender',
    make: loanDefaultNoticeTwoCol,
  },
  {
    id: 'W54',
    name: 'Credit card Letter of Claim with reply form',
    group: 'lender',
    make: cardLetterOfClaimReplyForm,
  },
  { id: 'W55', name: 'Tax payment reminder, house style', group: 'public_body', make: taxReminderHouseStyle },
  { id: 'W56', name: 'Licensing enquiry (no licence)', group: 'public_body', make: licenceEnquiry },
  { id: 'W57', name: 'Student loan arrears, monthly table', group: 'public_body', make: studentLoanMonthly },
  {
    id: 'W58',
    name: 'County court Claim Form cover letter',
    group: 'court_police',
    make: countyCourtClaimCover,
  },
];
