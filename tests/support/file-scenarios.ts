import { issueAccessToken } from '@club/api';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { bearer, createUser } from '../api/auth-helpers';
import type { TestApp } from './test-app';

// The life of an uploaded file, run on each store (a folder, an S3-compatible bucket): upload,
// attach to a record, download (allowed and refused), replace, remove with the record (once the
// trash purges it).

const FILES = resolve(import.meta.dirname, 'files');
export const PHOTO = readFileSync(resolve(FILES, 'photo.png'));
export const PDF = readFileSync(resolve(FILES, 'circular.pdf'));

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const uploadTo = (http: supertest.Agent | ReturnType<typeof supertest>, resource: string, field: string, bytes: Buffer, filename: string) =>
  http.post('/api/files').query({ resource, field }).attach('file', bytes, { filename });

export const newUser = (photo?: unknown) => {
  const tag = unique();
  return { firstName: 'Photo', lastName: tag, username: `photo.${tag}`, email: `photo.${tag}@example.sa`, roleId: 'member', password: 'Floodlit-Stadium-2026', ...(photo === undefined ? {} : { photo }) };
};

/**
 * The shared scenarios. `stored()` tells how many files the store holds, so that removal is seen
 * in the store itself, not only in the API's answers.
 */
export const fileLifeScenarios = (context: () => { app: TestApp; stored: () => Promise<number> }) => {
  it('uploads, attaches to a record, downloads, replaces and removes a file with its record', async () => {
    const { app, stored } = context();
    const before = await stored();
    const upload = await uploadTo(app.http, 'users', 'photo', PHOTO, 'portrait.png').expect(201);
    expect(upload.body).toEqual({ id: expect.any(String), name: 'portrait.png', type: 'image/png', size: PHOTO.length });
    expect(await stored()).toBe(before + 1);

    const user = (await app.http.post('/api/users').send(newUser(upload.body.id)).expect(201)).body;
    expect(user.photo).toEqual(upload.body);
    expect((await app.http.get(`/api/users/${user.id}`).expect(200)).body.photo).toEqual(upload.body);

    const download = await app.http.get(`/api/files/${upload.body.id}`).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(Buffer.compare(download.body as Buffer, PHOTO)).toBe(0);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="portrait.png"; filename\*=UTF-8''portrait.png$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // A new photo replaces the old one, whose bytes leave the store after the commit.
    const second = await uploadTo(app.http, 'users', 'photo', PHOTO, 'second.png').expect(201);
    const updated = (await app.http.put(`/api/users/${user.id}`).send({ photo: second.body.id }).expect(200)).body;
    expect(updated.photo.name).toBe('second.png');
    await app.fileSweep.settled();
    await app.http.get(`/api/files/${upload.body.id}`).expect(404);
    expect(await stored()).toBe(before + 1);

    // Sending back the value as read (an edit form does) keeps the file.
    await app.http.put(`/api/users/${user.id}`).send({ photo: updated.photo, description: 'Goalkeeper' }).expect(200);
    await app.http.get(`/api/files/${second.body.id}`).expect(200);

    // Deleted, the record goes to the trash with its file: nobody downloads it, the store keeps it.
    await app.http.delete(`/api/users/${user.id}`).expect(200);
    await app.fileSweep.settled();
    await app.http.get(`/api/files/${second.body.id}`).expect(404);
    expect(await stored()).toBe(before + 1);
    // Purged from the trash, the file leaves the store.
    await app.pool.query(`UPDATE "trashed_records" SET "purge_at" = now() WHERE "record_id" = $1`, [user.id]);
    await app.scheduler.runNow('trashedRecords.purge');
    app.fileSweep.request();
    await app.fileSweep.settled();
    expect(await stored()).toBe(before);
  });

  it('lets only those who may show the record download its files', async () => {
    const { app } = context();
    const key = `nodirectory-${unique()}`;
    await app.http.post('/api/roles').send({ key, name: `No directory ${key}`, nameAr: 'بلا دليل', rank: 20, permissions: { tasks: ['list', 'show'] } }).expect(201);
    const [outsider, member] = await Promise.all([createUser(app, { role: key }), createUser(app, { role: 'member' })]);
    const [outsiderToken, memberToken] = await Promise.all([issueAccessToken(app, outsider.id), issueAccessToken(app, member.id)]);
    const upload = await uploadTo(app.http, 'users', 'photo', PHOTO, 'badge.png').expect(201);
    // Not yet attached: only its uploader reads it.
    await supertest(app.url).get(`/api/files/${upload.body.id}`).set(bearer(memberToken)).expect(404);
    await app.http.post('/api/users').send(newUser(upload.body.id)).expect(201);
    // Members may show users: they see the photo; a role without the users page does not.
    await supertest(app.url).get(`/api/files/${upload.body.id}`).set(bearer(memberToken)).expect(200);
    await supertest(app.url).get(`/api/files/${upload.body.id}`).set(bearer(outsiderToken)).expect(404);
    await supertest(app.url).get(`/api/files/${upload.body.id}`).expect(401);
  });
};
