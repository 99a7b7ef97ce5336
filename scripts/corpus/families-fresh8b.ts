/**
 * The seventh fresh held-out set, part b (W106–W108): kinds of letter the corpus does not have yet — a housing
 * association income team's covering letter for a Notice of Seeking Possession served for rent arrears (Housing Act
 * 1988 section 8), a logbook lender's notice that it intends to repossess the car held under a bill of sale, and a
 * premium finance company's notice that it has terminated the credit agreement for an insurance policy and asked the
 * insurer to cancel the cover. Written by a writer who had not read the extractor; scored once. Every face is drawn
 * per letter and each family picks one of several layouts per letter. Ground truth follows
 * ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented at the family.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, sortCode, stem, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  oOrI,
  pick,
  rcpt,
  round2,
  signatory,
  truth,
  type Family,
  host,
} from './family-kit';

const firstOfMonth = (d: Date, back: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));

// ------------------------------------------------------------------------------------------------------------
// W106 Housing association: Notice of Seeking Possession cover letter
// ------------------------------------------------------------------------------------------------------------

/**
 * A housing association's income team writes that it has served the enclosed Notice of Seeking Possession (Housing
 * Act 1988 section 8; grounds 8, 10 and 11 when at least eight weeks' / two months' rent is unpaid, otherwise 10 and
 * 11) on an assured tenant for rent arrears, states the arrears and says what to pay to stop a possession claim.
 * Three layouts: a letter with a rent account statement, a notice-style page (dark band, reference cells, arrears
 * box, two columns), and a centred letter with a summary table.
 * creditorName = the housing association (the landlord owed the rent), as printed in the sign-off / footer.
 * debtAmount = the rent arrears at the letter's date; the weekly/monthly rent, the suggested extra weekly payment
 * towards the arrears, the opening balance of the statement and the court costs that a claim *would* add are not it.
 * accountNumber = the rent account / tenancy / payment reference the letter says to quote; the property reference,
 * the rent payment card ending and the registered society / regulator numbers are not it.
 * Open choices: rent owed to a social landlord is not council tax, a utility or a loan: an ordinary sum owed to an
 * organisation, 'normal'. The NOSP is the statutory last step before a possession claim (like a letter before claim),
 * and the letter recites the earlier arrears letters: stage 3, kind final_demand. payBy only in the variant that asks
 * for the arrears to be paid by a date (the other asks the tenant to call within 7 days).
 */
const housingNosp: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ha = company(
    r,
    ['Housing Association', 'Homes', 'Housing Trust', 'Housing Group'],
    r.chance(0.6) ? ' Limited' : ' Ltd',
  );
  const acc = pick(r, [
    () => r.digits(8),
    () => `RA${r.digits(6)}`,
    () => `${r.digits(4)}/${r.digits(5)}`,
    () => `T${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(6)}-${r.digits(2)}`,
  ])();
  const accLabel = pick(r, ['Rent account', 'Tenancy ref', 'Payment reference', 'Account no.']);
  const propRef = r.chance(0.5)
    ? `P${r.digits(5)}`
    : `${r.letters(3, 'BKMRST')}-${r.digits(4)}-${r.digits(2)}`;
  const monthly = r.chance(0.3);
  const rent = monthly ? r.money(420, 860) : r.money(88, 172);
  const unit = monthly ? 'month' : 'week';
  const periods = monthly ? r.int(2, 4) : r.int(6, 17);
  const arrears = round2(rent * periods + r.money(0, rent * 0.9));
  const ground8 = monthly ? arrears >= rent * 2 && periods >= 2 : periods >= 8;
  const grounds = ground8 ? ['8', '10', '11'] : ['10', '11'];
  const extra = pick(r, [3.5, 5, 7.5, 10, 12.5, 15]) * (monthly ? 4 : 1);
  const costs = pick(r, [355, 391, 404, 480]);
  const served = addDays(c.date, -r.int(0, 1));
  const earliest = addDays(served, 14 + r.int(1, 3));
  const pay = addDays(c.date, r.int(10, 13));
  const asksPay = r.chance(0.65);
  const wrote1 = addDays(c.date, -r.int(42, 70));
  const wrote2 = addDays(wrote1, r.int(14, 24));
  const officer = signatory(r, ['Income Officer', 'Income Recovery Officer', 'Tenancy Sustainment Officer']);
  const tel = phone(r);
  const card = r.digits(4);
  const prop = c.addr;
  const mode = r.int(0, 2);

  // Rent account statement: the last few charges and payments, ending on the arrears.
  type Tx = { d: Date; desc: string; dr: number; cr: number };
  const txs: Tx[] = [];
  if (monthly) {
    txs.push({ d: firstOfMonth(c.date, 1), desc: 'Rent and service charge', dr: rent, cr: 0 });
    txs.push({
      d: addDays(firstOfMonth(c.date, 1), r.int(6, 20)),
      desc: 'Payment - thank you',
      dr: 0,
      cr: r.money(20, 120),
    });
    txs.push({ d: firstOfMonth(c.date, 0), desc: 'Rent and service charge', dr: rent, cr: 0 });
  } else {
    const last = addDays(c.date, -r.int(1, 6));
    for (let i = 3; i >= 0; i--)
      txs.push({ d: addDays(last, -7 * i), desc: 'Weekly rent charge', dr: rent, cr: 0 });
    const k = r.int(1, 3);
    txs.splice(k, 0, {
      d: addDays(txs[k - 1].d, r.int(1, 5)),
      desc: pick(r, ['Payment - thank you', 'Payment (rent card)', 'Payment (bank transfer)']),
      dr: 0,
      cr: r.money(10, 60),
    });
  }
  const opening = round2(arrears - txs.reduce((s, t) => s + t.dr, 0) + txs.reduce((s, t) => s + t.cr, 0));
  let bal = opening;
  const stmt: string[][] = [
    ['Balance brought forward', D(c, addDays(txs[0].d, -1)), '', '', fmtMoney(opening)],
  ];
  for (const t of txs) {
    bal = round2(bal + t.dr - t.cr);
    stmt.push([t.desc, D(c, t.d), t.dr ? fmtMoney(t.dr) : '', t.cr ? fmtMoney(t.cr) : '', fmtMoney(bal)]);
  }
  stmt.push([`Arrears at ${D(c, c.date)}`, '', '', '', fmtMoney(arrears)]);

  const groundText = ground8
    ? `Grounds 8, 10 and 11 of Schedule 2 to the Housing Act 1988. Ground 8 applies because at least ${monthly ? "two months'" : "eight weeks'"} rent was unpaid when the notice was served`
    : 'Grounds 10 and 11 of Schedule 2 to the Housing Act 1988 (rent arrears and persistent late payment)';
  const stopText = asksPay
    ? `To stop us applying to the county court for a possession order, you must pay the arrears of ${fmtMoney(arrears)} in full by ${D(c, pay)}. If you cannot clear them by then, call us before that date to agree to pay your rent of ${fmtMoney(rent)} a ${unit} plus at least ${fmtMoney(extra)} a ${unit} towards the arrears.`
    : `Please call me on ${tel} within 7 days. If the arrears are cleared, or you agree to pay your rent of ${fmtMoney(rent)} a ${unit} plus an amount towards the arrears (for example ${fmtMoney(extra)} a ${unit}) and keep to it, we will not apply to court.`;
  const courtText = `The notice stays in force for 12 months. If we do apply to court we will ask for a possession order and for our costs, currently about ${fmtMoney(costs)}, which would be added to your account. The court could order you to leave your home.`;
  const helpText = `If you receive Universal Credit we can ask for the housing costs to be paid to us directly and for a deduction towards the arrears. Our Money Advice team can help you check your benefits and draw up a budget, and free independent housing advice is available.`;
  const intro = `We wrote to you on ${D(c, wrote1)} and ${D(c, wrote2)} about the rent arrears on your home at ${prop[0]}, ${prop[1]}. The arrears have not been cleared and you have not kept to an agreement with us, so on ${D(c, served)} we served on you the enclosed Notice of Seeking Possession.`;
  const signoff = [officer[0], `${officer[1]}, Income Team`, ha.name];
  const footer = [
    ha.name.endsWith('Limited') && r.chance(0.7)
      ? `${ha.name} is a registered society under the Co-operative and Community Benefit Societies Act 2014 (no. ${r.digits(5)}R) and a registered provider of social housing (Regulator of Social Housing no. L${r.digits(4)}). Registered office: ${officeAddress(r)}.`
      : `${ha.name} is a charitable housing association registered in England and Wales (company no. ${r.digits(8)}) and a registered provider of social housing (no. 4${r.digits(3)}). Registered office: ${officeAddress(r)}.`,
  ];
  const sub = ['Income Team', officeAddress(r), `${tel}  income@${host(ha.name)}`];
  const title = pick(r, [
    'Notice of Seeking Possession - rent arrears',
    'NOTICE OF SEEKING POSSESSION SERVED',
    'Your tenancy is at risk: Notice of Seeking Possession',
    'Rent arrears - Notice of Seeking Possession enclosed',
  ]);

  let spec: Spec;
  if (mode === 0) {
    spec = {
      face: c.face,
      head: ha.head,
      logoMark: pick(r, ['shield', 'bars', 'chevron'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [accLabel, acc],
        ['Property ref', propRef],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `${intro} It relies on ${groundText}. Court proceedings will not begin before ${D(c, earliest)}.`,
        },
        {
          grid: stmt,
          header: ['Rent account', 'Date', 'Charged', 'Paid', 'Balance'],
          widths: [0.36, 0.16, 0.16, 0.16, 0.16],
        },
        { p: stopText },
        {
          kv: [
            ['Pay online', `${web(ha.name)}/payrent`],
            ['Rent card', `card ending ${card}, at any PayPoint`],
            ['Always quote', acc],
          ],
        },
        { p: courtText },
        { small: helpText },
      ],
      closing: 'Yours sincerely',
      sign: signoff,
      footer,
    };
  } else if (mode === 1) {
    spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL', 'ENCLOSURE: NOTICE OF SEEKING POSSESSION'],
      head: ha.head,
      headBand: true,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Rent arrears',
        amount: fmtMoney(arrears),
        note: asksPay ? `Pay by ${D(c, pay)} to stop court action` : `At ${D(c, c.date)}`,
      },
      panel: [],
      refGrid: [
        [accLabel, acc],
        ['Property ref', propRef],
        ['Notice served', D(c, served)],
        ['Earliest court date', D(c, earliest)],
      ],
      title: pick(r, ['IMPORTANT - YOUR HOME IS AT RISK', 'Notice of Seeking Possession']),
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: intro },
        {
          kv: [
            [`Rent per ${unit}`, fmtMoney(rent)],
            [
              'Grounds in the notice',
              `${grounds.slice(0, -1).join(', ')} and ${grounds[grounds.length - 1]}`,
            ],
            ['Arrears at today\u2019s date', fmtMoney(arrears)],
          ],
        },
        {
          boxed: [
            'This letter comes with a legal notice. Please do not ignore it. The notice is the first step towards asking the court to end your tenancy.',
          ],
        },
        {
          cols: [`What you need to do. ${stopText}`, `What happens if you do nothing. ${courtText}`],
        },
        {
          small: `${helpText} Pay at ${web(ha.name)}/payrent or with your rent card (ending ${card}), quoting ${acc}.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: signoff,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: ha.head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [
        ['Our ref', acc],
        ['Property', propRef],
        ['Date', D(c, c.date)],
        ['Direct line', tel],
      ],
      panelBoxed: true,
      title,
      titleStyle: 'boxed',
      body: [
        dear(c),
        { p: `${intro} The notice relies on ${groundText}.` },
        {
          table: [
            [`Rent charged per ${unit}`, fmtMoney(rent)],
            [`Rent plus arrears payment per ${unit}`, fmtMoney(round2(rent + extra))],
            [`Rent arrears at ${D(c, c.date)}`, fmtMoney(arrears)],
          ],
          header: ['Your rent account', 'Amount'],
        },
        { p: stopText },
        { p: `Court proceedings will not begin before ${D(c, earliest)}. ${courtText}` },
        {
          small: `${helpText} When you pay, please quote our ref ${acc}. Sort code ${sortCode(r)}, account ${r.digits(8)}.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: signoff,
      footer,
    };
  }
  return {
    spec,
    truth: truth(ha.name, arrears, acc, 'normal', 3, 'final_demand', c, asksPay ? pay : undefined),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W107 Logbook loan: notice of intention to repossess
// ------------------------------------------------------------------------------------------------------------

/**
 * A logbook lender (a loan secured by a bill of sale over the borrower's car) writes that the loan is in arrears,
 * that its default notice has expired, and that it intends to take possession of the vehicle unless the arrears are
 * paid by a date. Three layouts: a letter with a vehicle panel and an arrears grid; a notice with a dark band, an
 * "arrears to pay" box and reference cells; a plain letter with a summary table, two columns and a payment slip.
 * creditorName = the lender (the grantee of the bill of sale), as printed in the sign-off / footer.
 * debtAmount = the arrears to pay (missed instalments + the late/default charges already added − any part payment);
 * the monthly instalment, the amount lent, the total balance outstanding on the agreement, and the collection,
 * storage and sale costs that repossession *would* add are not it.
 * accountNumber = the loan agreement number the letter says to quote; the vehicle registration, the bill of sale's
 * High Court registration number, the VIN ending and the masked card are not it.
 * debtType 'loan'. Open choice: the letter is the lender's last step before enforcing its security and recites its
 * earlier default notice; it is neither the statutory default notice itself nor a termination: stage 3, kind
 * final_demand. payBy = the date by which the arrears must be paid to stop the repossession.
 */
const logbookRepossess: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Logbook Loans', 'Car Loans', 'Vehicle Finance', 'Motor Loans'],
    r.chance(0.5) ? ' Ltd' : ' Limited',
  );
  const agr = pick(r, [
    () => `LB${r.digits(6)}`,
    () => `${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
    () => `VL-${r.digits(2)}-${r.digits(5)}`,
    () => `${r.digits(4)} ${r.digits(4)}`,
    () => `LL/${r.digits(5)}/${r.letters(1, 'ABC')}`,
  ])();
  const agrLabel = pick(r, ['Loan agreement no.', 'Agreement number', 'Loan account']);
  const reg = `${r.letters(2)}${r.int(10, 74)} ${r.letters(3)}`;
  const model = pick(r, [
    'Corvane 1.6 hatchback, silver',
    'Maris 1.2 five-door, blue',
    'Estrada 2.0 TDI estate, black',
    'Velora 1.4 saloon, grey',
    'Tarka 1.0 city car, red',
    'Norland 1.5 SUV, white',
  ]);
  const year = r.int(2009, 2019);
  const vin = r.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ') + r.digits(4);
  const bosNo = `${r.int(1000, 9999)} of ${r.int(2023, 2025)}`;
  const lent = pick(r, [500, 750, 1000, 1250, 1500, 2000, 2500, 3000]);
  const term = pick(r, [12, 18, 24, 36]);
  const monthly = round2(lent * pick(r, [0.14, 0.12, 0.105, 0.095]) + r.money(0, 6));
  const made = r.int(1, term - 4);
  const missed = r.int(2, 3);
  const lateFee = pick(r, [12, 15, 20]);
  const defaultFee = pick(r, [0, 25, 35]);
  const part = r.chance(0.35) ? round2(Math.floor(monthly * pick(r, [0.2, 0.3, 0.5]))) : 0;
  const arrears = round2(monthly * missed + lateFee * missed + defaultFee - part);
  const outstanding = round2(monthly * (term - made));
  const collect = pick(r, [180, 225, 250, 295]);
  const storage = pick(r, [12, 15, 18, 20]);
  const due1 = addDays(c.date, -r.int(62, 80));
  const dnServed = addDays(c.date, -r.int(21, 30));
  const dnExpired = addDays(dnServed, r.int(14, 16));
  const pay = addDays(c.date, pick(r, [7, 7, 10, 14]));
  const card = r.digits(4);
  const tel = phone(r);
  const signer = signatory(r, ['Collections Manager', 'Arrears Team Leader', 'Recoveries Officer']);
  const mode = r.int(0, 2);

  const rows: string[][] = [];
  for (let i = 0; i < missed; i++) {
    const d = addDays(due1, 30 * i);
    rows.push([`Instalment due ${D(c, d)} - unpaid`, fmtMoney(monthly)]);
  }
  rows.push([`Late payment charges (${missed} x ${fmtMoney(lateFee)})`, fmtMoney(round2(lateFee * missed))]);
  if (defaultFee) rows.push(['Default notice charge', fmtMoney(defaultFee)]);
  if (part) rows.push(['Part payment received - thank you', `-${fmtMoney(part)}`]);
  rows.push(['Arrears to pay', fmtMoney(arrears)]);

  const opening = `Your loan of ${fmtMoney(lent)} is secured by a bill of sale over your vehicle, ${reg}. You have missed ${missed} monthly repayments of ${fmtMoney(monthly)}. We sent you a default notice on ${D(c, dnServed)}; it expired on ${D(c, dnExpired)} and the arrears have not been paid.`;
  const intend = `We therefore give you notice that we intend to take possession of the vehicle under the bill of sale unless the arrears of ${fmtMoney(arrears)} are paid in full by ${D(c, pay)}.`;
  const costs = `If we have to collect the vehicle, our collection costs (currently ${fmtMoney(collect)}) and storage at ${fmtMoney(storage)} a day will be added to what you owe, and the vehicle will be sold at auction. The sale price may be less than the total balance of ${fmtMoney(outstanding)} still due under your agreement, and you will remain liable for any shortfall.`;
  const rights = `If the vehicle is taken, the Bills of Sale Act (1878) Amendment Act 1882 allows you to apply to the High Court within five days for an order stopping its removal or sale. You must not sell the vehicle, move it abroad or let anyone else take it while the loan is outstanding.`;
  const help = `If you are struggling, call us on ${tel} before ${D(c, pay)}; we will consider a payment plan. Free, impartial debt advice is available from independent debt advice services.`;
  const vehicleKv: [string, string][] = [
    ['Vehicle', `${model}, ${year}`],
    ['Registration', reg],
    ['VIN ending', vin],
    ['Bill of sale registered', `High Court no. ${bosNo}`],
  ];
  const footer = [
    `${co.name} is authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}). Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  const sub = [officeAddress(r), `${tel}  collections@${host(co.name)}`];
  const titles = [
    'Notice of intention to repossess your vehicle',
    'NOTICE OF INTENTION TO TAKE POSSESSION',
    'Your vehicle will be repossessed',
    'Intention to repossess - bill of sale',
  ];

  let spec: Spec;
  if (mode === 0) {
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Vehicle reg', reg],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.4),
      title: pick(r, titles),
      titleStyle: pick(r, ['rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: opening },
        { grid: rows, header: ['Arrears', 'Amount'], widths: [0.72, 0.28] },
        { p: intend },
        { kv: vehicleKv },
        { p: costs },
        {
          p: `Pay by debit card on ${tel} or at ${web(co.name)}/pay, quoting your ${agrLabel.replace(/ no\.$/, ' number').toLowerCase()} ${agr}.`,
        },
        { small: `${rights} ${help}` },
      ],
      closing: 'Yours sincerely',
      sign: [signer[0], signer[1], co.name],
      footer,
    };
  } else if (mode === 1) {
    spec = {
      face: c.face,
      top: ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'],
      head: co.head,
      headBand: true,
      logoMark: pick(r, ['chevron', 'shield'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Arrears to pay',
        amount: fmtMoney(arrears),
        note: `By ${D(c, pay)} to keep your vehicle`,
      },
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        [agrLabel, agr],
        ['Registration', reg],
        ['Default notice', D(c, dnServed)],
        ['Pay by', D(c, pay)],
      ],
      title: pick(r, titles).toUpperCase(),
      titleStyle: 'banner',
      body: [
        dear(c),
        { p: `${opening} ${intend}` },
        {
          kv: [
            ['Missed repayments', `${missed} x ${fmtMoney(monthly)}`],
            ['Charges added', fmtMoney(round2(lateFee * missed + defaultFee))],
            ...(part ? ([['Paid since default', `-${fmtMoney(part)}`]] as [string, string][]) : []),
            ['Arrears to pay', fmtMoney(arrears)],
          ],
        },
        { boxed: [`Do not sell or dispose of ${reg}. It is security for your loan.`] },
        {
          cols: [
            `If you pay the arrears by ${D(c, pay)}, quoting ${agr}, your loan continues as normal and you keep the vehicle. Card payments: ${tel}.`,
            costs,
          ],
        },
        { small: `${rights} ${help}` },
      ],
      closing: 'Yours sincerely',
      sign: [signer[0], `${signer[1]}, for ${co.name}`],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      sub,
      headAlign: 'center',
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Customer since', D(c, addDays(due1, -30 * made - r.int(3, 20)))],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, titles),
      titleStyle: 'plain',
      body: [
        dear(c),
        { p: opening },
        {
          table: [
            ['Amount lent', fmtMoney(lent)],
            ['Monthly repayment', fmtMoney(monthly)],
            ['Total balance outstanding', fmtMoney(outstanding)],
            ['Arrears you must pay now', fmtMoney(arrears)],
          ],
          header: [`Your agreement (vehicle ${reg})`, 'Amount'],
        },
        { p: `${intend} ${costs}` },
        {
          small: `${rights} ${help} Card ending ${card} on file - we will not take a payment from it without your consent.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [signer[0], signer[1], co.name],
      slip: {
        title: `Payment slip - ${co.name}`,
        rows: [
          [agrLabel.replace(/[.:]$/, ''), agr],
          ['Arrears to pay', fmtMoney(arrears)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  }
  return { spec, truth: truth(co.name, arrears, agr, 'loan', 3, 'final_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W108 Insurance premium finance: termination and cancellation notice
// ------------------------------------------------------------------------------------------------------------

/**
 * A premium finance company that lent the premium for a car or home insurance policy, repaid by monthly Direct Debit,
 * writes that an instalment was returned unpaid and its default notice expired, so it has terminated the credit
 * agreement, asked the insurer to cancel the cover, and the balance is now due. The insurer and the broker who arranged
 * the policy are named; neither is the creditor. Three layouts: a letter with a statement grid; a notice with
 * reference cells, a shaded amount bar, two columns and a tick-box reply form; a letter with a "Balance now due" box
 * beside the address, an agreement summary table and (sometimes) a payment slip.
 * creditorName = the finance company (the lender under the credit agreement), as printed in the sign-off / footer.
 * debtAmount = the balance now due (instalments still to pay − the rebate of charges for early settlement + the
 * returned payment fee); the monthly instalment, the annual premium, the deposit, the total amount payable under the
 * agreement and the fee line on its own are not it.
 * accountNumber = the finance agreement number the letter says to quote; the insurer's policy number, the vehicle
 * registration and the masked bank account for the Direct Debit are not it.
 * debtType 'loan' (a regulated credit agreement; the enum has no insurance type). Termination after a default
 * notice: stage 3, kind termination_notice. payBy only in the variant that asks for the balance within 14 days /
 * by a date (the other asks the customer to call to arrange payment).
 */
const premiumFinanceCancel: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const fin = company(
    r,
    ['Premium Finance', 'Premium Credit', 'Instalment Finance', 'Insurance Finance'],
    r.chance(0.5) ? ' Ltd' : ' Limited',
  );
  let st = stem(r);
  for (let i = 0; i < 3 && fin.name.startsWith(st); i++) st = stem(r);
  const insurer = pick(r, [
    `${st} Insurance plc`,
    `${place(r)} Mutual Insurance Society Limited`,
    `${st} General Insurance Ltd`,
  ]);
  const broker = pick(r, [
    `${place(r)} Insurance Brokers`,
    `${stem(r)} Insurance Services`,
    `${place(r)} Direct`,
  ]);
  const car = r.chance(0.6);
  const reg = `${r.letters(2)}${r.int(10, 74)} ${r.letters(3)}`;
  const home = c.addr;
  const agr = pick(r, [
    () => `PF${r.digits(7)}`,
    () => `${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
    () => `CA-${r.digits(6)}`,
    () => `${r.letters(3, 'PFCNQ')}${r.digits(6)}`,
    () => `${r.digits(5)}/${r.digits(3)}`,
  ])();
  const agrLabel = pick(r, [
    'Agreement number',
    'Finance agreement',
    'Our reference',
    'Credit agreement no.',
  ]);
  const policy = car
    ? pick(r, [`MOT/${r.digits(7)}`, `PC${r.digits(8)}`, `${r.letters(3)}${r.digits(7)}MC`])
    : pick(r, [`HH${r.digits(8)}`, `HOME/${r.digits(6)}/${r.int(1, 9)}`, `${r.digits(9)}H`]);
  const premium = car ? r.money(420, 1650) : r.money(180, 620);
  const deposit = r.chance(0.5) ? round2(Math.round(premium * pick(r, [0.1, 0.15, 0.2]))) : 0;
  const credit = round2(premium - deposit);
  const rate = pick(r, [0.079, 0.099, 0.12, 0.149]);
  const n = pick(r, [9, 10, 11]);
  const inst = round2((credit * (1 + rate)) / n);
  const total = round2(inst * n);
  const charge = round2(total - credit);
  const k = r.int(1, n - 3);
  const m = n - k;
  const paidSoFar = round2(inst * k);
  const rebate = round2(charge * (m / n) * pick(r, [0.6, 0.7, 0.8]));
  const fee = pick(r, [20, 25, 30]);
  const due = round2(inst * m - rebate + fee);
  const failed = addDays(c.date, -r.int(26, 34));
  const dn = addDays(failed, r.int(2, 4));
  const dnEnd = addDays(dn, 14 + r.int(0, 2));
  const coverEnds = addDays(c.date, 7);
  const asksPay = r.chance(0.7);
  const pay = addDays(c.date, 14);
  const bankEnd = r.digits(4);
  const tel = phone(r);
  const subject = car
    ? `${pick(r, ['Motor', 'Car'])} insurance - vehicle ${reg}`
    : `Home insurance - ${home[0]}, ${home[1]}`;
  const mode = r.int(0, 2);

  const what = `Your ${car ? 'motor' : 'home'} insurance policy ${policy} with ${insurer}, arranged by ${broker}, is paid for by monthly instalments under a credit agreement with us.`;
  const history = `Your instalment of ${fmtMoney(inst)} due on ${D(c, failed)} was returned unpaid by your bank. Our default notice of ${D(c, dn)} asked you to pay it by ${D(c, dnEnd)}, but we have not received it.`;
  const action = `We have therefore terminated your credit agreement and asked ${insurer} to cancel your policy. Your insurer will confirm the date; we expect your cover to end at 23:59 on ${D(c, coverEnds)}.`;
  const warn = car
    ? `Do not drive ${reg} after your cover ends unless you have arranged other insurance. Driving without insurance is a criminal offence.`
    : `From that date your home and its contents will not be insured. Please arrange other cover straight away.`;
  const payText = asksPay
    ? `Please pay the balance now due of ${fmtMoney(due)} within 14 days, by ${D(c, pay)}, by card on ${tel} or at ${web(fin.name)}/pay, quoting ${agr}.`
    : `Please call us on ${tel} to arrange payment of the balance now due of ${fmtMoney(due)}, quoting ${agr}.`;
  const after = `If your insurer refunds any premium for the unused part of the policy, it will be paid to us and credited to your account, and we will write to you with the revised balance. If the balance is not paid we may pass it to a collection agency, and we have reported the default to credit reference agencies.`;
  const dd = `Your Direct Debit from the account ending ${bankEnd} has been cancelled.`;
  const stmt: string[][] = [
    [`Instalments still to pay (${m} x ${fmtMoney(inst)})`, fmtMoney(round2(inst * m))],
    ['Less rebate of charges for early settlement', `-${fmtMoney(rebate)}`],
    ['Returned payment fee', fmtMoney(fee)],
    ['Balance now due', fmtMoney(due)],
  ];
  const footer = [
    `${fin.name} is authorised and regulated by the Financial Conduct Authority (firm reference ${r.digits(6)}) for consumer credit. Registered in England and Wales no. ${r.digits(8)}. Registered office: ${officeAddress(r)}.`,
  ];
  const sub = [
    pick(r, ['Customer Accounts', 'Collections', 'Credit Control']),
    officeAddress(r),
    `${tel}  ${web(fin.name)}`,
  ];
  const titles = [
    'Notice of termination of your credit agreement',
    'Agreement terminated - policy cancelled',
    'TERMINATION NOTICE',
    'Insurance cancelled: balance now due',
  ];
  const signer = signatory(r, [
    'Collections Manager',
    'Credit Control Manager',
    'Customer Accounts Team Leader',
  ]);

  let spec: Spec;
  if (mode === 0) {
    spec = {
      face: c.face,
      head: fin.head,
      logoMark: pick(r, ['rings', 'bars'] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [agrLabel, agr],
        ['Policy number', policy],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title: pick(r, titles),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        { h: subject },
        { p: `${what} ${history}` },
        { p: `${action} ${warn}` },
        { grid: stmt, header: ['Your account', 'Amount'], widths: [0.72, 0.28] },
        { p: `${payText} ${dd}` },
        { small: after },
      ],
      closing: 'Yours sincerely',
      sign: [signer[0], signer[1], fin.name],
      footer,
    };
  } else if (mode === 1) {
    spec = {
      face: c.face,
      head: fin.head,
      headBand: r.chance(0.5),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [['Date', D(c, c.date)]],
      refGrid: [
        [agrLabel, agr],
        ['Policy', policy],
        [car ? 'Vehicle' : 'Cover', car ? reg : 'Buildings & contents'],
        ['Cover ends', D(c, coverEnds)],
      ],
      title: pick(r, titles),
      titleStyle: 'boxed',
      body: [
        dear(c),
        { p: `${what} ${history} ${action}` },
        { amountBox: ['Balance now due', fmtMoney(due)] },
        {
          cols: [
            `Your insurance. ${warn} Please contact ${broker} if you want to arrange a new policy.`,
            `Your account. ${payText} ${dd}`,
          ],
        },
        { small: after },
        { p: 'Yours sincerely' },
        { h: `Credit Control, ${fin.name}` },
        { rule: 'dashed' },
        { h: 'Reply - please tick one box and return this part to us' },
        {
          checks: [
            `I enclose payment of ${fmtMoney(due)} (cheques payable to ${fin.name}, agreement ${agr} on the back).`,
            'Please call me to arrange payment. My telephone number is: ........................................',
          ],
        },
      ],
      sign: [],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: fin.head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['right', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Balance now due',
        amount: fmtMoney(due),
        note: asksPay ? `Please pay by ${D(c, pay)}` : 'Call us to arrange payment',
      },
      panel: [
        [agrLabel, agr],
        ['Date', D(c, c.date)],
      ],
      title: pick(r, titles),
      titleStyle: 'rule',
      body: [
        dear(c),
        { h: `${subject} (policy ${policy})` },
        { p: `${what} ${history} ${action}` },
        {
          table: [
            ['Annual premium', fmtMoney(premium)],
            ...(deposit
              ? ([['Deposit paid to your broker', `-${fmtMoney(deposit)}`]] as [string, string][])
              : []),
            [`Total amount payable (${n} instalments of ${fmtMoney(inst)})`, fmtMoney(total)],
            [`Instalments received (${k})`, `-${fmtMoney(paidSoFar)}`],
            ['Early settlement rebate', `-${fmtMoney(rebate)}`],
            ['Returned payment fee', fmtMoney(fee)],
            ['Balance now due', fmtMoney(due)],
          ],
          header: ['Your credit agreement', 'Amount'],
        },
        { p: `${warn} ${payText}` },
        { small: `${dd} ${after}` },
      ],
      closing: 'Yours sincerely',
      sign: [signer[0], signer[1], `for ${fin.name}`],
      ...(asksPay && !deposit && r.chance(0.6)
        ? {
            slip: {
              title: `Payment slip - ${fin.name}`,
              rows: [
                [agrLabel.replace(/[.:]$/, ''), agr] as [string, string],
                ['Balance now due', fmtMoney(due)] as [string, string],
                ['Pay by', D(c, pay)] as [string, string],
              ],
            },
          }
        : {}),
      footer,
    };
  }
  return {
    spec,
    truth: truth(fin.name, due, agr, 'loan', 3, 'termination_notice', c, asksPay ? pay : undefined),
  };
};

export const FRESH8B_FAMILIES: Family[] = [
  {
    id: 'W106',
    name: 'Housing association rent arrears, notice of seeking possession cover letter',
    group: 'business',
    make: housingNosp,
  },
  {
    id: 'W107',
    name: 'Logbook loan notice of intention to repossess',
    group: 'lender',
    make: logbookRepossess,
  },
  {
    id: 'W108',
    name: 'Insurance premium finance cancellation notice',
    group: 'lender',
    make: premiumFinanceCancel,
  },
];
