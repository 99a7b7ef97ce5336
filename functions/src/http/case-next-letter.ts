import type { DebtLetter } from '@app/shared';
import { LETTER_ID } from '../domain/letters';
import { writeNextLetter } from '../domain/next-letter';
import { CASE } from '../domain/records';
import { DEBT } from '../kinds/debt';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';

/** POST /api/cases/{id}/next-letter: writes the next letter of the sequence from the case (one credit). */
export const handler = api('case-next-letter', async ({ user, deps, params, body }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  const letters = (await deps.store.listRecords(DEBT, user.id)).filter((l: DebtLetter) => l.caseId === c.id);
  const out = await writeNextLetter(deps, user, c, letters, body);
  if (!out.ok) return json(out.status, { message: out.message });
  return json(201, { id: out.letter.id, sequenceNumber: out.letter.sequenceNumber });
});
