/**
 * `npm start` is stopped the way a process manager or a terminal does it: one signal to the npm process. The
 * server and DynamoDB Local (a Java child) must both be gone afterwards, or the next start finds the port taken.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../functions/src/local/dynamo-local';

const root = resolve(import.meta.dirname, '..');

/** Pids whose command line mentions `needle` (Linux /proc; the test runs on the project's Debian machines). */
function processesMentioning(needle: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) found.push(Number(entry));
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('npm start', () => {
  it('stops the server and DynamoDB Local when npm receives SIGTERM', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairreply-start-'));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_WEB_BUILD: '1' },
      stdio: 'ignore',
    });
    const health = `http://127.0.0.1:${port}/api/health`;
    try {
      const up = await until(
        () =>
          fetch(health).then(
            (r) => r.ok,
            () => false,
          ),
        60_000,
      );
      expect(up).toBe(true);
      expect(processesMentioning(join(dataDir, 'dynamodb')).length).toBeGreaterThan(0);

      npm.kill('SIGTERM');

      const javaGone = await until(() => processesMentioning(join(dataDir, 'dynamodb')).length === 0, 15_000);
      expect(javaGone).toBe(true);
      const serverGone = await until(
        () =>
          fetch(health).then(
            () => false,
            () => true,
          ),
        5_000,
      );
      expect(serverGone).toBe(true);
    } finally {
      // On failure, leave nothing behind: only the processes this test started mention its data folder.
      for (const pid of processesMentioning(dataDir)) process.kill(pid, 'SIGKILL');
      npm.kill('SIGKILL');
    }
  });
});
