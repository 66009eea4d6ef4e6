import type { volunteerTasks } from '@club/schema/resources/volunteerTasks';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerTasks>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مهام |||| مهمة تطوعية |||| المهام التطوعية |||| مهام |||| مهمةً |||| مهمة',
  fields: {
    opportunityId: 'الفرصة',
    title: 'المهمة',
    description: 'الوصف',
    volunteerId: 'المتطوع',
    startsAt: 'تبدأ في',
    endsAt: 'تنتهي في',
    estimatedHours: 'الساعات المقدرة',
    priority: 'الأولوية',
    status: 'الحالة',
  },
  enums: {
    priority: {
      low: 'منخفضة',
      medium: 'متوسطة',
      high: 'عالية',
    },
    status: {
      open: 'مفتوحة',
      inProgress: 'قيد التنفيذ',
      done: 'منجزة',
      cancelled: 'ملغاة',
    },
  },
  actions: { start: 'بدء', 'mark-done': 'تحديد كمنجزة', 'back-to-work': 'استئناف العمل', reopen: 'إعادة فتح', cancel: 'إلغاء المهمة' },
  rules: {
    volunteerAccepted: 'المتطوع غير مقبول في فرصة هذه المهمة',
    endsAfterStart: 'تنتهي المهمة بعد بدايتها',
  },
});
