export interface PaymentEvent {
  id: string;
  type: 'payment_succeeded' | 'payment_failed' | 'other';
  paymentIntentId?: string;
  metadata: Record<string, string>;
  amountPence?: number;
}

/** Card payments: Stripe when its keys are set; absent otherwise ('Payment System Not Available'). */
export interface Payments {
  publishableKey: string;
  createPaymentIntent(input: {
    amountPence: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Verifies the webhook signature over the raw body; throws if it does not match. */
  parseWebhook(rawBody: string, signature: string): PaymentEvent;
}
