// @vitest-environment jsdom
import '../test/setup';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { sendMessage } from './consultations';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const done = {
  reply: { role: 'assistant', text: 'Who is the letter from?', at: '2026-11-24T10:00:00.000Z' },
  expiresAt: '2026-11-24T10:10:00.000Z',
};

/** The event stream cut at awkward places: inside an event, inside a multi-byte character. */
function chunkedStream(body: string, at: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  const cuts = [0, ...at, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < cuts.length - 1; i++) controller.enqueue(bytes.slice(cuts[i], cuts[i + 1]));
      controller.close();
    },
  });
}

describe('sendMessage', () => {
  it('asks for the event stream, reports the text as it grows and returns the done event', async () => {
    let accept: string | null = null;
    const body =
      `event: delta\ndata: ${JSON.stringify({ text: 'Who is the ' })}\n\n` +
      `event: delta\ndata: ${JSON.stringify({ text: 'letter from? £' })}\n\n` +
      `event: done\ndata: ${JSON.stringify(done)}\n\n`;
    server.use(
      http.post('*/api/consultations/c1/messages', ({ request }) => {
        accept = request.headers.get('accept');
        return new HttpResponse(chunkedStream(body, [5, 30, 62, body.indexOf('£') + 1]), {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    const seen: string[] = [];
    const res = await sendMessage('c1', 'Hello', (s) => seen.push(s));
    expect(accept).toBe('text/event-stream');
    expect(seen).toEqual(['Who is the ', 'Who is the letter from? £']);
    expect(res).toEqual(done);
  });

  it('reads a JSON answer too, and throws the server message as an ApiError', async () => {
    server.use(http.post('*/api/consultations/c2/messages', () => HttpResponse.json(done)));
    expect(await sendMessage('c2', 'Hi', () => {})).toEqual(done);
    server.use(
      http.post('*/api/consultations/c3/messages', () =>
        HttpResponse.json({ message: 'This consultation has ended.' }, { status: 410 }),
      ),
    );
    const err = await sendMessage('c3', 'Hi', () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(410);
  });

  it('says so when the stream stops before its answer', async () => {
    server.use(
      http.post(
        '*/api/consultations/c4/messages',
        () =>
          new HttpResponse(`event: delta\ndata: ${JSON.stringify({ text: 'Who' })}\n\n`, {
            headers: { 'content-type': 'text/event-stream' },
          }),
      ),
    );
    await expect(sendMessage('c4', 'Hi', () => {})).rejects.toThrow(/cut off/);
  });
});
