import type { IcoComplaint, IcoComplaintResponse } from '@app/shared';
import { generateLetter } from '../domain/letters';
import { ICO, icoKind, toView } from '../kinds/ico';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';

/**
 * POST /api/ico-complaint: the engine writes the complaint; it is stored and its 1 credit spent in one transaction
 * (402 'No Credits Available' and nothing stored at 0), then filed in the case with the organisation.
 */
export const handler = api('ico-complaint', async ({ user, deps, body }) => {
  const outcome = await generateLetter(deps, user, icoKind, body);
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  // Read back: the store records what was actually spent (0 on an unlimited account).
  const stored =
    (await deps.store.getRecord(ICO, user.id, outcome.letter.id)) ?? (outcome.letter as IcoComplaint);
  const reply: IcoComplaintResponse = { complaintText: stored.complaintText, complaint: toView(stored) };
  return json(200, reply);
});
