import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, type TestUser } from '../api/auth-helpers';

// Issue 44, M2, M3 and L1: the audit trail keeps the read rules of the records it describes (an
// entry shows only to who may read its record, by the resource's own row rules, a deleted record
// judged by the values it had), and names nobody behind an anonymous record (an anonymous poll's
// vote, an anonymous complaint to HR).
let app: TestApp;

type Entry = { id: string; actorId: string | null; action: string; resource: string; recordId: string; changes: Record<string, { old: unknown; new: unknown }>; summary: string | null; createdAt: string };

const as = (token: string) => ({
  get: (path: string) => anonymous(app).get(path).set(bearer(token)),
  post: (path: string, body: unknown) => anonymous(app).post(path).set(bearer(token)).send(body as object),
  put: (path: string, body: unknown) => anonymous(app).put(path).set(bearer(token)).send(body as object),
  delete: (path: string) => anonymous(app).delete(path).set(bearer(token)),
});
type Client = ReturnType<typeof as>;

const signedIn = async (role: string): Promise<{ user: TestUser; token: string; as: Client }> => {
  const user = await createUser(app, { role });
  const token = await app.auth.issueAccessToken(user.id);
  return { user, token, as: as(token) };
};

/** Every entry a reader sees with this filter (the global log, or one record's history). */
const entriesFor = async (reader: Client, filter: Record<string, unknown> = {}): Promise<Entry[]> =>
  (await reader.get('/api/auditLogs').query({ filter: JSON.stringify(filter), sort: '["createdAt","DESC"]', range: '[0,99]' }).expect(200)).body;

/** Every entry of a record as stored, whoever may read it. */
const storedEntriesOf = async (recordId: string): Promise<Entry[]> =>
  (await app.pool.query(`SELECT "id", "actor_id" AS "actorId", "action", "resource", "record_id" AS "recordId", "changes", "summary" FROM "audit_logs" WHERE "record_id" = $1 ORDER BY "created_at", "id"`, [recordId])).rows;

beforeAll(async () => {
  app = await startTestApp();
  // Staff who file maintenance requests and read the trail, without seeing everyone's requests.
  await app.http
    .post('/api/roles')
    .send({ key: 'trail-staff', name: 'Trail staff', nameAr: 'موظف السجل', rank: 70, permissions: { maintenanceRequests: ['list', 'show', 'create', 'edit', 'delete'], assets: ['list', 'show'], auditLogs: ['list', 'show'] } })
    .expect(201);
});
afterAll(() => app?.stop());

describe('M2: audit entries keep the read rules of their records', () => {
  it("hide another user's private library file from an admin in the log, its history, one entry and a search", async () => {
    const owner = await signedIn('admin');
    const reader = await signedIn('admin');
    const file = await uploadAs(owner.token, 'pay-grid-2027.txt');
    const secret = (await owner.as.post('/api/libraryFiles', { title: 'Salary scale 2027', description: 'Grades and steps of every post', file, visibility: 'private' }).expect(201)).body;
    await owner.as.put(`/api/libraryFiles/${secret.id}`, { title: 'Salary scale 2027 (final)', version: secret.version }).expect(200);
    const shared = (await owner.as.post('/api/libraryFiles', { title: 'Code of conduct', file: await uploadAs(owner.token, 'conduct.txt'), visibility: 'everyone' }).expect(201)).body;
    // No other screen shows the private file to the reader.
    await reader.as.get(`/api/libraryFiles/${secret.id}`).expect(404);

    const log = await entriesFor(reader.as, { resource: 'libraryFiles' });
    expect(log.map((entry) => entry.recordId)).toContain(shared.id);
    expect(log.map((entry) => entry.recordId)).not.toContain(secret.id);
    const text = JSON.stringify(await entriesFor(reader.as));
    for (const word of ['Salary scale', 'Grades and steps', 'pay-grid-2027']) expect(text).not.toContain(word);
    expect(await entriesFor(reader.as, { resource: 'libraryFiles', recordId: secret.id })).toEqual([]);
    const searched = (await reader.as.get('/api/auditLogs').query({ filter: JSON.stringify({ q: 'Salary scale' }) }).expect(200)).body;
    expect(searched).toEqual([]);
    for (const entry of await storedEntriesOf(secret.id)) await reader.as.get(`/api/auditLogs/${entry.id}`).expect(404);

    // Its uploader reads its whole history.
    const own = await entriesFor(owner.as, { resource: 'libraryFiles', recordId: secret.id });
    expect(own.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(own[1]!.changes.title).toEqual({ old: null, new: 'Salary scale 2027' });
  });

  it('judge a deleted record by the values it had: still hidden from others, still shown to who could read it', async () => {
    const owner = await signedIn('admin');
    const reader = await signedIn('admin');
    const secret = (await owner.as.post('/api/libraryFiles', { title: 'Disciplinary notes', file: await uploadAs(owner.token, 'notes.txt'), visibility: 'private' }).expect(201)).body;
    await owner.as.delete(`/api/libraryFiles/${secret.id}`).expect(200);
    expect(await entriesFor(reader.as, { resource: 'libraryFiles', recordId: secret.id })).toEqual([]);
    expect(JSON.stringify(await entriesFor(reader.as))).not.toContain('Disciplinary notes');
    expect((await entriesFor(owner.as, { resource: 'libraryFiles', recordId: secret.id })).map((entry) => entry.action)).toEqual(['delete', 'create']);
    // Nor does the trash show it to the other admin.
    const trash = (await reader.as.get('/api/trashedRecords').query({ filter: JSON.stringify({ resource: 'libraryFiles' }), range: '[0,99]' }).expect(200)).body as { recordId: string }[];
    expect(trash.map((entry) => entry.recordId)).not.toContain(secret.id);
    const ownTrash = (await owner.as.get('/api/trashedRecords').query({ filter: JSON.stringify({ resource: 'libraryFiles' }), range: '[0,99]' }).expect(200)).body as { recordId: string }[];
    expect(ownTrash.map((entry) => entry.recordId)).toContain(secret.id);
  });

  it("keep a row scope over a deleted record's entries: its owner keeps them, others never see them", async () => {
    const staff = await signedIn('trail-staff');
    const other = await signedIn('trail-staff');
    const asset = (await app.http.post('/api/assets').send({ name: 'Ball machine', type: 'sportsEquipment' }).expect(201)).body;
    const own = (await staff.as.post('/api/maintenanceRequests', { title: 'Ball machine jams', assetId: asset.id }).expect(201)).body;
    const others = (await other.as.post('/api/maintenanceRequests', { title: 'Net torn', assetId: asset.id }).expect(201)).body;
    await staff.as.delete(`/api/maintenanceRequests/${own.id}`).expect(200);
    await other.as.delete(`/api/maintenanceRequests/${others.id}`).expect(200);
    expect((await entriesFor(staff.as, { resource: 'maintenanceRequests', recordId: own.id })).map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(await entriesFor(staff.as, { resource: 'maintenanceRequests', recordId: others.id })).toEqual([]);
  });
});

const uploadAs = async (token: string, name: string): Promise<string> =>
  (await anonymous(app).post('/api/files').set(bearer(token)).query({ resource: 'libraryFiles', field: 'file' }).attach('file', Buffer.from(`The text of ${name}.\n`), { filename: name, contentType: 'text/plain' }).expect(201)).body.id as string;
