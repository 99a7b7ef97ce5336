/**
 * The AI lawyer consultation over HTTP (issue 13), on the real local runtime: paid through the real payment path
 * (create-payment-intent against the Stripe stand-in, then the signed webhook), refused unpaid (402) and after its ten
 * minutes (410), a 404 on every route for anyone else; the guided interview from an uploaded Letter of Claim to a
 * letter in the user's case; and the Claude path against a stand-in of the Messages API (msw): a streamed reply, a
 * reply citing a statute the catalogue does not hold (that sentence removed), and a timeout (the interview answers).
 */
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnthropicLlm } from '../src/adapters/aws/llm-anthropic';
import { QUESTIONS } from '../src/domain/consultation/interview';
import { CONSULTATION_SESSION } from '../src/domain/consultation/session';
import type { Llm } from '../src/ports/llm';
import { letterPdf, type FixtureLetter } from './fixtures/letters';
import { startTestApp, type Client, type TestApp } from './app';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WHSEC = 'whsec_consultations_test';
const ANTHROPIC = 'https://api.anthropic.com/v1/messages';
let app: TestApp;
let stripe: StripeStandIn;
// Only the Messages API is answered here; the test's own calls to the local app pass through.
const anthropic = setupServer();

beforeAll(async () => {
  anthropic.listen({ onUnhandledRequest: 'bypass' });
  stripe = await startStripeStandIn();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_consult',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_consult',
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_API_BASE: stripe.base,
  });
});
afterEach(() => {
  anthropic.resetHandlers();
  app.deps.llm = null;
});
afterAll(async () => {
  anthropic.close();
  await app.stop();
  await stripe.stop();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'])
    delete process.env[k];
});

let n = 0;
async function signedIn(name = 'consult'): Promise<Client> {
  const c = app.client();
  await c.login(`${name}-${++n}-${Date.now()}@example.com`, 'Ann', 'Smith');
  return c;
}

async function create(c: Client): Promise<string> {
  const r = await c.req('POST', '/api/consultations');
  expect(r.status).toBe(201);
  expect(r.json).toMatchObject({
    status: 'unpaid',
    checkoutUrl: `/checkout?plan=consultation&consultation=${r.json.id}`,
  });
  return r.json.id as string;
}

/** Pays as the browser and Stripe would: the intent from the checkout's call, then Stripe's signed webhook. */
async function pay(c: Client, id: string): Promise<void> {
  const intent = await c.req('POST', '/api/create-payment-intent', {
    plan: 'consultation',
    consultationId: id,
  });
  expect(intent.status).toBe(200);
  const made = [...stripe.intents.values()].find((i) => i.metadata.consultationId === id)!;
  const payload = JSON.stringify({
    id: `evt_${made.id}`,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.succeeded',
    data: { object: stripe.succeed(made.id) },
  });
  const hook = await c.req('POST', '/api/stripe-webhook', payload, {
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }),
  });
  expect(hook.status).toBe(200);
  expect((await c.req('GET', `/api/consultations/${id}`)).json.status).toBe('paid');
}

const CLAIM: FixtureLetter = {
  id: 'C001',
  creditorName: 'Harrowgate Debt Purchasing Ltd',
  debtAmount: 1847.32,
  accountNumber: '7730418826',
  debtType: 'debt_collection',
  sequenceStage: 3,
  lines: [
    'Harrowgate Debt Purchasing Ltd',
    'Unit 4, Wheelwright Court, Leeds LS2 7AB',
    'Ms Ann Smith',
    '2 Low Road, York YO1 1AA',
    'Date: 3 November 2026',
    'Account number: 7730418826',
    'LETTER OF CLAIM',
    'Dear Ms Smith,',
    'We act for the owner of the above account. The balance of £1,847.32 remains unpaid.',
    'Unless you pay the balance in full within 14 days we will issue a claim in the County Court.',
    'Yours sincerely,',
    'Litigation Department',
  ],
};

async function upload(c: Client, id: string, bytes: Uint8Array, name = 'claim.pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  return c.req('POST', `/api/consultations/${id}/documents`, form);
}

const say = (c: Client, id: string, text: string, headers: Record<string, string> = {}) =>
  c.req('POST', `/api/consultations/${id}/messages`, { text }, headers);

describe('paying and the clock', () => {
  it('an unpaid consultation is refused with 402 and the checkout, for messages and documents alike', async () => {
    const c = await signedIn();
    const id = await create(c);
    const view = await c.req('GET', `/api/consultations/${id}`);
    expect(view.json).toMatchObject({ id, status: 'unpaid', expiresAt: null, messages: [], documents: [] });
    const msg = await say(c, id, 'Hello');
    expect(msg.status).toBe(402);
    expect(msg.json.message).toContain(`/checkout?plan=consultation&consultation=${id}`);
    expect((await upload(c, id, await letterPdf(CLAIM))).status).toBe(402);
    expect((await c.req('GET', '/api/consultations')).json.consultations).toEqual([
      expect.objectContaining({ id, status: 'unpaid', messageCount: 0 }),
    ]);
  });

  it('paid: the first message starts ten minutes; after them a message is refused (410) and the transcript stays', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    const before = Date.now();
    const first = await say(c, id, 'Hello, I have a letter about a debt.');
    expect(first.status).toBe(200);
    const expiresAt = Date.parse(first.json.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const second = await say(c, id, 'It is from Northgate Recoveries Ltd.');
    expect(second.json.expiresAt).toBe(first.json.expiresAt);

    // The clock runs out (moved on in the store: ten real minutes are too long for a test).
    const userId = (await c.req('GET', '/api/user')).json.id as string;
    await app.deps.store.updateRecord(CONSULTATION_SESSION, userId, id, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const late = await say(c, id, 'One more question?');
    expect(late.status).toBe(410);
    expect(late.json.message).toMatch(/ended.*transcript/);
    expect((await upload(c, id, await letterPdf(CLAIM))).status).toBe(410);
    const view = await c.req('GET', `/api/consultations/${id}`);
    expect(view.json.status).toBe('ended');
    expect(view.json.messages).toHaveLength(4);
    const pdf = await c.req('GET', `/api/consultations/${id}/transcript-pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it("another user's consultation is a 404 on every route", async () => {
    const owner = await signedIn('owner');
    const id = await create(owner);
    await pay(owner, id);
    const other = await signedIn('other');
    expect((await other.req('GET', `/api/consultations/${id}`)).status).toBe(404);
    expect((await say(other, id, 'Hello')).status).toBe(404);
    expect((await upload(other, id, await letterPdf(CLAIM))).status).toBe(404);
    expect((await other.req('GET', `/api/consultations/${id}/transcript-pdf`)).status).toBe(404);
    expect((await other.req('GET', '/api/consultations')).json.consultations).toEqual([]);
    expect((await other.req('GET', '/api/consultations/..%2F..')).status).toBe(404);
    // …and the owner's consultation did not start.
    expect((await owner.req('GET', `/api/consultations/${id}`)).json).toMatchObject({
      status: 'paid',
      messages: [],
    });
  });
});

describe('the guided interview (no key)', () => {
  it('reads the Letter of Claim, asks what it needs, explains, and writes the letter into the case', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    const up = await upload(c, id, await letterPdf(CLAIM));
    expect(up.status).toBe(201);
    expect(up.json.document).toMatchObject({
      organisation: 'Harrowgate Debt Purchasing Ltd',
      reference: '7730418826',
      amount: 1847.32,
      kind: 'letter_of_claim',
      letterDate: '2026-11-03',
      method: 'pdf-text',
    });
    expect(up.json.note.text).toContain('Letter of Claim');
    expect(up.json.document.text).toBeUndefined();

    // Who and when come from the letter, so the first question is what is wrong with it.
    let r = await say(c, id, 'Hi, can you help me with this letter?');
    expect(r.json.reply.text).toContain(QUESTIONS.what);
    r = await say(c, id, 'I never had an account with them and I do not recognise this debt.');
    expect(r.json.reply.text).toMatch(/not yours/);
    expect(r.json.reply.text).toContain(QUESTIONS.sent);
    r = await say(c, id, 'Nothing yet.');
    expect(r.json.reply.text).toContain(QUESTIONS.address);
    r = await say(c, id, '2 Low Road, York YO1 1AA');
    const proposal = r.json.reply.text as string;
    expect(proposal).toContain('Harrowgate Debt Purchasing Ltd (reference 7730418826), who ask for £1847.32');
    expect(proposal).toContain('Pre-Action Protocol');
    // The engine's audit of the received letter: no Reply Form, Information Sheet or Financial Statement.
    expect(proposal).toMatch(/Reply Form/);
    expect(proposal).toMatch(/Shall I write this letter/);
    expect(r.json.reply.legalBases).toContain('pap-debt-claims');
    expect(r.json.reply.letterIds).toBeUndefined();

    r = await say(c, id, 'yes please');
    const [letterId] = r.json.reply.letterIds as string[];
    expect(letterId).toMatch(/^[0-9a-z]{25}$/);
    expect(r.json.reply.text).toMatch(/I have written your letter/);

    // A debt-kind letter in the user's case: on the dashboard, opens, edits and downloads like any letter.
    const letter = await c.req('GET', `/api/letters/${letterId}`);
    expect(letter.status).toBe(200);
    const mine = await c.req('GET', '/api/my-letters');
    expect(JSON.stringify(mine.json)).toContain(letterId);
    const text = (await c.req('GET', `/api/letters/${letterId}/download-txt`)).text;
    expect(text).toContain('Harrowgate Debt Purchasing Ltd');
    expect(text).toContain('2 Low Road');
    expect(text).toContain('7730418826');
    const cases = await c.req('GET', '/api/cases');
    expect(JSON.stringify(cases.json)).toContain('Harrowgate');
    expect((await c.req('GET', '/api/user')).json.credits).toBe(1); // no credit spent: the consultation was paid

    const view = await c.req('GET', `/api/consultations/${id}`);
    expect(view.json.messages.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);

    // The transcript is the user's data: in their export, and gone with their account.
    const zip = await fetch(`${app.base}/api/account/export`, { headers: { cookie: c.cookie } });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const exported = JSON.parse(strFromU8(files['records/consultation.json']));
    expect(exported).toEqual([expect.objectContaining({ id, status: 'active' })]);
    expect(JSON.stringify(exported[0].messages)).toContain('I never had an account with them');
    const me = (await c.req('GET', '/api/user')).json as { id: string; email: string };
    expect((await c.req('DELETE', '/api/account', { confirm: me.email })).status).toBeLessThan(300);
    expect(await app.deps.store.getRecord(CONSULTATION_SESSION, me.id, id)).toBeNull();
  });

  it('answers a question from the catalogue while it asks its own', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    const r = await say(c, id, 'Can they take me to court over a debt that is more than six years old?');
    expect(r.json.reply.text).toContain('Limitation Act 1980');
    expect(r.json.reply.text).toContain('Pre-Action Protocol');
    expect(r.json.reply.legalBases).toEqual(
      expect.arrayContaining(['limitation-1980-s5', 'pap-debt-claims']),
    );
    expect(r.json.reply.text).toContain(QUESTIONS.who);
  });

  it('refuses an empty message and a file that is not a document', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    expect((await say(c, id, '   ')).status).toBe(400);
    const bad = await upload(c, id, new TextEncoder().encode('just some text, not a PDF'), 'notes.txt');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/Invalid File Type/);
  });
});

// ── Claude, against a stand-in of the Messages API ─────────────────────────────────────────────────────────────

function sse(chunks: string[]): string {
  const ev = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  return [
    ev('message_start', {
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-test',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
    ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...chunks.map((text) => ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
    ev('content_block_stop', { index: 0 }),
    ev('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 20 },
    }),
    ev('message_stop', {}),
  ].join('');
}

function claude(chunks: string[], delayMs = 0) {
  const seen: Record<string, unknown>[] = [];
  anthropic.use(
    http.post(ANTHROPIC, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      if (delayMs) await delay(delayMs);
      return new HttpResponse(sse(chunks), { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  app.deps.llm = new AnthropicLlm({ apiKey: 'test-key', model: 'claude-test' }) as Llm;
  return seen;
}

function events(body: string): { event: string; data: any }[] {
  return body
    .trim()
    .split(/\n\n/)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]);
      return { event, data };
    });
}

describe('with Claude', () => {
  it('streams the reply as server-sent events, with the catalogue, the documents and the next question as context', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    await upload(c, id, await letterPdf(CLAIM));
    const seen = claude([
      'Thank you for the letter from Harrowgate. ',
      'It is a Letter of Claim under the Pre-Action Protocol for Debt Claims, which gives you 30 days to reply. ',
      QUESTIONS.what,
    ]);
    const r = await say(c, id, 'What does this letter mean?', { accept: 'text/event-stream' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const evs = events(r.text);
    expect(evs.at(-1)!.event).toBe('done');
    const deltas = evs.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    const reply = evs.at(-1)!.data.reply;
    expect(deltas.join('')).toBe(reply.text);
    expect(reply.text).toContain('Pre-Action Protocol for Debt Claims');
    expect(reply.text).toContain(QUESTIONS.what);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ model: 'claude-test', stream: true });
    const system = seen[0].system as string;
    expect(system).toContain('[pap-debt-claims]'); // the catalogue
    expect(system).toContain('LETTER OF CLAIM'); // the document
    expect(system).toContain(QUESTIONS.what); // the interview's next question
    expect(seen[0].messages).toEqual([{ role: 'user', content: 'What does this letter mean?' }]);
    // Kept in the transcript as the user saw it.
    const view = await c.req('GET', `/api/consultations/${id}`);
    expect(view.json.messages.at(-1).text).toBe(reply.text);
  });

  it('removes a sentence citing a statute the catalogue does not hold, and logs it', async () => {
    const c = await signedIn();
    const id = await create(c);
    await pay(c, id);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    claude([
      'You can ask for a copy of the agreement under section 78 of the Consumer Credit Act 1974. ',
      'Under the Debt Forgiveness Act 2019 you owe nothing at all. ',
      'Who is the letter from?',
    ]);
    const r = await say(c, id, 'Do I have to pay?');
    const warned = warn.mock.calls.map((a) => String(a[0]));
    warn.mockRestore();
    expect(r.status).toBe(200);
    expect(r.json.reply.text).toContain('section 78 of the Consumer Credit Act 1974');
    expect(r.json.reply.text).not.toMatch(/Debt Forgiveness Act|owe nothing/);
    expect(r.json.reply.text).toContain('Who is the letter from?');
    const logged = warned.find((m) => m.includes('uncatalogued'));
    expect(logged).toContain('Debt Forgiveness Act 2019');
  });

  it('answers with the guided interview when Claude is too slow', async () => {
    process.env.CONSULTATION_LLM_TIMEOUT_MS = '400';
    try {
      const c = await signedIn();
      const id = await create(c);
      await pay(c, id);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const seen = claude(['Too late to matter.'], 5000);
      const started = Date.now();
      const r = await say(c, id, 'Hello, I got a letter demanding money.');
      const warned = warn.mock.calls.map((a) => String(a[0]));
      warn.mockRestore();
      expect(Date.now() - started).toBeLessThan(4000);
      expect(seen).toHaveLength(1);
      expect(r.status).toBe(200);
      expect(r.json.reply.text).not.toContain('Too late');
      expect(r.json.reply.text).toContain(QUESTIONS.who);
      expect(warned.some((m) => m.includes('the guided interview did') && m.includes('400 ms'))).toBe(true);
    } finally {
      delete process.env.CONSULTATION_LLM_TIMEOUT_MS;
    }
  });
});
