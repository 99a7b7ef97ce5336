/**
 * The nineteenth fresh held-out set, part a (W211–W213): kinds of letter the corpus does not have yet — a private
 * individual chasing money lent to a friend, relative or former partner (the lender's own first letter and
 * follow-up, typed and signed in their own name, then a solicitors' letter of claim under the Pre-Action Protocol for
 * Debt Claims, or now and then the lender's own letter before claim), a council's demand for repayment of a Disabled
 * Facilities Grant or a home repair assistance grant after the home was sold or transferred within the grant's
 * condition period (the notice of the repayment due naming the local land charge, a reminder, a final notice), and a
 * council's letters to the executor or personal representatives of a care home resident who had a deferred payment
 * agreement secured by a legal charge on the home (the statement of the amount now due — fees deferred, interest and
 * administration charges — a reminder, and a final letter before enforcing the charge or issuing a claim).
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family picks one of two or three
 * layouts per letter and draws its stage 1–3 per letter. Ground truth follows ../shared/corpus/dev/README.md; where
 * the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, person, phone, place, sortCode, web } from './vocab';
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
  wholeDays,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W211: money lent privately
// ------------------------------------------------------------------------------------------------------------

/**
 * Money lent by one private person to another (a friend, cousin, former partner, colleague), chased in three steps.
 * Stage 1: the lender's own first letter asking for the balance (kind first_demand). Stage 2: the lender's follow-up
 * that refers to the first letter, a phone call or a broken promise to pay by instalments (kind reminder). Stage 3:
 * mostly a solicitors' letter of claim under the Pre-Action Protocol for Debt Claims with its Information Sheet, Reply
 * Form and Financial Statement (kind letter_of_claim); in about one letter in five the lender sends that letter before
 * claim in their own name instead.
 * Creditor choice (README: the organisation that wrote the letter and asks to be paid, not its client): on the lender's
 * own letters the creditor is the lender, exactly as the name is typed at the head and signed (e.g. "Priya Hartwell"),
 * and debtType 'loan' (a lender asking for a loan back; no collector involved). On the solicitors' letter the firm
 * writes for its client and asks for payment into its own client account, so it stands where the README puts a
 * collector: creditor = the firm as printed in its letterhead and sign-off, debtType 'debt_collection'.
 * Amount = the balance still owed (lent − repaid); on the solicitors' letter, where it adds statutory interest under
 * s.69 County Courts Act 1984 to a "total now claimed", that total (where interest is only reserved, the balance).
 * The amount lent, the repayments, an offered instalment, the daily rate of interest and the court fee the claim would
 * add are distractors. Reference: the lender's letters give a payment reference to put on the transfer (that is the
 * account number); the solicitors' "Our ref" (their "Your ref" line, the lender's payment reference quoted as the
 * client's, sort codes and account numbers are not it).
 */
const privateLoan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const solicitors = stage === 3 && r.chance(0.8);
  const L = person(r);
  if (L.last === c.who.last) L.last = L.last === 'Mercer' ? 'Lomax' : 'Mercer';
  const lender = `${L.first} ${L.last}`;
  const lAddr = address(r);
  const lPhone = `07700 900${r.digits(3)}`;
  const lMail = `${L.first.toLowerCase()}.${L.last.toLowerCase()}@${pick(r, ['mailbox', 'postmail', 'inbox'])}.example`;
  const rel = pick(r, ['friend', 'old friend', 'cousin', 'former partner', 'colleague', 'brother-in-law']);
  const lent = pick(r, [800, 1200, 1500, 2000, 2500, 3000, 3750, 4000, 5000, 6500, 8000]);
  const [purpose, what] = pick(r, [
    ['towards the deposit on your flat', 'flat deposit'],
    ['to clear the arrears on your car finance', 'car finance arrears'],
    ['for the repairs to your van', 'van repairs'],
    ['to pay your rent while you were between jobs', 'rent'],
    ['for your course fees', 'course fees'],
    ['to settle your credit card when you were being chased', 'credit card'],
  ]);
  const lentOn = addDays(c.date, -r.int(320, 900));
  const dueBy = addDays(lentOn, pick(r, [90, 120, 180, 270, 365]));
  const repaidN = r.int(0, 3);
  const repayments: [Date, number][] = [];
  for (let i = 0; i < repaidN; i++)
    repayments.push([
      addDays(lentOn, 40 + i * r.int(30, 60)),
      pick(r, [50, 100, 150, 200, 250]) * (lent > 3000 ? 2 : 1),
    ]);
  const repaid = repayments.reduce((s, [, v]) => s + v, 0);
  const balance = round2(lent - repaid);
  const evidence = pick(r, [
    `the bank transfer from my account on ${D(c, lentOn)}`,
    'the note you signed when I handed over the money',
    'your text messages at the time, which I have kept',
    'the e-mail in which you set out how you would pay me back',
  ]);
  const offered = pick(r, [50, 75, 100, 150]);
  const mySort = sortCode(r);
  const myAcc = r.digits(8);
  const yy = String(lentOn.getUTCFullYear()).slice(2);
  const payRef = pick(r, [
    `LOAN ${c.who.last.toUpperCase()}`,
    `${L.first[0]}${L.last[0]}-LOAN-${yy}`,
    `${c.who.last.slice(0, 4).toUpperCase()}${r.digits(3)}`,
    `${L.last.toUpperCase()} LOAN ${r.int(1, 9)}`,
  ]);
  const histRows: string[][] = [
    [`Money lent to you (${what})`, D(c, lentOn), fmtMoney(lent)],
    ...repayments.map(([d, v]) => ['Repaid by you', D(c, d), `-${fmtMoney(v)}`]),
    ['Still owed to me', '', fmtMoney(balance)],
  ];

  if (!solicitors) {
    // The lender's own letters (stages 1, 2 and, now and then, 3).
    const first = addDays(c.date, -r.int(21, 45));
    const call = addDays(first, r.int(5, 12));
    const days = stage === 1 ? pick(r, [14, 28]) : stage === 2 ? 14 : 30;
    const pay = addDays(c.date, days);
    const layout = r.int(0, 1);
    const openers: Record<1 | 2 | 3, string> = {
      1: pick(r, [
        `On ${D(c, lentOn)} I lent you ${fmtMoney(lent)} ${purpose}. You agreed to pay it back by ${D(c, dueBy)}, as shown by ${evidence}. That date has passed and I have asked you about it several times in person.`,
        `As you know, I lent you ${fmtMoney(lent)} on ${D(c, lentOn)} ${purpose}, on the understanding that you would repay me in full by ${D(c, dueBy)} (see ${evidence}). I am now putting my request in writing.`,
      ]),
      2: pick(r, [
        `I wrote to you on ${D(c, first)} asking you to repay the ${fmtMoney(lent)} I lent you on ${D(c, lentOn)} ${purpose}. I have not received any payment or a reply to that letter.`,
        `Further to my letter of ${D(c, first)} and our phone call on ${D(c, call)}, when you said you would pay me ${fmtMoney(offered)} a month starting straight away, nothing has reached my account. This is about the ${fmtMoney(lent)} I lent you on ${D(c, lentOn)} ${purpose}.`,
      ]),
      3: `I wrote to you on ${D(c, first)} and again on ${D(c, call)} about the ${fmtMoney(lent)} I lent you on ${D(c, lentOn)} ${purpose}, which you agreed to repay by ${D(c, dueBy)} (see ${evidence}). You have not paid, so this is my letter before claim under the Pre-Action Protocol for Debt Claims.`,
    };
    const ask: Record<1 | 2 | 3, string> = {
      1: `I am asking you to pay me the ${fmtMoney(balance)} still owed within ${days} days, by ${D(c, pay)}. I would rather we sorted this out between ourselves. If you cannot pay it all at once, please write to me with an offer and I will consider it.`,
      2: `Please pay the ${fmtMoney(balance)} still owed by ${D(c, pay)}. If I do not hear from you by then I will take legal advice about recovering the money, which I would much prefer not to do given that we are ${rel === 'cousin' ? 'family' : 'old friends'}.`,
      3: `The sum of ${fmtMoney(balance)} is due. Unless you pay it in full, or agree a repayment plan with me in writing, within 30 days of this letter (by ${D(c, pay)}), I intend to start a claim against you in the County Court without further notice, and to ask for interest and my court fees. I enclose the Information Sheet, Reply Form and Financial Statement the Protocol requires; please use the Reply Form to tell me if you dispute the debt.`,
    };
    const payPara = `You can pay by bank transfer to my account, sort code ${mySort}, account number ${myAcc}. Please put ${payRef} as the payment reference so I can see it has come from you.`;
    const titles: Record<1 | 2 | 3, string[]> = {
      1: [`Re: the ${fmtMoney(lent)} I lent you`, 'Repayment of my loan to you', 'Money owed to me'],
      2: ['Re: my loan to you - second letter', 'Repayment of my loan - reminder', 'Money still owed to me'],
      3: ['LETTER BEFORE CLAIM', 'Letter before claim - money lent'],
    };
    const body: Block[] = [
      { p: `Dear ${r.chance(0.6) ? c.who.first : `${c.who.title} ${c.who.last}`},` },
      { p: openers[stage] },
      layout === 0
        ? { grid: histRows, header: ['What', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] }
        : {
            kv: [
              ['Amount I lent you:', fmtMoney(lent)],
              ['Repaid so far:', fmtMoney(repaid)],
              ['Still owed:', fmtMoney(balance)],
            ],
          },
      { p: ask[stage] },
      { p: payPara },
      ...(stage === 3
        ? [
            {
              small: `Enclosed: Information Sheet; Reply Form; Financial Statement. You may wish to get free advice from a debt advice charity or Citizens Advice before replying.`,
            },
          ]
        : r.chance(0.5)
          ? [{ p: `You can reach me on ${lPhone} or at ${lMail}.` }]
          : []),
    ];
    const spec: Spec = {
      face: c.face,
      head: [lender],
      sub: [`${lAddr[0]}, ${lAddr[1]}, ${lAddr[3]}`, layout === 0 ? lPhone : `${lPhone}  ${lMail}`],
      headAlign: layout === 0 ? 'right' : 'left',
      recipient: [`${c.who.title} ${c.who.first} ${c.who.last}`, ...c.addr],
      panel:
        layout === 0
          ? [
              ['Date', D(c, c.date)],
              ['Payment ref', payRef],
            ]
          : [
              ['Date', D(c, c.date)],
              ['Please quote', payRef],
            ],
      panelStacked: layout === 1,
      title: pick(r, titles[stage]),
      titleStyle: stage === 3 ? pick(r, ['boxed', 'rule'] as const) : 'plain',
      body,
      closing: stage === 1 && r.chance(0.5) ? 'Best wishes,' : 'Yours sincerely,',
      sign: [lender],
      footer: [],
    };
    const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'letter_of_claim';
    return { spec, truth: truth(lender, balance, payRef, 'loan', stage, kind, c, pay) };
  }

  // Stage 3: the lender's solicitors' letter of claim.
  const s1 = pick(r, [
    'Hartwell',
    'Pennock',
    'Sadler',
    'Quayle',
    'Fenwick',
    'Jardine',
    'Tremayne',
    'Yardley',
  ]);
  const s2 = pick(r, ['Lomax', 'Underhill', 'Rutherford', 'Grayling', 'Whitcombe', 'Callander']);
  const firmV = r.int(0, 3);
  const firm = [
    `${s1} ${s2} LLP`,
    `${s1} & ${s2} Solicitors`,
    `${place(r)} Law LLP`,
    `${s1} ${s2} Solicitors Limited`,
  ][firmV];
  const head =
    firmV === 1 && r.chance(0.5)
      ? [`${s1} & ${s2}`, 'Solicitors']
      : firmV === 3 && r.chance(0.5)
        ? [`${s1} ${s2}`, 'Solicitors Limited']
        : [firm];
  const ourRef = pick(r, [
    `${r.letters(2, 'JKMPRT')}/${L.last.slice(0, 3).toUpperCase()}/${r.digits(5)}-${r.int(1, 9)}`,
    `${r.letters(3, 'DCRL')}.${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.digits(6)}/${r.int(1, 9)}/${r.letters(2, 'AKS')}`,
  ]);
  const firstL = addDays(c.date, -r.int(60, 110));
  const secondL = addDays(firstL, r.int(18, 30));
  const addInterest = r.chance(0.6);
  const from = r.chance(0.5) ? dueBy : firstL;
  const days = wholeDays(from, c.date);
  const interest = round2((balance * 0.08 * days) / 365);
  const daily = round2((balance * 0.08) / 365);
  const total = addInterest ? round2(balance + interest) : balance;
  const courtFee = balance <= 1500 ? pick(r, [80, 115]) : balance <= 5000 ? 205 : 455;
  const pay = addDays(c.date, 30);
  const clientSort = sortCode(r);
  const clientAcc = r.digits(8);
  const clientName = `${L.title} ${L.first} ${L.last}`;
  const layout = r.int(0, 1);
  const sums: string[][] = [
    ['Sum lent by our client', D(c, lentOn), fmtMoney(lent)],
    ...(repaid ? [['Less repayments received', '', `-${fmtMoney(repaid)}`]] : []),
    ...(addInterest
      ? [
          ['Principal outstanding', '', fmtMoney(balance)],
          [`Interest at 8% a year from ${D(c, from)} (${days} days)`, '', fmtMoney(interest)],
          ['Total now claimed', '', fmtMoney(total)],
        ]
      : [['Balance outstanding', '', fmtMoney(total)]]),
  ];
  const body: Block[] = [
    dear(c),
    {
      p: `We act for ${clientName} of ${lAddr[1]}, your ${rel}, in connection with money ${L.first} lent you. Please note that we act only for our client and cannot advise you.`,
    },
    {
      p: `On ${D(c, lentOn)} our client lent you ${fmtMoney(lent)} ${purpose}, repayable by ${D(c, dueBy)}. The loan is evidenced by ${evidence
        .replace(/\bmy\b/g, "our client's")
        .replace(/\bI\b/g, 'our client')
        .replace(
          /\bme\b/g,
          'our client',
        )}. Our client wrote to you on ${D(c, firstL)} and ${D(c, secondL)} asking for repayment, without result.`,
    },
    layout === 0
      ? { grid: sums, header: ['Particulars', 'Date', 'Amount'], widths: [0.58, 0.2, 0.22] }
      : { amountBox: [addInterest ? 'Total now claimed' : 'Balance outstanding', fmtMoney(total)] },
    ...(layout === 1 && addInterest
      ? [
          {
            p: `That is the principal of ${fmtMoney(balance)} and interest of ${fmtMoney(interest)} under section 69 of the County Courts Act 1984 at 8% a year from ${D(c, from)}. Interest continues at ${fmtMoney(daily)} a day.`,
          },
        ]
      : []),
    {
      p: `This letter is sent under the Pre-Action Protocol for Debt Claims. Please pay ${fmtMoney(total)} within 30 days, by ${D(c, pay)}, or complete and return the enclosed Reply Form by that date.${addInterest ? (layout === 0 ? ` Interest will continue to accrue at ${fmtMoney(daily)} per day.` : '') : ' Our client reserves the right to claim statutory interest.'} If you do neither, our client may issue a claim in the County Court without further notice; the court fee alone would be ${fmtMoney(courtFee)}, and fixed costs would be sought.`,
    },
    {
      p: `Payment should be made to our client account, ${firm}, sort code ${clientSort}, account ${clientAcc}, quoting our reference ${ourRef}. If you wish to propose payment by instalments, complete the Financial Statement so that our client can consider it.`,
    },
    {
      small: `Enclosures: Information Sheet; Reply Form; Financial Statement. You are advised to seek independent debt or legal advice; free help is available from debt advice charities and Citizens Advice. If you dispute the debt, say so on the Reply Form, giving your reasons.`,
    },
  ];
  const spec: Spec = {
    face: c.face,
    top: r.chance(0.6) ? [pick(r, ['BY FIRST CLASS POST', 'BY FIRST CLASS POST AND EMAIL'])] : undefined,
    head,
    headBand: layout === 1,
    logoMark: layout === 1 ? pick(r, ['shield', 'rings'] as const) : undefined,
    sub: [officeAddress(r), `DX ${r.int(10000, 99999)} ${place(r)}  |  ${phone(r)}  |  ${web(firm)}`],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel:
      layout === 0
        ? ([
            ['Our ref', ourRef],
            ['Your ref', ''],
            ['Date', D(c, c.date)],
          ].filter(([, v]) => v !== '' || r.chance(0.5)) as [string, string][])
        : [],
    panelBoxed: r.chance(0.4),
    refGrid:
      layout === 1
        ? [
            ['Our reference', ourRef],
            ['Our client', clientName],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title: pick(r, [
      'LETTER OF CLAIM',
      'Letter of claim - Pre-Action Protocol for Debt Claims',
      `Money lent by ${clientName} - letter of claim`,
    ]),
    titleStyle: layout === 1 ? 'banner' : pick(r, ['plain', 'rule'] as const),
    body,
    closing: 'Yours faithfully',
    sign: [firm],
    footer: [
      `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). ${firmV === 1 ? `A list of partners is available at our office.` : `Registered in England and Wales no. ${pick(r, ['OC', ''])}${r.digits(6)}.`}`,
    ],
  };
  return { spec, truth: truth(firm, total, ourRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W212: repayment of a housing grant after the home was sold or transferred
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's Private Sector Housing (grants) team demanding repayment of a Disabled Facilities Grant (the part over
 * £5,000, at most £10,000, under s.52 of the Housing Grants, Construction and Regeneration Act 1996 and the 2008
 * General Consent, disposal within 10 years of the certified date) or of a home repair assistance grant under the
 * council's own assistance policy (in full, or tapered by a fifth for each complete year, disposal within five
 * years), because the grant recipient sold the home or transferred it to a relative. The letter names the local land
 * charge the condition is registered as. Stage 1: the notice of the repayment due (kind first_demand); stage 2: a
 * reminder that refers to the notice, sometimes to the recipient's call (kind reminder); stage 3: a final notice
 * before county court proceedings or enforcing the charge (kind final_demand). Layouts: a letter with a reference
 * panel and a calculation table, or a boxed notice with a reference strip, a shaded amount and a payment slip.
 * Amount = the repayment demanded; the grant paid, the £5,000 threshold, the £10,000 maximum, the sale price, an
 * instalment the council would accept and the costs a claim would add are not it. Reference: where a sundry-debt
 * invoice number is printed and quoted for payment, that; otherwise the team's "Our ref" (the grant or case
 * reference, the land charge register entry, the UPRN and the title number are then distractors).
 * Open choice: debtType — a council's demand for a sum that is not council tax, rent, a penalty or a fine has no own
 * type in the README's list; it is an ordinary overdue sum owed to the body that writes: 'normal'. Creditor = the
 * council as printed at the head and in the sign-off.
 */
const grantRepayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const stage = pick(r, [1, 2, 3] as const);
  const dfg = r.chance(0.6);
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const yy = r.int(16, 23);
  const certified = addDays(c.date, -r.int(dfg ? 500 : 300, dfg ? 3300 : 1700));
  const disposed = addDays(
    c.date,
    -r.int(stage === 1 ? 20 : stage === 2 ? 70 : 120, stage === 1 ? 60 : stage === 2 ? 110 : 170),
  );
  const sold = r.chance(0.65);
  const to = pick(r, ['your son', 'your daughter', 'a family member', 'your former partner']);
  const works = dfg
    ? pick(r, [
        'a level-access shower room',
        'a stairlift and a ramp to the front door',
        'a ground-floor bedroom and wet room extension',
        'a through-floor lift and widened doorways',
      ])
    : pick(r, [
        'a new roof covering',
        'rewiring and a replacement boiler',
        'damp-proofing and replacement windows',
        'structural repairs to the rear wall',
      ]);
  const grant = dfg
    ? round2(r.int(62, 210) * 100 + r.money(0, 99))
    : round2(r.int(20, 90) * 100 + r.money(0, 99));
  const years = Math.floor(wholeDays(certified, disposed) / 365);
  const taper = !dfg && r.chance(0.5);
  const due = dfg ? round2(Math.min(grant - 5000, 10000)) : taper ? round2(grant * (1 - 0.2 * years)) : grant;
  const price = r.int(140, 420) * 1000 + pick(r, [0, 500, 2500, 5000]);
  const grantRef = dfg ? `DFG/${yy}/${r.digits(4)}` : `HRA/${yy}/${r.digits(3)}`;
  const useInvoice = r.chance(0.5);
  const invoice = pick(r, [`9${r.digits(7)}`, `SI${r.digits(6)}`, `${r.digits(4)} ${r.digits(4)}`]);
  const ourRef = pick(r, [
    `PSH/${dfg ? 'DFG' : 'HRA'}/${r.digits(4)}`,
    `HR${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    `${grantRef}/R`,
  ]);
  const acc = useInvoice ? invoice : ourRef;
  const llc = pick(r, [
    `LLC${r.digits(6)}`,
    `Part 2 entry ${r.digits(4)}`,
    `${r.letters(2, 'CKL')}/${r.digits(5)}`,
  ]);
  const llcDate = addDays(certified, r.int(10, 60));
  const uprn = r.digits(12);
  const title = `${r.letters(2, 'BDHKMW')}${r.digits(6)}`;
  const notice = addDays(c.date, -r.int(stage === 2 ? 30 : 60, stage === 2 ? 50 : 90));
  const reminder = addDays(notice, r.int(28, 35));
  const call = addDays(notice, r.int(6, 20));
  const days = stage === 1 ? 28 : 14;
  const pay = addDays(c.date, days);
  const months = pick(r, [6, 10, 12]);
  const inst = round2(Math.ceil((due / months) * 100) / 100);
  const costs = pick(
    r,
    [105, 115, 205, 455].filter((v) => (due < 5000 ? v < 300 : v > 200)),
  );
  const layout = r.int(0, 1);
  const team = pick(r, ['Private Sector Housing', 'Housing Renewal and Grants', 'Home Improvement Agency']);
  const grantName = dfg ? 'Disabled Facilities Grant' : 'Home Repair Assistance grant';
  const law = dfg
    ? 'section 52 of the Housing Grants, Construction and Regeneration Act 1996 and the Disabled Facilities Grant (Conditions relating to approval or payment of Grant) General Consent 2008'
    : "the Council's Private Sector Housing Assistance Policy, made under the Regulatory Reform (Housing Assistance) (England and Wales) Order 2002";
  const condition = dfg
    ? `If the property is disposed of within 10 years of the certified date, the Council may demand repayment of the grant above £5,000, up to a maximum of £10,000.`
    : taper
      ? `If the property is disposed of within 5 years of the certified date, the grant must be repaid, less one fifth for each complete year since that date.`
      : `If the property is disposed of within 5 years of the certified date, the whole grant must be repaid.`;
  const what = sold
    ? `HM Land Registry records show that the property was sold on ${D(c, disposed)} for ${fmtMoney(price)}`
    : `HM Land Registry records show that on ${D(c, disposed)} the property was transferred to ${to}`;
  const calc: string[][] = dfg
    ? [
        ['Grant paid', fmtMoney(grant)],
        ['Less the first £5,000 (not repayable)', `-${fmtMoney(5000)}`],
        [`Repayment due (maximum £10,000)`, fmtMoney(due)],
      ]
    : taper
      ? [
          ['Grant paid', fmtMoney(grant)],
          [
            `Less ${years} complete year${years === 1 ? '' : 's'} at 20%`,
            `-${fmtMoney(round2(grant - due))}`,
          ],
          ['Repayment due', fmtMoney(due)],
        ]
      : [
          ['Grant paid', fmtMoney(grant)],
          ['Repayment due (whole grant)', fmtMoney(due)],
        ];
  const facts: [string, string][] = [
    ['Property:', propLine],
    ['Works:', works],
    ['Grant reference:', grantRef],
    ['Certified date:', D(c, certified)],
    [sold ? 'Date of sale:' : 'Date of transfer:', D(c, disposed)],
  ];
  const chargePara = `The condition was registered as a local land charge against the property in Part 2 (financial charges) of the Local Land Charges Register on ${D(c, llcDate)}, reference ${llc}${r.chance(0.5) ? ` (title number ${title})` : ''}. ${sold ? 'It was not redeemed on completion of the sale, so the sum is now owed by you as the grant recipient.' : 'The charge remains on the property until the repayment is made.'}`;
  const quote = useInvoice ? `invoice number ${invoice}` : `reference ${ourRef}`;
  const payPara = `Please pay ${fmtMoney(due)} by ${D(c, pay)} online at ${web(co.name)}/pay, by phone on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${quote}.`;
  const lead: Record<1 | 2 | 3, Block[]> = {
    1: [
      {
        p: `In ${new Date(certified).getUTCFullYear()} the Council paid a ${grantName} of ${fmtMoney(grant)} for ${works} at ${propLine}. The grant was approved on conditions set out under ${law}. ${condition} ${what}, within the condition period.`,
      },
      ...(dfg
        ? [
            {
              p: `Before deciding to ask for repayment the Council has considered, as the Consent requires, the extent of any financial hardship, whether the disposal was made to move to more suitable accommodation or for reasons of health or care, and whether the grant recipient was a victim of crime. We have decided that repayment should be demanded.`,
            },
          ]
        : []),
    ],
    2: [
      {
        p: r.chance(0.5)
          ? `We wrote to you on ${D(c, notice)} with notice that ${fmtMoney(due)} was repayable on the ${grantName} for ${works} at ${propLine}, because the property was ${sold ? 'sold' : 'transferred'} within the condition period. We have not received payment.`
          : `Further to our notice of ${D(c, notice)} and your telephone call on ${D(c, call)}, we have looked again at the repayment of the ${grantName} for ${propLine}. Nothing you told us changes the decision, and ${fmtMoney(due)} remains repayable.`,
      },
    ],
    3: [
      {
        p: `We gave you notice on ${D(c, notice)} that ${fmtMoney(due)} was repayable on the ${grantName} paid for ${works} at ${propLine}, and reminded you on ${D(c, reminder)}. The repayment is still outstanding.`,
      },
    ],
  };
  const tail: Record<1 | 2 | 3, string> = {
    1: `The repayment is due within 28 days of the date of this notice. If you cannot pay in one sum, contact us before ${D(c, pay)}: we may agree instalments, for example ${months} monthly payments of ${fmtMoney(inst)}.`,
    2: `Please pay within 14 days. If you believe the decision is wrong, write to us within that time with your reasons and any evidence of hardship.`,
    3: `Unless payment is received by ${D(c, pay)} the Council will issue a claim in the County Court without further notice, adding the court fee (currently ${fmtMoney(costs)}) and costs${sold ? '' : ', and may apply to enforce the charge against the property'}. A county court judgment could affect your ability to obtain credit.`,
  };
  const titles: Record<1 | 2 | 3, string[]> = {
    1: [
      `Notice of repayment of ${dfg ? grantName : 'repair grant'}`,
      'Demand for repayment of grant',
      `REPAYMENT OF GRANT: NOTICE`,
    ],
    2: ['Reminder: grant repayment outstanding', `Repayment of ${dfg ? 'DFG' : 'repair grant'} - reminder`],
    3: ['FINAL NOTICE - grant repayment', 'Final notice before legal action'],
  };
  const sign = [
    ...signatory(r, ['Private Sector Housing Manager', 'Grants Officer', 'Housing Renewal Team Leader']),
    `${team}, ${co.name}`,
  ];
  const footer = [
    `${co.name}, ${team}, ${officeAddress(r)}. If you need this letter in another format or language, please call ${phone(r)}.`,
  ];
  let spec: Spec;
  if (layout === 0) {
    const panel: [string, string][] = useInvoice
      ? [
          ['Invoice number', invoice],
          ['Grant ref', grantRef],
          ['Date', D(c, c.date)],
        ]
      : [
          ['Our ref', ourRef],
          ['UPRN', uprn],
          ['Date', D(c, c.date)],
        ];
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub: [team, officeAddress(r), `${phone(r)}  grants@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel,
      panelBoxed: r.chance(0.5),
      title: pick(r, titles[stage]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...lead[stage],
        { grid: calc, header: ['Grant condition', 'Amount'], widths: [0.72, 0.28] },
        ...(stage === 1 ? [{ p: chargePara }] : [{ small: chargePara }]),
        { p: tail[stage] },
        { p: payPara },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub: [`${team} | ${officeAddress(r)}`],
      headAlign: 'left',
      returnAddress: `If undelivered please return to ${co.name}, ${officeAddress(r)}`,
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        useInvoice ? ['Invoice no.', invoice] : ['Our reference', ourRef],
        useInvoice ? ['Grant ref', grantRef] : ['Title number', title],
        ['Date of notice', D(c, c.date)],
      ],
      title: pick(r, titles[stage]).toUpperCase(),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        ...(r.chance(0.5) ? [dear(c)] : []),
        ...lead[stage].slice(0, 1),
        { kv: facts },
        { amountBox: [stage === 1 ? 'Repayment due' : 'Amount now due', fmtMoney(due)] },
        { small: chargePara },
        { p: tail[stage] },
      ],
      closing: stage === 3 ? 'Yours faithfully' : undefined,
      sign: stage === 3 ? sign : [],
      slip: {
        title: `Payment slip - ${co.name}`,
        rows: [
          [useInvoice ? 'Invoice number' : 'Reference', acc],
          ['Amount', fmtMoney(due)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, due, acc, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W213: deferred payment agreement for care home fees, after the resident died
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's Adult Social Care Finance (deferred payments) letters to the executor or personal representatives of a
 * care home resident who had a deferred payment agreement under s.34 Care Act 2014, secured by a legal charge on the
 * home registered at HM Land Registry. The agreement ended on the death and the deferred amount falls due 90 days
 * after it. Stage 1: the statement of the amount due (fees deferred, compound interest, administration charges, less
 * anything received) — kind first_demand; stage 2: a reminder that refers to the statement or to the executor's call
 * about the sale of the house — kind reminder; stage 3: a final notice before legal action, or a letter before claim,
 * warning that the council will apply to court to enforce its charge (an order for sale) or claim against the estate
 * — kind final_demand or letter_of_claim as titled. Layouts: a letter with a reference panel and a statement table,
 * or a reference strip, two columns and a shaded amount.
 * Amount = the total now due; the weekly amount deferred, the equity limit, the interest rate, the daily interest that
 * will accrue, the fee for removing the charge once paid (not yet charged) and any instalment are not it. Reference:
 * the deferred payment agreement number the letter asks to be quoted; the person (client) ID, the Land Registry title
 * number and the care home's own account number are distractors.
 * Open choice: debtType — the README's list has no care-fees type and the council is not a lender in the README's
 * sense (it deferred its own charges for care); a public body's demand for its own charges is 'normal'. Creditor = the
 * council as printed at the head and in the sign-off. Stage 2 letters that still mention the first statement stay 2;
 * stage 3 letters mention both earlier letters and stay 3.
 */
const deferredPayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const stage = pick(r, [1, 2, 3] as const);
  const res = person(r);
  const resName = `${res.title} ${res.first} ${res.last}`;
  const prop = address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const died = addDays(
    c.date,
    -(stage === 1 ? r.int(20, 70) : stage === 2 ? r.int(100, 160) : r.int(180, 280)),
  );
  const dueOn = addDays(died, 90);
  const start = addDays(died, -r.int(420, 1500));
  const weeks = Math.floor(wholeDays(start, died) / 7);
  const years = Math.max(1, Math.round(weeks / 52));
  const weekly = r.money(380, 760);
  const fees = round2(weekly * weeks);
  const rate = pick(r, [2.15, 2.65, 3.05, 3.25, 3.4, 3.7]);
  const interestToDeath = round2((fees * rate * (weeks / 52) * 0.52) / 100);
  const sinceDeath = round2((fees * rate * wholeDays(died, c.date)) / 36500);
  const interest = round2(interestToDeath + sinceDeath);
  const daily = round2((fees * rate) / 36500);
  const setup = pick(r, [250, 295, 340, 425, 560]);
  const annual = pick(r, [60, 85, 105, 120]);
  const annualTotal = annual * years;
  const landReg = pick(r, [40, 80, 95]);
  const valuation = pick(r, [0, 150, 275]);
  const received = stage > 1 && r.chance(0.4) ? pick(r, [500, 1000, 2500, 4000]) : 0;
  const receivedOn = addDays(died, r.int(30, 80));
  const total = round2(fees + interest + setup + annualTotal + landReg + valuation - received);
  const release = pick(r, [45, 60, 75]);
  const value = r.int(160, 480) * 1000;
  const limit = round2(value * 0.9 - 14250);
  const dpa = pick(r, [
    `DPA/${r.int(18, 24)}/${r.digits(4)}`,
    `DP${r.digits(5)}`,
    `DPA-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const personId = r.digits(7);
  const title = `${r.letters(2, 'CHKNSW')}${r.digits(6)}`;
  const home = `${place(r)} ${pick(r, ['House', 'Lodge', 'Court', 'Manor'])} Care Home`;
  const stmt = addDays(died, r.int(20, 40));
  const call = addDays(stmt, r.int(10, 30));
  const rem = addDays(call, r.int(20, 35));
  const days = stage === 3 ? 14 : 28;
  const pay = stage === 1 && dueOn > addDays(c.date, 14) ? dueOn : addDays(c.date, days);
  const probate = r.chance(0.5);
  const lbc = stage === 3 && r.chance(0.4);
  const team = pick(r, [
    'Adult Social Care Finance',
    'Deferred Payments Team',
    'Financial Assessment and Income',
  ]);
  const addressee = r.chance(0.5)
    ? [
        `The Personal Representatives of`,
        `the late ${resName}`,
        `c/o ${c.who.title} ${c.who.first[0]} ${c.who.last}`,
        ...c.addr,
      ]
    : rcpt(c);
  const rows: string[][] = [
    [`Care home fees deferred (${weeks} weeks to ${D(c, died)})`, fmtMoney(fees)],
    [`Interest at ${rate}% a year, compounded, to ${D(c, c.date)}`, fmtMoney(interest)],
    ['Set-up fee (legal charge and agreement)', fmtMoney(setup)],
    [`Annual administration fees (${years} x ${fmtMoney(annual)})`, fmtMoney(annualTotal)],
    ['HM Land Registry fees', fmtMoney(landReg)],
    ...(valuation ? [['Property valuation', fmtMoney(valuation)]] : []),
    ...(received ? [[`Less payment received ${D(c, receivedOn)}`, `-${fmtMoney(received)}`]] : []),
    ['Total now due', fmtMoney(total)],
  ];
  const intro: Record<1 | 2 | 3, string> = {
    1: `We were sorry to learn of the death of ${resName} on ${D(c, died)}, and we offer our condolences. ${res.title} ${res.last} had a deferred payment agreement with the Council from ${D(c, start)}, under which the Council paid the fees at ${home} and the cost was deferred, secured by a legal charge on ${propLine}. The agreement ended on the death, and the amount deferred, with interest and charges, must be repaid within 90 days, by ${D(c, dueOn)}.`,
    2: r.chance(0.5)
      ? `We wrote to you on ${D(c, stmt)} with a statement of the amount due under the deferred payment agreement of the late ${resName}. The amount became payable on ${D(c, dueOn)}, 90 days after the death, and has not been paid. Interest has continued to be added as the agreement allows.`
      : `Thank you for your call on ${D(c, call)}, following our statement of ${D(c, stmt)}, telling us that ${propLine} is to be sold. The amount under the deferred payment agreement of the late ${resName} fell due on ${D(c, dueOn)} and interest continues to be added until it is repaid, so we ask you to settle it now or from the sale proceeds without delay.`,
    3: `We wrote to you on ${D(c, stmt)} and ${D(c, rem)} about the amount due under the deferred payment agreement of the late ${resName}, which became payable on ${D(c, dueOn)}. It remains unpaid${received ? ', apart from the payment shown below' : ''}.`,
  };
  const ask: Record<1 | 2 | 3, string> = {
    1: `Please arrange payment of ${fmtMoney(total)} by ${D(c, dueOn)}${probate ? ', or tell us if the property is to be sold and the name of the solicitor dealing with the sale' : ', or let us know when you expect to obtain the grant of probate'}. Interest will continue to be added at about ${fmtMoney(daily)} a day until the account is settled. When it is paid in full we will remove the charge at HM Land Registry; a fee of ${fmtMoney(release)} is payable for that.`,
    2: `Please pay ${fmtMoney(total)} within 28 days, by ${D(c, pay)}. If the sale has been agreed, ask the solicitor acting to contact us for a redemption figure; interest continues at about ${fmtMoney(daily)} a day.`,
    3: `Unless ${fmtMoney(total)} is paid by ${D(c, pay)}, or you agree with us in writing how and when it will be paid, the Council will apply to the County Court to enforce its legal charge over ${propLine}, including by an order for sale, or will issue a claim against the estate, and will ask for its costs. Interest will continue to accrue.`,
  };
  const payPara = `Pay by bank transfer to ${co.name}, sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${phone(r)}, quoting the agreement number ${dpa}.`;
  const titles: Record<1 | 2 | 3, string[]> = {
    1: [
      'Deferred payment agreement - amount now due',
      'Statement of amount due: deferred payment agreement',
      'Care Act 2014 deferred payment - repayment',
    ],
    2: ['Reminder: deferred payment agreement', 'Deferred payment agreement - amount outstanding'],
    3: lbc
      ? ['LETTER BEFORE CLAIM', 'Letter before claim - deferred care fees']
      : ['FINAL NOTICE BEFORE LEGAL ACTION', 'Final notice - deferred payment agreement'],
  };
  const sign = [
    ...signatory(r, ['Deferred Payments Officer', 'Income Recovery Manager', 'Finance Manager']),
    r.chance(0.5) ? `${team}, ${co.name}` : co.name,
  ];
  const footer = [
    `${co.name}, ${team}, ${officeAddress(r)}. Deferred payment agreements are made under sections 34 and 35 of the Care Act 2014 and the Care and Support (Deferred Payment) Regulations 2014.`,
  ];
  const layout = r.int(0, 1);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      top: r.chance(0.5) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head: co.head,
      logo: r.chance(0.4),
      sub: [team, officeAddress(r), `${phone(r)}  deferredpayments@${host(co.name)}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: addressee,
      panel: [
        ['Agreement no.', dpa],
        ['Person ID', personId],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title: pick(r, titles[stage]),
      titleStyle: stage === 3 ? pick(r, ['boxed', 'rule'] as const) : pick(r, ['plain', 'rule'] as const),
      body: [
        r.chance(0.5) ? dear(c) : { p: 'Dear Personal Representative,' },
        { h: `Re: the estate of the late ${resName}` },
        { p: intro[stage] },
        { grid: rows, header: ['Deferred payment account', 'Amount'], widths: [0.74, 0.26] },
        { p: ask[stage] },
        { p: payPara },
        ...(stage !== 3
          ? [
              {
                small: `The charge is registered against title ${title}. The equity limit under the agreement was ${fmtMoney(limit)}. Weekly amount deferred: ${fmtMoney(weekly)}. If you are not dealing with the estate, please pass this letter to the person who is.`,
              },
            ]
          : []),
      ],
      closing: stage === 3 ? 'Yours faithfully' : 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub: [`${team} | ${officeAddress(r)} | ${phone(r)}`],
      headAlign: 'left',
      recipient: addressee,
      panel: [],
      refGrid: [
        ['Please quote', dpa],
        ['Land Registry title', title],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, titles[stage]),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        {
          p: `Estate of the late ${resName}, formerly of ${propLine}, resident at ${home} (person ID ${personId}).`,
        },
        { p: intro[stage] },
        {
          cols: [
            `Fees deferred: ${fmtMoney(fees)} (${weeks} weeks at ${fmtMoney(weekly)} a week). Interest at ${rate}%: ${fmtMoney(interest)}. Administration and Land Registry charges: ${fmtMoney(setup + annualTotal + landReg + valuation)}.${received ? ` Received ${D(c, receivedOn)}: ${fmtMoney(received)}.` : ''}`,
            `Interest is added until the account is paid (about ${fmtMoney(daily)} a day). When it is settled the Council will apply to HM Land Registry to remove its charge (fee ${fmtMoney(release)}, charged then).`,
          ],
        },
        { amountBox: ['Total now due', fmtMoney(total)] },
        { p: ask[stage] },
        { p: payPara },
      ],
      closing: 'Yours faithfully',
      sign,
      footer,
    };
  }
  const kind =
    stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : lbc ? 'letter_of_claim' : 'final_demand';
  return { spec, truth: truth(co.name, total, dpa, 'normal', stage, kind, c, pay) };
};

export const FRESH20A_FAMILIES: Family[] = [
  {
    id: 'W211',
    name: 'Private loan to a friend or relative: lender letters, then solicitors letter of claim',
    group: 'business',
    make: privateLoan,
  },
  {
    id: 'W212',
    name: 'Council demand to repay a Disabled Facilities or home repair grant after sale or transfer (local land charge)',
    group: 'public_body',
    make: grantRepayment,
  },
  {
    id: 'W213',
    name: 'Council deferred payment agreement for care fees after the resident died (to the executor)',
    group: 'public_body',
    make: deferredPayment,
  },
];
