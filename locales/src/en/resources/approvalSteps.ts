import type { approvalSteps } from '@club/schema/resources/approvalSteps';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof approvalSteps>({
  name: 'Approval step |||| Approval steps',
  fields: {
    approvalRouteId: 'Approval route',
    position: 'Order',
    label: 'Step',
    labelAr: 'Step (Arabic)',
    approverRoleId: 'Approver role',
    approverUserId: 'Approver',
    minimumAmount: 'From amount',
  },
  rules: { oneApprover: 'Each step is decided by a role or by one person: choose exactly one' },
});
