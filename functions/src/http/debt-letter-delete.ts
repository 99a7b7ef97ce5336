import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api({ auth: 'user' }, async ({ user, deps, params }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  await deps.store.deleteRecord('debtLetter', user.id, letter.id);
  if (letter.originalKey) await deps.blobs.delete(letter.originalKey);
  return json(200, { success: true });
});
