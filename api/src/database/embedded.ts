import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface EmbeddedDatabase {
  /** A postgres:// URL for the pg driver; use exactly one connection (PGlite has one session). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on a worker thread. `dataDir` persists the data; 'memory://' keeps it in memory.
 */
export const startEmbeddedDatabase = async (dataDir: string): Promise<EmbeddedDatabase> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const address = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { type: string; address?: string; message?: string }) => {
      if (message.type === 'ready' && message.address) resolve(message.address);
      if (message.type === 'failed') reject(new Error(`The embedded database did not start: ${message.message}`));
    });
  });
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => message.type === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
  };
};
