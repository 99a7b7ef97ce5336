import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ AUTH_MODE: 'email-link' });
});
afterAll(async () => {
  await app.stop();
  process.env.AUTH_MODE = 'local';
});

/** The newest sign-in link in the outbox, read as a mail client reads the .eml file. */
async function lastLink(): Promise<string> {
  const dir = join(app.dataDir, 'outbox');
  const files = readdirSync(dir).sort();
  const body = (await simpleParser(readFileSync(join(dir, files[files.length - 1])))).text ?? '';
  const m = /(http:\/\/\S+\/login\/confirm#token=\S+)/.exec(body);
  if (!m) throw new Error(`no link in ${body}`);
  return m[1];
}

/** The token of a link, as the confirmation page reads it from the fragment. */
const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));

describe('production sign-in by emailed link', () => {
  it('mails a single-use link instead of signing in, and the link opens a session once', async () => {
    const c = app.client();
    const r = await c.req('POST', '/api/login', { email: 'link@example.com', firstName: 'Lin' });
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ sent: true });
    expect(r.headers.getSetCookie()).toEqual([]);
    expect((await c.req('GET', '/api/user')).status).toBe(401);
    expect((await c.req('GET', '/api/config')).json.authMode).toBe('email-link');

    // The link is the SPA's confirmation page with the token in the fragment: no server ever receives it.
    const link = await lastLink();
    expect(new URL(link).pathname).toBe('/login/confirm');
    expect(new URL(link).search).toBe('');
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThan(40);

    const confirm = await c.req('POST', '/api/auth/verify', { token }, { origin: app.base });
    expect(confirm.status).toBe(200);
    expect(confirm.json.user).toMatchObject({ email: 'link@example.com', firstName: 'Lin', credits: 1 });
    const me = await c.req('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'link@example.com', firstName: 'Lin', credits: 1 });

    const again = await app.client().req('POST', '/api/auth/verify', { token }, { origin: app.base });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/expired or has already been used/);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('opening the link (a GET, as a mail scanner or prefetch does) consumes nothing and signs nobody in', async () => {
    const c = app.client();
    expect((await c.req('POST', '/api/login', { email: 'scanned@example.com' })).status).toBe(202);
    const token = tokenOf(await lastLink());
    // Links mailed before the confirmation page pointed at the API: it now only hands the token to the page.
    for (let i = 0; i < 3; i++) {
      const scan = await c.req('GET', `/api/auth/verify?token=${encodeURIComponent(token)}`);
      expect(scan.status).toBe(302);
      expect(scan.headers.get('location')).toBe(`/login/confirm#token=${encodeURIComponent(token)}`);
      expect(scan.headers.get('referrer-policy')).toBe('no-referrer');
      expect(scan.headers.getSetCookie()).toEqual([]);
    }
    expect((await c.req('GET', '/api/user')).status).toBe(401);
    // the token still works for the person who clicks the button
    const confirm = await c.req('POST', '/api/auth/verify', { token }, { origin: app.base });
    expect(confirm.status).toBe(200);
    expect(confirm.json.user.email).toBe('scanned@example.com');
  });

  it("another site cannot post a victim's browser into the attacker's account (login CSRF)", async () => {
    const attacker = app.client();
    expect((await attacker.req('POST', '/api/login', { email: 'attacker@example.com' })).status).toBe(202);
    const token = tokenOf(await lastLink());
    const victim = app.client();
    const crossSite = await victim.req(
      'POST',
      '/api/auth/verify',
      { token },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    // a form post (no preflight needed) is refused too: the body must be JSON
    const form = await victim.req('POST', '/api/auth/verify', `token=${token}`, {
      origin: app.base,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(victim.cookie).toBe('');
    expect((await victim.req('GET', '/api/user')).status).toBe(401);
  });

  it('sends at most one link a minute to a mailbox, whatever +tag or capitals are used', async () => {
    const c = app.client();
    expect((await c.req('POST', '/api/login', { email: 'flood@example.com' })).status).toBe(202);
    const again = await c.req('POST', '/api/login', { email: 'flood@example.com' });
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/just sent/);
    expect((await c.req('POST', '/api/login', { email: 'Flood+1@example.com' })).status).toBe(429);
    expect((await c.req('POST', '/api/login', { email: 'flood+2@EXAMPLE.com' })).status).toBe(429);
  });

  it('puts nothing the requester typed into the mail sent to any address', async () => {
    const r = await app.client().req('POST', '/api/login', {
      email: 'target@example.com',
      firstName: 'ACCOUNT LOCKED. Call +44 20 0000 0000 or visit https://evil.example now',
    });
    expect(r.status).toBe(202);
    const dir = join(app.dataDir, 'outbox');
    const files = readdirSync(dir).sort();
    const mail = await simpleParser(readFileSync(join(dir, files[files.length - 1])));
    const text = `${mail.subject}\n${mail.text}`;
    expect(mail.text).toMatch(/^Hello,/);
    expect(text).not.toMatch(/LOCKED|evil/);
  });

  it('refuses a forged, empty or over-long token', async () => {
    const c = app.client();
    const forged = await c.req(
      'POST',
      '/api/auth/verify',
      { token: 'not-a-real-token' },
      { origin: app.base },
    );
    expect(forged.status).toBe(400);
    expect(forged.headers.getSetCookie()).toEqual([]);
    for (const token of ['', 'x'.repeat(201)])
      expect((await c.req('POST', '/api/auth/verify', { token }, { origin: app.base })).status).toBe(400);
    const r = await c.req('GET', '/api/auth/verify');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toMatch(/^\/login\?link=/);
  });
});
