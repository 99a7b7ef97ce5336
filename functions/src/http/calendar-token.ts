import type { CalendarTokenResponse } from '@app/shared';
import { issueCalendarToken } from '../domain/calendar';
import { api, json } from './lib/api';

/** POST /api/calendar/token: a new private feed URL (any earlier one stops working). */
export const handler = api('calendar-token', async ({ user, deps }) => {
  const token = await issueCalendarToken(deps.store, user.id);
  const body: CalendarTokenResponse = { url: `${deps.config.publicUrl}/api/calendar/${token}.ics` };
  return json(200, body);
});
