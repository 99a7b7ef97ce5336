/**
 * Checkout journeys (part 1 §2, §4, §8). The shared app of playwright.config.ts runs without Stripe keys, which is the
 * 'Payment System Not Available' case. The paying journey starts a second app of its own with test keys and
 * STRIPE_API_BASE pointing at a local Stripe stand-in (functions/test/stripe-stand-in.ts), so the server side is the
 * real one: GET /api/config, POST /api/create-payment-intent through the real Stripe SDK, and the signed webhook.
 *
 * Stripe.js cannot come from the internet here, so js.stripe.com is answered by page.route with a small stand-in
 * script (STRIPE_JS_STAND_IN) that implements the part of Stripe.js @stripe/react-stripe-js uses — Stripe(key),
 * elements({clientSecret}), create('payment').mount(), on('ready'), confirmPayment() — and records what the page
 * gave it. What this proves: the page loads Stripe.js from js.stripe.com with the server's publishable key, hands it
 * the client secret of the intent the server created (amount from the plan), mounts a Payment Element in the form
 * with the plan summary, shows 'Processing...' while confirming, reports a decline, and after success goes to the
 * dashboard, whose credits change without a reload once the webhook lands. What it cannot prove: that Stripe's
 * real iframe renders, or that a real card is charged (README: test keys and the Stripe CLI).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '../../functions/test/stripe-stand-in';
import { expectToast, signIn, uniqueEmail } from './helpers';

const ROOT = resolve(import.meta.dirname, '../..');
const WHSEC = 'whsec_e2e_checkout';
const PUBLISHABLE = 'pk_test_e2e_checkout';

test.describe('checkout without payments configured', () => {
  test('a visitor sees Login Required with ways to sign in or go home', async ({ page }) => {
    await page.goto('/checkout?plan=single');
    await expect(page.getByRole('heading', { name: 'Login Required', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('signed in, with no Stripe keys on the server: Payment System Not Available', async ({ page }) => {
    await signIn(page, uniqueEmail('nokeys'));
    await page.goto('/checkout?plan=single');
    await expect(page.getByRole('heading', { name: 'Payment System Not Available', level: 1 })).toBeVisible();
    await expectToast(page, 'Payment system not configured');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  });

  test('signed in, when the config call fails: Payment System Not Available', async ({ page }) => {
    await signIn(page, uniqueEmail('nocfg'));
    await page.route('**/api/config', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/checkout?plan=single');
    await expect(page.getByRole('heading', { name: 'Payment System Not Available', level: 1 })).toBeVisible();
    await expectToast(page, 'Failed to load payment system');
  });
});

// ── the paying journey: a second app with keys, against the stand-ins ─────────────────────────────────────────────

/**
 * Stripe.js as far as the page uses it. It draws a labelled field where the Payment Element mounts, fires 'ready', and
 * resolves confirmPayment after a pause (so 'Processing...' can be seen), or with the decline set in failNext.
 */
const STRIPE_JS_STAND_IN = `
(function () {
  var seen = (window.__stripeStandIn = { keys: [], clientSecrets: [], mounted: [], confirms: [], failNext: null });
  function Stripe(key) {
    seen.keys.push(key);
    var stripe = {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      elements: function (options) {
        seen.clientSecrets.push(options && options.clientSecret);
        var elements = {
          update: function () {},
          create: function (type) {
            var handlers = {};
            var node = null;
            return {
              mount: function (target) {
                node = target;
                seen.mounted.push(type);
                target.innerHTML =
                  '<div data-testid="payment-element" data-type="' + type + '">' +
                  '<label>Card number <input name="card" value="4242 4242 4242 4242"></label></div>';
                setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: type }); }); }, 50);
              },
              on: function (ev, h) { (handlers[ev] = handlers[ev] || []).push(h); },
              off: function (ev, h) { handlers[ev] = (handlers[ev] || []).filter(function (x) { return x !== h; }); },
              update: function () {},
              destroy: function () { if (node) node.innerHTML = ''; },
            };
          },
        };
        stripe._elements = elements;
        return elements;
      },
      confirmPayment: function (args) {
        seen.confirms.push({ sameElements: args.elements === stripe._elements, returnUrl: args.confirmParams.return_url, redirect: args.redirect });
        var fail = seen.failNext;
        seen.failNext = null;
        return new Promise(function (resolve) {
          setTimeout(function () {
            resolve(fail
              ? { error: { type: 'card_error', message: fail } }
              : { paymentIntent: { id: seen.clientSecrets[seen.clientSecrets.length - 1].split('_secret_')[0], status: 'succeeded' } });
          }, 700);
        });
      },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

test.describe('checkout with Stripe (local stand-ins)', () => {
  let stripe: StripeStandIn;
  let app: ChildProcess | undefined;
  let appUrl = '';
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stripe = await startStripeStandIn();
    const port = await freePort();
    appUrl = `http://localhost:${port}`;
    app = spawn('npx', ['tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      detached: true, // its own process group, so the whole app (and its DynamoDB Local) stops with it
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'fairreply-e2e-pay-')),
        AUTH_MODE: 'local',
        SKIP_WEB_BUILD: '1',
        STRIPE_SECRET_KEY: 'sk_test_e2e_checkout',
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
        STRIPE_WEBHOOK_SECRET: WHSEC,
        STRIPE_API_BASE: stripe.base,
      },
    });
    app.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    app.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const until = Date.now() + 100_000;
    for (;;) {
      try {
        if ((await fetch(`${appUrl}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until || app.exitCode !== null)
        throw new Error(`second app did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  test.afterAll(async () => {
    if (app?.pid && app.exitCode === null) {
      const exited = new Promise((r) => app!.once('exit', r));
      process.kill(-app.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await stripe?.stop();
  });

  async function serveStripeJs(page: Page) {
    const loads: string[] = [];
    await page.route('https://js.stripe.com/**', (route) => {
      loads.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN });
    });
    return loads;
  }

  /** Signs in on the second app through its login page (email first; names only for a new account). */
  async function signInThere(page: Page, email: string, firstName = 'Pat') {
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const first = page.getByLabel('First name');
    await expect(first.or(page.getByRole('heading', { name: 'Debt Letters', level: 1 }))).toBeVisible();
    if (await first.isVisible()) {
      await first.fill(firstName);
      await page.getByLabel('Last name').fill('Payer');
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  /** Delivers the event Stripe would send once the intent is paid, signed with the real SDK's test helper. */
  async function deliverSucceeded(intentId: string) {
    const intent = stripe.succeed(intentId);
    const payload = JSON.stringify({
      id: `evt_e2e_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const res = await fetch(`${appUrl}/api/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }),
      },
      body: payload,
    });
    expect(res.status).toBe(200);
  }

  test('renders the payment form for the plan, pays, and the dashboard shows the credits when the webhook lands', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stripeJsLoads = await serveStripeJs(page);
    await signInThere(page, uniqueEmail('payer'));
    await expect(page.getByTestId('credits-available')).toHaveText('1');
    // Stripe.js is loaded by the checkout only.
    expect(stripeJsLoads).toEqual([]);

    await page.goto(`${appUrl}/checkout?plan=six`);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '6 Professional Debt Letters' })).toBeVisible();
    await expect(page.getByTestId('plan-price')).toHaveText('£15.00');
    await expect(page.getByText('6 credits · one-time payment, no subscription')).toBeVisible();
    const form = page.getByRole('form', { name: 'Card payment' });
    await expect(form.getByTestId('payment-element')).toHaveAttribute('data-type', 'payment');
    const pay = page.getByRole('button', { name: 'Pay £15.00' });
    await expect(pay).toBeEnabled();

    // The server made one intent, priced from the plan, and the page gave its secret to Stripe.js with the server's key.
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0].form.get('amount')).toBe('1500');
    expect(created[0].form.get('currency')).toBe('gbp');
    expect(created[0].form.get('metadata[plan]')).toBe('six');
    const [intent] = [...stripe.intents.values()];
    const seen = await page.evaluate(
      () => (window as unknown as { __stripeStandIn: Record<string, unknown> }).__stripeStandIn,
    );
    expect(seen.keys).toEqual([PUBLISHABLE]);
    expect(seen.clientSecrets).toEqual([intent.client_secret]);
    expect(stripeJsLoads).toHaveLength(1);
    expect(stripeJsLoads[0]).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/);

    // A declined card: the provider's message, and the form is usable again.
    await page.evaluate(() => {
      (window as unknown as { __stripeStandIn: { failNext: string } }).__stripeStandIn.failNext =
        'Your card was declined.';
    });
    await pay.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(pay).toBeEnabled();

    // Paid: 'Processing...', the success toast, the dashboard — still 1 credit until Stripe's webhook arrives.
    await pay.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
    await expectToast(page, 'Payment Successful', 'Your credits have been added to your account!');
    await expect(page).toHaveURL(/\/dashboard$/);
    const confirms = (await page.evaluate(
      () => (window as unknown as { __stripeStandIn: { confirms: unknown[] } }).__stripeStandIn.confirms,
    )) as { sameElements: boolean; returnUrl: string; redirect: string }[];
    expect(confirms.at(-1)).toEqual({
      sameElements: true,
      returnUrl: `${appUrl}/checkout?plan=six`,
      redirect: 'if_required',
    });
    await expect(page.getByTestId('credits-available')).toHaveText('1');

    await deliverSucceeded(intent.id);
    // No reload: the page refreshes the balance until the credits land.
    await expect(page.getByTestId('credits-available')).toHaveText('7', { timeout: 15_000 });
    // …and the credit history lists the purchase.
    await expect(page.getByTestId('credit-history').getByRole('listitem').first()).toContainText(
      'Purchase · 6 Professional Debt Letters',
    );
    await expect(page.getByTestId('credit-history').getByRole('listitem').first()).toContainText('+6');
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
  });

  test('back from a bank page: a failed payment reopens the form, a successful one ends on the dashboard', async ({
    page,
  }) => {
    await serveStripeJs(page);
    await signInThere(page, uniqueEmail('threeds'));
    const before = stripe.intents.size;
    await page.goto(`${appUrl}/checkout?plan=single`);
    await expect(page.getByRole('button', { name: 'Pay £3.00' })).toBeEnabled();
    const intent = [...stripe.intents.values()][before];
    expect(intent.amount).toBe(300);

    // As Stripe sends the browser back: its parameters appended to the return URL.
    const back = (status: string) =>
      `${appUrl}/checkout?plan=single&payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}&redirect_status=${status}`;
    await page.goto(back('failed'));
    await expectToast(page, 'Payment Failed', 'Your payment was not completed. No money has been taken.');
    await expect(page).toHaveURL(`${appUrl}/checkout?plan=single`);
    await expect(page.getByRole('button', { name: 'Pay £3.00' })).toBeEnabled();

    await page.goto(back('succeeded'));
    await expectToast(page, 'Payment Successful', 'Your credits have been added to your account!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-available')).toHaveText('1');
    await deliverSucceeded(intent.id);
    await expect(page.getByTestId('credits-available')).toHaveText('2', { timeout: 15_000 });
  });

  test("a consultation that is not the user's cannot be paid for", async ({ page }) => {
    await serveStripeJs(page);
    await signInThere(page, uniqueEmail('consult'));
    // Someone else's (or a missing) consultation cannot be paid for: the server says no and the page says so.
    await page.goto(`${appUrl}/checkout?plan=consultation&consultation=not-mine`);
    await expect(page.getByRole('heading', { name: 'AI Lawyer Consultation' })).toBeVisible();
    await expectToast(page, 'Payment Error', 'Consultation not found.');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  });
});

test('every Buy Credits link and the landing pricing card lead to the checkout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Buy a single letter/ })).toHaveAttribute(
    'href',
    '/checkout?plan=single',
  );
  await signIn(page, uniqueEmail('links'));
  await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
    'href',
    '/checkout?plan=single',
  );
});
