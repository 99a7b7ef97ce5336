/**
 * A document brought to the consultation: checked at the door like a debt upload (domain/uploads.ts checkFile), read
 * like one (PDF text layer, OCR otherwise: extract/read.ts), and classified by the extraction rules (who sent it,
 * its reference and sum, what kind of letter it is). Only its text is kept, in the consultation record, so it goes
 * with the account; the file itself is not stored.
 */
import {
  MAX_DOCUMENT_TEXT,
  type ConsultationDocument,
  type ConsultationSession,
  type ReceivedKind,
} from '@app/shared';
import { readDocument, UnsupportedDocumentError } from '../../extract/read';
import { extractFields, normaliseText } from '../../extract/fields';
import { classifyKind } from '../../extract/kind';
import { findDates } from '../../extract/dates';
import type { Ocr } from '../../ports/ocr';
import { checkFile } from '../uploads';
import { newId } from '../ids';

export type StoredDocument = NonNullable<ConsultationSession['documents']>[number];

/** Plain-English names of what a letter is. */
export const KIND_NAMES: Record<ReceivedKind, string> = {
  first_demand: 'a first demand for payment',
  reminder: 'a reminder',
  final_demand: 'a final demand',
  notice_of_assignment: 'a notice that the debt has been sold (assigned)',
  default_notice: 'a default notice',
  termination_notice: 'a termination notice',
  letter_of_claim: 'a Letter of Claim (the last step before a court claim)',
  court_claim: 'a court claim form',
  judgment: 'a notice of a county court judgment',
  notice_to_keeper: 'a parking Notice to Keeper',
  notice_to_owner: 'a Notice to Owner',
  penalty_charge_notice: 'a council Penalty Charge Notice',
  charge_certificate: 'a charge certificate',
  debt_recovery: 'a debt recovery letter',
  notice_of_enforcement: 'a bailiff Notice of Enforcement',
  enforcement_visit: 'a bailiff visit notice',
  enforcement_update: 'a bailiff update',
  council_tax_reminder: 'a council tax reminder',
  council_tax_final_notice: 'a council tax final notice',
  liability_order: "a council's letter after a liability order",
  summons: 'a court summons',
  fine_notice: 'a fine notice',
  other: 'a letter',
};

export type ReadOutcome = { ok: true; document: StoredDocument } | { ok: false; message: string };

export async function readConsultationDocument(
  data: Uint8Array,
  fileName: string,
  truncated: boolean,
  ocr: () => Promise<Ocr>,
): Promise<ReadOutcome> {
  const checked = checkFile(data, truncated);
  if (!checked.ok) return checked;
  let read;
  try {
    // pdf.js wants a plain Uint8Array, not a Node Buffer.
    read = await readDocument(new Uint8Array(data), checked.contentType, await ocr());
  } catch (e) {
    if (e instanceof UnsupportedDocumentError)
      return {
        ok: false,
        message: 'We could not open this file. Please upload a PDF, JPG or PNG that opens on your device.',
      };
    throw e;
  }
  if (read.text.trim().length < 20)
    return {
      ok: false,
      message: 'We could not read any text in this file. Please upload a clearer PDF, JPG or PNG.',
    };
  const text = read.text.slice(0, MAX_DOCUMENT_TEXT);
  const fields = extractFields(text, { ocr: read.method === 'ocr' });
  const norm = normaliseText(text);
  const kind = classifyKind(norm, fields.creditorName, fields.debtType);
  const dates = findDates(norm);
  const document: StoredDocument = {
    id: newId(),
    fileName: fileName.replace(/[^\w .()-]/g, '_').slice(0, 200) || 'document',
    contentType: checked.contentType,
    uploadedAt: new Date().toISOString(),
    description: KIND_NAMES[kind.kind] ?? 'a letter',
    organisation: fields.creditorName,
    reference: fields.accountNumber,
    amount: fields.debtAmount,
    debtType: fields.debtType,
    method: read.method,
    kind: kind.kind,
    letterDate: dates.letterDate ?? null,
    text,
  };
  return { ok: true, document };
}

/** What the assistant says when a document has been read: what it found, and what it will use it for. */
export function describeDocument(d: ConsultationDocument): string {
  const parts = [`I have read ${d.fileName}. It looks like ${d.description}`];
  if (d.organisation) parts[0] += ` from ${d.organisation}`;
  parts[0] += '.';
  const facts: string[] = [];
  if (d.reference) facts.push(`reference ${d.reference}`);
  if (d.amount !== null) facts.push(`a sum of £${d.amount.toFixed(2)}`);
  if (d.letterDate) facts.push(`dated ${d.letterDate.split('-').reverse().join('/')}`);
  if (facts.length) parts.push(`It shows ${facts.join(', ')}.`);
  if (!d.organisation) parts.push('I could not see clearly who sent it, so I will ask you.');
  parts.push('I will use it for the rest of our conversation; tell me if anything I read is wrong.');
  return parts.join(' ');
}
