import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { anonymous, bearer, createUser, session } from '../auth-helpers';
import { days, makePlayer } from './fixtures';

// Issue 14, the clinic: medical records are confidential (the clinic's page permission; every
// read, one record or a page, leaves an audit entry); a treatment plan keeps its player injured
// while it is active; checkups and nutrition plans hold their own rules.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const readsOf = async (recordId: string) =>
  (await app.pool.query(`SELECT "actor_id" AS "actorId", "summary" FROM "audit_logs" WHERE "action" = 'read' AND "record_id" = $1 ORDER BY "created_at"`, [recordId])).rows;

describe('medical records', () => {
  it('are refused without the clinic permission, and every read by those who hold it is in the audit trail', async () => {
    const player = await makePlayer(app);
    const record = (await app.http.post('/api/medicalRecords').send({ playerId: player.id, recordType: 'injury', title: 'Hamstring strain', bodyPart: 'thigh', severity: 'moderate', occurredOn: days(-3) }).expect(201)).body;
    // A manager runs the academy but holds no clinic permission: refused, and nothing was read.
    const manager = await session(app, await createUser(app, { role: 'manager' }));
    await anonymous(app).get('/api/medicalRecords').set(bearer(manager.accessToken)).expect(403);
    await anonymous(app).get(`/api/medicalRecords/${record.id}`).set(bearer(manager.accessToken)).expect(403);
    expect(await readsOf(record.id)).toEqual([]);

    // An administrator (the clinic) reads it: one entry for the record, one for each listed.
    const doctor = await createUser(app, { role: 'admin' });
    const clinic = await session(app, doctor);
    await anonymous(app).get(`/api/medicalRecords/${record.id}`).set(bearer(clinic.accessToken)).expect(200);
    expect(await readsOf(record.id)).toEqual([{ actorId: doctor.id, summary: 'Hamstring strain' }]);
    const listed = await anonymous(app).get('/api/medicalRecords').set(bearer(clinic.accessToken)).query({ filter: JSON.stringify({ playerId: player.id }) }).expect(200);
    expect(listed.body).toHaveLength(1);
    expect(await readsOf(record.id)).toHaveLength(2);
    // The entry is in the trail as a read, for those who may see the trail.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'medicalRecords', recordId: record.id, action: 'read' }) }).expect(200)).body;
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({ action: 'read', actorId: doctor.id, changes: {} });
  });

  it('are dated in the past, with the return and the recovery after', async () => {
    const player = await makePlayer(app);
    const base = { playerId: player.id, recordType: 'injury', title: 'Knock', severity: 'minor' };
    expect((await app.http.post('/api/medicalRecords').send({ ...base, occurredOn: days(2) }).expect(400)).body.errors.occurredOn).toMatch(/today or earlier/);
    expect((await app.http.post('/api/medicalRecords').send({ ...base, occurredOn: days(-5), expectedReturnDate: days(-6) }).expect(400)).body.errors.expectedReturnDate).toMatch(/after/);
    const resolved = (await app.http.post('/api/medicalRecords').send({ ...base, occurredOn: days(-5), status: 'resolved' }).expect(201)).body;
    expect(resolved.resolvedOn).toBe(days(0));
  });
});

describe('a treatment plan', () => {
  it('keeps its player injured while it is active, and lets them go when the last one ends', async () => {
    const player = await makePlayer(app);
    const record = (await app.http.post('/api/medicalRecords').send({ playerId: player.id, recordType: 'injury', title: 'ACL', severity: 'severe', occurredOn: days(-10) }).expect(201)).body;
    const other = await makePlayer(app);
    const plan = { playerId: player.id, title: 'Knee rehab', startDate: days(-9), expectedReturnDate: days(60) };
    expect((await app.http.post('/api/treatmentPlans').send({ ...plan, expectedReturnDate: days(-10) }).expect(400)).body.errors.expectedReturnDate).toBeDefined();
    expect((await app.http.post('/api/treatmentPlans').send({ ...plan, playerId: other.id, medicalRecordId: record.id }).expect(400)).body.errors.medicalRecordId).toMatch(/another player/);
    const first = (await app.http.post('/api/treatmentPlans').send({ ...plan, medicalRecordId: record.id }).expect(201)).body;
    const second = (await app.http.post('/api/treatmentPlans').send({ ...plan, title: 'Strength' }).expect(201)).body;
    expect((await app.http.get(`/api/players/${player.id}`).expect(200)).body.status).toBe('injured');
    // Injured while under treatment: the office cannot mark them fit.
    const current = (await app.http.get(`/api/players/${player.id}`).expect(200)).body;
    expect((await app.http.put(`/api/players/${player.id}`).send({ status: 'active', version: current.version }).expect(409)).body.errors.status).toMatch(/treatment plan/);
    const done = (await app.http.put(`/api/treatmentPlans/${first.id}`).send({ status: 'completed', version: first.version }).expect(200)).body;
    expect(done.completedOn).toBe(days(0));
    expect((await app.http.get(`/api/players/${player.id}`).expect(200)).body.status).toBe('injured');
    await app.http.put(`/api/treatmentPlans/${second.id}`).send({ status: 'cancelled', version: second.version }).expect(200);
    expect((await app.http.get(`/api/players/${player.id}`).expect(200)).body.status).toBe('active');
    // Completed is final.
    const after = (await app.http.get(`/api/treatmentPlans/${first.id}`).expect(200)).body;
    expect((await app.http.put(`/api/treatmentPlans/${first.id}`).send({ status: 'active', version: after.version }).expect(409)).body.errors.status).toBeDefined();
  });
});

describe('checkups and nutrition plans', () => {
  it('hold a fit verdict until a later day, name restrictions, and keep no validity for an unfit one', async () => {
    const player = await makePlayer(app);
    const base = { playerId: player.id, checkupDate: days(-1), type: 'periodic', doctorName: 'Dr. Mona' };
    expect((await app.http.post('/api/medicalCheckups').send({ ...base, result: 'fit' }).expect(400)).body.errors.validUntil).toBeDefined();
    expect((await app.http.post('/api/medicalCheckups').send({ ...base, result: 'fit', validUntil: days(-2) }).expect(400)).body.errors.validUntil).toBeDefined();
    expect((await app.http.post('/api/medicalCheckups').send({ ...base, result: 'fitWithRestrictions', validUntil: days(30) }).expect(400)).body.errors.restrictions).toBeDefined();
    expect((await app.http.post('/api/medicalCheckups').send({ ...base, checkupDate: days(1), result: 'unfit' }).expect(400)).body.errors.checkupDate).toBeDefined();
    expect((await app.http.post('/api/medicalCheckups').send({ ...base, result: 'unfit', validUntil: days(30) }).expect(201)).body.validUntil).toBeNull();
  });

  it('add up the macros to the calories and give a player one active plan, even when two are sent at once', async () => {
    const player = await makePlayer(app);
    const plan = { playerId: player.id, goal: 'performance', startDate: days(0), dailyCalories: 2800, proteinGrams: 150, carbsGrams: 350, fatGrams: 80 };
    expect((await app.http.post('/api/nutritionPlans').send({ ...plan, dailyCalories: 3500 }).expect(400)).body.errors.dailyCalories).toMatch(/2720 kcal/);
    const both = await Promise.all([app.http.post('/api/nutritionPlans').send(plan), app.http.post('/api/nutritionPlans').send(plan)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    await app.http.post('/api/nutritionPlans').send({ ...plan, status: 'ended', endDate: days(-1) }).expect(400);
    await app.http.post('/api/nutritionPlans').send({ ...plan, status: 'ended', endDate: days(10) }).expect(201);
  });
});
