import type { journalEntries } from '@club/schema/resources/journalEntries';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof journalEntries>({
  name: 'قيود يومية |||| قيد يومية |||| قيود اليومية |||| قيود يومية |||| قيدًا |||| قيد يومية',
  fields: {
    number: 'الرقم',
    entryDate: 'التاريخ',
    period: 'الشهر',
    description: 'البيان',
    kind: 'النوع',
    status: 'الحالة',
    sourceResource: 'نوع المستند',
    sourceId: 'المستند',
    reversesId: 'يعكس',
    preparedById: 'أعدّه',
    postedById: 'رحّله',
    postedAt: 'وقت الترحيل',
    totalDebit: 'إجمالي المدين',
    totalCredit: 'إجمالي الدائن',
  },
  enums: {
    kind: { manual: 'يدوي', document: 'من مستند', reversal: 'عكسي' },
    status: { draft: 'مسودة', posted: 'مرحّل' },
  },
  actions: { post: 'ترحيل', reverse: 'عكس القيد' },
  rules: {
    balanced: 'القيد غير متوازن: المدين %{debit} والدائن %{credit}',
    twoLines: 'للقيد سطران على الأقل',
    periodOpen: 'شهر %{period} مغلق: لا يُرحَّل إليه شيء (رحّل التصحيح في شهر مفتوح)',
    accountsKnown: 'يُرحَّل كل سطر إلى حساب نشط يقبل القيود',
    accountUnknown: 'لا يوجد حساب برمز %{code} في دليل الحسابات',
    purposeUnmapped: 'لم يُحدَّد حساب لـ«%{purpose}»: اختره في حسابات الترحيل',
    postedOnce: 'رحّل هذا المستند قيده من قبل',
    reversedOnce: 'عُكس هذا القيد من قبل',
  },
});
