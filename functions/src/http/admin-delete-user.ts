import { AdminDeleteUserRequest } from '@app/shared';
import { api, json } from './lib/api';
import { badRequest, notFound } from './lib/errors';

/** Deletes the account and everything it owns: records, uploaded originals, sign-in email. */
export const handler = api(
  { auth: 'admin', body: AdminDeleteUserRequest },
  async ({ body, deps, user: admin }) => {
    if (body.userId === admin.id) throw badRequest('You cannot delete your own account from the admin page.');
    const user = await deps.store.getUser(body.userId);
    if (!user) throw notFound('User not found');
    const letters = await deps.store.listRecords('debtLetter', user.id);
    await Promise.all(letters.filter((l) => l.originalKey).map((l) => deps.blobs.delete(l.originalKey!)));
    await deps.store.deleteUser(user.id);
    return json(200, { success: true });
  },
);
