/**
 * The twenty-first fresh held-out set, part b (W232–W234): kinds of letter the corpus does not have yet — an energy
 * Supplier of Last Resort's letters to a customer it took on when the customer's old supplier went bust (the first
 * bill with the balance transferred from the failed supplier and the charges since, a reminder, then a final notice,
 * with the old supplier's account number, the new account number, the MPAN and the protected credit balance on the
 * page); an energy supplier's Feed-in Tariff team reclaiming FIT generation payments overpaid after a misread
 * generation meter or an MCS certificate that put the installation in a lower tariff band (the overpayment statement
 * quarter by quarter, a reminder, then the supplier's final notice or its collection agency's, with the FIT ID, the
 * MCS certificate number, the supply MPAN, the customer number and an overpayment reference competing); and a council
 * library service's charges for items never returned and unpaid account fees (a statement of the overdue items with
 * their replacement costs, a reminder, then a final notice before the account goes to the council's collection agency
 * or its sundry debt team, with library card numbers, item barcodes and invoice numbers competing). Written blind to
 * the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and one of two or
 * three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open
 * the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web, type Rng } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
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
  wholeDays,
  type Family,
} from './family-kit';

const vatNo = (r: Rng) => `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;

// ------------------------------------------------------------------------------------------------------------
// W232 — Supplier of Last Resort
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy Supplier of Last Resort (SoLR) writing to a customer it took on when Ofgem appointed it after the
 * customer's old supplier stopped trading. Stage 1: the first ("catch-up") bill — the opening balance transferred from
 * the failed supplier (a debit, or a protected credit set against the charges), the energy used since the
 * appointment, VAT and any Direct Debit payments, ending in the total to pay. Stage 2: a reminder that refers to that
 * bill ("we sent you your first bill on …"), less anything paid since. Stage 3: a final notice (earlier bill and
 * reminder mentioned; warrant / prepayment meter, collection agency and credit file warnings).
 * Three layouts per letter: a letter with a reference panel and a statement grid; a bill with a row of reference
 * cells, a shaded total and a payment slip; a notice with a "You owe" box and a stacked panel.
 * Truth: creditor = the SoLR (it writes and asks to be paid; the failed supplier is named only as the previous
 * supplier). Amount = the total to pay / amount now due; the transferred balance on its own, the charges subtotal,
 * the VAT line, the protected credit, the suggested monthly Direct Debit and warrant costs that *could* be added are
 * not it. Reference = the new account number (the letter asks for it); the old supplier's account number, the MPAN /
 * MPRN and meter serials are not it. debtType 'utility'.
 * Open choice: the first bill from the SoLR is the first time it asks for this money (the failed supplier's own
 * letters were not from this sender): stage 1, kind first_demand.
 */
const solrBalance: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const layout = r.int(0, 2);
  const co = company(r, ['Energy', 'Energy Supply', 'Home Energy', 'Gas & Power']);
  let oldStem = stem(r);
  while (co.name.startsWith(oldStem)) oldStem = stem(r);
  const oldName = `${oldStem} ${pick(r, ['Energy', 'Utilities', 'Power', 'Energy Supply'])} Ltd`;
  const acc = pick(r, [
    () => r.digits(10),
    () => `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
    () => `SR${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.letters(1, 'AKN')}${r.digits(4)}-${r.digits(5)}`,
  ])();
  const oldAcc = pick(r, [
    () => r.digits(8),
    () => `${r.letters(2, 'CUW')}${r.digits(7)}`,
    () => `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`,
  ])();
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const mprn = r.digits(10);
  const firstBill = addDays(c.date, stage === 1 ? 0 : stage === 2 ? -r.int(24, 40) : -r.int(56, 75));
  const reminder = addDays(firstBill, r.int(21, 30));
  const appoint = addDays(firstBill, -r.int(45, 80));
  const failed = addDays(appoint, -r.int(1, 3));
  const days = wholeDays(appoint, firstBill);
  const dual = r.chance(0.55);
  const eUnits = r.int(420, 1500);
  const eRate = pick(r, [24.86, 25.73, 26.35, 27.12]);
  const eSc = pick(r, [51.37, 53.68, 60.12]);
  const gUnits = dual ? r.int(900, 3800) : 0;
  const gRate = pick(r, [6.34, 6.99, 7.42]);
  const gSc = pick(r, [29.62, 31.65, 32.91]);
  const eUse = round2((eUnits * eRate) / 100);
  const eStand = round2((days * eSc) / 100);
  const gUse = round2((gUnits * gRate) / 100);
  const gStand = dual ? round2((days * gSc) / 100) : 0;
  const sub = round2(eUse + eStand + gUse + gStand);
  const vat = round2(sub * 0.05);
  const charges = round2(sub + vat);
  const credit = r.chance(0.3);
  const openDebit = credit ? 0 : r.money(48, 620);
  const openCredit = credit ? Math.min(r.money(12, 160), round2(charges * 0.45)) : 0;
  const dd = r.chance(0.35) ? r.int(4, 9) * 10 : 0;
  const billTotal = round2(openDebit - openCredit + charges - dd);
  const paidSince =
    stage > 1 && r.chance(0.4) ? round2(Math.floor(billTotal * pick(r, [0.15, 0.25, 0.3]))) : 0;
  const now = round2(billTotal - paidSince);
  const monthly = round2(Math.ceil(now / r.int(6, 12)));
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const accLabel = pick(r, [
    'Account number',
    'Your account number',
    'New account number',
    'Customer account',
  ]);
  const oldLabel = pick(r, ['Previous supplier account', 'Old account number', `${oldStem} account no.`]);

  const ofgem = `Ofgem, the energy regulator, appointed ${co.name} as the Supplier of Last Resort for customers of ${oldName} on ${D(c, appoint)}, after ${oldName} stopped trading on ${D(c, failed)}. Your supply was not interrupted and you did not need to do anything to move to us.`;
  const balText = credit
    ? `Under Ofgem's arrangements the credit of ${fmtMoney(openCredit)} you held with ${oldName} has been protected and added to your new account, and we have set it against your charges.`
    : `${oldName}'s records show that you owed ${fmtMoney(openDebit)} on your old account ${oldAcc} when it stopped trading. That balance has moved to your new account with us and is now payable to us, not to ${oldName} or its administrators.`;

  const stmt: string[][] = [
    [
      `Opening balance from ${oldName}`,
      D(c, appoint),
      credit ? `-${fmtMoney(openCredit)}` : fmtMoney(openDebit),
    ],
    [`Electricity ${eUnits} kWh at ${eRate}p`, '', fmtMoney(eUse)],
    [`Electricity standing charge ${days} days at ${eSc}p`, '', fmtMoney(eStand)],
    ...(dual
      ? [
          [`Gas ${gUnits} kWh at ${gRate}p`, '', fmtMoney(gUse)],
          [`Gas standing charge ${days} days at ${gSc}p`, '', fmtMoney(gStand)],
        ]
      : []),
    ['VAT at 5% on energy charges', '', fmtMoney(vat)],
    ...(dd ? [['Direct Debit payments received', '', `-${fmtMoney(dd)}`]] : []),
  ];
  const summary: string[][] = [
    [`First bill, ${D(c, firstBill)}`, fmtMoney(billTotal)],
    ...(paidSince ? [['Payments received since', `-${fmtMoney(paidSince)}`]] : []),
  ];
  // The bill layout ends its table before the total, which it prints in a shaded box instead.
  const totalRow = layout !== 1;
  const stmtBlock: Block =
    stage === 1
      ? {
          grid: totalRow ? [...stmt, ['Total to pay', '', fmtMoney(billTotal)]] : stmt,
          header: ['Your account since we took over', 'Date', 'Amount'],
          widths: [0.58, 0.2, 0.22],
          boldLast: totalRow,
        }
      : {
          grid: totalRow ? [...summary, ['Amount now due', fmtMoney(now)]] : summary,
          header: ['Your account', 'Amount'],
          widths: [0.7, 0.3],
          boldLast: totalRow,
        };

  const stageText: string[] =
    stage === 1
      ? [
          `This is your first bill from us. It brings together your opening balance and the energy you have used since ${D(c, appoint)}, worked out from the readings ${oldName} passed to us and a reading taken on ${D(c, addDays(firstBill, -r.int(2, 6)))}.`,
        ]
      : stage === 2
        ? [
            `We sent you your first bill on ${D(c, firstBill)}, which included the balance transferred from your old supplier. ${paidSince ? `Thank you for your payment of ${fmtMoney(paidSince)}, but ` : 'We have not received payment and '}${fmtMoney(now)} is still outstanding.`,
          ]
        : [
            `We sent you your first bill on ${D(c, firstBill)} and a reminder on ${D(c, reminder)}. ${paidSince ? `After your payment of ${fmtMoney(paidSince)}, ` : ''}${fmtMoney(now)} remains unpaid and you have not contacted us to agree a way to pay.`,
          ];
  const payText =
    stage === 3
      ? `Please pay ${fmtMoney(now)} by ${D(c, pay)}, quoting account number ${acc}. If you do not pay or call us by then, we may apply to the magistrates' court for a warrant to fit a prepayment meter (warrant costs of up to £150 could then be added), pass your account to a debt collection agency and report the arrears to credit reference agencies.`
      : `Please pay ${fmtMoney(now)} within 14 days, by ${D(c, pay)}, quoting your account number ${acc}. If that is difficult, call us: we can spread it, for example at ${fmtMoney(monthly)} a month by Direct Debit, on top of your usual payments.`;
  const small = `Your old account number with ${oldName} was ${oldAcc}; please do not use it to pay us. Electricity supply number (MPAN) ${mpan}${dual ? `, gas meter point reference (MPRN) ${mprn}` : ''}. If you think a reading or the transferred balance is wrong, tell us: we will check it with the administrators. If you are struggling to pay, free independent advice is available from Citizens Advice.`;

  const titles =
    stage === 1
      ? [
          'Your first bill from us',
          'Catch-up bill and opening balance',
          `Your ${oldStem} balance has moved to us`,
        ]
      : stage === 2
        ? ['Reminder: your account is overdue', 'Payment reminder', 'Your first bill has not been paid']
        : ['FINAL NOTICE', 'Final notice before further action', 'FINAL NOTICE - ACCOUNT IN ARREARS'];
  const title = pick(r, titles);
  const footer = [`${regLine(co.name, r)} VAT registration no. ${vatNo(r)}.`];
  const subLines = [
    pick(r, ['Customer Accounts', 'Supplier of Last Resort Team', 'Welcome Team']),
    officeAddress(r),
    `${phone(r)}  ${web(co.name)}`,
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['bars', 'rings'] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        [oldLabel, oldAcc],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: ofgem },
        { p: `${stageText[0]} ${balText}` },
        stmtBlock,
        { p: payText },
        { small },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Customer Accounts Manager', 'Head of Customer Operations']), co.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: subLines,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [accLabel, acc],
        [stage === 1 ? 'Bill date' : 'Date', D(c, c.date)],
        [oldLabel, oldAcc],
        ['Supply number (MPAN)', mpan],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : 'rule',
      body: [
        { p: `${ofgem} ${balText}` },
        { p: stageText[0] },
        stmtBlock,
        { amountBox: [stage === 1 ? 'Total to pay' : 'Amount now due', fmtMoney(now)] },
        { p: payText },
      ],
      sign: [],
      slip: {
        title: `Bank giro credit - ${co.name}`,
        rows: [
          ['Account number', acc],
          ['Amount due', fmtMoney(now)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [
        `Your old account number with ${oldName} was ${oldAcc}. Please do not quote it when you pay us.`,
        ...footer,
      ],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      sub: subLines,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: stage === 1 ? 'Total to pay' : 'You owe',
        amount: fmtMoney(now),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [
        [accLabel, acc],
        [`Previous account (${oldStem})`, oldAcc],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 3 ? 'banner' : 'boxed',
      body: [
        dear(c),
        { p: stageText[0] },
        stmtBlock,
        ...(stage === 3 ? [{ boxed: [payText] } as Block] : [{ p: payText }]),
        { small: `${ofgem} ${balText}` },
        // The longest statement (dual fuel, first bill) leaves no room for the second note on this layout.
        ...(stage === 1 && dual ? [] : [{ small }]),
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: ['Customer Accounts', co.name],
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, now, acc, 'utility', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W233 — Feed-in Tariff overpayment
// ------------------------------------------------------------------------------------------------------------

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The n calendar quarters before the one containing d, oldest first, with their index (0 = Jan–Mar). */
function quartersBefore(d: Date, n: number): { label: string; q: number }[] {
  let y = d.getUTCFullYear();
  let q = Math.floor(d.getUTCMonth() / 3) - 1;
  if (q < 0) [q, y] = [3, y - 1];
  const out: { label: string; q: number }[] = [];
  for (let i = 0; i < n; i++) {
    out.unshift({ label: `${MON[q * 3]}-${MON[q * 3 + 2]} ${y}`, q });
    q -= 1;
    if (q < 0) [q, y] = [3, y - 1];
  }
  return out;
}

/**
 * An energy supplier's Feed-in Tariff team (the FIT licensee paying a householder for solar generation) reclaiming
 * generation payments it overpaid: either a generation meter reading was misread (payments made on more kWh than the
 * verified reading, plus the deemed export on the excess) or the MCS certificate showed a declared net capacity above
 * 4 kW, so the lower tariff band applied (rate paid vs correct rate). Stage 1: the overpayment statement quarter by
 * quarter, less anything already withheld from a quarterly payment; stage 2: a reminder referring to that statement;
 * stage 3: the supplier's final notice, or (half the time) its collection agency's final notice.
 * Layouts: a letter with a reference panel (customer number, FIT ID, MCS certificate, MPAN) and the quarter grid; a
 * statement with a row of reference cells, a shaded "amount to repay" box and a kv "how to pay" block; the agency's
 * letter with a "Balance due" box and a stacked panel.
 * Truth (supplier letters): creditor = the supplier; amount = the balance to repay now (total overpaid − withheld −
 * paid since); the total FIT paid since registration, the per-quarter lines, the deduction per quarterly payment on
 * offer and court fees that could be added are not it. Reference = the one the letter says to quote: the customer
 * number, or in some letters the overpayment reference (the customer number then also on the page); the FIT ID, the
 * MCS certificate number and the MPAN are never it.
 * Open choice: debtType for the supplier is 'utility' — the README types say who is demanding, and this is an energy
 * supplier about the customer's account under an energy scheme it administers (not an ordinary business invoice).
 * The agency's letter is 'debt_collection', creditor = the agency, reference = the agency's own reference (the
 * supplier's customer number and FIT ID are the client's references). Both final notices are stage 3, final_demand.
 */
const fitOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const agency = stage === 3 && r.chance(0.5);
  const layout = agency ? 2 : r.int(0, 1);
  const co = company(r, ['Energy', 'Energy Supply', 'Green Energy', 'Power']);
  const fitId = `FIT000${r.digits(5)}-${r.int(1, 2)}`;
  const mcs = `MCS-00${r.digits(6)}-${r.letters(1, 'ABCDE')}`;
  const mpan = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`;
  const cust = pick(r, [() => r.digits(9), () => `FC${r.digits(7)}`, () => `G${oOrI(r)}${r.digits(7)}`])();
  const ovRef = pick(r, [() => `OVP/${r.digits(6)}`, () => `FR-${r.digits(3)}${oOrI(r)}${r.digits(3)}`])();
  const quoteOv = r.chance(0.45);
  const supRef = quoteOv ? ovRef : cust;
  const supLabel = quoteOv ? 'Overpayment reference' : 'Customer number';
  const stmtDate = addDays(c.date, stage === 1 ? 0 : stage === 2 ? -r.int(28, 42) : -r.int(58, 80));
  const rem = addDays(stmtDate, r.int(28, 35));
  const cause = r.int(0, 1);
  const kw = cause === 1 ? pick(r, [4.05, 4.14, 4.2, 4.32]) : pick(r, [2.94, 3.5, 3.96, 4.0]);
  const recorded = cause === 1 ? pick(r, [3.85, 3.92, 3.96, 4.0]) : kw;
  const quarters = quartersBefore(stmtDate, cause === 1 ? r.int(5, 9) : r.int(2, 5));
  const base = [360, 1140, 1010, 310];
  const genRate = pick(r, [15.45, 16.71, 17.69, 53.98, 60.12]);
  const [ratePaid, rateDue] = pick(r, [
    [16.71, 15.13],
    [17.69, 15.95],
    [15.45, 13.91],
    [71.48, 62.39],
    [65.12, 56.84],
  ]);
  const exRate = pick(r, [5.24, 5.71, 6.43]);
  let rows: string[][];
  let header: string[];
  let overpaid = 0;
  let excessAll = 0;
  if (cause === 0) {
    header = ['Quarter', 'kWh paid', 'kWh verified', 'Overpaid'];
    rows = quarters.map(({ label, q }) => {
      const actual = Math.round(base[q] * (kw / 3.5) * (0.85 + r.next() * 0.3));
      const excess = r.int(90, 640);
      excessAll += excess;
      const amt = round2((excess * genRate) / 100);
      overpaid = round2(overpaid + amt);
      return [label, `${actual + excess}`, `${actual}`, fmtMoney(amt)];
    });
    const exp = round2((excessAll * 0.5 * exRate) / 100);
    overpaid = round2(overpaid + exp);
    rows.push([`Deemed export, 50% of ${excessAll} kWh at ${exRate}p`, '', '', fmtMoney(exp)]);
  } else {
    header = ['Quarter', 'kWh generated', 'Rate paid', 'Correct rate', 'Overpaid'];
    rows = quarters.map(({ label, q }) => {
      const gen = Math.round(base[q] * (kw / 3.5) * (0.85 + r.next() * 0.3));
      const amt = round2((gen * (ratePaid - rateDue)) / 100);
      overpaid = round2(overpaid + amt);
      return [label, `${gen}`, `${ratePaid}p`, `${rateDue}p`, fmtMoney(amt)];
    });
  }
  const withheld = r.chance(0.45) ? round2(Math.floor(overpaid * pick(r, [0.2, 0.3, 0.35]))) : 0;
  const balance = round2(overpaid - withheld);
  const paidSince = stage > 1 && r.chance(0.35) ? round2(Math.floor(balance * pick(r, [0.1, 0.2, 0.25]))) : 0;
  const now = round2(balance - paidSince);
  const perQuarter = round2(Math.ceil((now / r.int(4, 8)) * 100) / 100);
  const sinceTotal = r.money(2400, 14800);
  const regYear = r.int(2011, 2018);
  const pay = addDays(c.date, stage === 3 ? 14 : pick(r, [14, 28]));
  const courtFee = pick(r, [35, 50, 70, 80, 115]);
  const readPaid = r.int(8000, 42000);
  const readTrue = readPaid - excessAll;

  const why =
    cause === 0
      ? `When our meter reader visited on ${D(c, addDays(stmtDate, -r.int(10, 30)))}, your generation meter showed ${readTrue.toLocaleString('en-GB')} kWh, but we had made payments on readings up to ${readPaid.toLocaleString('en-GB')} kWh: an earlier reading had been ${pick(r, ['misread', 'entered with two digits swapped', 'taken from the wrong meter'])}. We have recalculated your generation payments, and the deemed export paid on the extra units, for the quarters below.`
      : `When we checked the MCS certificate for your installation (${mcs}) we found that its declared net capacity is ${kw} kW, not the ${recorded} kW recorded when you applied. Installations above 4 kW are paid at the lower tariff of ${rateDue}p per kWh, not ${ratePaid}p. Your FIT ID ${fitId} has been updated and we have recalculated your generation payments for the quarters below.`;
  const grid: Block = {
    grid: [...rows, [`Total overpaid`, ...Array<string>(header.length - 2).fill(''), fmtMoney(overpaid)]],
    header,
    widths: cause === 0 ? [0.46, 0.18, 0.18, 0.18] : [0.3, 0.18, 0.16, 0.18, 0.18],
  };
  const sums: [string, string][] = [
    ['Total overpaid', fmtMoney(overpaid)],
    ...(withheld
      ? ([['Withheld from your latest FIT payment', `-${fmtMoney(withheld)}`]] as [string, string][])
      : []),
    ...(paidSince ? ([['Paid since our statement', `-${fmtMoney(paidSince)}`]] as [string, string][]) : []),
  ];
  const legal = `The Feed-in Tariff scheme is run by Ofgem; licensed suppliers make the payments and must recover any payment made in error. Since your installation was registered in ${regYear} we have paid you ${fmtMoney(sinceTotal)} in generation and export payments.`;
  const quote = `quoting your ${quoteOv ? `overpayment reference ${ovRef}` : `customer number ${cust}`}`;

  let spec: Spec;
  let creditor = co.name;
  let ref = supRef;
  let type = 'utility';
  if (!agency) {
    const stageP =
      stage === 1
        ? `We are writing about the Feed-in Tariff (FIT) payments for the solar PV installation at your address. ${why}`
        : stage === 2
          ? `We wrote to you on ${D(c, stmtDate)} with a statement of the Feed-in Tariff generation payments we overpaid for your installation (FIT ID ${fitId}) and asked you to repay them. ${paidSince ? `Thank you for your payment of ${fmtMoney(paidSince)}; the rest` : 'We have not received payment, and the amount'} is still outstanding.`
          : `We wrote to you on ${D(c, stmtDate)} and again on ${D(c, rem)} asking you to repay the Feed-in Tariff payments we overpaid for your installation (FIT ID ${fitId}). ${paidSince ? `After your payment of ${fmtMoney(paidSince)}, ` : ''}${fmtMoney(now)} is still owed and you have not contacted us.`;
    const payP =
      stage === 3
        ? `This is our final notice. Please pay ${fmtMoney(now)} by ${D(c, pay)}, ${quote}. If you do not, we will stop all further FIT payments to you and set them against the debt, and pass the balance to our collection agent, who may start a claim in the county court (a court fee of ${fmtMoney(courtFee)} and interest could then be added).`
        : `Please repay ${fmtMoney(now)} within ${wholeDays(c.date, pay)} days, by ${D(c, pay)}, ${quote}. If you would rather, we can recover it by keeping ${fmtMoney(perQuarter)} from each quarterly FIT payment until it is cleared: call us to agree this before that date.`;
    const title = pick(
      r,
      stage === 1
        ? ['Feed-in Tariff overpayment', 'Statement of FIT overpayment', 'Your FIT payments: amount to repay']
        : stage === 2
          ? ['Reminder: Feed-in Tariff overpayment', 'FIT overpayment - reminder']
          : ['FINAL NOTICE - FIT overpayment', 'Final notice: Feed-in Tariff overpayment'],
    );
    const sub = [
      pick(r, ['Feed-in Tariff Team', 'FIT Payments Team', 'Microgeneration (FIT) Team']),
      officeAddress(r),
      `${phone(r)}  fit@${host(co.name)}`,
    ];
    const footer = [regLine(co.name, r)];
    if (layout === 0) {
      // The reminder and final notice may leave the quarter grid out and give only the totals.
      const showGrid = stage === 1 || r.chance(0.5);
      const kvSums = showGrid ? sums.slice(1) : sums;
      spec = {
        face: c.face,
        head: co.head,
        logoMark: pick(r, ['rings', 'chevron', 'bars'] as const),
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel: [
          ...(quoteOv ? ([['Overpayment ref', ovRef]] as [string, string][]) : []),
          ['Customer number', cust],
          ['FIT ID', fitId],
          ['MCS certificate', mcs],
          ['Supply MPAN', mpan],
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        title,
        titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
        body: [
          dear(c),
          { p: stageP },
          ...(showGrid ? [grid] : []),
          ...(kvSums.length ? [{ kv: kvSums } as Block] : []),
          { amountBox: [stage === 1 ? 'Amount to repay' : 'Amount now due', fmtMoney(now)] },
          { p: payP },
          { small: legal },
        ],
        closing: 'Yours sincerely',
        sign: [...signatory(r, ['FIT Team Manager', 'Feed-in Tariff Administrator']), co.name],
        footer,
      };
    } else {
      spec = {
        face: c.face,
        head: co.head,
        headBand: r.chance(0.5),
        sub,
        headAlign: 'left',
        recipient: rcpt(c),
        panel: [
          [quoteOv ? 'Customer number' : 'Supply MPAN', quoteOv ? cust : mpan],
          stage === 1 ? ['Installation size', `${kw} kW`] : ['Statement date', D(c, stmtDate)],
        ],
        refGrid: [
          [supLabel, supRef],
          ['FIT ID', fitId],
          ['MCS certificate no.', mcs],
          ['Date', D(c, c.date)],
        ],
        title,
        titleStyle: stage === 3 ? 'banner' : 'rule',
        body: [
          { p: stageP },
          grid,
          { table: [...sums.slice(1), [stage === 1 ? 'Amount to repay' : 'Amount now due', fmtMoney(now)]] },
          { p: payP },
          {
            kv: [
              ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
              ['Reference', supRef],
              ['Phone', phone(r)],
            ],
          },
          { small: legal },
        ],
        closing: 'Yours faithfully',
        sign: ['Feed-in Tariff Team', co.name],
        footer,
      };
    }
  } else {
    let ag = company(r, ['Credit Management', 'Collections', 'Recovery Services']);
    while (ag.name.startsWith(co.name.split(' ')[0])) ag = company(r, ['Credit Management', 'Collections']);
    const agRef = pick(r, [
      () => `${r.letters(2, 'CKM')}${r.digits(6)}`,
      () => `${r.digits(4)}/${r.digits(5)}`,
    ])();
    const first = addDays(rem, r.int(20, 30));
    creditor = ag.name;
    ref = agRef;
    type = 'debt_collection';
    spec = {
      face: c.face,
      head: ag.head,
      logoMark: pick(r, ['shield', 'chevron'] as const),
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: 'Balance due', amount: fmtMoney(now), note: `Pay by ${D(c, pay)}` },
      panel: [
        ['Our reference', agRef],
        ['Our client', co.name],
        ['Client customer no.', cust],
        ['FIT ID', fitId],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      title: pick(r, ['FINAL NOTICE', 'Final notice before legal action']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        {
          p: `Our client ${co.name} has instructed us to recover Feed-in Tariff generation payments it overpaid to you for the solar installation at your address (MCS certificate ${mcs}). It explained the overpayment in its statement of ${D(c, stmtDate)} and wrote to you again on ${D(c, rem)}. We wrote to you on ${D(c, first)}, but the balance has not been paid.`,
        },
        {
          grid: [
            [`Overpayment (client statement ${quoteOv ? ovRef : D(c, stmtDate)})`, fmtMoney(overpaid)],
            ...(withheld ? [[`Withheld by our client from FIT payments`, `-${fmtMoney(withheld)}`]] : []),
            ...(paidSince ? [['Payments received', `-${fmtMoney(paidSince)}`]] : []),
            ['Balance due', fmtMoney(now)],
          ],
          widths: [0.72, 0.28],
        },
        {
          boxed: [
            `Pay ${fmtMoney(now)} by ${D(c, pay)}, quoting our reference ${agRef}, or call us to agree a repayment plan. If you do neither, we will recommend to our client that it issues a claim against you in the county court, and a court fee of ${fmtMoney(courtFee)} and interest may be added.`,
          ],
        },
        {
          p: `Pay online at ${web(ag.name)}, by phone on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Please do not send payment to ${co.name}.`,
        },
        {
          small: `If you are struggling with debt, free and impartial advice is available from StepChange, National Debtline and Citizens Advice. If you dispute the overpayment, tell us in writing and we will put the account on hold while our client reviews it.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Manager', 'Senior Case Handler']), ag.name],
      footer: [fcaLine(ag.name, r)],
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(creditor, now, ref, type, stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W234 — council library service
// ------------------------------------------------------------------------------------------------------------

const BOOKS = [
  'The Lantern Keeper',
  'Salt and Iron',
  'Hedgerow Birds',
  'Cooking on a Budget',
  'The Quiet Tideway',
  'Mapping the Fens',
  'Stargazing for Beginners',
  'A Winter at Kesmere',
  'The Copper Kettle Club',
  'Dinosaur Dig!',
  'Small Engines Explained',
  'The Heron Letters',
  'Running the Ridgeway',
  'Knitting for Everyone',
];
/** Format, suffix printed after the title, replacement cost range, whether overdue charges apply. */
const FORMATS: [string, number, number, boolean][] = [
  ['', 7.99, 22.99, true],
  [' (LP)', 16.99, 24.99, true],
  [' (DVD)', 9.99, 17.99, true],
  [' (CD)', 34.99, 64.99, true],
  [' (J)', 5.99, 12.99, false],
];

/**
 * A council library service charging a borrower for items never returned and unpaid account fees. Stage 1: the
 * statement of overdue items (title, item barcode, date due back, capped overdue charge, replacement cost), with a
 * processing fee per item and any account fees (unpaid reservations, a replacement card); stage 2: a reminder
 * referring to that letter; stage 3: a final notice saying the debt goes to the council's collection agency, or a final
 * notice from the council's sundry debt / income recovery team on the invoice it raised.
 * Layouts: a letter with a reference panel and the items grid and a summary table; a form with a row of reference
 * cells, a shaded total box and a payment slip; a notice with a "Total due" box, a stacked panel and two columns
 * (return the items / how to pay).
 * Truth: creditor = the council (the library service is part of it; where the page is headed "<Town> Libraries" the
 * council's name is in the sub-lines and the sign-off). Amount = the total due now; the smaller sum that would remain if
 * the items were brought back, the per-item lines, the overdue cap, the borrowing-block threshold and the agency's
 * administration charge that *would* be added are not it. Reference = what the letter says to quote: the library card
 * number, or the invoice number once the council has raised a sundry invoice (the card number then also printed); item
 * barcodes are never it.
 * Open choice: debtType 'normal' — library charges are an ordinary council sundry debt for a service, not council tax
 * or a penalty; the council's own final notice stays with the council, so not 'debt_collection'. Stage 3 kind
 * final_demand.
 */
const libraryCharges: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = r.pick([1, 2, 3] as const);
  const layout = r.int(0, 2);
  const cn = councilName(r);
  const town = cn.name
    .replace(/^(Borough of |Council of the Borough of )/, '')
    .replace(/ (Council|District Council|City Council)$/, '');
  const branded = r.chance(0.35);
  const sundry = stage === 3 && r.chance(0.5);
  const quoteInv = sundry || r.chance(0.35);
  const card = pick(r, [
    () => `2${r.digits(13)}`,
    () => `${r.letters(1, 'LB')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `2 ${r.digits(4)} ${r.digits(5)} ${r.digits(4)}`,
  ])();
  const inv = pick(r, [() => r.digits(8), () => `SD${r.digits(7)}`, () => `INV-${r.digits(6)}`])();
  const ref = quoteInv ? inv : card;
  const refLabel = quoteInv
    ? pick(r, ['Invoice number', 'Invoice no.'])
    : pick(r, ['Library card', 'Card number']);
  const branch = `${place(r)} Library`;
  const first = addDays(c.date, stage === 1 ? 0 : stage === 2 ? -r.int(21, 35) : -r.int(49, 70));
  const second = addDays(first, r.int(21, 28));
  const n = r.int(1, 4);
  const cap = pick(r, [5, 6, 8, 10]);
  const proc = pick(r, [2.5, 3, 4, 5]);
  const used = new Set<string>();
  const items = Array.from({ length: n }, () => {
    let t = pick(r, BOOKS);
    while (used.has(t)) t = pick(r, BOOKS);
    used.add(t);
    const [suffix, lo, hi, charged] = pick(r, FORMATS);
    const repl = Math.floor(r.money(lo, hi)) + 0.99;
    return {
      title: `${t}${suffix}`,
      barcode: `3${r.digits(13)}`,
      due: addDays(first, -r.int(35, 110)),
      over: charged ? cap : 0,
      repl,
    };
  });
  const sumOver = round2(items.reduce((a, i) => a + i.over, 0));
  const sumRepl = round2(items.reduce((a, i) => a + i.repl, 0));
  const procAll = round2(proc * n);
  const fees: [string, number][] = [];
  if (r.chance(0.4)) {
    const k = r.int(2, 4);
    fees.push([`Reservation fees unpaid (${k} at £1.00)`, k]);
  }
  if (r.chance(0.3)) fees.push(['Replacement library card', 2.5]);
  const sumFees = round2(fees.reduce((a, [, v]) => a + v, 0));
  const total = round2(sumOver + sumRepl + procAll + sumFees);
  const paid = stage > 1 && r.chance(0.3) ? pick(r, [5, 10, 15, 20]) : 0;
  const now = round2(total - paid);
  const ifReturned = round2(Math.max(0, sumOver + sumFees - paid));
  const block = pick(r, [5, 10, 15]);
  const adminFee = pick(r, [15, 20, 25, 30]);
  const pay = addDays(c.date, stage === 3 ? 14 : pick(r, [14, 21, 28]));
  const agency = company(r, ['Collection Services', 'Recoveries', 'Credit Services']);

  const rows: string[][] = items.map((i) => [
    i.title,
    i.barcode,
    D(c, i.due),
    fmtMoney(i.over),
    fmtMoney(i.repl),
  ]);
  const grid: Block = {
    grid: rows,
    header: ['Item', 'Barcode', 'Due back', 'Overdue', 'Replacement'],
    widths: [0.34, 0.21, 0.2, 0.11, 0.14],
    boldLast: false,
  };
  const sumRows: [string, string][] = [
    [`Overdue charges (capped at ${fmtMoney(cap)} an item)`, fmtMoney(sumOver)],
    ['Replacement costs', fmtMoney(sumRepl)],
    [`Processing fee (${n} x ${fmtMoney(proc)})`, fmtMoney(procAll)],
    ...fees.map(([k, v]) => [k, fmtMoney(v)] as [string, string]),
    ...(paid ? ([['Paid since our first letter', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
  ];
  const totalLabel = stage === 1 ? 'Total due' : 'Amount now due';
  const itemWord = n === 1 ? 'the item' : `the ${n} items`;
  const stageP =
    stage === 1
      ? `Our records show that ${itemWord} below, borrowed on your library card ${card}, ${n === 1 ? 'has' : 'have'} not been returned despite our overdue notices by e-mail. ${n === 1 ? 'It is' : 'They are'} now treated as lost and you are charged for ${n === 1 ? 'its' : 'their'} replacement.`
      : stage === 2
        ? `We wrote to you on ${D(c, first)} about ${itemWord} borrowed on library card ${card} and not returned, and the charges on your account. ${paid ? `Thank you for paying ${fmtMoney(paid)}; ` : ''}${fmtMoney(now)} is still unpaid.`
        : sundry
          ? `The Library Service wrote to you on ${D(c, first)} and ${D(c, second)} about library items not returned on card ${card}, and the Council then raised invoice ${inv} for the charges. ${fmtMoney(now)} remains unpaid.`
          : `We wrote to you on ${D(c, first)} and again on ${D(c, second)} about ${itemWord} not returned on library card ${card}. ${paid ? `After your payment of ${fmtMoney(paid)}, ` : ''}${fmtMoney(now)} is still outstanding.`;
  const returnP =
    stage === 3
      ? `Items brought back now can no longer be accepted in place of payment.`
      : `If you return ${n === 1 ? 'it' : 'them'} in good condition to any ${town} library by ${D(c, pay)}, we will cancel the replacement and processing charges and you will only need to pay ${fmtMoney(ifReturned)}.`;
  const quote = quoteInv ? `invoice number ${inv}` : `your library card number ${card}`;
  const payCore =
    stage === 3
      ? sundry
        ? `FINAL NOTICE: please pay ${fmtMoney(now)} by ${D(c, pay)}, quoting ${quote}. If it is not paid, the Council will pass the debt to its collection agents ${agency.name}, who will add an administration charge of ${fmtMoney(adminFee)}, and may recover it through the county court.`
        : `Please pay ${fmtMoney(now)} by ${D(c, pay)}, quoting ${quote}. If you do not, your account will be passed to the Council's collection agency, ${agency.name}, and an administration charge of ${fmtMoney(adminFee)} will be added to what you owe.`
      : `Please pay ${fmtMoney(now)} by ${D(c, pay)}, quoting ${quote}.`;
  const payP = stage === 3 ? payCore : `${payCore} ${returnP}`;
  const blockP = `Your library card has been blocked: you cannot borrow items, reserve them or book the public computers until the balance on your account is below ${fmtMoney(block)}.`;
  const howPay = `Pay online at ${web(`${town}Council`)}/pay, by card on ${phone(r)}, or at the counter of any ${town} library. Please quote ${quote}.`;

  const dept = sundry
    ? pick(r, ['Sundry Debt Recovery', 'Income Recovery Team', 'Finance - Sundry Debts'])
    : pick(r, ['Library Service', 'Libraries and Information Service', 'Libraries, Culture and Heritage']);
  const head = branded && !sundry ? [`${town} Libraries`] : cn.head;
  const sub = [
    ...(branded && !sundry ? [`A service of ${cn.name}`] : [dept]),
    officeAddress(r),
    `${phone(r)}  ${sundry ? 'sundrydebts' : 'libraries'}@${host(`${town}council`)}`,
  ];
  const title = pick(
    r,
    stage === 1
      ? ['Library items not returned - charges', 'Statement of overdue items', 'Your library account']
      : stage === 2
        ? ['Reminder: library charges unpaid', 'Second letter - items not returned']
        : sundry
          ? ['FINAL NOTICE', 'Final notice - library charges']
          : ['Final notice before referral to our collection agency', 'FINAL NOTICE - LIBRARY ACCOUNT'],
  );
  const signer = signatory(
    r,
    sundry
      ? ['Income Recovery Officer', 'Sundry Debt Officer']
      : ['Library Customer Services Manager', 'Libraries Business Support Officer'],
  );
  const footer = [
    `${cn.name}${sundry ? '' : ' Library Service'}. ${town} libraries are run by the Council under the Public Libraries and Museums Act 1964. Charges are set each year by the Council; a list is available at any library.`,
  ];
  const summaryTable: Block = { table: [...sumRows, [totalLabel, fmtMoney(now)]] };
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.4),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ...(quoteInv ? ([['Invoice no.', inv]] as [string, string][]) : []),
        ['Library card', card],
        ...(sundry ? [] : ([['Branch', branch]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: stageP },
        grid,
        summaryTable,
        stage === 3 ? { boxed: [payP] } : { p: payP },
        ...(stage === 3 ? [] : [{ small: blockP } as Block]),
        { small: howPay },
      ],
      closing: 'Yours sincerely',
      sign: [...signer, ...(branded && !sundry ? [`for ${cn.name}`] : [cn.name])],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [refLabel, ref],
        quoteInv ? ['Library card', card] : ['Branch', branch],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: stage === 3 ? 'banner' : 'rule',
      body: [
        { p: stageP },
        grid,
        { kv: sumRows },
        { amountBox: [totalLabel, fmtMoney(now)] },
        { p: payP },
        { small: stage === 3 ? howPay : blockP },
      ],
      sign: [...signer, ...(branded && !sundry ? [`for ${cn.name}`] : [cn.name])],
      slip: {
        title: `Payment slip - ${cn.name}`,
        rows: [
          [refLabel, ref],
          ['Amount due', fmtMoney(now)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: { label: totalLabel, amount: fmtMoney(now), note: `Please pay by ${D(c, pay)}` },
      panel: [
        [refLabel, ref],
        ...(quoteInv ? ([['Library card', card]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 3 ? 'banner' : 'boxed',
      body: [
        dear(c),
        { p: stageP },
        grid,
        summaryTable,
        {
          cols: [
            stage === 3 ? `${blockP} ${returnP}` : `Return the items: ${returnP}`,
            `How to pay: ${howPay}`,
          ],
        },
        stage === 3 ? { boxed: [payCore] } : { p: payCore },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign: [...signer, ...(branded && !sundry ? [`for ${cn.name}`] : [cn.name])],
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(cn.name, now, ref, 'normal', stage, kind, c, pay) };
};

export const FRESH22B_FAMILIES: Family[] = [
  {
    id: 'W232',
    name: 'Energy Supplier of Last Resort after the old supplier failed: first bill with transferred balance, reminder, final notice',
    group: 'utility',
    make: solrBalance,
  },
  {
    id: 'W233',
    name: 'Energy supplier Feed-in Tariff overpayment reclaimed (meter reading or MCS certificate): statement, reminder, final notice or its collector',
    group: 'utility',
    make: fitOverpayment,
  },
  {
    id: 'W234',
    name: 'Council library service charges for items not returned and account fees: statement, reminder, final notice (collection agency or sundry debt team)',
    group: 'public_body',
    make: libraryCharges,
  },
];
