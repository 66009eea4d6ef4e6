import type { approvalRoutes } from '@club/schema/resources/approvalRoutes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof approvalRoutes>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مسارات موافقة |||| مسار موافقة |||| مسارات الموافقة |||| مسارات موافقة |||| مسارَ موافقة |||| مسار موافقة',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    requestType: 'نوع الطلب',
    active: 'مفعّل',
    description: 'الوصف',
  },
  enums: {
    requestType: {
      annualLeave: 'إجازة سنوية', sickLeave: 'إجازة مرضية', emergencyLeave: 'إجازة اضطرارية', unpaidLeave: 'إجازة بدون راتب', otherLeave: 'إجازة أخرى (حج، أمومة، زواج…)',
      salaryLetter: 'تعريف بالراتب', salaryAdvance: 'سلفة على الراتب', custody: 'طلب عهدة', permission: 'استئذان',
      overtime: 'عمل إضافي', endOfService: 'نهاية الخدمة', paymentVoucher: 'سند صرف', payrollRun: 'مسير رواتب',
    },
  },
  rules: {
    activeRoute: 'يتبع هذا النوع من الطلبات المسار المفعّل «%{record}»: أوقفه أولًا',
    noSteps: 'للمسار خطوة واحدة على الأقل',
  },
});
