// The labels of every approvable resource's approval fields, status values and actions
// (schema/src/approvals.ts), spread into each one's locale.
export const approvalFieldLabels = {
  status: 'الحالة',
  currentStep: 'الخطوة الحالية',
  awaitingRoleId: 'بانتظار الدور',
  awaitingUserId: 'بانتظار الشخص',
  decidedAt: 'تاريخ القرار',
  approvalTrail: 'مسار الموافقة',
};
export const approvalStatusLabels = { pending: 'قيد الانتظار', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' };
export const approvalActionLabels = { approve: 'اعتماد', reject: 'رفض', cancel: 'إلغاء الطلب' };
