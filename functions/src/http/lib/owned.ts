import type { DebtLetter } from '@app/shared';
import type { Deps } from '../../runtime/deps';
import { notFound } from './errors';

/** The signed-in user's debt letter, or 404: another user's letter does not exist for them. */
export async function ownLetter(deps: Deps, userId: string, id: string | undefined): Promise<DebtLetter> {
  const letter =
    id && /^[0-9a-z]{25}$/.test(id) ? await deps.store.getRecord('debtLetter', userId, id) : null;
  if (!letter) throw notFound('Letter not found');
  return letter;
}
