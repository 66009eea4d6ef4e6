import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition } from './hr-fixtures';
import { setLeaveBalance } from './leave-fixtures';
import { approved, newRun, payslipsOf } from './payroll-fixtures';

// Issue 48: a leave paid in tiers by its type (sick leave, art. 117: in a year 30 days at full
// pay, 60 at three quarters, 30 unpaid) costs the payroll the unpaid share of each day past its
// full-pay tier, counted day by day from the year's first day. Figures worked by hand below.
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

describe('sick leave in the payroll', () => {
  it('pays the days past the full-pay tier at three quarters', async () => {
    // 6,000 basic, 1,500 housing, 500 transport: 8,000 a month, a day 266.67.
    const employee = await newEmployee(app, positionId, { nationality: 'jordanian', hireDate: '2022-03-01', basicSalary: 6_000, housingAllowance: 1_500, transportAllowance: 500 });
    await setLeaveBalance(app, employee.id, 120, 'sick');
    // 25 days in January, 14 in February: the year's days 26–30 at full pay, 31–39 at 75 %.
    await approved(app, 'employeeRequests', 'sickLeave', { employeeId: employee.id, type: 'sickLeave', startDate: '2027-01-05', endDate: '2027-01-29', reason: 'Knee surgery' });
    await approved(app, 'employeeRequests', 'sickLeave', { employeeId: employee.id, type: 'sickLeave', startDate: '2027-02-01', endDate: '2027-02-14', reason: 'Recovery' });

    const january = (await payslipsOf(app, await newRun(app, '2027-01'))).get(String(employee.id));
    expect(january).toMatchObject({ grossPay: 8_000, reducedPayDays: null, reducedPayDeduction: null, netPay: 8_000 });

    // February: 9 days at 75 %, a quarter of each unpaid: 2.25 days, 8,000 × 2.25 ÷ 30 = 600.00, pay
    // not earned (outside the half-wage cap). Net 8,000.00 − 600.00 = 7,400.00 (no GOSI share for a non-Saudi).
    const february = (await payslipsOf(app, await newRun(app, '2027-02'))).get(String(employee.id));
    expect(february).toMatchObject({ grossPay: 8_000, reducedPayDays: 9, reducedPayDeduction: 600, totalDeductions: 600, deductionCap: 3_700, netPay: 7_400 });
  });
});
