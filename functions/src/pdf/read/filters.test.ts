import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { name, PdfDict } from '../objects';
import {
  ascii85Decode,
  asciiHexDecode,
  decodeFilters,
  inflate,
  lzwDecode,
  predict,
  runLengthDecode,
  UnsupportedFilterError,
} from './filters';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const str = (b: Uint8Array) => Buffer.from(b).toString('latin1');

/** A straightforward LZW encoder (9–12-bit codes, EarlyChange 1), to produce test input. */
function lzwEncode(data: Uint8Array, early = 1): Uint8Array {
  const dict = new Map<string, number>();
  for (let i = 0; i < 256; i++) dict.set(String.fromCharCode(i), i);
  let next = 258;
  let width = 9;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const emit = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 255);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  emit(256);
  let w = '';
  for (const b of data) {
    const c = String.fromCharCode(b);
    if (dict.has(w + c)) {
      w += c;
      continue;
    }
    emit(dict.get(w)!);
    dict.set(w + c, next++);
    if (next + early > 1 << width && width < 12) width++;
    w = c;
  }
  if (w) emit(dict.get(w)!);
  emit(257);
  if (bits) out.push((acc << (8 - bits)) & 255);
  return Uint8Array.from(out);
}

describe('stream filters', () => {
  const sample = bytes('BT /F1 12 Tf 72 700 Td (Hello, world) Tj ET\n'.repeat(40));

  it('inflates Flate data, and what it can of a truncated stream', () => {
    const z = deflateSync(sample);
    expect(str(inflate(z))).toBe(str(sample));
    const part = inflate(z.subarray(0, Math.floor(z.length / 2)));
    expect(part.length).toBeGreaterThan(0);
    expect(str(sample).startsWith(str(part))).toBe(true);
  });

  it('decodes ASCIIHex and ASCII85 (with z groups and a short final group)', () => {
    expect(str(asciiHexDecode(bytes('48 65\n6c6C6f7>ignored')))).toBe('Hello\x70');
    // "Man is d" → 9jqo^BlbD-; four zero bytes → z
    expect(str(ascii85Decode(bytes('<~9jqo^BlbD-~>')))).toBe('Man is d');
    expect([...ascii85Decode(bytes('z~>'))]).toEqual([0, 0, 0, 0]);
    expect(str(ascii85Decode(bytes('87cURDZ~>')))).toBe('Hello');
  });

  it('decodes RunLength: literal runs, repeats, end of data', () => {
    expect(str(runLengthDecode(Uint8Array.from([2, 65, 66, 67, 254, 88, 128, 1])))).toBe('ABCXXX');
  });

  it('decodes LZW with and without EarlyChange, including the KwKwK case', () => {
    const data = bytes('TOBEORNOTTOBEORTOBEORNOT' + 'aaaaaaaaaaaaaaaaaaaa' + 'x'.repeat(3000));
    expect(str(lzwDecode(lzwEncode(data, 1), 1))).toBe(str(data));
    expect(str(lzwDecode(lzwEncode(data, 0), 0))).toBe(str(data));
  });

  it('undoes PNG predictors (None, Sub, Up, Average, Paeth) and the TIFF predictor', () => {
    const rows = [
      [10, 20, 30, 40],
      [11, 22, 33, 44],
      [5, 5, 200, 250],
      [0, 255, 1, 254],
      [9, 8, 7, 6],
    ];
    const paeth = (a: number, b: number, c: number) => {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    };
    const enc: number[] = [];
    rows.forEach((row, r) => {
      const type = r; // 0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth
      enc.push(type);
      row.forEach((x, j) => {
        const a = j >= 2 ? row[j - 2] : 0; // 2 bytes per pixel
        const b = r > 0 ? rows[r - 1][j] : 0;
        const c = r > 0 && j >= 2 ? rows[r - 1][j - 2] : 0;
        const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type];
        enc.push((x - pred) & 255);
      });
    });
    const parms = new PdfDict({ Predictor: 15, Colors: 2, BitsPerComponent: 8, Columns: 2 });
    expect([...predict(Uint8Array.from(enc), parms)]).toEqual(rows.flat());
    const tiff = new PdfDict({ Predictor: 2, Colors: 1, Columns: 4 });
    expect([...predict(Uint8Array.from([10, 1, 1, 1, 5, 250, 2, 0]), tiff)]).toEqual([
      10, 11, 12, 13, 5, 255, 1, 1,
    ]);
  });

  it('applies a filter chain with its parameters, and refuses image filters', () => {
    const hex = Buffer.from(deflateSync(sample)).toString('hex') + '>';
    const d = new PdfDict({
      Filter: [name('ASCIIHexDecode'), name('FlateDecode')],
      DecodeParms: [null, null],
    });
    expect(str(decodeFilters(bytes(hex), d))).toBe(str(sample));
    expect(() => decodeFilters(bytes('x'), new PdfDict({ Filter: name('DCTDecode') }))).toThrow(
      UnsupportedFilterError,
    );
  });
});
