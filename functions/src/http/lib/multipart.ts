/** Parses a multipart/form-data event body (base64 from API Gateway) with limits, into fields and one file. */
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES } from '@app/shared';
import { header, rawBody, type Event } from './api';
import { badRequest } from './errors';

export interface UploadedFile {
  filename: string;
  data: Buffer;
  truncated: boolean;
}

export function parseMultipart(
  event: Event,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const contentType = header(event, 'content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data'))
    throw badRequest('Send the letter as multipart/form-data with a file field.');
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024 },
      });
    } catch {
      return reject(badRequest('The upload could not be read (malformed multipart body).'));
    }
    bb.on('field', (name, value) => (fields[name] = value));
    bb.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      const current: UploadedFile = {
        filename: info.filename ?? 'letter',
        data: Buffer.alloc(0),
        truncated: false,
      };
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (current.truncated = true));
      stream.on('close', () => {
        current.data = Buffer.concat(chunks);
        if (name === 'file') file = current;
      });
    });
    bb.on('filesLimit', () => reject(badRequest('Upload one file at a time.')));
    bb.on('error', () => reject(badRequest('The upload could not be read (malformed multipart body).')));
    bb.on('close', () => resolve({ fields, file }));
    bb.end(rawBody(event));
  });
}
