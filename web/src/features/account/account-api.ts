import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch, sendJson } from '../../api/client';
import { setSessionHint } from '../../api/session-hint';
import { USER_KEY } from '../../api/user';

export const EXPORT_PATH = '/api/account/export';

/**
 * GET /api/account/export: the zip itself with the name the server gives it, or — for an account too large for one
 * response — a short-lived link the browser downloads it from.
 */
export async function downloadMyData(): Promise<
  { blob: Blob; fileName: string } | { downloadUrl: string; fileName: string }
> {
  const res = await apiFetch(EXPORT_PATH);
  if ((res.headers.get('content-type') ?? '').startsWith('application/json'))
    return (await res.json()) as { downloadUrl: string; fileName: string };
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'fairreply-data.zip';
  return { blob: await res.blob(), fileName };
}

/** Seam the component tests replace: the browser fetches the link itself (it answers as an attachment). */
export const navigation = {
  open(url: string) {
    window.location.assign(url);
  },
};

/** True when what was typed is the account's email (as the server checks it: case and spaces aside). */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/** DELETE /api/account, then forgets everything cached about the account (as logging out does). */
export function useDeleteAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (confirm: string) => {
      await sendJson('/api/account', { confirm }, 'DELETE');
      setSessionHint(false);
      await mutate(() => true, undefined, { revalidate: false });
      await mutate(USER_KEY, null, { revalidate: false });
    },
    [mutate],
  );
}
