/**
 * The template families (layouts) of the generated corpus: what UK households receive from councils, parking
 * operators, enforcement agents, utilities, collectors and debt purchasers, lenders, courts and public bodies.
 * Each family fixes the document (its title, its act, its wording and layout) and draws the details from the seed.
 * Ground truth follows ../shared/corpus/dev/README.md plus `kind` (shared/src/received.ts ReceivedKind).
 */
import type { ReceivedKind } from '../../shared/src/received';
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, vrm, web, type Rng } from './vocab';
import {
  company,
  councilName,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  refOY,
  refPcn,
  refSlash,
  refSpaced,
  regLine,
  truth,
  type Family,
} from './family-kit';
import { FRESH2_FAMILIES } from './families-fresh2';
import { FRESH4_FAMILIES } from './families-fresh4';
import { FRESH5A_FAMILIES } from './families-fresh5a';
import { FRESH5B_FAMILIES } from './families-fresh5b';
import { FRESH6A_FAMILIES } from './families-fresh6a';
import { FRESH6B_FAMILIES } from './families-fresh6b';
import { FRESH6C_FAMILIES } from './families-fresh6c';
import { FRESH7A_FAMILIES } from './families-fresh7a';
import { FRESH7B_FAMILIES } from './families-fresh7b';
import { FRESH7C_FAMILIES } from './families-fresh7c';
import { FRESH8A_FAMILIES } from './families-fresh8a';
import { FRESH8B_FAMILIES } from './families-fresh8b';
import { FRESH8C_FAMILIES } from './families-fresh8c';
import { FRESH9A_FAMILIES } from './families-fresh9a';
import { FRESH9B_FAMILIES } from './families-fresh9b';
import { FRESH9C_FAMILIES } from './families-fresh9c';
import { FRESH10A_FAMILIES } from './families-fresh10a';
import { FRESH10B_FAMILIES } from './families-fresh10b';
import { FRESH10C_FAMILIES } from './families-fresh10c';
import { FRESH11A_FAMILIES } from './families-fresh11a';
import { FRESH11B_FAMILIES } from './families-fresh11b';
import { FRESH11C_FAMILIES } from './families-fresh11c';
import { FRESH12A_FAMILIES } from './families-fresh12a';
import { FRESH12B_FAMILIES } from './families-fresh12b';
import { FRESH12C_FAMILIES } from './families-fresh12c';
import { FRESH13A_FAMILIES } from './families-fresh13a';
import { FRESH13B_FAMILIES } from './families-fresh13b';
import { FRESH13C_FAMILIES } from './families-fresh13c';
import { FRESH14A_FAMILIES } from './families-fresh14a';
import { FRESH14B_FAMILIES } from './families-fresh14b';
import { FRESH14C_FAMILIES } from './families-fresh14c';
import { FRESH15A_FAMILIES } from './families-fresh15a';
import { FRESH15B_FAMILIES } from './families-fresh15b';
import { FRESH15C_FAMILIES } from './families-fresh15c';
import { FRESH16A_FAMILIES } from './families-fresh16a';
import { FRESH16B_FAMILIES } from './families-fresh16b';
import { FRESH16C_FAMILIES } from './families-fresh16c';
import { FRESH17A_FAMILIES } from './families-fresh17a';
import { FRESH17B_FAMILIES } from './families-fresh17b';
import { FRESH17C_FAMILIES } from './families-fresh17c';
import { FRESH18A_FAMILIES } from './families-fresh18a';
import { FRESH18B_FAMILIES } from './families-fresh18b';
import { FRESH18C_FAMILIES } from './families-fresh18c';
import { FRESH19A_FAMILIES } from './families-fresh19a';
import { FRESH19B_FAMILIES } from './families-fresh19b';
import { FRESH19C_FAMILIES } from './families-fresh19c';
import { FRESH20A_FAMILIES } from './families-fresh20a';
import { FRESH20B_FAMILIES } from './families-fresh20b';
import { FRESH20C_FAMILIES } from './families-fresh20c';
import { FRESH21A_FAMILIES } from './families-fresh21a';
import { FRESH21B_FAMILIES } from './families-fresh21b';
import { FRESH21C_FAMILIES } from './families-fresh21c';
import { FRESH22A_FAMILIES } from './families-fresh22a';
import { FRESH22B_FAMILIES } from './families-fresh22b';
import { FRESH22C_FAMILIES } from './families-fresh22c';
import { FRESH23A_FAMILIES } from './families-fresh23a';
import { FRESH23B_FAMILIES } from './families-fresh23b';
import { FRESH23C_FAMILIES } from './families-fresh23c';
import { FRESH24A_FAMILIES } from './families-fresh24a';
import { FRESH24B_FAMILIES } from './families-fresh24b';
import { FRESH24C_FAMILIES } from './families-fresh24c';
import { FRESH25A_FAMILIES } from './families-fresh25a';
import { FRESH25B_FAMILIES } from './families-fresh25b';
import { FRESH25C_FAMILIES } from './families-fresh25c';
import { FRESH26A_FAMILIES } from './families-fresh26a';
import { FRESH26B_FAMILIES } from './families-fresh26b';
import { FRESH26C_FAMILIES } from './families-fresh26c';
import { FRESH27A_FAMILIES } from './families-fresh27a';
import { FRESH27B_FAMILIES } from './families-fresh27b';
import { FRESH27C_FAMILIES } from './families-fresh27c';
import { FRESH28A_FAMILIES } from './families-fresh28a';
import { FRESH28B_FAMILIES } from './families-fresh28b';
import { FRESH28C_FAMILIES } from './families-fresh28c';
import { FRESH29A_FAMILIES } from './families-fresh29a';
import { FRESH29B_FAMILIES } from './families-fresh29b';
import { FRESH29C_FAMILIES } from './families-fresh29c';

export type { Family, Truth } from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Council parking
// ------------------------------------------------------------------------------------------------------------

function councilPcn(variant: 'street' | 'camera'): Family['make'] {
  return (r) => {
    const c = ctx(r);
    const co = councilName(r);
    const pcn = refPcn(r);
    const full = pick(r, [70, 110, 130]);
    const half = full / 2;
    const pay = addDays(c.date, 28);
    const v = vrm(r);
    const spec: Spec = {
      face: c.face,
      head: co.head,
      sub: ['Parking Services', officeAddress(r), `Tel ${phone(r)} | ${web(co.name)}`],
      headAlign: r.pick(['left', 'right']),
      logo: r.chance(0.5),
      recipient: rcpt(c),
      panel: [
        ['PCN number', pcn],
        ['Vehicle registration', v],
        ['Date of notice', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      owe:
        variant === 'camera' && r.chance(0.6)
          ? {
              label: 'Penalty charge',
              amount: fmtMoney(full),
              note: `reduced to ${fmtMoney(half)} if paid within 14 days`,
            }
          : undefined,
      title: variant === 'street' ? 'PENALTY CHARGE NOTICE' : 'PENALTY CHARGE NOTICE - CAMERA ENFORCEMENT',
      titleStyle: r.pick(['plain', 'boxed', 'banner']),
      body: [
        {
          p: `This Penalty Charge Notice is served under the Traffic Management Act 2004 on the owner of vehicle ${v}, which was ${variant === 'street' ? 'observed parked in a restricted street during prescribed hours' : 'recorded by an approved device stopped in a box junction'} on ${D(c, addDays(c.date, -3))} at ${place(r)} ${pick(r, ['Road', 'Street', 'Parade'])}.`,
        },
        {
          table: [
            ['Penalty charge', fmtMoney(full)],
            ['Reduced amount if paid within 14 days', fmtMoney(half)],
            ['Amount payable', fmtMoney(full)],
          ],
        },
        {
          p: `A penalty charge of ${fmtMoney(full)} is now payable and must be paid not later than the last day of the period of 28 days beginning with the date of this notice. If it is paid within 14 days the charge is reduced to ${fmtMoney(half)}.`,
        },
        {
          small: `If the penalty charge is not paid and no representations are made before the end of the 28 day period, a Charge Certificate may be served and the charge will then increase by 50%. You may make representations to the council on the grounds set out overleaf.`,
        },
        { p: `To pay, visit ${web(co.name)}/pcn and enter your PCN number ${pcn}, or call ${phone(r)}.` },
      ],
      sign: ['Parking Services', co.name],
      footer: [`${co.name}, ${officeAddress(r)}`],
    };
    return { spec, truth: truth(co.name, full, pcn, 'parking', 1, 'penalty_charge_notice', c, pay) };
  };
}

const noticeToOwner: Family['make'] = (r) => {
  const c = ctx(r);
  const co = councilName(r);
  const pcn = refPcn(r);
  const full = pick(r, [70, 110, 130]);
  const pcnDate = addDays(c.date, -35);
  const pay = addDays(c.date, 28);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [pick(r, ['Parking Services', 'Traffic Enforcement Team']), officeAddress(r)],
    headAlign: 'left',
    logo: r.chance(0.5),
    recipient: rcpt(c),
    panel: [
      ['Penalty Charge Notice', pcn],
      ['Date PCN issued', D(c, pcnDate)],
      ['Notice date', D(c, c.date)],
      ['Vehicle', vrm(r)],
    ],
    panelBoxed: true,
    title: 'NOTICE TO OWNER',
    titleStyle: r.pick(['plain', 'boxed']),
    body: [
      {
        p: `A Penalty Charge Notice was issued on ${D(c, pcnDate)}. The penalty charge has not been paid and the period for paying at the reduced rate has ended. You are the registered owner of the vehicle and this Notice to Owner is served on you under the Civil Enforcement of Parking Contraventions Regulations.`,
      },
      {
        cols: [
          `The penalty charge of ${fmtMoney(full)} must now be paid within 28 days of the date of this notice. This is not a final demand: you may instead make formal representations.`,
          `If you neither pay nor make representations within 28 days, the council may serve a Charge Certificate increasing the charge by 50%.`,
        ],
      },
      { table: [['Amount now due', fmtMoney(full)]] },
      { p: `Quote the PCN number ${pcn} when paying online at ${web(co.name)}.` },
    ],
    sign: ['Yours faithfully', 'Traffic Enforcement Team', co.name],
    footer: [`${co.name}, ${officeAddress(r)}. Telephone ${phone(r)}.`],
  };
  return { spec, truth: truth(co.name, full, pcn, 'parking', 2, 'notice_to_owner', c, pay) };
};

const chargeCertificate: Family['make'] = (r) => {
  const c = ctx(r);
  const co = councilName(r);
  const pcn = refPcn(r);
  const full = pick(r, [70, 110, 130]);
  const up = full * 1.5;
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: ['Parking Services', officeAddress(r), web(co.name)],
    headAlign: r.pick(['right', 'center']),
    recipient: rcpt(c),
    panel: [
      ['PCN', pcn],
      ['Certificate date', D(c, c.date)],
    ],
    owe: r.chance(0.5) ? { label: 'Amount now due', amount: fmtMoney(up) } : undefined,
    title: 'CHARGE CERTIFICATE',
    titleStyle: r.pick(['banner', 'boxed']),
    body: [
      {
        p: `No payment or representations were received in response to the Notice to Owner for Penalty Charge Notice ${pcn}. The council therefore certifies that the penalty charge has increased by 50% to ${fmtMoney(up)}.`,
      },
      {
        table: [
          ['Original penalty charge', fmtMoney(full)],
          ['Increase (50%)', fmtMoney(full / 2)],
          ['Total now due', fmtMoney(up)],
        ],
      },
      {
        p: `Pay ${fmtMoney(up)} within 14 days. If you do not, the council may register the debt at the Traffic Enforcement Centre and an Order for Recovery may be served, after which enforcement agents may be instructed.`,
      },
      { p: `Please quote ${pcn} with any payment.` },
    ],
    sign: [co.name, 'Parking Services'],
    footer: [`${co.name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, up, pcn, 'parking', 3, 'charge_certificate', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Private parking
// ------------------------------------------------------------------------------------------------------------

const privateNtk: Family['make'] = (r) => {
  const c = ctx(r);
  const co = company(r, ['Parking Solutions', 'Car Park Management', 'Parking Control']);
  const ref = `${r.letters(2)}${r.digits(7)}`;
  const full = pick(r, [85, 100]);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [officeAddress(r), `${phone(r)} · ${web(co.name)}`],
    headAlign: 'left',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Parking Charge Notice no', ref],
      ['Issue date', D(c, c.date)],
      ['Vehicle', vrm(r)],
      ['Site', `${place(r)} Retail Park`],
    ],
    panelBoxed: true,
    title: 'NOTICE TO KEEPER',
    titleStyle: 'banner',
    body: [
      {
        cols: [
          `Our cameras recorded the vehicle at the car park on ${D(c, addDays(c.date, -6))} staying longer than the maximum stay shown on the signs. The terms displayed form a contract with the driver.`,
          `As the registered keeper you are asked to pay the parking charge or tell us who the driver was. If you were not the driver you may say so within 28 days.`,
        ],
      },
      {
        table: [
          ['Parking charge', fmtMoney(full)],
          ['Discounted if paid within 14 days', fmtMoney(full * 0.6)],
          ['Amount due', fmtMoney(full)],
        ],
      },
      { p: `Pay online at ${web(co.name)} using reference ${ref}. You may appeal within 28 days.` },
    ],
    sign: [co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, full, ref, 'parking', 1, 'notice_to_keeper', c) };
};

const privateReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const co = company(r, ['Parking Solutions', 'Car Park Management', 'Parking Control']);
  const ref = `PC-${r.digits(6)}`;
  const full = pick(r, [100, 120, 160]);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [officeAddress(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Reference', ref],
      ['Date', D(c, c.date)],
    ],
    owe: { label: 'Balance outstanding', amount: fmtMoney(full) },
    title: 'Parking Charge Reminder',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We wrote to you on ${D(c, addDays(c.date, -30))} with a Notice to Keeper for a parking event at ${place(r)} Station car park. We have not received payment and the discount is no longer available.`,
      },
      {
        p: `The balance outstanding is ${fmtMoney(full)}. Please pay within 14 days. If you ignore this reminder the matter may be passed to a debt recovery agent and further costs may be added.`,
      },
      { p: `Use ${ref} as your payment reference at ${web(co.name)}.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Services', co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, full, ref, 'parking', 2, 'reminder', c, addDays(c.date, 14)) };
};

const parkingDebtRecovery: Family['make'] = (r) => {
  const c = ctx(r);
  const dca = company(r, ['Debt Recovery', 'Collections', 'Credit Management']);
  const client = company(r, ['Parking Solutions', 'Car Park Management']);
  const ref = refOY(r);
  const charge = pick(r, [100, 120]);
  const total = charge + 70;
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Client', client.name],
      ['Client reference', `${r.letters(2)}${r.digits(7)}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'DEBT RECOVERY NOTICE',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `We act on behalf of our client ${client.name}, who has instructed us to recover an unpaid parking charge incurred at one of its sites.`,
      },
      {
        table: [
          ['Parking charge', fmtMoney(charge)],
          ['Debt recovery costs', fmtMoney(70)],
          ['Total due', fmtMoney(total)],
        ],
        header: ['Description', 'Amount'],
      },
      {
        p: `Pay ${fmtMoney(total)} within 14 days to close this matter. Quote our reference ${ref} when you pay or contact us.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [dca.name],
    footer: [`${dca.name} acts for ${client.name}. ${regLine(dca.name, r)}`],
  };
  return {
    spec,
    truth: truth(dca.name, total, ref, 'debt_collection', 1, 'debt_recovery', c, addDays(c.date, 14)),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement agents
// ------------------------------------------------------------------------------------------------------------

function eaCompany(r: Rng) {
  return company(r, ['Enforcement Agents', 'Enforcement Services', 'Civil Enforcement']);
}

const noticeOfEnforcement: Family['make'] = (r) => {
  const c = ctx(r);
  const ea = eaCompany(r);
  const co = councilName(r);
  const ref = refSlash(r);
  const debt = r.money(300, 1800);
  const total = Math.round((debt + 75) * 100) / 100;
  const spec: Spec = {
    face: c.face,
    top: ['An enforcement agent may attend your property if this notice is ignored'],
    head: ea.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Our ref', ref],
      ['Client', co.name],
      ['Liability order', `LO${r.digits(6)}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'NOTICE OF ENFORCEMENT',
    titleStyle: 'banner',
    body: [
      {
        p: `${co.name} has obtained a liability order against you for unpaid council tax and has passed it to us for enforcement under the Taking Control of Goods Regulations 2013.`,
      },
      {
        table: [
          ['Council tax due under liability order', fmtMoney(debt)],
          ['Compliance fee', fmtMoney(75)],
          ['Total amount due', fmtMoney(total)],
        ],
      },
      {
        p: `You must pay ${fmtMoney(total)} by ${D(c, addDays(c.date, 7))}. If you do not, an enforcement agent will visit and an enforcement fee of £235.00 will be added.`,
      },
      { p: `Quote ${ref} when paying at ${web(ea.name)}.` },
    ],
    sign: [ea.name],
    footer: [regLine(ea.name, r)],
  };
  return {
    spec,
    truth: truth(ea.name, total, ref, 'bailiff', 3, 'notice_of_enforcement', c, addDays(c.date, 7)),
  };
};

const eaAccountUpdate: Family['make'] = (r) => {
  const c = ctx(r);
  const ea = eaCompany(r);
  const co = councilName(r);
  const ref = refSlash(r);
  const bal = r.money(400, 1500);
  const spec: Spec = {
    face: c.face,
    head: ea.head,
    sub: [officeAddress(r)],
    headAlign: 'right',
    logo: r.chance(0.5),
    recipient: rcpt(c),
    panel: [
      ['Case reference', ref],
      ['Date', D(c, c.date)],
    ],
    owe: r.chance(0.5) ? { label: 'Balance outstanding', amount: fmtMoney(bal) } : undefined,
    title: 'Account update',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `You agreed a payment arrangement with us on ${D(c, addDays(c.date, -40))} for the debt owed to ${co.name}. The payment due on ${D(c, addDays(c.date, -5))} has not been received, so the arrangement has been broken.`,
      },
      { table: [['Balance outstanding', fmtMoney(bal)]] },
      {
        p: `Please call us within 7 days to bring the arrangement up to date. If you do not, the case may return to the enforcement stage and a final notice could follow.`,
      },
      { p: `Please quote ${ref} when you contact us.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Client Services', ea.name],
    footer: [regLine(ea.name, r)],
  };
  return { spec, truth: truth(ea.name, bal, ref, 'bailiff', 2, 'enforcement_update', c) };
};

const eaVisit: Family['make'] = (r) => {
  const c = ctx(r);
  const ea = eaCompany(r);
  const ref = `${r.digits(7)}${r.letters(1, 'IO')}`;
  const total = r.money(600, 2400);
  const spec: Spec = {
    face: c.face,
    head: ea.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Reference', ref],
      ['Visit date', D(c, c.date)],
    ],
    panelBoxed: true,
    owe: { label: 'You owe', amount: fmtMoney(total) },
    title: 'ENFORCEMENT VISIT NOTICE',
    titleStyle: 'boxed',
    body: [
      { boxed: [`An enforcement agent called at this address today and found nobody at home.`] },
      {
        p: `The enforcement stage fee has been added to your account. The total now due is ${fmtMoney(total)}. Contact us today to avoid goods being taken into control and removed for sale.`,
      },
      { p: `Quote reference ${ref}.` },
    ],
    sign: [`Enforcement Agent ${r.digits(4)}`, ea.name],
    footer: [regLine(ea.name, r)],
  };
  return { spec, truth: truth(ea.name, total, ref, 'bailiff', 3, 'enforcement_visit', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Council tax
// ------------------------------------------------------------------------------------------------------------

function ctaxBase(r: Rng) {
  const co = councilName(r);
  return {
    co,
    ref: r.chance(0.5) ? refSpaced(r) : r.digits(9),
    dept: pick(r, ['Revenues and Benefits Service', 'Council Tax Section', 'Revenues Service']),
  };
}

const ctaxReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const { co, ref, dept } = ctaxBase(r);
  const inst = r.money(120, 260);
  const due = Math.round(inst * 2 * 100) / 100;
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [dept, officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account reference', ref],
      ['Date of notice', D(c, c.date)],
      ['Band', pick(r, ['B', 'C', 'D', 'E'])],
    ],
    title: 'COUNCIL TAX REMINDER NOTICE',
    titleStyle: 'plain',
    body: [
      {
        p: `Our records show your council tax instalments have not been paid on time. Your annual charge is ${fmtMoney(inst * 10)}, payable in 10 instalments of ${fmtMoney(inst)}.`,
      },
      { p: `Amount due now: ${fmtMoney(due)}` },
      {
        p: `Please pay by ${D(c, pay)}. If you do not pay within 7 days you will lose the right to pay by instalments and the full balance for the year will become payable.`,
      },
      { p: `Pay online and enter your account reference ${ref}.` },
    ],
    sign: [dept, co.name],
    footer: [`${co.name}, ${dept}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, due, ref, 'council_tax', 1, 'council_tax_reminder', c, pay) };
};

const ctaxFinal: Family['make'] = (r) => {
  const c = ctx(r);
  const { co, ref, dept } = ctaxBase(r);
  const bal = r.money(900, 2400);
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [dept, officeAddress(r)],
    headAlign: 'right',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Council tax account', ref],
      ['Issued', D(c, c.date)],
    ],
    panelBoxed: true,
    owe: r.chance(0.5) ? { label: 'Total now due', amount: fmtMoney(bal) } : undefined,
    title: 'COUNCIL TAX FINAL NOTICE',
    titleStyle: 'banner',
    body: [
      {
        p: `We sent you a reminder notice earlier this year. Because the instalments were not paid you have lost the right to pay by instalments and the whole of the balance for the year is now payable.`,
      },
      {
        table: [
          ['Annual charge', fmtMoney(bal + 400)],
          ['Paid to date', fmtMoney(400)],
          ['Balance now due', fmtMoney(bal)],
        ],
      },
      {
        p: `Pay the balance by ${D(c, pay)}. If you do not, we will apply to the magistrates' court for a liability order and costs will be added.`,
      },
    ],
    sign: [dept, co.name],
    footer: [`${co.name}, ${officeAddress(r)}. Quote ${ref} on all correspondence.`],
  };
  return { spec, truth: truth(co.name, bal, ref, 'council_tax', 3, 'council_tax_final_notice', c, pay) };
};

const ctaxSummons: Family['make'] = (r) => {
  const c = ctx(r);
  const { co, ref } = ctaxBase(r);
  const arrears = r.money(700, 2000);
  const total = Math.round((arrears + 85) * 100) / 100;
  const hearing = addDays(c.date, 21);
  const court = `${place(r)} Magistrates' Court`;
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: ['Revenues and Benefits Service', officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account number', ref],
      ['Date of issue', D(c, c.date)],
      ['Hearing date', D(c, hearing)],
    ],
    panelBoxed: true,
    title: 'SUMMONS - COUNCIL TAX',
    titleStyle: 'boxed',
    body: [
      {
        p: `Complaint has been made by ${co.name} that the sum below, due from you in respect of council tax, has not been paid. You are summoned to appear before ${court} on ${D(c, hearing)} at 10:00 to show why you have not paid.`,
      },
      {
        table: [
          ['Council tax outstanding', fmtMoney(arrears)],
          ['Costs of summons', fmtMoney(85)],
          ['Total amount due', fmtMoney(total)],
        ],
      },
      {
        p: `If you pay the total amount due before the hearing, no liability order will be sought. Quote account number ${ref}.`,
      },
    ],
    sign: ['Revenues Manager, on behalf of', co.name],
    footer: [`${co.name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, total, ref, 'council_tax', 3, 'summons', c, undefined, hearing) };
};

// ------------------------------------------------------------------------------------------------------------
// Utilities
// ------------------------------------------------------------------------------------------------------------

function utilityCo(r: Rng, kind: 'water' | 'energy' | 'broadband' | 'mobile') {
  const s = place(r);
  const n = {
    water: [`${s} Water`, ' Ltd'],
    energy: [`${s} Energy`, ' Supply Ltd'],
    broadband: [`${s} Fibre`, ' Ltd'],
    mobile: [`${s} Mobile`, ' Ltd'],
  }[kind];
  const name = n[0] + n[1];
  return { name, head: r.chance(0.4) ? [n[0].toUpperCase()] : [r.chance(0.5) ? name : n[0]] };
}

function utilityLetter(kind: 'water' | 'energy' | 'broadband' | 'mobile', stage: 1 | 2 | 3): Family['make'] {
  return (r) => {
    const c = ctx(r);
    const co = utilityCo(r, kind);
    const ref =
      kind === 'water'
        ? `${r.digits(8)} ${r.digits(2)}`
        : kind === 'mobile'
          ? `${r.digits(3)}-${r.digits(6)}-${r.letters(1)}`
          : `${r.letters(2)}${r.digits(8)}`;
    const bal = r.money(60, 900);
    const pay = addDays(c.date, stage === 3 ? 10 : 14);
    const what = {
      water: 'water and sewerage charges',
      energy: 'gas and electricity',
      broadband: 'broadband and phone service',
      mobile: 'mobile airtime plan',
    }[kind];
    const meter =
      kind === 'energy' ? [['Meter serial', `E${r.digits(2)}K${r.digits(5)}`] as [string, string]] : [];
    const title =
      stage === 1
        ? 'Your account is overdue'
        : stage === 2
          ? 'Second reminder - payment overdue'
          : 'FINAL DEMAND';
    const body: Block[] = [
      dear(c),
      stage === 1
        ? {
            p: `The balance on your ${what} account was due on ${D(c, addDays(c.date, -14))} and has not been paid. Please pay it now.`,
          }
        : stage === 2
          ? {
              p: `We wrote to you on ${D(c, addDays(c.date, -21))} about the overdue balance on your ${what} account and we have not yet received payment.`,
            }
          : {
              p: `This is our final demand for the overdue balance of your ${what} account. Despite our earlier reminders the balance remains unpaid.`,
            },
      {
        table: [
          ['Previous bill', fmtMoney(bal + 40)],
          ['Payments received', fmtMoney(40)],
          ['Balance due', fmtMoney(bal)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(bal)} by ${D(c, pay)}.${stage === 3 ? ' If you do not, we may pass your account to a collection agency, which may affect your credit rating.' : ' You can spread the cost with a payment plan from £10 a month.'}`,
      },
      {
        p: `Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your account number ${ref}.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head: co.head,
      sub: [officeAddress(r), `${phone(r)} · ${web(co.name)}`],
      headAlign: r.pick(['left', 'right']),
      logo: r.chance(0.6),
      recipient: rcpt(c),
      panel: [['Account number', ref], ['Date', D(c, c.date)], ...meter],
      owe: kind === 'energy' || r.chance(0.3) ? { label: 'You owe', amount: fmtMoney(bal) } : undefined,
      title,
      titleStyle: stage === 3 ? 'banner' : 'plain',
      body,
      closing: 'Yours sincerely',
      sign: ['Customer Accounts Team', co.name],
      footer: [regLine(co.name, r)],
    };
    const k: ReceivedKind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
    return { spec, truth: truth(co.name, bal, ref, 'utility', stage, k, c, pay) };
  };
}

// ------------------------------------------------------------------------------------------------------------
// Collectors and debt purchasers
// ------------------------------------------------------------------------------------------------------------

const noticeOfAssignment: Family['make'] = (r) => {
  const c = ctx(r);
  const buyer = company(r, ['Portfolio Finance', 'Asset Recoveries', 'Receivables']);
  const orig = company(r, ['Bank', 'Card Services', 'Lending'], ' plc');
  const ref = refOY(r);
  const bal = r.money(400, 6000);
  const spec: Spec = {
    face: c.face,
    head: buyer.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Previous creditor', orig.name],
      ['Previous account no', `${r.digits(4)} **** **** ${r.digits(4)}`],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'NOTICE OF ASSIGNMENT',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `We write to tell you that ${orig.name} has sold and legally assigned your account to ${buyer.name} under a deed of assignment. We now own the debt and all payments must be made to us.`,
      },
      { p: `Balance outstanding: ${fmtMoney(bal)}` },
      {
        p: `Please contact us within 30 days to discuss how you would like to repay. Quote our reference ${ref}.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [buyer.name],
    footer: [fcaLine(buyer.name, r)],
  };
  return { spec, truth: truth(buyer.name, bal, ref, 'debt_collection', 1, 'notice_of_assignment', c) };
};

function dcaForClient(clientKind: 'broadband' | 'energy', stage: 1 | 2): Family['make'] {
  return (r) => {
    const c = ctx(r);
    const dca = company(r, ['Collections', 'Credit Management', 'Debt Recovery']);
    const client = utilityCo(r, clientKind);
    const ref = r.chance(0.5) ? refOY(r) : `${r.letters(3, 'HVC')}/${r.digits(7)}`;
    const bal = r.money(80, 1200);
    const body: Block[] = [
      dear(c),
      stage === 1
        ? {
            p: `Your account with ${client.name} has been passed to us to collect on our client's behalf. The balance below relates to your ${clientKind === 'energy' ? 'energy supply' : 'broadband service'}.`,
          }
        : {
            p: `We wrote to you on ${D(c, addDays(c.date, -28))} on behalf of our client ${client.name} and you have not replied.`,
          },
      { p: `Amount owed: ${fmtMoney(bal)}` },
      {
        p: `Settle in full, or call us to agree affordable instalments. A settlement offer of ${fmtMoney(bal * 0.7)} is available until ${D(c, addDays(c.date, 21))}.`,
      },
      { p: `Always quote our reference ${ref}.` },
    ];
    const spec: Spec = {
      face: c.face,
      head: dca.head,
      sub: [officeAddress(r)],
      headAlign: r.pick(['left', 'right']),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', client.name],
        ['Client account', `${r.letters(2)}${r.digits(8)}`],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      owe: { label: pick(r, ['You owe', 'Balance due']), amount: fmtMoney(bal) },
      title: stage === 1 ? 'Your account has been passed to us' : 'We have not heard from you',
      titleStyle: 'plain',
      body,
      closing: 'Yours sincerely',
      sign: ['Collections Team', dca.name],
      footer: [`${dca.name} is acting on behalf of ${client.name}. ${fcaLine(dca.name, r)}`],
    };
    return { spec, truth: truth(dca.name, bal, ref, 'debt_collection', stage, 'debt_recovery', c) };
  };
}

const purchaserLetterOfClaim: Family['make'] = (r) => {
  const c = ctx(r);
  const buyer = company(r, ['Portfolio Finance', 'Asset Recoveries', 'Receivables']);
  const ref = `${r.digits(3)}-${r.letters(2, 'OI')}${r.digits(5)}`;
  const bal = r.money(900, 7000);
  const pay = addDays(c.date, 30);
  const spec: Spec = {
    face: c.face,
    head: buyer.head,
    sub: [officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'LETTER OF CLAIM',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `This letter is sent under the Pre-Action Protocol for Debt Claims. We intend to issue court proceedings for the debt below if it is not paid or if you do not reply within 30 days of the date of this letter.`,
      },
      {
        table: [
          ['Original balance assigned', fmtMoney(bal)],
          ['Amount claimed', fmtMoney(bal)],
        ],
      },
      { p: `The enclosed Reply Form and Information Sheet explain your options. Quote ${ref}.` },
    ],
    closing: 'Yours faithfully',
    sign: ['Litigation Department', buyer.name],
    footer: [fcaLine(buyer.name, r)],
  };
  return { spec, truth: truth(buyer.name, bal, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

const defaultNotice: Family['make'] = (r) => {
  const c = ctx(r);
  const bank = company(r, ['Bank', 'Card Services'], ' plc');
  const ref = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const arrears = r.money(150, 900);
  const pay = addDays(c.date, 16);
  const spec: Spec = {
    face: c.face,
    head: bank.head,
    sub: [officeAddress(r)],
    headAlign: 'right',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Credit card account', ref],
      ['Date of notice', D(c, c.date)],
    ],
    title: 'DEFAULT NOTICE served under section 87(1) of the Consumer Credit Act 1974',
    titleStyle: 'boxed',
    body: [
      {
        p: `This notice concerns your credit card agreement, a regulated agreement. You have failed to make the minimum payments required.`,
      },
      {
        table: [
          ['Credit limit', fmtMoney(pick(r, [1500, 3000, 5000]))],
          ['Current balance', fmtMoney(arrears * 6)],
          ['Amount required to remedy the breach', fmtMoney(arrears)],
        ],
      },
      {
        p: `The breach must be remedied by paying ${fmtMoney(arrears)} by ${D(c, pay)}. If you do so, no further action will be taken. If you do not, we may terminate the agreement and demand the full balance.`,
      },
      {
        small: `IMPORTANT - YOU SHOULD READ THIS CAREFULLY. If you have difficulty paying, contact us or a free debt advice service.`,
      },
    ],
    sign: ['Collections Department', bank.name],
    footer: [fcaLine(bank.name, r)],
  };
  return { spec, truth: truth(bank.name, arrears, ref, 'credit_card', 3, 'default_notice', c, pay) };
};

const terminationNotice: Family['make'] = (r) => {
  const c = ctx(r);
  const lender = company(r, ['Lending', 'Personal Finance', 'Loans'], ' Ltd');
  const ref = `L${r.digits(9)}`;
  const bal = r.money(1500, 9000);
  const spec: Spec = {
    face: c.face,
    head: lender.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Loan agreement number', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.5),
    owe: r.chance(0.5) ? { label: 'Balance now due', amount: fmtMoney(bal) } : undefined,
    title: 'NOTICE OF TERMINATION',
    titleStyle: 'banner',
    body: [
      dear(c),
      {
        p: `We served a Default Notice on you and the breach was not remedied. We have therefore terminated your personal loan agreement with effect from the date of this letter.`,
      },
      {
        table: [
          ['Amount borrowed', fmtMoney(bal * 1.6)],
          ['Balance now due', fmtMoney(bal)],
        ],
      },
      { p: `The full balance of ${fmtMoney(bal)} is now payable. Please contact us within 14 days.` },
    ],
    closing: 'Yours sincerely',
    sign: [lender.name],
    footer: [fcaLine(lender.name, r)],
  };
  return {
    spec,
    truth: truth(lender.name, bal, ref, 'loan', 3, 'termination_notice', c),
  };
};

const cardLetterOfClaim: Family['make'] = (r) => {
  const c = ctx(r);
  const s = pick(r, ['Bridgewater', 'Clearwater', 'Brightwater', 'Powerscourt', 'Gasworth']);
  const name = `${s} Card Services Ltd`;
  const head = r.chance(0.4) ? [`${s.toUpperCase()} Card Services`] : [name];
  const ref = `${r.digits(4)}-${r.digits(6)}`;
  const bal = r.money(1200, 8000);
  const spec: Spec = {
    face: c.face,
    head,
    sub: [officeAddress(r)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Account number', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'LETTER OF CLAIM',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `Your credit card account, a regulated agreement under the Consumer Credit Act 1974, was terminated after a Default Notice. We are writing under the Pre-Action Protocol for Debt Claims.`,
      },
      {
        p: `The amount we claim is ${fmtMoney(bal)}. If you do not pay or reply within 30 days we may start court proceedings without further notice.`,
      },
      { p: `Quote ${ref} on the Reply Form.` },
    ],
    closing: 'Yours faithfully',
    sign: [name],
    footer: [fcaLine(name, r)],
  };
  return { spec, truth: truth(name, bal, ref, 'credit_card', 3, 'letter_of_claim', c, addDays(c.date, 30)) };
};

const mortgageArrears: Family['make'] = (r) => {
  const c = ctx(r);
  const bs = `${place(r)} Building Society`;
  const ref = `${r.digits(8)}/${r.digits(2)}`;
  const arrears = r.money(600, 3500);
  const spec: Spec = {
    face: c.face,
    head: [bs],
    sub: [officeAddress(r)],
    headAlign: 'left',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Mortgage account', ref],
      ['Date', D(c, c.date)],
    ],
    title: 'Your mortgage arrears',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `Thank you for your call last month. Under the arrangement we agreed you would pay an extra £50.00 each month towards the arrears, but the last two payments were not made.`,
      },
      {
        table: [
          ['Mortgage balance', fmtMoney(arrears * 40)],
          ['Monthly payment', fmtMoney(arrears / 3)],
          ['Arrears now due', fmtMoney(arrears)],
        ],
      },
      {
        p: `Please contact us within 14 days. Your home may be repossessed if you do not keep up repayments on your mortgage.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Arrears Support Team', bs],
    footer: [
      `${bs} is authorised by the Prudential Regulation Authority. Principal office: ${officeAddress(r)}.`,
    ],
  };
  return { spec, truth: truth(bs, arrears, ref, 'mortgage', 2, 'reminder', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Courts, police, public bodies, businesses
// ------------------------------------------------------------------------------------------------------------

function finesLetter(stage: 1 | 3): Family['make'] {
  return (r) => {
    const c = ctx(r);
    const court = `${place(r)} Magistrates' Court`;
    const ref = `${r.digits(2)}/${r.digits(5)}/${r.digits(2)}`;
    const fine = r.money(150, 900);
    const total = Math.round((fine + 90) * 100) / 100;
    const spec: Spec = {
      face: c.face,
      head: [court],
      sub: ['Fines Collection Unit', officeAddress(r)],
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [
        ['Account number', ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: stage === 1 ? 'COLLECTION ORDER - NOTICE OF FINE' : 'FURTHER STEPS NOTICE',
      titleStyle: 'banner',
      body:
        stage === 1
          ? [
              {
                p: `On ${D(c, addDays(c.date, -10))} the court imposed the sums below and made a collection order. Pay in full within 28 days or in the instalments set out.`,
              },
              {
                table: [
                  ['Fine', fmtMoney(fine)],
                  ['Victim surcharge', fmtMoney(40)],
                  ['Prosecution costs', fmtMoney(50)],
                  ['Total imposed', fmtMoney(total)],
                ],
              },
              { p: `Quote account number ${ref} when paying.` },
            ]
          : [
              {
                p: `You have not paid the sums due under the collection order. The fines officer may now take further steps, including instructing enforcement agents, deductions from benefits or earnings, or registering the fine.`,
              },
              { table: [['Balance outstanding', fmtMoney(total)]] },
              { p: `Pay ${fmtMoney(total)} within 10 days. Quote ${ref}.` },
            ],
      sign: ['Fines Officer', court],
      footer: [`${court}, ${officeAddress(r)}`],
    };
    return {
      spec,
      truth: truth(
        court,
        total,
        ref,
        'court',
        stage,
        'fine_notice',
        c,
        addDays(c.date, stage === 1 ? 28 : 10),
      ),
    };
  };
}

const policeOffer: Family['make'] = (r) => {
  const c = ctx(r);
  const force = `${place(r)} Constabulary`;
  const ref = `FP${r.digits(9)}`;
  const spec: Spec = {
    face: c.face,
    head: [force],
    sub: ['Central Ticket Office', officeAddress(r)],
    headAlign: 'left',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Notice number', ref],
      ['Date', D(c, c.date)],
      ['Vehicle', vrm(r)],
    ],
    panelBoxed: true,
    title: 'CONDITIONAL OFFER OF A FIXED PENALTY',
    titleStyle: 'boxed',
    body: [
      {
        p: `The vehicle was recorded by a safety camera at ${r.int(36, 49)} mph where the speed limit is 30 mph. You may discharge liability for the offence by paying the fixed penalty and accepting 3 penalty points.`,
      },
      { p: `Fixed penalty: £100.00` },
      {
        p: `Pay within 28 days quoting the notice number ${ref}. If you do not, the matter may be referred to court where a fine of up to £1,000 may be imposed.`,
      },
    ],
    sign: ['Central Ticket Office', force],
    footer: [`${force}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(force, 100, ref, 'speeding', 1, 'fine_notice', c, addDays(c.date, 28)) };
};

const licenceFee: Family['make'] = (r) => {
  const c = ctx(r);
  const name = `${place(r)} Viewing Licence Office`;
  const ref = `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
  const due = r.money(14, 60);
  const spec: Spec = {
    face: c.face,
    head: [name],
    sub: [officeAddress(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Licence number', ref],
      ['Date', D(c, c.date)],
    ],
    owe: { label: 'Amount overdue', amount: fmtMoney(due) },
    title: 'Your licence payment is overdue',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We wrote to you last month because a payment on your licence payment plan was missed. The amount overdue is still unpaid.`,
      },
      {
        p: `Please pay ${fmtMoney(due)} within 7 days quoting your licence number ${ref}, or your licence may be cancelled.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [name],
    footer: [`${name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(name, due, ref, 'normal', 2, 'reminder', c, addDays(c.date, 7)) };
};

const studentLoan: Family['make'] = (r) => {
  const c = ctx(r);
  const name = `${place(r)} Student Repayments Agency`;
  const ref = `${r.digits(11)}`;
  const arrears = r.money(200, 1400);
  const spec: Spec = {
    face: c.face,
    head: [name],
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Customer reference number', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Student loan repayments overdue',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `You have not made the direct repayments due on your student loan. The loan balance is ${fmtMoney(arrears * 20)}; only the arrears are demanded now.`,
      },
      {
        table: [
          ['Loan balance', fmtMoney(arrears * 20)],
          ['Arrears now due', fmtMoney(arrears)],
        ],
      },
      { p: `Please pay the arrears within 21 days. Quote your customer reference number ${ref}.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Repayments Team', name],
    footer: [`${name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(name, arrears, ref, 'loan', 1, 'first_demand', c, addDays(c.date, 21)) };
};

const taxDemand: Family['make'] = (r) => {
  const c = ctx(r);
  const name = `${place(r)} Revenue Collection Office`;
  const ref = `${r.digits(3)}P${r.digits(8)}`;
  const due = r.money(300, 4000);
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: [name.toUpperCase()],
    sub: ['Debt Management', officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Payment reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Final reminder - tax now overdue',
    titleStyle: 'boxed',
    body: [
      dear(c),
      {
        p: `Our records show that tax due under self assessment has not been paid. Interest is charged daily on overdue tax and a late payment penalty may be added.`,
      },
      { p: `Total to pay: ${fmtMoney(due)}` },
      { p: `Pay by ${D(c, pay)} using ${ref} as the payment reference.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Debt Management', name],
    footer: [`${name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(name, due, ref, 'normal', 3, 'final_demand', c, pay) };
};

const businessInvoice: Family['make'] = (r) => {
  const c = ctx(r);
  const co = company(r, ['Garden Services', 'Building Supplies', 'Joinery'], ' Ltd');
  const ref = `INV-${r.digits(5)}`;
  const lines: [string, string][] = [];
  let sum = 0;
  for (let i = 0; i < r.int(2, 4); i++) {
    const v = r.money(40, 300);
    sum += v;
    lines.push([
      pick(r, ['Labour', 'Materials', 'Delivery', 'Site visit', 'Hedge cutting']) + ` (${i + 1})`,
      fmtMoney(v),
    ]);
  }
  sum = Math.round(sum * 100) / 100;
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Invoice number', ref],
      ['Invoice date', D(c, addDays(c.date, -45))],
      ['Date', D(c, c.date)],
    ],
    title: 'Second reminder: invoice overdue',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We sent you a reminder on ${D(c, addDays(c.date, -15))} about the invoice below, which is now 45 days overdue.`,
      },
      { table: [...lines, ['Total due', fmtMoney(sum)]], header: ['Item', 'Amount'] },
      {
        p: `Please pay by bank transfer to sort code ${sortCode(r)} account ${r.digits(8)}, writing ${ref} as the reference.`,
      },
    ],
    closing: 'Kind regards',
    sign: [`${c.who.first === 'Tom' ? 'Ana' : 'Tom'} ${stem(r).split(' ')[0]}`, co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, sum, ref, 'normal', 2, 'reminder', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Fresh held-out families: written after the first held-out measurement, scored once, never tuned on.
// ------------------------------------------------------------------------------------------------------------

const highCourtWrit: Family['make'] = (r) => {
  const c = ctx(r);
  const hceo = company(r, ['High Court Enforcement', 'Writ Services'], ' Ltd');
  const ref = `W${r.digits(6)}-${r.int(1, 9)}`;
  const judgment = r.money(900, 6000);
  const total = Math.round((judgment + 75 + 12.5) * 100) / 100;
  const claimant = company(r, ['Building Supplies', 'Joinery'], ' Ltd');
  const spec: Spec = {
    face: c.face,
    head: hceo.head,
    sub: [officeAddress(r), `${phone(r)} | ${web(hceo.name)}`],
    headAlign: 'right',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Writ reference', ref],
      ['Claimant', claimant.name],
      ['Issued', D(c, c.date)],
    ],
    panelBoxed: true,
    owe: { label: 'Total now due', amount: fmtMoney(total) },
    title: 'NOTICE OF ENFORCEMENT - WRIT OF CONTROL',
    titleStyle: 'banner',
    body: [
      {
        cols: [
          `A writ of control has been issued by the High Court to enforce a county court judgment obtained by ${claimant.name}. We are instructed to enforce it.`,
          `Unless the total is paid within 7 clear days, an enforcement officer will attend to take control of goods and further fees will be added.`,
        ],
      },
      {
        table: [
          ['Judgment debt', fmtMoney(judgment)],
          ['Compliance stage fee', fmtMoney(75)],
          ['Interest', fmtMoney(12.5)],
          ['Total now due', fmtMoney(total)],
        ],
      },
      { p: `Pay online quoting the writ reference ${ref}.` },
    ],
    sign: ['Authorised High Court Enforcement Officer', hceo.name],
    footer: [regLine(hceo.name, r)],
  };
  return {
    spec,
    truth: truth(hceo.name, total, ref, 'bailiff', 3, 'notice_of_enforcement', c, addDays(c.date, 7)),
  };
};

const ctaxSecondReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const co = councilName(r);
  const ref = `${r.digits(2)}${r.letters(1, 'AB')}${r.digits(6)}`;
  const inst = r.money(90, 220);
  const due = Math.round(inst * 3 * 100) / 100;
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: ['Council Tax', officeAddress(r), web(co.name)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Council tax reference', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'SECOND REMINDER NOTICE',
    titleStyle: 'boxed',
    body: [
      {
        p: `We sent you a reminder earlier this year because your instalments were late. Your instalments are late again. This is your second reminder this financial year.`,
      },
      {
        table: [
          ['Instalments missed', '3'],
          ['Amount now due', fmtMoney(due)],
        ],
      },
      {
        p: `You must pay ${fmtMoney(due)} by ${D(c, pay)}. If you are late again we will not send another reminder; the full balance will become due.`,
      },
    ],
    sign: ['Council Tax Team', co.name],
    footer: [`${co.name}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(co.name, due, ref, 'council_tax', 2, 'council_tax_reminder', c, pay) };
};

const waterPaymentReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const co = utilityCo(r, 'water');
  const ref = `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`;
  const bal = r.money(40, 400);
  const spec: Spec = {
    face: c.face,
    head: [co.name.toUpperCase().replace(' LTD', '')],
    sub: [officeAddress(r), phone(r)],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [
      ['Customer number', ref],
      ['Date', D(c, c.date)],
    ],
    owe: { label: 'Amount to pay', amount: fmtMoney(bal) },
    title: 'Payment reminder',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        cols: [
          `Your water bill of ${fmtMoney(bal)} was due for payment on ${D(c, addDays(c.date, -10))}. We have not received it yet.`,
          `If you are struggling, our social tariff could cut your bill. Ask us about payment breaks and plans from £5 a week.`,
        ],
      },
      { p: `Please pay ${fmtMoney(bal)} within 14 days. Quote customer number ${ref} when paying.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Income Team', co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, bal, ref, 'utility', 1, 'reminder', c, addDays(c.date, 14)) };
};

const sumsInArrears: Family['make'] = (r) => {
  const c = ctx(r);
  const card = company(r, ['Store Card', 'Card Services'], ' Ltd');
  const ref = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const arrears = r.money(60, 450);
  const spec: Spec = {
    face: c.face,
    head: card.head,
    sub: [officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account number', ref],
      ['Statement date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'NOTICE OF SUMS IN ARREARS',
    titleStyle: 'plain',
    body: [
      {
        p: `This notice is given because you have fallen behind with payments on your store card account, a regulated agreement. It does not take account of any payments made in the last few days.`,
      },
      {
        table: [
          ['Credit limit', fmtMoney(1200)],
          ['Minimum payment', fmtMoney(25)],
          ['Arrears to pay', fmtMoney(arrears)],
        ],
      },
      {
        p: `Please pay the arrears of ${fmtMoney(arrears)} as soon as possible. A copy of the Financial Conduct Authority information sheet on arrears is enclosed.`,
      },
    ],
    sign: [card.name],
    footer: [fcaLine(card.name, r)],
  };
  return { spec, truth: truth(card.name, arrears, ref, 'credit_card', 1, 'reminder', c) };
};

const preLitigation: Family['make'] = (r) => {
  const c = ctx(r);
  const dca = company(r, ['Collections', 'Debt Recovery'], ' Ltd');
  const client = utilityCo(r, 'mobile');
  const ref = `${r.letters(3)}${r.digits(7)}`;
  const bal = r.money(150, 1600);
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    sub: [officeAddress(r), phone(r)],
    headAlign: 'left',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['Client', client.name],
      ['Date', D(c, c.date)],
    ],
    title: 'FINAL NOTICE BEFORE LEGAL ACTION',
    titleStyle: 'banner',
    body: [
      dear(c),
      {
        p: `Despite previous letters from us on behalf of ${client.name}, the balance of your mobile phone account remains unpaid.`,
      },
      { boxed: [`Balance due: ${fmtMoney(bal)}`, `Pay by: ${D(c, pay)}`] },
      {
        p: `If you do not pay or contact us by ${D(c, pay)} we may recommend that our client starts court proceedings. Quote ${ref}.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [dca.name],
    footer: [`${dca.name} acts for ${client.name}. ${fcaLine(dca.name, r)}`],
  };
  return { spec, truth: truth(dca.name, bal, ref, 'debt_collection', 3, 'final_demand', c, pay) };
};

const parkingFinalReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const co = company(r, ['Parking Enforcement', 'Car Park Services'], ' Ltd');
  const ref = `${r.digits(3)}/${r.letters(2)}/${r.digits(6)}`;
  const due = pick(r, [100, 150, 170]);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [web(co.name)],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Charge reference', ref],
      ['Vehicle', vrm(r)],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    owe: { label: 'Amount due', amount: fmtMoney(due) },
    title: 'FINAL REMINDER',
    titleStyle: 'boxed',
    body: [
      {
        p: `Our records show the parking charge issued to you as registered keeper remains unpaid after our Notice to Keeper and a reminder.`,
      },
      {
        p: `Pay ${fmtMoney(due)} within 14 days or we will pass the debt for recovery, which may add costs of up to £70.00.`,
      },
      { p: `Reference ${ref}.` },
    ],
    sign: [co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, due, ref, 'parking', 3, 'final_demand', c, addDays(c.date, 14)) };
};

const finesReminder: Family['make'] = (r) => {
  const c = ctx(r);
  const court = `${place(r)} Magistrates' Court`;
  const ref = `FA${r.digits(8)}`;
  const bal = r.money(120, 800);
  const spec: Spec = {
    face: c.face,
    head: [court],
    sub: ['Fines Office', officeAddress(r)],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Account number', ref],
      ['Case number', `${r.digits(2)}EM${r.digits(9)}`],
      ['Date of this notice', D(c, c.date)],
    ],
    title: 'REMINDER - PAYMENT OVERDUE',
    titleStyle: 'plain',
    body: [
      dear(c),
      { p: `The instalment due under your collection order has not been received.` },
      {
        table: [
          ['Total imposed', fmtMoney(bal + 100)],
          ['Paid', fmtMoney(100)],
          ['Balance outstanding', fmtMoney(bal)],
        ],
      },
      {
        p: `Pay the missed instalment now. If you do not, the fines officer may take further steps without warning. Quote account number ${ref}.`,
      },
    ],
    sign: ['Fines Officer', court],
    footer: [`${court}, ${officeAddress(r)}`],
  };
  return { spec, truth: truth(court, bal, ref, 'court', 2, 'reminder', c) };
};

const broadbandSuspended: Family['make'] = (r) => {
  const c = ctx(r);
  const co = utilityCo(r, 'broadband');
  const ref = `${r.letters(1, 'BCD')}${r.digits(9)}`;
  const bal = r.money(50, 380);
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: [officeAddress(r), web(co.name)],
    headAlign: 'left',
    logo: true,
    recipient: rcpt(c),
    panel: [
      ['Account no', ref],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Final notice: your service will be suspended',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We have written to you twice about your overdue balance. Unless we receive ${fmtMoney(bal)} by ${D(c, pay)}, your broadband service will be suspended and your account may be passed to a collection agency.`,
      },
      { table: [['Overdue balance', fmtMoney(bal)]] },
      { p: `Pay by debit card on ${phone(r)} quoting account number ${ref}.` },
    ],
    closing: 'Yours sincerely',
    sign: ['Credit Control', co.name],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, bal, ref, 'utility', 3, 'final_demand', c, pay) };
};

export const FAMILIES: Family[] = [
  { id: 'W01', name: 'Council PCN, on-street', group: 'council_parking', make: councilPcn('street') },
  { id: 'W02', name: 'Council PCN, camera', group: 'council_parking', make: councilPcn('camera') },
  { id: 'W03', name: 'Council Notice to Owner', group: 'council_parking', make: noticeToOwner },
  { id: 'W04', name: 'Council Charge Certificate', group: 'council_parking', make: chargeCertificate },
  { id: 'W05', name: 'Private parking Notice to Keeper', group: 'private_parking', make: privateNtk },
  { id: 'W06', name: 'Private parking reminder', group: 'private_parking', make: privateReminder },
  {
    id: 'W07',
    name: 'Parking debt recovery (collector)',
    group: 'private_parking',
    make: parkingDebtRecovery,
  },
  { id: 'W08', name: 'Notice of Enforcement', group: 'enforcement', make: noticeOfEnforcement },
  {
    id: 'W09',
    name: 'Enforcement account update (broken arrangement)',
    group: 'enforcement',
    make: eaAccountUpdate,
  },
  { id: 'W10', name: 'Enforcement visit notice', group: 'enforcement', make: eaVisit },
  { id: 'W11', name: 'Council tax reminder', group: 'council_tax', make: ctaxReminder },
  { id: 'W12', name: 'Council tax final notice', group: 'council_tax', make: ctaxFinal },
  { id: 'W13', name: 'Council tax summons', group: 'council_tax', make: ctaxSummons },
  { id: 'W14', name: 'Water, first overdue letter', group: 'utility', make: utilityLetter('water', 1) },
  { id: 'W15', name: 'Water, final demand', group: 'utility', make: utilityLetter('water', 3) },
  { id: 'W16', name: 'Energy arrears, You owe box', group: 'utility', make: utilityLetter('energy', 1) },
  { id: 'W17', name: 'Broadband second reminder', group: 'utility', make: utilityLetter('broadband', 2) },
  { id: 'W18', name: 'Mobile final demand', group: 'utility', make: utilityLetter('mobile', 3) },
  { id: 'W19', name: 'Debt purchaser notice of assignment', group: 'collector', make: noticeOfAssignment },
  {
    id: 'W20',
    name: 'Collector for a broadband client',
    group: 'collector',
    make: dcaForClient('broadband', 1),
  },
  {
    id: 'W21',
    name: 'Collector for an energy client, follow-up',
    group: 'collector',
    make: dcaForClient('energy', 2),
  },
  { id: 'W22', name: 'Debt purchaser Letter of Claim', group: 'collector', make: purchaserLetterOfClaim },
  { id: 'W23', name: 'Credit card Default Notice', group: 'lender', make: defaultNotice },
  { id: 'W24', name: 'Loan termination notice', group: 'lender', make: terminationNotice },
  {
    id: 'W25',
    name: 'Credit card Letter of Claim (name with "water")',
    group: 'lender',
    make: cardLetterOfClaim,
  },
  { id: 'W26', name: 'Mortgage arrears, broken arrangement', group: 'lender', make: mortgageArrears },
  { id: 'W27', name: "Magistrates' collection order", group: 'court_police', make: finesLetter(1) },
  { id: 'W28', name: "Magistrates' further steps notice", group: 'court_police', make: finesLetter(3) },
  { id: 'W29', name: 'Police conditional offer (speeding)', group: 'court_police', make: policeOffer },
  { id: 'W30', name: 'Viewing licence payment overdue', group: 'public_body', make: licenceFee },
  { id: 'W31', name: 'Student loan arrears', group: 'public_body', make: studentLoan },
  { id: 'W32', name: 'Tax final reminder', group: 'public_body', make: taxDemand },
  { id: 'W33', name: 'Small business invoice reminder', group: 'business', make: businessInvoice },
  { id: 'W34', name: 'High Court writ: notice of enforcement', group: 'enforcement', make: highCourtWrit },
  { id: 'W35', name: 'Council tax second reminder', group: 'council_tax', make: ctaxSecondReminder },
  { id: 'W36', name: 'Water payment reminder, two columns', group: 'utility', make: waterPaymentReminder },
  { id: 'W37', name: 'Store card notice of sums in arrears', group: 'lender', make: sumsInArrears },
  { id: 'W38', name: 'Collector final notice before legal action', group: 'collector', make: preLitigation },
  { id: 'W39', name: 'Private parking final reminder', group: 'private_parking', make: parkingFinalReminder },
  { id: 'W40', name: "Magistrates' fines reminder", group: 'court_police', make: finesReminder },
  { id: 'W41', name: 'Broadband final notice (suspension)', group: 'utility', make: broadbandSuspended },
  // W42 onwards: the second fresh held-out set (families-fresh2.ts).
  ...FRESH2_FAMILIES,
  // W59 onwards: the third fresh set (families-fresh4.ts), senders and layouts W01–W58 do not have.
  ...FRESH4_FAMILIES,
  // W71 onwards: the fourth fresh set (families-fresh5a.ts, -5b.ts), written by two writers who had not read the
  // extractor, after the rules of this round were final; scored once.
  ...FRESH5A_FAMILIES,
  ...FRESH5B_FAMILIES,
  // W85 onwards: the fifth fresh set (families-fresh6a.ts, -6b.ts, -6c.ts), written the same way a session later.
  ...FRESH6A_FAMILIES,
  ...FRESH6B_FAMILIES,
  ...FRESH6C_FAMILIES,
  // W94 onwards: the sixth fresh set (families-fresh7a.ts, -7b.ts, -7c.ts), written after the fifth set's rules.
  ...FRESH7A_FAMILIES,
  ...FRESH7B_FAMILIES,
  ...FRESH7C_FAMILIES,
  // W103 onwards: the seventh fresh set (families-fresh8a.ts, -8b.ts, -8c.ts), written after the sixth set's rules.
  ...FRESH8A_FAMILIES,
  ...FRESH8B_FAMILIES,
  ...FRESH8C_FAMILIES,
  // W112 onwards: the eighth fresh set (families-fresh9a.ts, -9b.ts, -9c.ts), written after the seventh set's rules.
  ...FRESH9A_FAMILIES,
  ...FRESH9B_FAMILIES,
  ...FRESH9C_FAMILIES,
  // W121 onwards: the ninth fresh set (families-fresh10a.ts, -10b.ts, -10c.ts), written after the eighth set's rules.
  ...FRESH10A_FAMILIES,
  ...FRESH10B_FAMILIES,
  ...FRESH10C_FAMILIES,
  // W130 onwards: the tenth fresh set (families-fresh11a.ts, -11b.ts, -11c.ts), written after the ninth set's rules.
  ...FRESH11A_FAMILIES,
  ...FRESH11B_FAMILIES,
  ...FRESH11C_FAMILIES,
  // W139 onwards: the eleventh fresh set (families-fresh12a.ts, -12b.ts, -12c.ts), written after the tenth set's rules.
  ...FRESH12A_FAMILIES,
  ...FRESH12B_FAMILIES,
  ...FRESH12C_FAMILIES,
  // W148 onwards: the twelfth fresh set (families-fresh13a.ts, -13b.ts, -13c.ts), written after the eleventh set's rules.
  ...FRESH13A_FAMILIES,
  ...FRESH13B_FAMILIES,
  ...FRESH13C_FAMILIES,
  // W157 onwards: the thirteenth fresh set (families-fresh14a.ts, -14b.ts, -14c.ts), written after the twelfth set's rules.
  ...FRESH14A_FAMILIES,
  ...FRESH14B_FAMILIES,
  ...FRESH14C_FAMILIES,
  // W166 onwards: the fourteenth fresh set (families-fresh15a.ts, -15b.ts, -15c.ts), written after the thirteenth set's rules.
  ...FRESH15A_FAMILIES,
  ...FRESH15B_FAMILIES,
  ...FRESH15C_FAMILIES,
  // W175 onwards: the fifteenth fresh set (families-fresh16a.ts, -16b.ts, -16c.ts), written after the fourteenth set's rules.
  ...FRESH16A_FAMILIES,
  ...FRESH16B_FAMILIES,
  ...FRESH16C_FAMILIES,
  // W184 onwards: the sixteenth fresh set (families-fresh17a.ts, -17b.ts, -17c.ts), written after the fifteenth set's rules.
  ...FRESH17A_FAMILIES,
  ...FRESH17B_FAMILIES,
  ...FRESH17C_FAMILIES,
  // W193 onwards: the seventeenth fresh set (families-fresh18a.ts, -18b.ts, -18c.ts), written after the sixteenth set's rules.
  ...FRESH18A_FAMILIES,
  ...FRESH18B_FAMILIES,
  ...FRESH18C_FAMILIES,
  // W202 onwards: the eighteenth fresh set (families-fresh19a.ts, -19b.ts, -19c.ts), written after the seventeenth set's rules.
  ...FRESH19A_FAMILIES,
  ...FRESH19B_FAMILIES,
  ...FRESH19C_FAMILIES,
  // W211 onwards: the nineteenth fresh set (families-fresh20a.ts, -20b.ts, -20c.ts), written after the eighteenth set's rules.
  ...FRESH20A_FAMILIES,
  ...FRESH20B_FAMILIES,
  ...FRESH20C_FAMILIES,
  // W220 onwards: the twentieth fresh set (families-fresh21a.ts, -21b.ts, -21c.ts), written after the nineteenth set's rules.
  ...FRESH21A_FAMILIES,
  ...FRESH21B_FAMILIES,
  ...FRESH21C_FAMILIES,
  // W229 onwards: the twenty-first fresh set (families-fresh22a.ts, -22b.ts, -22c.ts), written after the twentieth set's rules.
  ...FRESH22A_FAMILIES,
  ...FRESH22B_FAMILIES,
  ...FRESH22C_FAMILIES,
  // W238 onwards: the twenty-second fresh set (families-fresh23a.ts, -23b.ts, -23c.ts), written after the twenty-first set's rules.
  ...FRESH23A_FAMILIES,
  ...FRESH23B_FAMILIES,
  ...FRESH23C_FAMILIES,
  // W247 onwards: the twenty-third fresh set (families-fresh24a.ts, -24b.ts, -24c.ts), written after the twenty-second set's rules.
  ...FRESH24A_FAMILIES,
  ...FRESH24B_FAMILIES,
  ...FRESH24C_FAMILIES,
  // W256 onwards: the twenty-fourth fresh set (families-fresh25a.ts, -25b.ts, -25c.ts), written after the twenty-third set's rules.
  ...FRESH25A_FAMILIES,
  ...FRESH25B_FAMILIES,
  ...FRESH25C_FAMILIES,
  // W265 onwards: the twenty-fifth fresh set (families-fresh26a.ts, -26b.ts, -26c.ts), written after the twenty-fourth set's rules.
  ...FRESH26A_FAMILIES,
  ...FRESH26B_FAMILIES,
  ...FRESH26C_FAMILIES,
  // W274 onwards: the twenty-sixth fresh set (families-fresh27a.ts, -27b.ts, -27c.ts), written after the twenty-fifth set's rules.
  ...FRESH27A_FAMILIES,
  ...FRESH27B_FAMILIES,
  ...FRESH27C_FAMILIES,
  // W283 onwards: the twenty-seventh fresh set (families-fresh28a.ts, -28b.ts, -28c.ts), written after the twenty-sixth set's rules.
  ...FRESH28A_FAMILIES,
  ...FRESH28B_FAMILIES,
  ...FRESH28C_FAMILIES,
  // W292 onwards: the twenty-eighth fresh set (families-fresh29a.ts, -29b.ts, -29c.ts), written after the twenty-seventh set's rules.
  ...FRESH29A_FAMILIES,
  ...FRESH29B_FAMILIES,
  ...FRESH29C_FAMILIES,
];

/**
 * The fixed tuning / held-out split, chosen before any rule was tuned: alternate families in list order (so each
 * group has families on both sides). Rules may be tuned on 'tune' families (and the dev corpus) only.
 */
export type Split =
  | 'tune'
  | 'heldout'
  | 'fresh'
  | 'fresh2'
  | 'fresh3'
  | 'fresh4'
  | 'fresh5'
  | 'fresh6'
  | 'fresh7'
  | 'fresh8'
  | 'fresh9'
  | 'fresh10'
  | 'fresh11'
  | 'fresh12'
  | 'fresh13'
  | 'fresh14'
  | 'fresh15'
  | 'fresh16'
  | 'fresh17'
  | 'fresh18'
  | 'fresh19'
  | 'fresh20'
  | 'fresh21'
  | 'fresh22'
  | 'fresh23'
  | 'fresh24'
  | 'fresh25'
  | 'fresh26'
  | 'fresh27'
  | 'fresh28'
  | 'fresh29';
export function split(id: string): Split {
  const n = parseInt(id.slice(1), 10);
  // W42 onwards were written after every rule change, by a writer who had not read the extractor. The odd half
  // ('fresh2') was scored once and its misses read; the even half ('fresh3') is scored only at the very end.
  // W59 onwards: a third fresh set, written after the final rules by a writer who had not read the extractor;
  // scored once. W71, W85, W94, W103, W112, W121, W130, W139, W148, W157, W166, W175, W184, W193, W202, W211, W220, W229, W238, W247, W256, W265, W274, W283 and W292 open the fourth to twenty-eighth sets, written the same way.
  if (n >= 292) return 'fresh29';
  if (n >= 283) return 'fresh28';
  if (n >= 274) return 'fresh27';
  if (n >= 265) return 'fresh26';
  if (n >= 256) return 'fresh25';
  if (n >= 247) return 'fresh24';
  if (n >= 238) return 'fresh23';
  if (n >= 229) return 'fresh22';
  if (n >= 220) return 'fresh21';
  if (n >= 211) return 'fresh20';
  if (n >= 202) return 'fresh19';
  if (n >= 193) return 'fresh18';
  if (n >= 184) return 'fresh17';
  if (n >= 175) return 'fresh16';
  if (n >= 166) return 'fresh15';
  if (n >= 157) return 'fresh14';
  if (n >= 148) return 'fresh13';
  if (n >= 139) return 'fresh12';
  if (n >= 130) return 'fresh11';
  if (n >= 121) return 'fresh10';
  if (n >= 112) return 'fresh9';
  if (n >= 103) return 'fresh8';
  if (n >= 94) return 'fresh7';
  if (n >= 85) return 'fresh6';
  if (n >= 71) return 'fresh5';
  if (n >= 59) return 'fresh4';
  if (n >= 42) return n % 2 === 1 ? 'fresh2' : 'fresh3';
  // W34 onwards were written after the held-out half had been measured once: a second, untouched held-out set.
  if (n >= 34) return 'fresh';
  return n % 2 === 1 ? 'tune' : 'heldout';
}
