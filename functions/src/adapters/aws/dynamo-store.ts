/** The Store port on DynamoDB (single table, see dynamo-keys.ts). Runs unchanged on DynamoDB Local. */
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  TransactionCanceledException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { UNLIMITED_CREDITS, type LedgerEntry, type User } from '@app/shared';
import { newId } from '../../domain/ids';
import { LEDGER, OUTBOX } from '../../domain/records';
import {
  ConflictError,
  StoreBusyError,
  type LedgerNote,
  ONCE_TTL_SECONDS,
  type NewUser,
  type OnceOpts,
  type Owned,
  type OwnedItem,
  type PendingMail,
  type RecordType,
  type Session,
  type SignInLink,
  type Store,
} from '../../ports/store';
import {
  GSI1,
  GSI2,
  KEY_ATTRIBUTES,
  keys,
  OUTBOX_GSI1PK,
  PROCESSING_GSI2PK,
  sessionsGsi1pk,
  TABLE_SCHEMA,
  TTL_ATTRIBUTE,
  USERS_GSI1PK,
} from './dynamo-keys';

type Item = Record<string, unknown>;

function strip<T>(item: Item | undefined): T | null {
  if (!item) return null;
  const out: Item = { ...item };
  for (const k of KEY_ATTRIBUTES) delete out[k];
  return out as T;
}

const isConditionFailure = (e: unknown) =>
  e instanceof ConditionalCheckFailedException ||
  (e instanceof TransactionCanceledException &&
    (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed'));

/** Error names DynamoDB uses for "not now" (capacity), as opposed to "no" (a condition). */
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

const isThrottling = (e: unknown) =>
  THROTTLING.has((e as { name?: string } | null)?.name ?? '') ||
  (e instanceof TransactionCanceledException &&
    (e.CancellationReasons ?? []).some(
      (r) => r.Code === 'ThrottlingError' || r.Code === 'ProvisionedThroughputExceeded',
    ));

/**
 * Worth sending again as it was: throttled, or a transaction cancelled only because another one touched the same
 * item at that moment (TransactionConflict) — never a failed condition, which is an answer. A refused or cancelled
 * write changed nothing, so sending it again cannot apply it twice.
 */
const isTransient = (e: unknown) => {
  if (isThrottling(e)) return true;
  if ((e as { name?: string } | null)?.name === 'TransactionInProgressException') return true;
  if (!(e instanceof TransactionCanceledException)) return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
};

export interface RetryOptions {
  /** Sends in all (the SDK's own retries happen inside each). */
  attempts: number;
  /** First pause; it doubles each time, with full jitter. */
  baseDelayMs: number;
}

export class DynamoStore implements Store {
  readonly client: DynamoDBClient;
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;
  readonly retry: RetryOptions;
  private readonly send: DynamoDBDocumentClient['send'];

  constructor(opts: {
    tableName: string;
    endpoint?: string;
    region?: string;
    client?: DynamoDBClient;
    retry?: Partial<RetryOptions>;
  }) {
    this.table = opts.tableName;
    this.retry = { attempts: 6, baseDelayMs: 50, ...opts.retry };
    this.client =
      opts.client ??
      new DynamoDBClient(
        opts.endpoint
          ? {
              endpoint: opts.endpoint,
              region: opts.region ?? 'eu-west-2',
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {},
      );
    this.doc = DynamoDBDocumentClient.from(this.client, { marshallOptions: { removeUndefinedValues: true } });
    // Every table command goes through withRetry, typed as the client's own send.
    this.send = ((command: unknown) =>
      this.withRetry(() => this.doc.send(command as never))) as DynamoDBDocumentClient['send'];
  }

  /** Creates the table when missing (local runtime and tests; in AWS the CDK stack owns it). */
  async ensureTable(): Promise<void> {
    try {
      await this.client.send(new DescribeTableCommand({ TableName: this.table }));
      return;
    } catch (e) {
      if (!(e instanceof ResourceNotFoundException)) throw e;
    }
    const attrs = new Set<string>([TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey]);
    TABLE_SCHEMA.indexes.forEach((i) => (attrs.add(i.partitionKey), attrs.add(i.sortKey)));
    try {
      await this.client.send(
        new CreateTableCommand({
          TableName: this.table,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: TABLE_SCHEMA.indexes.map((i) => ({
            IndexName: i.name,
            KeySchema: [
              { AttributeName: i.partitionKey, KeyType: 'HASH' },
              { AttributeName: i.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
      await this.client.send(
        new UpdateTimeToLiveCommand({
          TableName: this.table,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
    } catch (e) {
      // Two processes creating the table at once: the loser sees ResourceInUse, which is fine.
      if ((e as Error).name !== 'ResourceInUseException') throw e;
    }
  }

  // ── users ──────────────────────────────────────────────────────────────
  async createUser(input: NewUser): Promise<User> {
    const email = input.email.trim().toLowerCase();
    const user: User = { ...input, email, id: newId(), createdAt: new Date().toISOString() };
    try {
      await this.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { ...keys.email(email), kind: 'email', userId: user.id },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.user(user.id),
                  kind: 'user',
                  GSI1PK: USERS_GSI1PK,
                  GSI1SK: `${user.createdAt}#${user.id}`,
                  ...user,
                },
              },
            },
            ...(user.credits > 0 && user.credits < UNLIMITED_CREDITS
              ? [this.ledgerPut(user.id, user.credits, { reason: 'signup' })]
              : []),
          ],
        }),
      );
    } catch (e) {
      if (isConditionFailure(e)) throw new ConflictError(`An account with ${email} already exists.`);
      throw e;
    }
    return user;
  }

  async getUser(id: string): Promise<User | null> {
    const r = await this.send(
      new GetCommand({ TableName: this.table, Key: keys.user(id), ConsistentRead: true }),
    );
    return strip<User>(r.Item);
  }

  async getUserByEmail(email: string): Promise<User | null> {
    const r = await this.send(
      new GetCommand({ TableName: this.table, Key: keys.email(email.trim()), ConsistentRead: true }),
    );
    return r.Item ? this.getUser(r.Item.userId as string) : null;
  }

  async updateUser(
    id: string,
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'isAdmin' | 'address'>>,
  ): Promise<void> {
    await this.update(keys.user(id), patch);
  }

  async listUsers(): Promise<User[]> {
    const items = await this.queryAll({
      TableName: this.table,
      IndexName: GSI1,
      KeyConditionExpression: 'GSI1PK = :p',
      ExpressionAttributeValues: { ':p': USERS_GSI1PK },
    });
    return items.map((i) => strip<User>(i)!);
  }

  async countRecords(type: RecordType<Owned>, userId: string): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':sk': type.prefix },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += r.Count ?? 0;
      start = r.LastEvaluatedKey;
    } while (start);
    return count;
  }

  async deleteUser(userId: string): Promise<void> {
    const user = await this.getUser(userId);
    const owned = await this.queryAll({
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
      ProjectionExpression: 'PK, SK',
    });
    // Its sessions, by their index entry (the session item's key is a hash of the cookie, unknown here). The index is
    // eventually consistent, so a session opened at this very moment may be missed: it still leads nowhere, because
    // every request reads the user it names (api.ts currentUser) and that user is gone; TTL removes it.
    const sessions = await this.queryAll({
      TableName: this.table,
      IndexName: GSI1,
      KeyConditionExpression: 'GSI1PK = :p',
      ExpressionAttributeValues: { ':p': sessionsGsi1pk(userId) },
    });
    const deletes = owned.map((i) => ({ PK: i.PK, SK: i.SK }));
    deletes.push(...sessions.map((i) => ({ PK: i.PK, SK: i.SK })));
    if (user) deletes.push(keys.email(user.email));
    await this.batchDelete(deletes);
  }

  private async batchDelete(deletes: Item[]): Promise<void> {
    for (let i = 0; i < deletes.length; i += 25) {
      let request: Record<string, unknown[]> | undefined = {
        [this.table]: deletes.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      };
      // BatchWrite may leave some items unprocessed under load: retry those.
      for (let attempt = 0; request && Object.keys(request).length && attempt < 8; attempt++) {
        const r = await this.send(new BatchWriteCommand({ RequestItems: request as never }));
        request = r.UnprocessedItems as Record<string, unknown[]> | undefined;
        if (request && Object.keys(request).length)
          await new Promise((res) => setTimeout(res, 50 * 2 ** attempt));
      }
      if (request && Object.keys(request).length)
        throw new StoreBusyError('DynamoDB left deletes unprocessed');
    }
  }

  async listOwned(userId: string): Promise<OwnedItem[]> {
    const items = await this.queryAll({
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
    });
    return items
      .filter((i) => i.SK !== keys.user(userId).SK)
      .map((i) => {
        const sk = i.SK as string;
        return {
          type: String(i.kind ?? ''),
          prefix: sk.slice(0, sk.indexOf('#') + 1),
          record: strip<Owned>(i)!,
        };
      });
  }

  // ── sessions and sign-in links ───────────────────────────────────────────
  async putSession(s: Session): Promise<void> {
    await this.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.session(s.id),
          kind: 'session',
          // Indexed under its user, so erasing the account ends every session it has.
          GSI1PK: sessionsGsi1pk(s.userId),
          GSI1SK: s.createdAt,
          ...s,
          [TTL_ATTRIBUTE]: s.expiresAt,
        },
      }),
    );
  }

  async getSession(id: string): Promise<Session | null> {
    const r = await this.send(new GetCommand({ TableName: this.table, Key: keys.session(id) }));
    return strip<Session>(r.Item);
  }

  async deleteSession(id: string): Promise<void> {
    await this.send(new DeleteCommand({ TableName: this.table, Key: keys.session(id) }));
  }

  async putSignInLink(link: SignInLink): Promise<void> {
    await this.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.signIn(link.tokenHash), kind: 'signin', ...link, [TTL_ATTRIBUTE]: link.expiresAt },
      }),
    );
  }

  async consumeSignInLink(tokenHash: string, nowSeconds: number): Promise<SignInLink | null> {
    try {
      const r = await this.send(
        new DeleteCommand({
          TableName: this.table,
          Key: keys.signIn(tokenHash),
          ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': nowSeconds },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return strip<SignInLink>(r.Attributes);
    } catch (e) {
      if (isConditionFailure(e)) return null;
      throw e;
    }
  }

  // ── credits: every movement writes its ledger entry in the same transaction ─────────────────────────────
  /** The ledger entry of one movement, as a transaction item. */
  private ledgerPut(userId: string, delta: number, note: LedgerNote) {
    const at = new Date().toISOString();
    const entry: LedgerEntry = { id: newId(), userId, createdAt: at, updatedAt: at, delta, ...note };
    return { Put: { TableName: this.table, Item: this.recordItem(LEDGER, entry) } };
  }

  /** Takes n credits from a limited balance that has them. */
  private debitUpdate(userId: string, n: number) {
    return {
      Update: {
        TableName: this.table,
        Key: keys.user(userId),
        UpdateExpression: 'SET credits = credits - :n',
        ConditionExpression: 'attribute_exists(PK) AND credits >= :n AND credits < :unl',
        ExpressionAttributeValues: { ':n': n, ':unl': UNLIMITED_CREDITS },
      },
    };
  }

  /** Adds n credits to a limited balance. */
  private creditUpdate(userId: string, n: number) {
    return {
      Update: {
        TableName: this.table,
        Key: keys.user(userId),
        UpdateExpression: 'SET credits = credits + :n',
        ConditionExpression: 'attribute_exists(PK) AND credits < :unl',
        ExpressionAttributeValues: { ':n': n, ':unl': UNLIMITED_CREDITS },
      },
    };
  }

  private unlimitedCheck(userId: string) {
    return {
      ConditionCheck: {
        TableName: this.table,
        Key: keys.user(userId),
        ConditionExpression: 'credits >= :unl',
        ExpressionAttributeValues: { ':unl': UNLIMITED_CREDITS },
      },
    };
  }

  /** The claim of an idempotency key, as a transaction item that fails if the key was claimed before. */
  private claimPut(key: string, ttlSeconds: number) {
    const now = Math.floor(Date.now() / 1000);
    return {
      Put: {
        TableName: this.table,
        Item: { ...keys.claim(key), kind: 'claim', [TTL_ATTRIBUTE]: now + ttlSeconds },
        // DynamoDB deletes expired items lazily (up to days later): a claim past its time is free again.
        ConditionExpression: 'attribute_not_exists(PK) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': now },
      },
    };
  }

  /** Whether a cancelled transaction failed on its item at `index` (the claim, put first). */
  private static failedAt(e: unknown, index: number): boolean {
    return (
      e instanceof TransactionCanceledException &&
      e.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
    );
  }

  async addCredits(userId: string, amount: number, note: LedgerNote, opts: OnceOpts = {}): Promise<boolean> {
    const claim = opts.onceKey ? [this.claimPut(opts.onceKey, ONCE_TTL_SECONDS)] : [];
    try {
      await this.transact([
        ...claim,
        this.creditUpdate(userId, amount),
        this.ledgerPut(userId, amount, note),
      ]);
      return true;
    } catch (e) {
      // Already claimed (a replay), or an unlimited or deleted user: nothing to add, nothing written.
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async takeBackCredits(
    userId: string,
    amount: number,
    note: LedgerNote,
    opts: OnceOpts = {},
  ): Promise<number> {
    const claim = () => (opts.onceKey ? [this.claimPut(opts.onceKey, ONCE_TTL_SECONDS)] : []);
    // Conditional on the balance read, so a spend racing this one makes it read again rather than go below 0.
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await this.getUser(userId);
      if (!user || user.credits >= UNLIMITED_CREDITS) return 0;
      const n = Math.min(amount, user.credits);
      const items =
        n <= 0
          ? // Nothing left to take: the entry still records the reversal, once.
            [...claim(), this.ledgerPut(userId, 0, note)]
          : [
              ...claim(),
              {
                Update: {
                  TableName: this.table,
                  Key: keys.user(userId),
                  UpdateExpression: 'SET credits = credits - :n',
                  ConditionExpression: 'credits = :was',
                  ExpressionAttributeValues: { ':n': n, ':was': user.credits },
                },
              },
              this.ledgerPut(userId, -n, note),
            ];
      try {
        await this.transact(items);
        return n;
      } catch (e) {
        if (opts.onceKey && DynamoStore.failedAt(e, 0)) return 0; // a replay: taken already
        if (!isConditionFailure(e)) throw e;
      }
    }
    throw new Error('takeBackCredits: balance kept changing');
  }

  async setCredits(userId: string, credits: number): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await this.getUser(userId);
      if (!user) return;
      if (user.credits === credits) return;
      let entry;
      if (credits >= UNLIMITED_CREDITS) entry = this.ledgerPut(userId, 0, { reason: 'unlimited' });
      else {
        // Leaving unlimited: the ledger has not counted the unlimited period, so the entry brings its sum to the new
        // balance; otherwise it is the plain difference.
        const from = user.credits >= UNLIMITED_CREDITS ? await this.ledgerSum(userId) : user.credits;
        entry = this.ledgerPut(userId, credits - from, { reason: 'admin' });
      }
      try {
        await this.transact([
          {
            Update: {
              TableName: this.table,
              Key: keys.user(userId),
              UpdateExpression: 'SET credits = :c',
              ConditionExpression: 'credits = :was',
              ExpressionAttributeValues: { ':c': credits, ':was': user.credits },
            },
          },
          entry,
        ]);
        return;
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
    }
    throw new Error('setCredits: balance kept changing');
  }

  private async ledgerSum(userId: string): Promise<number> {
    const entries = await this.listRecords(LEDGER, userId);
    return entries.reduce((sum, e) => sum + e.delta, 0);
  }

  // ── owned records ────────────────────────────────────────────────────────
  private recordItem<T extends Owned>(type: RecordType<T>, record: T): Item {
    const item: Item = {
      ...keys.record(type.prefix, record.userId, record.id),
      kind: type.name,
      ...(record as Item),
    };
    if (record.status === 'processing') {
      item.GSI2PK = PROCESSING_GSI2PK;
      item.GSI2SK = `${record.createdAt}#${record.userId}#${record.id}`;
    }
    return item;
  }

  async putRecord<T extends Owned>(
    type: RecordType<T>,
    record: T,
    opts: { debit?: number } = {},
  ): Promise<'ok' | 'no-credit'> {
    const put = (spent: number) => ({
      Put: {
        TableName: this.table,
        Item: this.recordItem(type, opts.debit ? { ...record, creditsSpent: spent } : record),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
    const n = opts.debit ?? 0;
    if (n <= 0) {
      await this.send(new PutCommand(put(0).Put));
      return 'ok';
    }
    const { userId, id } = record;
    try {
      await this.transact([
        this.debitUpdate(userId, n),
        put(n),
        this.ledgerPut(userId, -n, { reason: 'spend', letterId: id }),
      ]);
      return 'ok';
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    // Not enough credits to decrement: an unlimited account still may create the record without spending.
    try {
      await this.transact([this.unlimitedCheck(userId), put(0)]);
      return 'ok';
    } catch (e) {
      if (isConditionFailure(e)) return 'no-credit';
      throw e;
    }
  }

  async getRecord<T extends Owned>(type: RecordType<T>, userId: string, id: string): Promise<T | null> {
    const r = await this.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.record(type.prefix, userId, id),
        ConsistentRead: true,
      }),
    );
    return strip<T>(r.Item);
  }

  async findRecord(
    types: readonly RecordType<Owned>[],
    userId: string,
    id: string,
  ): Promise<{ type: RecordType<Owned>; record: Owned } | null> {
    if (!types.length) return null;
    const r = await this.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: types.map((t) => keys.record(t.prefix, userId, id)),
            ConsistentRead: true,
          },
        },
      }),
    );
    // A batch of at most a handful of keys comes back whole; anything left over is read one by one.
    const found = (r.Responses?.[this.table] ?? []) as Item[];
    for (const item of found) {
      const type = types.find((t) => (item.SK as string) === `${t.prefix}${id}`);
      if (type) return { type, record: strip<Owned>(item)! };
    }
    const left = (r.UnprocessedKeys?.[this.table]?.Keys ?? []) as Item[];
    for (const key of left) {
      const type = types.find((t) => (key.SK as string) === `${t.prefix}${id}`);
      const record = type ? await this.getRecord(type, userId, id) : null;
      if (type && record) return { type, record };
    }
    return null;
  }

  async listRecords<T extends Owned>(type: RecordType<T>, userId: string): Promise<T[]> {
    const items = await this.queryAll({
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':sk': type.prefix },
      ScanIndexForward: false,
    });
    return items.map((i) => strip<T>(i)!);
  }

  async updateRecord<T extends Owned>(
    type: RecordType<T>,
    userId: string,
    id: string,
    patch: Partial<T>,
    opts: { ifStatus?: string; append?: Partial<Record<keyof T, unknown[]>> } = {},
  ): Promise<boolean> {
    const fields: Item = { ...patch, updatedAt: new Date().toISOString() };
    delete fields.id;
    delete fields.userId;
    const remove =
      typeof fields.status === 'string' && fields.status !== 'processing' ? ['GSI2PK', 'GSI2SK'] : [];
    try {
      await this.update(
        keys.record(type.prefix, userId, id),
        fields,
        opts.ifStatus,
        remove,
        opts.append as Record<string, unknown[]>,
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async deleteRecord(type: RecordType<Owned>, userId: string, id: string): Promise<boolean> {
    try {
      await this.send(
        new DeleteCommand({
          TableName: this.table,
          Key: keys.record(type.prefix, userId, id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async failAndRefund(type: RecordType<Owned>, userId: string, id: string, error: string): Promise<boolean> {
    const record = (await this.getRecord(type, userId, id)) as (Owned & { creditsSpent?: number }) | null;
    if (!record || record.status !== 'processing') return false;
    const spent = record.creditsSpent ?? 0;
    // creditRefunded says whether this transaction gave the credit back: the fallback without the refund (an account
    // that became unlimited, or was deleted) must not claim it did.
    const failRecord = (refunded: boolean) => ({
      Update: {
        TableName: this.table,
        Key: keys.record(type.prefix, userId, id),
        UpdateExpression:
          'SET #s = :failed, #e = :error, creditRefunded = :refunded, updatedAt = :now REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK) AND #s = :processing',
        ExpressionAttributeNames: { '#s': 'status', '#e': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':error': error,
          ':refunded': refunded,
          ':now': new Date().toISOString(),
          ':processing': 'processing',
        },
      },
    });
    // The record's condition comes first so a lost race is recognised by the first cancellation reason. An unlimited
    // (or deleted) account gets nothing back, but the record still fails in the same way.
    const attempts =
      spent > 0
        ? [
            [
              failRecord(true),
              this.creditUpdate(userId, spent),
              this.ledgerPut(userId, spent, { reason: 'refund', letterId: id }),
            ],
            [failRecord(false)],
          ]
        : [[failRecord(false)]];
    for (const items of attempts) {
      try {
        await this.transact(items);
        return true;
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const [recordReason] = e.CancellationReasons ?? [];
        if (recordReason?.Code === 'ConditionalCheckFailed') return false;
        if (!isConditionFailure(e)) throw e;
      }
    }
    return false;
  }

  async listStuck(createdBefore: string): Promise<{ prefix: string; userId: string; id: string }[]> {
    const items = await this.queryAll({
      TableName: this.table,
      IndexName: GSI2,
      KeyConditionExpression: 'GSI2PK = :p AND GSI2SK < :before',
      ExpressionAttributeValues: { ':p': PROCESSING_GSI2PK, ':before': createdBefore },
    });
    return items.map((i) => ({
      prefix: (i.SK as string).slice(0, (i.SK as string).indexOf('#') + 1),
      userId: i.userId as string,
      id: i.id as string,
    }));
  }

  // ── mail to retry ─────────────────────────────────────────────────────────
  async putPendingMail(mail: PendingMail): Promise<void> {
    await this.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...this.recordItem(OUTBOX, mail),
          GSI1PK: OUTBOX_GSI1PK,
          GSI1SK: `${mail.nextAttemptAt}#${mail.userId}#${mail.id}`,
        },
      }),
    );
  }

  async listDueMail(before: string, limit = 100): Promise<PendingMail[]> {
    const r = await this.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: GSI1,
        KeyConditionExpression: 'GSI1PK = :p AND GSI1SK < :before',
        ExpressionAttributeValues: { ':p': OUTBOX_GSI1PK, ':before': before },
        Limit: limit,
      }),
    );
    return ((r.Items ?? []) as Item[]).map((i) => strip<PendingMail>(i)!);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<number | null> {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000);
    const windowEnd = (Math.floor(now / windowSeconds) + 1) * windowSeconds;
    // A sliding window, estimated from the closed window before this one (it no longer changes, so an eventually
    // consistent read is enough): its hits count in the share of it the sliding window still covers. A fixed window
    // alone let a burst straddling the boundary through at twice the limit.
    const previous = await this.send(
      new GetCommand({ TableName: this.table, Key: keys.rate(key, windowEnd - windowSeconds) }),
    );
    const previousHits = Number(previous.Item?.hits ?? 0);
    const stillCovered = (windowEnd * 1000 - nowMs) / (windowSeconds * 1000);
    const carried = Math.ceil(previousHits * stillCovered);
    const allowed = limit - carried;
    // Refused: the seconds until one more hit is allowed, when the previous window's share has fallen by one (or
    // below the limit), or else when this window ends.
    const wait = () => {
      const target = Math.min(carried, limit) - 1;
      if (target < 0 || previousHits === 0) return Math.max(1, windowEnd - now);
      const freeAtMs = windowEnd * 1000 - (target / previousHits) * windowSeconds * 1000;
      return Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000));
    };
    if (allowed <= 0) return wait();
    try {
      await this.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.rate(key, windowEnd),
          UpdateExpression: 'ADD hits :one SET #ttl = :ttl, kind = :kind',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
          // The row outlives its window by one more, while the next window still reads it.
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': allowed,
            ':ttl': windowEnd + windowSeconds + 60,
            ':kind': 'rate',
          },
        }),
      );
      return null;
    } catch (e) {
      if (isConditionFailure(e)) return wait();
      throw e;
    }
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    try {
      await this.send(new PutCommand(this.claimPut(key, ttlSeconds).Put));
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  // ── helpers ──────────────────────────────────────────────────────────────
  /**
   * Runs one table command; throttling and transaction conflicts are sent again after a pause (exponential, full
   * jitter) on top of the SDK's own retries, which do not cover a cancelled transaction. Throttling that outlasts
   * them becomes StoreBusyError (a 503 for the API, a redelivery for a job); anything else is thrown as it came.
   */
  private async withRetry<T>(op: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await op();
      } catch (e) {
        if (!isTransient(e)) throw e;
        if (attempt >= this.retry.attempts) {
          if (isThrottling(e)) throw new StoreBusyError(`DynamoDB throttled: ${(e as Error).name}`);
          throw e;
        }
        const cap = this.retry.baseDelayMs * 2 ** (attempt - 1);
        await new Promise((r) => setTimeout(r, Math.random() * cap));
      }
    }
  }

  private async update(
    key: Item,
    fields: Item,
    ifStatus?: string,
    remove: string[] = [],
    append: Record<string, unknown[]> = {},
  ): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const removes = [...remove];
    Object.entries(fields).forEach(([k, v], i) => {
      names[`#f${i}`] = k;
      if (v === undefined) removes.push(`#f${i}`);
      else {
        values[`:v${i}`] = v;
        sets.push(`#f${i} = :v${i}`);
      }
    });
    Object.entries(append).forEach(([k, items], i) => {
      names[`#a${i}`] = k;
      values[`:a${i}`] = items;
      values[':empty'] = [];
      sets.push(`#a${i} = list_append(if_not_exists(#a${i}, :empty), :a${i})`);
    });
    let condition = 'attribute_exists(PK)';
    if (ifStatus !== undefined) {
      names['#status'] = 'status';
      values[':ifStatus'] = ifStatus;
      condition += ' AND #status = :ifStatus';
    }
    const expr = [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (!expr) return;
    await this.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key,
        UpdateExpression: expr,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
      }),
    );
  }

  /**
   * One TransactWriteItems. A transaction cancelled only because another one touched the same items at that moment
   * (TransactionConflict, no condition failed) wrote nothing, so send (withRetry) simply tries it again — concurrent
   * webhook deliveries of one event meet here on its claim item.
   */
  private async transact(items: unknown[]): Promise<void> {
    await this.send(new TransactWriteCommand({ TransactItems: items as never }));
  }

  private async queryAll(input: QueryCommandInput): Promise<Item[]> {
    const out: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      out.push(...((r.Items ?? []) as Item[]));
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }
}
