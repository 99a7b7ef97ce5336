import type { CorrectFieldsRequest } from '@app/shared/schemas';
import type { DebtLetterDetail } from '@app/shared/api';
import { LETTER_POLL_MS } from '@app/shared/constants';
import useSWR from 'swr';
import { apiFetch, apiJson, sendJson } from './client';

export const debtLetterKey = (id: string) => `/api/debt-letter/${encodeURIComponent(id)}`;

export function getDebtLetter(id: string): Promise<DebtLetterDetail> {
  return apiJson<DebtLetterDetail>(debtLetterKey(id));
}

/** GET /api/debt-letter/{id}; polls every 5 s while the letter is still processing. */
export function useDebtLetter(id: string | null) {
  const { data, error, isLoading, mutate } = useSWR<DebtLetterDetail>(
    id ? debtLetterKey(id) : null,
    () => getDebtLetter(id!),
    {
      refreshInterval: (latest) => (latest?.status === 'processing' ? LETTER_POLL_MS : 0),
    },
  );
  return { letter: data, error: error as Error | undefined, isLoading, mutate };
}

export function deleteDebtLetter(id: string): Promise<unknown> {
  return sendJson(debtLetterKey(id), undefined, 'DELETE');
}

export function saveLetterText(id: string, rebuttalText: string): Promise<unknown> {
  return sendJson(`/api/letters/${encodeURIComponent(id)}`, { rebuttalText }, 'PUT');
}

export function saveTmDetails(
  id: string,
  body: { tmNumber: string; feeSchedule: string; entityName: string },
): Promise<unknown> {
  return sendJson(`${debtLetterKey(id)}/tm-details`, body, 'PUT');
}

export const originalUrl = (id: string) => `${debtLetterKey(id)}/original`;

export async function downloadLetterBlob(id: string, format: 'pdf' | 'docx'): Promise<Blob> {
  const res = await apiFetch(`/api/letters/${encodeURIComponent(id)}/download-${format}`);
  return res.blob();
}

/**
 * PUT /api/debt-letter/{id}/fields: confirms or corrects what was read; the server writes the letter again (no
 * credit) and answers with the updated letter.
 */
export function correctFields(id: string, body: CorrectFieldsRequest): Promise<DebtLetterDetail> {
  return sendJson<DebtLetterDetail>(`${debtLetterKey(id)}/fields`, body, 'PUT');
}
