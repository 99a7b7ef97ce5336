import { describe, expect, it } from 'vitest';
import { digit, fill, paper, ring, stem, type StemKind } from '../../../test/fixtures/glyph-bitmaps';
import type { Box, GreyImage } from './glyph-shapes';
import {
  applyCorrections,
  correctWord,
  dottedZeroHeights,
  isMonospaced,
  isReferenceLike,
  lookalikeCorrections,
  type FontEvidence,
  type OcrLine,
  type OcrWord,
} from './lookalike-glyphs';

/**
 * What is printed, glyph by glyph: 'd' a digit 2–9, 'O' a round glyph `oWidth` digit widths wide, 'Z' a dotted
 * zero, or a stem kind. `read` is what the OCR engine said, one character per glyph.
 */
type Glyph = 'd' | 'O' | 'Z' | StemKind;

interface Page {
  img: GreyImage;
  lines: OcrLine[];
}

function printWord(
  img: GreyImage,
  x: number,
  y: number,
  h: number,
  glyphs: Glyph[],
  read: string,
  o: { oWidth?: number; mono?: boolean } = {},
): OcrWord {
  const dw = Math.round(h * 0.6);
  const gap = Math.round(h * 0.2);
  const symbols = glyphs.map((g, i) => {
    let b: Box;
    const cell = o.mono ? dw : 0;
    if (g === 'd') b = digit(img, x, y, dw, h);
    else if (g === 'O' || g === 'Z') {
      const w = Math.round(dw * (g === 'O' ? (o.oWidth ?? 1.35) : 1));
      b = { x0: x, y0: y, x1: x + w, y1: y + h };
      ring(img, b, Math.max(2, Math.round(h * 0.12)), g === 'Z');
    } else b = stem(img, g, x + (o.mono ? Math.round(dw * 0.3) : 0), y, h);
    x = (o.mono ? x + cell : b.x1) + gap;
    return { text: read[i], bbox: b };
  });
  const bbox = {
    x0: Math.min(...symbols.map((s) => s.bbox.x0)),
    y0: y,
    x1: Math.max(...symbols.map((s) => s.bbox.x1)),
    y1: y + h,
  };
  return { text: read, bbox, symbols };
}

function page(words: { glyphs: Glyph[]; read: string; oWidth?: number; mono?: boolean }[], h = 30): Page {
  const img = paper(2000, h * 3);
  let x = 10;
  const line: OcrLine = { words: [] };
  for (const w of words) {
    const word = printWord(img, x, h, h, w.glyphs, w.read, w);
    line.words.push(word);
    x = word.bbox.x1 + h;
  }
  return { img, lines: [line] };
}

const proportional: FontEvidence = { mono: false, dottedZeroHeights: [] };
const d = (n: number): Glyph[] => Array.from({ length: n }, () => 'd');

describe('isReferenceLike', () => {
  it.each(['XO87305022', 'X087305022', '666-0073849', '13965321', '1396532|', 'SI057393,', '(OK736326)'])(
    '%s is checked',
    (w) => expect(isReferenceLike(w)).toBe(true),
  );
  it.each(['£1,200.00', '1,200.00', '10/03/2026', 'Reference', '0300', 'AB1', 'Road,'])('%s is not', (w) =>
    expect(isReferenceLike(w)).toBe(false),
  );
  it('a short group counts only beside a digit group (a spaced reference: "714I 9345")', () => {
    expect(isReferenceLike('714I')).toBe(false);
    expect(isReferenceLike('714I', true)).toBe(true);
    expect(isReferenceLike('AB', true)).toBe(false);
  });
});

describe('correctWord', () => {
  it('reads a round glyph much wider than the digits as O (XO87305022 read X087305022)', () => {
    const p = page([{ glyphs: ['I-sans', 'O', ...d(8)], read: 'X087305022' }]);
    // the X is drawn as a stem here; only its reading matters
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('XO87305022');
  });

  it('one yardstick digit is enough (HP441O4241: only the 2 is a digit of tabular width)', () => {
    const p = page([{ glyphs: [...d(2), '1-flag', 'O', ...d(3), '1-flag'], read: '44104241' }]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('441O4241');
  });

  it('keeps a digit-wide round glyph a 0, and turns an O of digit width into 0 in a proportional line', () => {
    const zero = page([{ glyphs: [...d(3), 'O', ...d(4)], read: '12304567', oWidth: 1 }]);
    expect(correctWord(zero.img, zero.lines[0].words[0], proportional)).toBeNull();
    const misread = page([{ glyphs: [...d(3), 'O', ...d(4)], read: '123O4567', oWidth: 1 }]);
    expect(correctWord(misread.img, misread.lines[0].words[0], proportional)).toBe('12304567');
    // …but never in a monospaced line (O and 0 are the same width there) or when the font is unknown
    expect(
      correctWord(misread.img, misread.lines[0].words[0], { mono: true, dottedZeroHeights: [] }),
    ).toBeNull();
    expect(
      correctWord(misread.img, misread.lines[0].words[0], { mono: null, dottedZeroHeights: [] }),
    ).toBeNull();
  });

  it('abstains between the two widths', () => {
    const p = page([{ glyphs: [...d(3), 'O', ...d(4)], read: '12304567', oWidth: 1.14 }]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBeNull();
  });

  it('reads a bare stem as I and a flagged stem as 1 (1396532I read 13965321, 779-II15185)', () => {
    const p = page([
      { glyphs: ['1-flag-foot', ...d(6), 'I-sans'], read: '13965321' },
      { glyphs: [...d(3), 'I-sans', 'I-sans', '1-flag-foot', ...d(2)], read: '779I1155' },
    ]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('1396532I');
    expect(correctWord(p.img, p.lines[0].words[1], proportional)).toBe('779II155');
  });

  it('turns a 1 with a foot on the right only into L (L397185581 read 1397185581)', () => {
    const p = page([{ glyphs: ['L-sans', ...d(3), '1-flag', ...d(4)], read: '139718558' }]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('L39718558');
  });

  it('turns an I with a flag into 1, and leaves true 1s alone', () => {
    const p = page([
      { glyphs: [...d(3), '1-flag-foot', ...d(3)], read: '234I567' },
      { glyphs: ['1-flag-foot', ...d(2), '1-flag', ...d(3)], read: '1231456' },
    ]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('2341567');
    expect(correctWord(p.img, p.lines[0].words[1], proportional)).toBeNull();
  });

  it('measures relative to the token: the same word at another size gives the same answer', () => {
    for (const h of [18, 30, 64]) {
      const p = page([{ glyphs: ['d', 'O', ...d(5), 'I-sans'], read: '20345671' }], h);
      expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('2O34567I');
    }
  });

  it('reads a clean digit-wide ring as O in a monospaced line when the page prints dotted zeros', () => {
    const p = page([{ glyphs: [...d(2), 'O', 'Z', ...d(4)], read: '23004567', oWidth: 1, mono: true }]);
    const word = p.lines[0].words[0];
    const heights = [30];
    expect(correctWord(p.img, word, { mono: true, dottedZeroHeights: heights })).toBe('23O04567');
    // the dotted one is a zero whatever the engine said
    const q = page([{ glyphs: [...d(2), 'Z', ...d(4)], read: '23O4567', mono: true }]);
    expect(correctWord(q.img, q.lines[0].words[0], { mono: true, dottedZeroHeights: [] })).toBe('2304567');
    // without dotted zeros on the page a monospaced O/0 stays as read
    const plain = page([{ glyphs: [...d(2), 'O', ...d(4)], read: '2304567', oWidth: 1, mono: true }]);
    expect(correctWord(plain.img, plain.lines[0].words[0], { mono: true, dottedZeroHeights: [] })).toBeNull();
    // dotted zeros of another size are another font
    expect(
      correctWord(plain.img, plain.lines[0].words[0], { mono: true, dottedZeroHeights: [60] }),
    ).toBeNull();
  });

  it("takes a dotted zero in the token itself as the font's evidence, even where the line's spacing is unknown", () => {
    // "Your account: LL69O8608": the label's face hides the value's monospacing from the line check.
    const p = page([{ glyphs: [...d(2), 'O', 'Z', ...d(4)], read: '23004567', oWidth: 1, mono: true }]);
    const word = p.lines[0].words[0];
    expect(correctWord(p.img, word, { mono: null, dottedZeroHeights: [] })).toBe('23O04567');
    expect(correctWord(p.img, word, { mono: false, dottedZeroHeights: [] })).toBe('23O04567');
  });

  it('leaves glyphs it cannot isolate (fused into their neighbour) and non-references alone', () => {
    const img = paper(400, 90);
    // "2O345" with the O's side printed over the 2's: one ink blob with no valley between them, so the O is not
    // measured.
    const b2 = digit(img, 10, 30, 18, 30);
    const bo = { x0: 22, y0: 30, x1: 46, y1: 60 };
    ring(img, bo, 4);
    const rest = [54, 78, 102].map((x) => digit(img, x, 30, 18, 30));
    const symbols = [b2, bo, ...rest].map((bbox, i) => ({ text: '20345'[i], bbox }));
    const word: OcrWord = { text: '20345', bbox: { x0: 10, y0: 30, x1: 120, y1: 60 }, symbols };
    expect(correctWord(img, word, proportional)).toBeNull();
    // the same glyphs apart are corrected
    const p = page([{ glyphs: ['d', 'O', ...d(3)], read: '20345' }]);
    expect(correctWord(p.img, p.lines[0].words[0], proportional)).toBe('2O345');
    expect(correctWord(p.img, { ...p.lines[0].words[0], text: 'Total' }, proportional)).toBeNull();
  });
});

describe('correctWord on a blurred scan', () => {
  /** "368O925" printed with the O's ring and the digits apart; returns the page, word and the O's box. */
  function word(draw: (img: GreyImage, o: Box) => void) {
    const img = paper(400, 90);
    const boxes: Box[] = [];
    let x = 10;
    for (const g of ['d', 'd', 'd', 'O', 'd', 'd', 'd']) {
      const w = g === 'O' ? 26 : 18;
      const b = { x0: x, y0: 30, x1: x + w, y1: 60 };
      if (g === 'O') draw(img, b);
      else digit(img, x, 30, 18, 30);
      boxes.push(b);
      x += w + 4;
    }
    const symbols = boxes.map((bbox, i) => ({ text: '3680925'[i], bbox }));
    const w: OcrWord = { text: '3680925', bbox: { x0: 10, y0: 30, x1: x - 4, y1: 60 }, symbols };
    return { img, w };
  }

  it('cuts an O that blur joined to its neighbour by a thin bridge, and measures it', () => {
    const { img, w } = word((img, o) => {
      ring(img, o, 4);
      fill(img, o.x0 - 5, 44, o.x0 + 1, 46); // a one-pixel-high bridge to the 8 before it
    });
    expect(correctWord(img, w, proportional)).toBe('368O925');
  });

  it('cuts an O that touches the digit before it edge to edge', () => {
    const { img, w } = word((img, o) => ring(img, { ...o, x0: o.x0 - 4 }, 4));
    expect(correctWord(img, w, proportional)).toBe('368O925');
  });

  it('reads a ring whose stroke a scan broke by a pixel as a ring', () => {
    const { img, w } = word((img, o) => {
      ring(img, o, 4);
      const mid = Math.round((o.y0 + o.y1) / 2);
      fill(img, o.x1 - 8, mid - 1, o.x1, mid + 1, 255); // a 2-pixel gap through the right side
    });
    expect(correctWord(img, w, proportional)).toBe('368O925');
  });

  it('puts a ring broken in two by a thin scan back together before measuring it', () => {
    const { img, w } = word((img, o) => {
      ring(img, o, 4);
      const mid = Math.round((o.x0 + o.x1) / 2);
      fill(img, mid - 1, o.y0, mid + 1, o.y1, 255); // a white gap through the top and bottom of the ring
    });
    expect(correctWord(img, w, proportional)).toBe('368O925');
  });
});

describe('isMonospaced / dottedZeroHeights', () => {
  it('tells a line with equal advances from proportional text; too few glyphs → null', () => {
    const mono = page([{ glyphs: [...d(7), 'I-sans', ...d(6)], read: '23456781234567', mono: true }]);
    expect(isMonospaced(mono.lines[0])).toBe(true);
    const prop = page([
      { glyphs: ['O', 'I-sans', 'O', ...d(3), 'I-sans', 'I-sans', 'O', ...d(5)], read: 'OIO234IIO23456' },
    ]);
    expect(isMonospaced(prop.lines[0])).toBe(false);
    expect(
      isMonospaced({
        words: [mono.lines[0].words[0]].map((w) => ({ ...w, symbols: w.symbols.slice(0, 5) })),
      }),
    ).toBeNull();
  });

  it('collects dotted zeros from monospaced lines only', () => {
    const mono = page([{ glyphs: [...d(6), 'Z', ...d(7)], read: '23456702345678', mono: true }]);
    expect(dottedZeroHeights(mono.img, mono.lines)).toEqual([30]);
    const prop = page([
      { glyphs: ['O', 'I-sans', 'O', 'Z', 'd', 'I-sans', 'I-sans', 'O', ...d(6)], read: 'OIO02IIO234567' },
    ]);
    expect(dottedZeroHeights(prop.img, prop.lines)).toEqual([]);
  });
});

describe('lookalikeCorrections / applyCorrections', () => {
  it('rewrites each corrected word at its own place in the page text', () => {
    const p = page([
      { glyphs: [...d(2), 'O', ...d(5)], read: '23045678' },
      { glyphs: [...d(8)], read: '23045678' },
    ]);
    const c = lookalikeCorrections(p.img, p.lines);
    expect(c).toEqual([{ from: '23045678', to: '23O45678' }]);
    const text = 'Ref: 23045678\nQuote 23045678 when paying (x23045678)';
    expect(applyCorrections(text, c)).toBe('Ref: 23O45678\nQuote 23045678 when paying (x23045678)');
  });

  it('skips a correction whose word is not in the text and keeps the order', () => {
    const text = 'A 13965321 B X087305022 C 13965321';
    expect(
      applyCorrections(text, [
        { from: 'missing1', to: 'x' },
        { from: 'X087305022', to: 'XO87305022' },
        { from: '13965321', to: '1396532I' },
      ]),
    ).toBe('A 13965321 B XO87305022 C 1396532I');
  });
});
