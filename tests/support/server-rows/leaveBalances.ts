import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Leave balances are their movements' sums, kept by the server (api/src/overrides/leaveMovements.ts):
// an employee hired is granted the year's sick and emergency leave at once.
export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const department = await posted(http, 'A department', '/api/departments', { name: `Leave ${tag}`, nameAr: 'إدارة الإجازات', code: `LV${tag}` });
  const position = await posted(http, 'A position', '/api/positions', { title: 'Leave officer', titleAr: 'موظف إجازات', departmentId: department.id, headcount: 5 });
  await posted(http, 'An employee', '/api/employees', { fullName: `Leave ${tag}`, nationalId: `18${tag}${tag.slice(0, 3)}`, nationality: 'saudi', gender: 'male', positionId: position.id, hireDate: '2020-01-01' });
};
