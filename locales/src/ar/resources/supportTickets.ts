import type { supportTickets } from '@club/schema/resources/supportTickets';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof supportTickets>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تذاكر |||| تذكرة دعم |||| تذاكر الدعم |||| تذاكر |||| تذكرةً |||| تذكرة',
  fields: {
    ticketNumber: 'رقم التذكرة',
    subject: 'الموضوع',
    description: 'الوصف',
    category: 'الفئة',
    priority: 'الأولوية',
    requesterId: 'مقدم الطلب',
    memberId: 'عضو النادي',
    assigneeId: 'المسند إليه',
    resolution: 'الحل',
    resolvedAt: 'حُلّت في',
    resolutionHours: 'ساعات الحل',
    closedAt: 'أُغلقت في',
    satisfaction: 'الرضا (1–5)',
    openedAt: 'فُتحت في',
    status: 'الحالة',
  },
  enums: {
    category: {
      technical: 'تقني',
      account: 'الحساب',
      facilities: 'المرافق',
      billing: 'الفوترة',
      membership: 'العضوية',
      transport: 'النقل',
      other: 'أخرى',
    },
    priority: {
      low: 'منخفضة',
      medium: 'متوسطة',
      high: 'عالية',
      urgent: 'عاجلة',
    },
    status: {
      open: 'مفتوحة',
      inProgress: 'قيد المعالجة',
      waiting: 'بانتظار الرد',
      resolved: 'محلولة',
      closed: 'مغلقة',
    },
  },
  actions: {
    start: 'بدء المعالجة',
    wait: 'بانتظار الرد',
    resolve: 'حل',
    reopen: 'إعادة فتح',
    close: 'إغلاق',
  },
  rules: {
    ratedOnceResolved: 'تُقيّم التذكرة بعد حلها',
    resolution: 'اذكر كيف حُلّت التذكرة',
  },
});
