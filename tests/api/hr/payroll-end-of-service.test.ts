import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition } from './hr-fixtures';
import { lockRun, newRun, payrollApprover } from './payroll-fixtures';

// Issue 48: an end-of-service award is computed on the wage the last locked payroll month paid
// (its regular run and any correction together), not on what the employee's record says since;
// without a locked run, on the record's pay. Kept step by step: half a month for each of the first
// five years, a month for each after (art. 84), and what the reason gives of it (art. 85).
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

describe('an end of service after a locked payroll', () => {
  it('takes the wage the last locked month paid, its correction included, with the award step by step', async () => {
    const approver = await payrollApprover(app);
    // November paid on 8,000 basic and 2,000 housing: 10,000; a raise of 1,000 paid by November's correction: 11,000.
    const employee = await newEmployee(app, positionId, { hireDate: '2015-01-01', basicSalary: 8_000, housingAllowance: 2_000 });
    const november = await lockRun(app, approver, await newRun(app, '2026-11'));
    await app.http.put(`/api/employees/${employee.id}`).send({ basicSalary: 9_000 }).expect(200);
    await lockRun(app, approver, await newRun(app, '2026-11', { kind: 'offCycle', correctsId: november.id }));
    // A later raise on the record, not paid by any locked run yet: not the last wage.
    await app.http.put(`/api/employees/${employee.id}`).send({ basicSalary: 12_000 }).expect(200);

    // Twelve years to 31 December 2026: 5 × 11,000 ÷ 2 = 27,500.00, then 7 × 11,000 = 77,000.00; 104,500.00 in all.
    const award = (await app.http.post('/api/endOfServices').send({ employeeId: employee.id, reason: 'employerTermination', lastWorkingDay: '2026-12-31' }).expect(201)).body;
    expect(award).toMatchObject({
      serviceYears: 12, monthlyWage: 11_000, wageSource: 'payroll', wageMonth: '2026-11',
      halfMonthYears: 5, halfMonthAward: 27_500, fullMonthYears: 7, fullMonthAward: 77_000, fullAward: 104_500, awardShare: 'all', award: 104_500,
    });
  });

  it("takes the record's pay while no locked run paid the employee, and gives a resignation its share", async () => {
    // Hired 1 January 2021, resigning at the end of 2026: six years, two thirds (art. 85).
    // 5 × 6,000 ÷ 2 = 15,000.00 and 1 × 6,000 = 6,000.00: 21,000.00, two thirds of it 14,000.00.
    const employee = await newEmployee(app, positionId, { hireDate: '2021-01-01', basicSalary: 5_000, housingAllowance: 1_000 });
    const award = (await app.http.post('/api/endOfServices').send({ employeeId: employee.id, reason: 'resignation', lastWorkingDay: '2026-12-31' }).expect(201)).body;
    expect(award).toMatchObject({ serviceYears: 6, monthlyWage: 6_000, wageSource: 'employeeRecord', wageMonth: null, halfMonthAward: 15_000, fullMonthAward: 6_000, fullAward: 21_000, awardShare: 'twoThirds', award: 14_000 });
  });
});
