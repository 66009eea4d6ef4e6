import type { courtCases } from '@club/schema/resources/courtCases';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof courtCases>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'قضايا |||| قضية |||| القضايا |||| قضايا |||| قضية |||| قضية',
  fields: {
    fileNumber: 'رقم الملف',
    caseNumber: 'رقم القضية',
    title: 'عنوان القضية',
    caseType: 'نوع القضية',
    court: 'المحكمة',
    courtCircuit: 'الدائرة',
    stage: 'درجة التقاضي',
    clubRole: 'صفة النادي',
    opponentName: 'الخصم',
    lawyerId: 'محامي النادي',
    lawFirm: 'مكتب المحاماة',
    claimAmount: 'مبلغ المطالبة',
    filingDate: 'تاريخ القيد',
    status: 'الحالة',
    judgment: 'منطوق الحكم',
    awardedAmount: 'المبلغ المحكوم به',
    closedOn: 'تاريخ الإغلاق',
    nextHearingAt: 'الجلسة القادمة',
    description: 'الوصف',
    documents: 'المستندات',
  },
  enums: {
    caseType: {
      labour: 'عمالية',
      commercial: 'تجارية',
      civil: 'مدنية',
      administrative: 'إدارية',
      criminal: 'جزائية',
      sportsArbitration: 'تحكيم رياضي',
      execution: 'تنفيذ',
    },
    stage: { firstInstance: 'الدرجة الأولى', appeal: 'الاستئناف', supremeCourt: 'المحكمة العليا', execution: 'التنفيذ' },
    clubRole: { plaintiff: 'مدعٍ', defendant: 'مدعى عليه' },
    status: { active: 'منظورة', suspended: 'موقوفة', won: 'كسبها النادي', lost: 'خسرها النادي', settled: 'انتهت بالصلح', withdrawn: 'تُنوزل عنها' },
  },
  rules: {
    filedNotFuture: 'تُقيَّد القضية اليوم أو قبله',
    judgmentWhenDecided: 'تُسجَّل للقضية المنتهية نص الحكم أو الصلح',
    decidedFinal: 'صدر الحكم في القضية (%{status}): حالتها نهائية',
    awardWhenWon: 'لا يُحكم بمبلغ إلا في قضية كسبها النادي أو انتهت بالصلح',
    hearingAfterFiling: 'تأتي الجلسة بعد قيد القضية',
    clubSide: 'صفة النادي في هذه القضية: %{role}',
    noHearingAhead: 'الجلسة المحددة في %{when} ما زالت مجدولة: سجّل نتيجتها أو ألغها أولًا',
  },
  texts: {
    rolePlaintiff: 'مدعٍ',
    roleDefendant: 'مدعى عليه',
  },
});
