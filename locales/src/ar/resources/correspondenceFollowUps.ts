import type { correspondenceFollowUps } from '@club/schema/resources/correspondenceFollowUps';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondenceFollowUps>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'متابعات |||| متابعة |||| متابعة المعاملات |||| متابعات |||| متابعة |||| متابعة',
  fields: { correspondenceId: 'المعاملة', action: 'الإجراء', assignedToId: 'المكلَّف', dueDate: 'الموعد', status: 'الحالة', doneAt: 'أُنجزت في', notes: 'ملاحظات' },
  enums: { status: { open: 'مفتوحة', done: 'منجزة', cancelled: 'ملغاة' } },
  rules: {
    doneIsFinal: 'المتابعة المنجزة أو الملغاة نهائية',
  },
  reminders: { due: { subject: 'متابعة مستحقة في %{date}: %{record}', text: 'المتابعة %{record} المحالة إليك مستحقة في %{date} (بعد %{days} يوم).' } },
});
