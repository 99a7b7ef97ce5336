/** Debt letters: creating one from an upload (credit spent in the same write), and what the browser sees. */
import {
  debtTypeLabel,
  MAX_UPLOAD_BYTES,
  type DebtLetter,
  type DebtLetterDetail,
  type DebtLetterSummary,
  type UploadFields,
} from '@app/shared';
import { getLegal } from '@app/shared/legal/catalogue';
import type { Deps } from '../runtime/deps';
import { sniffFileType } from '../extract/sniff';
import { newId } from './ids';
import { imageIntact } from './image-integrity';

export const originalKey = (userId: string, letterId: string) => `originals/${userId}/${letterId}`;

export type CreateOutcome =
  { ok: true; letterId: string } | { ok: false; status: 400 | 402; message: string };

/** Checks the file by its content (magic bytes) and size. */
export function checkFile(
  data: Uint8Array,
  truncated = false,
): { ok: true; contentType: string } | { ok: false; message: string } {
  if (truncated || data.length > MAX_UPLOAD_BYTES)
    return { ok: false, message: 'File Too Large: please select a file smaller than 10MB.' };
  if (data.length === 0)
    return { ok: false, message: 'The file is empty. Please select a PDF, JPG, or PNG file.' };
  const contentType = sniffFileType(data);
  if (!contentType)
    return { ok: false, message: 'Invalid File Type: please select a PDF, JPG, or PNG file.' };
  if (contentType !== 'application/pdf' && !imageIntact(data, contentType)) {
    return {
      ok: false,
      message: 'The image appears to be damaged or incomplete. Please take the photo or scan again.',
    };
  }
  return { ok: true, contentType };
}

export function newDebtLetter(
  userId: string,
  fields: UploadFields,
  fileName: string,
  contentType: string,
): DebtLetter {
  const id = newId();
  const now = new Date().toISOString();
  const cleanName = fileName.replace(/[^\w .()\-]/g, '_').slice(0, 200) || 'letter';
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

/**
 * Stores the original, then creates the letter and spends one credit in one transaction, then queues the job.
 * No credit: the stored original is removed and nothing else changed.
 */
export async function acceptLetter(
  deps: Deps,
  letter: DebtLetter,
  body: Uint8Array | null,
): Promise<CreateOutcome> {
  if (body) await deps.blobs.put(letter.originalKey!, body, letter.originalContentType!);
  const outcome = await deps.store.putRecord('debtLetter', letter, { debit: true });
  if (outcome === 'no-credit') {
    await deps.blobs.delete(letter.originalKey!);
    return {
      ok: false,
      status: 402,
      message: 'No Credits Available: you need 1 credit to process a letter. Please buy credits.',
    };
  }
  await deps.queue.send({ type: 'process-debt-letter', userId: letter.userId, letterId: letter.id });
  return { ok: true, letterId: letter.id };
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
  };
}

export function toDetail(l: DebtLetter): DebtLetterDetail {
  const doc = (l.letter ?? {}) as {
    subject?: string;
    legalBases?: string[];
    deadlineRule?: string;
    nextStep?: string;
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
    creditRefunded: Boolean(l.creditRefunded),
    bailiffName: ((l.options ?? {}).bailiffName as string) || null,
  };
}

/** Download file name per the spec: debt-rebuttal-{accountNumber or id}. */
export function downloadName(l: DebtLetter, ext: string): string {
  const ref = (l.accountNumber || l.id).replace(/[^\w\-]/g, '_');
  return `debt-rebuttal-${ref}.${ext}`;
}

export { debtTypeLabel };
