/** The file types the upload pipeline accepts, recognised by their magic bytes (never by name or header). */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg';

/**
 * Identifies a PDF, PNG or JPEG from its first bytes. Returns null for anything else (including empty input).
 * A PDF may carry a little junk before `%PDF-` (readers accept up to 1024 bytes), so the header is searched there.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (!bytes || bytes.length < 4) return null;
  const b = bytes;
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'image/png';
  }
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const limit = Math.min(b.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (b[i] === 0x25 && b[i + 1] === 0x50 && b[i + 2] === 0x44 && b[i + 3] === 0x46 && b[i + 4] === 0x2d)
      return 'application/pdf';
  }
  return null;
}
