/**
 * Builds a debt letter from its upload: original → text (PDF text layer or OCR) → fields → filed in its case →
 * the reply the user's own history calls for → stored → user emailed.
 */
import type { Case, DebtLetter, User } from '@app/shared';
import { formatUkDate } from '@app/shared/legal/deadlines';
import type { LlmImage } from '../ports/llm';
import type { Deps } from '../runtime/deps';
import { readDocument } from '../extract/read';
import { analyseLetter, toReceivedLetter } from '../extract/analyse';
import { readSenderContact } from '../extract/address';
import { findCreditor } from '../data/creditor-lookup';
// Straight from the modules, not the letters/index facade: that one also pulls the PDF/DOCX renderers (and their
// fonts) into this bundle, which never renders.
import { composeDebtLetter } from '../letters/debt';
import { letterToText } from '../letters/text';
import { tailorLetter } from '../letters/tailor';
import type { DebtLetterInput } from '../letters/types';
import { caseHistory, fileLetter, nextStage } from '../domain/cases';
import { checkFile } from '../domain/uploads';
import { sendOrDefer } from '../domain/outbox';
import { debtKind, DEBT } from './debt';
import { UserFacingError } from './errors';

type Options = Record<string, unknown> & {
  useEDPChallenge?: boolean;
  useTrustChallenge?: boolean;
  edpName?: string;
  trustName?: string;
  trademarkNumber?: string;
  trademarkName?: string;
  trademarkClasses?: string;
  feeSchedule?: string;
  bailiffName?: string;
  bailiffVerified?: boolean;
  additionalInfo?: string;
  senderAddress?: string;
  lastPaymentDate?: string;
};

/** The fields of the received letter the reply is written from: as read, or as the user corrected them. */
export type ReplyFields = Pick<
  Awaited<ReturnType<typeof analyseLetter>>,
  'creditorName' | 'debtAmount' | 'accountNumber' | 'debtType' | 'kind' | 'dates'
>;

/** Where the reply goes: the sender's address as printed, its email as printed or from the creditor directory. */
export function creditorContact(
  text: string,
  creditorName: string | null,
  user: User,
): { address?: string; email?: string } {
  const read = readSenderContact(text, creditorName, [user.email]);
  const email = read.email ?? (creditorName ? findCreditor(creditorName)?.emails[0] : undefined);
  return {
    ...(read.addressLines ? { address: read.addressLines.join('\n') } : {}),
    ...(email ? { email } : {}),
  };
}

/** What the engine needs, from the letter read, the user's choices and the case (what the user already sent). */
export function letterInput(
  letter: DebtLetter,
  user: User,
  fields: ReplyFields,
  text: string,
  theCase: Case | null,
  contact: { address?: string } = creditorContact(text, fields.creditorName, user),
): DebtLetterInput {
  const o = (letter.options ?? {}) as Options;
  const strategy = o.useTrustChallenge ? 'trust' : o.useEDPChallenge ? 'edp' : 'standard';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    debtType: fields.debtType,
    // The reply's place in the user's own sequence comes from what the case says the user sent (the engine decides it
    // from `history`); what the received letter is decides which reply fits.
    stage: nextStage(theCase),
    history: caseHistory(theCase),
    received: { kind: fields.kind, letterDate: fields.dates.letterDate, respondBy: fields.dates.respondBy },
    strategy,
    entityType: letter.entityType as DebtLetterInput['entityType'],
    // The address given with this upload, else the one kept in the user's profile.
    sender: { name, address: o.senderAddress || user.address || undefined, email: user.email },
    recipient: {
      name: fields.creditorName ?? 'The Creditor',
      address: contact.address,
    },
    accountNumber: fields.accountNumber ?? undefined,
    amount: fields.debtAmount ?? undefined,
    receivedText: text,
    userNotes: o.additionalInfo || undefined,
    edpName: o.edpName || undefined,
    trustName: o.trustName || undefined,
    trademark:
      o.trademarkNumber || o.trademarkName || o.trademarkClasses
        ? { number: o.trademarkNumber, name: o.trademarkName, classes: o.trademarkClasses }
        : undefined,
    feeSchedule: o.feeSchedule || undefined,
    bailiff: o.bailiffName ? { name: o.bailiffName, verified: o.bailiffVerified } : undefined,
    lastPaymentDate: o.lastPaymentDate || undefined,
  };
}

/**
 * The reply written from the received letter's fields: the engine's letter (tailored when a model is configured)
 * and the record fields that go with it. The worker calls it once the upload is read; a correction by the user
 * (http/debt-letter-fields.ts) calls it again with the corrected fields, from the stored text.
 */
export async function writeDebtReply(
  deps: Pick<Deps, 'llm'>,
  letter: DebtLetter,
  user: User,
  fields: ReplyFields,
  text: string,
  theCase: Case | null,
) {
  const contact = creditorContact(text, fields.creditorName, user);
  const input = letterInput(letter, user, fields, text, theCase, contact);
  const doc = await tailorLetter(deps.llm, composeDebtLetter(input), {
    creditorName: fields.creditorName ?? undefined,
    accountNumber: fields.accountNumber ?? undefined,
    debtAmount: fields.debtAmount ?? undefined,
    userNotes: input.userNotes,
  });
  return {
    creditorName: fields.creditorName ?? undefined,
    debtAmount: fields.debtAmount,
    accountNumber: fields.accountNumber ?? undefined,
    debtType: fields.debtType,
    sequenceNumber: doc.stage ?? input.stage,
    letter: doc,
    rebuttalText: letterToText(doc),
    responseDeadline: doc.responseDeadline,
    creditorAddress: contact.address,
    creditorEmail: contact.email,
  } satisfies Partial<DebtLetter>;
}

export async function buildDebtLetter(deps: Deps, letter: DebtLetter): Promise<void> {
  const user = await deps.store.getUser(letter.userId);
  if (!user) return; // account deleted meanwhile
  const original = letter.originalKey ? await deps.blobs.get(letter.originalKey) : null;
  if (!original) throw new Error('original file missing');
  // Checked again here, not only at upload-complete: what the job decodes is what is stored now.
  const checked = checkFile(original.body);
  if (!checked.ok) throw new UserFacingError(`${checked.message} Your credit has been refunded.`);
  const read = await readDocument(original.body, checked.contentType, await deps.ocr());
  if (read.text.trim().length < 20)
    throw new UserFacingError(
      'We could not read any text in this file. Please upload a clearer PDF, JPG or PNG. Your credit has been refunded.',
    );
  // With a model, it reads the page image beside the text (the spec's "AI image analysis"); every field it gives is
  // still checked against the text.
  const type = checked.contentType;
  const image: LlmImage | undefined =
    type === 'image/png' || type === 'image/jpeg' ? { mediaType: type, data: original.body } : undefined;
  const fields = await analyseLetter(read.text, deps.llm, { image, ocr: read.method === 'ocr' });
  if (!fields.isDemand)
    throw new UserFacingError(
      `${fields.demandReason} Please upload the letter you received (a photo or scan of the whole page, or its PDF). Your credit has been refunded.`,
    );
  const key = debtKind.caseKey({
    ...letter,
    creditorName: fields.creditorName ?? undefined,
    accountNumber: fields.accountNumber ?? undefined,
  });
  const today = new Date().toISOString().slice(0, 10);
  const theCase = key
    ? await fileLetter(deps.store, letter, key, {
        type: 'received',
        at: today,
        letterId: letter.id,
        kind: fields.kind,
        ...(fields.dates.letterDate ? { letterDate: fields.dates.letterDate } : {}),
      })
    : null;
  const reply = await writeDebtReply(deps, letter, user, fields, read.text, theCase);
  const done = await deps.store.updateRecord(
    DEBT,
    letter.userId,
    letter.id,
    {
      status: 'completed',
      caseId: theCase?.id,
      ocrText: read.text,
      received: toReceivedLetter(fields),
      ...reply,
      error: undefined,
    },
    { ifStatus: 'processing' },
  );
  if (!done) return;
  const doc = reply.letter;
  // Sent now, or kept and sent again by the cleanup job: a mailer outage never fails or holds up the letter.
  await sendOrDefer(deps, user.id, {
    to: user.email,
    subject: `Your letter to ${fields.creditorName ?? 'the creditor'} is ready`,
    text: `Hello${user.firstName ? ` ${user.firstName}` : ''},\n\nYour reply letter is ready. Open it, check every detail, then download and send it:\n\n${deps.config.publicUrl}/letter/${letter.id}\n\nIf you post it today, the reply is due by ${formatUkDate(doc.responseDeadline)}. When you have sent it, record the date on the letter page and we will count the deadline from that day and show it on your dashboard.\n\nThis is an informational template, not legal advice.\n`,
  });
}
