import type { correspondence } from '@club/schema/resources/correspondence';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondence>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'معاملات |||| معاملة |||| الصادر والوارد |||| معاملات |||| معاملة |||| معاملة',
  fields: {
    direction: 'النوع',
    referenceNumber: 'رقم القيد',
    externalReference: 'رقمهم',
    letterDate: 'التاريخ',
    partyId: 'الجهة',
    subject: 'الموضوع',
    classification: 'التصنيف',
    confidentiality: 'درجة السرية',
    priority: 'الأهمية',
    replyToId: 'ردًّا على',
    dueDate: 'موعد الرد',
    departmentId: 'الإدارة',
    assignedToId: 'المكلَّف',
    createdById: 'سجّلها',
    status: 'الحالة',
    reminderSentAt: 'وقت التذكير بالتأخر',
    summary: 'الملخص',
    attachments: 'المرفقات',
  },
  enums: {
    direction: { incoming: 'وارد', outgoing: 'صادر', internal: 'داخلي' },
    classification: {
      request: 'طلب',
      inquiry: 'استفسار',
      response: 'رد',
      complaint: 'شكوى',
      invitation: 'دعوة',
      contract: 'عقد',
      report: 'تقرير',
      legal: 'قانوني',
      financial: 'مالي',
      circular: 'تعميم',
    },
    confidentiality: { normal: 'عادي', confidential: 'سري', topSecret: 'سري للغاية' },
    priority: { normal: 'عادي', high: 'هام', urgent: 'عاجل وهام' },
    status: { registered: 'مسجلة', inProgress: 'قيد المعالجة', awaitingReply: 'بانتظار الرد', answered: 'تم الرد', closed: 'مغلقة' },
  },
  actions: { start: 'بدء المعالجة', 'await-reply': 'بانتظار الرد', 'mark-answered': 'تحديد كمردود عليها', close: 'إغلاق' },
  rules: {
    directionKept: 'تبقى للمعاملة المسجلة جهتها (رقمها يدل عليها)',
    notReplyToItself: 'لا تكون المعاملة ردًّا على نفسها',
    partyNeeded: 'تُذكر الجهة للمعاملة الواردة أو الصادرة',
    noPartyInternal: 'لا جهة خارجية للمعاملة الداخلية',
    dueOnOrAfter: 'يحل موعد الرد في تاريخ المعاملة أو بعده',
  },
});
