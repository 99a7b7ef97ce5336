import { debtKind } from '../kinds/debt';
import { api } from './lib/api';
import { markSent } from './lib/sent';

/** PUT /api/debt-letter/{id}/sent: {sentAt, method, enclosures}; e.g. the £1 postal order with a s.77/78 request. */
export const handler = api('debt-letter-sent', async ({ user, deps, params, body }) =>
  markSent(deps, user.id, params.id, body, debtKind),
);
