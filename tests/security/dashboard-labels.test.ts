import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser } from '../api/auth-helpers';

// Issue 44, L8: a chart by a reference names its records (the tasks by assignee) only for a reader
// who may read the records it names: the labels are read with the reader's page permissions and
// row rules on the target, like any other screen's references.
let app: TestApp;

type Chart = { key: string; categories: string[]; labels?: Record<string, string> };

const chartOf = async (token: string, dashboard: string, key: string): Promise<Chart> => {
  const answer = await anonymous(app).get(`/api/dashboards/${dashboard}`).set(bearer(token)).expect(200);
  return (answer.body.widgets as Chart[]).find((widget) => widget.key === key)!;
};

const readerWith = async (key: string, permissions: Record<string, string[]>) => {
  await app.http.post('/api/roles').send({ key, name: key, nameAr: key, rank: 10, permissions }).expect(201);
  const user = await createUser(app, { role: key });
  return app.auth.issueAccessToken(user.id);
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('L8: dashboard chart labels', () => {
  it("name a reference's records only for a reader who may read that resource", async () => {
    const assignee = await createUser(app, { role: 'member', firstName: 'Nadia', lastName: 'Qasimi' });
    await app.http.post('/api/tasks').send({ title: 'Order new nets', status: 'todo', assigneeId: assignee.id }).expect(201);

    // May open the report and list the tasks, but not the users.
    const reportOnly = await readerWith('task-report-reader', { taskReport: ['show'], tasks: ['list', 'show'] });
    const hidden = await chartOf(reportOnly, 'taskReport', 'byAssignee');
    expect(hidden.categories).toContain(assignee.id);
    expect(hidden.labels?.[assignee.id]).toBeUndefined();
    expect(JSON.stringify(hidden)).not.toContain('Qasimi');

    // With the users' list, the same chart names them.
    const withUsers = await readerWith('task-report-users', { taskReport: ['show'], tasks: ['list', 'show'], users: ['list'] });
    expect((await chartOf(withUsers, 'taskReport', 'byAssignee')).labels?.[assignee.id]).toBe('Nadia Qasimi');
  });
});
