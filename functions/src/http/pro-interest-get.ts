import type { ProInterestStatus } from '@app/shared';
import { PRO_INTEREST, PRO_INTEREST_ID } from '../domain/records';
import { api, json } from './lib/api';

/** GET /api/pro-interest: whether the signed-in user has asked to hear about AI Legal Shield Pro. */
export const handler = api('pro-interest-get', async ({ user, deps }) => {
  const found = await deps.store.getRecord(PRO_INTEREST, user.id, PRO_INTEREST_ID);
  const reply: ProInterestStatus = { registered: !!found, registeredAt: found?.createdAt ?? null };
  return json(200, reply);
});
