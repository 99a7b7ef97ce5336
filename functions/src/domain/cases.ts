/**
 * Cases: the user's dealings with one organisation about one account or reference (ARCHITECTURE.md). Letters are
 * filed in a case when what they are about is known (an upload once read, a generated letter at once); the case
 * keeps what was received, what the user sent (which, when, how, with what enclosed) and the replies, and the next
 * letter is written from it — so a follow-up can cite only what really happened.
 */
import { createHash } from 'node:crypto';
import type { Case, CaseEvent, LetterBase } from '@app/shared';
import type { Store } from '../ports/store';
import type { CaseKey } from '../kinds/kind';
import { nextStage as engineNextStage } from '../letters/sequence';
import { stepOfPurpose, type StepId } from './escalation';
import type { LetterHistory, SentLetter } from '../letters/types';
import { CASE } from './records';

/** 'Northgate Recoveries Ltd.' and 'NORTHGATE RECOVERIES LIMITED' are one organisation. */
export function orgKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(limited|ltd|plc|llp|llc|the|uk|co|company)\b/g, ' ')
    .replace(/\s+/g, '');
}

/** References match whatever the spacing, hyphens or slashes: 'AB-123 45' and 'ab12345'. */
export function refKey(ref: string | undefined | null): string | undefined {
  const k = (ref ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return k || undefined;
}

export function caseMatches(c: Case, key: CaseKey): boolean {
  return c.orgKey === orgKey(key.organisation) && c.refKey === refKey(key.reference);
}

/**
 * The id of the case the product opens for an organisation and reference: derived from them, so two uploads about
 * the same account read at the same moment open one case, not two (the second put finds the first).
 */
export function caseIdFor(userId: string, key: CaseKey): string {
  const digest = createHash('sha256')
    .update(`${userId}\n${orgKey(key.organisation)}\n${refKey(key.reference) ?? ''}`)
    .digest();
  return BigInt(`0x${digest.toString('hex')}`)
    .toString(36)
    .padStart(25, '0')
    .slice(0, 25);
}

/** The user's case for this organisation and reference, opened when there is none. */
export async function findOrOpenCase(store: Store, userId: string, key: CaseKey): Promise<Case> {
  const cases = await store.listRecords(CASE, userId);
  const found = cases.find((c) => caseMatches(c, key));
  if (found) return found;
  const now = new Date().toISOString();
  const opened: Case = {
    id: caseIdFor(userId, key),
    userId,
    createdAt: now,
    updatedAt: now,
    organisation: key.organisation.trim(),
    reference: key.reference?.trim() || undefined,
    orgKey: orgKey(key.organisation),
    refKey: refKey(key.reference),
    events: [],
  };
  try {
    await store.putRecord(CASE, opened);
  } catch (e) {
    const existing = await store.getRecord(CASE, userId, opened.id);
    if (!existing) throw e;
    return existing;
  }
  return opened;
}

export function addCaseEvents(store: Store, c: Pick<Case, 'userId' | 'id'>, events: CaseEvent[]) {
  return store.updateRecord(CASE, c.userId, c.id, {}, { append: { events } });
}

/**
 * What the user has sent in this case, as the letter engine reads it: the only history a letter may cite. A send
 * recorded without its place in the sequence counts as a 1st letter (a challenge); the £1 fee went with a s.77/78
 * request when the user listed it among the enclosures.
 */
export function caseHistory(c: Pick<Case, 'events'> | null | undefined): LetterHistory {
  const sent = (c?.events ?? [])
    .flatMap((e) => (e.type === 'sent' ? [e] : []))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((e) => ({
      stage: e.stage ?? 1,
      purpose: sentPurpose(e.purpose),
      sentAt: e.at,
      method: e.method,
      enclosures: e.enclosures,
      feePaid: e.enclosures.some((x) => /£\s?1(\.00)?\b|postal order|statutory fee/i.test(x)),
      ...(e.disputed ? { disputed: true } : {}),
    }));
  return { sent };
}

/**
 * What a sent letter was for, as the engine reads it: the engine's own purpose for its letters, and for a letter the
 * user sent themselves the step they named (a "Dispute or complaint" disputed; a credit agreement request asked for
 * the agreement). Anything else is not known, and the engine claims nothing about it.
 */
function sentPurpose(purpose: string | undefined): SentLetter['purpose'] {
  if (SENT_PURPOSES.has(purpose ?? '')) return purpose as SentLetter['purpose'];
  const step = stepOfPurpose(purpose);
  return step ? STEP_SENT_PURPOSE[step] : undefined;
}

const STEP_SENT_PURPOSE: Partial<Record<StepId, SentLetter['purpose']>> = {
  sar: 'sar',
  's77-78': 'cca_request',
  dispute: 'dispute',
};

const SENT_PURPOSES = new Set([
  'cca_request',
  'dispute',
  'sar',
  'complaint',
  'pap_reply',
  'statute_barred',
  'other',
]);

/**
 * The reply's place in the user's own sequence: 1 (challenge and request for evidence) until the case holds a 1st
 * letter the user sent, 2 after it, 3 (final, before escalation) after a 2nd — the engine's rule, on the case's
 * history. Never guessed from the received letter (PRODUCT.md rule 3).
 */
export function nextStage(c: Pick<Case, 'events'> | null | undefined): 1 | 2 | 3 {
  return engineNextStage(caseHistory(c));
}

/** A letter is filed once; its claim outlives any redelivery of its job by far. */
const CLAIM_SECONDS = 30 * 86400;

/** Files a letter in its case (by its organisation and reference) and records it there. */
export async function fileLetter(
  store: Store,
  letter: LetterBase,
  key: CaseKey,
  event: CaseEvent | null,
): Promise<Case> {
  const c = await findOrOpenCase(store, letter.userId, key);
  // A retried job files the same letter again, perhaps at the same instant as another delivery: its event is
  // recorded once (the claim is a conditional write, so of two racing runs only one appends).
  const fresh =
    event &&
    !c.events.some((e) => e.type === event.type && e.letterId === letter.id) &&
    (await store.claimOnce(`case-event:${event.type}:${letter.userId}:${letter.id}`, CLAIM_SECONDS));
  if (fresh) await addCaseEvents(store, c, [event]);
  return { ...c, events: fresh ? [...c.events, event] : c.events };
}
