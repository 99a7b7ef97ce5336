import { describe, expect, it } from 'vitest';
import { fill, paper } from '../../../test/fixtures/glyph-bitmaps';
import type { OcrLine } from './lookalike-glyphs';
import { bandStrip, insertLines, keepLine, lostBands } from './lost-lines';

/** A line of one word whose box spans rows y0–y1. */
const line = (text: string, y0: number, y1: number): OcrLine => ({
  words: [{ text, bbox: { x0: 10, y0, x1: 200, y1 }, symbols: [] }],
});

describe('lostBands', () => {
  it('finds ink of a text line that no recognised word covers, and nothing where words were read', () => {
    const img = paper(400, 400);
    fill(img, 10, 20, 200, 40); // read: "Dear Sir"
    fill(img, 10, 100, 300, 130); // dropped: a title in big letters
    fill(img, 10, 200, 200, 220); // read
    const bands = lostBands(img, [line('Dear', 20, 40), line('Yours', 200, 220)]);
    expect(bands).toEqual([{ y0: 100, y1: 130 }]);
  });
  it('leaves specks, rules and pictures far taller than a line', () => {
    const img = paper(400, 600);
    fill(img, 10, 20, 200, 40);
    fill(img, 50, 100, 52, 102); // a speck
    fill(img, 10, 150, 390, 152); // a thin rule
    fill(img, 10, 250, 200, 500); // a picture
    expect(lostBands(img, [line('Dear', 20, 40)])).toEqual([]);
    expect(lostBands(img, [])).toEqual([]);
  });
  it('cuts the band as a strip of the full width with paper around it', () => {
    const img = paper(40, 100);
    const strip = bandStrip(img, { y0: 30, y1: 50 });
    expect(strip.subarray(0, 13).toString('latin1')).toBe('P5\n40 36\n255\n');
    expect(strip.length).toBe(13 + 40 * 36);
  });
});

describe('insertLines', () => {
  const lines = [
    line('Miss G Mercer', 100, 120),
    line('Dear Miss Mercer,', 300, 320),
    line('Yours', 500, 520),
  ];
  const text = 'Miss G Mercer\nDear Miss Mercer,\n\nYours\n';
  it('puts each recovered line where it stands on the page', () => {
    const out = insertLines(text, lines, [
      { band: { y0: 20, y1: 60 }, text: 'BRIMWICK CITY COUNCIL' },
      { band: { y0: 200, y1: 240 }, text: 'CHARGE CERTIFICATE' },
      { band: { y0: 600, y1: 620 }, text: 'Registered office' },
    ]);
    expect(out.split('\n')).toEqual([
      'BRIMWICK CITY COUNCIL',
      'Miss G Mercer',
      'CHARGE CERTIFICATE',
      'Dear Miss Mercer,',
      'Yours',
      'Registered office',
    ]);
  });
  it('adds nothing when the text and the lines do not pair up', () => {
    expect(insertLines('one line only', lines, [{ band: { y0: 0, y1: 10 }, text: 'X COUNCIL' }])).toBe(
      'one line only',
    );
    expect(insertLines(text, lines, [])).toBe(text);
  });
});

describe('keepLine', () => {
  it('keeps words read with confidence, not a logo read as marks', () => {
    expect(keepLine('NOTICE AFTER ENTRY', 95)).toBe(true);
    expect(keepLine('he The EE EE me seem', 28)).toBe(false);
    expect(keepLine('| = ]', 90)).toBe(false);
  });
});
