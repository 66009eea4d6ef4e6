import type { paymentVouchers } from '@club/schema/resources/paymentVouchers';
import { defineResourceLocale } from '../../types';
import { signatureFieldLabels } from '../approvalLabels';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherRules, voucherStatusLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof paymentVouchers>({
  name: 'سندات صرف |||| سند صرف |||| سندات الصرف |||| سندات صرف |||| سند صرف |||| سند صرف',
  fields: {
    ...voucherFieldLabels,
    ...signatureFieldLabels,
    number: 'رقم السند',
    voucherDate: 'التاريخ',
    payeeName: 'صُرف إلى',
    payeeType: 'المستفيد',
    expenseCategory: 'بند المصروف',
    departmentId: 'الإدارة',
    projectId: 'المشروع',
  },
  enums: {
    payeeType: { supplier: 'مورد', employee: 'موظف', player: 'لاعب', other: 'آخر' },
    expenseCategory: {
      salaries: 'رواتب وبدلات',
      maintenance: 'صيانة',
      utilities: 'كهرباء وماء واتصالات',
      equipment: 'معدات رياضية',
      transport: 'نقل',
      events: 'فعاليات ومعسكرات',
      medical: 'طبية',
      rent: 'إيجار',
      other: 'أخرى',
    },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: voucherActionLabels,
  rules: {
    ...voucherRules,
  },
});
