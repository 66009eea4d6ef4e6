import { Logger } from '@nestjs/common';
import { configFromEnv, ConfigError } from './config';
import { createApp } from './app';

/** A shutdown that takes longer than this (a request or a delivery that hangs) ends anyway. */
const SHUTDOWN_LIMIT_MS = 30_000;

const start = async () => {
  const config = configFromEnv();
  const { app, firstSignIn, close } = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  // Through the logger: a JSON line in production like every other, readable text in development.
  const started = new Logger('App');
  started.log(`Club back office is running at ${url} (API docs: ${url}/api/docs)`);
  if (firstSignIn) {
    started.log(`First sign-in: ${firstSignIn.email} / ${firstSignIn.password} (generated for this installation; you will choose your own at once)`);
  }
  const logger = new Logger('Shutdown');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Graceful: no new requests; those under way and the email being sent finish; then the database closes.
    process.once(signal, () => {
      logger.log(`${signal}: finishing the requests and deliveries under way`);
      setTimeout(() => {
        logger.error(`Still busy after ${SHUTDOWN_LIMIT_MS / 1000} s: stopping now`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      void close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Shutdown failed: ${(error as Error).message}`);
          process.exit(1);
        },
      );
    });
  }
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
