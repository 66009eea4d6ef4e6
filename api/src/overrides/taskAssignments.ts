import { causeOf } from '../crud/cause';
import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { owned: string }> = {
  en: { owned: 'The task has its owner already: make them a contributor first' },
  ar: { owned: 'للمهمة مسؤول من قبل: اجعله مساهمًا أولًا' },
};

// One owner per task (the task's row locked, so two at once take turns), who becomes the task's
// assignee.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const assignment = { ...before, ...values };
    if (assignment.role !== 'owner') return;
    await client.query('SELECT 1 FROM "tasks" WHERE "id" = $1 FOR NO KEY UPDATE', [assignment.taskId]);
    const { rows } = await client.query(`SELECT 1 FROM "task_assignments" WHERE "task_id" = $1 AND "role" = 'owner' AND "id" IS DISTINCT FROM $2`, [assignment.taskId, id ?? null]);
    if (rows.length > 0) throw conflict(MESSAGES[locale].owned, { role: MESSAGES[locale].owned });
  },
  afterWrite: async (event) => {
    const { action, after } = event;
    // An owner back from the trash is not assigned the task again (its delete left the task as it was).
    if (action === 'delete' || action === 'restore' || after?.role !== 'owner') return;
    const [task] = await records.find('tasks', { id: after.taskId }, { lock: true });
    if (task) await records.update('tasks', task.id as string, { assigneeId: after.userId }, causeOf(event));
  },
}));
