/** Credit file cleansing calls (part 2 §7): generate, list, view, save, download, send to the agency. */
import type {
  CreditCleanseResponse,
  CreditLetterView,
  PreviousCreditLetter,
  SendToAgencyResponse,
} from '@app/shared/api';
import type { CreditCleanseRequest } from '@app/shared/schemas';
import useSWR from 'swr';
import type { z } from 'zod';
import { apiFetch, apiJson, queryFetcher, sendJson } from './client';

export type CreditCleanseBody = z.input<typeof CreditCleanseRequest>;

export const CREDIT_LETTERS_KEY = '/api/credit-cleansing-letters';
export const creditLetterKey = (id: string) => `/api/credit-cleansing-letter/${encodeURIComponent(id)}`;

export function generateCreditLetters(body: CreditCleanseBody): Promise<CreditCleanseResponse> {
  return sendJson<CreditCleanseResponse>('/api/credit-file-cleanse', body);
}

/** 'Your Previous Letters' (null when signed out). */
export function useCreditLetters(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<PreviousCreditLetter[] | null>(
    enabled ? CREDIT_LETTERS_KEY : null,
    () => queryFetcher<PreviousCreditLetter[]>(CREDIT_LETTERS_KEY),
  );
  return { letters: data ?? [], error: error as Error | undefined, isLoading, mutate };
}

/** One credit letter; a 404 (missing or not the user's) is an error with status 404. */
export function useCreditLetter(id: string | null) {
  const { data, error, isLoading, mutate } = useSWR<CreditLetterView>(
    id ? creditLetterKey(id) : null,
    () => apiJson<CreditLetterView>(creditLetterKey(id!)),
    { refreshInterval: (latest) => (latest?.status === 'processing' ? 5000 : 0) },
  );
  return { letter: data, error: error as Error | undefined, isLoading, mutate };
}

export function saveCreditLetterContent(id: string, letterContent: string): Promise<unknown> {
  return sendJson(`${creditLetterKey(id)}/content`, { letterContent }, 'PUT');
}

export async function downloadCreditLetterPdf(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await apiFetch(`${creditLetterKey(id)}/download`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName: name };
}

export function sendCreditLetter(id: string, agency: string): Promise<SendToAgencyResponse> {
  return sendJson<SendToAgencyResponse>(`${creditLetterKey(id)}/send-email`, { agency });
}
