/**
 * One evidence bundle for a case (issue 14), ready to attach to an ombudsman or ICO complaint: an index page, then
 * every letter received and sent in date order, each headed with its number, when it was received or sent (and how)
 * and the date its reply was due. Received originals are the user's uploads: PDFs are copied page by page, images
 * placed on an A4 page; the letters sent are rendered as their downloads are. Events with no document (a letter the
 * user sent themselves, a reply noted by hand) are listed in the index, so the history stays complete.
 *
 * Drawn with pdf/write; the letters sent are drawn straight into the bundle (one font subset for the whole file).
 * Uploaded PDFs are read with pdf/read, each page copied in as a form XObject.
 */
import type { Case, CaseEvent, LetterBase } from '@app/shared';
import { formatUkDate } from '@app/shared/legal/deadlines';
import { drawLetter, drawText, embedLetterFonts, wrap, type LetterFonts } from '../letters/render/pdf';
import { A4, PdfDocument, type Font, type Page } from '../pdf/write';
import type { AnyKind } from '../kinds/kind';
import type { Blobs } from '../ports/blobs';
import type { PdfRef, PdfValue } from '../pdf/objects';
import { importPage, PdfReader } from '../pdf/read';
import { letterSource, type LetterSource } from './letters';

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
  /** The document, or null when the case holds no copy (or the copy cannot be read). */
  doc: BundleDoc | null;
  /** Page in the bundle where it starts (filled in once the index length is known). */
  page?: number;
}

/** A document of the bundle, drawn when the bundle is rendered. */
export type BundleDoc =
  | { kind: 'letter'; source: LetterSource }
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'image'; bytes: Uint8Array };

type Found = { kind: AnyKind; letter: LetterBase };

/** An uploaded original, if it is a PDF or an image the bundle can place. */
async function original(blobs: Blobs, key: string): Promise<BundleDoc | null> {
  const blob = await blobs.get(key);
  if (!blob) return null;
  const type = blob.contentType.toLowerCase();
  if (type.includes('pdf')) return { kind: 'pdf', bytes: blob.body };
  if (type.includes('png') || type.includes('jpeg') || type.includes('jpg'))
    return { kind: 'image', bytes: blob.body };
  return null;
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
        doc: key ? await original(blobs, key) : null,
      });
    } else if (e.type === 'sent') {
      const doc: BundleDoc | null =
        found && found.letter.status === 'completed'
          ? { kind: 'letter', source: letterSource(found.kind, found.letter) }
          : null;
      out.push({
        date: e.at,
        direction: 'sent',
        title: found ? found.kind.title(found.letter) : e.purpose || `Letter to ${c.organisation}`,
        detail: sentDetail(e) + (found ? '' : ' (sent by you; no copy held here)'),
        doc,
      });
    } else {
      out.push({
        date: e.at,
        direction: 'reply',
        title: `Reply from ${c.organisation}`,
        detail: `noted ${formatUkDate(e.at)}${e.note ? `: ${e.note}` : ''}`,
        doc: null,
      });
    }
  }
  return out;
}

/** Writes the index on pages inserted from position `at` of the document (its own pages, or the bundle's front). */
class IndexWriter {
  page!: Page;
  y = 0;
  pages = 0;
  constructor(
    private doc: PdfDocument,
    private fonts: LetterFonts,
    private at: number,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4, this.at + this.pages++);
    this.y = A4[1] - MARGIN;
  }
  line(text: string, opts: { bold?: boolean; size?: number; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const l of wrap(text, font, size, A4[0] - 2 * MARGIN - (opts.indent ?? 0))) {
      if (this.y < MARGIN + ROW) this.newPage();
      this.page.text(l, { x: MARGIN + (opts.indent ?? 0), y: this.y, size, font, color: [0, 0, 0] });
      this.y -= size * 1.45;
    }
  }
}

/** Draws the index into `doc` from page position `at`; returns how many pages it took. */
function drawIndex(
  doc: PdfDocument,
  fonts: LetterFonts,
  c: Case,
  entries: BundleEntry[],
  at: number,
): number {
  const w = new IndexWriter(doc, fonts, at);
  w.line('Evidence bundle', { bold: true, size: 16 });
  w.line(`${c.organisation}${c.reference ? ` — reference ${c.reference}` : ''}`, { size: 11 });
  w.line(`Prepared ${formatUkDate(new Date().toISOString().slice(0, 10))}. Documents in date order.`, {
    size: 9,
  });
  w.y -= 8;
  entries.forEach((e, i) => {
    const where = e.doc ? `page ${e.page}` : 'no copy';
    w.line(`${i + 1}. ${formatUkDate(e.date)} — ${e.title} (${where})`, { bold: true });
    w.line(e.detail, { indent: 14, size: 9 });
    w.y -= 3;
  });
  return w.pages;
}

const HEADER = 26;

/** A document's pages, drawn at the end of `out`; none when it cannot be read. */
async function drawDocument(out: PdfDocument, fonts: LetterFonts, d: BundleDoc): Promise<Page[]> {
  if (d.kind === 'letter')
    return d.source.kind === 'doc'
      ? drawLetter(out, fonts, d.source.doc)
      : drawText(out, fonts, d.source.text);
  if (d.kind === 'image') {
    let image;
    try {
      image = out.embedImage(d.bytes);
    } catch {
      return []; // not an image we can read: listed, not fatal to the bundle
    }
    // on an A4 page, scaled down to fit (never up), below room for the header
    const page = out.addPage(A4);
    const scale = Math.min((A4[0] - 2 * MARGIN) / image.width, (A4[1] - 2 * MARGIN - 20) / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    page.image(image, { x: (A4[0] - w) / 2, y: A4[1] - MARGIN - 20 - h, width: w, height: h });
    return [page];
  }
  return importPdfPages(d.bytes, out.add).map(({ xobject, width, height }) => {
    const page = out.addPage([width, height]);
    page.form(xobject, [1, 0, 0, 1, 0, 0]);
    return page;
  });
}

/**
 * An uploaded PDF's pages as form XObjects in the bundle (each a copy of the page's content and resources, turned
 * upright). A file the reader cannot open gives no pages: it is listed in the index with "no copy", not fatal.
 */
function importPdfPages(bytes: Uint8Array, add: (v: PdfValue) => PdfRef) {
  try {
    const doc = new PdfReader(bytes);
    return doc.pages.map((_, i) => importPage(doc, i + 1, add));
  } catch {
    return [];
  }
}

/**
 * Puts a header with the document's number and dates above its first page. The page's content is drawn whole,
 * scaled down just enough to leave the header its band, so nothing of the evidence is covered.
 */
function headFirstPage(page: Page, font: Font, text: string) {
  const { width, height } = page;
  const scale = (height - HEADER) / height;
  page.transformContent([scale, 0, 0, scale, (width - width * scale) / 2, 0]);
  const size = 8;
  const lines = wrap(text, font, size, width - 40).slice(0, 2);
  lines.forEach((l, i) =>
    page.text(l, { x: 20, y: height - 11 - i * 10, size, font, color: [0.15, 0.15, 0.15] }),
  );
}

export async function renderBundle(c: Case, entries: BundleEntry[]): Promise<Uint8Array> {
  const out = new PdfDocument({
    title: `Evidence bundle — ${c.organisation}`,
    creator: 'FairReply',
    producer: 'FairReply',
    lang: 'en-GB',
  });
  const fonts = await embedLetterFonts(out);
  // The documents are drawn first, so that their page counts are known; the index then goes in front of them.
  const starts: number[] = [];
  let n = 0;
  for (const e of entries) {
    n++;
    if (!e.doc) continue;
    const pages = await drawDocument(out, fonts, e.doc);
    if (!pages.length) {
      e.doc = null; // a damaged original is listed, not fatal to the bundle
      continue;
    }
    headFirstPage(pages[0], fonts.regular, `Document ${n}: ${e.title}. ${e.detail}`);
    starts.push(out.pages.indexOf(pages[0]));
  }
  // The index's length depends on the page numbers it prints: measure it with numbers as wide as any real one.
  // Then again with the numbers that gives, until the length settles (it can only shrink, so this ends).
  const indexLength = async () => {
    const scratch = new PdfDocument();
    return drawIndex(scratch, await embedLetterFonts(scratch), c, entries, 0);
  };
  for (const e of entries) if (e.doc) e.page = 9999;
  let indexPages = await indexLength();
  for (;;) {
    let k = 0;
    for (const e of entries) if (e.doc) e.page = indexPages + starts[k++] + 1;
    const again = await indexLength();
    if (again === indexPages) break;
    indexPages = again;
  }
  drawIndex(out, fonts, c, entries, 0);
  return out.save();
}
