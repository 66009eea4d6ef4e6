import type { overtimeRequests } from '@club/schema/resources/overtimeRequests';
import { defineResourceLocale } from '../../types';

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
    status: 'الحالة',
    currentStep: 'الخطوة الحالية',
    awaitingRoleId: 'بانتظار الدور',
    awaitingUserId: 'بانتظار الشخص',
    decidedAt: 'تاريخ القرار',
    approvalTrail: 'مسار الموافقة',
  },
  enums: {
    status: { pending: 'قيد الانتظار', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
  },
  actions: { approve: 'اعتماد', reject: 'رفض', cancel: 'إلغاء الطلب' },
});
