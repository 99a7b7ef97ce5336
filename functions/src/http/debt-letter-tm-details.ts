import { debtKind } from '../kinds/debt';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api('debt-letter-tm-details', async ({ user, deps, params, body }) => {
  const { letter } = await ownLetter(deps, user.id, params.id, debtKind);
  await deps.store.updateRecord(debtKind.record, user.id, letter.id, {
    tmNumber: body.tmNumber || undefined,
    feeSchedule: body.feeSchedule || undefined,
    entityName: body.entityName || undefined,
  });
  return json(200, { success: true });
});
