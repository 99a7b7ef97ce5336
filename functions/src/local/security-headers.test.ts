import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  spaContentSecurityPolicy,
} from '../http/security-headers';
import { file } from '../http/lib/api';
import { createAppServer } from './server';

/** The CSP as a map of directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the local server sends the security headers CloudFront sends', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'fairreply-headers-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    server = createAppServer({ webRoot: root });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('every static response (the shell on any page, assets, 404s) carries the SPA policy', async () => {
    for (const path of ['/', '/checkout', '/dashboard', '/assets/index-abc.js', '/no-such-page', '/x.map']) {
      const r = await fetch(base + path);
      expect(r.headers.get('content-security-policy'), path).toBe(spaContentSecurityPolicy());
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('x-frame-options'), path).toBe('DENY');
      expect(r.headers.get('referrer-policy'), path).toBe(REFERRER_POLICY);
      expect(r.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      // plain http: HSTS would be ignored, and upgrade-insecure-requests would break the page
      expect(r.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('the SPA policy: no inline script or eval, no framing, Stripe only for script, frames, API calls and images', () => {
    const csp = directives(
      spaContentSecurityPolicy({ https: true, uploadOrigins: ['https://*.s3.x.amazonaws.com'] }),
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://*.s3.x.amazonaws.com',
    ]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      if (!['script-src', 'frame-src', 'connect-src', 'img-src'].includes(name))
        expect(sources.join(' '), name).not.toMatch(/stripe/);
    }
  });

  it('API answers get the API policy and the same framing, sniffing and referrer headers', async () => {
    const missing = await fetch(`${base}/api/no-such-route`);
    expect(missing.status).toBe(404);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    for (const res of [missing, health]) {
      expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    }
  });

  it("a response's own header wins over the default (a stored file keeps its sandbox CSP, as CloudFront's API policy does not override it)", async () => {
    const stored = file(new Uint8Array([37, 80, 68, 70]), 'application/pdf', 'letter.pdf', 'inline');
    expect(stored.headers?.['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(stored.headers?.['x-content-type-options']).toBe('nosniff');
    // served through the local server: the sign-in link's page sets its own Referrer-Policy, and it is kept
    const r = await fetch(`${base}/api/auth/verify?token=abc`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
