/**
 * The eighteenth fresh held-out set, part a (W202–W204): kinds of letter the corpus does not have yet — a council's
 * or its housing ALMO's rent arrears letters for a lock-up garage rented apart from any home (a statement reminder,
 * a second letter, and a notice to quit the garage / termination of the garage licence with the keys to be handed
 * back), a council's charges for temporary accommodation (a hostel room, a nightly-paid flat or a bed-and-breakfast
 * annex) owed by a homeless household after it moved on (the former tenant arrears invoice with the service charges
 * Housing Benefit did not cover, a reminder, and a final letter or letter before claim before the debt goes to a
 * collection agent or the county court), and a council's Adult Social Care Finance letters for unpaid assessed
 * contributions towards home care under the Care Act 2014 (a statement or invoice of the unpaid four-weekly charges,
 * a reminder, and a final letter warning of legal recovery), some addressed to the person's attorney or appointee.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family picks one of two or three
 * layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the
 * choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  address,
  addDays,
  fmtDate,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  stem,
  web,
} from './vocab';
import {
  ALL_FACES,
  councilName,
  ctx,
  D,
  dear,
  host,
  oOrI,
  pick,
  rcpt,
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

type KV = [string, string];

/** A letterhead line too long for the largest heading size is broken over two lines at the middle word gap. */
const fitHead = (head: string[]): string[] =>
  head.flatMap((h) => {
    if (h.length <= 28) return [h];
    const words = h.split(' ');
    const half = Math.ceil(words.length / 2);
    return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
  });

// ------------------------------------------------------------------------------------------------------------
// W202 — lock-up garage rent arrears
// ------------------------------------------------------------------------------------------------------------

/** An arm's length management organisation (ALMO): the company a council set up to run its housing. */
function almo(r: Parameters<Family['make']>[0]): { name: string; head: string[] } {
  const p = place(r);
  const mid = pick(r, ['Homes', 'Homes', 'Housing Partnership', 'Community Homes']);
  const name = `${p} ${mid} ${pick(r, ['Ltd', 'Limited'])}`;
  const head = r.chance(0.5) ? [name] : r.chance(0.5) ? [`${p} ${mid}`] : [p, mid];
  return { name, head };
}

/**
 * Rent arrears on a lock-up garage the person rents on its own (a garage licence or a garage tenancy, separate from
 * any home), from the council's or its ALMO's garages / rent income team. Stage drawn per letter: 1 a statement
 * reminder (the rent account statement with the arrears, asking for payment within 14 days), 2 a second letter
 * ("we wrote to you on …", sometimes a broken payment arrangement) warning that the licence will be ended, 3 a notice
 * to quit the garage / notice of termination of the garage licence: the date it ends, the keys and remote fob to be
 * returned, belongings to be cleared.
 * Truth: creditor = the council, or the ALMO when the ALMO writes, signs and asks to be paid (the README's "wrote the
 * letter and asks to be paid"; the owning council is named only in the footer). Amount = the arrears / balance now
 * owing (VAT included where a non-tenant is charged VAT); the weekly rent, the suggested instalment, rent still to be
 * charged until the keys come back, and the lock-change and clearance charges that *would* be added are not it.
 * Reference = the garage rent account number the letter asks to be quoted; the garage number, the key number, the
 * person's separate home rent account and the VAT number are not it.
 * Open choices: a council's rent for a garage is an ordinary charge for a service, not council tax: 'normal'. Stage 1
 * is titled and worded as a reminder of arrears on a running account, so kind 'reminder' (stage 1: first letter
 * about the arrears); stage 2 'reminder'; the notice ending the garage letting is a termination demand, stage 3, kind
 * 'termination_notice'.
 */
const garageRent: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const byAlmo = r.chance(0.45);
  const council = councilName(r);
  const org = byAlmo ? almo(r) : council;
  const creditor = org.name;
  const dept = pick(r, [
    'Garages Team',
    'Garage Lettings',
    'Rent Income Team (Garages)',
    'Income Recovery - Garages',
  ]);
  const office = officeAddress(r);
  const tel = phone(r);
  const acc = pick(r, [
    `GAR${r.digits(6)}`,
    `G/${r.digits(5)}/${r.letters(1, 'ABCDK')}`,
    `GR${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(4)} ${r.digits(4)}`,
  ]);
  const licence = r.chance(0.6);
  const letting = licence ? 'garage licence' : 'garage tenancy';
  const street = address(r);
  const site = pick(r, [
    `${street[0].replace(/^\d+ /, '')} garage site`,
    `garages rear of ${street[0].replace(/^\d+ /, '')}`,
    `${place(r)} Court garage block`,
  ]);
  const garageId = pick(r, [`${r.int(1, 48)}`, `${r.letters(1, 'ABCD')}${r.int(1, 24)}`]);
  const garageNo = `Garage ${garageId}`;
  const keyNo = `K${r.digits(4)}`;
  const councilTenant = r.chance(0.4);
  const homeRef = `${r.digits(6)}/${r.digits(2)}`;
  const net = r.money(8.2, 16.5);
  const vat = councilTenant ? 0 : round2(net * 0.2);
  const weekly = round2(net + vat);
  const fourWeekly = round2(weekly * 4);
  const periods = r.int(3, 5);
  const bf = r.chance(0.5) ? round2(weekly * r.int(1, 6)) : 0;
  // A statement of the last few four-weekly rent debits and the odd payment, running balance.
  const start = addDays(c.date, -28 * (periods - 1) - r.int(3, 20));
  const rows: string[][] = [];
  let bal = bf;
  if (bf) rows.push(['Arrears brought forward', D(c, start), '', '', fmtMoney(bal)]);
  let paidCount = 0;
  for (let i = 0; i < periods; i++) {
    const d = addDays(start, 28 * i);
    bal = round2(bal + fourWeekly);
    rows.push([
      `Garage rent, 4 weeks${vat ? ' (inc. VAT)' : ''}`,
      D(c, d),
      fmtMoney(fourWeekly),
      '',
      fmtMoney(bal),
    ]);
    if (i < periods - 1 && paidCount < 2 && r.chance(0.35)) {
      paidCount++;
      const p = round2(Math.min(bal - 1, pick(r, [10, 20, 25, 30, fourWeekly])));
      bal = round2(bal - p);
      rows.push(['Payment - thank you', D(c, addDays(d, r.int(5, 20))), '', fmtMoney(p), fmtMoney(bal)]);
    }
  }
  const arrears = bal;
  rows.push(['Balance owing', D(c, c.date), '', '', fmtMoney(arrears)]);
  const weeksBehind = Math.max(2, Math.floor(arrears / weekly));
  const first = addDays(c.date, -r.int(24, 40));
  const phoned = addDays(first, r.int(4, 10));
  const arranged = stage === 2 && r.chance(0.5);
  const instal = pick(r, [5, 8, 10, 15]);
  const pay = addDays(c.date, 14);
  // Notice period: 28 days for a tenancy, 7 or 28 for a licence, ending on a Sunday (end of the rent week).
  let end = addDays(c.date, licence ? pick(r, [7, 28]) + 3 : 31);
  while (end.getUTCDay() !== 0) end = addDays(end, 1);
  const lockFee = pick(r, [45, 60, 75, 85]);
  const clearFee = pick(r, [95, 120, 150, 180]);
  const layout = stage === 3 ? r.int(0, 2) : r.int(0, 1);

  const garageLine = `${garageNo}, ${site}`;
  const vatNote = vat
    ? `As you do not rent your home from us, VAT at 20% is added to your garage rent (VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}). Your rent is ${fmtMoney(weekly)} a week including VAT.`
    : `Your garage rent is ${fmtMoney(weekly)} a week. Your home rent account (${homeRef}) is separate and is not affected by this letter.`;
  const ways: KV[] = [
    ['Online', `${web(byAlmo ? creditor : council.name)}/paygarage`],
    ['By phone', `${tel} (24-hour automated line)`],
    ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
    ['Reference', `${acc} (garage rent account number)`],
  ];
  const owner = byAlmo
    ? [
        `${creditor} manages council homes and garages on behalf of ${council.name}.`,
        `Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
      ]
    : [`${council.name}, ${office}. ${web(council.name)}`];

  let title: string;
  let body: Block[];
  let kind: 'reminder' | 'termination_notice' = 'reminder';
  let payBy: Date | undefined = pay;
  if (stage === 1) {
    title = pick(r, [
      'Garage rent statement',
      'Your garage rent account is in arrears',
      'GARAGE RENT - PAYMENT REMINDER',
    ]);
    body = [
      dear(c),
      {
        p: `Our records show that the rent account for ${garageLine} is ${weeksBehind} weeks in arrears. Garage rent is payable weekly in advance under your ${letting} agreement, and a statement of your account is set out below.`,
      },
      {
        grid: rows,
        header: ['Transaction', 'Date', 'Charge', 'Paid', 'Balance'],
        widths: [0.36, 0.2, 0.14, 0.14, 0.16],
      },
      {
        p: `Please pay the arrears of ${fmtMoney(arrears)} within 14 days of the date of this letter, quoting your garage rent account number ${acc}. If you have paid in the last few days, thank you, and please ignore this reminder.`,
      },
      { small: vatNote },
    ];
  } else if (stage === 2) {
    title = pick(r, [
      'Garage rent arrears - second letter',
      'Second reminder: garage rent arrears',
      'Your garage rent is still unpaid',
    ]);
    body = [
      dear(c),
      {
        p: arranged
          ? `We wrote to you on ${D(c, first)} about the arrears on your garage rent account. When you telephoned us on ${D(c, phoned)} you agreed to pay your rent plus ${fmtMoney(instal)} a week towards the arrears, starting on ${D(c, addDays(phoned, 7))}. No payment has been received under that arrangement, so it has broken down.`
          : `We wrote to you on ${D(c, first)} about the arrears on the rent account for ${garageLine}. We have not received a payment or heard from you since then, and the arrears have now risen to ${fmtMoney(arrears)}.`,
      },
      {
        kv: [
          ['Garage let to you', garageLine],
          ['Weekly rent', fmtMoney(weekly)],
          ['Arrears now owing', fmtMoney(arrears)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(arrears)} by ${D(c, pay)}, or contact us before then to agree how you will clear it. If you do neither, we will serve notice to end your ${letting} without further warning and you will lose the use of the garage. The arrears will still be recovered from you.`,
      },
    ];
    if (r.chance(0.5)) body.push({ small: vatNote });
  } else {
    kind = 'termination_notice';
    payBy = end;
    title = licence
      ? pick(r, ['NOTICE OF TERMINATION OF GARAGE LICENCE', 'Termination of your garage licence'])
      : pick(r, ['NOTICE TO QUIT - GARAGE', 'Notice to quit your garage']);
    const ends = `Your ${licence ? 'licence' : 'tenancy'} of ${garageLine} will end on ${D(c, end)}.`;
    const why = `This is because the rent is ${weeksBehind} weeks in arrears and you have not responded to our letters of ${D(c, first)} and ${D(c, addDays(first, r.int(16, 22)))}.`;
    const handBack = `By ${D(c, end)} you must remove all your belongings and any vehicle from the garage and return ${pick(r, ['both keys', 'all keys', 'the key and the remote door fob'])} (key no. ${keyNo}) to ${dept}, ${office}. Please label them with your name and garage number.`;
    const future = `If the garage is not empty or the keys are not returned, we will change the lock (charge ${fmtMoney(lockFee)}) and clear the garage (charge from ${fmtMoney(clearFee)}), and these charges will be added to your account. Rent of ${fmtMoney(weekly)} a week continues to be charged until the keys are returned.`;
    const payText = `The arrears of ${fmtMoney(arrears)} are due now. Please pay them by ${D(c, end)}, quoting ${acc}. If you pay the arrears in full before then, telephone us on ${tel} and we will consider withdrawing this notice.`;
    if (layout === 2) {
      body = [
        {
          kv: [
            [licence ? 'Licensee' : 'Tenant', `${c.who.title} ${c.who.first} ${c.who.last}`],
            ['Premises', garageLine],
            ['Account number', acc],
            [licence ? 'Licence ends on' : 'Notice expires', D(c, end)],
            ['Arrears now due', fmtMoney(arrears)],
          ],
        },
        { p: `${ends} ${why}` },
        { boxed: [handBack] },
        { p: payText },
        { small: future },
        {
          checks: [
            'I will return the keys by the date above.',
            'I want to pay the arrears and keep the garage - please call me.',
          ],
        },
      ];
    } else {
      body = [
        dear(c),
        { p: `${ends} ${why}` },
        { h: 'What you must do' },
        { p: handBack },
        { amountBox: ['Arrears now due', fmtMoney(arrears)] },
        { p: payText },
        { small: future },
      ];
    }
  }

  const panel: KV[] = [
    ['Account no.', acc],
    ['Garage no.', garageId],
    ['Date', D(c, c.date)],
  ];
  if (r.chance(0.5)) panel.splice(2, 0, ['Key no.', keyNo]);
  const sign = byAlmo
    ? [...signatory(r, ['Income Officer', 'Garages Officer', 'Rent Income Officer']), `${dept}, ${creditor}`]
    : [...signatory(r, ['Income Officer', 'Garages Officer', 'Estates Officer']), `${dept}`, council.name];
  const spec: Spec =
    layout === 0
      ? {
          face: c.face,
          head: fitHead(org.head),
          logoMark: pick(r, ['shield', 'bars', 'rings'] as const),
          sub: [dept, office, `Tel ${tel}  ${web(creditor)}`],
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: rcpt(c),
          panel,
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.4),
          title,
          titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
          body: stage === 3 ? body : [...body, { kv: ways }],
          closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
          sign,
          footer: owner,
        }
      : {
          face: c.face,
          head: fitHead(org.head),
          headBand: layout === 1,
          sub: [dept, `${office}  |  ${tel}`],
          headAlign: pick(r, ['left', 'center'] as const),
          returnAddress: `Return address: ${dept}, ${office}`,
          recipient: rcpt(c),
          panel: [],
          refGrid: [
            ['Garage rent account', acc],
            ['Garage no.', garageId],
            ['Date', D(c, c.date)],
            [stage === 3 ? 'Notice ends' : 'Arrears', stage === 3 ? D(c, end) : fmtMoney(arrears)],
          ],
          title,
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body:
            stage === 1 && layout === 1 && rows.length <= 5
              ? [...body.slice(0, 3), { amountBox: ['Arrears to pay', fmtMoney(arrears)] }, ...body.slice(3)]
              : body,
          closing: stage === 3 && layout === 2 ? undefined : 'Yours sincerely',
          sign:
            stage === 3 && layout === 2
              ? [`Issued by ${dept}, for and on behalf of ${creditor}`]
              : [sign[0], ...sign.slice(2)],
          slip:
            stage === 3
              ? undefined
              : {
                  title: `Garage rent payment slip - ${creditor}`,
                  rows: [
                    ['Account number', acc],
                    ['Arrears', fmtMoney(arrears)],
                    ['Pay by', D(c, pay)],
                  ],
                },
          footer: owner,
        };
  return { spec, truth: truth(creditor, arrears, acc, 'normal', stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W203 — temporary accommodation charges owed after the household moved on
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's charges for temporary accommodation it placed a homeless household in (a hostel room, a nightly-paid
 * self-contained flat or a bed-and-breakfast annex), chased after the household moved on to a settled home: the
 * accommodation charge Housing Benefit did not fully cover and the weekly service charges HB never covers (heating,
 * lighting and hot water, meals, water). Stage drawn per letter: 1 the former tenant arrears invoice (breakdown of
 * the stay, HB and payments credited, "amount due"), 2 a reminder ("we sent you an invoice on …", sometimes after the
 * person's call saying HB should have paid), 3 a final letter before the debt is referred to a collection agent or
 * the county court — or, in half of the stage-3 letters, a letter before claim under the Pre-Action Protocol for
 * Debt Claims giving 30 days.
 * Truth: creditor = the council (it writes and asks to be paid; the collection agent and the private provider of a
 * nightly-paid flat are only named). Amount = the amount due (charges − HB credited − payments); the weekly or
 * nightly rates, the HB awarded, the suggested weekly instalment and the court fee or agent's costs that *would* be
 * added are not it. Reference = the one the letter says to quote: either the invoice number (the customer number is
 * then another number on the page) or the former tenancy account number; the homeless application number, the HB
 * claim number and the room or flat number are not it. 'normal': a council's sundry charge for a service, neither
 * council tax nor a collector's letter.
 * Open choices: stage 1 is an invoice, kind 'first_demand'; stage 2 kind 'reminder'; a final letter warning of
 * referral is stage 3 'final_demand'; a letter headed "Letter before claim" with the protocol's reply form is stage
 * 3 'letter_of_claim'. payBy: the invoice's due date (28 days), 14 days for the reminder and final letter, 30 days
 * for the letter before claim.
 */
const tempAccommodation: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const lbc = stage === 3 && r.chance(0.5);
  const council = councilName(r);
  const creditor = council.name;
  const dept = pick(r, [
    'Temporary Accommodation Income Team',
    'Housing Needs - Temporary Accommodation Charges',
    'Homelessness Services, Accommodation Income',
    'Former Tenant Arrears (Temporary Accommodation)',
  ]);
  const office = officeAddress(r);
  const tel = phone(r);
  const email = `ta.income@${host(creditor)}`;
  const useInvoice = r.chance(0.5);
  const invoice = pick(r, [
    `${pick(r, ['91', '80', '72'])}${r.digits(6)}`,
    `INV-${r.digits(7)}`,
    `SD${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const customer = `${r.digits(7)}`;
  const account = pick(r, [
    `TA/${r.digits(5)}`,
    `FTA${r.digits(6)}`,
    `${r.letters(2, 'THR')}${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const ref = useInvoice ? invoice : account;
  const refLabel = useInvoice ? 'Invoice number' : 'Account reference';
  const homeless = `HPA/${r.digits(4)}/${r.int(22, 25)}`;
  const hbRef = r.digits(8);
  const type = r.int(0, 2);
  const addr = address(r);
  const unit =
    type === 0
      ? `Room ${r.int(1, 38)}, ${stem(r)} House hostel, ${addr[0].replace(/^\d+ /, '')}, ${addr[1]}`
      : type === 1
        ? `Flat ${r.int(1, 12)}, ${addr[0]}, ${addr[1]}`
        : `Room ${r.int(2, 19)}, ${stem(r)} Lodge (bed and breakfast), ${addr[1]}`;
  const provider = `${stem(r)} ${pick(r, ['Lettings', 'Property Services', 'Residential'])} Ltd`;
  const moveOut = addDays(
    c.date,
    -(stage === 1 ? r.int(30, 80) : stage === 2 ? r.int(70, 130) : r.int(110, 220)),
  );
  const nights = r.int(4, 30) * 7 + r.int(0, 6);
  const moveIn = addDays(moveOut, -nights);
  const weeks = round2(nights / 7);
  const nightly = type === 1;
  const rate = nightly ? r.money(34, 62) : round2(r.money(150, 260));
  const accom = nightly ? round2(rate * nights) : round2((rate * nights) / 7);
  const svc: [string, number][] = [['Heating, lighting and hot water', r.money(9, 24)]];
  if (type !== 1) svc.push(['Meals (breakfast and evening meal)', r.money(18, 38)]);
  if (r.chance(0.5)) svc.push(['Water and sewerage', r.money(4, 8.5)]);
  if (type === 0 && r.chance(0.5)) svc.push(['Laundry facilities', r.money(2.5, 6)]);
  const svcRows = svc.map(([k, w]) => [
    k,
    `${weeks.toFixed(2)} wks`,
    fmtMoney(w),
    fmtMoney(round2((w * nights) / 7)),
  ]);
  const svcTotal = round2(svc.reduce((a, [, w]) => a + round2((w * nights) / 7), 0));
  const hbShare = pick(r, [0.62, 0.7, 0.78, 0.85, 0.9]);
  const hb = round2(accom * hbShare);
  const paid = r.chance(0.55) ? round2(pick(r, [5, 10, 15]) * r.int(2, 14)) : 0;
  const due = round2(accom + svcTotal - hb - paid);
  const invDate = stage === 1 ? c.date : addDays(moveOut, r.int(20, 35));
  const invDue = addDays(invDate, 28);
  const remDate = addDays(invDue, r.int(14, 30));
  const called = addDays(remDate, r.int(5, 12));
  const agent = `${stem(r)} ${pick(r, ['Collection Services', 'Credit Management', 'Recoveries'])} Ltd`;
  const courtFee =
    due <= 300 ? 35 : due <= 500 ? 50 : due <= 1000 ? 70 : due <= 1500 ? 80 : due <= 3000 ? 115 : 205;
  const instal = pick(r, [5, 10, 15, 20]);
  const pay = stage === 1 ? invDue : addDays(c.date, lbc ? 30 : 14);
  const layout = r.int(0, 1);

  const stay = `${D(c, moveIn)} to ${D(c, moveOut)}`;
  const rateRow = nightly
    ? ['Accommodation charge (nightly rate)', `${nights} nights`, fmtMoney(rate), fmtMoney(accom)]
    : ['Accommodation charge (weekly rate)', `${weeks.toFixed(2)} wks`, fmtMoney(rate), fmtMoney(accom)];
  const grid: Block = {
    grid: [
      rateRow,
      ...svcRows,
      ['Less Housing Benefit credited', '', '', `-${fmtMoney(hb)}`],
      ...(paid ? [['Less payments you made during your stay', '', '', `-${fmtMoney(paid)}`]] : []),
      ['Amount due', '', '', fmtMoney(due)],
    ],
    header: ['Charges for your stay', 'Period', 'Rate', 'Amount'],
    widths: [0.5, 0.16, 0.15, 0.19],
  };
  const hbText = `Housing Benefit (claim ${hbRef}) paid ${fmtMoney(hb)} towards the accommodation charge but did not cover it in full, and it never covers the service charges for heating, ${type === 1 ? 'lighting and water' : 'meals and other services'}, which your licence agreement said you must pay yourself.`;
  const quote = `Quote ${useInvoice ? 'the invoice number' : 'your account reference'} ${ref} when you pay.`;
  const ways: KV[] = [
    ['Online', `${web(creditor)}/pay (choose "Sundry debts")`],
    ['Phone', `${tel} (automated, 24 hours)`],
    ['Bank transfer', `${creditor}, sort code ${sortCode(r)}, account ${r.digits(8)}`],
  ];
  let title: string;
  let kind: 'first_demand' | 'reminder' | 'final_demand' | 'letter_of_claim';
  let body: Block[];
  if (stage === 1) {
    kind = 'first_demand';
    title = pick(r, [
      'Invoice: temporary accommodation charges',
      'Former tenant arrears - temporary accommodation',
      'INVOICE - CHARGES FOR TEMPORARY ACCOMMODATION',
    ]);
    body = [
      dear(c),
      {
        p: `While we were helping you under the homelessness legislation (application ${homeless}) you stayed in temporary accommodation provided by the council at ${unit} from ${stay}. ${type === 1 ? `The flat was leased from ${provider} on a nightly basis. ` : ''}Now that you have moved on, we have closed your account; the unpaid charges for your stay are shown below.`,
      },
      grid,
      { p: `${hbText}` },
      {
        p: `Please pay ${fmtMoney(due)} by ${D(c, invDue)}. ${quote}${layout === 0 ? ` If you cannot pay in one go, contact us to agree an instalment plan - we can usually accept ${fmtMoney(instal)} a week.` : ''}`,
      },
    ];
  } else if (stage === 2) {
    kind = 'reminder';
    title = pick(r, [
      'Reminder - temporary accommodation charges unpaid',
      'Payment reminder',
      'Your temporary accommodation account: reminder',
    ]);
    const disputed = r.chance(0.45);
    body = [
      dear(c),
      {
        p: disputed
          ? `We sent you an invoice on ${D(c, invDate)} for the charges for your stay at ${unit} from ${stay}. When you called us on ${D(c, called)} you said you thought Housing Benefit had paid for your stay. We have checked with the Benefits Service: Housing Benefit of ${fmtMoney(hb)} was paid and has already been taken off, but it did not cover the full charge or the service charges.`
          : `We sent you an invoice on ${D(c, invDate)} for the charges for your stay at ${unit} from ${stay}, payable by ${D(c, invDue)}. We have not received payment and you have not contacted us.`,
      },
      {
        kv: [
          ['Total charges for your stay', fmtMoney(round2(accom + svcTotal))],
          ['Housing Benefit credited', `-${fmtMoney(hb)}`],
          ...(paid ? ([['Payments received', `-${fmtMoney(paid)}`]] as KV[]) : []),
          ['Balance outstanding', fmtMoney(due)],
        ],
      },
      {
        p: `Please pay the balance outstanding of ${fmtMoney(due)} within 14 days, by ${D(c, pay)}. ${quote} If you are unable to pay in full, please call us on ${tel} to agree affordable instalments.`,
      },
      {
        small: `If you are receiving Universal Credit or another benefit in your new home, free help with budgeting and debt is available from independent advice services. Your current tenancy is not affected by this debt.`,
      },
    ];
  } else if (!lbc) {
    kind = 'final_demand';
    const toAgent = r.chance(0.5);
    title = pick(r, [
      'FINAL NOTICE',
      'Final notice before further action',
      'Final reminder - temporary accommodation debt',
    ]);
    body = [
      dear(c),
      {
        p: `We wrote to you on ${D(c, invDate)} and again on ${D(c, remDate)} about the unpaid charges for your temporary accommodation at ${unit} (${stay}). The balance of ${fmtMoney(due)} is still outstanding.`,
      },
      { amountBox: ['Balance now due', fmtMoney(due)] },
      {
        p: toAgent
          ? `Unless you pay ${fmtMoney(due)} or agree a payment plan with us by ${D(c, pay)}, your account will be passed to our collection agent, ${agent}, without further notice. The agent will contact you directly, and the council may then take proceedings in the county court.`
          : `Unless you pay ${fmtMoney(due)} or agree a payment plan with us by ${D(c, pay)}, the council will issue a claim against you in the county court without further notice. A court fee (currently ${fmtMoney(courtFee)}) and interest would be added to the claim, and a county court judgment could affect your ability to get credit.`,
      },
      { p: quote },
    ];
  } else {
    kind = 'letter_of_claim';
    title = pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim: unpaid accommodation charges']);
    body = [
      dear(c),
      {
        p: `We write under the Pre-Action Protocol for Debt Claims. You owe the council ${fmtMoney(due)} for charges for temporary accommodation at ${unit} from ${stay}, invoiced on ${D(c, invDate)}. We sent you a reminder on ${D(c, remDate)}, and the debt remains unpaid.`,
      },
      {
        kv: [
          ['Charges for your stay', fmtMoney(round2(accom + svcTotal))],
          ['Housing Benefit and payments', `-${fmtMoney(round2(hb + paid))}`],
          ['Amount of the debt', fmtMoney(due)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(due)} within 30 days of the date of this letter, by ${D(c, pay)}, or complete and return the enclosed Reply Form within that time. If we hear nothing, the council may start court proceedings without further notice; the court fee (${fmtMoney(courtFee)}) and statutory interest would then be claimed as well.`,
      },
      {
        small: `Enclosed: Information Sheet, Reply Form and Financial Statement. You may wish to get independent debt advice. If you dispute the debt, tell us why on the Reply Form. ${quote}`,
      },
    ];
  }
  const panel: KV[] = [
    [refLabel, ref],
    ...(useInvoice ? ([['Customer no.', customer]] as KV[]) : []),
    ['Homeless app.', homeless],
    ['Date', D(c, c.date)],
  ];
  const sign = [
    ...signatory(r, [
      'Income Recovery Officer',
      'Temporary Accommodation Income Officer',
      'Team Leader, Housing Income',
    ]),
    dept,
    creditor,
  ];
  const footer = [
    `${creditor}, ${office}. ${pick(r, ['Calls may be recorded.', 'Opening hours: Monday to Friday, 9am to 5pm.'])} E-mail ${email}`,
  ];
  const spec: Spec =
    layout === 0
      ? {
          face: c.face,
          head: fitHead(council.head),
          logoMark: pick(r, ['shield', 'chevron'] as const),
          sub: [dept, office, `${tel}  ${email}`],
          headAlign: pick(r, ['left', 'right', 'center'] as const),
          recipient: rcpt(c),
          panel,
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.35),
          title,
          titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
          body: stage === 3 ? body : [...body, { kv: ways }],
          closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
          sign,
          footer,
        }
      : {
          face: c.face,
          head: fitHead(council.head),
          logo: r.chance(0.5),
          sub: [`${dept}  |  ${office}`, `${tel}  |  ${web(creditor)}`],
          headAlign: 'left',
          recipient: rcpt(c),
          panel: [],
          owe:
            stage === 3 && !lbc
              ? undefined
              : {
                  label: stage === 1 ? 'Amount due' : 'Balance outstanding',
                  amount: fmtMoney(due),
                  note: `Pay by ${D(c, pay)}`,
                },
          refGrid: [
            [refLabel, ref],
            [useInvoice ? 'Customer no.' : 'HB claim no.', useInvoice ? customer : hbRef],
            [stage === 1 ? 'Invoice date' : 'Date', D(c, c.date)],
            ['Moved out', D(c, moveOut)],
          ],
          title,
          titleStyle: pick(r, ['banner', 'boxed'] as const),
          body,
          closing: 'Yours sincerely',
          sign,
          slip:
            stage === 1
              ? {
                  title: `Remittance advice - ${creditor}`,
                  rows: [
                    [refLabel, ref],
                    ['Amount due', fmtMoney(due)],
                    ['Due date', D(c, invDue)],
                  ],
                }
              : undefined,
          footer,
        };
  return { spec, truth: truth(creditor, due, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W204 — adult social care: home care contributions in arrears
// ------------------------------------------------------------------------------------------------------------

/** A council with adult social care duties (county, unitary, metropolitan or London borough): never a district. */
function careCouncil(r: Parameters<Family['make']>[0]): { name: string; head: string[] } {
  const p = place(r);
  const v = r.int(0, 3);
  const name = [`${p} County Council`, `${p} City Council`, `Borough of ${p} Council`, `${p} Council`][v];
  const head =
    v === 2 && r.chance(0.5)
      ? ['Borough of', `${p} Council`]
      : v < 2 && r.chance(0.4)
        ? [p, name.slice(p.length + 1)]
        : [r.chance(0.25) ? name.toUpperCase() : name];
  return { name, head };
}

/**
 * A council's Adult Social Care Finance team chasing unpaid contributions towards home care (non-residential care):
 * the person was financially assessed under the Care Act 2014 and pays an assessed weekly contribution (or the cost of
 * the care if less), invoiced every four weeks in arrears. Some letters go to the person's attorney, appointee or
 * deputy ("Re: Mrs … , Person ID …"). Stage drawn per letter: 1 a statement of the unpaid four-weekly invoices, or
 * the latest four-weekly invoice carrying the unpaid earlier invoices forward; 2 a reminder ("we sent you a
 * statement on …", sometimes after a call saying Attendance Allowance was awaited); 3 a final letter warning that the
 * council will recover the debt through the county court (Care Act 2014, section 69), care itself continuing.
 * Truth: creditor = the council. Amount = the total overdue / total now due (the unpaid invoices, less any part
 * payment); the weekly contribution, the weekly cost of care, the disability-related expenditure allowance, the
 * minimum income guarantee, a single invoice line, the suggested instalment and the court fee that would be added are
 * not it. Reference = the one the letter says to quote: the customer (debtor) account number on statements and
 * reminders, the invoice number on the invoice layout (the customer number is then printed too); the Person ID, the
 * financial assessment reference and the individual invoice numbers in a statement are not it. 'normal': a
 * council's charge for a service (the debtType list has no care category; it is neither council tax nor a
 * collector's letter).
 * Open choices: stage 1 statement or invoice, kind 'first_demand'; stage 2 'reminder'; stage 3 'final_demand'. payBy
 * 14 days (28 on the invoice); none when a stage-2 letter only asks to be contacted.
 */
const homeCareCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const council = careCouncil(r);
  const creditor = council.name;
  const dept = pick(r, [
    'Adult Social Care Finance',
    'Adult Social Care Financial Services',
    'Adult Social Care Finance Team (Client Income)',
    'Care Charging and Financial Assessment Team',
  ]);
  const office = officeAddress(r);
  const tel = phone(r);
  const email = `asc.finance@${host(creditor)}`;
  const invoiceLayout = stage === 1 && r.chance(0.45);
  const customer = pick(r, [r.digits(8), `ASC/${r.digits(6)}`, `C${r.digits(3)}${oOrI(r)}${r.digits(4)}`]);
  const personId = r.digits(7);
  const faRef = `FA-${r.digits(6)}`;
  const viaRep = r.chance(0.35);
  const su = viaRep ? { ...person(r), last: r.chance(0.6) ? c.who.last : person(r).last } : c.who;
  const suName = `${su.first} ${su.last}`;
  const role = pick(r, ['Lasting Power of Attorney (property and financial affairs)', 'appointee', 'deputy']);
  const hours = pick(r, [5.25, 7, 8.75, 10.5, 14, 17.5, 21]);
  const hourly = r.money(21.5, 27.9);
  const cost = round2(hours * hourly);
  const weekly = round2(Math.min(r.money(14, 118), cost * 0.85));
  const dre = pick(r, [0, 10, 18.5, 25, 31.4]);
  const mig = pick(r, [228.7, 233.5, 239.2]);
  const provider = `${stem(r)} ${pick(r, ['Home Care', 'Homecare Services', 'Care at Home'])} Ltd`;
  const started = addDays(c.date, -r.int(200, 500));
  const n = invoiceLayout ? r.int(2, 4) : r.int(2, 5);
  const periodEnd0 = addDays(c.date, -r.int(5, 12) - 28 * (n - 1));
  const hospital = r.chance(0.3) ? r.int(0, n - 1) : -1;
  let no = r.int(7100000, 7899000);
  const invs = Array.from({ length: n }, (_, i) => {
    const end = addDays(periodEnd0, 28 * i);
    const weeks = i === hospital ? 3 : 4;
    no += i ? r.int(900, 4000) : 0;
    return { no: `${no}`, from: addDays(end, -27), end, weeks, amount: round2(weekly * weeks) };
  });
  const charged = round2(invs.reduce((a, x) => a + x.amount, 0));
  const part = r.chance(0.3) ? round2(Math.min(invs[0].amount - 5, pick(r, [20, 25, 40, 50]))) : 0;
  const due = round2(charged - part);
  const last = invs[invs.length - 1];
  const broughtForward = round2(due - last.amount);
  const statementDate = addDays(c.date, -r.int(21, 40));
  const called = addDays(statementDate, r.int(5, 12));
  const remDate = addDays(statementDate, r.int(10, 16));
  const instal = pick(r, [5, 10, 15, 20]);
  const courtFee = due <= 300 ? 35 : due <= 500 ? 50 : due <= 1000 ? 70 : due <= 1500 ? 80 : 115;
  const aaWait = stage === 2 && r.chance(0.45);
  const pay = addDays(c.date, invoiceLayout ? 28 : 14);
  const payBy = aaWait ? undefined : pay;
  const ref = invoiceLayout ? last.no : customer;
  const layout = r.int(0, 1);

  const short = (d: Date) => fmtDate(d, c.ds === 1 ? 2 : c.ds);
  const invRows: string[][] = invs.map((x) => [
    `Invoice ${x.no}${x.weeks === 3 ? ' (3 weeks: hospital stay)' : ''}`,
    `${short(x.from)} - ${short(x.end)}`,
    fmtMoney(x.amount),
  ]);
  const statement: Block = {
    grid: [
      ...invRows,
      ...(part ? [['Part payment received', '', `-${fmtMoney(part)}`]] : []),
      ['Total overdue', '', fmtMoney(due)],
    ],
    header: ['Unpaid home care charges', 'Period', 'Amount'],
    widths: [0.48, 0.32, 0.2],
  };
  const assessed = `Following the financial assessment (ref. ${faRef}), ${viaRep ? `${su.first}'s` : 'your'} assessed contribution towards home care is ${fmtMoney(weekly)} a week. The care from ${provider} (${hours} hours a week) costs the council about ${fmtMoney(cost)} a week; ${viaRep ? su.first : 'you'} pay${viaRep ? 's' : ''} only the assessed contribution. The assessment allowed a minimum income guarantee of ${fmtMoney(mig)} a week${dre ? ` and disability-related expenditure of ${fmtMoney(dre)} a week` : ''}.`;
  const re = viaRep
    ? [
        { h: `Re: ${suName} - Person ID ${personId}` },
        { p: `We are writing to you as ${su.first}'s ${role}.` },
      ]
    : [];
  const quoteWhat = invoiceLayout ? `invoice number ${ref}` : `customer account number ${ref}`;
  let title: string;
  let kind: 'first_demand' | 'reminder' | 'final_demand';
  let body: Block[];
  if (stage === 1 && invoiceLayout) {
    kind = 'first_demand';
    title = pick(r, ['INVOICE - Non-residential care charges', 'Invoice: home care contributions']);
    body = [
      dear(c),
      ...re,
      {
        grid: [
          [
            `Home care, ${D(c, last.from)} - ${D(c, last.end)}`,
            `${last.weeks} x ${fmtMoney(weekly)}`,
            fmtMoney(last.amount),
          ],
          ...(broughtForward > 0 ? [['Unpaid from earlier invoices', '', fmtMoney(broughtForward)]] : []),
          ['Total now due', '', fmtMoney(due)],
        ],
        header: ['Description', 'Weeks', 'Amount'],
        widths: [0.56, 0.24, 0.2],
      },
      { p: assessed },
      {
        p: `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting the invoice number ${ref}. Paying by Direct Debit means you will not need to remember each four-weekly invoice - call us on ${tel} to set one up.`,
      },
    ];
  } else if (stage === 1) {
    kind = 'first_demand';
    title = pick(r, [
      'Statement of account - home care charges',
      'Your care charges: statement of unpaid invoices',
      'STATEMENT - ADULT SOCIAL CARE CHARGES',
    ]);
    body = [
      dear(c),
      ...re,
      {
        p: `Our records show that the following invoices for ${viaRep ? `${su.first}'s` : 'your'} home care charges have not been paid. ${viaRep ? `${su.first} has` : 'You have'} received home care since ${D(c, started)}, and charges are invoiced every four weeks in arrears.`,
      },
      statement,
      { small: assessed },
      {
        p: `Please pay the total overdue of ${fmtMoney(due)} within 14 days, quoting the ${quoteWhat}. If you think the charge is wrong, for example because ${viaRep ? `${su.first}'s` : 'your'} income or savings have changed, you can ask for the financial assessment to be reviewed.`,
      },
    ];
  } else if (stage === 2) {
    kind = 'reminder';
    title = pick(r, [
      'Reminder: care charges unpaid',
      'Home care charges - reminder',
      'Second reminder - adult social care charges',
    ]);
    body = [
      dear(c),
      ...re,
      {
        p: aaWait
          ? `We sent you a statement on ${D(c, statementDate)}. When you called us on ${D(c, called)} you told us that ${viaRep ? `${su.first} is` : 'you are'} waiting for an Attendance Allowance decision and could not pay until it was made. We have put recovery on hold for 28 days. Please let us know the outcome, or contact us before then to agree how the arrears will be paid.`
          : `We sent you a statement on ${D(c, statementDate)} showing unpaid charges for ${viaRep ? `${su.first}'s` : 'your'} home care. We have not received payment or heard from you.`,
      },
      statement,
      {
        p: aaWait
          ? `Charges continue at ${fmtMoney(weekly)} a week. Quote ${quoteWhat} whenever you contact us or pay.`
          : `Please pay ${fmtMoney(due)} by ${D(c, pay)}, quoting ${quoteWhat}. If paying in full is difficult, we can agree instalments, for example ${fmtMoney(instal)} a week on top of the weekly contribution.`,
      },
    ];
  } else {
    kind = 'final_demand';
    title = pick(r, [
      'FINAL NOTICE - CARE CHARGES',
      'Final reminder before legal action',
      'Final notice: unpaid adult social care charges',
    ]);
    body = [
      dear(c),
      ...re,
      {
        p: `We wrote to you on ${D(c, statementDate)} and ${D(c, remDate)} about unpaid charges for ${viaRep ? `${su.first}'s` : 'your'} home care, assessed under the Care Act 2014. The total overdue is still unpaid.`,
      },
      statement,
      {
        p: `If ${fmtMoney(due)} is not paid, or an arrangement agreed, by ${D(c, pay)}, the council will recover the debt through the county court under section 69 of the Care Act 2014 without further notice. The court fee (${fmtMoney(courtFee)}) and any costs would then be added.`,
      },
      {
        small: `Care will not be stopped because of unpaid charges. If ${viaRep ? `${su.first}'s` : 'your'} circumstances have changed, ask for a review of the financial assessment. Quote ${quoteWhat} when you pay or contact us.`,
      },
    ];
  }
  const ways: KV[] = [
    ['Online', `${web(creditor)}/paycare`],
    ['Telephone', `${tel} (Mon-Fri 9am-5pm)`],
    ['Bank transfer', `Sort code ${sortCode(r)}, account ${r.digits(8)}`],
  ];
  const panel: KV[] = [
    [invoiceLayout ? 'Invoice no.' : 'Customer no.', ref],
    ...(invoiceLayout ? ([['Customer no.', customer]] as KV[]) : []),
    ['Person ID', personId],
    [invoiceLayout ? 'Invoice date' : 'Date', D(c, c.date)],
  ];
  const sign = [
    ...signatory(r, ['Finance Officer', 'Client Income Officer', 'Senior Finance Officer']),
    dept,
    creditor,
  ];
  const footer = [
    `${dept}, ${creditor}, ${office}. E-mail ${email}.`,
    `We use the information you give us to administer care charges: see our privacy notice at ${web(creditor)}/privacy.`,
  ];
  const spec: Spec =
    layout === 0 || stage === 3
      ? {
          face: c.face,
          head: fitHead(council.head),
          logoMark: pick(r, ['shield', 'rings', 'chevron'] as const),
          sub: [dept, office, `Telephone ${tel}`],
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: rcpt(c),
          owe:
            stage === 3 && layout === 1
              ? { label: 'Total overdue', amount: fmtMoney(due), note: `Pay by ${D(c, pay)}` }
              : undefined,
          panel,
          panelBoxed: r.chance(0.5),
          panelStacked: stage === 3 && layout === 1 ? false : r.chance(0.4),
          title,
          titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
          body: stage === 3 ? body : [...body, { kv: ways }],
          closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
          sign,
          footer,
        }
      : {
          face: c.face,
          head: fitHead(council.head),
          headBand: true,
          logoMark: 'rings',
          sub: [`${dept}  |  ${office}  |  ${tel}`],
          headAlign: 'left',
          recipient: rcpt(c),
          panel: [],
          refGrid: [
            [invoiceLayout ? 'Invoice no.' : 'Customer account', ref],
            ['Person ID', personId],
            ['Date', D(c, c.date)],
            [invoiceLayout ? 'Total now due' : 'Total overdue', fmtMoney(due)],
          ],
          title,
          titleStyle: 'banner',
          body,
          closing: 'Yours sincerely',
          sign: sign.slice(0, 1).concat(sign.slice(2)),
          slip: payBy
            ? {
                title: `Payment slip - ${creditor}`,
                rows: [
                  [invoiceLayout ? 'Invoice number' : 'Customer account', ref],
                  ['Amount', fmtMoney(due)],
                ],
              }
            : undefined,
          footer,
        };
  return { spec, truth: truth(creditor, due, ref, 'normal', stage, kind, c, payBy) };
};

export const FRESH19A_FAMILIES: Family[] = [
  {
    id: 'W202',
    name: 'Council or ALMO lock-up garage rent arrears: statement reminder, second letter, notice to quit the garage',
    group: 'public_body',
    make: garageRent,
  },
  {
    id: 'W203',
    name: 'Council temporary accommodation charges after moving on: invoice, reminder, final letter or letter before claim',
    group: 'public_body',
    make: tempAccommodation,
  },
  {
    id: 'W204',
    name: 'Council Adult Social Care Finance home care contributions (Care Act 2014): statement or invoice, reminder, final',
    group: 'public_body',
    make: homeCareCharges,
  },
];
