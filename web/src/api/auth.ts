import type { LoginResponse, UserView } from '@app/shared/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sendJson } from './client';
import { setSessionHint } from './session-hint';
import { USER_KEY } from './user';

export interface LoginInput {
  email: string;
  firstName: string;
  lastName: string;
  quickTest?: boolean;
  /** Sign in only an existing account; a new address answers { newAccount: true }. */
  existingOnly?: boolean;
}

/** POST /api/login — 200 { user, created } or { newAccount } (local mode), 202 { sent, message } (email-link). */
export function login(input: LoginInput): Promise<LoginResponse> {
  return sendJson<LoginResponse>('/api/login', input);
}

export function logout(): Promise<unknown> {
  return sendJson('/api/logout');
}

/** The dashboard greets an account opened in this tab as new ('Welcome'), anyone else as returning. */
const NEW_ACCOUNT_KEY = 'fairreply:new-account';

export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberNewAccount(userId: string | null): void {
  try {
    if (userId) sessionStorage.setItem(NEW_ACCOUNT_KEY, userId);
    else sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    /* storage blocked: the greeting falls back to 'Welcome back' */
  }
}

/** Stores the signed-in user in the cache so every screen sees it at once. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: LoginInput): Promise<LoginResponse> => {
      const res = await login(input);
      if ('user' in res) {
        setSessionHint(true);
        rememberNewAccount(res.created ? res.user.id : null);
        await mutate(USER_KEY, res.user as UserView, { revalidate: false });
      }
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
    setSessionHint(false);
    rememberNewAccount(null);
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(USER_KEY, null, { revalidate: false });
  }, [mutate]);
}
