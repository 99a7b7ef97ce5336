/**
 * Every route in the table, fed bad input: whatever arrives, the answer is a 4xx with a readable message (or a
 * harmless 2xx), never a 5xx, never a stack trace, never a changed privilege — and the server stays healthy.
 * New routes are covered as soon as they are in routes.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessQueue } from '../src/adapters/local/inproc-queue';
import { routes } from '../src/routes';
import { startTestApp, type Client, type TestApp } from './app';

let app: TestApp;
let c: Client;
let userId: string;
beforeAll(async () => {
  app = await startTestApp();
  c = app.client();
  userId = (await c.login('fuzz@example.com')).id;
});
afterAll(async () => {
  await inProcessQueue().drain();
  await app.stop();
});

const HUGE = 'x'.repeat(1_000_000);
const BODIES: [string, string | undefined, string][] = [
  ['invalid JSON', '{"a":', 'application/json'],
  ['null', 'null', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['a number', '42', 'application/json'],
  [
    'wrong types',
    JSON.stringify({ email: 5, id: [], text: {}, rebuttalText: null, plan: 7, credits: 'lots' }),
    'application/json',
  ],
  ['a 1 MB string', JSON.stringify({ email: HUGE, rebuttalText: HUGE, name: HUGE }), 'application/json'],
  [
    'control characters and lone surrogates',
    JSON.stringify({ email: 'a\u0000b\u0007@x\ud800.com', text: '\udfff\u001b[2J' }),
    'application/json',
  ],
  [
    'prototype pollution keys',
    '{"__proto__":{"isAdmin":true,"credits":999999},"constructor":{"prototype":{"isAdmin":true}}}',
    'application/json',
  ],
  ['a form body', 'email=a%40b.c&isAdmin=true', 'application/x-www-form-urlencoded'],
  ['text/plain JSON', '{"email":"a@b.c"}', 'text/plain'],
];
const PARAMS = ['%00', '%ZZ', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '0'.repeat(25), "'; DROP TABLE--"];

function pathWith(path: string, value: string) {
  return path.replace(/\{\w+\}/g, value);
}

function expectSafe(r: { status: number; text: string }, what: string) {
  expect(r.status, `${what} → ${r.status} ${r.text.slice(0, 200)}`).toBeLessThan(500);
  expect(r.text, what).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|TypeError|ReferenceError/);
  if (r.status >= 400 && r.text) expect(JSON.parse(r.text).message, what).toEqual(expect.any(String));
}

describe('every route, bad input', () => {
  it('answers each malformed request with a 4xx (or harmless 2xx), never a 5xx or a stack', async () => {
    // (logout is harmless whatever its body, and would end the session the rest of the walk uses)
    const mutating = routes.filter((r) => r.method !== 'GET' && !r.pending && r.name !== 'logout');
    let sent = 0;
    for (const route of mutating) {
      for (const [name, body, type] of BODIES) {
        const path = pathWith(route.path, '0'.repeat(25));
        const r = await c.req(route.method, path, body, { 'content-type': type, origin: app.base });
        expectSafe(r, `${route.method} ${route.path} with ${name}`);
        sent++;
      }
    }
    for (const route of routes.filter((r) => r.path.includes('{') && !r.pending)) {
      for (const p of PARAMS) {
        const r = await c.req(
          route.method,
          pathWith(route.path, p),
          route.method === 'GET' ? undefined : '{}',
          {
            'content-type': 'application/json',
            origin: app.base,
          },
        );
        expectSafe(r, `${route.method} ${route.path} with param ${p.slice(0, 20)}`);
        expect(r.status, `${route.method} ${route.path} with param ${p.slice(0, 20)}`).toBeGreaterThanOrEqual(
          400,
        );
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(100);
    // no privilege changed, no credit moved, the server is healthy
    const me = await c.req('GET', '/api/user');
    expect(me.json).toMatchObject({ id: userId, isAdmin: false });
    expect(me.json.credits).toBe(1);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await c.req('GET', '/api/health')).status).toBe(200);
  }, 120_000);
});
