import type { helpArticles } from '@club/schema/resources/helpArticles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof helpArticles>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مقالات |||| مقالة مساعدة |||| مقالات المساعدة |||| مقالات |||| مقالةً |||| مقالة',
  fields: {
    title: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    category: 'الفئة',
    summary: 'الملخص بالإنجليزية',
    summaryAr: 'الملخص بالعربية',
    body: 'المقالة بالإنجليزية',
    bodyAr: 'المقالة بالعربية',
    tags: 'الوسوم',
    position: 'الترتيب',
    status: 'الحالة',
  },
  enums: {
    category: {
      gettingStarted: 'البداية',
      players: 'اللاعبون والأكاديمية',
      hr: 'الموارد البشرية',
      facilities: 'المرافق',
      warehouses: 'المستودعات والأصول',
      visits: 'الزيارات والفعاليات',
      finance: 'المالية',
      settings: 'الإعدادات والحسابات',
    },
    status: {
      draft: 'مسودة',
      published: 'منشورة',
    },
  },
});
