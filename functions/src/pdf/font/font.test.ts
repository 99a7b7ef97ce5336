import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfDict, PdfStream, PdfRef, type PdfValue } from '../objects';
import { EmbeddedFont, toUnicodeCMap } from './embed';
import { subsetFont } from './subset';
import { FontFormatError, parseFont, TrueTypeFont } from './truetype';

const require = createRequire(import.meta.url);
const load = (f: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${f}`)));
const regularBytes = load('DejaVuSans.ttf');
const font = parseFont(regularBytes);

/** code points → glyph ids of `font`, and the cmap a subset of them needs */
function glyphsOf(text: string) {
  const chars = new Map<number, number>();
  const glyphs: number[] = [];
  for (const ch of text) {
    const g = font.cmap.get(ch.codePointAt(0) as number) as number;
    expect(g, ch).toBeGreaterThan(0);
    chars.set(ch.codePointAt(0) as number, g);
    glyphs.push(g);
  }
  return { chars, glyphs };
}

function u32sum(b: Uint8Array): number {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let s = 0;
  for (let i = 0; i + 4 <= b.length; i += 4) s = (s + v.getUint32(i)) >>> 0;
  return s;
}

describe('TrueType reader', () => {
  it('reads DejaVu Sans metrics, names and both cmap formats', () => {
    expect(font.unitsPerEm).toBe(2048);
    expect(font.postscriptName).toBe('DejaVuSans');
    expect(font.numGlyphs).toBeGreaterThan(5000);
    expect(font.ascender).toBeGreaterThan(0);
    expect(font.descender).toBeLessThan(0);
    expect(font.capHeight).toBeGreaterThan(1000);
    // 'A' and 'a' exist with positive advances; the space is an empty glyph with an advance
    const space = font.cmap.get(0x20) as number;
    expect(font.advances[space]).toBeGreaterThan(0);
    expect(font.glyphBox(space)).toBeUndefined();
    // astral characters come from the format 12 subtable (DejaVu has some, e.g. mathematical alphanumerics)
    expect([...font.cmap.keys()].some((c) => c > 0xffff)).toBe(true);
    expect(parseFont(regularBytes)).toBe(font); // parsed once per process
  });

  it('finds the components of composite glyphs (é = e + acute)', () => {
    const e = font.cmap.get(0x65) as number;
    const eAcute = font.cmap.get(0xe9) as number;
    const parts = font.components(eAcute).map((c) => c.glyphId);
    expect(parts).toContain(e);
    expect(parts.length).toBe(2);
    expect(font.components(e)).toEqual([]);
  });

  it('refuses what is not a TrueType font, clearly', () => {
    expect(() => new TrueTypeFont(new Uint8Array(4))).toThrow(FontFormatError);
    expect(() => new TrueTypeFont(Buffer.from('OTTO\0\0\0\0\0\0\0\0'))).toThrow(/CFF/);
    expect(() => new TrueTypeFont(Buffer.from('%PDF-1.7 not a font'))).toThrow(FontFormatError);
  });
});

describe('subset', () => {
  const text = 'Hé £–’ Ǻ';
  const { chars, glyphs } = glyphsOf(text);
  const subset = subsetFont(font, glyphs, chars);
  const back = new TrueTypeFont(subset.bytes);

  it('parses back with the glyphs asked for, in order after .notdef, and their advances', () => {
    expect(subset.oldIds[0]).toBe(0);
    const distinct = [...new Set(glyphs)];
    expect(subset.oldIds.slice(1, distinct.length + 1)).toEqual(distinct);
    expect(back.numGlyphs).toBe(subset.oldIds.length);
    for (const ch of text) {
      const cp = ch.codePointAt(0) as number;
      const newId = back.cmap.get(cp) as number;
      expect(newId, ch).toBe(subset.newIds.get(font.cmap.get(cp) as number));
      expect(back.advances[newId], ch).toBe(font.advances[font.cmap.get(cp) as number]);
      expect(back.glyphBox(newId), ch).toEqual(font.glyphBox(font.cmap.get(cp) as number));
    }
    expect(back.unitsPerEm).toBe(font.unitsPerEm);
    expect(back.cmap.get(0x41)).toBeUndefined(); // 'A' was not asked for
  });

  it('keeps composite glyphs whole: components included and renumbered', () => {
    for (const ch of ['é', 'Ǻ']) {
      const oldId = font.cmap.get(ch.codePointAt(0) as number) as number;
      const newId = subset.newIds.get(oldId) as number;
      const oldParts = font.components(oldId).map((c) => c.glyphId);
      const newParts = back.components(newId).map((c) => c.glyphId);
      expect(newParts.length, ch).toBe(oldParts.length);
      expect(newParts, ch).toEqual(oldParts.map((g) => subset.newIds.get(g)));
      // each component is the same outline as in the full font
      newParts.forEach((g, i) => expect(back.glyphData(g)).toEqual(font.glyphData(oldParts[i])));
    }
  });

  it('has valid checksums: every table, and the whole file (checkSumAdjustment)', () => {
    expect(u32sum(subset.bytes)).toBe(0xb1b0afba);
    for (const [tag, t] of back.tables) {
      if (tag === 'head') continue; // its checksum is taken with checkSumAdjustment zeroed
      const padded = new Uint8Array((t.length + 3) & ~3);
      padded.set(subset.bytes.subarray(t.offset, t.offset + t.length));
      const dir = [...Array(back.tables.size).keys()].map((i) => 12 + i * 16);
      const rec = dir.find(
        (r) => Buffer.from(subset.bytes.subarray(r, r + 4)).toString('latin1') === tag,
      ) as number;
      expect(new DataView(subset.bytes.buffer).getUint32(rec + 4), tag).toBe(u32sum(padded));
    }
    expect(subset.bytes.length).toBeLessThan(regularBytes.length / 20);
  });
});

describe('embedding', () => {
  const objects: PdfValue[] = [];
  const add = (v: PdfValue) => {
    objects.push(v);
    return new PdfRef(objects.length);
  };

  it('encodes text as 2-byte subset glyph ids and writes a ToUnicode map back to the text', () => {
    const f = new EmbeddedFont(font);
    const a = f.encode('£é');
    const b = f.encode('é£x');
    expect([...a.bytes]).toEqual([0, 1, 0, 2]);
    expect([...b.bytes]).toEqual([0, 2, 0, 1, 0, 3]);
    expect(a.hex).toBe(true);
    const type0 = f.write(add);
    const dict = objects[type0.num - 1] as PdfDict;
    expect((dict.get('Subtype') as { name: string }).name).toBe('Type0');
    const cmap = objects[(dict.get('ToUnicode') as PdfRef).num - 1] as PdfStream;
    const text = inflateSync(cmap.data).toString('latin1');
    expect(text).toContain('<0001> <00a3>');
    expect(text).toContain('<0002> <00e9>');
    expect(text).toContain('<0003> <0078>');
  });

  it('draws and measures a character the font lacks as "?", never crashing', () => {
    const f = new EmbeddedFont(font);
    const q = f.widthOfTextAtSize('?', 10);
    expect(f.widthOfTextAtSize('漢', 10)).toBe(q);
    expect([...f.encode('漢?').bytes]).toEqual([0, 1, 0, 1]);
  });

  it('measures text from hmtx', () => {
    const f = new EmbeddedFont(font);
    const m = font.advances[font.cmap.get(0x6d) as number];
    expect(f.widthOfTextAtSize('mm', 12)).toBeCloseTo((2 * m * 12) / 2048, 6);
    expect(f.widthOfTextAtSize('', 12)).toBe(0);
  });

  it('maps astral characters through surrogate pairs in ToUnicode', () => {
    expect(toUnicodeCMap(new Map([[5, '\u{1D400}']]))).toContain('<0005> <d835dc00>');
    expect(toUnicodeCMap(new Map())).toContain('endcmap');
  });
});
