/**
 * Optional AI tailoring behind the Llm port. The model may only reword the engine's paragraphs to fit the user's
 * facts; its answer is checked and, if anything is off (a citation the letter does not rely on or the catalogue does
 * not hold, a lost fact, a new number, an error or a timeout), the deterministic letter is returned unchanged.
 */
import { findCitations } from '@app/shared/legal/index';
import type { Llm } from '../ports/llm';
import { money } from './common';
import { letterToText } from './text';
import type { LetterDoc } from './types';
import { validateLetter } from './validate';

export type Facts = Record<string, string | number | undefined>;

const SYSTEM = [
  'You edit formal letters written for UK consumers to organisations (creditors, debt collectors, councils, data controllers).',
  "Rewrite each paragraph you are given so that it reads naturally and fits the sender's facts and own words, in plain, calm, firm British English.",
  'Strict rules:',
  '- Keep the legal substance and every legal citation exactly as written. Do not add any statute, section, regulation, article, rule or case that is not already in that paragraph.',
  '- Do not add any number, amount, date, reference or fact that is not in the letter or the facts given. Keep every name, amount, reference and date that appears.',
  '- Never say a debt is void, written off or unenforceable for ever; never advise ignoring a legal duty or court papers.',
  '- Return exactly one rewritten paragraph for each index given, through the tool.',
].join('\n');

const SCHEMA = {
  type: 'object',
  properties: {
    paragraphs: {
      type: 'array',
      items: {
        type: 'object',
        properties: { index: { type: 'integer' }, text: { type: 'string' } },
        required: ['index', 'text'],
      },
    },
  },
  required: ['paragraphs'],
} as const;

const NUMBER_RE = /\d+(?:[.,]\d+)*/g;

function factForms(v: string | number): string[] {
  if (typeof v === 'number') return [money(v), String(v), v.toLocaleString('en-GB')];
  return [v];
}

/** Checks a candidate rewrite; returns the reasons it must be rejected (empty = accept). */
export function checkRewrite(original: LetterDoc, candidate: LetterDoc, facts: Facts): string[] {
  const reasons: string[] = [];
  const origText = original.paragraphs.join('\n');
  const newText = candidate.paragraphs.join('\n');

  for (const c of findCitations(newText)) {
    if (!c.known) reasons.push(`cites something not in the catalogue: ${c.raw}`);
    else if (!c.ids.some((id) => original.legalBases.includes(id)))
      reasons.push(`cites a provision the letter does not rely on: ${c.raw}`);
  }
  for (const [k, v] of Object.entries(facts)) {
    if (v === undefined || v === '') continue;
    const forms = factForms(v);
    if (forms.some((f) => origText.includes(f)) && !forms.some((f) => newText.includes(f)))
      reasons.push(`lost the fact ${k}`);
  }
  const allowed = new Set([
    ...(letterToText(original).match(NUMBER_RE) ?? []),
    ...Object.values(facts).flatMap((v) => (v === undefined ? [] : (String(v).match(NUMBER_RE) ?? []))),
  ]);
  for (const n of newText.match(NUMBER_RE) ?? [])
    if (!allowed.has(n)) reasons.push(`adds a number not given: ${n}`);
  for (const p of validateLetter(candidate)) reasons.push(p);
  return [...new Set(reasons)];
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

export async function tailorLetter(
  llm: Llm | null,
  doc: LetterDoc,
  facts: Facts,
  opts: { timeoutMs?: number } = {},
): Promise<LetterDoc> {
  if (!llm) return doc;
  const timeoutMs = opts.timeoutMs ?? 25_000;
  const editable = doc.paragraphs
    .map((text, index) => ({ index, text }))
    .filter((p) => !doc.quotedParagraphs?.includes(p.index));
  if (!editable.length) return doc;
  try {
    const user = JSON.stringify({
      subject: doc.subject,
      recipient: doc.recipient.name,
      facts: Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined && v !== '')),
      paragraphs: editable,
    });
    const answer = await withTimeout(
      llm.json<{ paragraphs?: { index?: unknown; text?: unknown }[] }>({
        system: SYSTEM,
        user,
        toolName: 'rewrite_letter',
        schema: SCHEMA as unknown as Record<string, unknown>,
        timeoutMs,
      }),
      timeoutMs,
    );
    const got = Array.isArray(answer?.paragraphs) ? answer.paragraphs : null;
    if (!got) throw new Error('answer has no paragraphs array');
    const byIndex = new Map<number, string>();
    for (const p of got) {
      if (typeof p?.index !== 'number' || typeof p.text !== 'string' || !p.text.trim())
        throw new Error('malformed paragraph in answer');
      byIndex.set(p.index, p.text.trim());
    }
    if (byIndex.size !== editable.length || editable.some((p) => !byIndex.has(p.index)))
      throw new Error('answer does not rewrite exactly the paragraphs given');
    const candidate: LetterDoc = {
      ...doc,
      paragraphs: doc.paragraphs.map((t, i) => byIndex.get(i) ?? t),
      tailoredBy: llm.name,
    };
    const reasons = checkRewrite(doc, candidate, facts);
    if (reasons.length) {
      console.warn(`[letters] AI tailoring rejected (${llm.name}): ${reasons.slice(0, 5).join('; ')}`);
      return doc;
    }
    return candidate;
  } catch (e) {
    console.warn(
      `[letters] AI tailoring failed (${llm.name}), using the deterministic letter: ${(e as Error).message}`,
    );
    return doc;
  }
}
