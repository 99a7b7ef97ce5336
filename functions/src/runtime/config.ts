import type { RateLimitName } from '../routes';

/** Settings read once from the environment (README lists every variable). */
export interface Config {
  /** 'local': sign in by email alone (spec flow + Quick Test Login). 'email-link': one-time link by email. */
  authMode: 'local' | 'email-link';
  adminEmails: Set<string>;
  /** Origins allowed to send mutating requests besides the request's own host (comma-separated APP_ORIGIN). */
  appOrigins: string[];
  /** Public base URL used in emails (sign-in links, "your letter is ready"). */
  publicUrl: string;
  cookieSecure: boolean;
  tableName: string;
  dataDir: string;
  mailFrom: string;
  /** Abuse limits per route family (routes.ts `rateLimit`), per account and per IP, per window. */
  rateLimits: Record<RateLimitName, RateLimit>;
}

export interface RateLimit {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/**
 * Defaults: an account may upload or generate 20 letters a minute and sign in 5 times; an IP 100 a minute in AWS. In
 * local mode the per-IP limits are 1,000 a minute so tests and local use never meet them (every request comes from
 * 127.0.0.1). RATE_LIMIT_{NAME}_ACCOUNT / _IP / _WINDOW override them.
 */
function readRateLimits(env: NodeJS.ProcessEnv, deployed: boolean): Record<RateLimitName, RateLimit> {
  const base: Record<RateLimitName, RateLimit> = {
    signin: { perAccount: 5, perIp: 30, windowSeconds: 60 },
    upload: { perAccount: 20, perIp: 100, windowSeconds: 60 },
    generate: { perAccount: 20, perIp: 100, windowSeconds: 60 },
    message: { perAccount: 30, perIp: 200, windowSeconds: 60 },
  };
  const num = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
  return Object.fromEntries(
    Object.entries(base).map(([name, l]) => {
      const k = `RATE_LIMIT_${name.toUpperCase()}`;
      return [
        name,
        {
          perAccount: num(env[`${k}_ACCOUNT`], l.perAccount),
          perIp: num(env[`${k}_IP`], deployed ? l.perIp : Math.max(l.perIp, 1000)),
          windowSeconds: num(env[`${k}_WINDOW`], l.windowSeconds),
        },
      ];
    }),
  ) as Record<RateLimitName, RateLimit>;
}

/**
 * Fails closed: only an exact 'local' enables sign-in by email alone, and only when asked for or when not deployed.
 * Anything else set (a typo, 'EMAIL-LINK', a trailing space) stops the process rather than opening every account.
 */
export function authModeOf(env: NodeJS.ProcessEnv): Config['authMode'] {
  const deployed = Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
  const set = env.AUTH_MODE;
  if (set === undefined) return deployed ? 'email-link' : 'local';
  if (set === 'local' || set === 'email-link') return set;
  throw new Error(`AUTH_MODE must be exactly 'local' or 'email-link' (got ${JSON.stringify(set)})`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const deployed = Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
  const authMode = authModeOf(env);
  const port = env.PORT ?? '3000';
  return {
    authMode,
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    appOrigins: (env.APP_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    publicUrl: (env.PUBLIC_URL ?? env.APP_ORIGIN?.split(',')[0] ?? `http://localhost:${port}`).replace(
      /\/$/,
      '',
    ),
    cookieSecure: env.COOKIE_SECURE === 'true' || deployed,
    tableName: env.TABLE_NAME ?? 'fairreply',
    dataDir: env.DATA_DIR ?? './.data',
    mailFrom: env.MAIL_FROM ?? 'FairReply <no-reply@fairreply.local>',
    rateLimits: readRateLimits(env, deployed),
  };
}
