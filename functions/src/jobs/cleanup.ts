/**
 * The scheduled cleanup (EventBridge, every 5 minutes; the stack wires it from the jobs table in routes.ts).
 *
 * What it does: letters of any kind still 'processing' more than STUCK_PROCESSING_MINUTES after they were created
 * (the worker crashed, timed out, or its message went to the dead-letter queue) are marked 'failed' and their credit
 * is given back. The status change is conditional on the letter still being 'processing', and the refund follows
 * only when that change succeeded, so two runs at once — or a run racing the worker's own failure path — refund once.
 *
 * It also sends again the mail that could not be sent when it was due (domain/outbox.ts: "your letter is ready"
 * while the mailer was down), so a mailer outage delays mail and never blocks or fails a job.
 *
 * What it does not need to do (AWS does it, documented in docs/deploy.md):
 *   - expired sessions, sign-in links and idempotency claims carry the `ttl` attribute and DynamoDB's TTL deletes them
 *     (usually within a day or two of expiry; reads already ignore expired items: sessions by expiresAt, sign-in
 *     links by the condition on consume);
 *   - uploaded originals past ORIGINALS_RETENTION_DAYS (default 90) are deleted by the bucket's lifecycle rule on
 *     the `originals/` prefix.
 */
import { STUCK_PROCESSING_MINUTES } from '@app/shared';
import { retryDueMail, type MailRetryResult } from '../domain/outbox';
import { kindByPrefix } from '../kinds';
import type { Store } from '../ports/store';
import { getDeps } from '../runtime/deps';

export const STUCK_ERROR =
  'Processing took too long and was stopped. Your credit has been refunded; please try again.';

export interface CleanupResult {
  cutoff: string;
  stuck: number;
  failed: number;
  errors: number;
}

export async function runCleanup(deps: { store: Store }, now: Date = new Date()): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - STUCK_PROCESSING_MINUTES * 60_000).toISOString();
  const stuck = await deps.store.listStuck(cutoff);
  const result: CleanupResult = { cutoff, stuck: stuck.length, failed: 0, errors: 0 };
  for (const { prefix, userId, id } of stuck) {
    try {
      const kind = kindByPrefix(prefix);
      if (!kind) throw new Error(`no letter kind stores ${prefix}`);
      // The one refund path: conditional status change, refund only by the run that wins it.
      if (!(await deps.store.failAndRefund(kind.record, userId, id, STUCK_ERROR))) continue; // finished, deleted or taken meanwhile
      result.failed++;
    } catch (e) {
      // One bad item must not stop the others; the next run (5 minutes) tries again where the status still allows.
      result.errors++;
      console.error(
        JSON.stringify({ level: 'error', msg: 'cleanup item failed', userId, id, error: String(e) }),
      );
    }
  }
  return result;
}

/** EventBridge scheduled entry. Throws when an item failed, so the invocation shows as an error (and alarms). */
export async function handler(): Promise<CleanupResult & { mail: MailRetryResult }> {
  const deps = await getDeps();
  const result = await runCleanup(deps);
  const mail = await retryDueMail(deps);
  console.log(JSON.stringify({ level: 'info', msg: 'cleanup', ...result, mail }));
  if (result.errors || mail.errors) throw new Error(`cleanup: ${result.errors + mail.errors} item(s) failed`);
  return { ...result, mail };
}
