/**
 * Llm port on Anthropic's Messages API: the JSON answer comes back through a forced tool call whose input schema
 * is the one the caller gives. Model from ANTHROPIC_MODEL (default claude-sonnet-4-5); key from ANTHROPIC_API_KEY.
 */
import Anthropic from '@anthropic-ai/sdk';
import type { Llm } from '../../ports/llm';

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
    this.model = opts.model ?? process.env.ANTHROPIC_MODEL ?? 'claude-sonnet-4-5';
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.maxTokens = opts.maxTokens ?? 4096;
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
  }): Promise<T> {
    const res = await this.client.messages.create(
      {
        model: this.model,
        max_tokens: this.maxTokens,
        system: request.system,
        messages: [{ role: 'user', content: request.user }],
        tools: [
          {
            name: request.toolName,
            description: 'Return the answer in this structure.',
            input_schema: request.schema as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'tool', name: request.toolName },
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
}
