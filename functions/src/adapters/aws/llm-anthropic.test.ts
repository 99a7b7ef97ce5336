import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { composeDebtLetter, tailorLetter } from '../../letters/index';
import { AnthropicLlm, anthropicFromEnv } from './llm-anthropic';

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
  it('defaults the model to a current one', () => {
    const prev = process.env.ANTHROPIC_MODEL;
    delete process.env.ANTHROPIC_MODEL;
    expect(new AnthropicLlm({ apiKey: 'k' }).name).toBe('anthropic:claude-sonnet-5-5');
    if (prev !== undefined) process.env.ANTHROPIC_MODEL = prev;
  });
  it('throws when the answer has no tool call, and on HTTP errors', async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json({
          ...toolAnswer({}),
          content: [{ type: 'text', text: 'no' }],
          stop_reason: 'end_turn',
        }),
      ),
    );
    const llm = new AnthropicLlm({ apiKey: 'k', maxRetries: 0 });
    await expect(llm.json({ system: 's', user: 'u', toolName: 'answer', schema: {} })).rejects.toThrow(
      /without calling answer/,
    );
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
          { status: 529 },
        ),
      ),
    );
    await expect(llm.json({ system: 's', user: 'u', toolName: 'answer', schema: {} })).rejects.toThrow();
  });
  it('times out', async () => {
    server.use(
      http.post(URL, async () => {
        await new Promise((r) => setTimeout(r, 2000));
        return HttpResponse.json(toolAnswer({}));
      }),
    );
    const llm = new AnthropicLlm({ apiKey: 'k', maxRetries: 0 });
    await expect(
      llm.json({ system: 's', user: 'u', toolName: 'answer', schema: {}, timeoutMs: 100 }),
    ).rejects.toThrow();
  });
  it('anthropicFromEnv is null without a key', () => {
    expect(anthropicFromEnv({})).toBeNull();
    expect(anthropicFromEnv({ ANTHROPIC_API_KEY: 'k' })).toBeInstanceOf(AnthropicLlm);
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
