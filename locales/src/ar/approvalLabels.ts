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

/** The words of the rules of who makes an HR request (schema/src/approvals.ts: requesterChecks), spread into each one's `rules`. */
export const requesterRules = {
  requestsForSelf: 'لا تقدّم الطلبات إلا لنفسك',
  activeEmployee: 'لا يقدّم الطلبات إلا موظف على رأس العمل',
};

// تسميات حقول السجل الذي يوقَّع إجراؤه على مسار (schema/src/approvals.ts: signatureFields).
export const signatureFieldLabels = {
  currentStep: 'خطوة التوقيع',
  awaitingRoleId: 'يوقّعه (الدور)',
  awaitingUserId: 'يوقّعه',
  approvalTrail: 'التوقيعات',
};
