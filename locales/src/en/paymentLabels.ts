// The labels of the ways money is paid (schema PAYMENT_METHODS), shared by receipt and payment vouchers.
export const paymentMethodLabels = {
  cash: 'Cash',
  cheque: 'Cheque',
  transfer: 'Bank transfer',
  card: 'Credit card',
  mada: 'mada card',
};
