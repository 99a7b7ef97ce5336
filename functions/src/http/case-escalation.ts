import { escalation } from '../domain/escalation';
import { LETTER_ID } from '../domain/letters';
import { CASE } from '../domain/records';
import { ukToday } from '../domain/tracker';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';
import { userLetters } from './lib/cases';

/** GET /api/cases/{id}/escalation: the legal steps of the case in order, done or not, and the one to take now. */
export const handler = api('case-escalation', async ({ user, deps, params }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  const letters = (await userLetters(deps, user.id))
    .filter(({ letter }) => letter.caseId === c.id)
    .map(({ letter }) => letter);
  return json(200, escalation(c, letters, ukToday()));
});
