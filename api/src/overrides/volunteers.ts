import { defineOverride } from '../server-overrides/define';

// A new volunteer has no approved hours yet: the total is their approved logs' (volunteerHoursLogs keeps it).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, values }) => {
    if (action === 'create') values.approvedHours = 0;
  },
}));
