import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { assemble, HELVETICA, streamBody } from '../../../test/fixtures/raw-pdf';
import { pageText } from '../../extract/read';
import { name, PdfDict, PdfRef, PdfStream, writeFile, type PdfValue } from '../objects';
import { PdfReader } from './document';
import { importPage, onePagePdf, PageRangeError } from './page-copy';
import { pageTextItems } from './text';

/** Three pages under two /Pages nodes; resources, MediaBox and Rotate inherited; a link from page 2 to page 1. */
function threePages(): Uint8Array {
  const show = (t: string) => streamBody('', `BT /F1 12 Tf 72 700 Td (${t}) Tj ET`);
  return assemble(
    [
      { num: 1, body: '<</Type /Catalog /Pages 2 0 R>>' },
      {
        num: 2,
        body: '<</Type /Pages /Kids [3 0 R 6 0 R] /Count 3 /Resources <</Font <</F1 5 0 R>>>> /MediaBox [0 0 600 800]>>',
      },
      { num: 3, body: '<</Type /Page /Parent 2 0 R /Contents 4 0 R>>' },
      { num: 4, body: show('First page') },
      HELVETICA,
      { num: 6, body: '<</Type /Pages /Parent 2 0 R /Kids [7 0 R 8 0 R] /Count 2 /Rotate 90>>' },
      { num: 7, body: '<</Type /Page /Parent 6 0 R /Contents [9 0 R 12 0 R] /Annots [10 0 R]>>' },
      { num: 8, body: '<</Type /Page /Parent 6 0 R /Contents 11 0 R /MediaBox [0 0 300 400]>>' },
      { num: 9, body: show('Second page') },
      { num: 10, body: '<</Type /Annot /Subtype /Link /Rect [0 0 10 10] /Dest [3 0 R /Fit] /P 7 0 R>>' },
      { num: 11, body: streamBody('', 'BT /F1 12 Tf 72 300 Td (Third page) Tj ET') },
      { num: 12, body: streamBody('', 'BT /F1 12 Tf 72 680 Td (continued) Tj ET') },
    ],
    { trailer: '/Root 1 0 R' },
  ).bytes;
}

const textOf = (doc: PdfReader, i = 0) => pageText(pageTextItems(doc, doc.pages[i]));

async function pdfjsText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const c = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return pageText(c.items as never);
}

describe('onePagePdf', () => {
  it('copies one page with its resources, inherited attributes made explicit, nothing of the other pages', async () => {
    const one = onePagePdf(threePages(), 2);
    const doc = new PdfReader(one);
    expect(doc.pages).toHaveLength(1);
    const p = doc.pages[0];
    expect(p.rotate).toBe(90);
    expect(p.mediaBox).toEqual([0, 0, 600, 800]);
    expect(p.dict.get('Rotate')).toBe(90);
    expect(p.dict.get('MediaBox')).toEqual([0, 0, 600, 800]);
    expect(p.dict.has('Resources')).toBe(true);
    expect(textOf(doc)).toBe('Second page\ncontinued');
    // the link to page 1 is kept, its destination page is not
    const annot = doc.dict((doc.get(p.dict.get('Annots')) as PdfValue[])[0])!;
    expect(doc.get(annot.get('Dest')) as PdfValue[]).toEqual([null, name('Fit')]);
    expect(doc.get(annot.get('P'))).toBe(p.dict);
    const pages = doc.dict(doc.catalog.get('Pages'))!;
    expect(pages.get('Count')).toBe(1);
    expect(Buffer.from(one).toString('latin1')).not.toMatch(/First page|Third page/);
    expect(await pdfjsText(one)).toBe('Second page\ncontinued');
  });

  it('takes the last page, and refuses a page that does not exist', () => {
    const doc = new PdfReader(onePagePdf(threePages(), 3));
    expect(doc.pages[0].mediaBox).toEqual([0, 0, 300, 400]);
    expect(textOf(doc)).toBe('Third page');
    expect(() => onePagePdf(threePages(), 4)).toThrow(PageRangeError);
  });

  it('copies a page of a pdf-lib document (object streams, shared fonts) that pdf.js reads the same', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const src = await PDFDocument.create();
    const font = await src.embedFont(StandardFonts.TimesRoman);
    for (const t of ['Alpha letter', 'Beta letter: balance £42.00'])
      src.addPage([595, 842]).drawText(t, { x: 50, y: 780, size: 11, font });
    const bytes = await src.save({ useObjectStreams: true });
    const one = onePagePdf(bytes, 2);
    expect(textOf(new PdfReader(one))).toBe('Beta letter: balance £42.00');
    expect(await pdfjsText(one)).toBe('Beta letter: balance £42.00');
  });
});

describe('importPage', () => {
  /** A new file whose only page draws page n of `source` as a Form XObject. */
  function placed(source: Uint8Array, n: number) {
    const objects: PdfValue[] = [];
    const add = (v: PdfValue) => {
      objects.push(v);
      return new PdfRef(objects.length);
    };
    const catalog = new PdfDict({ Type: name('Catalog') });
    add(catalog);
    const placedPage = importPage(new PdfReader(source), n, add);
    const { xobject, width, height } = placedPage;
    const content = add(new PdfStream(new PdfDict(), Buffer.from('q 1 0 0 1 0 0 cm /P0 Do Q', 'latin1')));
    const pagesRef = new PdfRef(objects.length + 2);
    const page = add(
      new PdfDict({
        Type: name('Page'),
        Parent: pagesRef,
        MediaBox: [0, 0, width, height],
        Resources: new PdfDict({ XObject: new PdfDict({ P0: xobject }) }),
        Contents: content,
      }),
    );
    add(new PdfDict({ Type: name('Pages'), Kids: [page], Count: 1 }));
    catalog.set('Pages', pagesRef);
    const bytes = writeFile(objects, new PdfDict({ Root: new PdfRef(1) }));
    return { bytes: new Uint8Array(bytes), ...placedPage, objects };
  }

  it('places a page as a Form XObject whose text reads as the original', async () => {
    const { bytes, width, height } = placed(threePages(), 1);
    expect([width, height]).toEqual([600, 800]);
    expect(textOf(new PdfReader(bytes))).toBe('First page');
    expect(await pdfjsText(bytes)).toBe('First page');
  });

  it('turns /Rotate into the form matrix and swaps the displayed size', () => {
    const { width, height, objects, xobject } = placed(threePages(), 3);
    expect([width, height]).toEqual([400, 300]);
    const form = objects[xobject.num - 1] as PdfStream;
    const m = form.dict.get('Matrix') as number[];
    const apply = (x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
    // page corners land on the displayed page: top-left of the page → top-right (turned a quarter clockwise)
    expect(apply(0, 400)).toEqual([400, 300]);
    expect(apply(0, 0)).toEqual([0, 300]);
    expect(apply(300, 0)).toEqual([0, 0]);
    expect(form.dict.get('BBox')).toEqual([0, 0, 300, 400]);
    expect((form.dict.get('Resources') as PdfDict).has('Font')).toBe(true);
  });
});
