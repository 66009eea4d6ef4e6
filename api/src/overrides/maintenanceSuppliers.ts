import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; employee: string; cr: string; order: string }> = {
  en: {
    refused: 'The supplier cannot be saved this way',
    employee: 'A team member is one of the club’s employees',
    cr: 'A contractor needs its commercial registration number',
    order: 'The contract ends after it starts',
  },
  ar: {
    refused: 'لا يمكن حفظ المورد بهذه الطريقة',
    employee: 'عضو الفريق أحد موظفي النادي',
    cr: 'يحتاج المقاول إلى رقم سجله التجاري',
    order: 'ينتهي العقد بعد بدايته',
  },
};

// A team member names their employee record; a contractor its commercial registration; a contract ends after it starts.
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const supplier = { ...before, ...values };
    if (supplier.kind === 'teamMember' && !supplier.employeeId) throw badRequest(m.refused, { employeeId: m.employee });
    if (supplier.kind === 'contractor' && !supplier.crNumber) throw badRequest(m.refused, { crNumber: m.cr });
    if (supplier.contractStart && supplier.contractEnd && String(supplier.contractEnd) < String(supplier.contractStart)) throw badRequest(m.refused, { contractEnd: m.order });
  },
}));
