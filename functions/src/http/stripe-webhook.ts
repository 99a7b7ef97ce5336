/**
 * POST /api/stripe-webhook (Stripe → us, no session). The signature is checked over the raw bytes with
 * STRIPE_WEBHOOK_SECRET before anything is read from the body: a bad one is a 400 and changes nothing. A verified
 * event is applied once however often Stripe delivers it (domain/payments.ts), and every verified event — known or
 * not — is acknowledged with 200 so Stripe stops retrying it; a failure while applying is a 500, and Stripe retries.
 */
import { applyPaymentEvent } from '../domain/payments';
import { WebhookSignatureError } from '../ports/payments';
import { api, header, json, rawBody } from './lib/api';
import { badRequest, HttpError } from './lib/errors';

export const handler = api('stripe-webhook', async ({ event, deps }) => {
  // Without Stripe keys this deployment has no webhook to receive: a 4xx, so nothing looks like our failure.
  if (!deps.payments) throw new HttpError(404, 'Payment system not configured');
  const signature = header(event, 'stripe-signature');
  if (!signature) throw badRequest('Missing Stripe-Signature header.');
  let parsed;
  try {
    parsed = deps.payments.parseWebhook(rawBody(event), signature);
  } catch (e) {
    if (e instanceof WebhookSignatureError) throw badRequest('Invalid webhook signature.');
    throw e;
  }
  const outcome = await applyPaymentEvent(
    { store: deps.store, payments: deps.payments, mailer: deps.mailer, publicUrl: deps.config.publicUrl },
    parsed,
  );
  console.info(
    JSON.stringify({ level: 'info', message: 'stripe event', id: parsed.id, type: parsed.type, outcome }),
  );
  return json(200, { received: true, outcome });
});
