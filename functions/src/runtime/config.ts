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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const deployed = Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
  const authMode = (env.AUTH_MODE as Config['authMode']) ?? (deployed ? 'email-link' : 'local');
  const port = env.PORT ?? '3000';
  return {
    authMode: authMode === 'email-link' ? 'email-link' : 'local',
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
