import { describe, expect, it } from 'vitest';
import {
  assemble,
  flate,
  HELVETICA,
  helveticaPage,
  onePage,
  streamBody,
} from '../../../test/fixtures/raw-pdf';
import { pageText } from '../../extract/read';
import { PdfDict, PdfName, PdfStream } from '../objects';
import { NotAPdfError, PdfReader, PdfFormatError } from './document';
import { pageTextItems } from './text';

const textOf = (bytes: Uint8Array, page = 0) => {
  const doc = new PdfReader(bytes);
  return pageText(pageTextItems(doc, doc.pages[page]));
};
const latin1 = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const SHOW = 'BT /F1 12 Tf 72 700 Td (Hello from the text layer) Tj ET';

describe('PDF file structure', () => {
  it('reads objects through a classic cross-reference table', () => {
    expect(textOf(helveticaPage(SHOW))).toBe('Hello from the text layer');
  });

  it('reads a cross-reference stream (PNG-predicted) and objects packed in an object stream', () => {
    const bytes = helveticaPage(SHOW, { xref: 'stream', compressed: [1, 2, 3, 5] });
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\bxref\b/);
    expect(textOf(bytes)).toBe('Hello from the text layer');
  });

  it('follows /Prev: an incremental update replaces an object', () => {
    const { bytes, xrefAt } = assemble(onePage(SHOW, '<</Font <</F1 5 0 R>>>>', [HELVETICA]), {
      trailer: '/Root 1 0 R',
    });
    const at = bytes.length;
    const update = `4 0 obj\n${Buffer.from(streamBody('', 'BT /F1 12 Tf 72 700 Td (Second revision) Tj ET')).toString('latin1')}\nendobj\n`;
    const xref = at + update.length;
    const tail = `xref\n4 1\n${String(at).padStart(10, '0')} 00000 n \ntrailer\n<</Size 6 /Root 1 0 R /Prev ${xrefAt}>>\nstartxref\n${xref}\n%%EOF\n`;
    const updated = new Uint8Array(Buffer.concat([bytes, latin1(update + tail)]));
    expect(textOf(updated)).toBe('Second revision');
  });

  it('reads a hybrid file: the table, then /XRefStm for objects in an object stream', () => {
    const head = '%PDF-1.5\n';
    const objs: string[] = [];
    const offsets: number[] = [];
    let pos = head.length;
    const add = (num: number, body: string) => {
      offsets[num] = pos;
      const s = `${num} 0 obj\n${body}\nendobj\n`;
      objs.push(s);
      pos += s.length;
    };
    add(1, '<</Type /Catalog /Pages 2 0 R>>');
    add(2, '<</Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 600 800]>>');
    add(3, '<</Type /Page /Parent 2 0 R /Resources <</Font <</F1 5 0 R>>>> /Contents 4 0 R>>');
    add(4, Buffer.from(streamBody('', SHOW)).toString('latin1'));
    const font = HELVETICA.body as string;
    const osHead = '5 0 ';
    add(
      6,
      Buffer.from(streamBody(`/Type /ObjStm /N 1 /First ${osHead.length}`, osHead + font)).toString('latin1'),
    );
    // xref stream (object 7): only object 5, compressed in 6 at index 0; no filter, /W [1 1 1].
    add(
      7,
      Buffer.from(
        streamBody('/Type /XRef /W [1 1 1] /Index [5 1] /Size 8', Uint8Array.from([2, 6, 0])),
      ).toString('latin1'),
    );
    const xrefAt = pos;
    let t = 'xref\n0 8\n0000000000 65535 f \n';
    for (let n = 1; n < 8; n++)
      t += n === 5 ? '0000000000 65535 f \n' : `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
    const file =
      head +
      objs.join('') +
      t +
      `trailer\n<</Size 8 /Root 1 0 R /XRefStm ${offsets[7]}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
    expect(textOf(latin1(file))).toBe('Hello from the text layer');
  });

  it('rebuilds a broken cross-reference by scanning for objects (bad startxref, shifted offsets, none at all)', () => {
    expect(textOf(helveticaPage(SHOW, { badStartxref: true }))).toBe('Hello from the text layer');
    expect(textOf(helveticaPage(SHOW, { offsetShift: 3 }))).toBe('Hello from the text layer');
    expect(textOf(helveticaPage(SHOW, { xref: 'none' }))).toBe('Hello from the text layer');
  });

  it('rebuilds around objects in object streams when the cross-reference stream is lost', () => {
    const bytes = helveticaPage(SHOW, { xref: 'stream', compressed: [2, 3, 5], badStartxref: true });
    expect(textOf(bytes)).toBe('Hello from the text layer');
  });

  it('reads a stream whose /Length is indirect, or wrong', () => {
    const indirect = assemble(
      [
        ...onePage('', '<</Font <</F1 5 0 R>>>>', [HELVETICA]).filter((o) => o.num !== 4),
        { num: 4, body: streamBody('', SHOW, '6 0 R') },
        { num: 6, body: String(SHOW.length) },
      ],
      { trailer: '/Root 1 0 R' },
    ).bytes;
    expect(textOf(indirect)).toBe('Hello from the text layer');
    const wrong = assemble(
      [
        ...onePage('', '<</Font <</F1 5 0 R>>>>', [HELVETICA]).filter((o) => o.num !== 4),
        { num: 4, body: streamBody('', SHOW, '9999') },
      ],
      { trailer: '/Root 1 0 R' },
    ).bytes;
    expect(textOf(wrong)).toBe('Hello from the text layer');
    const missing = assemble(
      [
        ...onePage('', '<</Font <</F1 5 0 R>>>>', [HELVETICA]).filter((o) => o.num !== 4),
        { num: 4, body: streamBody('/Filter /FlateDecode', flate(SHOW), null) },
      ],
      { trailer: '/Root 1 0 R' },
    ).bytes;
    expect(textOf(missing)).toBe('Hello from the text layer');
  });

  it('walks the page tree: order, and inherited /Resources, /MediaBox and /Rotate', () => {
    const objects = [
      { num: 1, body: '<</Type /Catalog /Pages 2 0 R>>' },
      {
        num: 2,
        body: '<</Type /Pages /Kids [3 0 R 6 0 R] /Count 3 /Resources <</Font <</F1 5 0 R>>>> /MediaBox [0 0 500 700] /Rotate 90>>',
      },
      { num: 3, body: '<</Type /Page /Parent 2 0 R /Contents 4 0 R>>' },
      { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 600 Td (Page one) Tj ET') },
      HELVETICA,
      { num: 6, body: '<</Type /Pages /Parent 2 0 R /Kids [7 0 R 8 0 R] /Count 2 /MediaBox [0 0 300 400]>>' },
      { num: 7, body: '<</Type /Page /Parent 6 0 R /Contents 9 0 R /Rotate 0>>' },
      { num: 8, body: '<</Type /Page /Parent 6 0 R /Contents [10 0 R 11 0 R] /CropBox [10 10 200 200]>>' },
      { num: 9, body: streamBody('', 'BT /F1 12 Tf 72 300 Td (Page two) Tj ET') },
      { num: 10, body: streamBody('', 'BT /F1 12 Tf 20 100 Td (Page) Tj') },
      { num: 11, body: streamBody('', '( three) Tj ET') },
    ];
    const doc = new PdfReader(assemble(objects, { trailer: '/Root 1 0 R' }).bytes);
    expect(doc.pages.map((p) => [p.mediaBox, p.rotate])).toEqual([
      [[0, 0, 500, 700], 90],
      [[0, 0, 300, 400], 0],
      [[0, 0, 300, 400], 90],
    ]);
    expect(doc.pages[2].cropBox).toEqual([10, 10, 200, 200]);
    expect(doc.pages.map((p) => pageText(pageTextItems(doc, p)))).toEqual([
      'Page one',
      'Page two',
      'Page three',
    ]);
    const font = doc.dict(doc.pages[1].resources.get('Font'))?.get('F1');
    expect(doc.get(font)).toBeInstanceOf(PdfDict);
  });

  it('refuses bytes with no PDF structure at all', () => {
    expect(() => new PdfReader(latin1('%PDF-1.4 garbage'))).toThrow(NotAPdfError);
    expect(() => new PdfReader(latin1('hello'))).toThrow(NotAPdfError);
  });

  it('keeps stream data as stored and decodes it on request', () => {
    const doc = new PdfReader(helveticaPage(SHOW, { xref: 'stream', compressed: [5] }));
    const content = doc.get(doc.pages[0].dict.get('Contents'));
    expect(content).toBeInstanceOf(PdfStream);
    expect(Buffer.from(doc.decode(content as PdfStream)).toString('latin1')).toBe(SHOW);
    expect(doc.dict(doc.pages[0].resources.get('Font'))!.get('F1')).toBeDefined();
    expect(doc.catalog.get('Type')).toBe(PdfName.of('Catalog'));
  });
});

describe('damaged files', () => {
  it('never fails other than with a format error, however a real file is cut or overwritten', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const src = await PDFDocument.create();
    const font = await src.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 3; i++)
      src
        .addPage()
        .drawText(`Page ${i + 1} of a letter that was damaged in transit`, { x: 50, y: 700, size: 12, font });
    for (const useObjectStreams of [false, true]) {
      const bytes = await src.save({ useObjectStreams });
      let readable = 0;
      for (let k = 1; k < 40; k++) {
        const variants = [
          bytes.subarray(0, Math.floor((bytes.length * k) / 40)),
          Uint8Array.from(bytes, (b, i) => (i % 97 === k ? b ^ 0x5a : b)),
        ];
        for (const v of variants) {
          let doc: PdfReader;
          try {
            doc = new PdfReader(v);
          } catch (e) {
            expect(e, String(e)).toBeInstanceOf(PdfFormatError);
            continue;
          }
          for (const p of doc.pages) pageText(pageTextItems(doc, p));
          readable++;
        }
      }
      expect(readable).toBeGreaterThan(20);
    }
  }, 60_000);
});
