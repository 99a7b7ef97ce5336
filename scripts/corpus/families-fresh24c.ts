/**
 * The twenty-fourth fresh held-out set, part c (W253–W255): kinds of letter the corpus did not have —
 * - W253 a council's Electoral Registration Officer imposing the £80 civil penalty (section 9E of the Representation
 *   of the People Act 1983) on a resident who ignored the invitations and the requirement to register to vote: the
 *   penalty notice, the ERO's reminder, the final notice that the penalty will be recovered as a civil debt, the
 *   council's income (sundry debt) team chasing the invoice raised for it, or the council's collection agency;
 * - W254 unpaid private dental or clear-aligner treatment: the clinic's own treatment-plan balance invoice, reminder
 *   and final notice; a regulated patient-finance lender (the clinic named as the retailer) chasing missed
 *   repayments, up to a Consumer Credit Act default notice; or a collection agency for either of them;
 * - W255 a residential park home site owner chasing pitch fee arrears and recharged water/sewerage and gas, with the
 *   annual pitch fee review (old fee, CPI, new fee) on the page: statement, reminder, final notice warning of a county
 *   court claim or of an application to end the pitch agreement (county court in England under the Mobile Homes Act
 *   1983; Residential Property Tribunal in Wales under the Mobile Homes (Wales) Act 2013), or the site owner's
 *   solicitors' letter before claim.
 * Each family draws the sender and the letter in the sequence per letter, in at least two layouts (letter with a side
 * panel, boxed notice with a reference grid, statement table, amount box, statutory notice, payment slip).
 * Written by a writer who had not read the extractor. Every face is drawn per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import {
  addDays,
  fmtMoney,
  fullName,
  officeAddress,
  person,
  phone,
  place,
  sortCode,
  web,
  MONTHS,
} from './vocab';
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
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W253 Electoral registration civil penalty
// ------------------------------------------------------------------------------------------------------------

/**
 * The ERO's civil penalty for failing to apply to register when required (three invitations, a canvasser's visit, a
 * requirement to register, then the penalty notice). The penalty is £80; a reminder, final notice, income-team or
 * agency letter may show a part payment, and the amount is then the balance still owed. The maximum fines for the
 * separate criminal offences (£1,000 for not giving canvass information, £5,000 for false information) are
 * distractors, as are the elector number, the property reference (UPRN), the online-registration security code and the
 * polling district.
 * - ERO penalty notice: the invitations and the requirement to register were about registering, not about money, so
 *   the notice is the first demand for the penalty: stage 1, kind first_demand. Reference = the penalty notice number.
 * - ERO reminder after the payment date passed: stage 2, kind reminder. ERO final notice (civil debt / county court):
 *   stage 3, kind final_demand.
 * - The council's income team: the penalty is raised as a sundry invoice and the letter asks for the invoice number
 *   to be quoted (the penalty notice number is then a distractor). Reminder stage 2 / final notice stage 3.
 * - Creditor for all of these = the council (the ERO is an officer of the council and the penalty is paid to it).
 * - Open choice: debtType. A civil penalty imposed by a council officer is not parking, not council tax and not a court
 *   fine; the README's closest type for an ordinary sum owed to a public body is 'normal'.
 * - The collection agency writes for the council and asks to be paid: creditor = the agency, 'debt_collection', kind
 *   debt_recovery, stage 1 (its first letter) or 2 (it refers to its earlier letter); reference = the agency's own.
 */
const eroCivilPenalty: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const cn = councilName(r);
  const v = pick(r, ['notice', 'notice', 'reminder', 'final', 'income', 'agency'] as const);
  const yy = String(c.date.getUTCFullYear()).slice(2);
  const pn = pick(r, [
    `CP${yy}/${r.digits(5)}`,
    `ERO-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `9E/${r.digits(3)}/${r.digits(4)}`,
    `PN ${r.digits(3)} ${r.digits(4)}`,
  ]);
  const pd = `${r.letters(2)}${r.int(1, 6)}`;
  const elector = `${pd}-${r.int(1, 2600)}`;
  const uprn = `10${r.digits(10)}`;
  const secCode = `${r.letters(4, 'BCDFGHJKMNPQRTVWXY')}-${r.letters(4, 'BCDFGHJKMNPQRTVWXY')}`;
  const ero = person(r);
  const eroName = `${ero.first} ${ero.last}`;
  const penalty = 80;
  const back =
    v === 'notice' ? 0 : v === 'reminder' ? r.int(34, 50) : v === 'final' ? r.int(60, 95) : r.int(88, 130);
  const pnDate = addDays(c.date, -back);
  const rtr = addDays(pnDate, -r.int(30, 45));
  const rtrBy = addDays(rtr, pick(r, [14, 21]));
  const itr3 = addDays(rtr, -r.int(20, 30));
  const visit = addDays(itr3, -r.int(3, 9));
  const itr2 = addDays(visit, -r.int(10, 18));
  const itr1 = addDays(itr2, -r.int(14, 21));
  const pnPay = addDays(pnDate, 28);
  const paid = v !== 'notice' && r.chance(0.3) ? pick(r, [10, 20, 25, 30, 40]) : 0;
  const due = round2(penalty - paid);
  const paidOn = addDays(pnDate, r.int(5, 24));
  const tel = phone(r);
  const mail = `${pick(r, ['electoral.services', 'elections', 'register'])}@${host(cn.name)}`;
  const office = officeAddress(r);
  const finesNote = `This penalty is separate from the criminal offences of failing to give information on the household enquiry form (a fine of up to £1,000) and of giving false information to the Electoral Registration Officer (a fine of up to £5,000).`;
  const howToPay = (ref: string, label: string) =>
    `Pay online at ${web(cn.name)}/payments (choose "Electoral registration penalty"), by card on our automated line ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote the ${label} ${ref}.`;
  const history = `I sent invitations to register to you at this address on ${D(c, itr1)}, ${D(c, itr2)} and ${D(c, itr3)}, and a canvasser called on ${D(c, visit)}. On ${D(c, rtr)} I gave you a notice requiring you to apply to register by ${D(c, rtrBy)}.`;

  if (v === 'notice') {
    // The penalty notice itself: a letter with a side panel, or a boxed form with a reference grid and a slip.
    const form = r.chance(0.5);
    const refLabel = pick(r, ['Penalty notice no.', 'Civil penalty reference', 'Notice number']);
    const idLine: [string, string] = r.chance(0.5)
      ? ['Elector number', elector]
      : ['Property reference (UPRN)', uprn];
    const body: Block[] = form
      ? [
          {
            p: `${history} You have not applied. I have therefore imposed a civil penalty of ${fmtMoney(penalty)} on you under section 9E of the Representation of the People Act 1983, payable by ${D(c, pnPay)}.`,
          },
          {
            kv: [['Reason', 'Failure to apply for registration when required'], idLine],
          },
          {
            p: `Apply to register before ${D(c, pnPay)} and this penalty will be cancelled. Use the government's online register to vote service (security code ${secCode}).`,
          },
          { p: howToPay(pn, 'notice number') },
          {
            p: `You may ask me to review this decision within 28 days, and then appeal to the First-tier Tribunal (General Regulatory Chamber). Tick a box below and return this page if any applies.`,
          },
        ]
      : [
          dear(c),
          {
            p: `You are required by law to apply to register to vote when the Electoral Registration Officer asks you to. ${history} I have not received an application from you and you have not told me of any reason why you are not entitled to be registered.`,
          },
          {
            p: `I have therefore decided to impose a civil penalty of ${fmtMoney(penalty)} on you under section 9E of the Representation of the People Act 1983. You must pay it by ${D(c, pnPay)}.`,
          },
          {
            kv: [
              ['Amount of penalty', fmtMoney(penalty)],
              ['Reason', 'Failure to apply for registration when required'],
              ['Date for payment', D(c, pnPay)],
              idLine,
            ],
          },
          { h: 'Apply now and the penalty will be cancelled' },
          {
            p: `If you make an application to register before ${D(c, pnPay)}, this penalty will be cancelled and you will not have to pay it. You can apply online through the government's register to vote service in about five minutes; you will need your National Insurance number. Your online security code is ${secCode}.`,
          },
          { h: 'How to pay' },
          { p: howToPay(pn, 'penalty notice number') },
          {
            p: `If you think the penalty should not have been imposed (for example because you do not live at this address, or you are already registered elsewhere), you may ask me to review my decision by writing to me within 28 days of the date of this notice. If the review upholds the penalty you may then appeal to the First-tier Tribunal (General Regulatory Chamber); payment is not required while an appeal is decided.`,
          },
          { small: finesNote },
        ];
    const checks: Block = {
      checks: [
        'I have now applied to register online (the penalty will be cancelled)',
        'I do not live at this address / I am not entitled to register (details attached)',
        'I ask the Electoral Registration Officer to review this penalty',
      ],
    };
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      logoMark: r.chance(0.6) ? 'shield' : undefined,
      sub: [
        `Electoral Services${r.chance(0.5) ? ' - Electoral Registration Officer' : ''}`,
        office,
        `${tel}  ${mail}`,
      ],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: form
        ? []
        : [
            [refLabel, pn],
            ['Polling district', pd],
            ['Date', D(c, c.date)],
          ],
      panelBoxed: r.chance(0.5),
      panelStacked: !form && r.chance(0.4),
      refGrid: form
        ? [
            ['Notice number', pn],
            ['Date of notice', D(c, c.date)],
            ['Penalty', fmtMoney(penalty)],
            ['Pay by', D(c, pnPay)],
          ]
        : undefined,
      title: pick(r, [
        'CIVIL PENALTY NOTICE',
        'Civil penalty notice - failure to apply to register',
        'Notice of civil penalty: you have not registered to vote',
      ]),
      titleStyle: form ? pick(r, ['banner', 'boxed'] as const) : pick(r, ['plain', 'rule'] as const),
      body: form ? [...body, checks] : body,
      closing: form ? undefined : 'Yours sincerely',
      sign: [eroName, 'Electoral Registration Officer', cn.name],
      slip: form
        ? {
            title: 'Civil penalty payment slip - return with your payment',
            rows: [
              ['Notice number', pn],
              ['Amount', fmtMoney(penalty)],
              ['Pay by', D(c, pnPay)],
            ],
          }
        : undefined,
      footer: form ? [finesNote] : [`${cn.name}, ${office}. ${web(cn.name)}`],
    };
    return { spec, truth: truth(cn.name, penalty, pn, 'normal', 1, 'first_demand', c, pnPay) };
  }

  if (v === 'reminder' || v === 'final') {
    const fin = v === 'final';
    const pay = addDays(c.date, 14);
    const boxed = r.chance(0.5);
    const reminderDate = addDays(pnPay, r.int(8, 16));
    const paidText = paid
      ? ` You paid ${fmtMoney(paid)} on ${D(c, paidOn)}, which leaves ${fmtMoney(due)} unpaid.`
      : ' No payment has been received.';
    const body: Block[] = [
      dear(c),
      {
        p: fin
          ? `On ${D(c, pnDate)} I imposed a civil penalty of ${fmtMoney(penalty)} on you for failing to apply to register to vote when required, and I wrote to you again on ${D(c, reminderDate)} when it had not been paid.${paidText}`
          : `On ${D(c, pnDate)} I gave you a civil penalty notice of ${fmtMoney(penalty)} (notice ${pn}) because you did not apply to register to vote when required. The date for payment, ${D(c, pnPay)}, has now passed.${paidText}`,
      },
      {
        grid: [
          ['Civil penalty imposed', D(c, pnDate), fmtMoney(penalty)],
          ...(paid ? [['Payment received', D(c, paidOn), `-${fmtMoney(paid)}`]] : []),
          [fin ? 'Amount now due' : 'Balance to pay', '', fmtMoney(due)],
        ],
        header: ['', 'Date', 'Amount'],
        widths: [0.56, 0.22, 0.22],
      },
      fin
        ? {
            boxed: [
              `Unless ${fmtMoney(due)} is paid by ${D(c, pay)}, the council will recover the penalty as a civil debt. A civil penalty can be recovered as if it were payable under an order of the county court, and the council may ask the court for a warrant of control or an attachment of earnings order without further warning. Court fees and enforcement costs would then be added.`,
            ],
          }
        : {
            p: `Please pay ${fmtMoney(due)} within 14 days of the date of this letter. Registering now will not automatically cancel the penalty because the date for payment has passed, but you must still apply to register: the requirement to register remains in force.`,
          },
      { p: howToPay(pn, 'notice number') },
      ...(fin
        ? [
            {
              p: `If you cannot pay in one sum, contact Electoral Services on ${tel} before ${D(c, pay)} to arrange instalments.`,
            },
          ]
        : [{ small: finesNote }]),
    ];
    const spec: Spec = {
      face: c.face,
      top: fin && r.chance(0.5) ? ['FINAL NOTICE - PLEASE READ CAREFULLY'] : undefined,
      head: cn.head,
      logoMark: r.chance(0.5) ? 'shield' : undefined,
      sub: ['Electoral Services', office, `Telephone ${tel}`, mail],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: boxed
        ? {
            label: fin ? 'Amount now due' : 'Balance to pay',
            amount: fmtMoney(due),
            note: `Pay by ${D(c, pay)}`,
          }
        : undefined,
      panel: [
        ['Notice no.', pn],
        ...(r.chance(0.5) ? ([['Elector no.', elector]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: !boxed && r.chance(0.6),
      title: fin
        ? pick(r, ['Final notice: unpaid civil penalty', 'FINAL NOTICE - CIVIL PENALTY UNPAID'])
        : pick(r, [
            'Reminder: your civil penalty is overdue',
            'Civil penalty reminder',
            'Electoral registration - penalty not paid',
          ]),
      titleStyle: fin ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
      body,
      closing: 'Yours sincerely',
      sign: [eroName, 'Electoral Registration Officer', `for ${cn.name}`],
      footer: fin ? [finesNote] : [`Electoral Services, ${cn.name}, ${office}`],
    };
    return {
      spec,
      truth: truth(cn.name, due, pn, 'normal', fin ? 3 : 2, fin ? 'final_demand' : 'reminder', c, pay),
    };
  }

  if (v === 'income') {
    // The council's income team: the penalty raised as a sundry invoice.
    const fin = r.chance(0.5);
    const inv = pick(r, [
      `81${r.digits(8)}`,
      `SD${r.digits(6)}`,
      `INV/${r.digits(7)}`,
      `4${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    ]);
    const cust = r.digits(7);
    const invDate = addDays(pnPay, r.int(5, 14));
    const pay = addDays(c.date, fin ? 14 : 10);
    const rows: string[][] = [
      ['Electoral registration penalty', inv, D(c, invDate), fmtMoney(penalty)],
      ...(paid
        ? [['Payment received - thank you', '', D(c, addDays(invDate, r.int(4, 12))), `-${fmtMoney(paid)}`]]
        : []),
      ['Balance outstanding', '', '', fmtMoney(due)],
    ];
    const twoCol = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      sub: [
        pick(r, ['Income and Recovery', 'Corporate Income Team', 'Sundry Debt Recovery']),
        office,
        `Telephone ${phone(r)}`,
      ],
      headAlign: pick(r, ['left', 'center'] as const),
      headBand: r.chance(0.4),
      recipient: rcpt(c),
      panel: [
        ['Invoice number', inv],
        ['Customer number', cust],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      panelStacked: r.chance(0.3),
      title: fin
        ? pick(r, ['FINAL NOTICE - OVERDUE INVOICE', 'Final reminder before recovery action'])
        : pick(r, ['Reminder - invoice overdue', 'Your account is overdue']),
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: fin
            ? `We wrote to you on ${D(c, addDays(invDate, 21))} about the invoice below, raised for the Electoral Registration Officer's civil penalty. It is still unpaid.`
            : `The invoice below was raised on behalf of the Electoral Registration Officer for the civil penalty (notice ${pn}) imposed on you on ${D(c, pnDate)}. Payment was due on ${D(c, addDays(invDate, 14))} and our records show that it has not been paid in full.`,
        },
        {
          grid: rows,
          header: ['Description', 'Invoice', 'Date', 'Amount'],
          widths: [0.42, 0.18, 0.21, 0.19],
        },
        twoCol
          ? {
              cols: [
                `To pay: online at ${web(cn.name)}/pay, or by phone on ${phone(r)} (24 hours), quoting invoice number ${inv}.`,
                `Questions about why the penalty was imposed should go to Electoral Services (${mail}), not to this team.`,
              ],
            }
          : {
              p: `Please pay online at ${web(cn.name)}/pay or call ${phone(r)}, quoting invoice number ${inv}. Questions about the penalty itself should be sent to Electoral Services at ${mail}.`,
            },
        fin
          ? {
              p: `If the balance of ${fmtMoney(due)} is not paid by ${D(c, pay)}, the council will take recovery action without further notice. The penalty is recoverable as if it were payable under a county court order, and we may pass the account to our collection agents.`,
            }
          : {
              p: `Please pay the balance outstanding by ${D(c, pay)}. If you have already paid, thank you, and please ignore this reminder.`,
            },
      ],
      closing: 'Yours faithfully',
      sign: [pick(r, ['Income Recovery Team', 'Sundry Debt Team']), cn.name],
      slip: {
        title: `Remittance advice - ${cn.name}`,
        rows: [
          ['Invoice number', inv],
          ['Customer number', cust],
          ['Amount due', fmtMoney(due)],
        ],
      },
      footer: [
        `${cn.name}. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)} (civil penalties are outside the scope of VAT).`,
      ],
    };
    return {
      spec,
      truth: truth(cn.name, due, inv, 'normal', fin ? 3 : 2, fin ? 'final_demand' : 'reminder', c, pay),
    };
  }

  // The council's collection agency.
  const ag = company(r, ['Collection Services', 'Credit Management', 'Debt Recovery', 'Recoveries']);
  const ref = pick(r, [
    `${r.letters(3, 'CKMRV')}${r.digits(7)}`,
    `${r.digits(2)}-${r.digits(6)}`,
    `A${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const clientRef = r.chance(0.5) ? `81${r.digits(8)}` : pn;
  const second = r.chance(0.5);
  const first = addDays(c.date, -r.int(18, 30));
  const pay = addDays(c.date, 14);
  const owe = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
    sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: owe ? { label: 'Balance due', amount: fmtMoney(due), note: `Client: ${cn.name}` } : undefined,
    panel: [
      ['Our reference', ref],
      ...(owe ? [] : ([['Client', cn.name]] as [string, string][])),
      ['Client reference', clientRef],
      ['Date', D(c, c.date)],
    ],
    panelStacked: !owe && r.chance(0.5),
    panelBoxed: r.chance(0.5),
    title: second
      ? pick(r, ['Second letter - balance still outstanding', 'Our letter remains unanswered'])
      : pick(r, [`${cn.name}: electoral registration penalty`, 'Notice of instruction']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: second
          ? `We wrote to you on ${D(c, first)} about the unpaid civil penalty that ${cn.name} has asked us to collect. We have not received payment or heard from you.`
          : `${cn.name} has instructed us to collect the civil penalty imposed on you by its Electoral Registration Officer on ${D(c, pnDate)} for failing to apply to register to vote when required. The council has told us that the penalty has not been paid${paid ? ' in full' : ''}.`,
      },
      {
        kv: [
          ['Civil penalty', fmtMoney(penalty)],
          ...(paid ? ([['Paid to the council', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
          ['Balance due', fmtMoney(due)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(due)} to us within 14 days, by ${D(c, pay)}, online at ${web(ag.name)} or by phone, quoting our reference ${ref}. No fees or interest have been added. If you cannot pay in full, call us to agree an affordable arrangement.`,
      },
      {
        p: second
          ? `If we do not hear from you, we will return the account to the council with a recommendation that it be recovered through the county court, where a judgment could affect your ability to obtain credit.`
          : `If you believe you do not owe this penalty, please tell us in writing and we will refer your comments to the council.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Client Services Team']), ag.name],
    footer: [regLine(ag.name, r)],
  };
  return {
    spec,
    truth: truth(ag.name, due, ref, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W254 Private dental / clear-aligner treatment
// ------------------------------------------------------------------------------------------------------------

const tooth = (r: Parameters<Family['make']>[0]) => `${pick(r, ['UR', 'UL', 'LR', 'LL'])}${r.int(1, 8)}`;

/** Monthly repayment on a fixed-sum loan (0% APR: the credit divided by the term). */
const monthlyFor = (credit: number, apr: number, term: number) => {
  if (!apr) return round2(credit / term);
  const i = Math.pow(1 + apr / 100, 1 / 12) - 1;
  return round2((credit * i) / (1 - Math.pow(1 + i, -term)));
};

/**
 * Unpaid private treatment: a dental practice (crowns, root canals, implants, bonding) or a clear-aligner clinic
 * (aligners, scans, retainers). The treatment plan items, the deposit and payments on account are printed; distractors
 * are the plan total, the deposit, the treating dentist's GDC number, a CQC provider ID, a membership-plan monthly
 * fee, a prompt-payment discount, an agent's future 15% charge, and for finance the cash price, amount of credit,
 * monthly repayment and the full balance outstanding.
 * - Clinic invoice for the plan balance: stage 1, first_demand. Reminder (refers to the invoice): stage 2, reminder;
 *   a late-payment administration charge already added is part of the amount. Final notice: stage 3, final_demand.
 *   Creditor = the clinic's company (its legal name is printed in the sign-off and the footer even where the
 *   letterhead drops "Ltd"); 'normal' (an overdue invoice from a business). Reference = the invoice number or the
 *   patient account number, whichever the letter asks to be quoted (the other is printed as a distractor).
 * - Patient-finance lender (a regulated fixed-sum loan, clinic named as the retailer): creditor = the lender, 'loan',
 *   reference = the agreement number. First missed payment: stage 1, first_demand; later arrears letter that refers to
 *   its earlier letter: stage 2, reminder; CCA default notice: stage 3, default_notice, amount = the amount required
 *   to remedy the breach (the arrears), not the balance that would become due on termination nor default sums
 *   listed separately.
 * - Collection agency for the clinic (balance + a collection charge already added) or for the lender (balance after
 *   termination): creditor = the agency, 'debt_collection', debt_recovery, stage 1 or 2; reference = its own.
 */
const dentalTreatment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const aligner = r.chance(0.35);
  const clinic = company(
    r,
    aligner
      ? ['Aligners', 'Smile Aligners', 'Aligner Clinic']
      : ['Dental Care', 'Dental Studio', 'Dental Implant Clinic', 'Smile Clinic', 'Dental Practice'],
    pick(r, [' Ltd', ' Limited']),
  );
  const trading = clinic.name.replace(/ (Ltd|Limited)$/, '');
  const yy = String(c.date.getUTCFullYear()).slice(2);
  // The treatment plan
  const pool: [string, number, number][] = aligner
    ? [
        ['3D scan, photographs and treatment planning', 120, 290],
        [
          `Clear aligner treatment, ${pick(r, ['upper and lower arches', 'upper arch', 'both arches (mild)'])}`,
          1900,
          4200,
        ],
        ['Refinement aligners', 220, 450],
        ['Removable retainers, upper and lower', 180, 290],
        ['Bonded retainer wire', 160, 300],
        ['Whitening add-on with trays', 160, 290],
      ]
    : [
        ['Examination, X-rays and treatment plan', 70, 140],
        [`Root canal treatment, ${tooth(r)}`, 460, 790],
        [`Porcelain crown, ${tooth(r)}`, 595, 895],
        [`Single implant, abutment and crown, ${tooth(r)}`, 2150, 2950],
        [`Composite bonding, ${r.int(4, 8)} teeth`, 900, 1800],
        ['Hygienist appointment', 65, 95],
        [`Bone graft at ${tooth(r)}`, 340, 640],
        [`Porcelain veneers, ${r.int(2, 6)} teeth`, 1600, 4600],
      ];
  const nItems = r.int(2, 4);
  const chosen: [string, number][] = [];
  const idx = new Set<number>();
  // the main treatment (second entry) is always on the plan
  idx.add(1);
  while (idx.size < nItems) idx.add(r.int(0, pool.length - 1));
  for (const i of [...idx].sort((a, b) => a - b)) chosen.push([pool[i][0], r.money(pool[i][1], pool[i][2])]);
  const planTotal = round2(chosen.reduce((t, [, a]) => t + a, 0));
  const deposit = Math.min(pick(r, [250, 300, 500]), Math.round(planTotal * pick(r, [0.1, 0.2, 0.25])));
  const onAccount = r.chance(0.45) ? round2(Math.round(planTotal * pick(r, [0.1, 0.15, 0.25]))) : 0;
  const balance = round2(planTotal - deposit - onAccount);
  const v = pick(r, ['invoice', 'reminder', 'final', 'fin1', 'fin2', 'default', 'agency'] as const);
  const completed = addDays(
    c.date,
    v === 'invoice' ? -r.int(3, 20) : v === 'reminder' ? -r.int(36, 60) : -r.int(70, 150),
  );
  const inv = pick(r, [
    `INV-${r.digits(6)}`,
    `${r.digits(5)}/${yy}`,
    `TP${r.digits(4)}${oOrI(r)}${r.digits(1)}`,
  ]);
  const patient = pick(r, [
    `P${r.digits(6)}`,
    `${c.who.last.slice(0, 3).toUpperCase()}${r.digits(4)}`,
    `PT-${r.digits(5)}`,
  ]);
  const dentist = person(r);
  const gdc = r.digits(6);
  const dentistLine = `Dr ${dentist.first} ${dentist.last} ${aligner ? 'BDS MOrth' : 'BDS'} (GDC ${gdc})`;
  const cqc = `1-${r.digits(10)}`;
  const clinicSub = [
    officeAddress(r),
    `${phone(r)}  ${r.chance(0.5) ? web(clinic.name) : `accounts@${host(clinic.name)}`}`,
  ];
  const planRows: string[][] = [
    ...chosen.map(([k, a]) => [k, fmtMoney(a)]),
    ['Treatment plan total', fmtMoney(planTotal)],
    [`Deposit paid`, `-${fmtMoney(deposit)}`],
    ...(onAccount ? [['Payments on account', `-${fmtMoney(onAccount)}`]] : []),
  ];

  if (v === 'invoice' || v === 'reminder' || v === 'final') {
    const stage = v === 'invoice' ? 1 : v === 'reminder' ? 2 : 3;
    const refIsInv = r.chance(0.6);
    const ref = refIsInv ? inv : patient;
    const refWord = refIsInv ? 'invoice number' : 'patient account number';
    const invDate = addDays(completed, r.int(0, 5));
    const remDate = addDays(invDate, r.int(21, 35));
    const fee = stage > 1 && r.chance(0.5) ? pick(r, [15, 20, 25, 30]) : 0;
    const due = round2(balance + fee);
    const pay = addDays(c.date, stage === 3 ? 7 : 14);
    const discount = stage === 1 && r.chance(0.4) ? pick(r, [20, 25, 40, 50]) : 0;
    const membership = r.chance(0.4) ? pick(r, [12.5, 14.95, 16.5, 19.75]) : 0;
    const layout = r.int(0, 1);
    const agentPct = 15;
    const stmt: Block = {
      grid: [
        ...planRows,
        ...(fee ? [['Late payment administration charge', fmtMoney(fee)]] : []),
        [stage === 1 ? 'Balance due' : stage === 2 ? 'Balance outstanding' : 'Amount now due', fmtMoney(due)],
      ],
      header: [aligner ? 'Your aligner treatment plan' : 'Your treatment plan', 'Fee'],
      widths: [0.74, 0.26],
    };
    const payText = `Pay by card on ${phone(r)} or at reception, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting your ${refWord} ${ref}.`;
    const opening =
      stage === 1
        ? `Thank you for choosing ${trading}. Your ${aligner ? 'aligner treatment' : 'course of treatment'} was completed on ${D(c, completed)}. As agreed when you signed your treatment plan, the balance is payable on completion and is now due.`
        : stage === 2
          ? `We wrote to you on ${D(c, invDate)} with our invoice ${inv} for the balance of your ${aligner ? 'aligner' : 'dental'} treatment, completed on ${D(c, completed)}. We have not yet received payment${fee ? ', and under our payment terms a late payment administration charge has been added' : ''}.`
          : `Despite our invoice of ${D(c, invDate)} and our reminder of ${D(c, remDate)}, the balance of your treatment plan has not been paid and you have not contacted us to discuss it.`;
    const body: Block[] = [
      dear(c),
      { p: opening },
      stmt,
      ...(discount
        ? [
            {
              p: `If you settle in full by ${D(c, addDays(c.date, 7))}, you may deduct a prompt payment discount of ${fmtMoney(discount)}.`,
            },
          ]
        : []),
      stage === 3
        ? {
            boxed: [
              `Unless ${fmtMoney(due)} is received by ${D(c, pay)}, we will pass your account to our debt recovery agents, whose charge of ${agentPct}% (${fmtMoney(round2((due * agentPct) / 100))}) will be added under our terms, or we will issue a claim in the county court without further notice.`,
            ],
          }
        : {
            p: `Please pay ${fmtMoney(due)} by ${D(c, pay)}. ${payText}`,
          },
      ...(stage === 3
        ? [
            { p: payText },
            {
              p: `Until the account is settled we can offer emergency appointments only. If there is a problem with your treatment, please tell us now rather than leaving the balance unpaid.`,
            },
          ]
        : [
            {
              p:
                membership && !aligner
                  ? `Your practice membership plan (${fmtMoney(membership)} a month) covers routine check-ups and hygiene only and is not affected by this ${stage === 1 ? 'invoice' : 'reminder'}.`
                  : `If you would like to spread the cost, please ask us about paying in instalments before the due date.`,
            },
          ]),
    ];
    const spec: Spec = {
      face: c.face,
      head: clinic.head,
      logoMark: r.chance(0.5) ? pick(r, ['rings', 'chevron'] as const) : undefined,
      sub: clinicSub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel:
        layout === 0
          ? [
              [refIsInv ? 'Invoice no.' : 'Patient account', ref],
              [refIsInv ? 'Patient no.' : 'Invoice no.', refIsInv ? patient : inv],
              ['Date', D(c, c.date)],
            ]
          : [],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      refGrid:
        layout === 1
          ? [
              [refIsInv ? 'Invoice number' : 'Patient account', ref],
              [refIsInv ? 'Patient' : 'Invoice', refIsInv ? patient : inv],
              ['Date', D(c, c.date)],
              [stage === 3 ? 'Pay by' : 'Due', D(c, pay)],
            ]
          : undefined,
      owe:
        layout === 0 && stage === 2 && r.chance(0.5)
          ? { label: 'Balance outstanding', amount: fmtMoney(due) }
          : undefined,
      title:
        stage === 1
          ? pick(r, ['Invoice - balance of treatment plan', 'Treatment plan balance now due', 'INVOICE'])
          : stage === 2
            ? pick(r, [
                'Reminder: treatment balance unpaid',
                'Second request for payment',
                'Payment reminder',
              ])
            : pick(r, ['FINAL NOTICE', 'Final notice before debt recovery', 'Final request for payment']),
      titleStyle: stage === 3 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
      body,
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign:
        stage === 1 && r.chance(0.5)
          ? [dentistLine, `for and on behalf of ${clinic.name}`]
          : [...signatory(r, ['Practice Manager', 'Accounts Manager', 'Patient Coordinator']), clinic.name],
      footer: [
        `${regLine(clinic.name, r)} Registered with the Care Quality Commission, provider ID ${cqc}.${stage === 1 ? '' : ` Treating clinician: ${dentistLine}.`}`,
      ],
    };
    return {
      spec,
      truth: truth(
        clinic.name,
        due,
        ref,
        'normal',
        stage,
        stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
        c,
        pay,
      ),
    };
  }

  // Patient finance: a fixed-sum loan for the treatment, clinic named as the retailer.
  const lender = company(
    r,
    ['Patient Finance', 'Treatment Finance', 'Health Finance', 'Medical Finance'],
    pick(r, [' Ltd', ' plc', ' Limited']),
  );
  const agr = pick(r, [
    `${r.letters(2)}${r.digits(8)}`,
    `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`,
    `PF${r.digits(5)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const credit = round2(planTotal - deposit);
  const apr = pick(r, [0, 0, 9.9, 14.9, 19.9]);
  const term = pick(r, apr ? [24, 36, 48, 60] : [10, 12, 18, 24]);
  const monthly = monthlyFor(credit, apr, term);
  const made = Math.max(1, Math.min(term - 5, r.int(2, term - 4)));
  const missed = v === 'fin1' ? 1 : v === 'fin2' ? r.int(2, 3) : v === 'default' ? r.int(2, 5) : r.int(3, 6);
  const lastDue = addDays(c.date, -r.int(6, 20));
  const agrDate = addDays(lastDue, -Math.round((made + missed) * 30.44) - r.int(5, 25));
  const arrears = round2(monthly * missed);
  const left = round2(monthly * (term - made));
  const lenderSub = [
    pick(r, ['Customer Support', 'Collections', 'Financial Support Team']),
    officeAddress(r),
    `${phone(r)}  ${web(lender.name)}`,
  ];

  if (v === 'agency') {
    const forLender = r.chance(0.5);
    const ag = company(r, ['Credit Management', 'Collections', 'Debt Recovery', 'Recovery Services']);
    const ref = pick(r, [
      `${r.letters(2, 'DCRK')}${r.digits(8)}`,
      `${r.digits(3)}/${r.digits(5)}`,
      `R${r.digits(4)}${oOrI(r)}${r.digits(3)}`,
    ]);
    const costs = !forLender && r.chance(0.6) ? round2(balance * 0.15) : 0;
    // after termination the lender claims what is left to repay, less a rebate of interest not yet earned
    const owed = forLender ? round2(left - (apr ? r.money(8, 60) : 0)) : round2(balance + costs);
    const second = r.chance(0.5);
    const earlier = addDays(c.date, -r.int(14, 28));
    const pay = addDays(c.date, 14);
    const client = forLender ? lender.name : clinic.name;
    const clientRef = forLender ? agr : inv;
    const rows: [string, string][] = forLender
      ? [
          ['Original creditor', lender.name],
          ['Agreement number', agr],
          ['Treatment supplied by', trading],
          ['Balance due', fmtMoney(owed)],
        ]
      : [
          ['Client', clinic.name],
          ['Client invoice', inv],
          ['Treatment balance', fmtMoney(balance)],
          ...(costs ? ([['Collection costs (clause 8)', fmtMoney(costs)]] as [string, string][]) : []),
          ['Balance due', fmtMoney(owed)],
        ];
    const grid = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      ...(r.chance(0.4) ? { headBand: true } : { logoMark: pick(r, ['bars', 'chevron'] as const) }),
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      owe: r.chance(0.5) ? { label: 'Balance due', amount: fmtMoney(owed), note: `Quote ${ref}` } : undefined,
      title: second
        ? pick(r, ['We have not heard from you', 'Second notice - balance outstanding'])
        : pick(r, [`Re: ${client}`, 'Your account has been passed to us']),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: second
            ? `We wrote to you on ${D(c, earlier)} about the balance you owe for ${aligner ? 'aligner' : 'dental'} treatment, which ${client} has asked us to recover. You have not paid or contacted us.`
            : forLender
              ? `${lender.name} has terminated your loan agreement for ${aligner ? 'aligner' : 'dental'} treatment at ${trading} after missed repayments, and has instructed us to collect the balance.`
              : `${clinic.name} has instructed us to recover the unpaid balance of your treatment plan, completed on ${D(c, completed)}, after its own reminders went unanswered.`,
        },
        grid ? { grid: rows.map(([k, a]) => [k, a]), widths: [0.42, 0.58] } : { kv: rows },
        {
          p: `Please pay ${fmtMoney(owed)} by ${D(c, pay)}, online at ${web(ag.name)} or by calling ${phone(r)}, quoting our reference ${ref} (not ${forLender ? 'the agreement number' : 'the invoice number'} ${clientRef}). If you cannot pay in full, tell us what you can afford.`,
        },
        {
          p: second
            ? `If we still do not hear from you, we will recommend to our client that it issue a claim in the county court.`
            : `If you dispute this debt, please write to us within 14 days giving your reasons; we will put collection on hold while we check with our client.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [pick(r, ['Collections Team', 'Customer Services']), ag.name],
      footer: [fcaLine(ag.name, r)],
    };
    return {
      spec,
      truth: truth(ag.name, owed, ref, 'debt_collection', second ? 2 : 1, 'debt_recovery', c, pay),
    };
  }

  const agreementKv: [string, string][] = [
    ['Agreement number', agr],
    ['Retailer', trading],
    ['Treatment', pool[1][0]],
    ['Cash price', fmtMoney(planTotal)],
    ['Deposit', fmtMoney(deposit)],
    ['Amount of credit', fmtMoney(credit)],
    ['APR', `${apr.toFixed(1)}%`],
    ['Monthly repayment', `${fmtMoney(monthly)} x ${term}`],
  ];

  if (v === 'default') {
    const remedy = addDays(c.date, r.int(18, 24));
    const dsums = pick(r, [0, 12, 24, 36]);
    const stat = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: lender.head,
      sub: lenderSub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: stat
        ? []
        : [
            ['Agreement number', agr],
            ['Date of notice', D(c, c.date)],
          ],
      panelBoxed: true,
      refGrid: stat
        ? [
            ['Agreement number', agr],
            ['Date of notice', D(c, c.date)],
            ['Remedy by', D(c, remedy)],
          ]
        : undefined,
      title: 'DEFAULT NOTICE',
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        {
          p: `Served under section 87(1) of the Consumer Credit Act 1974. IMPORTANT - YOU SHOULD READ THIS CAREFULLY.`,
        },
        {
          p: `Fixed sum loan agreement regulated by the Consumer Credit Act 1974, made on ${D(c, agrDate)} between ${lender.name} and you, to pay for ${aligner ? 'clear aligner' : 'dental'} treatment supplied by ${trading}.`,
        },
        {
          grid: [
            ['Term of the agreement breached', 'Repayment clause 3'],
            ['Repayments missed', `${missed} x ${fmtMoney(monthly)}`],
            ['Last repayment due', D(c, lastDue)],
            ['Amount required to remedy the breach', fmtMoney(arrears)],
          ],
          widths: [0.6, 0.4],
        },
        ...(r.chance(0.6) ? [{ h: 'Details of the agreement' }, { kv: agreementKv.slice(1) }] : []),
        {
          boxed: [
            `To remedy the breach you must pay ${fmtMoney(arrears)} on or before ${D(c, remedy)}. If you do, no further enforcement action will be taken in respect of the breach.`,
          ],
        },
        {
          p: `If you do not, we may terminate the agreement and demand the balance, which on today's figures would be ${fmtMoney(left)}, and we will report the default to credit reference agencies.${dsums ? ` Default sums of ${fmtMoney(dsums)} have been charged to your account; they are not part of the amount required above.` : ''}`,
        },
        {
          small: `If you have difficulty paying any sum owing under the agreement, you can apply to the court, which may make an order allowing you more time. If you are not sure what to do, get help as soon as possible from a solicitor or a free debt advice service. A copy of the current default information sheet is enclosed.`,
        },
      ],
      sign: [...signatory(r, ['Collections Manager', 'Head of Customer Support']), lender.name],
      footer: [fcaLine(lender.name, r)],
    };
    return { spec, truth: truth(lender.name, arrears, agr, 'loan', 3, 'default_notice', c, remedy) };
  }

  // fin1 / fin2: the lender's arrears letters
  const stage = v === 'fin1' ? 1 : 2;
  const fee = r.chance(0.5) ? 12 : 0;
  const feesTotal = stage === 1 ? fee : fee * missed;
  const due = round2(arrears + feesTotal);
  const pay = addDays(c.date, stage === 1 ? 7 : 14);
  const earlier = addDays(lastDue, -r.int(22, 26));
  const useOwe = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: lender.head,
    logoMark: pick(r, ['rings', 'bars'] as const),
    sub: lenderSub,
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    owe: useOwe
      ? { label: 'Amount overdue', amount: fmtMoney(due), note: `Please pay by ${D(c, pay)}` }
      : undefined,
    panel: [
      ['Agreement no.', agr],
      // a long clinic name would run into its label; it is named in the letter anyway
      ...(trading.length <= 26 ? ([['Retailer', trading]] as [string, string][]) : []),
      ['Date', D(c, c.date)],
    ],
    panelStacked: !useOwe && r.chance(0.5),
    title:
      stage === 1
        ? pick(r, ['We did not receive your repayment', 'Missed repayment on your treatment loan'])
        : pick(r, ['Your account is in arrears', 'Arrears on your treatment finance']),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p:
          stage === 1
            ? `Your Direct Debit of ${fmtMoney(monthly)} due on ${D(c, lastDue)} for the loan that paid for your treatment at ${trading} was returned unpaid by your bank.${fee ? ` A returned payment fee of ${fmtMoney(fee)} has been added, as set out in your agreement.` : ''}`
            : `We wrote to you on ${D(c, earlier)} after a repayment was missed on the loan for your treatment at ${trading}. You have now missed ${missed} monthly repayments and your account is in arrears. A Notice of Sums in Arrears is enclosed, as the Consumer Credit Act 1974 requires.`,
      },
      {
        kv: [
          [stage === 1 ? 'Missed repayment' : `Missed repayments (${missed})`, fmtMoney(arrears)],
          ...(feesTotal ? ([['Fees added', fmtMoney(feesTotal)]] as [string, string][]) : []),
          ['Amount overdue', fmtMoney(due)],
          ['Balance left to repay (not due now)', fmtMoney(left)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(due)} by ${D(c, pay)} through your online account at ${web(lender.name)} or by phone, quoting agreement number ${agr}. Your next repayment of ${fmtMoney(monthly)} will be collected as usual.`,
      },
      ...(r.chance(0.5) ? [{ kv: agreementKv.slice(3) }] : []),
      {
        small: `${trading} is the retailer that introduced this agreement; ${lender.name} is the lender. Please contact us, not the clinic, about your repayments. Missed payments may be reported to credit reference agencies. Free debt advice is available from independent services.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Customer Support Team', lender.name],
    footer: [fcaLine(lender.name, r)],
  };
  return {
    spec,
    truth: truth(lender.name, due, agr, 'loan', stage, stage === 1 ? 'first_demand' : 'reminder', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W255 Park home pitch fee arrears
// ------------------------------------------------------------------------------------------------------------

const firstOf = (d: Date, back: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
const monthYear = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const monthShort = (d: Date) => `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;

/**
 * A residential park home site owner chasing a resident's pitch fee arrears and recharged water and sewerage and gas,
 * with the year's pitch fee review (old monthly fee, CPI, reviewed fee, the date the review form was served) printed
 * on the page. Either whole months were not paid, or the resident agreed the reviewed fee but kept paying the old
 * amount by standing order (a shortfall each month). Distractors: the old and new monthly pitch fee, the CPI rate, the
 * next month's fee not yet due, meter readings, the pitch number, the site licence number, the client's account
 * reference on a solicitors' letter, future court fees and costs.
 * - Site owner's statement of arrears: stage 1, first_demand. Reminder that refers to the statement: stage 2,
 *   reminder. Final notice (a county court claim; or, in England, notice to remedy the breach and a county court
 *   application to end the agreement under the Mobile Homes Act 1983; in Wales, an application to the Residential
 *   Property Tribunal under the Mobile Homes (Wales) Act 2013): stage 3, final_demand. Creditor = the site owner's
 *   company (the park's name is a trading name); 'normal' (an ordinary overdue sum owed to a business; the README has
 *   no rent type). Reference = the pitch account reference the letter asks to be quoted. Amount = the arrears now
 *   due, including any contractual interest already charged.
 * - The site owner's solicitors' letter before claim (Pre-Action Protocol for Debt Claims): creditor = the law firm
 *   that writes and asks to be paid into its client account; 'debt_collection'; stage 3, letter_of_claim; reference =
 *   the firm's own reference; amount = the arrears plus the interest claimed to date.
 */
const parkHomePitchFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const v = pick(r, ['statement', 'reminder', 'final', 'final', 'solicitors'] as const);
  const owner = company(
    r,
    ['Park Homes', 'Residential Parks', 'Parks', 'Park Estates'],
    pick(r, [' Ltd', ' Limited']),
  );
  const park = `${place(r)} ${pick(r, ['Park', 'Residential Park', 'Park Homes Estate', 'Country Park'])}`;
  const wales = r.chance(0.3);
  const pitch = r.int(1, 148);
  const lane = pick(r, [
    'The Avenue',
    'Beech Walk',
    'Orchard Way',
    'Lakeside',
    'Meadow Drive',
    'Kingfisher Close',
  ]);
  const recipient = [fullName(c.who), `${pitch} ${lane}`, park, c.addr[2], c.addr[3]];
  const initials = park
    .split(' ')
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const acc = pick(r, [
    `${initials}/${String(pitch).padStart(3, '0')}`,
    `${initials}${pitch}-${r.digits(4)}`,
    `PH${r.digits(5)}`,
    `${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
  ]);
  const licence = `${pick(r, ['SL', 'CSL', 'PHL'])}/${r.digits(3)}`;
  // The pitch fee review
  const reviewBack = r.int(2, 7);
  const review = firstOf(c.date, reviewBack);
  const served = addDays(review, -r.int(32, 60));
  const oldFee = r.money(148, 262);
  const cpi = pick(r, [1.7, 2.2, 2.6, 3.0, 3.4, 3.8, 4.1]);
  const newFee = round2(oldFee * (1 + cpi / 100));
  const reviewLine = `Pitch fee review: from ${D(c, review)} your pitch fee went up from ${fmtMoney(oldFee)} to ${fmtMoney(newFee)} a month, the increase in the Consumer Prices Index (${cpi.toFixed(1)}%), as set out in the Pitch Fee Review Form served on ${D(c, served)}.`;
  // The arrears
  const shortfall = r.chance(0.35);
  const late = v === 'final' || v === 'solicitors';
  const rows: string[][] = [];
  let total = 0;
  const add = (k: string, d: Date, a: number) => {
    rows.push([k, D(c, d), a < 0 ? `-${fmtMoney(-a)}` : fmtMoney(a)]);
    total = round2(total + a);
  };
  let agreed: Date | undefined;
  if (shortfall) {
    agreed = addDays(served, r.int(7, 20));
    const months = reviewBack; // every month since the review, this one included
    add(
      `Pitch fees ${monthShort(review)} - ${monthShort(firstOf(c.date, 0))} (${months + 1} x ${fmtMoney(newFee)})`,
      review,
      round2(newFee * (months + 1)),
    );
    add(
      `Standing order received (${months + 1} x ${fmtMoney(oldFee)})`,
      firstOf(c.date, 0),
      -round2(oldFee * (months + 1)),
    );
    const olderMissed = late ? r.int(1, 2) : 0;
    for (let i = reviewBack + olderMissed; i > reviewBack; i--) {
      const m = firstOf(c.date, i);
      add(`Pitch fee ${monthYear(m)}`, m, oldFee);
    }
  } else {
    const n = late ? r.int(3, 5) : r.int(2, 4);
    for (let i = n - 1; i >= 0; i--) {
      const m = firstOf(c.date, i);
      add(`Pitch fee ${monthYear(m)}`, m, m.getTime() >= review.getTime() ? newFee : oldFee);
    }
  }
  const qEnd = firstOf(c.date, r.int(1, 3));
  add(
    `Water and sewerage, quarter to ${D(c, addDays(qEnd, -1))}`,
    addDays(qEnd, r.int(6, 14)),
    r.money(38, 135),
  );
  const gasPrev = r.int(1200, 9800);
  const gasUse = r.int(40, 260);
  if (r.chance(0.7))
    add(
      `${pick(r, ['Gas (metered)', 'LPG (metered)'])}, reading ${gasPrev} to ${gasPrev + gasUse}`,
      addDays(firstOf(c.date, 1), r.int(3, 12)),
      round2(gasUse * pick(r, [0.62, 0.74, 0.88]) + r.money(5, 18)),
    );
  if (!shortfall && r.chance(0.4))
    add(
      'Payment received - thank you',
      addDays(firstOf(c.date, 1), r.int(8, 20)),
      -round2(Math.floor(oldFee * pick(r, [0.5, 0.75]))),
    );
  if (late && r.chance(0.5))
    add('Interest on late pitch fees (express term 3)', addDays(c.date, -r.int(1, 5)), r.money(3, 24));
  const arrears = total;
  const nextFee = firstOf(c.date, -1);
  const tel = phone(r);
  const parkOffice = officeAddress(r);
  const ownerSub = [
    `${park} - Park Office`,
    parkOffice,
    `${tel}  ${r.chance(0.5) ? web(owner.name) : `accounts@${host(owner.name)}`}`,
  ];
  const statementGrid: Block = {
    grid: [...rows, [v === 'statement' ? 'Arrears now due' : 'Total arrears', '', fmtMoney(arrears)]],
    header: ['Pitch account', 'Due', 'Amount'],
    widths: [0.56, 0.24, 0.2],
  };
  const utilityNote = `Water and sewerage are recharged at the water company's own rates under the Water Resale Order 2006, and gas at no more than the maximum resale price; readings are taken on the last day of each quarter.`;
  const shortfallText = shortfall
    ? ` You agreed the reviewed pitch fee in writing on ${D(c, agreed!)}, but your standing order is still paying the old amount of ${fmtMoney(oldFee)}, so a shortfall builds up every month.`
    : '';

  if (v === 'solicitors') {
    const [a, b] = [person(r).last, person(r).last];
    const firm = pick(r, [
      `${a} ${b} LLP`,
      `${a} & ${b} Solicitors LLP`,
      `${a} ${b === a ? 'Lomax' : b} Solicitors`,
    ]);
    const ourRef = pick(r, [
      `${r.letters(3)}/${r.digits(6)}/${r.int(1, 9)}`,
      `PH-${r.digits(5)}${oOrI(r)}`,
      `${r.letters(2)}.${r.digits(4)}.${r.digits(3)}`,
    ]);
    const interest = round2(arrears * 0.08 * (r.int(30, 120) / 365));
    const claim = round2(arrears + interest);
    const pay = addDays(c.date, 30);
    const withTermination = !wales && r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: r.chance(0.5) ? [firm] : [firm.toUpperCase()],
      sub: [
        pick(r, ['Property Litigation', 'Debt Recovery Department', 'Park Homes Team']),
        officeAddress(r),
        `DX ${r.digits(5)} ${place(r)}   ${phone(r)}`,
      ],
      headAlign: pick(r, ['right', 'center'] as const),
      top: ['BY FIRST CLASS POST'],
      recipient,
      panel: [
        ['Our ref', ourRef],
        ['Your ref', '-'],
        ["Client's account ref", acc],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - pitch fee arrears']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { h: `Re: ${pitch} ${lane}, ${park}` },
        {
          p: `We act for ${owner.name}, the owner of ${park}. Under your pitch agreement and the terms implied by ${wales ? 'the Mobile Homes (Wales) Act 2013' : 'the Mobile Homes Act 1983'} you must pay the pitch fee and the charges for water, sewerage and gas supplied to your home. Our client's statement, enclosed, shows arrears of ${fmtMoney(arrears)}.${shortfallText}`,
        },
        {
          kv: [
            ['Arrears', fmtMoney(arrears)],
            ['Interest at 8% a year to date', fmtMoney(interest)],
            ['Total claimed', fmtMoney(claim)],
          ],
        },
        {
          p: `This letter is sent under the Pre-Action Protocol for Debt Claims. Please pay ${fmtMoney(claim)} within 30 days, by ${D(c, pay)}, to our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), quoting our reference ${ourRef}, or complete and return the enclosed Reply Form. If you need time to get debt advice, say so on the form.`,
        },
        {
          p: `If you do neither, our client intends to issue a claim in the county court for the debt, further interest, the court fee and fixed costs, without further notice.${withTermination ? ' Our client also reserves the right to apply to the court to terminate your agreement for breach, under paragraph 4 of Chapter 2 of Part 1 of Schedule 1 to the Mobile Homes Act 1983.' : ''}`,
        },
        {
          small: `${reviewLine} Your next pitch fee, due on ${D(c, nextFee)}, is not included in the sum claimed. Enclosures: statement of account, Information Sheet, Reply Form, Financial Statement.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). ${firm.endsWith('LLP') ? `A list of members is open to inspection at our registered office. Registered in England and Wales no. OC${r.digits(6)}.` : ''}`,
      ],
    };
    return { spec, truth: truth(firm, claim, ourRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
  }

  const stage = v === 'statement' ? 1 : v === 'reminder' ? 2 : 3;
  const stmtDate = addDays(c.date, -r.int(20, 35));
  const reminderDate = addDays(stmtDate, r.int(10, 16));
  const route = wales ? 'rpt' : pick(r, ['court', 'terminate'] as const);
  // a notice to remedy gives a reasonable time (28 days); a court warning or a reminder 14 days
  const pay = addDays(c.date, stage === 3 && route !== 'court' ? 28 : 14);
  const layout = r.int(0, 2);
  const finalWarning =
    route === 'court'
      ? `If ${fmtMoney(arrears)} is not paid by ${D(c, pay)}, we will issue a claim against you in the county court for the arrears, interest and costs without further notice. A county court judgment may affect your ability to obtain credit.`
      : route === 'terminate'
        ? `This letter is notice requiring you to remedy your breach of the implied term to pay the pitch fee and charges: pay ${fmtMoney(arrears)} by ${D(c, pay)}. If you do not, we may apply to the county court for an order terminating your agreement under paragraph 4 of Chapter 2 of Part 1 of Schedule 1 to the Mobile Homes Act 1983, and seek possession of the pitch.`
        : `This letter is notice requiring you to remedy your breach of the agreement: pay ${fmtMoney(arrears)} by ${D(c, pay)}. If you do not, we may apply to the Residential Property Tribunal for Wales for an order terminating your agreement under the Mobile Homes (Wales) Act 2013.`;
  const opening =
    stage === 1
      ? `Pitch fees are payable monthly in advance on the first day of each month, and recharged water, sewerage and gas within 14 days of our invoice. Our records show the following unpaid on your pitch account.${shortfallText}`
      : stage === 2
        ? `We sent you a statement of your pitch account on ${D(c, stmtDate)}, showing the arrears below. We have not received payment, and you have not been in touch with the park office to arrange to pay.${shortfallText}`
        : `Despite our statement of ${D(c, stmtDate)} and our reminder of ${D(c, reminderDate)}, the arrears on your pitch account have not been paid.${shortfallText}`;
  const body: Block[] = [
    dear(c),
    { p: opening },
    statementGrid,
    ...(stage === 3
      ? [{ boxed: [finalWarning] } as Block]
      : [
          {
            p: `Please pay ${fmtMoney(arrears)} within 14 days, by ${D(c, pay)}. If you are having difficulty, please speak to the park manager: we can agree to take the arrears in instalments alongside your monthly pitch fee.`,
          } as Block,
        ]),
    {
      p: `Pay by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card at the park office, quoting your account reference ${acc}. Your next pitch fee of ${fmtMoney(newFee)}, due on ${D(c, nextFee)}, is not included above.`,
    },
    { small: `${reviewLine} ${stage === 1 ? utilityNote : ''}`.trim() },
  ];
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.5) ? owner.head : [park],
    ...(layout === 2 && r.chance(0.6)
      ? { headBand: true }
      : { logoMark: r.chance(0.5) ? pick(r, ['rings', 'chevron', 'shield'] as const) : undefined }),
    sub: [
      ...(r.chance(0.5) ? ownerSub : [`${park} is owned and managed by ${owner.name}`, ...ownerSub.slice(1)]),
    ],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient,
    panel:
      layout === 1
        ? []
        : [
            ['Account ref', acc],
            ['Pitch', `${pitch}`],
            ['Date', D(c, c.date)],
          ],
    panelBoxed: r.chance(0.5),
    panelStacked: layout === 0 && r.chance(0.4),
    owe:
      layout === 2
        ? { label: stage === 3 ? 'Pay now' : 'Arrears', amount: fmtMoney(arrears), note: `By ${D(c, pay)}` }
        : undefined,
    refGrid:
      layout === 1
        ? [
            ['Account reference', acc],
            ['Pitch no.', `${pitch}`],
            ['Site licence', licence],
            ['Date', D(c, c.date)],
          ]
        : undefined,
    title:
      stage === 1
        ? pick(r, [
            'Statement of pitch account',
            'Pitch fees and charges - arrears statement',
            'STATEMENT OF ACCOUNT',
          ])
        : stage === 2
          ? pick(r, ['Reminder: pitch fee arrears', 'Your pitch account is still in arrears'])
          : pick(r, ['FINAL NOTICE - PITCH FEE ARREARS', 'Final notice: arrears on your pitch account']),
    titleStyle: stage === 3 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, ['Park Manager', 'Accounts Manager', 'Director']),
      `for and on behalf of ${owner.name}`,
    ],
    footer: [`${regLine(owner.name, r)} Site licence ${licence} issued by the local authority.`],
  };
  return {
    spec,
    truth: truth(
      owner.name,
      arrears,
      acc,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

export const FRESH24C_FAMILIES: Family[] = [
  {
    id: 'W253',
    name: 'Electoral registration civil penalty for not registering to vote (ERO penalty notice, reminder, final notice, council income team or collection agency)',
    group: 'public_body',
    make: eroCivilPenalty,
  },
  {
    id: 'W254',
    name: 'Private dental or clear-aligner treatment balance (clinic invoice, reminder, final notice; patient-finance lender arrears or default notice; collection agency)',
    group: 'business',
    make: dentalTreatment,
  },
  {
    id: 'W255',
    name: 'Park home site owner pitch fee, water and gas arrears with the pitch fee review (statement, reminder, final notice or solicitors)',
    group: 'business',
    make: parkHomePitchFees,
  },
];
