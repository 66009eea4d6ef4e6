import type { plannedVisits } from '@club/schema/resources/plannedVisits';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof plannedVisits>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'زيارات |||| زيارة |||| الزيارات المخططة |||| زيارات |||| زيارة |||| زيارة',
  fields: {
    visitorName: 'اسم الزائر',
    organization: 'الجهة',
    phone: 'رقم الجوال',
    visitorsCount: 'عدد الزوار',
    purpose: 'الغرض من الزيارة',
    visitDate: 'موعد الزيارة',
    hostId: 'المستضيف',
    status: 'الحالة',
    notes: 'ملاحظات',
    checkedInAt: 'وقت الدخول',
    checkedInById: 'سجّل الدخول',
    checkedOutAt: 'وقت الخروج',
  },
  enums: {
    purpose: {
      meeting: 'اجتماع',
      interview: 'مقابلة',
      delivery: 'تسليم',
      vendor: 'مورّد',
      guest: 'ضيف',
      contractor: 'مقاول',
      government: 'جهة حكومية',
      other: 'أخرى',
    },
    status: { expected: 'متوقعة', checkedIn: 'تم الدخول', checkedOut: 'تم الخروج', cancelled: 'ملغاة' },
  },
  actions: { 'check-in': 'تسجيل الدخول', 'check-out': 'تسجيل الخروج' },
  rules: {
    forwardOnly: 'لا يمكن أن تصبح الزيارة «%{to}» وهي «%{from}»',
    visitStatus: 'حالة الزيارة: %{status}',
  },
  texts: {
    statusExpected: 'متوقعة',
    statusCheckedIn: 'تم الدخول',
    statusCheckedOut: 'تم الخروج',
    statusCancelled: 'ملغاة',
  },
});
