/**
 * The user confirms or corrects what was read from a received letter (PUT /api/debt-letter/{id}/fields): the reply is
 * written again from the stored text with the corrected fields — the same writer the worker uses — the letter is
 * filed in the case its corrected creditor and reference name, and the confirmed fields are certain from now on.
 * The user may also give the reason they dispute the sum, which the first letter lacked.
 * Nothing is charged: the credit was spent on the upload, and a misreading is ours to put right.
 */
import type { Case, CorrectFieldsRequest, DebtLetter, ReceivedLetter, User } from '@app/shared';
import { fileLetter } from '../domain/cases';
import { moveLetter } from '../domain/letters';
import { CASE } from '../domain/records';
import type { DetectedDebtType } from '../extract/fields';
import type { Deps } from '../runtime/deps';
import { debtKind, DEBT } from './debt';
import { writeDebtReply, type ReplyFields } from './debt-job';

/** A letter can be corrected once it has been read from an upload, and until it is deleted. */
export function canCorrect(
  letter: DebtLetter,
): letter is DebtLetter & { received: ReceivedLetter; ocrText: string } {
  return letter.status === 'completed' && Boolean(letter.received) && Boolean(letter.ocrText);
}

/** The received fields with the user's corrections, every field the user gave now at confidence 1. */
export function correctedReceived(received: ReceivedLetter, body: CorrectFieldsRequest): ReceivedLetter {
  const confidence = { ...received.confidence };
  const next: ReceivedLetter = { ...received, confidence };
  for (const k of ['creditorName', 'debtAmount', 'accountNumber', 'debtType'] as const) {
    if (body[k] === undefined) continue;
    (next as unknown as Record<string, unknown>)[k] = body[k];
    confidence[k] = 1;
  }
  return next;
}

/** The case the letter belongs in once corrected: moved there (with its events), or filed now if it had none. */
async function refile(deps: Deps, letter: DebtLetter, received: ReceivedLetter): Promise<Case | null> {
  const key = debtKind.caseKey({
    ...letter,
    creditorName: received.creditorName ?? undefined,
    accountNumber: received.accountNumber ?? undefined,
  });
  if (!key) return null;
  if (!letter.caseId) {
    return fileLetter(deps.store, letter, key, {
      type: 'received',
      at: letter.createdAt.slice(0, 10),
      letterId: letter.id,
      ...(received.kind ? { kind: received.kind } : {}),
      ...(received.dates.letterDate ? { letterDate: received.dates.letterDate } : {}),
    });
  }
  const caseId = (await moveLetter(deps, debtKind, letter, key)) ?? letter.caseId;
  return deps.store.getRecord(CASE, letter.userId, caseId);
}

/** Writes the corrected letter and returns it; null if it changed status meanwhile (deleted, or being rebuilt). */
export async function correctDebtLetter(
  deps: Deps,
  user: User,
  letter: DebtLetter & { received: ReceivedLetter; ocrText: string },
  body: CorrectFieldsRequest,
): Promise<DebtLetter | null> {
  const received = correctedReceived(letter.received, body);
  const theCase = await refile(deps, letter, received);
  // Its own sends do not move the reply along its own sequence: the stage is the one it was written for.
  const history = theCase && {
    ...theCase,
    events: theCase.events.filter((e) => e.letterId !== letter.id || e.type === 'received'),
  };
  const fields: ReplyFields = {
    creditorName: received.creditorName,
    debtAmount: received.debtAmount,
    accountNumber: received.accountNumber,
    debtType: (received.debtType ?? 'normal') as DetectedDebtType,
    kind: received.kind,
    dates: received.dates,
  };
  // The user's reason for disputing the sum is their own words, as if given with the upload ("Additional
  // information"): the letter then says they dispute it and quotes them.
  const options = body.disputeReason
    ? { ...(letter.options ?? {}), additionalInfo: body.disputeReason }
    : letter.options;
  const reply = await writeDebtReply(deps, { ...letter, options }, user, fields, letter.ocrText, history);
  const patch: Partial<DebtLetter> = {
    ...reply,
    ...(body.disputeReason ? { options } : {}),
    caseId: theCase?.id ?? letter.caseId,
    received,
    // The letter is written again from the corrected fields: the new text replaces any edit of the old one.
    edited: false,
  };
  const done = await deps.store.updateRecord(DEBT, user.id, letter.id, patch, { ifStatus: 'completed' });
  return done ? { ...letter, ...patch } : null;
}
