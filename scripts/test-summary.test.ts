import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarise } from './test-summary.mjs';

// Closing blocks as vitest 4 and Playwright's list reporter print them (colour codes included where they occur).
const VITEST_GREEN = `
 ✓ functions/src/extract/read.test.ts (6 tests) 1958ms

 Test Files  61 passed (61)
      Tests  480 passed | 0 skipped (480)
   Start at  06:20:44
   Duration  93.21s
`;
const PLAYWRIGHT_GREEN = `
Running 12 tests using 1 worker
  ✓  1 web/e2e/accounts.spec.ts:5:3 › accounts › a visitor signs up (2.1s)

  12 passed (1.1m)
`;
/** The log issue 8 describes: a suite crashed while collecting, and Playwright never started. */
const VITEST_CRASHED_SUITE = `
 ❯ functions/src/domain/image-integrity.test.ts (0 test)
 ✓ functions/src/extract/read.test.ts (6 tests) 1958ms

\x1b[31m⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m

\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m functions/src/domain/image-integrity.test.ts [ functions/src/domain/image-integrity.test.ts ]
Error: ENOENT: no such file or directory, open '/work/fixtures/D001.png'

 Test Files  1 failed | 60 passed (61)
      Tests  480 passed (480)
   Start at  06:20:44
   Duration  93.21s
`;

describe('test-summary', () => {
  it('sums a green vitest run and a green Playwright run', () => {
    const s = summarise(VITEST_GREEN + PLAYWRIGHT_GREEN);
    expect(s).toMatchObject({ passed: 492, failed: 0, skipped: 0, ok: true, problems: [] });
    expect(s.line).toBe('492 passed, 0 failed');
  });

  it('counts a suite that crashed while collecting as failed, and notices Playwright never ran', () => {
    const s = summarise(VITEST_CRASHED_SUITE);
    expect(s.ok).toBe(false);
    expect(s.failed).toBe(1);
    expect(s.line).toBe('480 passed, 1 failed');
    expect(s.problems.join('\n')).toMatch(/suite\(s\) crashed/);
    expect(s.problems.join('\n')).toMatch(/Playwright did not finish/);
  });

  it('counts failed tests, skipped tests and unhandled errors', () => {
    const s = summarise(
      `
 Test Files  2 failed | 3 passed (5)
      Tests  1 failed | 40 passed | 2 skipped (43)
     Errors  1 error
` + PLAYWRIGHT_GREEN,
    );
    expect(s).toMatchObject({ passed: 52, failed: 2, skipped: 2, ok: false });
  });

  it('counts failed test files even when no test or suite failure is printed', () => {
    const s = summarise(' Test Files  1 failed | 2 passed (3)\n      Tests  no tests\n' + PLAYWRIGHT_GREEN);
    expect(s.failed).toBe(1);
    expect(s.ok).toBe(false);
  });

  it("counts Playwright's failed, flaky, skipped and not-run tests", () => {
    const s = summarise(
      VITEST_GREEN +
        `
  1 failed
    [chromium] › web/e2e/debt-letter.spec.ts:14:3 › debt letters › a person uploads a letter
  1 flaky
  2 skipped
  3 did not run
  5 passed (2.0m)
`,
    );
    expect(s).toMatchObject({ passed: 486, failed: 4, skipped: 2, ok: false });
  });

  it('fails when a runner did not finish: vitest cut short, or Playwright unable to start its server', () => {
    const cut = summarise(' ✓ functions/src/extract/read.test.ts (6 tests) 1958ms\n' + PLAYWRIGHT_GREEN);
    expect(cut.ok).toBe(false);
    expect(cut.problems).toEqual(['vitest did not finish (no "Test Files" / "Tests" summary)']);
    const noServer = summarise(VITEST_GREEN + '\nError: Timed out waiting 120000ms from config.webServer.\n');
    expect(noServer.ok).toBe(false);
    expect(noServer.line).toBe('480 passed, 0 failed');
    expect(noServer.problems).toEqual(['Playwright did not finish (no "N passed" summary)']);
  });

  it('checks only the runners it is told to expect', () => {
    expect(summarise(VITEST_GREEN, { runners: ['vitest'] }).ok).toBe(true);
    expect(summarise(PLAYWRIGHT_GREEN, { runners: ['playwright'] }).ok).toBe(true);
  });

  it('as a command, prints the problems and the line and exits 1 unless all is well', () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const script = join(import.meta.dirname, 'test-summary.mjs');
    const green = join(dir, 'green.log');
    writeFileSync(green, VITEST_GREEN + PLAYWRIGHT_GREEN);
    expect(execFileSync('node', [script, green], { encoding: 'utf8' })).toBe('492 passed, 0 failed\n');
    const crashed = join(dir, 'crashed.log');
    writeFileSync(crashed, VITEST_CRASHED_SUITE);
    let out = '';
    let status = 0;
    try {
      execFileSync('node', [script, crashed], { encoding: 'utf8' });
    } catch (e) {
      ({ stdout: out, status } = e as { stdout: string; status: number });
    }
    expect(status).toBe(1);
    expect(out).toMatch(/^FAILED: 1 vitest suite\(s\) crashed/m);
    expect(out.trim().split('\n').at(-1)).toBe('480 passed, 1 failed');
  });
});
