import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoStore } from '../adapters/aws/dynamo-store';
import type { MailMessage, Mailer } from '../ports/mailer';
import { MAIL_MAX_ATTEMPTS, nextAttemptAt, retryDueMail, sendOrDefer } from './outbox';
import { OUTBOX } from './records';

let store: DynamoStore;

beforeAll(async () => {
  store = new DynamoStore({
    tableName: `outbox-${randomBytes(6).toString('hex')}`,
    endpoint: process.env.DYNAMODB_ENDPOINT,
  });
  await store.ensureTable();
});

/** A mailer that is down until `up` is set, and counts what it delivered. */
class FlakyMailer implements Mailer {
  up = false;
  hang = false;
  delivered: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    if (this.hang) return new Promise(() => {});
    if (!this.up) throw new Error('connect ECONNREFUSED 10.0.0.1:587');
    this.delivered.push(message);
  }
}

const user = () =>
  store.createUser({
    email: `m${randomBytes(5).toString('hex')}@example.com`,
    firstName: 'A',
    lastName: 'B',
    credits: 1,
    isAdmin: false,
  });

const message = (to: string): MailMessage => ({
  to,
  subject: 'Your letter is ready',
  text: 'Open it here.',
  replyTo: 'help@fairreply.example',
});
const at = (iso: string) => new Date(iso);
const at2035 = new Date('2035-01-01T00:00:00.000Z');

describe('sendOrDefer', () => {
  it('sends at once when the mailer answers, keeping nothing', async () => {
    const u = await user();
    const mailer = new FlakyMailer();
    mailer.up = true;
    expect(await sendOrDefer({ store, mailer }, u.id, message(u.email))).toBe('sent');
    expect(mailer.delivered).toHaveLength(1);
    expect(await store.listRecords(OUTBOX, u.id)).toEqual([]);
  });

  it('keeps the mail when the mailer is down, and the cleanup sends it once when it is back', async () => {
    const u = await user();
    const mailer = new FlakyMailer();
    const t0 = at('2031-03-01T10:00:00.000Z');
    expect(await sendOrDefer({ store, mailer }, u.id, message(u.email), { now: t0 })).toBe('deferred');
    const [kept] = await store.listRecords(OUTBOX, u.id);
    expect(kept).toMatchObject({ to: u.email, attempts: 1, nextAttemptAt: '2031-03-01T10:05:00.000Z' });
    expect(kept.lastError).toMatch(/ECONNREFUSED/);

    // Not due yet: nothing tried.
    const early = await retryDueMail({ store, mailer }, { now: at('2031-03-01T10:04:00.000Z') });
    expect(early).toMatchObject({ sent: 0, deferred: 0 });
    // Due, still down: tried again later (10 minutes after the 2nd failure).
    const down = await retryDueMail({ store, mailer }, { now: at('2031-03-01T10:06:00.000Z') });
    expect(down).toMatchObject({ sent: 0, deferred: 1 });
    expect((await store.getRecord(OUTBOX, u.id, kept.id))?.nextAttemptAt).toBe('2031-03-01T10:16:00.000Z');
    // Back up: sent once, removed; a later run has nothing to send.
    mailer.up = true;
    const later = at('2031-03-01T10:20:00.000Z');
    expect(await retryDueMail({ store, mailer }, { now: later })).toMatchObject({ sent: 1 });
    expect(await retryDueMail({ store, mailer }, { now: later })).toMatchObject({ due: 0, sent: 0 });
    expect(mailer.delivered.filter((m) => m.to === u.email)).toEqual([message(u.email)]);
    expect(await store.listRecords(OUTBOX, u.id)).toEqual([]);
  });

  it('a mailer that hangs is given up on after the timeout, not waited for', async () => {
    const u = await user();
    const mailer = new FlakyMailer();
    mailer.hang = true;
    const started = Date.now();
    expect(await sendOrDefer({ store, mailer }, u.id, message(u.email), { timeoutMs: 50 })).toBe('deferred');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await store.listRecords(OUTBOX, u.id))[0].lastError).toMatch(/did not answer/);
  });

  it('never throws, even when the table fails too', async () => {
    const broken = {
      putPendingMail: async () => {
        throw new Error('table down');
      },
    } as unknown as DynamoStore;
    expect(
      await sendOrDefer({ store: broken, mailer: new FlakyMailer() }, 'u', message('a@example.com')),
    ).toBe('lost');
  });
});

describe('retryDueMail', () => {
  it('two runs at once send a due mail once', async () => {
    const u = await user();
    const down = new FlakyMailer();
    await sendOrDefer({ store, mailer: down }, u.id, message(u.email), {
      now: at('2032-01-01T00:00:00.000Z'),
    });
    const mailer = new FlakyMailer();
    mailer.up = true;
    const now = at('2032-01-01T01:00:00.000Z');
    await Promise.all([1, 2, 3].map(() => retryDueMail({ store, mailer }, { now })));
    expect(mailer.delivered.filter((m) => m.to === u.email)).toHaveLength(1);
  });

  it('never mails an account erased meanwhile: its kept mail is removed unsent', async () => {
    const mailer = new FlakyMailer();
    mailer.up = true;
    const gone = 'erased-user-id';
    const at = '2034-01-01T00:00:00.000Z';
    await store.putPendingMail({
      id: 'm1',
      userId: gone,
      createdAt: at,
      updatedAt: at,
      ...message('gone@example.com'),
      attempts: 1,
      nextAttemptAt: at,
      lastError: 'down',
    });
    await retryDueMail({ store, mailer }, { now: at2035 });
    expect(mailer.delivered.filter((m) => m.to === 'gone@example.com')).toEqual([]);
    expect(await store.getRecord(OUTBOX, gone, 'm1')).toBeNull();
  });

  it('drops a mail after its last try, and says so', async () => {
    const u = await user();
    const mailer = new FlakyMailer();
    let now = at('2033-01-01T00:00:00.000Z');
    await sendOrDefer({ store, mailer }, u.id, message(u.email), { now });
    let dropped = 0;
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      now = new Date(now.getTime() + 7 * 3600_000); // past the longest pause
      dropped += (await retryDueMail({ store, mailer }, { now })).dropped;
    }
    expect(dropped).toBe(1);
    expect(await store.listRecords(OUTBOX, u.id)).toEqual([]);
  });

  it('pauses 5, 10, 20… minutes, at most 6 hours', () => {
    const t = at('2030-01-01T00:00:00.000Z');
    expect([1, 2, 3, 10].map((n) => nextAttemptAt(n, t))).toEqual([
      '2030-01-01T00:05:00.000Z',
      '2030-01-01T00:10:00.000Z',
      '2030-01-01T00:20:00.000Z',
      '2030-01-01T06:00:00.000Z',
    ]);
  });
});
