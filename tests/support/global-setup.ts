import { createDataSource } from '@club/api';
import { loadRegistry } from '@club/schema/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEMPLATE_PREFIX, TEST_DATABASE_PREFIX, templateDatabaseName } from './template-database';

const withServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Once per run, with DATABASE_URL: the template test databases are cloned from; at the end, the spares' cleanup. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  await dropLeftovers(serverUrl);
  await migrateTemplate(serverUrl);
  // Each worker's last clone made ahead (support/database.ts) was taken by no file, and a drop
  // still under way when its worker ended may not have finished.
  return () => dropLeftovers(serverUrl);
}

/** Drops the test databases of this checkout still there (this run's, or a run that died). */
const dropLeftovers = (serverUrl: string) =>
  withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${TEST_DATABASE_PREFIX}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });

/**
 * One database migrated to the committed migrations, which every test file's database is cloned
 * from (CREATE DATABASE … TEMPLATE), instead of each file replaying every migration. Made under a
 * temporary name and renamed when complete, so a run that dies half-way leaves no template behind
 * that looks finished.
 */
const migrateTemplate = async (serverUrl: string): Promise<void> => {
  const template = templateDatabaseName();
  const existing = await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) {
      if (datname !== template) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    return rows.some(({ datname }) => datname === template);
  });
  if (existing) return;

  const building = `club_building_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${building}"`));
  try {
    const dataSource = await createDataSource({ url: databaseUrl(serverUrl, building), registry: await loadRegistry(), poolSize: 1 });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    await withServer(serverUrl, (client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`));
  } catch (error) {
    await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    throw error;
  }
}
