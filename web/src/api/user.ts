import type { UserView } from '@app/shared/api';
import { useEffect, useRef } from 'react';
import useSWR, { mutate } from 'swr';
import { ApiError, apiJson, sendJson } from './client';
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

/** PUT /api/user {address}: the postal address kept in the profile, printed on the user's letters. */
export async function saveAddress(address: string): Promise<UserView> {
  const user = await sendJson<UserView>(USER_KEY, { address }, 'PUT');
  await mutate(USER_KEY, user, { revalidate: false });
  return user;
}

/** PUT /api/user {firstName, lastName}: the name that signs the user's letters. */
export async function saveName(firstName: string, lastName: string): Promise<UserView> {
  const user = await sendJson<UserView>(USER_KEY, { firstName, lastName }, 'PUT');
  await mutate(USER_KEY, user, { revalidate: false });
  return user;
}

/**
 * The profile's postal address as a form's starting value: set once, when the user arrives, and only into an empty
 * field, so nothing the user typed is overwritten.
 */
export function useProfileAddress(current: string, set: (address: string) => void): string {
  const { user } = useUser();
  const saved = user?.address ?? '';
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !user) return;
    done.current = true;
    if (saved && !current.trim()) set(saved);
  }, [user, saved, current, set]);
  return saved;
}
