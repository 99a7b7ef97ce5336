/**
 * The daily reminders job (EventBridge once a day in AWS; the local runtime's own timer in local/main.ts; an admin
 * can run it at once: POST /api/admin/jobs/reminders/run).
 *
 * What it does: for every letter whose reply date has passed with no reply recorded (domain/tracker.ts), it emails
 * the user once — what the silence means and the next step — and marks the letter (`reminderSentAt`, `reminderFor`)
 * so the dashboard offers the next letter of the sequence, pre-filled from the case.
 *
 * Once only: before mailing, the run claims `reminder#{user}#{letter}#{respondBy}` with the store's conditional
 * write (claimOnce), so a second run — or two runs at the same moment — sends nothing more. A new send of the same
 * letter gives a new due date and so, if that passes too, one new reminder.
 */
import type { Case, LetterBase, OpenDeadline, User } from '@app/shared';
import { formatUkDate } from '@app/shared/legal/deadlines';
import { LETTER_KINDS, kindByName } from '../kinds';
import type { Config } from '../runtime/config';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';
import { getDeps } from '../runtime/deps';
import { CASE } from '../domain/records';
import { openDeadlines, ukToday } from '../domain/tracker';

/** Claims outlive any deadline a letter can set; DynamoDB's TTL removes them afterwards. */
const CLAIM_TTL_SECONDS = 400 * 86_400;

export interface RemindersResult {
  today: string;
  users: number;
  overdue: number;
  sent: number;
  errors: number;
}

type ReminderDeps = { store: Store; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

export async function runReminders(deps: ReminderDeps, now: Date = new Date()): Promise<RemindersResult> {
  const today = ukToday(now);
  const users = await deps.store.listUsers();
  const result: RemindersResult = { today, users: users.length, overdue: 0, sent: 0, errors: 0 };
  for (const user of users) {
    try {
      for (const d of await overdueFor(deps.store, user.id, today)) {
        result.overdue++;
        if (await remindOnce(deps, user, d, now)) result.sent++;
      }
    } catch (e) {
      // One user's failure must not stop the others. The next run tries again wherever no claim was taken (a
      // reminder whose email failed after its claim is logged here and not sent twice).
      result.errors++;
      console.error(
        JSON.stringify({ level: 'error', msg: 'reminders failed', userId: user.id, error: String(e) }),
      );
    }
  }
  return result;
}

async function overdueFor(store: Store, userId: string, today: string): Promise<OpenDeadline[]> {
  const [cases, ...lists] = await Promise.all([
    store.listRecords(CASE, userId) as Promise<Case[]>,
    ...LETTER_KINDS.map((kind) => store.listRecords(kind.record, userId) as Promise<LetterBase[]>),
  ]);
  const letters = LETTER_KINDS.flatMap((kind, i) => lists[i].map((letter) => ({ kind, letter })));
  return openDeadlines(letters, cases, today).filter((d) => d.state === 'overdue' && !d.reminderSentAt);
}

async function remindOnce(deps: ReminderDeps, user: User, d: OpenDeadline, now: Date): Promise<boolean> {
  const claimed = await deps.store.claimOnce(
    `reminder#${user.id}#${d.letterId ?? `${d.caseId}#${d.sentAt}#${d.title}`}#${d.respondBy}`,
    CLAIM_TTL_SECONDS,
  );
  if (!claimed) return false;
  await deps.mailer.send(reminderEmail(user, d, deps.config.publicUrl));
  const at = now.toISOString();
  const kind = d.kind ? kindByName(d.kind) : undefined;
  if (kind && d.letterId)
    await deps.store.updateRecord(kind.record, user.id, d.letterId, {
      reminderSentAt: at,
      reminderFor: d.respondBy,
    } as Partial<LetterBase>);
  else if (d.caseId) await markOwnSend(deps.store, user.id, d, at);
  return true;
}

/** Marks a letter the user sent themselves (a case event) as reminded, so the dashboard shows it. */
async function markOwnSend(store: Store, userId: string, d: OpenDeadline, at: string) {
  const c = await store.getRecord(CASE, userId, d.caseId!);
  if (!c) return;
  const events = c.events.map((e) =>
    e.type === 'sent' && !e.letterId && e.at === d.sentAt && e.respondBy === d.respondBy
      ? { ...e, reminderSentAt: at }
      : e,
  );
  await store.updateRecord(CASE, userId, c.id, { events });
}

/** The email: what the silence means, the next step, and where the next letter is waiting. */
export function reminderEmail(user: User, d: OpenDeadline, publicUrl: string) {
  const who = d.organisation ?? d.title.replace(/^Letter to /, '');
  const link = d.caseId ? `${publicUrl}/dashboard?case=${d.caseId}` : `${publicUrl}/letter/${d.letterId}`;
  const next = d.nextLetterStage
    ? `Your ${d.nextLetterStage === 2 ? '2nd' : '3rd'} letter is ready to write from your case, with the details already filled in:\n${link}`
    : `Open your case to see the next step:\n${link}`;
  return {
    to: user.email,
    subject: `No reply from ${who}: the deadline passed on ${formatUkDate(d.respondBy)}`,
    text: [
      `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
      `You sent your letter to ${who}${d.reference ? ` (reference ${d.reference})` : ''} on ${formatUkDate(d.sentAt)}. The reply was due by ${formatUkDate(d.respondBy)} and you have not recorded one.`,
      `What it means: ${d.source ?? 'the period you gave them has ended.'} ${d.rule ? `(${d.rule})` : ''}`.trim(),
      `Next step: ${d.nextStep ?? 'write to them again and say what you will do if they do not answer.'}`,
      next,
      'If they did reply, record it on your case so we stop counting.',
      'This is an informational reminder, not legal advice.',
    ].join('\n\n'),
  };
}

/** EventBridge scheduled entry. Throws when a user's run failed, so the invocation shows as an error (and alarms). */
export async function handler(): Promise<RemindersResult> {
  const result = await runReminders(await getDeps());
  console.log(JSON.stringify({ level: 'info', msg: 'reminders', ...result }));
  if (result.errors) throw new Error(`reminders: ${result.errors} user(s) failed`);
  return result;
}
