import type { AdminUserRow } from '@app/shared';
import { toUserView } from '../domain/views';
import { LETTER_RECORDS } from '../kinds';
import { api, json } from './lib/api';

export const handler = api('admin-users', async ({ deps }) => {
  const users = await deps.store.listUsers();
  // One count per user and kind: fine at admin scale (the list is for a handful of operators).
  const rows: AdminUserRow[] = await Promise.all(
    users
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(async (u) => {
        const counts = await Promise.all(LETTER_RECORDS.map((t) => deps.store.countRecords(t, u.id)));
        return { ...toUserView(u), createdAt: u.createdAt, letterCount: counts.reduce((a, b) => a + b, 0) };
      }),
  );
  return json(200, rows);
});
