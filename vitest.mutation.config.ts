import { defineConfig } from 'vitest/config';

/**
 * The vitest config Stryker runs (stryker.config.mjs): only the test files that cover the module under mutation,
 * passed in MUT_TESTS, and DynamoDB Local only when MUT_DYNAMO=1 (the credit code's contract tests need it).
 * The files are chosen by `include`, not by Stryker's `testFiles`, which reports every mutant of a module-level
 * constant as survived (stryker-js#6144).
 */
const include = (process.env.MUT_TESTS ?? '').split(',').filter(Boolean);
if (!include.length)
  throw new Error('vitest.mutation.config.ts: set MUT_TESTS (run it through npm run test:mutation)');

export default defineConfig({
  test: {
    include,
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: process.env.MUT_DYNAMO === '1' ? ['functions/test/global-setup.ts'] : [],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
