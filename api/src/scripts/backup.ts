// pnpm backup [file]: one archive (gzipped tar) of the embedded database and the uploaded files,
// consistent, while the app runs (it is asked through DATA_DIR/backup.socket) or while it is
// stopped (the data folder is opened and copied). A PostgreSQL deployment is backed up with
// PostgreSQL's own tools (README, "Backups").
import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { archiveStream, backupFilesOf } from '../backup/archive';
import { BACKUP_OK, BACKUP_SOCKET_FILE } from '../backup/backup-control';
import { configFromEnv, ConfigError } from '../config';
import { startEmbeddedDatabase } from '../database/embedded';

class BackupError extends Error {}

/** Asks the running app for the archive, written to `out`; false when no app answers there. */
const fromRunningApp = async (socketPath: string, out: string): Promise<boolean> => {
  const socket = createConnection(socketPath);
  const connected = await new Promise<boolean>((done) => {
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  if (!connected) return false;
  // The first line says whether an archive follows.
  const header = await new Promise<{ line: string; rest: Buffer }>((done, fail) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end < 0) return;
      socket.off('data', onData);
      socket.pause();
      done({ line: buffered.subarray(0, end).toString('utf8'), rest: buffered.subarray(end + 1) });
    };
    socket.on('data', onData);
    socket.once('error', fail);
    socket.once('end', () => done({ line: buffered.toString('utf8'), rest: Buffer.alloc(0) }));
  });
  if (header.line !== BACKUP_OK) throw new BackupError(`The app could not make the backup: ${header.line.replace(/^ERROR /, '')}`);
  const file = createWriteStream(out, { mode: 0o600 });
  file.write(header.rest);
  await pipeline(socket, file);
  return true;
};

const main = async () => {
  const config = configFromEnv();
  if (config.databaseUrl) throw new BackupError('DATABASE_URL is set: back up that PostgreSQL server with pg_dump or a base backup, and the file store apart (README, "Backups").');
  if (config.dataDir.startsWith('memory://')) throw new BackupError('DATA_DIR keeps the database in memory: there is nothing on disk to back up.');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `club-backup-${stamp}.tar.gz`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: name another file.`);
  const pointer = join(config.dataDir, BACKUP_SOCKET_FILE);
  if (existsSync(pointer) && (await fromRunningApp((await readFile(pointer, 'utf8')).trim(), out))) {
    console.log(`Backup of the running app written to ${out}`);
    return;
  }
  // No app answers: the folder is opened and copied as it is (start the app only once this is done).
  await rm(pointer, { force: true });
  if (!existsSync(join(config.dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR).`);
  const database = await startEmbeddedDatabase(config.dataDir);
  try {
    const { stream, done } = await archiveStream(await database.dump(), backupFilesOf(config.dataDir, config.files));
    try {
      await pipeline(stream, createWriteStream(out, { mode: 0o600 }));
    } finally {
      await done();
    }
  } finally {
    await database.stop();
  }
  console.log(`Backup of ${config.dataDir} written to ${out}`);
};

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
