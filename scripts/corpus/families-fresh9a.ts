/**
 * The eighth fresh held-out set, part a (W112–W114): kinds of letter the corpus does not have yet — a creditor's
 * statutory demand under section 268 of the Insolvency Act 1986 (the form itself, served by the creditor or its
 * solicitors), HM Revenue & Customs' self assessment late filing penalty notice and reminder (fixed, daily and
 * six-month penalties, payment reference = UTR + K) and a vehicle licensing agency's continuous insurance enforcement
 * fixed penalty for a vehicle kept without insurance. Written by a writer who had not read the extractor; scored once.
 * Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case
 * open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  addDays,
  fmtMoney,
  officeAddress,
  person,
  phone,
  place,
  postcode,
  sortCode,
  stem,
  web,
} from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  oOrI,
  pick,
  rcpt,
  regLine,
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W112 Statutory demand (insolvency)
// ------------------------------------------------------------------------------------------------------------

/**
 * A creditor's statutory demand on an individual under section 268 of the Insolvency Act 1986: either the liquidated
 * sum form (SD1, debt payable immediately) or the judgment debt form (SD2), for a debt over £5,000. Two layouts: the
 * bare court-style form (centred "Statutory Demand" heading, the warning in boxes, the demand, the particulars of
 * debt, Parts A/B/C side by side, notes in small print), signed by the creditor's solicitors or by the creditor; or
 * the same demand printed under the creditor's own letterhead, with a row of reference cells and a banner title.
 * Three kinds of creditor: a trade supplier (unpaid invoices of a sole trader, statutory late-payment interest), a
 * business lender calling on a personal guarantee, and a debt purchaser (Part B names the original lender and its
 * account number).
 * Ground truth: creditor = the creditor named in the demand ("This demand is served on you by the creditor: …").
 * Open choice: when solicitors sign, they sign as the creditor's authorised representative and are the Part C
 * contact; a statutory demand is in law the creditor's own demand (the form names the creditor as the party making
 * it, and the solicitors are not a collector acting for a client in their own name), so the creditor stays the
 * creditor named in the form, never the solicitors. For a debt purchaser the creditor is the purchaser and the
 * original lender in Part B is not (README: after buying from someone else).
 * Amount = the total sum demanded (principal + interest/charges already added − payments received); invoice lines,
 * the judgment sum alone, payments, the £5,000 threshold and the costs a petition would add are not it.
 * Reference = the reference Part C tells the debtor to quote (the solicitors' or the creditor's reference); invoice
 * numbers, the claim number, Part B's original account number and company numbers are not it.
 * debtType by who demands and why: trade supplier 'normal', guarantee of a business loan 'loan', debt purchaser
 * 'debt_collection'. A statutory demand is the formal last demand before a bankruptcy petition: stage 3, kind
 * final_demand (no closer kind; it is not a court claim — no court has issued it). payBy = the 21 days, resolved
 * against the date of the demand.
 */
const statutoryDemand: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ctype = r.int(0, 2); // 0 trade supplier, 1 guarantee lender, 2 debt purchaser
  const cred =
    ctype === 0
      ? company(r, [
          'Building Supplies',
          'Plant Hire',
          'Timber Merchants',
          'Trade Wholesale',
          'Print Services',
        ])
      : ctype === 1
        ? company(r, ['Business Finance', 'Commercial Lending', 'Asset Finance'])
        : company(
            r,
            ['Portfolio Recoveries', 'Credit Management', 'Debt Purchasing'],
            pick(r, [' Ltd', ' Limited']),
          );
  const credAddr = officeAddress(r);
  const judgment = r.chance(0.35);
  const bareForm = r.chance(0.55);
  // Under the creditor's own letterhead the creditor serves it itself; the bare form is often served by solicitors.
  const viaSolicitors = bareForm && r.chance(0.7);
  const fp = person(r).last;
  const firmName = pick(r, [
    `${fp} & Co`,
    `${fp} Legal LLP`,
    `${fp} ${pick(r, ['Hartwell', 'Osei', 'Lomax'])} LLP`,
    `${fp} Solicitors`,
  ]);
  const firmAddr = officeAddress(r);
  const initials = `${r.letters(2, 'ABCDEHJKLMNPRSTW')}${r.letters(1, 'ABCDEHJKLMNPRSTW')}`;
  const ref = viaSolicitors
    ? pick(r, [
        `${initials}/${cred.name.slice(0, 3).toUpperCase()}${r.digits(4)}/${r.int(1, 40)}`,
        `${initials}.${r.digits(6)}.${r.int(1, 9)}`,
        `${cred.name.slice(0, 3).toUpperCase()}/${r.digits(4)}${oOrI(r)}${r.digits(1)}`,
      ])
    : pick(r, [
        `SD-${c.date.getUTCFullYear()}-${r.digits(4)}`,
        `LEG${r.digits(5)}${oOrI(r)}`,
        `${r.digits(3)}/${r.digits(5)}`,
      ]);
  const tradeName = `${stem(r).split(' ')[0]} ${pick(r, ['Joinery', 'Roofing', 'Interiors', 'Groundworks', 'Signs'])}`;
  const debtorCo = `${tradeName} Ltd`;

  // Particulars of the debt
  const rows: string[][] = [];
  let total = 0;
  let os = stem(r);
  while (cred.name.startsWith(os)) os = stem(r);
  const origLender = `${os} ${pick(r, ['Bank plc', 'Finance Ltd', 'Personal Loans Ltd'])}`;
  const origAcc = `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
  const claimNo = `${r.letters(1, 'KLMH')}${r.digits(1)}${r.letters(2, 'QXZV')}${r.digits(4)}`;
  const court = `County Court at ${place(r)}`;
  const jDate = addDays(c.date, -r.int(40, 200));
  if (judgment) {
    const sum = r.money(5600, 26000);
    const costs = pick(r, [205, 455, 615, 1115]) + pick(r, [0, 80, 110]);
    const days = Math.round((c.date.getTime() - jDate.getTime()) / 86400000);
    const interest = round2((sum * 0.08 * days) / 365);
    const paid = r.chance(0.4) ? round2(Math.floor(sum * pick(r, [0.03, 0.06, 0.1]))) : 0;
    total = round2(sum + costs + interest - paid);
    rows.push([`Judgment sum (claim no. ${claimNo})`, fmtMoney(sum)]);
    rows.push(['Fixed costs on judgment', fmtMoney(costs)]);
    rows.push([`Interest at 8% a year from ${D(c, jDate)} (${days} days)`, fmtMoney(interest)]);
    if (paid) rows.push(['Less payments received since judgment', `-${fmtMoney(paid)}`]);
  } else if (ctype === 0) {
    const n = r.int(2, 3);
    let inv = r.int(20000, 88000);
    let sumInv = 0;
    for (let i = 0; i < n; i++) {
      const d = addDays(c.date, -r.int(95, 120) + i * r.int(14, 30));
      const a = r.money(2700, 7800);
      sumInv += a;
      rows.push([`Invoice ${inv} dated ${D(c, d)}`, fmtMoney(a)]);
      inv += r.int(30, 600);
    }
    const interest = r.money(60, 420);
    const comp = pick(r, [70, 100]) * Math.min(n, 3);
    const paid = r.chance(0.4) ? pick(r, [500, 750, 1000, 1500]) : 0;
    rows.push(['Statutory interest at 8% over base rate to the date of this demand', fmtMoney(interest)]);
    rows.push(['Fixed sums for the cost of recovery', fmtMoney(comp)]);
    if (paid) rows.push(['Less payment on account received', `-${fmtMoney(paid)}`]);
    total = round2(sumInv + interest + comp - paid);
  } else if (ctype === 1) {
    const lent = pick(r, [15000, 25000, 40000, 60000]);
    const owed = r.money(6200, Math.min(lent, 38000));
    const interest = r.money(110, 980);
    const fees = pick(r, [0, 150, 250]);
    rows.push([`Balance of loan to ${debtorCo} on demand`, fmtMoney(owed)]);
    rows.push(['Default interest to the date of this demand', fmtMoney(interest)]);
    if (fees) rows.push(['Early settlement and administration fees', fmtMoney(fees)]);
    total = round2(owed + interest + fees);
  } else {
    const bal = r.money(5300, 19000);
    const paid = r.chance(0.5) ? round2(pick(r, [25, 50, 60, 100]) * r.int(2, 8)) : 0;
    rows.push([`Balance assigned to the creditor (${origLender} loan)`, fmtMoney(bal)]);
    if (paid) rows.push(['Less payments received since assignment', `-${fmtMoney(paid)}`]);
    total = round2(bal - paid);
  }
  rows.push(['Total amount of debt', fmtMoney(total)]);

  const pay = addDays(c.date, 21);
  const contact = viaSolicitors
    ? signatory(r, ['Solicitor', 'Associate Solicitor', 'Partner'])
    : signatory(r, ['Credit Manager', 'Finance Director', 'Head of Legal Recoveries']);
  const tel = phone(r);
  const partC: [string, string][] = viaSolicitors
    ? [
        ['Name', `${contact[0]}, ${firmName}`],
        ['Address', firmAddr],
        ['Telephone', tel],
        ['Reference', ref],
      ]
    : [
        ['Name', `${contact[0]}, ${cred.name}`],
        ['Address', credAddr],
        ['Telephone', tel],
        ['Reference', ref],
      ];
  const why = judgment
    ? `and that it is payable under a judgment or order of the ${court} dated ${D(c, jDate)}, claim number ${claimNo}, the whole or part of which remains unpaid.`
    : ctype === 0
      ? `for goods supplied to you on credit, trading as ${tradeName}, and that it is payable immediately and, to the extent of the sum demanded, is unsecured.`
      : ctype === 1
        ? `under your personal guarantee of the liabilities of ${debtorCo}, payment of which was demanded from you on ${D(c, addDays(c.date, -r.int(20, 45)))}, and that it is payable immediately and, to the extent of the sum demanded, is unsecured.`
        : `under a loan agreement with ${origLender}, the benefit of which has been assigned to the creditor, and that it is payable immediately and, to the extent of the sum demanded, is unsecured.`;
  const demand = (withAddr: boolean): Block => ({
    p: `This demand is served on you by the creditor, ${cred.name}${withAddr ? ` of ${credAddr}` : ''}. The creditor claims that you owe the sum of ${fmtMoney(total)}, full particulars of which are set out below, ${why} The creditor demands that you pay the above debt or secure or compound for it to the creditor's satisfaction.`,
  });
  const warn: Block = {
    boxed: pick(r, [
      [
        'WARNING: This is an important document. This demand must be dealt with within 21 days after its service upon you or a bankruptcy order could be made against you.',
        'If you wish to have it set aside you must apply within 18 days from its service on you.',
      ],
      [
        'REMEMBER! You have only 18 days from service of this document on you to apply to the court to have it set aside.',
        'You have only 21 days from service before the creditor may present a bankruptcy petition against you.',
      ],
    ]),
  };
  const partA = `Part A - setting aside. Any application to set this demand aside must be made to the ${judgment ? court : `County Court at ${place(r)}`} (Rule 10.4(4) Insolvency (England and Wales) Rules 2016). ${judgment ? 'The court will not set aside a demand founded on a judgment merely because you dispute the debt.' : 'Making an application does not stop time running unless the court orders otherwise.'}`;
  const partB =
    ctype === 2
      ? `Part B - assignment. The debt was originally owed to ${origLender} under account ${origAcc} and was assigned to the creditor on ${D(c, addDays(c.date, -r.int(200, 700)))}. Notice of the assignment was given to you at the time.`
      : 'Part B - assignment. Not applicable: the creditor is the original creditor.';
  const partCText = `Part C - the person to whom any communication regarding this demand may be addressed: ${partC.map(([k, v]) => `${k}: ${v}`).join('; ')}. Please quote reference ${ref}.`;
  const notes: Block = {
    small: `How to comply. To avoid a bankruptcy petition, pay the debt above within 21 days after service, or tell the person named in Part C at once that you are willing and able to secure or compound for it to the creditor's satisfaction, or that you dispute it. A petition would add the court fee, the official receiver's deposit and the creditor's costs to your debt. If in doubt, take advice.`,
  };
  const signer: string[] = viaSolicitors
    ? [
        `Signed: ${contact[0]}`,
        `${contact[1]}, ${firmName}, solicitors for the creditor`,
        `for and on behalf of ${cred.name}`,
      ]
    : [`Signed: ${contact[0]}, ${contact[1]}`, `for and on behalf of ${cred.name}`];
  const particulars: Block = {
    grid: rows,
    header: ['Particulars of debt', 'Amount'],
    widths: [0.74, 0.26],
  };
  const formName = judgment ? 'Form SD2' : 'Form SD1';
  const formSub = judgment
    ? 'Debt for liquidated sum payable immediately following a judgment or order of the court'
    : 'Debt for liquidated sum payable immediately';

  let spec: Spec;
  if (bareForm) {
    // The bare form
    spec = {
      face: c.face,
      top: [`${formName} (Rule 10.1 Insolvency (England and Wales) Rules 2016)`],
      head: r.chance(0.5) ? ['STATUTORY DEMAND'] : ['Statutory Demand'],
      sub: ['under section 268(1)(a) of the Insolvency Act 1986', formSub],
      headAlign: 'center',
      recipient: ['To:', ...rcpt(c)],
      panel: [
        ['Date of demand', D(c, c.date)],
        ['Reference', ref],
        ...(judgment ? ([['Claim no.', claimNo]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, ['Demand', 'DEMAND']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [warn, demand(true), particulars, { cols: [partA, partB] }, { p: partCText }, notes],
      sign: signer,
      footer: viaSolicitors
        ? [
            `${firmName} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). ${firmAddr}.`,
          ]
        : [regLine(cred.name, r)],
    };
  } else {
    // Under the creditor's own letterhead
    spec = {
      face: c.face,
      top: [pick(r, ['BY PERSONAL SERVICE', 'SERVED BY HAND', 'BY PROCESS SERVER'])],
      head: cred.head,
      logoMark: pick(r, ['bars', 'shield', 'chevron'] as const),
      sub: [
        ctype === 2 ? 'Litigation Department' : pick(r, ['Credit Control', 'Legal Recoveries']),
        credAddr,
        `${phone(r)}  ${web(cred.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Our reference', ref],
        ['Date of demand', D(c, c.date)],
        [judgment ? 'Claim number' : 'Form', judgment ? claimNo : formName],
      ],
      title: judgment ? 'STATUTORY DEMAND - JUDGMENT DEBT' : 'STATUTORY DEMAND',
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { small: `Section 268(1)(a) Insolvency Act 1986 - ${formName}${judgment ? ' (judgment debt)' : ''}` },
        warn,
        demand(false),
        particulars,
        { small: `${partA} ${partB}` },
        { kv: partC.map(([k, v], i) => [i ? `${k}:` : 'Part C contact:', v] as [string, string]) },
        notes,
      ],
      sign: signer,
      footer: [regLine(cred.name, r)],
    };
  }
  const debtType = ctype === 0 ? 'normal' : ctype === 1 ? 'loan' : 'debt_collection';
  return { spec, truth: truth(cred.name, total, ref, debtType, 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W113 HMRC self assessment late filing penalty
// ------------------------------------------------------------------------------------------------------------

/**
 * HM Revenue & Customs' self assessment late filing penalty letter, its content set by how late the return is on the
 * letter's date: in February the first penalty notice (£100 fixed penalty); from March to July a reminder that the
 * £100 is unpaid (daily penalties of £10 a day from three months late, up to £900, are announced or running but
 * charged later); from August (and, for the year before, in January) the notice that the daily penalties (£900) and
 * the six-month penalty (5% of the tax due or £300, whichever is more) have been charged, with the £100 unpaid or
 * already paid. Two layouts: an HMRC letter (return address, reference panel, penalty table, shaded total, how to
 * pay, appeal rights) or a statement-style notice (row of reference cells, banner title, two columns for paying and
 * appealing, payslip).
 * Ground truth: creditor = HM Revenue & Customs / HM Revenue and Customs as printed (government department: the
 * brief names it). Amount = the total to pay now (penalties charged so far + late payment interest − payments);
 * the daily rate, the £900 maximum, the estimated tax, penalties that may be charged later (daily penalties not yet
 * charged, the 12-month penalty) and a penalty already paid are not it. Reference = the payment reference (the UTR
 * followed by K) that the letter says to quote when paying; the UTR itself (printed spaced), the National Insurance
 * number and HMRC's bank account are not it.
 * Open choices: the debtType list has no tax type; a penalty from a government department is not a council tax bill,
 * a court fine or a parking/speeding penalty, so it is the residual 'normal'. The February penalty notice is the
 * first demand for the penalty: stage 1, kind first_demand. The later letters refer to HMRC's earlier penalty notice
 * and are not final: stage 2, kind reminder. payBy = the "pay by" date (30 days from the notice).
 */
const hmrcLateFiling: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const amp = r.chance(0.6);
  const hmrc = amp ? 'HM Revenue & Customs' : 'HM Revenue and Customs';
  const m = c.date.getUTCMonth();
  const y = c.date.getUTCFullYear();
  // The filing deadline the letter is about: 31 January of this year, or of last year for a January letter.
  const dlYear = m === 0 ? y - 1 : y;
  const deadline = new Date(Date.UTC(dlYear, 0, 31));
  const taxYear = `6 April ${dlYear - 2} to 5 April ${dlYear - 1}`;
  const dailyFrom = new Date(Date.UTC(dlYear, 4, 1));
  const dailyTo = addDays(dailyFrom, 89);
  const phase = m === 1 ? 0 : m >= 2 && m <= 6 ? 1 : 2; // 0 first notice, 1 £100 reminder, 2 daily + 6-month
  const first = phase === 0 ? c.date : new Date(Date.UTC(dlYear, 1, r.int(10, 20)));
  const utr = r.digits(10);
  const utrSp = `${utr.slice(0, 5)} ${utr.slice(5)}`;
  const payRef = `${utr}K`;
  const nino = `${r.letters(2, 'JKLMNPRSTW')} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const pay = addDays(c.date, 30);
  const dayMs = 86400000;
  const interestOn = (amt: number, from: Date) =>
    round2((amt * 0.08 * Math.max(0, Math.round((c.date.getTime() - from.getTime()) / dayMs))) / 365);
  const rows: string[][] = [];
  let total = 0;
  const fixedPaid = phase === 2 && r.chance(0.35);
  const late = Math.round((c.date.getTime() - dailyTo.getTime()) / 86400000);
  const filed =
    phase === 2 && late > 8 && r.chance(0.5) ? addDays(dailyTo, r.int(3, Math.min(40, late - 2))) : undefined;
  const taxDue = r.money(2400, 21000);
  const sixMonth = Math.max(300, round2(taxDue * 0.05));
  const withInterest = phase > 0 && r.chance(0.6);
  rows.push([`Late filing penalty - return not received by ${D(c, deadline)}`, D(c, first), fmtMoney(100)]);
  total = 100;
  if (phase === 2) {
    const dn = new Date(Math.min(c.date.getTime(), addDays(dailyTo, r.int(3, 12)).getTime()));
    rows.push([
      `Daily penalties, ${D(c, dailyFrom)} to ${D(c, dailyTo)} (90 days at £10)`,
      D(c, dn),
      fmtMoney(900),
    ]);
    rows.push(['6 month late filing penalty', D(c, dn), fmtMoney(sixMonth)]);
    total += 900 + sixMonth;
    if (fixedPaid) {
      rows.push(['Payment received - thank you', D(c, addDays(first, r.int(10, 30))), `-${fmtMoney(100)}`]);
      total -= 100;
    }
  }
  let interest = 0;
  if (withInterest) {
    interest = interestOn(fixedPaid ? 0 : 100, addDays(first, 30)) + (phase === 2 ? r.money(0.4, 6) : 0);
    interest = round2(interest);
    if (interest > 0) {
      rows.push(['Late payment interest to the date of this letter', '', fmtMoney(interest)]);
      total += interest;
    }
  }
  total = round2(total);
  rows.push(['Total to pay', '', fmtMoney(total)]);

  const intro =
    phase === 0
      ? `We have not received your Self Assessment tax return for the tax year ${taxYear}. It had to reach us by ${D(c, deadline)}. Because it is late, you are now liable to a penalty of £100. You must pay this even if you have no tax to pay, or have already paid all the tax you owe.`
      : phase === 1
        ? `We wrote to you on ${D(c, first)} to tell you about a £100 penalty for sending your tax return for the tax year ${taxYear} late. Our records show that this penalty has not been paid${r.chance(0.5) ? ' and we still have not received your return' : ''}.`
        : `We wrote to you on ${D(c, first)} about a £100 penalty because your tax return for the tax year ${taxYear} was not sent by ${D(c, deadline)}. ${filed ? `We received your return on ${D(c, filed)}, more than 6 months late` : 'Your return is now more than 6 months late'}, so further penalties have been charged.`;
  const warnLater =
    phase === 0
      ? `If your return is more than 3 months late we will charge daily penalties of £10 a day, up to a maximum of £900. If it is more than 6 months late you will have to pay a further penalty of 5% of the tax due or £300, whichever is more.`
      : phase === 1
        ? `${m <= 3 ? `If we do not receive your return by ${D(c, addDays(dailyFrom, -1))}` : `Because your return is more than 3 months late`}, daily penalties of £10 a day ${m <= 3 ? 'will be charged' : 'are being charged'} from ${D(c, dailyFrom)}, up to a maximum of £900. We will send you a separate notice for these. They are not included in the amount shown in this letter.`
        : filed
          ? `Late payment interest continues to be charged until the penalties are paid in full.`
          : `If your return is more than 12 months late, on ${D(c, new Date(Date.UTC(dlYear + 1, 1, 1)))} you will have to pay a further penalty of 5% of the tax due or £300, whichever is more. These penalties were worked out on our estimate of the tax due for the year (${fmtMoney(taxDue)}).`;
  const appeal = `If you have a reasonable excuse for sending your return late, you can appeal against ${phase === 2 ? 'these penalties' : 'this penalty'}. ${phase === 1 ? 'You should have appealed within 30 days of the penalty notice, but we may accept a late appeal if you had a good reason for the delay.' : 'You must appeal within 30 days of the date of this notice.'} Appeal online, use form SA370, or write to us at the address above, saying why your return was late. ${phase === 2 && filed ? '' : 'You must still send us your tax return. '}If we reject your appeal, you can ask for a review or appeal to the tax tribunal.`;
  const howPay = `Pay by ${D(c, pay)} using your payment reference ${payRef}. You can pay online by bank transfer to HMRC Self Assessment, sort code ${sortCode(r)}, account ${r.digits(8)}, by debit or corporate credit card, or at your bank. If you do not pay, interest will be added and we may take steps to recover the money.`;
  const title =
    phase === 0
      ? pick(r, ['Self Assessment: penalty for late filing', 'Self Assessment - late filing penalty notice'])
      : phase === 1
        ? pick(r, [
            'Self Assessment: you still need to pay your penalty',
            'Penalty reminder - Self Assessment',
          ])
        : pick(r, [
            'Self Assessment: further penalties for late filing',
            'Penalty reminder - daily and 6 month penalties',
          ]);
  const hmrcOffice = officeAddress(r);
  const hmrcAddr = `${hmrc}, Self Assessment, ${hmrcOffice}`;
  const grid: Block = {
    grid: rows,
    header: ['Penalty', 'Date charged', 'Amount'],
    widths: [0.6, 0.2, 0.2],
  };
  let spec: Spec;
  if (r.chance(0.55)) {
    spec = {
      face: c.face,
      head: amp && r.chance(0.5) ? ['HM Revenue', '& Customs'] : [hmrc],
      logoMark: 'shield',
      sub: [],
      headAlign: 'left',
      returnAddress: `Return address: ${hmrcAddr}`,
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Unique Taxpayer Reference', utrSp],
        ['National Insurance number', nino],
        ['Phone', phone(r)],
      ],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: intro },
        { ...grid, grid: rows.slice(0, -1), boldLast: false },
        { amountBox: [pick(r, ['Total to pay', 'Amount you need to pay']), fmtMoney(total)] },
        { p: warnLater },
        { h: 'How to pay' },
        { p: howPay },
        { h: pick(r, ['If you disagree', 'Appealing against a penalty']) },
        { p: appeal },
      ],
      closing: 'Yours sincerely',
      sign: [
        `${person(r).first[0]} ${person(r).last}`,
        pick(r, ['Self Assessment', 'Officer of Revenue and Customs']),
      ],
      footer: [`Information is available in large print, audio and Braille formats. ${web('gov uk hmrc')}`],
    };
  } else {
    spec = {
      face: c.face,
      head: [hmrc.toUpperCase()],
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub: ['Self Assessment', hmrcOffice, `Telephone ${phone(r)}`],
      top: [`Issue date ${D(c, c.date)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['UTR', utrSp],
        ['Tax year', `${dlYear - 2} to ${String(dlYear - 1)}`],
        ['Payment reference', payRef],
        ['Pay by', D(c, pay)],
      ],
      title: title.toUpperCase(),
      titleStyle: 'banner',
      body: [
        { p: intro },
        grid,
        { small: warnLater },
        {
          cols: [
            `What you need to do: pay ${fmtMoney(total)} by ${D(c, pay)}, quoting ${payRef}. Use the payslip below or pay online by bank transfer or debit card.`,
            appeal,
          ],
        },
      ],
      sign: [],
      slip: {
        title: `${hmrc} - Self Assessment payslip`,
        rows: [
          ['Payment reference', payRef],
          ['Amount due', fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer: [`National Insurance number ${nino}. For help, call us or visit ${web('gov uk hmrc')}.`],
    };
  }
  return {
    spec,
    truth: truth(
      hmrc,
      total,
      payRef,
      'normal',
      phase === 0 ? 1 : 2,
      phase === 0 ? 'first_demand' : 'reminder',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W114 Continuous insurance enforcement fixed penalty
// ------------------------------------------------------------------------------------------------------------

/**
 * A vehicle licensing agency's continuous insurance enforcement fixed penalty notice to the registered keeper of a
 * vehicle that the insurance database shows has been kept without insurance (and not declared off the road): a £100
 * fixed penalty, what the keeper must do as well as paying (insure the vehicle or make a SORN), and what happens if
 * the penalty is not paid (prosecution in the magistrates' court with a fine of up to £1,000, the vehicle clamped or
 * removed with release and storage fees, the debt passed to a collection agency). Two layouts: a form-style notice
 * (row of reference cells, banner title, vehicle details, shaded penalty box, boxed warning, payslip) or a letter with
 * an amount box beside the address and two columns for "what you must do" / "if you do not pay".
 * Ground truth: creditor = the agency (invented name). Amount = the £100 fixed penalty; the £1,000 maximum court
 * fine, clamp release, removal and daily storage fees are possible future amounts (README: never). Reference = the
 * penalty reference to quote when paying; the vehicle registration, the V5C document reference, the earlier insurance
 * advisory letter's reference and phone numbers are not it. payBy = the date / the N days the penalty must be paid in.
 * Open choices: the debtType list has no licensing or insurance type; this is not a council or private parking
 * penalty, nor a police fixed penalty for speeding, nor a court fine (no court is yet involved), so it is the residual
 * 'normal'. Kind: a fixed penalty for an offence, paid instead of prosecution, is closest to fine_notice (it is not a
 * civil penalty charge notice). Stage 1: it is the first demand for money; some letters mention the agency's earlier
 * insurance advisory letter, but that letter asked the keeper to insure or declare the vehicle and demanded no money,
 * so it is not an earlier letter "about the arrears" (README stage 2).
 */
const cieFixedPenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const [a1, a2] = pick(r, [
    ['Driver and Vehicle', 'Records Agency'],
    ['National Vehicle', 'Licensing Agency'],
    ['Vehicle Registration and', 'Licensing Agency'],
    ['Vehicle Keeper', 'Licensing Service'],
  ]);
  const agency = `${a1} ${a2}`;
  // The name on one line where it fits, else broken over two.
  const agencyHead = (caps: boolean) => {
    const h = agency.length <= 33 && r.chance(0.5) ? [agency] : [a1, a2];
    return caps ? h.map((x) => x.toUpperCase()) : h;
  };
  const reg = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const ref = pick(r, [
    `CIE ${r.digits(4)} ${r.digits(4)} ${r.digits(1)}`,
    `FP${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.digits(4)}-${r.digits(3)}${oOrI(r)}-${r.digits(2)}`,
    `C/${r.digits(6)}/${r.letters(1, 'ABCDEFGH')}`,
  ]);
  const v5c = `${r.digits(4)} ${r.digits(5)} ${r.digits(2)}`;
  const ialRef = `IAL${r.digits(7)}`;
  const desc = `${pick(r, ['SILVER', 'BLUE', 'BLACK', 'WHITE', 'RED', 'GREY'])} ${pick(r, ['5-DOOR HATCHBACK', '4-DOOR SALOON', 'ESTATE', 'PANEL VAN', 'MPV', 'MOTORCYCLE'])}`;
  const firstReg = `${pick(r, ['January', 'March', 'June', 'September', 'November'])} ${r.int(2008, 2021)}`;
  const uninsured = addDays(c.date, -r.int(45, 120));
  const ial = r.chance(0.55) ? addDays(uninsured, r.int(14, 24)) : undefined;
  const days = pick(r, [28, 33]);
  const pay = addDays(c.date, days);
  const byDate = r.chance(0.5);
  const payWhen = byDate ? `by ${D(c, pay)}` : `within ${days} days of the date of this notice`;
  const amt = fmtMoney(100);
  const maxFine = '£1,000';
  const clamp = pick(r, [100, 120]);
  const removal = pick(r, [200, 240]);
  const storage = pick(r, [21, 25]);
  const tel = phone(r);
  const office = `Enforcement Centre, ${place(r)}, ${postcode(r)}`;
  const site = web(agency);
  const intro = `Our records show that you are the registered keeper of vehicle ${reg}. The motor insurance database shows that it has not been insured since ${D(c, uninsured)}, and it has not been declared off the road (SORN). It is an offence under section 144A of the Road Traffic Act 1988 to keep a vehicle that is not insured.${ial ? ` We wrote to you on ${D(c, ial)} (insurance advisory letter ${ialRef}) asking you to insure the vehicle or make a SORN, but it is still not insured.` : ''}`;
  const penalty = `You must pay a fixed penalty of ${amt} ${payWhen}. Paying the penalty does not insure your vehicle: you must also insure it, make a SORN, or tell us that you have sold, scrapped or transferred it.`;
  const unpaid = `If you do not pay, we may take you to the magistrates' court, where you could be fined up to ${maxFine}. Your vehicle may also be clamped or removed: you would then have to pay a release fee of £${clamp} (£${removal} if it has been removed) plus £${storage} for each day it is stored, and show a valid insurance certificate, before it is released. Vehicles not claimed may be disposed of.`;
  const wrong = `If you think this notice is wrong - for example the vehicle was insured, had a SORN, or you were not the keeper on ${D(c, uninsured)} - send us evidence ${byDate ? `by ${D(c, pay)}` : `within ${days} days`}, quoting ${ref}.`;
  const howPay = `Pay online at ${site} or by phone on ${tel}, quoting penalty reference ${ref}, or send the payslip with a cheque made payable to "${agency}".`;
  let spec: Spec;
  if (r.chance(0.5)) {
    spec = {
      face: c.face,
      head: agencyHead(r.chance(0.5)),
      logoMark: pick(r, ['chevron', 'rings'] as const),
      sub: [office, `${tel}  ${site}`],
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Penalty reference', ref],
        ['Vehicle registration', reg],
        ['Date of notice', D(c, c.date)],
      ],
      title: pick(r, ['FIXED PENALTY NOTICE - UNINSURED VEHICLE', 'CONTINUOUS INSURANCE ENFORCEMENT']),
      titleStyle: 'banner',
      body: [
        {
          kv: [
            ['Vehicle:', `${reg}, ${desc}`],
            ['First registered:', firstReg],
            ['Keeper document (V5C) ref:', v5c],
            ['Not insured since:', D(c, uninsured)],
          ],
        },
        { p: intro },
        { amountBox: [pick(r, ['Fixed penalty to pay', 'Penalty amount']), amt] },
        { p: penalty },
        { boxed: [unpaid] },
        { small: wrong },
      ],
      sign: [],
      slip: {
        title: `Payslip - ${agency}`,
        rows: [
          ['Penalty reference', ref],
          ['Vehicle', reg],
          ['Amount', amt],
        ],
      },
      footer: [`Continuous insurance enforcement. ${howPay}`],
    };
  } else {
    spec = {
      face: c.face,
      head: agencyHead(false),
      logoMark: r.chance(0.5) ? 'bars' : undefined,
      sub: ['Continuous Insurance Enforcement', office],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Penalty to pay',
        amount: amt,
        note: byDate ? `Pay by ${D(c, pay)}` : `Pay within ${days} days`,
      },
      panel: [
        ['Our reference', ref],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'Your vehicle is not insured: fixed penalty',
        `Fixed penalty notice for vehicle ${reg}`,
      ]),
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body: [
        dear(c),
        { p: intro },
        { p: penalty },
        {
          cols: [
            `What you must do now. ${howPay} Then insure the vehicle or make a SORN straight away.`,
            unpaid,
          ],
        },
        { p: wrong },
        {
          small: `Vehicle: ${desc}, first registered ${firstReg}. V5C document reference ${v5c}. Phone lines are open Monday to Friday, 8am to 7pm.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Enforcement Manager', 'Head of Vehicle Enforcement']), agency],
      footer: [
        `${agency}, ${office}. We may share information with the police, insurers and debt collection agencies to collect unpaid penalties.`,
      ],
    };
  }
  return { spec, truth: truth(agency, 100, ref, 'normal', 1, 'fine_notice', c, pay) };
};

export const FRESH9A_FAMILIES: Family[] = [
  { id: 'W112', name: 'Statutory demand (insolvency)', group: 'business', make: statutoryDemand },
  {
    id: 'W113',
    name: 'HMRC self assessment late filing penalty reminder',
    group: 'public_body',
    make: hmrcLateFiling,
  },
  {
    id: 'W114',
    name: 'Continuous insurance enforcement fixed penalty',
    group: 'public_body',
    make: cieFixedPenalty,
  },
];
