/**
 * Test fixture: a small PNG encoder for every colour type and bit depth, filtered with all five filter types and
 * optionally Adam7-interlaced, so the decoder in image.ts meets what real encoders write. Not used by the app.
 */
import { deflateSync } from 'node:zlib';
import { ADAM7 } from './image';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export interface PngSpec {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  /** samples of pixel (x, y), one per channel */
  pixel: (x: number, y: number) => number[];
  palette?: Uint8Array;
  trns?: Uint8Array;
  interlace?: boolean;
}

/** Packs rows of pixels (samples as numbers) the way PNG stores them, without filter bytes. */
export function packRows(spec: PngSpec, xs: number[], ys: number[]): Uint8Array[] {
  return ys.map((y) => {
    const samples = xs.flatMap((x) => spec.pixel(x, y));
    const row = new Uint8Array(Math.ceil((samples.length * spec.depth) / 8));
    samples.forEach((s, i) => {
      if (spec.depth === 16) {
        row[i * 2] = s >> 8;
        row[i * 2 + 1] = s & 0xff;
      } else if (spec.depth === 8) row[i] = s;
      else {
        const bit = i * spec.depth;
        row[bit >> 3] |= s << (8 - spec.depth - (bit & 7));
      }
    });
    return row;
  });
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Filters rows, cycling through filter types 0–4 so that every one is exercised. */
function filterRows(rows: Uint8Array[], bpp: number, start: number): Uint8Array {
  const out: number[] = [];
  rows.forEach((row, y) => {
    const f = (y + start) % 5;
    out.push(f);
    const prev = y ? rows[y - 1] : new Uint8Array(row.length);
    for (let x = 0; x < row.length; x++) {
      const a = x >= bpp ? row[x - bpp] : 0;
      const b = prev[x];
      const c = x >= bpp ? prev[x - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][f];
      out.push((row[x] - pred) & 0xff);
    }
  });
  return Uint8Array.from(out);
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.max(0, Math.ceil((to - from) / step)) }, (_, i) => from + i * step);

export function encodePng(spec: PngSpec): Uint8Array {
  const bpp = Math.max(1, (CHANNELS[spec.colorType] * spec.depth) >> 3);
  let data: Uint8Array;
  if (!spec.interlace) {
    data = filterRows(packRows(spec, range(0, spec.width, 1), range(0, spec.height, 1)), bpp, 0);
  } else {
    data = Buffer.concat(
      ADAM7.map(([x0, y0, dx, dy], i) => {
        const xs = range(x0, spec.width, dx);
        const ys = range(y0, spec.height, dy);
        return xs.length && ys.length ? filterRows(packRows(spec, xs, ys), bpp, i) : new Uint8Array();
      }),
    );
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, spec.width);
  v.setUint32(4, spec.height);
  ihdr[8] = spec.depth;
  ihdr[9] = spec.colorType;
  ihdr[12] = spec.interlace ? 1 : 0;
  return Buffer.concat([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(spec.palette ? [chunk('PLTE', spec.palette)] : []),
    ...(spec.trns ? [chunk('tRNS', spec.trns)] : []),
    chunk('IDAT', deflateSync(data)),
    chunk('IEND', new Uint8Array()),
  ]);
}
