// The DynamoDB store's credit code beyond the shared contract: each movement's exact ledger entry, and what happens
// when DynamoDB cancels a transaction for a reason other than a failed condition. A conflict with another transaction
// or throttling is tried again (six sends in all); one that lasts surfaces as an error (throttling as StoreBusyError),
// and is never read as "no credits" or turned into a letter marked refunded without its credit. DynamoDB Local (functions/test/global-setup.ts).
import { randomBytes } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { UNLIMITED_CREDITS, type DebtLetter } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../domain/ids';
import { LEDGER } from '../../domain/records';
import { recordType, StoreBusyError } from '../../ports/store';
import { DynamoStore } from './dynamo-store';

const DEBT = recordType<DebtLetter>('testLetter', 'TESTLETTER#');

async function makeStore() {
  const store = new DynamoStore({
    tableName: `c${randomBytes(6).toString('hex')}`,
    endpoint: process.env.DYNAMODB_ENDPOINT,
    retry: { baseDelayMs: 1 }, // six sends in all, as in production, without the waits
  });
  await store.ensureTable();
  return store;
}
const user = (s: DynamoStore, credits: number) =>
  s.createUser({ email: `${newId()}@example.com`, firstName: 'A', lastName: 'B', credits, isAdmin: false });
const letter = (userId: string): DebtLetter => ({
  id: newId(),
  userId,
  status: 'processing',
  source: 'upload',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
const balance = async (s: DynamoStore, id: string) => (await s.getUser(id))?.credits;
const ledger = (s: DynamoStore, id: string) => s.listRecords(LEDGER, id);

/** A transaction cancelled with these reason codes, one per item (as DynamoDB reports it). */
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
/** An error that is an answer, not a passing state: thrown as it came, never retried. */
const denied = () =>
  Object.assign(new Error('User is not authorized to perform this action'), {
    name: 'AccessDeniedException',
  });
const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    $metadata: {},
  });

/** Makes the store's next `times` transactions throw `error` (before reaching DynamoDB); other calls go through. */
function failTransactions(s: DynamoStore, error: () => Error, times = 1) {
  const send = s.doc.send.bind(s.doc);
  let left = times;
  return vi.spyOn(s.doc, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof TransactWriteCommand && left > 0) {
      left--;
      return Promise.reject(error());
    }
    return send(command as never);
  }) as never);
}

afterEach(() => vi.restoreAllMocks());

describe('addCredits', () => {
  it('adds to an ordinary balance with a ledger entry saying why', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    expect(await s.addCredits(u.id, 5, { reason: 'purchase', paymentId: 'pi_1' })).toBe(true);
    expect(await balance(s, u.id)).toBe(6);
    expect((await ledger(s, u.id)).find((e) => e.reason === 'purchase')).toMatchObject({
      delta: 5,
      paymentId: 'pi_1',
      userId: u.id,
    });
  });
  it('adds nothing to an account that no longer exists', async () => {
    const s = await makeStore();
    expect(await s.addCredits('gone', 5, { reason: 'purchase' })).toBe(false);
    expect(await ledger(s, 'gone')).toEqual([]);
  });
  it('a conflict with another transaction is tried again, and the credits land once', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    const spy = failTransactions(s, () => cancelled('None', 'TransactionConflict'), 2);
    expect(await s.addCredits(u.id, 5, { reason: 'purchase' })).toBe(true);
    expect(spy.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(3);
    expect(await balance(s, u.id)).toBe(6);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
  });
  it('a lasting conflict, a throttled transaction or a throttled item is an error, not "nothing to add"', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    const spy = failTransactions(s, () => cancelled('None', 'TransactionConflict'), 100);
    await expect(s.addCredits(u.id, 5, { reason: 'purchase' })).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    // six tries in all, then it gives up
    expect(spy.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(6);
    vi.restoreAllMocks();
    // throttling is tried again too, and when it lasts the store says it is busy (a 503, or a job redelivered)
    const busy = failTransactions(s, () => cancelled('ThrottlingError', 'None'), 100);
    await expect(s.addCredits(u.id, 5, { reason: 'purchase' })).rejects.toBeInstanceOf(StoreBusyError);
    expect(busy.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(6);
    vi.restoreAllMocks();
    failTransactions(s, throttled, 100);
    await expect(s.addCredits(u.id, 5, { reason: 'purchase' })).rejects.toBeInstanceOf(StoreBusyError);
    vi.restoreAllMocks();
    // a conflict beside a failed condition is the condition's answer, at once
    const cond = failTransactions(s, () => cancelled('ConditionalCheckFailed', 'TransactionConflict'), 100);
    expect(await s.addCredits(u.id, 5, { reason: 'purchase' })).toBe(false);
    expect(cond.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(1);
    vi.restoreAllMocks();
    failTransactions(s, denied);
    await expect(s.addCredits(u.id, 5, { reason: 'purchase' })).rejects.toThrow(/not authorized/);
    vi.restoreAllMocks();
    expect(await balance(s, u.id)).toBe(1);
  });
});

describe('takeBackCredits', () => {
  it('takes what was asked when the balance has it, recording the payment', async () => {
    const s = await makeStore();
    const u = await user(s, 5);
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal', paymentId: 'pi_9' })).toBe(2);
    expect(await balance(s, u.id)).toBe(3);
    expect((await ledger(s, u.id)).find((e) => e.reason === 'reversal')).toMatchObject({
      delta: -2,
      paymentId: 'pi_9',
    });
  });
  it('at zero it takes nothing and records that it took nothing', async () => {
    const s = await makeStore();
    const u = await user(s, 0);
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal', paymentId: 'pi_9' })).toBe(0);
    expect(await balance(s, u.id)).toBe(0);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'reversal')).toMatchObject([{ delta: 0 }]);
  });
  it('takes nothing from an unlimited or missing account', async () => {
    const s = await makeStore();
    const u = await user(s, UNLIMITED_CREDITS);
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal' })).toBe(0);
    expect(await balance(s, u.id)).toBe(UNLIMITED_CREDITS);
    expect(await ledger(s, u.id)).toEqual([]);
    expect(await s.takeBackCredits('gone', 2, { reason: 'reversal' })).toBe(0);
  });
  it('when the balance moved under it, reads it again and takes from the new balance', async () => {
    const s = await makeStore();
    const u = await user(s, 5);
    const spy = failTransactions(s, () => cancelled('ConditionalCheckFailed', 'None'), 2);
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal' })).toBe(2);
    expect(spy.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(3);
    expect(await balance(s, u.id)).toBe(3);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'reversal')).toHaveLength(1);
  });
  it('with a once-key, a moved balance is read again; only a claimed key means "taken already"', async () => {
    const s = await makeStore();
    const u = await user(s, 5);
    const key = `evt_${newId()}`;
    // the claim (item 0) went through; the balance condition (item 1) failed: a race, not a replay
    failTransactions(s, () => cancelled('None', 'ConditionalCheckFailed', 'None'), 1);
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal' }, { onceKey: key })).toBe(2);
    expect(await balance(s, u.id)).toBe(3);
    // the key is now claimed: a replay takes nothing more
    expect(await s.takeBackCredits(u.id, 2, { reason: 'reversal' }, { onceKey: key })).toBe(0);
    expect(await balance(s, u.id)).toBe(3);
  });
  it('gives up with an error after ten moves, and rethrows other errors at once', async () => {
    const s = await makeStore();
    const u = await user(s, 5);
    const spy = failTransactions(
      s,
      () => new ConditionalCheckFailedException({ message: 'x', $metadata: {} }),
      10,
    );
    await expect(s.takeBackCredits(u.id, 2, { reason: 'reversal' })).rejects.toThrow(
      'takeBackCredits: balance kept changing',
    );
    expect(spy.mock.calls.filter(([c]) => c instanceof TransactWriteCommand)).toHaveLength(10);
    vi.restoreAllMocks();
    failTransactions(s, denied, 1);
    await expect(s.takeBackCredits(u.id, 2, { reason: 'reversal' })).rejects.toThrow(/not authorized/);
    expect(await balance(s, u.id)).toBe(5);
  });
});

describe('setCredits', () => {
  it('records the plain difference as an admin entry, and nothing when unchanged', async () => {
    const s = await makeStore();
    const u = await user(s, 3);
    await s.setCredits(u.id, 3);
    expect((await ledger(s, u.id)).map((e) => e.reason)).toEqual(['signup']);
    await s.setCredits(u.id, 1);
    expect(await balance(s, u.id)).toBe(1);
    expect((await ledger(s, u.id)).find((e) => e.reason === 'admin')).toMatchObject({ delta: -2 });
  });
  it('going unlimited is a zero entry; a missing account is left alone', async () => {
    const s = await makeStore();
    const u = await user(s, 3);
    await s.setCredits(u.id, UNLIMITED_CREDITS);
    expect(await balance(s, u.id)).toBe(UNLIMITED_CREDITS);
    expect((await ledger(s, u.id)).find((e) => e.reason === 'unlimited')).toMatchObject({ delta: 0 });
    await s.setCredits('gone', 4);
    expect(await s.getUser('gone')).toBeNull();
  });
  it('retries when the balance moved, and rethrows other errors', async () => {
    const s = await makeStore();
    const u = await user(s, 3);
    failTransactions(s, () => cancelled('ConditionalCheckFailed', 'None'), 1);
    await s.setCredits(u.id, 7);
    expect(await balance(s, u.id)).toBe(7);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'admin')).toMatchObject([{ delta: 4 }]);
    vi.restoreAllMocks();
    failTransactions(s, denied, 1);
    await expect(s.setCredits(u.id, 9)).rejects.toThrow(/not authorized/);
    vi.restoreAllMocks();
    failTransactions(s, () => cancelled('ConditionalCheckFailed', 'None'), 10);
    await expect(s.setCredits(u.id, 9)).rejects.toThrow('setCredits: balance kept changing');
    vi.restoreAllMocks();
    expect(await balance(s, u.id)).toBe(7);
  });
});

describe('putRecord with a debit', () => {
  it('takes exactly the debit, records it on the record and in the ledger', async () => {
    const s = await makeStore();
    const u = await user(s, 3);
    const l = letter(u.id);
    expect(await s.putRecord(DEBT, l, { debit: 2 })).toBe('ok');
    expect(await balance(s, u.id)).toBe(1);
    expect((await s.getRecord(DEBT, u.id, l.id))?.creditsSpent).toBe(2);
    expect((await ledger(s, u.id)).find((e) => e.reason === 'spend')).toMatchObject({
      delta: -2,
      letterId: l.id,
    });
  });
  it('a short balance stores nothing and spends nothing', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    const l = letter(u.id);
    expect(await s.putRecord(DEBT, l, { debit: 2 })).toBe('no-credit');
    expect(await s.getRecord(DEBT, u.id, l.id)).toBeNull();
    expect(await balance(s, u.id)).toBe(1);
    expect((await ledger(s, u.id)).map((e) => e.reason)).toEqual(['signup']);
  });
  it('without a debit (or a zero one) the record is stored as given, touching no credit', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    for (const opts of [undefined, { debit: 0 }]) {
      const l = letter(u.id);
      expect(await s.putRecord(DEBT, l, opts)).toBe('ok');
      const stored = await s.getRecord(DEBT, u.id, l.id);
      expect(stored).toEqual(l);
      expect(stored).not.toHaveProperty('creditsSpent');
    }
    expect(await balance(s, u.id)).toBe(1);
    expect(await ledger(s, u.id)).toHaveLength(1);
  });
  it('a transaction cancelled by a lasting conflict is an error to retry, not "no credits"', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    const l = letter(u.id);
    // six conflicting sends exhaust the retries; the fallback after them would answer "no credits" if it ran
    failTransactions(s, () => cancelled('TransactionConflict', 'None', 'None'), 6);
    await expect(s.putRecord(DEBT, l, { debit: 1 })).rejects.toBeInstanceOf(TransactionCanceledException);
    // the unlimited fallback's own errors too
    vi.restoreAllMocks();
    let calls = 0;
    const send = s.doc.send.bind(s.doc);
    vi.spyOn(s.doc, 'send').mockImplementation(((c: unknown) => {
      if (c instanceof TransactWriteCommand && ++calls === 2) return Promise.reject(denied());
      return send(c as never);
    }) as never);
    await expect(s.putRecord(DEBT, letter(u.id), { debit: 2 })).rejects.toThrow(/not authorized/);
    vi.restoreAllMocks();
    expect(await s.putRecord(DEBT, l, { debit: 1 })).toBe('ok');
    expect(await balance(s, u.id)).toBe(0);
  });
});

describe('failAndRefund', () => {
  async function spent(credits: number, debit: number) {
    const s = await makeStore();
    const u = await user(s, credits);
    const l = letter(u.id);
    expect(await s.putRecord(DEBT, l, { debit })).toBe('ok');
    return { s, u, l };
  }
  it('gives back exactly what the letter spent, with a refund entry naming it', async () => {
    const { s, u, l } = await spent(3, 2);
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'OCR failed')).toBe(true);
    expect(await balance(s, u.id)).toBe(3);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({
      status: 'failed',
      error: 'OCR failed',
      creditRefunded: true,
    });
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'refund')).toMatchObject([
      { delta: 2, letterId: l.id },
    ]);
  });
  it('a letter that spent nothing fails without a refund', async () => {
    const s = await makeStore();
    const u = await user(s, 1);
    const l = letter(u.id);
    await s.putRecord(DEBT, l);
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'broken')).toBe(true);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'failed', creditRefunded: false });
    expect(await balance(s, u.id)).toBe(1);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'refund')).toEqual([]);
  });
  it('only a processing letter can fail: a finished or missing one is left alone', async () => {
    const { s, u, l } = await spent(1, 1);
    await s.updateRecord(DEBT, u.id, l.id, { status: 'complete' } as never);
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'late')).toBe(false);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'complete' });
    expect(await balance(s, u.id)).toBe(0);
    expect(await s.failAndRefund(DEBT, u.id, 'nope', 'x')).toBe(false);
  });
  it('a refund that meets a passing conflict is tried again and gives the credit back', async () => {
    const { s, u, l } = await spent(1, 1);
    failTransactions(s, () => cancelled('None', 'TransactionConflict', 'None'), 1);
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'broken')).toBe(true);
    expect(await balance(s, u.id)).toBe(1);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'failed', creditRefunded: true });
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });
  it('a refund cancelled by a lasting conflict never marks the letter refunded without the credit', async () => {
    const { s, u, l } = await spent(1, 1);
    failTransactions(s, () => cancelled('None', 'TransactionConflict', 'None'), 100);
    await expect(s.failAndRefund(DEBT, u.id, l.id, 'broken')).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'processing' });
    expect(await balance(s, u.id)).toBe(0);
    // the retry refunds it properly
    vi.restoreAllMocks();
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'broken')).toBe(true);
    expect(await balance(s, u.id)).toBe(1);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'failed', creditRefunded: true });
  });
  it('a throttled refund is an error and changes nothing', async () => {
    const { s, u, l } = await spent(1, 1);
    failTransactions(s, denied);
    await expect(s.failAndRefund(DEBT, u.id, l.id, 'broken')).rejects.toThrow(/not authorized/);
    vi.restoreAllMocks();
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'processing' });
  });
  it('a run that lost the race to fail the letter reports false and refunds nothing', async () => {
    const { s, u, l } = await spent(1, 1);
    failTransactions(s, () => cancelled('ConditionalCheckFailed', 'None', 'None'));
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'broken')).toBe(false);
    vi.restoreAllMocks();
    expect(await balance(s, u.id)).toBe(0);
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'refund')).toEqual([]);
  });
  it('an account that became unlimited gets nothing back, and the letter does not claim a refund', async () => {
    const { s, u, l } = await spent(1, 1);
    await s.setCredits(u.id, UNLIMITED_CREDITS);
    expect(await s.failAndRefund(DEBT, u.id, l.id, 'broken')).toBe(true);
    expect(await balance(s, u.id)).toBe(UNLIMITED_CREDITS);
    expect(await s.getRecord(DEBT, u.id, l.id)).toMatchObject({ status: 'failed', creditRefunded: false });
    expect((await ledger(s, u.id)).filter((e) => e.reason === 'refund')).toEqual([]);
  });
});
