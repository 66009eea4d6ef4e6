import type { executiveSettings } from '@club/schema/resources/executiveSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof executiveSettings>({
  name: 'Executive settings |||| Executive settings',
  fields: {
    defaultDurationMinutes: 'Default meeting length (minutes)',
    remindersEnabled: 'Email reminders',
    reminderLeadMinutes: 'Remind before (minutes)',
    meetingPlaces: 'Meeting places (one a line)',
  },
});
