import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../support/file-scenarios';
import { openLiveStream, type LiveStream } from '../support/live-stream';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser, requestsWith, type TestUser } from './auth-helpers';

// A comment's files and its live changes are judged by the record it is on (recordComments
// declares `aboutRecord`): whoever may read the task uploads a file for it, sends it with a
// comment and downloads another reader's; whoever may not (a parent: no page permission on tasks)
// gets 404 for the file, for an upload naming the task and for a comment on it, and hears nothing
// of its comments. Members and managers have no permission on recordComments' own page.
type Row = Record<string, unknown>;
let app: TestApp;
let member: TestUser;
let manager: TestUser;
let parent: TestUser;
const tokens: Record<string, string> = {};
let taskId: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [member, manager, parent] = await Promise.all([createUser(app, { role: 'member' }), createUser(app, { role: 'manager' }), createUser(app, { role: 'parent' })]);
  for (const user of [member, manager, parent]) tokens[user.id] = await issueAccessToken(app, user.id);
  taskId = (await app.http.post('/api/tasks').send({ title: 'Paint the lines of court 3' }).expect(201)).body.id;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.stop();
});

const as = (user: TestUser) => requestsWith(app.url, tokens[user.id]!);
const upload = (user: TestUser, about: string | undefined, name = 'plan.pdf') =>
  as(user)
    .post('/api/files')
    .query({ resource: 'recordComments', field: 'attachments', ...(about ? { about } : {}) })
    .attach('file', PDF, { filename: name });
const binary = (request: supertest.Test) => request.buffer(true).parse((response, done) => {
  const pieces: Buffer[] = [];
  response.on('data', (piece: Buffer) => pieces.push(piece));
  response.on('end', () => done(null, Buffer.concat(pieces)));
});
const thread = `/api/tasks/${'{id}'}/comments`;
const threadOf = (id: string) => thread.replace('{id}', id);

describe('a comment’s files', () => {
  it('are uploaded by a reader of the record, sent with a comment, registered to it, and downloaded by its other readers', async () => {
    expect((await as(member).get('/api/recordComments').expect(403)).status).toBe(403);
    const file = (await upload(member, `tasks/${taskId}`).expect(201)).body;
    const comment = (await as(member).post(threadOf(taskId)).send({ body: 'The plan, attached', attachments: [file] }).expect(201)).body;
    expect(comment.attachments).toEqual([{ id: file.id, name: 'plan.pdf', type: 'application/pdf', size: PDF.length }]);
    // Registered to the comment, in the files' table and in the register of attachments.
    expect((await app.pool.query(`SELECT "record_id" FROM "stored_files" WHERE "id" = $1`, [file.id])).rows).toEqual([{ record_id: comment.id }]);
    expect((await app.pool.query(`SELECT "resource", "record_id" FROM "attachments" WHERE "file"->>'id' = $1`, [file.id])).rows).toEqual([{ resource: 'recordComments', record_id: comment.id }]);
    // Another reader of the task downloads it; the thread shows it to them.
    const bytes = await binary(as(manager).get(`/api/files/${file.id}`)).expect(200);
    expect(Buffer.compare(bytes.body as Buffer, PDF)).toBe(0);
    const shown = (await as(manager).get(threadOf(taskId)).expect(200)).body.comments as Row[];
    expect(shown.find((row) => row.id === comment.id)?.attachments).toEqual(comment.attachments);
  });

  it('are not found by someone who may not read the record, who can neither upload one for it nor attach one to a comment on it', async () => {
    const file = (await upload(member, `tasks/${taskId}`, 'secret.pdf').expect(201)).body;
    await as(member).post(threadOf(taskId)).send({ body: 'Only for the task’s readers', attachments: [file] }).expect(201);
    const hidden = await as(parent).get(`/api/files/${file.id}`).expect(404);
    // The same answer as for a file that does not exist: nothing learnt by probing.
    expect((await as(parent).get('/api/files/00000000-0000-4000-8000-000000000000').expect(404)).body.message.replace('00000000-0000-4000-8000-000000000000', file.id)).toBe(hidden.body.message);
    await upload(parent, `tasks/${taskId}`).expect(404);
    // The thread's routes ask for the record's page first (the guard): refused before any record is read.
    await as(parent).post(threadOf(taskId)).send({ body: 'Mine now', attachments: [file] }).expect(403);
    // An upload for a comment names its record; a name that is no record is refused.
    expect((await upload(member, undefined).expect(400)).body.errors).toHaveProperty('about');
    await upload(member, 'tasks').expect(400);
    await upload(member, 'nothing/00000000-0000-4000-8000-000000000000').expect(400);
    await upload(member, 'tasks/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('are attached only by their uploader, and let go when the comment drops them', async () => {
    const file = (await upload(member, `tasks/${taskId}`, 'mine.pdf').expect(201)).body;
    // Only its uploader attaches it (the files' rule), and a comment that lets it go loses it.
    await as(manager).post(threadOf(taskId)).send({ body: 'Taking it', attachments: [file] }).expect(400);
    const comment = (await as(member).post(threadOf(taskId)).send({ body: 'With a file', attachments: [file] }).expect(201)).body;
    await as(member).put(`${threadOf(taskId)}/${comment.id}`).send({ body: 'Without it', attachments: [], version: comment.version }).expect(200);
    await as(manager).get(`/api/files/${file.id}`).expect(404);
  });
});

describe('the register of attachments', () => {
  it('lists a comment’s files to whoever may read its record, and no other', async () => {
    // A saved view kept for oneself is read by its owner alone, whatever the others' roles.
    const admin = await createUser(app, { role: 'admin' });
    tokens[admin.id] = await issueAccessToken(app, admin.id);
    const view = (await as(member).post('/api/savedViews').send({ name: 'My open tasks', resource: 'tasks', state: { filter: { status: ['todo'] } } }).expect(201)).body;
    const kept = (await upload(member, `savedViews/${view.id}`, 'kept.pdf').expect(201)).body;
    await as(member).post(`/api/savedViews/${view.id}/comments`).send({ body: 'For me only', attachments: [kept] }).expect(201);
    const shared = (await upload(member, `tasks/${taskId}`, 'shared.pdf').expect(201)).body;
    await as(member).post(threadOf(taskId)).send({ body: 'For the task’s readers', attachments: [shared] }).expect(201);
    const listed = async (user: TestUser) =>
      ((await as(user).get('/api/attachments').query({ filter: JSON.stringify({ resource: 'recordComments' }), range: '[0,199]' }).expect(200)).body as Row[]).map((row) => (row.file as Row).id);
    // The admin role has no permission on the comments' page: the records decide.
    expect(await listed(admin)).toContain(shared.id);
    expect(await listed(admin)).not.toContain(kept.id);
    await as(admin).get(`/api/files/${kept.id}`).expect(404);
    await as(member).get(`/api/files/${kept.id}`).expect(200);
  });
});

describe('a comment’s live changes', () => {
  it('reach the readers of its record, and nobody else', async () => {
    const [members, parents] = await Promise.all([openLiveStream(app.url, tokens[member.id]!), openLiveStream(app.url, tokens[parent.id]!)]);
    streams.push(members, parents);
    const comment = (await as(manager).post(threadOf(taskId)).send({ body: 'Heard live' }).expect(201)).body;
    expect(await members.next((change) => change.resource === 'recordComments' && change.id === comment.id)).toMatchObject({ action: 'create', about: { resource: 'tasks', id: taskId } });
    await as(manager).delete(`${threadOf(taskId)}/${comment.id}`).expect(200);
    await members.next((change) => change.resource === 'recordComments' && change.id === comment.id && change.action === 'delete');
    // The parent's own notices aside, nothing of the task's thread.
    const marker = (await app.http.post('/api/tasks').send({ title: 'A marker' }).expect(201)).body;
    await members.next((change) => change.id === marker.id);
    expect(parents.changes.filter((change) => change.resource === 'recordComments' || change.resource === 'tasks')).toEqual([]);
  });
});
