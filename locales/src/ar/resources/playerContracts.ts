import type { playerContracts } from '@club/schema/resources/playerContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerContracts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عقود |||| عقد |||| عقود اللاعبين |||| عقود |||| عقدًا |||| عقد',
  fields: {
    contractNo: 'رقم العقد',
    playerId: 'اللاعب',
    type: 'نوع العقد',
    startDate: 'تاريخ البدء',
    endDate: 'تاريخ الانتهاء',
    monthlySalary: 'الراتب الشهري',
    signingBonus: 'مكافأة التوقيع',
    totalValue: 'القيمة الإجمالية',
    releaseClause: 'الشرط الجزائي',
    agentName: 'وكيل اللاعب',
    clauses: 'البنود',
    status: 'الحالة',
    document: 'العقد الموقّع',
    reminderSentFor: 'أُرسل التذكير لانتهاء',
  },
  enums: {
    type: { professional: 'احترافي', amateur: 'هاوٍ', youth: 'ناشئين', loan: 'إعارة', scholarship: 'منحة' },
    status: { draft: 'مسودة', active: 'ساري', expired: 'منتهٍ', terminated: 'مفسوخ' },
  },
  actions: { activate: 'تفعيل العقد', expire: 'تسجيله منتهيًا', terminate: 'فسخ العقد' },
  rules: {
    lockedDelete: 'لا يُحذف إلا العقد المسودة',
    endsAfterStart: 'ينتهي العقد بعد بدايته',
    oneInForce: 'للاعب عقد ساري في هذه التواريخ: %{record}',
  },
  texts: {
    reminderSubject: 'ينتهي عقد %{player} قريبًا (%{number})',
    reminderText: 'ينتهي عقد اللاعب %{player} (%{number}) في %{date}.',
  },
});
