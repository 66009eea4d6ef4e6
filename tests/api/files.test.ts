import { issueAccessToken } from '@club/api';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLifeScenarios, newUser, PDF, PHOTO, uploadTo } from '../support/file-scenarios';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// File fields (schema f.file / f.files, api/src/files) on the default store, a folder: uploads
// checked by content and size, attached in the record's transaction, downloaded only by those
// who may show the record, and removed with it.
let app: TestApp;

/** Every file in the store's folder (two levels of subfolders). */
const storedFiles = async (directory: string): Promise<string[]> => {
  const found: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(folder, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(directory);
  return found;
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('on the local store', () => {
  fileLifeScenarios(() => ({ app, stored: async () => (await storedFiles(app.filesDirectory)).length }));
});

describe('uploads', () => {
  it('judge the type by the content, not the name', async () => {
    const renamed = await uploadTo(app.http, 'users', 'photo', Buffer.from('<script>alert(1)</script>'), 'photo.png').expect(400);
    expect(renamed.body.errors.file).toMatch(/type/);
    const pdf = await uploadTo(app.http, 'users', 'photo', PDF, 'photo.png').set('Accept-Language', 'ar').expect(400);
    expect(pdf.body.errors.file).toMatch(/[\u0600-\u06FF]/);
    // A list of files that takes PDFs takes this one, under any name.
    const circular = await uploadTo(app.http, 'internalBulletins', 'attachments', PDF, 'scan').expect(201);
    expect(circular.body.type).toBe('application/pdf');
  });

  it('refuse a file above the field\'s limit with 413, and an empty one', async () => {
    const large = Buffer.concat([PHOTO, Buffer.alloc(2 * 1024 * 1024)]);
    const refused = await uploadTo(app.http, 'users', 'photo', large, 'large.png').expect(413);
    expect(refused.body.message).toMatch(/2 MB/);
    await uploadTo(app.http, 'users', 'photo', Buffer.alloc(0), 'empty.png').expect(400);
    // The limit is the field's to the byte.
    const limit = 2 * 1024 * 1024;
    await uploadTo(app.http, 'users', 'photo', Buffer.concat([PHOTO, Buffer.alloc(limit - PHOTO.length)]), 'at-limit.png').expect(201);
    await uploadTo(app.http, 'users', 'photo', Buffer.concat([PHOTO, Buffer.alloc(limit + 1 - PHOTO.length)]), 'a-byte-over.png').expect(413);
  });

  it('refuse a form whose one part is not a file named "file"', async () => {
    const upload = () => app.http.post('/api/files').query({ resource: 'users', field: 'photo' });
    const misnamed = await upload().attach('photo', PHOTO, { filename: 'a.png', contentType: 'image/png' }).expect(400);
    expect(misnamed.body.errors.file).toMatch(/"file"/);
    await upload().field('file', 'not a file').expect(400);
    await upload().set('Content-Type', 'multipart/form-data').send('no boundary').expect(400);
    // The connection still answers after a refusal mid-body.
    await uploadTo(app.http, 'users', 'photo', PHOTO, 'after.png').expect(201);
  });

  it('refuse what is not an upload to a writable file field', async () => {
    await app.http.post('/api/files').query({ resource: 'users', field: 'photo' }).send({ file: 'x' }).expect(400);
    expect((await uploadTo(app.http, 'users', 'email', PHOTO, 'a.png').expect(400)).body.message).toMatch(/no file field 'email'/);
    await uploadTo(app.http, 'nothing', 'photo', PHOTO, 'a.png').expect(404);
    await uploadTo(supertest(app.url), 'users', 'photo', PHOTO, 'a.png').expect(401);
    // Members may read users but neither create nor edit them: no uploads for their fields.
    const member = await createUser(app, { role: 'member' });
    const refused = await uploadTo(supertest.agent(app.url).set(bearer(await issueAccessToken(app, member.id))), 'users', 'photo', PHOTO, 'a.png').expect(403);
    expect(refused.body.message).toMatch(/users/);
  });

  it('keep the name without folders or control characters', async () => {
    const upload = await uploadTo(app.http, 'users', 'photo', PHOTO, '../../etc/صورة\u0007.png').expect(201);
    expect(upload.body.name).toBe('صورة.png');
    const download = await app.http.get(`/api/files/${upload.body.id}`).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('صورة.png')}`);
  });
});

describe('attaching', () => {
  it('takes only a file the writer uploaded for this field, once', async () => {
    const other = await createUser(app, { role: 'admin' });
    const otherHttp = supertest.agent(app.url).set(bearer(await issueAccessToken(app, other.id)));
    const theirs = await uploadTo(otherHttp, 'users', 'photo', PHOTO, 'theirs.png').expect(201);
    const refused = await app.http.post('/api/users').send(newUser(theirs.body.id)).expect(400);
    expect(refused.body.errors.photo).toMatch(/uploaded/);
    // A file uploaded for one field is not another field's.
    const circular = await uploadTo(app.http, 'internalBulletins', 'attachments', PHOTO, 'annex.png').expect(201);
    await app.http.post('/api/users').send(newUser(circular.body.id)).expect(400);
    // One upload, two records at once: exactly one takes it.
    const shared = await uploadTo(app.http, 'users', 'photo', PHOTO, 'shared.png').expect(201);
    const answers = await Promise.all([app.http.post('/api/users').send(newUser(shared.body.id)), app.http.post('/api/users').send(newUser(shared.body.id))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  it('loses nothing when the write is refused', async () => {
    const first = await uploadTo(app.http, 'users', 'photo', PHOTO, 'first.png').expect(201);
    const user = (await app.http.post('/api/users').send(newUser(first.body.id)).expect(201)).body;
    const next = await uploadTo(app.http, 'users', 'photo', PHOTO, 'next.png').expect(201);
    await app.http.put(`/api/users/${user.id}`).send({ photo: next.body.id, email: 'not an email' }).expect(400);
    await app.fileSweep.settled();
    expect((await app.http.get(`/api/users/${user.id}`).expect(200)).body.photo.name).toBe('first.png');
    await app.http.get(`/api/files/${first.body.id}`).expect(200);
    // The refused upload is still the uploader's to use.
    expect((await app.http.put(`/api/users/${user.id}`).send({ photo: next.body.id }).expect(200)).body.photo.name).toBe('next.png');
  });

  it('keeps a list of files in order, within its limit, and lets go of those taken out', async () => {
    const uploads = await Promise.all(['a.pdf', 'b.png', 'c.pdf'].map((name) => uploadTo(app.http, 'internalBulletins', 'attachments', name.endsWith('png') ? PHOTO : PDF, name).expect(201)));
    const ids = uploads.map((upload) => upload.body.id as string);
    const circular = (await app.http.post('/api/internalBulletins').send({ referenceNumber: `IC-2026-${String(Date.now()).slice(-5)}`, title: 'Kit policy', body: 'New kits', attachments: ids }).expect(201)).body;
    expect(circular.attachments.map((file: { name: string }) => file.name)).toEqual(['a.pdf', 'b.png', 'c.pdf']);
    await app.http.put(`/api/internalBulletins/${circular.id}`).send({ attachments: [ids[2], ids[0]] }).expect(200);
    await app.fileSweep.settled();
    await app.http.get(`/api/files/${ids[1]}`).expect(404);
    await app.http.get(`/api/files/${ids[2]}`).expect(200);
    const six = Array.from({ length: 6 }, () => ids[0]);
    expect((await app.http.put(`/api/internalBulletins/${circular.id}`).send({ attachments: six }).expect(400)).body.errors.attachments).toMatch(/5 files/);
  });

  it('documents the endpoints and the value in OpenAPI', async () => {
    const document = (await app.http.get('/api/openapi.json').expect(200)).body;
    expect(document.paths['/api/files']).toBeDefined();
    expect(document.paths['/api/files/{id}']).toBeDefined();
    expect(JSON.stringify(document.components.schemas)).toContain('POST /api/files');
  });
});
