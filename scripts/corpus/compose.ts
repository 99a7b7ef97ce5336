/**
 * The parts every generated letter is made of (letterhead, address block with a reference panel or a "You owe"
 * box beside it, title, body blocks, sign-off, registered-office footer), laid out on a Page with per-letter
 * variation: typeface, size, letterhead alignment and capitals, a name broken over two lines, a logo, a boxed or
 * banner title, two-column sections and tables.
 */
import { Page, PAGE_W, textWidth, wrap, type Face } from './layout';
import type { Rng } from './vocab';

export type Block =
  | { p: string }
  | { h: string }
  | { table: [string, string][]; header?: [string, string] }
  | { cols: [string, string] }
  | { boxed: string[] }
  | { small: string }
  // The blocks below are used only by the families written for the second fresh set (W42 on).
  /** A ruled table of any number of columns; the first is left-aligned, the others right-aligned. */
  | { grid: string[][]; header?: string[]; widths?: number[]; boldLast?: boolean }
  /** A full-width shaded box: a label on the left and a large amount on the right, on one baseline. */
  | { amountBox: [string, string] }
  /** Reply-form lines, each with an empty tick box. */
  | { checks: string[] }
  /** A horizontal rule, solid or dashed (a cut line). */
  | { rule: 'solid' | 'dashed' }
  /** Grey rectangles standing for camera stills, each with a caption under it. */
  | { photos: string[] }
  /** Label / value pairs at a tab stop, no box. */
  | { kv: [string, string][] };

export interface Spec {
  face: Face;
  /** The organisation's name as it heads the page; two entries = the name broken over two lines. */
  head: string[];
  /** Smaller lines under the name: department, address, telephone, web. */
  sub: string[];
  headAlign: 'left' | 'right' | 'center';
  logo?: boolean;
  /** A drawn mark (no text) beside the letterhead, in a shape the first families do not use. */
  logoMark?: 'bars' | 'rings' | 'shield' | 'chevron';
  /** The organisation's name printed white on a dark band across the page. */
  headBand?: boolean;
  /** The small "if undelivered return to" line printed above the recipient's address. */
  returnAddress?: string;
  /** References as a row of ruled cells across the page under the address, each label above its value. */
  refGrid?: [string, string][];
  /** The reference panel with each label above its value (instead of label and value on one baseline). */
  panelStacked?: boolean;
  /** A tear-off payment slip at the foot of the page: a dashed cut line, a title, label / value rows, a barcode. */
  slip?: { title: string; rows: [string, string][] };
  /** Lines printed above the letterhead (a banner, a reference strip). */
  top?: string[];
  recipient: string[];
  /** Reference panel beside the address: label → value. */
  panel: [string, string][];
  panelBoxed?: boolean;
  /** A large "You owe £x" box beside the address. */
  owe?: { label: string; amount: string; note?: string };
  title: string;
  titleStyle: 'plain' | 'boxed' | 'banner' | 'rule';
  body: Block[];
  closing?: string;
  sign: string[];
  footer: string[];
  /**
   * A two-column footer (third fresh set, W59 on) under the footer lines: left block, then right block in reading
   * order. Drawn only when set, so earlier families' pages and random draws are unchanged.
   */
  footerCols?: [string, string];
}

export function render(spec: Spec, r: Rng): Page {
  const mono = spec.face === 'mono' || spec.face === 'courier';
  const page = new Page(spec.face, mono ? 0.92 : r.pick([0.95, 1, 1.04]));
  const L = page.left;
  const R = page.right;
  if (spec.top) for (const t of spec.top) page.line(t, { size: 7.5, align: 'right', grey: 0.3 });
  // Letterhead
  if (spec.logo) {
    const lx = spec.headAlign === 'right' ? L : R - 46;
    page.rect({ x: lx, y: page.y, w: 46, h: 46, fill: 0.35, kind: r.chance(0.5) ? 'ellipse' : 'rect' });
  }
  const headSize = r.pick([15, 17, 19]);
  const markX = spec.headAlign === 'right' ? L : R - 50;
  // The drawn mark is left out when the letterhead's text would run into it (a long name in a large size).
  const mark = spec.logoMark && !markHits(page, spec, headSize, markX) ? spec.logoMark : undefined;
  if (mark && !spec.headBand) logoMark(page, mark, markX, page.y, false);
  if (spec.headBand) {
    const h = spec.head.length * headSize * page.scale * 1.25 + 14;
    page.rect({ x: L - 8, y: page.y, w: R - L + 16, h, fill: 0.2 });
    if (mark) logoMark(page, mark, markX, page.y + (h - 44) / 2, true);
    page.gap(4);
    for (const hl of spec.head)
      page.line(hl, { font: page.bold, size: headSize, align: spec.headAlign, gap: 0.25, grey: 1 });
    page.y += 10;
  } else
    for (const h of spec.head)
      page.line(h, { font: page.bold, size: headSize, align: spec.headAlign, gap: 0.15 });
  for (const s of spec.sub) page.line(s, { size: 7.5, align: spec.headAlign, grey: 0.25, gap: 0.2 });
  page.gap(18);
  // Address block and, beside it, the reference panel or the amount box
  const top = page.y;
  if (spec.returnAddress) {
    // Printed small within the envelope window, wrapped so it never reaches the panel beside it.
    const lines = wrap(spec.returnAddress, page.reg, 6.5 * page.scale, 250);
    for (const l of lines) page.line(l, { size: 6.5, grey: 0.35, gap: 0.3 });
    page.rect({ x: L, y: page.y + 1, w: 250, h: 0.6, fill: 0.4 });
    page.gap(4);
  }
  for (const a of spec.recipient) page.line(a, { size: 9.5 });
  const afterAddress = page.y;
  const px = 330 * 1;
  let py = top;
  if (spec.owe) {
    const bw = R - px;
    page.rect({ x: px, y: py, w: bw, h: 64, stroke: 0, fill: 0.93 });
    page.at(px + 10, py + 18, spec.owe.label, { font: page.bold, size: 10 });
    page.at(px + 10, py + 46, spec.owe.amount, { font: page.bold, size: 22 });
    if (spec.owe.note) page.at(px + 10, py + 59, spec.owe.note, { size: 7 });
    py += 76;
  }
  if (spec.panel.length && spec.panelStacked) {
    const h = spec.panel.length * 24 + 8;
    if (spec.panelBoxed) page.rect({ x: px - 6, y: py, w: R - px + 6, h, stroke: 0.2 });
    for (const [k, v] of spec.panel) {
      page.at(px, py + 11, k, { size: 7.5, grey: 0.3 });
      page.at(px, py + 22, v, { size: 9.5, font: page.bold });
      py += 24;
    }
    py += 10;
  } else if (spec.panel.length) {
    const h = spec.panel.length * 13 + 8;
    if (spec.panelBoxed) page.rect({ x: px - 6, y: py, w: R - px + 6, h, stroke: 0.2 });
    for (const [k, v] of spec.panel) {
      py += 13;
      page.at(px, py, `${k}:`, { size: 8.5, font: page.bold });
      page.at(R - 4, py, v, { size: 8.5, align: 'right' });
      // record the pair as one printed line (label and value share a baseline)
      page.lines.splice(page.lines.length - 2, 2, `${k}: ${v}`);
    }
    py += 10;
  }
  page.y = Math.max(afterAddress, py) + 14;
  if (spec.refGrid) refGrid(page, spec.refGrid);
  // Title
  const ts = 12.5;
  if (spec.titleStyle === 'banner') {
    page.rect({ x: L, y: page.y, w: R - L, h: 22, fill: 0.15 });
    page.y += 2;
    page.line(spec.title, { font: page.bold, size: ts, align: 'center', grey: 1, gap: 0.6 });
  } else if (spec.titleStyle === 'boxed') {
    page.rect({ x: L, y: page.y, w: R - L, h: 22, stroke: 0 });
    page.y += 2;
    page.line(spec.title, { font: page.bold, size: ts, align: 'center', gap: 0.6 });
  } else if (spec.titleStyle === 'rule') {
    page.line(spec.title, { font: page.bold, size: ts + 1.5, gap: 0.3 });
    page.rect({ x: L, y: page.y, w: R - L, h: 1.2, fill: 0.1 });
    page.gap(4);
  } else page.line(spec.title, { font: page.bold, size: ts, gap: 0.6 });
  page.gap(6);
  for (const b of spec.body) block(page, b);
  if (spec.closing) {
    page.gap(4);
    page.line(spec.closing);
    page.gap(14);
  }
  for (const s of spec.sign) page.line(s, { size: 9.5 });
  if (spec.slip) slip(page, spec.slip, r, spec.footer.length);
  // Footer at the bottom of the page (or just below the text when the page is full)
  const colW = (R - L - 20) / 2;
  const colLines = spec.footerCols
    ? Math.max(...spec.footerCols.map((t) => wrap(t, page.reg, 6.8 * page.scale, colW).length))
    : 0;
  page.y = Math.max(page.y + 10, 800 - (spec.footer.length + colLines) * 10);
  for (const f of spec.footer)
    for (const l of wrap(f, page.reg, 6.8 * page.scale, R - L))
      page.line(l, { size: 6.8, grey: 0.3, gap: 0.25 });
  if (spec.footerCols) footerCols(page, spec.footerCols, colW);
  return page;
}

function block(page: Page, b: Block): void {
  const L = page.left;
  const R = page.right;
  if ('p' in b) page.para(b.p);
  else if ('small' in b) page.para(b.small, { size: 7.5 });
  else if ('h' in b) page.line(b.h, { font: page.bold, size: 10 });
  else if ('table' in b) {
    const x2 = L + (R - L) * 0.72;
    if (b.header) {
      page.y += 12 * page.scale;
      page.at(L + 4, page.y, b.header[0], { font: page.bold, size: 9, record: false });
      page.at(x2 + 80, page.y, b.header[1], { font: page.bold, size: 9, align: 'right', record: false });
      page.lines.push(`${b.header[0]} ${b.header[1]}`);
    }
    const y0 = page.y + 3;
    for (const [k, v] of b.table) {
      page.y += 13 * page.scale;
      const last = k === b.table[b.table.length - 1][0];
      page.at(L + 4, page.y, k, { font: last ? page.bold : page.reg, size: 9.5, record: false });
      page.at(x2 + 80, page.y, v, {
        font: last ? page.bold : page.reg,
        size: 9.5,
        align: 'right',
        record: false,
      });
      page.lines.push(`${k} ${v}`);
    }
    page.rect({ x: L, y: y0, w: x2 + 86 - L, h: page.y - y0 + 5, stroke: 0.3 });
    page.y += 12;
  } else if ('cols' in b) {
    const w = (R - L - 18) / 2;
    const y0 = page.y;
    page.para(b.cols[0], { width: w, after: 0 });
    const y1 = page.y;
    page.y = y0;
    page.para(b.cols[1], { x: L + w + 18, width: w, after: 0 });
    page.y = Math.max(y1, page.y) + 6;
  } else if ('boxed' in b) {
    const y0 = page.y + 2;
    page.gap(4);
    for (const l of b.boxed) page.para(l, { x: L + 8, width: R - L - 16, after: 1, font: page.bold });
    page.rect({ x: L, y: y0, w: R - L, h: page.y - y0 + 4, stroke: 0 });
    page.gap(10);
  } else if ('grid' in b) grid(page, b);
  else if ('amountBox' in b) {
    const y0 = page.y + 4;
    page.rect({ x: L, y: y0, w: R - L, h: 30, fill: 0.9, stroke: 0 });
    page.at(L + 10, y0 + 20, b.amountBox[0], { font: page.bold, size: 11, record: false });
    page.at(R - 10, y0 + 21, b.amountBox[1], { font: page.bold, size: 16, align: 'right', record: false });
    page.lines.push(`${b.amountBox[0]} ${b.amountBox[1]}`);
    page.y = y0 + 30 + 10;
  } else if ('checks' in b) {
    for (const c of b.checks) {
      page.rect({ x: L + 2, y: page.y + 3 * page.scale, w: 8, h: 8, stroke: 0 });
      page.para(c, { x: L + 18, width: R - L - 18, after: 2 });
    }
    page.gap(4);
  } else if ('rule' in b) {
    page.gap(6);
    if (b.rule === 'solid') page.rect({ x: L, y: page.y, w: R - L, h: 0.8, fill: 0.2 });
    else for (let x = L; x < R; x += 8) page.rect({ x, y: page.y, w: 4, h: 0.8, fill: 0.2 });
    page.gap(6);
  } else if ('photos' in b) {
    const n = b.photos.length;
    const w = (R - L - 12 * (n - 1)) / n;
    const y0 = page.y + 4;
    b.photos.forEach((cap, i) => {
      const x = L + i * (w + 12);
      page.rect({ x, y: y0, w, h: 70, fill: 0.62 + 0.08 * (i % 2), stroke: 0.2 });
      page.rect({ x: x + w * 0.3, y: y0 + 38, w: w * 0.4, h: 18, fill: 0.35 });
      wrap(cap, page.reg, 7 * page.scale, w).forEach((l, k) =>
        page.at(x, y0 + 81 + k * 9 * page.scale, l, { size: 7, grey: 0.2 }),
      );
    });
    const capLines = Math.max(...b.photos.map((cap) => wrap(cap, page.reg, 7 * page.scale, w).length));
    page.y = y0 + 84 + capLines * 9 * page.scale;
  } else if ('kv' in b) {
    const tab = L + Math.max(...b.kv.map(([k]) => textWidth(k, page.bold, 9.5 * page.scale))) + 14;
    for (const [k, v] of b.kv) {
      page.y += 13 * page.scale;
      page.at(L, page.y, k, { font: page.bold, record: false });
      page.at(tab, page.y, v, { record: false });
      page.lines.push(`${k} ${v}`);
    }
    page.gap(8);
  }
}

/** Two small grey blocks side by side under a thin rule; the left block's lines are recorded before the right's. */
function footerCols(page: Page, cols: [string, string], colW: number): void {
  const L = page.left;
  page.rect({ x: L, y: page.y + 2, w: page.right - L, h: 0.5, fill: 0.5 });
  page.gap(3);
  const y0 = page.y;
  let y1 = y0;
  cols.forEach((t, i) => {
    page.y = y0;
    for (const l of wrap(t, page.reg, 6.8 * page.scale, colW))
      page.line(l, { size: 6.8, grey: 0.3, gap: 0.25, x: L + i * (colW + 20) });
    y1 = Math.max(y1, page.y);
  });
  page.y = y1;
}

/** Whether the letterhead's name or sub-lines would reach a 50pt mark at markX. */
function markHits(page: Page, spec: Spec, headSize: number, markX: number): boolean {
  const widths = [
    ...spec.head.map((h) => textWidth(h, page.bold, headSize * page.scale)),
    ...spec.sub.map((t) => textWidth(t, page.reg, 7.5 * page.scale)),
  ];
  const w = Math.max(...widths);
  const mid = (page.left + page.right) / 2;
  const [a, b] =
    spec.headAlign === 'left'
      ? [page.left, page.left + w]
      : spec.headAlign === 'right'
        ? [page.right - w, page.right]
        : [mid - w / 2, mid + w / 2];
  return a < markX + 58 && markX - 8 < b;
}

/** A drawn logo: shapes only, so it adds no text to the page. On a dark letterhead band it is drawn light. */
function logoMark(
  page: Page,
  kind: 'bars' | 'rings' | 'shield' | 'chevron',
  x: number,
  y: number,
  onDark: boolean,
): void {
  const tone = (v: number) => (onDark ? 1 - v * 0.4 : v);
  if (kind === 'bars')
    for (let i = 0; i < 4; i++)
      page.rect({ x: x + i * 12, y: y + 36 - i * 10, w: 9, h: 12 + i * 10, fill: tone(0.3) });
  else if (kind === 'rings') {
    page.rect({ x, y, w: 40, h: 40, stroke: tone(0.2), kind: 'ellipse' });
    page.rect({ x: x + 10, y: y + 10, w: 20, h: 20, fill: tone(0.3), kind: 'ellipse' });
  } else if (kind === 'shield') {
    page.rect({ x: x + 4, y, w: 38, h: 30, fill: tone(0.25) });
    page.rect({ x: x + 4, y: y + 22, w: 38, h: 22, fill: tone(0.25), kind: 'ellipse' });
    page.rect({ x: x + 20, y: y + 4, w: 6, h: 30, fill: onDark ? 0.2 : 1 });
  } else
    for (let i = 0; i < 3; i++)
      page.rect({ x: x + i * 6, y: y + i * 14, w: 44 - i * 12, h: 9, fill: tone(0.2 + 0.2 * i) });
}

/** References in a row of ruled cells, each label (small) above its value. */
function refGrid(page: Page, cells: [string, string][]): void {
  const L = page.left;
  const w = (page.right - L) / cells.length;
  const y0 = page.y;
  cells.forEach(([k, v], i) => {
    const x = L + i * w;
    page.rect({ x, y: y0, w, h: 32, stroke: 0.2 });
    page.at(x + 6, y0 + 11, k, { size: 7, grey: 0.3 });
    page.at(x + 6, y0 + 25, v, { size: 9.5, font: page.bold });
  });
  page.y = y0 + 32 + 14;
}

function grid(
  page: Page,
  b: { grid: string[][]; header?: string[]; widths?: number[]; boldLast?: boolean },
): void {
  const L = page.left;
  const R = page.right;
  const n = (b.header ?? b.grid[0]).length;
  const widths = b.widths ?? [0.46, ...Array(n - 1).fill(0.54 / (n - 1))];
  const xs: number[] = [L];
  for (const f of widths) xs.push(xs[xs.length - 1] + f * (R - L));
  const rowH = 15 * page.scale;
  const y0 = page.y + 4;
  const rows = [...(b.header ? [b.header] : []), ...b.grid];
  rows.forEach((row, ri) => {
    const top = y0 + ri * rowH;
    const head = !!b.header && ri === 0;
    const bold = head || (b.boldLast !== false && ri === rows.length - 1);
    if (head) page.rect({ x: L, y: top, w: R - L, h: rowH, fill: 0.88 });
    row.forEach((cell, ci) => {
      if (!cell) return;
      const font = bold ? page.bold : page.reg;
      const size = head ? 8 : 9;
      if (ci === 0) page.at(L + 5, top + rowH - 4.5, cell, { font, size, record: false });
      else page.at(xs[ci + 1] - 5, top + rowH - 4.5, cell, { font, size, align: 'right', record: false });
    });
    page.lines.push(row.filter(Boolean).join(' '));
    page.rect({ x: L, y: top + rowH, w: R - L, h: 0.5, fill: 0.5 });
  });
  page.rect({ x: L, y: y0, w: R - L, h: rows.length * rowH, stroke: 0.3 });
  for (let i = 1; i < n; i++) page.rect({ x: xs[i], y: y0, w: 0.5, h: rows.length * rowH, fill: 0.5 });
  page.y = y0 + rows.length * rowH + 12;
}

/** A tear-off payment slip placed just above the footer (or below the text when the page is full). */
function slip(page: Page, s: { title: string; rows: [string, string][] }, r: Rng, footerLines: number): void {
  const L = page.left;
  const R = page.right;
  const h = 34 + s.rows.length * 13;
  const y0 = Math.max(page.y + 14, 800 - footerLines * 10 - 24 - h);
  for (let x = L - 20; x < R + 20; x += 8) page.rect({ x, y: y0, w: 4, h: 0.7, fill: 0.3 });
  page.y = y0 + 4;
  page.line(s.title, { font: page.bold, size: 9.5 });
  const yRows = page.y;
  for (const [k, v] of s.rows) {
    page.y += 13 * page.scale;
    page.at(L, page.y, `${k}:`, { size: 8.5, record: false });
    page.at(L + 230, page.y, v, { size: 8.5, font: page.bold, align: 'right', record: false });
    page.lines.push(`${k}: ${v}`);
  }
  // barcode: shapes only
  let x = R - 150;
  while (x < R) {
    const w = r.pick([0.8, 1.2, 2]);
    page.rect({ x, y: yRows + 4, w, h: 30, fill: 0 });
    x += w + r.pick([1, 1.6, 2.4]);
  }
  page.y += 6;
}

export { PAGE_W, textWidth };
