import { configFromEnv, createApp, type App } from '@club/api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// README's first command on a fresh machine: the embedded database (one connection) with the demo
// loaded in one transaction. Every write the demo makes, a parent's portal invitation included,
// joins that transaction: nothing waits for a second connection the embedded database has not.
const dataDir = await mkdtemp(join(tmpdir(), 'club-embedded-demo-'));
let app: App | undefined;
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a fresh embedded install with the demo', () => {
  it('starts with the demo loaded, the parents it invites among them', async () => {
    app = await createApp({ ...configFromEnv({}), databaseUrl: undefined, dataDir, seedDemo: true, adminDist: undefined, adminEmail: undefined, adminPassword: undefined, logLevel: 'error', scheduledJobs: false });
    const { rows } = await app.pool.query<{ status: string; count: number }>(`SELECT "status", count(*)::int AS "count" FROM "parent_portal" GROUP BY "status"`);
    const invited = rows.find((row) => row.status === 'invited')?.count ?? 0;
    expect(invited).toBeGreaterThan(0);
    const { rows: parents } = await app.pool.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE r."key" = 'parent'`);
    expect(parents[0]!.count).toBeGreaterThan(3);
  }, 300_000);
});
