/**
 * The fifteenth fresh held-out set, part c (W181–W183): kinds of letter the corpus does not have yet — a housing
 * association's arrears letters to a shared-ownership leaseholder (rent on the unsold share and service charge, with
 * the mortgage lender in the background), a freeholder's, its managing agent's or its solicitors' warning to a long
 * leaseholder that unpaid service and administration charges may lead to forfeiture and a section 146 notice, and a
 * self-employed tradesman's own chasing letters for an unpaid invoice, up to his own letter before action for the
 * small claims court. Written blind to the extractor; scored once. Every face is drawn per letter, each family has
 * at least two layouts chosen per letter, and ground truth follows ../shared/corpus/dev/README.md; where the README
 * leaves a case open the choice is commented at the family.
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
  type Rng,
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
  round2,
  signatory,
  truth,
  type Family,
} from './family-kit';

const STREETS = ['Mill', 'Heron', 'Linden', 'Quarry', 'Willow', 'Foundry', 'Kiln', 'Orchard', 'Tanner'];

// ------------------------------------------------------------------------------------------------------------
// W181 Housing association: shared-ownership arrears (rent on the unsold share + service charge)
// ------------------------------------------------------------------------------------------------------------

/**
 * A housing association's income team writes to a shared owner whose monthly payment (rent on the share the
 * association still owns, plus service charge) has fallen behind. Three points in the sequence, drawn per letter:
 *  - stage 1, kind first_demand: the first arrears letter ("your account is in arrears"), asks for the arrears within
 *    14 days and says the lease lets the association tell the mortgage lender if they stay unpaid;
 *  - stage 2, kind reminder: "we wrote to you on …", or a broken payment arrangement (the arrangement's monthly sum
 *    is a distractor);
 *  - stage 3, kind final_demand: "final notice before we contact your mortgage lender" (and possession).
 * Two layouts: a plain letter with a reference panel and an arrears grid, or a dark letterhead band with an "arrears
 * to pay now" box, a row of reference cells and a two-column "what happens next / how to pay" section.
 * Amount = total arrears now due (rent arrears + service charge arrears + any letter charge already added); the
 * monthly rent, monthly service charge, monthly total, arrangement instalment and the share's value are not it.
 * Reference = the rent account number the letter says to quote; the property reference, the lender's masked mortgage
 * account and the association's society / regulator numbers are not it.
 * Open choices: the README's debtType list has no rent; this is a landlord's own overdue rent and service charge,
 * not a collector, a card or a loan, and the association is not the mortgage lender (the lender is only mentioned),
 * so 'normal'. Creditor = the association's legal name as printed in the sign-off and footer (the letterhead may
 * drop "Limited").
 */
const sharedOwnershipArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const legal = pick(r, [' Limited', ' Ltd']);
  const co = company(r, ['Housing Association', 'Homes', 'Housing Group', 'Housing Trust', 'Living'], legal);
  const stage = pick(r, [1, 1, 2, 2, 3] as const);
  const layout = r.int(0, 1);
  const refShape = r.int(0, 2);
  const ref =
    refShape === 0
      ? `SO${r.digits(6)}`
      : refShape === 1
        ? `${r.digits(5)}/${r.digits(3)}`
        : `R${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const propRef = `${pick(r, ['PR', 'P', 'UPRN '])}${r.digits(pick(r, [6, 8, 10]))}`;
  const share = pick(r, [25, 30, 35, 40, 45, 50, 60, 75]);
  const fmv = pick(r, [185000, 210000, 235000, 260000, 295000, 320000, 365000]);
  const rentM = round2((fmv * (1 - share / 100) * pick(r, [0.0275, 0.03])) / 12);
  const scM = r.money(38, 215);
  const monthly = round2(rentM + scM);
  const months = stage === 1 ? r.int(1, 2) : r.int(2, 5);
  const part = r.chance(0.5) ? round2(Math.floor(monthly * pick(r, [0.3, 0.45, 0.6]))) : 0;
  // a part-payment is set against rent first
  const rentArr = round2(rentM * months - Math.min(part, rentM));
  const scArr = round2(scM * months - Math.max(0, part - rentM));
  const letterFee = stage > 1 && r.chance(0.35) ? pick(r, [10, 15, 25]) : 0;
  const total = round2(rentArr + scArr + letterFee);
  let lenderStem = stem(r);
  while (co.name.startsWith(lenderStem)) lenderStem = stem(r);
  const lenderName = `${lenderStem} ${pick(r, ['Building Society', 'Mortgages', 'Home Loans'])}`;
  const lenderAcc = `****${r.digits(4)}`;
  const days = stage === 3 ? 7 : 14;
  const pay = addDays(c.date, days);
  const first = addDays(c.date, -r.int(25, 40));
  const firstArr = round2(total - monthly * r.int(0, 1) - letterFee);
  const broken = stage === 2 && r.chance(0.5);
  const plan = round2(Math.ceil((firstArr / pick(r, [6, 8, 10]) + 5) / 5) * 5);
  const planBroke = addDays(c.date, -r.int(6, 14));
  const officer = signatory(r, [
    'Income Officer',
    'Home Ownership Income Officer',
    'Leasehold Income Officer',
    'Income Recovery Officer',
  ]);
  const addr = `${c.addr[0]}, ${c.addr[1]}`;
  const tel = phone(r);
  const payWays = `Pay online at ${web(co.name)}/pay, by phone on ${tel}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}. Always quote your rent account number ${ref}.`;

  const title =
    stage === 1
      ? pick(r, [
          'Your shared ownership account is in arrears',
          'Arrears of rent and service charge',
          'ARREARS ON YOUR HOME OWNERSHIP ACCOUNT',
        ])
      : stage === 2
        ? pick(r, [
            'Your account is still in arrears',
            'Second arrears letter',
            'Arrears of rent and service charge - further letter',
          ])
        : pick(r, [
            'FINAL NOTICE BEFORE WE CONTACT YOUR MORTGAGE LENDER',
            'Final notice - arrears of rent and service charge',
            'Final warning: your shared ownership lease',
          ]);

  const opening =
    stage === 1
      ? pick(r, [
          `Under your shared ownership lease for ${addr} you own a ${share}% share of your home and pay us rent on the ${100 - share}% share we still own, together with a service charge, monthly in advance on the 1st of each month. Our records show that your account is now ${fmtMoney(total)} in arrears.`,
          `I am writing because your rent and service charge account for ${addr} is behind. You own ${share}% of the property and pay rent to us on the remaining ${100 - share}%, plus the service charge for your building; both are due on the 1st of every month. The arrears now stand at ${fmtMoney(total)}.`,
        ]) +
        (part
          ? ` This takes account of the part payment of ${fmtMoney(part)} we received on ${D(c, addDays(c.date, -r.int(5, 20)))}.`
          : '')
      : broken
        ? `We wrote to you on ${D(c, first)} about arrears of ${fmtMoney(firstArr)} on your account for ${addr}. You then agreed to pay your monthly charges plus ${fmtMoney(plan)} a month towards the arrears, but the payment due on ${D(c, planBroke)} was not made and the arrangement has now ended. The arrears now stand at ${fmtMoney(total)}.`
        : stage === 2
          ? `Further to our letter of ${D(c, first)}, the arrears on your rent and service charge account for ${addr} have not been cleared${part ? ', although we have received a part payment of ' + fmtMoney(part) + ', thank you' : ''}. The account is now ${fmtMoney(total)} in arrears.`
          : `Despite our letters of ${D(c, first)} and ${D(c, addDays(first, r.int(14, 20)))}, the arrears on your shared ownership account for ${addr} remain unpaid and you have not contacted us to agree a way forward. The account is now ${fmtMoney(total)} in arrears.`;

  const ask =
    stage === 3
      ? `You must pay the arrears of ${fmtMoney(total)} in full within 7 days of the date of this letter, by ${D(c, pay)}. If you do not, we will write to your mortgage lender, ${lenderName}, to tell them about the arrears and ask them to pay them on your behalf. Most lenders then add the amount to your mortgage, with their own charges. We may also serve a notice seeking possession under your lease, which could put your home at risk.`
      : `Please pay the arrears of ${fmtMoney(total)} within ${days} days, by ${D(c, pay)}, as well as your normal payment of ${fmtMoney(monthly)} when it falls due. If you cannot pay in full, please call us before then so that we can agree an affordable plan with you.`;

  const lenderNote =
    stage === 3
      ? `Your lender's records: ${lenderName}, mortgage account ${lenderAcc}. Your lease allows us to share details of the arrears with them.`
      : `Your lease and your mortgage lender's conditions allow us to tell ${lenderName} (mortgage account ${lenderAcc}) about arrears that are not paid. We would rather not do this, and we will write to you again before we do.`;

  const gridRows: string[][] = [
    [`Rent on unsold share (${100 - share}%)`, fmtMoney(rentM), fmtMoney(rentArr)],
    ['Service charge', fmtMoney(scM), fmtMoney(scArr)],
    ...(letterFee ? [['Arrears letter charge', '', fmtMoney(letterFee)]] : []),
    ['Total arrears now due', fmtMoney(monthly), fmtMoney(total)],
  ];
  const help = `Free, independent advice is available from Citizens Advice and from debt advice charities. If you are struggling because of a change in your circumstances, our Money Support team can also help you check your entitlement to Universal Credit housing costs.`;
  const footer = [
    `${co.name} is a charitable registered society under the Co-operative and Community Benefit Societies Act 2014 (no. ${r.digits(5)}R) and a registered provider of social housing (no. L${r.digits(4)}). Registered office: ${officeAddress(r)}.`,
  ];
  const sign = [...officer, pick(r, [`For and on behalf of ${co.name}`, co.name])];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'chevron', 'bars'] as const),
      sub: [
        pick(r, ['Home Ownership Team', 'Leasehold and Home Ownership Services', 'Income Team']),
        officeAddress(r),
        `${tel}  homeownership@${host(co.name)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Rent account no.', ref],
        ['Property ref', propRef],
        ['Your share', `${share}%`],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: gridRows,
          header: ['Charge', 'Monthly', 'In arrears'],
          widths: [0.56, 0.2, 0.24],
        },
        { p: ask },
        { p: lenderNote },
        { p: payWays },
        ...(r.chance(0.6) ? [{ small: help }] : []),
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    const what: string =
      stage === 3
        ? `What happens next: if the arrears are not paid by ${D(c, pay)}, we will contact ${lenderName} without further warning and may begin possession action. Any costs we incur may be added to your account.`
        : `What happens next: if the arrears are not paid or an arrangement agreed by ${D(c, pay)}, we ${stage === 2 ? 'will send you a final notice and may then' : 'may'} contact your mortgage lender, ${lenderName}.`;
    spec = {
      face: c.face,
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub: [officeAddress(r), `${tel}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: pick(r, ['Arrears to pay now', 'Amount in arrears', 'Please pay now']),
        amount: fmtMoney(total),
        note: `by ${D(c, pay)}`,
      },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Rent account number', ref],
        ['Property reference', propRef],
        ['Share owned', `${share}%`],
        ['Monthly payment', fmtMoney(monthly)],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          kv: [
            [`Rent arrears (${100 - share}% share):`, fmtMoney(rentArr)],
            ['Service charge arrears:', fmtMoney(scArr)],
            ...(letterFee ? ([['Letter charge:', fmtMoney(letterFee)]] as [string, string][]) : []),
            ['Total arrears:', fmtMoney(total)],
          ],
        },
        { p: ask },
        { cols: [what, `How to pay: ${payWays}`] },
        { small: `${lenderNote} ${help}` },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign,
      footer,
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, total, ref, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W182 Long lease: unpaid service and administration charges, forfeiture / section 146 warning
// ------------------------------------------------------------------------------------------------------------

/**
 * A letter to a long leaseholder of a flat about unpaid service charges (on-account half-yearly demands, sometimes a
 * year-end balancing charge and ground rent) and administration charges already added for chasing, warning that the
 * landlord may seek a determination from the First-tier Tribunal, serve a notice under section 146 of the Law of
 * Property Act 1925 and forfeit the lease. Three senders, drawn per letter:
 *  - the freeholder company itself;
 *  - its managing agent, collecting into its own client account and naming the landlord under ss.47-48 LTA 1987;
 *  - the freeholder's solicitors (a letter before action, paid into the firm's client account).
 * Layouts: a statement letter (reference panel, ruled statement), a formal notice (dark band, reference cells,
 * shaded total box, boxed title), and a solicitors' letter (a "Re:" heading, our ref / your ref panel, no statement
 * grid but a label list). Amount = the total now outstanding including administration charges already added; the
 * half-yearly charge on its own, the annual budget, the estimated costs of a section 146 notice (a possible future
 * fee), interest that *may* be claimed and the £350 threshold in s.167 are not it. Reference = the account / our
 * reference the letter tells you to quote; a block code, the managing agent's account reference quoted by the
 * solicitors (a client reference) and bank details are not it.
 * Open choices (README: the creditor is the organisation that wrote the letter and asks to be paid, not its client):
 * freeholder -> itself, 'normal'; managing agent -> the agent (it asks for payment into its own client account and
 * is the landlord's agent for billing, not a collector), 'normal'; solicitors -> the law firm, and as a firm writing
 * on a client's behalf to recover a debt it is 'debt_collection'. Stage: the freeholder's or agent's "second
 * reminder" that refers to earlier demands and says the matter *will be referred* to solicitors is stage 2, kind
 * reminder; their "final notice before forfeiture proceedings" is stage 3, final_demand; the solicitors' letter
 * before action is stage 3, letter_of_claim. Every one asks for payment within 14 days (payBy).
 */
const leaseForfeitureWarning: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const mode = pick(r, [0, 1, 1, 2, 2] as const);
  const stage: 2 | 3 = mode === 2 ? 3 : r.chance(0.45) ? 2 : 3;
  const fhStem = stem(r);
  const freeholder = `${fhStem} ${pick(r, ['Freeholds', 'Estates', 'Ground Rents', 'Reversionary Properties', 'Property Holdings'])} Limited`;
  let agStem = stem(r);
  while (agStem === fhStem) agStem = stem(r);
  const agMid = pick(r, [
    'Block Management',
    'Property Management',
    'Estate Management',
    'Residential Management',
  ]);
  const agentName = `${agStem} ${agMid} Ltd`;
  const agHeadStyle = r.int(0, 2);
  const agentHead =
    agHeadStyle === 0
      ? [`${agStem} ${agMid}`.toUpperCase()]
      : agHeadStyle === 1
        ? [agStem, `${agMid} Ltd`]
        : [r.chance(0.5) ? agentName : `${agStem} ${agMid}`];
  const sA = person(r).last;
  let sB = person(r).last;
  while (sB === sA) sB = person(r).last;
  const firmShort = pick(r, [`${sA} & ${sB}`, `${sA} ${sB}`, `${sA} ${pick(r, ['Legal', 'Law'])}`]);
  const firm = `${firmShort} LLP`;
  const building = `${pick(r, STREETS)} ${pick(r, ['Court', 'House', 'Mansions', 'Lodge', 'Point', 'Wharf'])}`;
  const flatNo = r.int(1, 48);
  const lives = r.chance(0.6);
  const recipient = lives ? [rcpt(c)[0], `Flat ${flatNo} ${building}`, ...c.addr] : rcpt(c);
  const propTown = lives ? c.addr[1] : place(r);
  const propStreet = lives
    ? c.addr[0]
    : `${r.int(2, 190)} ${pick(r, STREETS)} ${pick(r, ['Road', 'Street', 'Walk'])}`;
  const property = `Flat ${flatNo}, ${building}, ${propStreet}, ${propTown}`;
  const blockCode = `${building.slice(0, 3).toUpperCase()}${r.digits(3)}`;
  const acctShape = r.int(0, 2);
  const acct =
    acctShape === 0
      ? `${blockCode}-${String(flatNo).padStart(3, '0')}`
      : acctShape === 1
        ? `LA${r.digits(6)}`
        : `${r.digits(4)}${oOrI(r)}${r.digits(3)}`;
  const solRef = `${sA.slice(0, 2).toUpperCase()}/${r.letters(2)}/${r.digits(5)}.${r.digits(3)}`;
  const ref = mode === 2 ? solRef : acct;

  // the statement
  const half = r.money(420, 1650);
  const halves = r.int(1, 2);
  const rows: [string, string, Date | null, number][] = [];
  const at = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm - 1, dd));
  const cutoff = addDays(c.date, -45);
  // the latest half-yearly demands (25 March, 29 September) at least 45 days before the letter
  const demands = [2023, 2024, 2025]
    .flatMap((yy) => [at(yy, 3, 25), at(yy, 9, 29)])
    .filter((d) => d <= cutoff)
    .slice(-halves);
  const longDate = (d: Date) =>
    `${d.getUTCDate()} ${d.getUTCMonth() === 2 ? 'March' : 'September'} ${d.getUTCFullYear()}`;
  for (const d of demands)
    rows.push([
      `Service charge on account, half-year from ${longDate(d)}`,
      'Service charge on account',
      d,
      half,
    ]);
  const lastDemand = demands[demands.length - 1];
  const balYear = c.date.getUTCMonth() >= 6 ? 2025 : 2024;
  const balancing = r.chance(0.4) ? r.money(60, 640) : 0;
  if (balancing)
    rows.push([
      `Balancing charge, year ended 31 December ${balYear - 1}`,
      `Balancing charge ${balYear - 1}`,
      at(balYear, 5, 31),
      balancing,
    ]);
  const gr = r.chance(0.4) ? pick(r, [125, 150, 175, 200, 250]) : 0;
  if (gr) rows.push([`Ground rent, half-year from ${longDate(lastDemand)}`, 'Ground rent', lastDemand, gr]);
  const paid = halves === 2 && r.chance(0.5) ? round2(Math.floor(half * pick(r, [0.3, 0.5, 0.6]))) : 0;
  if (paid)
    rows.push([
      'Payment received - thank you',
      'Payment received',
      addDays(demands[0], r.int(20, 40)),
      -paid,
    ]);
  const admin1 = pick(r, [30, 36, 42, 48, 60]);
  rows.push(['Administration charge: arrears reminder', 'Admin charge: reminder', null, admin1]);
  const admin2 = stage === 3 || mode === 2 ? pick(r, [90, 120, 150, 180, 240]) : 0;
  if (admin2)
    rows.push([
      mode === 2
        ? 'Administration charge: instructing solicitors'
        : 'Administration charge: final notice and file review',
      mode === 2 ? 'Admin charge: solicitors' : 'Admin charge: final notice',
      null,
      admin2,
    ]);
  const solFee = mode === 2 ? pick(r, [150, 180, 210, 240]) : 0;
  if (solFee)
    rows.push(['Our fixed fee for this letter (incl. VAT)', 'Fixed fee for this letter', null, solFee]);
  const total = round2(rows.reduce((a, [, , , v]) => a + v, 0));
  const budget = round2(half * 2);
  const s146Est = pick(r, [850, 1200, 1450, 1800, 2250]);
  const pay = addDays(c.date, 14);
  const d1 = addDays(c.date, -r.int(40, 70));
  const d2 = addDays(d1, r.int(14, 24));
  const clause = `clause ${r.int(2, 5)}(${r.int(1, 9)})`;
  const sched = pick(r, [
    'the Fifth Schedule',
    'the Fourth Schedule',
    'the Sixth Schedule',
    'Part II of the Third Schedule',
  ]);
  const lender = r.chance(0.5);
  const money = (v: number) => (v < 0 ? `-${fmtMoney(-v)}` : fmtMoney(v));
  const kvRows = rows.map(([a, , , v]) => [a, money(v)] as [string, string]);
  const gridRows = rows.map(([, b, d, v]) => [b, d ? D(c, d) : '', money(v)]);
  const s4748 = `Landlord's name and address for service (sections 47 and 48, Landlord and Tenant Act 1987): ${freeholder}, ${officeAddress(r)}.`;
  const rights = `A summary of your rights and obligations in relation to service charges and administration charges was sent with each demand, as required by law. You may apply to the First-tier Tribunal (Property Chamber) to decide whether a service or administration charge is payable or reasonable.`;
  const law = `The landlord cannot forfeit your lease for unpaid service or administration charges unless the amount has been admitted by you or determined by the First-tier Tribunal or a court (section 81, Housing Act 1996), and the total owed is more than £350 or has been owed for more than three years (section 167, Commonhold and Leasehold Reform Act 2002).`;
  const risk = pick(r, [
    `If forfeiture proceedings succeed, you could lose your flat and the value of your lease without compensation.`,
    `Forfeiture would bring your lease to an end: you could lose your home or investment, and any equity in it.`,
  ]);
  const lenderLine = lender
    ? ` We may also write to your mortgage lender, who has an interest in the lease and is entitled to be told of a threatened forfeiture.`
    : '';
  const costs = `The costs of an application to the Tribunal and of preparing and serving a section 146 notice (currently estimated at ${fmtMoney(s146Est)} plus VAT) are recoverable from you under ${clause} of your lease and would be added to your account.`;

  let spec: Spec;
  let creditor: string;
  let debtType = 'normal';
  let kind: 'reminder' | 'final_demand' | 'letter_of_claim';
  if (mode === 2) {
    creditor = firm;
    debtType = 'debt_collection';
    kind = 'letter_of_claim';
    const solTitle = pick(r, [
      `Re: Flat ${flatNo}, ${building}`,
      'LETTER BEFORE ACTION',
      'Letter before claim',
    ]);
    const partners = `Partners: ${person(r).first} ${sA}, ${person(r).first} ${sB}, ${person(r).first} ${person(r).last}`;
    spec = {
      face: c.face,
      top: pick(r, [['BY FIRST CLASS POST AND EMAIL'], ['BY RECORDED DELIVERY'], []]),
      head: r.chance(0.5) ? [firmShort, 'Solicitors'] : [firm.toUpperCase()],
      sub: [
        officeAddress(r),
        `DX ${r.digits(5)} ${place(r)}  |  ${phone(r)}  |  property@${host(firmShort)}`,
      ],
      headAlign: pick(r, ['center', 'right'] as const),
      recipient,
      panel: [
        ['Our ref', solRef],
        ['Client', freeholder.replace(/ Limited$/, '')],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.3),
      title: solTitle,
      titleStyle: 'plain',
      body: [
        dear(c),
        {
          h: solTitle.startsWith('Re:') ? 'Arrears of service and administration charges' : `Re: ${property}`,
        },
        {
          p: `We act for ${freeholder}, your landlord under the lease of ${property}. Our client's managing agents, ${agentName}, have passed to us the arrears on your service charge account (their account reference ${acct}). Despite their demands and reminders of ${D(c, d1)} and ${D(c, d2)}, the following sums remain unpaid:`,
        },
        {
          kv: kvRows,
        },
        { amountBox: [pick(r, ['Total now due', 'Balance outstanding']), fmtMoney(total)] },
        {
          p: `We are instructed to require payment of ${fmtMoney(total)} within 14 days of the date of this letter, that is by ${D(c, pay)}. Payment should be made to our client account, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting our reference ${solRef}.`,
        },
        {
          p: `If payment is not received, our client intends to apply to the First-tier Tribunal (Property Chamber) for a determination that the sums are payable and then to serve a notice under section 146 of the Law of Property Act 1925 as a preliminary to forfeiture of your lease. ${risk}${lenderLine}`,
        },
        {
          small: `${costs} ${law} This letter is sent in accordance with the Practice Direction on Pre-Action Conduct; if you dispute any sum, please tell us why within 14 days. ${s4748}`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [firm],
      footer: [
        `${firm} is a limited liability partnership registered in England and Wales (no. OC${r.digits(6)}), authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). ${partners}.`,
      ],
    };
  } else {
    const agentMode = mode === 1;
    const org = agentMode ? agentName : freeholder;
    creditor = org;
    kind = stage === 2 ? 'reminder' : 'final_demand';
    const orgHead = agentMode
      ? agentHead
      : r.chance(0.5)
        ? [freeholder]
        : [`${fhStem}`, freeholder.slice(fhStem.length + 1)];
    const title =
      stage === 2
        ? pick(r, [
            'Second reminder: service charge arrears',
            'SERVICE CHARGE ARREARS - SECOND REMINDER',
            'Unpaid service charges: further reminder',
          ])
        : pick(r, [
            'FINAL NOTICE BEFORE FORFEITURE PROCEEDINGS',
            'Final notice: risk of forfeiture of your lease',
            'Notice of intended section 146 proceedings',
          ]);
    const opening = agentMode
      ? `We are the managing agents for ${building}, appointed by the freeholder, ${freeholder}. ${stage === 2 ? `We wrote to you on ${D(c, d1)} about unpaid charges` : `We wrote to you on ${D(c, d1)} and again on ${D(c, d2)} about unpaid charges`} on your account for ${property}, which are due under ${sched} to your lease.`
      : `As your landlord we ${stage === 2 ? `wrote to you on ${D(c, d1)}` : `wrote to you on ${D(c, d1)} and ${D(c, d2)}`} about the service charges and other sums due under ${sched} to your lease of ${property}. They have still not been paid.`;
    const next =
      stage === 2
        ? `Please pay ${fmtMoney(total)} by ${D(c, pay)}. If the account is not cleared by then, ${agentMode ? "we will refer it to the landlord's solicitors" : 'we will instruct our solicitors'} to take steps towards forfeiture of your lease, which may include an application to the First-tier Tribunal and a notice under section 146 of the Law of Property Act 1925. ${costs}`
        : `Unless ${fmtMoney(total)} is received in full by ${D(c, pay)}, ${agentMode ? 'the landlord has instructed us to pass your account to its solicitors' : 'we will instruct solicitors'} to apply to the First-tier Tribunal (Property Chamber) for a determination and then to serve a notice under section 146 of the Law of Property Act 1925, as the first step towards forfeiting your lease. ${risk}${lenderLine}`;
    const payHow = `Pay by bank transfer to ${agentMode ? `${agentName} service charge client account` : freeholder}, sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${agentMode ? 'your account reference' : 'your lessee account number'} ${acct}. You can also pay by debit card on ${phone(r)}.`;
    const sign = agentMode
      ? [
          ...signatory(r, [
            'Credit Control Manager',
            'Senior Credit Controller',
            'Service Charge Accountant',
          ]),
          agentName,
          `as agents for ${freeholder}`,
        ]
      : [
          ...signatory(r, ['Company Secretary', 'Director', 'Estates Manager']),
          `For and on behalf of ${freeholder}`,
        ];
    const footer = [
      `${org} is registered in England and Wales, company number ${r.digits(8)}. Registered office: ${officeAddress(r)}.${agentMode ? ` Member of a government-approved redress scheme (membership no. ${r.letters(1, 'PN')}${r.digits(5)}). Client money protected.` : ''}`,
    ];
    const layout = r.int(0, 1);
    if (layout === 0) {
      spec = {
        face: c.face,
        head: orgHead,
        logoMark: pick(r, ['chevron', 'bars', 'shield'] as const),
        sub: [agentMode ? 'Credit Control' : 'Estates Office', officeAddress(r), `${phone(r)}  ${web(org)}`],
        headAlign: pick(r, ['left', 'right'] as const),
        recipient,
        panel: [
          [agentMode ? 'Account ref' : 'Lessee account', acct],
          ...(agentMode ? ([['Block code', blockCode]] as [string, string][]) : []),
          ['Date', D(c, c.date)],
        ],
        panelBoxed: r.chance(0.5),
        panelStacked: r.chance(0.35),
        title,
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body: [
          dear(c),
          { p: opening },
          {
            grid: [...gridRows, ['Total outstanding', '', fmtMoney(total)]],
            header: ['Item', 'Due date', 'Amount'],
            widths: [0.6, 0.2, 0.2],
          },
          { p: next },
          ...(stage === 2 ? [] : [{ small: law } as Block]),
          { p: payHow },
          {
            small: `${rights}${agentMode ? ' ' + s4748 : ''} The annual service charge budget for your flat this year is ${fmtMoney(budget)}.`,
          },
        ],
        closing: 'Yours sincerely',
        sign,
        footer,
      };
    } else {
      spec = {
        face: c.face,
        head: orgHead,
        headBand: true,
        sub: [officeAddress(r), `${phone(r)}  ${agentMode ? 'creditcontrol' : 'estates'}@${host(org)}`],
        headAlign: pick(r, ['left', 'center'] as const),
        recipient,
        panel: [['Date', D(c, c.date)]],
        refGrid: [
          [agentMode ? 'Your account reference' : 'Lessee account no.', acct],
          ['Property', `Flat ${flatNo}, ${building}`],
          ['Annual budget', fmtMoney(budget)],
        ],
        title,
        titleStyle: pick(r, ['boxed', 'banner'] as const),
        body: [
          dear(c),
          { p: opening },
          {
            kv: kvRows,
          },
          { amountBox: [stage === 2 ? 'Total overdue' : 'Total now outstanding', fmtMoney(total)] },
          { p: next },
          { p: payHow },
          { small: `${stage === 3 ? law + ' ' : ''}${rights}${agentMode ? ' ' + s4748 : ''}` },
        ],
        closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
        sign,
        footer,
      };
    }
  }
  return { spec, truth: truth(creditor, total, ref, debtType, stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W183 Sole trader chasing his own unpaid invoice, up to his own letter before action
// ------------------------------------------------------------------------------------------------------------

const TRADES: { t: string; jobs: string[]; reg: (r: Rng) => string; rate: number[]; snag: string }[] = [
  {
    t: 'Plumbing & Heating',
    jobs: [
      'replacement combination boiler, magnetic filter and smart thermostat',
      'new bathroom suite, thermostatic shower and tiling',
      'powerflush of heating system and three replacement radiators',
    ],
    reg: (r) => `Gas Safe Register no. ${r.digits(6)}`,
    rate: [220, 240, 260, 280],
    snag: 'a dripping joint under the basin',
  },
  {
    t: 'Electrical',
    jobs: [
      'consumer unit upgrade and electrical installation condition report',
      'partial rewire of kitchen and two bedrooms',
      'outdoor sockets, garden lighting and EV charger cabling',
    ],
    reg: (r) => `Part P registered electrician, scheme membership no. ${r.digits(5)}`,
    rate: [200, 230, 250, 275],
    snag: 'a circuit that kept tripping',
  },
  {
    t: 'Roofing',
    jobs: [
      'new EPDM rubber membrane to the rear flat roof',
      'replacement ridge tiles, lead flashing and chimney repointing',
      'new uPVC fascias, soffits and guttering to front and rear',
    ],
    reg: () => 'Fully insured - public liability cover £5 million',
    rate: [200, 220, 240],
    snag: 'a loose length of guttering',
  },
  {
    t: 'Painting & Decorating',
    jobs: [
      'interior decoration of hall, stairs and landing',
      'exterior painting of windows, doors and render',
      'wallpapering and painting of lounge and dining room',
    ],
    reg: () => 'Public liability insured',
    rate: [160, 180, 200],
    snag: 'paint marks on the skirting',
  },
  {
    t: 'Landscaping',
    jobs: [
      'new Indian sandstone patio and two fence panels',
      'block-paved driveway with new drainage channel',
      'garden clearance, new lawn and raised sleeper beds',
    ],
    reg: () => 'Public liability insured - waste carrier licence held',
    rate: [180, 200, 220],
    snag: 'a rocking paving slab',
  },
  {
    t: 'Carpentry & Joinery',
    jobs: [
      'made-to-measure fitted wardrobes in main bedroom',
      'six internal oak doors, architrave and skirting',
      'new staircase balustrade and handrail',
    ],
    reg: () => 'Public liability insured',
    rate: [190, 210, 230],
    snag: 'a door that was sticking',
  },
];

/** The online county court fee for a money claim of this size (a possible future fee on the letter). */
const courtFee = (v: number) =>
  v <= 300 ? 35 : v <= 500 ? 50 : v <= 1000 ? 70 : v <= 1500 ? 80 : v <= 3000 ? 115 : v <= 5000 ? 205 : 455;

/**
 * A self-employed tradesman ("Rhys Lomax trading as Lomax Roofing") chases his own invoice for work done at the
 * customer's home. Three points in his sequence, drawn per letter:
 *  - stage 1, kind reminder: a first reminder that the invoice is overdue (README: a first reminder is stage 1);
 *  - stage 2, kind reminder: a second reminder that refers to his earlier reminder, to a part payment, or to the
 *    customer's complaint about a snag that he came back to put right;
 *  - stage 3, kind letter_of_claim: his own letter before action under the Pre-Action Protocol for Debt Claims
 *    (30 days, Information Sheet and Reply Form enclosed), saying he will claim in the small claims track.
 * Layouts: a plain typed letter (name-and-trade letterhead, reference panel, short summary list), or an invoice-style
 * page (dark name band, reference cells, ruled invoice lines, shaded balance box, and at stage 3 a reply strip).
 * Amount = the balance due now: invoice total less the deposit and any part payment; the invoice total, the
 * deposit, the day rate, the quote, and the court fee and statutory interest he *would* add are not it.
 * Reference = the invoice number he asks to be quoted; the quote number, the registration / scheme numbers and his
 * bank account number are not it. 'normal' (an ordinary overdue invoice from a business).
 * Open choice: a sole trader has no separate legal entity; the creditor is the business as it heads the letter and
 * as the customer contracted with it, i.e. the trading name ("Lomax Roofing"), not "Rhys Lomax trading as …"
 * (printed too, in the sign-off or footer). payBy: 7 days for the reminders, 30 days for the letter before action.
 */
const soleTraderInvoice: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const tr = pick(r, TRADES);
  const me = person(r);
  const owner = `${me.first} ${me.last}`;
  const nameStyle = r.int(0, 3);
  const trading =
    nameStyle === 0
      ? `${me.last} ${tr.t}`
      : nameStyle === 1
        ? `${place(r)} ${tr.t}`
        : nameStyle === 2
          ? `${me.last} & Son ${tr.t}`
          : `${me.first} ${me.last} ${tr.t}`;
  const stage = pick(r, [1, 2, 2, 3, 3] as const);
  const layout = r.int(0, 1);
  const initials = `${me.first[0]}${me.last[0]}`.toUpperCase();
  const invShape = r.int(0, 3);
  const inv =
    invShape === 0
      ? `${r.int(1, 9)}${r.digits(2)}`.padStart(4, '0')
      : invShape === 1
        ? `INV-${r.digits(4)}`
        : invShape === 2
          ? `${initials}${r.digits(3)}`
          : `${initials}-25${oOrI(r)}${r.digits(2)}`;
  const quote = `Q${r.digits(3)}`;
  const job = pick(r, tr.jobs);
  const rate = pick(r, tr.rate);
  const days = pick(r, [1, 1.5, 2, 3, 4, 5]);
  const labour = round2(rate * days);
  const materials = r.money(60, 1900);
  const waste = r.chance(0.5) ? pick(r, [45, 60, 85, 120, 240]) : 0;
  const extra = r.chance(0.3) ? r.money(40, 260) : 0;
  const vatReg = r.chance(0.3);
  const net = round2(labour + materials + waste + extra);
  const vat = vatReg ? round2(net * 0.2) : 0;
  const invTotal = round2(net + vat);
  const deposit = r.chance(0.55)
    ? round2(Math.round((invTotal * pick(r, [0.25, 0.3, 0.4, 0.5])) / 10) * 10)
    : 0;
  const part =
    stage === 2 && r.chance(0.35)
      ? round2(Math.round(((invTotal - deposit) * pick(r, [0.2, 0.3, 0.4])) / 10) * 10)
      : 0;
  const balance = round2(invTotal - deposit - part);
  const done = addDays(
    c.date,
    -r.int(stage === 1 ? 20 : stage === 2 ? 38 : 60, stage === 1 ? 30 : stage === 2 ? 55 : 95),
  );
  const invDate = addDays(done, r.int(0, 2));
  const terms = pick(r, [7, 14]);
  const due = addDays(invDate, terms);
  const rem1 = addDays(due, r.int(7, 12));
  const rem2 = addDays(rem1, r.int(10, 16));
  const payDays = stage === 3 ? 30 : 7;
  const pay = addDays(c.date, payDays);
  const mobile = `07700 900${r.digits(3)}`;
  const email = `${me.first.toLowerCase()}@${host(trading)}`;
  const myAddr = `${r.int(2, 160)} ${pick(r, STREETS)} ${pick(r, ['Road', 'Close', 'Lane', 'Avenue'])}, ${place(r)}, ${postcode(r)}`;
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)} (${owner})`;
  const jobAt = `${c.addr[0]}, ${c.addr[1]}`;
  const fee = courtFee(balance);
  const daily = round2((balance * 0.08) / 365);
  const snag = tr.snag;
  const reg = tr.reg(r);
  const noVat = vatReg
    ? `VAT reg. no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`
    : 'Not VAT registered';

  const title =
    stage === 1
      ? pick(r, ['Payment reminder', 'Invoice overdue - friendly reminder', 'REMINDER: UNPAID INVOICE'])
      : stage === 2
        ? pick(r, ['Second reminder', 'Invoice still unpaid', 'SECOND REMINDER - OVERDUE INVOICE'])
        : pick(r, ['Letter before action', 'LETTER BEFORE CLAIM', 'Letter before court action']);
  const hello = r.chance(0.5) ? dear(c) : { p: `Dear ${c.who.first},` };

  const p1 =
    stage === 1
      ? pick(r, [
          `Thank you again for choosing ${trading} at ${jobAt} (${job}), which I finished on ${D(c, done)}. My invoice ${inv} was due for payment by ${D(c, due)}, but I have not yet received it. I expect it has slipped your mind.`,
          `I am writing about invoice ${inv} dated ${D(c, invDate)} for the work I carried out at your home (${job}). Payment was due within ${terms} days, by ${D(c, due)}, and it is now overdue.`,
        ])
      : stage === 2
        ? part
          ? `Thank you for your payment of ${fmtMoney(part)} towards invoice ${inv} after my reminder of ${D(c, rem1)}. That still leaves ${fmtMoney(balance)} to pay for the ${job} at ${jobAt}, and I have heard nothing about when the rest will follow.`
          : r.chance(0.5)
            ? `When we spoke on ${D(c, rem1)} you told me you were not happy with ${snag}. I came back on ${D(c, addDays(rem1, r.int(2, 6)))} and put it right at no extra cost, as you agreed at the time, so I would now ask you to settle invoice ${inv} for the ${job}.`
            : `I wrote to you on ${D(c, rem1)} to remind you that invoice ${inv} for the ${job} at ${jobAt} was overdue, and I have also left you voicemails and text messages. I have not had a reply or a payment.`
        : `I completed the work at ${jobAt} (${job}) as agreed in my quotation ${quote}, finishing on ${D(c, done)}. My invoice ${inv} was due by ${D(c, due)}. I sent you reminders on ${D(c, rem1)} and ${D(c, rem2)}, but it remains unpaid.`;

  const ask =
    stage === 3
      ? `The balance of ${fmtMoney(balance)} is still owed to me. Unless it is paid in full within 30 days of this letter, by ${D(c, pay)}, or you reply to tell me why you dispute it or propose how you will pay, I will issue a claim against you in the County Court without further notice. The claim will be dealt with in the small claims track. As well as the balance, I will claim the court fee (currently ${fmtMoney(fee)}) and interest under section 69 of the County Courts Act 1984 at 8% a year, which is ${fmtMoney(daily)} for each day the balance is unpaid.`
      : `Please pay the balance of ${fmtMoney(balance)} within 7 days, by ${D(c, pay)}. ${stage === 2 ? `If I do not hear from you by then I will have no choice but to send you a formal letter before action and take the matter to the small claims court.` : `If there is a problem with the work or the invoice, please give me a ring so we can sort it out.`}`;

  const howPay = `You can pay by bank transfer to ${bank}, quoting invoice number ${inv} as the reference${r.chance(0.4) ? ', or by card over the phone' : ''}.`;
  const protocol = `I enclose an Information Sheet and a Reply Form, as the Pre-Action Protocol for Debt Claims requires. Please read them and return the Reply Form within 30 days. If you are in financial difficulty you can get free advice from Citizens Advice or another free debt advice service, and you can ask me for more time while you get it. Ignoring this letter may lead to a county court judgment against you, which can make it harder to get credit.`;

  const summary: [string, string][] = [
    [`Invoice ${inv} (${D(c, invDate)}):`, fmtMoney(invTotal)],
    ...(deposit ? ([['Less deposit paid:', `-${fmtMoney(deposit)}`]] as [string, string][]) : []),
    ...(part ? ([['Less part payment:', `-${fmtMoney(part)}`]] as [string, string][]) : []),
    ['Balance due:', fmtMoney(balance)],
  ];
  const footer = [`${owner} trading as ${trading}. ${reg}. ${noVat}.`];
  const sign = pick(r, [
    [owner, trading],
    [owner, `t/a ${trading}`],
    [`${owner} (Proprietor)`, trading],
  ]);
  const headSplit = tr.t.includes(' ') && r.chance(0.4);
  const lead = trading.slice(0, trading.length - tr.t.length - 1);
  const head = r.chance(0.3) ? [trading.toUpperCase()] : headSplit && lead ? [lead, tr.t] : [trading];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: r.chance(0.5) ? pick(r, ['chevron', 'bars', 'rings'] as const) : undefined,
      sub: [myAddr, `Mobile ${mobile}  ${email}`, ...(r.chance(0.5) ? [reg] : [])],
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Invoice no.', inv],
        ['Invoice date', D(c, invDate)],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.4),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        hello,
        { p: p1 },
        { kv: summary },
        { p: ask },
        ...(stage === 3 ? [{ small: protocol } as Block] : []),
        { p: howPay },
        ...(stage < 3 && r.chance(0.5)
          ? [
              {
                p: pick(r, [
                  'Many thanks, and if you have already paid, please ignore this letter.',
                  'Thanks for your help with this.',
                ]),
              },
            ]
          : []),
      ],
      closing: stage === 3 ? 'Yours sincerely' : pick(r, ['Kind regards', 'Regards', 'Yours sincerely']),
      sign,
      footer,
    };
  } else {
    const lines: string[][] = [
      [
        pick(r, ['Labour', 'Labour (day rate)', 'Labour on site']),
        `${days} day${days === 1 ? '' : 's'}`,
        fmtMoney(rate),
        fmtMoney(labour),
      ],
      ['Materials (receipts available)', '', '', fmtMoney(materials)],
      ...(waste ? [['Waste removal / skip', '', '', fmtMoney(waste)]] : []),
      ...(extra ? [['Additional work agreed on site', '', '', fmtMoney(extra)]] : []),
      ...(vatReg ? [['VAT at 20%', '', '', fmtMoney(vat)]] : []),
      ['Invoice total', '', '', fmtMoney(invTotal)],
    ];
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'bars'] as const),
      sub: [myAddr, `${mobile}  |  ${email}  |  ${reg}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        ['Invoice number', inv],
        ['Invoice date', D(c, invDate)],
        ['Your quote', quote],
        ['Payment was due', D(c, due)],
      ],
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        hello,
        { p: p1 },
        {
          grid: lines,
          header: ['Description', 'Qty', 'Rate', 'Amount'],
          widths: [0.58, 0.12, 0.14, 0.16],
          boldLast: false,
        },
        ...(deposit || part
          ? [
              {
                kv: [
                  ...(deposit ? ([[`Deposit paid:`, `-${fmtMoney(deposit)}`]] as [string, string][]) : []),
                  ...(part ? ([[`Part payment received:`, `-${fmtMoney(part)}`]] as [string, string][]) : []),
                ],
              } as Block,
            ]
          : []),
        { amountBox: [stage === 3 ? 'Balance owed' : 'Balance now due', fmtMoney(balance)] },
        { p: ask },
        { p: howPay },
        ...(stage === 3
          ? [
              { small: protocol } as Block,
              {
                checks: [
                  'I will pay the balance in full',
                  'I want to pay by instalments - please call me',
                  'I dispute this invoice (reasons attached)',
                ],
              } as Block,
            ]
          : []),
      ],
      closing: stage === 3 ? 'Yours sincerely' : pick(r, ['Kind regards', 'Many thanks']),
      sign,
      footer,
    };
  }
  const kind = stage === 3 ? 'letter_of_claim' : 'reminder';
  return { spec, truth: truth(trading, balance, inv, 'normal', stage, kind, c, pay) };
};

export const FRESH16C_FAMILIES: Family[] = [
  {
    id: 'W181',
    name: 'Housing association shared-ownership rent and service charge arrears',
    group: 'business',
    make: sharedOwnershipArrears,
  },
  {
    id: 'W182',
    name: 'Long leaseholder service and administration charge arrears, forfeiture / s.146 warning',
    group: 'business',
    make: leaseForfeitureWarning,
  },
  {
    id: 'W183',
    name: 'Sole trader (trading as) unpaid invoice reminders and own letter before action',
    group: 'business',
    make: soleTraderInvoice,
  },
];
