import type { payrollRuns } from '@club/schema/resources/payrollRuns';
import { defineResourceLocale } from '../../types';
import { approvalFieldLabels } from '../approvalLabels';

export const locale = defineResourceLocale<typeof payrollRuns>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مسيرات رواتب |||| مسير رواتب |||| مسيرات الرواتب |||| مسيرات رواتب |||| مسيرًا |||| مسير',
  fields: {
    number: 'رقم المسير',
    month: 'الشهر (سنة-شهر)',
    kind: 'نوع المسير',
    correctsId: 'يصحح المسير',
    payDate: 'تاريخ الصرف',
    notes: 'ملاحظات',
    ...approvalFieldLabels,
    computedById: 'احتسبه',
    computedAt: 'وقت الاحتساب',
    submittedById: 'رفعه للاعتماد',
    lockedById: 'أقفله',
    lockedAt: 'وقت الإقفال',
    employeeCount: 'عدد الموظفين',
    totalGross: 'إجمالي الاستحقاقات',
    totalDeductions: 'إجمالي الحسومات',
    totalNet: 'صافي الرواتب',
    totalGosiEmployee: 'التأمينات الاجتماعية: حصة الموظفين',
    totalGosiEmployer: 'التأمينات الاجتماعية: حصة المنشأة',
    totalCarriedOver: 'حسومات مرحّلة إلى الشهر التالي',
  },
  enums: {
    kind: { regular: 'عادي (رواتب الشهر)', offCycle: 'استثنائي (تصحيح)' },
    status: { draft: 'مسودة', pending: 'بانتظار الاعتماد', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'مسحوب', locked: 'مقفل' },
  },
  actions: {
    compute: 'احتساب',
    submit: 'رفع للاعتماد',
    approve: 'اعتماد',
    reject: 'رفض',
    cancel: 'سحب',
    lock: 'إقفال',
  },
  rules: {
    correctsLocked: 'التصحيح يكون لمسير مقفل',
    correctsSameMonth: 'التصحيح يكون لشهر المسير الذي يصححه (%{month})',
    correctionIsOffCycle: 'لا يصحح مسيرًا آخر إلا المسير الاستثنائي',
    computedFirst: 'احتسب المسير قبل رفعه للاعتماد: قسائمه ليست قسائم احتساب لشهره',
    oneRegularRun: 'للشهر مسيره العادي مسبقًا: %{record}',
    oneOpenRun: 'مسير لهذا الشهر قيد الإعداد: %{record}. أقفله أو اسحبه أو ارفضه أولًا',
  },
  texts: {
    wps: 'ملف حماية الأجور',
    wpsHelp: 'ملف الرواتب البنكي لهذا المسير المقفل (بصيغة نظام حماية الأجور في مُدد)، لبنك المنشأة.',
    wpsDownload: 'تنزيل ملف حماية الأجور',
    wpsDownloaded: 'نُزّل ملف حماية الأجور',
    wpsNotLocked: 'ملف حماية الأجور لا يُعد إلا من مسير مقفل',
    wpsSettings: 'أدخل أولًا رقم المنشأة لدى وزارة الموارد البشرية ورقمها لدى البنك وآيبانها في إعدادات الموارد البشرية',
    wpsNoIban: 'لا آيبان لهؤلاء الموظفين يُحوَّل إليه: %{employees}',
    wpsUnknownBank: 'بنك هذه الآيبانات غير معروف لنظام حماية الأجور: %{employees}',
    wpsNegative: 'ملف حماية الأجور يصرف المستحق فقط، وعلى هؤلاء الموظفين مبالغ لهذا المسير: %{employees}',
    wpsDescription: 'راتب %{month}',
  },
});
