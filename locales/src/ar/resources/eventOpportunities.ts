import type { eventOpportunities } from '@club/schema/resources/eventOpportunities';
import { defineResourceLocale } from '../../types';
import { skillLabels } from '../volunteerLabels';

export const locale = defineResourceLocale<typeof eventOpportunities>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فرص |||| فرصة تطوعية |||| الفعاليات والفرص |||| فرص |||| فرصةً |||| فرصة',
  fields: {
    number: 'الرقم',
    title: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    eventId: 'الفعالية',
    description: 'الوصف',
    location: 'الموقع',
    startsAt: 'تبدأ في',
    endsAt: 'تنتهي في',
    requiredVolunteers: 'المتطوعون المطلوبون',
    hoursPerDay: 'الساعات في اليوم',
    skills: 'المهارات المطلوبة',
    supervisorId: 'المشرف',
    acceptedCount: 'المقبولون',
    status: 'الحالة',
  },
  enums: {
    skills: skillLabels,
    status: {
      draft: 'مسودة',
      published: 'منشورة',
      closed: 'مغلقة',
    },
  },
  publicForm: {
    title: 'سجّل متطوعًا في هذه الفرصة',
    submit: 'سجّلني متطوعًا',
    sent: 'شكرًا لك: استلمنا طلبك، وسيتواصل معك المشرف عند قبوله.',
    closed: 'هذه الفرصة لا تستقبل متطوعين حاليًا.',
    copyLink: 'نسخ رابط المتطوعين',
  },
  publicForms: {
    attendance: {
      title: 'سجّل حضورك',
      submit: 'تسجيل الحضور',
      sent: 'سُجّل حضورك، وساعات اليوم بانتظار اعتماد المشرف.',
      closed: 'تسجيل الحضور لهذه الفرصة مغلق.',
      copyLink: 'نسخ رابط الحضور',
    },
  },
  actions: { publish: 'نشر', unpublish: 'إعادة إلى المسودة', close: 'إغلاق' },
  rules: {
    endsAfterStart: 'تنتهي الفرصة بعد بدايتها',
    notBelowAccepted: 'قُبل %{than} متطوعًا بالفعل: لا يقل العدد المطلوب عن ذلك',
  },
});
