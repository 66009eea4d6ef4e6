import type { executiveSettings } from '@club/schema/resources/executiveSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof executiveSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات الوحدة التنفيذية |||| إعدادات الوحدة التنفيذية |||| إعدادات الوحدة التنفيذية |||| إعدادات الوحدة التنفيذية |||| إعدادات الوحدة التنفيذية |||| إعدادات الوحدة التنفيذية',
  fields: {
    defaultDurationMinutes: 'مدة الاجتماع الافتراضية (دقيقة)',
    remindersEnabled: 'التذكير بالبريد الإلكتروني',
    reminderLeadMinutes: 'التذكير قبل (دقيقة)',
    meetingPlaces: 'أماكن الاجتماعات (مكان في كل سطر)',
  },
});
