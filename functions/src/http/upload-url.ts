/**
 * POST /api/upload-url: step 1 of the direct upload (the SPA's one upload path, in AWS and locally: a Lambda cannot
 * take a 10 MB body). Validates the fields, reserves a letter id and returns a URL bound to that id's key — S3's
 * presigned PUT in AWS, the local runtime's signed-token endpoint here. No credit is spent until upload-complete.
 */
import { newId } from '../domain/ids';
import { originalKey } from '../domain/uploads';
import { api, json } from './lib/api';

export const handler = api('upload-url', async ({ body, user, deps }) => {
  const letterId = newId();
  // Bound to the declared size (≤ 10 MB by the schema): the PUT must carry exactly that many bytes.
  const upload = await deps.blobs.createUploadUrl(
    originalKey(user.id, letterId),
    body.contentType,
    body.size,
  );
  return json(200, { letterId, ...upload });
});
