// The guards around AI tailoring, each pinned on its own: a rewrite that breaks exactly one rule must be refused by
// that rule (tailor.test.ts checks the happy path and the fallbacks).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Llm } from '../ports/llm';
import { composeDebtLetter } from './index';
import { checkRewrite, tailorLetter } from './tailor';
import type { LetterDoc } from './types';

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
const quoted = doc.quotedParagraphs![0];
const ADMISSION = 'I accept that I owe this debt.';

type Para = { index: number; text: string };
interface Request {
  system: string;
  user: string;
  toolName: string;
  schema: Record<string, unknown>;
  timeoutMs?: number;
}

/** A model that answers with `answer(paragraphs it was given)` and records every request. */
function model(answer: (ps: Para[]) => unknown): Llm & { requests: Request[] } {
  const llm = {
    name: 'fake',
    requests: [] as Request[],
    async json<T>(req: Request): Promise<T> {
      llm.requests.push(req);
      return answer((JSON.parse(req.user) as { paragraphs: Para[] }).paragraphs) as T;
    },
  };
  return llm;
}
const same = (ps: Para[]) => ({ paragraphs: ps.map((p) => ({ index: p.index, text: p.text })) });
const withDoc = (paragraphs: string[]): LetterDoc => ({ ...doc, paragraphs });
const edit = (i: number, f: (t: string) => string) =>
  withDoc(doc.paragraphs.map((t, j) => (j === i ? f(t) : t)));

let warn: ReturnType<typeof vi.spyOn>;
afterEach(() => vi.restoreAllMocks());
function silence() {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe("the user's own words", () => {
  it('are never sent to the model', async () => {
    const llm = model(same);
    await tailorLetter(llm, doc, facts);
    const sent = JSON.parse(llm.requests[0].user) as { paragraphs: Para[] };
    expect(sent.paragraphs.map((p) => p.index)).not.toContain(quoted);
    expect(sent.paragraphs).toHaveLength(doc.paragraphs.length - 1);
    expect(llm.requests[0].user).not.toContain('I never opened this account.');
  });
  it('cannot be rewritten into an admission by an answer with an extra paragraph', async () => {
    silence();
    const llm = model((ps) => ({ paragraphs: [...same(ps).paragraphs, { index: quoted, text: ADMISSION }] }));
    const out = await tailorLetter(llm, doc, facts);
    expect(out).toBe(doc);
    expect(out.paragraphs[quoted]).toContain('I never opened this account.');
    expect(out.paragraphs.join('\n')).not.toContain(ADMISSION);
    expect(warn.mock.calls[0][0]).toContain('answer does not rewrite exactly the paragraphs given');
  });
  it('cannot be swapped for an admission in place of another paragraph', async () => {
    silence();
    const llm = model((ps) => ({
      paragraphs: same(ps).paragraphs.map((p, i) => (i === 0 ? { index: quoted, text: ADMISSION } : p)),
    }));
    expect(await tailorLetter(llm, doc, facts)).toBe(doc);
    expect(warn.mock.calls[0][0]).toContain('exactly the paragraphs given');
  });
  it('a letter without any words of the user is offered whole', async () => {
    const llm = model(same);
    const plain: LetterDoc = { ...doc, quotedParagraphs: undefined };
    await tailorLetter(llm, plain, facts);
    expect((JSON.parse(llm.requests[0].user) as { paragraphs: Para[] }).paragraphs).toHaveLength(
      doc.paragraphs.length,
    );
  });
  it("a letter that is all the user's own words is not sent at all", async () => {
    const llm = model(same);
    const own = { ...doc, quotedParagraphs: doc.paragraphs.map((_, i) => i) };
    expect(await tailorLetter(llm, own, facts)).toBe(own);
    expect(llm.requests).toHaveLength(0);
  });
});

describe('what the model is asked', () => {
  it('gets the subject, recipient, the given facts only, the tool and the default 25 s timeout', async () => {
    const llm = model(same);
    await tailorLetter(llm, doc, { ...facts, empty: '', missing: undefined });
    const [req] = llm.requests;
    const user = JSON.parse(req.user);
    expect(user.subject).toBe(doc.subject);
    expect(user.recipient).toBe('Northgate Recoveries Ltd');
    expect(user.facts).toEqual(facts);
    expect(req.toolName).toBe('rewrite_letter');
    expect(req.timeoutMs).toBe(25_000);
    // each instruction on its own line
    expect(req.system.split('\n')).toEqual([
      expect.stringContaining('You edit formal letters written for UK consumers'),
      expect.stringContaining("fits the sender's facts and own words"),
      'Strict rules:',
      expect.stringMatching(/^- Keep the legal substance .* Do not add any statute/),
      expect.stringMatching(/^- Do not add any number, amount, date, reference or fact/),
      expect.stringMatching(/^- Never say a debt is void, written off or unenforceable/),
      '- Return exactly one rewritten paragraph for each index given, through the tool.',
    ]);
    expect(req.schema).toMatchObject({ required: ['paragraphs'] });
  });
  it('an accepted answer is trimmed and keeps every paragraph it did not rewrite', async () => {
    const llm = model((ps) => ({
      paragraphs: ps.map((p) => ({
        index: p.index,
        text: `  ${p.text.replace('I write about', 'I am writing about')}\n`,
      })),
    }));
    const out = await tailorLetter(llm, doc, facts);
    expect(out.tailoredBy).toBe('fake');
    expect(out.paragraphs[0]).toMatch(/^I am writing about .*owe\.$/);
    expect(out.paragraphs.slice(1)).toEqual(doc.paragraphs.slice(1));
  });
});

describe('malformed answers fall back to the deterministic letter', () => {
  const cases: [string, (ps: Para[]) => unknown, RegExp][] = [
    ['no answer', () => null, /no paragraphs array/],
    ['paragraphs that are not an array', () => ({ paragraphs: 'all of them' }), /no paragraphs array/],
    [
      'a blank paragraph',
      (ps) => ({ paragraphs: ps.map((p, i) => ({ ...p, text: i ? p.text : ' \n ' })) }),
      /malformed/,
    ],
    [
      'an index given as text',
      (ps) => ({ paragraphs: ps.map((p, i) => ({ ...p, index: i ? p.index : '0' })) }),
      /malformed/,
    ],
    [
      'a paragraph that is not text',
      (ps) => ({ paragraphs: ps.map((p, i) => ({ ...p, text: i ? p.text : 42 })) }),
      /malformed/,
    ],
    ['a null entry', (ps) => ({ paragraphs: [null, ...same(ps).paragraphs] }), /malformed/],
    [
      'a paragraph answered twice',
      (ps) => ({ paragraphs: [...same(ps).paragraphs.slice(1), same(ps).paragraphs[1]] }),
      /exactly/,
    ],
  ];
  for (const [what, answer, why] of cases)
    it(`${what}`, async () => {
      silence();
      expect(await tailorLetter(model(answer), doc, facts)).toBe(doc);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0][0]).toMatch(
        /^\[letters\] AI tailoring failed \(fake\), using the deterministic letter: /,
      );
      expect(warn.mock.calls[0][0]).toMatch(why);
    });
});

describe('checkRewrite', () => {
  it('accepts the letter as written', () => {
    expect(checkRewrite(doc, doc, facts)).toEqual([]);
  });
  it('accepts a citation the letter already relies on', () => {
    expect(
      checkRewrite(
        doc,
        edit(0, (t) => `${t} See section 87 of the Consumer Credit Act 1974.`),
        facts,
      ),
    ).toEqual([]);
  });
  // The numbers of these citations are given as facts, so only the citation rule can refuse them.
  it('refuses a law the catalogue does not hold', () => {
    const cand = edit(0, (t) => `${t} See also the Bills of Exchange Act 1882.`);
    // (the letter validator refuses it too, in its own words)
    expect(checkRewrite(doc, cand, { ...facts, note: '1882' })[0]).toBe(
      'cites something not in the catalogue: Bills of Exchange Act 1882',
    );
  });
  it('refuses a catalogued provision the letter does not rely on', () => {
    const cand = edit(0, (t) => `${t} Section 172 of the Road Traffic Act 1988 applies.`);
    const reasons = checkRewrite(doc, cand, { ...facts, note: 'section 172 of 1988' });
    expect(reasons).toContain('cites a provision the letter does not rely on: Road Traffic Act 1988');
    expect(reasons.every((r) => r.startsWith('cites a provision the letter does not rely on'))).toBe(true);
  });
  it('refuses a lost fact, in any of its written forms', () => {
    expect(
      checkRewrite(
        doc,
        edit(0, (t) => t.replace('£1,834.27', 'the sum')),
        facts,
      ),
    ).toEqual(['lost the fact amount']);
    expect(
      checkRewrite(
        doc,
        edit(0, (t) => t.replace('NR-0042', 'your reference')),
        facts,
      ),
    ).toEqual(['lost the fact account']);
    // 1,834.27 without the pound sign is still the amount
    expect(
      checkRewrite(
        doc,
        edit(0, (t) => t.replace('£1,834.27', '1,834.27 pounds')),
        facts,
      ),
    ).toEqual([]);
  });
  it('does not ask for a fact the letter never contained, nor an empty one', () => {
    expect(checkRewrite(doc, doc, { ...facts, phone: '07700 900123', blank: '', none: undefined })).toEqual(
      [],
    );
  });
  it('refuses a number that is in neither the letter nor the facts, once however often it appears', () => {
    const cand = edit(0, (t) => `${t} You called me 47 times, 47 times!`);
    expect(checkRewrite(doc, cand, facts)).toEqual(['adds a number not given: 47']);
  });
  it('refuses an amount with a digit dropped (the whole figure is one number)', () => {
    const cand = edit(0, (t) => `${t} Of this, £1,834.2 is disputed.`);
    expect(checkRewrite(doc, cand, facts)).toEqual(['adds a number not given: 1,834.2']);
  });
  it('reads the numbers at the end of one paragraph and the start of the next separately', () => {
    const cand = withDoc(
      doc.paragraphs.map((t, i) =>
        i === 0 ? `${t} My reference is NR-0042` : i === 1 ? `12 working days is the period. ${t}` : t,
      ),
    );
    expect(checkRewrite(doc, cand, facts)).toEqual([]);
  });
  it('allows a number from the facts that the letter did not use', () => {
    const cand = edit(8, (t) => `${t} You can call me on 07700 900123.`);
    expect(checkRewrite(doc, cand, { ...facts, phone: '07700 900123' })).toEqual([]);
    expect(checkRewrite(doc, cand, facts)).toEqual([
      'adds a number not given: 07700',
      'adds a number not given: 900123',
    ]);
  });
  it('applies the letter validator (no "void" claims)', () => {
    const reasons = checkRewrite(
      doc,
      edit(0, (t) => `${t} The debt is void.`),
      facts,
    );
    expect(reasons.length).toBe(1);
    expect(reasons[0]).toMatch(/void/i);
  });
  it('a rejected rewrite logs at most five of its reasons', async () => {
    silence();
    const llm = model((ps) => ({
      paragraphs: ps.map((p, i) => ({
        index: p.index,
        text: i === 0 ? `${p.text} 11 22 33 44 55 66 77777` : p.text,
      })),
    }));
    expect(await tailorLetter(llm, doc, facts)).toBe(doc);
    expect(warn).toHaveBeenCalledOnce();
    const line = warn.mock.calls[0][0] as string;
    expect(line).toBe(
      '[letters] AI tailoring rejected (fake): adds a number not given: 11; adds a number not given: 22; adds a number not given: 33; adds a number not given: 44; adds a number not given: 55',
    );
  });
});
