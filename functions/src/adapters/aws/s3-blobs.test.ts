import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { blobsContract } from '../../ports/blobs.contract';
import { S3Blobs } from './s3-blobs';

const s3 = new S3Client({
  region: 'eu-west-2',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
const s3Mock = mockClient(s3);
const blobs = new S3Blobs('uploads-bucket', s3);

/** The part of the SDK's stream body the adapter uses. */
const stream = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes, destroy: () => {} });

beforeEach(() => s3Mock.reset());

describe('S3Blobs', () => {
  it('puts an object with its content type', async () => {
    s3Mock.on(PutObjectCommand).resolves({});
    await blobs.put('originals/u1/l1', new Uint8Array([1, 2, 3]), 'image/png');
    const calls = s3Mock.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toMatchObject({
      Bucket: 'uploads-bucket',
      Key: 'originals/u1/l1',
      ContentType: 'image/png',
    });
  });

  it('gets an object as bytes, null when missing', async () => {
    s3Mock.on(GetObjectCommand, { Key: 'a' }).resolves({
      Body: stream(new Uint8Array([7, 8])) as never,
      ContentType: 'application/pdf',
      ContentLength: 2,
    });
    s3Mock.on(GetObjectCommand, { Key: 'missing' }).rejects(new NoSuchKey({ message: 'no', $metadata: {} }));
    expect(await blobs.get('a')).toEqual({ body: new Uint8Array([7, 8]), contentType: 'application/pdf' });
    expect(await blobs.get('missing')).toBeNull();
    expect(s3Mock.commandCalls(GetObjectCommand)[0].args[0].input).toEqual({
      Bucket: 'uploads-bucket',
      Key: 'a',
    });
  });

  it('reads no more than limit + 1 bytes of an object larger than the limit it was signed for', async () => {
    const chunks = [new Uint8Array(8).fill(1), new Uint8Array(8).fill(2), new Uint8Array(8).fill(3)];
    let pulled = 0;
    let destroyed = false;
    const body = {
      async *[Symbol.asyncIterator]() {
        for (const c of chunks) {
          pulled++;
          yield c;
        }
      },
      destroy: () => (destroyed = true),
    };
    s3Mock.on(GetObjectCommand).resolves({
      Body: body as never,
      ContentType: 'image/png',
      ContentLength: 24,
      Metadata: { 'max-bytes': '10' },
    });
    const r = await blobs.get('big');
    expect(r!.body.length).toBe(11); // over the limit, so checkFile says "File Too Large"
    expect(pulled).toBe(2);
    expect(destroyed).toBe(true);
  });

  it('deletes an object', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    await blobs.delete('originals/u1/l1');
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0].args[0].input).toEqual({
      Bucket: 'uploads-bucket',
      Key: 'originals/u1/l1',
    });
  });

  it('presigns a write-once PUT bound to the key, the content type and the exact size', async () => {
    const { url, headers } = await blobs.createUploadUrl('originals/u1/l1', 'application/pdf', 10485760);
    const u = new URL(url);
    expect(u.hostname).toBe('uploads-bucket.s3.eu-west-2.amazonaws.com');
    expect(u.pathname).toBe('/originals/u1/l1');
    expect(u.searchParams.get('X-Amz-Expires')).toBe('300');
    const signed = u.searchParams.get('X-Amz-SignedHeaders')!.split(';');
    expect(signed).toEqual(
      expect.arrayContaining([
        'content-type',
        'content-length',
        'if-none-match',
        'host',
        'x-amz-meta-max-bytes',
      ]),
    );
    // No checksum of an empty body baked into the URL (it would make the browser's upload fail).
    expect(url).not.toMatch(/checksum/i);
    expect(headers).toEqual({
      'content-type': 'application/pdf',
      'if-none-match': '*',
      'x-amz-meta-max-bytes': '10485760',
    });
    // Nothing is sent to S3 to presign.
    expect(s3Mock.calls()).toHaveLength(0);
  });
});

/**
 * The port's contract on S3Blobs, against a stand-in bucket behind the mocked client: objects kept in a map with
 * their content type, NoSuchKey for a missing key, deletes idempotent as in S3.
 */
blobsContract('S3 (mocked client)', async () => {
  const bucket = new Map<string, { body: Uint8Array; contentType?: string }>();
  s3Mock
    .on(PutObjectCommand)
    .callsFake(async (input: { Key: string; Body: Uint8Array; ContentType?: string }) => {
      bucket.set(input.Key, { body: new Uint8Array(input.Body), contentType: input.ContentType });
      return {};
    });
  s3Mock.on(GetObjectCommand).callsFake(async (input: { Key: string }) => {
    const o = bucket.get(input.Key);
    if (!o) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    return { Body: stream(o.body), ContentType: o.contentType, ContentLength: o.body.length };
  });
  s3Mock.on(DeleteObjectCommand).callsFake(async (input: { Key: string }) => {
    bucket.delete(input.Key);
    return {};
  });
  // Pages of 2 keys, so the adapter must follow the continuation token.
  s3Mock.on(ListObjectsV2Command).callsFake(async (input: { Prefix: string; ContinuationToken?: string }) => {
    const all = [...bucket.keys()].filter((k) => k.startsWith(input.Prefix)).sort();
    const from = Number(input.ContinuationToken ?? 0);
    const page = all.slice(from, from + 2);
    const more = from + 2 < all.length;
    return {
      Contents: page.map((Key) => ({ Key })),
      IsTruncated: more,
      NextContinuationToken: more ? String(from + 2) : undefined,
    };
  });
  return blobs;
});
