import type { postingAccounts } from '@club/schema/resources/postingAccounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof postingAccounts>({
  name: 'حسابات ترحيل |||| حساب ترحيل |||| حسابات الترحيل |||| حسابات ترحيل |||| حساب ترحيل |||| حساب ترحيل',
  fields: { purpose: 'يُرحَّل', accountId: 'إلى الحساب' },
  enums: {
    purpose: {
      receivables: 'ما على العملاء',
      payables: 'ما على النادي للموردين',
      salesRevenue: 'إيرادات المبيعات',
      vatOutput: 'ضريبة القيمة المضافة على المبيعات',
      vatInput: 'ضريبة القيمة المضافة على المشتريات',
      inventory: 'مخزون المستودعات',
      depreciationExpense: 'مصروف الإهلاك',
      accumulatedDepreciation: 'مجمع الإهلاك',
      openingEquity: 'حقوق ملكية الأرصدة الافتتاحية',
      gosiExpense: 'مصروف: حصة المنشأة في التأمينات الاجتماعية',
      salariesPayable: 'رواتب مستحقة للعاملين',
      gosiPayable: 'المستحق للتأمينات الاجتماعية',
      employeeAdvances: 'ما على الموظفين من سلف',
      penaltiesFund: 'جزاءات محفوظة لصالح العاملين',
      'money.cash': 'المقبوض أو المدفوع نقدًا',
      'money.cheque': 'المقبوض أو المدفوع بشيك',
      'money.transfer': 'المقبوض أو المدفوع بتحويل',
      'money.card': 'المقبوض أو المدفوع ببطاقة',
      'money.mada': 'المقبوض أو المدفوع بمدى',
      'expense.salaries': 'مصروف: رواتب',
      'expense.maintenance': 'مصروف: صيانة',
      'expense.utilities': 'مصروف: خدمات',
      'expense.equipment': 'مصروف: معدات',
      'expense.transport': 'مصروف: نقل',
      'expense.events': 'مصروف: فعاليات',
      'expense.medical': 'مصروف: طبي',
      'expense.rent': 'مصروف: إيجار',
      'expense.other': 'مصروف: أخرى',
    },
  },
  rules: {
    postingAccount: 'اختر حسابًا نشطًا يقبل القيود',
  },
});
