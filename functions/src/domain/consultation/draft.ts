/**
 * The letter the consultation proposes, written by the letter engine (letters/debt.ts composeDebtLetter) from what the
 * interview learned, the documents read and the user's case (what they already sent: domain/cases.ts caseHistory).
 * It is a letter of the debt kind, built inline and at no credit (the consultation was paid for), filed in the case
 * by submitLetter like any inline kind: it appears on the dashboard and opens in /letter/{id} with edit and downloads.
 */
import type { Case, ConsultationFacts, DebtLetter, ReceivedKind, User } from '@app/shared';
import { composeDebtLetter } from '../../letters/debt';
import { letterToText } from '../../letters/text';
import { auditReceivedLetter, type AuditFinding } from '../../letters/audit';
import type { DebtLetterInput, LetterDoc, SentLetter } from '../../letters/types';
import { debtKind } from '../../kinds/debt';
import type { Deps } from '../../runtime/deps';
import { caseHistory, caseMatches, nextStage } from '../cases';
import { newId } from '../ids';
import { submitLetter } from '../letters';
import { CASE } from '../records';
import type { StoredDocument } from './documents';
import { readDate, sentPurpose } from './interview';

/** The debt kind as the consultation uses it: inline, and already paid for. */
const consultationDebtKind = { ...debtKind, price: 0, queued: false };

/** The user's case with this organisation (and reference), if they have one. */
export async function findCase(deps: Deps, userId: string, f: ConsultationFacts): Promise<Case | null> {
  if (!f.organisation) return null;
  const cases = await deps.store.listRecords(CASE, userId);
  return (
    cases.find((c) => caseMatches(c, { organisation: f.organisation!, reference: f.reference })) ??
    cases.find((c) => caseMatches(c, { organisation: f.organisation! })) ??
    null
  );
}

/** The received letter the reply answers: the latest document from this organisation, or the latest of all. */
export function receivedDocument(docs: StoredDocument[], f: ConsultationFacts): StoredDocument | undefined {
  const org = f.organisation?.toLowerCase();
  return [...docs].reverse().find((d) => org && d.organisation?.toLowerCase() === org) ?? docs.at(-1);
}

export function engineInput(
  user: User,
  f: ConsultationFacts,
  docs: StoredDocument[],
  theCase: Case | null,
  today = new Date(),
): DebtLetterInput {
  const doc = receivedDocument(docs, f);
  const history = caseHistory(theCase);
  // What the user told us they sent, when the case does not already record it.
  if (f.alreadySent && f.alreadySent !== 'nothing' && history.sent.length === 0) {
    const sentAt = readDate(f.alreadySent, today);
    const purpose = sentPurpose(f.alreadySent);
    if (sentAt) {
      const s: SentLetter = {
        stage: 1,
        purpose,
        sentAt,
        feePaid: /£\s?1\b|postal order/i.test(f.alreadySent),
      };
      history.sent.push(s);
    }
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  return {
    debtType: f.debtType ?? doc?.debtType ?? 'normal',
    stage: nextStage(theCase),
    history,
    received: {
      kind: (doc?.kind as ReceivedKind | undefined) ?? null,
      letterDate: doc?.letterDate ?? (f.when && f.when !== 'unknown' ? f.when : undefined),
    },
    strategy: 'standard',
    sender: { name, address: f.address || undefined, email: user.email },
    recipient: { name: f.organisation ?? doc?.organisation ?? 'The Creditor' },
    accountNumber: f.reference ?? doc?.reference ?? undefined,
    amount: f.amount ?? doc?.amount ?? undefined,
    letterDate: today,
    receivedText: doc?.text,
    userNotes: f.problem,
    disputeGround: f.disputeGround,
  };
}

/** What the engine would write now, and what its audit finds in the received letter (for the explanation). */
export function preview(input: DebtLetterInput): { doc: LetterDoc; findings: AuditFinding[] } {
  const doc = composeDebtLetter(input);
  const findings = input.receivedText
    ? auditReceivedLetter(input.receivedText, input.debtType, { amount: input.amount ?? null })
    : [];
  return { doc, findings };
}

/** Writes the letter into the user's case; returns the stored letter's id. */
export async function writeLetter(
  deps: Deps,
  userId: string,
  consultationId: string,
  input: DebtLetterInput,
): Promise<{ id: string; doc: LetterDoc }> {
  const doc = composeDebtLetter(input);
  const now = new Date().toISOString();
  const letter: DebtLetter = {
    id: newId(),
    userId,
    status: 'completed',
    source: 'consultation',
    createdAt: now,
    updatedAt: now,
    creditorName: input.recipient.name,
    accountNumber: input.accountNumber || undefined,
    debtAmount: input.amount ?? null,
    debtType: input.debtType,
    sequenceNumber: doc.stage ?? 1,
    ocrText: input.receivedText,
    letter: doc,
    rebuttalText: letterToText(doc),
    responseDeadline: doc.responseDeadline,
    options: { consultationId, additionalInfo: input.userNotes ?? '' },
  };
  const outcome = await submitLetter(deps, consultationDebtKind, letter);
  if (!outcome.ok) throw new Error(`consultation letter not stored: ${outcome.message}`);
  return { id: letter.id, doc };
}
