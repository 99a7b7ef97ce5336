import { CASE } from '../domain/records';
import { api, json } from './lib/api';
import { caseSummary, userLetters } from './lib/cases';

/** GET /api/cases: the user's cases, most recently active first. */
export const handler = api('cases-list', async ({ user, deps }) => {
  const [cases, letters] = await Promise.all([
    deps.store.listRecords(CASE, user.id),
    userLetters(deps, user.id),
  ]);
  const rows = cases
    .map((c) =>
      caseSummary(
        c,
        letters.filter((l) => l.letter.caseId === c.id).map((l) => l.letter),
      ),
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return json(200, rows);
});
