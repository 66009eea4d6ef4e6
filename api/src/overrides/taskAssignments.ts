import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// A task's owner (one per task: declared) becomes the task's assignee.
export const override = defineOverride(({ records }) => ({
  afterWrite: async (event) => {
    const { action, after } = event;
    // An owner back from the trash is not assigned the task again (its delete left the task as it was).
    if (action === 'delete' || action === 'restore' || after?.role !== 'owner') return;
    const [task] = await records.find('tasks', { id: after.taskId }, { lock: true });
    if (task) await records.update('tasks', task.id as string, { assigneeId: after.userId }, causeOf(event));
  },
}));
