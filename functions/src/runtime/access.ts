/**
 * Least privilege in every runtime: a route's handler (and each job) sees the ports through this view, which refuses
 * what its entry in routes.ts does not grant. In AWS the same entry is the Lambda's IAM policy and decides what its
 * bundle contains, so a missing grant fails there; here it fails the same way, in the API tests, instead of only in
 * AWS.
 */
import type { Access } from '../routes';
import type { Deps } from './deps';

export class AccessError extends Error {}

/** Store methods that only read; every other Store method writes and needs `tableWrite`. */
const STORE_READS = new Set([
  'getUser',
  'getUserByEmail',
  'listUsers',
  'countRecords',
  'getSession',
  'hit', // the abuse limits' counter: infrastructure of every limited route, granted with its rateLimit
  'getRecord',
  'findRecord',
  'listRecords',
  'listStuck',
  'listOwned',
  'listDueMail',
]);

const BLOB_NEEDS: Record<string, 'read' | 'write' | 'delete'> = {
  get: 'read',
  list: 'read',
  createDownloadUrl: 'read',
  put: 'write',
  createUploadUrl: 'write',
  delete: 'delete',
};

function guard<T extends object>(port: T, allowed: (method: string) => string | null, who: string): T {
  return new Proxy(port, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || prop === 'then') return value;
      const missing = allowed(prop);
      if (missing)
        throw new AccessError(`${who} uses ${prop} but its entry in routes.ts does not grant ${missing}`);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const deny = (who: string, port: string) => () => {
  throw new AccessError(`${who} uses ${port} but its entry in routes.ts does not grant it`);
};

/** The ports as the named route or job may use them. */
export function restrictDeps(deps: Deps, access: Access, who: string): Deps {
  const blobs = new Set(access.blobs ?? []);
  return {
    ...deps,
    store: guard(deps.store, (m) => (STORE_READS.has(m) || access.tableWrite ? null : 'tableWrite'), who),
    blobs: guard(
      deps.blobs,
      (m) => (!BLOB_NEEDS[m] || blobs.has(BLOB_NEEDS[m]) ? null : `blobs: ['${BLOB_NEEDS[m]}']`),
      who,
    ),
    queue: guard(deps.queue, () => (access.queueSend ? null : 'queueSend'), who),
    mailer: guard(deps.mailer, () => (access.mail ? null : 'mail'), who),
    ocr: access.ocr ? deps.ocr : deny(who, 'ocr'),
    // Absent services stay null (the product's own fallback); present ones are refused when not granted.
    llm: deps.llm && guard(deps.llm, () => (access.anthropic ? null : 'anthropic'), who),
    payments: deps.payments && guard(deps.payments, () => (access.stripe ? null : 'stripe'), who),
  };
}
