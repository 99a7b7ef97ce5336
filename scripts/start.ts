/** `npm start`: builds the SPA when web/dist is missing or older than its sources, then runs the local runtime. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocal } from '../functions/src/local/main';

// This machine runs Node 20 (AWS runs nodejs22.x): the SDK's notice about future Node versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'web/dist/index.html');

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [join(root, 'web/src'), join(root, 'shared/src')].filter(existsSync);
const stale =
  !existsSync(dist) ||
  Math.max(...sources.map(newest), statSync(join(root, 'web/index.html')).mtimeMs) > statSync(dist).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}

try {
  const app = await startLocal({ webRoot: join(root, 'web/dist') });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // A connection that never closes must not keep DynamoDB Local (a Java process) alive: stop within 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.stop();
    process.exit(0);
  };
  // `npm start` execs tsx (package.json), so a signal sent to npm reaches tsx, which relays it here.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());
  // If tsx itself is killed outright (SIGKILL), this process is re-parented: stop rather than run orphaned.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown();
  }, 1000).unref();
} catch (e) {
  console.error(String((e as Error).message ?? e));
  process.exit(1);
}
