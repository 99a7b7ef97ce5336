/**
 * The twenty-second fresh held-out set, part b (W241–W243): kinds of letter the corpus does not have yet — a
 * university's or a private halls provider's end-of-year charges for damage, cleaning and missing items in student
 * halls after the deposit has been set against them (the room inspection invoice, a reminder, then a final notice
 * warning of a hold on graduation and transcripts or of referral to a collection agency), with student numbers, room
 * numbers, booking references and invoice numbers competing; a salary sacrifice car scheme provider's early
 * termination charges after the employee left the employer that offered the scheme (the termination invoice with
 * rentals lost, end-of-agreement damage and excess mileage, a reminder, then the provider's final notice or its
 * solicitors' letter before claim), with employee numbers, agreement numbers, vehicle registrations, invoice numbers
 * and the employer's name on the page; and a heating engineer's or plumber's invoice for a boiler repair or an
 * emergency call-out (a small limited company or a sole trader trading under a name: the invoice, a reminder with a
 * late payment charge, a final notice or a letter before claim), with Gas Safe registration numbers, engineer licence
 * numbers, job numbers and boiler serial and GC numbers competing with the invoice number. Written blind to the
 * extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and one of two or three
 * layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
import {
  ALL_FACES,
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
import type { Rng } from './vocab';

/** n distinct items of xs, in a random order. */
function sample<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
  return out;
}
const kindOf = (stage: 1 | 2 | 3) =>
  stage === 1 ? ('first_demand' as const) : stage === 2 ? ('reminder' as const) : ('final_demand' as const);

// ------------------------------------------------------------------------------------------------------------
// W241 Student halls check-out charges
// ------------------------------------------------------------------------------------------------------------

const HALL_ITEMS: [string, number, number, string][] = [
  ['Deep clean of bedroom and en-suite (left unclean)', 45, 96, 'bedroom cleaning'],
  ['Removal and disposal of items left in the room', 30, 75, 'items left behind'],
  ['Replacement desk chair (missing)', 62, 118, 'desk chair'],
  ['Lost room key / key fob not returned', 22, 48, 'key fob'],
  ['Redecoration: adhesive and pin marks to bedroom walls', 58, 145, 'wall marks'],
  ['Replacement mattress protector (stained)', 16, 32, 'mattress protector'],
  ['Repair to wardrobe door hinge', 35, 70, 'wardrobe hinge'],
  ['Replacement window blind (broken)', 38, 82, 'window blind'],
  ['Smoke detector cover removed - inspection and refit', 48, 96, 'smoke detector'],
  ['Burn mark to desk top - repair', 40, 88, 'desk top'],
  ['Missing kettle and toaster from flat inventory (share)', 9, 24, 'kettle and toaster'],
  ['Carpet stain treatment', 35, 65, 'carpet stain'],
  ['Replacement bedroom door (forced, frame split)', 210, 460, 'bedroom door'],
  ['Cracked shower tray in en-suite - replacement', 240, 520, 'shower tray'],
  ['Fire door closer damaged - replacement', 95, 170, 'door closer'],
  ['Pest treatment (food left in room)', 85, 145, 'pest treatment'],
];

/**
 * A university's accommodation office, or a private halls provider, charging a student for damage, cleaning and
 * missing items found at the room inspection after the student moved out, with the deposit already set against the
 * charges. Three layouts: a letter with a charges table; an invoice form (cells of references, a "balance due" box
 * beside the address, a payment slip); a notice under a dark letterhead band with a reference list and photo stills.
 * Amount = the balance due (charges − deposit held − any charge removed after the student's dispute − any payment
 * received); the gross charges, the deposit, the weekly rent, the kitchen's shared total, the three-instalment figure
 * and the collection agency's possible fee are not it. The invoice number is the reference the letter tells the student
 * to quote; student number, room, booking reference and the collection agent's name are distractors. The creditor is
 * the university (its own name on the letterhead) or the provider's legal name (letterhead brand, legal name signed
 * and in the footer). Open choice: a university is not a council or a lender and the charges are an ordinary invoice:
 * 'normal'. Stage 1 invoice (first_demand), 2 reminder (refers to the invoice's earlier letter or to the student's
 * dispute), 3 final notice (final_demand) warning of a hold on graduation/transcripts or of a collection agency.
 */
const hallsCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.int(1, 3) as 1 | 2 | 3;
  const layout = r.int(0, 2);
  const uni = r.chance(0.55);
  const p = place(r);
  let creditor: string;
  let head: string[];
  let brand: string;
  if (uni) {
    const v = r.int(0, 2);
    creditor = [`University of ${p}`, `${p} University`, `${p} Metropolitan University`][v];
    brand = creditor;
    head =
      v === 0 && r.chance(0.5)
        ? ['University of', p]
        : v === 2 && r.chance(0.5)
          ? [p, 'Metropolitan University']
          : [r.chance(0.3) ? creditor.toUpperCase() : creditor];
  } else {
    brand = `${stem(r)} ${pick(r, ['Student Living', 'Student Homes', 'Campus Living', 'Student Residences'])}`;
    creditor = `${brand} ${pick(r, ['Ltd', 'Limited'])}`;
    head = r.chance(0.5) ? [brand] : r.chance(0.5) ? [brand.toUpperCase()] : [creditor];
  }
  const dept = uni
    ? pick(r, ['Accommodation Services', 'Residential Life and Accommodation', 'Campus Accommodation Office'])
    : pick(r, ['Resident Accounts', 'Customer Accounts Team', 'Check-out and Deposits Team']);
  const hall = `${pick(r, ['Heron', 'Kiln', 'Linden', 'Saddler', 'Foundry', 'Copper', 'Quarry', 'Tanner'])} ${pick(r, ['Court', 'House', 'Hall', 'Point', 'Yard', 'Wharf'])}`;
  const block = r.letters(1, 'ABCDEFG');
  const flat = r.int(1, 9);
  const roomN = r.int(1, 12);
  const room = r.chance(0.5)
    ? `${block}${flat}.${String(roomN).padStart(2, '0')}`
    : `Block ${block}, Flat ${flat}, Room ${roomN}`;
  const roomPh = room.startsWith('Block') ? room : `room ${room}`;
  const roomShort = `${block}${flat}.${String(roomN).padStart(2, '0')}`;
  const studentNo = r.chance(0.7) ? r.digits(pick(r, [7, 8, 9])) : `${r.letters(1, 'SUP')}${r.digits(7)}`;
  const booking = uni
    ? pick(r, [`ACC-${r.digits(6)}`, `${r.letters(2, 'HRB')}${r.digits(5)}`])
    : pick(r, [`BK${r.digits(7)}`, `RES-${r.digits(4)}-${r.digits(3)}`]);
  const inv = pick(r, [
    `INV${r.digits(7)}`,
    `SI-${r.digits(6)}`,
    `${r.letters(2, 'ADR')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `RC/${r.digits(5)}/${r.int(24, 25)}`,
  ]);
  const weekly = round2(pick(r, [128, 139, 152, 164, 176, 189, 212]) + pick(r, [0, 0.5, 0.95]));
  // Dates: move-out, invoice, earlier letters
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(30, 45) : r.int(65, 100)));
  const moveOut = addDays(invDate, -r.int(10, 30));
  const remDate = addDays(invDate, r.int(32, 45));
  const yr = moveOut.getUTCFullYear();
  const ay = moveOut.getUTCMonth() >= 9 ? `${yr}/${(yr + 1) % 100}` : `${yr - 1}/${yr % 100}`;
  // Charges
  const items = sample(r, HALL_ITEMS, r.int(3, 5)).map(
    ([k, lo, hi, short]) => [k, r.money(lo, hi), short] as [string, number, string],
  );
  const share = r.int(4, 8);
  const kitchenTotal = r.money(120, 260);
  if (r.chance(0.6))
    items.push([
      `Kitchen deep clean, Flat ${flat} (${fmtMoney(kitchenTotal)} shared by ${share})`,
      round2(kitchenTotal / share),
      'kitchen cleaning',
    ]);
  const deposit = pick(r, [100, 150, 200, 250, 300]);
  let gross = round2(items.reduce((s, [, v]) => s + v, 0));
  if (gross < deposit + 45) {
    const extra = round2(deposit + r.money(45, 160) - gross);
    items.push(['Redecoration of bedroom (marks, holes and scuffs)', extra, 'redecoration']);
    gross = round2(gross + extra);
  }
  // After the student's dispute, one charge is removed in full or halved (never more than leaves a real balance).
  const half = r.chance(0.5);
  const canGo = items.filter(([, v]) => (half ? v / 2 : v) <= gross - deposit - 30);
  const disputed =
    stage >= 2 && canGo.length && r.chance(0.35) ? canGo[r.int(0, canGo.length - 1)] : undefined;
  const reduction = disputed ? (half ? round2(Math.floor(disputed[1] * 50) / 100) : disputed[1]) : 0;
  const afterDeposit = round2(gross - deposit - reduction);
  const paid =
    stage >= 2 && !disputed && r.chance(0.3) ? round2(Math.floor(afterDeposit * pick(r, [0.25, 0.4]))) : 0;
  const due = round2(afterDeposit - paid);
  const third = round2(Math.ceil((due / 3) * 100) / 100);
  const payDays = stage === 1 ? pick(r, [14, 28, 30]) : stage === 2 ? 14 : pick(r, [7, 14]);
  const pay = addDays(c.date, payDays);
  const agency = `${stem(r)} ${pick(r, ['Credit Services', 'Collections', 'Credit Management'])} Ltd`;
  const agencyFee = round2(due * 0.15);
  const gradMonth = pick(r, ['July', 'December', 'January']);
  const card = r.digits(4);

  const rows: string[][] = items.map(([k, v]) => [k, fmtMoney(v)]);
  rows.push(['Total charges', fmtMoney(gross)]);
  rows.push([`Less: deposit held (paid by card ending ${card})`, `-${fmtMoney(deposit)}`]);
  if (disputed)
    rows.push([
      `Less: ${disputed[2]} charge ${half ? 'halved' : 'removed'} on review`,
      `-${fmtMoney(reduction)}`,
    ]);
  if (paid) rows.push(['Less: payment received, thank you', `-${fmtMoney(paid)}`]);
  rows.push([stage === 3 ? 'Balance outstanding' : 'Balance due', fmtMoney(due)]);

  const opening =
    stage === 1
      ? `Your ${uni ? 'licence' : 'tenancy'} for ${roomPh} at ${hall} (${ay}, ${fmtMoney(weekly)} a week) ended on ${D(c, moveOut)}. When we inspected the room and your flat after you moved out, we found the items listed below. Our charges are set against your deposit of ${fmtMoney(deposit)}, and the balance is now due.`
      : stage === 2
        ? disputed
          ? `Thank you for your email about invoice ${inv}, which we sent you on ${D(c, invDate)} for the charges found when your room at ${hall} was inspected. We have looked again at the check-out photographs and have ${half ? 'halved' : 'removed'} the charge for ${disputed[2]} (${fmtMoney(reduction)} off). The other charges stand, and the revised balance has not yet been paid.`
          : `We wrote to you on ${D(c, invDate)} with invoice ${inv} for the charges found when your room at ${hall} was inspected after you moved out. The invoice was payable within 28 days, but ${paid ? 'only part of it has been paid' : 'we have not received payment'}. This is a reminder that the balance below is overdue.`
        : `We wrote to you on ${D(c, invDate)} with invoice ${inv} for the check-out charges for ${roomPh} at ${hall}, and sent you a reminder on ${D(c, remDate)}. The balance remains unpaid. This is our final notice.`;
  const consequence: string = uni
    ? `Under the University's Student Debt Policy, students who owe money to the University after the due date may not be permitted to graduate, attend the ${gradMonth} graduation ceremony, receive their degree certificate or an official transcript, or re-enrol, until the debt is paid. If the balance is not paid by ${D(c, pay)}, that hold will be placed on your student record (${studentNo}) and the debt may also be passed to our collection agent, ${agency}.`
    : `If the balance is not paid by ${D(c, pay)}, your account will be passed to our collection agency, ${agency}, without further notice. The agency may add its collection fee of 15% (${fmtMoney(agencyFee)}) to the amount you owe, and the debt may affect future bookings with us and any guarantor we hold for you.`;
  const payLine = uni
    ? `Pay online at ${web(brand)}/payments (choose "Accommodation charges") or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Please quote invoice number ${inv}${r.chance(0.5) ? ', not your student number,' : ''} so that we can match your payment.`
    : `Pay in the resident portal, by card on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting invoice number ${inv}.`;
  const instal =
    stage < 3 && r.chance(0.45)
      ? `If paying in one go is difficult, we can spread the balance over three monthly payments of ${fmtMoney(third)}; please contact us before ${D(c, pay)} to arrange this.`
      : '';
  const dispute =
    stage === 1
      ? `If you disagree with any charge, reply within 14 days with your reasons and any photographs you took when you left. The full inspection report is available on request.`
      : '';
  const title =
    stage === 1
      ? pick(r, [
          'Room inspection: check-out charges',
          'INVOICE - END OF YEAR ROOM CHARGES',
          'Charges after your room inspection',
        ])
      : stage === 2
        ? pick(r, [
            'Reminder: check-out charges unpaid',
            'REMINDER - INVOICE OVERDUE',
            'Second request for payment',
          ])
        : uni
          ? pick(r, [
              'FINAL NOTICE - graduation and transcript hold',
              'Final notice before debt sanctions',
              'FINAL NOTICE',
            ])
          : pick(r, ['FINAL NOTICE before referral to a collection agency', 'Final notice', 'FINAL DEMAND']);
  const signer = uni
    ? [
        ...signatory(r, [
          'Accommodation Finance Officer',
          'Income Team Leader',
          'Residential Services Manager',
        ]),
        creditor,
      ]
    : [
        ...signatory(r, ['Resident Accounts Manager', 'Credit Control', 'Check-out Team Leader']),
        `for and on behalf of ${creditor}`,
      ];
  const sub = [
    dept,
    uni
      ? `${pick(r, ['Student Centre', 'Residences Office', 'Accommodation Centre'])}, ${place(r)} Campus, ${officeAddress(r).split(', ').slice(-1)[0]}`
      : officeAddress(r),
    `${phone(r)}  accommodation@${host(brand)}`,
  ];
  const footer = uni
    ? [
        `${creditor} is an exempt charity under the Charities Act 2011. Accommodation charges are governed by the Residence Licence Terms and Conditions ${ay}; the Student Debt Policy is published at ${web(brand)}/studentdebt.`,
      ]
    : [`${regLine(creditor, r)} Member of a national code for student accommodation providers.`];
  const amountLabel = stage === 3 ? 'Balance outstanding' : 'Balance due';

  let spec: Spec;
  if (layout === 0) {
    const body: Block[] = [
      dear(c),
      { h: `${roomPh[0].toUpperCase()}${roomPh.slice(1)}, ${hall} - student number ${studentNo}` },
      { p: opening },
      { grid: rows, header: ['Item', 'Amount'], widths: [0.76, 0.24] },
      ...(stage === 3 ? [{ p: consequence } as Block] : []),
      {
        p: `Please pay ${fmtMoney(due)} ${stage === 1 ? `within ${payDays} days, by ${D(c, pay)}` : `by ${D(c, pay)}`}. ${payLine}`,
      },
      ...(instal ? [{ p: instal } as Block] : []),
      ...(dispute ? [{ small: dispute } as Block] : []),
    ];
    spec = {
      face: c.face,
      head,
      logo: uni && r.chance(0.6),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Student no.', studentNo],
        ['Booking ref', booking],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body,
      closing: stage === 3 ? 'Yours sincerely' : pick(r, ['Yours sincerely', 'Kind regards']),
      sign: signer,
      footer,
    };
  } else if (layout === 1) {
    const body: Block[] = [
      { p: opening },
      {
        grid: rows,
        header: ['Description', 'Charge'],
        widths: [0.78, 0.22],
      },
      ...(r.chance(0.5) ? [{ amountBox: [amountLabel, fmtMoney(due)] } as Block] : []),
      ...(stage === 3 ? [{ boxed: [consequence] } as Block] : []),
      {
        p: `${stage === 1 ? `Payment is due within ${payDays} days, by ${D(c, pay)}.` : `Please pay by ${D(c, pay)}.`} ${payLine}`,
      },
      ...(instal ? [{ small: instal } as Block] : []),
      ...(dispute && !instal ? [{ small: dispute } as Block] : []),
    ];
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'rings', 'chevron'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: amountLabel, amount: fmtMoney(due), note: `Pay by ${D(c, pay)}` },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Invoice number', inv],
        ['Student number', studentNo],
        ['Room', roomShort],
        ['Booking reference', booking],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body,
      sign: [],
      slip:
        stage === 3
          ? undefined
          : {
              title: `Remittance - ${creditor}`,
              rows: [
                ['Invoice number', inv],
                ['Student number', studentNo],
                ['Amount due', fmtMoney(due)],
              ],
            },
      footer,
    };
  } else {
    const photoCaps = items
      .slice(0, 3)
      .map((it, i) => `Photo ${i + 1}: ${it[0].split(' (')[0].split(' - ')[0].toLowerCase()}`);
    const body: Block[] = [
      {
        kv: [
          ['Invoice number:', inv],
          ['Hall and room:', `${hall}, ${room}`],
          ['Student number:', studentNo],
          ['Booking reference:', booking],
          [
            stage === 1 ? 'Inspection date:' : 'Invoice date:',
            D(c, stage === 1 ? addDays(moveOut, r.int(1, 4)) : invDate),
          ],
        ],
      },
      { p: opening },
      ...(stage === 1 && rows.length <= 7 && r.chance(0.7) ? [{ photos: photoCaps } as Block] : []),
      { grid: rows, header: ['Charge', 'Amount'], widths: [0.76, 0.24] },
      ...(stage === 3 ? [{ boxed: [consequence] } as Block] : []),
      {
        p: `${stage === 1 ? `Please pay the balance due within ${payDays} days (by ${D(c, pay)}).` : `Please pay ${fmtMoney(due)} now, and no later than ${D(c, pay)}.`} ${payLine}`,
      },
      ...(instal ? [{ small: instal } as Block] : []),
    ];
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Ref', inv],
      ],
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['banner', 'plain'] as const),
      body,
      sign: [dept, creditor],
      footer,
    };
  }
  return { spec, truth: truth(creditor, due, inv, 'normal', stage, kindOf(stage), c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W242 Salary sacrifice car: early termination after leaving the employer
// ------------------------------------------------------------------------------------------------------------

const CAR_DAMAGE: [string, number, number][] = [
  ['Scuff to front bumper over 25mm (refinish)', 85, 165],
  ['Alloy wheel kerbed, nearside front (refurbish)', 65, 120],
  ['Dent with paint damage, offside rear door', 140, 260],
  ['Windscreen chip in the driver’s line of sight', 60, 95],
  ['Type 2 charging cable not returned', 180, 265],
  ['Second key not returned', 220, 340],
  ['Burn to rear seat upholstery', 90, 155],
  ['Scratch through to primer, tailgate', 110, 210],
];

/**
 * A salary sacrifice car scheme provider's charges to a former employee after the employee left the employer that
 * offered the scheme: the car was leased to the employee under the provider's employee car agreement, the agreement
 * ended early when the employment ended, and the provider invoices the early termination charge (a share of the
 * rentals lost), end-of-agreement damage (inspected against fair wear and tear) and excess mileage. Three layouts:
 * the provider's letter with a charges table; its statement under a dark band with a "Balance due" box, cells of
 * references and a payment slip; and (stage 3 only) its solicitors' letter before claim.
 * Creditor: the provider (its legal name signs and is in the footer), never the employer, whose name, payroll number
 * and "final salary deduction" credit are on the page; the letter says the employer is not a party to the charges.
 * When the provider's solicitors write and ask to be paid into their client account, the README's rule for a
 * collector writing for a client applies: creditor = the solicitors' firm, 'debt_collection', kind letter_of_claim,
 * stage 3, and the solicitors' own reference (which they ask to be quoted) is the accountNumber; the provider's
 * agreement number is then a client reference.
 * Open choices: a salary sacrifice car agreement is a hire (no credit is given and it is not a finance agreement with
 * the employee), so the provider's own letters are an ordinary business invoice: 'normal', not 'loan'. The first
 * invoice is the first demand for the charges: the agreement ended because the employment ended, not because the
 * provider terminated it for arrears, so it is not a "termination demand": stage 1, first_demand. The reference is the
 * one the letter says to quote — usually the agreement number, on some letters the termination invoice number.
 * Amount = the balance due / total now due (charges − any amount the employer recovered from final pay, + contractual
 * or statutory interest already added); the monthly rental, the remaining rentals in full, the pence-per-mile rate,
 * the vehicle's P11D value, the daily interest and the court fee are not it.
 */
const salarySacrificeCar: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.int(1, 3) as 1 | 2 | 3;
  const solicitors = stage === 3 && r.chance(0.45);
  const layout = solicitors ? 2 : r.int(0, 1);
  const pStem = stem(r);
  const brand = `${pStem} ${pick(r, ['Drive', 'Motion', 'Fleet', 'EV'])} ${pick(r, ['Benefits', 'Car Scheme', 'Leasing'])}`;
  const provider = `${brand} ${pick(r, ['Ltd', 'Limited'])}`;
  let eStem = stem(r);
  while (eStem === pStem) eStem = stem(r);
  const employer = r.chance(0.35)
    ? `${place(r)} Hospitals NHS Foundation Trust`
    : `${eStem} ${pick(r, ['Logistics', 'Engineering', 'Foods', 'Software', 'Facilities'])} ${pick(r, ['Ltd', 'plc', 'Limited'])}`;
  const agreement = pick(r, [
    `SSC-${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(4)} ${r.digits(4)}`,
    `EV/${r.digits(6)}/${r.int(21, 24)}`,
  ]);
  const invoice = pick(r, [`TI${r.digits(7)}`, `INV-${r.digits(6)}`]);
  const quoteInv = !solicitors && r.chance(0.35);
  const employeeNo = r.chance(0.5) ? r.digits(6) : `E${r.digits(5)}`;
  const regA = r.letters(2);
  const regB = r.letters(3);
  const vehicle = pick(r, [
    'Electric hatchback, 58kWh, automatic',
    'Electric SUV, 77kWh long range',
    'Plug-in hybrid estate, 1.5 auto',
    'Electric saloon, rear-wheel drive',
    'Electric crossover, 64kWh',
  ]);
  const p11d = pick(r, [31995, 36450, 39990, 42780, 47250]);
  const term = pick(r, [24, 36, 48]);
  const used = r.int(5, term - 6);
  const remaining = term - used;
  const monthly = r.money(289, 649);
  // Dates
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(30, 45) : r.int(60, 95)));
  const collected = addDays(invDate, -r.int(10, 24));
  const left = addDays(collected, -r.int(3, 20));
  const start = addDays(left, -Math.round(used * 30.4));
  // The plate's age identifier matches the month the car was first registered (just before the agreement began).
  const sy = start.getUTCFullYear() % 100;
  const sm = start.getUTCMonth();
  const reg = `${regA}${sm >= 8 ? sy + 50 : sm >= 2 ? sy : sy - 1 + 50} ${regB}`;
  const invDue = addDays(invDate, 30);
  const remDate = addDays(invDue, r.int(7, 14));
  // Charges
  const etcMode = r.int(0, 1);
  const etcMonths = Math.min(remaining, pick(r, [3, 4, 6]));
  const etc = etcMode === 0 ? round2((monthly * remaining) / 2) : round2(monthly * etcMonths);
  const etcLabel =
    etcMode === 0
      ? `Early termination charge: 50% of ${remaining} remaining rentals`
      : `Early termination charge: ${etcMonths} months' rentals`;
  const dmg = sample(r, CAR_DAMAGE, r.int(0, 3)).map(
    ([k, lo, hi]) => [k, r.money(lo, hi)] as [string, number],
  );
  const annual = pick(r, [8000, 10000, 12000, 15000]);
  const allowance = Math.round((annual * used) / 12);
  const excess = r.chance(0.75) ? r.int(600, 5400) : 0;
  const ppm = pick(r, [6.2, 7.5, 8.4, 9.9, 11.5]);
  const exCharge = round2((excess * ppm) / 100);
  const collectFee = pick(r, [0, 95, 120, 145]);
  const employerRec = r.chance(0.3) ? round2(monthly) : 0;
  const charges = round2(etc + dmg.reduce((s, [, v]) => s + v, 0) + exCharge + collectFee);
  const balance = round2(charges - employerRec);
  const interest =
    stage === 3
      ? solicitors
        ? round2(
            (balance * 0.08 * Math.max(20, Math.round((c.date.getTime() - invDue.getTime()) / 86400000))) /
              365,
          )
        : r.chance(0.5)
          ? r.money(6, 32)
          : 0
      : 0;
  const due = round2(balance + interest);
  const daily = round2((balance * 0.08) / 365);
  const courtFee = due <= 1500 ? 80 : due <= 3000 ? 115 : due <= 5000 ? 205 : round2(due * 0.05);
  const payDays = stage === 1 ? 30 : stage === 2 ? 14 : solicitors ? 30 : pick(r, [7, 14]);
  const pay = stage === 1 ? invDue : addDays(c.date, payDays);
  const ref = solicitors
    ? `${r.letters(3, 'DKMRT')}/${r.digits(5)}/${r.letters(2, 'ABHJL')}`
    : quoteInv
      ? invoice
      : agreement;
  const quoteName = quoteInv ? 'invoice number' : 'agreement number';

  const rows: string[][] = [
    [etcLabel, fmtMoney(etc)],
    ...dmg.map(([k, v]) => [`Damage: ${k}`, fmtMoney(v)]),
    ...(excess
      ? [[`Excess mileage: ${excess.toLocaleString('en-GB')} miles at ${ppm}p`, fmtMoney(exCharge)]]
      : []),
    ...(collectFee ? [['Vehicle collection and inspection', fmtMoney(collectFee)]] : []),
    ...(employerRec || interest ? [['Total charges', fmtMoney(charges)]] : []),
    ...(employerRec ? [[`Less: recovered from your final salary`, `-${fmtMoney(employerRec)}`]] : []),
    ...(interest
      ? [
          [
            solicitors
              ? `Interest at 8% a year since ${D(c, invDue)}`
              : 'Late payment interest (clause 14.3)',
            fmtMoney(interest),
          ],
        ]
      : []),
    [stage === 3 ? 'Total now due' : 'Balance due', fmtMoney(due)],
  ];
  const background = `You leased the ${vehicle[0].toLowerCase()}${vehicle.split(',')[0].slice(1)} ${reg} from us from ${D(c, start)} under the salary sacrifice car scheme that ${employer} offers its staff (agreement ${agreement}, ${term} months, ${fmtMoney(monthly)} a month gross, ${annual.toLocaleString('en-GB')} miles a year). Your employment ended on ${D(c, left)}, so the agreement ended early under its terms and we collected the car on ${D(c, collected)}.`;
  const cover = `The early termination protection in your agreement covers redundancy, long-term sickness and family leave; it does not apply where an employee resigns or is dismissed.`;
  const notEmployer = employerRec
    ? `The ${fmtMoney(employerRec)} that ${employer} deducted from your final salary and paid to us has been credited. The balance is owed to us under your agreement with us; ${employer} is not responsible for it.`
    : `These charges are owed to us under your agreement with us; ${employer} is not responsible for them and cannot take them from your pay.`;
  const opening =
    stage === 1
      ? `${background} ${r.chance(0.6) ? cover : ''}`.trim()
      : stage === 2
        ? r.chance(0.5)
          ? `We wrote to you on ${D(c, invDate)} with invoice ${invoice} for the charges due when your salary sacrifice car agreement ${agreement} ended early. Payment was due by ${D(c, invDue)} and we have not received it.`
          : `When you called us on ${D(c, addDays(invDue, r.int(2, 9)))} about invoice ${invoice}, you told us you would pay the balance within a fortnight. We have not received your payment, and the balance below is overdue.`
        : `We wrote to you on ${D(c, invDate)} with invoice ${invoice} for the charges due when agreement ${agreement} ended early, and again on ${D(c, remDate)}. The balance has not been paid.`;
  const payText = `Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by debit card on ${phone(r)}, quoting your ${quoteName} ${ref}.`;
  const foot = [
    `${regLine(provider, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}. Employee car agreements are hire agreements; ${brand} does not provide credit.`,
  ];
  const title =
    stage === 1
      ? pick(r, [
          'Early termination invoice',
          'INVOICE - EARLY TERMINATION OF YOUR CAR AGREEMENT',
          'Your car agreement has ended early',
        ])
      : stage === 2
        ? pick(r, ['Payment reminder', 'REMINDER: termination invoice overdue', 'Your account is overdue'])
        : pick(r, ['FINAL NOTICE', 'Final notice before legal action', 'FINAL DEMAND']);
  const finalWarn = `If the total now due is not paid by ${D(c, pay)}, we will pass this matter to our solicitors, who will issue a county court claim without further notice. You may then also have to pay court fees (from ${fmtMoney(courtFee)}), interest and costs.`;

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: r.chance(0.5) ? [brand] : [provider],
      logoMark: pick(r, ['chevron', 'rings'] as const),
      sub: ['Employee Car Accounts', officeAddress(r), `${phone(r)}  accounts@${host(brand)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Agreement no.', agreement],
        ['Invoice no.', invoice],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.25),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: rows,
          header: [stage === 1 ? 'Charges on termination' : 'Account summary', 'Amount'],
          widths: [0.76, 0.24],
        },
        ...(stage === 1 && excess
          ? [
              {
                small: `Mileage: allowance ${allowance.toLocaleString('en-GB')} miles for ${used} months; odometer at collection ${(allowance + excess).toLocaleString('en-GB')} miles. Damage was assessed against the industry fair wear and tear standard; the inspection report and photographs are available on request.`,
              } as Block,
            ]
          : []),
        { p: notEmployer },
        ...(stage === 3 ? [{ p: finalWarn } as Block] : []),
        {
          p: `${stage === 1 ? `Please pay ${fmtMoney(due)} within 30 days, by ${D(c, pay)}.` : `Please pay ${fmtMoney(due)} by ${D(c, pay)}.`} ${payText}`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [
        ...signatory(r, ['Credit Controller', 'End of Contract Team', 'Collections Manager']),
        `for ${provider}`,
      ],
      footer: foot,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: [r.chance(0.4) ? brand.toUpperCase() : brand],
      headBand: true,
      logoMark: 'bars',
      sub: [`${officeAddress(r)}  |  ${phone(r)}  |  ${web(brand)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: stage === 3 ? 'Total now due' : 'Balance due',
        amount: fmtMoney(due),
        note: `${stage === 1 ? 'Due' : 'Pay'} by ${D(c, pay)}`,
      },
      panel: [
        ['Statement date', D(c, c.date)],
        ['Payroll no.', employeeNo],
      ],
      refGrid: [
        ['Agreement number', agreement],
        ['Invoice number', invoice],
        ['Registration', reg],
        ['P11D value', fmtMoney(p11d)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        { p: opening },
        {
          grid: rows,
          header: ['Description', 'Amount'],
          widths: [0.76, 0.24],
        },
        {
          kv: [
            ['Employer:', employer],
            ['Agreement term:', `${term} months from ${D(c, start)} (${used} rentals paid)`],
            ['Monthly rental:', `${fmtMoney(monthly)} gross salary sacrifice`],
          ],
        },
        { small: notEmployer },
        ...(stage === 3 ? [{ boxed: [finalWarn] } as Block] : []),
        {
          p: `${stage === 1 ? 'Payment terms: 30 days from the statement date.' : `Please pay now.`} ${payText}`,
        },
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${provider}`,
        rows: [
          [quoteInv ? 'Invoice number' : 'Agreement number', ref],
          ['Amount', fmtMoney(due)],
        ],
      },
      footer: foot,
    };
  } else {
    const a = person(r).last;
    let b = person(r).last;
    while (b === a) b = person(r).last;
    const firm = pick(r, [`${a} ${b} LLP`, `${a} & ${b} Solicitors`, `${a} ${b} Legal LLP`]);
    spec = {
      face: c.face,
      head: [firm],
      sub: ['Commercial Recoveries', officeAddress(r), `${phone(r)}  DX ${r.int(10000, 99999)} ${place(r)}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client ref', agreement],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim', 'Letter Before Action']),
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { h: `Our client: ${provider}` },
        { h: `Employee car agreement ${agreement}, vehicle ${reg}` },
        {
          p: `We act for ${provider}, which leased the vehicle ${reg} to you under the salary sacrifice car scheme offered by your former employer, ${employer}. When your employment ended on ${D(c, left)}, the agreement ended early and our client invoiced you on ${D(c, invDate)} (invoice ${invoice}) for the charges due under it. Despite its reminders, the invoice has not been paid.`,
        },
        { grid: rows, widths: [0.76, 0.24] },
        {
          p: `Unless within 30 days of the date of this letter you pay ${fmtMoney(due)} to us, or complete and return the enclosed Reply Form, our client will issue a claim against you in the county court without further notice. Interest continues at ${fmtMoney(daily)} a day, and the court fee (${fmtMoney(courtFee)}) and fixed costs will be added to the claim.`,
        },
        {
          p: `Payments should be made to our client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${ref}. If you dispute the debt, tell us why on the Reply Form.`,
        },
        {
          small: `This letter is sent under the Pre-Action Protocol for Debt Claims. Enclosed: Information Sheet, Reply Form, Financial Statement. You may wish to get free independent debt advice. Your former employer, ${employer}, is not a party to this claim.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). ${firm.endsWith('LLP') ? `Registered in England and Wales no. OC${r.digits(6)}. A list of members is available at our registered office, ${officeAddress(r)}.` : `Partners: ${a}, ${b}. Office: ${officeAddress(r)}.`}`,
      ],
    };
  }
  const creditor = solicitors ? (spec.head[0] as string) : provider;
  const kind = solicitors ? ('letter_of_claim' as const) : kindOf(stage);
  return {
    spec,
    truth: truth(creditor, due, ref, solicitors ? 'debt_collection' : 'normal', stage, kind, c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W243 Heating engineer / plumber: boiler repair or emergency call-out
// ------------------------------------------------------------------------------------------------------------

interface BoilerJob {
  fault: string;
  work: string;
  parts: [string, number, number][];
}
const BOILER_JOBS: BoilerJob[] = [
  {
    fault: 'no heating or hot water, boiler locking out on an ignition fault',
    work: 'Replaced the ignition electrode and flame sensor, checked the gas inlet pressure and combustion; boiler working.',
    parts: [
      ['Ignition electrode and seal kit', 24, 42],
      ['Flame sensing electrode', 18, 36],
    ],
  },
  {
    fault: 'boiler losing pressure and needing topping up every day',
    work: 'Replaced the pressure relief valve, recharged the expansion vessel and repressurised the system to 1.2 bar.',
    parts: [['Pressure relief valve', 28, 48]],
  },
  {
    fault: 'hot water working but no central heating',
    work: 'Replaced the diverter valve cartridge, bled the radiators and tested heating and hot water.',
    parts: [['Diverter valve cartridge', 68, 125]],
  },
  {
    fault: 'boiler off in freezing weather with a frozen condensate pipe',
    work: 'Thawed the condensate pipe, re-ran the outside section in 32mm pipe, lagged it and reset the boiler.',
    parts: [['32mm condensate pipe, fittings and lagging', 28, 55]],
  },
  {
    fault: 'boiler dead after a power cut, no display',
    work: 'Diagnosed a failed main PCB, fitted a replacement and carried out the commissioning checks.',
    parts: [['Printed circuit board (main PCB)', 185, 320]],
  },
  {
    fault: 'loud noise from the boiler and lockout on a fan fault',
    work: 'Replaced the fan assembly and gasket; flue gas analysis within limits.',
    parts: [['Fan assembly', 115, 195]],
  },
  {
    fault: 'water leaking from under the boiler',
    work: 'Replaced the failed circulating pump and the isolating valve washers, refilled and dosed the system with inhibitor.',
    parts: [
      ['Circulating pump', 140, 220],
      ['Central heating inhibitor 500ml', 14, 22],
    ],
  },
];

/**
 * A heating engineer's or plumber's bill for a boiler repair or an emergency call-out, from a small limited company or
 * a sole trader trading under a name: the invoice (appliance, GC and serial numbers, the work done, a parts and labour
 * table), a reminder adding a late payment charge under the terms the customer signed on the job sheet (or answering
 * the customer's call that the boiler failed again), and a final notice or a letter before claim under the Pre-Action
 * Protocol for Debt Claims. Three layouts: an invoice form with cells of references; a letter; a short statement with a
 * "Balance due" box and a two-column table (the letter before claim is always the letter layout).
 * Amount = the balance due (invoice total incl. VAT where charged − any payment taken on the day + the late payment
 * charge once added); the subtotal before VAT, the VAT line, the hourly rate, the call-out line, the amount paid on the
 * day, the court fee and the 8% interest that a claim would add, and the annual-service price are not it. The invoice
 * number is the reference (every letter says to quote it); the Gas Safe registration number, the engineer's licence
 * number, the job number and the boiler's GC and serial numbers are not. 'normal' (an ordinary overdue invoice).
 * Open choice: a sole trader's legal person is the trader, but the README takes the creditor "as printed in its
 * letterhead/sign-off": the trading name, which heads the page and signs the letter (the footer says whose trading
 * name it is). A limited company: its legal name (with Ltd) as signed and in the footer. Stage 3 is final_demand or,
 * for the letter before claim, letter_of_claim.
 */
const boilerRepair: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.int(1, 3) as 1 | 2 | 3;
  const lbc = stage === 3 && r.chance(0.5);
  const layout = lbc ? 1 : r.int(0, 2);
  const sole = r.chance(0.5);
  const owner = person(r);
  const ownerName = `${owner.first} ${owner.last}`;
  let creditor: string;
  let head: string[];
  if (sole) {
    const v = r.int(0, 3);
    creditor = [
      `${owner.last} Plumbing & Heating`,
      `${ownerName} Heating Services`,
      `${place(r)} Boiler Repairs`,
      `${owner.last} Gas & Heating`,
    ][v];
    head =
      v === 0 && r.chance(0.4)
        ? [owner.last, 'Plumbing & Heating']
        : [r.chance(0.3) ? creditor.toUpperCase() : creditor];
  } else {
    const brand = `${stem(r)} ${pick(r, ['Heating & Plumbing', 'Plumbing & Heating', 'Heating Services', 'Gas & Heating'])}`;
    creditor = `${brand} Ltd`;
    head = r.chance(0.5) ? [brand] : [creditor];
  }
  const vat = sole ? r.chance(0.25) : r.chance(0.85);
  const gasSafe = r.digits(6);
  const licence = r.digits(7);
  const eng = sole ? owner : person(r);
  const engName = `${eng.first} ${eng.last}`;
  // Dates
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(21, 40) : r.int(50, 85)));
  const callDate = addDays(invDate, -r.int(0, 3));
  const terms = pick(r, [7, 14, 0]);
  const invDue = addDays(invDate, terms || 7);
  const rem1 = addDays(invDue, r.int(7, 14));
  const rem2 = addDays(rem1, r.int(10, 16));
  const yy = invDate.getUTCFullYear() % 100;
  const job = pick(r, [`J${r.digits(5)}`, `JOB-${r.digits(4)}`, `${yy}-${r.digits(4)}`]);
  const inv = sole
    ? pick(r, [String(r.int(1040, 2890)), `INV-${r.digits(4)}`, `${yy}/${r.digits(3)}`])
    : pick(r, [
        `INV${r.digits(6)}`,
        `SI-${r.digits(5)}`,
        `${r.letters(1, 'HPG')}${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
      ]);
  const boiler = pick(r, [
    'Combination boiler, 30kW',
    'Combination boiler, 25kW',
    'System boiler, 18kW',
    'Regular (heat-only) boiler, 15kW',
  ]);
  const gc = `${r.int(41, 47)}-${r.digits(3)}-${r.digits(2)}`;
  const serial = `${r.digits(4)}${r.letters(1, 'WOX')}${r.digits(5)}`;
  // A frozen condensate pipe only in the cold months (November to March).
  const winter = [10, 11, 0, 1, 2].includes(callDate.getUTCMonth());
  const jobSpec = pick(
    r,
    BOILER_JOBS.filter((j) => winter || !j.fault.includes('freezing')),
  );
  const emergency = r.chance(0.55);
  const when = emergency
    ? pick(r, ['21:40', '23:15', '07:05', '19:30', '06:20', '22:10'])
    : pick(r, ['09:30', '11:15', '13:45', '15:20']);
  // Charges
  const callout: [string, number] = emergency
    ? ['Emergency call-out, out of hours (includes first hour)', pick(r, [95, 110, 125, 145, 165])]
    : ['Call-out charge (includes first 30 minutes)', pick(r, [55, 65, 75, 85])];
  const hrs = pick(r, [0.5, 1, 1.5, 2, 2.5]);
  const rate = pick(r, [48, 55, 60, 65, 72]);
  const labour = round2(hrs * rate);
  const parts = jobSpec.parts.map(([k, lo, hi]) => [k, r.money(lo, hi)] as [string, number]);
  const sundries = r.chance(0.6) ? r.money(6, 14) : 0;
  const net = round2(callout[1] + labour + parts.reduce((a, [, v]) => a + v, 0) + sundries);
  const vatAmt = vat ? round2(net * 0.2) : 0;
  const total = round2(net + vatAmt);
  const paidDay = r.chance(0.25) ? pick(r, [50, 100]) : 0;
  const card = r.digits(4);
  const invBal = round2(total - paidDay);
  const late = stage >= 2 && r.chance(0.75) ? pick(r, [15, 20, 25, 30, 40]) : 0;
  const due = round2(invBal + late);
  const courtFee = due <= 300 ? 35 : due <= 500 ? 50 : 70;
  const callBack = stage === 2 && r.chance(0.4);
  const payDays = stage === 1 ? terms : stage === 2 ? 7 : lbc ? 30 : 7;
  const pay = stage === 1 ? (terms ? invDue : undefined) : addDays(c.date, payDays);
  const mobile = `07700 900${r.digits(3)}`;
  const email = `${pick(r, ['accounts', 'office', 'info'])}@${host(creditor)}`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;

  const lines: string[][] = [
    [callout[0], '1', fmtMoney(callout[1]), fmtMoney(callout[1])],
    [
      `Labour (${emergency ? 'after first hour' : 'after first 30 minutes'})`,
      `${hrs} hr`,
      fmtMoney(rate),
      fmtMoney(labour),
    ],
    ...parts.map(([k, v]) => [k, '1', fmtMoney(v), fmtMoney(v)]),
    ...(sundries ? [['Sundries (fittings, jointing, PTFE)', '', '', fmtMoney(sundries)]] : []),
  ];
  const totals: string[][] = [
    ...(vat
      ? [
          ['Subtotal', '', '', fmtMoney(net)],
          ['VAT at 20%', '', '', fmtMoney(vatAmt)],
        ]
      : []),
    ['Invoice total', '', '', fmtMoney(total)],
    ...(paidDay ? [[`Paid on the day, card ending ${card}`, '', '', `-${fmtMoney(paidDay)}`]] : []),
    ...(late ? [['Late payment charge', '', '', fmtMoney(late)]] : []),
    [stage === 1 ? 'Balance due' : 'Balance now due', '', '', fmtMoney(due)],
  ];
  const visit = `${emergency ? 'Emergency call-out' : 'Visit'} on ${D(c, callDate)} at ${when}: ${jobSpec.fault}.`;
  const termsText =
    stage === 1
      ? terms
        ? `Payment terms: ${terms} days. Please pay by ${D(c, invDue)}`
        : 'Payment is due on receipt of this invoice'
      : '';
  const lateWhy = late
    ? ` As set out in our terms and conditions, which you signed on the job sheet, a late payment charge of ${fmtMoney(late)} has been added.`
    : '';
  const s2 = callBack
    ? `When you rang on ${D(c, addDays(invDue, r.int(1, 5)))} to say the boiler had stopped again, ${sole ? 'I' : 'our engineer'} came back on ${D(c, addDays(invDue, r.int(6, 9)))} at no charge. The boiler had low system pressure, which is not connected to the repair, and it was topped up and reset. Invoice ${inv} dated ${D(c, invDate)} is still unpaid.${lateWhy}`
    : `Our invoice ${inv} dated ${D(c, invDate)} for the repair to your boiler was due for payment by ${D(c, invDue)} and has not been paid.${lateWhy}`;
  const s3 = `${sole ? 'I' : 'We'} sent you invoice ${inv} on ${D(c, invDate)} and reminders on ${D(c, rem1)} and ${D(c, rem2)}, but the balance remains unpaid.${late ? ` A late payment charge of ${fmtMoney(late)} was added when the invoice became overdue, as ${sole ? 'my' : 'our'} terms allow.` : ''}`;
  const we = sole ? 'I' : 'we';
  const final =
    stage !== 3
      ? ''
      : lbc
        ? `Unless you pay ${fmtMoney(due)} or return the enclosed Reply Form within 30 days of the date of this letter, ${we} intend to issue a claim against you in the county court without further notice. The claim will include interest at 8% a year under section 69 of the County Courts Act 1984 and the court fee (${fmtMoney(courtFee)}), which would increase what you owe.`
        : `If ${fmtMoney(due)} is not paid by ${D(c, pay!)}, ${we} will start a claim in the county court without further notice, and court fees and interest will be added.`;
  const payText = `Pay by bank transfer (${bank}) or by card over the phone, quoting invoice number ${inv}.`;
  const title =
    stage === 1
      ? pick(
          r,
          ['INVOICE', 'Invoice', 'Tax invoice'].filter((t) => vat || t !== 'Tax invoice'),
        )
      : stage === 2
        ? pick(r, ['REMINDER - INVOICE OVERDUE', 'Payment reminder', 'Overdue invoice'])
        : lbc
          ? pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim'])
          : pick(r, ['FINAL NOTICE', 'Final notice before court action', 'FINAL DEMAND']);
  const sub = [
    `Gas Safe registered no. ${gasSafe}`,
    sole ? `${place(r)}  |  ${mobile}  |  ${email}` : `${officeAddress(r)}  |  ${phone(r)}  |  ${email}`,
    ...(r.chance(0.5)
      ? [
          pick(r, [
            'Boiler repairs, servicing and landlord gas safety certificates',
            `Annual boiler service from £${pick(r, [75, 80, 85, 95])}`,
          ]),
        ]
      : []),
  ];
  const footer = [
    sole
      ? `${creditor} is the trading name of ${ownerName}, sole trader. ${vat ? `VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.` : 'Not registered for VAT.'} Gas Safe Register no. ${gasSafe}.`
      : `${regLine(creditor, r)}${vat ? ` VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.` : ''} Gas Safe Register no. ${gasSafe}.`,
  ];
  const sign = sole
    ? [ownerName, creditor]
    : [...signatory(r, ['Office Manager', 'Director', 'Accounts']), creditor];

  let spec: Spec;
  if (layout === 0) {
    const body: Block[] = [
      {
        kv: [
          ['Appliance:', boiler],
          ['GC no. / serial no.:', `${gc} / ${serial}`],
          ['Attended:', `${D(c, callDate)} ${when}, ${engName} (licence ${licence})`],
        ],
      },
      { p: `${visit} ${jobSpec.work}` },
      ...(stage === 2 ? [{ p: s2 } as Block] : stage === 3 ? [{ p: s3 } as Block] : []),
      {
        grid: [...lines, ...totals],
        header: ['Description', 'Qty', 'Unit', 'Amount'],
        widths: [0.58, 0.1, 0.14, 0.18],
      },
      ...(stage === 3 ? [{ boxed: [final] } as Block] : []),
      {
        p:
          stage === 1
            ? `${termsText}. ${payText}`
            : `Please pay ${fmtMoney(due)} ${stage === 2 ? `within 7 days, by ${D(c, pay!)}` : 'now'}. ${payText}`,
      },
    ];
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron', 'shield'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Customer', `${c.who.title} ${c.who.last}`],
      ],
      panelBoxed: r.chance(0.5),
      refGrid: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, invDate)],
        ['Job no.', job],
        ['Gas Safe reg.', gasSafe],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body,
      sign: stage === 1 ? [`Thank you for your business - ${sole ? ownerName : creditor}`] : sign,
      closing: stage === 1 ? undefined : 'Yours sincerely',
      footer,
    };
  } else if (layout === 1) {
    const summary: [string, string][] = [
      ['Invoice total:', fmtMoney(total)],
      ...(paidDay ? ([['Paid on the day:', `-${fmtMoney(paidDay)}`]] as [string, string][]) : []),
      ...(late ? ([['Late payment charge:', fmtMoney(late)]] as [string, string][]) : []),
      [stage === 1 ? 'Balance due:' : 'Balance now due:', fmtMoney(due)],
    ];
    const body: Block[] = [
      dear(c),
      { h: `Invoice ${inv} - ${boiler.split(',')[0].toLowerCase()} repair, job ${job}` },
      {
        p:
          stage === 1
            ? `Thank you for calling ${sole ? 'me' : 'us'} out. ${visit} ${jobSpec.work} The boiler (GC ${gc}, serial ${serial}) was left working and safe. The charges are below${vat ? ', including VAT' : ''}.`
            : stage === 2
              ? s2
              : lbc
                ? `${s3} The work was the ${emergency ? 'emergency ' : ''}repair to your boiler on ${D(c, callDate)} (job ${job}). This letter is sent under the Pre-Action Protocol for Debt Claims.`
                : `${s3} This is ${sole ? 'my' : 'our'} final notice.`,
      },
      ...(stage === 1
        ? [
            {
              grid: [...lines, ...totals],
              header: ['Work and parts', 'Qty', 'Unit', 'Amount'],
              widths: [0.58, 0.1, 0.14, 0.18],
            } as Block,
          ]
        : [{ kv: summary } as Block]),
      ...(stage === 3 ? [{ p: final } as Block] : []),
      {
        p:
          stage === 1
            ? `${termsText}. ${payText}`
            : stage === 2
              ? `Please pay ${fmtMoney(due)} within 7 days, by ${D(c, pay!)}. ${payText}`
              : payText,
      },
      ...(stage > 1
        ? [
            {
              small: `Job details: ${visit} Appliance: ${boiler}, GC no. ${gc}, serial no. ${serial}. Engineer: ${engName}, Gas Safe licence no. ${licence}.`,
            } as Block,
          ]
        : []),
      ...(lbc
        ? [
            {
              small: `Enclosed: Information Sheet, Reply Form and Financial Statement. If you dispute the invoice, please say why on the Reply Form. You may wish to get free independent debt advice.`,
            } as Block,
          ]
        : []),
    ];
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Job no.', job],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.4),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body,
      closing: lbc ? 'Yours sincerely' : pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else {
    const table: [string, string][] = [
      [
        `${emergency ? 'Emergency call-out and labour' : 'Call-out and labour'}`,
        fmtMoney(round2(callout[1] + labour)),
      ],
      [`Parts${sundries ? ' and sundries' : ''}`, fmtMoney(round2(net - callout[1] - labour))],
      ...(vat ? ([['VAT at 20%', fmtMoney(vatAmt)]] as [string, string][]) : []),
      ...(paidDay
        ? ([[`Paid on the day (card ending ${card})`, `-${fmtMoney(paidDay)}`]] as [string, string][])
        : []),
      ...(late ? ([['Late payment charge', fmtMoney(late)]] as [string, string][]) : []),
      [stage === 1 ? 'Balance due' : 'Balance now due', fmtMoney(due)],
    ];
    const body: Block[] = [
      dear(c),
      {
        p:
          stage === 1
            ? `${visit} ${jobSpec.work}`
            : stage === 2
              ? s2
              : `${s3} This is ${sole ? 'my' : 'our'} final notice.`,
      },
      {
        kv: [
          ['Invoice', `${inv} (${D(c, invDate)})`],
          ['Job', `${job}, ${boiler}`],
          ['Boiler serial', serial],
        ],
      },
      { table, header: ['Summary', 'Amount'] },
      ...(stage === 3 ? [{ boxed: [final] } as Block] : []),
      {
        p:
          stage === 1
            ? `${termsText}. ${payText}`
            : `${stage === 2 ? `Please pay within 7 days, by ${D(c, pay!)}.` : 'Please pay now.'} ${payText}`,
      },
    ];
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      owe: {
        label: stage === 1 ? 'Balance due' : 'Balance now due',
        amount: fmtMoney(due),
        note: pay ? `Please pay by ${D(c, pay)}` : 'Due on receipt',
      },
      panel: [
        ['Date', D(c, c.date)],
        ['Invoice', inv],
      ],
      title,
      titleStyle: pick(r, ['banner', 'plain'] as const),
      body,
      closing: 'Many thanks',
      sign,
      footer,
    };
  }
  const kind = lbc ? ('letter_of_claim' as const) : kindOf(stage);
  return { spec, truth: truth(creditor, due, inv, 'normal', stage, kind, c, pay) };
};

export const FRESH23B_FAMILIES: Family[] = [
  {
    id: 'W241',
    name: 'Student halls check-out charges after the deposit: damage, cleaning, missing items (invoice, reminder, final notice with graduation hold or agency)',
    group: 'business',
    make: hallsCharges,
  },
  {
    id: 'W242',
    name: 'Salary sacrifice car early termination charges after leaving the employer (invoice, reminder, final notice or solicitors)',
    group: 'business',
    make: salarySacrificeCar,
  },
  {
    id: 'W243',
    name: 'Heating engineer or plumber boiler repair / emergency call-out invoice (invoice, reminder with late charge, final notice or letter before claim)',
    group: 'business',
    make: boilerRepair,
  },
];
