import type { UserView } from '@app/shared/api';
import useSWR from 'swr';
import { ApiError, apiJson } from './client';
import { setSessionHint, shouldAskForUser } from './session-hint';

export const USER_KEY = '/api/user';

/** GET /api/user — a 401 or any failure means "not signed in" (part 1 §7). */
export async function getUser(): Promise<UserView | null> {
  if (!shouldAskForUser(window.location.pathname)) return null;
  try {
    const user = await apiJson<UserView>(USER_KEY);
    setSessionHint(true);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) setSessionHint(false);
    return null;
  }
}

export function useUser() {
  const { data, isLoading, mutate } = useSWR<UserView | null>(USER_KEY, getUser);
  return { user: data ?? null, isLoading: data === undefined && isLoading, mutate };
}
