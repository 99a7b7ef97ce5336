import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { composeDebtLetter, tailorLetter } from '../../letters/index';
import { llmContract, type ModelBehaviour } from '../../ports/llm.contract';
import { AnthropicLlm } from './llm-anthropic';

const URL = 'https://api.anthropic.com/v1/messages';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function toolAnswer(input: unknown, name = 'answer') {
  return {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-5-5',
    content: [{ type: 'tool_use', id: 'toolu_1', name, input }],
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

describe('AnthropicLlm', () => {
  it('asks for the tool, sends the schema and model, and returns the tool input', async () => {
    let body: Record<string, unknown> | undefined;
    let headers: Headers | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        headers = request.headers;
        return HttpResponse.json(toolAnswer({ ok: true }));
      }),
    );
    const llm = new AnthropicLlm({ apiKey: 'test-key', model: 'claude-test' });
    const out = await llm.json<{ ok: boolean }>({
      system: 'sys',
      user: 'hello',
      toolName: 'answer',
      schema: { type: 'object', properties: { ok: { type: 'boolean' } } },
    });
    expect(out).toEqual({ ok: true });
    expect(body).toMatchObject({
      model: 'claude-test',
      system: 'sys\n\nGive your answer only by calling the answer tool.',
      // Never a forced tool_choice: current models answer it with a 400.
      tool_choice: { type: 'auto' },
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect((body!.tools as { name: string; input_schema: unknown }[])[0]).toMatchObject({
      name: 'answer',
      input_schema: { type: 'object' },
    });
    expect(`${headers!.get('x-api-key')} ${headers!.get('authorization')}`).toContain('test-key');
  });
  it('sends page images as base64 image blocks before the text', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(toolAnswer({ ok: true }));
      }),
    );
    const llm = new AnthropicLlm({ apiKey: 'k' });
    await llm.json({
      system: 's',
      user: 'Letter text',
      toolName: 'answer',
      schema: { type: 'object' },
      images: [{ mediaType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 0x01]) }],
    });
    expect(body!.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: '/9j/AQ==' } },
          { type: 'text', text: 'Letter text' },
        ],
      },
    ]);
  });
  it('defaults the model to a current one', () => {
    const prev = process.env.ANTHROPIC_MODEL;
    delete process.env.ANTHROPIC_MODEL;
    expect(new AnthropicLlm({ apiKey: 'k' }).name).toBe('anthropic:claude-sonnet-5-5');
    if (prev !== undefined) process.env.ANTHROPIC_MODEL = prev;
  });
  it('tailors a letter end to end through the mocked API', async () => {
    const doc = composeDebtLetter({
      debtType: 'loan',
      stage: 1,
      strategy: 'standard',
      sender: { name: 'Jane Smith' },
      recipient: { name: 'Acme Loans' },
      accountNumber: 'L-1',
      letterDate: '2026-03-02',
    });
    server.use(
      http.post(URL, async ({ request }) => {
        const body = (await request.json()) as { messages: { content: string }[] };
        const { paragraphs } = JSON.parse(body.messages[0].content) as {
          paragraphs: { index: number; text: string }[];
        };
        return HttpResponse.json(
          toolAnswer(
            {
              paragraphs: paragraphs.map((p) => ({
                index: p.index,
                text: p.text.replace('I write about', 'I am writing about'),
              })),
            },
            'rewrite_letter',
          ),
        );
      }),
    );
    const out = await tailorLetter(new AnthropicLlm({ apiKey: 'k' }), doc, { account: 'L-1' });
    expect(out.tailoredBy).toBe('anthropic:claude-sonnet-5-5');
    expect(out.paragraphs[0]).toMatch(/^I am writing about/);
  });
});

const REQUEST = { system: 's', user: 'u', toolName: 'answer', schema: { type: 'object' } };
const overloaded = (headers: Record<string, string> = {}) =>
  HttpResponse.json(
    { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    { status: 529, headers: { 'request-id': 'req_9', ...headers } },
  );

describe('AnthropicLlm retries', () => {
  it('retries a 529 and a 429 with backoff, then returns the answer', async () => {
    const answers = [
      overloaded(),
      overloaded({ 'retry-after': '0' }),
      HttpResponse.json(toolAnswer({ ok: 1 })),
    ];
    let calls = 0;
    server.use(http.post(URL, () => answers[calls++]));
    const llm = new AnthropicLlm({ apiKey: 'k', maxRetries: 2, retryDelayMs: 5 });
    expect(await llm.json(REQUEST)).toEqual({ ok: 1 });
    expect(calls).toBe(3);
  });

  it.each([408, 409, 500, 503])('retries a %i', async (status) => {
    let calls = 0;
    server.use(
      http.post(URL, () =>
        calls++ === 0
          ? HttpResponse.json({ type: 'error', error: { type: 'api_error', message: 'x' } }, { status })
          : HttpResponse.json(toolAnswer({ ok: 2 })),
      ),
    );
    expect(await new AnthropicLlm({ apiKey: 'k', retryDelayMs: 1 }).json(REQUEST)).toEqual({ ok: 2 });
    expect(calls).toBe(2);
  });

  it('does not retry a 400, and says what the API said without the key', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls++;
        return HttpResponse.json(
          { type: 'error', error: { type: 'invalid_request_error', message: 'tool_choice is invalid' } },
          { status: 400, headers: { 'request-id': 'req_1' } },
        );
      }),
    );
    const err = await new AnthropicLlm({ apiKey: 'sk-ant-secret', maxRetries: 3, retryDelayMs: 1 })
      .json(REQUEST)
      .catch((e: Error) => e);
    expect(calls).toBe(1);
    expect(String(err)).toBe(
      'AnthropicApiError: Anthropic API 400 invalid_request_error: tool_choice is invalid (request req_1)',
    );
    expect(String(err)).not.toContain('sk-ant-secret');
  });

  it('gives up after maxRetries with the last status and error type', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls++;
        return overloaded();
      }),
    );
    await expect(
      new AnthropicLlm({ apiKey: 'k', maxRetries: 2, retryDelayMs: 1 }).json(REQUEST),
    ).rejects.toThrow('Anthropic API 529 overloaded_error: Overloaded (request req_9)');
    expect(calls).toBe(3);
  });

  it("quotes the start of a body that is not the API's JSON", async () => {
    server.use(http.post(URL, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(new AnthropicLlm({ apiKey: 'k', maxRetries: 0 }).json(REQUEST)).rejects.toThrow(
      'Anthropic API 502: <html>Bad gateway</html>',
    );
  });

  it('waits the retry-after the API asks for rather than its own short backoff', async () => {
    const at: number[] = [];
    server.use(
      http.post(URL, () => {
        at.push(Date.now());
        return at.length === 1
          ? HttpResponse.json(
              { type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } },
              { status: 429, headers: { 'retry-after': '1' } },
            )
          : HttpResponse.json(toolAnswer({ ok: 3 }));
      }),
    );
    expect(await new AnthropicLlm({ apiKey: 'k', retryDelayMs: 1 }).json(REQUEST)).toEqual({ ok: 3 });
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(950);
  });

  it('honours retry-after-ms, and x-should-retry: false over a retryable status', async () => {
    const at: number[] = [];
    server.use(
      http.post(URL, () => {
        at.push(Date.now());
        return at.length === 1
          ? overloaded({ 'retry-after-ms': '300' })
          : overloaded({ 'x-should-retry': 'false' });
      }),
    );
    await expect(
      new AnthropicLlm({ apiKey: 'k', maxRetries: 5, retryDelayMs: 1 }).json(REQUEST),
    ).rejects.toThrow('529');
    expect(at).toHaveLength(2);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(280);
  });

  it('does not start a retry whose wait would pass the time limit: the error comes at once', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls++;
        return overloaded({ 'retry-after': '30' });
      }),
    );
    const t0 = Date.now();
    await expect(
      new AnthropicLlm({ apiKey: 'k', maxRetries: 3 }).json({ ...REQUEST, timeoutMs: 2000 }),
    ).rejects.toThrow('Anthropic API 529 overloaded_error');
    expect(calls).toBe(1);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('retries a connection that fails, and reports it when it keeps failing', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    await expect(
      new AnthropicLlm({ apiKey: 'k', maxRetries: 1, retryDelayMs: 1 }).json(REQUEST),
    ).rejects.toThrow(/^Anthropic API unreachable/);
    expect(calls).toBe(2);
  });

  it('reads the API root from baseURL', async () => {
    let seen = '';
    server.use(
      http.post('http://localhost:9/proxy/v1/messages', ({ request }) => {
        seen = request.url;
        return HttpResponse.json(toolAnswer({ ok: 4 }));
      }),
    );
    const llm = new AnthropicLlm({ apiKey: 'k', baseURL: 'http://localhost:9/proxy/' });
    expect(await llm.json(REQUEST)).toEqual({ ok: 4 });
    expect(seen).toBe('http://localhost:9/proxy/v1/messages');
  });
});

const encoder = new TextEncoder();
const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify({ type: event, ...(data as object) })}\n\n`;
const textDelta = (text: string) =>
  sseEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
const START = [
  sseEvent('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [] } }),
  sseEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
  'event: ping\ndata: {"type": "ping"}\n\n',
];
const END = [
  sseEvent('content_block_stop', { index: 0 }),
  sseEvent('message_delta', { delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 5 } }),
  sseEvent('message_stop', {}),
];

/** A streamed answer whose bytes arrive in the pieces given, `pauseMs` apart (a pause of Infinity never ends). */
function streamed(pieces: (string | Uint8Array)[], pauseMs = 0) {
  const seen: Record<string, unknown>[] = [];
  server.use(
    http.post(URL, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const p of pieces) {
            if (p === STALL) await new Promise(() => {});
            controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
            if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
          }
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return seen;
}
const STALL = '\u0000stall';

/** Splits a text's bytes every `n` bytes: pieces end mid-line, mid-field, mid-character. */
function bytesEvery(text: string, n: number): Uint8Array[] {
  const all = encoder.encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += n) out.push(all.slice(i, i + n));
  return out;
}

describe('AnthropicLlm chat (streamed)', () => {
  const CHAT = { system: 'sys', messages: [{ role: 'user' as const, content: 'Hello' }] };

  it('sends a streamed request and returns the text deltas, each passed on as it arrives', async () => {
    const seen = streamed([...START, textDelta('Thank you. '), textDelta('Who wrote?'), ...END]);
    const pieces: string[] = [];
    const out = await new AnthropicLlm({ apiKey: 'k', model: 'claude-test' }).chat({
      ...CHAT,
      maxTokens: 1500,
      onText: (t) => pieces.push(t),
    });
    expect(out).toBe('Thank you. Who wrote?');
    expect(pieces).toEqual(['Thank you. ', 'Who wrote?']);
    expect(seen[0]).toEqual({
      model: 'claude-test',
      max_tokens: 1500,
      system: 'sys',
      messages: [{ role: 'user', content: 'Hello' }],
      stream: true,
    });
  });

  it.each([1, 3, 7])(
    'reads events whose bytes arrive split every %i bytes, non-ASCII and CRLF included',
    async (n) => {
      const text = [...START, textDelta('£120 — owed? '), textDelta('No: “statute-barred”.'), ...END]
        .join('')
        .replace(/\n/g, '\r\n');
      streamed(bytesEvery(text, n));
      expect(await new AnthropicLlm({ apiKey: 'k' }).chat(CHAT)).toBe('£120 — owed? No: “statute-barred”.');
    },
  );

  it('throws the error event that comes mid-stream, after the text so far was passed on', async () => {
    streamed([
      ...START,
      textDelta('Half an '),
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
      ...END,
    ]);
    const pieces: string[] = [];
    await expect(
      new AnthropicLlm({ apiKey: 'k' }).chat({ ...CHAT, onText: (t) => pieces.push(t) }),
    ).rejects.toThrow('Anthropic API stream error overloaded_error: Overloaded');
    expect(pieces).toEqual(['Half an ']);
  });

  it('throws when the stream ends before message_stop (a cut answer is not an answer)', async () => {
    streamed([...START, textDelta('Cut sh')]);
    await expect(new AnthropicLlm({ apiKey: 'k' }).chat(CHAT)).rejects.toThrow('ended before message_stop');
  });

  it('throws when the answer has no text', async () => {
    streamed([...START, ...END]);
    await expect(new AnthropicLlm({ apiKey: 'k' }).chat(CHAT)).rejects.toThrow('no text');
  });

  it('times out a stream that stalls half-way: the limit covers the whole answer', async () => {
    streamed([...START, textDelta('Thinking'), STALL]);
    const t0 = Date.now();
    await expect(new AnthropicLlm({ apiKey: 'k' }).chat({ ...CHAT, timeoutMs: 300 })).rejects.toThrow(
      'Anthropic did not finish within 300 ms',
    );
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('times out a stream that trickles past the limit even though every piece is on time', async () => {
    streamed([...START, ...Array.from({ length: 20 }, () => textDelta('word ')), ...END], 50);
    await expect(new AnthropicLlm({ apiKey: 'k' }).chat({ ...CHAT, timeoutMs: 400 })).rejects.toThrow(
      'did not finish within 400 ms',
    );
  });

  it('does not retry the stream: an overloaded API is reported at once', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls++;
        return overloaded();
      }),
    );
    await expect(new AnthropicLlm({ apiKey: 'k', maxRetries: 3 }).chat(CHAT)).rejects.toThrow(
      '529 overloaded_error',
    );
    expect(calls).toBe(1);
  });
});

/** A stand-in of the Messages API: answers a forced tool call as the behaviour says, and records each request. */
llmContract('Anthropic (stand-in Messages API)', async (model: ModelBehaviour) => {
  const seen: { system: string; user: string; toolName: string; schema: unknown }[] = [];
  server.use(
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as {
        system: string;
        messages: { role: string; content: string }[];
        tool_choice: { type: string; name?: string };
        tools: { name: string; input_schema: unknown }[];
      };
      // A forced choice names the tool; with 'auto' the one tool offered is the one asked for.
      const toolName = body.tool_choice.name ?? body.tools[0].name;
      const tool = body.tools.find((t) => t.name === toolName);
      seen.push({
        system: body.system,
        user: body.messages[0].content,
        toolName,
        schema: tool?.input_schema,
      });
      if (model.kind === 'error')
        return HttpResponse.json(
          { type: 'error', error: { type: 'api_error', message: `status ${model.status}` } },
          { status: model.status },
        );
      if (model.kind === 'prose')
        return HttpResponse.json({
          ...toolAnswer({}),
          content: [{ type: 'text', text: 'The creditor appears to be Harrowgate.' }],
          stop_reason: 'end_turn',
        });
      if (model.delayMs) await new Promise((r) => setTimeout(r, model.delayMs));
      return HttpResponse.json(toolAnswer(model.input, toolName));
    }),
  );
  return { llm: new AnthropicLlm({ apiKey: 'test-key', maxRetries: 0 }), seen: () => seen };
});
