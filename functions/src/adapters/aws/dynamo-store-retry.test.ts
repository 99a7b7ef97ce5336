/**
 * The adapter's answer to a table that says "not now": throttling and transaction conflicts are sent again with a
 * pause, throttling that lasts becomes StoreBusyError (a 503), and a failed condition — an answer, not a fault — is
 * never retried. DynamoDB Local cannot throttle, so the document client is mocked here.
 */
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreBusyError } from '../../ports/store';
import { DynamoStore } from './dynamo-store';

const store = new DynamoStore({
  tableName: 'retry-test',
  endpoint: 'http://127.0.0.1:1',
  retry: { attempts: 4, baseDelayMs: 1 },
});
const doc = mockClient(store.doc);

const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: { httpStatusCode: 400 } });
const throttlingException = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const profile = { PK: 'USER#u1', SK: '#PROFILE', id: 'u1', email: 'a@example.com', credits: 1 };

beforeEach(() => doc.reset());

describe('DynamoStore retries', () => {
  it('sends a throttled read again and returns its answer', async () => {
    doc
      .on(GetCommand)
      .rejectsOnce(throttled())
      .rejectsOnce(throttlingException())
      .resolves({ Item: profile });
    expect(await store.getUser('u1')).toMatchObject({ id: 'u1', credits: 1 });
    expect(doc.commandCalls(GetCommand)).toHaveLength(3);
  });

  it('gives up with StoreBusyError when throttling outlasts its attempts', async () => {
    doc.on(PutCommand).rejects(Object.assign(new Error('too many'), { name: 'RequestLimitExceeded' }));
    await expect(
      store.putSession({ id: 's', userId: 'u1', createdAt: '2026-01-01T00:00:00Z', expiresAt: 1 }),
    ).rejects.toBeInstanceOf(StoreBusyError);
    expect(doc.commandCalls(PutCommand)).toHaveLength(4);
  });

  it('sends a transaction cancelled by a conflict or by throttling again (a spend is taken once)', async () => {
    doc
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict', 'None'))
      .rejectsOnce(cancelled('ThrottlingError', 'None', 'None'))
      .resolves({});
    const at = '2026-01-01T00:00:00.000Z';
    const letter = { id: 'l1', userId: 'u1', createdAt: at, updatedAt: at, status: 'processing' };
    const type = { name: 'testLetter', prefix: 'TESTLETTER#' };
    expect(await store.putRecord(type, letter, { debit: 1 })).toBe('ok');
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('never retries a failed condition: it is an answer', async () => {
    doc.on(DeleteCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await store.consumeSignInLink('hash', 0)).toBeNull();
    expect(doc.commandCalls(DeleteCommand)).toHaveLength(1);
    doc.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    const at = '2026-01-01T00:00:00.000Z';
    const letter = { id: 'l2', userId: 'u1', createdAt: at, updatedAt: at, status: 'processing' };
    // Both of putRecord's transactions fail their condition once each: 'no-credit', no retry of either.
    expect(await store.putRecord({ name: 't', prefix: 'T#' }, letter, { debit: 1 })).toBe('no-credit');
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('a transaction that keeps conflicting is thrown as it came after its attempts', async () => {
    doc.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(store.addCredits('u1', 1, { reason: 'purchase' })).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });
});
