import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../ports/payments';
import { paymentsContract } from '../../ports/payments.contract';
import { StripePayments, stripeApiOptions } from './stripe-payments';

const WHSEC = 'whsec_test_secret';
const payments = new StripePayments('sk_test_123', 'pk_test_456', WHSEC, { maxNetworkRetries: 0 });

const seen: { body: URLSearchParams; headers: Headers }[] = [];
const server = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    seen.push({ body: new URLSearchParams(await request.text()), headers: request.headers });
    return HttpResponse.json({
      id: 'pi_1',
      object: 'payment_intent',
      amount: 300,
      currency: 'gbp',
      client_secret: 'pi_1_secret_abc',
      metadata: {},
    });
  }),
  http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) =>
    HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      amount: 1500,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { userId: 'u1', plan: 'six' },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function signed(event: object, secret = WHSEC, timestamp?: number) {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

const intentEvent = (type: string, over: object = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  data: {
    object: {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 1800,
      amount_received: 1800,
      currency: 'gbp',
      metadata: { userId: 'u1', credits: '6' },
      ...over,
    },
  },
});

describe('StripePayments', () => {
  it('exposes the publishable key', () => expect(payments.publishableKey).toBe('pk_test_456'));

  it('creates a GBP payment intent in pence with automatic payment methods, metadata and the idempotency key', async () => {
    const r = await payments.createPaymentIntent({
      amountPence: 300,
      metadata: { userId: 'u1', credits: '1' },
      idempotencyKey: 'u1:order-1',
    });
    expect(r).toEqual({ id: 'pi_1', clientSecret: 'pi_1_secret_abc' });
    expect(seen).toHaveLength(1);
    const { body, headers } = seen[0];
    expect(body.get('amount')).toBe('300');
    expect(body.get('currency')).toBe('gbp');
    expect(body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(body.get('metadata[userId]')).toBe('u1');
    expect(body.get('metadata[credits]')).toBe('1');
    expect(headers.get('idempotency-key')).toBe('u1:order-1');
    expect(headers.get('authorization')).toBe('Bearer sk_test_123');
  });

  it('refuses a non-integer or non-positive amount before calling Stripe', async () => {
    await expect(
      payments.createPaymentIntent({ amountPence: 2.5, metadata: {}, idempotencyKey: 'k' }),
    ).rejects.toThrow();
    await expect(
      payments.createPaymentIntent({ amountPence: 0, metadata: {}, idempotencyKey: 'k' }),
    ).rejects.toThrow();
    expect(seen).toHaveLength(0);
  });

  it('maps a verified payment_intent.succeeded to payment_succeeded', () => {
    const { payload, header } = signed(intentEvent('payment_intent.succeeded'));
    expect(payments.parseWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment_succeeded',
      paymentIntentId: 'pi_1',
      metadata: { userId: 'u1', credits: '6' },
      amountPence: 1800,
      currency: 'gbp',
    });
  });

  it('maps payment_intent.payment_failed to payment_failed and anything else to other', () => {
    const failed = signed(intentEvent('payment_intent.payment_failed', { amount_received: 0 }));
    expect(payments.parseWebhook(failed.payload, failed.header)).toMatchObject({
      type: 'payment_failed',
      paymentIntentId: 'pi_1',
      amountPence: 1800,
    });
    const other = signed({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(payments.parseWebhook(other.payload, other.header)).toEqual({
      id: 'evt_2',
      type: 'other',
      stripeType: 'customer.created',
    });
  });

  it('maps charge.refunded and charge.dispute.created to the intent and the amount', () => {
    const refund = signed({
      id: 'evt_3',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', object: 'charge', amount: 1500, amount_refunded: 1000, payment_intent: 'pi_9' },
      },
    });
    expect(payments.parseWebhook(refund.payload, refund.header)).toEqual({
      id: 'evt_3',
      type: 'refunded',
      paymentIntentId: 'pi_9',
      amountPence: 1000,
    });
    const dispute = signed({
      id: 'evt_4',
      object: 'event',
      type: 'charge.dispute.created',
      data: {
        object: {
          id: 'dp_1',
          object: 'dispute',
          amount: 1500,
          charge: 'ch_1',
          payment_intent: { id: 'pi_9' },
        },
      },
    });
    expect(payments.parseWebhook(dispute.payload, dispute.header)).toEqual({
      id: 'evt_4',
      type: 'disputed',
      paymentIntentId: 'pi_9',
      amountPence: 1500,
    });
    // A charge made without a payment intent is not one of ours.
    const bare = signed({
      id: 'evt_5',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_2', object: 'charge', amount: 100, amount_refunded: 100, payment_intent: null },
      },
    });
    expect(payments.parseWebhook(bare.payload, bare.header)).toMatchObject({ type: 'other' });
  });

  it('reads a payment intent back with its metadata', async () => {
    expect(await payments.getPaymentIntent('pi_7')).toEqual({
      id: 'pi_7',
      amountPence: 1500,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { userId: 'u1', plan: 'six' },
    });
  });

  it('STRIPE_API_BASE becomes the host, port and protocol options', () => {
    expect(stripeApiOptions(undefined)).toEqual({});
    expect(stripeApiOptions('http://localhost:12111')).toEqual({
      host: 'localhost',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeApiOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(() => stripeApiOptions('localhost:12111')).toThrow(/http or https/);
    expect(() => stripeApiOptions('not a url')).toThrow(/not a URL/);
  });

  it('throws on a wrong secret, a tampered body or a stale signature', () => {
    const wrong = signed(intentEvent('payment_intent.succeeded'), 'whsec_other');
    expect(() => payments.parseWebhook(wrong.payload, wrong.header)).toThrow(WebhookSignatureError);
    const good = signed(intentEvent('payment_intent.succeeded'));
    expect(() => payments.parseWebhook(good.payload.replace('1800', '9999'), good.header)).toThrow();
    const stale = signed(
      intentEvent('payment_intent.succeeded'),
      WHSEC,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect(() => payments.parseWebhook(stale.payload, stale.header)).toThrow();
    expect(() => new StripePayments('sk', 'pk', '').parseWebhook(good.payload, good.header)).toThrow(
      /not configured/,
    );
  });
});

/**
 * A stand-in of the Stripe API that keeps state: payment intents by id, and Stripe's idempotency rule (a request
 * repeated with the same Idempotency-Key gets the first answer again).
 */
paymentsContract('Stripe (stand-in API)', async () => {
  const intents = new Map<string, { amountPence: number; metadata: Record<string, string> }>();
  const byKey = new Map<string, object>();
  server.use(
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      const form = new URLSearchParams(await request.text());
      if (key && byKey.has(key)) return HttpResponse.json(byKey.get(key));
      const id = `pi_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      intents.set(id, { amountPence: Number(form.get('amount')), metadata });
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        client_secret: `${id}_secret_${intents.size}`,
        metadata,
      };
      if (key) byKey.set(key, intent);
      return HttpResponse.json(intent);
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
      const found = intents.get(String(params.id));
      if (!found)
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
          { status: 404 },
        );
      return HttpResponse.json({
        id: params.id,
        object: 'payment_intent',
        amount: found.amountPence,
        currency: 'gbp',
        status: 'requires_payment_method',
        metadata: found.metadata,
      });
    }),
  );
  const types = {
    succeeded: 'payment_intent.succeeded',
    failed: 'payment_intent.payment_failed',
    unrelated: 'customer.created',
    refunded: 'charge.refunded',
    disputed: 'charge.dispute.created',
  } as const;
  return {
    payments,
    intents: () => intents,
    webhook: (e) => {
      const { payload, header } = signed({
        id: e.id,
        object: 'event',
        type: types[e.type],
        data: {
          object:
            e.type === 'refunded'
              ? {
                  id: 'ch_1',
                  object: 'charge',
                  amount: e.amountPence,
                  amount_refunded: e.amountPence,
                  payment_intent: e.intentId,
                }
              : e.type === 'disputed'
                ? {
                    id: 'dp_1',
                    object: 'dispute',
                    amount: e.amountPence,
                    charge: 'ch_1',
                    payment_intent: e.intentId,
                  }
                : {
                    id: e.intentId,
                    object: 'payment_intent',
                    amount: e.amountPence,
                    amount_received: e.type === 'succeeded' ? e.amountPence : 0,
                    currency: 'gbp',
                    metadata: e.metadata,
                  },
        },
      });
      return { rawBody: payload, signature: header };
    },
  };
});
