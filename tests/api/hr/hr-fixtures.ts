// Helpers of the HR API tests: an organisation to hire into, employees with accounts, routes.
import { issueAccessToken } from '@club/api';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import type { TestApp } from '../../support/test-app';
import { bearer, createUser, type TestUser } from '../auth-helpers';

const tag = () => randomBytes(4).toString('hex').toUpperCase();

/** A department with one position of room for `headcount` people. */
export const newPosition = async (app: TestApp, headcount = 50): Promise<{ departmentId: string; positionId: string }> => {
  const department = (await app.http.post('/api/departments').send({ name: `Dept ${tag()}`, nameAr: 'إدارة', code: `D${tag()}` }).expect(201)).body;
  const position = (await app.http.post('/api/positions').send({ title: 'Officer', titleAr: 'موظف', departmentId: department.id, headcount }).expect(201)).body;
  return { departmentId: department.id, positionId: position.id };
};

let nationalId = 1_100_000_000 + Math.floor(Math.random() * 800_000_000);

/** An employee of the position, with the values given (an account, pay, a hire date). */
export const newEmployee = async (app: TestApp, positionId: string, values: Record<string, unknown> = {}) =>
  (
    await app.http
      .post('/api/employees')
      .send({ fullName: `Employee ${tag()}`, nationalId: String((nationalId += 1)), nationality: 'saudi', gender: 'male', positionId, hireDate: '2024-09-01', basicSalary: 8000, ...values })
      .expect(201)
  ).body;

/** A user of the role and a client signed in as them. */
export const person = async (app: TestApp, role: string): Promise<TestUser & { as: ReturnType<typeof supertest.agent> }> => {
  const user = await createUser(app, { role });
  return { ...user, as: supertest.agent(app.url).set(bearer(await issueAccessToken(app, user.id))) };
};

/** The active route of a request type, replacing any other, with the steps given. */
export const routeFor = async (app: TestApp, requestType: string, steps: { approverRoleId?: string; approverUserId?: string; label: string; labelAr?: string; minimumAmount?: number }[]) => {
  const { body: routes } = await app.http.get('/api/approvalRoutes').query({ filter: JSON.stringify({ requestType, active: true }) }).expect(200);
  for (const route of routes) await app.http.put(`/api/approvalRoutes/${route.id}`).send({ active: false }).expect(200);
  return (await app.http.post('/api/approvalRoutes').send({ name: `Route ${tag()}`, nameAr: 'مسار', requestType, steps }).expect(201)).body;
};
