import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import { letterToText } from '../letters/text';
import { creditKind } from '../kinds/credit';
import { api } from './lib/api';
import { download } from './lib/downloads';

/**
 * GET /api/credit-cleansing-letter/{id}/download: the PDF (what is posted or emailed), or the text with
 * ?format=txt. Named after the agency and the user (part 2 §2).
 */
export const handler = api('credit-letter-download', async ({ user, deps, params, query }) =>
  query.format === 'txt'
    ? download(
        deps,
        user.id,
        params.id,
        'txt',
        async (src) => new TextEncoder().encode(src.kind === 'doc' ? letterToText(src.doc) : src.text),
        creditKind,
      )
    : download(
        deps,
        user.id,
        params.id,
        'pdf',
        (src) => (src.kind === 'doc' ? renderLetterPdf(src.doc) : renderTextPdf(src.text, src.title)),
        creditKind,
      ),
);
