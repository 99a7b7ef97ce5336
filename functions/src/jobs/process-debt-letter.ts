/**
 * The generation job: original → text (PDF text layer or OCR) → fields and sequence stage → letter → stored →
 * user emailed. The same code runs behind SQS in AWS (handler) and the in-process queue locally (runJob).
 *
 * Idempotent: it only acts on a letter still 'processing', and its final write is conditional on that status,
 * so a redelivered message does nothing twice. After the last attempt the letter is failed and the credit refunded
 * once (the refund follows a conditional status change that only one run can win).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { JOB_MAX_ATTEMPTS, type DebtLetter, type User } from '@app/shared';
import { getDeps, type Deps } from '../runtime/deps';
import type { JobMessage } from '../ports/queue';
import { readDocument } from '../extract/read';
import { analyseLetter } from '../extract/analyse';
// Straight from the modules, not the letters/index facade: that one also pulls the PDF/DOCX renderers (and their
// fonts) into this bundle, which never renders.
import { composeDebtLetter } from '../letters/debt';
import { letterToText } from '../letters/text';
import { tailorLetter } from '../letters/tailor';
import type { DebtLetterInput } from '../letters/types';
import { failAndRefund } from '../domain/refunds';

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

/** What the engine needs, from the letter read and the user's choices. */
export function letterInput(
  letter: DebtLetter,
  user: User,
  fields: Awaited<ReturnType<typeof analyseLetter>>,
  text: string,
): DebtLetterInput {
  const o = (letter.options ?? {}) as Options;
  const strategy = o.useTrustChallenge ? 'trust' : o.useEDPChallenge ? 'edp' : 'standard';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    debtType: fields.debtType,
    stage: fields.sequenceStage,
    strategy,
    entityType: letter.entityType as DebtLetterInput['entityType'],
    sender: { name, address: o.senderAddress || undefined, email: user.email },
    recipient: { name: fields.creditorName ?? 'The Creditor' },
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

async function process(deps: Deps, letter: DebtLetter): Promise<void> {
  const user = await deps.store.getUser(letter.userId);
  if (!user) return; // account deleted meanwhile
  const original = letter.originalKey ? await deps.blobs.get(letter.originalKey) : null;
  if (!original) throw new Error('original file missing');
  const read = await readDocument(original.body, original.contentType, await deps.ocr());
  if (read.text.trim().length < 20) throw new UnreadableLetter();
  const fields = await analyseLetter(read.text, deps.llm);
  const input = letterInput(letter, user, fields, read.text);
  const doc = await tailorLetter(deps.llm, composeDebtLetter(input), {
    creditorName: fields.creditorName ?? undefined,
    accountNumber: fields.accountNumber ?? undefined,
    debtAmount: fields.debtAmount ?? undefined,
    userNotes: input.userNotes,
  });
  const done = await deps.store.updateRecord(
    'debtLetter',
    letter.userId,
    letter.id,
    {
      status: 'completed',
      ocrText: read.text,
      creditorName: fields.creditorName ?? undefined,
      debtAmount: fields.debtAmount,
      accountNumber: fields.accountNumber ?? undefined,
      debtType: fields.debtType,
      sequenceNumber: fields.sequenceStage,
      letter: doc,
      rebuttalText: letterToText(doc),
      responseDeadline: doc.responseDeadline,
      error: undefined,
    },
    { ifStatus: 'processing' },
  );
  if (!done) return;
  await deps.mailer
    .send({
      to: user.email,
      subject: `Your letter to ${fields.creditorName ?? 'the creditor'} is ready`,
      text: `Hello${user.firstName ? ` ${user.firstName}` : ''},\n\nYour reply letter is ready. Open it, check every detail, then download and send it:\n\n${deps.config.publicUrl}/letter/${letter.id}\n\nThe letter asks for a reply by ${doc.responseDeadline}. We will show that deadline on your dashboard.\n\nThis is an informational template, not legal advice.\n`,
    })
    .catch((e) =>
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'ready email failed', id: letter.id, error: String(e) }),
      ),
    );
}

class UnreadableLetter extends Error {
  constructor() {
    super('We could not read any text in this file.');
  }
}

/** One delivery of a job message. Throws to ask for a retry; after the last attempt it fails and refunds instead. */
export async function runJob(message: JobMessage, attempt: number): Promise<void> {
  const deps = await getDeps();
  const letter = await deps.store.getRecord('debtLetter', message.userId, message.letterId);
  if (!letter || letter.status !== 'processing') return;
  await deps.store.updateRecord(
    'debtLetter',
    letter.userId,
    letter.id,
    { attempts: attempt },
    { ifStatus: 'processing' },
  );
  try {
    await process(deps, letter);
  } catch (e) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'job attempt failed', id: letter.id, attempt, error: String(e) }),
    );
    if (e instanceof UnreadableLetter) {
      return void (await failAndRefund(
        deps.store,
        letter.userId,
        letter.id,
        `${e.message} Please upload a clearer PDF, JPG or PNG. Your credit has been refunded.`,
      ));
    }
    if (attempt >= JOB_MAX_ATTEMPTS) {
      return void (await failAndRefund(
        deps.store,
        letter.userId,
        letter.id,
        'We could not process this letter after several attempts. Your credit has been refunded.',
      ));
    }
    throw e;
  }
}

/** SQS entry: partial batch failures, so one bad message does not redeliver the others. */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = JSON.parse(record.body) as JobMessage;
      await runJob(message, Number(record.attributes.ApproximateReceiveCount ?? 1));
    } catch {
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
