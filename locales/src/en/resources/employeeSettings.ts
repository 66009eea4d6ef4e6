import type { employeeSettings } from '@club/schema/resources/employeeSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeSettings>({
  name: 'Employee setting |||| Individual settings',
  fields: {
    employeeId: 'Employee',
    graceMinutes: 'Grace before lateness (minutes)',
    overtimeAllowed: 'Overtime allowed',
    remoteWorkAllowed: 'Remote work allowed',
    attendanceExempt: 'Exempt from attendance',
    notes: 'Notes',
  },
});
