/**
 * The reply's place in the USER's own sequence (PRODUCT.md rule 3): 1 challenge, 2 follow-up, 3 final. It comes
 * from what the user has sent (the case history, or a date the user recorded), never from the letter received:
 * a 2nd or 3rd letter says "I asked you on …" and that must be true.
 */
import { toIsoDate } from '@app/shared/legal/index';
import type { DebtLetterInput, LetterHistory, SentLetter, Stage } from './types';

function validDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  try {
    return toIsoDate(s);
  } catch {
    return undefined;
  }
}

/** The letters in a history that carry a readable date, oldest first. */
export function datedLetters(history: LetterHistory | undefined): (SentLetter & { sentAt: string })[] {
  return (history?.sent ?? [])
    .map((s) => ({ ...s, sentAt: validDate(s.sentAt) ?? '' }))
    .filter((s) => s.sentAt !== '')
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * 1 when nothing was sent; 2 only when a stage-1 letter was sent; 3 only when a stage-2 letter was sent. A letter
 * without a readable date does not count: the next letter could not say when it was sent.
 */
export function nextStage(history: LetterHistory | undefined): Stage {
  const stages = new Set(datedLetters(history).map((s) => s.stage));
  if (stages.has(2)) return 3;
  if (stages.has(1)) return 2;
  return 1;
}

export interface Sequence {
  stage: Stage;
  /** The dated letters the reply may refer to, oldest first (empty at stage 1). */
  earlier: (SentLetter & { sentAt: string })[];
  /** The most recent earlier letter of the stage before this one. */
  previous?: SentLetter & { sentAt: string };
  /** Why the stage asked for was not used (shown to the user). */
  note?: string;
}

/** The history a stage needs, when a caller only knows the stage and the date of the letter before it. */
export function historyFor(stage: Stage, lastSentAt: string): LetterHistory {
  if (stage === 1) return { sent: [] };
  const sent: SentLetter[] = [{ stage: (stage - 1) as Stage, sentAt: lastSentAt }];
  return { sent };
}

/**
 * Decides the stage from `history` (input.stage is then ignored). Without history the letter is a 1st letter: a
 * stage 2 or 3 asked for (the spec's debt-defence form) cannot be written, because it would have to say "I asked you
 * on …" about a letter the product does not hold; `note` tells the user to record it. `previousLetterDate` alone
 * is not a record (it says neither what was sent nor whether the £1 fee went with it).
 */
export function resolveSequence(input: Pick<DebtLetterInput, 'stage' | 'history'>): Sequence {
  const asked: Stage = ([1, 2, 3] as const).includes(input.stage) ? input.stage : 1;
  if (input.history) {
    const earlier = datedLetters(input.history);
    const stage = nextStage(input.history);
    const previous = [...earlier].reverse().find((s) => s.stage === stage - 1);
    const note =
      asked > stage
        ? `A ${ordinal(asked)} letter needs your ${ordinal(asked - 1)} letter, with its date, in this case's history; this is your ${ordinal(stage)} letter.`
        : undefined;
    return { stage, earlier: stage === 1 ? [] : earlier, previous, ...(note ? { note } : {}) };
  }
  if (asked === 1) return { stage: 1, earlier: [] };
  return {
    stage: 1,
    earlier: [],
    note: `A ${ordinal(asked)} letter refers to the letter you sent before it, so this case needs a record of that letter: its date, how it was sent and what went with it (including the £1 fee for a credit agreement request). Without it, this is your 1st letter.`,
  };
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : '3rd';
}
