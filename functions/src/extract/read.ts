/**
 * Reading an uploaded letter: text straight from a PDF's text layer when it has one, OCR otherwise
 * (images, and PDF pages without text, which are rendered to an image first).
 */
import type { Ocr } from '../ports/ocr';
import { sniffFileType, type SniffedType } from './sniff';

export interface ReadResult {
  text: string;
  method: 'pdf-text' | 'ocr';
  pages: number;
}

export interface ReadOptions {
  /** Pages read at most (the first N). Default 5. */
  maxPages?: number;
  /** Resolution scanned PDF pages are rendered at before OCR. Default 300 dpi. */
  renderDpi?: number;
}

/**
 * Non-space characters from which a PDF page's text layer is taken as the page's text. Below it (an image-only
 * scan, or a scan carrying only a watermark such as "Scanned with …") the page is OCR'd and the longer of the
 * two readings kept. A real letter page has several hundred characters.
 */
const MIN_TEXT_CHARS = 200;

export class UnsupportedDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedDocumentError';
  }
}

/**
 * Reads the text of a letter. The declared content type is only a hint: the bytes decide (a mismatch is
 * read as what the bytes are). Throws UnsupportedDocumentError for anything that is not a PDF, PNG or JPEG.
 */
export async function readDocument(
  bytes: Uint8Array,
  contentType: string | null | undefined,
  ocr: Ocr,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const sniffed: SniffedType | null = sniffFileType(bytes);
  if (!sniffed)
    throw new UnsupportedDocumentError(
      `unsupported file (declared ${contentType ?? 'unknown'}): not a PDF, PNG or JPEG`,
    );
  if (sniffed === 'image/png' || sniffed === 'image/jpeg') {
    const { text } = await ocr.recognize(bytes);
    return { text: tidy(text), method: 'ocr', pages: 1 };
  }
  return readPdf(bytes, ocr, options);
}

/**
 * pdf.js calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) when rendering some pages; on Node 20 it
 * is missing and the page renders incomplete. A copying stand-in has the same observable result.
 */
function ensureTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length?: number): ArrayBuffer {
      const n = length ?? this.byteLength;
      const out = new ArrayBuffer(n);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
      return out;
    },
  });
}

async function readPdf(bytes: Uint8Array, ocr: Ocr, options: ReadOptions): Promise<ReadResult> {
  ensureTransferToFixedLength();
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  let pdf;
  try {
    pdf = await getDocumentProxy(bytes.slice());
  } catch (e) {
    throw new UnsupportedDocumentError(`unreadable PDF: ${(e as Error).message}`);
  }
  try {
    const pages = Math.min(pdf.numPages, Math.max(1, options.maxPages ?? 5));
    const texts: string[] = [];
    let usedOcr = false;
    for (let p = 1; p <= pages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const layer = pageText(content.items as unknown as PdfTextItem[]);
      if (layer.replace(/\s/g, '').length >= MIN_TEXT_CHARS) {
        texts.push(layer);
        continue;
      }
      const { text } = ocr.recognizePdfPage
        ? await ocr.recognizePdfPage(await singlePagePdf(bytes, p))
        : await ocr.recognize(await renderPage(pdf, page, p, options));
      if (text.replace(/\s/g, '').length >= layer.replace(/\s/g, '').length) {
        usedOcr = true;
        texts.push(text);
      } else texts.push(layer);
    }
    return { text: tidy(texts.join('\n')), method: usedOcr ? 'ocr' : 'pdf-text', pages };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

type PdfDoc = Awaited<ReturnType<typeof import('unpdf').getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDoc['getPage']>>;

/** Renders one page to PNG for an engine that reads images only (tesseract.js locally). */
async function renderPage(pdf: PdfDoc, page: PdfPage, n: number, options: ReadOptions): Promise<Uint8Array> {
  const { renderPageAsImage } = await import('unpdf');
  const viewport = page.getViewport({ scale: 1 });
  const dpi = options.renderDpi ?? 300;
  // Never render beyond ~5000 px on the long side (memory and time).
  const scale = Math.min(dpi / 72, 5000 / Math.max(viewport.width, viewport.height));
  return new Uint8Array(
    await renderPageAsImage(pdf, n, { canvasImport: () => import('@napi-rs/canvas'), scale }),
  );
}

/** Page n of a PDF as a PDF of its own (for engines that read one PDF page at a time, like Textract's sync API). */
async function singlePagePdf(bytes: Uint8Array, n: number): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const out = await PDFDocument.create();
  const [copied] = await out.copyPages(source, [n - 1]);
  out.addPage(copied);
  return out.save();
}

interface PdfTextItem {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
  width?: number;
  height?: number;
}

/**
 * Joins a page's text items into lines. Items follow the content stream (the order the page was drawn, which
 * for generated letters is reading order); an item ends a line when pdf.js marks an end of line or when the
 * next item sits on a different baseline. Items on the same baseline are joined, with a space when there is
 * a visible gap between them.
 */
export function pageText(items: PdfTextItem[]): string {
  const lines: string[] = [];
  let cur = '';
  let lastY: number | null = null;
  let lastEndX: number | null = null;
  let lastH = 10;
  for (const it of items) {
    if (typeof it.str !== 'string') continue;
    const t = it.transform ?? [1, 0, 0, 1, 0, 0];
    const x = t[4];
    const y = t[5];
    const h = it.height || Math.abs(t[3]) || lastH;
    if (it.str.length) {
      if (lastY !== null && Math.abs(y - lastY) > Math.max(2, 0.5 * Math.min(h, lastH)) && cur.trim()) {
        lines.push(cur);
        cur = '';
        lastEndX = null;
      }
      if (cur && lastEndX !== null && x - lastEndX > 0.15 * h && !/\s$/.test(cur) && !/^\s/.test(it.str))
        cur += ' ';
      cur += it.str;
      lastY = y;
      lastEndX = x + (it.width ?? 0);
      lastH = h;
    }
    if (it.hasEOL && cur.trim()) {
      lines.push(cur);
      cur = '';
      lastEndX = null;
    }
  }
  if (cur.trim()) lines.push(cur);
  return lines
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
