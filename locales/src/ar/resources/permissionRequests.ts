import type { permissionRequests } from '@club/schema/resources/permissionRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

export const locale = defineResourceLocale<typeof permissionRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'استئذانات |||| استئذان |||| الاستئذان |||| استئذانات |||| استئذانًا |||| استئذان',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    date: 'التاريخ',
    fromTime: 'من',
    toTime: 'إلى',
    hours: 'الساعات',
    reason: 'السبب',
    details: 'التفاصيل',
    requesterId: 'مقدم الطلب',
    ...approvalFieldLabels,
  },
  enums: {
    reason: { personal: 'شخصي', medical: 'موعد طبي', official: 'مراجعة جهة حكومية', family: 'عائلي', other: 'أخرى' },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    ...requesterRules,
    fourHoursAtMost: 'الاستئذان أربع ساعات على الأكثر',
    endsAfterStart: 'تأتي النهاية بعد البداية',
  },
});
