/**
 * Payments end to end over HTTP, with no network: the real handlers and DynamoDB Local, the real Stripe SDK sent to a
 * local Stripe stand-in by STRIPE_API_BASE, and webhooks signed with the SDK's own test-header helper.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation } from '@app/shared';
import { newId } from '../src/domain/ids';
import { CONSULTATION, LEDGER, PAYMENT } from '../src/domain/records';
import { recordType } from '../src/ports/store';
import { startTestApp, type Client, type TestApp } from './app';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WHSEC = 'whsec_payments_api_test';
let app: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_api',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_api',
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_API_BASE: stripe.base,
  });
});
afterAll(async () => {
  await app.stop();
  await stripe.stop();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'])
    delete process.env[k];
});

// ── helpers ────────────────────────────────────────────────────────────────
let eventCounter = 0;
function event(type: string, object: object, id = `evt_${++eventCounter}_${newId()}`) {
  return {
    id,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  };
}

/** The event Stripe sends once the browser has confirmed the intent. */
function succeeded(intentId: string) {
  const intent = stripe.succeed(intentId);
  return event('payment_intent.succeeded', intent);
}

function refunded(intentId: string, amountRefunded: number) {
  const intent = stripe.intents.get(intentId)!;
  return event('charge.refunded', {
    id: `ch_${newId()}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === intent.amount,
    payment_intent: intentId,
    metadata: {},
  });
}

function disputed(intentId: string) {
  const intent = stripe.intents.get(intentId)!;
  return event('charge.dispute.created', {
    id: `dp_${newId()}`,
    object: 'dispute',
    amount: intent.amount,
    charge: `ch_${newId()}`,
    payment_intent: intentId,
    reason: 'fraudulent',
    status: 'needs_response',
  });
}

/** Delivers an event to the webhook as Stripe does: raw JSON body and a Stripe-Signature header. */
function deliver(body: object, secret = WHSEC, tamper?: (payload: string) => string) {
  const payload = JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.client().req('POST', '/api/stripe-webhook', tamper ? tamper(payload) : payload, {
    'content-type': 'application/json',
    'stripe-signature': header,
  });
}

async function buy(c: Client, plan: string, extra: object = {}) {
  const before = stripe.requests.length;
  const r = await c.req('POST', '/api/create-payment-intent', { plan, ...extra });
  const created = stripe.requests.slice(before).find((q) => q.method === 'POST');
  const intentId = r.json?.clientSecret ? (r.json.clientSecret as string).split('_secret_')[0] : undefined;
  return { r, created, intentId };
}

const credits = async (userId: string) => (await app.deps.store.getUser(userId))!.credits;
const ledger = (userId: string) => app.deps.store.listRecords(LEDGER, userId);
const ledgerSum = async (userId: string) => (await ledger(userId)).reduce((s, e) => s + e.delta, 0);

async function newConsultation(userId: string): Promise<Consultation> {
  const now = new Date().toISOString();
  const c: Consultation = { id: newId(), userId, createdAt: now, updatedAt: now, status: 'unpaid' };
  await app.deps.store.putRecord(CONSULTATION, c);
  return c;
}

/** Every mail in the outbox, read as a mail client reads the .eml files. */
async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = join(app.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (f) => {
      const mail = await simpleParser(readFileSync(join(dir, f)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

// A record type of the test's own to spend credits with, as a letter would.
const SPEND = recordType<{ id: string; userId: string; createdAt: string; updatedAt: string }>(
  'testSpend',
  'TESTSPEND#',
);
async function spend(userId: string, n: number) {
  const now = new Date().toISOString();
  expect(
    await app.deps.store.putRecord(
      SPEND,
      { id: newId(), userId, createdAt: now, updatedAt: now },
      { debit: n },
    ),
  ).toBe('ok');
}

// ── tests ──────────────────────────────────────────────────────────────────
describe('GET /api/config', () => {
  it('gives the publishable key', async () => {
    const r = await app.client().req('GET', '/api/config');
    expect(r.status).toBe(200);
    expect(r.json.stripePublishableKey).toBe('pk_test_api');
  });
});

describe('POST /api/create-payment-intent', () => {
  it('takes the amount and currency from the plan only, never from the client', async () => {
    const c = app.client();
    const user = await c.login('buyer@example.com');
    const { r, created, intentId } = await buy(c, 'single', {
      amount: 1,
      amountPence: 1,
      credits: 99,
      currency: 'usd',
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ amountPence: 300, currency: 'gbp' });
    expect(r.json.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(created!.form.get('amount')).toBe('300');
    expect(created!.form.get('currency')).toBe('gbp');
    expect(created!.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(created!.form.get('metadata[userId]')).toBe(user.id);
    expect(created!.form.get('metadata[plan]')).toBe('single');
    expect(created!.form.get('metadata[credits]')).toBeNull();
    expect(created!.headers['idempotency-key']).toBeTruthy();
    // Recorded, but nothing granted before the webhook.
    expect(await app.deps.store.getRecord(PAYMENT, user.id, intentId!)).toMatchObject({
      plan: 'single',
      credits: 1,
      amountPence: 300,
      status: 'created',
    });
    expect(await credits(user.id)).toBe(1);

    expect((await buy(c, 'six')).created!.form.get('amount')).toBe('1500');
    expect((await buy(c, 'eighteen')).created!.form.get('amount')).toBe('3600');
  });

  it('refuses visitors, unknown plans and misplaced consultation ids with a 4xx and calls nobody', async () => {
    const before = stripe.requests.length;
    expect((await app.client().req('POST', '/api/create-payment-intent', { plan: 'single' })).status).toBe(
      401,
    );
    const c = app.client();
    await c.login('picky@example.com');
    const unknown = await c.req('POST', '/api/create-payment-intent', { plan: 'gold' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/plan/);
    expect((await c.req('POST', '/api/create-payment-intent', {})).status).toBe(400);
    expect((await c.req('POST', '/api/create-payment-intent', { plan: 'consultation' })).status).toBe(400);
    expect(
      (await c.req('POST', '/api/create-payment-intent', { plan: 'single', consultationId: 'abc' })).status,
    ).toBe(400);
    expect(stripe.requests.length).toBe(before);
  });

  it("refuses someone else's consultation (404) and one already paid (409); one intent per consultation", async () => {
    const owner = app.client();
    const ownerUser = await owner.login('owner@example.com');
    const other = app.client();
    await other.login('other@example.com');
    const consultation = await newConsultation(ownerUser.id);

    const stolen = await buy(other, 'consultation', { consultationId: consultation.id });
    expect(stolen.r.status).toBe(404);
    expect(stolen.created).toBeUndefined();

    const mine = await buy(owner, 'consultation', { consultationId: consultation.id });
    expect(mine.r.status).toBe(200);
    expect(mine.created!.form.get('amount')).toBe('800');
    expect(mine.created!.form.get('metadata[consultationId]')).toBe(consultation.id);
    const again = await buy(owner, 'consultation', { consultationId: consultation.id });
    expect(again.intentId).toBe(mine.intentId);

    await app.deps.store.updateRecord(CONSULTATION, ownerUser.id, consultation.id, { status: 'paid' });
    expect((await buy(owner, 'consultation', { consultationId: consultation.id })).r.status).toBe(409);
  });
});

describe('POST /api/stripe-webhook', () => {
  it('a paid single plan adds exactly 1 credit, records the payment and mails a receipt', async () => {
    const c = app.client();
    const user = await c.login('single@example.com', 'Sam');
    const { intentId } = await buy(c, 'single');
    const r = await deliver(succeeded(intentId!));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ received: true, outcome: 'credited' });
    expect(await credits(user.id)).toBe(2);
    expect((await ledger(user.id))[0]).toMatchObject({ delta: 1, reason: 'purchase', paymentId: intentId });
    expect((await app.deps.store.getRecord(PAYMENT, user.id, intentId!))?.status).toBe('succeeded');

    const receipt = (await outbox()).find((m) => m.to.includes('single@example.com'));
    expect(receipt?.subject).toBe('Your FairReply receipt: Professional Debt Letter, £3.00');
    expect(receipt?.text).toContain('Plan: Professional Debt Letter');
    expect(receipt?.text).toContain('Amount: £3.00');
    expect(receipt?.text).toContain('Credits: 1');
    expect(receipt?.text).toMatch(
      /Date: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\n/,
    );
    expect(receipt?.text).toContain(`Payment reference: ${intentId}`);

    // The dashboard's credit history shows the purchase.
    const history = await c.req('GET', '/api/credit-ledger');
    expect(history.json.entries[0]).toMatchObject({ delta: 1, reason: 'purchase', paymentId: intentId });
  });

  it('the same event delivered 10 times at once, then again, adds its credits once and mails once', async () => {
    const c = app.client();
    const user = await c.login('replay@example.com');
    const { intentId } = await buy(c, 'six');
    const evt = succeeded(intentId!);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(evt)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.outcome === 'credited')).toHaveLength(1);
    expect((await deliver(evt)).json.outcome).toBe('replay');
    expect(await credits(user.id)).toBe(7);
    expect((await ledger(user.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
    expect((await outbox()).filter((m) => m.to.includes('replay@example.com'))).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(7);
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const c = app.client();
    const user = await c.login('forger@example.com');
    const { intentId } = await buy(c, 'eighteen');
    const evt = succeeded(intentId!);
    const mails = (await outbox()).length;
    expect((await deliver(evt, 'whsec_not_ours')).status).toBe(400);
    const tampered = await deliver(evt, WHSEC, (p) =>
      p.replace(/"amount_received":\d+/, '"amount_received":99999'),
    );
    expect(tampered.status).toBe(400);
    expect(tampered.json.message).toBe('Invalid webhook signature.');
    const unsigned = await app
      .client()
      .req('POST', '/api/stripe-webhook', JSON.stringify(evt), { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await credits(user.id)).toBe(1);
    expect(await ledger(user.id)).toHaveLength(1);
    expect((await app.deps.store.getRecord(PAYMENT, user.id, intentId!))?.status).toBe('created');
    expect((await outbox()).length).toBe(mails);
    // The genuine delivery still works afterwards.
    expect((await deliver(evt)).json.outcome).toBe('credited');
    expect(await credits(user.id)).toBe(19);
  });

  it('a consultation payment marks only that consultation paid, and adds no credit', async () => {
    const c = app.client();
    const user = await c.login('consult@example.com');
    const paidOne = await newConsultation(user.id);
    const otherOne = await newConsultation(user.id);
    const { intentId } = await buy(c, 'consultation', { consultationId: paidOne.id });
    const r = await deliver(succeeded(intentId!));
    expect(r.json.outcome).toBe('consultation-paid');
    expect(await app.deps.store.getRecord(CONSULTATION, user.id, paidOne.id)).toMatchObject({
      status: 'paid',
      paymentIntentId: intentId,
    });
    expect((await app.deps.store.getRecord(CONSULTATION, user.id, otherOne.id))?.status).toBe('unpaid');
    expect(await credits(user.id)).toBe(1);
    expect((await deliver(succeeded(intentId!))).json.outcome).toBe('replay');
    const receipt = (await outbox()).find((m) => m.to.includes('consult@example.com'));
    expect(receipt?.text).toContain('Plan: AI Lawyer Consultation');
    expect(receipt?.text).toContain('Amount: £8.00');
  });

  it('a refund takes back an unspent credit once; a dispute takes back only what is left', async () => {
    const c = app.client();
    const user = await c.login('refund@example.com');
    const single = await buy(c, 'single');
    await deliver(succeeded(single.intentId!));
    expect(await credits(user.id)).toBe(2);
    const refund = refunded(single.intentId!, 300);
    expect((await deliver(refund)).json.outcome).toBe('reversed');
    await Promise.all(Array.from({ length: 5 }, () => deliver(refund)));
    expect(await credits(user.id)).toBe(1);
    expect(await app.deps.store.getRecord(PAYMENT, user.id, single.intentId!)).toMatchObject({
      status: 'refunded',
      refundedPence: 300,
      creditsReclaimed: 1,
    });
    expect((await ledger(user.id)).filter((e) => e.reason === 'reversal')).toMatchObject([
      { delta: -1, paymentId: single.intentId },
    ]);

    // Six bought, five spent: a dispute of the whole payment takes back the two credits still there, never below 0.
    const six = await buy(c, 'six');
    await deliver(succeeded(six.intentId!));
    expect(await credits(user.id)).toBe(7);
    await spend(user.id, 5);
    expect((await deliver(disputed(six.intentId!))).status).toBe(200);
    expect(await credits(user.id)).toBe(0);
    expect((await app.deps.store.getRecord(PAYMENT, user.id, six.intentId!))?.status).toBe('disputed');
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('a partial refund takes back the credits it paid for, rounded down, and a later full refund the rest', async () => {
    const c = app.client();
    const user = await c.login('partial@example.com');
    const six = await buy(c, 'six'); // £15.00 for 6
    await deliver(succeeded(six.intentId!));
    expect(await credits(user.id)).toBe(7);
    await deliver(refunded(six.intentId!, 600)); // £6 of £15: 2.4 credits → 2
    expect(await credits(user.id)).toBe(5);
    await deliver(refunded(six.intentId!, 1500)); // the rest
    expect(await credits(user.id)).toBe(1);
    expect(await ledgerSum(user.id)).toBe(1);
  });

  it('acknowledges and ignores unknown events and payments that are not ours', async () => {
    const c = app.client();
    const user = await c.login('ignored@example.com');
    const unknown = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(unknown.status).toBe(200);
    expect(unknown.json.outcome).toBe('ignored');
    const foreign = await deliver(
      event('payment_intent.succeeded', {
        id: 'pi_foreign',
        object: 'payment_intent',
        amount: 300,
        amount_received: 300,
        currency: 'gbp',
        metadata: {},
      }),
    );
    expect(foreign.json.outcome).toBe('ignored');
    // Our metadata but less than the plan's price: not this plan's payment.
    const short = await deliver(
      event('payment_intent.succeeded', {
        id: 'pi_short',
        object: 'payment_intent',
        amount: 100,
        amount_received: 100,
        currency: 'gbp',
        metadata: { userId: user.id, plan: 'eighteen' },
      }),
    );
    expect(short.json.outcome).toBe('ignored');
    expect(await credits(user.id)).toBe(1);
  });

  it('the ledger sums to the balance for every account after all of it', async () => {
    const users = await app.deps.store.listUsers();
    expect(users.length).toBeGreaterThanOrEqual(8);
    for (const u of users) expect(await ledgerSum(u.id)).toBe(u.credits);
  });
});
