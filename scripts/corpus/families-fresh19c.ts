/**
 * The eighteenth fresh held-out set, part c (W208–W210): kinds of letter the corpus does not have yet — a house
 * removals company's unpaid balance after a move (time over the quote, packing materials, storage of goods it still
 * holds and may sell under its conditions): its invoice, its reminder, and its final notice of intention to sell or its
 * solicitors' letter before claim; a hotel's charge that could not be collected (a card declined at checkout, damage
 * or a smoking deep-clean fee charged after checkout, a prepaid group booking that was declined and did not arrive):
 * the hotel's invoice, its reminder and its collection agency's letters; and parking charges on a private residential
 * estate's residents' parking scheme, issued by the estate's own management company or by the parking contractor it
 * appointed: a notice to keeper, a reminder or appeal rejection, and a letter before claim. Written blind to the
 * extractor; scored once. Every face is drawn per letter, each family has at least two layouts chosen per letter and
 * draws the sender's stage per letter, and ground truth follows ../shared/corpus/dev/README.md; where the README leaves
 * a case open the choice is commented at the family.
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, person, phone, place, sortCode, stem, web } from './vocab';
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

/** Two different surnames for a firm's name. */
const partners = (r: Parameters<Family['make']>[0]) => {
  const a = person(r).last;
  let b = person(r).last;
  while (b === a) b = person(r).last;
  return `${a} & ${b}`;
};
const vatNo = (r: Parameters<Family['make']>[0]) => `GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}`;
const cardEnd = (r: Parameters<Family['make']>[0]) =>
  `${pick(r, ['Visa', 'Mastercard', 'Amex'])} ending ${r.digits(4)}`;

// ------------------------------------------------------------------------------------------------------------
// W208 House removals company
// ------------------------------------------------------------------------------------------------------------

/** Packing materials: name, unit price ex VAT. */
const PACKING: [string, number][] = [
  ['Double-wall cartons', 2.6],
  ['Book cartons', 1.95],
  ['Wardrobe cartons (hire)', 12.5],
  ['Bubble wrap, 100m roll', 24],
  ['Packing paper, 10kg bundle', 19.5],
  ['Mattress covers', 4.75],
  ['Parcel tape', 1.8],
  ['TV / picture boxes', 14],
  ['Sofa covers', 6.5],
];

/**
 * A house removals company's unpaid balance after a move: time over the quoted hours, packing materials, and storage
 * of the part of the load it still holds (the new home was not ready, or the customer asked it to keep some goods).
 * Stage drawn per letter:
 *  1 the invoice after the move (a ruled invoice with a charges grid, a shaded balance box and a remittance slip, or a
 *    covering letter with the charges listed and a "Balance due" box beside the address);
 *  2 a reminder that refers to the invoice (and, now and then, to the customer's call disputing the extra hours),
 *    adding the storage charged since the invoice;
 *  3 either the company's own final notice, which is also its notice of intention to sell the goods it holds under
 *    its conditions of removal and storage (dark letterhead band or a plain letter, boxed warning), or its solicitors'
 *    letter before claim under the Pre-Action Protocol for Debt Claims.
 * Amount = the balance due / balance now due / total now due (charges + VAT − deposit − payment on the day, plus storage
 * and, in the solicitors' letter, statutory interest already added); the quoted price, the deposit, each charge line,
 * the VAT line, the weekly storage rate that keeps running, the auction costs and a court fee that *would* be added
 * are not it. Reference = the number the letter tells the customer to quote: the invoice number or the job number
 * (chosen per letter and said in the text), or in the solicitors' letter their own reference; the quote number, the
 * container numbers, the card ending and the bank account are not it.
 * Open choice: the solicitors write, ask for payment into their client account and tell the customer to quote their
 * reference, so under the README's on-behalf rule the creditor is the firm of solicitors, and the letter is a
 * recovery letter for a client: 'debt_collection', stage 3, kind letter_of_claim. The company's own letters are an
 * ordinary business's overdue invoice: 'normal'; kinds first_demand, reminder, final_demand.
 */
const removals: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Removals', 'Removals & Storage', 'Removals and Storage', 'Moving Services']);
  const office = officeAddress(r);
  const tel = phone(r);
  const stage = pick(r, [1, 1, 2, 2, 3, 3, 3] as const);
  const inv = pick(r, [
    `INV-${r.digits(5)}`,
    `${r.digits(6)}`,
    `R${oOrI(r)}${r.digits(5)}`,
    `SI/${r.digits(5)}`,
  ]);
  const job = pick(r, [`J${r.digits(5)}`, `${r.digits(4)}-${r.letters(2, 'HMRW')}`, `MV${r.digits(6)}`]);
  const quoteNo = `Q${r.digits(5)}`;
  const quoteRef = r.chance(0.5); // which reference the company asks to be quoted
  const solicitors = stage === 3 && r.chance(0.45);
  const ref = quoteRef ? job : inv;
  const refLabel = quoteRef ? 'job number' : 'invoice number';
  // storage runs from the move day; the invoice charges it to the invoice date, later letters to their own date
  const weeks1 = r.int(1, 5);
  const weeks2 = stage === 1 ? 0 : stage === 2 ? r.int(4, 7) : r.int(7, 14);
  const invDate = stage === 1 ? c.date : addDays(c.date, -7 * weeks2 - r.int(0, 5));
  const storedTo = addDays(invDate, 7 * weeks2);
  const moveDay = addDays(invDate, -7 * weeks1 - r.int(0, 3));
  const from = pick(r, [place(r), place(r)]);
  const to = place(r);
  const quoted = pick(r, [640, 780, 925, 1150, 1380, 1620, 1895, 2240]);
  const crew = r.int(2, 4);
  const hourly = pick(r, [38, 42, 45, 48]);
  const extraH = pick(r, [1.5, 2, 2.5, 3, 4, 5]);
  const extra = round2(crew * hourly * extraH);
  const packs = [...PACKING]
    .sort(() => r.next() - 0.5)
    .slice(0, r.int(2, 4))
    .map(([n, p]) => {
      const q = /roll|bundle|hire|TV|Sofa/.test(n) ? r.int(1, 5) : r.int(4, 45);
      return [n, q, p, round2(q * p)] as [string, number, number, number];
    });
  const packTotal = round2(packs.reduce((s, p) => s + p[3], 0));
  const boxes = r.int(1, 4);
  const weekly = pick(r, [18, 22.5, 25, 28, 32]);
  const store1 = round2(boxes * weekly * weeks1);
  const suspension = r.chance(0.4) ? pick(r, [45, 60, 85, 120]) : 0;
  const net = round2(quoted + extra + packTotal + store1 + suspension);
  const vat = round2(net * 0.2);
  const gross = round2(net + vat);
  const deposit = round2(Math.round(quoted * 1.2 * pick(r, [0.1, 0.2, 0.25])));
  const onDay = r.chance(0.4)
    ? round2(Math.floor(((quoted * 1.2 - deposit) * pick(r, [0.5, 1])) / 10) * 10)
    : 0;
  const balance = round2(gross - deposit - onDay);
  const containers = Array.from({ length: boxes }, () => `${r.letters(1, 'CSV')}${r.int(100, 480)}`);
  const card = cardEnd(r);
  // stage 2 onwards: storage since the invoice (incl. VAT)
  const store2 = round2(boxes * weekly * weeks2 * 1.2);
  const nowDue = round2(balance + store2);
  const pay = addDays(c.date, stage === 1 ? 14 : stage === 2 ? 14 : solicitors ? 30 : 14);
  const weekLine = `${fmtMoney(round2(boxes * weekly * 1.2))} a week including VAT (${boxes} container${boxes > 1 ? 's' : ''} at ${fmtMoney(weekly)} + VAT)`;
  const conds = pick(r, [
    'Conditions of Removal and Storage',
    'Terms and Conditions of Carriage and Storage',
    'Standard Conditions',
  ]);
  const clause = r.int(9, 21);
  const whereTo = `from ${from} to ${to}`;
  const rows: string[][] = [
    [`Removal as quoted (${quoteNo})`, '1', fmtMoney(quoted), fmtMoney(quoted)],
    [`Additional time: ${extraH} hrs x ${crew} crew`, `${extraH * crew}`, fmtMoney(hourly), fmtMoney(extra)],
    ...packs.map(([n, q, p, t]) => [n, String(q), fmtMoney(p), fmtMoney(t)]),
    ...(suspension
      ? [['Parking suspension (council fee)', '1', fmtMoney(suspension), fmtMoney(suspension)]]
      : []),
    [
      `Storage: ${boxes} container${boxes > 1 ? 's' : ''} x ${weeks1} wk`,
      `${boxes * weeks1}`,
      fmtMoney(weekly),
      fmtMoney(store1),
    ],
  ];
  const summary: [string, string][] = [
    ['Net', fmtMoney(net)],
    ['VAT at 20%', fmtMoney(vat)],
    ['Invoice total', fmtMoney(gross)],
    [`Deposit paid (${card})`, `-${fmtMoney(deposit)}`],
    ...(onDay ? ([['Paid on the day', `-${fmtMoney(onDay)}`]] as [string, string][]) : []),
  ];
  const holding = `We are holding ${boxes} container${boxes > 1 ? 's' : ''} of your furniture and effects at our store (container no${boxes > 1 ? 's' : ''}. ${containers.join(', ')}). Storage continues to be charged at ${weekLine} until the goods are delivered or collected.`;
  const sign = signatory(r, ['Accounts Manager', 'Office Manager', 'Director', 'Credit Controller']);
  const footer = [`${regLine(co.name, r)} VAT no. ${vatNo(r)}.`];
  const subLines = [office, `${tel}  ${web(co.name)}`];

  if (stage === 1) {
    const asInvoice = r.chance(0.55);
    if (asInvoice) {
      const spec: Spec = {
        face: c.face,
        head: co.head,
        logoMark: pick(r, ['chevron', 'bars', undefined] as const),
        sub: subLines,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel: [],
        refGrid: [
          ['Invoice no.', inv],
          ['Invoice date', D(c, invDate)],
          ['Job no.', job],
          ['Move date', D(c, moveDay)],
        ],
        title: pick(r, ['INVOICE', 'Tax invoice', 'Invoice - balance of removal charges']),
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body: [
          {
            p: `Removal of household goods ${whereTo} on ${D(c, moveDay)}. Your quotation was for ${pick(r, ['a crew of', 'up to'])} ${crew} men and a fixed price; the move took ${extraH} hours longer than quoted${r.chance(0.5) ? ' because the goods were not packed when the crew arrived' : ' because of restricted access at the new property'}, and additional packing materials were used.`,
          },
          {
            grid: rows,
            header: ['Description', 'Qty', 'Unit', 'Amount'],
            widths: [0.55, 0.1, 0.15, 0.2],
            boldLast: false,
          },
          { kv: summary },
          { amountBox: ['Balance due', fmtMoney(balance)] },
          {
            p: `Payment terms: ${pick(r, ['14 days', 'strictly 14 days from the invoice date'])}. Please pay by ${D(c, pay)}, quoting your ${refLabel} ${ref}. ${holding}`,
          },
        ],
        sign: [],
        slip: {
          title: `Remittance - ${co.name}`,
          rows: [
            [quoteRef ? 'Job number' : 'Invoice number', ref],
            ['Balance due', fmtMoney(balance)],
            ['Sort code / account', `${sortCode(r)} / ${r.digits(8)}`],
          ],
        },
        footer,
      };
      return { spec, truth: truth(co.name, balance, ref, 'normal', 1, 'first_demand', c, pay) };
    }
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logo: r.chance(0.4),
      sub: subLines,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: { label: 'Balance due', amount: fmtMoney(balance), note: `Please pay by ${D(c, pay)}` },
      panel: [
        [quoteRef ? 'Job no' : 'Invoice no', ref],
        [quoteRef ? 'Invoice no' : 'Job no', quoteRef ? inv : job],
        ['Date', D(c, invDate)],
      ],
      panelStacked: r.chance(0.4),
      title: pick(r, [
        'Your removal - final account',
        'Balance of your removal charges',
        'Your move: invoice enclosed',
      ]),
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        {
          p: `Thank you for choosing us for your move ${whereTo} on ${D(c, moveDay)}. Our quotation ${quoteNo} was for ${fmtMoney(quoted)} plus VAT, on which you paid a deposit of ${fmtMoney(deposit)}. On the day the work took ${extraH} hours more than allowed for, with a crew of ${crew}, and we supplied the packing materials listed below.`,
        },
        {
          table: [
            ['Removal as quoted', fmtMoney(quoted)],
            [`Extra time (${extraH} hrs, ${crew} men at ${fmtMoney(hourly)}/hr each)`, fmtMoney(extra)],
            [
              `Packing materials supplied (${packs.reduce((n, p) => n + p[1], 0)} items)`,
              fmtMoney(packTotal),
            ],
            ...(suspension ? ([['Parking suspension', fmtMoney(suspension)]] as [string, string][]) : []),
            [`Storage from ${D(c, moveDay)} (${weeks1} wk)`, fmtMoney(store1)],
            ['VAT at 20%', fmtMoney(vat)],
            [
              `Less deposit${onDay ? ' and payment on the day' : ''}`,
              `-${fmtMoney(round2(deposit + onDay))}`,
            ],
            ['Balance due', fmtMoney(balance)],
          ],
        },
        { p: holding },
        {
          p: `Please pay the balance of ${fmtMoney(balance)} within 14 days by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${tel}, quoting your ${refLabel}. Redelivery from store can be booked once the account is clear.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...sign, co.name],
      footer,
    };
    return { spec, truth: truth(co.name, balance, ref, 'normal', 1, 'first_demand', c, pay) };
  }

  if (stage === 2) {
    const disputed = r.chance(0.35);
    const rem1 = addDays(invDate, r.int(14, 21));
    const second = r.chance(0.4);
    const spec: Spec = {
      face: c.face,
      head: co.head,
      logoMark: pick(r, ['rings', 'chevron', undefined] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      ...(r.chance(0.5) ? { owe: { label: 'Balance now due', amount: fmtMoney(nowDue) } } : {}),
      panel: [
        [quoteRef ? 'Job number' : 'Invoice number', ref],
        ['Move date', D(c, moveDay)],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.6),
      title: second
        ? pick(r, ['Second reminder', 'SECOND REMINDER - ACCOUNT OVERDUE'])
        : pick(r, ['Payment reminder', 'Reminder: your removal account is overdue']),
      titleStyle: pick(r, ['plain', 'boxed', 'rule'] as const),
      body: [
        dear(c),
        {
          p: disputed
            ? `Thank you for your call on ${D(c, addDays(rem1, r.int(2, 6)))} about the additional time charged on our invoice ${inv} of ${D(c, invDate)}. We have checked the crew's time sheet, which you signed on completion: the crew arrived at ${pick(r, ['7.45am', '8.00am', '8.30am'])} and finished ${extraH} hours after the quoted time. We are therefore unable to reduce the charge, and the invoice remains payable in full.`
            : `Our invoice ${inv} dated ${D(c, invDate)} for your removal ${whereTo} was due for payment 14 days after that date.${second ? ` We sent you a reminder on ${D(c, rem1)},` : ''} ${second ? 'but' : 'To date'} we have not received the balance, and your goods remain in our store.`,
        },
        {
          grid: [
            [`Balance of invoice ${inv}`, fmtMoney(balance)],
            [`Storage ${D(c, invDate)} to ${D(c, storedTo)} (${weeks2} wk, incl. VAT)`, fmtMoney(store2)],
            ['Balance now due', fmtMoney(nowDue)],
          ],
          widths: [0.74, 0.26],
        },
        {
          p: `Please pay ${fmtMoney(nowDue)} by ${D(c, pay)}, quoting ${refLabel} ${ref}. Storage is still being charged at ${weekLine}; the sooner the account is settled, the sooner we can redeliver your goods${r.chance(0.5) ? ` (redelivery is ${fmtMoney(pick(r, [180, 240, 295]))} + VAT, payable in advance)` : ''}.`,
        },
        {
          p: `Under clause ${clause} of our ${conds}, which you accepted with our quotation, we have a lien on goods in our possession for all sums due to us. If the account remains unpaid we will write to you again before taking any further steps.`,
        },
        {
          small: `Bank transfer: sort code ${sortCode(r)}, account ${r.digits(8)}. Card payments: ${tel}. If you have already paid, thank you, and please ignore this letter.`,
        },
      ],
      closing: 'Yours sincerely',
      sign: [...sign, co.name],
      footer,
    };
    return { spec, truth: truth(co.name, nowDue, ref, 'normal', 2, 'reminder', c, pay) };
  }

  if (!solicitors) {
    const rems = [addDays(invDate, r.int(14, 20)), addDays(invDate, r.int(30, 40))];
    const sale = addDays(pay, pick(r, [28, 42, 60, 90]));
    const auction = pick(r, [15, 17.5, 20]);
    const band = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head: co.head,
      headBand: band,
      logoMark: pick(r, ['bars', 'shield', undefined] as const),
      sub: subLines,
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        [quoteRef ? 'Job no.' : 'Invoice no.', ref],
        ['Containers', containers.join(', ')],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: true,
      title: pick(r, [
        'FINAL NOTICE - INTENTION TO SELL GOODS',
        'Final notice: unpaid removal and storage charges',
        'Final demand - goods held in store',
      ]),
      titleStyle: band ? 'rule' : pick(r, ['banner', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: `Despite our invoice of ${D(c, invDate)} and our reminders of ${D(c, rems[0])} and ${D(c, rems[1])}, the charges for your removal ${whereTo} on ${D(c, moveDay)} and for storing your goods remain unpaid.`,
        },
        {
          table: [
            [`Invoice ${inv} (balance)`, fmtMoney(balance)],
            [`Storage since invoice (${weeks2} weeks, incl. VAT)`, fmtMoney(store2)],
            ['Total now due', fmtMoney(nowDue)],
          ],
          header: ['Account', 'Amount'],
        },
        {
          boxed: [
            `Unless the total now due of ${fmtMoney(nowDue)} is paid by ${D(c, pay)}, we intend to sell the goods we hold for you on or after ${D(c, sale)}, in accordance with clause ${clause} of our ${conds} and the Torts (Interference with Goods) Act 1977.`,
          ],
        },
        {
          p: `The proceeds of sale, less the auctioneer's commission (${auction}%) and the further storage charged until the sale, will be applied to your account; any surplus will be paid to you and any shortfall will still be owed. We may also issue a claim in the county court for the balance without further notice.`,
        },
        {
          p: `To stop the sale, pay ${fmtMoney(nowDue)} quoting ${refLabel} ${ref} by transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, or by card on ${tel}, and then book redelivery or collection. Storage continues at ${weekLine}.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [...sign, `for ${co.name}`],
      footer,
    };
    return { spec, truth: truth(co.name, nowDue, ref, 'normal', 3, 'final_demand', c, pay) };
  }

  // Solicitors' letter before claim
  const firm = pick(r, [
    `${partners(r)} Solicitors`,
    `${stem(r)} Legal LLP`,
    `${person(r).last} ${pick(r, ['Law', 'Legal'])} Ltd`,
  ]);
  const sRef = pick(r, [
    `${r.letters(3, 'ABCDHKMPRT')}/${r.digits(5)}/${r.int(1, 9)}`,
    `DR${r.digits(6)}`,
    `${r.letters(2, 'JKLM')}.${r.digits(4)}.${r.digits(3)}`,
  ]);
  const days = Math.round((c.date.getTime() - addDays(invDate, 14).getTime()) / 86400000);
  const interest = round2(((nowDue * 0.08) / 365) * days);
  const total = round2(nowDue + interest);
  const courtFee = total <= 300 ? 35 : total <= 500 ? 50 : total <= 1000 ? 70 : 80;
  const fOffice = officeAddress(r);
  const spec: Spec = {
    face: c.face,
    head:
      firm.length > 30 && r.chance(0.5)
        ? [firm.split(' ').slice(0, -1).join(' '), firm.split(' ').slice(-1)[0]]
        : [firm],
    sub: [
      pick(r, ['Debt Recovery Department', 'Commercial Litigation', 'Dispute Resolution']),
      fOffice,
      `${phone(r)}  recoveries@${host(firm)}`,
    ],
    headAlign: pick(r, ['right', 'center', 'left'] as const),
    recipient: rcpt(c),
    panel: [
      ['Our ref', sRef],
      [pick(r, ["Client's invoice", 'Client ref', 'Invoice']), inv],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.4),
    title: pick(r, [
      `Letter before claim: ${co.name}`,
      'LETTER BEFORE CLAIM',
      'Pre-action letter: debt claim',
    ]),
    titleStyle: pick(r, ['plain', 'rule'] as const),
    body: [
      dear(c),
      {
        p: `We act for ${co.name} (${pick(r, ['"our client"', '"the Company"'])}), who removed your household goods ${whereTo} on ${D(c, moveDay)} and who still holds part of your goods in store under clause ${clause} of its ${conds}. Our client's invoice ${inv} and its reminders have not been paid.`,
      },
      {
        grid: [
          ['Balance of invoice after deposit', fmtMoney(balance)],
          ['Storage charges to date (incl. VAT)', fmtMoney(store2)],
          [`Interest at 8% a year for ${days} days`, fmtMoney(interest)],
          ['Total now due', fmtMoney(total)],
        ],
        header: ['Claim', 'Amount'],
        widths: [0.72, 0.28],
      },
      {
        p: `We enclose an Information Sheet and Reply Form as required by the Pre-Action Protocol for Debt Claims. Please pay ${fmtMoney(total)} to our client account (sort code ${sortCode(r)}, account ${r.digits(8)}), quoting our reference ${sRef}, or complete and return the Reply Form, within 30 days of the date of this letter.`,
      },
      {
        p: `If we hear nothing from you by ${D(c, pay)}, we are instructed to issue a claim in the County Court without further notice. Interest will continue to accrue, and you would also be liable for the court fee (currently ${fmtMoney(courtFee)}) and fixed costs. Storage continues at ${weekLine}, and our client reserves its right to sell the goods it holds.`,
      },
      {
        small:
          'You may wish to get free independent advice about this debt, for example from a debt advice charity or Citizens Advice. If you dispute the debt, please say why on the Reply Form.',
      },
    ],
    closing: 'Yours faithfully',
    sign: [firm],
    footer: [
      `${firm} is authorised and regulated by the Solicitors Regulation Authority (SRA no. ${r.digits(6)}). Registered office: ${fOffice}.`,
    ],
  };
  return { spec, truth: truth(firm, total, sRef, 'debt_collection', 3, 'letter_of_claim', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// W209 Hotel charges after a stay
// ------------------------------------------------------------------------------------------------------------

/** Damage / cleaning lines a hotel charges after checkout: description, amount. */
const HOTEL_DAMAGE: [string, number][] = [
  ['Burn mark to carpet - repair and re-lay', 185],
  ['Stained mattress - replacement', 340],
  ['Broken wall-mounted TV bracket and panel', 265],
  ['Bathrobes removed from the room (2)', 70],
  ['Red wine stains - upholstery and curtain cleaning', 120],
  ['Cracked bathroom basin', 295],
  ['Damaged bedside lamp and headboard', 145],
  ['Additional housekeeping (excessive mess)', 90],
];

/**
 * A hotel's charge to a guest that could not be collected: the card payment at checkout was declined; a charge made
 * after checkout (damage found in the room, a deep-cleaning fee for smoking in a non-smoking room, the room taken out
 * of sale for a night) that the card on file would not take; or a prepaid group booking whose balance was declined and
 * whose party did not arrive (charged in full under the group contract, less the deposit). Sender and stage drawn
 * per letter:
 *  - the hotel's invoice (a folio-style invoice with a row of reference cells, a charges grid and a shaded balance
 *    box, or a covering letter with the charges at a tab stop): stage 1, kind first_demand;
 *  - the hotel's reminder, which refers to the invoice (or to the guest's e-mail disputing it) and warns that the
 *    account will go to collection agents: stage 2, kind reminder;
 *  - its collection agency's letter (boxed stacked panel with "Our ref" and the client's invoice number, or a "Total
 *    now due" box and a payment slip): the agency's first letter is stage 1, its follow-up ("we wrote to you on…",
 *    or after a broken promise to pay) stage 2; kind debt_recovery.
 * Creditor: the hotel prints its trading name at the head; the company that owns and runs it (a hotel group or the
 * hotel's own company) signs ("for and on behalf of …") and is named in the footer and on the invoice's payment line,
 * so creditorName = that company (the legal entity owed; the worked example's school/trust choice). For the agency's
 * letters the creditor is the agency (README on-behalf rule), 'debt_collection'; the hotel's own letters are 'normal'.
 * Amount = the balance due / amount outstanding / total now due (charges − deposit or payments, plus the agency's
 * collection charge where it has already been added); the room rate, each charge line, the deposit, the declined
 * amount shown on its own where it differs, and a court fee that *would* be added are not it.
 * Reference = the hotel's invoice number (the hotel's letters say to quote it) or the agency's own reference; the
 * folio, confirmation, room and group block numbers, the card ending and the client's invoice number in an agency
 * letter are not it.
 */
const hotelCharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const style = r.int(0, 4);
  const hotelName = [
    `The ${p} Hotel`,
    `${p} Manor Hotel`,
    `${p} Park Hotel & Spa`,
    `The ${p} Arms`,
    `${p} House Hotel`,
  ][style];
  const grp = r.chance(0.5);
  const operator = grp
    ? `${stem(r)} ${pick(r, ['Hotels', 'Hospitality', 'Inns', 'Leisure'])} ${pick(r, ['Ltd', 'Limited'])}`
    : `${hotelName.replace(/^The /, '').replace(' & Spa', '')} ${pick(r, ['Ltd', 'Limited'])}`;
  const sender = pick(r, ['hotel1', 'hotel1', 'hotel2', 'hotel2', 'agency', 'agency'] as const);
  const scenario = pick(r, ['declined', 'damage', 'smoking', 'noshow'] as const);
  const hOffice = officeAddress(r);
  const hTel = phone(r);
  const inv = pick(r, [
    `${r.digits(6)}`,
    `INV${r.digits(6)}`,
    `H${oOrI(r)}-${r.digits(5)}`,
    `${r.letters(2, 'ACDS')}/${r.digits(5)}`,
  ]);
  const folio = r.digits(5);
  const conf = pick(r, [`${r.digits(8)}`, `CNF${r.digits(6)}`, `${r.letters(3)}${r.digits(5)}`]);
  const room = `${r.int(1, 4)}${String(r.int(1, 40)).padStart(2, '0')}`;
  const card = cardEnd(r);
  const nights = r.int(1, 4);
  const rate = pick(r, [89, 104, 119, 135, 149, 165, 189, 215, 245]);
  // the stay happened before the hotel's invoice; later letters follow it
  const invDate = sender === 'hotel1' ? c.date : addDays(c.date, -r.int(24, 70));
  const depart = addDays(invDate, -r.int(scenario === 'noshow' ? 3 : 2, scenario === 'damage' ? 12 : 9));
  const arrive = addDays(depart, -nights);
  let lines: [string, string, number][] = []; // description, date, amount
  let credit = 0;
  let creditLabel = '';
  let story = '';
  let group = '';
  if (scenario === 'declined') {
    const guests = r.int(1, 2);
    for (let i = 0; i < nights; i++)
      lines.push([`Room ${room} - accommodation`, D(c, addDays(arrive, i)), rate]);
    if (r.chance(0.7))
      lines.push([
        `Breakfast x ${guests * nights}`,
        D(c, addDays(arrive, 1)),
        round2(guests * nights * 16.5),
      ]);
    lines.push(['Restaurant and bar', D(c, arrive), r.money(38, 210)]);
    if (r.chance(0.5))
      lines.push([`Car park (${nights} night${nights > 1 ? 's' : ''})`, D(c, depart), nights * 12]);
    if (r.chance(0.5)) {
      credit = rate;
      creditLabel = 'Deposit paid at booking';
    }
    story = `When you checked out of room ${room} on ${D(c, depart)}, the payment to your ${card} was declined. You told our reception team that you would call with another card, but we have not heard from you and the bill for your stay remains unpaid.`;
  } else if (scenario === 'damage') {
    const items = [...HOTEL_DAMAGE].sort(() => r.next() - 0.5).slice(0, r.int(1, 3));
    for (const [n, a] of items) lines.push([n, D(c, depart), a]);
    if (r.chance(0.5))
      lines.push([`Room ${room} out of order for 1 night (lost revenue)`, D(c, depart), rate]);
    story = `After you checked out of room ${room} on ${D(c, depart)}, our housekeeping team found the damage listed below, which we have photographed. Under the booking terms you accepted, we tried to charge the cost to the ${card} you gave us at check-in, but the payment was declined.`;
  } else if (scenario === 'smoking') {
    const fee = pick(r, [150, 175, 200, 250]);
    lines.push(['Deep cleaning fee - smoking in a non-smoking room', D(c, depart), fee]);
    if (r.chance(0.6))
      lines.push([`Room ${room} out of sale for 1 night (lost revenue)`, D(c, depart), rate]);
    if (r.chance(0.4)) lines.push(['Smoke detector reset and call-out', D(c, arrive), pick(r, [45, 60, 85])]);
    story = `During your stay in room ${room} (${D(c, arrive)} to ${D(c, depart)}) our staff found clear evidence of smoking in the room: cigarette ends, ash and a strong smell of smoke throughout. All our bedrooms are non-smoking, as your booking confirmation and the notice in each room state, and a deep cleaning fee applies. The charge to your ${card} after you left was declined.`;
  } else {
    const rooms = r.int(6, 18);
    const grate = pick(r, [79, 85, 95, 109, 120]);
    const gn = r.int(1, 2);
    group = `${pick(r, ['GRP', 'GB', 'BLK'])}-${r.digits(4)}`;
    const party = pick(r, [
      `${place(r)} Rugby Club tour`,
      `${c.who.last} wedding party`,
      `${place(r)} Choral Society`,
      `${place(r)} Golf Society weekend`,
    ]);
    lines.push([
      `Group accommodation: ${rooms} rooms x ${gn} night${gn > 1 ? 's' : ''} at ${fmtMoney(grate)}`,
      D(c, arrive),
      round2(rooms * gn * grate),
    ]);
    if (r.chance(0.5))
      lines.push([
        `Group dinner (${rooms * 2} covers, guaranteed)`,
        D(c, arrive),
        round2(rooms * 2 * pick(r, [24, 28.5, 32])),
      ]);
    const total0 = round2(lines.reduce((n, l) => n + l[2], 0));
    credit = round2(Math.round(total0 * 0.25));
    creditLabel = 'Deposit paid on signing (25%)';
    story = `You signed our group booking contract (block ${group}) for the ${party}, arriving on ${D(c, arrive)}. The balance was due 28 days before arrival; the payment taken from your ${card} on that date was declined, and none of the party arrived. Under clause ${r.int(6, 14)} of the contract, the full accommodation${lines.length > 1 ? ' and guaranteed dinner' : ''} charge is payable for a no-show, less the deposit you paid.`;
  }
  lines = lines.map(([a, b, v]) => [a, b, round2(v)]);
  // the same charges with the nights of accommodation on one line, for the letters that list them briefly
  const brief: [string, number][] =
    scenario === 'declined'
      ? [
          [
            `Accommodation, ${nights} night${nights > 1 ? 's' : ''} at ${fmtMoney(rate)}`,
            round2(nights * rate),
          ],
          ...lines
            .filter((l) => !l[0].endsWith('accommodation'))
            .map(([a, , v]) => [a, v] as [string, number]),
        ]
      : lines.map(([a, , v]) => [a, v]);
  const charges = round2(lines.reduce((n, l) => n + l[2], 0));
  const balance = round2(charges - credit);
  const vatIn = round2(charges - charges / 1.2);
  const hotelSign = signatory(r, [
    'Accounts Manager',
    'Credit Controller',
    'Front Office Manager',
    'General Manager',
    'Finance Manager',
  ]);
  const owns = grp
    ? `${hotelName} is owned and operated by ${operator}.`
    : `${hotelName} is a trading name of ${operator}.`;
  const hFooter = [`${owns} ${regLine(operator, r)} VAT no. ${vatNo(r)}.`];
  const head =
    r.chance(0.4) && hotelName.startsWith('The ')
      ? ['THE', hotelName.slice(4).toUpperCase()]
      : r.chance(0.3)
        ? [hotelName.toUpperCase()]
        : [hotelName];
  const mailHost = `${hotelName
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/[^a-z]/g, '')}.example`;
  const hSub = [hOffice, `${hTel}  accounts@${mailHost}`];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;
  const grid: string[][] = [
    ...lines.map(([a, b, v]) => [a, b, fmtMoney(v)]),
    ...(credit ? [[creditLabel, '', `-${fmtMoney(credit)}`]] : []),
  ];

  if (sender === 'hotel1') {
    const pay = addDays(c.date, 14);
    const folioLayout = r.chance(0.5);
    const body: Block[] = [
      ...(folioLayout ? [] : [dear(c)]),
      { p: story },
      ...(!folioLayout && scenario === 'damage' && r.chance(0.5)
        ? [
            {
              photos: lines.slice(0, 3).map(([a], i) => `Photo ${i + 1}, room ${room}: ${a.split(' - ')[0]}`),
            },
          ]
        : []),
      folioLayout
        ? { grid, header: ['Description', 'Date', 'Amount'], widths: [0.6, 0.2, 0.2], boldLast: false }
        : {
            kv: [
              ...brief.map(([a, v]) => [a, fmtMoney(v)] as [string, string]),
              ...(credit ? [[creditLabel, `-${fmtMoney(credit)}`] as [string, string]] : []),
              ['Balance due', fmtMoney(balance)],
            ],
          },
      ...(folioLayout ? [{ amountBox: ['Balance due', fmtMoney(balance)] as [string, string] }] : []),
      {
        p: `Please pay ${fmtMoney(balance)} within 14 days, by ${D(c, pay)}, by card on ${hTel} or by bank transfer to ${operator}, ${bank}, quoting invoice number ${inv}. Prices include VAT at 20% (VAT included: ${fmtMoney(vatIn)}).`,
      },
      {
        small: `If you believe this charge is wrong, please reply to accounts@${mailHost} within 14 days, giving your confirmation number ${conf}. Unpaid accounts are passed to our collection agents.`,
      },
    ];
    const spec: Spec = {
      face: c.face,
      head,
      logo: r.chance(0.3),
      logoMark: pick(r, ['shield', 'rings', undefined] as const),
      sub: folioLayout
        ? [...hSub, pick(r, [`Operated by ${operator}`, `${operator} t/a ${hotelName}`])]
        : hSub,
      headAlign: pick(r, ['center', 'left', 'right'] as const),
      recipient: rcpt(c),
      panel: folioLayout
        ? []
        : [
            ['Invoice no.', inv],
            ['Confirmation', conf],
            ['Date', D(c, c.date)],
          ],
      panelStacked: r.chance(0.4),
      ...(folioLayout
        ? {
            refGrid: [
              ['Invoice no.', inv],
              ['Folio', folio],
              [scenario === 'noshow' ? 'Group block' : 'Room', scenario === 'noshow' ? group : room],
              ['Invoice date', D(c, c.date)],
            ] as [string, string][],
          }
        : {}),
      title: folioLayout
        ? pick(r, ['INVOICE', 'Guest invoice', 'Tax invoice - guest account'])
        : scenario === 'noshow'
          ? pick(r, ['Your group booking: no-show charges', 'Group booking - balance due'])
          : pick(r, ['Charges following your stay', 'Your account with us', 'Unpaid charges from your stay']),
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body,
      ...(folioLayout ? {} : { closing: 'Yours sincerely' }),
      sign: folioLayout ? [] : [...hotelSign, `For and on behalf of ${operator}`],
      footer: hFooter,
    };
    return { spec, truth: truth(operator, balance, inv, 'normal', 1, 'first_demand', c, pay) };
  }

  const agencyCo = company(r, ['Credit Management', 'Collections', 'Credit Services', 'Recoveries']);
  if (sender === 'hotel2') {
    const pay = addDays(c.date, 7);
    const disputed = r.chance(0.35);
    const owe = r.chance(0.5);
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['shield', 'chevron', undefined] as const),
      sub: hSub,
      headAlign: pick(r, ['center', 'left'] as const),
      recipient: rcpt(c),
      ...(owe ? { owe: { label: 'Amount outstanding', amount: fmtMoney(balance) } } : {}),
      panel: [
        ['Invoice number', inv],
        ['Invoice date', D(c, invDate)],
        ...(owe ? [] : ([['Amount outstanding', fmtMoney(balance)]] as [string, string][])),
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      title: pick(r, ['Reminder - unpaid invoice', 'PAYMENT REMINDER', 'Your unpaid account']),
      titleStyle: pick(r, ['plain', 'rule', 'banner'] as const),
      body: [
        dear(c),
        {
          p: disputed
            ? `Thank you for your e-mail of ${D(c, addDays(invDate, r.int(5, 12)))} disputing our invoice ${inv}. We have reviewed the ${scenario === 'noshow' ? 'signed group contract and the payment records' : scenario === 'declined' ? 'folio and the card terminal records' : 'housekeeping report and photographs'} and are satisfied that the charges are correct, for the reasons given in our invoice. The amount outstanding remains payable.`
            : `We wrote to you on ${D(c, invDate)} enclosing invoice ${inv} for ${scenario === 'noshow' ? `your group booking (block ${group})` : `your stay from ${D(c, arrive)} to ${D(c, depart)}`}. The invoice was due for payment within 14 days and, according to our records, it has not been paid.`,
        },
        {
          table: [
            ...brief.map(([a, v]) => [a, fmtMoney(v)] as [string, string]),
            ...(credit ? ([[creditLabel, `-${fmtMoney(credit)}`]] as [string, string][]) : []),
            ['Amount outstanding', fmtMoney(balance)],
          ],
        },
        {
          p: `Please pay ${fmtMoney(balance)} by ${D(c, pay)}, quoting invoice number ${inv}, by card on ${hTel} or by bank transfer to ${bank}. If payment is not received by then, we will pass the account to our collection agents, ${agencyCo.name}, without further notice${r.chance(0.5) ? ', and a collection charge may be added under our terms' : ''}.`,
        },
      ],
      closing: pick(r, ['Yours sincerely', 'Kind regards']),
      sign: [...hotelSign, `For and on behalf of ${operator}`],
      footer: hFooter,
    };
    return { spec, truth: truth(operator, balance, inv, 'normal', 2, 'reminder', c, pay) };
  }

  // collection agency
  const aStage = pick(r, [1, 1, 2] as const);
  const aRef = pick(r, [
    `${r.letters(2, 'CDKM')}${r.digits(7)}`,
    `${r.digits(4)}-${r.digits(4)}`,
    `${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const fee = r.chance(0.5) ? round2(Math.min(Math.max(balance * 0.15, 25), 90)) : 0;
  const total = round2(balance + fee);
  const aOffice = officeAddress(r);
  const aTel = phone(r);
  const first = addDays(c.date, -r.int(16, 30));
  const promise = r.chance(0.5);
  const pay = addDays(c.date, aStage === 1 ? 14 : 7);
  const slipLayout = r.chance(0.5);
  const spec: Spec = {
    face: c.face,
    head: agencyCo.head,
    logoMark: pick(r, ['bars', 'chevron', undefined] as const),
    sub: [aOffice, `${aTel}  ${web(agencyCo.name)}`],
    headAlign: pick(r, ['left', 'right'] as const),
    returnAddress: r.chance(0.4) ? `Return address: ${agencyCo.name}, ${aOffice}` : undefined,
    recipient: rcpt(c),
    ...(slipLayout
      ? { owe: { label: 'Total now due', amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` } }
      : {}),
    panel: [
      ['Our ref', aRef],
      ['Client', operator],
      ['Client invoice', inv],
      ...(slipLayout ? [] : ([['Date', D(c, c.date)]] as [string, string][])),
    ],
    panelStacked: !slipLayout,
    panelBoxed: !slipLayout || r.chance(0.5),
    title:
      aStage === 1
        ? pick(r, [
            'Notice of debt transfer for collection',
            'Your unpaid hotel account',
            `Debt owed to ${operator}`,
          ])
        : pick(r, [
            'Second letter - payment still required',
            'We have not received your payment',
            'Further to our letter',
          ]),
    titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
    body: [
      dear(c),
      {
        p:
          aStage === 1
            ? `${operator}, which runs ${hotelName}, has instructed us to collect the unpaid balance of its invoice ${inv} for ${scenario === 'noshow' ? `a group booking made in your name for ${D(c, arrive)}` : `${scenario === 'declined' ? 'your stay' : 'charges arising from your stay'} from ${D(c, arrive)} to ${D(c, depart)}`}. Our client tells us that its invoice and reminder have not been paid. Please now deal with us, not the hotel.`
            : promise
              ? `When you called us on ${D(c, addDays(first, r.int(2, 8)))}, you agreed to pay the balance of your account with ${operator} (${hotelName}) by the end of that week. We have not received the payment and have not heard from you since.`
              : `We wrote to you on ${D(c, first)} about the unpaid account of our client ${operator} (${hotelName}), invoice ${inv}. We have not received payment or any reply from you.`,
      },
      {
        grid: [
          [`Balance of invoice ${inv}`, fmtMoney(balance)],
          ...(fee ? [['Collection charge (client terms and conditions)', fmtMoney(fee)]] : []),
          ['Total now due', fmtMoney(total)],
        ],
        widths: [0.72, 0.28],
      },
      {
        p: `Please pay ${fmtMoney(total)} ${aStage === 1 ? 'within 14 days of the date of this letter' : `by ${D(c, pay)}`}, quoting our reference ${aRef}, at ${web(agencyCo.name)}/pay, by card on ${aTel} or by transfer to ${bank}. If you cannot pay in full, call us to agree instalments.`,
      },
      {
        p:
          aStage === 1
            ? `If you dispute this debt, tell us why in writing within 14 days and we will put your account on hold while we ask our client for its records.`
            : `If we do not hear from you, we may recommend to our client that it issues a claim in the county court. A court fee and fixed costs would then be added to the debt, and a judgment could affect your ability to get credit.`,
      },
      {
        small: `Free, independent debt advice is available from debt advice charities. ${agencyCo.name} will treat you fairly if you are in financial difficulty.`,
      },
    ],
    closing: 'Yours sincerely',
    sign: [...signatory(r, ['Collections Officer', 'Client Services', 'Account Manager']), agencyCo.name],
    ...(slipLayout
      ? {
          slip: {
            title: `Payment slip - ${agencyCo.name}`,
            rows: [
              ['Our reference', aRef],
              ['Total now due', fmtMoney(total)],
            ] as [string, string][],
          },
        }
      : {}),
    footer: [fcaLine(agencyCo.name, r)],
  };
  return {
    spec,
    truth: truth(agencyCo.name, total, aRef, 'debt_collection', aStage, 'debt_recovery', c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W210 Residential estate parking charges
// ------------------------------------------------------------------------------------------------------------

/** What the vehicle was doing: the contravention as printed, and a shorter caption for a still. */
const ESTATE_CONTRAVENTIONS: [string, string][] = [
  ["No valid residents' permit displayed", 'no permit visible'],
  ["Parked in an allocated bay without the bay holder's permit", 'allocated bay, no permit'],
  ['Visitor permit expired or not valid for the date', 'expired visitor permit'],
  ['Parked in a visitor bay for longer than 48 hours', 'visitor bay overstay'],
  ['Parked on a hatched area / obstructing the access road', 'parked on hatching'],
  ['Parked in a bin store / emergency access area', 'emergency access area'],
];

/**
 * Parking charges on a private residential estate (a residents' parking scheme on estate roads and in bays that the
 * estate's management company controls), written either by the estate's own management company (in-house) or by the
 * parking contractor it appointed, which issues charges in its own name. Stage drawn per letter:
 *  1 a parking charge notice by post to the registered keeper (Protection of Freedoms Act 2012, Schedule 4): a notice
 *    with a row of reference cells, patrol stills, the details at a tab stop, a shaded amount box and a payment slip,
 *    or a plain letter with the amount box beside the address; the charge with a reduced amount for 14 days;
 *  2 a reminder that refers to the notice (the reduction has expired), or the reply rejecting the keeper's appeal
 *    (typically "I live here and forgot to display my permit"), which may offer the reduced amount again for 14 days;
 *  3 a letter before claim under the Pre-Action Protocol for Debt Claims: the charge plus the debt recovery costs
 *    already added, a reply form with tick boxes, and the court fee and legal costs that a claim *would* add.
 * Creditor = whoever writes and asks to be paid: the management company (its own legal name, e.g. "… Management
 * Company Ltd") or the contractor; the notices also name it as "the creditor" as Schedule 4 requires. The contractor's
 * letters name the management company as its client/landholder, which is not the creditor. debtType 'parking' (a
 * private parking charge). Kinds: notice_to_keeper, reminder, letter_of_claim.
 * Amount = the parking charge (the full charge, not the reduced amount) or, in the letter before claim, the total now
 * due (charge + recovery costs). Reference = the notice / charge / PCN number; the vehicle registration, permit
 * number, bay and plot numbers, the appeals service code, the patrol officer number and (in-house) the resident's
 * service charge account number are not it. dates.payBy: the date the full charge is due (28 days; not the 14-day
 * reduction), the reminder's / appeal reply's pay-by date, and 30 days for the letter before claim.
 */
const estateParking: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const est = `${place(r)} ${pick(r, ['Park', 'Gardens', 'Village', 'Quarter', 'Meadows', 'Wharf', 'Green'])}`;
  const mgmt = pick(r, [
    `${est} Management Company Ltd`,
    `${est} Residents Management Company Limited`,
    `${est} (Estate Management) Ltd`,
    `${est} RTM Company Ltd`,
  ]);
  const inHouse = r.chance(0.45);
  const contractor = company(r, [
    'Parking Solutions',
    'Parking Management',
    'Parking Services',
    'Car Park Control',
  ]);
  const writer = inHouse ? mgmt : contractor.name;
  const stage = pick(r, [1, 1, 2, 2, 3, 3] as const);
  const ref = pick(r, [
    `${r.letters(2, 'EPKO')}${r.digits(7)}`,
    `${est.split(' ')[0].slice(0, 3).toUpperCase()}/${r.digits(6)}`,
    `PC-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.digits(10)}`,
  ]);
  const reg = `${r.letters(2)}${r.int(10, 75)} ${r.letters(3)}`;
  const [contra, caption] = pick(r, ESTATE_CONTRAVENTIONS);
  const [charge, reduced] = pick(r, [
    [100, 60],
    [100, 60],
    [85, 50],
    [70, 40],
  ] as [number, number][]);
  const recovery = pick(r, [70, 60, 50]);
  const issued = stage === 1 ? c.date : addDays(c.date, stage === 2 ? -r.int(30, 45) : -r.int(70, 140));
  const seen = addDays(issued, -r.int(3, 12));
  const t1 = `${String(r.int(6, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const t2 = `${t1.slice(0, 3)}${String(Math.min(59, Number(t1.slice(3)) + r.int(5, 15))).padStart(2, '0')}`;
  const bay = `${pick(r, ['Bay', 'Space', 'Visitor bay'])} ${r.int(1, 140)}`;
  const inBay = /bay|permit/i.test(contra);
  const road = `${pick(r, ['Heron', 'Kingfisher', 'Meadow', 'Orchard', 'Beech', 'Willow'])} ${pick(r, ['Way', 'Close', 'Mews', 'Court', 'Drive'])}`;
  const site = `${road}, ${est}`;
  const officer = `${pick(r, ['PO', 'EO', 'Patrol'])} ${r.digits(3)}`;
  const scAcc = `SC${r.digits(5)}`;
  const office = officeAddress(r);
  const tel = phone(r);
  const site2 = inHouse ? `${web(est)}/parking` : `${web(contractor.name)}`;
  const head = inHouse
    ? mgmt.length > 30 || r.chance(0.5)
      ? [est, mgmt.slice(est.length + 1)]
      : [mgmt]
    : contractor.head;
  const sub = inHouse
    ? [
        pick(r, ['Estate Office', 'Estate Management Office', 'Parking Administration']),
        office,
        `${tel}  ${site2}`,
      ]
    : [office, `${tel}  ${site2}`];
  const footer = inHouse
    ? [`${regLine(mgmt, r)} Management company for ${est}.`]
    : [`${regLine(contractor.name, r)} Parking at ${est} is managed under contract with ${mgmt}.`];
  const authority = inHouse
    ? `${mgmt} manages the private roads and parking areas at ${est} and operates the residents' parking scheme set out in the Estate Parking Regulations`
    : `We manage parking on the private roads at ${est} for ${mgmt}, which operates the estate's residents' parking scheme`;
  const signs = `Signs at the entrance to the estate and throughout the parking areas state that only vehicles displaying a valid ${inHouse ? 'estate' : "residents'"} or visitor permit may park, and that a parking charge of ${fmtMoney(charge)} applies otherwise.`;
  const signer = inHouse
    ? [
        ...signatory(r, ['Estate Manager', 'Parking Administrator', 'Company Secretary']),
        `For and on behalf of ${mgmt}`,
      ]
    : [
        ...signatory(r, ['Parking Services Team', 'Customer Services', 'Compliance Officer']),
        contractor.name,
      ];
  const details: [string, string][] = [
    ['Vehicle registration', reg],
    ['Location', site],
    ['Date and time', `${D(c, seen)} ${t1}-${t2}`],
    ['Contravention', contra],
  ];
  const bank = `sort code ${sortCode(r)}, account ${r.digits(8)}`;

  if (stage === 1) {
    const due = addDays(issued, 28);
    const disc = addDays(issued, 14);
    const noticeLayout = r.chance(0.55);
    const title = pick(r, [
      'PARKING CHARGE NOTICE',
      'Notice to Keeper',
      'Parking Charge Notice - Notice to Keeper',
    ]);
    const pofa = `The driver must pay this charge. We do not know the driver's name or address. If after 29 days from the day after this notice is given the charge is unpaid and you have not named the driver and given an address for service, the creditor, ${writer}, may recover it from you, the keeper, under Schedule 4 of the Protection of Freedoms Act 2012.`;
    const payText = `Pay ${fmtMoney(charge)} by ${D(c, due)}, or ${fmtMoney(reduced)} if paid by ${D(c, disc)}, at ${site2} or on ${tel}, quoting notice number ${ref} and the vehicle registration.`;
    const appeal = `Residents and visitors with a valid permit may appeal within 28 days, sending a photo of the permit${inHouse ? '' : ' and their address on the estate'}.`;
    if (noticeLayout) {
      const spec: Spec = {
        face: c.face,
        head,
        ...(r.chance(0.4)
          ? { headBand: true, logoMark: 'bars' as const }
          : { logoMark: pick(r, ['shield', 'chevron', undefined] as const) }),
        sub,
        headAlign: pick(r, ['left', 'right'] as const),
        recipient: rcpt(c),
        panel: [],
        refGrid: [
          ['Notice number', ref],
          ['Vehicle', reg],
          ['Date issued', D(c, issued)],
          ['Charge', fmtMoney(charge)],
        ],
        title,
        titleStyle: pick(r, ['banner', 'boxed'] as const),
        body: [
          {
            p: `${authority}. According to the DVLA you are the registered keeper of the vehicle below, which was parked in breach of the scheme's terms shown on the signs at ${est}.`,
          },
          { kv: details },
          { photos: [`${D(c, seen)} ${t1} - ${caption}`, `${D(c, seen)} ${t2} - ${inBay ? bay : road}`] },
          { amountBox: ['Parking charge now payable', fmtMoney(charge)] },
          { p: payText },
          { small: `${pofa} ${appeal}` },
        ],
        sign: [],
        slip: {
          title: `Payment slip - ${writer}`,
          rows: [
            ['Notice number', ref],
            ['Vehicle', reg],
            ['Amount', fmtMoney(charge)],
          ],
        },
        footer,
      };
      return { spec, truth: truth(writer, charge, ref, 'parking', 1, 'notice_to_keeper', c, due) };
    }
    const spec: Spec = {
      face: c.face,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      owe: {
        label: 'Parking charge',
        amount: fmtMoney(charge),
        note: `${fmtMoney(reduced)} if paid by ${D(c, disc)}`,
      },
      panel: [
        ['PCN no.', ref],
        ['Vehicle', reg],
        ['Date of notice', D(c, issued)],
      ],
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        { p: `To the registered keeper of ${reg},` },
        {
          p: `${authority}. On ${D(c, seen)} between ${t1} and ${t2} our patrol officer (${officer}) recorded the vehicle at ${site}${inBay ? ` (${bay})` : ''}. Contravention: ${contra.toLowerCase()}. ${signs}`,
        },
        { p: payText },
        { p: pofa },
        { small: appeal },
      ],
      closing: 'Yours faithfully',
      sign: signer,
      footer,
    };
    return { spec, truth: truth(writer, charge, ref, 'parking', 1, 'notice_to_keeper', c, due) };
  }

  if (stage === 2) {
    const appealed = r.chance(0.35);
    const pay = addDays(c.date, 14);
    const code = r.digits(10);
    const appealDay = addDays(issued, r.int(5, 20));
    const owe = r.chance(0.55);
    const spec: Spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['chevron', 'rings', undefined] as const),
      sub,
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      ...(owe ? { owe: { label: 'Amount due', amount: fmtMoney(charge) } } : {}),
      panel: [
        ['Notice number', ref],
        ['Vehicle', reg],
        ...(inHouse && r.chance(0.6) ? ([['Plot / flat', `${r.int(1, 180)}`]] as [string, string][]) : []),
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.4),
      panelBoxed: r.chance(0.5),
      title: appealed
        ? pick(r, ['Your appeal has been rejected', 'Appeal outcome: rejected'])
        : pick(r, ['Reminder: parking charge unpaid', 'PARKING CHARGE REMINDER', 'Reminder notice']),
      titleStyle: pick(r, ['plain', 'rule', 'boxed'] as const),
      body: [
        dear(c),
        {
          p: appealed
            ? `Thank you for your appeal of ${D(c, appealDay)} against parking charge ${ref}, in which you say that you live on the estate and had a permit for the vehicle but it was not on display. The Estate Parking Regulations, which ${inHouse ? 'every resident is sent on moving in' : 'the management company sends to every resident'}, require the permit to be displayed clearly in the windscreen at all times; the stills show no permit visible on ${D(c, seen)}. We have therefore rejected your appeal.`
            : `We wrote to you on ${D(c, issued)} about the parking charge incurred by vehicle ${reg} at ${site} on ${D(c, seen)} (${contra.toLowerCase()}). The charge has not been paid and we have not received an appeal or the driver's details. The reduced amount of ${fmtMoney(reduced)} is no longer available.`,
        },
        ...(appealed
          ? [
              {
                p: `The parking charge of ${fmtMoney(charge)} remains payable. As a goodwill gesture we will accept the reduced amount of ${fmtMoney(reduced)} if it is paid within 14 days of this letter; after that the full charge must be paid by ${D(c, pay)}. If you do not accept our decision you may appeal to the independent appeals service within 28 days, using the verification code ${code}.`,
              } as Block,
            ]
          : [
              {
                kv: [
                  ['Parking charge', fmtMoney(charge)],
                  ['Contravention', contra],
                  ['Amount due', fmtMoney(charge)],
                ] as [string, string][],
              } as Block,
              {
                p: `Please pay ${fmtMoney(charge)} by ${D(c, pay)} at ${site2}, by phone on ${tel} or by transfer to ${bank}, quoting ${ref}. If it is not paid, the matter will be passed for debt recovery, ${fmtMoney(recovery)} recovery costs will be added, and court action may follow.`,
              } as Block,
            ]),
        ...(inHouse
          ? [
              {
                small: `This parking charge is separate from your service charge account (${scAcc}) and must not be paid with your service charge. Residents can order replacement permits from the Estate Office.`,
              } as Block,
            ]
          : [
              {
                small: `${contractor.name} acts under contract with ${mgmt}. Replacement residents' permits are issued by the management company, not by us.`,
              } as Block,
            ]),
      ],
      closing: 'Yours sincerely',
      sign: signer,
      footer,
    };
    return { spec, truth: truth(writer, charge, ref, 'parking', 2, 'reminder', c, pay) };
  }

  // letter before claim
  const total = round2(charge + recovery);
  const pay = addDays(c.date, 30);
  const rem = addDays(issued, r.int(30, 45));
  const courtFee = 35;
  const legal = 50;
  const checks = r.chance(0.55);
  const spec: Spec = {
    face: c.face,
    head,
    logoMark: pick(r, ['shield', 'bars', undefined] as const),
    sub,
    headAlign: pick(r, ['left', 'right'] as const),
    recipient: rcpt(c),
    panel: [
      [pick(r, ['Our ref', 'Charge no.', 'PCN number']), ref],
      ['Vehicle', reg],
      ['Date', D(c, c.date)],
    ],
    panelStacked: r.chance(0.5),
    panelBoxed: r.chance(0.6),
    title: pick(r, [
      'LETTER BEFORE CLAIM',
      'Letter before claim - unpaid parking charge',
      'Final notice before court action',
    ]),
    titleStyle: pick(r, ['banner', 'rule', 'plain'] as const),
    body: [
      dear(c),
      {
        p: `${authority}. We issued a parking charge to the keeper of vehicle ${reg} for parking at ${site} on ${D(c, seen)} (${contra.toLowerCase()}), and wrote to you again on ${D(c, rem)}. The charge remains unpaid, and our claim is now as follows.`,
      },
      {
        grid: [
          [`Parking charge ${ref} (${D(c, seen)})`, fmtMoney(charge)],
          ['Debt recovery costs (as stated on the signs)', fmtMoney(recovery)],
          ['Total now due', fmtMoney(total)],
        ],
        header: ['Claim', 'Amount'],
        widths: [0.72, 0.28],
      },
      {
        p: `Unless you pay ${fmtMoney(total)} within 30 days of the date of this letter (by ${D(c, pay)}), or reply using the enclosed Reply Form, ${writer} intends to issue a claim against you in the County Court without further notice. A court fee of ${fmtMoney(courtFee)} and legal representative's costs of ${fmtMoney(legal)} would then be added, with interest.`,
      },
      ...(checks
        ? ([
            { h: 'Reply Form (tick one and return within 30 days)' },
            {
              checks: [
                `I will pay the total of ${fmtMoney(total)} in full.`,
                'I want to pay by instalments (complete the enclosed income and expenditure form).',
                'I dispute the charge because (please explain):',
                'I need more time to get debt advice.',
              ],
            },
          ] as Block[])
        : []),
      {
        small: `Pay at ${site2} or by transfer to ${bank}, quoting ${ref}. This letter is sent under the Pre-Action Protocol for Debt Claims; an Information Sheet is enclosed. Free debt advice is available from independent advice services.${inHouse ? ` Your service charge account ${scAcc} is not affected.` : ''}`,
      },
    ],
    closing: 'Yours faithfully',
    sign: signer,
    footer,
  };
  return { spec, truth: truth(writer, total, ref, 'parking', 3, 'letter_of_claim', c, pay) };
};

export const FRESH19C_FAMILIES: Family[] = [
  {
    id: 'W208',
    name: 'House removals balance, storage and sale of goods held (or its solicitors)',
    group: 'business',
    make: removals,
  },
  {
    id: 'W209',
    name: 'Hotel charge after checkout or declined card (hotel or its collection agency)',
    group: 'business',
    make: hotelCharge,
  },
  {
    id: 'W210',
    name: 'Residential estate parking charge (management company or its contractor), up to letter before claim',
    group: 'private_parking',
    make: estateParking,
  },
];
