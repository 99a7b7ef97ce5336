/** Types of scripts/test-summary.mjs (plain JavaScript so that CI runs it with node alone). */
export interface TestSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the run is not green beyond failed tests: crashed suites, unhandled errors, a runner that did not finish. */
  problems: string[];
  ok: boolean;
  line: string;
}
export function summarise(log: string, opts?: { runners?: string[] }): TestSummary;
