import { creditKind } from '../kinds/credit';
import { api, json } from './lib/api';

/** GET /api/credit-cleansing-letters: 'Your Previous Letters', newest first, 200-character previews. */
export const handler = api('credit-cleansing-letters', async ({ user, deps }) => {
  const letters = await deps.store.listRecords(creditKind.record, user.id);
  return json(200, letters.map(creditKind.summary));
});
