import type { GdprLetter, GenerateGdprResponse } from '@app/shared';
import { generateLetter } from '../domain/letters';
import { gdprKind, toView } from '../kinds/gdpr';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';

/**
 * POST /api/generate-gdpr-challenge: the engine writes the letter from the six-step form; it is stored for the user
 * (free: kinds/gdpr.ts says why) and filed in a case with the organisation. `letter` is the text (the spec's field).
 */
export const handler = api('generate-gdpr-challenge', async ({ user, deps, body }) => {
  const outcome = await generateLetter(deps, user, gdprKind, body);
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  const stored = outcome.letter as GdprLetter;
  const reply: GenerateGdprResponse = { letter: stored.letterContent, gdprLetter: toView(stored) };
  return json(200, reply);
});
