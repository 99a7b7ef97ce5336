/**
 * The ninth fresh held-out set, part a (W121–W123): kinds of letter the corpus does not have yet — HMRC's notice to a
 * taxpayer that it has put a hold on money in their bank accounts and intends to recover the tax debt directly from
 * them (direct recovery of debts), a family funeral director's letter about an unpaid funeral account, and a mobile
 * network's letter about arrears on a handset device plan (a regulated credit agreement kept beside the airtime
 * plan). Written by a writer who had not read the extractor; scored once. Every face is drawn per letter. Ground
 * truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the
 * family.
 */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
import {
  ALL_FACES,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
  host,
} from './family-kit';

const kv = (rows: [string, string][]): Block => ({ kv: rows });

// ------------------------------------------------------------------------------------------------------------
// Public body
// ------------------------------------------------------------------------------------------------------------

/**
 * HMRC's notice to the taxpayer under direct recovery of debts (Finance (No. 2) Act 2015, Schedule 8): a hold has been
 * put on money in their bank or building society accounts, and unless they pay the debt in full or object within 30
 * days HMRC may tell the bank to transfer it. Two layouts: a letter with a reference panel and ruled tables, or a
 * boxed statutory notice with a row of reference cells, a shaded amount box and numbered sections.
 * Amount = the total tax debt now owed (tax + penalties + interest to date − payments received); the amounts held in
 * each account and their total (always less than the debt here), the £5,000 the law leaves in the accounts, the
 * £1,000 threshold, single tax/penalty/interest lines and the daily interest that will accrue are not it.
 * Reference = "our reference", the one the letter says to quote when paying and writing; the Unique Taxpayer
 * Reference (or VAT number), the National Insurance number, the taxpayer's own sort codes / account numbers and
 * HMRC's collection account in the payment instructions are not it. creditorName = the department exactly as its
 * letterhead prints it (either spelling, one per letter).
 * Open choices: the debtType list has no tax type other than council tax, and HMRC is neither a collector nor an
 * enforcement agent (its own officers take the money, no bailiff is involved): the residual 'normal'. The notice tells
 * the taxpayer that enforcement has already begun against their accounts and what will happen after 30 days, after
 * earlier demands and a visit; it is the last step before money is taken: stage 3, kind notice_of_enforcement.
 * payBy = the end of the 30 days (the letter asks for payment in full by then, or an objection).
 */
const hmrcDirectRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const amp = r.chance(0.5);
  const name = amp ? 'HM Revenue & Customs' : 'HM Revenue and Customs';
  const head = r.chance(0.4)
    ? [name]
    : r.chance(0.5)
      ? ['HM Revenue', amp ? '& Customs' : 'and Customs']
      : [name.toUpperCase()];
  const notice = r.chance(0.5);
  const ref = pick(r, [
    `DRD${r.digits(6)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(3)}/DRD/${r.digits(5)}`,
    `DM ${r.digits(4)} ${r.digits(4)}${oOrI(r)}`,
    `${r.letters(2, 'XKV')}${r.digits(4)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const vat = r.chance(0.3);
  const taxId: [string, string] = vat
    ? ['VAT registration number', `${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`]
    : ['Unique Taxpayer Reference', `${r.digits(5)} ${r.digits(5)}`];
  const nino = `${r.letters(2, 'ABCEHJKLMNPRSTWXYZ')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${pick(r, ['A', 'B', 'C', 'D'])}`;
  const yr = pick(r, [2021, 2022, 2023]);
  const ty = (y: number) => `${y}-${String(y + 1).slice(2)}`;
  // The tax lines
  const lines: [string, number][] = [];
  if (vat) {
    const q = pick(r, ['03', '06', '09', '12']);
    lines.push([`VAT return period ${q}/${String(yr + 1).slice(2)}`, r.money(1400, 9800)]);
    lines.push([`VAT return period ${q}/${String(yr + 2).slice(2)}`, r.money(900, 7200)]);
    lines.push(['Late payment penalties', r.money(60, 520)]);
  } else {
    const bal = r.money(1300, 14000);
    lines.push([`Self Assessment balancing payment ${ty(yr)}`, bal]);
    if (r.chance(0.6)) lines.push([`Payment on account 31 January ${yr + 2}`, round2(bal * 0.5)]);
    lines.push([`Late payment penalties ${ty(yr)}`, round2(bal * pick(r, [0.05, 0.1, 0.15]))]);
  }
  lines.push([`Interest to ${D(c, addDays(c.date, -1))}`, r.money(90, 1400)]);
  const gross = round2(lines.reduce((s, [, v]) => s + v, 0));
  const paid = r.chance(0.4) ? round2(Math.floor(gross * pick(r, [0.06, 0.1, 0.18]))) : 0;
  const debt = round2(gross - paid);
  // The accounts held
  const nAcc = r.chance(0.55) ? 1 : 2;
  const held: string[][] = [];
  let heldTotal = 0;
  for (let i = 0; i < nAcc; i++) {
    const inst =
      i === 0
        ? `${stem(r)} ${pick(r, ['Bank plc', 'Bank', 'Savings Bank'])}`
        : `${place(r)} Building Society`;
    const amt = round2(Math.min(debt * 0.8, r.money(300, 9000)) / nAcc);
    heldTotal = round2(heldTotal + amt);
    held.push([inst, sortCode(r), `****${r.digits(4)}`, fmtMoney(amt)]);
  }
  held.push(['Total held', '', '', fmtMoney(heldTotal)]);
  const hold = addDays(c.date, -r.int(1, 4));
  const visit = addDays(c.date, -r.int(40, 120));
  const byDate = addDays(c.date, 30);
  const explicit = r.chance(0.5);
  const by = explicit ? `by ${D(c, byDate)}` : 'within 30 days of the date of this notice';
  const dailyInt = round2((debt * pick(r, [0.0725, 0.0775, 0.0825])) / 365);
  const officer = person(r);
  const payLine = `Pay online at ${web('taxpaymentsservice')} or by transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, using ${ref} as the payment reference. Quote ${ref} on any letter you send us.`;
  const breakdown = [
    ...lines.map(([k, v]) => [k, fmtMoney(v)]),
    ...(paid ? [['Payments received', `-${fmtMoney(paid)}`]] : []),
    [pick(r, ['Total amount you owe', 'Total debt', 'Amount now due']), fmtMoney(debt)],
  ];
  const earlier = pick(r, [
    `We have written to you several times about this debt and an officer visited you on ${D(c, visit)}, but it has not been paid.`,
    `Our officers met you on ${D(c, visit)} and explained that we could recover this debt from your accounts. It has still not been paid.`,
  ]);
  const holdP = `On ${D(c, hold)} we sent a hold notice to the ${nAcc > 1 ? 'bank and building society' : 'bank'} below, which must now keep the amount shown and not let it be withdrawn. At least ${fmtMoney(5000)} has been left across all your accounts, as the law requires.`;
  const options = `Pay the total amount you owe in full ${by} and we will cancel the hold. If you cannot pay in full, call us on ${phone(r)}. You can object in writing ${by} if this would cause you or someone else exceptional hardship, if someone else has an interest in a joint account, or if you do not owe the debt.`;
  const next = `If you do not pay or object in time, or we reject your objection, we may send a deduction notice telling the bank to pay us the amount held. You can appeal against our decision on an objection to the county court within 30 days. Interest of about ${fmtMoney(dailyInt)} a day is added until the debt is paid.`;
  const legal = `This notice is given under Schedule 8 to the Finance (No. 2) Act 2015 (direct recovery of debts). We can only use these powers for debts of ${fmtMoney(1000)} or more.`;
  const sub = ['Debt Management', officeAddress(r), ...(r.chance(0.5) ? [`Telephone ${phone(r)}`] : [])];
  const sign = [
    `${officer.first} ${officer.last}`,
    pick(r, ['Officer of Revenue and Customs', 'Debt Management', 'Field Force Officer']),
    ...(r.chance(0.5) ? [name] : []),
  ];
  const heldGrid: Block = {
    grid: held,
    header: ['Bank or building society', 'Sort code', 'Account', 'Amount held'],
    widths: [0.46, 0.16, 0.16, 0.22],
  };
  let spec: Spec;
  const stacked = r.chance(0.4);
  if (!notice) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', ref],
        taxId,
        ...(vat || stacked ? [] : ([['National Insurance number', nino]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: stacked,
      title: pick(r, [
        'We intend to recover your debt from your bank or building society account',
        'Direct recovery of debts - notice to you',
        'Notice of direct recovery of debts',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: `${earlier} This is what you owe:` },
        { grid: breakdown, widths: [0.72, 0.28] },
        { p: holdP },
        heldGrid,
        { h: pick(r, ['What you need to do now', 'What you need to do']) },
        { p: options },
        { p: next },
        { p: payLine },
      ],
      closing: 'Yours sincerely',
      sign,
      footer: [legal],
    };
  } else {
    spec = {
      face: c.face,
      top: r.chance(0.5) ? ['IMPORTANT: THIS NOTICE AFFECTS MONEY IN YOUR ACCOUNTS'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Our reference', ref],
        [vat ? 'VAT number' : 'UTR', taxId[1]],
        ['Date of notice', D(c, c.date)],
        [explicit ? 'Pay or object by' : 'Hold placed', explicit ? D(c, byDate) : D(c, hold)],
      ],
      title: pick(r, ['DIRECT RECOVERY OF DEBTS', 'NOTICE TO DEBTOR - DIRECT RECOVERY OF DEBTS']),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        { amountBox: [pick(r, ['Total tax debt', 'Total amount you owe']), fmtMoney(debt)] },
        { h: '1. Why you are getting this notice' },
        { p: earlier },
        kv(breakdown.slice(0, -1).map(([k, v]) => [k, v] as [string, string])),
        { h: '2. Money held in your accounts' },
        { p: holdP },
        heldGrid,
        { h: '3. Pay or object, and what happens next' },
        { p: options },
        { p: next },
        { p: payLine },
      ],
      sign: [],
      footer: [legal],
    };
  }
  return { spec, truth: truth(name, debt, ref, 'normal', 3, 'notice_of_enforcement', c, byDate) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * A family funeral director's letter to the person who arranged a funeral, whose account is unpaid: an itemised
 * account (the firm's own charges, then disbursements paid on the family's behalf — cremation fee, doctor's or medical
 * examiner's fee, minister's or celebrant's fee, sometimes an organist or a newspaper notice), less the deposit and
 * any Funeral Expenses Payment received from the DWP, and a polite but firm request to pay within 14 days, with a
 * mention of passing the account to a collection agency. Two layouts: a letter with a two-column account table and
 * a reference panel, or a statement with a row of reference cells, a ruled grid and a shaded balance box.
 * Amount = the balance outstanding (total account − deposit − Funeral Expenses Payment); the total of the account,
 * the deposit, the DWP payment, single items and any monthly instalment offered are not it. Reference = the
 * firm's account / invoice number it asks to be quoted; the crematorium's booking number, the DWP reference and the
 * deceased's dates are not it. creditorName = the firm as its sign-off prints it (the Ltd company, or the unincorporated
 * family firm's own name). debtType 'normal' (an ordinary overdue account from a business).
 * Open choice: the letter is about the firm's original account and says nothing about earlier letters in half of
 * the letters: stage 1, kind first_demand (the README: mentioning the original invoice does not make a follow-up);
 * in the other half it refers to the firm's earlier reminder or a telephone call about the DWP payment: stage 2,
 * kind reminder. The threat to pass the account on is not a final notice, so never stage 3.
 */
const funeralAccount: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  let fam = person(r);
  while (fam.last === c.who.last) fam = person(r);
  const S = fam.last;
  const v = r.int(0, 3);
  const name = [
    `${S} & Sons Ltd`,
    `${S} Funeral Directors Ltd`,
    `${fam.first[0]}. ${S} & Daughter`,
    `${S} & ${stem(r).split(' ')[0]} Family Funeral Service`,
  ][v];
  const head =
    v === 0
      ? r.chance(0.5)
        ? [`${S} & Sons`]
        : [name]
      : v === 1
        ? r.chance(0.5)
          ? [S, 'Funeral Directors Ltd']
          : [name.toUpperCase()]
        : v === 2
          ? [name]
          : [name.replace(' Family Funeral Service', ''), 'Family Funeral Service'];
  const strap = pick(r, [
    'Independent Family Funeral Directors',
    `Caring for families since ${r.int(1890, 1975)}`,
    'Family owned and run - Private chapels of rest',
  ]);
  const acc = pick(r, [
    `F${r.int(24, 25)}/${r.digits(3)}`,
    `${r.digits(4)}`,
    `INV-${r.digits(5)}`,
    `FA${r.digits(3)}${oOrI(r)}${r.digits(1)}`,
    `${S.slice(0, 3).toUpperCase()}/${r.digits(3)}/${r.int(24, 25)}`,
  ]);
  const statement = r.chance(0.5);
  const followUp = r.chance(0.5);
  const deceasedP = person(r);
  const dLast = r.chance(0.6) ? c.who.last : deceasedP.last;
  const deceased = `${deceasedP.first} ${dLast}`;
  const funeral = addDays(c.date, -r.int(50, 110));
  const invDate = addDays(funeral, r.int(1, 5));
  const crem = `${place(r)} Crematorium`;
  const cremNo = `${funeral.getUTCFullYear()}/${r.digits(4)}`;
  // The account
  const own: [string, number][] = [
    ['Professional services of the funeral director', pick(r, [2150, 2395, 2575, 2840, 3120])],
    [
      pick(r, ['Coffin - oak veneer', 'Coffin - solid pine', 'Coffin - natural wicker']),
      pick(r, [495, 620, 745, 895]),
    ],
  ];
  if (r.chance(0.6))
    own.push([pick(r, ['Hearse and one limousine', 'Hearse']), pick(r, [320, 385, 450, 520])]);
  const cremFee = pick(r, [795, 860, 945, 1020, 1115]);
  const docFee = pick(r, [82, 82, 164]);
  const dis: [string, number][] = [
    [`Cremation fee, ${crem}`, cremFee],
    [docFee === 164 ? "Doctors' fees (cremation certificates)" : "Doctor's fee (medical examiner)", docFee],
    [pick(r, ["Minister's fee", "Celebrant's fee", "Officiant's fee"]), pick(r, [180, 195, 220, 245])],
  ];
  if (r.chance(0.5)) dis.push(['Organist', pick(r, [65, 80, 95, 110])]);
  if (r.chance(0.4))
    dis.push([
      `Newspaper notice, ${place(r)} ${pick(r, ['Gazette', 'Advertiser', 'Herald'])}`,
      r.money(68, 190),
    ]);
  const ownTotal = own.reduce((a, [, x]) => a + x, 0);
  const disTotal = round2(dis.reduce((a, [, x]) => a + x, 0));
  const total = round2(ownTotal + disTotal);
  const deposit = r.chance(0.6) ? pick(r, [250, 500, 750, 1000]) : 0;
  const fep = r.chance(0.65) ? round2(cremFee + docFee + pick(r, [640, 780, 915, 1000])) : 0;
  const fepRef = `${r.letters(2, 'ABCEHJKLMNPRSTWXYZ')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${pick(r, ['A', 'B', 'C', 'D'])}`;
  const bal = round2(total - deposit - fep);
  const inst = round2(Math.ceil(bal / pick(r, [4, 6, 10]) / 5) * 5);
  const pay = addDays(c.date, 14);
  const explicit = r.chance(0.5);
  const within = explicit ? `by ${D(c, pay)}` : 'within 14 days of the date of this letter';
  const reminded = addDays(invDate, r.int(30, 40));
  const call = r.chance(0.5);
  const opening = followUp
    ? call
      ? `When we spoke on ${D(c, reminded)} you told us that you were waiting for a Funeral Expenses Payment from the Department for Work and Pensions.${fep ? ` We have since received ${fmtMoney(fep)} directly from the DWP and have credited it to the account, but a balance remains.` : ' We have not heard from you since, and the account is still unpaid.'}`
      : `We wrote to you on ${D(c, reminded)} to remind you that our account for the funeral of the late ${deceased} was due for payment. We are sorry to have to write again, but the balance shown below is still outstanding.`
    : `We hope that you and your family are keeping as well as can be expected. Our account for the funeral of the late ${deceased}, sent to you on ${D(c, invDate)}, was payable within 28 days, as set out in the arrangement form you signed, and it has not yet been settled.${fep ? ` The Funeral Expenses Payment of ${fmtMoney(fep)} from the DWP has been received and credited.` : ''}`;
  const ask = `We would be grateful if you would settle the balance of ${fmtMoney(bal)} ${within}. If paying in full is difficult, please telephone us: we can usually agree instalments, for example ${fmtMoney(inst)} a month.`;
  const firm = `If we do not receive payment or hear from you ${explicit ? 'by then' : 'within that time'}, we regret that we will have no alternative but to pass the account to our debt collection agency${r.chance(0.5) ? ', which may add its own charges' : ''}. We would much prefer not to do this.`;
  const payBy = `Payment may be made by bank transfer to ${name}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${acc}, by card over the telephone, or in person at our office.`;
  const fTel = phone(r);
  const sub = [
    strap,
    officeAddress(r),
    `Tel ${fTel}${r.chance(0.5) ? ' (24 hours)' : ''}  office@${host(name)}`,
  ];
  const sign = [
    ...signatory(r, ['Funeral Director', 'Director', 'Accounts', 'Office Manager']),
    `For and on behalf of ${name}`,
  ];
  const footer =
    v <= 1
      ? [
          `${name}. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}. Member of the National Association of Funeral Directors.`,
        ]
      : [
          `Proprietors: the ${S} family. VAT reg. no. ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}. Disbursements are paid on your behalf and are not subject to VAT.`,
        ];
  const lessRows: [string, string][] = [
    ...(deposit ? ([['Less deposit paid', `-${fmtMoney(deposit)}`]] as [string, string][]) : []),
    ...(fep ? ([['Less Funeral Expenses Payment (DWP)', `-${fmtMoney(fep)}`]] as [string, string][]) : []),
  ];
  const balLabel = pick(r, ['Balance outstanding', 'Balance now due', 'Amount outstanding']);
  let spec: Spec;
  if (!statement) {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.3),
      sub,
      headAlign: pick(r, ['center', 'left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Our ref', 'Account no.', 'Funeral account']), acc],
        ['Funeral of', deceased],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        `Funeral of the late ${deceased}`,
        'Outstanding funeral account',
        followUp ? 'Funeral account - reminder' : 'Your funeral account',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          table: [
            [
              `Our charges (services${own.length > 2 ? ', coffin, vehicles' : ' and coffin'})`,
              fmtMoney(ownTotal),
            ],
            ...dis.map(([k, x]) => [k, fmtMoney(x)] as [string, string]),
            ['Total account', fmtMoney(total)],
          ],
          header: ['Account', 'Amount'],
        },
        ...(lessRows.length
          ? [kv([...lessRows, [`${balLabel}:`, fmtMoney(bal)]])]
          : [kv([[`${balLabel}:`, fmtMoney(bal)]])]),
        { p: ask },
        { p: firm },
        { p: payBy },
        { p: 'Thank you once again for entrusting us with the care of your loved one.' },
      ],
      closing: pick(r, ['Yours sincerely', 'With kind regards']),
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'shield', undefined] as const),
      sub,
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [pick(r, ['Account number', 'Invoice no.']), acc],
        ['Date of funeral', D(c, funeral)],
        [pick(r, ['Cremation no.', 'Crematorium ref']), cremNo],
        ['Statement date', D(c, c.date)],
      ],
      title: followUp ? 'STATEMENT OF ACCOUNT - SECOND REQUEST' : 'STATEMENT OF ACCOUNT',
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: [
            ...own.map(([k, x]) => [k, '', fmtMoney(x)]),
            ...dis.map(([k, x]) => [k, fmtMoney(x), '']),
            ['Total of account', '', fmtMoney(total)],
            ...lessRows.map(([k, x]) => [k, '', x]),
            [balLabel, '', fmtMoney(bal)],
          ],
          header: ['Description', 'Paid on your behalf', 'Our charges'],
          widths: [0.56, 0.22, 0.22],
        },
        ...(fep && own.length + dis.length <= 6 && r.chance(0.5)
          ? [{ small: `Funeral Expenses Payment received from the DWP, claim reference ${fepRef}.` } as Block]
          : []),
        { p: ask },
        { p: `${firm} ${payBy}` },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(name, bal, acc, 'normal', followUp ? 2 : 1, followUp ? 'reminder' : 'first_demand', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// Lender
// ------------------------------------------------------------------------------------------------------------

/**
 * A mobile network's letter about arrears on a Device Plan: the handset is paid for under a separate fixed-sum
 * regulated credit agreement (0% APR) kept beside the Airtime Plan, each with its own account number. It lists the
 * missed monthly instalments, says the Airtime Plan is not affected (or is up to date), and warns that if the arrears
 * are not paid the network may send a default notice and end the agreement. Three layouts: an "amount overdue" box
 * beside the address with a reference panel; a row of reference cells, a banner title and a shaded amount box; or a
 * letter with the two plans side by side in two columns.
 * Amount = the Device Plan arrears (missed instalments + any default sum the letter has added); the monthly instalment,
 * the balance left on the Device Plan, the handset's cash price and upfront payment, and the monthly Airtime Plan
 * price are not it. Reference = the Device Plan number, which the letter asks to be quoted; the Airtime account
 * number, the mobile number and the device's IMEI are not it. creditorName = the network's legal name as its sign-off
 * and footer print it (the letterhead carries the brand).
 * Open choices: the debt is a regulated credit agreement for the handset, not the phone service, so 'loan' (not
 * 'utility'): the README's type describes why the money is owed, and this is a fixed-sum loan for goods. In half the
 * letters it is the network's first letter about a missed instalment: stage 1, kind first_demand. In the other half
 * it is the statutory notice of sums in arrears after the network's earlier letter and texts: stage 2, kind reminder.
 * The default notice is only threatened, so never stage 3. payBy = the date the letter asks the arrears to be paid by.
 */
const devicePlanArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s0 = stem(r);
  const mid = pick(r, ['Mobile', 'Telecom', 'Wireless', 'Mobile Networks']);
  const brand = `${s0} ${mid}`;
  const co = { name: `${brand} ${pick(r, ['Ltd', 'Limited', 'UK Ltd'])}` };
  const layout = r.int(0, 2);
  const nosia = r.chance(0.5);
  const airtime = r.chance(0.5) ? `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` : `1-${r.digits(9)}`;
  const dp = pick(r, [
    `DP${r.digits(8)}`,
    `DP-${r.digits(4)}-${r.digits(4)}`,
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}${oOrI(r)}`,
    `CA${r.digits(3)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const msisdn = `07700 900${r.digits(3)}`;
  const imei = `${r.digits(2)} ${r.digits(6)} ${r.digits(6)} ${r.digits(1)}`;
  const device = pick(r, [
    'Nimbus X12 128GB',
    'Aurora S5 256GB',
    'Orbit 14 Pro 512GB',
    'Lumen A7 128GB',
    'Vega Fold 2 256GB',
  ]);
  const term = pick(r, [24, 36]);
  const cash = pick(r, [399, 549, 699, 849, 999, 1199, 1349]);
  const upfront = pick(r, [0, 0, 29, 49, 99]);
  const monthly = round2((cash - upfront) / term);
  const missed = nosia ? r.int(2, 3) : 1;
  const made = r.int(3, term - 8);
  const left = round2(monthly * (term - made));
  const fee = r.chance(0.4) ? pick(r, [10, 12, 15]) : 0;
  const arrears = round2(monthly * missed + fee);
  const plan = pick(r, [10, 14, 18, 22, 27.5, 35]);
  const firstDue = addDays(c.date, -r.int(8, 20) - 30 * (missed - 1));
  const dues = Array.from({ length: missed }, (_, i) => addDays(firstDue, 30 * i));
  const pay = addDays(c.date, pick(r, [14, 14, 21]));
  const earlier = addDays(dues[0], r.int(5, 9));
  const sent = addDays(c.date, -30 * (made + missed) - r.int(10, 25));
  const missRows: string[][] = [
    ...dues.map((d) => [`Instalment due ${D(c, d)}`, fmtMoney(monthly), fmtMoney(0), fmtMoney(monthly)]),
    ...(fee ? [['Default sum (late payment)', fmtMoney(fee), fmtMoney(0), fmtMoney(fee)]] : []),
    ['Device Plan arrears', '', '', fmtMoney(arrears)],
  ];
  const missGrid: Block = {
    grid: missRows,
    header: ['', 'Due', 'Paid', 'Outstanding'],
    widths: [0.46, 0.18, 0.18, 0.18],
  };
  const intro = nosia
    ? `We wrote to you on ${D(c, earlier)} and sent you text messages because payments on your Device Plan for your ${device} had been missed. ${missed} monthly instalments are now unpaid. This notice is sent to you under the Consumer Credit Act 1974 and tells you the sums in arrears.`
    : `We haven't been able to collect ${missed > 1 ? `${missed} monthly payments` : 'your monthly payment'} of ${fmtMoney(monthly)} for your Device Plan, the credit agreement you took out on ${D(c, sent)} to pay for your ${device}.`;
  const airP = pick(r, [
    `Your Airtime Plan (account ${airtime}, ${fmtMoney(plan)} a month) is separate and is up to date, so your calls and data are not affected.`,
    `This letter is only about your Device Plan. Your Airtime Plan for ${msisdn} is billed separately (${fmtMoney(plan)} a month) and is not in arrears.`,
  ]);
  const ask = `Please pay the arrears of ${fmtMoney(arrears)} by ${D(c, pay)}, quoting your Device Plan number ${dp} (not your Airtime account number). You can pay in the app, at ${web(brand)}/pay or by calling ${phone(r)}.`;
  const warn = `If the arrears are not paid, we may send you a default notice. If that is not complied with, we could end your Device Plan and ask you to pay the whole balance, which is ${fmtMoney(left)} at the moment, and missed payments will be reported to credit reference agencies.`;
  const help = `If you are struggling to pay, please talk to us: we may be able to agree a payment arrangement. Free, independent and confidential debt advice is also available from debt advice charities.`;
  const nosiaSmall = `An arrears information sheet produced by the Financial Conduct Authority is enclosed with this notice. Interest at 0% APR is charged on your Device Plan; no interest is added to the arrears.`;
  const sign = [pick(r, ['Device Plan Team', 'Customer Finance Team', 'Collections Team']), co.name];
  const footer = [fcaLine(co.name, r)];
  const title = nosia
    ? pick(r, ['Notice of sums in arrears', 'NOTICE OF SUMS IN ARREARS - DEVICE PLAN'])
    : pick(r, [`You've missed a Device Plan payment`, 'Your Device Plan payment is overdue']);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: [brand],
      logoMark: pick(r, ['chevron', 'rings', 'bars'] as const),
      sub: [`${pick(r, ['Customer Finance', 'Device Plan Services'])}, ${officeAddress(r)}`],
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: 'Device Plan arrears', amount: fmtMoney(arrears), note: `Please pay by ${D(c, pay)}` },
      panel: [
        ['Device Plan no.', dp],
        ['Airtime account', airtime],
        ['Mobile number', msisdn],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: intro },
        missGrid,
        { p: airP },
        { p: ask },
        { p: warn },
        { p: help },
        ...(nosia ? [{ small: nosiaSmall } as Block] : []),
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: [brand.toUpperCase()],
      headBand: true,
      logoMark: pick(r, ['chevron', 'rings'] as const),
      sub: [`${web(brand)}  ${phone(r)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Device Plan number', dp],
        ['Airtime account', airtime],
        ['Device', device.split(' ').slice(0, -1).join(' ')],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: intro },
        missGrid,
        { amountBox: ['Total arrears to pay now', fmtMoney(arrears)] },
        { p: `${ask} ${airP}` },
        { p: warn },
        ...(nosia ? [{ small: `${nosiaSmall} Device IMEI ${imei}.` } as Block] : [{ small: help } as Block]),
      ],
      closing: 'Thanks,',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: r.chance(0.5) ? [co.name] : [s0, mid],
      sub: [officeAddress(r), `Customer Finance ${phone(r)}`],
      headAlign: 'right',
      recipient: rcpt(c),
      panel: [
        ['Your Device Plan number', dp],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['boxed', 'plain'] as const),
      body: [
        dear(c),
        { p: intro },
        {
          cols: [
            `YOUR DEVICE PLAN ${dp}. ${device}, IMEI ${imei}. Monthly instalment ${fmtMoney(monthly)} over ${term} months${upfront ? ` after an upfront payment of ${fmtMoney(upfront)}` : ''}. Instalments missed: ${missed}. Balance left to pay: ${fmtMoney(left)}.`,
            `YOUR AIRTIME PLAN ${airtime}. Mobile number ${msisdn}. Monthly plan price ${fmtMoney(plan)}. Your airtime bills are paid up to date and your service continues as normal.`,
          ],
        },
        kv([
          ...dues.map((d) => [`Missed instalment ${D(c, d)}`, fmtMoney(monthly)] as [string, string]),
          ...(fee ? ([['Default sum', fmtMoney(fee)]] as [string, string][]) : []),
          ['Total arrears now due', fmtMoney(arrears)],
        ]),
        { p: ask },
        { p: warn },
        { p: help },
        ...(nosia ? [{ small: nosiaSmall } as Block] : []),
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(co.name, arrears, dp, 'loan', nosia ? 2 : 1, nosia ? 'reminder' : 'first_demand', c, pay),
  };
};

export const FRESH10A_FAMILIES: Family[] = [
  {
    id: 'W121',
    name: 'HMRC direct recovery of debts notice',
    group: 'public_body',
    make: hmrcDirectRecovery,
  },
  { id: 'W122', name: "Funeral director's overdue account", group: 'business', make: funeralAccount },
  { id: 'W123', name: 'Mobile phone device plan arrears', group: 'lender', make: devicePlanArrears },
];
