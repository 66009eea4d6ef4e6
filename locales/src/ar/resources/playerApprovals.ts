import type { playerApprovals } from '@club/schema/resources/playerApprovals';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerApprovals>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات |||| طلب |||| اعتماد تسجيل اللاعبين |||| طلبات |||| طلبًا |||| طلب',
  fields: {
    requestNo: 'رقم الطلب',
    playerId: 'اللاعب',
    season: 'الموسم',
    documentsChecked: 'المستندات المدققة',
    status: 'الحالة',
    decidedById: 'صاحب القرار',
    decidedAt: 'تاريخ القرار',
    decisionComment: 'ملاحظة القرار',
    notes: 'ملاحظات',
  },
  enums: {
    documentsChecked: { nationalId: 'الهوية أو الإقامة', birthCertificate: 'شهادة الميلاد', medicalClearance: 'الفحص الطبي', guardianConsent: 'موافقة ولي الأمر', passport: 'جواز السفر', photo: 'الصورة الشخصية', federationCard: 'بطاقة الاتحاد', schoolLetter: 'خطاب المدرسة' },
    status: { pending: 'قيد المراجعة', approved: 'معتمد', rejected: 'مرفوض' },
  },
  actions: { approve: 'اعتماد', reject: 'رفض' },
  rules: {
    decidedStays: 'لا يُعدَّل طلب تسجيل صدر فيه قرار',
    reasonToReject: 'يُذكر سبب الرفض',
    documentsChecked: 'دقّق هذه المستندات قبل الاعتماد: %{documents}',
    oneOpenPerPlayer: 'للاعب طلب تسجيل آخر ينتظر القرار',
  },
  texts: {
    nationalId: 'الهوية أو الإقامة',
    birthCertificate: 'شهادة الميلاد',
    medicalClearance: 'الفحص الطبي',
    guardianConsent: 'موافقة ولي الأمر',
    listSeparator: '، ',
  },
});
