/**
 * The AI lawyer consultation in the browser, without an Anthropic key (the guided interview answers). Paying needs
 * Stripe, so, as the checkout journeys do, this starts a second app of its own with test keys pointed at the local
 * Stripe stand-in (functions/test/stripe-stand-in.ts): the consultation is created from the page, its intent made by
 * the server through the real Stripe SDK, and marked paid by Stripe's webhook, signed with the SDK's test helper —
 * the same path as a real payment, with nothing written to the store by the test. Stripe.js is not needed (the card
 * form is the checkout journey's subject) and js.stripe.com is refused.
 *
 * Then: the disclaimer and the clock, a Letter of Claim uploaded and read, the interview's questions answered, the
 * position explained and the letter written into the case, opened as a card, edited and downloaded; the browser's
 * clock moved on to show the two-minute warning and the end, and the transcript downloaded as a PDF.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { extractText, getDocumentProxy } from 'unpdf';
import { startStripeStandIn, type StripeStandIn } from '../../functions/test/stripe-stand-in';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './helpers';

const ROOT = resolve(import.meta.dirname, '../..');
const WHSEC = 'whsec_e2e_consultation';

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/** A Letter of Claim as a text PDF, without the forms the Pre-Action Protocol requires. */
async function letterOfClaimPdf(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Harrowgate Debt Purchasing Ltd',
    'Unit 4, Wheelwright Court, Leeds LS2 7AB',
    'Ms Sam Rivers',
    '2 Low Road, York YO1 1AA',
    'Date: 3 November 2026',
    'Account number: 7730418826',
    'LETTER OF CLAIM',
    'Dear Ms Rivers,',
    'We act for the owner of the above account. The balance of £1,847.32 remains unpaid.',
    'Unless you pay the balance in full within 14 days we will issue a claim in the County Court.',
    'Yours sincerely,',
    'Litigation Department',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 16, size: 10, font }));
  return Buffer.from(await doc.save());
}

test.describe('AI lawyer consultation (paid through the Stripe stand-in)', () => {
  // Phone first: the whole journey at a phone's size.
  test.use({ viewport: { width: 375, height: 740 } });
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
        DATA_DIR: mkdtempSync(join(tmpdir(), 'fairreply-e2e-consult-')),
        AUTH_MODE: 'local',
        SKIP_WEB_BUILD: '1',
        ANTHROPIC_API_KEY: '',
        STRIPE_SECRET_KEY: 'sk_test_e2e_consult',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_consult',
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
      if (Date.now() > until || app.exitCode !== null) throw new Error(`app did not start:\n${output}`);
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

  async function signInThere(page: Page, email: string) {
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  /** What Stripe does once the card is charged: the intent succeeds and the signed webhook arrives. */
  async function stripePays(consultationId: string) {
    const intent = [...stripe.intents.values()].find((i) => i.metadata.consultationId === consultationId);
    expect(intent, 'the checkout made an intent for this consultation').toBeTruthy();
    const payload = JSON.stringify({
      id: `evt_e2e_${intent!.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: stripe.succeed(intent!.id) },
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

  async function say(page: Page, text: string, expectReply: string | RegExp) {
    await page.getByLabel('Your message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('list', { name: 'Conversation' }).getByText(expectReply).last(),
    ).toBeVisible();
  }

  test('buy, upload, answer, get the letter, edit and download it; the clock warns, ends, and the transcript downloads', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    await signInThere(page, uniqueEmail('consult'));

    // A session that is not the user's: said plainly, with the offer.
    await page.goto(`${appUrl}/ai-lawyer?session=${'0'.repeat(25)}`);
    await expect(page.getByText('We could not find that consultation on your account.')).toBeVisible();

    // Without a consultation: what it gives, and the button that buys one.
    await page.goto(`${appUrl}/ai-lawyer`);
    await expect(page.getByRole('heading', { name: 'AI Lawyer Consultation', level: 1 })).toBeVisible();
    await expect(page.getByText('The whole conversation as a PDF to keep')).toBeVisible();
    await page.getByRole('button', { name: 'Start a consultation — £8' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=consultation&consultation=[0-9a-z]{25}$/);
    const id = new URL(page.url()).searchParams.get('consultation')!;
    await expect
      .poll(() => [...stripe.intents.values()].some((i) => i.metadata.consultationId === id))
      .toBe(true);

    // Back from the bank before Stripe's confirmation: the page waits, and opens once the webhook lands.
    await page.goto(`${appUrl}/ai-lawyer?session=${id}`);
    await expect(page.getByText(/Waiting for your payment to be confirmed/)).toBeVisible();
    await stripePays(id);
    await expect(page.getByTestId('disclaimer')).toContainText('not advice from a solicitor', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('time-left')).toHaveText('10:00 left');

    // A document: checked and read like a debt upload.
    await page.getByLabel('Upload a document').setInputFiles({
      name: 'letter-of-claim.pdf',
      mimeType: 'application/pdf',
      buffer: await letterOfClaimPdf(),
    });
    await expect(
      page.getByText(/I have read letter-of-claim\.pdf\. It looks like a Letter of Claim/),
    ).toBeVisible();

    // The interview: who and when came from the letter, so it asks what is wrong, then what was sent, then the address.
    await say(page, 'Hello, can you help me with this letter?', /In your own words, what is it about/);
    await expect(page.getByTestId('time-left')).toHaveText(/^(9:[0-5]\d|10:00) left$/);
    await say(
      page,
      'I never had an account with them and I do not recognise this debt.',
      /Have you already written/,
    );
    await say(page, 'Nothing yet.', /what postal address should it come from/);
    await say(page, '2 Low Road, York YO1 1AA', /Shall I write this letter into your case now/);
    // The longest answer still fits a phone, and the chat passes axe.
    await expectNoHorizontalOverflow(page, 'consultation chat');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} — ${v.help}`)).toEqual([]);
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(/Pre-Action Protocol for Debt Claims/).last()).toBeVisible();
    await expect(conversation.getByText(/does not mention a Reply Form/).last()).toBeVisible();
    await say(page, 'Yes please', /I have written your letter/);

    // The letter: a card that opens the letter page, where it is edited and downloaded like any letter.
    await page.getByTestId('letter-card').click();
    await expect(page).toHaveURL(/\/letter\/[0-9a-z]{25}$/);
    await expect(page.getByTestId('letter-text')).toContainText('Harrowgate Debt Purchasing Ltd');
    await expect(page.getByTestId('letter-text')).toContainText('2 Low Road');
    await page.getByRole('button', { name: 'Edit Letter' }).click();
    const editor = page.getByLabel('Letter text');
    const added = 'P.S. Please reply in writing only.';
    await editor.fill(`${await editor.inputValue()}\n\n${added}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Saved', 'Letter changes saved successfully');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = readFileSync(await (await download).path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(added);
    expect(text.replace(/\s+/g, ' ')).toContain('7730418826');

    // Back to the consultation: the clock is running; two minutes before the end it warns, at the end it stops.
    // (The browser's clock is taken over from here, so it can be moved on.)
    await page.clock.install();
    await page.goto(`${appUrl}/ai-lawyer`);
    await expect(page).toHaveURL(new RegExp(`/ai-lawyer\\?session=${id}$`));
    await expect(page.getByTestId('time-left')).toHaveText(/^\d:\d\d left$/);
    const [min, sec] = (await page.getByTestId('time-left').innerText()).split(' ')[0].split(':').map(Number);
    await page.clock.fastForward((min * 60 + sec - 90) * 1000); // 1:30 left
    await expect(page.getByRole('alert').filter({ hasText: 'Two minutes left' })).toBeVisible();
    await expect(page.getByTestId('time-left')).toHaveText(/^[01]:\d\d left$/);
    await page.clock.fastForward('02:00');
    await expect(page.getByTestId('time-left')).toHaveText('Ended');
    await expect(page.getByLabel('Your message')).toHaveCount(0);
    const transcript = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download transcript (PDF)' }).click();
    const t = await transcript;
    expect(t.suggestedFilename()).toMatch(/^consultation-.+\.pdf$/);
    const tBytes = readFileSync(await t.path());
    const tText = (await extractText(await getDocumentProxy(new Uint8Array(tBytes)), { mergePages: true }))
      .text;
    expect(tText.replace(/\s+/g, ' ')).toContain('I never had an account with them');
    expect(tText.replace(/\s+/g, ' ')).toContain('Letter written:');
    expect(crashes).toEqual([]);
  });
});
