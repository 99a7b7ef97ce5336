import { sessionKey } from '../domain/accounts';
import { api, json } from './lib/api';
import { clearSessionCookie } from './lib/cookies';

export const handler = api('logout', async ({ deps, sessionId }) => {
  if (sessionId) await deps.store.deleteSession(sessionKey(sessionId));
  return json(200, { ok: true }, { cookies: [clearSessionCookie(deps.config.cookieSecure)] });
});
