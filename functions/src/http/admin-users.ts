import type { AdminUserRow } from '@app/shared';
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';

export const handler = api({ auth: 'admin' }, async ({ deps }) => {
  const users = await deps.store.listUsers();
  const rows: AdminUserRow[] = users
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((u) => ({ ...toUserView(u), createdAt: u.createdAt, letterCount: u.letterCount }));
  return json(200, rows);
});
