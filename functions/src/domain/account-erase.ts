/**
 * Erasing an account at its owner's request (UK GDPR art. 17): every stored file, then every record, the email claim
 * and every session (Store.deleteUser). The same email signs up afresh afterwards, with the sign-up credit.
 *
 * Files go first: if the table's part fails, the records still name them, so asking again finishes the job; the
 * other way round a failure would leave files no record leads to.
 */
import { STUCK_PROCESSING_MINUTES } from '@app/shared';
import type { Blobs } from '../ports/blobs';
import type { OwnedItem, Store } from '../ports/store';
import { collectAccountData } from './account-data';

/**
 * A letter is still being built: its job would write its case (and its 'ready' mail) after the erasure, leaving data
 * with no account. Erasure waits for it; a job that died is failed by the cleanup after STUCK_PROCESSING_MINUTES,
 * so the wait never outlasts that.
 */
export class ErasureBusyError extends Error {
  constructor() {
    super(
      'A letter of yours is still being written. Please wait until it is finished (usually under a minute), then delete your account.',
    );
  }
}

const inFlight = (items: OwnedItem[], now: Date) => {
  const cutoff = new Date(now.getTime() - STUCK_PROCESSING_MINUTES * 60_000).toISOString();
  return items.some((i) => i.record.status === 'processing' && i.record.createdAt > cutoff);
};

/** Deletes run this many at a time: quick for a long history, gentle on S3. */
const PARALLEL_DELETES = 8;

export async function eraseAccount(
  deps: { store: Store; blobs: Blobs },
  userId: string,
  now = new Date(),
): Promise<{ records: number; files: number }> {
  const { items, blobKeys: held, stagedExports } = await collectAccountData(deps, userId);
  if (inFlight(items, now)) throw new ErasureBusyError();
  const blobKeys = [...held, ...stagedExports];
  for (let i = 0; i < blobKeys.length; i += PARALLEL_DELETES)
    await Promise.all(blobKeys.slice(i, i + PARALLEL_DELETES).map((k) => deps.blobs.delete(k)));
  await deps.store.deleteUser(userId);
  return { records: items.length, files: blobKeys.length };
}
