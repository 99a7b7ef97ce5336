import { LETTER_ID } from '../domain/letters';
import { CASE } from '../domain/records';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';
import { caseDetail, caseLetters, userLetters } from './lib/cases';

/** GET /api/cases/{id}: one case, its history in date order and its letters; 404 for anyone else's. */
export const handler = api('case-get', async ({ user, deps, params }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  return json(200, caseDetail(c, caseLetters(await userLetters(deps, user.id), c.id)));
});
