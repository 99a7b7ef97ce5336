/**
 * A local stand-in for the Stripe API, just the calls the product makes (create and retrieve a PaymentIntent), on a
 * loopback port: STRIPE_API_BASE points the real Stripe SDK at it, so tests run the whole payment path with no
 * network. It answers as Stripe does (form-encoded requests, JSON objects, idempotency keys replay the first answer)
 * and keeps every request for the tests to read. Used by functions/test/payments.api.test.ts and web/e2e/checkout.spec.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
}

export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export interface StripeStandIn {
  base: string;
  intents: Map<string, StandInIntent>;
  requests: SeenRequest[];
  /** Marks an intent as paid (as the browser's confirmation would) and returns it. */
  succeed(id: string): StandInIntent;
  stop(): Promise<void>;
}

/** `metadata[userId]=u1&metadata[plan]=single` → { userId: 'u1', plan: 'single' }. */
function bracketed(form: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: SeenRequest[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string) =>
        send(status, { error: { type: 'invalid_request_error', message } });

      if (!/^Bearer sk_test_/.test(String(req.headers.authorization ?? '')))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string' && byIdempotencyKey.has(key))
          return send(200, intents.get(byIdempotencyKey.get(key)!));
        const amount = Number(form.get('amount'));
        if (!Number.isInteger(amount) || amount < 30) return error(400, 'Amount must be at least £0.30 gbp');
        const currency = form.get('currency');
        if (!currency) return error(400, 'Missing required param: currency.');
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: bracketed(form, 'metadata'),
          automatic_payment_methods:
            form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      const get = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && get) {
        const intent = intents.get(decodeURIComponent(get[1]));
        return intent ? send(200, intent) : error(404, `No such payment_intent: '${get[1]}'`);
      }
      error(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    intents,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return intent;
    },
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
