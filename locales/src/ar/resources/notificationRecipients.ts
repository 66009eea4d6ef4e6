import type { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { defineResourceLocale } from '../../types';
import { noticeKindLabels } from '../notificationLabels';

export const locale = defineResourceLocale<typeof notificationRecipients>({
  name: 'إشعارات التطبيق |||| إشعار |||| إشعارات التطبيق |||| إشعارات |||| إشعارًا |||| إشعار',
  fields: { userId: 'إلى', kind: 'النوع', resource: 'بخصوص', recordId: 'السجل', title: 'العنوان', body: 'التفاصيل', link: 'الرابط', readAt: 'تاريخ القراءة' },
  enums: { kind: noticeKindLabels },
  actions: { read: 'تعليم كمقروء' },
  texts: {
    assignedSubject: 'أُسند إليك: %{record}',
    assignedText: 'أُسند إليك %{record}.',
    approvalSubject: 'بانتظار قرارك: %{record}',
    approvalText: '%{record} بانتظار قرارك.',
    reminderSubject: 'تذكير: %{record}',
    reminderText: 'تذكير بخصوص %{record}: %{details}',
    mentionedSubject: 'أُشير إليك في %{record}',
    mentionedText: 'أُشير إليك في تعليق على %{record}: %{details}',
    commentedSubject: 'تعليق جديد على %{record}',
    commentedText: 'في سجل تتابعه، %{record}، تعليق جديد: %{details}',
    changedSubject: 'تغيّر %{record}',
    changedText: 'تغيّر سجل تتابعه: %{record}.',
    digestSubject: 'إشعاراتك ليوم %{date}',
    digestText: 'ما يخصك مما جرى اليوم (%{count}):',
  },
});
