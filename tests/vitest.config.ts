import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['unit/**/*.test.ts', 'api/**/*.test.ts', 'browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers only make the embedded databases fight for them.
    maxWorkers: 2,
    reporters: ['default', './support/summary-reporter.ts'],
  },
});
