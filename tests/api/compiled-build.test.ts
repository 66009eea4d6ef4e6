import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/database';

// Issue 10, items 2 and 7: `pnpm build` compiles the API (api/dist/main.mjs, esbuild) and
// `pnpm start` runs it: no TypeScript at run time, the same app (database, migrations, admin,
// API), JSON log lines in production, and a SIGTERM that lets the requests under way finish.
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

  it('starts, logs JSON lines, serves, and on SIGTERM finishes the requests under way before it stops', async () => {
    database = await createTestDatabase();
    const port = await freePort();
    const admin = { email: 'ops.admin@club.sa', password: 'Night-Shift-Keys-2026' };
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url ?? '',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain(`http://localhost:${port}`);
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      expect(await (await fetch(`${base}/Invoices`)).text()).toContain('<div id="root">');
      const signIn = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'x-request-id': 'support-ticket-42' };
      const listed = await fetch(`${base}/api/tasks?filter=${encodeURIComponent('{"q":"secret-query-text"}')}`, { headers });
      expect(listed.headers.get('x-request-id')).toBe('support-ticket-42');

      // Every line is one JSON object; one per request, with who and how long; no route table,
      // no query text, no password.
      await expect.poll(() => output, { timeout: 5_000 }).toContain('support-ticket-42');
      const lines = output.trim().split('\n').map((line) => JSON.parse(line) as { level: string; context?: string; message: unknown });
      const request = lines.find((line) => (line.message as { requestId?: string })?.requestId === 'support-ticket-42')!;
      expect(request.message).toMatchObject({ method: 'GET', path: '/api/tasks', status: 200, userId: expect.any(String) });
      expect(lines.some((line) => line.context === 'RouterExplorer')).toBe(false);
      expect(output).not.toContain('secret-query-text');
      expect(output).not.toContain(admin.password);

      // Slow writes under way (each hashes a password) when SIGTERM comes: each one accepted is
      // finished and written; one that arrives while the server closes is refused whole (503, or
      // no connection), never half-done.
      const writes = Array.from({ length: 12 }, (_, index) =>
        fetch(`${base}/api/users`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ firstName: 'Shift', lastName: `Worker ${index}`, username: `shift.${index}`, email: `shift.${index}@club.sa`, roleId: 'member', status: 'active', password: `Gate-Duty-2026-${index}` }),
        }).then(
          async (response) => ({ status: response.status, email: `shift.${index}@club.sa`, id: response.ok ? ((await response.json()) as { id: string }).id : undefined }),
          () => ({ status: 0, email: `shift.${index}@club.sa`, id: undefined }),
        ),
      );
      await new Promise((done) => setTimeout(done, 150));
      child.kill('SIGTERM');
      const answers = await Promise.all(writes);
      expect(answers.filter((answer) => ![201, 503, 0].includes(answer.status))).toEqual([]);
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      const code = await exited;
      if (code !== 0) writeFileSync('/tmp/ops-output.log', output);
      expect(code, output.split('\n').slice(-8).join('\n')).toBe(0);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      try {
        const created = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
        const { rows } = await check.query('SELECT count(*)::int AS "count" FROM "users" WHERE "id" = ANY($1::uuid[])', [created]);
        expect(rows[0].count).toBe(created.length);
        const refused = answers.filter((answer) => answer.status !== 201).map((answer) => answer.email);
        expect((await check.query('SELECT count(*)::int AS "count" FROM "users" WHERE "email" = ANY($1::text[])', [refused])).rows[0].count).toBe(0);
      } finally {
        await check.end();
      }
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
