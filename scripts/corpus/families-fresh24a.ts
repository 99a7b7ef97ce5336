/**
 * The twenty-third fresh set, part a (W247–W249): kinds of letter the corpus does not have yet — a heat network
 * (district / communal heating) operator's letters to a flat resident for unpaid heat, hot water and standing charges
 * (quarterly bill, reminder, final notice warning of prepayment mode or a collection agency, and that agency's own
 * letter), a council's school attendance penalty notice under s.444A of the Education Act 1996 (the notice, the
 * reminder once the lower rate has passed, the final letter before prosecution), and a train or bus operator's
 * Penalty Fare (the notice issued on board or at the gate, the reminder from the operator or its revenue-protection
 * contractor, the final notice before prosecution). Written by a writer who had not read the extractor. Every face is
 * drawn per letter; each family picks one of several layouts per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, postcode, sortCode, web } from './vocab';
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
  wholeDays,
} from './family-kit';

/** A company's letterhead without a legal suffix left alone on its second line ("Kestrel Rail" / "Ltd"). */
const tidy = (co: { name: string; head: string[] }) =>
  co.head.length === 2 && /^(Ltd|Limited)$/.test(co.head[1])
    ? { ...co, head: [`${co.head[0]} ${co.head[1]}`] }
    : co;

const kvRows = (rows: ([string, string] | false)[]): [string, string][] =>
  rows.filter((x): x is [string, string] => !!x);

// ------------------------------------------------------------------------------------------------------------
// W247 Heat network (district / communal heating)
// ------------------------------------------------------------------------------------------------------------

/**
 * A heat network operator (an energy services company running a block's communal heating or a district heating
 * scheme) writing to a flat resident about heat and hot water charges, with heat meter readings. One of four letters:
 *  - the quarterly bill (heat used from the heat meter, optional hot water by volume, daily standing charge, an
 *    optional metering/billing service charge, VAT at 5%, a balance brought forward and payments): stage 1,
 *    first_demand; amount = the total to pay (charges + brought forward − payments); the charges subtotal, VAT line,
 *    Direct Debit instalment are not it;
 *  - a reminder that a bill is unpaid ("we sent you your bill on …"): stage 2, reminder; amount = overdue balance
 *    (+ any late payment charge already added); the next estimated bill and a monthly plan are not it;
 *  - a final notice listing the unpaid bills, warning that the heat meter will be switched to prepayment
 *    (pay-as-you-go) mode or the account passed to a collection agency: stage 3, final_demand; amount = total now
 *    due; the weekly recovery rate, emergency credit and the agency's possible future charge are not it;
 *  - the collection agency's own letter: the agency writes and asks to be paid, so it is the creditor,
 *    'debt_collection', kind debt_recovery; stage 1 for its first letter, 2 when it says it wrote before. The
 *    operator's account number is the client's reference (a distractor); the agency's reference is quoted.
 * Open choice: heat and hot water supplied by a heat network are an energy supply billed from a meter, so the
 * operator's letters are 'utility' (the README's list has no closer type). The meter serial numbers, bill numbers
 * and the property/plot reference are never the accountNumber: each letter asks for the account number.
 */
const heatNetwork: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const op = tidy(
    company(
      r,
      ['District Energy', 'Heat Networks', 'Community Heating', 'Energy Services', 'Heat Supply'],
      pick(r, [' Ltd', ' Limited']),
    ),
  );
  const scheme = `${place(r)} ${pick(r, ['Wharf', 'Quarter', 'Village', 'Park', 'Yard', 'Fields'])}`;
  const networkWord = pick(r, ['communal heating', 'district heating', 'heat network']);
  const block = `${pick(r, ['Heron', 'Kiln', 'Linden', 'Foundry', 'Tanner', 'Saddler', 'Willow'])} ${pick(r, ['House', 'Court', 'Point', 'Lofts'])}`;
  const flatNo = r.int(1, 148);
  const street = c.addr[0].replace(/^\d+ /, '');
  const recipient = [rcpt(c)[0], `Flat ${flatNo}, ${block}`, street, ...c.addr.slice(1)];
  const acc = pick(r, [
    () => `HN${r.digits(7)}`,
    () => `${r.digits(4)}-${r.digits(5)}`,
    () => `DH${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => r.digits(10),
    () => `${r.letters(3, 'CHKW')}/${r.digits(6)}`,
  ])();
  const accLabel = pick(r, ['Account number', 'Customer account', 'Account no.', 'Customer number']);
  const propRef = `${pick(r, ['Plot', 'Unit', 'Property'])} ${r.letters(1, 'ABCD')}${r.digits(3)}`;
  const meterSerial = `${r.letters(2, 'KLMS')}${r.digits(8)}`;
  const hwSerial = `HW${r.digits(7)}`;
  const helpline = phone(r);
  const opWeb = web(op.name);
  const office = officeAddress(r);
  const v = r.int(0, 3);

  // A quarter of charges (the bill itself, or the bill a later letter chases).
  const periodEnd = addDays(c.date, -(v === 0 ? r.int(4, 12) : r.int(40, 75)));
  const periodStart = addDays(periodEnd, -r.int(88, 91));
  const days = wholeDays(periodStart, periodEnd) + 1;
  const heatKwh = r.int(420, 2600);
  const heatRate = pick(r, [8.94, 10.27, 11.6, 12.85, 14.3, 16.05]);
  const standRate = pick(r, [38.4, 46.2, 54.75, 63.1, 71.9, 88.5]);
  const hasHw = r.chance(0.4);
  const hwM3 = r.int(6, 24) + r.int(0, 999) / 1000;
  const hwRate = pick(r, [4.12, 5.35, 6.8]);
  const hasMeterFee = r.chance(0.45);
  const meterRate = pick(r, [6.5, 9.2, 12]);
  const heatCost = round2((heatKwh * heatRate) / 100);
  const standCost = round2((days * standRate) / 100);
  const hwCost = hasHw ? round2(hwM3 * hwRate) : 0;
  const meterCost = hasMeterFee ? round2((days * meterRate) / 100) : 0;
  const sub = round2(heatCost + standCost + hwCost + meterCost);
  const vat = round2(sub * 0.05);
  const charges = round2(sub + vat);
  const prevRead = r.int(3000, 48000);
  const readType = pick(r, ['R', 'R', 'E', 'C']);
  const hwPrev = r.int(40, 900) + r.int(0, 999) / 1000;
  const billNo = r.digits(8);
  const ddMonthly = round2(Math.ceil((charges * 4) / 12 / 5) * 5);

  const regFooter = `${regLine(op.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`;
  const schemeLine = `Heat supplied to ${block} from the ${scheme} ${networkWord} scheme. Heat meters are fitted and billed under the Heat Network (Metering and Billing) Regulations 2014.`;

  if (v === 0) {
    // --- the quarterly bill ---
    const mode = r.int(0, 2);
    const brought = mode === 0 ? 0 : r.money(45, 420);
    const paid = mode === 2 ? round2(Math.floor(brought * pick(r, [0.5, 1]))) : 0;
    const total = round2(charges + brought - paid);
    const pay = addDays(c.date, pick(r, [14, 21]));
    const readings: string[][] = [
      [
        `Heat meter ${meterSerial}`,
        `${prevRead.toLocaleString('en-GB')} kWh`,
        `${(prevRead + heatKwh).toLocaleString('en-GB')} kWh ${readType}`,
        `${heatKwh.toLocaleString('en-GB')} kWh`,
      ],
    ];
    if (hasHw)
      readings.push([
        `Hot water meter ${hwSerial}`,
        `${hwPrev.toFixed(3)} m3`,
        `${(hwPrev + hwM3).toFixed(3)} m3 ${readType}`,
        `${hwM3.toFixed(3)} m3`,
      ]);
    const rows: string[][] = [
      ['Heat (space heating and hot water)', `${heatKwh} kWh`, `${heatRate}p/kWh`, fmtMoney(heatCost)],
      ...(hasHw ? [['Hot water supplied', `${hwM3.toFixed(3)} m3`, `£${hwRate}/m3`, fmtMoney(hwCost)]] : []),
      ['Standing charge', `${days} days`, `${standRate}p/day`, fmtMoney(standCost)],
      ...(hasMeterFee
        ? [['Metering and billing service', `${days} days`, `${meterRate}p/day`, fmtMoney(meterCost)]]
        : []),
      ['VAT at 5%', '', '', fmtMoney(vat)],
      ['Charges for this period', '', '', fmtMoney(charges)],
    ];
    const stacked = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: op.head,
      logoMark: pick(r, ['rings', 'bars', 'chevron'] as const),
      sub: [`Heat billing - ${scheme}`, office, `${helpline}  ${opWeb}`],
      headAlign: pick(r, ['left', 'left', 'center'] as const),
      recipient,
      panel: [
        [accLabel, acc],
        ['Bill number', billNo],
        ['Bill date', D(c, c.date)],
        ...(stacked ? [] : ([['Property', propRef]] as [string, string][])),
      ],
      panelStacked: stacked,
      panelBoxed: r.chance(0.6),
      title: pick(r, [
        'Your heat and hot water bill',
        'Heat network bill',
        `Heating and hot water statement - ${scheme}`,
        'Your quarterly heat bill',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        {
          p: `This bill covers the heat and hot water supplied to your home from ${D(c, periodStart)} to ${D(c, periodEnd)} (${days} days). ${readType === 'E' ? 'We could not get a reading from your heat meter this quarter, so the closing reading is estimated.' : readType === 'C' ? 'The closing reading is the one you gave us.' : 'Your heat meter is read remotely at the end of each quarter.'}`,
        },
        {
          grid: readings,
          header: ['Meter', 'Opening read', 'Closing read', 'Used'],
          widths: [0.36, 0.2, 0.23, 0.21],
          boldLast: false,
        },
        {
          grid: rows,
          header: ['Charges', 'Quantity', 'Rate', 'Amount'],
          widths: [0.44, 0.18, 0.18, 0.2],
        },
        {
          kv: [
            ['Balance from your last bill', fmtMoney(brought)],
            ['Payments received', paid ? `-${fmtMoney(paid)}` : fmtMoney(0)],
            ['Charges for this period', fmtMoney(charges)],
          ],
        },
        { amountBox: [pick(r, ['Total to pay', 'Amount due', 'Total amount due']), fmtMoney(total)] },
        {
          p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting your ${accLabel.toLowerCase().replace('.', '')} ${acc}.${brought && !paid ? ` This includes ${fmtMoney(brought)} from your last bill, which is still unpaid.` : ''} You could spread the cost by Direct Debit instead: about ${fmtMoney(ddMonthly)} a month would cover a year of bills like this one.`,
        },
        {
          small: `Readings: R remote read, E estimated, C customer read. ${schemeLine} The standing charge pays for running and maintaining the energy centre and the pipework to your flat, and is charged whether or not you use heat.`,
        },
      ],
      sign: [],
      slip: {
        title: `Bank giro credit - ${op.name}`,
        rows: [
          [accLabel, acc],
          ['Amount due', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [regFooter],
    };
    return { spec, truth: truth(op.name, total, acc, 'utility', 1, 'first_demand', c, pay) };
  }

  if (v === 1) {
    // --- reminder: the bill is unpaid ---
    const billDate = addDays(periodEnd, r.int(5, 10));
    const due = addDays(billDate, pick(r, [14, 21]));
    const older = r.chance(0.35) ? r.money(30, 260) : 0;
    const late = pick(r, [0, 0, 10, 12.5, 15]);
    const overdue = round2(charges + older + late);
    const pay = addDays(c.date, pick(r, [7, 10, 14]));
    const nextEst = round2(charges * (0.8 + r.next() * 0.5));
    const ownBox = r.chance(0.6);
    const body: Block[] = [
      dear(c),
      {
        p: pick(r, [
          `We sent you your heat and hot water bill on ${D(c, billDate)} for ${fmtMoney(charges)}, with payment due by ${D(c, due)}. We have not received that payment.`,
          `Your bill dated ${D(c, billDate)} (bill number ${billNo}) for heat, hot water and standing charges at your flat was due to be paid by ${D(c, due)}, but it is still unpaid.`,
        ]),
      },
      {
        table: [
          [`Bill ${billNo} (${D(c, periodStart)} - ${D(c, periodEnd)})`, fmtMoney(charges)],
          ...(older ? ([['Unpaid from earlier bills', fmtMoney(older)]] as [string, string][]) : []),
          ...(late ? ([['Late payment charge', fmtMoney(late)]] as [string, string][]) : []),
          [pick(r, ['Overdue balance', 'Amount now overdue', 'Balance overdue']), fmtMoney(overdue)],
        ],
        header: [pick(r, ['Your account', 'What is unpaid', 'Details']), 'Amount'],
      },
      {
        cols: [
          `Please pay ${fmtMoney(overdue)} by ${D(c, pay)}. You can pay at ${opWeb}/pay, by calling ${helpline} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${acc}.`,
          `Meter ${meterSerial} last read ${(prevRead + heatKwh).toLocaleString('en-GB')} kWh on ${D(c, periodEnd)}. Your next bill, estimated at ${fmtMoney(nextEst)}, is not included here and will be sent separately.`,
        ],
      },
      {
        p: `If you are finding it hard to pay, please call us. We can agree a payment plan, for example ${fmtMoney(ddMonthly)} a month alongside your usual charges, and we will never cut off your heat without first writing to you again. If you have already paid, thank you and please ignore this letter.`,
      },
      { small: schemeLine },
    ];
    const spec: Spec = {
      face: c.face,
      head: op.head,
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'shield'] as const) : undefined,
      sub: ['Credit Control', office, `${helpline}  ${opWeb}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient,
      ...(ownBox
        ? { owe: { label: 'Overdue now', amount: fmtMoney(overdue), note: `Please pay by ${D(c, pay)}` } }
        : {}),
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
        ...(ownBox ? [] : ([['Scheme', scheme]] as [string, string][])),
      ],
      panelBoxed: !ownBox && r.chance(0.6),
      title: pick(r, [
        'Payment reminder',
        'Your heat bill is overdue',
        'Reminder: unpaid heating and hot water charges',
      ]),
      titleStyle: pick(r, ['banner', 'plain', 'rule'] as const),
      body,
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: ['Credit Control Team', op.name],
      footer: [regFooter],
    };
    return { spec, truth: truth(op.name, overdue, acc, 'utility', 2, 'reminder', c, pay) };
  }

  // Two or three unpaid quarterly bills, for the final notice and the agency.
  const nBills = r.int(2, 3);
  const bills: { no: string; date: Date; amt: number }[] = [];
  for (let i = nBills - 1; i >= 0; i--)
    bills.push({
      no: String(Number(billNo) - i * r.int(900, 4000)),
      date: addDays(c.date, -(i * 91 + r.int(40, 60))),
      amt: i === 0 ? charges : round2(charges * (0.7 + r.next() * 0.6)),
    });
  const billsTotal = round2(bills.reduce((s, b) => s + b.amt, 0));
  const paidOnAcc = r.chance(0.35) ? round2(r.int(2, 8) * 10) : 0;

  if (v === 2) {
    // --- final notice ---
    const admin = pick(r, [0, 0, 15, 20, 25]);
    const total = round2(billsTotal - paidOnAcc + admin);
    const pay = addDays(c.date, pick(r, [10, 14]));
    const prepay = r.chance(0.6);
    const weekly = pick(r, [3.7, 5, 7.5, 10]);
    const agency = company(r, ['Credit Management', 'Collection Services', 'Recoveries']).name;
    const reminded = addDays(c.date, -r.int(18, 30));
    const rows: string[][] = [
      ...bills.map((b) => [`Bill ${b.no}`, D(c, b.date), fmtMoney(b.amt)]),
      ...(paidOnAcc ? [['Payments received', '', `-${fmtMoney(paidOnAcc)}`]] : []),
      ...(admin ? [['Arrears administration charge', D(c, c.date), fmtMoney(admin)]] : []),
      [pick(r, ['Total now due', 'Total arrears now due', 'Balance now due']), '', fmtMoney(total)],
    ];
    const threat = prepay
      ? `If the total is not paid by ${D(c, pay)}, or you have not agreed a payment plan with us by then, we will switch your heat meter (${meterSerial}) to pay-as-you-go mode on or after ${D(c, addDays(pay, 7))}. You would then need to top up before you can use heat and hot water, and ${fmtMoney(weekly)} a week would be taken from your top-ups towards the arrears. ${fmtMoney(15)} of emergency credit would be available.`
      : `If the total is not paid by ${D(c, pay)}, or you have not agreed a payment plan with us by then, we will pass your account to our collection agency, ${agency}, without further notice. The agency may add its own collection charge of up to 15% of the balance, and we may report the debt to credit reference agencies.`;
    const spec: Spec = {
      face: c.face,
      top: r.chance(0.5) ? ['IMPORTANT - PLEASE READ NOW'] : undefined,
      head: op.head,
      headBand: r.chance(0.6),
      logoMark: r.chance(0.4) ? 'bars' : undefined,
      sub: [`Credit Control, ${office}`, `${helpline}  ${opWeb}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient,
      panel: [],
      refGrid: [
        [accLabel, acc],
        ['Property', propRef],
        ['Heat meter', meterSerial],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, [
        'FINAL NOTICE',
        'Final notice - heat charges unpaid',
        'FINAL NOTICE BEFORE FURTHER ACTION',
      ]),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `We wrote to you on ${D(c, reminded)} about the unpaid charges for heat and hot water at Flat ${flatNo}, ${block}, but the account has still not been paid and we have not heard from you.`,
        },
        { grid: rows, header: ['Unpaid bills', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] },
        { boxed: [threat] },
        {
          p: `To avoid this, pay ${fmtMoney(total)} at ${opWeb}/pay or call ${helpline}, quoting ${acc}. If anyone in your home is elderly, disabled, seriously ill or has young children, or if you cannot afford to pay, call us now: we will not ${prepay ? 'switch your meter' : 'pass your account on'} while we agree a plan that you can afford.`,
        },
        { small: schemeLine },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Credit Control Manager', 'Income Recovery Officer']), op.name],
      footer: [regFooter],
    };
    return { spec, truth: truth(op.name, total, acc, 'utility', 3, 'final_demand', c, pay) };
  }

  // --- v === 3: the collection agency's letter ---
  const dca = tidy(company(r, ['Credit Management', 'Collection Services', 'Recoveries', 'Debt Recovery']));
  const dcaRef = pick(r, [
    () => `${r.letters(2, 'ACR')}${r.digits(7)}`,
    () => `${r.digits(3)}/${r.digits(6)}`,
    () => `C${oOrI(r)}-${r.digits(6)}`,
  ])();
  const follow = r.chance(0.4);
  const fee = r.chance(0.35) ? round2((billsTotal - paidOnAcc) * 0.15) : 0;
  const bal = round2(billsTotal - paidOnAcc + fee);
  const pay = addDays(c.date, follow ? 7 : 14);
  const earlier = addDays(c.date, -r.int(16, 30));
  const instal = pick(r, [5, 10, 15, 20]);
  const dcaOffice = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    sub: [dcaOffice, `${phone(r)}  ${web(dca.name)}`],
    headAlign: pick(r, ['right', 'left'] as const),
    returnAddress: `Return address: ${dca.name}, ${dcaOffice}`,
    recipient,
    panel: [
      ['Our reference', dcaRef],
      ['Client', op.name],
      ['Client account', acc],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.6),
    panelBoxed: true,
    title: follow
      ? pick(r, ['Heat network account - still unpaid', 'Second letter: heating charges outstanding'])
      : pick(r, ['Heat network charges outstanding', 'Unpaid heating and hot water charges']),
    titleStyle: pick(r, ['rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: follow
          ? `We wrote to you on ${D(c, earlier)} about the heat and hot water charges you owe ${op.name} for Flat ${flatNo}, ${block}. We have had no payment or reply, and the balance below is still outstanding.`
          : `${op.name}, which supplies heat and hot water to Flat ${flatNo}, ${block} from the ${scheme} ${networkWord} scheme, has passed your unpaid account to us to collect. Please now deal with us, not with ${op.name}.`,
      },
      {
        grid: [
          ...bills.map((b) => [`Heat bill ${b.no} dated ${D(c, b.date)}`, fmtMoney(b.amt)]),
          ...(paidOnAcc ? [['Less payments received', `-${fmtMoney(paidOnAcc)}`]] : []),
          ...(fee ? [['Collection charge (15%)', fmtMoney(fee)]] : []),
          [pick(r, ['Balance outstanding', 'Balance due', 'Amount to pay']), fmtMoney(bal)],
        ],
        widths: [0.74, 0.26],
      },
      {
        p: `Please pay the balance of ${fmtMoney(bal)} by ${D(c, pay)}. If you cannot pay it all at once, call us to arrange instalments; we can usually accept from ${fmtMoney(instal)} a week.`,
      },
      {
        kv: [
          ['Online', `${web(dca.name)}/pay`],
          ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Reference to quote', dcaRef],
        ],
      },
      {
        small: `Your heat supply is not affected by this letter. If you dispute the charges or the meter readings (meter ${meterSerial}), tell us in writing and we will put collection on hold while ${op.name} checks them.`,
      },
    ],
    closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
    sign: [...signatory(r, ['Collections Officer', 'Account Manager']), dca.name],
    footer: [regLine(dca.name, r)],
  };
  return {
    spec,
    truth: truth(dca.name, bal, dcaRef, 'debt_collection', follow ? 2 : 1, 'debt_recovery', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W248 School attendance penalty notice (Education Act 1996 s.444A / 444B)
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's education penalty notice to a parent for a child's unauthorised absence from school (term-time leave
 * or irregular attendance), with the England rates: £160, reduced to £80 if paid within 21 days, to be paid within 28
 * days; unpaid, the council considers prosecution under s.444. One of three letters:
 *  - the penalty notice itself (a form with a row of reference cells, or a letter): stage 1; a second notice within
 *    three years carries the flat £160 with no reduction;
 *  - the reminder once the 21 days for the lower rate have passed: stage 2, kind reminder;
 *  - the final letter before prosecution, a few days before the 28 days run out: stage 3, final_demand.
 * Amount = £160 throughout: the penalty is £160 and the £80 is an early-payment reduction (README: never the
 * discount, as with a PCN's 50% rate); the possible court fine is a maximum fine (never). payBy = the 28th day
 * (the last day on which the penalty can be paid), not the 21st (a discount window). The penalty notice number is
 * what the council asks to be quoted; the attendance case number, the unique pupil number, the school's DfE number
 * and the other parent's notice number are not it.
 * Open choices: the README's debtType list has no type for a statutory penalty in lieu of prosecution; it is not a
 * penalty charge notice (parking), not a court fine (court) and not police speeding, so the catch-all 'normal'.
 * kind: the notice itself is a fixed penalty offered instead of prosecution, so 'fine_notice' (not
 * 'penalty_charge_notice', which the README ties to parking-type PCNs).
 */
const schoolAbsencePenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const dept = pick(r, [
    'Education Welfare Service',
    'School Attendance Support Team',
    'Attendance and Inclusion Service',
    "Children's Services - Attendance Team",
  ]);
  const office = officeAddress(r);
  const tel = phone(r);
  const cWeb = web(cn.name);
  const shape = r.int(0, 4);
  const mkNo = () =>
    [
      () => `PN${r.digits(6)}`,
      () => `EPN-${r.int(24, 25)}-${r.digits(5)}`,
      () => `${r.letters(2, 'EWA')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
      () => `444A/${r.digits(5)}`,
      () => `${r.digits(4)} ${r.digits(4)}`,
    ][shape]();
  const pnNo = mkNo();
  const pnLabel = pick(r, ['Penalty notice number', 'Penalty notice no.', 'Notice number', 'Notice No']);
  const caseRef = `${pick(r, ['EWS', 'ATT', 'SAS'])}/${r.digits(5)}`;
  const caseLabel = pick(r, ['Attendance case', 'Case file', 'EWO case no.']);
  const childName = `${person(r).first} ${c.who.last}`;
  const primary = r.chance(0.5);
  const school = `${place(r)} ${primary ? pick(r, ['Primary School', 'Church of England Primary School', 'Junior School']) : pick(r, ['Academy', 'High School', 'Community College'])}`;
  const yearGroup = primary ? r.int(1, 6) : r.int(7, 11);
  const dob = new Date(Date.UTC(2020 - yearGroup - (r.chance(0.5) ? 1 : 0), r.int(0, 11), r.int(1, 28)));
  const upn = `${r.letters(1, 'ABCDEFGHJKLMNPRTUVWXYZ')}${r.digits(12)}`;
  const dfe = `${r.int(801, 938)}/${r.digits(4)}`;
  const v = r.int(0, 2);
  const issue = v === 0 ? c.date : addDays(c.date, -(v === 1 ? r.int(22, 24) : r.int(23, 25)));
  const d21 = addDays(issue, 21);
  const d28 = addDays(issue, 28);
  const second = v !== 1 && r.chance(0.25);
  const short = r.chance(0.5);
  const m = (x: number) => (short ? `£${x}` : fmtMoney(x));
  const leave = r.chance(0.55);
  const leaveDays = r.int(3, 10);
  const absStart = leave ? addDays(issue, -r.int(30, 70)) : addDays(issue, -r.int(76, 90));
  const absEnd = leave ? addDays(absStart, leaveDays + (leaveDays > 5 ? 2 : 0) - 1) : addDays(absStart, 69);
  const sessions = leave ? leaveDays * 2 : r.int(10, 34);
  const absence = leave
    ? `${sessions} sessions (${leaveDays} school days) of unauthorised leave of absence taken in term time, from ${D(c, absStart)} to ${D(c, absEnd)}`
    : `${sessions} sessions of unauthorised absence in the period ${D(c, absStart)} to ${D(c, absEnd)}`;
  const s444 = r.chance(0.75) ? '444(1)' : '444(1A)';
  const maxFine = s444 === '444(1)' ? '£1,000' : '£2,500 and/or up to three months in prison';
  const other = r.chance(0.4) ? person(r) : undefined;
  const otherNo = other ? mkNo() : '';
  const otherLine = other
    ? ` A separate penalty notice (${otherNo}) has been issued to ${other.title} ${other.first[0]} ${c.who.last} as another parent of ${childName.split(' ')[0]}.`
    : '';
  const bank = r.chance(0.3);
  const payWays = kvRows([
    ['Online', `${cWeb}/${pick(r, ['penaltynotice', 'pay', 'schoolpenalty'])}`],
    ['By phone', `${tel} (automated, 24 hours)`],
    bank && ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Quote', pnNo],
  ]);
  const officer = signatory(r, [
    'Education Welfare Officer',
    'Attendance Officer',
    'Penalty Notice Coordinator',
    'Senior Attendance Practitioner',
  ]);
  const sign = [...officer, `${dept}, ${cn.name}`];
  const dp = `We use the information in this notice to administer penalty notices and, if necessary, to prosecute. ${cn.name} is the data controller; see ${cWeb}/privacy.`;
  const prosecute = `If the penalty is not paid in full by ${D(c, d28)}, the council will consider prosecuting you for the offence under section ${s444} of the Education Act 1996. On conviction the magistrates' court can fine you up to ${maxFine}, order you to pay costs and make a parenting order. Payment cannot be accepted after ${D(c, d28)}.`;

  if (v === 0) {
    const form = r.chance(0.55);
    const rateLines: string[][] = second
      ? [['Penalty (second notice in three years - no reduction)', D(c, d28), fmtMoney(160)]]
      : [
          ['Reduced amount if paid within 21 days', D(c, d21), fmtMoney(80)],
          ['Penalty if paid after 21 days but within 28 days', D(c, d28), fmtMoney(160)],
        ];
    const rateSentence = second
      ? `This is the second penalty notice issued to you for ${childName.split(' ')[0]} within three years, so the penalty of ${m(160)} is payable in full within 28 days of the date of issue: there is no reduced rate.`
      : `The penalty is ${m(160)}. It is reduced to ${m(80)} if you pay within 21 days of the date of issue, by ${D(c, d21)}. Otherwise the full ${m(160)} must be paid within 28 days, by ${D(c, d28)}.`;
    const offence = form
      ? `${school} has reported ${absence}. This notice offers you the chance to discharge your liability to conviction for an offence under section ${s444} of the Education Act 1996 by paying a penalty.`
      : `${school} has reported ${absence}. Under section 444A of the Education Act 1996 you are being given the opportunity to discharge your liability to conviction for the offence under section ${s444} (failing to secure the regular attendance at school of a registered pupil) by paying a penalty.`;
    const common: Block[] = [
      { grid: rateLines, header: ['Amount payable', 'Pay by', 'Amount'], widths: [0.56, 0.22, 0.22] },
      { kv: payWays },
      { p: prosecute },
      {
        small: `There is no right of appeal against a penalty notice. It may be withdrawn only if it was issued in error or outside the council's code of conduct: write to us within 14 days, quoting the notice number. Penalty notices are issued to each parent for each child.${otherLine}`,
      },
    ];
    const spec: Spec = form
      ? {
          face: c.face,
          top: r.chance(0.6) ? ['EDUCATION ACT 1996 - SECTIONS 444A AND 444B'] : undefined,
          head: cn.head,
          logoMark: r.chance(0.5) ? 'shield' : undefined,
          sub: [dept, office, `${tel}  ${cWeb}`],
          headAlign: pick(r, ['left', 'center'] as const),
          recipient: rcpt(c),
          panel: [],
          refGrid: [
            [pnLabel, pnNo],
            ['Date of issue', D(c, issue)],
            [caseLabel, caseRef],
          ],
          title: pick(r, [
            'PENALTY NOTICE',
            'PENALTY NOTICE - SCHOOL ATTENDANCE',
            'Penalty Notice for Unauthorised Absence',
          ]),
          titleStyle: pick(r, ['boxed', 'banner'] as const),
          body: [
            {
              kv: [
                ['Parent / carer', rcpt(c)[0]],
                ['Pupil', `${childName} (Year ${yearGroup}), born ${D(c, dob)}`],
                ['School', `${school} (DfE ${dfe})`],
                ['Unique pupil number', upn],
              ],
            },
            { p: offence },
            { p: rateSentence },
            ...common,
          ],
          sign,
          footer: [dp],
        }
      : {
          face: c.face,
          head: cn.head,
          sub: [dept, office, `Telephone ${tel}`],
          headAlign: pick(r, ['right', 'left'] as const),
          recipient: rcpt(c),
          panel: [
            [pnLabel, pnNo],
            [caseLabel, caseRef],
            ['Date of issue', D(c, issue)],
          ],
          panelBoxed: r.chance(0.5),
          title: pick(r, [
            `Penalty notice: ${childName}`,
            'Penalty notice for unauthorised absence from school',
          ]),
          titleStyle: pick(r, ['rule', 'plain'] as const),
          body: [
            dear(c),
            { p: offence },
            {
              p: `${childName} (date of birth ${D(c, dob)}, UPN ${upn}) is a registered pupil in Year ${yearGroup} at ${school}. ${rateSentence}`,
            },
            ...common,
          ],
          closing: 'Yours sincerely',
          sign,
          footer: [dp],
        };
    return { spec, truth: truth(cn.name, 160, pnNo, 'normal', 1, 'fine_notice', c, d28) };
  }

  if (v === 1) {
    const own = r.chance(0.55);
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      logoMark: r.chance(0.4) ? pick(r, ['shield', 'chevron'] as const) : undefined,
      sub: [dept, office, `${tel}  ${cWeb}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      ...(own
        ? {
            owe: {
              label: 'Amount now payable',
              amount: fmtMoney(160),
              note: `Last day to pay: ${D(c, d28)}`,
            },
          }
        : {}),
      panel: [
        [pnLabel, pnNo],
        ...(own ? [] : ([[caseLabel, caseRef]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      panelStacked: !own && r.chance(0.5),
      title: pick(r, [
        'Reminder: penalty notice unpaid',
        'Penalty notice - the reduced rate has now ended',
        'Your penalty notice: full amount now due',
      ]),
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `On ${D(c, issue)} we issued penalty notice ${pnNo} to you for ${childName}'s ${leave ? 'leave of absence in term time' : 'irregular attendance'} at ${school} (${sessions} unauthorised sessions between ${D(c, absStart)} and ${D(c, absEnd)}).`,
        },
        {
          p: `The reduced amount of ${m(80)} applied if payment reached us within 21 days, by ${D(c, d21)}. We have no record of a payment, so the reduced rate is no longer available and the full penalty of ${m(160)} is now payable. It must be paid by ${D(c, d28)}.`,
        },
        {
          grid: [
            ['Penalty notice issued', D(c, issue)],
            [`Reduced amount (${fmtMoney(80)}) available until`, D(c, d21)],
            ['Last day for payment', D(c, d28)],
            ...(own ? [['Amount now payable', fmtMoney(160)]] : []),
          ],
          widths: [0.68, 0.32],
          boldLast: own,
        },
        ...(own ? [] : ([{ amountBox: ['Amount now payable', fmtMoney(160)] }] as Block[])),
        { kv: payWays },
        { p: prosecute },
        {
          small: `If you have paid in the last five working days, please ignore this letter. If you are having difficulty with your child's attendance, the ${dept} can offer support: call ${tel}.${otherLine}`,
        },
      ],
      closing: 'Yours sincerely',
      sign,
      footer: [dp],
    };
    return { spec, truth: truth(cn.name, 160, pnNo, 'normal', 2, 'reminder', c, d28) };
  }

  // --- v === 2: final letter before prosecution ---
  const reminded = second ? undefined : addDays(issue, r.int(22, 23));
  const spec: Spec = {
    face: c.face,
    top: ['FINAL NOTICE'],
    head: cn.head,
    headBand: r.chance(0.5),
    sub: [dept, `${office}  ${tel}`],
    headAlign: pick(r, ['left', 'center'] as const),
    returnAddress: r.chance(0.5) ? `If undelivered, return to ${cn.name}, ${office}` : undefined,
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      [pnLabel, pnNo],
      ['Issued', D(c, issue)],
      [caseLabel, caseRef],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, [
      'Final notice before prosecution',
      'PENALTY NOTICE UNPAID - FINAL WARNING',
      'Unpaid penalty notice: last chance to pay',
    ]),
    titleStyle: pick(r, ['banner', 'boxed'] as const),
    body: [
      dear(c),
      {
        p: `Penalty notice ${pnNo} was issued to you on ${D(c, issue)} for ${childName}'s unauthorised absence from ${school}.${reminded && c.date.getTime() > reminded.getTime() ? ` We reminded you on ${D(c, reminded)} that the reduced rate of ${m(80)} had ended.` : ''} We have still not received payment.`,
      },
      { amountBox: ['Penalty now payable', fmtMoney(160)] },
      {
        boxed: [
          `If ${m(160)} is not received by ${D(c, d28)}, your case will be passed to the council's Legal Services to start proceedings in the magistrates' court. Payment cannot be accepted after that date.`,
        ],
      },
      {
        p: `If you are prosecuted under section ${s444} of the Education Act 1996 and convicted, the court can fine you up to ${maxFine}, order you to pay the council's costs and a victim surcharge, and make a parenting order. A conviction may appear on a criminal record check.`,
      },
      { kv: payWays },
      {
        p: `Paying the penalty means you will not be prosecuted for this period of absence.${otherLine} If you believe the notice was issued in error, contact us on ${tel} before ${D(c, d28)}.`,
      },
    ],
    closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
    sign,
    footer: [dp],
  };
  return { spec, truth: truth(cn.name, 160, pnNo, 'normal', 3, 'final_demand', c, d28) };
};

// ------------------------------------------------------------------------------------------------------------
// W249 Penalty Fare (train or bus operator, or its revenue-protection contractor)
// ------------------------------------------------------------------------------------------------------------

/**
 * A Penalty Fare and its follow-ups. Rail: the penalty fare is £100 plus the full single fare for the journey,
 * reduced to £50 plus the fare if paid within 21 days; bus: £80, reduced to £40. Each letter names the independent
 * appeal body. One of three letters:
 *  - the Penalty Fare Notice issued on board or at the gate (a printed form with reference cells, or a notice with an
 *    amount box and two columns): the operator is the creditor; stage 1; kind penalty_charge_notice (a civil
 *    penalty with an appeal route, like a PCN); payBy = the 28-day date for the full penalty fare;
 *  - the reminder once the 21-day reduction has passed (or after the appeal body turned down an appeal), from the
 *    operator's penalty fares office or from its revenue-protection contractor: stage 2, kind reminder;
 *  - the final notice before the operator cancels the penalty fare and prosecutes (Single Justice Procedure), from
 *    the operator or the contractor: stage 3, final_demand.
 * Amount = the full penalty fare (penalty + fare): the reduced amount is an early-payment discount (never), the fare
 * and the £100 penalty are individual lines, and the maximum court fine and prosecution costs are future/maximum
 * sums. accountNumber = the penalty fare notice number, which every letter asks to be quoted; the officer's number,
 * the train headcode or bus fleet number, the masked card number and the appeal body's details are not it.
 * Open choices: the operator's own penalty fare is a civil charge from a business, not a council PCN (parking) or a
 * court fine: 'normal'. When the contractor writes on the operator's behalf and asks to be paid itself, it is the
 * creditor (README's on-behalf rule) and the letter is 'debt_collection' (an agent collecting for its client).
 */
const penaltyFare: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const bus = r.chance(0.25);
  const op = tidy(
    company(
      r,
      bus ? ['Buses', 'Transit', 'Bus Company'] : ['Trains', 'Railway', 'Rail'],
      pick(r, [' Ltd', ' Limited']),
    ),
  );
  const opWeb = web(op.name);
  const opOffice = officeAddress(r);
  const opTel = phone(r);
  const from = bus
    ? `${place(r)} ${pick(r, ['Bus Station', 'Interchange', 'Market Place', 'High Street'])}`
    : `${place(r)}${pick(r, ['', '', ' Central', ' Parkway', ' Junction', ' Road'])}`;
  const to = bus
    ? `${place(r)} ${pick(r, ['Hospital', 'Retail Park', 'Town Centre', 'Station'])}`
    : `${place(r)}${pick(r, ['', '', ' Central', ' Parkway', ' Junction'])}`;
  const pnNo = pick(r, [
    () => `PF${r.digits(8)}`,
    () => `${r.letters(3, 'PFN')}-${r.digits(6)}`,
    () => `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    () => `PF${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(2)}/${r.digits(7)}`,
  ])();
  const pnLabel = pick(r, ['Penalty fare notice no.', 'Notice number', 'PFN number', 'Penalty Fare No']);
  const officer = `${pick(r, ['RPI', 'RPO', 'Officer'])} ${r.digits(4)}`;
  const time = `${String(r.int(6, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const service = bus
    ? `Route ${r.int(1, 99)}${pick(r, ['', 'A', 'X'])}, bus ${r.digits(4)}`
    : `${time} ${from} to ${to} (${r.int(1, 2)}${r.letters(1, 'ACDFHKLMNPRSTW')}${r.digits(2)})`;
  const reason = bus
    ? pick(r, [
        'No valid ticket or pass for the journey',
        'Contactless card not touched on the reader',
        'Concessionary pass used by someone other than the holder',
        'Child fare paid by a passenger aged 16 or over',
      ])
    : pick(r, [
        'No ticket for the journey made',
        'Off-peak ticket used on a peak-time train',
        'Discounted ticket held without the railcard required',
        'Travelled beyond the station shown on the ticket',
        'Boarded at a station with ticket facilities open without buying a ticket',
      ]);
  const fare = bus ? 0 : round2(Math.round(r.money(2.8, 46) * 10) / 10);
  const penaltyPart = bus ? 80 : 100;
  const full = round2(penaltyPart + fare);
  const reduced = round2(penaltyPart / 2 + fare);
  const appealBody = bus
    ? pick(r, ['Bus Penalty Fare Appeals Panel', 'Independent Bus Fares Appeals Service'])
    : pick(r, [
        'Independent Penalty Fare Appeals Service',
        'Penalty Fares Appeal Panel',
        'Passenger Penalty Appeals Service',
        'Rail Fares Appeal Service',
      ]);
  const appealAddr = `${appealBody}, PO Box ${r.int(100, 9999)}, ${place(r)}, ${postcode(r)}`;
  const appealWeb = web(appealBody);
  const law = bus
    ? `Penalty fares are charged under ${op.name}'s penalty fares scheme and conditions of carriage.`
    : 'Penalty fares are charged under the Railways (Penalty Fares) Regulations 2018.';
  const fareText = bus
    ? fmtMoney(full)
    : `${fmtMoney(full)} (${fmtMoney(penaltyPart)} plus the full single fare of ${fmtMoney(fare)})`;
  const reducedText = bus
    ? `${fmtMoney(reduced)}`
    : `${fmtMoney(reduced)} (${fmtMoney(penaltyPart / 2)} plus the fare)`;
  const v = r.int(0, 2);

  if (v === 0) {
    // --- the notice itself, issued on board or at the gate ---
    const issue = c.date;
    const d21 = addDays(issue, 21);
    const d28 = addDays(issue, 28);
    const where = bus ? 'on board the bus' : pick(r, ['on board the train', `at the ticket gates at ${to}`]);
    const ticketHeld =
      reason.startsWith('No') || reason.startsWith('Boarded')
        ? 'None'
        : pick(r, [
            'Off-peak day single',
            'Anytime day return',
            'Advance single',
            'Season ticket (expired)',
            'Day ticket',
          ]);
    const amountRows: string[][] = bus
      ? [['Penalty fare', fmtMoney(full)]]
      : [
          [`Full single fare, ${from} to ${to}`, fmtMoney(fare)],
          ['Penalty', fmtMoney(penaltyPart)],
          ['Penalty fare', fmtMoney(full)],
        ];
    const payText = `Pay the penalty fare of ${fmtMoney(full)} within 28 days of the date of issue, by ${D(c, d28)}. It is reduced to ${reducedText} if you pay within 21 days, by ${D(c, d21)}. Pay at ${opWeb}/penaltyfares or call ${opTel}, quoting the notice number.`;
    const appealText = `If you think this penalty fare should not have been charged, you may appeal within 21 days of the date of issue to the ${appealBody}, which is independent of ${op.name}: online at ${appealWeb} or by post to ${appealAddr}. Do not pay if you appeal.`;
    const form = r.chance(0.6);
    const spec: Spec = form
      ? {
          face: c.face,
          top: [pick(r, ['KEEP THIS NOTICE', 'PASSENGER COPY - KEEP THIS NOTICE'])],
          head: op.head,
          logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
          sub: ['Revenue Protection', `${opTel}  ${opWeb}`],
          headAlign: 'left',
          recipient: rcpt(c),
          panel: [],
          refGrid: [
            [pnLabel, pnNo],
            ['Date', D(c, issue)],
            ['Time', time],
            ['Issued by', officer],
          ],
          title: 'PENALTY FARE NOTICE',
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body: [
            {
              kv: [
                [bus ? 'Boarded at' : 'Journey from', from],
                ['Destination', to],
                [bus ? 'Service' : 'Train', service],
                ['Ticket held', ticketHeld],
                ['Reason', reason],
              ],
            },
            { grid: amountRows, header: ['Penalty fare charged', 'Amount'], widths: [0.72, 0.28] },
            { p: payText },
            { p: appealText },
            {
              small: `This notice was issued ${where}. It is valid as a ticket for your journey to ${to} today only. ${law} Giving false details is an offence.`,
            },
          ],
          sign: [],
          footer: [regLine(op.name, r)],
        }
      : {
          face: c.face,
          head: op.head,
          sub: [`Penalty Fares, ${opOffice}`, `${opTel}  ${opWeb}`],
          headAlign: pick(r, ['right', 'center'] as const),
          recipient: rcpt(c),
          owe: {
            label: 'Penalty fare',
            amount: fmtMoney(full),
            note: `Reduced to ${fmtMoney(reduced)} until ${D(c, d21)}`,
          },
          panel: [
            [pnLabel, pnNo],
            ['Issued', `${D(c, issue)} ${time}`],
            ['Issued by', officer],
          ],
          title: pick(r, ['Penalty Fare', 'Penalty Fare Notice', 'Your Penalty Fare']),
          titleStyle: pick(r, ['rule', 'plain'] as const),
          body: [
            {
              p: `You were charged a penalty fare ${where} on ${D(c, issue)} at ${time}. Reason: ${reason.toLowerCase()}. ${bus ? `Service: ${service}.` : `Train: ${service}.`}`,
            },
            {
              cols: [`How much: ${fareText}. ${payText}`, `Appeals: ${appealText}`],
            },
            {
              small: `This notice is valid as a ticket for your journey to ${to} on ${D(c, issue)} only. ${law} If you give false details, ${op.name} may prosecute you instead.`,
            },
          ],
          sign: [op.name],
          footer: [regLine(op.name, r)],
        };
    return { spec, truth: truth(op.name, full, pnNo, 'normal', 1, 'penalty_charge_notice', c, d28) };
  }

  // Follow-ups: from the operator's penalty fares office or its contractor.
  const viaContractor = r.chance(0.5);
  const con = tidy(
    company(r, ['Revenue Protection Services', 'Penalty Fare Services', 'Fares Compliance'], ' Ltd'),
  );
  const sender = viaContractor ? con.name : op.name;
  const senderWeb = viaContractor ? web(con.name) : opWeb;
  const senderOffice = viaContractor ? officeAddress(r) : opOffice;
  const senderTel = viaContractor ? phone(r) : opTel;
  const debtType = viaContractor ? 'debt_collection' : 'normal';
  const onBehalf = viaContractor
    ? ` ${con.name} administers penalty fares on behalf of ${op.name}; please pay us, not ${op.name}.`
    : '';
  const issue = addDays(c.date, -(v === 1 ? r.int(24, 40) : r.int(48, 75)));
  const d21 = addDays(issue, 21);
  const headBits = viaContractor ? con.head : op.head;

  if (v === 1) {
    const appealed = r.chance(0.3);
    const refused = addDays(c.date, -r.int(2, 6));
    const pay = addDays(c.date, appealed ? 21 : 14);
    const card = r.chance(0.3) ? `**** **** **** ${r.digits(4)}` : '';
    const opening = appealed
      ? `The ${appealBody} has considered your appeal against penalty fare notice ${pnNo} and on ${D(c, refused)} decided not to uphold it. The full penalty fare is therefore payable.`
      : `On ${D(c, issue)} you were issued with penalty fare notice ${pnNo} ${bus ? `on ${service.split(',')[0]}` : `on the ${time} train from ${from} to ${to}`}. We have no record of a payment or of an appeal, and the 21 days in which the reduced amount of ${fmtMoney(reduced)} could be paid ended on ${D(c, d21)}.`;
    const spec: Spec = {
      face: c.face,
      head: headBits,
      sub: [
        viaContractor ? `On behalf of ${op.name}` : 'Penalty Fares Office',
        senderOffice,
        `${senderTel}  ${senderWeb}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: viaContractor ? `Return to: ${con.name}, ${senderOffice}` : undefined,
      recipient: rcpt(c),
      panel: [
        [pnLabel, pnNo],
        ['Date of issue', D(c, issue)],
        ['Letter date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: appealed
        ? pick(r, ['Your appeal has not been upheld', 'Penalty fare - appeal outcome and payment'])
        : pick(r, [
            'Penalty fare reminder',
            'Reminder - penalty fare unpaid',
            'Your penalty fare is overdue',
          ]),
      titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
      body: [
        dear(c),
        { p: opening + onBehalf },
        {
          grid: bus
            ? [
                ['Penalty fare', fmtMoney(full)],
                ['Amount now due', fmtMoney(full)],
              ]
            : [
                [`Full single fare ${from} - ${to}`, fmtMoney(fare)],
                ['Penalty', fmtMoney(penaltyPart)],
                [pick(r, ['Amount now due', 'Penalty fare now payable', 'Total to pay']), fmtMoney(full)],
              ],
          widths: [0.72, 0.28],
        },
        ...(card
          ? ([
              {
                p: `A card payment attempted online on ${D(c, addDays(issue, r.int(3, 15)))} with card ${card} was declined, so the penalty fare remains unpaid.`,
              },
            ] as Block[])
          : []),
        {
          p: `Please pay ${fmtMoney(full)} by ${D(c, pay)} at ${senderWeb}/pay or by calling ${senderTel}, quoting notice number ${pnNo}.${appealed ? ` The ${appealBody}'s decision is final.` : ` If you have a good reason for not appealing within 21 days, you may still ask the ${appealBody} (${appealWeb}) to accept a late appeal.`}`,
        },
        {
          p: `If the penalty fare is not paid, ${op.name} may cancel it and prosecute you for the original offence instead. A prosecution would cost you considerably more than the penalty fare.`,
        },
        { small: `${law} If you have paid in the last few days, please ignore this letter.` },
      ],
      closing: pick(r, ['Yours sincerely', 'Regards']),
      sign: [viaContractor ? 'Penalty Fare Administration' : 'Penalty Fares Team', sender],
      footer: [regLine(sender, r)],
    };
    return { spec, truth: truth(sender, full, pnNo, debtType, 2, 'reminder', c, pay) };
  }

  // --- v === 2: final notice before prosecution ---
  const reminded = addDays(issue, r.int(24, 34));
  const pay = addDays(c.date, 14);
  const costs = pick(r, [85, 120, 150, 175]);
  const prosecution = bus
    ? `for travelling without a valid ticket, an offence under the Public Service Vehicles (Conduct of Drivers, Inspectors, Conductors and Passengers) Regulations 1990`
    : `for the original offence under section 5(3) of the Regulation of Railways Act 1889 or the Railway Byelaws`;
  const spec: Spec = {
    face: c.face,
    top: r.chance(0.5) ? ['FINAL NOTICE - ACTION REQUIRED'] : undefined,
    head: headBits,
    headBand: r.chance(0.55),
    logoMark: r.chance(0.4) ? 'chevron' : undefined,
    sub: [
      viaContractor ? `Acting for ${op.name}` : 'Revenue Protection and Prosecutions',
      `${senderOffice}  ${senderTel}`,
    ],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      [pnLabel, pnNo],
      ['Issued', D(c, issue)],
      ...(bus ? ([['Route', service.split(',')[0]]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    title: pick(r, ['FINAL NOTICE', 'Final notice before prosecution', 'FINAL NOTICE - PENALTY FARE UNPAID']),
    titleStyle: pick(r, ['boxed', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `Penalty fare notice ${pnNo} was issued to you on ${D(c, issue)} for your journey from ${from} to ${to} (reason: ${reason.toLowerCase()}). We wrote to you on ${D(c, reminded)} asking for payment, but the penalty fare is still unpaid and no appeal has been made to the ${appealBody}.${onBehalf}`,
      },
      { amountBox: [pick(r, ['Penalty fare now due', 'Amount to pay now', 'Total due']), fmtMoney(full)] },
      {
        boxed: [
          `Unless ${fmtMoney(full)} is paid by ${D(c, pay)}, ${viaContractor ? `we will return the case to ${op.name}, which` : 'we'} may cancel the penalty fare and prosecute you ${prosecution}.`,
        ],
      },
      {
        p: `Cases like this are usually dealt with under the Single Justice Procedure: you would receive a Single Justice Procedure Notice from the magistrates' court and a magistrate would decide the case on the papers. On conviction ${bus ? 'the court may fine you' : 'the court may fine you up to £1,000 (level 3)'} and order you to pay the unpaid fare, prosecution costs (typically ${fmtMoney(costs)} or more) and a victim surcharge.`,
      },
      {
        kv: [
          ['Pay online', `${senderWeb}/pay`],
          ['Pay by phone', senderTel],
          ['Quote', pnNo],
        ],
      },
      {
        checks: [
          `I have paid ${fmtMoney(full)} (date and method): ......................................`,
          'I have already appealed to the appeal body (date): ......................',
        ],
      },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Revenue Protection Manager', 'Prosecutions Officer', 'Case Officer']), sender],
    footer: [regLine(sender, r)],
  };
  return { spec, truth: truth(sender, full, pnNo, debtType, 3, 'final_demand', c, pay) };
};

export const FRESH24A_FAMILIES: Family[] = [
  {
    id: 'W247',
    name: 'Heat network (district / communal heating) heat and hot water charges (bill, reminder, final notice, collection agency)',
    group: 'utility',
    make: heatNetwork,
  },
  {
    id: 'W248',
    name: 'Council school attendance penalty notice, s.444A Education Act 1996 (notice, reduced rate ended, final before prosecution)',
    group: 'public_body',
    make: schoolAbsencePenalty,
  },
  {
    id: 'W249',
    name: 'Train or bus operator Penalty Fare (notice, reminder from operator or revenue-protection contractor, final notice before prosecution)',
    group: 'business',
    make: penaltyFare,
  },
];
