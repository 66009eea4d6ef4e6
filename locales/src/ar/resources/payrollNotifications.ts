import type { payrollNotifications } from '@club/schema/resources/payrollNotifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof payrollNotifications>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إشعارات رواتب |||| إشعار راتب |||| إشعارات الرواتب |||| إشعارات رواتب |||| إشعارًا |||| إشعار',
  fields: {
    employeeId: 'الموظف',
    month: 'الشهر (سنة-شهر)',
    otherAdditions: 'إضافات أخرى',
    otherDeductions: 'حسومات أخرى',
    notes: 'ملاحظات',
    status: 'الحالة',
    basicSalary: 'الراتب الأساسي',
    allowances: 'البدلات',
    rewardsTotal: 'المكافآت',
    penaltiesTotal: 'الجزاءات',
    unpaidLeaveDays: 'إجازة بدون راتب (أيام)',
    unpaidLeaveDeduction: 'حسم الإجازة بدون راتب',
    gosiDeduction: 'التأمينات الاجتماعية',
    netPay: 'صافي الراتب',
  },
  enums: {
    status: { draft: 'مسودة', issued: 'صادر' },
  },
  rules: {
    issuedIsFinal: 'إشعار الراتب الصادر نهائي',
    netNotNegative: 'الحسومات تتجاوز راتب الشهر',
    oncePerMonth: 'للموظف إشعار راتب لهذا الشهر مسبقًا',
  },
});
