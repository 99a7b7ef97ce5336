import { describe, expect, it, vi } from 'vitest';
import type { Llm } from '../ports/llm';
import { analyseLetter, LETTER_FIELDS_SCHEMA, LETTER_FIELDS_TOOL, toReceivedLetter } from './analyse';

const LETTER = `Ashdown Recoveries Ltd
Our reference: ASH/77120
Client: Greenway Telecom Ltd
Client reference: GT-551
Dear Mr Test,
We have been instructed by our client to collect this debt.
Balance outstanding £412.50
Please use ASH/77120 as the payment reference.
Yours sincerely
Ashdown Recoveries Ltd
Ashdown Recoveries Ltd is authorised and regulated by the Financial Conduct Authority.`;

function fakeLlm(answer: unknown | (() => Promise<unknown>)): Llm & { calls: Parameters<Llm['json']>[0][] } {
  const calls: Parameters<Llm['json']>[0][] = [];
  return {
    name: 'fake',
    calls,
    async json<T>(req: Parameters<Llm['json']>[0]): Promise<T> {
      calls.push(req);
      return (typeof answer === 'function' ? await (answer as () => Promise<unknown>)() : answer) as T;
    },
  };
}

describe('analyseLetter', () => {
  it('uses the rules when there is no llm', async () => {
    const r = await analyseLetter(LETTER, null);
    expect(r).toMatchObject({
      creditorName: 'Ashdown Recoveries Ltd',
      debtAmount: 412.5,
      accountNumber: 'ASH/77120',
      debtType: 'debt_collection',
      sequenceStage: 1,
      source: 'rules',
    });
  });

  it('takes a valid model answer, asking with the tool name, the schema and the field definitions', async () => {
    const llm = fakeLlm({
      creditorName: 'Ashdown Recoveries Ltd',
      debtAmount: 412.5,
      accountNumber: 'ASH/77120',
      debtType: 'debt_collection',
      sequenceStage: 2,
    });
    const r = await analyseLetter(LETTER, llm, { log: () => undefined });
    expect(r).toMatchObject({ sequenceStage: 2, accountNumber: 'ASH/77120', source: 'llm' });
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0].toolName).toBe(LETTER_FIELDS_TOOL);
    expect(llm.calls[0].schema).toBe(LETTER_FIELDS_SCHEMA);
    expect(llm.calls[0].system).toMatch(/not its client or the original lender/);
    expect(llm.calls[0].user).toContain('Balance outstanding £412.50');
  });

  it('rejects fields the text does not support and takes those from the rules', async () => {
    const log = vi.fn();
    const llm = fakeLlm({
      creditorName: 'Greenway Telecom Ltd', // only ever the client
      debtAmount: 999.99, // not printed
      accountNumber: 'XYZ-1', // not printed
      debtType: 'telecoms', // not a type
      sequenceStage: 7, // out of range
    });
    const r = await analyseLetter(LETTER, llm, { log });
    expect(r).toMatchObject({
      creditorName: 'Ashdown Recoveries Ltd',
      debtAmount: 412.5,
      accountNumber: 'ASH/77120',
      debtType: 'debt_collection',
      sequenceStage: 1,
      source: 'rules',
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(
      /creditorName "Greenway Telecom Ltd" appears only as the client.*debtAmount 999.99 not printed.*accountNumber "XYZ-1" not in text.*debtType.*sequenceStage/,
    );
  });

  it('accepts a reference given with different spacing but returns it as printed', async () => {
    const llm = fakeLlm({
      creditorName: null,
      debtAmount: '£412.50',
      accountNumber: 'ASH / 77120',
      debtType: 'debt_collection',
      sequenceStage: '1',
    });
    const r = await analyseLetter(LETTER, llm, { log: () => undefined });
    expect(r.accountNumber).toBe('ASH/77120');
    expect(r.debtAmount).toBe(412.5);
    expect(r.creditorName).toBe('Ashdown Recoveries Ltd'); // the model's null does not erase the rules' value
    expect(r.sequenceStage).toBe(1);
  });

  it('falls back to the rules when the model throws or answers garbage', async () => {
    const log = vi.fn();
    const throwing = fakeLlm(async () => {
      throw new Error('timeout');
    });
    const a = await analyseLetter(LETTER, throwing, { log });
    expect(a.source).toBe('rules');
    expect(a.accountNumber).toBe('ASH/77120');
    expect(log.mock.calls[0][0]).toMatch(/failed.*timeout/);

    const garbage = fakeLlm('not an object');
    const b = await analyseLetter(LETTER, garbage, { log });
    expect(b).toMatchObject({ source: 'rules', debtAmount: 412.5 });

    const empty = fakeLlm({});
    const c = await analyseLetter(LETTER, empty, { log });
    expect(c.source).toBe('rules');
  });
});

describe('analyseLetter: what the received letter is', () => {
  it('adds kind, dates, confidence and isDemand, and builds a ReceivedLetter', async () => {
    const text = `Date: 3 March 2025\n${LETTER}\nPlease pay within 14 days.`;
    const r = await analyseLetter(text, null);
    expect(r.kind).toBe('debt_recovery');
    expect(r.isDemand).toBe(true);
    expect(r.dates).toEqual({ letterDate: '2025-03-03', payBy: '2025-03-17' });
    expect(r.confidence.creditorName).toBeGreaterThanOrEqual(0.75);
    expect(r.confidence.accountNumber).toBeGreaterThanOrEqual(0.75);
    expect(toReceivedLetter(r)).toEqual({
      creditorName: 'Ashdown Recoveries Ltd',
      debtAmount: 412.5,
      accountNumber: 'ASH/77120',
      debtType: 'debt_collection',
      stage: 1,
      kind: 'debt_recovery',
      dates: r.dates,
      confidence: r.confidence,
    });
  });
  it('passes the page image to the model and still checks its fields against the text', async () => {
    const llm = fakeLlm({
      creditorName: 'Ashdown Recoveries Ltd',
      debtAmount: 999.99,
      accountNumber: 'ASH/77120',
      debtType: 'debt_collection',
      sequenceStage: 1,
      kind: 'debt_recovery',
    });
    const image = { mediaType: 'image/png' as const, data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
    const r = await analyseLetter(LETTER, llm, { image, log: () => undefined });
    expect(llm.calls[0].images).toEqual([image]);
    expect(r.debtAmount).toBe(412.5); // 999.99 is not printed: the rules' amount
    expect(r.confidence.creditorName).toBeGreaterThanOrEqual(0.95); // model and rules agree
    expect(r.confidence.kind).toBeGreaterThanOrEqual(0.95);
  });
});
