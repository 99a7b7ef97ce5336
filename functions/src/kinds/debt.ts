/**
 * The debt letter kind: an uploaded demand (or the debt defence form) answered with the engine's reply. Queued: the
 * worker reads the upload and writes the letter (kinds/debt-job.ts).
 */
import type { DebtLetter, DebtLetterDetail, DebtLetterSummary, UploadFields } from '@app/shared';
import { getLegal } from '@app/shared/legal/catalogue';
import type { Jurisdiction } from '@app/shared/legal/limitation';
import { CONFIDENCE_THRESHOLD } from '@app/shared/received';
import { newId } from '../domain/ids';
import { originalKey } from '../domain/uploads';
import { recordType } from '../ports/store';
import { defineKind } from './kind';

export const DEBT = recordType<DebtLetter>('debtLetter', 'DEBT#');

export const debtKind = defineKind<DebtLetter>({
  name: 'debt',
  record: DEBT,
  price: 1,
  queued: true,
  textField: 'rebuttalText',
  // The spec's name: debt-rebuttal-{accountNumber or id}.
  fileName: (l, ext) => `debt-rebuttal-${(l.accountNumber || l.id).replace(/[^\w-]/g, '_')}.${ext}`,
  title: (l) => (l.creditorName ? `Letter to ${l.creditorName}` : 'Letter'),
  caseKey: (l) =>
    l.creditorName ? { organisation: l.creditorName, reference: l.accountNumber || undefined } : null,
  summary: toSummary,
  detail: toDetail,
});

/** A new upload's letter, 'processing' until the worker has read it. */
export function newDebtLetter(
  userId: string,
  fields: UploadFields,
  fileName: string,
  contentType: string,
  id = newId(),
): DebtLetter {
  const now = new Date().toISOString();
  const cleanName = fileName.replace(/[^\w .()-]/g, '_').slice(0, 200) || 'letter';
  return {
    id,
    userId,
    status: 'processing',
    source: 'upload',
    createdAt: now,
    updatedAt: now,
    originalFileName: cleanName,
    originalKey: originalKey(userId, id),
    originalContentType: contentType,
    entityType: fields.entityType || undefined,
    tmNumber: fields.trademarkNumber || undefined,
    feeSchedule: fields.feeSchedule || undefined,
    entityName: fields.edpName || fields.trustName || fields.trademarkName || undefined,
    options: fields as unknown as Record<string, unknown>,
    attempts: 0,
  };
}

export function toSummary(l: DebtLetter): DebtLetterSummary {
  return {
    id: l.id,
    status: l.status,
    createdAt: l.createdAt,
    creditorName: l.creditorName ?? null,
    originalFileName: l.originalFileName ?? null,
    debtType: l.debtType ?? null,
    debtAmount: l.debtAmount ?? null,
    accountNumber: l.accountNumber ?? null,
    sequenceNumber: l.sequenceNumber ?? null,
    responseDeadline: l.responseDeadline ?? null,
    error: l.status === 'failed' ? (l.error ?? 'We could not process this letter.') : null,
    hasContent: Boolean(l.rebuttalText?.trim()),
    caseId: l.caseId ?? null,
    sent: l.sent ?? [],
    respondBy: l.respondBy ?? null,
    unsure: unsureFields(l),
    // An upload's is read or looked up by the job; a flow letter's is the one its form gave the engine.
    creditorEmail:
      l.creditorEmail ??
      (l.letter as { recipient?: { email?: string } } | undefined)?.recipient?.email ??
      null,
  };
}

const CHECKED_FIELDS = ['creditorName', 'debtAmount', 'accountNumber', 'debtType'] as const;

/** The fields read below the confidence threshold (a confirmed field is stored at confidence 1). */
export function unsureFields(l: DebtLetter): DebtLetterSummary['unsure'] {
  const c = l.received?.confidence;
  if (!c || l.status !== 'completed') return [];
  return CHECKED_FIELDS.filter((f) => c[f] !== undefined && c[f] < CONFIDENCE_THRESHOLD);
}

export function toDetail(l: DebtLetter): DebtLetterDetail {
  const doc = (l.letter ?? {}) as {
    subject?: string;
    legalBases?: string[];
    deadlineRule?: string;
    nextStep?: string;
    actFirst?: string;
    disputes?: boolean;
    userNotes?: string[];
    jurisdiction?: Jurisdiction;
  };
  return {
    ...toSummary(l),
    rebuttalText: l.rebuttalText ?? null,
    ocrText: l.ocrText ?? null,
    entityType: l.entityType ?? null,
    entityName: l.entityName ?? null,
    tmNumber: l.tmNumber ?? null,
    feeSchedule: l.feeSchedule ?? null,
    hasOriginal: Boolean(l.originalKey),
    subject: doc.subject ?? null,
    legalBases: (doc.legalBases ?? []).flatMap((id) => {
      const e = getLegal(id);
      return e ? [{ id, title: `${e.title}${e.section ? ` ${e.section}` : ''}`, url: e.url }] : [];
    }),
    deadlineRule: doc.deadlineRule ?? null,
    nextStep: doc.nextStep ?? null,
    actFirst: doc.actFirst ?? null,
    disputes: doc.disputes ?? null,
    // The court's step is both a note and the next step: the page shows it once, under Next steps.
    userNotes: (doc.userNotes ?? []).filter((n) => n !== doc.nextStep),
    creditRefunded: Boolean(l.creditRefunded),
    bailiffName: ((l.options ?? {}).bailiffName as string) || null,
    received: l.received ?? null,
    creditorAddress: l.creditorAddress ?? null,
    jurisdiction: doc.jurisdiction ?? null,
  };
}
