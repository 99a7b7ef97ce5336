/**
 * Test helper: the real local runtime (same handlers, same DynamoDB Local as the rest of the run) on a free port,
 * with its own table and data folder, and a small cookie-keeping HTTP client.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createAppServer } from '../src/local/server';
import { freePort } from '../src/local/dynamo-local';
import { getDeps, setDeps, type Deps } from '../src/runtime/deps';
import type { DynamoStore } from '../src/adapters/aws/dynamo-store';

export interface TestApp {
  base: string;
  deps: Deps;
  dataDir: string;
  client(): Client;
  /** A signed-in client for this email (the account made if new), its balance set when `credits` is given. */
  signIn(email: string, credits?: number): Promise<{ c: Client; id: string }>;
  stop(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairreply-test-'));
  const port = await freePort();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    TABLE_NAME: `t${randomBytes(6).toString('hex')}`,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAILS: 'admin@example.com',
    AUTH_MODE: 'local',
    ...env,
  });
  setDeps(undefined);
  const deps = await getDeps();
  await (deps.store as DynamoStore).ensureTable();
  const server = createAppServer({ webRoot: join(dataDir, 'web') });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    deps,
    dataDir,
    client: () => new Client(base),
    signIn: async (email, credits) => {
      const c = new Client(base);
      const u = await c.login(email);
      if (credits !== undefined) await deps.store.setCredits(u.id, credits);
      return { c, id: u.id };
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async req(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: any; text: string; headers: Headers }> {
    const init: RequestInit = {
      method,
      headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      redirect: 'manual',
    };
    if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array)
      init.body = body as BodyInit;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(this.base + path, init);
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const [pair] = c.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /** The signed-in user's balance. */
  async credits(): Promise<number> {
    return (await this.req('GET', '/api/user')).json.credits as number;
  }

  async login(email: string, firstName = 'Ann', lastName = 'Smith') {
    const r = await this.req('POST', '/api/login', { email, firstName, lastName });
    if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
    return r.json.user as { id: string; credits: number; isAdmin: boolean };
  }
}
