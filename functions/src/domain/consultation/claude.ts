/**
 * The consultation with Claude (ANTHROPIC_API_KEY set): Claude speaks, with the legal catalogue, the user's case and
 * documents, the transcript and the interview's next step as context; the deterministic turn still decides what to
 * ask and writes the letters. Every citation in Claude's answer is checked against the catalogue as the letter engine
 * checks a tailored letter (shared/legal/citations.ts): a sentence citing anything the catalogue does not hold is
 * removed, and the removal logged. A failure or a slow answer is an error: the caller answers deterministically.
 */
import type { Case, ConsultationSession, User } from '@app/shared';
import { LEGAL_CATALOGUE, unknownCitations } from '@app/shared/legal/index';
import type { Llm } from '../../ports/llm';
import type { Turn } from './answer';

/** How long the user waits for Claude before the deterministic answer is given instead. */
export const claudeTimeoutMs = () => Number(process.env.CONSULTATION_LLM_TIMEOUT_MS) || 20_000;

const CATALOGUE_TEXT = LEGAL_CATALOGUE.map((e) => `- ${e.cite} [${e.id}]: ${e.summary}`).join('\n');

export function systemPrompt(user: User, c: ConsultationSession, theCase: Case | null, turn: Turn): string {
  const docs = (c.documents ?? [])
    .map(
      (d, i) =>
        `Document ${i + 1}: ${d.fileName} (${d.description}${d.organisation ? ` from ${d.organisation}` : ''})\n"""\n${d.text.slice(0, 6000)}\n"""`,
    )
    .join('\n\n');
  const history = theCase?.events.length
    ? theCase.events
        .map((e) => `- ${e.at}: ${e.type}${'purpose' in e && e.purpose ? ` (${e.purpose})` : ''}`)
        .join('\n')
    : 'No earlier letters recorded.';
  const step =
    turn.intent.type === 'ask'
      ? `End your reply by asking exactly this question, word for word: "${turn.intent.question}"`
      : turn.intent.type === 'propose'
        ? `Explain the user's position, then propose the reply letter "${turn.intent.subject}" and end by asking whether to write it into their case now (they answer yes or no).`
        : turn.intent.type === 'written'
          ? `The letter "${turn.intent.subject}" has just been written into the user's case; it is shown to them as a card they can open, edit and download. Tell them how to send it and to record the send.`
          : 'Answer the user and offer further help.';
  return `You are FairReply's consultation assistant for people in the UK dealing with debt, parking, council tax, bailiff and data-protection letters. You give general legal information in plain English, calmly and briefly (under 250 words), never legal advice, and never say a debt is void or will be written off.

Cite only the provisions in this catalogue, by the wording given before each [id]; never cite any other statute, regulation, rule or case:
${CATALOGUE_TEXT}

The user: ${[user.firstName, user.lastName].filter(Boolean).join(' ') || 'a member of the public'}.
What the interview knows: ${JSON.stringify(turn.facts)}
Their case with this organisation:
${history}
${docs ? `Their documents:\n${docs}` : 'No documents uploaded yet.'}

The product's own answer for this turn (rely on its facts; you may reword it):
"""
${turn.text}
"""

${step}
Write plain text: short paragraphs, and "- " for lists. No headings, no markdown emphasis.`;
}

/** Removes every sentence citing a provision the catalogue does not hold; returns what was removed. */
export function checkCitations(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    p
      .split('\n')
      .map((line) =>
        line
          .split(/(?<=[.!?])\s+(?=[A-Z("“'-])/)
          .filter((sentence) => {
            const bad = unknownCitations(sentence);
            if (bad.length) removed.push(...bad.map((b) => b.raw));
            return bad.length === 0;
          })
          .join(' '),
      )
      .filter((line) => line.trim())
      .join('\n'),
  );
  return {
    text: paragraphs
      .filter((p) => p.trim())
      .join('\n\n')
      .trim(),
    removed,
  };
}

/** Claude's reply to this turn, checked; throws on failure, timeout or when nothing is left after the check. */
export async function claudeReply(
  llm: Llm,
  user: User,
  c: ConsultationSession,
  theCase: Case | null,
  userText: string,
  turn: Turn,
): Promise<string> {
  if (!llm.chat) throw new Error(`${llm.name} has no conversational mode`);
  const earlier = (c.messages ?? []).slice(-12).map((m) => ({ role: m.role, content: m.text }));
  // The API wants alternating turns starting with the user: drop leading assistant notes and merge neighbours.
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const m of [...earlier, { role: 'user' as const, content: userText }]) {
    if (!messages.length && m.role === 'assistant') continue;
    const last = messages.at(-1);
    if (last && last.role === m.role) last.content += `\n\n${m.content}`;
    else messages.push({ ...m });
  }
  const raw = await llm.chat({
    system: systemPrompt(user, c, theCase, turn),
    messages,
    timeoutMs: claudeTimeoutMs(),
    maxTokens: 1500,
  });
  const checked = checkCitations(raw);
  if (checked.removed.length)
    console.warn(
      JSON.stringify({
        level: 'warn',
        message: 'consultation: uncatalogued citations removed from the assistant reply',
        consultationId: c.id,
        removed: checked.removed,
      }),
    );
  if (checked.text.length < 20) throw new Error('nothing left of the reply after the citation check');
  return checked.text;
}
