import type { UploadResponse, UploadUrlResponse } from '@app/shared/api';
import { ApiError, sendJson } from './client';

export type UploadFieldValues = Record<string, string>;

interface XhrResult {
  status: number;
  statusText: string;
  text: string;
}

/** One XMLHttpRequest with real upload progress (0..1). */
function xhrSend(
  method: 'PUT',
  url: string,
  body: XMLHttpRequestBodyInit,
  opts: {
    headers?: Record<string, string>;
    withCredentials?: boolean;
    onProgress?: (fraction: number) => void;
  },
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = opts.withCredentials ?? true;
    for (const [k, v] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText ?? '' });
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(body);
  });
}

function ensureOk(r: XhrResult): XhrResult {
  if (r.status < 200 || r.status >= 300)
    throw new ApiError(r.status, `${r.status}: ${r.text || r.statusText}`, r.text);
  return r;
}

/** The file's type: the browser's, or from its extension when the browser gives none (some phones). */
function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().split('.').pop();
  return ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
}

/**
 * Uploads a debt letter, the same way in AWS and locally: POST /api/upload-url (fields checked, an id reserved),
 * PUT the file to the URL it returns (S3's presigned URL in AWS; the local runtime's signed-token endpoint here), then
 * POST /api/upload-complete with the fields again (the server keeps nothing between the two calls) to spend the
 * credit and start the job. The multipart POST /api/upload-debt-letter stays as the spec's route for other clients.
 */
export async function uploadDebtLetter(
  file: File,
  fields: UploadFieldValues,
  opts: { onProgress?: (fraction: number) => void } = {},
): Promise<UploadResponse> {
  const target = await sendJson<UploadUrlResponse>('/api/upload-url', {
    ...fields,
    fileName: file.name,
    contentType: contentTypeOf(file),
    size: file.size,
  });
  ensureOk(
    await xhrSend('PUT', target.url, file, {
      headers: target.headers,
      withCredentials: false,
      onProgress: opts.onProgress,
    }),
  );
  return sendJson<UploadResponse>('/api/upload-complete', {
    ...fields,
    letterId: target.letterId,
    fileName: file.name,
  });
}
