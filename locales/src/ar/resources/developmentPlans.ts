import type { developmentPlans } from '@club/schema/resources/developmentPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof developmentPlans>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطط تطوير |||| خطة تطوير |||| خطط التطوير الفردية |||| خطط تطوير |||| خطةً |||| خطة',
  fields: {
    employeeId: 'الموظف',
    periodStart: 'من',
    periodEnd: 'إلى',
    goals: 'الأهداف',
    actions: 'الإجراءات',
    progress: 'نسبة الإنجاز (%)',
    status: 'الحالة',
    reviewerId: 'المراجع',
    reviewNotes: 'ملاحظات المراجعة',
  },
  enums: {
    status: { draft: 'مسودة', active: 'سارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
});
