/** payment_intent.succeeded / payment_intent.payment_failed. */
export interface IntentEvent {
  id: string;
  type: 'payment_succeeded' | 'payment_failed';
  paymentIntentId: string;
  metadata: Record<string, string>;
  amountPence: number;
  currency: string;
}

/**
 * charge.refunded: `amountPence` is the amount refunded on the charge so far (cumulative);
 * charge.dispute.created: the amount disputed. Neither carries the intent's metadata: see getPaymentIntent.
 */
export interface ReversalEvent {
  id: string;
  type: 'refunded' | 'disputed';
  paymentIntentId: string;
  amountPence: number;
}

/** What a verified webhook says, reduced to what the product acts on. */
export type PaymentEvent = IntentEvent | ReversalEvent | { id: string; type: 'other'; stripeType: string };

export interface PaymentIntentInfo {
  id: string;
  amountPence: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** Card payments: Stripe when its keys are set; absent otherwise ('Payment System Not Available'). */
export interface Payments {
  publishableKey: string;
  createPaymentIntent(input: {
    amountPence: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** A payment intent as Stripe has it now (refund and dispute events carry no metadata of their own). */
  getPaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /** Verifies the webhook signature over the raw body; throws WebhookSignatureError if it does not match. */
  parseWebhook(rawBody: string | Buffer, signature: string): PaymentEvent;
}

export class WebhookSignatureError extends Error {}
