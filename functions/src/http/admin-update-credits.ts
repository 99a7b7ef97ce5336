import { toUserView } from '../domain/views';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';

export const handler = api('admin-update-credits', async ({ body, deps }) => {
  const user = await deps.store.getUser(body.userId);
  if (!user) throw notFound('User not found');
  await deps.store.setCredits(user.id, body.credits);
  return json(200, { success: true, user: toUserView({ ...user, credits: body.credits }) });
});
