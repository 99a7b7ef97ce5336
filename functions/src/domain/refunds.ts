import type { Store } from '../ports/store';
import { newId } from './ids';

/**
 * Fails a letter still 'processing' and gives its credit back, exactly once: the status change is conditional and
 * only the run that wins it refunds (the job's last attempt and the cleanup job may race). Returns whether it won.
 */
export async function failAndRefund(store: Store, userId: string, letterId: string, reason: string, now = new Date()): Promise<boolean> {
  const won = await store.updateRecord('debtLetter', userId, letterId, { status: 'failed', error: reason, creditRefunded: true }, { ifStatus: 'processing' });
  if (!won) return false;
  await store.addCredits(userId, 1);
  const at = now.toISOString();
  await store.putRecord('ledger', { id: newId(now.getTime()), userId, createdAt: at, updatedAt: at, delta: 1, reason: `refund: ${reason}`, ref: letterId });
  return true;
}
