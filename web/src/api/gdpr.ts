import type { GdprLetterView, GenerateGdprResponse } from '@app/shared/api';
import type { GdprChallengeRequest } from '@app/shared/schemas';
import useSWR from 'swr';
import { queryFetcher, sendJson } from './client';

export const GDPR_LETTERS_KEY = '/api/gdpr-letters';

/** The form's values as sent: the schema's input (optional fields may be left out). */
export type GdprChallengeInput = Partial<GdprChallengeRequest> &
  Pick<GdprChallengeRequest, 'scenario' | 'organizationName' | 'yourName'>;

/** POST /api/generate-gdpr-challenge (stored and filed in a case by the server). */
export function generateGdprChallenge(body: GdprChallengeInput): Promise<GenerateGdprResponse> {
  return sendJson<GenerateGdprResponse>('/api/generate-gdpr-challenge', body);
}

/** GET /api/gdpr-letters */
export function useGdprLetters(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<GdprLetterView[] | null>(
    enabled ? GDPR_LETTERS_KEY : null,
    queryFetcher<GdprLetterView[]>,
  );
  return { letters: data ?? [], error: error as Error | undefined, isLoading: isLoading || !data, mutate };
}

export function updateGdprLetter(id: string, letterContent: string): Promise<unknown> {
  return sendJson(`${GDPR_LETTERS_KEY}/${encodeURIComponent(id)}`, { letterContent }, 'PUT');
}

export function deleteGdprLetter(id: string): Promise<unknown> {
  return sendJson(`${GDPR_LETTERS_KEY}/${encodeURIComponent(id)}`, undefined, 'DELETE');
}
