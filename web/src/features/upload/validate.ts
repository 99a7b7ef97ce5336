import { MAX_UPLOAD_BYTES } from '@app/shared/constants';

export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'];
export const ACCEPT_ATTR = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export type FileProblem = { title: string; description: string } | null;

/** Part 1 §5: PDF, JPEG, JPG or PNG, at most 10 MB. */
export function checkFile(file: File): FileProblem {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    ACCEPTED_TYPES.includes(file.type) || (!file.type && ['pdf', 'jpg', 'jpeg', 'png'].includes(ext));
  if (!typeOk) return { title: 'Invalid File Type', description: 'Please select a PDF, JPG, or PNG file' };
  if (file.size > MAX_UPLOAD_BYTES)
    return { title: 'File Too Large', description: 'Please select a file smaller than 10MB' };
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
