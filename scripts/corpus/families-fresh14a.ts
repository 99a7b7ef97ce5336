/**
 * The thirteenth fresh held-out set, part a (W157–W159): kinds of letter the corpus does not have yet — a private car
 * park operator's rejection of the keeper's appeal (with the independent appeals service's verification code), a
 * London borough's penalty charge notice for littering from a vehicle sent to the registered keeper, and a private
 * care home's letter to the executor or next of kin about fees left unpaid when a resident died. Written blind to the
 * extractor; scored once. Every face is drawn per letter. Ground truth follows ../shared/corpus/dev/README.md; where
 * the README leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, vrm, web } from './vocab';
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
  type Family,
  wholeDays,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Private parking
// ------------------------------------------------------------------------------------------------------------

/**
 * A private car park operator (a supermarket or a retail park car park, run for the landowner) writes to the keeper
 * after considering the keeper's appeal against a parking charge: the appeal is rejected, the reasons are given, and
 * the keeper is told they may either pay or take the matter to the independent appeals service within 28 days, using
 * the printed verification code. Three layouts per letter: a plain letter with a reference panel; a boxed notice with
 * a row of reference cells and an "amount now payable" box; a letter with "your options" in two columns and a
 * tear-off payment slip.
 * Amount = the full parking charge. In some letters the reduced rate is no longer available (the appeal came after
 * the discount period, or the operator says so); in others the reduced rate is offered again for 14 days — that is an
 * early-payment discount (README: never), so the amount stays the full charge either way. The later debt recovery
 * cost the letter warns about is a possible future fee (never).
 * Reference = the PCN number, which the letter tells the keeper to quote when paying; the verification code (quoted
 * only to the appeals service), the appeal reference, the vehicle registration, the site code and the landowner are
 * not it. Creditor = the operator (it issues the charge and asks to be paid), not the supermarket or retail park.
 * debtType parking. Open choice: the letter answers the keeper's own appeal, so it is a follow-up (README: a reply to
 * the consumer's dispute or appeal is stage 2), and of RECEIVED_KINDS the nearest is 'reminder' — a private
 * operator's follow-up to its own notice to keeper that still demands the charge, not a final notice or a debt
 * recovery letter. payBy = the 28-day date by which the letter asks for the full charge (or an appeal); the 14-day
 * reduced-rate date is a discount window (never).
 */
const parkingAppealRejected: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(
    r,
    ['Parking Management', 'Car Park Services', 'Parking Control', 'Parking Solutions'],
    pick(r, [' Ltd', ' Limited']),
  );
  const retail = r.chance(0.5);
  const town = place(r);
  const grocer = pick(r, ['Pantrywell', 'Greengage Foods', 'Basketwise', 'Hollins Fresh', 'Marketday']);
  const site = retail
    ? `${town} ${pick(r, ['Retail Park', 'Shopping Park', 'Retail Centre'])}`
    : `${grocer} ${pick(r, ['Superstore', 'Supermarket', 'Extra'])}, ${town}`;
  const landowner = retail
    ? `${place(r)} ${pick(r, ['Estates', 'Property Holdings', 'Retail Property'])} Ltd`
    : `${grocer} Stores plc`;
  const siteCode = `${r.letters(1, 'SKR')}${r.digits(3)}`;
  const shape = r.int(0, 3);
  const pcn =
    shape === 0
      ? `${r.letters(2, 'PCKO')}${r.digits(7)}`
      : shape === 1
        ? `${r.digits(3)}-${r.digits(6)}`
        : shape === 2
          ? `PC${r.digits(3)}${oOrI(r)}${r.digits(4)}`
          : `${siteCode}/${r.digits(6)}`;
  const reg = vrm(r);
  const code = `${r.int(1, 9)}${r.digits(2)}${r.digits(7)}`;
  const appealRef = pick(r, [`APL-${r.digits(6)}`, `AP${r.digits(7)}`, `${r.digits(5)}/A`]);
  const [full, reduced] = pick(r, [
    [70, 40],
    [85, 50],
    [90, 50],
    [100, 60],
    [100, 60],
  ] as [number, number][]);
  const recovery = pick(r, [60, 70]);
  const event = addDays(c.date, -r.int(40, 70));
  const ntk = addDays(event, r.int(5, 12));
  const appealed = addDays(ntk, r.int(3, 24));
  const again = r.chance(0.5); // the reduced rate offered again for 14 days
  const discDate = addDays(c.date, 14);
  const pay = addDays(c.date, 28);
  const hh = r.int(8, 18);
  const mm = r.int(0, 59);
  const entry = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  const stayMin = r.int(150, 290);
  const exitMin = hh * 60 + mm + stayMin;
  const exit = `${String(Math.floor(exitMin / 60) % 24).padStart(2, '0')}:${String(exitMin % 60).padStart(2, '0')}`;
  const maxStay = stayMin > 200 ? pick(r, [2, 3]) : 2;
  const reasons = [
    {
      short: 'Overstayed the maximum stay',
      breach: `The vehicle remained in the car park for ${Math.floor(stayMin / 60)} hours ${stayMin % 60} minutes (entry ${entry}, exit ${exit}), longer than the maximum free stay of ${maxStay} hours.`,
      said: 'You said that you had been shopping on the site throughout and lost track of time.',
      answer: `The maximum stay is shown on the entrance sign and on ${r.int(6, 22)} repeater signs around the car park. Time spent shopping on the site is included in the maximum stay, and the terms apply to every driver.`,
    },
    {
      short: 'Parent and child bay misuse',
      breach:
        'The vehicle was parked in a bay reserved for parents with young children without a child under 12 being carried.',
      said: 'You said that the bays nearest the store were the only spaces available.',
      answer:
        'The bay was clearly marked and signed as a parent and child bay. Our photographs show other general spaces free at the time, and the lack of a nearer space does not allow a reserved bay to be used.',
    },
    {
      short: 'No valid parking session',
      breach: `The vehicle was parked without a valid pay and display ticket or a paid session in the ${pick(r, ['car park app', 'payment machine', 'store kiosk'])} for the registration ${reg}.`,
      said: 'You said that a ticket had been bought but that the registration may have been keyed in wrongly.',
      answer: `We searched all payments made on the site that day and found none for a registration similar to ${reg}. Without proof of purchase we cannot accept that a valid tariff was paid.`,
    },
    {
      short: 'Left the site (customers only)',
      breach:
        'The vehicle was parked in the customer car park while the driver left the site, which the terms do not allow.',
      said: 'You said that the driver had visited the store before going elsewhere.',
      answer:
        'Our patrol officer recorded the driver walking off the site and the vehicle remained for a long time afterwards. The signs make plain that parking is for customers while they are on the premises only.',
    },
  ];
  const why = pick(r, reasons);
  const layout = r.int(0, 2);
  const noDisc =
    'As your appeal has now been decided, the reduced rate is no longer available and the full parking charge is payable.';
  const yesDisc = `As a gesture of goodwill, we will accept the reduced amount of ${fmtMoney(reduced)} if it is paid by ${D(c, discDate)}. After that date the full parking charge of ${fmtMoney(full)} is payable.`;
  const amountRows: string[][] = again
    ? [
        ['Parking charge', fmtMoney(full)],
        [`Reduced amount if paid by ${D(c, discDate)}`, fmtMoney(reduced)],
        ['Amount now payable', fmtMoney(full)],
      ]
    : [
        ['Parking charge', fmtMoney(full)],
        ['Reduced rate (expired)', 'not available'],
        ['Amount now payable', fmtMoney(full)],
      ];
  const svc = pick(r, [
    ['Independent Parking Appeals Service', 'IPAS'],
    ['Parking Appeals Review Service', 'PARS'],
    ['Independent Parking Adjudication Panel', 'IPAP'],
  ]);
  const svcWeb = web(svc[0]);
  const dear1 = dear(c);
  const intro = `Thank you for your appeal received on ${D(c, appealed)} about the parking charge issued to vehicle ${reg} at ${site} on ${D(c, event)}. We have considered everything you sent us, together with our photographs and the signs on site, and we have decided to reject your appeal.`;
  const reasonsBlocks: Block[] = [
    { h: pick(r, ['Reason for the charge', 'Why the charge was issued']) },
    { p: why.breach },
    { h: pick(r, ['Why we have rejected your appeal', 'Our decision']) },
    { p: `${why.said} ${why.answer}` },
  ];
  const codeBox: Block = {
    boxed: [`${svc[1]} verification code: ${code}`, `Appeal to ${svc[1]} by ${D(c, pay)} at ${svcWeb}`],
  };
  const warn = `If we receive neither payment nor notice of an appeal to ${svc[1]} by ${D(c, pay)}, the charge may be passed to our debt recovery agents, and a debt recovery cost of ${fmtMoney(recovery)} may be added, as set out on the signs.`;
  const payHow = `Pay online at ${web(co.name)}, or by phone on ${phone(r)}, quoting your PCN number ${pcn}. We accept debit and credit cards.`;
  const svcPara = `If you do not accept our decision, you may appeal within 28 days of the date of this letter to ${svc[0]} (${svc[1]}), an independent service that is not part of ${co.name}, using the verification code below. If ${svc[1]} refuses your appeal, the full charge will be payable.`;
  const titles = [
    'Notice of rejection of appeal',
    'Your appeal has been rejected',
    'APPEAL OUTCOME: REJECTED',
  ];
  const sub = ['Appeals Department', officeAddress(r), `${phone(r)}  appeals@${host(co.name)}`];
  const footer = [
    `${co.name} operates the car park at ${site} on behalf of the landowner, ${landowner}. ${co.name} is a member of the Accredited Parking Operators Association and follows its Code of Practice.`,
    regLine(co.name, r),
  ];
  let spec: Spec;
  if (layout === 0) {
    const stacked = r.chance(0.35);
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['chevron', 'bars', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['PCN number', pcn],
        ['Vehicle registration', reg],
        ...(stacked ? [] : ([['Appeal reference', appealRef]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: stacked,
      title: pick(r, titles),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear1,
        { p: intro },
        ...reasonsBlocks,
        { grid: amountRows, widths: [0.7, 0.3] },
        { p: `${again ? yesDisc : noDisc} Please pay ${fmtMoney(full)} by ${D(c, pay)}. ${payHow}` },
        { p: svcPara },
        codeBox,
        { small: warn },
      ],
      closing: 'Yours sincerely',
      sign: ['Appeals Team', co.name],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: co.head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: 'Amount now payable', amount: fmtMoney(full), note: `Pay or appeal by ${D(c, pay)}` },
      panel: [['Date of notice', D(c, c.date)]],
      refGrid: [
        ['PCN number', pcn],
        ['Vehicle', reg],
        ['Date parked', D(c, event)],
        ['Site', siteCode],
      ],
      title: pick(r, ['NOTICE OF APPEAL DECISION', 'APPEAL REJECTED - PARKING CHARGE']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { p: intro },
        ...reasonsBlocks.slice(2),
        {
          kv: [
            ['Location:', site],
            ['Contravention:', why.short],
            ['Notice to keeper sent:', D(c, ntk)],
          ],
        },
        { p: again ? yesDisc : noDisc },
        { h: 'What you can do now' },
        {
          checks: [
            `Pay ${fmtMoney(full)} by ${D(c, pay)}. ${payHow}`,
            `Appeal to ${svc[0]} (${svc[1]}) at ${svcWeb} by ${D(c, pay)}, using verification code ${code}. If your appeal there is refused, the full charge remains payable.`,
          ],
        },
        { small: warn },
      ],
      sign: [],
      footer: footer.slice(1),
      footerCols: [
        footer[0],
        `Please do not send cash. Keep this notice: you will need the verification code only for an appeal to ${svc[1]}, not to pay.`,
      ],
    };
  } else {
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['center', 'left'] as const),
      returnAddress: `If undelivered please return to ${co.name}, ${officeAddress(r)}`,
      recipient: rcpt(c),
      panel: [
        ['Our ref', pcn],
        ['Vehicle', reg],
        ['Your appeal dated', D(c, appealed)],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title: pick(r, [`Parking charge ${pcn} - appeal rejected`, 'Your appeal: our decision']),
      titleStyle: 'plain',
      body: [
        dear1,
        { p: intro },
        { p: `${why.breach} ${why.said} ${why.answer}` },
        { p: again ? yesDisc : noDisc },
        {
          cols: [
            `PAY: the parking charge of ${fmtMoney(full)} must be paid by ${D(c, pay)}. ${payHow}`,
            `APPEAL: ${svc[0]} (${svc[1]}), ${svcWeb}, within 28 days of this letter. Verification code: ${code}. ${svc[1]}'s decision is binding on us, but not on you.`,
          ],
        },
        { small: warn },
      ],
      closing: 'Yours faithfully',
      sign: [...signatory(r, ['Appeals Officer', 'Customer Appeals Team Leader']), co.name],
      slip: {
        title: `Payment slip - ${co.name}`,
        rows: [
          ['PCN number', pcn],
          ['Vehicle registration', reg],
          ['Amount payable', fmtMoney(full)],
        ],
      },
      footer,
    };
  }
  return { spec, truth: truth(co.name, full, pcn, 'parking', 2, 'reminder', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Council penalty charge (not parking)
// ------------------------------------------------------------------------------------------------------------

/**
 * A London borough's penalty charge notice sent by post to the registered keeper because litter (a cigarette end, a
 * can, a food wrapper…) was thrown from the vehicle, seen either on the borough's CCTV (camera stills on the page) or
 * by an authorised officer. It states the penalty, the reduced amount if paid within 14 days, the keeper's right to
 * make representations (with the grounds) and the 50% increase a charge certificate would bring. Two layouts per
 * letter: a formal notice (banner title, a row of reference cells, a details list, stills or the officer's note, an
 * amounts table and a tear-off slip); or a letter with a reference panel, "how to pay" and "representations" in two
 * columns and the grounds as tick boxes, with a two-column footer.
 * Amount = the penalty charge; the 14-day reduced amount is a discount (never) and the increased amount after a
 * charge certificate a possible future fee (never). Reference = the notice (PCN) number, quoted when paying; the
 * vehicle registration, camera and officer numbers, location code and DVLA enquiry reference are not it.
 * Creditor = the borough council as its letterhead prints it. Open choice: the README's debtType list has nothing for
 * environmental penalties, but it says a council's penalty charge notice is 'parking', and this is one (the same
 * civil scheme: representations, adjudicator, charge certificate), so 'parking'. A first notice: stage 1, kind
 * penalty_charge_notice. payBy = the 28-day date printed for the penalty (the 14-day discount date is not it).
 */
const londonLitterPcn: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const royal = r.chance(0.2);
  const pre = royal ? 'Royal Borough of' : 'London Borough of';
  const council = `${pre} ${p}`;
  const hv = r.int(0, 2);
  const head = hv === 0 ? [council] : hv === 1 ? [council.toUpperCase()] : [pre, p];
  const shape = r.int(0, 2);
  const pcn =
    shape === 0
      ? `${p.slice(0, 2).toUpperCase()}L${r.digits(7)}`
      : shape === 1
        ? `LV${r.digits(2)}${oOrI(r)}${r.digits(5)}`
        : `${r.digits(2)}-${r.digits(7)}`;
  const reg = vrm(r);
  const vehicle = `${pick(r, ['silver', 'black', 'white', 'blue', 'grey', 'red'])} ${pick(r, ['hatchback', 'saloon', 'estate car', 'SUV', 'panel van', 'people carrier'])}`;
  const item = pick(r, [
    'a lit cigarette end',
    'a drinks can',
    'a fast-food bag',
    'a paper coffee cup',
    'a crisp packet',
    'a plastic bottle',
    'used tissues',
  ]);
  const side = pick(r, ["the driver's window", 'the front passenger window', 'a rear nearside window']);
  const road = `${pick(r, ['High Road', 'Broadway', 'Station Approach', 'Mill Lane', 'Church Street', 'Kiln Parade'])}, ${place(r)}`;
  const camera = r.chance(0.6);
  const camId = `CAM ${r.digits(3)}`;
  const officer = `${pick(r, ['EO', 'CEO', 'ENF'])}${r.digits(4)}`;
  const locCode = `${r.digits(4)}`;
  const penalty = pick(r, [100, 120, 150, 150]);
  const reduced = penalty / 2;
  const raised = penalty * 1.5;
  const when = addDays(c.date, -r.int(6, 20));
  const hh = r.int(7, 22);
  const tm = `${String(hh).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const disc = addDays(c.date, 14);
  const pay = addDays(c.date, 28);
  const dvla = `${r.letters(1, 'DV')}${r.digits(9)}`;
  const tel = phone(r);
  const site = web(council.replace(/^(London|Royal) Borough of /, '') + 'council');
  const dept = pick(r, ['Environmental Enforcement', 'Street Scene Enforcement', 'Clean Streets Team']);
  const seen = camera
    ? `The council's CCTV camera ${camId} recorded ${item} being thrown from ${side} of the vehicle onto the highway. You may view the recording online using the notice number and vehicle registration.`
    : `An authorised officer of the council (officer no. ${officer}) saw ${item} being thrown from ${side} of the vehicle onto the highway and noted the registration, the time and the place. The litter was not picked up.`;
  const grounds = [
    'the littering did not happen as described',
    'I was never the owner of the vehicle, had sold it before, or bought it after, the date shown',
    'the vehicle had been taken without my consent',
    'the vehicle is a licensed taxi, private hire vehicle or bus and the litter was thrown by a passenger',
    'the penalty charge is more than the amount that applies',
  ];
  const legal = `This penalty charge is payable by the owner of the vehicle under section 24 of the London Local Authorities Act 2007 because a person in or on the vehicle dropped litter in contravention of section 87 of the Environmental Protection Act 1990. No criminal proceedings will be taken.`;
  const repsRest = `Give your reasons and any evidence. If representations are made within 14 days and rejected, the reduced amount will be offered again for 14 days. If they are rejected you may appeal to an independent adjudicator.`;
  const reps = `If you believe the penalty should not be paid, you may make representations to the council in writing or online within 28 days of the date of this notice, giving your reasons and any evidence. If representations are made within 14 days and rejected, the reduced amount will be offered again for 14 days. If they are rejected you may appeal to an independent adjudicator.`;
  const cert = `If neither payment nor representations are received within 28 days of the date of this notice, the council may serve a charge certificate and the penalty will rise by 50% to ${fmtMoney(raised)}.`;
  const payHow = `Pay online at ${site}, by phone on ${tel} (24-hour automated line) or by post with the slip below, quoting the notice number ${pcn}. Please do not send cash.`;
  let spec: Spec;
  if (r.chance(0.5)) {
    spec = {
      face: c.face,
      head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [
        dept,
        `PO Box ${r.int(100, 9999)}, ${p}, ${officeAddress(r).split(', ').pop()}`,
        `${tel}  ${site}`,
      ],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date of notice', D(c, c.date)],
        ['Pay by', D(c, pay)],
      ],
      refGrid: [
        ['Penalty charge notice no.', pcn],
        ['Vehicle registration', reg],
        ['Date of contravention', D(c, when)],
      ],
      title: 'PENALTY CHARGE NOTICE',
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        { h: 'Littering from a vehicle - London Local Authorities Act 2007, section 24' },
        {
          kv: [
            ['Vehicle:', `${reg}, ${vehicle.charAt(0).toUpperCase()}${vehicle.slice(1)}`],
            ['Date and time:', `${D(c, when)} at ${tm}`],
            ['Location:', `${road} (location code ${locCode})`],
          ],
        },
        { p: seen },
        ...(camera
          ? ([
              {
                photos: [
                  `${tm} - vehicle ${reg} approaching`,
                  `Item leaving ${side.replace(/^(the|a) /, '')}`,
                  `Item on the carriageway`,
                ],
              },
            ] as Block[])
          : []),
        {
          grid: [
            ['Penalty charge', fmtMoney(penalty)],
            [`Reduced amount if paid by ${D(c, disc)} (14 days)`, fmtMoney(reduced)],
            [`Penalty charge to pay by ${D(c, pay)}`, fmtMoney(penalty)],
          ],
          widths: [0.72, 0.28],
        },
        { p: `${payHow}` },
        { small: `${reps} ${cert} ${legal}` },
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${council}`,
        rows: [
          ['Notice number', pcn],
          ['Vehicle registration', reg],
          ['Penalty charge', fmtMoney(penalty)],
        ],
      },
      footer: [
        `The keeper's details were obtained from the DVLA (enquiry ref. ${dvla}). Personal data is used only to enforce this penalty; see ${site}/privacy.`,
      ],
    };
  } else {
    const stacked = r.chance(0.4);
    spec = {
      face: c.face,
      head,
      sub: [
        dept,
        'Penalty Charge Processing',
        `PO Box ${r.int(100, 9999)}, ${p}, ${officeAddress(r).split(', ').pop()}`,
      ],
      headAlign: pick(r, ['right', 'left'] as const),
      recipient: rcpt(c),
      panel: [
        ['Notice number', pcn],
        ['Vehicle', reg],
        ...(stacked ? [] : ([['Contravention date', D(c, when)]] as [string, string][])),
        ['Date of notice', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: stacked,
      title: pick(r, [
        'Penalty Charge Notice - litter thrown from a vehicle',
        'Penalty charge notice: littering from your vehicle',
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        pick(r, [dear(c), { p: 'Dear Registered Keeper,' }]),
        {
          p: `Our records show that you are the registered keeper of vehicle ${reg} (${vehicle}). At ${tm} on ${D(c, when)}, on ${road}, ${seen.charAt(0).toLowerCase()}${seen.slice(1)}`,
        },
        {
          p: `A penalty charge of ${fmtMoney(penalty)} is now payable and must be paid by ${D(c, pay)}. If you pay by ${D(c, disc)}, within 14 days of the date of this notice, the charge is reduced to ${fmtMoney(reduced)}.`,
        },
        {
          cols: [
            `How to pay: online at ${site} or by phone on ${tel}, quoting notice number ${pcn}. Cheques payable to ${council}.`,
            `${cert}`,
          ],
        },
        { h: 'Representations' },
        {
          p: `You may make representations to the council within 28 days of the date of this notice if you believe the penalty should not be paid, for example because:`,
        },
        { checks: grounds.slice(0, r.chance(0.5) ? 5 : 4) },
        { small: `${repsRest} ${legal}` },
      ],
      closing: pick(r, ['Yours faithfully', 'Yours sincerely']),
      sign: [
        ...signatory(r, ['Environmental Enforcement Manager', 'Head of Street Enforcement']),
        `for ${council}`,
      ],
      footer: [`DVLA enquiry ref. ${dvla}. Calls to ${tel} may be recorded.`],
      footerCols: [
        `${council}, ${dept}. Opening hours Monday to Friday 9am to 5pm.`,
        `Representations: write to the PO Box above or go to ${site}/challenge. Give the notice number and vehicle registration.`,
      ],
    };
  }
  return { spec, truth: truth(council, penalty, pcn, 'parking', 1, 'penalty_charge_notice', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * A private care (or nursing) home writes to the executor or next of kin after a resident died, about the resident's
 * final account: the last invoice's period (fees run to a few days after death under the residence agreement), the
 * extras, the credits (NHS-funded nursing care paid direct, a payment on account or the deposit held), and the
 * balance, which it asks to be paid from the estate. Three stages, chosen per letter: the first letter (condolences,
 * sometimes with a 28-day request, sometimes only "once the estate's funds are released"), a reminder that refers
 * to the earlier letter or a call with the family, and a final request before the matter goes to solicitors. Two
 * layouts: a letter with a reference panel, a statement table, a shaded balance box and bank details; or a statement
 * with a row of reference cells, a balance box beside the address, two columns (paying from the estate / belongings)
 * and a remittance slip.
 * Amount = the balance outstanding; the weekly fee, the daily rate, the fees line, the NHS contribution, the deposit
 * and the storage charge that may be made for belongings later are not it. Reference = the resident's account
 * number, which the letter asks to be quoted; the invoice numbers and the home's own bank account number are not it.
 * Open choice: the letterhead is sometimes the home's name, but the residence agreement, the payee and the sign-off
 * ("for and on behalf of …") are the operating company, the legal entity owed the money, so creditor = the company
 * (as the school family does with its trust). An ordinary overdue invoice from a business: 'normal'. Stage and kind
 * follow the letter: 1 first_demand, 2 reminder, 3 final_demand. payBy only where a date or a number of days is given
 * for payment (not in the first letter that asks only for payment once probate is granted).
 */
const careHomeEstate: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Care Homes', 'Care', 'Healthcare', 'Care Group', 'Senior Living']);
  const w1 = pick(r, ['Willow', 'Cedar', 'Beech', 'Rowan', 'Heather', 'Linden', 'Hazel', 'Orchard', 'Ivy']);
  const homeName = r.chance(0.75)
    ? `${w1} ${pick(r, ['Lodge', 'House', 'Court', 'View', 'Grange'])}`
    : `${place(r)} Manor`;
  const nursing = r.chance(0.5);
  const home = `${homeName} ${nursing ? 'Nursing Home' : 'Care Home'}`;
  const initials = homeName
    .split(' ')
    .map((w) => w[0])
    .join('');
  const shape = r.int(0, 2);
  const acc =
    shape === 0
      ? `RES${r.digits(5)}`
      : shape === 1
        ? `${initials}${r.digits(4)}`
        : `RA-${r.digits(2)}${oOrI(r)}${r.digits(3)}`;
  const inv = pick(r, [`SI-${r.digits(6)}`, `INV${r.digits(6)}`, `${r.digits(5)}`]);
  const family = r.chance(0.6);
  const res = person(r);
  const resTitle = pick(r, ['Mr', 'Mrs', 'Miss', 'Mrs', 'Mr']);
  const resFirst =
    resTitle === 'Mr'
      ? pick(r, ['Arthur', 'Dennis', 'Harold', 'Kenneth', 'Leonard', 'Ronald', 'Stanley', 'Walter'])
      : pick(r, ['Beryl', 'Doreen', 'Edna', 'Joan', 'Margaret', 'Muriel', 'Sheila', 'Winifred']);
  const resName = `${resTitle} ${resFirst} ${family ? c.who.last : res.last}`;
  const his = resTitle === 'Mr' ? 'his' : 'her';
  const him = resTitle === 'Mr' ? 'him' : 'her';
  const stageDraw = r.next();
  const stage: 1 | 2 | 3 = stageDraw < 0.5 ? 1 : stageDraw < 0.85 ? 2 : 3;
  const dod = addDays(c.date, stage === 1 ? -r.int(10, 30) : stage === 2 ? -r.int(42, 70) : -r.int(85, 130));
  const k = pick(r, [3, 3, 5, 7]);
  const clause = r.int(8, 19);
  const start = addDays(dod, -r.int(9, 27));
  const end = addDays(dod, k);
  const days = wholeDays(start, end) + 1;
  const weekly = pick(r, nursing ? [1395, 1480, 1565, 1690, 1825] : [985, 1090, 1175, 1260, 1340]);
  const daily = round2(weekly / 7);
  const fees = round2(daily * days);
  const extraPool: [string, number][] = [
    ['Hairdressing', r.money(14, 48)],
    ['Chiropody', pick(r, [28, 32, 35])],
    ['Newspapers and magazines', r.money(6, 22)],
    ['Toiletries and sundries', r.money(8, 30)],
    ['Escort to hospital appointment', pick(r, [45, 60, 75])],
  ];
  const extras = extraPool.filter(() => r.chance(0.45)).slice(0, 3);
  const fncWeek = pick(r, [235.88, 254.06]);
  const fnc = nursing ? round2((fncWeek * days) / 7) : 0;
  const credit = r.int(0, 2); // 0 none, 1 payment on account, 2 deposit applied
  const paid = credit === 1 ? round2(Math.floor(fees * pick(r, [0.25, 0.4, 0.5]))) : 0;
  let deposit = credit === 2 ? pick(r, [500, 750, 1000]) : 0;
  const prevInv = r.chance(0.3) ? `${inv.replace(/\d+$/, (d) => String(Number(d) - r.int(20, 300)))}` : '';
  const bf = prevInv ? r.money(160, weekly * 1.5) : 0;
  const extraSum = round2(extras.reduce((a, [, v]) => a + v, 0));
  let balance = round2(fees + extraSum + bf - fnc - paid - deposit);
  if (balance < 250) {
    deposit = 0;
    balance = round2(fees + extraSum + bf - fnc - paid);
  }
  const rows: string[][] = [
    ...(prevInv ? [[`Unpaid balance of invoice ${prevInv}`, fmtMoney(bf)]] : []),
    [`Fees ${D(c, start)} to ${D(c, end)}: ${days} days at ${fmtMoney(daily)}`, fmtMoney(fees)],
    ...extras.map(([k2, v]) => [k2, fmtMoney(v)]),
    ...(nursing ? [['Less NHS-funded nursing care (paid direct)', `-${fmtMoney(fnc)}`]] : []),
    ...(paid ? [['Less payment received on account', `-${fmtMoney(paid)}`]] : []),
    ...(deposit ? [['Less deposit held, applied to the account', `-${fmtMoney(deposit)}`]] : []),
    ['Balance outstanding', fmtMoney(balance)],
  ];
  const ask28 = stage === 1 && r.chance(0.5);
  const pay = stage === 1 ? (ask28 ? addDays(c.date, 28) : undefined) : addDays(c.date, 14);
  const first = addDays(dod, r.int(8, 16));
  const second = addDays(first, r.int(21, 30));
  const call = addDays(first, r.int(7, 18));
  const collect = addDays(c.date, 21);
  const store = pick(r, [25, 30, 40]);
  const role = pick(r, ['executor', 'next of kin', 'personal representative']);
  const amountWords = fmtMoney(balance);
  const condol = `We were so sorry to learn of the death of ${resName} on ${D(c, dod)}. Everyone at ${homeName} who cared for ${him} would like to pass on their sympathy.`;
  const agreement = `Under clause ${clause} of the residence agreement, fees are charged until the ${k === 3 ? 'third' : k === 5 ? 'fifth' : 'seventh'} day after the date of death, or until the room is cleared if later. The final invoice, ${inv}, covers ${D(c, start)} to ${D(c, end)}.`;
  let opening: string;
  let askPara: string;
  if (stage === 1) {
    opening = `${condol} We understand that you are dealing with ${his} affairs as ${role}, and we are writing to you about ${his} final account with us.`;
    askPara = ask28
      ? `We would be grateful if the balance outstanding of ${amountWords} could be paid from the estate within 28 days, by ${D(c, pay!)}. If that is not possible, please contact us.`
      : `We appreciate that the estate's funds may not be available until probate (or letters of administration) has been granted. Please tell us who is dealing with the estate, and arrange for the balance outstanding of ${amountWords} to be paid from it once the funds are released.`;
  } else if (stage === 2) {
    opening = r.chance(0.5)
      ? `We wrote to you on ${D(c, first)} with the final invoice for the care of the late ${resName}, who died on ${D(c, dod)}. We have not yet received payment or heard from you.`
      : `Further to our telephone conversation on ${D(c, call)}, when you told us that the grant of probate had been issued, we enclose a further copy of the final invoice for the care of the late ${resName}.`;
    askPara = `Please arrange for the balance outstanding of ${amountWords} to be paid from the estate by ${D(c, pay!)}. If the estate cannot pay in full, or another person is now dealing with it, please let us know.`;
  } else {
    opening = `Despite our letters of ${D(c, first)} and ${D(c, second)}, the final account of the late ${resName}, who died on ${D(c, dod)}, remains unpaid.`;
    askPara = `Unless the balance outstanding of ${amountWords} is paid from the estate by ${D(c, pay!)}, or we hear from you with a proposal for payment, we will pass the matter to our solicitors, who may bring a claim against the estate. That would add legal costs, which we would prefer to avoid.`;
  }
  const title =
    stage === 1
      ? pick(r, [`The late ${resName} - final account`, 'Final account following the death of a resident'])
      : stage === 2
        ? pick(r, ['Final account - payment still outstanding', `Reminder: the late ${resName}`])
        : pick(r, ['FINAL REQUEST FOR PAYMENT', 'Final request - unpaid fees']);
  const belong = `${resName}'s belongings are packed and kept safely at the home. Please arrange collection by ${D(c, collect)}; after that date a storage charge of ${fmtMoney(store)} per week may be made.`;
  const bank = sortCode(r);
  const bankAcc = r.digits(8);
  const homeHead = r.chance(0.5);
  const head = homeHead
    ? r.chance(0.5)
      ? [homeName, nursing ? 'Nursing Home' : 'Care Home']
      : [home]
    : co.head;
  const sub = homeHead
    ? [
        `${r.int(1, 90)} ${pick(r, ['Church Lane', 'Station Road', 'The Green', 'Orchard Way'])}, ${place(r)}`,
        `Accounts: ${phone(r)}  accounts@${host(co.name)}`,
      ]
    : [home, `Resident Accounts, ${officeAddress(r)}`, `${phone(r)}  ${web(co.name)}`];
  const sign = [
    ...signatory(r, [
      'Home Manager',
      'Registered Manager',
      'Resident Accounts Manager',
      'Finance Administrator',
    ]),
    `for and on behalf of ${co.name}`,
  ];
  const footer = [
    `${home} is operated by ${co.name}, registered in England and Wales no. ${r.digits(8)}, registered office ${officeAddress(r)}. Registered with the Care Quality Commission (location ID 1-${r.digits(9)}).`,
  ];
  const letter = r.chance(0.5);
  const recipient =
    letter && r.chance(0.4)
      ? [
          `The ${role === 'next of kin' ? 'Executors' : role === 'executor' ? 'Executor' : 'Personal Representative'} of the late ${resName}`,
          `c/o ${rcpt(c)[0]}`,
          ...c.addr,
        ]
      : rcpt(c);
  let spec: Spec;
  if (letter) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'chevron', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'center', 'right'] as const),
      top: r.chance(0.4) ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      recipient,
      panel: [
        ['Resident', resName],
        ['Resident account no.', acc],
        ['Invoice no.', inv],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        { p: `${opening} ${agreement}` },
        { grid: rows, header: ['Final account', 'Amount'], widths: [0.74, 0.26] },
        { p: askPara },
        {
          kv: [
            ['Payee:', co.name],
            ['Bank:', `sort code ${bank}, account number ${bankAcc}`],
            ['Reference:', `${acc} (resident account no.)`],
          ],
        },
        ...(stage === 1 ? ([{ small: belong }] as Block[]) : []),
      ],
      closing: stage === 1 ? 'With kind regards' : 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: 'left',
      recipient,
      owe: {
        label: pick(r, ['Balance outstanding', 'Balance due from the estate']),
        amount: amountWords,
        note: pay ? `Please pay by ${D(c, pay)}` : 'Payable from the estate',
      },
      panel: [],
      refGrid: [
        ['Resident account no.', acc],
        ['Invoice', inv],
        ['Date of death', D(c, dod)],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'banner'] as const),
      body: [
        dear(c),
        { p: opening },
        {
          grid: rows,
          header: [`Invoice period ${D(c, start)} to ${D(c, end)}`, 'Amount'],
          widths: [0.74, 0.26],
        },
        { p: askPara },
        {
          cols: [
            `How to pay: by bank transfer to ${co.name}, sort code ${bank}, account ${bankAcc}, quoting the resident account number ${acc}, or by cheque with the slip below.`,
            stage === 1
              ? `Belongings: ${belong}`
              : `Questions about the account: please call the accounts team on the number above, quoting ${acc}. We can send copies of earlier invoices and the residence agreement on request.`,
          ],
        },
      ],
      closing: 'Yours sincerely',
      sign: [pick(r, ['Resident Accounts Team', 'Accounts Department']), co.name],
      slip: {
        title: `Remittance - ${co.name}`,
        rows: [
          ['Resident account no.', acc],
          ['Resident', resName],
          ['Balance outstanding', amountWords],
        ],
      },
      footer,
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      balance,
      acc,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

export const FRESH14A_FAMILIES: Family[] = [
  {
    id: 'W157',
    name: 'Private car park operator rejects keeper appeal, appeals service code',
    group: 'private_parking',
    make: parkingAppealRejected,
  },
  {
    id: 'W158',
    name: 'London borough penalty charge notice, littering from a vehicle',
    group: 'council_parking',
    make: londonLitterPcn,
  },
  {
    id: 'W159',
    name: 'Care home final account after a resident died (to executor)',
    group: 'business',
    make: careHomeEstate,
  },
];
