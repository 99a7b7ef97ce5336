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
  const m = /(http:\/\/\S+\/api\/auth\/verify\?token=\S+)/.exec(body);
  if (!m) throw new Error(`no link in ${body}`);
  return m[1];
}

describe('production sign-in by emailed link', () => {
  it('mails a single-use link instead of signing in, and the link opens a session once', async () => {
    const c = app.client();
    const r = await c.req('POST', '/api/login', { email: 'link@example.com', firstName: 'Lin' });
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ sent: true });
    expect(r.headers.getSetCookie()).toEqual([]);
    expect((await c.req('GET', '/api/user')).status).toBe(401);
    expect((await c.req('GET', '/api/config')).json.authMode).toBe('email-link');

    const link = new URL(await lastLink());
    const open = await c.req('GET', link.pathname + link.search);
    expect(open.status).toBe(302);
    expect(open.headers.get('location')).toBe('/dashboard');
    const me = await c.req('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'link@example.com', firstName: 'Lin', credits: 1 });

    const again = await app.client().req('GET', link.pathname + link.search);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toMatch(/^\/login\?link=/);
    expect(again.headers.getSetCookie()).toEqual([]);
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

  it('refuses a forged token', async () => {
    const r = await app.client().req('GET', '/api/auth/verify?token=not-a-real-token');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toMatch(/^\/login\?link=/);
  });
});
