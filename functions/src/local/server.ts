/**
 * The local runtime: one Node process serving web/dist and every /api route by calling the same Lambda handler
 * the AWS HTTP API calls (an API Gateway HTTP API v2 event in, a structured result out). No route has a second
 * implementation here; this file only translates HTTP to events.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@app/shared';
import { matchRoute, type Route } from '../routes';
import { getDeps } from '../runtime/deps';
import type { FsBlobs } from '../adapters/local/fs-blobs';
import { apiSecurityHeaders } from '../http/security-headers';
import { StaticFiles } from './static-files';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: unknown,
) => Promise<APIGatewayProxyStructuredResultV2>;

const handlers = new Map<string, Promise<Handler>>();
function loadHandler(route: Route): Promise<Handler> {
  const name = route.pending ? 'pending' : route.name;
  let h = handlers.get(name);
  if (!h) {
    h = import(`../http/${name}.ts`).then((m) => m.handler as Handler);
    handlers.set(name, h);
  }
  return h;
}

/** Multipart uploads carry up to 10 MB plus form fields; anything bigger is refused before it is buffered. */
const MAX_BODY = MAX_UPLOAD_BYTES + 1024 * 1024;
/** A JSON request needs far less: the longest field (an edited letter) is 100,000 characters. */
const MAX_JSON_BODY = 1024 * 1024;

class TooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        rej(new TooLarge());
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => res(Buffer.concat(chunks)));
    req.on('error', rej);
  });
}

const TEXTUAL = /^(application\/json|text\/|application\/x-www-form-urlencoded)/;

export function toEvent(
  req: IncomingMessage,
  url: URL,
  route: Route,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  const cookies = req.headers.cookie
    ? req.headers.cookie
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = query[k] ? `${query[k]},${v}` : v));
  const textual = TEXTUAL.test(headers['content-type'] ?? '') && !route.raw;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

// What CloudFront's /api response headers policy adds in AWS; a handler's own header (a file's CSP) wins.
const API_HEADERS = apiSecurityHeaders();

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = { ...API_HEADERS };
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(
    result.body === undefined
      ? undefined
      : result.isBase64Encoded
        ? Buffer.from(result.body, 'base64')
        : result.body,
  );
}

function sendJson(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(data));
}

/** PUT /local-upload/{token}: the local stand-in for a presigned S3 upload. */
async function localUpload(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  const deps = await getDeps();
  const blobs = deps.blobs as FsBlobs;
  const grant = typeof blobs.verifyUploadToken === 'function' ? blobs.verifyUploadToken(token) : null;
  if (!grant) return sendJson(res, 403, { message: 'This upload link is invalid or has expired.' });
  if ((req.headers['content-type'] ?? '') !== grant.contentType)
    return sendJson(res, 400, { message: 'Content type does not match the upload link.' });
  // Single use, like S3's If-None-Match: once the object exists (checked by upload-complete, perhaps already
  // read by the job) the link cannot replace it.
  if (await blobs.get(grant.key))
    return sendJson(res, 409, { message: 'This upload link has already been used. Please upload again.' });
  const body = await readBody(req, grant.maxBytes);
  if (body.length !== grant.maxBytes)
    return sendJson(res, 400, { message: 'The file is not the size the upload link was made for.' });
  await blobs.put(grant.key, body, grant.contentType);
  res.writeHead(200).end();
}

/** GET /local-download/{token}: the local stand-in for a presigned S3 download (a large account export). */
async function localDownload(res: ServerResponse, token: string): Promise<void> {
  const blobs = (await getDeps()).blobs as FsBlobs;
  const grant = typeof blobs.verifyDownloadToken === 'function' ? blobs.verifyDownloadToken(token) : null;
  if (!grant) return sendJson(res, 403, { message: 'This download link is invalid or has expired.' });
  const blob = await blobs.get(grant.key);
  if (!blob) return sendJson(res, 404, { message: 'This download is no longer available.' });
  res
    .writeHead(200, {
      'content-type': blob.contentType,
      'content-length': blob.body.length,
      'content-disposition': `attachment; filename="${grant.fileName.replace(/["\\\r\n]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(Buffer.from(blob.body));
}

export function createAppServer(opts: { webRoot: string }): Server {
  const statics = new StaticFiles(opts.webRoot);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      if (url.pathname.startsWith('/local-upload/') && req.method === 'PUT') {
        return await localUpload(req, res, url.pathname.slice('/local-upload/'.length));
      }
      if (url.pathname.startsWith('/local-download/') && req.method === 'GET') {
        return await localDownload(res, url.pathname.slice('/local-download/'.length));
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const match = matchRoute(req.method ?? 'GET', url.pathname);
        if (!match) return sendJson(res, 404, { message: `No route for ${req.method} ${url.pathname}` });
        if ('badPath' in match) return sendJson(res, 400, { message: 'The address is not valid.' });
        const body = await readBody(req, match.route.raw ? MAX_BODY : MAX_JSON_BODY);
        const handler = await loadHandler(match.route);
        const result = await handler(toEvent(req, url, match.route, match.params, body), {});
        return send(res, result);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { message: 'Method not allowed' });
      return await statics.serve(req, res, url.pathname);
    } catch (e) {
      if (e instanceof TooLarge)
        return sendJson(res, 413, { message: 'File Too Large: please select a file smaller than 10MB.' });
      console.error(e);
      if (!res.headersSent)
        sendJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
    }
  });
}
