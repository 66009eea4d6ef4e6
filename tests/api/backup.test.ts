import { configFromEnv, createApp, type App } from '@club/api';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF, uploadTo } from '../support/file-scenarios';
import { signIn, TEST_ADMIN, TEST_PASSWORD_HASH_COST } from '../support/test-app';

// `pnpm backup` and `pnpm restore` (api/src/scripts/backup.ts, restore.ts) on an embedded install:
// the backup is taken while the app runs and serves, holds the records, their lines and their
// files as they were at that moment, and comes back into an empty folder only.
const api = resolve(import.meta.dirname, '../../api');
const run = promisify(execFile);
const root = await mkdtemp(join(tmpdir(), 'club-backup-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs one of the two commands as a person would, with DATA_DIR set; its exit code and output. */
const command = async (script: 'backup' | 'restore', dataDir: string, argument?: string) => {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/scripts/${script}.ts`, ...(argument ? [argument] : [])], {
      cwd: api,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root, LOG_LEVEL: 'error' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
};

const startOn = async (dataDir: string): Promise<{ app: App; http: supertest.Agent }> => {
  const app = await createApp({ ...configFromEnv({ DATA_DIR: dataDir }), seedDemo: false, logLevel: 'error', scheduledJobs: false, passwordHashCost: TEST_PASSWORD_HASH_COST, adminEmail: undefined, adminPassword: undefined });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = (await app.app.getUrl()).replace('[::1]', '127.0.0.1');
  if (!(await app.pool.query('SELECT 1 FROM "users" WHERE "email" = $1', [TEST_ADMIN.email])).rows.length) await app.crud.create('users', TEST_ADMIN);
  const http = supertest.agent(url).set('Authorization', `Bearer ${await signIn(url, TEST_ADMIN.email, TEST_ADMIN.password)}`);
  return { app, http };
};

describe('a backup of an embedded install', () => {
  it('is taken while the app runs and restored whole into an empty folder', async () => {
    const original = join(root, 'original');
    const { app, http } = await startOn(original);
    let legal: Record<string, unknown>;
    let laterTask: Record<string, unknown>;
    try {
      const document = (await uploadTo(http, 'courtCases', 'documents', PDF, 'statement.pdf').expect(201)).body;
      legal = (
        await http.post('/api/courtCases').send({
          caseNumber: '4470005555', title: 'Backed-up claim', caseType: 'labour', court: 'Labour Court, Riyadh', clubRole: 'defendant', opponentName: 'A former coach', filingDate: '2026-09-01',
          documents: [document.id], parties: [{ name: 'Riyadh Club', side: 'club', role: 'defendant' }], hearings: [{ scheduledAt: '2026-12-20T09:00:00.000Z', outcome: 'scheduled' }],
        }).expect(201)
      ).body;
      // The app serves while the backup is taken; what is written after it is not in it.
      const [backup] = await Promise.all([command('backup', original, 'first.tar.gz'), http.get('/api/courtCases').expect(200)]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/running app/);
      laterTask = (await http.post('/api/tasks').send({ title: 'Written after the backup' }).expect(201)).body;
      // A second backup of the same name is refused: nothing is written over.
      expect((await command('backup', original, 'first.tar.gz')).code).not.toBe(0);
    } finally {
      await app.close();
    }

    // Into a folder that holds anything: refused, and the folder is left as it was.
    const occupied = join(root, 'occupied');
    await mkdir(occupied);
    await writeFile(join(occupied, 'keep.txt'), 'mine');
    const refused = await command('restore', occupied, 'first.tar.gz');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/not empty/);
    expect(existsSync(join(occupied, 'keep.txt'))).toBe(true);

    const restoredDir = join(root, 'restored');
    const restored = await command('restore', restoredDir, 'first.tar.gz');
    expect(restored.code, restored.output).toBe(0);
    const back = await startOn(restoredDir);
    try {
      const record = (await back.http.get(`/api/courtCases/${legal.id}`).expect(200)).body;
      expect(record).toMatchObject({ caseNumber: '4470005555', title: 'Backed-up claim', version: legal.version });
      expect(record.parties).toEqual(legal.parties);
      expect(record.hearings).toEqual(legal.hearings);
      const download = await back.http.get(`/api/files/${(legal.documents as { id: string }[])[0]!.id}`).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
      await back.http.get(`/api/tasks/${laterTask.id}`).expect(404);
    } finally {
      await back.app.close();
    }
    // Two embedded databases started, a backup and a restore: over 60 s on a loaded 2-core machine.
  }, 180_000);

  it('is refused for a server database and an unknown archive, with the reason', async () => {
    const withServer = await run(process.execPath, ['--import', 'tsx', 'src/scripts/backup.ts'], { cwd: api, env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', INIT_CWD: root } }).catch((error) => error as { code: number; stderr: string });
    expect((withServer as { stderr: string }).stderr).toMatch(/pg_dump/);
    await writeFile(join(root, 'not-a-backup.tar.gz'), 'hello');
    const unknown = await command('restore', join(root, 'elsewhere'), 'not-a-backup.tar.gz');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toMatch(/not a backup/);
    expect(existsSync(join(root, 'elsewhere'))).toBe(false);
  });
});
