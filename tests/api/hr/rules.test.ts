import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person, routeFor } from './hr-fixtures';

// Issue 12: attendance judged against the schedule; the end-of-service award by Saudi labour law,
// against hand-worked examples; an asset never in two custodies; the organisation a tree; a
// position never over its headcount.
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

describe('attendance', () => {
  let employeeId: string;
  beforeAll(async () => {
    // Sunday to Thursday, 08:00 to 16:00, 15 minutes of grace.
    const schedule = (
      await app.http
        .post('/api/workSchedules')
        .send({ name: 'Office', nameAr: 'المكتب', workDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], startTime: '08:00', endTime: '16:00', graceMinutes: 15 })
        .expect(201)
    ).body;
    employeeId = (await newEmployee(app, positionId, { workScheduleId: schedule.id })).id;
  });
  const day = (date: string, checkIn?: string, checkOut?: string) => app.http.post('/api/attendanceRecords').send({ employeeId, date, checkIn, checkOut });

  it('follows the schedule: grace, lateness from the start, early leave, hours worked', async () => {
    // Within the grace minutes: on time.
    expect((await day('2026-11-22', '08:10', '16:00').expect(201)).body).toMatchObject({ status: 'present', lateMinutes: 0, earlyLeaveMinutes: 0, workedHours: 7.83 });
    // Past the grace: late by every minute since 08:00; left half an hour early.
    expect((await day('2026-11-23', '08:20', '15:30').expect(201)).body).toMatchObject({ status: 'late', lateMinutes: 20, earlyLeaveMinutes: 30, workedHours: 7.17 });
    expect((await day('2026-11-24').expect(201)).body).toMatchObject({ status: 'absent', workedHours: 0 });
    expect((await day('2026-11-25', '07:55').expect(201)).body).toMatchObject({ status: 'incomplete', lateMinutes: 0 });
    // Friday is not a working day of the schedule.
    expect((await day('2026-11-27', '10:00', '14:00').expect(201)).body).toMatchObject({ status: 'dayOff', lateMinutes: 0, workedHours: 4 });
  });

  it('judges the day again when it is corrected', async () => {
    const record = (await day('2026-11-26', '09:00').expect(201)).body;
    expect(record).toMatchObject({ status: 'incomplete', lateMinutes: 60 });
    const corrected = (await app.http.put(`/api/attendanceRecords/${record.id}`).send({ checkIn: '08:05', checkOut: '17:00' }).expect(200)).body;
    expect(corrected).toMatchObject({ status: 'present', lateMinutes: 0, workedHours: 8.92 });
  });

  it('keeps one record per employee and day, with the check-out after the check-in', async () => {
    await day('2026-12-01', '08:00', '16:00').expect(201);
    expect((await day('2026-12-01', '08:00', '16:00').expect(409)).body.errors.date).toBeTruthy();
    expect((await day('2026-12-02', '16:00', '08:00').expect(400)).body.errors.checkOut).toBeTruthy();
    expect((await day('2026-12-03', undefined, '16:00').expect(400)).body.errors.checkIn).toBeTruthy();
    const both = await Promise.all([day('2026-12-06', '08:00', '16:00'), day('2026-12-06', '08:01', '16:00')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('end of service', () => {
  // A wage of 10,000 a month: 8,000 basic and 2,000 housing (the award counts allowances by default).
  const award = async (reason: string, hireDate: string, lastWorkingDay: string) => {
    const employee = await newEmployee(app, positionId, { hireDate, basicSalary: 8000, housingAllowance: 2000 });
    return (await app.http.post('/api/endOfServices').send({ employeeId: employee.id, reason, lastWorkingDay }).expect(201)).body;
  };
  // Years served to the last day of 2025.
  const years = { 1: '2025-01-01', 3: '2023-01-01', 7: '2019-01-01', 12: '2014-01-01' } as const;

  it.each([
    // Half a month a year for the first five, a month a year after (art. 84).
    ['employerTermination', 1, 5_000],
    ['employerTermination', 3, 15_000],
    ['employerTermination', 7, 45_000],
    ['employerTermination', 12, 95_000],
    // Resigning: nothing before two years, a third to five, two thirds to ten, all from ten (art. 85).
    ['resignation', 1, 0],
    ['resignation', 3, 5_000],
    ['resignation', 7, 30_000],
    ['resignation', 12, 95_000],
  ] as const)('%s after %i years: SAR %i', async (reason, served, expected) => {
    const record = await award(reason, years[served], '2025-12-31');
    expect(record.serviceYears).toBe(served);
    expect(record.monthlyWage).toBe(10_000);
    expect(record.award).toBe(expected);
    // Without a locked payroll, on the record's pay, step by step.
    expect(record).toMatchObject({ wageSource: 'employeeRecord', halfMonthYears: Math.min(served, 5), fullMonthYears: Math.max(served - 5, 0) });
    expect(record.halfMonthAward + record.fullMonthAward).toBe(record.fullAward);
  });

  it('gives nothing for a dismissal under article 80, and counts part of a year', async () => {
    expect((await award('article80Dismissal', '2014-01-01', '2025-12-31')).award).toBe(0);
    // Two years and 183 days (1 July 2023 to 30 December 2025), resigning: a third of the award.
    const partial = await award('resignation', '2023-07-01', '2025-12-30');
    expect(partial.serviceYears).toBe(2.5);
    expect(partial.award).toBeCloseTo((10_000 * (2 + 183 / 365)) / 2 / 3, 2);
  });

  it('terminates the employee at the last approval, once per employee', async () => {
    const approver = await person(app, 'admin');
    await routeFor(app, 'endOfService', [{ label: 'HR', approverUserId: approver.id }]);
    const record = await award('contractExpiry', '2020-01-01', '2025-12-31');
    await app.http.post('/api/endOfServices').send({ employeeId: record.employeeId, reason: 'resignation', lastWorkingDay: '2025-12-31' }).expect(409);
    await approver.as.post(`/api/endOfServices/${record.id}/approve`).send({}).expect(200);
    expect((await app.http.get(`/api/employees/${record.employeeId}`).expect(200)).body.status).toBe('terminated');
  });

  it('is read, with its wage and award, only by holders of the salaries grant', async () => {
    const record = await award('resignation', '2019-01-01', '2025-12-31');
    const clerk = await person(app, 'manager');
    const seen = (await clerk.as.get(`/api/endOfServices/${record.id}`).expect(200)).body;
    expect(seen).not.toHaveProperty('award');
    expect(seen).not.toHaveProperty('monthlyWage');
    expect(seen).not.toHaveProperty('fullAward');
    expect((await clerk.as.get(`/api/employees/${record.employeeId}`).expect(200)).body).not.toHaveProperty('basicSalary');
  });
});

describe('custody', () => {
  const asset = async (status = 'available') =>
    (await app.http.post('/api/assets').send({ name: `Laptop ${Math.random()}`, type: 'electronics', status }).expect(201)).body;
  const handOver = (assetId: string, employeeId: string) => app.http.post('/api/assetAssignments').send({ assetId, employeeId, handedOverOn: '2026-11-01', conditionOut: 'good' });

  it('never holds an asset in two custodies, even when asked at once', async () => {
    const [first, second] = [await newEmployee(app, positionId), await newEmployee(app, positionId)];
    const laptop = await asset();
    const custody = (await handOver(laptop.id, first.id).expect(201)).body;
    expect(custody.status).toBe('inCustody');
    expect((await app.http.get(`/api/assets/${laptop.id}`).expect(200)).body.status).toBe('inUse');
    expect((await handOver(laptop.id, second.id).expect(409)).body.errors.assetId).toContain(custody.number);

    const tablet = await asset();
    const answers = await Promise.all([first, second, first, second, first].map((employee) => handOver(tablet.id, employee.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('frees the asset when it comes back, with its condition', async () => {
    const employee = await newEmployee(app, positionId);
    const camera = await asset();
    const custody = (await handOver(camera.id, employee.id).expect(201)).body;
    expect((await app.http.put(`/api/assetAssignments/${custody.id}`).send({ returnedOn: '2026-11-20' }).expect(400)).body.errors.conditionIn).toBeTruthy();
    await app.http.put(`/api/assetAssignments/${custody.id}`).send({ returnedOn: '2026-10-20', conditionIn: 'good' }).expect(400);
    expect((await app.http.put(`/api/assetAssignments/${custody.id}`).send({ returnedOn: '2026-11-20', conditionIn: 'fair' }).expect(200)).body.status).toBe('returned');
    expect((await app.http.get(`/api/assets/${camera.id}`).expect(200)).body.status).toBe('available');
    await handOver(camera.id, employee.id).expect(201);
    await handOver((await asset('retired')).id, employee.id).expect(400);
  });
});

describe('organisation', () => {
  it('keeps the departments a tree', async () => {
    const top = (await app.http.post('/api/departments').send({ name: 'Top', nameAr: 'أعلى', code: 'TOP1' }).expect(201)).body;
    const middle = (await app.http.post('/api/departments').send({ name: 'Middle', nameAr: 'وسط', code: 'MID1', parentId: top.id }).expect(201)).body;
    const bottom = (await app.http.post('/api/departments').send({ name: 'Bottom', nameAr: 'أسفل', code: 'BOT1', parentId: middle.id }).expect(201)).body;
    expect((await app.http.put(`/api/departments/${top.id}`).send({ parentId: bottom.id }).expect(400)).body.errors.parentId).toBeTruthy();
    await app.http.put(`/api/departments/${top.id}`).send({ parentId: top.id }).expect(400);
  });

  it('fills a position up to its headcount, with the department it belongs to', async () => {
    const { departmentId, positionId: small } = await newPosition(app, 1);
    const employee = await newEmployee(app, small);
    expect(employee.departmentId).toBe(departmentId);
    // Its leave balances open from its types (leave-entitlements.test.ts): sick and emergency leave granted for the year.
    expect(employee).toMatchObject({ sickLeaveBalance: 120, emergencyLeaveBalance: 5 });
    expect((await app.http.post('/api/employees').send({ fullName: 'One more', nationalId: '2999999999', nationality: 'indian', gender: 'male', positionId: small, hireDate: '2026-01-01', basicSalary: 4000 }).expect(409)).body.errors.positionId).toMatch(/1/);
    // Annual leave accrues month by month from the year's start: 2.5 days a month after five years of service (art. 109).
    const completedMonths = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(5, 7)) - 1;
    expect(Number((await newEmployee(app, positionId, { hireDate: '2015-03-01' })).annualLeaveBalance ?? 0)).toBe(2.5 * completedMonths);
  });
});
