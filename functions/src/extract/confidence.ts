/**
 * How sure the rules are of each field, 0..1. Honest rather than flattering: a value the page prints once, or whose
 * OCR spellings disagree, is a guess the user should confirm (below CONFIDENCE_THRESHOLD); a value printed in
 * several places (letterhead and sign-off, table and prose, panel and payment slip) is not.
 */
import type { ReceivedLetter } from '@app/shared/received';
import { debtTypeLead, findMoney, foldRef, type LetterFields } from './fields';

export type FieldConfidence = ReceivedLetter['confidence'];

function countIn(hay: string, needle: string): number {
  if (!needle) return 0;
  let n = 0;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) n++;
  return n;
}

export function creditorConfidence(name: string | null, text: string): number {
  if (!name) return 0;
  const n = countIn(text.toLowerCase().replace(/\s+/g, ' '), name.toLowerCase().replace(/\s+/g, ' '));
  const legal = /\b(ltd|limited|plc|llp|council|court|constabulary|police|society|agency|office)\b\.?$/i.test(
    name,
  );
  return Math.min(0.95, (n >= 2 ? 0.85 : n === 1 ? 0.65 : 0.45) + (legal ? 0.08 : 0));
}

export function amountConfidence(amount: number | null, text: string): number {
  if (amount === null) return 0;
  const cents = Math.round(amount * 100);
  const n = text
    .split('\n')
    .reduce((k, l) => k + findMoney(l).filter((h) => Math.round(h.value * 100) === cents).length, 0);
  return n >= 2 ? 0.9 : n === 1 ? 0.7 : 0.4;
}

export function referenceConfidence(ref: string | null, text: string): number {
  if (!ref) return 0;
  const exact = countIn(text, ref);
  // Spellings of the same reference under OCR folding (O/0, I/1…) that differ from the chosen one.
  const key = foldRef(ref);
  const tokens = text.split(/[\s,;:()]+/).filter((t) => t.length >= 3);
  const variants = tokens.filter((t) => foldRef(t) === key && t !== ref).length;
  if (variants > 0 && exact <= variants) return 0.55;
  return exact >= 2 ? 0.9 : exact === 1 ? 0.72 : 0.5;
}

/**
 * `lead`: how far the type's evidence leads the next type's (debtTypeLead). On a set of letters of kinds the rules
 * had never met (fresh11, first look), a type leading by less than 8 was wrong on 19 of 23 letters, one leading by
 * more on 2 of 7; on the letters already seen, a lead under 8 is 52 of 678 (all right), the price of asking.
 */
export function debtTypeConfidence(type: string, lead: number): number {
  // 'normal' is also what the rules fall back to when nothing points elsewhere.
  if (type === 'normal') return 0.55;
  return lead < 8 ? 0.6 : lead < 15 ? 0.8 : 0.9;
}

export function fieldConfidence(f: LetterFields, text: string, kindConfidence: number): FieldConfidence {
  return {
    creditorName: creditorConfidence(f.creditorName, text),
    debtAmount: amountConfidence(f.debtAmount, text),
    accountNumber: referenceConfidence(f.accountNumber, text),
    debtType: debtTypeConfidence(f.debtType, debtTypeLead(text, f.creditorName)),
    stage: kindConfidence,
    kind: kindConfidence,
  };
}
