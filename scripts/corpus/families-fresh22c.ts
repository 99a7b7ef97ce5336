/**
 * The twenty-first fresh held-out set, part c (W235–W237): kinds of letter the corpus does not have yet — a private
 * home care agency's charges to a self-funding client (the monthly invoice of care visits, a reminder, a final notice
 * warning that the care agreement may be ended, or the agency's solicitors' letter of claim), written to the client, to
 * their attorney under a lasting power of attorney or to the relative who signed the service agreement, with client
 * numbers, invoice numbers, CQC provider IDs and hourly rates competing with the reference and the amount; a boarding
 * kennels' or cattery's unpaid fees for a dog or cat left longer than booked (the booking invoice with extra nights and
 * extras less the deposit, a reminder, a final notice that the animal is held under a lien or will be treated as
 * abandoned and rehomed, or its solicitors' letter of claim), with microchip numbers, licence numbers and the nightly
 * rate that keeps accruing as distractors; and a car rental company's charges after a vehicle was returned (damage
 * with check-out and return photos and a repair estimate capped at the damage excess, refuelling, a late return day
 * and an admin fee for a parking ticket passed on to the hirer, less the deposit taken), as the company's first demand,
 * reminder or final notice, or its damage recovery partner's letters.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
 */
import type { Spec, Block } from './compose';
import {
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  stem,
  web,
  vrm,
  type Rng,
  MONTHS,
} from './vocab';
import {
  ALL_FACES,
  company,
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
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

/** The calendar month `back` months before d: first and last day and its name. */
function monthBefore(d: Date, back: number): { from: Date; to: Date; label: string } {
  const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  const to = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 0));
  return { from, to, label: `${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()}` };
}
/** A firm of solicitors: two invented surnames. */
function lawFirm(r: Rng): string {
  const a = person(r).last;
  let b = person(r).last;
  while (b === a) b = person(r).last;
  return pick(r, [`${a} ${b} LLP`, `${a} & ${b} Solicitors`, `${a} ${b} Law LLP`, `${a} & Co Solicitors`]);
}
const sraLine = (firm: string, r: Rng) =>
  firm.endsWith('LLP')
    ? `${firm} is a limited liability partnership registered in England and Wales (OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA ID ${r.digits(6)}). Registered office: ${officeAddress(r)}.`
    : `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA ID ${r.digits(6)}). A list of partners is available at ${officeAddress(r)}.`;
/** An illustrative county court issue fee for a money claim of this size (a possible future fee, never the debt). */
const courtFee = (v: number) =>
  v <= 300 ? 35 : v <= 500 ? 50 : v <= 1000 ? 70 : v <= 1500 ? 80 : v <= 3000 ? 115 : v <= 5000 ? 205 : 455;

// ------------------------------------------------------------------------------------------------------------
// W235 Home care agency
// ------------------------------------------------------------------------------------------------------------

/**
 * A private (CQC-registered) home care agency's charges to a self-funding client for care visits at home. The letter
 * goes to the client, to their attorney under a lasting power of attorney for property and financial affairs, or to
 * the relative who signed the service agreement as the person responsible for paying; whoever receives it, the agency
 * is owed and asks to be paid.
 * Stage 1: the monthly invoice of visits (weekday and weekend hours at different rates, optional bank holiday, night
 * sitting and mileage lines, a missed-visit credit), kind first_demand; amount = "Amount due" / "Total for the month";
 * reference = the invoice number it asks to be quoted; the client number, the CQC provider ID and the estimate for
 * the current month are distractors. Two layouts: an invoice form (reference cells, shaded total, payment slip) or a
 * covering letter with a panel and an owe box.
 * Stage 2: a reminder that refers to the agency's earlier reminder or to a phone call with the payer; amount = the
 * overdue invoices plus any late payment fee, not the latest invoice when it is not yet due (printed separately);
 * reference = the client account number it asks to be quoted (the invoice numbers in the table are not it); kind
 * reminder.
 * Stage 3: either the agency's final notice (kind final_demand; amount = total arrears incl. late payment fees; it
 * warns that the agreement may be ended on notice and the matter passed to solicitors), or its solicitors' letter of
 * claim under the Pre-Action Protocol for Debt Claims (kind letter_of_claim). Open choice for the solicitors: the README
 * names collectors and agents; a firm of solicitors writing to recover its client's debt, asking to be paid into its
 * own client account, is treated the same way: creditor = the firm, debtType debt_collection, reference = "our ref";
 * amount = the invoices plus contractual interest to date (the daily rate and the court fee and costs that a claim
 * would add are not it). The agency's own letters are 'normal' (an ordinary overdue invoice from a business).
 */
const homeCare: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Home Care', 'Care at Home', 'Homecare Services', 'Home Support'],
    pick(r, [' Ltd', ' Limited']),
  );
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 3] as const);
  const solicitors = stage === 3 && r.chance(0.45);
  const lay = r.int(0, 1);
  // Who the letter is to: the client, their attorney, or the relative who signed the agreement.
  const rel = r.int(0, 2);
  const cp = person(r);
  const client =
    rel === 0
      ? `${c.who.title} ${c.who.first} ${c.who.last}`
      : `${cp.first} ${rel === 2 && r.chance(0.6) ? c.who.last : cp.last}`;
  const recipient =
    rel === 1
      ? [rcpt(c)[0], `Attorney for ${client}`, ...c.addr]
      : rel === 2 && r.chance(0.5)
        ? [rcpt(c)[0], `Re: ${client}`, ...c.addr]
        : rcpt(c);
  const payerLine =
    rel === 0
      ? 'Thank you for choosing us to support you at home.'
      : rel === 1
        ? `We are writing to you as attorney for ${client} under a registered lasting power of attorney for property and financial affairs, as you asked us to.`
        : `You signed our service agreement for ${client} as the person responsible for paying our invoices.`;
  const clientNo = r.chance(0.5) ? `CL${r.digits(5)}` : `${r.digits(4)}-${r.letters(2)}`;
  const acctNo = r.chance(0.5)
    ? `SU-${r.digits(5)}`
    : `${r.letters(1, 'HC')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`;
  const invShape = r.int(0, 2);
  const invNo = () =>
    invShape === 0
      ? `INV-${r.digits(6)}`
      : invShape === 1
        ? `${r.digits(7)}`
        : `HC/${r.digits(4)}/${oOrI(r)}${r.digits(2)}`;
  const cqc = `1-${r.digits(10)}`;
  const rateWd = pick(r, [26.4, 27.9, 28.5, 29.75, 31.2]);
  const rateWe = round2(rateWd * pick(r, [1.1, 1.15, 1.2]));
  const mins = pick(r, [30, 45, 60]);
  const calls = pick(r, [1, 2, 3, 4]);
  const subLines = [
    pick(r, ['Accounts Department', 'Client Accounts', 'Finance Office']),
    officeAddress(r),
    `${phone(r)}  accounts@${host(co.name)}`,
  ];
  const footer = [`${regLine(co.name, r)} Registered with the Care Quality Commission, provider ID ${cqc}.`];
  const bankLine = () => `sort code ${sortCode(r)}, account ${r.digits(8)}`;

  /** One month's visits as invoice rows and their total. */
  const monthRows = (m: { from: Date; to: Date }) => {
    let wd = 0;
    let we = 0;
    for (let d = m.from; d <= m.to; d = addDays(d, 1)) {
      const g = d.getUTCDay();
      if (g === 0 || g === 6) we++;
      else wd++;
    }
    const hWd = round2((wd * calls * mins) / 60);
    const hWe = round2((we * calls * mins) / 60);
    const rows: string[][] = [
      [
        `Weekday visits (${wd * calls} x ${mins} min)`,
        hWd.toFixed(2),
        fmtMoney(rateWd),
        fmtMoney(round2(hWd * rateWd)),
      ],
      [
        `Weekend visits (${we * calls} x ${mins} min)`,
        hWe.toFixed(2),
        fmtMoney(rateWe),
        fmtMoney(round2(hWe * rateWe)),
      ],
    ];
    let total = round2(hWd * rateWd) + round2(hWe * rateWe);
    if (r.chance(0.3)) {
      const n = r.int(1, 3);
      const rate = round2(rateWd * 1.5);
      rows.push([
        `Night sitting (${n} night${n > 1 ? 's' : ''}, 10pm-7am)`,
        `${n * 9}.00`,
        fmtMoney(rate),
        fmtMoney(round2(n * 9 * rate)),
      ]);
      total += round2(n * 9 * rate);
    }
    if (r.chance(0.4)) {
      const mi = r.int(12, 68);
      rows.push([`Mileage - escorted outings (${mi} miles)`, `${mi}`, '£0.45', fmtMoney(round2(mi * 0.45))]);
      total += round2(mi * 0.45);
    }
    if (r.chance(0.3)) {
      const cr = round2((mins / 60) * rateWd);
      rows.push([`Missed visit credit ${D(c, addDays(m.from, r.int(2, 25)))}`, '', '', `-${fmtMoney(cr)}`]);
      total -= cr;
    }
    return { rows, total: round2(total) };
  };

  if (stage === 1) {
    const m = monthBefore(c.date, 1);
    const { rows, total } = monthRows(m);
    const inv = invNo();
    const pay = addDays(c.date, pick(r, [14, 14, 28]));
    const next = round2(total * (0.9 + r.next() * 0.2));
    const grid: Block = {
      grid: [...rows, ['Amount due', '', '', fmtMoney(total)]],
      header: ['Care provided', 'Hours', 'Rate', 'Amount'],
      widths: [0.49, 0.14, 0.17, 0.2],
    };
    const note: Block = {
      small: `Personal care is exempt from VAT. Weekend and bank holiday hours are charged at the enhanced rate in your service agreement. For your budgeting only: we expect this month's care to cost about ${fmtMoney(next)}; it will be invoiced separately and is not due now.`,
    };
    const spec: Spec =
      lay === 0
        ? {
            face: c.face,
            head: co.head,
            logoMark: pick(r, ['rings', 'shield'] as const),
            sub: subLines,
            headAlign: pick(r, ['left', 'right'] as const),
            recipient,
            panel: [],
            refGrid: [
              ['Invoice no.', inv],
              ['Invoice date', D(c, c.date)],
              ['Client no.', clientNo],
              ['Care period', m.label],
            ],
            title: pick(r, ['INVOICE', 'Invoice - care at home', 'Monthly care invoice']),
            titleStyle: pick(r, ['rule', 'plain'] as const),
            body: [
              {
                p: `Care and support for ${client} from ${D(c, m.from)} to ${D(c, m.to)}, as recorded by our carers on the visit log.`,
              },
              grid,
              { amountBox: [`Please pay by ${D(c, pay)}`, fmtMoney(total)] },
              {
                p: `Pay by bank transfer to ${co.name}, ${bankLine()}, quoting invoice number ${inv}. ${payerLine}`,
              },
              note,
            ],
            sign: [],
            slip: {
              title: `Remittance - ${co.name}`,
              rows: [
                ['Invoice no.', inv],
                ['Client', client],
                ['Amount due', fmtMoney(total)],
              ],
            },
            footer,
          }
        : {
            face: c.face,
            head: co.head,
            logo: r.chance(0.5),
            sub: subLines,
            headAlign: 'left',
            recipient,
            owe: { label: 'Amount due', amount: fmtMoney(total), note: `Due by ${D(c, pay)}` },
            panel: [
              ['Invoice number', inv],
              ['Client number', clientNo],
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.5),
            title: `Your care invoice for ${m.label}`,
            titleStyle: 'plain',
            body: [
              dear(c),
              {
                p: `${payerLine} Please find below the invoice for the care visits we made to ${rel === 0 ? 'you' : client} in ${m.label}.`,
              },
              grid,
              {
                p: `Payment is due within ${wholeDays(c.date, pay)} days, by ${D(c, pay)}. You can pay by bank transfer (${bankLine()}) or by debit card on ${phone(r)}, quoting invoice number ${inv}. If you would like to pay by Direct Debit in future, please ask us for a mandate form.`,
              },
              note,
            ],
            closing: 'Kind regards',
            sign: [...signatory(r, ['Accounts Administrator', 'Finance Officer']), co.name],
            footer,
          };
    return { spec, truth: truth(co.name, total, inv, 'normal', 1, 'first_demand', c, pay) };
  }

  // Arrears over two or three months
  const nInv = stage === 2 ? 2 : pick(r, [2, 3]);
  const invs = Array.from({ length: nInv }, (_, i) => {
    const m = monthBefore(c.date, nInv - i + (stage === 3 ? 1 : 0));
    const issued = addDays(m.to, r.int(2, 5));
    return { m, no: invNo(), issued, due: addDays(issued, 14), amt: r.money(780, 3600) };
  });

  if (stage === 2) {
    const [a, b] = invs;
    const part = r.chance(0.35) ? round2(Math.floor(a.amt * pick(r, [0.25, 0.4, 0.5]))) : 0;
    const bDue = b.due <= c.date;
    const fee = pick(r, [0, 15, 25]);
    const overdue = round2(a.amt - part + (bDue ? b.amt : 0) + fee);
    const earlier = addDays(a.due, r.int(8, 14));
    const call = r.chance(0.5);
    const pay = addDays(c.date, pick(r, [7, 10, 14]));
    const rows: string[][] = [
      [`${a.no} (${a.m.label})`, D(c, a.due), fmtMoney(a.amt)],
      ...(part ? [[`Part payment received`, '', `-${fmtMoney(part)}`]] : []),
      ...(bDue ? [[`${b.no} (${b.m.label})`, D(c, b.due), fmtMoney(b.amt)]] : []),
      ...(fee ? [['Late payment fee (clause 8.3)', '', fmtMoney(fee)]] : []),
      ['Now overdue', '', fmtMoney(overdue)],
    ];
    const opening = call
      ? `Thank you for speaking to us on ${D(c, earlier)}. You told us that payment would be made that week, but we have not yet received it.`
      : `We wrote to you on ${D(c, earlier)} to remind you that invoice ${a.no} was overdue. We have not received payment or heard from you since then.`;
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient,
      ...(lay === 0 ? { owe: { label: 'Now overdue', amount: fmtMoney(overdue) } } : {}),
      panel: [
        ['Account no.', acctNo],
        ['Client', client.replace(/^(Mr|Mrs|Ms|Miss|Mx|Dr) /, '')],
        ['Date', D(c, c.date)],
      ],
      panelStacked: lay === 1,
      panelBoxed: r.chance(0.6),
      title: pick(r, [
        'Second reminder - overdue account',
        'Reminder: your care account is overdue',
        'PAYMENT REMINDER',
      ]),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `${opening} ${rel === 1 ? `We appreciate that, as attorney for ${client}, you may need time to arrange payment from their account.` : ''}`.trim(),
        },
        { grid: rows, header: ['Invoice', 'Due', 'Amount'], widths: [0.56, 0.22, 0.22] },
        ...(!bDue
          ? [
              {
                p: `Your latest invoice, ${b.no} for ${fmtMoney(b.amt)} (${b.m.label}), is not due until ${D(c, b.due)} and is not included above.`,
              },
            ]
          : []),
        {
          p: `Please pay the overdue amount of ${fmtMoney(overdue)} by ${D(c, pay)}, quoting your account number ${acctNo}. Our bank details are ${bankLine()}. If there is a problem with any of the visits invoiced, or you would like to spread the payments, please call our accounts team on ${phone(r)}.`,
        },
        ...(lay === 1 ? [{ amountBox: ['Now overdue', fmtMoney(overdue)] } as Block] : []),
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Accounts Manager', 'Registered Manager', 'Finance Officer']), co.name],
      footer,
    };
    return { spec, truth: truth(co.name, overdue, acctNo, 'normal', 2, 'reminder', c, pay) };
  }

  // Stage 3
  const principal = round2(invs.reduce((s, v) => s + v.amt, 0));
  const rem1 = addDays(invs[0].due, r.int(8, 12));
  const rem2 = addDays(rem1, r.int(14, 21));
  if (!solicitors) {
    const fees = pick(r, [0, 25, 40]);
    const total = round2(principal + fees);
    const pay = addDays(c.date, 7);
    const rows: string[][] = [
      ...invs.map((v) => [`Invoice ${v.no} - care in ${v.m.label}`, D(c, v.issued), fmtMoney(v.amt)]),
      ...(fees ? [['Late payment fees', '', fmtMoney(fees)]] : []),
      ['Total arrears', '', fmtMoney(total)],
    ];
    const spec: Spec = {
      face: c.face,
      head: co.head,
      headBand: lay === 0,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'right'] as const),
      top: lay === 1 ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      recipient,
      panel: [
        ['Our ref', acctNo],
        ['Client no.', clientNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, ['FINAL NOTICE', 'Final notice before legal action', 'FINAL DEMAND - CARE FEES']),
      titleStyle: lay === 0 ? 'banner' : 'boxed',
      body: [
        dear(c),
        {
          p: `We sent you reminders on ${D(c, rem1)} and ${D(c, rem2)} about the unpaid invoices for the care we have provided to ${rel === 0 ? 'you' : client}. The account is still in arrears.`,
        },
        { grid: rows, header: ['Statement', 'Issued', 'Amount'], widths: [0.56, 0.22, 0.22] },
        {
          boxed: [
            `Unless the total arrears of ${fmtMoney(total)} are paid by ${D(c, pay)}, we will pass the account to our solicitors, who may issue a county court claim without further notice.`,
          ],
        },
        {
          p: `Under clause ${pick(r, [11, 12, 14])} of the service agreement we may also give ${pick(r, [14, 28])} days' notice to end the care package. We do not want to do that: if we had to, we would tell the local authority's adult social care team first so that ${rel === 0 ? 'your' : 'the'} care can continue without a gap. Please quote reference ${acctNo} with any payment (${bankLine()}) or call ${phone(r)}.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [
        ...signatory(r, ['Registered Manager', 'Director', 'Finance Director']),
        `For and on behalf of ${co.name}`,
      ],
      footer,
    };
    return { spec, truth: truth(co.name, total, acctNo, 'normal', 3, 'final_demand', c, pay) };
  }

  const firm = lawFirm(r);
  const ref = pick(r, [
    `${r.letters(2, 'DRCK')}/${r.letters(3)}/${r.digits(5)}`,
    `${r.digits(6)}.${r.digits(3)}`,
    `DR${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const rate = pick(r, [0.0825, 0.0875, 0.09]);
  const days = wholeDays(invs[invs.length - 1].due, c.date);
  const interest = round2((principal * rate * days) / 365);
  const daily = round2((principal * rate) / 365);
  const total = round2(principal + interest);
  const pay = addDays(c.date, 30);
  const spec: Spec = {
    face: c.face,
    head: [firm],
    sub: [
      pick(r, ['Debt Recovery Department', 'Commercial Litigation', 'Dispute Resolution']),
      officeAddress(r),
      `DX ${r.digits(5)} ${place(r)}  ${phone(r)}`,
    ],
    headAlign: pick(r, ['right', 'center'] as const),
    recipient,
    panel: [
      ['Our ref', ref],
      ['Client', co.name],
      ['Client account', acctNo],
      ['Date', D(c, c.date)],
    ],
    panelStacked: lay === 1,
    title: pick(r, ['LETTER OF CLAIM', 'Letter before claim', 'Pre-action letter of claim']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `We act for ${co.name}, which provided home care to ${client} under a service agreement signed on ${D(c, addDays(invs[0].m.from, -r.int(60, 400)))}${rel === 2 ? ' by you as the person responsible for payment' : ''}. Our client's invoices set out below have not been paid despite its reminders of ${D(c, rem1)} and ${D(c, rem2)}.`,
      },
      {
        grid: [
          ...invs.map((v) => [`Invoice ${v.no} (${v.m.label})`, fmtMoney(v.amt)]),
          [
            `Contractual interest at ${(rate * 100).toFixed(2)}% a year to ${D(c, c.date)}`,
            fmtMoney(interest),
          ],
          ['Total now claimed', fmtMoney(total)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Interest continues at ${fmtMoney(daily)} a day. This letter is sent under the Pre-Action Protocol for Debt Claims. Please read the enclosed Information Sheet and return the Reply Form. Unless the sum of ${fmtMoney(total)} is paid, or you reply with a proposal, within 30 days (by ${D(c, pay)}), our client may issue a claim without further notice; the court fee of ${fmtMoney(courtFee(total))} and fixed costs would then be added.`,
      },
      {
        p: `Payment should be made to our client account, ${bankLine()}, quoting our reference ${ref}. If ${rel === 1 ? 'the donor' : 'you'} cannot pay in one sum, please tell us what you can afford; free independent debt advice is available.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [firm],
    footer: [sraLine(firm, r)],
  };
  return { spec, truth: truth(firm, total, ref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W236 Boarding kennels / cattery
// ------------------------------------------------------------------------------------------------------------

/**
 * A boarding kennels' or cattery's unpaid fees for a dog or cat (sometimes two) not collected on the booked date.
 * The business is a company or a proprietor trading under the kennels' name (footer: "Proprietors … trading as …"):
 * creditor = the name as printed in the letterhead and sign-off (with "Ltd" when it is a company).
 * Charges: the booked nights, the extra nights since the booked collection date, extras (medication, a recharged vet
 * visit with the vet's own invoice number, special diet, a bath before going home), less the deposit paid at booking.
 * Amount = the balance due to the letter's date; the nightly rate that keeps accruing, the booked-stay total on its
 * own, the deposit and the vet's invoice are not it. Reference = the one booking/invoice/account reference it asks to
 * be quoted; the microchip number, the council licence number, the pen number and the card ending are distractors.
 * Stage 1: the invoice to date sent after the pet was not collected (no earlier letter is referred to), kind
 * first_demand. Stage 2: a reminder referring to the earlier invoice letter and messages, kind reminder. Stage 3: a
 * final notice that the animal is held under the business's lien and/or will be treated as abandoned and signed over
 * to a rescue for rehoming under the booking terms (kind final_demand; 'normal'), or, after the animal was rehomed,
 * the business's solicitors' letter of claim (kind letter_of_claim; open choice as for W235: creditor = the firm,
 * 'debt_collection', "our ref", amount = "total claimed"; the fixed costs a claim would add are not it).
 * Three layouts: invoice with an owe box and a ruled table, a letter with pet/booking columns and a shaded total, and
 * the solicitors' letter.
 */
const kennels: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cat = r.chance(0.35);
  const p = r.chance(0.5) ? place(r) : stem(r);
  const kind = cat
    ? pick(r, ['Boarding Cattery', 'Cat Hotel', 'Cattery'])
    : pick(r, ['Boarding Kennels', 'Kennels & Cattery', 'Pet Hotel', 'Boarding Kennels & Cattery']);
  const trading = `${p} ${kind}`;
  const ltd = r.chance(0.5);
  const name = ltd ? `${trading} Ltd` : trading;
  const headV = r.int(0, 2);
  const head =
    headV === 0 ? [trading.toUpperCase()] : headV === 1 ? [p, kind] : [r.chance(0.5) ? name : trading];
  const props = [person(r), person(r)];
  const footer = [
    ltd
      ? `${regLine(name, r)} Licensed by ${place(r)} District Council to provide boarding for ${cat ? 'cats' : 'dogs and cats'}, licence no. ${pick(r, ['AAL', 'ABL', 'LIC'])}/${r.int(2023, 2025)}/${r.digits(4)}.`
      : `${trading} is the trading name of ${props[0].first} and ${props[1].first} ${props[0].last} (proprietors). Licensed under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018 by ${place(r)} District Council, licence no. ${pick(r, ['AAL', 'ABL', 'LIC'])}/${r.int(2023, 2025)}/${r.digits(4)}.`,
  ];
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 3] as const);
  const solicitors = stage === 3 && r.chance(0.35);
  const lay = r.int(0, 1);
  const species = cat ? 'cat' : 'dog';
  const names = [
    'Bramble',
    'Biscuit',
    'Luna',
    'Milo',
    'Pepper',
    'Otis',
    'Willow',
    'Bella',
    'Teddy',
    'Maisie',
    'Juno',
    'Rolo',
  ];
  const pet = pick(r, names);
  let pet2 = r.chance(0.3) ? pick(r, names) : '';
  if (pet2 === pet) pet2 = '';
  const breed = cat
    ? pick(r, ['British Shorthair', 'domestic shorthair', 'Maine Coon', 'Ragdoll', 'Bengal'])
    : pick(r, [
        'Labrador',
        'Cocker Spaniel',
        'Border Collie',
        'Staffordshire Bull Terrier',
        'Cockapoo',
        'Jack Russell',
      ]);
  const pets = pet2 ? `${pet} and ${pet2}` : pet;
  const chip = `${pick(r, ['977', '981', '956', '941'])}${r.digits(12)}`;
  const pen = cat ? `Chalet ${r.int(1, 24)}` : `Kennel ${r.letters(1, 'ABCD')}${r.int(1, 18)}`;
  const rate = cat ? pick(r, [11.5, 13, 14.5, 16]) : pick(r, [18.5, 22, 24.5, 27, 32]);
  const rate2 = round2(rate * pick(r, [0.75, 0.8]));
  const nightly = round2(rate + (pet2 ? rate2 : 0));
  const booked = r.int(5, 16);
  const bd =
    stage === 1
      ? addDays(c.date, -r.int(3, 7))
      : stage === 2
        ? addDays(c.date, -r.int(10, 18))
        : addDays(c.date, -(solicitors ? r.int(45, 80) : r.int(18, 32)));
  const arrive = addDays(bd, -booked);
  const rehomed = solicitors ? addDays(bd, r.int(14, 21)) : undefined;
  const end = rehomed ?? c.date;
  const extra = wholeDays(bd, end);
  const refLabel = pick(r, ['Booking ref', 'Invoice no.', 'Account no.']);
  const ref = pick(r, [
    `BK${r.digits(5)}`,
    `${r.letters(2)}${r.digits(4)}`,
    `K-${r.digits(3)}${oOrI(r)}${r.digits(1)}`,
  ]);
  const dep = pick(r, [25, 30, 50, 75, 100]);
  const card = `${pick(r, ['Visa', 'Mastercard', 'debit card'])} ending ${r.digits(4)}`;
  const rows: string[][] = [
    [
      `Booked stay from ${D(c, arrive)}`,
      `${booked} nights`,
      fmtMoney(nightly),
      fmtMoney(round2(booked * nightly)),
    ],
    [
      `Extra nights from ${D(c, bd)}`,
      `${extra} nights`,
      fmtMoney(nightly),
      fmtMoney(round2(extra * nightly)),
    ],
  ];
  let total = round2(booked * nightly) + round2(extra * nightly);
  if (r.chance(0.45)) {
    const med = pick(r, [1.5, 2, 2.5, 3]);
    const n = booked + extra;
    rows.push([`Medication given (${pet})`, `${n} days`, fmtMoney(med), fmtMoney(round2(n * med))]);
    total += round2(n * med);
  }
  if (r.chance(0.4)) {
    const v = r.money(48, 215);
    rows.push([`Vet fees recharged (inv. ${r.digits(5)})`, '1', '', fmtMoney(v)]);
    total += v;
  }
  if (r.chance(0.3)) {
    const diet = pick(r, [1, 1.5, 2]);
    rows.push([
      'Special diet supplied',
      `${booked + extra} days`,
      fmtMoney(diet),
      fmtMoney(round2((booked + extra) * diet)),
    ]);
    total += round2((booked + extra) * diet);
  }
  if (!cat && r.chance(0.3)) {
    const b = pick(r, [25, 30, 38, 45]);
    rows.push(['Bath and brush before going home', '1', '', fmtMoney(b)]);
    total += b;
  }
  rows.push([`Deposit paid at booking (${card})`, '', '', `-${fmtMoney(dep)}`]);
  total = round2(total - dep);
  const lateFee = stage >= 2 && !solicitors ? pick(r, [0, 0, 10, 15, 20]) : 0;
  if (lateFee) rows.push(['Late payment fee', '', '', fmtMoney(lateFee)]);
  total = round2(total + lateFee);
  const balLabel = solicitors
    ? 'Total claimed'
    : pick(r, ['Balance due', 'Balance to pay', 'Amount now due']);
  const grid: Block = {
    grid: [...rows, [balLabel, '', '', fmtMoney(total)]],
    header: ['Description', 'Qty', 'Rate', 'Amount'],
    widths: [0.52, 0.15, 0.14, 0.19],
  };
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const tel = phone(r);
  const sub = [
    `${pick(r, ['Home Farm', 'Kennel Lane', 'The Old Dairy', 'Meadow View'])}, ${officeAddress(r).replace(/^PO Box \d+, /, '')}`,
    `${tel}  ${r.chance(0.5) ? web(trading) : `bookings@${host(trading)}`}`,
  ];
  const signer = ltd
    ? signatory(r, ['Director', 'Kennel Manager', 'Office Manager'])
    : [`${props[r.int(0, 1)].first} ${props[0].last}`, 'Proprietor'];

  if (solicitors) {
    const firm = lawFirm(r);
    const fref = pick(r, [
      `${r.letters(3)}/${r.digits(4)}/${r.int(1, 9)}`,
      `${r.digits(5)}-${r.digits(3)}`,
      `LB${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    ]);
    const rescue = `${place(r)} Animal Rescue`;
    const pay = addDays(c.date, 30);
    const spec: Spec = {
      face: c.face,
      head: [firm],
      sub: [officeAddress(r), `${phone(r)}  ${web(firm)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', fref],
        ['Your ref', '-'],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['Letter of claim', 'LETTER BEFORE CLAIM', `Our client: ${name}`]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `We act for ${name} of ${sub[0]}. On ${D(c, arrive)} you left your ${species}${pet2 ? 's' : ''} ${pets} (${breed}${pet2 ? ' and companion' : ''}, microchip ${chip}) with our client for a booked stay ending on ${D(c, bd)}. ${pets} ${pet2 ? 'were' : 'was'} not collected. Our client wrote to you and called you repeatedly, and after the notice period in its booking terms signed ${pet2 ? 'them' : pet} over to ${rescue} for rehoming on ${D(c, rehomed!)}.`,
        },
        {
          p: `Our client's charges for the care given up to that date are as follows (booking reference ${ref}):`,
        },
        grid,
        {
          p: `Our client claims ${fmtMoney(total)} from you. This letter is sent under the Pre-Action Protocol for Debt Claims; an Information Sheet and Reply Form are enclosed. If the total claimed is not paid, or you have not replied with the form, within 30 days of the date of this letter, our client may start proceedings against you in the county court without further notice, and will also ask for the court fee of ${fmtMoney(courtFee(total))} and fixed costs.`,
        },
        { p: `Please pay to our client account (${bank}), quoting our reference ${fref}.` },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [sraLine(firm, r)],
    };
    return { spec, truth: truth(firm, total, fref, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const pay = addDays(c.date, stage === 3 ? pick(r, [5, 7]) : 7);
  const earlier = addDays(bd, r.int(2, 4));
  const rescue = `${place(r)} ${cat ? 'Cat Rescue' : 'Animal Rescue'}`;
  const lien = r.chance(0.5);
  const opening =
    stage === 1
      ? `${pets} ${pet2 ? 'were' : 'was'} booked to go home on ${D(c, bd)} but ${pet2 ? 'have' : 'has'} not been collected. ${pet2 ? 'They are' : `${pet} is`} safe and well with us, and we are continuing to care for ${pet2 ? 'them' : cat ? 'her' : 'him'} at our usual rate. Here is your bill to date.`
      : stage === 2
        ? `We wrote to you on ${D(c, earlier)} with your bill and have left messages on the number you gave us when booking, but we have not heard from you. ${pets} ${pet2 ? 'are' : 'is'} still with us, ${wholeDays(bd, c.date)} days after the date you booked to collect.`
        : `${pets} should have gone home on ${D(c, bd)}. Despite our letters of ${D(c, earlier)} and ${D(c, addDays(earlier, r.int(7, 10)))} and our calls and texts, you have not collected ${pet2 ? 'them' : 'your ' + species} or paid our charges.`;
  const quote = `quoting your ${refLabel === 'Booking ref' ? 'booking reference' : refLabel === 'Invoice no.' ? 'invoice number' : 'account number'} ${ref}`;
  const payText =
    stage === 1
      ? `Please pay the balance of ${fmtMoney(total)} by ${D(c, pay)} by bank transfer (${bank}), ${quote}, or by card when you collect. Boarding continues at ${fmtMoney(nightly)} a night until ${pets} ${pet2 ? 'are' : 'is'} collected; that will be added to your next bill.`
      : stage === 2
        ? `Please call us on ${tel} to arrange collection, and pay the ${balLabel.toLowerCase()} of ${fmtMoney(total)} within 7 days (${bank}), ${quote}. Boarding is still being charged at ${fmtMoney(nightly)} a night.`
        : '';
  const finalBlocks: Block[] =
    stage === 3
      ? [
          {
            boxed: [
              lien
                ? `We are holding ${pets} under our lien for the unpaid charges and will not release ${pet2 ? 'them' : cat ? 'her' : 'him'} until the ${balLabel.toLowerCase()} of ${fmtMoney(total)} is paid in full.`
                : `Under clause ${r.int(7, 14)} of our booking terms, an animal not collected within 14 days of the booked date is treated as abandoned.`,
              `If ${fmtMoney(total)} is not paid and ${pets} collected by ${D(c, pay)}, we will sign ${pet2 ? 'them' : pet} over to ${rescue} to be rehomed. The charges will remain payable and we will take legal action to recover them.`,
            ],
          },
          {
            p: `Pay by bank transfer (${bank}), ${quote}, or by card on ${tel}. Boarding continues at ${fmtMoney(nightly)} a night until the deadline; if you collect before then, those nights will be added at collection.`,
          },
        ]
      : [{ p: payText }];
  const title =
    stage === 1
      ? pick(r, ['INVOICE', `Invoice - ${pets}'s stay`, 'Boarding invoice to date'])
      : stage === 2
        ? pick(r, [
            'Reminder: uncollected pet and unpaid fees',
            `Reminder - ${pets} is still with us`.replace(' is still', pet2 ? ' are still' : ' is still'),
            'SECOND REMINDER',
          ])
        : pick(r, [
            'FINAL NOTICE',
            'Final notice - uncollected animal',
            lien ? 'NOTICE OF LIEN AND FINAL DEMAND' : 'FINAL NOTICE OF ABANDONMENT',
          ]);
  const titleStyle: Spec['titleStyle'] =
    stage === 3 ? pick(r, ['banner', 'boxed'] as const) : pick(r, ['plain', 'rule'] as const);
  const signOff = [...signer, ...(ltd || headV === 1 || r.chance(0.5) ? [name] : [])];
  const spec: Spec =
    lay === 0
      ? {
          face: c.face,
          head,
          logoMark: pick(r, ['rings', 'chevron', 'bars'] as const),
          sub,
          headAlign: pick(r, ['left', 'center'] as const),
          recipient: rcpt(c),
          owe: { label: balLabel, amount: fmtMoney(total), note: `at ${D(c, c.date)}` },
          panel: [
            [refLabel, ref],
            [pet2 ? 'Guests' : 'Guest', `${pets} (${pen})`],
            ['Date', D(c, c.date)],
          ],
          panelBoxed: r.chance(0.5),
          title,
          titleStyle,
          body: [dear(c), { p: opening }, grid, ...finalBlocks],
          closing: stage === 1 ? 'With kind regards' : 'Yours sincerely',
          sign: signOff,
          footer,
        }
      : {
          face: c.face,
          head,
          logo: r.chance(0.6),
          sub,
          headAlign: pick(r, ['left', 'right'] as const),
          recipient: rcpt(c),
          panel: [
            [refLabel, ref],
            ['Date', D(c, c.date)],
          ],
          panelStacked: r.chance(0.5),
          title,
          titleStyle,
          body: [
            dear(c),
            { p: opening },
            {
              cols: [
                `${pet2 ? 'Guests' : 'Guest'}: ${pets}, ${breed}${pet2 ? ' and companion' : ''}. Microchip ${chip}. ${pen}.`,
                `Arrived ${D(c, arrive)}; booked collection ${D(c, bd)}. Nightly rate ${fmtMoney(nightly)}${pet2 ? ' (sharing)' : ''}.`,
              ],
            },
            grid,
            { amountBox: [stage === 3 ? `To pay by ${D(c, pay)}` : 'Please pay', fmtMoney(total)] },
            ...finalBlocks,
          ],
          closing: stage === 1 ? 'Kind regards' : 'Yours sincerely',
          sign: signOff,
          footer,
        };
  const kindR = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(name, total, ref, 'normal', stage, kindR, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W237 Car rental charges after return
// ------------------------------------------------------------------------------------------------------------

/**
 * A car rental company's charges after the hirer returned the vehicle: damage found at return (check-out and return
 * photos, a bodyshop's repair estimate, the hirer's liability capped at the damage excess in the rental agreement, a
 * damage handling fee), refuelling (litres short at the pump rate plus a service fee), a late-return day, and an admin
 * fee for a council parking ticket whose liability was transferred to the hirer, less the deposit already taken from the
 * card. Amount = the balance due (charges − deposit + any late payment fee or recovery charge already added); the
 * repair estimate when above the excess, the excess, the deposit, the daily rate and the penalty payable to the council
 * are not it. Reference = the damage claim number the company asks to be quoted; the rental agreement number, the
 * booking number, the vehicle registration, the council's PCN number and the card ending are not it.
 * Stage 1 first demand (kind first_demand), stage 2 a reminder referring to the company's earlier letter or to the
 * hirer's dispute (kind reminder), stage 3 final notice before referral (kind final_demand); all 'normal' (a business's
 * overdue charges). Or its damage recovery partner writes: a collector acting for the rental company, so creditor =
 * the partner, 'debt_collection', reference = the partner's own "our reference" (the rental company's claim number is
 * then a client reference); its first and follow-up letters are kind debt_recovery (stage 1 / 2), its final notice
 * final_demand (stage 3). Layouts: a letter with photos and a charges table, a reference strip with an owe box and a
 * charge list with the estimate grid, and the recovery partner's letter.
 */
const carRental: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Car Rental', 'Car & Van Rental', 'Vehicle Rental', 'Self Drive'],
    pick(r, [' Ltd', ' Limited']),
  );
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 3] as const);
  const partner = r.chance(stage === 1 ? 0.25 : stage === 2 ? 0.35 : 0.45);
  let pt = company(r, ['Damage Recovery', 'Claims Management', 'Fleet Claims', 'Vehicle Recoveries'], ' Ltd');
  while (pt.name.split(' ')[0] === co.name.split(' ')[0])
    pt = company(r, ['Damage Recovery', 'Claims Management', 'Fleet Claims'], ' Ltd');
  const lay = r.int(0, 1);
  const reg = vrm(r);
  const model = pick(r, [
    'Vauxhall Corsa',
    'Ford Focus Estate',
    'Kia Sportage',
    'Toyota Yaris Hybrid',
    'VW Transporter van',
    'Skoda Octavia',
    'Peugeot 2008',
  ]);
  const branch = `${place(r)} ${pick(r, ['Station', 'Airport', 'Town Centre', 'Retail Park'])}`;
  const back = stage === 1 ? r.int(9, 24) : stage === 2 ? r.int(32, 48) : r.int(55, 85);
  const returned = addDays(c.date, -back);
  const days = r.int(1, 9);
  const out = addDays(returned, -days);
  const ra = pick(r, [
    `RA${r.digits(8)}`,
    `${r.digits(3)}-${r.digits(7)}`,
    `${r.letters(1, 'RK')}${r.digits(9)}`,
  ]);
  const claim = pick(r, [
    `DC${r.digits(6)}`,
    `CLM-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `DMG/${r.digits(6)}`,
  ]);
  const card = `card ending ${r.digits(4)}`;
  const daily = pick(r, [38, 44.5, 52, 61, 74, 89]);
  // Charges
  const charges: [string, number][] = [];
  const hasDamage = r.chance(0.85);
  const part = pick(r, [
    'rear bumper, nearside corner',
    'offside front door',
    'front bumper and grille',
    'nearside rear alloy wheel',
    'tailgate, lower edge',
    'offside rear quarter panel',
  ]);
  const harm = part.includes('wheel')
    ? 'kerbed'
    : pick(r, ['scuffed and dented', 'scratched through to the primer', 'cracked', 'dented']);
  const partsCost = r.money(90, 1450);
  const hours = pick(r, [1.5, 2, 3, 4.5, 6]);
  const labourRate = pick(r, [48, 55, 62]);
  const paint = part.includes('wheel') ? 0 : r.money(45, 240);
  const estimate = round2(partsCost + hours * labourRate + paint);
  const excess = pick(r, [750, 1000, 1250, 1500, 1800]);
  const damageCharge = round2(Math.min(estimate, excess));
  const handling = pick(r, [0, 35, 50, 75]);
  if (hasDamage) {
    charges.push([
      `Damage repair - ${part}${estimate > excess ? ' (limited to your excess)' : ''}`,
      damageCharge,
    ]);
    if (handling) charges.push(['Damage handling fee', handling]);
  }
  const fuelLevel = pick(r, ['1/4', '3/8', '1/2', '5/8', '3/4']);
  const hasFuel = r.chance(hasDamage ? 0.55 : 0.9);
  if (hasFuel) {
    const litres = r.int(9, 38);
    const ppl = pick(r, [1.99, 2.09, 2.24, 2.35]);
    charges.push([
      `Refuelling - ${litres} litres at ${fmtMoney(ppl)} (returned ${fuelLevel} full)`,
      round2(litres * ppl),
    ]);
    charges.push(['Refuelling service fee', pick(r, [15, 18, 22.5, 25])]);
  }
  const late = r.chance(0.45) || charges.length < 2;
  const lateHours = r.int(3, 22);
  if (late) charges.push([`Late return (${lateHours} hours) - 1 extra day`, daily]);
  const pcnNo = `${r.letters(2, 'ZWKX')}${r.digits(8)}`;
  const council = `${place(r)} ${pick(r, ['City Council', 'Borough Council', 'District Council'])}`;
  const penalty = pick(r, [35, 50, 70, 80]);
  const pcnDate = addDays(out, r.int(0, days));
  if (r.chance(0.45) || charges.length < 2)
    charges.push([`Parking PCN admin fee (PCN ${pcnNo})`, pick(r, [25, 30, 40, 45])]);
  const hasPcn = charges.some(([k]) => k.startsWith('Parking'));
  const charged = round2(charges.reduce((t, [, v]) => t + v, 0));
  const deposit = r.chance(0.55)
    ? Math.min(pick(r, [100, 150, 200, 250, 300]), Math.floor(charged * 0.5))
    : 0;
  const rows: string[][] = charges.map(([k, v]) => [k, fmtMoney(v)]);
  if (deposit) rows.push([`Less deposit taken from your ${card}`, `-${fmtMoney(deposit)}`]);
  const extraFee =
    stage >= 2 ? (partner ? pick(r, [0, round2(charged * 0.15)]) : pick(r, [0, 0, 15, 25])) : 0;
  if (extraFee)
    rows.push([
      partner ? 'Recovery charge (rental terms, clause 19)' : 'Late payment fee',
      fmtMoney(extraFee),
    ]);
  const total = round2(charged - deposit + extraFee);
  const balLabel = pick(r, ['Balance due', 'Amount now due', 'Total to pay']);
  rows.push([balLabel, fmtMoney(total)]);
  const grid: Block = { grid: rows, header: ['Charge', 'Amount'], widths: [0.76, 0.24] };
  const estGrid: Block = {
    grid: [
      ['Parts', fmtMoney(partsCost)],
      [`Labour ${hours} hrs at ${fmtMoney(labourRate)}`, fmtMoney(round2(hours * labourRate))],
      ...(paint ? [['Paint and materials', fmtMoney(paint)]] : []),
      ['Repair estimate (ex. VAT)', fmtMoney(estimate)],
    ],
    header: [`Repair estimate - ${place(r)} Accident Repair Centre, ref ${r.digits(5)}`, ''],
    widths: [0.76, 0.24],
  };
  const photos: Block = {
    photos: [
      `Check-out ${D(c, out)}: ${part.split(',')[0]}, no damage recorded`,
      `Return ${D(c, returned)}: ${part}, ${harm}`,
      ...(hasFuel && r.chance(0.6) ? [`Return ${D(c, returned)}: fuel gauge at ${fuelLevel}`] : []),
    ],
  };
  const pcnNote: Block[] = hasPcn
    ? [
        {
          small: `PCN ${pcnNo} was issued by ${council} on ${D(c, pcnDate)} while the vehicle was on hire to you. We have named you as the driver, so the penalty itself (${fmtMoney(penalty)}) is payable to the council, not to us; our charge is only the admin fee.`,
        },
      ]
    : [];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const hirePanel: [string, string][] = [
    ['Rental agreement', ra],
    ['Vehicle', reg],
  ];

  if (!partner) {
    const pay = addDays(c.date, stage === 1 ? 14 : stage === 2 ? 10 : 7);
    const sub = [
      pick(r, ['Damage & Charges Team', 'Customer Charges', 'Rental Accounts']),
      officeAddress(r),
      `${phone(r)}  charges@${host(co.name)}`,
    ];
    const earlier = addDays(returned, r.int(6, 14));
    const dispute = stage === 2 && r.chance(0.5);
    const opening =
      stage === 1
        ? `Thank you for renting the ${model} (${reg}) from our ${branch} branch from ${D(c, out)} to ${D(c, returned)}. ${hasDamage ? `When the vehicle was checked in, we found damage to the ${part} that was not recorded at check-out. ` : ''}The charges below are due under your rental agreement and were not covered by the payment you made when you collected the vehicle.`
        : dispute
          ? `Thank you for your email of ${D(c, addDays(earlier, r.int(3, 8)))} disputing the charges for the ${model} (${reg}). We have compared the check-out and return photos and the check-in report you signed, and the charges stand.`
          : `We wrote to you on ${D(c, earlier)} about charges from your rental of the ${model} (${reg}), returned on ${D(c, returned)}. We have not received payment and the ${card} you rented with was declined.`;
    const ask =
      stage === 1
        ? `Please pay ${fmtMoney(total)} within 14 days, by ${D(c, pay)}, quoting claim number ${claim}, online at ${web(co.name)} or by card on ${phone(r)}. If you think a charge is wrong, reply within that time with your reasons and any photos of your own.${lay === 0 ? ' If you bought excess insurance from a third party, you can claim these charges back from your insurer using this letter.' : ''}`
        : stage === 2
          ? `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting claim number ${claim}, by bank transfer (${bank}) or by card on ${phone(r)}.`
          : `Unless ${fmtMoney(total)} is paid by ${D(c, pay)}, we will pass the claim to our damage recovery partner${r.chance(0.5) ? `, ${pt.name},` : ''} without further notice; a recovery charge under clause 19 of the rental terms would then be added. Quote claim number ${claim}.`;
    const spec: Spec =
      lay === 0
        ? {
            face: c.face,
            head: co.head,
            logoMark: pick(r, ['chevron', 'bars'] as const),
            sub,
            headAlign: pick(r, ['left', 'right'] as const),
            recipient: rcpt(c),
            panel: [['Claim number', claim], ...hirePanel, ['Date', D(c, c.date)]],
            panelBoxed: r.chance(0.6),
            panelStacked: false,
            title:
              stage === 1
                ? pick(r, [
                    'Damage and additional charges',
                    'Notice of damage and charges',
                    'Charges after your rental',
                  ])
                : stage === 2
                  ? pick(
                      r,
                      [
                        'Reminder - charges unpaid',
                        'Second request for payment',
                        'Your dispute: our response',
                      ].slice(0, dispute ? 3 : 2),
                    )
                  : pick(r, ['FINAL NOTICE', 'Final notice before referral']),
            titleStyle: stage === 3 ? 'banner' : pick(r, ['rule', 'plain'] as const),
            body: [
              dear(c),
              { p: opening },
              ...(stage !== 3 && hasDamage ? [photos] : []),
              grid,
              { p: ask },
              ...pcnNote,
            ],
            closing: 'Yours sincerely',
            sign: [
              ...signatory(r, ['Damage Administrator', 'Charges Team Leader', 'Customer Accounts Manager']),
              co.name,
            ],
            footer: [regLine(co.name, r)],
          }
        : {
            face: c.face,
            head: co.head,
            headBand: r.chance(0.5),
            sub,
            headAlign: 'left',
            recipient: rcpt(c),
            owe: { label: balLabel, amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
            panel: [
              ['Claim no.', claim],
              ['Date', D(c, c.date)],
            ],
            refGrid: [
              ['Rental agreement', ra],
              ['Vehicle', `${reg} ${model.split(' ')[0]}`],
              ['Hired', D(c, out)],
              ['Returned', D(c, returned)],
            ],
            title:
              stage === 1
                ? pick(r, ['Post-rental charges', 'Your rental: charges due'])
                : stage === 2
                  ? pick(r, ['Payment reminder', 'Reminder: post-rental charges'])
                  : pick(r, ['FINAL DEMAND', 'Final notice']),
            titleStyle: stage === 3 ? 'boxed' : 'plain',
            body: [
              dear(c),
              { p: opening },
              grid,
              ...(hasDamage && stage === 1 && rows.length <= 5 ? [estGrid] : []),
              ...(hasDamage && (stage !== 1 || rows.length > 5)
                ? [
                    {
                      small: `Repair estimate for the ${part}: ${fmtMoney(estimate)}; your damage excess: ${fmtMoney(excess)}.`,
                    } as Block,
                  ]
                : []),
              { p: ask },
              ...pcnNote,
            ],
            closing: 'Kind regards',
            sign: [...signatory(r, ['Damage Administrator', 'Charges Team']), co.name],
            footer: [regLine(co.name, r)],
          };
    const kindR = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
    return { spec, truth: truth(co.name, total, claim, 'normal', stage, kindR, c, pay) };
  }

  // The damage recovery partner writes
  const ours = pick(r, [
    `${r.letters(2, 'FRX')}${r.digits(7)}`,
    `${r.digits(4)}/${r.digits(5)}`,
    `DR-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const before = addDays(c.date, -r.int(14, 24));
  const opening =
    stage === 1
      ? `${co.name} has instructed us to recover the charges arising from your rental of a ${model}, registration ${reg}, from ${D(c, out)} to ${D(c, returned)} (rental agreement ${ra}). ${co.name.split(' ')[0]} wrote to you about them but has not been paid.`
      : stage === 2
        ? `We wrote to you on ${D(c, before)} on behalf of our client ${co.name} about the charges from your rental of ${reg} (${model}). We have not received payment or any reply.`
        : `Despite our letters of ${D(c, addDays(before, -r.int(14, 21)))} and ${D(c, before)}, the charges from your rental of ${reg} with our client ${co.name} remain unpaid.`;
  const spec: Spec = {
    face: c.face,
    head: pt.head,
    logoMark: pick(r, ['shield', 'bars'] as const),
    sub: [officeAddress(r), `${phone(r)}  ${web(pt.name)}`],
    headAlign: pick(r, ['right', 'center', 'left'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our reference', ours],
      ['Client', co.name],
      ['Client claim no.', claim],
      ['Date', D(c, c.date)],
    ],
    panelStacked: lay === 1,
    panelBoxed: r.chance(0.5),
    title:
      stage === 1
        ? pick(r, ['Vehicle damage recovery', `Re: ${co.name} - vehicle ${reg}`])
        : stage === 2
          ? pick(r, ['Second letter - payment required', 'Reminder: vehicle damage claim'])
          : pick(r, ['FINAL NOTICE', 'Final notice before court action']),
    titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      { p: opening },
      grid,
      ...(hasDamage
        ? [
            {
              small: `The damage was recorded on the check-in report and in photographs at return, and the repair was estimated at ${fmtMoney(estimate)}; under the rental agreement you are liable for damage up to your excess of ${fmtMoney(excess)}.`,
            } as Block,
          ]
        : []),
      stage === 3
        ? {
            boxed: [
              `Pay ${fmtMoney(total)} by ${D(c, pay)}. If we do not hear from you, we will recommend that our client issues a county court claim, which could add court fees and interest.`,
            ],
          }
        : {
            p: `Please pay ${fmtMoney(total)} to us within 14 days, by ${D(c, pay)}, quoting our reference ${ours}. If you dispute the charges, write to us within that time and we will put your comments to our client.`,
          },
      {
        p: `Pay online at ${web(pt.name)}, by card on ${phone(r)} or by bank transfer to ${pt.name}, ${bank}${stage === 3 ? `, quoting our reference ${ours}` : ''}.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Recoveries Officer', 'Claims Handler', 'Senior Recovery Agent']), pt.name],
    footer: [
      `${regLine(pt.name, r)} ${pt.name} acts as agent for vehicle rental and leasing companies in the recovery of damage and associated charges.`,
    ],
  };
  const kindR = stage === 3 ? 'final_demand' : 'debt_recovery';
  return { spec, truth: truth(pt.name, total, ours, 'debt_collection', stage, kindR, c, pay) };
};

export const FRESH22C_FAMILIES: Family[] = [
  {
    id: 'W235',
    name: 'Private home care agency charges to a self-funding client, attorney or relative (invoice, reminder, final notice or solicitors)',
    group: 'business',
    make: homeCare,
  },
  {
    id: 'W236',
    name: 'Boarding kennels or cattery fees for a pet left longer than booked (invoice, reminder, lien or rehoming notice, or solicitors)',
    group: 'business',
    make: kennels,
  },
  {
    id: 'W237',
    name: 'Car rental charges after return: damage with photos, refuelling, late return, PCN admin fee (company or damage recovery partner)',
    group: 'business',
    make: carRental,
  },
];
