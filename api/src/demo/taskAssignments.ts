import type { DemoRow, DemoSeed } from './demo-seed';

// Owners, contributors and reviewers of the first tasks: each task's owner is its assignee.
export const demo: DemoSeed = (ctx) => {
  const tasks = ctx.records('tasks');
  const taskIds = ctx.ids('tasks');
  const users = ctx.ids('users').slice(0, 6);
  const rows: DemoRow[] = [];
  for (const [index, task] of tasks.slice(0, 8).entries()) {
    const owner = (task.assigneeId as string | undefined) ?? users[index % users.length]!;
    rows.push({ taskId: taskIds[index], userId: owner, role: 'owner' });
    const helper = users.find((user) => user !== owner && users.indexOf(user) % 3 === index % 3);
    if (helper) rows.push({ taskId: taskIds[index], userId: helper, role: index % 2 === 0 ? 'contributor' : 'reviewer', note: index % 2 === 0 ? 'Helps with the field work' : 'Reviews before closing' });
  }
  return rows;
};
