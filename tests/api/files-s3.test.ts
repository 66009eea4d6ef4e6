import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLifeScenarios, PDF, PHOTO, uploadTo } from '../support/file-scenarios';
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

  it('sends a file larger than one part as a multipart upload, and keeps nothing of one refused on the way', async () => {
    const before = await objects();
    // Three parts of 5 MB and a bit: streamed part by part, downloaded whole.
    const large = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const upload = await uploadTo(app.http, 'courtCases', 'documents', large, 'bundle.pdf').expect(201);
    expect(upload.body).toMatchObject({ type: 'application/pdf', size: large.length });
    const download = await app.http.get(`/api/files/${upload.body.id}`).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(Buffer.compare(download.body as Buffer, large)).toBe(0);
    expect(await objects()).toBe(before + 1);
    // Over the field's 20 MB after several parts went: refused, and no object is made of them.
    const over = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    await uploadTo(app.http, 'courtCases', 'documents', over, 'too-large.pdf').expect(413);
    expect(await objects()).toBe(before + 1);
  });
});
