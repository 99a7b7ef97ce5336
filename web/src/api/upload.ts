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
  method: 'POST' | 'PUT',
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

/**
 * Uploads a debt letter. Default: multipart POST /api/upload-debt-letter (field names per part 1 §3).
 * With directUpload (AWS): POST /api/upload-url, PUT the file to storage, POST /api/upload-complete.
 */
export async function uploadDebtLetter(
  file: File,
  fields: UploadFieldValues,
  opts: { directUpload: boolean; onProgress?: (fraction: number) => void },
): Promise<UploadResponse> {
  if (!opts.directUpload) {
    const form = new FormData();
    form.append('file', file);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const r = ensureOk(
      await xhrSend('POST', '/api/upload-debt-letter', form, { onProgress: opts.onProgress }),
    );
    return JSON.parse(r.text) as UploadResponse;
  }
  const target = await sendJson<UploadUrlResponse>('/api/upload-url', {
    fileName: file.name,
    contentType: file.type,
    size: file.size,
    ...fields,
  });
  ensureOk(
    await xhrSend('PUT', target.url, file, {
      headers: target.headers,
      withCredentials: false,
      onProgress: opts.onProgress,
    }),
  );
  return sendJson<UploadResponse>('/api/upload-complete', { letterId: target.letterId });
}
