import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, type TestUser } from '../api/auth-helpers';

// Issue 44, M2, M3 and L1: the audit trail keeps the read rules of the records it describes (an
// entry shows only to who may read its record, by the resource's own row rules, a deleted record
// judged by the values it had), and names nobody behind an anonymous record (an anonymous poll's
// vote, an anonymous complaint to HR).
let app: TestApp;

type Entry = { id: string; actorId: string | null; anonymous: boolean | null; action: string; resource: string; recordId: string; changes: Record<string, { old: unknown; new: unknown }>; summary: string | null; createdAt: string };

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

describe('M3: an anonymous poll names nobody in the trail', () => {
  const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
  const openPoll = async (isAnonymous: boolean) => {
    const poll = (await app.http.post('/api/polls').send({ title: 'Coach of the season', audience: 'members', startsAt: hours(-1), endsAt: hours(48), status: 'open', isAnonymous }).expect(201)).body;
    const question = (await app.http.post('/api/pollQuestions').send({ pollId: poll.id, sortOrder: 1, question: 'Who?', choiceType: 'single' }).expect(201)).body;
    const option = (await app.http.post('/api/pollOptions').send({ questionId: question.id, sortOrder: 1, label: 'Coach Salem' }).expect(201)).body;
    return { poll, question, option };
  };
  /** The entries written by one answer (one transaction: one moment). */
  const entriesOfAnswer = async (questionId: string): Promise<Entry[]> => {
    const [answer] = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'pollQuestions', recordId: questionId }), sort: '["createdAt","DESC"]' }).expect(200)).body as Entry[];
    expect(answer!.changes).toHaveProperty('responsesCount');
    return (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ createdAt_gte: answer!.createdAt, createdAt_lte: answer!.createdAt }), range: '[0,99]' }).expect(200)).body;
  };

  it("keeps the voter out of every entry of their answer, for the top role too; names voters of other polls and the poll's editors", async () => {
    const { question, option } = await openPoll(true);
    const voter = await signedIn('member');
    await voter.as.post(`/api/pollQuestions/${question.id}/answer`, { optionIds: [option.id] }).expect(200);
    const entries = await entriesOfAnswer(question.id);
    // The question's count and the option's votes (the response itself is no entry of the trail).
    expect(entries.map((entry) => entry.resource).sort()).toEqual(['pollOptions', 'pollQuestions']);
    // Anonymous by design, which the history says (not "the system").
    for (const entry of entries) expect(entry).toMatchObject({ actorId: null, anonymous: true });
    expect(JSON.stringify(entries)).not.toContain(voter.user.id);
    // Not in the database either: nothing there to join back.
    for (const entry of entries) expect(JSON.stringify(await storedEntriesOf(entry.recordId))).not.toContain(voter.user.id);

    // Editing the anonymous poll's question stays named.
    const editor = await signedIn('admin');
    await editor.as.put(`/api/pollQuestions/${question.id}`, { question: 'Who, this season?' }).expect(200);
    const [edit] = await entriesFor(as(app.token), { resource: 'pollQuestions', recordId: question.id });
    expect(edit).toMatchObject({ action: 'update', actorId: editor.user.id, anonymous: false });

    // A poll that is not anonymous names its voters.
    const named = await openPoll(false);
    await voter.as.post(`/api/pollQuestions/${named.question.id}/answer`, { optionIds: [named.option.id] }).expect(200);
    const namedEntries = await entriesOfAnswer(named.question.id);
    expect(namedEntries.find((entry) => entry.resource === 'pollQuestions')!.actorId).toBe(voter.user.id);
    expect(namedEntries.find((entry) => entry.resource === 'pollOptions')!.actorId).toBe(voter.user.id);
  });
});

describe('L1: anonymous feedback to HR names nobody in the trail', () => {
  it('keeps the author out of its entries, and out of the earlier ones once made anonymous', async () => {
    const writer = await signedIn('member');
    const hidden = (await writer.as.post('/api/hrFeedback', { kind: 'grievance', subject: 'Unpaid overtime', details: 'Three weekends.', anonymous: true }).expect(201)).body;
    const [created] = await entriesFor(as(app.token), { resource: 'hrFeedback', recordId: hidden.id });
    expect(created).toMatchObject({ action: 'create', actorId: null, anonymous: true });
    expect(created!.changes).not.toHaveProperty('submittedById');
    expect(JSON.stringify(await storedEntriesOf(hidden.id))).not.toContain(writer.user.id);

    // Signed first, made anonymous later by HR: the earlier entry forgets its author; HR's own stays HR's.
    const signed = (await writer.as.post('/api/hrFeedback', { kind: 'complaint', subject: 'Parking', details: 'No spaces left.' }).expect(201)).body;
    expect((await entriesFor(as(app.token), { resource: 'hrFeedback', recordId: signed.id }))[0]!.actorId).toBe(writer.user.id);
    const hr = await signedIn('admin');
    await hr.as.put(`/api/hrFeedback/${signed.id}`, { anonymous: true, version: signed.version }).expect(200);
    const history = await entriesFor(as(app.token), { resource: 'hrFeedback', recordId: signed.id });
    expect(history.map((entry) => [entry.action, entry.actorId, entry.anonymous])).toEqual([
      ['update', hr.user.id, false],
      ['create', null, true],
    ]);
    const text = JSON.stringify(await storedEntriesOf(signed.id));
    expect(text).not.toContain(writer.user.id);
    expect(text).not.toContain(`User ${writer.user.username.slice(5)}`);
  });
});

const uploadAs = async (token: string, name: string): Promise<string> =>
  (await anonymous(app).post('/api/files').set(bearer(token)).query({ resource: 'libraryFiles', field: 'file' }).attach('file', Buffer.from(`The text of ${name}.\n`), { filename: name, contentType: 'text/plain' }).expect(201)).body.id as string;
