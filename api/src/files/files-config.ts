import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO...); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
  /** Put before every key, to share a bucket with other data ("club-files/"). */
  prefix: string;
}

export interface FilesConfig {
  /** The directory of uploaded files when no bucket is configured. */
  directory: string;
  s3?: S3Config;
}

export class FilesConfigError extends Error {}

/** FILES_DIR, or FILES_S3_* for a bucket (documented in README's configuration table). */
export const filesConfigFromEnv = (env: NodeJS.ProcessEnv, dataDir: string): FilesConfig => {
  const inMemory = dataDir.startsWith('memory://');
  // An in-memory database keeps no files either: they go to the system's temporary folder.
  const directory = env.FILES_DIR || (inMemory ? join(tmpdir(), 'club-files') : join(dataDir, 'files'));
  const bucket = env.FILES_S3_BUCKET || undefined;
  if (!bucket) {
    const stray = Object.keys(env).find((key) => key.startsWith('FILES_S3_') && env[key]);
    if (stray) throw new FilesConfigError(`${stray} is set but FILES_S3_BUCKET is not: set the bucket too, or unset ${stray}`);
    return { directory };
  }
  const endpoint = env.FILES_S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new FilesConfigError('FILES_S3_ENDPOINT must start with http:// or https://');
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new FilesConfigError('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = (env.FILES_S3_FORCE_PATH_STYLE ?? '').toLowerCase();
  return {
    directory,
    s3: {
      bucket,
      endpoint,
      region: env.FILES_S3_REGION || 'us-east-1',
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyle === '' ? Boolean(endpoint) : ['1', 'true', 'yes'].includes(pathStyle),
      prefix: env.FILES_S3_PREFIX ?? '',
    },
  };
};

export const fileStoreOf = (config: FilesConfig): FileStore => (config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.directory));
