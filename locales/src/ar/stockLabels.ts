// The labels of every stock document's posting fields, statuses and actions (schema/src/stock.ts),
// spread into each one's locale.
export const postingFieldLabels = {
  status: 'الحالة',
  postedById: 'رحّله',
  postedAt: 'تاريخ الترحيل',
  reversedById: 'عكسه',
  reversedAt: 'تاريخ العكس',
  reversalReason: 'سبب العكس',
};
export const postingStatusLabels = { draft: 'مسودة', posted: 'مُرحَّل', reversed: 'معكوس' };
export const postingActionLabels = { post: 'ترحيل', reverse: 'عكس' };
