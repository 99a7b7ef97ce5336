import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, StaticFiles } from './static-files';

/** A raw GET that does not decode the body, so the test sees exactly what went over the wire. */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((res, rej) => {
    const req = request(`${base}${path}`, { headers, method }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', rej);
    req.end();
  });
}

describe('the local server serves web/dist like a CDN', () => {
  let server: Server;
  let base: string;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'fairreply-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>t</title>${'<!-- pad -->'.repeat(200)}`);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const statics = new StaticFiles(root);
    server = createServer((req, res) => void statics.serve(req, res, new URL(req.url!, 'http://x').pathname));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('compresses scripts with brotli when accepted, else gzip, else sends them as they are', async () => {
    const br = await get(base, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gzipped = await get(base, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get(base, '/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year and revalidates the HTML shell', async () => {
    const js = await get(base, '/assets/index-abc123.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await get(base, '/');
    expect(html.status).toBe(200);
    expect(html.headers['cache-control']).toBe('no-cache');
    const again = await get(base, '/', { 'if-none-match': String(html.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves robots.txt and SPA routes, and a real 404 for paths the app has no page for', async () => {
    const robots = await get(base, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect((await get(base, '/letter/01HXYZ')).status).toBe(200);
    expect((await get(base, '/dashboard/')).status).toBe(200);
    const unknown = await get(base, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<!doctype html>'); // the SPA still draws its 404 page
    expect((await get(base, '/wp-login.php')).status).toBe(404);
    expect((await get(base, '/assets/missing-123.js')).status).toBe(404);
  });

  it('never serves source maps, escapes from the root or bodies to HEAD', async () => {
    const map = await get(base, '/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.body.toString()).not.toContain('secret');
    expect((await get(base, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get(base, '/%E0%A4%A')).status).toBe(404);
    const head = await get(base, '/assets/index-abc123.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('reads Accept-Encoding q-values', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
  });
});
