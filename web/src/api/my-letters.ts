import type { DebtLetterSummary } from '@app/shared/api';
import { LETTER_POLL_MS } from '@app/shared/constants';
import useSWR from 'swr';
import { queryFetcher } from './client';

export const MY_LETTERS_KEY = '/api/my-letters';

export function getMyLetters(): Promise<DebtLetterSummary[] | null> {
  return queryFetcher<DebtLetterSummary[]>(MY_LETTERS_KEY);
}

/** GET /api/my-letters, polled every 5 s while signed in. */
export function useMyLetters(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<DebtLetterSummary[] | null>(
    enabled ? MY_LETTERS_KEY : null,
    getMyLetters,
    {
      refreshInterval: LETTER_POLL_MS,
    },
  );
  return { letters: data ?? [], error: error as Error | undefined, isLoading, mutate };
}
