/**
 * The fourteenth fresh held-out set, part a (W166–W168): kinds of letter the corpus does not have yet — a city
 * transport authority's road user charging penalty (congestion charge or ultra low emission zone) sent by post to
 * the registered keeper, as the Penalty Charge Notice or the later Charge Certificate; a train operating company's
 * prosecutions unit serving a Single Justice Procedure Notice for fare evasion (railway byelaws / Regulation of
 * Railways Act); and a self-storage company chasing an unpaid unit, from the first arrears letter to the notice that
 * the contents will be sold under its lien. Written blind to the extractor; scored once. Every face is drawn per
 * letter. Ground truth follows ../shared/corpus/dev/README.md; where the README leaves a case open the choice is
 * commented at the family. All names, places and numbers are invented (the charging authority too: a made-up city's
 * "Transport for …" body stands in for the London one).
 */
import type { Block, Spec } from './compose';
import { addDays, fmtMoney, officeAddress, phone, place, postcode, sortCode, vrm, web } from './vocab';
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
} from './family-kit';

// ------------------------------------------------------------------------------------------------------------
// Road user charging (council/road penalties group)
// ------------------------------------------------------------------------------------------------------------

/**
 * A city transport authority's road user charging penalty sent by post to the registered keeper, for a daily
 * congestion charge or ultra low emission zone charge not paid by midnight on the third day after travel. Two
 * documents, each drawn in one of two layouts (a letter-style notice with camera stills and a payment slip, or a
 * boxed form with a reference grid, an amount box beside the address and tick-box representations):
 * - the Penalty Charge Notice: amount = the full penalty charge; the 50% reduced amount within 14 days is a
 *   discount (README: never), the daily charge itself and the increased amount after 28 days (a possible future
 *   sum) are not it. Stage 1 (first notice), kind penalty_charge_notice; payBy = the 28-day date the notice prints.
 * - the Charge Certificate: amount = the increased charge (penalty + 50%); the original penalty, the increase line
 *   on its own and the court registration fee that may be added later are not it. Stage 3 (README: charge
 *   certificate), kind charge_certificate; payBy = the 14-day date printed.
 * Open choice: debtType. The list has no road user charge; the README puts a council's penalty charge notice under
 * 'parking', and this is the same civil penalty regime from a public authority (PCN, charge certificate, traffic
 * enforcement centre), so 'parking' (group council_parking). accountNumber = the PCN number, quoted on both
 * documents; the vehicle registration, camera IDs, the online viewing PIN and the authority's bank account are not it.
 */
const roadUserCharge: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const p = place(r);
  const v = r.int(0, 2);
  const authority = [`Transport for ${p}`, `${p} Transport Authority`, `${p} Combined Transport Authority`][
    v
  ];
  const head =
    v === 0
      ? pick(r, [[authority], ['Transport for', p], [authority.toUpperCase()]])
      : pick(r, [[authority], [p, authority.slice(p.length + 1)]]);
  const ulez = r.chance(0.5);
  const scheme = ulez
    ? pick(r, [`${p} Ultra Low Emission Zone`, `${p} ULEZ`, 'Ultra Low Emission Zone (ULEZ)'])
    : pick(r, [`${p} Congestion Charge`, 'Central Zone Congestion Charge', `${p} Central Charging Zone`]);
  const daily = ulez ? pick(r, [12.5, 10, 8]) : pick(r, [15, 18, 12]);
  const [pen, disc, inc] = pick(r, [
    [180, 90, 270],
    [160, 80, 240],
    [120, 60, 180],
  ]);
  const pfx = ulez ? pick(r, ['UL', 'LZ', 'ZU']) : pick(r, ['CC', 'CZ', 'CX']);
  const pcnShape = r.int(0, 3);
  const pcn =
    pcnShape === 0
      ? `${pfx}${r.digits(8)}`
      : pcnShape === 1
        ? `${pfx}${r.digits(3)}${oOrI(r)}${r.digits(4)}`
        : pcnShape === 2
          ? `${pfx} ${r.digits(4)} ${r.digits(4)}`
          : `${r.digits(2)}${pfx}${r.digits(5)}${oOrI(r)}`;
  const reg = vrm(r);
  const make = pick(r, [
    'Ford Transit Custom, white',
    'Vauxhall Corsa, grey',
    'Toyota Yaris, red',
    'Volkswagen Golf, blue',
    'Nissan Qashqai, black',
    'Peugeot 208, silver',
    'Citroen Berlingo, white',
  ]);
  const travel = addDays(c.date, -r.int(8, 20));
  const hh = String(r.int(7, 17)).padStart(2, '0');
  const mm = String(r.int(0, 59)).padStart(2, '0');
  const cams = [
    `${pick(r, ['CAM', 'ANPR', 'C'])}-${r.digits(4)}`,
    `${pick(r, ['CAM', 'ANPR', 'C'])}-${r.digits(4)}`,
  ];
  const road = `${pick(r, ['Kiln', 'Foundry', 'Heron', 'Copper', 'Saddler', 'Tanner'])} ${pick(r, ['Street', 'Road', 'Way', 'Bridge'])}`;
  const pin = r.digits(6);
  const cert = r.chance(0.5);
  const layout = r.int(0, 1);
  const box = officeAddress(r).replace(/^\d+ [^,]+, /, `PO Box ${r.int(1000, 9999)}, `);
  const tel = phone(r);
  const url = web(authority);
  const law = pick(r, [
    'the Transport Act 2000 and the Road User Charging Schemes (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2013',
    'the Road User Charging Schemes (Penalty Charges, Adjudication and Enforcement) (England) Regulations 2013',
  ]);
  const ord = `the ${p} ${ulez ? 'Ultra Low Emission Zone' : 'Road User Charging'} Scheme Order ${r.int(2019, 2024)}`;
  const contravention = ulez
    ? `The vehicle did not meet the emission standards for the ${scheme} and the daily charge of ${fmtMoney(daily)} was not paid by midnight on the third day after it was driven in the zone.`
    : `The daily charge of ${fmtMoney(daily)} for driving in the ${scheme} was not paid by midnight on the third charging day after the vehicle was used in the zone.`;
  const grounds = [
    'The contravention did not occur (the charge was paid, or the vehicle was exempt or registered for a discount).',
    'I was not the registered keeper of the vehicle on the date shown.',
    'The vehicle was being used without my consent.',
    'The vehicle is hired out and the hirer signed a statement of liability.',
    'The penalty charge exceeds the amount payable in the circumstances.',
  ];
  const pinLine = `View the camera images at ${url}/evidence using PIN ${pin}.`;

  if (!cert) {
    // ------------------------------ Penalty Charge Notice ------------------------------
    const pay = addDays(c.date, 28);
    const half = addDays(c.date, 14);
    const title = pick(r, [
      'PENALTY CHARGE NOTICE',
      `Penalty Charge Notice - ${ulez ? 'ULEZ' : 'Congestion Charge'}`,
      'Penalty Charge Notice (Road User Charging)',
    ]);
    const intro = pick(r, [
      `This Penalty Charge Notice is served on you under ${law} as the registered keeper of the vehicle shown, because a penalty charge is payable for it under ${ord}.`,
      `Our records and those of the DVLA show that you are the registered keeper of the vehicle below. A penalty charge is payable for it under ${ord}, and this notice is served on you under ${law}.`,
    ]);
    const payText = pick(r, [
      `You must pay the penalty charge of ${fmtMoney(pen)} within 28 days of the date of service of this notice, that is by ${D(c, pay)}, or make representations (see below). If you pay by ${D(c, half)} the charge is reduced to ${fmtMoney(disc)}.`,
      `The penalty charge is ${fmtMoney(pen)} and must be paid by ${D(c, pay)} (28 days). It is reduced by half, to ${fmtMoney(disc)}, if paid within 14 days, by ${D(c, half)}. Please quote the PCN number when you pay.`,
    ]);
    const after = `If you neither pay nor make representations by ${D(c, pay)}, we may serve a Charge Certificate increasing the penalty charge by 50% to ${fmtMoney(inc)}.`;
    const tail: Block[] = [
      {
        small: `This notice is treated as served on the second working day after the date of notice. Representations must be made in writing, online or on the form overleaf, within 28 days. If we reject them we will send you a Notice of Rejection, and you may then appeal to an independent adjudicator. The daily charge itself can no longer be paid for this date.`,
      },
    ];
    let spec: Spec;
    if (layout === 0) {
      spec = {
        face: c.face,
        head,
        logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
        sub: [`${scheme} - Penalty Charge Notices`, box, `${tel}  ${url}`],
        headAlign: pick(r, ['left', 'right'] as const),
        returnAddress: `If undelivered please return to ${authority}, ${box}`,
        recipient: rcpt(c),
        panel: [
          ['PCN number', pcn],
          ['Date of notice', D(c, c.date)],
          ['Vehicle registration', reg],
          ...(r.chance(0.5) ? ([['Penalty charge', fmtMoney(pen)]] as [string, string][]) : []),
        ],
        panelBoxed: r.chance(0.6),
        panelStacked: r.chance(0.35),
        title,
        titleStyle: pick(r, ['banner', 'boxed'] as const),
        body: [
          { p: intro },
          {
            kv: [
              ['Date of contravention', `${D(c, travel)} at ${hh}:${mm}`],
              ['Location', `${road}, ${p}`],
              ['Vehicle', `${reg} (${make})`],
              ['Contravention', ulez ? 'ULEZ daily charge not paid' : 'Congestion charge not paid'],
            ],
          },
          { p: contravention },
          { photos: [`Camera ${cams[0]} ${hh}:${mm}`, `Camera ${cams[1]} - registration plate`] },
          { p: `${payText} ${after}` },
          {
            p: `Representations. If you believe the penalty charge should not be paid, write to us or use ${url}/challenge within 28 days. The grounds include: ${grounds
              .slice(0, r.int(2, 3))
              .map((g) =>
                g
                  .replace(/ \(.*\)/, '')
                  .replace(/\.$/, '')
                  .replace(/^I was/, 'you were')
                  .replace(/^The /, 'the ')
                  .replace(' my ', ' your '),
              )
              .join('; ')}.`,
          },
        ],
        sign: [],
        slip: {
          title: `Payment slip - ${authority}`,
          rows: [
            ['PCN number', pcn],
            ['Vehicle', reg],
            [`Reduced charge if paid by ${D(c, half)}`, fmtMoney(disc)],
            ['Penalty charge', fmtMoney(pen)],
          ],
        },
        footer: [
          `${pinLine} Pay by card at ${url}/pay or on ${tel}. Cheques payable to ${authority}; write the PCN number on the back. This notice is treated as served on the second working day after the date of notice.`,
        ],
      };
    } else {
      spec = {
        face: c.face,
        head,
        headBand: true,
        logoMark: pick(r, ['shield', 'bars'] as const),
        sub: [`Road User Charging Enforcement, ${box}`, `Penalty enquiries ${tel}`],
        headAlign: 'left',
        recipient: rcpt(c),
        owe: {
          label: 'Penalty charge',
          amount: fmtMoney(pen),
          note: `Reduced to ${fmtMoney(disc)} if paid by ${D(c, half)}`,
        },
        panel: [['Date of notice', D(c, c.date)]],
        refGrid: [
          ['Penalty Charge Notice no.', pcn],
          ['Vehicle registration mark', reg],
          ['Date of contravention', D(c, travel)],
          ['Pay by', D(c, pay)],
        ],
        title,
        titleStyle: pick(r, ['rule', 'plain'] as const),
        body: [
          { p: intro },
          {
            grid: [
              ['Scheme', scheme],
              ['Observed at', `${road}, ${hh}:${mm}`],
              ['Camera', `${cams[0]} / ${cams[1]}`],
              ['Daily charge not paid', fmtMoney(daily)],
            ],
            widths: [0.36, 0.64],
            boldLast: false,
          },
          {
            cols: [
              `How to pay. ${payText} Pay online at ${url}/pay, by phone on ${tel}, or by post with the slip.`,
              `How to challenge. You may make representations to us by ${D(c, pay)} on any of the grounds ticked below. ${after}`,
            ],
          },
          { checks: grounds.slice(0, r.int(3, 5)) },
          ...tail,
          { small: pinLine },
        ],
        sign: [],
        footer: [
          `${authority}, ${box}. Payments by bank transfer: sort code ${sortCode(r)}, account ${r.digits(8)}, reference your PCN number.`,
        ],
      };
    }
    return {
      spec,
      truth: truth(authority, pen, pcn, 'parking', 1, 'penalty_charge_notice', c, pay),
    };
  }

  // ------------------------------ Charge Certificate ------------------------------
  const pcnDate = addDays(c.date, -r.int(32, 45));
  const travelCc = addDays(pcnDate, -r.int(8, 18));
  const pay = addDays(c.date, 14);
  const rejected = r.chance(0.35);
  const rejDate = addDays(pcnDate, r.int(12, 20));
  const tecFee = pick(r, [8, 9]);
  const what = rejected
    ? `We rejected your representations by a Notice of Rejection dated ${D(c, rejDate)}. No appeal was made to the adjudicator within 28 days and the penalty charge has not been paid.`
    : `The penalty charge of ${fmtMoney(pen)} has not been paid, and no representations were received, within the 28 days allowed.`;
  const certText = pick(r, [
    `A Penalty Charge Notice was served on you on ${D(c, addDays(pcnDate, 2))} for vehicle ${reg} (${ulez ? 'ULEZ' : 'congestion'} charge not paid on ${D(c, travelCc)}). ${what} Under ${law}, the penalty charge has therefore been increased by 50%.`,
    `This certificate is issued under ${law}. ${what} The penalty charge for vehicle ${reg}, for the contravention on ${D(c, travelCc)}, is therefore increased by 50%.`,
  ]);
  const demand = pick(r, [
    `You must now pay ${fmtMoney(inc)} by ${D(c, pay)}, within 14 days of the date of service of this certificate.`,
    `Payment of the increased charge of ${fmtMoney(inc)} must be received by ${D(c, pay)}.`,
  ]);
  const next = `If it is not paid by then, we may register the amount due with the Traffic Enforcement Centre as if it were payable under a county court order, without further notice. A registration fee of ${fmtMoney(tecFee)} would be added, and we may then instruct enforcement agents, whose fees you would also have to pay.`;
  const rows: string[][] = [
    [`Penalty charge (PCN ${pcn})`, fmtMoney(pen)],
    ['Increase of 50%', fmtMoney(inc - pen)],
    ['Amount now payable', fmtMoney(inc)],
  ];
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      head,
      logoMark: pick(r, ['bars', 'chevron', 'rings'] as const),
      sub: [`${scheme} - Enforcement`, box, `${tel}  ${url}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['PCN number', pcn],
        ['Certificate date', D(c, c.date)],
        ['Vehicle', reg],
        ['Contravention date', D(c, travelCc)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.3),
      title: pick(r, ['CHARGE CERTIFICATE', 'Charge Certificate - penalty increased']),
      titleStyle: pick(r, ['banner', 'boxed', 'rule'] as const),
      body: [
        { p: certText },
        { grid: rows, widths: [0.72, 0.28] },
        { p: `${demand} ${next}` },
        {
          p: `Pay online at ${url}/pay or by phone on ${tel}, quoting the PCN number ${pcn}. You can no longer pay the reduced amount of ${fmtMoney(disc)}, and representations can no longer be made against the Penalty Charge Notice.`,
        },
        {
          small: `If you did not receive the Penalty Charge Notice${rejected ? ' or the Notice of Rejection' : ''}, or you paid the penalty charge, contact us at once. ${pinLine}`,
        },
      ],
      sign: pick(r, [[], ['Road User Charging Enforcement Team', authority]]),
      slip: r.chance(0.5)
        ? {
            title: 'Charge Certificate payment',
            rows: [
              ['PCN number', pcn],
              ['Vehicle', reg],
              ['Amount payable', fmtMoney(inc)],
            ],
          }
        : undefined,
      footer: [`${authority}, ${box}. Telephone ${tel}. Lines are open Monday to Friday, 8am to 6pm.`],
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['shield', 'bars'] as const),
      sub: [`Road User Charging Enforcement, ${box}`],
      headAlign: pick(r, ['left', 'right'] as const),
      top: ['IMPORTANT - THE PENALTY HAS INCREASED'],
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Enquiries', tel],
      ],
      refGrid: [
        ['PCN', pcn],
        ['VRM', reg],
        ['Date of PCN', D(c, pcnDate)],
        ['Pay by', D(c, pay)],
      ],
      title: 'Charge Certificate',
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        { p: certText },
        { amountBox: ['Increased penalty charge now due', fmtMoney(inc)] },
        {
          kv: [
            ['Original penalty charge', fmtMoney(pen)],
            ['50% increase', fmtMoney(inc - pen)],
          ],
        },
        { p: demand },
        { boxed: [next] },
        {
          cols: [
            `Paying: online at ${url}/pay, by phone on ${tel}, or by bank transfer to sort code ${sortCode(r)}, account ${r.digits(8)}, with the PCN number as the reference.`,
            `Already paid? If you paid before the date of this certificate, call us with your payment reference. Camera images: ${url}/evidence, PIN ${pin}.`,
          ],
        },
      ],
      sign: [],
      footer: [
        `${authority}. This Charge Certificate relates to ${ord}. We process personal data obtained from the DVLA for road user charging enforcement; see ${url}/privacy.`,
      ],
    };
  }
  return { spec, truth: truth(authority, inc, pcn, 'parking', 3, 'charge_certificate', c, pay) };
};

// ------------------------------------------------------------------------------------------------------------
// Prosecution (court/police group)
// ------------------------------------------------------------------------------------------------------------

/**
 * A train operating company's prosecutions unit serving a Single Justice Procedure Notice (a written charge under
 * the Criminal Justice Act 2003 / Criminal Justice and Courts Act 2015) for a fare-evasion offence: travelling
 * without a valid ticket (Railway Byelaw 18(1)) or failing to produce a ticket or pay the fare on request
 * (Regulation of Railways Act 1889, s.5(1)) — both non-imprisonable, as the procedure requires. No ticket at all,
 * or a ticket that ran out short of the destination. Two layouts: the notice itself as a form (panel, boxed written
 * charge, the prosecutor's claim in a table, tick-box plea options), or a covering letter from the unit (reference
 * grid, two-column "what happens next" and a compact claim table).
 * debtAmount (open choice, documented): the notice asks for a plea within 21 days, not a payment; the only sum the
 * letter asks the defendant to pay is what the prosecutor applies for — compensation (the unpaid fare) plus
 * prosecution costs — which the notice totals ("total the prosecutor is asking for"). That total is the amount. The
 * maximum fine (README: never), the fine the magistrate may set, the victim surcharge, the full fare and the fare
 * already paid (short-fare cases) are not it.
 * creditorName = the train company (the prosecutor that wrote and asks to be paid), not the magistrates' court.
 * accountNumber = the Unique Reference Number (URN) the notice says to quote on the plea and all correspondence;
 * the incident report number, the ticket/penalty-fare numbers, the court code, the officer's badge number and the
 * defendant's date of birth are not it.
 * debtType (open choice): a criminal prosecution in the magistrates' court, not a civil business invoice: 'court'.
 * kind 'summons' — the SJP notice is what begins the proceedings in place of a summons. Stage 3: proceedings have
 * been issued, a step past a letter before action (README: stage 3); the covering letter may also mention the unit's
 * earlier letter inviting an explanation, which does not lower it. No payBy: the 21-day date is for the plea; no
 * hearingDate: the case is decided on the papers unless a hearing is asked for.
 */
const sjpFareEvasion: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const legal = pick(r, [' Ltd', ' Limited']);
  const co = company(r, ['Trains', 'Railway', 'Rail', 'Railways', 'Rail Services'], legal);
  const toc = co.name;
  const tocHead = co.head.length === 2 && co.head[1] === legal.trim() ? [toc] : co.head;
  const urnShape = r.int(0, 3);
  const yy = String(r.int(24, 25));
  const fc = r.digits(2);
  const urn =
    urnShape === 0
      ? `${fc}${r.letters(2, 'RTLKPW')}${r.digits(5)}${yy}`
      : urnShape === 1
        ? `${fc} ${r.letters(2, 'RTLKPW')} ${r.digits(5)} ${yy}`
        : urnShape === 2
          ? `${fc}${r.letters(1, 'RT')}${oOrI(r)}${r.digits(5)}${yy}`
          : `${fc}/${r.letters(2, 'RTLKPW')}/${r.digits(5)}/${yy}`;
  const incident = `${pick(r, ['IR', 'RP', 'RPI'])}-${r.digits(6)}`;
  const from = `${place(r)}`;
  let to = place(r);
  if (to === from) to = `${to} Parkway`;
  const mid = `${place(r)}${pick(r, ['', ' Junction', ' Central'])}`;
  const offenceDate = addDays(c.date, -r.int(40, 95));
  const oh = String(r.int(6, 22)).padStart(2, '0');
  const om = String(r.int(0, 59)).padStart(2, '0');
  const fullFare = r.money(7.4, 68.9);
  const short = r.chance(0.45);
  const farePaid = short ? round2(Math.floor(fullFare * (0.25 + r.next() * 0.4) * 10) / 10) : 0;
  const unpaid = round2(fullFare - farePaid);
  const costs = pick(r, [85, 95, 110, 120, 125, 150, 175]);
  const total = round2(unpaid + costs);
  const byelaw = r.chance(0.6);
  const plea = addDays(c.date, 21);
  const dob = `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(1962, 2005)}`;
  const badge = r.digits(4);
  const court = `${place(r)} Magistrates' Court`;
  const courtCode = r.digits(4);
  const courtBox = `PO Box ${r.int(1000, 9999)}, ${place(r)}, ${postcode(r)}`;
  const plead = web('singlejusticeplea');
  const tel = phone(r);
  const unitAddr = officeAddress(r);
  const maxFine = byelaw ? '£1,000 (level 3)' : '£500 (level 2)';
  const who = `${c.who.first} ${c.who.last}`;
  const journey = short
    ? `${from} to ${to}, holding a ticket valid only as far as ${mid} (fare paid ${fmtMoney(farePaid)})`
    : `${from} to ${to}, with no ticket`;
  const charge = byelaw
    ? `On ${D(c, offenceDate)} at ${to} station, ${who}, having travelled on a train operated by ${toc} from ${from}${short ? ` beyond ${mid}, the limit of the ticket held` : ''}, failed to produce a valid ticket for the journey when asked to do so by an authorised person. Contrary to Byelaw 18(1) of the Railway Byelaws made under section 219 of the Transport Act 2000.`
    : `On ${D(c, offenceDate)} at ${to} station, ${who}, having travelled on a railway operated by ${toc}, failed or refused to produce a ticket or to pay the fare from ${from} when requested to do so by an officer of the company. Contrary to section 5(1) of the Regulation of Railways Act 1889.`;
  const claimRows: string[][] = [
    [`Compensation - unpaid fare, ${from} to ${to}`, fmtMoney(unpaid)],
    ['Prosecution costs', fmtMoney(costs)],
    [
      pick(r, ['Total the prosecutor is asking for', 'Total claimed (compensation and costs)']),
      fmtMoney(total),
    ],
  ];
  const fineNote = `The maximum penalty for this offence is a fine of ${maxFine}. If you are convicted the magistrate will decide the fine from your income; the court must also order a victim surcharge, and any fine is paid to the court in addition to the sums above.`;
  const options = [
    'Guilty - deal with my case without me (send details of your income and any mitigation).',
    'Guilty - but I want to attend court to explain.',
    'Not guilty - the case will be listed for trial and you will be told the date.',
  ];
  const layout = r.int(0, 1);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      top: pick(r, [
        ['CRIMINAL PROCEEDINGS - YOU MUST RESPOND'],
        ['OFFICIAL - SENSITIVE', 'PERSONAL - TO BE OPENED BY THE ADDRESSEE ONLY'],
      ]),
      head: tocHead,
      logoMark: pick(r, ['chevron', 'bars', 'rings'] as const),
      sub: [
        pick(r, ['Prosecutions Unit', 'Revenue Protection - Prosecutions', 'Prosecutions and Compliance']),
        unitAddr,
        `${tel}  prosecutions@${host(toc)}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['URN', urn],
        ['Date of birth', dob],
        ['Date of notice', D(c, c.date)],
        ['Respond by', D(c, plea)],
      ],
      panelBoxed: r.chance(0.6),
      panelStacked: r.chance(0.35),
      title: pick(r, ['SINGLE JUSTICE PROCEDURE NOTICE', 'Single Justice Procedure Notice']),
      titleStyle: pick(r, ['banner', 'boxed'] as const),
      body: [
        {
          p: pick(r, [
            `${toc} is prosecuting you for the offence set out below. This notice starts criminal proceedings against you in the magistrates' court. A single magistrate will decide the case on the written evidence, without a hearing, unless you plead not guilty or ask to attend court.`,
            `You are charged with the offence below. ${toc} is the prosecutor. The case will be dealt with by a single magistrate under the Single Justice Procedure, without a court hearing, unless you tell us you want one or you plead not guilty.`,
          ]),
        },
        { h: 'Written charge' },
        { boxed: [charge] },
        {
          kv: [
            ['Journey', journey.length > 70 ? `${from} to ${to}` : journey],
            ['Time of check', `${oh}:${om}, by officer ${badge}`],
            ['Incident report no.', incident],
          ],
        },
        {
          grid: claimRows,
          header: ['The prosecutor asks the court to order you to pay', 'Amount'],
          widths: [0.74, 0.26],
        },
        { small: fineNote },
        { h: `You must respond by ${D(c, plea)} (21 days)` },
        { checks: options },
        {
          p: `Make your plea online at ${plead} using the URN ${urn} and your postcode, or return the enclosed plea form to the Single Justice Procedure Centre, ${court}, ${courtBox}. If you do not respond, the case may be decided in your absence.`,
        },
      ],
      sign: [
        ...signatory(r, ['Prosecutions Officer', 'Prosecutions Manager', 'Senior Prosecutions Officer']),
        `for and on behalf of ${toc}`,
      ],
      footer: [regLine(toc, r)],
    };
  } else {
    const earlier = r.chance(0.5) ? addDays(offenceDate, r.int(10, 20)) : undefined;
    spec = {
      face: c.face,
      head: tocHead,
      logoMark: pick(r, ['chevron', 'shield'] as const),
      headBand: r.chance(0.5),
      sub: [`Prosecutions Unit, ${unitAddr}`, `Telephone ${tel}`],
      headAlign: pick(r, ['left', 'center'] as const),
      recipient: rcpt(c),
      panel: [
        ['Date', D(c, c.date)],
        ['Incident no.', incident],
      ],
      panelBoxed: r.chance(0.4),
      refGrid: [
        ['URN - quote this', urn],
        ['Date of offence', D(c, offenceDate)],
        ['Court code', courtCode],
        ['Plea due by', D(c, plea)],
      ],
      title: pick(r, [
        'Prosecution for a railway ticket offence',
        'Notice of prosecution - Single Justice Procedure',
        'Your railway journey on ' + D(c, offenceDate),
      ]),
      titleStyle: pick(r, ['rule', 'plain'] as const),
      body: [
        dear(c),
        {
          p: `${earlier ? `We wrote to you on ${D(c, earlier)} about your journey from ${from} to ${to} and invited you to explain why you did not have a valid ticket. ${r.chance(0.5) ? 'We did not receive a reply.' : 'We have considered your reply but have decided to prosecute.'} ` : `On ${D(c, offenceDate)} you were stopped at ${to} station by one of our revenue protection officers after travelling from ${from}${short ? ` on a ticket valid only to ${mid}` : ' without a ticket'}. `}We enclose a Single Justice Procedure Notice and written charge: you are charged with ${byelaw ? 'an offence under Byelaw 18(1) of the Railway Byelaws' : 'an offence under section 5(1) of the Regulation of Railways Act 1889'}.`,
        },
        {
          table: [
            [
              short
                ? `Fare for the journey ${fmtMoney(fullFare)}, less fare paid ${fmtMoney(farePaid)}`
                : 'Unpaid fare (compensation)',
              fmtMoney(unpaid),
            ],
            ['Our prosecution costs', fmtMoney(costs)],
            ['Total sought from you', fmtMoney(total)],
          ],
          header: ['What we are asking the court to order', ''],
        },
        {
          cols: [
            `What you must do. Within 21 days, by ${D(c, plea)}, plead guilty or not guilty online at ${plead} or on the enclosed form, quoting the URN. If you plead guilty, a magistrate will decide your case in private and you will be told the result by post.`,
            `If you do nothing, the magistrate may find the case proved in your absence. ${fineNote}`,
          ],
        },
        {
          p: `Please send any correspondence about this case to the Prosecutions Unit at the address above, quoting the URN ${urn}. The Single Justice Procedure Centre is at ${court}, ${courtBox}.`,
        },
      ],
      closing: 'Yours faithfully',
      sign: [pick(r, ['Prosecutions Unit', 'Revenue Protection Prosecutions']), toc],
      footer: [regLine(toc, r)],
    };
  }
  return { spec, truth: truth(toc, total, urn, 'court', 3, 'summons', c) };
};

// ------------------------------------------------------------------------------------------------------------
// Business
// ------------------------------------------------------------------------------------------------------------

/**
 * A self-storage company chasing the licence fees for a unit, in three stages, each drawn as a letter (reference
 * panel, optional "Amount overdue" box, statement in a ruled grid) or as a banded statement-style notice (reference
 * grid, shaded amount box):
 * - stage 1, first_demand: one 4-weekly invoice unpaid and a late payment fee added; "payment overdue".
 * - stage 2, reminder: "further to our letter of …" — two periods unpaid, a second late fee and an overlocking fee;
 *   access to the unit suspended.
 * - stage 3, final_demand: notice of intention to sell or dispose of the contents under the lien in the storage
 *   agreement (Torts (Interference with Goods) Act 1977 named in boilerplate) unless paid by a date. A final notice
 *   (README: stage 3). It also refers to the earlier letters, which does not lower it.
 * Amount = the balance the letter asks to be paid now (unpaid fees + the fees already added). Not it: the 4-weekly
 * rate, the goods-protection cover on its own, the deposit held, the next invoice not yet due, and the costs of
 * sale / clearance that would be added only if the sale goes ahead (future fees). accountNumber = the customer
 * account number the letter says to quote; the unit number, the invoice numbers, the overlock seal number, the
 * keypad PIN-style access code and the company's bank account are not it. An ordinary overdue sum owed to a
 * business: 'normal'. payBy = the date (or within N days) the letter asks to be paid by.
 */
const selfStorage: Family['make'] = (r) => {
  const c = ctx(r, ALL_FACES);
  const co = company(r, ['Self Storage', 'Storage', 'Secure Storage', 'Storage Centres', 'Box Storage']);
  // A lone "Ltd" on the second letterhead line reads oddly: keep the name on one line then.
  const head = co.head.length === 2 && co.head[1] === 'Ltd' ? [co.name] : co.head;
  const site = `${place(r)} ${pick(r, ['store', 'storage centre', 'site'])}`;
  const accShape = r.int(0, 3);
  const acc =
    accShape === 0
      ? `C${r.digits(6)}`
      : accShape === 1
        ? `${r.letters(3, 'SKTWX')}-${r.digits(5)}`
        : accShape === 2
          ? `SS${r.digits(3)}${oOrI(r)}${r.digits(3)}`
          : `${r.digits(4)}/${r.digits(4)}`;
  const unit = `${r.letters(1, 'ABCDEFG')}${r.int(1, 3)}${r.digits(2)}`;
  const size = pick(r, [
    '25 sq ft',
    '35 sq ft',
    '50 sq ft',
    '75 sq ft',
    '100 sq ft',
    '150 sq ft',
    '200 sq ft',
  ]);
  const rent = r.money(48, 265);
  const cover = pick(r, [4.5, 6.95, 8.4, 11.2, 13.75]);
  const period = round2(rent + cover);
  const deposit = pick(r, [0, 50, 75, 100]);
  const lateFee = pick(r, [10, 15, 20, 25]);
  const overlock = pick(r, [25, 30, 35, 40]);
  const stage = pick(r, [1, 2, 3] as const);
  const inv = Number(r.digits(6));
  const d1 = addDays(c.date, stage === 1 ? -r.int(8, 14) : stage === 2 ? -r.int(36, 44) : -r.int(64, 72));
  const dates = [d1, addDays(d1, 28), addDays(d1, 56)];
  const periods = stage === 1 ? 1 : stage === 2 ? 2 : 3;
  const seal = `${pick(r, ['OL', 'S', 'SEAL '])}${r.digits(5)}`;
  const rows: string[][] = [];
  for (let k = 0; k < periods; k++)
    rows.push([
      `Invoice ${inv + k * r.int(300, 900)} - unit ${unit}, 4 weeks from ${D(c, dates[k])}`,
      fmtMoney(period),
    ]);
  const lates = stage === 1 ? 1 : 2;
  for (let k = 0; k < lates; k++)
    rows.push([`Late payment fee (${D(c, addDays(dates[k], 7))})`, fmtMoney(lateFee)]);
  if (stage >= 2) rows.push(['Overlocking fee', fmtMoney(overlock)]);
  const partPaid = stage === 3 && r.chance(0.4) ? round2(Math.floor(period * 0.5)) : 0;
  if (partPaid) rows.push(['Payment received - thank you', `-${fmtMoney(partPaid)}`]);
  const bal = round2(period * periods + lateFee * lates + (stage >= 2 ? overlock : 0) - partPaid);
  const label =
    stage === 1
      ? pick(r, ['Amount overdue', 'Balance due now'])
      : stage === 2
        ? pick(r, ['Arrears now due', 'Balance outstanding'])
        : pick(r, ['Total required to release your goods', 'Total amount now due']);
  rows.push([label, fmtMoney(bal)]);
  const pay = addDays(c.date, stage === 1 ? 7 : stage === 2 ? 10 : 14);
  const saleCosts = pick(r, [150, 175, 195, 250]);
  const clear = pick(r, [90, 120, 145]);
  const earlier = addDays(c.date, -r.int(18, 26));
  const earlier2 = addDays(earlier, -r.int(14, 21));
  const tel = phone(r);
  const url = web(co.name);
  const next = addDays(dates[periods - 1], 28);
  const clause = r.int(8, 16);
  const title =
    stage === 1
      ? pick(r, ['Your storage payment is overdue', 'Payment reminder', 'Overdue account'])
      : stage === 2
        ? pick(r, [
            'Second reminder - access to your unit suspended',
            'Your unit has been overlocked',
            'ARREARS NOTICE',
          ])
        : pick(r, [
            'NOTICE OF INTENTION TO SELL GOODS',
            'Final notice - sale of unit contents',
            'FINAL NOTICE BEFORE SALE',
          ]);
  const text: Block[] =
    stage === 1
      ? [
          {
            p: pick(r, [
              `We have not received payment of your storage fees for unit ${unit} at our ${site}, invoiced on ${D(c, dates[0])}. Under your storage agreement a late payment fee of ${fmtMoney(lateFee)} has been added to your account.`,
              `Our records show that the invoice for unit ${unit} (${size}) due on ${D(c, dates[0])} is still unpaid, and a late payment fee of ${fmtMoney(lateFee)} has been applied. Perhaps your card has expired or been replaced?`,
            ]),
          },
          {
            p: `Please pay ${fmtMoney(bal)} by ${D(c, pay)}, quoting your customer account number ${acc}. If your account is still in arrears 14 days after the due date, we will overlock your unit and you will not be able to get to your goods until the account is paid in full.${r.chance(0.5) ? ` Your next invoice, for ${fmtMoney(period)}, will be raised on ${D(c, next)}.` : ''}`,
          },
        ]
      : stage === 2
        ? [
            {
              p: pick(r, [
                `Further to our letter of ${D(c, earlier)}, the fees for unit ${unit} at our ${site} remain unpaid and your account is now more than ${28 + 7} days in arrears. As we warned, your unit has been overlocked (seal no. ${seal}) and access to it is suspended. An overlocking fee of ${fmtMoney(overlock)} and a further late payment fee have been added.`,
                `We wrote to you on ${D(c, earlier)} because your storage fees were overdue. We have still not been paid, so we have placed our own lock on unit ${unit} at our ${site} (seal no. ${seal}). You cannot reach your goods until the arrears, a further late payment fee and our overlocking fee of ${fmtMoney(overlock)} are paid.`,
              ]),
            },
            {
              p: pick(r, [
                `To have the overlock removed, please pay the balance of ${fmtMoney(bal)} in full by ${D(c, pay)}, quoting your account number ${acc}.`,
                `Please pay ${fmtMoney(bal)} by ${D(c, pay)}. Quote account number ${acc} with your payment and we will remove the overlock the same day.`,
              ]),
            },
            {
              p: `If the account is not brought up to date, we may exercise our lien over the goods stored in your unit under clause ${clause} of your agreement and, after giving you notice, sell or dispose of them to recover what you owe.`,
            },
          ]
        : [
            {
              p: `We wrote to you on ${D(c, earlier2)} and ${D(c, earlier)} about the unpaid fees for unit ${unit} (${size}) at our ${site}. The unit has been overlocked since ${D(c, addDays(earlier, 1))}${r.chance(0.5) ? ` (seal no. ${seal})` : ''} and the account remains in arrears.`,
            },
            {
              boxed: [
                pick(r, [
                  `Under clause ${clause} of your storage agreement we have a lien over all goods stored in the unit. Unless the total of ${fmtMoney(bal)} is paid in full by ${D(c, pay)}, we will sell or otherwise dispose of the contents of unit ${unit} without further notice.`,
                  `This is our final notice. If we have not received ${fmtMoney(bal)} by ${D(c, pay)}, we will exercise the lien given to us by clause ${clause} of your storage agreement: the contents of unit ${unit} will be sold by auction or disposed of.`,
                ]),
              ],
            },
            {
              p: `The costs of the sale (estimated at ${fmtMoney(saleCosts)}) and of clearing the unit (${fmtMoney(clear)}) will then be added to your account and taken from the proceeds. Any surplus will be held for you; any shortfall will remain owed and may be passed to a collection agency. Documents, photographs and personal papers will be disposed of securely.`,
            },
            {
              small: `This notice is given under your storage agreement and section 12 of the Torts (Interference with Goods) Act 1977. If you dispute the arrears, or someone else owns goods in the unit, contact us before ${D(c, pay)}.`,
            },
          ];
  const payLine: [string, string][] = [
    ['Pay online', `${url}/pay (account ${acc})`],
    ['Bank transfer', `sort code ${sortCode(r)}, account ${r.digits(8)}`],
  ];
  const layout = r.int(0, 1);
  let spec: Spec;
  if (layout === 0) {
    spec = {
      face: c.face,
      top: stage === 3 ? ['BY FIRST CLASS AND RECORDED DELIVERY POST'] : undefined,
      head,
      logoMark: pick(r, ['bars', 'rings', 'chevron'] as const),
      sub: [
        pick(r, ['Customer Accounts', 'Credit Control', 'Accounts Team']),
        officeAddress(r),
        `${tel}  accounts@${host(co.name)}`,
      ],
      headAlign: pick(r, ['left', 'right', 'center'] as const),
      recipient: rcpt(c),
      owe:
        stage !== 3 && r.chance(0.5)
          ? { label, amount: fmtMoney(bal), note: `Please pay by ${D(c, pay)}` }
          : undefined,
      panel: [
        ['Customer account', acc],
        ['Unit', `${unit} (${size})`],
        ['Date', D(c, c.date)],
        ...(deposit ? ([['Deposit held', fmtMoney(deposit)]] as [string, string][]) : []),
      ],
      panelBoxed: r.chance(0.5),
      panelStacked: r.chance(0.3),
      title,
      titleStyle: stage === 3 ? pick(r, ['boxed', 'banner'] as const) : pick(r, ['plain', 'rule'] as const),
      body: [
        dear(c),
        ...text,
        { grid: rows, header: ['Account statement', 'Amount'], widths: [0.75, 0.25] },
        { kv: payLine },
      ],
      closing: stage === 1 ? pick(r, ['Kind regards', 'Yours sincerely']) : 'Yours sincerely',
      sign: [...signatory(r, ['Store Manager', 'Credit Controller', 'Accounts Manager']), co.name],
      footer: [`${regLine(co.name, r)} VAT no. GB ${r.digits(3)} ${r.digits(4)} ${r.digits(2)}.`],
    };
  } else {
    spec = {
      face: c.face,
      head,
      headBand: true,
      logoMark: pick(r, ['bars', 'shield'] as const),
      sub: [
        `${site.replace(/^./, (x) => x.toUpperCase())} - ${officeAddress(r)}`,
        `Enquiries ${tel}  ${url}`,
      ],
      headAlign: pick(r, ['left', 'right'] as const),
      recipient: rcpt(c),
      panel: [
        ['Notice date', D(c, c.date)],
        ['Access code', r.digits(4)],
      ],
      refGrid: [
        ['Account number', acc],
        ['Unit', unit],
        [stage === 3 ? 'Sale after' : 'Pay by', D(c, pay)],
      ],
      title,
      titleStyle: pick(r, ['rule', 'plain', 'boxed'] as const),
      body: [
        dear(c),
        ...text,
        { grid: rows.slice(0, -1), widths: [0.75, 0.25], boldLast: false },
        { amountBox: [label, fmtMoney(bal)] },
        { kv: payLine },
      ],
      closing: r.chance(0.5) ? 'Yours sincerely' : undefined,
      sign: [pick(r, ['Credit Control', 'Customer Accounts', 'The Store Team']), co.name],
      footer: [regLine(co.name, r)],
    };
  }
  return {
    spec,
    truth: truth(
      co.name,
      bal,
      acc,
      'normal',
      stage,
      stage === 1 ? 'first_demand' : stage === 2 ? 'reminder' : 'final_demand',
      c,
      pay,
    ),
  };
};

export const FRESH15A_FAMILIES: Family[] = [
  {
    id: 'W166',
    name: 'Road user charge (congestion/ULEZ) PCN or charge certificate by post',
    group: 'council_parking',
    make: roadUserCharge,
  },
  {
    id: 'W167',
    name: 'Train company Single Justice Procedure Notice for fare evasion',
    group: 'court_police',
    make: sjpFareEvasion,
  },
  {
    id: 'W168',
    name: 'Self-storage arrears, overlock and lien sale notice',
    group: 'business',
    make: selfStorage,
  },
];
