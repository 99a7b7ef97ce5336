/**
 * The next letter of the user's sequence, written from the case (issue 14): when a reply did not come, the 2nd
 * letter (or the 3rd) needs no new upload — the organisation, the reference, the kind of debt and the date of the
 * letter it follows up are all in the case. The form shows them pre-filled; the user checks them, adds anything, and
 * the engine writes the letter at once (one credit, taken in the same transaction that stores it).
 */
import type { Case, DebtLetter, NextLetterDraft, NextLetterRequest, User } from '@app/shared';
import { composeDebtLetter } from '../letters/debt';
import { letterToText } from '../letters/text';
import type { DebtLetterInput, EntityType } from '../letters/types';
import { DEBT, debtKind } from '../kinds/debt';
import type { Deps } from '../runtime/deps';
import { caseHistory, nextStage } from './cases';
import { newId } from './ids';
import { NO_CREDIT_MESSAGE } from './letters';
import { latestSend } from './tracker';

/** The case's latest debt letter the user sent (what the next one follows up), or its latest finished one. */
export function previousLetter(letters: DebtLetter[]): DebtLetter | undefined {
  const done = letters.filter((l) => l.status === 'completed');
  const sent = done
    .filter((l) => latestSend(l))
    .sort((a, b) => latestSend(a)!.sentAt.localeCompare(latestSend(b)!.sentAt));
  return sent.at(-1) ?? done.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
}

const opt = (o: Record<string, unknown> | undefined, k: string) =>
  typeof o?.[k] === 'string' && o[k] ? (o[k] as string) : undefined;

export function nextLetterDraft(c: Case, letters: DebtLetter[]): NextLetterDraft {
  const prev = previousLetter(letters);
  return {
    caseId: c.id,
    stage: nextStage(c),
    recipientName: prev?.creditorName ?? c.organisation,
    accountNumber: prev?.accountNumber ?? c.reference ?? '',
    debtType: prev?.debtType ?? null,
    debtAmount: prev?.debtAmount ?? null,
    // The user's latest send in the case, theirs or ours: what this letter follows up.
    previousLetterDate:
      c.events
        .flatMap((e) => (e.type === 'sent' ? [e.at] : []))
        .sort()
        .at(-1) ?? null,
    previousLetterId: prev?.id ?? null,
    senderAddress: opt(prev?.options, 'senderAddress') ?? '',
  };
}

/** What the engine needs: the user's earlier choices (strategy, entity) carry over from the letter it follows. */
export function nextLetterInput(
  user: User,
  c: Case,
  draft: NextLetterDraft,
  prev: DebtLetter | undefined,
  req: NextLetterRequest,
  letters: DebtLetter[],
): DebtLetterInput {
  const o = prev?.options;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    debtType: draft.debtType ?? 'normal',
    stage: draft.stage,
    // What the user sent in this case, as the engine reads it: it decides the stage and cites only these.
    history: caseHistory(c),
    liabilityOrderMade: letters.some((l) => l.received?.kind === 'liability_order'),
    strategy: o?.useTrustChallenge ? 'trust' : o?.useEDPChallenge ? 'edp' : 'standard',
    entityType: (prev?.entityType as EntityType | undefined) ?? undefined,
    sender: { name, address: req.senderAddress || undefined, email: user.email },
    recipient: { name: req.recipientName },
    accountNumber: req.accountNumber || undefined,
    amount: draft.debtAmount ?? undefined,
    receivedText: prev?.ocrText,
    userNotes: req.userNotes || undefined,
    edpName: opt(o, 'edpName'),
    trustName: opt(o, 'trustName'),
    feeSchedule: prev?.feeSchedule,
  };
}

export type NextLetterOutcome =
  { ok: true; letter: DebtLetter } | { ok: false; status: 402; message: string };

/** Writes and stores the next letter, filed in the same case. */
export async function writeNextLetter(
  deps: Deps,
  user: User,
  c: Case,
  letters: DebtLetter[],
  req: NextLetterRequest,
): Promise<NextLetterOutcome> {
  const draft = nextLetterDraft(c, letters);
  const prev = previousLetter(letters);
  const doc = composeDebtLetter(nextLetterInput(user, c, draft, prev, req, letters));
  const now = new Date().toISOString();
  const letter: DebtLetter = {
    id: newId(),
    userId: user.id,
    status: 'completed',
    source: 'flow',
    createdAt: now,
    updatedAt: now,
    caseId: c.id,
    creditorName: req.recipientName,
    accountNumber: req.accountNumber || undefined,
    debtType: draft.debtType ?? undefined,
    debtAmount: draft.debtAmount,
    sequenceNumber: doc.stage ?? draft.stage,
    entityType: prev?.entityType,
    entityName: prev?.entityName,
    feeSchedule: prev?.feeSchedule,
    options: { ...(prev?.options ?? {}), followsUp: prev?.id, senderAddress: req.senderAddress },
    letter: doc,
    rebuttalText: letterToText(doc),
    responseDeadline: doc.responseDeadline,
  };
  if ((await deps.store.putRecord(DEBT, letter, { debit: debtKind.price })) === 'no-credit')
    return { ok: false, status: 402, message: NO_CREDIT_MESSAGE };
  return { ok: true, letter };
}
