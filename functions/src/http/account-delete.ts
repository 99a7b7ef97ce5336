/**
 * DELETE /api/account: the signed-in user erases their account (domain/account-erase.ts). The body must carry the
 * account's email, typed by the person on the "Your data" page, so no stray or forged request can do it.
 */
import { eraseAccount, ErasureBusyError } from '../domain/account-erase';
import { api, json } from './lib/api';
import { clearSessionCookie } from './lib/cookies';
import { badRequest, HttpError } from './lib/errors';

export const handler = api('account-delete', async ({ body, user, deps }) => {
  if (body.confirm.trim().toLowerCase() !== user.email.toLowerCase())
    throw badRequest('To delete your account, type its email address exactly as shown.');
  const erased = await eraseAccount(deps, user.id).catch((e) => {
    throw e instanceof ErasureBusyError ? new HttpError(409, e.message) : e;
  });
  console.log(JSON.stringify({ level: 'info', msg: 'account erased', userId: user.id, ...erased }));
  return json(200, { deleted: true, ...erased }, { cookies: [clearSessionCookie(deps.config.cookieSecure)] });
});
