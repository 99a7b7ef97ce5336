import { randomBytes } from 'node:crypto';

/**
 * Time-ordered, unguessable ids: 9 base-36 characters of milliseconds, then 16 random ones.
 * Sorting by id sorts by creation time (DynamoDB SK order = newest last).
 */
export function newId(now = Date.now()): string {
  const time = now.toString(36).padStart(9, '0');
  const rand = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16).toLowerCase();
  return `${time}${rand}`;
}

/** Session ids and sign-in tokens: 32 random bytes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
