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
});
