import { defineOverride } from '../server-overrides/define';

// Closing a month takes turns with the entries posting into it (their advisory lock, in
// journalEntries.ts): an entry that started before the close finishes first, none starts after.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    const period = write.before?.period ?? write.values.period;
    if (write.values.status === 'closed' && write.before?.status !== 'closed') await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accountingPeriods:${period}`]);
  },
}));
