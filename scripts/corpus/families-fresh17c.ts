/**
 * The sixteenth fresh held-out set, part c (W190–W192): kinds of letter the corpus does not have yet — a Scottish
 * council's reminder, second reminder or final notice for council tax together with the water and waste water
 * (sewerage) charges it collects on the same bill, with the Scottish instalment rules and the summary warrant warning;
 * a Northern Ireland housing association's rent arrears letters to a tenant (first letter, follow-up, final warning or
 * the covering letter to a Notice Seeking Possession); and a Welsh water company's bilingual (Welsh and English)
 * reminder, second reminder or final notice for unpaid water and sewerage charges. Written blind to the extractor;
 * scored once. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README
 * leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, person, postcode, place, sortCode, type Rng } from './vocab';
import {
  ALL_FACES,
  ctx,
  D,
  dear,
  oOrI,
  pick,
  rcpt,
  round2,
  signatory,
  truth,
  type Ctx,
  type Family,
} from './family-kit';

/** Money as whole pence, so running balances add up exactly. */
const pence = (v: number) => Math.round(v * 100);
const pounds = (p: number) => p / 100;
const neg = (v: number) => `-${fmtMoney(v)}`;
const web = (s: string) => `www.${s.toLowerCase().replace(/[^a-z]/g, '')}.example`;

// ------------------------------------------------------------------------------------------------------------
// Scotland: council tax with water and waste water charges
// ------------------------------------------------------------------------------------------------------------

const SC_A = ['Kil', 'Strath', 'Inver', 'Glen', 'Auch', 'Dal', 'Ard', 'Bal'];
const SC_B = ['brannoch', 'morven', 'lochan', 'fernie', 'tarvie', 'dorran', 'ellan', 'carrick'];
const scPlace = (r: Rng) => pick(r, SC_A) + pick(r, SC_B);
/** Scottish drama-range numbers (Edinburgh and Glasgow). */
const scPhone = (r: Rng) => pick(r, [`0131 496 0${r.digits(3)}`, `0141 496 0${r.digits(3)}`]);

function scotCouncilName(r: Rng): { name: string; head: string[]; gaelic: string } {
  const p = scPlace(r);
  const v = r.int(0, 3);
  const name = [
    `${p} Council`,
    `City of ${p} Council`,
    `${pick(r, ['North', 'East', 'South'])} ${p} Council`,
    `${p} Islands Council`,
  ][v];
  const head = r.chance(0.3)
    ? [name.toUpperCase()]
    : v === 1 && r.chance(0.6)
      ? ['City of', `${p} Council`]
      : [name];
  return { name, head, gaelic: `Comhairle ${p}` };
}

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const CT_RATIO = [240, 280, 320, 360, 473, 585, 705, 882].map((x) => x / 360);
const WATER_RATIO = [240, 280, 320, 360, 420, 480, 540, 600].map((x) => x / 360);

/**
 * A Scottish council's council tax reminder notice, second reminder or final notice, on the combined bill for council
 * tax and the water and waste water charges the council collects with it. Two layouts: a letter with a reference
 * panel, a table and a payment slip; or a notice form with a row of reference cells, an "amount due" box beside the
 * address, a boxed summary warrant warning and a two-column footer.
 * Amount: on a reminder (stage 1) or a second reminder (stage 2, it names the earlier reminder) the overdue
 * instalment(s) of the combined charge, less any part payment; the rest of the year's balance that falls due if it is
 * not paid, the next instalment and the annual charges are not it. On a final notice (stage 3: the right to pay by
 * instalments is lost) the whole balance for the year; the 10% statutory addition a summary warrant would add is a
 * possible future fee. debtType council_tax (the water charges are billed and recovered as part of the council tax
 * account, by the council); kinds council_tax_reminder / council_tax_final_notice. Reference = the council tax
 * account number, not the property reference or the assessor's reference. payBy: 7 days on reminders, 14 on a final
 * notice (both asked to be paid by then).
 */
const scotCtaxWater: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = scotCouncilName(r);
  const acc = pick(r, [
    () => r.digits(10),
    () => `${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`,
    () => `CT-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(8)}${pick(r, ['/1', '/2', '-0'])}`,
  ])();
  const uprn = r.digits(12);
  const assessor = `${r.letters(2, 'KSDMGL')}/${r.digits(3)}/${r.digits(5)}-${r.digits(3)}`;
  const bi = r.int(0, 7);
  const band = BANDS[bi];
  const ctD = pick(r, [1417.2, 1488.65, 1532.9, 1601.34, 1644.08]);
  const wD = pick(r, [250.2, 263.7, 279.4]);
  const wwD = pick(r, [292.5, 306.9, 325.8]);
  const ctGross = round2(ctD * CT_RATIO[bi]);
  const wGross = round2(wD * WATER_RATIO[bi]);
  const wwGross = round2(wwD * WATER_RATIO[bi]);
  const spd = r.chance(0.4);
  const disc = spd ? round2((ctGross + wGross + wwGross) * 0.25) : 0;
  const ctr = !spd && r.chance(0.25) ? r.money(120, 480) : 0;
  const annualP = pence(ctGross + wGross + wwGross) - pence(disc) - pence(ctr);
  // The instalment that was missed, 10 to 24 days before the letter (the next one falls after the letter).
  const late = addDays(c.date, -r.int(10, 24));
  const due = addDays(late, -Math.max(0, late.getUTCDate() - 28));
  const instDay = due.getUTCDate();
  const fyStart = due.getUTCMonth() >= 3 ? due.getUTCFullYear() : due.getUTCFullYear() - 1;
  const fy = `${fyStart}/${String(fyStart + 1).slice(2)}`;
  const idx = (due.getUTCMonth() - 3 + 12) % 12;
  const n = idx >= 10 ? 12 : pick(r, [10, 12]);
  const instP = Math.floor(annualP / n);
  const firstP = annualP - instP * (n - 1);
  const instOf = (i: number) => (i === 0 ? firstP : instP);
  // Earlier reminders must fall inside the same financial year (from 1 April); when there is no room, a first reminder.
  const fyFrom = new Date(Date.UTC(fyStart, 3, 1));
  const daysIn = (c.date.getTime() - fyFrom.getTime()) / 86400000;
  let stage = pick(r, [1, 2, 3] as const);
  if (stage === 2 && (idx < 1 || daysIn < 50)) stage = 1;
  if (stage === 3 && daysIn < 40) stage = 1;
  const k = stage === 1 && idx >= 1 && r.chance(0.3) ? 2 : 1;
  const part = r.chance(0.3) ? Math.floor((instP * pick(r, [0.2, 0.35, 0.5])) / 100) * 100 : 0;
  let paidP = part;
  for (let i = 0; i <= idx - k; i++) paidP += instOf(i);
  const overdueP = (() => {
    let s = -part;
    for (let i = idx - k + 1; i <= idx; i++) s += instOf(i);
    return s;
  })();
  const balP = annualP - paidP;
  const overdue = pounds(overdueP);
  const bal = pounds(balP);
  const annual = pounds(annualP);
  const inst = pounds(instP);
  const amount = stage === 3 ? bal : overdue;
  const pay = addDays(c.date, stage === 3 ? 14 : 7);
  const warrantAdd = round2(bal * 0.1);
  const dueDates = Array.from(
    { length: k },
    (_, j) => new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() - (k - 1 - j), instDay)),
  );
  const nextDue = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, instDay));
  // Stage 2: the earlier reminder was about an earlier instalment, sent before the one now missed fell due.
  // Stage 3: the reminder whose 7 days (and the 14 after) have run out.
  const earlier =
    stage === 2
      ? addDays(due, -r.int(8, Math.min(40, Math.max(8, Math.floor(daysIn) - 30))))
      : addDays(c.date, -r.int(22, Math.min(45, Math.max(22, Math.floor(daysIn) - 12))));
  const twoBefore = stage === 3 && idx >= 3 && daysIn > 110 && r.chance(0.6);
  const earlier2 = addDays(earlier, -r.int(30, Math.min(62, Math.floor(daysIn) - 60)));
  const layout = r.int(0, 1);
  const dept = pick(r, [
    'Council Tax and Water Charges',
    'Finance Services - Revenues',
    'Revenues and Benefits - Council Tax',
    'Customer and Revenue Services',
  ]);
  const addr = `${r.int(1, 60)} ${pick(r, ['High Street', 'Castle Wynd', 'Market Brae', 'Academy Street', 'Bridge Street'])}, ${scPlace(r)}, ${postcode(r)}`;
  const ph = scPhone(r);
  const site = web(co.name.replace(/ Council$/, 'council'));
  const accLabel = pick(r, ['Council Tax account', 'Account number', 'Account reference']);
  const titleBase =
    stage === 3
      ? pick(r, ['FINAL NOTICE', 'Final Notice', 'COUNCIL TAX FINAL NOTICE'])
      : stage === 2
        ? pick(r, ['SECOND REMINDER NOTICE', 'Second Reminder', 'Second Reminder Notice'])
        : pick(r, ['REMINDER NOTICE', 'Reminder Notice', 'Council Tax Reminder']);
  const title =
    r.chance(0.5) || /council tax/i.test(titleBase)
      ? `${titleBase} ${fy}`
      : `${titleBase} - Council Tax and Water Charges ${fy}`;

  const chargeRows: string[][] = [
    [`Council Tax (Band ${band})`, fmtMoney(ctGross)],
    ['Water charge', fmtMoney(wGross)],
    ['Waste water (sewerage) charge', fmtMoney(wwGross)],
    ...(spd ? [['Less single person discount (25%)', neg(disc)]] : []),
    ...(ctr ? [['Less Council Tax Reduction', neg(ctr)]] : []),
    ['Total charges for the year', fmtMoney(annual)],
    ['Less payments received', neg(pounds(paidP))],
    ['Balance now due', fmtMoney(bal)],
  ];
  const instRows: string[][] = [
    ...dueDates.map((d, j) => [`Instalment due ${D(c, d)}`, fmtMoney(pounds(instOf(idx - k + 1 + j)))]),
    ...(part ? [['Less part payment received', neg(pounds(part))]] : []),
    ['Amount now overdue', fmtMoney(overdue)],
  ];

  const opening =
    stage === 3
      ? twoBefore
        ? `You have been sent reminder notices on ${D(c, earlier2)} and ${D(c, earlier)} for late instalments this year and have again failed to pay an instalment on time. You have therefore lost the right to pay by instalments, and the whole of the balance for ${fy} is now due.`
        : `We sent you a reminder notice on ${D(c, earlier)}. As the amount shown on that notice was not paid within 7 days, you have lost the right to pay by instalments and the whole of the balance for ${fy} is now due.`
      : stage === 2
        ? `We sent you a reminder on ${D(c, earlier)} about a late instalment. Our records now show that ${k > 1 ? 'the instalments' : 'the instalment'} due on ${dueDates.map((d) => D(c, d)).join(' and ')} ${k > 1 ? 'have' : 'has'} not been paid${part ? ' in full' : ''}. This is your second reminder this year.`
        : `Our records show that ${k > 1 ? 'the instalments' : 'the instalment'} of Council Tax and water and waste water charges due on ${dueDates.map((d) => D(c, d)).join(' and ')} ${k > 1 ? 'have' : 'has'} not been paid${part ? ' in full' : ''}.`;
  const demand =
    stage === 3
      ? `You must pay the balance of ${fmtMoney(bal)} within 14 days of the date of this notice, by ${D(c, pay)}.`
      : `Please pay the overdue amount of ${fmtMoney(overdue)} within 7 days, by ${D(c, pay)}. If you do, you may continue to pay by instalments and your next instalment of ${fmtMoney(inst)} will be due on ${D(c, nextDue)}.`;
  const consequence =
    stage === 3
      ? `If the balance is not paid, the Council will apply to the Sheriff for a Summary Warrant without further notice. A statutory addition of 10% (${fmtMoney(warrantAdd)} on this balance) will then be added and the debt passed to Sheriff Officers, who may arrest your earnings or bank account to recover it.`
      : stage === 2
        ? `If you do not pay within 7 days you will lose the right to pay by instalments and the full balance of ${fmtMoney(bal)} will become payable. If you miss another instalment this year you will not receive a further reminder: a final notice will be issued and the Council may apply for a Summary Warrant.`
        : `If you do not pay within 7 days you will lose the right to pay by instalments, and the full balance for the year of ${fmtMoney(bal)} will become payable 14 days after that. The Council may then apply to the Sheriff for a Summary Warrant, which adds 10% to the amount owed.`;
  const help = pick(r, [
    `If you are having difficulty paying, please contact us now on ${ph}. You may be entitled to Council Tax Reduction, which also reduces your water and waste water charges, and free confidential money advice is available from the Council's Money Advice team.`,
    `Struggling to pay? Call us on ${ph} before the date above. Check whether you can get Council Tax Reduction or a discount at ${site}. Independent money advice is free.`,
  ]);
  const ways = `Pay online at ${site}, by our 24-hour automated line on ${scPhone(r)}, by Direct Debit, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your account number ${acc}.`;
  const legal = `Council Tax and the water and waste water charges are payable under the Local Government Finance Act 1992 and the Council Tax (Administration and Enforcement) (Scotland) Regulations 1992. ${co.name} collects water and waste water charges on behalf of the public water authority together with Council Tax.`;
  const signer = signatory(r, [
    'Revenues Manager',
    'Head of Finance',
    'Chief Financial Officer',
    'Council Tax Manager',
  ]);

  const spec: Spec =
    layout === 0
      ? {
          face: c.face,
          head: co.head,
          logoMark: pick(r, ['shield', 'rings', undefined] as const),
          sub: [
            ...(co.head.length === 1 && r.chance(0.35) ? [co.gaelic] : []),
            dept,
            addr,
            `Telephone ${ph}  ${site}`,
          ],
          headAlign: pick(r, ['left', 'center'] as const),
          recipient: rcpt(c),
          panel: [
            [accLabel, acc],
            ['Property reference', uprn],
            ['Band', band],
            ['Date of notice', D(c, c.date)],
          ],
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.4),
          title,
          titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
          body: [
            dear(c),
            { p: opening },
            stage === 3
              ? { grid: chargeRows, header: ['Charges for ' + fy, 'Amount'], widths: [0.72, 0.28] }
              : { grid: instRows, header: ['Instalments', 'Amount'], widths: [0.72, 0.28] },
            { p: demand },
            { p: consequence },
            { p: help },
            ...(stage !== 3 && r.chance(0.6) ? [{ small: ways }] : []),
          ],
          closing: 'Yours faithfully',
          sign: [...signer, co.name],
          slip: {
            title: `${pick(r, ['Payment slip', 'Remittance advice'])} - ${co.name}`,
            rows: [
              [accLabel, acc],
              [stage === 3 ? 'Balance due' : 'Overdue amount', fmtMoney(amount)],
              ['Pay by', D(c, pay)],
            ],
          },
          footer: [legal],
        }
      : {
          face: c.face,
          head: co.head,
          headBand: r.chance(0.5),
          logoMark: pick(r, ['shield', 'chevron'] as const),
          sub: [dept, `${addr}  ${ph}`],
          headAlign: pick(r, ['left', 'right'] as const),
          returnAddress: r.chance(0.5) ? `If undelivered return to: ${co.name}, ${addr}` : undefined,
          recipient: rcpt(c),
          owe: {
            label: stage === 3 ? 'Balance now due' : 'Amount overdue',
            amount: fmtMoney(amount),
            note: `Pay by ${D(c, pay)}`,
          },
          panel: [],
          refGrid: [
            [accLabel, acc],
            ['Band', band],
            ["Assessor's ref", assessor],
            ['Notice date', D(c, c.date)],
          ],
          title,
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body: [
            { p: opening },
            {
              grid: stage === 3 ? chargeRows : chargeRows.slice(0, -2),
              header: [`Your charges for ${fy}`, 'Amount'],
              widths: [0.7, 0.3],
            },
            {
              kv:
                stage === 3
                  ? [
                      ['Total charges for the year', fmtMoney(annual)],
                      ['Payments received', fmtMoney(pounds(paidP))],
                      ['Balance now due', fmtMoney(bal)],
                    ]
                  : [
                      [`Instalments (${n})`, `${fmtMoney(inst)} a month`],
                      ['Paid so far this year', fmtMoney(pounds(paidP))],
                      ['Amount overdue', fmtMoney(overdue)],
                    ],
            },
            { p: demand },
            { boxed: [stage === 3 ? `SUMMARY WARRANT - ${consequence}` : consequence] },
            { p: help },
          ],
          sign: r.chance(0.5) ? [`${signer[1]}, ${co.name}`] : [],
          footer: [],
          footerCols: [ways, legal],
        };
  const kind = stage === 3 ? 'council_tax_final_notice' : 'council_tax_reminder';
  return { spec, truth: truth(co.name, amount, acc, 'council_tax', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Northern Ireland: housing association rent arrears
// ------------------------------------------------------------------------------------------------------------

const NI_A = ['Bally', 'Drum', 'Carn', 'Lis', 'Knock', 'Kil', 'Glen', 'Rath', 'Mullagh'];
const NI_B = ['morran', 'lisk', 'crevan', 'tullan', 'doragh', 'garvan', 'nahinch', 'cairn'];
const niPlace = (r: Rng) => pick(r, NI_A) + pick(r, NI_B);
/** Northern Ireland drama-range numbers. */
const niPhone = (r: Rng) => `028 9649 6${r.digits(3)}`;

/**
 * A Northern Ireland housing association's rent arrears letter to a secure tenant: a first arrears letter, a follow-up
 * (after the first letter, or after a missed home visit), a final warning that a Notice Seeking Possession will be
 * served, or the covering letter with which the Notice Seeking Possession is served (28 days, then a Decree for
 * Possession in the County Court). Weekly charge of rent and rates; a rent account statement on the later letters.
 * Two layouts: a housing officer's letter with a reference panel; or a boxed notice with an arrears box beside the
 * address, reference cells, two columns and a reply slip with tick boxes.
 * Open choices: debtType 'normal' — a social landlord's rent arrears are an ordinary overdue sum owed to the landlord
 * (it is not a council tax, utility, lender or collector's letter). creditorName = the association's legal name as
 * signed and printed in the footer (the letterhead sometimes drops "Ltd"). Amount = the arrears balance the letter
 * asks to be cleared; the weekly charge, the rent and rates lines, the suggested weekly amount towards the arrears,
 * the housing costs paid by Universal Credit and the court costs a possession claim could add are not it. Reference =
 * the tenancy / rent account reference the letter asks to be quoted; the property reference and the number of the
 * rent payment card are not it. Kinds: first letter first_demand (stage 1); follow-up reminder (stage 2); final
 * warning and the Notice Seeking Possession cover letter final_demand (stage 3: the last letter before court action).
 * payBy only where a date or a number of days is given to pay the arrears (not where it only asks for contact).
 */
const niHousingArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = niPlace(r);
  const form = r.int(0, 2);
  const name = [`${p} Housing Association Ltd`, `${p} Homes Ltd`, `${p} Community Housing Ltd`][form];
  const short = name.replace(/ Ltd$/, '');
  const head = r.chance(0.3)
    ? [short.toUpperCase()]
    : form === 0 && r.chance(0.5)
      ? [p, 'Housing Association']
      : [r.chance(0.5) ? name : short];
  const ref = pick(r, [
    () => `${r.digits(6)}/${r.digits(2)}`,
    () => `T${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `${p.slice(0, 2).toUpperCase()}-${r.digits(7)}`,
    () => `RA ${r.digits(4)} ${r.digits(3)}`,
  ])();
  const propRef = pick(r, [() => `P${r.digits(6)}`, () => `${r.digits(4)}-${r.digits(3)}`])();
  const card = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const rentP = pence(r.money(78, 114));
  const ratesP = pence(r.money(11, 24));
  const wkP = rentP + ratesP;
  const stage = pick(r, [1, 2, 3] as const);
  const nsp = stage === 3 && r.chance(0.5);
  const weeks = stage === 1 ? r.money(1.6, 3.8) : stage === 2 ? r.money(3.2, 7.5) : r.money(7.5, 19);
  const arrP = Math.round((wkP * weeks) / 100) * 100 + r.int(0, 99);
  const arrears = pounds(arrP);
  const towards = pick(r, [3, 5, 7.5, 10, 15]);
  const costs = pick(r, [180, 225, 260, 310]);
  const ho = person(r);
  const hoName = `${ho.first} ${ho.last}`;
  const hoPhone = niPhone(r);
  const office =
    `${pick(r, ['Unit', 'Suite', ''])} ${r.int(1, 40)} ${pick(r, ['Lough Road', 'Mill Street', 'Church Square', 'Quay Street', 'Linen Hall Row'])}, ${niPlace(r)}, ${postcode(r)}`.trim();
  const site = web(short);
  const uc = r.chance(0.45);
  const ucP = uc ? pence(r.money(260, 420)) : 0;

  // Rent account statement for the last few weeks, ending at the arrears balance.
  const w = stage === 3 ? 4 : r.int(4, 5);
  const monday = (() => {
    let d = addDays(c.date, -r.int(3, 9));
    while (d.getUTCDay() !== 1) d = addDays(d, -1);
    return d;
  })();
  const firstMon = addDays(monday, -7 * (w - 1));
  let payP = Math.round(w * wkP * (0.25 + r.next() * 0.5));
  let openP = arrP - w * wkP + payP;
  if (openP <= 0) {
    payP = Math.round(wkP * (0.5 + r.next()));
    openP = arrP - w * wkP + payP;
  }
  if (openP <= 0) {
    openP = r.int(2000, 9000);
    payP = arrP - openP + w * wkP;
  }
  const pays: { d: Date; p: number; what: string }[] = [];
  if (uc && payP > ucP * 1.1) {
    pays.push({ d: addDays(firstMon, r.int(2, 7 * w - 9)), p: ucP, what: 'Universal Credit housing costs' });
    pays.push({
      d: addDays(firstMon, r.int(1, 7 * w - 8)),
      p: payP - ucP,
      what: 'Payment received - thank you',
    });
  } else {
    const n = r.int(1, 2);
    const one = n === 1 ? payP : Math.round(payP * (0.35 + r.next() * 0.3));
    pays.push({ d: addDays(firstMon, r.int(1, 7 * w - 8)), p: one, what: 'Payment received - thank you' });
    if (n === 2)
      pays.push({
        d: addDays(firstMon, r.int(1, 7 * w - 8)),
        p: payP - one,
        what: 'Payment received - thank you',
      });
  }
  const events = [
    ...Array.from({ length: w }, (_, i) => ({
      d: addDays(firstMon, 7 * i),
      p: -wkP,
      what: 'Rent and rates',
    })),
    ...pays,
  ].sort((a, b) => a.d.getTime() - b.d.getTime() || a.p - b.p);
  let run = openP;
  const stmt: string[][] = [
    [`${D(c, addDays(firstMon, -1))} Balance brought forward`, '', '', fmtMoney(pounds(openP))],
  ];
  for (const e of events) {
    run += -e.p;
    stmt.push([
      `${D(c, e.d)} ${e.what}`,
      e.p < 0 ? fmtMoney(pounds(-e.p)) : '',
      e.p > 0 ? fmtMoney(pounds(e.p)) : '',
      fmtMoney(pounds(run)),
    ]);
  }
  stmt.push([`Arrears at ${D(c, monday)}`, '', '', fmtMoney(arrears)]);

  const second = addDays(c.date, -r.int(8, 16));
  const first = stage === 2 ? addDays(c.date, -r.int(14, 30)) : addDays(second, -r.int(14, 28));
  const visit = addDays(c.date, -r.int(6, 14));
  const askPay = stage === 1 || stage === 3 || r.chance(0.6);
  const pay = stage === 3 ? addDays(c.date, nsp ? 28 : 14) : addDays(c.date, 7);
  const layout = r.int(0, 1);
  const wk = fmtMoney(pounds(wkP));

  const title =
    stage === 1
      ? pick(r, ['Your rent account is in arrears', 'Rent arrears', 'RENT ACCOUNT - ARREARS'])
      : stage === 2
        ? pick(r, [
            'Rent arrears - second letter',
            'Your rent arrears have not been cleared',
            'RENT ARREARS REMINDER',
          ])
        : nsp
          ? pick(r, [
              'NOTICE SEEKING POSSESSION - covering letter',
              'Notice Seeking Possession: rent arrears',
            ])
          : pick(r, ['FINAL WARNING - RENT ARREARS', 'Final warning before legal action for possession']);

  const opening =
    stage === 1
      ? pick(r, [
          `Our records show that your rent account is in arrears. Your weekly charge of ${wk} (rent and rates) is due every Monday in advance, and at ${D(c, monday)} your account was ${fmtMoney(arrears)} behind.`,
          `I am writing because your rent account has fallen behind. At ${D(c, monday)} you owed ${fmtMoney(arrears)} in rent and rates.`,
        ])
      : stage === 2
        ? r.chance(0.5)
          ? `We wrote to you on ${D(c, first)} about the arrears on your rent account. You have not cleared them or contacted us, and the arrears have now risen to ${fmtMoney(arrears)}.`
          : `I called at your home on ${D(c, visit)} to discuss your rent account, but I was unable to speak to you and left a card asking you to contact me. I have not heard from you. Your arrears now stand at ${fmtMoney(arrears)}.`
        : nsp
          ? `Despite our letters of ${D(c, first)} and ${D(c, second)}, and our attempts to agree a repayment plan with you, your rent account remains in arrears of ${fmtMoney(arrears)}. We have therefore served the enclosed Notice Seeking Possession under Article 28 of the Housing (Northern Ireland) Order 1983, on the ground that rent lawfully due has not been paid.`
          : `We have written to you on ${D(c, first)} and ${D(c, second)} about your rent arrears, and you have not kept to the arrangement you made with us. Your arrears are now ${fmtMoney(arrears)}. This is your final warning.`;
  const demand =
    stage === 1
      ? `Please pay the arrears of ${fmtMoney(arrears)} by ${D(c, pay)}, together with your weekly charge, or contact me before then so that we can agree how you will clear them.`
      : stage === 2
        ? askPay
          ? `Please pay ${fmtMoney(arrears)} within 7 days of the date of this letter. If you cannot pay it all, you must contact me within that time to agree a repayment plan.`
          : `Please contact me within 7 days to discuss how the arrears of ${fmtMoney(arrears)} will be cleared. We want to help you keep your home.`
        : nsp
          ? `The notice gives you 28 days. If by ${D(c, pay)} you have paid the arrears of ${fmtMoney(arrears)} in full, or have agreed a repayment plan with us and kept to it, we will not apply to the court. If not, we may apply to the County Court for a Decree for Possession of your home at any time in the next 12 months.`
          : `Unless you pay the arrears of ${fmtMoney(arrears)} in full by ${D(c, pay)}, or agree and keep to a repayment plan, we will serve a Notice Seeking Possession on you and may then apply to the County Court for a Decree for Possession of your home.`;
  const plan = `A repayment plan would normally be your weekly charge of ${wk} plus at least ${fmtMoney(towards)} a week towards the arrears.`;
  const courtCosts =
    stage === 3
      ? `If we go to court we will also ask the court to order you to pay our legal costs, currently estimated at ${fmtMoney(costs)}, as well as the arrears.`
      : '';
  const help = pick(r, [
    `If your income has changed, you may be able to get Universal Credit housing costs or Housing Benefit, or a Discretionary Housing Payment. Free, independent housing and debt advice is available, and our Financial Inclusion Officer can help you with a budget.`,
    `Please do not ignore this letter. If you are having money problems, our Tenancy Sustainment team can help you check your benefit entitlement and work out a budget, and independent advice agencies offer free help with debt.`,
  ]);
  const refLabel = pick(r, ['Tenancy reference', 'Rent account', 'Our reference']);
  const quoteAs = refLabel === 'Our reference' ? 'our reference' : `your ${refLabel.toLowerCase()} number`;
  const ways = `You can pay by debit card on ${niPhone(r)} or at ${site}, by standing order, or with your rent payment card (no. ${card}) at any post office. Please quote ${quoteAs} ${ref}.`;
  const footer = `${name} is a housing association registered with the Department for Communities (no. R${r.digits(3)}) and a society registered under the Co-operative and Community Benefit Societies Act (Northern Ireland) 1969 (no. IP${r.digits(5)}). Registered office: ${office}.`;
  const body: Block[] =
    layout === 0
      ? [
          dear(c),
          ...(r.chance(0.5) ? [{ h: `Tenancy of ${c.addr[0]}, ${c.addr[1]}` }] : []),
          { p: opening },
          ...(stage >= 2
            ? [
                {
                  grid: stmt,
                  header: ['Rent account statement', 'Charged', 'Paid', 'Balance'],
                  widths: [0.52, 0.16, 0.16, 0.16],
                } as Block,
              ]
            : [
                {
                  kv: [
                    ['Weekly rent', fmtMoney(pounds(rentP))],
                    ['Weekly rates', fmtMoney(pounds(ratesP))],
                    ['Weekly charge', wk],
                    ['Arrears', fmtMoney(arrears)],
                  ],
                } as Block,
              ]),
          { p: demand },
          { p: `${plan}${courtCosts ? ` ${courtCosts}` : ''}` },
          ...(stage === 1 || (stage === 2 && r.chance(0.5)) ? [{ p: help }] : []),
          { small: ways },
        ]
      : [
          { p: opening },
          {
            cols: [
              `What you owe: arrears of ${fmtMoney(arrears)} at ${D(c, monday)}. Your weekly charge is ${wk} (rent ${fmtMoney(pounds(rentP))}, rates ${fmtMoney(pounds(ratesP))}).${uc ? ` Universal Credit housing costs of ${fmtMoney(pounds(ucP))} a month are paid to us.` : ''}`,
              `What you must do: ${demand.charAt(0).toLowerCase()}${demand.slice(1)}`,
            ],
          },
          ...(courtCosts ? [{ p: courtCosts }] : []),
          ...(stage < 3 ? [{ p: help }] : []),
          { h: `Please tick, sign and return this part, or call ${ho.first} on ${hoPhone}` },
          {
            checks: [
              `I will pay the arrears of ${fmtMoney(arrears)} in full.`,
              `I would like to agree a repayment plan of ${wk} plus ____ a week towards the arrears.`,
              'Please call me about my rent account on (telephone number) ______________',
            ],
          },
          { small: ways },
        ];
  const spec: Spec = {
    face: c.face,
    top:
      stage === 3 && r.chance(0.6)
        ? [nsp ? 'BY HAND AND FIRST CLASS POST' : 'PRIVATE AND CONFIDENTIAL']
        : undefined,
    head,
    logoMark: pick(r, ['rings', 'chevron', 'bars', undefined] as const),
    headBand: layout === 1 && r.chance(0.5),
    sub: [
      pick(r, ['Housing Management', 'Income and Tenancy Services', 'Rents Team']),
      office,
      `${niPhone(r)}  ${site}`,
    ],
    headAlign: pick(r, ['left', 'right', 'center'] as const),
    recipient: rcpt(c),
    ...(layout === 0
      ? {
          panel: [
            [refLabel, ref],
            ['Property ref', propRef],
            ['Housing Officer', hoName],
            ['Direct line', hoPhone],
            ['Date', D(c, c.date)],
          ] as [string, string][],
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.3),
        }
      : {
          panel: [] as [string, string][],
          owe: { label: 'Rent arrears', amount: fmtMoney(arrears), note: `at ${D(c, monday)}` },
          refGrid: [
            [refLabel, ref],
            ['Property ref', propRef],
            ['Housing Officer', hoName],
            ['Date', D(c, c.date)],
          ] as [string, string][],
        }),
    title,
    titleStyle: pick(r, layout === 0 ? (['plain', 'rule'] as const) : (['banner', 'boxed'] as const)),
    body,
    closing: 'Yours sincerely',
    sign: [hoName, 'Housing Officer', name],
    footer: [footer],
  };
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return {
    spec,
    truth: truth(name, arrears, ref, 'normal', stage, kind, c, askPay ? pay : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Wales: a water company's bilingual reminder or final notice
// ------------------------------------------------------------------------------------------------------------

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
/** A date in Welsh, in the letter's date style (numeric dates are the same in both languages). */
const dCy = (c: Ctx, d: Date) =>
  c.ds === 0 ? D(c, d) : `${d.getUTCDate()} ${CY_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** Cardiff drama-range numbers. */
const cyPhone = (r: Rng) => `029 2018 0${r.digits(3)}`;
const CY_STEMS = ['Llynwen', 'Cwmderwen', 'Glasfryn', 'Berwen', 'Nant Arian', 'Maesglas', 'Tawelan'];

/**
 * A Welsh water company's bilingual (Welsh and English) reminder, second reminder or final notice for unpaid water and
 * sewerage charges: a half-yearly metered bill left unpaid, or missed instalments on an unmetered annual bill. Two
 * layouts: Welsh and English side by side in two columns under bilingual labels, with a bilingual amount box and a
 * payment slip; or the Welsh text first and the English under it, with bilingual reference cells, an "I'w dalu nawr /
 * To pay now" box beside the address and a two-column footer (Welsh | English).
 * Open choices: creditorName = the company's English registered name ("… Water Ltd"), which is the name in the
 * English sign-off and the registration line; the Welsh form ("Dŵr … Cyf") heads the page beside it. Amount = the
 * amount now due (unpaid bill less payments, or the missed instalments; on a final notice for an instalment account
 * the whole remaining balance once the plan is cancelled); the annual bill, the next instalment, the rest of the
 * year's bill that would fall due, and the collection charge that could be added are not it. Reference = the account
 * number (Rhif cyfrif), not the property reference or the meter number. debtType utility. First reminder: stage 1,
 * kind reminder; second reminder (names the earlier letter): stage 2, reminder; final notice: stage 3, final_demand.
 * payBy: every stage asks to be paid by a date.
 */
const welshWaterBilingual: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const x = pick(r, CY_STEMS);
  const en = `${x} Water Ltd`;
  const cy = `Dŵr ${x} Cyf`;
  const acc = pick(r, [
    () => r.digits(10),
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)} ${r.digits(1)}`,
    () => `${r.digits(2)}-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ])();
  const propRef = `${r.letters(1, 'PU')}${r.digits(9)}`;
  const metered = r.chance(0.5);
  const meter = `${r.digits(2)}M${r.digits(6)}`;
  const stage = pick(r, [1, 2, 3] as const);
  const billDate = addDays(
    c.date,
    -(stage === 1 ? r.int(30, 40) : stage === 2 ? r.int(55, 70) : r.int(70, 100)),
  );
  let rows: string[][] = [];
  let amountP = 0;
  let annualP = 0;
  let instP = 0;
  let restP = 0;
  let nextDue = c.date;
  let missed: Date[] = [];
  if (metered) {
    const m3 = r.int(28, 96);
    const wRate = pick(r, [2.1184, 2.2406, 2.3517]);
    const sRate = pick(r, [2.5341, 2.6872, 2.7915]);
    const wStand = pick(r, [44.5, 48.2, 51.75]);
    const sStand = pick(r, [52.1, 55.4, 58.95]);
    const water = pence(m3 * wRate);
    const sew = pence(m3 * 0.95 * sRate);
    const billP = water + sew + pence(wStand) + pence(sStand);
    const brought = r.chance(0.35) ? pence(r.money(20, 160)) : 0;
    const paid = r.chance(0.4) ? Math.floor((billP * pick(r, [0.2, 0.3, 0.5])) / 100) * 100 : 0;
    amountP = billP + brought - paid;
    rows = [
      ...(brought ? [["Balans o'r bil blaenorol / Previous balance", '', fmtMoney(pounds(brought))]] : []),
      [`Bil ${m3} m³ / Bill ${m3} m³`, D(c, billDate), fmtMoney(pounds(billP))],
      ...(paid ? [['Taliadau a gafwyd / Payments received', '', neg(pounds(paid))]] : []),
    ];
  } else {
    const rv = r.int(120, 420);
    annualP = pence(rv * pick(r, [1.284, 1.356, 1.412])) + pence(rv * pick(r, [1.598, 1.677, 1.745]));
    instP = Math.floor(annualP / 10);
    const k = stage === 1 ? 1 : 2;
    // Stage 1: the first instalment is missed. Stage 2: the reminder about it went unanswered and a second has fallen
    // due. Stage 3: both were missed despite two letters and the plan is cancelled.
    const firstDue = addDays(billDate, r.int(14, 24));
    missed = Array.from(
      { length: k },
      (_, i) =>
        new Date(Date.UTC(firstDue.getUTCFullYear(), firstDue.getUTCMonth() + i, firstDue.getUTCDate())),
    );
    nextDue = new Date(
      Date.UTC(firstDue.getUTCFullYear(), firstDue.getUTCMonth() + k, firstDue.getUTCDate()),
    );
    while (nextDue.getTime() <= c.date.getTime())
      nextDue = new Date(Date.UTC(nextDue.getUTCFullYear(), nextDue.getUTCMonth() + 1, nextDue.getUTCDate()));
    restP = annualP;
    amountP = stage === 3 ? restP : k * instP;
    rows = [
      [`Bil blynyddol / Annual bill (RV £${rv})`, D(c, billDate), fmtMoney(pounds(annualP))],
      ...missed.map((d) => ['Rhandaliad a fethwyd / Missed instalment', D(c, d), fmtMoney(pounds(instP))]),
    ];
  }
  const amount = pounds(amountP);
  const amt = fmtMoney(amount);
  const pay = addDays(c.date, 14);
  const prev1 = missed.length
    ? addDays(missed[stage === 2 ? 0 : missed.length - 1], r.int(7, 12))
    : addDays(c.date, -r.int(16, 24));
  const prev0 = missed.length ? addDays(missed[0], r.int(7, 12)) : addDays(prev1, -r.int(14, 21));
  const fee = pick(r, [45, 60, 75]);
  const ph = cyPhone(r);
  const site = web(`${x}water`);
  const sc = sortCode(r);
  const bank = r.digits(8);
  const tTitle: [string, string] =
    stage === 1
      ? ['Nodyn atgoffa', 'Reminder']
      : stage === 2
        ? ['Ail nodyn atgoffa', 'Second reminder']
        : ['Hysbysiad terfynol', 'Final notice'];
  const capsT = r.chance(0.4);
  const title = `${tTitle[0]} / ${tTitle[1]}`;

  const what: [string, string] = metered
    ? [
        `Nid ydym wedi cael taliad ar gyfer eich bil dŵr a charthffosiaeth dyddiedig ${dCy(c, billDate)}.`,
        `We have not received payment of your water and sewerage bill dated ${D(c, billDate)}.`,
      ]
    : [
        `Nid ydym wedi cael ${missed.length > 1 ? 'y rhandaliadau a oedd yn ddyledus' : 'y rhandaliad a oedd yn ddyledus'} ar ${missed.map((d) => dCy(c, d)).join(' a ')} ar gyfer eich taliadau dŵr a charthffosiaeth.`,
        `We have not received the ${missed.length > 1 ? 'instalments' : 'instalment'} of your water and sewerage charges due on ${missed.map((d) => D(c, d)).join(' and ')}.`,
      ];
  const para: [string, string][] =
    stage === 1
      ? [
          [`${what[0]} Mae ${amt} bellach yn hwyr.`, `${what[1]} ${amt} is now overdue.`],
          metered
            ? [
                `Talwch ${amt} erbyn ${dCy(c, pay)}. Os ydych wedi talu yn ystod y dyddiau diwethaf, diolch, ac anwybyddwch y llythyr hwn.`,
                `Please pay ${amt} by ${D(c, pay)}. If you have paid in the last few days, thank you, and please ignore this letter.`,
              ]
            : [`Talwch ${amt} erbyn ${dCy(c, pay)}.`, `Please pay ${amt} by ${D(c, pay)}.`],
          ...(!metered
            ? ([
                [
                  `Os na fyddwch yn talu, efallai y byddwn yn canslo eich cynllun rhandaliadau, a bydd gweddill bil y flwyddyn, ${fmtMoney(pounds(restP))}, yn ddyledus ar unwaith. Mae eich rhandaliad nesaf o ${fmtMoney(pounds(instP))} yn ddyledus ar ${dCy(c, nextDue)}.`,
                  `If you do not pay, we may cancel your instalment plan and the rest of this year's bill, ${fmtMoney(pounds(restP))}, will become due straight away. Your next instalment of ${fmtMoney(pounds(instP))} is due on ${D(c, nextDue)}.`,
                ],
              ] as [string, string][])
            : []),
        ]
      : stage === 2
        ? [
            metered
              ? [
                  `Ysgrifennon ni atoch ar ${dCy(c, prev1)} i ofyn i chi dalu ${amt}, ond nid ydym wedi cael taliad hyd yma. Dyma'ch ail nodyn atgoffa.`,
                  `We wrote to you on ${D(c, prev1)} asking you to pay ${amt}, but we have not yet received a payment. This is your second reminder.`,
                ]
              : [
                  `Ysgrifennon ni atoch ar ${dCy(c, prev1)} am y rhandaliad a oedd yn ddyledus ar ${dCy(c, missed[0])}, ond nid ydym wedi cael taliad hyd yma, ac mae rhandaliad arall wedi dod yn ddyledus ers hynny. Mae ${amt} bellach yn hwyr. Dyma'ch ail nodyn atgoffa.`,
                  `We wrote to you on ${D(c, prev1)} about the instalment due on ${D(c, missed[0])}, but we have not yet received a payment, and a further instalment has fallen due since then. ${amt} is now overdue. This is your second reminder.`,
                ],
            [
              `Talwch y swm hwn o fewn 14 diwrnod, erbyn ${dCy(c, pay)}. Os nad ydych yn gallu talu'r cyfan, ffoniwch ni ar ${ph} - gallwn gytuno ar gynllun talu sy'n fforddiadwy i chi.`,
              `Please pay this amount within 14 days, by ${D(c, pay)}. If you cannot pay it all, call us on ${ph} - we can agree a payment plan you can afford.`,
            ],
          ]
        : [
            metered
              ? [
                  `Er gwaethaf ein llythyrau dyddiedig ${dCy(c, prev0)} a ${dCy(c, prev1)}, mae ${amt} yn dal heb ei dalu ar eich cyfrif.`,
                  `Despite our letters of ${D(c, prev0)} and ${D(c, prev1)}, ${amt} is still unpaid on your account.`,
                ]
              : [
                  `Er gwaethaf ein llythyrau dyddiedig ${dCy(c, prev0)} a ${dCy(c, prev1)}, nid ydych wedi talu eich rhandaliadau, felly rydym wedi canslo eich cynllun talu. Mae gweddill y bil, ${amt}, bellach yn ddyledus yn llawn.`,
                  `Despite our letters of ${D(c, prev0)} and ${D(c, prev1)}, you have not paid your instalments, so we have cancelled your payment plan. The rest of the bill, ${amt}, is now due in full.`,
                ],
            [
              `Rhaid i chi dalu'r swm llawn erbyn ${dCy(c, pay)}. Os na fyddwch yn talu nac yn cysylltu â ni, efallai y byddwn yn trosglwyddo eich cyfrif i asiantaeth casglu dyledion neu'n dechrau achos yn y llys sirol heb rybudd pellach. Gallai tâl casglu o hyd at ${fmtMoney(fee)} gael ei ychwanegu.`,
              `You must pay the full amount by ${D(c, pay)}. If you do not pay or contact us, we may pass your account to a debt collection agency or start proceedings in the county court without further warning. A collection charge of up to ${fmtMoney(fee)} could be added.`,
            ],
          ];
  const help = pick<[string, string]>(r, [
    [
      `Os yw'n anodd talu, ffoniwch ni: gallwn gynnig cynllun talu neu dariff cymdeithasol. Ni fyddwn yn torri eich cyflenwad dŵr.`,
      `If you are finding it hard to pay, call us: we can offer a payment plan or a social tariff. We will not cut off your water supply.`,
    ],
    [
      `Mae help ar gael. Os yw'n anodd talu, gallwn wirio a ydych yn gymwys i gael ein tariff cymdeithasol.`,
      `Help is available. If you are finding it hard to pay, we can check whether you qualify for our social tariff.`,
    ],
  ]);
  const ways: [string, string] = [
    `Talu: ar-lein yn ${site}, dros y ffôn ar ${ph} neu drwy drosglwyddiad banc (cod didoli ${sc}, cyfrif ${bank}). Dyfynnwch rif eich cyfrif, ${acc}.`,
    `Pay online at ${site}, by phone on ${ph} or by bank transfer (sort code ${sc}, account ${bank}). Quote your account number, ${acc}.`,
  ];
  const lang: [string, string] = [
    'Rydym yn croesawu gohebiaeth a galwadau yn Gymraeg.',
    'We welcome correspondence and calls in Welsh.',
  ];
  const reg = r.digits(8);
  const office = `${r.int(1, 60)} ${pick(r, ['Heol y Bont', 'Stryd y Castell', 'Ffordd yr Afon', 'Lôn Glan'])}, ${place(r)}, ${postcode(r)}`;
  const regCy = `Mae ${en} (${cy}) wedi'i gofrestru yng Nghymru, rhif cwmni ${reg}. Swyddfa gofrestredig: ${office}.`;
  const regEn = `${en} (${cy}) is registered in Wales, company number ${reg}. Registered office: ${office}.`;
  const signer = signatory(r, ['Rheolwr Casglu / Collections Manager', 'Rheolwr Credyd / Credit Manager']);
  const greet = `Annwyl ${c.who.title} ${c.who.last} / Dear ${c.who.title} ${c.who.last},`;
  const layout = r.int(0, 1);
  const head = pick(r, [[cy, en], [`${cy} | ${x} Water`], [cy.toUpperCase(), en.toUpperCase()]]);
  const sub = [
    'Tîm Incwm Cwsmeriaid / Customer Income Team',
    `Blwch Post / PO Box ${r.int(100, 9999)}, ${place(r)}, ${postcode(r)}`,
    `Ffôn / Tel ${ph}  ${site}`,
  ];
  const spec: Spec =
    layout === 0
      ? {
          face: c.face,
          top: [`${lang[0]} / ${lang[1]}`],
          head,
          logoMark: pick(r, ['rings', 'chevron', undefined] as const),
          sub,
          headAlign: pick(r, ['left', 'center'] as const),
          recipient: rcpt(c),
          panel: [
            ['Rhif cyfrif / Account number', acc],
            ['Dyddiad / Date', D(c, c.date)],
            metered
              ? ['Rhif y mesurydd / Meter number', meter]
              : ['Cyfeirnod eiddo / Property reference', propRef],
          ],
          panelStacked: true,
          panelBoxed: r.chance(0.5),
          title: capsT ? title.toUpperCase() : title,
          titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
          body: [
            { p: greet },
            ...para.map((pr) => ({ cols: pr }) as Block),
            ...(stage === 3 && !metered
              ? []
              : [
                  {
                    grid: rows,
                    header: ['Manylion / Details', 'Dyddiad / Date', 'Swm / Amount'],
                    widths: [0.56, 0.24, 0.2],
                    boldLast: false,
                  } as Block,
                ]),
            { amountBox: ["Swm sy'n ddyledus nawr / Amount now due", amt] },
            { cols: help },
            { cols: ways },
          ],
          closing: 'Yn gywir / Yours sincerely',
          sign: [signer[0], signer[1], en],
          footer: [regEn],
        }
      : {
          face: c.face,
          head,
          headBand: r.chance(0.4),
          logoMark: pick(r, ['bars', 'shield'] as const),
          sub,
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: rcpt(c),
          owe: { label: "I'w dalu nawr / To pay now", amount: amt, note: `erbyn / by ${D(c, pay)}` },
          panel: [],
          refGrid: [
            ['Rhif cyfrif / Account no.', acc],
            ['Dyddiad / Date', D(c, c.date)],
            ['Cyfeirnod eiddo / Property', propRef],
            ...(metered ? ([['Mesurydd / Meter', meter]] as [string, string][]) : []),
          ],
          title: capsT ? title.toUpperCase() : title,
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body: [
            {
              grid: rows,
              header: ['Manylion / Details', 'Dyddiad / Date', 'Swm / Amount'],
              widths: [0.56, 0.24, 0.2],
              boldLast: false,
            },
            { p: `Annwyl ${c.who.title} ${c.who.last},` },
            ...para.map((pr) => ({ p: pr[0] }) as Block),
            { p: stage === 3 && !metered ? ways[0] : `${help[0]} ${ways[0]}` },
            { small: lang[0] },
            { rule: 'dashed' },
            dear(c),
            ...para.map((pr) => ({ p: pr[1] }) as Block),
            { p: stage === 3 && !metered ? ways[1] : `${help[1]} ${ways[1]}` },
          ],
          sign: [`${signer[0]}, ${signer[1]}, ${en}`],
          footer: [],
          footerCols: [regCy, regEn],
        };
  const kind = stage === 3 ? 'final_demand' : 'reminder';
  return { spec, truth: truth(en, amount, acc, 'utility', stage, kind, c, pay) };
};

export const FRESH17C_FAMILIES: Family[] = [
  {
    id: 'W190',
    name: 'Scottish council tax with water and waste water charges, reminder or final notice',
    group: 'council_tax',
    make: scotCtaxWater,
  },
  {
    id: 'W191',
    name: 'Northern Ireland housing association rent arrears, up to Notice Seeking Possession',
    group: 'business',
    make: niHousingArrears,
  },
  {
    id: 'W192',
    name: 'Welsh water company bilingual reminder or final notice (Welsh and English)',
    group: 'utility',
    make: welshWaterBilingual,
  },
];
