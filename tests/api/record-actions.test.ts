import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// A resource's own routes (api/src/overrides/plannedVisits.ts): the gate checks a visitor in and
// out with POST /api/plannedVisits/{id}/check-in|check-out, under the page's `edit` permission;
// the status moves only forward, the server records who and when, and a second check-in of the
// same visit (even at the same moment) is refused, never written twice.
let app: TestApp;
let managerToken: string;
let memberToken: string;
let managerId: string;
beforeAll(async () => {
  app = await startTestApp();
  const [manager, member] = await Promise.all([createUser(app, { role: 'manager' }), createUser(app, { role: 'member' })]);
  managerId = manager.id;
  [managerToken, memberToken] = await Promise.all([issueAccessToken(app, manager.id), issueAccessToken(app, member.id)]);
});
afterAll(() => app?.stop());

const as = (token: string) => supertest.agent(app.url).set(bearer(token));
const newVisit = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/plannedVisits').send({ visitorName: 'Saleh Al-Hazmi', purpose: 'meeting', visitDate: '2026-12-01T09:00:00.000Z', ...values }).expect(201)).body;

describe('record actions', () => {
  it('check a visitor in and out, recording who and when', async () => {
    const visit = await newVisit();
    expect(visit).toMatchObject({ status: 'expected', checkedInAt: null, checkedInById: null, checkedOutAt: null });
    const before = Date.now();
    const checkedIn = (await as(managerToken).post(`/api/plannedVisits/${visit.id}/check-in`).expect(200)).body;
    expect(checkedIn).toMatchObject({ status: 'checkedIn', checkedInById: managerId, version: visit.version + 1 });
    expect(Date.parse(checkedIn.checkedInAt)).toBeGreaterThanOrEqual(before - 1000);
    const checkedOut = (await as(managerToken).post(`/api/plannedVisits/${visit.id}/check-out`).expect(200)).body;
    expect(checkedOut).toMatchObject({ status: 'checkedOut', checkedInAt: checkedIn.checkedInAt });
    expect(Date.parse(checkedOut.checkedOutAt)).toBeGreaterThanOrEqual(Date.parse(checkedIn.checkedInAt));
    // The audit trail says who did it, like any edit.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'plannedVisits', recordId: visit.id }) }).expect(200)).body;
    expect(trail.filter((entry: { actorId: string }) => entry.actorId === managerId)).toHaveLength(2);
  });

  it('refuses an action the visit is past, in the request language', async () => {
    const visit = await newVisit();
    const early = await as(managerToken).post(`/api/plannedVisits/${visit.id}/check-out`).set('Accept-Language', 'ar').expect(409);
    expect(early.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(early.body.errors.status).toBeTruthy();
    expect((await app.http.get(`/api/plannedVisits/${visit.id}`).expect(200)).body.status).toBe('expected');
  });

  it('checks a visitor in once, however many ask at the same moment', async () => {
    const visit = await newVisit();
    const answers = await Promise.all(Array.from({ length: 8 }, () => as(managerToken).post(`/api/plannedVisits/${visit.id}/check-in`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect((await app.http.get(`/api/plannedVisits/${visit.id}`).expect(200)).body.version).toBe(visit.version + 1);
  });

  it('holds the same transitions on a plain edit, and never takes the times from the client', async () => {
    const visit = await newVisit();
    const skipped = await app.http.put(`/api/plannedVisits/${visit.id}`).send({ status: 'checkedOut' }).expect(400);
    expect(skipped.body.errors.status).toMatch(/expected/);
    const cancelled = (await app.http.put(`/api/plannedVisits/${visit.id}`).send({ status: 'cancelled' }).expect(200)).body;
    expect(cancelled.status).toBe('cancelled');
    await app.http.put(`/api/plannedVisits/${visit.id}`).send({ status: 'checkedIn' }).expect(400);
    // Read-only fields are ignored in a body (react-admin sends the whole record back).
    await app.http.put(`/api/plannedVisits/${visit.id}`).send({ checkedInAt: '2020-01-01T00:00:00.000Z', checkedInById: managerId }).expect(200);
    expect((await app.http.get(`/api/plannedVisits/${visit.id}`).expect(200)).body).toMatchObject({ checkedInAt: null, checkedInById: null });
  });

  it('needs the page permission the action declares', async () => {
    const visit = await newVisit();
    // A member may read visits but not edit them.
    await as(memberToken).get(`/api/plannedVisits/${visit.id}`).expect(200);
    await as(memberToken).post(`/api/plannedVisits/${visit.id}/check-in`).expect(403);
    await supertest(app.url).post(`/api/plannedVisits/${visit.id}/check-in`).expect(401);
    expect((await app.http.get(`/api/plannedVisits/${visit.id}`).expect(200)).body.status).toBe('expected');
  });

  it('are in the OpenAPI document with the permission they need', async () => {
    const document = (await app.http.get('/api/openapi.json').expect(200)).body;
    expect(document.paths['/api/plannedVisits/{id}/check-in'].post.summary).toMatch(/'edit' permission/);
    expect(document.paths['/api/plannedVisits/{id}/check-out']).toBeDefined();
  });

  it('answers 404 for an action, a record or a resource that does not exist', async () => {
    const visit = await newVisit();
    await app.http.post(`/api/plannedVisits/${visit.id}/approve`).expect(404);
    await app.http.post('/api/plannedVisits/00000000-0000-4000-8000-000000000000/check-in').expect(404);
    await app.http.post('/api/plannedVisits/not-an-id/check-in').expect(404);
    await app.http.post(`/api/tasks/${visit.id}/check-in`).expect(404);
    await app.http.post(`/api/nothing/${visit.id}/check-in`).expect(404);
  });
});
