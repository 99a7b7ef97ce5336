import type { DeadlinesResponse } from '@app/shared';
import { CASE } from '../domain/records';
import { openDeadlines, ukToday } from '../domain/tracker';
import { api, json } from './lib/api';
import { userLetters } from './lib/cases';

/** GET /api/deadlines: every reply the user is waiting for, most urgent first (overdue, then due soon). */
export const handler = api('deadlines-list', async ({ user, deps }) => {
  const [cases, letters] = await Promise.all([
    deps.store.listRecords(CASE, user.id),
    userLetters(deps, user.id),
  ]);
  const body: DeadlinesResponse = { deadlines: openDeadlines(letters, cases, ukToday()) };
  return json(200, body);
});
