import type { internalBulletins } from '@club/schema/resources/internalBulletins';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof internalBulletins>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'نشرات داخلية |||| نشرة داخلية |||| النشرات الداخلية |||| نشرات داخلية |||| نشرة داخلية |||| نشرة داخلية',
  views: {
    staffCirculars: 'تعاميم |||| تعميم |||| تعاميم الموظفين |||| تعاميم |||| تعميمًا |||| تعميم',
  },
  permission: 'النشرات الداخلية',
  fields: {
    referenceNumber: 'الرقم المرجعي',
    title: 'العنوان',
    body: 'نص النشرة',
    audience: 'الجهة المستهدفة',
    priority: 'الأولوية',
    publishDate: 'تاريخ النشر',
    expiryDate: 'تاريخ الانتهاء',
    status: 'الحالة',
    requiresAcknowledgement: 'يتطلب الإقرار بالاطلاع',
    authorId: 'المُصدِر',
    departmentId: 'الإدارة الموجّه إليها',
    audienceSize: 'موجّه إلى (موظفًا)',
    readCount: 'اطّلع عليه',
    attachmentUrl: 'رابط المرفق',
    attachments: 'المرفقات',
  },
  enums: {
    audience: {
      allStaff: 'جميع الموظفين',
      administration: 'الشؤون الإدارية',
      humanResources: 'الموارد البشرية',
      finance: 'الإدارة المالية',
      technicalStaff: 'الجهاز الفني',
      academy: 'الأكاديمية',
      medical: 'القسم الطبي',
      facilities: 'إدارة المرافق',
      marketing: 'التسويق والرعاية',
      security: 'الأمن والسلامة',
    },
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
    status: { draft: 'مسودة', published: 'منشورة', archived: 'مؤرشفة' },
  },
  actions: { acknowledge: 'اطّلعت عليه' },
  rules: {
    publishedOnly: 'لا يُقرّ بالاطلاع إلا على تعميم منشور',
    addressedToReader: 'هذا التعميم موجّه إلى إدارة أخرى',
    ownAccount: 'سجّل الدخول بحسابك للإقرار بالاطلاع على التعميم',
  },
});
