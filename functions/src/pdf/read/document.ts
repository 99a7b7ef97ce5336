/**
 * A PDF file opened for reading (ISO 32000-1 §7.5): the cross-reference information (classic tables, streams,
 * hybrid files, /Prev chains of incremental updates), indirect objects on demand (also from object streams),
 * decryption, and the page tree. A file whose cross-reference is missing or wrong is rebuilt by scanning for
 * `n g obj` headers, as every reader does: damaged uploads are common.
 */
import { PdfDict, PdfName, PdfRef, PdfStream, PdfString, type PdfValue } from '../objects';
import { PasswordRequiredError, SecurityHandler } from './crypt';
import { decodeFilters } from './filters';
import { EOF, isKeyword, Keyword, latin1, Lexer } from './lexer';

export class PdfFormatError extends Error {}
/** Not even damaged PDF structure: no header or not a single `n g obj` in the file. */
export class NotAPdfError extends PdfFormatError {}

type Entry =
  | { type: 'offset'; offset: number; gen: number }
  | { type: 'compressed'; stream: number; index: number }
  | { type: 'free' };

export interface PageInfo {
  /** The page dictionary as stored. */
  dict: PdfDict;
  ref: PdfRef | null;
  /** Inherited attributes resolved along the /Parent chain (§7.7.3.4). */
  resources: PdfDict;
  mediaBox: number[];
  cropBox: number[];
  rotate: number;
}

const LETTER = [0, 0, 612, 792];

export class PdfReader {
  private readonly entries = new Map<number, Entry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objStmCache = new Map<number, { offsets: number[]; lexer: Lexer }>();
  private readonly resolving = new Set<number>();
  trailer: PdfDict = new PdfDict();
  private security: SecurityHandler | null = null;
  private encryptRef: number | null = null;
  private rebuilt = false;
  private pageList: PageInfo[] | null = null;

  constructor(readonly bytes: Uint8Array) {
    const head = latin1(bytes, 0, Math.min(bytes.length, 1024));
    if (!head.includes('%PDF-')) throw new NotAPdfError('no %PDF- header');
    try {
      this.readXrefChain();
      this.setUpEncryption();
      // A table that parsed but does not lead to a catalog is as bad as none.
      if (!(this.get(this.trailer.get('Root')) instanceof PdfDict)) throw new PdfFormatError('no catalog');
    } catch (e) {
      if (e instanceof PasswordRequiredError) throw e;
      this.rebuild();
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Cross-reference

  private readXrefChain(): void {
    const tail = latin1(this.bytes, Math.max(0, this.bytes.length - 2048));
    const m = /startxref\s+(\d+)/g;
    let last: RegExpExecArray | null = null;
    for (let r; (r = m.exec(tail));) last = r;
    if (!last) throw new PdfFormatError('no startxref');
    let offset = Number(last[1]);
    const seen = new Set<number>();
    let first = true;
    while (offset >= 0 && offset < this.bytes.length && !seen.has(offset)) {
      seen.add(offset);
      const trailer = this.readXrefAt(offset);
      if (first) this.trailer = trailer;
      first = false;
      const prev = trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : -1;
    }
  }

  /** One cross-reference section (table or stream); entries already known (from a later update) win. */
  private readXrefAt(offset: number): PdfDict {
    const lx = new Lexer(this.bytes, offset);
    const t = lx.token();
    if (isKeyword(t, 'xref')) {
      this.readTable(lx);
      const trailer = lx.value();
      if (!(trailer instanceof PdfDict)) throw new PdfFormatError('bad trailer');
      // Hybrid file (§7.5.8.4): the table's entries win, then the stream's fill in the compressed objects.
      const stm = trailer.get('XRefStm');
      if (typeof stm === 'number') this.readXrefAt(stm);
      return trailer;
    }
    lx.pos = offset;
    const obj = this.parseIndirectAt(offset, null);
    if (!(obj instanceof PdfStream))
      throw new PdfFormatError('startxref does not point at a cross-reference');
    this.readXrefStream(obj);
    return obj.dict;
  }

  private readTable(lx: Lexer): void {
    for (;;) {
      const save = lx.pos;
      const start = lx.token();
      if (isKeyword(start, 'trailer')) return;
      const count = lx.token();
      if (typeof start !== 'number' || typeof count !== 'number') {
        lx.pos = save;
        throw new PdfFormatError('bad xref subsection');
      }
      for (let i = 0; i < count; i++) {
        const off = lx.token();
        const gen = lx.token();
        const kind = lx.token();
        if (typeof off !== 'number' || typeof gen !== 'number' || !(kind instanceof Keyword))
          throw new PdfFormatError('bad xref entry');
        // Some writers number the first subsection from 1 while listing object 0: take the free head as object 0.
        let num = start + i;
        if (i === 0 && start === 1 && kind.word === 'f' && gen === 65535) num = 0;
        // Free entries are not recorded: in a hybrid file the table lists the compressed objects as free and
        // the /XRefStm stream supplies them.
        if (this.entries.has(num) || kind.word !== 'n' || off <= 0) continue;
        this.entries.set(num, { type: 'offset', offset: off, gen });
      }
    }
  }

  private readXrefStream(s: PdfStream): void {
    const d = s.dict;
    const w = d.get('W');
    if (!Array.isArray(w) || w.length < 3) throw new PdfFormatError('xref stream without /W');
    const widths = w.map((x) => (typeof x === 'number' ? x : 0));
    const size = Number(d.get('Size') ?? 0);
    const index = d.get('Index');
    const ranges = Array.isArray(index) ? index.map(Number) : [0, size];
    const data = decodeFilters(s.data, d, (v) => this.get(v));
    const rowLen = widths[0] + widths[1] + widths[2];
    let p = 0;
    const field = (n: number, dflt: number) => {
      if (n === 0) return dflt;
      let v = 0;
      for (let i = 0; i < n; i++) v = v * 256 + data[p++];
      return v;
    };
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      for (let i = 0; i < ranges[r + 1]; i++) {
        if (p + rowLen > data.length) return;
        const num = ranges[r] + i;
        const type = field(widths[0], 1);
        const a = field(widths[1], 0);
        const b = field(widths[2], 0);
        if (this.entries.has(num)) continue;
        if (type === 1) this.entries.set(num, { type: 'offset', offset: a, gen: b });
        else if (type === 2) this.entries.set(num, { type: 'compressed', stream: a, index: b });
      }
    }
  }

  /** Rebuilds the cross-reference by scanning the whole file for object headers and trailers. */
  private rebuild(): void {
    this.rebuilt = true;
    this.entries.clear();
    this.cache.clear();
    this.objStmCache.clear();
    this.security = null;
    this.encryptRef = null;
    const text = latin1(this.bytes);
    const re = /(?:^|[\s>\]])(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
    for (let m; (m = re.exec(text));) {
      const offset = m.index + m[0].length - m[0].trimStart().length;
      const num = Number(m[1]);
      // Later definitions (incremental updates) replace earlier ones.
      this.entries.set(num, { type: 'offset', offset, gen: Number(m[2]) });
    }
    if (this.entries.size === 0) throw new NotAPdfError('no PDF objects in the file');
    // Trailer: the last `trailer` dictionary or cross-reference stream dictionary that names a catalog.
    let trailer: PdfDict | null = null;
    const tr = /trailer\s*<</g;
    for (let m; (m = tr.exec(text));) {
      const v = new Lexer(this.bytes, m.index + m[0].length - 2).value();
      if (v instanceof PdfDict && v.has('Root')) trailer = merge(trailer, v);
    }
    for (const [num, e] of this.entries) {
      if (e.type !== 'offset') continue;
      const v = this.cache.get(num) ?? this.fetchNum(num);
      if (v instanceof PdfStream && isName(v.dict.get('Type'), 'XRef') && v.dict.has('Root'))
        trailer = merge(trailer, v.dict);
    }
    if (trailer) {
      this.trailer = trailer;
      this.setUpEncryption();
    }
    // Objects inside object streams: their headers are not in the file text.
    for (const [num, e] of [...this.entries]) {
      if (e.type !== 'offset') continue;
      const v = this.fetchNum(num);
      if (!(v instanceof PdfStream) || !isName(v.dict.get('Type'), 'ObjStm')) continue;
      const n = Number(v.dict.get('N') ?? 0);
      for (let i = 0; i < n; i++) {
        try {
          const inner = this.objectStream(num).offsets;
          const objNum = inner[i * 2];
          if (objNum !== undefined && !this.entries.has(objNum))
            this.entries.set(objNum, { type: 'compressed', stream: num, index: i });
        } catch {
          break;
        }
      }
    }
    if (!trailer || !(this.get(trailer.get('Root')) instanceof PdfDict)) {
      // No trailer survived: find the catalog itself.
      trailer = trailer ?? new PdfDict();
      for (const num of this.entries.keys()) {
        const v = this.fetchNum(num);
        if (v instanceof PdfDict && isName(v.get('Type'), 'Catalog') && v.has('Pages')) {
          trailer.set('Root', new PdfRef(num, 0));
          break;
        }
      }
    }
    if (!trailer.has('Root')) throw new PdfFormatError('no catalog found');
    this.trailer = trailer;
  }

  private setUpEncryption(): void {
    const enc = this.trailer.get('Encrypt');
    if (enc === undefined || enc === null) return;
    if (enc instanceof PdfRef) this.encryptRef = enc.num;
    const dict = this.get(enc);
    if (!(dict instanceof PdfDict)) return;
    const id = this.get(this.trailer.get('ID'));
    const id0 = Array.isArray(id) && id[0] instanceof PdfString ? id[0].bytes : new Uint8Array(0);
    this.security = new SecurityHandler(dict, id0, (v) => this.get(v));
    // Objects fetched before the handler existed (the trailer's, while locating it) were not decrypted.
    this.cache.clear();
    this.objStmCache.clear();
  }

  get encrypted(): boolean {
    return this.security !== null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Objects

  /** Resolves a reference (following chains); anything else is returned as is. */
  get(v: PdfValue | undefined): PdfValue | undefined {
    for (let i = 0; i < 32 && v instanceof PdfRef; i++) v = this.fetchNum(v.num);
    return v;
  }

  dict(v: PdfValue | undefined): PdfDict | undefined {
    const r = this.get(v);
    if (r instanceof PdfDict) return r;
    if (r instanceof PdfStream) return r.dict;
    return undefined;
  }

  /** Numbers in an array value (a box, a matrix), or null when it is not one. */
  numbers(v: PdfValue | undefined): number[] | null {
    const a = this.get(v);
    if (!Array.isArray(a)) return null;
    const out = a.map((x) => this.get(x));
    return out.every((x) => typeof x === 'number') ? (out as number[]) : null;
  }

  fetch(ref: PdfRef): PdfValue {
    return this.fetchNum(ref.num);
  }

  private fetchNum(num: number): PdfValue {
    if (this.cache.has(num)) return this.cache.get(num)!;
    if (this.resolving.has(num)) return null; // a cycle (e.g. a /Length that refers to its own stream)
    this.resolving.add(num);
    try {
      const v = this.load(num);
      this.cache.set(num, v);
      return v;
    } finally {
      this.resolving.delete(num);
    }
  }

  private load(num: number): PdfValue {
    const e = this.entries.get(num);
    if (!e || e.type === 'free') return null;
    if (e.type === 'compressed') {
      try {
        return this.fromObjectStream(e.stream, e.index, num);
      } catch {
        return null;
      }
    }
    try {
      return this.parseIndirectAt(e.offset, num);
    } catch (err) {
      if (this.rebuilt) return null;
      // The table's offset is wrong: rebuild once from the file's text, then try again.
      const trailer = this.trailer;
      this.resolving.clear();
      try {
        this.rebuild();
      } catch {
        this.trailer = trailer;
        return null;
      }
      if (!this.trailer.has('Root')) this.trailer = trailer;
      void err;
      return this.fetchNum(num);
    }
  }

  /** `n g obj <value> [stream…endstream] endobj` at an offset. */
  private parseIndirectAt(offset: number, expect: number | null): PdfValue {
    const lx = new Lexer(this.bytes, offset);
    const n = lx.token();
    const g = lx.token();
    const kw = lx.token();
    if (typeof n !== 'number' || typeof g !== 'number' || !isKeyword(kw, 'obj'))
      throw new PdfFormatError(`no object at ${offset}`);
    if (expect !== null && n !== expect)
      throw new PdfFormatError(`object ${expect} expected at ${offset}, found ${n}`);
    let v = lx.value();
    if (v instanceof Keyword) v = null; // `n g obj endobj`
    if (v instanceof PdfDict) {
      const save = lx.pos;
      const s = lx.token();
      if (isKeyword(s, 'stream')) return this.readStream(v, lx, n, g);
      lx.pos = save;
    }
    return this.security && n !== this.encryptRef ? this.decryptStrings(v, n, g) : v;
  }

  private readStream(dict: PdfDict, lx: Lexer, num: number, gen: number): PdfStream {
    const b = this.bytes;
    let start = lx.pos;
    if (b[start] === 0x0d) start++;
    if (b[start] === 0x0a) start++;
    const declared = this.get(dict.get('Length'));
    let end = -1;
    if (typeof declared === 'number' && declared >= 0 && start + declared <= b.length) {
      // Trust /Length when `endstream` follows it (after optional white space).
      let p = start + declared;
      while (p < b.length && (b[p] === 0x0a || b[p] === 0x0d || b[p] === 0x20)) p++;
      if (latin1(b, p, Math.min(b.length, p + 9)) === 'endstream') end = start + declared;
    }
    if (end < 0) {
      const at = indexOf(b, ENDSTREAM, start);
      const endobj = indexOf(b, ENDOBJ, start);
      end = at >= 0 ? at : endobj >= 0 ? endobj : b.length;
      // The end-of-line before endstream is not data.
      if (b[end - 1] === 0x0a) end--;
      if (b[end - 1] === 0x0d) end--;
      end = Math.max(start, end);
    }
    let data = b.subarray(start, end);
    const strings = this.security && num !== this.encryptRef ? this.decryptStrings(dict, num, gen) : dict;
    const d = strings as PdfDict;
    if (this.security && !isName(d.get('Type'), 'XRef') && !this.isIdentityCrypt(d)) {
      if (!(isName(d.get('Type'), 'Metadata') && !this.security.encryptMetadata))
        data = this.security.decryptStream(num, gen, data);
    }
    return new PdfStream(d, data);
  }

  private isIdentityCrypt(d: PdfDict): boolean {
    const f = this.get(d.get('Filter'));
    const first = Array.isArray(f) ? f[0] : f;
    if (!isName(first, 'Crypt')) return false;
    const p = this.get(d.get('DecodeParms'));
    const parm = Array.isArray(p) ? this.dict(p[0]) : this.dict(p);
    const nm = parm?.get('Name');
    return !nm || isName(nm, 'Identity');
  }

  private decryptStrings(v: PdfValue, num: number, gen: number): PdfValue {
    const sec = this.security!;
    if (v instanceof PdfString) return new PdfString(sec.decryptString(num, gen, v.bytes), v.hex);
    if (Array.isArray(v)) return v.map((x) => this.decryptStrings(x, num, gen));
    if (v instanceof PdfDict) {
      const d = new PdfDict();
      for (const [k, x] of v.map) d.set(k, this.decryptStrings(x, num, gen));
      return d;
    }
    return v;
  }

  private objectStream(streamNum: number): { offsets: number[]; lexer: Lexer } {
    let os = this.objStmCache.get(streamNum);
    if (os) return os;
    const s = this.fetchNum(streamNum);
    if (!(s instanceof PdfStream)) throw new PdfFormatError(`object stream ${streamNum} missing`);
    const data = this.decode(s);
    const first = Number(this.get(s.dict.get('First')) ?? 0);
    const n = Number(this.get(s.dict.get('N')) ?? 0);
    const lx = new Lexer(data, 0);
    const offsets: number[] = [];
    for (let i = 0; i < n * 2; i++) {
      const t = lx.token();
      if (typeof t !== 'number') break;
      offsets.push(i % 2 === 1 ? t + first : t);
    }
    os = { offsets, lexer: lx };
    this.objStmCache.set(streamNum, os);
    return os;
  }

  private fromObjectStream(streamNum: number, index: number, num: number): PdfValue {
    const { offsets, lexer } = this.objectStream(streamNum);
    let i = index;
    // The index may be wrong in a damaged file: look the object number up instead.
    if (offsets[i * 2] !== num) {
      i = -1;
      for (let k = 0; k < offsets.length; k += 2) if (offsets[k] === num) i = k / 2;
      if (i < 0) return null;
    }
    const lx = new Lexer(lexer.buf, offsets[i * 2 + 1]);
    const v = lx.value();
    return v instanceof Keyword ? null : v;
  }

  /** A stream's data with its filters applied. Throws for image filters (never needed for text). */
  decode(s: PdfStream): Uint8Array {
    return decodeFilters(s.data, s.dict, (v) => this.get(v));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Pages

  get catalog(): PdfDict {
    return this.dict(this.trailer.get('Root')) ?? new PdfDict();
  }

  get pages(): PageInfo[] {
    if (!this.pageList) this.pageList = this.walkPages();
    return this.pageList;
  }

  private walkPages(): PageInfo[] {
    const out: PageInfo[] = [];
    const seen = new Set<PdfDict>();
    const visit = (node: PdfValue | undefined, ref: PdfRef | null, inherited: Inherited, depth: number) => {
      const d = this.dict(node);
      if (!d || seen.has(d) || depth > 64) return;
      seen.add(d);
      const here: Inherited = {
        resources: d.has('Resources') ? d.get('Resources') : inherited.resources,
        mediaBox: d.has('MediaBox') ? d.get('MediaBox') : inherited.mediaBox,
        cropBox: d.has('CropBox') ? d.get('CropBox') : inherited.cropBox,
        rotate: d.has('Rotate') ? d.get('Rotate') : inherited.rotate,
      };
      const kids = this.get(d.get('Kids'));
      const type = this.get(d.get('Type'));
      if (Array.isArray(kids) && !isName(type, 'Page')) {
        for (const k of kids) visit(k, k instanceof PdfRef ? k : null, here, depth + 1);
        return;
      }
      const media = normBox(this.numbers(here.mediaBox)) ?? LETTER;
      const crop = intersect(normBox(this.numbers(here.cropBox)) ?? media, media);
      const rot = Number(this.get(here.rotate) ?? 0);
      out.push({
        dict: d,
        ref,
        resources: this.dict(here.resources) ?? new PdfDict(),
        mediaBox: media,
        cropBox: crop,
        rotate: Number.isFinite(rot) && rot % 90 === 0 ? ((rot % 360) + 360) % 360 : 0,
      });
    };
    const root = this.catalog.get('Pages');
    visit(root, root instanceof PdfRef ? root : null, {}, 0);
    if (out.length === 0 && this.rebuilt) {
      // A broken page tree: take every page object found, in file order.
      for (const [num, e] of [...this.entries].sort((a, b) => offsetOf(a[1]) - offsetOf(b[1]))) {
        const d = this.dict(new PdfRef(num));
        if (d && isName(d.get('Type'), 'Page')) visit(d, new PdfRef(num), {}, 0);
        void e;
      }
    }
    return out;
  }

  /** The page's content streams decoded and joined (a page may split its content over several streams). */
  contents(page: PdfDict): Uint8Array {
    const c = this.get(page.get('Contents'));
    const list = Array.isArray(c) ? c.map((x) => this.get(x)) : [c];
    const parts: Uint8Array[] = [];
    for (const s of list) {
      if (!(s instanceof PdfStream)) continue;
      try {
        parts.push(this.decode(s));
      } catch {
        /* a damaged stream: the others can still be read */
      }
      parts.push(NEWLINE);
    }
    return Buffer.concat(parts);
  }
}

interface Inherited {
  resources?: PdfValue;
  mediaBox?: PdfValue;
  cropBox?: PdfValue;
  rotate?: PdfValue;
}

const NEWLINE = Uint8Array.of(0x0a);
const ENDSTREAM = Buffer.from('endstream');
const ENDOBJ = Buffer.from('endobj');

function indexOf(b: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf(needle, from);
}

export function isName(v: PdfValue | undefined, n: string): boolean {
  return v instanceof PdfName && v.name === n;
}

function merge(a: PdfDict | null, b: PdfDict): PdfDict {
  if (!a) return new PdfDict(b.map);
  const d = new PdfDict(a.map);
  for (const [k, v] of b.map) d.set(k, v);
  return d;
}

function offsetOf(e: Entry): number {
  return e.type === 'offset' ? e.offset : Infinity;
}

function normBox(b: number[] | null): number[] | null {
  if (!b || b.length !== 4) return null;
  const [x0, y0, x1, y1] = b;
  const box = [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
  return box[2] - box[0] > 0 && box[3] - box[1] > 0 ? box : null;
}

function intersect(a: number[], b: number[]): number[] {
  const r = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return r[2] > r[0] && r[3] > r[1] ? r : b;
}

export { EOF };
