import { configFromEnv, createApp, type App } from '@club/api';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { signIn, TEST_ADMIN, TEST_PASSWORD_HASH_COST } from '../support/test-app';

// Replicas behind a load balancer start together on one fresh PostgreSQL database: the migrations
// and everything a start writes (pages and roles, settings rows, secrets, the administrator of
// ADMIN_EMAIL) happen once, the other instances wait and find them done; each one then serves.
const ADMIN = { email: 'owner@club.sa', password: 'Floodlit-Replica-2026!' };

const startThree = async (url: string, admin?: typeof ADMIN): Promise<{ apps: App[]; urls: string[] }> => {
  const settled = await Promise.allSettled(
    [0, 1, 2].map(async () => {
      const app = await createApp({
        ...configFromEnv({}),
        databaseUrl: url,
        dataDir: 'memory://',
        seedDemo: false,
        adminEmail: admin?.email,
        adminPassword: admin?.password,
        logLevel: 'error',
        poolSize: 3,
        scheduledJobs: true,
        passwordHashCost: TEST_PASSWORD_HASH_COST,
      });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    }),
  );
  const apps = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [String((result.reason as Error)?.stack ?? result.reason)] : []));
  if (failures.length) {
    await Promise.all(apps.map((app) => app.close()));
    throw new Error(`${failures.length} of 3 instances did not start:\n${failures.join('\n')}`);
  }
  return { apps, urls: await Promise.all(apps.map(async (app) => (await app.app.getUrl()).replace('[::1]', '127.0.0.1'))) };
};

const servesSignedInList = async (url: string, email: string, password: string) => {
  await supertest(url).get('/api/health/ready').expect(200);
  const token = await signIn(url, email, password);
  const list = await supertest(url).get('/api/tasks').set('Authorization', `Bearer ${token}`).expect(200);
  expect(list.headers['content-range']).toMatch(/^tasks /);
};

describe.skipIf(!process.env.DATABASE_URL)('three instances started at once on a fresh database', () => {
  it('all become ready with ADMIN_EMAIL and ADMIN_PASSWORD, with one administrator between them', async () => {
    const database = await createTestDatabase({ empty: true });
    const { apps, urls } = await startThree(database.url!, ADMIN);
    try {
      for (const url of urls) await servesSignedInList(url, ADMIN.email, ADMIN.password);
      const { rows } = await apps[0]!.pool.query(`SELECT count(*)::int AS "admins" FROM "users" WHERE lower("email") = lower($1)`, [ADMIN.email]);
      expect(rows[0].admins).toBe(1);
      const pages = await apps[0]!.pool.query('SELECT count(*)::int AS "n", count(DISTINCT "key")::int AS "keys" FROM "pages"');
      expect(pages.rows[0].n).toBe(pages.rows[0].keys);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    }
  });

  it('all become ready without them', async () => {
    const database = await createTestDatabase({ empty: true });
    const { apps, urls } = await startThree(database.url!);
    try {
      await apps[0]!.crud.create('users', TEST_ADMIN);
      for (const url of urls) await servesSignedInList(url, TEST_ADMIN.email, TEST_ADMIN.password);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    }
  });
});
