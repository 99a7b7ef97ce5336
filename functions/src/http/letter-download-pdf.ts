import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import { api } from './lib/api';
import { download } from './lib/downloads';

export const handler = api('letter-download-pdf', async ({ user, deps, params }) =>
  download(deps, user.id, params.id, 'pdf', (src) =>
    src.kind === 'doc' ? renderLetterPdf(src.doc) : renderTextPdf(src.text, src.title),
  ),
);
