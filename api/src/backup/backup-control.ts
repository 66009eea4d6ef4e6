import { Logger } from '@nestjs/common';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { archiveStream, type BackupFiles } from './archive';

/** In the data folder while the app runs: the path of the socket `pnpm backup` asks for a backup on. */
export const BACKUP_SOCKET_FILE = 'backup.socket';

/** The first line of an answer: `OK`, then the archive; or `ERROR <why>`. */
export const BACKUP_OK = 'OK';

export interface BackupSource {
  /** A consistent copy of the database (the embedded one's dump). */
  dumpDatabase(): Promise<Uint8Array>;
  /** Where the uploaded files are (see backupFilesOf). */
  files: BackupFiles;
  /** Keeps every file in place until released (the sweep waits). */
  holdFiles(): Promise<() => void>;
}

/**
 * The running app's side of `pnpm backup` for the embedded database: a Unix socket in a folder only
 * this user may enter, named in DATA_DIR/backup.socket (readable by whoever may read the database
 * itself, and nobody else). A connection gets one backup: the database copied between two
 * statements, then the file store, with no file deleted meanwhile. No HTTP route, no token.
 */
export const startBackupControl = async (dataDir: string, source: BackupSource): Promise<{ stop(): Promise<void> }> => {
  const logger = new Logger('Backup');
  const folder = await mkdtemp(join(tmpdir(), 'club-control-'));
  const socketPath = join(folder, 'backup.sock');
  const pointer = join(dataDir, BACKUP_SOCKET_FILE);
  const serve = async (socket: Socket) => {
    socket.on('error', () => undefined);
    const release = await source.holdFiles();
    try {
      const database = await source.dumpDatabase();
      const { stream, done } = await archiveStream(database, source.files);
      try {
        socket.write(`${BACKUP_OK}\n`);
        await pipeline(stream, socket);
        logger.log('Backup written');
      } finally {
        await done();
      }
    } catch (error) {
      logger.error(`Backup failed: ${(error as Error).message}`);
      if (!socket.destroyed) socket.end(`ERROR ${(error as Error).message}\n`);
    } finally {
      release();
    }
  };
  const server: Server = createServer((socket) => void serve(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await writeFile(pointer, `${socketPath}\n`, { mode: 0o600 });
  return {
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(pointer, { force: true });
      await rm(folder, { recursive: true, force: true });
    },
  };
};
