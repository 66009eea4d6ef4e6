import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { voucherRules } from './parts/vouchers';

// A payment voucher: a draft until confirmed or canceled, then final (parts/vouchers.ts).
export const override = defineOverride(({ rules }) => ({
  recordActions: { confirm: editAction('confirm'), cancel: editAction('cancel') },
  beforeWrite: (write) => {
    voucherRules(rules, write);
  },
}));
