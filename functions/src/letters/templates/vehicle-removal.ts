/**
 * A vehicle removed or seized and held in a pound: the removal, storage and disposal charges of the police or a
 * council (../vehicle-removal.ts recognises the letter). Not a debt under a contract: the charges are statutory, so
 * the letter never asks for "the contract, order or agreement"; it asks under which power the vehicle was taken and by
 * whom, for the notices given and when, and for an itemised account of the charges against what the law allows, and
 * asks that the vehicle is not disposed of while that is answered. What the user does first is not in the letter but
 * in its next step: claim the vehicle before the date on the notice (storage grows daily), paying under protest, and
 * challenge the charges afterwards.
 *
 * House rules, as in ./debt.ts: a follow-up says "I wrote to you on …" only with the earlier letter's date (`prevDate`);
 * the letter says the user disputes the charges only when the user has (`disputes`: a ground, their own words, or an
 * earlier letter that did), and otherwise asks; every citation is a catalogue id. The law of England and Wales is
 * cited only there (`ew`); a seizure under s.165A of the Road Traffic Act 1988 is Great Britain's (`gb`); elsewhere the
 * letter asks the same questions without citing law that does not run there, and asks for the records as the user's
 * personal data (UK GDPR Art. 15), which runs UK-wide. No amount or period is stated as law: the prescribed charges
 * were raised from 6 April 2023 and the Home Office said in June 2026 that it will shorten the police disposal
 * periods, so the letter asks for the notice's dates and the account, and the next step says to go by the notice.
 */
import type { Conditional, GroupTemplate, Para } from './debt';
import { days, REASONABLE } from './periods';

const OPENERS: Para[] = [
  {
    text: 'I write about your letter{{receivedDatePhrase}} concerning the vehicle {{vehicleTaken}}{{refAside}}{{amountPhrase}}. Before I respond to the charges, please give me the information set out below.',
    when: ['!disputes'],
  },
  {
    text: 'I write about your letter{{receivedDatePhrase}} concerning the vehicle {{vehicleTaken}}{{refAside}}{{amountPhrase}}. I dispute the charges{{vehicleReasons}}. Please give me the information set out below, and cancel or refund any charge that was not lawfully due.',
    when: ['disputes'],
  },
];

/** The notice says the vehicle will be disposed of: the letter asks for the date and that nothing is disposed of. */
const NO_DISPOSAL: Para = {
  text: 'Your notice says that the vehicle may be disposed of if it is not claimed{{disposalBy}}. Please confirm by return the last day on which it can be claimed and what must be produced to claim it, and do not dispose of the vehicle, or anything in it, while this letter is being answered.',
  when: ['disposal'],
};

const POWER: Para[] = [
  {
    text: 'Please tell me under which power, and by whom, the vehicle was removed (for example, regulations made under section 99 of the Road Traffic Regulation Act 1984 for a vehicle left in breach of a prohibition or restriction, causing an obstruction or danger, abandoned or broken down), and give the date, time and place of the removal, the reason for it, and any photographs or notes made at the time.',
    bases: ['rtra-1984-s99'],
    when: ['ew', '!seizure'],
  },
  {
    text: 'Please tell me under which power, and by whom, the vehicle was seized: section 165A of the Road Traffic Act 1988 (a vehicle driven without a licence or insurance, or not stopped when required) or section 59 of the Police Reform Act 2002 (a vehicle driven carelessly, inconsiderately or off-road in a manner causing alarm, distress or annoyance). Please give the date, time and place, the grounds the officer relied on, and whether a warning was given before the seizure.',
    bases: ['rta-1988-s165a', 'pra-2002-s59'],
    when: ['ew', 'seizure'],
  },
  {
    text: 'Please tell me under which power, and by whom, the vehicle was seized (for a vehicle driven without a licence or insurance, or not stopped when required, section 165A of the Road Traffic Act 1988). Please give the date, time and place, the grounds the officer relied on, and whether a warning was given before the seizure.',
    bases: ['rta-1988-s165a'],
    when: ['scotland', 'seizure'],
  },
];

const NOTICES: Para[] = [
  {
    text: 'Please send me a copy of every notice given about the removal and about any intended disposal, with the date on which each was given and how. Under section 101 of the Road Traffic Regulation Act 1984 a removed vehicle may be disposed of only subject to section 101A, which entitles the owner to recover it before it is disposed of on showing that they own it and paying the relevant charges.',
    bases: ['rtra-1984-s101', 'rtra-1984-s101a'],
    when: ['ew', '!seizure', '!civilRemoval'],
  },
  {
    // A council's parking removal: the Penalty Charge Notice must have been served before the vehicle was removed.
    text: 'Please send me a copy of the Penalty Charge Notice, with the date and time at which it was served and how, the time at which the vehicle was removed, and the notes and photographs of the civil enforcement officer.',
    when: ['ew', 'civilRemoval'],
  },
  {
    text: 'Please send me a copy of the seizure notice, with the date on which it was given and to whom, the date by which it requires the vehicle to be claimed, and what must be produced to release it. The regulations made under section 165B of the Road Traffic Act 1988 require a seizure notice to be given to the driver when the vehicle is seized, unless that is impracticable, and steps to be taken as soon as possible to give one to the registered keeper or owner.',
    bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005'],
    when: ['gb', 'seizure'],
  },
];

const STORAGE_DETAIL = 'the date and time from which storage was counted and the number of days charged';

const CHARGES: Para[] = [
  {
    // Police removals, and councils' outside a civil enforcement area: the prescribed charges (s.102(2)).
    text: `Please send me an itemised account of every charge: the removal charge, with the weight, condition and position of the vehicle on which it is based; the storage charge, with ${STORAGE_DETAIL}; and any disposal charge. Section 102 of the Road Traffic Regulation Act 1984 allows only the prescribed charges to be recovered, and in England and Wales they are those of the Removal, Storage and Disposal of Vehicles (Prescribed Sums and Charges) Regulations 2008 as amended in 2023: please show that no charge exceeds the amount prescribed for the date of the removal.`,
    bases: ['rtra-1984-s102', 'rsdv-prescribed-charges-2008'],
    when: ['ew', '!seizure', '!civilRemoval'],
  },
  {
    // A council's removal from a civil enforcement area: its charges are set under TMA 2004 Sch.9 (s.102(2A)).
    text: `Please send me an itemised account of every sum paid or claimed: any penalty charge, the removal charge, the storage charge (with ${STORAGE_DETAIL}) and any disposal charge. For a vehicle removed by a council from a civil enforcement area for parking contraventions, section 102 of the Road Traffic Regulation Act 1984 allows only the charges set under Schedule 9 to the Traffic Management Act 2004: please tell me the charges that apply and where they are published, and show that those charged are no more.`,
    bases: ['rtra-1984-s102', 'tma-2004-sch9'],
    when: ['ew', 'civilRemoval'],
  },
  {
    text: `Please send me an itemised account of the charges for the removal and the retention of the vehicle, with the weight, condition and position of the vehicle on which the removal charge is based, and ${STORAGE_DETAIL}. These charges are prescribed by the regulations made under section 165B of the Road Traffic Act 1988 or, for a seizure under the Police Reform Act 2002, by the regulations made under that Act: please show that no charge exceeds the amount prescribed for the date of the seizure.`,
    bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005', 'pra-2002-s59'],
    when: ['ew', 'seizure'],
  },
  {
    text: `Please send me an itemised account of the charges for the removal and the retention of the vehicle, with the weight, condition and position of the vehicle on which the removal charge is based, and ${STORAGE_DETAIL}. These charges are prescribed by the regulations made under section 165B of the Road Traffic Act 1988: please show that no charge exceeds the amount prescribed for the date of the seizure.`,
    bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005'],
    when: ['scotland', 'seizure'],
  },
];

/** A council's parking removal in England: representations (reg 11), then the adjudicator. */
const REPRESENTATIONS: Para[] = [
  {
    text: 'Please treat this letter as my representations about the removal of the vehicle and the sums paid or demanded to recover it (in England, under regulation 11 of the Civil Enforcement of Road Traffic Contraventions (Representations and Appeals) (England) Regulations 2022). If you do not accept them, please send me a notice of rejection that tells me how to appeal to the independent adjudicator: the Traffic Penalty Tribunal, or London Tribunals in London.',
    bases: ['cerc-representations-2022-reg11', 'traffic-penalty-tribunal', 'london-tribunals'],
    when: ['ew', 'civilRemoval', 'disputes'],
  },
  {
    text: 'If the vehicle was removed by a council for a parking contravention, please also tell me, in writing, of my right to make representations about the removal and to appeal to the independent adjudicator, and by when representations must be made (in England, regulation 11 of the Civil Enforcement of Road Traffic Contraventions (Representations and Appeals) (England) Regulations 2022).',
    bases: ['cerc-representations-2022-reg11'],
    when: ['ew', 'civilRemoval', '!disputes'],
  },
];

/** Outside England and Wales (and a seizure in Northern Ireland): the same questions, citing no law of elsewhere. */
const ASK_WITHOUT_LAW =
  'Please tell me under which power, and by whom, the vehicle was {{vehicleTakenVerb}}, and send me a copy of every notice given about it, with the date on which each was given, and an itemised account of every charge (removal, storage and any disposal), with the date from which storage was counted, showing that none exceeds the amount the law allows.';
const ELSEWHERE: Para[] = [
  { text: ASK_WITHOUT_LAW, when: ['scotland', '!seizure'] },
  { text: ASK_WITHOUT_LAW, when: ['ni'] },
  {
    text: 'I also ask, under Article 15 of the UK GDPR, for a copy of the personal data you hold about me in connection with the vehicle and these charges, including the records of its removal or seizure and storage and the notices sent to me, within one month of receiving this letter, as Article 12A requires.',
    bases: ['uk-gdpr-art-15', 'uk-gdpr-art-12A'],
    when: ['notEw'],
  },
];

/** First in every next step: the vehicle, not the letter. */
const VEHICLE_FIRST: Conditional = {
  first: true,
  text: 'Deal with the vehicle first: storage is charged for every day it stays in the pound, and a vehicle not claimed by the date on the notice can be disposed of (sold or destroyed). If you can, claim it before that date, taking the documents the notice asks for, and pay under protest: say in writing that you pay only to get the vehicle back and that you dispute the charges, ask for an itemised receipt and keep every receipt. You can challenge the charges afterwards; this letter does not stop the clock.',
};
const STILL_IN_POUND: Conditional = {
  first: true,
  text: 'If the vehicle is still in the pound, claim it now if you can: storage keeps growing and it can be disposed of after the date on the notice. Pay under protest and keep the receipts; the challenge goes on afterwards.',
};

const SEIZURE_PERIODS: Conditional = {
  first: true,
  text: 'For a police seizure (no insurance or licence), the periods are short: forces commonly require the vehicle to be claimed within 7 working days of the seizure notice and may dispose of it 14 days after the seizure, and the government has said it will shorten these periods. Go by the dates on your notice, and take what it lists (typically proof of identity, the V5C registration document, a valid driving licence and a certificate of insurance).',
  when: ['gb', 'seizure'],
};

const REPRESENTATIONS_TIME: Conditional = {
  text: 'For a council parking removal in England you should have been told in writing, when you paid to get the vehicle back, of your right to make representations: the council may ignore representations made more than 28 days after you were told, so send them in time (this letter makes them only if it says you dispute the charges). If the council rejects them, appeal to London Tribunals or the Traffic Penalty Tribunal within the time the notice of rejection gives.',
  when: ['ew', 'civilRemoval'],
};

const POLICE_COMPLAINT: Conditional = {
  text: 'If the police force does not answer, or you think the removal or the charges were wrong, you can complain to the force (or through the Independent Office for Police Conduct, which passes complaints to the force); the outcome letter names the body that can review it.',
  when: ['ew', 'police'],
};

const LAST_RESORT: Conditional = {
  text: 'As a last resort, a sum you paid that was not lawfully due can be claimed back in court; get free advice first (Citizens Advice).',
};

/** The final letter restates what may be charged, whatever else it says. */
const FINAL_LAW: Para[] = [
  {
    text: 'Section 102 of the Road Traffic Regulation Act 1984 allows only the prescribed charges to be recovered, and a charge that you cannot show to be prescribed and correctly applied is not due.',
    bases: ['rtra-1984-s102'],
    when: ['ew', '!seizure', '!civilRemoval'],
  },
  {
    text: 'For a vehicle removed by a council from a civil enforcement area, section 102 of the Road Traffic Regulation Act 1984 allows only the charges set under Schedule 9 to the Traffic Management Act 2004, and a charge that you cannot show to be set and correctly applied is not due.',
    bases: ['rtra-1984-s102', 'tma-2004-sch9'],
    when: ['ew', 'civilRemoval'],
  },
  {
    text: 'The charges for a seized vehicle are only those prescribed by the regulations made under section 165B of the Road Traffic Act 1988, and a charge that you cannot show to be prescribed and correctly applied is not due.',
    bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005'],
    when: ['gb', 'seizure'],
  },
];

export const VEHICLE_REMOVAL_TEMPLATE: GroupTemplate = {
  thing: 'the removal, storage and disposal charges',
  refLabel: 'Reference',
  amountLabel: 'Charges claimed',
  contractDebt: false,
  stages: {
    1: {
      subject: [
        {
          text: 'Seized vehicle: charges disputed and information requested — reference {{refShort}}',
          when: ['disputes', 'seizure'],
        },
        {
          text: 'Removed vehicle: charges disputed and information requested — reference {{refShort}}',
          when: ['disputes'],
        },
        {
          text: 'Seized vehicle: request for information about the seizure and the charges — reference {{refShort}}',
          when: ['seizure'],
        },
        {
          text: 'Removed vehicle: request for information about the removal and the charges — reference {{refShort}}',
        },
      ],
      paragraphs: [
        ...OPENERS,
        NO_DISPOSAL,
        ...POWER,
        ...NOTICES,
        ...CHARGES,
        ...REPRESENTATIONS,
        ...ELSEWHERE,
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        VEHICLE_FIRST,
        SEIZURE_PERIODS,
        REPRESENTATIONS_TIME,
        POLICE_COMPLAINT,
        { text: 'If the information does not arrive by the deadline, send the 2nd letter (Follow-up).' },
        LAST_RESORT,
      ],
    },
    2: {
      subject: [
        {
          text: 'Disputed vehicle charges: no answer to my letter — reference {{refShort}}',
          when: ['disputes'],
        },
        { text: 'Vehicle charges: no answer to my letter — reference {{refShort}}' },
      ],
      paragraphs: [
        {
          text: 'I wrote to you on {{prevDate}} about the vehicle {{vehicleTaken}}{{refAside}}, disputing the charges and asking for the power used, the notices given and an itemised account of the charges. I have not had an answer that provides them.',
          when: ['prevDate', 'disputes'],
        },
        {
          text: 'I wrote to you on {{prevDate}} about the vehicle {{vehicleTaken}}{{refAside}}, asking for the power used, the notices given and an itemised account of the charges. I have not had an answer that provides them.',
          when: ['prevDate', '!disputes'],
        },
        {
          text: 'I write again about the vehicle {{vehicleTaken}}{{refAside}}: I have not had an answer that gives the power used, the notices given and an itemised account of the charges.',
          when: ['!prevDate'],
        },
        {
          text: 'Section 102 of the Road Traffic Regulation Act 1984 allows only the prescribed charges to be recovered. Until you show the power used and how each charge is made up against the amounts prescribed, I do not accept the charges I have disputed, and I ask you again to cancel or refund any charge that was not lawfully due.',
          bases: ['rtra-1984-s102'],
          when: ['ew', '!seizure', '!civilRemoval', 'disputes'],
        },
        {
          text: 'Section 102 of the Road Traffic Regulation Act 1984 allows only the prescribed charges to be recovered. Without the information I asked for I cannot tell whether the sum you claim is due: please send it.',
          bases: ['rtra-1984-s102'],
          when: ['ew', '!seizure', '!civilRemoval', '!disputes'],
        },
        {
          text: 'My representations about the removal of the vehicle must be considered and, if they are not accepted, answered with a notice of rejection that tells me how to appeal to the independent adjudicator (the Traffic Penalty Tribunal, or London Tribunals in London). Please decide them, tell me the outcome, and send the account of the charges I asked for.',
          bases: ['cerc-representations-2022-reg11', 'traffic-penalty-tribunal', 'london-tribunals'],
          when: ['ew', 'civilRemoval', 'disputes'],
        },
        {
          text: 'Please send the account of the charges I asked for, with the charges set under Schedule 9 to the Traffic Management Act 2004 that apply and where they are published.',
          bases: ['tma-2004-sch9'],
          when: ['ew', 'civilRemoval', '!disputes'],
        },
        {
          text: 'The charges for a seized vehicle are those prescribed by the regulations made under section 165B of the Road Traffic Act 1988. Until you show how each charge is made up against those amounts, I do not accept the charges I have disputed, and I ask you again to cancel or refund any charge that was not lawfully due.',
          bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005'],
          when: ['gb', 'seizure', 'disputes'],
        },
        {
          text: 'The charges for a seized vehicle are those prescribed by the regulations made under section 165B of the Road Traffic Act 1988. Without the information I asked for I cannot tell whether the sum you claim is due: please send it.',
          bases: ['rta-1988-s165b', 'rta-seized-vehicles-regs-2005'],
          when: ['gb', 'seizure', '!disputes'],
        },
        {
          text: 'If the vehicle is still in your custody, please confirm that it will not be disposed of while this matter is answered.',
          when: ['disposal'],
        },
        {
          text: 'Please also send the personal data I asked for under Article 15 of the UK GDPR; Article 12A gives you one month from receiving my request.',
          bases: ['uk-gdpr-art-15', 'uk-gdpr-art-12A'],
          when: ['notEw'],
        },
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        STILL_IN_POUND,
        {
          text: 'If a notice of rejection arrives, appeal to the adjudicator it names within the time it gives.',
          when: ['ew', 'civilRemoval'],
        },
        POLICE_COMPLAINT,
        {
          text: 'If there is still no answer, send the 3rd letter (Final). Keep copies of every letter and proof of posting.',
        },
      ],
    },
    3: {
      subject: [
        { text: 'Final letter — disputed vehicle charges — reference {{refShort}}', when: ['disputes'] },
        { text: 'Final letter — vehicle charges — reference {{refShort}}' },
      ],
      paragraphs: [
        {
          text: 'This is my final letter about the vehicle {{vehicleTaken}}{{refAside}}{{amountPhrase}}. I have disputed the charges and asked you{{prevDateSuffix}} for the power used, the notices given and an itemised account of the charges, and you have not provided them.',
          when: ['disputes'],
        },
        {
          text: 'This is my final letter about the vehicle {{vehicleTaken}}{{refAside}}{{amountPhrase}}. I have asked you{{prevDateSuffix}} for the power used, the notices given and an itemised account of the charges, and you have not provided them.',
          when: ['!disputes'],
        },
        ...FINAL_LAW,
        {
          text: 'Unless you accept my representations by {{deadline}}, please send a notice of rejection so that I can appeal to the independent adjudicator (the Traffic Penalty Tribunal, or London Tribunals in London), where I will rely on the points I have raised and on your failure to answer them.',
          bases: ['cerc-representations-2022-reg11', 'traffic-penalty-tribunal', 'london-tribunals'],
          when: ['ew', 'civilRemoval', 'disputes'],
        },
        {
          text: 'Unless, by {{deadline}}, you show that each charge I have disputed was lawfully due and no more than the law allows, or cancel or refund it, I will consider a claim in court for the return of any sum paid that was not lawfully due, and I will rely on your failure to answer my letters.',
          when: ['!civilRemoval', 'disputes'],
        },
        {
          text: 'Please, by {{deadline}}, send the information I have asked for, or confirm in writing that no charge beyond what the law allows is claimed.',
          when: ['!disputes'],
        },
        {
          text: 'If you do not answer by {{deadline}}, I will make a formal complaint about how this matter has been handled, through the police complaints system.',
          bases: ['police-complaints'],
          when: ['ew', 'police'],
        },
        {
          text: 'If the vehicle is still in your custody, please do not dispose of it while this matter is answered.',
          when: ['disposal'],
        },
        {
          text: 'If the personal data I asked for under Article 15 of the UK GDPR has not been provided, I will also complain to the Information Commissioner.',
          bases: ['uk-gdpr-art-15', 'ico-complaint'],
          when: ['notEw'],
        },
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        STILL_IN_POUND,
        {
          text: 'Appeal to London Tribunals or the Traffic Penalty Tribunal as soon as you have a notice of rejection.',
          when: ['ew', 'civilRemoval'],
        },
        POLICE_COMPLAINT,
        {
          text: 'Otherwise get free advice (Citizens Advice) about claiming back in court any sum you paid that was not lawfully due. Keep every receipt, notice and letter.',
        },
      ],
    },
  },
};
