/**
 * The seventeenth fresh held-out set, part a (W193–W195): kinds of letter the corpus does not have yet — a council's
 * own sundry-debt invoice to a former claimant for an overpayment of Housing Benefit (the invoice sent with the
 * overpayment decision, its reminder and its final notice before the debt goes to a collection agent, a direct
 * earnings attachment or the county court), a police force's or a council's letters to the registered keeper of a
 * removed or seized vehicle held at a pound while the statutory release and storage charges accrue (the notice that
 * the vehicle is held, then the notice of intended disposal), and a town or parish council's allotment rent arrears
 * letters (the reminder of the annual rent invoice, a second reminder and a notice to quit ending the tenancy unless
 * the rent is paid). Written blind to the extractor; scored once. Every face is drawn per letter; each family picks
 * one of two or three layouts per letter. Ground truth follows ../shared/corpus/dev/README.md; where the README
 * leaves a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { address, addDays, fmtMoney, officeAddress, phone, place, sortCode, vrm, web } from './vocab';
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
// W193 Housing Benefit overpayment invoice (council sundry debt)
// ------------------------------------------------------------------------------------------------------------

/**
 * A council's Revenues and Benefits service invoicing a former Housing Benefit claimant (now living elsewhere, the
 * claim ended) for an overpayment: the overpayment period(s) with the weekly amount overpaid, the reason, anything
 * already clawed back from the last payments of benefit, the offers (deductions from any benefit the person gets now,
 * monthly instalments) and, in small print, the right to ask for a reconsideration or appeal to a tribunal within a
 * calendar month of the decision letter. Stage drawn per letter: 1 the invoice sent with the decision, 2 a reminder
 * of it ("we sent you an invoice on…"), 3 the final notice before the council passes the debt to its collection
 * agent, asks an employer for a direct earnings attachment or goes to the county court.
 * Layouts: an invoice form (ruled reference cells across the page, a periods or statement table, a shaded amount
 * band, a remittance slip, no sign-off) or a signed letter (reference panel beside the address, or for the final
 * notice sometimes a "balance outstanding" box instead).
 * Truth: creditor = the council (it invoices its own debt; the collection agent it may use is named only as a next
 * step). Amount = the amount due on the invoice (total overpaid − anything already recovered) at stage 1, the balance
 * outstanding (less any payments) at stages 2–3; the weekly overpaid amounts, the period totals, the suggested
 * instalment and the minimum deduction are not it. Reference = the invoice number, which the letter says to quote;
 * the customer (debtor) number, the Housing Benefit claim reference, the masked National Insurance number and the
 * council's bank account are not it.
 * Open choices: the README's list has no benefit-overpayment type and this is not council tax (the council is not
 * billing the tax, and it is not a collector or an enforcement agent), so it falls to the catch-all 'normal'. Kind:
 * 1 first_demand (the invoice is the first demand for the money), 2 reminder, 3 final_demand — not the council-tax
 * kinds, since the debt is not council tax.
 */
const hbOverpayment: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = councilName(r);
  const stage = pick(r, [1, 2, 3] as const);
  const inv = pick(r, [
    () => `6${r.digits(7)}`,
    () => `HBOP/${r.digits(6)}`,
    () => `SD${r.digits(2)}${oOrI(r)}${r.digits(4)}`,
    () => `${r.digits(4)} ${r.digits(4)}`,
  ])();
  const custNo = r.chance(0.5) ? r.digits(7) : `C${r.digits(6)}`;
  const claimRef = r.chance(0.5) ? r.digits(8) : `HB/${r.digits(6)}`;
  const ni = `${r.letters(2, 'JKLNPRSTWYZ')} ** ** ${r.digits(2)} ${r.letters(1, 'ABCD')}`;
  const oldAddr = address(r);
  const invDate = stage === 1 ? c.date : addDays(c.date, stage === 2 ? -r.int(24, 35) : -r.int(52, 70));
  const decision = addDays(invDate, -r.int(0, 3));
  const rem = addDays(invDate, r.int(26, 32));
  // the overpayment: one period, or two when the weekly amount changed (an April uprating or a rent change)
  const two = r.chance(0.45);
  const end = addDays(invDate, -r.int(21, 90));
  const w2 = two ? r.int(2, 14) : 0;
  const w1 = r.int(3, 30);
  const start2 = addDays(end, -(w2 * 7) + 1);
  const end1 = two ? addDays(start2, -1) : end;
  const start1 = addDays(end1, -(w1 * 7) + 1);
  const weekly1 = r.money(14, 96);
  const weekly2 = round2(weekly1 + r.money(-6, 9));
  const amt1 = round2(w1 * weekly1);
  const amt2 = round2(w2 * weekly2);
  const overpaid = round2(amt1 + amt2);
  const recovered = r.chance(0.35) ? round2(Math.min(overpaid * 0.3, r.money(15, 90))) : 0;
  const invoiced = round2(overpaid - recovered);
  const paid = stage > 1 && r.chance(0.4) ? round2(Math.floor(invoiced * pick(r, [0.05, 0.1, 0.2]))) : 0;
  const due = round2(invoiced - paid);
  const paidOn = addDays(invDate, r.int(6, 20));
  const months = pick(r, [6, 10, 12, 18, 24]);
  const instal = Math.max(10, Math.ceil(due / months / 5) * 5);
  const pay = addDays(c.date, pick(r, [14, 21, 28]));
  const agent = `${pick(r, ['Marlow Vale', 'Tarnbeck', 'Halden', 'Greystone', 'Wexcombe'])} ${pick(r, ['Collection Services Ltd', 'Credit Management Ltd', 'Recoveries Ltd'])}`;
  const reason = pick(r, [
    `you moved out of ${oldAddr[0]}, ${oldAddr[1]} on ${D(c, addDays(start1, -1))} but Housing Benefit continued to be paid for that address because we were not told of the move until later`,
    `your earnings went up from ${D(c, start1)} and we were not told of the change at the time`,
    `a partner with an income moved in with you from ${D(c, start1)} and this was not reported to us`,
    `you started a claim for Universal Credit and Housing Benefit should have stopped from ${D(c, start1)}`,
    `a non-dependant adult living with you started work, and a higher non-dependant deduction applied from ${D(c, start1)}`,
    `your savings were more than £16,000 from ${D(c, start1)}, so you were not entitled to Housing Benefit`,
  ]);
  const deptSub = pick(r, [
    'Revenues and Benefits Service - Sundry Debts',
    'Benefit Overpayments Team',
    'Corporate Debt Recovery (Housing Benefit)',
  ]);
  const payLine = `Pay online at ${web(co.name)}/pay (choose "Invoice / sundry debt"), by phone on ${phone(r)}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting invoice number ${inv}.`;
  const offers = `If you now get Housing Benefit again or a benefit paid by the Department for Work and Pensions, we can ask for the overpayment to be recovered by deductions from it instead. If you cannot pay in full, call us to arrange instalments: for example ${fmtMoney(instal)} a month would clear it in ${months} months.`;
  const appeal1 = `If you think the decision that you were overpaid, or that the overpayment can be recovered from you, is wrong, you can ask us to look at it again or appeal to an independent tribunal. Write to us within one calendar month of the decision letter (${D(c, decision)}). Overpayments are recoverable under section 75 of the Social Security Administration Act 1992; we hold recovery while a reconsideration or appeal is dealt with.`;
  const appeal =
    stage === 1
      ? appeal1
      : `Our decision letter of ${D(c, decision)} explained your right to ask for a reconsideration or to appeal to an independent tribunal within one calendar month. If you did so in time and are waiting for the outcome, tell us and we will hold recovery until it is decided. Late appeals are accepted only in special circumstances.`;
  const periods: string[][] = [
    [`${D(c, start1)} to ${D(c, end1)}`, `${w1}`, fmtMoney(weekly1), fmtMoney(amt1)],
    ...(two ? [[`${D(c, start2)} to ${D(c, end)}`, `${w2}`, fmtMoney(weekly2), fmtMoney(amt2)]] : []),
    ['Total overpaid', '', '', fmtMoney(overpaid)],
  ];
  const statement: string[][] = [
    [`Invoice ${inv} - Housing Benefit overpayment`, D(c, invDate), fmtMoney(overpaid)],
    ...(recovered
      ? [['Recovered from final benefit payments', D(c, invDate), `-${fmtMoney(recovered)}`]]
      : []),
    ...(paid ? [['Payment received - thank you', D(c, paidOn), `-${fmtMoney(paid)}`]] : []),
    ['Balance', '', fmtMoney(due)],
  ];
  const nextSteps = `If the balance of ${fmtMoney(due)} is not paid in full by ${D(c, pay)}, and you have not agreed instalments with us by then, we will take recovery action without further notice. This may include asking your employer to make deductions from your wages (a Direct Earnings Attachment), passing your account to our collection agent, ${agent}, or starting proceedings in the county court, which will add to what you owe.`;
  const amountLabel =
    stage === 1 ? pick(r, ['Amount due', 'Invoice total', 'Total due']) : 'Balance outstanding';
  const form = r.chance(0.5);
  const custLabel = pick(r, ['Customer no.', 'Debtor number']);
  const signer = signatory(r, [
    'Overpayments Officer',
    'Sundry Debts Officer',
    'Benefits Recovery Team Leader',
  ]);
  const title =
    stage === 1
      ? pick(r, ['INVOICE', 'Housing Benefit overpayment invoice', 'Sundry debtor invoice'])
      : stage === 2
        ? pick(r, ['REMINDER', 'Reminder - invoice unpaid', 'Housing Benefit overpayment: reminder'])
        : pick(r, ['FINAL NOTICE', 'Final notice before recovery action', 'FINAL REMINDER']);
  const intro =
    stage === 1
      ? `We have decided that you were paid too much Housing Benefit for ${oldAddr[0]}, ${oldAddr[1]}, ${oldAddr[3]} (claim reference ${claimRef}). Our decision letter of ${D(c, decision)} explains the calculation. The overpayment happened because ${reason}. It was not caused by an official error, so it is recoverable from you. Your Housing Benefit claim has ended, so we are sending you this invoice.`
      : stage === 2
        ? `We sent you an invoice on ${D(c, invDate)} for Housing Benefit that was overpaid on your former claim (reference ${claimRef}) for ${oldAddr[0]}, ${oldAddr[1]}. It was payable within ${pick(r, ['14', '21', '28'])} days${paid ? `, and although you have made a payment, a balance remains` : ' and we have not received payment or heard from you'}.`
        : `We wrote to you on ${D(c, invDate)} with an invoice for Housing Benefit overpaid on your former claim (reference ${claimRef}), and again on ${D(c, rem)} to remind you. The balance is still outstanding and no arrangement to pay has been made.`;
  const ask =
    stage === 1
      ? `Please pay the ${amountLabel.toLowerCase()} of ${fmtMoney(due)} within ${wholeDays(c.date, pay)} days, by ${D(c, pay)}.`
      : stage === 2
        ? `Please pay the balance of ${fmtMoney(due)} by ${D(c, pay)}, or contact us to agree instalments.`
        : nextSteps;
  let spec: Spec;
  if (form) {
    const body: Block[] = [
      { p: intro },
      stage === 1
        ? {
            grid: periods,
            header: ['Overpayment period', 'Weeks', 'Per week', 'Amount'],
            widths: [0.46, 0.14, 0.18, 0.22],
          }
        : { grid: statement, header: ['Account', 'Date', 'Amount'], widths: [0.56, 0.22, 0.22] },
      ...(stage === 1 && recovered
        ? ([
            {
              kv: [['Less recovered from your final benefit payments', `-${fmtMoney(recovered)}`]],
            },
          ] as Block[])
        : []),
      { amountBox: [amountLabel, fmtMoney(due)] },
      { p: ask },
      ...(stage === 3 ? [] : ([{ p: offers }] as Block[])),
      { p: payLine },
      { small: appeal },
    ];
    spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['shield', 'rings'] as const),
      sub: [deptSub, officeAddress(r), `${phone(r)}  ${web(co.name)}`],
      headAlign: pick(r, ['left', 'center'] as const),
      returnAddress: r.chance(0.5)
        ? `If undelivered please return to ${co.name}, ${officeAddress(r)}`
        : undefined,
      recipient: rcpt(c),
      panel: r.chance(0.5) ? [['NI number', ni]] : [],
      refGrid: [
        [pick(r, ['Invoice number', 'Invoice no.']), inv],
        [stage === 1 ? 'Invoice date' : 'Date', D(c, c.date)],
        [custLabel, custNo],
        ['HB claim ref', claimRef],
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body,
      sign: [],
      slip: {
        title: `Remittance advice - ${co.name}`,
        rows: [
          ['Invoice number', inv],
          [custLabel, custNo],
          [amountLabel, fmtMoney(due)],
        ],
      },
      footer: [
        `${co.name}, ${deptSub}. We use the information we hold to prevent and detect fraud and may share it with other bodies responsible for auditing or administering public funds.`,
      ],
    };
  } else {
    const owe = stage === 3 && r.chance(0.6);
    const summary: [string, string][] = [
      [
        'Overpayment period',
        `${D(c, start1)} to ${D(c, end)}${two ? ` (${w1 + w2} weeks, two rates)` : ` (${w1} weeks)`}`,
      ],
      ['Total overpaid', fmtMoney(overpaid)],
      ...(recovered ? ([['Already recovered', `-${fmtMoney(recovered)}`]] as [string, string][]) : []),
      ...(paid ? ([['Paid since the invoice', `-${fmtMoney(paid)}`]] as [string, string][]) : []),
      [amountLabel, fmtMoney(due)],
    ];
    spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.4),
      sub: [deptSub, officeAddress(r), `Telephone ${phone(r)}`, `benefits.recovery@${host(co.name)}`],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: owe
        ? { label: 'Balance outstanding', amount: fmtMoney(due), note: `Pay by ${D(c, pay)}` }
        : undefined,
      panel: [
        [pick(r, ['Invoice no.', 'Our ref (invoice)']), inv],
        ['Claim ref', claimRef],
        ...(owe ? [] : ([[custLabel, custNo]] as [string, string][])),
        ['Date', D(c, c.date)],
        ...(r.chance(0.5) ? ([['Please ask for', signer[0]]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: !owe && r.chance(0.3),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { h: `Housing Benefit overpayment - ${oldAddr[0]}, ${oldAddr[1]}` },
        { p: intro },
        { kv: summary },
        stage === 3 ? { boxed: [ask] } : { p: ask },
        ...(stage === 3
          ? ([
              {
                p: `If you cannot pay in full, contact us before ${D(c, pay)} and we will consider an affordable arrangement.`,
              },
            ] as Block[])
          : ([{ p: offers }] as Block[])),
        { p: payLine },
        { small: appeal },
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign: [
        ...signer,
        `For ${pick(r, ['the Head of Revenues and Benefits', 'the Revenues and Benefits Manager'])}, ${co.name}`,
      ],
      footer: [`${co.name}, ${deptSub}, ${officeAddress(r)}. ${web(co.name)}`],
    };
  }
  const kind = stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand';
  return { spec, truth: truth(co.name, due, inv, 'normal', stage, kind, c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W194 Removed or seized vehicle held at a pound: release and storage charges
// ------------------------------------------------------------------------------------------------------------

/**
 * The letters a registered keeper gets when a police force or a council has removed or seized the vehicle and holds it
 * at a pound: stage 1 the notice that the vehicle is held and that the release (removal) fee and the daily storage
 * charge are accruing, with how to claim it; stage 3 the later notice of intended disposal (sale or destruction) with
 * the sum due to date. Police: a seizure under section 165A of the Road Traffic Act 1988 (driven uninsured or
 * unlicensed) or a removal of an abandoned or broken-down vehicle under section 99 of the Road Traffic Regulation Act
 * 1984, charged at the prescribed rates (release £150, storage £20 a day, disposal £75; a motorcycle's storage £10,
 * disposal £50). Council: a removal for a parking contravention, with its own pound tariff and a PCN issued
 * separately.
 * Layouts: a signed letter (reference panel beside the address; the disposal notice sometimes with a "sum due" box),
 * or a form notice (ruled reference cells, a vehicle-details list, sometimes two grey pound photos, a shaded amount
 * band, no closing).
 * Truth: creditor = the force or council in the letterhead (the charges are its own; the recovery operator that runs
 * the pound is named but is not asking to be paid). Amount = the charges due as at the letter's date (release or
 * removal fee + storage so far); the daily storage rate, the disposal charge that would be added, the total if
 * collected on the last day and the separate PCN (and its discount) are not it. Reference = the removal / seizure
 * reference the letter says to quote; the registration mark, the incident log number, the roadside seizure notice
 * number and the PCN number are not it. payBy = the date by which the vehicle must be claimed and the charges paid.
 * Open choices: debtType — the README has no type for statutory vehicle charges. A council's removal is a step of its
 * civil parking enforcement, like its PCN, so 'parking'; a police seizure of an uninsured car or removal of an
 * abandoned or broken-down one is no parking contravention and no speeding penalty, so the catch-all 'normal'.
 * Stage and kind: the "vehicle held" notice is the sender's first demand for the charges: stage 1, first_demand (not
 * notice_to_keeper, which in this product means a parking operator's notice under the Protection of Freedoms Act; the
 * keeper here is liable as owner under the removal regulations). The notice of intended disposal is the sender's
 * last letter before it sells or destroys the vehicle and refers back to the first notice: a final notice, stage 3,
 * final_demand. No stage 2: these senders do not send a reminder in between.
 */
const vehiclePound: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const police = r.chance(0.55);
  const p1 = place(r);
  const forceName = pick(r, [`${p1} Police`, `${p1} Constabulary`, `${p1} and ${place(r)} Police`]);
  const council = councilName(r);
  const name = police ? forceName : council.name;
  const head = police ? [r.chance(0.3) ? forceName.toUpperCase() : forceName] : council.head;
  const stage = r.chance(0.5) ? 1 : 3;
  const moto = police && r.chance(0.2);
  const removal = police ? 150 : pick(r, [105, 150, 200, 260]);
  const daily = police ? (moto ? 10 : 20) : pick(r, [10, 12, 20, 40]);
  const disposal = police ? (moto ? 50 : 75) : pick(r, [50, 70, 75]);
  const seized = police && r.chance(0.5);
  const ref = pick(r, [
    () => `${seized ? 'SZ' : 'VR'}/${r.digits(5)}/${r.int(24, 25)}`,
    () => `${police ? 'RM' : 'PD'}${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    () => `${r.digits(6)}`,
    () => `${r.letters(1, 'KWX')}${r.digits(2)}-${r.digits(5)}`,
  ])();
  const refLabel = pick(
    r,
    police
      ? ['Our reference', 'Removal reference', 'Notice number']
      : ['Pound reference', 'Removal reference', 'Our reference'],
  );
  const reg = vrm(r);
  const makeModel = moto
    ? pick(r, ['Honda CB125F', 'Yamaha YBR125', 'Lexmoor Ranger 125'])
    : pick(r, [
        'Ford Fiesta',
        'Vauxhall Corsa',
        'Volkswagen Golf',
        'Toyota Yaris',
        'Nissan Qashqai',
        'BMW 1 Series',
        'Peugeot 208',
      ]);
  const colour = pick(r, ['Black', 'Silver', 'Blue', 'White', 'Grey', 'Red']);
  const removed = addDays(c.date, stage === 1 ? -r.int(2, 6) : -r.int(20, 32));
  // storage runs from the day after removal up to and including the date of the notice
  const first = addDays(removed, 1);
  const time = `${String(r.int(0, 23)).padStart(2, '0')}:${pick(r, ['05', '12', '20', '37', '48', '55'])}`;
  const days = wholeDays(removed, c.date);
  const storage = round2(days * daily);
  const due = round2(removal + storage);
  const claimDays = stage === 1 ? (seized ? 7 : 14) : pick(r, [7, 10, 14]);
  const payBy = addDays(c.date, claimDays);
  const lastDay = round2(due + claimDays * daily);
  const street = `${address(r)[0].replace(/^\d+ /, '')}, ${place(r)}`;
  const operator = `${pick(r, ['Northgate', 'Kestrel', 'Halden', 'Redmarsh', 'Oakridge'])} ${pick(r, ['Vehicle Recovery Ltd', 'Recovery & Storage Ltd', 'Motor Recovery Ltd'])}`;
  const poundAddr = officeAddress(r).replace(
    /^PO Box \d+, /,
    `Unit ${r.int(1, 24)}, ${pick(r, ['Foundry', 'Quarry', 'Tanner'])} Yard, `,
  );
  const pcn = `${r.letters(2, 'WXKZ')}${r.digits(8)}`;
  const pcnFull = pick(r, [70, 110, 130, 160]);
  const log = `${r.digits(4)} of ${D(c, removed)}`;
  const seizureNo = r.digits(6);
  const why = police
    ? seized
      ? `was seized by a police officer under section 165A of the Road Traffic Act 1988 because it was being driven ${pick(r, ['without insurance', 'by a person without a valid driving licence', 'without insurance and by an unlicensed driver'])}. A seizure notice (no. ${seizureNo}) was given to the driver at the roadside`
      : `was removed under section 99 of the Road Traffic Regulation Act 1984 and the Removal and Disposal of Vehicles Regulations 1986 because it ${pick(r, ['had broken down and was left in a position that was dangerous to other road users', 'appeared to have been abandoned', 'was left unattended after a collision in a dangerous position'])} (police log ${log})`
    : `was removed under section 99 of the Road Traffic Regulation Act 1984 because it was parked ${pick(r, ['in a suspended parking bay', 'where a loading restriction was in force', 'on double yellow lines in a vehicle removal zone', 'on a bus stop clearway'])}, a parking contravention. A penalty charge notice (PCN ${pcn}) was issued before removal and is dealt with separately`;
  const chargeName = police ? (seized ? 'Statutory release fee' : 'Statutory removal charge') : 'Removal fee';
  const charges: string[][] = [
    [`${chargeName}${moto ? ' (motorcycle)' : ''}`, '', fmtMoney(removal)],
    [`Storage from ${D(c, first)} to ${D(c, c.date)}`, `${days} x ${fmtMoney(daily)}`, fmtMoney(storage)],
    [
      pick(r, ['Total due at the date of this notice', 'Charges due to date', 'Sum due today']),
      '',
      fmtMoney(due),
    ],
  ];
  const dueLabel = charges[2][0];
  const release = `To recover the vehicle, come to ${operator}, ${poundAddr} (open ${pick(r, ['24 hours', '8am to 8pm every day', '7am to 10pm Monday to Saturday'])}) with proof that you own or are entitled to the vehicle (the V5C logbook or a bill of sale), photo identification${seized ? ', a valid certificate of insurance and a driving licence for the person who will drive it away' : ''}, and pay the charges by debit or credit card. Quote ${refLabel.toLowerCase()} ${ref}.`;
  const releaseShort = `To recover it, bring proof that you own the vehicle (the V5C logbook or a bill of sale), photo identification${seized ? ', a valid certificate of insurance and a driving licence' : ''} to the pound (open ${pick(r, ['24 hours', '8am to 8pm daily'])}) and pay by card, quoting ${ref}.`;
  const accrue = `Storage is charged at ${fmtMoney(daily)} for each day or part of a day the vehicle stays in the pound, so the total increases every day until it is collected.`;
  const dispose =
    stage === 1
      ? `If the vehicle is not claimed and the charges paid by ${D(c, payBy)}, we will take steps to dispose of it, by sale or by destruction${seized ? ' under the Police (Retention and Disposal of Motor Vehicles) Regulations 2005' : ''}. You would then also be liable for the disposal charge of ${fmtMoney(disposal)}.`
      : `We gave you notice on ${D(c, addDays(removed, r.int(2, 5)))} that the vehicle was being held. It has not been claimed. Unless you claim it and pay the sum due by ${D(c, payBy)}, it will be disposed of by ${pick(r, ['sale at auction', 'sale or destruction', 'destruction'])} on or after ${D(c, addDays(payBy, 1))}.`;
  const after = `If the vehicle is disposed of, a disposal charge of ${fmtMoney(disposal)} will be added and you will remain liable for all the charges, less anything the sale raises. Any unpaid balance may be recovered from you as a civil debt. If you collect it on ${D(c, payBy)}, storage to that day brings the total to ${fmtMoney(lastDay)}.`;
  const title =
    stage === 1
      ? pick(r, [
          'Your vehicle has been removed',
          'NOTICE TO REGISTERED KEEPER: VEHICLE HELD IN STORAGE',
          police && seized
            ? 'Seized vehicle - notice to the registered keeper'
            : 'Removed vehicle - notice to the registered keeper',
        ])
      : pick(r, [
          'NOTICE OF INTENDED DISPOSAL',
          'Notice of intention to dispose of vehicle',
          'Uncollected vehicle - final notice before disposal',
        ]);
  const sub = police
    ? [
        pick(r, ['Vehicle Recovery Unit', 'Removals and Seizures Office', 'Vehicle Recovery Scheme Office']),
        officeAddress(r),
        `Telephone ${phone(r)} (non-emergency enquiries: 101)`,
      ]
    : [
        pick(r, [
          'Parking Services - Vehicle Removals',
          'Civil Enforcement: Vehicle Pound',
          'Traffic and Parking - Removals Team',
        ]),
        officeAddress(r),
        `${phone(r)}  ${web(council.name)}`,
      ];
  const legal = police
    ? `Charges are those prescribed by the Removal, Storage and Disposal of Vehicles (Prescribed Charges) Regulations 2008. The registered keeper is presumed to be the owner unless the contrary is shown.`
    : `Removal and storage charges are set by the Council under the Road Traffic Regulation Act 1984 and are payable whether or not the penalty charge is challenged. ${r.chance(0.5) ? `The PCN (${fmtMoney(pcnFull)}, or ${fmtMoney(pcnFull / 2)} if paid within 14 days of issue) must also be paid or challenged before the vehicle can be released.` : `If you challenge the PCN and your challenge succeeds, the removal and storage charges will be refunded.`}`;
  const form = r.chance(0.5);
  let spec: Spec;
  if (form) {
    spec = {
      face: c.face,
      head,
      logoMark: police ? pick(r, ['shield', 'chevron'] as const) : pick(r, ['rings', 'bars'] as const),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      top: r.chance(0.5) ? [pick(r, ['OFFICIAL', 'TO THE REGISTERED KEEPER - PRIVATE'])] : undefined,
      recipient: rcpt(c),
      panel: [['Date of notice', D(c, c.date)]],
      refGrid: [
        [refLabel, ref],
        ['Registration', reg],
        [seized ? 'Seized on' : 'Removed on', D(c, removed)],
        ...(police && !seized ? ([['Police log', log]] as [string, string][]) : []),
      ],
      title,
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        {
          p: `The vehicle below, registered to you, ${why}. It is held at the pound named below and charges are accruing.`,
        },
        {
          kv: [
            ['Vehicle', `${reg}, ${colour} ${makeModel}`],
            [seized ? 'Seized from' : 'Removed from', `${street} at ${time}`],
            ['Held at', `${operator}, ${poundAddr}`],
          ],
        },
        ...(stage === 1 && !seized && r.chance(0.5)
          ? ([{ photos: ['Vehicle before removal', `At the pound, ${D(c, removed)}`] }] as Block[])
          : []),
        {
          grid: [...charges.slice(0, 2), ['Total to date', '', fmtMoney(due)]],
          header: ['Charges', 'Days', 'Amount'],
          widths: [0.58, 0.2, 0.22],
        },
        { amountBox: [dueLabel, fmtMoney(due)] },
        { p: dispose },
        { p: `${stage === 1 ? accrue : after} ${releaseShort}` },
        { small: legal },
      ],
      sign: [sub[0], name],
      footer: [
        `${name}, ${sub[0]}. Please do not send cash through the post. ${police ? 'In an emergency always call 999.' : web(council.name)}`,
      ],
    };
  } else {
    const owe = stage === 3 && r.chance(0.5);
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.4),
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      owe: owe
        ? {
            label: pick(r, ['Sum due', 'Charges due to date']),
            amount: fmtMoney(due),
            note: `Claim and pay by ${D(c, payBy)}`,
          }
        : undefined,
      panel: [
        [refLabel, ref],
        ['Vehicle', reg],
        ['Date', D(c, c.date)],
        ...(seized && r.chance(0.5) ? ([['Seizure notice', seizureNo]] as [string, string][]) : []),
        ...(!police && !owe ? ([['PCN', pcn]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.6),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `Our records and those of the DVLA show you as the registered keeper of the ${colour.toLowerCase()} ${makeModel}, registration ${reg}. On ${D(c, removed)} at ${time} the vehicle ${why}. It was taken to ${operator}, ${poundAddr}, where it is held on our behalf.`,
        },
        { grid: charges, header: ['', '', 'Amount'], widths: [0.58, 0.2, 0.22] },
        { p: dispose },
        { p: stage === 1 ? `${accrue} ${release}` : `${after} ${release}` },
        { small: legal },
      ],
      closing: 'Yours faithfully',
      sign: police
        ? [
            ...signatory(
              r,
              seized
                ? ['Vehicle Recovery Manager', 'Seizures Administrator']
                : ['Vehicle Recovery Manager', 'Removals Officer'],
            ),
            `${sub[0]}, ${name}`,
          ]
        : [...signatory(r, ['Parking Services Manager', 'Removals Officer']), `for ${name}`],
      footer: [
        police
          ? `${name}. Information about how we use personal data is on our website, ${web(name)}.`
          : `${name}, ${sub[0]}, ${officeAddress(r)}.`,
      ],
    };
  }
  const kind = stage === 1 ? 'first_demand' : 'final_demand';
  return { spec, truth: truth(name, due, ref, police ? 'normal' : 'parking', stage, kind, c, payBy) };
};

// ------------------------------------------------------------------------------------------------------------
// W195 Town or parish council allotment rent arrears
// ------------------------------------------------------------------------------------------------------------

/**
 * A town or parish council chasing a plot-holder's unpaid annual allotment rent (and the water charge billed with
 * it): stage 1 the reminder that the rent invoice has not been paid, 2 a second reminder ("we wrote to you on…"),
 * 3 a notice to quit: the rent has been in arrear for more than 40 days, so under the tenancy agreement the
 * council gives one month's notice ending the tenancy unless the arrears are paid before it expires. Small-council
 * style: the Clerk's office as the address, the Clerk (or the allotments officer) signs, payment by bank transfer
 * or cheque payable to the council, no registered-office footer.
 * Layouts: a letter from the Clerk (reference panel beside the address), an invoice-style reminder (ruled reference
 * cells, a charges table, a shaded amount band, a remittance slip; stages 1–2), or a formal notice (notice details
 * as a list, the condition boxed, a reply form with tick boxes; stage 3).
 * Truth: creditor = the council. Amount = the rent (less a concession where it applies) + the water charge + any
 * reminder fee: what is outstanding now; next year's rent, the full rate where a concession applies, the rate per
 * rod and the key deposit are not it. Reference = the invoice number the letter says to quote; the tenancy number and
 * the plot number are not it. payBy = the date it asks the rent to be paid by (at stage 3, the end of the notice).
 * Open choices: an ordinary overdue rent invoice from a small public body, not council tax, so 'normal'. Kind: 1 and
 * 2 are reminders ('reminder'; stage 1 because the first reminder only refers to the original invoice, which the
 * README says does not make a follow-up), 3 'termination_notice' (a notice to quit ending the tenancy; the README's
 * "termination demand" is stage 3).
 */
const allotmentRent: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const type = pick(r, ['Town Council', 'Parish Council', 'Parish Council']);
  const name = `${p} ${type}`;
  const head = pick(r, [[name], [name.toUpperCase()], [p, type]]);
  const stage = pick(r, [1, 2, 3] as const);
  // The rent year starts on a fixed day (Michaelmas, 1 October, Lady Day, 1 April or 1 January); the invoice went out a
  // few weeks before it. The letter's date follows from the stage, so the drawn date is replaced.
  const [mon, mday] = pick(r, [
    [8, 29],
    [9, 1],
    [2, 25],
    [3, 1],
    [0, 1],
  ] as [number, number][]);
  const lag = stage === 1 ? r.int(21, 40) : stage === 2 ? r.int(45, 65) : r.int(62, 100);
  const dueYear = addDays(new Date(Date.UTC(2025, mon, mday)), lag).getUTCFullYear() > 2025 ? 2024 : 2025;
  const dueDate = new Date(Date.UTC(dueYear, mon, mday));
  c.date = addDays(dueDate, lag);
  const invDate = addDays(dueDate, -r.int(21, 35));
  const yy = invDate.getUTCFullYear() % 100;
  const inv = pick(r, [
    () => `ALT/${yy}/${r.digits(3)}`,
    () => `${r.digits(4)}`,
    () => `A${r.digits(3)}${oOrI(r)}${r.digits(1)}`,
    () => `INV-${yy}${r.digits(3)}`,
  ])();
  const tenancy = `T${r.digits(3)}`;
  const plot = `${r.int(1, 64)}${pick(r, ['', '', 'A', 'B'])}`;
  const site = `${address(r)[0].replace(/^\d+ /, '')} Allotments`;
  const half = r.chance(0.45);
  const rods = half ? 5 : 10;
  const perRod = pick(r, [3.8, 4.2, 4.6, 5, 5.5, 6.4]);
  const fullRent = round2(rods * perRod);
  const concession = r.chance(0.25);
  const rent = concession ? round2(fullRent / 2) : fullRent;
  const water = pick(r, [0, 5, 6, 8, 12]);
  const fee = stage > 1 && r.chance(0.35) ? pick(r, [5, 10]) : 0;
  const due = round2(rent + water + fee);
  const deposit = pick(r, [10, 15, 20, 25]);
  const nextRent = round2(fullRent + rods * pick(r, [0.2, 0.3, 0.4]));
  const rem1 = addDays(dueDate, r.int(21, 30));
  const yearTo = addDays(dueDate, 364);
  const ends = new Date(Date.UTC(c.date.getUTCFullYear(), c.date.getUTCMonth() + 1, c.date.getUTCDate()));
  const payBy = stage === 3 ? addDays(ends, -1) : addDays(c.date, pick(r, [14, 21]));
  const clerk = signatory(r, ['Clerk to the Council', 'Town Clerk', 'Parish Clerk', 'Allotments Officer']);
  const clerkRole =
    type === 'Town Council'
      ? clerk[1].replace('Parish Clerk', 'Town Clerk')
      : clerk[1].replace('Town Clerk', 'Parish Clerk');
  const sub = [
    pick(
      r,
      type === 'Town Council'
        ? ['The Council Office', 'Town Hall', 'The Guildhall']
        : ['The Parish Office', 'Village Hall Office', 'Parish Rooms'],
    ) + `, ${officeAddress(r).replace(/^PO Box \d+, /, '')}`,
    `${phone(r)}  clerk@${host(name)}`,
  ];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const payHow = `Please pay by bank transfer to ${name}, ${bank}, using the reference ${inv}, or send a cheque payable to "${name}" to the address above with your invoice number on the back.${r.chance(0.5) ? ' We are sorry, but we cannot take card payments.' : ''}`;
  const lines: [string, string][] = [
    [
      `Allotment rent ${D(c, dueDate)} to ${D(c, yearTo)}, plot ${plot} (${rods} rods${concession ? ', concessionary rate' : ''})`,
      fmtMoney(rent),
    ],
    ...(water ? ([['Water charge', fmtMoney(water)]] as [string, string][]) : []),
    ...(fee ? ([['Reminder administration fee', fmtMoney(fee)]] as [string, string][]) : []),
  ];
  const outLabel = pick(r, ['Amount outstanding', 'Total now due', 'Balance due']);
  const concessionNote = concession
    ? ` The concessionary rate of ${fmtMoney(rent)} (half the full rent of ${fmtMoney(fullRent)}) has been applied.`
    : '';
  const intro =
    stage === 1
      ? `Our records show that the invoice we sent on ${D(c, invDate)} for the rent of your allotment, plot ${plot} at ${site}, has not yet been paid. The rent for the year was due on ${D(c, dueDate)}.${concessionNote} If you have paid in the last few days, thank you, and please ignore this reminder.`
      : stage === 2
        ? `We wrote to you on ${D(c, rem1)} to remind you that the rent for plot ${plot} at ${site}, due on ${D(c, dueDate)}, had not been paid. We have still not received it${fee ? `, and under the tenancy agreement a reminder fee of ${fmtMoney(fee)} has been added` : ''}.`
        : `The rent for your allotment, plot ${plot} at ${site}, was due on ${D(c, dueDate)} and, despite our reminders, has been in arrear for more than 40 days.`;
  const warn =
    stage === 1
      ? `Please pay ${fmtMoney(due)} by ${D(c, payBy)}. If you no longer wish to keep the plot, please let us know so that it can be offered to someone on the waiting list.`
      : `Please pay ${fmtMoney(due)} by ${D(c, payBy)}. If it is not paid by then, the Council will give you notice to quit, and your tenancy of the plot will end. There are ${r.int(12, 60)} people on the waiting list.`;
  const legal = `Clause ${r.int(3, 14)} of your tenancy agreement allows the Council to end the tenancy by one month's written notice if the rent is in arrear for 40 days or more, as section 1 of the Allotments Act 1922 permits.`;
  const after = `If the tenancy ends you must clear the plot and remove your belongings, including any shed or greenhouse you own, and return the gate key. Your key deposit of ${fmtMoney(deposit)} will be kept towards the cost of clearing the plot if it is not left clear. The arrears remain payable.`;
  const title =
    stage === 1
      ? pick(r, ['Allotment rent - reminder', 'REMINDER: ALLOTMENT RENT UNPAID', 'Your allotment rent'])
      : stage === 2
        ? pick(r, ['Second reminder - allotment rent', 'SECOND REMINDER', 'Allotment rent: second reminder'])
        : pick(r, [
            'NOTICE TO QUIT',
            'Notice to quit - allotment tenancy',
            'NOTICE OF TERMINATION OF ALLOTMENT TENANCY',
          ]);
  const layout = stage === 3 ? (r.chance(0.6) ? 'notice' : 'letter') : r.chance(0.5) ? 'form' : 'letter';
  const footer = [
    `${name}. Clerk and Responsible Financial Officer: ${clerkRole === 'Allotments Officer' ? signatory(r, ['x'])[0] : clerk[0]}. Allotment rents are exempt from VAT.${r.chance(0.5) ? ` From ${D(c, addDays(yearTo, 1))} the full rent for a ${rods}-rod plot will be ${fmtMoney(nextRent)} a year, as agreed by the Council.` : ''}`,
  ];
  let spec: Spec;
  if (layout === 'form') {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [pick(r, ['Invoice no.', 'Invoice number']), inv],
        ['Invoice date', D(c, invDate)],
        ['Tenancy no.', tenancy],
        ['Site / plot', `${site.replace(' Allotments', '')} / ${plot}`],
      ],
      title,
      titleStyle: pick(r, ['banner', 'rule'] as const),
      body: [
        { p: `${D(c, c.date)}` },
        { p: intro },
        {
          grid: [...lines.map(([k, v]) => [k, v]), [outLabel, fmtMoney(due)]],
          header: ['Description', 'Amount'],
          widths: [0.78, 0.22],
        },
        { amountBox: [outLabel, fmtMoney(due)] },
        { p: warn },
        { p: payHow },
      ],
      sign: [clerk[0], clerkRole],
      slip: {
        title: `Remittance - ${name} allotments`,
        rows: [
          ['Invoice no.', inv],
          ['Plot', `${plot}, ${site}`],
          [outLabel, fmtMoney(due)],
        ],
      },
      footer,
    };
  } else if (layout === 'notice') {
    spec = {
      face: c.face,
      head,
      logo: r.chance(0.5),
      sub,
      headAlign: pick(r, ['center', 'left'] as const),
      top: r.chance(0.5) ? ['BY HAND AND BY FIRST CLASS POST'] : undefined,
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Invoice no.', inv],
      ],
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['boxed', 'banner'] as const),
      body: [
        {
          kv: [
            ['To (tenant)', `${c.who.title} ${c.who.first} ${c.who.last}`],
            ['Allotment', `Plot ${plot}, ${site} (${rods} rods)`],
            ['Tenancy no.', tenancy],
            ['Rent due', `${D(c, dueDate)} (invoice ${inv})`],
            ['Rent in arrear', fmtMoney(due)],
          ],
        },
        { p: `${intro} ${legal}` },
        {
          boxed: [
            `The Council gives you notice that your tenancy of the allotment above will end on ${D(c, ends)}, unless the arrears of ${fmtMoney(due)} are paid in full by ${D(c, payBy)}.`,
          ],
        },
        { p: after },
        { p: payHow },
        {
          checks: [
            `I enclose / have paid ${fmtMoney(due)} and wish to keep plot ${plot}.`,
            `I wish to give up my tenancy of plot ${plot} and will return the key.`,
          ],
        },
      ],
      closing: 'Signed',
      sign: [clerk[0], clerkRole, `for and on behalf of ${name}`],
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Invoice no.', 'Our ref']), inv],
        ['Plot', `${plot}, ${site}`],
        ...(r.chance(0.5) ? ([['Tenancy', tenancy]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.35),
      panelBoxed: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: intro },
        { kv: [...lines, [`${outLabel}:`, fmtMoney(due)]] },
        ...(stage === 3
          ? ([
              { p: legal },
              {
                boxed: [
                  `This letter is notice to quit: your tenancy of plot ${plot} will end on ${D(c, ends)} unless ${fmtMoney(due)} is paid in full by ${D(c, payBy)}.`,
                ],
              },
              { p: after },
            ] as Block[])
          : ([{ p: warn }] as Block[])),
        { p: payHow },
        ...(stage < 3 && r.chance(0.5)
          ? ([
              {
                small: `If you are over 65 or receive a means-tested benefit you may qualify for the concessionary rate (half rent). Please ask the Clerk for a form.`,
              },
            ] as Block[])
          : []),
      ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully', 'Kind regards']),
      sign: [clerk[0], clerkRole, name],
      footer,
    };
  }
  const kind = stage === 3 ? 'termination_notice' : 'reminder';
  return { spec, truth: truth(name, due, inv, 'normal', stage, kind, c, payBy) };
};

export const FRESH18A_FAMILIES: Family[] = [
  {
    id: 'W193',
    name: 'Council Housing Benefit overpayment invoice to a former claimant (invoice, reminder, final notice)',
    group: 'public_body',
    make: hbOverpayment,
  },
  {
    id: 'W194',
    name: 'Police or council vehicle pound: vehicle held, release and storage charges, notice of intended disposal',
    group: 'public_body',
    make: vehiclePound,
  },
  {
    id: 'W195',
    name: 'Town or parish council allotment rent arrears: reminder, second reminder, notice to quit',
    group: 'public_body',
    make: allotmentRent,
  },
];
