/**
 * One evidence bundle for a case (issue 14), ready to attach to an ombudsman or ICO complaint: an index page, then
 * every letter received and sent in date order, each headed with its number, when it was received or sent (and how)
 * and the date its reply was due. Received originals are the user's uploads: PDFs are copied page by page, images
 * placed on an A4 page; the letters sent are rendered as their downloads are. Events with no document (a letter the
 * user sent themselves, a reply noted by hand) are listed in the index, so the history stays complete.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Case, CaseEvent, LetterBase } from '@app/shared';
import { formatUkDate } from '@app/shared/legal/deadlines';
import { renderLetterPdf, renderTextPdf, wrap } from '../letters/render/pdf';
import { loadFonts } from '../letters/render/fonts';
import type { AnyKind } from '../kinds/kind';
import type { Blobs } from '../ports/blobs';
import { letterSource } from './letters';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const ROW = 15;

const METHOD: Record<string, string> = {
  post: 'first class post',
  recorded: 'signed-for post',
  email: 'email',
  hand: 'by hand',
};

export interface BundleEntry {
  date: string;
  direction: 'received' | 'sent' | 'reply';
  title: string;
  /** 'sent by signed-for post; reply due 18 September 2026' */
  detail: string;
  /** The document's pages, or null when the case holds no copy. */
  pdf: PDFDocument | null;
  /** Page in the bundle where it starts (filled in once the index length is known). */
  page?: number;
}

type Found = { kind: AnyKind; letter: LetterBase };

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true });
  } catch {
    return null; // a damaged original is listed, not fatal to the bundle
  }
}

/** An uploaded original as PDF pages: a PDF as it is, an image on an A4 page scaled to fit. */
async function originalPdf(blobs: Blobs, key: string): Promise<PDFDocument | null> {
  const blob = await blobs.get(key);
  if (!blob) return null;
  const type = blob.contentType.toLowerCase();
  if (type.includes('pdf')) return loadPdf(blob.body);
  if (!type.includes('png') && !type.includes('jpeg') && !type.includes('jpg')) return null;
  const doc = await PDFDocument.create();
  const image = type.includes('png') ? await doc.embedPng(blob.body) : await doc.embedJpg(blob.body);
  const page = doc.addPage(A4);
  const scale = Math.min((A4[0] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN - 20) / image.height, 1);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (A4[0] - w) / 2, y: A4[1] - MARGIN - 20 - h, width: w, height: h });
  return doc;
}

function sentDetail(e: Extract<CaseEvent, { type: 'sent' }>): string {
  const parts = [`sent ${formatUkDate(e.at)} by ${METHOD[e.method] ?? e.method}`];
  if (e.enclosures?.length) parts.push(`enclosing ${e.enclosures.join(', ')}`);
  if (e.respondBy) parts.push(`reply due ${formatUkDate(e.respondBy)}`);
  return parts.join('; ');
}

/** The case's history as bundle entries, oldest first, with each document loaded. */
export async function bundleEntries(c: Case, letters: Found[], blobs: Blobs): Promise<BundleEntry[]> {
  const byId = new Map(letters.map((f) => [f.letter.id, f]));
  const events = [...c.events].sort((a, b) => a.at.localeCompare(b.at));
  const out: BundleEntry[] = [];
  for (const e of events) {
    const found = e.letterId ? byId.get(e.letterId) : undefined;
    if (e.type === 'received') {
      const key = (found?.letter as { originalKey?: string } | undefined)?.originalKey;
      const name = (found?.letter as { originalFileName?: string } | undefined)?.originalFileName;
      out.push({
        date: e.at,
        direction: 'received',
        title: `Letter from ${c.organisation}${name ? ` (${name})` : ''}`,
        detail: `received ${formatUkDate(e.at)}${e.letterDate ? `, dated ${formatUkDate(e.letterDate)}` : ''}${e.note ? `; ${e.note}` : ''}`,
        pdf: key ? await originalPdf(blobs, key) : null,
      });
    } else if (e.type === 'sent') {
      let pdf: PDFDocument | null = null;
      if (found && found.letter.status === 'completed') {
        const src = letterSource(found.kind, found.letter);
        pdf = await loadPdf(
          src.kind === 'doc' ? await renderLetterPdf(src.doc) : await renderTextPdf(src.text, src.title),
        );
      }
      out.push({
        date: e.at,
        direction: 'sent',
        title: found ? found.kind.title(found.letter) : e.purpose || `Letter to ${c.organisation}`,
        detail: sentDetail(e) + (found ? '' : ' (sent by you; no copy held here)'),
        pdf,
      });
    } else {
      out.push({
        date: e.at,
        direction: 'reply',
        title: `Reply from ${c.organisation}`,
        detail: `noted ${formatUkDate(e.at)}${e.note ? `: ${e.note}` : ''}`,
        pdf: null,
      });
    }
  }
  return out;
}

class IndexWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  line(text: string, opts: { bold?: boolean; size?: number; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const l of wrap(text, font, size, A4[0] - 2 * MARGIN - (opts.indent ?? 0))) {
      if (this.y < MARGIN + ROW) this.newPage();
      this.page.drawText(l, { x: MARGIN + (opts.indent ?? 0), y: this.y, size, font, color: rgb(0, 0, 0) });
      this.y -= size * 1.45;
    }
  }
}

/** Draws the index into `doc` (its pages go first); returns how many pages it took. */
function drawIndex(
  doc: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  c: Case,
  entries: BundleEntry[],
) {
  const w = new IndexWriter(doc, fonts.regular, fonts.bold);
  w.line('Evidence bundle', { bold: true, size: 16 });
  w.line(`${c.organisation}${c.reference ? ` — reference ${c.reference}` : ''}`, { size: 11 });
  w.line(`Prepared ${formatUkDate(new Date().toISOString().slice(0, 10))}. Documents in date order.`, {
    size: 9,
  });
  w.y -= 8;
  entries.forEach((e, i) => {
    const where = e.pdf ? `page ${e.page}` : 'no copy';
    w.line(`${i + 1}. ${formatUkDate(e.date)} — ${e.title} (${where})`, { bold: true });
    w.line(e.detail, { indent: 14, size: 9 });
    w.y -= 3;
  });
  return doc.getPageCount();
}

const HEADER = 26;

/**
 * A document's first page under a header with its number and dates. The original page is drawn whole, scaled down
 * just enough to leave the header its band, so nothing of the evidence is covered.
 */
async function headedFirstPage(out: PDFDocument, src: PDFDocument, font: PDFFont, text: string) {
  const original = src.getPage(0);
  const { width, height } = original.getSize();
  const embedded = await out.embedPage(original);
  const page = out.addPage([width, height]);
  const scale = (height - HEADER) / height;
  page.drawPage(embedded, {
    x: (width - width * scale) / 2,
    y: 0,
    xScale: scale,
    yScale: scale,
  });
  const size = 8;
  const lines = wrap(text, font, size, width - 40).slice(0, 2);
  lines.forEach((l, i) =>
    page.drawText(l, { x: 20, y: height - 11 - i * 10, size, font, color: rgb(0.15, 0.15, 0.15) }),
  );
}

export async function renderBundle(c: Case, entries: BundleEntry[]): Promise<Uint8Array> {
  const { regular: reg, bold: b } = await loadFonts();
  // The index comes first but its page numbers depend on its own length: draw it once to measure, then for real.
  const measure = await PDFDocument.create();
  measure.registerFontkit(fontkit);
  const mFonts = {
    regular: await measure.embedFont(reg, { subset: true }),
    bold: await measure.embedFont(b, { subset: true }),
  };
  for (const e of entries) if (e.pdf) e.page = 9999; // as wide as any real page number
  let next = drawIndex(measure, mFonts, c, entries) + 1;
  for (const e of entries) {
    if (!e.pdf) continue;
    e.page = next;
    next += e.pdf.getPageCount();
  }

  const out = await PDFDocument.create();
  out.registerFontkit(fontkit);
  out.setTitle(`Evidence bundle — ${c.organisation}`);
  out.setProducer('FairReply');
  const fonts = {
    regular: await out.embedFont(reg, { subset: true }),
    bold: await out.embedFont(b, { subset: true }),
  };
  drawIndex(out, fonts, c, entries);
  let n = 0;
  for (const e of entries) {
    n++;
    if (!e.pdf) continue;
    await headedFirstPage(out, e.pdf, fonts.regular, `Document ${n}: ${e.title}. ${e.detail}`);
    const rest = e.pdf.getPageIndices().slice(1);
    for (const p of await out.copyPages(e.pdf, rest)) out.addPage(p);
  }
  return out.save();
}
