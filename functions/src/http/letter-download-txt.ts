import { letterToText } from '../letters/text';
import { api } from './lib/api';
import { download } from './lib/downloads';

export const handler = api('letter-download-txt', async ({ user, deps, params }) =>
  download(deps, user.id, params.id, 'txt', async (src) =>
    new TextEncoder().encode(src.kind === 'doc' ? letterToText(src.doc) : src.text),
  ),
);
