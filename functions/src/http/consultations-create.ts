/** POST /api/consultations: a new unpaid consultation for the signed-in user, and where to pay for it. */
import { checkoutPathFor, type CreateConsultationResponse } from '@app/shared';
import { createConsultation } from '../domain/consultation/session';
import { api, json } from './lib/api';

export const handler = api('consultations-create', async ({ user, deps }) => {
  const c = await createConsultation(deps.store, user.id);
  const body: CreateConsultationResponse = { id: c.id, status: 'unpaid', checkoutUrl: checkoutPathFor(c.id) };
  return json(201, body);
});
