import type { ProInterest, ProInterestStatus } from '@app/shared';
import { PRO_INTEREST, PRO_INTEREST_ID } from '../domain/records';
import { api, json } from './lib/api';

/**
 * POST /api/pro-interest: registers the signed-in user's interest in AI Legal Shield Pro (once per user; a second
 * call updates the note). Admins see the list (GET /api/admin/pro-interest). Nothing is charged or promised.
 */
export const handler = api('pro-interest', async ({ user, deps, body }) => {
  const existing = await deps.store.getRecord(PRO_INTEREST, user.id, PRO_INTEREST_ID);
  if (existing) {
    await deps.store.updateRecord(PRO_INTEREST, user.id, PRO_INTEREST_ID, { note: body.note });
  } else {
    const now = new Date().toISOString();
    const record: ProInterest = {
      id: PRO_INTEREST_ID,
      userId: user.id,
      createdAt: now,
      updatedAt: now,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      note: body.note,
    };
    // Two clicks at once: the second put finds the first (conditional put) and is the same registration.
    await deps.store.putRecord(PRO_INTEREST, record).catch(async (e) => {
      if (!(await deps.store.getRecord(PRO_INTEREST, user.id, PRO_INTEREST_ID))) throw e;
    });
  }
  const reply: ProInterestStatus = {
    registered: true,
    registeredAt: existing?.createdAt ?? new Date().toISOString(),
  };
  return json(200, reply);
});
