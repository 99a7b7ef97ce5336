import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { loadFonts } from '../../letters/render/fonts';
import { name, PdfDict, PdfRef, PdfStream, type PdfValue } from '../objects';
import { embedImage, ImageFormatError } from './image';
import { A4, PdfDocument } from './index';
import { encodePng, packRows, type PngSpec } from './png-fixture';

const canvasImport = () => import('@napi-rs/canvas');

async function items(bytes: Uint8Array, page = 1) {
  const pdf = await getDocumentProxy(bytes.slice());
  const p = await pdf.getPage(page);
  return (await p.getTextContent()).items as { str: string; transform: number[] }[];
}

/** RGBA of one pixel of an image file, decoded by Skia (an independent decoder). */
async function decode(file: Uint8Array | ArrayBuffer) {
  const img = await loadImage(Buffer.from(file as ArrayBuffer));
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  return {
    width: img.width,
    at: (x: number, y: number) => [...data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4)],
  };
}

describe('PDF writer: text', () => {
  it('text drawn comes back out of pdf.js exactly, typographic characters included', async () => {
    const { regular, bold } = await loadFonts();
    const doc = new PdfDocument({
      title: 'Test — £5',
      subject: 'S',
      creator: 'C',
      producer: 'P',
      lang: 'en-GB',
    });
    const r = doc.embedFont(regular);
    const b = doc.embedFont(bold);
    const lines = ['Balance £1,834.27 – paid', 'Café owner’s “quotes”', 'Dear Sir or Madam,'];
    const page = doc.addPage();
    lines.forEach((l, i) => page.text(l, { x: 60, y: 700 - i * 20, size: 11, font: i === 1 ? b : r }));
    doc.addPage().text('Second page', { x: 60, y: 700, size: 10, font: r, color: [0.3, 0.3, 0.3] });
    const bytes = doc.save();

    const got = (await items(bytes)).filter((i) => i.str.trim());
    expect(got.map((i) => i.str)).toEqual(lines);
    expect(got[0].transform[4]).toBeCloseTo(60, 3);
    expect(got[2].transform[5]).toBeCloseTo(660, 3);
    const pdf = await getDocumentProxy(bytes.slice());
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[1]).toContain('Second page');
    const info = (await pdf.getMetadata()).info as Record<string, string>;
    expect(info).toMatchObject({
      Title: 'Test — £5',
      Subject: 'S',
      Creator: 'C',
      Producer: 'P',
      Language: 'en-GB',
    });
    // one subset per font, whatever the number of pages
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/FontFile2/g),
    ).toHaveLength(2);
  });

  it('a missing character becomes "?" and the page still opens', async () => {
    const { regular } = await loadFonts();
    const doc = new PdfDocument();
    doc.addPage().text('A 漢 B', { x: 50, y: 50, size: 10, font: doc.embedFont(regular) });
    expect((await items(doc.save())).map((i) => i.str).join('')).toBe('A ? B');
  });

  it('content streams are compressed and the file is small', async () => {
    const { regular } = await loadFonts();
    const doc = new PdfDocument();
    const f = doc.embedFont(regular);
    const page = doc.addPage();
    for (let i = 0; i < 40; i++)
      page.text('The same line of text again and again.', { x: 50, y: 800 - i * 18, size: 10, font: f });
    const bytes = doc.save();
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('Tj');
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('saves once', () => {
    const doc = new PdfDocument();
    doc.addPage();
    doc.save();
    expect(() => doc.save()).toThrow(/once/);
  });
});

/** What the colour and alpha streams of an image XObject hold, decompressed. */
function embedded(file: Uint8Array) {
  const objects: PdfValue[] = [];
  const add = (v: PdfValue) => (objects.push(v), new PdfRef(objects.length));
  const img = embedImage(file, add);
  const stream = objects[img.ref.num - 1] as PdfStream;
  const smaskRef = stream.dict.get('SMask') as PdfRef | undefined;
  const smask = smaskRef && (objects[smaskRef.num - 1] as PdfStream);
  return {
    img,
    dict: stream.dict,
    data: inflateSync(stream.data),
    alpha: smask && inflateSync(smask.data),
    alphaDict: smask?.dict,
  };
}

const W = 13; // odd sizes: partial bytes at row ends, Adam7 passes of uneven length
const H = 11;
const all = (f: (x: number, y: number) => number[]) => {
  const out: number[] = [];
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) out.push(...f(x, y));
  return out;
};

describe('PDF writer: PNG', () => {
  const rgba: PngSpec = {
    width: W,
    height: H,
    colorType: 6,
    depth: 8,
    pixel: (x, y) => [x * 19, y * 23, (x * y) % 256, x < 6 ? 255 : 40 + y],
  };

  for (const interlace of [false, true])
    it(`RGBA${interlace ? ', interlaced' : ''}: colour in the image, alpha in its soft mask`, async () => {
      const file = encodePng({ ...rgba, interlace });
      const skia = await decode(file);
      expect(skia.at(2, 3)).toEqual(rgba.pixel(2, 3)); // the fixture is a real PNG
      const e = embedded(file);
      expect(e.img).toMatchObject({ width: W, height: H });
      expect(e.dict.get('ColorSpace')).toBe(name('DeviceRGB'));
      expect([...e.data]).toEqual(all((x, y) => rgba.pixel(x, y).slice(0, 3)));
      expect([...(e.alpha as Uint8Array)]).toEqual(all((x, y) => rgba.pixel(x, y).slice(3)));
      expect(e.alphaDict?.get('ColorSpace')).toBe(name('DeviceGray'));
    });

  it('16-bit grey with alpha keeps 16 bits per sample', () => {
    const spec: PngSpec = {
      width: W,
      height: H,
      colorType: 4,
      depth: 16,
      pixel: (x, y) => [x * 5000, y * 6000],
    };
    const e = embedded(encodePng(spec));
    expect(e.dict.get('BitsPerComponent')).toBe(16);
    expect(e.dict.get('ColorSpace')).toBe(name('DeviceGray'));
    expect(Buffer.from(e.data)).toEqual(
      Buffer.concat(
        packRows({ ...spec, pixel: (x) => [x * 5000] }, [...Array(W).keys()], [...Array(H).keys()]),
      ),
    );
    expect(e.alpha?.length).toBe(W * H * 2);
  });

  for (const [depth, interlace] of [
    [4, false],
    [2, true],
    [8, false],
  ] as const)
    it(`palette, ${depth}-bit${interlace ? ', interlaced' : ''}, with tRNS: indexed colour space and per-entry alpha`, async () => {
      const entries = 2 ** Math.min(depth, 3);
      const palette = Uint8Array.from({ length: entries * 3 }, (_, i) => (i * 37) % 256);
      const trns = Uint8Array.from([0, 128]); // entry 0 transparent, 1 half, the rest opaque
      const spec: PngSpec = {
        width: W,
        height: H,
        colorType: 3,
        depth,
        palette,
        trns,
        interlace,
        pixel: (x, y) => [(x + y) % entries],
      };
      const file = encodePng(spec);
      const skia = await decode(file);
      expect(skia.at(1, 0)[3]).toBe(128);
      const e = embedded(file);
      const cs = e.dict.get('ColorSpace') as PdfValue[];
      expect(cs.slice(0, 3)).toEqual([name('Indexed'), name('DeviceRGB'), entries - 1]);
      expect(e.dict.get('BitsPerComponent')).toBe(depth);
      expect(Buffer.from(e.data)).toEqual(
        Buffer.concat(packRows({ ...spec, interlace: false }, [...Array(W).keys()], [...Array(H).keys()])),
      );
      expect([...(e.alpha as Uint8Array)]).toEqual(all((x, y) => [[0, 128][(x + y) % entries] ?? 255]));
    });

  it('grey and RGB with a transparent colour get a colour-key mask; 1-bit grey stays 1-bit', () => {
    const grey = embedded(
      encodePng({
        width: W,
        height: H,
        colorType: 0,
        depth: 1,
        pixel: (x) => [x % 2],
        trns: Uint8Array.from([0, 1]),
      }),
    );
    expect(grey.dict.get('BitsPerComponent')).toBe(1);
    expect(grey.dict.get('Mask')).toEqual([1, 1]);
    expect(grey.data.length).toBe(2 * H);
    const rgb = embedded(
      encodePng({
        width: W,
        height: H,
        colorType: 2,
        depth: 16,
        pixel: () => [1, 2, 3],
        trns: Uint8Array.from([0, 1, 0, 2, 0, 3]),
      }),
    );
    expect(rgb.dict.get('Mask')).toEqual([1, 1, 2, 2, 3, 3]);
    expect(rgb.dict.get('SMask')).toBeUndefined();
  });

  it('refuses what is not an image, clearly', () => {
    const add = () => new PdfRef(1);
    expect(() => embedImage(Buffer.from('GIF89a....'), add)).toThrow(ImageFormatError);
    expect(() =>
      embedImage(encodePng({ ...rgba, colorType: 2, depth: 4, pixel: () => [1, 2, 3] }), add),
    ).toThrow(/colour type 2 cannot have bit depth 4/);
    const broken = encodePng(rgba).slice(0, 60);
    expect(() => embedImage(broken, add)).toThrow(ImageFormatError);
  });
});

describe('PDF writer: drawing, seen by pdf.js', () => {
  it('places a PNG with alpha, a palette PNG, a JPEG, a rectangle and a form XObject where asked', async () => {
    const canvas = createCanvas(40, 20);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(0, 0, 40, 20);
    const jpeg = new Uint8Array(await canvas.encode('jpeg', 95));

    const doc = new PdfDocument();
    const page = doc.addPage([200, 100]);
    // left half of the PNG opaque red, right half fully transparent
    const png = doc.embedImage(
      encodePng({ width: 4, height: 4, colorType: 6, depth: 8, pixel: (x) => [255, 0, 0, x < 2 ? 255 : 0] }),
    );
    const pal = doc.embedImage(
      encodePng({
        width: 2,
        height: 2,
        colorType: 3,
        depth: 1,
        palette: Uint8Array.from([0, 160, 0, 0, 0, 0]),
        pixel: () => [0],
      }),
    );
    const jpg = doc.embedImage(jpeg);
    expect(jpg).toMatchObject({ width: 40, height: 20 });
    page.rect({ x: 0, y: 0, width: 200, height: 100, fill: [1, 1, 1] });
    page.image(png, { x: 0, y: 50, width: 40, height: 40 }); // red at x 0–20, page shows through at 20–40
    page.image(pal, { x: 50, y: 50, width: 20, height: 20 });
    page.image(jpg, { x: 100, y: 50, width: 40, height: 20 });
    const form = doc.add(
      new PdfStream(
        new PdfDict({ Type: name('XObject'), Subtype: name('Form'), BBox: [0, 0, 10, 10] }),
        Buffer.from('1 1 0 rg 0 0 10 10 re f'),
      ),
    );
    page.form(form, [2, 0, 0, 2, 150, 10]); // yellow 150–170 x 10–30
    page.line({ from: [0, 5], to: [100, 5], color: [0, 0, 0], lineWidth: 2 });
    const bytes = doc.save();

    const png1 = await renderPageAsImage(bytes.slice(), 1, { canvasImport, scale: 1 });
    const shot = await decode(png1);
    const at = (x: number, yFromBottom: number) => shot.at(x, 100 - yFromBottom).slice(0, 3);
    expect(at(10, 70)).toEqual([255, 0, 0]);
    expect(at(30, 70)).toEqual([255, 255, 255]);
    expect(at(60, 60)).toEqual([0, 160, 0]);
    const blue = at(120, 60);
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0] + blue[1]).toBeLessThan(60);
    expect(at(160, 20)).toEqual([255, 255, 0]);
    expect(at(175, 20)).toEqual([255, 255, 255]);
    expect(at(50, 5)).toEqual([0, 0, 0]);
  });

  it('transformContent scales what was drawn, not what is drawn after', async () => {
    const doc = new PdfDocument();
    const page = doc.addPage([100, 100]);
    page.rect({ x: 0, y: 0, width: 100, height: 100, fill: [1, 0, 0] });
    page.transformContent([0.5, 0, 0, 0.5, 0, 0]);
    page.rect({ x: 80, y: 80, width: 20, height: 20, fill: [0, 0, 1] });
    const shot = await decode(await renderPageAsImage(doc.save(), 1, { canvasImport, scale: 1 }));
    expect(shot.at(25, 75).slice(0, 3)).toEqual([255, 0, 0]);
    expect(shot.at(75, 75).slice(0, 3)).toEqual([255, 255, 255]); // the red now ends at 50
    expect(shot.at(90, 10).slice(0, 3)).toEqual([0, 0, 255]);
  });

  it('the subset fonts rasterise: glyphs are drawn where the text is', async () => {
    // pdf.js hands font data over with ArrayBuffer.transferToFixedLength (Node 22, as in Lambda); Node 20 lacks it
    const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
    proto.transferToFixedLength ??= function (this: ArrayBuffer, n?: number) {
      const copy = new ArrayBuffer(n ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this).subarray(0, copy.byteLength));
      return copy;
    };
    const { regular, bold } = await loadFonts();
    const doc = new PdfDocument();
    const page = doc.addPage([200, 60]);
    page.text('£é–’', { x: 10, y: 20, size: 30, font: doc.embedFont(bold) });
    page.text('ok', { x: 120, y: 20, size: 30, font: doc.embedFont(regular), color: [1, 0, 0] });
    const shot = await decode(await renderPageAsImage(doc.save(), 1, { canvasImport, scale: 1 }));
    const inks = (x0: number, x1: number, test: (p: number[]) => boolean) => {
      let n = 0;
      for (let y = 10; y < 50; y++) for (let x = x0; x < x1; x++) if (test(shot.at(x, y))) n++;
      return n;
    };
    expect(inks(10, 100, ([r, g, b]) => r + g + b < 150)).toBeGreaterThan(150);
    expect(inks(120, 170, ([r, g, b]) => r > 200 && g < 80 && b < 80)).toBeGreaterThan(80);
    expect(inks(175, 200, ([r, g, b]) => r + g + b < 600)).toBe(0);
  });

  it('inserts pages where asked', async () => {
    const { regular } = await loadFonts();
    const doc = new PdfDocument();
    const f = doc.embedFont(regular);
    doc.addPage().text('second', { x: 50, y: 50, size: 10, font: f });
    doc.addPage(A4, 0).text('first', { x: 50, y: 50, size: 10, font: f });
    const { text } = await extractText(await getDocumentProxy(doc.save()), { mergePages: false });
    expect(text).toEqual(['first', 'second']);
  });
});
