/**
 * Taking one page out of a PDF: as a PDF of its own (for OCR engines that read one page at a time, like
 * Textract's synchronous API) or as a Form XObject inside another PDF being written (the evidence bundle places
 * an uploaded page on its own page). The page's object graph is copied deeply: fonts, images, annotations'
 * appearances. Other pages reachable through links (/Dest, an annotation's /P) become null rather than pulling in
 * the whole document; inherited attributes (/Resources, /MediaBox, /CropBox, /Rotate) are made explicit.
 * Strings and streams come out decrypted, stream data otherwise exactly as stored (images are not re-encoded).
 */
import { deflateSync } from 'node:zlib';
import { name, PdfDict, PdfRef, PdfStream, writeFile, type PdfValue } from '../objects';
import { isName, PdfReader, type PageInfo } from './document';

export class PageRangeError extends Error {}

function pageOf(doc: PdfReader, n: number): PageInfo {
  const page = doc.pages[n - 1];
  if (!page) throw new PageRangeError(`page ${n} of ${doc.pages.length}`);
  return page;
}

/**
 * Copies values from `doc` into a new file through `add` (which stores a value and returns its reference there).
 * Dictionaries, arrays and streams are registered before their contents are copied, so cycles are preserved.
 */
class Copier {
  private readonly map = new Map<number, PdfRef | null>();
  constructor(
    private readonly doc: PdfReader,
    private readonly add: (v: PdfValue) => PdfRef,
    private readonly page: PageInfo,
    private pageRef: PdfRef | null,
  ) {}

  /** The page dictionary's copy is registered by the caller (it needs a new /Parent). */
  setPage(ref: PdfRef): void {
    this.pageRef = ref;
    if (this.page.ref) this.map.set(this.page.ref.num, ref);
  }

  value(v: PdfValue | undefined): PdfValue {
    if (v === undefined) return null;
    if (v instanceof PdfRef) return this.ref(v);
    if (Array.isArray(v)) return v.map((x) => this.value(x));
    if (v instanceof PdfDict) {
      if (v === this.page.dict) return this.pageRef;
      if (isName(v.get('Type'), 'Page')) return null;
      const d = new PdfDict();
      this.fill(d, v);
      return d;
    }
    if (v instanceof PdfStream) {
      // A direct stream cannot exist; keep it indirect.
      return this.add(this.stream(v));
    }
    return v;
  }

  private stream(s: PdfStream): PdfStream {
    const out = new PdfStream(new PdfDict(), s.data);
    this.fill(out.dict, s.dict);
    out.dict.map.delete('Length');
    return out;
  }

  private fill(target: PdfDict, src: PdfDict): void {
    for (const [k, x] of src.map) {
      if (k === 'Parent' && isName(src.get('Type'), 'Page')) continue;
      target.set(k, this.value(x));
    }
  }

  private ref(r: PdfRef): PdfValue {
    if (this.map.has(r.num)) return this.map.get(r.num) ?? null;
    const v = this.doc.get(r);
    if (v === undefined || v === null) return null;
    if (v instanceof PdfDict && v !== this.page.dict && isName(v.get('Type'), 'Page')) {
      this.map.set(r.num, null);
      return null;
    }
    if (v instanceof PdfDict) {
      const d = new PdfDict();
      const ref = this.add(d);
      this.map.set(r.num, ref);
      this.fill(d, v);
      return ref;
    }
    if (v instanceof PdfStream) {
      const s = new PdfStream(new PdfDict(), v.data);
      const ref = this.add(s);
      this.map.set(r.num, ref);
      this.fill(s.dict, v.dict);
      s.dict.map.delete('Length');
      return ref;
    }
    if (Array.isArray(v)) {
      const a: PdfValue[] = [];
      const ref = this.add(a);
      this.map.set(r.num, ref);
      for (const x of v) a.push(this.value(x));
      return ref;
    }
    const ref = this.add(v);
    this.map.set(r.num, ref);
    return ref;
  }
}

/** Page n (1-based) of a PDF as a one-page PDF. Throws PdfFormatError / PageRangeError. */
export function onePagePdf(bytes: Uint8Array, n: number): Uint8Array {
  const doc = new PdfReader(bytes);
  return onePageOf(doc, n);
}

export function onePageOf(doc: PdfReader, n: number): Uint8Array {
  const page = pageOf(doc, n);
  const objects: PdfValue[] = [];
  const add = (v: PdfValue) => {
    objects.push(v);
    return new PdfRef(objects.length);
  };
  const catalog = new PdfDict({ Type: name('Catalog') });
  add(catalog);
  const pages = new PdfDict({ Type: name('Pages'), Count: 1 });
  const pagesRef = add(pages);
  catalog.set('Pages', pagesRef);
  const newPage = new PdfDict();
  const pageRef = add(newPage);
  pages.set('Kids', [pageRef]);
  const copier = new Copier(doc, add, page, pageRef);
  copier.setPage(pageRef);
  for (const [k, v] of page.dict.map) {
    if (k === 'Parent' || k === 'Resources' || k === 'MediaBox' || k === 'CropBox' || k === 'Rotate')
      continue;
    newPage.set(k, copier.value(v));
  }
  newPage.set('Type', name('Page'));
  newPage.set('Parent', pagesRef);
  newPage.set('Resources', copier.value(page.resources));
  newPage.set('MediaBox', page.mediaBox);
  if (page.cropBox.some((x, i) => x !== page.mediaBox[i])) newPage.set('CropBox', page.cropBox);
  if (page.rotate) newPage.set('Rotate', page.rotate);
  const file = writeFile(objects, new PdfDict({ Root: new PdfRef(1) }));
  // A plain Uint8Array (writeFile builds a Buffer, which some consumers, pdf.js among them, refuse).
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

/**
 * Page n of `doc` as a Form XObject added to another file through `add`: its content streams joined into one,
 * its resources, /BBox the visible page (the CropBox, which defaults to the MediaBox), and a /Matrix that applies
 * /Rotate and moves the page's lower-left corner to the origin. width × height is the page as displayed.
 */
export function importPage(
  doc: PdfReader,
  n: number,
  add: (v: PdfValue) => PdfRef,
): { xobject: PdfRef; width: number; height: number } {
  const page = pageOf(doc, n);
  const copier = new Copier(doc, add, page, null);
  const [x0, y0, x1, y1] = page.cropBox;
  const w = x1 - x0;
  const h = y1 - y0;
  const matrix =
    page.rotate === 90
      ? [0, -1, 1, 0, -y0, x1]
      : page.rotate === 180
        ? [-1, 0, 0, -1, x1, y1]
        : page.rotate === 270
          ? [0, 1, -1, 0, y1, -x0]
          : [1, 0, 0, 1, -x0, -y0];
  const content = doc.contents(page.dict);
  const dict = new PdfDict({
    Type: name('XObject'),
    Subtype: name('Form'),
    BBox: page.cropBox,
    Matrix: matrix,
    Resources: copier.value(page.resources),
    Filter: name('FlateDecode'),
  });
  const xobject = add(new PdfStream(dict, deflateSync(content)));
  const rotated = page.rotate === 90 || page.rotate === 270;
  return { xobject, width: rotated ? h : w, height: rotated ? w : h };
}
