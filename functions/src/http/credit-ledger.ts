import type { CreditLedgerResponse } from '@app/shared';
import { LEDGER } from '../domain/records';
import { api, json } from './lib/api';

/** GET /api/credit-ledger: every credit movement of the signed-in user, newest first. */
export const handler = api('credit-ledger', async ({ user, deps }) => {
  const entries = await deps.store.listRecords(LEDGER, user.id);
  const body: CreditLedgerResponse = {
    entries: entries.map((e) => ({
      at: e.createdAt,
      delta: e.delta,
      reason: e.reason,
      ...(e.letterId ? { letterId: e.letterId } : {}),
      ...(e.paymentId ? { paymentId: e.paymentId } : {}),
      ...(e.note ? { note: e.note } : {}),
    })),
  };
  return json(200, body);
});
