import type { apiKeys } from '@club/schema/resources/apiKeys';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof apiKeys>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مفاتيح واجهة برمجة التطبيقات |||| مفتاح واجهة برمجة التطبيقات |||| مفاتيح واجهة برمجة التطبيقات |||| مفاتيح واجهة برمجة التطبيقات |||| مفتاحًا لواجهة برمجة التطبيقات |||| مفتاح لواجهة برمجة التطبيقات',
  fields: {
    name: 'الاسم',
    description: 'الغرض منه',
    roleId: 'الدور',
    expiresAt: 'ينتهي في',
    allowedSources: 'العناوين المسموح بها (عنوان أو نطاق CIDR في كل سطر؛ فارغ: أي عنوان)',
    perMinute: 'الطلبات في الدقيقة',
    overlapHours: 'مدة بقاء السر القديم صالحًا (بالساعات)',
    status: 'الحالة',
    revokedAt: 'أُلغي في',
    prefix: 'يبدأ المفتاح بـ',
    lastUsedAt: 'آخر استخدام',
    useCount: 'مرات الاستخدام',
    userId: 'يعمل باسم',
  },
  enums: {
    status: { active: 'نشط', revoked: 'ملغى' },
  },
  actions: {
    rotate: 'تدوير السر',
    revoke: 'إلغاء',
  },
  rules: {
    allowedSources: 'ليس عنوانًا أو نطاق CIDR: %{sources}',
  },
  texts: {
    secret: 'مفتاح واجهة برمجة التطبيقات',
  },
});
