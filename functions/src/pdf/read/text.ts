/**
 * A page's text layer: a content-stream interpreter for the text operators (ISO 32000-1 §9.3–9.4) and the
 * graphics state they depend on (q/Q, cm), following Form XObjects, skipping inline images.
 *
 * The items it returns have the shape of pdf.js's getTextContent() items, and are cut the same way: the rules for
 * when two glyphs join one item, when the gap between them is a space, and when a line ends are those of pdf.js
 * (src/core/evaluator.js, getTextContent), so that text extraction downstream (extract/read.ts pageText) reads
 * exactly what it read when pdf.js produced the items.
 */
import { PdfDict, PdfName, PdfRef, PdfStream, PdfString, type PdfValue } from '../objects';
import type { PageInfo, PdfReader } from './document';
import { Font } from './fonts';
import { EOF, isWhite, Keyword, Lexer } from './lexer';

export interface TextItem {
  str: string;
  /** Text space → device space at the item's start, scaled by the font size (pdf.js's item transform). */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

type Matrix = number[];

function mul(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** pdf.js's thresholds, in units of the font size. */
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

/** The text state and the part of the graphics state text needs; q/Q save and restore all of it (as pdf.js). */
class State {
  ctm: Matrix = IDENTITY;
  font: Font | null = null;
  fontName: string | null = null;
  fontSize = 0;
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  hScale = 1;
  rise = 0;
  textMatrix: Matrix = IDENTITY.slice();
  textLineMatrix: Matrix = IDENTITY.slice();

  clone(): State {
    const s = Object.assign(new State(), this);
    s.textMatrix = this.textMatrix.slice();
    s.textLineMatrix = this.textLineMatrix.slice();
    return s;
  }
  /** Moves the text matrix (in place: it runs for every glyph). */
  translateText(x: number, y: number): void {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }
  translateLine(x: number, y: number): void {
    const m = this.textLineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
    this.textMatrix = m.slice();
  }
}

/** Characters pdf.js normalises (NFKC) in text content: ligatures, compatibility spaces, presentation forms. */
const NORMALIZE =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

function normalizeUnicode(s: string): string {
  return s.replace(NORMALIZE, (_, a: string | undefined, b: string | undefined) =>
    a ? a.normalize('NFKC') : '\u017ft'.repeat(b!.length),
  );
}

const CATEGORY = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const categories = new Map<string, number>();
/** 1 = white space, 2 = zero-width diacritic, 3 = invisible format mark, 0 = other (pdf.js's categories). */
function category(ch: string): number {
  let c = categories.get(ch);
  if (c === undefined) {
    const m = CATEGORY.exec(ch);
    c = m ? (m[1] ? 1 : m[2] ? 2 : 3) : 0;
    categories.set(ch, c);
  }
  return c;
}

/** Operand counts of the operators interpreted here (the preprocessor of pdf.js drops calls with too few). */
const ARITY: Record<string, number> = {
  Tf: 2,
  Ts: 1,
  Tz: 1,
  TL: 1,
  Td: 2,
  TD: 2,
  'T*': 0,
  Tm: 6,
  Tc: 1,
  Tw: 1,
  BT: 0,
  ET: 0,
  TJ: 1,
  Tj: 1,
  "'": 1,
  '"': 3,
  Do: 1,
  gs: 1,
  q: 0,
  Q: 0,
  cm: 6,
  BMC: 1,
  BDC: 2,
  EMC: 0,
};

export interface TextOptions {
  /** Stop after this many items (a guard against pathological pages). */
  maxItems?: number;
}

/** The text items of a page, in content-stream order. */
export function pageTextItems(doc: PdfReader, page: PageInfo, options: TextOptions = {}): TextItem[] {
  const items: TextItem[] = [];
  const fonts = new Map<PdfDict, Font>();
  const viewBox = page.cropBox;
  const run = (content: Uint8Array, resources: PdfDict, state: State, depth: number, seen: Set<PdfStream>) =>
    new Interpreter(doc, items, fonts, viewBox, options.maxItems ?? 200_000, depth, seen, run).run(
      content,
      resources,
      state,
    );
  run(doc.contents(page.dict), page.resources, new State(), 0, new Set());
  return items;
}

type Runner = (
  content: Uint8Array,
  resources: PdfDict,
  state: State,
  depth: number,
  seen: Set<PdfStream>,
) => void;

interface Chunk {
  initialized: boolean;
  str: string[];
  totalWidth: number;
  totalHeight: number;
  width: number;
  height: number;
  vertical: boolean;
  prevTransform: Matrix | null;
  prevTextRise: number;
  textAdvanceScale: number;
  spaceInFlowMin: number;
  spaceInFlowMax: number;
  trackingSpaceMin: number;
  negativeSpaceMax: number;
  notASpace: number;
  transform: Matrix | null;
  hasEOL: boolean;
}

class Interpreter {
  private st = new State();
  private readonly stack: State[] = [];
  private chunk: Chunk = {
    initialized: false,
    str: [],
    totalWidth: 0,
    totalHeight: 0,
    width: 0,
    height: 0,
    vertical: false,
    prevTransform: null,
    prevTextRise: 0,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Infinity,
    negativeSpaceMax: -Infinity,
    notASpace: -Infinity,
    transform: null,
    hasEOL: false,
  };
  private lastChars = [' ', ' '];
  private lastCharIndex = 0;
  /** The font state when the current item began: a font or size change ends the item. */
  private itemFont: { fontSize: number; fontName: string | null; font: Font | null } | null = null;
  private resources = new PdfDict();

  constructor(
    private readonly doc: PdfReader,
    private readonly items: TextItem[],
    private readonly fonts: Map<PdfDict, Font>,
    private readonly viewBox: number[],
    private readonly maxItems: number,
    private readonly depth: number,
    private readonly seen: Set<PdfStream>,
    private readonly runForm: Runner,
  ) {}

  run(content: Uint8Array, resources: PdfDict, state: State): void {
    this.st = state;
    this.resources = resources;
    const lx = new Lexer(content, 0, false);
    const args: PdfValue[] = [];
    for (const t of lx.values()) {
      if (!(t instanceof Keyword)) {
        args.push(t);
        continue;
      }
      const op = t.word;
      if (op === 'BI') {
        skipInlineImage(lx);
        args.length = 0;
        continue;
      }
      const n = ARITY[op];
      if (n !== undefined) {
        if (args.length >= n) this.op(op, args.slice(args.length - n));
      }
      args.length = 0;
      if (this.items.length >= this.maxItems) break;
    }
    this.flush();
  }

  private op(op: string, a: PdfValue[]): void {
    const st = this.st;
    if (!this.itemFont) this.itemFont = { fontSize: st.fontSize, fontName: st.fontName, font: st.font };
    switch (op) {
      case 'q':
        this.stack.push(st);
        this.st = st.clone();
        return;
      case 'Q': {
        const s = this.stack.pop();
        if (s) this.st = s;
        return;
      }
      case 'cm':
        if (a.every((x) => typeof x === 'number')) st.ctm = mul(st.ctm, a as number[]);
        return;
      case 'Tf': {
        const nm = a[0] instanceof PdfName ? a[0].name : null;
        const size = numberAt(a, 1);
        if (st.font && nm === st.fontName && size === st.fontSize) return;
        st.fontName = nm;
        st.fontSize = size;
        st.font = this.loadFont(nm);
        return;
      }
      case 'Ts':
        st.rise = numberAt(a, 0);
        return;
      case 'Tz':
        st.hScale = numberAt(a, 0) / 100;
        return;
      case 'TL':
        st.leading = numberAt(a, 0);
        return;
      case 'Td':
        st.translateLine(numberAt(a, 0), numberAt(a, 1));
        return;
      case 'TD':
        st.leading = -numberAt(a, 1);
        st.translateLine(numberAt(a, 0), numberAt(a, 1));
        return;
      case 'T*':
        st.translateLine(0, -st.leading);
        return;
      case 'Tm':
        if (!a.every((x) => typeof x === 'number')) return;
        st.textMatrix = (a as number[]).slice();
        st.textLineMatrix = (a as number[]).slice();
        this.updateAdvanceScale();
        return;
      case 'Tc':
        st.charSpacing = numberAt(a, 0);
        return;
      case 'Tw':
        st.wordSpacing = numberAt(a, 0);
        return;
      case 'BT':
        st.textMatrix = IDENTITY.slice();
        st.textLineMatrix = IDENTITY.slice();
        return;
      case 'ET':
        return;
      case 'Tj':
        if (st.font && a[0] instanceof PdfString) this.show(a[0].bytes, 0);
        return;
      case "'":
        if (!st.font) return;
        st.translateLine(0, -st.leading);
        if (a[0] instanceof PdfString) this.show(a[0].bytes, 0);
        return;
      case '"':
        if (!st.font) return;
        st.wordSpacing = numberAt(a, 0);
        st.charSpacing = numberAt(a, 1);
        st.translateLine(0, -st.leading);
        if (a[2] instanceof PdfString) this.show(a[2].bytes, 0);
        return;
      case 'TJ': {
        if (!st.font || !Array.isArray(a[0])) return;
        const factor = ((st.font.vertical ? 1 : -1) * st.fontSize) / 1000;
        let pending: Uint8Array[] = [];
        for (const el of a[0]) {
          if (el instanceof PdfString) pending.push(el.bytes);
          else if (typeof el === 'number' && el !== 0) {
            this.show(concat(pending), el * factor);
            pending = [];
          }
        }
        if (pending.length) this.show(concat(pending), 0);
        return;
      }
      case 'Do':
        this.flush();
        if (a[0] instanceof PdfName) this.form(a[0].name);
        return;
      case 'gs':
        if (a[0] instanceof PdfName) this.extGState(a[0].name);
        return;
      case 'BMC':
      case 'BDC':
      case 'EMC':
        this.flush();
        return;
    }
  }

  private loadFont(nm: string | null, ref?: PdfValue): Font | null {
    const dict =
      ref !== undefined
        ? this.doc.dict(ref)
        : this.doc.dict(this.doc.dict(this.resources.get('Font'))?.get(nm ?? ''));
    if (!dict) return null;
    let f = this.fonts.get(dict);
    if (!f) this.fonts.set(dict, (f = Font.load(this.doc, dict)));
    return f;
  }

  private extGState(nm: string): void {
    const gs = this.doc.dict(this.doc.dict(this.resources.get('ExtGState'))?.get(nm));
    const font = this.doc.get(gs?.get('Font'));
    if (!Array.isArray(font) || font.length < 2) return;
    this.flush();
    this.st.fontName = null;
    this.st.fontSize = typeof font[1] === 'number' ? font[1] : this.st.fontSize;
    this.st.font = this.loadFont(null, font[0] instanceof PdfRef ? font[0] : undefined);
  }

  private form(nm: string): void {
    const x = this.doc.get(this.doc.dict(this.resources.get('XObject'))?.get(nm));
    if (!(x instanceof PdfStream) || this.depth > 16 || this.seen.has(x)) return;
    const sub = this.doc.get(x.dict.get('Subtype'));
    if (!(sub instanceof PdfName) || sub.name !== 'Form') return;
    let content: Uint8Array;
    try {
      content = this.doc.decode(x);
    } catch {
      return;
    }
    const state = this.st.clone();
    const m = this.doc.numbers(x.dict.get('Matrix'));
    if (m && m.length === 6) state.ctm = mul(state.ctm, m);
    const res = this.doc.dict(x.dict.get('Resources'));
    this.seen.add(x);
    try {
      this.runForm(content, res ?? this.resources, state, this.depth + 1, this.seen);
    } finally {
      this.seen.delete(x);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Items, as pdf.js builds them

  /** ctm × textMatrix × [fontSize·hScale 0 0 fontSize 0 rise], multiplied out (it runs for every glyph). */
  private currentTransform(): Matrix {
    const st = this.st;
    const t = st.textMatrix;
    const c = st.ctm;
    const a = st.fontSize * st.hScale;
    const d = st.fontSize;
    const m0 = t[0] * a;
    const m1 = t[1] * a;
    const m2 = t[2] * d;
    const m3 = t[3] * d;
    const m4 = t[2] * st.rise + t[4];
    const m5 = t[3] * st.rise + t[5];
    return [
      c[0] * m0 + c[2] * m1,
      c[1] * m0 + c[3] * m1,
      c[0] * m2 + c[2] * m3,
      c[1] * m2 + c[3] * m3,
      c[0] * m4 + c[2] * m5 + c[4],
      c[1] * m4 + c[3] * m5 + c[5],
    ];
  }

  private saveLastChar(ch: string): boolean {
    const next = (this.lastCharIndex + 1) % 2;
    const add = this.lastChars[this.lastCharIndex] !== ' ' && this.lastChars[next] === ' ';
    this.lastChars[this.lastCharIndex] = ch;
    this.lastCharIndex = next;
    return add;
  }

  private shouldAddWhitespace(): boolean {
    return this.lastChars[this.lastCharIndex] !== ' ' && this.lastChars[(this.lastCharIndex + 1) % 2] === ' ';
  }

  private resetLastChars(): void {
    this.lastChars[0] = this.lastChars[1] = ' ';
    this.lastCharIndex = 0;
  }

  private pushWhitespace(width: number, height: number, transform: Matrix | null): void {
    this.items.push({ str: ' ', width, height, transform: transform ?? IDENTITY, hasEOL: false });
  }

  private ensureChunk(): Chunk {
    const c = this.chunk;
    if (c.initialized) return c;
    const st = this.st;
    const t = (c.transform = this.currentTransform());
    if (st.font?.vertical) {
      c.width = c.totalWidth = Math.hypot(t[0], t[1]);
      c.height = c.totalHeight = 0;
      c.vertical = true;
    } else {
      c.width = c.totalWidth = 0;
      c.height = c.totalHeight = Math.hypot(t[2], t[3]);
      c.vertical = false;
    }
    c.textAdvanceScale =
      Math.hypot(st.textLineMatrix[0], st.textLineMatrix[1]) * Math.hypot(st.ctm[0], st.ctm[1]);
    const fs = st.fontSize;
    c.trackingSpaceMin = fs * TRACKING_SPACE_FACTOR;
    c.notASpace = fs * NOT_A_SPACE_FACTOR;
    c.negativeSpaceMax = fs * NEGATIVE_SPACE_FACTOR;
    c.spaceInFlowMin = fs * SPACE_IN_FLOW_MIN_FACTOR;
    c.spaceInFlowMax = fs * SPACE_IN_FLOW_MAX_FACTOR;
    c.hasEOL = false;
    c.initialized = true;
    return c;
  }

  private updateAdvanceScale(): void {
    const c = this.chunk;
    if (!c.initialized) return;
    const st = this.st;
    const scale = Math.hypot(st.textLineMatrix[0], st.textLineMatrix[1]) * Math.hypot(st.ctm[0], st.ctm[1]);
    if (scale === c.textAdvanceScale) return;
    if (c.vertical) {
      c.totalHeight += c.height * c.textAdvanceScale;
      c.height = 0;
    } else {
      c.totalWidth += c.width * c.textAdvanceScale;
      c.width = 0;
    }
    c.textAdvanceScale = scale;
  }

  private flush(): void {
    const c = this.chunk;
    if (!c.initialized) return;
    if (c.vertical) c.totalHeight += c.height * c.textAdvanceScale;
    else c.totalWidth += c.width * c.textAdvanceScale;
    this.items.push({
      str: normalizeUnicode(c.str.join('')),
      width: Math.abs(c.totalWidth),
      height: Math.abs(c.totalHeight),
      transform: c.transform!,
      hasEOL: c.hasEOL,
    });
    c.initialized = false;
    c.str.length = 0;
  }

  private appendEOL(): void {
    this.resetLastChars();
    if (this.chunk.initialized) {
      this.chunk.hasEOL = true;
      this.flush();
    } else
      this.items.push({ str: '', width: 0, height: 0, transform: this.currentTransform(), hasEOL: true });
  }

  private addFakeSpaces(width: number, transform: Matrix | null, orientation: number): boolean {
    const c = this.chunk;
    if (orientation * c.spaceInFlowMin <= width && width <= orientation * c.spaceInFlowMax) {
      if (c.initialized) {
        this.resetLastChars();
        c.str.push(' ');
      }
      return false;
    }
    let height = 0;
    if (c.vertical) {
      height = width;
      width = 0;
    }
    this.flush();
    this.resetLastChars();
    this.pushWhitespace(Math.abs(width), Math.abs(height), transform ?? this.currentTransform());
    return true;
  }

  /** pdf.js's compareWithLastPosition: false when the glyph lies outside the page (it is then not text). */
  private compareWithLastPosition(glyphWidth: number): boolean {
    const st = this.st;
    const c = this.chunk;
    const t = this.currentTransform();
    let posX = t[4];
    let posY = t[5];
    const vb = this.viewBox;
    if (st.font?.vertical) {
      if (posX < vb[0] || posX > vb[2] || posY + glyphWidth < vb[1] || posY > vb[3]) return false;
    } else if (posX + glyphWidth < vb[0] || posX > vb[2] || posY < vb[1] || posY > vb[3]) return false;
    if (!st.font || !c.prevTransform) return true;
    let lastX = c.prevTransform[4];
    let lastY = c.prevTransform[5];
    if (lastX === posX && lastY === posY) return true;
    let rotation = -1;
    if (t[0] && t[1] === 0 && t[2] === 0) rotation = t[0] > 0 ? 0 : 180;
    else if (t[1] && t[0] === 0 && t[3] === 0) rotation = t[1] > 0 ? 90 : 270;
    switch (rotation) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastX, lastY] = [lastY, lastX];
        break;
      case 180:
        [posX, posY, lastX, lastY] = [-posX, -posY, -lastX, -lastY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastX, lastY] = [-lastY, -lastX];
        break;
      default:
        [posX, posY] = inverseRotation(posX, posY, t);
        [lastX, lastY] = inverseRotation(lastX, lastY, c.prevTransform);
    }
    if (st.font.vertical) {
      const advanceY = (lastY - posY) / c.textAdvanceScale;
      const advanceX = posX - lastX;
      const orientation = Math.sign(c.height || c.totalHeight);
      if (advanceY < orientation * c.negativeSpaceMax) {
        if (Math.abs(advanceX) > 0.5 * c.width) this.appendEOL();
        else {
          this.resetLastChars();
          this.flush();
        }
        return true;
      }
      if (Math.abs(advanceX) > c.width) {
        this.appendEOL();
        return true;
      }
      if (advanceY <= orientation * c.notASpace) this.resetLastChars();
      if (advanceY <= orientation * c.trackingSpaceMin) {
        if (this.shouldAddWhitespace()) {
          this.resetLastChars();
          this.flush();
          this.pushWhitespace(0, Math.abs(advanceY), c.prevTransform);
        } else c.height += advanceY;
      } else if (!this.addFakeSpaces(advanceY, c.prevTransform, orientation)) {
        if (c.str.length === 0) {
          this.resetLastChars();
          this.pushWhitespace(0, Math.abs(advanceY), c.prevTransform);
        } else c.height += advanceY;
      }
      if (Math.abs(advanceX) > c.width * VERTICAL_SHIFT_RATIO) this.flush();
      return true;
    }
    const advanceX = (posX - lastX) / c.textAdvanceScale;
    const advanceY = posY - lastY;
    const orientation = Math.sign(c.width || c.totalWidth);
    if (advanceX < orientation * c.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * c.height) this.appendEOL();
      else {
        this.resetLastChars();
        this.flush();
      }
      return true;
    }
    const riseShift = st.rise - c.prevTextRise;
    const shift = riseShift === 0 ? advanceY : advanceY - (t[3] / st.fontSize) * riseShift;
    if (Math.abs(shift) > c.height) {
      this.appendEOL();
      return true;
    }
    if (advanceX <= orientation * c.notASpace) this.resetLastChars();
    if (advanceX <= orientation * c.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX), 0, c.prevTransform);
      } else c.width += advanceX;
    } else if (!this.addFakeSpaces(advanceX, c.prevTransform, orientation)) {
      if (c.str.length === 0) {
        this.resetLastChars();
        this.pushWhitespace(Math.abs(advanceX), 0, c.prevTransform);
      } else c.width += advanceX;
    }
    if (Math.abs(advanceY) > c.height * VERTICAL_SHIFT_RATIO) this.flush();
    return true;
  }

  /** One shown string (pdf.js's buildTextContentItem); `extraSpacing` is a TJ adjustment after its last glyph. */
  private show(bytes: Uint8Array, extraSpacing: number): void {
    const st = this.st;
    const font = st.font!;
    const prev = this.itemFont!;
    if (
      prev.fontSize !== st.fontSize ||
      (prev.fontName !== st.fontName &&
        (prev.font?.name !== font.name || prev.font?.vertical !== font.vertical))
    ) {
      this.flush();
      this.itemFont = { fontSize: st.fontSize, fontName: st.fontName, font };
    }
    const charSpacing = font.vertical ? -st.charSpacing : st.charSpacing;
    if (bytes.length === 0) {
      const s = charSpacing + extraSpacing;
      if (s) {
        if (font.vertical) st.translateText(0, -s);
        else st.translateText(s * st.hScale, 0);
      }
      return;
    }
    const glyphs = font.glyphs(bytes);
    const scale = font.scale * st.fontSize;
    for (let i = 0; i < glyphs.length; i++) {
      const g = glyphs[i];
      const cat = category(g.unicode);
      if (cat === 3) continue;
      let spacing = charSpacing + (i + 1 === glyphs.length ? extraSpacing : 0);
      let advance = (font.vertical ? -g.width : g.width) * scale;
      if (g.code === 32) spacing += st.wordSpacing;
      if (cat === 1) {
        if (font.vertical) {
          spacing += -advance;
          st.translateText(0, -spacing);
        } else {
          spacing += advance;
          st.translateText(spacing * st.hScale, 0);
        }
        this.saveLastChar(' ');
        continue;
      }
      if (cat !== 2 && !this.compareWithLastPosition(advance)) {
        if (font.vertical) st.translateText(0, advance);
        else st.translateText(advance * st.hScale, 0);
        continue;
      }
      const c = this.ensureChunk();
      if (cat === 2) advance = 0;
      if (font.vertical) {
        st.translateText(0, advance);
        advance = Math.abs(advance);
        c.height += advance;
      } else {
        advance *= st.hScale;
        st.translateText(advance, 0);
        c.width += advance;
      }
      if (advance) {
        c.prevTransform = this.currentTransform();
        c.prevTextRise = st.rise;
      }
      if (this.saveLastChar(g.unicode)) c.str.push(' ');
      c.str.push(g.unicode);
      if (spacing) {
        if (font.vertical) st.translateText(0, -spacing);
        else st.translateText(spacing * st.hScale, 0);
      }
    }
  }
}

function numberAt(a: PdfValue[], i: number): number {
  const v = a[i];
  return typeof v === 'number' ? v : 0;
}

function inverseRotation(x: number, y: number, m: Matrix): [number, number] {
  const h = Math.hypot(m[0], m[1]);
  return [(m[0] * x + m[1] * y) / h, (m[2] * x + m[3] * y) / h];
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  return Buffer.concat(parts);
}

/**
 * Skips an inline image (BI … ID data EI, §8.9.7). The data is binary and may contain "EI": the end is an EI
 * between white space followed by what looks like content-stream text, or /L (/Length) when given (PDF 2.0).
 */
export function skipInlineImage(lx: Lexer): void {
  let length = -1;
  for (;;) {
    const k = lx.value();
    if (k === EOF) return;
    if (k instanceof Keyword) {
      if (k.word === 'ID') break;
      continue;
    }
    if (k instanceof PdfName && (k.name === 'L' || k.name === 'Length')) {
      const v = lx.value();
      if (typeof v === 'number') length = v;
    }
  }
  const b = lx.buf;
  let p = lx.pos;
  if (isWhite(b[p])) p++;
  if (length >= 0) {
    lx.pos = p + length;
    const after = lx.value();
    if (after instanceof Keyword && after.word === 'EI') return;
    lx.pos = p;
  }
  for (let i = p; i + 1 < b.length; i++) {
    if (b[i] !== 0x45 || b[i + 1] !== 0x49) continue; // "EI"
    if (i > p && !isWhite(b[i - 1])) continue;
    if (i + 2 < b.length && !isWhite(b[i + 2])) continue;
    // What follows must look like operators and operands: printable ASCII for a while.
    let ok = true;
    for (let j = i + 2; j < Math.min(b.length, i + 2 + 32); j++) {
      const c = b[j];
      if (!(isWhite(c) || (c >= 0x20 && c < 0x7f))) {
        ok = false;
        break;
      }
    }
    if (ok) {
      lx.pos = i + 2;
      return;
    }
  }
  lx.pos = b.length;
}
