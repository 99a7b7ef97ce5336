/** The case views: a row per case, and one case with its history and letters. */
import type { Case, CaseDetail, CaseLetter, CaseSummary, LetterBase } from '@app/shared';
import { nextStage } from '../../domain/cases';
import { LETTER_KINDS } from '../../kinds';
import type { Deps } from '../../runtime/deps';

export function caseSummary(c: Case, letters: LetterBase[]): CaseSummary {
  const today = new Date().toISOString().slice(0, 10);
  const open = letters
    .map((l) => l.respondBy)
    .filter((d): d is string => Boolean(d))
    .sort();
  return {
    id: c.id,
    organisation: c.organisation,
    reference: c.reference ?? null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    received: c.events.filter((e) => e.type === 'received').length,
    sent: c.events.filter((e) => e.type === 'sent').length,
    respondBy: open.find((d) => d >= today) ?? open.at(-1) ?? null,
    nextStage: nextStage(c),
  };
}

/** Every letter of the user, of every kind, with the kind that declares it. */
export async function userLetters(deps: Deps, userId: string) {
  const lists = await Promise.all(
    LETTER_KINDS.map(async (kind) =>
      ((await deps.store.listRecords(kind.record, userId)) as LetterBase[]).map((letter) => ({
        kind,
        letter,
      })),
    ),
  );
  return lists.flat();
}

export function caseLetters(all: Awaited<ReturnType<typeof userLetters>>, caseId: string): CaseLetter[] {
  return all
    .filter(({ letter }) => letter.caseId === caseId)
    .map(({ kind, letter }) => ({
      id: letter.id,
      kind: kind.name,
      title: kind.title(letter),
      status: letter.status,
      createdAt: letter.createdAt,
      sent: letter.sent ?? [],
      respondBy: letter.respondBy ?? null,
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function caseDetail(c: Case, letters: CaseLetter[]): CaseDetail {
  return {
    ...caseSummary(c, letters as unknown as LetterBase[]),
    events: [...c.events].sort((a, b) => a.at.localeCompare(b.at)),
    letters,
  };
}
