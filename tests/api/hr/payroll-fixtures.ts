// Helpers of the payroll API tests: a run made, walked through its route and locked; its payslips by employee.
import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { person, routeFor } from './hr-fixtures';

type Row = Record<string, unknown>;

/** A one-step payroll route, decided by a person of its own (the test administrator submits, so never decides). */
export const payrollApprover = async (app: TestApp) => {
  const approver = await person(app, 'admin');
  await routeFor(app, 'payrollRun', [{ label: 'Finance', labelAr: 'المالية', approverUserId: approver.id }]);
  return approver;
};

/** A new run of the month, computed. */
export const newRun = async (app: TestApp, month: string, values: Row = {}): Promise<Row> => {
  const made = await app.http.post('/api/payrollRuns').send({ month, ...values });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const computed = await app.http.post(`/api/payrollRuns/${made.body.id}/compute`).send({});
  expect(computed.status, JSON.stringify(computed.body)).toBe(200);
  return computed.body;
};

/** Submits, approves and locks a run: the locked run. */
export const lockRun = async (app: TestApp, approver: Awaited<ReturnType<typeof payrollApprover>>, run: Row): Promise<Row> => {
  const submitted = await app.http.post(`/api/payrollRuns/${run.id}/submit`).send({});
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect((await approver.as.post(`/api/payrollRuns/${run.id}/approve`).send({})).status).toBe(200);
  const locked = await app.http.post(`/api/payrollRuns/${run.id}/lock`).send({});
  expect(locked.status, JSON.stringify(locked.body)).toBe(200);
  return locked.body;
};

/** A run's payslips by employee id. */
export const payslipsOf = async (app: TestApp, run: Row): Promise<Map<string, Row>> => {
  const { body } = await app.http.get('/api/payslips').query({ filter: JSON.stringify({ payrollRunId: run.id }), range: '[0,99]' }).expect(200);
  return new Map((body as Row[]).map((payslip) => [String(payslip.employeeId), payslip]));
};

/** An approved request of a route with one step of its own (an advance, unpaid leave, overtime). */
export const approved = async (app: TestApp, resource: string, requestType: string, body: Row): Promise<Row> => {
  const approver = await person(app, 'admin');
  await routeFor(app, requestType, [{ label: 'HR', approverUserId: approver.id }]);
  const made = await app.http.post(`/api/${resource}`).send(body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const decided = await approver.as.post(`/api/${resource}/${made.body.id}/approve`).send({});
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body;
};

/**
 * The request's leave type, where the club keeps leave types (leaveTypes: a request names its
 * type): one asked as unpaid leave, made if the club has none. The payroll reads unpaid leave by
 * the request's type alone (`unpaidLeave`).
 */
export const unpaidLeaveType = async (app: TestApp): Promise<Row> => {
  const found = await app.http.get('/api/leaveTypes').query({ filter: JSON.stringify({ requestType: 'unpaidLeave' }) });
  if (found.status === 404) return {};
  const [type] = found.body as Row[];
  if (type) return { leaveTypeId: type.id };
  const made = await app.http.post('/api/leaveTypes').send({ code: 'unpaidLeave', name: 'Unpaid leave', nameAr: 'إجازة بدون راتب', requestType: 'unpaidLeave', paid: false, dayCount: 'calendarDays' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { leaveTypeId: made.body.id };
};
