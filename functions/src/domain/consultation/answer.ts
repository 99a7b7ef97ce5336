/**
 * The deterministic assistant: one turn of the guided interview. It folds the user's words and documents into the
 * facts, answers what they asked from the catalogue, asks the next question the engine needs, and — once it knows
 * enough — explains the user's position from the engine's letter and its audit of the received letter, proposes that
 * letter, and writes it into the user's case when they say yes. Used without an Anthropic key, and as the answer
 * whenever Claude fails or is too slow; with Claude it still decides the question and writes the letters.
 */
import type { ConsultationFacts, ConsultationSession, User } from '@app/shared';
import { formatUkDate, getLegal } from '@app/shared/legal/index';
import type { Deps } from '../../runtime/deps';
import type { StoredDocument } from './documents';
import { engineInput, findCase, preview, receivedDocument, writeLetter } from './draft';
import { classify, fromDocuments, learn, nextQuestion, QUESTIONS, topicAnswers } from './interview';

export interface Turn {
  text: string;
  legalBases: string[];
  letterIds?: string[];
  facts: ConsultationFacts;
  /** What the turn is for, for Claude's instructions: the question to end on, or the letter just written. */
  intent:
    | { type: 'ask'; question: string }
    | { type: 'propose'; subject: string }
    | { type: 'written'; subject: string; letterId: string }
    | { type: 'open' };
}

const WANTS_LETTER = /\b(write|draft|make|prepare)\b.*\bletter\b/i;

const GROUND_NOTES: Record<NonNullable<ConsultationFacts['disputeGround']>, string> = {
  not_mine:
    'If the debt is not yours, it is for them to show that it is. Once you dispute it, they should look into it properly before carrying on collecting.',
  already_paid:
    'If you have already paid, keep your proof (a bank statement or receipt): your letter will say so and ask them to correct their records.',
  amount_wrong:
    'If the amount is wrong, you can ask them to break it down: what was borrowed or owed, and every charge and fee added since.',
  no_agreement:
    'If you do not remember signing anything, you can ask for a copy of the agreement: for most consumer credit they cannot enforce it while they fail to provide it.',
};

function position(
  f: ConsultationFacts,
  built: ReturnType<typeof preview>,
  docs: StoredDocument[],
): { text: string; legalBases: string[] } {
  const { doc, findings } = built;
  const who = `${f.organisation}${f.reference ? ` (reference ${f.reference})` : ''}`;
  const parts: string[] = [
    `Here is where you stand with ${who}${f.amount !== undefined ? `, who ask for £${f.amount.toFixed(2)}` : ''}.`,
  ];
  const received = receivedDocument(docs, f);
  if (received) parts.push(`Their letter is ${received.description}.`);
  const bases = doc.legalBases.slice(0, 4).flatMap((id) => {
    const e = getLegal(id);
    return e ? [`- ${e.title}${e.section ? ` ${e.section}` : ''}: ${e.summary}`] : [];
  });
  if (bases.length) parts.push(`The rules that apply:\n${bases.join('\n')}`);
  if (findings.length)
    parts.push(
      `What their letter itself gets wrong, on its own wording (your reply tells them):\n${findings.map((x) => `- ${x.paragraph}`).join('\n')}`,
    );
  if (doc.userNotes?.length) parts.push(`Important:\n${doc.userNotes.map((n) => `- ${n}`).join('\n')}`);
  parts.push(
    `My suggestion: reply in writing with "${doc.subject}". It asks them to answer by ${formatUkDate(doc.responseDeadline)} (${doc.deadlineRule}).${doc.sendBy ? ` Send it by ${formatUkDate(doc.sendBy)}.` : ''}\n\nWhat to do: ${doc.nextStep}`,
  );
  parts.push(
    'Shall I write this letter into your case now? Say "yes" and it will be on your dashboard, ready to check, edit and download.',
  );
  return {
    text: parts.join('\n\n'),
    legalBases: [...doc.legalBases, ...findings.flatMap((x) => x.legalBases)],
  };
}

export async function deterministicTurn(
  deps: Deps,
  user: User,
  c: ConsultationSession,
  userText: string,
): Promise<Turn> {
  const docs = c.documents ?? [];
  const before = c.facts ?? {};
  const said = classify(userText);
  let facts = fromDocuments(learn(before, userText), docs);
  const parts: string[] = [];
  const legalBases: string[] = [];

  const answers = said.question || said.topics.length ? topicAnswers(userText) : null;
  if (answers) {
    parts.push(answers.text);
    legalBases.push(...answers.legalBases);
  }

  const confirming = before.asked === 'confirm';
  if ((confirming && said.yes) || (WANTS_LETTER.test(userText) && !nextQuestion(facts))) {
    const theCase = await findCase(deps, user.id, facts);
    const { id, doc } = await writeLetter(deps, user.id, c.id, engineInput(user, facts, docs, theCase));
    facts = { ...facts, asked: undefined, drafted: [...(facts.drafted ?? []), id] };
    parts.push(
      `I have written your letter: "${doc.subject}", to ${doc.recipient.name}. It is filed in your case and on your dashboard. Open it below to check every detail, edit it, and download it as PDF, Word or text.`,
      `Send it by post (ideally recorded delivery, with proof of posting) or by email, keep a copy, and record the send on the letter page so we count their deadline from that day. They should answer by ${formatUkDate(doc.responseDeadline)}.`,
    );
    return {
      text: parts.join('\n\n'),
      legalBases: [...legalBases, ...doc.legalBases],
      letterIds: [id],
      facts,
      intent: { type: 'written', subject: doc.subject, letterId: id },
    };
  }
  if (confirming && said.no) {
    facts = { ...facts, asked: undefined };
    parts.push(
      'Fine, I have not written anything. Ask me anything else about your situation, or say "write the letter" when you are ready.',
    );
    return { text: parts.join('\n\n'), legalBases, facts, intent: { type: 'open' } };
  }

  const q = nextQuestion(facts);
  if (q) {
    if (before.asked === q && q === 'when' && !facts.when) parts.push('I could not find a date in that.');
    else if (before.asked === 'who' && facts.organisation && !before.organisation)
      parts.push(`Thank you: the letter is from ${facts.organisation}.`);
    else if (facts.disputeGround && !before.disputeGround) parts.push(GROUND_NOTES[facts.disputeGround]);
    parts.push(QUESTIONS[q]);
    facts = { ...facts, asked: q };
    return { text: parts.join('\n\n'), legalBases, facts, intent: { type: 'ask', question: QUESTIONS[q] } };
  }

  if (facts.drafted?.length && !WANTS_LETTER.test(userText)) {
    if (!answers)
      parts.push(
        'Your letter is written and in your case. If you want to change something, open it and edit it; ask me about anything else in the time left, or say "write the letter" for a fresh one with what you have told me since.',
      );
    facts = { ...facts, asked: undefined };
    return { text: parts.join('\n\n'), legalBases, facts, intent: { type: 'open' } };
  }

  const theCase = await findCase(deps, user.id, facts);
  const built = preview(engineInput(user, facts, docs, theCase));
  const pos = position(facts, built, docs);
  parts.push(pos.text);
  facts = { ...facts, asked: 'confirm' };
  return {
    text: parts.join('\n\n'),
    legalBases: [...legalBases, ...pos.legalBases],
    facts,
    intent: { type: 'propose', subject: built.doc.subject },
  };
}
