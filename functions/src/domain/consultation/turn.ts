/**
 * One message of a consultation, written once for the JSON and the streamed reply: the clock is checked (and started
 * by the first message), the deterministic turn runs (facts, question, letters), Claude words the answer when there
 * is a key and it answers in time, and the user's message and the reply are appended to the transcript together.
 */
import type { ConsultationMessage, ConsultationSession, User } from '@app/shared';
import type { Deps } from '../../runtime/deps';
import { deterministicTurn } from './answer';
import { claudeReply } from './claude';
import { findCase } from './draft';
import { CONSULTATION_SESSION, endIfExpired, requireOpen, startIfPaid } from './session';

export interface TurnResult {
  reply: ConsultationMessage & { role: 'assistant' };
  expiresAt: string;
  /** Which voice answered: 'claude', or 'engine' (no key, or Claude failed: see `fallback`). */
  by: 'claude' | 'engine';
  fallback?: string;
}

export async function answerMessage(
  deps: Deps,
  user: User,
  found: ConsultationSession,
  text: string,
): Promise<TurnResult> {
  let c = await endIfExpired(deps.store, found);
  requireOpen(c);
  c = await startIfPaid(deps.store, c);
  requireOpen(c);
  const asked: ConsultationMessage = { role: 'user', text, at: new Date().toISOString() };
  const turn = await deterministicTurn(deps, user, c, text);
  let replyText = turn.text;
  let by: TurnResult['by'] = 'engine';
  let fallback: string | undefined;
  if (deps.llm?.chat) {
    try {
      const theCase = await findCase(deps, user.id, turn.facts);
      replyText = await claudeReply(deps.llm, user, c, theCase, text, turn);
      by = 'claude';
    } catch (e) {
      fallback = (e as Error)?.message ?? String(e);
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: 'consultation: Claude did not answer, the guided interview did',
          consultationId: c.id,
          error: fallback,
        }),
      );
    }
  }
  const reply: TurnResult['reply'] = {
    role: 'assistant',
    text: replyText,
    at: new Date().toISOString(),
    ...(turn.letterIds?.length ? { letterIds: turn.letterIds } : {}),
    ...(turn.legalBases.length ? { legalBases: [...new Set(turn.legalBases)] } : {}),
  };
  await deps.store.updateRecord(
    CONSULTATION_SESSION,
    user.id,
    c.id,
    { facts: turn.facts },
    { append: { messages: [asked, reply] } },
  );
  return { reply, expiresAt: c.expiresAt!, by, ...(fallback ? { fallback } : {}) };
}

/** Server-sent events of a reply: the text in pieces (`delta`), then the whole answer (`done`). */
export function toEventStream(result: TurnResult): string {
  const pieces = result.reply.text.match(/[^\s]+\s*/g) ?? [];
  const events: string[] = [];
  for (let i = 0; i < pieces.length; i += 8)
    events.push(`event: delta\ndata: ${JSON.stringify({ text: pieces.slice(i, i + 8).join('') })}\n\n`);
  events.push(
    `event: done\ndata: ${JSON.stringify({ reply: result.reply, expiresAt: result.expiresAt })}\n\n`,
  );
  return events.join('');
}
