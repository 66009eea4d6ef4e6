import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';

// Issue 10, item 2: `pnpm build` compiles the API (api/dist/main.mjs, esbuild) and `pnpm start`
// runs it: no TypeScript at run time, the same app (database, migrations, admin, API), and a
// SIGTERM ends it cleanly.
const root = resolve(import.meta.dirname, '../..');
const bundle = resolve(root, 'api/dist/main.mjs');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

describe('the compiled API', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('is built by `pnpm build`, with no TypeScript loader in it', () => {
    expect(existsSync(bundle), 'api/dist/main.mjs is missing: run `pnpm build`').toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/from ["']tsx/);
    // Every resource, override and migration is in the bundle, not read from the sources.
    expect(code).toContain('EnumsSortInDeclaredOrder');
    expect(code).toContain('check-in');
  });

  it('starts, serves the API and the admin, and stops on SIGTERM', async () => {
    database = await createTestDatabase();
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url ?? '', DATA_DIR: 'memory://', LOG_LEVEL: 'error', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain(`http://localhost:${port}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      const admin = await fetch(`http://127.0.0.1:${port}/Invoices`);
      expect(await admin.text()).toContain('<div id="root">');
      expect((await fetch(`http://127.0.0.1:${port}/api/tasks`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 90_000);
});
