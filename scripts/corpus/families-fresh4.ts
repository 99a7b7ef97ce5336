/**
 * The third fresh held-out set (W59 on): senders W01–W58 do not have (buy-now-pay-later, payday, catalogue, gym
 * collector, private hospital, a solicitor for a builder, a water company's pre-legal notice, a benefit overpayment
 * office, hire purchase, a letting agent, a High Court enforcement officer after a county court judgment, a parking
 * operator's in-house legal team), with unusual reference and amount labels, several amounts per page, trading names,
 * named signatories with job titles, two-column footers, tables and reply slips. Written after the final extraction
 * rules by a writer who had not read the extractor; scored once. Every face is drawn per letter.
 * Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is commented.
 */
import type { Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, stem, vrm, web } from './vocab';
import {
  ALL_FACES,
  company,
  ctx,
  D,
  dear,
  fcaLine,
  pick,
  rcpt,
  regLine,
  truth,
  type Family,
  round2,
  oOrI,
  signatory,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Lenders
// ------------------------------------------------------------------------------------------------------------

/**
 * A buy-now-pay-later provider's missed-payment letter. The letterhead carries only the trading name (logo style);
 * the legal entity is named once, in the footer. Creditor = the legal entity (the brief's rule: the creditor is the
 * legal entity that asks to be paid). Amount = what is overdue now (missed instalments + late fee): the remaining
 * balance is not yet due and the next instalment is not demanded. BNPL is a fixed-sum credit agreement: 'loan'.
 * First letter about the missed payment: stage 1.
 */
const bnplMissed: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r).split(' ')[0];
  const brand = `${s.toLowerCase()}${pick(r, ['pay', 'split', 'later'])}`;
  const legal = `${s} ${pick(r, ['Instalment Credit', 'Retail Finance', 'Pay Later'])} Ltd`;
  const agr = `${r.letters(2, 'BPQ')}${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const inst = r.money(12, 95);
  // one missed instalment: a first letter (a second miss would follow an earlier letter)
  const missed = 1;
  const fee = pick(r, [5, 6, 7.5]);
  const overdue = round2(inst * missed + fee);
  const remaining = round2(inst * (4 - missed - 1));
  const order = `${r.digits(3)}-${r.digits(7)}`;
  const shop = `${place(r)} ${pick(r, ['Outdoor', 'Home & Garden', 'Fashion', 'Electricals'])}`;
  const first = addDays(c.date, -r.int(20, 40));
  const pay = addDays(c.date, 7);
  const rows: string[][] = [];
  for (let i = 0; i < 4; i++) {
    const due = addDays(first, 14 * i);
    const status = i === 0 ? 'Paid' : i <= missed ? 'Missed' : 'Upcoming';
    rows.push([`Payment ${i + 1} of 4`, D(c, due), fmtMoney(inst), status]);
  }
  const spec: Spec = {
    face: c.face,
    head: [brand],
    logoMark: pick(r, ['rings', 'chevron'] as const),
    sub: [`help.${brand}.example`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Agreement No', agr],
      ['Order', order],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    title: pick(r, ['You missed a payment', 'A payment has been missed']),
    titleStyle: 'plain',
    body: [
      { p: `Hi ${c.who.first},` },
      {
        p: `We tried to take your payment for your order from ${shop} but it did not go through, and we have added a late fee of ${fmtMoney(fee)}. Here is where your plan stands.`,
      },
      {
        grid: rows,
        header: ['Instalment', 'Due', 'Amount', 'Status'],
        widths: [0.34, 0.24, 0.2, 0.22],
        boldLast: false,
      },
      {
        kv: [
          ['Overdue payments:', fmtMoney(round2(inst * missed))],
          ['Late fee:', fmtMoney(fee)],
          ['Now payable:', fmtMoney(overdue)],
          ['Still to come (not due yet):', fmtMoney(remaining)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(overdue)} by ${D(c, pay)} in the app or at help.${brand}.example, quoting agreement number ${agr}. Until it is paid you will not be able to use ${brand} for new purchases, and missed payments may be reported to credit reference agencies.`,
      },
      {
        small: `Struggling to pay? Talk to us - we can move a payment date or agree a plan. Free, independent debt advice is also available from MoneyHelper and other free debt advice services.`,
      },
    ],
    sign: [`The ${brand} team`],
    footer: [],
    footerCols: [
      `${brand} is a trading name of ${legal}. ${fcaLine(legal, r)}`,
      `Questions about this letter: ${phone(r)} (Mon-Fri 8am-8pm). Lines may be recorded. ${shop} is not responsible for your ${brand} agreement.`,
    ],
  };
  return { spec, truth: truth(legal, overdue, agr, 'loan', 1, 'first_demand', c, pay) };
};

/**
 * A payday (high-cost short-term) lender's arrears letter under a trading name, signed by the legal entity.
 * It refers to the lender's earlier email and call: stage 2. Amount = "Balance owing" (loan + interest + the
 * capped default fee − payments); the amount borrowed and the daily interest rate are not it.
 */
const paydayArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r).split(' ')[0];
  const brand = `${s} ${pick(r, ['Cash', 'Quick Loans', 'Payday'])}`;
  const legal = `${s} Short Term Credit Ltd`;
  const acc = `${r.letters(2, 'SCLK')}${r.digits(2)}${oOrI(r)}${r.digits(4)}`;
  const lent = pick(r, [150, 200, 250, 300, 400, 500]);
  const interest = round2(lent * 0.008 * pick(r, [28, 30, 31]));
  const dfee = 15;
  const paid = pick(r, [0, 0, 25, 50]);
  const bal = round2(lent + interest + dfee - paid);
  const due = addDays(c.date, -r.int(20, 45));
  const pay = addDays(c.date, 10);
  const spec: Spec = {
    face: c.face,
    head: [brand.toUpperCase()],
    headBand: r.chance(0.5),
    logoMark: 'bars',
    sub: ['Customer Support', officeAddress(r), phone(r)],
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Your account', acc],
      ['Repayment date', D(c, due)],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    title: 'Your loan is in arrears',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We emailed you on ${D(c, addDays(due, 3))} and tried to call you on ${D(c, addDays(due, 9))} because your repayment due on ${D(c, due)} was not made. We have not heard from you, so we are now writing to you.`,
      },
      {
        grid: [
          ['Amount borrowed', fmtMoney(lent)],
          ['Interest charged (0.8% a day, capped)', fmtMoney(interest)],
          ['Default fee', fmtMoney(dfee)],
          ['Payments received', paid ? `-${fmtMoney(paid)}` : '£0.00'],
          ['Balance owing', fmtMoney(bal)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Please repay the balance owing of ${fmtMoney(bal)} by ${D(c, pay)}, or call us to agree an affordable plan. We have stopped adding interest while we try to agree a way forward with you. By law you will never pay more in interest and fees than the amount you borrowed.`,
      },
      {
        p: `If we cannot agree a plan we may register a default with credit reference agencies and pass your account to a debt collection agency.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Arrears Team Leader', 'Customer Support Manager']), legal],
    footer: [`${brand} is a trading name of ${legal}. ${fcaLine(legal, r)}`],
  };
  return { spec, truth: truth(legal, bal, acc, 'loan', 2, 'reminder', c, pay) };
};

/**
 * A catalogue (home shopping) account's final letter before a default notice. Amount = "Arrears to date" (what
 * it asks for to bring the account up to date); the account balance and the minimum payment are not it.
 * A catalogue account is a revolving running-account credit like a store card (W37): 'credit_card'. Final notice:
 * stage 3. A reply slip with tick boxes.
 */
const catalogueFinal: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Home Shopping', 'Catalogue Credit', 'Direct Shopping']);
  const acc = `${r.digits(3)}${oOrI(r)} ${r.digits(4)}`;
  const min = r.money(18, 60);
  const months = r.int(2, 4);
  const arrears = round2(min * months + pick(r, [0, 12, 24]));
  const balance = round2(arrears + r.money(250, 1800));
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    sub: ['Customer Accounts', officeAddress(r), `${phone(r)}  ${web(co.name)}`],
    headAlign: 'center',
    recipient: rcpt(c),
    panel: [
      ['Your account', acc],
      ['Statement date', D(c, addDays(c.date, -r.int(8, 20)))],
      ['Date', D(c, c.date)],
    ],
    title: 'FINAL NOTICE BEFORE DEFAULT',
    titleStyle: 'banner',
    body: [
      dear(c),
      {
        p: `Your shopping account is ${months} payments behind. We have written to you about this before and you have not brought the account up to date or contacted us.`,
      },
      {
        grid: [
          ['Account balance', fmtMoney(balance)],
          ['Minimum monthly payment', fmtMoney(min)],
          ['Arrears to date', fmtMoney(arrears)],
        ],
        header: ['Your account at a glance', ''],
        widths: [0.7, 0.3],
      },
      {
        p: `Please pay the arrears to date of ${fmtMoney(arrears)} by ${D(c, pay)}. If you do not, we will send you a default notice under the Consumer Credit Act 1974, your account will be closed to new orders and the default may be recorded with credit reference agencies for six years.`,
      },
      { p: 'Yours sincerely' },
      { kv: [[pick(r, ['Customer Accounts', 'Arrears Team']), co.name]] },
      { rule: 'dashed' },
      { h: `Reply slip - account ${acc}` },
      {
        checks: [
          `I enclose a payment of ${fmtMoney(arrears)}`,
          'I cannot pay this amount - please call me to discuss a plan',
          'I have already paid (date and amount): ..................................',
        ],
      },
    ],
    // signed above the reply slip, which is the last thing on the page
    sign: [],
    footer: [regLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, arrears, acc, 'credit_card', 3, 'final_demand', c, pay) };
};

/**
 * A hire purchase Notice of Sums in Arrears, sent after the lender's own missed-payment letter ("we wrote to you
 * on…"): stage 2. Amount = arrears (the sum it asks for); the monthly payment, the balance under the agreement and
 * the vehicle's price are not it. The registration mark is not the reference; the Agreement No is.
 */
const hireArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Motor Finance', 'Car Finance', 'Vehicle Finance']);
  const agr = `HP${r.digits(3)}${oOrI(r)}${r.digits(4)}`;
  const monthly = r.money(180, 420);
  const missed = r.int(2, 3);
  const mfee = pick(r, [0, 15, 20]);
  const arrears = round2(monthly * missed + mfee);
  const total = round2(monthly * 48);
  const paidSoFar = round2(monthly * r.int(6, 30));
  const v = vrm(r);
  const model = pick(r, ['Hatchback 1.2', 'Estate 1.6 diesel', 'SUV 1.5 hybrid']);
  const spec: Spec = {
    face: c.face,
    head: co.head,
    logoMark: 'chevron',
    sub: [officeAddress(r), `Collections ${phone(r)}`],
    headAlign: 'right',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Agreement No', agr],
      ['Vehicle', v],
      ['Monthly payment', fmtMoney(monthly)],
      ['Date', D(c, c.date)],
    ],
    title: 'Notice of Sums in Arrears',
    titleStyle: 'boxed',
    body: [
      {
        small: 'Hire purchase agreement regulated by the Consumer Credit Act 1974 - notice under section 86B',
      },
      dear(c),
      {
        p: `We wrote to you on ${D(c, addDays(c.date, -28))} when your payment for the ${model} (${v}) was missed. Your account is now ${missed} payments in arrears.`,
      },
      {
        kv: [
          ['Arrears to date:', fmtMoney(arrears)],
          ['Of which missed payment fees:', fmtMoney(mfee)],
          ['Total amount payable under the agreement:', fmtMoney(total)],
          ['Paid so far:', fmtMoney(paidSoFar)],
        ],
      },
      {
        p: `Please pay the arrears to date of ${fmtMoney(arrears)} as soon as you can, quoting agreement number ${agr}. If you have paid since this notice was prepared, please ignore it.`,
      },
      {
        boxed: [
          'The goods remain our property until the agreement is paid in full. If you have paid at least one third of the total amount payable, we cannot take the vehicle back without a court order.',
        ],
      },
      {
        small: `This notice is sent to help you. An information sheet on arrears, prepared by the Financial Conduct Authority, is enclosed. If you are having difficulty, contact us or a free debt advice service.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Manager', 'Head of Customer Financial Support']), co.name],
    footer: [fcaLine(co.name, r)],
  };
  return { spec, truth: truth(co.name, arrears, agr, 'loan', 2, 'reminder', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Collectors
// ------------------------------------------------------------------------------------------------------------

const GYMS = ['Pulse', 'Forge', 'Anvil', 'Summit', 'Kinetic'];

/**
 * A collector for a gym chain. The collector writes and asks to be paid, so it is the creditor (README);
 * 'debt_collection'. The gym's Member number is the client's reference; "Our file" is the one to quote. Its first
 * letter (the gym's own reminders are not the sender's): stage 1. Amount = "Sum required" (fees + collection charge).
 */
const gymCollector: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const dca = company(r, ['Collections', 'Credit Control', 'Recovery Services']);
  const gym = `${pick(r, GYMS)} ${pick(r, ['Gyms', 'Fitness Clubs', 'Health Clubs'])} Ltd`;
  const club = `${place(r)} ${pick(r, ['Central', 'Retail Park', 'Riverside'])}`;
  const file = `GF${r.digits(2)}${oOrI(r)}${r.digits(5)}`;
  const member = `${r.digits(8)}`;
  const fee = pick(r, [24.99, 29.99, 34.99, 39.99]);
  const months = r.int(2, 5);
  const fees = round2(fee * months);
  const charge = pick(r, [15, 25, 30]);
  const sum = round2(fees + charge);
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: dca.head,
    headBand: true,
    sub: [officeAddress(r), `${phone(r)}  ${web(dca.name)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our file', file],
      ['Member number', member],
      ['Club', club],
      ['Date', D(c, c.date)],
    ],
    title: 'Unpaid membership fees',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `${gym} has passed your unpaid membership account to us to collect. Their records show that the monthly fee of ${fmtMoney(fee)} was not collected for ${months} months before your membership at ${club} was ended.`,
      },
      {
        table: [
          [`Membership fees (${months} x ${fmtMoney(fee)})`, fmtMoney(fees)],
          ['Collection charge', fmtMoney(charge)],
          ['Sum required', fmtMoney(sum)],
        ],
      },
      {
        p: `Please pay the sum required by ${D(c, pay)}. You can pay online at ${web(dca.name)} or by phone, quoting our file number ${file} (not your member number).`,
      },
      {
        cols: [
          `If you think you do not owe this, for example because you cancelled in writing, tell us within 14 days and send us a copy of your cancellation. We will put the account on hold while we check with ${gym}.`,
          `If you cannot pay in full, we can agree monthly payments you can afford. We are a member of the Credit Services Association and follow its code of practice.`,
        ],
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Client Services Officer', 'Collections Adviser']), dca.name],
    footer: [fcaLine(dca.name, r)],
  };
  return { spec, truth: truth(dca.name, sum, file, 'debt_collection', 1, 'debt_recovery', c, pay) };
};

const FIRMS = ['Garside Pell', 'Hollins Vantage', 'Merrow & Quaife', 'Dunstan Orrell', 'Ketteridge Bloom'];

/**
 * A solicitors' letter before claim for an unpaid builder's invoice (Pre-Action Protocol for Debt Claims). The firm
 * wrote it and asks for payment into its client account, so under the README's on-behalf rule the firm is the
 * creditor and the type is debt_collection (as W45). The builder's invoice number is the client's reference; the
 * "Matter" number is the one to quote. Letter before claim: stage 3. Amount = "Sum required" (invoice + statutory
 * interest to date); the daily rate of further interest is not it.
 */
const solicitorBuilder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const f = pick(r, FIRMS);
  const name = pick(r, [`${f} Solicitors`, `${f} LLP`]);
  const builder = company(r, ['Building Contractors', 'Builders', 'Construction']);
  const matter = `${r.letters(3, 'GHKPW')}.${r.digits(5)}.${r.digits(1)}`;
  const inv = `INV-${r.digits(4)}`;
  const invAmt = r.money(1400, 9800);
  const invDate = addDays(c.date, -r.int(60, 150));
  const days = Math.round((c.date.getTime() - invDate.getTime()) / 86400000) - 30;
  const daily = round2((invAmt * 0.08) / 365);
  const interest = round2(daily * days);
  const sum = round2(invAmt + interest);
  const pay = addDays(c.date, 30);
  const works = pick(r, [
    'a single-storey rear extension',
    'a loft conversion',
    'roof repairs and new guttering',
  ]);
  const spec: Spec = {
    face: c.face,
    head: name.includes('&') || r.chance(0.5) ? [name.toUpperCase()] : [f, name.slice(f.length + 1)],
    sub: [officeAddress(r), `DX ${r.digits(5)} ${place(r)}`, `${phone(r)}  ${web(name)}`],
    headAlign: pick(r, ['center', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      ['Matter', matter],
      ['Your ref', '-'],
      ['Date', D(c, c.date)],
    ],
    title: pick(r, [
      `Letter before claim - invoice ${inv}`,
      'LETTER BEFORE CLAIM',
      `Unpaid invoice ${inv}: letter before claim`,
    ]),
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `We act for ${builder.name}, which carried out ${works} at your property under a contract agreed with you. Our client's invoice ${inv} dated ${D(c, invDate)} for ${fmtMoney(invAmt)} was payable within 30 days and remains unpaid despite our client's requests.`,
      },
      {
        grid: [
          [`Invoice ${inv}`, fmtMoney(invAmt)],
          [
            `Interest at 8% a year under section 69 County Courts Act 1984 (${days} days)`,
            fmtMoney(interest),
          ],
          ['Sum required', fmtMoney(sum)],
        ],
        widths: [0.76, 0.24],
      },
      {
        p: `This letter is sent under the Pre-Action Protocol for Debt Claims. Unless the sum required is paid to our client account within 30 days of the date of this letter, or you reply using the enclosed reply form, our client intends to issue a claim in the county court without further notice. Interest continues to accrue at ${fmtMoney(daily)} a day, and our client will also seek court fees and costs.`,
      },
      {
        p: `Payment: ${name} client account, quoting the matter number ${matter}. If you dispute the debt, please say why on the reply form and enclose any documents you rely on. An information sheet and a reply form are enclosed, and you may wish to get independent advice.`,
      },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Associate Solicitor', 'Partner', 'Chartered Legal Executive']), `for ${name}`],
    footer: [
      `${name} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${r.digits(6)}). A list of partners is available at our office. We do not accept service by e-mail.`,
    ],
  };
  return { spec, truth: truth(name, sum, matter, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * A private hospital's second reminder for the patient's share of a bill after the insurer paid its part. The
 * hospital name is broken over two lines. Amount = "Balance owing" (the total invoice and the insurer's payment
 * are not it); the Invoice No is quoted, not the hospital (patient) number. "Second reminder": stage 2.
 */
const hospitalReminder: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const kind = pick(r, ['Private Hospital', 'Park Hospital', 'Clinic']);
  const name = `${p} ${kind}`;
  const inv = `${r.letters(1, 'HP')}${r.digits(2)}${oOrI(r)}${r.digits(4)}`;
  const patient = `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`;
  const treat = pick(r, [
    ['Knee arthroscopy (day case)', 3200, 4200],
    ['Cataract surgery, one eye', 2100, 2900],
    ['MRI scan and consultant review', 650, 1100],
  ] as const);
  const total = r.money(treat[1], treat[2]);
  const excess = pick(r, [100, 150, 250, 500]);
  const shortfall = r.money(40, 380);
  const owing = round2(excess + shortfall);
  const insurer = round2(total - owing);
  const seen = addDays(c.date, -r.int(60, 100));
  const pay = addDays(c.date, 14);
  const spec: Spec = {
    face: c.face,
    head: [p, kind],
    logoMark: 'shield',
    sub: ['Patient Accounts', officeAddress(r), phone(r)],
    headAlign: pick(r, ['left', 'center'] as const),
    recipient: rcpt(c),
    panel: [
      ['Invoice No', inv],
      ['Hospital number', patient],
      ['Date', D(c, c.date)],
    ],
    panelStacked: true,
    panelBoxed: true,
    title: 'SECOND REMINDER',
    titleStyle: 'rule',
    body: [
      dear(c),
      {
        p: `We sent you our invoice on ${D(c, addDays(seen, 21))} and a reminder on ${D(c, addDays(seen, 50))} for the part of your treatment on ${D(c, seen)} that your insurer does not cover. We have not yet received your payment.`,
      },
      {
        grid: [
          [treat[0], D(c, seen), fmtMoney(total)],
          ['Paid by your insurer', '', `-${fmtMoney(insurer)}`],
          ['Policy excess', '', fmtMoney(excess)],
          ['Not covered by your policy', '', fmtMoney(shortfall)],
          ['Balance owing', '', fmtMoney(owing)],
        ],
        header: ['Description', 'Date', 'Amount'],
        widths: [0.56, 0.22, 0.22],
      },
      {
        p: `Please pay the balance owing within 14 days by card on ${phone(r)} or by bank transfer quoting invoice ${inv}. If you believe your insurer should have paid more, please let us know and send us your insurer's letter.`,
      },
      {
        p: `If we do not hear from you, we may pass the account to a collection agency, which could add its own charges.`,
      },
    ],
    closing: 'Kind regards',
    sign: [...signatory(r, ['Patient Accounts Manager', 'Credit Controller']), name],
    footer: [],
    footerCols: [
      `${name}, ${officeAddress(r)}. ${regLine(name, r).replace(`${name} is`, 'We are')}`,
      `Self-pay and insured patient enquiries: ${phone(r)}. Our prices are published at ${web(name)}. We are regulated by the Care Quality Commission.`,
    ],
  };
  return { spec, truth: truth(name, owing, inv, 'normal', 2, 'reminder', c, pay) };
};

/**
 * A letting agent's rent arrears letter for a landlord, after its own earlier letter: stage 2. The agent writes
 * and asks for payment into its client account, so it is the creditor (README's on-behalf rule). It is an agent
 * managing a tenancy, not a debt collector, so the type is 'normal' (an ordinary overdue sum from a business).
 * Amount = "Arrears to date"; the monthly rent and the deposit are not it. "Tenant ref" is the reference.
 */
const rentArrears: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const ag = company(r, ['Lettings', 'Property Management', 'Residential']);
  const ref = `T-${r.digits(4)}-${r.letters(2)}`;
  const rent = pick(r, [650, 725, 795, 850, 925, 1100, 1250]);
  const paid1 = pick(r, [0, 200, 300]);
  const arrears = round2(rent * 2 - paid1);
  const land = person(r);
  const m = (k: number) =>
    addDays(c.date, -30 * k).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: ag.head,
    logoMark: 'rings',
    sub: [officeAddress(r), `${phone(r)}  ${web(ag.name)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Tenant ref', ref],
      ['Property', c.addr[0]],
      ['Date', D(c, c.date)],
    ],
    title: 'Rent arrears - second letter',
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `Further to our letter of ${D(c, addDays(c.date, -16))}, the rent for the property above is still in arrears. We manage the property for your landlord, ${land.title} ${land.first[0]} ${land.last}, and collect the rent on their behalf.`,
      },
      {
        grid: [
          [`Rent due 1 ${m(2)}`, fmtMoney(rent), fmtMoney(rent), fmtMoney(0)],
          [`Rent due 1 ${m(1)}`, fmtMoney(rent), fmtMoney(paid1), fmtMoney(rent - paid1)],
          [`Rent due 1 ${m(0)}`, fmtMoney(rent), fmtMoney(0), fmtMoney(arrears)],
          ['Arrears to date', '', '', fmtMoney(arrears)],
        ],
        header: ['Rent statement', 'Due', 'Paid', 'Running arrears'],
        widths: [0.4, 0.2, 0.2, 0.2],
      },
      {
        p: `Please pay the arrears of ${fmtMoney(arrears)} into our client account within 7 days, quoting your tenant reference. Your monthly rent of ${fmtMoney(rent)} remains payable on the first of each month as well.`,
      },
      {
        p: `If the arrears are not cleared or a repayment plan agreed, your landlord may serve a notice seeking possession under section 8 of the Housing Act 1988. If you are having difficulty paying, please contact us now; you may also be entitled to help with housing costs.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Property Manager', 'Rent Controller']), ag.name],
    footer: [`${regLine(ag.name, r)} Client money protection: ${place(r)} Property Protection Scheme.`],
  };
  return { spec, truth: truth(ag.name, arrears, ref, 'normal', 2, 'reminder', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Utility and public bodies
// ------------------------------------------------------------------------------------------------------------

/**
 * A water company's pre-legal notice under its own name (not a collector): the last letter before it passes the
 * account to its solicitors, stage 3. The name is broken over two lines in a logo-style letterhead. Amount = "Now
 * payable" (the arrears from past bills); the charges billed for the rest of the year are not yet due.
 */
const waterPreLegal: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const name = `${p} Water`;
  const acc = `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
  const arrears = r.money(180, 1350);
  const rest = r.money(120, 480);
  const pay = addDays(c.date, 10);
  const spec: Spec = {
    face: c.face,
    head: r.chance(0.5) ? [p.toUpperCase(), 'WATER'] : [p, 'Water'],
    headBand: r.chance(0.4),
    logoMark: 'rings',
    sub: [],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['Your account', acc],
      ['Meter serial', `${r.digits(2)}M${r.digits(6)}`],
      ['Date', D(c, c.date)],
    ],
    panelStacked: true,
    title: 'PRE-LEGAL NOTICE',
    titleStyle: pick(r, ['boxed', 'banner'] as const),
    body: [
      dear(c),
      {
        p: `Despite our bills and reminders, the water and sewerage charges below remain unpaid. This is your last opportunity to pay or contact us before we pass your account to our solicitors to start county court proceedings.`,
      },
      {
        kv: [
          ['Unpaid from previous bills:', fmtMoney(arrears)],
          ['Now payable:', fmtMoney(arrears)],
          ['Rest of this year (not yet due):', fmtMoney(rest)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(arrears)} by ${D(c, pay)}. If a court judgment is made against you it could affect your ability to get credit, and court fees and legal costs will be added to what you owe.`,
      },
      {
        cols: [
          `Struggling to pay? Ask about our social tariff, payment breaks and our assistance fund. We will not take further action while we help you.`,
          `Water supply to your home cannot be cut off for unpaid charges. You can pay by Direct Debit, online at ${web(name)} or by phone.`,
        ],
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Head of Customer Debt', 'Income Manager']), name],
    footer: [],
    footerCols: [
      `${name}, ${officeAddress(r)}. ${name} is the trading name used by the water and sewerage undertaker for ${p} and district.`,
      `Customer services ${phone(r)}. Calls may be recorded. Registered in England and Wales no. ${r.digits(8)}.`,
    ],
  };
  return { spec, truth: truth(name, arrears, acc, 'utility', 3, 'final_demand', c, pay) };
};

/**
 * A benefit overpayment recovery letter from an invented office: the first demand (stage 1). Public-body debts that
 * match none of the README's specific types are 'normal' (as W30, W32). Amount = the total overpayment; the weekly
 * amounts and the offered monthly deduction are not it. The NI number is not the reference (QQ: reserved prefix).
 */
const overpaymentRecovery: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const name = `${place(r)} ${pick(r, ['Payments Recovery Centre', 'Benefit Overpayment Office', 'Debt Management Unit'])}`;
  const ref = `OP/${r.digits(2)}${oOrI(r)}${r.digits(5)}/${r.letters(1)}`;
  const ni = `QQ ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const weekly = r.money(18, 85);
  const weeks = r.int(6, 40);
  const total = round2(weekly * weeks);
  const from = addDays(c.date, -7 * (weeks + r.int(8, 30)));
  const to = addDays(from, 7 * weeks);
  const deduct = pick(r, [20, 30, 40]);
  const benefit = pick(r, ['Household Support Credit', 'Working Family Allowance', 'Carer Support Payment']);
  const pay = addDays(c.date, 30);
  const office = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head: [name],
    logoMark: 'shield',
    sub: [office, `Telephone ${phone(r)}  Textphone ${phone(r)}`],
    headAlign: 'right',
    returnAddress: `${name}, ${office}`,
    recipient: rcpt(c),
    panel: [
      ['Our reference', ref],
      ['National Insurance number', ni],
      ['Date', D(c, c.date)],
    ],
    panelStacked: true,
    title: `You have been overpaid ${benefit}`,
    titleStyle: 'plain',
    body: [
      dear(c),
      {
        p: `A decision maker has decided that you were paid more ${benefit} than you were entitled to between ${D(c, from)} and ${D(c, to)}, because a change in your household's earnings was not reported. You were told about this decision in a separate letter, which also explains how to ask for it to be looked at again.`,
      },
      {
        grid: [
          ['Period', `${D(c, from)} to ${D(c, to)}`],
          ['Overpaid each week', fmtMoney(weekly)],
          ['Number of weeks', String(weeks)],
          ['Total overpayment to repay', fmtMoney(total)],
        ],
        widths: [0.55, 0.45],
      },
      {
        p: `Please repay ${fmtMoney(total)} in full by ${D(c, pay)}, quoting our reference. If you cannot pay it all at once, contact us: we can agree to take ${fmtMoney(deduct)} a month, or recover it from benefits you receive.`,
      },
      {
        small: `If you do not pay or contact us, we may ask your employer to deduct the overpayment from your earnings, or take court action. Asking for the decision to be looked at again does not stop you having to repay while it is considered.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: ['Overpayment Recovery Team', name],
    footer: [`${name}, ${office}. Large print, Braille and other formats are available on request.`],
  };
  return { spec, truth: truth(name, total, ref, 'normal', 1, 'first_demand', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Enforcement and private parking
// ------------------------------------------------------------------------------------------------------------

/**
 * A High Court Enforcement Officer's notice of enforcement after a county court judgment transferred up for a writ.
 * The HCEO firm writes and asks to be paid: creditor, 'bailiff', stage 3. The writ and claim numbers are not the
 * reference; "Our file" is. Amount = "Now payable" including the compliance fee already added; the enforcement-stage
 * fee that a visit would add is a possible future fee (README), not included.
 */
const hceoCcj: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const firm = company(r, ['High Court Enforcement', 'Writ Services', 'Enforcement Officers']);
  const officer = person(r);
  const claimant = company(r, ['Trade Supplies', 'Plant Hire', 'Kitchens']);
  const file = `${r.letters(2, 'HWK')}${r.digits(3)}${oOrI(r)}${r.digits(3)}`;
  const claim = `${r.letters(1, 'KLM')}${r.digits(2)}${r.letters(2)}${r.digits(3)}`;
  const writ = `${r.digits(4)}-${r.digits(6)}`;
  const judgment = r.money(900, 7800);
  const interest = round2(judgment * 0.08 * (r.int(20, 90) / 365));
  const writFee = 78;
  const compliance = round2(75 + Math.max(0, judgment - 1000) * 0.075);
  const total = round2(judgment + interest + writFee + compliance);
  const pay = addDays(c.date, 7);
  const spec: Spec = {
    face: c.face,
    head: firm.head,
    headBand: true,
    logoMark: 'bars',
    sub: [officeAddress(r), `${phone(r)}  ${web(firm.name)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [],
    refGrid: [
      ['Our file', file],
      ['Writ No', writ],
      ['Claim No', claim],
      ['Date', D(c, c.date)],
    ],
    title: 'NOTICE OF ENFORCEMENT',
    titleStyle: 'rule',
    body: [
      { small: 'Taking Control of Goods Regulations 2013, regulation 7 - Writ of Control' },
      {
        p: `${claimant.name} obtained a county court judgment against you under claim number ${claim}. The judgment has been transferred to the High Court for enforcement and a writ of control has been issued to ${officer.first} ${officer.last}, an authorised High Court Enforcement Officer of ${firm.name}.`,
      },
      {
        grid: [
          ['Judgment debt', fmtMoney(judgment)],
          ['Judgment interest at 8% to date', fmtMoney(interest)],
          ['Court fee for the writ', fmtMoney(writFee)],
          ['Compliance stage fee', fmtMoney(compliance)],
          ['Now payable', fmtMoney(total)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `You must pay ${fmtMoney(total)} within 7 clear days of the date of this notice, quoting our file number. If you do not, an enforcement agent will attend your address to take control of goods, and the enforcement stage fee of £190.00 plus 7.5% of the sum over £1,000 will be added.`,
      },
      { p: `Payment must be made to ${firm.name}, not to ${claimant.name}.` },
    ],
    sign: [`${officer.first} ${officer.last}`, 'Authorised High Court Enforcement Officer', firm.name],
    footer: [],
    footerCols: [
      regLine(firm.name, r),
      `Payments ${phone(r)} (24 hours). Complaints: write to our Compliance Manager at the address above.`,
    ],
  };
  return { spec, truth: truth(firm.name, total, file, 'bailiff', 3, 'notice_of_enforcement', c, pay) };
};

/**
 * A parking operator's letter before county court claim from its own in-house legal team: the operator is the
 * creditor (the team is part of it), 'parking', stage 3, letter_of_claim. Amount = "Balance owing" (the charge plus
 * the recovery costs already added); the original discounted amount is not it.
 */
const parkingLbc: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const op = company(r, ['Parking Solutions', 'Car Park Management', 'Parking Enforcement']);
  const ref = `${r.letters(1, 'PC')}${r.digits(3)}${oOrI(r)}${r.digits(5)}`;
  const charge = pick(r, [85, 100]);
  const costs = pick(r, [60, 70]);
  const bal = charge + costs;
  const event = addDays(c.date, -r.int(90, 200));
  const v = vrm(r);
  const pay = addDays(c.date, 30);
  const spec: Spec = {
    face: c.face,
    head: op.head,
    logoMark: 'chevron',
    sub: ['Legal Department', officeAddress(r), `legal@${web(op.name).slice(4)}`],
    headAlign: 'left',
    recipient: rcpt(c),
    panel: [
      ['PCN ref', ref],
      ['Vehicle', v],
      ['Date', D(c, c.date)],
    ],
    panelBoxed: true,
    owe: { label: 'Balance owing', amount: fmtMoney(bal), note: 'Reply or pay within 30 days' },
    title: 'LETTER BEFORE COUNTY COURT CLAIM',
    titleStyle: 'banner',
    body: [
      dear(c),
      {
        p: `On ${D(c, event)} vehicle ${v} was parked at ${place(r)} ${pick(r, ['Retail Park', 'Station Car Park', 'Business Centre'])} in breach of the terms on the signs, and a parking charge of ${fmtMoney(charge)} was issued. It could have been settled for ${fmtMoney(charge * 0.6)} at the time. Despite our notices it remains unpaid.`,
      },
      {
        table: [
          ['Parking charge', fmtMoney(charge)],
          ['Debt recovery costs', fmtMoney(costs)],
          ['Balance owing', fmtMoney(bal)],
        ],
        header: ['', 'Amount'],
      },
      {
        p: `This letter is sent under the Pre-Action Protocol for Debt Claims. If within 30 days you neither pay the balance owing nor return the enclosed reply form, we intend to issue a claim in the county court against you as the registered keeper, adding court fees and interest.`,
      },
      {
        checks: [
          'I agree I owe the balance and will pay in full',
          'I agree I owe the balance and want to pay by instalments',
          'I dispute the charge for the reasons set out with this form',
        ],
      },
    ],
    closing: 'Yours faithfully',
    sign: [...signatory(r, ['Litigation Executive', 'In-house Solicitor']), `Legal Department, ${op.name}`],
    footer: [`${regLine(op.name, r)} Member of an accredited parking trade association.`],
  };
  return { spec, truth: truth(op.name, bal, ref, 'parking', 3, 'letter_of_claim', c, pay) };
};

export const FRESH4_FAMILIES: Family[] = [
  { id: 'W59', name: 'Buy-now-pay-later missed payment (trading name)', group: 'lender', make: bnplMissed },
  { id: 'W60', name: 'Payday lender arrears, after email and call', group: 'lender', make: paydayArrears },
  { id: 'W61', name: 'Catalogue account final notice, reply slip', group: 'lender', make: catalogueFinal },
  { id: 'W62', name: 'Collector for a gym, member number', group: 'collector', make: gymCollector },
  {
    id: 'W63',
    name: 'Solicitors for a builder, letter before claim',
    group: 'collector',
    make: solicitorBuilder,
  },
  { id: 'W64', name: 'Private hospital second reminder', group: 'business', make: hospitalReminder },
  { id: 'W65', name: 'Letting agent rent arrears statement', group: 'business', make: rentArrears },
  { id: 'W66', name: 'Water pre-legal notice, two-column footer', group: 'utility', make: waterPreLegal },
  { id: 'W67', name: 'Benefit overpayment recovery', group: 'public_body', make: overpaymentRecovery },
  { id: 'W68', name: 'Hire purchase notice of sums in arrears', group: 'lender', make: hireArrears },
  { id: 'W69', name: 'HCEO notice of enforcement after a CCJ', group: 'enforcement', make: hceoCcj },
  {
    id: 'W70',
    name: 'Parking operator in-house letter before claim',
    group: 'private_parking',
    make: parkingLbc,
  },
];
