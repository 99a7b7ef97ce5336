/**
 * POST /api/create-payment-intent {plan, consultationId?} → {clientSecret}. The amount and currency come from the plan
 * (domain/payments.ts); nothing is granted here — only the verified webhook adds credits.
 */
import { startPayment } from '../domain/payments';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';

export const handler = api('create-payment-intent', async ({ body, user, deps }) => {
  if (!deps.payments) throw new HttpError(503, 'Payment system not configured');
  return json(200, await startPayment(deps.store, deps.payments, user, body));
});
