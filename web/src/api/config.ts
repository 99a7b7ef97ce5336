import type { ConfigResponse } from '@app/shared/api';
import useSWR from 'swr';
import { apiJson } from './client';

export const CONFIG_KEY = '/api/config';

export function getConfig(): Promise<ConfigResponse> {
  return apiJson<ConfigResponse>(CONFIG_KEY);
}

export function useConfig() {
  const { data, error, isLoading } = useSWR<ConfigResponse>(CONFIG_KEY, getConfig);
  return { config: data, error: error as Error | undefined, isLoading };
}
