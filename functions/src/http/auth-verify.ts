/**
 * GET /api/auth/verify?token=…: where sign-in links mailed before the confirmation page existed point. It consumes
 * nothing (security review F9): a mail scanner or a browser prefetch that opens the link must not use up the token,
 * and a link someone else asked for must not sign the person who opens it into that other account without a
 * click. It hands the token to the SPA's confirmation page in the URL fragment, which browsers never send to a
 * server (so it reaches no log and no Referer); the page's button POSTs it (auth-confirm.ts).
 */
import { api } from './lib/api';

const redirect = (location: string) => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  body: '',
});

export const handler = api('auth-verify', async ({ query }) => {
  const token = query.token ?? '';
  if (!token || token.length > 200) return redirect('/login?link=invalid');
  return redirect(`/login/confirm#token=${encodeURIComponent(token)}`);
});
