/** The downloadable files of a debt letter: the structured letter when untouched, the user's text once edited. */
import type { DebtLetter } from '@app/shared';
import { renderDocx, renderPdf, type LetterDoc } from '../letters/index';

function source(l: DebtLetter): LetterDoc | { text: string; title: string } {
  if (l.letter && !l.edited) return l.letter as LetterDoc;
  return { text: l.rebuttalText ?? '', title: l.creditorName ? `Letter to ${l.creditorName}` : 'Letter' };
}

export const letterPdf = (l: DebtLetter) => renderPdf(source(l));
export const letterDocx = (l: DebtLetter) => renderDocx(source(l));
