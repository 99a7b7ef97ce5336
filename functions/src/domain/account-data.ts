/**
 * What the product holds on one of its own users (UK GDPR applies to us too: access and portability, arts. 15 and
 * 20; erasure, art. 17). The account's export (account-export.ts) and erasure (account-erase.ts) both start here:
 * every record under the user's partition, whatever its type (Store.listOwned), and every stored file of theirs — the
 * ones a record names and whatever lies under their upload folder (an upload never completed names no record). So a
 * letter kind, a consultation or a payment added later is exported and erased without a change here.
 */
import type { Blobs } from '../ports/blobs';
import type { Owned, OwnedItem, Store } from '../ports/store';
import { newId } from './ids';

/** Folders that hold a user's files, one per area (keys look like `{area}/{userId}/{name}`). */
export const userBlobFolders = (userId: string) => [`originals/${userId}/`];

/**
 * Where an export too large to send inline waits for its download: in the user's own upload folder, the only
 * prefix the functions may touch (least privilege in the stack), so the originals' lifecycle rule expires it, the
 * next large export replaces it and the erasure removes it. Not part of the user's data: an export does not
 * contain the last one.
 */
export const exportsFolder = (userId: string) => `originals/${userId}/exports/`;
export const exportKey = (userId: string) => `${exportsFolder(userId)}${newId()}.zip`;

const BLOB_KEY = /^[a-z][a-z0-9-]*\/([^/]+)\/[A-Za-z0-9._-]+$/;

/**
 * The stored files a record names: any of its top-level values (or list items) that is a key of this user's, like a
 * letter's `originalKey`. Only the user's own keys count, so a record can never lead to another user's file.
 */
export function blobKeysOf(record: Owned, userId: string): string[] {
  const out: string[] = [];
  for (const value of Object.values(record)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      const m = BLOB_KEY.exec(v);
      if (m && m[1] === userId) out.push(v);
    }
  }
  return out;
}

export interface AccountData {
  items: OwnedItem[];
  /** Every stored file of the user's, each once, in key order. */
  blobKeys: string[];
  /** Exports waiting for their download (exportsFolder): removed with the account, never exported. */
  stagedExports: string[];
}

export async function collectAccountData(
  deps: { store: Store; blobs: Blobs },
  userId: string,
): Promise<AccountData> {
  const items = await deps.store.listOwned(userId);
  const keys = new Set(items.flatMap((i) => blobKeysOf(i.record, userId)));
  const staged: string[] = [];
  for (const folder of userBlobFolders(userId))
    for (const k of await deps.blobs.list(folder))
      if (k.startsWith(exportsFolder(userId))) staged.push(k);
      else keys.add(k);
  return { items, blobKeys: [...keys].sort(), stagedExports: staged };
}
