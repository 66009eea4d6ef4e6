import type { accounts } from '@club/schema/resources/accounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof accounts>({
  name: 'حسابات |||| حساب |||| دليل الحسابات |||| حسابات |||| حسابًا |||| حساب',
  fields: {
    code: 'الرمز',
    name: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    type: 'النوع',
    parentId: 'يتبع',
    isPosting: 'يقبل القيود',
    isActive: 'نشط',
    description: 'الوصف',
  },
  enums: {
    type: { asset: 'أصول', liability: 'خصوم', equity: 'حقوق ملكية', revenue: 'إيرادات', expense: 'مصروفات' },
  },
  rules: {
    parentIsHeading: 'يتبع الحساب حسابًا رئيسيًا (لا يقبل القيود)',
    sameTypeAsParent: 'نوع الحساب هو نوع الحساب الرئيسي الذي يتبعه: الرقم الأول من رمزه',
    notUnderItself: 'لا يتبع الحساب نفسه ولا أحد الحسابات التابعة له',
    keptWithEntries: 'لهذا الحساب قيود: يبقى رمزه ولا يُحذف (أوقفه بدلًا من ذلك)',
  },
});
