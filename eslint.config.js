import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.data/**',
      'out/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The domain stays free of AWS imports (ARCHITECTURE.md): only adapters and runtime talk to vendors.
    files: [
      'functions/src/domain/**',
      'functions/src/letters/**',
      'functions/src/extract/**',
      'shared/src/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@aws-sdk/*', 'stripe', '@anthropic-ai/sdk'] }],
    },
  },
);
