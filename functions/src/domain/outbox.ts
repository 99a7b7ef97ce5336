/**
 * Mail that must not be lost, nor hold anything up: "your letter is ready" is sent at once when the mailer answers,
 * and otherwise kept under its user (Store.putPendingMail) and sent again by the cleanup job every 5 minutes, with a
 * growing pause, until it goes or MAIL_MAX_ATTEMPTS tries have failed (about a day). The work that sent it — the
 * letter's job — is never failed, retried or slowed by a mailer outage beyond MAIL_TIMEOUT_MS.
 *
 * At least once: a mail whose send succeeded but whose pending record could not be removed is sent again. Two
 * cleanup runs at once send a given try once (claimOnce).
 */
import { newId } from './ids';
import { OUTBOX } from './records';
import type { MailMessage, Mailer } from '../ports/mailer';
import type { PendingMail, Store } from '../ports/store';

/** A mailer that has not answered in this long is treated as down (SES and SMTP answer in well under a second). */
export const MAIL_TIMEOUT_MS = 10_000;
/** Tries in all, the first included: with the pauses below, about 26 hours. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_PAUSE_MINUTES = 5;
const LONGEST_PAUSE_MINUTES = 6 * 60;

export type MailDeps = { store: Store; mailer: Mailer };

/** When the next try is due after `attempts` failed ones: 5, 10, 20… minutes, at most 6 hours. */
export function nextAttemptAt(attempts: number, now: Date): string {
  const minutes = Math.min(FIRST_PAUSE_MINUTES * 2 ** Math.max(0, attempts - 1), LONGEST_PAUSE_MINUTES);
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** The mailer's send, given up on after `ms` (a hung SMTP connection must not hold a job for minutes). */
async function sendWithin(mailer: Mailer, message: MailMessage, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      mailer.send(message),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`mailer did not answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const log = (level: 'warn' | 'error' | 'info', msg: string, fields: Record<string, unknown>) =>
  console[level](JSON.stringify({ level, msg, ...fields }));

/**
 * Sends a mail to one of our users now, or keeps it to be sent again. Never throws: 'sent', 'deferred' (kept for
 * the cleanup job) or 'lost' (the mailer and the table both failed; logged as an error).
 */
export async function sendOrDefer(
  deps: MailDeps,
  userId: string,
  message: MailMessage,
  opts: { now?: Date; timeoutMs?: number } = {},
): Promise<'sent' | 'deferred' | 'lost'> {
  const now = opts.now ?? new Date();
  try {
    await sendWithin(deps.mailer, message, opts.timeoutMs ?? MAIL_TIMEOUT_MS);
    return 'sent';
  } catch (e) {
    const at = now.toISOString();
    const pending: PendingMail = {
      id: newId(),
      userId,
      createdAt: at,
      updatedAt: at,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      attempts: 1,
      nextAttemptAt: nextAttemptAt(1, now),
      lastError: String(e).slice(0, 500),
    };
    try {
      // Attachments are not kept: the mails sent this way are notices that point to the app.
      await deps.store.putPendingMail(pending);
      log('warn', 'mail deferred', { userId, id: pending.id, error: pending.lastError });
      return 'deferred';
    } catch (e2) {
      log('error', 'mail lost', {
        userId,
        subject: message.subject,
        error: String(e),
        storeError: String(e2),
      });
      return 'lost';
    }
  }
}

export interface MailRetryResult {
  due: number;
  sent: number;
  deferred: number;
  dropped: number;
  errors: number;
}

/** The cleanup job's part: sends pending mail that is due again. One bad item never stops the others. */
export async function retryDueMail(
  deps: MailDeps,
  opts: { now?: Date; timeoutMs?: number } = {},
): Promise<MailRetryResult> {
  const now = opts.now ?? new Date();
  const due = await deps.store.listDueMail(now.toISOString());
  const result: MailRetryResult = { due: due.length, sent: 0, deferred: 0, dropped: 0, errors: 0 };
  for (const listed of due) {
    try {
      // The index may lag: read the record itself (sent and removed meanwhile, or its account erased).
      const mail = await deps.store.getRecord(OUTBOX, listed.userId, listed.id);
      if (!mail || mail.nextAttemptAt > now.toISOString()) continue;
      // Kept by a job that finished as its account was erased: the person asked us to forget them.
      if (!(await deps.store.getUser(mail.userId))) {
        await deps.store.deleteRecord(OUTBOX, mail.userId, mail.id);
        continue;
      }
      if (!(await deps.store.claimOnce(`mail:${mail.id}:${mail.attempts}`, 3600))) continue; // another run has it
      try {
        await sendWithin(
          deps.mailer,
          { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo },
          opts.timeoutMs ?? MAIL_TIMEOUT_MS,
        );
      } catch (e) {
        const attempts = mail.attempts + 1;
        if (attempts >= MAIL_MAX_ATTEMPTS) {
          await deps.store.deleteRecord(OUTBOX, mail.userId, mail.id);
          log('error', 'mail dropped after its last try', {
            userId: mail.userId,
            id: mail.id,
            attempts,
            error: String(e),
          });
          result.dropped++;
        } else {
          await deps.store.putPendingMail({
            ...mail,
            attempts,
            nextAttemptAt: nextAttemptAt(attempts, now),
            lastError: String(e).slice(0, 500),
            updatedAt: now.toISOString(),
          });
          result.deferred++;
        }
        continue;
      }
      await deps.store.deleteRecord(OUTBOX, mail.userId, mail.id);
      result.sent++;
    } catch (e) {
      result.errors++;
      log('error', 'mail retry failed', { userId: listed.userId, id: listed.id, error: String(e) });
    }
  }
  return result;
}
