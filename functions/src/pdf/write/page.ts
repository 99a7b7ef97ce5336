/**
 * A page and its content stream (ISO 32000-1 §8, §9.4): text in an embedded font, lines, rectangles, images and
 * form XObjects. Operators are collected as text and compressed when the document is saved.
 */
import { numberToken as num, serialize, type PdfRef } from '../objects';
import type { EmbeddedFont } from '../font/embed';
import type { PdfImage } from './image';

export type Rgb = readonly [number, number, number];
/** a b c d e f of a transformation matrix (§8.3.3) */
export type Matrix = readonly [number, number, number, number, number, number];

/** A font embedded in a document, and its name in the document's resources. */
export interface Font {
  readonly resource: string;
  readonly embedded: EmbeddedFont;
  widthOfTextAtSize(text: string, size: number): number;
}

/** What a page asks of its document: resource names for the things it draws. */
export interface Resources {
  xobject(ref: PdfRef): string;
}

const colour = (c: Rgb) => c.map(num).join(' ');

export class Page {
  /** content operators, one string per drawing */
  readonly ops: string[] = [];

  constructor(
    private readonly resources: Resources,
    readonly width: number,
    readonly height: number,
  ) {}

  /** One line of text, its baseline starting at (x, y). */
  text(text: string, o: { x: number; y: number; size: number; font: Font; color?: Rgb }): void {
    if (!text) return;
    const glyphs = serialize(o.font.embedded.encode(text));
    this.ops.push(
      `BT\n/${o.font.resource} ${num(o.size)} Tf\n${colour(o.color ?? [0, 0, 0])} rg\n` +
        `1 0 0 1 ${num(o.x)} ${num(o.y)} Tm\n${glyphs} Tj\nET`,
    );
  }

  /** An ellipse centred on (x, y), four Bézier arcs (the usual 0.5523 control-point factor). */
  ellipse(o: { x: number; y: number; rx: number; ry: number; fill?: Rgb; stroke?: Rgb; lineWidth?: number }) {
    if (!o.fill && !o.stroke) return;
    const k = 0.5523;
    const { x, y, rx, ry } = o;
    const c = (...xs: number[]) => xs.map(num).join(' ');
    this.ops.push(
      'q\n' +
        (o.fill ? `${colour(o.fill)} rg\n` : '') +
        (o.stroke ? `${colour(o.stroke)} RG\n${num(o.lineWidth ?? 1)} w\n` : '') +
        `${c(x + rx, y)} m\n` +
        `${c(x + rx, y + k * ry, x + k * rx, y + ry, x, y + ry)} c\n` +
        `${c(x - k * rx, y + ry, x - rx, y + k * ry, x - rx, y)} c\n` +
        `${c(x - rx, y - k * ry, x - k * rx, y - ry, x, y - ry)} c\n` +
        `${c(x + k * rx, y - ry, x + rx, y - k * ry, x + rx, y)} c\n` +
        `${o.fill && o.stroke ? 'b' : o.fill ? 'f' : 's'}\nQ`,
    );
  }

  rect(o: {
    x: number;
    y: number;
    width: number;
    height: number;
    fill?: Rgb;
    stroke?: Rgb;
    lineWidth?: number;
  }) {
    if (!o.fill && !o.stroke) return;
    const paint = o.fill && o.stroke ? 'B' : o.fill ? 'f' : 'S';
    this.ops.push(
      'q\n' +
        (o.fill ? `${colour(o.fill)} rg\n` : '') +
        (o.stroke ? `${colour(o.stroke)} RG\n${num(o.lineWidth ?? 1)} w\n` : '') +
        `${num(o.x)} ${num(o.y)} ${num(o.width)} ${num(o.height)} re\n${paint}\nQ`,
    );
  }

  line(o: { from: [number, number]; to: [number, number]; color?: Rgb; lineWidth?: number }) {
    this.ops.push(
      `q\n${colour(o.color ?? [0, 0, 0])} RG\n${num(o.lineWidth ?? 1)} w\n` +
        `${num(o.from[0])} ${num(o.from[1])} m\n${num(o.to[0])} ${num(o.to[1])} l\nS\nQ`,
    );
  }

  /** An image filling the box (x, y, width, height). */
  image(img: PdfImage, o: { x: number; y: number; width: number; height: number }) {
    this.xobject(img.ref, [o.width, 0, 0, o.height, o.x, o.y]);
  }

  /** A form XObject (a page imported from another PDF, say) drawn through `matrix`. */
  form(ref: PdfRef, matrix: Matrix = [1, 0, 0, 1, 0, 0]) {
    this.xobject(ref, matrix);
  }

  private xobject(ref: PdfRef, m: Matrix) {
    this.ops.push(`q\n${m.map(num).join(' ')} cm\n/${this.resources.xobject(ref)} Do\nQ`);
  }

  /** Applies `m` to everything drawn on the page so far (what is drawn afterwards is not transformed). */
  transformContent(m: Matrix) {
    this.ops.unshift(`q\n${m.map(num).join(' ')} cm`);
    this.ops.push('Q');
  }

  /** The content stream's bytes (operators are ASCII; glyph ids are in hex strings). */
  content(): Uint8Array {
    return Buffer.from(this.ops.join('\n'), 'latin1');
  }
}
