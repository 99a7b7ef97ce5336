import { deleteLetter } from '../domain/letters';
import { gdprKind } from '../kinds/gdpr';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

/** DELETE /api/gdpr-letters/{id}: the letter goes; its case keeps its history. 404 if not theirs. */
export const handler = api('gdpr-letter-delete', async ({ user, deps, params }) => {
  const { kind, letter } = await ownLetter(deps, user.id, params.id, gdprKind);
  await deleteLetter(deps, kind, letter);
  return json(200, { success: true });
});
