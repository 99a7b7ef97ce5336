import { deleteLetter } from '../domain/letters';
import { debtKind } from '../kinds/debt';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api('debt-letter-delete', async ({ user, deps, params }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id, debtKind);
  await deleteLetter(deps, kind, letter);
  return json(200, { success: true });
});
