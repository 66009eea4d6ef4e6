import type { PendingWrite } from '../../crud/crud.service';
import type { RuleRefusals } from '../../rules/refusals';
import { signedInFull } from '../../rules/signatures';
import { arabicAmountInWords, englishAmountInWords } from './amount-in-words';
import { commentOf } from './edit-action';
import { halalasOf } from './money';

/**
 * The rules receipt and payment vouchers share (schema/src/payments.ts's voucherChecks): a draft
 * until confirmed (who and when) or canceled (why), then final; the method's own fields required
 * and the others emptied (declared); the amount in words written by the server; who prepared it
 * kept, and never the one who confirms it; a payment confirmed at its last signature on its route
 * (the engine's: api/src/rules/signatures.ts). Returns whether this write confirms the voucher.
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
    // Separation of duties: the one who prepared the voucher does not confirm it.
    if (actor && before?.preparedById === actor.id) throw rules.refuse(write, 'preparerConfirms', {}, 403);
    // A signature on the payments' route with a step still to sign: kept, the voucher still a draft.
    if (!signedInFull(write)) return false;
    Object.assign(values, { status: 'confirmed', confirmedById: actor?.id ?? null, confirmedAt: new Date().toISOString() });
    return true;
  }
  if (action === 'create') Object.assign(values, { status: 'draft', preparedById: write.cause ? null : (actor?.id ?? null) });
  if ('amount' in values) {
    values.amountInWords = englishAmountInWords(halalasOf(values.amount));
    values.amountInWordsAr = arabicAmountInWords(halalasOf(values.amount));
  }
  return false;
};
