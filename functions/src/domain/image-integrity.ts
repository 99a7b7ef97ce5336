/**
 * Structural check of an uploaded PNG or JPEG before anything decodes it. The native image decoder used for OCR
 * (@napi-rs/canvas) crashes the whole process on some truncated headers, so a damaged file must be refused at the
 * door: a PNG must be a complete chain of chunks from IHDR to IEND, a JPEG a chain of segments with a frame header
 * before its scan data and an end-of-image marker at the end.
 */
// Decompression bombs are refused before decoding: a 100-byte PNG can declare 20000 × 20000 (1.6 GB of pixels).
// 12,000 px and 60 megapixels admit a 600 dpi A4 scan (4960 × 7016, 35 MP) and a 50 MP phone photo.
const MAX_SIDE = 12_000;
const MAX_PIXELS = 60_000_000;
const sizeOk = (w: number, h: number) =>
  w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE && w * h <= MAX_PIXELS;

function pngIntact(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let pos = 8;
  let first = true;
  while (pos + 12 <= b.length) {
    const len = view.getUint32(pos);
    const type = String.fromCharCode(b[pos + 4], b[pos + 5], b[pos + 6], b[pos + 7]);
    if (pos + 12 + len > b.length) return false;
    if (first) {
      if (type !== 'IHDR' || len !== 13) return false;
      const w = view.getUint32(pos + 8);
      const h = view.getUint32(pos + 12);
      if (!sizeOk(w, h)) return false;
      first = false;
    }
    if (type === 'IEND') return true;
    pos += 12 + len;
  }
  return false;
}

function jpegIntact(b: Uint8Array): boolean {
  if (b.length < 128 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  // The end-of-image marker must close the file (allowing a little trailing padding some cameras add).
  let end = b.length - 1;
  while (end > 1 && b.length - end < 4096 && !(b[end - 1] === 0xff && b[end] === 0xd9)) end--;
  if (!(b[end - 1] === 0xff && b[end] === 0xd9)) return false;
  let pos = 2;
  let frame = false;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return false;
    const marker = b[pos + 1];
    if (marker === 0xff) {
      pos++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      pos += 2;
      continue;
    }
    const len = (b[pos + 2] << 8) | b[pos + 3];
    if (len < 2 || pos + 2 + len > b.length) return false;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (len < 8) return false;
      const h = (b[pos + 5] << 8) | b[pos + 6];
      const w = (b[pos + 7] << 8) | b[pos + 8];
      if (!sizeOk(w, h)) return false;
      frame = true;
    }
    if (marker === 0xda) return frame && pos + 2 + len < end; // start of scan: entropy data follows
    pos += 2 + len;
  }
  return false;
}

export function imageIntact(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): boolean {
  return type === 'image/png' ? pngIntact(bytes) : jpegIntact(bytes);
}
