import type { workCommencements } from '@club/schema/resources/workCommencements';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof workCommencements>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مباشرات |||| مباشرة |||| المباشرات |||| مباشرات |||| مباشرةً |||| مباشرة',
  fields: {
    employeeId: 'الموظف',
    kind: 'النوع',
    leaveRequestId: 'الإجازة',
    commencementDate: 'تاريخ المباشرة',
    daysLate: 'أيام التأخير',
    notes: 'ملاحظات',
  },
  enums: {
    kind: { newHire: 'مباشرة تعيين', returnFromLeave: 'مباشرة بعد إجازة', returnFromAssignment: 'مباشرة بعد انتداب' },
  },
  rules: {
    leaveNamed: 'تحدد المباشرة بعد الإجازة الإجازةَ نفسها',
    employeesOwnLeave: 'الإجازة لموظف آخر',
    leaveApproved: 'لا مباشرة إلا بعد إجازة معتمدة',
    afterLeaveStarts: 'تأتي المباشرة بعد بداية الإجازة',
  },
});
