import { configFromEnv, createApp, type App } from '@club/api';
import supertest from 'supertest';
import { createTestDatabase } from './database';

export interface TestApp extends App {
  /** http://127.0.0.1:{port} */
  url: string;
  http: ReturnType<typeof supertest>;
  stop(): Promise<void>;
}

/** The whole app on a fresh database and a free port; `stop()` removes both. */
export const startTestApp = async (options: { seedDemo?: boolean; adminDist?: string } = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = {
    ...configFromEnv({}),
    databaseUrl: database.url,
    dataDir: 'memory://',
    seedDemo: options.seedDemo ?? false,
    adminDist: options.adminDist,
    logLevel: 'error' as const,
    poolSize: 4,
  };
  const app = await createApp(config);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = await app.app.getUrl();
  return {
    ...app,
    url: url.replace('[::1]', '127.0.0.1'),
    http: supertest(url),
    stop: async () => {
      await app.close();
      await database.drop();
    },
  };
};
