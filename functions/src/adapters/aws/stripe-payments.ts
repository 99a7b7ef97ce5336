/**
 * The Payments port on Stripe. Payment Intents in GBP (amounts in pence) with automatic payment methods; every
 * create carries the caller's idempotency key, so a retried request never makes a second intent. The webhook is
 * verified over the raw body with the endpoint's signing secret (whsec_…) and mapped to the port's PaymentEvent.
 */
import Stripe from 'stripe';
import type { PaymentEvent, Payments } from '../../ports/payments';

export class StripePayments implements Payments {
  readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
    config: ConstructorParameters<typeof Stripe>[1] = {},
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000, ...config });
  }

  async createPaymentIntent(input: {
    amountPence: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }> {
    if (!Number.isInteger(input.amountPence) || input.amountPence <= 0)
      throw new Error('amountPence must be a positive integer.');
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountPence,
        currency: 'gbp',
        automatic_payment_methods: { enabled: true },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret.');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  parseWebhook(rawBody: string, signature: string): PaymentEvent {
    if (!this.webhookSecret) throw new Error('The Stripe webhook secret is not configured.');
    // Throws StripeSignatureVerificationError on a bad or stale (> 5 minutes) signature.
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    return toPaymentEvent(event);
  }
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const type =
    event.type === 'payment_intent.succeeded'
      ? 'payment_succeeded'
      : event.type === 'payment_intent.payment_failed'
        ? 'payment_failed'
        : 'other';
  if (type === 'other') return { id: event.id, type, metadata: {} };
  const intent = event.data.object as Stripe.PaymentIntent;
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(intent.metadata ?? {})) if (typeof v === 'string') metadata[k] = v;
  return {
    id: event.id,
    type,
    paymentIntentId: intent.id,
    metadata,
    amountPence: type === 'payment_succeeded' ? (intent.amount_received ?? intent.amount) : intent.amount,
  };
}
