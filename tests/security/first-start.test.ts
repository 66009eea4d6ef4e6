import { configFromEnv, createApp, FIRST_ADMIN_EMAIL, type App } from '@club/api';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';

// A fresh install (issue 11, item 4): no published password opens it. Without ADMIN_PASSWORD the
// embedded first start generates one, shown once, that must be changed before anything else
// answers; until it is, each start generates a new one. The API listens on 127.0.0.1 by default,
// and the embedded database is a socket only this user may reach.
const README_PASSWORD = 'Club-Admin-2026';
const NEW_PASSWORD = 'Own-Choice-Pitch-2026';
const dataDir = await mkdtemp(join(tmpdir(), 'club-first-start-'));
let app: App | undefined;

const start = async () => {
  app = await createApp({ ...configFromEnv({}), databaseUrl: undefined, dataDir, seedDemo: false, adminDist: undefined, adminEmail: undefined, adminPassword: undefined, logLevel: 'error' });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, http: supertest((await app.app.getUrl()).replace('[::1]', '127.0.0.1')) };
};
const stop = async () => {
  await app?.close();
  app = undefined;
};
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

const signIn = (http: supertest.Agent | ReturnType<typeof supertest>, password: string) => http.post('/api/auth/sign-in').send({ email: FIRST_ADMIN_EMAIL, password });

describe('a fresh embedded install', () => {
  it('refuses the password the README once published, and takes the generated one only to change it', async () => {
    const { app: first, http } = await start();
    expect(first.firstSignIn?.email).toBe(FIRST_ADMIN_EMAIL);
    const generated = first.firstSignIn!.password;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await signIn(http, README_PASSWORD).expect(401);

    const session = await signIn(http, generated).expect(200);
    expect(session.body.user).toMatchObject({ email: FIRST_ADMIN_EMAIL, mustChangeCredentials: true, role: { key: 'superadmin' } });
    const token = session.body.accessToken as string;
    // Nothing but the account's own endpoints answers.
    const refused = await http.get('/api/tasks').set('Authorization', `Bearer ${token}`).expect(403);
    expect(refused.body.message).toMatch(/Choose your own password first/);
    const arabic = await http.get('/api/users').set('Authorization', `Bearer ${token}`).set('Accept-Language', 'ar').expect(403);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    await http.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    await stop();
  });

  it('generates a new password at each start until the owner chose one, then none', async () => {
    const { app: second, http } = await start();
    const generated = second.firstSignIn!.password;
    const token = (await signIn(http, generated).expect(200)).body.accessToken as string;
    const changed = await http.post('/api/auth/password').set('Authorization', `Bearer ${token}`).send({ currentPassword: generated, newPassword: NEW_PASSWORD }).expect(200);
    expect(changed.body.user.mustChangeCredentials).toBe(false);
    await http.get('/api/tasks').set('Authorization', `Bearer ${changed.body.accessToken}`).expect(200);
    await signIn(http, generated).expect(401);
    await stop();

    const { app: third, http: again } = await start();
    expect(third.firstSignIn).toBeUndefined();
    await signIn(again, NEW_PASSWORD).expect(200);
    await stop();
  });

  it('keeps its database on a socket only this user may enter', async () => {
    const { app: running } = await start();
    const url = new URL(String(running.dataSource.options.type === 'postgres' ? (running.dataSource.options as { url?: string }).url : ''));
    const folder = url.searchParams.get('host')!;
    expect(folder).toMatch(/^\//);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    await stop();
  });
});

describe('the address the API listens on', () => {
  it('is 127.0.0.1 unless HOST says otherwise', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
