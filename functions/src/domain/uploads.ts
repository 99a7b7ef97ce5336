/** Uploaded files: where originals are kept and how a file is checked at the door (by content, never by name). */
import { MAX_UPLOAD_BYTES } from '@app/shared';
import { sniffFileType } from '../extract/sniff';
import { imageIntact } from './image-integrity';

export const originalKey = (userId: string, letterId: string) => `originals/${userId}/${letterId}`;

/** Checks the file by its content (magic bytes), size and, for images, structure. */
export function checkFile(
  data: Uint8Array,
  truncated = false,
): { ok: true; contentType: string } | { ok: false; message: string } {
  if (truncated || data.length > MAX_UPLOAD_BYTES)
    return { ok: false, message: 'File Too Large: please select a file smaller than 10MB.' };
  if (data.length === 0)
    return { ok: false, message: 'The file is empty. Please select a PDF, JPG, or PNG file.' };
  const contentType = sniffFileType(data);
  if (!contentType)
    return { ok: false, message: 'Invalid File Type: please select a PDF, JPG, or PNG file.' };
  if (contentType !== 'application/pdf' && !imageIntact(data, contentType)) {
    return {
      ok: false,
      message: 'The image appears to be damaged or incomplete. Please take the photo or scan again.',
    };
  }
  return { ok: true, contentType };
}
