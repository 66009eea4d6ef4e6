import type { openingBalances } from '@club/schema/resources/openingBalances';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof openingBalances>({
  name: 'أرصدة افتتاحية |||| رصيد افتتاحي |||| الأرصدة الافتتاحية |||| أرصدة افتتاحية |||| رصيدًا افتتاحيًا |||| رصيد افتتاحي',
  fields: {
    fiscalYear: 'السنة المالية',
    accountCode: 'رمز الحساب',
    accountName: 'الحساب (إنجليزي)',
    accountNameAr: 'الحساب (عربي)',
    accountType: 'نوع الحساب',
    companyId: 'الشركة',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    status: 'الحالة',
    postedById: 'رحّله',
    postedAt: 'تاريخ الترحيل',
    notes: 'ملاحظات',
  },
  enums: {
    accountType: { asset: 'أصول', liability: 'خصوم', equity: 'حقوق ملكية', revenue: 'إيرادات', expense: 'مصروفات' },
    status: { draft: 'مسودة', posted: 'مُرحّل' },
  },
  actions: { post: 'ترحيل' },
  rules: {
    postedUnchanged: 'لا يتغير الرصيد الافتتاحي بعد ترحيله',
    debitOrCredit: 'الرصيد الافتتاحي مدين أو دائن، لا كلاهما',
    oncePerYear: 'لهذا الحساب رصيد افتتاحي لهذه السنة من قبل',
  },
});
