import type { CaseEvent } from '@app/shared';
import { addCaseEvents } from '../domain/cases';
import { deadlineForPurpose } from '../domain/escalation';
import { LETTER_ID } from '../domain/letters';
import { CASE } from '../domain/records';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';

/**
 * POST /api/cases/{id}/events: what happened outside the product — a letter the user sent themselves (with its date,
 * method and enclosures, e.g. the £1 fee with a s.77/78 request), a reply, a letter received. The next letter of the
 * case may cite it.
 */
export const handler = api('case-event', async ({ user, deps, params, body }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  const event = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '')) as CaseEvent;
  // A letter the user sent themselves is tracked like the product's: its reply date from its purpose's rule.
  if (event.type === 'sent') {
    const due = deadlineForPurpose(event.purpose, event.at, event.method);
    if (due) event.respondBy = due.date;
  }
  await addCaseEvents(deps.store, c, [event]);
  return json(201, { event });
});
