/**
 * The one fetch wrapper (ARCHITECTURE.md, part 1 §7). Credentials are always included; a non-OK answer throws an
 * ApiError whose message reads '{status}: {response text}' (the status text when the body is empty); queries turn
 * a 401 into a null result instead of an error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, message: string, body: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, { ...init, credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  return res;
}

export async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await apiFetch(path, init);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JSON request with a body (POST by default). */
export function sendJson<T>(
  path: string,
  body?: unknown,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<T> {
  return apiJson<T>(path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** SWR fetcher for queries: a 401 means "not signed in" and yields null, not an error. */
export async function queryFetcher<T>(path: string): Promise<T | null> {
  try {
    return await apiJson<T>(path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The `message` field of a JSON error body, if there is one. */
export function serverMessage(err: unknown): string | null {
  if (err instanceof ApiError) {
    try {
      const parsed = JSON.parse(err.body) as { message?: unknown };
      if (typeof parsed?.message === 'string' && parsed.message) return parsed.message;
    } catch {
      /* not JSON */
    }
    return null;
  }
  return null;
}

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
