/**
 * O/0 and I/L/1 inside references, decided by the printed glyph instead of the text around it.
 *
 * OCR reads a reference's look-alikes the same way in every mention (`XO87305022` → `X087305022`, `1396532I` →
 * `13965321`, `L397185581` → `1397185581`), so no rule on the text can repair them. The page can: in proportional
 * fonts a capital O is much wider than the digits (which are tabular: all digits but 1 share one width), a sans-serif
 * I is a bare stem where 1 has a flag, an L has a foot on the right only. For every symbol the engine read as one of
 * the look-alikes inside a token that mixes letters and digits or is mostly digits, the glyph is measured against
 * the token's other digits (`glyph-shapes.ts`) and rewritten only when the shape is clear; otherwise the engine's
 * reading stands. In monospaced lines (every glyph the same advance) O and 0 have the same width: there an O is only
 * told from a 0 when the page's zeros in that font carry a dot, and an O is never turned into a 0 by its width.
 */
import {
  classifyStem,
  hasHole,
  centreInk,
  measureStem,
  otsuThreshold,
  segmentGlyphs,
  splitTouching,
  type Box,
  type GreyImage,
} from './glyph-shapes';

export interface OcrSymbol {
  text: string;
  bbox: Box;
}

export interface OcrWord {
  text: string;
  bbox: Box;
  symbols: OcrSymbol[];
}

export interface OcrLine {
  words: OcrWord[];
}

const ROUND = new Set(['O', '0', 'o']);
const STEM = new Set(['1', 'I', 'l', '|', 'L']);
/** Digits whose ink width is the same in nearly every font (4 is often wider, 7 narrower). */
const REF_DIGIT = /^[235689]$/;

/** O is at least this much wider than the token's digits in every proportional font (DejaVu ~1.35, Arial ~1.45). */
const O_MIN_RATIO = 1.25;
/** Ink in the centre of a dotted zero (the dot fills ~40–60 % of the centre window); a clean counter has none. */
const DOT_MIN = 0.2;
const CLEAN_MAX = 0.03;
/** A zero is as wide as the other digits; above this ratio the width says nothing. */
const ZERO_MAX_RATIO = 1.08;

/**
 * Tokens worth checking: letters and digits mixed (≥ 2 digits), or mostly digits; not money, not a date. A group of a
 * spaced reference ("714I" in "714I 9345") is shorter: `group` says a digit group stands beside it on the line.
 */
export function isReferenceLike(word: string, group = false): boolean {
  const core = word.replace(/^[^A-Za-z0-9|]+|[^A-Za-z0-9|]+$/g, '');
  if (core.length < (group ? 3 : 5)) return false;
  if (/[£€$]/.test(word) || /\d[.,]\d{2}$/.test(core) || /^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(core))
    return false;
  const alnum = core.replace(/[^A-Za-z0-9|]/g, '');
  const digits = (alnum.match(/[0-9]/g) ?? []).length;
  const letters = alnum.length - digits;
  return digits >= 2 && (letters > 0 || digits >= alnum.length * 0.5);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

/**
 * Whether a line is set in a monospaced font: the advance from each glyph to the next inside its words is (almost)
 * the same everywhere. Proportional text mixes narrow and wide letters, so its advances spread. Null when the line
 * has too few glyphs to tell.
 */
export function isMonospaced(line: OcrLine): boolean | null {
  const adv: number[] = [];
  for (const w of line.words) {
    const s = w.symbols.filter((x) => /[A-Za-z0-9]/.test(x.text));
    for (let i = 1; i < s.length; i++)
      adv.push((s[i].bbox.x0 + s[i].bbox.x1) / 2 - (s[i - 1].bbox.x0 + s[i - 1].bbox.x1) / 2);
  }
  if (adv.length < 12) return null;
  const m = median(adv);
  if (!(m > 0)) return null;
  const close = adv.filter((a) => Math.abs(a - m) <= 0.12 * m).length;
  return close >= 0.85 * adv.length;
}

/**
 * A symbol's glyph; `joined` when it was put together from pieces blur or a thin scan had broken apart, `cut` when
 * it was cut from a neighbour it touched. Both are good enough for a ring's width, not for a stem's serifs and flag
 * (a cut can take a 1's flag away with the neighbour).
 */
type Glyph = Box & { joined?: boolean; cut?: boolean };

/** Pairs each symbol with the ink glyph under it, or null where that is not unambiguous. */
function glyphsForSymbols(img: GreyImage, word: OcrWord, threshold: number): (Glyph | null)[] {
  // The engine's word box can clip a glyph's edge (a 1's flag): look a little wider, then keep only the glyphs that
  // reach into the box.
  const pad = Math.max(2, Math.round((word.bbox.y1 - word.bbox.y0) * 0.3));
  const segs = segmentGlyphs(
    img,
    { x0: word.bbox.x0 - pad, y0: word.bbox.y0 - 2, x1: word.bbox.x1 + pad, y1: word.bbox.y1 + 2 },
    threshold,
  ).filter((g) => g.x1 > word.bbox.x0 + 1 && g.x0 < word.bbox.x1 - 1);
  const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
  if (segs.length === word.symbols.length) {
    // One glyph per symbol, in order; each must still sit under its symbol's box.
    return word.symbols.map((s, i) => (overlap(s.bbox, segs[i]) > 0 ? segs[i] : null));
  }
  // Blur joins neighbours into one run of ink and breaks a thin glyph in two: pair runs and symbols by the symbols'
  // centres. A run under several centres is cut at its faintest column between each two; a run under none is a
  // piece of the symbol whose box holds most of it.
  const centre = word.symbols.map((s) => (s.bbox.x0 + s.bbox.x1) / 2);
  const wordHeight = word.bbox.y1 - word.bbox.y0;
  const pieces: Glyph[][] = word.symbols.map(() => []);
  const unclear = new Set<number>();
  for (const g of segs) {
    const under = centre.flatMap((c, i) => (g.x0 - 1 <= c && c <= g.x1 + 1 ? [i] : []));
    if (under.length === 1) pieces[under[0]].push(g);
    else if (under.length > 1) {
      const windows = under.slice(1).map((i, k): [number, number] => {
        const a = centre[under[k]];
        return [a + 0.25 * (centre[i] - a), centre[i] - 0.25 * (centre[i] - a)];
      });
      const parts = splitTouching(img, g, threshold, windows);
      if (parts) parts.forEach((p, k) => pieces[under[k]].push({ ...p, cut: true }));
      else under.forEach((i) => unclear.add(i));
    } else if (g.y1 - g.y0 >= 0.3 * wordHeight) {
      const best = word.symbols.reduce(
        (b, s, i) => (overlap(s.bbox, g) > overlap(word.symbols[b].bbox, g) ? i : b),
        0,
      );
      if (overlap(word.symbols[best].bbox, g) >= 0.5 * (g.x1 - g.x0)) pieces[best].push({ ...g, cut: true });
    }
  }
  return pieces.map((ps, i) => {
    if (!ps.length || unclear.has(i)) return null;
    if (ps.length === 1) return ps[0];
    return {
      cut: ps.some((p) => p.cut),
      x0: Math.min(...ps.map((p) => p.x0)),
      y0: Math.min(...ps.map((p) => p.y0)),
      x1: Math.max(...ps.map((p) => p.x1)),
      y1: Math.max(...ps.map((p) => p.y1)),
      joined: true,
    };
  });
}

/** What the rest of the page says about the font: the line is monospaced, the page prints dotted zeros. */
export interface FontEvidence {
  /** The line's `isMonospaced` verdict. */
  mono: boolean | null;
  /** Heights (px) of zeros on the page that carry a dot inside (see `dottedZeroHeights`). */
  dottedZeroHeights: number[];
}

/**
 * Heights of the glyphs read as 0 anywhere on the page that carry a dot inside. Where a font marks its zeros, a
 * clean round glyph of digit width in that font is an O, which is how monospaced references are told apart.
 */
export function dottedZeroHeights(img: GreyImage, lines: OcrLine[]): number[] {
  const out: number[] = [];
  for (const line of lines) {
    // Only monospaced lines count: a page may set its reference box in a mono font and its prose in another.
    if (!line.words.some((w) => w.symbols.some((s) => s.text === '0')) || isMonospaced(line) !== true)
      continue;
    for (const w of line.words) {
      if (!w.symbols.some((s) => s.text === '0')) continue;
      const threshold = otsuThreshold(img, w.bbox);
      const glyphs = glyphsForSymbols(img, w, threshold);
      w.symbols.forEach((s, i) => {
        const g = glyphs[i];
        if (s.text === '0' && g && hasHole(img, g, threshold) && centreInk(img, g, threshold) >= DOT_MIN)
          out.push(g.y1 - g.y0);
      });
    }
  }
  return out;
}

/** The word with its look-alikes rewritten where the glyphs are clear, or null when nothing changes. */
export function correctWord(img: GreyImage, word: OcrWord, font: FontEvidence, group = false): string | null {
  if (!isReferenceLike(word.text, group)) return null;
  if (!word.symbols.some((s) => ROUND.has(s.text) || STEM.has(s.text))) return null;
  if (word.symbols.map((s) => s.text).join('') !== word.text) return null;
  const threshold = otsuThreshold(img, word.bbox);
  const glyphs = glyphsForSymbols(img, word, threshold);
  // The token's own yardsticks: the width of its digits 2, 3, 5, 6, 8, 9 (tabular in nearly every font; one is enough,
  // as "HP441O4241" has: an O stands 1.35–1.5 digit widths wide, a zero 0.95–1.05), the height of its capitals and
  // digits.
  const ref = word.symbols
    .map((s, i) => (REF_DIGIT.test(s.text) ? glyphs[i] : null))
    .filter((g): g is Box => !!g);
  const digitWidth = ref.length >= 1 ? median(ref.map((g) => g.x1 - g.x0)) : NaN;
  const tall = word.symbols
    .map((s, i) => (/[A-Z0-9]/.test(s.text) ? glyphs[i] : null))
    .filter((g): g is Glyph => !!g);
  if (tall.length < 3) return null;
  // Stems are judged by small marks (a flag, a serif) that a blurred scan loses first: only in a token whose glyphs
  // mostly stand apart, as printed, not in one the segmentation had to cut and mend.
  const stemsClear = tall.filter((g) => !g.cut && !g.joined).length >= 3;
  const capHeight = median(tall.map((g) => g.y1 - g.y0));
  if (!(capHeight >= 8)) return null;
  // The font dots its zeros: seen on the page's monospaced lines, or in this very token (a label set in another
  // face can hide the value's monospacing from `isMonospaced`; a dotted zero beside it is proof enough).
  const dottedHere = word.symbols.some((s, i) => {
    const g = glyphs[i];
    return (
      !!g &&
      ROUND.has(s.text) &&
      Math.abs(g.y1 - g.y0 - capHeight) <= 0.12 * capHeight &&
      hasHole(img, g, threshold) &&
      centreInk(img, g, threshold) >= DOT_MIN
    );
  });
  const dotted =
    dottedHere || font.dottedZeroHeights.some((zh) => Math.abs(zh - capHeight) <= 0.12 * capHeight);
  // Case of the token's unambiguous letters: an I-shaped stem in "abl1234" is an l.
  const letters = word.text.replace(/[^A-Za-z]|[OoIlL]/g, '');
  const lowerCase = letters.length > 0 && letters === letters.toLowerCase();

  let changed = false;
  const out = word.symbols.map((s, i) => {
    const g = glyphs[i];
    if (!g) return s.text;
    const h = (g.y1 - g.y0) / capHeight;
    if (ROUND.has(s.text)) {
      // A ring broken by a thin scan encloses nothing: its two halves joined, or its stroke closed over a pixel's
      // gap, are still a ring (closed, the counter must be larger: closing can wall in specks of paper).
      const round =
        hasHole(img, g, threshold) || g.joined || (h >= 0.9 && hasHole(img, g, threshold, 0.08, true));
      if (h < 0.85 || h > 1.15 || !round) return s.text;
      const r = (g.x1 - g.x0) / digitWidth;
      const centre = centreInk(img, g, threshold);
      let to = s.text;
      if (centre >= DOT_MIN) to = '0';
      else if (centre > CLEAN_MAX) return s.text;
      else if (r >= O_MIN_RATIO && r <= 1.9) to = lowerCase ? 'o' : 'O';
      // Digit-wide and clean: a zero in a proportional font, an O in a font whose zeros are dotted.
      else if (r <= ZERO_MAX_RATIO && font.mono === false && !dotted) to = '0';
      else if (r >= 0.85 && r <= 1.25 && dotted && (font.mono === true || dottedHere))
        to = lowerCase ? 'o' : 'O';
      if (to !== s.text) changed = true;
      return to;
    }
    if (STEM.has(s.text)) {
      if (!stemsClear || h < 0.85 || h > 1.15 || g.cut || g.joined) return s.text;
      const shape = measureStem(img, g, threshold);
      const kind = shape && classifyStem(shape);
      if (!kind) return s.text;
      let to: string = kind;
      if (kind === 'I') to = lowerCase ? 'l' : 'I';
      if (kind === 'L' && lowerCase) return s.text;
      if (to !== s.text) changed = true;
      return to;
    }
    return s.text;
  });
  return changed ? out.join('') : null;
}

/** Every correction on the page, in reading order: the word as read and as rewritten. */
export function lookalikeCorrections(img: GreyImage, lines: OcrLine[]): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let dotted: number[] | undefined;
  for (const line of lines) {
    let mono: boolean | null | undefined;
    line.words.forEach((w, k) => {
      const group = [line.words[k - 1], line.words[k + 1]].some((n) => n && /^\d{3,6}$/.test(n.text));
      if (!isReferenceLike(w.text, group) || !w.symbols.some((s) => ROUND.has(s.text) || STEM.has(s.text)))
        return;
      if (mono === undefined) mono = isMonospaced(line);
      dotted ??= dottedZeroHeights(img, lines);
      const to = correctWord(img, w, { mono, dottedZeroHeights: dotted }, group);
      if (to !== null) out.push({ from: w.text, to });
    });
  }
  return out;
}

/**
 * Rewrites the page text with the corrections, each at the next occurrence of its word after the previous one (the
 * corrections come in reading order, as the text does).
 */
export function applyCorrections(text: string, corrections: { from: string; to: string }[]): string {
  let out = '';
  let cursor = 0;
  for (const c of corrections) {
    const re = new RegExp(
      `(?<![A-Za-z0-9])${c.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`,
      'g',
    );
    re.lastIndex = cursor;
    const m = re.exec(text);
    if (!m) continue;
    out += text.slice(cursor, m.index) + c.to;
    cursor = m.index + m[0].length;
  }
  return out + text.slice(cursor);
}
