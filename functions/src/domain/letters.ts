/**
 * What every letter kind shares, written once (ARCHITECTURE.md "Letter kinds and cases"): submitting (credit spent in
 * the same transaction as the record, then queued or filed), finding one's own letter of any kind, editing, deleting,
 * recording a send, moving it to another case, and what its downloads render.
 */
import type { LetterBase, SentRecord, User } from '@app/shared';
import {
  deadlineFromSend,
  type DeadlineRule,
  type HolidayRegion,
  type SendDeadline,
} from '@app/shared/legal/deadlines';
import { newId } from './ids';
import { addCaseEvents, fileLetter, findOrOpenCase } from './cases';
import { CASE } from './records';
import { LETTER_RECORDS, kindByPrefix } from '../kinds';
import { letterText, type AnyKind, type LetterKind } from '../kinds/kind';
import type { LetterDoc } from '../letters/types';
import type { Deps } from '../runtime/deps';

export const LETTER_ID = /^[0-9a-z]{25}$/;

export type SubmitOutcome = { ok: true; letter: LetterBase } | { ok: false; status: 402; message: string };

export const NO_CREDIT_MESSAGE =
  'No Credits Available: you need 1 credit to create a letter. Please buy credits.';

/**
 * Stores a new letter and spends its price in one transaction; then a queued kind's job is sent, and an inline
 * kind's letter is filed in its case. With no credit, an original already stored is removed and nothing changed.
 */
export async function submitLetter<R extends LetterBase>(
  deps: Deps,
  kind: LetterKind<R>,
  letter: R,
  original?: { key: string; body?: Uint8Array; contentType: string },
): Promise<SubmitOutcome> {
  if (original?.body) await deps.blobs.put(original.key, original.body, original.contentType);
  const outcome = await deps.store.putRecord(kind.record, letter, { debit: kind.price });
  if (outcome === 'no-credit') {
    if (original) await deps.blobs.delete(original.key);
    return {
      ok: false,
      status: 402,
      message:
        kind.price === 1 ? NO_CREDIT_MESSAGE : NO_CREDIT_MESSAGE.replace('1 credit', `${kind.price} credits`),
    };
  }
  if (kind.queued) {
    await deps.queue.send({
      type: 'build-letter',
      kind: kind.name,
      userId: letter.userId,
      letterId: letter.id,
    });
    return { ok: true, letter };
  }
  const key = kind.caseKey(letter);
  if (key) {
    const c = await fileLetter(deps.store, letter, key, null);
    await deps.store.updateRecord(kind.record, letter.userId, letter.id, { caseId: c.id } as Partial<R>);
    return { ok: true, letter: { ...letter, caseId: c.id } };
  }
  return { ok: true, letter };
}

/** Builds an inline kind's letter from its validated request and submits it. */
export async function generateLetter<R extends LetterBase, Req>(
  deps: Deps,
  user: User,
  kind: LetterKind<R, Req>,
  input: Req,
): Promise<SubmitOutcome> {
  if (!kind.build) throw new Error(`letter kind ${kind.name} is not built inline`);
  const built = await kind.build(input, { deps, user });
  const now = new Date().toISOString();
  const letter = {
    status: 'completed',
    ...built,
    id: newId(),
    userId: user.id,
    createdAt: now,
    updatedAt: now,
  } as R;
  return submitLetter(deps, kind, letter);
}

/** The signed-in user's letter of any kind (or of the given kind); null for anyone else's. */
export async function findOwnLetter(
  deps: Deps,
  userId: string,
  id: string | undefined,
  kind?: AnyKind,
): Promise<{ kind: AnyKind; letter: LetterBase } | null> {
  if (!id || !LETTER_ID.test(id)) return null;
  if (kind) {
    const letter = await deps.store.getRecord(kind.record, userId, id);
    return letter ? { kind, letter } : null;
  }
  const found = await deps.store.findRecord(LETTER_RECORDS, userId, id);
  const k = found && kindByPrefix(found.type.prefix);
  return k ? { kind: k, letter: found!.record as LetterBase } : null;
}

export const isReady = (kind: AnyKind, letter: LetterBase) =>
  letter.status === 'completed' && letterText(kind, letter).trim().length > 0;

/** Saves the user's edit: downloads render this text from now on. */
export function saveLetterText(deps: Deps, kind: AnyKind, letter: LetterBase, text: string) {
  return deps.store.updateRecord(kind.record, letter.userId, letter.id, {
    [kind.textField]: text,
    edited: true,
  } as Partial<LetterBase>);
}

/** Deletes the letter and its uploaded original. The case keeps its history (what was sent stays true). */
export async function deleteLetter(deps: Deps, kind: AnyKind, letter: LetterBase) {
  await deps.store.deleteRecord(kind.record, letter.userId, letter.id);
  const original = (letter as { originalKey?: string }).originalKey;
  if (original) await deps.blobs.delete(original);
}

/**
 * The date the recipient must answer by, counted from this send by the letter's own rule (LetterDoc.deadline), with
 * how it was counted: from the day the letter is treated as received for the way it went (post on the second working
 * day, email or by hand that working day: shared/src/legal/deadlines.ts `deemedReceipt`). Undefined when the letter
 * sets no period.
 */
export function deadlineForSend(letter: LetterBase, sent: SentRecord): SendDeadline | undefined {
  const doc = letter.letter as { deadline?: DeadlineRule; jurisdiction?: HolidayRegion } | undefined;
  return doc?.deadline
    ? deadlineFromSend(doc.deadline, sent.sentAt, sent.method, doc.jurisdiction)
    : undefined;
}

export function respondByFor(letter: LetterBase, sent: SentRecord): string | undefined {
  return deadlineForSend(letter, sent)?.date;
}

/**
 * Whether the letter told the recipient the user disputes the sum. Letters written before the engine recorded it
 * (`disputes` absent) are read from their own words, so a follow-up to one that disputed still says so.
 */
export function disputesSum(doc: Pick<LetterDoc, 'disputes' | 'paragraphs'>): boolean {
  if (typeof doc.disputes === 'boolean') return doc.disputes;
  return (doc.paragraphs ?? []).some((p) => /\bI dispute (?:this|the|that|it)\b/.test(p));
}

/**
 * Records that the user sent the letter (or the product sent it for them): on the letter, with the date the
 * recipient must answer by, and in its case as the next letter of the user's own sequence.
 */
export async function recordSent(
  deps: Deps,
  kind: AnyKind,
  letter: LetterBase,
  sent: SentRecord,
): Promise<LetterBase> {
  const respondBy = respondByFor(letter, sent);
  const patch = { respondBy } as Partial<LetterBase>;
  await deps.store.updateRecord(kind.record, letter.userId, letter.id, patch, { append: { sent: [sent] } });
  if (letter.caseId) {
    // What the engine wrote: its place in the user's sequence and what it was for (a s.77/78 request, a Protocol
    // reply…), so the next letter can cite it truly.
    const doc = letter.letter as Pick<LetterDoc, 'stage' | 'purpose' | 'disputes' | 'paragraphs'> | undefined;
    await addCaseEvents(deps.store, { userId: letter.userId, id: letter.caseId }, [
      {
        type: 'sent',
        at: sent.sentAt,
        letterId: letter.id,
        stage: doc?.stage ?? 1,
        ...(doc?.purpose ? { purpose: doc.purpose } : {}),
        ...(doc && disputesSum(doc) ? { disputed: true } : {}),
        method: sent.method,
        enclosures: sent.enclosures,
        respondBy,
      },
    ]);
  }
  return { ...letter, ...patch, sent: [...(letter.sent ?? []), sent] };
}

/**
 * Moves a letter to another of the user's cases (or a new case about another organisation). The events that name
 * the letter move with it, so each case's history stays its own.
 */
export async function moveLetter(
  deps: Deps,
  kind: AnyKind,
  letter: LetterBase,
  to: { caseId: string } | { organisation: string; reference?: string },
): Promise<string | null> {
  const { store } = deps;
  const target =
    'caseId' in to
      ? await store.getRecord(CASE, letter.userId, to.caseId)
      : await findOrOpenCase(store, letter.userId, to);
  if (!target) return null;
  if (target.id === letter.caseId) return target.id;
  const from = letter.caseId ? await store.getRecord(CASE, letter.userId, letter.caseId) : null;
  const moving = (from?.events ?? []).filter((e) => e.letterId === letter.id);
  if (from && moving.length)
    await store.updateRecord(CASE, letter.userId, from.id, {
      events: from.events.filter((e) => e.letterId !== letter.id),
    });
  if (moving.length) await addCaseEvents(store, target, moving);
  await store.updateRecord(kind.record, letter.userId, letter.id, {
    caseId: target.id,
  } as Partial<LetterBase>);
  return target.id;
}

export type LetterSource = { kind: 'doc'; doc: LetterDoc } | { kind: 'text'; text: string; title: string };

/** What downloads render: the structured letter while it is untouched, the user's text once edited. */
export function letterSource(kind: AnyKind, letter: LetterBase): LetterSource {
  if (letter.letter && !letter.edited) return { kind: 'doc', doc: letter.letter as LetterDoc };
  return { kind: 'text', text: letterText(kind, letter), title: kind.title(letter) };
}
