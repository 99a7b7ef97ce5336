import { saveLetterText } from '../domain/letters';
import { api, json } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

/** PUT /api/letters/{id}: saves the user's edit of a letter of any kind (non-blank). */
export const handler = api('letter-update', async ({ user, deps, params, body }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id);
  if (letter.status !== 'completed')
    throw badRequest('The letter is still being generated; edit it once it is ready.');
  await saveLetterText(deps, kind, letter, body.rebuttalText);
  return json(200, { success: true });
});
