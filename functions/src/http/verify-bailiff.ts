/**
 * POST /api/verify-bailiff. The certificated enforcement agents register (Ministry of Justice) has no public API,
 * so this never pretends to have checked it: it returns the official search link and the steps to check, plus
 * whether this user has already recorded the same agent as verified on an earlier letter.
 */
import type { BailiffCheckResult } from '@app/shared';
import { debtKind } from '../kinds/debt';
import { api, json } from './lib/api';

export const CERTIFICATED_REGISTER_URL = 'https://certificatedbailiffs.justice.gov.uk/';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const handler = api('verify-bailiff', async ({ body, user, deps }) => {
  const letters = await deps.store.listRecords(debtKind.record, user.id);
  const earlier = letters.find((l) => {
    const o = (l.options ?? {}) as { bailiffName?: string; bailiffVerified?: boolean };
    return o.bailiffVerified === true && o.bailiffName && norm(o.bailiffName) === norm(body.bailiffName);
  });
  const result: BailiffCheckResult = {
    bailiffName: body.bailiffName,
    previouslyVerified: earlier
      ? {
          company: String((earlier.options as { bailiffName: string }).bailiffName),
          lastChecked: earlier.createdAt,
        }
      : null,
    officialCheckUrl: CERTIFICATED_REGISTER_URL,
    verificationSteps: [
      'Open the official Certificated Enforcement Agents register (link opens in a new tab).',
      `Search for "${body.bailiffName}"${body.certificateNumber ? ` or certificate number ${body.certificateNumber}` : ''}.`,
      'Check the certificate is current and issued by a county court, and that the name matches the agent who wrote or visited.',
      'Ask the agent to show their certificate and ID on any visit; a genuine agent must do so (Taking Control of Goods Regulations 2013).',
      'Mark the result below as verified or not found; the letter will record it.',
    ],
  };
  return json(200, result);
});
