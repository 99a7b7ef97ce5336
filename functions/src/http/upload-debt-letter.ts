/**
 * POST /api/upload-debt-letter (multipart, the spec's route): checks the file by content and size and the fields by
 * schema, then stores the original, creates the letter and spends the credit together, queues the job, and answers
 * at once. The SPA uses the direct upload (upload-url → PUT → upload-complete) in both runtimes.
 */
import { describeZodError, UploadFields } from '@app/shared';
import { submitLetter } from '../domain/letters';
import { checkFile } from '../domain/uploads';
import { debtKind, newDebtLetter } from '../kinds/debt';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';
import { parseMultipart } from './lib/multipart';

export const handler = api('upload-debt-letter', async ({ event, user, deps }) => {
  const { fields, file } = await parseMultipart(event);
  if (!file) throw badRequest('Please choose a letter to upload (PDF, JPG or PNG).');
  const checked = checkFile(file.data, file.truncated);
  if (!checked.ok) throw badRequest(checked.message);
  const parsed = UploadFields.safeParse(fields);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const letter = newDebtLetter(user.id, parsed.data, file.filename, checked.contentType);
  const outcome = await submitLetter(deps, debtKind, letter, {
    key: letter.originalKey!,
    body: file.data,
    contentType: checked.contentType,
  });
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  return json(202, { letterId: letter.id });
});
