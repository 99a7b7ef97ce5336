import { downloadName } from '../domain/debt-letters';
import { letterSource } from '../domain/letter-files';
import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import { api, file } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

export const handler = api({ auth: 'user' }, async ({ user, deps, params }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  if (letter.status !== 'completed' || !letter.rebuttalText)
    throw badRequest('Letter is still being generated...');
  const src = letterSource(letter);
  const pdf = src.kind === 'doc' ? await renderLetterPdf(src.doc) : await renderTextPdf(src.text, src.title);
  return file(pdf, 'application/pdf', downloadName(letter, 'pdf'));
});
