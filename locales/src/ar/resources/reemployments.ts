import type { reemployments } from '@club/schema/resources/reemployments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof reemployments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعادات توظيف |||| إعادة توظيف |||| إعادة التوظيف |||| إعادات توظيف |||| إعادةَ توظيف |||| إعادة توظيف',
  fields: {
    employeeId: 'الموظف السابق',
    positionId: 'الوظيفة الجديدة',
    startDate: 'تاريخ التعيين الجديد',
    reason: 'السبب',
    status: 'الحالة',
  },
  enums: {
    status: { proposed: 'مقترحة', approved: 'معتمدة', declined: 'مرفوضة' },
  },
  rules: {
    decidedIsFinal: 'قرار إعادة التوظيف نهائي',
    formerEmployee: 'لا يُعاد توظيف إلا موظف انتهت خدمته',
  },
});
