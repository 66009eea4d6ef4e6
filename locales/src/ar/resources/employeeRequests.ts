import type { employeeRequests } from '@club/schema/resources/employeeRequests';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels, requesterRules } from '../approvalLabels';

export const locale = defineResourceLocale<typeof employeeRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات موظفين |||| طلب موظف |||| الطلبات الآلية |||| طلبات موظفين |||| طلبًا |||| طلب',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    type: 'النوع',
    startDate: 'من',
    endDate: 'إلى',
    days: 'الأيام',
    amount: 'المبلغ',
    assetId: 'الأصل',
    reason: 'السبب',
    requesterId: 'مقدم الطلب',
    ...approvalFieldLabels,
  },
  enums: {
    type: {
      annualLeave: 'إجازة سنوية', sickLeave: 'إجازة مرضية', emergencyLeave: 'إجازة اضطرارية', unpaidLeave: 'إجازة بدون راتب',
      salaryLetter: 'تعريف بالراتب', salaryAdvance: 'سلفة على الراتب', custody: 'طلب عهدة',
    },
    status: approvalStatusLabels,
  },
  actions: approvalActionLabels,
  rules: {
    ...requesterRules,
    startDateNeeded: 'تحتاج الإجازة إلى يومها الأول والأخير',
    endDateNeeded: 'تحتاج الإجازة إلى يومها الأول والأخير',
    lastDayNotBeforeFirst: 'لا يسبق اليوم الأخير اليوم الأول',
    amountNeeded: 'تحتاج السلفة إلى مبلغها',
    assetNeeded: 'يحدد طلب العهدة الأصل المطلوب',
    datesOfLeaveOnly: 'اليوم الأول للإجازة فقط',
    lastDayOfLeaveOnly: 'اليوم الأخير للإجازة فقط',
    amountOfAdvanceOnly: 'المبلغ للسلفة فقط',
    assetOfCustodyOnly: 'الأصل لطلب العهدة فقط',
    leaveBalance: 'المتبقي من رصيد هذه الإجازة %{left} يومًا فقط',
    balanceAtApproval: 'المتبقي للموظف من رصيد هذه الإجازة الآن %{left} يومًا فقط: لا يمكن اعتماد الطلب',
    leaveOverlap: 'للموظف إجازة في هذه الأيام مسبقًا (%{record})',
  },
});
