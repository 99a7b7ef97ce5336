/** The login page asks a returning person for their email only; names are asked of new accounts alone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('POST /api/login with existingOnly (local mode)', () => {
  it('tells the page an address is new without creating the account or a session', async () => {
    const c = app.client();
    const probe = await c.req('POST', '/api/login', { email: 'new.person@example.com', existingOnly: true });
    expect(probe.status).toBe(200);
    expect(probe.json).toEqual({ newAccount: true });
    expect(probe.headers.getSetCookie()).toEqual([]);
    expect(await app.deps.store.getUserByEmail('new.person@example.com')).toBeNull();
    expect((await c.req('GET', '/api/user')).status).toBe(401);

    // The page then sends the names, and the account is opened: created is true once only.
    const signup = await c.req('POST', '/api/login', {
      email: 'new.person@example.com',
      firstName: 'Nia',
      lastName: 'Cole',
    });
    expect(signup.status).toBe(200);
    expect(signup.json).toMatchObject({ created: true, user: { firstName: 'Nia', credits: 1 } });

    const back = await app.client().req('POST', '/api/login', {
      email: 'New.Person@example.com',
      existingOnly: true,
    });
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ created: false, user: { firstName: 'Nia', lastName: 'Cole' } });
    expect(back.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
  });
});
