/**
 * Llm port on Anthropic's Messages API, spoken over plain fetch (the SDK added ~410 KB to every bundle that can call
 * the model, for one endpoint). The JSON answer comes back through a call of the one tool offered, whose input
 * schema is the one the caller gives. Model from ANTHROPIC_MODEL (default DEFAULT_ANTHROPIC_MODEL); key from
 * ANTHROPIC_API_KEY; API root from ANTHROPIC_BASE_URL (default https://api.anthropic.com), as the SDK read them.
 *
 * The tool is asked for, not forced: current models think before answering and refuse a forced tool_choice with a
 * 400 (Claude Sonnet 5.5 does), while every model honours `auto` plus a plain instruction. An answer without the
 * tool call is an error, and the callers then fall back to the deterministic engine.
 *
 * Each call has one time limit, which covers its retries and the whole answer (the callers' budget is a deadline,
 * not a per-attempt figure): a retry whose wait would pass it is not started, and the error that asked for it is
 * thrown at once so the caller can fall back while the user is still there.
 */
import type { Llm, LlmChatRequest, LlmImage } from '../../ports/llm';
import { sseEvents } from './sse-events';

/** A current model (Claude Sonnet 4.5, the previous default, retires on 30 November 2026). */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

const API_VERSION = '2023-06-01';
const DEFAULT_BASE_URL = 'https://api.anthropic.com';
/** Retry-after values beyond this are treated as absent (the API's are seconds; a minute means "not now"). */
const MAX_RETRY_AFTER_MS = 60_000;
const MAX_BACKOFF_MS = 8_000;

export interface AnthropicLlmOptions {
  apiKey?: string;
  model?: string;
  baseURL?: string;
  /** Default per-call time limit (retries and the whole answer included). */
  timeoutMs?: number;
  maxTokens?: number;
  /** Further attempts after a retryable failure of a JSON call (the streamed chat is never retried, as before). */
  maxRetries?: number;
  /** First backoff between attempts, doubled each time (with jitter) when the API gives no retry-after. */
  retryDelayMs?: number;
}

/** An error answer from the API: its HTTP status and the error type and message it gave. */
export class AnthropicApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly type: string | undefined,
    detail: string,
    readonly requestId?: string,
  ) {
    super(
      `Anthropic API ${status === undefined ? 'stream error' : status}${type ? ` ${type}` : ''}: ${detail}` +
        (requestId ? ` (request ${requestId})` : ''),
    );
    this.name = 'AnthropicApiError';
  }
}

/** The parts of the Messages API's answer this adapter reads. */
interface MessageResponse {
  content?: { type: string; name?: string; input?: unknown; text?: string }[];
  stop_reason?: string | null;
}

type ContentBlock =
  | { type: 'image'; source: { type: 'base64'; media_type: LlmImage['mediaType']; data: string } }
  | { type: 'text'; text: string };

/** 408 timeout, 409 conflict, 429 rate limit, 5xx server errors (529 overloaded among them). */
const retryableStatus = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

/** The wait the API asks for, in ms: retry-after-ms, else retry-after in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  let wait = Number.isFinite(ms) ? ms : undefined;
  const after = headers.get('retry-after');
  if (wait === undefined && after) {
    const seconds = Number(after);
    wait = after.trim() !== '' && Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - now;
  }
  return wait !== undefined && Number.isFinite(wait) && wait >= 0 && wait <= MAX_RETRY_AFTER_MS
    ? wait
    : undefined;
}

/** The API's error body ({type:'error', error:{type, message}}) as an error; never the request, so never the key. */
async function apiError(res: Response): Promise<AnthropicApiError> {
  const requestId = res.headers.get('request-id') ?? undefined;
  const body = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { type?: unknown; message?: unknown } };
    const { type, message } = parsed.error ?? {};
    if (typeof type === 'string' || typeof message === 'string')
      return new AnthropicApiError(
        res.status,
        typeof type === 'string' ? type : undefined,
        typeof message === 'string' ? message : res.statusText,
        requestId,
      );
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): quote its start below.
  }
  const snippet = body.replace(/\s+/g, ' ').trim().slice(0, 200);
  return new AnthropicApiError(res.status, undefined, snippet || res.statusText || 'no detail', requestId);
}

/** One call's time limit: the signal every request and body read of the call listens to. */
class Deadline {
  readonly at: number;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(readonly limitMs: number) {
    this.at = Date.now() + limitMs;
    this.timer = setTimeout(() => this.controller.abort(), limitMs);
  }
  get signal() {
    return this.controller.signal;
  }
  get passed() {
    return this.controller.signal.aborted;
  }
  error() {
    return new Error(`Anthropic did not finish within ${this.limitMs} ms`);
  }
  clear() {
    clearTimeout(this.timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AnthropicLlm implements Llm {
  readonly name: string;
  private readonly apiKey: string;
  private readonly model: string;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly maxTokens: number;
  private readonly maxRetries: number;
  private readonly retryDelayMs: number;

  constructor(opts: AnthropicLlmOptions = {}) {
    const apiKey = opts.apiKey ?? process.env.ANTHROPIC_API_KEY;
    if (!apiKey) throw new Error('ANTHROPIC_API_KEY is not set');
    this.apiKey = apiKey;
    this.model = opts.model ?? process.env.ANTHROPIC_MODEL ?? DEFAULT_ANTHROPIC_MODEL;
    const base = opts.baseURL ?? process.env.ANTHROPIC_BASE_URL ?? DEFAULT_BASE_URL;
    this.url = `${base.replace(/\/+$/, '')}/v1/messages`;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    // Room for the model's own thinking, which counts against max_tokens, before the tool call.
    this.maxTokens = opts.maxTokens ?? 8192;
    this.maxRetries = opts.maxRetries ?? 1;
    this.retryDelayMs = opts.retryDelayMs ?? 500;
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
    const content: string | ContentBlock[] = request.images?.length
      ? [
          ...request.images.map((img): ContentBlock => ({
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
    const deadline = new Deadline(request.timeoutMs ?? this.timeoutMs);
    let res: MessageResponse;
    try {
      const answer = await this.post(
        {
          model: this.model,
          max_tokens: this.maxTokens,
          system: `${request.system}\n\nGive your answer only by calling the ${request.toolName} tool.`,
          messages: [{ role: 'user', content }],
          tools: [
            {
              name: request.toolName,
              description: 'Return the answer in this structure.',
              input_schema: request.schema,
            },
          ],
          tool_choice: { type: 'auto' },
        },
        deadline,
        this.maxRetries,
      );
      res = (await answer.json()) as MessageResponse;
    } catch (e) {
      if (deadline.passed) throw deadline.error();
      throw e;
    } finally {
      deadline.clear();
    }
    const block = res.content?.find((b) => b.type === 'tool_use' && b.name === request.toolName);
    if (!block)
      throw new Error(
        `Anthropic answered without calling ${request.toolName} (stop_reason ${res.stop_reason})`,
      );
    return block.input as T;
  }

  /**
   * A streamed prose answer (the consultation). The time limit covers the whole stream, not only its first byte: a
   * reply that stalls half-way is aborted, so the caller can answer another way while the user is still waiting.
   * A stream that ends without message_stop is an error too: the reply would be cut mid-sentence.
   */
  async chat(request: LlmChatRequest): Promise<string> {
    const deadline = new Deadline(request.timeoutMs ?? this.timeoutMs);
    let text = '';
    try {
      const res = await this.post(
        {
          model: this.model,
          max_tokens: request.maxTokens ?? this.maxTokens,
          system: request.system,
          messages: request.messages,
          stream: true,
        },
        deadline,
        0,
      );
      if (!res.body) throw new Error('Anthropic answered the stream with no body');
      let stopped = false;
      for await (const { event, data } of sseEvents(res.body, deadline.signal)) {
        if (event === 'content_block_delta') {
          const { delta } = JSON.parse(data) as { delta?: { type?: string; text?: string } };
          if (delta?.type === 'text_delta' && typeof delta.text === 'string') {
            text += delta.text;
            request.onText?.(delta.text);
          }
        } else if (event === 'error') {
          const { error } = JSON.parse(data) as { error?: { type?: string; message?: string } };
          throw new AnthropicApiError(
            undefined,
            error?.type,
            error?.message ?? 'no detail',
            res.headers.get('request-id') ?? undefined,
          );
        } else if (event === 'message_stop') {
          stopped = true;
          break;
        }
        // message_start, content_block_start/stop, message_delta, ping: nothing to read for prose.
      }
      if (!stopped) throw new Error('Anthropic stream ended before message_stop');
    } catch (e) {
      if (deadline.passed) throw deadline.error();
      throw e;
    } finally {
      deadline.clear();
    }
    if (!text.trim()) throw new Error('Anthropic answered with no text');
    return text;
  }

  /**
   * POST /v1/messages until it answers 2xx, retrying what may pass (network failures, retryable statuses, or what
   * the API marks with x-should-retry) after the wait it asks for, else an exponential backoff.
   */
  private async post(body: unknown, deadline: Deadline, maxRetries: number): Promise<Response> {
    const stream = (body as { stream?: boolean }).stream === true;
    for (let attempt = 0; ; attempt++) {
      let failure: Error;
      let wait: number | undefined;
      try {
        const res = await fetch(this.url, {
          method: 'POST',
          headers: {
            'x-api-key': this.apiKey,
            'anthropic-version': API_VERSION,
            'content-type': 'application/json',
            accept: stream ? 'text/event-stream' : 'application/json',
          },
          body: JSON.stringify(body),
          signal: deadline.signal,
        });
        if (res.ok) return res;
        failure = await apiError(res);
        const should = res.headers.get('x-should-retry');
        const retry = should === 'true' || (should !== 'false' && retryableStatus(res.status));
        if (!retry) throw failure;
        wait = retryAfterMs(res.headers);
      } catch (e) {
        if (deadline.passed || e instanceof AnthropicApiError) throw e;
        // fetch itself failed (DNS, reset connection): worth another try like a 5xx.
        failure = new Error(`Anthropic API unreachable: ${(e as Error).message}`, { cause: e });
      }
      if (attempt >= maxRetries) throw failure;
      wait ??= Math.min(this.retryDelayMs * 2 ** attempt, MAX_BACKOFF_MS) * (1 - Math.random() * 0.25);
      if (Date.now() + wait >= deadline.at) throw failure;
      await sleep(wait);
    }
  }
}
