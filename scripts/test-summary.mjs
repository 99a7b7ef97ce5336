/**
 * One closing line for a whole `npm test` log (vitest, then Playwright): "N passed, N failed[, N skipped]", exit 1
 * unless everything ran and passed. Run as `node scripts/test-summary.mjs <log> [--runners vitest,playwright]`.
 *
 * A green line must mean every test ran, so beyond the per-test counts:
 *   - a vitest suite that crashed while collecting ("Failed Suites N", "FAIL  file [ file ]") never reports its
 *     tests: each counts as one failure, as does each unhandled error ("Errors  N errors");
 *   - a "Test Files  N failed" line with no failure counted otherwise still counts N;
 *   - Playwright tests that "did not run" or were "interrupted" are failures;
 *   - a runner whose closing lines are missing (it crashed, timed out starting its web server, or never started
 *     because the one before it failed) is a failure, named in the output.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ANSI = /\x1b\[[0-9;]*m/g;
const num = (re, s) => Number(re.exec(s)?.[1] ?? 0);

/** @param {string} raw @param {{ runners?: string[] }} [opts] */
export function summarise(raw, { runners = ['vitest', 'playwright'] } = {}) {
  const log = raw.replace(ANSI, '').replace(/\r\n?/g, '\n');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const problems = [];

  // vitest: one closing block per run ("Test Files …", "Tests …", optionally "Errors …").
  const fileLines = [...log.matchAll(/^\s*Test Files\s+(.*)$/gm)].map((m) => m[1]);
  const testLines = [...log.matchAll(/^\s*Tests\s+(.*)$/gm)].map((m) => m[1]);
  if (runners.includes('vitest') && (fileLines.length === 0 || testLines.length === 0))
    problems.push('vitest did not finish (no "Test Files" / "Tests" summary)');
  let vitestFailed = 0;
  for (const t of testLines) {
    passed += num(/(\d+) passed/, t);
    vitestFailed += num(/(\d+) failed/, t);
    skipped += num(/(\d+) skipped/, t) + num(/(\d+) todo/, t);
  }
  const suiteHeaders = [...log.matchAll(/Failed Suites (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  const suiteLines = new Set([...log.matchAll(/^\s*FAIL\s+(\S+)\s+\[\s*(\S+)\s*\]\s*$/gm)].map((m) => m[1]))
    .size;
  const crashedSuites = Math.max(suiteHeaders, suiteLines);
  const unhandled = [...log.matchAll(/^\s*Errors\s+(\d+) errors?/gm)].reduce((n, m) => n + Number(m[1]), 0);
  vitestFailed += crashedSuites + unhandled;
  const failedFiles = fileLines.reduce((n, l) => n + num(/(\d+) failed/, l), 0);
  failed += Math.max(vitestFailed, failedFiles);
  if (crashedSuites) problems.push(`${crashedSuites} vitest suite(s) crashed before running their tests`);
  if (unhandled) problems.push(`${unhandled} unhandled error(s) in the vitest run`);

  // Playwright's list reporter closes with bare count lines: "  12 passed (1.2m)", "  1 failed", "  2 did not run".
  let playwrightLines = 0;
  for (const m of log.matchAll(/^\s*(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm)) {
    playwrightLines++;
    const n = Number(m[1]);
    if (m[2] === 'passed' || m[2] === 'flaky') passed += n;
    else if (m[2] === 'skipped') skipped += n;
    else failed += n;
  }
  if (runners.includes('playwright') && playwrightLines === 0)
    problems.push('Playwright did not finish (no "N passed" summary)');
  if (/^\s*Error: No tests found/m.test(log)) problems.push('Playwright found no tests');

  const ok = failed === 0 && problems.length === 0;
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return { passed, failed, skipped, problems, ok, line };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/test-summary.mjs <log> [--runners vitest,playwright]');
    process.exit(2);
  }
  const i = process.argv.indexOf('--runners');
  const runners = i > 0 ? process.argv[i + 1].split(',') : undefined;
  const s = summarise(readFileSync(file, 'utf8'), { runners });
  for (const p of s.problems) console.log(`FAILED: ${p}`);
  console.log(s.line);
  process.exit(s.ok ? 0 : 1);
}
