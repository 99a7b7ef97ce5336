import { saveLetterText } from '../domain/letters';
import { creditKind } from '../kinds/credit';
import { api, json } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

/** PUT /api/credit-cleansing-letter/{id}/content: {letterContent}, never blank ('Letter content cannot be empty'). */
export const handler = api('credit-letter-content', async ({ user, deps, params, body }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id, creditKind);
  if (letter.status !== 'completed')
    throw badRequest('The letter is still being generated; edit it once it is ready.');
  await saveLetterText(deps, kind, letter, body.letterContent);
  return json(200, { success: true });
});
