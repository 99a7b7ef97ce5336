import type { RecordSentRequest } from '@app/shared';
import { recordSent } from '../../domain/letters';
import type { AnyKind } from '../../kinds/kind';
import type { Deps } from '../../runtime/deps';
import { json, type Result } from './api';
import { badRequest } from './errors';
import { ownLetter } from './owned';

/** The user records that they sent a letter: the date its reply is due is counted from it (PUT …/sent). */
export async function markSent(
  deps: Deps,
  userId: string,
  id: string | undefined,
  body: RecordSentRequest,
  kind?: AnyKind,
): Promise<Result> {
  const found = await ownLetter(deps, userId, id, kind);
  if (found.letter.status !== 'completed')
    throw badRequest('Only a finished letter can be recorded as sent.');
  if (body.sentAt < found.letter.createdAt.slice(0, 10))
    throw badRequest('sentAt: cannot be before the letter was written.');
  const letter = await recordSent(deps, found.kind, found.letter, {
    sentAt: body.sentAt,
    method: body.method,
    enclosures: body.enclosures,
  });
  return json(200, { sent: letter.sent, respondBy: letter.respondBy ?? null });
}
