import type { employeeRequests } from '@club/schema/resources/employeeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels } from '../approvalLabels';

export const locale = defineResourceLocale<typeof employeeRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات موظفين |||| طلب موظف |||| الطلبات الآلية |||| طلبات موظفين |||| طلبًا |||| طلب',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    type: 'النوع',
    startDate: 'من',
    endDate: 'إلى',
    days: 'الأيام',
    amount: 'المبلغ',
    assetId: 'الأصل',
    reason: 'السبب',
    requesterId: 'مقدم الطلب',
    ...approvalFieldLabels,
  },
  enums: {
    type: {
      annualLeave: 'إجازة سنوية', sickLeave: 'إجازة مرضية', emergencyLeave: 'إجازة اضطرارية', unpaidLeave: 'إجازة بدون راتب',
      salaryLetter: 'تعريف بالراتب', salaryAdvance: 'سلفة على الراتب', custody: 'طلب عهدة',
    },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
});
