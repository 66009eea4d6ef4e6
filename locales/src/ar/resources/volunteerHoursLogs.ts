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
});
