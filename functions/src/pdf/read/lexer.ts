/**
 * PDF syntax (ISO 32000-1 §7.2–7.3): tokens and the objects built from them, over the file's bytes. Used for the
 * file structure (indirect objects, cross-reference tables) and for content streams, where operators appear as
 * keywords between their operands. Lenient like every real-world reader: unbalanced delimiters, stray bytes and
 * malformed numbers end a value rather than the whole parse.
 */
import { PdfDict, PdfName, PdfRef, PdfString, type PdfValue } from '../objects';

/** A bare keyword: an operator in a content stream, or obj/endobj/stream/R/xref/trailer in the file structure. */
export class Keyword {
  private static readonly interned = new Map<string, Keyword>();
  private constructor(readonly word: string) {}
  static of(word: string): Keyword {
    let k = Keyword.interned.get(word);
    if (!k) Keyword.interned.set(word, (k = new Keyword(word)));
    return k;
  }
}

export type Token = PdfValue | Keyword;

/** Marks the end of the input (distinct from the PDF value null). */
export const EOF = Keyword.of('%EOF-of-input');

const WS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

export const isWhite = (c: number) => WS[c] === 1;
/** Ends a regular token: white space or a delimiter. */
export const isBoundary = (c: number) => WS[c] === 1 || DELIM[c] === 1;

const R = Keyword.of('R');
const DICT_OPEN = Keyword.of('<<');
const DICT_CLOSE = Keyword.of('>>');
const ARRAY_OPEN = Keyword.of('[');
const ARRAY_CLOSE = Keyword.of(']');

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/**
 * Hex digits from `start` up to the first `>` (or the end) as bytes; white space and stray characters are skipped and
 * a lone last digit counts as if followed by 0 (§7.3.4.3). Shared by hex strings and the ASCIIHexDecode filter.
 */
export function hexBytes(b: Uint8Array, start = 0): { bytes: Uint8Array; end: number } {
  const out: number[] = [];
  let hi = -1;
  let p = start;
  for (; p < b.length && b[p] !== 0x3e; p++) {
    const v = hexValue(b[p]);
    if (v < 0) continue;
    if (hi < 0) hi = v;
    else {
      out.push(hi * 16 + v);
      hi = -1;
    }
  }
  if (hi >= 0) out.push(hi * 16);
  return { bytes: Uint8Array.from(out), end: p };
}

export class Lexer {
  pos: number;
  constructor(
    readonly buf: Uint8Array,
    pos = 0,
    /** The file structure has indirect references (`n g R`); a content stream does not. */
    readonly refs = true,
  ) {
    this.pos = pos;
  }

  skipWhite(): void {
    const b = this.buf;
    let p = this.pos;
    for (;;) {
      while (p < b.length && WS[b[p]] === 1) p++;
      if (p < b.length && b[p] === 0x25 /* % */) {
        while (p < b.length && b[p] !== 0x0a && b[p] !== 0x0d) p++;
        continue;
      }
      break;
    }
    this.pos = p;
  }

  /** The next token: a simple value, a delimiter keyword (<< >> [ ]) or a bare keyword. */
  token(): Token {
    this.skipWhite();
    const b = this.buf;
    if (this.pos >= b.length) return EOF;
    const c = b[this.pos];
    switch (c) {
      case 0x2f /* / */:
        return this.nameToken();
      case 0x28 /* ( */:
        return this.literalString();
      case 0x3c /* < */:
        if (b[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return DICT_OPEN;
        }
        return this.hexString();
      case 0x3e /* > */:
        this.pos += b[this.pos + 1] === 0x3e ? 2 : 1;
        return DICT_CLOSE;
      case 0x5b:
        this.pos++;
        return ARRAY_OPEN;
      case 0x5d:
        this.pos++;
        return ARRAY_CLOSE;
      case 0x7b:
      case 0x7d:
      case 0x29:
        // { } belong to PostScript calculator functions; a stray ) is garbage. Skip either as a keyword.
        this.pos++;
        return Keyword.of(String.fromCharCode(c));
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
      const n = this.number();
      if (n !== null) return n;
    }
    const start = this.pos;
    let key = 0;
    while (this.pos < b.length && !isBoundary(b[this.pos])) key = key * 256 + b[this.pos++];
    const len = this.pos - start;
    if (len > 5) return wordValue(latin1(b, start, this.pos));
    // Operators are short: look them up by their bytes rather than build a string for each.
    key += len * 2 ** 40;
    let v = SHORT_WORDS.get(key);
    if (v === undefined) SHORT_WORDS.set(key, (v = wordValue(latin1(b, start, this.pos))));
    return v;
  }

  /** A number, or null (position unchanged) when the bytes are not one (then they are read as a keyword). */
  private number(): number | null {
    const b = this.buf;
    const start = this.pos;
    let p = start;
    let neg = false;
    // Tolerate doubled signs ("--5", "+-5") as pdf.js does.
    while (b[p] === 0x2d || b[p] === 0x2b) {
      if (b[p] === 0x2d) neg = !neg;
      p++;
    }
    let int = 0;
    let frac = 0;
    let scale = 1;
    let digits = 0;
    let dot = false;
    for (; p < b.length; p++) {
      const d = b[p];
      if (d >= 0x30 && d <= 0x39) {
        digits++;
        if (dot) {
          scale *= 10;
          frac = frac * 10 + (d - 0x30);
        } else int = int * 10 + (d - 0x30);
      } else if (d === 0x2e && !dot) dot = true;
      else if (d === 0x2d && digits > 0)
        continue; // "1-2": pdf.js ignores a minus inside a number
      else break;
    }
    if (digits === 0) {
      if (p > start && (p >= b.length || isBoundary(b[p]))) {
        // A lone sign or dot: zero, as other readers take it.
        this.pos = p;
        return 0;
      }
      return null;
    }
    if (p < b.length && !isBoundary(b[p])) {
      // "12abc": not a number; consume as a keyword.
      return null;
    }
    this.pos = p;
    const v = int + frac / scale;
    return neg ? -v : v;
  }

  private nameToken(): PdfName {
    const b = this.buf;
    let p = ++this.pos;
    let s = '';
    let start = p;
    while (p < b.length && !isBoundary(b[p])) {
      if (b[p] === 0x23 /* # */) {
        const h = hexValue(b[p + 1]);
        const l = hexValue(b[p + 2]);
        if (h >= 0 && l >= 0) {
          s += latin1(b, start, p) + String.fromCharCode(h * 16 + l);
          p += 3;
          start = p;
          continue;
        }
      }
      p++;
    }
    s += latin1(b, start, p);
    this.pos = p;
    return PdfName.of(s);
  }

  private literalString(): PdfString {
    const b = this.buf;
    let p = this.pos + 1;
    const out: number[] = [];
    let depth = 1;
    while (p < b.length) {
      let c = b[p++];
      if (c === 0x28) depth++;
      else if (c === 0x29) {
        if (--depth === 0) break;
      } else if (c === 0x5c /* \ */) {
        c = b[p++];
        switch (c) {
          case 0x6e:
            out.push(0x0a);
            continue;
          case 0x72:
            out.push(0x0d);
            continue;
          case 0x74:
            out.push(0x09);
            continue;
          case 0x62:
            out.push(0x08);
            continue;
          case 0x66:
            out.push(0x0c);
            continue;
          case 0x0d:
            if (b[p] === 0x0a) p++;
            continue;
          case 0x0a:
            continue;
        }
        if (c >= 0x30 && c <= 0x37) {
          let v = c - 0x30;
          for (let i = 0; i < 2 && b[p] >= 0x30 && b[p] <= 0x37; i++) v = v * 8 + (b[p++] - 0x30);
          out.push(v & 0xff);
          continue;
        }
        if (c === undefined) break;
        out.push(c);
        continue;
      }
      out.push(c);
    }
    this.pos = p;
    return new PdfString(Uint8Array.from(out));
  }

  private hexString(): PdfString {
    const { bytes, end } = hexBytes(this.buf, this.pos + 1);
    this.pos = end + 1;
    return new PdfString(bytes, true);
  }

  /**
   * The values of a content stream or CMap program, one by one, up to the end or to the first that cannot be read:
   * what parsed before damage is kept. The caller may read further values itself between two (inline images).
   */
  *values(): Generator<Token> {
    for (;;) {
      let t: Token;
      try {
        t = this.value();
      } catch {
        return;
      }
      if (t === EOF) return;
      yield t;
    }
  }

  /**
   * A complete value: arrays and dictionaries with their contents, `n g R` as a reference (file structure only).
   * Returns a Keyword when the next token is one (an operator, `stream`, `endobj`…), EOF at the end.
   */
  value(): Token {
    const t = this.token();
    if (typeof t === 'number') {
      if (this.refs && Number.isInteger(t) && t >= 0) return this.maybeRef(t);
      return t;
    }
    if (t === ARRAY_OPEN) {
      const arr: PdfValue[] = [];
      for (;;) {
        const v = this.value();
        if (v === ARRAY_CLOSE || v === EOF) break;
        if (v instanceof Keyword) {
          if (v === DICT_CLOSE) continue;
          // An operator inside an array means the array was never closed: stop before it.
          if (!this.refs) break;
          continue;
        }
        arr.push(v);
      }
      return arr;
    }
    if (t === DICT_OPEN) return this.dictBody();
    return t;
  }

  private dictBody(): PdfDict {
    const d = new PdfDict();
    for (;;) {
      const k = this.value();
      if (k === DICT_CLOSE || k === EOF) break;
      if (!(k instanceof PdfName)) {
        if (k instanceof Keyword && (k.word === 'endobj' || k.word === 'stream' || k.word === 'obj')) {
          this.pos -= k.word.length; // unterminated dictionary: leave the keyword for the caller
          break;
        }
        continue;
      }
      const save = this.pos;
      const v = this.value();
      if (v === DICT_CLOSE || v === EOF) {
        d.set(k.name, null);
        break;
      }
      if (v instanceof Keyword) {
        if (v.word === 'endobj' || v.word === 'stream') {
          this.pos = save;
          break;
        }
        continue;
      }
      d.set(k.name, v);
    }
    return d;
  }

  /** After an integer: `g R` makes it a reference; otherwise the integer alone (position after it). */
  private maybeRef(num: number): PdfValue {
    const save = this.pos;
    const g = this.token();
    if (typeof g === 'number' && Number.isInteger(g) && g >= 0) {
      const r = this.token();
      if (r === R) return new PdfRef(num, g);
    }
    this.pos = save;
    return num;
  }
}

export function latin1(b: Uint8Array, start = 0, end = b.length): string {
  let s = '';
  for (let i = start; i < end; i += 8192)
    s += String.fromCharCode.apply(null, b.subarray(i, Math.min(end, i + 8192)) as unknown as number[]);
  return s;
}

const SHORT_WORDS = new Map<number, Keyword | boolean | null>();

function wordValue(word: string): Keyword | boolean | null {
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  return Keyword.of(word);
}

export const isKeyword = (t: Token, word: string): t is Keyword => t instanceof Keyword && t.word === word;
