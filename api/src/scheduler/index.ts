export { scheduledJobsEntity } from './scheduled-jobs.entity';
export { Scheduler, type ScheduledJob } from './scheduler';
