import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { create, extract } from 'tar';
import type { FilesConfig } from '../files/files-config';

/** The archive's layout: bump when it changes, and read the older ones. */
export const BACKUP_FORMAT = 1;

const MANIFEST = 'backup.json';
const DATABASE = 'database.tar.gz';
const FILES = 'files';

/** What a backup says of itself (backup.json, first in the archive). */
export interface BackupManifest {
  format: number;
  createdAt: string;
  /**
   * `included`: the file store's folder is in the archive beside the database; `inDatabase`: it
   * is inside the data folder, so in the database's copy; `elsewhere`: in a bucket, backed up apart.
   */
  files: 'included' | 'inDatabase' | 'elsewhere';
}

/**
 * A backup as one gzipped tar: backup.json, the database's copy (database.tar.gz, PGlite's own
 * dump of the data folder) and the uploaded files' folder as the store keeps it, when it is not
 * inside the data folder (then the dump holds it already). Streamed: the files are read as the
 * archive is written (a symbolic link in a staging folder, followed). `done` removes the staging.
 */
export const archiveStream = async (database: Uint8Array, files: BackupFiles): Promise<{ stream: Readable; done: () => Promise<void> }> => {
  const filesDirectory = files.inDatabase ? undefined : files.directory;
  const staging = await mkdtemp(join(tmpdir(), 'club-backup-'));
  const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), files: files.inDatabase ? 'inDatabase' : filesDirectory ? 'included' : 'elsewhere' };
  await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(staging, DATABASE), database);
  const entries = [MANIFEST, DATABASE];
  if (filesDirectory) {
    await mkdir(filesDirectory, { recursive: true });
    await symlink(filesDirectory, join(staging, FILES), 'dir');
    entries.push(FILES);
  }
  // Partial uploads (written aside, then renamed) are no files yet.
  const stream = create({ gzip: true, cwd: staging, follow: true, portable: true, filter: (path) => !path.endsWith('.partial') }, entries) as unknown as Readable;
  return { stream, done: () => rm(staging, { recursive: true, force: true }) };
};

/** Where the uploaded files are, for a backup: a folder of their own, inside the data folder (so in the database's copy), or a bucket. */
export const backupFilesOf = (dataDir: string, files: FilesConfig): BackupFiles =>
  files.s3 ? { inDatabase: false } : { directory: files.directory, inDatabase: files.directory.startsWith(`${dataDir}/`) };

export interface BackupFiles {
  directory?: string;
  inDatabase: boolean;
}

/** An archive unpacked: its manifest, the database's copy, and the folder of its files (if it has them). */
export interface UnpackedBackup {
  manifest: BackupManifest;
  database: Uint8Array;
  filesDirectory?: string;
  done: () => Promise<void>;
}

export class BackupArchiveError extends Error {}

/** Unpacks an archive into a staging folder; refuses anything that is not a backup this version reads. */
export const unpackArchive = async (archive: string): Promise<UnpackedBackup> => {
  const staging = await mkdtemp(join(tmpdir(), 'club-restore-'));
  const done = () => rm(staging, { recursive: true, force: true });
  try {
    await extract({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new BackupArchiveError(`${archive} is a backup of format ${manifest.format}; this version reads format ${BACKUP_FORMAT}`);
    const database = new Uint8Array(await readFile(join(staging, DATABASE)));
    const files = join(staging, FILES);
    const hasFiles = await stat(files).then((entry) => entry.isDirectory(), () => false);
    return { manifest, database, filesDirectory: hasFiles ? files : undefined, done };
  } catch (error) {
    await done();
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(`${archive} is not a backup of this app (${(error as Error).message})`);
  }
};

/** Copies an unpacked backup's files into the store's folder (what is there already stays). */
export const restoreFiles = (from: string, to: string) => cp(from, to, { recursive: true, force: false });
