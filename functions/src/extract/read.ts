/**
 * Reading an uploaded letter: text straight from a PDF's text layer when it has one (our own reader, pdf/read),
 * OCR otherwise: images, and PDF pages without a usable text layer, handed to the engine as one-page PDFs.
 */
import { NotAPdfError, onePageOf, PasswordRequiredError, pageTextItems, PdfReader } from '../pdf/read';
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

async function readPdf(bytes: Uint8Array, ocr: Ocr, options: ReadOptions): Promise<ReadResult> {
  let doc: PdfReader;
  try {
    doc = new PdfReader(bytes);
  } catch (e) {
    if (e instanceof NotAPdfError) throw new UnsupportedDocumentError(`unreadable PDF: ${e.message}`);
    if (e instanceof PasswordRequiredError)
      throw new UnsupportedDocumentError('password-protected PDF: please upload a copy without a password');
    // PDF structure our reader cannot follow: the OCR engine may still open the file itself.
    return ocrWholeFile(bytes, ocr);
  }
  if (doc.pages.length === 0) return ocrWholeFile(bytes, ocr);
  const pages = Math.min(doc.pages.length, Math.max(1, options.maxPages ?? 5));
  const texts: string[] = [];
  let usedOcr = false;
  for (let p = 1; p <= pages; p++) {
    let layer = '';
    try {
      layer = pageText(pageTextItems(doc, doc.pages[p - 1]));
    } catch {
      layer = ''; // a content stream we cannot interpret: read the page by OCR
    }
    if (usableChars(layer) >= MIN_TEXT_CHARS) {
      texts.push(layer);
      continue;
    }
    let page: Uint8Array;
    try {
      page = onePageOf(doc, p);
    } catch {
      page = bytes; // the page could not be copied out: hand over the file (the engine reads its first page)
    }
    const { text } = await ocr.recognizePdfPage(page);
    if (usableChars(text) >= usableChars(layer)) {
      usedOcr = true;
      texts.push(text);
    } else texts.push(layer);
  }
  return { text: tidy(texts.join('\n')), method: usedOcr ? 'ocr' : 'pdf-text', pages };
}

async function ocrWholeFile(bytes: Uint8Array, ocr: Ocr): Promise<ReadResult> {
  let text: string;
  try {
    ({ text } = await ocr.recognizePdfPage(bytes));
  } catch (e) {
    throw new UnsupportedDocumentError(`unreadable PDF: ${(e as Error).message}`);
  }
  return { text: tidy(text), method: 'ocr', pages: 1 };
}

/**
 * Characters that count as text: not white space, control characters, private-use code points (what a font
 * without a usable Unicode mapping yields) or U+FFFD. A garbled text layer thus counts as little text, and is
 * OCR'd like an image-only page.
 */
function usableChars(text: string): number {
  return text.replace(/[\s\p{Cc}\p{Co}\ufffd]/gu, '').length;
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
 * for generated letters is reading order); an item ends a line when the reader marks an end of line (its items
 * are cut as pdf.js cuts them: pdf/read/text.ts) or when the
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
