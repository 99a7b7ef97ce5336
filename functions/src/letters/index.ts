/** The letter engine's public API. Pure functions except the renderers (font files) and tailoring (the Llm port). */
import type { CreditCleanseRequest } from '@app/shared';
import type { Llm } from '../ports/llm';
import {
  composeCreditCleanseLetters as cleanse,
  composeGdprLetter as gdpr,
  composeIcoComplaint as ico,
} from './data-protection';
import { composeDebtLetter as debt } from './debt';
import { renderDocx as docxOf, renderPdf as pdfOf } from './render/index';
import { tailorLetter as tailor } from './tailor';
import { letterToText as toText } from './text';
import type { DebtLetterInput, LetterDoc } from './types';
import { validateLetter as validate } from './validate';

export type { LetterDoc, DebtLetterInput } from './types';
export type {
  DisputeGround,
  EntityType,
  LetterHistory,
  LetterParty,
  LetterReference,
  PartyInput,
  SentLetter,
  SentPurpose,
  Stage,
  Strategy,
} from './types';

export function composeDebtLetter(input: DebtLetterInput): LetterDoc {
  return debt(input);
}
export function composeCreditCleanseLetters(
  req: CreditCleanseRequest,
  today?: Date,
): { agency: 'equifax' | 'experian' | 'transunion'; agencyEmail: string; letter: LetterDoc }[] {
  return cleanse(req, today);
}
export function composeGdprLetter(req: Parameters<typeof gdpr>[0], today?: Date): LetterDoc {
  return gdpr(req, today);
}
export function composeIcoComplaint(req: Parameters<typeof ico>[0], today?: Date): LetterDoc {
  return ico(req, today);
}
export function letterToText(doc: LetterDoc): string {
  return toText(doc);
}
export function renderPdf(doc: LetterDoc | { text: string; title: string }): Promise<Uint8Array> {
  return pdfOf(doc);
}
export function renderDocx(doc: LetterDoc | { text: string; title: string }): Promise<Uint8Array> {
  return docxOf(doc);
}
export function tailorLetter(
  llm: Llm | null,
  doc: LetterDoc,
  facts: Record<string, string | number | undefined>,
): Promise<LetterDoc> {
  return tailor(llm, doc, facts);
}
export function validateLetter(doc: LetterDoc): string[] {
  return validate(doc);
}

export { strategyCaution } from './strategy';
export { auditReceivedLetter, type AuditFinding } from './audit';
export { groupFor } from './debt';
export { historyFor, nextStage, resolveSequence } from './sequence';
export { CREDIT_AGENCY_CONTACTS, ICO_CONTACT } from './data-protection';
export { renderTxt, renderPdfFromText, renderDocxFromText } from './render/index';
export { checkRewrite } from './tailor';
export { DEBT_TEMPLATES, DEBT_TYPE_GROUP, GROUP_RATIONALE } from './templates/debt';
export { statuteBarredCheck, deadlineToIcs } from '@app/shared/legal/index';
