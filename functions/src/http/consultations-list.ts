/** GET /api/consultations: the user's consultations, newest first. */
import { CONSULTATION_SESSION, toSummary } from '../domain/consultation/session';
import { api, json } from './lib/api';

export const handler = api('consultations-list', async ({ user, deps }) => {
  const all = await deps.store.listRecords(CONSULTATION_SESSION, user.id);
  return json(200, { consultations: all.map((c) => toSummary(c)) });
});
