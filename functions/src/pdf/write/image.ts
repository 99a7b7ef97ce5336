/**
 * Raster images as PDF image XObjects (ISO 32000-1 §8.9). JPEG is passed through (/DCTDecode) with its size and
 * colour space read from the SOF marker. PNG is decoded (zlib + scanline unfiltering, Adam7 interlacing included)
 * and re-compressed: colour samples in one stream, alpha — from an alpha channel or a palette's tRNS — in a /SMask;
 * a single transparent colour (tRNS on grey or RGB) becomes a colour-key /Mask.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { name, PdfDict, PdfStream, PdfString, type PdfRef, type PdfValue } from '../objects';

export class ImageFormatError extends Error {}

export interface PdfImage {
  ref: PdfRef;
  width: number;
  height: number;
}

type Add = (v: PdfValue) => PdfRef;

export function embedImage(bytes: Uint8Array, add: Add): PdfImage {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return embedJpeg(bytes, add);
  if (bytes.length > 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE))
    return embedPng(bytes, add);
  throw new ImageFormatError('not a JPEG or PNG image');
}

// ---------------------------------------------------------------- JPEG

export function embedJpeg(bytes: Uint8Array, add: Add): PdfImage {
  let at = 2;
  let adobe = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new ImageFormatError('JPEG marker expected');
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    // APP14 "Adobe": its CMYK is stored inverted
    if (marker === 0xee && Buffer.from(bytes.subarray(at + 4, at + 9)).toString('latin1') === 'Adobe')
      adobe = true;
    // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const bpc = bytes[at + 4];
      const height = (bytes[at + 5] << 8) | bytes[at + 6];
      const width = (bytes[at + 7] << 8) | bytes[at + 8];
      const components = bytes[at + 9];
      const space = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' }[components];
      if (!space || !width || !height)
        throw new ImageFormatError('unsupported JPEG (size or colour components)');
      const dict = new PdfDict({
        Type: name('XObject'),
        Subtype: name('Image'),
        Width: width,
        Height: height,
        ColorSpace: name(space),
        BitsPerComponent: bpc,
        Filter: name('DCTDecode'),
        Decode: components === 4 && adobe ? [1, 0, 1, 0, 1, 0, 1, 0] : undefined,
      });
      return { ref: add(new PdfStream(dict, bytes)), width, height };
    }
    if (marker === 0xda) break; // start of scan before any frame header
    at += 2 + length;
  }
  throw new ImageFormatError('JPEG without a frame header');
}

// ---------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Bit depths each colour type allows (PNG spec, table 11.1). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

interface Png {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
  palette?: Uint8Array;
  trns?: Uint8Array;
  data: Uint8Array;
}

function readPng(bytes: Uint8Array): Png {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  const idat: Uint8Array[] = [];
  let png: Partial<Png> = {};
  while (at + 8 <= bytes.length) {
    const length = v.getUint32(at);
    const type = Buffer.from(bytes.subarray(at + 4, at + 8)).toString('latin1');
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length < length) throw new ImageFormatError('PNG is truncated');
    if (type === 'IHDR') {
      png = {
        width: v.getUint32(at + 8),
        height: v.getUint32(at + 12),
        depth: body[8],
        colorType: body[9],
        interlaced: body[12] === 1,
      };
    } else if (type === 'PLTE') png.palette = body;
    else if (type === 'tRNS') png.trns = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const { width, height, depth, colorType } = png;
  if (!width || !height || depth === undefined || colorType === undefined || !(colorType in CHANNELS))
    throw new ImageFormatError('PNG without a valid header');
  if (!DEPTHS[colorType].includes(depth))
    throw new ImageFormatError(`PNG colour type ${colorType} cannot have bit depth ${depth}`);
  if (colorType === 3 && !png.palette) throw new ImageFormatError('palette PNG without a palette');
  let data: Uint8Array;
  try {
    data = inflateSync(Buffer.concat(idat));
  } catch {
    throw new ImageFormatError('PNG image data does not decompress');
  }
  return { ...(png as Png), data };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-scanline filters of one (sub)image; returns its rows packed, without filter bytes. */
function unfilter(src: Uint8Array, from: number, rowBytes: number, rows: number, bpp: number) {
  const out = new Uint8Array(rowBytes * rows);
  for (let y = 0; y < rows; y++) {
    const f = src[from + y * (rowBytes + 1)];
    const inAt = from + y * (rowBytes + 1) + 1;
    const o = y * rowBytes;
    if (inAt + rowBytes > src.length) throw new ImageFormatError('PNG image data is short');
    for (let x = 0; x < rowBytes; x++) {
      const raw = src[inAt + x];
      const a = x >= bpp ? out[o + x - bpp] : 0;
      const b = y > 0 ? out[o - rowBytes + x] : 0;
      const c = x >= bpp && y > 0 ? out[o - rowBytes + x - bpp] : 0;
      let val: number;
      if (f === 0) val = raw;
      else if (f === 1) val = raw + a;
      else if (f === 2) val = raw + b;
      else if (f === 3) val = raw + ((a + b) >> 1);
      else if (f === 4) val = raw + paeth(a, b, c);
      else throw new ImageFormatError(`PNG filter type ${f}`);
      out[o + x] = val & 0xff;
    }
  }
  return out;
}

/** Rows of the full image, packed (no filter bytes), whether or not the PNG is interlaced. */
/** Adam7 interlacing: the seven passes as [x0, y0, dx, dy] over the image (PNG spec §8.2). */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pixels(png: Png): Uint8Array {
  const bitsPerPixel = CHANNELS[png.colorType] * png.depth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  if (!png.interlaced) return unfilter(png.data, 0, rowBytes(png.width), png.height, bpp);

  // Adam7: seven passes over sub-grids; each pass is filtered as a small image of its own.
  const out = new Uint8Array(rowBytes(png.width) * png.height);
  let at = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((png.width - x0) / dx);
    const h = Math.ceil((png.height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    const pass = unfilter(png.data, at, rowBytes(w), h, bpp);
    at += (rowBytes(w) + 1) * h;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        copyPixel(
          pass,
          y * rowBytes(w),
          x,
          out,
          (y0 + y * dy) * rowBytes(png.width),
          x0 + x * dx,
          bitsPerPixel,
        );
  }
  return out;
}

function copyPixel(
  src: Uint8Array,
  srcRow: number,
  sx: number,
  dst: Uint8Array,
  dstRow: number,
  dx: number,
  bits: number,
) {
  if (bits >= 8) {
    const n = bits >> 3;
    dst.set(src.subarray(srcRow + sx * n, srcRow + sx * n + n), dstRow + dx * n);
    return;
  }
  const mask = (1 << bits) - 1;
  const sBit = sx * bits;
  const value = (src[srcRow + (sBit >> 3)] >> (8 - bits - (sBit & 7))) & mask;
  const dBit = dx * bits;
  const shift = 8 - bits - (dBit & 7);
  const i = dstRow + (dBit >> 3);
  dst[i] = (dst[i] & ~(mask << shift)) | (value << shift);
}

function flate(data: Uint8Array): Uint8Array {
  return deflateSync(data);
}

export function embedPng(bytes: Uint8Array, add: Add): PdfImage {
  const png = readPng(bytes);
  const { width, height, depth, colorType } = png;
  const raw = pixels(png);
  const image = (
    colorSpace: PdfValue,
    bpc: number,
    data: Uint8Array,
    extra: Record<string, PdfValue | undefined> = {},
  ) =>
    add(
      new PdfStream(
        new PdfDict({
          Type: name('XObject'),
          Subtype: name('Image'),
          Width: width,
          Height: height,
          ColorSpace: colorSpace,
          BitsPerComponent: bpc,
          Filter: name('FlateDecode'),
          ...extra,
        }),
        flate(data),
      ),
    );

  if (colorType === 4 || colorType === 6) {
    // split the alpha channel off into a soft mask
    const colours = colorType === 6 ? 3 : 1;
    const sample = depth / 8;
    const pixel = (colours + 1) * sample;
    const n = width * height;
    const colour = new Uint8Array(n * colours * sample);
    const alpha = new Uint8Array(n * sample);
    for (let p = 0; p < n; p++) {
      colour.set(raw.subarray(p * pixel, p * pixel + colours * sample), p * colours * sample);
      alpha.set(raw.subarray(p * pixel + colours * sample, (p + 1) * pixel), p * sample);
    }
    const smask = image(name('DeviceGray'), depth, alpha);
    return {
      ref: image(name(colours === 3 ? 'DeviceRGB' : 'DeviceGray'), depth, colour, { SMask: smask }),
      width,
      height,
    };
  }

  if (colorType === 3) {
    const palette = png.palette as Uint8Array;
    const entries = Math.floor(palette.length / 3);
    // the palette goes into the colour space as a string of RGB bytes (§8.6.6.3)
    const space: PdfValue = [
      name('Indexed'),
      name('DeviceRGB'),
      entries - 1,
      new PdfString(palette.subarray(0, entries * 3), true),
    ];
    let smask: PdfRef | undefined;
    if (png.trns?.length) {
      // per-entry alpha (entries past tRNS's end are opaque), expanded to one byte per pixel
      const trns = png.trns;
      const alpha = new Uint8Array(width * height);
      const rb = Math.ceil((width * depth) / 8);
      const mask = (1 << depth) - 1;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const bit = x * depth;
          const index = (raw[y * rb + (bit >> 3)] >> (8 - depth - (bit & 7))) & mask;
          alpha[y * width + x] = index < trns.length ? trns[index] : 255;
        }
      smask = image(name('DeviceGray'), 8, alpha);
    }
    return { ref: image(space, depth, raw, { SMask: smask }), width, height };
  }

  // grey (0) or RGB (2), with an optional single transparent colour
  let mask: PdfValue[] | undefined;
  if (png.trns) {
    const t = new DataView(png.trns.buffer, png.trns.byteOffset, png.trns.byteLength);
    const key = Array.from({ length: colorType === 2 ? 3 : 1 }, (_, i) => t.getUint16(i * 2));
    mask = key.flatMap((k) => [k, k]);
  }
  return {
    ref: image(name(colorType === 2 ? 'DeviceRGB' : 'DeviceGray'), depth, raw, { Mask: mask }),
    width,
    height,
  };
}
