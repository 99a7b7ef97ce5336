import type { ProInterestRow, ProInterestStatus } from '@app/shared/api';
import useSWR from 'swr';
import { queryFetcher, sendJson } from './client';

export const PRO_INTEREST_KEY = '/api/pro-interest';
export const ADMIN_PRO_INTEREST_KEY = '/api/admin/pro-interest';

export function useProInterest(enabled: boolean) {
  const { data, mutate } = useSWR<ProInterestStatus | null>(
    enabled ? PRO_INTEREST_KEY : null,
    queryFetcher<ProInterestStatus>,
  );
  return { status: data ?? null, mutate };
}

export function registerProInterest(note: string): Promise<ProInterestStatus> {
  return sendJson<ProInterestStatus>(PRO_INTEREST_KEY, { note });
}

/** Admins: who asked to hear about Pro. */
export function useAdminProInterest(enabled: boolean) {
  const { data, error, isLoading } = useSWR<ProInterestRow[] | null>(
    enabled ? ADMIN_PRO_INTEREST_KEY : null,
    queryFetcher<ProInterestRow[]>,
  );
  return { rows: data ?? [], error: error as Error | undefined, isLoading };
}
