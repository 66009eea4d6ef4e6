import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person } from './hr-fixtures';
import { approved, lockRun, newRun, payrollApprover, payslipsOf, unpaidLeaveType } from './payroll-fixtures';

// Issue 48: a month's payroll run computes every active employee's payslip from their pay and the
// month's records (approved overtime, advance instalments, unpaid leave, absences, penalties), GOSI
// by nationality and registration, and caps the deductions at half the wage, carrying the rest to
// next month; it walks its route and, locked, never changes; a correction is an off-cycle run that
// pays the difference; an employee reads their own payslips only. Figures worked by hand below.
let app: TestApp;
let positionId: string;
let approver: Awaited<ReturnType<typeof payrollApprover>>;
type Row = Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
  approver = await payrollApprover(app);
});
afterAll(() => app?.stop());

/** A Saudi on 10,000 basic, 2,500 housing, 500 transport (13,000 a month), and a non-Saudi on 4,000, 1,000 and 300 (5,300). */
const twoEmployees = async () => ({
  saudi: await newEmployee(app, positionId, { hireDate: '2020-01-01', gosiRegistrationDate: '2020-01-01', basicSalary: 10_000, housingAllowance: 2_500, transportAllowance: 500 }),
  other: await newEmployee(app, positionId, { nationality: 'egyptian', hireDate: '2021-05-01', basicSalary: 4_000, housingAllowance: 1_000, transportAllowance: 300 }),
});

describe('a month’s payroll run', () => {
  let saudi: Row;
  let other: Row;
  let december: Row;

  it('pays a Saudi and a non-Saudi as worked by hand, and caps a large deduction at half the wage', async () => {
    ({ saudi, other } = await twoEmployees());
    // The Saudi: 4 hours of overtime, an advance of 3,000 in 3 instalments, one day of unpaid leave.
    await approved(app, 'overtimeRequests', 'overtime', { employeeId: saudi.id, date: '2026-12-10', hours: 4, reason: 'Cup final' });
    await approved(app, 'employeeRequests', 'salaryAdvance', { employeeId: saudi.id, type: 'salaryAdvance', amount: 3_000, instalments: 3 });
    await approved(app, 'employeeRequests', 'unpaidLeave', { employeeId: saudi.id, type: 'unpaidLeave', startDate: '2026-12-15', endDate: '2026-12-15', ...(await unpaidLeaveType(app)) });
    // The other: absent one day without leave, a penalty of five days' wage, an advance of 3,000 at once.
    await app.http.post('/api/attendanceRecords').send({ employeeId: other.id, date: '2026-12-07' }).expect(201);
    expect((await app.http.post('/api/penalties').send({ employeeId: other.id, violation: 'misconduct', date: '2026-12-20', action: 'deduction', deductionDays: 5 }).expect(201)).body.deductionAmount).toBe(883.33);
    await approved(app, 'employeeRequests', 'salaryAdvance', { employeeId: other.id, type: 'salaryAdvance', amount: 3_000, instalments: 1 });

    december = await newRun(app, '2026-12');
    expect(december).toMatchObject({ status: 'draft', kind: 'regular', payDate: '2026-12-31', computedAt: expect.any(String) });
    const payslips = await payslipsOf(app, december);
    // Overtime: 10,000 ÷ 30 ÷ 8 = 41.667 an hour, × 1.5 = 62.50, × 4 hours = 250.00.
    // Unpaid day: 13,000 ÷ 30 = 433.33. Advance: 3,000 ÷ 3 = 1,000.00.
    // GOSI on basic and housing, 12,500: the employee 9 % + 0.75 % = 1,218.75; the employer 11.75 % = 1,468.75.
    // Gross 10,000 + 2,500 + 500 + 250 = 13,250.00; the unpaid day not earned, 12,816.67 earned;
    // the advance within half of it (cap 6,408.33); deductions 433.33 + 1,000.00 = 1,433.33;
    // net 13,250.00 − 1,433.33 − 1,218.75 = 10,597.92.
    expect(payslips.get(String(saudi.id))).toMatchObject({
      month: '2026-12', paidDays: 30, basicSalary: 10_000, housingAllowance: 2_500, transportAllowance: 500, otherAllowances: 0,
      overtimeHours: 4, overtimePay: 250, grossPay: 13_250, unpaidLeaveDays: 1, unpaidLeaveDeduction: 433.33, absenceDays: null, penaltiesDeduction: null,
      advanceInstalment: 1_000, carriedIn: null, deductionCap: 6_408.33, carriedOver: null, totalDeductions: 1_433.33,
      gosiWage: 12_500, gosiEmployee: 1_218.75, gosiEmployer: 1_468.75, netPay: 10_597.92,
    });
    // The other: absent a day, 5,300 ÷ 30 = 176.67 not earned, 5,123.33 earned; the penalty 883.33
    // and the advance 3,000.00, 3,883.33 asked, but half the pay earned is 2,561.66: 1,321.67
    // carried to January; deductions 176.67 + 2,561.66 = 2,738.33. GOSI: the employer's
    // occupational hazards alone, 2 % of 5,000 = 100.00. Net 5,300.00 − 2,738.33 = 2,561.67.
    expect(payslips.get(String(other.id))).toMatchObject({
      grossPay: 5_300, absenceDays: 1, absenceDeduction: 176.67, penaltiesDeduction: 883.33, advanceInstalment: 3_000,
      deductionCap: 2_561.66, carriedOver: 1_321.67, totalDeductions: 2_738.33, gosiWage: 5_000, gosiEmployee: 0, gosiEmployer: 100, netPay: 2_561.67,
    });
    // The run's totals are its payslips'.
    const all = [...payslips.values()];
    const sum = (field: string) => Math.round(all.reduce((total, payslip) => total + Number(payslip[field] ?? 0), 0) * 100) / 100;
    const run = (await app.http.get(`/api/payrollRuns/${december.id}`).expect(200)).body;
    expect(run).toMatchObject({ employeeCount: all.length, totalGross: sum('grossPay'), totalNet: sum('netPay'), totalDeductions: sum('totalDeductions'), totalGosiEmployee: sum('gosiEmployee'), totalGosiEmployer: sum('gosiEmployer'), totalCarriedOver: sum('carriedOver') });
  });

  it('walks its route, and once locked neither it nor its payslips change, the database holding it too', async () => {
    const submitted = (await app.http.post(`/api/payrollRuns/${december.id}/submit`).send({}).expect(200)).body;
    expect(submitted).toMatchObject({ status: 'pending', currentStep: 1, awaitingUserId: approver.id });
    // Who submitted it never approves it; under way, it is neither edited nor computed again.
    expect((await app.http.post(`/api/payrollRuns/${december.id}/approve`).send({})).status).toBe(403);
    expect((await app.http.put(`/api/payrollRuns/${december.id}`).send({ notes: 'Changed', version: submitted.version })).status).toBe(409);
    expect((await app.http.post(`/api/payrollRuns/${december.id}/compute`).send({})).status).toBe(409);
    await approver.as.post(`/api/payrollRuns/${december.id}/approve`).send({}).expect(200);
    const locked = (await app.http.post(`/api/payrollRuns/${december.id}/lock`).send({}).expect(200)).body;
    expect(locked).toMatchObject({ status: 'locked', lockedById: expect.any(String), lockedAt: expect.any(String) });

    expect((await app.http.put(`/api/payrollRuns/${december.id}`).send({ notes: 'Changed', version: locked.version })).status).toBe(409);
    expect((await app.http.delete(`/api/payrollRuns/${december.id}`)).status).toBe(409);
    expect((await app.http.post(`/api/payrollRuns/${december.id}/compute`).send({})).status).toBe(409);
    const payslip = [...(await payslipsOf(app, december)).values()][0]!;
    expect((await app.http.put(`/api/payslips/${payslip.id}`).send({ netPay: 1 })).status).toBe(405);
    expect((await app.http.delete(`/api/payslips/${payslip.id}`)).status).toBe(405);
    await expect(app.pool.query(`UPDATE "payroll_runs" SET "notes" = 'x' WHERE "id" = $1`, [december.id])).rejects.toThrow(/locked/);
    await expect(app.pool.query(`UPDATE "payslips" SET "net_pay" = 1 WHERE "id" = $1`, [payslip.id])).rejects.toThrow(/locked/);
    await expect(app.pool.query(`DELETE FROM "payslips" WHERE "id" = $1`, [payslip.id])).rejects.toThrow(/locked/);
    // Locking recorded what each advance gave back: all of the other's (its carried part is owed apart), a third of the Saudi's.
    const advances = (await app.http.get('/api/employeeRequests').query({ filter: JSON.stringify({ type: 'salaryAdvance', employeeId: [saudi.id, other.id] }) }).expect(200)).body as Row[];
    expect(Object.fromEntries(advances.map((advance) => [advance.employeeId, advance.recoveredAmount]))).toEqual({ [String(saudi.id)]: 1_000, [String(other.id)]: 3_000 });
  });

  it('brings back next month what the cap carried, and the next instalment', async () => {
    const january = await newRun(app, '2027-01');
    const payslips = await payslipsOf(app, january);
    // The other: 1,321.67 carried from December, within January's cap of 2,650.00: net 5,300.00 − 1,321.67 = 3,978.33.
    expect(payslips.get(String(other.id))).toMatchObject({ carriedIn: 1_321.67, advanceInstalment: null, totalDeductions: 1_321.67, carriedOver: null, netPay: 3_978.33 });
    // The Saudi: the second instalment; 13,000.00 − 1,000.00 − 1,218.75 = 10,781.25.
    expect(payslips.get(String(saudi.id))).toMatchObject({ grossPay: 13_000, advanceInstalment: 1_000, carriedIn: null, netPay: 10_781.25 });
  });
});

describe('runs of a month', () => {
  it('computes one run asked twice at once into one payslip per employee', async () => {
    await twoEmployees();
    const run = await newRun(app, '2027-03');
    const answers = await Promise.all([0, 1].map(() => app.http.post(`/api/payrollRuns/${run.id}/compute`).send({})));
    expect(answers.map((answer) => answer.status).sort()).toContainEqual(200);
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const { body: active } = await app.http.get('/api/employees').query({ filter: JSON.stringify({ status: ['active', 'onLeave'] }), range: '[0,199]' }).expect(200);
    const { rows } = await app.pool.query(`SELECT "employee_id", count(*)::int AS "count" FROM "payslips" WHERE "payroll_run_id" = $1 GROUP BY "employee_id"`, [run.id]);
    expect(rows.length).toBe((active as Row[]).length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    expect((await app.http.get(`/api/payrollRuns/${run.id}`).expect(200)).body.employeeCount).toBe(rows.length);
  });

  it('is submitted only as computed: not before, nor once its month changed', async () => {
    const made = (await app.http.post('/api/payrollRuns').send({ month: '2027-06' }).expect(201)).body;
    expect(made).toMatchObject({ status: 'draft', computedAt: null, employeeCount: 0 });
    const early = await app.http.post(`/api/payrollRuns/${made.id}/submit`).send({});
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Compute the run/);
    const computed = (await app.http.post(`/api/payrollRuns/${made.id}/compute`).send({}).expect(200)).body;
    expect(computed.employeeCount).toBeGreaterThan(0);
    const moved = (await app.http.put(`/api/payrollRuns/${made.id}`).send({ month: '2027-07', version: computed.version }).expect(200)).body;
    expect(moved.computedAt).toBeNull();
    expect((await app.http.post(`/api/payrollRuns/${made.id}/submit`).send({})).status).toBe(409);
    await app.http.post(`/api/payrollRuns/${made.id}/compute`).send({}).expect(200);
    expect([...(await payslipsOf(app, made)).values()].every((payslip) => payslip.month === '2027-07')).toBe(true);
    await app.http.post(`/api/payrollRuns/${made.id}/submit`).send({}).expect(200);
  });

  it('keeps one regular run a month and one under way, and corrects a locked month by an off-cycle run of the difference', async () => {
    const { saudi } = await twoEmployees();
    const february = await lockRun(app, approver, await newRun(app, '2027-02'));
    expect((await app.http.post('/api/payrollRuns').send({ month: '2027-02' })).status).toBe(409);
    // Overtime approved after February was paid: 2 hours, 2 × 62.50 = 125.00, paid by a correction alone.
    await approved(app, 'overtimeRequests', 'overtime', { employeeId: saudi.id, date: '2027-02-10', hours: 2, reason: 'Late approval' });
    expect((await app.http.post('/api/payrollRuns').send({ month: '2026-12', kind: 'offCycle', correctsId: february.id })).status).toBe(400);
    expect((await app.http.post('/api/payrollRuns').send({ month: '2027-02', kind: 'regular', correctsId: february.id })).status).toBe(400);
    const correction = await newRun(app, '2027-02', { kind: 'offCycle', correctsId: february.id });
    expect((await app.http.post('/api/payrollRuns').send({ month: '2027-02', kind: 'offCycle' })).status).toBe(409);
    const payslips = await payslipsOf(app, correction);
    expect([...payslips.keys()]).toEqual([String(saudi.id)]);
    expect(payslips.get(String(saudi.id))).toMatchObject({
      basicSalary: 0, overtimeHours: 2, overtimePay: 125, grossPay: 125, advanceInstalment: null, carriedIn: null, gosiEmployee: 0, gosiEmployer: 0, totalDeductions: 0, netPay: 125,
    });
    await lockRun(app, approver, correction);
    // Corrected, the month has nothing left to pay: a new correction pays no one.
    const again = await newRun(app, '2027-02', { kind: 'offCycle', correctsId: february.id });
    expect((await payslipsOf(app, again)).size).toBe(0);
  });

  it('follows the new law for a Saudi first registered from 3 July 2024, the floor and ceiling, and pays a joiner from the day hired', async () => {
    // Registered in 2025: 9 % in the law's first year, 9.5 % from July 2025, 10 % from July 2026.
    // On 10,000 in April 2027: the employee 10 % + 0.75 % = 1,075.00; the employer 12.75 % = 1,275.00.
    const newLaw = await newEmployee(app, positionId, { hireDate: '2025-01-10', gosiRegistrationDate: '2025-01-10', basicSalary: 8_000, housingAllowance: 2_000 });
    // Above the ceiling (45,000): 9.75 % = 4,387.50. Below the floor (1,500): 9.75 % = 146.25.
    const high = await newEmployee(app, positionId, { hireDate: '2019-01-01', basicSalary: 50_000 });
    const low = await newEmployee(app, positionId, { hireDate: '2019-01-01', basicSalary: 1_000, contractType: 'partTime' });
    // Hired on 16 April: 15 days of 30, 6,000 → 3,000.00; GOSI on 15 days of 7,500: 3,750.00.
    const joiner = await newEmployee(app, positionId, { hireDate: '2027-04-16', basicSalary: 6_000, housingAllowance: 1_500 });
    const payslips = await payslipsOf(app, await newRun(app, '2027-04'));
    expect(payslips.get(String(newLaw.id))).toMatchObject({ gosiWage: 10_000, gosiEmployee: 1_075, gosiEmployer: 1_275 });
    expect(payslips.get(String(high.id))).toMatchObject({ gosiWage: 45_000, gosiEmployee: 4_387.5, gosiEmployer: 5_287.5 });
    expect(payslips.get(String(low.id))).toMatchObject({ gosiWage: 1_500, gosiEmployee: 146.25 });
    expect(payslips.get(String(joiner.id))).toMatchObject({ paidDays: 15, basicSalary: 3_000, housingAllowance: 750, grossPay: 3_750, gosiWage: 3_750, gosiEmployee: 365.63 });
    // The rates are the HR settings', kept sound.
    const [settings] = (await app.http.get('/api/hrSettings').expect(200)).body;
    expect(settings).toMatchObject({ gosiWageFloor: 1_500, gosiWageCeiling: 45_000, gosiAnnuitiesRate: 9, gosiSanedRate: 0.75, gosiHazardsRate: 2, gosiNewLawFrom: '2024-07-03', gosiNewLawStep: 0.5, gosiNewLawMaxRate: 11 });
    expect((await app.http.put(`/api/hrSettings/${settings.id}`).send({ gosiWageCeiling: 1_000 })).status).toBe(400);
  });
});

describe('payslips', () => {
  it('are read by the employee they pay, and no one else without the salaries grant', async () => {
    const member = await person(app, 'member');
    const own = await newEmployee(app, positionId, { hireDate: '2022-01-01', basicSalary: 7_000, userId: member.id });
    const colleague = await newEmployee(app, positionId, { hireDate: '2022-01-01', basicSalary: 7_500 });
    const run = await newRun(app, '2027-05');
    const payslips = await payslipsOf(app, run);
    const { body: seen } = await member.as.get('/api/payslips').query({ range: '[0,99]' }).expect(200);
    expect((seen as Row[]).map((payslip) => payslip.employeeId)).toEqual([own.id]);
    expect((seen as Row[])[0]).toMatchObject({ basicSalary: 7_000, netPay: expect.any(Number) });
    await member.as.get(`/api/payslips/${payslips.get(String(colleague.id))!.id}`).expect(404);
    // Their payslip's document, in both languages; never the run, its totals or its bank file.
    const document = (await member.as.get(`/api/payslips/${payslips.get(String(own.id))!.id}/document`).set('Accept-Language', 'ar').expect(200)).body;
    expect(document.title).toEqual({ en: 'Payslip', ar: 'قسيمة راتب' });
    await member.as.get(`/api/payrollRuns/${run.id}`).expect(403);
    await member.as.get(`/api/payrollRuns/${run.id}/wps`).expect(403);
    // A manager sees the runs without their amounts, and their own payslips alone.
    const manager = await person(app, 'manager');
    expect((await manager.as.get(`/api/payrollRuns/${run.id}`).expect(200)).body).not.toHaveProperty('totalNet');
    expect((await manager.as.get('/api/payslips').query({ range: '[0,99]' }).expect(200)).body).toEqual([]);
  });
});
