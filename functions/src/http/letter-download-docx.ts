import { downloadName } from '../domain/debt-letters';
import { letterSource } from '../domain/letter-files';
import { renderLetterDocx, renderTextDocx } from '../letters/render/docx';
import { api, file } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const handler = api({ auth: 'user' }, async ({ user, deps, params }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  if (letter.status !== 'completed' || !letter.rebuttalText)
    throw badRequest('Letter is still being generated...');
  const src = letterSource(letter);
  const docx =
    src.kind === 'doc' ? await renderLetterDocx(src.doc) : await renderTextDocx(src.text, src.title);
  return file(docx, DOCX, downloadName(letter, 'docx'));
});
