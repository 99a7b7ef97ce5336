import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageIntact } from './image-integrity';

/** A structurally complete PNG that declares any size (a decompression bomb when the size is huge). */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decoded size is bounded before anything decodes', () => {
  it('accepts a 600 dpi A4 scan and a 50 MP phone photo', () => {
    expect(imageIntact(png(4960, 7016), 'image/png')).toBe(true);
    expect(imageIntact(png(8160, 6120), 'image/png')).toBe(true);
  });

  it('refuses a tiny file that declares 20000 × 20000, or one side too long, or too many pixels', () => {
    expect(png(20000, 20000).length).toBeLessThan(200);
    expect(imageIntact(png(20000, 20000), 'image/png')).toBe(false);
    expect(imageIntact(png(12001, 10), 'image/png')).toBe(false);
    expect(imageIntact(png(11000, 11000), 'image/png')).toBe(false);
  });
});
