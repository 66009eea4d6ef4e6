import type { webhookSubscriptions } from '@club/schema/resources/webhookSubscriptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof webhookSubscriptions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطافات ويب |||| خطاف ويب |||| خطافات الويب |||| خطافات ويب |||| خطاف ويب |||| خطاف ويب',
  fields: {
    name: 'الاسم',
    url: 'عنوان الاستقبال',
    resource: 'سجلات',
    events: 'الأحداث',
    roleId: 'يقرأ بصلاحيات الدور',
    status: 'الحالة',
    ownerId: 'المالك',
    secretSetAt: 'وقت إنشاء السر',
    failuresInRow: 'عمليات تسليم فاشلة متتالية',
    failingSince: 'يفشل منذ',
  },
  enums: { status: { active: 'نشط', paused: 'متوقف مؤقتًا' } },
  actions: { 'new-secret': 'سر جديد' },
  rules: {
    addressNotAllowed: 'هذا العنوان على هذا الخادم أو على شبكة خاصة: لا تُرسل خطافات الويب إليه إلا إذا سمح الخادم بالمضيف (INTEGRATION_ALLOWED_HOSTS)',
    urlScheme: 'أدخل عنوانًا يبدأ بـ http:// أو https://',
    subscribable: 'اختر نوع سجلات يمكن إرسال خطافات الويب له',
    events: 'اختر حدثًا واحدًا أو أكثر لهذا النوع من السجلات: %{events}',
  },
  texts: {
    created: 'إنشاء',
    updated: 'تعديل',
    deleted: 'حذف',
    events: 'الأحداث المرسلة',
    secretTitle: 'سر التوقيع',
    noSecret: 'لا يوجد سر لهذا الخطاف بعد: لن يُرسل شيء حتى تنشئ سرًا.',
    secretSet: 'أُنشئ السر في %{date}. لن يُعرض مرة أخرى: أنشئ سرًا جديدًا إذا فُقد.',
    newSecret: 'إنشاء سر جديد',
    newSecretText: 'يتوقف السر الحالي عن العمل فورًا. يُعرض السر الجديد الآن فقط: انسخه إلى النظام المستقبِل.',
    secret: 'سر التوقيع',
    separator: '، ',
    pausedNotice: 'أُوقف مؤقتًا بعد %{failed} عمليات تسليم فاشلة متتالية أو %{hours} ساعة من الإخفاق. تحقق من المستقبِل ثم أعده إلى «نشط».',
  },
});
