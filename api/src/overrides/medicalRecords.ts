import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

// What happened is dated today or earlier, the expected return and the recovery come after it
// (declared); a resolved record is resolved today unless the clinic gives the day.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values }) => {
    if (action === 'delete') return;
    const record = { ...before, ...values };
    if (record.status === 'resolved' && !record.resolvedOn) values.resolvedOn = todayInRiyadh();
  },
}));
