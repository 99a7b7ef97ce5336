/**
 * Shapes of printed glyphs on a greyscale page (0 = ink, 255 = paper), measured so that look-alike characters can be
 * told apart by what is printed rather than by what the text around them suggests: O against 0 (width), I and L
 * against 1 (where the stem's ink sits: a flag on the top left, a foot on the right only, or nothing).
 *
 * Everything here is pure and works on pixels and boxes only. Nothing is measured in absolute pixels: widths and
 * extents are compared with the glyph's own stroke width or, in `lookalike-glyphs.ts`, with the other characters of
 * the same token, so the same rules hold at any size and resolution.
 */

/** A greyscale image, row-major, one byte per pixel, 0 = black. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A box in pixels; x1 and y1 are exclusive. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function clampBox(img: GreyImage, b: Box): Box {
  return {
    x0: Math.max(0, Math.min(img.width, Math.floor(b.x0))),
    y0: Math.max(0, Math.min(img.height, Math.floor(b.y0))),
    x1: Math.max(0, Math.min(img.width, Math.ceil(b.x1))),
    y1: Math.max(0, Math.min(img.height, Math.ceil(b.y1))),
  };
}

/**
 * Otsu's threshold over the pixels of a box: the grey level that best separates ink from paper there. Computed per
 * word, so a faint or blurred scan gets its own cut. Pixels darker than the result are ink.
 */
export function otsuThreshold(img: GreyImage, box: Box): number {
  const b = clampBox(img, box);
  const hist = new Float64Array(256);
  let n = 0;
  for (let y = b.y0; y < b.y1; y++) {
    const row = y * img.width;
    for (let x = b.x0; x < b.x1; x++) {
      hist[img.data[row + x]]++;
      n++;
    }
  }
  if (!n) return 128;
  let sumAll = 0;
  for (let k = 0; k < 256; k++) sumAll += k * hist[k];
  let wB = 0;
  let sumB = 0;
  let best = 128;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = n - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const v = wB * wF * (mB - mF) * (mB - mF);
    if (v > bestVar) {
      bestVar = v;
      best = t + 1;
    }
  }
  return best;
}

/** A box's pixels as ink (1) / paper (0), row-major, with its size. */
export interface InkMask {
  width: number;
  height: number;
  ink: Uint8Array;
}

export function inkMask(img: GreyImage, box: Box, threshold: number): InkMask {
  const b = clampBox(img, box);
  const width = Math.max(0, b.x1 - b.x0);
  const height = Math.max(0, b.y1 - b.y0);
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (b.y0 + y) * img.width + b.x0;
    for (let x = 0; x < width; x++) ink[y * width + x] = img.data[row + x] < threshold ? 1 : 0;
  }
  return { width, height, ink };
}

/**
 * Splits a word's box into glyphs at the columns that carry no ink, and returns each glyph's tight ink box (page
 * coordinates), left to right. Glyphs that touch (blur, kerning) come back as one box; the caller checks counts.
 * Specks of a pixel or two (scan dust) are dropped, and a speck above or below a glyph is not part of its box.
 */
export function segmentGlyphs(img: GreyImage, box: Box, threshold: number): Box[] {
  const b = clampBox(img, box);
  const m = inkMask(img, b, threshold);
  const colInk = new Uint32Array(m.width);
  for (let y = 0; y < m.height; y++) for (let x = 0; x < m.width; x++) colInk[x] += m.ink[y * m.width + x];
  const out: Box[] = [];
  let x = 0;
  while (x < m.width) {
    if (!colInk[x]) {
      x++;
      continue;
    }
    const start = x;
    let total = 0;
    while (x < m.width && colInk[x]) total += colInk[x++];
    if (total <= 2) continue;
    // The glyph's rows: the longest run of rows with ink (`tightBox`), so that a speck of dust above or below is
    // left out.
    const glyph = tightBox(img, { x0: b.x0 + start, y0: b.y0, x1: b.x0 + x, y1: b.y1 }, threshold);
    if (glyph) out.push(glyph);
  }
  return out;
}

/**
 * The tight box of the ink inside `box`, or null: its rows are the longest run of inked rows, so a speck of dust
 * above or below is left out.
 */
export function tightBox(img: GreyImage, box: Box, threshold: number): Box | null {
  const b = clampBox(img, box);
  const m = inkMask(img, b, threshold);
  let x0 = Infinity;
  let x1 = -1;
  let top = 0;
  let bottom = -1;
  let runStart = -1;
  for (let y = 0; y <= m.height; y++) {
    let inked = false;
    if (y < m.height)
      for (let x = 0; x < m.width; x++)
        if (m.ink[y * m.width + x]) {
          inked = true;
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
        }
    if (inked && runStart < 0) runStart = y;
    if (!inked && runStart >= 0) {
      if (y - runStart > bottom - top + 1) {
        top = runStart;
        bottom = y - 1;
      }
      runStart = -1;
    }
  }
  if (x1 < 0 || bottom < top) return null;
  return { x0: b.x0 + x0, y0: b.y0 + top, x1: b.x0 + x1 + 1, y1: b.y0 + bottom + 1 };
}

/**
 * Cuts one run of ink that holds touching glyphs (blur joins neighbours at their edges) at the faintest
 * single-run column inside each window (page x ranges, left to right), and returns the pieces' tight boxes. Null
 * when a window has no valley deep enough to be a mere touch: glyphs fused along their strokes cannot be measured
 * apart.
 */
export function splitTouching(
  img: GreyImage,
  box: Box,
  threshold: number,
  windows: [number, number][],
): Box[] | null {
  const b = clampBox(img, box);
  const m = inkMask(img, b, threshold);
  // Per column: its ink, and how many separate vertical runs of ink it crosses.
  const col = new Array<number>(m.width).fill(0);
  const runs = new Array<number>(m.width).fill(0);
  for (let x = 0; x < m.width; x++)
    for (let y = 0; y < m.height; y++) {
      const v = m.ink[y * m.width + x];
      col[x] += v;
      if (v && (y === 0 || !m.ink[(y - 1) * m.width + x])) runs[x]++;
    }
  const cuts: number[] = [];
  for (const [from, to] of windows) {
    // Where two glyphs touch, the column crosses one short run (the bridge, or the outermost edge of a round
    // side); a column through a glyph's body crosses two or more (an O's top and bottom) or one long stroke.
    let best = -1;
    for (let x = Math.max(1, Math.ceil(from - b.x0)); x <= Math.min(m.width - 2, Math.floor(to - b.x0)); x++)
      if (runs[x] <= 1 && (best < 0 || col[x] < col[best])) best = x;
    if (best < 0) return null;
    // And a touch is a valley: well below the strokes on either side of it, and below half the run's height.
    const left = Math.max(...col.slice(cuts.at(-1) ?? 0, best));
    const right = Math.max(...col.slice(best + 1));
    if (col[best] > 0.7 * Math.min(left, right) || col[best] > 0.5 * m.height) return null;
    cuts.push(best);
  }
  const edges = [0, ...cuts, m.width];
  const out: Box[] = [];
  for (let k = 0; k + 1 < edges.length; k++) {
    const piece = tightBox(
      img,
      { x0: b.x0 + edges[k], y0: b.y0, x1: b.x0 + edges[k + 1], y1: b.y1 },
      threshold,
    );
    if (!piece) return null;
    out.push(piece);
  }
  return out;
}

/** The mask with every pixel that touches ink (8 neighbours) inked too. */
function dilate(ink: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!ink[y * w + x]) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < h && xx >= 0 && xx < w) out[yy * w + xx] = 1;
        }
    }
  return out;
}

/**
 * Whether the glyph encloses paper (O, 0, 8, 6, …): paper that a flood fill from the box's border cannot reach.
 * Enclosed areas smaller than `minFraction` of the box (noise between touching strokes) do not count. `closeGaps`
 * first closes gaps of a pixel or two, as a blurred scan leaves in a ring's stroke.
 */
export function hasHole(
  img: GreyImage,
  box: Box,
  threshold: number,
  minFraction = 0.04,
  closeGaps = false,
): boolean {
  const m = inkMask(img, box, threshold);
  const { width: w, height: h } = m;
  if (w < 3 || h < 3) return false;
  // Closing a gap of a pixel or two (a ring a thin scan broke): every pixel beside ink counts as ink.
  const ink = closeGaps ? dilate(m.ink, w, h) : m.ink;
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const push = (i: number) => {
    if (!ink[i] && !seen[i]) {
      seen[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < w * (h - 1)) push(i + w);
  }
  let enclosed = 0;
  for (let i = 0; i < w * h; i++) if (!ink[i] && !seen[i]) enclosed++;
  return enclosed >= minFraction * w * h;
}

/**
 * Where a stem glyph (1, I, l, L, |) has ink beside its vertical stroke, in pixels measured from the stem's edges:
 * `top*` over the top quarter of the glyph, `bottom*` over the bottom fifth, `mid*` over the middle third. A '1' has a
 * flag on the top left only (and often a symmetric foot), a sans-serif I nothing, a serif I symmetric serifs at both
 * ends, an L a foot on the right only.
 */
export interface StemShape {
  width: number;
  height: number;
  /** Width of the vertical stroke. */
  stem: number;
  topLeft: number;
  topRight: number;
  midLeft: number;
  midRight: number;
  bottomLeft: number;
  bottomRight: number;
}

/** The stem profile of the glyph in `box` (its tight ink box), or null when the glyph has no full-height stroke. */
export function measureStem(img: GreyImage, box: Box, threshold: number): StemShape | null {
  const m = inkMask(img, box, threshold);
  const { width: w, height: h, ink } = m;
  if (w < 1 || h < 6) return null;
  const cov = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    let c = 0;
    for (let y = 0; y < h; y++) c += ink[y * w + x];
    cov[x] = c / h;
  }
  let peak = 0;
  for (let x = 1; x < w; x++) if (cov[x] > cov[peak]) peak = x;
  if (cov[peak] < 0.7) return null;
  // The stem: the columns around the peak that run (almost) the full height.
  const full = Math.max(0.6, cov[peak] * 0.8);
  let sl = peak;
  let sr = peak;
  while (sl > 0 && cov[sl - 1] >= full) sl--;
  while (sr < w - 1 && cov[sr + 1] >= full) sr++;
  const extent = (y0: number, y1: number) => {
    let left = 0;
    let right = 0;
    for (let y = Math.max(0, y0); y < Math.min(h, y1); y++) {
      for (let x = 0; x < sl; x++) {
        if (ink[y * w + x]) {
          left = Math.max(left, sl - x);
          break;
        }
      }
      for (let x = w - 1; x > sr; x--) {
        if (ink[y * w + x]) {
          right = Math.max(right, x - sr);
          break;
        }
      }
    }
    return [left, right] as const;
  };
  const [topLeft, topRight] = extent(0, Math.ceil(h * 0.25));
  const [midLeft, midRight] = extent(Math.floor(h * 0.35), Math.ceil(h * 0.65));
  const [bottomLeft, bottomRight] = extent(h - Math.ceil(h * 0.2), h);
  return {
    width: w,
    height: h,
    stem: sr - sl + 1,
    topLeft,
    topRight,
    midLeft,
    midRight,
    bottomLeft,
    bottomRight,
  };
}

/**
 * Which of 1 / I / L a stem glyph is, or null when its shape does not say clearly:
 * - I: nothing beside the stem (sans serif), or serifs of about the same length on both sides at top and bottom;
 * - L: a foot to the right at the bottom, nothing (or a symmetric serif) at the top;
 * - 1: a flag to the top left with nothing to the right of it.
 * Lengths are in stem widths, so the rule is the same at every size.
 */
export function classifyStem(s: StemShape): '1' | 'I' | 'L' | null {
  const u = Math.max(1, s.stem);
  // Anything sizeable beside the middle of the stem means this is not a stem glyph at all (or two glyphs merged).
  if (s.midLeft > 0.6 * u || s.midRight > 0.6 * u) return null;
  const small = (v: number) => v <= 0.5 * u;
  const symmetric = (a: number, b: number) =>
    a >= 0.6 * u && b >= 0.6 * u && Math.abs(a - b) <= 0.35 * Math.max(a, b);
  // A bare stem: barely wider than its stroke. Blur widens a stroke and rounds a 1's flag alike, so this is strict.
  const bare = (v: number) => v <= Math.max(1, 0.3 * u);
  if (s.width <= 1.6 * u && bare(s.topLeft) && bare(s.topRight) && bare(s.bottomLeft) && bare(s.bottomRight))
    return 'I';
  // Short serifs of the same reach at both ends and on both sides (a bold or small serif I, or a stem's corners
  // spread by blur): a 1's flag reaches far to the top left only, an L's foot to the bottom right only.
  const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.25 * u);
  if (
    s.topLeft < 1.2 * u &&
    s.topRight < 1.2 * u &&
    same(s.topLeft, s.bottomLeft) &&
    same(s.topRight, s.bottomRight) &&
    same(s.topLeft, s.topRight)
  )
    return 'I';
  const footRight = s.bottomRight >= 2 * u && s.bottomLeft <= 0.4 * s.bottomRight;
  const topPlain = (small(s.topLeft) && small(s.topRight)) || symmetric(s.topLeft, s.topRight);
  if (footRight && topPlain) return 'L';
  const flag = s.topLeft >= 1.2 * u && s.topRight <= Math.max(0.5 * u, 0.25 * s.topLeft);
  const footOk = (small(s.bottomLeft) && small(s.bottomRight)) || symmetric(s.bottomLeft, s.bottomRight);
  if (flag && footOk) return '1';
  if (symmetric(s.topLeft, s.topRight) && symmetric(s.bottomLeft, s.bottomRight)) return 'I';
  return null;
}

/**
 * Share of ink in the centre of a glyph's box (the middle 30 % each way). A capital O and a plain zero are empty there;
 * a dotted or slashed zero (DejaVu Sans Mono, many mono and UI fonts) is not, even when blur joins the dot to the
 * outline.
 */
export function centreInk(img: GreyImage, box: Box, threshold: number): number {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const m = inkMask(
    img,
    { x0: box.x0 + w * 0.35, y0: box.y0 + h * 0.35, x1: box.x1 - w * 0.35, y1: box.y1 - h * 0.35 },
    threshold,
  );
  if (!m.ink.length) return 0;
  let n = 0;
  for (const v of m.ink) n += v;
  return n / m.ink.length;
}
