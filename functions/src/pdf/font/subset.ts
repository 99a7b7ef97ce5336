/**
 * A subset of a TrueType font holding only the glyphs a document draws, renumbered 0…n-1 in the order given (glyph
 * 0, .notdef, always first), plus the components of any composite glyph among them. Hinting tables (cvt, fpgm,
 * prep) are kept whole: glyph programs call into them. A small cmap maps the characters the document used, so the
 * subset is a working font on its own, and checksums are recomputed as the spec asks.
 */
import { componentsOf, type TrueTypeFont } from './truetype';

export interface Subset {
  bytes: Uint8Array;
  /** old glyph id → new glyph id, components included */
  newIds: Map<number, number>;
  /** new glyph id → old glyph id */
  oldIds: number[];
}

/** Tables copied unchanged: the hinting programs and values, and OS/2 metrics the PDF viewer may consult. */
const COPIED = ['cvt ', 'fpgm', 'prep', 'OS/2'];

function pad4(n: number): number {
  return (n + 3) & ~3;
}

function checksum(b: Uint8Array): number {
  const padded = b.length % 4 ? Uint8Array.from({ length: pad4(b.length) }, (_, i) => b[i] ?? 0) : b;
  const v = new DataView(padded.buffer, padded.byteOffset, padded.byteLength);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + v.getUint32(i)) >>> 0;
  return sum;
}

/**
 * @param glyphs old glyph ids in the order they are to be numbered (0 is put first if missing)
 * @param chars code point → old glyph id, for the subset's own cmap
 */
export function subsetFont(font: TrueTypeFont, glyphs: Iterable<number>, chars: Map<number, number>): Subset {
  const oldIds: number[] = [0];
  const newIds = new Map<number, number>([[0, 0]]);
  const push = (g: number) => {
    if (!newIds.has(g)) {
      newIds.set(g, oldIds.length);
      oldIds.push(g);
    }
  };
  for (const g of glyphs) push(g);
  // Components may themselves be composite: the list grows while it is walked.
  for (let i = 0; i < oldIds.length; i++) for (const c of font.components(oldIds[i])) push(c.glyphId);

  // glyf + loca (long offsets), with components renumbered
  const glyphBytes = oldIds.map((g) => {
    const src = font.glyphData(g);
    const parts = componentsOf(src);
    if (!parts.length) return src;
    const copy = src.slice();
    const v = new DataView(copy.buffer);
    for (const p of parts) v.setUint16(p.glyphIdOffset, newIds.get(p.glyphId) as number);
    return copy;
  });
  const glyfLength = glyphBytes.reduce((n, b) => n + pad4(b.length), 0);
  const glyf = new Uint8Array(glyfLength);
  const loca = new Uint8Array((oldIds.length + 1) * 4);
  const locaView = new DataView(loca.buffer);
  let at = 0;
  glyphBytes.forEach((b, i) => {
    locaView.setUint32(i * 4, at);
    glyf.set(b, at);
    at += pad4(b.length);
  });
  locaView.setUint32(oldIds.length * 4, at);

  // hmtx: a full record per glyph; the left side bearing is the glyph's xMin, as TrueType rasterisers expect
  const hmtx = new Uint8Array(oldIds.length * 4);
  const hv = new DataView(hmtx.buffer);
  oldIds.forEach((g, i) => {
    hv.setUint16(i * 4, font.advances[g]);
    hv.setInt16(i * 4 + 2, font.glyphBox(g)?.[0] ?? 0);
  });

  const head = (font.table('head') as Uint8Array).slice();
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment, set once the whole file is known
  headView.setInt16(50, 1); // long loca

  const hhea = (font.table('hhea') as Uint8Array).slice();
  new DataView(hhea.buffer).setUint16(34, oldIds.length);

  const maxp = (font.table('maxp') as Uint8Array).slice();
  new DataView(maxp.buffer).setUint16(4, oldIds.length);

  // post version 3: no glyph names (they would name the old glyph order), same italic angle and metrics
  const post = new Uint8Array(32);
  const srcPost = font.table('post');
  if (srcPost) post.set(srcPost.subarray(0, 32));
  new DataView(post.buffer).setUint32(0, 0x00030000);

  const tables = new Map<string, Uint8Array>([
    ['head', head],
    ['hhea', hhea],
    ['maxp', maxp],
    ['hmtx', hmtx],
    ['loca', loca],
    ['glyf', glyf],
    ['post', post],
    ['cmap', buildCmap(chars, newIds)],
  ]);
  for (const tag of COPIED) {
    const t = font.table(tag);
    if (t) tables.set(tag, t);
  }
  return { bytes: assemble(tables), newIds, oldIds };
}

/** cmap with a Windows BMP (format 4) subtable and, if any character lies beyond the BMP, a format 12 one. */
function buildCmap(chars: Map<number, number>, newIds: Map<number, number>): Uint8Array {
  const pairs = [...chars]
    .map(([c, g]) => [c, newIds.get(g)] as const)
    .filter((p): p is readonly [number, number] => p[1] !== undefined && p[1] !== 0)
    .sort((a, b) => a[0] - b[0]);
  const bmp = pairs.filter(([c]) => c < 0xffff);
  // segments of consecutive characters with consecutive glyphs, each mapped by one delta
  const segs: { start: number; end: number; delta: number }[] = [];
  for (const [c, g] of bmp) {
    const s = segs[segs.length - 1];
    if (s && c === s.end + 1 && ((g - c) & 0xffff) === s.delta) s.end = c;
    else segs.push({ start: c, end: c, delta: (g - c) & 0xffff });
  }
  segs.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const segCount = segs.length;
  const f4 = new DataView(new ArrayBuffer(16 + segCount * 8));
  const log2 = Math.floor(Math.log2(segCount));
  f4.setUint16(0, 4);
  f4.setUint16(2, f4.byteLength);
  f4.setUint16(6, segCount * 2);
  f4.setUint16(8, 2 * 2 ** log2);
  f4.setUint16(10, log2);
  f4.setUint16(12, segCount * 2 - 2 * 2 ** log2);
  segs.forEach((s, i) => {
    f4.setUint16(14 + i * 2, s.end);
    f4.setUint16(16 + segCount * 2 + i * 2, s.start);
    f4.setUint16(16 + segCount * 4 + i * 2, s.delta);
    // idRangeOffset stays 0
  });

  const wide = pairs.filter(([c]) => c > 0xffff);
  const sub: Uint8Array[] = [new Uint8Array(f4.buffer)];
  const records: [number, number][] = [[3, 1]];
  if (wide.length) {
    const f12 = new DataView(new ArrayBuffer(16 + wide.length * 12));
    f12.setUint16(0, 12);
    f12.setUint32(4, f12.byteLength);
    f12.setUint32(12, wide.length);
    wide.forEach(([c, g], i) => {
      f12.setUint32(16 + i * 12, c);
      f12.setUint32(20 + i * 12, c);
      f12.setUint32(24 + i * 12, g);
    });
    sub.push(new Uint8Array(f12.buffer));
    records.push([3, 10]);
  }
  const header = new DataView(new ArrayBuffer(4 + records.length * 8));
  header.setUint16(2, records.length);
  let offset = header.byteLength;
  records.forEach(([p, e], i) => {
    header.setUint16(4 + i * 8, p);
    header.setUint16(6 + i * 8, e);
    header.setUint32(8 + i * 8, offset);
    offset += sub[i].length;
  });
  return Buffer.concat([new Uint8Array(header.buffer), ...sub]);
}

/** The sfnt file: table directory sorted by tag, tables 4-byte aligned, head's checkSumAdjustment set. */
function assemble(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const dirLength = 12 + n * 16;
  const total = dirLength + tags.reduce((s, t) => s + pad4((tables.get(t) as Uint8Array).length), 0);
  const out = new Uint8Array(total);
  const v = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(n));
  v.setUint32(0, 0x00010000);
  v.setUint16(4, n);
  v.setUint16(6, 16 * 2 ** log2);
  v.setUint16(8, log2);
  v.setUint16(10, n * 16 - 16 * 2 ** log2);
  let at = dirLength;
  let headAt = 0;
  tags.forEach((tag, i) => {
    const data = tables.get(tag) as Uint8Array;
    const r = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[r + k] = tag.charCodeAt(k);
    v.setUint32(r + 4, checksum(data));
    v.setUint32(r + 8, at);
    v.setUint32(r + 12, data.length);
    out.set(data, at);
    if (tag === 'head') headAt = at;
    at += pad4(data.length);
  });
  v.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
