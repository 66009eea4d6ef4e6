import type { notifications } from '@club/schema/resources/notifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof notifications>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إشعارات |||| إشعار |||| الإشعارات |||| إشعارات |||| إشعارًا |||| إشعار',
  fields: {
    channel: 'القناة',
    kind: 'النوع',
    recipient: 'المستلم',
    subject: 'الموضوع',
    body: 'نص الرسالة',
    status: 'الحالة',
    attempts: 'عدد المحاولات',
    lastError: 'آخر خطأ',
    nextAttemptAt: 'موعد المحاولة التالية',
    sentAt: 'تاريخ الإرسال',
    attachedResource: 'نوع المستند المرفق',
    attachedRecordId: 'المستند المرفق',
    attachedLanguage: 'لغة المستند المرفق',
    userId: 'المستخدم',
  },
  enums: {
    attachedLanguage: { en: 'الإنجليزية', ar: 'العربية' },
    channel: { email: 'البريد الإلكتروني', sms: 'رسالة نصية', zatca: 'الهيئة (فاتورة)', webhook: 'خطاف ويب' },
    kind: { passwordReset: 'إعادة تعيين كلمة المرور', otp: 'رمز لمرة واحدة', invitation: 'دعوة', accessRequest: 'طلب وصول', contractExpiry: 'انتهاء عقد', meetingReminder: 'تذكير باجتماع', visit: 'زيارة', vehicleExpiry: 'انتهاء وثائق مركبة', complianceDue: 'استحقاق امتثال', securityNotice: 'تنبيه أمني', document: 'مستند', eInvoice: 'فاتورة إلكترونية إلى الهيئة', reminder: 'تذكير', notice: 'إشعار', digest: 'ملخص يومي', webhook: 'تسليم خطاف ويب' },
    status: { pending: 'قيد الانتظار', sent: 'أُرسل', logged: 'سُجّل (لم يُرسل)', failed: 'فشل' },
  },
});
