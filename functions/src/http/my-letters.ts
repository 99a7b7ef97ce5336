import { toSummary } from '../domain/debt-letters';
import { api, json } from './lib/api';

export const handler = api({ auth: 'user' }, async ({ user, deps }) => {
  const letters = await deps.store.listRecords('debtLetter', user.id);
  return json(200, letters.map(toSummary));
});
