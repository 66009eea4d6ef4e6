import type { webhookDeliveries } from '@club/schema/resources/webhookDeliveries';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof webhookDeliveries>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عمليات تسليم خطافات الويب |||| عملية تسليم خطاف ويب |||| سجل تسليم خطافات الويب |||| عمليات تسليم |||| عملية تسليم |||| عملية تسليم',
  fields: {
    subscriptionId: 'خطاف الويب',
    eventId: 'معرّف الحدث',
    eventType: 'الحدث',
    recordId: 'السجل',
    attempt: 'المحاولة',
    outcome: 'النتيجة',
    statusCode: 'رمز HTTP',
    durationMs: 'المدة (مللي ثانية)',
    error: 'الخطأ',
    messageId: 'رسالة صندوق الإرسال',
    createdAt: 'الوقت',
  },
  enums: { outcome: { delivered: 'سُلّم', failed: 'فشل', skipped: 'لم يُرسل' } },
  actions: { 'send-again': 'إرسال مرة أخرى' },
});
