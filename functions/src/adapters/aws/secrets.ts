/**
 * Secrets at cold start. The stack passes each secret by ARN in a variable ending in `_SECRET_ARN` (STRIPE_SECRET_ARN,
 * ANTHROPIC_SECRET_ARN) and grants the function read access to just those. `loadSecrets()` reads them from Secrets
 * Manager once per Lambda container and copies the values into process.env, before `getDeps()` builds the adapters
 * from the environment — so the adapters, the local runtime and the tests all keep reading plain variables.
 *
 * A secret's value is either
 *   - a JSON object whose keys are variable names: {"STRIPE_SECRET_KEY":"sk_…","STRIPE_PUBLISHABLE_KEY":"pk_…",
 *     "STRIPE_WEBHOOK_SECRET":"whsec_…"}, or
 *   - a plain string, stored under the default variable of its ARN variable (DEFAULT_TARGET below), e.g. the
 *     Anthropic API key alone → ANTHROPIC_API_KEY.
 * Empty values are skipped (a placeholder secret leaves that feature disabled), and a variable already set in the
 * environment is never overwritten. Without any `*_SECRET_ARN` variable (local runtime, tests) it does nothing and
 * loads no AWS SDK code.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export const DEFAULT_TARGET: Record<string, string> = {
  STRIPE_SECRET_ARN: 'STRIPE_SECRET_KEY',
  ANTHROPIC_SECRET_ARN: 'ANTHROPIC_API_KEY',
};

const VAR_NAME = /^[A-Z][A-Z0-9_]*$/;

let loaded: Promise<void> | undefined;

/** Reads every `*_SECRET_ARN` secret into process.env; memoised, so call it at the top of every invocation. */
export function loadSecrets(
  env: NodeJS.ProcessEnv = process.env,
  client?: SecretsManagerClient,
): Promise<void> {
  loaded ??= readAll(env, client).catch((e) => {
    loaded = undefined; // a transient failure must not poison the container: the next invocation retries
    throw e;
  });
  return loaded;
}

/** Forgets what was loaded (tests). */
export function resetSecrets(): void {
  loaded = undefined;
}

async function readAll(env: NodeJS.ProcessEnv, client?: SecretsManagerClient): Promise<void> {
  const refs = Object.entries(env).filter(([k, v]) => k.endsWith('_SECRET_ARN') && v) as [string, string][];
  if (!refs.length) return;
  const sm = await import('@aws-sdk/client-secrets-manager');
  const c = client ?? new sm.SecretsManagerClient({});
  const values = await Promise.all(
    refs.map(async ([name, arn]) => {
      const r = await c.send(new sm.GetSecretValueCommand({ SecretId: arn }));
      const text = r.SecretString ?? (r.SecretBinary ? Buffer.from(r.SecretBinary).toString('utf8') : '');
      return [name, text] as const;
    }),
  );
  for (const [name, text] of values) {
    for (const [key, value] of Object.entries(parseSecret(name, text))) {
      if (value && !env[key]) env[key] = value;
    }
  }
}

/** The variables one secret provides. */
export function parseSecret(arnVariable: string, text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const obj = JSON.parse(trimmed) as Record<string, unknown>;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(obj)) if (VAR_NAME.test(k) && typeof v === 'string') out[k] = v;
      return out;
    } catch {
      // not JSON after all: a plain value that happens to start with '{'
    }
  }
  const target = DEFAULT_TARGET[arnVariable] ?? arnVariable.replace(/_SECRET_ARN$/, '');
  return trimmed ? { [target]: trimmed } : {};
}
