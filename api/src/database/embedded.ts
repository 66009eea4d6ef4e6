import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The port in the socket's name (.s.PGSQL.<port>): what the pg driver looks for in a socket folder. */
const SOCKET_PORT = 5432;

export interface EmbeddedDatabase {
  /** A postgres:// URL for the pg driver; use exactly one connection (PGlite has one session). */
  url: string;
  /** A consistent copy of the data directory, as a gzipped tar (PGlite's dump): what a backup keeps. */
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on a worker thread. `dataDir` persists the data; 'memory://' keeps it in memory.
 */
export const startEmbeddedDatabase = async (dataDir: string): Promise<EmbeddedDatabase> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // A Unix socket in a folder only this user may enter: PGlite asks no password, so no other
  // local user (nor a page in a browser, as with a loopback port) may reach it.
  const socketFolder = mkdtempSync(join(tmpdir(), 'club-db-'));
  const socketPath = join(socketFolder, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url), { workerData: { dataDir, socketPath } });
  await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { type: string; address?: string; message?: string }) => {
      if (message.type === 'ready' && message.address) resolve(message.address);
      if (message.type === 'failed') reject(new Error(`The embedded database did not start: ${message.message}`));
    });
  });
  let dumps = 0;
  return {
    url: `postgres://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketFolder)}&sslmode=disable`,
    dump: () =>
      new Promise<Uint8Array>((resolve, reject) => {
        const id = (dumps += 1);
        const answer = (message: { type: string; id?: number; bytes?: Uint8Array; error?: string }) => {
          if (message.type !== 'dumped' || message.id !== id) return;
          worker.off('message', answer);
          if (message.bytes) resolve(message.bytes);
          else reject(new Error(`The embedded database could not be copied: ${message.error}`));
        };
        worker.on('message', answer);
        worker.postMessage({ type: 'dump', id });
      }),
    stop: async () => {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => message.type === 'stopped' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' });
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
      rmSync(socketFolder, { recursive: true, force: true });
    },
  };
};
