/**
 * A TrueType font embedded in one PDF document as a composite font (ISO 32000-1 §9.7): Type0 with /Identity-H over
 * a CIDFontType2 whose CIDs are the glyph ids of the document's own subset (/CIDToGIDMap /Identity). Text is
 * written as 2-byte glyph ids; a ToUnicode CMap maps them back to characters so the PDF's text copies and searches.
 *
 * Glyphs are numbered in the subset as the document first uses them, so text can be encoded while it is drawn and
 * the subset built once at the end. No shaping: a letter needs none (no ligatures, no complex scripts).
 */
import { deflateSync } from 'node:zlib';
import { name, PdfDict, PdfStream, PdfString, type PdfRef, type PdfValue } from '../objects';
import { subsetFont } from './subset';
import type { TrueTypeFont } from './truetype';

/** Characters the font lacks are drawn (and measured) as this, if the font has it, else as .notdef. */
const FALLBACK = 0x3f; // '?'

export class EmbeddedFont {
  /** old glyph ids in the order they were first used: their index + 1 is the glyph's id in the subset */
  private readonly used: number[] = [];
  private readonly subsetId = new Map<number, number>();
  /** subset glyph id → the text it stands for (the first character drawn with it that the font really has) */
  private readonly unicode = new Map<number, string>();
  private readonly fallback: number;

  constructor(readonly font: TrueTypeFont) {
    this.fallback = font.cmap.get(FALLBACK) ?? 0;
  }

  private glyphOf(cp: number): number {
    return this.font.cmap.get(cp) ?? this.fallback;
  }

  /** Width of a run of text in points (advance widths from hmtx; no kerning, as pdf-lib drew it). */
  widthOfTextAtSize(text: string, size: number): number {
    let units = 0;
    for (const ch of text) units += this.font.advances[this.glyphOf(ch.codePointAt(0) as number)];
    return (units * size) / this.font.unitsPerEm;
  }

  /** The text as a hex string of 2-byte subset glyph ids, for Tj. */
  encode(text: string): PdfString {
    const out = new Uint8Array(text.length * 2);
    let n = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0) as number;
      const real = this.font.cmap.get(cp);
      const g = real ?? this.fallback;
      let id = this.subsetId.get(g);
      if (id === undefined) {
        if (g === 0) id = 0;
        else {
          this.used.push(g);
          id = this.used.length;
        }
        this.subsetId.set(g, id);
      }
      if (id !== 0 && !this.unicode.has(id)) this.unicode.set(id, real !== undefined ? ch : '?');
      out[n++] = id >> 8;
      out[n++] = id & 0xff;
    }
    return new PdfString(out.subarray(0, n), true);
  }

  /** Writes the subset and its dictionaries through `add`; returns the Type0 font's reference. */
  write(add: (v: PdfValue) => PdfRef): PdfRef {
    const f = this.font;
    const chars = new Map<number, number>();
    for (const [id, s] of this.unicode) chars.set(s.codePointAt(0) as number, this.used[id - 1]);
    const subset = subsetFont(f, this.used, chars);
    // subsetFont numbers 0 first, then `used` in order: the same ids encode() handed out
    const scale = 1000 / f.unitsPerEm;
    const tag = subsetTag(this.used);
    const baseFont = name(`${tag}+${f.postscriptName}`);

    const fontFile = add(
      new PdfStream(
        new PdfDict({ Filter: name('FlateDecode'), Length1: subset.bytes.length }),
        deflateSync(subset.bytes),
      ),
    );
    let flags = 4; // Symbolic: glyphs outside the standard Latin set
    if (f.isFixedPitch) flags |= 1;
    if (f.familyClass >= 1 && f.familyClass <= 7) flags |= 2; // serif classes
    if (f.familyClass === 10) flags |= 8; // script
    if (f.macStyle & 2 || f.italicAngle !== 0) flags |= 64;
    const descriptor = add(
      new PdfDict({
        Type: name('FontDescriptor'),
        FontName: baseFont,
        Flags: flags,
        FontBBox: f.bbox.map((x) => Math.round(x * scale)),
        ItalicAngle: f.italicAngle,
        Ascent: Math.round(f.ascender * scale),
        Descent: Math.round(f.descender * scale),
        CapHeight: Math.round(f.capHeight * scale),
        // TrueType has no stem width; this is the usual estimate from the weight class
        StemV: Math.round(10 + (220 * Math.max(f.weightClass - 50, 0)) / 900),
        FontFile2: fontFile,
      }),
    );
    const widths: number[] = subset.oldIds.map((g) => Math.round(f.advances[g] * scale));
    const cid = add(
      new PdfDict({
        Type: name('Font'),
        Subtype: name('CIDFontType2'),
        BaseFont: baseFont,
        CIDSystemInfo: new PdfDict({
          Registry: PdfString.latin1('Adobe'),
          Ordering: PdfString.latin1('Identity'),
          Supplement: 0,
        }),
        FontDescriptor: descriptor,
        // one run from CID 0: the subset's glyphs are numbered consecutively
        W: [0, widths],
        CIDToGIDMap: name('Identity'),
      }),
    );
    const toUnicode = add(
      new PdfStream(new PdfDict({ Filter: name('FlateDecode') }), deflateSync(toUnicodeCMap(this.unicode))),
    );
    return add(
      new PdfDict({
        Type: name('Font'),
        Subtype: name('Type0'),
        BaseFont: baseFont,
        Encoding: name('Identity-H'),
        DescendantFonts: [cid],
        ToUnicode: toUnicode,
      }),
    );
  }
}

/** Six capital letters naming the subset (§9.6.4), derived from the glyphs it holds. */
function subsetTag(glyphs: number[]): string {
  let h = 2166136261;
  for (const g of glyphs) h = Math.imul(h ^ g, 16777619) >>> 0;
  let s = '';
  for (let i = 0; i < 6; i++) {
    s += String.fromCharCode(65 + (h % 26));
    h = Math.floor(h / 26) + i * 7919;
  }
  return s;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

function utf16Hex(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += hex4(s.charCodeAt(i));
  return out;
}

/** A ToUnicode CMap (Adobe technical note 5411) mapping each 2-byte glyph id to its text. */
export function toUnicodeCMap(map: Map<number, string>): string {
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  let body = '';
  // at most 100 mappings per bfchar block
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    body += `${chunk.length} beginbfchar\n`;
    for (const [id, s] of chunk) body += `<${hex4(id)}> <${utf16Hex(s)}>\n`;
    body += 'endbfchar\n';
  }
  return (
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n' +
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
    body +
    'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n'
  );
}
