/**
 * POST /api/find-creditor-email {creditorName}: the organisation's published data-protection or complaints address
 * from the curated directory (functions/src/data/creditor-directory.ts), with where it is published and when it was
 * checked. An organisation not in the directory is `found: false`: a guessed address is never offered as found.
 */
import type { CreditorEmailResult } from '@app/shared';
import { findCreditor } from '../data/creditor-lookup';
import { api, json } from './lib/api';
import { badRequest } from './lib/errors';

export const handler = api('find-creditor-email', async ({ body }) => {
  // The form looks a name up once it is longer than 3 characters (part 1 §5); shorter ones match too much.
  if (body.creditorName.length <= 3) throw badRequest('creditorName: must be longer than 3 characters');
  const entry = findCreditor(body.creditorName);
  const result: CreditorEmailResult = entry
    ? {
        found: true,
        primaryEmail: entry.emails[0],
        emails: entry.emails,
        match: {
          organisation: entry.name,
          category: entry.category,
          purpose: entry.purpose,
          source: entry.source,
          checked: entry.checked,
        },
      }
    : { found: false, primaryEmail: null, emails: [], match: null };
  return json(200, result);
});
