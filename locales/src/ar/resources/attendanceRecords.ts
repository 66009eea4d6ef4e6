import type { attendanceRecords } from '@club/schema/resources/attendanceRecords';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof attendanceRecords>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات تحضير |||| سجل تحضير |||| التحضير |||| سجلات تحضير |||| سجلَّ تحضير |||| سجل تحضير',
  fields: {
    employeeId: 'الموظف',
    date: 'التاريخ',
    checkIn: 'الحضور',
    checkOut: 'الانصراف',
    source: 'المصدر',
    notes: 'ملاحظات',
    status: 'الحالة',
    lateMinutes: 'دقائق التأخير',
    earlyLeaveMinutes: 'دقائق الخروج المبكر',
    workedHours: 'ساعات العمل',
  },
  enums: {
    source: { manual: 'يدوي', biometric: 'البصمة', mobile: 'تطبيق الجوال' },
    status: { present: 'حاضر', late: 'متأخر', absent: 'غائب', incomplete: 'بلا انصراف', dayOff: 'يوم راحة' },
  },
  rules: {
    checkOutAfterCheckIn: 'يأتي الانصراف بعد الحضور',
    checkInFirst: 'لا انصراف دون حضور',
    oncePerDay: 'للموظف سجل تحضير لهذا اليوم مسبقًا',
  },
});
