/**
 * The twelfth fresh held-out set, part a (W139–W141): local-tax letters the corpus does not have yet — a Scottish
 * council's own council tax letter after the sheriff has granted a summary warrant (arrears plus the 10% statutory
 * addition), Northern Ireland Land & Property Services' domestic rates arrears letters (reminder and final notice
 * before a court summons), and an English council's notice imposing a £70 civil penalty for not reporting a change
 * (a discount or exemption no longer due), demanding the penalty with the recalculated council tax. Written by a
 * writer who had not read the extractor; scored once. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, type Rng } from './vocab';
import {
  ALL_FACES,
  councilName,
  ctx,
  D,
  dear,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

/** The financial year (1 April – 31 March) a date falls in, with its label ("2025/26"). */
function finYear(d: Date): { start: Date; end: Date; label: string } {
  const y = d.getUTCFullYear();
  const s = d.getUTCMonth() >= 3 ? y : y - 1;
  return {
    start: new Date(Date.UTC(s, 3, 1)),
    end: new Date(Date.UTC(s + 1, 2, 31)),
    label: `${s}/${String(s + 1).slice(2)}`,
  };
}
const minus = (v: number) => `-${fmtMoney(v)}`;
/** The place in a council's name ("Borough of Kesbrook Council" → "Kesbrook"), for its web address. */
const placeOf = (name: string) =>
  name.split(' ').find((w) => !['The', 'Borough', 'of', 'the', 'Council', 'City', 'District'].includes(w)) ??
  'council';
/** Council tax band multipliers (ninths of Band D in England; the Scottish ratios differ from Band E up). */
const BANDS_EN: [string, number][] = [
  ['A', 6 / 9],
  ['B', 7 / 9],
  ['C', 8 / 9],
  ['D', 1],
  ['E', 11 / 9],
  ['F', 13 / 9],
];
const BANDS_SC: [string, number][] = [
  ['A', 240 / 360],
  ['B', 280 / 360],
  ['C', 320 / 360],
  ['D', 1],
  ['E', 473 / 360],
  ['F', 585 / 360],
  ['G', 705 / 360],
];

// ------------------------------------------------------------------------------------------------------------
// W139 Scottish council tax after a summary warrant
// ------------------------------------------------------------------------------------------------------------

/** A Scottish council's name as printed ("Kesbrook Council", "Dunholt City Council", "The Fenmoor Council"). */
function scotCouncil(r: Rng): { name: string; head: string[] } {
  const p = place(r);
  const v = r.int(0, 2);
  const name = [`${p} Council`, `${p} City Council`, `The ${p} Council`][v];
  const caps = r.chance(0.3);
  const head = caps ? [name.toUpperCase()] : v === 1 && r.chance(0.5) ? [p, 'City Council'] : [name];
  return { name, head };
}
const scotPhone = (r: Rng) => pick(r, [`0131 496 0${r.digits(3)}`, `0141 496 0${r.digits(3)}`]);

/**
 * A Scottish council's own Council Tax letter after the sheriff has granted a summary warrant: the unpaid Council Tax
 * with the water and waste water charges the council collects with it, plus the 10% statutory addition the warrant
 * allows. Three variants, drawn per letter:
 *  - first: the summary warrant notice, which says it follows the council's reminder and final notice and gives 14
 *    days before the account goes to sheriff officers → stage 2 (refers to earlier letters; it is not worded as a
 *    final notice);
 *  - later, final: "final notice before sheriff officers are instructed", after the warrant notice → stage 3;
 *  - later, arrangement: the payment arrangement made after the warrant was not kept, the whole balance is due
 *    again → stage 2 (refers to the arrangement and earlier letter; not worded as final).
 * Creditor = the council (it writes and asks to be paid; the sheriff officers are only named as the next step).
 * debtType 'council_tax' (the council's own letter, not the sheriff officers'). Open choice, kind: a summary warrant
 * is Scotland's counterpart of the liability order, so every variant is 'liability_order'.
 * Amount = "Total now due" / "Balance now due" (arrears + 10%, less anything paid since); the annual charge, the 10%
 * line on its own, the suggested monthly arrangement, the sheriff officers' future fees and earlier-year arrears
 * already with sheriff officers are not it. accountNumber = the Council Tax account number the letter says to quote;
 * the property reference, warrant reference, the sheriff officers' reference and the bank details are not.
 */
const scotSummaryWarrant: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = scotCouncil(r);
  const variant = r.chance(0.45) ? 'first' : r.chance(0.55) ? 'final' : 'arrangement';
  const acc = pick(r, [
    () => r.digits(9),
    () => `${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
    () => `CT ${r.digits(4)} ${r.digits(4)}`,
    () => `${r.digits(8)}/${r.int(1, 3)}`,
  ])();
  const uprn = `${r.digits(6)}${r.digits(6)}`;
  const warrantRef = `SW/${r.letters(2, 'CTWR')}/${r.digits(4)}`;
  // Warrants for a year's arrears are granted from the summer on; earlier in the year it is last year's debt.
  const fy = finYear(c.date.getUTCMonth() >= 6 ? c.date : addDays(c.date, -200));
  const band = pick(r, BANDS_SC);
  const dct = r.money(1390, 1610);
  const ct = round2(dct * band[1]);
  const water = round2(r.money(228, 262) * band[1]);
  const waste = round2(r.money(262, 310) * band[1]);
  const ctr = r.chance(0.3) ? round2(ct * pick(r, [0.25, 0.4, 0.6])) : 0;
  const net = round2(ct + water + waste - ctr);
  const inst = round2(net / 10);
  const nPaid = r.int(0, 4);
  const paid = round2(inst * nPaid);
  const arrears = round2(net - paid);
  const addition = round2(arrears * 0.1);
  const atWarrant = round2(arrears + addition);
  const court = `${place(r)} Sheriff Court`;
  const sheriffFirm = pick(r, [
    `${stem(r)} Sheriff Officers`,
    `${person(r).last} & ${person(r).last}, Messengers-at-Arms and Sheriff Officers`,
  ]);
  const chargeFee = r.money(19, 34);
  // Dates: reminder → final notice → warrant → (warrant notice) → this letter.
  const later = variant !== 'first';
  const noticeDate =
    variant === 'arrangement'
      ? addDays(c.date, -r.int(50, 80))
      : later
        ? addDays(c.date, -r.int(24, 60))
        : c.date;
  const warrant = addDays(noticeDate, -r.int(6, 20));
  const finalNotice = addDays(warrant, -r.int(30, 55));
  const reminder = addDays(finalNotice, -r.int(25, 40));
  // The arrangement: agreed a few days after the warrant notice, first payment a week or so later, then monthly;
  // the instalment missed is the latest one due before this letter, and those before it were paid.
  const monthly = pick(r, [25, 30, 40, 50, 60]);
  const agreed = addDays(noticeDate, r.int(3, 8));
  const arrStart = addDays(agreed, r.int(5, 10));
  let made = 0;
  while (wholeDays(addDays(arrStart, 30 * (made + 1)), c.date) >= 5) made++;
  const missed = addDays(arrStart, 30 * made);
  const sincePaid =
    variant === 'arrangement'
      ? round2(monthly * made)
      : variant === 'final' && r.chance(0.5)
        ? round2(Math.floor(atWarrant * pick(r, [0.05, 0.1, 0.15])))
        : 0;
  const total = round2(atWarrant - sincePaid);
  const days = variant === 'final' ? 7 : 14;
  const pay = addDays(c.date, days);
  const prevYear = r.chance(0.3)
    ? {
        amount: r.money(180, 950),
        ref: `${r.letters(2, 'SHMK')}${r.digits(6)}`,
        label: `${Number(fy.label.slice(0, 4)) - 1}/${fy.label.slice(2, 4)}`,
      }
    : null;
  const hist: string[][] = [
    [`Council Tax ${fy.label} (Band ${band[0]})`, fmtMoney(ct)],
    ['Water charge', fmtMoney(water)],
    ['Waste water charge', fmtMoney(waste)],
    ...(ctr ? [['Council Tax Reduction', minus(ctr)]] : []),
    ...(paid ? [[`Payments received (${nPaid} instalment${nPaid > 1 ? 's' : ''})`, minus(paid)]] : []),
    ['Unpaid when the summary warrant was granted', fmtMoney(arrears)],
    ['Statutory addition of 10%', fmtMoney(addition)],
  ];
  const rows: string[][] = later
    ? [
        [`Balance at summary warrant, ${fy.label}, incl. 10% addition`, fmtMoney(atWarrant)],
        ...(sincePaid
          ? [
              [
                variant === 'arrangement'
                  ? 'Paid under the arrangement'
                  : 'Payments received since our warrant notice',
                minus(sincePaid),
              ],
            ]
          : []),
        ['Balance now due', fmtMoney(total)],
      ]
    : [...hist, ['Total now due', fmtMoney(total)]];
  const totalLabel = later ? 'Balance now due' : 'Total now due';
  const layout = r.int(0, 2);
  const accLabel = pick(r, ['Council Tax account', 'Account number', 'Council Tax reference']);
  const title =
    variant === 'first'
      ? pick(r, [
          'COUNCIL TAX - SUMMARY WARRANT NOTICE',
          'Summary Warrant granted: Council Tax',
          'Notice of Summary Warrant and 10% statutory addition',
        ])
      : variant === 'final'
        ? pick(r, [
            'FINAL NOTICE BEFORE SHERIFF OFFICERS ARE INSTRUCTED',
            'Final notice - Council Tax under summary warrant',
          ])
        : pick(r, [
            'Your arrangement to pay has been cancelled',
            'Council Tax arrears - arrangement not kept',
          ]);
  const opening =
    variant === 'first'
      ? `We sent you a reminder on ${D(c, reminder)} and a final notice on ${D(c, finalNotice)} about your ${fy.label} Council Tax, but the amount due was not paid. The Council therefore applied to the sheriff at ${court}, who granted a summary warrant on ${D(c, warrant)}. The warrant adds a statutory addition of 10% to the amount unpaid and lets the Council recover the debt without any further court action. You no longer have the right to pay by instalments.`
      : variant === 'final'
        ? `On ${D(c, noticeDate)} we wrote to tell you that the sheriff had granted a summary warrant on ${D(c, warrant)} for your unpaid ${fy.label} Council Tax, and that a statutory addition of 10% had been applied. ${sincePaid ? `Since then we have received ${fmtMoney(sincePaid)}, but the` : 'The'} balance has not been paid and you have not contacted us.`
        : `After our notice of ${D(c, noticeDate)} that the sheriff had granted a summary warrant, you agreed with us on ${D(c, agreed)} to clear your ${fy.label} Council Tax arrears at ${fmtMoney(monthly)} a month from ${D(c, arrStart)}. The payment due on ${D(c, missed)} has not been received, so the arrangement has been cancelled and the whole balance is due again.`;
  const next =
    variant === 'final'
      ? `This is your final notice. Unless the balance now due of ${fmtMoney(total)} is paid in full within 7 days of the date of this notice, your account will be passed to ${sheriffFirm} without further warning. They will serve a Charge for Payment and may then arrest your wages or bank account.`
      : `Please pay ${fmtMoney(total)} within 14 days of the date of this letter. If you do not pay or contact us, your account will be passed to ${sheriffFirm}, who will serve a Charge for Payment and may arrest your wages or bank account.`;
  const fees = `Sheriff officers' fees are set by law and are added to what you owe: for example, the fee for serving a Charge for Payment is currently ${fmtMoney(chargeFee)}, and further fees apply to each later step.`;
  const arrange =
    variant === 'arrangement'
      ? `If your circumstances have changed, call us on ${scotPhone(r)} before ${D(c, pay)}. We can only agree a new arrangement if it clears the balance before the end of the financial year.`
      : `If you cannot pay in full, call us before ${D(c, pay)}. We may be able to agree an arrangement, for example ${fmtMoney(monthly)} a month by Direct Debit, but only if you contact us before the account leaves the Council.`;
  const prev = prevYear
    ? `Your ${prevYear.label} arrears of ${fmtMoney(prevYear.amount)} are already with sheriff officers under an earlier warrant (their reference ${prevYear.ref}) and are not included in this notice.`
    : '';
  const payKv: [string, string][] = [
    ['Online', `www.${placeOf(co.name).toLowerCase()}.gov.example/counciltax`],
    ['24-hour payment line', scotPhone(r)],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Reference to quote', acc],
  ];
  const lastCard =
    paid && r.chance(0.6) ? `Last payment: ${fmtMoney(inst)} by card ending ${r.digits(4)}. ` : '';
  const small = `${lastCard}Recovery under Schedule 8 to the Local Government Finance Act 1992 and the Debtors (Scotland) Act 1987. Free money advice is available from your local advice service. Property reference ${uprn}.`;
  const officer = signatory(r, ['Revenues Manager', 'Recovery Team Leader', 'Head of Revenues']);
  const sub = [
    pick(r, ['Council Tax Recovery', 'Revenues and Benefits', 'Finance Service - Council Tax']),
    officeAddress(r),
    `Tel ${scotPhone(r)}`,
  ];
  let spec: Spec;
  if (layout === 0) {
    // Letter: reference panel beside the address, ruled title, statement grid, payment methods.
    const body: Block[] = [
      dear(c),
      { p: opening },
      { grid: rows, header: ['Council Tax account', 'Amount'], widths: [0.72, 0.28] },
      { p: next },
      { p: `${arrange}${prev ? ` ${prev}` : ''}` },
      { kv: payKv },
      { small: `${fees} ${small}` },
    ];
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Warrant ref', warrantRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body,
      closing: 'Yours faithfully',
      sign: [...officer, co.name],
      footer: [`${co.name}, ${officeAddress(r)}. Council Tax enquiries ${scotPhone(r)}.`],
    };
  } else if (layout === 1) {
    // Boxed notice: references in ruled cells, banner title, amount box, two columns, payment slip.
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [
        ['Date of notice', D(c, c.date)],
        ['Enquiries', scotPhone(r)],
      ],
      refGrid: [
        [accLabel, acc],
        ['Property ref', uprn],
        ['Warrant granted', D(c, warrant)],
        ['Band', band[0]],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: opening },
        { grid: later ? rows : hist, widths: [0.72, 0.28], boldLast: false },
        { amountBox: [totalLabel, fmtMoney(total)] },
        { cols: [next, `${arrange} ${fees}`] },
        ...(prev ? [{ p: prev }] : []),
        { small },
      ],
      sign: [],
      slip: {
        title: `Council Tax payment - ${co.name}`,
        rows: [
          [accLabel, acc],
          [totalLabel, fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [],
    };
  } else {
    // Amount box beside the address, two-column table, short letter.
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: totalLabel, amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: 'boxed',
      body: [
        dear(c),
        { p: opening },
        { table: rows.map(([k, v]) => [k, v] as [string, string]), header: ['Summary', 'Amount'] },
        { p: next },
        { p: arrange },
        ...(prev ? [{ small: prev }] : []),
        { small: `${fees} ${small}` },
      ],
      closing: 'Yours sincerely',
      sign: [...officer],
      footer: [
        `${co.name} | Council Tax account ${acc} | Pay online, by phone or by bank transfer quoting your account number.`,
      ],
    };
  }
  const stage = variant === 'final' ? 3 : 2;
  return { spec, truth: truth(co.name, total, acc, 'council_tax', stage, 'liability_order', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W140 Northern Ireland domestic rates arrears (Land & Property Services)
// ------------------------------------------------------------------------------------------------------------

const niPhone = (r: Rng) => `028 9649 6${r.digits(3)}`;
/**
 * Land & Property Services (the Northern Ireland agency that bills and collects rates) writing about domestic rates
 * arrears: capital value × the rate in the pound (regional + district), reliefs, payments and instalments. Two stages,
 * drawn per letter:
 *  - reminder: an instalment (or two) missed, the first letter about it → stage 1, kind council_tax_reminder; amount
 *    = the "Amount overdue" (the missed instalments, less any part payment), not the balance for the year, which the
 *    letter says becomes due only if the overdue amount is not paid;
 *  - final notice: after the reminder the right to instalments is lost and the whole balance is due, or LPS applies
 *    to the court for a summons → stage 3, kind council_tax_final_notice; amount = "Total now due" (this year's
 *    balance + any balance brought forward), not the summons costs or decree costs that would be added.
 * Open choice, debtType: Northern Ireland has domestic rates, not council tax, and the README's list has no rates
 * type. The README's types say who is demanding and why; domestic rates are the local property tax a public body
 * bills to the occupier, the same role council tax plays in Great Britain, so 'council_tax' (not 'normal', which is a
 * business's invoice, nor 'court', since no court has acted yet). The kinds follow the same reading.
 * Creditor = "Land & Property Services" exactly as it heads the letter (some letters print "Land and Property
 * Services"; the truth follows the page); the Department of Finance is named only as its parent department.
 * accountNumber = the rate account number the letter says to quote; the property ID, capital value, the Direct Debit
 * reference, the masked card and the bank details are not it.
 */
const niRatesArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const final = r.chance(0.5);
  const amp = r.chance(0.75);
  const name = amp ? 'Land & Property Services' : 'Land and Property Services';
  const hv = r.int(0, 2);
  const head =
    hv === 0
      ? [name]
      : hv === 1
        ? [amp ? 'Land & Property' : 'Land and Property', 'Services']
        : [name.toUpperCase()];
  const acc = pick(r, [
    () => r.digits(10),
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
    () => `R${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
    () => `${r.digits(6)}/${r.digits(3)}`,
  ])();
  const accLabel = pick(r, ['Rate account number', 'Account number', 'Rates account no.']);
  const propId = r.digits(6);
  const fy = finYear(c.date.getUTCMonth() >= 5 || c.date.getUTCMonth() <= 1 ? c.date : addDays(c.date, -120));
  const cv = r.int(13, 64) * 5000;
  const regional = r.int(4400, 4700) / 1e6;
  const district = r.int(3300, 4600) / 1e6;
  const poundage = Math.round((regional + district) * 1e6) / 1e6;
  const gross = round2(cv * poundage);
  const lpa = r.chance(0.2) ? round2(gross * 0.2) : 0;
  const hb = r.chance(0.25) ? round2(gross * pick(r, [0.15, 0.3, 0.5])) : 0;
  const net = round2(gross - lpa - hb);
  const inst = round2(net / 10);
  // Instalments fall on the 1st of each month from May; how many were due before this letter (at most 10).
  const monthsIn = Math.min(
    10,
    Math.max(2, (c.date.getUTCFullYear() - fy.start.getUTCFullYear()) * 12 + c.date.getUTCMonth() - 3),
  );
  const missedN = Math.min(monthsIn, final ? r.int(2, 3) : r.int(1, 2));
  const paidN = Math.max(0, monthsIn - missedN);
  // The tenth instalment takes the rounding difference.
  const instAt = (i: number) => (i === 9 ? round2(net - 9 * inst) : inst);
  const sum = (from: number, n: number) =>
    round2(Array.from({ length: n }, (_, i) => instAt(from + i)).reduce((a, b) => a + b, 0));
  const paid = sum(0, paidN);
  const part = !final && missedN === 2 && r.chance(0.4) ? round2(Math.floor(inst * 0.4)) : 0;
  const overdue = round2(sum(paidN, missedN) - part);
  const yearBal = round2(net - paid - part);
  const brought = final && r.chance(0.3) ? r.money(95, 640) : 0;
  const totalDue = round2(yearBal + brought);
  const amount = final ? totalDue : overdue;
  const summonsCosts = pick(r, [68.5, 73, 79.5, 84]);
  const reminderDate = addDays(c.date, -r.int(18, 35));
  const pay = addDays(c.date, 14);
  const missedDates = Array.from({ length: missedN }, (_, i) => {
    const m = 4 + paidN + i; // months after January of the financial year's start
    return new Date(Date.UTC(fy.start.getUTCFullYear() + Math.floor(m / 12), m % 12, 1));
  });
  const ddRef = `DD${r.digits(7)}`;
  const card = r.digits(4);
  const prevLabel = `${Number(fy.label.slice(0, 4)) - 1}/${fy.label.slice(2, 4)}`;
  const calc: [string, string][] = [
    ['Capital value', fmtMoney(cv).replace('.00', '')],
    ['Rate in the £ (regional + district)', poundage.toFixed(6)],
    [`Rates for ${fy.label}`, fmtMoney(gross)],
    ...(lpa ? ([['Lone Pensioner Allowance', minus(lpa)]] as [string, string][]) : []),
    ...(hb ? ([['Rate relief (Housing Benefit)', minus(hb)]] as [string, string][]) : []),
    ...(lpa || hb ? ([['Rates payable', fmtMoney(net)]] as [string, string][]) : []),
  ];
  const statement: string[][] = final
    ? [
        [`Rates for ${fy.label} (capital value ${fmtMoney(cv).replace('.00', '')})`, fmtMoney(gross)],
        ...(lpa ? [['Lone Pensioner Allowance (20%)', minus(lpa)]] : []),
        ...(hb ? [['Rate relief (Housing Benefit)', minus(hb)]] : []),
        ...(paid ? [[`Payments received (${paidN} instalments)`, minus(paid)]] : []),
        ...(brought ? [[`Balance brought forward from ${prevLabel}`, fmtMoney(brought)]] : []),
        ['Total now due', fmtMoney(totalDue)],
      ]
    : [
        ...missedDates.map((d, i) => [`Instalment due ${D(c, d)}`, fmtMoney(instAt(paidN + i))]),
        ...(part ? [['Part payment received', minus(part)]] : []),
        ['Amount overdue', fmtMoney(overdue)],
      ];
  const amtLabel = final ? 'Total now due' : 'Amount overdue';
  const title = final
    ? pick(r, [
        'FINAL NOTICE - RATES ARREARS',
        'Final Notice: Domestic Rates',
        'RATES - FINAL NOTICE BEFORE LEGAL ACTION',
      ])
    : pick(r, ['Rates reminder', 'REMINDER - RATES INSTALMENT NOT PAID', 'Your rates payment is overdue']);
  const opening = final
    ? `We wrote to you on ${D(c, reminderDate)} because your rates instalments were overdue. As the overdue amount was not paid, you have lost the right to pay your ${fy.label} rates by instalments and the whole balance for the year is now due.`
    : `Our records show that the ${missedN === 1 ? 'instalment' : 'instalments'} due on ${missedDates.map((d) => D(c, d)).join(' and ')} (${fmtMoney(sum(paidN, missedN))}${missedN === 1 ? '' : ' in total'}) ${missedN === 1 ? 'has' : 'have'} not been paid${part ? `, apart from ${fmtMoney(part)} received` : ''}. Your rates for ${fy.label} are ${fmtMoney(net)}, payable in 10 monthly instalments.`;
  const action = final
    ? `Unless the total now due of ${fmtMoney(totalDue)} is paid within 14 days of the date of this notice, we will apply to the Magistrates' Court for a summons without further notice. Summons costs of ${fmtMoney(summonsCosts)} will then be added, and if the court grants a decree the debt may be passed to the Enforcement of Judgments Office, which can add its own fees.`
    : `Please pay the amount overdue of ${fmtMoney(overdue)} within 14 days. If you do, you can keep paying by instalments. ${
        yearBal > overdue + 1
          ? `If you do not, you will lose the right to pay by instalments and the balance for the year, ${fmtMoney(yearBal)}, will become due at once; we may then take legal action to recover it.`
          : `If you do not, we may take legal action to recover it, and costs will be added.`
      }`;
  const help = `If you are having difficulty paying, contact us straight away: you may be entitled to Rate Relief or Housing Benefit, and we can discuss an arrangement. Free independent debt advice is also available.`;
  const payKv: [string, string][] = [
    ['Online', `www.${pick(r, ['lpsrates', 'nirates', 'ratesni'])}.gov.example/pay`],
    ['By phone', `${niPhone(r)} (debit or credit card)`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Quote', `${accLabel.toLowerCase()} ${acc}`],
  ];
  const small = `${paid && r.chance(0.5) ? `Your last payment was made by card ending ${card}. ` : ''}${r.chance(0.4) ? `Your Direct Debit (reference ${ddRef}) was cancelled by your bank. ` : ''}Rates are collected under the Rates (Northern Ireland) Order 1977. If you have already paid, please ignore this ${final ? 'notice' : 'reminder'}.`;
  const sub = [
    pick(r, ['Rating Collection', 'Rates Collection Unit', 'Domestic Rates']),
    officeAddress(r),
    `Tel ${niPhone(r)}`,
  ];
  const footer = [
    `${name} is an agency within the Department of Finance. Valuation list reference: property ID ${propId}.`,
  ];
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Property ID', propId],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: statement,
          header: [final ? 'Rates account' : 'Overdue instalments', 'Amount'],
          widths: [0.72, 0.28],
        },
        { p: action },
        { kv: payKv },
        { p: help },
        { small },
      ],
      closing: 'Yours faithfully',
      sign: [pick(r, ['Rating Collection Team', 'Collection Manager', 'Rates Collection Officer']), name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      headBand: r.chance(0.5),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        [accLabel, acc],
        ['Property ID', propId],
        ['Rating year', fy.label],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: opening },
        { kv: calc },
        { grid: statement.slice(0, -1), widths: [0.72, 0.28], boldLast: false },
        { amountBox: [amtLabel, fmtMoney(amount)] },
        { cols: [action, help] },
        { small },
      ],
      sign: [],
      slip: {
        title: `Rates payment slip - ${name}`,
        rows: [
          [accLabel, acc],
          [amtLabel, fmtMoney(amount)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: amtLabel, amount: fmtMoney(amount), note: `Please pay by ${D(c, pay)}` },
      panel: [
        [accLabel, acc],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: 'plain',
      body: [
        dear(c),
        { p: opening },
        { table: statement.map(([k, v]) => [k, v] as [string, string]) },
        { p: action },
        {
          p: `Pay online, by phone on ${niPhone(r)} or at any bank, quoting your ${accLabel.toLowerCase()} ${acc}. ${help}`,
        },
        { small },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collection Manager', 'Senior Rates Officer']), name],
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      name,
      amount,
      acc,
      'council_tax',
      final ? 3 : 1,
      final ? 'council_tax_final_notice' : 'council_tax_reminder',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W141 English council tax £70 civil penalty for not reporting a change
// ------------------------------------------------------------------------------------------------------------

/**
 * An English council's notice imposing a £70 civil penalty (Schedule 3 to the Local Government Finance Act 1992) on
 * a council taxpayer who did not tell the council that a discount or exemption had stopped (a second adult moved in,
 * so the 25% single person discount ended; or a student-only household's exemption ended), with the council tax
 * recalculated from the date of the change. Two stages, drawn per letter:
 *  - penalty notice: the first letter demanding the extra council tax and the penalty → stage 1, kind first_demand
 *    (it is neither a reminder nor a final notice, and the kinds have no council tax bill); it does not refer to any
 *    earlier letter about arrears (the council learnt of the change from records checks);
 *  - reminder: refers to the penalty notice and asks for what is still unpaid within 7 days → stage 2, kind
 *    council_tax_reminder.
 * debtType 'council_tax' (the council's own letter about council tax and a council tax penalty). Creditor = the
 * council. Amount = "Total now due" (extra council tax from the change to the date of the notice + the £70 penalty)
 * or, on the reminder, "Amount outstanding" (that total less anything paid since); the recalculated balance for the
 * rest of the year payable by instalments, the new instalment, the full-year figure the reminder warns of, summons
 * costs and any further penalty are not it. accountNumber = the council tax account number the letter says to quote;
 * the property reference, the discount review reference and the masked card are not it.
 */
const changePenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const reminder = r.chance(0.45);
  const acc = pick(r, [
    () => r.digits(8),
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `CT${r.digits(7)}`,
    () => `${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
  ])();
  const accLabel = pick(r, ['Council tax account', 'Account reference', 'Account no.']);
  const propRef = `${r.digits(6)}/${r.int(1, 9)}`;
  const noticeDate = reminder ? addDays(c.date, -r.int(24, 40)) : c.date;
  const yrNotice = finYear(noticeDate);
  const reviewRef = `${pick(r, ['SPD', 'DR', 'NFI'])}/${yrNotice.label.slice(2, 4)}/${r.digits(5)}`;
  const student = r.chance(0.3);
  const disc = student ? 1 : 0.25;
  const band = pick(r, BANDS_EN);
  const bandD = r.money(1980, 2360);
  const aCur = round2(bandD * band[1]);
  const aPrev = round2(aCur / 1.0499);
  const change = addDays(noticeDate, -r.int(70, 320));
  const other = person(r);
  const otherName = `${other.first} ${c.who.last === other.last ? person(r).last : other.last}`;
  // Extra council tax from the change to the date of the notice, per financial year.
  type Seg = { label: string; from: Date; to: Date; before: number; after: number; diff: number };
  const segs: Seg[] = [];
  const seg = (from: Date, to: Date, annual: number, label: string) => {
    const y = finYear(from);
    const yd = wholeDays(y.start, y.end) + 1;
    const d = wholeDays(from, to) + 1;
    const after = round2((annual * d) / yd);
    const before = round2(after * (1 - disc));
    segs.push({ label, from, to, before, after, diff: round2(after - before) });
  };
  if (change < yrNotice.start) {
    const prevEnd = addDays(yrNotice.start, -1);
    seg(change, prevEnd, aPrev, finYear(change).label);
    seg(yrNotice.start, noticeDate, aCur, yrNotice.label);
  } else seg(change, noticeDate, aCur, yrNotice.label);
  const extra = round2(segs.reduce((a, x) => a + x.diff, 0));
  const penalty = 70;
  const total = round2(extra + penalty);
  // The rest of the year at the full charge, by instalments (not due now).
  const left = wholeDays(noticeDate, yrNotice.end);
  const rest = round2((aCur * left) / (wholeDays(yrNotice.start, yrNotice.end) + 1));
  // Instalments run April to January; those still to come after the notice's month.
  const nLeft = Math.max(0, 9 - ((noticeDate.getUTCMonth() + 9) % 12));
  const nextInst = new Date(Date.UTC(noticeDate.getUTCFullYear(), noticeDate.getUTCMonth() + 1, 1));
  const monthly = nLeft ? round2(rest / nLeft) : 0;
  const paidSince = reminder && r.chance(0.35) ? round2(pick(r, [20, 25, 50, 70])) : 0;
  const outstanding = round2(total - paidSince);
  const amount = reminder ? outstanding : total;
  const amtLabel = reminder ? 'Amount outstanding' : 'Total now due';
  const pay = addDays(c.date, reminder ? 7 : 14);
  const noticePay = addDays(noticeDate, 14);
  const summons = pick(r, [70, 80, 85, 96.5, 110]);
  const what = student
    ? `the exemption for a home where everyone is a full-time student ended on ${D(c, change)}, when ${otherName} finished their course`
    : pick(r, [
        `another adult, ${otherName}, has lived at the property since ${D(c, change)}, so you were no longer entitled to the 25% single person discount from that date`,
        `${otherName} joined the electoral register at your address from ${D(c, change)}, so the 25% single person discount stopped applying on that date`,
      ]);
  const found = pick(r, [
    'Checks of the electoral register and credit reference data show',
    'Information from our single person discount review shows',
    'Records shared with us under the National Fraud Initiative show',
  ]);
  const segLabel = (x: Seg) => `${x.label}: ${D(c, x.from)} to ${D(c, x.to)}`;
  const grid4: string[][] = [
    ...segs.map((x) => [segLabel(x), fmtMoney(x.before), fmtMoney(x.after), fmtMoney(x.diff)]),
    ['Penalty for failing to notify a change', '', '', fmtMoney(penalty)],
    ['Total now due', '', '', fmtMoney(total)],
  ];
  const remRows: string[][] = [
    [`Additional council tax from ${D(c, change)}`, fmtMoney(extra)],
    [`Penalty imposed ${D(c, noticeDate)}`, fmtMoney(penalty)],
    ...(paidSince ? [['Paid since our notice', minus(paidSince)]] : []),
    ['Amount outstanding', fmtMoney(outstanding)],
  ];
  const title = reminder
    ? pick(r, [
        'Council Tax reminder - penalty and additional charge unpaid',
        'REMINDER: council tax penalty notice',
        'Reminder - amount outstanding',
      ])
    : pick(r, [
        'Notice of penalty and amended council tax',
        'COUNCIL TAX PENALTY NOTICE',
        'Civil penalty: failure to tell us about a change',
      ]);
  const opening = reminder
    ? `On ${D(c, noticeDate)} we sent you a penalty notice with an amended bill, because you had not told us that ${what}. We asked you to pay ${fmtMoney(total)} by ${D(c, noticePay)}.${paidSince ? ` We have received ${fmtMoney(paidSince)}, but the rest` : ' This'} has not been paid.`
    : `${found} that ${what}. You did not tell us about this change within 21 days, as the law requires, so the council tax on your account has been recalculated from ${D(c, change)} and the Council has imposed a penalty of ${fmtMoney(penalty)}.`;
  const payText = reminder
    ? `Please pay the amount outstanding of ${fmtMoney(outstanding)} within 7 days. If you do not, you will lose the right to pay by instalments, the full balance for ${yrNotice.label} will become due, and we may apply to the magistrates' court for a summons, which would add costs of ${fmtMoney(summons)}.`
    : `Please pay the total now due of ${fmtMoney(total)} by ${D(c, pay)}, quoting your account number.${
        nLeft
          ? ` The rest of this year's charge, ${fmtMoney(rest)}, will be collected in ${nLeft} monthly instalment${nLeft > 1 ? 's' : ''} of ${fmtMoney(monthly)} from ${D(c, nextInst)}; that amount is not due now.`
          : ''
      }`;
  const appeal = `You may appeal against the penalty to the Valuation Tribunal for England within two months of ${reminder ? 'the date of the penalty notice' : 'the date of this notice'}; you do not have to pay the penalty while an appeal is pending. The Council will cancel the penalty if you had a reasonable excuse. If you fail to tell us about a change again, a further penalty may be imposed.`;
  const law = `Penalty imposed under paragraph 1 of Schedule 3 to the Local Government Finance Act 1992. Review ref ${reviewRef}.`;
  const web = `www.${placeOf(co.name).toLowerCase()}.gov.example/counciltax`;
  const card = r.chance(0.4)
    ? ` Payments by card ending ${r.digits(4)} will be taken on your usual date.`
    : '';
  const sub = [
    pick(r, ['Revenues Service', 'Council Tax Section', 'Local Taxation']),
    officeAddress(r),
    `${phone(r)}  ${web}`,
  ];
  const sign = signatory(r, ['Revenues Manager', 'Council Tax Manager', 'Compliance Officer']);
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Property ref', propRef],
        ['Review ref', reviewRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { p: opening },
        reminder
          ? { grid: remRows, header: ['Account', 'Amount'], widths: [0.72, 0.28] }
          : {
              grid: grid4,
              header: ['Period', 'Billed before', 'Recalculated', 'Now due'],
              widths: [0.46, 0.18, 0.18, 0.18],
            },
        { p: payText },
        {
          p: `Pay online at ${web}, by phone on ${phone(r)} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${acc}.${card}`,
        },
        { small: `${appeal} ${law}` },
      ],
      closing: 'Yours sincerely',
      sign: [...sign, co.name],
      footer: [`${co.name}, ${officeAddress(r)}`],
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [
        ['Date of notice', D(c, c.date)],
        ['Enquiries', phone(r)],
      ],
      refGrid: [
        [accLabel, acc],
        ['Property ref', propRef],
        ['Band', band[0]],
        ['Review ref', reviewRef],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: opening },
        {
          kv: [
            ['Change', student ? 'Student exemption ended' : 'Single person discount (25%) no longer due'],
            ['Date of change', D(c, change)],
            reminder
              ? ['Penalty notice dated', D(c, noticeDate)]
              : ['Penalty imposed', `${fmtMoney(penalty)} on ${D(c, noticeDate)}`],
          ],
        },
        reminder
          ? { grid: remRows.slice(0, -1), widths: [0.72, 0.28], boldLast: false }
          : {
              grid: grid4.slice(0, -1),
              header: ['Period', 'Billed before', 'Recalculated', 'Now due'],
              widths: [0.46, 0.18, 0.18, 0.18],
              boldLast: false,
            },
        { amountBox: [amtLabel, fmtMoney(amount)] },
        { cols: [payText, appeal] },
        { small: law },
      ],
      sign: [],
      slip: {
        title: `Council tax payment - ${co.name}`,
        rows: [
          [accLabel, acc],
          [amtLabel, fmtMoney(amount)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'right',
      recipient: rcpt(c),
      owe: { label: amtLabel, amount: fmtMoney(amount), note: `Please pay by ${D(c, pay)}` },
      panel: [
        [accLabel, acc],
        ['Property ref', propRef],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: 'boxed',
      body: [
        dear(c),
        { p: opening },
        {
          table: (reminder
            ? remRows
            : [
                [`Additional council tax, ${D(c, change)} to ${D(c, noticeDate)}`, fmtMoney(extra)],
                ['Penalty for failing to notify a change', fmtMoney(penalty)],
                ['Total now due', fmtMoney(total)],
              ]
          ).map(([k, v]) => [k, v] as [string, string]),
        },
        { p: payText },
        {
          p: `Pay online at ${web} or on our 24-hour payment line ${phone(r)}, quoting your ${accLabel.toLowerCase()} ${acc}.`,
        },
        { small: `${appeal} ${law}${card}` },
      ],
      closing: 'Yours faithfully',
      sign: [...sign],
      footer: [`${co.name} - Council Tax account ${acc} - ${web}`],
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      amount,
      acc,
      'council_tax',
      reminder ? 2 : 1,
      reminder ? 'council_tax_reminder' : 'first_demand',
      c,
      pay,
    ),
  };
};

export const FRESH12A_FAMILIES: Family[] = [
  {
    id: 'W139',
    name: 'Scottish council tax after summary warrant (10% addition)',
    group: 'council_tax',
    make: scotSummaryWarrant,
  },
  {
    id: 'W140',
    name: 'NI Land & Property Services domestic rates arrears',
    group: 'council_tax',
    make: niRatesArrears,
  },
  {
    id: 'W141',
    name: 'English council tax £70 penalty for an unreported change',
    group: 'council_tax',
    make: changePenalty,
  },
];
