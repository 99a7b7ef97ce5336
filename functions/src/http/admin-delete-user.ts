import { eraseAccount, ErasureBusyError } from '../domain/account-erase';
import { api, json } from './lib/api';
import { badRequest, HttpError, notFound } from './lib/errors';

/** Deletes the account and everything it owns: records, stored files, sessions, sign-in email (as the owner can). */
export const handler = api('admin-delete-user', async ({ body, deps, user: admin }) => {
  if (body.userId === admin.id) throw badRequest('You cannot delete your own account from the admin page.');
  const user = await deps.store.getUser(body.userId);
  if (!user) throw notFound('User not found');
  await eraseAccount(deps, user.id).catch((e) => {
    if (e instanceof ErasureBusyError)
      throw new HttpError(409, 'This user has a letter still being written. Please try again in a minute.');
    throw e;
  });
  return json(200, { success: true });
});
