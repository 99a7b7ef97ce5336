/**
 * What a debt letter's downloads render: the structured letter while it is untouched, the user's text once edited.
 * The renderers themselves are imported by each download route (PDF or DOCX), so neither bundle carries the other.
 */
import type { DebtLetter } from '@app/shared';
import type { LetterDoc } from '../letters/types';

export type LetterSource = { kind: 'doc'; doc: LetterDoc } | { kind: 'text'; text: string; title: string };

export function letterSource(l: DebtLetter): LetterSource {
  if (l.letter && !l.edited) return { kind: 'doc', doc: l.letter as LetterDoc };
  return {
    kind: 'text',
    text: l.rebuttalText ?? '',
    title: l.creditorName ? `Letter to ${l.creditorName}` : 'Letter',
  };
}
