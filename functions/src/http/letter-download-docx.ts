import { downloadName } from '../domain/debt-letters';
import { letterDocx } from '../domain/letter-files';
import { api, file } from './lib/api';
import { badRequest } from './lib/errors';
import { ownLetter } from './lib/owned';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const handler = api({ auth: 'user' }, async ({ user, deps, params }) => {
  const letter = await ownLetter(deps, user.id, params.id);
  if (letter.status !== 'completed' || !letter.rebuttalText) throw badRequest('Letter is still being generated...');
  return file(await letterDocx(letter), DOCX, downloadName(letter, 'docx'));
});
