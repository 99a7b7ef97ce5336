/**
 * A TrueType (glyf-outline) font read for what embedding it in a PDF needs: metrics (head, hhea, hmtx, OS/2, post),
 * the character map (cmap formats 4 and 12), each glyph's outline bytes and, for composite glyphs, their components
 * (loca, glyf), and the PostScript name. CFF-flavoured OpenType fonts ('OTTO') are refused: the letters' fonts are
 * TrueType and a subsetter for CFF would be another module.
 */

export class FontFormatError extends Error {}

interface TableRecord {
  offset: number;
  length: number;
}

/** glyf composite-component flags (OpenType spec, 'glyf' table). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** Where, inside a composite glyph's bytes, each component's glyph index sits (so a subset can renumber it). */
export interface Component {
  glyphIdOffset: number;
  glyphId: number;
}

export class TrueTypeFont {
  readonly tables = new Map<string, TableRecord>();
  readonly unitsPerEm: number;
  readonly bbox: [number, number, number, number];
  readonly macStyle: number;
  readonly indexToLocFormat: number;
  readonly ascender: number;
  readonly descender: number;
  readonly numGlyphs: number;
  readonly capHeight: number;
  readonly weightClass: number;
  readonly familyClass: number;
  readonly italicAngle: number;
  readonly isFixedPitch: boolean;
  readonly postscriptName: string;
  /** Advance width of every glyph, in font units. */
  readonly advances: Uint16Array;
  /** Unicode code point → glyph id. */
  readonly cmap: Map<number, number>;
  private readonly loca: Uint32Array;
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const v = this.view;
    if (bytes.length < 12) throw new FontFormatError('not a font file: too short');
    const version = v.getUint32(0);
    if (version === 0x4f54544f)
      throw new FontFormatError('CFF (OTTO) fonts are not supported, only TrueType');
    if (version !== 0x00010000 && version !== 0x74727565)
      throw new FontFormatError('not a TrueType font (bad sfnt version)');
    const numTables = v.getUint16(4);
    for (let i = 0; i < numTables; i++) {
      const at = 12 + i * 16;
      const tag = String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
      const offset = v.getUint32(at + 8);
      const length = v.getUint32(at + 12);
      if (offset + length > bytes.length)
        throw new FontFormatError(`table ${tag} runs past the end of the file`);
      this.tables.set(tag, { offset, length });
    }

    const head = this.need('head');
    this.unitsPerEm = v.getUint16(head + 18);
    this.bbox = [v.getInt16(head + 36), v.getInt16(head + 38), v.getInt16(head + 40), v.getInt16(head + 42)];
    this.macStyle = v.getUint16(head + 44);
    this.indexToLocFormat = v.getInt16(head + 50);

    const hhea = this.need('hhea');
    this.ascender = v.getInt16(hhea + 4);
    this.descender = v.getInt16(hhea + 6);
    const numberOfHMetrics = v.getUint16(hhea + 34);

    this.numGlyphs = v.getUint16(this.need('maxp') + 4);

    const hmtx = this.need('hmtx');
    this.advances = new Uint16Array(this.numGlyphs);
    let last = 0;
    for (let g = 0; g < this.numGlyphs; g++) {
      // glyphs past numberOfHMetrics share the last advance (monospaced tails)
      if (g < numberOfHMetrics) last = v.getUint16(hmtx + g * 4);
      this.advances[g] = last;
    }

    const loca = this.need('loca');
    this.loca = new Uint32Array(this.numGlyphs + 1);
    for (let g = 0; g <= this.numGlyphs; g++)
      this.loca[g] = this.indexToLocFormat === 0 ? v.getUint16(loca + g * 2) * 2 : v.getUint32(loca + g * 4);
    this.need('glyf');

    const os2 = this.tables.get('OS/2');
    const os2Version = os2 ? v.getUint16(os2.offset) : -1;
    this.weightClass = os2 ? v.getUint16(os2.offset + 4) : this.macStyle & 1 ? 700 : 400;
    this.familyClass = os2 ? v.getInt16(os2.offset + 30) >> 8 : 0;
    // sCapHeight exists from OS/2 version 2; otherwise the height of 'H' is the usual stand-in
    this.capHeight = os2 && os2Version >= 2 && os2.length >= 90 ? v.getInt16(os2.offset + 88) : this.ascender;

    const post = this.tables.get('post');
    this.italicAngle = post ? v.getInt32(post.offset + 4) / 65536 : 0;
    this.isFixedPitch = post ? v.getUint32(post.offset + 12) !== 0 : false;

    this.cmap = this.readCmap();
    this.postscriptName = this.readPostscriptName();
    if (this.capHeight === this.ascender && !(os2 && os2Version >= 2)) {
      const h = this.cmap.get(0x48);
      if (h !== undefined) this.capHeight = this.glyphBox(h)?.[3] ?? this.capHeight;
    }
  }

  /** Offset of a table the font cannot do without. */
  private need(tag: string): number {
    const t = this.tables.get(tag);
    if (!t) throw new FontFormatError(`font has no ${tag} table`);
    return t.offset;
  }

  table(tag: string): Uint8Array | undefined {
    const t = this.tables.get(tag);
    return t && this.bytes.subarray(t.offset, t.offset + t.length);
  }

  /** A glyph's outline bytes as stored in glyf (empty for a glyph without outline, such as the space). */
  glyphData(gid: number): Uint8Array {
    if (gid < 0 || gid >= this.numGlyphs) throw new RangeError(`no glyph ${gid}`);
    const glyf = this.tables.get('glyf') as TableRecord;
    const start = this.loca[gid];
    const end = this.loca[gid + 1];
    if (end < start || end > glyf.length) throw new FontFormatError(`glyph ${gid} has a bad loca entry`);
    return this.bytes.subarray(glyf.offset + start, glyf.offset + end);
  }

  /** The glyph's xMin, yMin, xMax, yMax, or undefined for an empty glyph. */
  glyphBox(gid: number): [number, number, number, number] | undefined {
    const d = this.glyphData(gid);
    if (d.length < 10) return undefined;
    const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
    return [v.getInt16(2), v.getInt16(4), v.getInt16(6), v.getInt16(8)];
  }

  /** The components of a composite glyph (none for a simple or empty one). */
  components(gid: number): Component[] {
    return componentsOf(this.glyphData(gid));
  }

  private readCmap(): Map<number, number> {
    const t = this.tables.get('cmap');
    const map = new Map<number, number>();
    if (!t) return map;
    const v = this.view;
    const base = t.offset;
    const n = v.getUint16(base + 2);
    // Best subtable first: full Unicode (format 12), then the BMP (format 4); Windows or Unicode platform.
    let best: { offset: number; score: number } | undefined;
    for (let i = 0; i < n; i++) {
      const platform = v.getUint16(base + 4 + i * 8);
      const encoding = v.getUint16(base + 6 + i * 8);
      const offset = base + v.getUint32(base + 8 + i * 8);
      const format = v.getUint16(offset);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (!unicode || (format !== 4 && format !== 12)) continue;
      const score = format === 12 ? 2 : 1;
      if (!best || score > best.score) best = { offset, score };
    }
    if (!best) return map;
    const o = best.offset;
    if (v.getUint16(o) === 12) {
      const groups = v.getUint32(o + 12);
      for (let i = 0; i < groups; i++) {
        const start = v.getUint32(o + 16 + i * 12);
        const end = v.getUint32(o + 20 + i * 12);
        const glyph = v.getUint32(o + 24 + i * 12);
        for (let c = start; c <= end && c <= 0x10ffff; c++) map.set(c, glyph + c - start);
      }
    } else {
      const segCount = v.getUint16(o + 6) / 2;
      const ends = o + 14;
      const starts = ends + segCount * 2 + 2;
      const deltas = starts + segCount * 2;
      const rangeOffsets = deltas + segCount * 2;
      for (let s = 0; s < segCount; s++) {
        const end = v.getUint16(ends + s * 2);
        const start = v.getUint16(starts + s * 2);
        const delta = v.getInt16(deltas + s * 2);
        const ro = v.getUint16(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let g: number;
          if (ro === 0) g = (c + delta) & 0xffff;
          else {
            // idRangeOffset is relative to its own position in the idRangeOffset array
            const at = rangeOffsets + s * 2 + ro + (c - start) * 2;
            g = v.getUint16(at);
            if (g !== 0) g = (g + delta) & 0xffff;
          }
          if (g !== 0 && g < this.numGlyphs) map.set(c, g);
        }
      }
    }
    return map;
  }

  private readPostscriptName(): string {
    const t = this.tables.get('name');
    const fallback = 'Font';
    if (!t) return fallback;
    const v = this.view;
    const count = v.getUint16(t.offset + 2);
    const strings = t.offset + v.getUint16(t.offset + 4);
    for (let i = 0; i < count; i++) {
      const r = t.offset + 6 + i * 12;
      if (v.getUint16(r + 6) !== 6) continue; // nameID 6: PostScript name
      const platform = v.getUint16(r);
      const length = v.getUint16(r + 8);
      const at = strings + v.getUint16(r + 10);
      let s = '';
      if (platform === 3 || platform === 0)
        for (let k = 0; k + 1 < length; k += 2) s += String.fromCharCode(v.getUint16(at + k));
      else for (let k = 0; k < length; k++) s += String.fromCharCode(this.bytes[at + k]);
      // a PDF name may carry any of these; PostScript names are printable ASCII without spaces anyway
      s = s.replace(/[^!-~]|[()<>[\]{}/%]/g, '');
      if (s) return s;
    }
    return fallback;
  }
}

/** Components of a composite glyph given its glyf bytes. */
export function componentsOf(d: Uint8Array): Component[] {
  if (d.length < 10) return [];
  const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
  if (v.getInt16(0) >= 0) return [];
  const out: Component[] = [];
  let at = 10;
  for (;;) {
    if (at + 4 > d.length) throw new FontFormatError('composite glyph is truncated');
    const flags = v.getUint16(at);
    out.push({ glyphIdOffset: at + 2, glyphId: v.getUint16(at + 2) });
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return out;
  }
}

const parsed = new WeakMap<Uint8Array, TrueTypeFont>();

/** One parsed font per font file for the life of the process (a font is read-only once parsed). */
export function parseFont(bytes: Uint8Array): TrueTypeFont {
  let f = parsed.get(bytes);
  if (!f) parsed.set(bytes, (f = new TrueTypeFont(bytes)));
  return f;
}
