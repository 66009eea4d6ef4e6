import { EntitySchema } from 'typeorm';

/**
 * One row per reminder sent: the record, the reminder, the step (days ahead) and the date it was
 * for. Its key makes each step of each date send once, whichever instance's job finds it first; a
 * new date (a renewal) sends afresh.
 */
export const sentRemindersEntity = new EntitySchema<Record<string, unknown>>({
  name: 'sentReminders',
  tableName: 'sent_reminders',
  columns: {
    resource: { type: 'varchar', length: 64, primary: true },
    recordId: { name: 'record_id', type: 'uuid', primary: true },
    reminder: { type: 'varchar', length: 64, primary: true },
    daysBefore: { name: 'days_before', type: 'integer', primary: true },
    forDate: { name: 'for_date', type: 'date', primary: true },
    sentAt: { name: 'sent_at', type: 'timestamptz', default: () => 'now()' },
  },
});
