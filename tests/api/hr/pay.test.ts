import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person, routeFor } from './hr-fixtures';

// Issue 12: short leave and overtime walk their routes with the hours and pay derived by the
// server; penalties count their occurrence and never deduct more than five days' wage a month;
// the month's payroll notification adds and deducts the month's records.
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

describe('short leave and overtime', () => {
  it('derives the hours of a permission, four at most, and routes it', async () => {
    const approver = await person(app, 'admin');
    await routeFor(app, 'permission', [{ label: 'Manager', approverUserId: approver.id }]);
    const employee = await newEmployee(app, positionId);
    const permission = (await app.http.post('/api/permissionRequests').send({ employeeId: employee.id, date: '2026-12-01', fromTime: '10:00', toTime: '12:30', reason: 'medical' }).expect(201)).body;
    expect(permission).toMatchObject({ hours: 2.5, status: 'pending', awaitingUserId: approver.id });
    expect((await approver.as.post(`/api/permissionRequests/${permission.id}/approve`).send({}).expect(200)).body.status).toBe('approved');
    await app.http.post('/api/permissionRequests').send({ employeeId: employee.id, date: '2026-12-02', fromTime: '08:00', toTime: '12:30', reason: 'personal' }).expect(400);
    await app.http.post('/api/permissionRequests').send({ employeeId: employee.id, date: '2026-12-02', fromTime: '12:00', toTime: '11:00', reason: 'personal' }).expect(400);
  });

  it('pays overtime at the hourly wage and half again, read only with the salaries grant', async () => {
    // 9,000 basic: 9,000 ÷ 30 ÷ 8 = 37.50 an hour, × 1.5 = 56.25; three hours: 168.75.
    const employee = await newEmployee(app, positionId, { basicSalary: 9000 });
    const overtime = (await app.http.post('/api/overtimeRequests').send({ employeeId: employee.id, date: '2026-11-28', hours: 3, reason: 'Match day' }).expect(201)).body;
    expect(overtime.amount).toBe(168.75);
    const clerk = await person(app, 'manager');
    expect((await clerk.as.get(`/api/overtimeRequests/${overtime.id}`).expect(200)).body).not.toHaveProperty('amount');
  });
});

describe('penalties', () => {
  it('counts the occurrence of a violation over 180 days', async () => {
    const employee = await newEmployee(app, positionId);
    const penalty = (date: string) => app.http.post('/api/penalties').send({ employeeId: employee.id, violation: 'lateness', date, action: 'verbalWarning' }).expect(201);
    expect((await penalty('2026-01-10')).body.occurrence).toBe(1);
    expect((await penalty('2026-05-01')).body.occurrence).toBe(2);
    // Before 1 September, only 1 May is within 180 days; none of them before 1 June 2027.
    expect((await penalty('2026-09-01')).body.occurrence).toBe(2);
    expect((await penalty('2027-06-01')).body.occurrence).toBe(1);
  });

  it('deducts days of the actual wage, five at most in one month, even asked at once', async () => {
    // 6,000 a month with allowances: 200 a day.
    const employee = await newEmployee(app, positionId, { basicSalary: 5000, housingAllowance: 1000 });
    const deduct = (days: number, date = '2026-10-05') => app.http.post('/api/penalties').send({ employeeId: employee.id, violation: 'absence', date, action: 'deduction', deductionDays: days });
    expect((await deduct(2).expect(201)).body.deductionAmount).toBe(400);
    await deduct(0).expect(400);
    const both = await Promise.all([deduct(2), deduct(2)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await deduct(1.5).expect(409)).body.errors.deductionDays).toMatch(/1/);
    await deduct(3, '2026-11-05').expect(201);
  });
});

describe('payroll notifications', () => {
  it("adds the month's rewards and deducts its penalties, unpaid leave and GOSI", async () => {
    const approver = await person(app, 'admin');
    await routeFor(app, 'unpaidLeave', [{ label: 'HR', approverUserId: approver.id }]);
    // A Saudi on 9,000 basic, 2,250 housing, 750 transport: 12,000 a month, 400 a day.
    const employee = await newEmployee(app, positionId, { basicSalary: 9000, housingAllowance: 2250, transportAllowance: 750 });
    await app.http.post('/api/rewards').send({ employeeId: employee.id, type: 'bonus', date: '2026-10-12', amount: 1000, reason: 'Cup final' }).expect(201);
    await app.http.post('/api/rewards').send({ employeeId: employee.id, type: 'bonus', date: '2026-09-30', amount: 5000, reason: 'Another month' }).expect(201);
    await app.http.post('/api/penalties').send({ employeeId: employee.id, violation: 'absence', date: '2026-10-20', action: 'deduction', deductionDays: 1 }).expect(201);
    // Unpaid leave from 30 September to 2 October: two of its days fall in October.
    const leave = (await app.http.post('/api/employeeRequests').send({ employeeId: employee.id, type: 'unpaidLeave', startDate: '2026-09-30', endDate: '2026-10-02' }).expect(201)).body;
    await approver.as.post(`/api/employeeRequests/${leave.id}/approve`).send({}).expect(200);

    const notice = (await app.http.post('/api/payrollNotifications').send({ employeeId: employee.id, month: '2026-10', otherAdditions: 100 }).expect(201)).body;
    // GOSI: 9.75 % of 11,250 = 1,096.88.
    expect(notice).toMatchObject({ basicSalary: 9000, allowances: 3000, rewardsTotal: 1000, penaltiesTotal: 400, unpaidLeaveDays: 2, unpaidLeaveDeduction: 800, gosiDeduction: 1096.88 });
    expect(notice.netPay).toBe(10_803.12);

    await app.http.post('/api/payrollNotifications').send({ employeeId: employee.id, month: '2026-10' }).expect(409);
    await app.http.put(`/api/payrollNotifications/${notice.id}`).send({ otherDeductions: 50_000 }).expect(400);
    await app.http.put(`/api/payrollNotifications/${notice.id}`).send({ status: 'issued' }).expect(200);
    await app.http.put(`/api/payrollNotifications/${notice.id}`).send({ otherAdditions: 1 }).expect(409);
    await app.http.delete(`/api/payrollNotifications/${notice.id}`).expect(409);
  });

  it('deducts no GOSI from a non-Saudi employee', async () => {
    const employee = await newEmployee(app, positionId, { nationality: 'indian', basicSalary: 4000 });
    expect((await app.http.post('/api/payrollNotifications').send({ employeeId: employee.id, month: '2026-10' }).expect(201)).body).toMatchObject({ gosiDeduction: 0, netPay: 4000 });
  });
});
