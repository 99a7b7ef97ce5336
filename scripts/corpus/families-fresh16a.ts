/**
 * The fifteenth fresh held-out set, part a (W175–W177): kinds of letter the corpus does not have yet — an
 * electric-vehicle public charging network chasing an unpaid charging session with overstay (idle) fees (its own
 * first notice, reminder and final demand, or a collector's recovery letter for it), an e-scooter / e-bike hire
 * scheme's letter to a rider whose account is suspended for unpaid rides and an out-of-bay parking fee, and an
 * invented canal and river navigation authority chasing an unpaid boat licence up to a notice that the boat will be
 * removed from the waterway. Written blind to the extractor; scored once. Every face is drawn per letter; each family
 * picks one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README
 * leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, phone, place, sortCode, vrm, web } from './vocab';
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

/** Minutes after midnight as a 24-hour clock time. */
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

// ------------------------------------------------------------------------------------------------------------
// W175 EV charging network
// ------------------------------------------------------------------------------------------------------------

/**
 * A public EV charging network's letters about a session the driver's app / charge-card payment did not cover: the
 * energy delivered plus an overstay ("idle") fee for staying plugged in after charging finished, less any
 * pre-authorisation captured at the charger. Four letters, each its own layout:
 *  - v0 the network's first notice (invoice style: "Amount to pay" box, session details, charges grid): stage 1,
 *    first_demand.
 *  - v1 the network's reminder ("we wrote to you on …", late payment fee added; stacked boxed panel, table): stage 2,
 *    reminder.
 *  - v2 the network's final demand before passing the debt to a recovery agent (dark band, reference cells, amount
 *    box): stage 3, final_demand. Its "recovery costs the agent would add" is a possible future fee, not the amount.
 *  - v3 a collector's letter for the network (README on-behalf rule: the collector is the creditor,
 *    'debt_collection'), its first letter (stage 1) or a follow-up to its own earlier letter (stage 2); kind
 *    debt_recovery. The network's invoice number is the client reference; the collector's own reference is quoted.
 * Open choice: the network's own letters are an ordinary overdue charge from a business, so 'normal' (the overstay fee
 * is a contractual tariff charge, not a parking charge notice). accountNumber = the invoice number the network asks
 * to be quoted; the session ID, the charger (EVSE) ID, the vehicle registration, the masked card and the bank account
 * in the payment details are distractors. Amount = the amount to pay / balance now due / total now due; the VAT
 * content, the energy and overstay lines, the pre-authorisation, the overstay cap and any future costs are not it.
 */
const evCharging: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const net = company(r, ['Charging', 'EV Charging', 'Chargepoints', 'Rapid Charge', 'ChargeNet']);
  const v = r.int(0, 3);
  const inv = pick(r, [
    () => `INV-${r.digits(7)}`,
    () => `${r.letters(2, 'ECV')}${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(4)}/${r.digits(5)}`,
  ])();
  const sessId = pick(r, [
    () => `S${r.digits(10)}`,
    () => `${r.letters(3, 'CSX')}-${r.digits(6)}-${r.digits(2)}`,
  ])();
  const evse = `GB*${r.letters(3)}*E${r.digits(5)}`;
  const reg = vrm(r);
  const card = `${pick(r, ['Visa', 'Mastercard', 'debit card'])} ending ${r.digits(4)}`;
  const how = pick(r, ['our app', 'your charge card', 'the app']);
  const site = `${place(r)} ${pick(r, ['Retail Park', 'Services', 'Park & Ride', 'Leisure Centre', 'Charging Hub', 'Station Car Park'])}`;
  const lag = [r.int(9, 20), r.int(35, 55), r.int(70, 110), r.int(110, 220)][v];
  const sDate = addDays(c.date, -lag);
  const start = r.int(6 * 60, 21 * 60);
  const rapid = r.chance(0.7);
  const chargeMin = rapid ? r.int(18, 65) : r.int(70, 280);
  const kw = rapid ? pick(r, [38, 46, 55, 62]) : pick(r, [6.6, 7, 11]);
  const kwh = Math.min(78, Math.round((kw * chargeMin) / 6) / 10);
  const idle = r.int(40, 260);
  const grace = pick(r, [10, 15, 20, 30]);
  const rate = rapid ? pick(r, [0.69, 0.74, 0.79, 0.85]) : pick(r, [0.45, 0.49, 0.55]);
  const energy = round2(kwh * rate);
  const idleRate = pick(r, [0.1, 0.2, 0.25, 0.5]);
  const cap = pick(r, [0, 30, 45, 60]);
  const rawOver = round2((idle - grace) * idleRate);
  const overstay = cap && rawOver > cap ? cap : rawOver;
  const session = round2(energy + overstay);
  const preauth = session > 40 && r.chance(0.5) ? pick(r, [20, 25, 30]) : 0;
  const unpaid = round2(session - preauth);
  const vat = round2(session / 6);
  const late = v === 1 ? pick(r, [0, 5, 10]) : v >= 2 ? pick(r, [10, 15]) : 0;
  const admin = v === 2 ? pick(r, [0, 12.5, 20]) : 0;
  const netDue = round2(unpaid + late + admin);
  const rateP = `${Math.round(rate * 100)}p`;
  const idleP = idleRate < 1 ? `${Math.round(idleRate * 100)}p` : fmtMoney(idleRate);
  const phoneNet = phone(r);
  const sessionKv: [string, string][] = [
    ['Location', site],
    ['Charger', `${evse} (${rapid ? pick(r, ['CCS', 'CHAdeMO']) : 'Type 2'}, connector ${r.int(1, 4)})`],
    ['Session ID', sessId],
    ['Plugged in', `${D(c, sDate)} ${hhmm(start)}`],
    ['Charging finished', hhmm(start + chargeMin)],
    ['Unplugged', hhmm(start + chargeMin + idle)],
  ];
  const overLine = `Overstay fee: ${idle - grace} min after ${grace}-min grace at ${idleP}/min${cap && rawOver > cap ? ` (capped at ${fmtMoney(cap)})` : ''}`;
  const regFoot = regLine(net.name, r);

  if (v === 0) {
    const pay = addDays(c.date, 14);
    const spec: Spec = {
      face: c.face,
      head: net.head,
      logoMark: pick(r, ['bars', 'chevron'] as const),
      sub: ['Customer Payments', officeAddress(r), `${phoneNet}  ${web(net.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: 'Amount to pay', amount: fmtMoney(unpaid), note: `Please pay by ${D(c, pay)}` },
      panel: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, c.date)],
        ['Vehicle', reg],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Unpaid charging session',
        'Your charging session has not been paid',
        'Payment failed - charging session invoice',
      ]),
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        r.chance(0.5) ? dear(c) : { p: `Hello ${c.who.first},` },
        {
          p: `On ${D(c, sDate)} you charged ${reg} at our ${site} site, starting the session with ${how}. ${
            preauth
              ? `When the session ended, the ${fmtMoney(preauth)} pre-authorisation taken from your ${card} covered only part of the cost, and a further payment for the rest was declined.`
              : `When the session ended we tried to take payment from your ${card}, but the payment was declined by your card issuer.`
          }`,
        },
        { kv: sessionKv },
        {
          grid: [
            [`Energy delivered: ${kwh.toFixed(1)} kWh at ${rateP}/kWh`, fmtMoney(energy)],
            [overLine, fmtMoney(overstay)],
            ...(preauth ? [['Paid at the charger (pre-authorisation)', `-${fmtMoney(preauth)}`]] : []),
            ['Amount to pay', fmtMoney(unpaid)],
          ],
          header: ['Charges', 'Amount'],
          widths: [0.76, 0.24],
        },
        { small: `All prices include VAT at 20% (VAT in this session: ${fmtMoney(vat)}).` },
        {
          p: `Please pay ${fmtMoney(unpaid)} by ${D(c, pay)} in the app or at ${web(net.name)}/pay, quoting invoice no. ${inv}. Until the invoice is paid, you will not be able to start new charging sessions with your account.`,
        },
        {
          small: `Why an overstay fee? Our ${rapid ? 'rapid chargers' : 'charging bays'} are shared. From ${grace} minutes after your car stops charging we charge ${idleP} a minute until it is unplugged, as shown on the charger screen, in the app and in our Terms of Use. Questions: ${phoneNet}.`,
        },
      ],
      closing: pick(r, ['Thank you,', 'Kind regards,']),
      sign: ['Customer Payments Team', net.name],
      footer: [`${regFoot} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`],
    };
    return { spec, truth: truth(net.name, unpaid, inv, 'normal', 1, 'first_demand', c, pay) };
  }

  if (v === 1) {
    const first = addDays(c.date, -r.int(18, 28));
    const pay = addDays(c.date, 7);
    const spec: Spec = {
      face: c.face,
      head: net.head,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [officeAddress(r), `${phoneNet}  payments@${host(net.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice number', inv],
        ['Session ID', sessId],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: true,
      title: pick(r, [
        'Reminder: unpaid charging session',
        'Second request for payment',
        'Your invoice is overdue',
      ]),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, first)} about your charging session at ${site} on ${D(c, sDate)} (vehicle ${reg}), which your ${card} did not cover. We have not yet received payment${late ? `, so a late payment fee of ${fmtMoney(late)} has been added under our Terms of Use` : ''}.`,
        },
        {
          table: [
            [`Charging session on ${D(c, sDate)} (${kwh.toFixed(1)} kWh + overstay)`, fmtMoney(session)],
            ...(preauth ? ([['Paid at the charger', `-${fmtMoney(preauth)}`]] as [string, string][]) : []),
            ...(late ? ([['Late payment fee', fmtMoney(late)]] as [string, string][]) : []),
            ['Balance now due', fmtMoney(netDue)],
          ],
          header: ['Invoice ' + inv, 'Amount'],
        },
        {
          p: `Please pay the balance now due of ${fmtMoney(netDue)} within 7 days, by ${D(c, pay)}. You can pay in the app, at ${web(net.name)}/pay or by calling ${phoneNet}; please quote invoice number ${inv}. Your account stays blocked from starting new sessions until then.`,
        },
        {
          p: `If you think the overstay fee is wrong, for example because the charger did not stop charging when your car was full, reply with the details and we will look at the charger's log before taking any further steps.`,
        },
        {
          small: `The overstay fee for this session was ${fmtMoney(overstay)}. The energy charge was ${fmtMoney(energy)} at ${rateP}/kWh. Prices include VAT.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Credit Control', 'Payments Team Leader']), net.name],
      footer: [regFoot],
    };
    return { spec, truth: truth(net.name, netDue, inv, 'normal', 2, 'reminder', c, pay) };
  }

  if (v === 2) {
    const first = addDays(c.date, -r.int(45, 60));
    const second = addDays(first, r.int(18, 24));
    const pay = addDays(c.date, pick(r, [7, 10, 14]));
    const agentCosts = pick(r, [35, 48, 60, 70]);
    const spec: Spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL'],
      head: net.head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'rings'] as const),
      sub: ['Credit Control', officeAddress(r), `${phoneNet}  ${web(net.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice no.', inv],
        ['Session date', D(c, sDate)],
        ['Vehicle', reg],
        ['Date of this letter', D(c, c.date)],
      ],
      title: pick(r, ['FINAL DEMAND', 'Final notice before debt recovery', 'FINAL DEMAND - UNPAID CHARGING']),
      titleStyle: 'boxed',
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, first)} and again on ${D(c, second)} asking you to pay for your charging session at ${site} (charger ${evse}, session ${sessId}). The invoice is still unpaid and this is our final request before we take further action.`,
        },
        {
          grid: [
            ['Energy delivered', fmtMoney(energy)],
            ['Overstay fee', fmtMoney(overstay)],
            ...(preauth ? [['Less: paid at the charger', `-${fmtMoney(preauth)}`]] : []),
            ['Late payment fee', fmtMoney(late)],
            ...(admin ? [['Administration charge (final demand)', fmtMoney(admin)]] : []),
          ],
          header: [`Invoice ${inv}`, 'Amount'],
          widths: [0.74, 0.26],
          boldLast: false,
        },
        { amountBox: ['Total now due', fmtMoney(netDue)] },
        {
          p: `If we do not receive ${fmtMoney(netDue)} by ${D(c, pay)}, we will pass the debt to our recovery agent without further notice. The agent will add recovery costs (currently ${fmtMoney(agentCosts)}) and may recommend court action, and we will close your account.`,
        },
        {
          kv: [
            ['Online', `${web(net.name)}/pay`],
            ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
            ['Reference', inv],
          ],
        },
        {
          small: `If you are struggling to pay, call us on ${phoneNet} before that date; we can agree a short payment plan. Free, independent debt advice is also available.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Credit Control Manager', 'Head of Customer Payments']), net.name],
      footer: [regFoot],
    };
    return { spec, truth: truth(net.name, netDue, inv, 'normal', 3, 'final_demand', c, pay) };
  }

  // v3: a collector for the network
  const dca = company(r, ['Debt Recovery', 'Credit Management', 'Collections', 'Recoveries']);
  const ref = pick(r, [
    () => `${r.letters(2, 'DCR')}${r.digits(7)}`,
    () => `${r.digits(3)}-${r.digits(5)}-${oOrI(r)}${r.digits(1)}`,
    () => `${r.letters(3, 'KMO')}/${r.digits(6)}`,
  ])();
  const follow = r.chance(0.5);
  const placed = round2(unpaid + late);
  const costs = pick(r, [25, 30, 36.5, 45]);
  const total = round2(placed + costs);
  const ours = addDays(c.date, -r.int(21, 35));
  const pay = addDays(c.date, follow ? 7 : 14);
  const office = officeAddress(r);
  const dcaPhone = phone(r);
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    sub: [office, `${dcaPhone}  ${web(dca.name)}`],
    headAlign: pick(r, ['right', 'center', 'left'] as const),
    returnAddress: r.chance(0.5) ? `Return address: ${dca.name}, ${office}` : undefined,
    recipient: rcpt(c),
    panel: [
      ['Our ref', ref],
      ['Client', net.name],
      ['Client ref', inv],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    panelBoxed: r.chance(0.5),
    title: follow
      ? pick(r, ['Unpaid EV charging - we have not heard from you', 'Further to our letter'])
      : pick(r, [`Your debt to ${net.name}`, 'Unpaid EV charging session - debt recovery']),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      follow
        ? {
            p: `We wrote to you on ${D(c, ours)} about the money you owe our client, ${net.name}, for a charging session at ${site} on ${D(c, sDate)}. We have had no payment and no reply.`,
          }
        : {
            p: `${net.name} has instructed us to recover the unpaid balance for a charging session at ${site} on ${D(c, sDate)} (vehicle ${reg}). Our client sent you an invoice and reminders, but the balance was not paid, so it has passed the account to us.`,
          },
      {
        grid: [
          ['Charging and overstay fees unpaid', fmtMoney(unpaid)],
          ...(late ? [["Our client's late payment fee", fmtMoney(late)]] : []),
          [`Recovery costs (${net.name} Terms of Use)`, fmtMoney(costs)],
          ['Total now due', fmtMoney(total)],
        ],
        header: ['Account with us', 'Amount'],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay ${fmtMoney(total)} ${follow ? 'within 7 days' : 'within 14 days of the date of this letter'}, or call us to agree how you will pay. Pay online at ${web(dca.name)} or by phone on ${dcaPhone}, quoting our reference ${ref}. Payments made to ${net.name} directly may not reach your account with us.`,
      },
      {
        p: follow
          ? `If we still hear nothing, we may advise our client to start a claim in the county court. If it does, court fees and fixed legal costs would be added to the debt.`
          : `If you dispute that you owe this money, write to us within 14 days saying why and we will pause collection while we ask our client for the session records.`,
      },
      {
        small: `${dca.name} is a member of the Credit Services Association and follows its Code of Practice. Free, independent debt advice is available from debt advice charities.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Client Services Manager']), dca.name],
    footer: [regLine(dca.name, r)],
  };
  return {
    spec,
    truth: truth(dca.name, total, ref, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W176 E-scooter / e-bike hire scheme
// ------------------------------------------------------------------------------------------------------------

/**
 * A shared e-scooter / e-bike hire operator's letter to a rider whose card payments failed: unpaid ride charges
 * (unlock fee + per-minute price) plus a fee for ending a ride outside a marked parking bay, less any ride credit;
 * the rider account is suspended until the balance is paid by a date. The scheme runs under a council's permit, so a
 * council's name is on the page as a distractor. Layouts: A an app-style page (dark band, "Balance outstanding" box,
 * rides grid, two columns), B a plain letter (boxed panel, summary table, end-of-ride photo stills), C a final notice
 * (reference cells, boxed title, warning box, tear-off slip).
 * Stages: 1 the first letter after the account was suspended (kind first_demand); 2 a reminder after the operator's
 * earlier e-mail / letter, or after the rider disputed the parking fee and the end-of-ride photo was reviewed (kind
 * reminder); 3 a final notice before the debt is passed to a collection agency, with an admin fee added (kind
 * final_demand).
 * Open choice: the demand comes from a hire business under its rental terms; the out-of-bay fee is a contractual hire
 * charge, not a parking charge notice, so 'normal'. accountNumber = the rider account reference the letter says to
 * quote; ride IDs, vehicle numbers, bay codes, the masked card and the council permit number are distractors. Amount =
 * the balance outstanding (rides + out-of-bay fee − credit [+ admin fee at stage 3]); the future out-of-bay fee, the
 * collection agency's possible costs and the monthly pass price are not it.
 */
const scooterHire: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const op = company(r, ['Scooters', 'E-Scooters', 'Micromobility', 'eBikes', 'Ride Share', 'Mobility']);
  const bike = op.name.includes('eBikes') || (!op.name.includes('Scooter') && r.chance(0.35));
  const veh = bike ? 'e-bike' : 'e-scooter';
  const council = councilName(r).name;
  const city = place(r);
  const st = r.int(1, 3);
  const layout = st === 3 ? pick(r, ['B', 'C'] as const) : pick(r, ['A', 'B'] as const);
  const refLabel = pick(r, ['Rider account', 'Account no.', 'Customer ID']);
  const ref = pick(r, [
    () => `RA-${r.digits(7)}`,
    () => `${r.letters(2, 'RDO')}${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
  ])();
  const card = `${pick(r, ['Visa', 'Mastercard', 'Amex', 'debit card'])} ending ${r.digits(4)}`;
  const unlock = pick(r, [0.5, 1, 1.25]);
  const perMin = pick(r, [0.16, 0.19, 0.23, 0.28]);
  const n = r.int(1, 4);
  const lastRide = addDays(c.date, -[0, r.int(6, 14), r.int(25, 45), r.int(60, 90)][st]);
  const gaps = Array.from({ length: n }, (_, i) => (i === 0 ? 0 : r.int(0, 3)));
  const back = (i: number) => gaps.slice(i + 1).reduce((a, g) => a + g, 0);
  const rides = Array.from({ length: n }, (_, i) => {
    const mins = r.int(4, 38);
    return {
      date: addDays(lastRide, -back(i)),
      id: `${r.letters(1, 'RT')}${r.digits(7)}`,
      vehicle: bike ? `B${r.digits(4)}` : `${r.digits(3)}-${r.letters(3)}`,
      mins,
      cost: round2(unlock + mins * perMin),
    };
  });
  const ridesTotal = round2(rides.reduce((a, x) => a + x.cost, 0));
  const bad = rides[r.int(0, n - 1)];
  const outFee = pick(r, [15, 20, 25, 30]);
  const dist = r.int(40, 480);
  const bay = `${r.letters(2, 'BCSP')}-${r.digits(3)}`;
  const street = address(r)[0].replace(/^\d+ /, '');
  const credit = r.chance(0.3) ? pick(r, [2, 3, 5]) : 0;
  const admin = st === 3 ? pick(r, [10, 12.5, 15]) : 0;
  const bal = round2(ridesTotal + outFee - credit + admin);
  const pay = addDays(c.date, st === 1 ? 14 : st === 2 ? 10 : 7);
  const pass = pick(r, [24.99, 29.99, 34.99, 39]);
  const permit = `${r.letters(2, 'MP')}/${r.digits(4)}`;
  let dca = company(r, ['Recoveries', 'Credit Services', 'Collections']).name;
  while (dca.split(' ')[0] === op.name.split(' ')[0])
    dca = company(r, ['Recoveries', 'Credit Services', 'Collections']).name;
  const brand = op.name.replace(/ Ltd$/, '');
  const refWords = refLabel === 'Customer ID' ? refLabel : refLabel.toLowerCase();
  const dcaCost = pick(r, [30, 45, 60]);
  const earlier = addDays(c.date, -r.int(9, 16));
  const disputed = st === 2 && r.chance(0.5);
  const phoneOp = phone(r);
  const rideRows: string[][] = rides.map((x) => [
    `${D(c, x.date)}  ride ${x.id}`,
    `${veh === 'e-bike' ? 'Bike' : 'Scooter'} ${x.vehicle}`,
    `${x.mins} min`,
    fmtMoney(x.cost),
  ]);
  const feeRows: string[][] = [
    ['Out-of-bay parking fee', `ride ${bad.id}`, '', fmtMoney(outFee)],
    ...(credit ? [['Ride credit applied', '', '', `-${fmtMoney(credit)}`]] : []),
    ...(admin ? [['Administration fee (final notice)', '', '', fmtMoney(admin)]] : []),
  ];
  const intro =
    st === 1
      ? `We could not take payment for your recent ${veh} rides from your ${card}, and one ride ended outside a parking bay. We have suspended your account, so you cannot unlock an ${veh} until the balance is paid.`
      : st === 2
        ? disputed
          ? `Thank you for your message of ${D(c, earlier)} disputing the parking fee. We have looked at the photo you took at the end of ride ${bad.id}: it shows the ${veh} on the footway of ${street}, ${dist} metres from the nearest bay (${bay}). The fee therefore stands, and your account remains suspended.`
          : `We e-mailed you and wrote to you on ${D(c, earlier)} about the unpaid balance on your account, but we have not received payment. Your account is still suspended.`
        : `We have written to you and e-mailed you about this balance, most recently on ${D(c, earlier)}, and your account has been suspended since then. This is our final notice before we pass the debt to ${dca} to collect.`;
  const howPay = `Pay in the app (Account > Balance) or at ${web(op.name)}/pay with a new card, quoting your ${refWords} ${ref}.`;
  const parkingWhy = `Ride ${bad.id} on ${D(c, bad.date)} ended on ${street}, ${dist} m from the nearest parking bay (${bay}). Under our permit from ${council} (permit ${permit}), ${veh}s may only be left in marked bays, and our rental terms charge ${fmtMoney(outFee)} when a ride ends outside one.`;
  const future = `Each further ride ended outside a bay will be charged ${fmtMoney(outFee)}, and repeated parking outside bays can lead to a permanent ban.`;
  const regFoot = regLine(op.name, r);

  let spec: Spec;
  if (layout === 'A') {
    spec = {
      face: c.face,
      head: op.head,
      headBand: true,
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: [`${city} ${veh} hire`, `${phoneOp}  help@${host(op.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Pay by ${D(c, pay)}` },
      panel: [
        [refLabel, ref],
        ['Date', D(c, c.date)],
      ],
      title:
        st === 1
          ? pick(r, ['Your account is suspended', `We have paused your ${veh} account`])
          : pick(r, ['Reminder: your account is still suspended', 'Your balance is still unpaid']),
      titleStyle: 'banner',
      body: [
        { p: `Hi ${c.who.first},` },
        { p: intro },
        {
          grid: [...rideRows, ...feeRows, ['Balance outstanding', '', '', fmtMoney(bal)]],
          header: ['Ride', 'Vehicle', 'Time', 'Charge'],
          widths: [0.46, 0.2, 0.13, 0.21],
        },
        {
          cols: [
            `How to pay: ${howPay} Please pay ${fmtMoney(bal)} by ${D(c, pay)}; your account is unlocked as soon as the payment goes through.`,
            `Why the parking fee? ${parkingWhy}`,
          ],
        },
        {
          small: `${future} Prices: ${fmtMoney(unlock)} to unlock, then ${Math.round(perMin * 100)}p a minute. A monthly pass costs ${fmtMoney(pass)}.`,
        },
      ],
      closing: 'Ride safe,',
      sign: [`The ${brand} team`, op.name],
      footer: [regFoot],
    };
  } else if (layout === 'B') {
    spec = {
      face: c.face,
      head: op.head,
      logoMark: pick(r, ['bars', 'rings', 'chevron'] as const),
      sub: ['Rider Support', officeAddress(r), `${phoneOp}  ${web(op.name)}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Payment card', card],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title:
        st === 1
          ? pick(r, ['Unpaid rides and parking fee', 'Account suspended: unpaid balance'])
          : st === 2
            ? pick(r, [
                'Unpaid balance - second letter',
                disputed ? 'Your parking fee query' : 'Reminder: unpaid rides',
              ])
            : pick(r, ['FINAL NOTICE', 'Final notice before debt collection']),
      titleStyle: st === 3 ? 'boxed' : 'rule',
      body: [
        dear(c),
        { p: intro },
        {
          table: [
            [
              `${n} unpaid ride${n > 1 ? 's' : ''} (${[...new Set(rides.map((x) => D(c, x.date)))].join(', ')})`,
              fmtMoney(ridesTotal),
            ],
            [`Out-of-bay parking fee (ride ${bad.id})`, fmtMoney(outFee)],
            ...(credit ? ([['Ride credit applied', `-${fmtMoney(credit)}`]] as [string, string][]) : []),
            ...(admin ? ([['Administration fee', fmtMoney(admin)]] as [string, string][]) : []),
            ['Balance outstanding', fmtMoney(bal)],
          ],
        },
        {
          photos: [
            `End-of-ride photo, ride ${bad.id}, ${D(c, bad.date)}`,
            `${veh === 'e-bike' ? 'Bike' : 'Scooter'} ${bad.vehicle}, ${street} (bay ${bay} is ${dist} m away)`,
          ],
        },
        {
          p: `Please pay the balance outstanding of ${fmtMoney(bal)} by ${D(c, pay)}. ${howPay}${
            st === 3
              ? ` If it is not paid by then, ${dca} will collect it for us and may add its own costs of up to ${fmtMoney(dcaCost)}, and your account will be closed.`
              : ` Your account will be unsuspended once it is paid.`
          }`,
        },
        { small: future },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Rider Support Lead', 'Payments Team', 'Operations Manager']), op.name],
      footer: [regFoot],
    };
  } else {
    spec = {
      face: c.face,
      top: ['FINAL NOTICE'],
      head: op.head,
      sub: [`${city} ${veh} hire scheme`, officeAddress(r), phoneOp],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        ['Rides', String(n)],
        ['Account status', 'Suspended'],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, ['FINAL NOTICE - UNPAID HIRE CHARGES', 'Final notice: balance outstanding']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { p: intro },
        {
          grid: [...rideRows, ...feeRows, ['Balance outstanding', '', '', fmtMoney(bal)]],
          header: ['Ride', 'Vehicle', 'Time', 'Charge'],
          widths: [0.46, 0.2, 0.13, 0.21],
        },
        {
          boxed: [
            `Pay ${fmtMoney(bal)} by ${D(c, pay)}. If you do not, we will pass your account to ${dca}, who may add collection costs of up to ${fmtMoney(dcaCost)}, and your account will be closed.`,
          ],
        },
        { p: `${parkingWhy} ${howPay}` },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Head of Customer Payments', 'Credit Control Manager']), op.name],
      slip: {
        title: `Payment slip - ${op.name}`,
        rows: [
          [refLabel, ref],
          ['Balance outstanding', fmtMoney(bal)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [regFoot],
    };
  }
  const kind = st === 1 ? 'first_demand' : st === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(op.name, bal, ref, 'normal', st as 1 | 2 | 3, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W177 Navigation authority boat licence
// ------------------------------------------------------------------------------------------------------------

/**
 * An (invented) statutory canal and river navigation authority chasing a boater whose annual boat licence expired
 * unpaid: the 12-month licence fee (by length, with a continuous-cruising surcharge for boats without a home
 * mooring), then a late renewal charge, then a removal notice charge. Layouts: A a letter (crest mark, reference
 * panel, sightings grid, charges grid), B a licensing form (dark band, reference cells, boat details, reply tick
 * boxes, payment slip) for stages 1–2, C a removal notice (reference cells, "fixed to the boat" strip, photo stills of
 * the sightings, boxed warning) for stage 3.
 * Stages: 1 the first letter after the licence expired (first_demand); 2 a follow-up to the authority's earlier letter
 * that lists where its patrol officers have seen the boat since (reminder); 3 the notice that the boat will be
 * removed from the waterway on or after a date unless the licence and charges are paid by then (final_demand: it is
 * the authority's last demand before it acts; it is not an enforcement agent's notice).
 * Open choice: a licence fee owed to a navigation authority is neither council tax nor a court fine; it is an ordinary
 * unpaid charge for a service, so 'normal'. accountNumber = the customer number at stages 1–2, and the notice number
 * at stage 3, where the letter says to quote the notice number (the customer number is then printed beside it as a
 * distractor, with the boat's index number, the expired licence number, the Boat Safety Scheme certificate, mooring
 * berth and bridge / lock numbers). Amount = the total to pay now; the prompt-payment discount that no longer applies
 * and the estimated removal and storage costs are not it.
 */
const boatLicence: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const river = pick(r, ['Lark', 'Wex', 'Sel', 'Marl', 'Dun', 'Fen', 'Brim', 'Cal', 'Ivel']);
  const form = r.int(0, 3);
  const auth = [
    `${p} Navigation Authority`,
    `${p} Waterways Trust`,
    `Commissioners of the ${p} Navigation`,
    `Upper ${river} Navigation Trust`,
  ][form];
  const short = [`${p} Navigation`, `${p} Waterways`, `${p} Navigation`, `${river} Navigation`][form];
  const head =
    form === 2
      ? ['Commissioners of the', `${p} Navigation`]
      : r.chance(0.4)
        ? [auth.toUpperCase()]
        : r.chance(0.5) && form !== 3
          ? [p, auth.slice(p.length + 1)]
          : [auth];
  const canal = form === 3 ? `River ${river}` : pick(r, [`${p} Canal`, `River ${river}`, `${p} Navigation`]);
  const st = r.int(1, 3);
  const layout = st === 3 ? pick(r, ['A', 'C'] as const) : pick(r, ['A', 'B'] as const);
  const cust = pick(r, [
    () => `C${r.digits(7)}`,
    () => `${r.digits(3)}-${r.digits(3)}${oOrI(r)}`,
    () => `CUS/${r.digits(6)}`,
  ])();
  const notice = pick(r, [
    () => `RN-${r.digits(5)}`,
    () => `EN${r.int(24, 25)}/${r.digits(4)}`,
    () => `${r.letters(2, 'NRO')}${r.digits(4)}${oOrI(r)}`,
  ])();
  const ref = st === 3 ? notice : cust;
  const boat = pick(r, [
    'Kingfisher',
    'Dragonfly',
    'Slow Lane',
    "Otter's Rest",
    'Willow Wren',
    'Morning Star',
    'Tilly Mint',
    'Narrow Escape',
    'Harmony',
    'Bramble',
    'Second Wind',
  ]);
  const idx = r.chance(0.6) ? r.digits(6) : `${r.letters(1, 'NPW')}${r.digits(5)}`;
  const type = pick(r, ['narrowboat', 'narrowboat', 'widebeam', 'cruiser']);
  const ft = type === 'cruiser' ? r.int(18, 32) : r.int(32, 70);
  const lenM = (ft * 0.3048).toFixed(2);
  const perM = pick(r, [52.4, 57.15, 61.8, 64.35]);
  const base = round2(Number(lenM) * perM * (type === 'widebeam' ? 1.35 : 1));
  const cc = r.chance(0.4);
  const ccPct = pick(r, [10, 15, 25]);
  const sur = cc ? round2((base * ccPct) / 100) : 0;
  const late = st >= 2 ? pick(r, [25, 30, 40]) : 0;
  const noticeCharge = st === 3 ? pick(r, [50, 75, 95]) : 0;
  const total = round2(base + sur + late + noticeCharge);
  const discPct = pick(r, [5, 10]);
  const disc = round2(((base + sur) * discPct) / 100);
  const exp = addDays(c.date, -[0, r.int(10, 28), r.int(40, 75), r.int(95, 200)][st]);
  const pay = addDays(c.date, st === 1 ? 14 : st === 2 ? pick(r, [10, 14]) : pick(r, [21, 28]));
  const removal = addDays(pay, 1);
  const removalEst = pick(r, [1850, 2400, 2950, 3600]);
  const storage = pick(r, [15, 20, 25]);
  const lastLic = `L${r.digits(6)}`;
  const bss = `${r.digits(6)}`;
  const bssTo = addDays(c.date, r.int(90, 900));
  const mooring = cc ? 'None (continuous cruiser)' : `${place(r)} Marina, berth ${r.int(1, 160)}`;
  const phoneA = phone(r);
  const letter1 = addDays(exp, r.int(10, 20));
  const letter2 = addDays(letter1, r.int(21, 30));
  const nSight = st === 1 ? 0 : st === 2 ? r.int(2, 3) : r.int(3, 4);
  const sightings = Array.from({ length: nSight }, (_, i) => {
    const when = addDays(
      exp,
      Math.round(((i + 1) * (c.date.getTime() - exp.getTime())) / 86400000 / (nSight + 1)),
    );
    const spot = pick(r, [
      `Bridge ${r.int(2, 140)}, ${place(r)}`,
      `Below Lock ${r.int(1, 48)} (${place(r)} Lock)`,
      `${place(r)} visitor moorings`,
      `Winding hole near Bridge ${r.int(2, 140)}`,
    ]);
    return [D(c, when), spot, canal];
  });
  const chargeRows: string[][] = [
    [`12-month licence, ${type} ${lenM} m, from ${D(c, exp)}`, fmtMoney(base)],
    ...(cc ? [[`Continuous cruising surcharge (${ccPct}%)`, fmtMoney(sur)]] : []),
    ...(late ? [['Late renewal charge', fmtMoney(late)]] : []),
    ...(noticeCharge ? [['Removal notice charge', fmtMoney(noticeCharge)]] : []),
  ];
  const totalLabel = st === 3 ? 'Total to pay to avoid removal' : 'Total to pay';
  const team = st === 3 ? 'Licence Enforcement' : 'Boat Licensing';
  const regFoot = `${auth} ${form === 2 ? 'are the' : 'is a'} statutory navigation authority for the ${canal}. Boat licence fees are set each year under ${form === 2 ? 'their' : 'its'} byelaws and published at ${web(short)}.`;
  const intro =
    st === 1
      ? `Our records show that the licence for your ${type} "${boat}" (index no. ${idx}) expired on ${D(c, exp)} and has not been renewed. Every boat kept or used on the ${canal} must be licensed, and the new licence runs from the day the old one expired.`
      : st === 2
        ? `We wrote to you on ${D(c, letter1)} because the licence for "${boat}" expired on ${D(c, exp)}. We have had no payment and no reply, and our patrol officers have since recorded the boat on our waters without a valid licence:`
        : `We wrote to you on ${D(c, letter1)} and ${D(c, letter2)} about the expired licence for "${boat}" (index no. ${idx}). The licence has still not been renewed and the boat remains on the ${canal}.`;
  const payLine =
    st === 3
      ? `To stop the removal, pay ${fmtMoney(total)} by ${D(c, pay)}, quoting notice number ${notice}. If it is not paid, we will remove the boat from the waterway on or after ${D(c, removal)} without further notice.`
      : `Please pay ${fmtMoney(total)} ${st === 1 ? 'within 14 days' : `by ${D(c, pay)}`}, online at ${web(short)}/licence or by calling ${phoneA}, quoting your customer number ${cust}.`;
  const future = `If the boat is removed, you will also have to pay the costs of removal, lifting and storage (estimated at ${fmtMoney(removalEst)}, plus ${fmtMoney(storage)} a day in storage) before it is released, and a boat not collected within 6 weeks may be sold or disposed of.`;
  const sign = [
    ...signatory(
      r,
      st === 3
        ? ['Enforcement Officer', 'Licence Enforcement Manager']
        : ['Licensing Officer', 'Customer Licensing Team Leader'],
    ),
    `for ${auth}`,
  ];

  let spec: Spec;
  if (layout === 'A') {
    spec = {
      face: c.face,
      head,
      logoMark: 'shield',
      sub: [team, officeAddress(r), `${phoneA}  ${web(short)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ...(st === 3 ? ([['Notice no.', notice]] as [string, string][]) : []),
        ['Customer no.', cust],
        ['Boat', `"${boat}"`],
        ['Index no.', idx],
        ...(st < 3 && r.chance(0.5) ? ([['Last licence', lastLic]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      panelBoxed: r.chance(0.5),
      title:
        st === 1
          ? pick(r, ['Your boat licence has expired', 'Boat licence renewal overdue'])
          : st === 2
            ? pick(r, ['Unlicensed boat - second letter', 'Your boat is still unlicensed'])
            : pick(r, [
                'Notice of intention to remove your boat',
                'FINAL NOTICE: removal of an unlicensed boat',
              ]),
      titleStyle: st === 3 ? 'boxed' : pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: intro },
        ...(nSight
          ? [{ grid: sightings, header: ['Date seen', 'Location', 'Waterway'], widths: [0.24, 0.48, 0.28] }]
          : []),
        {
          grid: [...chargeRows, [totalLabel, fmtMoney(total)]],
          header: ['Licence account', 'Amount'],
          widths: [0.74, 0.26],
        },
        { p: payLine },
        st === 3
          ? { p: future }
          : st === 1
            ? {
                small: `The prompt-payment discount of ${discPct}% (${fmtMoney(disc)}) applies only to licences renewed before they expire, so it is not available. You can also renew with a 12-month Direct Debit once the arrears are cleared.`,
              }
            : {
                p: `If you do not pay by ${D(c, pay)}, we will start the process of removing the boat from our waters, and further charges will be added. If you have sold the boat or taken it off our waters, please tell us now.`,
              },
        {
          small: `Boat Safety Scheme certificate ${bss}, valid to ${D(c, bssTo)}. Home mooring: ${mooring}. A licence also needs valid third-party insurance.`,
        },
      ],
      closing: st === 3 ? 'Yours faithfully' : 'Yours sincerely',
      sign,
      footer: [regFoot],
    };
  } else if (layout === 'B') {
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: 'shield',
      sub: [team, officeAddress(r), `${phoneA}  licensing@${host(short)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Customer number', cust],
        ['Boat name', boat],
        ['Index number', idx],
        ['Licence expired', D(c, exp)],
      ],
      title:
        st === 1
          ? pick(r, ['BOAT LICENCE - PAYMENT DUE', 'Licence renewal: payment required'])
          : pick(r, ['UNLICENSED BOAT - REMINDER', 'Second request: boat licence unpaid']),
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: intro },
        ...(nSight
          ? [{ grid: sightings, header: ['Date seen', 'Location', 'Waterway'], widths: [0.24, 0.48, 0.28] }]
          : []),
        {
          kv: [
            ['Boat', `${type}, ${ft} ft (${lenM} m)`],
            ['Licence type', cc ? 'Continuous cruising' : 'Standard (with home mooring)'],
            ['Home mooring', mooring],
          ],
        },
        {
          grid: [...chargeRows, [totalLabel, fmtMoney(total)]],
          header: ['Charges', 'Amount'],
          widths: [0.74, 0.26],
        },
        { p: payLine },
        {
          checks: [
            'I have paid / enclose payment',
            'I have sold the boat (give the new owner details overleaf)',
            'The boat is no longer on these waters',
          ],
        },
      ],
      closing: 'Yours sincerely',
      sign,
      slip: {
        title: `${auth} - licence payment`,
        rows: [
          ['Customer number', cust],
          ['Amount due', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [regFoot],
    };
  } else {
    spec = {
      face: c.face,
      top: ['THIS NOTICE HAS ALSO BEEN FIXED TO THE BOAT'],
      head,
      logoMark: 'shield',
      sub: [team, officeAddress(r), phoneA],
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Notice no.', notice],
        ['Boat', boat],
        ['Index no.', idx],
        ['Date of notice', D(c, c.date)],
      ],
      title: pick(r, ['NOTICE OF INTENTION TO REMOVE A BOAT', 'REMOVAL NOTICE - UNLICENSED BOAT']),
      titleStyle: 'boxed',
      body: [
        { p: `To the owner of the ${type} "${boat}", index no. ${idx} (customer no. ${cust}).` },
        { p: intro },
        { photos: sightings.slice(-2).map(([d, spot]) => `Seen ${d}: ${spot}`) },
        {
          grid: [...chargeRows, [totalLabel, fmtMoney(total)]],
          widths: [0.74, 0.26],
        },
        { boxed: [payLine] },
        { small: future },
      ],
      closing: 'Yours faithfully',
      sign,
      footer: [regFoot],
    };
  }
  const kind = st === 1 ? 'first_demand' : st === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(auth, total, ref, 'normal', st as 1 | 2 | 3, kind, c, pay) };
};

export const FRESH16A_FAMILIES: Family[] = [
  {
    id: 'W175',
    name: 'EV charging network unpaid session and overstay fees (or its collector)',
    group: 'business',
    make: evCharging,
  },
  {
    id: 'W176',
    name: 'E-scooter / e-bike hire rider account suspended, rides and out-of-bay fee',
    group: 'business',
    make: scooterHire,
  },
  {
    id: 'W177',
    name: 'Navigation authority unpaid boat licence, up to a removal notice',
    group: 'public_body',
    make: boatLicence,
  },
];
