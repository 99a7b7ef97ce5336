import { LETTER_KINDS } from '../kinds';
import { api, json } from './lib/api';
import { badRequest, notFound } from './lib/errors';

/** Deletes the account and everything it owns: records, uploaded originals, sign-in email. */
export const handler = api('admin-delete-user', async ({ body, deps, user: admin }) => {
  if (body.userId === admin.id) throw badRequest('You cannot delete your own account from the admin page.');
  const user = await deps.store.getUser(body.userId);
  if (!user) throw notFound('User not found');
  for (const kind of LETTER_KINDS) {
    const letters = (await deps.store.listRecords(kind.record, user.id)) as { originalKey?: string }[];
    await Promise.all(letters.filter((l) => l.originalKey).map((l) => deps.blobs.delete(l.originalKey!)));
  }
  await deps.store.deleteUser(user.id);
  return json(200, { success: true });
});
