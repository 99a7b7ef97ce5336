import { STUCK_PROCESSING_MINUTES, type DebtLetter } from '@app/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoStore } from '../adapters/aws/dynamo-store';
import { newId } from '../domain/ids';
import { DEBT } from '../kinds/debt';
import { LEDGER } from '../domain/records';
import { runCleanup, STUCK_ERROR } from './cleanup';

let store: DynamoStore;

beforeAll(async () => {
  if (!process.env.DYNAMODB_ENDPOINT)
    throw new Error('DYNAMODB_ENDPOINT is not set: run through vitest (global setup starts DynamoDB Local).');
  store = new DynamoStore({
    tableName: `test-${randomBytes(6).toString('hex')}`,
    endpoint: process.env.DYNAMODB_ENDPOINT,
  });
  await store.ensureTable();
});

const NOW = new Date('2030-01-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

/** A paid letter (one credit spent when it was stored), as an upload makes it. */
async function letter(userId: string, status: DebtLetter['status'], createdAt: string): Promise<DebtLetter> {
  const l: DebtLetter = { id: newId(), userId, status, source: 'upload', createdAt, updatedAt: createdAt };
  expect(await store.putRecord(DEBT, l, { debit: 1 })).toBe('ok');
  return l;
}

async function user(credits = 0) {
  return store.createUser({
    email: `u${randomBytes(5).toString('hex')}@example.com`,
    firstName: 'A',
    lastName: 'B',
    credits,
    isAdmin: false,
  });
}

describe('runCleanup', () => {
  it('fails letters stuck in processing and refunds each once, leaving the rest alone', async () => {
    const u = await user(5);
    const stuck = await letter(u.id, 'processing', minutesAgo(STUCK_PROCESSING_MINUTES + 1));
    const fresh = await letter(u.id, 'processing', minutesAgo(STUCK_PROCESSING_MINUTES - 1));
    const done = await letter(u.id, 'completed', minutesAgo(120));

    const r = await runCleanup({ store }, NOW);
    expect(r).toMatchObject({ failed: 1, errors: 0 });

    expect(await store.getRecord(DEBT, u.id, stuck.id)).toMatchObject({
      status: 'failed',
      error: STUCK_ERROR,
      creditRefunded: true,
    });
    expect((await store.getRecord(DEBT, u.id, fresh.id))!.status).toBe('processing');
    expect((await store.getRecord(DEBT, u.id, done.id))!.status).toBe('completed');
    expect((await store.getUser(u.id))!.credits).toBe(3);
    const refunds = (await store.listRecords(LEDGER, u.id)).filter((e) => e.reason === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ delta: 1, letterId: stuck.id })]);

    // A second run finds nothing more to do.
    expect(await runCleanup({ store }, NOW)).toMatchObject({ failed: 0 });
    expect((await store.getUser(u.id))!.credits).toBe(3);
  });

  it('refunds once when several runs race over the same letters', async () => {
    const u = await user(5);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await letter(u.id, 'processing', minutesAgo(30 + i))).id);
    const runs = await Promise.all([
      runCleanup({ store }, NOW),
      runCleanup({ store }, NOW),
      runCleanup({ store }, NOW),
    ]);
    const refunded = runs.reduce((n, r) => n + r.failed, 0);
    expect(refunded).toBe(5);
    expect((await store.getUser(u.id))!.credits).toBe(5);
    for (const id of ids) expect((await store.getRecord(DEBT, u.id, id))!.status).toBe('failed');
    expect((await store.listRecords(LEDGER, u.id)).filter((e) => e.reason === 'refund')).toHaveLength(5);
  });

  it('does not touch a letter the worker finished between the listing and the update', async () => {
    const u = await user(1);
    const l = await letter(u.id, 'processing', minutesAgo(60));
    const racing = {
      listStuck: store.listStuck.bind(store),
      failAndRefund: async (...args: Parameters<DynamoStore['failAndRefund']>) => {
        // the worker completes the letter just before the cleanup's conditional write
        await store.updateRecord(DEBT, u.id, l.id, { status: 'completed' }, { ifStatus: 'processing' });
        return store.failAndRefund(...args);
      },
    } as unknown as DynamoStore;
    const r = await runCleanup({ store: racing }, NOW);
    expect(r.failed).toBe(0);
    expect((await store.getRecord(DEBT, u.id, l.id))!.status).toBe('completed');
    expect((await store.getUser(u.id))!.credits).toBe(0);
  });

  it('never changes an unlimited balance', async () => {
    const u = await user(999999);
    await letter(u.id, 'processing', minutesAgo(45));
    await runCleanup({ store }, NOW);
    expect((await store.getUser(u.id))!.credits).toBe(999999);
  });
});
