import type { ProInterestRow } from '@app/shared';
import { PRO_INTEREST, PRO_INTEREST_ID } from '../domain/records';
import { api, json } from './lib/api';

/** GET /api/admin/pro-interest: everyone who registered interest in AI Legal Shield Pro, newest first. */
export const handler = api('admin-pro-interest', async ({ deps }) => {
  const users = await deps.store.listUsers();
  // One read per user, as the admin user list does: fine at admin scale.
  const found = await Promise.all(
    users.map((u) => deps.store.getRecord(PRO_INTEREST, u.id, PRO_INTEREST_ID)),
  );
  const rows: ProInterestRow[] = found
    .filter((r) => r !== null)
    .map((r) => ({ userId: r.userId, email: r.email, name: r.name, note: r.note, createdAt: r.createdAt }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return json(200, rows);
});
