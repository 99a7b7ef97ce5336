/**
 * The three downloads of a letter of any kind. Each route imports only its own renderer, so the DOCX bundle never
 * carries the PDF fonts and the reverse.
 */

import { isReady, letterSource, type LetterSource } from '../../domain/letters';
import type { AnyKind, FileExt } from '../../kinds/kind';
import type { Deps } from '../../runtime/deps';
import { file, type Result } from './api';
import { badRequest } from './errors';
import { ownLetter } from './owned';

const TYPES: Record<FileExt, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export async function download(
  deps: Deps,
  userId: string,
  id: string | undefined,
  ext: FileExt,
  render: (src: LetterSource) => Promise<Uint8Array>,
  kind?: AnyKind,
): Promise<Result> {
  const found = await ownLetter(deps, userId, id, kind);
  if (!isReady(found.kind, found.letter)) throw badRequest('Letter is still being generated...');
  const body = await render(letterSource(found.kind, found.letter));
  return file(body, TYPES[ext], found.kind.fileName(found.letter, ext));
}
