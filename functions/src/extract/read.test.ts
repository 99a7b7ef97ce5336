import { describe, expect, it } from 'vitest';
import { fixtureFile, letterById } from '../../test/fixtures/letters';
import type { Ocr } from '../ports/ocr';
import { PdfDocument } from '../pdf/read';
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
    const page = new PdfDocument(calls[0]);
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
