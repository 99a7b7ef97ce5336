/**
 * The twentieth fresh held-out set, part a (W220–W222): kinds of letter the corpus does not have yet — a funeral
 * director's unpaid funeral account, written to the executor or next of kin who signed the arrangement form (the
 * account sent after the funeral, with the deposit taken and the disbursements paid on the client's behalf —
 * crematorium or cemetery fees, the minister's or celebrant's fee — then a reminder, then the firm's final notice or
 * its collection agency's final letter), a council's invoice for "works in default" (works the council carried out
 * itself after the owner ignored a statutory notice — an untidy-land notice under section 215, a dangerous structure,
 * a defective private drain — charged with an administration fee: the invoice naming the notice it followed, a
 * reminder, and a final notice warning of a local land charge and recovery through the county court), and a council's
 * environmental enforcement Fixed Penalty Notice for fly-tipping or for a householder's breach of the waste duty of
 * care under the Environmental Protection Act 1990 (the notice itself with its reduced amount for early payment,
 * sometimes issued by a contractor's officer on the council's behalf, a reminder, and a final warning of prosecution
 * in the magistrates' court). Written blind to the extractor; scored once. Every face is drawn per letter; each family
 * draws its stage (1–3) and one of two or three layouts per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, person, phone, place, sortCode, web } from './vocab';
import {
  ALL_FACES,
  company,
  councilName,
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
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W220 Funeral director's account
// ------------------------------------------------------------------------------------------------------------

/**
 * A funeral director's account for a funeral it has carried out, sent to the client who signed the arrangement form
 * (an executor or next of kin). The contract is with that person, not with the estate, so the letters are addressed
 * to them and say so; the debt is owed to the funeral director.
 * Stage 1: the account itself after the funeral (an itemised invoice: the firm's own charges, the disbursements it
 * paid on the client's behalf, the deposit and any money already received, "balance due"), kind first_demand.
 * Stage 2: a reminder that refers to the account sent and, sometimes, to the client's call about probate, kind
 * reminder. Stage 3: the firm's final notice (a late payment charge added to the total), kind final_demand; or, on
 * about a third of the stage-3 letters, the firm's collection agency's final letter before legal action.
 * Creditor: the funeral director (letterhead and sign-off), debtType 'normal' (an ordinary business's overdue
 * account). On the collection agency's letter the agency writes and asks to be paid into its own client account, so
 * it is the creditor (README on-behalf rule) and the type is 'debt_collection'; the funeral director's account number
 * is then the client's reference, and the agency's own reference is the one to quote.
 * Amount = the balance due / balance outstanding / amount now due (after the deposit and payments, including a late
 * charge already added). Not: the total of the account before the deposit, the deposit, a disbursement line, the
 * monthly instalment the firm would accept, the interest it says it may add later. Distractors: the deceased's
 * name and dates, the crematorium's or cemetery's booking or grave number, the arrangement date, the firm's bank
 * account, a funeral plan number.
 */
const funeralAccount: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const collector = stage === 3 && r.chance(0.35);
  const layout = collector ? 'collector' : pick(r, ['invoice', 'letter'] as const);
  // The firm
  const fam = person(r);
  const v = r.int(0, 3);
  const town = place(r);
  const firm = [
    `${fam.last} & Sons Funeral Directors`,
    `${fam.last} Family Funeral Service Ltd`,
    `${town} Funeral Service Ltd`,
    `${fam.last} & ${person(r).last} Funeral Directors Ltd`,
  ][v];
  const cut = firm.indexOf(' Funeral');
  const firmHead =
    firm.length > 34 || r.chance(0.5)
      ? [firm.slice(0, cut), firm.slice(cut + 1)]
      : r.chance(0.4)
        ? [firm.toUpperCase()]
        : [firm];
  const firmOffice = officeAddress(r);
  const firmPhone = phone(r);
  const firmFooter =
    v === 0
      ? `Proprietors: ${fam.first} ${fam.last} and ${person(r).first} ${fam.last}. Independent family funeral directors. Our standardised price list is published under the Funerals Market Investigation Order 2021 and is available on request or at ${web(firm)}.`
      : `${regLine(firm, r)} Our standardised price list is published under the Funerals Market Investigation Order 2021.`;
  // The funeral
  const dec = person(r);
  const decLast = r.chance(0.65) ? c.who.last : dec.last;
  const deceased = `${dec.first} ${decLast}`;
  const lateName = `the late ${deceased}`;
  const role = pick(r, ['executor', 'next of kin', 'person who arranged the funeral']);
  const cremation = r.chance(0.6);
  const venue = cremation
    ? `${place(r)} ${pick(r, ['Crematorium', 'Memorial Park Crematorium'])}`
    : `${place(r)} ${pick(r, ['Cemetery', 'Municipal Cemetery', 'Road Cemetery'])}`;
  const booking = cremation
    ? `Cremation no. ${r.digits(5)}`
    : `Grave ${r.letters(1, 'ABCDEFGH')} ${r.int(1, 48)}/${r.int(1, 220)}`;
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(35, 55) : r.int(70, 110)));
  const funeral = addDays(invDate, -r.int(4, 14));
  const arranged = addDays(funeral, -r.int(6, 16));
  const rem = addDays(invDate, r.int(32, 45));
  // The account
  const acct = pick(r, [
    `${String(r.int(24, 25))}/${String(r.int(1, 999)).padStart(4, '0')}`,
    `FA${r.digits(5)}`,
    `${decLast.slice(0, 3).toUpperCase()}-${r.digits(4)}`,
    `F${oOrI(r)}${r.digits(5)}`,
  ]);
  const prof = pick(r, [1395, 1580, 1725, 1890, 2150, 2395]);
  const coffin = pick(r, [
    ['Solid pine coffin', 495],
    ['Oak veneer coffin', 650],
    ['Natural willow casket', 885],
    ['Cardboard environmental coffin', 325],
    ['Solid oak coffin', 1240],
  ] as const);
  const hearse = pick(r, [295, 340, 375]);
  const limos = r.int(0, 2);
  const limoEach = pick(r, [275, 310, 345]);
  const extras: [string, number][] = [];
  if (r.chance(0.5)) extras.push(['Embalming (hygienic treatment)', pick(r, [165, 195, 240])]);
  else if (r.chance(0.4)) extras.push(['Out-of-hours collection of the deceased', pick(r, [95, 125, 175])]);
  const ours: [string, number][] = [
    ['Professional services and care of the deceased', prof],
    [coffin[0], coffin[1]],
    ['Hearse', hearse],
    ...(limos
      ? ([[`Limousine${limos > 1 ? 's' : ''} (${limos})`, limos * limoEach]] as [string, number][])
      : []),
    ...extras,
  ];
  const disb: [string, number][] = [
    [
      cremation ? `Cremation fee, ${venue}` : `Interment fee, ${venue}`,
      cremation ? pick(r, [795, 882.5, 965, 1085.75]) : pick(r, [1150, 1420, 1890]),
    ],
    [pick(r, ["Minister's fee", "Celebrant's fee", 'Officiant fee']), pick(r, [180, 210, 225, 250])],
  ];
  if (!cremation) disb.push(['Grave digging', pick(r, [420, 560, 640])]);
  const optional: [string, number][] = [
    ['Organist', pick(r, [80, 95, 120])],
    ['Order of service printing', pick(r, [96, 145.8, 210, 187.5])],
    ['Newspaper notice', r.money(58, 190)],
    ['Floral tribute', pick(r, [85, 140, 225])],
  ];
  for (let k = r.int(cremation ? 1 : 0, 2); k > 0; k--)
    disb.push(optional.splice(r.int(0, optional.length - 1), 1)[0]);
  const oursTotal = round2(ours.reduce((s, [, a]) => s + a, 0));
  const disbTotal = round2(disb.reduce((s, [, a]) => s + a, 0));
  const accountTotal = round2(oursTotal + disbTotal);
  const deposit = pick(r, [500, 750, 1000, 1000, 1500]);
  const credit = pick(r, ['none', 'none', 'bank', 'plan', 'dwp'] as const);
  const creditAmt0 =
    credit === 'bank'
      ? round2(Math.floor(accountTotal * pick(r, [0.25, 0.3, 0.4])))
      : credit === 'plan'
        ? pick(r, [1100, 1300, 1650])
        : credit === 'dwp'
          ? pick(r, [1000, 1120, 1250])
          : 0;
  // A contribution that would leave little to pay is left off: the account is then paid by the client alone.
  const creditAmt = accountTotal - deposit - creditAmt0 < 400 ? 0 : creditAmt0;
  const creditLabel =
    credit === 'bank'
      ? `Paid from the late ${dec.first} ${decLast}'s bank account`
      : credit === 'plan'
        ? `Funeral plan contribution (plan no. ${r.letters(2, 'PF')}${r.digits(6)})`
        : 'Funeral Expenses Payment (DWP)';
  const balance0 = round2(accountTotal - deposit - creditAmt);
  const partPaid0 = stage > 1 && r.chance(0.3) ? pick(r, [200, 250, 300, 500]) : 0;
  const partPaid = balance0 > partPaid0 * 3 ? partPaid0 : 0;
  const late = stage === 3 && !collector ? pick(r, [0, 35, 45, 60]) : 0;
  const due = round2(balance0 - partPaid + late);
  const inst = pick(r, [50, 75, 100, 150]);
  const pay = addDays(c.date, stage === 1 ? pick(r, [14, 28, 30]) : stage === 2 ? 14 : 7);
  const payWithin = Math.round((pay.getTime() - c.date.getTime()) / 86400000);
  const bankLine = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const rowsFull: string[][] = [
    ...ours.map(([k, a]) => [k, fmtMoney(a)]),
    ['Our charges', fmtMoney(oursTotal)],
    ...disb.map(([k, a]) => [`${k} *`, fmtMoney(a)]),
    ['Disbursements paid on your behalf', fmtMoney(disbTotal)],
    ['Total funeral account', fmtMoney(accountTotal)],
    [`Deposit received ${D(c, arranged)}`, `-${fmtMoney(deposit)}`],
    ...(creditAmt ? [[creditLabel, `-${fmtMoney(creditAmt)}`]] : []),
    ...(partPaid ? [['Payment received since our account', `-${fmtMoney(partPaid)}`]] : []),
    ...(late ? [['Late payment charge', fmtMoney(late)]] : []),
    [stage === 1 ? 'Balance due' : stage === 2 ? 'Balance outstanding' : 'Amount now due', fmtMoney(due)],
  ];
  const rowsShort: string[][] = [
    [`Funeral account ${acct} dated ${D(c, invDate)}`, fmtMoney(accountTotal)],
    [`Deposit received`, `-${fmtMoney(deposit)}`],
    ...(creditAmt
      ? [
          [
            credit === 'plan'
              ? 'Funeral plan contribution'
              : credit === 'bank'
                ? 'Paid from the bank account of the deceased'
                : 'Funeral Expenses Payment (DWP)',
            `-${fmtMoney(creditAmt)}`,
          ],
        ]
      : []),
    ...(partPaid ? [[`Payment received - thank you`, `-${fmtMoney(partPaid)}`]] : []),
    ...(late ? [['Late payment charge (our terms, clause 9)', fmtMoney(late)]] : []),
    [stage === 1 ? 'Balance due' : stage === 2 ? 'Balance outstanding' : 'Amount now due', fmtMoney(due)],
  ];
  const sig = signatory(r, ['Funeral Director', 'Office Manager', 'Accounts', 'Director']);

  if (layout === 'collector') {
    const agency = company(r, ['Credit Control', 'Debt Recovery', 'Collection Services']);
    const ref = pick(r, [
      `${r.letters(2, 'KQRT')}${r.digits(7)}`,
      `${r.digits(6)}/${r.letters(1, 'FD')}`,
      `C${oOrI(r)}-${r.digits(6)}`,
    ]);
    const aOffice = officeAddress(r);
    const spec: Spec = {
      face: c.face,
      head: agency.head,
      logoMark: pick(r, ['bars', 'chevron', 'shield'] as const),
      sub: [aOffice, `${phone(r)}  ${web(agency.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      returnAddress: r.chance(0.5) ? `Return address: ${agency.name}, ${aOffice}` : undefined,
      recipient: rcpt(c),
      panel: [
        ['Our reference', ref],
        ['Client ref', acct],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title: pick(r, [
        'FINAL NOTICE BEFORE LEGAL ACTION',
        'Final demand - unpaid funeral account',
        'NOTICE OF INTENDED PROCEEDINGS',
      ]),
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        dear(c),
        { h: `Re: funeral of ${lateName}` },
        {
          p: `Our client, ${firm}, has instructed us to recover the unpaid balance of its account for the funeral of ${lateName}, held on ${D(c, funeral)}. You signed our client's arrangement form on ${D(c, arranged)} as the ${role} and agreed to its terms of business, so you are personally responsible for the account, whether or not money is later paid to you from the estate.`,
        },
        { grid: rowsShort, header: ['Funeral account', 'Amount'], widths: [0.74, 0.26] },
        {
          p: `Our client sent you its account and a reminder, but the balance has still not been paid. Unless the amount now due of ${fmtMoney(due)} is paid to us by ${D(c, pay)}, or you contact us by then with an acceptable proposal, we will recommend to our client that a claim is issued against you in the county court. A judgment could affect your ability to obtain credit, and our client would also claim interest and fixed costs.`,
        },
        {
          kv: [
            ['Pay online', `${web(agency.name)}/pay`],
            ['Bank transfer', bankLine],
            ['Reference', ref],
          ],
        },
        {
          small: `Please pay us, not ${firm}. If probate has not yet been granted, tell us when you expect the estate to be settled: our client may agree to hold the account, or to accept instalments of ${fmtMoney(inst)} a month, while that happens. Free debt advice is available from independent advice charities.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...signatory(r, ['Collections Officer', 'Senior Case Handler']), agency.name],
      footer: [regLine(agency.name, r)],
    };
    return { spec, truth: truth(agency.name, due, ref, 'debt_collection', 3, 'final_demand', c, pay) };
  }

  const acctLabel = pick(r, ['Account no.', 'Funeral account', 'Invoice no.', 'Our ref']);
  const titles =
    stage === 1
      ? ['Funeral account', 'ACCOUNT', `Funeral of ${lateName}`, 'Invoice']
      : stage === 2
        ? ['Reminder - funeral account', 'Account reminder', 'Statement of account - reminder']
        : ['FINAL NOTICE', 'Final notice - funeral account', 'Final request for payment'];
  const opener: Block =
    stage === 1
      ? {
          p: `${pick(r, ['Thank you for entrusting us with', 'It was a privilege to care for your family and to conduct'])} the funeral of ${lateName} at ${venue} on ${D(c, funeral)}. As agreed when you signed the arrangement form on ${D(c, arranged)}, ${layout === 'invoice' ? `here is our account. The fees marked * were paid by us on your behalf to the ${cremation ? 'crematorium' : 'cemetery'} and others.` : `we enclose our itemised account, which includes the ${cremation ? 'crematorium' : 'cemetery'} and other fees we paid on your behalf.`}`,
        }
      : stage === 2
        ? {
            p: r.chance(0.5)
              ? `We sent you our account for the funeral of ${lateName} on ${D(c, invDate)}, payable within 28 days. We have not yet received the balance and we would be grateful for your attention to it.`
              : `Further to our account of ${D(c, invDate)} for the funeral of ${lateName}, and to your telephone call on ${D(c, addDays(invDate, r.int(20, 30)))} when you told us that the estate was awaiting probate, we write to remind you that the balance below is still outstanding.`,
          }
        : {
            p: `Despite our account of ${D(c, invDate)} and our reminder of ${D(c, rem)}, the balance of our account for the funeral of ${lateName} on ${D(c, funeral)} remains unpaid. We paid the ${cremation ? 'crematorium' : 'cemetery'} and the other disbursements on your behalf from our own funds at the time of the funeral.`,
          };
  const liability: Block = {
    small: `As the person who signed the funeral arrangement form (as ${role}), you are responsible for payment of our account. If the funeral is to be paid from the estate, you may give the account to the bank or building society holding the deceased's money: most will pay a funeral director directly before probate.`,
  };
  const askLine: Block =
    stage === 1
      ? {
          p: `Please pay the balance due of ${fmtMoney(due)} within ${payWithin} days, by ${D(c, pay)}, quoting ${acct}.`,
        }
      : stage === 2
        ? {
            p: `Please pay the balance outstanding of ${fmtMoney(due)} by ${D(c, pay)}. If you need more time, please ring ${sig[0].split(' ')[0]} or the office on ${firmPhone}: we can usually agree instalments of ${fmtMoney(inst)} a month or more.`,
          }
        : {
            p: `${late ? `A late payment charge of ${fmtMoney(late)} has been added under our terms of business. ` : ''}Unless the amount now due of ${fmtMoney(due)} is received by ${D(c, pay)}, we will pass the account to our ${pick(r, ['solicitors', 'debt collection agents'])} without further notice, and interest under our terms of business may then be claimed as well as the costs of recovery.`,
          };
  const payHow: Block = {
    kv: [
      ['Bank transfer', bankLine],
      ['Card', `by telephone on ${firmPhone}`],
      ['Reference', acct],
    ],
  };
  const panel: [string, string][] = [
    [acctLabel, acct],
    ['Date', D(c, c.date)],
    ...(layout === 'invoice'
      ? ([['Funeral', `${D(c, funeral)}, ${venue.split(' ')[0]}`]] as [string, string][])
      : []),
    ...(r.chance(0.5)
      ? ([
          [cremation ? 'Crematorium ref' : 'Cemetery ref', booking.replace(/^(Cremation no\. |Grave )/, '')],
        ] as [string, string][])
      : []),
  ];
  const body: Block[] =
    layout === 'invoice'
      ? [
          dear(c),
          opener,
          { grid: rowsFull, header: [`In respect of ${lateName}`, 'Amount'], widths: [0.74, 0.26] },
          askLine,
          ...(stage === 1 ? [liability] : []),
          ...(stage === 3
            ? [{ p: `Pay by bank transfer to ${bankLine}, or by card on ${firmPhone}, quoting ${acct}.` }]
            : [payHow]),
        ]
      : [
          dear(c),
          opener,
          { grid: rowsShort, header: ['Your account', 'Amount'], widths: [0.74, 0.26] },
          askLine,
          liability,
          payHow,
          ...(stage === 3 ? [] : [{ small: `With our continued sympathy. ${booking} (${venue}).` }]),
        ];
  const spec: Spec = {
    face: c.face,
    head: firmHead,
    logo: r.chance(0.3),
    sub: [firmOffice, `Telephone ${firmPhone} (24 hours)`, `${web(firm)}  accounts@${host(firm)}`],
    headAlign: pick(r, ['center', 'left', 'right'] as const),
    recipient: rcpt(c),
    panel,
    panelBoxed: r.chance(0.5),
    panelStacked: layout === 'letter' && r.chance(0.4),
    title: pick(r, titles),
    titleStyle: stage === 3 ? pick(r, ['boxed', 'rule'] as const) : pick(r, ['plain', 'rule'] as const),
    body,
    closing: pick(r, ['Yours sincerely', 'With kind regards']),
    sign: [...sig, firm],
    footer: [firmFooter],
  };
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(firm, due, acct, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W221 Council works in default
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's charge for works in default: the owner did not comply with a statutory notice (an untidy-land notice
 * under section 215 of the Town and Country Planning Act 1990, a dangerous structure under the Building Act 1984, a
 * defective private drain under section 59 of that Act), so the council had the work done by its contractor and now
 * charges the owner the cost, its officers' time and an administration fee. Layouts: the council's sundry-debt
 * invoice (reference cells across the page, cost lines, an amount box and a remittance slip, no sign-off), the
 * enforcing department's letter, and (stage 3 only) a notice-style final demand.
 * Stage 1: the invoice or the department's first letter asking for the costs, kind first_demand. Stage 2: a
 * reminder that refers to the invoice sent, or a reply to the owner's query about the charge, kind reminder.
 * Stage 3: the final notice warning that the charge is (or will be) registered as a local land charge and that the
 * council will issue a claim in the county court, kind final_demand.
 * Creditor: the council, printed in the letterhead. debtType: none of the README's specific types fits a council's
 * recharge of its own costs, so 'normal' (an ordinary overdue invoice, here from a public body). accountNumber: the
 * invoice number, which each letter asks to be quoted; the customer number, the enforcement case reference, the notice
 * reference, the property's UPRN, the Land Registry title number and the contractor's job number are not it.
 * Amount = the total of the invoice / amount due (works + officer time + administration fee, less any part payment);
 * not a single cost line, the administration fee, nor the interest the council says it may add later.
 */
const worksInDefault: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout =
    stage === 3 ? pick(r, ['invoice', 'letter', 'notice'] as const) : pick(r, ['invoice', 'letter'] as const);
  const cn = councilName(r);
  const scen = pick(r, ['land', 'structure', 'drain'] as const);
  const own = r.chance(0.4);
  const prop = own ? c.addr : address(r);
  const propLine = `${prop[0]}, ${prop[1]}, ${prop[3]}`;
  const yy = String(r.int(23, 25));
  const caseRef =
    scen === 'land'
      ? `ENF/${yy}/${r.digits(5)}`
      : scen === 'structure'
        ? `DS/${r.digits(4)}/${yy}`
        : `EH/${r.letters(2, 'DPN')}/${r.digits(6)}`;
  const inv = pick(r, [
    r.digits(8),
    `SD${r.digits(7)}`,
    `${r.digits(4)} ${r.digits(4)}`,
    `WD-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const cust = r.digits(7);
  const uprn = r.digits(12);
  const title = `${r.letters(2, 'QXZ')}${r.digits(6)}`;
  const job = `${r.letters(1, 'JW')}${r.digits(6)}`;
  const dept =
    scen === 'land'
      ? pick(r, ['Planning Enforcement', 'Development Management (Enforcement)'])
      : scen === 'structure'
        ? pick(r, ['Building Control', 'Building Control - Dangerous Structures'])
        : pick(r, ['Environmental Health', 'Environmental Protection']);
  // The story: the notice, the deadline, the works
  const invDate = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(35, 50) : r.int(70, 110)));
  const worksDone = addDays(invDate, -r.int(14, 40));
  const complyBy = addDays(worksDone, -(scen === 'structure' ? r.int(1, 3) : r.int(7, 30)));
  const served = addDays(complyBy, -(scen === 'structure' ? r.int(2, 4) : r.int(35, 70)));
  const rem = addDays(invDate, r.int(35, 45));
  const element = pick(r, ['chimney stack', 'front boundary wall', 'gable parapet', 'rear garden wall']);
  const notice =
    scen === 'land'
      ? `notice under section 215 of the Town and Country Planning Act 1990 (land adversely affecting the amenity of the area)`
      : scen === 'structure'
        ? `notice under section 78 of the Building Act 1984 that the ${element} was dangerous and that we would take emergency action if it was not made safe`
        : `notice under section 59 of the Building Act 1984 requiring the blocked and defective private drain to be repaired`;
  const noticeShort =
    scen === 'land'
      ? 'section 215 notice'
      : scen === 'structure'
        ? 'dangerous structure notice'
        : 'section 59 notice';
  const law =
    scen === 'land'
      ? 'section 219 of the Town and Country Planning Act 1990'
      : scen === 'structure'
        ? 'section 78 of the Building Act 1984'
        : 'section 99 of the Building Act 1984';
  const chargeLaw =
    scen === 'land'
      ? 'section 291 of the Public Health Act 1936, as applied by section 219 of the 1990 Act'
      : 'section 107 of the Building Act 1984';
  // Costs
  const works: [string, number][] =
    scen === 'land'
      ? (() => {
          const t = pick(r, [1.2, 2.4, 3.6, 4.8, 6]);
          const rate = pick(r, [112, 126.5, 148]);
          const w: [string, number][] = [
            ['Clearance of overgrown front and rear gardens', r.money(640, 1880)],
            [`Removal and disposal of waste (${t} tonnes)`, round2(t * rate)],
          ];
          if (r.chance(0.4)) w.push(['Boarding of ground-floor windows and door', r.money(240, 560)]);
          return w;
        })()
      : scen === 'structure'
        ? (() => {
            const wk = r.int(1, 4);
            return [
              [
                `Scaffold and pedestrian barriers (${wk} week${wk > 1 ? 's' : ''} hire)`,
                round2(wk * pick(r, [185, 240, 310]) + 350),
              ],
              [`Taking down the unsafe ${element}`, r.money(880, 2650)],
              ['Making good and removal of debris', r.money(260, 790)],
            ] as [string, number][];
          })()
        : (() => {
            const m = r.int(2, 6);
            const w: [string, number][] = [
              ['CCTV survey of private drain', pick(r, [185, 220, 265])],
              ['High-pressure jetting to clear blockage', pick(r, [145, 175, 210])],
            ];
            if (r.chance(0.7))
              w.push([
                `Excavate and replace collapsed pipe (${m} m)`,
                round2(m * pick(r, [165, 198.5, 230])),
              ]);
            w.push(['Reinstatement of paving', r.money(120, 480)]);
            return w;
          })();
  const worksTotal = round2(works.reduce((a, [, v]) => a + v, 0));
  const hours = r.int(3, 9);
  const hourly = pick(r, [48, 52.5, 61, 67]);
  const officer = round2(hours * hourly);
  const pct = pick(r, [0, 10, 12.5, 15, 20]);
  const admin = pct ? round2((worksTotal * pct) / 100) : pick(r, [150, 195, 250]);
  const adminLabel = pct ? `Administration charge (${pct}% of works cost)` : 'Administration fee';
  const total = round2(worksTotal + officer + admin);
  const paid = stage > 1 && r.chance(0.25) ? pick(r, [100, 150, 250]) : 0;
  const due = round2(total - paid);
  const interest = pick(r, [4, 5, 8]);
  const pay = addDays(c.date, stage === 1 ? pick(r, [28, 30]) : stage === 2 ? 14 : pick(r, [14, 21]));
  const phoneNo = phone(r);
  const office = officeAddress(r);
  const pay1 = `online at ${web(cn.name)}/payinvoice`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const costRows: string[][] = [
    ...works.map(([k, v]) => [k, fmtMoney(v)]),
    [`Officer time (${hours} hours at ${fmtMoney(hourly)})`, fmtMoney(officer)],
    [adminLabel, fmtMoney(admin)],
    ...(paid
      ? [
          ['Total charge', fmtMoney(total)],
          ['Paid on account', `-${fmtMoney(paid)}`],
        ]
      : []),
    [stage === 1 ? 'Total due' : stage === 2 ? 'Balance due' : 'Amount now due', fmtMoney(due)],
  ];
  const storyP =
    scen === 'land'
      ? `On ${D(c, served)} the Council served a ${notice} in respect of ${propLine}, of which you are the registered owner. The steps it required were not taken by ${D(c, complyBy)}, so under ${law} the Council's contractor entered the land on ${D(c, worksDone)} and carried out the works.`
      : scen === 'structure'
        ? `On ${D(c, served)} the Council gave you ${notice}. The ${element} at ${propLine} was not made safe by ${D(c, complyBy)}, so under ${law} the Council's contractor carried out the works on ${D(c, worksDone)} to protect the public.`
        : `On ${D(c, served)} the Council served a ${notice} at ${propLine}. The work was not done by ${D(c, complyBy)}, so under ${law} the Council's contractor did it in default on ${D(c, worksDone)}.`;
  const landCharge = `Until it is paid, the charge is ${stage === 3 && r.chance(0.5) ? 'registered' : 'registrable'} as a local land charge against the property under ${chargeLaw}, and it must be paid before the property can be sold or remortgaged.`;
  const stage3Warn = `If the amount now due of ${fmtMoney(due)} is not paid by ${D(c, pay)}, the Council will ${pick(r, ['issue a claim against you in the County Court', 'start proceedings in the County Court to recover the debt'])} without further notice, and may enforce the charge against the property. Interest at ${interest}% a year may also be added from the date of the invoice, together with court fees and costs.`;
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  const t = truth(cn.name, due, inv, 'normal', stage, kind, c, pay);

  if (layout === 'invoice') {
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [
        pick(r, ['Finance - Sundry Debtors', 'Exchequer Services (Income)', 'Accounts Receivable']),
        office,
        `Income enquiries ${phoneNo}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        ['Invoice number', inv],
        ['Customer no.', cust],
        [stage === 1 ? 'Invoice date' : 'Date of this notice', D(c, c.date)],
        [stage === 1 ? 'Payment due by' : 'Please pay by', D(c, pay)],
      ],
      title:
        stage === 1
          ? pick(r, ['INVOICE', 'Sundry invoice - works in default'])
          : stage === 2
            ? pick(r, ['REMINDER', 'Invoice reminder'])
            : pick(r, ['FINAL NOTICE', 'Final reminder before legal action']),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        {
          p:
            stage === 1
              ? `Works in default: ${propLine}. ${dept} ref ${caseRef}, following the ${noticeShort} dated ${D(c, served)}. Works carried out by the Council's contractor on ${D(c, worksDone)} (job ${job}).`
              : `Our invoice ${inv} of ${D(c, invDate)} for works in default at ${propLine} (${dept} ref ${caseRef}) ${paid ? 'has only been paid in part' : 'has not been paid'}.${stage === 2 ? ' If you have paid in the last few days, thank you, and please ignore this reminder.' : ''}`,
        },
        // The total is printed in the amount box under the cost lines, not as a last row of the table.
        {
          grid: costRows.slice(0, -1),
          header: ['Description', 'Amount'],
          widths: [0.74, 0.26],
          boldLast: !!paid,
        },
        {
          amountBox: [
            stage === 1 ? 'Amount due' : stage === 2 ? 'Balance due' : 'Amount now due',
            fmtMoney(due),
          ],
        },
        ...(stage === 3 ? [{ p: stage3Warn }] : []),
        {
          small: `${landCharge} Pay ${pay1}, by phone on ${phoneNo}, or by bank transfer to ${bank}, always quoting the invoice number. No VAT is charged on the recovery of these costs.`,
        },
      ],
      sign: [],
      slip: {
        title: `Remittance advice - ${cn.name}`,
        rows: [
          ['Invoice number', inv],
          ['Customer no.', cust],
          ['Amount due', fmtMoney(due)],
        ],
      },
      footer: [
        `Customer privacy: ${cn.name} uses your information to collect money owed to it. See ${web(cn.name)}/privacy.`,
      ],
    };
    return { spec, truth: t };
  }

  if (layout === 'notice') {
    const spec: Spec = {
      face: c.face,
      head: cn.head,
      headBand: r.chance(0.5),
      sub: [`${dept}`, office, `${phoneNo}  ${web(cn.name)}`],
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Case ref', caseRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, [
        'FINAL NOTICE - RECOVERY OF COSTS OF WORKS IN DEFAULT',
        'FINAL DEMAND: WORKS IN DEFAULT',
      ]),
      titleStyle: 'banner',
      body: [
        {
          kv: [
            ['Property:', propLine],
            ['Notice:', `${noticeShort}, served ${D(c, served)}`],
            ['Works carried out:', D(c, worksDone)],
            ['Invoice:', `${inv} dated ${D(c, invDate)}`],
            ['Title number:', title],
          ],
        },
        { grid: costRows, widths: [0.74, 0.26] },
        {
          boxed: [`The invoice above and our reminder of ${D(c, rem)} have not been paid. ${stage3Warn}`],
        },
        { p: landCharge },
        { p: `To pay, go ${pay1} or call ${phoneNo}, quoting invoice number ${inv}.` },
      ],
      closing: 'Yours faithfully',
      sign: [
        ...signatory(r, [
          'Principal Enforcement Officer',
          'Legal Services Manager',
          'Senior Building Control Surveyor',
        ]),
        `for ${cn.name}`,
      ],
      footer: [
        `UPRN ${uprn}. This notice is given on behalf of ${cn.name}. If you have sold the property, please tell us the date of sale and the name of your solicitor.`,
      ],
    };
    return { spec, truth: t };
  }

  // The department's letter
  const opener: string =
    stage === 1
      ? `${storyP} The Council is entitled to recover the expenses it reasonably incurred, and the costs are set out below. An invoice for ${fmtMoney(due)} (invoice number ${inv}) is enclosed.`
      : stage === 2
        ? r.chance(0.5)
          ? `We wrote to you on ${D(c, invDate)} with invoice ${inv} for the cost of the works in default at ${propLine}, carried out after the ${noticeShort} of ${D(c, served)} was not complied with. Our records show that it ${paid ? 'has only been paid in part' : 'remains unpaid'}.`
          : `Thank you for your letter of ${D(c, addDays(invDate, r.int(10, 25)))} querying invoice ${inv} for the works in default at ${propLine}. We have checked the contractor's costs and the officer time recorded, and the charge is correct: the works were only those needed to comply with the ${noticeShort} of ${D(c, served)}.`
        : `${storyP} Our invoice ${inv} of ${D(c, invDate)} and our reminder of ${D(c, rem)} have not been paid.`;
  const spec: Spec = {
    face: c.face,
    head: cn.head,
    logo: r.chance(0.4),
    sub: [dept, office, `Direct line ${phoneNo}`, `${dept.split(' ')[0].toLowerCase()}@${host(cn.name)}`],
    headAlign: pick(r, ['left', 'center', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Case ref', caseRef],
      ['Invoice no.', inv],
      ['Date', D(c, c.date)],
      ...(r.chance(0.5) ? ([['UPRN', uprn]] as [string, string][]) : []),
    ],
    panelStacked: r.chance(0.5),
    panelBoxed: r.chance(0.5),
    title:
      stage === 1
        ? pick(r, [`Works in default at ${prop[0]}`, 'Recovery of costs: works carried out in default'])
        : stage === 2
          ? pick(r, ['Reminder: costs of works in default', `Unpaid invoice ${inv}`])
          : pick(r, ['Final notice: costs of works in default', 'FINAL NOTICE BEFORE COURT ACTION']),
    titleStyle: stage === 3 ? pick(r, ['boxed', 'rule'] as const) : pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      { p: opener },
      { table: costRows.map(([k, v]) => [k, v] as [string, string]) },
      stage === 1
        ? {
            p: `Please pay ${fmtMoney(due)} by ${D(c, pay)}, ${pay1}, by phone on ${phoneNo} or by bank transfer to ${bank}, quoting invoice number ${inv}. ${landCharge}`,
          }
        : stage === 2
          ? {
              p: `Please pay the balance due of ${fmtMoney(due)} by ${D(c, pay)}, quoting invoice number ${inv}. If you cannot pay in one sum, contact us before then about an instalment arrangement. ${landCharge}`,
            }
          : { p: `${stage3Warn} ${landCharge}` },
      ...(stage === 3
        ? [{ p: `Pay ${pay1} or by bank transfer to ${bank}, quoting invoice number ${inv}.` }]
        : []),
      {
        small: `Contractor's job no. ${job}. Land Registry title ${title}. If you are no longer the owner, please tell us who is and when the property changed hands.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [
      ...signatory(
        r,
        scen === 'land'
          ? ['Planning Enforcement Officer', 'Enforcement Team Leader']
          : scen === 'structure'
            ? ['Building Control Surveyor', 'Building Control Manager']
            : ['Environmental Health Officer', 'Senior Environmental Health Officer'],
      ),
      cn.name,
    ],
    footer: [
      `${cn.name} - ${dept}. We will use the information you give us to deal with this matter and to recover money owed to the Council.`,
    ],
  };
  return { spec, truth: t };
};

// ------------------------------------------------------------------------------------------------------------
// W222 Environmental fixed penalty (fly-tipping / household waste duty of care)
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's environmental enforcement Fixed Penalty Notice under the Environmental Protection Act 1990: for
 * fly-tipping (section 33ZA, the offence under section 33) or for a householder's breach of the waste duty of care by
 * handing household waste to an unlicensed carrier whose load was then dumped (section 34ZA, the duty in section
 * 34(2A)). Layouts: a notice form (reference cells, the offence particulars, the penalty in a shaded box, a payment
 * slip) or the enforcement team's letter. On some letters the notice was issued by an officer of a contractor
 * enforcement company working for the council.
 * Stage 1: the notice itself, with the reduced amount for payment within 10 days; kind penalty_charge_notice — the
 * closest of RECEIVED_KINDS to a council penalty notice (an offer to discharge liability to conviction), which the
 * recipient answers by paying or challenging it with the council. Stage 2: a reminder after the 14 days, or a reply to
 * the recipient's challenge, kind reminder. Stage 3: a final warning that the council will prosecute in the
 * magistrates' court unless paid by a date, kind final_demand.
 * Creditor: the council. It heads every letter and the penalty is payable to it; the contractor's name (in the strip
 * above the letterhead and the sign-off) is only the issuing officer's employer, and the contractor does not ask to be
 * paid. debtType: not a parking PCN nor a police speeding penalty, and not a court fine; the README's catch-all
 * 'normal' is the closest fit for a council's non-traffic penalty. accountNumber: the notice number, which each letter
 * asks to be quoted; the officer's number, the evidence reference, the case file reference and a vehicle registration
 * are not it. Amount = the full fixed penalty (what is due now, and all that is due once the discount period has
 * passed); never the reduced amount, the maximum fine on conviction, nor the prosecution costs the council says it
 * would claim.
 */
const wasteFpn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const stage = pick(r, [1, 2, 3] as const);
  const layout = pick(r, ['form', 'letter'] as const);
  const cn = councilName(r);
  const tip = r.chance(0.55);
  const full = tip ? pick(r, [400, 500, 600, 800, 1000]) : pick(r, [200, 300, 400, 500, 600]);
  const discount = (
    tip
      ? { 400: 250, 500: 300, 600: 350, 800: 500, 1000: 600 }
      : { 200: 120, 300: 180, 400: 250, 500: 300, 600: 360 }
  )[full as 200]!;
  const contractor = r.chance(0.4)
    ? company(r, ['Environmental Enforcement', 'Enforcement Services', 'Environmental Services']).name
    : null;
  const pre = tip ? 'FT' : 'DC';
  const yy = String(r.int(24, 25));
  const fpn = pick(r, [
    `${pre}${r.digits(6)}`,
    `${pre}-${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    r.digits(8),
    `EP/${yy}/${r.digits(5)}`,
  ]);
  const noLabel = pick(r, ['Notice number', 'FPN number', 'Penalty notice no.', 'FPN ref']);
  const officerNo = `${pick(r, ['AO', 'EO', ''])}${r.digits(4)}`;
  const caseFile = `${r.letters(3, 'ENVCS')}${r.digits(5)}`;
  const evidence = `BWV ${r.digits(6)}`;
  const reg = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const issue = stage === 1 ? c.date : addDays(c.date, -(stage === 2 ? r.int(17, 26) : r.int(32, 55)));
  const offence = addDays(issue, -r.int(stage === 1 ? 5 : 5, 30));
  const interview = addDays(
    offence,
    r.int(2, Math.max(3, Math.round((issue.getTime() - offence.getTime()) / 86400000) - 1)),
  );
  const discBy = addDays(issue, 10);
  const endPeriod = addDays(issue, 14);
  const rem = addDays(issue, r.int(16, 21));
  const pay =
    stage === 1 ? endPeriod : addDays(c.date, stage === 2 ? pick(r, [7, 10, 14]) : pick(r, [7, 14]));
  const [prep, spot] = pick(r, [
    ['in', 'the rear service lane behind'],
    ['on', 'the verge outside'],
    ['in', 'the lay-by opposite'],
    ['at', 'the entrance to'],
  ]);
  const loc = `${spot} ${r.int(2, 180)} ${pick(r, ['Mill', 'Kiln', 'Heron', 'Quarry', 'Foundry', 'Tanner'])} ${pick(r, ['Lane', 'Road', 'Street', 'Way'])}, ${place(r)}`;
  const waste = pick(r, [
    'six black bags of household waste and a broken office chair',
    'a double mattress, a bed frame and bags of clothing',
    'garden waste, rubble and a bathroom basin',
    'flat-pack furniture, carpet offcuts and cardboard boxes',
    'a fridge-freezer and several bags of kitchen waste',
  ]);
  const evidenceLine = tip
    ? pick(r, [
        `CCTV footage shows a vehicle registered to you (${reg}) stopping there and the waste being unloaded.`,
        `Items in the waste bore your name and address, and you were seen leaving the bags there by a council officer.`,
        `A camera deployed at the location recorded the waste being left from a vehicle, registration ${reg}, of which you are the keeper.`,
      ])
    : pick(r, [
        `Paperwork in the waste was traced to your address. You told us you paid a man advertising on social media to take it away, but you did not check that he was a registered waste carrier.`,
        `The waste came from your home. You gave it to a person with a van, registration ${reg}, who is not registered to carry waste, without taking reasonable steps to check.`,
      ]);
  const offenceName = tip
    ? 'depositing controlled waste without a permit (fly-tipping), contrary to section 33 of the Environmental Protection Act 1990'
    : 'failing to comply with the household waste duty of care, contrary to section 34(2A) of the Environmental Protection Act 1990';
  const power = tip ? 'section 33ZA' : 'section 34ZA';
  const maxLine = tip
    ? "On conviction in the magistrates' court the offence carries an unlimited fine and up to 12 months' imprisonment."
    : "On conviction in the magistrates' court the offence carries an unlimited fine.";
  const costs = pick(r, [350, 480, 620, 750]);
  const payHow = `Pay online at ${web(cn.name)}/fpn or by phone on ${phone(r)} (24-hour automated line), quoting the notice number ${fpn}. Payment is made to ${cn.name}.`;
  const contractorNote = contractor
    ? `This notice was issued by an authorised officer of ${contractor}, which provides environmental enforcement services to ${cn.name} under contract. The penalty is payable to the Council, not to ${contractor}.`
    : `Issued by an officer authorised by ${cn.name} under the Environmental Protection Act 1990.`;
  const team = pick(r, [
    'Environmental Enforcement Team',
    'Street Scene Enforcement',
    'Environmental Crime Unit',
  ]);
  const office = officeAddress(r);
  const kind = stage === 1 ? 'penalty_charge_notice' : stage === 2 ? 'reminder' : 'final_demand';
  const t = truth(cn.name, full, fpn, 'normal', stage, kind, c, pay);
  const top = contractor ? [`Environmental enforcement delivered by ${contractor}`] : undefined;
  const particulars: [string, string][] = [
    ['Date of offence', D(c, offence)],
    ['Time', `${String(r.int(6, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`],
    ['Location', loc],
    [
      'Offence',
      tip ? 'Fly-tipping (s.33(1)(a) EPA 1990)' : 'Household waste duty of care (s.34(2A) EPA 1990)',
    ],
    ...(r.chance(0.5) ? ([['Evidence ref', evidence]] as [string, string][]) : []),
  ];

  const stage1Body: Block[] = [
    {
      p: `On ${D(c, offence)} ${waste} ${tip ? 'were' : 'from your household were'} found dumped ${prep} ${loc}. ${evidenceLine} ${layout === 'letter' ? `You were interviewed under caution on ${D(c, interview)}.` : ''}`,
    },
    {
      p: `I have reason to believe that you have committed the offence of ${offenceName}. This notice, given under ${power} of that Act, offers you the opportunity of discharging any liability to conviction for the offence by payment of a fixed penalty. No proceedings will be taken for the offence before ${D(c, endPeriod)}, the end of 14 days from the date of this notice, and you will not be prosecuted if the penalty is paid by then.`,
    },
  ];

  if (layout === 'form') {
    const showReg = tip && evidenceLine.includes(reg) && r.chance(0.6);
    const body: Block[] =
      stage === 1
        ? [
            { kv: particulars },
            ...stage1Body,
            { amountBox: ['Fixed penalty', fmtMoney(full)] },
            {
              p: `The penalty is reduced to ${fmtMoney(discount)} if paid within 10 days, by ${D(c, discBy)}. After ${D(c, endPeriod)} it cannot be paid and the Council may prosecute you. ${maxLine}`,
            },
            { small: `${payHow} ${contractorNote}` },
          ]
        : [
            {
              kv: [
                ['Notice issued', D(c, issue)],
                ...particulars.slice(0, 1),
                particulars[2],
                particulars[3],
              ],
            },
            {
              p:
                stage === 2
                  ? `Fixed penalty notice ${fpn}, issued on ${D(c, issue)}, has not been paid. The 10-day period for the reduced amount of ${fmtMoney(discount)} ended on ${D(c, discBy)}, and the 14 days for payment ended on ${D(c, endPeriod)}. The Council will accept the full penalty if it is received by ${D(c, pay)}; after that the case will be considered for prosecution.`
                  : `We issued fixed penalty notice ${fpn} on ${D(c, issue)} and sent you a reminder on ${D(c, rem)}. The penalty remains unpaid. Unless the full penalty is received by ${D(c, pay)}, the Council will prosecute you for the offence in the magistrates' court without further warning.`,
            },
            { amountBox: [stage === 2 ? 'Full penalty now due' : 'Amount to pay now', fmtMoney(full)] },
            ...(stage === 3
              ? [
                  {
                    boxed: [
                      `${maxLine} The Council will also ask the court to order you to pay its costs, which are likely to be at least ${fmtMoney(costs)}, and a victim surcharge.`,
                    ],
                  },
                ]
              : []),
            { small: `${payHow} ${contractor ? contractorNote : ''}` },
          ];
    const spec: Spec = {
      face: c.face,
      top,
      head: cn.head,
      logoMark: pick(r, ['shield', 'chevron', 'bars'] as const),
      sub: [team, office],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [noLabel, fpn],
        [stage === 1 ? 'Date of issue' : 'Date', D(c, c.date)],
        showReg ? ['Vehicle', reg] : ['Officer no.', officerNo],
        ['Pay by', D(c, pay)],
      ],
      title:
        stage === 1
          ? pick(r, ['FIXED PENALTY NOTICE', 'Fixed Penalty Notice - Environmental Protection Act 1990'])
          : stage === 2
            ? pick(r, ['REMINDER - FIXED PENALTY NOTICE UNPAID', 'Fixed penalty notice: reminder'])
            : pick(r, ['FINAL WARNING - INTENTION TO PROSECUTE', 'FINAL NOTICE BEFORE PROSECUTION']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body,
      sign:
        stage === 1
          ? [`Authorised Officer ${officerNo}`, contractor ? `${contractor}, for ${cn.name}` : cn.name]
          : [team, cn.name],
      slip: {
        title: `Fixed penalty payment - ${cn.name}`,
        rows: [
          [noLabel, fpn],
          ['Amount', fmtMoney(full)],
        ],
      },
      footer: [
        `${cn.name}. Personal information is used to prevent and detect crime and may be shared with the courts and other enforcement bodies.`,
      ],
    };
    return { spec, truth: t };
  }

  const letterBody: Block[] =
    stage === 1
      ? [
          dear(c),
          { h: `Fixed penalty notice ${fpn}` },
          ...stage1Body,
          {
            table: [
              ['Fixed penalty', fmtMoney(full)],
              [`Reduced amount if paid by ${D(c, discBy)}`, fmtMoney(discount)],
            ],
          },
          {
            p: `Please pay the fixed penalty of ${fmtMoney(full)} by ${D(c, endPeriod)}, or the reduced amount by ${D(c, discBy)}. ${maxLine}`,
          },
          { p: payHow },
          ...(contractor ? [{ small: contractorNote }] : []),
        ]
      : stage === 2
        ? [
            dear(c),
            { h: `Fixed penalty notice ${fpn} - ${tip ? 'fly-tipping' : 'waste duty of care'}` },
            {
              p: r.chance(0.5)
                ? `On ${D(c, issue)} we gave you a fixed penalty notice for the offence of ${offenceName} (the waste was found ${prep} ${loc} on ${D(c, offence)}). Our records show that it has not been paid, and the period for the reduced amount has ended.`
                : `Thank you for your ${pick(r, ['email', 'letter'])} of ${D(c, addDays(issue, r.int(3, 9)))} asking us to cancel fixed penalty notice ${fpn}. We have reviewed the evidence, including ${tip ? 'the camera footage' : 'your account of who took the waste'}, and the notice stands. The period for the reduced amount has now ended.`,
            },
            { table: [['Full penalty now payable', fmtMoney(full)]] },
            {
              p: `Please pay ${fmtMoney(full)} by ${D(c, pay)}. If it is not paid by then, the case will be passed to the Council's legal team to consider a prosecution. ${payHow}`,
            },
            ...(contractor ? [{ small: contractorNote }] : []),
          ]
        : [
            dear(c),
            { h: `Fixed penalty notice ${fpn} - final warning` },
            {
              p: `The fixed penalty notice we gave you on ${D(c, issue)} for ${tip ? 'fly-tipping' : 'a breach of the household waste duty of care'} (waste found ${prep} ${loc}) has still not been paid, despite our reminder of ${D(c, rem)}.`,
            },
            {
              boxed: [
                `If ${fmtMoney(full)} is not received by ${D(c, pay)}, the Council will prosecute you in ${place(r)} Magistrates' Court for the offence of ${offenceName}.`,
              ],
            },
            {
              p: `${maxLine} The Council will also ask the court to order you to pay its prosecution costs, likely to be at least ${fmtMoney(costs)}, and a victim surcharge. Once proceedings have started the fixed penalty can no longer be paid.`,
            },
            { p: payHow },
            ...(contractor ? [{ small: contractorNote }] : []),
          ];
  const spec: Spec = {
    face: c.face,
    top,
    head: cn.head,
    logo: r.chance(0.4),
    sub: [team, office, `${phone(r)}  enforcement@${host(cn.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      [noLabel, fpn],
      ['Our file', caseFile],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.4),
    panelBoxed: r.chance(0.5),
    title:
      stage === 1
        ? pick(r, [
            'Fixed Penalty Notice',
            `Fixed penalty for ${tip ? 'fly-tipping' : 'household waste duty of care offence'}`,
          ])
        : stage === 2
          ? pick(r, ['Reminder: unpaid fixed penalty', 'Your fixed penalty notice'])
          : pick(r, ['Final warning before prosecution', 'FINAL NOTICE']),
    titleStyle: stage === 3 ? 'banner' : pick(r, ['plain', 'rule'] as const),
    body: letterBody,
    closing: 'Yours sincerely',
    sign: [
      ...signatory(r, [
        'Environmental Enforcement Officer',
        'Enforcement Team Leader',
        'Senior Enforcement Officer',
      ]),
      contractor && stage === 1 ? `${contractor}, on behalf of ${cn.name}` : cn.name,
    ],
    footer: [`${cn.name} - ${team}, ${office}.`],
  };
  return { spec, truth: t };
};

export const FRESH21A_FAMILIES: Family[] = [
  {
    id: 'W220',
    name: "Funeral director's unpaid funeral account (to the client who signed the arrangement form)",
    group: 'business',
    make: funeralAccount,
  },
  {
    id: 'W221',
    name: 'Council works in default: costs invoice after an ignored statutory notice, reminder, final notice (local land charge)',
    group: 'public_body',
    make: worksInDefault,
  },
  {
    id: 'W222',
    name: 'Council environmental Fixed Penalty Notice, fly-tipping or household waste duty of care (notice, reminder, final warning of prosecution)',
    group: 'public_body',
    make: wasteFpn,
  },
];
