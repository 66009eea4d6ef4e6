import type { courtHearings } from '@club/schema/resources/courtHearings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof courtHearings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'جلسات |||| جلسة |||| الجلسات |||| جلسات |||| جلسة |||| جلسة',
  fields: {
    caseId: 'القضية',
    position: 'الترتيب',
    scheduledAt: 'الموعد',
    courtRoom: 'القاعة',
    judge: 'القاضي',
    outcome: 'النتيجة',
    summary: 'ملخص الجلسة',
    nextHearingAt: 'الجلسة التالية المحددة',
  },
  enums: {
    outcome: { scheduled: 'مجدولة', held: 'انعقدت', postponed: 'أُجّلت', cancelled: 'أُلغيت' },
  },
  rules: {
    hearingNotAhead: 'لا تُسجَّل جلسة مستقبلية منعقدةً أو مؤجلة',
    postponedTo: 'تُذكر للجلسة المؤجلة الموعد الذي أُجّلت إليه',
    nextHearingAfter: 'تأتي الجلسة التالية بعد هذه الجلسة',
  },
});
