/**
 * The legal review's reproductions (reviews/legal-2026-11) and each defect it lists, as tests. The letters are built
 * the way production builds them: the received letter's text goes through the rules extraction (extract/fields.ts),
 * its kind and date come from extraction as `received` (shared/src/received.ts), and the case's history is empty
 * for a first contact.
 */
import { describe, expect, it } from 'vitest';
import { ALL_DEBT_TYPES, DISCLAIMER, RECEIVED_KINDS } from '@app/shared';
import {
  BOUNDARY_MARGIN_DAYS,
  computeDeadline,
  deemedServiceByPost,
  monthsDeadline,
  statuteBarredCheck,
} from '@app/shared/legal/index';
import { extractFields } from '../extract/fields';
import {
  composeCreditCleanseLetters,
  composeDebtLetter,
  composeGdprLetter,
  composeIcoComplaint,
  historyFor,
  letterToText,
  validateLetter,
  type DebtLetterInput,
  type LetterDoc,
} from './index';
import { nextStage } from './sequence';

const REVIEW_DAY = '2026-11-23'; // Monday, the review's letter date
const jane = { name: 'Jane Smith', address: '12 Elm Road\nBrackenford\nBQ1 2AB', email: 'jane@example.com' };

const LETTER_OF_CLAIM = `Northgate Waterside Credit Ltd
PO Box 100, Leeds, LS1 1AA
10 November 2026
Ms Jane Smith
12 Elm Road, Brackenford, BQ1 2AB
LETTER OF CLAIM
Account number: NR-55321
Your credit card account is a regulated credit agreement under the Consumer Credit Act 1974.
We are writing to you under the Pre-Action Protocol for Debt Claims. You owe £2,796.06.
We enclose an Information Sheet, a Reply Form and a Financial Statement form.
If you do not reply within 30 days of the date of this letter we may start court proceedings.
Yours faithfully
Northgate Waterside Credit Ltd`;

/** What production hands the engine for an uploaded letter: rules extraction + received kind + the case history. */
function fromUpload(
  text: string,
  extra: Partial<DebtLetterInput> & { received: DebtLetterInput['received'] },
): DebtLetterInput {
  const f = extractFields(text);
  return {
    debtType: f.debtType,
    stage: f.sequenceStage, // the creditor's stage, as the old job passed it: must not decide the reply
    strategy: 'standard',
    sender: jane,
    recipient: { name: f.creditorName ?? 'The Creditor', address: 'PO Box 100, Leeds, LS1 1AA' },
    accountNumber: f.accountNumber ?? undefined,
    amount: f.debtAmount ?? undefined,
    receivedText: text,
    letterDate: REVIEW_DAY,
    history: { sent: [] },
    ...extra,
  };
}

const text = (d: LetterDoc) => letterToText(d);
function valid(d: LetterDoc) {
  expect(validateLetter(d)).toEqual([]);
}

describe('reproduction 1: a first-contact Letter of Claim', () => {
  const input = fromUpload(LETTER_OF_CLAIM, {
    received: { kind: 'letter_of_claim', letterDate: '2026-11-10' },
  });
  const d = composeDebtLetter(input);

  it('is a Protocol reply in the user sequence position 1, whatever the creditor stage', () => {
    expect(input.stage).toBe(3); // what extraction says about the creditor's letter
    expect(d.template).toBe('debt/consumer_credit/pap-reply');
    expect(d.stage).toBe(1);
    // Undisputed, it is recorded as the agreement request it makes, not as a dispute.
    expect(d.purpose).toBe('cca_request');
    valid(d);
  });
  it('states a dispute only when the user makes one', () => {
    // The user gave no ground, no words and no earlier dispute: the reply asks for the documents and claims nothing.
    expect(text(d)).not.toMatch(/I dispute|disputes a debt/);
    expect(text(d)).toMatch(/Before I respond to the claim, I need the documents listed below/);
    expect(d.subject).toMatch(/: documents requested/);
    expect(d.legalBases).not.toContain('fca-conc-7-14');
    expect(d.disputes).toBe(false);
    expect(d.nextStep).toMatch(/tick that you need documents or information before you can reply/);
    expect(d.userNotes?.join(' ')).toMatch(/without saying that you dispute the debt/);
    // With a ground it disputes, cites CONC 7.14 and is recorded as the Protocol reply that disputed.
    const disputed = composeDebtLetter({ ...input, disputeGround: 'amount_wrong' });
    expect(text(disputed)).toMatch(/I dispute this debt because/);
    expect(disputed.subject).toMatch(/debt disputed, documents requested/);
    expect(disputed.legalBases).toContain('fca-conc-7-14');
    expect(disputed.purpose).toBe('pap_reply');
    expect(disputed.disputes).toBe(true);
    expect(disputed.nextStep).toMatch(/tick that you dispute the debt and need documents/);
    // In the user's own words: the letter points to them.
    const ownWords = composeDebtLetter({ ...input, userNotes: 'I repaid this card in full in 2024.' });
    expect(text(ownWords)).toMatch(/I dispute this debt, for the reasons set out at the end of this letter/);
    // After an earlier letter that disputed, it says so again.
    const after = composeDebtLetter({
      ...input,
      history: { sent: [{ stage: 1, purpose: 'dispute', sentAt: '2026-10-01', disputed: true }] },
    });
    expect(text(after)).toMatch(/I dispute this debt, and I need the documents/);
  });
  it('invents no earlier letter, request or default', () => {
    const t = text(d);
    expect(t).not.toMatch(/Despite my earlier letters|I asked you|my earlier|final letter|78\(6\)/i);
    expect(t).not.toMatch(/offence/i);
  });
  it('answers the Protocol with the 30-day date and asks for documents', () => {
    expect(d.sendBy).toBe('2026-12-10'); // 30 days from the Letter of Claim dated 10 November 2026
    expect(d.nextStep).toMatch(/Reply Form/);
    expect(d.nextStep).toMatch(/10 December 2026, 30 days from the date of the Letter of Claim/);
    expect(text(d)).toMatch(/reply under the Pre-Action Protocol for Debt Claims/);
    expect(text(d)).toMatch(/Letter of Claim dated 10 November 2026/);
    expect(text(d)).toMatch(/default notice served under section 87/);
    expect(d.legalBases).toContain('pap-debt-claims');
    // The rule travels with the letter so the deadline can be recounted from the day it is actually sent.
    expect(d.deadline).toMatchObject({ amount: 30, unit: 'calendar-days', from: 'deemed-service' });
  });
  it('makes the s.77/78 request with the £1 fee, since none is in the history', () => {
    expect(text(d)).toMatch(
      /section 77 or 78 of the Consumer Credit Act 1974.*I enclose the statutory fee of £1/,
    );
    expect(d.enclosures).toContain('Postal order or cheque for the £1 statutory fee');
    expect(d.nextStep).toMatch(/£1 postal order/);
  });
  it('is answered as consumer credit, not energy, although the name contains "Water"', () => {
    // The review saw a utility guess from the name; extraction now reads the type from what the letter says (issue 16).
    expect(extractFields(LETTER_OF_CLAIM).debtType).toBe('credit_card');
    expect(text(d)).not.toMatch(/Ombudsman|ENERGY|complaint remains/i);
    const asCard = composeDebtLetter({ ...input, debtType: 'credit_card' });
    expect(text(asCard)).not.toMatch(/Energy Ombudsman/);
  });
  it('refers to an earlier s.77/78 request only when the history holds it with its date and fee', () => {
    const withReq = composeDebtLetter({
      ...input,
      history: { sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-10-01', feePaid: true }] },
    });
    expect(text(withReq)).toMatch(/On 1 October 2026 I asked you, under section 77 or 78/);
    expect(withReq.enclosures).not.toContain('Postal order or cheque for the £1 statutory fee');
    expect(withReq.stage).toBe(2);
    const noFee = composeDebtLetter({
      ...input,
      history: { sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-10-01', feePaid: false }] },
    });
    expect(text(noFee)).toMatch(/I enclose the statutory fee of £1/);
    expect(noFee.userNotes?.join(' ')).toMatch(/without the £1 fee/);
  });
  it('without the letter date, counts from receipt and says so; late replies are flagged', () => {
    const r = composeDebtLetter({
      ...input,
      received: { kind: 'letter_of_claim', receivedOn: '2026-11-12' },
    });
    expect(r.sendBy).toBe('2026-12-12');
    expect(r.userNotes?.join(' ')).toMatch(/date printed at the top/);
    const late = composeDebtLetter({ ...input, letterDate: '2026-12-20' });
    expect(late.userNotes?.join(' ')).toMatch(/ended on 10 December 2026/);
  });
  it('a default notice also gets a Protocol-based reply, with no Reply Form date', () => {
    const dn = composeDebtLetter({
      ...input,
      received: { kind: 'default_notice', letterDate: '2026-11-10' },
    });
    expect(dn.template).toBe('debt/consumer_credit/pap-reply');
    expect(dn.sendBy).toBeUndefined();
    expect(text(dn)).toMatch(/Before any court claim, the Pre-Action Protocol for Debt Claims requires/);
    valid(dn);
  });
});

describe('reproduction 2: last payment six years ago today', () => {
  const general = (lastPaymentDate: string, letterDate: string, extra: Partial<DebtLetterInput> = {}) =>
    composeDebtLetter({
      debtType: 'normal',
      stage: 1,
      strategy: 'standard',
      sender: jane,
      recipient: { name: 'Acme Debt Recovery Ltd' },
      accountNumber: 'AC-1',
      lastPaymentDate,
      letterDate,
      ...extra,
    });
  it('on the anniversary a claim is still in time (the day of the last payment is not counted)', () => {
    const d = general('2020-11-23', REVIEW_DAY);
    expect(d.template).toBe('debt/general/1');
    expect(text(d)).not.toMatch(/statute-barred|out of time/i);
    expect(d.userNotes?.join(' ')).toMatch(/runs until 23 November 2026/);
  });
  it('the day after, a separate short letter says it appears to be statute-barred', () => {
    const d = general('2020-11-23', '2026-11-24');
    expect(d.template).toBe('debt/general/statute-barred');
    expect(d.purpose).toBe('statute_barred');
    expect(text(d)).toMatch(/I will not be paying this debt because it appears to be statute-barred/);
    expect(text(d)).toMatch(/A court claim therefore appears to be out of time under section 5/);
    expect(text(d)).not.toMatch(/section 77|Reply Form|documents I have asked for/);
    valid(d);
  });
  it(`beyond ${BOUNDARY_MARGIN_DAYS} days it says "is"`, () => {
    const d = general('2019-01-15', REVIEW_DAY);
    expect(text(d)).toMatch(/I will not be paying this debt because it is statute-barred/);
  });
  it('regulated credit: the last payment alone does not decide it (Doyle v PRA)', () => {
    const d = general('2020-11-21', REVIEW_DAY, { debtType: 'credit_card' });
    expect(d.template).toBe('debt/consumer_credit/1');
    expect(text(d)).not.toMatch(/statute-barred|out of time/i);
    expect(d.userNotes?.join(' ')).toMatch(/Doyle v PRA Group \[2019\] EWCA Civ 12/);
    expect(d.userNotes?.join(' ')).toMatch(/date of the default notice/);
  });
  it('regulated credit: time runs from the default notice expiry', () => {
    // Notice dated Tue 1 Dec 2020 → deemed served Thu 3 Dec → 14 days → accrues 18 Dec → claim possible to 18 Dec 2026.
    const notYet = general('2020-11-21', REVIEW_DAY, {
      debtType: 'credit_card',
      defaultNoticeDate: '2020-12-01',
    });
    expect(notYet.template).toBe('debt/consumer_credit/1');
    expect(notYet.userNotes?.join(' ')).toMatch(/18 December 2026/);
    const barred = general('2020-03-02', REVIEW_DAY, {
      debtType: 'credit_card',
      defaultNoticeDate: '2020-04-01',
    });
    expect(barred.template).toBe('debt/consumer_credit/statute-barred');
    expect(text(barred)).toMatch(/since the default notice dated 1 April 2020 expired/);
    expect(text(barred)).toMatch(/CONC 7\.15\.8/);
    expect(text(barred)).not.toMatch(/section 77 or 78/);
    valid(barred);
  });
  it('statuteBarredCheck: boundary, margin and Northern Ireland wording', () => {
    const on = statuteBarredCheck({ lastPaymentOrAcknowledgement: '2020-11-23', today: '2026-11-23' });
    expect(on.status).toBe('not-yet');
    const after = statuteBarredCheck({ lastPaymentOrAcknowledgement: '2020-11-23', today: '2026-11-24' });
    expect(after).toMatchObject({ status: 'statute-barred', nearBoundary: true, expiresOn: '2026-11-23' });
    const ni = statuteBarredCheck({
      lastPaymentOrAcknowledgement: '2010-01-01',
      today: REVIEW_DAY,
      jurisdiction: 'northern-ireland',
    });
    expect(ni.warning).not.toMatch(/Limitation Act 1980/);
    expect(ni.warning).toMatch(/Limitation \(Northern Ireland\) Order 1989/);
  });
});

describe('reproduction 3: EDP and Trust variants are in the user own name', () => {
  const strategyInput = {
    sender: jane,
    recipient: { name: 'Northgate Recoveries Ltd' },
    accountNumber: 'NR-1',
    letterDate: REVIEW_DAY,
    edpName: 'JANE SMITH EDP',
    trustName: 'Smith Family Trust',
    trademark: { name: 'JANE SMITH', number: 'UK00003999999', classes: '9, 35, 45' },
    feeSchedule: '£500 per letter',
  };
  const TRAPPINGS =
    /EDP|administrator|trademark|fee schedule|trustee|for and on behalf|Smith Family Trust|UK00003999999/i;
  for (const [strategy, entityType] of [
    ['edp', 'EDP'],
    ['trust', 'Ms'],
    ['standard', 'TM'],
  ] as const)
    for (const debtType of ['credit_card', 'council_tax', 'normal'])
      it(`${strategy} / ${entityType} / ${debtType}`, () => {
        const d = composeDebtLetter({ ...strategyInput, debtType, stage: 1, strategy, entityType });
        valid(d);
        expect(text(d)).not.toMatch(TRAPPINGS);
        expect(d.senderCapacity).toBeUndefined();
        expect(d.signOff.capacity).toBeUndefined();
        expect(d.enclosures.join(' ')).not.toMatch(/fee schedule/i);
        expect(d.references.map((r) => r.label)).not.toContain('Trademark');
        expect(text(d)).toMatch(/I write in my own name, as (Ms )?Jane Smith/);
        // Kept for the user's own copy, which no renderer prints.
        expect(d.userCopyNotes?.join(' ')).toMatch(/UK00003999999/);
        expect(d.userCopyNotes?.join(' ')).toMatch(/Fee schedule/);
        if (strategy !== 'standard') expect(d.userNotes?.[0]).toMatch(/Stamp v Capital Home Loans/);
      });
  it('EDP without a name: no bare "Administrator"', () => {
    const d = composeDebtLetter({
      ...strategyInput,
      edpName: '',
      debtType: 'loan',
      stage: 1,
      strategy: 'edp',
    });
    expect(text(d)).not.toMatch(/Administrator/);
  });
  it('a real company keeps its director line', () => {
    const d = composeDebtLetter({
      ...strategyInput,
      debtType: 'business_rates',
      stage: 1,
      strategy: 'standard',
      entityType: 'Ltd',
      companyName: 'Smith Trading Ltd',
    });
    expect(d.signOff.capacity).toBe('Director, for and on behalf of Smith Trading Ltd');
  });
  it('GDPR trust letters and credit-file EDP letters carry no entity or trademark', () => {
    const g = composeGdprLetter(
      {
        scenario: 'employer',
        organizationName: 'Acme Ltd',
        yourName: 'Jane Smith',
        entityType: 'Trust',
        edpName: 'SMITH FAMILY TRUST',
        trademarkNumber: 'UK00003999999',
      },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(g)).not.toMatch(TRAPPINGS);
    expect(text(g)).toMatch(/I write as the data subject, Jane Smith/);
    expect(g.userCopyNotes?.join(' ')).toMatch(/SMITH FAMILY TRUST/);
    const [c] = composeCreditCleanseLetters(
      {
        entityType: 'EDP',
        userName: 'Jane Smith',
        userAddress: '12 Elm Road',
        userEmail: 'jane@example.com',
        edpName: 'JANE SMITH EDP',
        trademarkName: 'JANE SMITH',
        trademarkNumber: 'UK00003999999',
        trademarkClasses: '9',
        feeSchedule: '£500',
        selectedAgencies: ['equifax'],
        additionalInfo: '',
      },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(c.letter)).not.toMatch(TRAPPINGS);
    expect(c.letter.enclosures.join(' ')).not.toMatch(/fee/i);
  });
});

describe('the sequence is the user own history', () => {
  it('nextStage', () => {
    expect(nextStage(undefined)).toBe(1);
    expect(nextStage({ sent: [] })).toBe(1);
    expect(nextStage({ sent: [{ stage: 1, sentAt: '2026-03-03' }] })).toBe(2);
    expect(
      nextStage({
        sent: [
          { stage: 1, sentAt: '2026-03-03' },
          { stage: 2, sentAt: '2026-04-01' },
        ],
      }),
    ).toBe(3);
    expect(nextStage({ sent: [{ stage: 3, sentAt: '2026-03-03' }] })).toBe(1); // no stage-2 letter
    expect(nextStage({ sent: [{ stage: 1, sentAt: 'not a date' }] })).toBe(1);
    expect(nextStage({ sent: [{ purpose: 'other', sentAt: '2026-03-03' }] })).toBe(1);
  });
  const base = {
    debtType: 'credit_card',
    strategy: 'standard' as const,
    sender: jane,
    recipient: { name: 'Northgate Recoveries Ltd' },
    letterDate: REVIEW_DAY,
  };
  it('stage 2 or 3 without any record of the earlier letter falls back to 1 and says why', () => {
    for (const stage of [2, 3] as const) {
      const d = composeDebtLetter({ ...base, stage });
      expect(d.stage).toBe(1);
      expect(text(d)).not.toMatch(/I asked you|earlier letters/);
      expect(d.userNotes?.join(' ')).toMatch(/needs a record of that letter/);
      // A bare date is not a record of what was sent.
      const dated = composeDebtLetter({ ...base, stage, previousLetterDate: '2026-10-01' });
      expect(dated.stage).toBe(1);
    }
  });
  it('history decides, and the letter gives the date it holds', () => {
    const d = composeDebtLetter({
      ...base,
      stage: 1,
      history: { sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-10-05', feePaid: true }] },
    });
    expect(d.stage).toBe(2);
    expect(text(d)).toMatch(/On 5 October 2026 I asked you, under section 77 or 78/);
    expect(text(d)).toMatch(/12 working days .* have passed/);
    // Too early: the 12 working days from deemed receipt have not run, so the letter does not say they have.
    const early = composeDebtLetter({
      ...base,
      stage: 2,
      history: { sent: [{ stage: 1, purpose: 'cca_request', sentAt: '2026-11-16', feePaid: true }] },
    });
    // posted Mon 16 Nov → received Wed 18 Nov → 12 working days → Fri 4 Dec 2026
    expect(text(early)).toMatch(/end on 4 December 2026, and I have not yet had a complete reply/);
    expect(text(early)).not.toMatch(/have passed/);
    expect(early.userNotes?.join(' ')).toMatch(/until 4 December 2026/);
    expect(text(d)).not.toMatch(/offence/);
    const asked3 = composeDebtLetter({
      ...base,
      stage: 3,
      history: { sent: [{ stage: 1, sentAt: '2026-10-05' }] },
    });
    expect(asked3.stage).toBe(2);
    expect(asked3.userNotes?.join(' ')).toMatch(/needs your 2nd letter/);
    const three = composeDebtLetter({
      ...base,
      stage: 1,
      history: {
        sent: [
          { stage: 1, sentAt: '2026-09-01' },
          { stage: 2, sentAt: '2026-10-05' },
        ],
      },
    });
    expect(text(three)).toMatch(/Despite my earlier letters \(most recently on 5 October 2026\)/);
    expect(text(three)).not.toMatch(/Article 77/);
  });
  it('a notice to keeper gets the PoFA reply and a notice of enforcement the TCG reply, whatever the stage', () => {
    const history = {
      sent: [
        { stage: 1 as const, sentAt: '2026-09-01' },
        { stage: 2 as const, sentAt: '2026-10-01' },
      ],
    };
    const ntk = composeDebtLetter({
      ...base,
      debtType: 'debt_collection',
      stage: 1,
      history,
      received: { kind: 'notice_to_keeper' },
    });
    expect(ntk.template).toBe('debt/parking_private/1');
    expect(ntk.legalBases).toContain('pofa-2012-sch4');
    const noe = composeDebtLetter({
      ...base,
      debtType: 'council_tax',
      stage: 1,
      history,
      received: { kind: 'notice_of_enforcement' },
    });
    expect(noe.template).toBe('debt/bailiff/1');
    expect(noe.legalBases).toContain('tcg-regs-2013-reg8');
    valid(ntk);
    valid(noe);
  });
  it('a court claim tells the user to respond to the court', () => {
    const d = composeDebtLetter({
      ...base,
      stage: 1,
      history: { sent: [] },
      received: { kind: 'court_claim' },
    });
    expect(d.userNotes?.join(' ')).toMatch(/Respond to the court within 14 days/);
    // A claim has been issued: the letter no longer speaks of proceedings the creditor may be "considering".
    expect(text(d)).not.toMatch(/If you are considering court proceedings/);
  });
  it('a judgment already entered is not answered as a claim, nor under the Pre-Action Protocol', () => {
    const d = composeDebtLetter({
      ...base,
      stage: 1,
      history: { sent: [] },
      received: { kind: 'judgment' },
    });
    const notes = d.userNotes?.join(' ') ?? '';
    expect(notes).toMatch(/Judgment has already been entered/);
    expect(notes).toMatch(/form N245/);
    expect(notes).toMatch(/form N244/);
    expect(notes).not.toMatch(/Respond to the court within 14 days/);
    expect(text(d)).not.toMatch(/If you are considering court proceedings|If you send a Letter of Claim/);
    expect(d.legalBases).not.toContain('pap-debt-claims');
    // The page shows the next step and how the reply time is counted: the court's steps, not the Protocol's.
    expect(d.nextStep).toMatch(/form N245/);
    expect(d.deadlineRule).not.toMatch(/Pre-Action Protocol/);
    // Before any claim the Protocol paragraph stays.
    const before = composeDebtLetter({ ...base, stage: 1, history: { sent: [] } });
    expect(text(before)).toMatch(/If you are considering court proceedings/);
  });
  it('no next step says "Estoppel"', () => {
    for (const debtType of ['credit_card', 'normal', 'council_tax'])
      for (const stage of [1, 2, 3] as const) {
        const d = composeDebtLetter({ ...base, debtType, stage, history: historyFor(stage, '2026-09-01') });
        expect(d.nextStep).not.toMatch(/Estoppel/i);
      }
  });
});

describe('defects 3 and 9–13: wording', () => {
  const mk = (debtType: string, stage: 1 | 2 | 3, extra: Partial<DebtLetterInput> = {}) =>
    composeDebtLetter({
      debtType,
      stage,
      strategy: 'standard',
      sender: jane,
      recipient: { name: 'Calderwick Council' },
      letterDate: REVIEW_DAY,
      history: historyFor(stage, '2026-10-01'),
      ...extra,
    });
  it('bailiff: "not on the register" only for an individual agent; reg 8; no invented act', () => {
    const company = mk('bailiff', 1, {
      bailiff: { name: 'Ironbridge Civil Enforcement Ltd', verified: false },
    });
    expect(text(company)).not.toMatch(/not been able to find/);
    const person = mk('bailiff', 1, { bailiff: { name: 'Robert Agent', verified: false } });
    expect(text(person)).toMatch(/not been able to find Robert Agent/);
    expect(text(person)).toMatch(/regulations 6 to 8 of the Taking Control of Goods Regulations 2013/);
    expect(text(person)).not.toMatch(/I am also writing to your client/);
    expect(text(mk('bailiff', 2))).not.toMatch(/Until you show/);
  });
  it('general stage 3 never treats silence as closing the matter', () => {
    expect(text(mk('normal', 3))).not.toMatch(/treat it as closed/);
  });
  it('child maintenance: s.33 only for enforcement agents or court enforcement', () => {
    const t = text(mk('child_maintenance', 1));
    expect(t).not.toMatch(/may enforce arrears only after/);
    expect(t).toMatch(/before using enforcement agents or court enforcement/);
  });
  it('mortgage: the Protocol expects the lender to consider postponing', () => {
    const t = text(mk('mortgage', 1)) + text(mk('mortgage', 2));
    expect(t).not.toMatch(/requires you[^.]*postpone|expects proceedings to be postponed/);
  });
  it('council tax: s.16 grounds, the two-month check and the Valuation Tribunal limits', () => {
    // A notice must state its grounds (s.16(6)): without one the letter asks for the account and gives no notice.
    const noGround = mk('council_tax', 1);
    expect(noGround.userNotes?.join(' ')).toMatch(/s\.16\(6\)/);
    expect(text(noGround)).not.toMatch(/aggrieved|notice under section 16/);
    expect(noGround.purpose).toBe('other');
    const ground = mk('council_tax', 1, { disputeGround: 'not_mine' });
    expect(text(ground)).toMatch(/aggrieved because I am not the person liable/);
    expect(ground.purpose).toBe('dispute');
    expect(ground.nextStep).toMatch(/by 23 March 2027/);
    expect(ground.nextStep).toMatch(/keep paying/);
    // The follow-ups speak of the notice only when the case records one; the periods run from that letter.
    const notice = (sentAt: string) => ({
      sent: [{ stage: 1 as const, purpose: 'dispute' as const, sentAt }],
    });
    expect(text(mk('council_tax', 2, { history: notice('2026-10-01') }))).toMatch(
      /If you do not answer within two months/,
    );
    expect(text(mk('council_tax', 2, { history: notice('2026-09-01') }))).toMatch(
      /More than two months have passed/,
    );
    expect(mk('council_tax', 2, { history: notice('2026-10-01') }).nextStep).toMatch(/by 1 February 2027/);
    const unrecorded = text(mk('council_tax', 2));
    expect(unrecorded).not.toMatch(/gave you written notice|my notice/);
    expect(unrecorded).toMatch(
      /I wrote to you on 1 October 2026 about the above matter, and I have not received/,
    );
  });
  it('consumer credit: a CONC 7.14.2G ground, and a prompt when there is none', () => {
    expect(text(mk('credit_card', 1, { disputeGround: 'amount_wrong' }))).toMatch(
      /I dispute this debt because the amount you claim is wrong/,
    );
    expect(mk('credit_card', 1).userNotes?.join(' ')).toMatch(/CONC 7\.14\.2G/);
    expect(mk('credit_card', 1).nextStep).toMatch(/£1 postal order/);
  });
  it('consumer credit: a request the user has not made a dispute says no dispute, and the case carries one made', () => {
    const asked = mk('credit_card', 1);
    expect(text(asked)).not.toMatch(/dispute/i);
    expect(asked.subject).toBe('Request for a copy of the credit agreement and statement of account');
    expect(asked.legalBases).not.toContain('fca-conc-7-14');
    expect(asked.legalBases).toContain('cca-1974-s78-6');
    expect(asked.disputes).toBe(false);
    // In their own words: the letter disputes, points to them, and the case records it.
    const disputed = mk('credit_card', 1, { userNotes: 'I never opened this card.' });
    expect(text(disputed)).toMatch(/I dispute this debt, for the reasons set out at the end of this letter/);
    expect(disputed.subject).toMatch(/and notice of dispute$/);
    expect(disputed.legalBases).toContain('fca-conc-7-14');
    expect(disputed.disputes).toBe(true);
    expect(disputed.userNotes?.join(' ') ?? '').not.toMatch(/without saying that you dispute/);
    // The follow-up says "I have told you that I dispute this debt" only after a letter that did.
    const after = (disputed: boolean) =>
      text(
        mk('credit_card', 2, {
          history: {
            sent: [
              { stage: 1, purpose: 'cca_request', sentAt: '2026-10-01', ...(disputed ? { disputed } : {}) },
            ],
          },
        }),
      );
    expect(after(true)).toMatch(/I have told you that I dispute this debt/);
    expect(after(false)).not.toMatch(/dispute/i);
    expect(after(false)).toMatch(/until you have complied with my request/);
  });
  it('the general, energy and final letters claim no dispute in their subject when the user made none', () => {
    for (const [debtType, stage] of [
      ['normal', 1],
      ['normal', 2],
      ['normal', 3],
      ['utility', 1],
      ['water', 1],
      ['telephone', 1],
      ['loan', 3],
    ] as const) {
      const d = mk(debtType, stage);
      expect(`${d.subject}\n${text(d)}`, `${debtType} ${stage}`).not.toMatch(/\bdisput/i);
      expect(
        text(mk(debtType, stage, { userNotes: 'The amount is wrong.' })),
        `${debtType} ${stage}`,
      ).toMatch(/disput/i);
      if (debtType !== 'loan')
        expect(
          mk(debtType, stage, { userNotes: 'The amount is wrong.' }).subject,
          `${debtType} ${stage}`,
        ).toMatch(/disput/i);
    }
    // Without a reference the subject drops its closing "— account", and keeps "statement of account".
    expect(mk('utility', 1).subject).toBe('Billing complaint');
    expect(mk('credit_card', 1).subject).toMatch(/statement of account$/);
  });
  it('the disclaimer is worded for the reader', () => {
    expect(DISCLAIMER).not.toMatch(/debt adviser|If you are unsure/);
    expect(text(mk('normal', 1))).toContain(DISCLAIMER);
  });
});

describe('defects 4–7, 14, 16, 17: data protection as amended, dates as the law counts them', () => {
  const req = {
    scenario: 'debt_collection' as const,
    organizationName: 'Acme Collections Ltd',
    yourName: 'Jane Smith',
    specificViolations: ['No lawful basis'],
  };
  it('a month that ends on Christmas Day moves to 29 December 2026', () => {
    const d = composeGdprLetter(req, new Date(`${REVIEW_DAY}T10:00:00Z`));
    expect(d.responseDeadline).toBe('2026-12-29');
    expect(text(d)).toMatch(/by 29 December 2026/);
    expect(d.deadlineRule).toMatch(/Interpretation Act 1978 s\.7/);
    expect(d.deadlineRule).not.toMatch(/CPR 6\.26/);
  });
  it('a month that ends on a Sunday moves to the Monday', () => {
    // posted Tue 29 Dec 2026 → received Thu 31 Dec → 31 Jan 2027 is a Sunday → Mon 1 Feb 2027
    expect(monthsDeadline(deemedServiceByPost('2026-12-29'), 1)).toBe('2027-02-01');
    const d = composeGdprLetter(
      { ...req, scenario: 'healthcare', specificViolations: [] },
      new Date('2026-12-29T10:00:00Z'),
    );
    expect(d.responseDeadline).toBe('2027-02-01');
  });
  it('cites Article 12A and Articles 22A–22D, and DPA 2018 s.165 instead of Article 77', () => {
    const d = composeGdprLetter(
      {
        ...req,
        scenario: 'bank',
        selectedArticles: ['12', '15', '22'],
        specificViolations: ['Unlawful credit scoring'],
      },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    const t = text(d);
    expect(t).toMatch(/Articles 12\(3\) and 12A/);
    expect(t).toMatch(/Articles 22A to 22D/);
    expect(t).toMatch(/Article 22C/);
    expect(t).not.toMatch(/Article 22\b(?![A-D])|Articles 21 and 22\b|Article 77/);
    expect(t).toMatch(/section 165 of the Data Protection Act 2018/);
    valid(d);
  });
  it('a s.164A complaint only when a concern is raised', () => {
    const none = composeGdprLetter(
      { ...req, scenario: 'healthcare', specificViolations: [] },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(none)).not.toMatch(/164A/);
    expect(none.legalBases).not.toContain('dpa-2018-s164a');
    const some = composeGdprLetter(req, new Date(`${REVIEW_DAY}T10:00:00Z`));
    expect(text(some)).toMatch(/complaint under section 164A/);
  });
  const ico = {
    companyName: 'Acme Collections Ltd',
    companyAddress: '',
    companyResponse: '',
    violationType: 'no_response' as const,
    originalGdprDate: '2026-07-31',
    attachedGdprLetter: '',
    evidenceDescription: '',
    userName: 'Jane Smith',
  };
  it('ICO: the month runs from receipt and off the August bank holiday', () => {
    // posted Fri 31 Jul 2026 → received Tue 4 Aug → one month → Fri 4 Sep 2026 (not Mon 31 Aug, a bank holiday)
    const d = composeIcoComplaint(ico, new Date(`${REVIEW_DAY}T10:00:00Z`));
    expect(text(d)).toMatch(/that is by 4 September 2026/);
    expect(text(d)).not.toMatch(/31 August 2026/);
    const known = composeIcoComplaint(
      { ...ico, requestReceivedOn: '2026-08-03' },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(known)).toMatch(/it received it on 3 August 2026.*by 3 September 2026/);
  });
  it('ICO: states the user s.164A complaint and whether it was acknowledged, never invents one', () => {
    const none = composeIcoComplaint(ico, new Date(`${REVIEW_DAY}T10:00:00Z`));
    expect(text(none)).not.toMatch(/164A|I complained/);
    expect(none.userNotes?.[0]).toMatch(/does not say you did/);
    const made = composeIcoComplaint(
      { ...ico, controllerComplaintDate: '2026-09-14', controllerComplaintAcknowledged: false },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(made)).toMatch(
      /On 14 September 2026 I complained to Acme Collections Ltd under section 164A/,
    );
    expect(text(made)).toMatch(/has not acknowledged it, although more than 30 days have passed/);
    const early = composeIcoComplaint(
      { ...ico, controllerComplaintDate: '2026-03-01', controllerComplaintAcknowledged: true },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    expect(text(early)).not.toMatch(/164A/); // before s.164A came into force on 19 June 2026
    expect(text(early)).toMatch(/acknowledged it, but the matter is not resolved/);
    valid(made);
  });
  it('credit file: the 28-day s.159 date and the one-month date; no unverified email', () => {
    const out = composeCreditCleanseLetters(
      {
        entityType: 'Trust',
        userName: 'Jane Smith',
        userAddress: '12 Elm Road',
        userEmail: 'jane@example.com',
        edpName: '',
        trademarkName: '',
        trademarkNumber: '',
        trademarkClasses: '',
        feeSchedule: '',
        selectedAgencies: ['experian', 'equifax'],
        additionalInfo: 'A default from Acme Bank dated March 2020 is not mine.',
      },
      new Date(`${REVIEW_DAY}T10:00:00Z`),
    );
    const [experian, equifax] = out;
    // received Wed 25 Nov: 28 days → 23 Dec; one month → 25 Dec → 29 Dec 2026
    expect(experian.letter.responseDeadline).toBe('2026-12-23');
    expect(text(experian.letter)).toMatch(/that is by 23 December 2026/);
    expect(text(experian.letter)).toMatch(/by 29 December 2026: Articles 12\(3\) and 12A/);
    expect(experian.letter.recipient.email).toBeUndefined();
    expect(text(experian.letter)).not.toMatch(/experian\.com/);
    expect(experian.agencyEmail).toBe('');
    expect(equifax.letter.recipient.email).toBe('UKDPO@equifax.com');
    valid(experian.letter);
  });
  it('computeDeadline counts from a known receipt date when given', () => {
    const r = computeDeadline(
      { amount: 1, unit: 'months', from: 'deemed-service', reason: 'test' },
      '2026-11-23',
      '2026-11-24',
    );
    expect(r.date).toBe('2026-12-24');
    expect(r.rule).toMatch(/the day it was received/);
  });
});

describe('every debt type × received kind × jurisdiction is a valid letter', () => {
  it('validates, and never claims an earlier letter without a history', () => {
    for (const debtType of ALL_DEBT_TYPES)
      for (const kind of RECEIVED_KINDS)
        for (const jurisdiction of ['england-wales', 'scotland', 'northern-ireland'] as const) {
          const d = composeDebtLetter({
            debtType,
            stage: 3,
            strategy: 'standard',
            sender: jane,
            recipient: { name: 'Acme Ltd' },
            letterDate: REVIEW_DAY,
            jurisdiction,
            history: { sent: [] },
            received: { kind, letterDate: '2026-11-10' },
          });
          expect(validateLetter(d), `${debtType}/${kind}/${jurisdiction}`).toEqual([]);
          expect(text(d)).not.toMatch(
            /I asked you on|Despite my earlier letters|my notice under section 16 remains/,
          );
        }
  });
});

describe('docs/legal-mapping.md', () => {
  it('lists every catalogue entry with its source and whether it was checked', async () => {
    const { readFile } = await import('node:fs/promises');
    const { LEGAL_CATALOGUE } = await import('@app/shared/legal/index');
    const doc = await readFile(new URL('../../../docs/legal-mapping.md', import.meta.url), 'utf8');
    const sources = doc.slice(doc.indexOf('## Catalogue sources'));
    for (const e of LEGAL_CATALOGUE) {
      const row = sources.split('\n').find((l) => l.startsWith(`| \`${e.id}\` |`));
      expect(row, e.id).toBeDefined();
      expect(row).toContain(e.url);
      expect(row).toMatch(/\d{4}-\d{2}-\d{2} —|not re-checked/);
    }
  });
});
