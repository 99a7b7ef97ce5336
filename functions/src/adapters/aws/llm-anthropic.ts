/**
 * Llm port on Anthropic's Messages API: the JSON answer comes back through a call of the one tool offered, whose
 * input schema is the one the caller gives. Model from ANTHROPIC_MODEL (default DEFAULT_ANTHROPIC_MODEL); key from
 * ANTHROPIC_API_KEY.
 *
 * The tool is asked for, not forced: current models think before answering and refuse a forced tool_choice with a
 * 400 (Claude Sonnet 5.5 does), while every model honours `auto` plus a plain instruction. An answer without the
 * tool call is an error, and the callers then fall back to the deterministic engine.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { Llm, LlmChatRequest, LlmImage } from '../../ports/llm';

/** A current model (Claude Sonnet 4.5, the previous default, retires on 30 November 2026). */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

export interface AnthropicLlmOptions {
  apiKey?: string;
  model?: string;
  baseURL?: string;
  /** Default per-call timeout. */
  timeoutMs?: number;
  maxTokens?: number;
  maxRetries?: number;
}

export class AnthropicLlm implements Llm {
  readonly name: string;
  private readonly client: Anthropic;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly maxTokens: number;

  constructor(opts: AnthropicLlmOptions = {}) {
    const apiKey = opts.apiKey ?? process.env.ANTHROPIC_API_KEY;
    if (!apiKey) throw new Error('ANTHROPIC_API_KEY is not set');
    this.model = opts.model ?? process.env.ANTHROPIC_MODEL ?? DEFAULT_ANTHROPIC_MODEL;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    // Room for the model's own thinking, which counts against max_tokens, before the tool call.
    this.maxTokens = opts.maxTokens ?? 8192;
    this.client = new Anthropic({
      apiKey,
      baseURL: opts.baseURL,
      maxRetries: opts.maxRetries ?? 1,
      timeout: this.timeoutMs,
    });
    this.name = `anthropic:${this.model}`;
  }

  async json<T>(request: {
    system: string;
    user: string;
    toolName: string;
    schema: Record<string, unknown>;
    timeoutMs?: number;
    images?: LlmImage[];
  }): Promise<T> {
    // With page images the user turn is the images followed by the text (Claude reads both).
    const content: Anthropic.MessageParam['content'] = request.images?.length
      ? [
          ...request.images.map((img): Anthropic.ImageBlockParam => ({
            type: 'image',
            source: {
              type: 'base64',
              media_type: img.mediaType,
              data: Buffer.from(img.data).toString('base64'),
            },
          })),
          { type: 'text', text: request.user },
        ]
      : request.user;
    const res = await this.client.messages.create(
      {
        model: this.model,
        max_tokens: this.maxTokens,
        system: `${request.system}\n\nGive your answer only by calling the ${request.toolName} tool.`,
        messages: [{ role: 'user', content }],
        tools: [
          {
            name: request.toolName,
            description: 'Return the answer in this structure.',
            input_schema: request.schema as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'auto' },
      },
      { timeout: request.timeoutMs ?? this.timeoutMs },
    );
    const block = res.content.find(
      (b): b is Anthropic.ToolUseBlock => b.type === 'tool_use' && b.name === request.toolName,
    );
    if (!block)
      throw new Error(
        `Anthropic answered without calling ${request.toolName} (stop_reason ${res.stop_reason})`,
      );
    return block.input as T;
  }

  /**
   * A streamed prose answer (the consultation). The time limit covers the whole stream, not only its first byte: a
   * reply that stalls half-way is aborted, so the caller can answer another way while the user is still waiting.
   */
  async chat(request: LlmChatRequest): Promise<string> {
    const abort = new AbortController();
    const limit = request.timeoutMs ?? this.timeoutMs;
    const timer = setTimeout(() => abort.abort(), limit);
    let text = '';
    try {
      const stream = await this.client.messages.create(
        {
          model: this.model,
          max_tokens: request.maxTokens ?? this.maxTokens,
          system: request.system,
          messages: request.messages,
          stream: true,
        },
        { signal: abort.signal, timeout: limit, maxRetries: 0 },
      );
      for await (const event of stream) {
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
          text += event.delta.text;
          request.onText?.(event.delta.text);
        }
      }
    } catch (e) {
      if (abort.signal.aborted) throw new Error(`Anthropic did not finish within ${limit} ms`);
      throw e;
    } finally {
      clearTimeout(timer);
    }
    if (!text.trim()) throw new Error('Anthropic answered with no text');
    return text;
  }
}
