/**
 * The PDF object model (ISO 32000-1 §7.3) shared by the reader (pdf/read) and the writer (pdf/write), and its
 * serialisation. Kept apart from both so that a page read from an uploaded PDF can be written into a new one
 * without translating between two models.
 *
 * Names are stored decoded (`/A#20B` is the name "A B"); strings as bytes (a PDF string is bytes, not text).
 */

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen = 0,
  ) {}
  toString(): string {
    return `${this.num} ${this.gen} R`;
  }
}

export class PdfName {
  private static readonly interned = new Map<string, PdfName>();
  private constructor(readonly name: string) {}
  /** One object per name, so names compare with ===. */
  static of(name: string): PdfName {
    let n = PdfName.interned.get(name);
    if (!n) PdfName.interned.set(name, (n = new PdfName(name)));
    return n;
  }
}

export class PdfString {
  constructor(
    readonly bytes: Uint8Array,
    /** Written as <hex> rather than (literal): text in CID fonts, ids. */
    readonly hex = false,
  ) {}
  /** A string of Latin-1 text (PDFDocEncoding agrees with Latin-1 on the printable range). */
  static latin1(text: string, hex = false): PdfString {
    return new PdfString(
      Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff),
      hex,
    );
  }
  /**
   * A text string (§7.9.2.2), for document information and the like: PDFDocEncoding when the text is printable
   * ASCII or Latin-1, else UTF-16BE behind a byte-order mark.
   */
  static text(text: string): PdfString {
    if (/^[\x20-\x7e\xa1-\xff]*$/.test(text)) return PdfString.latin1(text);
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xfe;
    bytes[1] = 0xff;
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) >> 8;
      bytes[3 + i * 2] = text.charCodeAt(i) & 0xff;
    }
    return new PdfString(bytes, true);
  }
}

export class PdfDict {
  readonly map: Map<string, PdfValue>;
  constructor(entries?: Record<string, PdfValue | undefined> | Map<string, PdfValue>) {
    this.map = new Map();
    if (entries instanceof Map) for (const [k, v] of entries) this.map.set(k, v);
    else if (entries) for (const [k, v] of Object.entries(entries)) if (v !== undefined) this.map.set(k, v);
  }
  get(key: string): PdfValue | undefined {
    return this.map.get(key);
  }
  set(key: string, value: PdfValue): this {
    this.map.set(key, value);
    return this;
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
}

/** A stream: its dictionary and its data exactly as stored (still encoded by the dictionary's /Filter). */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly data: Uint8Array,
  ) {}
}

export type PdfValue =
  null | boolean | number | PdfName | PdfString | PdfRef | PdfDict | PdfStream | PdfValue[];

export const name = PdfName.of;

const DELIMITER_OR_SPECIAL = /[^!-~]|[()<>[\]{}/%#]/g;

function nameToken(n: string): string {
  return '/' + n.replace(DELIMITER_OR_SPECIAL, (c) => '#' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

/** Numbers as PDF writes them: no exponent, at most 4 decimals (1/10000 pt is far below any device). */
export function numberToken(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`not a PDF number: ${x}`);
  if (Number.isInteger(x)) return String(x);
  const s = x.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

function literalString(bytes: Uint8Array): string {
  let s = '(';
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += '\\' + String.fromCharCode(b);
    else if (b === 0x0a) s += '\\n';
    else if (b === 0x0d) s += '\\r';
    else if (b < 0x20 || b > 0x7e) s += '\\' + b.toString(8).padStart(3, '0');
    else s += String.fromCharCode(b);
  }
  return s + ')';
}

function hexString(bytes: Uint8Array): string {
  let s = '<';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s + '>';
}

/**
 * A value's text, for everything but a stream (a stream is only ever an indirect object: see writeObject).
 * Latin-1: every character stands for one byte.
 */
export function serialize(v: PdfValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return numberToken(v);
  if (v instanceof PdfName) return nameToken(v.name);
  if (v instanceof PdfRef) return v.toString();
  if (v instanceof PdfString) return v.hex ? hexString(v.bytes) : literalString(v.bytes);
  if (Array.isArray(v)) return '[' + v.map(serialize).join(' ') + ']';
  if (v instanceof PdfDict) {
    let s = '<<';
    for (const [k, val] of v.map) s += nameToken(k) + ' ' + serialize(val);
    return s + '>>';
  }
  throw new Error('a stream must be an indirect object');
}

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** `n g obj … endobj` bytes for one indirect object; a stream's /Length is set from its data. */
export function writeObject(ref: PdfRef, v: PdfValue): Uint8Array {
  if (v instanceof PdfStream) {
    const dict = new PdfDict(v.dict.map).set('Length', v.data.length);
    return Buffer.concat([
      latin1(`${ref.num} ${ref.gen} obj\n${serialize(dict)}\nstream\n`),
      v.data,
      latin1('\nendstream\nendobj\n'),
    ]);
  }
  return latin1(`${ref.num} ${ref.gen} obj\n${serialize(v)}\nendobj\n`);
}

/**
 * A whole PDF file from its indirect objects (numbered 1…n, generation 0) and the trailer's entries (/Root, /Info;
 * /Size is set here), with a classic cross-reference table.
 */
export function writeFile(objects: readonly PdfValue[], trailer: PdfDict): Uint8Array {
  // The binary comment line tells transfer programs the file is binary (§7.5.2).
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((v, i) => {
    offsets.push(offset);
    const bytes = writeObject(new PdfRef(i + 1), v);
    parts.push(bytes);
    offset += bytes.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  const t = new PdfDict(trailer.map).set('Size', objects.length + 1);
  parts.push(latin1(`${xref}trailer\n${serialize(t)}\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}
