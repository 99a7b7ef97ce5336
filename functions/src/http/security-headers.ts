/**
 * The browser-facing security headers, in one place: the local server's static responses (local/static-files.ts)
 * and CloudFront's response headers policies (infra/lib/stack.ts) both read these values, and a test on each side
 * checks them, so the two runtimes cannot drift apart.
 *
 * Two policies:
 *  - the SPA's document (index.html and its assets): its own scripts only — no inline script, no eval — plus
 *    Stripe.js. The SPA is one document for every page, so Stripe's hosts are allowed on the document (the checkout
 *    is a client-side route of it); Stripe.js itself is loaded only when the checkout page asks for it
 *    (web/src/features/checkout/StripePaymentForm.tsx). The hosts are those Stripe documents for the Payment
 *    Element: the script from js.stripe.com, its frames from js.stripe.com and hooks.stripe.com (3-D Secure), its
 *    calls to api.stripe.com. No maps.googleapis.com (no address autocomplete) and no m.stripe.network (the old
 *    fraud-signals frame, no longer part of Stripe.js v3's documented policy).
 *  - API responses: nothing may load, run or frame; a stored file served inline keeps its own stricter `sandbox`
 *    policy (http/lib/api.ts `file()`), so CloudFront must not override a CSP the API already set.
 */

/** One year is the minimum for the HSTS preload list; two is its recommendation. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Features the app never uses are switched off for it and for any frame (Stripe's frames ask for payment only). */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=(), ' +
  'payment=(self "https://js.stripe.com")';

export const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

export interface SpaPolicyOptions {
  /**
   * Where the browser PUTs an upload besides the site itself: the S3 uploads endpoint in AWS
   * (`https://*.s3.eu-west-2.amazonaws.com`); none locally (uploads go to /local-upload on the same origin).
   */
  uploadOrigins?: readonly string[];
  /** The site is served over https (AWS): HSTS and upgrade-insecure-requests, which would break plain-http local use. */
  https?: boolean;
}

/** The SPA document's Content-Security-Policy. */
export function spaContentSecurityPolicy(opts: SpaPolicyOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${STRIPE.script.join(' ')}`,
    // Inline style attributes only (React's style prop and Stripe.js set them); never inline script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${STRIPE.img.join(' ')}`,
    "font-src 'self' data:",
    ["connect-src 'self'", ...STRIPE.connect, ...(opts.uploadOrigins ?? [])].join(' '),
    `frame-src ${STRIPE.frame.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** API responses (JSON, redirects): nothing to load, nothing to frame. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The headers every static response of the SPA carries (the local server; CloudFront sends the same). */
export function spaSecurityHeaders(opts: SpaPolicyOptions = {}): Record<string, string> {
  return {
    'content-security-policy': spaContentSecurityPolicy(opts),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    // Browsers ignore HSTS over plain http (the local server); sent only where the site is https.
    ...(opts.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * The headers CloudFront adds to every /api response (and the local server likewise). The CSP is a default: a
 * response that sets its own (a stored file's `sandbox` policy) keeps it.
 */
export function apiSecurityHeaders(opts: { https?: boolean } = {}): Record<string, string> {
  return {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(opts.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
