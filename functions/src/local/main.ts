/**
 * `npm start`: DynamoDB Local (files under DATA_DIR), then one HTTP server for the SPA and the API.
 * Everything is on loopback; no key and no network needed.
 */
import { resolve } from 'node:path';
import { startDynamoLocal } from './dynamo-local';
import { createAppServer } from './server';

export async function startLocal(opts: {
  port?: number;
  dataDir?: string;
  webRoot: string;
  quiet?: boolean;
}) {
  const dataDir = resolve(opts.dataDir ?? process.env.DATA_DIR ?? './.data');
  process.env.DATA_DIR = dataDir;
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  process.env.PORT = String(port);
  process.env.PUBLIC_URL ??= `http://localhost:${port}`;

  const dynamo = await startDynamoLocal({ dbPath: resolve(dataDir, 'dynamodb') });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const { getDeps } = await import('../runtime/deps');
  const deps = await getDeps();
  await (deps.store as unknown as { ensureTable(): Promise<void> }).ensureTable();

  // The scheduled cleanup, as EventBridge runs it in AWS: every 5 minutes (stuck letters failed and refunded).
  const { runCleanup } = await import('../jobs/cleanup');
  const cleanup = setInterval(
    () => void runCleanup(deps).catch((e) => console.error('cleanup failed', e)),
    5 * 60_000,
  );
  cleanup.unref();
  // The reminders job, as EventBridge runs it in AWS: once a day (JOBS.reminders); an admin can also run it at once.
  const { runReminders } = await import('../jobs/reminders');
  const reminders = setInterval(
    () => void runReminders(deps).catch((e) => console.error('reminders failed', e)),
    24 * 60 * 60_000,
  );
  reminders.unref();

  const server = createAppServer({ webRoot: opts.webRoot });
  // Loopback only unless HOST says otherwise: in local mode anyone who reaches the port can sign in as anyone.
  const host = process.env.HOST || '127.0.0.1';
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(port, host, res);
  });
  if (!opts.quiet) {
    console.log(
      `FairReply is running at http://localhost:${port}  (data in ${dataDir}, mail in ${dataDir}/outbox)`,
    );
  }

  const stop = async () => {
    clearInterval(cleanup);
    clearInterval(reminders);
    await new Promise<void>((res) => server.close(() => res()));
    server.closeAllConnections();
    const { inProcessQueue } = await import('../adapters/local/inproc-queue');
    await inProcessQueue().drain();
    await dynamo.stop();
  };
  return { port, server, stop };
}
