/**
 * The worker: builds queued letters of every kind. The same code runs behind SQS in AWS (handler) and the in-process
 * queue locally (runJob).
 *
 * Idempotent: it only acts on a letter still 'processing', and each kind's final write is conditional on that status,
 * so a redelivered message does nothing twice. After the last attempt — or at once for a UserFacingError — the letter
 * is failed and its credit refunded once (the refund follows a conditional status change that only one run can win).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { JOB_MAX_ATTEMPTS } from '@app/shared';
import { getDeps } from '../runtime/deps';
import type { JobMessage } from '../ports/queue';
import { kindByName } from '../kinds';
import { UserFacingError } from '../kinds/errors';
import { BUILD_JOBS } from '../kinds/jobs';

export const GAVE_UP_MESSAGE =
  'We could not process this letter after several attempts. Your credit has been refunded.';

/** One delivery of a job message. Throws to ask for a retry; after the last attempt it fails and refunds instead. */
export async function runJob(message: JobMessage, attempt: number): Promise<void> {
  const deps = await getDeps();
  const kind = kindByName(message.kind);
  const build = BUILD_JOBS[message.kind];
  if (!kind || !build) {
    console.error(JSON.stringify({ level: 'error', msg: 'unknown job kind', kind: message.kind }));
    return; // nothing can ever build it: retrying would only fill the dead-letter queue
  }
  const letter = await deps.store.getRecord(kind.record, message.userId, message.letterId);
  if (!letter || letter.status !== 'processing') return;
  await deps.store.updateRecord(
    kind.record,
    letter.userId,
    letter.id,
    { attempts: attempt },
    { ifStatus: 'processing' },
  );
  try {
    await build(deps, letter);
  } catch (e) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'job attempt failed',
        kind: kind.name,
        id: letter.id,
        attempt,
        error: String(e),
      }),
    );
    if (e instanceof UserFacingError)
      return void (await deps.store.failAndRefund(kind.record, letter.userId, letter.id, e.message));
    if (attempt >= JOB_MAX_ATTEMPTS)
      return void (await deps.store.failAndRefund(kind.record, letter.userId, letter.id, GAVE_UP_MESSAGE));
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
