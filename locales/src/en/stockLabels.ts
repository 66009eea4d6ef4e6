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

// The words of the rules every line that moves stock is held to (schema/src/stock.ts's
// stockLineChecks), and the units a shortage is told in.
export const stockLineRules = {
  itemKnown: 'No such item',
  itemOfTheWarehouse: 'This item is held in another warehouse',
  itemStocked: 'This item is no longer stocked',
  enoughInStock: 'Not enough %{name} in stock: %{available} %{unit} on hand, %{asked} asked',
};
export const stockUnitTexts = { unitPiece: 'pieces', unitBox: 'boxes', unitKg: 'kg', unitLiter: 'litres', unitPair: 'pairs', unitSet: 'sets' };

// The words of a stock document's life (schema/src/stock.ts's postingChecks).
export const postingRules = {
  postedUnchanged: 'A posted document is never edited: reverse it and post a new one',
  onlyDraftDeleted: 'Only a draft is deleted: a posted document is reversed',
  linesToPost: 'A document needs at least one line before it is posted',
  reverseToUndo: 'A posted document is undone with Reverse, saying why',
  reversedStays: 'A reversed document stays as it is',
  reversalReason: 'Say why the document is reversed',
};
