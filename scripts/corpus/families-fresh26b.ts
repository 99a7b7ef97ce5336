/** The twenty-fifth fresh set, part b: written blind (by a writer who had not read the extractor). */
import type { Spec, Block } from './compose';
import { addDays, fmtMoney, officeAddress, phone, sortCode, stem, vrm, web } from './vocab';
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
  host,
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Shared helpers
// ------------------------------------------------------------------------------------------------------------

/** A UK drama-range number written for callers from abroad. */
const intl = (r: Parameters<Family['make']>[0]) => `+44 ${phone(r).slice(1)}`;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** A date as a continental letter prints it: 07.03.2025 (sep '.'), 07-03-2025 or 07/03/2025. */
const euDate = (d: Date, sep: string) =>
  `${pad2(d.getUTCDate())}${sep}${pad2(d.getUTCMonth() + 1)}${sep}${d.getUTCFullYear()}`;
/** 1234.5 → "1.234,50" (continental) or "1,234.50" (English); Swiss "1'234.50". */
function num(v: number, style: 'eu' | 'en' | 'ch'): string {
  const [i, f] = v.toFixed(2).split('.');
  const sep = style === 'eu' ? '.' : style === 'ch' ? "'" : ',';
  const int = i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${int}${style === 'eu' ? ',' : '.'}${f}`;
}

// ------------------------------------------------------------------------------------------------------------
// W268 — a fine or toll incurred abroad, pursued by a European collection agency
// ------------------------------------------------------------------------------------------------------------

interface Abroad {
  country: string;
  lang: 'it' | 'nl' | 'fr' | 'no' | 'da' | 'de';
  cur: 'EUR' | 'NOK' | 'DKK' | 'CHF';
  /** £ per unit of the foreign currency. */
  rate: number;
  authority: string;
  noticeLabel: string;
  noticeNo: string;
  what: string;
  where: string;
  items: [string, number][];
  /** Request / reminder / final heading in the local language. */
  heads: [string, string, string];
  totalWord: string;
  feeLabel: string;
  refLabel: string;
  closing: string;
  /** The local-language paragraph (bilingual layout). */
  native: (tot: string, date: Date, ref: string, plate: string) => string;
}

function abroad(r: Parameters<Family['make']>[0]): Abroad {
  const k = r.int(0, 5);
  if (k === 0) {
    const town = pick(r, [
      'Castelvenna',
      'Borgoranno',
      'Pietralta',
      'Vallerossa',
      'Montefiorato',
      'Sanlorenzo Alto',
    ]);
    const passes = pick(r, [1, 1, 1, 2, 3]);
    const fine = pick(r, [83, 87, 92.7, 101]);
    return {
      country: 'Italy',
      lang: 'it',
      totalWord: 'Totale',
      feeLabel: 'Spese di sollecito / Reminder costs',
      refLabel: 'Riferimento / Reference',
      closing: 'Cordiali saluti / Yours faithfully',
      cur: 'EUR',
      rate: pick(r, [0.8412, 0.8467, 0.8531, 0.8589, 0.8624]),
      authority: `Comune di ${town}`,
      noticeLabel: 'Verbale n.',
      noticeNo: pick(r, [`${r.int(100, 9999)}/V/2025`, `V${r.digits(7)}/25`, `2025/${r.digits(6)}`]),
      what: `ZTL entry without permit${passes > 1 ? ` (${passes} entries)` : ''}, art. 7 CdS`,
      where: `Varco ZTL ${pick(r, ['Porta Nuova', 'Via Roma', 'Piazza Duomo', 'Corso Vittorio', 'San Marco'])}, ${town}`,
      items: [
        [`Sanzione / Fine${passes > 1 ? ` (${passes} x ${num(fine, 'eu')})` : ''}`, round2(fine * passes)],
        ['Spese di notifica e procedimento / Notification costs', round2(r.money(14, 29) * passes)],
      ],
      heads: ['AVVISO DI PAGAMENTO', 'SOLLECITO DI PAGAMENTO', 'ULTIMO AVVISO'],
      native: (tot, d, ref, pl) =>
        `Gentile Signore/Signora, il Comune di ${town} ci ha affidato il recupero della sanzione relativa al veicolo targato ${pl}. L'importo dovuto è di ${tot}. La preghiamo di effettuare il pagamento entro il ${euDate(d, '/')}, indicando il nostro riferimento ${ref}.`,
    };
  }
  if (k === 1) {
    const town = pick(r, ['Oostvenne', 'Westerdijk', 'Hoogmeer', 'Zandhoven', 'Veldwijk']);
    return {
      country: 'the Netherlands',
      lang: 'nl',
      totalWord: 'Totaal',
      feeLabel: 'Incassokosten / Collection costs',
      refLabel: 'Kenmerk / Reference',
      closing: 'Met vriendelijke groet / Kind regards',
      cur: 'EUR',
      rate: pick(r, [0.8412, 0.8467, 0.8531, 0.8589, 0.8624]),
      authority: `Gemeente ${town}`,
      noticeLabel: 'Aanslagnummer',
      noticeNo: `${r.digits(4)}.${r.digits(4)}.${r.digits(4)}`,
      what: 'Unpaid parking tax (naheffingsaanslag)',
      where: `${pick(r, ['Kerkstraat', 'Havenkade', 'Stationsplein', 'Molenweg', 'Marktplein'])}, ${town}`,
      items: [
        ['Parkeerbelasting / Parking tax', r.money(1.6, 7.2)],
        ['Kosten naheffingsaanslag / Assessment costs', pick(r, [72.9, 75.9, 80.5, 83.7])],
        ...(r.chance(0.5) ? ([['Aanmaningskosten / Reminder costs', 7.5]] as [string, number][]) : []),
      ],
      heads: ['Betalingsverzoek', 'Aanmaning', 'Laatste aanmaning'],
      native: (tot, d, ref, pl) =>
        `Geachte heer/mevrouw, de gemeente ${town} heeft ons opdracht gegeven de openstaande naheffingsaanslag voor het voertuig met kenteken ${pl} te innen. Het openstaande bedrag is ${tot}. Wij verzoeken u dit bedrag uiterlijk ${euDate(d, '-')} te betalen onder vermelding van ons kenmerk ${ref}.`,
    };
  }
  if (k === 2) {
    const town = pick(r, [
      'Saint-Aubin-sur-Lorne',
      'Montrevel-les-Bains',
      'Villecourt',
      'Bellerive-sur-Orge',
    ]);
    const fps = pick(r, [35, 40, 50, 60]);
    return {
      country: 'France',
      lang: 'fr',
      totalWord: 'Total dû',
      feeLabel: 'Frais de recouvrement / Recovery costs',
      refLabel: 'Référence / Reference',
      closing: 'Cordialement / Yours faithfully',
      cur: 'EUR',
      rate: pick(r, [0.8412, 0.8467, 0.8531, 0.8589, 0.8624]),
      authority: `Ville de ${town}`,
      noticeLabel: 'Avis de paiement n°',
      noticeNo: `${r.digits(6)} ${r.digits(6)} ${r.digits(4)}`,
      what: 'Unpaid on-street parking (FPS)',
      where: `${pick(r, ['Rue de la République', 'Place du Marché', 'Avenue Foch', 'Quai des Tanneurs'])}, ${town}`,
      items: [
        ['Forfait post-stationnement / Post-parking charge', fps],
        ['Majoration / Surcharge (FPS majoré)', 50],
      ],
      heads: ['DEMANDE DE PAIEMENT', 'RAPPEL', 'DERNIER RAPPEL AVANT POURSUITES'],
      native: (tot, d, ref, pl) =>
        `Madame, Monsieur, la ville de ${town} nous a confié le recouvrement du forfait post-stationnement concernant le véhicule immatriculé ${pl}. Le montant dû s'élève à ${tot}. Merci de régler cette somme avant le ${euDate(d, '/')} en rappelant notre référence ${ref}.`,
    };
  }
  if (k === 3) {
    const op = pick(r, ['Fjordvik', 'Nordheia', 'Vestdal', 'Eikeland']);
    const n = r.int(2, 9);
    const per = pick(r, [27, 33, 44, 58]);
    return {
      country: 'Norway',
      lang: 'no',
      totalWord: 'Totalt',
      feeLabel: 'Inkassosalær / Collection fee',
      refLabel: 'Referanse / Reference',
      closing: 'Med vennlig hilsen / Kind regards',
      cur: 'NOK',
      rate: pick(r, [0.0702, 0.0718, 0.0731, 0.0746]),
      authority: `${op} Bompengeselskap AS`,
      noticeLabel: 'Fakturanummer',
      noticeNo: r.digits(9),
      what: `${n} toll passages, no tag or account`,
      where: `${pick(r, ['Bomring', 'Bomstasjon'])} ${op}`,
      items: [
        [`Bompenger / Toll charges (${n} x NOK ${per})`, n * per],
        ['Purregebyr / Reminder fee', 35],
      ],
      heads: ['Betalingsoppfordring', 'Purring', 'Inkassovarsel'],
      native: (tot, d, ref, pl) =>
        `Vi er engasjert av ${op} Bompengeselskap AS for å kreve inn ubetalte bompenger for kjøretøy med registreringsnummer ${pl}. Utestående beløp er ${tot}. Vennligst betal innen ${euDate(d, '.')} og oppgi vår referanse ${ref}.`,
    };
  }
  if (k === 4) {
    const op = pick(r, ['Sundbro', 'Bæltvej', 'Kystlinjen', 'Fjordbro']);
    const cross = pick(r, [265, 295, 335, 410]);
    return {
      country: 'Denmark',
      lang: 'da',
      totalWord: 'I alt',
      feeLabel: 'Rykkergebyr / Reminder fee',
      refLabel: 'Reference',
      closing: 'Med venlig hilsen / Kind regards',
      cur: 'DKK',
      rate: pick(r, [0.1128, 0.1141, 0.1156, 0.1173]),
      authority: `${op} Betalingsanlæg A/S`,
      noticeLabel: 'Fakturanr.',
      noticeNo: `${r.digits(3)}-${r.digits(6)}`,
      what: 'Toll lane crossing, no payment',
      where: `${op}, betalingsanlæg vest`,
      items: [
        ['Bropassage / Bridge crossing', cross],
        ['Administrationsgebyr / Administration fee', pick(r, [100, 150])],
      ],
      heads: ['Betalingsanmodning', 'Rykker', 'Sidste rykker'],
      native: (tot, d, ref, pl) =>
        `Vi er blevet bedt af ${op} Betalingsanlæg A/S om at opkræve den ubetalte afgift for køretøjet med registreringsnummer ${pl}. Det skyldige beløb er ${tot}. Betal venligst senest ${euDate(d, '.')} og oplys vores reference ${ref}.`,
    };
  }
  const town = pick(r, ['Seewil', 'Obertal', 'Rheinau-Dorf', 'Brunnmatt']);
  const over = r.int(6, 19);
  const fine = over <= 10 ? pick(r, [40, 60, 120]) : pick(r, [180, 240, 250]);
  return {
    country: 'Switzerland',
    lang: 'de',
    totalWord: 'Gesamt',
    feeLabel: 'Mahngebühr / Reminder fee',
    refLabel: 'Referenz / Reference',
    closing: 'Freundliche Grüsse / Kind regards',
    cur: 'CHF',
    rate: pick(r, [0.8712, 0.8836, 0.8904, 0.9017]),
    authority: `Stadtpolizei ${town}`,
    noticeLabel: 'Ordnungsbusse Nr.',
    noticeNo: `${r.digits(2)}.${r.digits(6)}.${r.int(1, 9)}`,
    what: `Speeding, ${50 + over + 3} km/h in a 50 km/h zone`,
    where: `${pick(r, ['Seestrasse', 'Bahnhofstrasse', 'Hauptstrasse', 'Zürcherstrasse'])}, ${town}`,
    items: [
      ['Ordnungsbusse / Fixed fine', fine],
      ['Verfahrenskosten / Procedure costs', pick(r, [60, 100, 150])],
    ],
    heads: ['Zahlungsaufforderung', 'Mahnung', 'Letzte Mahnung'],
    native: (tot, d, ref, pl) =>
      `Sehr geehrte Damen und Herren, die Stadtpolizei ${town} hat uns mit dem Inkasso der unbezahlten Ordnungsbusse für das Fahrzeug mit dem Kennzeichen ${pl} beauftragt. Der offene Betrag beträgt ${tot}. Bitte bezahlen Sie bis zum ${euDate(d, '.')} unter Angabe unserer Referenz ${ref}.`,
  };
}

/** A foreign-currency amount the way the agency prints it. */
function cur(v: number, code: Abroad['cur'], style: number): string {
  if (code === 'EUR') return [`€${num(v, 'en')}`, `EUR ${num(v, 'eu')}`, `€ ${num(v, 'eu')}`][style];
  if (code === 'CHF') return `CHF ${num(v, style === 1 ? 'ch' : 'en')}`;
  return style === 0 ? `${code} ${num(v, 'en')}` : `${code} ${num(v, 'eu')}`;
}

/**
 * A parking, traffic or toll penalty incurred abroad (an Italian ZTL fine, a Dutch parking tax assessment, a French
 * FPS, a Norwegian or Danish automatic toll, a Swiss fixed speeding fine) pursued against the UK keeper by a European
 * collection agency acting for the foreign authority or operator — its first payment request, its reminder or its
 * final notice — or by the agency's UK collection partner. Three layouts per letter: a letter with a reference panel,
 * a boxed notice with a dark letterhead band, cells of references and a tear-off slip, or a bilingual letter (local
 * language column beside the English one). Headings mix the local language and English.
 *
 * Truth choices:
 * - Currency: the README's debtAmount is "a number in pounds" and cannot carry a currency. Every letter here therefore
 *   asks UK payers to pay a stated sterling amount (the foreign total converted at a printed rate) and also prints the
 *   foreign-currency total for SEPA payers; debtAmount = that sterling "amount to pay". The foreign total, the
 *   individual fine / fee lines, an expired reduced amount and an instalment figure are distractors.
 * - creditorName = the agency that writes and asks to be paid (README: a collector acting for someone else), not the
 *   foreign authority/operator; for the UK partner's letter, the UK partner. debtType 'debt_collection' throughout
 *   (README: a collector's letter is debt_collection whatever the original debt).
 * - accountNumber = the agency's own reference it tells you to quote; the foreign notice / invoice number, the
 *   vehicle registration and the agency's bank details are distractors.
 * - Stage / kind: first request 1 / debt_recovery; reminder citing the earlier letter 2 / reminder; final notice 3 /
 *   final_demand. The UK partner's first letter is its own first letter (1 / debt_recovery) even though it mentions
 *   the agency's earlier letters (they were not from this sender); its final notice is 3 / final_demand.
 */
const foreignFine: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const a = abroad(r);
  const plate = vrm(r);
  const s = stem(r);
  const agency = pick(r, [
    `${s} Euro Collect B.V.`,
    `${s} Inkasso GmbH`,
    `${s} Recouvrement International SAS`,
    `${s} Credit Recovery S.r.l.`,
    `${s} European Collections AS`,
  ]);
  const agencyShort = agency.replace(/ (B\.V\.|GmbH|SAS|S\.r\.l\.|AS)$/, '');
  const partner = r.chance(0.25);
  const ukName = partner
    ? `${stem(r)} ${pick(r, ['International Recoveries', 'Overseas Debt Services', 'Cross-Border Collections'])} Ltd`
    : '';
  const writer = partner ? ukName : agency;
  const stage = partner ? pick(r, [0, 2]) : r.int(0, 2);
  const ref = pick(r, [
    `${r.letters(2, 'EKOXZ')}${r.digits(7)}`,
    `${r.digits(3)}-${r.digits(4)}${oOrI(r)}${r.digits(2)}`,
    `${r.letters(3, 'CEKPX')}/${r.digits(6)}`,
    `${r.digits(2)}${oOrI(r)}${r.digits(6)}`,
  ]);
  const offence = addDays(c.date, -r.int(90, 420));
  const hour = `${pad2(r.int(7, 22))}:${pad2(r.int(0, 59))}`;
  const first = addDays(c.date, -r.int(35, 60));
  const second = addDays(first, r.int(21, 28));
  const items = [...a.items];
  if (stage >= 1 && !partner)
    items.push([
      a.feeLabel,
      a.cur === 'EUR' || a.cur === 'CHF' ? pick(r, [12, 15, 19.5, 25]) : pick(r, [150, 200, 250]),
    ]);
  const total = round2(items.reduce((t, [, v]) => t + v, 0));
  const gbp = round2(total * a.rate);
  const cs = a.cur === 'EUR' ? r.int(0, 2) : r.int(0, 1);
  const tot = cur(total, a.cur, cs);
  const payDays = stage === 0 ? pick(r, [14, 21, 28]) : 14;
  const pay = addDays(c.date, payDays);
  const rateLine = `${a.cur === 'EUR' ? '€1' : `${a.cur} 1`} = £${a.rate.toFixed(4)}`;
  const reduced = a.lang === 'it' && r.chance(0.5) ? round2(a.items[0][1] * 0.7) : 0;
  const inst = r.chance(0.35) ? pick(r, [2, 3, 4]) : 0;
  const gbpStr = fmtMoney(gbp);
  const head = [a.heads[stage], ['PAYMENT REQUEST', 'REMINDER', 'FINAL NOTICE'][stage]];
  const titleCase = r.chance(0.5);
  const title = titleCase ? `${head[0]} / ${head[1]}` : `${head[0].toUpperCase()} - ${head[1].toUpperCase()}`;
  const layout = partner ? r.int(0, 1) : r.int(0, 2);

  const intro = partner
    ? `We have been instructed by ${agency}, which acts for ${a.authority} (${a.country}), to collect the amount below from you as the registered keeper of vehicle ${plate}. ${agencyShort} wrote to you on ${D(c, first)} and ${D(c, second)} but has not received payment.`
    : [
        `${a.authority} (${a.country}) has instructed us to collect the amount below, which is unpaid. Your name and address were provided by the UK vehicle licensing authority as the registered keeper of vehicle ${plate} on the date shown.`,
        `We wrote to you on ${D(c, first)} asking you to pay the amount owed to ${a.authority}. We have not received payment or heard from you, and we have now added our ${items[items.length - 1][0].split(' / ')[1].toLowerCase()}, shown below.`,
        `Despite our letters of ${D(c, first)} and ${D(c, second)}, the amount owed to ${a.authority} (${a.country}) for vehicle ${plate} remains unpaid. This is our final notice.`,
      ][stage];
  const warn =
    stage === 2
      ? `If ${gbpStr} is not received by ${D(c, pay)}, the file will be returned to ${a.authority}, which may start enforcement proceedings in ${a.country}. The amount may then be increased by surcharges and legal costs, and may be claimed from you if the vehicle is stopped or checked when you next travel there.`
      : stage === 1
        ? `Please pay ${gbpStr} within ${payDays} days, by ${D(c, pay)}. If you believe you are not liable (for example the vehicle was sold or hired out), send us evidence and we will refer it to ${a.authority}.`
        : `Please pay ${gbpStr} by ${D(c, pay)}. If you were not the driver, or the vehicle had been sold or hired out, tell us within ${payDays} days with evidence and we will pass it to ${a.authority}; we cannot cancel the charge ourselves.`;
  const grid: Block = {
    grid: [...items.map(([k, v]) => [k, cur(v, a.cur, cs)]), [`${a.totalWord} / Total`, tot]],
    header: ['Description', a.cur],
    widths: [0.72, 0.28],
  };
  const conv: Block = {
    small: `Converted into pounds sterling at ${rateLine} (rate on ${D(c, addDays(c.date, -r.int(1, 4)))}). Pay the sterling amount from a UK bank account or by card; pay ${tot} only if you pay by ${a.cur === 'EUR' ? 'SEPA transfer in euros' : `international transfer in ${a.cur}`}.`,
  };
  const payKv: Block = {
    kv: [
      ['Online (card):', `${web(writer)}/pay`],
      ['UK bank transfer:', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
      ...(partner
        ? []
        : ([
            [
              'IBAN / BIC:',
              `${pick(r, ['NL00', 'DE00', 'IT00', 'FR00'])} ${r.letters(4, 'ABCDEFGHKLMNPRSTUVWXYZ')} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)} / ${r.letters(6)}2X`,
            ],
          ] as [string, string][])),
      ['Reference:', ref],
    ],
  };
  const extras: Block[] = [];
  if (reduced)
    extras.push({
      small: `The reduced amount of ${cur(reduced, 'EUR', cs)} (importo ridotto) applied only to payment within 5 days of the original notice and is no longer available.`,
    });
  if (inst)
    extras.push({
      p: `If you cannot pay in one go, we can accept ${inst} monthly payments of ${fmtMoney(round2(Math.ceil((gbp / inst) * 100) / 100))}. Call us on ${intl(r)} before ${D(c, pay)} to set this up.`,
    });
  const n = r.int(2, 180);
  const seat: Record<string, string> = {
    'B.V.': `Handelsweg ${n}, Zandhoven, the Netherlands. KvK ${r.digits(8)}`,
    GmbH: `Industriestrasse ${n}, Neustadt am Seewald, Germany. HRB ${r.digits(5)}`,
    SAS: `${n} rue du Commerce, Villecourt, France. RCS ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    'S.r.l.': `Via dell'Industria ${n}, Borgoranno, Italy. REA ${r.digits(6)}`,
    AS: `Næringsveien ${n}, Fjordvik, Norway. Org.nr. ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
  };
  const form = agency.slice(agencyShort.length + 1);
  const footer = partner
    ? [regLine(ukName, r)]
    : [
        `${agency}, ${seat[form]}. UK correspondence address: ${officeAddress(r)}. We collect on behalf of public authorities and road operators; the amount is owed to our client and paid to us.`,
      ];
  const sub = [
    partner
      ? `Acting for ${agency}`
      : pick(r, [
          'International Collections - UK desk',
          'Cross-border penalty collection',
          'UK customer service',
        ]),
    `Tel ${intl(r)}  ${pick(r, ['Mon-Fri 9:00-17:00 UK time', '9:00-17:00 CET'])}`,
    `uk@${host(writer)}`,
  ];
  const facts: [string, string][] = [
    ['Issued by:', a.authority],
    [`${a.noticeLabel}:`, a.noticeNo],
    ['Vehicle:', plate],
    ['Date / time:', `${D(c, offence)} ${hour}`],
    ['Location:', a.where],
    ['Offence / charge:', a.what],
  ];

  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head:
        r.chance(0.4) && !partner && agencyShort.length <= 26
          ? [agencyShort.toUpperCase()]
          : partner
            ? [ukName]
            : [agency],
      sub,
      headAlign: pick(r, ['left', 'right'] as const),
      logoMark: pick(r, ['rings', 'chevron', undefined] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Our reference', 'Reference to quote', 'Payment reference']), ref],
        ['Client', a.authority],
        [a.noticeLabel.replace(/[.:]$/, ''), a.noticeNo],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.4),
      title,
      titleStyle: pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        { p: intro },
        { kv: facts.slice(3) },
        grid,
        {
          amountBox: [
            pick(r, ['Amount to pay in pounds sterling', 'Amount payable (GBP)', 'Total to pay (UK payers)']),
            gbpStr,
          ],
        },
        conv,
        { p: warn },
        ...extras,
        payKv,
      ],
      closing: pick(r, ['Yours faithfully', 'Kind regards']),
      sign: partner
        ? [...signatory(r, ['Collections Officer', 'Client Services Manager']), ukName]
        : [pick(r, ['UK Desk', 'Collections Team', 'Afdeling Incasso / Collections']), agency],
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head: partner ? [ukName] : [agency],
      headBand: true,
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      panel: [],
      refGrid: [
        [pick(r, ['Reference', a.refLabel]), ref],
        [a.noticeLabel.replace(/[.:]$/, ''), a.noticeNo],
        ['Vehicle', plate],
        ['Date', D(c, c.date)],
      ],
      title,
      titleStyle: 'banner',
      body: [
        { p: intro },
        { kv: facts.filter((_, i) => i !== 1 && i !== 2) },
        grid,
        { amountBox: [pick(r, ['To pay in GBP', 'Amount due (GBP)']), gbpStr] },
        conv,
        { p: warn },
        ...extras.slice(0, 1),
      ],
      sign: [],
      slip: {
        title: `Payment slip - ${writer}`,
        rows: [
          ['Reference', ref],
          ['Amount (GBP)', gbpStr],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else {
    spec = {
      face: c.face,
      head: partner ? [ukName] : [agency],
      sub,
      headAlign: 'center',
      logoMark: pick(r, ['rings', 'chevron'] as const),
      recipient: rcpt(c),
      panel: [
        [pick(r, ['Ref.', 'Our reference', 'Reference']), ref],
        [a.noticeLabel.replace(/[.:]$/, ''), a.noticeNo],
        ['Vehicle', plate],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: true,
      title,
      titleStyle: pick(r, ['boxed', 'rule'] as const),
      body: [
        {
          cols: [
            a.native(tot, pay, ref, plate),
            `${intro} You owe ${tot}; if you pay from the UK, the amount to pay is ${gbpStr} (${rateLine}). Please pay by ${D(c, pay)}, quoting our reference ${ref}.`,
          ],
        },
        { kv: facts.slice(3, 5) },
        grid,
        { amountBox: ['Amount to pay (GBP)', gbpStr] },
        { p: warn },
        ...extras.slice(-1),
        payKv,
      ],
      closing: r.chance(0.7) ? a.closing : 'Yours faithfully',
      sign: [partner ? ukName : agency],
      footer,
    };
  }
  const kind = (['debt_recovery', 'reminder', 'final_demand'] as const)[stage];
  return {
    spec,
    truth: truth(writer, gbp, ref, 'debt_collection', (stage + 1) as 1 | 2 | 3, kind, c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W269 — an unpaid current account overdraft
// ------------------------------------------------------------------------------------------------------------

/** An overdrawn balance as bank letters and statements print it. */
const od = (v: number, style: number) => [`-${fmtMoney(v)}`, `${fmtMoney(v)} OD`, `${fmtMoney(v)} DR`][style];

/**
 * An unpaid current account overdraft, chosen per letter along the bank's sequence: the first arrears letter (over
 * the arranged limit, or overdrawn with no arranged overdraft), the follow-up that warns the overdraft will be
 * withdrawn, a default notice under s.87(1) CCA 1974, the recoveries department's formal demand after the account was
 * closed, or a debt collection agency instructed by the bank. Three layouts per letter: a letter with a reference
 * panel, a notice with an amount box and a row of ruled reference cells, or a two-column "what has happened / what you
 * need to do" letter with a pay-in slip. Sort code, masked account number, overdraft limit, EAR, interest and fee
 * lines, the future whole balance and instalment figures are distractors.
 *
 * Truth choices:
 * - debtAmount = what the letter asks to be paid now: the first letter and the follow-up ask only for the amount over
 *   the arranged limit (the whole overdrawn balance when there is no arranged overdraft); the default notice asks for
 *   the "amount required to remedy the breach" (the over-limit sum, README) — the full overdrawn balance is printed as
 *   a distractor; the formal demand and the agency's letter ask for the whole closed balance.
 * - accountNumber = "our reference" that the letter asks you to quote (the customer pays into the account itself, but
 *   the account number is printed masked and cannot be quoted; the bank's own reference is the debt's reference). For
 *   the agency: its own reference; the bank's reference is a client reference.
 * - debtType: the enum has no overdraft; an overdraft is bank lending, not a card: 'loan' for the bank's letters (as
 *   the worked example did); the agency's letter is 'debt_collection'. creditorName: the bank's legal name as it signs
 *   (the letterhead may carry a short form); for the agency, the agency (README: the collector that writes).
 * - Stage / kind: first arrears letter 1 / first_demand; follow-up citing the first letter 2 / reminder; default
 *   notice 3 / default_notice; formal demand 3 / final_demand; agency's first letter 1 / debt_recovery, its follow-up
 *   2 / reminder.
 */
const overdraft: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const s = stem(r);
  const form = pick(r, ['Bank plc', 'Bank UK PLC', 'Building Society', 'Savings Bank plc']);
  const bank = `${s} ${form}`;
  const short =
    form === 'Building Society' ? bank : `${s} ${form.startsWith('Savings') ? 'Savings Bank' : 'Bank'}`;
  const step = r.int(0, 4);
  const agentStage = step === 4 ? r.int(0, 1) : 0;
  const ag =
    step === 4
      ? `${stem(r)} ${pick(r, ['Credit Management', 'Collections', 'Debt Recovery', 'Financial Recoveries'])} Ltd`
      : '';
  const sort = sortCode(r);
  const last4 = r.digits(4);
  const masked = pick(r, [`****${last4}`, `XXXX${last4}`, `ending ${last4}`, `**** ${last4}`]);
  const ref = pick(r, [
    `CU${r.digits(8)}`,
    `${r.digits(4)}/${r.digits(5)}/${r.letters(2)}`,
    `RCV-${r.digits(3)}${oOrI(r)}${r.digits(3)}`,
    `${r.letters(1, 'BDK')}${r.digits(2)}${oOrI(r)}${r.digits(5)}`,
  ]);
  const agRef = `${r.letters(2, 'CDKMO')}${r.digits(7)}`;
  const limit = r.chance(0.2) ? 0 : pick(r, [250, 500, 750, 1000, 1500, 2000, 2500, 3000]);
  const ear = pick(r, ['39.9%', '39.49%', '35.0%', '29.9%', '40.0%']);
  const excess1 = r.money(18, 420) + (limit ? 0 : r.money(60, 500));
  const interest1 = r.money(3, 48);
  const bal1 = round2(limit + excess1);
  const excess2 = round2(excess1 + r.money(6, 55));
  const bal2 = round2(limit + excess2);
  const closeInt = r.money(9, 80);
  const closed = addDays(c.date, -r.int(6, 20));
  const bal3 = round2(bal2 + closeInt);
  const first = addDays(c.date, -r.int(24, 40));
  const second = addDays(first, r.int(20, 30));
  const st = r.int(0, 2);
  const pay = addDays(c.date, step === 2 ? pick(r, [18, 21, 28]) : 14);
  const withdraw = addDays(c.date, 30);
  const monthlyFee = r.chance(0.35) ? pick(r, [3, 5, 12.5, 17]) : 0;
  const inst = r.chance(0.35) ? pick(r, [10, 15, 25, 40, 50]) : 0;
  const refLabel = pick(r, ['Our reference', 'Reference', 'Our ref']);
  const acctLine = `Sort code ${sort}, account ${masked}`;
  const over = limit ? 'over your arranged overdraft limit' : 'overdrawn without an arranged overdraft';
  const layout = r.int(0, 2);

  let amount: number;
  let title: string;
  let owe: string;
  let body: Block[];
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'default_notice' | 'final_demand' | 'debt_recovery';
  const writer = step === 4 ? ag : bank;
  const quote = step === 4 ? agRef : ref;
  const helpP: Block = {
    small: `If you are struggling with money, please talk to us${inst ? ` - for example we may be able to accept a plan of ${fmtMoney(inst)} a month` : ''}. Free, confidential debt advice is also available from independent debt advice services.`,
  };
  if (step === 0) {
    amount = limit ? round2(excess1) : bal1;
    stage = 1;
    kind = 'first_demand';
    title = pick(r, [
      limit ? 'Your account is over its overdraft limit' : 'Your account is overdrawn',
      'Action needed on your current account',
      'IMPORTANT: YOUR CURRENT ACCOUNT',
    ]);
    owe = limit ? 'Amount over your limit' : 'Amount to pay in';
    body = [
      {
        p: `Your current account (${acctLine}) is ${over}. ${limit ? `Your arranged overdraft limit is ${fmtMoney(limit)} and on ${D(c, addDays(c.date, -2))} your balance was ${od(bal1, st)}.` : `On ${D(c, addDays(c.date, -2))} your balance was ${od(bal1, st)}.`}`,
      },
      {
        grid: [
          ['Balance', od(bal1, st)],
          ...(limit ? [['Arranged overdraft limit', fmtMoney(limit)]] : []),
          [`Overdraft interest charged this month (${ear} EAR)`, fmtMoney(interest1)],
          ...(monthlyFee ? [['Monthly account fee', fmtMoney(monthlyFee)]] : []),
          [
            limit ? 'Amount you need to pay in' : 'Amount you need to pay in to clear the overdraft',
            fmtMoney(amount),
          ],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `Please pay in at least ${fmtMoney(amount)} by ${D(c, pay)} to bring your account ${limit ? 'back within its limit' : 'back into credit'}. The interest and fee shown are already included in your balance. Until then we may not make payments from your account that would take it further overdrawn.`,
      },
      helpP,
    ];
  } else if (step === 1) {
    amount = limit ? excess2 : bal2;
    stage = 2;
    kind = 'reminder';
    title = pick(r, [
      'Your account is still overdrawn',
      'Second reminder - current account',
      'We need you to contact us',
    ]);
    owe = 'Please pay in now';
    body = [
      {
        p: `We wrote to you on ${D(c, first)} because your current account (${acctLine}) was ${over}. We have not received enough money to put this right, and your balance is now ${od(bal2, st)}.`,
      },
      {
        kv: [
          ['Balance today:', od(bal2, st)],
          ...(limit ? ([['Arranged overdraft limit:', fmtMoney(limit)]] as [string, string][]) : []),
          ['Interest rate:', `${ear} EAR (variable)`],
          [limit ? 'Amount over the limit:' : 'Overdrawn amount:', fmtMoney(amount)],
        ],
      },
      {
        p: `Please pay in ${fmtMoney(amount)} by ${D(c, pay)}. ${limit ? `If you do not, we will withdraw your arranged overdraft on ${D(c, withdraw)}, and the whole overdrawn balance (${fmtMoney(bal2)} today, plus any further interest) will then be due.` : `If you do not, we may close your account and ask you to repay the balance in full.`} We may also tell credit reference agencies that your account is in arrears.`,
      },
      helpP,
    ];
  } else if (step === 2) {
    amount = limit ? excess2 : bal2;
    stage = 3;
    kind = 'default_notice';
    title = pick(r, ['DEFAULT NOTICE', 'Default Notice - s.87(1) CCA 1974']);
    owe = 'Amount required to remedy the breach';
    body = [
      ...(title === 'DEFAULT NOTICE'
        ? [{ h: 'Served under section 87(1) of the Consumer Credit Act 1974' } as Block]
        : []),
      { small: 'IMPORTANT - YOU SHOULD READ THIS CAREFULLY.' },
      {
        kv: [
          ['Agreement:', limit ? 'Current account with arranged overdraft' : 'Current account'],
          ['Account:', `${sort} ${masked}`],
          [
            'Breach:',
            limit
              ? `Balance above the ${fmtMoney(limit)} limit, not repaid`
              : 'Unarranged overdrawn balance not repaid',
          ],
          ['Account balance:', od(bal2, st)],
          ['To remedy the breach:', `pay ${fmtMoney(amount)}`],
          ['On or before:', D(c, pay)],
        ],
      },
      {
        boxed: [
          `ACTION REQUIRED TO REMEDY THE BREACH: YOU MUST PAY ${fmtMoney(amount)} ON OR BEFORE ${D(c, pay).toUpperCase()}.`,
          'IF THE ACTION REQUIRED BY THIS NOTICE IS TAKEN BEFORE THE DATE SHOWN, NO FURTHER ENFORCEMENT ACTION WILL BE TAKEN IN RESPECT OF THE BREACH.',
        ],
      },
      {
        p: `If the breach is not remedied by that date we intend to end your overdraft facility, close the account and demand the whole balance then owing (${fmtMoney(bal2)} today). The default may be registered with credit reference agencies.`,
      },
      {
        small:
          'IF YOU HAVE DIFFICULTY IN PAYING ANY SUM OWING UNDER THE AGREEMENT OR TAKING ANY OTHER ACTION REQUIRED BY THIS NOTICE, YOU CAN APPLY TO THE COURT WHICH MAY MAKE AN ORDER ALLOWING YOU OR ANY SURETY MORE TIME. IF YOU ARE NOT SURE WHAT TO DO, YOU SHOULD GET HELP AS SOON AS POSSIBLE. A copy of the current default information sheet is enclosed.',
      },
    ];
  } else if (step === 3) {
    amount = bal3;
    stage = 3;
    kind = 'final_demand';
    title = pick(r, ['Formal demand for repayment', 'FORMAL DEMAND', 'Closed account - repayment demanded']);
    owe = 'Total balance due';
    body = [
      {
        p: `We wrote to you on ${D(c, first)} and ${D(c, second)} about your overdrawn current account. As the arrears were not cleared, we withdrew your overdraft and closed the account on ${D(c, closed)}.`,
      },
      {
        grid: [
          ...(limit ? [['Arranged overdraft limit (withdrawn)', fmtMoney(limit)]] : []),
          ['Balance when the account was closed', fmtMoney(bal2)],
          ['Interest to the date of closure', fmtMoney(closeInt)],
          ['Total balance due', fmtMoney(bal3)],
        ],
        widths: [0.7, 0.3],
      },
      {
        p: `We now formally demand payment of ${fmtMoney(bal3)} by ${D(c, pay)}, or that you contact us to agree a repayment plan. No further interest will be added. If you do neither, we may pass the debt to a collection agency or take court action, and the default will be recorded with credit reference agencies.`,
      },
      {
        kv: [
          ['Pay to:', `Recoveries Department, sort code ${sortCode(r)}, account ${r.digits(8)}`],
          ['Quote:', ref],
        ],
      },
      helpP,
    ];
  } else {
    amount = bal3;
    stage = agentStage === 0 ? 1 : 2;
    kind = agentStage === 0 ? 'debt_recovery' : 'reminder';
    title =
      agentStage === 0
        ? pick(r, ['Your account has been passed to us', `Notice of instruction - ${bank}`])
        : pick(r, ['We have not heard from you', 'Reminder: balance outstanding']);
    owe = 'Balance outstanding';
    body = [
      {
        p:
          agentStage === 0
            ? `${bank} has instructed us to collect the balance of your closed current account (${acctLine}), which was closed on ${D(c, closed)}. The debt is still owed to ${bank}; we are collecting it on their behalf, so please now deal with us and not the bank.`
            : `We wrote to you on ${D(c, addDays(c.date, -r.int(21, 30)))} about the balance of your closed ${bank} current account (${acctLine}). We have not received a payment or an offer from you.`,
      },
      {
        kv: [
          ['Our client:', bank],
          ['Client reference:', ref],
          ['Our reference:', agRef],
          ['Balance outstanding:', fmtMoney(bal3)],
        ],
      },
      {
        p: `Please pay ${fmtMoney(bal3)} within 14 days, by ${D(c, pay)}, or call us to agree an affordable plan${inst ? ` (many customers pay from ${fmtMoney(inst)} a month)` : ''}. No interest or charges are being added while we hold your account.`,
      },
      {
        small: `We are a debt collection agency, not a firm of solicitors or bailiffs. Pay online at ${web(ag)} or by bank transfer, quoting ${agRef}.`,
      },
    ];
  }
  const sub =
    step === 4
      ? [officeAddress(r), `${phone(r)}  ${web(ag)}`]
      : [
          pick(
            r,
            step >= 2
              ? ['Collections and Recoveries', 'Recoveries Department', 'Financial Support Team']
              : ['Customer Support Unit', 'Financial Support Team', 'Current Accounts'],
          ),
          officeAddress(r),
          `Call us on ${phone(r)}`,
        ];
  const head = step === 4 ? [ag] : r.chance(0.5) ? [bank] : [short.toUpperCase()];
  const sign =
    step === 4
      ? [...signatory(r, ['Collections Manager', 'Account Manager']), ag]
      : step === 2 && r.chance(0.5)
        ? [`${bank}`]
        : [
            ...signatory(
              r,
              step >= 2
                ? ['Recoveries Manager', 'Head of Collections']
                : ['Customer Support Manager', 'Financial Support Team'],
            ),
            bank,
          ];
  const footer =
    step === 4
      ? [fcaLine(ag, r)]
      : [
          `${bank} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (register no. ${r.digits(6)}). ${form === 'Building Society' ? `Registered under the Building Societies Act 1986, no. ${r.digits(6)}B.` : `Registered in England and Wales no. ${r.digits(8)}.`} Registered office: ${officeAddress(r)}.`,
        ];
  const quoteLine: Block = {
    p: `When you call or write to us, please quote ${step === 4 ? 'our reference' : 'our reference'} ${quote}.`,
  };
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      top: step >= 2 ? ['PRIVATE AND CONFIDENTIAL'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['left', 'center'] as const),
      logoMark: pick(r, ['bars', 'shield', undefined] as const),
      recipient: rcpt(c),
      panel: [
        [step === 4 ? 'Our reference' : refLabel, quote],
        ['Sort code', sort],
        ['Account', masked],
        ['Date', D(c, c.date)],
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: step === 2 ? 'boxed' : pick(r, ['plain', 'rule'] as const),
      body: [dear(c), ...body, { amountBox: [owe, fmtMoney(amount)] }, quoteLine],
      closing: step === 2 ? 'Yours faithfully' : pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      headBand: r.chance(0.5),
      logoMark: pick(r, ['rings', 'chevron'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: {
        label: step === 2 ? 'To remedy the breach' : owe,
        amount: fmtMoney(amount),
        note: step === 2 ? `On or before ${D(c, pay)}` : `Please pay by ${D(c, pay)}`,
      },
      panel: [
        [step === 4 ? 'Our ref' : refLabel, quote],
        ['Date', D(c, c.date)],
      ],
      refGrid: [
        ['Sort code', sort],
        ['Account number', masked],
        [limit ? 'Overdraft limit' : 'Arranged overdraft', limit ? fmtMoney(limit) : 'None'],
        ['Overdraft rate', `${ear} EAR`],
      ],
      title,
      titleStyle: step === 2 ? 'banner' : pick(r, ['banner', 'rule'] as const),
      body: [dear(c), ...body, quoteLine],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      footer,
    };
  } else {
    const main = body.filter((b) => 'p' in b);
    const rest = body.filter((b) => !('p' in b));
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'right',
      logoMark: pick(r, ['bars', 'rings'] as const),
      recipient: rcpt(c),
      panel: [
        [step === 4 ? 'Our reference' : refLabel, quote],
        ['Account', `${sort} ${masked}`],
        ['Date', D(c, c.date)],
      ],
      panelStacked: r.chance(0.5),
      panelBoxed: r.chance(0.5),
      title,
      titleStyle: step === 2 ? 'boxed' : 'rule',
      body:
        step === 2
          ? [dear(c), ...body]
          : [
              dear(c),
              { cols: [main[0], main[1]].map((x) => ('p' in x ? x.p : '')) as [string, string] },
              ...main.slice(2),
              ...rest,
            ],
      closing: pick(r, ['Yours sincerely', 'Yours faithfully']),
      sign,
      slip: {
        title: step === 4 ? `Payment slip - ${ag}` : `Pay-in slip - ${short}`,
        rows: [
          [step === 4 ? 'Our reference' : 'Reference', quote],
          ...(step >= 3 ? [] : ([['Pay into', `${sort} ${masked}`]] as [string, string][])),
          [owe, fmtMoney(amount)],
        ],
      },
      footer,
    };
  }
  return {
    spec,
    truth: truth(writer, amount, quote, step === 4 ? 'debt_collection' : 'loan', stage, kind, c, pay),
  };
};

// ------------------------------------------------------------------------------------------------------------
// W270 — back-billed energy after a meter tampering / theft of energy investigation
// ------------------------------------------------------------------------------------------------------------

/**
 * An energy supplier's charges after its revenue-protection investigation found a meter tampered with, bypassed or
 * illegally connected: the bill for estimated unrecorded consumption with investigation, meter-replacement and
 * administration costs, the reminder, or the final notice warning of disconnection under a warrant or court action —
 * or, in about a quarter of letters, the revenue-protection agent that carried out the investigation for the
 * supplier, writing in its own name and asking to be paid. Three layouts per letter: a bill with a charges grid, a
 * summary and a giro slip; a letter with a dark letterhead band, an amount box, a row of reference cells (supply
 * number, meter serial, visit date, case reference) and a two-column "what we found / how we worked it out"
 * section; or a plain formal notice with boxed warnings. MPAN/MPRN, meter serial numbers, the visit date, the
 * investigation case reference, kWh and unit rates, individual cost lines, a payment already made, the instalment
 * offer and future disconnection / warrant costs are distractors.
 *
 * Truth choices:
 * - debtAmount = the total the letter asks to be paid (unrecorded energy + VAT + investigation / meter / admin costs,
 *   less any payment received); never a single cost line, the instalment or the future warrant and reconnection costs.
 * - accountNumber: the supplier's account number it asks you to quote (the investigation case reference is a case
 *   number: README says not it); for the agent, its own reference (the supplier's account number is then a client
 *   reference).
 * - debtType: the supplier's own letter is 'utility' (the README's energy bill); the agent collects for the supplier,
 *   so 'debt_collection' with the agent as creditor (README: the organisation that wrote and asks to be paid).
 * - Stage / kind: the first bill 1 / first_demand (the visit is not an earlier letter about the arrears); the
 *   reminder 2 / reminder; the final notice 3 / final_demand; the agent's first letter 1 / debt_recovery, its letter
 *   before action 3 / final_demand.
 */
const meterTamper: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Energy', 'Energy Supply', 'Home Energy', 'Power & Gas']);
  const step = r.chance(0.25) ? 3 : r.int(0, 2);
  const agStage = step === 3 ? pick(r, [0, 2]) : 0;
  const agent =
    step === 3
      ? `${stem(r)} ${pick(r, ['Revenue Protection Services', 'Metering Investigations', 'Energy Recovery Services'])} Ltd`
      : '';
  const gas = r.chance(0.35);
  const supplyLabel = gas ? 'MPRN' : 'MPAN';
  const supplyNo = gas
    ? r.digits(pick(r, [8, 9, 10]))
    : pick(r, [`${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`, r.digits(13)]);
  const serial = gas
    ? `${pick(r, ['G4A', 'E6S', 'G4K'])}${r.digits(8)}`
    : pick(r, [
        `${r.letters(1, 'DEFKS')}${r.digits(2)}${r.letters(1, 'BUWZ')}${r.digits(5)}`,
        `${r.digits(2)}P${r.digits(7)}`,
      ]);
  const newSerial = gas
    ? `G4A${r.digits(8)}`
    : `${r.letters(1, 'DEFKS')}${r.digits(2)}${r.letters(1, 'BUWZ')}${r.digits(5)}`;
  const acc = pick(r, [
    r.digits(10),
    `${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    `A-${r.digits(3)}${oOrI(r)}${r.digits(4)}`,
  ]);
  const caseRef = pick(r, [`RP/${r.digits(5)}/${r.int(24, 25)}`, `TOE-${r.digits(6)}`, `INV${r.digits(7)}`]);
  const agRef = `${r.letters(2, 'RPKO')}${r.digits(2)}${oOrI(r)}${r.digits(4)}`;
  const visit = addDays(
    c.date,
    -(step === 0 || (step === 3 && agStage === 0) ? r.int(10, 30) : r.int(60, 110)),
  );
  const months = r.int(6, 30);
  const from = addDays(visit, -months * 30);
  const days = Math.round((visit.getTime() - from.getTime()) / 86400000);
  const found = pick(r, [
    'the meter had been bypassed with cables connected before the meter',
    'the meter seals had been broken and the meter interfered with so that it did not record all the energy used',
    `a magnet had been fixed to the ${gas ? 'gas' : 'electricity'} meter`,
    'the prepayment meter had been tampered with so that it supplied energy without credit',
    'the meter had been turned round so that it ran backwards',
  ]);
  const kwh = gas ? r.int(4200, 21000) : r.int(2300, 13800);
  const rate = gas ? pick(r, [6.24, 6.51, 6.89, 7.04]) : pick(r, [24.5, 25.73, 26.35, 27.03]);
  const energy = round2((kwh * rate) / 100);
  const scRate = gas ? pick(r, [29.6, 31.43, 32.98]) : pick(r, [53.35, 56.12, 60.1]);
  const withSc = r.chance(0.5);
  const sc = withSc ? round2((days * scRate) / 100) : 0;
  const vat = round2((energy + sc) * 0.05);
  const invest = pick(r, [125, 195, 240, 320, 455]);
  const meter = pick(r, [88, 140, 175.5, 265]);
  const admin = pick(r, [0, 50, 75]);
  const paid =
    (step === 1 || step === 2 || agStage === 2) && r.chance(0.4) ? pick(r, [50, 100, 150, 200]) : 0;
  const gross = round2(energy + sc + vat + invest + meter + admin);
  const total = round2(gross - paid);
  const inst = pick(r, [6, 12, 18]);
  const perMonth = round2(Math.ceil((total / inst) * 100) / 100);
  const warrant = pick(r, [110, 150, 175, 220]);
  const first = addDays(c.date, -r.int(28, 45));
  const second = addDays(first, r.int(14, 21));
  const payDays = step === 0 || (step === 3 && agStage === 0) ? 28 : pick(r, [7, 14]);
  const pay = addDays(c.date, payDays);
  const writer = step === 3 ? agent : co.name;
  const quote = step === 3 ? agRef : acc;
  const prop = `${r.int(1, 200)} ${pick(r, ['Mill Lane', 'Heron Street', 'Station Road', 'Kiln Close', 'Orchard Way'])}`;
  const layout = r.int(0, 2);

  const rows: string[][] = [
    [
      `Unrecorded ${gas ? 'gas' : 'electricity'} (${months} months)`,
      `${kwh.toLocaleString('en-GB')} kWh`,
      `${rate}p`,
      fmtMoney(energy),
    ],
    ...(withSc ? [['Standing charge', `${days} days`, `${scRate}p`, fmtMoney(sc)]] : []),
    ['VAT on energy at 5%', '', '', fmtMoney(vat)],
    ['Investigation and site visit costs', '', '', fmtMoney(invest)],
    [`Replacement meter and fitting (${newSerial})`, '', '', fmtMoney(meter)],
    ...(admin ? [['Administration charge', '', '', fmtMoney(admin)]] : []),
    ...(paid ? [['Payment received - thank you', '', '', `-${fmtMoney(paid)}`]] : []),
    [pick(r, ['Total to pay', 'Amount now due', 'Balance due']), '', '', fmtMoney(total)],
  ];
  const totalLabel = rows[rows.length - 1][0];
  const how = `We have estimated the energy used but not recorded from ${D(c, from)} (${months} months before our visit) using ${pick(r, ['the consumption recorded after the new meter was fitted', 'typical consumption for a property of this size and type', 'your consumption before the interference began'])}: ${kwh.toLocaleString('en-GB')} kWh at ${rate}p per kWh.`;
  const what = `On ${D(c, visit)} our revenue protection officer visited ${prop} and found that ${found}. The ${gas ? 'gas' : 'electricity'} meter (serial ${serial}) was removed as evidence and replaced with meter ${newSerial}.`;
  const agentWhat = `${co.name} instructed us to investigate the ${gas ? 'gas' : 'electricity'} supply at ${prop}. On ${D(c, visit)} our officer found that ${found}. The meter (serial ${serial}) was replaced. ${co.name} has appointed us to recover the charges below on its behalf, and payment should be made to us.`;
  const law = gas
    ? 'Interfering with a gas meter is an offence under Schedule 2B to the Gas Act 1986, and tampering can cause fire or explosion.'
    : 'Interfering with an electricity meter is an offence under Schedule 7 to the Electricity Act 1989, and dishonestly using electricity is an offence under section 13 of the Theft Act 1968.';
  let title: string;
  let lead: string;
  let ask: string;
  let stage: 1 | 2 | 3;
  let kind: 'first_demand' | 'reminder' | 'final_demand' | 'debt_recovery';
  if (step === 0) {
    stage = 1;
    kind = 'first_demand';
    title = pick(r, [
      'Your bill for unrecorded energy',
      'Meter interference - charges',
      'UNRECORDED ENERGY BILL',
    ]);
    lead = what;
    ask = `Please pay ${fmtMoney(total)} within ${payDays} days, by ${D(c, pay)}. If you cannot pay in full, call us: we can agree ${inst} monthly payments of ${fmtMoney(perMonth)}.`;
  } else if (step === 1) {
    stage = 2;
    kind = 'reminder';
    title = pick(r, ['Reminder: unrecorded energy charges', 'Your account is overdue', 'Payment reminder']);
    lead = `On ${D(c, first)} we sent you a bill for ${gas ? 'gas' : 'electricity'} used but not recorded at ${prop}, after our visit on ${D(c, visit)} found that ${found}. ${paid ? `We have received ${fmtMoney(paid)}, but the rest is still unpaid.` : 'We have not received payment.'}`;
    ask = `Please pay ${fmtMoney(total)} by ${D(c, pay)}, or call us to agree a payment plan (for example ${inst} monthly payments of ${fmtMoney(perMonth)}).`;
  } else if (step === 2) {
    stage = 3;
    kind = 'final_demand';
    title = pick(r, ['FINAL NOTICE', 'Final notice before disconnection', 'FINAL NOTICE - ACTION REQUIRED']);
    lead = `We wrote to you on ${D(c, first)} and ${D(c, second)} about the charges for ${gas ? 'gas' : 'electricity'} used but not recorded at ${prop} (visit of ${D(c, visit)}). The balance is still unpaid.`;
    ask = `Unless ${fmtMoney(total)} is paid by ${D(c, pay)}, or a payment plan is agreed, we will apply to the magistrates' court for a warrant of entry to disconnect the supply or fit a prepayment meter, or start a county court claim. Warrant costs of about ${fmtMoney(warrant)} and reconnection charges would then be added.`;
  } else if (agStage === 0) {
    stage = 1;
    kind = 'debt_recovery';
    title = pick(r, ['Revenue protection - charges due', `Unrecorded energy on behalf of ${co.name}`]);
    lead = agentWhat;
    ask = `Please pay ${fmtMoney(total)} within ${payDays} days, by ${D(c, pay)}, quoting our reference ${agRef}. We can accept ${inst} monthly payments of ${fmtMoney(perMonth)} if you call us first.`;
  } else {
    stage = 3;
    kind = 'final_demand';
    title = pick(r, ['LETTER BEFORE ACTION', 'Final demand before court action']);
    lead = `We wrote to you on ${D(c, first)} and ${D(c, second)} on behalf of ${co.name} about the charges that followed our officer's visit to ${prop} on ${D(c, visit)}, when we found that ${found}. No payment or proposal has been received.`;
    ask = `Unless ${fmtMoney(total)} is paid to us by ${D(c, pay)}, we will recommend that ${co.name} issues a county court claim for the full amount, with court fees and interest, and applies for a warrant to disconnect the supply.`;
  }
  const head = step === 3 ? [agent] : co.head;
  const sub =
    step === 3
      ? [`Acting for ${co.name}`, officeAddress(r), `${phone(r)}  ${web(agent)}`]
      : [
          pick(r, ['Revenue Protection Unit', 'Energy Theft Team', 'Metering Investigations']),
          officeAddress(r),
          `${phone(r)}  ${web(co.name)}`,
        ];
  const footer =
    step === 3
      ? [regLine(agent, r)]
      : [`${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`];
  const sign =
    step === 3
      ? [...signatory(r, ['Revenue Protection Manager', 'Recovery Officer']), agent]
      : [
          ...signatory(r, [
            'Revenue Protection Manager',
            'Energy Theft Team Leader',
            'Credit Control Manager',
          ]),
          co.name,
        ];
  const refPanel: [string, string][] =
    step === 3
      ? [
          ['Our reference', agRef],
          [pick(r, ['Client account', 'Supplier account no.']), acc],
          ['Date', D(c, c.date)],
        ]
      : [
          ['Account number', acc],
          [pick(r, ['Case reference', 'Investigation ref']), caseRef],
          ['Date', D(c, c.date)],
        ];
  const grid: Block = {
    grid: rows,
    header: ['Charges', 'Quantity', 'Rate', 'Amount'],
    widths: [0.52, 0.17, 0.13, 0.18],
  };
  const quoteP: Block = {
    p: `Pay online at ${web(writer)}, by phone or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, quoting ${step === 3 ? 'our reference' : 'your account number'} ${quote}.`,
  };
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      sub,
      headAlign: 'left',
      logoMark: pick(r, ['bars', 'chevron'] as const),
      recipient: rcpt(c),
      panel: [...refPanel, [supplyLabel, supplyNo]],
      panelBoxed: r.chance(0.6),
      title,
      titleStyle: 'rule',
      body: [
        ...(step === 0 ? [] : [dear(c)]),
        { p: lead },
        ...(step === 0 || (step === 3 && agStage === 0) ? [{ small: how } as Block] : []),
        grid,
        { p: ask },
        { small: `${law} Meter serial removed: ${serial}. Visit date: ${D(c, visit)}.` },
      ],
      sign: step === 0 ? [] : sign,
      closing: step === 0 ? undefined : 'Yours sincerely',
      slip: {
        title: `Payment slip - ${writer}`,
        rows: [
          [step === 3 ? 'Our reference' : 'Account number', quote],
          [totalLabel, fmtMoney(total)],
          ['Pay by', D(c, pay)],
        ],
      },
      footer,
    };
  } else if (layout === 1) {
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['rings', 'shield'] as const),
      sub,
      headAlign: 'left',
      recipient: rcpt(c),
      owe: { label: totalLabel, amount: fmtMoney(total), note: `Pay by ${D(c, pay)}` },
      panel: refPanel.filter(([k]) => !/Case|Investigation/.test(k)),
      refGrid: [
        [supplyLabel, supplyNo],
        ['Meter serial', serial],
        ['Visit date', D(c, visit)],
        [step === 3 ? 'Case' : 'Case reference', caseRef],
      ],
      title,
      titleStyle: pick(r, ['plain', 'banner'] as const),
      body: [
        dear(c),
        { cols: [step === 3 || step === 0 ? lead : what, step === 1 || step === 2 ? lead : how] },
        grid,
        { p: ask },
        quoteP,
      ],
      closing: 'Yours sincerely',
      sign,
      footer,
    };
  } else {
    spec = {
      face: c.face,
      top: stage === 3 ? ['PRIVATE AND CONFIDENTIAL - ADDRESSEE ONLY'] : undefined,
      head,
      sub,
      headAlign: pick(r, ['center', 'right'] as const),
      recipient: rcpt(c),
      panel: [...refPanel, ['Visit date', D(c, visit)]],
      panelStacked: r.chance(0.5),
      title,
      titleStyle: 'boxed',
      body: [
        dear(c),
        { p: lead },
        {
          kv: [
            [`${supplyLabel}:`, supplyNo],
            ['Meter removed:', serial],
            ['Unrecorded energy:', `${kwh.toLocaleString('en-GB')} kWh, ${fmtMoney(energy)}`],
            ...(withSc
              ? ([['Standing charge:', `${days} days, ${fmtMoney(sc)}`]] as [string, string][])
              : []),
            ['VAT at 5%:', fmtMoney(vat)],
            ['Investigation costs:', fmtMoney(invest)],
            ['Meter replacement:', fmtMoney(meter)],
            ...(admin ? ([['Administration:', fmtMoney(admin)]] as [string, string][]) : []),
            ...(paid ? ([['Paid so far:', fmtMoney(paid)]] as [string, string][]) : []),
          ],
        },
        { amountBox: [totalLabel, fmtMoney(total)] },
        ...(stage === 3 ? [{ boxed: [ask] } as Block] : [{ p: ask } as Block]),
        quoteP,
        { small: law },
      ],
      closing: 'Yours faithfully',
      sign,
      footer,
    };
  }
  return {
    spec,
    truth: truth(writer, total, quote, step === 3 ? 'debt_collection' : 'utility', stage, kind, c, pay),
  };
};

export const FRESH26B_FAMILIES: Family[] = [
  {
    id: 'W268',
    name: 'Fine or toll incurred abroad (ZTL, parking, automatic toll, Swiss speeding) pursued by a European collection agency or its UK partner',
    group: 'collector',
    make: foreignFine,
  },
  {
    id: 'W269',
    name: 'Current account overdraft unpaid: arrears letter, overdraft withdrawal warning, default notice, formal demand after closure, or collection agency for the bank',
    group: 'lender',
    make: overdraft,
  },
  {
    id: 'W270',
    name: 'Energy back-billing after meter tampering / theft investigation: bill, reminder, final notice, or the revenue-protection agent',
    group: 'utility',
    make: meterTamper,
  },
];
