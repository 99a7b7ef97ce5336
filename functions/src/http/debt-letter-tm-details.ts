import { TmDetailsRequest } from '@app/shared';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api({ auth: 'user', body: TmDetailsRequest }, async ({ user, deps, params, body }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  await deps.store.updateRecord('debtLetter', user.id, letter.id, {
    tmNumber: body.tmNumber || undefined,
    feeSchedule: body.feeSchedule || undefined,
    entityName: body.entityName || undefined,
  });
  return json(200, { success: true });
});
