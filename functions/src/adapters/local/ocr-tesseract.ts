/**
 * Local Ocr adapter: tesseract.js (WASM) with the English LSTM model shipped in `@tesseract.js-data/eng`
 * (`4.0.0_best_int`). Nothing is downloaded and nothing is written to disk: `langPath` points into
 * node_modules and `cacheMethod: 'none'`.
 *
 * One worker is created lazily on the first call and reused; calls are serialised through a promise chain
 * (a tesseract.js worker handles one job at a time). `terminate()` shuts it down (tests, process exit).
 *
 * Scans are pre-processed with @napi-rs/canvas before recognition (see `preprocess`): greyscale, upscaling
 * of low-resolution pages, flat-field correction of uneven lighting / paper tone and a contrast stretch.
 * Settings were chosen by measurement on the development corpus (docs/extraction.md). After the page is read,
 * look-alikes inside references are re-decided from the glyphs (`lookalike-glyphs.ts`) and lines the page read
 * dropped are read again one by one (`lost-lines.ts`).
 *
 * PDF pages (recognizePdfPage) are rendered with pdf.js (unpdf) and the canvas at 300 dpi first: both are
 * local-only packages, external to every Lambda bundle (infra/lib/bundling.ts), where Textract reads PDFs itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ocr } from '../../ports/ocr';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { GreyImage } from './glyph-shapes';
import { applyCorrections, lookalikeCorrections, type OcrLine } from './lookalike-glyphs';
import { bandStrip, insertLines, keepLine, lostBands, type Band } from './lost-lines';
import { eraseRuleLines } from './rule-lines';

const require = createRequire(import.meta.url);

export interface TesseractOcrOptions {
  /** Tesseract page segmentation mode (3 = automatic, 4 = single column, 6 = single block, 11 = sparse). */
  psm?: number;
  /** Upscale so that the page is at least this many pixels wide (0 = never upscale). */
  targetWidth?: number;
  /** Pre-process (greyscale, flat-field, contrast). False passes the image through untouched. */
  preprocess?: boolean;
  /** Flat-field correction (divide by a blurred background estimate). */
  flatten?: boolean;
  /** Estimate the page's skew (projection profiles, ±3°) and rotate it straight. */
  deskew?: boolean;
  /**
   * Re-decide O/0 and I/L/1 inside reference-like tokens from the glyphs' shapes on the pre-processed page
   * (`lookalike-glyphs.ts`). Needs `preprocess`.
   */
  lookalikes?: boolean;
  /** Erase table and box rules before reading (`rule-lines.ts`): text sitting on a rule is otherwise lost. */
  eraseRules?: boolean;
  /** Read again, line by line, the bands of ink the page read left out (`lost-lines.ts`). Needs `preprocess`. */
  recoverLines?: boolean;
  /** Extra tesseract parameters. */
  params?: Record<string, string>;
}

const DEFAULTS: Required<Omit<TesseractOcrOptions, 'params'>> & { params: Record<string, string> } = {
  psm: 6,
  targetWidth: 2480,
  preprocess: true,
  flatten: true,
  deskew: true,
  lookalikes: true,
  eraseRules: true,
  recoverLines: true,
  params: {},
};

/** Folder holding eng.traineddata.gz (the best_int variant), resolved from node_modules. */
export function engLangPath(): string {
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

type TWorker = import('tesseract.js').Worker;
let workerPromise: Promise<TWorker> | null = null;
let chain: Promise<unknown> = Promise.resolve();
let currentPsm: number | null = null;

async function getWorker(): Promise<TWorker> {
  if (!workerPromise) {
    workerPromise = (async () => {
      const { createWorker, OEM } = await import('tesseract.js');
      const w = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: engLangPath(),
        cacheMethod: 'none',
        gzip: true,
        logger: () => undefined,
        errorHandler: () => undefined,
      });
      return w;
    })();
    workerPromise.catch(() => {
      workerPromise = null;
    });
  }
  return workerPromise;
}

/** Stops the shared worker (if any). Safe to call more than once. */
export async function terminate(): Promise<void> {
  const p = workerPromise;
  workerPromise = null;
  currentPsm = null;
  if (!p) return;
  try {
    const w = await p;
    await w.terminate();
  } catch {
    /* already gone */
  }
}

/**
 * Greyscale + optional upscale + flat-field + contrast stretch + deskew. Returns an 8-bit greyscale PGM (P5)
 * image, which Leptonica reads directly: encoding a 300 dpi page as PNG costs more than the rest together.
 */
export async function preprocess(image: Uint8Array, opts: TesseractOcrOptions = {}): Promise<Buffer> {
  const o = { ...DEFAULTS, ...opts };
  const img = await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  const scale = o.targetWidth && img.width < o.targetWidth * 0.9 ? Math.min(3, o.targetWidth / img.width) : 1;
  const W = Math.round(img.width * scale);
  const H = Math.round(img.height * scale);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);
  ctx.drawImage(img, 0, 0, W, H);
  const px = ctx.getImageData(0, 0, W, H).data;
  const n = W * H;
  const grey = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) grey[i] = 0.299 * px[j] + 0.587 * px[j + 1] + 0.114 * px[j + 2];

  if (o.flatten) flattenInPlace(grey, W, H);
  // Contrast stretch: the darkest 0.5% (ink) to 0, paper to 255.
  const hist = new Uint32Array(256);
  for (let i = 0; i < n; i++) hist[grey[i] | 0]++;
  let acc = 0;
  let lo = 0;
  for (let k = 0; k < 256; k++) {
    acc += hist[k];
    if (acc >= n * 0.005) {
      lo = k;
      break;
    }
  }
  const hi = o.flatten ? 245 : 250;
  const range = Math.max(1, hi - lo);
  let out: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = ((grey[i] - lo) / range) * 255;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  if (o.deskew) {
    const angle = estimateSkew(out, W, H);
    if (Math.abs(angle) >= 0.15) out = rotate(out, W, H, angle);
  }
  if (o.eraseRules) eraseRuleLines(out, W, H);
  const header = Buffer.from(`P5\n${W} ${H}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(out.buffer, out.byteOffset, out.byteLength)]);
}

/** Divides by a smooth estimate of the paper (bright 10% per cell, max-filtered, bilinear): evens out lighting. */
function flattenInPlace(grey: Float32Array, W: number, H: number): void {
  const cell = Math.max(16, Math.round(W / 60));
  const gw = Math.ceil(W / cell);
  const gh = Math.ceil(H / cell);
  const bg = new Float32Array(gw * gh);
  const hist = new Uint32Array(256);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      hist.fill(0);
      let cnt = 0;
      const y1 = Math.min(H, (gy + 1) * cell);
      const x1 = Math.min(W, (gx + 1) * cell);
      for (let y = gy * cell; y < y1; y += 2) {
        for (let x = gx * cell; x < x1; x += 2) {
          hist[grey[y * W + x] | 0]++;
          cnt++;
        }
      }
      let acc = 0;
      let v = 255;
      const target = cnt * 0.1;
      for (let k = 255; k >= 0; k--) {
        acc += hist[k];
        if (acc >= target) {
          v = k;
          break;
        }
      }
      bg[gy * gw + gx] = v;
    }
  }
  // 3x3 max so that text-heavy cells borrow their neighbours' paper level.
  const bg2 = new Float32Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = gy + dy;
          const xx = gx + dx;
          if (yy < 0 || xx < 0 || yy >= gh || xx >= gw) continue;
          m = Math.max(m, bg[yy * gw + xx]);
        }
      }
      bg2[gy * gw + gx] = 255 / Math.max(m, 40);
    }
  }
  const row = new Float32Array(W);
  for (let y = 0; y < H; y++) {
    const fy = Math.min(gh - 1, Math.max(0, y / cell - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ty = fy - y0;
    // gain along this row, interpolated between grid rows, then across columns
    for (let x = 0; x < W; x++) {
      const fx = Math.min(gw - 1, Math.max(0, x / cell - 0.5));
      const x0 = fx | 0;
      const x1 = Math.min(gw - 1, x0 + 1);
      const tx = fx - x0;
      const a = bg2[y0 * gw + x0] * (1 - ty) + bg2[y1 * gw + x0] * ty;
      const b = bg2[y0 * gw + x1] * (1 - ty) + bg2[y1 * gw + x1] * ty;
      row[x] = a * (1 - tx) + b * tx;
    }
    const base = y * W;
    for (let x = 0; x < W; x++) {
      const v = grey[base + x] * row[x];
      grey[base + x] = v > 255 ? 255 : v;
    }
  }
}

/** Rotates a greyscale image by -angle degrees about its centre (bilinear, white outside). */
function rotate(src: Uint8Array, W: number, H: number, angle: number): Uint8Array {
  const dst = new Uint8Array(W * H);
  const r = (angle * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const cx = W / 2;
  const cy = H / 2;
  for (let y = 0; y < H; y++) {
    const dy = y - cy;
    for (let x = 0; x < W; x++) {
      const dx = x - cx;
      // source position of destination pixel (inverse of a rotation by -angle)
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= W || y0 + 1 >= H) {
        dst[y * W + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * W + x0;
      const top = src[i] + (src[i + 1] - src[i]) * fx;
      const bot = src[i + W] + (src[i + W + 1] - src[i + W]) * fx;
      dst[y * W + x] = top + (bot - top) * fy;
    }
  }
  return dst;
}

/**
 * Skew of the text lines in degrees (positive = lines fall to the right), by maximising the variance of the
 * horizontal projection profile of dark pixels over candidate angles, on a 1/4-scale sample.
 */
export function estimateSkew(grey: Uint8Array, W: number, H: number): number {
  const step = 4;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < H; y += step) {
    for (let x = 0; x < W; x += step) {
      if (grey[y * W + x] < 110) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 200) return 0;
  const h = Math.ceil(H / step) + Math.ceil(W / step) + 4;
  const bins = new Float64Array(h * 2);
  const score = (deg: number) => {
    const t = Math.tan((deg * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i] - xs[i] * t) + h]++;
    let s = 0;
    for (let i = 0; i < bins.length; i++) s += bins[i] * bins[i];
    return s;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -3; d <= 3.0001; d += 0.25) {
    const sc = score(d);
    if (sc > bestScore) {
      bestScore = sc;
      best = d;
    }
  }
  const coarse = best;
  for (let d = coarse - 0.25; d <= coarse + 0.25001; d += 0.05) {
    const sc = score(d);
    if (sc > bestScore) {
      bestScore = sc;
      best = d;
    }
  }
  return best;
}

/**
 * pdf.js calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) when rendering some pages; on Node 20 it
 * is missing and the page renders incomplete. A copying stand-in has the same observable result.
 */
function ensureTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length?: number): ArrayBuffer {
      const n = length ?? this.byteLength;
      const out = new ArrayBuffer(n);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
      return out;
    },
  });
}

/** The first page of a PDF as a PNG, at `dpi` but never beyond ~5000 px on the long side (memory and time). */
export async function renderPdfPage(pdfBytes: Uint8Array, dpi = 300): Promise<Uint8Array> {
  ensureTransferToFixedLength();
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  // pdf.js may transfer (detach) the buffer it is given, and refuses a Buffer: hand it a plain Uint8Array copy.
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, 5000 / Math.max(viewport.width, viewport.height));
    return new Uint8Array(
      await renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), scale }),
    );
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** Creates the Ocr port backed by the shared tesseract.js worker. */
export function createTesseractOcr(options: TesseractOcrOptions = {}): Ocr {
  const o = { ...DEFAULTS, ...options, params: { ...DEFAULTS.params, ...(options.params ?? {}) } };
  const ocr: Ocr = {
    async recognizePdfPage(pdf: Uint8Array) {
      return ocr.recognize(await renderPdfPage(pdf));
    },
    recognize(image: Uint8Array) {
      const run = async () => {
        const input = o.preprocess ? await preprocess(image, o) : Buffer.from(image);
        const w = await getWorker();
        if (currentPsm !== o.psm) {
          await w.setParameters({
            tessedit_pageseg_mode: String(o.psm) as never,
            preserve_interword_spaces: '0',
            ...o.params,
          });
          currentPsm = o.psm;
        } else if (Object.keys(o.params).length) {
          await w.setParameters(o.params);
        }
        const glyphs = o.lookalikes && o.preprocess;
        const recover = o.recoverLines && o.preprocess;
        const { data } = await w.recognize(input, {}, { text: true, blocks: glyphs || recover });
        const img = data.blocks ? parsePgm(input) : null;
        const lines: OcrLine[] = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
        let text = data.text;
        if (glyphs && img) text = applyCorrections(text, lookalikeCorrections(img, lines));
        if (recover && img) text = await recoverLostLines(w, img, lines, text);
        return { text: cleanOcrText(text), confidence: data.confidence };
      };
      const p = chain.then(run, run);
      chain = p.catch(() => undefined);
      return p;
    },
  };
  return ocr;
}

/** Most bands read again per page: a page of logos and pictures must not cost a second each. */
const MAX_LOST_BANDS = 8;

/**
 * The page text with the lines the page read dropped (`lost-lines.ts`), each band read alone as one line (psm 7)
 * and kept where the engine is sure of it.
 */
async function recoverLostLines(w: TWorker, img: GreyImage, lines: OcrLine[], text: string): Promise<string> {
  const bands = lostBands(img, lines).slice(0, MAX_LOST_BANDS);
  if (!bands.length) return text;
  await w.setParameters({ tessedit_pageseg_mode: '7' as never });
  currentPsm = 7;
  const found: { band: Band; text: string }[] = [];
  for (const band of bands) {
    const { data } = await w.recognize(bandStrip(img, band));
    const line = data.text.replace(/\s+/g, ' ').trim();
    if (keepLine(line, data.confidence)) found.push({ band, text: line });
  }
  return insertLines(text, lines, found);
}

/** Reads the 8-bit binary PGM written by `preprocess` (header "P5\n<w> <h>\n255\n"). */
export function parsePgm(buf: Buffer): GreyImage | null {
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(buf.subarray(0, 40).toString('latin1'));
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const off = m[0].length;
  if (buf.length < off + width * height) return null;
  return { width, height, data: new Uint8Array(buf.buffer, buf.byteOffset + off, width * height) };
}

/** Drops blank lines and trailing spaces tesseract adds between blocks. */
export function cleanOcrText(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+$/g, ''))
    .filter((l) => l.trim().length > 0)
    .join('\n');
}
