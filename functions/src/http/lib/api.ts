/**
 * The one way a route handler is written: `export const handler = api('route-name', async (ctx) => reply)`. The
 * route's entry in routes.ts says who may call it and what body it takes; middy middleware does, once for every
 * route: origin check on mutating requests, JSON parsing and schema validation (400 with a readable message), session
 * lookup (401/403), the ports restricted to what the entry grants, and error mapping (never a stack trace).
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describeZodError, type User } from '@app/shared';
import type { z } from 'zod';
import { getDeps, type Deps } from '../../runtime/deps';
import { restrictDeps } from '../../runtime/access';
import { ROUTES, type RouteName, type RouteSpec } from '../../routes';
import { readCookie, SESSION_COOKIE } from './cookies';
import { sessionKey } from '../../domain/accounts';
import { enforceRateLimit } from './rate-limit';
import { badRequest, forbidden, HttpError, unauthorized } from './errors';
import { ConflictError, StoreBusyError } from '../../ports/store';

/**
 * Faults of the table a person can act on: busy (throttled after the adapter's retries) is a 503 to retry shortly,
 * a write that lost a race (a failed condition nobody caught) a 409. By name, so the AWS SDK stays out of api().
 */
export function storeFault(err: unknown): HttpError | null {
  if (err instanceof StoreBusyError)
    return new HttpError(503, 'We are very busy right now. Please try again in a few seconds.', {
      'retry-after': '5',
    });
  if (err instanceof ConflictError) return new HttpError(409, err.message);
  const name = (err as { name?: string } | null)?.name;
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException')
    return new HttpError(409, 'This changed while we were saving it. Please reload and try again.');
  return null;
}

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

export interface Ctx<B, U> {
  event: Event;
  /** The ports, as this route's entry grants them. */
  deps: Deps;
  /** The signed-in user: always there when the route's auth is 'user' or 'admin', maybe on 'optional'. */
  user: U;
  sessionId?: string;
  body: B;
  params: Record<string, string>;
  query: Record<string, string>;
}

type Spec<N extends RouteName> = (typeof ROUTES)[N];
type BodyOf<N extends RouteName> =
  Spec<N> extends { body: infer S extends z.ZodTypeAny } ? z.output<S> : undefined;
type UserOf<N extends RouteName> = Spec<N> extends { auth: 'user' | 'admin' } ? User : User | undefined;

export function json(statusCode: number, data: unknown, extra: Partial<Result> = {}): Result {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extra.headers,
    },
    body: JSON.stringify(data),
    cookies: extra.cookies,
  };
}

export function file(
  body: Uint8Array,
  contentType: string,
  filename?: string,
  disposition = 'attachment',
): Result {
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // A stored file (an upload shown inline) can never run script in the site's origin.
      'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      ...(filename
        ? { 'content-disposition': `${disposition}; filename="${filename.replace(/["\\\r\n]/g, '_')}"` }
        : {}),
    },
    body: Buffer.from(body).toString('base64'),
    isBase64Encoded: true,
  };
}

/** The raw request body as bytes (API Gateway base64-encodes binary bodies). */
export function rawBody(event: Event): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

export function header(event: Event, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()] ?? undefined;
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Refuses cross-site mutating requests. Browsers send Origin on every POST/PUT/DELETE: it must be the request's own
 * host or one of APP_ORIGIN. `Origin: null` (a sandboxed frame, a data: page) is refused on cookie-authenticated
 * routes; only non-browser clients (webhooks, curl) send none. The Host header alone is trusted, never
 * X-Forwarded-Host, which a client can set.
 */
function checkOrigin(event: Event, deps: Deps, auth: RouteSpec['auth']): void {
  if (!MUTATING.has(event.requestContext.http.method)) return;
  const origin = header(event, 'origin');
  if (origin === undefined) return;
  if (origin === 'null') {
    if (auth === 'none') return;
    throw forbidden('Cross-site request refused.');
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('Cross-site request refused.');
  }
  if (originHost === header(event, 'host')) return;
  if (deps.config.appOrigins.includes(origin.replace(/\/$/, ''))) return;
  throw forbidden('Cross-site request refused.');
}

/**
 * A JSON body must say so: a form or text/plain body (which another page can send without a preflight) is refused
 * rather than read as JSON.
 */
function parseJson(event: Event): unknown {
  const text = rawBody(event).toString('utf8');
  if (text.trim() === '') return {};
  const type = (header(event, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
}

export async function currentUser(
  event: Event,
  deps: Deps,
): Promise<{ user: User; sessionId: string } | null> {
  const sessionId = readCookie(event, SESSION_COOKIE);
  if (!sessionId || !/^[A-Za-z0-9_-]{20,100}$/.test(sessionId)) return null;
  const session = await deps.store.getSession(sessionKey(sessionId));
  if (!session || session.expiresAt * 1000 < Date.now()) return null;
  const user = await deps.store.getUser(session.userId);
  if (!user) return null;
  // Admin rights follow ADMIN_EMAILS on every request: removing an address removes them at once, not at next sign-in.
  return { user: { ...user, isAdmin: deps.config.adminEmails.has(user.email) }, sessionId };
}

export function api<N extends RouteName>(name: N, fn: (ctx: Ctx<BodyOf<N>, UserOf<N>>) => Promise<Result>) {
  const options = ROUTES[name] as RouteSpec;
  const core = async (event: Event): Promise<Result> => {
    const deps = restrictDeps(await getDeps(), options.access ?? {}, `route ${name}`);
    checkOrigin(event, deps, options.auth);
    let user: User | undefined;
    let sessionId: string | undefined;
    if (options.auth !== 'none') {
      const found = await currentUser(event, deps);
      if (!found && options.auth !== 'optional') throw unauthorized();
      if (found) ({ user, sessionId } = found);
      if (options.auth === 'admin' && !user!.isAdmin) throw forbidden('Admins only.');
    }
    if (options.rateLimit) await enforceRateLimit(deps, options.rateLimit, event, user);
    let body: unknown = undefined;
    if (options.body) {
      const parsed = options.body.safeParse(parseJson(event));
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));
      body = parsed.data;
    }
    return fn({
      event,
      deps,
      user: user as UserOf<N>,
      sessionId,
      body: body as BodyOf<N>,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      query: (event.queryStringParameters ?? {}) as Record<string, string>,
    });
  };

  return middy<Event, Result>()
    .handler(core)
    .use({
      onError: async (request) => {
        const fault = storeFault(request.error);
        if (fault)
          console.warn(
            JSON.stringify({
              level: 'warn',
              route: request.event?.routeKey,
              status: fault.status,
              message: String(request.error),
            }),
          );
        const err = fault ?? request.error;
        if (err instanceof HttpError) {
          request.response = json(err.status, { message: err.message }, { headers: err.headers });
          return;
        }
        console.error(
          JSON.stringify({
            level: 'error',
            route: request.event?.routeKey,
            message: String(err),
            stack: (err as Error)?.stack,
          }),
        );
        request.response = json(500, { message: 'Something went wrong on our side. Please try again.' });
      },
    });
}
