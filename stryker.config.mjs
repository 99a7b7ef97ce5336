// Mutation testing (MUT_MODULE=<module> npm run test:mutation), not part of `npm test` or CI's default run: it answers
// "would the tests notice if this line were wrong?" for the modules whose mistakes hurt users most.
// One module per run, with only the test files that cover it, so a run stays bounded on a shared machine.
import { existsSync, readFileSync } from 'node:fs';

/**
 * Line ranges of named class members in a file, found by their declaration ("  async addCredits(") and closed by
 * the first line that is exactly the member's closing brace, so the ranges follow the code as it moves.
 */
function memberRanges(file, names) {
  const lines = readFileSync(file, 'utf8').split('\n');
  return names.map((name) => {
    const start = lines.findIndex((l) =>
      new RegExp(`^  (private )?(static )?(async )?${name}(<.*>)?\\(`).test(l),
    );
    if (start < 0) throw new Error(`stryker.config.mjs: ${name} not found in ${file}`);
    const end = lines.findIndex((l, i) => i > start && l === '  }');
    return `${file}:${start + 1}-${end + 1}`;
  });
}

const STORE = 'functions/src/adapters/aws/dynamo-store.ts';

const MODULES = {
  deadlines: {
    mutate: ['shared/src/legal/deadlines.ts'],
    tests: ['shared/src/legal/deadlines.test.ts', 'shared/src/legal/deadlines-calendar.test.ts'],
  },
  limitation: {
    mutate: ['shared/src/legal/limitation.ts'],
    tests: ['shared/src/legal/limitation.test.ts', 'shared/src/legal/catalogue.test.ts'],
  },
  tailor: {
    mutate: ['functions/src/letters/tailor.ts'],
    tests: ['functions/src/letters/tailor.test.ts', 'functions/src/letters/tailor-guards.test.ts'],
  },
  // The credit code of the DynamoDB store: every method that moves credits or writes the ledger.
  credits: {
    mutate: memberRanges(STORE, [
      'ledgerPut',
      'claimPut',
      'failedAt',
      'debitUpdate',
      'creditUpdate',
      'unlimitedCheck',
      'addCredits',
      'takeBackCredits',
      'setCredits',
      'ledgerSum',
      'putRecord',
      'failAndRefund',
      'transact',
    ]),
    tests: [
      'functions/src/adapters/aws/dynamo-store.test.ts',
      'functions/src/adapters/aws/dynamo-store.credits.test.ts',
    ],
    dynamo: true,
  },
};

const name = process.env.MUT_MODULE;
const mod = MODULES[name];
if (!mod) throw new Error(`stryker.config.mjs: set MUT_MODULE to one of ${Object.keys(MODULES).join('|')}`);

// Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit this environment.
process.env.MUT_TESTS = mod.tests.filter((f) => existsSync(f)).join(',');
process.env.MUT_DYNAMO = mod.dynamo ? '1' : '0';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: mod.mutate,
  coverageAnalysis: 'perTest',
  concurrency: 1,
  timeoutMS: mod.dynamo ? 20_000 : 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  // A module below 80% of mutants killed fails the run (issue 17).
  thresholds: { high: 90, low: 80, break: 80 },
  // The sandbox needs the workspaces the tests import, not the web app, infrastructure or docs.
  ignorePatterns: [
    'web',
    'infra',
    'docs',
    'reports',
    'test-results',
    'playwright-report',
    '.data',
    'cdk.out',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
