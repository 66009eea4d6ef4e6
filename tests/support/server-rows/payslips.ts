import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Payslips are written by their payroll run's computation (api/src/payroll/compute-run.ts): an
// employee with pay, and a run of a month of its own (a month far ahead, which no sample takes), computed.
export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const department = await posted(http, 'A department', '/api/departments', { name: `Payroll ${tag}`, nameAr: 'إدارة الرواتب', code: `PY${tag}` });
  const position = await posted(http, 'A position', '/api/positions', { title: 'Payroll officer', titleAr: 'موظف رواتب', departmentId: department.id, headcount: 5 });
  await posted(http, 'An employee', '/api/employees', { fullName: `Payroll ${tag}`, nationalId: `19${tag}${tag.slice(0, 3)}`, nationality: 'saudi', gender: 'male', positionId: position.id, hireDate: '2020-01-01', basicSalary: 6_000 });
  const month = `20${60 + Math.floor(Math.random() * 40)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  const run = await posted(http, 'A payroll run', '/api/payrollRuns', { month, kind: 'offCycle' });
  await posted(http, 'Its computation', `/api/payrollRuns/${run.id}/compute`, {}, 200);
};
