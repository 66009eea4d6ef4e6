// تسميات طرق الدفع (PAYMENT_METHODS في المخطط)، مشتركة بين سندات القبض والصرف.
export const paymentMethodLabels = {
  cash: 'نقدًا',
  cheque: 'شيك',
  transfer: 'تحويل بنكي',
  card: 'بطاقة ائتمان',
  mada: 'بطاقة مدى',
};

// الحقول المشتركة بين سندات القبض والصرف (voucherMoneyFields و voucherDecisionFields في المخطط).
export const voucherFieldLabels = {
  amount: 'المبلغ',
  amountInWords: 'المبلغ كتابةً بالإنجليزية',
  amountInWordsAr: 'المبلغ كتابةً',
  method: 'طريقة الدفع',
  chequeNumber: 'رقم الشيك',
  chequeDate: 'تاريخ الشيك',
  bankName: 'البنك',
  reference: 'مرجع التحويل أو رمز الموافقة',
  reason: 'وذلك عن',
  status: 'الحالة',
  preparedById: 'أعدّه',
  confirmedById: 'اعتمده',
  confirmedAt: 'وقت الاعتماد',
  cancelReason: 'سبب الإلغاء',
};

export const voucherStatusLabels = { draft: 'مسودة', confirmed: 'معتمد', canceled: 'ملغى' };

export const voucherActionLabels = {
  confirm: 'اعتماد',
  cancel: 'إلغاء السند',
};

// The words of the rules receipt and payment vouchers share (schema voucherChecks).
export const voucherRules = {
  chequeNumberForCheque: 'مطلوب لطريقة الدفع هذه',
  chequeDateForCheque: 'مطلوب لطريقة الدفع هذه',
  bankForChequeOrTransfer: 'مطلوب لطريقة الدفع هذه',
  referenceForTransferOrCard: 'مطلوب لطريقة الدفع هذه',
  noChequeNumber: 'لا تُطلب لطريقة الدفع هذه',
  noChequeDate: 'لا تُطلب لطريقة الدفع هذه',
  noBank: 'لا تُطلب لطريقة الدفع هذه',
  noReference: 'لا تُطلب لطريقة الدفع هذه',
  decidedUnchanged: 'لا يتغير السند بعد اعتماده أو إلغائه',
  cancellationReason: 'اذكر سبب إلغاء السند',
  preparerConfirms: 'يعتمد السند شخص غير من أعدّه',
};
