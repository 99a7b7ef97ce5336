/**
 * The twenty-fourth fresh set, part b (W259–W261): kinds of letter the corpus does not have yet — a home or motor
 * insurer (premiums paid monthly by Direct Debit straight to the insurer, no premium finance) chasing what is left
 * after missed Direct Debits and the cancellation of the policy, or the insurer's collection agency; a private tutor
 * (a sole trader trading under a business name) or a tuition agency chasing a term's lesson fees, missed-lesson
 * charges and a notice fee; and a council's bereavement services, a town or parish council (burial authority) or a
 * parochial church council chasing burial or cremation fees, a grave purchase (exclusive right of burial) and a
 * memorial permit fee from the family or the executor. Written by a writer who had not read the extractor. Every face
 * is drawn per letter; each family draws its layout per letter (at least two). Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, address, fmtMoney, officeAddress, person, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
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

const MONTH = 30.44;
const months = (d: Date, n: number) => addDays(d, Math.round(n * MONTH));

// ------------------------------------------------------------------------------------------------------------
// W259 Insurer: premiums unpaid after missed Direct Debits and cancellation
// ------------------------------------------------------------------------------------------------------------

/**
 * A home or motor insurer whose customer paid monthly by Direct Debit straight to the insurer (no premium finance
 * company, no credit agreement). Two Direct Debits were returned unpaid, the insurer cancelled the policy, and it now
 * asks for the premium for the time the policy was on cover (pro rata to the day of cancellation), less the
 * instalments received, plus the cancellation fee in its terms (and sometimes returned-payment charges). Four letters:
 *   - the cancellation notice with the balance (stage 1, kind first_demand): it tells the customer the Direct Debits
 *     were returned by the bank and the policy has been cancelled; it refers to no earlier letter about the arrears.
 *     Open choice: a cancellation of an insurance policy is not the "termination demand" of a credit agreement in the
 *     README's sense (there is no credit here); it is the insurer's first demand for the balance, followed by a
 *     reminder and a final notice, so stage 1.
 *   - the reminder ("we wrote to you on …", stage 2, kind reminder);
 *   - the final notice before the account goes to a named collection agency (stage 3, kind final_demand);
 *   - the insurer's collection agency's own letter (README on-behalf rule: creditor = the agency, 'debt_collection',
 *     kind debt_recovery; stage 1 when it is the agency's first letter, 2 when it says it wrote before). There the
 *     policy number is the client's reference; the agency's own reference is the one to quote.
 * Insurer letters: creditor = the insurer's legal name as printed in its letterhead/sign-off/footer; debtType
 * 'normal' (an ordinary overdue sum owed to a business: the premium is not credit). The letter asks the customer to
 * quote the policy number, so that is the accountNumber; the customer number, vehicle registration, masked bank
 * account and the insurer's own bank account are not. Amount = the balance now due; the annual premium, the monthly
 * instalment, the excess, the agency's possible future charges and a minimum instalment are not it.
 * Layouts (insurer letters): a plain letter with a reference panel and a ruled breakdown; a notice with a dark
 * letterhead band, an amount box and a row of reference cells; a two-column letter with a tear-off payment slip.
 */
const insurerCancelledPremium: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const motor = r.chance(0.5);
  const ins = company(
    r,
    motor
      ? ['Motor Insurance', 'Car Insurance', 'Insurance Services']
      : ['Home Insurance', 'Household Insurance', 'Insurance'],
    pick(r, [' Ltd', ' plc', ' Limited']),
  );
  const brand = ins.name.replace(/ (Ltd|plc|Limited)$/, '');
  const mode = r.int(0, 3); // 0 cancellation notice, 1 reminder, 2 final notice, 3 agency
  const policy = pick(r, [
    () => `${motor ? 'MTR' : 'HHD'}${r.digits(7)}`,
    () => `P${oOrI(r)}${r.digits(7)}`,
    () => `${r.letters(2, 'HMPQ')}-${r.digits(6)}-${r.digits(2)}`,
    () => `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
  ])();
  const custNo = r.chance(0.5) ? r.digits(8) : `CU${r.digits(6)}`;
  const annual = motor ? r.money(420, 1650) : r.money(160, 720);
  const monthly = round2(annual / 12);
  const paidN = r.int(1, 7);
  const missed = 2;
  const onCover = Math.round(MONTH * (paidN + missed - 1)) + r.int(12, 26);
  // Letter date chain: cancelled -> (notice) -> reminder -> final
  const lag =
    mode === 0 ? r.int(1, 5) : mode === 1 ? r.int(18, 26) : mode === 2 ? r.int(40, 55) : r.int(50, 90);
  const cancelled = addDays(c.date, -lag);
  const start = addDays(cancelled, -onCover);
  const dd1 = months(start, paidN);
  const dd2 = months(start, paidN + 1);
  const noticeDate = addDays(cancelled, r.int(1, 4));
  const reminderDate = addDays(noticeDate, r.int(18, 24));
  const proRata = round2((annual * onCover) / 365);
  const paid = round2(monthly * paidN);
  const cancFee = pick(r, [25, 30, 35, 40, 45, 50, 55]);
  const rtnFee = r.chance(0.5) ? pick(r, [10, 12, 15]) : 0;
  const balance = round2(proRata - paid + cancFee + rtnFee * missed);
  const vrmText = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const risk = motor ? `Vehicle: ${vrmText}` : `Property: ${address(r).slice(0, 2).join(', ')}`;
  const bankMask = `****${r.digits(4)}`;
  const excess = motor ? pick(r, [250, 350, 400, 500]) : pick(r, [100, 150, 250, 350]);
  let agency = company(r, ['Credit Management', 'Collections', 'Recoveries'], ' Ltd');
  while (agency.name.split(' ')[0] === ins.name.split(' ')[0])
    agency = company(r, ['Credit Management', 'Collections', 'Recoveries'], ' Ltd');
  const amtLabel = pick(r, ['Balance outstanding', 'Amount now due', 'Total now due', 'Balance to pay']);
  const product = motor
    ? 'car insurance'
    : pick(r, ['home insurance', 'buildings and contents insurance', 'contents insurance']);
  const rows: string[][] = [
    [`Premium on cover ${D(c, start)} to ${D(c, cancelled)}`, fmtMoney(proRata)],
    [`Less ${paidN} monthly instalment${paidN > 1 ? 's' : ''} received`, `-${fmtMoney(paid)}`],
    ['Cancellation fee (policy terms, section 9)', fmtMoney(cancFee)],
    ...(rtnFee
      ? [[`Returned Direct Debit charges (${missed} x ${fmtMoney(rtnFee)})`, fmtMoney(rtnFee * missed)]]
      : []),
    [amtLabel, fmtMoney(balance)],
  ];
  const returned = `Your Direct Debits of ${fmtMoney(monthly)} due on ${D(c, dd1)} and ${D(c, dd2)} were returned unpaid by your bank (reason: "${pick(r, ['Refer to payer', 'Instruction cancelled by payer', 'No instruction'])}").`;
  const safety = motor
    ? `You are no longer insured to drive ${vrmText}. We have told the Motor Insurance Database that the policy has ended, and driving without insurance is a criminal offence.`
    : product === 'contents insurance'
      ? `Your belongings are no longer insured against theft, fire, flood or accidental damage, so please arrange new cover straight away.`
      : `Your home and belongings are no longer insured. If you have a mortgage, your lender will expect buildings cover to be in place, so please arrange new cover straight away.`;

  // --- the collection agency's own letter ---
  if (mode === 3) {
    const ref = pick(r, [
      () => `${r.letters(2, 'DCRM')}${r.digits(7)}`,
      () => `${r.digits(6)}/${r.letters(3, 'IKOH')}`,
      () => `${r.digits(3)}-${r.digits(4)}-${oOrI(r)}${r.digits(2)}`,
    ])();
    const stage: 1 | 2 = r.chance(0.5) ? 1 : 2;
    const prior = addDays(c.date, -r.int(16, 28));
    const office = officeAddress(r);
    const pay = addDays(c.date, 14);
    const min = pick(r, [10, 15, 20, 25]);
    const future = pick(r, [15, 20]);
    const spec: Spec = {
      face: c.face,
      head: agency.head,
      sub: [office, `${phone(r)}  ${web(agency.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.6) ? `Return address: ${agency.name}, ${office}` : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our ref', ref],
        ['Client', brand],
        ['Client ref', policy],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title:
        stage === 1
          ? pick(r, ['Unpaid insurance premium', `Your account with ${brand}`, 'Notice of debt'])
          : pick(r, [
              'Unpaid insurance premium - we have not heard from you',
              'Second letter: unpaid premium',
            ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p:
            stage === 1
              ? `${ins.name} has asked us to collect the money owed on your ${product} policy ${policy}, which they cancelled on ${D(c, cancelled)} after your monthly Direct Debits were not paid. They have given us the following figures.`
              : `We wrote to you on ${D(c, prior)} about the money owed to ${ins.name} on your cancelled ${product} policy ${policy}, but we have not received a payment or heard from you.`,
        },
        { grid: rows, header: ['Cancelled policy account', 'Amount'], widths: [0.74, 0.26] },
        {
          p: `Please pay ${fmtMoney(balance)} within 14 days, by ${D(c, pay)}, or call us to agree how you will pay. If you cannot pay in full, we can usually accept instalments from ${fmtMoney(min)} a month. We have not added any charges of our own.`,
        },
        {
          kv: [
            ['Online', `${web(agency.name)}/pay`],
            ['Phone', `${phone(r)} (Mon-Fri 8am-8pm)`],
            ['Bank', `Sort code ${sortCode(r)}  Account ${r.digits(8)}`],
            ['Quote', ref],
          ],
        },
        {
          p:
            stage === 1
              ? `If you think you do not owe this, or you have already paid ${brand}, tell us within 14 days and we will put the account on hold while we check with them. Please pay us, not ${brand}.`
              : `If we do not hear from you, ${brand} may ask us to return the account so that they can consider court action, which could add court fees and costs of up to ${future}% of the balance.`,
        },
        {
          small: `Free, independent debt advice is available from debt advice charities. This letter is about a debt owed to ${ins.name}; ${agency.name} is acting on their behalf.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Customer Account Manager']), agency.name],
      footer: [fcaLine(agency.name, r)],
    };
    return {
      spec,
      truth: truth(agency.name, balance, ref, 'debt_collection', stage, 'debt_recovery', c, pay),
    };
  }

  // --- the insurer's own letters ---
  const stage: 1 | 2 | 3 = mode === 0 ? 1 : mode === 1 ? 2 : 3;
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const title =
    mode === 0
      ? pick(r, [
          'Notice of cancellation',
          'Your policy has been cancelled',
          'CANCELLATION NOTICE - BALANCE OUTSTANDING',
        ])
      : mode === 1
        ? pick(r, [
            'Reminder: your cancelled policy',
            'Payment reminder',
            'Money still owed on your cancelled policy',
          ])
        : pick(r, ['FINAL NOTICE', 'Final notice before debt recovery', 'Final demand - cancelled policy']);
  const opening =
    mode === 0
      ? `${returned} Because your premiums have not been paid, we have cancelled your ${product} policy with effect from 00:01 on ${D(c, cancelled)}, as your policy terms allow.`
      : mode === 1
        ? `We wrote to you on ${D(c, noticeDate)} to tell you that your ${product} policy had been cancelled on ${D(c, cancelled)} because your Direct Debits were not paid, and that ${fmtMoney(balance)} was still owed. We have not yet received this payment.`
        : `Despite our letters of ${D(c, noticeDate)} and ${D(c, reminderDate)}, the balance on your cancelled ${product} policy has not been paid and you have not contacted us.`;
  const why = `You were covered for ${onCover} days, from ${D(c, start)} until the policy ended, so the premium for that time is payable, together with the fees set out in your policy terms. Your annual premium was ${fmtMoney(annual)} (including Insurance Premium Tax), paid as 12 monthly instalments of ${fmtMoney(monthly)}.`;
  const ask =
    stage === 3
      ? `Please pay ${fmtMoney(balance)} by ${D(c, pay)}. If we do not receive it, we will pass your account to our collection agents, ${agency.name}, without further notice. They may contact you by letter and telephone and we may take court action to recover the debt.`
      : `Please pay ${fmtMoney(balance)} within 14 days, by ${D(c, pay)}. We will not collect it by Direct Debit: the Direct Debit instruction has been cancelled.`;
  const payHow = `Pay online at ${web(brand)}/payments, by phone on ${phone(r)} or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote your policy number ${policy}.`;
  const help = `If you are struggling to pay, please call us: we can agree a plan to pay the balance over a few months. Free debt advice is also available from independent advice charities.`;
  const sign = [
    ...signatory(r, ['Credit Control Team Leader', 'Customer Accounts Manager', 'Head of Credit Control']),
    ins.name,
  ];
  const footer = [
    `${ins.name} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  const layout = r.int(0, 2);
  const subLines = [
    pick(r, ['Credit Control', 'Customer Accounts', 'Policy Services']),
    officeAddress(r),
    `${phone(r)}  ${web(brand)}`,
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: ins.head,
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Policy number', policy],
        ['Customer number', custNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        ...(mode === 0 ? [{ p: safety }] : []),
        { p: why },
        { grid: rows, header: ['Your cancelled policy', 'Amount'], widths: [0.74, 0.26] },
        { p: ask },
        { p: payHow },
        ...(r.chance(0.5) ? [{ small: help }] : []),
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: ins.head.length > 1 ? [ins.head.join(' ')] : ins.head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: subLines,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: amtLabel, amount: fmtMoney(balance), note: `Please pay by ${D(c, pay)}` },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Policy number', policy],
        ['Customer no.', custNo],
        ['Cancelled from', D(c, cancelled)],
        motor ? ['Vehicle', vrmText] : ['Policy type', product[0].toUpperCase() + product.slice(1, -10)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            [`Premium on cover (${onCover} days):`, fmtMoney(proRata)],
            ['Instalments received:', `-${fmtMoney(paid)}`],
            ['Cancellation fee:', fmtMoney(cancFee)],
            ...(rtnFee
              ? ([['Returned payment charges:', fmtMoney(rtnFee * missed)]] as [string, string][])
              : []),
            [`${amtLabel}:`, fmtMoney(balance)],
          ],
        },
        { p: ask },
        { p: payHow },
        {
          small: `${mode === 0 ? safety + ' ' : ''}Your policy excess of ${fmtMoney(excess)} and your no claims discount are not affected by this notice. Direct Debits were taken from the account ending ${bankMask}. ${help}`,
        },
      ],
      closing: r.chance(0.5) ? 'Yours faithfully' : undefined,
      sign: ['Credit Control', ins.name],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: ins.head,
      logo: r.chance(0.5),
      sub: subLines,
      headAlign: pick(r, ['center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Policy no.', policy],
        ['Date', D(c, c.date)],
        ...(motor ? ([['Vehicle', vrmText]] as [string, string][]) : []),
      ],
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          cols: [`What has happened. ${opening}`, `What you need to do. ${ask}`],
        },
        {
          table: [
            ['Premium for the time on cover', fmtMoney(proRata)],
            [`Instalments received (${paidN})`, `-${fmtMoney(paid)}`],
            ['Cancellation fee', fmtMoney(cancFee)],
            ...(rtnFee
              ? ([['Returned Direct Debit charges', fmtMoney(rtnFee * missed)]] as [string, string][])
              : []),
            [amtLabel, fmtMoney(balance)],
          ],
          header: [risk, 'Amount'],
        },
        { p: payHow },
      ],
      closing: 'Yours sincerely',
      sign,
      slip: {
        title: `Payment slip - ${ins.name}`,
        rows: [
          ['Policy number', policy],
          ['Customer number', custNo],
          [amtLabel, fmtMoney(balance)],
        ],
      },
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      ins.name,
      balance,
      policy,
      'normal',
      stage,
      mode === 0 ? 'first_demand' : mode === 1 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W260 Private tutor or tuition agency: unpaid lesson fees
// ------------------------------------------------------------------------------------------------------------

/**
 * A private tutor working as a sole trader under a business name ("Dr Priya Osei, trading as Fenmoor Maths Tuition")
 * or a tuition agency (a limited company that places a named tutor with the family) chasing a term's lessons, lessons
 * missed without the 24 or 48 hours' notice the terms require (charged in full or at half rate), a fee in lieu of
 * notice when lessons stopped without notice, materials and sometimes a late payment fee, less anything paid.
 * Letters: the term's invoice (stage 1, first_demand, pay by its due date); a reminder that says the tutor wrote or
 * e-mailed before (stage 2, reminder); a final notice (stage 3, final_demand); a letter before claim under the
 * Pre-Action Protocol for Debt Claims, with small-claims wording and 30 days to pay or reply (stage 3,
 * letter_of_claim). debtType 'normal' (an ordinary overdue invoice from a business).
 * Open choice (creditor): for the sole trader the letterhead prints the business name and the sign-off prints the
 * tutor's own name with "trading as" the business name; creditorName = the business name as printed in the letterhead
 * (the organisation demanding payment; the tutor's personal name is the person behind it). For the agency, the agency
 * company (its registered name in the sign-off/footer), not the tutor who taught the lessons.
 * accountNumber = the invoice number the letter asks to be quoted; the agency's family account number, the student's
 * name, the tutor's bank account and phone numbers are not it. Amount = the total now due; the hourly rate, a single
 * fee line, the future court fee and interest, and a settlement offer for prompt payment are not it.
 * Layouts: an invoice (reference cells, a dated lesson grid, an amount box, bank details); a letter with a reference
 * panel and a ruled table; a notice with an amount box beside the address and two columns.
 */
const tuitionFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const agencyMode = r.chance(0.4);
  const subj = pick(r, [
    'Maths',
    'English',
    'Science',
    '11+',
    'GCSE',
    'Piano',
    'Violin',
    'Guitar',
    'Chemistry',
  ]);
  const music = ['Piano', 'Violin', 'Guitar'].includes(subj);
  const tutor = person(r);
  const tutorName = `${tutor.first} ${tutor.last}`;
  let creditor: string;
  let head: string[];
  let sub: string[];
  let signLines: string[];
  let footer: string[];
  const agency = company(r, ['Tutors', 'Tuition', 'Tutoring Agency', 'Home Tutors', 'Learning'], ' Ltd');
  const email = (n: string) => `${pick(r, ['accounts', 'hello', 'office'])}@${host(n)}`;
  if (agencyMode) {
    creditor = agency.name;
    head = agency.head;
    sub = [officeAddress(r), `${phone(r)}  ${email(agency.name)}`];
    signLines = [...signatory(r, ['Accounts Manager', 'Director', 'Office Manager']), agency.name];
    footer = [regLine(agency.name, r)];
  } else {
    const trade = `${pick(r, [place(r), place(r), agency.name.split(' ')[0]])} ${subj} ${pick(r, music ? ['Lessons', 'Tuition', 'School of Music'] : ['Tuition', 'Tutoring', 'Tutors'])}`;
    creditor = trade;
    head = r.chance(0.25) ? [trade.toUpperCase()] : [trade];
    sub = [
      pick(r, [
        `Proprietor: ${tutor.title === 'Dr' ? 'Dr ' : ''}${tutorName}`,
        `${tutorName}${music ? ' LRSM' : ' BSc PGCE'} - qualified ${music ? 'music' : 'private'} tutor`,
      ]),
      address(r).slice(0, 2).join(', ') + `, ${address(r)[3]}`,
      `07700 900${r.digits(3)}  ${email(trade)}`,
    ];
    signLines = [tutorName, `trading as ${trade}`];
    footer = [
      `${trade} is the trading name of ${tutorName}, a sole trader${r.chance(0.5) ? '. Not registered for VAT' : ''}. Terms of business were sent with the booking confirmation.`,
    ];
  }
  const mode = r.int(0, 3); // 0 invoice, 1 reminder, 2 final notice, 3 letter before claim
  const student = `${pick(r, ['Ava', 'Leo', 'Mia', 'Noah', 'Zara', 'Ethan', 'Isaac', 'Poppy', 'Ruby', 'Sami'])} ${c.who.last}`;
  const year = music
    ? `Grade ${r.int(1, 6)}`
    : subj === '11+'
      ? pick(r, ['Year 5', 'Year 6'])
      : subj === 'GCSE'
        ? pick(r, ['Year 10', 'Year 11'])
        : pick(r, ['Year 6', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13']);
  const len = pick(r, [45, 60, 60, 90]);
  const rate = round2((agencyMode ? r.int(38, 72) : r.int(26, 58)) * (len / 60));
  const nLessons = r.int(6, 12);
  const lessons = round2(rate * nLessons);
  const missedN = r.int(1, 3);
  const missedHalf = r.chance(0.4);
  const missedFee = round2(missedN * rate * (missedHalf ? 0.5 : 1));
  const notice = r.chance(0.55);
  const noticeWeeks = pick(r, [2, 4]);
  const noticeFee = notice ? round2(rate * noticeWeeks) : 0;
  const materials = r.chance(0.45) ? r.money(8, 42) : 0;
  const deposit = r.chance(0.4) ? pick(r, [50, 60, 80, 100]) : 0;
  const lateFee = mode >= 2 && r.chance(0.5) ? pick(r, [10, 15, 20, 25]) : 0;
  const total = round2(lessons + missedFee + noticeFee + materials - deposit + lateFee);
  const inv = pick(r, [
    () => `INV-${r.digits(4)}`,
    () => `${r.int(24, 25)}-${r.digits(3)}`,
    () => `${tutor.first[0]}${tutor.last[0]}${r.digits(3)}`,
    () => `T${oOrI(r)}${r.digits(4)}`,
    () => `${r.letters(2, 'TLH')}/${r.digits(5)}`,
  ])();
  const famAcc = `FAM${r.digits(5)}`;
  const invDate = mode === 0 ? c.date : addDays(c.date, -(mode === 1 ? r.int(24, 35) : r.int(50, 75)));
  const due = mode === 0 ? addDays(c.date, pick(r, [7, 14])) : addDays(invDate, 14);
  const termStart = addDays(invDate, -(7 * (nLessons + missedN) + r.int(3, 12)));
  const termEnd = addDays(termStart, 7 * (nLessons + missedN) - 1);
  const remind = addDays(due, r.int(5, 12));
  const remind2 = addDays(remind, r.int(12, 20));
  const sm = invDate.getUTCMonth();
  const termName = sm >= 8 ? 'Autumn term' : sm <= 2 ? 'Spring term' : 'Summer term';
  const when = pick(r, ['Tuesdays', 'Wednesdays', 'Thursdays', 'Saturdays']);
  const bank = `Sort code ${sortCode(r)}  Account ${r.digits(8)}`;
  const pay =
    mode === 0
      ? due
      : mode === 1
        ? addDays(c.date, pick(r, [7, 14]))
        : mode === 2
          ? addDays(c.date, 7)
          : addDays(c.date, 30);
  const range = `${D(c, termStart)} - ${D(c, termEnd)}`;
  const gridRows: string[][] = [
    [`${subj} lessons, ${len} min (${when})`, `${nLessons}`, fmtMoney(rate), fmtMoney(lessons)],
    [
      `Missed lessons, under ${pick(r, [24, 48])} hrs' notice${missedHalf ? ' (half rate)' : ''}`,
      `${missedN}`,
      fmtMoney(missedHalf ? round2(rate / 2) : rate),
      fmtMoney(missedFee),
    ],
    ...(notice
      ? [
          [
            `Notice period: ${noticeWeeks} weeks in lieu`,
            `${noticeWeeks}`,
            fmtMoney(rate),
            fmtMoney(noticeFee),
          ],
        ]
      : []),
    ...(materials
      ? [
          [
            music ? 'Music books and theory workbook' : 'Workbooks and past papers',
            '',
            '',
            fmtMoney(materials),
          ],
        ]
      : []),
    ...(deposit ? [['Less deposit held', '', '', `-${fmtMoney(deposit)}`]] : []),
    ...(lateFee ? [['Late payment fee (terms, clause 6)', '', '', fmtMoney(lateFee)]] : []),
  ];
  const totalLabel =
    mode === 0
      ? pick(r, ['Amount due', 'Total due', 'Invoice total'])
      : pick(r, ['Total now due', 'Balance outstanding', 'Amount now due']);
  const me = agencyMode ? 'we' : 'I';
  const my = agencyMode ? 'our' : 'my';
  const Me = agencyMode ? 'We' : 'I';
  const taught = agencyMode
    ? `${tutorName} taught ${student} (${year}, ${subj}) for us on ${when} from ${D(c, termStart)}.`
    : `I taught ${student} (${year}, ${subj}) on ${when} from ${D(c, termStart)}.`;
  const stopText = notice
    ? ` Lessons stopped after ${D(c, termEnd)} without the ${noticeWeeks} weeks' notice ${my} terms require, so ${noticeWeeks} weeks' fees are charged in lieu of notice.`
    : '';
  const courtFee = total <= 300 ? 35 : total <= 500 ? 50 : total <= 1000 ? 70 : 80;
  const offer = round2(total - lateFee);
  let title: string;
  let paras: { p: string }[];
  if (mode === 0) {
    title = pick(r, ['INVOICE', 'Invoice', `Invoice - ${termName.toLowerCase()} tuition`]);
    paras = [
      {
        p: `${taught}${stopText} Please pay ${fmtMoney(total)} by ${D(c, due)}, quoting invoice ${inv} as the payment reference. Thank you for choosing ${agencyMode ? 'us' : 'me'}.`,
      },
    ];
  } else if (mode === 1) {
    title = pick(r, ['Reminder - invoice overdue', 'Second reminder', `Overdue invoice ${inv}`]);
    paras = [
      {
        p: `${Me} ${pick(r, ['e-mailed you', 'wrote to you', 'sent you a reminder'])} on ${D(c, remind)} about invoice ${inv}, which was due for payment on ${D(c, due)}, but it has not been paid and ${me} have not heard from you.`,
      },
      { p: `${taught}${stopText}` },
      {
        p: `Please pay ${fmtMoney(total)} by ${D(c, pay)}, quoting ${inv}. If there is a problem with the invoice, please let ${agencyMode ? 'us' : 'me'} know as soon as possible.`,
      },
    ];
  } else if (mode === 2) {
    title = pick(r, [
      'FINAL NOTICE',
      'Final notice before legal action',
      'Final reminder - unpaid tuition fees',
    ]);
    paras = [
      {
        p: `Invoice ${inv} for ${student}'s lessons was due on ${D(c, due)}. Despite ${my} reminders of ${D(c, remind)} and ${D(c, remind2)}, it remains unpaid.${lateFee ? ` A late payment fee has been added, as ${my} terms allow.` : ''}`,
      },
      {
        p: `Unless ${fmtMoney(total)} is received by ${D(c, pay)}, ${me} will ${agencyMode ? 'pass the debt to our solicitors or ' : ''}start a claim in the County Court for the full amount without further warning, and court fees and interest will be added.`,
      },
      ...(lateFee && r.chance(0.6)
        ? [
            {
              p: `As a gesture of goodwill, if ${fmtMoney(offer)} reaches ${agencyMode ? 'us' : 'me'} within 7 days ${me} will waive the late payment fee.`,
            },
          ]
        : []),
    ];
  } else {
    title = pick(r, [
      'LETTER BEFORE CLAIM',
      'Letter before claim',
      'Letter before action - unpaid tuition fees',
    ]);
    paras = [
      {
        p: `${Me} write about invoice ${inv}, dated ${D(c, invDate)}, for ${student}'s ${subj} lessons. It was due on ${D(c, due)} and ${my} reminders of ${D(c, remind)} and ${D(c, remind2)} have not been answered. ${taught}${stopText}`,
      },
      {
        p: `This letter is sent under the Pre-Action Protocol for Debt Claims. Please pay ${fmtMoney(total)} within 30 days, by ${D(c, pay)}, or fill in the enclosed Reply Form and return it to ${agencyMode ? 'us' : 'me'}. The enclosed Information Sheet explains your options, and you can get free debt advice.`,
      },
      {
        p: `If ${me} do not receive payment or a reply by then, ${me} may issue a claim against you in the County Court. A claim of this size would normally be dealt with on the small claims track. ${Me} would also claim the court fee (currently ${fmtMoney(courtFee)}) and interest under section 69 of the County Courts Act 1984 at 8% a year.`,
      },
    ];
  }
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['rings', 'bars', undefined] as const),
      recipient: rcpt(c),
      panel: agencyMode ? [['Family account', famAcc]] : [],
      refGrid: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, invDate)],
        ['Due date', D(c, due)],
        ['Student', student],
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        ...(mode === 0 ? [] : [dear(c)]),
        ...paras,
        {
          grid: mode === 0 ? gridRows : [...gridRows, [totalLabel, '', '', fmtMoney(total)]],
          header: [`Lessons ${range}`, 'Qty', 'Rate', 'Amount'],
          widths: [0.55, 0.1, 0.16, 0.19],
          boldLast: mode !== 0,
        },
        ...(mode === 0 ? [{ amountBox: [totalLabel, fmtMoney(total)] as [string, string] }] : []),
        {
          kv: [
            ['Pay by bank transfer', bank],
            ['Reference', inv],
          ],
        },
        ...(mode === 0
          ? [
              {
                small: `Lessons cancelled with less than the notice in the terms are charged. ${Me} ask for ${noticeWeeks} weeks' notice to stop lessons.`,
              },
            ]
          : []),
      ],
      closing: mode === 0 ? undefined : pick(r, ['Yours sincerely', 'Kind regards']),
      sign: mode === 0 ? [] : signLines,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ...(agencyMode ? ([['Family account', famAcc]] as [string, string][]) : []),
        ['Student', student],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        dear(c),
        ...paras,
        {
          table: [
            [`${nLessons} lessons at ${fmtMoney(rate)} (${range})`, fmtMoney(lessons)],
            [`${missedN} missed lesson${missedN > 1 ? 's' : ''}, late cancellation`, fmtMoney(missedFee)],
            ...(notice
              ? ([[`Fees in lieu of ${noticeWeeks} weeks' notice`, fmtMoney(noticeFee)]] as [
                  string,
                  string,
                ][])
              : []),
            ...(materials ? ([['Materials', fmtMoney(materials)]] as [string, string][]) : []),
            ...(deposit ? ([['Deposit applied', `-${fmtMoney(deposit)}`]] as [string, string][]) : []),
            ...(lateFee ? ([['Late payment fee', fmtMoney(lateFee)]] as [string, string][]) : []),
            [totalLabel, fmtMoney(total)],
          ],
          header: [`Invoice ${inv}`, 'Amount'],
        },
        {
          p: `Bank details: ${agencyMode ? agency.name : tutorName}, ${bank}. Please use ${inv} as the reference.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards', 'Yours faithfully']),
      sign: signLines,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      headBand: agencyMode && r.chance(0.6),
      logoMark: pick(r, ['chevron', 'shield'] as const),
      recipient: rcpt(c),
      owe: { label: totalLabel, amount: fmtMoney(total), note: `Invoice ${inv}` },
      panel: [
        ['Date', D(c, c.date)],
        ['Pay by', D(c, pay)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        ...paras,
        {
          cols: [
            `What the invoice covers: ${nLessons} ${subj} lessons of ${len} minutes at ${fmtMoney(rate)} (${fmtMoney(lessons)}); ${missedN} missed without notice (${fmtMoney(missedFee)})${notice ? `; ${noticeWeeks} weeks in lieu of notice (${fmtMoney(noticeFee)})` : ''}${materials ? `; materials (${fmtMoney(materials)})` : ''}${deposit ? `; less deposit ${fmtMoney(deposit)}` : ''}${lateFee ? `; late fee ${fmtMoney(lateFee)}` : ''}.`,
            `How to pay: bank transfer to ${agencyMode ? agency.name : tutorName}, ${bank}, reference ${inv}. ${agencyMode ? `Please do not pay ${tutor.first} directly.` : `Or call ${sub[2].split('  ')[0]} to pay by card.`}`,
          ],
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Regards']),
      sign: signLines,
      footer,
    };
  }
  const kind =
    mode === 0 ? 'first_demand' : mode === 1 ? 'reminder' : mode === 2 ? 'final_demand' : 'letter_of_claim';
  const stage: 1 | 2 | 3 = mode === 0 ? 1 : mode === 1 ? 2 : 3;
  return { spec, truth: truth(creditor, total, inv, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W261 Bereavement services / burial authority / parochial church council: unpaid burial or cremation fees
// ------------------------------------------------------------------------------------------------------------

/**
 * Burial or cremation fees owed by the family or the executor of the person who died: a council's bereavement
 * services (cemetery and crematorium), a town or parish council running its own cemetery as burial authority, or a
 * parochial church council for a churchyard burial or the interment of ashes. The fees were not included in the
 * funeral director's account (the family arranged to pay the burial authority directly), and the funeral director
 * is named on the page as a distractor party with its own reference. Items: the purchase of the exclusive right of
 * burial in a new grave (or a cremated remains plot, or the reservation of a churchyard grave space), the interment
 * or cremation fee, a non-resident surcharge, a weekend surcharge, the memorial permit fee (headstone or plaque) and
 * the deed of grant fee, less any payment on account. Letters: the invoice (stage 1, first_demand, payment within 30
 * days); a reminder that refers to the invoice letter "we sent you on …" (stage 2, reminder); a final notice saying
 * the matter will go to legal services / the county court and that the grant will not be issued and no memorial
 * placed until it is paid (stage 3, final_demand).
 * Creditor = the council or PCC as printed in its letterhead and sign-off (the funeral director only arranged the
 * funeral). debtType: the README has no type for a council's or a church's service fees; council tax, parking and
 * court do not fit, so 'normal' (an ordinary overdue invoice for a service). accountNumber = the invoice number the
 * letter asks to be quoted; the grave or plot number, the burial/cremation register number, the customer number and
 * the funeral director's reference are not. Amount = the balance now due; the surcharges and fees on their own, the
 * payment on account and the future legal costs are not it.
 * Layouts: a council invoice (reference cells, a ruled fee grid, a remittance slip); a letter with a boxed reference
 * panel and a fee table signed by the clerk or treasurer; a notice with an amount box and label/value lines.
 */
const burialFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const sender = pick(r, ['council', 'council', 'parish', 'pcc'] as const);
  const p = place(r);
  const saint = pick(r, [
    'St Mary the Virgin',
    'St Michael and All Angels',
    'St Andrew',
    'Holy Trinity',
    'St Peter',
    'All Saints',
  ]);
  let creditor: string;
  let head: string[];
  let sub: string[];
  let signTitle: string[];
  let footer: string[];
  const cemetery = pick(r, [`${p} Cemetery`, `${place(r)} Road Cemetery`, `${p} Lawn Cemetery`]);
  const crem = sender === 'council' && r.chance(0.45);
  if (sender === 'council') {
    const names = [
      `Borough of ${p} Council`,
      `${p} District Council`,
      `${p} City Council`,
      `${p} Metropolitan Borough Council`,
    ];
    creditor = pick(r, names);
    head = r.chance(0.5)
      ? [creditor]
      : creditor.startsWith('Borough of')
        ? ['Borough of', `${p} Council`]
        : [p, creditor.slice(p.length + 1)];
    sub = [
      'Bereavement Services',
      crem
        ? `${p} Crematorium, ${pick(r, ['Chapel Lane', 'Cemetery Road', 'Park Drive'])}, ${address(r)[3]}`
        : `Cemetery Office, ${cemetery}, ${address(r)[3]}`,
      `${phone(r)}  bereavement.services@${host(creditor)}`,
    ];
    signTitle = signatory(r, [
      'Bereavement Services Manager',
      'Cemeteries and Crematorium Officer',
      'Income Officer',
    ]);
    footer = [
      `Data protection: ${creditor} uses your details to administer burial and cremation records and to recover money owed to the Council. See ${web(creditor)}/privacy.`,
    ];
  } else if (sender === 'parish') {
    const town = r.chance(0.5);
    creditor = `${p} ${town ? 'Town Council' : 'Parish Council'}`;
    head = r.chance(0.5) ? [creditor] : [creditor.toUpperCase()];
    sub = [
      `Burial Authority for ${cemetery}`,
      `The Council Office, ${address(r).slice(0, 2).join(', ')}, ${address(r)[3]}`,
      `${phone(r)}  clerk@${host(creditor)}`,
    ];
    signTitle = signatory(
      r,
      town
        ? ['Town Clerk', 'Deputy Town Clerk', 'Clerk to the Council']
        : ['Parish Clerk', 'Clerk to the Council', 'Clerk and Responsible Financial Officer'],
    );
    footer = [
      `${creditor} is the burial authority for ${cemetery} under the Local Authorities' Cemeteries Order 1977. Fees are set annually by the Council.`,
    ];
  } else {
    creditor = `${p} Parochial Church Council`;
    head = r.chance(0.5) ? [creditor] : [p, 'Parochial Church Council'];
    sub = [
      `The Parish Church of ${saint}, ${p}`,
      `Parish Office, ${address(r).slice(0, 2).join(', ')}, ${address(r)[3]}`,
      `${phone(r)}  office@${host(`${saint} ${p}`)}`,
    ];
    signTitle = signatory(r, ['PCC Treasurer', 'Parish Administrator', 'Churchwarden']);
    footer = [
      `${creditor} (the PCC of the ecclesiastical parish of ${saint}, ${p}). Registered charity no. ${r.digits(7)}. Fees for burials and memorials in the churchyard are set by the Parochial Fees Order.`,
    ];
  }
  const mode = r.int(0, 2); // 0 invoice, 1 reminder, 2 final notice
  const dec = person(r);
  const deceased = `${dec.first} ${r.chance(0.7) ? c.who.last : dec.last}`;
  const executor = r.chance(0.4);
  const recipient = executor
    ? [`${c.who.title} ${c.who.first[0]} ${c.who.last}`, `Executor of the late ${deceased}`, ...c.addr]
    : rcpt(c);
  const invDate = mode === 0 ? c.date : addDays(c.date, -(mode === 1 ? r.int(35, 50) : r.int(70, 100)));
  const funeral = addDays(invDate, -r.int(3, 20));
  let fdName = person(r).last;
  while (fdName === c.who.last || deceased.endsWith(fdName)) fdName = person(r).last;
  const fd = `${pick(r, [fdName, place(r)])} ${pick(r, ['& Sons Funeral Directors', 'Funeral Service', 'Family Funeral Directors'])}`;
  const fdRef = `${r.letters(2, 'FDS')}${r.digits(4)}`;
  const yr = invDate.getUTCFullYear();
  const inv =
    sender === 'council'
      ? pick(r, [
          () => `${r.int(91, 94)}${r.digits(6)}`,
          () => `SD${r.digits(7)}`,
          () => `BS/${r.digits(5)}`,
          () => `B${oOrI(r)}${r.digits(6)}`,
        ])()
      : sender === 'parish'
        ? pick(r, [
            () => `${yr}/${r.digits(3)}`,
            () => `BUR-${r.digits(2)}-${oOrI(r)}${r.digits(2)}`,
            () => `INV ${r.digits(4)}`,
          ])()
        : pick(r, [
            () => `${yr}/${r.digits(3)}`,
            () => `CY${String(yr).slice(2)}-${r.digits(2)}`,
            () => `PF-${oOrI(r)}${r.digits(3)}`,
          ])();
  const custNo = r.digits(8);
  const section = r.letters(1, 'ABCDEFGH');
  const rowNo = r.int(1, 30);
  const graveNo = r.int(1, 400);
  const plot =
    sender === 'pcc'
      ? `churchyard ${pick(r, ['north', 'south', 'east'])} extension, space ${graveNo}`
      : `Section ${section}, Row ${rowNo}, Grave ${graveNo}`;
  const plotShort =
    sender === 'pcc'
      ? `Space ${graveNo}`
      : pick(r, [`${section}/${rowNo}/${graveNo}`, `${section}${rowNo}-${graveNo}`]);
  const register = `${r.digits(5)}`;
  const nonRes = sender !== 'pcc' && !crem && r.chance(0.35);
  const weekend = r.chance(0.3);
  const items: [string, number][] = [];
  if (crem) {
    items.push(['Cremation fee (adult)', r.money(780, 1150)]);
    if (r.chance(0.6)) {
      items.push(['Purchase of cremated remains plot (exclusive right, 25 years)', r.money(320, 690)]);
      items.push(['Interment of cremated remains', r.money(120, 260)]);
      items.push(['Memorial permit - tablet or plaque', r.money(85, 180)]);
    } else items.push(['Extended service time in chapel (additional 30 minutes)', r.money(120, 240)]);
  } else if (sender === 'pcc') {
    if (r.chance(0.6)) items.push(['Burial in churchyard following a service in church', r.money(320, 420)]);
    else items.push(['Burial of cremated remains in churchyard', r.money(110, 150)]);
    if (r.chance(0.4)) items.push(['Faculty fee: reservation of adjoining grave space', r.money(210, 420)]);
    items.push(['Memorial permit (headstone) and churchyard fee', r.money(140, 260)]);
    if (r.chance(0.5)) items.push(['Verger and bell ringers', r.money(60, 140)]);
  } else {
    const years = pick(r, [50, 75, 99]);
    items.push([`Purchase of exclusive right of burial (${years} years)`, r.money(650, 2400)]);
    items.push(['Interment fee (adult), grave dug for two', r.money(550, 1250)]);
    items.push(['Memorial permit fee (headstone)', r.money(95, 260)]);
    if (r.chance(0.5)) items.push(['Deed of grant and registration', r.money(45, 95)]);
  }
  if (nonRes) {
    const first2 = round2(items.slice(0, 2).reduce((a, [, v]) => a + v, 0));
    items.push([`Non-resident surcharge (${pick(r, [50, 100])}% of purchase and interment)`, 0]);
    const pct = Number(items[items.length - 1][0].match(/\((\d+)%/)![1]);
    items[items.length - 1][1] = round2((first2 * pct) / 100);
  }
  if (weekend)
    items.push([
      `${pick(r, ['Saturday', 'Weekend'])} ${crem ? 'service' : 'burial'} surcharge`,
      r.money(150, 350),
    ]);
  const sum = items.reduce((a, [, v]) => a + v, 0);
  const onAccount = r.chance(0.35)
    ? pick(r, [100, 150, 200, 250, 300].filter((v) => v <= sum * 0.4).concat([50]))
    : 0;
  const total = round2(items.reduce((a, [, v]) => a + v, 0) - onAccount);
  const rows: string[][] = [
    ...items.map(([k, v]) => [k, fmtMoney(v)]),
    ...(onAccount ? [['Less paid on account', `-${fmtMoney(onAccount)}`]] : []),
  ];
  const amtLabel =
    mode === 0
      ? pick(r, ['Total due', 'Amount due', 'Invoice total'])
      : pick(r, ['Balance outstanding', 'Amount now due', 'Balance due']);
  const pay = addDays(c.date, mode === 0 ? 30 : mode === 1 ? 14 : pick(r, [7, 14]));
  const invSent = invDate;
  const rem = addDays(invDate, r.int(35, 45));
  const service = crem
    ? `the cremation of the late ${deceased} at ${p} Crematorium`
    : sender === 'pcc'
      ? `the funeral of the late ${deceased} and burial in the churchyard of ${saint}`
      : `the burial of the late ${deceased} at ${cemetery}`;
  const sorry = pick(r, [
    'We are sorry for your loss, and we realise that this is a difficult time.',
    'Please accept our condolences. We are sorry to have to write about fees at such a time.',
    'We offer our sincere sympathy to you and your family.',
  ]);
  const fdLine = `The funeral on ${D(c, funeral)} was arranged by ${fd} (their ref. ${fdRef}), who told us the family would pay these fees to us directly.`;
  let title: string;
  let paras: { p: string }[];
  if (mode === 0) {
    title = pick(r, [
      'INVOICE',
      'Invoice - burial and memorial fees',
      crem ? 'Cremation fees invoice' : 'Interment fees',
    ]);
    paras = [
      { p: `${sorry} This invoice is for ${service}. ${fdLine}` },
      {
        p: `Payment is due within 30 days, by ${D(c, pay)}. Please quote invoice number ${inv} with your payment.${!crem && sender !== 'pcc' ? ` The Deed of Grant for ${plot} will be sent to the registered owner once the account is paid.` : ''}`,
      },
    ];
  } else if (mode === 1) {
    title = pick(r, ['Reminder', 'Payment reminder', `Reminder: invoice ${inv}`]);
    paras = [
      {
        p: `We sent you our invoice ${inv} on ${D(c, invSent)} for ${service}. Our records show that it has not yet been paid. If you have paid in the last few days, please accept our thanks and ignore this letter.`,
      },
      {
        p: `Please pay ${fmtMoney(total)} within 14 days, by ${D(c, pay)}. If the estate has not yet been settled, or you would like to pay in instalments, please contact us and we will be pleased to discuss it; the funeral director, ${fd}, cannot take payment on our behalf.`,
      },
    ];
  } else {
    title = pick(r, [
      'FINAL NOTICE',
      'Final notice - unpaid burial fees',
      'Final reminder before legal action',
    ]);
    paras = [
      {
        p: `Invoice ${inv}, sent on ${D(c, invSent)} for ${service}, remains unpaid despite our reminder of ${D(c, rem)}. We have not heard from you.`,
      },
      {
        p: `Unless ${fmtMoney(total)} is paid by ${D(c, pay)}, or you contact us to agree a payment plan, the debt will be referred to ${sender === 'council' ? "the Council's Legal Services" : sender === 'parish' ? "the Council's solicitors" : 'solicitors acting for the PCC'} and a claim may be made in the County Court, which would add court fees and costs. ${crem ? 'Cremated remains held at the crematorium will continue to be kept safely.' : sender === 'pcc' ? 'No memorial may be placed in the churchyard until the account is settled.' : 'No memorial may be placed on the grave, and no transfer or further interment in it can be arranged, until the account is settled.'}`,
      },
    ];
  }
  const payHow =
    sender === 'pcc'
      ? `Please pay by bank transfer to ${creditor}, sort code ${sortCode(r)}, account ${r.digits(8)}, reference ${inv}, or by cheque payable to "${p} PCC".`
      : `Pay online at ${web(creditor)}/pay, by card on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${inv}.`;
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      recipient,
      panel: [
        ['Invoice date', D(c, invDate)],
        ...(sender === 'council' ? ([['Customer no.', custNo]] as [string, string][]) : []),
        ...(mode === 0 ? [] : ([['Date', D(c, c.date)]] as [string, string][])),
      ],
      refGrid: [
        ['Invoice number', inv],
        [crem ? 'Cremation no.' : 'Register no.', register],
        ['Deceased', deceased],
        ...(crem ? [] : ([['Grave', plotShort]] as [string, string][])),
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain', 'banner'] as const),
      body: [
        ...(mode === 0 ? [] : [dear(c)]),
        ...paras,
        {
          grid: [...rows, [amtLabel, fmtMoney(total)]],
          header: ['Description', 'Amount'],
          widths: [0.76, 0.24],
        },
        { p: payHow },
      ],
      closing: mode === 0 ? undefined : 'Yours sincerely',
      sign: mode === 0 ? [] : [...signTitle, creditor],
      slip:
        mode === 0 || r.chance(0.5)
          ? {
              title: `Remittance advice - return with your payment to ${sender === 'pcc' ? 'the Parish Office' : creditor}`,
              rows: [
                ['Invoice number', inv],
                ['Amount due', fmtMoney(total)],
                ['Name', `${c.who.title} ${c.who.first[0]} ${c.who.last}`],
              ],
            }
          : undefined,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['center', 'left'] as const),
      logo: r.chance(0.4),
      recipient,
      panel: [
        ['Our ref', inv],
        ['Date', D(c, c.date)],
        ...(crem ? [] : ([['Grave', plotShort]] as [string, string][])),
        ['Funeral director', fdRef],
      ],
      panelBoxed: true,
      panelStacked: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'boxed'] as const),
      body: [
        dear(c),
        { h: `Re: the late ${deceased}${executor ? ' - estate' : ''}` },
        ...paras,
        { table: [...(rows as [string, string][]), [amtLabel, fmtMoney(total)]], header: ['Fees', 'Amount'] },
        { p: payHow },
      ],
      closing: pick(r, ['Yours sincerely', 'With kind regards']),
      sign: [...signTitle, `for ${creditor}`],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      logoMark: pick(r, ['chevron', 'shield'] as const),
      recipient,
      owe: { label: amtLabel, amount: fmtMoney(total), note: `Quote invoice ${inv}` },
      panel: [
        ['Date', D(c, c.date)],
        sender === 'council' ? ['Customer', custNo] : [crem ? 'Cremation no.' : 'Register no.', register],
      ],
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        ...paras,
        {
          kv: [
            ['Deceased', deceased],
            [
              crem ? 'Cremation' : 'Interment',
              `${D(c, funeral)}${crem ? ` (cremation no. ${register})` : `, ${plot}`}`,
            ],
            ['Funeral director', `${fd} (${fdRef})`],
            ['Invoice', `${inv} dated ${D(c, invDate)}`],
          ],
        },
        { grid: [...rows, [amtLabel, fmtMoney(total)]], widths: [0.76, 0.24] },
        { p: payHow },
      ],
      closing: 'Yours sincerely',
      sign: [...signTitle, creditor],
      footer,
    };
  }
  const kind = mode === 0 ? 'first_demand' : mode === 1 ? 'reminder' : 'final_demand';
  const stage: 1 | 2 | 3 = mode === 0 ? 1 : mode === 1 ? 2 : 3;
  return { spec, truth: truth(creditor, total, inv, 'normal', stage, kind, c, pay) };
};

export const FRESH25B_FAMILIES: Family[] = [
  {
    id: 'W259',
    name: 'Home or motor insurer balance after missed Direct Debits and cancellation (notice, reminder, final notice, or its collection agency)',
    group: 'business',
    make: insurerCancelledPremium,
  },
  {
    id: 'W260',
    name: 'Private tutor (trading as) or tuition agency unpaid term fees, missed lessons and notice fee (invoice, reminder, final notice, letter before claim)',
    group: 'business',
    make: tuitionFees,
  },
  {
    id: 'W261',
    name: 'Council bereavement services, town/parish council or PCC unpaid burial, cremation, grave purchase and memorial fees (invoice, reminder, final notice)',
    group: 'public_body',
    make: burialFees,
  },
];
