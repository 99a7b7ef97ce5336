/**
 * The twentieth fresh held-out set, part c (W217–W219): kinds of letter the corpus does not have yet — a registered
 * childminder's unpaid childcare fees (a sole trader writing in her own name, or trading as a setting name), with
 * weeks' fees in lieu of notice under her contract: her invoice reminder, her second reminder and her final letter
 * before the small claims court; a private medical insurer's demand to repay a claim it paid in error (the treatment
 * turned out, after payment, to be for a pre-existing condition the policy excludes), its reminder, and a letter from
 * the recovery agent or the solicitors it instructed; and a music school's or private music teacher's unpaid term fees
 * with a term's fees in lieu of notice under its terms, its reminder, and its final demand or its collector's letter.
 * Written blind to the extractor; scored once. Every face is drawn per letter, each family has at least two layouts
 * chosen per letter and draws the sender's stage per letter, and ground truth follows ../shared/corpus/dev/README.md;
 * where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, web, type Rng } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
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

const minus = (v: number) => `-${fmtMoney(v)}`;
/** A sole trader's e-mail address on the reserved domain. */
const mailOf = (first: string, last: string, r: Rng) =>
  `${first.toLowerCase()}${r.pick(['.', ''])}${last.toLowerCase()}@${r.pick(['mailbox', 'postbox', 'inbox'])}.example`;
/** Two different surnames for a firm's name. */
const partners = (r: Rng) => {
  const a = person(r).last;
  let b = person(r).last;
  while (b === a) b = person(r).last;
  return `${a} & ${b}`;
};
/** A small trader's home address on one line. */
const homeLine = (r: Rng) =>
  `${r.int(1, 180)} ${r.pick(['Linden', 'Orchard', 'Heron', 'Saddler', 'Willow'])} ${r.pick(['Close', 'Road', 'Lane', 'Gardens'])}, ${place(r)} ${officeAddress(r).split(', ').pop()}`;

// ------------------------------------------------------------------------------------------------------------
// W217 Registered childminder
// ------------------------------------------------------------------------------------------------------------

/**
 * A registered childminder's unpaid fees: the last weeks of care, weeks' fees in lieu of the notice her contract asks
 * for (the parent gave too little notice or none), late-collection charges, less Tax-Free Childcare payments received
 * and funded hours credited. Stage drawn per letter:
 *  1 her reminder that the invoice is overdue (kind first_demand);
 *  2 her second reminder, which refers to the first (and now and then to the parent's message disputing the notice
 *    fee) and adds the late payment fee her contract allows (kind reminder);
 *  3 her final letter: either a letter before claim under the Pre-Action Protocol for Debt Claims with 30 days to
 *    pay (kind letter_of_claim) or a "final reminder" giving 14 days before a small claim (kind final_demand).
 * Layouts: a letter with the fees in a ruled table and a reference panel, or an invoice-style page with a row of
 * reference cells, a "Balance due" box and the fees as key/value lines.
 * Open choice (creditor): a sole trader is not a separate legal entity, so the creditor is the childminder herself,
 * by the name she heads and signs the letter with (no title). When she trades as a setting name, the setting's name
 * heads the page but the letterhead's next line and the sign-off print "<name> trading as <setting>", and the
 * creditor is still her own name — the legal person the fees are owed to and the one a small claim would be issued by.
 * Ordinary overdue invoice from a business: 'normal'. Reference = the invoice number she asks to be quoted; her Ofsted
 * URN, her Tax-Free Childcare provider reference and the funded-hours claim number are not it. Amount = the balance
 * due (with the late fee once added); the weekly fee, the hourly rate and the court fee she may add are not it.
 */
const childminderFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  let cm = person(r);
  while (cm.last === c.who.last) cm = person(r);
  const name = `${cm.first} ${cm.last}`;
  const tradingAs = r.chance(0.5);
  const setting = tradingAs
    ? r.chance(0.6)
      ? `${pick(r, ['Little', 'Busy', 'Tiny', 'Happy'])} ${pick(r, ['Acorns', 'Wrens', 'Owls', 'Footsteps', 'Explorers', 'Sprouts'])} Childminding`
      : `${place(r)} Home Childcare`
    : '';
  const styled = tradingAs ? `${name} trading as ${setting}` : name;
  const urn = r.chance(0.6) ? `EY${r.digits(6)}` : `2${r.digits(6)}`;
  const tfc = `${r.digits(11)}`;
  const inv = pick(r, [
    () => `INV-${r.digits(3)}`,
    () => `${cm.first[0]}${cm.last[0]}/${r.int(24, 25)}/${r.digits(2)}${oOrI(r)}`,
    () => `${r.digits(4)}`,
    () => `CM${r.digits(2)}${oOrI(r)}${r.digits(2)}`,
  ])();
  const child = `${person(r).first} ${c.who.last}`;
  const childFirst = child.split(' ')[0];
  const rate = pick(r, [5.5, 6, 6.25, 6.5, 7, 7.5, 8]);
  const days = r.int(2, 5);
  const hrs = pick(r, [8, 9, 10]);
  const weekly = round2(rate * hrs * days);
  const weeks = r.int(2, 4);
  const care = round2(weekly * weeks);
  const meals = r.chance(0.6) ? round2(pick(r, [3, 3.5, 4, 4.5]) * days * weeks) : 0;
  const funded = r.chance(0.4) ? round2(rate * pick(r, [15, 22, 30]) * weeks) : 0;
  const noticeWeeks = pick(r, [4, 4, 6, 2]);
  const given = r.int(0, noticeWeeks - 1);
  const lieuWeeks = noticeWeeks - given;
  const lieu = round2(weekly * lieuWeeks);
  const lateCollect = r.chance(0.4) ? pick(r, [10, 15, 20, 30]) : 0;
  const tfcPaid = r.chance(0.5) ? round2(Math.floor(care * pick(r, [0.2, 0.3, 0.45]))) : 0;
  const stage = pick(r, [1, 2, 3] as const);
  const lateFee = stage >= 2 && r.chance(0.7) ? pick(r, [10, 15, 20, 25]) : 0;
  const invDate = addDays(
    c.date,
    -(stage === 1 ? r.int(14, 24) : stage === 2 ? r.int(30, 45) : r.int(55, 80)),
  );
  const due = addDays(invDate, 7);
  const rem1 = addDays(due, r.int(8, 14));
  const rem2 = addDays(rem1, r.int(12, 18));
  const lastDay = addDays(invDate, -r.int(1, 6));
  const from = addDays(lastDay, -weeks * 7 + 1);
  const told = addDays(lastDay, -given * 7 - r.int(0, 2));
  const balance = round2(care + meals - funded + lieu + lateCollect - tfcPaid + lateFee);
  const lbc = stage === 3 && r.chance(0.55);
  const payBy = stage === 3 ? addDays(c.date, lbc ? 30 : 14) : addDays(c.date, pick(r, [7, 14]));
  const clause = r.int(6, 14);
  /** [short label, detail, amount]: the table prints all three, the key/value layout the label and amount. */
  const rows: [string, string, string][] = [
    [
      `Care ${D(c, from)} to ${D(c, lastDay)}`,
      `${weeks * days} days x ${hrs} h @ ${fmtMoney(rate)}`,
      fmtMoney(care),
    ],
    ...(meals
      ? ([['Meals and snacks', `${weeks * days} days`, fmtMoney(meals)]] as [string, string, string][])
      : []),
    ...(funded
      ? ([['Less funded hours credited', `${weeks} weeks`, minus(funded)]] as [string, string, string][])
      : []),
    [
      'Fees in lieu of notice',
      `${lieuWeeks} wk${lieuWeeks > 1 ? 's' : ''} @ ${fmtMoney(weekly)}`,
      fmtMoney(lieu),
    ],
    ...(lateCollect
      ? ([['Late collection charges', `${lateCollect / 5} x 15 min`, fmtMoney(lateCollect)]] as [
          string,
          string,
          string,
        ][])
      : []),
    ...(tfcPaid ? ([['Paid via Tax-Free Childcare', '', minus(tfcPaid)]] as [string, string, string][]) : []),
    ...(lateFee
      ? ([['Late payment fee', `clause ${r.int(15, 19)}`, fmtMoney(lateFee)]] as [string, string, string][])
      : []),
  ];
  const notice =
    given === 0
      ? `${childFirst} stopped coming on ${D(c, lastDay)} without any notice. My contract with you (clause ${clause}) asks for ${noticeWeeks} weeks' written notice, or fees in lieu of notice, so ${lieuWeeks} weeks' fees are charged.`
      : `You told me on ${D(c, told)} that ${childFirst}'s last day would be ${D(c, lastDay)}. My contract with you (clause ${clause}) asks for ${noticeWeeks} weeks' written notice, so the ${lieuWeeks} week${lieuWeeks > 1 ? 's' : ''} not covered by your notice are charged as fees in lieu of notice.`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const payHow = `You can pay by bank transfer to ${tradingAs ? setting : name}, ${bank}, using ${inv} as the reference, or through your Tax-Free Childcare account (my provider reference ${tfc}).`;
  const dispute = stage === 2 && r.chance(0.4);
  const opening: Block[] =
    stage === 1
      ? [
          {
            p: pick(r, [
              `I hope you and ${childFirst} are well. This is a reminder that invoice ${inv}, sent on ${D(c, invDate)}, was due for payment on ${D(c, due)} and has not yet been paid.`,
              `Just a reminder that my invoice ${inv} of ${D(c, invDate)} for ${childFirst}'s final weeks with me is now overdue - payment was due by ${D(c, due)}.`,
            ]),
          },
          { p: notice },
        ]
      : stage === 2
        ? [
            {
              p: dispute
                ? `Thank you for your message of ${D(c, addDays(rem1, r.int(2, 5)))} about the notice fee. I have checked it against our signed contract: clause ${clause} asks for ${noticeWeeks} weeks' written notice, and that is what I have charged for. I cannot remove it, and the balance below is still unpaid.`
                : `I wrote to you on ${D(c, rem1)} to remind you that invoice ${inv} was overdue, but I have not received payment or heard from you. This is my second reminder.`,
            },
            {
              p: lateFee
                ? `As set out in my contract, a late payment fee of ${fmtMoney(lateFee)} has now been added.`
                : notice,
            },
          ]
        : [
            {
              p: `I sent you invoice ${inv} on ${D(c, invDate)} and reminders on ${D(c, rem1)} and ${D(c, rem2)}. The balance is still unpaid and I have had no proposal from you to pay it.`,
            },
            { p: notice },
          ];
  const finalBlocks: Block[] =
    stage !== 3
      ? [
          { p: `The balance due is ${fmtMoney(balance)}. Please pay it by ${D(c, payBy)}. ${payHow}` },
          {
            p: pick(r, [
              `If you are having difficulty paying it all at once, please message me and we can agree a plan.`,
              `If you think I have got anything wrong, please let me know and I will look at it straight away.`,
            ]),
          },
        ]
      : lbc
        ? [
            {
              boxed: [
                `Letter before claim from ${styled}: if the balance due of ${fmtMoney(balance)} is not paid, or you do not reply, within 30 days of the date of this letter (by ${D(c, payBy)}), I intend to issue a claim in the County Court (small claims track) without further notice.`,
              ],
            },
            {
              p: `I enclose an Information Sheet and a Reply Form, as the Pre-Action Protocol for Debt Claims requires. Please read them; free independent advice is available from debt advice charities. If I have to issue a claim I will also ask the court for the court fee (currently up to ${fmtMoney(pick(r, [70, 80, 115]))}) and interest under section 69 of the County Courts Act 1984. ${payHow}`,
            },
          ]
        : [
            {
              boxed: [
                `Final reminder: please pay ${fmtMoney(balance)} by ${D(c, payBy)}. If I do not receive payment by then, I will start a small claim through the county court without further reference to you.`,
              ],
            },
            {
              p: `A court claim would add the court fee and interest to what you owe, and a judgment could affect your credit rating. I would much rather not do that. ${payHow}`,
            },
          ];
  const title =
    stage === 1
      ? pick(r, [
          'Invoice reminder',
          'Payment reminder - overdue invoice',
          'Reminder: childcare fees overdue',
        ])
      : stage === 2
        ? pick(r, [
            'Second reminder',
            'SECOND REMINDER - childcare fees',
            'Overdue childcare fees - second reminder',
          ])
        : lbc
          ? pick(r, ['Letter before claim', 'LETTER BEFORE CLAIM - unpaid childcare fees'])
          : pick(r, ['Final reminder before court action', 'FINAL REMINDER']);
  const head = tradingAs ? [setting] : r.chance(0.3) ? [name.toUpperCase()] : [name];
  const sub = [
    tradingAs
      ? `${name} trading as ${setting} - Ofsted registered childminder`
      : 'Ofsted registered childminder',
    homeLine(r),
    `07700 900${r.digits(3)}  ${mailOf(cm.first, cm.last, r)}`,
  ];
  const signOff = tradingAs ? [name, `trading as ${setting}`] : [name, 'Registered childminder'];
  const footer = [
    `Registered with Ofsted, URN ${urn}. ${pick(r, ['Funded early education provider', 'Childcare on the Early Years Register and the Childcare Register'])}${funded ? ` - funded hours claim no. ${r.digits(2)}${r.letters(2)}${r.digits(5)}` : ''}.`,
  ];
  const lay = r.int(0, 1);
  const spec: Spec =
    lay === 0
      ? {
          face: c.face,
          head,
          sub,
          headAlign: pick(r, ['left', 'center'] as const),
          recipient: rcpt(c),
          panel: [
            ['Invoice no.', inv],
            ['Child', child],
            ['Date', D(c, c.date)],
          ],
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.4),
          title,
          titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
          body: [
            dear(c),
            ...opening,
            {
              grid: [...rows, ['Balance due', '', fmtMoney(balance)]],
              header: [`Invoice ${inv}`, '', 'Amount'],
              widths: [0.52, 0.3, 0.18],
            },
            ...finalBlocks,
          ],
          closing: pick(r, ['Kind regards,', 'Yours sincerely,']),
          sign: signOff,
          footer,
        }
      : {
          face: c.face,
          head,
          sub,
          headAlign: pick(r, ['left', 'right'] as const),
          logoMark: pick(r, ['rings', 'chevron', undefined] as const),
          recipient: rcpt(c),
          owe: { label: 'Balance due', amount: fmtMoney(balance), note: `Please pay by ${D(c, payBy)}` },
          panel: [],
          refGrid: [
            ['Invoice no.', inv],
            ['Invoice date', D(c, invDate)],
            ['Child', child],
            ['Letter date', D(c, c.date)],
          ],
          title,
          titleStyle: pick(r, ['banner', 'rule'] as const),
          body: [
            { p: `Dear ${c.who.first},` },
            ...opening,
            {
              kv: [
                ...rows.map(([k, , v]) => [`${k}:`, v] as [string, string]),
                ['Balance due:', fmtMoney(balance)],
              ],
            },
            ...finalBlocks,
          ],
          closing: pick(r, ['Many thanks,', 'Best wishes,', 'Regards,']),
          sign: signOff,
          footer,
        };
  return {
    spec,
    truth: truth(
      name,
      balance,
      inv,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : lbc ? 'letter_of_claim' : 'final_demand',
      c,
      payBy,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W218 Private medical insurer: a claim paid in error
// ------------------------------------------------------------------------------------------------------------

/** Condition excluded, treatment paid for, consultant's speciality. */
const CONDITIONS: [string, string, string][] = [
  ['pain in your right knee', 'arthroscopy of the right knee', 'consultant orthopaedic surgeon'],
  ['lower back pain', 'MRI scan and lumbar facet joint injections', 'consultant spinal surgeon'],
  ['gallstones and upper abdominal pain', 'laparoscopic cholecystectomy', 'consultant general surgeon'],
  ['a cataract in your left eye', 'cataract surgery to the left eye', 'consultant ophthalmic surgeon'],
  ['pain and stiffness in your left hip', 'left hip replacement', 'consultant orthopaedic surgeon'],
  ['shoulder pain (impingement)', 'arthroscopic subacromial decompression', 'consultant orthopaedic surgeon'],
  ['heavy menstrual bleeding', 'hysteroscopy and endometrial ablation', 'consultant gynaecologist'],
];

/**
 * A private medical insurer asks its member to repay a claim it paid in error: after payment it found (from the GP
 * report it asked for, an audit, or the consultant's full report) that the treatment was for a condition the member had
 * before cover started, excluded under moratorium underwriting or by a personal exclusion on the certificate. It paid
 * the hospital and consultants directly or reimbursed the member; either way the member is asked to repay what it paid.
 * Stage drawn per letter:
 *  1 the insurer's first request to repay (kind first_demand);
 *  2 its reminder, which refers to the first letter, or its reply to the member's request for a review (decision
 *    upheld, with the Financial Ombudsman Service referral right) (kind reminder);
 *  3 a letter from the recovery agent it instructed (the agent's first letter: stage 1, kind debt_recovery; or the
 *    agent's final notice: stage 3, kind final_demand), or its solicitors' letter before claim under the Pre-Action
 *    Protocol for Debt Claims (stage 3, kind letter_of_claim).
 * Layouts: the insurer's letter with a reference panel and a ruled "claim payments" table, or a dark letterhead band
 * with an "Amount to repay" box and a row of reference cells; the agent's letter with a stacked panel, payment options
 * and a tear-off slip; the solicitors' letter with a boxed warning.
 * Truth: the insurer is the creditor of its own letters ('normal': an ordinary sum owed to a business, there being no
 * insurance type in the README's list). The agent and the solicitors write and ask to be paid (into their own client
 * account), so by the README's on-behalf rule the firm that wrote is the creditor and the type is 'debt_collection';
 * the insurer's claim number printed as "Client ref" is then not the reference. Reference = what the letter says to
 * quote: the claim number or an overpayment reference (drawn per letter; the other, the membership number and the
 * policy number are distractors). Amount = the total paid in error; the invoice totals before the excess, the excess,
 * the suggested monthly instalment, the premium and future interest or costs are not it.
 */
const pmiClawback: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const legal = pick(r, [' Ltd', ' Limited', ' plc']);
  const ins = company(r, ['Health', 'Healthcare', 'Health Insurance', 'Medical Insurance'], legal);
  const member = r.chance(0.5) ? `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}` : `M${r.digits(8)}`;
  const claimNo = pick(r, [
    () => `CL${r.digits(7)}`,
    () => `${r.digits(2)}-${r.digits(6)}`,
    () => `C${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ])();
  const opRef = r.chance(0.5) ? `OP/${r.digits(6)}` : `REC${r.digits(5)}${oOrI(r)}`;
  const refMode = r.chance(0.5) ? 'claim' : 'overpay';
  const insRef = refMode === 'claim' ? claimNo : opRef;
  const insRefLabel = refMode === 'claim' ? 'Claim number' : 'Overpayment reference';
  const [cond, treat, speciality] = pick(r, CONDITIONS);
  const moratorium = r.chance(0.6);
  const start = addDays(c.date, -r.int(200, 900));
  const gpSeen = addDays(start, -r.int(60, 900));
  const treated = addDays(c.date, -r.int(70, 200));
  const hosp = `${place(r)} ${pick(r, ['Private Hospital', 'Clinic', 'Independent Hospital'])}`;
  const cons = person(r);
  const consName = `${pick(r, ['Mr', 'Ms', 'Dr'])} ${cons.first[0]} ${cons.last}`;
  const toMember = r.chance(0.35);
  const excess = pick(r, [0, 100, 150, 250, 500]);
  const lines: [string, string, number][] = [
    [D(c, addDays(treated, -r.int(14, 40))), `Consultation - ${consName}`, r.money(180, 290)],
    ...(r.chance(0.6)
      ? ([[D(c, addDays(treated, -r.int(5, 12))), 'Scans and tests - hospital', r.money(380, 1150)]] as [
          string,
          string,
          number,
        ][])
      : []),
    [D(c, treated), 'Hospital charges', r.money(2100, 7800)],
    [D(c, treated), `Surgeon's fee - ${consName}`, r.money(650, 2400)],
    ...(r.chance(0.6)
      ? ([[D(c, treated), "Anaesthetist's fee", r.money(320, 780)]] as [string, string, number][])
      : []),
  ];
  const invoiced = round2(lines.reduce((a, l) => a + l[2], 0));
  const paid = round2(invoiced - excess);
  const grid: string[][] = [
    ...lines.map(([d, what, v]) => [
      what,
      d,
      fmtMoney(v),
      fmtMoney(what === 'Hospital charges' ? round2(v - excess) : v),
    ]),
    ['Total', '', fmtMoney(invoiced), fmtMoney(paid)],
  ];
  const months = pick(r, [6, 10, 12]);
  const inst = round2(Math.ceil((paid / months) * 100) / 100);
  const premium = r.money(38, 190);
  const found = pick(r, [
    `the GP report we asked for after the claim was paid`,
    `a routine audit of paid claims, which checked your GP records,`,
    `the consultant's full report, which reached us after we had paid the invoices,`,
  ]);
  const why = moratorium
    ? `Your cover is on moratorium terms: conditions you had symptoms of, or advice or treatment for, in the five years before your cover started on ${D(c, start)} are not covered until you have gone two continuous years without them. ${found[0].toUpperCase()}${found.slice(1)} shows that you saw your GP about ${cond} on ${D(c, gpSeen)}, so the treatment was for a pre-existing condition and is excluded.`
    : `Your membership certificate, issued when your cover started on ${D(c, start)}, has a personal exclusion for ${cond} and any related condition, because you told us about it on your application. ${found[0].toUpperCase()}${found.slice(1)} shows that the ${treat} was treatment for that condition, so it is excluded.`;
  const paidWho = toMember
    ? `We reimbursed you ${fmtMoney(paid)} for the treatment and the consultations before it${excess ? `, after deducting your excess of ${fmtMoney(excess)}` : ''}.`
    : `We paid ${hosp} and the consultants ${fmtMoney(paid)} directly for the treatment and the consultations before it${excess ? `, after the ${fmtMoney(excess)} excess you paid to the hospital` : ''}.`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const who = pick(r, [
    'agent',
    'agent',
    'solicitors',
    'insurer',
    'insurer',
    'insurer2',
    'insurer2',
  ] as const);
  const insStage = who === 'insurer' ? 1 : 2;
  const review = who === 'insurer2' && r.chance(0.45);
  const asked = addDays(c.date, -r.int(35, 60));
  const sub = [
    pick(r, ['Claims Recovery Team', 'Claims Overpayments', 'Member Services - Claims']),
    officeAddress(r),
    `${phone(r)}  ${web(ins.name)}`,
  ];
  const insFooter = [fcaLine(ins.name, r)];
  if (who === 'insurer' || who === 'insurer2') {
    const payBy = addDays(c.date, pick(r, [14, 21, 28]));
    const opening: Block[] =
      insStage === 1
        ? [
            {
              p: `We are writing about claim ${claimNo} for ${treat} by ${consName}, ${speciality}, on ${D(c, treated)}. ${paidWho}`,
            },
            { p: why },
            {
              p: `We are sorry, but the claim was paid in error, and under your policy terms we ask you to repay ${fmtMoney(paid)}.`,
            },
          ]
        : review
          ? [
              {
                p: `Thank you for your letter of ${D(c, addDays(asked, r.int(6, 15)))} asking us to review our decision on claim ${claimNo}. A different member of our clinical team has looked again at your GP records and the consultant's letters.`,
              },
              { p: why },
              {
                p: `Our decision stands, and the ${fmtMoney(paid)} we paid for this treatment is still owed. If you are unhappy with this response you can refer your complaint to the Financial Ombudsman Service within six months of the date of this letter; doing so does not affect the amount due.`,
              },
            ]
          : [
              {
                p: `We wrote to you on ${D(c, asked)} to explain that claim ${claimNo} for ${treat} had been paid in error, because the treatment was for a pre-existing condition that your policy excludes, and to ask you to repay ${fmtMoney(paid)}. We have not received payment or heard from you.`,
              },
              { p: `This is a reminder that the amount is still due. ${paidWho}` },
            ];
    const lay = r.int(0, 1);
    const body: Block[] = [
      ...opening,
      {
        grid,
        header: [`Claim ${claimNo}`, 'Date', 'Invoiced', 'Paid by us'],
        widths: [0.37, 0.23, 0.2, 0.2],
      },
      {
        p: `Please repay ${fmtMoney(paid)} by ${D(c, payBy)}, by bank transfer to ${ins.name}, ${bank}, or by card on ${phone(r)}, quoting ${insRefLabel.toLowerCase()} ${insRef}. If you cannot repay it in one go, call us: we can usually accept up to ${months} monthly instalments (about ${fmtMoney(inst)} a month).`,
      },
      {
        small: `${lay === 1 && lines.length === 5 ? '' : `Your policy continues and your monthly premium of ${fmtMoney(premium)} is not affected by this letter. `}${insStage === 1 ? 'If you disagree with our decision, please tell us within 28 days and send any medical evidence you would like us to consider; you can also complain to us and then to the Financial Ombudsman Service.' : `If the amount is not repaid or an arrangement agreed, we may pass the debt to a recovery agent.`}`,
      },
    ];
    const title =
      insStage === 1
        ? pick(r, [
            'Claim paid in error - repayment request',
            'We need you to repay a claim payment',
            'Repayment of claim paid in error',
          ])
        : review
          ? pick(r, ['Review of our decision - claim paid in error', 'Outcome of your review request'])
          : pick(r, ['Reminder: repayment of claim paid in error', 'Repayment still outstanding']);
    const spec: Spec =
      lay === 0
        ? {
            face: c.face,
            head: ins.head,
            sub,
            headAlign: pick(r, ['left', 'right'] as const),
            logoMark: pick(r, ['shield', 'rings', undefined] as const),
            recipient: rcpt(c),
            panel: [
              ['Membership no', member],
              [insRefLabel, insRef],
              ...(refMode === 'overpay' ? ([['Claim number', claimNo]] as [string, string][]) : []),
              ['Date', D(c, c.date)],
            ],
            panelBoxed: r.chance(0.5),
            title,
            titleStyle: pick(r, ['plain', 'rule'] as const),
            body: [dear(c), ...body],
            closing: 'Yours sincerely',
            sign: [
              ...signatory(r, ['Claims Recovery Manager', 'Senior Claims Assessor', 'Claims Team Leader']),
              ins.name,
            ],
            footer: insFooter,
          }
        : {
            face: c.face,
            head: ins.head,
            headBand: true,
            sub,
            headAlign: 'left',
            logoMark: pick(r, ['shield', 'bars'] as const),
            recipient: rcpt(c),
            owe: { label: 'Amount to repay', amount: fmtMoney(paid), note: `By ${D(c, payBy)}` },
            panel: [],
            refGrid: [
              [insRefLabel, insRef],
              ['Membership number', member],
              ['Policy', pick(r, ['Personal Health Plan', 'Select Health Cover', 'Core Cover Plus'])],
              ['Date', D(c, c.date)],
            ],
            title,
            titleStyle: pick(r, ['banner', 'boxed'] as const),
            body: [dear(c), ...body],
            closing: 'Yours sincerely',
            sign: ['Claims Recovery Team', ins.name],
            footer: insFooter,
          };
    return {
      spec,
      truth: truth(
        ins.name,
        paid,
        insRef,
        'normal',
        insStage,
        insStage === 1 ? 'first_demand' : 'reminder',
        c,
        payBy,
      ),
    };
  }
  const firstIns = addDays(c.date, -r.int(60, 110));
  const remIns = addDays(firstIns, r.int(21, 35));
  if (who === 'agent') {
    const ag = company(r, ['Recoveries', 'Credit Management', 'Debt Recovery']);
    const agRef = pick(r, [
      () => `${r.letters(3, 'HMKR')}${r.digits(7)}`,
      () => `${r.digits(6)}/${r.letters(2, 'PM')}`,
      () => `${r.digits(3)}-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
    ])();
    const final = r.chance(0.45);
    const placed = addDays(c.date, -r.int(25, 40));
    const payBy = addDays(c.date, final ? 7 : 14);
    const agOffice = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      sub: [agOffice, `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${ag.name}, ${agOffice}` : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our ref', agRef],
        ['Client', ins.name],
        ['Client ref', claimNo],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title: final
        ? pick(r, ['FINAL NOTICE', 'Final notice before legal action'])
        : pick(r, ['Notice of debt recovery instruction', 'Your account has been passed to us']),
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        dear(c),
        final
          ? {
              p: `We wrote to you on ${D(c, placed)} on behalf of our client ${ins.name} about the repayment of a medical claim it paid in error. The balance below remains unpaid and you have not contacted us.`,
            }
          : {
              p: `${ins.name} has instructed us to recover ${fmtMoney(paid)} it paid for ${treat} under your membership ${member}. ${ins.name} wrote to you on ${D(c, firstIns)} and ${D(c, remIns)} explaining that the treatment was for a pre-existing condition your policy excludes, so the claim should not have been paid.`,
            },
        {
          kv: [
            ['Claim paid in error:', fmtMoney(paid)],
            ['Paid to date:', fmtMoney(0)],
            ['Balance due:', fmtMoney(paid)],
          ],
        },
        final
          ? {
              boxed: [
                `Unless the balance due of ${fmtMoney(paid)} is paid, or an arrangement agreed, by ${D(c, payBy)}, we will recommend to our client that court proceedings are issued against you without further notice.`,
              ],
            }
          : {
              p: `Please pay the balance due of ${fmtMoney(paid)} by ${D(c, payBy)}, or call us to agree an affordable plan. No fees or interest have been added by us or our client.`,
            },
        {
          p: `Pay online at ${web(ag.name)}/pay, by phone on ${phone(r)}, or by bank transfer to our client account, ${bank}, quoting our reference ${agRef}. Do not send payment to ${ins.name} while we are handling this account.`,
        },
        {
          small: `If you dispute this debt, tell us in writing and we will put the account on hold while we check with our client. Free, impartial debt advice is available from debt advice charities.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: ['Recoveries Team', ag.name],
      slip: r.chance(0.6)
        ? {
            title: `Payment slip - ${ag.name}`,
            rows: [
              ['Our ref', agRef],
              ['Balance due', fmtMoney(paid)],
            ],
          }
        : undefined,
      footer: [fcaLine(ag.name, r)],
    };
    return {
      spec,
      truth: truth(
        ag.name,
        paid,
        agRef,
        'debt_collection',
        final ? 3 : 1,
        final ? 'final_demand' : 'debt_recovery',
        c,
        payBy,
      ),
    };
  }
  // Solicitors' letter before claim
  const firm = `${partners(r)} ${pick(r, ['LLP', 'Solicitors LLP'])}`;
  const solRef = r.chance(0.5)
    ? `${r.letters(3, 'DKMR')}/${r.digits(5)}/${r.digits(3)}`
    : `${r.letters(2, 'JPW')}.${r.digits(6)}`;
  const payBy = addDays(c.date, 30);
  const interest = round2(paid * 0.08 * (wholeDays(treated, c.date) / 365));
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.4) ? [firm.toUpperCase()] : [firm],
    sub: [
      pick(r, ['Solicitors', 'Solicitors - Debt Recovery Department']),
      officeAddress(r),
      `DX ${r.digits(5)} ${place(r)}  ${phone(r)}`,
    ],
    headAlign: pick(r, ['right', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our ref', solRef],
      ['Your ref', '-'],
      ['Client ref', claimNo],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: r.chance(0.4),
    title: pick(r, ['LETTER BEFORE CLAIM', 'Letter before claim - Pre-Action Protocol for Debt Claims']),
    titleStyle: pick(r, ['plain', 'boxed'] as const),
    body: [
      dear(c),
      { h: `${ins.name} - claim ${claimNo} - ${fmtMoney(paid)}` },
      {
        p: `We act for ${ins.name}. On ${D(c, treated)} you received ${treat}, and our client paid ${fmtMoney(paid)} for it under your health insurance (membership ${member}). Our client later established that the treatment was for a condition you had before your cover began, which the policy excludes. It wrote to you on ${D(c, firstIns)} and ${D(c, remIns)} asking you to repay that sum, and it remains unpaid.`,
      },
      {
        p: `The amount due is ${fmtMoney(paid)}. Unless it is paid, or you reply using the enclosed Reply Form, within 30 days of the date of this letter (by ${D(c, payBy)}), our client intends to issue a claim against you in the County Court without further notice, and to claim interest under section 69 of the County Courts Act 1984 (about ${fmtMoney(interest)} to date) and costs.`,
      },
      {
        boxed: [
          `Please read the enclosed Information Sheet and Reply Form. If you need advice, free independent debt advice is available; you can ask us for more time to get it.`,
        ],
      },
      {
        p: `Payment should be made to us, ${firm}, by bank transfer to our client account, ${bank}, quoting our reference ${solRef}.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [firm],
    footer: [
      `${firm} is a limited liability partnership registered in England and Wales (no. OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). Registered office: ${officeAddress(r)}.`,
    ],
  };
  return { spec, truth: truth(firm, paid, solRef, 'debt_collection', 3, 'letter_of_claim', c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W219 Music school or private music teacher
// ------------------------------------------------------------------------------------------------------------

/**
 * A music school's (a limited company) or a private music teacher's (a sole trader in her own name) unpaid term fees
 * — individual lessons for the term, instrument hire, an exam entry fee or accompanist's fee, less a sibling discount
 * and any part payment — and a term's fees in lieu of notice, because the pupil was withdrawn without the term's
 * written notice its terms ask for. Stage drawn per letter:
 *  1 the first letter asking for the fees (statement of account / overdue invoice) (kind first_demand);
 *  2 a reminder that refers to the first letter, or answers the parent's e-mail disputing the notice fee, and may add
 *    the late payment charge in the terms (kind reminder);
 *  3 the sender's final demand with 7 days to pay (kind final_demand), or — for the school only — the collection
 *    agency's letter: its first letter (stage 1, kind debt_recovery) or its final notice (stage 3, kind final_demand).
 * Layouts: a letter with a reference panel and a two-column fees table, or a statement with a row of reference
 * cells, a dated ruled statement, a shaded "Balance due" box and (sometimes) a tear-off remittance slip; the
 * collector's letter with a stacked panel.
 * Truth: the school's legal name (as printed in the letterhead or sign-off and the footer) or the teacher's own name
 * (a sole trader, as she heads and signs the letter) is the creditor of its own letters, 'normal'; the collection
 * agency writes and asks to be paid, so it is the creditor (README on-behalf rule) and the type is 'debt_collection'.
 * Reference = the account or invoice number the letter asks to be quoted (the collector's own reference on its
 * letters); the pupil number, the exam candidate number and the school's account number printed as "Client ref" are
 * not it. Amount = the balance due; the per-lesson price, the termly fee on its own, next term's fee and future costs
 * are not it.
 */
const musicFees: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const isSchool = r.chance(0.6);
  const sch = company(r, ['School of Music', 'Music Academy', 'Music Centre'], pick(r, [' Ltd', ' Limited']));
  let t = person(r);
  while (t.last === c.who.last) t = person(r);
  const tutor = `${t.first} ${t.last}`;
  const creditor = isSchool ? sch.name : tutor;
  const instrument = pick(r, [
    'piano',
    'violin',
    'cello',
    'guitar',
    'flute',
    'clarinet',
    'singing',
    'drums',
    'saxophone',
  ]);
  const pupil = `${person(r).first} ${c.who.last}`;
  const pFirst = pupil.split(' ')[0];
  const pupilNo = `${r.digits(5)}`;
  const mins = pick(r, [30, 30, 45, 60]);
  const perLesson = round2(
    pick(r, [16, 18, 20, 22, 24, 26, 28, 32, 36]) * (mins / 30) * (mins === 60 ? 0.9 : 1),
  );
  const weeks = pick(r, [10, 11, 12]);
  const termFee = round2(perLesson * weeks);
  const hire =
    r.chance(0.4) && instrument !== 'singing' && instrument !== 'piano' ? pick(r, [36, 45, 54, 60, 75]) : 0;
  const grade = r.int(1, 8);
  const exam = r.chance(0.4) ? pick(r, [44, 49, 55, 62, 71, 84, 97]) : 0;
  const accomp = exam && instrument !== 'piano' && instrument !== 'drums' ? pick(r, [25, 30, 40]) : 0;
  const sib = isSchool && r.chance(0.35) ? round2(termFee * 0.1) : 0;
  const partPaid = r.chance(0.35) ? round2(Math.floor(termFee * pick(r, [0.25, 0.5]))) : 0;
  const lieu = termFee;
  const fromCollector = isSchool && r.chance(0.4);
  const stage: 1 | 2 | 3 = fromCollector ? 3 : pick(r, [1, 2, 3] as const);
  const late = stage >= 2 && !fromCollector && r.chance(0.5) ? pick(r, [10, 15, 20, 25]) : 0;
  const invDate = addDays(
    c.date,
    -(stage === 1 ? r.int(12, 25) : stage === 2 ? r.int(35, 50) : r.int(60, 90)),
  );
  const year = invDate.getUTCFullYear();
  const m = invDate.getUTCMonth();
  const [term, nextTerm] =
    m < 4
      ? [`Spring term ${year}`, `Summer term ${year}`]
      : m < 8
        ? [`Summer term ${year}`, `Autumn term ${year}`]
        : [`Autumn term ${year}`, `Spring term ${year + 1}`];
  const balance = round2(termFee + hire + exam + accomp - sib - partPaid + lieu + late);
  const ref = isSchool
    ? pick(r, [
        () => `FAM-${r.digits(4)}`,
        () => `${c.who.last.slice(0, 2).toUpperCase()}${r.digits(3)}${oOrI(r)}`,
        () => `INV${r.digits(5)}`,
      ])()
    : `${String(year).slice(2)}-${r.digits(3)}`;
  const refLabel = isSchool ? (ref.startsWith('INV') ? 'Invoice no.' : 'Account no.') : 'Invoice no.';
  const withdrawn = addDays(invDate, -r.int(3, 20));
  const rem1 = addDays(invDate, r.int(21, 28));
  const rem2 = addDays(rem1, r.int(14, 21));
  const noticeRule = pick(r, [
    `a full term's notice in writing, given before the first day of the term the pupil is leaving at the end of`,
    `one term's written notice; where notice is not given, a term's fees are payable in lieu of notice`,
    `notice in writing before the start of the last term of lessons, or a term's fees in lieu`,
  ]);
  const clause = `${r.int(4, 12)}.${r.int(1, 6)}`;
  const rows: [string, string][] = [
    [`${term}: ${weeks} x ${mins}-min ${instrument} lessons @ ${fmtMoney(perLesson)}`, fmtMoney(termFee)],
    ...(hire
      ? ([[`Instrument hire (${term.split(' ')[0].toLowerCase()} term)`, fmtMoney(hire)]] as [
          string,
          string,
        ][])
      : []),
    ...(exam
      ? ([[`Exam entry fee - Grade ${grade} ${instrument}`, fmtMoney(exam)]] as [string, string][])
      : []),
    ...(accomp ? ([['Accompanist for exam', fmtMoney(accomp)]] as [string, string][]) : []),
    ...(sib ? ([['Sibling discount (10%)', minus(sib)]] as [string, string][]) : []),
    ...(partPaid ? ([['Payment received - thank you', minus(partPaid)]] as [string, string][]) : []),
    [`${nextTerm}: a term's fees in lieu of notice`, fmtMoney(lieu)],
    ...(late ? ([['Late payment charge', fmtMoney(late)]] as [string, string][]) : []),
  ];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const office = isSchool ? officeAddress(r) : homeLine(r);
  const contact = `${phone(r)}  ${isSchool ? `accounts@${web(sch.name).slice(4)}` : mailOf(t.first, t.last, r)}`;
  if (fromCollector) {
    const ag = company(r, ['Credit Services', 'Collections', 'Credit Control']);
    const agRef = pick(r, [
      () => `${r.letters(2, 'CKOQ')}${r.digits(6)}`,
      () => `${r.digits(4)}/${r.digits(5)}`,
      () => `${r.digits(2)}${oOrI(r)}-${r.digits(5)}`,
    ])();
    const final = r.chance(0.4);
    const payBy = addDays(c.date, final ? 7 : 14);
    const spec: Spec = {
      face: c.face,
      head: ag.head,
      sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['bars', 'chevron', undefined] as const),
      recipient: rcpt(c),
      panel: [
        ['Our reference', agRef],
        ['Creditor', sch.name],
        ['Client ref', ref],
        ['Date', D(c, c.date)],
      ],
      panelStacked: true,
      panelBoxed: r.chance(0.5),
      title: final
        ? pick(r, ['FINAL NOTICE', 'Final notice - music tuition fees'])
        : pick(r, ['Unpaid tuition fees', 'Notice of placement - tuition fees']),
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body: [
        dear(c),
        final
          ? {
              p: `Our letter of ${D(c, addDays(c.date, -r.int(21, 35)))} asked you to pay the fees you owe ${sch.name} for ${pupil}'s ${instrument} lessons. We have not received payment or any proposal from you.`,
            }
          : {
              p: `${sch.name} has passed us your account for collection. It covers ${pupil}'s ${instrument} lessons in the ${term} and, because ${pFirst} was withdrawn on ${D(c, withdrawn)} without the notice required by the school's terms (clause ${clause}), a term's fees in lieu of notice. The school wrote to you on ${D(c, rem1)} and ${D(c, rem2)}.`,
            },
        { grid: [...rows.map(([k, v]) => [k, v]), ['Balance due', fmtMoney(balance)]], widths: [0.74, 0.26] },
        final
          ? {
              boxed: [
                `Pay the balance due of ${fmtMoney(balance)} by ${D(c, payBy)}. If you do not, we will advise our client to issue a county court claim, when court fees and interest would also be claimed.`,
              ],
            }
          : {
              p: `Please pay ${fmtMoney(balance)} by ${D(c, payBy)}, or contact us to arrange payments you can afford. We have not added any charges.`,
            },
        {
          p: `Pay at ${web(ag.name)}, on ${phone(r)}, or by transfer to ${bank}, quoting our reference ${agRef}. Please do not pay the school directly.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Account Manager']), ag.name],
      footer: [regLine(ag.name, r)],
    };
    return {
      spec,
      truth: truth(
        ag.name,
        balance,
        agRef,
        'debt_collection',
        final ? 3 : 1,
        final ? 'final_demand' : 'debt_recovery',
        c,
        payBy,
      ),
    };
  }
  const payBy = addDays(c.date, stage === 3 ? 7 : 14);
  const dispute = stage === 2 && r.chance(0.4);
  const we = isSchool ? 'we' : 'I';
  const our = isSchool ? 'our' : 'my';
  const opening: Block[] =
    stage === 1
      ? [
          {
            p: `${pFirst}'s ${instrument} lessons for the ${term} have not been paid for, and ${isSchool ? 'we were' : 'I was'} sorry to hear on ${D(c, withdrawn)} that ${pFirst} will not be continuing. ${isSchool ? 'Our' : 'My'} terms (clause ${clause}) require ${noticeRule}. No such notice was given, so the fees for the ${nextTerm} are payable in lieu of notice.`,
          },
        ]
      : stage === 2
        ? [
            {
              p: dispute
                ? `Thank you for your e-mail of ${D(c, addDays(invDate, r.int(5, 12)))} questioning the fees in lieu of notice. The terms you accepted when ${pFirst} started (clause ${clause}) require ${noticeRule}, so ${we} cannot waive them, and the whole balance remains due.`
                : `${isSchool ? 'We' : 'I'} wrote to you on ${D(c, invDate)} about the fees outstanding for ${pFirst}'s ${instrument} lessons, including a term's fees in lieu of notice, but ${we} have not received payment. This is a reminder that the balance below is overdue.`,
            },
          ]
        : [
            {
              p: `Despite ${our} letter of ${D(c, invDate)} and reminders of ${D(c, rem1)} and ${D(c, rem2)}, the fees for ${pFirst}'s ${instrument} lessons and the term's fees in lieu of notice under ${our} terms (clause ${clause}) remain unpaid.`,
            },
          ];
  const close: Block[] =
    stage === 3
      ? [
          {
            boxed: [
              `FINAL DEMAND: unless ${fmtMoney(balance)} is received by ${D(c, payBy)}, ${isSchool ? 'the account will be passed to our collection agents, or a claim issued in the county court,' : 'I will issue a claim in the county court'} without further notice.`,
            ],
          },
        ]
      : [
          {
            p: `Please pay the balance due of ${fmtMoney(balance)} by ${D(c, payBy)}.${late ? ` A late payment charge of ${fmtMoney(late)} has been added under ${our} terms.` : ''} If this is difficult, please get in touch to agree instalments.`,
          },
        ];
  const payLine: Block = {
    p: `Payment by bank transfer to ${isSchool ? sch.name : tutor}, ${bank}, quoting ${refLabel === 'Invoice no.' ? 'invoice' : 'account'} ${ref}.${r.chance(0.5) ? ` ${nextTerm} lessons would have cost ${fmtMoney(round2(termFee * 1.04))} at the new rates; the in-lieu fee is charged at this term's rate.` : ''}`,
  };
  const title =
    stage === 1
      ? pick(r, ['Statement of account', 'Tuition fees outstanding', 'Unpaid lesson fees'])
      : stage === 2
        ? pick(r, ['Reminder - fees overdue', 'Second request for payment', 'REMINDER'])
        : pick(r, ['Final demand', 'FINAL DEMAND FOR PAYMENT']);
  const head = isSchool ? sch.head : [r.chance(0.3) ? tutor.toUpperCase() : tutor];
  const sub = [
    isSchool
      ? pick(r, ['Fees Office', 'Accounts', 'Registrar and Accounts'])
      : `Teacher of ${instrument}${instrument === 'piano' ? ' and theory' : ''} - ${pick(r, ['BMus (Hons) LRSM', 'MA DipABRSM', 'LTCL'])}`,
    office,
    contact,
  ];
  const signOff = isSchool
    ? [...signatory(r, ['Fees Administrator', 'Bursar', 'Office Manager']), sch.name]
    : [tutor];
  const footer = isSchool
    ? [regLine(sch.name, r)]
    : [
        `Exam candidate no. for ${pFirst}: ${r.digits(4)}.${r.chance(0.5) ? ` Member of a professional association of music teachers.` : ''}`,
      ];
  const lay = r.int(0, 1);
  const align = pick(r, ['left', 'center', 'right'] as const);
  const spec: Spec =
    lay === 0
      ? {
          face: c.face,
          head,
          sub,
          headAlign: align,
          logo: isSchool && align !== 'center' && r.chance(0.4),
          recipient: rcpt(c),
          panel: [
            [refLabel, ref],
            ['Pupil', `${pupil}${isSchool ? ` (no. ${pupilNo})` : ''}`],
            ['Date', D(c, c.date)],
          ],
          panelBoxed: r.chance(0.5),
          panelStacked: r.chance(0.3),
          title,
          titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
          body: [
            dear(c),
            ...opening,
            {
              table: [
                ...rows.map(([k, v]) => [k, v] as [string, string]),
                ['Balance due', fmtMoney(balance)],
              ],
              header: ['Fees', 'Amount'],
            },
            ...close,
            payLine,
          ],
          closing: pick(r, ['Yours sincerely,', 'Kind regards,']),
          sign: signOff,
          footer,
        }
      : {
          face: c.face,
          head,
          sub,
          headAlign: pick(r, ['left', 'right'] as const),
          logoMark: pick(r, ['rings', 'bars', undefined] as const),
          recipient: rcpt(c),
          panel: [],
          refGrid: [
            [refLabel, ref],
            ['Pupil', pupil],
            ...(isSchool ? ([['Pupil no.', pupilNo]] as [string, string][]) : []),
            ['Date', D(c, c.date)],
          ],
          title,
          titleStyle: pick(r, ['banner', 'rule'] as const),
          body: [
            dear(c),
            ...opening,
            { grid: rows.map(([k, v]) => [k, v]), widths: [0.74, 0.26], boldLast: false },
            { amountBox: ['Balance due', fmtMoney(balance)] },
            ...close,
            payLine,
          ],
          closing: pick(r, ['Yours sincerely,', 'With best wishes,']),
          sign: signOff,
          slip:
            stage !== 3 && r.chance(0.5)
              ? {
                  title: `Remittance - ${creditor}`,
                  rows: [
                    [refLabel.replace('.', ''), ref],
                    ['Balance due', fmtMoney(balance)],
                  ],
                }
              : undefined,
          footer,
        };
  return {
    spec,
    truth: truth(
      creditor,
      balance,
      ref,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      payBy,
    ),
  };
};

export const FRESH20C_FAMILIES: Family[] = [
  {
    id: 'W217',
    name: 'Registered childminder unpaid fees and notice (reminder, second reminder, letter before claim)',
    group: 'business',
    make: childminderFees,
  },
  {
    id: 'W218',
    name: 'Private medical insurer repayment of claim paid in error (insurer, recovery agent or solicitors)',
    group: 'business',
    make: pmiClawback,
  },
  {
    id: 'W219',
    name: 'Music school or music teacher unpaid term fees and fees in lieu of notice (with collector)',
    group: 'business',
    make: musicFees,
  },
];
