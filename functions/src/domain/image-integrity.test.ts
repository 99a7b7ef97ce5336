import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageIntact } from './image-integrity';

const CORPUS = resolve(import.meta.dirname, '../../../../shared/corpus/dev');

describe.skipIf(!existsSync(CORPUS))('imageIntact', () => {
  const png = readFileSync(resolve(CORPUS, 'D001.png'));
  const jpg = readFileSync(resolve(CORPUS, 'D001_scan.jpg'));

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
