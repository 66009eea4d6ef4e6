import type { projects } from '@club/schema/resources/projects';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof projects>({
  name: 'مشاريع |||| مشروع |||| المشاريع |||| مشاريع |||| مشروعًا |||| مشروع',
  fields: {
    code: 'الرمز',
    name: 'الاسم (إنجليزي)',
    nameAr: 'الاسم (عربي)',
    description: 'الوصف',
    ownerId: 'المسؤول',
    departmentId: 'الإدارة',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    budget: 'الميزانية',
    spent: 'المصروف',
    priority: 'الأولوية',
    status: 'الحالة',
    progress: 'نسبة الإنجاز (%)',
    openTasks: 'المهام المفتوحة',
  },
  enums: {
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
    status: { planning: 'تخطيط', active: 'نشط', onHold: 'معلّق', completed: 'مكتمل', cancelled: 'ملغى' },
  },
  actions: {
    start: 'بدء',
    hold: 'تعليق',
    complete: 'إكمال',
    cancel: 'إلغاء المشروع',
  },
  rules: {
    noOpenTasks: 'ما زالت %{count} من مهامه مفتوحة: أنجزها أو ألغها أولًا',
    endsAfterStart: 'ينتهي المشروع بعد بدايته',
  },
});
