import type { approvalRoutes } from '@club/schema/resources/approvalRoutes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof approvalRoutes>({
  name: 'Approval route |||| Approval routes',
  fields: {
    name: 'Name',
    nameAr: 'Arabic name',
    requestType: 'Request type',
    active: 'Active',
    description: 'Description',
  },
  enums: {
    requestType: {
      annualLeave: 'Annual leave', sickLeave: 'Sick leave', emergencyLeave: 'Emergency leave', unpaidLeave: 'Unpaid leave', otherLeave: 'Other leave (Hajj, maternity, marriage…)',
      salaryLetter: 'Salary letter', salaryAdvance: 'Salary advance', custody: 'Custody', permission: 'Short leave (permission)',
      overtime: 'Overtime', endOfService: 'End of service', paymentVoucher: 'Payment voucher', payrollRun: 'Payroll run',
    },
  },
  rules: {
    activeRoute: 'This type of request already follows the active route "%{record}": deactivate it first',
    noSteps: 'A route has at least one step',
  },
});
