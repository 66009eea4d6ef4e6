import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['unit/**/*.test.ts', 'api/**/*.test.ts', 'security/**/*.test.ts', 'browser/**/*.test.ts'],
    // With DATABASE_URL: one migrated template database that every test file's database is cloned from.
    globalSetup: ['./support/global-setup.ts'],
    // supertest over keep-alive connections (support/keep-alive.ts).
    setupFiles: ['./support/keep-alive.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a loaded 2-core machine can take seconds to settle: poll for up to 10 s, not 1.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // Two cores: more workers only make the embedded databases fight for them.
    maxWorkers: process.env.TEST_WORKERS ? Number(process.env.TEST_WORKERS) : 2,
    // A worker keeps the modules it loaded from one file to the next (the API, NestJS, TypeORM,
    // Playwright): each file starts its own app and database, so nothing else carries over.
    isolate: false,
    reporters: ['default', './support/summary-reporter.ts'],
  },
});
