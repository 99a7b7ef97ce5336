/**
 * The Llm port's contract. Callers (extraction, letter tailoring) rely on exactly this: the structured answer comes
 * back as the model gave it, the prompt reaches the model intact, and every failure — a prose answer, a service
 * error, a slow answer — is a thrown error within the time limit, so they can fall back to the deterministic engine.
 * Run on the Anthropic adapter against a stand-in of the Messages API (llm-anthropic.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Llm } from './llm';

/** How the stand-in model behaves for one call. */
export type ModelBehaviour =
  | { kind: 'answer'; input: unknown; delayMs?: number }
  | { kind: 'prose' }
  | { kind: 'error'; status: number };

export interface LlmHarness {
  llm: Llm;
  /** What the model was asked, call by call. */
  seen(): { system: string; user: string; toolName: string; schema: unknown }[];
}

const SCHEMA = {
  type: 'object',
  properties: {
    creditorName: { type: ['string', 'null'] },
    debtAmount: { type: ['number', 'null'] },
    flags: { type: 'array', items: { type: 'string' } },
  },
  required: ['creditorName', 'debtAmount', 'flags'],
};

export function llmContract(name: string, make: (model: ModelBehaviour) => Promise<LlmHarness>) {
  const request = {
    system: 'You read UK demand letters. Answer only through the tool.',
    user: 'Harrowgate Debt Purchasing Ltd — Current balance: £1,847.32',
    toolName: 'letter_fields',
    schema: SCHEMA,
  };

  describe(`Llm contract: ${name}`, () => {
    it('returns the structured answer the model gives, and names itself', async () => {
      const answer = {
        creditorName: 'Harrowgate Debt Purchasing Ltd',
        debtAmount: 1847.32,
        flags: ['assigned'],
      };
      const { llm } = await make({ kind: 'answer', input: answer });
      expect(await llm.json(request)).toEqual(answer);
      expect(llm.name).toMatch(/\S/);
    });

    it('passes the system prompt, the user content (non-ASCII intact), the tool name and the schema', async () => {
      const { llm, seen } = await make({
        kind: 'answer',
        input: { creditorName: null, debtAmount: null, flags: [] },
      });
      await llm.json(request);
      expect(seen()).toEqual([
        // the adapter may add its own instruction to the system prompt, never drop the caller's
        {
          system: expect.stringContaining(request.system),
          user: request.user,
          toolName: 'letter_fields',
          schema: SCHEMA,
        },
      ]);
    });

    it('throws when the model answers in prose instead of the structure', async () => {
      const { llm } = await make({ kind: 'prose' });
      await expect(llm.json(request)).rejects.toThrow();
    });

    it.each([429, 500, 529])('throws when the service answers %i', async (status) => {
      const { llm } = await make({ kind: 'error', status });
      await expect(llm.json(request)).rejects.toThrow();
    });

    it('throws within the time limit when the model is slow', async () => {
      const { llm } = await make({ kind: 'answer', input: {}, delayMs: 5000 });
      const t0 = Date.now();
      await expect(llm.json({ ...request, timeoutMs: 200 })).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(3000);
    });
  });
}
