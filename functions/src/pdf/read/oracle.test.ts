/**
 * Our reader against pdf.js on documents made with pdf-lib: the standard fonts (WinAnsi, widths given) and
 * embedded subset TrueType fonts (Type0, Identity-H, ToUnicode), in layouts letters use. Every page's text, as
 * extract/read.ts joins it, must be identical. (scripts/pdf-oracle.ts does the same on the corpora and on
 * Chromium-printed pages.)
 */
import fs from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../extract/read';
import { PdfDocument } from './document';
import { pageTextItems } from './text';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';

function rand(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const WORDS =
  'Dear customer your account balance is overdue please pay within 14 days or contact us reference number ' +
  'arrears £1,234.56 (inc. VAT) 5% interest: “final” notice — Ltd & Co. café naïve Øre';

async function makeDoc(seed: number): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, degrees } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const r = rand(seed);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const std = [
    StandardFonts.Helvetica,
    StandardFonts.HelveticaBold,
    StandardFonts.TimesRoman,
    StandardFonts.Courier,
  ];
  const ttf = ['DejaVuSans.ttf', 'DejaVuSerif.ttf', 'DejaVuSansMono.ttf', 'DejaVuSans-Bold.ttf'];
  const fonts = await Promise.all([
    ...std.map((f) => doc.embedFont(f)),
    ...ttf.map((f) => doc.embedFont(fs.readFileSync(`${DEJAVU}/${f}`), { subset: true })),
  ]);
  const words = WORDS.split(' ');
  for (let p = 0; p < 1 + Math.floor(r() * 2); p++) {
    const page = doc.addPage([595.28, 841.89]);
    let y = 800;
    while (y > 80) {
      const font = fonts[Math.floor(r() * fonts.length)];
      const size = 8 + Math.floor(r() * 9);
      const n = 2 + Math.floor(r() * 9);
      let text = Array.from({ length: n }, () => words[Math.floor(r() * words.length)]).join(' ');
      if (
        font.name.startsWith('Helvetica') ||
        font.name.startsWith('Times') ||
        font.name.startsWith('Courier')
      )
        text = text.replace(/[^\x20-\x7e£“”—éïØ]/g, '');
      const x = 40 + Math.floor(r() * 120);
      page.drawText(text, { x, y, size, font });
      // sometimes a second run on the same line: a label and its value, or a right-aligned amount
      if (r() < 0.4) {
        const f2 = fonts[Math.floor(r() * 4)];
        const v = `£${(r() * 5000).toFixed(2)}`;
        page.drawText(v, { x: 555 - f2.widthOfTextAtSize(v, size), y, size, font: f2 });
      }
      if (r() < 0.05)
        page.drawText('DRAFT', { x: 200, y: 300, size: 40, font: fonts[1], rotate: degrees(45) });
      y -= size * (1.2 + r() * 0.8);
    }
  }
  return doc.save({ useObjectStreams: r() < 0.5 });
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
  it('on 12 generated pdf-lib documents (standard and embedded subset fonts)', async () => {
    let pages = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const bytes = await makeDoc(seed);
      const doc = new PdfDocument(bytes);
      const ours = doc.pages.map((p) => pageText(pageTextItems(doc, p)));
      const theirs = await pdfjsPages(bytes);
      expect(ours, `document ${seed}`).toEqual(theirs);
      expect(ours.join('').length).toBeGreaterThan(200);
      pages += ours.length;
    }
    expect(pages).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
