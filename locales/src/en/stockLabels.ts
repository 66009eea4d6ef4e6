// The labels of every stock document's posting fields, statuses and actions (schema/src/stock.ts),
// spread into each one's locale.
export const postingFieldLabels = {
  status: 'Status',
  postedById: 'Posted by',
  postedAt: 'Posted at',
  reversedById: 'Reversed by',
  reversedAt: 'Reversed at',
  reversalReason: 'Reason for reversal',
};
export const postingStatusLabels = { draft: 'Draft', posted: 'Posted', reversed: 'Reversed' };
export const postingActionLabels = { post: 'Post', reverse: 'Reverse' };
