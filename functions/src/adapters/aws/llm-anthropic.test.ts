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
