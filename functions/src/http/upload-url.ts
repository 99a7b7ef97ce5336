/**
 * POST /api/upload-url: step 1 of the direct upload used in AWS (a Lambda cannot take a 10 MB body). Validates the
 * fields, reserves a letter id and returns a URL bound to that id's key. No credit is spent until upload-complete.
 */
import { describeZodError, MAX_UPLOAD_BYTES, UploadFields } from '@app/shared';
import * as z from 'zod';
import { newId } from '../domain/ids';
import { originalKey } from '../domain/debt-letters';
import { api, json } from './lib/api';
import { badRequest } from './lib/errors';

const Request = z.object({
  fileName: z.string().trim().min(1, 'is required').max(300),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png'], {
    message: 'Invalid File Type: please select a PDF, JPG, or PNG file.',
  }),
  size: z
    .number()
    .int()
    .positive()
    .max(MAX_UPLOAD_BYTES, 'File Too Large: please select a file smaller than 10MB.'),
});

export const handler = api(
  { auth: 'user', body: z.record(z.string(), z.unknown()) },
  async ({ body, user, deps }) => {
    const req = Request.safeParse(body);
    if (!req.success) throw badRequest(describeZodError(req.error));
    const fields = UploadFields.safeParse(body);
    if (!fields.success) throw badRequest(describeZodError(fields.error));
    const letterId = newId();
    const upload = await deps.blobs.createUploadUrl(
      originalKey(user.id, letterId),
      req.data.contentType,
      MAX_UPLOAD_BYTES,
    );
    return json(200, { letterId, ...upload });
  },
);
