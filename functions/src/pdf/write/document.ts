/**
 * A PDF document being written: pages, embedded fonts and images, raw objects, document information. Objects are
 * numbered as they are added; fonts are subset and written when the document is saved, once every glyph is known.
 * All pages share one resource dictionary (fonts, images, forms): a page simply draws what it names.
 */
import { deflateSync } from 'node:zlib';
import { name, PdfDict, PdfRef, PdfStream, PdfString, writeFile, type PdfValue } from '../objects';
import { EmbeddedFont } from '../font/embed';
import { parseFont } from '../font/truetype';
import { embedImage, type PdfImage } from './image';
import { Page, type Font } from './page';

/** A4 in points. */
export const A4: readonly [number, number] = [595.28, 841.89];

export interface DocumentInfo {
  title?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  /** the catalog's /Lang, for screen readers (BCP 47) */
  lang?: string;
}

export class PdfDocument {
  private readonly objects: (PdfValue | undefined)[] = [];
  private readonly pageList: Page[] = [];
  private readonly fonts = new Map<Uint8Array, Font>();
  private readonly xobjects = new Map<number, { ref: PdfRef; name: string }>();
  private saved = false;

  constructor(readonly info: DocumentInfo = {}) {}

  /** Adds an indirect object; returns its reference. */
  add = (value: PdfValue): PdfRef => {
    this.objects.push(value);
    return new PdfRef(this.objects.length);
  };

  /** A reference whose object is given later with `set` (for objects that refer to each other). */
  reserve(): PdfRef {
    this.objects.push(undefined);
    return new PdfRef(this.objects.length);
  }

  set(ref: PdfRef, value: PdfValue): void {
    this.objects[ref.num - 1] = value;
  }

  get pages(): readonly Page[] {
    return this.pageList;
  }

  /** A new page, at the end or at position `at` (0 = first). */
  addPage(size: readonly [number, number] = A4, at = this.pageList.length): Page {
    const page = new Page({ xobject: (ref) => this.xobjectName(ref) }, size[0], size[1]);
    this.pageList.splice(at, 0, page);
    return page;
  }

  /** A TrueType font for this document (one per font file; the file is parsed once per process). */
  embedFont(bytes: Uint8Array): Font {
    let f = this.fonts.get(bytes);
    if (!f) {
      const embedded = new EmbeddedFont(parseFont(bytes));
      f = {
        resource: `F${this.fonts.size + 1}`,
        embedded,
        widthOfTextAtSize: (text, size) => embedded.widthOfTextAtSize(text, size),
      };
      this.fonts.set(bytes, f);
    }
    return f;
  }

  /** A JPEG or PNG image, to draw with page.image. */
  embedImage(bytes: Uint8Array): PdfImage {
    return embedImage(bytes, this.add);
  }

  private xobjectName(ref: PdfRef): string {
    let x = this.xobjects.get(ref.num);
    if (!x) this.xobjects.set(ref.num, (x = { ref, name: `X${this.xobjects.size + 1}` }));
    return x.name;
  }

  save(): Uint8Array {
    if (this.saved) throw new Error('a PDF document is saved once');
    this.saved = true;
    const fonts = new PdfDict();
    for (const f of this.fonts.values()) fonts.set(f.resource, f.embedded.write(this.add));
    const xobjects = new PdfDict();
    for (const x of this.xobjects.values()) xobjects.set(x.name, x.ref);
    const resources = this.add(
      new PdfDict({
        ProcSet: [name('PDF'), name('Text'), name('ImageB'), name('ImageC'), name('ImageI')],
        Font: fonts.map.size ? fonts : undefined,
        XObject: xobjects.map.size ? xobjects : undefined,
      }),
    );
    const pagesRef = this.reserve();
    const kids = this.pageList.map((p) => {
      const contents = this.add(
        new PdfStream(new PdfDict({ Filter: name('FlateDecode') }), deflateSync(p.content())),
      );
      return this.add(
        new PdfDict({
          Type: name('Page'),
          Parent: pagesRef,
          MediaBox: [0, 0, p.width, p.height],
          Resources: resources,
          Contents: contents,
        }),
      );
    });
    this.set(pagesRef, new PdfDict({ Type: name('Pages'), Kids: kids, Count: kids.length }));
    const { title, subject, creator, producer, lang } = this.info;
    const catalog = this.add(
      new PdfDict({ Type: name('Catalog'), Pages: pagesRef, Lang: lang ? PdfString.text(lang) : undefined }),
    );
    const now = pdfDate(new Date());
    const info = this.add(
      new PdfDict({
        Title: title ? PdfString.text(title) : undefined,
        Subject: subject ? PdfString.text(subject) : undefined,
        Creator: creator ? PdfString.text(creator) : undefined,
        Producer: producer ? PdfString.text(producer) : undefined,
        CreationDate: PdfString.latin1(now),
        ModDate: PdfString.latin1(now),
      }),
    );
    if (this.objects.some((o) => o === undefined)) throw new Error('a reserved PDF object was never set');
    const file = writeFile(this.objects as PdfValue[], new PdfDict({ Root: catalog, Info: info }));
    // a plain Uint8Array, not a Buffer: pdf.js and others refuse Buffer
    return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  }
}

/** D:YYYYMMDDHHmmSSZ (§7.9.4), in UTC. */
function pdfDate(d: Date): string {
  return `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
