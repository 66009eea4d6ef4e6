import { defineOverride } from '../server-overrides/define';

// A project (its moves and dates: declared) is completed only with none of its tasks open (its row
// locked, so a task written meanwhile waits); the refusal counts them.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const project = { ...before, ...values };
    if (project.status !== 'completed' || before?.status === 'completed' || !id) return;
    const { rows } = await client.query<{ open: number }>(`SELECT count(*)::int AS "open" FROM "tasks" WHERE "project_id" = $1 AND "status" NOT IN ('done', 'canceled')`, [id]);
    if (rows[0]!.open > 0) throw rules.refuse(write, 'noOpenTasks', { count: rows[0]!.open }, 409);
  },
}));
