import { saveLetterText } from '../domain/letters';
import { gdprKind } from '../kinds/gdpr';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

/** PUT /api/gdpr-letters/{id}: saves the user's edit (non-blank; downloads render it from now on). 404 if not theirs. */
export const handler = api('gdpr-letter-update', async ({ user, deps, params, body }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id, gdprKind);
  await saveLetterText(deps, kind, letter, body.letterContent);
  return json(200, { success: true });
});
