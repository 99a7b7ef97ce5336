/**
 * Lines the page reader dropped, read again on their own.
 *
 * In one-block mode (psm 6) tesseract drops a line set much larger than the body, or one standing alone in a wide
 * gap: a council's name in big capitals, a notice's title over its rule ("NOTICE AFTER ENTRY OR TAKING CONTROL OF
 * GOODS"), a table's heading row. Those are the words that say who wrote the letter and what it is. The page shows
 * where they were: bands of rows with ink that no recognised word covers. Each band of text height is read again
 * as a single line (psm 7) and kept when the engine is sure of it, so a logo, a photo or a shaded box (which read
 * as low-confidence noise) adds nothing.
 */
import type { GreyImage } from './glyph-shapes';
import type { OcrLine } from './lookalike-glyphs';

export interface Band {
  y0: number;
  y1: number;
}

/** Darker than this is ink (the pre-processed page is contrast-stretched: ink near 0, paper near 255). */
const INK = 128;
/** A row with fewer ink pixels than this is blank (specks). */
const MIN_ROW_INK = 5;
/** Kept only when the engine's confidence in the line is at least this (noise reads at 0–40, text at 80–96). */
export const MIN_CONFIDENCE = 75;

function lineBox(line: OcrLine): Band | null {
  if (!line.words.length) return null;
  return {
    y0: Math.min(...line.words.map((w) => w.bbox.y0)),
    y1: Math.max(...line.words.map((w) => w.bbox.y1)),
  };
}

/**
 * Bands of rows that hold ink no recognised word covers, of a text line's height (0.6–4 times the page's median
 * word height: a speck row or a tall picture is not a line).
 */
export function lostBands(img: GreyImage, lines: OcrLine[]): Band[] {
  const { width: W, height: H, data } = img;
  const covered = new Uint8Array(H);
  const heights: number[] = [];
  for (const line of lines)
    for (const w of line.words) {
      heights.push(w.bbox.y1 - w.bbox.y0);
      for (let y = Math.max(0, w.bbox.y0 - 3); y < Math.min(H, w.bbox.y1 + 3); y++) covered[y] = 1;
    }
  if (!heights.length) return [];
  heights.sort((a, b) => a - b);
  const wordHeight = heights[Math.floor(heights.length / 2)];
  const out: Band[] = [];
  let start = -1;
  for (let y = 0; y <= H; y++) {
    let on = false;
    if (y < H && !covered[y]) {
      let n = 0;
      const row = y * W;
      for (let x = 0; x < W && n < MIN_ROW_INK; x++) if (data[row + x] < INK) n++;
      on = n >= MIN_ROW_INK;
    }
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      const h = y - start;
      if (h >= 0.6 * wordHeight && h <= 4 * wordHeight) out.push({ y0: start, y1: y });
      start = -1;
    }
  }
  return out;
}

/** The band as an 8-bit PGM strip (the full page width, a little paper above and below), for a psm 7 read. */
export function bandStrip(img: GreyImage, band: Band): Buffer {
  const y0 = Math.max(0, band.y0 - 8);
  const y1 = Math.min(img.height, band.y1 + 8);
  const header = Buffer.from(`P5\n${img.width} ${y1 - y0}\n255\n`, 'latin1');
  return Buffer.concat([header, Buffer.from(img.data.subarray(y0 * img.width, y1 * img.width))]);
}

/**
 * The page text with the recovered lines put where they stand on the page: before the first line (in reading
 * order) whose middle lies below theirs. `text` is the engine's text for `lines`, one text line per non-empty
 * `OcrLine`; when the two do not pair up, the recovered lines are left out rather than put in the wrong place.
 */
export function insertLines(text: string, lines: OcrLine[], found: { band: Band; text: string }[]): string {
  if (!found.length) return text;
  const textLines = text.split('\n').filter((l) => l.trim());
  const boxes = lines
    .filter((l) => l.words.some((w) => w.text.trim()))
    .map(lineBox)
    .filter((b): b is Band => !!b);
  if (textLines.length !== boxes.length) return text;
  const before = new Map<number, string[]>();
  for (const f of found) {
    const mid = (f.band.y0 + f.band.y1) / 2;
    let at = boxes.findIndex((b) => (b.y0 + b.y1) / 2 > mid);
    if (at < 0) at = boxes.length;
    before.set(at, [...(before.get(at) ?? []), f.text]);
  }
  const out: string[] = [];
  textLines.forEach((l, i) => out.push(...(before.get(i) ?? []), l));
  out.push(...(before.get(textLines.length) ?? []));
  return out.join('\n');
}

/** Whether a re-read line is worth keeping: sure enough, and words rather than marks. */
export function keepLine(text: string, confidence: number): boolean {
  const t = text.trim();
  return confidence >= MIN_CONFIDENCE && (t.match(/[A-Za-z]/g) ?? []).length >= 3;
}
