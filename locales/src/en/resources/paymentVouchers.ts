import type { paymentVouchers } from '@club/schema/resources/paymentVouchers';
import { defineResourceLocale } from '../../types';
import { signatureFieldLabels } from '../approvalLabels';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherRules, voucherStatusLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof paymentVouchers>({
  name: 'Payment voucher |||| Payment vouchers',
  fields: {
    ...voucherFieldLabels,
    ...signatureFieldLabels,
    number: 'Voucher number',
    voucherDate: 'Date',
    payeeName: 'Paid to',
    payeeType: 'Payee',
    expenseCategory: 'Expense category',
    departmentId: 'Department',
    projectId: 'Project',
  },
  enums: {
    payeeType: { supplier: 'Supplier', employee: 'Employee', player: 'Player', other: 'Other' },
    expenseCategory: {
      salaries: 'Salaries and allowances',
      maintenance: 'Maintenance',
      utilities: 'Electricity, water and telecom',
      equipment: 'Sports equipment',
      transport: 'Transport',
      events: 'Events and camps',
      medical: 'Medical',
      rent: 'Rent',
      other: 'Other',
    },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: voucherActionLabels,
  rules: {
    ...voucherRules,
  },
});
