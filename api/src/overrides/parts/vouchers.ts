import { badRequest, conflict } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';
import type { PendingWrite } from '../../crud/crud.service';
import { arabicAmountInWords, englishAmountInWords } from './amount-in-words';
import { commentOf } from './edit-action';
import { halalasOf } from './money';

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, { refused: string; required: string; final: string; reason: string }> = {
  en: {
    refused: 'This voucher cannot be saved this way',
    required: 'Required for this payment method',
    final: 'A confirmed or canceled voucher does not change any more',
    reason: 'Say why the voucher is canceled',
  },
  ar: {
    refused: 'لا يمكن حفظ هذا السند بهذه الطريقة',
    required: 'مطلوب لطريقة الدفع هذه',
    final: 'لا يتغير السند بعد اعتماده أو إلغائه',
    reason: 'اذكر سبب إلغاء السند',
  },
};

// What each payment method asks for: a cheque its number, date and bank; a transfer its bank
// and reference; a card payment its approval code.
const NEEDS: Record<string, readonly string[]> = {
  cash: [],
  cheque: ['chequeNumber', 'chequeDate', 'bankName'],
  transfer: ['bankName', 'reference'],
  card: ['reference'],
  mada: ['reference'],
};


/**
 * The rules receipt and payment vouchers share: a draft until confirmed (who and when) or
 * canceled (why), then final; the method's own fields required, the others cleared; the amount in
 * words written by the server. Returns whether this write confirms the voucher.
 */
export const voucherRules = ({ action, before, values, actor, locale, recordAction }: PendingWrite): boolean => {
  const m = MESSAGES[locale];
  if (before && before.status !== 'draft') throw conflict(m.final, { status: m.final });
  if (action === 'delete') return false;
  if (recordAction) {
    if (recordAction.name === 'cancel') {
      const comment = commentOf(recordAction.body);
      if (!comment) throw badRequest(m.reason, { comment: m.reason });
      Object.assign(values, { status: 'canceled', cancelReason: comment });
      return false;
    }
    Object.assign(values, { status: 'confirmed', confirmedById: actor?.id ?? null, confirmedAt: new Date().toISOString() });
    return true;
  }
  if (action === 'create') values.status = 'draft';
  const voucher: Row = { ...before, ...values };
  const needed = NEEDS[String(voucher.method)] ?? [];
  const missing = needed.filter((field) => !voucher[field]);
  if (missing.length) throw badRequest(m.refused, Object.fromEntries(missing.map((field) => [field, m.required])));
  for (const field of ['chequeNumber', 'chequeDate', 'bankName', 'reference']) if (!needed.includes(field) && voucher[field]) values[field] = null;
  if ('amount' in values) {
    values.amountInWords = englishAmountInWords(halalasOf(values.amount));
    values.amountInWordsAr = arabicAmountInWords(halalasOf(values.amount));
  }
  return false;
};
