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
  | { small: string };

export interface Spec {
  face: Face;
  /** The organisation's name as it heads the page; two entries = the name broken over two lines. */
  head: string[];
  /** Smaller lines under the name: department, address, telephone, web. */
  sub: string[];
  headAlign: 'left' | 'right' | 'center';
  logo?: boolean;
  /** Lines printed above the letterhead (a banner, a reference strip). */
  top?: string[];
  recipient: string[];
  /** Reference panel beside the address: label → value. */
  panel: [string, string][];
  panelBoxed?: boolean;
  /** A large "You owe £x" box beside the address. */
  owe?: { label: string; amount: string; note?: string };
  title: string;
  titleStyle: 'plain' | 'boxed' | 'banner';
  body: Block[];
  closing?: string;
  sign: string[];
  footer: string[];
}

export function render(spec: Spec, r: Rng): Page {
  const page = new Page(spec.face, spec.face === 'mono' ? 0.92 : r.pick([0.95, 1, 1.04]));
  const L = page.left;
  const R = page.right;
  if (spec.top) for (const t of spec.top) page.line(t, { size: 7.5, align: 'right', grey: 0.3 });
  // Letterhead
  if (spec.logo) {
    const lx = spec.headAlign === 'right' ? L : R - 46;
    page.rect({ x: lx, y: page.y, w: 46, h: 46, fill: 0.35, kind: r.chance(0.5) ? 'ellipse' : 'rect' });
  }
  const headSize = r.pick([15, 17, 19]);
  for (const h of spec.head)
    page.line(h, { font: page.bold, size: headSize, align: spec.headAlign, gap: 0.15 });
  for (const s of spec.sub) page.line(s, { size: 7.5, align: spec.headAlign, grey: 0.25, gap: 0.2 });
  page.gap(18);
  // Address block and, beside it, the reference panel or the amount box
  const top = page.y;
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
  if (spec.panel.length) {
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
  } else page.line(spec.title, { font: page.bold, size: ts, gap: 0.6 });
  page.gap(6);
  for (const b of spec.body) block(page, b);
  if (spec.closing) {
    page.gap(4);
    page.line(spec.closing);
    page.gap(14);
  }
  for (const s of spec.sign) page.line(s, { size: 9.5 });
  // Footer at the bottom of the page (or just below the text when the page is full)
  page.y = Math.max(page.y + 10, 800 - spec.footer.length * 10);
  for (const f of spec.footer)
    for (const l of wrap(f, page.reg, 6.8 * page.scale, R - L))
      page.line(l, { size: 6.8, grey: 0.3, gap: 0.25 });
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
  }
}

export { PAGE_W, textWidth };
