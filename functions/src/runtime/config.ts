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
  };
}
