import { EntitySchema } from 'typeorm';

/** One row per scheduled job: when it last ran (on any instance) and what it did. */
export const scheduledJobsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'scheduledJobs',
  tableName: 'scheduled_jobs',
  columns: {
    name: { type: 'varchar', length: 120, primary: true },
    lastRunAt: { name: 'last_run_at', type: 'timestamptz', nullable: true },
    lastDone: { name: 'last_done', type: 'integer', nullable: true },
    lastError: { name: 'last_error', type: 'text', nullable: true },
  },
});
