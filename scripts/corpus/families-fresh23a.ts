/**
 * The twenty-second fresh held-out set, part a (W238–W240): kinds of letter the corpus does not have yet — a parcel
 * carrier's demand for the import VAT, customs duty and its own clearance fee that it paid to HMRC on the recipient's
 * behalf for a parcel sent from abroad (the "duty and tax" invoice after delivery, a reminder with a late payment fee,
 * a final notice, or the carrier's collection agency's letters), with tracking and consignment numbers, the customs
 * entry number (MRN), the overseas sender's order number and the carrier's EORI competing with the invoice or account
 * reference; a breakdown cover company's charges for a call-out or recovery its policy did not cover (membership
 * lapsed, a vehicle not on the policy, a tow beyond the recovery mileage limit, a home call-out without home cover:
 * the invoice, a reminder, a final notice, or its collectors' letters), with membership numbers, job or incident
 * numbers and vehicle registrations competing; and a festival or concert promoter's ticket payment plan after missed
 * instalments (the plan statement showing the balance now due in full, a reminder, a final notice that the tickets
 * have been cancelled and the remaining balance or the cancellation fee is pursued, or its collection agency's
 * letters), with order numbers, ticket numbers and payment plan IDs competing.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, web, vrm, type Rng } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
  host,
  oOrI,
  pick,
  rcpt,
  regLine,
  round2,
  signatory,
  truth,
  type Ctx,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const alnum = (r: Rng, n: number) => r.letters(n, ALNUM);
const stage3 = (r: Rng) => r.int(1, 3) as 1 | 2 | 3;

/** A collection agency (FCA-authorised) and its own reference shape. */
function agencyOf(r: Rng, client: string): { name: string; head: string[]; ref: string } {
  let a = company(r, ['Credit Management', 'Collections', 'Recoveries', 'Debt Recovery']);
  while (a.name.split(' ')[0] === client.split(' ')[0])
    a = company(r, ['Credit Management', 'Collections', 'Recoveries', 'Debt Recovery']);
  const ref = pick(r, [
    `${r.letters(3, 'CMRK')}${r.digits(7)}`,
    `${r.digits(2)}/${r.digits(6)}`,
    `${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(2, 'DCR')}-${r.digits(3)}-${r.digits(4)}`,
  ]);
  return { ...a, ref };
}

/** The kind of a collection agency's letter at each stage: its first letter, a follow-up, its final letter. */
const agencyKind = (s: 1 | 2 | 3): 'final_demand' | 'debt_recovery' =>
  s === 3 ? 'final_demand' : 'debt_recovery';

/** The agency's standard letter body around the client's details; the debt is the agency's own to collect. */
function agencyBody(
  c: Ctx,
  s: 1 | 2 | 3,
  o: {
    client: string;
    what: string;
    ref: string;
    balance: number;
    pay: Date;
    earlier: Date;
    lines: [string, string][];
  },
): Block[] {
  const intro =
    s === 1
      ? `We have been instructed by ${o.client} to collect the balance of your account with them for ${o.what}. They tell us that they wrote to you more than once and that the balance has not been paid.`
      : s === 2
        ? `We wrote to you on ${D(c, o.earlier)} about the balance you owe ${o.client} for ${o.what}. We have not received a payment or heard from you.`
        : `Despite our letters, including our letter of ${D(c, o.earlier)}, the balance you owe ${o.client} for ${o.what} remains unpaid. This is our final notice before we recommend that our client issues a claim against you in the county court.`;
  const ask =
    s === 3
      ? `Pay ${fmtMoney(o.balance)} by ${D(c, o.pay)}, or contact us by then to agree how you will pay. If you do neither, our client may start court proceedings without further notice, and may ask the court for interest and costs.`
      : `Please pay ${fmtMoney(o.balance)} within 14 days, by ${D(c, o.pay)}, or call us to agree an affordable payment plan. Quote our reference ${o.ref} whenever you contact us.`;
  return [
    dear(c),
    { p: intro },
    { table: o.lines },
    { p: ask },
    {
      small:
        'If you are struggling with money, free and confidential debt advice is available from independent debt advice charities. If you dispute this debt, tell us in writing and we will put our collection on hold while we check it with our client.',
    },
  ];
}

// ------------------------------------------------------------------------------------------------------------
// W238 Parcel carrier: import VAT, duty and clearance fee
// ------------------------------------------------------------------------------------------------------------

/**
 * A parcel carrier's demand for the import charges it paid HMRC on the recipient's behalf for a parcel from abroad:
 * import VAT at 20% (on the goods, shipping and duty), customs duty at the commodity rate and the carrier's own
 * clearance (disbursement) fee. Stage drawn per letter: 1 the "duty and tax invoice" sent after delivery (kind
 * first_demand), 2 a payment reminder that names the first invoice and adds a late payment fee (kind reminder), 3 the
 * carrier's final notice before the account goes to a collection agency (kind final_demand); or, at any stage, the
 * carrier's collection agency's letter (its first letter = stage 1, a follow-up to its own letter = stage 2, its final
 * notice = stage 3).
 * Amount = the total now due on the invoice (duty + VAT + fee, plus any late payment fee or admin charge already
 * added); the goods' declared value, the shipping cost, the individual lines and the late fee that *would* be added are
 * not it. accountNumber = the carrier's invoice number (the letter says to quote it); the tracking number, the customs
 * entry number (MRN), the sender's order number, the carrier's EORI and the customer number are distractors. From the
 * agency, its own reference; the carrier's invoice number is then the client reference.
 * Open choice: the carrier is a business billing for a service and disbursements it paid, so 'normal' (not
 * council_tax/court: the tax was already paid to HMRC; the debt is to the carrier). The agency's letters are
 * 'debt_collection' with the agency as creditor.
 */
const parcelDutyTax: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const carrier = company(r, ['Parcels', 'Express', 'Parcel Services', 'Couriers', 'Express Logistics']);
  const s = stage3(r);
  const viaAgency = r.chance(0.3);
  const inv = pick(r, [
    `${r.letters(1, 'DXK')}${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
    `DT-${r.digits(8)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `${r.digits(3)}${oOrI(r)}${r.digits(6)}`,
  ]);
  const custNo = `${r.letters(1, 'CU')}${r.digits(7)}`;
  const tracking = pick(r, [
    `${r.letters(2, 'JKVX')}${r.digits(9)}GB`,
    r.digits(10),
    `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`,
  ]);
  const mrn = `${pick(r, ['24', '25'])}GB${alnum(r, 14)}`;
  const eori = `GB${r.digits(12)}`;
  const shop = `${pick(r, ['Maple Lane', 'Harbourline', 'Sakura', 'Lumen', 'Kiwi Trail', 'Red Canyon', 'Nordvik'])} ${pick(r, ['Outfitters', 'Audio', 'Craft Supply', 'Vintage', 'Cycles', 'Ceramics'])}`;
  const [country, cur, rate] = pick(r, [
    ['United States', 'USD', 1.27],
    ['Canada', 'CAD', 1.72],
    ['Japan', 'JPY', 191.4],
    ['Australia', 'AUD', 1.93],
    ['Switzerland', 'CHF', 1.12],
  ] as [string, string, number][]);
  const order = pick(r, [
    `#${r.digits(6)}`,
    `${r.letters(2)}-${r.digits(6)}-${r.digits(4)}`,
    `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`,
  ]);
  const goods = pick(r, [
    'Clothing',
    'Audio equipment',
    'Bicycle parts',
    'Ceramic tableware',
    'Camping equipment',
    'Vintage watch',
  ]);
  const value = r.money(140, 880);
  const shipping = r.money(9, 48);
  const dutyRate = pick(r, [0, 2.5, 4, 6.5, 12]);
  const duty = round2(((value + shipping) * dutyRate) / 100);
  const vat = round2((value + shipping + duty) * 0.2);
  const pct = r.chance(0.5);
  const fee = pct ? Math.max(11, round2((duty + vat) * 0.025)) : pick(r, [8.5, 11, 12.5, 14.95]);
  const charges = round2(duty + vat + fee);
  const late = s >= 2 ? pick(r, [5, 7.5, 10]) : 0;
  const admin = s === 3 && !viaAgency ? pick(r, [0, 15, 20]) : 0;
  const owed = round2(charges + late + admin);
  const agencyFee = viaAgency ? pick(r, [0, 0, 18, 25]) : 0;
  const total = round2(owed + agencyFee);
  const futureLate = pick(r, [5, 7.5, 10]);
  const delivered = addDays(
    c.date,
    -(s === 1 && !viaAgency ? r.int(3, 9) : r.int(35, 60) + (viaAgency ? 30 : 0)),
  );
  const invDate = s === 1 ? c.date : addDays(delivered, r.int(1, 4));
  const reminder = addDays(invDate, r.int(18, 24));
  const pay = addDays(c.date, pick(r, [10, 14]));
  const foreign = (value * rate).toFixed(cur === 'JPY' ? 0 : 2);
  const chargeRows: string[][] = [
    [`Customs duty${dutyRate ? ` (${dutyRate}%)` : ''}`, fmtMoney(duty)],
    ['Import VAT (20%)', fmtMoney(vat)],
    [pct ? 'Disbursement fee (2.5%, min. £11.00)' : 'Customs clearance fee', fmtMoney(fee)],
    ...(late ? [['Late payment fee', fmtMoney(late)]] : []),
    ...(admin ? [['Final notice administration charge', fmtMoney(admin)]] : []),
    [s === 1 ? 'Total to pay' : 'Total now due', fmtMoney(owed)],
  ];
  const shipKv: [string, string][] = [
    ['Tracking number', tracking],
    ['Sender', `${shop}, ${country}`],
    ['Sender order no.', order],
    ['Contents', `${goods}, ${cur} ${foreign} (£${value.toFixed(2)})`],
    ['Customs entry (MRN)', mrn],
    ['Delivered', D(c, delivered)],
  ];
  const footer = [
    `${regLine(carrier.name, r)} Customs EORI ${eori}. VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];

  if (viaAgency) {
    const ag = agencyOf(r, carrier.name);
    const lines: [string, string][] = [
      [`${carrier.name} invoice ${inv}`, fmtMoney(owed)],
      ...(agencyFee ? ([['Collection charge', fmtMoney(agencyFee)]] as [string, string][]) : []),
      ['Balance due', fmtMoney(total)],
    ];
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', ag.ref],
        ['Client', carrier.name],
        ['Client reference', inv],
        ['Tracking no.', tracking],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title:
        s === 3
          ? pick(r, ['FINAL NOTICE BEFORE LEGAL ACTION', 'Final notice'])
          : s === 2
            ? pick(r, ['Your account is still unpaid', 'Reminder: balance outstanding'])
            : pick(r, ['Notice of debt collection', 'Your account has been passed to us']),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        ...agencyBody(c, s, {
          client: carrier.name,
          what: `import VAT, customs duty and a clearance fee paid to HM Revenue & Customs on your behalf for a parcel from ${shop} (${country}), customs entry ${mrn}`,
          ref: ag.ref,
          balance: total,
          pay,
          earlier: addDays(c.date, -r.int(15, 28)),
          lines,
        }),
        {
          kv: [
            ['Pay online', `${web(ag.name)}/pay`],
            ['By bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ag.ref}`],
          ],
        },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Collections Officer', 'Account Manager']), ag.name],
      footer: [fcaLine(ag.name, r)],
    };
    return { spec, truth: truth(ag.name, total, ag.ref, 'debt_collection', s, agencyKind(s), c, pay) };
  }

  const layout = r.int(0, 2);
  const title =
    s === 1
      ? pick(r, ['Duty and tax invoice', 'IMPORT DUTY AND TAX INVOICE', 'Invoice for import charges'])
      : s === 2
        ? pick(r, [
            'Payment reminder - duty and tax invoice',
            'Reminder: import charges unpaid',
            'SECOND REQUEST FOR PAYMENT',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice - import charges', 'Final demand for payment']);
  const opening =
    s === 1
      ? `We delivered your parcel ${tracking} from ${shop} on ${D(c, delivered)}. Because it came from outside the UK, HM Revenue & Customs charged import VAT${duty ? ' and customs duty' : ''} on it. We paid these to HMRC for you so that the parcel was not held at the border, and this invoice asks you to repay them together with our clearance fee.`
      : s === 2
        ? `We sent you invoice ${inv} on ${D(c, invDate)} for the import charges we paid to HMRC on your behalf for your parcel ${tracking}, delivered on ${D(c, delivered)}. We have not yet received payment, so a late payment fee has been added as set out in our terms of carriage.`
        : `We wrote to you on ${D(c, invDate)} and again on ${D(c, reminder)} about invoice ${inv}, for the import charges we paid to HMRC for your parcel ${tracking}. The invoice is still unpaid. This is our final notice.`;
  const askLine =
    s === 3
      ? `Unless ${fmtMoney(owed)} is paid by ${D(c, pay)}, we will pass your account to a collection agency, which may add its own charges, and we may refuse to deliver further parcels to your address until it is settled.`
      : `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, quoting invoice number ${inv}.${s === 1 ? ` If it is not paid by then a late payment fee of ${fmtMoney(futureLate)} will be added.` : ''}`;
  const note: Block = {
    small: `Import VAT and customs duty are set by HMRC, not by us, and are based on the value declared by the sender. If the goods were a gift or the declared value is wrong, contact us within 20 days of delivery with proof and we will ask HMRC to review the entry. Goods returned to the sender may qualify for a refund from HMRC; the clearance fee is not refundable.`,
  };
  const payKv: [string, string][] = [
    ['Online', `${web(carrier.name)}/payduty`],
    ['Phone', phone(r)],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
  ];
  let spec: Spec;
  if (layout === 0) {
    // An invoice: a boxed panel, shipment details, a charges grid and a payment slip; no sign-off.
    spec = {
      face: c.face,
      head: carrier.head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: ['Import Services', officeAddress(r), `${phone(r)}  ${web(carrier.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Invoice number', inv],
        ['Invoice date', D(c, invDate)],
        ...(s === 1
          ? []
          : ([[s === 3 ? 'Notice date' : 'Reminder date', D(c, c.date)]] as [string, string][])),
        ['Customer no.', custNo],
        ['Payment due', D(c, pay)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        ...(s === 1 ? [] : [{ p: opening }]),
        { kv: shipKv },
        { grid: chargeRows, header: ['Charges', 'Amount'], widths: [0.72, 0.28] },
        { p: askLine },
        note,
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${carrier.name}`,
        rows: [
          ['Invoice number', inv],
          ['Amount due', fmtMoney(owed)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else if (layout === 1) {
    // A letter with a row of reference cells and an amount box beside the address.
    spec = {
      face: c.face,
      head: carrier.head,
      sub: [officeAddress(r), `Customer Accounts  ${phone(r)}`],
      headAlign: pick(r, ['right', 'center'] as const),
      logo: r.chance(0.5),
      recipient: rcpt(c),
      owe: {
        label: s === 1 ? 'Amount to pay' : 'Amount now due',
        amount: fmtMoney(owed),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Invoice no. (please quote)', inv],
        ['Tracking number', tracking],
        ['Sender order', order],
      ],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        { table: chargeRows.map(([k, v]) => [k, v] as [string, string]) },
        {
          p: `Customs entry number (MRN) ${mrn}. Declared value ${cur} ${foreign}, converted at HMRC's rate for the month of import; shipping ${fmtMoney(shipping)}.`,
        },
        { p: askLine },
        { kv: payKv },
        ...(s === 3 ? [] : [note]),
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [s === 3 ? 'Credit Control' : 'Import Services Team', carrier.name],
      footer,
    };
  } else {
    // A notice with a dark band, two columns of shipment and charge detail.
    spec = {
      face: c.face,
      head: carrier.head,
      headBand: true,
      logoMark: 'chevron',
      sub: [officeAddress(r), web(carrier.name)],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Account', custNo],
        ['Invoice', inv],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title,
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: opening },
        {
          cols: [
            `Shipment: ${tracking}, ${goods.toLowerCase()} from ${shop}, ${country} (order ${order}). Customs entry ${mrn}, cleared under our EORI ${eori}.`,
            `Charges paid to HMRC: duty ${fmtMoney(duty)}, import VAT ${fmtMoney(vat)}. Our fee ${fmtMoney(fee)}.${late ? ` Late payment fee ${fmtMoney(late)}.` : ''}${admin ? ` Administration charge ${fmtMoney(admin)}.` : ''}`,
          ],
        },
        { amountBox: [s === 1 ? 'Total to pay' : 'Total now due', fmtMoney(owed)] },
        { p: askLine },
        { kv: payKv },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Credit Controller', 'Duty Collections Team Leader']), carrier.name],
      footer,
    };
  }
  const kind = s === 1 ? 'first_demand' : s === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(carrier.name, owed, inv, 'normal', s, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W239 Breakdown cover: a call-out or recovery the policy did not cover
// ------------------------------------------------------------------------------------------------------------

/**
 * A breakdown cover company's charges for a job its policy did not cover: the membership had lapsed (attended on a
 * pay-on-use basis), the vehicle was not the one on the policy, the tow went beyond the recovery mileage limit, or a
 * call-out at home without home cover. Call-out, recovery and parts lines with VAT at 20%, less any deposit taken by
 * card at the roadside. Stage drawn per letter: 1 the invoice (kind first_demand), 2 a reminder naming the invoice and
 * adding a late payment fee (kind reminder), 3 the company's final notice (kind final_demand); or, at any stage, its
 * collectors' letter (first letter 1, follow-up 2, final notice 3; 'debt_collection', the collector as creditor).
 * Amount = the balance now due (invoice total less the roadside deposit, plus any late fee or admin charge already
 * added); the net and VAT lines, the deposit, the per-mile rate, the rejoin offer's monthly price and the late fee
 * that *would* be added are not it. accountNumber = the invoice number (the letter asks for it); the membership number,
 * the job or incident number, the vehicle registration, the masked card number and the customer number are
 * distractors. From the collectors, their own reference.
 * Open choice: a breakdown company billing a non-covered job is a business's overdue invoice, 'normal' (the list has
 * no insurance type; it is not a credit agreement).
 */
const breakdownCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Breakdown', 'Rescue', 'Roadside Rescue', 'Motoring Club', 'Breakdown Cover']);
  const s = stage3(r);
  const viaAgency = r.chance(0.3);
  const reason = pick(r, ['lapsed', 'vehicle', 'mileage', 'home'] as const);
  const inv = pick(r, [
    `BR${r.digits(7)}`,
    `INV-${r.digits(6)}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(5)}`,
    `${r.letters(1, 'RSK')}${r.digits(4)}/${r.digits(3)}`,
  ]);
  const member = pick(r, [
    `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`,
    `M${r.digits(9)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(3)} ${r.digits(1)}`,
  ]);
  const job = pick(r, [`JOB ${r.digits(8)}`, `${r.digits(6)}-${r.digits(4)}`, `INC${r.digits(7)}`]);
  const reg = vrm(r);
  const policyReg = vrm(r);
  const card = `**** **** **** ${r.digits(4)}`;
  const attended = addDays(
    c.date,
    -(s === 1 && !viaAgency ? r.int(3, 10) : r.int(38, 70) + (viaAgency ? 30 : 0)),
  );
  const invDate = s === 1 ? c.date : addDays(attended, r.int(2, 5));
  const reminder = addDays(invDate, r.int(21, 28));
  const time = `${String(r.int(0, 23)).padStart(2, '0')}:${pick(r, ['05', '17', '32', '48', '56'])}`;
  const town = place(r);
  const location = pick(r, [
    `A${r.int(30, 699)} ${pick(r, ['northbound', 'southbound', 'eastbound', 'westbound'])} near ${town}`,
    `M${r.int(2, 69)} junction ${r.int(3, 31)}, hard shoulder`,
    `${pick(r, ['supermarket', 'station', 'retail park', 'leisure centre'])} car park, ${town}`,
  ]);
  const homeLoc = `${c.addr[0]}, ${c.addr[1]} (your home address)`;
  const garage = `${place(r)} ${pick(r, ['Motors', 'Garage', 'Autocentre', 'Service Centre'])}`;
  const fault = pick(r, [
    'flat battery',
    'clutch failure',
    'alternator failure',
    'puncture, no spare',
    'fuel pump failure',
    'overheating',
  ]);
  const limit = pick(r, [10, 20, 25, 50]);
  const miles = reason === 'mileage' ? limit + r.int(14, 140) : r.int(4, 38);
  const perMile = pick(r, [2.5, 2.95, 3.4, 3.75]);
  const callout = pick(r, [89, 110, 125, 149, 165]);
  const lines: [string, number][] = [];
  if (reason === 'mileage') {
    lines.push([
      `Recovery beyond the ${limit}-mile limit: ${miles - limit} miles at ${fmtMoney(perMile)}`,
      round2((miles - limit) * perMile),
    ]);
    if (r.chance(0.5)) lines.push(['Out-of-hours recovery supplement', pick(r, [35, 45, 60])]);
  } else {
    lines.push([
      reason === 'lapsed'
        ? 'Non-member call-out (pay on use)'
        : reason === 'home'
          ? 'Home call-out (no Home Start cover)'
          : 'Call-out, vehicle not covered',
      callout,
    ]);
    if (reason !== 'home' && r.chance(0.6))
      lines.push([`Recovery to ${garage}, ${miles} miles`, round2(pick(r, [60, 75, 90]) + miles * perMile)]);
    if (r.chance(0.4))
      lines.push([
        fault === 'flat battery'
          ? 'Replacement battery (supplied and fitted)'
          : 'Parts supplied at the roadside',
        pick(r, [79.17, 99.99, 108.33, 124.99]),
      ]);
  }
  if (reason === 'lapsed' && r.chance(0.5))
    lines.push(['Non-member administration fee', pick(r, [15, 20, 25])]);
  const net = round2(lines.reduce((a, [, v]) => a + v, 0));
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  const deposit = r.chance(0.4) ? Math.min(pick(r, [25, 50, 75]), round2(gross / 2)) : 0;
  const balance1 = round2(gross - deposit);
  const late = s >= 2 ? pick(r, [10, 15, 20]) : 0;
  const admin = s === 3 && !viaAgency ? pick(r, [0, 25, 30]) : 0;
  const owed = round2(balance1 + late + admin);
  const futureLate = pick(r, [10, 15, 20]);
  const pay = addDays(c.date, pick(r, [14, 14, 10]));
  const lapsedOn = addDays(attended, -r.int(6, 40));
  const why =
    reason === 'lapsed'
      ? `Your membership ended on ${D(c, lapsedOn)} because the renewal payment was not made. When you called us you agreed that we would attend on a pay-on-use basis, at our non-member rates.`
      : reason === 'vehicle'
        ? `Your cover is vehicle-based and applies only to the vehicle registered on your policy, ${policyReg}. The vehicle we attended, ${reg}, is not covered, so the job is charged at our standard rates.`
        : reason === 'mileage'
          ? `Your level of cover includes recovery of up to ${limit} miles from the place of breakdown. At your request we took the vehicle ${miles} miles, to ${garage}; the miles beyond your limit are charged as our patrol explained before setting off.`
          : `The breakdown happened at your home address. Breakdowns at home, or within a quarter of a mile of it, are covered only with Home Start, which your policy does not include.`;
  const where = reason === 'home' ? homeLoc : location;
  const jobKv: [string, string][] = [
    ['Job number', job],
    ['Attended', `${D(c, attended)} at ${time}`],
    ['Location', where],
    ['Vehicle', reg],
    ['Fault', fault],
    ...(reason === 'mileage' || lines.some(([k]) => k.startsWith('Recovery to'))
      ? ([['Recovered to', `${garage}, ${miles} miles`]] as [string, string][])
      : []),
  ];
  const chargeRows: string[][] = [
    ...lines.map(([k, v]) => [k, fmtMoney(v)]),
    ['VAT at 20%', fmtMoney(vat)],
    ...(deposit ? [[`Paid at the roadside (card ${card})`, `-${fmtMoney(deposit)}`]] : []),
    ...(late ? [['Late payment fee', fmtMoney(late)]] : []),
    ...(admin ? [['Final notice administration fee', fmtMoney(admin)]] : []),
    [s === 1 ? 'Balance to pay' : 'Balance now due', fmtMoney(owed)],
  ];
  const footer = [`${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];

  if (viaAgency) {
    const ag = agencyOf(r, co.name);
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ag.ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      refGrid: [
        ['Creditor', co.name],
        ['Their invoice', inv],
        ['Membership no.', member],
      ],
      title:
        s === 3
          ? pick(r, ['Final notice', 'FINAL DEMAND BEFORE COURT ACTION'])
          : s === 2
            ? pick(r, ['Second letter: balance unpaid', 'Reminder'])
            : pick(r, ['Your account has been passed to us for collection', 'NOTICE OF DEBT COLLECTION']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: agencyBody(c, s, {
        client: co.name,
        what: `a breakdown ${reason === 'mileage' ? 'recovery' : 'call-out'} to your vehicle ${reg} on ${D(c, attended)} (job ${job}) that your cover did not include`,
        ref: ag.ref,
        balance: owed,
        pay,
        earlier: addDays(c.date, -r.int(14, 30)),
        lines: [
          [`${co.name} invoice ${inv}`, fmtMoney(balance1)],
          ...(late ? ([['Late payment fee added by our client', fmtMoney(late)]] as [string, string][]) : []),
          ['Balance due', fmtMoney(owed)],
        ],
      }).concat([
        {
          kv: [
            ['Online', `${web(ag.name)}/pay`],
            ['Phone', phone(r)],
            ['Bank', `sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${ag.ref}`],
          ],
        },
      ]),
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Adviser', 'Customer Account Manager']), ag.name],
      footer: [fcaLine(ag.name, r)],
    };
    return { spec, truth: truth(ag.name, owed, ag.ref, 'debt_collection', s, agencyKind(s), c, pay) };
  }

  const opening =
    s === 1
      ? `Thank you for calling us on ${D(c, attended)}. Our patrol attended your vehicle ${reg} at ${where}.`
      : s === 2
        ? `We sent you invoice ${inv} on ${D(c, invDate)} for the breakdown job on ${D(c, attended)}, which your cover did not include. It has not been paid, so a late payment fee of ${fmtMoney(late)} has been added.`
        : `Invoice ${inv}, for our attendance to ${reg} on ${D(c, attended)}, is still unpaid despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, reminder)}. This is our final notice.`;
  const ask =
    s === 3
      ? `Pay the balance now due of ${fmtMoney(owed)} by ${D(c, pay)}. If you do not, we will pass the debt to our collection agents without further notice and may take court action to recover it, and we will not attend further breakdowns for you until it is paid.`
      : `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, quoting invoice number ${inv}.${s === 1 ? ` A late payment fee of ${fmtMoney(futureLate)} may be added to invoices not paid by then.` : ''}`;
  const rejoin: Block = {
    small: `${reason === 'lapsed' ? `Rejoin from ${fmtMoney(pick(r, [6.5, 7.99, 9.25]))} a month and be covered from the day you join.` : reason === 'home' ? `You can add Home Start to your cover from ${fmtMoney(pick(r, [2.5, 3.25]))} a month.` : reason === 'mileage' ? 'National Recovery takes you and your vehicle anywhere in the UK; upgrade in the app.' : 'Personal cover follows you in any car you drive; ask us about switching.'} If you think we have charged you in error, contact us within 30 days with your membership number ${member}.`,
  };
  const layout = r.int(0, 2);
  const title =
    s === 1
      ? pick(r, ['Invoice', 'INVOICE - BREAKDOWN ATTENDANCE', 'Charges for your breakdown'])
      : s === 2
        ? pick(r, ['Payment reminder', 'REMINDER - INVOICE OVERDUE', 'Your invoice is overdue'])
        : pick(r, ['FINAL NOTICE', 'Final notice before collection', 'Final demand']);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'shield'] as const),
      sub: ['Member Accounts', officeAddress(r), `${phone(r)}  ${web(co.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, invDate)],
        ...(s === 1 ? [] : ([['Date of this letter', D(c, c.date)]] as [string, string][])),
        ['Membership no.', member],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        ...(s === 1 ? [] : [{ p: opening }]),
        { kv: jobKv },
        { p: why },
        { grid: chargeRows, header: ['Description', 'Amount'], widths: [0.74, 0.26] },
        { p: ask },
        rejoin,
      ],
      sign: [],
      slip: {
        title: `Remittance - ${co.name}`,
        rows: [
          ['Invoice no.', inv],
          ['Amount', fmtMoney(owed)],
          ['Due by', D(c, pay)],
        ],
      },
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.4),
      sub: [officeAddress(r), `Accounts ${phone(r)}`],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: s === 1 ? 'Balance to pay' : 'Balance now due',
        amount: fmtMoney(owed),
        note: `by ${D(c, pay)}`,
      },
      panel: [
        ['Invoice', inv],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: s === 1 ? `${opening} ${why}` : opening },
        { table: chargeRows.map(([k, v]) => [k, v] as [string, string]) },
        { p: `Job ${job}; vehicle ${reg}; membership ${member}.${s === 1 ? ` Fault found: ${fault}.` : ''}` },
        { p: ask },
        {
          kv: [
            ['Online', `${web(co.name)}/invoices`],
            ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${inv}`],
          ],
        },
        ...(s === 3 ? [] : [rejoin]),
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Credit Control Manager', 'Member Accounts Team']), co.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: 'rings',
      sub: [officeAddress(r), `${phone(r)}  accounts@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Invoice number', inv],
        ['Job number', job],
        ['Vehicle', reg],
        ['Membership', member],
      ],
      title,
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: opening },
        {
          cols: [
            `What happened: ${fault} at ${where}, ${D(c, attended)} at ${time}.${jobKv.length > 5 ? ` Recovered ${miles} miles to ${garage}.` : ''}`,
            `Why you are being charged: ${why}`,
          ],
        },
        { grid: chargeRows, header: ['Charges', 'Amount'], widths: [0.74, 0.26] },
        { p: ask },
      ],
      closing: 'Yours faithfully',
      sign: ['Credit Control', co.name],
      footer,
    };
  }
  const kind = s === 1 ? 'first_demand' : s === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, owed, inv, 'normal', s, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W240 Festival / concert promoter: ticket payment plan after missed instalments
// ------------------------------------------------------------------------------------------------------------

/**
 * A festival or concert promoter's own interest-free ticket payment plan (deposit, then monthly card instalments)
 * after instalments failed. Stage drawn per letter: 1 the plan statement after the first failed instalment, saying
 * that under the plan terms the whole remaining balance is now due in full (kind first_demand: the promoter's first
 * letter about the arrears; the failed card payment is not a letter); 2 a reminder after a second failure that names
 * the earlier statement and warns the tickets will be cancelled (kind reminder); 3 the final notice that the tickets
 * have been cancelled (barcodes void) and either the remaining balance plus a cancellation admin fee, or the
 * cancellation fee (a share of the order value) less what was paid, is pursued (kind final_demand); or, at any stage,
 * the promoter's collection agency's letter for the post-cancellation sum (first letter 1, follow-up 2, final 3;
 * 'debt_collection', the agency as creditor).
 * Amount = the sum the letter asks for now (remaining balance with any failed-payment fees; after cancellation the
 * sum pursued); the order total, the amount paid, the instalment, the next instalment and the ticket price are not it.
 * accountNumber = whichever of the order number or the payment plan ID the letter tells you to quote (drawn per
 * letter, the other printed as a distractor), with ticket numbers, the customer ID and the masked card on the page.
 * From the agency, its own reference.
 * Open choice: an interest-free plan run by the promoter itself is not regulated credit, so 'normal' (an ordinary
 * business's overdue sum), not 'loan'. Creditor = the promoter company that heads and signs the letter, not the
 * festival's brand name.
 */
const festivalPlan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Live', 'Events', 'Festivals', 'Presents', 'Promotions']);
  const s = stage3(r);
  const viaAgency = r.chance(0.3);
  const fest = `${place(r)} ${pick(r, ['Fields', 'Sound', 'Weekender', 'Folk Festival', 'Music Festival', 'Calling'])}`;
  const order = pick(r, [
    `${r.letters(3, 'FSTLV')}-${r.digits(7)}`,
    `#${r.digits(8)}`,
    `${r.digits(3)}-${r.digits(3)}-${r.digits(4)}`,
  ]);
  const planId = pick(r, [
    `PP${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    `PLN-${r.digits(6)}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
  ]);
  const quotePlan = r.chance(0.4);
  const ref = quotePlan ? planId : order;
  const refLabel = quotePlan ? 'payment plan ID' : 'order number';
  const custId = `CU${r.digits(7)}`;
  const card = `**** ${r.digits(4)}`;
  const [tType, tPrice] = pick(r, [
    ['Weekend camping', 249],
    ['Weekend camping', 289.5],
    ['Weekend, no camping', 199],
    ['Early entry weekend camping', 319],
    ['Standing, arena', 95],
  ] as [string, number][]);
  const qty = r.int(1, 4);
  const bFee = pick(r, [9.5, 12.75, 15]);
  const addons: [string, number][] = [];
  if (r.chance(0.5)) addons.push(['Car parking pass', pick(r, [35, 40, 45])]);
  if (r.chance(0.2)) addons.push(['Campervan pass', pick(r, [110, 125])]);
  const orderTotal = round2(qty * (tPrice + bFee) + addons.reduce((a, [, v]) => a + v, 0));
  const deposit = round2(pick(r, [25, 30, 50]) * qty);
  const n = pick(r, [3, 4, 5, 6]);
  const inst = round2((orderTotal - deposit) / n);
  const missed = s === 1 && !viaAgency ? 1 : 2;
  const m = r.int(0, n - missed - 1);
  const failFee = pick(r, [0, 5, 10]);
  const fees = round2(failFee * missed);
  const paid = round2(deposit + m * inst);
  const remaining = round2(orderTotal - paid);
  const lastFail = addDays(
    c.date,
    -(s === 3 && !viaAgency ? r.int(14, 20) : r.int(3, 9)) - (viaAgency ? r.int(30, 45) : 0),
  );
  const depDate = addDays(lastFail, -30 * (m + missed));
  const instDate = (i: number) => addDays(depDate, 30 * i);
  const firstFail = instDate(m + 1);
  const statement = addDays(firstFail, r.int(2, 5));
  const reminderDate = addDays(lastFail, r.int(2, 5));
  const event = addDays(depDate, 30 * n + r.int(12, 45));
  const eventEnd = addDays(event, tType.startsWith('Standing') ? 0 : 2);
  const cancelled = s === 3 || viaAgency;
  const cancelPct = pick(r, [50, 60, 75]);
  const cancelFee = round2((orderTotal * cancelPct) / 100);
  const byFee = cancelled && r.chance(0.5) && cancelFee - paid > 20;
  const cancelAdmin = pick(r, [20, 25, 35]);
  const due = cancelled
    ? byFee
      ? round2(cancelFee - paid + fees)
      : round2(remaining + fees + cancelAdmin)
    : round2(remaining + fees);
  const agencyFee = viaAgency ? pick(r, [0, 0, 15, 24]) : 0;
  const total = round2(due + agencyFee);
  const pay = addDays(c.date, pick(r, [7, 14]));
  const tickets = Array.from({ length: qty }, () =>
    pick(r, [`${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`, `TKT${r.digits(9)}`]),
  );
  const eventLine = `${fest} ${event.getUTCFullYear()}, ${D(c, event)}${eventEnd > event ? ` to ${D(c, eventEnd)}` : ''}`;
  const schedule: string[][] = [
    ['Deposit', D(c, depDate), fmtMoney(deposit), 'Paid'],
    ...Array.from({ length: m + missed }, (_, k) => [
      `Instalment ${k + 1} of ${n}`,
      D(c, instDate(k + 1)),
      fmtMoney(inst),
      k < m ? 'Paid' : 'Failed',
    ]),
    ...(failFee
      ? [
          [
            `Failed payment fee${missed > 1 ? `s (${missed} x ${fmtMoney(failFee)})` : ''}`,
            '',
            fmtMoney(fees),
            'Added',
          ],
        ]
      : []),
    ...(cancelled ? [['Order and tickets cancelled', '', '', D(c, addDays(c.date, -r.int(1, 3)))]] : []),
  ];
  const cancelSum: [string, string][] = byFee
    ? [
        ['Order value', fmtMoney(orderTotal)],
        [`Cancellation fee (${cancelPct}% of order value)`, fmtMoney(cancelFee)],
        ['Less paid by you', `-${fmtMoney(paid)}`],
        ...(fees ? ([['Failed payment fees', fmtMoney(fees)]] as [string, string][]) : []),
        ['Amount now due', fmtMoney(due)],
      ]
    : [
        ['Order value', fmtMoney(orderTotal)],
        ['Less paid by you', `-${fmtMoney(paid)}`],
        ...(fees ? ([['Failed payment fees', fmtMoney(fees)]] as [string, string][]) : []),
        ['Cancellation administration fee', fmtMoney(cancelAdmin)],
        ['Amount now due', fmtMoney(due)],
      ];
  const orderLines = `${qty} x ${tType} at ${fmtMoney(tPrice)} + ${fmtMoney(bFee)} booking fee each${addons.map(([k, v]) => `; ${k} ${fmtMoney(v)}`).join('')}. Order total ${fmtMoney(orderTotal)}.`;

  if (viaAgency) {
    const ag = agencyOf(r, co.name);
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      logoMark: pick(r, ['bars', 'chevron'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', ag.ref],
        ['Client', co.name],
        ['Client order no.', order],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title:
        s === 3
          ? pick(r, ['FINAL NOTICE', 'Final demand before court action'])
          : s === 2
            ? pick(r, ['We are still waiting for payment', 'Reminder'])
            : pick(r, ['Your account has been passed to us', 'Notice of collection']),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: agencyBody(c, s, {
        client: co.name,
        what: `tickets to ${fest} ${event.getUTCFullYear()} bought on a payment plan (plan ${planId}), which were cancelled after instalments were missed`,
        ref: ag.ref,
        balance: total,
        pay,
        earlier: addDays(c.date, -r.int(14, 28)),
        lines: [
          [`Owed to ${co.name} under the plan terms`, fmtMoney(due)],
          ...(agencyFee ? ([['Collection costs', fmtMoney(agencyFee)]] as [string, string][]) : []),
          ['Total balance due', fmtMoney(total)],
        ],
      }).concat([
        {
          kv: [
            ['Pay online', `${web(ag.name)}/pay`],
            ['Phone', phone(r)],
          ],
        },
      ]),
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Client Services Adviser']), ag.name],
      footer: [fcaLine(ag.name, r)],
    };
    return { spec, truth: truth(ag.name, total, ag.ref, 'debt_collection', s, agencyKind(s), c, pay) };
  }

  const opening =
    s === 1
      ? `We tried to take instalment ${m + 1} of your payment plan, ${fmtMoney(inst)}, from your card ending ${card.slice(-4)} on ${D(c, firstFail)}, but the payment failed. Under the payment plan terms you agreed when you booked, a missed instalment ends the plan and the whole remaining balance becomes due at once.`
      : s === 2
        ? `We wrote to you on ${D(c, statement)} after your instalment of ${D(c, firstFail)} failed, and asked you to pay the remaining balance in full. Since then a further instalment, due ${D(c, lastFail)}, has also failed and the balance is still unpaid.`
        : `We wrote to you on ${D(c, statement)} and ${D(c, reminderDate)} about the failed instalments on your payment plan. The balance was not paid, so as we warned you, your order has been cancelled and the tickets below are no longer valid. Anyone using them will be refused entry.`;
  const ask =
    s === 3
      ? byFee
        ? `Under the plan terms a cancelled order carries a cancellation fee of ${cancelPct}% of the order value, less what you have already paid. Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${refLabel} ${ref}. If you do not, we will pass the debt to our collection agency, which may add its costs.`
        : `Cancellation does not end your liability: under the plan terms the remaining balance stays payable, with a cancellation administration fee. Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${refLabel} ${ref}. If you do not, we will pass the debt to our collection agency, which may add its costs.`
      : `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting your ${refLabel} ${ref}. ${s === 1 ? 'Once it is paid, your tickets stay valid and will be sent to you as normal.' : `If it is not paid by then, we will cancel your order and your tickets will no longer be valid, and a cancellation administration fee of ${fmtMoney(cancelAdmin)} will be added.`}`;
  const ticketBlock: Block = {
    small: `Ticket numbers: ${tickets.join(', ')}. ${orderLines}`,
  };
  const layout = r.int(0, 2);
  const title =
    s === 1
      ? pick(r, [
          'Payment plan statement',
          'Your payment plan: balance now due',
          'PAYMENT PLAN - MISSED INSTALMENT',
        ])
      : s === 2
        ? pick(r, [
            'Reminder: your tickets are at risk',
            'PAYMENT PLAN REMINDER',
            'Second notice - balance unpaid',
          ])
        : pick(r, [
            'FINAL NOTICE - ORDER CANCELLED',
            'Final notice: your tickets have been cancelled',
            'Final notice',
          ]);
  const footer = [regLine(co.name, r), `${fest} is a trading name of ${co.name}.`];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: ['Ticketing - Payment Plans', officeAddress(r), `${phone(r)}  plans@${host(co.name)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Order number', order],
        ['Payment plan ID', planId],
        ['Customer ID', custId],
        ['Statement date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        { p: opening },
        { p: `Event: ${eventLine}.` },
        {
          grid: schedule,
          header: ['Payment plan', 'Date', 'Amount', 'Status'],
          widths: [0.4, 0.22, 0.18, 0.2],
          boldLast: false,
        },
        ...(cancelled
          ? [{ table: cancelSum }]
          : [{ amountBox: ['Balance now due in full', fmtMoney(due)] as [string, string] }]),
        { p: ask },
        ticketBlock,
      ],
      closing: 'Kind regards',
      sign: [`The ${fest} Ticketing Team`, co.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [officeAddress(r), web(co.name)],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: cancelled ? 'Amount now due' : 'Balance due in full',
        amount: fmtMoney(due),
        note: `Pay by ${D(c, pay)}`,
      },
      panel: [['Date', D(c, c.date)]],
      refGrid: quotePlan
        ? [
            ['Plan ID (quote this)', planId],
            ['Order', order],
            ['Event', `${fest} ${event.getUTCFullYear()}`],
          ]
        : [
            ['Order no. (quote this)', order],
            ['Plan', planId],
            ['Event', `${fest} ${event.getUTCFullYear()}`],
          ],
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            ['Order total', fmtMoney(orderTotal)],
            [
              'Paid so far',
              `${fmtMoney(paid)} (deposit${m ? ` and ${m} instalment${m === 1 ? '' : 's'}` : ' only'})`,
            ],
            ['Monthly instalment', fmtMoney(inst)],
            ...(fees ? ([['Failed payment fees', fmtMoney(fees)]] as [string, string][]) : []),
            ...(cancelled
              ? ([
                  [
                    byFee ? `Cancellation fee (${cancelPct}%)` : 'Cancellation admin fee',
                    fmtMoney(byFee ? cancelFee : cancelAdmin),
                  ],
                ] as [string, string][])
              : []),
            [cancelled ? 'Amount now due' : 'Balance now due', fmtMoney(due)],
          ],
        },
        { p: ask },
        ticketBlock,
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Accounts Manager', 'Head of Ticketing']), co.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: 'chevron',
      sub: [`Box Office and Payment Plans  ${phone(r)}`, officeAddress(r)],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        [quotePlan ? 'Plan ID' : 'Order no.', ref],
        ['Customer', custId],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title,
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: opening },
        {
          cols: [
            `${quotePlan ? `Your order ${order}` : `Your order (payment plan ${planId})`}: ${eventLine}. ${orderLines}`,
            `Your plan: deposit ${fmtMoney(deposit)} and ${n} monthly instalments of ${fmtMoney(inst)}. Paid so far ${fmtMoney(paid)}.${fees ? ` Failed payment fees ${fmtMoney(fees)}.` : ''}${cancelled ? (byFee ? ` Cancellation fee ${fmtMoney(cancelFee)} (${cancelPct}%).` : ` Cancellation admin fee ${fmtMoney(cancelAdmin)}.`) : ''} ${cancelled ? `Tickets cancelled: ${tickets.join(', ')}.` : `Tickets held: ${tickets.join(', ')}.`}`,
          ],
        },
        { amountBox: [cancelled ? 'Amount now due' : 'Balance due in full', fmtMoney(due)] },
        { p: ask },
        {
          small:
            `Pay at ${web(co.name)}/myplan or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Refunds and resale are not available for orders on a payment plan that is in arrears. ${fees ? `A failed payment fee of ${fmtMoney(failFee)} applies to each failed instalment.` : ''}`.trim(),
        },
      ],
      closing: 'Yours faithfully',
      sign: ['Payment Plans Team', co.name],
      footer,
    };
  }
  const kind = s === 1 ? 'first_demand' : s === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, due, ref, 'normal', s, kind, c, pay) };
};

export const FRESH23A_FAMILIES: Family[] = [
  {
    id: 'W238',
    name: 'Parcel carrier import VAT, duty and clearance fee paid to HMRC (invoice, reminder, final notice or collection agency)',
    group: 'business',
    make: parcelDutyTax,
  },
  {
    id: 'W239',
    name: 'Breakdown cover charges for a call-out or recovery the policy did not cover (invoice, reminder, final notice or collectors)',
    group: 'business',
    make: breakdownCharges,
  },
  {
    id: 'W240',
    name: 'Festival or concert promoter ticket payment plan after missed instalments (statement, reminder, cancellation final notice or collection agency)',
    group: 'business',
    make: festivalPlan,
  },
];
