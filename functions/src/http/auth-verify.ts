/** GET /api/auth/verify?token=…: the emailed sign-in link. Opens a session and lands on the dashboard. */
import { findOrCreateUser, hashToken, openSession } from '../domain/accounts';
import { api } from './lib/api';
import { sessionCookie } from './lib/cookies';

const redirect = (location: string, cookies?: string[]) => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
  cookies,
});

export const handler = api('auth-verify', async ({ query, deps }) => {
  const token = query.token ?? '';
  if (!token || token.length > 200) return redirect('/login?link=invalid');
  const link = await deps.store.consumeSignInLink(hashToken(token), Math.floor(Date.now() / 1000));
  if (!link) return redirect('/login?link=expired');
  const user = await findOrCreateUser(deps.store, link, deps.config.adminEmails);
  const sessionId = await openSession(deps.store, user.id);
  return redirect('/dashboard', [sessionCookie(sessionId, deps.config.cookieSecure)]);
});
