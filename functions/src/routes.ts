/**
 * The one route table (ARCHITECTURE.md). The local server and the CDK stack both read it: each entry is one
 * Lambda, whose code is `functions/src/http/{name}.ts` exporting `handler`. A `pending` route answers 501 until
 * the issue that builds it lands (README lists them).
 */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway path syntax: {param} for one segment. */
  path: string;
  name: string;
  /** Seconds; uploads and generation that work inline get longer. */
  timeout?: number;
  memoryMb?: number;
  /** Receives the raw body (webhooks, multipart). */
  raw?: boolean;
  pending?: string;
}

export const routes: Route[] = [
  { method: 'GET', path: '/api/health', name: 'health' },
  // accounts (part 1 §7)
  { method: 'GET', path: '/api/user', name: 'user-get' },
  { method: 'POST', path: '/api/login', name: 'login' },
  { method: 'GET', path: '/api/login', name: 'login-redirect' },
  { method: 'GET', path: '/api/auth/verify', name: 'auth-verify' },
  { method: 'POST', path: '/api/logout', name: 'logout' },
  // admin
  { method: 'GET', path: '/api/admin/users', name: 'admin-users' },
  { method: 'POST', path: '/api/admin/create-user', name: 'admin-create-user' },
  { method: 'POST', path: '/api/admin/update-credits', name: 'admin-update-credits' },
  { method: 'POST', path: '/api/admin/delete-user', name: 'admin-delete-user' },
  // debt letters
  { method: 'GET', path: '/api/my-letters', name: 'my-letters' },
  {
    method: 'POST',
    path: '/api/upload-debt-letter',
    name: 'upload-debt-letter',
    raw: true,
    timeout: 29,
    memoryMb: 512,
  },
  { method: 'POST', path: '/api/upload-url', name: 'upload-url' },
  { method: 'POST', path: '/api/upload-complete', name: 'upload-complete' },
  { method: 'GET', path: '/api/debt-letter/{id}', name: 'debt-letter-get' },
  { method: 'DELETE', path: '/api/debt-letter/{id}', name: 'debt-letter-delete' },
  { method: 'PUT', path: '/api/debt-letter/{id}/tm-details', name: 'debt-letter-tm-details' },
  { method: 'GET', path: '/api/debt-letter/{id}/original', name: 'debt-letter-original' },
  { method: 'PUT', path: '/api/letters/{id}', name: 'letter-update' },
  { method: 'GET', path: '/api/letters/{id}/download-pdf', name: 'letter-download-pdf', memoryMb: 1024 },
  { method: 'GET', path: '/api/letters/{id}/download-docx', name: 'letter-download-docx', memoryMb: 1024 },
  { method: 'POST', path: '/api/verify-bailiff', name: 'verify-bailiff' },
  {
    method: 'POST',
    path: '/api/find-creditor-email',
    name: 'find-creditor-email',
    pending: 'debt defence flow',
  },
  {
    method: 'POST',
    path: '/api/generate-rebuttal',
    name: 'generate-rebuttal',
    timeout: 29,
    pending: 'debt defence flow',
  },
  // payments
  { method: 'GET', path: '/api/config', name: 'config' },
  { method: 'POST', path: '/api/create-payment-intent', name: 'create-payment-intent', pending: 'payments' },
  { method: 'POST', path: '/api/stripe-webhook', name: 'stripe-webhook', raw: true, pending: 'payments' },
  // credit file cleansing (part 2 §7)
  {
    method: 'POST',
    path: '/api/credit-file-cleanse',
    name: 'credit-file-cleanse',
    pending: 'credit file cleansing',
  },
  {
    method: 'GET',
    path: '/api/credit-cleansing-letters',
    name: 'credit-cleansing-letters',
    pending: 'credit file cleansing',
  },
  {
    method: 'GET',
    path: '/api/credit-cleansing-letter/{id}',
    name: 'credit-letter-get',
    pending: 'credit file cleansing',
  },
  {
    method: 'PUT',
    path: '/api/credit-cleansing-letter/{id}/content',
    name: 'credit-letter-content',
    pending: 'credit file cleansing',
  },
  {
    method: 'GET',
    path: '/api/credit-cleansing-letter/{id}/download',
    name: 'credit-letter-download',
    pending: 'credit file cleansing',
  },
  {
    method: 'POST',
    path: '/api/credit-cleansing-letter/{id}/send-email',
    name: 'credit-letter-send',
    pending: 'credit file cleansing',
  },
  // GDPR and ICO
  {
    method: 'POST',
    path: '/api/generate-gdpr-challenge',
    name: 'generate-gdpr-challenge',
    pending: 'GDPR challenges',
  },
  { method: 'GET', path: '/api/gdpr-letters', name: 'gdpr-letters', pending: 'GDPR challenges' },
  { method: 'PUT', path: '/api/gdpr-letters/{id}', name: 'gdpr-letter-update', pending: 'GDPR challenges' },
  {
    method: 'DELETE',
    path: '/api/gdpr-letters/{id}',
    name: 'gdpr-letter-delete',
    pending: 'GDPR challenges',
  },
  { method: 'POST', path: '/api/ico-complaint', name: 'ico-complaint', pending: 'ICO complaints' },
];

/** Matches a method and path against the table; returns the route and its path parameters. */
export function matchRoute(
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\}/g, (_, n: string) => {
      names.push(n);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (m) {
      const params: Record<string, string> = {};
      names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
      return { route, params };
    }
  }
  return null;
}
