import { deleteLetter } from '../domain/letters';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

/** DELETE /api/letters/{id}: a letter of any kind, with its uploaded original. */
export const handler = api('letter-delete', async ({ user, deps, params }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id);
  await deleteLetter(deps, kind, letter);
  return json(200, { success: true });
});
