import { defineResource, f } from '../index';

// An employee's own settings (SPEC §2 /hr/SettingIndividual), over the HR settings and their
// schedule: other grace minutes before lateness, exemption from attendance (a coach on the road),
// whether overtime may be requested, whether remote work is allowed. One row per employee.
export const employeeSettings = defineResource({
  name: 'employeeSettings',
  route: '/hr/SettingIndividual',
  menu: { group: 'hr', icon: 'AdminPanelSettings', order: 91 },
  recordRepresentation: 'employeeId',
  fields: {
    employeeId: f.reference('employees', { required: true, unique: true }),
    graceMinutes: f.integer({ min: 0, max: 120 }),
    overtimeAllowed: f.boolean({ default: true }),
    remoteWorkAllowed: f.boolean({ default: false }),
    attendanceExempt: f.boolean({ default: false }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['employeeId', 'graceMinutes', 'overtimeAllowed', 'remoteWorkAllowed', 'attendanceExempt'], sort: ['createdAt', 'DESC'] },
  filters: { overtimeAllowed: {}, remoteWorkAllowed: {}, attendanceExempt: {} },
});
