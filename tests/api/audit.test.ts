import { issueAccessToken } from '@club/api';
import { secondSigner } from './billing/second-signer';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from './auth-helpers';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { signIn, startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { createSampleRecord } from '../support/samples';

// The audit trail: every create, update and delete through the API writes one auditLogs row in
// the same transaction: who, when, what, which record, and the changed fields' old and new values.
let app: TestApp;
let adminId: string;

type AuditRow = { id: string; actorId: string | null; action: string; resource: string; recordId: string; changes: Record<string, { old: unknown; new: unknown }>; summary: string | null; createdAt: string };

const auditCount = async () => (await app.pool.query('SELECT count(*)::int AS "count" FROM "audit_logs"')).rows[0].count as number;
const historyOf = async (resource: string, recordId: string): Promise<AuditRow[]> =>
  (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource, recordId }), sort: '["createdAt","DESC"]' }).expect(200)).body;

beforeAll(async () => {
  app = await startTestApp();
  adminId = (await app.http.get('/api/users').query({ filter: JSON.stringify({ username: TEST_ADMIN.username }) }).expect(200)).body[0].id;
});
afterAll(() => app?.stop());

describe('the audit trail', () => {
  it('records a create, an update and a delete, one row each, with actor, action, record and old/new values', async () => {
    const created = (await app.http.post('/api/tasks').send({ title: 'Line the pitch', priority: 'high' }).expect(201)).body;
    let history = await historyOf('tasks', created.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorId: adminId, action: 'create', resource: 'tasks', recordId: created.id, summary: 'Line the pitch' });
    expect(history[0]!.changes).toEqual({
      title: { old: null, new: 'Line the pitch' },
      priority: { old: null, new: 'high' },
      status: { old: null, new: 'todo' },
      shareable: { old: null, new: false },
    });
    expect(Date.parse(history[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const updated = (await app.http.put(`/api/tasks/${created.id}`).send({ title: 'Line the main pitch', status: 'todo', version: 1 }).expect(200)).body;
    history = await historyOf('tasks', created.id);
    expect(history.map((row) => row.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ actorId: adminId, resource: 'tasks', recordId: created.id });
    // Only what changed: status was sent with its current value.
    expect(history[0]!.changes).toEqual({ title: { old: 'Line the pitch', new: 'Line the main pitch' } });

    await app.http.delete(`/api/tasks/${created.id}`).expect(200);
    history = await historyOf('tasks', created.id);
    expect(history.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
    const deletion = history[0]!;
    expect(deletion).toMatchObject({ actorId: adminId, resource: 'tasks', recordId: created.id });
    expect(Object.keys(deletion.changes).sort()).toEqual(Object.keys(app.registry.get('tasks')!.fields).sort());
    for (const [field, change] of Object.entries(deletion.changes)) expect(change, field).toEqual({ old: updated[field] ?? null, new: null });
  });

  it('names a record by the name of the record its name refers to, never by its id', async () => {
    const employee = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
    const attendance = (await app.http.post('/api/attendanceRecords').send({ employeeId: employee.id, date: '2026-05-17' }).expect(201)).body;
    const [entry] = await historyOf('attendanceRecords', attendance.id);
    const employeeName = app.registry.facts('employees').representation.map((field) => employee[field]).filter(Boolean).join(' ');
    expect(entry!.summary).toBe(`${employeeName} 2026-05-17`);
    expect(entry!.summary).not.toContain(employee.id);
  });

  it('records an effect of another write on the record it changed, naming the write that caused it', async () => {
    await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER });
    const invoice = (await app.http.post('/api/invoices').send({ customerName: 'Al Hilal Academy', dueDate: '2026-12-31', status: 'issued', items: [{ description: 'Pitch rental', quantity: 1, unitPrice: 200, vatRate: 15 }] }).expect(201)).body;
    const receipt = (await app.http.post('/api/receiptVouchers').send({ payerName: 'Al Hilal Academy', amount: 100, method: 'cash', reason: 'Pitch rental', invoiceIds: [invoice.id] }).expect(201)).body;
    // Confirmed by a second person (the one who prepared it never confirms it): the effect is theirs.
    const signer = await secondSigner(app);
    await signer.as.post(`/api/receiptVouchers/${receipt.id}/confirm`).send({}).expect(200);
    const [payment] = await historyOf('invoices', invoice.id);
    expect(payment).toMatchObject({ action: 'update', actorId: signer.id, causeResource: 'receiptVouchers', causeRecordId: receipt.id, causeAction: 'confirm' });
    expect(payment!.changes).toMatchObject({ status: { old: 'issued', new: 'partiallyPaid' }, paidAmount: { old: null, new: 100 } });
    // The invoice's own version moved with it: a form open on the old one cannot overwrite the payment.
    expect((await app.http.get(`/api/invoices/${invoice.id}`).expect(200)).body.version).toBe(invoice.version + 1);
  });

  it('restores a version from the history: the fields as they were then, through an ordinary edit', async () => {
    const task = (await app.http.post('/api/tasks').send({ title: 'Mark the pitch', priority: 'low' }).expect(201)).body;
    await app.http.put(`/api/tasks/${task.id}`).send({ title: 'Mark the main pitch', version: 1 }).expect(200);
    await app.http.put(`/api/tasks/${task.id}`).send({ title: 'Mark both pitches', priority: 'high', version: 2 }).expect(200);
    const [latest, first] = await historyOf('tasks', task.id);
    // The newest entry is the record as it is: nothing to restore.
    await app.http.post(`/api/tasks/${task.id}/history/${latest!.id}/restore`).expect(400);
    const restored = (await app.http.post(`/api/tasks/${task.id}/history/${first!.id}/restore`).expect(200)).body;
    expect(restored).toMatchObject({ title: 'Mark the main pitch', priority: 'low', version: 4 });
    const [entry] = await historyOf('tasks', task.id);
    expect(entry).toMatchObject({ action: 'update', actorId: adminId });
    expect(entry!.changes).toEqual({ title: { old: 'Mark both pitches', new: 'Mark the main pitch' }, priority: { old: 'high', new: 'low' } });
    // An entry of another record is no version of this one; a reader may not edit: 403.
    const other = (await app.http.post('/api/tasks').send({ title: 'Other' }).expect(201)).body;
    await app.http.post(`/api/tasks/${other.id}/history/${first!.id}/restore`).expect(404);
    const member = await createUser(app, { role: 'member' });
    await supertest(app.url).post(`/api/tasks/${task.id}/history/${first!.id}/restore`).set(bearer(await issueAccessToken(app, member.id))).expect(403);
  });

  it('writes nothing for an update that changes nothing, nor for a read', async () => {
    const task = (await app.http.post('/api/tasks').send({ title: 'Paint the lines', status: 'todo' }).expect(201)).body;
    const before = await auditCount();
    await app.http.put(`/api/tasks/${task.id}`).send({ title: 'Paint the lines', status: 'todo' }).expect(200);
    await app.http.put(`/api/tasks/${task.id}`).send({}).expect(200);
    await app.http.get(`/api/tasks/${task.id}`).expect(200);
    await app.http.get('/api/tasks').expect(200);
    await app.http.get('/api/auditLogs').expect(200);
    expect(await auditCount()).toBe(before);
    expect(await historyOf('tasks', task.id)).toHaveLength(1);
  });

  it('names the user who wrote, and keeps naming them after that user is deleted', async () => {
    const password = 'Goal-Line-Tech-2026';
    const user = (await app.http.post('/api/users').send({ firstName: 'Rana', lastName: 'Saleh', username: 'rana.saleh', email: 'rana@club.sa', password, roleId: 'admin', status: 'active' }).expect(201)).body;
    const token = await signIn(app.url, 'rana@club.sa', password);
    const task = (await app.anonymous.post('/api/tasks').set('Authorization', `Bearer ${token}`).send({ title: 'Order new nets' }).expect(201)).body;
    expect((await historyOf('tasks', task.id))[0]!.actorId).toBe(user.id);

    await app.http.delete(`/api/users/${user.id}`).expect(200);
    expect((await historyOf('tasks', task.id))[0]!.actorId).toBe(user.id);
    const byActor = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ actorId: user.id }) }).expect(200)).body as AuditRow[];
    expect(byActor.map((row) => row.recordId)).toContain(task.id);
  });

  it('masks secrets: a password shows as *** and no hash or password ever leaves in the log', async () => {
    const first = 'Corner-Flag-Blue-77';
    const second = 'Penalty-Spot-White-88';
    const user = (await app.http.post('/api/users').send({ firstName: 'Omar', lastName: 'Fahd', username: 'omar.fahd', email: 'omar@club.sa', password: first, roleId: 'cashier' }).expect(201)).body;
    let history = await historyOf('users', user.id);
    expect(history[0]!.changes.password).toEqual({ old: null, new: '***' });

    await app.http.put(`/api/users/${user.id}`).send({ password: second }).expect(200);
    history = await historyOf('users', user.id);
    expect(history.map((row) => row.action)).toEqual(['update', 'create']);
    expect(history[0]!.changes).toEqual({ password: { old: '***', new: '***' } });

    await app.http.delete(`/api/users/${user.id}`).expect(200);
    history = await historyOf('users', user.id);
    expect(history[0]!.changes.password).toEqual({ old: '***', new: null });

    const everything = await app.http.get('/api/auditLogs').query({ range: '[0,999]' }).expect(200);
    for (const text of [everything.text, JSON.stringify((await app.pool.query('SELECT "changes" FROM "audit_logs"')).rows)]) {
      expect(text).not.toMatch(/\$argon2/);
      expect(text).not.toContain(first);
      expect(text).not.toContain(second);
    }
  });

  it('writes nothing when the write fails: validation, a constraint, a missing reference, a stale version', async () => {
    const task = (await app.http.post('/api/tasks').send({ title: 'Mow the grass' }).expect(201)).body;
    const before = await auditCount();
    await app.http.post('/api/tasks').send({ title: '' }).expect(400);
    await app.http.put(`/api/tasks/${task.id}`).send({ status: 'finished' }).expect(400);
    await app.http.post('/api/tasks').send({ title: 'x', assigneeId: '00000000-0000-4000-8000-000000000000' }).expect(400);
    await app.http.post('/api/users').send({ ...TEST_ADMIN, email: 'other@club.sa' }).expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    await app.http.put(`/api/tasks/${task.id}`).send({ title: 'Mow it again', version: 99 }).expect(409);
    await app.http.delete('/api/tasks/00000000-0000-4000-8000-000000000000').expect(404);
    expect(await auditCount()).toBe(before);
  });

  it('rolls the write back when the audit row cannot be written (same transaction)', async () => {
    const tasks = async () => (await app.pool.query('SELECT count(*)::int AS "count" FROM "tasks"')).rows[0].count as number;
    const task = (await app.http.post('/api/tasks').send({ title: 'Fix the scoreboard' }).expect(201)).body;
    const [taskCount, auditRows] = [await tasks(), await auditCount()];
    await app.pool.query(`ALTER TABLE "audit_logs" ADD CONSTRAINT "test_refuse_tasks" CHECK ("resource" <> 'tasks') NOT VALID`);
    try {
      expect((await app.http.post('/api/tasks').send({ title: 'Never lands' })).status).toBeGreaterThanOrEqual(400);
      expect((await app.http.put(`/api/tasks/${task.id}`).send({ title: 'Never changes' })).status).toBeGreaterThanOrEqual(400);
      expect((await app.http.delete(`/api/tasks/${task.id}`)).status).toBeGreaterThanOrEqual(400);
    } finally {
      await app.pool.query(`ALTER TABLE "audit_logs" DROP CONSTRAINT "test_refuse_tasks"`);
    }
    expect(await tasks()).toBe(taskCount);
    expect(await auditCount()).toBe(auditRows);
    expect((await app.http.get(`/api/tasks/${task.id}`).expect(200)).body).toEqual(task);
  });

  it('is read-only for clients: POST, PUT and DELETE get 405 with Allow: GET, and write nothing', async () => {
    const [row] = (await app.http.get('/api/auditLogs').query({ range: '[0,0]' }).expect(200)).body as AuditRow[];
    const before = await auditCount();
    const calls = [
      app.http.post('/api/auditLogs').send({ action: 'create', resource: 'tasks', recordId: row!.recordId, changes: {} }),
      app.http.put(`/api/auditLogs/${row!.id}`).send({ summary: 'forged' }),
      app.http.delete(`/api/auditLogs/${row!.id}`),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(405);
      expect(response.headers.allow).toMatch(/\bGET\b/);
      expect(response.body).toEqual({ message: expect.stringMatching(/read-only/), errors: {} });
    }
    expect(await auditCount()).toBe(before);
    expect((await app.http.get(`/api/auditLogs/${row!.id}`).expect(200)).body).toEqual(row);
  });

  it('needs a token to read', async () => {
    const response = await app.anonymous.get('/api/auditLogs').expect(401);
    expect(response.body).toEqual({ message: expect.any(String), errors: {} });
    await app.anonymous.get(`/api/auditLogs?filter=${encodeURIComponent('{"resource":"tasks"}')}`).expect(401);
  });

  it('serves the global log newest first, filtered by resource, action and time', async () => {
    const task = (await app.http.post('/api/tasks').send({ title: 'Check the floodlights' }).expect(201)).body;
    const log = (await app.http.get('/api/auditLogs').expect(200)).body as AuditRow[];
    expect(log[0]).toMatchObject({ resource: 'tasks', recordId: task.id, action: 'create' });
    const times = log.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const newest = log[0]!;
    const filtered = await app.http
      .get('/api/auditLogs')
      .query({ filter: JSON.stringify({ resource: 'tasks', action: 'create', createdAt_gte: newest.createdAt, createdAt_lte: newest.createdAt }) })
      .expect(200);
    expect(filtered.body.map((row: AuditRow) => row.id)).toContain(newest.id);
    const later = await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ createdAt_gte: new Date(Date.now() + 3_600_000).toISOString() }) }).expect(200);
    expect(later.body).toEqual([]);
    await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ version: 1 }) }).expect(400);
  });

  it('documents only reading in OpenAPI', async () => {
    const document = (await app.http.get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(document.paths['/api/auditLogs'])).toEqual(['get']);
    expect(Object.keys(document.paths['/api/auditLogs/{id}'])).toEqual(['get']);
    expect(document.components.schemas.AuditLogsCreate).toBeUndefined();
  });
});
