/**
 * Erasing an account at its owner's request (UK GDPR art. 17): every stored file, then every record, the email claim
 * and every session (Store.deleteUser). The same email signs up afresh afterwards, with the sign-up credit.
 *
 * Files go first: if the table's part fails, the records still name them, so asking again finishes the job; the
 * other way round a failure would leave files no record leads to.
 */
import type { Blobs } from '../ports/blobs';
import type { Store } from '../ports/store';
import { collectAccountData } from './account-data';

/** Deletes run this many at a time: quick for a long history, gentle on S3. */
const PARALLEL_DELETES = 8;

export async function eraseAccount(
  deps: { store: Store; blobs: Blobs },
  userId: string,
): Promise<{ records: number; files: number }> {
  const { items, blobKeys } = await collectAccountData(deps, userId);
  for (let i = 0; i < blobKeys.length; i += PARALLEL_DELETES)
    await Promise.all(blobKeys.slice(i, i + PARALLEL_DELETES).map((k) => deps.blobs.delete(k)));
  await deps.store.deleteUser(userId);
  return { records: items.length, files: blobKeys.length };
}
