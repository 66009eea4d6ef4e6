import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person, routeFor } from './hr-fixtures';
import { setLeaveBalance } from './leave-fixtures';

// Issue 12: contracts and their renewals, the training catalogue's seats, returns from leave,
// re-employment, an employee's own settings, and feedback that stays anonymous.
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

describe('contracts', () => {
  it('keeps one contract in force, and a renewal after the contract it renews', async () => {
    const employee = await newEmployee(app, positionId);
    const contract = (values: Record<string, unknown>) => app.http.post('/api/employeeContracts').send({ employeeId: employee.id, contractType: 'fixedTerm', basicSalary: 8000, ...values });
    expect((await contract({ startDate: '2025-01-01' }).expect(400)).body.errors.endDate).toBeTruthy();
    const first = (await contract({ startDate: '2025-01-01', endDate: '2026-12-31' }).expect(201)).body;
    expect((await contract({ startDate: '2026-06-01', endDate: '2027-12-31' }).expect(409)).body.errors.startDate).toContain(first.number);
    await contract({ startDate: '2026-12-01', endDate: '2028-12-31', renewalOfId: first.id }).expect(400);
    const renewal = (await contract({ startDate: '2027-01-01', endDate: '2028-12-31', renewalOfId: first.id }).expect(201)).body;
    expect(renewal.number).toMatch(/^CON-\d{4}-\d{4}$/);
    expect((await app.http.get(`/api/employeeContracts/${first.id}`).expect(200)).body.status).toBe('renewed');
  });

  it('counts a contract without an end as in force from its start on, and an end day as a day in force', async () => {
    const employee = await newEmployee(app, positionId);
    const contract = (values: Record<string, unknown>) => app.http.post('/api/employeeContracts').send({ employeeId: employee.id, basicSalary: 8000, ...values });
    const fixed = (await contract({ contractType: 'fixedTerm', startDate: '2025-01-01', endDate: '2025-12-31' }).expect(201)).body;
    // Starting on the day the first one ends: both in force that day.
    expect((await contract({ contractType: 'unlimited', startDate: '2025-12-31' }).expect(409)).body.errors.startDate).toContain(fixed.number);
    const open = (await contract({ contractType: 'unlimited', startDate: '2026-01-01' }).expect(201)).body;
    // Years later, the contract without an end is still in force.
    expect((await contract({ contractType: 'fixedTerm', startDate: '2031-01-01', endDate: '2031-06-30' }).expect(409)).body.errors.startDate).toContain(open.number);
    // Ended, it holds nothing.
    await app.http.put(`/api/employeeContracts/${open.id}`).send({ version: open.version, status: 'ended' }).expect(200);
    await contract({ contractType: 'fixedTerm', startDate: '2031-01-01', endDate: '2031-06-30' }).expect(201);
  });
});

describe('training', () => {
  it('never enrols more than the seats, nor anyone twice, and counts who is enrolled', async () => {
    const [first, second] = [await newEmployee(app, positionId), await newEmployee(app, positionId)];
    const course = { title: 'First aid', category: 'medical', startDate: '2026-12-01', endDate: '2026-12-01', hours: 8, seats: 1 };
    const full = await app.http.post('/api/trainingCourses').send({ ...course, enrolments: [{ employeeId: first.id }, { employeeId: second.id }] }).expect(400);
    expect(full.body.errors.enrolments).toMatch(/1/);
    await app.http.post('/api/trainingCourses').send({ ...course, seats: 5, enrolments: [{ employeeId: first.id }, { employeeId: first.id }] }).expect(400);
    const saved = (await app.http.post('/api/trainingCourses').send({ ...course, enrolments: [{ employeeId: first.id }, { employeeId: second.id, status: 'withdrawn' }] }).expect(201)).body;
    expect(saved.enrolled).toBe(1);
    await app.http.post('/api/trainingCourses').send({ ...course, endDate: '2026-11-30' }).expect(400);
  });
});

describe('returns and re-employment', () => {
  it('counts the days late back from an approved leave', async () => {
    const approver = await person(app, 'admin');
    await routeFor(app, 'annualLeave', [{ label: 'HR', approverUserId: approver.id }]);
    const employee = await newEmployee(app, positionId);
    await setLeaveBalance(app, employee.id, 10);
    const leave = (await app.http.post('/api/employeeRequests').send({ employeeId: employee.id, type: 'annualLeave', startDate: '2026-10-04', endDate: '2026-10-08' }).expect(201)).body;
    const back = (date: string) => app.http.post('/api/workCommencements').send({ employeeId: employee.id, kind: 'returnFromLeave', leaveRequestId: leave.id, commencementDate: date });
    await back('2026-10-09').expect(400);
    await approver.as.post(`/api/employeeRequests/${leave.id}/approve`).send({}).expect(200);
    expect((await back('2026-10-09').expect(201)).body.daysLate).toBe(0);
    expect((await back('2026-10-12').expect(201)).body.daysLate).toBe(3);
    await app.http.post('/api/workCommencements').send({ employeeId: employee.id, kind: 'returnFromLeave', commencementDate: '2026-10-09' }).expect(400);
  });

  it('brings back only a former employee, in the new position', async () => {
    const employee = await newEmployee(app, positionId);
    const { departmentId, positionId: newPositionId } = await newPosition(app);
    const proposal = (await app.http.post('/api/reemployments').send({ employeeId: employee.id, positionId: newPositionId, startDate: '2027-01-01', reason: 'Back from abroad' }).expect(201)).body;
    expect((await app.http.put(`/api/reemployments/${proposal.id}`).send({ status: 'approved' }).expect(400)).body.errors.employeeId).toBeTruthy();
    await app.pool.query(`UPDATE "employees" SET "status" = 'terminated' WHERE "id" = $1`, [employee.id]);
    await app.http.put(`/api/reemployments/${proposal.id}`).send({ status: 'approved' }).expect(200);
    expect((await app.http.get(`/api/employees/${employee.id}`).expect(200)).body).toMatchObject({ status: 'active', positionId: newPositionId, departmentId, hireDate: '2027-01-01' });
    await app.http.put(`/api/reemployments/${proposal.id}`).send({ status: 'declined' }).expect(400);
  });
});

describe("an employee's own settings", () => {
  it('change the grace before lateness, exempt from attendance, and refuse overtime', async () => {
    const schedule = (await app.http.post('/api/workSchedules').send({ name: 'Office', nameAr: 'مكتب', workDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], startTime: '08:00', endTime: '16:00', graceMinutes: 15 }).expect(201)).body;
    const [relaxed, exempt] = [await newEmployee(app, positionId, { workScheduleId: schedule.id }), await newEmployee(app, positionId, { workScheduleId: schedule.id })];
    await app.http.post('/api/employeeSettings').send({ employeeId: relaxed.id, graceMinutes: 30, overtimeAllowed: false }).expect(201);
    await app.http.post('/api/employeeSettings').send({ employeeId: exempt.id, attendanceExempt: true }).expect(201);
    expect((await app.http.post('/api/employeeSettings').send({ employeeId: exempt.id }).expect(400)).body.errors.employeeId).toBeTruthy();
    const day = (employeeId: string) => app.http.post('/api/attendanceRecords').send({ employeeId, date: '2026-11-23', checkIn: '08:25', checkOut: '16:00' }).expect(201);
    expect((await day(relaxed.id)).body).toMatchObject({ status: 'present', lateMinutes: 0 });
    expect((await day(exempt.id)).body).toMatchObject({ status: 'present', lateMinutes: 0 });
    expect((await app.http.post('/api/overtimeRequests').send({ employeeId: relaxed.id, date: '2026-11-23', hours: 2, reason: 'Match' }).expect(400)).body.errors.employeeId).toBeTruthy();
  });
});

describe('feedback to HR', () => {
  it('names its author for HR unless anonymous, and shows each writer only their own', async () => {
    const [writer, other, hr] = [await person(app, 'member'), await person(app, 'member'), await person(app, 'manager')];
    const signed = (await writer.as.post('/api/hrFeedback').send({ kind: 'suggestion', subject: 'Ramadan hours', details: 'Start at 10.' }).expect(201)).body;
    const hidden = (await writer.as.post('/api/hrFeedback').send({ kind: 'grievance', subject: 'Overtime', details: 'Unpaid.', anonymous: true }).expect(201)).body;
    expect((await writer.as.get('/api/hrFeedback').expect(200)).body.map((entry: { id: string }) => entry.id).sort()).toEqual([signed.id, hidden.id].sort());
    expect((await other.as.get('/api/hrFeedback').expect(200)).body).toEqual([]);
    // HR (the hrCases grant is the manager's here) reads every entry, the author of the signed one only.
    const seen = (await app.http.get('/api/hrFeedback').query({ filter: JSON.stringify({ id: [signed.id, hidden.id] }) }).expect(200)).body;
    expect(seen.find((entry: { id: string }) => entry.id === signed.id).authorName).toMatch(/Test/);
    expect(seen.find((entry: { id: string }) => entry.id === hidden.id).authorName).toBeNull();
    const byHr = (await hr.as.get(`/api/hrFeedback/${hidden.id}`).expect(200)).body;
    expect(byHr).not.toHaveProperty('submittedById');
  });
});

describe('work schedules', () => {
  it('keep exactly one default: choosing another releases the previous one, in the trail as its effect', async () => {
    const defaults = async () => (await app.pool.query<{ id: string }>('SELECT "id" FROM "work_schedules" WHERE "is_default" ORDER BY "id"')).rows.map((row) => row.id);
    const previous = await defaults();
    const make = (name: string, isDefault?: boolean) =>
      app.http.post('/api/workSchedules').send({ name, nameAr: name, workDays: ['sunday'], startTime: '08:00', endTime: '16:00', isDefault }).expect(201);
    const morning = (await make('Morning', true)).body;
    expect(await defaults()).toEqual([morning.id]);
    const evening = (await make('Evening', true)).body;
    expect(evening.isDefault).toBe(true);
    expect(await defaults()).toEqual([evening.id]);
    const released = (await app.http.get(`/api/workSchedules/${morning.id}`).expect(200)).body;
    expect(released).toMatchObject({ isDefault: false, version: morning.version + 1 });
    const [entry] = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'workSchedules', recordId: morning.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(entry).toMatchObject({ action: 'update', causeResource: 'workSchedules', causeAction: 'create', changes: { isDefault: { old: true, new: false } } });
    // One more, not the default: the default stays where it is.
    expect((await make('Night')).body.isDefault).toBe(false);
    expect(await defaults()).toEqual([evening.id]);
    // The schedule that was the default before this test is again.
    for (const id of previous) {
      const schedule = (await app.http.get(`/api/workSchedules/${id}`).expect(200)).body;
      await app.http.put(`/api/workSchedules/${id}`).send({ isDefault: true, version: schedule.version }).expect(200);
    }
  });
});
