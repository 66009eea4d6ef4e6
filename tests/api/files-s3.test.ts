import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLifeScenarios, PHOTO, uploadTo } from '../support/file-scenarios';
import { startTestApp, type TestApp } from '../support/test-app';

// The same file life on an S3-compatible bucket (FILES_S3_*): a local S3 server (s3rver) that the
// test starts itself, so the bucket path runs in CI without a cloud account.
const BUCKET = 'club-files';
let app: TestApp;
let s3: S3rver;
let directory: string;

/** The objects the S3 server holds in the bucket (its folder keeps one file per object). */
const objects = async (): Promise<number> => {
  let count = 0;
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(folder, entry.name));
      else if (entry.name.endsWith('._S3rver_object')) count++;
    }
  };
  await walk(join(directory, BUCKET));
  return count;
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'club-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  app = await startTestApp({
    config: {
      files: {
        directory: join(directory, 'unused'),
        s3: { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'club/' },
      },
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('on an S3-compatible bucket', () => {
  fileLifeScenarios(() => ({ app, stored: objects }));

  it('keeps the bytes in the bucket under the configured prefix, not on the disk', async () => {
    const upload = await uploadTo(app.http, 'users', 'photo', PHOTO, 'bucket.png').expect(201);
    const keys = await readdir(join(directory, BUCKET, 'club'));
    expect(keys.some((key) => key.startsWith(upload.body.id))).toBe(true);
    expect(await readdir(join(directory, 'unused')).catch(() => [])).toEqual([]);
  });
});
