import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobsContract } from '../../ports/blobs.contract';
import { FsBlobs } from './fs-blobs';

const make = () => new FsBlobs(mkdtempSync(join(tmpdir(), 'blobs-')), 'http://localhost:3000', 'test-secret');

blobsContract('folder', async () => make());

describe('FsBlobs specifics', () => {
  it('refuses keys that escape its folder', async () => {
    await expect(make().put('../outside', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /Invalid blob key/,
    );
  });

  it('signs upload tokens that cannot be forged or reused after expiry', async () => {
    const blobs = make();
    const { url } = await blobs.createUploadUrl('originals/u/l', 'image/png', 100);
    const token = url.split('/local-upload/')[1];
    expect(blobs.verifyUploadToken(token)).toMatchObject({
      key: 'originals/u/l',
      contentType: 'image/png',
      maxBytes: 100,
    });
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ key: 'originals/other/x', contentType: 'image/png', maxBytes: 1e9, exp: 9e9 }),
    ).toString('base64url');
    expect(blobs.verifyUploadToken(`${forged}.${sig}`)).toBeNull();
    // (A signature whose first character is already "x" would not be altered by writing "x" over it.)
    const altered = `${sig[0] === 'x' ? 'y' : 'x'}${sig.slice(1)}`;
    expect(blobs.verifyUploadToken(`${payload}.${altered}`)).toBeNull();
    expect(new FsBlobs(tmpdir(), 'http://x', 'another-secret').verifyUploadToken(token)).toBeNull();
  });

  it('signs download links that are not upload grants, and the reverse', async () => {
    const blobs = make();
    const download = (await blobs.createDownloadUrl('exports/u1/a.zip', 'data.zip')).split(
      '/local-download/',
    )[1];
    expect(blobs.verifyDownloadToken(download)).toMatchObject({
      key: 'exports/u1/a.zip',
      fileName: 'data.zip',
    });
    expect(blobs.verifyUploadToken(download)).toBeNull();
    const upload = (await blobs.createUploadUrl('originals/u1/b', 'image/png', 10)).url.split(
      '/local-upload/',
    )[1];
    expect(blobs.verifyDownloadToken(upload)).toBeNull();
    const [payload] = download.split('.');
    expect(blobs.verifyDownloadToken(`${payload}.forged`)).toBeNull();
  });
});
