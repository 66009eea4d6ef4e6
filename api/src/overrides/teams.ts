import { defineOverride } from '../server-overrides/define';

// A team's head coach is not one of its assistants (a rule declared in its schema, judged here;
// its player count is a declared rollup).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    if (write.action === 'delete') return;
    const team = { ...write.before, ...write.values };
    if (team.headCoachId && ((team.assistantCoachIds as string[] | null) ?? []).includes(String(team.headCoachId))) throw rules.refuse(write, 'headCoachNotAssistant');
  },
}));
