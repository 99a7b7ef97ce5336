/**
 * POST /api/upload-complete: step 2 of the direct upload. Reads the stored object back, checks it by content and
 * size like the multipart route, and then spends the credit and queues the job exactly as that route does.
 */
import { submitLetter } from '../domain/letters';
import { checkFile, originalKey } from '../domain/uploads';
import { debtKind, newDebtLetter } from '../kinds/debt';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';

export const handler = api('upload-complete', async ({ body, user, deps }) => {
  const { letterId, fileName, ...fields } = body;
  if (await deps.store.getRecord(debtKind.record, user.id, letterId)) return json(202, { letterId });
  const key = originalKey(user.id, letterId);
  const stored = await deps.blobs.get(key);
  if (!stored) throw badRequest('The file has not been uploaded yet.');
  const checked = checkFile(stored.body);
  if (!checked.ok) {
    await deps.blobs.delete(key);
    throw badRequest(checked.message);
  }
  const letter = newDebtLetter(user.id, fields, fileName ?? 'letter', checked.contentType, letterId);
  const outcome = await submitLetter(deps, debtKind, letter, { key, contentType: checked.contentType });
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  return json(202, { letterId });
});
