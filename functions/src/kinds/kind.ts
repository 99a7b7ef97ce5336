/**
 * A letter kind is a declared module (ARCHITECTURE.md "Letter kinds and cases"): everything generic — ownership,
 * downloads, edits, sends, the job dispatcher, the stuck-job sweep, fail-and-refund, cases — reads this entry, so a
 * new family of letters is its own module, its screens and its route entries (docs/letter-kinds.md).
 *
 * This module stays light on purpose: every generic route imports the registry, so a kind's engine call lives
 * beside it in `build` (inline kinds import what they need lazily) or in kinds/jobs.ts (queued kinds, worker only).
 */
import type { LetterBase, User } from '@app/shared';
import type * as z from 'zod';
import type { RecordType } from '../ports/store';
import type { Deps } from '../runtime/deps';

export type FileExt = 'pdf' | 'docx' | 'txt';

/** What the case is about, once known: uploads and generated letters are filed by it. */
export interface CaseKey {
  organisation: string;
  reference?: string;
}

export interface LetterKind<R extends LetterBase = LetterBase, Req = unknown> {
  /** In queue messages, the generic API's `kind` and the docs. */
  name: string;
  /** Where its records live (their SK prefix). */
  record: RecordType<R>;
  /** Credits one letter costs (taken in the same transaction that stores it; refunded if it fails). */
  price: number;
  /** true: stored 'processing' and built by the worker (kinds/jobs.ts); false: built inline by its route. */
  queued: boolean;
  /** The field holding the letter's text (the spec names it per family: rebuttalText, letterContent…). */
  textField: keyof R & string;
  /** Download file name (no directory), per the spec of the family. */
  fileName(letter: R, ext: FileExt): string;
  /** A heading for text renders and cards. */
  title(letter: R): string;
  /** The organisation and reference this letter is about (null while unknown, e.g. still being read). */
  caseKey(letter: R): CaseKey | null;
  /** The spec's list row and detail view of this family. */
  summary(letter: R): unknown;
  detail(letter: R): unknown;
  /** Inline kinds: the request their generate route validates, and how the letter is built from it. */
  request?: z.ZodType<Req>;
  build?(
    input: Req,
    ctx: { deps: Deps; user: User },
  ): Promise<Omit<R, keyof LetterBase> & Partial<LetterBase>>;
}

/** Identity function that checks a kind's declaration against the interface. */
export const defineKind = <R extends LetterBase, Req = unknown>(kind: LetterKind<R, Req>) => kind;

/** The letter's text, whatever the family calls it. */
export const letterText = <R extends LetterBase>(kind: LetterKind<R>, letter: R): string =>
  String((letter as Record<string, unknown>)[kind.textField] ?? '');

/**
 * Any kind, for code written once for all of them. (A kind of DebtLetter is not a kind of LetterBase to TypeScript,
 * because its textField names a DebtLetter field; generic code only reads fields through the kind.)
 */
export type AnyKind = LetterKind<any, any>;
