import type { complianceTrackings } from '@club/schema/resources/complianceTrackings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof complianceTrackings>({
  name: 'متابعات امتثال |||| متابعة امتثال |||| متابعات الامتثال |||| متابعات امتثال |||| متابعةً |||| متابعة',
  fields: {
    standardId: 'المعيار',
    period: 'الفترة',
    dueDate: 'تاريخ الاستحقاق',
    ownerId: 'المسؤول',
    status: 'الحالة',
    evidence: 'الأدلة',
    findings: 'الملاحظات المرصودة',
    correctiveAction: 'الإجراء التصحيحي',
    correctiveDueDate: 'موعد الإجراء التصحيحي',
    completedAt: 'تاريخ الإنجاز',
    reminderSentAt: 'تاريخ التذكير',
    notes: 'ملاحظات',
  },
  enums: { status: { pending: 'قيد الانتظار', inProgress: 'قيد التنفيذ', compliant: 'ممتثل', nonCompliant: 'غير ممتثل', overdue: 'متأخر' } },
  actions: {
    start: 'بدء',
    'back-to-pending': 'إعادة إلى قيد الانتظار',
    comply: 'تعليم كممتثل',
    'find-gaps': 'تعليم كغير ممتثل',
    overdue: 'متأخرة',
  },
  rules: {
    oncePerPeriod: 'للمعيار متابعة للفترة %{period} من قبل',
    evidence: 'أرفق دليل الامتثال',
    findings: 'اكتب الملاحظات المرصودة',
    correctiveAction: 'اكتب الإجراء التصحيحي',
    correctiveDueDate: 'حدد موعد الإجراء التصحيحي',
    overdue: 'تصبح المتابعة متأخرة من تلقاء نفسها بعد فوات موعدها',
  },
  texts: {
    reminderSubject: 'استحقاق امتثال: %{code} (%{period}) في %{date}',
    reminderText: 'متطلب «%{title}» للفترة %{period} مستحق في %{date}. أرفق الدليل أو سجّل الملاحظات قبل ذلك:',
  },
});
