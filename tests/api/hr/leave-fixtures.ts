// Helpers of the leave tests: a type's balance of an employee read and set (as HR adjusts it), a leave type of the test's own.
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../support/test-app';

type Row = Record<string, unknown>;

/** An employee's balance of a type (by code), 0 before its first movement. */
export const leaveBalanceOf = async (app: TestApp, employeeId: string, code = 'annual'): Promise<number> => {
  const { body } = await app.http.get('/api/leaveBalances').query({ filter: JSON.stringify({ employeeId, leaveTypeId: code }) }).expect(200);
  return Number((body as Row[])[0]?.balance ?? 0);
};

/** Brings an employee's balance of a type to `days` by an adjustment, as HR would. */
export const setLeaveBalance = async (app: TestApp, employeeId: string, days: number, code = 'annual'): Promise<void> => {
  const change = Math.round((days - (await leaveBalanceOf(app, employeeId, code))) * 100) / 100;
  if (change !== 0) await app.http.post('/api/leaveMovements').send({ employeeId, leaveTypeId: code, days: change, note: 'Balance brought from the paper records' }).expect(201);
};

/** The movements of an employee's type, oldest first. */
export const movementsOf = async (app: TestApp, employeeId: string, code: string): Promise<Row[]> =>
  (await app.http.get('/api/leaveMovements').query({ filter: JSON.stringify({ employeeId, leaveTypeId: code }), sort: JSON.stringify(['date', 'ASC']), range: '[0,99]' }).expect(200)).body;

/** A leave type of the test's own, its code unique. */
export const newLeaveType = async (app: TestApp, values: Row): Promise<Row> =>
  (await app.http.post('/api/leaveTypes').send({ code: `t${randomBytes(4).toString('hex')}`, name: 'Test leave', nameAr: 'إجازة اختبار', ...values }).expect(201)).body;
