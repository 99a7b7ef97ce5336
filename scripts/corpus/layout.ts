/**
 * A one-page letter as positioned text runs and shapes, rendered the same way to a text PDF (pdf/write, DejaVu or
 * Liberation fonts embedded) and to an image (@napi-rs/canvas with the same fonts), then degraded into a scan-like JPEG.
 * Coordinates are PDF points from the top-left corner; `y` is the baseline.
 */
import fs from 'node:fs';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { PdfDocument } from '../../functions/src/pdf/write';
import type { Rng } from './vocab';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

/** Where each font family lives and the Debian/Ubuntu package that provides it (named when a file is missing). */
const FONT_SOURCES = {
  dejavu: { dir: '/usr/share/fonts/truetype/dejavu', pkg: 'fonts-dejavu-core' },
  liberation: { dir: '/usr/share/fonts/truetype/liberation2', pkg: 'fonts-liberation2' },
} as const;
type FontSource = keyof typeof FONT_SOURCES;
export const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansB: 'DejaVuSans-Bold.ttf',
  serif: 'DejaVuSerif.ttf',
  serifB: 'DejaVuSerif-Bold.ttf',
  cond: 'DejaVuSansCondensed.ttf',
  condB: 'DejaVuSansCondensed-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoB: 'DejaVuSansMono-Bold.ttf',
  // Metric-compatible stand-ins for Arial, Times New Roman and Courier New, the faces most office letters use.
  // Only the families written after the second held-out set (W42 on) draw them.
  arial: 'LiberationSans-Regular.ttf',
  arialB: 'LiberationSans-Bold.ttf',
  times: 'LiberationSerif-Regular.ttf',
  timesB: 'LiberationSerif-Bold.ttf',
  courier: 'LiberationMono-Regular.ttf',
  courierB: 'LiberationMono-Bold.ttf',
} as const;
export type FontKey = keyof typeof FONT_FILES;
/** A letter's typeface: regular and bold. */
export type Face = 'sans' | 'serif' | 'cond' | 'mono' | 'arial' | 'times' | 'courier';
/** The faces of W01–W41 (DejaVu); the default draw of a letter's face. */
export const DEJAVU_FACES: Face[] = ['sans', 'serif', 'cond', 'mono'];
export const LIBERATION_FACES: Face[] = ['arial', 'times', 'courier'];

const sourceOf = (f: string): FontSource => (f.startsWith('Liberation') ? 'liberation' : 'dejavu');
const fontPath = (k: FontKey) => `${FONT_SOURCES[sourceOf(FONT_FILES[k])].dir}/${FONT_FILES[k]}`;

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const k of Object.keys(FONT_FILES) as FontKey[])
    if (fs.existsSync(fontPath(k))) GlobalFonts.registerFromPath(fontPath(k), `cx-${k}`);
  registered = true;
}
/**
 * Null when every font the given faces need is installed; otherwise what is missing and the package to install
 * (`apt-get install -y fonts-liberation2`), so a machine without the Liberation fonts says so instead of drawing
 * the letters in a fallback face.
 */
export function missingFonts(faces: Face[] = [...DEJAVU_FACES, ...LIBERATION_FACES]): string | null {
  const keys = faces.flatMap((f) => [f, `${f}B`] as FontKey[]);
  const missing = keys.filter((k) => !fs.existsSync(fontPath(k)));
  if (!missing.length) return null;
  const pkgs = [...new Set(missing.map((k) => FONT_SOURCES[sourceOf(FONT_FILES[k])].pkg))];
  const files = missing.map((k) => fontPath(k)).join(', ');
  return `fonts not found: ${files}. Install them with: apt-get install -y ${pkgs.join(' ')}`;
}
export function fontsAvailable(faces?: Face[]): boolean {
  return missingFonts(faces) === null;
}

const measureCtx = (() => {
  let ctx: SKRSContext2D | null = null;
  return () => {
    registerFonts();
    return (ctx ??= createCanvas(10, 10).getContext('2d'));
  };
})();

export function textWidth(text: string, font: FontKey, size: number): number {
  const ctx = measureCtx();
  ctx.font = `${size}px cx-${font}`;
  return ctx.measureText(text).width;
}

export interface Run {
  x: number;
  y: number;
  text: string;
  font: FontKey;
  size: number;
  grey?: number;
}
export interface Shape {
  x: number;
  y: number;
  w: number;
  h: number;
  /** 0 black … 1 white; undefined: no fill. */
  fill?: number;
  stroke?: number;
  kind?: 'rect' | 'ellipse';
}

/** Page under construction: a cursor, a face, and the text lines in reading order (the ground-truth fullText). */
export class Page {
  runs: Run[] = [];
  shapes: Shape[] = [];
  lines: string[] = [];
  y = 60;
  constructor(
    public face: Face,
    public scale = 1,
    public left = 56,
    public right = PAGE_W - 56,
  ) {}
  get bold(): FontKey {
    return `${this.face}B` as FontKey;
  }
  get reg(): FontKey {
    return this.face;
  }
  /** Draws text at (x, y) without moving the cursor; align right puts its end at x. */
  at(
    x: number,
    y: number,
    text: string,
    o: {
      font?: FontKey;
      size?: number;
      align?: 'left' | 'right' | 'center';
      grey?: number;
      record?: boolean;
    } = {},
  ): number {
    const font = o.font ?? this.reg;
    const size = (o.size ?? 9.5) * this.scale;
    const w = textWidth(text, font, size);
    const left = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    this.runs.push({ x: left, y, text, font, size, grey: o.grey });
    if (o.record !== false) this.lines.push(text);
    return w;
  }
  /** One line at the cursor. */
  line(
    text: string,
    o: {
      font?: FontKey;
      size?: number;
      align?: 'left' | 'right' | 'center';
      x?: number;
      grey?: number;
      gap?: number;
    } = {},
  ): void {
    const size = (o.size ?? 9.5) * this.scale;
    const x =
      o.x ??
      (o.align === 'right' ? this.right : o.align === 'center' ? (this.left + this.right) / 2 : this.left);
    this.y += size * 1.05;
    this.at(x, this.y, text, o);
    this.y += size * (o.gap ?? 0.35);
  }
  /** Wrapped paragraph between x and x + width. */
  para(
    text: string,
    o: { font?: FontKey; size?: number; x?: number; width?: number; after?: number } = {},
  ): void {
    const font = o.font ?? this.reg;
    const size = (o.size ?? 9.5) * this.scale;
    const x = o.x ?? this.left;
    const width = o.width ?? this.right - x;
    for (const l of wrap(text, font, size, width)) this.line(l, { font, size: size / this.scale, x });
    this.y += (o.after ?? 5) * this.scale;
  }
  gap(n: number): void {
    this.y += n * this.scale;
  }
  rect(s: Shape): void {
    this.shapes.push(s);
  }
}

export function wrap(text: string, font: FontKey, size: number, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of text.split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(next, font, size) > width) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

// ------------------------------------------------------------------------------------------------------------
// Rendering
// ------------------------------------------------------------------------------------------------------------

const fontBytes = new Map<FontKey, Uint8Array>();
function bytesOf(k: FontKey): Uint8Array {
  let b = fontBytes.get(k);
  if (!b) fontBytes.set(k, (b = new Uint8Array(fs.readFileSync(fontPath(k)))));
  return b;
}

export async function toPdf(page: Page, title: string): Promise<Uint8Array> {
  const doc = new PdfDocument({ title, producer: 'FairReply corpus generator' });
  const p = doc.addPage([PAGE_W, PAGE_H]);
  const grey = (g: number | undefined) => (g === undefined ? undefined : ([g, g, g] as const));
  for (const s of page.shapes) {
    const fill = grey(s.fill);
    const stroke = grey(s.stroke);
    if (s.kind === 'ellipse')
      p.ellipse({ x: s.x + s.w / 2, y: PAGE_H - s.y - s.h / 2, rx: s.w / 2, ry: s.h / 2, fill, stroke });
    else p.rect({ x: s.x, y: PAGE_H - s.y - s.h, width: s.w, height: s.h, fill, stroke, lineWidth: 0.8 });
  }
  for (const r of page.runs) {
    const g = r.grey ?? 0;
    p.text(r.text, {
      x: r.x,
      y: PAGE_H - r.y,
      size: r.size,
      font: doc.embedFont(bytesOf(r.font)),
      color: [g, g, g],
    });
  }
  return doc.save();
}

/** The page drawn at `dpi` on a white canvas. */
export function toCanvas(page: Page, dpi: number) {
  registerFonts();
  const k = dpi / 72;
  const canvas = createCanvas(Math.round(PAGE_W * k), Math.round(PAGE_H * k));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (const s of page.shapes) {
    ctx.beginPath();
    if (s.kind === 'ellipse')
      ctx.ellipse((s.x + s.w / 2) * k, (s.y + s.h / 2) * k, (s.w / 2) * k, (s.h / 2) * k, 0, 0, Math.PI * 2);
    else ctx.rect(s.x * k, s.y * k, s.w * k, s.h * k);
    if (s.fill !== undefined) {
      ctx.fillStyle = grey(s.fill);
      ctx.fill();
    }
    if (s.stroke !== undefined) {
      ctx.strokeStyle = grey(s.stroke);
      ctx.lineWidth = 0.8 * k;
      ctx.stroke();
    }
  }
  for (const r of page.runs) {
    ctx.font = `${r.size * k}px cx-${r.font}`;
    ctx.fillStyle = grey(r.grey ?? 0);
    ctx.fillText(r.text, r.x * k, r.y * k);
  }
  return canvas;
}

function grey(v: number): string {
  const n = Math.round(v * 255);
  return `rgb(${n},${n},${n})`;
}

export interface ScanParams {
  dpi: number;
  angle: number;
  blur: number;
  noise: number;
  paper: number;
  quality: number;
}

export function scanParams(r: Rng): ScanParams {
  return {
    dpi: r.int(150, 200),
    angle: Math.round((r.chance(0.5) ? -1 : 1) * (0.3 + r.next() * 1.2) * 10) / 10,
    blur: Math.round((0.3 + r.next() * 0.6) * 10) / 10,
    noise: Math.round((0.05 + r.next() * 0.15) * 100) / 100,
    paper: r.int(215, 240),
    quality: r.int(40, 75),
  };
}

/** A scan-like JPEG: grey paper with uneven light, rotation, blur, grain, dust, JPEG compression. */
export function toScanJpg(page: Page, s: ScanParams, r: Rng): Uint8Array {
  const clean = toCanvas(page, s.dpi);
  const W = clean.width;
  const H = clean.height;
  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  ctx.fillStyle = grey(s.paper / 255);
  ctx.fillRect(0, 0, W, H);
  ctx.filter = `blur(${s.blur}px)`;
  ctx.globalCompositeOperation = 'multiply';
  ctx.translate(W / 2, H / 2);
  ctx.rotate((s.angle * Math.PI) / 180);
  ctx.translate(-W / 2, -H / 2);
  ctx.drawImage(clean, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  ctx.globalCompositeOperation = 'source-over';
  const img = ctx.getImageData(0, 0, W, H);
  const d = img.data;
  const lx = r.next();
  const ly = r.next();
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      // uneven lighting: darker away from a random bright point
      const light = 1 - 0.12 * Math.hypot(x / W - lx, y / H - ly);
      const n = (r.next() - 0.5) * 255 * s.noise;
      const v = Math.max(0, Math.min(255, d[i] * light + n));
      d[i] = d[i + 1] = d[i + 2] = v;
    }
  }
  for (let k = 0; k < 40; k++) {
    const x = r.int(0, W - 3);
    const y = r.int(0, H - 3);
    const i = (y * W + x) * 4;
    d[i] = d[i + 1] = d[i + 2] = r.int(40, 120);
  }
  ctx.putImageData(img, 0, 0);
  return new Uint8Array(out.toBuffer('image/jpeg', s.quality));
}
