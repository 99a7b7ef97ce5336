/** GET /api/consultations/{id}: status, time, transcript and documents (404 for anyone else's). */
import { endIfExpired, ownConsultation, toView } from '../domain/consultation/session';
import { api, json } from './lib/api';

export const handler = api('consultation-get', async ({ user, deps, params }) => {
  const c = await endIfExpired(deps.store, await ownConsultation(deps.store, user.id, params.id));
  return json(200, toView(c));
});
