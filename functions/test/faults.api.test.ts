/**
 * Faults mid-job and in the table (issue 17 item 3), on the real handlers, worker and DynamoDB Local, with the fault
 * injected into one port at a time:
 *   - the job killed between reading the upload and saving the letter: the redelivery completes it exactly once, or
 *     after the last attempt it fails with the credit back exactly once;
 *   - DynamoDB throttling (retried; a 503 with Retry-After when it lasts) and conditional-check failures (a 409);
 *   - the mailer down: the letter still completes, the mail is kept and sent later, once;
 *   - OCR throwing on a hostile file: failed and refunded once;
 *   - Claude timing out or answering garbage: the deterministic letter;
 *   - the queue delivering the same message twice, one after the other or at once: one letter, one credit, one mail.
 */
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { JOB_MAX_ATTEMPTS, type DebtLetter } from '@app/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DynamoStore } from '../src/adapters/aws/dynamo-store';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { retryDueMail } from '../src/domain/outbox';
import { CASE, LEDGER, OUTBOX } from '../src/domain/records';
import { runCleanup } from '../src/jobs/cleanup';
import { GAVE_UP_MESSAGE, runJob } from '../src/jobs/worker';
import { DEBT, newDebtLetter } from '../src/kinds/debt';
import type { Llm } from '../src/ports/llm';
import type { MailMessage } from '../src/ports/mailer';
import { startTestApp, type Client, type TestApp } from './app';
import { letterById, letterPdf, letterPng } from './fixtures/letters';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await inProcessQueue().drain();
  vi.restoreAllMocks();
  app.deps.llm = null;
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

const FIXTURE = letterById('F001');

async function user(email: string, credits = 1) {
  const c = app.client();
  const u = await c.login(email);
  if (credits !== 1) await app.deps.store.setCredits(u.id, credits);
  return { c, id: u.id };
}

/** The SPA's upload path; returns the letter id once its job is queued. */
async function upload(c: Client, file: Uint8Array, contentType = 'application/pdf') {
  const target = await c.req('POST', '/api/upload-url', {
    fileName: 'letter',
    contentType,
    size: file.length,
  });
  expect(target.status, target.text).toBe(200);
  const put = await fetch(new URL(target.json.url, app.base), {
    method: 'PUT',
    headers: target.json.headers,
    body: new Uint8Array(file),
  });
  expect(put.status).toBeLessThan(300);
  const done = await c.req('POST', '/api/upload-complete', {
    letterId: target.json.letterId,
    fileName: 'letter',
  });
  expect(done.status, done.text).toBe(202);
  return target.json.letterId as string;
}

async function settled(userId: string, id: string): Promise<DebtLetter> {
  await inProcessQueue().drain();
  return (await app.deps.store.getRecord(DEBT, userId, id))!;
}

const ledger = async (userId: string) => app.deps.store.listRecords(LEDGER, userId);
const credits = async (userId: string) => (await app.deps.store.getUser(userId))!.credits;
const reasons = async (userId: string) => (await ledger(userId)).map((e) => e.reason).sort();

/** Counts the 'ready' mails the mailer actually delivered for a letter (passes each call through). */
function countMails() {
  const sent: MailMessage[] = [];
  const original = app.deps.mailer.send.bind(app.deps.mailer);
  vi.spyOn(app.deps.mailer, 'send').mockImplementation(async (m) => {
    await original(m);
    sent.push(m);
  });
  return (letterId: string) => sent.filter((m) => m.text.includes(letterId)).length;
}

/** Makes the store's write that completes a letter of this user throw, `times` times (a crash at that point). */
function killBeforeSaving(userId: string, times: number) {
  const store = app.deps.store;
  const original = store.updateRecord.bind(store);
  let kills = 0;
  vi.spyOn(store, 'updateRecord').mockImplementation(async (type, uid, id, patch, opts) => {
    if (uid === userId && (patch as { status?: string }).status === 'completed' && kills < times) {
      kills++;
      throw new Error('Runtime exited with error: signal: killed');
    }
    return original(type, uid, id, patch, opts);
  });
  return () => kills;
}

describe('the job killed between reading the upload and saving the letter', () => {
  it('the redelivery completes the letter exactly once', async () => {
    const { c, id: uid } = await user('killed-once@example.com');
    const kills = killBeforeSaving(uid, 1);
    const mails = countMails();
    const id = await upload(c, await letterPdf(FIXTURE));
    const letter = await settled(uid, id);
    expect(kills()).toBe(1);
    expect(letter).toMatchObject({ status: 'completed', attempts: 2, creditorName: FIXTURE.creditorName });
    expect(letter.rebuttalText).toContain(FIXTURE.creditorName);
    // One credit spent, none refunded; the upload filed in its case once although it was read twice.
    expect(await credits(uid)).toBe(0);
    expect(await reasons(uid)).toEqual(['signup', 'spend']);
    const [theCase] = await app.deps.store.listRecords(CASE, uid);
    expect(theCase.events.filter((e) => e.letterId === id)).toHaveLength(1);
    expect(mails(id)).toBe(1);
  });

  it('killed on every delivery: failed with the credit back exactly once, whatever runs after', async () => {
    const { c, id: uid } = await user('killed-always@example.com');
    killBeforeSaving(uid, 99);
    const id = await upload(c, await letterPdf(FIXTURE));
    const letter = await settled(uid, id);
    expect(letter).toMatchObject({ status: 'failed', error: GAVE_UP_MESSAGE, creditRefunded: true });
    expect(letter.attempts).toBe(JOB_MAX_ATTEMPTS);
    // A late redelivery and the stuck-job sweep find nothing to do: the refund is not given twice.
    await runJob({ type: 'build-letter', kind: 'debt', userId: uid, letterId: id }, 1);
    await runCleanup(app.deps, new Date(Date.now() + 24 * 3600_000));
    expect((await settled(uid, id)).status).toBe('failed');
    expect(await credits(uid)).toBe(1);
    expect(await reasons(uid)).toEqual(['refund', 'signup', 'spend']);
    const shown = (await c.req('GET', `/api/debt-letter/${id}`)).json;
    expect(shown).toMatchObject({ status: 'failed' });
  });
});

describe('DynamoDB faults', () => {
  const doc = () => (app.deps.store as DynamoStore).doc;
  const throttled = () =>
    new ProvisionedThroughputExceededException({ message: 'Throughput exceeded', $metadata: {} });

  it('throttling is retried: the request succeeds', async () => {
    const { c, id: uid } = await user('throttled-briefly@example.com');
    const send = doc().send.bind(doc());
    let refusals = 0;
    vi.spyOn(doc(), 'send').mockImplementation((async (command: never) => {
      if (refusals < 2) {
        refusals++;
        throw throttled();
      }
      return send(command);
    }) as never);
    const r = await c.req('GET', '/api/user');
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(uid);
    expect(refusals).toBe(2);
  });

  it('throttling that lasts is a 503 with a message and Retry-After, never a 500; nothing changes', async () => {
    const { c, id: uid } = await user('throttled-long@example.com');
    vi.spyOn(doc(), 'send').mockRejectedValue(throttled() as never);
    const r = await c.req('POST', '/api/generate-gdpr-challenge', {});
    expect(r.status).toBe(503);
    expect(r.json.message).toMatch(/busy.*try again/i);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.text).not.toMatch(/Throughput|at .+:\d+:\d+/);
    vi.restoreAllMocks();
    expect((await c.req('GET', '/api/user')).json).toMatchObject({ id: uid, credits: 1 });
  });

  it('a transaction cancelled by a conflicting write is sent again: one letter, one credit', async () => {
    const { c, id: uid } = await user('conflict@example.com');
    const send = doc().send.bind(doc());
    let conflicts = 0;
    vi.spyOn(doc(), 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'TransactWriteCommand' && conflicts < 1) {
        conflicts++;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
        });
      }
      return send(command as never);
    }) as never);
    const id = await upload(c, await letterPdf(FIXTURE));
    expect(conflicts).toBe(1);
    vi.restoreAllMocks();
    expect((await settled(uid, id)).status).toBe('completed');
    expect(await reasons(uid)).toEqual(['signup', 'spend']);
    expect(await credits(uid)).toBe(0);
  });

  it('a conditional-check failure nobody expected is a clean 409, not a 500', async () => {
    const { c, id: uid } = await user('condition@example.com');
    vi.spyOn(app.deps.store, 'putRecord').mockRejectedValue(
      new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
    );
    const r = await c.req('POST', '/api/pro-interest', { note: 'keen' });
    expect(r.status).toBe(409);
    expect(r.json.message).toMatch(/reload and try again/);
    vi.restoreAllMocks();
    expect(await credits(uid)).toBe(1);
  });
});

describe('the mailer down', () => {
  it('the letter still completes at once; the mail is kept and sent once when the mailer is back', async () => {
    const { c, id: uid } = await user('mail-down@example.com');
    vi.spyOn(app.deps.mailer, 'send').mockRejectedValue(new Error('SES: Service Unavailable'));
    const started = Date.now();
    const id = await upload(c, await letterPdf(FIXTURE));
    const letter = await settled(uid, id);
    expect(letter.status).toBe('completed');
    expect(letter.attempts).toBe(1); // the mail did not make the job retry
    expect(Date.now() - started).toBeLessThan(30_000);
    const [pending] = await app.deps.store.listRecords(OUTBOX, uid);
    expect(pending).toMatchObject({ to: 'mail-down@example.com', attempts: 1 });
    expect(pending.text).toContain(id);

    // Still down at the next cleanup: kept, tried later.
    const later = new Date(Date.now() + 10 * 60_000);
    await retryDueMail(app.deps, { now: later });
    expect((await app.deps.store.listRecords(OUTBOX, uid))[0].attempts).toBe(2);
    // Back up: sent once by the cleanup job, then nothing more to send.
    vi.restoreAllMocks();
    const mails = countMails();
    const muchLater = new Date(Date.now() + 60 * 60_000);
    await retryDueMail(app.deps, { now: muchLater });
    await retryDueMail(app.deps, { now: muchLater });
    expect(mails(id)).toBe(1);
    expect(await app.deps.store.listRecords(OUTBOX, uid)).toEqual([]);
  });
});

describe('OCR throwing on a hostile file', () => {
  it('fails the letter with a readable message and refunds its credit once', async () => {
    const { c, id: uid } = await user('ocr-crash@example.com');
    let calls = 0;
    const crash = async (): Promise<never> => {
      calls++;
      throw new Error('Tesseract: std::bad_alloc');
    };
    vi.spyOn(app.deps, 'ocr').mockResolvedValue({ recognize: crash, recognizePdfPage: crash });
    const id = await upload(c, await letterPng(FIXTURE), 'image/png');
    const letter = await settled(uid, id);
    expect(calls).toBeGreaterThan(0);
    expect(letter).toMatchObject({ status: 'failed', creditRefunded: true });
    expect(letter.error).toMatch(/refunded/);
    expect(letter.error).not.toMatch(/bad_alloc|Tesseract/);
    expect(await credits(uid)).toBe(1);
    expect((await ledger(uid)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });
});

describe('Claude timing out or answering garbage', () => {
  /** The letter the deterministic engine writes for this upload, with no model at all. */
  let baselines = 0;
  async function baseline() {
    const email = `no-model-${++baselines}@example.com`;
    const { c, id: uid } = await user(email);
    const id = await upload(c, await letterPdf(FIXTURE));
    return (await settled(uid, id)).rebuttalText!.replaceAll(email, 'EMAIL');
  }

  const cases: [string, Llm['json']][] = [
    [
      'timing out',
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('Request timed out.')), 30)),
    ],
    [
      'answering garbage',
      async <T>() =>
        ({
          creditorName: 12345,
          debtAmount: 'DROP TABLE users',
          accountNumber: { $ne: null },
          paragraphs: [{ index: 9999, text: 'I accept that I owe this debt in full.' }, 'nonsense'],
        }) as T,
    ],
    ['answering nothing at all', async <T>() => null as T],
  ];

  for (const [what, answer] of cases) {
    it(`${what}: the letter completes with the deterministic engine's text`, async () => {
      const expected = await baseline();
      let asked = 0;
      app.deps.llm = {
        name: 'flaky-claude',
        json: (async (req: Parameters<Llm['json']>[0]) => {
          asked++;
          return answer(req);
        }) as Llm['json'],
      };
      const email = `model-${what.replace(/\W+/g, '-')}@example.com`;
      const { c, id: uid } = await user(email);
      const id = await upload(c, await letterPdf(FIXTURE));
      const letter = await settled(uid, id);
      expect(asked).toBeGreaterThan(0);
      expect(letter.status).toBe('completed');
      expect(letter.attempts).toBe(1);
      expect(letter.creditorName).toBe(FIXTURE.creditorName);
      expect((letter.letter as { tailoredBy?: string }).tailoredBy).toBeUndefined();
      expect(letter.rebuttalText!.replaceAll(email, 'EMAIL')).toBe(expected);
      expect(letter.rebuttalText).not.toMatch(/I accept that I owe/);
      expect(await reasons(uid)).toEqual(['signup', 'spend']);
    });
  }
});

describe('the queue delivering the same message twice', () => {
  /** A paid upload stored and 'processing', its message not yet delivered (as upload-complete leaves it). */
  async function queuedLetter(email: string) {
    const { id: uid } = await user(email);
    const letter = newDebtLetter(uid, {} as never, 'letter.pdf', 'application/pdf');
    await app.deps.blobs.put(letter.originalKey!, await letterPdf(FIXTURE), 'application/pdf');
    expect(await app.deps.store.putRecord(DEBT, letter, { debit: 1 })).toBe('ok');
    return {
      uid,
      id: letter.id,
      message: { type: 'build-letter' as const, kind: 'debt', userId: uid, letterId: letter.id },
    };
  }

  async function expectOnce(uid: string, id: string, mails: (id: string) => number) {
    const letter = await settled(uid, id);
    expect(letter.status).toBe('completed');
    expect(await app.deps.store.listRecords(DEBT, uid)).toHaveLength(1);
    expect(await reasons(uid)).toEqual(['signup', 'spend']);
    expect(await credits(uid)).toBe(0);
    const [theCase] = await app.deps.store.listRecords(CASE, uid);
    const events = theCase.events.filter((e) => e.letterId === id);
    expect(events).toHaveLength(1);
    expect(mails(id)).toBe(1);
    return letter;
  }

  it('one after the other: the second delivery changes nothing', async () => {
    const mails = countMails();
    const { uid, id, message } = await queuedLetter('twice-in-turn@example.com');
    await runJob(message, 1);
    const first = await expectOnce(uid, id, mails);
    await runJob(message, 1);
    await app.deps.queue.send(message);
    const again = await expectOnce(uid, id, mails);
    expect(again.updatedAt).toBe(first.updatedAt);
    expect(again.rebuttalText).toBe(first.rebuttalText);
  });

  it('at the same moment (two consumers): one letter, one credit, one mail', async () => {
    const mails = countMails();
    const { uid, id, message } = await queuedLetter('twice-at-once@example.com');
    await Promise.all([runJob(message, 1), runJob(message, 1)]);
    await expectOnce(uid, id, mails);
  });
});
