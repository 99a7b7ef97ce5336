import { debtKind } from '../kinds/debt';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api('debt-letter-get', async ({ user, deps, params }) => {
  const { letter } = await ownLetter(deps, user.id, params.id, debtKind);
  return json(200, debtKind.detail(letter));
});
