import { creditKind } from '../kinds/credit';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

/** GET /api/credit-cleansing-letter/{id}: the user's own credit-file letter (anyone else's is a 404). */
export const handler = api('credit-letter-get', async ({ user, deps, params }) => {
  const { letter } = await ownLetter(deps, user.id, params.id, creditKind);
  return json(200, creditKind.detail(letter));
});
