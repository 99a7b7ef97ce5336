import type { SWRConfiguration } from 'swr';
import { queryFetcher } from './client';

/** Part 1 §9: no retries, no refetch on focus or reconnect, no interval by default, cached data never stale. */
export const swrConfig: SWRConfiguration = {
  fetcher: queryFetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
};
