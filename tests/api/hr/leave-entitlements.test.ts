import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../support/calendar';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition } from './hr-fixtures';
import { leaveBalanceOf, movementsOf, newLeaveType, setLeaveBalance } from './leave-fixtures';

// Issue 48: leave types give their balances as time passes, by the job `leaveBalances.entitle`: a
// month's accrual once it has ended (the hire month by the days employed, long service at its
// rate), a year's grant, at a year's end the days above the carry-over cap, carried days expiring
// when not taken in time; each written once however often the job runs. The job is driven here
// over a year of months by types that count from a year (or two) ago: no waiting for the clock.
let app: TestApp;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;

/** The first day of the month `count` months after the current one (before it, when negative). */
const monthStart = (count: number): string => {
  const [year, month] = today().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 10);
};
const monthEnd = (start: string): string => new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 0)).toISOString().slice(0, 10);
const thisYear = Number(today().slice(0, 4));
const entitle = () => app.scheduler.runNow('leaveBalances.entitle');
/** The movements as the job wrote them, by day (a month's accrual before that day's year end, before an expiry). */
const ORDER = ['opening', 'accrual', 'grant', 'carryOver', 'expiry'];
const summary = (movements: Row[]) =>
  movements
    .map(({ kind, days, date, period }) => ({ kind, days: Number(days), date, period }))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)) || ORDER.indexOf(String(a.kind)) - ORDER.indexOf(String(b.kind)));

describe('monthly accruals', () => {
  it('accrue a year of months once each, cut at the year end to the carry-over cap', async () => {
    const employee = await newEmployee(app, positionId, { hireDate: '2020-01-01' });
    // 24 days a year (2 a month), 1 day carried over, counting from twelve months ago.
    const type = await newLeaveType(app, { entitlement: 'accruedMonthly', daysPerYear: 24, carryOverCap: 1, effectiveFrom: monthStart(-12) });
    expect(await entitle()).toBeGreaterThanOrEqual(13);

    const months = Array.from({ length: 12 }, (_, index) => monthStart(index - 12));
    // The months of last year, and what the cap cut from their balance on its last day.
    const lastYears = months.filter((month) => Number(month.slice(0, 4)) < thisYear).length;
    const cut = 2 * lastYears - 1;
    const accruals = months.map((month) => ({ kind: 'accrual', days: 2, date: monthEnd(month), period: month.slice(0, 7) }));
    const yearEnd = { kind: 'carryOver', days: -cut, date: `${thisYear - 1}-12-31`, period: String(thisYear - 1) };
    expect(summary(await movementsOf(app, employee.id, String(type.code)))).toEqual([...accruals.slice(0, lastYears), yearEnd, ...accruals.slice(lastYears)]);
    expect(await leaveBalanceOf(app, employee.id, String(type.code))).toBe(24 - cut);

    // Running again (the next hour, or two instances at once) adds nothing.
    expect(await entitle()).toBe(0);
    await Promise.all([entitle(), entitle()]);
    expect(await movementsOf(app, employee.id, String(type.code))).toHaveLength(13);
    expect(await leaveBalanceOf(app, employee.id, String(type.code))).toBe(24 - cut);
  });

  it('accrue the long-service days from the month the years are reached, and the hire month by its days', async () => {
    // Five years of service reached six months ago; a colleague hired on the 16th of two months ago.
    const senior = await newEmployee(app, positionId, { hireDate: `${Number(monthStart(-6).slice(0, 4)) - 5}${monthStart(-6).slice(4)}` });
    const hired = `${monthStart(-2).slice(0, 8)}16`;
    const newcomer = await newEmployee(app, positionId, { hireDate: hired });
    const type = await newLeaveType(app, { entitlement: 'accruedMonthly', daysPerYear: 12, longServiceYears: 5, longServiceDaysPerYear: 24, effectiveFrom: monthStart(-12) });
    await entitle();
    const senior12 = summary(await movementsOf(app, senior.id, String(type.code))).filter((movement) => movement.kind === 'accrual');
    expect(senior12.map((movement) => movement.days)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    const newcomers = summary(await movementsOf(app, newcomer.id, String(type.code)));
    const daysInMonth = Number(monthEnd(monthStart(-2)).slice(8, 10));
    expect(newcomers.map((movement) => movement.days)).toEqual([Math.round(((daysInMonth - 15) / daysInMonth) * 100) / 100, 1]);
  });

  it('give an employee hired now what is due at once: the yearly grants, the accruals from the type start', async () => {
    const employee = await newEmployee(app, positionId, { hireDate: today() });
    // Sick leave 120 days a year (art. 117's three tiers), emergency leave 5: granted at hire, shown on the employee too.
    expect(employee).toMatchObject({ sickLeaveBalance: 120, emergencyLeaveBalance: 5 });
    // Annual leave accrues: nothing before the hire month has ended.
    expect(Number(employee.annualLeaveBalance ?? 0)).toBe(0);
    expect(summary(await movementsOf(app, employee.id, 'sick'))).toEqual([{ kind: 'grant', days: 120, date: today(), period: String(thisYear) }]);
  });
});

describe('yearly grants', () => {
  it('grant each year on its first day; carried days above the cap lapse, the rest expire when not taken in time', async () => {
    const employee = await newEmployee(app, positionId, { hireDate: '2019-05-05' });
    // 10 days a year, 4 carried over, which expire after the new year's first month.
    const type = await newLeaveType(app, { entitlement: 'grantedYearly', daysPerYear: 10, carryOverCap: 4, carriedDaysExpireAfterMonths: 1, effectiveFrom: `${thisYear - 2}-01-01` });
    await entitle();
    const years = [thisYear - 2, thisYear - 1];
    const expected: Row[] = [];
    for (const year of years) {
      expected.push({ kind: 'grant', days: 10, date: `${year}-01-01`, period: String(year) }, { kind: 'carryOver', days: -6, date: `${year}-12-31`, period: String(year) });
      // The carried 4 days not taken by the end of January expire.
      if (`${year + 1}-01-31` < today()) expected.push({ kind: 'expiry', days: -4, date: `${year + 1}-01-31`, period: String(year) });
    }
    expected.push({ kind: 'grant', days: 10, date: `${thisYear}-01-01`, period: String(thisYear) });
    const movements = summary(await movementsOf(app, employee.id, String(type.code)));
    expect(movements).toEqual(summary(expected));
    expect(await leaveBalanceOf(app, employee.id, String(type.code))).toBe(today() > `${thisYear}-01-31` ? 10 : 14);
    expect(await entitle()).toBe(0);
  });
});

describe('balances', () => {
  it('are the sum of their movements, shown on the employee, adjusted by HR with a reason and never below zero', async () => {
    const employee = await newEmployee(app, positionId, { hireDate: '2020-01-01' });
    await setLeaveBalance(app, employee.id, 10);
    expect((await app.http.get(`/api/employees/${employee.id}`).expect(200)).body.annualLeaveBalance).toBe(10);
    const why = await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: 2 }).expect(400);
    expect(Object.keys(why.body.errors)).toEqual(['note']);
    const below = await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: -11, note: 'Correction' }).expect(400);
    expect(below.body.errors.days).toBe('The balance of Annual leave is 10 days: a change of -11 would take it below zero');
    // Only a type kept as a balance is adjusted.
    await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'hajj', days: 2, note: 'x' }).expect(409);
    const adjusted = (await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: -2.5, note: 'Two and a half days taken before the system' }).expect(201)).body;
    expect(adjusted).toMatchObject({ kind: 'adjustment', date: today(), days: -2.5 });
    expect((await app.http.get(`/api/employees/${employee.id}`).expect(200)).body.annualLeaveBalance).toBe(7.5);
    // An adjustment is corrected (the balance follows); deleting the one that brought the days would leave it below zero.
    await app.http.put(`/api/leaveMovements/${adjusted.id}`).send({ version: adjusted.version, days: -3 }).expect(200);
    expect(await leaveBalanceOf(app, employee.id)).toBe(7);
    const bonus = (await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: 3, note: 'Days for the season' }).expect(201)).body;
    await app.http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: -10, note: 'All taken' }).expect(201);
    expect((await app.http.delete(`/api/leaveMovements/${bonus.id}`).expect(400)).body.errors.days).toBe('The balance of Annual leave is 0 days: a change of -3 would take it below zero');
    // What the server wrote never changes.
    const [accrual] = await movementsOf(app, (await newEmployee(app, positionId, { hireDate: today() })).id, 'sick');
    await app.http.put(`/api/leaveMovements/${accrual!.id}`).send({ version: accrual!.version, note: 'x' }).expect(409);
    await app.http.delete(`/api/leaveMovements/${accrual!.id}`).expect(409);
    expect(await leaveBalanceOf(app, employee.id)).toBe(0);
    expect((await app.http.get(`/api/employees/${employee.id}`).expect(200)).body.annualLeaveBalance).toBe(0);
  });
});
