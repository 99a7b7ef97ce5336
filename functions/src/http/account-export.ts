/**
 * GET /api/account/export: everything the product holds on the signed-in user, as one zip (domain/account-export.ts).
 */
import { exportAccount } from '../domain/account-export';
import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import { api, file } from './lib/api';

export const handler = api('account-export', async ({ user, deps }) => {
  const out = await exportAccount(deps, user, (src) =>
    src.kind === 'doc' ? renderLetterPdf(src.doc) : renderTextPdf(src.text, src.title),
  );
  console.log(JSON.stringify({ level: 'info', msg: 'account exported', userId: user.id, ...out.counts }));
  return file(out.zip, 'application/zip', out.fileName);
});
