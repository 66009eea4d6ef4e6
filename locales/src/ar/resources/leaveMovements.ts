import type { leaveMovements } from '@club/schema/resources/leaveMovements';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leaveMovements>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حركات أرصدة |||| حركة رصيد |||| سجل الأرصدة |||| حركات أرصدة |||| حركةَ رصيد |||| حركة رصيد',
  fields: {
    date: 'التاريخ',
    employeeId: 'الموظف',
    leaveTypeId: 'نوع الإجازة',
    kind: 'الحركة',
    days: 'الأيام',
    period: 'عن',
    requestId: 'طلب الإجازة',
    leaveBalanceId: 'الرصيد',
    note: 'ملاحظة',
  },
  enums: {
    kind: {
      adjustment: 'تسوية',
      opening: 'رصيد افتتاحي',
      accrual: 'استحقاق شهري',
      grant: 'منحة سنوية',
      carryOver: 'ما زاد على حد الترحيل',
      expiry: 'سقوط أيام مرحّلة',
      taken: 'إجازة مأخوذة',
      returned: 'إلغاء إجازة: إعادة أيامها',
    },
  },
  rules: {
    balanceType: 'لا رصيد للتسوية إلا لنوع إجازة ذي رصيد (يُستحق شهريًا أو يُمنح سنويًا)',
    noteNeeded: 'تُذكر سبب التسوية',
    adjustmentDays: 'رصيد %{type} %{balance} يومًا: تغيير بمقدار %{days} ينزل به عن الصفر',
    adjustmentNoDays: 'تحرّك التسوية عددًا من الأيام',
    onePerPeriod: 'هذه الحركة لهذه الفترة مسجلة مسبقًا (%{record})',
    oncePerRequest: 'أيام هذا الطلب محرّكة مسبقًا (%{record})',
  },
});
