import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person, routeFor } from './hr-fixtures';
import { setLeaveBalance } from './leave-fixtures';

// Issue 12: a leave request walks its type's approval route step by step; each step is decided by
// its approver alone, with who and when kept; the balance changes only at the last approval; a
// rejection stops it; nothing is decided twice, even at the same moment.
let app: TestApp;
let positionId: string;
let managerRoleId: string;
let manager: Awaited<ReturnType<typeof person>>;
let otherManager: Awaited<ReturnType<typeof person>>;
let hrOfficer: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
  [manager, otherManager, hrOfficer] = await Promise.all([person(app, 'manager'), person(app, 'manager'), person(app, 'admin')]);
  managerRoleId = (await app.http.get('/api/roles').expect(200)).body.find((role: { key: string }) => role.key === 'manager').id;
  await routeFor(app, 'annualLeave', [{ label: 'Direct manager', approverRoleId: managerRoleId }, { label: 'HR', approverUserId: hrOfficer.id }]);
});
afterAll(() => app?.stop());

/** A member with an employee record of their own, and a client signed in as them. */
const staffMember = async () => {
  const member = await person(app, 'member');
  const employee = await newEmployee(app, positionId, { userId: member.id });
  // 21 days of annual leave, brought by HR (what accrues is leaveEntitlements' test).
  await setLeaveBalance(app, employee.id, 21);
  return { member, employee };
};

const leave = (employeeId: string, startDate: string, endDate: string) => ({ employeeId, type: 'annualLeave', startDate, endDate, reason: 'Family visit' });
const balanceOf = async (employeeId: string) => Number((await app.http.get(`/api/employees/${employeeId}`).expect(200)).body.annualLeaveBalance);

describe('approvals', () => {
  it('walks a two-step route, and takes the days from the balance only at the end', async () => {
    const { member, employee } = await staffMember();
    expect(await balanceOf(employee.id)).toBe(21);
    const request = (await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-02-07', '2027-02-09')).expect(201)).body;
    expect(request).toMatchObject({ status: 'pending', currentStep: 1, days: 3, awaitingRoleId: managerRoleId, awaitingUserId: null, requesterId: member.id });
    expect(request.number).toMatch(/^HR-\d{4}-\d{4}$/);

    // Nobody decides their own request, nor a step that is not theirs.
    expect((await member.as.post(`/api/employeeRequests/${request.id}/approve`).send({}).expect(403)).body.message).toBeTruthy();
    await hrOfficer.as.post(`/api/employeeRequests/${request.id}/approve`).send({}).expect(403);

    const first = (await manager.as.post(`/api/employeeRequests/${request.id}/approve`).send({ comment: 'Cover arranged' }).expect(200)).body;
    expect(first).toMatchObject({ status: 'pending', currentStep: 2, awaitingRoleId: null, awaitingUserId: hrOfficer.id });
    expect(await balanceOf(employee.id)).toBe(21);

    const before = Date.now();
    const last = (await hrOfficer.as.post(`/api/employeeRequests/${request.id}/approve`).send({}).expect(200)).body;
    expect(last).toMatchObject({ status: 'approved', awaitingRoleId: null, awaitingUserId: null });
    expect(Date.parse(last.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await balanceOf(employee.id)).toBe(18);

    // The requester sees where it stands: every decision, by whom, when, with what was said.
    const seen = (await member.as.get(`/api/employeeRequests/${request.id}`).expect(200)).body;
    expect(seen.approvalTrail.decisions).toEqual([
      { step: 1, decision: 'approved', byId: manager.id, byName: expect.stringMatching(/^Test User/), at: expect.any(String), comment: 'Cover arranged' },
      { step: 2, decision: 'approved', byId: hrOfficer.id, byName: expect.stringMatching(/^Test User/), at: expect.any(String), comment: null },
    ]);
    // Decided is final: no second approval, no edit.
    await hrOfficer.as.post(`/api/employeeRequests/${request.id}/approve`).send({}).expect(409);
    await app.http.put(`/api/employeeRequests/${request.id}`).send({ endDate: '2027-02-12' }).expect(409);
    expect(await balanceOf(employee.id)).toBe(18);
  });

  it('stops at a rejected step, which needs its reason', async () => {
    const { member, employee } = await staffMember();
    const request = (await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-03-07', '2027-03-11')).expect(201)).body;
    const unexplained = await manager.as.post(`/api/employeeRequests/${request.id}/reject`).set('Accept-Language', 'ar').send({}).expect(400);
    expect(unexplained.body.errors.comment).toMatch(/[\u0600-\u06FF]/);
    const rejected = (await manager.as.post(`/api/employeeRequests/${request.id}/reject`).send({ comment: 'Season opening week' }).expect(200)).body;
    expect(rejected).toMatchObject({ status: 'rejected', currentStep: 1, awaitingRoleId: null });
    await hrOfficer.as.post(`/api/employeeRequests/${request.id}/approve`).send({}).expect(409);
    expect(await balanceOf(employee.id)).toBe(21);
  });

  it('decides a step once when two approvers press at the same moment', async () => {
    const { member, employee } = await staffMember();
    const request = (await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-04-04', '2027-04-04')).expect(201)).body;
    const answers = await Promise.all([manager, otherManager, manager, otherManager].map((who) => who.as.post(`/api/employeeRequests/${request.id}/approve`).send({})));
    // One decides; the others find the request changed (409) or already at a step not theirs (403).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 403, 409].includes(answer.status))).toBe(true);
    const stored = (await app.http.get(`/api/employeeRequests/${request.id}`).expect(200)).body;
    expect(stored.approvalTrail.decisions).toHaveLength(1);
    expect(stored.currentStep).toBe(2);
  });

  it('refuses leave beyond the balance or on days already taken, and requests for someone else', async () => {
    const { member, employee } = await staffMember();
    const beyond = await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-05-01', '2027-06-30')).expect(400);
    expect(beyond.body.errors.endDate).toMatch(/21/);
    await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-05-02', '2027-05-04')).expect(201);
    const overlapping = await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-05-04', '2027-05-05')).expect(409);
    expect(overlapping.body.errors.startDate).toMatch(/HR-\d{4}-\d{4}/);
    await member.as.post('/api/employeeRequests').send(leave(employee.id, '2027-05-09', '2027-05-07')).expect(400);
    const { employee: colleague } = await staffMember();
    expect((await member.as.post('/api/employeeRequests').send(leave(colleague.id, '2027-06-01', '2027-06-02')).expect(400)).body.errors.employeeId).toBeTruthy();
    // A request shows only to its own people (and those with the grant).
    const { member: stranger } = await staffMember();
    expect((await stranger.as.get('/api/employeeRequests').expect(200)).body).toEqual([]);
  });

  it('lets the requester cancel while it waits, and nobody else', async () => {
    const { member, employee } = await staffMember();
    const request = (await member.as.post('/api/employeeRequests').send({ employeeId: employee.id, type: 'salaryLetter', reason: 'Bank loan' }).expect(201)).body;
    // No route for salary letters in this database: an administrator decides.
    expect(request.approvalTrail.steps).toHaveLength(1);
    await manager.as.post(`/api/employeeRequests/${request.id}/cancel`).send({}).expect(403);
    expect((await member.as.post(`/api/employeeRequests/${request.id}/cancel`).send({}).expect(200)).body.status).toBe('cancelled');
  });

  it('keeps one active route per request type, each step with one approver', async () => {
    const duplicate = await app.http.post('/api/approvalRoutes').send({ name: 'Second', nameAr: 'ثان', requestType: 'annualLeave', steps: [{ label: 'HR', approverUserId: hrOfficer.id }] }).expect(409);
    expect(duplicate.body.errors.requestType).toBeTruthy();
    const both = await app.http.post('/api/approvalRoutes').send({ name: 'Both', nameAr: 'كلاهما', requestType: 'overtime', steps: [{ label: 'X', approverUserId: hrOfficer.id, approverRoleId: managerRoleId }] }).expect(400);
    expect(both.body.errors['steps.0.approverRoleId']).toBeTruthy();
    await app.http.post('/api/approvalRoutes').send({ name: 'None', nameAr: 'لا شيء', requestType: 'overtime', steps: [] }).expect(400);
  });
});
