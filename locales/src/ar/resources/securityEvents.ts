import type { securityEvents } from '@club/schema/resources/securityEvents';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof securityEvents>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أحداث أمنية |||| حدث أمني |||| السجل الأمني |||| أحداث أمنية |||| حدثًا أمنيًا |||| حدث أمني',
  fields: {
    event: 'الحدث',
    level: 'المستوى',
    userId: 'الحساب',
    clientIp: 'عنوان العميل',
    requestId: 'معرّف الطلب',
    detail: 'التفاصيل',
    createdAt: 'الوقت',
  },
  enums: {
    event: {
      authn_login_success: 'تسجيل دخول',
      authn_login_fail: 'فشل تسجيل الدخول',
      authn_login_lock: 'قفل الحساب',
      authn_token_reuse: 'إعادة استخدام رمز الجلسة',
      authn_password_change: 'تغيير كلمة المرور',
      authn_password_change_fail: 'فشل تغيير كلمة المرور',
      authn_password_reset: 'إعادة تعيين كلمة المرور',
      authz_fail: 'رفض الوصول',
      authz_change: 'تغيير الدور',
      authz_admin: 'تغيير الصلاحيات',
      excess_rate_limit_exceeded: 'تجاوز حد الطلبات',
      session_expired: 'انتهاء الجلسة',
    },
    level: { info: 'معلومة', warn: 'تحذير', critical: 'حرج' },
  },
});
