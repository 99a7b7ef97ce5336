/**
 * The twenty-first fresh held-out set, part a (W229–W231): kinds of letter the corpus does not have yet — a letting
 * agent's demand to a tenant's guarantor for the tenant's unpaid rent under a deed of guarantee (the first demand
 * enclosing the rent statement, a reminder after a further month's rent fell due, then the agent's final demand or the
 * landlord's solicitors' letter before claim under the Pre-Action Protocol for Debt Claims, with the landlord, the
 * tenant, the property reference, the deposit scheme ID and the guarantee's cap on the page); HMRC's tax credits
 * overpayment letters after the award ended (the notice to pay for an overpayment from an earlier tax year, a
 * reminder, and a final notice before the debt is passed to DWP Debt Management or recovered through the tax code,
 * a collection agency or the court), with the National Insurance number, the tax credits claim reference and the
 * payment reference competing; and an academy trust's demand to a parent for an unpaid school trip or residential
 * visit balance, music tuition or breakfast club fees (the statement of what was paid and what is owed, a reminder,
 * a final letter naming the small claims track or the trust's debt recovery service), with pupil names, UPNs, trip
 * codes and an online school payments account competing with the invoice or debtor reference.
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  address,
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
  type Person,
} from './vocab';
import {
  ALL_FACES,
  company,
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
  wholeDays,
  type Family,
} from './family-kit';

const addMonths = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));
const longName = (p: Person) => `${p.title} ${p.first} ${p.last}`;
const neg = (v: number) => `-${fmtMoney(v)}`;

// ------------------------------------------------------------------------------------------------------------
// W229 — letting agent (or the landlord's solicitors) to the tenant's guarantor
// ------------------------------------------------------------------------------------------------------------

/**
 * A letting agent's demand to the guarantor who signed a deed of guarantee for a tenant who has stopped paying the
 * rent in full. Stage drawn per letter: 1 the first demand enclosing the rent statement (first_demand), 2 a reminder
 * after a further month's rent fell due ("we wrote to you on …", reminder), 3 either the agent's final demand
 * (final_demand) or the landlord's solicitors' letter before claim under the Pre-Action Protocol for Debt Claims
 * (letter_of_claim, 30 days). Layouts: a letter with a reference panel and a ruled rent statement; a boxed notice with
 * a reference row, an "owe" box and a summary; the solicitors' letter.
 * Amount = the arrears now demanded from the guarantor (rent due less what the tenant paid, plus interest on late
 * rent where the agent has added it); the monthly rent, the deposit held in the scheme, the guarantee's cap, the
 * part payments and the court fee / daily interest a claim would add are not it.
 * Open choice (creditor): the rent is owed to the landlord, but the landlord never writes. The README's rule for a
 * letter written on someone else's behalf is that the creditor is the organisation that wrote it and asks to be paid
 * (into its client account): the letting agent, or the solicitors for the letter before claim. The landlord (a
 * private individual or a property company) is printed as "our client" only.
 * Open choice (type): the agent demanding rent it manages is an ordinary overdue sum from a business, 'normal'; the
 * solicitors are a third party collecting the landlord's debt, 'debt_collection'.
 * Reference = the agent's own reference it asks to be quoted (tenancy / account ref); for the solicitors, their "our
 * ref" (the agent's ref is then printed as a previous reference). Property ref, deposit ID, landlord ref, the bank
 * account of the client account are not it.
 */
const guarantorRent: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const solicitors = stage === 3 && r.chance(0.5);
  const layout = solicitors ? 2 : r.int(0, 1);
  const ag = company(r, ['Lettings', 'Residential Lettings', 'Property Management', 'Homes & Lettings']);
  const agRef = pick(r, [
    () => `TEN/${r.digits(5)}`,
    () => `${r.letters(2, 'LRTG')}${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    () => `${r.digits(4)}-${r.digits(3)}G`,
  ])();
  const refLabel = pick(r, ['Our ref', 'Tenancy ref', 'Account ref']);
  const propRef = `P${r.digits(5)}`;
  const t = person(r);
  const tName = longName(t);
  const llCompany = r.chance(0.4);
  const llP = person(r);
  const ll = llCompany
    ? `${place(r)} ${pick(r, ['Property Holdings Ltd', 'Estates Ltd', 'Residential Investments Ltd'])}`
    : `${llP.title} ${llP.first[0]} ${llP.last}`;
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const rent = pick(r, [675, 725, 795, 850, 925, 995, 1100, 1250, 1395, 1550]);
  const start = addMonths(c.date, -r.int(9, 20));
  const deed = addDays(start, -r.int(1, 6));
  const rentDay = start.getUTCDate();
  let last = new Date(Date.UTC(c.date.getUTCFullYear(), c.date.getUTCMonth(), rentDay));
  if (wholeDays(last, c.date) < 6) last = addMonths(last, -1);
  const n = stage === 1 ? r.int(2, 3) : stage === 2 ? r.int(3, 4) : r.int(3, 5);
  const dues = Array.from({ length: n }, (_, i) => addMonths(last, i - (n - 1)));
  const paid = dues.map((_, i) =>
    i === n - 1 ? 0 : r.chance(0.45) ? 50 * r.int(2, Math.floor(rent / 100)) : 0,
  );
  const interest = stage > 1 && r.chance(0.5) ? round2(r.money(4, 11) * (n - 1)) : 0;
  const rentDue = rent * n;
  const got = paid.reduce((a, b) => a + b, 0);
  const total = round2(rentDue - got + interest);
  const prevTotal = round2(rentDue - rent - got);
  const dep = round2(Math.floor(((rent * 12) / 52) * 5));
  const scheme = r.int(0, 2);
  const schemeName = ['the Deposit Protection Service', 'mydeposits', 'the Tenancy Deposit Scheme'][scheme];
  const depId = [`DPS-${r.digits(9)}`, `MD${r.digits(7)}`, `${r.digits(3)}-${r.digits(7)}`][scheme];
  const cap = r.chance(0.5) ? rent * pick(r, [6, 12]) : 0;
  const prev = addDays(dues[n - 1], -r.int(3, 10));
  const prev2 = addDays(prev, -r.int(18, 28));
  const period = (d: Date) => `${D(c, d)} - ${D(c, addDays(addMonths(d, 1), -1))}`;
  let bal = 0;
  const rows: string[][] = dues.map((d, i) => {
    bal = round2(bal + rent - paid[i]);
    return [`Rent ${period(d)}`, fmtMoney(rent), paid[i] ? fmtMoney(paid[i]) : '-', fmtMoney(bal)];
  });
  if (interest)
    rows.push(['Interest on late rent (3% over base rate)', fmtMoney(interest), '-', fmtMoney(total)]);
  rows.push([stage === 1 ? 'Arrears due from you as guarantor' : 'Arrears now due', '', '', fmtMoney(total)]);
  const statement: Block = {
    grid: rows,
    header: ['Rent statement', 'Rent due', 'Received', 'Balance'],
    widths: [0.5, 0.17, 0.16, 0.17],
  };
  const sc = sortCode(r);
  const acct = r.digits(8);
  const capLine = cap
    ? ` Your liability under the deed is limited to ${fmtMoney(cap)} in total; the arrears above are within that limit.`
    : '';
  const depLine = `The tenant's deposit of ${fmtMoney(dep)} is protected with ${schemeName} (deposit ID ${depId}). It cannot be used towards rent while the tenancy continues, and it is not a reason to delay payment.`;
  const pay = addDays(c.date, stage === 1 ? 14 : 7);

  if (layout === 2) {
    // The landlord's solicitors' letter before claim.
    let sStem = stem(r);
    while (ag.name.startsWith(sStem)) sStem = stem(r);
    const firm = `${sStem} ${pick(r, ['Solicitors LLP', 'Law LLP', 'Legal LLP'])}`;
    const fe = signatory(r, ['Solicitor', 'Associate Solicitor', 'Senior Litigation Executive']);
    const initials = fe[0]
      .split(' ')
      .map((w) => w[0])
      .join('');
    const solRef = r.chance(0.5)
      ? `${initials}/${r.letters(1)}${r.digits(5)}/${r.int(1, 9)}`
      : `${r.digits(6)}.${r.digits(3)}`;
    const lbcPay = addDays(c.date, 30);
    const daily = round2((total * 0.08) / 365);
    const courtFee = total <= 1500 ? pick(r, [80, 115]) : total <= 3000 ? 115 : 205;
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.4) ? [firm.toUpperCase()] : [firm],
      sub: [
        officeAddress(r),
        `DX ${r.int(10000, 99999)} ${place(r)}  |  ${phone(r)}`,
        `litigation@${host(firm)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: r.chance(0.5) ? 'rings' : undefined,
      top: ['BY FIRST CLASS POST'],
      recipient: rcpt(c),
      panel: [
        ['Our ref', solRef],
        ['Agent ref', agRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter of claim - Pre-Action Protocol for Debt Claims']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { h: `Our client: ${ll}  -  ${propLine}` },
        {
          p: `We act for ${ll}, the landlord of the above property, which is let to ${tName}. By a deed of guarantee dated ${D(c, deed)} you guaranteed the tenant's obligations under the tenancy agreement, including payment of the rent of ${fmtMoney(rent)} a month. The managing agents, ${ag.name}, wrote to you on ${D(c, prev2)} and ${D(c, prev)} asking you to pay the arrears; neither letter has been answered.`,
        },
        {
          grid: [
            [`Rent due ${D(c, dues[0])} to ${D(c, dues[n - 1])} (${n} months)`, fmtMoney(rentDue)],
            ['Less: paid by the tenant', got ? neg(got) : fmtMoney(0)],
            ...(interest ? [['Interest on late rent', fmtMoney(interest)]] : []),
            ['Amount claimed', fmtMoney(total)],
          ],
          widths: [0.74, 0.26],
        },
        {
          p: `Our client claims ${fmtMoney(total)} from you. Unless, within 30 days of the date of this letter, you pay that sum or return the enclosed Reply Form, our client may issue a claim against you in the county court without further notice. The claim would include statutory interest at 8% a year (currently ${fmtMoney(daily)} a day), the court fee of ${fmtMoney(courtFee)} and fixed costs.`,
        },
        {
          p: `Payment should be made to our client account, sort code ${sc}, account ${acct}, quoting our reference ${solRef}. If you dispute the debt, or need time to pay, please say so on the Reply Form.`,
        },
        {
          small: `Enclosed: Information Sheet, Reply Form and Financial Statement, as the Pre-Action Protocol requires, and a copy of the rent statement. You should read them carefully and may wish to take independent advice. ${depLine}`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...fe, firm],
      footer: [
        `${firm} is a limited liability partnership registered in England and Wales (no. OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). A list of members is available at our registered office.`,
      ],
    };
    return {
      spec,
      truth: truth(firm, total, solRef, 'debt_collection', 3, 'letter_of_claim', c, lbcPay),
    };
  }

  const title =
    stage === 1
      ? pick(r, [
          'Demand under your deed of guarantee',
          'RENT ARREARS - DEMAND TO GUARANTOR',
          'Notice to guarantor: unpaid rent',
        ])
      : stage === 2
        ? pick(r, [
            'Rent arrears - reminder to guarantor',
            'Second letter: rent due under your guarantee',
            'REMINDER - GUARANTOR',
          ])
        : pick(r, ['FINAL DEMAND - GUARANTOR', 'Final demand under deed of guarantee']);
  const intro = `We are the managing agents for ${ll}, the landlord of ${propLine}, which is let to ${tName}. On ${D(c, deed)} you signed a deed of guarantee in which you agreed to pay, on demand, any rent the tenant does not pay. The rent is ${fmtMoney(rent)} per calendar month, due on the ${rentDay}${['th', 'st', 'nd', 'rd'][rentDay % 10 > 3 || [11, 12, 13].includes(rentDay) ? 0 : rentDay % 10]} of each month.`;
  const what =
    stage === 1
      ? `The tenant has not paid the rent in full since ${D(c, dues[0])}. We enclose a copy of the rent statement for the tenancy, summarised below.`
      : stage === 2
        ? `We wrote to you on ${D(c, prev)}, enclosing the rent statement and asking you to pay arrears of ${fmtMoney(prevTotal)}. We have received neither payment nor a reply, and a further month's rent has since fallen due. The updated statement is below.`
        : `We wrote to you on ${D(c, prev2)} and again on ${D(c, prev)} asking you, as guarantor, to pay the tenant's rent arrears. The arrears have not been paid and now stand as follows.`;
  const ask =
    stage === 1
      ? `As guarantor you are now liable for these arrears. We therefore formally demand payment of ${fmtMoney(total)} within 14 days, by ${D(c, pay)}.${capLine}`
      : stage === 2
        ? `Please pay ${fmtMoney(total)} by ${D(c, pay)}, or contact us before then to agree how it will be paid.${capLine}`
        : `This is our final demand. Unless ${fmtMoney(total)} is received by ${D(c, pay)}, our client has instructed us to pass the matter to solicitors to claim it from you and the tenant in the county court without further notice; court fees, interest and costs would then be added to the claim.`;
  const payKv: Block = {
    kv: [
      ['Pay to', `${ag.name} client account`],
      ['Sort code / account', `${sc} / ${acct}`],
      ['Reference', agRef],
    ],
  };
  const sign = [
    ...signatory(r, ['Credit Controller', 'Property Manager', 'Lettings Accounts Manager']),
    ag.name,
  ];
  const sub = [`Lettings Accounts`, officeAddress(r), `${phone(r)}  ${web(ag.name)}`];
  const footer = [
    `${regLine(ag.name, r)} Client money protection: ${pick(r, ['Propertymark CMP', 'ClientMoneyProtect', 'Safeagent CMP'])} membership no. ${r.digits(5)}. Redress: The Property Ombudsman, membership no. T${r.digits(5)}.`,
  ];
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';

  if (layout === 0) {
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      logoMark: r.chance(0.5) ? pick(r, ['bars', 'chevron'] as const) : undefined,
      recipient: rcpt(c),
      panel: [
        [refLabel, agRef],
        ['Property ref', propRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        dear(c),
        { h: `Tenant: ${tName}` },
        { p: intro },
        { p: what },
        statement,
        { p: ask },
        payKv,
        { small: depLine },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
    return { spec, truth: truth(ag.name, total, agRef, 'normal', stage, kind, c, pay) };
  }

  // Boxed notice: reference row, an owe box, a summary instead of the full statement.
  const spec: Spec = {
    face: c.face,
    top: ['PRIVATE & CONFIDENTIAL - ADDRESSEE ONLY'],
    head: ag.head,
    headBand: r.chance(0.6),
    logoMark: pick(r, ['bars', 'shield', 'chevron'] as const),
    sub,
    headAlign: 'left',
    recipient: rcpt(c),
    owe: {
      label: stage === 1 ? 'Due from you as guarantor' : 'Arrears now due',
      amount: fmtMoney(total),
      note: `Please pay by ${D(c, pay)}`,
    },
    panel: [],
    refGrid: [
      [refLabel, agRef],
      ['Property ref', propRef],
      ['Date', D(c, c.date)],
    ],
    title,
    titleStyle: pick(r, ['banner', 'boxed'] as const),
    body: [
      dear(c),
      { p: intro },
      { p: what },
      {
        kv: [
          [`Rent due (${n} months at ${fmtMoney(rent)})`, fmtMoney(rentDue)],
          ['Paid by the tenant', got ? neg(got) : fmtMoney(0)],
          ...(interest ? ([['Interest on late rent', fmtMoney(interest)]] as [string, string][]) : []),
          ['Balance of arrears', fmtMoney(total)],
        ],
      },
      { p: ask },
      payKv,
      { small: `${depLine} Landlord ref: ${ll.split(' ').pop()!.slice(0, 3).toUpperCase()}${r.digits(3)}.` },
    ],
    closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
    sign,
    footer,
  };
  return { spec, truth: truth(ag.name, total, agRef, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W230 — HMRC tax credits overpayment
// ------------------------------------------------------------------------------------------------------------

/**
 * HMRC's letters about a tax credits overpayment from an earlier tax year, after the award ended (a move to Universal
 * Credit, a change of circumstances): 1 the notice to pay (first_demand, pay within 30 days), 2 a reminder that the
 * notice was not paid (reminder), 3 the final notice before the debt is passed to DWP Debt Management or recovered
 * through the tax code, a debt collection agency or the court (final_demand). Layouts: a letter with a boxed reference
 * panel, a breakdown table and "how to pay" lines; a notice form with HMRC's name on a dark band, a row of reference
 * cells, a shaded amount box and a payslip.
 * Amount = the amount to pay now (the total overpayment less what was recovered from the award before it ended and
 * any payments since); the Working / Child Tax Credit parts, the total overpayment before deductions, the household
 * income, the income disregard and the example monthly instalment are not it.
 * Reference = the 14-character payment reference HMRC asks to be quoted (it starts with X); the National Insurance
 * number and the tax credits claim reference are printed beside it and are not it, nor HMRC's bank account number.
 * Creditor = HMRC's name as printed in the letterhead (either "HM Revenue & Customs" or "HM Revenue and Customs", the
 * same on the whole page). Open choice (type): HMRC recovering its own overpayment is neither a collector nor a council
 * tax or court debt; of the README's list the nearest is the ordinary sum owed to the body itself, 'normal'.
 */
const hmrcTaxCredits: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 1);
  const amp = r.chance(0.6);
  const name = amp ? 'HM Revenue & Customs' : 'HM Revenue and Customs';
  const head = r.chance(0.5) ? [name] : ['HM Revenue', amp ? '& Customs' : 'and Customs'];
  const nino = `${r.letters(2, 'JKLNPRSTWYZ')} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.letters(1, 'ABCD')}`;
  const claimRef = pick(r, [
    () => `TC ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    () => `${nino.replace(/ /g, '')}TC${r.int(1, 4)}`,
  ])();
  const second = r.pick(['O', 'I', 'E', 'K']);
  const payRef = r.chance(0.6)
    ? `X${second}${r.digits(12)}`
    : `X${second}00 ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
  const y0 = stage === 1 ? pick(r, [2022, 2023]) : pick(r, [2021, 2022, 2023]);
  const year = `${y0} to ${y0 + 1}`;
  const end = new Date(Date.UTC(y0 + pick(r, [0, 1]), r.int(0, 11), r.int(1, 28)));
  const endWhy = pick(r, [
    ' when you claimed Universal Credit',
    ' because you told us you were living with a partner',
    ' because your youngest child left approved education',
    ' when you told us you had stopped working',
  ]);
  const why = pick(r, [
    'your household income for the year was higher than the figure we used to work out your payments',
    'we were told late that your working hours had fallen below the minimum for Working Tax Credit',
    'your childcare costs stopped but we kept paying the childcare element',
    'your partner moved in with you some weeks before you told us',
  ]);
  const hasWtc = r.chance(0.7);
  const wtc = hasWtc ? r.money(160, 2300) : 0;
  const ctc = r.money(120, 2900);
  const over = round2(wtc + ctc);
  const rec = r.chance(0.4) ? round2(Math.floor(r.money(30, over * 0.3))) : 0;
  const owe1 = round2(over - rec);
  const paid =
    stage > 1 && r.chance(0.35) ? 25 * r.int(1, Math.max(1, Math.min(8, Math.floor(owe1 / 60)))) : 0;
  const owe = round2(owe1 - paid);
  const income = r.int(18, 46) * 1000 + r.int(0, 9) * 100;
  const notice = addDays(c.date, stage === 2 ? -r.int(40, 60) : -r.int(70, 100));
  const due1 = addDays(notice, 30);
  const rem = addDays(due1, r.int(10, 20));
  const pay = addDays(c.date, stage === 1 ? 30 : 14);
  const sc = sortCode(r);
  const acct = r.digits(8);
  const months = pick(r, [6, 12, 18]);
  const title =
    stage === 1
      ? pick(r, [
          'Tax credits: notice to pay',
          'Notice to pay - tax credits overpayment',
          'You need to pay back tax credits',
        ])
      : stage === 2
        ? pick(r, ['Reminder: tax credits overpayment', 'Tax credits overpayment - reminder to pay'])
        : pick(r, ['Final notice: tax credits overpayment', 'FINAL NOTICE BEFORE RECOVERY ACTION']);
  const dwp = r.chance(0.5);
  const lead =
    stage === 1
      ? `Your tax credits award ended on ${D(c, end)}${endWhy}. When we finalised your award for the ${year} tax year we found that we had paid you ${fmtMoney(over)} more than you were entitled to. This is because ${why}.`
      : stage === 2
        ? `We sent you a notice to pay on ${D(c, notice)} about your tax credits overpayment for the ${year} tax year, and asked you to pay ${fmtMoney(owe1)} by ${D(c, due1)}. ${paid ? `We have received ${fmtMoney(paid)}, but the rest has not been paid.` : 'We have not received your payment.'}`
        : `We sent you a notice to pay on ${D(c, notice)} and a reminder on ${D(c, rem)} about your tax credits overpayment for the ${year} tax year. ${paid ? `You have paid ${fmtMoney(paid)}, but the balance is still outstanding` : 'You have not paid it or contacted us'}.`;
  const ask =
    stage === 1
      ? `You must pay ${fmtMoney(owe)} by ${D(c, pay)}. As your award has ended, we cannot take this from ongoing tax credits payments.`
      : stage === 2
        ? `Please pay ${fmtMoney(owe)} within 14 days, by ${D(c, pay)}, or call us to agree how you will pay it.`
        : dwp
          ? `This is your final notice. You must pay ${fmtMoney(owe)} by ${D(c, pay)}, or contact us to agree a payment plan. If you do not, we will pass your debt to the Department for Work and Pensions (DWP) Debt Management, who will recover it from you. They may take deductions from your earnings or benefits.`
          : `This is your final notice. You must pay ${fmtMoney(owe)} by ${D(c, pay)}, or contact us to agree a payment plan. If you do not, we will take recovery action without further notice. This may include collecting it through your tax code, passing it to a debt collection agency working for us, or taking you to court, which could add costs.`;
  const breakdown: string[][] = [
    ...(hasWtc ? [['Working Tax Credit overpaid', fmtMoney(wtc)]] : []),
    ['Child Tax Credit overpaid', fmtMoney(ctc)],
    [`Total overpayment ${year}`, fmtMoney(over)],
    ...(rec ? [['Less: recovered from your award before it ended', neg(rec)]] : []),
    ...(paid ? [['Less: payments received', neg(paid)]] : []),
    [stage === 1 ? 'Amount you need to pay' : 'Amount you still need to pay', fmtMoney(owe)],
  ];
  const helpLine = `If you cannot pay in full, call us. You may be able to pay in instalments over up to ${months} months - for example ${fmtMoney(round2(Math.ceil((owe / months) * 100) / 100))} a month.`;
  const small = `This letter is about tax credits only. We used household income of ${fmtMoney(income)} for ${year}; the first £2,500 of any rise in income is disregarded. If you think the overpayment is wrong you can dispute it on form TC846 within 3 months. Calls may be recorded.`;
  const helpline = phone(r);
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const formCode = `TC${['NP', 'RM', 'FN'][stage - 1]}${stage}  HMRC ${String(r.int(1, 12)).padStart(2, '0')}/${c.date.getUTCFullYear() - 2000 - r.int(1, 2)}`;

  if (layout === 0) {
    const spec: Spec = {
      face: c.face,
      top: [formCode],
      head,
      sub: ['Tax Credit Office', `${place(r)}  ${postcode(r)}`],
      headAlign: 'left',
      logoMark: 'shield',
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['National Insurance number', nino],
        ['Tax credits reference', claimRef],
        ['Payment reference', payRef],
        ['Helpline', helpline],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: lead },
        { grid: breakdown, widths: [0.72, 0.28] },
        { p: ask },
        { h: 'How to pay' },
        {
          kv: [
            ['Sort code', sc],
            ['Account number', acct],
            ['Account name', 'HMRC Tax Credits'],
            ['Payment reference', payRef],
          ],
        },
        { p: `Use your payment reference ${payRef} so that we can match your payment. ${helpLine}` },
        { small },
      ],
      closing: 'Yours sincerely',
      sign: stage === 3 ? ['Debt Management', name] : ['Tax Credit Office', name],
      footer: [
        `Tax credits helpline ${helpline}. Textphone and relay services are available. For information on how we use your personal data, see our privacy notice.`,
      ],
    };
    return { spec, truth: truth(name, owe, payRef, 'normal', stage, kind, c, pay) };
  }

  const spec: Spec = {
    face: c.face,
    head,
    headBand: true,
    logoMark: 'shield',
    sub: [`Tax Credit Office  |  ${place(r)}  ${postcode(r)}  |  ${helpline}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Date of notice', D(c, c.date)],
      ['Tax year', year],
    ],
    refGrid: [
      ['National Insurance number', nino],
      ['Tax credits reference', claimRef],
      ['Payment reference', payRef],
    ],
    title,
    titleStyle: pick(r, ['banner', 'boxed'] as const),
    body: [
      { p: lead },
      { grid: breakdown, widths: [0.72, 0.28] },
      { amountBox: [stage === 1 ? 'Amount to pay' : 'Amount now due', fmtMoney(owe)] },
      { p: ask },
      {
        p: `Pay by bank transfer to sort code ${sc}, account ${acct} (HMRC Tax Credits), quoting your payment reference ${payRef}, or pay by debit card online. ${helpLine}`,
      },
      { small },
    ],
    sign: [],
    slip: {
      title: `Payslip - ${name} - tax credits`,
      rows: [
        ['Payment reference', payRef],
        ['Amount due', fmtMoney(owe)],
        ['Pay by', D(c, pay)],
      ],
    },
    footer: [`${formCode}. For information on how ${name} uses your personal data, see our privacy notice.`],
  };
  return { spec, truth: truth(name, owe, payRef, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W231 — academy trust: school trip / residential balance, music tuition, breakfast club
// ------------------------------------------------------------------------------------------------------------

/**
 * An academy trust's letters to a parent about an unpaid charge: the balance of a residential visit or a trip abroad
 * (board and lodging and holiday trips are the charges schools may make), a term's instrumental tuition or breakfast
 * club sessions, after part was paid online. 1 the statement of what was charged and paid and the balance asked for
 * (first_demand), 2 a reminder ("we wrote to you on …", reminder), 3 the final letter naming the small claims track
 * or the trust's debt recovery service (final_demand). Layouts: a letter on the school's letterhead (the school is
 * "part of" the trust) with a reference panel and a ruled statement, signed for the trust; a statement from the
 * trust's central finance team with a reference row, a balance box and a remittance slip.
 * Amount = the balance outstanding (charges less deposit, instalments, Pupil Premium / hardship contributions); the
 * total cost of the trip, the deposit, the instalments, an offered instalment plan and the court fee a claim would add
 * are not it.
 * Open choice (creditor): a school in an academy trust is not a legal person; the trust is. Where the school's name
 * heads the page, the trust is printed under it, signs the letter ("for and on behalf of …") and is the payee, so the
 * creditor is the trust (as for the independent school in W84). Type: an ordinary overdue charge, 'normal'.
 * Reference = the trust's invoice number / debtor account / our ref that the letter asks to be quoted; the pupil's UPN,
 * the admission number, the trip code and the online school payments account are not it.
 */
const schoolTrip: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = r.int(0, 1);
  const p = place(r);
  const primary = r.chance(0.5);
  const school = `${p} ${primary ? pick(r, ['Primary Academy', 'Junior Academy', 'CE Primary Academy']) : pick(r, ['Academy', 'High School', 'Community College'])}`;
  const tStem = stem(r);
  const trust = `${tStem} ${pick(r, ['Academy Trust', 'Learning Trust', 'Education Trust', 'Multi-Academy Trust', 'Schools Trust'])}`;
  const kid = { first: person(r).first, last: r.chance(0.75) ? c.who.last : person(r).last };
  const kidName = `${kid.first} ${kid.last}`;
  const yr = primary ? r.int(4, 6) : r.int(7, 10);
  const upn = `${r.letters(1)}${r.digits(12)}`;
  const adm = r.digits(5);
  const app = pick(r, ['ParentWallet', 'SchoolPay Online', 'PayHub for Schools']);
  const appAcct = pick(r, [() => `PW${r.digits(7)}`, () => `${r.digits(4)}-${r.digits(4)}`])();
  const refKind = r.int(0, 2);
  const refLabel = ['Invoice no.', 'Debtor account', 'Our ref'][refKind];
  const initials = trust
    .split(/[ -]/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
  const ref = [
    r.chance(0.5) ? `SINV${r.digits(6)}` : `INV-${r.digits(5)}`,
    `${kid.last.slice(0, 3).toUpperCase()}${r.digits(3)}${oOrI(r)}${r.digits(1)}`,
    `${initials}/${r.digits(5)}`,
  ][refKind];
  const what = primary
    ? pick(r, ['residential', 'residential', 'music', 'breakfast'] as const)
    : pick(r, ['residential', 'abroad', 'abroad', 'music'] as const);
  const trip = what === 'residential' || what === 'abroad';
  const code = `${what === 'abroad' ? 'VIS' : what === 'residential' ? 'RES' : 'SVC'}-${r.int(24, 25)}-${r.digits(3)}`;
  let eventDate = addDays(c.date, stage === 1 ? -r.int(10, 40) : -r.int(40, 90));
  // A residential visit, lessons and breakfast club run in term time: not in August or over Christmas.
  const holiday = (d: Date) =>
    d.getUTCMonth() === 7 ||
    (d.getUTCMonth() === 11 && d.getUTCDate() >= 19) ||
    (d.getUTCMonth() === 0 && d.getUTCDate() <= 5);
  if (what !== 'abroad') while (holiday(eventDate)) eventDate = addDays(eventDate, -7);
  const m = eventDate.getUTCMonth();
  const term = m >= 8 ? 'Autumn' : m <= 2 ? 'Spring' : 'Summer';
  const dueDate = addDays(eventDate, trip ? -r.int(28, 42) : -r.int(0, 10));
  type Row = [string, Date, number];
  const charges: Row[] = [];
  const credits: Row[] = [];
  let itemName = '';
  if (what === 'residential') {
    const nights = pick(r, [2, 3, 4]);
    itemName = `Year ${yr} residential visit, ${place(r)} Outdoor Centre (${nights} nights)`;
    charges.push([
      itemName,
      addDays(dueDate, -r.int(60, 120)),
      primary ? pick(r, [185, 215, 249, 279, 315]) : pick(r, [295, 340, 385, 425]),
    ]);
  } else if (what === 'abroad') {
    itemName = `Year ${yr} ${pick(r, ['history visit to Ypres and the Somme', 'Spanish trip to Valencia', 'ski trip to Austria', 'geography field trip to Iceland'])}`;
    charges.push([itemName, addDays(dueDate, -r.int(90, 160)), pick(r, [465, 595, 720, 845, 1180, 1350])]);
  } else if (what === 'music') {
    const k = pick(r, [8, 10, 11, 12]);
    const rate = pick(r, [15.5, 17, 18.75, 21]);
    const inst = pick(r, ['violin', 'guitar', 'piano', 'clarinet', 'drum kit', 'flute']);
    itemName = `Instrumental tuition (${inst}), ${term} term: ${k} x 30-minute lessons at ${fmtMoney(rate)}`;
    charges.push([itemName, addDays(dueDate, -r.int(2, 10)), round2(k * rate)]);
    if (r.chance(0.5))
      charges.push([`Instrument hire, ${term} term`, addDays(dueDate, -r.int(2, 10)), pick(r, [15, 20, 25])]);
  } else {
    const k = r.int(18, 46);
    const rate = pick(r, [3, 3.5, 4.25, 5]);
    itemName = `Breakfast club, ${term} term: ${k} sessions at ${fmtMoney(rate)}`;
    charges.push([itemName, addDays(dueDate, -r.int(0, 6)), round2(k * rate)]);
  }
  if (trip && r.chance(0.3)) {
    const k = r.int(6, 20);
    const rate = primary ? pick(r, [3.5, 4.25]) : pick(r, [16, 18.5]);
    charges.push([
      primary
        ? `Breakfast club: ${k} sessions at ${fmtMoney(rate)}`
        : `Music lessons: ${Math.min(k, 10)} x 30 minutes at ${fmtMoney(rate)}`,
      addDays(dueDate, -r.int(5, 20)),
      round2((primary ? k : Math.min(k, 10)) * rate),
    ]);
  }
  const charged = round2(charges.reduce((a, x) => a + x[2], 0));
  if (trip) {
    const cost = charges[0][2];
    const dep = pick(r, [25, 50, 75, 100]);
    credits.push([`Deposit paid (${app})`, addDays(charges[0][1], r.int(3, 14)), dep]);
    const sub = r.chance(0.3) ? pick(r, [50, 75, 100]) : 0;
    const each = round2(Math.floor((cost * pick(r, [0.12, 0.18, 0.22])) / 5) * 5);
    let inst = r.int(0, 3);
    while (inst > 0 && dep + sub + inst * each > cost - 25) inst--;
    for (let i = 0; i < inst; i++)
      credits.push([`Instalment paid (${app})`, addDays(charges[0][1], 30 * (i + 1) + r.int(0, 6)), each]);
    if (sub && dep + sub + inst * each <= cost - 25)
      credits.push([
        pick(r, ['Pupil Premium contribution', 'Trust hardship fund contribution']),
        addDays(dueDate, -r.int(5, 20)),
        sub,
      ]);
  } else if (r.chance(0.6))
    credits.push([
      `Payment received (${app})`,
      addDays(dueDate, r.int(3, 20)),
      round2(Math.floor(charged * pick(r, [0.2, 0.3, 0.4]))),
    ]);
  const paidSum = round2(credits.reduce((a, x) => a + x[2], 0));
  const bal = round2(charged - paidSum);
  const prev = addDays(c.date, -r.int(14, 24));
  const prev2 = addDays(prev, -r.int(14, 24));
  const pay = addDays(c.date, stage === 3 ? pick(r, [7, 14]) : 14);
  const statementRows: string[][] = [
    ...[...charges, ...credits]
      .sort((a, b) => a[1].getTime() - b[1].getTime())
      .map(([d, dt, v]) => [
        d,
        D(c, dt),
        credits.some((x) => x[0] === d && x[1] === dt) ? neg(v) : fmtMoney(v),
      ]),
    ['Balance outstanding', '', fmtMoney(bal)],
  ];
  const planN = pick(r, [2, 3, 4]);
  const plan = `If paying the full amount at once is difficult, please contact us: we can usually agree ${planN} monthly payments of ${fmtMoney(round2(Math.ceil((bal / planN) * 100) / 100))}.`;
  const fee = bal <= 300 ? 35 : bal <= 500 ? 50 : bal <= 1000 ? 70 : 80;
  const about = trip
    ? `${kidName} took part in the ${itemName} on ${D(c, eventDate)}. The final payment was due by ${D(c, dueDate)}.`
    : `${kidName} attended ${what === 'music' ? 'instrumental lessons' : 'breakfast club'} during the ${term} term, charged in line with the booking form you completed. Payment was due by ${D(c, dueDate)}.`;
  const shortDesc = trip
    ? `the ${itemName}`
    : what === 'music'
      ? `${term} term instrumental tuition`
      : `${term} term breakfast club sessions`;
  const lead =
    stage === 1
      ? `${about} Our records show that the balance below has not been paid. A statement of the charges and the payments we have received is set out below.`
      : stage === 2
        ? `We wrote to you on ${D(c, prev)} with a statement of ${kid.first}'s account for ${shortDesc}, showing a balance of ${fmtMoney(bal)}. We have not received payment, or heard from you, since then.`
        : `We wrote to you on ${D(c, prev2)} and again on ${D(c, prev)} about the unpaid balance on ${kid.first}'s account. ${about} The balance remains unpaid.`;
  const smalls = r.chance(0.5);
  const ask =
    stage === 1
      ? `Please pay the balance outstanding of ${fmtMoney(bal)} by ${D(c, pay)}.`
      : stage === 2
        ? `Please pay ${fmtMoney(bal)} by ${D(c, pay)}. ${plan}`
        : smalls
          ? `This is our final letter. If ${fmtMoney(bal)} is not paid by ${D(c, pay)}, the Trust intends to make a claim against you in the county court under the small claims procedure without further notice. The court fee (${fmtMoney(fee)}) and interest would be added to the claim, and a judgment could affect your credit rating.`
          : `This is our final letter. If ${fmtMoney(bal)} is not paid by ${D(c, pay)}, the account will be referred to the Trust's debt recovery service, which may pass it to an external collection agency or take legal action to recover the money.`;
  const howPay = `You can pay through ${app} (account ${appAcct}) or by bank transfer to ${trust}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${['invoice number', 'debtor account', 'our reference'][refKind]} ${ref}.`;
  const noEffect = `This is a matter between the Trust and you as ${kid.first}'s parent or carer; it does not affect ${kid.first}'s education or place at the school.`;
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const title =
    stage === 1
      ? pick(r, [
          trip ? 'Trip balance outstanding' : 'Statement of account',
          `Statement: ${trip ? 'trip' : what === 'music' ? 'music tuition' : 'breakfast club'} charges`,
          'Payment request',
        ])
      : stage === 2
        ? pick(r, ['Reminder: balance outstanding', 'Second request for payment', 'REMINDER'])
        : pick(r, ['Final letter before further action', 'FINAL NOTICE', 'Final reminder - unpaid charges']);
  const footer = [
    `${trust} is a charitable company limited by guarantee and an exempt charity, registered in England and Wales, company number ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  const tripLine = trip ? `Trip code ${code}` : `Item code ${code}`;

  if (layout === 0) {
    const split = r.chance(0.4);
    const spec: Spec = {
      face: c.face,
      head: split ? [p, school.slice(p.length + 1)] : [r.chance(0.3) ? school.toUpperCase() : school],
      sub: [`Part of ${trust}`, officeAddress(r), `${phone(r)}  finance@${host(school)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      logo: r.chance(0.5),
      logoMark: pick(r, ['shield', 'rings'] as const),
      recipient: rcpt(c),
      panel: [
        [refLabel, ref],
        ['Pupil', `${kidName} (Year ${yr})`],
        ['UPN', upn],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.35),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        { p: `Dear Parent/Carer of ${kidName},` },
        { p: lead },
        {
          grid: statementRows,
          header: [`Statement (${tripLine})`, 'Date', 'Amount'],
          widths: [0.6, 0.2, 0.2],
        },
        { p: ask },
        { p: howPay },
        { small: `${noEffect} Admission no. ${adm}.` },
      ],
      closing: 'Yours sincerely',
      sign: [
        ...signatory(r, ['School Business Manager', 'Finance Officer', 'Trips and Visits Coordinator']),
        `for and on behalf of ${trust}`,
      ],
      footer,
    };
    return { spec, truth: truth(trust, bal, ref, 'normal', stage, kind, c, pay) };
  }

  const caps = r.chance(0.35);
  const spec: Spec = {
    face: c.face,
    head: caps ? [trust.toUpperCase()] : r.chance(0.4) ? [tStem, trust.slice(tStem.length + 1)] : [trust],
    sub: [
      pick(r, ['Central Finance Team', 'Income and Debt Recovery', 'Trust Finance Office']),
      officeAddress(r),
      `${phone(r)}  income@${host(trust)}`,
    ],
    headAlign: pick(r, ['left', 'right'] as const),
    logoMark: pick(r, ['chevron', 'bars'] as const),
    recipient: rcpt(c),
    owe: { label: 'Balance outstanding', amount: fmtMoney(bal), note: `Please pay by ${D(c, pay)}` },
    panel: [],
    refGrid: [
      [refLabel, ref],
      ['Pupil', kidName],
      ['Date', D(c, c.date)],
    ],
    title,
    titleStyle: pick(r, ['banner', 'rule'] as const),
    body: [
      dear(c),
      { h: `${kidName}, Year ${yr}, ${school}` },
      { p: lead },
      {
        kv: [
          ['Charges', `${fmtMoney(charged)} (${tripLine})`],
          [
            'Paid to date',
            credits.length
              ? `${fmtMoney(paidSum)} (${credits.length} payment${credits.length > 1 ? 's' : ''})`
              : fmtMoney(0),
          ],
          ['Balance outstanding', fmtMoney(bal)],
          ['UPN / admission no.', `${upn} / ${adm}`],
        ],
      },
      { p: ask },
      { p: howPay },
      { small: noEffect },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Income Officer', 'Finance Assistant', 'Debt Recovery Officer']), trust],
    slip: {
      title: `Remittance slip - ${trust}`,
      rows: [
        [refLabel.replace(/\.$/, ''), ref],
        ['Pupil', kidName],
        ['Amount due', fmtMoney(bal)],
      ],
    },
    footer,
  };
  return { spec, truth: truth(trust, bal, ref, 'normal', stage, kind, c, pay) };
};

export const FRESH22A_FAMILIES: Family[] = [
  {
    id: 'W229',
    name: "Letting agent demand to a tenant's guarantor under a deed of guarantee (statement, reminder, final or solicitors' letter before claim)",
    group: 'business',
    make: guarantorRent,
  },
  {
    id: 'W230',
    name: 'HMRC tax credits overpayment after the award ended (notice to pay, reminder, final notice before DWP or recovery)',
    group: 'public_body',
    make: hmrcTaxCredits,
  },
  {
    id: 'W231',
    name: 'Academy trust unpaid school trip, residential, music tuition or breakfast club balance (statement, reminder, final letter)',
    group: 'public_body',
    make: schoolTrip,
  },
];
