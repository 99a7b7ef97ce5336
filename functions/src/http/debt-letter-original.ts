import { debtKind } from '../kinds/debt';
import { api, file } from './lib/api';
import { notFound } from './lib/errors';
import { ownLetter } from './lib/owned';

/** The uploaded original, shown inline in a new tab. */
export const handler = api('debt-letter-original', async ({ user, deps, params }) => {
  const { letter } = await ownLetter(deps, user.id, params.id, debtKind);
  const blob = letter.originalKey ? await deps.blobs.get(letter.originalKey) : null;
  if (!blob) throw notFound('The original file is no longer stored.');
  return file(blob.body, blob.contentType, letter.originalFileName ?? 'original', 'inline');
});
