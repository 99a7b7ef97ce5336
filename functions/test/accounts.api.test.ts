import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('sign-in and sessions (local mode)', () => {
  it('signs up with 1 free credit, keeps the session, and logs out', async () => {
    const c = app.client();
    expect((await c.req('GET', '/api/user')).status).toBe(401);
    const login = await c.req('POST', '/api/login', {
      email: 'Ann@Example.com',
      firstName: 'Ann',
      lastName: 'Smith',
    });
    expect(login.status).toBe(200);
    expect(login.json.user).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      credits: 1,
      isAdmin: false,
    });
    const setCookie = login.headers.getSetCookie()[0];
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await c.req('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('ann@example.com');
    // Signing in again finds the same account and does not grant another free credit.
    const again = await app.client().login('ann@example.com');
    expect(again.id).toBe(me.json.id);
    expect(again.credits).toBe(1);
    expect((await c.req('POST', '/api/logout')).status).toBe(200);
    expect((await c.req('GET', '/api/user')).status).toBe(401);
  });

  it('refuses bad input with a readable 400', async () => {
    const c = app.client();
    const bad = await c.req('POST', '/api/login', '{not json', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/valid JSON/);
    const missing = await c.req('POST', '/api/login', { firstName: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/email/);
    const wrong = await c.req('POST', '/api/login', { email: 42 });
    expect(wrong.status).toBe(400);
    const notEmail = await c.req('POST', '/api/login', { email: 'nope' });
    expect(notEmail.status).toBe(400);
    expect(notEmail.json.message).toMatch(/valid email/);
  });

  it('refuses mutating requests from another origin', async () => {
    const r = await app
      .client()
      .req('POST', '/api/login', { email: 'x@example.com' }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(await app.deps.store.getUserByEmail('x@example.com')).toBeNull();
  });

  it('ignores a forged session cookie', async () => {
    const c = app.client();
    c.cookie = 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await c.req('GET', '/api/user')).status).toBe(401);
  });

  it('answers health, config and unknown API paths', async () => {
    const c = app.client();
    expect((await c.req('GET', '/api/health')).status).toBe(200);
    const cfg = await c.req('GET', '/api/config');
    expect(cfg.json).toEqual({ stripePublishableKey: null, authMode: 'local' });
    expect((await c.req('GET', '/api/nope')).status).toBe(404);
  });
});

describe('admin', () => {
  it('is refused to non-admins with 403 and to visitors with 401', async () => {
    const visitor = app.client();
    expect((await visitor.req('GET', '/api/admin/users')).status).toBe(401);
    const user = app.client();
    await user.login('plain@example.com');
    expect((await user.req('GET', '/api/admin/users')).status).toBe(403);
    expect(
      (await user.req('POST', '/api/admin/create-user', { email: 'z@example.com', credits: 5 })).status,
    ).toBe(403);
  });

  it('creates users, grants unlimited, lists counts, deletes', async () => {
    const admin = app.client();
    const me = await admin.login('admin@example.com');
    expect(me.isAdmin).toBe(true);
    const created = await admin.req('POST', '/api/admin/create-user', {
      email: 'new@example.com',
      credits: 'lots',
    });
    expect(created.status).toBe(201);
    expect(created.json.user.credits).toBe(1); // not numeric → 1
    const dup = await admin.req('POST', '/api/admin/create-user', { email: 'new@example.com', credits: 2 });
    expect(dup.status).toBe(409);
    const id = created.json.user.id;
    const unl = await admin.req('POST', '/api/admin/update-credits', { userId: id, credits: 999999 });
    expect(unl.status).toBe(200);
    const list = await admin.req('GET', '/api/admin/users');
    const row = list.json.find((u: { id: string }) => u.id === id);
    expect(row).toMatchObject({ email: 'new@example.com', credits: 999999, letterCount: 0, isAdmin: false });
    expect((await admin.req('POST', '/api/admin/update-credits', { userId: id, credits: -1 })).status).toBe(
      400,
    );
    expect((await admin.req('POST', '/api/admin/delete-user', { userId: me.id })).status).toBe(400);
    expect((await admin.req('POST', '/api/admin/delete-user', { userId: id })).status).toBe(200);
    expect(await app.deps.store.getUser(id)).toBeNull();
    expect(await app.deps.store.getUserByEmail('new@example.com')).toBeNull();
    expect((await admin.req('POST', '/api/admin/delete-user', { userId: id })).status).toBe(404);
  });
});
