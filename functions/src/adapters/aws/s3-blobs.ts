/**
 * The Blobs port on S3. Keys look like `originals/{userId}/{letterId}`; the bucket (infra/lib/storage.ts) blocks all
 * public access, encrypts with S3-managed keys, refuses plain HTTP and expires `originals/` after the retention period.
 *
 * Upload size. The browser PUTs straight to S3 with a presigned URL. A presigned PUT cannot carry a size *range*
 * (only a POST policy can, and the port's shape is "PUT this URL with these headers"), so the limit is enforced in
 * two places that need no trust in the browser:
 *   1. The URL signs the header `x-amz-meta-max-bytes: {maxBytes}`: the browser must send it (it is in `headers`), so
 *      every object uploaded that way records the limit it was granted, and the browser cannot change it.
 *   2. The object's size is checked in the upload-complete step, before any credit is spent or work queued: that
 *      step reads the object back with `get(key)` and refuses anything over MAX_UPLOAD_BYTES (checkFile, "File Too
 *      Large") and deletes it. So that an oversized upload cannot exhaust the Lambda's memory on that read, `get`
 *      returns at most limit + 1 bytes of an object larger than the limit it was signed for (enough for the size
 *      check to fail) and never downloads the rest.
 *   Unfinished or refused uploads also expire with the `originals/` lifecycle rule.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Blobs } from '../../ports/blobs';

/** Seconds a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 300;
export const MAX_BYTES_META = 'max-bytes';

/** The first `limit` bytes of an SDK body stream; the rest is never downloaded. */
async function readAtMost(body: unknown, limit: number): Promise<Uint8Array> {
  const stream = body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
  if (!stream) return new Uint8Array();
  if (typeof stream[Symbol.asyncIterator] !== 'function') {
    const all = await (
      stream as unknown as { transformToByteArray(): Promise<Uint8Array> }
    ).transformToByteArray();
    return all.subarray(0, limit);
  }
  const out = new Uint8Array(limit);
  let n = 0;
  for await (const chunk of stream) {
    const take = Math.min(chunk.length, limit - n);
    out.set(chunk.subarray(0, take), n);
    n += take;
    if (n >= limit) break;
  }
  stream.destroy?.();
  return out.subarray(0, n);
}

const isMissing = (e: unknown) => {
  if (e instanceof NoSuchKey || e instanceof NotFound) return true;
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

export class S3Blobs implements Blobs {
  readonly client: S3Client;

  constructor(
    readonly bucket: string,
    client?: S3Client,
  ) {
    // WHEN_REQUIRED: otherwise the SDK adds a CRC32 checksum of an empty body to presigned PUTs, and the browser's
    // real upload would then fail the checksum.
    this.client =
      client ??
      new S3Client({
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string } | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const contentType = r.ContentType ?? 'application/octet-stream';
      const max = r.Metadata?.[MAX_BYTES_META];
      if (max && /^\d+$/.test(max) && (r.ContentLength ?? 0) > Number(max)) {
        // Over the limit it was signed for: read no more than limit + 1 bytes, so the caller's size check
        // (checkFile: "File Too Large") refuses it without this Lambda ever holding the whole object.
        return { body: await readAtMost(r.Body, Number(max) + 1), contentType };
      }
      const body = r.Body ? await r.Body.transformToByteArray() : new Uint8Array();
      return { body, contentType };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const r = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(r.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async createDownloadUrl(key: string, fileName: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    });
    return getSignedUrl(this.client, command, { expiresIn: UPLOAD_URL_TTL_SECONDS });
  }

  async createUploadUrl(
    key: string,
    contentType: string,
    size: number,
  ): Promise<{ url: string; headers: Record<string, string> }> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
      // S3's conditional write: the URL cannot overwrite the object once it exists (a checked upload stays checked).
      IfNoneMatch: '*',
      Metadata: { [MAX_BYTES_META]: String(size) },
    });
    const metaHeader = `x-amz-meta-${MAX_BYTES_META}`;
    const url = await getSignedUrl(this.client, command, {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      // Signed headers the browser must send unchanged: the content type, the exact length (the browser sets it
      // from the file), write-once, and the recorded size.
      signableHeaders: new Set(['content-type', 'content-length', 'if-none-match', metaHeader]),
      unhoistableHeaders: new Set([metaHeader]),
    });
    // Header names in lower case, as the port promises (and as HTTP/2 and the local adapter spell them).
    return {
      url,
      headers: { 'content-type': contentType, 'if-none-match': '*', [metaHeader]: String(size) },
    };
  }
}
