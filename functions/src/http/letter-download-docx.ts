import { renderLetterDocx, renderTextDocx } from '../letters/render/docx';
import { api } from './lib/api';
import { download } from './lib/downloads';

export const handler = api('letter-download-docx', async ({ user, deps, params }) =>
  download(deps, user.id, params.id, 'docx', (src) =>
    src.kind === 'doc' ? renderLetterDocx(src.doc) : renderTextDocx(src.text, src.title),
  ),
);
