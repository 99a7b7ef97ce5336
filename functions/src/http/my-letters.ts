import { debtKind } from '../kinds/debt';
import { api, json } from './lib/api';

export const handler = api('my-letters', async ({ user, deps }) => {
  const letters = await deps.store.listRecords(debtKind.record, user.id);
  return json(200, letters.map(debtKind.summary));
});
