import type { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof notificationRecipients>({
  name: 'إشعارات التطبيق |||| إشعار |||| إشعارات التطبيق |||| إشعارات |||| إشعارًا |||| إشعار',
  fields: { userId: 'إلى', kind: 'النوع', resource: 'بخصوص', recordId: 'السجل', title: 'العنوان', body: 'التفاصيل', link: 'الرابط', readAt: 'تاريخ القراءة' },
  enums: { kind: { assigned: 'أُسند إليك', approval: 'بانتظار قرارك', reminder: 'تذكير' } },
  actions: { read: 'تعليم كمقروء' },
});
