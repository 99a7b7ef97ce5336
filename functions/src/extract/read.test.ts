import { describe, expect, it } from 'vitest';
import { fixtureFile, letterById } from '../../test/fixtures/letters';
import type { Ocr } from '../ports/ocr';
import { assemble, onePage, streamBody } from '../../test/fixtures/raw-pdf';
import { PdfReader } from '../pdf/read';
import { readDocument, UnsupportedDocumentError } from './read';

/** An engine that records what it was given: images, and PDF pages (one-page PDFs). */
function fakeOcr(text = 'OCR TEXT') {
  const calls: Uint8Array[] = [];
  const ocr: Ocr = {
    async recognize(image) {
      calls.push(image);
      return { text, confidence: 90 };
    },
    async recognizePdfPage(pdf) {
      calls.push(pdf);
      return { text, confidence: 90 };
    },
  };
  return { ocr, calls };
}

describe('readDocument', () => {
  it('sends images to OCR, whatever content type was declared', async () => {
    const { ocr, calls } = fakeOcr('Hello\n\n  world  ');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const r = await readDocument(png, 'application/pdf', ocr);
    expect(r).toEqual({ text: 'Hello\nworld', method: 'ocr', pages: 1 });
    expect(calls).toHaveLength(1);
  });

  it('OCRs a PDF page whose text layer is only a watermark, and reads a real text layer directly', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const make = async (lines: string[]) => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const page = doc.addPage([595, 842]);
      lines.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 14, size: 10, font }));
      return new Uint8Array(await doc.save());
    };
    const scanned = fakeOcr(
      'Acme Ltd\nBalance due £10.00 and a good deal more text read from the scanned image',
    );
    const r1 = await readDocument(await make(['Scanned with PhoneScan']), 'application/pdf', scanned.ocr);
    expect(r1.method).toBe('ocr');
    expect(scanned.calls).toHaveLength(1);
    expect(r1.text).toMatch(/^Acme Ltd\nBalance due/);

    const lines = Array.from(
      { length: 12 },
      (_, i) => `Line ${i + 1} of a letter with a real text layer, long enough to count.`,
    );
    const typed = fakeOcr();
    const r2 = await readDocument(await make(lines), 'application/pdf', typed.ocr);
    expect(r2).toEqual({ text: lines.join('\n'), method: 'pdf-text', pages: 1 });
    expect(typed.calls).toHaveLength(0);
  }, 30_000);

  it('rejects files that are not PDF, PNG or JPEG', async () => {
    const { ocr } = fakeOcr();
    await expect(
      readDocument(new TextEncoder().encode('just text'), 'text/plain', ocr),
    ).rejects.toBeInstanceOf(UnsupportedDocumentError);
    await expect(
      readDocument(new TextEncoder().encode('%PDF-1.4 garbage'), 'application/pdf', ocr),
    ).rejects.toBeInstanceOf(UnsupportedDocumentError);
  });
});

describe('readDocument on PDFs our reader cannot use as they are', () => {
  const latin1 = (t: string) => new Uint8Array(Buffer.from(t, 'latin1'));

  it('hands a PDF whose structure it cannot follow to OCR whole', async () => {
    const { ocr, calls } = fakeOcr('text the engine found');
    const bytes = latin1('%PDF-1.4\n1 0 obj\n<</Producer (broken)>>\nendobj\n%%EOF\n');
    expect(await readDocument(bytes, 'application/pdf', ocr)).toEqual({
      text: 'text the engine found',
      method: 'ocr',
      pages: 1,
    });
    expect(calls[0]).toBe(bytes);
  });

  it('OCRs a page whose text layer is garbled (private-use code points from a font without Unicode)', async () => {
    const { ocr, calls } = fakeOcr('Balance due £10.00');
    const cmap =
      '1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <E020> endbfrange';
    const line = 'Garbled text layer line that maps to private use characters only. ';
    const bytes = assemble(
      onePage(
        `BT /F1 10 Tf 72 700 Td 12 TL (${line}) Tj (${line}) ' (${line}) ' (${line}) ' ET`,
        '<</Font <</F1 5 0 R>>>>',
        [
          { num: 5, body: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R>>' },
          { num: 6, body: streamBody('', cmap) },
        ],
      ),
      { trailer: '/Root 1 0 R' },
    ).bytes;
    const r = await readDocument(bytes, 'application/pdf', ocr);
    expect(r).toEqual({ text: 'Balance due £10.00', method: 'ocr', pages: 1 });
    expect(calls).toHaveLength(1);
  });

  it('refuses a PDF that needs a password to open, saying so', async () => {
    const { ocr } = fakeOcr();
    const enc = `<</Filter /Standard /V 2 /R 3 /Length 128 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4>>`;
    const bytes = assemble(onePage('BT ET', '<<>>', [{ num: 5, body: enc }]), {
      trailer: `/Root 1 0 R /Encrypt 5 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
    }).bytes;
    await expect(readDocument(bytes, 'application/pdf', ocr)).rejects.toThrow(/password/);
  });
});

describe('readDocument on the test letters', () => {
  const letter = letterById('F002');

  it('reads a text PDF from its text layer, one printed line per line, without OCR', async () => {
    const { ocr, calls } = fakeOcr();
    const bytes = new Uint8Array(await fixtureFile(letter.id, 'pdf'));
    const t0 = Date.now();
    const r = await readDocument(bytes, 'application/pdf', ocr);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(r.method).toBe('pdf-text');
    expect(r.pages).toBe(1);
    expect(calls).toHaveLength(0);
    expect(r.text.split('\n')).toEqual(letter.lines.map((l) => l.replace(/\s+/g, ' ').trim()));
    // the input buffer is still usable (pdf.js was given a copy)
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('hands a scanned (image-only) PDF page to OCR as a one-page PDF holding the scan', async () => {
    const { ocr, calls } = fakeOcr('scanned page text');
    const bytes = new Uint8Array(await fixtureFile(letter.id, 'scanPdf'));
    const r = await readDocument(bytes, 'application/pdf', ocr);
    expect(r).toEqual({ text: 'scanned page text', method: 'ocr', pages: 1 });
    expect(calls).toHaveLength(1);
    const page = new PdfReader(calls[0]);
    expect(page.pages).toHaveLength(1);
    const xobjects = page.dict(page.pages[0].resources.get('XObject'));
    expect([...(xobjects?.map.keys() ?? [])].length).toBeGreaterThan(0);
  }, 30_000);
});

describe('readDocument with an engine that reads PDF pages itself', () => {
  it('hands each scanned page over as a one-page PDF instead of rendering it', async () => {
    const seen: Uint8Array[] = [];
    const ocr = {
      recognize: async () => {
        throw new Error('must not render');
      },
      recognizePdfPage: async (pdf: Uint8Array) => {
        seen.push(pdf);
        return {
          text: 'Harrowgate Debt Purchasing Ltd\nCurrent balance: £1,847.32 and more text on the page',
        };
      },
    };
    const r = await readDocument(
      new Uint8Array(await fixtureFile('F001', 'scanPdf')),
      'application/pdf',
      ocr,
    );
    expect(r.method).toBe('ocr');
    expect(r.text).toContain('Harrowgate Debt Purchasing Ltd');
    expect(seen).toHaveLength(1);
    expect(Buffer.from(seen[0].subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
