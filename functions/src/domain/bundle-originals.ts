/**
 * TEMPORARY, issue 15 — the one place the evidence bundle still uses pdf-lib: reading an uploaded PDF so that its
 * pages can be placed in the bundle. Each page becomes a form XObject (its decoded content and its resources,
 * copied object by object) added to the bundle's document through `add`, the shape pdf/read's importPage will
 * have. When the reader lands, this file's body becomes a call to it and pdf-lib leaves the case-bundle Lambda.
 * Everything the bundle draws itself (index, headers, images, the letters sent) goes through pdf/write.
 */
import { deflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import * as pdf from '../pdf/objects';

export interface ImportedPage {
  /** a form XObject holding the whole page */
  form: pdf.PdfRef;
  /** the form's bounding box: the page's media box */
  box: { x: number; y: number; width: number; height: number };
}

type Add = (v: pdf.PdfValue) => pdf.PdfRef;

/** The pages of a PDF as form XObjects, or null when the file cannot be read (a damaged upload is listed, not fatal). */
export async function importPdfPages(bytes: Uint8Array, add: Add): Promise<ImportedPage[] | null> {
  let src: PDFDocument;
  try {
    src = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return null;
  }
  const copied = new Map<string, pdf.PdfRef>();
  try {
    return src.getPages().map((page) => {
      const box = page.getMediaBox();
      const contents = page.node.Contents();
      const streams =
        contents instanceof PDFArray
          ? contents.asArray().map((r) => src.context.lookup(r))
          : contents
            ? [contents]
            : [];
      // a page's content may be split over several streams, concatenated as if one (§7.8.2)
      const parts = streams
        .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
        .map((s) => Buffer.from(decodePDFRawStream(s).decode()));
      const data = Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from('\n'), p] : [p])));
      const resources = page.node.Resources();
      const form = add(
        new pdf.PdfStream(
          new pdf.PdfDict({
            Type: pdf.name('XObject'),
            Subtype: pdf.name('Form'),
            BBox: [box.x, box.y, box.x + box.width, box.y + box.height],
            Resources: resources ? convert(resources, src, add, copied) : new pdf.PdfDict(),
            Filter: pdf.name('FlateDecode'),
          }),
          deflateSync(data),
        ),
      );
      return { form, box };
    });
  } catch {
    return null;
  }
}

/**
 * A pdf-lib object as one of ours. Indirect objects are copied once each; the copy is added before its contents
 * are filled in, so objects that refer to each other keep doing so.
 */
function convert(
  o: PDFObject | undefined,
  src: PDFDocument,
  add: Add,
  copied: Map<string, pdf.PdfRef>,
): pdf.PdfValue {
  if (o === undefined) return null;
  if (o instanceof PDFRef) {
    const key = o.tag;
    const done = copied.get(key);
    if (done) return done;
    const target = src.context.lookup(o);
    if (target instanceof PDFStream) {
      const dict = new pdf.PdfDict();
      const ref = add(new pdf.PdfStream(dict, target.getContents()));
      copied.set(key, ref);
      fill(dict, target.dict, src, add, copied, 'Length'); // set from the data when written
      return ref;
    }
    if (target instanceof PDFDict) {
      const dict = new pdf.PdfDict();
      const ref = add(dict);
      copied.set(key, ref);
      fill(dict, target, src, add, copied);
      return ref;
    }
    if (target instanceof PDFArray) {
      const arr: pdf.PdfValue[] = [];
      const ref = add(arr);
      copied.set(key, ref);
      for (const x of target.asArray()) arr.push(convert(x, src, add, copied));
      return ref;
    }
    const ref = add(convert(target, src, add, copied));
    copied.set(key, ref);
    return ref;
  }
  if (o instanceof PDFName) return pdf.name(o.decodeText());
  if (o instanceof PDFNumber) return o.asNumber();
  if (o instanceof PDFBool) return o.asBoolean();
  if (o instanceof PDFString) return new pdf.PdfString(o.asBytes());
  if (o instanceof PDFHexString) return new pdf.PdfString(o.asBytes(), true);
  if (o instanceof PDFArray) return o.asArray().map((x) => convert(x, src, add, copied));
  if (o instanceof PDFDict) return fill(new pdf.PdfDict(), o, src, add, copied);
  // a direct stream cannot occur (streams are always indirect); PDFNull and anything unknown become null
  return null;
}

function fill(
  into: pdf.PdfDict,
  from: PDFDict,
  src: PDFDocument,
  add: Add,
  copied: Map<string, pdf.PdfRef>,
  skip?: string,
) {
  for (const [k, v] of from.entries())
    if (k.decodeText() !== skip) into.set(k.decodeText(), convert(v, src, add, copied));
  return into;
}
