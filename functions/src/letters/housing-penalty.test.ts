/**
 * A council's financial penalty on a landlord under s.249A of the Housing Act 2004 (its notice of intent, its final
 * notice, a reminder, its lawyers' letter before recovery) is answered by the housing_penalty letters under Schedule
 * 13A, whatever debt type was guessed: never the general group's demand for "the contract, order or agreement on
 * which you rely", the Pre-Action Protocol for Debt Claims or the Limitation Act. Letters built as production builds
 * them (the received text, the user's own history). A PCN, an enforcement agent's letter, council tax, the council's
 * rent, other landlord penalty regimes and a Welsh council's letter keep their own replies.
 */
import { getLegal } from '@app/shared/legal/index';
import { describe, expect, it } from 'vitest';
import { escalation, stepsOfTemplate } from '../domain/escalation';
import { composeDebtLetter, groupFor } from './debt';
import { isHousingPenalty, penaltyFacts } from './housing-penalty';
import { caseWithOneSend, sentLetter } from '../../test/fixtures/sent-case';
import { letterToText } from './text';
import type { DebtLetterInput, LetterDoc, SentLetter } from './types';
import { validateLetter } from './validate';

/** A notice of intent for an unlicensed HMO (s.72). */
const INTENT = `Borough of Kestmoor Council - Private Sector Housing
Notice number: CPN/26/0412          Date: 2 November 2026
NOTICE OF INTENT TO IMPOSE A FINANCIAL PENALTY
Housing Act 2004, section 249A and Schedule 13A
Premises: 14 Mill Row, Kestmoor, KM4 2BB
The council is satisfied beyond reasonable doubt that between 1 March 2026 and 30 September 2026 you had control of
or managed a house in multiple occupation that was required to be licensed but was not (section 72(1)).
The council proposes to impose a financial penalty of £8,500.00. The reasons, and how the amount was set under the
council's civil penalties policy, are set out in the attached schedule.
You may make written representations about this proposal within 28 days beginning with the day after this notice
was given. After that period the council will decide whether to give you a final notice imposing a penalty.`;

/** A final notice for breach of the HMO management regulations (s.234). */
const FINAL = `Borough of Brimford Council, Private Sector Housing
Notice number: CPN381726
Date of notice: 19/05/2026
FINAL NOTICE
Financial penalty under section 249A of the Housing Act 2004
Between 30/07/2025 and 13/01/2026 you committed the offence of failing to comply with the Management of Houses in
Multiple Occupation (England) Regulations 2006 (section 234(3) of the Housing Act 2004) at Flat 1, 186 Church Lane.
A notice of intent was given to you on 29/03/2026, proposing a penalty of £9,250.00. The council considered your
representations but did not change the amount.
You must pay the penalty of £9,250.00 within 28 days, by 16/06/2026.
You may appeal to the First-tier Tribunal (Property Chamber) against the decision to impose the penalty or its amount
within 28 days. If you appeal, this notice is suspended until the appeal is decided or withdrawn. If you do not pay,
the council may recover the penalty as if it were payable under an order of the county court.`;

/** A reminder after the final notice, for failing to comply with an improvement notice (s.30). */
const REMINDER = `Council of the Borough of Rookcombe - Regulatory Services (Housing Enforcement)
Notice number: HCP/525I84          Date: 06/02/2026
CIVIL PENALTY - REMINDER
On 06/12/2025 the council gave you a final notice (HCP/525I84) imposing a financial penalty of £5,250.00 for
failing to comply with an improvement notice at 72 Orchard Drive. No appeal was made to the First-tier Tribunal in
the time allowed, so the penalty is now payable in full. Balance outstanding £5,000.00.
If the balance is not paid, the matter will be passed to the council's Legal Services to recover as if the penalty
were payable under an order of the county court.`;

/** The council's lawyers, before recovery: "no further court hearing is needed". */
const LEGAL = `Borough of Marlcombe Council, Legal Services          Our ref: LS/HSG/47662
I have been instructed by the council's Regulatory Services (Housing Enforcement) team about the financial penalty
of £26,500.00 imposed on you by final notice CPN686536 dated 07/11/2025, for failing to comply with an improvement
notice. Under paragraph 11 of Schedule 13A to the Housing Act 2004 the penalty is recoverable as if it were payable
under an order of the county court. No further court hearing is needed. Unless £26,500.00 is paid by 16/03/2026,
the council will take enforcement action without further notice, which may include a warrant of control, an
attachment of earnings order or a charging order.`;

/** A selective licensing penalty that names no section: "civil penalty" and the Housing Act 2004's offence. */
const PLAIN = `Ivybrook City Council - Private Sector Housing
Civil penalty: property in the selective licensing area not licensed under Part 3 of the Housing Act 2004.
You must pay the penalty of £1,000.00 within 28 days. Final notice reference FP/25/6908.`;

// ── Not housing penalties ──
const COUNCIL_PCN = `LONDON BOROUGH OF EASTMERE - PARKING SERVICES
NOTICE TO OWNER - Traffic Management Act 2004. Penalty Charge Notice EM12345678. A penalty charge of £130.00 is now
payable for parking in a restricted street. You may make representations within 28 days.`;
const SMOKE_ALARM_PCN = `Borough of Kestmoor Council - Private Sector Housing
Penalty charge notice under the Smoke and Carbon Monoxide Alarm (England) Regulations 2015 for the house in
multiple occupation at 14 Mill Row. Penalty charge £2,500.00. You may request a review within 28 days.`;
const BAILIFF = `IRONBRIDGE CIVIL ENFORCEMENT LTD - NOTICE OF ENFORCEMENT
Warrant of control issued by the County Court for the recovery of a financial penalty under section 249A of the
Housing Act 2004 owed to Borough of Marlcombe Council. Balance £26,500.00 plus the compliance stage fee of £75.00.
Our enforcement agent will attend unless the balance is paid within 7 clear days (Taking Control of Goods
Regulations 2013).`;
const COUNCIL_TAX = `Borough of Kestmoor Council - Council Tax
Reminder notice: your council tax instalments for 14 Mill Row, a house in multiple occupation, are overdue.
Civil penalty warning: you must tell us of any change affecting your liability. Pay £412.00 within 7 days.`;
const RENT = `Borough of Kestmoor Council - Housing Services. Your rent account for 3 Elm Court is in arrears of £640.00.
The council as your landlord may seek possession if the rent arrears are not paid.`;
const ELECTORAL = `Electoral Registration Officer, Borough of Kestmoor. Civil penalty of £80 for failing to register to vote
when required to do so (Representation of the People Act 1983).`;
const RENTERS_RIGHTS = `Borough of Kestmoor Council - Private Sector Housing. Final notice of a financial penalty under
the Renters' Rights Act 2025 for failing to register your house in multiple occupation on the private rented sector
database. Penalty £4,000.00.`;
const ELECTRICAL = `Borough of Kestmoor Council. Financial penalty under the Electrical Safety Standards in the Private
Rented Sector (England) Regulations 2020 for the house in multiple occupation at 14 Mill Row: £6,000.00.`;
const WALES = `Cyngor Sir Glanmor / Glanmor County Council. Fixed penalty notice: you let a dwelling without being
registered with Rent Smart Wales (Housing (Wales) Act 2014). Civil penalty of £150.00. House in multiple occupation.`;
const HMO_FEE = `Borough of Kestmoor Council - HMO licensing. Invoice for your house in multiple occupation licence
application (Housing Act 2004, Part 2): fee £1,100.00 due within 30 days.`;

const sender = { name: 'Jane Smith', address: '1 High Street\nAshby\nLE65 1AA' };
const COUNCIL = { name: 'Borough of Kestmoor Council', address: 'Town Hall, Kestmoor, KM1 1AA' };
const AGENT = { name: 'Ironbridge Civil Enforcement Ltd', address: 'PO Box 7, Leeds, LS1 1AA' };

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
    recipient: COUNCIL,
    receivedText,
    letterDate: '2026-11-27',
    history: { sent },
    ...over,
  });
  expect(validateLetter(doc)).toEqual([]);
  return { doc, text: letterToText(doc) };
}
const history = (stage: 1 | 2 | 3): SentLetter[] =>
  (
    [
      { stage: 1, sentAt: '2026-10-01' },
      { stage: 2, sentAt: '2026-10-20' },
    ] as SentLetter[]
  ).slice(0, stage - 1);

/** What the general group's evidence letter asks for, and the contract debt's law: wrong for a statutory penalty. */
const CONTRACT_RE = /contract, order or agreement/i;
const DEBT_LAW_RE = /Limitation Act|Pre-Action Protocol|\bvoid\b|CONC/;
const STATES_DISPUTE_RE = /\bI dispute\b|\bdisputing\b|\bI have disputed\b|my written representations/;
const INVENTED_HISTORY_RE = /\bI wrote to you\b|\bmy (earlier|previous) letters?\b|\bdespite\b|\bagain\b/i;
const ALL = [INTENT, FINAL, REMINDER, LEGAL, PLAIN];

describe('the letter is recognised from its words, and which notice it is', () => {
  it('notice of intent, final notice, reminder, lawyers’ letter and a plain civil penalty', () => {
    for (const t of ALL) expect(isHousingPenalty(t), t.slice(0, 60)).toBe(true);
    expect(penaltyFacts(INTENT)).toEqual({ notice: 'intent', noticeDate: '2026-11-02' });
    // The final notice recites the notice of intent and the representations: it is still the final notice.
    expect(penaltyFacts(FINAL)).toEqual({ notice: 'final', noticeDate: '2026-05-19' });
    // After the final notice, the date that matters is the final notice's, not the reminder's.
    expect(penaltyFacts(REMINDER)).toEqual({ notice: 'recovery', noticeDate: '2025-12-06' });
    expect(penaltyFacts(LEGAL)).toEqual({ notice: 'recovery', noticeDate: '2025-11-07' });
    expect(penaltyFacts(PLAIN).notice).toBe('final');
    // The date the extraction read from the letter comes first.
    expect(penaltyFacts(FINAL, '2026-05-20').noticeDate).toBe('2026-05-20');
    expect(penaltyFacts('Civil penalty under the Housing Act 2004 for an unlicensed HMO.').notice).toBe(
      'unknown',
    );
  });

  it('not a PCN, an enforcement agent, council tax, rent, another penalty regime, Wales or a licence fee', () => {
    for (const t of [
      COUNCIL_PCN,
      SMOKE_ALARM_PCN,
      BAILIFF,
      COUNCIL_TAX,
      RENT,
      ELECTORAL,
      RENTERS_RIGHTS,
      ELECTRICAL,
      WALES,
      HMO_FEE,
    ])
      expect(isHousingPenalty(t), t.slice(0, 60)).toBe(false);
    // Another Act's section 249A is no housing penalty.
    expect(isHousingPenalty('Audit exemption: section 249A of the Companies Act 1985.')).toBe(false);
  });

  it('whatever debt type was guessed, the group is housing_penalty; the negatives keep theirs', () => {
    for (const t of ALL)
      for (const debtType of ['normal', 'council_tax', 'court', 'rent_arrears', 'debt_collection', 'parking'])
        expect(groupFor({ debtType, recipient: COUNCIL, receivedText: t }), debtType).toBe('housing_penalty');
    expect(groupFor({ debtType: 'parking', recipient: COUNCIL, receivedText: COUNCIL_PCN })).toBe(
      'parking_council',
    );
    expect(groupFor({ debtType: 'bailiff', recipient: AGENT, receivedText: BAILIFF })).toBe('bailiff');
    expect(
      groupFor({
        debtType: 'normal',
        recipient: AGENT,
        receivedText: BAILIFF,
        received: { kind: 'notice_of_enforcement' },
      }),
    ).toBe('bailiff');
    expect(groupFor({ debtType: 'council_tax', recipient: COUNCIL, receivedText: COUNCIL_TAX })).toBe(
      'council_tax',
    );
    expect(groupFor({ debtType: 'rent_arrears', recipient: COUNCIL, receivedText: RENT })).toBe(
      'rent_arrears',
    );
    for (const t of [SMOKE_ALARM_PCN, ELECTORAL, RENTERS_RIGHTS, ELECTRICAL, WALES, HMO_FEE])
      expect(groupFor({ debtType: 'normal', recipient: COUNCIL, receivedText: t }), t.slice(0, 40)).toBe(
        'general',
      );
  });
});

describe('a council’s housing penalty gets Schedule 13A, not a contract debt’s law', () => {
  it.each([
    ['notice of intent', INTENT],
    ['final notice', FINAL],
    ['reminder', REMINDER],
    ['lawyers’ letter', LEGAL],
    ['plain civil penalty', PLAIN],
  ])(
    '%s: every stage cites s.249A and Sch.13A, never the contract, the Protocol or the Limitation Act',
    (_, rt) => {
      for (const stage of [1, 2, 3] as const)
        for (const extra of [{}, { disputeGround: 'amount_wrong' as const }]) {
          const { doc, text } = compose(rt, extra, history(stage));
          expect(doc.template).toBe(`debt/housing_penalty/${stage}`);
          expect(doc.legalBases).toContain('ha-2004-s249a');
          expect(doc.legalBases).toContain('ha-2004-sch13a');
          expect(doc.legalBases.some((b) => /^(pap-|limitation-|fca-)/.test(b))).toBe(false);
          expect(text).not.toMatch(CONTRACT_RE);
          expect(text).not.toMatch(DEBT_LAW_RE);
          expect(doc.jurisdiction).toBe('england-wales');
        }
    },
  );

  it('a final notice: the notices and how they were given, the evidence, the policy, the appeal, the county court', () => {
    const { doc, text } = compose(FINAL, { accountNumber: 'CPN381726', amount: 9250 });
    expect(text).toMatch(
      /your final notice of a financial penalty under section 249A of the Housing Act 2004/,
    );
    expect(text).toMatch(/\(reference CPN381726\), for which you demand £9,250\.00/);
    expect(text).toMatch(
      /copy of the notice of intent and of the final notice, and tell me the date on which each was given to me and how it was given/,
    );
    expect(text).toMatch(/satisfied, beyond reasonable doubt/);
    expect(text).toMatch(/policy on financial penalties .* how they were applied here/);
    expect(text).toMatch(
      /appeal to the First-tier Tribunal \(Property Chamber\) against the decision to impose the penalty or against its amount/,
    );
    expect(text).toMatch(/the final notice is suspended until the appeal is finally determined or withdrawn/);
    expect(text).toMatch(/recoverable only on the order of the county court/);
    expect(text).toMatch(/whether the council has applied to the county court for such an order/);
    // The 28 days to appeal come before any letter, and the letter says it does not stop them.
    expect(doc.actFirst).toMatch(
      /^Act on the final notice first: you can appeal to the First-tier Tribunal \(Property Chamber\)/,
    );
    expect(doc.actFirst).toMatch(/within 28 days of the date the final notice was given/);
    expect(doc.actFirst).toMatch(/a later appeal is heard only if the tribunal gives permission/);
    expect(doc.actFirst).toMatch(/does not stop those 28 days/);
    // Counted from the date printed on the notice (19 May 2026): 16 June 2026, passed on 27 November 2026.
    expect(doc.userNotes?.[0]).toMatch(
      /Your final notice is dated 19 May 2026: counted from that date, the 28 days for an appeal .* ended on 16 June 2026\. A late appeal is heard only if the tribunal gives permission/,
    );
    expect(doc.subject).toMatch(
      /^Financial penalty — request for the notices and reasons — reference CPN381726$/,
    );
  });

  it('a final notice still in time: the last day to appeal is shown above the letter', () => {
    const { doc } = compose(FINAL, { letterDate: '2026-05-25' });
    expect(doc.userNotes?.[0]).toMatch(
      /Your final notice is dated 19 May 2026\. An appeal to the First-tier Tribunal \(Property Chamber\) .* the last day is 16 June 2026\. This letter is not an appeal and does not extend that time\./,
    );
  });

  it('a notice of intent: representations within 28 days first; the letter is them only with a dispute', () => {
    const asked = compose(INTENT, { amount: 8500, letterDate: '2026-11-05' });
    expect(asked.text).toMatch(
      /your proposal to impose a financial penalty under section 249A .*, proposing a penalty of £8,500\.00/,
    );
    expect(asked.text).toMatch(/the date on which the notice of intent was given to me and how it was given/);
    expect(asked.text).toMatch(/within 28 days beginning with the day after the notice was given/);
    expect(asked.text).toMatch(/I reserve my right to make written representations/);
    expect(asked.text).not.toMatch(/final notice is suspended|county court/);
    expect(asked.text).not.toMatch(STATES_DISPUTE_RE);
    expect(asked.doc.subject).toMatch(/^Notice of intent — request for information/);
    expect(asked.doc.actFirst).toMatch(
      /^Act on the notice of intent first: you can make written representations to the council within 28 days/,
    );
    // 2 November 2026 + 28 days = 30 November 2026.
    expect(asked.doc.userNotes?.[0]).toMatch(
      /Your notice of intent is dated 2 November 2026\. .* the last day is 30 November 2026\./,
    );

    const disputed = compose(INTENT, { disputeGround: 'amount_wrong', letterDate: '2026-11-05' });
    expect(disputed.text).toMatch(
      /I dispute the penalty because its amount is wrong, or was not set in line with the council's own policy\./,
    );
    expect(disputed.text).toMatch(
      /Please treat this letter as my written representations about the proposal/,
    );
    expect(disputed.text).not.toMatch(/I reserve my right/);
    expect(disputed.doc.subject).toMatch(
      /^Notice of intent — written representations and request for information/,
    );
    expect(disputed.doc.purpose).toBe('dispute');
  });

  it('after the final notice: recovery only on a county court order; no enforcement before it', () => {
    for (const rt of [REMINDER, LEGAL]) {
      const { doc, text } = compose(rt);
      expect(text).toMatch(/your demand for payment of a financial penalty under section 249A/);
      expect(text).toMatch(/paragraph 11 of Schedule 13A to the Housing Act 2004/);
      expect(text).toMatch(
        /Until the county court has made an order, please take no step to enforce the penalty/,
      );
      expect(text).toMatch(/statement of the penalty showing the amount imposed, any payments received/);
      expect(doc.actFirst).toMatch(
        /once it has passed, an appeal is heard only if the tribunal gives permission/,
      );
      expect(doc.actFirst).toMatch(/only with an order of the county court/);
    }
    expect(compose(REMINDER).doc.userNotes?.[0]).toMatch(
      /The final notice is dated 6 December 2025: counted from that date, the 28 days for an appeal .* ended on 3 January 2026/,
    );
    // The lawyers' letter read as a Letter of Claim is still no debt claim: no Protocol, no Reply Form.
    const loc = compose(LEGAL, { received: { kind: 'letter_of_claim', letterDate: '2026-03-02' } });
    expect(loc.doc.template).toBe('debt/housing_penalty/1');
    expect(loc.doc.sendBy).toBeUndefined();
    expect([loc.doc.nextStep, ...(loc.doc.userNotes ?? [])].join(' ')).not.toMatch(
      /Letter of Claim|Reply Form/,
    );
  });
});

describe('the letter says only what the user said and what happened', () => {
  it.each([
    ['notice of intent', INTENT],
    ['final notice', FINAL],
    ['reminder', REMINDER],
  ])(
    '%s: no dispute without one, and then it asks; with a ground or the user’s words it disputes',
    (_, rt) => {
      const asked = compose(rt);
      expect(asked.doc.disputes).toBe(false);
      expect(asked.doc.purpose).toBe('other');
      expect(asked.text).not.toMatch(STATES_DISPUTE_RE);
      expect(asked.text).toMatch(/Before I respond to it, please give me the information set out below/);
      expect(asked.doc.userNotes?.join(' ')).toMatch(/without saying that you dispute it/);
      expect(asked.text).not.toMatch(INVENTED_HISTORY_RE);

      const ground = compose(rt, { disputeGround: 'not_mine' });
      expect(ground.doc.disputes).toBe(true);
      expect(ground.doc.purpose).toBe('dispute');
      expect(ground.text).toMatch(
        /I dispute the penalty because I am not the person responsible for the conduct on which it is based\./,
      );
      expect(ground.text).not.toMatch(/borrower|agreement under which/);

      const words = compose(rt, {
        userNotes: 'The licence application was sent in February; I have the receipt.',
      });
      expect(words.text).toMatch(
        /I dispute the penalty, for the reasons set out at the end of this letter\./,
      );
      expect(words.text).toMatch(/I have the receipt/);
    },
  );

  it('a final notice disputed: the council is asked to withdraw or reduce it', () => {
    const { text } = compose(FINAL, { disputeGround: 'no_agreement' });
    expect(text).toMatch(/I do not believe the council had grounds to impose it/);
    expect(text).toMatch(/withdraw a final notice or to reduce the amount/);
  });

  it('a follow-up cites the earlier letter’s date only when the case holds it, and what that letter did', () => {
    const two = compose(FINAL, {}, [{ stage: 1, sentAt: '2026-11-02', purpose: 'other' }]);
    expect(two.doc.template).toBe('debt/housing_penalty/2');
    expect(two.text).toMatch(
      /I wrote to you on 2 November 2026 about the financial penalty under section 249A/,
    );
    expect(two.text).toMatch(/asking for the notices given/);
    expect(two.text).not.toMatch(STATES_DISPUTE_RE);
    expect(two.text).toMatch(/whether the council has applied to the county court/);
    expect(two.doc.actFirst).toMatch(/28 days to appeal against the final notice/);

    const twoDisputed = compose(FINAL, {}, [
      { stage: 1, sentAt: '2026-11-02', purpose: 'dispute', disputed: true },
    ]);
    expect(twoDisputed.text).toMatch(/disputing it and asking for the notices given/);
    expect(twoDisputed.text).toMatch(/I do not accept the penalty I have disputed/);

    const three = compose(REMINDER, {}, history(3));
    expect(three.doc.template).toBe('debt/housing_penalty/3');
    expect(three.text).toMatch(/This is my final letter about the financial penalty/);
    expect(three.text).toMatch(/I have asked you \(most recently on 20 October 2026\)/);
    expect(three.text).not.toMatch(STATES_DISPUTE_RE);
    expect(three.text).toMatch(/copy of the application when it is made/);

    // Asked for as a follow-up without a dated earlier letter: a first letter.
    const noRecord = composeDebtLetter({
      debtType: 'normal',
      stage: 2,
      strategy: 'standard',
      sender,
      recipient: COUNCIL,
      receivedText: FINAL,
      letterDate: '2026-11-27',
    });
    expect(noRecord.template).toBe('debt/housing_penalty/1');
    expect(letterToText(noRecord)).not.toMatch(INVENTED_HISTORY_RE);
  });
});

describe('England only', () => {
  it('a landlord living in Scotland answers an English council under English law', () => {
    const { doc } = compose(FINAL, {
      sender: { name: 'Morag Reid', address: '4 Burn Wynd, Paisley PA1 1AA' },
    });
    expect(doc.template).toBe('debt/housing_penalty/1');
    expect(doc.jurisdiction).toBe('england-wales');
  });

  it.each(['scotland', 'northern-ireland'] as const)(
    'written under the law of %s: the general reply, citing no English housing law, and a note saying why',
    (jurisdiction) => {
      for (const rt of [INTENT, FINAL, REMINDER]) {
        const { doc, text } = compose(rt, { jurisdiction });
        expect(doc.template).toMatch(/^debt\/general\//);
        for (const id of doc.legalBases) {
          expect(id).not.toMatch(/^ha-2004/);
          const js = getLegal(id)?.jurisdictions;
          expect(!js || js.includes(jurisdiction), id).toBe(true);
        }
        expect(text).not.toMatch(/Housing Act 2004/);
        expect(doc.userNotes?.join(' ')).toMatch(/can be imposed only for premises in England/);
      }
    },
  );
});

describe('the escalation ladder of a housing penalty case', () => {
  const theCase = (letterId: string, at: string) =>
    caseWithOneSend('Borough of Kestmoor Council', letterId, at);
  const letter = sentLetter;

  it('the tribunal appeal is offered at once, under its own law; a letter that only asked disputed nothing', () => {
    expect(stepsOfTemplate('debt/housing_penalty/1', 'other')).toEqual([]);
    expect(stepsOfTemplate('debt/housing_penalty/1', 'dispute')).toEqual(['dispute']);
    const { doc } = compose(FINAL);
    const l = letter('h'.repeat(25), doc, '2026-11-27');
    const r = escalation(theCase(l.id, '2026-11-27'), [l], '2026-11-28');
    expect(r.steps.map((s) => s.id)).toEqual(['sar', 'dispute', 'ombudsman', 'ico']);
    const dispute = r.steps.find((s) => s.id === 'dispute')!;
    expect(dispute.done).toBe(false);
    expect(dispute.law).toMatch(/Schedule 13A/);
    expect(dispute.law).not.toMatch(/CONC|Pre-Action Protocol/);
    const appeal = r.steps.find((s) => s.id === 'ombudsman')!;
    expect(appeal.title).toBe('Appeal the final notice to the First-tier Tribunal (Property Chamber)');
    expect(appeal.law).toMatch(/within 28 days of the date the final notice was given/);
    expect(appeal.why).toMatch(/whether or not the council has answered/);
  });
});
