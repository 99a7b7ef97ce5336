/**
 * The optional AI. One call shape serves extraction and letter tailoring: a system prompt, the user's content,
 * and a JSON schema the answer must follow (tool use with Anthropic). Throws on error or timeout; callers fall back
 * to the deterministic engine.
 */
export interface Llm {
  readonly name: string;
  json<T>(request: {
    system: string;
    user: string;
    toolName: string;
    schema: Record<string, unknown>;
    timeoutMs?: number;
  }): Promise<T>;
}
