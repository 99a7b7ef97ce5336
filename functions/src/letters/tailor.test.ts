import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Llm } from '../ports/llm';
import { composeDebtLetter, tailorLetter, validateLetter } from './index';

const doc = composeDebtLetter({
  debtType: 'credit_card',
  stage: 1,
  strategy: 'standard',
  sender: { name: 'Jane Smith', address: '12 Elm Road, Brackenford' },
  recipient: { name: 'Northgate Recoveries Ltd' },
  accountNumber: 'NR-0042',
  amount: 1834.27,
  letterDate: '2026-03-02',
  userNotes: 'I never opened this account.',
});
const facts = {
  name: 'Jane Smith',
  creditor: 'Northgate Recoveries Ltd',
  account: 'NR-0042',
  amount: 1834.27,
};

function fakeLlm(
  rewrite: (p: { index: number; text: string }[]) => unknown,
  delayMs = 0,
): Llm & { calls: number } {
  const llm = {
    name: 'fake',
    calls: 0,
    async json<T>(req: { user: string }): Promise<T> {
      llm.calls++;
      const { paragraphs } = JSON.parse(req.user) as { paragraphs: { index: number; text: string }[] };
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return rewrite(paragraphs) as T;
    },
  };
  return llm;
}

afterEach(() => vi.restoreAllMocks());

describe('tailorLetter', () => {
  it('without an llm returns the deterministic letter', async () => {
    expect(await tailorLetter(null, doc, facts)).toBe(doc);
  });
  it("accepts a faithful rewrite and never touches the user's own words", async () => {
    const llm = fakeLlm((ps) => ({
      paragraphs: ps.map((p) => ({
        index: p.index,
        text: p.text.replace('I write about', 'I am writing about'),
      })),
    }));
    const out = await tailorLetter(llm, doc, facts);
    expect(out).not.toBe(doc);
    expect(out.tailoredBy).toBe('fake');
    expect(out.paragraphs[0]).toMatch(/^I am writing about/);
    expect(out.paragraphs).toContain(doc.paragraphs[doc.quotedParagraphs![0]]);
    expect(validateLetter(out)).toEqual([]);
  });
  const rejected: [string, (p: { index: number; text: string }[]) => unknown][] = [
    [
      'an invented statute',
      (ps) => ({
        paragraphs: ps.map((p, i) => ({
          index: p.index,
          text: i === 0 ? `${p.text} See also the Bills of Exchange Act 1882.` : p.text,
        })),
      }),
    ],
    [
      'a catalogue provision the letter does not rely on',
      (ps) => ({
        paragraphs: ps.map((p, i) => ({
          index: p.index,
          text: i === 0 ? `${p.text} Section 172 of the Road Traffic Act 1988 applies.` : p.text,
        })),
      }),
    ],
    [
      'a lost amount',
      (ps) => ({
        paragraphs: ps.map((p) => ({ index: p.index, text: p.text.replace('£1,834.27', 'the sum') })),
      }),
    ],
    [
      'a new number',
      (ps) => ({
        paragraphs: ps.map((p, i) => ({
          index: p.index,
          text: i === 0 ? `${p.text} You called me 47 times.` : p.text,
        })),
      }),
    ],
    ['a missing paragraph', (ps) => ({ paragraphs: ps.slice(1) })],
    ['a malformed answer', () => ({ text: 'hello' })],
    [
      'a void claim',
      (ps) => ({
        paragraphs: ps.map((p, i) => ({
          index: p.index,
          text: i === 0 ? `${p.text} The debt is void.` : p.text,
        })),
      }),
    ],
  ];
  for (const [what, rewrite] of rejected)
    it(`rejects ${what} and logs why`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const out = await tailorLetter(fakeLlm(rewrite), doc, facts);
      expect(out).toBe(doc);
      expect(warn).toHaveBeenCalledOnce();
    });
  it('falls back on error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const llm: Llm = { name: 'broken', json: async () => Promise.reject(new Error('boom')) };
    expect(await tailorLetter(llm, doc, facts)).toBe(doc);
    expect(warn.mock.calls[0][0]).toMatch(/boom/);
  });
  it('falls back on timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tailorLetter: t } = await import('./tailor');
    const slow = fakeLlm((ps) => ({ paragraphs: ps }), 500);
    expect(await t(slow, doc, facts, { timeoutMs: 10 })).toBe(doc);
    expect(warn.mock.calls[0][0]).toMatch(/timed out/);
  });
});
