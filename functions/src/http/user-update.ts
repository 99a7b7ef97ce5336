/**
 * PUT /api/user {address?, firstName?, lastName?}: the user's postal address and name, kept so every letter and form
 * starts from them (every letter is signed in the user's own name; an account opened by email link may have none).
 */
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';

export const handler = api('user-update', async ({ user, deps, body }) => {
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as typeof body;
  await deps.store.updateUser(user.id, patch);
  return json(200, toUserView({ ...user, ...patch }));
});
