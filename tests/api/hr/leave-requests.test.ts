import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate, today } from '../../support/calendar';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person, routeFor } from './hr-fixtures';
import { leaveBalanceOf, movementsOf, newLeaveType, setLeaveBalance } from './leave-fixtures';

// Issue 48: a leave request counts the days its type counts (working days: the weekly rest days
// and public holidays left out), shows the balance before and after it, is refused beyond the
// balance (with the balance in the words) unless its type may go below zero, and keeps its type's
// own rules (once in a service, for whom, how long). The last approval takes its days, once even
// when two approvals of one employee's leaves land together; a cancel before it begins gives them back.
let app: TestApp;
let positionId: string;
let approver: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  app = await startTestApp();
  ({ positionId } = await newPosition(app));
  approver = await person(app, 'admin');
  for (const type of ['annualLeave', 'otherLeave']) await routeFor(app, type, [{ label: 'HR', approverUserId: approver.id }]);
  // A public holiday of the tests' own: Wednesday 8 January 2031.
  await app.http.post('/api/publicHolidays').send({ name: 'Test holiday', nameAr: 'عطلة اختبار', firstDay: '2031-01-08', lastDay: '2031-01-08' }).expect(201);
});
afterAll(() => app?.stop());

/** A member with an employee record of their own (hired in 2020, a man unless said), and a client signed in as them. */
const staffMember = async (values: Record<string, unknown> = {}) => {
  const member = await person(app, 'member');
  const employee = await newEmployee(app, positionId, { userId: member.id, hireDate: '2020-01-01', ...values });
  return { member, employee };
};

const annual = (employeeId: string, startDate: string, endDate: string) => ({ employeeId, type: 'annualLeave', startDate, endDate, reason: 'Family visit' });
const other = (employeeId: string, leaveTypeId: string, startDate: string, endDate: string) => ({ employeeId, type: 'otherLeave', leaveTypeId, startDate, endDate });
const approve = (id: string) => approver.as.post(`/api/employeeRequests/${id}/approve`).send({});
const preview = (as: Awaited<ReturnType<typeof person>>['as'], query: Record<string, string>) => as.get('/api/leave/preview').query(query);

describe('a leave request', () => {
  it('counts only working days across a week-end and a public holiday, and shows the balance before and after', async () => {
    const { member, employee } = await staffMember();
    await setLeaveBalance(app, employee.id, 12);
    // Sunday 5 to Sunday 12 January 2031: 8 days, less Friday and Saturday and the holiday on Wednesday.
    const seen = (await preview(member.as, { employeeId: employee.id, type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-12' }).expect(200)).body;
    expect(seen).toMatchObject({ days: 5, calendarDays: 8, restDays: 2, holidays: 1, balance: { before: 12, after: 7 }, refusal: null, leaveType: { name: 'Annual leave', dayCount: 'workingDays', keepsBalance: true } });
    expect(seen.holidaysMet).toEqual([{ name: 'Test holiday', nameAr: 'عطلة اختبار', firstDay: '2031-01-08', lastDay: '2031-01-08' }]);
    // The request counts them the same, and names its type (the one active type asked as annual leave).
    const request = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-05', '2031-01-12')).expect(201)).body;
    const annualType = (await app.http.get('/api/leaveTypes').query({ filter: JSON.stringify({ code: 'annual' }) }).expect(200)).body[0];
    expect(request).toMatchObject({ days: 5, leaveTypeId: annualType.id, status: 'pending' });
    // A type counting calendar days counts them all (sick leave, art. 117).
    const sick = (await preview(member.as, { employeeId: employee.id, type: 'sickLeave', startDate: '2031-01-05', endDate: '2031-01-12' }).expect(200)).body;
    expect(sick).toMatchObject({ days: 8, restDays: 0, holidays: 0 });
    // Only rest days and holidays: nothing to count.
    const none = await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-17', '2031-01-18')).expect(400);
    expect(none.body.errors.endDate).toBe('These days are all rest days or public holidays: the leave counts none');
  });

  it('follows the schedule of an employee who has one: its days off are the rest days', async () => {
    const schedule = (await app.http.post('/api/workSchedules').send({ name: 'Match days', nameAr: 'أيام المباريات', workDays: ['wednesday', 'thursday', 'friday', 'saturday'], startTime: '14:00', endTime: '22:00' }).expect(201)).body;
    const { member, employee } = await staffMember({ workScheduleId: schedule.id });
    await setLeaveBalance(app, employee.id, 12);
    // Sunday to Saturday: Wednesday is the holiday, Thursday to Saturday work days.
    const seen = (await preview(member.as, { employeeId: employee.id, type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-11' }).expect(200)).body;
    expect(seen).toMatchObject({ days: 3, restDays: 3, holidays: 1 });
  });

  it('is refused beyond the balance, in words that give the balance', async () => {
    const { member, employee } = await staffMember();
    await setLeaveBalance(app, employee.id, 4);
    const beyond = await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-05', '2031-01-12')).expect(400);
    expect(beyond.body.errors.endDate).toBe('This leave counts 5 days, and the balance of Annual leave is 4 days');
    const inArabic = await member.as.post('/api/employeeRequests').set('Accept-Language', 'ar').send(annual(employee.id, '2031-01-05', '2031-01-12')).expect(400);
    expect(inArabic.body.errors.endDate).toBe('تُحتسب هذه الإجازة 5 يومًا، ورصيد الإجازة السنوية 4 يومًا');
    // The preview says it before sending.
    const seen = (await preview(member.as, { employeeId: employee.id, type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-12' }).expect(200)).body;
    expect(seen).toMatchObject({ balance: { before: 4, after: -1 }, refusal: 'This leave counts 5 days, and the balance of Annual leave is 4 days' });
    await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-05', '2031-01-09')).expect(201);
  });

  it('may take the balance below zero where its type allows it', async () => {
    const ahead = await newLeaveType(app, { entitlement: 'accruedMonthly', daysPerYear: 12, allowNegative: true, effectiveFrom: today() });
    const { member, employee } = await staffMember();
    const request = (await member.as.post('/api/employeeRequests').send(other(employee.id, String(ahead.id), '2031-02-02', '2031-02-04')).expect(201)).body;
    expect(request.days).toBe(3);
    await approve(request.id).expect(200);
    expect(await leaveBalanceOf(app, employee.id, String(ahead.code))).toBe(-3);
  });

  it('keeps its type to whom it is given: once in a service, after its years, for women or men, within its days', async () => {
    const { member, employee } = await staffMember();
    const hajj = (await member.as.post('/api/employeeRequests').send(other(employee.id, 'hajj', '2031-03-02', '2031-03-11')).expect(201)).body;
    expect(hajj).toMatchObject({ days: 10, type: 'otherLeave' });
    const again = await member.as.post('/api/employeeRequests').send(other(employee.id, 'hajj', '2032-02-20', '2032-03-01')).expect(409);
    expect(again.body.errors.leaveTypeId).toBe(`Hajj leave is given once in a service, and was taken already (${hajj.number})`);
    // Cancelled, it may be asked again.
    await member.as.post(`/api/employeeRequests/${hajj.id}/cancel`).send({}).expect(200);
    await member.as.post('/api/employeeRequests').send(other(employee.id, 'hajj', '2032-02-20', '2032-03-01')).expect(201);

    const { member: newcomer, employee: recent } = await staffMember({ hireDate: today() });
    // Service is counted to the leave's first day.
    const early = await newcomer.as.post('/api/employeeRequests').send(other(recent.id, 'hajj', shiftDate(today(), 100), shiftDate(today(), 109))).expect(400);
    expect(early.body.errors.leaveTypeId).toBe('Hajj leave is given after 2 years of service');
    const { member: pilgrim, employee: his } = await staffMember();
    const long = await pilgrim.as.post('/api/employeeRequests').send(other(his.id, 'hajj', '2033-03-02', '2033-03-17')).expect(400);
    expect(long.body.errors.endDate).toBe('Hajj leave is at most 15 days a request; this one counts 16');

    const maternity = await member.as.post('/api/employeeRequests').send(other(employee.id, 'maternity', '2031-04-06', '2031-06-28')).expect(400);
    expect(maternity.body.errors.leaveTypeId).toBe('Maternity leave is given to women only');
    const { member: mother, employee: her } = await staffMember({ gender: 'female' });
    expect((await mother.as.post('/api/employeeRequests').send(other(her.id, 'maternity', '2031-04-06', '2031-06-28')).expect(201)).body.days).toBe(84);
    const paternity = await mother.as.post('/api/employeeRequests').send(other(her.id, 'paternity', '2031-07-06', '2031-07-08')).expect(400);
    expect(paternity.body.errors.leaveTypeId).toBe('Paternity leave is given to men only');
  });

  it('names a type asked as its request type: another leave needs one chosen', async () => {
    const { member, employee } = await staffMember();
    const unnamed = await member.as.post('/api/employeeRequests').send({ employeeId: employee.id, type: 'otherLeave', startDate: '2031-05-04', endDate: '2031-05-05' }).expect(400);
    expect(Object.keys(unnamed.body.errors)).toEqual(['leaveTypeId']);
    // A type asked as another request type is not this one's.
    await member.as.post('/api/employeeRequests').send(other(employee.id, 'annual', '2031-05-04', '2031-05-05')).expect(409);
    // Nothing else has a leave type: it is emptied.
    const letter = (await member.as.post('/api/employeeRequests').send({ employeeId: employee.id, type: 'salaryLetter', leaveTypeId: 'hajj', reason: 'Bank' }).expect(201)).body;
    expect(letter.leaveTypeId).toBeNull();
  });
});

describe('its days', () => {
  it('leave the balance at the last approval, and come back when it is cancelled before it begins', async () => {
    const { member, employee } = await staffMember();
    await setLeaveBalance(app, employee.id, 10);
    const request = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-05', '2031-01-07')).expect(201)).body;
    expect(await leaveBalanceOf(app, employee.id)).toBe(10);
    await approve(request.id).expect(200);
    expect(await leaveBalanceOf(app, employee.id)).toBe(7);
    expect((await app.http.get(`/api/employees/${employee.id}`).expect(200)).body.annualLeaveBalance).toBe(7);
    // Someone else may not cancel it; its requester may, before its first day.
    await approver.as.post(`/api/employeeRequests/${request.id}/cancel`).send({}).expect(403);
    expect((await member.as.post(`/api/employeeRequests/${request.id}/cancel`).send({}).expect(200)).body.status).toBe('cancelled');
    expect(await leaveBalanceOf(app, employee.id)).toBe(10);
    const movements = (await movementsOf(app, employee.id, 'annual')).filter((movement) => movement.requestId === request.id);
    expect(movements.map(({ kind, days, note }) => ({ kind, days, note })).sort((a, b) => String(a.kind).localeCompare(String(b.kind)))).toEqual([
      { kind: 'returned', days: 3, note: request.number },
      { kind: 'taken', days: -3, note: request.number },
    ]);
    // Cancelled is final.
    await member.as.post(`/api/employeeRequests/${request.id}/cancel`).send({}).expect(409);
  });

  it('are not given back once the leave has begun, and a rejected leave takes none', async () => {
    const { member, employee } = await staffMember();
    await setLeaveBalance(app, employee.id, 10);
    const begun = (await member.as.post('/api/employeeRequests').send(annual(employee.id, shiftDate(today(), -1), shiftDate(today(), 1))).expect(201)).body;
    await approve(begun.id).expect(200);
    const after = await leaveBalanceOf(app, employee.id);
    const late = await member.as.post(`/api/employeeRequests/${begun.id}/cancel`).send({}).expect(409);
    expect(late.body.errors.status).toBe(`An approved leave is cancelled only before its first day (${shiftDate(today(), -1)})`);
    expect(await leaveBalanceOf(app, employee.id)).toBe(after);
    const rejected = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-12', '2031-01-13')).expect(201)).body;
    await approver.as.post(`/api/employeeRequests/${rejected.id}/reject`).send({ comment: 'Season opening' }).expect(200);
    expect(await leaveBalanceOf(app, employee.id)).toBe(after);
    expect((await movementsOf(app, employee.id, 'annual')).filter((movement) => movement.requestId === rejected.id)).toEqual([]);
  });

  it('are taken once when two approvals of one employee land together: the second finds what the first left', async () => {
    const { member, employee } = await staffMember();
    await setLeaveBalance(app, employee.id, 5);
    const first = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-05', '2031-01-07')).expect(201)).body;
    const second = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-01-12', '2031-01-14')).expect(201)).body;
    const answers = await Promise.all([approve(first.id), approve(second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.errors.days).toBe('The balance of Annual leave is 2 days now, fewer than the 3 days of this leave: the request cannot be approved');
    expect(await leaveBalanceOf(app, employee.id)).toBe(2);
    expect((await movementsOf(app, employee.id, 'annual')).filter((movement) => movement.kind === 'taken')).toHaveLength(1);
  });
});

describe('the preview', () => {
  it('is for whoever may make the request: their own employee, within their page permission', async () => {
    const { member, employee } = await staffMember();
    const { employee: colleague } = await staffMember();
    const query = { employeeId: colleague.id, type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-06' };
    expect((await preview(member.as, query).expect(400)).body.errors.employeeId).toBeTruthy();
    // HR (with every request) may ask for anyone.
    await preview(app.http, query).expect(200);
    await app.anonymous.get('/api/leave/preview').query(query).expect(401);
    const parent = await person(app, 'parent');
    await preview(parent.as, { ...query, employeeId: employee.id }).expect(403);
    await preview(member.as, { ...query, employeeId: employee.id, endDate: '2031-01-04' }).expect(400);
    // An edit's preview needs the edit permission (a member has none: their requests change by their route).
    const { member: stranger } = await staffMember();
    const request = (await member.as.post('/api/employeeRequests').send(annual(employee.id, '2031-02-02', '2031-02-02')).expect(201)).body;
    await preview(stranger.as, { ...query, employeeId: employee.id, requestId: request.id }).expect(403);
  });
});
