import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// Field-level read access and row-level scope (schema `sensitive` and `scope`, api/src/crud):
// users' phone numbers are read only by roles holding the contactDetails grant; a role without
// allMaintenanceRequests sees and writes only the maintenance requests it filed or that concern
// an asset it is responsible for. Both are enforced in SQL, for lists, show, exports, references
// and the audit trail alike.
let app: TestApp;
let staffId: string;
let otherId: string;
let managerId: string;
let staffToken: string;
let otherToken: string;
let managerToken: string;
let memberToken: string;
let assetId: string;
let ownAssetId: string;

const STAFF_PERMISSIONS = {
  users: ['list', 'show', 'create', 'export'],
  maintenanceRequests: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  assets: ['list', 'show'],
  auditLogs: ['list', 'show'],
};

beforeAll(async () => {
  app = await startTestApp();
  // A role of this club's own: staff who file maintenance requests, below the admin's rank.
  await app.http.post('/api/roles').send({ key: 'staff', name: 'Staff', nameAr: 'موظف', rank: 70, permissions: STAFF_PERMISSIONS }).expect(201);
  const [staff, other, manager, member] = await Promise.all([
    createUser(app, { role: 'staff', phone: '+966 50 111 2222' }),
    createUser(app, { role: 'staff', phone: '+966 50 333 4444' }),
    createUser(app, { role: 'manager' }),
    createUser(app, { role: 'member' }),
  ]);
  [staffId, otherId, managerId] = [staff.id, other.id, manager.id];
  [staffToken, otherToken, managerToken, memberToken] = await Promise.all([staff, other, manager, member].map((user) => issueAccessToken(app, user.id)));
  assetId = (await app.http.post('/api/assets').send({ name: 'Scoreboard', type: 'electronics' }).expect(201)).body.id;
  ownAssetId = (await app.http.post('/api/assets').send({ name: 'Team bus', type: 'vehicle', responsibleId: staffId }).expect(201)).body.id;
});
afterAll(() => app?.stop());

const as = (token: string) => supertest.agent(app.url).set(bearer(token));
const filter = (value: Record<string, unknown>) => ({ filter: JSON.stringify(value) });
let sequence = 0;
const request = (values: Record<string, unknown> = {}) => ({ title: `Broken light ${++sequence}`, assetId, ...values });

describe('sensitive fields', () => {
  it('are left out of lists, show and references for roles without their grant', async () => {
    const list = (await as(memberToken).get('/api/users').query({ range: '[0,49]' }).expect(200)).body as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => !('phone' in row))).toBe(true);
    expect((await as(memberToken).get(`/api/users/${staffId}`).expect(200)).body).not.toHaveProperty('phone');
    const many = (await as(memberToken).get('/api/users').query(filter({ id: [staffId, otherId] })).expect(200)).body as Record<string, unknown>[];
    expect(many).toHaveLength(2);
    expect(many.every((row) => !('phone' in row))).toBe(true);
    // The grant's holders read it: the manager by default, the superadmin always.
    expect((await as(managerToken).get(`/api/users/${staffId}`).expect(200)).body.phone).toBe('+966 50 111 2222');
    expect((await app.http.get(`/api/users/${staffId}`).expect(200)).body.phone).toBe('+966 50 111 2222');
  });

  it('are left out of exports', async () => {
    const rows = (await as(staffToken).get('/api/users').query({ range: '[0,499]' }).expect(200)).body as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((row) => !('phone' in row))).toBe(true);
  });

  it('may not be filtered or sorted by without the grant (a match would tell the value)', async () => {
    const filtered = await as(memberToken).get('/api/users').query(filter({ phone: '+966 50 111 2222' })).set('Accept-Language', 'ar').expect(403);
    expect(filtered.body.message).toMatch(/phone/);
    expect(filtered.body.message).toMatch(/[\u0600-\u06FF]/);
    await as(memberToken).get('/api/users').query({ sort: JSON.stringify(['phone', 'ASC']) }).expect(403);
    const found = (await as(managerToken).get('/api/users').query(filter({ phone: '+966 50 111 2222' })).expect(200)).body;
    expect(found.map((row: { id: string }) => row.id)).toEqual([staffId]);
  });

  it('may not be written without the grant; the answer to a write leaves them out', async () => {
    const refused = await as(staffToken).post('/api/users').send({ firstName: 'Nora', username: `nora.${Date.now()}`, email: `nora.${Date.now()}@club.sa`, roleId: 'member', phone: '+966 55 000 0000' }).expect(403);
    expect(refused.body.errors).toHaveProperty('phone');
    // A new user's email is contact data too: creating users takes the grant.
    expect(refused.body.errors).toHaveProperty('email');
    // A clerk who may edit users but not read their contact data: the answer leaves it out.
    await app.http.post('/api/roles').send({ key: 'clerk', name: 'Clerk', nameAr: 'كاتب', rank: 70, permissions: { users: ['list', 'show', 'edit'] } }).expect(201);
    const clerk = await createUser(app, { role: 'clerk' });
    const clerkToken = await issueAccessToken(app, clerk.id);
    const { version } = (await app.http.get(`/api/users/${otherId}`).expect(200)).body;
    const edited = (await as(clerkToken).put(`/api/users/${otherId}`).send({ firstName: 'Nora', version }).expect(200)).body;
    expect(edited).not.toHaveProperty('phone');
    expect(edited).not.toHaveProperty('email');
    expect(edited.firstName).toBe('Nora');
  });

  it('are cut out of the audit trail for readers without the grant', async () => {
    await app.http.put(`/api/users/${otherId}`).send({ phone: '+966 50 999 8888' }).expect(200);
    const query = filter({ resource: 'users', recordId: otherId });
    const forStaff = (await as(staffToken).get('/api/auditLogs').query(query).expect(200)).body as { action: string; changes: Record<string, unknown> }[];
    const forAdmin = (await app.http.get('/api/auditLogs').query(query).expect(200)).body as { action: string; changes: Record<string, unknown> }[];
    const update = (entries: typeof forAdmin) => entries.find((entry) => entry.action === 'update')!;
    expect(update(forAdmin).changes.phone).toEqual({ old: '+966 50 333 4444', new: '+966 50 999 8888' });
    expect(update(forStaff).changes).not.toHaveProperty('phone');
    expect(JSON.stringify(forStaff)).not.toContain('999 8888');
    expect(JSON.stringify(forStaff)).not.toContain('333 4444');
  });

  it('are pages of the matrix with one action, held by default by the roles they name', async () => {
    const pages = (await app.http.get('/api/pages').query({ range: '[0,499]' }).expect(200)).body as { key: string; actions: string[] }[];
    expect(pages.find((page) => page.key === 'contactDetails')?.actions).toEqual(['show']);
    expect(pages.find((page) => page.key === 'allMaintenanceRequests')?.actions).toEqual(['show']);
    const roles = (await app.http.get('/api/roles').query({ range: '[0,49]' }).expect(200)).body as { key: string; permissions: Record<string, string[]> }[];
    const of = (key: string) => roles.find((role) => role.key === key)!.permissions;
    expect(of('manager').contactDetails).toEqual(['show']);
    expect(of('admin').contactDetails).toEqual(['show']);
    expect(of('member').contactDetails).toBeUndefined();
    expect(of('cashier').allMaintenanceRequests).toBeUndefined();
  });
});

describe('row scope', () => {
  it('makes a scoped writer the owner of what they file, and shows them only their own rows', async () => {
    const own = (await as(staffToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    expect(own.requesterId).toBe(staffId);
    const others = (await as(otherToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    // Filed by someone else, on an asset the staff member is responsible for: theirs to see too.
    const onTheirAsset = (await as(otherToken).post('/api/maintenanceRequests').send(request({ assetId: ownAssetId })).expect(201)).body;

    const listed = await as(staffToken).get('/api/maintenanceRequests').query({ range: '[0,9]' }).expect(200);
    const ids = listed.body.map((row: { id: string }) => row.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(onTheirAsset.id);
    expect(ids).not.toContain(others.id);
    expect(listed.headers['content-range']).toMatch(new RegExp(`/${ids.length}$`));
    // Exports, references and show alike.
    const exported = (await as(staffToken).get('/api/maintenanceRequests').query({ range: '[0,499]' }).expect(200)).body.map((row: { id: string }) => row.id);
    expect(exported).not.toContain(others.id);
    expect(await as(staffToken).get('/api/maintenanceRequests').query(filter({ id: [own.id, others.id] })).expect(200).then((answer) => answer.body.map((row: { id: string }) => row.id))).toEqual([own.id]);
    await as(staffToken).get(`/api/maintenanceRequests/${others.id}`).expect(404);
    await as(staffToken).get(`/api/maintenanceRequests/${onTheirAsset.id}`).expect(200);
    // The holders of the grant see every row.
    const all = (await as(managerToken).get('/api/maintenanceRequests').query({ range: '[0,499]' }).expect(200)).body.map((row: { id: string }) => row.id);
    expect(all).toEqual(expect.arrayContaining([own.id, others.id, onTheirAsset.id]));
  });

  it('does not let a scoped writer change or delete rows they cannot see, nor hand theirs over', async () => {
    const others = (await as(otherToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    await as(staffToken).put(`/api/maintenanceRequests/${others.id}`).send({ title: 'Mine now' }).expect(404);
    await as(staffToken).delete(`/api/maintenanceRequests/${others.id}`).expect(404);
    expect((await app.http.get(`/api/maintenanceRequests/${others.id}`).expect(200)).body.title).toBe(others.title);

    const own = (await as(staffToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    const handedOver = await as(staffToken).put(`/api/maintenanceRequests/${own.id}`).send({ requesterId: otherId }).expect(403);
    expect(handedOver.body.errors).toHaveProperty('requesterId');
    expect((await app.http.get(`/api/maintenanceRequests/${own.id}`).expect(200)).body.requesterId).toBe(staffId);
    await as(staffToken).post('/api/maintenanceRequests').send(request({ requesterId: managerId })).expect(403);
    await as(staffToken).put(`/api/maintenanceRequests/${own.id}`).send({ title: 'Light still broken' }).expect(200);
    await as(staffToken).delete(`/api/maintenanceRequests/${own.id}`).expect(200);
  });

  it('hides the audit entries of rows the reader cannot see', async () => {
    const others = (await as(otherToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    const own = (await as(staffToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    const log = (await as(staffToken).get('/api/auditLogs').query({ ...filter({ resource: 'maintenanceRequests' }), range: '[0,99]' }).expect(200)).body as { recordId: string }[];
    expect(log.map((entry) => entry.recordId)).toContain(own.id);
    expect(log.map((entry) => entry.recordId)).not.toContain(others.id);
    await expect(as(staffToken).get('/api/auditLogs').query(filter({ resource: 'maintenanceRequests', recordId: others.id })).expect(200).then((answer) => answer.body)).resolves.toEqual([]);
  });

  it('is lifted by granting the role every row', async () => {
    const others = (await as(otherToken).post('/api/maintenanceRequests').send(request()).expect(201)).body;
    await as(staffToken).get(`/api/maintenanceRequests/${others.id}`).expect(404);
    const role = (await app.http.get('/api/roles').query({ range: '[0,49]' }).expect(200)).body.find((candidate: { key: string }) => candidate.key === 'staff');
    await app.http.put(`/api/roles/${role.id}`).send({ permissions: { ...STAFF_PERMISSIONS, allMaintenanceRequests: ['show'] } }).expect(200);
    await as(staffToken).get(`/api/maintenanceRequests/${others.id}`).expect(200);
    await app.http.put(`/api/roles/${role.id}`).send({ permissions: STAFF_PERMISSIONS }).expect(200);
    await as(staffToken).get(`/api/maintenanceRequests/${others.id}`).expect(404);
  });
});
