import type { LoginResponse, UserView } from '@app/shared/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sendJson } from './client';
import { USER_KEY } from './user';

export interface LoginInput {
  email: string;
  firstName: string;
  lastName: string;
  quickTest?: boolean;
}

/** POST /api/login — 200 { user } (local mode) or 202 { sent, message } (email-link mode). */
export function login(input: LoginInput): Promise<LoginResponse> {
  return sendJson<LoginResponse>('/api/login', input);
}

export function logout(): Promise<unknown> {
  return sendJson('/api/logout');
}

/** Stores the signed-in user in the cache so every screen sees it at once. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: LoginInput): Promise<LoginResponse> => {
      const res = await login(input);
      if ('user' in res) await mutate(USER_KEY, res.user as UserView, { revalidate: false });
      return res;
    },
    [mutate],
  );
}

/** Logs out and clears every cached answer (part 1 §4). */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await logout();
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(USER_KEY, null, { revalidate: false });
  }, [mutate]);
}
