import type { AdminUserRow } from '@app/shared/api';
import useSWR from 'swr';
import { queryFetcher, sendJson } from './client';

export const ADMIN_USERS_KEY = '/api/admin/users';

export function useAdminUsers(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<AdminUserRow[] | null>(
    enabled ? ADMIN_USERS_KEY : null,
    queryFetcher<AdminUserRow[]>,
  );
  return { users: data ?? [], error: error as Error | undefined, isLoading, mutate };
}

export function createUser(email: string, credits: number): Promise<unknown> {
  return sendJson('/api/admin/create-user', { email, credits });
}

export function updateCredits(userId: string, credits: number): Promise<unknown> {
  return sendJson('/api/admin/update-credits', { userId, credits });
}

export function deleteUser(userId: string): Promise<unknown> {
  return sendJson('/api/admin/delete-user', { userId });
}
