/**
 * Fonts as the text layer needs them (ISO 32000-1 §9.5–9.10): how a shown string splits into character codes,
 * each code's text and its advance width. Glyph shapes are never read. Text comes from, in order: /ToUnicode;
 * for simple fonts the encoding (base encoding + /Differences through glyph names); for composite fonts without
 * /ToUnicode the embedded TrueType's cmap inverted; lastly the code itself (as pdf.js does).
 */
import { PdfDict, PdfName, PdfStream, type PdfValue } from '../objects';
import { CMap } from './cmap';
import type { PdfReader } from './document';
import { baseEncoding, glyphToUnicode, standardEncoding } from './encodings';
import { standardFontKey, standardWidth } from './standard-metrics';
import { glyphToUnicodeFromCmap } from './truetype';

export interface Glyph {
  code: number;
  /** Bytes the code took in the string. */
  length: number;
  unicode: string;
  /** Advance in glyph space (1/1000 text space unit for all but Type 3). */
  width: number;
}

export class Font {
  composite = false;
  vertical = false;
  /** Glyph space → text space (0.001, or a Type 3 font's /FontMatrix[0]). */
  scale = 0.001;
  name = '';
  private encodingCMap: CMap | null = null;
  private toUnicode: CMap | null = null;
  private encoding: (string | undefined)[] = [];
  private widths = new Map<number, number>();
  private defaultWidth = 0;
  private cidToText: Map<number, string> | null = null;
  private cidToGid: Uint8Array | null = null;
  private standardKey: string | null = null;
  private readonly glyphCache = new Map<number, Glyph>();

  /** Loads a font dictionary. Never throws: a font it cannot understand still yields codes (as Latin-1). */
  static load(doc: PdfReader, dict: PdfDict): Font {
    const f = new Font();
    try {
      f.init(doc, dict);
    } catch {
      /* keep what was set up */
    }
    return f;
  }

  private init(doc: PdfReader, dict: PdfDict): void {
    const subtype = nameOf(doc.get(dict.get('Subtype')));
    this.name = nameOf(doc.get(dict.get('BaseFont'))) ?? '';
    const tu = doc.get(dict.get('ToUnicode'));
    if (tu instanceof PdfStream) {
      try {
        const m = CMap.parse(doc.decode(tu));
        if (m.size > 0) this.toUnicode = m;
      } catch {
        /* an unreadable ToUnicode: fall back to the encoding */
      }
    }
    if (subtype === 'Type0') this.initComposite(doc, dict);
    else this.initSimple(doc, dict, subtype);
  }

  private initComposite(doc: PdfReader, dict: PdfDict): void {
    this.composite = true;
    const enc = doc.get(dict.get('Encoding'));
    if (enc instanceof PdfStream) {
      try {
        this.encodingCMap = CMap.parse(doc.decode(enc));
      } catch {
        this.encodingCMap = null;
      }
    } else if (enc instanceof PdfName) this.encodingCMap = CMap.identityH(enc.name.endsWith('-V'));
    if (!this.encodingCMap || !this.encodingCMap.hasCodespace) this.encodingCMap = CMap.identityH();
    this.vertical = this.encodingCMap.vertical;
    const kids = doc.get(dict.get('DescendantFonts'));
    const cidFont = doc.dict(Array.isArray(kids) ? kids[0] : undefined);
    if (!cidFont) return;
    const dw = doc.get(cidFont.get('DW'));
    this.defaultWidth = typeof dw === 'number' ? dw : 1000;
    const w = doc.get(cidFont.get('W'));
    if (Array.isArray(w)) {
      for (let i = 0; i < w.length;) {
        const first = doc.get(w[i]);
        const next = doc.get(w[i + 1]);
        if (typeof first !== 'number') break;
        if (Array.isArray(next)) {
          next.forEach((x, k) => {
            const v = doc.get(x);
            if (typeof v === 'number') this.widths.set(first + k, v);
          });
          i += 2;
        } else {
          const last = next;
          const v = doc.get(w[i + 2]);
          if (typeof last !== 'number' || typeof v !== 'number') break;
          for (let c = first; c <= last && c - first < 0x10000; c++) this.widths.set(c, v);
          i += 3;
        }
      }
    }
    if (!this.toUnicode) {
      // No /ToUnicode: the embedded TrueType's own cmap, read backwards (glyph → character).
      const desc = doc.dict(cidFont.get('FontDescriptor'));
      const file = doc.get(desc?.get('FontFile2') ?? desc?.get('FontFile3'));
      if (file instanceof PdfStream) {
        try {
          this.cidToText = glyphToUnicodeFromCmap(doc.decode(file));
        } catch {
          this.cidToText = null;
        }
        const map = doc.get(cidFont.get('CIDToGIDMap'));
        if (map instanceof PdfStream) this.cidToGid = doc.decode(map);
      }
    }
  }

  private initSimple(doc: PdfReader, dict: PdfDict, subtype: string | undefined): void {
    if (subtype === 'Type3') {
      const m = doc.numbers(dict.get('FontMatrix'));
      if (m) this.scale = m[0];
    }
    const desc = doc.dict(dict.get('FontDescriptor'));
    const flags = Number(doc.get(desc?.get('Flags')) ?? 0);
    this.standardKey = standardFontKey(this.name);
    const symbolic = (flags & 4) !== 0 && (flags & 32) === 0;
    // Base encoding: the named one, else StandardEncoding for text fonts; symbolic fonts keep their codes.
    const enc = doc.get(dict.get('Encoding'));
    let base: (string | undefined)[] | null = null;
    let differences: PdfValue[] = [];
    if (enc instanceof PdfName) base = baseEncoding(enc.name);
    else if (enc instanceof PdfDict) {
      base = baseEncoding(nameOf(doc.get(enc.get('BaseEncoding'))));
      const d = doc.get(enc.get('Differences'));
      if (Array.isArray(d)) differences = d.map((x) => doc.get(x) ?? null);
    }
    if (!base) {
      const isSymbolFont = this.standardKey === 'Symbol' || this.standardKey === 'ZapfDingbats';
      base = symbolic || isSymbolFont ? latin1Encoding() : standardEncoding();
    }
    this.encoding = base.slice();
    let code = 0;
    for (const d of differences) {
      if (typeof d === 'number') code = d;
      else if (d instanceof PdfName) {
        const u = glyphToUnicode(d.name);
        this.encoding[code] = u ?? undefined;
        code++;
      }
    }
    const first = Number(doc.get(dict.get('FirstChar')) ?? 0);
    const widths = doc.get(dict.get('Widths'));
    if (Array.isArray(widths)) {
      widths.forEach((x, i) => {
        const v = doc.get(x);
        if (typeof v === 'number') this.widths.set(first + i, v);
      });
      this.standardKey = null;
    }
    const mw = doc.get(desc?.get('MissingWidth'));
    this.defaultWidth = typeof mw === 'number' ? mw : 0;
  }

  /** The glyphs of a shown string. */
  glyphs(bytes: Uint8Array): Glyph[] {
    if (this.composite) {
      const out: Glyph[] = [];
      for (const { code, length } of this.encodingCMap!.codes(bytes)) out.push(this.glyph(code, length));
      return out;
    }
    const out: Glyph[] = new Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) out[i] = this.glyph(bytes[i], 1);
    return out;
  }

  private glyph(code: number, length: number): Glyph {
    const key = code * 8 + length;
    let g = this.glyphCache.get(key);
    if (g) return g;
    const cid = this.composite ? this.encodingCMap!.cid(code) : code;
    let unicode = this.toUnicode?.unicode(code);
    if (!unicode) {
      if (this.composite) {
        const gid =
          this.cidToGid && cid * 2 + 1 < this.cidToGid.length
            ? (this.cidToGid[cid * 2] << 8) | this.cidToGid[cid * 2 + 1]
            : cid;
        unicode = this.cidToText?.get(gid);
      } else unicode = this.encoding[code];
    }
    if (!unicode) unicode = String.fromCharCode(code);
    let width = this.widths.get(cid);
    if (width === undefined && this.standardKey) width = standardWidth(this.standardKey, unicode);
    if (width === undefined) width = this.defaultWidth;
    g = { code, length, unicode, width };
    this.glyphCache.set(key, g);
    return g;
  }
}

function nameOf(v: PdfValue | undefined): string | undefined {
  return v instanceof PdfName ? v.name : undefined;
}

let latin1Enc: (string | undefined)[] | null = null;
function latin1Encoding(): (string | undefined)[] {
  if (!latin1Enc)
    latin1Enc = Array.from({ length: 256 }, (_, c) => (c < 32 ? undefined : String.fromCharCode(c)));
  return latin1Enc;
}
