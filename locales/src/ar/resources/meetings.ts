import type { meetings } from '@club/schema/resources/meetings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof meetings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'اجتماعات |||| اجتماع |||| الاجتماعات |||| اجتماعات |||| اجتماعًا |||| اجتماع',
  fields: {
    title: 'العنوان',
    type: 'النوع',
    startsAt: 'موعد البدء',
    durationMinutes: 'المدة (بالدقائق)',
    location: 'المكان',
    isOnline: 'عن بُعد',
    meetingLink: 'رابط الاجتماع',
    priority: 'الأولوية',
    status: 'الحالة',
    organizerId: 'المنظِّم',
    attendeeIds: 'الحضور',
    agenda: 'جدول الأعمال',
    minutes: 'محضر الاجتماع',
    decisions: 'القرارات',
    reminderSentAt: 'أُرسل التذكير في',
  },
  enums: {
    type: { meeting: 'اجتماع', appointment: 'موعد' },
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
    status: { scheduled: 'مجدول', inProgress: 'قيد الانعقاد', completed: 'منتهٍ', cancelled: 'ملغى' },
  },
  rules: {
    startedWhenHeld: 'لا يُعقد اجتماع ولا يكتمل قبل موعده',
    minutesWhenCompleted: 'يُسجَّل للاجتماع المكتمل محضره',
    linkWhenOnline: 'للاجتماع عن بُعد رابطه',
    movesForward: 'لا ينتقل الاجتماع من «%{from}» إلى «%{to}»',
  },
  texts: {
    scheduled: 'مجدول',
    inProgress: 'قيد الانعقاد',
    completed: 'مكتمل',
    cancelled: 'ملغى',
    // The reminder email.
    reminderSubject: 'تذكير: %{title}',
    reminder: 'تذكير بالاجتماع «%{title}» في %{at}.',
    reminderAtPlace: 'تذكير بالاجتماع «%{title}» في %{at}، %{place}.',
  },
});
