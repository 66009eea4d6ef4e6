import type { employeeDocuments } from '@club/schema/resources/employeeDocuments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeDocuments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'وثائق |||| وثيقة موظف |||| وثائق الموظفين |||| وثائق موظفين |||| وثيقةً |||| وثيقة',
  fields: {
    employeeId: 'الموظف',
    kind: 'الوثيقة',
    number: 'الرقم',
    issuedBy: 'جهة الإصدار',
    issueDate: 'تاريخ الإصدار',
    expiryDate: 'تاريخ الانتهاء',
    scan: 'صورة الوثيقة',
    notes: 'ملاحظات',
  },
  enums: {
    kind: {
      iqama: 'الإقامة',
      passport: 'جواز السفر',
      workPermit: 'رخصة العمل',
      contract: 'عقد العمل',
      drivingLicence: 'رخصة القيادة',
      professionalLicence: 'الترخيص المهني',
      medicalCard: 'البطاقة الصحية',
    },
  },
  rules: {
    endsAfterIssue: 'ينتهي سريان الوثيقة بعد تاريخ إصدارها',
    oneOfEachNumber: 'لهذا الموظف الوثيقة نفسها بهذا الرقم',
  },
  reminders: {
    expiry: {
      subject: 'تنتهي %{kind} للموظف %{employeeId} في %{date}',
      text: 'تنتهي %{kind} للموظف %{employeeId} في %{date} (المتبقي %{days} يوم). ابدأ تجديدها ليواصل الموظف عمله دون انقطاع.',
    },
  },
});
