/**
 * Stream filters (ISO 32000-1 §7.4): the general-purpose ones a text layer or a page structure can use.
 * Image filters (DCT, JPX, CCITTFax, JBIG2) are never decoded: the reader needs no pixels, and a page copy keeps
 * image streams exactly as stored.
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { PdfDict, PdfName, type PdfValue } from '../objects';
import { hexBytes } from './lexer';

export class UnsupportedFilterError extends Error {}

export const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
]);

/**
 * Applies a stream's filter chain. `resolve` turns indirect /Filter or /DecodeParms entries into values.
 * Throws UnsupportedFilterError for an image filter or an unknown one.
 */
export function decodeFilters(
  data: Uint8Array,
  dict: PdfDict,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined = (v) => v,
): Uint8Array {
  const f = resolve(dict.get('Filter') ?? dict.get('F'));
  const p = resolve(dict.get('DecodeParms') ?? dict.get('DP'));
  const filters = (Array.isArray(f) ? f : f ? [f] : []).map((x) => resolve(x));
  const params = Array.isArray(p) ? p.map((x) => resolve(x)) : [p];
  let out = data;
  filters.forEach((flt, i) => {
    if (!(flt instanceof PdfName)) throw new UnsupportedFilterError('filter is not a name');
    const parm = params[i];
    out = applyFilter(flt.name, out, parm instanceof PdfDict ? parm : undefined, resolve);
  });
  return out;
}

function applyFilter(
  filter: string,
  data: Uint8Array,
  parms: PdfDict | undefined,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Uint8Array {
  switch (filter) {
    case 'FlateDecode':
    case 'Fl':
      return predict(inflate(data), parms, resolve);
    case 'LZWDecode':
    case 'LZW': {
      const early = resolve(parms?.get('EarlyChange'));
      return predict(lzwDecode(data, early === 0 ? 0 : 1), parms, resolve);
    }
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHexDecode(data);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85Decode(data);
    case 'RunLengthDecode':
    case 'RL':
      return runLengthDecode(data);
    case 'Crypt':
      return data; // /Identity crypt filter: the document-level handler has already decrypted it
  }
  throw new UnsupportedFilterError(`${filter} is not decoded`);
}

/**
 * zlib inflate that returns what it could decode from a damaged or truncated stream (common in real files):
 * Z_SYNC_FLUSH stops without an "unexpected end" error, and a stream without the zlib header is tried raw.
 */
export function inflate(data: Uint8Array): Uint8Array {
  const opts = { finishFlush: constants.Z_SYNC_FLUSH };
  try {
    return inflateSync(data, opts);
  } catch {
    try {
      return inflateRawSync(data, opts);
    } catch {
      // A zlib header followed by a damaged block: skip the header and take what inflates.
      try {
        return inflateRawSync(data.subarray(2), opts);
      } catch {
        return new Uint8Array(0);
      }
    }
  }
}

function num(v: PdfValue | undefined, dflt: number): number {
  return typeof v === 'number' ? v : dflt;
}

/** PNG (10–15) and TIFF (2) predictors, applied after Flate or LZW (§7.4.4.4). */
export function predict(
  data: Uint8Array,
  parms: PdfDict | undefined,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined = (v) => v,
): Uint8Array {
  const predictor = num(resolve(parms?.get('Predictor')), 1);
  if (predictor <= 1) return data;
  const colors = num(resolve(parms?.get('Colors')), 1);
  const bpc = num(resolve(parms?.get('BitsPerComponent')), 8);
  const columns = num(resolve(parms?.get('Columns')), 1);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLen = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) return tiffPredict(data, rowLen, colors, bpc);
  const rows = Math.ceil(data.length / (rowLen + 1));
  const out = new Uint8Array(rows * rowLen);
  let prev = new Uint8Array(rowLen);
  let o = 0;
  for (let i = 0; i < data.length; i += rowLen + 1) {
    const type = data[i];
    const row = out.subarray(o, o + rowLen);
    const n = Math.min(rowLen, data.length - i - 1);
    for (let j = 0; j < n; j++) {
      const x = data[i + 1 + j];
      const a = j >= bpp ? row[j - bpp] : 0;
      const b = prev[j];
      const c = j >= bpp ? prev[j - bpp] : 0;
      let v: number;
      switch (type) {
        case 1:
          v = x + a;
          break;
        case 2:
          v = x + b;
          break;
        case 3:
          v = x + ((a + b) >> 1);
          break;
        case 4: {
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          v = x;
      }
      row[j] = v & 0xff;
    }
    prev = row;
    o += n;
  }
  return out.subarray(0, o);
}

function tiffPredict(data: Uint8Array, rowLen: number, colors: number, bpc: number): Uint8Array {
  const out = Uint8Array.from(data);
  if (bpc === 8) {
    for (let r = 0; r < out.length; r += rowLen)
      for (let j = colors; j < rowLen && r + j < out.length; j++)
        out[r + j] = (out[r + j] + out[r + j - colors]) & 0xff;
  } else if (bpc === 16) {
    const step = colors * 2;
    for (let r = 0; r < out.length; r += rowLen)
      for (let j = step; j + 1 < rowLen && r + j + 1 < out.length; j += 2) {
        const v = ((out[r + j] << 8) | out[r + j + 1]) + ((out[r + j - step] << 8) | out[r + j - step + 1]);
        out[r + j] = (v >> 8) & 0xff;
        out[r + j + 1] = v & 0xff;
      }
  } else throw new UnsupportedFilterError(`TIFF predictor with ${bpc} bits per component`);
  return out;
}

export function asciiHexDecode(data: Uint8Array): Uint8Array {
  return hexBytes(data).bytes;
}

export function ascii85Decode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let group: number[] = [];
  let i = 0;
  if (data[0] === 0x3c && data[1] === 0x7e) i = 2;
  for (; i < data.length; i++) {
    const c = data[i];
    if (c === 0x7e) break; // ~>
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) {
      let v = 0;
      for (const g of group) v = v * 85 + g;
      out.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
      group = [];
    }
  }
  if (group.length > 1) {
    const n = group.length;
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const g of group) v = v * 85 + g;
    const bytes = [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
    out.push(...bytes.slice(0, n - 1));
  }
  return Uint8Array.from(out);
}

export function runLengthDecode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    const len = data[i++];
    if (len === 128) break;
    if (len < 128) {
      for (let j = 0; j <= len && i < data.length; j++) out.push(data[i++]);
    } else {
      const b = data[i++];
      if (b === undefined) break;
      for (let j = 0; j < 257 - len; j++) out.push(b);
    }
  }
  return Uint8Array.from(out);
}

/** LZW as in TIFF/PDF: 9–12-bit codes, 256 = clear, 257 = end; EarlyChange 1 widens codes one entry early. */
export function lzwDecode(data: Uint8Array, earlyChange = 1): Uint8Array {
  const out: number[] = [];
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    length[i] = 1;
  }
  let next = 258;
  let width = 9;
  let prev = -1;
  let bitBuf = 0;
  let bits = 0;
  let pos = 0;
  const emit = (code: number): number => {
    const len = length[code];
    const start = out.length;
    for (let k = 0; k < len; k++) out.push(0);
    let c = code;
    for (let k = len - 1; k >= 0; k--) {
      out[start + k] = suffix[c];
      c = prefix[c];
    }
    return out[start];
  };
  for (;;) {
    while (bits < width && pos < data.length) {
      bitBuf = ((bitBuf << 8) | data[pos++]) >>> 0;
      bits += 8;
    }
    if (bits < width) break;
    const code = (bitBuf >>> (bits - width)) & ((1 << width) - 1);
    bits -= width;
    bitBuf &= (1 << bits) - 1;
    if (code === 256) {
      next = 258;
      width = 9;
      prev = -1;
      continue;
    }
    if (code === 257) break;
    if (prev < 0) {
      if (code > 255) break;
      emit(code);
      prev = code;
      continue;
    }
    let first: number;
    if (code < next) first = emit(code);
    else if (code === next) {
      // KwKwK: the previous string plus its own first byte
      const f = emit(prev);
      out.push(f);
      first = f;
    } else break;
    if (next < 4096) {
      prefix[next] = prev;
      suffix[next] = first;
      length[next] = length[prev] + 1;
      next++;
    }
    prev = code;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
  return Uint8Array.from(out);
}
