/**
 * Our reader against pdf.js on generated documents: pdf-lib with the standard fonts (WinAnsi, widths given), and
 * our writer (pdf/write) with embedded subset TrueType fonts (Type0, Identity-H, ToUnicode), in layouts letters use. Every page's text, as
 * extract/read.ts joins it, must be identical. (scripts/pdf-oracle.ts does the same on the corpora and on
 * Chromium-printed pages.)
 */
import fs from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../extract/read';
import { PdfDocument as PdfWriter } from '../write';
import { PdfReader } from './document';
import { pageTextItems } from './text';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';

function rand(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const WORDS =
  'Dear customer your account balance is overdue please pay within 14 days or contact us reference number ' +
  'arrears £1,234.56 (inc. VAT) 5% interest: “final” notice — Ltd & Co. café naïve Øre';

interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  font: number;
  /** a second run on the same line: a label's value, right-aligned */
  value?: { text: string; font: number };
}

/** A page of lines with varied fonts, sizes, positions and line gaps; fonts are indices into a list of 4. */
function layout(r: () => number, ascii: boolean): Line[][] {
  const words = WORDS.split(' ');
  const pages: Line[][] = [];
  for (let p = 0; p < 1 + Math.floor(r() * 2); p++) {
    const lines: Line[] = [];
    let y = 800;
    while (y > 80) {
      const size = 8 + Math.floor(r() * 9);
      let text = Array.from(
        { length: 2 + Math.floor(r() * 9) },
        () => words[Math.floor(r() * words.length)],
      ).join(' ');
      if (ascii) text = text.replace(/[^\x20-\x7e£“”—éïØ]/g, '');
      const line: Line = { text, x: 40 + Math.floor(r() * 120), y, size, font: Math.floor(r() * 4) };
      if (r() < 0.4) line.value = { text: `£${(r() * 5000).toFixed(2)}`, font: Math.floor(r() * 4) };
      lines.push(line);
      y -= size * (1.2 + r() * 0.8);
    }
    pages.push(lines);
  }
  return pages;
}

/** pdf-lib with the standard fonts. */
async function pdfLibDoc(seed: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const r = rand(seed);
  const doc = await PDFDocument.create();
  const std = [
    StandardFonts.Helvetica,
    StandardFonts.HelveticaBold,
    StandardFonts.TimesRoman,
    StandardFonts.Courier,
  ];
  const fonts = await Promise.all(std.map((f) => doc.embedFont(f)));
  for (const lines of layout(r, true)) {
    const page = doc.addPage([595.28, 841.89]);
    for (const l of lines) {
      page.drawText(l.text, { x: l.x, y: l.y, size: l.size, font: fonts[l.font] });
      if (l.value) {
        const f = fonts[l.value.font];
        page.drawText(l.value.text, {
          x: 555 - f.widthOfTextAtSize(l.value.text, l.size),
          y: l.y,
          size: l.size,
          font: f,
        });
      }
    }
  }
  return doc.save({ useObjectStreams: r() < 0.5 });
}

/** Our writer with embedded subset DejaVu fonts. */
function writerDoc(seed: number): Uint8Array {
  const r = rand(seed);
  const doc = new PdfWriter();
  const files = ['DejaVuSans.ttf', 'DejaVuSerif.ttf', 'DejaVuSansMono.ttf', 'DejaVuSans-Bold.ttf'];
  const fonts = files.map((f) => doc.embedFont(fs.readFileSync(`${DEJAVU}/${f}`)));
  for (const lines of layout(r, false)) {
    const page = doc.addPage([595.28, 841.89]);
    for (const l of lines) {
      page.text(l.text, { x: l.x, y: l.y, size: l.size, font: fonts[l.font] });
      if (l.value) {
        const f = fonts[l.value.font];
        page.text(l.value.text, {
          x: 555 - f.widthOfTextAtSize(l.value.text, l.size),
          y: l.y,
          size: l.size,
          font: f,
        });
      }
    }
  }
  return doc.save();
}

async function pdfjsPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const out: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++)
    out.push(pageText((await (await pdf.getPage(p)).getTextContent()).items as never));
  await pdf.destroy();
  return out;
}

describe('text layer: our reader agrees with pdf.js', () => {
  it('on 12 generated documents (pdf-lib standard fonts, our writer with subset TrueType)', async () => {
    let pages = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const bytes = seed % 2 ? await pdfLibDoc(seed) : writerDoc(seed);
      const doc = new PdfReader(bytes);
      const ours = doc.pages.map((p) => pageText(pageTextItems(doc, p)));
      const theirs = await pdfjsPages(bytes);
      expect(ours, `document ${seed}`).toEqual(theirs);
      expect(ours.join('').length).toBeGreaterThan(200);
      pages += ours.length;
    }
    expect(pages).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
