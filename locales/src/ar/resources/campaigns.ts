import type { campaigns } from '@club/schema/resources/campaigns';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof campaigns>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حملات |||| حملة |||| الحملات |||| حملات |||| حملةً |||| حملة',
  fields: {
    name: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    objective: 'الهدف',
    channel: 'القناة',
    audience: 'الجمهور المستهدف',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    budget: 'الميزانية',
    spent: 'المصروف',
    sponsorId: 'الراعي',
    ownerId: 'المسؤول',
    notes: 'ملاحظات',
    status: 'الحالة',
  },
  enums: {
    objective: {
      awareness: 'التوعية بالعلامة',
      membership: 'العضويات',
      ticketSales: 'بيع التذاكر',
      sponsorship: 'الرعاية',
      engagement: 'تفاعل الجماهير',
      academyEnrolment: 'التسجيل في الأكاديمية',
    },
    channel: {
      social: 'وسائل التواصل',
      sms: 'رسائل نصية',
      email: 'البريد الإلكتروني',
      outdoor: 'لوحات خارجية',
      tv: 'التلفزيون',
      radio: 'الإذاعة',
      app: 'التطبيق',
      website: 'الموقع الإلكتروني',
    },
    audience: {
      fans: 'الجماهير',
      members: 'الأعضاء',
      parents: 'أولياء الأمور',
      players: 'اللاعبون',
      sponsors: 'الرعاة',
      public: 'عامة الناس',
    },
    status: {
      planned: 'مخطط لها',
      active: 'نشطة',
      paused: 'متوقفة مؤقتًا',
      completed: 'مكتملة',
      cancelled: 'ملغاة',
    },
  },
  actions: { launch: 'إطلاق', pause: 'إيقاف مؤقت', resume: 'استئناف', complete: 'تحديد كمكتملة', cancel: 'إلغاء الحملة' },
  rules: {
    resultsWithinDates: 'للحملة نتائج خارج هذه التواريخ',
    endsOnOrAfterStart: 'تنتهي الحملة في يوم بدايتها أو بعده',
  },
});
