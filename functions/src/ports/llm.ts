/**
 * The optional AI. One call shape serves extraction and letter tailoring: a system prompt, the user's content,
 * and a JSON schema the answer must follow (tool use with Anthropic). Throws on error or timeout; callers fall back
 * to the deterministic engine.
 */
/** A page image the model may read beside the text (vision); adapters without vision ignore it. */
export interface LlmImage {
  mediaType: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

export interface Llm {
  readonly name: string;
  json<T>(request: {
    system: string;
    user: string;
    toolName: string;
    schema: Record<string, unknown>;
    timeoutMs?: number;
    images?: LlmImage[];
  }): Promise<T>;
  /**
   * A conversation turn in prose, streamed: `onText` receives each piece as it arrives and the whole text is
   * returned. Throws on error or when `timeoutMs` passes (the consultation then answers deterministically).
   * Optional: an adapter without it has no conversational path.
   */
  chat?(request: LlmChatRequest): Promise<string>;
}

export interface LlmChatRequest {
  system: string;
  /** Oldest first, alternating, ending with the user's turn. */
  messages: { role: 'user' | 'assistant'; content: string }[];
  timeoutMs?: number;
  maxTokens?: number;
  onText?: (delta: string) => void;
}
