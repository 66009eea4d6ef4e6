import { defineResource, f } from '../index';

export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

// Shifts (SPEC §2 /hr/WorkSchedules): the days and hours an employee is expected, with the minutes
// of grace before a check-in counts as late. Attendance is judged against the employee's schedule,
// or the default one.
export const workSchedules = defineResource({
  name: 'workSchedules',
  route: '/hr/WorkSchedules',
  menu: { group: 'hr', icon: 'CalendarMonth', order: 20 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 80, search: true }),
    nameAr: f.text({ required: true, maxLength: 80, search: true }),
    workDays: f.multiEnum(WEEK_DAYS, { required: true }),
    startTime: f.time({ required: true }),
    endTime: f.time({ required: true }),
    graceMinutes: f.integer({ required: true, min: 0, max: 120, default: 15 }),
    breakMinutes: f.integer({ required: true, min: 0, max: 180, default: 60 }),
    // The schedule of every employee who has none of their own: exactly one is the default.
    isDefault: f.boolean({ default: false }),
  },
  checks: { endsAfterStart: { kind: 'after', field: 'endTime', than: 'startTime' } },
  list: { columns: ['name', 'nameAr', 'workDays', 'startTime', 'endTime', 'graceMinutes', 'isDefault'], sort: ['name', 'ASC'] },
  filters: { isDefault: {} },
});
