/**
 * GET /api/account/export: everything the product holds on the signed-in user, as one zip (domain/account-export.ts).
 * A Lambda's response is at most 6 MB with the base64 encoding included, so a larger zip is stored in the user's
 * folder (domain/account-data.ts exportsFolder: replaced by the next one, expired with the originals, erased with
 * the account) and handed over as a 5-minute download link: `{ downloadUrl, fileName, bytes }`.
 */
import { exportAccount } from '../domain/account-export';
import { exportKey, exportsFolder } from '../domain/account-data';
import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import { api, file, json } from './lib/api';

/** 4 MB of zip is 5.3 MB of base64: the most a Lambda response carries with room for its headers. */
export const INLINE_EXPORT_MAX_BYTES = 4_000_000;

export const handler = api('account-export', async ({ user, deps }) => {
  const out = await exportAccount(deps, user, (src) =>
    src.kind === 'doc' ? renderLetterPdf(src.doc) : renderTextPdf(src.text, src.title),
  );
  const inline = out.zip.length <= INLINE_EXPORT_MAX_BYTES;
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'account exported',
      userId: user.id,
      bytes: out.zip.length,
      inline,
      ...out.counts,
    }),
  );
  if (inline) return file(out.zip, 'application/zip', out.fileName);
  // One waiting export at a time: the last one goes (its link has expired, or this one replaces it).
  for (const old of await deps.blobs.list(exportsFolder(user.id))) await deps.blobs.delete(old);
  const key = exportKey(user.id);
  await deps.blobs.put(key, out.zip, 'application/zip');
  const downloadUrl = await deps.blobs.createDownloadUrl(key, out.fileName);
  return json(200, { downloadUrl, fileName: out.fileName, bytes: out.zip.length });
});
