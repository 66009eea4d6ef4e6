import type { correspondenceParties } from '@club/schema/resources/correspondenceParties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceParties>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'جهات |||| جهة |||| جهات المراسلة |||| جهات |||| جهة |||| جهة',
  fields: { name: 'الاسم', nameAr: 'الاسم بالعربية', kind: 'النوع', email: 'البريد الإلكتروني', phone: 'الهاتف', address: 'العنوان', active: 'نشطة' },
  enums: {
    kind: { government: 'جهة حكومية', federation: 'اتحاد أو رابطة', company: 'شركة', club: 'نادٍ', school: 'مدرسة', individual: 'فرد', other: 'أخرى' },
  },
});
