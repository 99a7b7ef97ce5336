/**
 * Just enough of an embedded TrueType/OpenType font to recover text when a composite font has no /ToUnicode: its
 * `cmap` table (Unicode → glyph id), inverted to glyph id → Unicode. Formats 0, 4, 6 and 12 of the Unicode and
 * Windows subtables; a subset font usually keeps the cmap of the glyphs it kept.
 */

/** glyph id → text, or null when the font has no usable cmap. */
export function glyphToUnicodeFromCmap(font: Uint8Array): Map<number, string> | null {
  try {
    return readCmap(font);
  } catch {
    return null;
  }
}

function readCmap(font: Uint8Array): Map<number, string> | null {
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = v.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(font[rec], font[rec + 1], font[rec + 2], font[rec + 3]);
    if (tag === 'cmap') cmap = v.getUint32(rec + 8);
  }
  if (cmap < 0) return null;
  const n = v.getUint16(cmap + 2);
  // Prefer a full-repertoire Unicode subtable (3,10 / 0,4), then BMP (3,1 / 0,x), then symbol (3,0).
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < n; i++) {
    const platform = v.getUint16(cmap + 4 + i * 8);
    const encoding = v.getUint16(cmap + 6 + i * 8);
    const offset = v.getUint32(cmap + 8 + i * 8);
    const score =
      platform === 3 && encoding === 10
        ? 5
        : platform === 0 && encoding >= 4
          ? 4
          : platform === 3 && encoding === 1
            ? 3
            : platform === 0
              ? 2
              : platform === 3 && encoding === 0
                ? 1
                : 0;
    if (score > bestScore) {
      bestScore = score;
      best = cmap + offset;
    }
  }
  if (best < 0 || bestScore === 0) return null;
  const symbol = bestScore === 1;
  const out = new Map<number, string>();
  const put = (code: number, gid: number) => {
    if (gid === 0 || out.has(gid)) return;
    // A symbol cmap maps 0xF0xx: the low byte is the character code.
    const cp = symbol && code >= 0xf000 && code <= 0xf0ff ? code - 0xf000 : code;
    if (cp > 0 && cp <= 0x10ffff) out.set(gid, String.fromCodePoint(cp));
  };
  const format = v.getUint16(best);
  if (format === 0) {
    for (let c = 0; c < 256; c++) put(c, font[best + 6 + c]);
  } else if (format === 4) {
    const segX2 = v.getUint16(best + 6);
    const ends = best + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
      const end = v.getUint16(ends + s);
      const start = v.getUint16(starts + s);
      const delta = v.getInt16(deltas + s);
      const ro = v.getUint16(rangeOffsets + s);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let gid: number;
        if (ro === 0) gid = (c + delta) & 0xffff;
        else {
          const at = rangeOffsets + s + ro + (c - start) * 2;
          if (at + 2 > font.length) break;
          gid = v.getUint16(at);
          if (gid !== 0) gid = (gid + delta) & 0xffff;
        }
        put(c, gid);
      }
    }
  } else if (format === 6) {
    const first = v.getUint16(best + 6);
    const count = v.getUint16(best + 8);
    for (let i = 0; i < count; i++) put(first + i, v.getUint16(best + 10 + i * 2));
  } else if (format === 12) {
    const groups = v.getUint32(best + 12);
    for (let g = 0; g < groups; g++) {
      const at = best + 16 + g * 12;
      const start = v.getUint32(at);
      const end = v.getUint32(at + 4);
      const gid = v.getUint32(at + 8);
      for (let c = start; c <= end && c - start < 0x10000; c++) put(c, gid + (c - start));
    }
  } else return null;
  return out;
}
