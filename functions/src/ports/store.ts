import type { LedgerEntry, OwnedRecords, RecordKind, User } from '@app/shared';

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

export interface UserWithCounts extends User {
  letterCount: number;
}

export type NewUser = Pick<User, 'email' | 'firstName' | 'lastName' | 'credits' | 'isAdmin'>;

export class ConflictError extends Error {}

/**
 * The persistence port. Named for what the domain needs; the DynamoDB single-table adapter implements it
 * (keys and access patterns: docs/data-model.md).
 */
export interface Store {
  // users
  /** Creates the user and claims its email atomically; throws ConflictError if the email is taken. */
  createUser(input: NewUser): Promise<User>;
  getUser(id: string): Promise<User | null>;
  getUserByEmail(email: string): Promise<User | null>;
  updateUser(id: string, patch: Partial<Pick<User, 'firstName' | 'lastName' | 'isAdmin'>>): Promise<void>;
  listUsers(): Promise<UserWithCounts[]>;
  setCredits(userId: string, credits: number): Promise<void>;
  /** Deletes the user, its email claim and every record it owns. */
  deleteUser(userId: string): Promise<void>;

  // sessions and sign-in links
  putSession(session: Session): Promise<void>;
  getSession(id: string): Promise<Session | null>;
  deleteSession(id: string): Promise<void>;
  putSignInLink(link: SignInLink): Promise<void>;
  /** Deletes and returns the link if it exists and has not expired; a second call gets null. */
  consumeSignInLink(tokenHash: string, nowSeconds: number): Promise<SignInLink | null>;

  // credits: only conditional writes, so two requests never spend the same credit
  /** Takes one credit; false when the balance is 0. Unlimited (999999) is never decremented. */
  debitCredit(userId: string): Promise<boolean>;
  /** Gives credits back or adds bought credits (never touches an unlimited balance). */
  addCredits(userId: string, amount: number): Promise<void>;

  // records a user owns (letters of every family, consultations, payments, ledger)
  /** Stores a new record. With { debit: true } one credit is taken in the same transaction; 'no-credit' if none. */
  putRecord<K extends RecordKind>(
    kind: K,
    record: OwnedRecords[K],
    opts?: { debit?: boolean },
  ): Promise<'ok' | 'no-credit'>;
  getRecord<K extends RecordKind>(kind: K, userId: string, id: string): Promise<OwnedRecords[K] | null>;
  /** Newest first. */
  listRecords<K extends RecordKind>(kind: K, userId: string): Promise<OwnedRecords[K][]>;
  /**
   * Applies patch if the record exists (and, when `ifStatus` is given, only if its status matches).
   * Returns false when the record is missing or the condition failed.
   */
  updateRecord<K extends RecordKind>(
    kind: K,
    userId: string,
    id: string,
    patch: Partial<OwnedRecords[K]>,
    opts?: { ifStatus?: string },
  ): Promise<boolean>;
  deleteRecord(kind: RecordKind, userId: string, id: string): Promise<boolean>;
  /**
   * In one transaction: marks a debt letter still 'processing' as failed with `error`, gives its credit back (never
   * to an unlimited balance) and writes the ledger entry. False when the letter was no longer processing: then
   * nothing changed, so however many runs race, the credit comes back once.
   */
  failLetterAndRefund(
    userId: string,
    letterId: string,
    error: string,
    ledgerEntry: LedgerEntry,
  ): Promise<boolean>;
  /** Debt letters still 'processing' created before the given ISO time (for the cleanup job). */
  listStuckDebtLetters(createdBefore: string): Promise<{ userId: string; id: string }[]>;

  // idempotency
  /** True the first time a key is claimed (webhook events, job runs); false on every replay. */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;
}
