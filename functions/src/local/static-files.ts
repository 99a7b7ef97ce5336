/**
 * The local server's static half: web/dist as CloudFront serves it in AWS. Hashed assets are cached for a year
 * (their name changes with their content), everything else is revalidated (ETag); text is sent brotli- or
 * gzip-compressed when the browser accepts it; source maps are never served; a path the SPA has no page for gets
 * a real 404 status (with the SPA's own 404 page as the body, so a person still sees a page).
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { isSpaPath } from '@app/shared/spa-paths';
import { spaSecurityHeaders } from '../http/security-headers';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/** Worth compressing: text formats above a size where the headers would outweigh the saving. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_COMPRESS_BYTES = 1024;

// The same CSP, framing, sniffing, referrer and permissions headers CloudFront adds in AWS (one module for both);
// plain http here, so no HSTS.
const SECURITY_HEADERS = spaSecurityHeaders();

interface Cached {
  mtimeMs: number;
  size: number;
  etag: string;
  raw: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** Which encoding to send: brotli first (smaller), then gzip; q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, Cached>();

  constructor(webRoot: string) {
    this.root = resolve(webRoot);
  }

  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return this.notFound(res);
    }
    // Source maps stay on the build machine: they would publish the whole source.
    if (decoded.endsWith('.map')) return this.notFound(res);
    const file = resolve(this.root, '.' + decoded);
    const inside = file.startsWith(this.root + sep);
    const found = inside ? await this.load(file) : null;
    if (found) return this.send(req, res, file, found, 200);
    // A missing hashed asset or any other file-like path (robots.txt is a file) is a plain 404: no HTML for a
    // script tag to choke on. Everything else is a client-side route.
    if (decoded.startsWith('/assets/') || extname(decoded)) return this.notFound(res);
    const index = join(this.root, 'index.html');
    const shell = await this.load(index);
    if (!shell) return this.notFound(res, 'The web app is not built: run npm run build.');
    return this.send(req, res, index, shell, isSpaPath(decoded) ? 200 : 404);
  }

  private async load(file: string): Promise<Cached | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const raw = await readFile(file);
    const entry: Cached = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      raw,
    };
    this.cache.set(file, entry);
    return entry;
  }

  private async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: Cached,
    status: number,
  ): Promise<void> {
    const ext = extname(file);
    const immutable = file.startsWith(join(this.root, 'assets') + sep);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: entry.etag,
      ...SECURITY_HEADERS,
    };
    const compressible = COMPRESSIBLE.has(ext) && entry.raw.length >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = 'accept-encoding';
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      return void res.end();
    }
    let body = entry.raw;
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding === 'br') {
      entry.br ??= brotli(entry.raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
        },
      });
      body = await entry.br;
    } else if (encoding === 'gzip') {
      entry.gzip ??= gz(entry.raw, { level: 9 });
      body = await entry.gzip;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private notFound(res: ServerResponse, message = 'Not found'): void {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end(message);
  }
}
