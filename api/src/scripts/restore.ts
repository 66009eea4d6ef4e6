// pnpm restore <file>: brings a backup made by `pnpm backup` back into an empty data folder
// (DATA_DIR) and file folder, then the app starts on it as it was. A folder that holds anything is
// refused: a restore never writes over data.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BackupArchiveError, restoreFiles, unpackArchive } from '../backup/archive';
import { BACKUP_SOCKET_FILE } from '../backup/backup-control';
import { configFromEnv, ConfigError } from '../config';

class RestoreError extends Error {}

const isEmptyOrMissing = async (path: string) => !existsSync(path) || (await readdir(path)).length === 0;

const main = async () => {
  const config = configFromEnv();
  if (!process.argv[2]) throw new RestoreError('Name the backup to restore: pnpm restore <file>');
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
  if (!existsSync(archive)) throw new RestoreError(`${archive} does not exist.`);
  if (config.databaseUrl) throw new RestoreError('DATABASE_URL is set: restore that PostgreSQL server with its own tools (README, "Backups").');
  if (config.dataDir.startsWith('memory://')) throw new RestoreError('DATA_DIR keeps the database in memory: name a folder to restore into.');
  if (!(await isEmptyOrMissing(config.dataDir))) throw new RestoreError(`${config.dataDir} (DATA_DIR) is not empty: restore into an empty folder, so that nothing is written over.`);
  const filesInside = config.files.directory.startsWith(`${config.dataDir}/`);
  if (!config.files.s3 && !filesInside && !(await isEmptyOrMissing(config.files.directory))) throw new RestoreError(`${config.files.directory} (FILES_DIR) is not empty: restore into an empty folder.`);
  const backup = await unpackArchive(archive);
  try {
    if (backup.manifest.files === 'included' && config.files.s3) throw new RestoreError('This backup holds the files, but FILES_S3_BUCKET is set: restore with FILES_DIR (or no bucket), then copy the files into the bucket.');
    await mkdir(config.dataDir, { recursive: true });
    try {
      // PGlite writes the copy into the empty folder and opens it: PostgreSQL recovers what was committed.
      const db = await PGlite.create(config.dataDir, { loadDataDir: new Blob([backup.database]), extensions: { pg_trgm } });
      const { rows } = await db.query<{ tables: number }>(`SELECT count(*)::int AS "tables" FROM pg_tables WHERE schemaname = 'public'`);
      await db.close();
      // The running app's socket the copy named is gone: the next start names its own.
      await rm(join(config.dataDir, BACKUP_SOCKET_FILE), { force: true });
      if (backup.filesDirectory) await restoreFiles(backup.filesDirectory, config.files.directory);
      console.log(`Restored the backup of ${backup.manifest.createdAt} into ${config.dataDir} (${rows[0]?.tables ?? 0} tables${backup.filesDirectory ? `, files in ${config.files.directory}` : ''}). Start the app with pnpm start.`);
    } catch (error) {
      // Half a restore is none: the folder is left empty again.
      await rm(config.dataDir, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await backup.done();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof RestoreError || error instanceof BackupArchiveError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
