import { GDPR, toView } from '../kinds/gdpr';
import { api, json } from './lib/api';

/** GET /api/gdpr-letters: the signed-in user's GDPR challenge letters, newest first (their own copies). */
export const handler = api('gdpr-letters', async ({ user, deps }) => {
  const letters = await deps.store.listRecords(GDPR, user.id);
  return json(200, letters.map(toView));
});
