import type { LedgerEntry, User } from '@app/shared';

/** What every record a user owns carries. */
export interface Owned {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  status?: string;
}

/**
 * A type of record a user owns, stored under USER#{userId} with SK `{prefix}{id}`. Each letter kind declares its own
 * (kinds/*), the rest are in domain/records.ts; the prefix is the record's whole identity in the table.
 */
export interface RecordType<T extends Owned> {
  readonly name: string;
  readonly prefix: string;
  /** Type only: never set. */
  readonly _record?: T;
}

export function recordType<T extends Owned>(name: string, prefix: string): RecordType<T> {
  if (!/^[A-Z]+#$/.test(prefix)) throw new Error(`record prefix must look like 'NAME#': ${prefix}`);
  return { name, prefix };
}

/** What a ledger entry says besides the amount (the store fills id, user, dates). */
export type LedgerNote = Pick<LedgerEntry, 'reason'> &
  Partial<Pick<LedgerEntry, 'letterId' | 'paymentId' | 'note'>>;

export interface Session {
  id: string;
  userId: string;
  createdAt: string;
  /** Epoch seconds; also the DynamoDB TTL attribute. */
  expiresAt: number;
}

export interface SignInLink {
  /** SHA-256 of the token mailed to the user; the token itself is never stored. */
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: number;
}

export type NewUser = Pick<User, 'email' | 'firstName' | 'lastName' | 'credits' | 'isAdmin'>;

export class ConflictError extends Error {}

/** An idempotency key claimed in the same transaction as a balance change (kept `ONCE_TTL_SECONDS`). */
export interface OnceOpts {
  onceKey?: string;
}

/** How long a claimed key is remembered: Stripe retries a webhook for up to 3 days; a month is ample. */
export const ONCE_TTL_SECONDS = 30 * 24 * 3600;

/**
 * The table kept refusing for lack of capacity (throttling) after the adapter's own retries: nothing was written.
 * The API answers 503 with Retry-After; a job throws it to be delivered again.
 */
export class StoreBusyError extends Error {
  constructor(message = 'The database is busy.') {
    super(message);
  }
}

/** One record under a user's partition, with the type it was stored as (RecordType name and prefix). */
export interface OwnedItem {
  type: string;
  prefix: string;
  record: Owned;
}

/**
 * A mail that could not be sent when it was due ("your letter is ready"): kept under its user and sent again by the
 * cleanup job (domain/outbox.ts), so a mailer outage delays mail without blocking or failing the work that sent it.
 */
export interface PendingMail extends Owned {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Sends tried so far. */
  attempts: number;
  /** ISO time of the next try. */
  nextAttemptAt: string;
  lastError: string;
}

/**
 * The persistence port. Named for what the domain needs; the DynamoDB single-table adapter implements it
 * (keys and access patterns: docs/data-model.md).
 */
export interface Store {
  // users
  /**
   * Creates the user and claims its email atomically (with a 'signup' ledger entry for its first credits); throws
   * ConflictError if the email is taken.
   */
  createUser(input: NewUser): Promise<User>;
  getUser(id: string): Promise<User | null>;
  getUserByEmail(email: string): Promise<User | null>;
  updateUser(
    id: string,
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'isAdmin' | 'address'>>,
  ): Promise<void>;
  listUsers(): Promise<User[]>;
  /** How many records of a type a user has (admin list). */
  countRecords(type: RecordType<Owned>, userId: string): Promise<number>;
  /**
   * Deletes the user, its email claim, every record it owns (whatever its type) and its sessions. The email is free
   * again: a new sign-in with it opens a new account.
   */
  deleteUser(userId: string): Promise<void>;
  /**
   * Every record the user owns, of every type — letters of each kind, cases, ledger, payments, consultations, and
   * types added later — oldest first, without the profile (getUser). What the account export and erasure read.
   */
  listOwned(userId: string): Promise<OwnedItem[]>;

  // sessions and sign-in links
  putSession(session: Session): Promise<void>;
  getSession(id: string): Promise<Session | null>;
  deleteSession(id: string): Promise<void>;
  putSignInLink(link: SignInLink): Promise<void>;
  /** Deletes and returns the link if it exists and has not expired; a second call gets null. */
  consumeSignInLink(tokenHash: string, nowSeconds: number): Promise<SignInLink | null>;

  // credits: only conditional writes, each with its ledger entry in the same transaction
  /**
   * Adds bought or granted credits (never to an unlimited balance) with its ledger entry. False when the account is
   * unlimited or gone (nothing changed). With `onceKey` (a webhook event id) the key is claimed in the same
   * transaction, so however many deliveries of one event race or follow each other, the credits are added once:
   * every call but the first returns false.
   */
  addCredits(userId: string, amount: number, entry: LedgerNote, opts?: OnceOpts): Promise<boolean>;
  /**
   * Takes back up to `amount` credits (a refunded or disputed payment): never below 0, never from an unlimited
   * balance; the ledger entry records what was actually taken. Returns that number. With `onceKey` the key is
   * claimed in the same transaction as the balance change and its entry: a replay takes nothing and returns 0.
   */
  takeBackCredits(userId: string, amount: number, entry: LedgerNote, opts?: OnceOpts): Promise<number>;
  /** An admin sets the balance (UNLIMITED_CREDITS for unlimited); the ledger records the difference. */
  setCredits(userId: string, credits: number): Promise<void>;

  // records a user owns: letters of every kind, cases, consultations, payments, ledger (see RecordType)
  /**
   * Stores a new record. With { debit: n } n credits are taken in the same transaction, with a 'spend' ledger entry
   * naming the record; an unlimited account spends nothing. 'no-credit' (and nothing stored) when the balance is short.
   * The stored record's `creditsSpent` says what was taken, so a failure refunds exactly that.
   */
  putRecord<T extends Owned>(
    type: RecordType<T>,
    record: T,
    opts?: { debit?: number },
  ): Promise<'ok' | 'no-credit'>;
  getRecord<T extends Owned>(type: RecordType<T>, userId: string, id: string): Promise<T | null>;
  /** The record with this id among several types (one batch read): how generic letter routes find any kind. */
  findRecord(
    types: readonly RecordType<Owned>[],
    userId: string,
    id: string,
  ): Promise<{ type: RecordType<Owned>; record: Owned } | null>;
  /** Newest first. */
  listRecords<T extends Owned>(type: RecordType<T>, userId: string): Promise<T[]>;
  /**
   * Applies patch if the record exists (and, when `ifStatus` is given, only if its status matches). `append` adds
   * items to the end of list fields in the same write. Returns false when the record is missing or the condition
   * failed.
   */
  updateRecord<T extends Owned>(
    type: RecordType<T>,
    userId: string,
    id: string,
    patch: Partial<T>,
    opts?: { ifStatus?: string; append?: Partial<Record<keyof T, unknown[]>> },
  ): Promise<boolean>;
  deleteRecord(type: RecordType<Owned>, userId: string, id: string): Promise<boolean>;
  /**
   * In one transaction: marks a record still 'processing' as failed with `error`, gives back its `creditsSpent`
   * (never to an unlimited balance) and writes the 'refund' ledger entry. False when it was no longer processing:
   * then nothing changed, so however many runs race, the credit comes back once.
   */
  failAndRefund(type: RecordType<Owned>, userId: string, id: string, error: string): Promise<boolean>;
  /** Records of any type still 'processing' created before the given ISO time (the stuck-job sweep). */
  listStuck(createdBefore: string): Promise<{ prefix: string; userId: string; id: string }[]>;

  // mail to retry
  /** Stores (or replaces) a pending mail, due at its nextAttemptAt. */
  putPendingMail(mail: PendingMail): Promise<void>;
  /** Pending mails of every user due before the given ISO time, soonest first (at most `limit`). */
  listDueMail(before: string, limit?: number): Promise<PendingMail[]>;

  // abuse limits
  /**
   * Counts one hit on `key` in a sliding window of `windowSeconds` (the current fixed window plus the share of the one
   * before that it still covers); null while under `limit`, else the seconds until a hit would be allowed (nothing
   * counted). Held in the table so it holds across Lambdas.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<number | null>;

  // idempotency
  /**
   * True the first time a key is claimed (webhook events, job runs, throttles); false on every replay until
   * ttlSeconds have passed, after which it can be claimed again.
   */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;
}
