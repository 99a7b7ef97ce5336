/**
 * The Payments port on Stripe. Payment Intents in GBP (amounts in pence) with automatic payment methods; every
 * create carries the caller's idempotency key, so a retried request never makes a second intent. The webhook is
 * verified over the raw body with the endpoint's signing secret (whsec_…) and mapped to the port's PaymentEvent.
 *
 * `apiBase` (STRIPE_API_BASE, e.g. stripe-mock's http://localhost:12111) sends every API call to a local stand-in.
 */
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentIntentInfo,
  type Payments,
} from '../../ports/payments';

type StripeConfig = ConstructorParameters<typeof Stripe>[1];

/** 'http://localhost:12111' → the SDK's host, port and protocol options. Throws on anything but an http(s) URL. */
export function stripeApiOptions(apiBase: string | undefined): NonNullable<StripeConfig> {
  if (!apiBase) return {};
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE is not a URL: ${apiBase}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_BASE must be http or https: ${apiBase}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export class StripePayments implements Payments {
  readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
    config: StripeConfig = {},
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

  async getPaymentIntent(id: string): Promise<PaymentIntentInfo> {
    const intent = await this.stripe.paymentIntents.retrieve(id);
    return {
      id: intent.id,
      amountPence: intent.amount,
      currency: intent.currency,
      status: intent.status,
      metadata: stringMetadata(intent.metadata),
    };
  }

  parseWebhook(rawBody: string | Buffer, signature: string): PaymentEvent {
    if (!this.webhookSecret) throw new Error('The Stripe webhook secret is not configured.');
    let event: Stripe.Event;
    try {
      // Throws StripeSignatureVerificationError on a bad or stale (> 5 minutes) signature.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (e) {
      throw new WebhookSignatureError((e as Error).message);
    }
    return toPaymentEvent(event);
  }
}

function stringMetadata(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
function idOf(v: string | { id: string } | null | undefined): string {
  return typeof v === 'string' ? v : (v?.id ?? '');
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const succeeded = event.type === 'payment_intent.succeeded';
      return {
        id: event.id,
        type: succeeded ? 'payment_succeeded' : 'payment_failed',
        paymentIntentId: intent.id,
        metadata: stringMetadata(intent.metadata),
        amountPence: succeeded ? (intent.amount_received ?? intent.amount) : intent.amount,
        currency: intent.currency,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) break; // a charge made without a payment intent is none of ours
      return {
        id: event.id,
        type: 'refunded',
        paymentIntentId,
        amountPence: charge.amount_refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      if (!paymentIntentId) break;
      return {
        id: event.id,
        type: 'disputed',
        paymentIntentId,
        amountPence: dispute.amount,
      };
    }
  }
  return { id: event.id, type: 'other', stripeType: event.type };
}
