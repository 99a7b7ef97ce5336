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
import {
  UNLIMITED_CREDITS,
  type LedgerEntry,
  type OwnedRecords,
  type RecordKind,
  type User,
} from '@app/shared';
import { newId } from '../../domain/ids';
import {
  ConflictError,
  type NewUser,
  type Session,
  type SignInLink,
  type Store,
  type UserWithCounts,
} from '../../ports/store';
import {
  GSI1,
  GSI2,
  KEY_ATTRIBUTES,
  keys,
  PROCESSING_GSI2PK,
  RECORD_PREFIX,
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

export class DynamoStore implements Store {
  readonly client: DynamoDBClient;
  readonly doc: DynamoDBDocumentClient;
  readonly table: string;

  constructor(opts: { tableName: string; endpoint?: string; client?: DynamoDBClient }) {
    this.table = opts.tableName;
    this.client =
      opts.client ??
      new DynamoDBClient(
        opts.endpoint
          ? {
              endpoint: opts.endpoint,
              region: process.env.AWS_REGION ?? 'eu-west-2',
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {},
      );
    this.doc = DynamoDBDocumentClient.from(this.client, { marshallOptions: { removeUndefinedValues: true } });
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
      await this.doc.send(
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
    const r = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.user(id), ConsistentRead: true }),
    );
    return strip<User>(r.Item);
  }

  async getUserByEmail(email: string): Promise<User | null> {
    const r = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.email(email.trim()), ConsistentRead: true }),
    );
    return r.Item ? this.getUser(r.Item.userId as string) : null;
  }

  async updateUser(
    id: string,
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'isAdmin'>>,
  ): Promise<void> {
    await this.update(keys.user(id), patch);
  }

  async listUsers(): Promise<UserWithCounts[]> {
    const items = await this.queryAll({
      TableName: this.table,
      IndexName: GSI1,
      KeyConditionExpression: 'GSI1PK = :p',
      ExpressionAttributeValues: { ':p': USERS_GSI1PK },
    });
    const users = items.map((i) => strip<User>(i)!);
    return Promise.all(
      users.map(async (u) => {
        const r = await this.doc.send(
          new QueryCommand({
            TableName: this.table,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
            ExpressionAttributeValues: { ':pk': keys.user(u.id).PK, ':sk': RECORD_PREFIX.debtLetter },
            Select: 'COUNT',
          }),
        );
        return { ...u, letterCount: r.Count ?? 0 };
      }),
    );
  }

  async setCredits(userId: string, credits: number): Promise<void> {
    await this.update(keys.user(userId), { credits });
  }

  async deleteUser(userId: string): Promise<void> {
    const user = await this.getUser(userId);
    const owned = await this.queryAll({
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
      ProjectionExpression: 'PK, SK',
    });
    const deletes = owned.map((i) => ({ PK: i.PK, SK: i.SK }));
    if (user) deletes.push(keys.email(user.email));
    for (let i = 0; i < deletes.length; i += 25) {
      let request: Record<string, unknown[]> | undefined = {
        [this.table]: deletes.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      };
      // BatchWrite may leave some items unprocessed under load: retry those.
      for (let attempt = 0; request && Object.keys(request).length && attempt < 8; attempt++) {
        const r = await this.doc.send(new BatchWriteCommand({ RequestItems: request as never }));
        request = r.UnprocessedItems as Record<string, unknown[]> | undefined;
        if (request && Object.keys(request).length)
          await new Promise((res) => setTimeout(res, 50 * 2 ** attempt));
      }
    }
  }

  // ── sessions and sign-in links ───────────────────────────────────────────
  async putSession(s: Session): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.session(s.id), kind: 'session', ...s, [TTL_ATTRIBUTE]: s.expiresAt },
      }),
    );
  }

  async getSession(id: string): Promise<Session | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: keys.session(id) }));
    return strip<Session>(r.Item);
  }

  async deleteSession(id: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: keys.session(id) }));
  }

  async putSignInLink(link: SignInLink): Promise<void> {
    await this.doc.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.signIn(link.tokenHash), kind: 'signin', ...link, [TTL_ATTRIBUTE]: link.expiresAt },
      }),
    );
  }

  async consumeSignInLink(tokenHash: string, nowSeconds: number): Promise<SignInLink | null> {
    try {
      const r = await this.doc.send(
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

  // ── credits ──────────────────────────────────────────────────────────────
  private debitUpdate() {
    return {
      TableName: this.table,
      UpdateExpression: 'SET credits = credits - :one',
      ConditionExpression: 'attribute_exists(PK) AND credits >= :one AND credits < :unl',
      ExpressionAttributeValues: { ':one': 1, ':unl': UNLIMITED_CREDITS },
    };
  }

  private unlimitedCheck() {
    return {
      TableName: this.table,
      ConditionExpression: 'credits >= :unl',
      ExpressionAttributeValues: { ':unl': UNLIMITED_CREDITS },
    };
  }

  async debitCredit(userId: string): Promise<boolean> {
    try {
      await this.doc.send(new UpdateCommand({ ...this.debitUpdate(), Key: keys.user(userId) }));
      return true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const user = await this.getUser(userId);
    return Boolean(user && user.credits >= UNLIMITED_CREDITS);
  }

  async addCredits(userId: string, amount: number): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.user(userId),
          UpdateExpression: 'SET credits = credits + :n',
          ConditionExpression: 'attribute_exists(PK) AND credits < :unl',
          ExpressionAttributeValues: { ':n': amount, ':unl': UNLIMITED_CREDITS },
        }),
      );
    } catch (e) {
      if (!isConditionFailure(e)) throw e; // unlimited or deleted user: nothing to add
    }
  }

  // ── owned records ────────────────────────────────────────────────────────
  private recordItem<K extends RecordKind>(kind: K, record: OwnedRecords[K]): Item {
    const item: Item = { ...keys.record(kind, record.userId, record.id), kind, ...record };
    if (kind === 'debtLetter' && (record as OwnedRecords['debtLetter']).status === 'processing') {
      item.GSI2PK = PROCESSING_GSI2PK;
      item.GSI2SK = `${record.createdAt}#${record.userId}#${record.id}`;
    }
    return item;
  }

  async putRecord<K extends RecordKind>(
    kind: K,
    record: OwnedRecords[K],
    opts: { debit?: boolean } = {},
  ): Promise<'ok' | 'no-credit'> {
    const put = {
      TableName: this.table,
      Item: this.recordItem(kind, record),
      ConditionExpression: 'attribute_not_exists(PK)',
    };
    if (!opts.debit) {
      await this.doc.send(new PutCommand(put));
      return 'ok';
    }
    const userKey = keys.user(record.userId);
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Update: { ...this.debitUpdate(), Key: userKey } }, { Put: put }],
        }),
      );
      return 'ok';
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    // Not enough credits to decrement: an unlimited account still may create the record without spending.
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [{ ConditionCheck: { ...this.unlimitedCheck(), Key: userKey } }, { Put: put }],
        }),
      );
      return 'ok';
    } catch (e) {
      if (isConditionFailure(e)) return 'no-credit';
      throw e;
    }
  }

  async getRecord<K extends RecordKind>(
    kind: K,
    userId: string,
    id: string,
  ): Promise<OwnedRecords[K] | null> {
    const r = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: keys.record(kind, userId, id), ConsistentRead: true }),
    );
    return strip<OwnedRecords[K]>(r.Item);
  }

  async listRecords<K extends RecordKind>(kind: K, userId: string): Promise<OwnedRecords[K][]> {
    const items = await this.queryAll({
      TableName: this.table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':sk': RECORD_PREFIX[kind] },
      ScanIndexForward: false,
    });
    return items.map((i) => strip<OwnedRecords[K]>(i)!);
  }

  async updateRecord<K extends RecordKind>(
    kind: K,
    userId: string,
    id: string,
    patch: Partial<OwnedRecords[K]>,
    opts: { ifStatus?: string } = {},
  ): Promise<boolean> {
    const fields: Item = { ...patch, updatedAt: new Date().toISOString() };
    delete fields.id;
    delete fields.userId;
    const remove =
      kind === 'debtLetter' && typeof fields.status === 'string' && fields.status !== 'processing'
        ? ['GSI2PK', 'GSI2SK']
        : [];
    try {
      await this.update(keys.record(kind, userId, id), fields, opts.ifStatus, remove);
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async deleteRecord(kind: RecordKind, userId: string, id: string): Promise<boolean> {
    try {
      await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: keys.record(kind, userId, id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  async failLetterAndRefund(
    userId: string,
    letterId: string,
    error: string,
    ledgerEntry: LedgerEntry,
  ): Promise<boolean> {
    const failLetter = {
      Update: {
        TableName: this.table,
        Key: keys.record('debtLetter', userId, letterId),
        UpdateExpression:
          'SET #s = :failed, #e = :error, creditRefunded = :t, updatedAt = :now REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK) AND #s = :processing',
        ExpressionAttributeNames: { '#s': 'status', '#e': 'error' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':error': error,
          ':t': true,
          ':now': new Date().toISOString(),
          ':processing': 'processing',
        },
      },
    };
    const ledger = { Put: { TableName: this.table, Item: this.recordItem('ledger', ledgerEntry) } };
    const userKey = keys.user(userId);
    const refund = {
      Update: {
        TableName: this.table,
        Key: userKey,
        UpdateExpression: 'SET credits = credits + :one',
        ConditionExpression: 'attribute_exists(PK) AND credits < :unl',
        ExpressionAttributeValues: { ':one': 1, ':unl': UNLIMITED_CREDITS },
      },
    };
    // An unlimited (or deleted) account gets nothing back, but the letter still fails in the same way.
    for (const userItem of [refund, null]) {
      try {
        await this.doc.send(
          new TransactWriteCommand({
            TransactItems: userItem ? [failLetter, userItem, ledger] : [failLetter],
          }),
        );
        return true;
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const [letterReason] = e.CancellationReasons ?? [];
        if (letterReason?.Code === 'ConditionalCheckFailed') return false;
        if (!isConditionFailure(e)) throw e;
      }
    }
    return false;
  }

  async listStuckDebtLetters(createdBefore: string): Promise<{ userId: string; id: string }[]> {
    const items = await this.queryAll({
      TableName: this.table,
      IndexName: GSI2,
      KeyConditionExpression: 'GSI2PK = :p AND GSI2SK < :before',
      ExpressionAttributeValues: { ':p': PROCESSING_GSI2PK, ':before': createdBefore },
    });
    return items.map((i) => ({ userId: i.userId as string, id: i.id as string }));
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.claim(key),
            kind: 'claim',
            [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + ttlSeconds,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  // ── helpers ──────────────────────────────────────────────────────────────
  private async update(key: Item, fields: Item, ifStatus?: string, remove: string[] = []): Promise<void> {
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
    await this.doc.send(
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

  private async queryAll(input: QueryCommandInput): Promise<Item[]> {
    const out: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      out.push(...((r.Items ?? []) as Item[]));
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }
}
