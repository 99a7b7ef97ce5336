/** GET /api/login: the spec's re-login step (upload page and debt flow send logged-out users here). */
import { api } from './lib/api';

export const handler = api('login-redirect', async () => ({
  statusCode: 302,
  headers: { location: '/login' },
  body: '',
}));
