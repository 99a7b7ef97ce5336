/**
 * The single-table layout: every key and the access pattern it serves (docs/data-model.md repeats this table).
 * The CDK stack and the local table creation both read TABLE_SCHEMA, so the two runtimes have the same table.
 *
 * | item            | PK               | SK                 | GSI1PK / GSI1SK            | GSI2PK / GSI2SK          | serves                                   |
 * |-----------------|------------------|--------------------|----------------------------|--------------------------|------------------------------------------|
 * | user profile    | USER#{userId}    | #PROFILE           | USERS / {createdAt}#{id}   |                          | get user; admin lists all users (GSI1)   |
 * | email claim     | EMAIL#{email}    | #EMAIL             |                            |                          | sign-in finds the user by email; unique  |
 * | session         | SESSION#{id}     | #SESSION           | SESSIONS#{userId} / {at}   |                          | cookie → user; TTL removes expired;      |
 * |                 |                  |                    |                            |                          | a deleted account's sessions (GSI1)      |
 * | sign-in link    | SIGNIN#{sha256}  | #SIGNIN            |                            |                          | single-use link; TTL removes expired     |
 * | letter (a kind) | USER#{userId}    | {prefix}{id}       |                            | PROCESSING / {createdAt} | user's letters of a kind, newest first;  |
 * |                 |                  | (DEBT#, CREDIT#…)  |                            |  while 'processing'      | stuck jobs of every kind (GSI2)          |
 * | case            | USER#{userId}    | CASE#{id}          |                            |                          | user's cases; uploads find theirs        |
 * | consultation    | USER#{userId}    | CONSULT#{id}       |                            |                          | user's consultations                     |
 * | payment         | USER#{userId}    | PAYMENT#{id}       |                            |                          | user's payments                          |
 * | credit ledger   | USER#{userId}    | LEDGER#{id}        |                            |                          | every credit movement of a user          |
 * | pending mail    | USER#{userId}    | OUTBOX#{id}        | OUTBOX / {due}#{user}#{id} |                          | mail to send again, due first (GSI1)     |
 * | idempotency     | CLAIM#{key}      | #CLAIM             |                            |                          | webhook events and job runs run once     |
 * | rate window     | RATE#{key}       | #{windowEnd}       |                            |                          | abuse limits per account / IP; TTL       |
 *
 * Ids are time-ordered (see ids.ts), so SK order is creation order. Ownership is part of the key: a record is
 * read with the signed-in user's id, so another user's record simply does not exist for them.
 * GSI2 is sparse: only records still processing carry GSI2PK, so the cleanup job reads just those. Each letter kind
 * declares its SK prefix (kinds/*); other records' prefixes are in domain/records.ts.
 */

export const TTL_ATTRIBUTE = 'ttl';
export const GSI1 = 'GSI1';
export const GSI2 = 'GSI2';

export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: [
    { name: GSI1, partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: GSI2, partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export const keys = {
  user: (id: string) => ({ PK: `USER#${id}`, SK: '#PROFILE' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: '#EMAIL' }),
  session: (id: string) => ({ PK: `SESSION#${id}`, SK: '#SESSION' }),
  signIn: (hash: string) => ({ PK: `SIGNIN#${hash}`, SK: '#SIGNIN' }),
  claim: (key: string) => ({ PK: `CLAIM#${key}`, SK: '#CLAIM' }),
  rate: (key: string, windowEnd: number) => ({ PK: `RATE#${key}`, SK: `#${windowEnd}` }),
  /** A record a user owns: the prefix comes from its RecordType (kinds/*, domain/records.ts). */
  record: (prefix: string, userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `${prefix}${id}` }),
};

export const USERS_GSI1PK = 'USERS';
export const OUTBOX_GSI1PK = 'OUTBOX';
export const sessionsGsi1pk = (userId: string) => `SESSIONS#${userId}`;
export const PROCESSING_GSI2PK = 'PROCESSING';
export const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', TTL_ATTRIBUTE, 'kind'];
