import { describe, expect, it } from 'vitest';
import { digit, fill, paper, ring, stem, type StemKind } from '../../../test/fixtures/glyph-bitmaps';
import {
  classifyStem,
  hasHole,
  centreInk,
  measureStem,
  otsuThreshold,
  segmentGlyphs,
  splitTouching,
  tightBox,
  type GreyImage,
} from './glyph-shapes';

const all = (img: GreyImage) => ({ x0: 0, y0: 0, x1: img.width, y1: img.height });

describe('otsuThreshold', () => {
  it('cuts between ink and paper, also on a grey, low-contrast scan', () => {
    const img = paper(40, 20);
    fill(img, 5, 5, 15, 15, 20);
    expect(otsuThreshold(img, all(img))).toBeGreaterThan(20);
    expect(otsuThreshold(img, all(img))).toBeLessThanOrEqual(255);
    const faint = paper(40, 20);
    faint.data.fill(200);
    fill(faint, 5, 5, 15, 15, 150);
    const t = otsuThreshold(faint, all(faint));
    expect(t).toBeGreaterThan(150);
    expect(t).toBeLessThanOrEqual(200);
  });
});

describe('segmentGlyphs', () => {
  it('splits at blank columns and returns tight ink boxes; touching glyphs stay one; specks are dropped', () => {
    const img = paper(100, 40);
    fill(img, 5, 10, 15, 30);
    fill(img, 20, 12, 30, 30);
    fill(img, 40, 10, 50, 30);
    fill(img, 50, 10, 60, 30); // touches the previous one
    fill(img, 80, 5, 81, 6); // a speck of dust
    const g = segmentGlyphs(img, all(img), 128);
    expect(g).toEqual([
      { x0: 5, y0: 10, x1: 15, y1: 30 },
      { x0: 20, y0: 12, x1: 30, y1: 30 },
      { x0: 40, y0: 10, x1: 60, y1: 30 },
    ]);
  });
});

describe('splitTouching / tightBox', () => {
  it('cuts glyphs that touch at an edge at the faintest column, and refuses glyphs fused along a stroke', () => {
    const img = paper(100, 40);
    const a = { x0: 5, y0: 5, x1: 30, y1: 35 };
    const b = { x0: 29, y0: 5, x1: 50, y1: 35 };
    ring(img, a, 3);
    ring(img, b, 3); // the two rings overlap by a column at mid height only
    const [run] = segmentGlyphs(img, { x0: 0, y0: 0, x1: 100, y1: 40 }, 128);
    expect(run).toEqual({ x0: 5, y0: 5, x1: 50, y1: 35 });
    const parts = splitTouching(img, run, 128, [[20, 36]])!;
    expect(parts).toHaveLength(2);
    expect(parts[0].x0).toBe(5);
    expect(parts[0].x1).toBeGreaterThanOrEqual(28);
    expect(parts[0].x1).toBeLessThanOrEqual(31);
    expect(parts[1].x1).toBe(50);
    expect(parts[1].y0).toBe(5);
    // a solid block has no faint column: no cut
    fill(img, 60, 5, 95, 35);
    expect(splitTouching(img, { x0: 60, y0: 5, x1: 95, y1: 35 }, 128, [[70, 85]])).toBeNull();
    expect(tightBox(img, { x0: 55, y0: 0, x1: 100, y1: 40 }, 128)).toEqual({ x0: 60, y0: 5, x1: 95, y1: 35 });
    expect(tightBox(paper(10, 10), { x0: 0, y0: 0, x1: 10, y1: 10 }, 128)).toBeNull();
  });
});

describe('hasHole with closeGaps', () => {
  it('closes a gap of a pixel in a ring, not the open side of a C', () => {
    const img = paper(120, 50);
    const o = { x0: 5, y0: 5, x1: 30, y1: 40 };
    ring(img, o, 4);
    fill(img, 22, 33, 24, 40, 255); // a pixel-wide break low on the right
    expect(hasHole(img, o, 128)).toBe(false);
    expect(hasHole(img, o, 128, 0.04, true)).toBe(true);
    const c = { x0: 40, y0: 5, x1: 65, y1: 40 };
    ring(img, c, 4);
    fill(img, 55, 12, 65, 33, 255); // a C: its right side gone
    expect(hasHole(img, c, 128, 0.04, true)).toBe(false);
  });
});

describe('hasHole / centreInk', () => {
  it('finds the counter of an O and the dot of a dotted zero, not of a solid or open shape', () => {
    const img = paper(120, 50);
    const o = { x0: 5, y0: 5, x1: 30, y1: 40 };
    const z = { x0: 40, y0: 5, x1: 60, y1: 40 };
    ring(img, o, 4);
    ring(img, z, 4, true);
    fill(img, 70, 5, 90, 40);
    const l = stem(img, 'L-sans', 95, 5, 35);
    expect(hasHole(img, o, 128)).toBe(true);
    expect(centreInk(img, o, 128)).toBe(0);
    expect(hasHole(img, z, 128)).toBe(true);
    expect(centreInk(img, z, 128)).toBeGreaterThan(0.3);
    expect(hasHole(img, { x0: 70, y0: 5, x1: 90, y1: 40 }, 128)).toBe(false);
    expect(hasHole(img, l, 128)).toBe(false);
  });
});

describe('measureStem / classifyStem', () => {
  const classify = (kind: StemKind, h: number) => {
    const img = paper(h * 2, h + 20);
    const b = stem(img, kind, Math.round(h * 0.5), 10, h);
    const [g] = segmentGlyphs(img, { x0: 0, y0: 0, x1: img.width, y1: img.height }, 128);
    expect(g.x0).toBeGreaterThanOrEqual(b.x0);
    const s = measureStem(img, g, 128);
    return s && classifyStem(s);
  };

  it.each([20, 33, 60])(
    'tells I, 1 and L apart by where the ink sits beside the stem (cap height %i px)',
    (h) => {
      expect(classify('I-sans', h)).toBe('I');
      expect(classify('I-serif', h)).toBe('I');
      expect(classify('1-flag', h)).toBe('1');
      expect(classify('1-flag-foot', h)).toBe('1');
      expect(classify('L-sans', h)).toBe('L');
      expect(classify('L-serif', h)).toBe('L');
    },
  );

  it('gives no verdict on glyphs that are not a stem', () => {
    expect(classify('bar', 33)).toBeNull();
    const img = paper(60, 50);
    ring(img, { x0: 5, y0: 5, x1: 30, y1: 40 }, 4);
    const o = measureStem(img, { x0: 5, y0: 5, x1: 30, y1: 40 }, 128);
    expect(o && classifyStem(o)).toBeNull();
    const d = paper(60, 50);
    const b = digit(d, 5, 5, 20, 33);
    const s = measureStem(d, b, 128);
    expect(s && classifyStem(s)).toBeNull();
  });

  it('reads short serifs of the same reach at both ends as an I (bold serif faces, as measured on W59 pages)', () => {
    const shape = { width: 11, height: 26, stem: 6, midLeft: 0, midRight: 0 };
    expect(classifyStem({ ...shape, topLeft: 2, topRight: 3, bottomLeft: 2, bottomRight: 3 })).toBe('I');
    expect(
      classifyStem({ ...shape, width: 8, stem: 5, topLeft: 1, topRight: 2, bottomLeft: 1, bottomRight: 2 }),
    ).toBe('I');
    // A short flag over no foot is not an I.
    expect(classifyStem({ ...shape, topLeft: 5, topRight: 0, bottomLeft: 0, bottomRight: 0 })).not.toBe('I');
    // A foot on both sides under a plain top (a 1 whose flag blurred away) is not an I either.
    expect(classifyStem({ ...shape, topLeft: 1, topRight: 0, bottomLeft: 5, bottomRight: 5 })).not.toBe('I');
  });

  it('abstains on a 1 whose flag points right (not a shape it knows)', () => {
    const img = paper(60, 50);
    fill(img, 20, 5, 24, 38);
    for (let i = 0; i < 8; i++) fill(img, 24 + i, 5 + i * 0.6, 28 + i, 9 + i * 0.6);
    const [g] = segmentGlyphs(img, { x0: 0, y0: 0, x1: 60, y1: 50 }, 128);
    const s = measureStem(img, g, 128)!;
    expect(classifyStem(s)).toBeNull();
  });
});
