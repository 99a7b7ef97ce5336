import type { Case, CaseEvent, LetterBase } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { deadlineForPurpose, escalation, stepsOfTemplate } from './escalation';
import { caseHistory } from './cases';
import { deadlineState, isSettled, nextLetterStage } from './tracker';

const theCase = (events: CaseEvent[]): Case => ({
  id: 'c'.repeat(25),
  userId: 'u',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  organisation: 'Parkwise Ltd',
  orgKey: 'parkwise',
  events,
});

const letter = (id: string, template: string, sentAt?: string): LetterBase => ({
  id,
  userId: 'u',
  status: 'completed',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  letter: { template },
  sent: sentAt ? [{ sentAt, method: 'post', enclosures: [] }] : [],
});

describe('deadline state', () => {
  // Friday 18 September 2026 is due; the week before has no bank holiday.
  it.each([
    ['2026-09-11', 'waiting', 5],
    ['2026-09-14', 'waiting', 4],
    ['2026-09-15', 'due-soon', 3],
    ['2026-09-18', 'due-soon', 0],
    ['2026-09-19', 'overdue', 0],
    ['2026-09-22', 'overdue', -2],
  ])('on %s it is %s (%i working days)', (today, state, left) => {
    expect(deadlineState('2026-09-18', today)).toEqual({ state, workingDaysLeft: left });
  });
});

describe('settled sends', () => {
  const sent: CaseEvent = { type: 'sent', at: '2026-09-01', letterId: 'a', method: 'post', enclosures: [] };
  it('a reply on or after the send settles it; one before does not', () => {
    expect(isSettled(theCase([sent, { type: 'reply', at: '2026-09-01' }]), 'a', '2026-09-01')).toBe(true);
    expect(isSettled(theCase([{ type: 'reply', at: '2026-08-31' }, sent]), 'a', '2026-09-01')).toBe(false);
  });
  it('a later letter in the case supersedes it; the send itself does not', () => {
    const later: CaseEvent = { type: 'sent', at: '2026-09-20', method: 'email', enclosures: [] };
    expect(isSettled(theCase([sent]), 'a', '2026-09-01')).toBe(false);
    expect(isSettled(theCase([sent, later]), 'a', '2026-09-01')).toBe(true);
    expect(isSettled(theCase([later]), later, later.at)).toBe(false);
  });
  it('the next letter follows the highest stage sent, and there is none after a 3rd', () => {
    expect(nextLetterStage(theCase([]))).toBeNull();
    expect(nextLetterStage(theCase([sent]))).toBe(2);
    expect(nextLetterStage(theCase([{ ...sent, stage: 2 }]))).toBe(3);
    expect(nextLetterStage(theCase([{ ...sent, stage: 3 }]))).toBeNull();
  });
});

describe('escalation', () => {
  it('reads what a letter was from its template', () => {
    expect(stepsOfTemplate('debt/consumer_credit/1')).toEqual(['s77-78', 'dispute']);
    // A credit agreement request that did not dispute the debt took only the s.77/78 step.
    expect(stepsOfTemplate('debt/consumer_credit/1', 'cca_request', false)).toEqual(['s77-78']);
    expect(stepsOfTemplate('debt/consumer_credit/1', 'cca_request', true)).toEqual(['s77-78', 'dispute']);
    expect(stepsOfTemplate('debt/consumer_credit/2')).toEqual(['dispute']);
    expect(stepsOfTemplate('gdpr/debt_collection')).toEqual(['sar']);
    expect(stepsOfTemplate('credit-cleanse/experian')).toEqual(['s159']);
    expect(stepsOfTemplate(undefined)).toEqual([]);
    // A debt letter that only asked how the sum is made up disputed nothing; a council tax account's SAR is a SAR.
    expect(stepsOfTemplate('debt/council_tax/1-request', 'other')).toEqual([]);
    expect(stepsOfTemplate('debt/council_tax/3-request', 'sar')).toEqual(['sar']);
    expect(stepsOfTemplate('debt/council_tax/1', 'dispute')).toEqual(['dispute']);
    // A Protocol reply disputes only when the user did; undisputed, it made the agreement request or asked for papers.
    expect(stepsOfTemplate('debt/consumer_credit/pap-reply', 'pap_reply', true)).toEqual(['dispute']);
    expect(stepsOfTemplate('debt/consumer_credit/pap-reply', 'cca_request', false)).toEqual(['s77-78']);
    expect(stepsOfTemplate('debt/general/pap-reply', 'other', false)).toEqual([]);
  });

  it('a consumer hire case asks for the hire agreement under s.79, not the credit agreement', () => {
    const credit = letter('k'.repeat(25), 'debt/consumer_credit/1');
    const hire: LetterBase = {
      ...credit,
      letter: { template: 'debt/consumer_credit/1', legalBases: ['cca-1974-s79', 'cca-1974-s87'] },
    };
    const step = (l: LetterBase) =>
      escalation(theCase([]), [l], '2026-03-10').steps.find((s) => s.id === 's77-78')!;
    expect(step(credit).title).toMatch(/credit agreement \(s\.77\/78 request\)/);
    expect(step(hire).title).toBe('Ask for the hire agreement (s.79 request)');
    expect(step(hire).law).toMatch(/s\.79/);
    expect(step(hire).enclosures).toEqual(['£1 postal order (s.79 fee)']);
  });

  it('a private parking case escalates to POPLA/IAS, with no s.77/78 step', () => {
    const l = letter('p'.repeat(25), 'debt/parking_private/1', '2026-03-02');
    const c = theCase([{ type: 'sent', at: '2026-03-02', letterId: l.id, method: 'post', enclosures: [] }]);
    const r = escalation(c, [l], '2026-03-10');
    // A parking charge is not on a credit file: no s.159 step.
    expect(r.steps.map((s) => s.id)).toEqual(['sar', 'dispute', 'ombudsman', 'ico']);
    expect(r.steps.find((s) => s.id === 'ombudsman')!.title).toMatch(/POPLA/);
    expect(r.steps.find((s) => s.id === 'dispute')!.law).toMatch(/trade-association code/);
    expect(r.steps.find((s) => s.id === 'dispute')!.done).toBe(true);
    expect(r.next).toBe('sar');
  });

  it('a council tax case is disputed under s.16 and goes to the Valuation Tribunal, never via the Protocol or a credit file', () => {
    const l = letter('t'.repeat(25), 'debt/council_tax/1', '2026-03-02');
    const c = theCase([{ type: 'sent', at: '2026-03-02', letterId: l.id, method: 'post', enclosures: [] }]);
    const r = escalation(c, [l], '2026-03-10');
    expect(r.steps.map((s) => s.id)).toEqual(['sar', 'dispute', 'ombudsman', 'ico']);
    const dispute = r.steps.find((s) => s.id === 'dispute')!;
    expect(dispute.law).toMatch(/Local Government Finance Act 1992 s\.16/);
    expect(dispute.law).not.toMatch(/Pre-Action Protocol/);
    // Two months from the council's receipt (posted Monday 2 March, deemed served Wednesday 4 March): 4 May, the
    // early May bank holiday, so Tuesday 5 May.
    expect(r.steps.find((s) => s.id === 'ombudsman')!.availableFrom).toBe('2026-05-05');
  });

  it('the FOS becomes the next step eight weeks after the complaint, once the earlier steps are done', () => {
    const debt = letter('d'.repeat(25), 'debt/consumer_credit/1', '2026-01-05');
    const c = theCase([
      { type: 'sent', at: '2026-01-05', letterId: debt.id, method: 'post', enclosures: [] },
      { type: 'sent', at: '2026-01-06', purpose: 'Subject access request', method: 'post', enclosures: [] },
      { type: 'sent', at: '2026-01-07', purpose: 's159', method: 'post', enclosures: [] },
    ]);
    const before = escalation(c, [debt], '2026-03-01');
    const fos = before.steps.find((s) => s.id === 'ombudsman')!;
    expect(fos.availableFrom).toBe('2026-03-02');
    expect(before.next).not.toBe('ombudsman');
    expect(escalation(c, [debt], '2026-03-02').next).toBe('ombudsman');
    // A final response opens it at once.
    const answered = theCase([
      ...c.events,
      { type: 'reply', at: '2026-01-20', note: 'Final response letter' },
    ]);
    expect(escalation(answered, [debt], '2026-01-21').next).toBe('ombudsman');
  });

  it("counts a user's own letter from its purpose's rule", () => {
    expect(deadlineForPurpose('Credit agreement request (s.77/78)', '2026-08-28', 'post')?.date).toBe(
      '2026-09-18',
    );
    expect(deadlineForPurpose('Ombudsman or tribunal', '2026-08-28', 'post')).toBeUndefined();
    expect(deadlineForPurpose(undefined, '2026-08-28', 'post')).toBeUndefined();
  });
});

describe('the history the engine reads', () => {
  it('a letter the user sent themselves counts as what they said it was; one they did not name, as nothing', () => {
    const sent = (purpose?: string): CaseEvent => ({
      type: 'sent',
      at: '2026-02-02',
      stage: 1,
      method: 'post',
      enclosures: [],
      ...(purpose ? { purpose } : {}),
    });
    const purposes = caseHistory(
      theCase([
        sent('Dispute or complaint'),
        sent('Credit agreement request (s.77/78)'),
        sent('sar'),
        sent('cca_request'),
        sent('Something else'),
        sent(),
      ]),
    ).sent.map((s) => s.purpose);
    expect(purposes).toEqual(['dispute', 'cca_request', 'sar', 'cca_request', undefined, undefined]);
  });
});
