import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../test/fixtures/letters';
import { imageIntact } from './image-integrity';

describe('imageIntact', () => {
  // A clean PNG and a scan-like JPEG of a whole letter page, made by the test fixtures.
  let png: Buffer;
  let jpg: Buffer;
  beforeAll(async () => {
    png = Buffer.from(await fixtureFile('F001', 'png'));
    jpg = Buffer.from(await fixtureFile('F001', 'scanJpg'));
  });

  it('accepts complete PNG and JPEG files', () => {
    expect(imageIntact(png, 'image/png')).toBe(true);
    expect(imageIntact(jpg, 'image/jpeg')).toBe(true);
  });

  it.each([3, 10, 33, 40, 100, 5000])('refuses a PNG cut to %i bytes', (n) => {
    expect(imageIntact(png.subarray(0, n), 'image/png')).toBe(false);
  });

  it.each([3, 20, 150, 300, 5000])('refuses a JPEG cut to %i bytes', (n) => {
    expect(imageIntact(jpg.subarray(0, n), 'image/jpeg')).toBe(false);
  });

  it('refuses absurd dimensions', () => {
    const big = Buffer.from(png);
    big.writeUInt32BE(100_000, 16);
    expect(imageIntact(big, 'image/png')).toBe(false);
  });
});
