import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { composeDebtLetter, composeGdprLetter, letterToText, renderDocx, renderPdf } from '../index';
import { renderPdfFromText } from './index';
import { PdfDocument } from '../../pdf/write';
import { embedLetterFonts, wrap } from './pdf';

const doc = composeDebtLetter({
  debtType: 'credit_card',
  stage: 2,
  strategy: 'trust',
  trustName: 'Smith Family Trust',
  entityType: 'Ms',
  sender: { name: 'Jane Smith', address: '12 Elm Road\nBrackenford\nBQ1 2AB', email: 'jane@example.com' },
  recipient: { name: 'Northgate Recoveries Ltd', address: 'PO Box 100, Leeds, LS1 1AA' },
  accountNumber: 'NR-0042/7',
  amount: 1834.27,
  letterDate: '2026-03-02',
  userNotes:
    'Naïve café owner’s “quotes” — and a very-long-unbroken-reference-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.',
});

async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; total: number }> {
  const pdf = await getDocumentProxy(bytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { pages: text as string[], total: totalPages };
}
const squash = (s: string) => s.replace(/\s+/g, '');

describe('PDF', () => {
  it('carries the whole letter, in order, with page numbers from page 2', async () => {
    const bytes = await renderPdf(doc);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { pages, total } = await pdfText(bytes);
    const all = squash(pages.join(''));
    // every word of the plain-text letter appears, in the same order
    let at = 0;
    for (const p of [doc.subject, ...doc.paragraphs, doc.disclaimer]) {
      const i = all.indexOf(squash(p), at);
      expect(i, p.slice(0, 40)).toBeGreaterThanOrEqual(0);
      at = i;
    }
    for (const l of [
      doc.sender.name,
      doc.recipient.name,
      '2 March 2026',
      'NR-0042/7',
      '£1,834.27',
      'Yours faithfully,',
    ])
      expect(all).toContain(squash(l));
    // The user's own-copy details (trust name) and the guidance beside the letter are never printed.
    expect(doc.userCopyNotes?.join(' ')).toMatch(/Smith Family Trust/);
    expect(all).not.toContain(squash('Smith Family Trust'));
    expect(all).not.toContain(squash('Stamp v Capital Home Loans'));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(pages[0]).not.toMatch(/Page 1 of/);
    expect(pages[1]).toMatch(new RegExp(`Page 2 of ${total}`));
  });
  it('renders edited plain text', async () => {
    const text = letterToText(
      composeGdprLetter(
        {
          scenario: 'bank',
          organizationName: 'Big Bank plc',
          organizationAddress: '',
          yourName: 'Jane Smith',
          yourAddress: '',
          yourEmail: '',
          entityType: 'Personal',
          edpName: '',
          trademarkName: '',
          trademarkNumber: '',
          trademarkClasses: '',
          selectedArticles: [],
          specificViolations: [],
          dataTypes: '',
          timeframe: '',
          previousContact: '',
          evidenceDescription: '',
          urgencyLevel: 'normal',
          additionalInfo: '',
        },
        new Date('2026-03-02T09:00:00Z'),
      ),
    ).replace('Big Bank plc', 'Big Bank plc (edited)');
    const bytes = await renderPdf({ text, title: 'GDPR letter' });
    const { pages } = await pdfText(bytes);
    expect(squash(pages.join(''))).toContain(squash('Big Bank plc (edited)'));
    const again = await renderPdfFromText('Short letter.', 'x');
    expect((await pdfText(again)).total).toBe(1);
  });
  it('wraps long words', async () => {
    const bytes = await renderPdf({ text: 'x'.repeat(500), title: 't' });
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe('wrap', () => {
  it('never exceeds the width', async () => {
    // measured with the letters' own font, as the renderer measures
    const pdf = new PdfDocument();
    const font = (await embedLetterFonts(pdf)).regular;
    const lines = wrap('The quick brown fox jumps over the lazy dog. '.repeat(20), font, 10, 200);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe(
      'The quick brown fox jumps over the lazy dog. '.repeat(20).trim(),
    );
  });
});

describe('DOCX', () => {
  it('is a Word file containing the letter', async () => {
    const bytes = await renderDocx(doc);
    expect(Buffer.from(bytes.slice(0, 2)).toString()).toBe('PK');
    expect(bytes.length).toBeGreaterThan(4000);
    const fromText = await renderDocx({ text: 'Edited\n\nletter', title: 'Edited' });
    expect(Buffer.from(fromText.slice(0, 2)).toString()).toBe('PK');
  });
});

const PT_PER_MM = 72 / 25.4;

describe('PDF ready to post', () => {
  it("prints the recipient's name and address inside the envelope window, the sender's to its right", async () => {
    const pdf = await getDocumentProxy(await renderPdf(doc));
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items as { str: string; transform: number[] }[];
    const at = (s: string) => items.find((i) => i.str.includes(s))?.transform;
    const fromTop = (t: number[] | undefined) => (841.89 - (t?.[5] ?? 0)) / PT_PER_MM;
    const fromLeft = (t: number[] | undefined) => (t?.[4] ?? 0) / PT_PER_MM;
    for (const s of ['Northgate Recoveries Ltd', 'PO Box 100', 'LS1 1AA']) {
      const t = at(s);
      expect(t, s).toBeDefined();
      // inside the window (45..90 mm from the top, 20..110 mm from the left), with room for the sheet's play
      expect(fromTop(t)).toBeGreaterThan(50);
      expect(fromTop(t)).toBeLessThan(85);
      expect(fromLeft(t)).toBeGreaterThan(24.9);
      expect(fromLeft(t)).toBeLessThan(30);
    }
    // the user's own address is right of the window, never in it
    expect(fromLeft(at('12 Elm Road'))).toBeGreaterThan(110);
  });

  it('leaves about 20 mm to sign between the closing and the printed name', async () => {
    const bytes = await renderPdf(doc);
    const pdf = await getDocumentProxy(bytes);
    const last = await pdf.getPage(pdf.numPages);
    const items = (await last.getTextContent()).items as { str: string; transform: number[] }[];
    const closing = items.find((i) => i.str === doc.signOff.closing)!.transform[5];
    const name = items.find((i) => i.str === doc.signOff.name)!.transform[5];
    expect((closing - name) / PT_PER_MM).toBeGreaterThanOrEqual(20);
  });
});
