/**
 * Every path the SPA answers (web/src/app/routes.tsx), in react-router syntax. The local server reads it to give
 * unknown paths a real 404 status (the SPA still renders its '404 Page Not Found' page in the body); a test keeps
 * this list and the route table equal.
 */
export const SPA_PATHS = [
  '/',
  '/features',
  '/pro',
  '/login',
  '/login/confirm',
  '/dashboard',
  '/upload',
  '/checkout',
  '/admin',
  '/debt-flow',
  '/letter-output',
  '/letter-output/:id',
  '/letter/:id',
  '/credit-cleanse',
  '/credit-file-cleanse',
  '/view-credit-letter',
  '/view-credit-letter/:id',
  '/credit-cleansing-letter',
  '/edit-credit-letter',
  '/edit-credit-letter/:id',
  '/gdpr-challenge',
  '/gdpr-dashboard',
  '/gdpr-faq',
  '/ico-complaints',
  '/help',
  '/ai-lawyer',
  '/your-data',
] as const;

const patterns = SPA_PATHS.map(
  (p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`.replace('^//?$', '^/$')),
);

/** True when the SPA has a page for this pathname (a trailing slash is allowed, as react-router allows it). */
export function isSpaPath(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}
