import type { employeeContracts } from '@club/schema/resources/employeeContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeContracts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عقود |||| عقد |||| العقود |||| عقود |||| عقدًا |||| عقد',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    contractType: 'نوع العقد',
    startDate: 'يبدأ في',
    endDate: 'ينتهي في',
    probationDays: 'فترة التجربة (أيام)',
    basicSalary: 'الراتب الأساسي',
    housingAllowance: 'بدل السكن',
    transportAllowance: 'بدل النقل',
    renewalOfId: 'تجديد للعقد',
    status: 'الحالة',
    notes: 'ملاحظات',
    reminderSentAt: 'أُرسل التنبيه بانتهائه في',
  },
  enums: {
    contractType: { unlimited: 'غير محدد المدة', fixedTerm: 'محدد المدة', partTime: 'دوام جزئي', temporary: 'مؤقت', training: 'تدريب' },
    status: { active: 'ساري', renewed: 'مُجدَّد', ended: 'منتهٍ', terminated: 'مفسوخ' },
  },
  texts: {
    reminderSubject: 'انتهاء العقد %{number} للموظف %{name} في %{date}',
    reminderText: 'ينتهي العقد %{number} للموظف %{name} في %{date}. جدّده أو أنهِه قبل ذلك التاريخ:',
  },
  rules: {
    fixedTermEnds: 'للعقد محدد المدة تاريخ انتهاء',
    endsAfterStart: 'ينتهي العقد بعد بدايته',
    renewsAfterEnd: 'يبدأ التجديد بعد انتهاء العقد الذي يجدده (%{value})',
    renewsOwnContract: 'التجديد يكون لعقد الموظف نفسه',
    oneInForce: 'عقد الموظف %{record} ساري في هذه التواريخ',
  },
});
