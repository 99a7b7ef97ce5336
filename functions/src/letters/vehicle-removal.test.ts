/**
 * A police or council pound's letter (a vehicle removed or seized, release and storage charges, a notice that it will
 * be disposed of) is answered by the vehicle_removal letters, whatever debt type was guessed: never the general
 * group's demand for "the contract, order or agreement on which you rely". Letters built as production builds them
 * (the received text, the user's own history); a council PCN, a private parking charge, an enforcement agent's
 * clamp and a car finance repossession keep their own replies.
 */
import { getLegal, type Jurisdiction } from '@app/shared/legal/index';
import { describe, expect, it } from 'vitest';
import { escalation, stepsOfTemplate } from '../domain/escalation';
import { composeDebtLetter, groupFor } from './debt';
import { caseWithOneSend, sentLetter } from '../../test/fixtures/sent-case';
import { letterToText } from './text';
import type { DebtLetterInput, LetterDoc, SentLetter } from './types';
import { validateLetter } from './validate';

/** A police pound's notice of intended disposal (removed as an obstruction, RTRA 1984). */
const POLICE_POUND = `NORTHSHIRE POLICE - VEHICLE RECOVERY UNIT
NOTICE OF INTENDED DISPOSAL
Date: 5 November 2026          Our reference: NVR-2231
Vehicle: Ford Focus, registration AB12 CDE
The above vehicle was removed by police on 1 November 2026 from Mill Lane, Ashby, under the Road Traffic
Regulation Act 1984 because it was causing an obstruction, and is being stored at Northgate Vehicle Recovery,
Unit 4, Station Yard, Ashby.
Charges to date: removal £192.00, storage £26.00 per day (4 days) £104.00. Total £296.00.
Storage charges continue to accrue daily. Unless the vehicle is claimed by 24 November 2026 it will be disposed of.`;

/** A London council pound's release receipt after a parking removal (a PCN). */
const COUNCIL_RECEIPT = `LONDON BOROUGH OF EASTMERE - CAR POUND, Canal Way
VEHICLE RELEASE RECEIPT
Vehicle LM70 XYZ was removed from Station Road at 10:12 on 2 November 2026 for contravention code 01
(parked in a restricted street during prescribed hours). Penalty Charge Notice EM12345678.
Paid 3 November 2026: penalty charge £130.00, release fee £200.00, storage (1 day) £40.00. Total £370.00.
You have the right to make representations to the council about the removal of your vehicle. Representations
received more than 28 days after today may be disregarded. If the council rejects them you may appeal to London
Tribunals.`;

/** A police seizure notice for driving without insurance (s.165A RTA 1988). */
const SEIZURE = `SEIZURE NOTICE - Road Traffic Act 1988, section 165A
Northshire Police          Notice number S165-88412          Date: 14 November 2026
The vehicle registration KL19 ABC was seized at 21:40 on 14 November 2026 on the A6, Ashby, because it was
being driven without insurance. It has been taken to Northgate Vehicle Recovery, Unit 4, Station Yard, Ashby.
The registered keeper or owner must claim it within 7 working days of this notice, producing proof of identity,
the V5C, a valid driving licence and a certificate of insurance. Charges: removal £192, storage £26 for each day.
If the vehicle is not claimed it will be disposed of 14 days after the seizure.`;

/** A council's Notice to Owner for a PCN: nothing was removed. */
const COUNCIL_PCN = `LONDON BOROUGH OF EASTMERE - PARKING SERVICES
NOTICE TO OWNER - Traffic Management Act 2004
Penalty Charge Notice EM12345678. Vehicle LM70 XYZ was observed parked in Station Road on 2 November 2026 in a
restricted street during prescribed hours (contravention code 01). A penalty charge of £130.00 is now payable.
You may make representations within 28 days. Vehicles parked in contravention may be clamped or removed.`;

/** A private operator's parking charge (PoFA Sch.4). */
const PRIVATE_PARKING = `PARKING CHARGE NOTICE - Bayfield Car Park Control Ltd
Notice to Keeper - Protection of Freedoms Act 2012, Schedule 4
Your vehicle AB12 CDE was recorded by ANPR at Bayfield Retail Park car park on 1 November 2026 overstaying the
maximum stay. Parking charge £100.00 (reduced to £60.00 if paid within 14 days). Date of issue: 3 November 2026.`;

/** An enforcement agent has taken the car into control under a warrant: the bailiff reply answers it. */
const BAILIFF_CLAMP = `IRONBRIDGE CIVIL ENFORCEMENT LTD
Notice after entry or taking control of goods
Our enforcement agent attended on 3 November 2026 and took control of your vehicle AB12 CDE, which has been
clamped and removed to our storage yard. Storage charges of £20.00 per day apply. Unless the balance of £845.00,
including the enforcement stage fee, is paid, the vehicle will be sold at public auction.`;

/** A lender has repossessed a car on finance: the credit reply answers it. */
const CAR_FINANCE = `NORTHGATE MOTOR FINANCE LTD
Hire purchase agreement HP-55120
Following the termination of your agreement we have repossessed the vehicle, which has been removed to our
agent's storage compound. Storage charges of £15.00 per day are accruing. The vehicle will be sold at auction and
you will be liable for any shortfall under the agreement, which is regulated by the Consumer Credit Act 1974.`;

const sender = { name: 'Jane Smith', address: '1 High Street\nAshby\nLE65 1AA' };
const POLICE = { name: 'Northshire Police Vehicle Recovery Unit', address: 'PO Box 12, Ashby, LE65 9ZZ' };
const COUNCIL = { name: 'London Borough of Eastmere', address: 'Town Hall, Eastmere, E20 1AA' };
const AGENT = { name: 'Ironbridge Civil Enforcement Ltd', address: 'PO Box 7, Leeds, LS1 1AA' };
const LENDER = { name: 'Northgate Motor Finance Ltd', address: 'PO Box 9, Leeds, LS1 1AA' };

function compose(
  receivedText: string,
  over: Partial<DebtLetterInput> = {},
  sent: SentLetter[] = [],
): { doc: LetterDoc; text: string } {
  const doc = composeDebtLetter({
    debtType: 'normal',
    stage: 1,
    strategy: 'standard',
    sender,
    recipient: POLICE,
    receivedText,
    letterDate: '2026-11-16',
    history: { sent },
    ...over,
  });
  expect(validateLetter(doc)).toEqual([]);
  return { doc, text: letterToText(doc) };
}

/** What the general group's evidence letter asks for: wrong for a statutory removal charge. */
const CONTRACT_RE = /contract, order or agreement/i;
/** The letter says the user disputes something, or claims earlier letters it does not hold. */
const STATES_DISPUTE_RE = /\bI dispute\b|\bdisputing\b|\bI have disputed\b|\bmy representations\b/;
const INVENTED_HISTORY_RE = /\bI wrote to you\b|\bmy (earlier|previous) letters?\b|\bdespite\b|\bagain\b/i;

describe('a pound’s letter gets the vehicle removal reply, whatever debt type was guessed', () => {
  it('a police pound’s notice of intended disposal: the power, the notices, the prescribed charges, no contract', () => {
    for (const debtType of ['normal', 'court', 'bailiff', 'parking', 'debt_collection'])
      expect(groupFor({ debtType, recipient: POLICE, receivedText: POLICE_POUND }), debtType).toBe(
        'vehicle_removal',
      );
    const { doc, text } = compose(POLICE_POUND, {
      accountNumber: 'NVR-2231',
      amount: 296,
      received: { letterDate: '2026-11-05' },
    });
    expect(doc.template).toBe('debt/vehicle_removal/1');
    expect(doc.legalBases).toEqual(
      expect.arrayContaining([
        'rtra-1984-s99',
        'rtra-1984-s101',
        'rtra-1984-s101a',
        'rtra-1984-s102',
        'rsdv-prescribed-charges-2008',
      ]),
    );
    // Not a contract debt, not a parking charge, not a seizure.
    expect(text).not.toMatch(CONTRACT_RE);
    expect(doc.legalBases).not.toContain('pap-debt-claims');
    expect(doc.legalBases).not.toContain('limitation-1980-s29-30');
    expect(doc.legalBases).not.toContain('rta-1988-s165a');
    expect(text).toMatch(/under which power, and by whom, the vehicle was removed/);
    expect(text).toMatch(/section 99 of the Road Traffic Regulation Act 1984/);
    expect(text).toMatch(/itemised account of every charge/);
    expect(text).toMatch(/date and time from which storage was counted/);
    expect(text).toMatch(
      /Removal, Storage and Disposal of Vehicles \(Prescribed Sums and Charges\) Regulations 2008/,
    );
    // The disposal date the notice gives, and the request not to dispose of the vehicle meanwhile.
    expect(text).toMatch(/may be disposed of if it is not claimed by 24 November 2026/);
    expect(text).toMatch(
      /do not dispose of the vehicle, or anything in it, while this letter is being answered/,
    );
    expect(doc.userNotes?.[0]).toMatch(/gives 24 November 2026 as the last day to claim the vehicle/);
  });

  it('a council pound’s release receipt: its own charges (TMA 2004 Sch.9), representations and the adjudicator', () => {
    for (const debtType of ['parking', 'normal'])
      expect(groupFor({ debtType, recipient: COUNCIL, receivedText: COUNCIL_RECEIPT }), debtType).toBe(
        'vehicle_removal',
      );
    const { doc, text } = compose(COUNCIL_RECEIPT, { debtType: 'parking', recipient: COUNCIL });
    expect(doc.legalBases).toEqual(
      expect.arrayContaining(['rtra-1984-s102', 'tma-2004-sch9', 'cerc-representations-2022-reg11']),
    );
    // A council's parking removal is not charged at the police's prescribed sums, and is no Notice to Owner.
    expect(doc.legalBases).not.toContain('rsdv-prescribed-charges-2008');
    expect(doc.legalBases).not.toContain('pofa-2012-sch4');
    expect(text).not.toMatch(CONTRACT_RE);
    expect(text).toMatch(/copy of the Penalty Charge Notice, with the date and time at which it was served/);
    expect(text).toMatch(/right to make representations about the removal/);
    expect(doc.nextStep).toMatch(/more than 28 days after you were told/);
    expect(doc.nextStep).toMatch(/London Tribunals or the Traffic Penalty Tribunal/);
  });

  it('a police seizure notice for no insurance: s.165A, the seizure notice and the charges under s.165B', () => {
    for (const debtType of ['normal', 'court', 'speeding'])
      expect(groupFor({ debtType, recipient: POLICE, receivedText: SEIZURE }), debtType).toBe(
        'vehicle_removal',
      );
    const { doc, text } = compose(SEIZURE, { debtType: 'court', accountNumber: 'S165-88412' });
    expect(doc.legalBases).toEqual(
      expect.arrayContaining([
        'rta-1988-s165a',
        'rta-1988-s165b',
        'rta-seized-vehicles-regs-2005',
        'pra-2002-s59',
      ]),
    );
    // A seizure is not a removal under s.99, nor a fine to collect.
    expect(doc.legalBases).not.toContain('rtra-1984-s99');
    expect(doc.legalBases).not.toContain('courts-act-2003-sch5');
    expect(text).not.toMatch(CONTRACT_RE);
    expect(doc.subject).toMatch(/^Seized vehicle/);
    expect(text).toMatch(/section 165A of the Road Traffic Act 1988/);
    expect(text).toMatch(/copy of the seizure notice, with the date on which it was given and to whom/);
    expect(text).toMatch(/itemised account of the charges for the removal and the retention of the vehicle/);
    expect(doc.actFirst).toMatch(/7 working days/);
    expect(doc.nextStep).toMatch(/complain to the force/);
  });
});

describe('the next step puts the vehicle first', () => {
  it.each([
    ['police pound', POLICE_POUND],
    ['council receipt', COUNCIL_RECEIPT],
    ['seizure notice', SEIZURE],
  ])(
    '%s: storage grows daily and the disposal date comes first, apart from the steps after the deadline',
    (_, text) => {
      for (const stage of [1, 2, 3] as const) {
        const sent: SentLetter[] = [
          { stage: 1, sentAt: '2026-10-01' },
          { stage: 2, sentAt: '2026-10-20' },
        ].slice(0, stage - 1) as SentLetter[];
        const { doc } = compose(text, {}, sent);
        expect(doc.stage).toBe(stage);
        // Apart from the steps after the deadline: what to do now, which the page lists before sending the letter.
        const now = doc.actFirst ?? '';
        if (stage === 1) {
          expect(now).toMatch(/^Deal with the vehicle first: storage is charged for every day/);
          expect(now).toMatch(/claim it before that date/);
          expect(now).toMatch(/pay under protest/);
          expect(now).toMatch(/keep every receipt/);
          expect(now).toMatch(/this letter does not stop the clock/);
        } else {
          expect(now).toMatch(/^If the vehicle is still in the pound, claim it now/);
        }
        expect(doc.nextStep).not.toMatch(/pound/);
        expect(doc.nextStep).toMatch(/send the (2nd|3rd) letter|advice|adjudicator|Tribunal|complain/i);
      }
    },
  );
});

describe('the letter says only what the user said and what happened', () => {
  it.each([
    ['police pound', POLICE_POUND],
    ['council receipt', COUNCIL_RECEIPT],
    ['seizure notice', SEIZURE],
  ])(
    '%s: no dispute without one, and then it asks; with a ground or the user’s words it disputes',
    (_, rt) => {
      const asked = compose(rt);
      expect(asked.doc.template).toBe('debt/vehicle_removal/1');
      expect(asked.doc.disputes).toBe(false);
      expect(asked.doc.purpose).toBe('other');
      expect(asked.text).not.toMatch(STATES_DISPUTE_RE);
      expect(asked.doc.subject).not.toMatch(/disputed/i);
      expect(asked.text).toMatch(
        /Before I respond to the charges, please give me the information set out below/,
      );
      expect(asked.doc.userNotes?.join(' ')).toMatch(/without saying that you dispute them/);
      // A first letter claims no earlier letter.
      expect(asked.text).not.toMatch(INVENTED_HISTORY_RE);

      const ground = compose(rt, { disputeGround: 'amount_wrong' });
      expect(ground.doc.disputes).toBe(true);
      expect(ground.doc.purpose).toBe('dispute');
      expect(ground.doc.subject).toMatch(/charges disputed/);
      expect(ground.text).toMatch(
        /I dispute the charges because they are more than the law allows for this vehicle, or wrongly calculated\./,
      );
      expect(ground.text).not.toMatch(/borrower|agreement under which/);

      const words = compose(rt, {
        userNotes: 'The car was parked legally; the sign was covered by scaffolding.',
      });
      expect(words.text).toMatch(
        /I dispute the charges, for the reasons set out at the end of this letter\./,
      );
      expect(words.text).toMatch(/the sign was covered by scaffolding/);
    },
  );

  it('the council’s representations are made only when the user disputes the removal', () => {
    const asked = compose(COUNCIL_RECEIPT, { recipient: COUNCIL });
    expect(asked.text).not.toMatch(/treat this letter as my representations/);
    const disputed = compose(COUNCIL_RECEIPT, { recipient: COUNCIL, disputeGround: 'no_agreement' });
    expect(disputed.text).toMatch(/I dispute the charges because I do not believe there was any power/);
    expect(disputed.text).toMatch(/Please treat this letter as my representations about the removal/);
    expect(disputed.doc.legalBases).toEqual(
      expect.arrayContaining(['traffic-penalty-tribunal', 'london-tribunals']),
    );
  });

  it('a follow-up cites the earlier letter’s date only when the case holds it, and what that letter did', () => {
    const asked: SentLetter[] = [{ stage: 1, sentAt: '2026-11-02', purpose: 'other' }];
    const two = compose(POLICE_POUND, {}, asked);
    expect(two.doc.template).toBe('debt/vehicle_removal/2');
    expect(two.text).toMatch(/I wrote to you on 2 November 2026 about the vehicle removed to your custody/);
    expect(two.text).toMatch(/asking for the power used/);
    expect(two.text).not.toMatch(STATES_DISPUTE_RE);
    expect(two.doc.legalBases).toContain('rtra-1984-s102');

    const disputedBefore: SentLetter[] = [
      { stage: 1, sentAt: '2026-11-02', purpose: 'dispute', disputed: true },
    ];
    const twoDisputed = compose(SEIZURE, {}, disputedBefore);
    expect(twoDisputed.text).toMatch(
      /I wrote to you on 2 November 2026 about the vehicle seized and held by you/,
    );
    expect(twoDisputed.text).toMatch(/disputing the charges/);
    expect(twoDisputed.text).toMatch(/I do not accept the charges I have disputed/);

    const three = compose(POLICE_POUND, {}, [
      { stage: 1, sentAt: '2026-10-01' },
      { stage: 2, sentAt: '2026-10-20' },
    ]);
    expect(three.doc.template).toBe('debt/vehicle_removal/3');
    expect(three.text).toMatch(/I have asked you \(most recently on 20 October 2026\)/);
    expect(three.text).not.toMatch(STATES_DISPUTE_RE);
    expect(three.text).toMatch(/through the police complaints system/);
    expect(three.doc.legalBases).toEqual(expect.arrayContaining(['rtra-1984-s102', 'police-complaints']));

    // Asked for as a follow-up without a dated earlier letter: a first letter, which says so to the user.
    const noRecord = composeDebtLetter({
      debtType: 'normal',
      stage: 2,
      strategy: 'standard',
      sender,
      recipient: POLICE,
      receivedText: POLICE_POUND,
      letterDate: '2026-11-16',
    });
    expect(noRecord.template).toBe('debt/vehicle_removal/1');
    expect(letterToText(noRecord)).not.toMatch(INVENTED_HISTORY_RE);
  });
});

describe('not every letter about a vehicle comes from a pound', () => {
  it('a council Penalty Charge Notice keeps the PCN challenge; the same council’s pound receipt does not', () => {
    expect(groupFor({ debtType: 'parking', recipient: COUNCIL, receivedText: COUNCIL_PCN })).toBe(
      'parking_council',
    );
    expect(groupFor({ debtType: 'parking', recipient: COUNCIL, receivedText: COUNCIL_RECEIPT })).toBe(
      'vehicle_removal',
    );
  });

  it('a private parking charge keeps the PoFA reply; a police pound’s notice does not', () => {
    const operator = { name: 'Bayfield Car Park Control Ltd' };
    expect(groupFor({ debtType: 'parking', recipient: operator, receivedText: PRIVATE_PARKING })).toBe(
      'parking_private',
    );
    expect(groupFor({ debtType: 'parking', recipient: POLICE, receivedText: POLICE_POUND })).toBe(
      'vehicle_removal',
    );
  });

  it('an enforcement agent’s clamp and removal is the bailiff’s: the pound reply is for the police or a council', () => {
    expect(groupFor({ debtType: 'bailiff', recipient: AGENT, receivedText: BAILIFF_CLAMP })).toBe('bailiff');
    expect(groupFor({ debtType: 'normal', recipient: AGENT, receivedText: BAILIFF_CLAMP })).toBe('general');
    expect(groupFor({ debtType: 'bailiff', recipient: POLICE, receivedText: POLICE_POUND })).toBe(
      'vehicle_removal',
    );
  });

  it('a car finance repossession is the lender’s: the credit reply, not the pound’s', () => {
    expect(groupFor({ debtType: 'loan', recipient: LENDER, receivedText: CAR_FINANCE })).toBe(
      'consumer_credit',
    );
    expect(groupFor({ debtType: 'normal', recipient: LENDER, receivedText: CAR_FINANCE })).toBe(
      'consumer_credit',
    );
    expect(groupFor({ debtType: 'loan', recipient: POLICE, receivedText: SEIZURE })).toBe('vehicle_removal');
  });

  it('a warning that a vehicle may be removed is not a removal', () => {
    const warning =
      'If your vehicle has been removed, call the car pound. Vehicles left here may be removed and a release fee charged.';
    expect(groupFor({ debtType: 'normal', recipient: COUNCIL, receivedText: warning })).toBe('general');
    expect(
      groupFor({
        debtType: 'normal',
        recipient: COUNCIL,
        receivedText: 'Your vehicle has been removed to the car pound. Release fee £200.',
      }),
    ).toBe('vehicle_removal');
  });
});

describe('outside England and Wales no law of elsewhere is cited', () => {
  const allowed = (id: string, j: Jurisdiction) => {
    const js = getLegal(id)?.jurisdictions;
    return !js || js.includes(j);
  };
  it.each(['scotland', 'northern-ireland'] as const)('%s: every stage of every kind', (jurisdiction) => {
    for (const rt of [POLICE_POUND, COUNCIL_RECEIPT, SEIZURE])
      for (const stage of [1, 2, 3] as const)
        for (const extra of [{}, { disputeGround: 'amount_wrong' as const }]) {
          const sent: SentLetter[] = [
            { stage: 1, sentAt: '2026-10-01' },
            { stage: 2, sentAt: '2026-10-20' },
          ].slice(0, stage - 1) as SentLetter[];
          const { doc, text } = compose(rt, { jurisdiction, ...extra }, sent);
          for (const id of doc.legalBases)
            expect(allowed(id, jurisdiction), `${id} in ${jurisdiction}`).toBe(true);
          expect(text).not.toMatch(
            /Road Traffic Regulation Act|Traffic Management Act|Prescribed Sums|Traffic Penalty Tribunal|London Tribunals|Police Reform Act|police complaints system/,
          );
          if (jurisdiction === 'northern-ireland') expect(text).not.toMatch(/Road Traffic Act 1988/);
          expect(text).toMatch(/Article 15 of the UK GDPR/);
          expect(text).not.toMatch(CONTRACT_RE);
        }
  });

  it('a seizure in Scotland cites section 165A, which runs there', () => {
    const { doc, text } = compose(SEIZURE, {
      jurisdiction: 'scotland',
      recipient: { name: 'Police Scotland' },
    });
    expect(doc.legalBases).toEqual(expect.arrayContaining(['rta-1988-s165a', 'rta-1988-s165b']));
    expect(text).toMatch(/section 165A of the Road Traffic Act 1988/);
  });

  it('the law of the letter is where the vehicle was taken, not the keeper’s home', () => {
    const { doc } = compose(POLICE_POUND, {
      sender: { name: 'Morag Reid', address: '4 Burn Wynd, Paisley PA1 1AA' },
    });
    expect(doc.jurisdiction).toBe('england-wales');
  });
});

describe('every vehicle removal letter validates', () => {
  it('each kind × stage × dispute, with and without a reference and an amount', () => {
    for (const rt of [POLICE_POUND, COUNCIL_RECEIPT, SEIZURE])
      for (const stage of [1, 2, 3] as const)
        for (const extra of [
          {},
          { disputeGround: 'not_mine' as const },
          { userNotes: 'I was not driving.' },
          { accountNumber: 'REF-1', amount: 250 },
        ]) {
          const sent: SentLetter[] = [
            { stage: 1, sentAt: '2026-10-01' },
            { stage: 2, sentAt: '2026-10-20' },
          ].slice(0, stage - 1) as SentLetter[];
          const { doc, text } = compose(rt, extra, sent);
          expect(doc.template).toBe(`debt/vehicle_removal/${stage}`);
          expect(doc.legalBases.length).toBeGreaterThan(0);
          expect(text).not.toMatch(CONTRACT_RE);
          expect(text).not.toMatch(/\bvoid\b|Limitation Act|Pre-Action Protocol/);
        }
  });
});

describe('the escalation ladder of a pound’s case', () => {
  const theCase = (letterId: string, at: string) => caseWithOneSend('Northshire Police', letterId, at);
  const letter = sentLetter;

  it('a letter that only asked is no dispute; one that disputed leads to the adjudicator or a police complaint', () => {
    expect(stepsOfTemplate('debt/vehicle_removal/1', 'other')).toEqual([]);
    expect(stepsOfTemplate('debt/vehicle_removal/1', 'dispute')).toEqual(['dispute']);
    const { doc } = compose(POLICE_POUND, { disputeGround: 'amount_wrong' });
    const l = letter('v'.repeat(25), doc, '2026-11-16');
    const r = escalation(theCase(l.id, '2026-11-16'), [l], '2026-11-20');
    expect(r.steps.map((s) => s.id)).toEqual(['sar', 'dispute', 'ombudsman', 'ico']);
    const dispute = r.steps.find((s) => s.id === 'dispute')!;
    expect(dispute.done).toBe(true);
    expect(dispute.title).toMatch(/removal and storage charges/);
    expect(dispute.law).not.toMatch(/CONC|Pre-Action Protocol/);
    expect(r.steps.find((s) => s.id === 'ombudsman')!.title).toMatch(/adjudicator.*police complaints system/);
  });
});

describe('the date to claim the vehicle', () => {
  it('is read with its condition between ("not claimed and the charges paid by …") and shown above the letter', () => {
    const doc = composeDebtLetter({
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      sender: { name: 'Ann Smith', address: '1 High Street, Leeds, LS1 1AA' },
      recipient: { name: 'Wexhaven Police' },
      letterDate: '2025-01-16',
      receivedText:
        'Wexhaven Police Vehicle Recovery Scheme Office\nYour vehicle has been removed\nThe vehicle was seized under section 165A of the Road Traffic Act 1988.\nIf the vehicle is not claimed and the charges paid by 22 January 2025, we will take steps\nto dispose of it, by sale or by destruction.',
    });
    expect(doc.userNotes?.[0]).toMatch(/22 January 2025 as the last day to claim the vehicle/);
  });
});
