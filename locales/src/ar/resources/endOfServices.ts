import type { endOfServices } from '@club/schema/resources/endOfServices';
import { defineResourceLocale } from '../../types';
import { approvalActionLabels, approvalFieldLabels, approvalStatusLabels } from '../approvalLabels';

export const locale = defineResourceLocale<typeof endOfServices>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مخالصات نهاية خدمة |||| نهاية خدمة |||| نهاية الخدمة |||| مخالصات نهاية خدمة |||| مخالصةً |||| مخالصة',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    reason: 'السبب',
    lastWorkingDay: 'آخر يوم عمل',
    notes: 'ملاحظات',
    serviceYears: 'سنوات الخدمة',
    monthlyWage: 'الأجر الشهري',
    wageSource: 'مصدر الأجر',
    wageMonth: 'شهر مسير الأجر',
    halfMonthYears: 'سنوات بنصف أجر شهر',
    halfMonthAward: 'عن السنوات الخمس الأولى',
    fullMonthYears: 'سنوات بأجر شهر كامل',
    fullMonthAward: 'عن السنوات بعد الخمس',
    fullAward: 'المكافأة كاملة',
    awardShare: 'المستحق حسب سبب انتهاء الخدمة',
    award: 'مكافأة نهاية الخدمة',
    requesterId: 'مقدم الطلب',
    ...approvalFieldLabels,
  },
  enums: {
    reason: {
      resignation: 'استقالة', employerTermination: 'إنهاء من صاحب العمل', contractExpiry: 'انتهاء العقد',
      retirement: 'تقاعد', death: 'وفاة', forceMajeure: 'قوة قاهرة', article80Dismissal: 'فصل (المادة 80)',
      article81Resignation: 'ترك العمل وفق المادة 81',
    },
    status: approvalStatusLabels,
    wageSource: { payroll: 'آخر مسير رواتب مقفل', employeeRecord: 'سجل الموظف' },
    awardShare: { all: 'كاملة', twoThirds: 'ثلثاها', oneThird: 'ثلثها', none: 'لا شيء منها' },
  },
  actions: approvalActionLabels,
  rules: {
    lastDayAfterHire: 'يأتي آخر يوم عمل بعد تاريخ التعيين',
    oneEndOfService: 'خدمة الموظف منتهية مسبقًا في %{record}',
  },
  texts: {
    breakdown: 'طريقة احتساب المكافأة',
    breakdownStep: 'البند',
    breakdownBasis: 'الأساس',
    breakdownAmount: 'المبلغ',
    breakdownWage: 'الأجر الشهري',
    breakdownWagePayroll: 'المصروف في مسير رواتب %{month}',
    breakdownWageRecord: 'أجر الموظف المسجل (لا مسير مقفل بعد)',
    breakdownService: 'مدة الخدمة',
    breakdownServiceYears: '%{years} سنة',
    breakdownHalf: 'السنوات الخمس الأولى: نصف أجر شهر عن كل سنة (م 84)',
    breakdownHalfBasis: '%{years} سنة × %{wage} ÷ 2',
    breakdownFull: 'كل سنة بعد الخمس: أجر شهر كامل (م 84)',
    breakdownFullBasis: '%{years} سنة × %{wage}',
    breakdownTotal: 'المكافأة كاملة',
    breakdownShare: 'المستحق حسب السبب (المواد 84 و85 و80 و81)',
    breakdownAward: 'مكافأة نهاية الخدمة',
  },
});
