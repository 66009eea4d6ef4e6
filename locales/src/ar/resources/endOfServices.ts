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
    award: 'مكافأة نهاية الخدمة',
    calculation: 'طريقة الحساب',
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
  },
  actions: approvalActionLabels,
  rules: {
    lastDayAfterHire: 'يأتي آخر يوم عمل بعد تاريخ التعيين',
    oneEndOfService: 'خدمة الموظف منتهية مسبقًا في %{record}',
  },
  texts: {
    calculation: 'سنوات الخدمة %{years}: %{first} × نصف الأجر (%{half})%{rest} = %{full} ريال؛ المستحق حسب السبب: %{share} = %{award} ريال',
    calculationRest: ' + %{rest} × الأجر (%{wage})',
    shareAll: 'كاملة',
    shareNone: 'لا شيء منها',
    shareThird: 'ثلثها',
    shareTwoThirds: 'ثلثاها',
  },
});
