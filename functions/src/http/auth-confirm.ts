/**
 * POST /api/auth/verify {token}: the sign-in confirmation page's button. Consumes the emailed link's token (once:
 * the Store's conditional delete), finds or creates the account and opens a session. Being a JSON POST, it carries
 * the CSRF checks of every mutation (Origin, application/json), so another site cannot sign a visitor in silently.
 */
import { findOrCreateUser, hashToken, openSession } from '../domain/accounts';
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';
import { sessionCookie } from './lib/cookies';
import { HttpError } from './lib/errors';

export const handler = api('auth-confirm', async ({ body, deps }) => {
  const link = await deps.store.consumeSignInLink(hashToken(body.token), Math.floor(Date.now() / 1000));
  if (!link)
    throw new HttpError(
      400,
      'This sign-in link has expired or has already been used. Please ask for a new one.',
    );
  const user = await findOrCreateUser(deps.store, link, deps.config.adminEmails);
  const sessionId = await openSession(deps.store, user.id);
  return json(
    200,
    { user: toUserView(user) },
    { cookies: [sessionCookie(sessionId, deps.config.cookieSecure)] },
  );
});
