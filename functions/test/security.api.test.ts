/** Findings of the outside security review (November 2026, F1–F17), each as a test that can fail. */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/domain/accounts';
import { authModeOf } from '../src/runtime/config';
import { startTestApp, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

describe('CSRF (F3, F13)', () => {
  it('refuses Origin: null and non-JSON bodies on cookie-authenticated mutations', async () => {
    const c = app.client();
    await c.login('csrf@example.com');
    const nullOrigin = await c.req('POST', '/api/verify-bailiff', { bailiffName: 'A' }, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const plain = await c.req('POST', '/api/verify-bailiff', JSON.stringify({ bailiffName: 'A' }), {
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    const form = await c.req('POST', '/api/verify-bailiff', 'bailiffName=A', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const spoofed = await c.req(
      'POST',
      '/api/verify-bailiff',
      { bailiffName: 'A' },
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(spoofed.status).toBe(403);
    expect(
      (await c.req('POST', '/api/verify-bailiff', { bailiffName: 'A' }, { origin: app.base })).status,
    ).toBe(200);
  });
});

describe('AUTH_MODE fails closed (F5)', () => {
  it('only an exact value is accepted; unset is local only when not deployed', () => {
    expect(authModeOf({})).toBe('local');
    expect(authModeOf({ AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toBe('email-link');
    expect(authModeOf({ AUTH_MODE: 'email-link' })).toBe('email-link');
    for (const bad of ['', 'EMAIL-LINK', 'email-link ', 'email_link', 'Local'])
      expect(() => authModeOf({ AWS_LAMBDA_FUNCTION_NAME: 'fn', AUTH_MODE: bad }), bad).toThrow(/AUTH_MODE/);
  });
});

describe('sessions (F10, F11)', () => {
  it('stores only the hash of the session id', async () => {
    const c = app.client();
    await c.login('hash@example.com');
    const sid = c.cookie.split('=')[1];
    expect(await app.deps.store.getSession(sid)).toBeNull();
    expect(await app.deps.store.getSession(hashToken(sid))).not.toBeNull();
  });

  it('admin rights follow ADMIN_EMAILS on every request', async () => {
    const c = app.client();
    await c.login('admin@example.com');
    expect((await c.req('GET', '/api/admin/users')).status).toBe(200);
    app.deps.config.adminEmails.delete('admin@example.com');
    try {
      expect((await c.req('GET', '/api/admin/users')).status).toBe(403);
      expect((await c.req('GET', '/api/user')).json.isAdmin).toBe(false);
    } finally {
      app.deps.config.adminEmails.add('admin@example.com');
    }
  });
});

describe('upload links (F1, F8)', () => {
  it('are good for one write of exactly the declared size', async () => {
    const c = app.client();
    await c.login('links@example.com');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = new Uint8Array(await pdf.save());
    const target = await c.req('POST', '/api/upload-url', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const url = new URL(target.json.url, app.base);
    const put = (body: Uint8Array) =>
      fetch(url, { method: 'PUT', headers: target.json.headers, body: new Uint8Array(body) });
    expect((await put(bytes.subarray(0, bytes.length - 1))).status).toBe(400);
    expect((await put(bytes)).status).toBe(200);
    const again = await put(bytes);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already been used/);
  });
});

describe('robustness (F15)', () => {
  it('a JSON body over 1 MB is refused before it is read whole', async () => {
    const r = await app
      .client()
      .req('POST', '/api/login', { email: 'big@example.com', firstName: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
  });
});

describe('abuse limits', () => {
  it('a burst of 60 upload attempts from one account meets a 429 with Retry-After; an admin does not', async () => {
    const ask = (c: ReturnType<TestApp['client']>) =>
      c.req('POST', '/api/upload-url', { fileName: 'a.pdf', contentType: 'application/pdf', size: 100 });
    const c = app.client();
    await c.login('burst@example.com');
    const answers = await Promise.all(Array.from({ length: 60 }, () => ask(c)));
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 200).length).toBe(app.deps.config.rateLimits.upload.perAccount);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0].json.message).toMatch(/wait \d+ seconds? and try again/);
    const admin = app.client();
    await admin.login('admin@example.com');
    const adminAnswers = await Promise.all(Array.from({ length: 30 }, () => ask(admin)));
    expect(adminAnswers.every((r) => r.status === 200)).toBe(true);
  });
});
