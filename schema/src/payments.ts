// How money changes hands at the club's cash desk: one list for receipts and payments, labelled
// once in each language (locales' paymentLabels.ts).
export const PAYMENT_METHODS = ['cash', 'cheque', 'transfer', 'card', 'mada'] as const;
