import { configFromEnv, ConfigError } from './config';
import { createApp } from './app';

const start = async () => {
  const config = configFromEnv();
  const { app, demoAdmin, close } = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nClub back office is running at ${url}`);
  console.log(`API docs: ${url}/api/docs`);
  if (demoAdmin) console.log(`Demo sign-in: ${demoAdmin.email} / ${demoAdmin.password}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().finally(() => process.exit(0));
    });
  }
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
