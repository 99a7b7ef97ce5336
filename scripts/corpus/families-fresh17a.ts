/**
 * The sixteenth fresh held-out set, part a (W184–W186): kinds of letter the corpus does not have yet — an airport's
 * (or its car park operator's) letter chasing an unpaid terminal drop-off charge read by number-plate cameras, with a
 * late payment charge added (first notice, reminder or final reminder); a council's letter that Council Tax
 * Reduction was overpaid and the overpayment has been added to the council tax account, with the revised bill; and
 * a motor insurer's (or its recovery agent's or solicitors') subrogated claim against the at-fault driver for the
 * cost of repairing its policyholder's car. Written blind to the extractor; scored once. Every face is drawn per
 * letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, vrm, web } from './vocab';
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
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W184 Airport drop-off zone charge
// ------------------------------------------------------------------------------------------------------------

/**
 * An airport's letter (or, in about half, the letter of the company that runs its car parks and forecourt for it)
 * chasing a terminal drop-off charge that was not paid by midnight the day after the visit. The cameras read the
 * number plate on the way in and out; the tariff depends on the minutes spent in the zone. A late payment charge has
 * been added. Three stages, drawn per letter:
 *  - stage 1 "Unpaid drop-off charge" (the first letter: tariff + late payment charge; a "pay within 14 days and
 *    we reduce the late payment charge" offer is a discount, not the amount), kind first_demand;
 *  - stage 2 "Reminder" (refers to the earlier notice), kind reminder;
 *  - stage 3 "Final reminder" before the account goes to a debt recovery agent (a further admin charge may already
 *    have been added; the agent's future recovery fee is not in the amount), kind final_demand.
 * Two layouts: a boxed notice (dark band, "Amount due" box, reference cells, camera stills except on the final
 * reminder, charges grid, payment slip, no sign-off) and a plain letter (reference panel, kv breakdown, signed).
 * Open choices: creditor = the organisation whose letterhead it is and to which payment is made (the airport
 * company, or the operator "on behalf of" the airport — README: the writer, not its client). The airport's trading
 * name heads the page but the legal name (Ltd) signs and is in the footer; the legal name is the creditor. debtType:
 * a drop-off charge is a charge for stopping a vehicle on private airport land, chased like a private parking
 * charge: 'parking'. Amount = tariff + late payment charge (+ the admin charge where added). The charge/notice
 * number is the reference; the vehicle registration, camera site, zone and phone numbers are not.
 */
const airportDropOff: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const airport = pick(r, [`${p} Airport`, `${p} International Airport`]);
  const airportLtd = `${airport} ${pick(r, ['Limited', 'Ltd', 'Operations Limited'])}`;
  const byOp = r.chance(0.45);
  const op = byOp
    ? company(
        r,
        ['Airport Parking', 'Parking Services', 'Forecourt Management'],
        pick(r, [' Ltd', ' Limited']),
      )
    : null;
  const creditor = op ? op.name : airportLtd;
  const stage = pick(r, [1, 2, 2, 3, 3] as const);
  const zone = pick(r, [
    'Terminal Drop-off Zone',
    'Express Drop-off',
    'Forecourt Set-down Area',
    'Drop & Go Zone',
    'Terminal Forecourt Drop-off',
  ]);
  const ref = pick(r, [
    `DO${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(3, 'DZFX')}-${r.digits(7)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `UC${r.digits(8)}`,
  ]);
  const refLabel = pick(r, ['Charge reference', 'Notice number', 'Drop-off charge no.', 'Reference']);
  const reg = vrm(r);
  const cam = `${pick(r, ['ANPR', 'CAM', 'LPR'])}-${r.int(1, 14)}${pick(r, ['A', 'B', ''])}`;
  const visit = addDays(c.date, -(stage === 1 ? r.int(10, 20) : stage === 2 ? r.int(35, 50) : r.int(63, 90)));
  const hh = r.int(4, 22);
  const mm = r.int(0, 59);
  const ss = r.int(0, 59);
  const free = pick(r, [10, 15]);
  const mins = r.int(3, free + 14);
  const base = pick(r, [5, 6, 7, 6.5]);
  const perMin = pick(r, [1, 1.5, 2]);
  const over = Math.max(0, mins - free);
  const tariff = round2(base + over * perMin);
  const late = pick(r, [20, 25, 30, 35]);
  const admin = stage === 3 && r.chance(0.5) ? pick(r, [10, 15, 20]) : 0;
  const due = round2(tariff + late + admin);
  const reduced = pick(r, [10, 12.5, 15]);
  const recoveryFee = pick(r, [50, 60, 70]);
  const dueBy = addDays(c.date, stage === 1 ? 28 : stage === 2 ? pick(r, [14, 21]) : 14);
  const first = addDays(visit, r.int(8, 14));
  const second = addDays(first, r.int(28, 32));
  const two = (n: number) => String(n).padStart(2, '0');
  const tIn = `${two(hh)}:${two(mm)}:${two(ss)}`;
  const outM = hh * 60 + mm + mins;
  const tOut = `${two(Math.floor(outM / 60) % 24)}:${two(outM % 60)}:${two((ss + r.int(3, 50)) % 60)}`;
  const siteCode = `${r.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(2)}`;
  const tel = phone(r);
  const site = web(op ? op.name : `${p}airport`);
  const payWeb = `${site}/dropoff`;
  const card = `**** **** **** ${r.digits(4)}`;
  const title =
    stage === 1
      ? pick(r, [
          'Unpaid drop-off charge',
          'UNPAID DROP-OFF CHARGE NOTICE',
          'Your drop-off charge has not been paid',
        ])
      : stage === 2
        ? pick(r, [
            'Reminder: unpaid drop-off charge',
            'DROP-OFF CHARGE - REMINDER',
            'Second notice: drop-off charge',
          ])
        : pick(r, [
            'Final reminder before debt recovery',
            'FINAL REMINDER - DROP-OFF CHARGE',
            'Final notice: unpaid drop-off charge',
          ]);
  const how = `Our cameras read vehicle ${reg} entering the ${zone} at ${tIn} and leaving at ${tOut} on ${D(c, visit)}, a stay of ${mins} minute${mins === 1 ? '' : 's'}.`;
  const tariffText =
    over > 0
      ? `The charge is ${fmtMoney(base)} for up to ${free} minutes and ${fmtMoney(perMin)} for each minute after that, so the charge for this visit was ${fmtMoney(tariff)}.`
      : `The charge for up to ${free} minutes is ${fmtMoney(base)}.`;
  const deadline = `Drop-off charges must be paid by midnight on the day after the visit, online or by phone, unless the vehicle is registered for AutoPay. We did not receive payment${byOp ? '' : ' for this visit'}, so a late payment charge of ${fmtMoney(late)} has been added, as the signs at the zone entrance explain.`;
  const stageText =
    stage === 1
      ? `Please pay ${fmtMoney(due)} by ${D(c, dueBy)}. If you pay within 14 days of the date of this letter we will reduce the late payment charge to ${fmtMoney(reduced)}, so you would pay ${fmtMoney(round2(tariff + reduced))}.`
      : stage === 2
        ? `We wrote to you on ${D(c, first)} about this charge, but it is still unpaid. The reduced amount offered in that letter is no longer available. Please pay ${fmtMoney(due)} by ${D(c, dueBy)}.`
        : `We wrote to you on ${D(c, first)} and again on ${D(c, second)}, and the charge remains unpaid.${admin ? ` An administration charge of ${fmtMoney(admin)} has now been added for the cost of tracing the keeper and writing again.` : ''} This is our final reminder: unless ${fmtMoney(due)} is paid by ${D(c, dueBy)}, we will pass the account to a debt recovery agent, who will add a recovery fee of ${fmtMoney(recoveryFee)}.`;
  const onBehalf = op
    ? `${op.name} manages the car parks, forecourts and drop-off zones at ${airport} on behalf of ${airportLtd}.`
    : '';
  const breakdown: [string, string][] = [
    [`Drop-off charge (${mins} min)`, fmtMoney(tariff)],
    ['Late payment charge', fmtMoney(late)],
    ...(admin ? ([['Administration charge', fmtMoney(admin)]] as [string, string][]) : []),
    [stage === 1 ? 'Amount due' : 'Total now due', fmtMoney(due)],
  ];
  const appeal =
    stage === 3
      ? `If you have paid in the last few days, thank you: please ignore this letter. Vehicles registered for AutoPay are charged to the card on file (${card}); a declined card does not cancel the charge. If you are struggling to pay, call us before ${D(c, dueBy)}.`
      : `If you were not the driver, or you think the charge is wrong, write to us within 28 days quoting the ${refLabel.toLowerCase()} ${ref}. Blue Badge holders can register their vehicle for free drop-off. Vehicles registered for AutoPay are charged to the card on file (${card}); if the card was declined, update it online.`;
  const notice = r.chance(0.5);
  const head = op ? op.head : r.chance(0.5) ? [airport] : [airport.toUpperCase()];
  const legalFoot = op
    ? `${regLine(op.name, r)} Operating at ${airport} for ${airportLtd}.`
    : regLine(airportLtd, r);
  let spec: Spec;
  if (notice) {
    const body: Block[] = [
      { p: `${how} ${tariffText}` },
      // The final reminder leaves the camera stills out (and keeps to one page with the admin charge line).
      ...(stage === 3
        ? []
        : [
            {
              photos: [
                `Entry ${D(c, visit)} ${tIn} ${cam} ${reg}`,
                `Exit ${D(c, visit)} ${tOut} ${cam.replace(/\d+/, (n) => String(Number(n) + 1))} ${reg}`,
              ],
            },
          ]),
      { p: deadline },
      {
        grid: breakdown.map(([k, v]) => [k, v]),
        header: ['Charge', 'Amount'],
        widths: [0.7, 0.3],
      },
      { p: `${stageText} Pay at ${payWeb} or call ${tel}, quoting ${ref}.` },
      { small: appeal },
    ];
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
      sub: [op ? `${airport} - Parking and Forecourt Charges` : 'Forecourt Charges Team', `${tel}  ${site}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: stage === 1 ? 'Amount due' : 'Total now due',
        amount: fmtMoney(due),
        note: `Pay by ${D(c, dueBy)}`,
      },
      panel: [['Issued', D(c, c.date)]],
      refGrid: [
        [refLabel, ref],
        ['Vehicle', reg],
        ['Date of visit', D(c, visit)],
        ['Site', siteCode],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body,
      sign: [],
      slip: {
        title: `Payment slip - ${creditor}`,
        rows: [
          [refLabel, ref],
          ['Vehicle registration', reg],
          ['Amount due', fmtMoney(due)],
        ],
      },
      footer: [legalFoot],
    };
  } else {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? pick(r, ['shield', 'rings'] as const) : undefined,
      sub: [
        pick(r, ['Landside Operations', 'Forecourt Charges', 'Car Parks and Forecourts']),
        officeAddress(r),
        `Telephone ${tel}  ${site}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Vehicle registration', reg],
        ['Date', D(c, c.date)],
        ...(r.chance(0.5) ? ([['Camera site', `${siteCode} / ${cam}`]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: `${how} ${tariffText} ${deadline}` },
        { kv: breakdown.map(([k, v]) => [`${k}:`, v] as [string, string]) },
        { p: stageText },
        {
          p: `You can pay at ${payWeb} or by calling ${tel} (24 hours), quoting ${ref} and the vehicle registration. ${onBehalf}`.trim(),
        },
        { small: appeal },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully', 'Kind regards']),
      sign: [
        ...signatory(r, [
          'Forecourt Charges Manager',
          'Customer Services Team Leader',
          'Landside Operations',
        ]),
        creditor,
      ],
      footer: [legalFoot],
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(creditor, due, ref, 'parking', stage, kind, c, dueBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W185 Council Tax Reduction overpaid, added to the council tax account
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's Revenues and Benefits letter: a change (earnings, a non-dependant moving in, Universal Credit ending)
 * means Council Tax Reduction (or "Council Tax Support") was overpaid for a period; the overpayment has been added to
 * the council tax account and a revised bill is issued. Two layouts: a letter (reference panel, overpayment grid,
 * revised bill grid, signed) and a revised demand notice (reference cells, banner title, bill grid, shaded balance
 * box, payment slip, no sign-off). Two situations: the current year (the revised balance is spread over the
 * remaining monthly instalments) or a year that has ended (the whole amount is due within 14/21 days).
 * Ground truth: creditor = the council; debtType 'council_tax'; the council tax account number is the reference
 * (the CTR claim reference and the property reference are distractors). Amount = the revised "balance to pay"
 * (current year: annual charge − discount − revised reduction − payments made; ended year: the overpayment added).
 * The overpaid sum on its own (current year), the annual charge, the revised instalments and the suggested monthly
 * amount are not it.
 * Open choices: this is the first demand for the added amount (the change report and the reassessment are about the
 * claim, not arrears), so stage 1, kind first_demand. payBy only where the whole balance is due by a date (ended year,
 * or a single remaining instalment); a schedule of instalments is not a demand to pay the balance by a date.
 */
const ctrOverpaid: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  // A long name in capitals on one line would run past the margin at the larger letterhead sizes: break it.
  const head =
    co.head.length === 1 && co.head[0].length > 26
      ? [co.head[0].slice(0, co.head[0].indexOf(' ', 12)), co.head[0].slice(co.head[0].indexOf(' ', 12) + 1)]
      : co.head;
  const site = web(
    `${co.name.replace(/^(Council of the )?(Borough of )?/, '').replace(/( City| District)? Council$/, '')}council`,
  );
  const acc = pick(r, [
    r.digits(8),
    `${r.digits(2)}-${r.digits(6)}`,
    `${r.digits(4)}${oOrI(r)}${r.digits(4)}`,
    `CT${r.digits(7)}`,
    `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  ]);
  const claim = pick(r, [r.digits(7), `HB/CTR/${r.digits(6)}`, `CTS${r.digits(6)}`]);
  const claimLabel = pick(r, ['Claim reference', 'Benefit reference', 'CTR claim no.']);
  const uprn = r.digits(12);
  const ctr = pick(r, ['Council Tax Reduction', 'Council Tax Support', 'Local Council Tax Support']);
  const band = pick(r, ['A', 'B', 'C', 'D', 'E'] as const);
  const ninths = { A: 6, B: 7, C: 8, D: 9, E: 11 }[band];
  const charge = round2((r.money(1980, 2390) * ninths) / 9);
  const spd = r.chance(0.45) ? round2(charge * 0.25) : 0;
  const y = c.date.getUTCFullYear();
  const m = c.date.getUTCMonth();
  const fy = m >= 3 ? y : y - 1;
  const fyStart = new Date(Date.UTC(fy, 3, 1));
  const past = wholeDays(fyStart, c.date) < 75 || r.chance(0.4);
  const ys = past ? fy - 1 : fy;
  const yearLabel = `${ys}/${String(ys + 1).slice(2)}`;
  const yStart = new Date(Date.UTC(ys, 3, 1));
  const yEnd = new Date(Date.UTC(ys + 1, 2, 31));
  const change = past
    ? addDays(yStart, r.int(40, 300))
    : addDays(yStart, r.int(14, Math.max(15, wholeDays(yStart, c.date) - 30)));
  const to = past ? yEnd : addDays(c.date, -r.int(2, 8));
  const days = wholeDays(change, to) + 1;
  const weekOld = round2((((charge - spd) * 7) / 365) * r.money(0.3, 0.85));
  const ended = r.chance(0.45);
  const weekNew = ended ? 0 : round2(weekOld * pick(r, [0.25, 0.4, 0.55, 0.7]));
  const overpaid = round2(((weekOld - weekNew) * days) / 7);
  const yearDays = wholeDays(yStart, yEnd) + 1;
  const before = wholeDays(yStart, change);
  const origCtr = round2((weekOld * yearDays) / 7);
  const revCtr = past
    ? round2(origCtr - overpaid)
    : round2((weekOld * before) / 7 + (weekNew * (yearDays - before)) / 7);
  const prevNet = round2(charge - spd - origCtr);
  const paidMonths = past ? 10 : Math.min(10, ((m - 3 + 12) % 12) + (c.date.getUTCDate() > 1 ? 1 : 0));
  const paid = past ? prevNet : round2(Math.floor((prevNet / 10) * paidMonths * 100) / 100);
  const balance = round2(charge - spd - revCtr - paid);
  const increase = round2(origCtr - revCtr);
  // Remaining monthly instalments of the current year (from next month to March).
  const nLeft = past || m === 2 ? 0 : ((2 - ((m + 1) % 12) + 12) % 12) + 1;
  const single = past || nLeft <= 1;
  const dueBy = addDays(c.date, pick(r, [14, 21]));
  const instDay = pick(r, [1, 15, 20]);
  const firstInst = new Date(Date.UTC(y, m + 1, instDay));
  const secondInst = new Date(Date.UTC(y, m + 2, instDay));
  const each = nLeft > 1 ? round2(Math.floor((balance / nLeft) * 100) / 100) : 0;
  const firstAmt = round2(balance - each * (nLeft - 1));
  const monthly = pick(r, [20, 25, 30, 40, 50]);
  const reason = pick(r, [
    `Information from HM Revenue and Customs showed that your earnings increased from ${D(c, change)}.`,
    `The Department for Work and Pensions told us that your Universal Credit ended on ${D(c, addDays(change, -1))}.`,
    `Our records show that another adult (a non-dependant) came to live with you on ${D(c, change)}.`,
    `A review of your claim found that your partner's income changed from ${D(c, change)}.`,
  ]);
  const what = ended
    ? `you were no longer entitled to ${ctr} from ${D(c, change)}`
    : `your ${ctr} should have been reduced from ${fmtMoney(weekOld)} to ${fmtMoney(weekNew)} a week from ${D(c, change)}`;
  const overText = `${reason} This means ${what}. Because the reduction kept being credited to your council tax account, ${ctr} of ${fmtMoney(overpaid)} was overpaid for ${D(c, change)} to ${D(c, to)}. We have taken this back by adding it to your council tax account for ${yearLabel}.${past ? ` Your ${ctr} for ${ys + 1}/${String(ys + 2).slice(2)} has also been recalculated; that bill is sent separately.` : ''}`;
  const overGrid: Block = {
    grid: [
      [`${D(c, change)} - ${D(c, to)}`, fmtMoney(weekOld), fmtMoney(weekNew), `${days}`, fmtMoney(overpaid)],
    ],
    header: ['Period', 'Was', 'Should be', 'Days', 'Overpaid'],
    widths: [0.46, 0.13, 0.15, 0.09, 0.17],
    boldLast: false,
  };
  const billRows: string[][] = [
    [`Council tax ${yearLabel}, Band ${band}`, fmtMoney(charge)],
    ...(spd ? [['Less single person discount (25%)', `-${fmtMoney(spd)}`]] : []),
    [`Less ${ctr} (revised)`, `-${fmtMoney(revCtr)}`],
    [past ? 'Less payments received' : 'Less payments received to date', `-${fmtMoney(paid)}`],
    ['Balance to pay', fmtMoney(balance)],
  ];
  const payText = single
    ? `Please pay the balance of ${fmtMoney(balance)} by ${D(c, dueBy)}${past ? `, as the ${yearLabel} year has ended` : ''}. If you cannot pay it in one go, contact us before then: we can usually agree instalments, for example ${fmtMoney(monthly)} a month.`
    : `Your instalments have been recalculated. Please pay ${fmtMoney(firstAmt)} on ${D(c, firstInst)} and then ${nLeft - 1} monthly instalment${nLeft - 1 === 1 ? '' : 's'} of ${fmtMoney(each)} on the ${instDay === 1 ? '1st' : `${instDay}th`} of each month. Direct Debits will be changed for you.`;
  const appeal = `If you disagree with our decision about your ${ctr}, write to us within one month of the date of this letter explaining why; if you are still unhappy you may appeal to the Valuation Tribunal. You must keep paying your council tax while we look at it.`;
  const payHow = `Pay online at ${site}/counciltax, by Direct Debit or by calling ${phone(r)} (automated line), quoting your council tax account number ${acc}.`;
  const notice = r.chance(0.5);
  let spec: Spec;
  if (!notice) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.4) ? 'shield' : undefined,
      sub: ['Revenues and Benefits Service', officeAddress(r), `${phone(r)}  benefits@${site.slice(4)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Council tax account', acc],
        [claimLabel, claim],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, [
        `${ctr}: overpayment and revised bill`,
        `Your ${ctr} has been overpaid`,
        `${ctr.toUpperCase()} OVERPAYMENT`,
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: overText },
        overGrid,
        { h: `Your revised council tax bill for ${yearLabel}` },
        { grid: billRows, widths: [0.72, 0.28] },
        {
          p: `The revised ${ctr} reduces the credit on your bill by ${fmtMoney(increase)}${past ? '' : ', which includes the overpayment and the lower reduction for the rest of the year'}. ${payText}`,
        },
        { p: payHow },
        { small: appeal },
      ],
      closing: 'Yours sincerely',
      sign: [
        ...signatory(r, [
          'Benefits Manager',
          'Revenues and Benefits Officer',
          'Head of Revenues and Benefits',
        ]),
        co.name,
      ],
      footer: [
        `${co.name}, Revenues and Benefits. We use the information you give us to assess council tax and ${ctr}, and to prevent and detect fraud.`,
      ],
    };
  } else {
    const instalBlock: Block = single
      ? { kv: [['Pay by', D(c, dueBy)]] }
      : {
          grid: [
            [D(c, firstInst), fmtMoney(firstAmt)],
            [`then ${nLeft - 1} x monthly from ${D(c, secondInst)}`, fmtMoney(each)],
          ],
          header: ['Revised instalments', 'Amount'],
          widths: [0.72, 0.28],
          boldLast: false,
        };
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'rings', 'bars'] as const),
      sub: ['Council Tax and Benefits', officeAddress(r), `${phone(r)}  ${site}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Account number', acc],
        ['Property reference', uprn],
        ['Band', band],
        ['Date of issue', D(c, c.date)],
      ],
      title: pick(r, [
        `COUNCIL TAX ${yearLabel} - REVISED DEMAND NOTICE`,
        `Revised Council Tax Bill ${yearLabel}`,
        `Amended council tax demand ${yearLabel}`,
      ]),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { h: `Why you have been sent this bill` },
        { p: `${overText} (${claimLabel} ${claim}.)` },
        {
          grid: billRows.slice(0, -1),
          header: ['Your account', 'Amount'],
          widths: [0.72, 0.28],
          boldLast: false,
        },
        { amountBox: ['Balance to pay', fmtMoney(balance)] },
        instalBlock,
        {
          p: `${single ? payText : 'Your Direct Debit will be changed to the new amounts for you.'} ${payHow}`,
        },
        { small: appeal },
      ],
      sign: [],
      slip: {
        title: `Council tax payment slip - ${co.name}`,
        rows: [
          ['Account number', acc],
          ['Year', yearLabel],
          ['Balance to pay', fmtMoney(balance)],
        ],
      },
      footer: [
        `Issued by ${co.name} under the Council Tax (Administration and Enforcement) Regulations 1992. Explanatory notes about council tax and ${ctr} are available at ${site}.`,
      ],
    };
  }
  return {
    spec,
    truth: truth(co.name, balance, acc, 'council_tax', 1, 'first_demand', c, single ? dueBy : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W186 Motor insurer's subrogated claim against the at-fault driver
// ------------------------------------------------------------------------------------------------------------

/**
 * After a collision, the other driver's motor insurer paid to repair its policyholder's car and now claims its outlay
 * (repairs, engineer's fee, recovery and storage, courtesy car, sometimes the policyholder's uninsured excess) from
 * the driver it holds at fault. Three senders, drawn per letter, each its own layout:
 *  - the insurer itself (letter, reference panel, two-column losses table): stage 1 first letter (kind
 *    first_demand) or stage 2 "we wrote to you on … and have had no reply" (kind reminder); debtType 'normal' (an
 *    ordinary claim for money by a business — the enum has no insurance type). Reference = its claim number.
 *  - its recovery agent (dark band, reference cells, "Amount claimed" box, losses grid, reply tick boxes): first letter
 *    (stage 1 — it says the insurer has already written, but README counts only the sender's own earlier letters) or
 *    "further to our letter" (stage 2); kind debt_recovery; debtType 'debt_collection'. Reference = the agent's own
 *    reference (the insurer's claim number is a client reference).
 *  - its solicitors' letter before claim (stage 3, kind letter_of_claim, 14 or 30 days); debtType 'debt_collection'
 *    (a firm recovering a sum for a client). Reference = the firm's reference.
 * Open choices: creditor = the organisation that wrote and asks to be paid (README: the collector, not its client),
 * so the agent or the firm, not the insurer; and not the policyholder, although in court a subrogated claim is
 * brought in the policyholder's name. Amount = the total claimed now; the repair invoice alone, the excess when it is
 * only mentioned, the daily interest figure, court fees and costs that would be added and any instalment suggestion
 * are not it. The policy number, both registrations, the repairer's invoice and the engineer's report number are
 * distractors.
 */
const subrogatedClaim: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ins = company(
    r,
    ['Insurance', 'Motor Insurance', 'General Insurance'],
    pick(r, [' plc', ' Ltd', ' Limited']),
  );
  const sender = pick(r, ['insurer', 'insurer', 'agent', 'agent', 'solicitors'] as const);
  const holder = person(r);
  const holderName = `${holder.title} ${holder.first[0]} ${holder.last}`;
  const theirReg = vrm(r);
  const yourReg = vrm(r);
  const accident = addDays(c.date, -r.int(70, 240));
  const claimNo = pick(r, [
    `MC${r.digits(8)}`,
    `CLM/${r.digits(6)}/${r.digits(2)}`,
    `${r.digits(3)}-${r.digits(6)}-${r.letters(1, 'ABMX')}`,
    `MO${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const policy = pick(r, [`P${r.digits(9)}`, `MOT/${r.digits(7)}`, `${r.letters(3)}${r.digits(8)}`]);
  const st = () =>
    `${pick(r, ['Station', 'Mill', 'Church', 'Quarry', 'Heron', 'Linden'])} ${pick(r, ['Road', 'Street', 'Lane'])}`;
  const [st1, st2, town] = [st(), st(), place(r)];
  const [where, how] = pick(r, [
    [
      `the junction of ${st1} and ${st2}, ${town}`,
      `your vehicle pulled out of ${st2} into the path of our policyholder's vehicle`,
    ],
    [
      `the traffic lights on ${st1}, ${town}`,
      "your vehicle failed to stop and collided with the rear of our policyholder's stationary vehicle",
    ],
    [
      `the ${st1} roundabout, ${town}`,
      "your vehicle changed lanes on the roundabout and struck the side of our policyholder's vehicle",
    ],
    [
      `the car park off ${st1}, ${town}`,
      "your vehicle reversed out of a parking bay into our policyholder's parked vehicle",
    ],
  ]);
  const garage = `${place(r)} ${pick(r, ['Accident Repair Centre', 'Body Shop', 'Motor Bodies', 'Coachworks'])}`;
  const inv = `${pick(r, ['INV', 'RC', 'J'])}${r.digits(5)}`;
  const engRef = `ENG-${r.digits(6)}`;
  const repairs = r.money(780, 6200);
  const engineer = pick(r, [95, 120, 138, 165]);
  const recovery = r.chance(0.5) ? r.money(110, 460) : 0;
  const hireDays = r.int(4, 16);
  const hireRate = pick(r, [32.5, 38, 41.25, 45]);
  const hire = r.chance(0.5) ? round2(hireDays * hireRate) : 0;
  const excess = pick(r, [100, 150, 250, 350, 500]);
  const withExcess = r.chance(0.45);
  const rows: [string, string][] = [
    [`Repairs - ${garage} (invoice ${inv})`, fmtMoney(repairs)],
    [`Engineer's inspection fee (report ${engRef})`, fmtMoney(engineer)],
    ...(recovery ? ([['Vehicle recovery and storage', fmtMoney(recovery)]] as [string, string][]) : []),
    ...(hire
      ? ([[`Courtesy car, ${hireDays} days at ${fmtMoney(hireRate)}`, fmtMoney(hire)]] as [string, string][])
      : []),
    ...(withExcess ? ([["Policyholder's uninsured excess", fmtMoney(excess)]] as [string, string][]) : []),
  ];
  const total = round2(repairs + engineer + recovery + hire + (withExcess ? excess : 0));
  const daily = round2((total * 0.08) / 365);
  const excessNote = withExcess
    ? `The total includes our policyholder's policy excess of ${fmtMoney(excess)}, which we are recovering on their behalf.`
    : `Our policyholder paid a policy excess of ${fmtMoney(excess)}; they may claim this from you separately.`;
  const insuredText = `If you were insured at the time of the accident, please pass this letter to your insurer straight away and send us their name, your policy number and their claim reference. If you were not insured, you are personally liable for the full amount.`;
  const accidentText = `On ${D(c, accident)} at ${where}, ${how}, registration ${theirReg}. Our enquiries show that the driver of your vehicle, registration ${yourReg}, was responsible for the accident.`;
  let spec: Spec;
  let creditor: string;
  let ref: string;
  let debtType: string;
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'debt_recovery' | 'letter_of_claim';
  let payBy: Date;
  if (sender === 'insurer') {
    creditor = ins.name;
    ref = claimNo;
    debtType = 'normal';
    stage = r.chance(0.55) ? 1 : 2;
    kind = stage === 1 ? 'first_demand' : 'reminder';
    payBy = addDays(c.date, pick(r, [21, 28]));
    const prev = addDays(c.date, -r.int(30, 45));
    const refLabel = pick(r, ['Our ref', 'Claim number', 'Our claim ref']);
    spec = {
      face: c.face,
      head: ins.head,
      logoMark: r.chance(0.6) ? pick(r, ['shield', 'chevron'] as const) : undefined,
      sub: [
        pick(r, ['Motor Claims - Recoveries', 'Third Party Recoveries Unit', 'Subrogation Team']),
        officeAddress(r),
        `${phone(r)}  recoveries@${host(ins.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Our insured', holderName],
        ['Accident date', D(c, accident)],
        ['Your vehicle', yourReg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title:
        stage === 1
          ? pick(r, [
              'Claim for repair costs following a road traffic accident',
              'Recovery of our outlay: road traffic accident',
              'Our claim against you',
            ])
          : pick(r, [
              'Our claim against you - reminder',
              'Unpaid claim for accident repair costs',
              'Repair costs: second request',
            ]),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `We insure ${holderName} under motor policy ${policy}. ${accidentText} We have paid for our policyholder's vehicle to be repaired and, under the terms of the policy, we are entitled to recover what we have paid from the person responsible.`,
        },
        ...(stage === 2
          ? ([
              {
                p: `We wrote to you on ${D(c, prev)} setting out our claim, but we have not received payment or any reply from you or your insurer.`,
              },
            ] as Block[])
          : []),
        { table: [...rows, ['Total claimed', fmtMoney(total)]], header: ['Our outlay', 'Amount'] },
        {
          p: `${excessNote} Please pay ${fmtMoney(total)} within ${wholeDays(c.date, payBy)} days of the date of this letter, to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${ref}. ${insuredText}`,
        },
        {
          small: `Copies of the repair invoice, the engineer's report and photographs are available on request. If we do not hear from you, we may instruct agents or solicitors to recover this sum, and we may then also claim interest at 8% a year (currently ${fmtMoney(daily)} a day) and legal costs.`,
        },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: [
        ...signatory(r, ['Recoveries Handler', 'Senior Claims Negotiator', 'Motor Recoveries Specialist']),
        ins.name,
      ],
      footer: [
        `${regLine(ins.name, r)} Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}).`,
      ],
    };
  } else if (sender === 'agent') {
    const ag = company(
      r,
      ['Claims Recovery', 'Motor Recoveries', 'Recovery Services'],
      pick(r, [' Ltd', ' Limited']),
    );
    creditor = ag.name;
    ref = pick(r, [
      `SR${r.digits(6)}${oOrI(r)}${r.digits(1)}`,
      `${r.letters(2, 'RSTV')}-${r.digits(5)}-${r.digits(2)}`,
      `${r.digits(7)}`,
    ]);
    debtType = 'debt_collection';
    stage = r.chance(0.5) ? 1 : 2;
    kind = 'debt_recovery';
    payBy = addDays(c.date, 14);
    const prev = addDays(c.date, -r.int(21, 35));
    spec = {
      face: c.face,
      head: ag.head,
      headBand: true,
      logoMark: pick(r, ['bars', 'rings'] as const),
      sub: [`${officeAddress(r)}  |  ${phone(r)}  |  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: 'Amount claimed', amount: fmtMoney(total), note: `Pay by ${D(c, payBy)}` },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Our reference', ref],
        ['Client claim no.', claimNo],
        ['Accident date', D(c, accident)],
        ['Your vehicle', yourReg],
      ],
      title:
        stage === 1
          ? pick(r, [
              'Uninsured loss recovery - road traffic accident',
              "Claim for damage to our client's insured vehicle",
            ])
          : pick(r, ['Further to our letter: accident repair claim', 'Reminder - claim remains unpaid']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { h: `Our client: ${ins.name}` },
        {
          p:
            stage === 1
              ? `We have been instructed by ${ins.name}, the motor insurer of ${holderName}, to recover the cost of repairing their vehicle. ${accidentText} Our client has written to you about this but the claim has not been paid.`
              : `We wrote to you on ${D(c, prev)} on behalf of ${ins.name} about the collision on ${D(c, accident)} at ${where} between your vehicle ${yourReg} and their policyholder's vehicle ${theirReg}. We have not received payment or a reply.`,
        },
        {
          grid: [...rows, ['Amount claimed', fmtMoney(total)]],
          header: ['Item', 'Amount'],
          widths: [0.74, 0.26],
        },
        {
          p: `Please pay ${fmtMoney(total)} to us by ${D(c, payBy)} at ${web(ag.name)}/pay or by phone, quoting our reference ${ref}. If you cannot pay in one sum, call us: we may accept monthly payments of at least ${fmtMoney(pick(r, [25, 40, 50, 75]))}. ${excessNote}`,
        },
        { p: 'Please tick one box, sign and return this letter:' },
        {
          checks: [
            'I have paid the amount claimed in full.',
            'I was insured. My insurer and policy number are: ______________________',
            'I do not accept that I was responsible, because: ______________________',
          ],
        },
      ],
      closing: 'Yours faithfully',
      sign: ['Recoveries Department', ag.name],
      footer: [`${regLine(ag.name, r)} Acting for ${ins.name} (policy ${policy}).`],
    };
  } else {
    const a = person(r).last;
    let b = person(r).last;
    if (b === a) b = 'Mercer' === a ? 'Lomax' : 'Mercer';
    const firm = `${a} ${b} ${pick(r, ['LLP', 'Solicitors LLP'])}`;
    const initials = `${person(r).first[0]}${person(r).last[0]}`;
    creditor = firm;
    ref = `${initials}/${ins.name.slice(0, 3).toUpperCase()}/${r.digits(5)}-${r.digits(3)}`;
    debtType = 'debt_collection';
    stage = 3;
    kind = 'letter_of_claim';
    const days = pick(r, [14, 30]);
    payBy = addDays(c.date, days);
    spec = {
      face: c.face,
      head: firm.endsWith('Solicitors LLP') ? [`${a} ${b}`, 'Solicitors LLP'] : [firm],
      sub: [officeAddress(r), `DX ${r.digits(5)} ${place(r)}`, `${phone(r)}  ${web(firm)}`],
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client claim ref', claimNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim', 'LETTER BEFORE ACTION']),
      titleStyle: pick(r, ['boxed', 'plain', 'banner'] as const),
      body: [
        dear(c),
        { h: `Our client: ${ins.name}` },
        { h: `Re: road traffic accident on ${D(c, accident)}` },
        {
          p: `We act for ${ins.name}, who insured ${holderName}'s vehicle. ${accidentText.replace('Our enquiries show', "Our client's enquiries show").replace(/our policyholder's/g, "its policyholder's")} Our client has paid for the repairs and brings this claim under its right of subrogation. Despite its letters to you, the claim has not been paid.`,
        },
        { grid: [...rows, ['Total claimed', fmtMoney(total)]], widths: [0.74, 0.26] },
        {
          p: `We are instructed to demand payment of ${fmtMoney(total)} within ${days} days of the date of this letter. If payment, or an acceptable proposal, is not received by ${D(c, payBy)}, our client intends to issue proceedings against you in the County Court without further notice, claiming that sum, interest under section 69 of the County Courts Act 1984 at 8% a year (${fmtMoney(daily)} a day) and court fees and fixed costs.`,
        },
        {
          kv: [
            ['Pay to:', `${firm} (client account)`],
            ['Sort code / account:', `${sortCode(r)} / ${r.digits(8)}`],
            ['Reference:', ref],
          ],
        },
        {
          p: `${insuredText} If you dispute the claim, tell us why in writing, with any documents you rely on. This letter is sent in accordance with the Practice Direction on Pre-Action Conduct; you should seek independent legal advice.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is a limited liability partnership registered in England and Wales (no. OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of members is available at our registered office, ${officeAddress(r)}.`,
      ],
    };
  }
  return { spec, truth: truth(creditor, total, ref, debtType, stage, kind, c, payBy) };
};

export const FRESH17A_FAMILIES: Family[] = [
  {
    id: 'W184',
    name: 'Airport drop-off zone charge unpaid, late payment charge added',
    group: 'private_parking',
    make: airportDropOff,
  },
  {
    id: 'W185',
    name: 'Council Tax Reduction overpaid, added to the council tax account with a revised bill',
    group: 'council_tax',
    make: ctrOverpaid,
  },
  {
    id: 'W186',
    name: 'Motor insurer subrogated claim for repair costs (insurer, recovery agent or solicitors)',
    group: 'business',
    make: subrogatedClaim,
  },
];
