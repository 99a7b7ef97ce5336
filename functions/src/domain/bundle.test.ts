import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Case } from '@app/shared';
import { encodePng } from '../pdf/write/png-fixture';
import { renderBundle, type BundleEntry } from './bundle';

/** An upload as a creditor's PDF would arrive: made by another program (pdf-lib), one line per page. */
async function upload(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of pages) doc.addPage([595, 842]).drawText(p, { x: 60, y: 760, size: 12, font });
  return doc.save();
}

const c = { organisation: 'Northstar Credit', reference: 'NS-77', events: [] } as unknown as Case;
const entry = (title: string, doc: BundleEntry['doc']): BundleEntry => ({
  date: '2026-09-01',
  direction: 'received',
  title,
  detail: `detail of ${title}`,
  doc,
});

describe('evidence bundle', () => {
  it('index page numbers point at each document, whatever it is; unreadable ones are listed as no copy', async () => {
    const long = Array.from(
      { length: 120 },
      (_, i) => `Paragraph ${i} of our letter, long enough to wrap.`,
    ).join('\n\n');
    const entries = [
      entry('Their demand', { kind: 'pdf', bytes: await upload(['DEMAND PAGE ONE', 'DEMAND PAGE TWO']) }),
      entry('Our letter', { kind: 'letter', source: { kind: 'text', text: long, title: 'Our letter' } }),
      entry('A photo', {
        kind: 'image',
        bytes: encodePng({ width: 8, height: 8, colorType: 6, depth: 8, pixel: () => [0, 0, 0, 255] }),
      }),
      entry('Damaged', { kind: 'pdf', bytes: Buffer.from('%PDF-1.4 garbage') }),
      entry('Bad image', { kind: 'image', bytes: Buffer.from('not an image') }),
      entry('Their reply', { kind: 'pdf', bytes: await upload(['REPLY PAGE ONE']) }),
      entry('A phone call', null),
    ];
    const bytes = await renderBundle(c, entries);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
    const pages = (text as string[]).map((p) => p.replace(/\s+/g, ' '));
    const index = pages[0];
    expect(index).toContain('Evidence bundle');
    expect(index).toContain('Northstar Credit — reference NS-77');

    const printed = (title: string) => index.match(new RegExp(`${title} \\((page (\\d+)|no copy)\\)`));
    for (const [n, title, needle] of [
      [1, 'Their demand', 'DEMAND PAGE ONE'],
      [2, 'Our letter', 'Paragraph 0 of our letter'],
      [3, 'A photo', 'Document 3'],
      [6, 'Their reply', 'REPLY PAGE ONE'],
    ] as const) {
      const page = Number(printed(title)?.[2]);
      expect(pages[page - 1], title).toContain(`Document ${n}: ${title}`);
      expect(pages[page - 1], title).toContain(needle);
    }
    expect(pages[Number(printed('Their demand')?.[2])]).toContain('DEMAND PAGE TWO');
    // the letter runs to several pages, numbered as its download is
    const letterStart = Number(printed('Our letter')?.[2]);
    expect(pages[letterStart]).toMatch(/Page 2 of \d/);
    for (const t of ['Damaged', 'Bad image', 'A phone call']) expect(printed(t)?.[1], t).toBe('no copy');
    expect(pages.length).toBe(Number(printed('Their reply')?.[2]));
    // written by our writer, with one subset per font for the whole bundle
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
    expect(raw).toContain('/Producer (FairReply)');
  });

  it('the index grows to several pages and still numbers the documents right', async () => {
    const entries = await Promise.all(
      Array.from({ length: 70 }, async (_, i) =>
        entry(`Letter ${i + 1}`, { kind: 'pdf', bytes: await upload([`BODY OF LETTER ${i + 1}`]) }),
      ),
    );
    const bytes = await renderBundle(c, entries);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
    const pages = (text as string[]).map((p) => p.replace(/\s+/g, ' '));
    const indexPages = pages.findIndex((p) => p.includes('BODY OF LETTER'));
    expect(indexPages).toBeGreaterThan(1);
    const indexText = pages.slice(0, indexPages).join(' ');
    for (const i of [1, 35, 70]) {
      const page = Number(indexText.match(new RegExp(`Letter ${i} \\(page (\\d+)\\)`))?.[1]);
      expect(pages[page - 1], `letter ${i}`).toContain(`BODY OF LETTER ${i}`);
    }
    expect(pages[0]).not.toContain('BODY OF LETTER');
  });
});
