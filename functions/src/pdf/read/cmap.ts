/**
 * CMaps (ISO 32000-1 §9.7.5, §9.10.3): the embedded kind, as a composite font's /Encoding (codes → CIDs) and as a
 * font's /ToUnicode (codes → text). Codespace ranges decide how many bytes (1–4) each code of a string takes.
 * Predefined CMaps other than Identity-H/V (the CJK ones) are not bundled: such a font reads as 2-byte identity.
 */
import { PdfName, PdfString, type PdfValue } from '../objects';
import { EOF, Keyword, Lexer } from './lexer';

interface Range {
  lo: number;
  hi: number;
}

interface UnicodeRange extends Range {
  /** The first code's text as UTF-16 units (the last unit counts up through the range), or one text per code. */
  start: number[] | null;
  list: string[] | null;
}

export class CMap {
  /** Codespace ranges by code length minus one. */
  readonly codespace: Range[][] = [[], [], [], []];
  private readonly cidSingle = new Map<number, number>();
  private readonly cidRanges: { lo: number; hi: number; cid: number }[] = [];
  private readonly uniSingle = new Map<number, string>();
  private readonly uniRanges: UnicodeRange[] = [];
  /** Identity-H/V: codes are 2 bytes and CIDs equal codes. */
  identity = false;
  vertical = false;

  static identityH(vertical = false): CMap {
    const m = new CMap();
    m.identity = true;
    m.vertical = vertical;
    m.codespace[1].push({ lo: 0, hi: 0xffff });
    return m;
  }

  get hasCodespace(): boolean {
    return this.codespace.some((r) => r.length > 0);
  }

  /** Splits a string into codes by the codespace ranges (pdf.js's rule: an unmatched byte is code 0, 1 byte). */
  codes(bytes: Uint8Array): { code: number; length: number }[] {
    const out: { code: number; length: number }[] = [];
    let i = 0;
    while (i < bytes.length) {
      let c = 0;
      let found = false;
      for (let n = 0; n < 4 && i + n < bytes.length; n++) {
        c = ((c << 8) | bytes[i + n]) >>> 0;
        for (const r of this.codespace[n]) {
          if (c >= r.lo && c <= r.hi) {
            out.push({ code: c, length: n + 1 });
            i += n + 1;
            found = true;
            break;
          }
        }
        if (found) break;
      }
      if (!found) {
        out.push({ code: 0, length: 1 });
        i++;
      }
    }
    return out;
  }

  cid(code: number): number {
    if (this.identity) return code;
    const s = this.cidSingle.get(code);
    if (s !== undefined) return s;
    for (const r of this.cidRanges) if (code >= r.lo && code <= r.hi) return r.cid + (code - r.lo);
    return 0;
  }

  /** The text of a code, or undefined when the map does not cover it. */
  unicode(code: number): string | undefined {
    const s = this.uniSingle.get(code);
    if (s !== undefined) return s;
    for (const r of this.uniRanges) {
      if (code < r.lo || code > r.hi) continue;
      let text: string;
      if (r.list) text = r.list[code - r.lo] ?? '';
      else {
        const units = r.start!.slice();
        units[units.length - 1] += code - r.lo;
        text = String.fromCharCode(...units);
      }
      this.uniSingle.set(code, text);
      return text;
    }
    return undefined;
  }

  get size(): number {
    return this.uniSingle.size + this.uniRanges.length;
  }

  /** Parses an embedded CMap program. Garbage is skipped; what parsed is kept. */
  static parse(data: Uint8Array): CMap {
    const m = new CMap();
    const lx = new Lexer(data, 0, false);
    const stack: PdfValue[] = [];
    for (const t of lx.values()) {
      if (!(t instanceof Keyword)) {
        stack.push(t);
        if (stack.length > 64) stack.shift();
        continue;
      }
      switch (t.word) {
        case 'begincodespacerange':
          readPairs(lx, 'endcodespacerange', 2, ([lo, hi]) => {
            if (!(lo instanceof PdfString) || !(hi instanceof PdfString)) return;
            const n = Math.min(4, Math.max(1, lo.bytes.length));
            m.codespace[n - 1].push({ lo: int(lo.bytes), hi: int(hi.bytes) });
          });
          break;
        case 'beginbfchar':
          readPairs(lx, 'endbfchar', 2, ([src, dst]) => {
            if (!(src instanceof PdfString)) return;
            const text =
              dst instanceof PdfString ? utf16(dst.bytes) : dst instanceof PdfName ? dst.name : null;
            if (text !== null) m.uniSingle.set(int(src.bytes), text);
          });
          break;
        case 'beginbfrange':
          readPairs(lx, 'endbfrange', 3, ([lo, hi, dst]) => {
            if (!(lo instanceof PdfString) || !(hi instanceof PdfString)) return;
            const r = { lo: int(lo.bytes), hi: int(hi.bytes) };
            if (r.hi < r.lo) return;
            if (dst instanceof PdfString) m.uniRanges.push({ ...r, start: units(dst.bytes), list: null });
            else if (Array.isArray(dst))
              m.uniRanges.push({
                ...r,
                start: null,
                list: dst.map((x) => (x instanceof PdfString ? utf16(x.bytes) : '')),
              });
          });
          break;
        case 'begincidchar':
          readPairs(lx, 'endcidchar', 2, ([src, cid]) => {
            if (src instanceof PdfString && typeof cid === 'number') m.cidSingle.set(int(src.bytes), cid);
          });
          break;
        case 'begincidrange':
          readPairs(lx, 'endcidrange', 3, ([lo, hi, cid]) => {
            if (lo instanceof PdfString && hi instanceof PdfString && typeof cid === 'number')
              m.cidRanges.push({ lo: int(lo.bytes), hi: int(hi.bytes), cid });
          });
          break;
        case 'def': {
          const [k, v] = stack.slice(-2);
          if (k instanceof PdfName && k.name === 'WMode' && v === 1) m.vertical = true;
          break;
        }
        case 'usecmap': {
          const base = stack[stack.length - 1];
          if (base instanceof PdfName && /^Identity-[HV]$/.test(base.name)) {
            m.identity = true;
            if (!m.codespace[1].length) m.codespace[1].push({ lo: 0, hi: 0xffff });
          }
          break;
        }
      }
      stack.length = 0;
    }
    // A ToUnicode CMap without codespace ranges (common): codes are as long as its source strings.
    return m;
  }
}

function readPairs(lx: Lexer, end: string, arity: number, f: (vals: PdfValue[]) => void): void {
  let vals: PdfValue[] = [];
  for (;;) {
    const v = lx.value();
    if (v === EOF) return;
    if (v instanceof Keyword) {
      if (v.word === end) return;
      continue;
    }
    vals.push(v);
    if (vals.length === arity) {
      f(vals);
      vals = [];
    }
  }
}

function int(b: Uint8Array): number {
  let v = 0;
  for (let i = 0; i < b.length && i < 4; i++) v = v * 256 + b[i];
  return v;
}

function units(b: Uint8Array): number[] {
  if (b.length === 1) return [b[0]];
  const u: number[] = [];
  for (let i = 0; i + 1 < b.length; i += 2) u.push((b[i] << 8) | b[i + 1]);
  return u.length ? u : [0];
}

function utf16(b: Uint8Array): string {
  return String.fromCharCode(...units(b));
}
