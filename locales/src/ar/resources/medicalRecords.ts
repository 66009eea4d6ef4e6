import type { medicalRecords } from '@club/schema/resources/medicalRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof medicalRecords>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات |||| سجل |||| السجلات الطبية |||| سجلات |||| سجلًا |||| سجل',
  fields: {
    playerId: 'اللاعب',
    recordType: 'النوع',
    title: 'العنوان',
    bodyPart: 'موضع الإصابة',
    severity: 'الشدة',
    occurredOn: 'تاريخ الحدوث',
    diagnosis: 'التشخيص',
    treatment: 'العلاج المقدَّم',
    doctorName: 'الطبيب',
    status: 'الحالة',
    expectedReturnDate: 'موعد العودة المتوقع',
    resolvedOn: 'تاريخ الشفاء',
    attachments: 'المرفقات',
  },
  enums: {
    recordType: { injury: 'إصابة', illness: 'مرض', condition: 'حالة مزمنة', allergy: 'حساسية', surgery: 'عملية جراحية' },
    bodyPart: { head: 'الرأس', neck: 'الرقبة', shoulder: 'الكتف', arm: 'الذراع', back: 'الظهر', hip: 'الورك', thigh: 'الفخذ', knee: 'الركبة', ankle: 'الكاحل', foot: 'القدم', other: 'أخرى' },
    severity: { minor: 'بسيطة', moderate: 'متوسطة', severe: 'شديدة' },
    status: { active: 'قائمة', recovering: 'في طور التعافي', resolved: 'شُفي' },
  },
  rules: {
    occurredNotFuture: 'تاريخ الحدوث اليوم أو قبله',
    returnAfterOccurred: 'موعد العودة المتوقع بعد تاريخ الحدوث',
    resolvedAfterOccurred: 'تاريخ الشفاء بعد تاريخ الحدوث',
  },
});
