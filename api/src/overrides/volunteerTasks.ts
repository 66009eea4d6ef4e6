import { defineOverride } from '../server-overrides/define';

// A task's moves and times are declared (schema/src/resources/volunteerTasks.ts); it is handed only
// to a volunteer accepted for its opportunity (another record: judged here).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const task = { ...before, ...values };
    if (!task.volunteerId || !('volunteerId' in values || 'opportunityId' in values)) return;
    const [accepted] = await records.find('volunteerAssignments', { opportunityId: task.opportunityId, volunteerId: task.volunteerId, status: ['accepted', 'attended'] }, { limit: 1 });
    if (!accepted) throw rules.refuse(write, 'volunteerAccepted', {}, 409);
  },
}));
