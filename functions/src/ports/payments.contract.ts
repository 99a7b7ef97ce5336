/**
 * The Payments port's contract, as the checkout and the webhook handler rely on it: an intent per order with a
 * client secret for the browser, the same intent again for a retried order (idempotency key), no call at all for a
 * bad amount, an intent read back with its metadata (refund and dispute events carry none), and webhooks that are
 * believed only when the provider signed them.
 * Run on the Stripe adapter against a stand-in of the Stripe API (stripe-payments.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentEvent, type Payments } from './payments';

export interface PaymentsHarness {
  payments: Payments;
  /** Intents the provider holds, by id, as it recorded them. */
  intents(): Map<string, { amountPence: number; metadata: Record<string, string> }>;
  /** A webhook as the provider would send it for an event about one intent, signed with the endpoint's secret. */
  webhook(event: {
    id: string;
    /** refunded: the whole amount refunded; disputed: the whole amount disputed. */
    type: 'succeeded' | 'failed' | 'unrelated' | 'refunded' | 'disputed';
    intentId: string;
    amountPence: number;
    metadata: Record<string, string>;
  }): { rawBody: string; signature: string };
}

export function paymentsContract(name: string, make: () => Promise<PaymentsHarness>) {
  describe(`Payments contract: ${name}`, () => {
    it('creates an intent for the amount and metadata, with a client secret for the browser', async () => {
      const { payments, intents } = await make();
      const r = await payments.createPaymentIntent({
        amountPence: 1800,
        metadata: { userId: 'u1', credits: '6' },
        idempotencyKey: 'u1:order-1',
      });
      expect(r.id).toMatch(/\S/);
      expect(r.clientSecret).toMatch(/\S/);
      expect(r.clientSecret).not.toBe(r.id);
      expect(intents().get(r.id)).toEqual({ amountPence: 1800, metadata: { userId: 'u1', credits: '6' } });
      expect(payments.publishableKey).toMatch(/\S/);
    });

    it('gives the same intent for a retried order and a new one for another order', async () => {
      const { payments, intents } = await make();
      const order = { amountPence: 300, metadata: { userId: 'u1', credits: '1' }, idempotencyKey: 'u1:o-7' };
      const [a, b] = await Promise.all([
        payments.createPaymentIntent(order),
        payments.createPaymentIntent(order),
      ]);
      const c = await payments.createPaymentIntent({ ...order, idempotencyKey: 'u1:o-8' });
      expect(b.id).toBe(a.id);
      expect(c.id).not.toBe(a.id);
      expect(intents().size).toBe(2);
    });

    it('refuses a fractional, zero or negative amount without asking the provider', async () => {
      const { payments, intents } = await make();
      for (const amountPence of [2.5, 0, -300])
        await expect(
          payments.createPaymentIntent({ amountPence, metadata: {}, idempotencyKey: `k${amountPence}` }),
        ).rejects.toThrow();
      expect(intents().size).toBe(0);
    });

    it('reads signed webhooks: success, failure, and anything else as other', async () => {
      const { payments, webhook } = await make();
      const base = { intentId: 'pi_A', amountPence: 1800, metadata: { userId: 'u1', credits: '6' } };
      const ok = webhook({ id: 'evt_1', type: 'succeeded', ...base });
      expect(payments.parseWebhook(ok.rawBody, ok.signature)).toEqual<PaymentEvent>({
        id: 'evt_1',
        type: 'payment_succeeded',
        paymentIntentId: 'pi_A',
        metadata: { userId: 'u1', credits: '6' },
        amountPence: 1800,
        currency: 'gbp',
      });
      const failed = webhook({ id: 'evt_2', type: 'failed', ...base });
      expect(payments.parseWebhook(failed.rawBody, failed.signature)).toMatchObject({
        id: 'evt_2',
        type: 'payment_failed',
        paymentIntentId: 'pi_A',
      });
      const other = webhook({ id: 'evt_3', type: 'unrelated', ...base });
      expect(payments.parseWebhook(other.rawBody, other.signature)).toMatchObject({
        id: 'evt_3',
        type: 'other',
      });
    });

    it('reads refunds and disputes as events about the intent, with the amount refunded or disputed', async () => {
      const { payments, webhook } = await make();
      const base = { intentId: 'pi_R', amountPence: 1500, metadata: {} };
      const refund = webhook({ id: 'evt_r', type: 'refunded', ...base });
      expect(payments.parseWebhook(refund.rawBody, refund.signature)).toEqual<PaymentEvent>({
        id: 'evt_r',
        type: 'refunded',
        paymentIntentId: 'pi_R',
        amountPence: 1500,
      });
      const dispute = webhook({ id: 'evt_d', type: 'disputed', ...base });
      expect(payments.parseWebhook(dispute.rawBody, dispute.signature)).toEqual<PaymentEvent>({
        id: 'evt_d',
        type: 'disputed',
        paymentIntentId: 'pi_R',
        amountPence: 1500,
      });
    });

    it('reads an intent back with its amount and metadata', async () => {
      const { payments } = await make();
      const r = await payments.createPaymentIntent({
        amountPence: 800,
        metadata: { userId: 'u9', plan: 'consultation' },
        idempotencyKey: 'u9:c-1',
      });
      expect(await payments.getPaymentIntent(r.id)).toMatchObject({
        id: r.id,
        amountPence: 800,
        currency: 'gbp',
        metadata: { userId: 'u9', plan: 'consultation' },
      });
    });

    it('refuses a webhook whose body was altered or whose signature is not the provider’s', async () => {
      const { payments, webhook } = await make();
      const ok = webhook({
        id: 'evt_1',
        type: 'succeeded',
        intentId: 'pi_A',
        amountPence: 300,
        metadata: {},
      });
      expect(() => payments.parseWebhook(ok.rawBody.replace('300', '30000'), ok.signature)).toThrow();
      expect(() => payments.parseWebhook(ok.rawBody, 'not-a-signature')).toThrow();
      expect(() => payments.parseWebhook(ok.rawBody, '')).toThrow(WebhookSignatureError);
    });
  });
}
