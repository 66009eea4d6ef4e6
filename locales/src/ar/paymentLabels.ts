// تسميات طرق الدفع (PAYMENT_METHODS في المخطط)، مشتركة بين سندات القبض والصرف.
export const paymentMethodLabels = {
  cash: 'نقدًا',
  cheque: 'شيك',
  transfer: 'تحويل بنكي',
  card: 'بطاقة ائتمان',
  mada: 'بطاقة مدى',
};
