import type { correspondenceSettings } from '@club/schema/resources/correspondenceSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات الصادر والوارد |||| إعدادات الصادر والوارد |||| إعدادات الصادر والوارد |||| إعدادات الصادر والوارد |||| إعدادات الصادر والوارد |||| إعدادات الصادر والوارد',
  fields: {
    incomingPrefix: 'بادئة الوارد',
    outgoingPrefix: 'بادئة الصادر',
    internalPrefix: 'بادئة الداخلي',
    numberDigits: 'عدد خانات الرقم',
    answerWithinDays: 'مدة الرد (يوم)',
  },
  rules: {
    distinctPrefixes: 'لكل جهة بادئة خاصة بها: وإلا تشاركت معاملات جهتين في الأرقام',
  },
});
