import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, type TestUser } from '../api/auth-helpers';

// Issue 44, M8: a confidential or top-secret letter is read only by who registered it, whom it is
// assigned to, the head of the department it is addressed to, and roles holding the
// `confidentialCorrespondence` grant (administrators): not by everyone who may list letters. It is
// kept from the others everywhere a letter shows: lists, search, show, references, filters,
// dashboards and the audit trail; a normal letter stays everyone's who may read letters.
let app: TestApp;
type Someone = { user: TestUser; token: string };
let registrar: Someone, recipient: Someone, head: Someone, outsider: Someone, auditor: Someone, admin: Someone;
const tag = `${Date.now() % 1_000_000}`;
const letters: Record<'normal' | 'confidential' | 'topSecret', { id: string; createdById: string | null }> = {} as never;

const signedIn = async (role: string): Promise<Someone> => {
  const user = await createUser(app, { role });
  return { user, token: await app.auth.issueAccessToken(user.id) };
};
const as = (who: Someone) => ({
  get: (path: string, query: Record<string, string> = {}) => anonymous(app).get(path).query(query).set(bearer(who.token)),
  post: (path: string, body: object) => anonymous(app).post(path).set(bearer(who.token)).send(body),
  put: (path: string, body: object) => anonymous(app).put(path).set(bearer(who.token)).send(body),
});
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const listed = async (who: Someone, filter: object) => idsOf((await as(who).get('/api/correspondence', { filter: JSON.stringify(filter), range: '[0,99]' }).expect(200)).body);

beforeAll(async () => {
  app = await startTestApp();
  await app.http.post('/api/roles').send({ key: 'letters-auditor', name: 'Letters auditor', nameAr: 'مدقق المعاملات', rank: 10, permissions: { correspondence: ['list', 'show'], auditLogs: ['list', 'show'] } }).expect(201);
  [registrar, recipient, head, outsider, auditor, admin] = await Promise.all(['manager', 'manager', 'manager', 'manager', 'letters-auditor', 'admin'].map(signedIn));
  const department = (await app.http.post('/api/departments').send({ name: `Legal ${tag}`, nameAr: 'الشؤون القانونية', code: `LG${tag.slice(-6)}`, managerId: head.user.id }).expect(201)).body;
  for (const confidentiality of ['normal', 'confidential', 'topSecret'] as const) {
    const letter = (await as(registrar).post('/api/correspondence', {
      direction: 'internal', subject: `Board memo ${tag} ${confidentiality}`, classification: 'report', confidentiality, status: 'awaitingReply',
      departmentId: department.id, assignedToId: recipient.user.id,
    }).expect(201)).body;
    letters[confidentiality] = letter;
  }
});
afterAll(() => app?.stop());

describe('a confidential or top-secret letter', () => {
  it('records who registered it, whatever the client sends', async () => {
    for (const letter of Object.values(letters)) expect(letter.createdById).toBe(registrar.user.id);
    const claimed = (await as(registrar).post('/api/correspondence', { direction: 'internal', subject: `Claimed ${tag}`, classification: 'report', confidentiality: 'topSecret', createdById: outsider.user.id }).expect(201)).body;
    expect(claimed.createdById).toBe(registrar.user.id);
    await as(outsider).get(`/api/correspondence/${claimed.id}`).expect(404);
  });

  it('is kept from those it is not for (lists, search, filters, references, show) and read by those it is for', async () => {
    for (const reader of [outsider, auditor]) {
      expect(await listed(reader, { q: `memo ${tag}` })).toEqual([letters.normal.id]);
      expect(await listed(reader, { id: Object.values(letters).map((letter) => letter.id) })).toEqual([letters.normal.id]);
      expect(await listed(reader, { confidentiality: ['confidential', 'topSecret'] })).toEqual([]);
      await as(reader).get(`/api/correspondence/${letters.topSecret.id}`).expect(404);
      await as(reader).get(`/api/correspondence/${letters.confidential.id}`).expect(404);
      await as(reader).get(`/api/correspondence/${letters.normal.id}`).expect(200);
    }
    // Nor changed by them: it does not exist for them.
    await as(outsider).put(`/api/correspondence/${letters.topSecret.id}`, { summary: 'Seen it' }).expect(404);
    // Those it is for read it: who registered it, whom it is assigned to, the head of its department, the administrators.
    const all = idsOf(Object.values(letters));
    for (const reader of [registrar, recipient, head, admin]) {
      expect(await listed(reader, { q: `memo ${tag}` })).toEqual(all);
      expect((await as(reader).get(`/api/correspondence/${letters.topSecret.id}`).expect(200)).body.subject).toMatch(/topSecret$/);
    }
  });

  it("is not counted on others' dashboards", async () => {
    const awaiting = async (who: Someone) =>
      ((await as(who).get('/api/dashboards/correspondenceHome').expect(200)).body.widgets as { key: string; value?: number }[]).find((widget) => widget.key === 'awaitingReply')!.value;
    expect((await awaiting(admin))! - (await awaiting(outsider))!).toBe(2);
    expect(await awaiting(registrar)).toBe(await awaiting(admin));
  });

  it("is not in the audit trail of those it is not for", async () => {
    const trail = async (who: Someone) =>
      new Set(((await as(who).get('/api/auditLogs', { filter: JSON.stringify({ resource: 'correspondence' }), range: '[0,99]' }).expect(200)).body as { recordId: string }[]).map((entry) => entry.recordId));
    const seen = await trail(auditor);
    expect(seen.has(letters.normal.id)).toBe(true);
    expect(seen.has(letters.topSecret.id) || seen.has(letters.confidential.id)).toBe(false);
    expect((await trail(admin)).has(letters.topSecret.id)).toBe(true);
  });
});
