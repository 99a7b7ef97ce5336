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
 * The reply's place in the user's own sequence: 1 (challenge and request for evidence) until the case holds a 1st
 * letter the user sent, 2 (the request went unanswered) after it, 3 (final, before escalation) after a 2nd. Never
 * guessed from the received letter (PRODUCT.md rule 3).
 */
export function nextStage(c: Pick<Case, 'events'> | null | undefined): 1 | 2 | 3 {
  const sentStages = (c?.events ?? []).flatMap((e) => (e.type === 'sent' ? [e.stage ?? 1] : []));
  const highest = Math.max(0, ...sentStages);
  return highest >= 2 ? 3 : highest === 1 ? 2 : 1;
}

/** The letters the user has sent in this case, oldest first (what the engine may cite). */
export function sentHistory(c: Pick<Case, 'events'> | null | undefined) {
  return (c?.events ?? [])
    .flatMap((e) => (e.type === 'sent' ? [e] : []))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Files a letter in its case (by its organisation and reference) and records it there. */
export async function fileLetter(
  store: Store,
  letter: LetterBase,
  key: CaseKey,
  event: CaseEvent | null,
): Promise<Case> {
  const c = await findOrOpenCase(store, letter.userId, key);
  // A retried job files the same letter again: its event is recorded once.
  const fresh = event && !c.events.some((e) => e.type === event.type && e.letterId === letter.id);
  if (fresh) await addCaseEvents(store, c, [event]);
  return { ...c, events: fresh ? [...c.events, event] : c.events };
}
