import type { PendingWrite } from '../../crud/crud.service';
import type { RuleRefusals } from '../../rules/refusals';
import { arabicAmountInWords, englishAmountInWords } from './amount-in-words';
import { commentOf } from './edit-action';
import { halalasOf } from './money';

type Row = Record<string, unknown>;

// What each payment method asks for: a cheque its number, date and bank; a transfer its bank
// and reference; a card payment its approval code (required by schema/src/payments.ts's
// voucherChecks); the others are cleared.
const NEEDS: Record<string, readonly string[]> = {
  cash: [],
  cheque: ['chequeNumber', 'chequeDate', 'bankName'],
  transfer: ['bankName', 'reference'],
  card: ['reference'],
  mada: ['reference'],
};


/**
 * The rules receipt and payment vouchers share (schema/src/payments.ts's voucherChecks): a draft
 * until confirmed (who and when) or canceled (why), then final; the method's own fields required
 * (declared), the others cleared; the amount in words written by the server. Returns whether this
 * write confirms the voucher.
 */
export const voucherRules = (rules: RuleRefusals, write: PendingWrite): boolean => {
  const { action, before, values, actor, recordAction } = write;
  if (before && before.status !== 'draft') throw rules.refuse(write, 'decidedUnchanged', {}, 409);
  if (action === 'delete') return false;
  if (recordAction) {
    if (recordAction.name === 'cancel') {
      const comment = commentOf(recordAction.body);
      if (!comment) throw rules.refuse(write, 'cancellationReason');
      Object.assign(values, { status: 'canceled', cancelReason: comment });
      return false;
    }
    Object.assign(values, { status: 'confirmed', confirmedById: actor?.id ?? null, confirmedAt: new Date().toISOString() });
    return true;
  }
  if (action === 'create') values.status = 'draft';
  const voucher: Row = { ...before, ...values };
  const needed = NEEDS[String(voucher.method)] ?? [];
  for (const field of ['chequeNumber', 'chequeDate', 'bankName', 'reference']) if (!needed.includes(field) && voucher[field]) values[field] = null;
  if ('amount' in values) {
    values.amountInWords = englishAmountInWords(halalasOf(values.amount));
    values.amountInWordsAr = arabicAmountInWords(halalasOf(values.amount));
  }
  return false;
};
