// @vitest-environment jsdom
import '../test/setup';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiJson, queryFetcher, sendJson, serverMessage } from './client';

const seen: { credentials?: RequestCredentials; url: string }[] = [];
const server = setupServer(
  http.get('*/api/boom', () => HttpResponse.text('Something broke', { status: 500 })),
  http.get('*/api/empty', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
  http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  http.get('*/api/forbidden', () => HttpResponse.json({ message: 'Admins only' }, { status: 403 })),
  http.get('*/api/ok', ({ request }) => {
    seen.push({ credentials: request.credentials, url: request.url });
    return HttpResponse.json({ hello: 'world' });
  }),
  http.post('*/api/echo', async ({ request }) => HttpResponse.json(await request.json())),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetch wrapper', () => {
  it('throws "{status}: {response text}" on a non-OK answer', async () => {
    await expect(apiJson('/api/boom')).rejects.toThrow('500: Something broke');
    const err = await apiJson('/api/boom').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(500);
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiJson('/api/empty')).rejects.toThrow('503: Service Unavailable');
  });

  it('always sends credentials and parses JSON', async () => {
    await expect(apiJson('/api/ok')).resolves.toEqual({ hello: 'world' });
    expect(seen.at(-1)?.credentials).toBe('include');
  });

  it('sends JSON bodies', async () => {
    await expect(sendJson('/api/echo', { a: 1 })).resolves.toEqual({ a: 1 });
  });

  it('turns a 401 on a query into a null result, not an error', async () => {
    await expect(queryFetcher('/api/user')).resolves.toBeNull();
  });

  it('still throws other errors from queries, with the server message readable', async () => {
    const err = await queryFetcher('/api/forbidden').catch((e: unknown) => e);
    expect((err as Error).message).toBe('403: {"message":"Admins only"}');
    expect(serverMessage(err)).toBe('Admins only');
  });
});
