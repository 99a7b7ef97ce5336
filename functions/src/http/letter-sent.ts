import { api } from './lib/api';
import { markSent } from './lib/sent';

/** PUT /api/letters/{id}/sent: {sentAt, method, enclosures} for a letter of any kind. */
export const handler = api('letter-sent', async ({ user, deps, params, body }) =>
  markSent(deps, user.id, params.id, body),
);
