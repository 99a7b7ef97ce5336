/**
 * POST /api/generate-rebuttal: the debt defence flow (part 1 §3). The letter is a debt-kind letter (`source: 'flow'`)
 * written at once from the typed details: the letters the user says they already sent this creditor are recorded
 * in the case first, so the reply's place in the sequence — and the earlier date it may cite — comes from the case
 * (nextStage), never from a guess. Then it is stored with its credit in one transaction and filed in the case.
 */
import type {
  Case,
  CaseEvent,
  DebtFlowRequest,
  DebtLetter,
  GenerateRebuttalResponse,
  User,
} from '@app/shared';
import { CREDIT_AGENCY_NAMES } from '@app/shared';
import { addCaseEvents, caseHistory, findOrOpenCase, nextStage } from '../domain/cases';
import { newId } from '../domain/ids';
import { submitLetter } from '../domain/letters';
import { debtKind } from '../kinds/debt';
import { composeDebtLetter } from '../letters/debt';
import { tailorLetter } from '../letters/tailor';
import { letterToText } from '../letters/text';
import type { DebtLetterInput, LetterDoc } from '../letters/types';
import type { Store } from '../ports/store';
import { api, json } from './lib/api';

/** The flow's letter is written here, not by the worker: the debt kind, built inline. */
const flowKind = { ...debtKind, queued: false };

/** '£1,250.50', '1250.5', 1250.5 → 1250.5; anything else → null. */
export function parseAmount(v: number | string): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v : null;
  const n = Number(v.replace(/[£,\s]/g, ''));
  return v.trim() && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Records in the case the letters the user says they sent (1st, then 2nd), each once: telling the form again does not
 * add them twice. Returns the case as it now stands.
 */
export async function recordPriorLetters(store: Store, c: Case, body: DebtFlowRequest): Promise<Case> {
  const fresh: CaseEvent[] = [];
  body.priorLetters.forEach((p, i) => {
    const stage = (i + 1) as 1 | 2;
    const known = c.events.some((e) => e.type === 'sent' && (e.stage ?? 1) === stage && e.at === p.sentAt);
    if (known) return;
    fresh.push({
      type: 'sent',
      at: p.sentAt,
      stage,
      // A send with the £1 fee was a request for the credit agreement (s.77/78); otherwise the form does not say.
      ...(p.feeEnclosed ? { purpose: 'cca_request' } : {}),
      method: p.method,
      enclosures: p.feeEnclosed ? ['£1 statutory fee (s.77/78 Consumer Credit Act 1974)'] : [],
      note: 'Recorded from the debt defence form: sent by the user outside FairReply.',
    });
  });
  if (!fresh.length) return c;
  await addCaseEvents(store, c, fresh);
  return { ...c, events: [...c.events, ...fresh] };
}

/** What the engine needs, from the form, the user and the case. */
export function flowInput(body: DebtFlowRequest, user: User, theCase: Case): DebtLetterInput {
  const strategy = body.useTrustChallenge ? 'trust' : body.useEDPChallenge ? 'edp' : 'standard';
  const person = body.personalName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const entity = body.entityType;
  // disputeReason is the trademark classes for EDP/TM and the company number for Ltd (part 1 §3); otherwise the
  // user's own account of why they dispute the debt.
  const isTm = entity === 'EDP' || entity === 'TM';
  const isLtd = entity === 'Ltd';
  return {
    debtType: body.debtType || 'normal',
    stage: nextStage(theCase),
    strategy,
    entityType: entity,
    sender: { name: person, address: body.userAddress, email: user.email },
    recipient: { name: body.creditorName, email: body.creditorEmail || undefined },
    accountNumber: body.accountNumber || undefined,
    amount: parseAmount(body.debtAmount),
    history: caseHistory(theCase),
    userNotes: !isTm && !isLtd && body.disputeReason ? body.disputeReason : undefined,
    edpName: entity === 'EDP' ? body.entityName || undefined : undefined,
    companyName: isLtd ? body.entityName || undefined : undefined,
    companyNumber: isLtd ? body.disputeReason || undefined : undefined,
    trademark: isTm
      ? { name: entity === 'TM' ? body.entityName || undefined : undefined, classes: body.disputeReason }
      : undefined,
    bailiff: body.bailiffName ? { name: body.bailiffName, verified: body.bailiffVerified } : undefined,
    warrant:
      body.warrantType || body.warrantNumber || body.warrantDate
        ? {
            type: body.warrantType || undefined,
            number: body.warrantNumber || undefined,
            date: body.warrantDate || undefined,
          }
        : undefined,
  };
}

/**
 * The credit agencies the user ticked: the creditor is asked to report the account as disputed, not as in default,
 * while the dispute lasts. A request, not a statement of anything the user has done.
 */
export function withAgencyRequest(doc: LetterDoc, agencies: DebtFlowRequest['creditAgencies']): LetterDoc {
  if (!agencies.length) return doc;
  const names = agencies.map((a) => CREDIT_AGENCY_NAMES[a]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return {
    ...doc,
    paragraphs: [
      ...doc.paragraphs,
      `While this account is in dispute, please do not report it to any credit reference agency as in arrears or in default. If you have already reported it to ${list}, please ask ${names.length > 1 ? 'them' : 'it'} to mark the entry as disputed until this matter is resolved.`,
    ],
  };
}

export const handler = api('generate-rebuttal', async ({ user, deps, body }) => {
  const key = { organisation: body.creditorName, reference: body.accountNumber || undefined };
  const theCase = await recordPriorLetters(deps.store, await findOrOpenCase(deps.store, user.id, key), body);
  const input = flowInput(body, user, theCase);
  const doc = await tailorLetter(deps.llm, withAgencyRequest(composeDebtLetter(input), body.creditAgencies), {
    creditorName: body.creditorName,
    accountNumber: input.accountNumber,
    debtAmount: input.amount ?? undefined,
    userNotes: input.userNotes,
  });
  const now = new Date().toISOString();
  const letter: DebtLetter = {
    id: newId(),
    userId: user.id,
    status: 'completed',
    source: 'flow',
    createdAt: now,
    updatedAt: now,
    originalFileName: body.originalFileName || undefined,
    creditorName: body.creditorName,
    debtType: input.debtType,
    debtAmount: input.amount ?? null,
    accountNumber: body.accountNumber || undefined,
    sequenceNumber: input.stage,
    letter: doc,
    rebuttalText: letterToText(doc),
    responseDeadline: doc.responseDeadline,
    entityType: body.entityType || undefined,
    entityName: body.entityName || undefined,
    tmNumber: undefined,
    options: body as unknown as Record<string, unknown>,
  };
  const outcome = await submitLetter(deps, flowKind, letter);
  if (!outcome.ok) return json(outcome.status, { message: outcome.message });
  const res: GenerateRebuttalResponse = {
    letterId: letter.id,
    caseId: outcome.letter.caseId ?? null,
    sequenceNumber: input.stage,
    status: 'completed',
  };
  return json(200, res);
});
