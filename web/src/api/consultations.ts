/**
 * The AI lawyer consultation (issue 13): create (then pay at the checkout), read, talk (the reply streamed as
 * server-sent events), and bring documents.
 */
import type {
  ConsultationDocument,
  ConsultationMessage,
  ConsultationReplyResponse,
  ConsultationSummary,
  ConsultationView,
  CreateConsultationResponse,
} from '@app/shared/consultation';
import useSWR from 'swr';
import { ApiError, apiJson, queryFetcher, sendJson } from './client';

export const consultationKey = (id: string) => `/api/consultations/${encodeURIComponent(id)}`;
export const transcriptUrl = (id: string) => `${consultationKey(id)}/transcript-pdf`;

export function createConsultation(): Promise<CreateConsultationResponse> {
  return sendJson<CreateConsultationResponse>('/api/consultations');
}

export function useConsultations() {
  return useSWR<{ consultations: ConsultationSummary[] } | null>('/api/consultations', queryFetcher);
}

/** One consultation; polled while it waits for the payment to land (the webhook may come after the return). */
export function useConsultation(id: string | null) {
  return useSWR<ConsultationView | null>(id ? consultationKey(id) : null, queryFetcher, {
    refreshInterval: (data) => (data?.status === 'unpaid' ? 2000 : 0),
  });
}

/**
 * Sends a message and reads the reply as it streams (`delta` events, then `done`); `onDelta` gets the text so far.
 * Errors come back as ApiError like every other call (402 unpaid, 410 ended).
 */
export async function sendMessage(
  id: string,
  text: string,
  onDelta: (soFar: string) => void,
): Promise<ConsultationReplyResponse> {
  const res = await fetch(`${consultationKey(id)}/messages`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, `${res.status}: ${body || res.statusText}`, body);
  }
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream'))
    return (await res.json()) as ConsultationReplyResponse;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let soFar = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const parsed = JSON.parse(data) as { text?: string } & Partial<ConsultationReplyResponse>;
      if (event === 'delta' && parsed.text) onDelta((soFar += parsed.text));
      if (event === 'done') return parsed as ConsultationReplyResponse;
    }
    if (done) throw new Error('The answer was cut off. Please send your message again.');
  }
}

export function uploadDocument(
  id: string,
  file: File,
): Promise<{ document: ConsultationDocument; note: ConsultationMessage }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiJson(`${consultationKey(id)}/documents`, { method: 'POST', body: form });
}
