/**
 * A4 PDF of a letter in UK business-letter layout: sender block top right, date, recipient block left in the window
 * of a DL/C5 envelope,
 * references, bold subject, paragraphs, sign-off, enclosures, disclaimer in small type; page numbers from page 2.
 * Drawn with the project's own PDF writer (pdf/write): DejaVu Sans subset, text as glyph ids with a ToUnicode map.
 */
import { A4, PdfDocument, type Font, type Page, type Rgb } from '../../pdf/write';
import { formatUkDate } from '@app/shared/legal/index';
import type { LetterDoc } from '../types';
import { loadFonts } from './fonts';

const MARGIN_X = 62;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 64;
const BODY = 10.5;
const LEADING = 14.6;
const SMALL = 7.8;
const MM = 72 / 25.4;
/**
 * Where an A4 sheet folded in three shows through a DL/C5 window envelope (a 90 x 45 mm window 20 mm from the left):
 * the recipient's name and address are printed inside it, 5 mm in from each edge for the sheet's play in the
 * envelope, so the letter posts without a written envelope.
 */
export const ADDRESS_WINDOW = { top: 50 * MM, left: 25 * MM, width: 80 * MM, height: 35 * MM };
/** Room for a handwritten signature between the closing and the printed name (about 20 mm). */
const SIGNATURE_SPACE = 20 * MM;

/** Drops characters a PDF text run cannot carry (controls) and normalises tabs. */
function clean(s: string): string {
  return s.replace(/\t/g, '    ').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** Anything that measures text: a font of the PDF writer. */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

export function wrap(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const rawLine of clean(text).split('\n')) {
    const words = rawLine.split(/ +/);
    let cur = '';
    for (let word of words) {
      const candidate = cur ? `${cur} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        cur = candidate;
        continue;
      }
      if (cur) lines.push(cur);
      // a single word wider than the line: split it
      while (font.widthOfTextAtSize(word, size) > width) {
        let i = word.length - 1;
        while (i > 1 && font.widthOfTextAtSize(word.slice(0, i), size) > width) i--;
        lines.push(word.slice(0, i));
        word = word.slice(i);
      }
      cur = word;
    }
    lines.push(cur);
  }
  return lines;
}

const INK: Rgb = [0.08, 0.08, 0.08];
const GREY: Rgb = [0.35, 0.35, 0.35];

export interface LetterFonts {
  regular: Font;
  bold: Font;
}

class Writer {
  page!: Page;
  y = 0;
  readonly pages: Page[] = [];
  constructor(
    private readonly pdf: PdfDocument,
    readonly regular: Font,
    readonly bold: Font,
  ) {
    this.newPage();
  }
  get width() {
    return A4[0] - 2 * MARGIN_X;
  }
  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN_TOP;
  }
  ensure(h: number) {
    if (this.y - h < MARGIN_BOTTOM) this.newPage();
  }
  line(
    text: string,
    opts: {
      font?: Font;
      size?: number;
      align?: 'left' | 'right';
      color?: Rgb;
      leading?: number;
    } = {},
  ) {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? BODY;
    const leading = opts.leading ?? LEADING;
    this.ensure(leading);
    this.y -= leading;
    const w = font.widthOfTextAtSize(text, size);
    const x = opts.align === 'right' ? A4[0] - MARGIN_X - w : MARGIN_X;
    if (text)
      this.page.text(text, {
        x,
        y: this.y + (leading - size) * 0.35,
        size,
        font,
        color: opts.color ?? INK,
      });
  }
  paragraph(
    text: string,
    opts: {
      font?: Font;
      size?: number;
      color?: Rgb;
      leading?: number;
      keepTogether?: boolean;
    } = {},
  ) {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? BODY;
    const lines = wrap(text, font, size, this.width);
    // avoid a lone first line at the foot of a page
    if (lines.length > 1)
      this.ensure(Math.min(lines.length, opts.keepTogether ? lines.length : 2) * (opts.leading ?? LEADING));
    for (const l of lines) this.line(l, opts);
  }
  gap(h = 8) {
    this.y -= h;
  }
}

/** The letters' two fonts, embedded in `pdf` (files read once per process, parsed once, subset per document). */
export async function embedLetterFonts(pdf: PdfDocument): Promise<LetterFonts> {
  const fonts = await loadFonts();
  return { regular: pdf.embedFont(fonts.regular), bold: pdf.embedFont(fonts.bold) };
}

async function newDoc(title: string, subject?: string) {
  const pdf = new PdfDocument({
    title,
    subject,
    creator: 'FairReply letter engine',
    producer: 'FairReply',
    lang: 'en-GB',
  });
  return { pdf, fonts: await embedLetterFonts(pdf) };
}

function numberPages(w: Writer) {
  const total = w.pages.length;
  if (total < 2) return;
  w.pages.forEach((p, i) => {
    if (i === 0) return;
    const label = `Page ${i + 1} of ${total}`;
    const size = 8;
    const width = w.regular.widthOfTextAtSize(label, size);
    p.text(label, {
      x: (A4[0] - width) / 2,
      y: MARGIN_BOTTOM / 2,
      size,
      font: w.regular,
      color: GREY,
    });
  });
}

export async function renderLetterPdf(doc: LetterDoc): Promise<Uint8Array> {
  const { pdf, fonts } = await newDoc(doc.subject, doc.family);
  drawLetter(pdf, fonts, doc);
  return pdf.save();
}

/** Draws the letter on new pages at the end of `pdf` (its own document, or a case bundle); returns them. */
export function drawLetter(pdf: PdfDocument, { regular, bold }: LetterFonts, doc: LetterDoc): Page[] {
  const w = new Writer(pdf, regular, bold);

  // Sender block, top right, kept to the right of the envelope window.
  const senderWidth = A4[0] - MARGIN_X - (ADDRESS_WINDOW.left + ADDRESS_WINDOW.width) - 12;
  for (const l of wrap(doc.sender.name, bold, BODY, senderWidth)) w.line(l, { font: bold, align: 'right' });
  if (doc.senderCapacity)
    for (const l of wrap(doc.senderCapacity, regular, 9, senderWidth))
      w.line(l, { align: 'right', size: 9, leading: 12.5 });
  for (const a of doc.sender.addressLines)
    for (const l of wrap(a, regular, BODY, senderWidth)) w.line(l, { align: 'right' });
  if (doc.sender.email)
    for (const l of wrap(doc.sender.email, regular, BODY, senderWidth)) w.line(l, { align: 'right' });
  w.gap(10);
  w.line(formatUkDate(doc.date), { align: 'right' });
  const senderEnd = w.y;

  // Recipient block, left, in the envelope window whatever the sender block's length.
  w.y = A4[1] - ADDRESS_WINDOW.top;
  const windowLines = [
    ...wrap(doc.recipient.name, bold, BODY, ADDRESS_WINDOW.width).map((l) => ({ l, font: bold })),
    ...doc.recipient.addressLines.flatMap((a) =>
      wrap(a, regular, BODY, ADDRESS_WINDOW.width).map((l) => ({ l, font: regular })),
    ),
  ];
  // Six lines fill the window; more are tightened rather than hidden behind the envelope.
  const leading = Math.min(LEADING, ADDRESS_WINDOW.height / Math.max(windowLines.length, 1));
  for (const { l, font } of windowLines)
    w.page.text(l, {
      x: ADDRESS_WINDOW.left,
      y: (w.y -= leading) + (leading - BODY) * 0.35,
      size: BODY,
      font,
      color: INK,
    });
  w.y = Math.min(w.y, senderEnd);
  if (doc.recipient.email) w.line(`By email: ${doc.recipient.email}`, { size: 9.5 });
  w.gap(12);

  // References.
  for (const r of doc.references) {
    const label = `${r.label}: `;
    const lw = bold.widthOfTextAtSize(label, BODY);
    const valueLines = wrap(r.value, regular, BODY, w.width - lw);
    w.ensure(LEADING);
    w.y -= LEADING;
    const baseY = w.y + (LEADING - BODY) * 0.35;
    w.page.text(label, { x: MARGIN_X, y: baseY, size: BODY, font: bold, color: INK });
    w.page.text(valueLines[0] ?? '', { x: MARGIN_X + lw, y: baseY, size: BODY, font: regular, color: INK });
    for (const extra of valueLines.slice(1)) {
      w.ensure(LEADING);
      w.y -= LEADING;
      w.page.text(extra, {
        x: MARGIN_X + lw,
        y: w.y + (LEADING - BODY) * 0.35,
        size: BODY,
        font: regular,
        color: INK,
      });
    }
  }
  if (doc.references.length) w.gap(10);

  // Subject.
  w.paragraph(doc.subject, { font: bold, size: 11, keepTogether: true });
  w.gap(10);
  w.line(doc.salutation);
  w.gap(6);
  for (const p of doc.paragraphs) {
    w.paragraph(p);
    w.gap(7);
  }

  // Sign-off kept together.
  w.ensure(LEADING * 3 + SIGNATURE_SPACE);
  w.gap(2);
  w.line(doc.signOff.closing);
  w.gap(SIGNATURE_SPACE);
  w.line(doc.signOff.name, { font: bold });
  if (doc.signOff.capacity) w.paragraph(doc.signOff.capacity, { size: 9.5 });

  if (doc.enclosures.length) {
    w.gap(12);
    w.line('Enclosures:', { font: bold });
    for (const e of doc.enclosures) w.paragraph(`• ${e}`);
  }

  w.gap(16);
  w.paragraph(doc.disclaimer, { size: SMALL, leading: 10, color: GREY, keepTogether: true });
  numberPages(w);
  return w.pages;
}

/** A letter the user edited as plain text: the same page, fonts and numbering, text as written. */
export async function renderTextPdf(text: string, title: string): Promise<Uint8Array> {
  const { pdf, fonts } = await newDoc(title);
  drawText(pdf, fonts, text);
  return pdf.save();
}

/** Draws plain text as a letter on new pages at the end of `pdf`; returns them. */
export function drawText(pdf: PdfDocument, { regular, bold }: LetterFonts, text: string): Page[] {
  const w = new Writer(pdf, regular, bold);
  const blocks = clean(text.replace(/\r\n/g, '\n')).split(/\n{2,}/);
  for (const b of blocks) {
    if (!b.trim()) continue;
    w.paragraph(b.replace(/\n+$/, ''));
    w.gap(7);
  }
  numberPages(w);
  return w.pages;
}
