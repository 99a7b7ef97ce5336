/**
 * PUT /api/debt-letter/{id}/fields {creditorName?, debtAmount?, accountNumber?, debtType?, disputeReason?}: the user
 * confirms or corrects what was read, or says why they dispute the sum; the letter is written again at once, at no
 * credit (kinds/debt-correction.ts).
 */
import { toDetail, debtKind } from '../kinds/debt';
import { canCorrect, correctDebtLetter } from '../kinds/debt-correction';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';
import { ownLetter } from './lib/owned';

export const handler = api('debt-letter-fields', async ({ user, deps, params, body }) => {
  const { letter } = await ownLetter(deps, user.id, params.id, debtKind);
  if (letter.status === 'processing')
    throw new HttpError(409, 'This letter is still being read. Please wait until it is ready.');
  if (!canCorrect(letter))
    throw new HttpError(409, 'Only a letter read from an upload can have its details corrected.');
  const updated = await correctDebtLetter(deps, user, letter, body);
  if (!updated)
    throw new HttpError(409, 'This letter changed meanwhile. Please reload the page and try again.');
  return json(200, toDetail(updated));
});
