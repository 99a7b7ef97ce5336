/**
 * The twentieth fresh held-out set, part b (W214–W216): kinds of letter the corpus does not have yet — a debt
 * collection agency's bilingual letters (Welsh and English, both in full on the page) for a Welsh council's sundry
 * debt or a Welsh housing association's former tenant arrears (first letter, reminder, final notice), a university
 * finance office's letters on a short-term emergency or hardship loan it lent the student itself (reminders and a final
 * letter warning of a hold on graduation or referral to a collector), and an individual private landlord's claim for
 * rent arrears left when a tenancy ended (the landlord's own letters, or the letting agent's letters for the landlord,
 * and a letter before claim under the Pre-Action Protocol for Debt Claims with the deposit set against the arrears).
 * Written blind to the extractor; scored once. Every face is drawn per letter; each family draws its stage (1–3) and
 * one of several layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a
 * case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, postcode, sortCode, web } from './vocab';
import type { Rng } from './vocab';
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
  type Ctx,
  type Family,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// W214 Collector for a Welsh council or housing association, bilingual
// ------------------------------------------------------------------------------------------------------------

/** An invented Welsh-style place name. */
const welshPlace = (r: Rng) =>
  pick(r, ['Llan', 'Aber', 'Cwm', 'Pont', 'Bryn', 'Maes', 'Glyn']) +
  pick(r, ['helyg', 'eithin', 'gwern', 'crwys', 'onnen', 'feinog', 'rhedyn', 'meillion']);

const CY_MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];
/** A date in the Welsh text: the Welsh month name in full (numeric dates are left alone). */
const cyD = (c: Ctx, d: Date) => {
  const en = D(c, d);
  if (c.ds === 0) return en;
  return `${d.getUTCDate()} ${CY_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/**
 * A debt collection agency's letters for a Welsh public body, printed in full in Welsh and in English (Welsh first or on
 * the left, as the Welsh Language Standards ask of the client's contractors): the client is a Welsh county (borough)
 * council chasing a sundry debt invoice (trade waste, overpaid Housing Benefit, home care charges, hall hire) or a
 * Welsh housing association chasing a former tenant's rent arrears. Three layouts: Welsh and English side by side in
 * two columns; Welsh in full above English in full under a rule; a shaded bilingual "total now due" box beside the
 * address with bilingual references in ruled cells and the two languages side by side.
 * creditor = the agency (it writes and asks to be paid; README: not its client), 'debt_collection'. Amount = "Cyfanswm
 * sy'n ddyledus nawr / Total now due" (the client's invoice or arrears less any payments); the original invoice or
 * arrears figure when part has been paid, the suggested monthly instalment and the broken arrangement's instalment are
 * not it. accountNumber = "Ein cyfeirnod / Our reference", which the letter says to quote; the client's invoice
 * number or tenancy reference ("Cyfeirnod y cleient / Client reference") is not it.
 * Stages: 1 the agency's first letter (kind debt_recovery, as the worked example's collector letters); 2 a reminder
 * that refers to the agency's earlier letter or to the debtor's broken payment arrangement (kind debt_recovery);
 * 3 "Hysbysiad terfynol / Final notice" (kind final_demand: the README's final notice, even though it mentions the
 * earlier letters). Every stage asks for payment by a date: payBy.
 */
const welshBilingualCollector: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, ['Debt Recovery', 'Collection Services', 'Credit Management', 'Recoveries']);
  const wp = welshPlace(r);
  const council = r.chance(0.55);
  const cv = r.int(0, 1);
  const client = council
    ? cv === 0
      ? { cy: `Cyngor Sir ${wp}`, en: `${wp} County Council` }
      : { cy: `Cyngor Bwrdeistref Sirol ${wp}`, en: `${wp} County Borough Council` }
    : cv === 0
      ? { cy: `Cymdeithas Tai ${wp}`, en: `${wp} Housing Association` }
      : { cy: `Cartrefi ${wp}`, en: `${wp} Homes` };
  const sundry = pick(r, [
    // Welsh forms as they follow "am" (soft mutation).
    { cy: 'daliadau casglu gwastraff masnach', en: 'trade waste collection charges' },
    { cy: 'Fudd-dal Tai a ordalwyd', en: 'overpaid Housing Benefit' },
    { cy: 'daliadau gofal cartref', en: 'home care charges' },
    { cy: 'logi neuadd gymunedol', en: 'hire of a community hall' },
  ]);
  const oldAddr = `${r.int(1, 120)} ${pick(r, ['Heol y Felin', 'Stryd yr Eglwys', 'Maes y Coed', 'Ffordd yr Orsaf', 'Clos yr Onnen'])}, ${wp}`;
  const clientRef = council
    ? pick(r, [`${r.digits(8)}`, `SD${r.digits(6)}`, `INV-${r.digits(7)}`])
    : pick(r, [`T${r.digits(5)}/${r.int(1, 9)}`, `FTA-${r.digits(6)}`]);
  const ref = pick(r, [
    `${r.letters(2, 'CWDRK')}${r.digits(6)}`,
    `${r.digits(4)}/${r.digits(5)}`,
    `W${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    `${r.letters(3, 'CWD')}-${r.digits(3)}-${r.digits(3)}`,
  ]);
  const orig = council ? r.money(85, 1850) : r.money(240, 2900);
  const stage = pick(r, [1, 2, 3] as const);
  const part = stage > 1 && r.chance(0.5);
  const paid = part ? round2(pick(r, [20, 25, 40, 50]) * r.int(1, 4)) : 0;
  const due = round2(orig - paid);
  const inst = pick(r, [15, 20, 25, 30]);
  const pay = addDays(c.date, stage === 3 ? 7 : 14);
  const first = addDays(c.date, -r.int(21, 40));
  const broken = stage === 2 && part && r.chance(0.6);
  const tel = phone(r);
  const cyDate = cyD(c, pay);

  const what = council
    ? {
        cy: `Mae'r ddyled am ${sundry.cy} (anfoneb ${clientRef}).`,
        en: `The debt is for ${sundry.en} (invoice ${clientRef}).`,
      }
    : {
        cy: `Mae'r ddyled yn ôl-ddyledion rhent a adawyd pan ddaeth eich tenantiaeth yn ${oldAddr} i ben.`,
        en: `The debt is rent arrears left when your tenancy at ${oldAddr} ended.`,
      };
  const cy: string[] = [];
  const en: string[] = [];
  if (stage === 1) {
    cy.push(
      `Mae ${client.cy} wedi cyfarwyddo ${ag.name} i gasglu'r ddyled isod, sydd heb ei thalu. ${what.cy}`,
      `Talwch ${fmtMoney(due)} o fewn 14 diwrnod i ddyddiad y llythyr hwn, erbyn ${cyDate}. Os na allwch dalu'r swm llawn, ffoniwch ni ar ${tel} i drafod cynllun talu fforddiadwy, er enghraifft ${fmtMoney(inst)} y mis.`,
    );
    en.push(
      `${client.en} has instructed ${ag.name} to collect the debt below, which remains unpaid. ${what.en}`,
      `Please pay ${fmtMoney(due)} within 14 days of the date of this letter, by ${D(c, pay)}. If you cannot pay in full, call us on ${tel} to discuss an affordable payment plan, for example ${fmtMoney(inst)} a month.`,
    );
  } else if (stage === 2) {
    if (broken) {
      cy.push(
        `Cytunoch i dalu ${fmtMoney(inst)} y mis tuag at y ddyled hon, ond ni dderbyniwyd y taliad diwethaf ac mae'r trefniant wedi dod i ben. ${what.cy}`,
      );
      en.push(
        `You agreed to pay ${fmtMoney(inst)} a month towards this debt, but your last payment was not received and the arrangement has ended. ${what.en}`,
      );
    } else {
      cy.push(
        `Ysgrifennon ni atoch ar ${cyD(c, first)} ar ran ${client.cy}, ond nid ydym wedi derbyn taliad nac ymateb gennych. ${what.cy}`,
      );
      en.push(
        `We wrote to you on ${D(c, first)} on behalf of ${client.en}, but we have not received payment or a reply from you. ${what.en}`,
      );
    }
    cy.push(
      `Talwch y balans o ${fmtMoney(due)} erbyn ${cyDate}, neu cysylltwch â ni ar ${tel} i gytuno ar gynllun talu newydd.`,
    );
    en.push(
      `Please pay the balance of ${fmtMoney(due)} by ${D(c, pay)}, or contact us on ${tel} to agree a new payment plan.`,
    );
  } else {
    cy.push(
      `Er gwaethaf ein llythyrau blaenorol, mae'r ddyled hon yn dal heb ei thalu. ${what.cy}`,
      `Os na fyddwn yn derbyn y swm llawn o ${fmtMoney(due)}, neu gynnig talu derbyniol, erbyn ${cyDate}, byddwn yn dychwelyd y cyfrif i'n cleient, ${client.cy}, gan argymell camau cyfreithiol yn y llys sirol. Gallai dyfarniad llys sirol ei gwneud hi'n anoddach i chi gael credyd.`,
    );
    en.push(
      `Despite our previous letters, this debt remains unpaid. ${what.en}`,
      `If we do not receive the full amount of ${fmtMoney(due)}, or an acceptable offer of payment, by ${D(c, pay)}, we will return the account to our client, ${client.en}, recommending legal action in the county court. A county court judgment could make it harder for you to get credit.`,
    );
  }
  const sc = sortCode(r);
  const bank = r.digits(8);
  cy.push(
    `Gallwch dalu ar-lein yn ${web(ag.name)}, dros y ffôn neu drwy drosglwyddiad banc (cod didoli ${sc}, rhif cyfrif ${bank}), gan ddyfynnu ein cyfeirnod ${ref}.`,
  );
  en.push(
    `You can pay online at ${web(ag.name)}, by phone or by bank transfer (sort code ${sc}, account ${bank}), quoting our reference ${ref}.`,
  );

  const title = pick(r, [
    ['Dyled heb ei thalu', 'Unpaid debt'],
    ['Hysbysiad o gyfarwyddyd', 'Notice of instruction'],
  ]);
  const [tCy, tEn] =
    stage === 1
      ? title
      : stage === 2
        ? pick(r, [
            ['Nodyn atgoffa', 'Reminder'],
            ['Ail lythyr', 'Second letter'],
          ])
        : ['Hysbysiad terfynol', 'Final notice'];
  const caps = stage === 3 && r.chance(0.5);
  const titleText = caps ? `${tCy.toUpperCase()} / ${tEn.toUpperCase()}` : `${tCy} / ${tEn}`;

  const rows: string[][] = [
    [council ? `Anfoneb / Invoice ${clientRef}` : 'Ôl-ddyledion rhent / Rent arrears', fmtMoney(orig)],
    ...(paid ? [['Taliadau a dderbyniwyd / Payments received', `-${fmtMoney(paid)}`]] : []),
    ["Cyfanswm sy'n ddyledus nawr / Total now due", fmtMoney(due)],
  ];
  const table: Block = { grid: rows, widths: [0.74, 0.26] };
  const dearCy = `Annwyl ${c.who.title} ${c.who.last},`;
  const dearEn = `Dear ${c.who.title} ${c.who.last},`;
  const layout = r.int(0, 2);
  const sign = [
    ...signatory(r, ['Swyddog Casglu / Collections Officer', 'Rheolwr Achosion / Case Manager']),
    ag.name,
  ];
  const closing = 'Yn gywir / Yours sincerely';
  const welshLine = pick(r, [
    'Croesewir gohebiaeth yn Gymraeg / We welcome correspondence in Welsh',
    'Rydym yn ateb yn Gymraeg / We reply in Welsh',
  ]);
  const sub = [officeAddress(r), `Ffôn / Tel ${tel}  ${web(ag.name)}`, welshLine];
  const footer = [
    `${regLine(ag.name, r)} Authorised and regulated by the Financial Conduct Authority (FRN ${r.digits(6)}).`,
  ];
  const panelRef: [string, string] = ['Ein cyfeirnod / Our ref', ref];
  const panelClient: [string, string] = [council ? 'Anfoneb / Invoice' : 'Tenantiaeth / Tenancy', clientRef];
  const panelDate: [string, string] = ['Dyddiad / Date', D(c, c.date)];

  let spec: Spec;
  if (layout === 0) {
    // Welsh on the left, English on the right, paragraph by paragraph.
    spec = {
      face: c.face,
      head: ag.head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['bars', 'shield', undefined]),
      recipient: rcpt(c),
      panel: [panelRef, panelClient, panelDate],
      panelBoxed: r.chance(0.5),
      panelStacked: true,
      title: titleText,
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [{ cols: [dearCy, dearEn] }, ...cy.map((t, i): Block => ({ cols: [t, en[i]] })), table],
      closing,
      sign,
      footer,
    };
  } else if (layout === 1) {
    // Welsh in full, then English in full.
    spec = {
      face: c.face,
      head: ag.head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [panelRef, panelClient, panelDate],
      panelStacked: true,
      panelBoxed: r.chance(0.4),
      title: titleText,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        table,
        { small: `${dearCy} ${cy.join(' ')}` },
        { rule: 'dashed' },
        { small: `${dearEn} ${en.join(' ')}` },
        { small: `Yn gywir / Yours sincerely, ${sign[0]}, ${sign[1]}` },
      ],
      sign: [ag.name],
      footer,
    };
  } else {
    // A shaded amount box beside the address; references in ruled cells; languages side by side.
    spec = {
      face: c.face,
      head: ag.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: "Cyfanswm sy'n ddyledus / Total due",
        amount: fmtMoney(due),
        note: `Talwch erbyn / Pay by ${D(c, pay)}`,
      },
      panel: [],
      refGrid: [
        ['Ein cyfeirnod / Our reference', ref],
        [council ? 'Anfoneb / Invoice' : 'Cyf. tenantiaeth / Tenancy ref', clientRef],
        panelDate,
      ],
      title: titleText,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { cols: [`${dearCy} ${cy[0]}`, `${dearEn} ${en[0]}`] },
        { cols: [cy.slice(1).join(' '), en.slice(1).join(' ')] },
        ...(paid ? [table] : []),
      ],
      closing,
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      ag.name,
      due,
      ref,
      'debt_collection',
      stage,
      stage === 3 ? 'final_demand' : 'debt_recovery',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W215 University short-term (emergency / hardship) loan
// ------------------------------------------------------------------------------------------------------------

/**
 * A university finance office's letters on a short-term emergency or hardship loan the university lent the student from
 * its own student support funds, repayable in full by a date (usually when the next maintenance instalment arrives):
 * not a Student Loans Company loan, which the letter says. Three layouts: a letter with the references in a panel
 * and the loan figures at a tab stop; a statement-style notice with the references in ruled cells and a ruled table;
 * a letter with a shaded "balance outstanding" box beside the address and the references stacked under it.
 * creditor = the university (the corporation that lent the money and signs the letter). Open choice: debtType 'loan' —
 * it is money lent and repayable (the README's list has no student-debt type; the sender is not a business sending an
 * invoice for a service, so not 'normal'). Amount = "Balance outstanding" (the loan less any repayments); the amount
 * lent, a repayment already made, the suggested instalments, the non-repayable hardship grant paid with the loan and
 * the collector's possible costs are not it. accountNumber = the reference the letter says to quote: per letter
 * either the loan reference or the finance system's invoice number; the student number (and, where the invoice is
 * quoted, the loan application number) is not it.
 * Stages: 1 the first reminder after the repayment date passed (kind first_demand; README: a first reminder is
 * stage 1); 2 a second reminder referring to the first, or to the payment the student promised when they called
 * (kind reminder); 3 the final letter warning of a hold on graduation, the award certificate and re-enrolment, or of
 * referral to the university's external collector (kind final_demand). Every stage asks to be paid by a date: payBy.
 */
const universityShortLoan: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const v = r.int(0, 2);
  const uni = [`University of ${p}`, `${p} University`, `${p} Metropolitan University`][v];
  const head =
    v === 0
      ? r.chance(0.5)
        ? ['University of', p]
        : [r.chance(0.4) ? uni.toUpperCase() : uni]
      : r.chance(0.5)
        ? [p, uni.slice(p.length + 1)]
        : [uni];
  const office = pick(r, [
    'Finance Office - Student Income Team',
    'Finance Directorate | Credit Control',
    'Student Finance and Income Office',
  ]);
  const mail = `${pick(r, ['studentincome', 'creditcontrol', 'studentdebt'])}@${host(uni)}`;
  const loanName = pick(r, [
    'Emergency Short-Term Loan',
    'Hardship Loan',
    'Student Support Short-Term Loan',
    'Emergency Cash Loan',
  ]);
  const lent = pick(r, [100, 150, 200, 250, 300, 400, 500, 600, 750, 1000]);
  const part = r.chance(0.4);
  const paid = part ? round2(Math.floor((lent * pick(r, [0.2, 0.25, 0.3, 0.5])) / 5) * 5) : 0;
  const bal = round2(lent - paid);
  const grant = r.chance(0.4) ? pick(r, [100, 150, 250, 300]) : 0;
  const advanced = addDays(c.date, -r.int(70, 160));
  const dueBy = addDays(advanced, pick(r, [28, 42, 56, 60]));
  const stage = pick(r, [1, 2, 3] as const);
  const prev = addDays(c.date, -r.int(18, 30));
  const promised = r.chance(0.5);
  const pay = addDays(c.date, 14);
  const studentNo = pick(r, [r.digits(8), `B${r.digits(7)}`, `${r.digits(2)}0${r.digits(5)}`]);
  const quoteInvoice = r.chance(0.45);
  const loanRef = pick(r, [
    `STL/${r.int(24, 25)}/${r.digits(4)}`,
    `HL${r.digits(5)}`,
    `EL-${r.digits(3)}${oOrI(r)}${r.digits(2)}`,
  ]);
  const invoice = pick(r, [r.digits(8), `SINV${r.digits(6)}`, `${r.digits(3)}${oOrI(r)}${r.digits(4)}`]);
  const ref = quoteInvoice ? invoice : loanRef;
  const refLabel = quoteInvoice ? 'Invoice number' : 'Loan reference';
  const refs: [string, string][] = quoteInvoice
    ? [
        ['Student number', studentNo],
        ['Loan application', loanRef],
        ['Invoice number', invoice],
      ]
    : [
        ['Student number', studentNo],
        ['Loan reference', loanRef],
      ];
  const inst = round2(Math.ceil((bal / 3) * 100) / 100);
  const dca = `${pick(r, ['Tarnbeck', 'Halden', 'Greystone', 'Silverbirch'])} ${pick(r, ['Credit Management', 'Collections'])} Ltd`;
  const hold = r.chance(0.55);
  const sc = sortCode(r);
  const acct = r.digits(8);
  const payOnline = `pay.${host(uni)}`;

  const opening = `${/^[AEIOU]/.test(loanName) ? 'An' : 'A'} ${loanName} of ${fmtMoney(lent)} was paid to you on ${D(c, advanced)}, to be repaid in full by ${D(c, dueBy)}.`;
  const repaidLine = paid
    ? ` We received ${fmtMoney(paid)} from you, but the rest has not been repaid.`
    : ' We have not received any repayment.';
  const body: string[] = [];
  if (stage === 1)
    body.push(
      `${opening}${repaidLine} The balance outstanding is ${fmtMoney(bal)}.`,
      `Please repay ${fmtMoney(bal)} by ${D(c, pay)}. If that is difficult, you may repay in three instalments of ${fmtMoney(inst)}, but please e-mail us first so we can note your account. If your circumstances have changed, the Student Money Advice team can help.`,
    );
  else if (stage === 2)
    body.push(
      promised
        ? `When you contacted us on ${D(c, prev)} about your ${loanName}, you agreed to repay the balance within a week. We have not received that payment. ${opening}`
        : `We wrote to you on ${D(c, prev)} to remind you that your ${loanName} was overdue, but we have not heard from you. ${opening}${repaidLine}`,
      `The balance outstanding is ${fmtMoney(bal)}. Please repay it by ${D(c, pay)}, or contact us before then if you need to agree a short repayment plan.`,
    );
  else
    body.push(
      `Despite our reminders, the ${loanName} of ${fmtMoney(lent)} paid to you on ${D(c, advanced)}, which was due to be repaid by ${D(c, dueBy)}, has not been repaid in full.${paid ? ` Allowing for the ${fmtMoney(paid)} you paid, the` : ' The'} balance outstanding is ${fmtMoney(bal)}.`,
      hold
        ? `Under the University's Financial Regulations, a student who owes money to the University may not attend a graduation ceremony, and will not receive their award certificate or final transcript or be able to re-enrol, until the debt is cleared. Unless ${fmtMoney(bal)} is paid by ${D(c, pay)}, a debt hold will be placed on your student record.`
        : `Unless ${fmtMoney(bal)} is paid by ${D(c, pay)}, the debt will be passed to the University's collection agent, ${dca}, who will contact you directly and may add their collection costs of up to 15% of the balance. A debt hold will also remain on your student record.`,
    );
  const how = `Pay online at ${payOnline} (choose "Student loan repayment"), or by bank transfer to sort code ${sc}, account ${acct}, quoting your ${refLabel.toLowerCase()} ${ref}${quoteInvoice ? '' : ' and student number'}.`;
  const notSlc = `This loan was made by the University from its own student support funds. It is not a Student Loans Company loan and is not repaid through your salary or the tax system.${grant ? ` The ${fmtMoney(grant)} Hardship Fund grant paid with it is not repayable and is not included above.` : ''}`;
  const titles =
    stage === 1
      ? [
          `${loanName}: repayment overdue`,
          'Reminder - short-term loan repayment',
          'Your loan repayment is overdue',
        ]
      : stage === 2
        ? ['Second reminder - short-term loan', `${loanName}: second reminder`, 'Your loan is still unpaid']
        : hold
          ? ['Final notice - debt hold on your student record', 'FINAL REMINDER: graduation and award hold']
          : ['Final notice before referral to our collection agent', 'FINAL REMINDER - short-term loan'];
  const title = pick(r, titles);
  const figures: [string, string][] = [
    [`${loanName} paid ${D(c, advanced)}`, fmtMoney(lent)],
    ...(paid ? ([['Repaid', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
    ['Balance outstanding', fmtMoney(bal)],
  ];
  const sign = [
    ...signatory(r, ['Credit Control Officer', 'Student Income Officer', 'Income Manager']),
    office.split(/ [-|] /)[0],
    uni,
  ];
  const footer = [
    `${uni}, ${officeAddress(r)}. ${uni} is an exempt charity. VAT registration no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`,
  ];
  const sub = [office, officeAddress(r), `${phone(r)}  ${mail}`];
  const layout = r.int(0, 2);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      logo: r.chance(0.4),
      recipient: rcpt(c),
      panel: [...refs, ['Date', D(c, c.date)]],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [dear(c), { p: body[0] }, { kv: figures }, { p: body[1] }, { p: how }, { small: notSlc }],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      logoMark: pick(r, ['shield', 'rings'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [...refs, ['Date', D(c, c.date)]],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        { p: body[0] },
        {
          grid: [
            [loanName, D(c, advanced), D(c, dueBy), fmtMoney(lent)],
            ...(paid ? [['Repayment received', '', '', `-${fmtMoney(paid)}`]] : []),
            ['Balance outstanding', '', '', fmtMoney(bal)],
          ],
          header: ['Loan', 'Paid to you', 'Repayable by', 'Amount'],
          widths: [0.4, 0.2, 0.2, 0.2],
        },
        { p: body[1] },
        { p: how },
        { small: notSlc },
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Balance outstanding',
        amount: fmtMoney(bal),
        note: `Please pay by ${D(c, pay)}`,
      },
      panel: [...refs, ['Date', D(c, c.date)]],
      panelStacked: true,
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [dear(c), { p: body[0] }, { p: body[1] }, { p: how }, { small: notSlc }],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      uni,
      bal,
      ref,
      'loan',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W216 Private landlord: rent arrears after the tenancy ended
// ------------------------------------------------------------------------------------------------------------

/** The first day of the month `back` months before d (UTC). */
const monthStart = (d: Date, back: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
/** The online money claim fee for a claim of this size (a possible future fee, never the debt). */
const claimFee = (v: number) =>
  v <= 300 ? 35 : v <= 500 ? 50 : v <= 1000 ? 70 : v <= 1500 ? 80 : v <= 3000 ? 115 : v <= 5000 ? 205 : 455;

/**
 * An individual private landlord's claim for the rent left unpaid when an assured shorthold tenancy ended, sent to the
 * former tenant's forwarding address: the deposit (less any agreed cleaning or damage deduction) has come back from the
 * deposit protection scheme and been set against the arrears. Per letter the sender is either the landlord in their own
 * name (their name heads the page and signs, a home address, a payment reference they made up) or the letting agent
 * that managed the tenancy for the landlord (its own reference, the landlord's and the deposit's references as
 * distractors, payment to its client account). Three layouts: a letter with a reference panel; a statement with the
 * references in ruled cells and a ruled rent account; a plain letter with the reference in a "Re:" line and no panel.
 * Open choice, creditor: the README's rule for anyone writing for someone else — the organisation that wrote the
 * letter and asks to be paid. The landlord's own letter: the landlord, as printed in the letterhead and sign-off (a
 * person's name: "Rhys Hartwell"). The agent's letter: the agent (it writes, signs and asks for payment to its client
 * account), not the landlord it names as its client. debtType 'normal' (an ordinary overdue sum, neither a collector
 * nor a lender; the agent here is the landlord's managing agent, not a debt collection business).
 * Amount = the balance after the deposit ("Balance now due", "Amount owed"): the rent arrears at the end of the
 * tenancy, the monthly rent, the deposit, the deduction from it, a part-payment, the promised payment, statutory
 * interest not yet claimed and the possible court fee are not it. accountNumber = the reference the letter says to
 * quote; the deposit ID, the landlord's reference at the agent and the property are not it.
 * Stages: 1 the first letter after the tenancy ended (kind first_demand); 2 a reminder referring to the first letter,
 * or to what the tenant said on the phone (kind reminder); 3 a letter before claim under the Pre-Action Protocol for
 * Debt Claims, with the statement of account, the Reply Form, Information Sheet and Financial Statement enclosed and 30
 * days to pay or reply (kind letter_of_claim). Every stage asks to be paid by a date: payBy.
 */
const landlordRentArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const agentSends = r.chance(0.5);
  let lp = person(r);
  while (lp.last === c.who.last) lp = person(r);
  const landlord = `${lp.first} ${lp.last}`;
  const landlordShort = `${lp.title} ${lp.first[0]} ${lp.last}`;
  const ag = company(r, [
    'Lettings',
    'Residential Lettings',
    'Property Management',
    'Estate and Letting Agents',
  ]);
  const creditor = agentSends ? ag.name : landlord;
  const town = place(r);
  const prop = `${r.int(1, 160)}${r.chance(0.2) ? pick(r, ['A', 'B']) : ''} ${pick(r, ['Mill', 'Heron', 'Kiln', 'Linden', 'Orchard', 'Tanner'])} ${pick(r, ['Road', 'Street', 'Close', 'Terrace'])}, ${town}, ${postcode(r)}`;
  const houseNo = prop.split(' ')[0];
  const stage = pick(r, [1, 2, 3] as const);
  // A tenancy ends at the end of a rental period: the day before a rent day.
  const ended = addDays(
    monthStart(
      addDays(c.date, -(stage === 1 ? r.int(20, 45) : stage === 2 ? r.int(50, 80) : r.int(85, 130))),
      0,
    ),
    -1,
  );
  const started = addDays(ended, -pick(r, [365, 548, 730, 913]));
  const rent = pick(r, [595, 650, 725, 795, 850, 925, 1050, 1195, 1350, 1495]);
  const months = r.int(2, stage === 3 ? 3 : 4);
  const rows: { label: string; date: Date; amount: number }[] = [];
  let arrears = 0;
  for (let i = months; i >= 1; i--) {
    const due = monthStart(ended, i - 1);
    rows.push({ label: 'Rent due', date: due, amount: rent });
    arrears += rent;
    if (r.chance(0.35)) {
      const part = round2(Math.floor((rent * pick(r, [0.2, 0.3, 0.4, 0.5])) / 10) * 10);
      rows.push({ label: 'Payment received', date: addDays(due, r.int(3, 18)), amount: -part });
      arrears -= part;
    }
  }
  arrears = round2(arrears);
  const deposit = round2(Math.floor(((rent * 12) / 52) * pick(r, [4, 5])));
  const ded = r.chance(0.5) ? pick(r, [85, 120, 150, 180, 240, 310]) : 0;
  const applied = round2(deposit - ded);
  const released = addDays(ended, r.int(10, 18));
  const due = round2(arrears - applied);
  const pay = addDays(c.date, stage === 3 ? 30 : 14);
  const prev = addDays(c.date, -r.int(16, 30));
  const phoned = stage === 2 && r.chance(0.4);
  const promisedAmt = round2(Math.floor(due / 2 / 10) * 10);
  const depositId = pick(r, [`DP${r.digits(8)}`, `${r.digits(4)}-${r.digits(4)}-${r.digits(3)}`]);
  const initials = `${c.who.first[0]}${c.who.last[0]}`;
  const ref = agentSends
    ? pick(r, [
        `${r.letters(2, 'TLRM')}/${r.digits(5)}`,
        `T${r.digits(4)}-${r.digits(2)}`,
        `ARR${r.digits(2)}${oOrI(r)}${r.digits(3)}`,
      ])
    : pick(r, [
        `RENT-${houseNo}${initials}`,
        `${c.who.last.toUpperCase()}-${houseNo}`,
        `${initials}/${houseNo}/${r.int(24, 25)}`,
      ]);
  const landlordRef = `LL${r.digits(4)}`;
  const sc = sortCode(r);
  const acct = r.digits(8);
  const I = agentSends ? 'we' : 'I';
  const Icap = agentSends ? 'We' : 'I';
  const payTo = agentSends
    ? `our client account (${ag.name} Client Account, sort code ${sc}, account ${acct}), quoting our reference ${ref}`
    : `my bank account (${landlord}, sort code ${sc}, account ${acct}), using the reference ${ref}`;
  const intro = agentSends
    ? `We managed the tenancy of ${prop} for your former landlord, ${landlordShort}, and write on the landlord's behalf.`
    : `I am the landlord of ${prop}, which you rented from me.`;
  const depositText = `The tenancy deposit of ${fmtMoney(deposit)} (deposit ID ${depositId}) was released by the deposit protection scheme on ${D(c, released)}${ded ? `; after the deduction of ${fmtMoney(ded)} for cleaning and repairs, ${fmtMoney(applied)} has been set against the rent owed` : ` and has been set against the rent owed in full`}.`;
  const paras: string[] = [];
  if (stage === 1) {
    paras.push(
      `${intro} Your tenancy ended on ${D(c, ended)}. At that date rent of ${fmtMoney(arrears)} was unpaid (the rent was ${fmtMoney(rent)} a month). ${depositText}`,
      `That leaves ${fmtMoney(due)} still owed. Please pay it within 14 days, by ${D(c, pay)}, to ${payTo}. If you cannot pay it all at once, please contact ${agentSends ? 'us' : 'me'} with an offer.`,
    );
  } else if (stage === 2) {
    paras.push(
      phoned
        ? `${intro} When we spoke on ${D(c, prev)} you said you would pay ${fmtMoney(promisedAmt)} towards the rent arrears within a week. ${Icap} have received nothing.`
        : `${intro} ${Icap} wrote to you on ${D(c, prev)} about the rent left unpaid when your tenancy ended on ${D(c, ended)}, but ${I} have not received payment or a reply.`,
      `After the deposit was set against the arrears, the balance now due is ${fmtMoney(due)}. Please pay it by ${D(c, pay)} to ${payTo}. If ${I} do not hear from you, ${I} will send a formal letter before claim and may then take the matter to court.`,
    );
  } else {
    paras.push(
      `${agentSends ? `We act for your former landlord, ${landlordShort}, and write` : 'I write'} under the Pre-Action Protocol for Debt Claims about rent owed under the assured shorthold tenancy agreement dated ${D(c, started)} for ${prop}, which ended on ${D(c, ended)}. ${depositText}`,
      `The amount owed is ${fmtMoney(due)}. ${pick(r, [
        'No interest or charges have been added.',
        `If a claim is issued, ${I} will also claim statutory interest at 8% a year under section 69 of the County Courts Act 1984, which is not included in that figure.`,
      ])}`,
      `Please pay ${fmtMoney(due)} to ${payTo}, or complete and return the enclosed Reply Form, within 30 days of the date of this letter, by ${D(c, pay)}. If you do neither, ${I} may start court proceedings against you without further notice. The court fee of ${fmtMoney(claimFee(due))} would then be added to the claim.`,
      `Please read the enclosed Information Sheet. If you dispute the debt, or need time to pay, say so on the Reply Form and send the Financial Statement with it. You can get free, independent debt advice, and ${I} will not start proceedings while you are waiting for an advice appointment if you tell ${agentSends ? 'us' : 'me'} about it.`,
    );
  }
  const statement: string[][] = [
    ...rows.map((x) => [
      x.label === 'Rent due' ? `Rent due ${D(c, x.date)}` : `Payment received ${D(c, x.date)}`,
      x.amount > 0 ? fmtMoney(x.amount) : '',
      x.amount < 0 ? fmtMoney(-x.amount) : '',
    ]),
    ['Rent arrears at the end of the tenancy', fmtMoney(arrears), ''],
    [`Deposit released ${D(c, released)}`, '', fmtMoney(deposit)],
    ...(ded ? [['Less kept for cleaning and repairs', fmtMoney(ded), '']] : []),
    [stage === 3 ? 'Amount owed' : 'Balance now due', fmtMoney(due), ''],
  ];
  const titles =
    stage === 1
      ? ['Rent arrears at the end of your tenancy', 'Unpaid rent', `Rent owed - ${prop.split(',')[0]}`]
      : stage === 2
        ? ['Unpaid rent - reminder', 'Second request for payment', 'Rent arrears still unpaid']
        : [
            'LETTER BEFORE CLAIM',
            'Letter before claim - Pre-Action Protocol for Debt Claims',
            'Letter Before Claim',
          ];
  const title = pick(r, titles);
  const head = agentSends ? ag.head : [r.chance(0.3) ? landlord.toUpperCase() : landlord];
  const sub = agentSends
    ? [
        pick(r, ['Property Management', 'Lettings and Management', 'Rent Accounts']),
        officeAddress(r),
        `${phone(r)}  ${web(ag.name)}`,
      ]
    : [
        `${r.int(1, 90)} ${pick(r, ['Linden Avenue', 'Copper Way', 'Station Road', 'Orchard Drive'])}, ${place(r)}, ${postcode(r)}`,
        `${phone(r)}  ${lp.first.toLowerCase()}.${lp.last.toLowerCase()}@mail.example`,
      ];
  const sign = agentSends
    ? [
        ...signatory(r, ['Property Manager', 'Lettings Manager', 'Accounts Manager']),
        ag.name,
        ...(stage === 3 ? [] : [`Agents for ${landlordShort}`]),
      ]
    : [landlord, 'Landlord'];
  const footer = agentSends
    ? [
        `${regLine(ag.name, r)} Client money protection certificate ${r.letters(1, 'CM')}${r.digits(5)}; redress scheme no. ${r.digits(6)}.`,
      ]
    : [`Landlord's address for service of notices (section 48, Landlord and Tenant Act 1987): as above.`];
  // The paragraphs after the first; a letter before claim prints its advice paragraph and enclosures small.
  const rest: Block[] = paras.slice(1).map((t, i, a) =>
    stage === 3 && i === a.length - 1
      ? {
          small: `${t} Enclosures: statement of account; Information Sheet; Reply Form; Financial Statement.`,
        }
      : { p: t },
  );
  const panel: [string, string][] = agentSends
    ? [
        ['Our ref', ref],
        ['Landlord ref', landlordRef],
        ['Date', D(c, c.date)],
      ]
    : [
        ['Reference', ref],
        ['Date', D(c, c.date)],
      ];
  const layout = r.int(0, 2);
  const tableBlock: Block = {
    grid: statement,
    header: ['Rent account', 'Owed', 'Paid / credited'],
    widths: [0.6, 0.2, 0.2],
  };
  const showTable = stage === 3 || r.chance(0.5);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: agentSends ? pick(r, ['chevron', 'bars'] as const) : undefined,
      recipient: rcpt(c),
      panel,
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: stage === 3 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [dear(c), { p: paras[0] }, ...(showTable ? [tableBlock] : []), ...rest],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      headBand: agentSends && r.chance(0.5),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [agentSends ? 'Our reference' : 'Payment reference', ref],
        ['Tenancy ended', D(c, ended)],
        ['Deposit ID', depositId],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [dear(c), { p: paras[0] }, tableBlock, ...rest],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [],
      title: D(c, c.date),
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          h: `Re: ${prop.split(',').slice(0, 2).join(',')} - ${stage === 3 ? 'letter before claim' : 'rent arrears'} - ref ${ref}`,
        },
        ...(stage === 3 ? [{ h: title }] : []),
        { p: paras[0] },
        ...(showTable
          ? [tableBlock]
          : [
              {
                kv: [
                  ['Rent arrears:', fmtMoney(arrears)],
                  ['Deposit applied:', `-${fmtMoney(applied)}`],
                  ['Balance now due:', fmtMoney(due)],
                ] as [string, string][],
              },
            ]),
        ...rest,
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      creditor,
      due,
      ref,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'letter_of_claim',
      c,
      pay,
    ),
  };
};

export const FRESH20B_FAMILIES: Family[] = [
  {
    id: 'W214',
    name: 'Collector for a Welsh council or housing association, bilingual (Welsh and English)',
    group: 'collector',
    make: welshBilingualCollector,
  },
  {
    id: 'W215',
    name: 'University short-term emergency or hardship loan reminders and final notice',
    group: 'public_body',
    make: universityShortLoan,
  },
  {
    id: 'W216',
    name: 'Private landlord rent arrears after the tenancy (own letters, agent, letter before claim)',
    group: 'business',
    make: landlordRentArrears,
  },
];
