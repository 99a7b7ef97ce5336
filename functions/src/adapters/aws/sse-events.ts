/**
 * Server-sent events read from a fetch body (the Messages API's streamed answer). The network cuts the stream
 * wherever it likes — mid-line, even mid-character — so bytes are decoded as a stream and lines are only read once
 * their end has arrived. An event is its `event:` name and `data:` lines, dispatched at the blank line that ends it
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation).
 */
export interface SseEvent {
  /** `message` when the event named none. */
  event: string;
  data: string;
}

/**
 * `signal` ends the reading when it aborts, even where the fetch implementation does not tie the body to the
 * request's signal (test stand-ins don't; a body that never sends another byte must not hold the caller).
 */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {}); // read only when raced below
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  let data: string[] = [];
  // A CR that ends one chunk may be the first half of a CRLF: the LF that starts the next is not another line end.
  let skipLf = false;

  function* lines(text: string, final: boolean): Generator<string> {
    if (text) {
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
    }
    pending += text;
    let start = 0;
    for (let i = 0; i < pending.length; i++) {
      const c = pending[i];
      if (c !== '\r' && c !== '\n') continue;
      yield pending.slice(start, i);
      if (c === '\r') {
        if (i + 1 < pending.length) {
          if (pending[i + 1] === '\n') i++;
        } else skipLf = true;
      }
      start = i + 1;
    }
    pending = pending.slice(start);
    if (final && pending) {
      yield pending;
      pending = '';
    }
  }

  function* dispatch(line: string): Generator<SseEvent> {
    if (line === '') {
      if (data.length) yield { event: event || 'message', data: data.join('\n') };
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  let finished = false;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      finished = done;
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const line of lines(text, done)) yield* dispatch(line);
      // An event not closed by its blank line when the stream ends is dropped, as the standard says: it may be cut.
      if (done) return;
    }
  } finally {
    // Left early (the reader stopped at message_stop, or threw): close the connection rather than leave it open.
    // Not awaited: a source that ignores cancellation must not hold the caller either.
    if (!finished) reader.cancel().catch(() => {});
  }
}
