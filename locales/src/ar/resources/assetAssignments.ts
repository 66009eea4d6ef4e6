import type { assetAssignments } from '@club/schema/resources/assetAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assetAssignments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عهد |||| عهدة |||| العهد |||| عهد |||| عهدةً |||| عهدة',
  views: {
    receipts: 'سندات عهد |||| سند عهدة |||| سندات العهد |||| سندات عهد |||| سند عهدة |||| سند عهدة',
    register: 'سجلات عهد |||| سجل عهد |||| سجل العهد |||| سجلات عهد |||| سجل عهد |||| سجل عهد',
  },
  fields: {
    number: 'الرقم',
    assetId: 'الأصل',
    employeeId: 'الموظف',
    handedOverOn: 'تاريخ التسليم',
    expectedReturnOn: 'موعد الإرجاع',
    returnedOn: 'تاريخ الإرجاع',
    conditionOut: 'الحالة عند التسليم',
    conditionIn: 'الحالة عند الإرجاع',
    notes: 'ملاحظات',
    status: 'الحالة',
  },
  enums: {
    conditionOut: { new: 'جديد', good: 'جيد', fair: 'مقبول', poor: 'سيئ', damaged: 'تالف' },
    conditionIn: { new: 'جديد', good: 'جيد', fair: 'مقبول', poor: 'سيئ', damaged: 'تالف' },
    status: { inCustody: 'في العهدة', returned: 'مُرجعة' },
  },
  rules: {
    conditionWhenReturned: 'اذكر حالة الأصل عند إرجاعه',
    assetAvailable: 'لا يُسلَّم أصل مستبعد أو تحت الصيانة',
    oneCustodyPerAsset: 'الأصل في عهدة أخرى (%{record}): يجب إرجاعه أولًا',
    dueAfterHandover: 'يأتي موعد الإرجاع بعد التسليم',
    returnedAfterHandover: 'يُرجع الأصل بعد تسليمه',
  },
});
