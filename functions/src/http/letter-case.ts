import { moveLetter } from '../domain/letters';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';
import { ownLetter } from './lib/owned';

/** PUT /api/letters/{id}/case: {caseId} or {organisation, reference} — file the letter in another case. */
export const handler = api('letter-case', async ({ user, deps, params, body }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id);
  const caseId = await moveLetter(deps, kind, letter, body);
  if (!caseId) throw notFound('Case not found');
  return json(200, { caseId });
});
