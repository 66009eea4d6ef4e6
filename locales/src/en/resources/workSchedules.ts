import type { workSchedules } from '@club/schema/resources/workSchedules';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof workSchedules>({
  name: 'Work schedule |||| Work schedules',
  fields: {
    name: 'Name',
    nameAr: 'Arabic name',
    workDays: 'Working days',
    startTime: 'Starts at',
    endTime: 'Ends at',
    graceMinutes: 'Grace (minutes)',
    breakMinutes: 'Break (minutes)',
    isDefault: 'Default schedule',
  },
  enums: {
    workDays: { sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday' },
  },
  rules: {
    endsAfterStart: 'The working day ends after it starts',
  },
});
