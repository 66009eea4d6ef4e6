import type { employeeCertifications } from '@club/schema/resources/employeeCertifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeCertifications>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'شهادات |||| شهادة |||| المهارات والشهادات |||| شهادات |||| شهادةً |||| شهادة',
  fields: {
    employeeId: 'الموظف',
    name: 'الاسم',
    kind: 'النوع',
    level: 'المستوى',
    issuer: 'جهة الإصدار',
    credentialNumber: 'رقم الشهادة',
    issueDate: 'تاريخ الإصدار',
    expiryDate: 'تاريخ الانتهاء',
    notes: 'ملاحظات',
  },
  enums: {
    kind: { coachingLicence: 'رخصة تدريب', firstAid: 'إسعافات أولية', professionalRegistration: 'تسجيل مهني', language: 'لغة', technical: 'فنية', degree: 'مؤهل علمي' },
    level: { basic: 'أساسي', intermediate: 'متوسط', advanced: 'متقدم', expert: 'خبير' },
  },
  reminders: {
    expiry: {
      subject: 'تنتهي شهادة %{record} للموظف %{employeeId} في %{date}',
      text: 'تنتهي شهادة %{record} للموظف %{employeeId} في %{date} (المتبقي %{days} يوم). خطّط لتجديدها.',
    },
  },
});
