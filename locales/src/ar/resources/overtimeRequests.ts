import type { overtimeRequests } from '@club/schema/resources/overtimeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

export const locale = defineResourceLocale<typeof overtimeRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات عمل إضافي |||| طلب عمل إضافي |||| العمل الإضافي |||| طلبات عمل إضافي |||| طلبًا |||| طلب',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    date: 'التاريخ',
    hours: 'الساعات',
    reason: 'السبب',
    amount: 'المبلغ',
    requesterId: 'مقدم الطلب',
    ...approvalFieldLabels,
  },
  enums: {
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    ...requesterRules,
    overtimeAllowed: 'إعدادات الموظف لا تسمح بالعمل الإضافي',
  },
});
