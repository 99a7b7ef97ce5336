import { LETTER_ID } from '../domain/letters';
import { nextLetterDraft } from '../domain/next-letter';
import { CASE } from '../domain/records';
import { DEBT } from '../kinds/debt';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';

/** GET /api/cases/{id}/next-letter: the next letter's details, pre-filled from the case, for the form. */
export const handler = api('case-next-letter-draft', async ({ user, deps, params }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  const letters = (await deps.store.listRecords(DEBT, user.id)).filter((l) => l.caseId === c.id);
  return json(200, nextLetterDraft(c, letters));
});
