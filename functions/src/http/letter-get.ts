import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

/** GET /api/letters/{id}: a letter of any kind, as its family's detail view plus `kind`. */
export const handler = api('letter-get', async ({ user, deps, params }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id);
  return json(200, { kind: kind.name, ...(kind.detail(letter) as object) });
});
