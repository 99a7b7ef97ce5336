/**
 * Abuse limits, applied by api() to every route whose entry names a `rateLimit`: per IP always, per account when
 * signed in (accounts in ADMIN_EMAILS are exempt from the per-account limit: they run bulk checks and benchmarks).
 * A refusal is a 429 with Retry-After and a sentence saying when to try again.
 */
import type { User } from '@app/shared';
import type { RateLimitName } from '../../routes';
import type { Deps } from '../../runtime/deps';
import { HttpError } from './errors';
import type { Event } from './api';

export async function enforceRateLimit(
  deps: Deps,
  name: RateLimitName,
  event: Event,
  user: User | undefined,
): Promise<void> {
  const limit = deps.config.rateLimits[name];
  const ip = event.requestContext.http.sourceIp || 'unknown';
  const waits = await Promise.all([
    deps.store.hit(`${name}:ip:${ip}`, limit.perIp, limit.windowSeconds),
    user && !user.isAdmin
      ? deps.store.hit(`${name}:user:${user.id}`, limit.perAccount, limit.windowSeconds)
      : null,
  ]);
  const wait = Math.max(0, ...waits.map((w) => w ?? 0));
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many requests. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
      { 'retry-after': String(wait) },
    );
  }
}
