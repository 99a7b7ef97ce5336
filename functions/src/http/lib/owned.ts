import type { LetterBase } from '@app/shared';
import { findOwnLetter } from '../../domain/letters';
import type { AnyKind, LetterKind } from '../../kinds/kind';
import type { Deps } from '../../runtime/deps';
import { notFound } from './errors';

/**
 * The signed-in user's letter — of the given kind, or of any kind — or 404: another user's letter does not exist
 * for them (ownership is part of the key).
 */
export async function ownLetter<R extends LetterBase = LetterBase>(
  deps: Deps,
  userId: string,
  id: string | undefined,
  kind?: LetterKind<R>,
): Promise<{ kind: AnyKind; letter: R }> {
  const found = await findOwnLetter(deps, userId, id, kind);
  if (!found) throw notFound('Letter not found');
  return found as { kind: AnyKind; letter: R };
}
