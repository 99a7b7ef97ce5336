import { describe, expect, it } from 'vitest';
import { eraseRuleLines } from './rule-lines';

const W = 400;
const H = 300;
const page = () => new Uint8Array(W * H).fill(255);
const fill = (img: Uint8Array, x0: number, y0: number, x1: number, y1: number, v = 0) => {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img[y * W + x] = v;
};
const inkIn = (img: Uint8Array, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (img[y * W + x] < 140) n++;
  return n;
};

describe('eraseRuleLines', () => {
  it('erases thin horizontal and vertical rules and keeps the letters between them', () => {
    const img = page();
    fill(img, 20, 100, 380, 103); // a table rule, 3 px
    fill(img, 200, 20, 202, 280); // a column rule, 2 px
    fill(img, 40, 80, 44, 99); // a letter's stem standing on the rule
    fill(img, 60, 85, 75, 88); // a letter's bar (short: not a rule)
    expect(eraseRuleLines(img, W, H, { minLength: 100, minHeight: 100, maxThickness: 5 })).toBeGreaterThan(0);
    expect(inkIn(img, 100, 95, 190, 110)).toBe(0);
    expect(inkIn(img, 195, 120, 210, 270)).toBe(0);
    expect(inkIn(img, 40, 80, 44, 98)).toBe(4 * 18);
    expect(inkIn(img, 60, 85, 75, 88)).toBe(15 * 3);
  });

  it("erases a one-line box's short sides with its rules, not a letter's stem standing on a rule", () => {
    const img = page();
    fill(img, 20, 100, 380, 102); // top rule
    fill(img, 20, 160, 380, 162); // bottom rule
    fill(img, 20, 100, 22, 162); // left side, 62 px: shorter than a column rule
    fill(img, 378, 100, 380, 162); // right side
    fill(img, 100, 140, 103, 160); // a letter's stem, 20 px, resting on the bottom rule
    eraseRuleLines(img, W, H, { minLength: 100, minHeight: 200, minSide: 40, maxThickness: 5 });
    expect(inkIn(img, 0, 90, 30, 170)).toBe(0);
    expect(inkIn(img, 370, 90, W, 170)).toBe(0);
    expect(inkIn(img, 100, 140, 103, 158)).toBe(3 * 18);
  });

  it('keeps a thick bar or dark band, and the white text on it', () => {
    const img = page();
    fill(img, 0, 10, W, 60); // a dark title band
    // White letters on it, 3 px from its edges: the band's margins are long runs only 3 px deep.
    for (let x = 40; x < 360; x += 16) fill(img, x, 13, x + 8, 57, 255);
    const before = img.slice();
    expect(eraseRuleLines(img, W, H, { minLength: 100, minHeight: 100, maxThickness: 5 })).toBe(0);
    expect(img).toEqual(before);
  });

  it('bridges the small gaps scan noise opens in a printed rule', () => {
    const img = page();
    fill(img, 20, 150, 380, 152);
    fill(img, 120, 150, 122, 152, 255); // a 2 px gap
    eraseRuleLines(img, W, H, { minLength: 200, minHeight: 200, maxThickness: 5 });
    expect(inkIn(img, 0, 140, W, 160)).toBe(0);
  });
});
