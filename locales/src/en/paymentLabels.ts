// The labels of the ways money is paid (schema PAYMENT_METHODS), shared by receipt and payment vouchers.
export const paymentMethodLabels = {
  cash: 'Cash',
  cheque: 'Cheque',
  transfer: 'Bank transfer',
  card: 'Credit card',
  mada: 'mada card',
};

// The fields receipt and payment vouchers share (schema voucherMoneyFields, voucherDecisionFields).
export const voucherFieldLabels = {
  amount: 'Amount',
  amountInWords: 'Amount in words',
  amountInWordsAr: 'Amount in words (Arabic)',
  method: 'Payment method',
  chequeNumber: 'Cheque number',
  chequeDate: 'Cheque date',
  bankName: 'Bank',
  reference: 'Transfer reference or approval code',
  reason: 'For',
  status: 'Status',
  preparedById: 'Prepared by',
  confirmedById: 'Confirmed by',
  confirmedAt: 'Confirmed at',
  cancelReason: 'Reason for canceling',
};

export const voucherStatusLabels = { draft: 'Draft', confirmed: 'Confirmed', canceled: 'Cancelled' };

export const voucherActionLabels = {
  confirm: 'Confirm',
  cancel: 'Cancel voucher',
};

// The words of the rules receipt and payment vouchers share (schema voucherChecks).
export const voucherRules = {
  chequeNumberForCheque: 'Required for this payment method',
  chequeDateForCheque: 'Required for this payment method',
  bankForChequeOrTransfer: 'Required for this payment method',
  referenceForTransferOrCard: 'Required for this payment method',
  noChequeNumber: 'Not asked for this payment method',
  noChequeDate: 'Not asked for this payment method',
  noBank: 'Not asked for this payment method',
  noReference: 'Not asked for this payment method',
  decidedUnchanged: 'A confirmed or cancelled voucher does not change any more',
  cancellationReason: 'Say why the voucher is cancelled',
  preparerConfirms: 'Someone else than the one who prepared a voucher confirms it',
};
