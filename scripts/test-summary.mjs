// Sums vitest's "Tests  N passed" and Playwright's "N passed" lines from a log into one closing line.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const m of log.matchAll(/^\s*Tests\s+(.*)$/gm)) {
  passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
  skipped += Number(/(\d+) skipped/.exec(m[1])?.[1] ?? 0);
}
for (const m of log.matchAll(/^\s*(\d+) (passed|failed|skipped|flaky)\b/gm)) {
  if (m[2] === 'passed' || m[2] === 'flaky') passed += Number(m[1]);
  else if (m[2] === 'failed') failed += Number(m[1]);
  else skipped += Number(m[1]);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
