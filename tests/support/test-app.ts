import { configFromEnv, createApp, type App, type AppConfig } from '@club/api';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createTestDatabase, type TestDatabase } from './database';

/** The superadmin every test app signs in as. */
export const TEST_ADMIN = {
  firstName: 'Test',
  lastName: 'Administrator',
  username: 'test.admin',
  email: 'test.admin@club.sa',
  password: 'Floodlit-Stadium-2026!',
  roleId: 'superadmin',
  status: 'active',
} as const;

export interface TestApp extends App {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Requests signed in as TEST_ADMIN. */
  http: ReturnType<typeof supertest.agent>;
  /** Requests without credentials. */
  anonymous: ReturnType<typeof supertest>;
  /** TEST_ADMIN's access token. */
  token: string;
  /** Where this app keeps uploaded files (a temporary folder, unless the test configured a bucket). */
  filesDirectory: string;
  stop(): Promise<void>;
}

/**
 * argon2id at its lightest for test apps: a suite creates and signs in users by the thousand, and
 * at the production cost (PASSWORD_HASH_COST, proven by tests/api/auth-passwords.test.ts) those
 * hashes were a third of the API tests' time. A hash keeps its own cost, so nothing else differs.
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Signs in through the real route and returns the access token. */
export const signIn = async (url: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { accessToken?: string; message?: string };
  if (!response.ok || !body.accessToken) throw new Error(`Sign-in as ${email} failed: ${response.status} ${body.message}`);
  return body.accessToken;
};

/** Loads the demo into a migrated database: an app's first start on it, stopped once done. */
const loadDemoInto = async (url: string): Promise<void> => {
  const app = await createApp({ ...configFromEnv({}), databaseUrl: url, dataDir: 'memory://', seedDemo: true, logLevel: 'error', poolSize: 4, scheduledJobs: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  await app.close();
};

/** A port nobody listens on now (for an app whose own address must be known before it starts: PUBLIC_URL). */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** The whole app on a fresh database and a free port, signed in as a superadmin; `stop()` removes both. */
export const startTestApp = async (
  options: { seedDemo?: boolean; adminDist?: string; database?: TestDatabase; through?: (url: string) => string; config?: Partial<AppConfig>; port?: number } = {},
): Promise<TestApp> => {
  // With PostgreSQL, demo data comes cloned from a database that had it loaded once this run.
  const database = options.database ?? (await createTestDatabase(options.seedDemo ? { demo: loadDemoInto } : {}));
  // Each app's uploads in a folder of its own, removed with it.
  const filesDirectory = await mkdtemp(join(tmpdir(), 'club-test-files-'));
  const config = {
    ...configFromEnv({}),
    databaseUrl: database.url && options.through ? options.through(database.url) : database.url,
    dataDir: 'memory://',
    seedDemo: options.seedDemo ?? false,
    adminDist: options.adminDist,
    logLevel: 'error' as const,
    poolSize: 4,
    // Tests run a job when they mean to (app.scheduler.runNow), never on a timer.
    scheduledJobs: false,
    files: { directory: filesDirectory },
    // API tests send thousands of requests a minute with one token; the browser tests keep the
    // production budget (browser-app.ts), and the limit's own test sets a small one.
    apiRateLimit: 1_000_000,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options.config,
  };
  const cleanUp = async () => {
    await database.drop();
    await rm(filesDirectory, { recursive: true, force: true });
  };
  const app = await createApp(config);
  try {
    await app.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
    const url = (await app.app.getUrl()).replace('[::1]', '127.0.0.1');
    await app.crud.create('users', TEST_ADMIN);
    const token = await signIn(url, TEST_ADMIN.email, TEST_ADMIN.password);
    return {
      ...app,
      url,
      token,
      http: supertest.agent(url).set('Authorization', `Bearer ${token}`),
      anonymous: supertest(url),
      filesDirectory,
      stop: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await app.close();
    await cleanUp();
    throw error;
  }
};

/**
 * A second instance of a running test app, on the same PostgreSQL database (and files folder), as
 * replicas behind a load balancer: the database is the first app's, so stop this one first.
 */
export const startAnotherInstance = async (first: TestApp, options: { adminDist?: string } = {}): Promise<App & { url: string }> => {
  const databaseUrl = (first.dataSource.options as { url?: string }).url;
  if (!databaseUrl) throw new Error('A second instance needs PostgreSQL (DATABASE_URL): the embedded database has one session');
  const app = await createApp({
    ...configFromEnv({}),
    databaseUrl,
    dataDir: 'memory://',
    seedDemo: false,
    logLevel: 'error',
    poolSize: 4,
    scheduledJobs: false,
    files: { directory: first.filesDirectory },
    apiRateLimit: 1_000_000,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    adminDist: options.adminDist,
  });
  try {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return { ...app, url: (await app.app.getUrl()).replace('[::1]', '127.0.0.1') };
  } catch (error) {
    await app.close();
    throw error;
  }
};
