import type { UserView } from '@app/shared/api';
import useSWR from 'swr';
import { apiJson } from './client';

export const USER_KEY = '/api/user';

/** GET /api/user — a 401 or any failure means "not signed in" (part 1 §7). */
export async function getUser(): Promise<UserView | null> {
  try {
    return await apiJson<UserView>(USER_KEY);
  } catch {
    return null;
  }
}

export function useUser() {
  const { data, isLoading, mutate } = useSWR<UserView | null>(USER_KEY, getUser);
  return { user: data ?? null, isLoading: data === undefined && isLoading, mutate };
}
