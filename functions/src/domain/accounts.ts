/** Sign-up, sign-in and sessions: the rules, over the Store port. */
import { createHash } from 'node:crypto';
import { SESSION_DAYS, SIGNIN_LINK_MINUTES, SIGNUP_FREE_CREDITS, type User } from '@app/shared';
import { ConflictError, type Store } from '../ports/store';
import { newSecret } from './ids';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions are stored under the hash of the cookie's id: a read of the table gives no usable session. */
export const sessionKey = (sessionId: string) => hashToken(sessionId);

/**
 * Finds the account for an email or opens one with the sign-up credit. Admin rights follow ADMIN_EMAILS both ways
 * (and each request checks the list again). Names are filled in when the user gives them.
 */
export async function findOrCreateUser(
  store: Store,
  input: { email: string; firstName: string; lastName: string },
  adminEmails: Set<string>,
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const isAdmin = adminEmails.has(email);
  let user = await store.getUserByEmail(email);
  if (!user) {
    try {
      user = await store.createUser({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        credits: SIGNUP_FREE_CREDITS,
        isAdmin,
      });
    } catch (e) {
      // Two sign-ups with one email at the same moment: the other one won; use its account.
      if (!(e instanceof ConflictError)) throw e;
      user = (await store.getUserByEmail(email))!;
    }
  }
  const patch: Partial<Pick<User, 'firstName' | 'lastName' | 'isAdmin'>> = {};
  if (input.firstName && input.firstName !== user.firstName) patch.firstName = input.firstName;
  if (input.lastName && input.lastName !== user.lastName) patch.lastName = input.lastName;
  if (user.isAdmin !== isAdmin) patch.isAdmin = isAdmin;
  if (Object.keys(patch).length) {
    await store.updateUser(user.id, patch);
    user = { ...user, ...patch };
  }
  return user;
}

export async function openSession(store: Store, userId: string, now = Date.now()): Promise<string> {
  const id = newSecret();
  await store.putSession({
    id: sessionKey(id),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + SESSION_DAYS * 86400,
  });
  return id;
}

/** Creates a single-use sign-in link token; only its hash is stored. */
export async function createSignInLink(
  store: Store,
  input: { email: string; firstName: string; lastName: string },
  now = Date.now(),
): Promise<string> {
  const token = newSecret();
  await store.putSignInLink({
    tokenHash: hashToken(token),
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    expiresAt: Math.floor(now / 1000) + SIGNIN_LINK_MINUTES * 60,
  });
  return token;
}

/**
 * The mailbox an address delivers to, for throttling sign-in links: case, and a '+tag' (which most providers deliver
 * to the same inbox), do not make a new address.
 */
export function mailboxOf(email: string): string {
  const [local, domain] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}
