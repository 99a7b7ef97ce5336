import { calendarFor, calendarOwner } from '../domain/calendar';
import { api, file } from './lib/api';
import { notFound } from './lib/errors';

/**
 * GET /api/calendar/{token}.ics: the user's open deadlines for a calendar app, without a session (the token is
 * the key). API Gateway names the whole last segment `{file}`; the `.ics` is stripped here. A revoked, unknown or
 * malformed token is a 404, the same answer for each, so the feed says nothing about which tokens exist.
 */
export const handler = api('calendar-feed', async ({ deps, params }) => {
  const m = /^(.+)\.ics$/.exec(params.file ?? '');
  const userId = m ? await calendarOwner(deps.store, m[1]) : null;
  if (!userId) throw notFound('Calendar not found');
  const ics = await calendarFor(deps.store, userId, deps.config.publicUrl);
  return file(Buffer.from(ics, 'utf8'), 'text/calendar; charset=utf-8');
});
