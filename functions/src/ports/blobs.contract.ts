/** The Blobs port's contract, run on the folder adapter (fs-blobs.test.ts) and on S3 behind a mocked client (s3-blobs.test.ts). */
import { describe, expect, it } from 'vitest';
import type { Blobs } from './blobs';

export function blobsContract(name: string, make: () => Promise<Blobs>) {
  describe(`Blobs contract: ${name}`, () => {
    it('stores, reads back with its content type, and deletes', async () => {
      const blobs = await make();
      const body = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
      await blobs.put('originals/u1/l1', body, 'application/pdf');
      const got = await blobs.get('originals/u1/l1');
      expect(got?.contentType).toBe('application/pdf');
      expect(Buffer.from(got!.body).equals(Buffer.from(body))).toBe(true);
      await blobs.delete('originals/u1/l1');
      expect(await blobs.get('originals/u1/l1')).toBeNull();
      await blobs.delete('originals/u1/l1'); // deleting twice is fine
    });

    it("lists the keys under a user's prefix, and only those", async () => {
      const blobs = await make();
      const body = new Uint8Array([1, 2, 3]);
      for (const key of [
        'originals/u7/a',
        'originals/u7/b',
        'originals/u7/c',
        'originals/u70/x',
        'other/u7/d',
      ])
        await blobs.put(key, body, 'image/png');
      expect(await blobs.list('originals/u7/')).toEqual([
        'originals/u7/a',
        'originals/u7/b',
        'originals/u7/c',
      ]);
      await blobs.delete('originals/u7/b');
      expect(await blobs.list('originals/u7/')).toEqual(['originals/u7/a', 'originals/u7/c']);
      expect(await blobs.list('originals/nobody/')).toEqual([]);
    });

    it('gives a download URL for a stored object', async () => {
      const blobs = await make();
      await blobs.put('exports/u1/e1.zip', new Uint8Array([0x50, 0x4b]), 'application/zip');
      const url = await blobs.createDownloadUrl('exports/u1/e1.zip', 'my data.zip');
      expect(url).toMatch(/^https?:\/\//);
      expect(url).not.toBe(await blobs.createDownloadUrl('exports/u1/e2.zip', 'my data.zip'));
    });

    it('answers null for a key never stored', async () => {
      expect(await (await make()).get('originals/nobody/nothing')).toBeNull();
    });

    it('gives an upload URL bound to the content type', async () => {
      const { url, headers } = await (await make()).createUploadUrl('originals/u1/l2', 'image/png', 1024);
      expect(url).toMatch(/^https?:\/\//);
      expect(headers['content-type']).toBe('image/png');
    });
  });
}
