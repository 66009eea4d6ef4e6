export { Reminders, type ReminderDeps } from './reminders';
export { sentRemindersEntity } from './sent-reminders.entity';
