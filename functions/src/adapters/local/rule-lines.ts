/**
 * Erases the ruling of tables and boxes (long thin horizontal and vertical lines) from a pre-processed page before
 * tesseract reads it. In one-block mode (psm 6) the engine can lose a whole row of text that sits on a rule: a
 * statement table's bold "Balance owing £197.77" between its last rule and the table's heavy bottom border was
 * dropped from the text. A rule is a run of ink far longer than any letter is wide (or tall), and thin; a solid bar or
 * a dark band (white text on it) is thick, and stays.
 */

export interface RuleLineOptions {
  /** Shortest horizontal run that is a rule, px (default 6 % of the page width: longer than any word's stroke). */
  minLength?: number;
  /** Shortest vertical run that is a rule, px (default 4 % of the page height: taller than a heading's letters). */
  minHeight?: number;
  /** Shortest side of a box (a vertical run ending on a horizontal rule), px (default 1.2 % of the page height). */
  minSide?: number;
  /** Thickest a rule may be, px (default the page width / 400: ~6 px at 300 dpi). */
  maxThickness?: number;
  /** Grey level under which a pixel is ink. */
  ink?: number;
}

/** Erases rules in place (to white); returns the number of pixels erased. */
export function eraseRuleLines(img: Uint8Array, W: number, H: number, opts: RuleLineOptions = {}): number {
  const minLength = opts.minLength ?? Math.round(W * 0.06);
  const minHeight = opts.minHeight ?? Math.round(H * 0.04);
  const maxThickness = opts.maxThickness ?? Math.max(4, Math.round(W / 400));
  const ink = opts.ink ?? 140;
  const horizontal = longRuns(img, W, H, minLength, ink, 1, W);
  const vertical = longRuns(img, H, W, minHeight, ink, W, 1);
  // A box's sides are shorter than a page-long column rule: a vertical run that ends on a horizontal rule and is
  // taller than a line of text is a side (left behind, tesseract reads it as "|").
  const sides = longRuns(img, H, W, opts.minSide ?? Math.max(40, Math.round(H * 0.012)), ink, W, 1);
  keepTouching(sides, horizontal, W, H);
  for (let i = 0; i < vertical.length; i++) vertical[i] |= sides[i];
  let erased = 0;
  erased += eraseThin(img, horizontal, W, H, maxThickness, ink, 1, W);
  erased += eraseThin(img, vertical, H, W, maxThickness, ink, W, 1);
  return erased;
}

/**
 * Marks the pixels of ink runs at least `min` long along one axis (gaps of up to 2 px, which scan noise opens in a
 * printed line, are bridged). `lines` × `length` walks the page: pixel (line, k) is at line * lineStep + k * step.
 */
function longRuns(
  img: Uint8Array,
  length: number,
  lines: number,
  min: number,
  ink: number,
  step: number,
  lineStep: number,
): Uint8Array {
  const mark = new Uint8Array(img.length);
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let start = -1;
    let lastInk = -10;
    for (let k = 0; k <= length; k++) {
      const isInk = k < length && img[base + k * step] < ink;
      if (isInk) {
        if (start < 0 || k - lastInk > 3) {
          if (start >= 0 && lastInk - start + 1 >= min) markRun(mark, base, step, start, lastInk);
          start = k;
        }
        lastInk = k;
      } else if (k === length && start >= 0 && lastInk - start + 1 >= min) {
        markRun(mark, base, step, start, lastInk);
      }
    }
  }
  return mark;
}

/** Keeps only the vertical runs in `sides` whose top or bottom end is within 3 px of a horizontal rule's pixel. */
function keepTouching(sides: Uint8Array, horizontal: Uint8Array, W: number, H: number): void {
  const near = (x: number, y: number) => {
    for (let dy = -3; dy <= 3; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= H) continue;
      for (let dx = -3; dx <= 3; dx++) {
        const xx = x + dx;
        if (xx >= 0 && xx < W && horizontal[yy * W + xx]) return true;
      }
    }
    return false;
  };
  for (let x = 0; x < W; x++) {
    let y = 0;
    while (y < H) {
      if (!sides[y * W + x]) {
        y++;
        continue;
      }
      let end = y;
      while (end + 1 < H && sides[(end + 1) * W + x]) end++;
      if (!near(x, y) && !near(x, end)) for (let k = y; k <= end; k++) sides[k * W + x] = 0;
      y = end + 1;
    }
  }
}

function markRun(mark: Uint8Array, base: number, step: number, from: number, to: number): void {
  for (let k = from; k <= to; k++) mark[base + k * step] = 1;
}

/**
 * Erases the marked runs that are thin: along a run, the ink across it (the run's own rows, and any ink touching them)
 * is measured at each pixel; where it is at most `maxThickness` deep on most of the run, the run is a rule and its thin
 * stretches are erased (with a pixel each side, the anti-aliasing). A letter touching the rule keeps its pixels (the
 * ink there is deep), and so does a dark band: its margin above a white letter is thin, but beside the letters the
 * band is deep, so the run is not a rule. `lines` × `length` walks the page as in `longRuns`; `across` is the stride
 * across a run.
 */
function eraseThin(
  img: Uint8Array,
  mark: Uint8Array,
  length: number,
  lines: number,
  maxThickness: number,
  ink: number,
  step: number,
  lineStep: number,
): number {
  let erased = 0;
  // The ink across the run at one pixel; the walk stops past maxThickness (all it needs to know), so a dark band
  // hundreds of pixels deep costs no more than a rule.
  const extent = (line: number, k: number): [number, number] => {
    let a = line;
    let b = line;
    while (a > 0 && line - a <= maxThickness && img[(a - 1) * lineStep + k * step] < ink) a--;
    while (b + 1 < lines && b - line <= maxThickness && img[(b + 1) * lineStep + k * step] < ink) b++;
    return [a, b];
  };
  for (let line = 0; line < lines; line++) {
    let k = 0;
    while (k < length) {
      if (!mark[line * lineStep + k * step]) {
        k++;
        continue;
      }
      let end = k;
      while (end + 1 < length && mark[line * lineStep + (end + 1) * step]) end++;
      let thin = 0;
      for (let j = k; j <= end; j++) {
        const [a, b] = extent(line, j);
        if (b - a + 1 <= maxThickness) thin++;
      }
      if (thin >= 0.6 * (end - k + 1)) {
        for (let j = k; j <= end; j++) {
          const [a, b] = extent(line, j);
          if (b - a + 1 > maxThickness) continue;
          for (let l = Math.max(0, a - 1); l <= Math.min(lines - 1, b + 1); l++) {
            const i = l * lineStep + j * step;
            if (img[i] < 255) erased++;
            img[i] = 255;
          }
        }
      }
      k = end + 1;
    }
  }
  return erased;
}
