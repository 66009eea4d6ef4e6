import type { volunteerHoursLogs } from '@club/schema/resources/volunteerHoursLogs';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerHoursLogs>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات |||| سجل ساعات |||| سجل ساعات التطوع |||| سجلات |||| سجلًا |||| سجل',
  fields: {
    opportunityId: 'الفرصة',
    volunteerId: 'المتطوع',
    nationalId: 'رقم الهوية / الإقامة',
    workDate: 'التاريخ',
    hours: 'الساعات',
    description: 'العمل المنجز',
    source: 'سُجّلت عبر',
    decidedById: 'قرّر',
    decidedAt: 'تاريخ القرار',
    rejectionReason: 'سبب الرفض',
    status: 'الحالة',
  },
  enums: {
    source: {
      office: 'المكتب',
      checkIn: 'رابط الحضور',
    },
    status: {
      pending: 'بانتظار الاعتماد',
      approved: 'معتمدة',
      rejected: 'مرفوضة',
    },
  },
  actions: {
    approve: 'اعتماد',
    reject: 'رفض',
  },
  rules: {
    workDateFromOffice: 'مطلوب',
    hoursFromOffice: 'مطلوب',
    decidedStays: 'البتّ في هذه الساعات تم: لا تتغير بعد ذلك',
    reasonToReject: 'اذكر سبب رفض الساعات',
    codeProves: 'أدخل الرمز المرسل إلى الجوال المسجّل للمتطوع',
    volunteerNamed: 'مطلوب',
    volunteerKnown: 'لا يوجد متطوع مسجل بهذا الرقم',
    volunteerAccepted: 'هذا المتطوع غير مقبول في هذه الفرصة',
    opportunityDay: 'يُسجّل الحضور في أيام الفرصة فقط',
    oncePerDay: 'سُجّلت ساعات هذا المتطوع لذلك اليوم من قبل',
  },
  texts: {
    codeAsked: 'إذا كان هذا الرقم لمتطوع مقبول في هذه الفرصة، فقد أُرسل رمز إلى الجوال المسجّل لديه. أدخله لتسجيل حضورك.',
    codeSms: '%{code} رمز تسجيل حضورك، صالح لمدة %{minutes} دقائق.',
  },
});
