/**
 * POST /api/upload-complete: step 2 of the direct upload. Reads the stored object back, checks it by content and
 * size like the multipart route, and then spends the credit and queues the job exactly as that route does.
 */
import { describeZodError, UploadFields } from '@app/shared';
import * as z from 'zod';
import { acceptLetter, checkFile, newDebtLetter, originalKey } from '../domain/debt-letters';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';

const Request = z.object({
  letterId: z.string().regex(/^[0-9a-z]{25}$/, 'is not a valid id'),
  fileName: z.string().max(300).optional(),
});

export const handler = api(
  { auth: 'user', body: z.record(z.string(), z.unknown()) },
  async ({ body, user, deps }) => {
    const req = Request.safeParse(body);
    if (!req.success) throw badRequest(describeZodError(req.error));
    const fields = UploadFields.safeParse(body);
    if (!fields.success) throw badRequest(describeZodError(fields.error));
    if (await deps.store.getRecord('debtLetter', user.id, req.data.letterId))
      return json(202, { letterId: req.data.letterId });
    const key = originalKey(user.id, req.data.letterId);
    const stored = await deps.blobs.get(key);
    if (!stored) throw badRequest('The file has not been uploaded yet.');
    const checked = checkFile(stored.body);
    if (!checked.ok) {
      await deps.blobs.delete(key);
      throw badRequest(checked.message);
    }
    const letter = {
      ...newDebtLetter(user.id, fields.data, req.data.fileName ?? 'letter', checked.contentType),
      id: req.data.letterId,
      originalKey: key,
    };
    const outcome = await acceptLetter(deps, letter, null);
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    return json(202, { letterId: outcome.letterId });
  },
);
