import { UpdateLetterText } from '@app/shared';
import { api, json } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

/** PUT /api/letters/{id}: saves the user's edit of the letter text (non-blank). */
export const handler = api({ auth: 'user', body: UpdateLetterText }, async ({ user, deps, params, body }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  if (letter.status !== 'completed')
    throw badRequest('The letter is still being generated; edit it once it is ready.');
  await deps.store.updateRecord('debtLetter', user.id, letter.id, {
    rebuttalText: body.rebuttalText,
    edited: true,
  });
  return json(200, { success: true });
});
