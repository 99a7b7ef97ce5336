/**
 * POST /api/upload-debt-letter (multipart): checks the file by content and size and the fields by schema, then
 * stores the original, creates the letter and spends the credit together, queues the job, and answers at once.
 */
import { describeZodError, UploadFields } from '@app/shared';
import { acceptLetter, checkFile, newDebtLetter } from '../domain/debt-letters';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';
import { parseMultipart } from './lib/multipart';

export const handler = api({ auth: 'user' }, async ({ event, user, deps }) => {
  const { fields, file } = await parseMultipart(event);
  if (!file) throw badRequest('Please choose a letter to upload (PDF, JPG or PNG).');
  const checked = checkFile(file.data, file.truncated);
  if (!checked.ok) throw badRequest(checked.message);
  const parsed = UploadFields.safeParse(fields);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const letter = newDebtLetter(user.id, parsed.data, file.filename, checked.contentType);
  const outcome = await acceptLetter(deps, letter, file.data);
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  return json(202, { letterId: outcome.letterId });
});
