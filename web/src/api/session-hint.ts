/**
 * Whether this browser was signed in when it last knew. The session cookie is HttpOnly, so the page cannot see it;
 * without this hint every signed-out visit to a public page would ask GET /api/user, get a 401, and the browser
 * would log that 401 as a console error. Public pages skip the question when the hint is absent; every other page
 * asks the server, so a sign-in this browser has not seen (an emailed link opened here lands on /dashboard) is
 * still found.
 */
const KEY = 'fairreply:signed-in';

/** Pages a signed-out visitor reads; only these trust the hint. */
const PUBLIC_PATHS = new Set(['/', '/login', '/features', '/pro', '/help', '/gdpr-faq']);

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true; // storage blocked: always ask, as before
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: nothing to remember */
  }
}

/** Ask GET /api/user? Always, except on a public page in a browser that has not been signed in. */
export function shouldAskForUser(pathname: string): boolean {
  return hasSessionHint() || !PUBLIC_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
