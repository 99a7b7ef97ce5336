import type { Store } from '../ports/store';
import { newId } from './ids';

/**
 * Fails a letter still 'processing' and gives its credit back, exactly once and atomically (the job's last attempt
 * and the cleanup job may race; only one wins the conditional status change). Returns whether this call won.
 */
export function failAndRefund(
  store: Store,
  userId: string,
  letterId: string,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return store.failLetterAndRefund(userId, letterId, reason, {
    id: newId(now.getTime()),
    userId,
    createdAt: at,
    updatedAt: at,
    delta: 1,
    reason: 'refund: letter failed',
    ref: letterId,
  });
}
