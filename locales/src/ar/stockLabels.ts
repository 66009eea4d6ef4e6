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

// The words of the rules every line that moves stock is held to (schema/src/stock.ts's
// stockLineChecks), and the units a shortage is told in.
export const stockLineRules = {
  itemKnown: 'لا يوجد هذا الصنف',
  itemOfTheWarehouse: 'هذا الصنف في مستودع آخر',
  itemStocked: 'لم يعد هذا الصنف يُخزَّن',
  enoughInStock: 'لا يكفي المخزون من «%{name}»: المتوفر %{available} %{unit}، والمطلوب %{asked}',
};
export const stockUnitTexts = { unitPiece: 'قطعة', unitBox: 'علبة', unitKg: 'كغ', unitLiter: 'لتر', unitPair: 'زوج', unitSet: 'طقم' };

// The words of a stock document's life (schema/src/stock.ts's postingChecks).
export const postingRules = {
  postedUnchanged: 'لا يُعدَّل مستند مُرحَّل: اعكسه وأنشئ مستندًا جديدًا',
  onlyDraftDeleted: 'لا يُحذف إلا المسودة: المستند المُرحَّل يُعكس',
  linesToPost: 'يحتاج المستند إلى بند واحد على الأقل قبل ترحيله',
  reverseToUndo: 'يُلغى المستند المُرحَّل بالعكس مع ذكر السبب',
  reversedStays: 'يبقى المستند المعكوس كما هو',
  reversalReason: 'اذكر سبب عكس المستند',
};
