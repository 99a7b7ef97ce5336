/** PUT /api/user {address}: the user's postal address, kept so every letter and form starts from it. */
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';

export const handler = api('user-update', async ({ user, deps, body }) => {
  await deps.store.updateUser(user.id, { address: body.address });
  return json(200, toUserView({ ...user, address: body.address }));
});
